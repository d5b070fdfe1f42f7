/**
 * US FDA labeling rules (21 CFR 101.9, 101.12): the pure domain that turns unrounded per-serving
 * nutrient amounts into a compliant Nutrition Facts panel. Other layers import from here.
 */
export type { CalorieFactors, Macronutrients } from './calories.ts';
export { caloriesFromMacros, GENERAL_FACTORS } from './calories.ts';
export type { DailyValueEntry, DailyValueKind } from './daily-values.ts';
export { DAILY_VALUES, dailyValue, dailyValueEntry } from './daily-values.ts';
export type { Declaration, DeclarationOptions } from './declaration.ts';
export { declareNutrient } from './declaration.ts';
export type { Demographic } from './demographics.ts';
export { DEFAULT_DEMOGRAPHIC, DEMOGRAPHICS, isDemographic, referenceCalories } from './demographics.ts';
export type {
  DvRoundingWire,
  FactsAnalysisNutrient,
  FactsColumnInput,
  FactsNutrient,
  NutritionFactsColumn,
  ValueRoundingWire,
} from './facts-column.ts';
export { buildNutritionFactsColumn } from './facts-column.ts';
export type {
  BuildLabelInput,
  LabelColumn,
  LabelColumnInput,
  LabelNutrientNode,
  NutritionLabel,
} from './label.ts';
export { buildLabel, dailyValueFootnote, FOOTNOTE_TEMPLATE, flattenNodes } from './label.ts';
export type { LabelNutrientDef, LabelSection, LabelUnit, RoundingClass } from './label-nutrients.ts';
export { LABEL_NUTRIENTS, labelNutrient, MANDATORY_BMIDS, toLabelUnit } from './label-nutrients.ts';
export type { DvRoundingOutcome, DvRuleName, PercentDailyValueOptions } from './percent-daily-value.ts';
export { DV_RULES, percentDailyValue } from './percent-daily-value.ts';
export type {
  RaccAudience,
  RaccCategory,
  RaccQueryOptions,
  RaccReferenceUnit,
  RaccUnitType,
} from './racc.ts';
export { getRaccCategory, listRaccCategories, RACC_CATEGORIES, searchRaccCategories } from './racc.ts';
export { renderLabelHtml } from './render-html.ts';
export type { NutrientCell, PanelRow } from './render-model.ts';
export { panelLines, panelRows } from './render-model.ts';
export { renderLabelSvg } from './render-svg.ts';
export type {
  RoundingAction,
  RoundingRuleName,
  RoundNutrientOptions,
  ValueRoundingOutcome,
} from './rounding.ts';
export { ROUNDING_RULES, roundNutrientValue, roundToIncrement, vitaminMineralIncrement } from './rounding.ts';
export type {
  DiscreteServing,
  DiscreteServingBasis,
  DualColumnDetermination,
  DualColumnExemption,
  DualColumnStatus,
  HouseholdMeasure,
  HouseholdUnit,
  MetricServing,
  MetricUnit,
  ServingsPerContainer,
} from './serving.ts';
export {
  DUAL_COLUMN_EXEMPTIONS,
  DUAL_COLUMN_STATUSES,
  determineDualColumnStatus,
  discreteUnitServing,
  householdMeasureFromMl,
  householdMeasureMl,
  roundHouseholdMeasure,
  roundServingMetric,
  roundServingsPerContainer,
  servingsPerContainer,
} from './serving.ts';
