import { parseAmount } from '../amount.ts';
import { Decimal, decString } from '../decimal.ts';
import type { CalorieFactors, Food } from '../foods/food.ts';

/**
 * Calories of one ingredient, per 100 g.
 *
 * Energy is computed, not copied: protein × its factor + fat × its factor + carbohydrate × its
 * factor (+ alcohol × its factor), from the unrounded per-100 g values.
 * - With the food's own Atwater factors (`calorie_factors`, SR28's specific factors: butter
 *   4.27 / 8.79 / 3.87) the result matches the source (butter: 0.85 × 4.27 + 81.11 × 8.79 +
 *   0.06 × 3.87 = 716.8186 kcal, stored as 717). Alcohol then counts 6.93 kcal/g, the factor SR28
 *   uses (SR28 documentation, "Food Energy"). A factor the source leaves blank (SR28 gives granulated
 *   sugar only a carbohydrate factor, and most meats none for carbohydrate) is replaced by the
 *   general factor for that macronutrient; the factors used are returned.
 * - Without them, the general factors: 4 kcal/g protein, 9 fat, 4 carbohydrate (21 CFR
 *   101.9(c)(1)(i)(A)), and 7 alcohol.
 * - Alcohol is only added when the food reports it; SR28 reports alcohol only where it can occur,
 *   so a missing alcohol value counts as none. Protein, fat and carbohydrate must all be present.
 * - When one of them is missing the food's own stored energy value (`n_energy_kcal`) is used
 *   instead, and the basis says so. Without that too, the ingredient's energy is missing.
 * - A custom ingredient has no specific factors, and what it states may hold energy no general
 *   factor covers (alcohol it does not list, sugar alcohols, organic acids, a figure measured by
 *   bomb calorimetry or with FDA-approved specific factors, all methods 21 CFR 101.9(c)(1)(i)
 *   allows). So when it states its energy, that energy is used (`stated_energy`), and the note
 *   gives the general-factor figure beside it for review; without a stated energy its protein,
 *   fat, carbohydrate and alcohol are counted at 4, 9, 4 and 7 kcal/g.
 */

export const GENERAL_CALORIE_FACTORS = {
  protein: '4',
  fat: '9',
  carbohydrate: '4',
  alcohol: '7',
} as const;

/** kcal per g of alcohol used with specific (SR28) factors. */
export const SPECIFIC_ALCOHOL_FACTOR = '6.93';

export const ENERGY_BASES = [
  'specific_factors',
  'general_factors',
  'stated_energy',
  'stored_energy',
  'missing',
] as const;
export type EnergyBasis = (typeof ENERGY_BASES)[number];

export interface AppliedCalorieFactors {
  protein: string;
  fat: string;
  carbohydrate: string;
  alcohol: string;
}

export interface IngredientEnergy {
  basis: EnergyBasis;
  /** kcal per 100 g of the food, full precision; null when missing. */
  kcal_per_100g: string | null;
  /** The factors applied (basis specific_factors or general_factors), else null. */
  factors: AppliedCalorieFactors | null;
  /** One sentence on how the value was obtained, for analysis views and audits. */
  note: string;
}

export type EnergyFood = Pick<Food, 'name' | 'nutrients' | 'calorie_factors'> & Partial<Pick<Food, 'source'>>;

function factor(specific: string | undefined, general: string): { value: Decimal; general: boolean } {
  const parsed = parseAmount(specific);
  return parsed === null || parsed.isZero()
    ? { value: new Decimal(general), general: true }
    : { value: parsed, general: false };
}

function appliedFactors(factors: CalorieFactors | null): {
  applied: Record<keyof AppliedCalorieFactors, Decimal>;
  filledIn: string[];
} {
  if (factors === null) {
    return {
      applied: {
        protein: new Decimal(GENERAL_CALORIE_FACTORS.protein),
        fat: new Decimal(GENERAL_CALORIE_FACTORS.fat),
        carbohydrate: new Decimal(GENERAL_CALORIE_FACTORS.carbohydrate),
        alcohol: new Decimal(GENERAL_CALORIE_FACTORS.alcohol),
      },
      filledIn: [],
    };
  }
  const protein = factor(factors.protein, GENERAL_CALORIE_FACTORS.protein);
  const fat = factor(factors.fat, GENERAL_CALORIE_FACTORS.fat);
  const carbohydrate = factor(factors.carbohydrate, GENERAL_CALORIE_FACTORS.carbohydrate);
  const filledIn = [
    protein.general ? 'protein' : null,
    fat.general ? 'fat' : null,
    carbohydrate.general ? 'carbohydrate' : null,
  ].filter((name) => name !== null);
  return {
    applied: {
      protein: protein.value,
      fat: fat.value,
      carbohydrate: carbohydrate.value,
      alcohol: new Decimal(SPECIFIC_ALCOHOL_FACTOR),
    },
    filledIn,
  };
}

export function energyPer100g(food: EnergyFood): IngredientEnergy {
  const computed = energyFromFactors(food);
  const stated = parseAmount(food.nutrients.n_energy_kcal);
  if (food.source !== 'custom' || stated === null || computed.basis === 'stored_energy') {
    return computed;
  }
  const factors =
    computed.kcal_per_100g === null
      ? ''
      : ` (protein, fat, carbohydrate and alcohol at 4, 9, 4 and 7 kcal/g would give ${computed.kcal_per_100g} kcal)`;
  return {
    basis: 'stated_energy',
    kcal_per_100g: decString(stated),
    factors: null,
    note: `${food.name}: a custom ingredient's stated energy of ${decString(stated)} kcal per 100 g is used, since it may count energy no general factor covers${factors}.`,
  };
}

function energyFromFactors(food: EnergyFood): IngredientEnergy {
  const protein = parseAmount(food.nutrients.n_protein);
  const fat = parseAmount(food.nutrients.n_total_fat);
  const carbohydrate = parseAmount(food.nutrients.n_total_carbohydrate);
  const alcohol = parseAmount(food.nutrients.n_alcohol);
  if (protein !== null && fat !== null && carbohydrate !== null) {
    const { applied, filledIn } = appliedFactors(food.calorie_factors);
    const kcal = protein
      .times(applied.protein)
      .plus(fat.times(applied.fat))
      .plus(carbohydrate.times(applied.carbohydrate))
      .plus(alcohol === null ? 0 : alcohol.times(applied.alcohol));
    const specific = food.calorie_factors !== null;
    const shown = (d: Decimal) => decString(d);
    const formula =
      `${shown(protein)} g protein × ${shown(applied.protein)} + ${shown(fat)} g fat × ${shown(applied.fat)} + ` +
      `${shown(carbohydrate)} g carbohydrate × ${shown(applied.carbohydrate)}` +
      (alcohol === null ? '' : ` + ${shown(alcohol)} g alcohol × ${shown(applied.alcohol)}`) +
      ` = ${shown(kcal)} kcal per 100 g`;
    const filled =
      filledIn.length === 0
        ? ''
        : ` (no specific factor for ${filledIn.join(', ')}; the general factor is used)`;
    return {
      basis: specific ? 'specific_factors' : 'general_factors',
      kcal_per_100g: decString(kcal),
      factors: {
        protein: decString(applied.protein),
        fat: decString(applied.fat),
        carbohydrate: decString(applied.carbohydrate),
        alcohol: decString(applied.alcohol),
      },
      note: specific
        ? `${food.name}: ${formula}, with the food's own Atwater factors${filled}.`
        : `${food.name}: ${formula}, with the general factors (protein 4, fat 9, carbohydrate 4, alcohol 7).`,
    };
  }
  const lacking = [
    protein === null ? 'protein' : null,
    fat === null ? 'fat' : null,
    carbohydrate === null ? 'carbohydrate' : null,
  ].filter((name) => name !== null);
  const stored = parseAmount(food.nutrients.n_energy_kcal);
  if (stored !== null) {
    return {
      basis: 'stored_energy',
      kcal_per_100g: decString(stored),
      factors: null,
      note: `${food.name}: no ${lacking.join(', ')} value, so its stated energy of ${decString(stored)} kcal per 100 g is used.`,
    };
  }
  return {
    basis: 'missing',
    kcal_per_100g: null,
    factors: null,
    note: `${food.name}: no ${lacking.join(', ')} value and no stated energy, so its calories are unknown.`,
  };
}
