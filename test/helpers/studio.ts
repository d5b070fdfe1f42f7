import { expect } from 'vitest';
import type { TestApp, TestOrg } from './app.ts';

export { manualClock } from './clock.ts';

/** Helpers for Studio recipe tests: create, mutate and read through the HTTP API. */
export const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const LEGACY = { 'x-api-version': '2025-04-15' };

export interface Created {
  id: string;
  versionId: string;
  body: Record<string, any>;
}

export async function createRecipe(
  t: TestApp,
  org: TestOrg,
  body: Record<string, unknown> = { name: `Recipe ${Math.random().toString(36).slice(2, 10)}` },
): Promise<Created> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/studio/recipes',
    headers: org.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  return { id: json.data.id, versionId: json.version_id, body: json };
}

export async function mutate(
  t: TestApp,
  org: TestOrg,
  method: 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  ifMatch: string | undefined,
  payload?: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...org.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }), ...extraHeaders },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** PATCH that must succeed; returns the new version id. */
export async function patchOk(
  t: TestApp,
  org: TestOrg,
  id: string,
  ifMatch: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const res = await mutate(t, org, 'PATCH', `/studio/recipes/${id}`, ifMatch, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version_id;
}

export async function get(t: TestApp, org: TestOrg, url: string, extraHeaders: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...org.headers, ...extraHeaders } });
}

/** Every audit event of a recipe, oldest first (pages through the trail). */
export async function allEvents(t: TestApp, org: TestOrg, id: string): Promise<Record<string, any>[]> {
  const out: Record<string, any>[] = [];
  let cursor: string | null = null;
  for (;;) {
    const res = await get(
      t,
      org,
      `/studio/recipes/${id}/audit-trail?limit=100${cursor === null ? '' : `&cursor=${cursor}`}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    out.push(...json.data.events);
    if (!json.meta.has_more) {
      return out.reverse();
    }
    cursor = json.meta.cursor;
  }
}

/** Every version of a recipe, oldest first. */
export async function allVersions(t: TestApp, org: TestOrg, id: string): Promise<Record<string, any>[]> {
  const out: Record<string, any>[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await get(t, org, `/studio/recipes/${id}/versions${after === null ? '' : `?after=${after}`}`);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    out.push(...json.data);
    if (!json.meta.has_more) {
      return out.reverse();
    }
    after = json.meta.cursor;
  }
}

export async function expectChainValid(t: TestApp, org: TestOrg, id: string): Promise<Record<string, any>> {
  const res = await get(t, org, `/studio/recipes/${id}/versions/verify`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ valid: true });
  return res.json().data;
}

/** A service context acting as the organization's member (to reach states the HTTP API cannot make yet). */
export function serviceContext(t: TestApp, org: TestOrg) {
  return {
    ...t.deps,
    orgId: org.orgId,
    actor: { type: 'member' as const, id: org.memberId },
    requestId: 'req_test',
    capabilities: new Set(['recipe_versioning']),
  };
}
