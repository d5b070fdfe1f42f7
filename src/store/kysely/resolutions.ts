import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  RemovedRow,
  ResolutionRow,
  ResolutionSessionRecord,
  ResolutionStatus,
  ResolutionSummary,
} from '../../domain/resolution/session.ts';
import type { Database, IngredientResolutionsTable } from '../schema.ts';
import type { ResolutionRepo } from '../store.ts';

function sessionFromRow(r: Selectable<IngredientResolutionsTable>): ResolutionSessionRecord {
  return {
    resolution_id: r.resolution_id,
    previous_resolution_id: r.previous_resolution_id,
    recipe_id: r.recipe_id,
    org_id: r.org_id,
    created_at: r.created_at,
    status: r.status as ResolutionStatus,
    based_on_version_id: r.based_on_version_id,
    confirmed_at: r.confirmed_at,
    confirmed_version_id: r.confirmed_version_id,
    superseded_by: r.superseded_by,
    summary: JSON.parse(r.summary) as ResolutionSummary,
    rows: JSON.parse(r.rows) as ResolutionRow[],
    removed_rows: JSON.parse(r.removed_rows) as RemovedRow[],
    based_on_ingredients_hash: r.based_on_ingredients_hash,
    confirmed_ingredients_hash: r.confirmed_ingredients_hash,
    request_id: r.request_id,
  };
}

function sessionToRow(s: ResolutionSessionRecord): IngredientResolutionsTable {
  return {
    resolution_id: s.resolution_id,
    org_id: s.org_id,
    recipe_id: s.recipe_id,
    previous_resolution_id: s.previous_resolution_id,
    status: s.status,
    based_on_version_id: s.based_on_version_id,
    based_on_ingredients_hash: s.based_on_ingredients_hash,
    created_at: s.created_at,
    request_id: s.request_id,
    confirmed_at: s.confirmed_at,
    confirmed_version_id: s.confirmed_version_id,
    confirmed_ingredients_hash: s.confirmed_ingredients_hash,
    superseded_by: s.superseded_by,
    summary: JSON.stringify(s.summary),
    rows: JSON.stringify(s.rows),
    removed_rows: JSON.stringify(s.removed_rows),
  };
}

export function resolutionRepo(db: Kysely<Database>): ResolutionRepo {
  const ofRecipe = (orgId: string, recipeId: string) =>
    db
      .selectFrom('ingredient_resolutions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('recipe_id', '=', recipeId);
  return {
    async insert(session) {
      await db.insertInto('ingredient_resolutions').values(sessionToRow(session)).execute();
    },

    async supersedeOpen(orgId, recipeId, byResolutionId) {
      const r = await db
        .updateTable('ingredient_resolutions')
        .set({ status: 'superseded', superseded_by: byResolutionId })
        .where('org_id', '=', orgId)
        .where('recipe_id', '=', recipeId)
        // A literal, so both engines can use the partial index of open sessions.
        .where('status', '=', sql.lit('open'))
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    async get(orgId, recipeId, resolutionId) {
      const row = await ofRecipe(orgId, recipeId)
        .where('resolution_id', '=', resolutionId)
        .executeTakeFirst();
      return row === undefined ? undefined : sessionFromRow(row);
    },

    async latest(orgId, recipeId) {
      const row = await ofRecipe(orgId, recipeId)
        .orderBy('created_at', 'desc')
        .orderBy('resolution_id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? undefined : sessionFromRow(row);
    },

    async list(orgId, recipeId, page) {
      let q = ofRecipe(orgId, recipeId);
      const after = page.after;
      if (after !== undefined) {
        q = q.where((eb) =>
          eb.or([
            eb('created_at', '<', after.created_at),
            eb.and([eb('created_at', '=', after.created_at), eb('resolution_id', '<', after.id)]),
          ]),
        );
      }
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('resolution_id', 'desc')
        .limit(page.limit)
        .execute();
      return rows.map(sessionFromRow);
    },

    async findByRequestId(orgId, requestId) {
      const row = await db
        .selectFrom('ingredient_resolutions')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('request_id', '=', requestId)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? undefined : sessionFromRow(row);
    },

    async markConfirmed(orgId, resolutionId, confirmed) {
      const r = await db
        .updateTable('ingredient_resolutions')
        .set({
          status: 'confirmed',
          confirmed_at: confirmed.at,
          confirmed_version_id: confirmed.versionId,
          confirmed_ingredients_hash: confirmed.ingredientsHash,
        })
        .where('org_id', '=', orgId)
        .where('resolution_id', '=', resolutionId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
