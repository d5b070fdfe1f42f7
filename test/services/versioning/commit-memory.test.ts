import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeState } from '../../../src/domain/recipes/state.ts';
import { type ServiceContext, systemClock, ulidGenerator } from '../../../src/services/context.ts';
import { createFoodCatalogue } from '../../../src/services/foods/catalogue.ts';
import { createRecipe, patchRecipe, verifyRecipeChains } from '../../../src/services/studio-recipes/index.ts';
import { RECIPE } from '../../../src/services/studio-recipes/kind.ts';
import { commitVersion, readVersion } from '../../../src/services/versioning/commit.ts';
import { engines, openTestStore, type TestStore } from '../../helpers/stores.ts';

/**
 * Commits keep the version they wrote and its last audit event in memory for the next commit and
 * read, but only once the transaction has committed: a rolled-back commit leaves nothing behind.
 */
describe.each(engines())('what a commit keeps in memory, on %s', (engine) => {
  let db: TestStore;
  let ctx: ServiceContext;
  const issued: string[] = [];

  beforeAll(async () => {
    db = await openTestStore(engine);
    await db.store.orgs.insert({ id: 'org_mem', name: 'Kitchen', created_at: new Date().toISOString() });
    const ids = ulidGenerator();
    ctx = {
      store: db.store,
      clock: systemClock,
      ids: {
        ulid: () => {
          const id = ids.ulid();
          issued.push(id);
          return id;
        },
      },
      foods: createFoodCatalogue(db.store),
      orgId: 'org_mem',
      actor: { type: 'member', id: 'mem_1' },
      requestId: 'req_mem_1',
      capabilities: new Set(['recipe_versioning']),
    };
  });
  afterAll(async () => {
    await db.drop();
  });

  it('a commit that rolls back leaves no version to read, and the next commit chains from the real head', async () => {
    const r = await createRecipe({ ctx, input: { name: 'Kept in memory' } });
    const v2 = await patchRecipe({
      ctx,
      input: { recipeId: r.recipe.id, ifMatch: r.versionId, name: 'Second' },
    });
    issued.length = 0;
    await expect(
      commitVersion<RecipeState>(ctx, {
        kind: RECIPE,
        documentId: r.recipe.id,
        ifMatch: v2.versionId,
        mutate: (state) => ({
          state: { ...state, metadata: { ...state.metadata, name: 'Never committed' } },
          events: [
            {
              event_type: 'recipe.updated',
              changed_fields: ['name'],
              before: 'Second',
              after: 'x',
              rationale: null,
            },
          ],
          summary: 'Renamed',
        }),
        alsoWrite: async () => {
          throw new Error('the other write failed');
        },
      }),
    ).rejects.toThrow('the other write failed');
    const lostVersion = issued.at(-1) as string;
    expect(issued.length).toBeGreaterThan(0);
    await expect(
      readVersion(ctx, { kind: RECIPE, documentId: r.recipe.id, versionId: lostVersion }),
    ).rejects.toMatchObject({
      code: 'version_not_found',
    });
    const head = await readVersion(ctx, { kind: RECIPE, documentId: r.recipe.id });
    expect(head.version.version_id).toBe(v2.versionId);
    const v3 = await patchRecipe({
      ctx,
      input: { recipeId: r.recipe.id, ifMatch: v2.versionId, name: 'Third' },
    });
    expect(v3.created).toBe(true);
    const chains = await verifyRecipeChains({ ctx, input: { recipeId: r.recipe.id } });
    expect(chains).toMatchObject({ valid: true, versions_checked: 3, events_checked: 3 });
  });

  it('a head moved by another process is read from the store, not taken from memory', async () => {
    const r = await createRecipe({ ctx: { ...ctx, requestId: 'req_mem_2' }, input: { name: 'Two writers' } });
    // The same database through a second store object: another process, as far as memory goes.
    const other: ServiceContext = { ...ctx, store: { ...db.store } };
    const v2 = await patchRecipe({
      ctx: other,
      input: { recipeId: r.recipe.id, ifMatch: r.versionId, name: 'By the other' },
    });
    const v3 = await patchRecipe({
      ctx,
      input: { recipeId: r.recipe.id, ifMatch: v2.versionId, name: 'By the first' },
    });
    expect(v3.created).toBe(true);
    expect((await readVersion(ctx, { kind: RECIPE, documentId: r.recipe.id })).state.metadata.name).toBe(
      'By the first',
    );
    const chains = await verifyRecipeChains({ ctx, input: { recipeId: r.recipe.id } });
    expect(chains).toMatchObject({ valid: true, versions_checked: 3, events_checked: 3 });
  });
});
