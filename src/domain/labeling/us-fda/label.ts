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
 * - Mandatory nutrients are always present and visible. One without data keeps its place with an
 *   empty amount and is listed in `completeness.missing_mandatory`; no amount is ever invented.
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
  is_mandatory: boolean;
  is_visible: boolean;
  children: LabelNutrientNode[];
}

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
  completeness: { is_complete: boolean; missing_mandatory: { bmid: string; display_name: string }[] };
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
  if (amount === undefined) {
    return { ...base, amount: '', display_text: '' };
  }
  const { value, percent } = declareNutrient(def, amount, input);
  const display_text =
    def.bmid === 'n_added_sugars' ? `Includes ${value.display_text} ${display_name}` : value.display_text;
  const node: LabelNutrientNode = { ...base, amount: value.rounded_value, display_text };
  if (percent !== null) {
    node.percent_dv = `${percent.rounded_percent}%`;
  }
  return node;
}

function completeness(input: BuildLabelInput): NutritionLabel['completeness'] {
  const missing = new Set(input.missingMandatory ?? []);
  for (const column of [input.perServing, input.perContainer]) {
    if (column === undefined) {
      continue;
    }
    for (const def of LABEL_NUTRIENTS) {
      if (def.mandatory && column.amounts[def.bmid] === undefined) {
        missing.add(def.bmid);
      }
    }
  }
  const proteinPercentRequired =
    input.demographic === 'infants_through_12_months' || input.demographic === 'children_1_3_years';
  if (proteinPercentRequired && input.proteinQualityFactor === undefined) {
    missing.add('n_protein');
  }
  const missing_mandatory = LABEL_NUTRIENTS.filter((d) => d.mandatory && missing.has(d.bmid)).map((d) => ({
    bmid: d.bmid,
    display_name: input.displayNames?.[d.bmid] ?? d.display_name,
  }));
  return { is_complete: missing_mandatory.length === 0, missing_mandatory };
}

/** Depth-first walk of a column's nodes in panel order. */
export function flattenNodes(nodes: readonly LabelNutrientNode[]): LabelNutrientNode[] {
  return nodes.flatMap((n) => [n, ...flattenNodes(n.children)]);
}
