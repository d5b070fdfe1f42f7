import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import {
  allEvents,
  allVersions,
  createRecipe,
  expectChainValid,
  LEGACY,
  mutate,
} from '../../helpers/studio.ts';

/**
 * Real concurrent requests on one recipe (SQLite by default; TEST_STORE=postgres runs the same on
 * PostgreSQL, where the transactions truly overlap and the compare-and-swap decides).
 */
const RACERS = 20;
const ROUNDS = 50;

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  org = await t.newOrg();
});
afterAll(async () => {
  await t.close();
});

describe(`${RACERS} racers × ${ROUNDS} rounds of PATCH with the same If-Match`, () => {
  it('exactly one wins each round; the rest get 409 with the winner’s version_id; nothing is lost or duplicated', async () => {
    const c = await createRecipe(t, org, { name: 'Contended' });
    let head = c.versionId;
    const winners: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, racer) =>
          mutate(t, org, 'PATCH', `/studio/recipes/${c.id}`, head, {
            name: `Contended r${round} by ${racer}`,
          }),
        ),
      );
      const won = results.filter((r) => r.statusCode === 200);
      const lost = results.filter((r) => r.statusCode !== 200);
      expect(won, `round ${round}`).toHaveLength(1);
      const winner = won[0]?.json().version_id as string;
      for (const r of lost) {
        expect(r.statusCode).toBe(409);
        expect(r.json()).toMatchObject({
          code: 'version_conflict',
          version_id: winner,
          current_version_id: winner,
        });
      }
      winners.push(winner);
      head = winner;
    }
    const versions = await allVersions(t, org, c.id);
    expect(versions).toHaveLength(ROUNDS + 1);
    expect(versions.map((v) => v.version_id)).toEqual([c.versionId, ...winners]);
    for (let i = 1; i < versions.length; i++) {
      expect(versions[i]?.parent_version_id).toBe(versions[i - 1]?.version_id);
    }
    const events = await allEvents(t, org, c.id);
    expect(events).toHaveLength(ROUNDS + 1);
    expect(events.map((e) => e.version_id)).toEqual(versions.map((v) => v.version_id));
    await expectChainValid(t, org, c.id);
  }, 180_000);

  it('racing creates of one name: exactly one is created', async () => {
    const results = await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.app.inject({
          method: 'POST',
          url: '/studio/recipes',
          headers: org.headers,
          payload: { name: 'Photo finish' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('recipe_name_taken');
    }
  });

  it('racing renames to one name: exactly one succeeds', async () => {
    const made = [];
    for (let i = 0; i < 10; i++) {
      made.push(await createRecipe(t, org, { name: `Rename source ${i}` }));
    }
    const results = await Promise.all(
      made.map((m) =>
        mutate(t, org, 'PATCH', `/studio/recipes/${m.id}`, m.versionId, { name: 'Rename target' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(9).fill('recipe_name_taken'),
    );
  });

  it('on the legacy API version concurrent writers all succeed, one after another', async () => {
    const c = await createRecipe(t, org, { name: 'Legacy contended' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        mutate(
          t,
          org,
          'PATCH',
          `/studio/recipes/${c.id}`,
          undefined,
          { name: `Legacy contended ${i}` },
          LEGACY,
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await allVersions(t, org, c.id)).toHaveLength(11);
    await expectChainValid(t, org, c.id);
  });
});
