import { Type } from 'typebox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requiredFeatures } from '../../../src/http/plugins/entitlements.ts';
import type { App } from '../../../src/http/types.ts';
import {
  endTrial,
  restoreWrites,
  scheduleCancellation,
  setPlan,
  startTrial,
  suspendWrites,
} from '../../../src/services/entitlements/index.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { manualClock } from '../../helpers/clock.ts';

/**
 * Probe routes stand in for the areas' routes: the gates work from path and route config alone.
 */
const START = '2026-11-22T12:00:00.000Z';
const DAY = 86_400_000;
const CACHE_TTL = 5_000;
const clock = manualClock(START);
let t: TestApp;

function probes(app: App): void {
  const ok = async () => ({ ok: true });
  app.get('/studio/_gate/recipes', ok);
  app.get('/studio/_gate/recipes/:id/audit-trail', ok);
  app.get('/studio/_gate/custom-ingredients/:id', ok);
  app.get('/studio/_gate/recipes/:id/servings/:sid/nutrition-label', ok);
  app.get('/studio/_gate/recipes/:id/versions', { config: { feature: 'recipe_versioning' } }, ok);
  app.get('/studio/_gate/both', { config: { feature: ['recipe_versioning', 'audit_trail'] } }, ok);
  app.get('/v1/_gate/versioned', { config: { feature: 'recipe_versioning' } }, ok);
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/studio/_gate/recipes',
      schema: { body: Type.Optional(Type.Object({ name: Type.String() }, { additionalProperties: false })) },
      handler: ok,
    });
  }
  app.post('/v1/_gate/recipes', ok);
  app.get('/v1/_gate/recipes', ok);
  app.post('/studio/_gate/search', { config: { allowWhenReadOnly: true } }, ok);
  app.post('/studio/_gate/audit-trail', ok);
}

beforeAll(async () => {
  t = await startTestApp({ clock, beforeReady: probes });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set(START);
});

function call(
  org: TestOrg,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...org.headers, 'x-request-id': 'gate-1' },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

async function orgOn(plan: string): Promise<TestOrg> {
  const org = await t.newOrg();
  await setPlan(t.deps, { orgId: org.orgId, plan });
  return org;
}

describe('the features a route needs', () => {
  it.each<[string, string[] | undefined, string[]]>([
    ['/studio/recipes', undefined, ['studio']],
    ['/studio/recipes/:recipe_id/audit-trail', undefined, ['studio', 'audit_trail']],
    ['/studio/custom-ingredients/:id/restore', undefined, ['studio', 'custom_ingredients']],
    ['/custom-ingredients/:id/audit-trail', undefined, ['custom_ingredients', 'audit_trail']],
    ['/studio/recipes/:r/servings/:s/nutrition-label', undefined, ['studio', 'label_rendering']],
    ['/studio/recipes/:r/versions', ['recipe_versioning'], ['studio', 'recipe_versioning']],
    ['/studio/recipes/:r/audit-trail', ['audit_trail'], ['studio', 'audit_trail']],
    ['/v1/recipes', undefined, []],
    ['/entitlements/status', undefined, []],
    ['/studios', undefined, []],
  ])('%s with config %j needs %j', (path, configured, expected) => {
    expect(requiredFeatures(path, configured as never)).toEqual(expected);
  });
});

describe('feature gates', () => {
  it.each([
    ['/studio/_gate/recipes/r1/audit-trail', 'audit_trail'],
    ['/studio/_gate/custom-ingredients/ci_1', 'custom_ingredients'],
    ['/studio/_gate/recipes/r1/versions', 'recipe_versioning'],
    ['/studio/_gate/both', 'recipe_versioning'],
    ['/v1/_gate/versioned', 'recipe_versioning'],
  ])('the free plan gets 403 feature_not_in_plan on %s', async (url, feature) => {
    const org = await orgOn('free');
    const res = await call(org, 'GET', url);
    expect(res.statusCode).toBe(403);
    const body = res.json();
    if (url.startsWith('/v1/')) {
      expect(body).toEqual({
        error: {
          code: 'feature_not_in_plan',
          message: `The Free plan (free) does not include the ${feature} feature.`,
          details: [],
          feature,
          plan_name: 'free',
        },
      });
    } else {
      expect(body).toEqual({
        type: 'https://api.test/errors/feature_not_in_plan',
        title: 'Feature Not In Plan',
        status: 403,
        detail: `The Free plan (free) does not include the ${feature} feature.`,
        code: 'feature_not_in_plan',
        retryable: false,
        instance: url,
        trace_id: 'gate-1',
        errors: [],
        invalid_ids: [],
        feature,
        plan_name: 'free',
      });
    }
  });

  it('the free plan keeps what it includes', async () => {
    const org = await orgOn('free');
    for (const url of ['/studio/_gate/recipes', '/studio/_gate/recipes/r1/servings/s1/nutrition-label']) {
      expect((await call(org, 'GET', url)).statusCode).toBe(200);
    }
    expect((await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(200);
  });

  it('starter has versioning but not the audit trail; professional and enterprise have everything', async () => {
    const starter = await orgOn('starter');
    expect((await call(starter, 'GET', '/studio/_gate/recipes/r1/versions')).statusCode).toBe(200);
    expect((await call(starter, 'GET', '/studio/_gate/both')).json()).toMatchObject({
      feature: 'audit_trail',
    });
    for (const org of [await orgOn('professional'), await t.newOrg()]) {
      for (const url of [
        '/studio/_gate/recipes/r1/audit-trail',
        '/studio/_gate/custom-ingredients/ci_1',
        '/studio/_gate/both',
      ]) {
        expect((await call(org, 'GET', url)).statusCode).toBe(200);
      }
    }
  });

  it('authentication comes first: no key is 401, not 403', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studio/_gate/recipes/r1/audit-trail' });
    expect(res.statusCode).toBe(401);
  });
});

describe('read-only write access', () => {
  it('an expired trial refuses every mutation with 403 and keeps reads working', async () => {
    const org = await t.newOrg();
    await startTrial(t.deps, { orgId: org.orgId, plan: 'professional', days: 14 });
    expect((await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(200);

    clock.advance(14 * DAY);
    const refused = await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      type: 'https://api.test/errors/write_access_read_only',
      title: 'Write Access Read Only',
      status: 403,
      detail:
        'The trial has ended without converting to a paid plan, so write access is read-only: reads keep working, changes are refused.',
      code: 'write_access_read_only',
      retryable: false,
      instance: '/studio/_gate/recipes',
      trace_id: 'gate-1',
      errors: [],
      invalid_ids: [],
      write_access: 'read_only',
      write_access_reason: 'trial_expired',
    });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(org, method, '/studio/_gate/recipes')).statusCode).toBe(403);
    }
    const v1 = await call(org, 'POST', '/v1/_gate/recipes', {});
    expect(v1.statusCode).toBe(403);
    expect(v1.json()).toEqual({
      error: {
        code: 'write_access_read_only',
        message: expect.any(String),
        details: [],
        write_access: 'read_only',
        write_access_reason: 'trial_expired',
      },
    });

    expect((await call(org, 'GET', '/studio/_gate/recipes')).statusCode).toBe(200);
    expect((await call(org, 'GET', '/v1/_gate/recipes')).statusCode).toBe(200);
    expect((await call(org, 'GET', '/entitlements/status')).json().data.write_access).toBe('read_only');
    const head = await t.app.inject({ method: 'HEAD', url: '/studio/_gate/recipes', headers: org.headers });
    expect(head.statusCode).toBe(200);
  });

  it('a route that changes nothing can opt out with allowWhenReadOnly', async () => {
    const org = await t.newOrg();
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'payment_overdue' });
    expect((await call(org, 'POST', '/studio/_gate/search', {})).statusCode).toBe(200);
    expect((await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(403);
  });

  it('is decided before the body is validated', async () => {
    const org = await t.newOrg();
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'suspended' });
    const res = await call(org, 'POST', '/studio/_gate/recipes', { unknown: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'write_access_read_only', write_access_reason: 'suspended' });
  });

  it('a feature the plan lacks is reported before read-only access', async () => {
    const org = await orgOn('free');
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'payment_overdue' });
    const res = await call(org, 'POST', '/studio/_gate/audit-trail', {});
    expect(res.json()).toMatchObject({ code: 'feature_not_in_plan', feature: 'audit_trail' });
  });

  it('payment overdue and a reached cancellation are read-only with their reasons', async () => {
    const overdue = await t.newOrg();
    await suspendWrites(t.deps, { orgId: overdue.orgId, reason: 'payment_overdue' });
    expect((await call(overdue, 'POST', '/studio/_gate/recipes', { name: 'x' })).json()).toMatchObject({
      write_access_reason: 'payment_overdue',
    });

    const cancelling = await t.newOrg();
    await scheduleCancellation(t.deps, { orgId: cancelling.orgId, at: '2026-11-25T00:00:00.000Z' });
    expect((await call(cancelling, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(200);
    clock.set('2026-11-25T00:00:00.000Z');
    expect((await call(cancelling, 'POST', '/studio/_gate/recipes', { name: 'x' })).json()).toMatchObject({
      code: 'write_access_read_only',
      write_access_reason: 'cancelled',
    });
  });

  it('an unknown route stays a 404 for a read-only organization', async () => {
    const org = await t.newOrg();
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'suspended' });
    const res = await call(org, 'POST', '/studio/_gate/nowhere', {});
    expect(res.statusCode).toBe(404);
  });

  it('changes made outside the request path (CLI) reach the gates within the cache TTL', async () => {
    const org = await t.newOrg();
    await startTrial(t.deps, { orgId: org.orgId, days: 1 });
    clock.advance(DAY);
    expect((await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(403);
    await endTrial(t.deps, { orgId: org.orgId, outcome: 'converted' });
    clock.advance(CACHE_TTL);
    expect((await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(200);
    await suspendWrites(t.deps, { orgId: org.orgId, reason: 'payment_overdue' });
    clock.advance(CACHE_TTL);
    expect((await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(403);
    await restoreWrites(t.deps, { orgId: org.orgId });
    clock.advance(CACHE_TTL);
    expect((await call(org, 'POST', '/studio/_gate/recipes', { name: 'x' })).statusCode).toBe(200);
  });
});
