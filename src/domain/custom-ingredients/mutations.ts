import { ConflictError, ValidationError } from '../errors.ts';
import { changeSet } from '../versioning/changes.ts';
import type { EventDraft } from '../versioning/events.ts';
import {
  type CreateStatus,
  type CustomIngredientState,
  customIngredientFields,
  DEFAULT_REFERENCE_AMOUNT,
  DEFAULT_REFERENCE_UNIT,
} from './state.ts';
import { applyInput, type CustomIngredientInput, gramBasisIssue } from './validate.ts';

/**
 * Pure state transitions of a custom ingredient. Each returns the new state, the audit events that
 * describe it and the version summary (null when nothing would change).
 *
 * | from | operation | to |
 * | --- | --- | --- |
 * | (none) | create | draft (default) or active |
 * | draft, active | update | same status, new content |
 * | draft | activate | active (needs a gram basis) |
 * | active | activate | active: nothing written |
 * | draft, active | archive | archived, remembering which |
 * | archived | archive | archived: nothing written |
 * | archived | unarchive | the status before archiving (draft or active) |
 * | draft, active | unarchive | unchanged: nothing written |
 * | draft, active, archived | restore | the target version's content, status included |
 * | draft, active, archived | delete | deleted (terminal) |
 * | archived | update, activate | 409 custom_ingredient_archived |
 */
export const CUSTOM_INGREDIENT_EVENT_TYPES = [
  'custom_ingredient.created',
  'custom_ingredient.updated',
  'custom_ingredient.activated',
  'custom_ingredient.archived',
  'custom_ingredient.unarchived',
  'custom_ingredient.restored',
  'custom_ingredient.deleted',
] as const;
export type CustomIngredientEventType = (typeof CUSTOM_INGREDIENT_EVENT_TYPES)[number];

export interface CustomIngredientChange {
  state: CustomIngredientState;
  events: EventDraft[];
  summary: string;
}

function event(
  type: CustomIngredientEventType,
  before: CustomIngredientState,
  after: CustomIngredientState,
  rationale: string | null,
): EventDraft {
  const set = changeSet(customIngredientFields(before), customIngredientFields(after));
  return {
    event_type: type,
    changed_fields: set.changed_fields,
    before: set.before,
    after: set.after,
    rationale,
  };
}

function optionalRationale(raw: string | undefined): string | null {
  const r = raw?.trim();
  return r === undefined || r === '' ? null : r;
}

/** The content of a new ingredient before any input: per 100 g, US market, no nutrients. */
export function emptyCustomIngredient(status: CreateStatus): CustomIngredientState {
  return {
    name: '',
    status,
    status_before_archive: null,
    entry_method: 'form',
    notes: null,
    reference_amount: DEFAULT_REFERENCE_AMOUNT,
    reference_unit: DEFAULT_REFERENCE_UNIT,
    household_measure: null,
    reference_quantity_g: null,
    density_g_per_ml: null,
    nutrients: [],
    approved_markets: ['US'],
    brand: null,
    manufacturer: null,
    source_url: null,
    attributes: [],
    artifacts: [],
    ingredient_statement: null,
    allergens: [],
    counts_sugars_as_added: false,
  };
}

export function createCustomIngredientState(
  input: CustomIngredientInput & { name: string; status?: CreateStatus },
): CustomIngredientChange {
  const state = applyInput(emptyCustomIngredient(input.status ?? 'draft'), input, ['body']);
  const after = customIngredientFields(state);
  return {
    state,
    events: [
      {
        event_type: 'custom_ingredient.created',
        changed_fields: Object.keys(after),
        before: null,
        after,
        rationale: null,
      },
    ],
    summary: `Created custom ingredient "${state.name}" (${state.status})`,
  };
}

function archivedConflict(id: string): ConflictError {
  return new ConflictError(
    'custom_ingredient_archived',
    `Custom ingredient ${id} is archived; unarchive it before changing it.`,
  );
}

/** Applies a partial update; null when every given value equals the current one. */
export function updateCustomIngredient(
  state: CustomIngredientState,
  input: CustomIngredientInput,
  id: string,
  rationale?: string,
): CustomIngredientChange | null {
  if (state.status === 'archived') {
    throw archivedConflict(id);
  }
  const next = applyInput(state, input, ['body']);
  const ev = event('custom_ingredient.updated', state, next, optionalRationale(rationale));
  if (ev.changed_fields.length === 0) {
    return null;
  }
  const before = ev.before as Record<string, unknown>;
  const after = ev.after as Record<string, unknown>;
  const parts = ev.changed_fields.map((f) =>
    f === 'name' ? `renamed "${String(before.name)}" to "${String(after.name)}"` : f,
  );
  return { state: next, events: [ev], summary: `Updated ${parts.join(', ')}` };
}

function requireGramBasis(state: CustomIngredientState, id: string): void {
  const issue = gramBasisIssue(state, ['custom_ingredient']);
  if (issue !== null) {
    throw new ValidationError(
      `Custom ingredient ${id} cannot be active without the gram weight of its nutrient basis.`,
      [issue],
    );
  }
}

/** draft → active; 409 when archived; 422 without a gram basis. */
export function activate(state: CustomIngredientState, id: string): CustomIngredientChange {
  if (state.status === 'archived') {
    throw archivedConflict(id);
  }
  const next: CustomIngredientState = { ...state, status: 'active' };
  requireGramBasis(next, id);
  return {
    state: next,
    events: [event('custom_ingredient.activated', state, next, null)],
    summary: 'Activated',
  };
}

/** draft or active → archived, remembering which one to return to. */
export function archive(state: CustomIngredientState): CustomIngredientChange {
  const from = state.status === 'draft' ? 'draft' : 'active';
  const next: CustomIngredientState = { ...state, status: 'archived', status_before_archive: from };
  return {
    state: next,
    events: [event('custom_ingredient.archived', state, next, null)],
    summary: `Archived (was ${from})`,
  };
}

/** archived → the status before archiving (active when unknown). */
export function unarchive(state: CustomIngredientState, id: string): CustomIngredientChange {
  const back = state.status_before_archive ?? 'active';
  const next: CustomIngredientState = { ...state, status: back, status_before_archive: null };
  if (back === 'active') {
    requireGramBasis(next, id);
  }
  return {
    state: next,
    events: [event('custom_ingredient.unarchived', state, next, null)],
    summary: `Unarchived (back to ${back})`,
  };
}

/** The target version's content as a new change: nutrients, basis, name, status, attributes… all revert. */
export function restore(
  state: CustomIngredientState,
  target: CustomIngredientState,
  targetVersionId: string,
  rationale: string | undefined,
): CustomIngredientChange {
  return {
    state: target,
    events: [event('custom_ingredient.restored', state, target, optionalRationale(rationale))],
    summary: `Restored to version ${targetVersionId}`,
  };
}

/** The final version of a deleted ingredient: its content with status deleted. */
export function markDeleted(state: CustomIngredientState): CustomIngredientChange {
  const next: CustomIngredientState = { ...state, status: 'deleted', status_before_archive: null };
  return { state: next, events: [event('custom_ingredient.deleted', state, next, null)], summary: 'Deleted' };
}
