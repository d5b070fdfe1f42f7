import { decString } from '../decimal.ts';
import { parseIngredientLine } from '../parsing/parse-ingredient-line.ts';
import type { RecipeIngredient } from '../recipes/state.ts';
import type { JsonObject, JsonValue } from '../versioning/canonical.ts';
import { amountNotStated, amountOf, conversionClassOf, portionId } from './rows.ts';
import type {
  ParsedLine,
  ResolutionRow,
  RowConversion,
  RowPortionReference,
  RowSearch,
  SearchProvenance,
  SessionConversionStep,
} from './session.ts';

/**
 * The two directions between session rows and recipe ingredients: a confirm writes rows as
 * ingredients (and the confirm result the contract shows); a new session starts from the
 * recipe's ingredients as carried rows.
 */

export interface ContractStep {
  from_quantity: string;
  from_unit: string;
  to_quantity: string;
  to_unit: string;
  source: string;
  reasoning: string;
}

export interface ConfirmedIngredient {
  id: string;
  original_text: string;
  parsed_quantity: string | null;
  parsed_unit: string | null;
  parsed_ingredient_name: string | null;
  selected_ingredient_id: string;
  selected_ingredient_name: string;
  /** null: the line states no amount, and the ingredient carries no weight. */
  metric_quantity_g: string | null;
  pinned_version_id: string | null;
}

export interface ConfirmedConversion {
  ingredient_row_id: string;
  conversion_source: string;
  reasoning: string;
  approximate: boolean;
  portion_reference: {
    portion_bmid: string;
    measure_unit_name: string;
    gram_weight: string;
    amount: string;
  } | null;
}

export interface NamedFood {
  ingredient_id: string;
  ingredient_name: string;
}

export interface ConfirmedResolution {
  row_id: string;
  original_text: string;
  parsed: {
    quantity_text: string | null;
    quantity: string | null;
    unit: string | null;
    ingredient_name: string | null;
  };
  /** quantity null (and no steps) for a line that states no amount. */
  converted: { quantity: string | null; unit: 'g'; steps: ContractStep[] };
  matches: {
    query_text: string | null;
    candidates: NamedFood[];
    selected_match: NamedFood;
    match_confidence: number | null;
    search_strategy_used: string;
    provenance: SearchProvenance | null;
  };
}

/** The contract's confirm result (quantities as decimal strings; the HTTP layer writes numbers). */
export interface ConfirmResult {
  recipe_id: string;
  resolution_id: string;
  updated_at: string;
  ingredients: ConfirmedIngredient[];
  ingredient_conversions: ConfirmedConversion[];
  ingredient_resolutions: ConfirmedResolution[];
}

function contractStep(s: SessionConversionStep): ContractStep {
  return {
    from_quantity: s.input_quantity,
    from_unit: s.input_unit,
    to_quantity: s.output_quantity,
    to_unit: s.output_unit,
    source: s.source,
    reasoning: s.reasoning,
  };
}

/** The conversion source a confirm records for a line that states no amount. */
export const NO_AMOUNT_SOURCE = 'none';

/**
 * A resolved row's food and conversion; the conversion is null for a row resolved without a
 * weight (its line states no amount).
 */
function resolvedParts(row: ResolutionRow): {
  foodId: string;
  foodName: string;
  conversion: RowConversion | null;
} {
  const { ingredient_id: foodId, ingredient_name: foodName } = row.search;
  const conversion = row.unit_conversion;
  if (row.status !== 'resolved' || foodId === null) {
    throw new RangeError(`row ${row.row_id} is not resolved`);
  }
  return { foodId, foodName: foodName ?? foodId, conversion };
}

/** Why a row without a weight has none (its notice, or the rule when an older row lacks one). */
function noWeightReason(row: ResolutionRow): string {
  return row.notice?.message ?? amountNotStated(row.parsed).message;
}

/** A resolved row as the ingredient line it becomes (its id is the row id). */
export function ingredientFromRow(row: ResolutionRow): RecipeIngredient {
  const { foodId, foodName, conversion } = resolvedParts(row);
  return {
    id: row.row_id,
    original_text: row.original_text,
    parsed_quantity: row.parsed.quantity,
    parsed_unit: row.parsed.unit,
    parsed_ingredient_name: row.parsed.ingredient_name,
    selected_ingredient_id: foodId,
    selected_ingredient_name: foodName,
    metric_quantity_g: conversion?.quantity_grams ?? null,
    pinned_version_id: row.pinned_version_id,
    conversion:
      conversion === null
        ? null
        : {
            conversion_source: conversion.provenance,
            conversion_class: conversion.conversion_class,
            resolved_by: conversion.resolved_by,
            approximate: conversion.approximate,
            reasoning: conversion.reasoning,
            portion_reference: conversion.portion_reference as unknown as JsonObject | null,
            steps: conversion.steps.map(contractStep) as unknown as JsonValue[],
          },
  };
}

export function confirmResult(input: {
  recipeId: string;
  resolutionId: string;
  updatedAt: string;
  rows: readonly ResolutionRow[];
}): ConfirmResult {
  const ingredients: ConfirmedIngredient[] = [];
  const conversions: ConfirmedConversion[] = [];
  const resolutions: ConfirmedResolution[] = [];
  for (const row of input.rows) {
    const { foodId, foodName, conversion } = resolvedParts(row);
    const ing = ingredientFromRow(row);
    ingredients.push({
      id: ing.id,
      original_text: ing.original_text,
      parsed_quantity: ing.parsed_quantity,
      parsed_unit: ing.parsed_unit,
      parsed_ingredient_name: ing.parsed_ingredient_name,
      selected_ingredient_id: foodId,
      selected_ingredient_name: foodName,
      metric_quantity_g: ing.metric_quantity_g,
      pinned_version_id: ing.pinned_version_id,
    });
    const portion = conversion?.portion_reference;
    conversions.push({
      ingredient_row_id: row.row_id,
      conversion_source: conversion?.provenance ?? NO_AMOUNT_SOURCE,
      reasoning: conversion?.reasoning ?? noWeightReason(row),
      approximate: conversion?.approximate ?? false,
      portion_reference:
        portion === null || portion === undefined
          ? null
          : {
              portion_bmid: portionId(foodId, portion.portion_index),
              measure_unit_name: portion.measure_unit_name,
              gram_weight: portion.gram_weight,
              amount: portion.amount,
            },
    });
    resolutions.push({
      row_id: row.row_id,
      original_text: row.original_text,
      parsed: {
        quantity_text: row.parsed.quantity_text,
        quantity: row.parsed.quantity,
        unit: row.parsed.unit,
        ingredient_name: row.parsed.ingredient_name,
      },
      converted: {
        quantity: conversion?.quantity_grams ?? null,
        unit: 'g',
        steps: conversion?.steps.map(contractStep) ?? [],
      },
      matches: {
        query_text: row.search.query_text,
        candidates: row.search.candidates.map((c) => ({
          ingredient_id: c.ingredient_id,
          ingredient_name: c.ingredient_name,
        })),
        selected_match: { ingredient_id: foodId, ingredient_name: foodName },
        match_confidence: row.search.match_confidence,
        search_strategy_used: row.search.search_strategy_used,
        provenance: row.search.provenance,
      },
    });
  }
  return {
    recipe_id: input.recipeId,
    resolution_id: input.resolutionId,
    updated_at: input.updatedAt,
    ingredients,
    ingredient_conversions: conversions,
    ingredient_resolutions: resolutions,
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** The match part of the last confirm result, by ingredient line id (stored state is read defensively). */
function previousMatches(resolution: JsonObject | null): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  const list = resolution?.ingredient_resolutions;
  if (!Array.isArray(list)) {
    return out;
  }
  for (const item of list) {
    if (isObject(item) && typeof item.row_id === 'string' && isObject(item.matches)) {
      out.set(item.row_id, item.matches);
    }
  }
  return out;
}

function carriedSearch(ing: RecipeIngredient, matches: Record<string, unknown> | undefined): RowSearch {
  const selected = isObject(matches?.selected_match) ? matches.selected_match : undefined;
  const same = selected !== undefined && selected.ingredient_id === ing.selected_ingredient_id;
  const candidates = same && Array.isArray(matches?.candidates) ? matches.candidates : [];
  return {
    query_text: (same ? str(matches?.query_text) : null) ?? ing.parsed_ingredient_name,
    ingredient_id: ing.selected_ingredient_id,
    ingredient_name: ing.selected_ingredient_name,
    provenance: 'carried',
    match_confidence: same && typeof matches?.match_confidence === 'number' ? matches.match_confidence : null,
    search_strategy_used: (same ? str(matches?.search_strategy_used) : null) ?? 'none',
    candidates: candidates.filter(isObject).map((c) => {
      const id = str(c.ingredient_id) ?? '';
      const name = str(c.ingredient_name) ?? id;
      return {
        ingredient_id: id,
        ingredient_name: name,
        name,
        item_type: 'ingredient' as const,
        category: null,
        confidence: 0,
        relevance_score: 0,
        search_strategy: 'none',
        nutrient_count: 0,
        portion_count: 0,
        food_portions: [],
      };
    }),
  };
}

function portionOf(portion: Record<string, unknown> | null): RowPortionReference | null {
  if (portion === null) {
    return null;
  }
  return {
    portion_index: typeof portion.portion_index === 'number' ? portion.portion_index : 0,
    measure_unit_name: str(portion.measure_unit_name) ?? '',
    amount: str(portion.amount) ?? '',
    gram_weight: str(portion.gram_weight) ?? '',
    modifier: str(portion.modifier),
  };
}

function carriedConversion(ing: RecipeIngredient): RowConversion | null {
  if (ing.metric_quantity_g === null) {
    return null;
  }
  const c = ing.conversion ?? {};
  const steps = Array.isArray(c.steps) ? (c.steps as unknown[]).filter(isObject) : [];
  const portion = isObject(c.portion_reference) ? c.portion_reference : null;
  return {
    quantity_grams: ing.metric_quantity_g,
    provenance: str(c.conversion_source) ?? 'identity',
    conversion_class: str(c.conversion_class) ?? conversionClassOf(ing.parsed_unit),
    resolved_by: c.resolved_by === 'system' ? 'system' : 'client',
    approximate: c.approximate === true,
    reasoning: str(c.reasoning) ?? '',
    portion_reference: portionOf(portion),
    steps: steps.map((s) => ({
      input_quantity: str(s.from_quantity) ?? '',
      input_unit: str(s.from_unit) ?? '',
      output_quantity: str(s.to_quantity) ?? '',
      output_unit: str(s.to_unit) ?? '',
      source: str(s.source) ?? '',
      conversion_class: conversionClassOf(str(s.from_unit)),
      reasoning: str(s.reasoning) ?? '',
    })),
  };
}

/**
 * A recipe ingredient as a carried row. Size, preparation and container amounts are read again
 * from its text (lines are not stored with them); quantity, unit and name are the stored ones,
 * which reflect earlier update_* items. The candidates of the last confirm are shown when that
 * confirm chose the same food.
 */
export function rowFromIngredient(
  ing: RecipeIngredient,
  position: number,
  lastResolution: JsonObject | null,
): ResolutionRow {
  const p = parseIngredientLine(ing.original_text);
  const sameQuantity =
    p.quantity !== null && ing.parsed_quantity !== null && decString(p.quantity) === ing.parsed_quantity;
  const sameUnit = p.unit === ing.parsed_unit;
  const resolved = ing.selected_ingredient_id !== null;
  const parsed: ParsedLine = {
    position,
    original_text: ing.original_text,
    quantity: ing.parsed_quantity,
    quantity_text: sameQuantity ? p.quantity_text : ing.parsed_quantity,
    quantity_range: null,
    unit: ing.parsed_unit,
    unit_text: sameUnit ? p.unit_text : ing.parsed_unit,
    size: sameUnit ? p.size : null,
    ingredient_name: ing.parsed_ingredient_name ?? (p.name === '' ? null : p.name),
    preparation: p.comment,
    secondary_amounts: sameQuantity && sameUnit ? p.secondary.map(amountOf) : [],
    added_amounts: sameQuantity && sameUnit ? p.added.map(amountOf) : [],
    error: null,
  };
  const conversion = carriedConversion(ing);
  return {
    row_id: ing.id,
    position,
    action: 'keep_ingredient',
    item_index: null,
    original_text: ing.original_text,
    status: resolved ? 'resolved' : 'unresolved',
    parsed,
    search: carriedSearch(ing, previousMatches(lastResolution).get(ing.id)),
    unit_conversion: conversion,
    pinned_version_id: ing.pinned_version_id,
    error: resolved
      ? null
      : {
          code: 'no_match',
          message: `The line "${ing.original_text}" has no food selected.`,
          field: 'ingredient_name',
          reason_code: null,
        },
    // An ingredient confirmed without a weight keeps saying so.
    notice: resolved && conversion === null ? amountNotStated(parsed) : null,
  };
}
