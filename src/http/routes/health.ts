import { Type } from 'typebox';
import type { Store } from '../../store/store.ts';
import { publicErrors } from '../schemas/common.ts';
import type { App } from '../types.ts';

const Status = Type.Object({ status: Type.String() });

export function healthRoutes(app: App, store: Pick<Store, 'ping'>): void {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        operationId: 'getLiveness',
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        security: [],
        response: { 200: Status, ...publicErrors() },
      },
    },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        operationId: 'getReadiness',
        tags: ['operations'],
        summary: 'Readiness: the store is reachable',
        security: [],
        response: { 200: Status, 503: Status, ...publicErrors() },
      },
    },
    async (_request, reply) => {
      try {
        await store.ping();
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'store_unreachable' });
      }
    },
  );
}
