import type { Actor } from '../accounts.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import { changeSet } from '../versioning/changes.ts';
import type { EventDraft } from '../versioning/events.ts';
import type { RecipeEventType } from './events.ts';
import {
  type Country,
  type Demographic,
  newRecipeState,
  RECIPE_NAME_MAX,
  REGULATORY_AUTHORITY_OF,
  type RecipeState,
  recipeFields,
} from './state.ts';

/**
 * Pure state transitions of a Studio recipe. Each returns the new state, the audit events that
 * describe it and the version summary, or null when nothing would change.
 */
export interface RecipeChange {
  state: RecipeState;
  events: EventDraft[];
  summary: string;
}

function event(
  type: RecipeEventType,
  before: RecipeState,
  after: RecipeState,
  rationale: string | null,
  actor?: Actor,
): EventDraft {
  const set = changeSet(recipeFields(before), recipeFields(after));
  return {
    event_type: type,
    changed_fields: set.changed_fields,
    before: set.before,
    after: set.after,
    rationale,
    ...(actor === undefined ? {} : { actor }),
  };
}

/** A recipe name, trimmed; 1–255 characters after trimming. */
export function recipeName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0 || name.length > RECIPE_NAME_MAX) {
    throw new ValidationError(`Recipe name must be 1–${RECIPE_NAME_MAX} characters after trimming.`, [
      {
        loc: ['body', 'name'],
        msg: name.length === 0 ? 'Must not be blank' : `Must have at most ${RECIPE_NAME_MAX} characters`,
        type: name.length === 0 ? 'string_too_short' : 'string_too_long',
        input: raw,
      },
    ]);
  }
  return name;
}

function optionalRationale(raw: string | undefined): string | null {
  const r = raw?.trim();
  return r === undefined || r === '' ? null : r;
}

export function createRecipeState(input: {
  name: string;
  country: Country;
  demographic: Demographic;
}): RecipeChange {
  const state = newRecipeState({ ...input, name: recipeName(input.name) });
  const after = { ...state.metadata };
  return {
    state,
    events: [
      {
        event_type: 'recipe.created',
        changed_fields: Object.keys(after),
        before: null,
        after,
        rationale: null,
      },
    ],
    summary: `Created recipe "${state.metadata.name}"`,
  };
}

/** Archived (and deleted) recipes are read-only except for unarchive, restore and delete. */
export function assertModifiable(state: RecipeState, recipeId: string): void {
  if (state.metadata.status !== 'active') {
    throw new ConflictError(
      'recipe_archived',
      `Recipe ${recipeId} is archived; unarchive it before changing it.`,
    );
  }
}

export interface MetadataPatch {
  name?: string;
  country?: Country;
  demographic?: Demographic;
  rationale?: string;
}

/** Applies a partial metadata change; null when every given value equals the current one. */
export function patchMetadata(
  state: RecipeState,
  patch: MetadataPatch,
  recipeId: string,
): RecipeChange | null {
  assertModifiable(state, recipeId);
  const m = state.metadata;
  const name = patch.name === undefined ? m.name : recipeName(patch.name);
  const country = patch.country ?? m.country;
  const next: RecipeState = {
    ...state,
    metadata: {
      ...m,
      name,
      country,
      regulatory_authority: REGULATORY_AUTHORITY_OF[country],
      demographic: patch.demographic ?? m.demographic,
    },
  };
  const ev = event('recipe.metadata_updated', state, next, optionalRationale(patch.rationale));
  if (ev.changed_fields.length === 0) {
    return null;
  }
  const parts: string[] = [];
  for (const field of ev.changed_fields) {
    const before = (ev.before as Record<string, unknown>)[field];
    const after = (ev.after as Record<string, unknown>)[field];
    parts.push(field === 'name' ? `renamed "${before}" to "${after}"` : `${field} ${before} → ${after}`);
  }
  return { state: next, events: [ev], summary: `Updated metadata: ${parts.join('; ')}` };
}

/** Whether country or demographic differ (nutrition must then be recomputed). */
export function labelBasisChanged(before: RecipeState, after: RecipeState): boolean {
  return (
    before.metadata.country !== after.metadata.country ||
    before.metadata.demographic !== after.metadata.demographic
  );
}

/** Records that the service recomputed nutrition inside the same change. */
export function withRecomputedNutrition(
  change: RecipeChange,
  recomputed: RecipeState,
  actor: Actor,
): RecipeChange {
  const ev = event('recipe.nutrition_computed', change.state, recomputed, null, actor);
  if (ev.changed_fields.length === 0) {
    return change;
  }
  return {
    state: recomputed,
    events: [...change.events, ev],
    summary: `${change.summary}; nutrition recomputed`,
  };
}

export function archive(state: RecipeState): RecipeChange {
  const next: RecipeState = { ...state, metadata: { ...state.metadata, status: 'archived' } };
  return { state: next, events: [event('recipe.archived', state, next, null)], summary: 'Archived' };
}

export function unarchive(state: RecipeState): RecipeChange {
  const next: RecipeState = { ...state, metadata: { ...state.metadata, status: 'active' } };
  return { state: next, events: [event('recipe.unarchived', state, next, null)], summary: 'Unarchived' };
}

/**
 * Restores the target version's content as a new change: every part reverts, lifecycle status
 * included (restoring past an archive un-archives, restoring to an archived version archives).
 */
export function restore(
  state: RecipeState,
  target: RecipeState,
  targetVersionId: string,
  rationale: string | undefined,
): RecipeChange {
  return {
    state: target,
    events: [event('recipe.restored', state, target, optionalRationale(rationale))],
    summary: `Restored to version ${targetVersionId}`,
  };
}

/** The final version of a deleted recipe: its content with status deleted. */
export function markDeleted(state: RecipeState): RecipeChange {
  const next: RecipeState = { ...state, metadata: { ...state.metadata, status: 'deleted' } };
  return { state: next, events: [event('recipe.deleted', state, next, null)], summary: 'Deleted' };
}
