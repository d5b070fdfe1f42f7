import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

authSuite('studio', () => t, { method: 'GET', url: '/nutrients' });

describe('open routes', () => {
  it.each(['/healthz', '/readyz', '/openapi.json', '/docs'])('%s needs no key', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect([200, 302]).toContain(res.statusCode);
  });

  it('a valid key reaches a protected route', async () => {
    const org = await t.newOrg();
    const res = await t.app.inject({ method: 'GET', url: '/nutrients', headers: org.headers });
    expect(res.statusCode).toBe(200);
  });
});
