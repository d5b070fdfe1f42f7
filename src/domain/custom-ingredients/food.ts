import { divide, parseAmount } from '../amount.ts';
import { type Decimal, dec, decString } from '../decimal.ts';
import type { Food, FoodPortion } from '../foods/food.ts';
import { densityFromPortions, splitMeasureDescription } from '../foods/portions.ts';
import type { MatchableFood } from '../matching/food-index.ts';
import { lookUpUnit } from '../parsing/lexicon.ts';
import { unitByName } from '../units/units.ts';
import type { CustomIngredientState } from './state.ts';

/**
 * A custom ingredient as the nutrition engine and the matcher see it. Everything here is pure and
 * exact (decimal arithmetic; one division per value, 40 significant digits, half up).
 */

/** The food group every custom ingredient is filed under. */
export const CUSTOM_CATEGORY = 'Custom ingredients';

/** How the grams of the basis were found. */
export type BasisSource = 'mass_unit' | 'reference_quantity_g' | 'density';

export interface GramBasis {
  /** Weight of reference_amount × reference_unit, in grams (> 0). */
  grams: Decimal;
  source: BasisSource;
}

function positive(text: string | null): Decimal | null {
  const d = parseAmount(text);
  return d === null || d.lte(0) ? null : d;
}

/** The canonical unit of a reference unit spelling ("g" → gram, "Tbsp" → tablespoon), or undefined. */
export function canonicalUnit(spelling: string): string | undefined {
  return lookUpUnit(spelling.trim());
}

/**
 * The weight the nutrient amounts are given for:
 * - a mass unit (g, mg, kg, oz, lb): reference_amount converted to grams;
 * - otherwise reference_quantity_g, the weight of the reference amount ("1 serving" = 30 g);
 * - otherwise, for a volume unit (ml, cup, tbsp…), reference_amount × ml per unit × density_g_per_ml.
 * Null when none applies (a draft may lack it; an active ingredient may not).
 */
export function gramBasis(state: CustomIngredientState): GramBasis | null {
  const amount = positive(state.reference_amount);
  if (amount === null) {
    return null;
  }
  const name = canonicalUnit(state.reference_unit);
  const def = name === undefined ? undefined : unitByName(name);
  if (def?.kind === 'mass' && def.factor !== null) {
    return { grams: amount.times(def.factor), source: 'mass_unit' };
  }
  const quantity = positive(state.reference_quantity_g);
  if (quantity !== null) {
    return { grams: quantity, source: 'reference_quantity_g' };
  }
  const density = positive(state.density_g_per_ml);
  if (def?.kind === 'volume' && def.factor !== null && density !== null) {
    return { grams: amount.times(def.factor).times(density), source: 'density' };
  }
  return null;
}

const LEADING_AMOUNT = /^\s*(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?|\.\d+)\s*(.*)$/;

/** "2 tbsp" → 2 + tbsp; "1 1/2 cups" → 1.5 + cups; "cookie" → 1 + cookie. */
export function readHouseholdMeasure(text: string): { amount: string; description: string } | null {
  const m = LEADING_AMOUNT.exec(text.trim());
  if (m === null) {
    const description = text.trim();
    return description === '' ? null : { amount: '1', description };
  }
  const raw = m[1] as string;
  let amount: Decimal;
  if (raw.includes('/')) {
    const [whole, fraction] = raw.includes(' ') ? raw.split(/\s+/) : ['0', raw];
    const [num, den] = (fraction as string).split('/');
    if (Number(den) === 0) {
      return null;
    }
    amount = dec(whole as string).plus(divide(dec(num as string), dec(den as string)));
  } else {
    amount = dec(raw);
  }
  if (amount.lte(0)) {
    return null;
  }
  const description = (m[2] as string).trim();
  return { amount: decString(amount), description: description === '' ? 'serving' : description };
}

/**
 * Household portions the gram converter can use: the household measure (weighing
 * reference_quantity_g), and the reference amount itself when it is not a mass unit.
 */
export function customPortions(state: CustomIngredientState): FoodPortion[] {
  const out: FoodPortion[] = [];
  const quantity = positive(state.reference_quantity_g);
  const measure = state.household_measure === null ? null : readHouseholdMeasure(state.household_measure);
  if (measure !== null && quantity !== null) {
    const { unit, modifier } = splitMeasureDescription(measure.description);
    out.push({ amount: measure.amount, unit, modifier, grams: decString(quantity) });
  }
  const basis = gramBasis(state);
  if (basis !== null && basis.source !== 'mass_unit') {
    const amount = decString(dec(state.reference_amount));
    const unit = state.reference_unit.trim();
    const grams = decString(basis.grams);
    if (!out.some((p) => p.amount === amount && p.unit === unit && p.grams === grams)) {
      out.push({ amount, unit, modifier: null, grams });
    }
  }
  return out;
}

/** Per-100 g values keyed by BMID: amount × 100 ÷ basis grams; null without a gram basis. */
export function per100g(state: CustomIngredientState): Record<string, string> | null {
  const basis = gramBasis(state);
  if (basis === null) {
    return null;
  }
  const out: Record<string, string> = {};
  for (const n of state.nutrients) {
    const amount = parseAmount(n.amount);
    if (amount !== null) {
      out[n.id] = decString(divide(amount.times(100), basis.grams));
    }
  }
  return out;
}

/**
 * A version of a custom ingredient as a food (per-100 g nutrients, portions, density, allergens,
 * added sugar). `source_id` is the version id, so the food names exactly what it was computed
 * from. Null when the version has no gram basis (only drafts can lack one).
 */
export function customIngredientAsFood(
  id: string,
  versionId: string,
  state: CustomIngredientState,
): Food | null {
  const nutrients = per100g(state);
  if (nutrients === null) {
    return null;
  }
  const portions = customPortions(state);
  const density = positive(state.density_g_per_ml);
  return {
    id,
    source: 'custom',
    source_id: versionId,
    name: state.name,
    category: CUSTOM_CATEGORY,
    common_names: [],
    nutrients,
    portions,
    refuse: null,
    density_g_per_ml: density === null ? densityFromPortions(portions) : decString(density),
    calorie_factors: null,
    added_sugar: state.counts_sugars_as_added,
    allergens: [...state.allergens],
  };
}

/** Names a searchable attribute adds for the matcher: its text value(s). */
function attributeNames(state: CustomIngredientState): string[] {
  const out: string[] = [];
  for (const a of state.attributes) {
    if (!a.searchable) {
      continue;
    }
    if (typeof a.value === 'string') {
      out.push(a.value);
    } else if (Array.isArray(a.value)) {
      out.push(...a.value.filter((v): v is string => typeof v === 'string'));
    }
  }
  return [...new Set(out.map((s) => s.trim()).filter((s) => s !== '' && s !== state.name))];
}

/** The matcher's view of a custom ingredient: its name, and searchable attribute values as aliases. */
export function customMatchable(id: string, state: CustomIngredientState): MatchableFood {
  const aliases = attributeNames(state);
  return {
    id,
    name: state.name,
    category: CUSTOM_CATEGORY,
    source: 'custom',
    ...(aliases.length === 0 ? {} : { aliases }),
  };
}
