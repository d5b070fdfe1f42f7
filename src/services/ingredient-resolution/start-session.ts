import { ConflictError, ValidationError } from '../../domain/errors.ts';
import { type MatchResult, matchIngredient } from '../../domain/matching/match.ts';
import { assertModifiable } from '../../domain/recipes/mutations.ts';
import type { RecipeState } from '../../domain/recipes/state.ts';
import { rowFromIngredient } from '../../domain/resolution/confirm.ts';
import { type CarryEntry, planSession } from '../../domain/resolution/plan.ts';
import {
  carriedRow,
  finishEntry,
  foodIdsOf,
  type PreparedEntry,
  prepareEntry,
} from '../../domain/resolution/rows.ts';
import {
  MAX_RESOLUTION_ITEMS,
  RESOLUTION_CANDIDATES,
  RESOLUTION_ID_PREFIX,
  type ResolutionItem,
  type ResolutionRow,
  type ResolutionSession,
  type ResolutionSessionRecord,
  sessionView,
  summarize,
} from '../../domain/resolution/session.ts';
import { canonicalJson } from '../../domain/versioning/canonical.ts';
import type { StoreRepos } from '../../store/store.ts';
import type { Call, ServiceContext } from '../context.ts';
import { consumeQuota, type QuotaTx } from '../entitlements/index.ts';
import { RECIPE } from '../studio-recipes/kind.ts';
import { readVersion } from '../versioning/commit.ts';
import { sha256Hex } from '../versioning/hash.ts';
import { describedIngredients, ingredientsFingerprint } from './common.ts';
import { resolutionFoods, resolutionIndexes, siblingFoods, wantsSibling } from './foods.ts';

export interface StartSessionInput {
  recipeId: string;
  items: ResolutionItem[];
  previousResolutionId?: string | undefined;
  /** The client accepts metered usage beyond the monthly allowance (a previous 402 quoted it). */
  meteredUsageConfirmed?: boolean | undefined;
}

export interface SessionResult {
  session: ResolutionSession;
  /** False when the request id had already started this session (a metered replay). */
  created: boolean;
}

/** What the request pays for: the same recipe, items and previous session under one X-Request-ID. */
function quotaFingerprint(input: StartSessionInput): string {
  const body = canonicalJson({
    items: input.items.map((i) => ({ ...i })),
    previous_resolution_id: input.previousResolutionId ?? null,
  });
  return `startIngredientResolution:${input.recipeId}:${sha256Hex(body)}`;
}

/** One unit of ingredient_resolutions per item; first in the transaction that stores the session. */
function meter(tx: QuotaTx, ctx: ServiceContext, input: StartSessionInput) {
  return consumeQuota(tx, ctx, {
    key: 'ingredient_resolutions',
    units: input.items.length,
    meteredUsageConfirmed: input.meteredUsageConfirmed === true,
    fingerprint: quotaFingerprint(input),
  });
}

/** The session this request id started; a throw rolls back whatever the transaction consumed. */
async function originalSession(ctx: ServiceContext, tx: StoreRepos): Promise<SessionResult> {
  const original = await tx.resolutions.findByRequestId(ctx.orgId, ctx.requestId);
  if (original === undefined) {
    throw new ConflictError(
      'request_id_reused',
      `X-Request-ID ${ctx.requestId} was already used for another request; send a new X-Request-ID.`,
      { request_id: ctx.requestId },
    );
  }
  return { session: sessionView(original), created: false };
}

/** A retry of a start that succeeded: the ledger checks it is the same request, nothing is consumed. */
async function replay(ctx: ServiceContext, input: StartSessionInput): Promise<SessionResult> {
  return ctx.store.transaction(async (tx) => {
    const usage = await meter(tx, ctx, input);
    if (!usage.replayed) {
      throw new ConflictError(
        'request_id_reused',
        `X-Request-ID ${ctx.requestId} already started an ingredient resolution session; send a new X-Request-ID.`,
        { request_id: ctx.requestId },
      );
    }
    return originalSession(ctx, tx);
  });
}

interface Base {
  rows: ResolutionRow[];
  label: string;
}

async function baseRows(
  ctx: ServiceContext,
  input: StartSessionInput,
  state: RecipeState,
  currentHash: string,
): Promise<Base> {
  const previousId = input.previousResolutionId;
  if (previousId === undefined) {
    return {
      rows: state.ingredients.map((ing, i) => rowFromIngredient(ing, i, state.resolution)),
      label: 'the recipe’s current ingredients',
    };
  }
  const previous = await ctx.store.resolutions.get(ctx.orgId, input.recipeId, previousId);
  if (previous === undefined) {
    throw new ValidationError(`Ingredient resolution ${previousId} does not exist for this recipe.`, [
      {
        loc: ['body', 'previous_resolution_id'],
        msg: `No ingredient resolution ${previousId} for recipe ${input.recipeId}`,
        type: 'unknown_resolution',
        input: previousId,
      },
    ]);
  }
  if (describedIngredients(previous) !== currentHash) {
    throw new ConflictError(
      'resolution_stale',
      `The recipe’s ingredients changed after ingredient resolution ${previousId}; start from the current ingredients (without previous_resolution_id).`,
      { resolution_id: previousId },
    );
  }
  return { rows: previous.rows, label: `ingredient resolution ${previousId}` };
}

/**
 * startIngredientResolutionSession: parses each new line, matches candidates, converts to grams,
 * and stores the session (no recipe version). The session starts from the rows of
 * previous_resolution_id, or from the recipe's current ingredients; rows no item names are
 * carried over unchanged. Metered: one unit of `ingredient_resolutions` per item, counted first in
 * the transaction that stores the session; a retry under the same X-Request-ID returns the
 * session that request started. The recipe's open session, if any, is superseded.
 */
export async function startResolutionSession({
  ctx,
  input,
}: Call<StartSessionInput>): Promise<SessionResult> {
  const head = await readVersion(ctx, { kind: RECIPE, documentId: input.recipeId });
  if ((await ctx.store.resolutions.findByRequestId(ctx.orgId, ctx.requestId)) !== undefined) {
    return replay(ctx, input);
  }
  assertModifiable(head.state, input.recipeId);
  if (input.items.length < 1 || input.items.length > MAX_RESOLUTION_ITEMS) {
    throw new ValidationError(`Send 1 to ${MAX_RESOLUTION_ITEMS} items.`, [
      {
        loc: ['body', 'items'],
        msg: `Must have 1 to ${MAX_RESOLUTION_ITEMS} items`,
        type: 'too_long',
        input: input.items.length,
      },
    ]);
  }
  const currentHash = ingredientsFingerprint(head.state.ingredients);
  const base = await baseRows(ctx, input, head.state, currentHash);
  const plan = planSession(input.items, base.rows, {
    baseLabel: base.label,
    newRowId: () => `ing_${ctx.ids.ulid()}`,
  });

  const indexes = await resolutionIndexes(ctx, ctx.store);
  const matches = new Map<string, MatchResult>();
  const match = (name: string): MatchResult => {
    let m = matches.get(name);
    if (m === undefined) {
      m = matchIngredient(indexes, name, { limit: RESOLUTION_CANDIDATES });
      matches.set(name, m);
    }
    return m;
  };
  const prepared: (PreparedEntry | CarryEntry)[] = plan.entries.map((e) =>
    e.kind === 'resolve' ? prepareEntry(e, match) : e,
  );
  const { foods, issue } = await resolutionFoods(
    ctx,
    ctx.store,
    prepared.flatMap((p) => ('entry' in p ? foodIdsOf(p) : [])),
  );
  const unusable = input.items.flatMap((item, index) => {
    const id = item.ingredient_id?.trim();
    return id === undefined || foods.has(id) ? [] : [{ index, id }];
  });
  if (unusable.length > 0) {
    throw new ValidationError(
      `Ingredient id(s) that cannot be used: ${unusable.map((u) => u.id).join(', ')}.`,
      unusable.map((u) => {
        const found = issue(u.id, ['body', 'items', u.index, 'ingredient_id']);
        return { ...found, msg: `${found.msg} (items[${u.index}])` };
      }),
      { invalid_ids: [...new Set(unusable.map((u) => u.id))] },
    );
  }
  const first = prepared.map((p, position) =>
    'entry' in p
      ? finishEntry(p, position, (id) => foods.get(id))
      : carriedRow(p.row, position, p.action, p.itemIndex),
  );
  // A food that lists no portion for a line's measure may borrow a sibling food's: looked up only
  // for those rows, which are then finished again with them.
  const borrowing = (p: PreparedEntry | CarryEntry, position: number) => {
    const row = first[position];
    return 'entry' in p && row !== undefined && wantsSibling(row) ? row.search.ingredient_id : null;
  };
  const lenders = await siblingFoods(
    ctx,
    ctx.store,
    prepared.flatMap((p, position) => {
      const chosen = foods.get(borrowing(p, position) ?? '');
      return chosen === undefined ? [] : [chosen.food];
    }),
  );
  const rows = prepared.map((p, position) => {
    const id = borrowing(p, position);
    const siblings = id === null ? undefined : lenders.get(id);
    if (!('entry' in p) || siblings === undefined) {
      return first[position] as ResolutionRow;
    }
    return finishEntry(p, position, (foodId) => {
      const chosen = foods.get(foodId);
      return chosen === undefined || foodId !== id ? chosen : { ...chosen, siblings };
    });
  });
  return ctx.store.transaction(async (tx) => {
    const usage = await meter(tx, ctx, input);
    if (usage.replayed) {
      // The same request id finished concurrently: answer with the session it started.
      return originalSession(ctx, tx);
    }
    // Named and dated while the quota row is held (the organization's starts are stored one at a
    // time), so creation order is commit order and the newest session is the open one.
    const record: ResolutionSessionRecord = {
      resolution_id: `${RESOLUTION_ID_PREFIX}_${ctx.ids.ulid()}`,
      previous_resolution_id: input.previousResolutionId ?? null,
      recipe_id: input.recipeId,
      org_id: ctx.orgId,
      created_at: ctx.clock.now().toISOString(),
      status: 'open',
      based_on_version_id: head.document.head_version_id,
      confirmed_at: null,
      confirmed_version_id: null,
      superseded_by: null,
      summary: summarize(rows),
      rows,
      removed_rows: plan.removed,
      based_on_ingredients_hash: currentHash,
      confirmed_ingredients_hash: null,
      request_id: ctx.requestId,
    };
    await tx.resolutions.supersedeOpen(ctx.orgId, input.recipeId, record.resolution_id);
    await tx.resolutions.insert(record);
    return { session: sessionView(record), created: true };
  });
}
