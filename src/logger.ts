import type { FastifyServerOptions } from 'fastify';

/** pino options for the service: JSON lines, request id on every request line, secrets redacted. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') {
    return false;
  }
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '[redacted]' },
  };
}
