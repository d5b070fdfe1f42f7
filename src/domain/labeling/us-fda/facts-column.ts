import { decString, toNumber } from '../../decimal.ts';
import { parseAmount } from './amounts.ts';
import { type DeclarationOptions, declareNutrient } from './declaration.ts';
import type { Demographic } from './demographics.ts';
import { LABEL_NUTRIENTS } from './label-nutrients.ts';
import type { DvRuleName } from './percent-daily-value.ts';
import type { RoundingAction, RoundingRuleName } from './rounding.ts';

/**
 * One column of serving nutrition facts (contract: "Serving nutrition facts (compute result)")
 * together with the rounding outcomes the analysis endpoint shows ("Serving nutrition facts
 * analysis"), so the service layer only adds ids, timestamps and ingredient contributions.
 *
 * The facts list every label nutrient with an amount, mandatory or voluntary, in panel order;
 * label visibility does not apply (it is a presentation choice). Numbers appear only where the
 * contract types a field as a number; they are produced by the lossy `toNumber` from exact
 * decimals and are never used for further arithmetic. `display_text` is the amount as printed
 * ("10g" for added sugars too; the label adds "Includes … Added Sugars"). A nutrient without a
 * %DV has no `percent_daily_value` key (omitted, not zero).
 */

export interface FactsNutrient {
  bmid: string;
  name: string;
  unit: string;
  display_text: string;
  /** Declared (rounded) amount. */
  amount: number;
  percent_daily_value?: number;
}

export interface ValueRoundingWire {
  rule_name: RoundingRuleName;
  display_text: string;
  action: RoundingAction;
  increment: string;
  original_value: number;
  rounded_value: number;
}

export interface DvRoundingWire {
  rule_name: DvRuleName;
  action: 'round' | 'zero';
  increment: string;
  original_percent: number;
  rounded_percent: number;
}

export interface FactsAnalysisNutrient {
  bmid: string;
  name: string;
  unit: string;
  /** Declared (rounded) amount. */
  amount: number;
  value_rounding: ValueRoundingWire;
  percent_daily_value?: number;
  dv_rounding?: DvRoundingWire;
  daily_value_reference?: number;
}

export interface NutritionFactsColumn {
  demographic: Demographic;
  reference_weight_grams: number;
  nutrients: FactsNutrient[];
  analysis: FactsAnalysisNutrient[];
}

export interface FactsColumnInput extends DeclarationOptions {
  /** Grams the amounts refer to (one serving, or the whole container), decimal string. */
  referenceWeightGrams: string;
  /** Unrounded amounts keyed by BMID, decimal strings in the catalogue's stored unit. */
  amounts: Readonly<Record<string, string>>;
}

export function buildNutritionFactsColumn(input: FactsColumnInput): NutritionFactsColumn {
  const nutrients: FactsNutrient[] = [];
  const analysis: FactsAnalysisNutrient[] = [];
  for (const def of LABEL_NUTRIENTS) {
    const amount = input.amounts[def.bmid];
    if (amount === undefined) {
      continue;
    }
    parseAmount(amount, ['amounts', def.bmid]);
    const { value, percent } = declareNutrient(def, amount, input);
    const declared = toNumber(value.rounded_value);
    const fact: FactsNutrient = {
      bmid: def.bmid,
      name: def.display_name,
      unit: def.label_unit,
      display_text: value.display_text,
      amount: declared,
    };
    const entry: FactsAnalysisNutrient = {
      bmid: def.bmid,
      name: def.display_name,
      unit: def.label_unit,
      amount: declared,
      value_rounding: {
        rule_name: value.rule_name,
        display_text: value.display_text,
        action: value.action,
        increment: value.increment,
        original_value: toNumber(value.original_value),
        rounded_value: declared,
      },
    };
    if (percent !== null) {
      const rounded = toNumber(percent.rounded_percent);
      fact.percent_daily_value = rounded;
      entry.percent_daily_value = rounded;
      entry.dv_rounding = {
        rule_name: percent.rule_name,
        action: percent.action,
        increment: percent.increment,
        original_percent: toNumber(percent.original_percent),
        rounded_percent: rounded,
      };
      entry.daily_value_reference = toNumber(percent.daily_value);
    }
    nutrients.push(fact);
    analysis.push(entry);
  }
  return {
    demographic: input.demographic,
    reference_weight_grams: toNumber(
      decString(parseAmount(input.referenceWeightGrams, ['reference_weight_grams'])),
    ),
    nutrients,
    analysis,
  };
}
