import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Serialize = (...args: never[]) => string;

/**
 * Fastify's own response serializer compiler (fast-json-stringify), with each route's serializers
 * compiled on their first use instead of at start-up. Compiling every response schema up front
 * was the largest part of the service's start-up time and memory; now a route's first response
 * of each status pays its own few milliseconds. The serializer is otherwise Fastify's default,
 * called with the same arguments. Request validators stay Fastify's default (compiled at start).
 */
export function lazyCompilersFactory(): CompilersFactory {
  const buildSerializer = SerializerSelector();
  return {
    buildSerializer: ((...builderArgs: Parameters<typeof buildSerializer>) => {
      const compile = buildSerializer(...builderArgs) as unknown as (route: unknown) => Serialize;
      return (route: unknown) => {
        let compiled: Serialize | undefined;
        return (...args: never[]) => {
          compiled ??= compile(route);
          return compiled(...args);
        };
      };
    }) as unknown as CompilersFactory['buildSerializer'],
  };
}
