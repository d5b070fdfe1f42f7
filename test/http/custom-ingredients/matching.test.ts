import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchIngredient } from '../../../src/domain/matching/match.ts';
import {
  createCustomIngredient,
  INDEX_TTL_MS,
  organizationIndex,
} from '../../../src/services/custom-ingredients/index.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { CI, ciOk, createCi, SPICE_BLEND } from '../../helpers/custom-ingredients.ts';
import { serviceContext } from '../../helpers/studio.ts';

/**
 * Active custom ingredients join the matcher for their own organization: the organization's index
 * is searched together with the catalogue's (the resolution engine passes both).
 */
let t: TestApp;
let mine: TestOrg;
let theirs: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  mine = await t.newOrg();
  theirs = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

/** The matcher takes the parsed ingredient name ("house spice blend" of "2 tsp house spice blend"). */
async function resolve(org: TestOrg, text: string) {
  const ctx = serviceContext(t, org);
  return matchIngredient([await t.deps.foods.matchIndex(), await organizationIndex(ctx)], text);
}

describe('organizationIndex + matchIngredient', () => {
  it('finds an active custom ingredient by its name, for its own organization only', async () => {
    const c = await createCi(t, mine, SPICE_BLEND);
    const hit = await resolve(mine, 'house spice blend');
    expect(hit.selected).toMatchObject({ ingredient_id: c.id, ingredient_name: 'House spice blend' });
    const other = await resolve(theirs, 'house spice blend');
    expect(other.candidates.map((x) => x.ingredient_id)).not.toContain(c.id);
    expect((await organizationIndex(serviceContext(t, theirs))).foodCount).toBe(0);
  });

  it('drafts are not in it; activation adds, archive and delete remove at once (this process)', async () => {
    const c = await createCi(t, mine, { name: 'Smoked paprika oil' });
    const ids = async () => (await organizationIndex(serviceContext(t, mine))).entries.map((e) => e.food.id);
    expect(await ids()).not.toContain(c.id);
    const v2 = (await ciOk(t, mine, 'POST', `${CI}/${c.id}/activate`, c.versionId)).version_id;
    expect(await ids()).toContain(c.id);
    expect((await resolve(mine, 'smoked paprika oil')).selected?.ingredient_id).toBe(c.id);
    const v3 = (await ciOk(t, mine, 'PATCH', `${CI}/${c.id}`, v2, { name: 'Paprika chili oil' })).version_id;
    expect((await resolve(mine, 'paprika chili oil')).selected?.ingredient_id).toBe(c.id);
    const v4 = (await ciOk(t, mine, 'POST', `${CI}/${c.id}/archive`, v3)).version_id;
    expect(await ids()).not.toContain(c.id);
    const v5 = (await ciOk(t, mine, 'POST', `${CI}/${c.id}/unarchive`, v4)).version_id;
    expect(await ids()).toContain(c.id);
    await ciOk(t, mine, 'DELETE', `${CI}/${c.id}`, v5);
    expect(await ids()).not.toContain(c.id);
  });

  it('searchable attribute values are names too', async () => {
    const c = await createCi(t, mine, {
      name: 'Blend no. 7',
      status: 'active',
      attributes: [{ key: 'alias', type: 'string', value: 'grandma rub', searchable: true }],
    });
    expect((await resolve(mine, 'grandma rub')).selected?.ingredient_id).toBe(c.id);
  });

  it('is cached per organization between commits, and has a bounded lifetime for other processes', async () => {
    const ctx = serviceContext(t, mine);
    const a = await organizationIndex(ctx);
    expect(await organizationIndex(ctx)).toBe(a);
    expect(INDEX_TTL_MS).toBe(5_000);
  });

  it('sees another process’s commits once its entry is INDEX_TTL_MS old', async () => {
    const ctx = serviceContext(t, mine);
    const before = await organizationIndex(ctx);
    // Another process: the same database through another store object (its own cache).
    const other = { ...ctx, store: new Proxy(t.deps.store, {}) };
    const made = await createCustomIngredient({
      ctx: other,
      input: { name: 'Made elsewhere', status: 'active' },
    });
    expect(await organizationIndex(ctx)).toBe(before);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + INDEX_TTL_MS + 1);
      const after = await organizationIndex(ctx);
      expect(after.entries.map((e) => e.food.id)).toContain(made.ingredient.id);
    } finally {
      vi.useRealTimers();
    }
  });
});
