import { type Kysely, sql } from 'kysely';
import type { V1Recipe, V1RecipeListItem } from '../../domain/v1/recipe.ts';
import type { Database, V1RecipesTable } from '../schema.ts';
import type { RateLimitRepo, V1RecipeRepo } from '../store.ts';

type Body = Omit<V1Recipe, 'id' | 'accountId'>;

function toRow(r: V1Recipe): V1RecipesTable {
  const { id, accountId, ...body } = r;
  return {
    id,
    org_id: accountId,
    name: r.name,
    name_key: r.name.toLowerCase(),
    description_key: r.description.toLowerCase(),
    body: JSON.stringify(body),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

function tagKeys(r: V1Recipe): string[] {
  return [...new Set(r.tags.map((t) => t.toLowerCase()))];
}

function fromRow(row: { id: string; org_id: string; body: string }): V1Recipe {
  return { id: row.id, accountId: row.org_id, ...(JSON.parse(row.body) as Body) };
}

/** `%term%` with LIKE wildcards in the term escaped. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORT_COLUMN = { name: 'name_key', createdAt: 'created_at', updatedAt: 'updated_at' } as const;

export function v1RecipeRepo(db: Kysely<Database>): V1RecipeRepo {
  async function writeTags(r: V1Recipe) {
    await db.deleteFrom('v1_recipe_tags').where('recipe_id', '=', r.id).execute();
    const keys = tagKeys(r);
    if (keys.length > 0) {
      await db
        .insertInto('v1_recipe_tags')
        .values(keys.map((tag_key) => ({ recipe_id: r.id, org_id: r.accountId, tag_key })))
        .execute();
    }
  }

  return {
    async insert(recipe) {
      await db.insertInto('v1_recipes').values(toRow(recipe)).execute();
      await writeTags(recipe);
    },
    async replace(recipe) {
      const { id, org_id, ...rest } = toRow(recipe);
      const r = await db
        .updateTable('v1_recipes')
        .set(rest)
        .where('id', '=', id)
        .where('org_id', '=', org_id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) {
        return false;
      }
      await writeTags(recipe);
      return true;
    },
    async get(orgId, id) {
      const row = await db
        .selectFrom('v1_recipes')
        .select(['id', 'org_id', 'body'])
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row);
    },
    async delete(orgId, id) {
      await db.deleteFrom('v1_recipe_tags').where('recipe_id', '=', id).where('org_id', '=', orgId).execute();
      const r = await db
        .deleteFrom('v1_recipes')
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    async list(orgId, query) {
      let base = db.selectFrom('v1_recipes').where('org_id', '=', orgId);
      if (query.search !== undefined && query.search !== '') {
        const pattern = containsPattern(query.search);
        base = base.where((eb) =>
          eb.or([
            eb('name_key', 'like', sql<string>`${pattern} escape '\\'`),
            eb('description_key', 'like', sql<string>`${pattern} escape '\\'`),
          ]),
        );
      }
      if (query.tags.length > 0) {
        const tags = query.tags;
        base = base.where('id', 'in', (eb) =>
          eb
            .selectFrom('v1_recipe_tags')
            .select('recipe_id')
            .where('org_id', '=', orgId)
            .where('tag_key', 'in', tags)
            .groupBy('recipe_id')
            .having((h) => h.fn.countAll(), '=', tags.length),
        );
      }
      const column = SORT_COLUMN[query.sortBy];
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'org_id', 'body'])
          .orderBy(column, query.order)
          .orderBy('id', query.order)
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items: V1RecipeListItem[] = rows.map((row) => {
        const r = fromRow(row);
        return {
          id: r.id,
          name: r.name,
          description: r.description,
          servings: r.servings,
          totalTime: r.totalTime,
          tags: r.tags,
          createdAt: r.createdAt,
        };
      });
      return { items, total: Number(count.n) };
    },
  };
}

export function rateLimitRepo(db: Kysely<Database>): RateLimitRepo {
  return {
    async hit(bucket, windowStart) {
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ bucket, window_start: windowStart, hits: 1 })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'window_start'])
            .doUpdateSet((eb) => ({ hits: eb('rate_limit_windows.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    },
    async prune(before) {
      await db.deleteFrom('rate_limit_windows').where('window_start', '<', before).execute();
    },
  };
}
