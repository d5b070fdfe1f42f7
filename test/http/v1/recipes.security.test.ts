import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { manualClock } from '../../helpers/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

authSuite('v1', () => t, { method: 'GET', url: '/v1/recipes' });
authSuite('v1', () => t, { method: 'POST', url: '/v1/recipes', payload: { name: 'x', servings: 1 } });
authSuite('v1', () => t, { method: 'GET', url: '/v1/ingredients' });

describe('organization isolation', () => {
  it("another organization's recipe is 404 on every operation and absent from lists", async () => {
    const owner = await t.newOrg('Owner');
    const other = await t.newOrg('Other');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/recipes',
        headers: owner.headers,
        payload: { name: 'Secret sauce', servings: 1 },
      })
    ).json();
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/v1/recipes/${created.id}`,
        headers: other.headers,
        ...(method === 'PATCH' ? { payload: { name: 'Stolen' } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret sauce');
    }
    const listed = (
      await t.app.inject({ method: 'GET', url: '/v1/recipes?search=secret', headers: other.headers })
    ).json();
    expect(listed.pagination.total).toBe(0);
    const still = await t.app.inject({
      method: 'GET',
      url: `/v1/recipes/${created.id}`,
      headers: owner.headers,
    });
    expect(still.json().name).toBe('Secret sauce');
  });
});

describe('rate limiting', () => {
  it('counts per key per minute, sends RateLimit headers, then 429 with Retry-After', async () => {
    const clock = manualClock('2026-05-01T10:00:30.000Z');
    const limited = await startTestApp({ clock, appOptions: { rateLimitPerMinute: 3 } });
    try {
      const org = await limited.newOrg();
      const get = () => limited.app.inject({ method: 'GET', url: '/v1/recipes', headers: org.headers });
      const first = await get();
      expect(first.statusCode).toBe(200);
      expect(first.headers['ratelimit-limit']).toBe('3');
      expect(first.headers['ratelimit-remaining']).toBe('2');
      expect(first.headers['ratelimit-reset']).toBe('30');
      expect(first.headers['ratelimit-policy']).toBe('3;w=60');
      await get();
      expect((await get()).headers['ratelimit-remaining']).toBe('0');
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toEqual({
        error: { code: 'rate_limited', message: 'Rate limit exceeded. Retry after 30 seconds.', details: [] },
      });
      // Another key has its own window.
      const second = await limited.newOrg();
      expect(
        (await limited.app.inject({ method: 'GET', url: '/v1/recipes', headers: second.headers })).statusCode,
      ).toBe(200);
      // The next window admits again.
      clock.advance(30_000);
      expect((await get()).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
