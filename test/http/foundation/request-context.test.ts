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

describe('request ids', () => {
  it('echoes a well-formed client X-Request-ID in the header and the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/nutrients',
      headers: { ...org.headers, 'x-request-id': 'client-abc.123' },
    });
    expect(res.headers['x-request-id']).toBe('client-abc.123');
    expect(res.json().meta.request_id).toBe('client-abc.123');
  });

  it('replaces a malformed one with its own', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/nutrients',
      headers: { ...org.headers, 'x-request-id': 'bad id with spaces' },
    });
    expect(res.headers['x-request-id']).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('puts the request id in problem bodies as trace_id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/nutrients',
      headers: { 'x-request-id': 'r-401' },
    });
    expect(res.json().trace_id).toBe('r-401');
  });
});

describe('API versions', () => {
  it('defaults to the newest and reports it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nutrients', headers: org.headers });
    expect(res.headers['x-api-version']).toBe('2026-11-01');
    expect(res.json().meta.version).toBe('2026-11-01');
  });

  it('serves an older version when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/nutrients',
      headers: { ...org.headers, 'x-api-version': '2025-04-15' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-api-version']).toBe('2025-04-15');
    expect(res.json().meta.version).toBe('2025-04-15');
  });

  it('rejects an unknown version with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/nutrients',
      headers: { ...org.headers, 'x-api-version': '2019-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unsupported_api_version', status: 400 });
  });
});

describe('envelope', () => {
  it('carries data and meta {version, request_id, timestamp}', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/nutrients?group=fda_mandatory',
      headers: org.headers,
    });
    const body = res.json();
    expect(Object.keys(body.meta).sort()).toEqual(['request_id', 'timestamp', 'version']);
    expect(new Date(body.meta.timestamp).toISOString()).toBe(body.meta.timestamp);
    expect(body.data.map((n: { bmid: string }) => n.bmid)).toEqual([
      'n_energy_kcal',
      'n_total_fat',
      'n_saturated_fat',
      'n_trans_fat',
      'n_cholesterol',
      'n_sodium',
      'n_total_carbohydrate',
      'n_dietary_fiber',
      'n_total_sugars',
      'n_added_sugars',
      'n_protein',
      'n_vitamin_d',
      'n_calcium',
      'n_iron',
      'n_potassium',
    ]);
  });
});
