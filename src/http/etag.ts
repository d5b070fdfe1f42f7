import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../domain/versioning/if-match.ts';

/**
 * The one place HTTP reads If-Match and writes ETag. The header's value goes to the service
 * untouched (it accepts a bare version id, W/"…" and lists); the service decides whether it
 * matters (only on API versions with recipe_versioning).
 */
export function ifMatchOf(request: FastifyRequest): string | undefined {
  const value = request.headers['if-match'];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Sets `ETag: W/"<version_id>"`. */
export function setVersionEtag(reply: FastifyReply, versionId: string): void {
  reply.header('etag', etagOf(versionId));
}
