import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './app.ts';

type Area = 'studio' | 'v1' | 'entitlements';

function expectAreaShape(area: Area, body: Record<string, unknown>, status: number) {
  if (area === 'v1') {
    expect(body).toEqual({
      error: { code: 'unauthorized', message: expect.any(String), details: [] },
    });
  } else {
    expect(body).toMatchObject({
      type: 'https://api.test/errors/unauthorized',
      title: 'Unauthorized',
      status,
      code: 'unauthorized',
      retryable: false,
      detail: expect.any(String),
      trace_id: expect.any(String),
      instance: expect.stringMatching(/^\//),
    });
  }
}

/**
 * The authentication failures every protected operation must answer with 401 in its area's shape:
 * no key, a malformed header, a malformed key, an unknown key, a wrong secret for a known prefix,
 * and a revoked key.
 */
export function authSuite(area: Area, ctx: () => TestApp, request: Omit<InjectOptions, 'headers'>) {
  describe(`authentication (${area}) ${request.method} ${request.url}`, () => {
    const cases: [string, (org: { key: string }) => Record<string, string>][] = [
      ['no Authorization header', () => ({})],
      ['a Basic scheme', (o) => ({ authorization: `Basic ${Buffer.from(o.key).toString('base64')}` })],
      ['a malformed key', () => ({ authorization: 'Bearer not-a-key' })],
      ['an unknown key', () => ({ authorization: `Bearer nlk_ZZZZZZZZ_${'A'.repeat(43)}` })],
      [
        'a wrong secret for a real prefix',
        (o) => ({ authorization: `Bearer ${o.key.slice(0, 13)}${'B'.repeat(43)}` }),
      ],
    ];
    it.each(cases)('401 for %s', async (_name, headers) => {
      const t = ctx();
      const org = await t.newOrg();
      const res = await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json', ...headers(org) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expectAreaShape(area, res.json(), 401);
    });

    it('401 for a revoked key', async () => {
      const t = ctx();
      const org = await t.newOrg();
      await t.deps.store.apiKeys.revoke(org.prefix, new Date().toISOString());
      const res = await t.app.inject({ ...request, headers: org.headers });
      expect(res.statusCode).toBe(401);
      expectAreaShape(area, res.json(), 401);
    });
  });
}
