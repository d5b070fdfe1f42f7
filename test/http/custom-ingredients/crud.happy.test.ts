import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { CI, ciEvents, ciOk, createCi, SPICE_BLEND } from '../../helpers/custom-ingredients.ts';
import { get, ULID } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('POST /studio/custom-ingredients', () => {
  it('creates a draft with defaults: per 100 g, form entry, US market', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CI,
      headers: org.headers,
      payload: { name: 'Plain draft' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      data: {
        id: expect.stringMatching(/^ci_[0-9A-HJKMNP-TV-Z]{26}$/),
        org_id: org.orgId,
        status: 'draft',
        name: 'Plain draft',
        entry_method: 'form',
        notes: null,
        reference_amount: '100',
        reference_unit: 'g',
        household_measure: null,
        reference_quantity_g: null,
        density_g_per_ml: null,
        nutrients: [],
        approved_markets: ['US'],
        brand: null,
        manufacturer: null,
        source_url: null,
        attributes: [],
        artifacts: [],
        ingredient_statement: null,
        allergens: [],
        counts_sugars_as_added: false,
        created_at: ISO,
        updated_at: ISO,
      },
      meta: { version: expect.any(String), request_id: expect.any(String), timestamp: ISO },
      version_id: expect.stringMatching(ULID),
    });
    expect(res.headers.etag).toBe(`"${body.version_id}"`);
    expect(res.headers.location).toBe(`${CI}/${body.data.id}`);
  });

  it('creates an active ingredient with every field', async () => {
    const payload = {
      name: 'Smoky caramel syrup',
      status: 'active',
      entry_method: 'import',
      notes: 'From the supplier spec sheet',
      reference_amount: '1',
      reference_unit: 'serving',
      household_measure: '2 tbsp',
      reference_quantity_g: '30',
      density_g_per_ml: '1.33',
      nutrients: [
        {
          id: 'n_total_sugars',
          unit: 'g',
          amount: '24',
          market_nutrients: { US: { bmid: 'n_total_sugars', nutrient_id: 269 } },
        },
        { id: 'n_sodium', unit: 'mg', amount: '45.50' },
        { id: 'n_vitamin_d', unit: 'µg', amount: '0.1' },
      ],
      approved_markets: ['US'],
      brand: 'Acme',
      manufacturer: 'Acme Foods Inc.',
      source_url: 'https://acme.example/spec/123',
      attributes: [
        { key: 'alias', type: 'string', value: 'burnt sugar syrup', searchable: true },
        { key: 'kosher', type: 'boolean', value: true },
        { key: 'brix', type: 'number', value: 78.5 },
        { key: 'tags', type: 'string_list', value: ['syrup', 'sweetener'] },
      ],
      artifacts: [{ key: 'specs/acme-123.pdf', kind: 'spec_sheet', uploaded_at: '2026-10-01T09:30:00Z' }],
      ingredient_statement: 'Sugar, water, natural smoke flavor.',
      allergens: ['milk'],
      counts_sugars_as_added: true,
    };
    const res = await t.app.inject({ method: 'POST', url: CI, headers: org.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    const { id: _id, created_at: _c, updated_at: _u, org_id, ...data } = res.json().data;
    expect(org_id).toBe(org.orgId);
    expect(data).toEqual({
      ...payload,
      nutrients: [
        {
          id: 'n_total_sugars',
          unit: 'g',
          amount: '24',
          market_nutrients: { US: { bmid: 'n_total_sugars', nutrient_id: 269 } },
        },
        {
          id: 'n_sodium',
          unit: 'mg',
          amount: '45.5',
          market_nutrients: { US: { bmid: 'n_sodium', nutrient_id: 307 } },
        },
        {
          id: 'n_vitamin_d',
          unit: 'mcg',
          amount: '0.1',
          market_nutrients: { US: { bmid: 'n_vitamin_d', nutrient_id: 328 } },
        },
      ],
      attributes: [
        { key: 'alias', type: 'string', value: 'burnt sugar syrup', searchable: true },
        { key: 'kosher', type: 'boolean', value: true, searchable: false },
        { key: 'brix', type: 'number', value: 78.5, searchable: false },
        { key: 'tags', type: 'string_list', value: ['syrup', 'sweetener'], searchable: false },
      ],
      artifacts: [{ key: 'specs/acme-123.pdf', kind: 'spec_sheet', uploaded_at: '2026-10-01T09:30:00.000Z' }],
    });
  });

  it('records custom_ingredient.created with every field', async () => {
    const c = await createCi(t, org, { name: 'Audited at birth' });
    const [created] = await ciEvents(t, org, c.id);
    expect(created).toMatchObject({
      event_type: 'custom_ingredient.created',
      actor: { type: 'member', id: org.memberId },
      channel: 'api',
      version_id: c.versionId,
      before: null,
      after: { name: 'Audited at birth', status: 'draft', reference_amount: '100', reference_unit: 'g' },
      rationale: null,
    });
    expect(created?.changed_fields).toHaveLength(19);
  });
});

describe('GET /studio/custom-ingredients/{id}', () => {
  it('reads HEAD and any version, with an ETag', async () => {
    const c = await createCi(t, org, { ...SPICE_BLEND, name: 'Read me' });
    const v2 = (await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { brand: 'House' })).version_id;
    const head = await get(t, org, `${CI}/${c.id}`);
    expect(head.statusCode).toBe(200);
    expect(head.json()).toMatchObject({ version_id: v2, data: { id: c.id, brand: 'House' } });
    expect(head.headers.etag).toBe(`"${v2}"`);
    const old = await get(t, org, `${CI}/${c.id}?version_id=${c.versionId}`);
    expect(old.json()).toMatchObject({ version_id: c.versionId, data: { brand: null } });
    expect(old.json().data).toEqual({ ...c.body.data });
    expect(old.headers.etag).toBe(`"${c.versionId}"`);
  });
});

describe('GET /studio/custom-ingredients', () => {
  it('lists newest first with cursor paging and a status filter; deleted ones never', async () => {
    const own = await t.newOrg();
    const a = await createCi(t, own, { name: 'A draft' });
    const b = await createCi(t, own, { name: 'B active', status: 'active' });
    const c = await createCi(t, own, { name: 'C archived', status: 'active' });
    await ciOk(t, own, 'POST', `${CI}/${c.id}/archive`, c.versionId);
    const d = await createCi(t, own, { name: 'D deleted' });
    await ciOk(t, own, 'DELETE', `${CI}/${d.id}`, d.versionId);

    const first = (await get(t, own, `${CI}?limit=2`)).json();
    expect(first.data.map((i: { name: string }) => i.name)).toEqual(['C archived', 'B active']);
    expect(first.meta).toMatchObject({ has_more: true, cursor: expect.any(String) });
    expect(first.data[1]).toEqual({ ...b.body.data, latest_version_id: b.versionId });
    const second = (await get(t, own, `${CI}?limit=2&cursor=${first.meta.cursor}`)).json();
    expect(second.data.map((i: { name: string }) => i.name)).toEqual(['A draft']);
    expect(second.meta).toMatchObject({ has_more: false, cursor: null });
    expect(second.data[0].latest_version_id).toBe(a.versionId);

    for (const [status, names] of [
      ['draft', ['A draft']],
      ['active', ['B active']],
      ['archived', ['C archived']],
    ] as const) {
      const res = (await get(t, own, `${CI}?status=${status}`)).json();
      expect(
        res.data.map((i: { name: string }) => i.name),
        status,
      ).toEqual(names);
    }
  });
});

describe('PATCH /studio/custom-ingredients/{id}', () => {
  it('changes only the given fields, as a new version with custom_ingredient.updated', async () => {
    const c = await createCi(t, org, { ...SPICE_BLEND, name: 'Patch me', brand: 'Old brand', notes: 'n' });
    const res = await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, {
      nutrients: [{ id: 'n_sodium', unit: 'mg', amount: '1500' }],
      brand: 'New brand',
      notes: null,
      rationale: 'supplier reformulated',
    });
    expect(res.version_id).not.toBe(c.versionId);
    expect(res.data).toEqual({
      ...c.body.data,
      nutrients: [
        {
          id: 'n_sodium',
          unit: 'mg',
          amount: '1500',
          market_nutrients: { US: { bmid: 'n_sodium', nutrient_id: 307 } },
        },
      ],
      brand: 'New brand',
      notes: null,
      updated_at: ISO,
    });
    const events = await ciEvents(t, org, c.id);
    expect(events.at(-1)).toMatchObject({
      event_type: 'custom_ingredient.updated',
      version_id: res.version_id,
      changed_fields: ['notes', 'nutrients', 'brand'],
      before: { notes: 'n', brand: 'Old brand' },
      after: { notes: null, brand: 'New brand' },
      rationale: 'supplier reformulated',
    });
  });

  it('an update that changes nothing writes nothing', async () => {
    const c = await createCi(t, org, { name: 'Same again', brand: 'B' });
    const res = await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, {
      name: 'Same again',
      brand: ' B ',
    });
    expect(res.version_id).toBe(c.versionId);
    expect(await ciEvents(t, org, c.id)).toHaveLength(1);
  });

  it('renames; the old name is free again, case-insensitively taken by the new one', async () => {
    const c = await createCi(t, org, { name: 'Rename from' });
    await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { name: 'Rename to' });
    await createCi(t, org, { name: 'RENAME FROM' });
  });
});
