import { expect } from 'vitest';
import type { TestApp, TestOrg } from './app.ts';
import { get, mutate } from './studio.ts';

/** Helpers for custom ingredient tests, through the HTTP API. */
export const CI = '/studio/custom-ingredients';

/** "House spice blend": sodium and fat per 100 g. */
export const SPICE_BLEND = {
  name: 'House spice blend',
  status: 'active',
  nutrients: [
    { id: 'n_sodium', unit: 'mg', amount: '2000' },
    { id: 'n_total_fat', unit: 'g', amount: '5' },
  ],
};

export interface CreatedCi {
  id: string;
  versionId: string;
  body: Record<string, any>;
}

export async function createCi(
  t: TestApp,
  org: TestOrg,
  body: Record<string, unknown> = { name: `Ingredient ${Math.random().toString(36).slice(2, 10)}` },
): Promise<CreatedCi> {
  const res = await t.app.inject({ method: 'POST', url: CI, headers: org.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  return { id: json.data.id, versionId: json.version_id, body: json };
}

/** A mutation that must answer 200; returns the body. */
export async function ciOk(
  t: TestApp,
  org: TestOrg,
  method: 'PATCH' | 'POST' | 'DELETE',
  url: string,
  ifMatch: string | undefined,
  payload?: Record<string, unknown>,
): Promise<Record<string, any>> {
  const res = await mutate(t, org, method, url, ifMatch, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every version entry of an ingredient, oldest first. */
export async function ciVersions(t: TestApp, org: TestOrg, id: string): Promise<Record<string, any>[]> {
  const out: Record<string, any>[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await get(t, org, `${CI}/${id}/versions?limit=2${after === null ? '' : `&after=${after}`}`);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    out.push(...json.data);
    if (!json.meta.has_more) {
      return out.reverse();
    }
    after = json.meta.cursor;
  }
}

/** Every audit event of an ingredient, oldest first. */
export async function ciEvents(t: TestApp, org: TestOrg, id: string): Promise<Record<string, any>[]> {
  const out: Record<string, any>[] = [];
  let cursor: string | null = null;
  for (;;) {
    const res = await get(
      t,
      org,
      `${CI}/${id}/audit-trail?limit=3${cursor === null ? '' : `&cursor=${cursor}`}`,
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
