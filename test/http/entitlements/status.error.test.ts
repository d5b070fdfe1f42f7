import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe('GET /entitlements/status errors', () => {
  it('takes no parameters: an unknown query parameter is a 422 in the Studio validation shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/entitlements/status?plan=free',
      headers: org.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [expect.objectContaining({ loc: ['query', 'plan'], type: expect.any(String) })],
      errors: expect.any(Array),
      invalid_ids: [],
    });
  });

  it('an unknown API version is a 400 problem', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/entitlements/status',
      headers: { ...org.headers, 'x-api-version': '1999-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unsupported_api_version', instance: '/entitlements/status' });
  });

  it('other methods are 404 route_not_found', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/entitlements/status', headers: org.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });
});
