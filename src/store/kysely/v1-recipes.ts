import { type Kysely, sql } from 'kysely';
import { deepFreeze } from '../../domain/deep-freeze.ts';
import type { V1ListQuery, V1Recipe, V1RecipeListItem } from '../../domain/v1/recipe.ts';
import type { Database, V1RecipesTable } from '../schema.ts';
import type { RateLimitRepo, StoreDialect, V1RecipeRepo } from '../store.ts';
import { type DirectReads, precompiled } from './precompiled.ts';

type Body = Omit<V1Recipe, 'id' | 'accountId'>;

function toRow(r: V1Recipe): Omit<V1RecipesTable, 'request_id'> {
  return {
    id: r.id,
    org_id: r.accountId,
    name: r.name,
    name_key: r.name.toLowerCase(),
    search_key: `${r.name.toLowerCase()}\n${r.description.toLowerCase()}`,
    description: r.description,
    servings: r.servings,
    total_time: r.totalTime,
    tags: JSON.stringify(r.tags),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

function bodyOf(r: V1Recipe): string {
  const { id: _id, accountId: _accountId, ...body } = r;
  return JSON.stringify(body);
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

/**
 * Recipes parsed from their stored body, kept while the body is unchanged: a read still fetches
 * the row (so a change by any process is seen at once) but a body it has seen before costs a
 * string comparison instead of a parse, and callers get the same frozen object back (the HTTP
 * layer keeps its serialized bytes by that object). Bounded; least recently read go first.
 */
const PARSED_MAX = 2_000;

/**
 * List pages kept per organization and query, with the value of the organization's change
 * counter they were read at (v1_recipe_counts.changes, raised in the transaction of every insert,
 * replace and delete by any process). A list reads the counter (one primary-key read) and serves
 * the kept page while it is unchanged: the same frozen object, whose bytes and ETag the HTTP layer
 * keeps. On SQLite the counter is not even read while the database mark (DirectReads.mark) is the
 * one the page was last confirmed under. Bounded; least recently read go first.
 */
const PAGES_MAX = 1_000;

function pageKey(orgId: string, q: V1ListQuery): string {
  return `${orgId}\n${q.limit}\n${q.offset}\n${q.sortBy}\n${q.order}\n${q.search ?? ''}\n${q.tags.join('\n')}`;
}

export function v1RecipeRepo(
  db: Kysely<Database>,
  dialect: StoreDialect,
  direct?: DirectReads,
): V1RecipeRepo {
  const recipeById = precompiled<{ id: string; org_id: string; body: string }>(
    dialect,
    'select "r"."id", "r"."org_id", "b"."body" from "v1_recipes" as "r" inner join "v1_recipe_bodies" as "b" on "b"."recipe_id" = "r"."id" where "r"."id" = ? and "r"."org_id" = ?',
    direct,
  );
  type ListRow = Pick<
    V1RecipesTable,
    'id' | 'name' | 'description' | 'servings' | 'total_time' | 'tags' | 'created_at'
  >;
  // An unfiltered page, one fixed text per sort column and order.
  const plainPages = new Map<
    string,
    (db: Kysely<Database>, p: readonly unknown[]) => ListRow[] | Promise<ListRow[]>
  >();
  const plainPage = (column: string, order: 'asc' | 'desc') => {
    const key = `${column} ${order}`;
    let q = plainPages.get(key);
    if (q === undefined) {
      q = precompiled<ListRow>(
        dialect,
        `select "id", "name", "description", "servings", "total_time", "tags", "created_at" from "v1_recipes" where "org_id" = ? order by "${column}" ${order}, "id" ${order} limit ? offset ?`,
        direct,
      );
      plainPages.set(key, q);
    }
    return q;
  };
  const keptCounts = precompiled<{ recipes: number | string; changes: number | string }>(
    dialect,
    'select "recipes", "changes" from "v1_recipe_counts" where "org_id" = ?',
    direct,
  );
  const pages = new Map<
    string,
    { changes: string; mark: string | undefined; page: { items: V1RecipeListItem[]; total: number } }
  >();
  // Recipes by organization and id as read under a database mark (SQLite; see DirectReads.mark).
  const markedRecipes = new Map<string, { mark: string; recipe: V1Recipe | undefined }>();
  const keptUnder = (mark: string | undefined, key: string) => {
    const hit = mark === undefined ? undefined : markedRecipes.get(key);
    return hit !== undefined && hit.mark === mark ? hit : undefined;
  };
  const parsed = new Map<string, { orgId: string; body: string; recipe: V1Recipe }>();
  function parseRow(row: { id: string; org_id: string; body: string }): V1Recipe {
    const hit = parsed.get(row.id);
    if (hit !== undefined && hit.body === row.body && hit.orgId === row.org_id) {
      parsed.delete(row.id);
      parsed.set(row.id, hit);
      return hit.recipe;
    }
    const recipe = deepFreeze(fromRow(row));
    parsed.set(row.id, { orgId: row.org_id, body: row.body, recipe });
    if (parsed.size > PARSED_MAX) {
      const oldest = parsed.keys().next().value;
      if (oldest !== undefined) {
        parsed.delete(oldest);
      }
    }
    return recipe;
  }

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

  /** Moves the kept count by `by` (0 for a replace) and raises the change counter, in the caller's transaction. */
  async function countChange(orgId: string, by: 1 | 0 | -1) {
    await db
      .insertInto('v1_recipe_counts')
      .values({ org_id: orgId, recipes: by, changes: 1 })
      .onConflict((oc) =>
        oc.column('org_id').doUpdateSet((eb) => ({
          recipes: eb('v1_recipe_counts.recipes', '+', by),
          changes: eb('v1_recipe_counts.changes', '+', 1),
        })),
      )
      .execute();
  }

  return {
    async insert(recipe, requestId) {
      await db
        .insertInto('v1_recipes')
        .values({ ...toRow(recipe), request_id: requestId })
        .execute();
      await countChange(recipe.accountId, 1);
      await db
        .insertInto('v1_recipe_bodies')
        .values({ recipe_id: recipe.id, body: bodyOf(recipe) })
        .execute();
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
      await db
        .updateTable('v1_recipe_bodies')
        .set({ body: bodyOf(recipe) })
        .where('recipe_id', '=', id)
        .execute();
      await writeTags(recipe);
      await countChange(org_id, 0);
      return true;
    },
    getNow(orgId, id) {
      return keptUnder(direct?.recentMark(), `${orgId}\n${id}`);
    },
    async get(orgId, id) {
      // On SQLite, a recipe read under the current database mark is served without a read.
      const mark = direct?.mark();
      const key = `${orgId}\n${id}`;
      const kept = keptUnder(mark, key);
      if (kept !== undefined) {
        return kept.recipe;
      }
      const row = (await recipeById(db, [id, orgId]))[0];
      const recipe = row === undefined ? undefined : parseRow(row);
      if (mark !== undefined) {
        if (markedRecipes.size >= PARSED_MAX) {
          markedRecipes.clear();
        }
        markedRecipes.set(key, { mark, recipe });
      }
      return recipe;
    },
    async findByRequestId(orgId, requestId) {
      const row = await db
        .selectFrom('v1_recipes as r')
        .innerJoin('v1_recipe_bodies as b', 'b.recipe_id', 'r.id')
        .select(['r.id', 'r.org_id', 'b.body'])
        .where('r.org_id', '=', orgId)
        .where('r.request_id', '=', requestId)
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row);
    },
    async delete(orgId, id) {
      const owned = await db
        .selectFrom('v1_recipes')
        .select('id')
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      if (owned === undefined) {
        return false;
      }
      await db.deleteFrom('v1_recipe_tags').where('recipe_id', '=', id).execute();
      await db.deleteFrom('v1_recipe_bodies').where('recipe_id', '=', id).execute();
      const r = await db
        .deleteFrom('v1_recipes')
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) {
        return false;
      }
      await countChange(orgId, -1);
      return true;
    },
    async list(orgId, query) {
      // The change counter first, then the page: a page read after the counter holds at least
      // what the counter says, and a counter never comes back to an earlier value.
      // On SQLite the database mark comes before both: while it is the one a page was filed
      // under, nothing has been committed since, so not even the counter needs reading.
      const mark = direct?.mark();
      const key = pageKey(orgId, query);
      const hit = pages.get(key);
      if (hit !== undefined && mark !== undefined && hit.mark === mark) {
        pages.delete(key);
        pages.set(key, hit);
        return hit.page;
      }
      const kept = (await keptCounts(db, [orgId]))[0];
      const changes = String(kept?.changes ?? 0);
      if (hit !== undefined && hit.changes === changes) {
        hit.mark = mark;
        pages.delete(key);
        pages.set(key, hit);
        return hit.page;
      }
      const page = deepFreeze(await readPage(orgId, query, Number(kept?.recipes ?? 0)));
      pages.set(key, { changes, mark, page });
      if (pages.size > PAGES_MAX) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) {
          pages.delete(oldest);
        }
      }
      return page;
    },
  };

  async function readPage(
    orgId: string,
    query: V1ListQuery,
    keptTotal: number,
  ): Promise<{ items: V1RecipeListItem[]; total: number }> {
    let base = db.selectFrom('v1_recipes').where('org_id', '=', orgId);
    const filtered = (query.search !== undefined && query.search !== '') || query.tags.length > 0;
    if (query.search !== undefined && query.search !== '') {
      // A substring scan of the organization's recipes (search is not indexed).
      const pattern = containsPattern(query.search);
      base = base.where('search_key', 'like', sql<string>`${pattern} escape '\\'`);
    }
    // One primary-key probe per tag and candidate recipe: every tag must be present.
    for (const tag of query.tags) {
      base = base.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('v1_recipe_tags as t')
            .select('t.tag_key')
            .whereRef('t.recipe_id', '=', 'v1_recipes.id')
            .where('t.tag_key', '=', tag),
        ),
      );
    }
    const column = SORT_COLUMN[query.sortBy];
    const rows = filtered
      ? await base
          .select(['id', 'name', 'description', 'servings', 'total_time', 'tags', 'created_at'])
          .orderBy(column, query.order)
          .orderBy('id', query.order)
          .limit(query.limit)
          .offset(query.offset)
          .execute()
      : await plainPage(column, query.order === 'asc' ? 'asc' : 'desc')(db, [
          orgId,
          query.limit,
          query.offset,
        ]);
    // A short page that is not past the end already tells the total; without a filter the
    // organization's kept count does; only a filtered list counts its matches.
    let total: number;
    if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
      total = query.offset + rows.length;
    } else if (!filtered) {
      total = keptTotal;
    } else {
      total = Number(
        (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      );
    }
    const items: V1RecipeListItem[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      servings: Number(row.servings),
      totalTime: Number(row.total_time),
      tags: JSON.parse(row.tags) as string[],
      createdAt: row.created_at,
    }));
    return { items, total };
  }
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
