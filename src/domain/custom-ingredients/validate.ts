import { decString } from '../decimal.ts';
import { type FieldIssue, ValidationError } from '../errors.ts';
import { type Allergen, MAJOR_ALLERGENS } from '../foods/food.ts';
import { nutrientByBmid } from '../nutrition/nutrients.ts';
import { gramBasis } from './food.ts';
import {
  ATTRIBUTE_TYPES,
  type AttributeType,
  type AttributeValue,
  CUSTOM_INGREDIENT_NAME_MAX,
  type CustomArtifact,
  type CustomAttribute,
  type CustomIngredientState,
  type CustomNutrient,
  type EntryMethod,
  MARKETS,
  type Market,
} from './state.ts';

/**
 * Turns client input into custom ingredient content, with every problem reported at once as a
 * 422 naming the field (`loc` with item indexes). The HTTP schema has already checked types and
 * lengths; this checks meaning: nutrient ids against the catalogue, units against each nutrient's
 * unit, decimal amounts, uniqueness of keys, attribute values against their type.
 */

export interface MarketNutrientInput {
  bmid?: string;
  nutrient_id?: number;
}

export interface NutrientInput {
  id: string;
  unit: string;
  amount: string;
  market_nutrients?: Record<string, MarketNutrientInput>;
}

export interface AttributeInput {
  key: string;
  type: AttributeType;
  value: unknown;
  searchable?: boolean;
}

export interface ArtifactInput {
  key: string;
  kind: string;
  uploaded_at: string;
}

/** What create and update accept; absent members stay as they are, null clears optional ones. */
export interface CustomIngredientInput {
  name?: string;
  entry_method?: EntryMethod;
  notes?: string | null;
  reference_amount?: string;
  reference_unit?: string;
  household_measure?: string | null;
  reference_quantity_g?: string | null;
  density_g_per_ml?: string | null;
  nutrients?: NutrientInput[];
  approved_markets?: string[];
  brand?: string | null;
  manufacturer?: string | null;
  source_url?: string | null;
  attributes?: AttributeInput[];
  artifacts?: ArtifactInput[];
  ingredient_statement?: string | null;
  allergens?: string[];
  counts_sugars_as_added?: boolean;
}

/**
 * Spellings accepted for each catalogue unit (case-insensitive). No conversion happens: an amount
 * must be given in its nutrient's unit; these are only other ways to write that unit.
 */
const UNIT_ALIASES: ReadonlyMap<string, string> = new Map([
  ['g', 'g'],
  ['gram', 'g'],
  ['grams', 'g'],
  ['mg', 'mg'],
  ['milligram', 'mg'],
  ['milligrams', 'mg'],
  ['mcg', 'mcg'],
  ['µg', 'mcg'],
  ['μg', 'mcg'],
  ['ug', 'mcg'],
  ['microgram', 'mcg'],
  ['micrograms', 'mcg'],
  ['kcal', 'kcal'],
  ['kilocalorie', 'kcal'],
  ['kilocalories', 'kcal'],
  ['kj', 'kJ'],
  ['kilojoule', 'kJ'],
  ['kilojoules', 'kJ'],
  ['iu', 'IU'],
]);

/** The catalogue unit a spelling stands for ("µg" → mcg), or undefined. */
export function canonicalNutrientUnit(spelling: string): string | undefined {
  return UNIT_ALIASES.get(spelling.trim().toLowerCase());
}

const PLAIN_DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const NEGATIVE_DECIMAL = /^-(?:\d+(?:\.\d+)?|\.\d+)$/;

type Loc = (string | number)[];

class Issues {
  readonly list: FieldIssue[] = [];
  add(loc: Loc, msg: string, type: string, input?: unknown, ctx?: Record<string, unknown>): void {
    this.list.push({
      loc,
      msg,
      type,
      ...(input === undefined ? {} : { input }),
      ...(ctx === undefined ? {} : { ctx }),
    });
  }
}

/** A decimal amount: normalized text, or null after recording the problem. */
function decimal(issues: Issues, loc: Loc, raw: string, options: { positive: boolean }): string | null {
  const text = raw.trim();
  if (NEGATIVE_DECIMAL.test(text)) {
    issues.add(loc, 'Must not be negative', options.positive ? 'greater_than' : 'greater_than_equal', raw, {
      limit: '0',
    });
    return null;
  }
  if (!PLAIN_DECIMAL.test(text)) {
    issues.add(
      loc,
      'Must be a decimal string such as "12.5" (no sign, exponent or fraction)',
      'decimal_parsing',
      raw,
    );
    return null;
  }
  const value = decString(text);
  if (options.positive && value === '0') {
    issues.add(loc, 'Must be greater than zero', 'greater_than', raw, { limit: '0' });
    return null;
  }
  return value;
}

function text(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) {
    return null;
  }
  const t = raw.trim();
  return t === '' ? null : t;
}

function nutrients(issues: Issues, loc: Loc, input: NutrientInput[], markets: readonly Market[]) {
  const out: CustomNutrient[] = [];
  const seen = new Map<string, number>();
  input.forEach((n, i) => {
    const at = [...loc, i];
    const id = n.id.trim();
    const def = nutrientByBmid(id);
    if (def === undefined) {
      issues.add(
        [...at, 'id'],
        `Unknown nutrient id "${n.id}"; see GET /nutrients`,
        'unknown_nutrient',
        n.id,
      );
    } else if (seen.has(id)) {
      issues.add(
        [...at, 'id'],
        `Nutrient ${id} is listed twice (also at ${seen.get(id)})`,
        'duplicate',
        n.id,
      );
    } else {
      seen.set(id, i);
    }
    const unit = canonicalNutrientUnit(n.unit);
    if (def !== undefined && unit !== def.unit) {
      issues.add(
        [...at, 'unit'],
        `Unit of ${def.bmid} is ${def.unit} (got "${n.unit}"); amounts are not converted`,
        'unit_mismatch',
        n.unit,
        { expected: def.unit },
      );
    }
    const amount = decimal(issues, [...at, 'amount'], n.amount, { positive: false });
    for (const [market, mapped] of Object.entries(n.market_nutrients ?? {})) {
      const mLoc = [...at, 'market_nutrients', market];
      if (!(MARKETS as readonly string[]).includes(market)) {
        issues.add(mLoc, `Unknown market "${market}"; known: ${MARKETS.join(', ')}`, 'enum', market);
        continue;
      }
      if (!markets.includes(market as Market)) {
        issues.add(mLoc, `Market ${market} is not in approved_markets`, 'market_not_approved', market);
        continue;
      }
      if (def === undefined) {
        continue;
      }
      if (mapped.bmid !== undefined && mapped.bmid !== def.bmid) {
        issues.add(
          [...mLoc, 'bmid'],
          `In ${market} this nutrient is ${def.bmid}`,
          'market_mismatch',
          mapped.bmid,
        );
      }
      if (mapped.nutrient_id !== undefined && mapped.nutrient_id !== def.nutrient_id) {
        issues.add(
          [...mLoc, 'nutrient_id'],
          `In ${market} ${def.bmid} has nutrient_id ${def.nutrient_id}`,
          'market_mismatch',
          mapped.nutrient_id,
        );
      }
    }
    if (def !== undefined && amount !== null) {
      out.push({ id: def.bmid, unit: def.unit, amount });
    }
  });
  return out;
}

function attributeValue(type: AttributeType, value: unknown): AttributeValue | undefined {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'string_list':
      return Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value] : undefined;
  }
}

function attributes(issues: Issues, loc: Loc, input: AttributeInput[]): CustomAttribute[] {
  const out: CustomAttribute[] = [];
  const seen = new Set<string>();
  input.forEach((a, i) => {
    const key = a.key.trim();
    if (key === '') {
      issues.add([...loc, i, 'key'], 'Must not be blank', 'string_too_short', a.key);
      return;
    }
    if (seen.has(key)) {
      issues.add([...loc, i, 'key'], `Attribute "${key}" is listed twice`, 'duplicate', a.key);
      return;
    }
    seen.add(key);
    const value = attributeValue(a.type, a.value);
    if (value === undefined) {
      issues.add(
        [...loc, i, 'value'],
        `Must be ${a.type === 'string_list' ? 'a list of strings' : `a ${a.type}`} (type ${a.type})`,
        'attribute_type_mismatch',
        a.value,
        { expected: a.type, types: [...ATTRIBUTE_TYPES] },
      );
      return;
    }
    out.push({ key, type: a.type, value, searchable: a.searchable === true });
  });
  return out;
}

function artifacts(issues: Issues, loc: Loc, input: ArtifactInput[]): CustomArtifact[] {
  const out: CustomArtifact[] = [];
  const seen = new Set<string>();
  input.forEach((a, i) => {
    const key = a.key.trim();
    if (seen.has(key)) {
      issues.add([...loc, i, 'key'], `Artifact "${key}" is listed twice`, 'duplicate', a.key);
      return;
    }
    seen.add(key);
    const at = new Date(a.uploaded_at);
    if (Number.isNaN(at.getTime())) {
      issues.add([...loc, i, 'uploaded_at'], 'Must be a valid date-time', 'format', a.uploaded_at);
      return;
    }
    out.push({ key, kind: a.kind.trim(), uploaded_at: at.toISOString() });
  });
  return out;
}

function sourceUrl(issues: Issues, loc: Loc, raw: string | null): string | null {
  const t = text(raw);
  if (t === null) {
    return null;
  }
  try {
    const url = new URL(t);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return t;
    }
  } catch {
    // reported below
  }
  issues.add(loc, 'Must be an http(s) URL', 'url_parsing', raw);
  return null;
}

function allergenList(input: readonly string[]): Allergen[] {
  const set = new Set(input);
  return MAJOR_ALLERGENS.filter((a) => set.has(a));
}

function marketList(input: readonly string[]): Market[] {
  const set = new Set(input);
  return MARKETS.filter((m) => set.has(m));
}

/** The problem when an ingredient that must be usable in recipes has no gram basis, else null. */
export function gramBasisIssue(state: CustomIngredientState, loc: Loc): FieldIssue | null {
  if (gramBasis(state) !== null) {
    return null;
  }
  return {
    loc: [...loc, 'reference_quantity_g'],
    msg: `The weight of ${state.reference_amount} ${state.reference_unit} is unknown: give reference_amount in a mass unit (g, oz…), reference_quantity_g, or a volume unit with density_g_per_ml`,
    type: 'missing_gram_basis',
    ctx: { reference_amount: state.reference_amount, reference_unit: state.reference_unit },
  };
}

/**
 * Applies input to a state (create: to the defaults; update: to the head). `loc` prefixes every
 * issue (['body']). An active result must have a gram basis, so recipes can use it.
 */
export function applyInput(
  state: CustomIngredientState,
  input: CustomIngredientInput,
  loc: Loc,
): CustomIngredientState {
  const issues = new Issues();
  const next: CustomIngredientState = { ...state };
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name === '') {
      issues.add([...loc, 'name'], 'Must not be blank', 'string_too_short', input.name);
    } else if (name.length > CUSTOM_INGREDIENT_NAME_MAX) {
      issues.add(
        [...loc, 'name'],
        `Must have at most ${CUSTOM_INGREDIENT_NAME_MAX} characters`,
        'string_too_long',
        input.name,
      );
    } else {
      next.name = name;
    }
  }
  if (input.entry_method !== undefined) {
    next.entry_method = input.entry_method;
  }
  for (const field of [
    'notes',
    'household_measure',
    'brand',
    'manufacturer',
    'ingredient_statement',
  ] as const) {
    const value = input[field];
    if (value !== undefined) {
      next[field] = text(value);
    }
  }
  if (input.reference_amount !== undefined) {
    next.reference_amount =
      decimal(issues, [...loc, 'reference_amount'], input.reference_amount, { positive: true }) ??
      state.reference_amount;
  }
  if (input.reference_unit !== undefined) {
    const unit = input.reference_unit.trim();
    if (unit === '') {
      issues.add([...loc, 'reference_unit'], 'Must not be blank', 'string_too_short', input.reference_unit);
    } else {
      next.reference_unit = unit;
    }
  }
  for (const field of ['reference_quantity_g', 'density_g_per_ml'] as const) {
    const value = input[field];
    if (value === null) {
      next[field] = null;
    } else if (value !== undefined) {
      next[field] = decimal(issues, [...loc, field], value, { positive: true });
    }
  }
  if (input.approved_markets !== undefined) {
    next.approved_markets = marketList(input.approved_markets);
  }
  if (input.nutrients !== undefined) {
    next.nutrients = nutrients(issues, [...loc, 'nutrients'], input.nutrients, next.approved_markets);
  }
  if (input.source_url !== undefined) {
    next.source_url = sourceUrl(issues, [...loc, 'source_url'], input.source_url);
  }
  if (input.attributes !== undefined) {
    next.attributes = attributes(issues, [...loc, 'attributes'], input.attributes);
  }
  if (input.artifacts !== undefined) {
    next.artifacts = artifacts(issues, [...loc, 'artifacts'], input.artifacts);
  }
  if (input.allergens !== undefined) {
    next.allergens = allergenList(input.allergens);
  }
  if (input.counts_sugars_as_added !== undefined) {
    next.counts_sugars_as_added = input.counts_sugars_as_added;
  }
  if (issues.list.length === 0 && next.status === 'active') {
    const missing = gramBasisIssue(next, loc);
    if (missing !== null) {
      issues.list.push(missing);
    }
  }
  if (issues.list.length > 0) {
    throw new ValidationError('The custom ingredient is not valid.', issues.list);
  }
  return next;
}
