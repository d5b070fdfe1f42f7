import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { CI, ciEvents, ciOk, createCi } from '../../helpers/custom-ingredients.ts';
import { get, mutate } from '../../helpers/studio.ts';

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: CI, headers: org.headers, payload });

describe('validation (422, the field named with its index)', () => {
  it('bad nutrient ids, units, negative and non-decimal amounts', async () => {
    const res = await create({
      name: 'Bad nutrients',
      nutrients: [
        { id: 'n_sodium', unit: 'mg', amount: '10' },
        { id: 'n_unobtainium', unit: 'g', amount: '1' },
        { id: 'n_sodium_again', unit: 'mg', amount: '1' },
        { id: 'n_total_fat', unit: 'mg', amount: '1' },
        { id: 'n_protein', unit: 'g', amount: '-2' },
        { id: 'n_iron', unit: 'mg', amount: 'lots' },
        { id: 'n_sodium', unit: 'mg', amount: '5' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'nutrients', 1, 'id'],
          msg: 'Unknown nutrient id "n_unobtainium"; see GET /nutrients',
          type: 'unknown_nutrient',
          input: 'n_unobtainium',
        },
        {
          loc: ['body', 'nutrients', 2, 'id'],
          msg: 'Unknown nutrient id "n_sodium_again"; see GET /nutrients',
          type: 'unknown_nutrient',
          input: 'n_sodium_again',
        },
        {
          loc: ['body', 'nutrients', 3, 'unit'],
          msg: 'Unit of n_total_fat is g (got "mg"); amounts are not converted',
          type: 'unit_mismatch',
          input: 'mg',
          ctx: { expected: 'g' },
        },
        {
          loc: ['body', 'nutrients', 4, 'amount'],
          msg: 'Must not be negative',
          type: 'greater_than_equal',
          input: '-2',
          ctx: { limit: '0' },
        },
        {
          loc: ['body', 'nutrients', 5, 'amount'],
          msg: 'Must be a decimal string such as "12.5" (no sign, exponent or fraction)',
          type: 'decimal_parsing',
          input: 'lots',
        },
        {
          loc: ['body', 'nutrients', 6, 'id'],
          msg: 'Nutrient n_sodium is listed twice (also at 0)',
          type: 'duplicate',
          input: 'n_sodium',
        },
      ],
      errors: expect.any(Array),
      invalid_ids: [],
    });
    expect((await get(t, org, CI)).json().data.map((i: { name: string }) => i.name)).not.toContain(
      'Bad nutrients',
    );
  });

  it('schema problems: missing name, unknown fields, enums, types', async () => {
    const res = await create({
      status: 'archived',
      allergens: ['gluten'],
      approved_markets: ['EU'],
      colour: 'red',
      nutrients: [{ id: 'n_sodium', unit: 'mg' }],
    });
    expect(res.statusCode).toBe(422);
    const locs = res.json().detail.map((d: { loc: unknown[] }) => d.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        ['body', 'name'],
        ['body', 'colour'],
        ['body', 'status'],
        ['body', 'allergens', 0],
        ['body', 'approved_markets', 0],
        ['body', 'nutrients', 0, 'amount'],
      ]),
    );
  });

  it('basis, url, attribute and blank-name problems', async () => {
    const res = await create({
      name: '   ',
      reference_amount: '0',
      density_g_per_ml: '-1',
      source_url: 'not a url',
      attributes: [{ key: 'organic', type: 'boolean', value: 'yes' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { loc: unknown[]; type: string }) => [d.loc, d.type])).toEqual([
      [['body', 'name'], 'string_too_short'],
      [['body', 'reference_amount'], 'greater_than'],
      [['body', 'density_g_per_ml'], 'greater_than'],
      [['body', 'source_url'], 'url_parsing'],
      [['body', 'attributes', 0, 'value'], 'attribute_type_mismatch'],
    ]);
  });

  it('an active ingredient needs the gram weight of its basis', async () => {
    const res = await create({
      name: 'One cookie',
      status: 'active',
      reference_amount: '1',
      reference_unit: 'cookie',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'reference_quantity_g'],
        msg: 'The weight of 1 cookie is unknown: give reference_amount in a mass unit (g, oz…), reference_quantity_g, or a volume unit with density_g_per_ml',
        type: 'missing_gram_basis',
        ctx: { reference_amount: '1', reference_unit: 'cookie' },
      },
    ]);
  });

  it('an update is validated the same way and writes nothing', async () => {
    const c = await createCi(t, org, { name: 'Validated update', status: 'active' });
    const res = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, {
      nutrients: [{ id: 'n_calcium', unit: 'g', amount: '1' }],
      reference_unit: 'cookie',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { loc: unknown[] }) => d.loc)).toEqual([
      ['body', 'nutrients', 0, 'unit'],
    ]);
    const basis = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { reference_unit: 'cookie' });
    expect(basis.statusCode).toBe(422);
    expect(basis.json().detail[0].loc).toEqual(['body', 'reference_quantity_g']);
    expect((await get(t, org, `${CI}/${c.id}`)).json().version_id).toBe(c.versionId);
  });

  it('status is not patchable; lifecycle endpoints change it', async () => {
    const c = await createCi(t, org, { name: 'Status by patch' });
    const res = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { status: 'active' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'status'], type: 'extra_forbidden' });
  });

  it('query problems: limit, status, cursor, version_id', async () => {
    for (const url of [
      `${CI}?limit=0`,
      `${CI}?limit=101`,
      `${CI}?status=deleted`,
      `${CI}?cursor=nope`,
      `${CI}/ci_x?version_id=not-a-ulid`,
    ]) {
      const res = await get(t, org, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail).toBeInstanceOf(Array);
    }
  });
});

describe('not found', () => {
  it('unknown ids and unknown versions are 404 with their codes', async () => {
    const missing = await get(t, org, `${CI}/ci_01JDQ5Z4M8W3X9V2T6R1N0P7KA`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      type: 'https://api.test/errors/custom_ingredient_not_found',
      title: 'Custom Ingredient Not Found',
      status: 404,
      code: 'custom_ingredient_not_found',
      detail: 'Custom ingredient ci_01JDQ5Z4M8W3X9V2T6R1N0P7KA does not exist.',
      instance: `${CI}/ci_01JDQ5Z4M8W3X9V2T6R1N0P7KA`,
    });
    const c = await createCi(t, org, { name: 'Has one version' });
    const v = await get(t, org, `${CI}/${c.id}?version_id=01JDQ5Z4M8W3X9V2T6R1N0P7KA`);
    expect(v.statusCode).toBe(404);
    expect(v.json().code).toBe('version_not_found');
    const patch = await mutate(t, org, 'PATCH', `${CI}/ci_nope`, c.versionId, { brand: 'x' });
    expect(patch.statusCode).toBe(404);
  });
});

describe('conflicts', () => {
  it('a name another ingredient (draft, active or archived) has is 409; a deleted one’s is free', async () => {
    const a = await createCi(t, org, { name: 'Unique name' });
    const dup = await create({ name: '  unique NAME ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'custom_ingredient_name_taken',
      detail: 'A custom ingredient named "unique NAME" already exists in this organization.',
    });
    await ciOk(t, org, 'POST', `${CI}/${a.id}/archive`, a.versionId);
    expect((await create({ name: 'Unique name' })).statusCode).toBe(409);
    const b = await createCi(t, org, { name: 'Other name' });
    const rename = await mutate(t, org, 'PATCH', `${CI}/${b.id}`, b.versionId, { name: 'UNIQUE name' });
    expect(rename.statusCode).toBe(409);
    const head = (await get(t, org, `${CI}/${a.id}`)).json().version_id;
    await ciOk(t, org, 'DELETE', `${CI}/${a.id}`, head);
    await createCi(t, org, { name: 'Unique name' });
  });

  it('a recipe name and a custom ingredient name do not collide', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers: org.headers,
      payload: { name: 'Shared' },
    });
    await createCi(t, org, { name: 'Shared' });
  });

  it('If-Match: absent 412, stale 409, both with the current version_id; nothing written', async () => {
    const c = await createCi(t, org, { name: 'Concurrency' });
    const v2 = (await ciOk(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { brand: 'one' })).version_id;
    const missing = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, undefined, { brand: 'two' });
    expect(missing.statusCode).toBe(412);
    expect(missing.json()).toMatchObject({
      code: 'if_match_required',
      version_id: v2,
      current_version_id: v2,
    });
    const stale = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, c.versionId, { brand: 'two' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', version_id: v2 });
    const weak = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, `W/"${v2}"`, { brand: 'three' });
    expect(weak.statusCode).toBe(200);
    expect(await ciEvents(t, org, c.id)).toHaveLength(3);
  });

  it('an archived ingredient cannot be updated (409 custom_ingredient_archived)', async () => {
    const c = await createCi(t, org, { name: 'Archived, read-only' });
    const v2 = (await ciOk(t, org, 'POST', `${CI}/${c.id}/archive`, c.versionId)).version_id;
    const res = await mutate(t, org, 'PATCH', `${CI}/${c.id}`, v2, { brand: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'custom_ingredient_archived',
      detail: `Custom ingredient ${c.id} is archived; unarchive it before changing it.`,
    });
  });
});
