import { type FieldIssue, NotFoundError, ValidationError } from '../errors.ts';
import { LABEL_NUTRIENTS, labelNutrient } from '../labeling/us-fda/index.ts';
import type { JsonObject, JsonValue } from '../versioning/canonical.ts';
import type { EventDraft } from '../versioning/events.ts';
import { assertModifiable, type RecipeChange } from './mutations.ts';
import type { LabelOptions } from './serving-facts.ts';
import type { RecipeState } from './state.ts';

/**
 * Label configuration of a recipe: which voluntary nutrients its labels show, optional display
 * names, and whether the per-container column is shown where FDA does not require it. It is part
 * of the recipe's content, so it is versioned, restored and read at a version with the recipe.
 *
 * - Mandatory nutrients (the fifteen post-2016 lines) are always shown: hiding one is a 422.
 * - Voluntary nutrients are hidden by default (the regulatory default); an entry turns one on.
 *   A voluntary line still appears only when the recipe has data for it.
 * - A display name may only be changed to a form 21 CFR 101.9(c)(8)(v) allows: the name followed
 *   by its synonym in parentheses ("Vitamin C (Ascorbic acid)"). Any other override is a 422, so
 *   a configuration can never make a label non-compliant.
 * - The configuration replaces the previous one whole (PUT); the same configuration again writes
 *   nothing.
 * - Nutrient confirmations: a person states that one ingredient's food has none of a mandatory
 *   nutrient its data does not give (trans fat of a chocolate SR28 has no trans-fat value for,
 *   added sugars of a bread), with a rationale. The label then counts that food as 0 g and says
 *   so on the line (`basis`); without a confirmation the line is not declared. Each confirmation
 *   keeps who made it and when (kept when a later PUT repeats it unchanged), and the
 *   `recipe.label_configuration_updated` event carries the confirmations before and after, so the
 *   audit trail shows who confirmed what.
 */

export interface LabelConfigEntry {
  bmid: string;
  visible: boolean;
  display_name_override: string | null;
}

/** A person's statement that a food of the recipe has none of a mandatory nutrient. */
export interface NutrientConfirmation {
  bmid: string;
  food_id: string;
  /** Why the person is sure (supplier specification, ingredient statement…). */
  rationale: string;
  confirmed_by: string;
  confirmed_at: string;
}

export interface NutrientConfirmationRequest {
  bmid: string;
  food_id: string;
  rationale: string;
}

/** Mandatory nutrients a confirmation may declare absent (calories cannot be "none"). */
export function confirmableNutrient(bmid: string): boolean {
  const def = labelNutrient(bmid);
  return def?.mandatory === true && bmid !== 'n_energy_kcal';
}

export interface LabelConfiguration {
  entries: LabelConfigEntry[];
  show_per_container: boolean;
  /** Absent in configurations written before confirmations existed. */
  nutrient_confirmations?: NutrientConfirmation[];
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export interface LabelConfigRequestEntry {
  bmid: string;
  visible: boolean;
  display_name_override?: string | null | undefined;
}

/** (c)(8)(v): synonyms that may follow a nutrient's name in parentheses, as printed. */
export const ALLOWED_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  n_vitamin_c: ['Vitamin C (Ascorbic acid)'],
  n_thiamin: ['Thiamin (Vitamin B1)'],
  n_riboflavin: ['Riboflavin (Vitamin B2)'],
  n_folate: ['Folate (Folacin)'],
};

export type LabelConfigSource = 'regulatory_default' | 'custom';

export interface LabelConfigNutrient {
  bmid: string;
  official_name: string;
  visible: boolean;
  display_name: string;
  display_name_override: string | null;
  allowed_synonyms: string[];
  is_mandatory: boolean;
  is_toggleable: boolean;
  source: LabelConfigSource;
}

export interface LabelConfigurationView {
  nutrients: LabelConfigNutrient[];
  show_per_container: boolean;
  nutrient_confirmations: NutrientConfirmation[];
  has_custom_configuration: boolean;
  created_by: string | null;
  updated_at: string | null;
}

export function labelConfigurationOf(state: RecipeState): LabelConfiguration | null {
  return state.label_configuration as unknown as LabelConfiguration | null;
}

/** Every label nutrient with its effective setting, in panel order. */
export function labelConfigurationView(config: LabelConfiguration | null): LabelConfigurationView {
  const entries = new Map((config?.entries ?? []).map((e) => [e.bmid, e]));
  return {
    nutrients: LABEL_NUTRIENTS.map((def) => {
      const entry = entries.get(def.bmid);
      const override = entry?.display_name_override ?? null;
      return {
        bmid: def.bmid,
        official_name: def.display_name,
        visible: def.mandatory || entry?.visible === true,
        display_name: override ?? def.display_name,
        display_name_override: override,
        allowed_synonyms: [...(ALLOWED_SYNONYMS[def.bmid] ?? [])],
        is_mandatory: def.mandatory,
        is_toggleable: !def.mandatory,
        source: entry === undefined ? 'regulatory_default' : 'custom',
      };
    }),
    show_per_container: config?.show_per_container ?? false,
    nutrient_confirmations: config?.nutrient_confirmations ?? [],
    has_custom_configuration: config !== null,
    created_by: config?.created_by ?? null,
    updated_at: config?.updated_at ?? null,
  };
}

/** What buildLabel needs from a configuration. */
export function labelOptions(config: LabelConfiguration | null): LabelOptions {
  const visibility: Record<string, boolean> = {};
  const displayNames: Record<string, string> = {};
  for (const e of config?.entries ?? []) {
    visibility[e.bmid] = e.visible;
    if (e.display_name_override !== null) {
      displayNames[e.bmid] = e.display_name_override;
    }
  }
  return {
    visibility,
    displayNames,
    showPerContainer: config?.show_per_container ?? false,
    confirmations: config?.nutrient_confirmations ?? [],
  };
}

/**
 * Checks confirmations: a confirmable nutrient, a food one of the recipe's ingredients uses, a
 * rationale, each pair once. Stamps new or changed ones with the actor and time; unchanged ones
 * keep their stamp.
 */
export function validateConfirmations(
  state: RecipeState,
  requests: readonly NutrientConfirmationRequest[],
  actorId: string,
  now: string,
): NutrientConfirmation[] {
  const issues: FieldIssue[] = [];
  const foods = new Set(state.ingredients.map((i) => i.selected_ingredient_id).filter((id) => id !== null));
  const before = new Map(
    (labelConfigurationOf(state)?.nutrient_confirmations ?? []).map((c) => [`${c.bmid} ${c.food_id}`, c]),
  );
  const seen = new Set<string>();
  const out: NutrientConfirmation[] = [];
  requests.forEach((r, index) => {
    const loc = (field: string) => ['body', 'nutrient_confirmations', index, field];
    if (!confirmableNutrient(r.bmid)) {
      issues.push({
        loc: loc('bmid'),
        msg: `"${r.bmid}" is not a mandatory label nutrient an ingredient can be confirmed to lack (calories cannot be)`,
        type: 'not_confirmable',
        input: r.bmid,
      });
      return;
    }
    if (!foods.has(r.food_id)) {
      issues.push({
        loc: loc('food_id'),
        msg: 'Not the food of any ingredient of this recipe (GET /studio/recipes/{recipe_id}/ingredients)',
        type: 'unknown_ingredient_food',
        input: r.food_id,
      });
      return;
    }
    const rationale = r.rationale.trim();
    if (rationale === '') {
      issues.push({
        loc: loc('rationale'),
        msg: 'Say why the ingredient has none (supplier specification, ingredient statement…)',
        type: 'missing',
        input: r.rationale,
      });
      return;
    }
    const key = `${r.bmid} ${r.food_id}`;
    if (seen.has(key)) {
      issues.push({
        loc: loc('food_id'),
        msg: 'Confirmed more than once',
        type: 'duplicate',
        input: r.food_id,
      });
      return;
    }
    seen.add(key);
    const old = before.get(key);
    out.push(
      old !== undefined && old.rationale === rationale
        ? old
        : { bmid: r.bmid, food_id: r.food_id, rationale, confirmed_by: actorId, confirmed_at: now },
    );
  });
  if (issues.length > 0) {
    throw new ValidationError(
      issues.length === 1 ? `${issues[0]?.msg}.` : 'The nutrient confirmations are invalid.',
      issues,
    );
  }
  return out.sort((a, b) => `${a.bmid} ${a.food_id}`.localeCompare(`${b.bmid} ${b.food_id}`));
}

/** Checks entries: label nutrients only, once each, mandatory ones visible, lawful names. */
export function validateLabelEntries(entries: readonly LabelConfigRequestEntry[]): LabelConfigEntry[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const out: LabelConfigEntry[] = [];
  entries.forEach((entry, index) => {
    const loc = (field: string) => ['body', 'nutrient_entries', index, field];
    const def = labelNutrient(entry.bmid);
    if (def === undefined) {
      issues.push({
        loc: loc('bmid'),
        msg: `"${entry.bmid}" is not a nutrient a US label can declare (GET /studio/recipes/{recipe_id}/label-configuration lists them)`,
        type: 'unknown_nutrient',
        input: entry.bmid,
      });
      return;
    }
    if (seen.has(entry.bmid)) {
      issues.push({ loc: loc('bmid'), msg: 'Listed more than once', type: 'duplicate', input: entry.bmid });
      return;
    }
    seen.add(entry.bmid);
    if (def.mandatory && !entry.visible) {
      issues.push({
        loc: loc('visible'),
        msg: `${def.display_name} is mandatory on every Nutrition Facts label (21 CFR 101.9(c)) and cannot be hidden`,
        type: 'mandatory_nutrient',
        input: entry.visible,
      });
    }
    const raw = entry.display_name_override?.trim() ?? '';
    let override: string | null = null;
    if (raw !== '' && raw !== def.display_name) {
      const allowed = ALLOWED_SYNONYMS[def.bmid] ?? [];
      const match = allowed.find((s) => s.toLowerCase() === raw.toLowerCase());
      if (match === undefined) {
        issues.push({
          loc: loc('display_name_override'),
          msg:
            allowed.length === 0
              ? `${def.display_name} has no synonym FDA allows (21 CFR 101.9(c)(8)(v)); its name cannot be changed`
              : `Must be one of: ${allowed.join(', ')} (21 CFR 101.9(c)(8)(v))`,
          type: 'display_name_not_allowed',
          input: entry.display_name_override,
        });
      } else {
        override = match;
      }
    }
    out.push({ bmid: def.bmid, visible: def.mandatory || entry.visible, display_name_override: override });
  });
  if (issues.length > 0) {
    throw new ValidationError(
      issues.length === 1 ? `${issues[0]?.msg}.` : 'The label configuration is invalid.',
      issues,
    );
  }
  // Stored in panel order, so equal configurations are equal content.
  const order = new Map(LABEL_NUTRIENTS.map((d, i) => [d.bmid, i]));
  return out.sort((a, b) => (order.get(a.bmid) ?? 0) - (order.get(b.bmid) ?? 0));
}

function digest(config: LabelConfiguration | null): JsonValue {
  return config === null
    ? null
    : ({
        entries: config.entries,
        show_per_container: config.show_per_container,
        nutrient_confirmations: config.nutrient_confirmations ?? [],
      } as unknown as JsonObject);
}

function sameConfirmations(a: readonly NutrientConfirmation[], b: readonly NutrientConfirmation[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => {
      const o = b[i];
      return o !== undefined && c.bmid === o.bmid && c.food_id === o.food_id && c.rationale === o.rationale;
    })
  );
}

function sameEntries(a: readonly LabelConfigEntry[], b: readonly LabelConfigEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => {
      const o = b[i];
      return (
        o !== undefined &&
        e.bmid === o.bmid &&
        e.visible === o.visible &&
        e.display_name_override === o.display_name_override
      );
    })
  );
}

/** Creates or replaces the configuration (`recipe.label_configuration_updated`); null when unchanged. */
export function upsertLabelConfiguration(
  state: RecipeState,
  input: {
    entries: LabelConfigEntry[];
    showPerContainer: boolean;
    confirmations?: readonly NutrientConfirmationRequest[];
    actorId: string;
    now: string;
  },
  recipeId: string,
): RecipeChange | null {
  assertModifiable(state, recipeId);
  const before = labelConfigurationOf(state);
  const confirmations = validateConfirmations(state, input.confirmations ?? [], input.actorId, input.now);
  if (
    before !== null &&
    before.show_per_container === input.showPerContainer &&
    sameEntries(before.entries, input.entries) &&
    sameConfirmations(before.nutrient_confirmations ?? [], confirmations)
  ) {
    return null;
  }
  const config: LabelConfiguration = {
    entries: input.entries,
    show_per_container: input.showPerContainer,
    ...(confirmations.length === 0 ? {} : { nutrient_confirmations: confirmations }),
    created_by: before?.created_by ?? input.actorId,
    created_at: before?.created_at ?? input.now,
    updated_by: input.actorId,
    updated_at: input.now,
  };
  const next: RecipeState = { ...state, label_configuration: config as unknown as JsonObject };
  const event: EventDraft = {
    event_type: 'recipe.label_configuration_updated',
    changed_fields: ['label_configuration'],
    before: { label_configuration: digest(before) },
    after: { label_configuration: digest(config) },
    rationale: null,
  };
  const shown = input.entries.filter((e) => e.visible && labelNutrient(e.bmid)?.mandatory === false).length;
  const confirmed = confirmations.length;
  return {
    state: next,
    events: [event],
    summary: `${before === null ? 'Created' : 'Replaced'} label configuration (${shown} voluntary nutrient${shown === 1 ? '' : 's'} shown${confirmed === 0 ? '' : `, ${confirmed} nutrient confirmation${confirmed === 1 ? '' : 's'}`})`,
  };
}

/** Drops the configuration (`recipe.label_configuration_deleted`); 404 when there is none. */
export function deleteLabelConfiguration(state: RecipeState, recipeId: string): RecipeChange {
  assertModifiable(state, recipeId);
  const before = labelConfigurationOf(state);
  if (before === null) {
    throw new NotFoundError(
      'label_configuration_not_found',
      `Recipe ${recipeId} has no label configuration; its labels use the regulatory defaults.`,
    );
  }
  return {
    state: { ...state, label_configuration: null },
    events: [
      {
        event_type: 'recipe.label_configuration_deleted',
        changed_fields: ['label_configuration'],
        before: { label_configuration: digest(before) },
        after: { label_configuration: null },
        rationale: null,
      },
    ],
    summary: 'Deleted label configuration (regulatory defaults apply)',
  };
}
