import type { Demographic } from './demographics.ts';
import type { LabelNutrientDef } from './label-nutrients.ts';
import { type DvRoundingOutcome, percentDailyValue } from './percent-daily-value.ts';
import { roundNutrientValue, type ValueRoundingOutcome } from './rounding.ts';

/** Choices that apply to every declaration of one label or facts column. */
export interface DeclarationOptions {
  demographic: Demographic;
  /** Protein quality correction (PDCAAS, or relative PER for infant foods); enables the protein %DV. */
  proteinQualityFactor?: string;
  /** (c)(8)(ii) additional levels of significance, by BMID (e.g. { n_potassium: '1' }). */
  amountIncrements?: Readonly<Record<string, string>>;
  /** %DV from the unrounded amount (default) or the declared one ((d)(7)(ii) allows both). */
  percentBasis?: 'unrounded' | 'declared';
}

export interface Declaration {
  value: ValueRoundingOutcome;
  percent: DvRoundingOutcome | null;
}

/** The declared amount and %DV of one nutrient from its unrounded amount (stored unit). */
export function declareNutrient(
  def: LabelNutrientDef,
  amount: string,
  options: DeclarationOptions,
): Declaration {
  const increment = options.amountIncrements?.[def.bmid];
  const value = roundNutrientValue(
    def.bmid,
    amount,
    increment === undefined
      ? { demographic: options.demographic }
      : { demographic: options.demographic, increment },
  );
  const percent = percentDailyValue(def.bmid, amount, options.demographic, {
    ...(options.proteinQualityFactor === undefined
      ? {}
      : { proteinQualityFactor: options.proteinQualityFactor }),
    ...(increment === undefined ? {} : { increment }),
    ...(options.percentBasis === undefined ? {} : { basis: options.percentBasis }),
  });
  return { value, percent };
}
