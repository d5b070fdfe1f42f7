import { decString } from '../../decimal.ts';
import { parseAmount } from './amounts.ts';
import { type DeclarationOptions, declareNutrient } from './declaration.ts';
import { type Demographic, referenceCalories } from './demographics.ts';
import { LABEL_NUTRIENTS, type LabelNutrientDef } from './label-nutrients.ts';
import { type MetricUnit, roundServingMetric, roundServingsPerContainer } from './serving.ts';

/**
 * The render-ready Nutrition Facts label (contract: "Nutrition label (render-ready, one serving)").
 *
 * Order and nesting follow 21 CFR 101.9(c) and (d): Calories; Total Fat → Saturated Fat, Trans Fat,
 * then Polyunsaturated and Monounsaturated Fat; Cholesterol; Sodium; (Fluoride); Total
 * Carbohydrate → Dietary Fiber, Total Sugars → "Includes Xg Added Sugars", (Sugar Alcohol);
 * Protein; Vitamin D, Calcium, Iron, Potassium; then voluntary vitamins and minerals in (c)(8)(iv)
 * order.
 *
 * - Mandatory nutrients are always present and visible. One without data, or whose amount is a sum
 *   that lacks some ingredient's data (`missingMandatory`), keeps its place with an empty amount,
 *   no %DV and the plain text "data missing", and is listed in `completeness.missing_mandatory`
 *   with the reason: a partial sum is never printed as a number, and no amount is ever invented.
 * - `bases` records, per nutrient, what a declared amount rests on beyond the ingredient data
 *   (estimated added sugars, a person's confirmation that an ingredient has none); it is kept on
 *   the node as `basis`.
 * - Voluntary nutrients appear only when an amount is given; they are visible only when the
 *   visibility map says `true` (the regulatory default is to leave them off).
 * - `percent_dv` is present exactly where FDA requires a %DV and absent where it forbids one or
 *   none is established (trans fat, total sugars, poly/mono fat, fluoride, sugar alcohol, the
 *   nutrients infants have no DV for, protein without a quality factor).
 * - Foods for infants and children 1–3 must show a protein %DV ((c)(7)); without a protein
 *   quality factor it cannot be computed, so protein is reported in `missing_mandatory` and the
 *   label is not complete.
 * - Footnote: the (d)(9) text with 2,000 calories, or 1,000 calories for children 1–3; none for
 *   infants through 12 months ((j)(5)(ii) does not require it, and the panel then drops the
 *   asterisk from "% Daily Value").
 */

export interface LabelNutrientNode {
  bmid: string;
  display_name: string;
  /** Declared amount in the label unit ("8", "0.5"; the bound for "less than"); "" without data. */
  amount: string;
  /** Label unit: kcal, g, mg or mcg. */
  unit: string;
  /** What the label prints for the amount: "8g", "less than 1g", "Includes 10g Added Sugars"; "" without data. */
  display_text: string;
  /** "10%"; absent where no %DV is declared. */
  percent_dv?: string;
  /**
   * Why a mandatory amount is not declared: no ingredient has data, some lack it, or an
   * ingredient that has some is in the recipe without a stated amount (no_amount).
   */
  not_declared_reason?: NotDeclaredReason;
  /** For no_amount: the lines without an amount, in plain words. */
  not_declared_detail?: string;
  /** What the declared amount rests on beyond ingredient data (estimates, confirmations). */
  basis?: string;
  is_mandatory: boolean;
  is_visible: boolean;
  children: LabelNutrientNode[];
}

export type NotDeclaredReason = 'no_data' | 'incomplete_data' | 'no_amount';

/** Why a mandatory line keeps the label from being complete. */
export type MissingMandatoryReason = NotDeclaredReason | 'no_protein_quality_factor';

/** What a label prints where a mandatory amount cannot be declared. */
export const NOT_DECLARED_TEXT = 'data missing';

export interface LabelColumn {
  reference_weight_grams: string;
  nutrients: LabelNutrientNode[];
}

export interface NutritionLabel {
  header: {
    serving_size_household: string;
    serving_size_metric: string;
    servings_per_container: string;
    demographic: Demographic;
  };
  per_serving: LabelColumn;
  per_container?: LabelColumn;
  footnotes: string[];
  staleness: { is_current: boolean; calculated_at: string };
  completeness: {
    is_complete: boolean;
    missing_mandatory: {
      bmid: string;
      display_name: string;
      reason: MissingMandatoryReason;
      /** For no_amount: the lines without an amount, in plain words. */
      detail?: string;
    }[];
  };
}

export interface LabelColumnInput {
  /** Grams the amounts refer to (one serving, or the whole container), decimal string. */
  referenceWeightGrams: string;
  /** Unrounded amounts keyed by BMID, decimal strings in the catalogue's stored unit. */
  amounts: Readonly<Record<string, string>>;
}

export interface BuildLabelInput extends DeclarationOptions {
  servingSize: {
    /** Household measure as printed, e.g. "2/3 cup" (see roundHouseholdMeasure). */
    household: string;
    /** Unrounded metric amount of one serving; rounded here per (b)(7)(ii). */
    metricAmount: string;
    metricUnit?: MetricUnit;
  };
  /** Unrounded servings per container; rounded here per (b)(8). "1" for a single-serving container. */
  servingsPerContainer: string;
  perServing: LabelColumnInput;
  /** The per-container column of a dual-column label. */
  perContainer?: LabelColumnInput;
  /** Visibility of voluntary nutrients by BMID (label configuration); mandatory ones are always visible. */
  visibility?: Readonly<Record<string, boolean>>;
  /** Display-name overrides by BMID (label configuration). */
  displayNames?: Readonly<Record<string, string>>;
  /** Mandatory nutrients whose data is missing or incomplete upstream. */
  missingMandatory?: readonly string[];
  /**
   * Of those, the ones incomplete because an ingredient that has some is in the recipe without a
   * stated amount: the reason in plain words, naming the lines (reason `no_amount`).
   */
  missingDetails?: Readonly<Record<string, string>>;
  /** What declared amounts rest on beyond ingredient data, by BMID (see `LabelNutrientNode.basis`). */
  bases?: Readonly<Record<string, string>>;
  staleness: { isCurrent: boolean; calculatedAt: string };
}

export const FOOTNOTE_TEMPLATE =
  '*The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily diet. {calories} calories a day is used for general nutrition advice.';

/** The (d)(9) footnote for a population, or null where none is required (infants). */
export function dailyValueFootnote(demographic: Demographic): string | null {
  const calories = referenceCalories(demographic);
  return calories === null ? null : FOOTNOTE_TEMPLATE.replace('{calories}', calories);
}

export function buildLabel(input: BuildLabelInput): NutritionLabel {
  const metric = roundServingMetric(input.servingSize.metricAmount, input.servingSize.metricUnit ?? 'g');
  const servings = roundServingsPerContainer(input.servingsPerContainer);
  const footnote = dailyValueFootnote(input.demographic);

  const label: NutritionLabel = {
    header: {
      serving_size_household: input.servingSize.household,
      serving_size_metric: metric.display,
      servings_per_container: servings.display_text,
      demographic: input.demographic,
    },
    per_serving: buildColumn(input.perServing, input, 'per_serving'),
    footnotes: footnote === null ? [] : [footnote],
    staleness: { is_current: input.staleness.isCurrent, calculated_at: input.staleness.calculatedAt },
    completeness: completeness(input),
  };
  if (input.perContainer !== undefined) {
    label.per_container = buildColumn(input.perContainer, input, 'per_container');
  }
  return label;
}

function buildColumn(column: LabelColumnInput, input: BuildLabelInput, name: string): LabelColumn {
  const nodes = new Map<string, LabelNutrientNode>();
  const roots: LabelNutrientNode[] = [];
  for (const def of LABEL_NUTRIENTS) {
    const amount = column.amounts[def.bmid];
    if (amount === undefined && !def.mandatory) {
      continue;
    }
    if (amount !== undefined) {
      parseAmount(amount, [name, 'amounts', def.bmid]);
    }
    const node = buildNode(def, amount, input);
    nodes.set(def.bmid, node);
    const parent = def.parent === null ? undefined : nodes.get(def.parent);
    if (parent === undefined) {
      roots.push(node);
    } else {
      parent.children.push(node);
    }
  }
  return {
    reference_weight_grams: decString(
      parseAmount(column.referenceWeightGrams, [name, 'reference_weight_grams']),
    ),
    nutrients: roots,
  };
}

function buildNode(
  def: LabelNutrientDef,
  amount: string | undefined,
  input: BuildLabelInput,
): LabelNutrientNode {
  const display_name = input.displayNames?.[def.bmid] ?? def.display_name;
  const base = {
    bmid: def.bmid,
    display_name,
    unit: def.label_unit,
    is_mandatory: def.mandatory,
    is_visible: def.mandatory || input.visibility?.[def.bmid] === true,
    children: [],
  };
  const incomplete = def.mandatory && input.missingMandatory?.includes(def.bmid) === true;
  if (amount === undefined || incomplete) {
    const text = def.bmid === 'n_added_sugars' ? `${display_name}: ${NOT_DECLARED_TEXT}` : NOT_DECLARED_TEXT;
    const detail = incomplete ? input.missingDetails?.[def.bmid] : undefined;
    const reason: NotDeclaredReason =
      detail !== undefined ? 'no_amount' : amount === undefined ? 'no_data' : 'incomplete_data';
    return {
      ...base,
      amount: '',
      display_text: def.mandatory ? text : '',
      ...(def.mandatory ? { not_declared_reason: reason } : {}),
      ...(def.mandatory && detail !== undefined ? { not_declared_detail: detail } : {}),
    };
  }
  const { value, percent } = declareNutrient(def, amount, input);
  const display_text =
    def.bmid === 'n_added_sugars' ? `Includes ${value.display_text} ${display_name}` : value.display_text;
  const basis = input.bases?.[def.bmid];
  const node: LabelNutrientNode = {
    ...base,
    amount: value.rounded_value,
    display_text,
    ...(basis === undefined ? {} : { basis }),
  };
  if (percent !== null) {
    node.percent_dv = `${percent.rounded_percent}%`;
  }
  return node;
}

function completeness(input: BuildLabelInput): NutritionLabel['completeness'] {
  const missing = new Map<string, MissingMandatoryReason>();
  for (const bmid of input.missingMandatory ?? []) {
    missing.set(bmid, input.missingDetails?.[bmid] === undefined ? 'incomplete_data' : 'no_amount');
  }
  for (const column of [input.perServing, input.perContainer]) {
    if (column === undefined) {
      continue;
    }
    for (const def of LABEL_NUTRIENTS) {
      if (def.mandatory && column.amounts[def.bmid] === undefined) {
        missing.set(def.bmid, 'no_data');
      }
    }
  }
  const proteinPercentRequired =
    input.demographic === 'infants_through_12_months' || input.demographic === 'children_1_3_years';
  if (proteinPercentRequired && input.proteinQualityFactor === undefined && !missing.has('n_protein')) {
    missing.set('n_protein', 'no_protein_quality_factor');
  }
  const missing_mandatory = LABEL_NUTRIENTS.filter((d) => d.mandatory && missing.has(d.bmid)).map((d) => {
    const reason = missing.get(d.bmid) ?? 'no_data';
    const detail = reason === 'no_amount' ? input.missingDetails?.[d.bmid] : undefined;
    return {
      bmid: d.bmid,
      display_name: input.displayNames?.[d.bmid] ?? d.display_name,
      reason,
      ...(detail === undefined ? {} : { detail }),
    };
  });
  return { is_complete: missing_mandatory.length === 0, missing_mandatory };
}

/** Depth-first walk of a column's nodes in panel order. */
export function flattenNodes(nodes: readonly LabelNutrientNode[]): LabelNutrientNode[] {
  return nodes.flatMap((n) => [n, ...flattenNodes(n.children)]);
}
