import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreconditionRequiredError, StaleVersionError } from '../../../src/domain/errors.ts';
import type { RecipeState } from '../../../src/domain/recipes/state.ts';
import { type ServiceContext, systemClock, ulidGenerator } from '../../../src/services/context.ts';
import { createFoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import {
  createRecipe,
  getRecipe,
  patchRecipe,
  RECIPE,
  type RecomputeNutrition,
  verifyRecipeChains,
} from '../../../src/services/studio-recipes/index.ts';
import { commitVersion, readVersion } from '../../../src/services/versioning/commit.ts';
import type { DocumentRepo, Store, StoreRepos } from '../../../src/store/store.ts';
import { engines, openTestStore, type TestStore } from '../../helpers/stores.ts';

type Faults = Partial<Record<keyof DocumentRepo, () => void>>;

/** Each create is its own request (a create under a reused X-Request-ID is a replay). */
let requests = 0;
const fresh = (c: ServiceContext): ServiceContext => ({ ...c, requestId: `req_${++requests}` });

/** The real store, except that the named document operations run `fault` first (inside transactions too). */
function faulty(store: Store, faults: Faults): Store {
  const wrap = (repos: StoreRepos): StoreRepos => {
    const documents = { ...repos.documents };
    for (const [name, fault] of Object.entries(faults) as [keyof DocumentRepo, () => void][]) {
      const real = repos.documents[name] as (...a: unknown[]) => Promise<unknown>;
      (documents as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        fault();
        return real(...args);
      };
    }
    return { ...repos, documents };
  };
  return { ...store, ...wrap(store), transaction: (fn) => store.transaction((tx) => fn(wrap(tx))) };
}

describe.each(engines())('commitVersion on %s', (engine) => {
  let db: TestStore;
  let ctx: ServiceContext;
  const legacy = () => ({ ...ctx, capabilities: new Set<string>() });

  beforeAll(async () => {
    db = await openTestStore(engine);
    await db.store.orgs.insert({ id: 'org_svc', name: 'Kitchen', created_at: new Date().toISOString() });
    ctx = {
      store: db.store,
      clock: systemClock,
      ids: ulidGenerator(),
      foods: createFoodCatalogue(db.store),
      orgId: 'org_svc',
      actor: { type: 'member', id: 'mem_1' },
      requestId: 'req_1',
      capabilities: new Set(['recipe_versioning']),
    };
  });
  afterAll(async () => {
    await db.drop();
  });

  async function snapshot(id: string) {
    const doc = await db.store.documents.get('org_svc', 'recipe', id);
    const versions = await db.store.documents.listVersions('org_svc', id, { limit: 100 });
    const events = await db.store.documents.listEvents('org_svc', id, { limit: 100 });
    return { doc, versions: versions.length, events: events.length };
  }

  it.each([
    [
      'inserting the audit event',
      {
        appendEvents: () => {
          throw new Error('disk full');
        },
      },
    ],
    [
      'inserting the version',
      {
        appendVersion: () => {
          throw new Error('disk full');
        },
      },
    ],
    [
      'reading the last event',
      {
        lastEvent: () => {
          throw new Error('connection reset');
        },
      },
    ],
  ] as [string, Faults][])(
    'a failure while %s leaves no version, no event and an unmoved head',
    async (_what, faults) => {
      const r = await createRecipe({ ctx: fresh(ctx), input: { name: `Fault ${_what}` } });
      const before = await snapshot(r.recipe.id);
      await expect(
        patchRecipe({
          ctx: { ...ctx, store: faulty(db.store, faults) },
          input: { recipeId: r.recipe.id, ifMatch: r.versionId, name: `Renamed ${_what}` },
        }),
      ).rejects.toThrow();
      expect(await snapshot(r.recipe.id)).toEqual(before);
      expect(before).toMatchObject({
        versions: 1,
        events: 1,
        doc: { head_version_id: r.versionId, head_seq: 1 },
      });
      expect((await verifyRecipeChains({ ctx, input: { recipeId: r.recipe.id } })).valid).toBe(true);
      // The recipe still accepts the change afterwards.
      const ok = await patchRecipe({
        ctx,
        input: { recipeId: r.recipe.id, ifMatch: r.versionId, name: `Renamed ${_what}` },
      });
      expect(ok.created).toBe(true);
    },
  );

  it('a failure in creation leaves no document', async () => {
    const store = faulty(db.store, {
      appendEvents: () => {
        throw new Error('disk full');
      },
    });
    await expect(
      createRecipe({ ctx: fresh({ ...ctx, store }), input: { name: 'Never made' } }),
    ).rejects.toThrow('disk full');
    expect((await db.store.documents.listIds('org_svc')).length).toBeGreaterThan(0);
    expect(await db.store.documents.nameTaken('org_svc', 'recipe', 'never made')).toBe(false);
  });

  it('a lost compare-and-swap is a 409 with the then-current head; without If-Match enforcement it is retried', async () => {
    const r = await createRecipe({ ctx: fresh(ctx), input: { name: 'Raced' } });
    let lost = 0;
    const losing = (times: number): Store => {
      const wrap = (repos: StoreRepos): StoreRepos => ({
        ...repos,
        documents: {
          ...repos.documents,
          moveHead: async (m) => (lost++ < times ? 'stale' : repos.documents.moveHead(m)),
        },
      });
      return {
        ...db.store,
        ...wrap(db.store),
        transaction: (fn) => db.store.transaction((tx) => fn(wrap(tx))),
      };
    };
    const err = await patchRecipe({
      ctx: { ...ctx, store: losing(1) },
      input: { recipeId: r.recipe.id, ifMatch: r.versionId, name: 'Raced 2' },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StaleVersionError);
    expect((err as StaleVersionError).currentVersionId).toBe(r.versionId);

    lost = 0;
    const retried = await patchRecipe({
      ctx: { ...legacy(), store: losing(2) },
      input: { recipeId: r.recipe.id, ifMatch: undefined, name: 'Raced 3' },
    });
    expect(retried.created).toBe(true);
    expect(lost).toBe(3);
    expect(await snapshot(r.recipe.id)).toMatchObject({ versions: 2, events: 2 });
  });

  it('checks If-Match only with recipe_versioning', async () => {
    const r = await createRecipe({ ctx: fresh(ctx), input: { name: 'Preconditions' } });
    await expect(
      patchRecipe({ ctx, input: { recipeId: r.recipe.id, ifMatch: undefined, name: 'X1' } }),
    ).rejects.toBeInstanceOf(PreconditionRequiredError);
    await expect(
      patchRecipe({ ctx, input: { recipeId: r.recipe.id, ifMatch: '  ', name: 'X1' } }),
    ).rejects.toBeInstanceOf(PreconditionRequiredError);
    await expect(
      patchRecipe({
        ctx,
        input: { recipeId: r.recipe.id, ifMatch: '01JDQ5Z4M8W3X9V2T6R1N0P7KA', name: 'X1' },
      }),
    ).rejects.toBeInstanceOf(StaleVersionError);
    const ok = await patchRecipe({
      ctx: legacy(),
      input: { recipeId: r.recipe.id, ifMatch: '01JDQ5Z4M8W3X9V2T6R1N0P7KA', name: 'X1' },
    });
    expect(ok.created).toBe(true);
  });

  describe('nutrition recomputation on a change of country or demographic', () => {
    async function withNutrition(name: string) {
      const r = await createRecipe({ ctx: fresh(ctx), input: { name } });
      const c = await commitVersion<RecipeState>(ctx, {
        kind: RECIPE,
        documentId: r.recipe.id,
        ifMatch: r.versionId,
        mutate: (s, env) => {
          const state: RecipeState = {
            ...s,
            nutrition: {
              calculated_at: env.now,
              ingredients_revision: s.ingredients_revision,
              reference_weight_grams: '100',
              nutrients: [{ bmid: 'n_energy', amount: '100', demographic: s.metadata.demographic }],
              analysis: null,
            },
          };
          return {
            state,
            summary: 'Computed nutrition',
            events: [
              {
                event_type: 'recipe.nutrition_computed',
                changed_fields: ['nutrition'],
                before: null,
                after: null,
                rationale: null,
              },
            ],
          };
        },
      });
      return { id: r.recipe.id, versionId: c.version.version_id };
    }

    const recompute: RecomputeNutrition = async (state, env) => {
      const n = state.nutrition;
      if (n === null) {
        return state;
      }
      return {
        ...state,
        nutrition: {
          ...n,
          calculated_at: env.now,
          nutrients: [{ bmid: 'n_energy', amount: '100', demographic: state.metadata.demographic }],
        },
      };
    };

    it('folds the recomputed nutrition and a system event into the same version', async () => {
      const r = await withNutrition('Recomputed');
      const res = await patchRecipe({
        ctx: { ...ctx, recomputeNutrition: recompute },
        input: {
          recipeId: r.id,
          ifMatch: r.versionId,
          demographic: 'children_1_3_years',
          rationale: 'toddlers',
        },
      });
      expect(res.state.nutrition?.nutrients).toEqual([
        { bmid: 'n_energy', amount: '100', demographic: 'children_1_3_years' },
      ]);
      expect(res.recipe.summary).toMatchObject({ has_nutrition: true, is_nutrition_current: true });
      const events = await db.store.documents.listEvents('org_svc', r.id, { limit: 2 });
      expect(events.map((e) => [e.event_type, e.actor_type, e.actor_id, e.channel, e.version_id])).toEqual([
        ['recipe.nutrition_computed', 'system', 'nutrition-engine', 'system', res.versionId],
        ['recipe.metadata_updated', 'member', 'mem_1', 'api', res.versionId],
      ]);
      const head = await readVersion(ctx, { kind: RECIPE, documentId: r.id });
      expect(head.version.summary).toBe(
        'Updated metadata: demographic adults_and_children_over_4 → children_1_3_years; nutrition recomputed',
      );
      expect((await verifyRecipeChains({ ctx, input: { recipeId: r.id } })).valid).toBe(true);
    });

    it('a rename does not recompute; without a wired engine nutrition is kept', async () => {
      const r = await withNutrition('Kept');
      let calls = 0;
      const counting: RecomputeNutrition = async (s, env) => {
        calls++;
        return recompute(s, env);
      };
      const renamed = await patchRecipe({
        ctx: { ...ctx, recomputeNutrition: counting },
        input: { recipeId: r.id, ifMatch: r.versionId, name: 'Kept 2' },
      });
      expect(calls).toBe(0);
      const kept = await patchRecipe({
        ctx,
        input: { recipeId: r.id, ifMatch: renamed.versionId, demographic: 'pregnant_and_lactating_women' },
      });
      const events = await db.store.documents.listEvents('org_svc', r.id, { limit: 1 });
      expect(events[0]?.event_type).toBe('recipe.metadata_updated');
      expect(kept.state.nutrition).toEqual(renamed.state.nutrition);
    });

    it('a failing recomputation fails the whole change', async () => {
      const r = await withNutrition('Broken engine');
      const failing: RecomputeNutrition = async () => {
        throw new Error('food data unavailable');
      };
      await expect(
        patchRecipe({
          ctx: { ...ctx, recomputeNutrition: failing },
          input: { recipeId: r.id, ifMatch: r.versionId, demographic: 'children_1_3_years' },
        }),
      ).rejects.toThrow('food data unavailable');
      const now = await getRecipe({ ctx, input: { recipeId: r.id } });
      expect(now.versionId).toBe(r.versionId);
      expect(now.recipe.demographic).toBe('adults_and_children_over_4');
    });
  });

  it('never dates a version before its parent, whatever the clock says', async () => {
    let t = Date.parse('2026-05-01T12:00:00.000Z');
    const clock = { now: () => new Date(t) };
    const c = { ...ctx, clock };
    const r = await createRecipe({ ctx: fresh(c), input: { name: 'Clock skew' } });
    t -= 60_000;
    const p = await patchRecipe({
      ctx: c,
      input: { recipeId: r.recipe.id, ifMatch: r.versionId, name: 'Clock skew 2' },
    });
    expect(p.recipe.updated_at).toBe('2026-05-01T12:00:00.000Z');
  });

  it('alsoWrite runs inside the commit after the version is written; its failure rolls everything back', async () => {
    const r = await createRecipe({ ctx: fresh(ctx), input: { name: 'Side write' } });
    const rename = (name: string) => (state: RecipeState) => ({
      state: { ...state, metadata: { ...state.metadata, name } },
      events: [
        {
          event_type: 'recipe.metadata_updated',
          changed_fields: ['name'],
          before: null,
          after: null,
          rationale: null,
        },
      ],
      summary: 'Renamed',
    });
    await expect(
      commitVersion(ctx, {
        kind: RECIPE,
        documentId: r.recipe.id,
        ifMatch: r.versionId,
        mutate: rename('Side write 2'),
        alsoWrite: async () => {
          throw new Error('side write failed');
        },
      }),
    ).rejects.toThrow('side write failed');
    expect((await readVersion(ctx, { kind: RECIPE, documentId: r.recipe.id })).version.version_id).toBe(
      r.versionId,
    );
    const seen: string[] = [];
    const c = await commitVersion(ctx, {
      kind: RECIPE,
      documentId: r.recipe.id,
      ifMatch: r.versionId,
      mutate: rename('Side write 3'),
      alsoWrite: async (tx, committed) => {
        const head = await tx.documents.get('org_svc', 'recipe', r.recipe.id);
        seen.push(`${committed.version.version_id}=${head?.head_version_id}`);
      },
    });
    expect(seen).toEqual([`${c.version.version_id}=${c.version.version_id}`]);
    const unchanged = await commitVersion(ctx, {
      kind: RECIPE,
      documentId: r.recipe.id,
      ifMatch: c.version.version_id,
      mutate: () => null,
      alsoWrite: async () => {
        seen.push('no version');
      },
    });
    expect(unchanged.created).toBe(false);
    expect(seen).toHaveLength(1);
  });
});
