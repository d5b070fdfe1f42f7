import { asWritten, divide, parseAmount } from '../amount.ts';
import { Decimal, decString, ROUND_HALF_UP } from '../decimal.ts';
import type { Food, FoodPortion, FoodRefuse } from '../foods/food.ts';
import { INCLUDED_KINDS } from '../foods/food-text.ts';
import { densityFromPortions } from '../foods/portions.ts';
import {
  COUNT_UNIT_ESTIMATES,
  CUT_WORDS,
  type EstimatedMeasure,
  foodGroups,
  ITEM_ESTIMATES,
  JUICE_WORDS,
  ROOT_PIECE,
  VARIED_ITEMS,
  VOLUME_ESTIMATES,
  type VolumeEstimate,
  ZEST_YIELDS,
} from './household-estimates.ts';
import {
  canonicalUnitName,
  describePortions,
  NEUTRAL_MODIFIERS,
  type PortionDescriptor,
  singular,
  sizeWordOf,
} from './portion-description.ts';
import { withoutErrata } from './portion-errata.ts';
import {
  gramsPerUnit,
  meanWeight,
  nameWords,
  type PortionPick,
  pickByDiameter,
  pickCountPortion,
  pickNaturalUnit,
  pickVolumePortion,
  preparationWords,
  sizeFactor,
  usualCountSize,
} from './portion-match.ts';
import {
  type MeasureClass,
  SIBLING_ERROR,
  SIBLING_KIND_WORDS,
  type Sibling,
  siblingLends,
} from './siblings.ts';
import { type SizeWord, type UnitDef, unitByName } from './units.ts';

/**
 * Quantity + unit + food → grams, with every step explained.
 *
 * - Mass units convert directly: grams by identity, the others by their exact definitions.
 * - Volume units go through the food's own volume portions. Cup, tablespoon, teaspoon, fluid
 *   ounce, millilitre, litre… are related by exact US measures, so a food that lists only a cup
 *   converts "2 tbsp" (2 tbsp = 1/8 cup). Without any volume portion the food's density is used.
 * - Approximate units (pinch, dash, smidgen, drop) take the same volume path, or the food's own
 *   "dash" portion when it lists one, and the result is marked approximate.
 * - Count, container and length units ("2 cloves", "1 stick", "3 slices", "1 can") and bare
 *   counts ("2 eggs") go through the food's portions, matched by description (see
 *   `portion-match.ts` for the preferences, including the default size of a bare count: large
 *   for eggs, medium otherwise). Any other unit word ("pat", "spear") is tried as a portion noun,
 *   and the food's own noun as the unit ("2 eggs" with unit "eggs") is a bare count.
 * - A stated weight wins over a volume or a count: a line measured by volume or count that also
 *   states a mass ("2 cups (12-oz. pkg.) chips", "1 (15 ounce) can", "4 breasts (about 1 1/2
 *   pounds)") is weighed by that mass: for a volume the stated mass is the weight of the whole
 *   measure; for a count it is the weight of each item or of all of them (`SecondaryAmount.scope`).
 *   A primary mass ("400g/14oz") is already a weight and wins over everything else. A count
 *   the line sizes by how many make a pound ("12 shrimp (8-12 per pound)") is weighed by it.
 * - A weight of a whole bird as bought ("1 (4 lb) chicken", "3 1/2 pound whole chicken") is the
 *   ready-to-cook bird's, bones and all: SR28's yield of the food per pound of that bird weighs
 *   it (`wholeBird`). So does a weight of shellfish in the shell ("2 lb clams"): SR28's yield of
 *   meat per pound in the shell weighs it, and one SR28 gives no yield for is asked (`inShell`),
 *   as a whole fish is (`wholeFish`).
 * - A weight as bought of a food SR28 weighs without its refuse (`Food.refuse`) is weighed without
 *   it: a red-meat cut on the bone ("3 pounds spareribs": 30 % bone, `boneInCut`), parts of a bird
 *   (`bonedPart`), whole fruits and vegetables counted with their weight ("1 (4 pound) pineapple":
 *   49 % core, crown and parings, `wholeProduce`).
 * - A count of fillets of a large fish that SR28 weighs by the half fillet (a side: salmon,
 *   halibut) is `ambiguous`: a recipe's fillet is a portion cut from one (`isSideFillet`).
 * - A container with a stated volume ("1 (12 fl oz) bottle") converts through that volume; the
 *   first secondary amount in a volume unit that converts wins. A liquid's ounces, the line's
 *   own or those a can or bottle states, are fluid ounces (`inFluidOunces`, docs/decisions/0039),
 *   and a food SR28 weighs only by a can it sizes in fluid ounces weighs any volume by it
 *   (`byContainerVolume`).
 * - When the food's own portions, density and stated amounts cannot weigh the measure, a sibling
 *   food's own portion may, when the caller passes siblings (`siblings.ts`: raw cashews by the
 *   dry-roasted ones' cup), and then a documented household estimate (`household-estimates.ts`):
 *   a bunch, sprig or handful of the foods it names, a "splash", a piece of fresh root by its
 *   length, the zest of whole citrus fruit, a shallot, a count of peppercorns or cloves, a cup of
 *   shredded cheese, chopped chocolate or Greek yogurt. Its step has source
 *   `household_estimate`, names what the estimate rests on, and the result is approximate.
 * - When no sound conversion and no estimate exists the result is `ok: false` with a reason a
 *   cook can act on; nothing else is ever estimated. A choice between the food's own portions
 *   that the request does not settle ("1 cup" of onion: chopped 160 g or sliced 115 g?) is
 *   `ambiguous`, listing them; the density does not settle it either.
 *
 * Ranges ("2-3 cloves") are the caller's choice: convert the lower bound, or pass the midpoint as
 * the quantity; this function takes one quantity.
 *
 * Precision: `grams` keeps full precision. Each conversion multiplies first and divides once
 * (`divide`: 40 significant digits, ROUND_HALF_UP), so terminating results are exact. Figures in
 * steps and reasoning are rounded for reading only: half up to 4 decimal places, or to 6
 * significant digits when that would show 0.
 */

export type ConversionSource =
  | 'identity'
  | 'standard'
  | 'portion'
  | 'density'
  | 'secondary_amount'
  | 'household_estimate';

export interface ConversionStep {
  from_quantity: string;
  from_unit: string;
  to_quantity: string;
  to_unit: string;
  source: ConversionSource;
  reasoning: string;
}

export interface PortionReference {
  /** Position of the portion in the food's `portions`, so callers can name it. */
  portion_index: number;
  /** The portion's unit as the source writes it ("tbsp", "medium (2-1/4\" dia)"). */
  measure_unit_name: string;
  amount: string;
  gram_weight: string;
  modifier: string | null;
}

export type ConversionFailureCode = 'no_portion' | 'unknown_unit' | 'no_quantity' | 'ambiguous';

export type ConversionResult =
  | {
      ok: true;
      /** Full precision decimal string. */
      grams: string;
      /** 'secondary_amount' when a stated container amount was used, else the last step's source. */
      conversion_source: ConversionSource;
      steps: ConversionStep[];
      portion_reference: PortionReference | null;
      /** The unit is a conventional measure, or a requested size or preparation could not be honoured exactly. */
      approximate: boolean;
    }
  | { ok: false; reason: string; code: ConversionFailureCode; steps: ConversionStep[] };

export interface SecondaryAmount {
  quantity: number | string;
  unit: string | null;
  /**
   * `each`: the amount of one counted item or container, written before the name ("1 (15 ounce)
   * can", "2 x 400g tins"); `total`: the amount of everything the line measures, written after the
   * name ("4 chicken breasts (about 1 1/2 pounds)", "8 slices ham, about 3/4 pound"). Default each.
   */
  scope?: 'each' | 'total';
  /** Ounces stated of a liquid, read as fluid ounces (`inFluidOunces`). */
  fluid?: boolean;
}

export interface ConversionRequest {
  /** Non-negative decimal (number or plain decimal string). */
  quantity: number | string;
  /** Canonical unit name ("tablespoon"; plurals and abbreviations are read too), or null for a bare count. */
  unit: string | null;
  /** Size word ("large", "extra large"). */
  size?: string | null;
  /** Preparation ("chopped", "packed", "sifted"): picks "cup, chopped" over "cup, sliced". */
  preparation?: string | null;
  /** Stated amounts of a container: "1 (14.5 oz) can" → unit can, secondary [{14.5, ounce}]. */
  secondary?: readonly SecondaryAmount[];
  /**
   * The ingredient's name as written ("elbow macaroni"): settles a volume the food lists in
   * several forms when exactly one form is named ("cup elbows" among spaghetti, penne, shells…).
   */
  name?: string | null;
}

export type ConvertibleFood = Pick<Food, 'name' | 'portions' | 'density_g_per_ml'> &
  Partial<Pick<Food, 'refuse'>>;

interface Context {
  food: ConvertibleFood;
  portions: PortionDescriptor[];
  /** Why SR28 measures of the food were set aside (`PORTION_ERRATA`). */
  errata: string[];
  size: SizeWord | null;
  preparation: string[];
  /** Singular words of the ingredient's name as written. */
  nameWords: string[];
  /** What the line likens each item's size to ("the size of a walnut"), or null. */
  likeness: string | null;
}

/**
 * A food whose measures were set aside (`PORTION_ERRATA`): a density the catalogue derived from
 * its portions is derived again from those kept (a density given otherwise stays).
 */
function withDerivedDensity(food: ConvertibleFood, portions: readonly FoodPortion[]): ConvertibleFood {
  return food.density_g_per_ml === densityFromPortions(food.portions)
    ? { ...food, density_g_per_ml: densityFromPortions(portions) }
    : food;
}

type Success = Extract<ConversionResult, { ok: true }>;
type Failure = Extract<ConversionResult, { ok: false }>;

export function convertToGrams(
  request: ConversionRequest,
  food: ConvertibleFood,
  siblings: readonly Sibling<ConvertibleFood>[] = [],
): ConversionResult {
  const read = inFluidOunces(request, food);
  const result = convertRequest(read, food, siblings);
  return read.unit === request.unit
    ? result
    : { ...result, steps: [ouncesOfALiquid(request, food), ...result.steps] };
}

/** Why a liquid's ounces are read as fluid ounces, as each step that does so says. */
const FLUID_MEASURE = "a liquid's net quantity is declared by fluid measure, 21 CFR 101.105(a)";

/** The step that reads a liquid's ounces as fluid ounces (`inFluidOunces`). */
function ouncesOfALiquid(request: ConversionRequest, food: ConvertibleFood): ConversionStep {
  const quantity = figure(parseAmount(request.quantity) ?? new Decimal(0));
  return {
    from_quantity: quantity,
    from_unit: 'ounce',
    to_quantity: quantity,
    to_unit: 'fluid ounce',
    source: 'standard',
    reasoning: `Ounces of a liquid are fluid ounces (${FLUID_MEASURE}); SR28 measures ${food.name} by the fluid ounce.`,
  };
}

/**
 * A can or bottle SR28 sizes in fluid ounces ("can (6 fl oz)", "bottle 8 fl oz"): a liquid's
 * container. Not a cup of a semisolid food a label sizes so ("cup (8 fl oz)" of yogurt, "cup (4 fl
 * oz)" of a condensed soup) nor a packet of a dry mix that makes that much ("packet (6 fl oz)").
 */
const FLUID_CONTAINER_PORTION = /^(?:can|bottle)\b.*?\(?(\d+(?:\.\d+)?)\s*fl\.?\s*oz\)?/i;

/**
 * Syrups sold by fluid measure though SR28 lists no fluid ounce of them: maple, corn, pancake and
 * grenadine syrups and molasses are bottled and declared in fluid ounces, and a bar's "½ oz maple
 * syrup" is a fluid half ounce (14.2 g as a weight, 19.7 g as the liquid). Not honey, agave or
 * chocolate and malt syrups, which are declared by weight.
 */
const SOLD_BY_FLUID_MEASURE =
  /^(?:Syrups?, (?:maple|corn|table blends|fruit flavored|grenadine)|Molasses)\b/i;

/**
 * A liquid's ounces are fluid ounces: 21 CFR 101.105(a) has a liquid's net quantity declared by
 * fluid measure, and recipes measure liquids so ("2 oz vodka", "8 ounces milk", "1 (12 ounce) can
 * evaporated milk", 340 g as a weight for SR28's 378 g of 12 fl oz; "1 (6 ounce) can frozen
 * lemonade concentrate", 170 g for its "can (6 fl oz)", 219 g). A food SR28 measures in fluid
 * ounces (a "fl oz" portion, or a can or bottle it sizes so) or a syrup sold by fluid measure
 * (`SOLD_BY_FLUID_MEASURE`) is such a liquid, unless condensed:
 * sweetened condensed milk is viscous, declared by weight ("14 oz (396 g)"). The ounces read so
 * are the line's own unit and those it states beside another ("1 cup (8 ounces) milk", "1 (12 ounce)
 * can").
 */
function inFluidOunces(request: ConversionRequest, food: ConvertibleFood): ConversionRequest {
  const unit = canonicalUnitName((request.unit ?? '').trim().toLowerCase());
  const isOunce = (stated: SecondaryAmount) => canonicalUnitName(stated.unit ?? '') === 'ounce';
  if (
    (unit !== 'ounce' && !(request.secondary ?? []).some(isOunce)) ||
    /\bcondensed\b/i.test(food.name) ||
    !(
      SOLD_BY_FLUID_MEASURE.test(food.name) ||
      food.portions.some(
        (portion) =>
          canonicalUnitName(portion.unit) === 'fluid ounce' ||
          FLUID_CONTAINER_PORTION.test(`${portion.unit} ${portion.modifier ?? ''}`),
      )
    )
  ) {
    return request;
  }
  const secondary = request.secondary?.map((stated) =>
    isOunce(stated) ? { ...stated, unit: 'fluid ounce', fluid: true } : stated,
  );
  return {
    ...request,
    ...(unit === 'ounce' ? { unit: 'fluid ounce' } : {}),
    ...(secondary === undefined ? {} : { secondary }),
  };
}

function convertRequest(
  request: ConversionRequest,
  food: ConvertibleFood,
  siblings: readonly Sibling<ConvertibleFood>[],
): ConversionResult {
  const given = parseAmount(request.quantity);
  if (given === null) {
    return fail('no_quantity', quantityReason(request.quantity));
  }
  const quantity = asWritten(given);
  const raw = (request.unit ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const sizeAsUnit = raw === '' ? null : sizeWordOf(raw);
  const corrected = withoutErrata(food.name, food.portions);
  const context: Context = {
    food: corrected.notes.length === 0 ? food : withDerivedDensity(food, corrected.portions),
    portions: describePortions(corrected.portions),
    errata: corrected.notes,
    size: sizeWordOf(request.size ?? '') ?? sizeAsUnit,
    // "shelled walnuts", "whole almonds": a neutral word is no preparation to look for.
    preparation: preparationWords(request.preparation).filter((w) => !NEUTRAL_MODIFIERS.has(w)),
    nameWords: preparationWords(request.name),
    likeness: LIKENESS.exec(request.preparation ?? '')?.[0] ?? null,
  };
  const unitName = raw === '' ? undefined : canonicalUnitName(raw);
  const unit = unitName === undefined ? undefined : unitByName(unitName);
  // Shellfish in the shell, a whole fish, a bird or a bird's parts, weighed as bought: SR28's
  // yield weighs it, or the weight of the flesh is asked (a count is weighed as usual).
  const counts = raw === '' || sizeAsUnit !== null;
  const said = `${request.name ?? ''} ${request.preparation ?? ''}`;
  const asBought =
    inPods(context, said) ??
    inShell(context, said) ??
    wholeFish(context, counts) ??
    wholeBird(context, counts, PIECES.has(raw) || JOINTED_INTO.test(request.preparation ?? '')) ??
    bonedPart(context, said) ??
    boneInCut(context, said) ??
    (counts ? wholeProduce(context) : null);
  // A volume in the shell is asked too ("1 cup peanuts in shell" is not a cup of peanuts).
  const inShellVolume = unit?.kind === 'volume' && IN_SHELL.test(said);
  if (
    asBought !== null &&
    'ok' in asBought &&
    (unit?.kind === 'mass' || inShellVolume || statedMasses(request).length > 0)
  ) {
    return asBought;
  }
  const bought = asBought !== null && !('ok' in asBought) ? asBought : null;
  if (counts) {
    return (
      statedWeight(quantity, undefined, null, request, bought) ??
      countPerWeight(quantity, request) ??
      orEstimate(
        withoutPartBone(convertCount(quantity, null, true, request.secondary ?? [], context), context, said),
        {
          sibling: () => siblingPortion(quantity, undefined, null, true, request, context, siblings),
          estimate: () => householdEstimate(quantity, undefined, null, request, context),
        },
      )
    );
  }
  if (unit?.kind === 'mass') {
    return (
      partOfWeighedFruit(context) ??
      weighedCan(quantity, unit, request, context) ??
      convertMass(quantity, unit, bought)
    );
  }
  const counted = unit?.name ?? (raw === '' ? null : singular(raw));
  const read =
    unit?.kind !== 'volume' && counted !== null
      ? withLineTotals(quantity, counted, request, context)
      : request;
  const weighed =
    numberedCan(counted, request) ??
    drainedCan(quantity, counted, read, context) ??
    statedWeight(quantity, unit, counted, read, bought);
  if (weighed !== null) {
    return weighed;
  }
  if (unit?.kind === 'volume' && ICE.test(request.name ?? '') && /\bwater\b/i.test(context.food.name)) {
    return fail(
      'ambiguous',
      `A ${unit.name} of ice is not a ${unit.name} of water: cubes or crushed ice leave air between them, so the ${unit.name} weighs less by however much air it holds; give the weight of the ice in grams (update_ingredient_grams).`,
    );
  }
  if (unit?.kind === 'volume') {
    const packet = packetStated(request, context);
    if (packet !== null) {
      return packet;
    }
    const metric = statedMetricVolume(quantity, unit, request);
    if (metric !== null) {
      const inner = convertVolume(metric.millilitres, metric.unit, context);
      // The stated millilitres are the whole line's, what "plus" adds included, as a stated weight is.
      return inner.ok
        ? {
            ...inner,
            conversion_source: 'secondary_amount',
            steps: [
              step(
                quantity,
                unit.name,
                metric.millilitres,
                metric.unit.name,
                'secondary_amount',
                metric.reasoning,
              ),
              ...inner.steps,
            ],
          }
        : inner;
    }
    const drained = drainedVolume(request, context);
    if (drained !== null) {
      return drained;
    }
    const estimatedForm = writtenFormEstimate(quantity, unit, context);
    if (estimatedForm !== null) {
      return estimatedForm;
    }
    return orEstimate(
      convertVolume(quantity, unit, context),
      {
        sibling: () => siblingPortion(quantity, unit, unit.name, true, request, context, siblings),
        estimate: () => householdEstimate(quantity, unit, unit.name, request, context),
      },
      true,
    );
  }
  const headName = envelopeOf(unit?.name ?? singular(raw), context);
  return orEstimate(convertCount(quantity, headName, unit !== undefined, read.secondary ?? [], context), {
    sibling: () => siblingPortion(quantity, unit, headName, unit !== undefined, read, context, siblings),
    estimate: () => householdEstimate(quantity, unit, headName, read, context),
  });
}

/**
 * "2 pkg. unflavored gelatin": a recipe's package of unflavoured gelatin is one envelope (¼ oz),
 * the unit it is bought and measured in; SR28's "package (1 oz)" is the box of four, and had made
 * the line 56 g where it is 14. The counted unit is read as SR28's envelope.
 */
function envelopeOf(counted: string, context: Context): string {
  return (counted === 'package' || counted === 'packet') &&
    /^Gelatins, dry powder, unsweetened\b/i.test(context.food.name) &&
    context.portions.some((d) => d.head.name === 'envelope')
    ? 'envelope'
    : counted;
}

/** How near the line's total (count × the food's item) an amount must be to be read as that. */
const TOTAL_TOLERANCE = new Decimal('0.1');
/** How far it must then be from one item: more than this, and more than twice as far. */
const EACH_MISS = new Decimal('0.15');

/**
 * Counted units of one standard size (a stick of butter is half a cup the world over), whose
 * listed weight can tell an amount of each from the line's total. Containers are not: SR28's
 * "can" of tomatoes is a 190 g one, a recipe's a 411 g one.
 */
const STANDARD_COUNT_UNITS: ReadonlySet<string> = new Set(['stick']);

/**
 * "2 sticks (16 tablespoons) butter", "1 1/4 sticks (140g) butter": an amount written with a
 * counted unit reads as each item's, but it is the whole line's when the food's own weight of
 * that unit (a standard one, `STANDARD_COUNT_UNITS`) says so: within 10 % of the count times it
 * (2 × 113 g = 227 g, 16 tablespoons), and more than 15 % and twice as far from one item. Such an
 * amount is marked `total`; any other stays as written.
 */
function withLineTotals(
  quantity: Decimal,
  counted: string,
  request: ConversionRequest,
  context: Context,
): ConversionRequest {
  const secondary = request.secondary ?? [];
  if (
    !STANDARD_COUNT_UNITS.has(counted) ||
    quantity.eq(1) ||
    quantity.isZero() ||
    !secondary.some((s) => (s.scope ?? 'each') === 'each')
  ) {
    return request;
  }
  const pick = pickCountPortion(context.portions, counted, null, [], usualCountSize(context.food.name));
  if (pick.kind !== 'found') {
    return request;
  }
  const item = gramsPerUnit(pick.descriptor).times(pick.scale ?? 1);
  let changed = false;
  const read = secondary.map((stated) => {
    if ((stated.scope ?? 'each') !== 'each') {
      return stated;
    }
    const amount = parseAmount(stated.quantity);
    const name = canonicalUnitName(stated.unit ?? '');
    const statedUnit = name === undefined ? undefined : unitByName(name);
    if (amount === null || (statedUnit?.kind !== 'mass' && statedUnit?.kind !== 'volume')) {
      return stated;
    }
    const weighed = convertMeasure(amount, statedUnit, context);
    if (!weighed.ok) {
      return stated;
    }
    const grams = new Decimal(weighed.grams);
    const offEach = grams.minus(item).abs().div(item);
    const offTotal = grams.minus(item.times(quantity)).abs().div(item.times(quantity));
    if (offTotal.lte(TOTAL_TOLERANCE) && offEach.gt(EACH_MISS) && offEach.gt(offTotal.times(2))) {
      changed = true;
      return { ...stated, scope: 'total' as const };
    }
    return stated;
  });
  return changed ? { ...request, secondary: read } : request;
}

/**
 * A failure the food's own data could not settle (`no_portion`, `unknown_unit`) gives way first to
 * a sibling food's portion of the measure (`siblingPortion`), then to a household estimate when
 * one fits the food and the measure; when neither weighs it, a choice among the sibling's portions
 * is asked about, else the food's own failure stands. A volume `ambiguous` between forms none of
 * which the line names ("1 cup shredded" of a cheese listing only diced and melted cups) may still
 * be estimated when `ambiguousToo`, but never by a sibling. A choice between the food's own
 * portions of the very measure asked ("sprig, small" or "sprig, large") stays a question. Any
 * other result stands.
 */
function orEstimate(
  result: ConversionResult,
  fallbacks: { sibling: () => ConversionResult | null; estimate: () => Success | null },
  ambiguousToo = false,
): ConversionResult {
  if (result.ok || result.code === 'no_quantity' || (result.code === 'ambiguous' && !ambiguousToo)) {
    return result;
  }
  const borrowed = result.code === 'ambiguous' ? null : fallbacks.sibling();
  if (borrowed?.ok === true) {
    return borrowed;
  }
  return fallbacks.estimate() ?? borrowed ?? result;
}

/**
 * The measure weighed by a sibling food's own portion (`siblings.ts`): a food of the same identity
 * that differs only in a way SR28 shows leaves the measure's weight about the same (salt, how nuts
 * are roasted, fat level, a fruit's variety), for the class of measure that kind may lend. The
 * siblings are tried nearest first, each by the same rules as the food's own portions (form, size,
 * preparation), never by its density; the first that lists the measure answers. Its portion is
 * named in the steps, after a `household_estimate` step that says which sibling lends it and why,
 * and the result is approximate. When its portions of the measure leave a choice the line does not
 * make, that choice is the answer (`ambiguous`). Null when no sibling lists the measure.
 */
function siblingPortion(
  quantity: Decimal,
  unit: UnitDef | undefined,
  headName: string | null,
  knownUnit: boolean,
  request: ConversionRequest,
  context: Context,
  siblings: readonly Sibling<ConvertibleFood>[],
): ConversionResult | null {
  const measure: MeasureClass | null =
    unit?.kind === 'volume' ? 'volume' : unit === undefined || unit.kind === 'count' ? 'count' : null;
  if (measure === null) {
    return null;
  }
  for (const sibling of siblings) {
    if (!siblingLends(sibling.kind, measure)) {
      continue;
    }
    const corrected = withoutErrata(sibling.food.name, sibling.food.portions);
    const lender: Context = {
      ...context,
      food: { name: sibling.food.name, portions: sibling.food.portions, density_g_per_ml: null },
      portions: describePortions(corrected.portions),
      errata: corrected.notes,
    };
    const lent =
      measure === 'volume' && unit !== undefined
        ? convertVolume(quantity, unit, lender)
        : convertCount(quantity, headName, knownUnit, request.secondary ?? [], lender);
    if (!lent.ok && lent.code !== 'ambiguous') {
      continue;
    }
    const measured = SIBLING_ERROR[sibling.kind][measure];
    const shownUnit = headName ?? 'item';
    const why = `${sibling.food.name} differs from it only in ${SIBLING_KIND_WORDS[sibling.kind]}, which changes what a ${measure === 'volume' ? 'volume' : 'count'} weighs by ${percent(measured.p90)} or less at the 90th percentile (${measured.comparisons} SR28 comparisons of a food's own portion with a sibling's)`;
    if (!lent.ok) {
      return fail(
        'ambiguous',
        `${context.food.name} has no portion of its own for this ${shownUnit}; ${why}, and its portions leave a choice. ${lent.reason}`,
      );
    }
    const first = step(
      quantity,
      shownUnit,
      quantity,
      shownUnit,
      'household_estimate',
      `${context.food.name} has no portion of its own for this ${shownUnit}; ${why}, so its portion is used.`,
    );
    return {
      ...lent,
      conversion_source: 'household_estimate',
      steps: [first, ...lent.steps],
      portion_reference: null,
      approximate: true,
    };
  }
  return null;
}

/** A share as a whole percentage ("12 %"). */
function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/**
 * The household estimates of `household-estimates.ts`, tried in order: a volume of a food SR28
 * lists only by weight (a sibling's cup), a vague count unit (bunch, sprig, handful), a piece of
 * root by its length, the zest of whole citrus fruit, a count of small items. Null when none fits:
 * the food's own failure then stands.
 */
function householdEstimate(
  quantity: Decimal,
  unit: UnitDef | undefined,
  headName: string | null,
  request: ConversionRequest,
  context: Context,
): Success | null {
  const groups = foodGroups(context.food.name);
  if (groups.size === 0) {
    return null;
  }
  const words = [...context.preparation, ...context.nameWords];
  if (unit?.kind === 'volume') {
    return volumeEstimate(quantity, unit, groups, words, context);
  }
  if (unit?.kind === 'length') {
    return rootPieceEstimate(quantity, unit, groups, context);
  }
  if (headName !== null) {
    const byUnit = COUNT_UNIT_ESTIMATES.find((e) => e.unit === headName && groups.has(e.group));
    if (byUnit !== undefined) {
      const measured = byUnit.wholeMeasureOnly === true ? wholeMeasure(byUnit.each, context) : context;
      return measured === null
        ? null
        : measuredEstimate(quantity, headName, byUnit.each, byUnit.basis, sizeNote(context), measured);
    }
    const length = lengthOf(request.secondary ?? []);
    if (length !== null && (headName === 'piece' || headName === 'knob')) {
      // "1 (2-inch) piece ginger": each piece is as long as stated.
      return rootPieceEstimate(quantity.times(length.quantity), length.unit, groups, context);
    }
  }
  const noun = headName ?? context.nameWords.at(-1) ?? null;
  if (noun === null) {
    return null;
  }
  const usesJuice = words.some((w) => JUICE_WORDS.has(w));
  const zest =
    groups.has('citrus_peel') && !usesJuice ? ZEST_YIELDS.find((z) => z.fruit === noun) : undefined;
  if (zest !== undefined) {
    return measuredEstimate(quantity, noun, zest.each, zest.basis, sizeNote(context), context);
  }
  const item = ITEM_ESTIMATES.find(
    (e) => e.nouns.includes(noun) && groups.has(e.group) && !(e.unless ?? []).some((w) => words.includes(w)),
  );
  if (item !== undefined) {
    const size = item.sized === true ? itemSize(context.size) : null;
    return size === null
      ? measuredEstimate(quantity, noun, item.each, item.basis, sizeNote(context), context)
      : measuredEstimate(quantity, noun, item.each, item.basis, size.notes, context, size.factor);
  }
  return null;
}

/**
 * The size of an item whose estimate is for a medium one: a small or large one is weighed by
 * SR28's own ratio between those sizes (`SIZE_STEP`), as a size a food does not list is. Null for
 * a size off that scale ("extra large", "jumbo"): it is not weighed differently.
 */
function itemSize(size: SizeWord | null): { factor: Decimal; notes: string[] } | null {
  if (size === null || size === 'medium') {
    return { factor: new Decimal(1), notes: [] };
  }
  if (size !== 'small' && size !== 'large') {
    return null;
  }
  const factor = sizeFactor('medium', size);
  return {
    factor,
    notes: [
      `A ${size} one is taken as ${figure(factor.toDecimalPlaces(2))} × a medium one, SR28's median ratio between those sizes.`,
    ],
  };
}

/**
 * The context with only the food's own portions of the estimate's volume measure of whole leaves
 * (`CountUnitEstimate.wholeMeasureOnly`), or null when it lists none.
 */
function wholeMeasure(each: EstimatedMeasure, context: Context): Context | null {
  if (!('unit' in each)) {
    return context;
  }
  const portions = context.portions.filter(
    (d) => d.head.name === each.unit && !d.modifiers.some((w) => CUT_WORDS.has(w)),
  );
  return portions.length === 0 ? null : { ...context, portions };
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function sizeNote(context: Context): string[] {
  return context.size === null
    ? []
    : [`The size ('${context.size}') is not weighed differently: the estimate is for a usual one.`];
}

function lengthOf(secondary: readonly SecondaryAmount[]): { quantity: Decimal; unit: UnitDef } | null {
  for (const stated of secondary) {
    const amount = parseAmount(stated.quantity);
    const name = canonicalUnitName(stated.unit ?? '');
    const def = name === undefined ? undefined : unitByName(name);
    if (amount !== null && def?.kind === 'length') {
      return { quantity: amount, unit: def };
    }
  }
  return null;
}

function estimateSuccess(
  grams: Decimal,
  steps: ConversionStep[],
  portion: PortionDescriptor | null,
): Success {
  return { ...success(grams, steps, portion, true), conversion_source: 'household_estimate' };
}

/**
 * `quantity` units of an estimate measured in grams, in a volume the food's own portions weigh
 * ("a handful of leaves" → 1 cup of the food; "zest of an orange" → 1½ tbsp of the peel), or in a
 * number of the food's own items ("a bunch of scallions" → 6½ scallions), each `scale` times the
 * estimate's measure (a size other than the one the estimate is for).
 */
function measuredEstimate(
  quantity: Decimal,
  shownUnit: string,
  each: EstimatedMeasure,
  basis: string,
  notes: readonly string[],
  context: Context,
  scale: Decimal = new Decimal(1),
): Success | null {
  const prefix = notes.length === 0 ? '' : `${notes.join(' ')} `;
  if ('items' in each) {
    const total = quantity.times(each.items);
    // The items are counted at their usual size, whatever size the line gives the measure.
    const inner = convertCount(total, null, true, [], { ...context, preparation: [], size: null });
    if (!inner.ok) {
      return null;
    }
    const noun = context.nameWords.at(-1) ?? 'item';
    const first = step(
      quantity,
      shownUnit,
      total,
      noun,
      'household_estimate',
      `${prefix}${context.food.name} lists no weight for ${article(shownUnit)} ${shownUnit}; ${basis}, so ${measure(quantity, shownUnit)} = ${measure(total, noun)}.`,
    );
    return {
      ...inner,
      conversion_source: 'household_estimate',
      steps: [first, ...inner.steps],
      approximate: true,
    };
  }
  if ('grams' in each) {
    const perUnit = new Decimal(each.grams).times(scale);
    const grams = quantity.times(perUnit);
    return estimateSuccess(
      grams,
      [
        step(
          quantity,
          shownUnit,
          grams,
          'gram',
          'household_estimate',
          `${prefix}${context.food.name} lists no weight for ${article(shownUnit)} ${shownUnit}; ${basis}. ${figure(quantity)} × ${figure(perUnit)} g = ${figure(grams)} g.`,
        ),
      ],
      null,
    );
  }
  const volumeUnit = unitByName(each.unit);
  if (volumeUnit === undefined) {
    return null;
  }
  const total = quantity.times(each.quantity).times(scale);
  // The measure is taken as the food comes (leaves, grated zest), not as the line then cuts it.
  const inner = convertVolume(total, volumeUnit, { ...context, preparation: [], size: null });
  if (!inner.ok) {
    return null;
  }
  const first = step(
    quantity,
    shownUnit,
    total,
    volumeUnit.name,
    'household_estimate',
    `${prefix}${context.food.name} lists no weight for ${article(shownUnit)} ${shownUnit}; ${basis}, so ${measure(quantity, shownUnit)} = ${measure(total, volumeUnit.name)}.`,
  );
  return {
    ...inner,
    conversion_source: 'household_estimate',
    steps: [first, ...inner.steps],
    approximate: true,
  };
}

/**
 * A volume in a form the food lists no cup of, which a household estimate weighs in that very
 * form: "1 cup shredded provolone", of a cheese SR28 lists only diced (132 g a cup), is weighed as
 * a cup of shredded cheese (113 g), not as the diced cup, which holds a sixth more. Null when the
 * food lists a plain cup or one of the estimate's forms (or its name says one), or no estimate
 * names the form.
 */
function writtenFormEstimate(quantity: Decimal, unit: UnitDef, context: Context): Success | null {
  const words = [...context.preparation, ...context.nameWords];
  // Most lines write no form an estimate weighs: the food's groups are read only when one does.
  const estimate = VOLUME_FORM_WORDS.some((word) => words.includes(word))
    ? writtenForm(foodGroups(context.food.name), words)
    : undefined;
  if (estimate === undefined) {
    return null;
  }
  const forms = estimate.preparations;
  // The food's name says the form of all its portions ("Cheese, parmesan, shredded": its cup); a
  // plain cup, or one of a like form (fontina's shredded cup for grated), is the food's own.
  const named = nameWords(context.food.name);
  const listed =
    forms.some((word) => named.has(word)) ||
    context.portions.some(
      (d) => d.head.kind === 'volume' && (d.plain || d.modifiers.some((word) => forms.includes(word))),
    );
  return listed ? null : weighByVolumeEstimate(quantity, unit, estimate, context);
}

/** A volume of a food SR28 lists only by weight: a sibling's cup (`VOLUME_ESTIMATES`). */
function volumeEstimate(
  quantity: Decimal,
  unit: UnitDef,
  groups: ReadonlySet<string>,
  words: readonly string[],
  context: Context,
): Success | null {
  const hasVolume = context.portions.some((d) => d.head.kind === 'volume');
  const estimate =
    writtenForm(groups, words) ??
    (hasVolume
      ? undefined
      : VOLUME_ESTIMATES.find((e) => groups.has(e.group) && e.preparations.length === 0));
  return estimate === undefined ? null : weighByVolumeEstimate(quantity, unit, estimate, context);
}

/** Every form word of the volume estimates ("shredded", "crumbled", "chopped"). */
const VOLUME_FORM_WORDS: readonly string[] = [...new Set(VOLUME_ESTIMATES.flatMap((e) => e.preparations))];

/** The first volume estimate of one of the food's groups whose form the line writes. */
function writtenForm(groups: ReadonlySet<string>, words: readonly string[]): VolumeEstimate | undefined {
  return VOLUME_ESTIMATES.find((e) => groups.has(e.group) && e.preparations.some((p) => words.includes(p)));
}

/** A volume weighed by an estimate's cup (`VOLUME_ESTIMATES`), with the step that says so. */
function weighByVolumeEstimate(
  quantity: Decimal,
  unit: UnitDef,
  estimate: VolumeEstimate,
  context: Context,
): Success {
  const label = { grams: new Decimal(estimate.grams), amount: new Decimal(estimate.cups) };
  return byReferenceVolume(quantity, unit, 'cup', label, (cups, perCup, grams) => {
    const inCups =
      unit.name === 'cup' ? '' : ` ${measure(quantity, unit.name)} = ${measure(cups, 'cup')} (US measures);`;
    return [
      ...context.errata,
      `No volume portion of ${context.food.name} answers '${measure(quantity, unit.name)}'; ${estimate.basis}.${inCups} ${figure(cups)} × ${figure(perCup)} g = ${figure(grams)} g.`,
    ].join(' ');
  });
}

/**
 * An estimate of a volume by the grams in an amount of a reference measure (170 g in ¾ cup, 6 g
 * in a teaspoon), in one step of source `household_estimate` whose reasoning `explain` writes from
 * the amount in the reference measure, the grams per reference and the result.
 */
function byReferenceVolume(
  quantity: Decimal,
  unit: UnitDef,
  reference: string,
  label: { grams: Decimal; amount: Decimal },
  explain: (inReference: Decimal, perReference: Decimal, grams: Decimal) => string,
): Success {
  // "¾ cup = 170 g": the grams of an amount of the reference measure, divided once at the end.
  const { grams: referenceGrams, amount } = label;
  const inReference = divide(quantity.times(millilitres(unit)), millilitres(reference));
  const perReference = divide(referenceGrams, amount);
  const grams = divide(
    quantity.times(millilitres(unit)).times(referenceGrams),
    millilitres(reference).times(amount),
  );
  return estimateSuccess(
    grams,
    [
      step(
        quantity,
        unit.name,
        grams,
        'gram',
        'household_estimate',
        explain(inReference, perReference, grams),
      ),
    ],
    null,
  );
}

/** A piece of fresh root by its length (`ROOT_PIECE`): a cylinder 1 inch across. */
function rootPieceEstimate(
  length: Decimal,
  unit: UnitDef,
  groups: ReadonlySet<string>,
  context: Context,
): Success | null {
  const cm = CENTIMETRES_PER[unit.name];
  if (!groups.has(ROOT_PIECE.group) || cm === undefined) {
    return null;
  }
  const radius = new Decimal(ROOT_PIECE.diameterCm).div(2);
  const lengthCm = length.times(cm);
  const ml = Decimal.acos(-1).times(radius).times(radius).times(lengthCm);
  const grams = ml.times(ROOT_PIECE.gramsPerMl);
  return estimateSuccess(
    grams,
    [
      step(
        length,
        unit.name,
        grams,
        'gram',
        'household_estimate',
        `${context.food.name} lists no weight for a piece by its length; ${ROOT_PIECE.basis}. π × (${figure(radius)} cm)² × ${figure(lengthCm)} cm = ${figure(ml)} ml ≈ ${figure(grams)} g.`,
      ),
    ],
    null,
  );
}

/** "(8-12 per pound)", "(31 to 35 per lb.)", "20 to the pound": how many of the items make a weight. */
const PER_WEIGHT =
  /\b(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(?:per|to the|to a|a)\s+(pound|lb|kilogram|kilo|kg)s?\b/i;
const PER_WEIGHT_UNITS: Readonly<Record<string, string>> = {
  pound: 'pound',
  lb: 'pound',
  kilogram: 'kilogram',
  kilo: 'kilogram',
  kg: 'kilogram',
};

/**
 * A count of items the line sizes by how many make a pound ("12 raw shrimp (8-12 per pound)"):
 * each weighs the pound over that many (a range at its middle, and the result approximate).
 * Null when the line says no such thing.
 */
function countPerWeight(quantity: Decimal, request: ConversionRequest): Success | null {
  const said = PER_WEIGHT.exec(request.preparation ?? '');
  const unitName = PER_WEIGHT_UNITS[said?.[3]?.toLowerCase() ?? ''];
  const unit = unitName === undefined ? undefined : unitByName(unitName);
  if (said === null || unit === undefined) {
    return null;
  }
  const low = new Decimal(said[1] ?? '0');
  const high = said[2] === undefined ? low : new Decimal(said[2]);
  if (low.isZero() || high.lt(low)) {
    return null;
  }
  const count = low.plus(high).dividedBy(2);
  const each = divide(new Decimal(unit.factor ?? '0'), count);
  const grams = quantity.times(each);
  const counted =
    said[2] === undefined ? figure(low) : `${figure(low)} to ${figure(high)} (${figure(count)})`;
  return success(
    grams,
    [
      step(
        quantity,
        'item',
        grams,
        'gram',
        'secondary_amount',
        `The line says ${counted} make 1 ${unit.name} (${decString(new Decimal(unit.factor ?? '0'))} g), so one weighs ${figure(each)} g; ${figure(quantity)} × ${figure(each)} g = ${figure(grams)} g.`,
      ),
    ],
    null,
    said[2] !== undefined,
  );
}

/** Centimetres in a length unit (1 inch = 2.54 cm exactly). */
const CENTIMETRES_PER: Readonly<Record<string, string>> = { centimeter: '1', inch: '2.54' };

/** A stated length in inches ("4 (25 cm) tortillas" are 9.84 inches across). */
function inchesOf(length: { quantity: Decimal; unit: UnitDef }): Decimal {
  return divide(
    length.quantity.times(CENTIMETRES_PER[length.unit.name] ?? '1'),
    new Decimal(CENTIMETRES_PER.inch ?? '2.54'),
  );
}

/** A metric volume ("50ml/2oz") is as exact as a weight; the ounces after it translate it (fluid ounces). */
const METRIC_VOLUMES: ReadonlySet<string> = new Set(['milliliter', 'centiliter', 'deciliter', 'liter']);

const METRIC_MASSES: ReadonlySet<string> = new Set(['milligram', 'gram', 'kilogram']);

/**
 * "1 tbsp (20ml) olive oil": a spoon or cup with its millilitres stated is that many millilitres,
 * when they are more than a tenth over the US measure (an Australian tablespoon is 20 ml: 13.5 g
 * of oil had been weighed for 18); a metric cup's 250 ml, 6 % over, is the same cup. Not when they
 * are further off than half again, which reads as another amount, not the same measure.
 */
function statedMetricVolume(
  quantity: Decimal,
  unit: UnitDef,
  request: ConversionRequest,
): { millilitres: Decimal; unit: UnitDef; reasoning: string } | null {
  if (METRIC_VOLUMES.has(unit.name) || unit.factor === null) {
    return null;
  }
  for (const stated of request.secondary ?? []) {
    const amount = parseAmount(stated.quantity);
    const name = canonicalUnitName(stated.unit ?? '');
    const metric = name === undefined ? undefined : unitByName(name);
    if (
      amount === null ||
      metric === undefined ||
      !METRIC_VOLUMES.has(metric.name) ||
      metric.factor === null
    ) {
      continue;
    }
    // A spoon's or cup's millilitres are the line's, whichever scope the parser gave them.
    const said = amount.times(metric.factor);
    const measured = quantity.times(unit.factor);
    const ratio = said.dividedBy(measured);
    if (ratio.gt('1.1') && ratio.lte('1.5')) {
      return {
        millilitres: amount,
        unit: metric,
        reasoning: `The line states ${measure(quantity, unit.name)} as ${measure(amount, metric.name)}, ${ratio.minus(1).times(100).toDecimalPlaces(0).toString()} % more than US measure: the stated millilitres are used.`,
      };
    }
  }
  return null;
}

/**
 * The first stated mass (a metric one first) of a line measured by US volume or by count, as grams: for a volume, the mass
 * of the whole measure; for a count, of each item (scope each) or of all of them (scope total).
 * Null when the line states no mass.
 */
function statedWeight(
  quantity: Decimal,
  unit: UnitDef | undefined,
  headName: string | null,
  request: ConversionRequest,
  bought: AsBought | null = null,
): Success | Failure | null {
  const masses = unit !== undefined && METRIC_VOLUMES.has(unit.name) ? [] : statedMasses(request);
  const weighed = masses[0];
  if (weighed === undefined) {
    return null;
  }
  const disagreeing = disagreement(request);
  if (disagreeing !== null) {
    return fail('ambiguous', disagreeing);
  }
  const { stated, amount, massUnit } = weighed;
  const shownUnit = headName ?? 'item';
  const perItem = unit?.kind !== 'volume' && stated.scope !== 'total';
  const total = perItem ? quantity.times(amount) : amount;
  const inner = convertMass(total, massUnit, bought);
  const reasoning = perItem
    ? `Each ${shownUnit} holds ${measure(amount, massUnit.name)} as stated; ${figure(quantity)} × ${figure(amount)} = ${measure(total, massUnit.name)}.`
    : `The line states the weight of ${measure(quantity, shownUnit)}: ${measure(amount, massUnit.name)}; a stated weight is used rather than the ${unit?.kind === 'volume' ? 'volume' : 'count'}.`;
  const first = step(quantity, shownUnit, total, massUnit.name, 'secondary_amount', reasoning);
  return {
    ...inner,
    conversion_source: 'secondary_amount',
    // Grams need no step of their own; a refuse or yield step after them still says what it takes.
    steps: [first, ...inner.steps.filter((s) => s.source !== 'identity')],
  };
}

/** Two weights of one thing further apart than this ratio are not one weight written twice. */
const STATED_WEIGHTS_AGREE = new Decimal('1.2');

/**
 * The reason to ask when the weights a line states of one thing disagree ("One 14.5 oz (110g)
 * can": 411 g or 110 g?), null when they agree (rounding: "450g/1lb", "15 oz (425 g)"). Pounds
 * and the ounces written after them are one weight ("500g/1lb 2oz").
 */
function disagreement(request: ConversionRequest): string | null {
  const weights: { scope: string; unit: string; grams: Decimal; said: string }[] = [];
  for (const stated of request.secondary ?? []) {
    const amount = parseAmount(stated.quantity);
    const name = canonicalUnitName(stated.unit ?? '');
    const massUnit = name === undefined ? undefined : unitByName(name);
    if (amount === null || massUnit?.kind !== 'mass') {
      continue;
    }
    const scope = stated.scope ?? 'each';
    const grams = amount.times(new Decimal(massUnit.factor ?? '0'));
    const said = measure(amount, massUnit.name);
    const before = weights[weights.length - 1];
    if (massUnit.name === 'ounce' && before?.unit === 'pound' && before.scope === scope) {
      weights[weights.length - 1] = {
        scope,
        unit: 'pound and ounce',
        grams: before.grams.plus(grams),
        said: `${before.said} ${said}`,
      };
    } else {
      weights.push({ scope, unit: massUnit.name, grams, said });
    }
  }
  for (const scope of ['each', 'total']) {
    const same = weights.filter((w) => w.scope === scope);
    if (same.length < 2) {
      continue;
    }
    const low = Decimal.min(...same.map((w) => w.grams));
    const high = Decimal.max(...same.map((w) => w.grams));
    if (low.gt(0) && high.gt(low.times(STATED_WEIGHTS_AGREE))) {
      const said = same.map((w) => w.said).join(' and ');
      return `The line states weights that disagree (${said}: ${figure(low.toDecimalPlaces(0))} g against ${figure(high.toDecimalPlaces(0))} g); give the weight in grams (update_ingredient_grams).`;
    }
  }
  return null;
}

/**
 * The masses a line states in its secondary amounts, a metric one first: "¾ cup (5 1/3
 * ounces/150 grams)" is weighed by the metric figure; the ounces are rounded from it.
 */
function statedMasses(
  request: ConversionRequest,
): { stated: SecondaryAmount; amount: Decimal; massUnit: UnitDef }[] {
  const masses = (request.secondary ?? []).flatMap((stated) => {
    const amount = parseAmount(stated.quantity);
    const name = canonicalUnitName(stated.unit ?? '');
    const massUnit = name === undefined ? undefined : unitByName(name);
    return amount === null || massUnit?.kind !== 'mass' ? [] : [{ stated, amount, massUnit }];
  });
  return masses.sort(
    (a, b) => Number(METRIC_MASSES.has(b.massUnit.name)) - Number(METRIC_MASSES.has(a.massUnit.name)),
  );
}

/** A volume measure at least this many grams a millilitre (near water's) holds liquid in its gaps. */
const LIQUID_FILLED_G_PER_ML = new Decimal('0.85');

/**
 * "1 cup canned black beans, drained", "2 cups chickpeas, drained" of a canned food SR28 lists with
 * its liquid: the line measures the drained food, and a cup of the can's contents, its liquid
 * filling the gaps, weighs more (SR28's canned black beans 240 g a cup; its rinsed, drained
 * chickpeas 152 g a cup against 240 g with their liquid). Asked, unless the food's own measures are
 * of it drained ("tbsp, drained" of capers) or say which holds the liquid ("cup, undrained"), its
 * volume measures are lighter than `LIQUID_FILLED_G_PER_ML`, or it is olives (weighed drained).
 */
function drainedVolume(request: ConversionRequest, context: Context): Failure | null {
  const { food } = context;
  // Not drained cans offered instead ("4 ½ cups cooked cannellini beans, or 3 (15-ounce) cans,
  // rinsed and drained").
  const measured = (request.preparation ?? '').split(/\bor\b/i)[0] ?? '';
  if (
    !drainedSaid([...preparationWords(measured), ...context.nameWords]) ||
    !/\bcanned\b/i.test(food.name) ||
    /\bdrained\b/i.test(food.name) ||
    /^olives\b/i.test(food.name) ||
    context.portions.some((d) => d.modifiers.includes('drained') || d.modifiers.includes('undrained'))
  ) {
    return null;
  }
  // SR28 marks a measure with the liquid when it lists one without ("cup, undrained" 236 g of
  // sauerkraut beside its "cup" 142 g, the drained food): that food is skipped above. A measure
  // well under water's weight (0.85 g a millilitre) holds no liquid in its gaps either.
  const liquidFilled = context.portions.some(
    (d) =>
      d.head.kind === 'volume' &&
      d.grams.gte(d.amount.times(millilitres(d.head.name)).times(LIQUID_FILLED_G_PER_ML)),
  );
  if (!liquidFilled) {
    return null;
  }
  return fail(
    'ambiguous',
    `The line measures it drained, and ${food.name} is weighed with the can's liquid filling the measure's gaps; give the drained amount in grams, or choose a food whose measure is of the food alone (one listed drained, or cooked).`,
  );
}

/**
 * The line drains a canned food: it says so, or rinses it ("1 (15 oz) can pinto beans, rinsed"),
 * which is done once the can's liquid is poured off (the can had been weighed with its liquid,
 * 425 g for 277 g of beans). The words are `preparationWords`'. Also the search's reading of a
 * counted can (resolution/rows.ts), so the food searched and its weight agree.
 */
export function drainedSaid(words: readonly string[]): boolean {
  return words.includes('drained') || (words.includes('rinsed') && !words.includes('undrained'));
}

/** Grams in an avoirdupois ounce, from the units table. */
const OUNCE_GRAMS = new Decimal(unitByName('ounce')?.factor ?? '0');
/** Net weight of a No. 303 can (15 to 16 oz), the size SR28's drained can portions are of. */
const STANDARD_CAN_NET = { min: new Decimal('396'), max: new Decimal('482') };
/** What SR28 lists for a standard can drained: 253 g of chickpeas, 277 g of pinto beans, 298 g of corn. */
const STANDARD_CAN_DRAINED = { min: new Decimal('200'), max: new Decimal('340') };

/**
 * "1 (15 ounce) can chickpeas, drained": 15 ounces is the can's net weight, liquid included, and
 * what is measured is the drained food, which SR28 weighs by its own can (253 g of chickpeas;
 * 425 g had been used). For a can of the standard 15-16 oz size and a food SR28 lists drained
 * with such a can. Any other drained can ("1 (20 ounce) can pineapple chunks, drained", a
 * canned food SR28 lists only with its liquid) is asked for its drained weight rather than
 * weighed by its net weight, half as much again. Olives are sold by their drained weight.
 * A can or jar whose net weight a line gives without draining it ("1 (15.25 ounce) can corn", "2
 * (10 ounce) jars maraschino cherries") is asked when the food found is one SR28 lists drained:
 * its net weight of the drained food is half as much again as what the can holds of it.
 */
function drainedCan(
  quantity: Decimal,
  counted: string | null,
  request: ConversionRequest,
  context: Context,
): ConversionResult | null {
  const { food } = context;
  const drained = drainedSaid([...context.preparation, ...context.nameWords]);
  if (
    (counted !== 'can' && counted !== 'jar') ||
    (counted === 'jar' && drained) ||
    !/\b(?:canned|drained)\b/i.test(food.name) ||
    /^olives\b/i.test(food.name)
  ) {
    return null;
  }
  const stated = statedMasses(request).find((m) => m.stated.scope !== 'total');
  if (stated === undefined) {
    // "1 can pinto beans, drained" of a food listed with its liquid (the starter's only canned
    // pinto beans): its can weighs the liquid too (442 g, against 277 g of beans drained).
    return drained && counted === 'can' && !/\bdrained\b/i.test(food.name)
      ? fail(
          'ambiguous',
          `The line drains the can, and ${food.name} is the food with its liquid, which its can weighs too; give the drained weight in grams, or choose the food listed drained.`,
        )
      : null;
  }
  const net = `the ${counted}'s stated ${measure(stated.amount, stated.massUnit.name)} is its net weight, liquid included`;
  const grams = stated.amount.times(stated.massUnit.factor ?? '0');
  const standard = grams.gte(STANDARD_CAN_NET.min) && grams.lte(STANDARD_CAN_NET.max);
  // SR28's drained can of the standard size: "can drained" or "can (303 x 406)", not a can it
  // names another size of ("can (12 oz) yields").
  const cans = context.portions.filter(
    (d) =>
      d.head.name === 'can' &&
      d.amount.eq(1) &&
      d.grams.gte(STANDARD_CAN_DRAINED.min) &&
      d.grams.lte(STANDARD_CAN_DRAINED.max) &&
      !/\b\d+(?:\.\d+)?\s*oz\b/i.test(d.description.replace(/\b1[4-6](?:\.\d+)?\s*oz\b/gi, '')),
  );
  const can = cans.find((d) => d.description.includes('303')) ?? cans[0];
  if (!drained) {
    if (!/\bdrained\b/i.test(food.name)) {
      return null;
    }
    const drainedWeight =
      standard && can !== undefined && counted === 'can'
        ? ` (drained, SR28 weighs such a can at ${figure(can.grams)} g)`
        : ' (drained, if it is)';
    return fail(
      'ambiguous',
      `The line does not say the ${counted} is drained, and ${net}; ${food.name} is the food without its liquid, so that weight would count the liquid as food. Give the grams used${drainedWeight}, or choose a food listed with its liquid.`,
    );
  }
  // A can SR28 names by the line's own size, of the food drained: "1 (2 oz) can anchovy fillets,
  // drained" is its "can (2 oz)" of drained anchovies, 45 g (asked before, as if it listed none).
  const listedDrained = /\bdrained\b/i.test(food.name);
  const ofThatSize = listedDrained
    ? context.portions.find((d) => {
        const oz = /\bcan \((\d+(?:\.\d+)?) oz\)/i.exec(d.description)?.[1];
        return (
          d.head.name === 'can' &&
          d.amount.eq(1) &&
          oz !== undefined &&
          new Decimal(oz).times(OUNCE_GRAMS).minus(grams).abs().lte(grams.times('0.01'))
        );
      })
    : undefined;
  const drainedPortion = ofThatSize ?? (standard && listedDrained ? can : undefined);
  if (drainedPortion === undefined) {
    return fail(
      'ambiguous',
      `The line drains the can, and ${net}; SR28 lists no drained weight of ${food.name} for such a can, so it cannot be weighed without knowing what is left once drained; give the drained weight in grams.`,
    );
  }
  const drainedGrams = quantity.times(drainedPortion.grams);
  const note = `Drained, the food is what is measured: ${net}${ofThatSize === undefined ? '' : ', and SR28 weighs such a can of it drained'}.`;
  return success(
    drainedGrams,
    [portionStep(quantity, 'can', drainedGrams, drainedPortion, food.name, [note])],
    drainedPortion,
    false,
  );
}

/**
 * "1 #10 can diced tomatoes" (the parser reads "#10" as the can's size): a numbered can is a
 * trade size SR28 does not weigh, and its own can is another, far smaller one. Asked, unless the
 * line states the can's weight or volume.
 */
function numberedCan(counted: string | null, request: ConversionRequest): Failure | null {
  const size = /#(\d{1,3})\b/.exec(request.preparation ?? '')?.[1];
  const stated = (request.secondary ?? []).some((s) => {
    const kind = unitByName(canonicalUnitName(s.unit ?? '') ?? '')?.kind;
    return kind === 'mass' || kind === 'volume';
  });
  if (size === undefined || counted !== 'can' || stated) {
    return null;
  }
  const tenth =
    size === '10'
      ? ', the food-service size, holds about 13 cups (near 3 kg, by the food)'
      : ' is a trade size';
  return fail(
    'ambiguous',
    `The line counts #${size} cans: a #${size} can${tenth}, and SR28 weighs no can of that size; give the net weight printed on the can (update_ingredient_grams).`,
  );
}

/**
 * "400g tin chickpeas, drained": the weight is the tin's net weight, as in "1 x 400g tin
 * chickpeas, drained", and is weighed as that tin (`drainedCan`); 400 g of chickpeas had been used.
 */
function weighedCan(
  quantity: Decimal,
  unit: UnitDef,
  request: ConversionRequest,
  context: Context,
): ConversionResult | null {
  // The parser leaves the container the weight is of as the first comment ("tin, drained"); not
  // "100g hominy, from a can, drained", a weight of the food taken from a can.
  const container = (request.preparation ?? '').split(',')[0]?.trim().toLowerCase();
  if (container !== 'tin' && container !== 'can') {
    return null;
  }
  const tin = {
    ...request,
    secondary: [{ quantity: quantity.toString(), unit: unit.name, scope: 'each' as const }],
  };
  return drainedCan(new Decimal(1), 'can', tin, context);
}

function convertMeasure(quantity: Decimal, unit: UnitDef, context: Context): ConversionResult {
  return unit.kind === 'mass' ? convertMass(quantity, unit) : convertVolume(quantity, unit, context);
}

/**
 * A food weighed as bought, with what SR28 lists one pound of it yields of the food: a whole bird
 * ("1 3 1/4-pound whole chicken": "unit (yield from 1 lb ready-to-cook chicken)", 276 g of meat
 * and skin, 197 g of meat), clams in their shells ("lb (with shell), yield after shell removed").
 */
interface AsBoughtYield {
  portion: PortionDescriptor;
  foodName: string;
  /** What the weight is of ("the whole chicken's as bought, bones and all"). */
  asBought: string;
  /** What one pound of the yield portion is of ("ready-to-cook chicken"). */
  perPound: string;
}

/**
 * A whole bird's meat as SR28 names it ("Turkey, whole, meat and skin, raw"; "Duck, domesticated,
 * meat and skin, raw"; "Turkey, whole, meat only, raw"): what it is of the bird.
 */
const WHOLE_BIRD_MEAT =
  /^(?:turkey|duck|goose|chicken|capon|pheasant|guinea hen|squab)\b.*\b(meat and skin|meat only)\b/i;
const BIRD_NOUNS: ReadonlySet<string> = new Set([
  'turkey',
  'duck',
  'goose',
  'chicken',
  'capon',
  'pheasant',
  'hen',
  'squab',
  'poussin',
  // A fryer or broiler is the young whole chicken old cookbooks buy ("1 (3 lb.) fryer").
  'fryer',
  'broiler',
  'bird',
]);

/** Names of a chicken by its kind or age: each is weighed by SR28's yield of a ready-to-cook chicken. */
const CHICKENS_BY_KIND: ReadonlySet<string> = new Set(['fowl', 'poussin', 'fryer', 'broiler']);

const READY_TO_COOK = /\byield from 1 lb ready[- ]to[- ]cook (\w+)\b/i;
/** Parts of a bird SR28 lists apart: their yield per pound of bird is not the whole bird's. */
const BIRD_PARTS =
  /\b(?:breast|thigh|leg|wing|drumstick|back|neck|giblets|skin only|liver|heart|gizzard|light meat|dark meat)\b/i;
/** A whole bird as sold, its giblets and neck inside ("Chicken, roasting, meat and skin and giblets and neck"). */
const WITH_GIBLETS = /\band giblets and neck\b/i;

/**
 * The ready-to-cook yield that weighs the line's bird, when the line names the whole bird ("whole
 * chicken") or counts birds (`counted`: "1 (4 lb) chicken") and the food is the whole bird's meat
 * (no part of it) with such a yield for the bird the line names. When SR28 gives no such yield,
 * its share of bone does ("1 (12 pound) turkey": its whole turkey is meat and skin, its bones 29 %
 * of the bird); with neither, the weight of the meat is asked (5.4 kg of meat and skin had been
 * weighed for a 12-pound turkey). Null when the line names no whole bird.
 */
function wholeBird(
  context: Context,
  counted: boolean,
  inPieces: boolean,
): AsBoughtYield | AsBoughtRefuse | Failure | null {
  // SR28's raw roasting chicken is the bird as sold, its giblets and neck with it.
  if (BIRD_PARTS.test(context.food.name.replace(WITH_GIBLETS, ''))) {
    return null;
  }
  const bare = counted || context.nameWords.includes('whole') ? 'bird' : bareBird(context, inPieces);
  if (bare === null) {
    return null;
  }
  if (bare === 'unsaid') {
    return fail(
      'ambiguous',
      `A weight of ${context.nameWords.join(' ')} may be of the whole bird as bought, bones and all, or of its meat, and ${context.food.name} is the meat; say "whole" to weigh the bird by SR28's yield of meat, or give the weight of the meat in grams (update_ingredient_grams).`,
    );
  }
  // The bird is what the line counts or weighs: its last word ("chicken"; "guinea hen"; the bird
  // of "chicken pieces"), not a word before a part ("chicken breasts").
  const noun = birdNoun(context.nameWords);
  for (const portion of context.portions) {
    const bird = READY_TO_COOK.exec(portion.description)?.[1]?.toLowerCase();
    const named =
      noun === bird ||
      (noun === 'hen' && bird !== undefined && context.nameWords.includes(bird)) ||
      (CHICKENS_BY_KIND.has(noun ?? '') && bird === 'chicken');
    if (bird !== undefined && portion.amount.eq(1) && named) {
      return {
        portion,
        foodName: context.food.name,
        asBought: `the whole ${bird}'s as bought, bones and all`,
        perPound: `ready-to-cook ${bird}`,
      };
    }
  }
  const meat = WHOLE_BIRD_MEAT.exec(context.food.name)?.[1]?.toLowerCase();
  if (meat !== undefined && BIRD_NOUNS.has(noun ?? '')) {
    // Its meat and skin with the bones SR28 counts as its refuse: "Turkey, whole, meat and skin,
    // raw" is 29 % bone, a Cornish hen 39 % ("1 (12 pound) turkey" had been asked).
    const refuse = meat === 'meat and skin' ? boneRefuse(context.food) : null;
    if (refuse !== null) {
      return {
        refuse,
        foodName: context.food.name,
        asBought: `of the whole ${noun} as bought, bones and all`,
      };
    }
    // "1 (12 pound) turkey" on a catalogue with only the meat ("Turkey, whole, meat only, raw"):
    // 5.4 kg of meat had been weighed.
    return fail(
      'ambiguous',
      `The weight is of the whole bird as bought, bones and all, and ${context.food.name} is its ${meat === 'meat only' ? 'meat' : 'meat and skin'}; SR28 lists no yield of meat from this bird as bought, so give the weight of the meat in grams (update_ingredient_grams), or count the birds.`,
    );
  }
  return null;
}

/** Words that say a part of a bird is weighed without its bones ("boneless chicken thighs"). */
const BONELESS_PART: ReadonlySet<string> = new Set([
  'boneless',
  'boned',
  'deboned',
  'meat',
  'fillet',
  'ground',
  'minced',
]);

/** Words that say a cut of meat is weighed off the bone ("boneless pork spareribs", "lamb chops, cubed"). */
const OFF_THE_BONE: ReadonlySet<string> = new Set([
  ...BONELESS_PART,
  'mince',
  'cubed',
  'cube',
  'diced',
  'stew',
  'strip',
  // Meat sliced raw is cut off the bone: "1 lb lamb leg, sliced" had lost 21 % to bone, where
  // "cut into cubes" had kept the pound.
  'sliced',
]);

/** Words that say a bird's weight is of its meat, not of the bird ("1 lb chicken, cubed"). */
const MEAT_OF_THE_BIRD: ReadonlySet<string> = new Set([
  ...BONELESS_PART,
  'cooked',
  'cubed',
  'cube',
  'diced',
  'chopped',
  'shredded',
  'strip',
  'bite',
  'skinless',
  'skinned',
  'tender',
  'cutlet',
  'breast',
]);

/** Words that say a bird is cut up with its bones ("cut in serving pieces", "jointed"). */
const CUT_UP_BIRD = new Set([
  'serving',
  'jointed',
  'quartered',
  'halved',
  'spatchcocked',
  'butterflied',
  'backbone',
]);

/**
 * A bird named bare and weighed ("2kg/4½lb chicken, preferably free-range", "10 pounds chicken,
 * cut in serving pieces"), not counted nor said whole: 'bird' when the line cuts the bird up with
 * its bones (the bird as bought, as "1 (4 pound) chicken" is), 'unsaid' when the weight may be of
 * the bird or of its meat (asked: 2 kg of meat and skin had been weighed for a 2 kg bird), null
 * when the line says it is the meat ("1 lb chicken, cubed", "boneless") or names no bare bird.
 */
function bareBird(context: Context, inPieces: boolean): 'bird' | 'unsaid' | null {
  const noun = birdNoun(context.nameWords) ?? '';
  const words = [...context.nameWords, ...context.preparation];
  // "3 lb chicken pieces", "12 pieces chicken (thighs, legs and breasts), about 6 pounds": the bird
  // cut up, bones and all (1.4 kg of meat and skin had been weighed for 3 pounds of pieces); a
  // breast among the pieces is one of them, not its meat.
  const pieces = inPieces || PIECES.has(context.nameWords.at(-1) ?? '');
  const meat = (word: string) => MEAT_OF_THE_BIRD.has(word) && !(pieces && word === 'breast');
  if (!(BIRD_NOUNS.has(noun) || noun === 'fowl') || words.some(meat)) {
    return null;
  }
  return pieces || words.some((word) => CUT_UP_BIRD.has(word)) ? 'bird' : 'unsaid';
}

/** A fruit's or vegetable's part SR28 lists as a food of its own: "Lemon juice, raw", "Orange peel, raw". */
const FRUIT_PART = /^[a-z]+ (juice|peel)\b/i;

/**
 * A weight of whole fruit a line juices or zests ("2 lb lemons, juiced", "2 lb lemons, zested"),
 * matched to the juice or the peel: the weight is of the fruit as bought, and the part is a
 * fraction of it (2 lb of lemons had been weighed as 907 g of lemon peel, some twenty times the
 * zest). Asked; a count of the fruit is weighed by SR28's yield per fruit ("8 lemons, juiced").
 */
function partOfWeighedFruit(context: Context): Failure | null {
  const part = FRUIT_PART.exec(context.food.name)?.[1]?.toLowerCase();
  const named = context.nameWords;
  if (part === undefined || named.some((word) => ['juice', 'peel', 'zest', 'rind', 'skin'].includes(word))) {
    return null;
  }
  const what = part === 'juice' ? 'juice' : 'zest';
  return fail(
    'ambiguous',
    `The weight is of the whole fruit as bought, and ${context.food.name} is its ${what}, a fraction of that weight; give the amount of ${what} (grams or a measure such as 1/2 cup), or count the fruit ("8 lemons").`,
  );
}

/** A count of pieces a bird is cut into ("cut into 8 pieces"): jointed, bones and all. */
const JOINTED_INTO = /\bcut (?:in|into) (?:\d+|four|six|eight|ten|twelve) pieces\b/i;

/** Pieces of a bird, as a unit or after its name ("chicken pieces", "chicken parts"). */
const PIECES: ReadonlySet<string> = new Set(['piece', 'pieces', 'part', 'parts']);

/** The bird a name weighs: its last word, or the word before "pieces" ("chicken pieces"). */
function birdNoun(nameWords: readonly string[]): string | undefined {
  const last = nameWords.at(-1);
  return last !== undefined && PIECES.has(last) ? nameWords.at(-2) : last;
}

/**
 * Parts of a bird as SR28 names them, sold with their bones unless the line says otherwise; a
 * breast is sold either way, so on the bone only when the line says so (`ON_THE_BONE`).
 */
const BONE_IN_PART = /^(?:chicken|turkey|duck|goose)\b.*\b(wing|drumstick|leg|thigh|back|neck|breast)\b/i;
/** Birds SR28 lists by their parts and whole (`BONE_IN_PART`'s). */
const POULTRY = /^(?:chicken|turkey|duck|goose)\b/i;

/**
 * A weight of a bird's parts as bought ("3 pounds chicken wings", "2 1/2 pounds chicken legs"):
 * SR28 lists the meat alone, and its refuse says how much of the part as bought is bone (38 % of
 * a chicken wing, 27 % of a leg): the weight is weighed without it; 1.4 kg of wing meat had been
 * weighed for 3 pounds of wings. Where SR28 gives no refuse of bone for the part (its chicken
 * thigh: 0 %), or two shares of it that differ (`boneRefuse`), the weight of the meat (or a count)
 * is asked. Null when the line says the parts are boneless or names no such part.
 */
function bonedPart(context: Context, said: string): AsBoughtRefuse | Failure | null {
  const part = BONE_IN_PART.exec(context.food.name)?.[1]?.toLowerCase();
  if (
    part === undefined ||
    // "2 lb bone-in chicken breasts" (20 % bone) had been weighed as 907 g of meat.
    (part === 'breast' && !ON_THE_BONE.test(said)) ||
    !(
      context.nameWords.includes(part) ||
      // Drumsticks and thighs together are SR28's leg.
      (part === 'leg' && context.nameWords.includes('drumstick') && context.nameWords.includes('thigh'))
    ) ||
    [...context.nameWords, ...context.preparation].some((word) => BONELESS_PART.has(word))
  ) {
    return null;
  }
  const refuse = boneRefuse(context.food);
  if (refuse !== null) {
    return { refuse, foodName: context.food.name, asBought: `of ${part}s as bought, bones and all` };
  }
  return fail(
    'ambiguous',
    `The weight is of ${part}s as bought, bones and all, and ${context.food.name} is the meat alone; SR28 lists no yield of meat from the ${part} as bought, so give the weight of the meat in grams (update_ingredient_grams), or the number of ${part}s.`,
  );
}

/** A portion SR28 weighs without the bone ("breast, bone removed", "unit (yield from 1 lb …)"). */
const OFF_BONE_PORTION = /\b(?:bone removed|boneless|without bone|yield)\b/i;

/**
 * A count of a bird's parts weighed by SR28's item of the part ("12 chicken wings": its wing
 * "piece", 107 g): SR28's retail parts weigh the part as bought, bone and all (its wing's
 * "package" is 1,150 g, a pack of wings; a wing of 107 g of meat alone would be a wing of 172 g),
 * while their nutrients are of the meat and skin its refuse leaves (62 % of a wing). The count is
 * weighed without that refuse, for the parts and by the rules a weight of them is (`bonedPart`:
 * a breast only when said to be on the bone); where SR28 gives no single share of bone (its
 * thigh's refuse is 0 %), the weight of the meat is asked.
 * 1,284 g of meat and skin had been weighed for 12 wings, more than three pounds of wings leave.
 * Not a portion SR28 weighs without the bone.
 */
function withoutPartBone(result: ConversionResult, context: Context, said: string): ConversionResult {
  if (!result.ok || result.portion_reference === null) {
    return result;
  }
  const portion = result.portion_reference;
  // SR28 may write "bone removed" as the portion's modifier ("leg" + "bone removed").
  const described = `${portion.measure_unit_name} ${portion.modifier ?? ''}`;
  const boned = OFF_BONE_PORTION.test(described) ? null : bonedPart(context, said);
  if (boned === null) {
    return result;
  }
  const part = BONE_IN_PART.exec(context.food.name)?.[1]?.toLowerCase() ?? 'part';
  if (!('refuse' in boned)) {
    return fail(
      'ambiguous',
      `SR28's '${portion.measure_unit_name}' of ${context.food.name} (${portion.gram_weight} g) is the ${part} as bought, bone and all, and SR28 gives no single share of bone for it; give the weight of the meat in grams (update_ingredient_grams).`,
    );
  }
  const less = withoutRefuse(
    new Decimal(result.grams),
    boned.refuse,
    context.food.name,
    `SR28's '${portion.measure_unit_name}' is the ${part} as bought, bone and all`,
  );
  return { ...result, grams: decString(less.kept), steps: [...result.steps, less.step], approximate: true };
}

/** A weight as bought less the food's refuse (`FoodRefuse`), with the step that says so after `why`. */
function withoutRefuse(
  grams: Decimal,
  refuse: FoodRefuse,
  foodName: string,
  why: string,
): { kept: Decimal; step: ConversionStep } {
  const percent = new Decimal(refuse.percent);
  const eaten = new Decimal(100).minus(percent);
  const kept = divide(grams.times(eaten), new Decimal(100));
  const what = refuse.description === null ? '' : ` (${refuse.description})`;
  return {
    kept,
    step: step(
      grams,
      'gram',
      kept,
      'gram',
      'portion',
      `${why}; SR28 counts ${decString(percent)} % of ${foodName} as bought as refuse${what}, and its nutrients are of the rest: ${figure(grams)} g × ${decString(eaten)} ÷ 100 = ${figure(kept)} g.`,
    ),
  };
}

/**
 * Shellfish SR28 lists as their meat, which a recipe buys by weight in the shell: live clams,
 * mussels, oysters and cockles, whole lobsters and crabs ("2 pounds mussels", "2 (1 1/4 lb)
 * lobsters"). Not a canned or imitation food, nor scallops or shrimp (sold out of the shell or
 * weighed so).
 */
const SHELLFISH_MEAT = /^(?:Mollusks, (?:clam|mussel|oyster|cockle|whelk)|Crustaceans, (?:lobster|crab))\b/i;
/**
 * Words that say the line weighs the meat ("shucked oysters", "lump crab meat", "crabmeat",
 * "chopped clams").
 */
const OUT_OF_SHELL =
  /\b(?:shucked|shelled|meats?|crabmeats?|picked|lump|backfin|claw|chopped|minced|canned|tinned|jarred|smoked|out of (?:the|their) shells?|without (?:the |their )?shells?)\b/i;
/**
 * A line that says the food is measured in its shell ("1 lb shrimp in shells", "1 cup peanuts in
 * shell", "2 lb prawns, heads on", "shells on").
 */
const IN_SHELL =
  /\bin (?:the |their |its )?shells?\b|\b(?:shells?|heads?)(?: and (?:shells?|heads?))?[- ]on\b|\bunshelled\b/i;
/**
 * Ice a line measures by volume ("1 cup ice cubes", "2 cups crushed ice"): frozen tap water
 * (QUERY_SYNONYMS), but a cup of it holds air between the pieces; it had been weighed as a cup
 * of water, 237 g. Not ice water or ice-cold water, which are water.
 */
const ICE = /\bice\b(?![\s-]*(?:cream|cold|water|tea|coffee)\b)/i;

/** SR28's yield of meat from a pound of the shellfish in its shell ("lb (with shell), yield after shell removed"). */
const SHELL_YIELD = /\bwith shell\b.*\byield\b/i;

/**
 * A weight of shellfish as bought, in the shell: SR28's yield per pound weighs its meat (68 g of
 * clam meat from 1 lb of clams); a shellfish SR28 gives no such yield for is asked, as its meat
 * is a fraction of the weight (a pound of mussels had been weighed as a pound of meat). Shrimp or
 * nuts a line says it measures in their shells (`IN_SHELL`) are asked likewise. Null when the
 * food or the line is not of shellfish in the shell. `said`: the line's name and preparation.
 */
function inShell(context: Context, said: string): AsBoughtYield | Failure | null {
  const { food } = context;
  const noun = context.nameWords.at(-1) ?? 'shellfish';
  const plural = noun.endsWith('s') ? noun : `${noun}s`;
  if (!SHELLFISH_MEAT.test(food.name) || /\b(?:canned|imitation)\b/i.test(food.name)) {
    // Shrimp or nuts the line measures in their shells: the food is without them.
    return IN_SHELL.test(said) && !OUT_OF_SHELL.test(said)
      ? fail(
          'ambiguous',
          `The line measures ${plural} in their shells, and ${food.name} is without them; SR28 lists no yield from the shell, so give the weight without the shells in grams (update_ingredient_grams), or the number of ${plural}.`,
        )
      : null;
  }
  if (OUT_OF_SHELL.test(said)) {
    return null;
  }
  const portion = context.portions.find((d) => d.amount.eq(1) && SHELL_YIELD.test(d.description));
  if (portion === undefined) {
    return fail(
      'ambiguous',
      `The weight is of ${plural} as bought, in their shells, and ${food.name} is the meat alone, a fraction of that weight; SR28 lists no yield of meat from the shell, so give the weight of the meat in grams (update_ingredient_grams), or the number of ${plural}.`,
    );
  }
  return {
    portion,
    foodName: food.name,
    asBought: `of ${plural} as bought, in their shells`,
    perPound: `${plural} in their shells`,
  };
}

/**
 * The food's refuse when it is of bone, named once ("Bone", "Bone, 14%, Connective tissue 11%");
 * null otherwise. Where SR28 writes the same share of bone twice and sums it (its raw chicken
 * drumstick: "Bone and cartilage 33%, Bone and coonective tissue 33%", 66 %), the share is
 * taken once: 33 %, the bone and cartilage its raw meat-only drumstick (05071) counts too. Two
 * shares that differ (its roasted drumstick: 33 % and 28 %) say nothing certain: null.
 */
function boneRefuse(food: ConvertibleFood): FoodRefuse | null {
  const refuse = food.refuse ?? null;
  const description = refuse?.description ?? '';
  const bones = description.match(/\bbones?\b/gi)?.length ?? 0;
  if (refuse === null || bones === 0) {
    return null;
  }
  if (bones === 1) {
    return refuse;
  }
  const shares = [...description.matchAll(/\bbones?\b[^,%]*?(\d+(?:\.\d+)?)\s*%/gi)].map((m) => m[1]);
  const [share] = shares;
  const twice =
    shares.length === 2 &&
    share !== undefined &&
    shares[1] === share &&
    new Decimal(share).times(2).eq(new Decimal(refuse.percent));
  return twice
    ? {
        percent: share,
        description: `SR28 writes "${description}", ${decString(new Decimal(refuse.percent))} % in all: the same bone twice, taken once`,
      }
    : null;
}

/** A weight as bought of a food SR28 weighs without its refuse (`FoodRefuse`). */
interface AsBoughtRefuse {
  refuse: FoodRefuse;
  foodName: string;
  /** What the weight is of ("of spareribs as bought, bones and all"). */
  asBought: string;
}

type AsBought = AsBoughtYield | AsBoughtRefuse;

/** Red meats SR28 lists by retail cut. */
const RED_MEAT = /^(?:Beef|Pork|Lamb|Veal|Game meat|Goat|Bison)\b/i;
/**
 * Cuts sold on the bone, as SR28 names them ("Pork, fresh, spareribs", "Veal, shoulder, blade
 * chop", "Beef, shank crosscuts"), each with the singular words a line names it by ("spare ribs",
 * "T-bone": t, bone) and, for some, the words that say the cut was taken off the bone.
 */
const BONE_IN_CUTS: readonly (readonly [RegExp, readonly string[], (readonly string[])?])[] = [
  [/\bspareribs\b/i, ['sparerib', 'rib']],
  // A leg of lamb, or of pork (SR28's fresh ham), is sold whole on the bone unless the line says it
  // is boned or butterflied ("1 leg of lamb (about 2kg)" had been 2 kg of meat, its 21 % of bone
  // included); leg steaks are cut from it, and sold boneless as often as not.
  [/\bleg\b/i, ['leg', 'ham'], ['butterflied', 'steak', 'steaks']],
  // Côte de boeuf is the French rib of beef, sold on the bone.
  [/\b(?:back ?ribs|shortribs|short ribs|ribs?)\b/i, ['rib', 'cote']],
  [/\bchops?\b/i, ['chop']],
  [/\bshanks?\b|\bhindshank\b|\bfore-shank\b/i, ['shank']],
  [/\bneck\b/i, ['neck']],
  [/\bt-bone\b/i, ['bone']],
  [/\bporterhouse\b/i, ['porterhouse']],
  [/\bhocks?\b/i, ['hock']],
  [/\boxtails?\b/i, ['oxtail']],
  // A pig's tail is sold on its bones (SR28: 30 % bone and hard tissue).
  [/\btail\b/i, ['tail']],
  // A whole ham is sold on the bone, with its skin (SR28: 18 %), unless said to be boneless;
  // its shank and rump ends too.
  [/\bham, (?:whole|shank|rump)\b/i, ['ham'], ['steak', 'slice', 'sliced']],
];
/**
 * A shoulder of pork or lamb weighed with no word of its bone ("4 lb pork shoulder, trimmed"): it
 * is sold bone-in as often as boneless, and SR28 counts a quarter of the bone-in one as bone and
 * skin, so the meat in the weight is unknown (the whole weight had been put on the label as meat).
 * Asked; "bone-in" or "boneless" settles it.
 */
function soldEitherWay(context: Context, refuse: FoodRefuse): Failure | null {
  const { food } = context;
  if (
    !/^(?:Pork|Lamb)\b.*\bshoulder\b/i.test(food.name) ||
    !context.nameWords.some((w) => w === 'shoulder' || w === 'butt')
  ) {
    return null;
  }
  return fail(
    'ambiguous',
    `A shoulder is sold bone-in or boneless, and SR28 counts ${refuse.percent} % of ${food.name} as bought as refuse (${refuse.description ?? 'bone'}); say "bone-in" or "boneless" (update_ingredient_text), or give the weight of the meat in grams (update_ingredient_grams).`,
  );
}

/** A line that says the meat is weighed on the bone. */
const ON_THE_BONE = /\bbone-in\b|\bbone in\b|\bon the bone\b/i;

/**
 * A weight of a cut of meat sold on the bone ("3 to 4 pounds spareribs", "4 pork chops, 8 ounces
 * each", "1kg lamb neck, on the bone"): SR28 weighs the cut without its bone, and its refuse says
 * how much of the cut as bought that is (30 % of spareribs): the weight is weighed without it.
 * 1.6 kg of sparerib meat had been weighed for 3½ pounds of spareribs. Only when the food's refuse
 * is of bone, the line names the cut SR28 names (or says the meat is on the bone), and nothing in
 * the line says it is off the bone; a bird's meat only when the line says it is on the bone ("1 kg
 * chicken on the bone": 680 g). A line that says the meat is on the bone when SR28 gives no share
 * of bone for the food is asked ("1 lb goat meat, bone in"). Null otherwise.
 */
function boneInCut(context: Context, said: string): AsBoughtRefuse | Failure | null {
  const { food } = context;
  const refuse = boneRefuse(food);
  // "Meat" names the meat off the bone ("goat meat"), unless the line says it is on the bone.
  const onTheBone = ON_THE_BONE.test(said);
  // A bird's meat and skin said to be on the bone ("1 kg chicken on the bone"), its parts and whole
  // birds aside (`bonedPart`, `wholeBird`); its meat alone would leave out the skin the line keeps.
  const birdOnTheBone = onTheBone && POULTRY.test(food.name);
  if (birdOnTheBone && !/\bmeat and skin\b/i.test(food.name)) {
    return fail(
      'ambiguous',
      `The weight is of the bird as bought, on the bone and with its skin, and ${food.name} is its meat alone; give the weight of the meat in grams (update_ingredient_grams), or choose the food with its skin.`,
    );
  }
  if (
    !(RED_MEAT.test(food.name) || birdOnTheBone) ||
    /\bboneless\b/i.test(food.name) ||
    // Stew meat is cut off the bone unless the line says it is on it ("2 lb bone-in goat stew
    // meat" had been 907 g of goat meat).
    [...context.nameWords, ...context.preparation].some(
      (word) =>
        OFF_THE_BONE.has(word) && !((word === 'meat' || word === 'stew' || word === 'sliced') && onTheBone),
    )
  ) {
    return null;
  }
  if (refuse === null) {
    // "1 lb goat meat, bone in": SR28's goat is the meat alone and gives no share of bone, so
    // the meat in the weight is unknown (a pound of meat had been weighed).
    return onTheBone
      ? fail(
          'ambiguous',
          `The weight is of the meat as bought, on the bone, and ${food.name} is the meat alone; SR28 lists no share of bone for it, so give the weight of the meat off the bone in grams (update_ingredient_grams).`,
        )
      : null;
  }
  // The cut is named by the food or by a portion SR28 weighs it in: its domestic lamb is listed
  // by the primal ("Lamb, domestic, loin"), its chop a portion ("chop, excluding refuse").
  const cut = BONE_IN_CUTS.find(
    ([pattern, words, unless = []]) =>
      (pattern.test(food.name) || context.portions.some((d) => pattern.test(d.head.name))) &&
      words.some((word) => context.nameWords.includes(word)) &&
      !unless.some((word) => context.nameWords.includes(word) || context.preparation.includes(word)),
  );
  if (cut === undefined && !onTheBone) {
    return soldEitherWay(context, refuse);
  }
  const named = cut === undefined ? 'the meat' : 'the cut';
  return { refuse, foodName: food.name, asBought: `of ${named} as bought, on the bone` };
}

/** Parts of a fruit or vegetable no one eats, as SR28's refuse names them ("rind", "8% core, 16% crown"). */
const INEDIBLE_PARTS =
  /\b(?:rind|peel|skins?|seeds?|crown|cores?|husk|cob|shells?|pits?|stones?|bracts|cavity)\b/i;
/** Foods sold shelled: their shells are no refuse of what a recipe counts and weighs. */
const SHELLED_FOODS = /^(?:Nuts|Peanuts|Seeds)\b/i;

/**
 * Whole fruits and vegetables counted and weighed as bought ("1 x 1.8kg/4lb ripe pineapple", "2
 * medium acorn squash (about 3 pounds)"): SR28's portions and nutrients are of the part eaten,
 * and its refuse says how much of the whole that is (49 % of a pineapple is core, crown and
 * parings): the stated weight is weighed without it (1.8 kg of pineapple flesh had been weighed
 * for a 1.8 kg pineapple). Only for a raw food whose refuse is of such parts ("Parings and
 * trimmings" of a potato are not, nor an onion's "stem ends"). Null otherwise.
 */
function wholeProduce(context: Context): AsBoughtRefuse | null {
  const { food } = context;
  const refuse = food.refuse ?? null;
  if (
    refuse === null ||
    !/\braw\b/i.test(food.name) ||
    RED_MEAT.test(food.name) ||
    /^(?:Chicken|Turkey|Duck|Goose|Fish|Crustaceans|Mollusks|Egg)\b/i.test(food.name)
  ) {
    return null;
  }
  // Nuts are sold shelled: "10 macadamia nuts (about 25 g)" weighs the kernels, not SR28's nuts
  // in the shell (69 % shell). A coconut is bought whole: its refuse names its skin and water too.
  const described = refuse.description ?? '';
  const parts = SHELLED_FOODS.test(food.name) ? described.replace(/\bshells?\b/gi, '') : described;
  if (!INEDIBLE_PARTS.test(parts)) {
    return null;
  }
  const noun = context.nameWords.at(-1) ?? 'item';
  return { refuse, foodName: food.name, asBought: `of whole ${plural(noun)} as bought` };
}

/** A line that weighs peas or beans in their pods ("400 g peas in their pods", "unshelled"). */
const IN_PODS = /\bin (?:the |their |its )?(?:pods?|shells?)\b|\bunshelled\b/i;

/**
 * A weight of fresh peas or beans as bought, in their pods ("400 g very fresh peas in their
 * pods"): SR28 weighs the shelled seeds, and its refuse is the pods (62 % of green peas): the
 * weight is weighed without them. 400 g of shelled peas had been weighed. Only for a raw food
 * whose refuse SR28 names as pods. Null otherwise.
 */
function inPods(context: Context, said: string): AsBoughtRefuse | null {
  const { food } = context;
  const refuse = food.refuse ?? null;
  if (
    refuse === null ||
    !/\braw\b/i.test(food.name) ||
    !/\bpods?\b/i.test(refuse.description ?? '') ||
    /\bpods?\b/i.test(food.name) ||
    !IN_PODS.test(said)
  ) {
    return null;
  }
  const words = context.nameWords;
  const noun = words[words.indexOf('in') - 1] ?? words.at(-1) ?? 'item';
  return { refuse, foodName: food.name, asBought: `of ${plural(noun)} as bought, in their pods` };
}

/** Words that say a fish is bought whole but for its head, tail, fins or guts ("pan-dressed"). */
const DRESSED_FISH: ReadonlySet<string> = new Set(['dressed', 'gutted']);
/** Cuts of a fish: no whole fish. */
const FISH_CUTS: ReadonlySet<string> = new Set([
  'fillet',
  'steak',
  'loin',
  'portion',
  'piece',
  'slice',
  'side',
]);
/** Smoked fish SR28 lists, sold whole when counted (whitefish, trout, chub), not by the slice. */
const SMOKED_FISH = /^Fish, [^,]+(?:, [^,]+)?, smoked\b(?!.*\blox\b)/i;

/** Fish SR28 lists as its flesh: raw or cooked fish, not canned, smoked, dried or salted. */
const FISH_FLESH = /^Fish, (?!.*\b(?:canned|smoked|dried|salted|pickled|kippered)\b)/i;

/**
 * A weight of a whole fish as bought ("2 1/2 pound whole mackerel, gutted but left whole"): head,
 * bones and skin are half of it or more, and SR28 gives no yield of its flesh from a whole fish,
 * so the weight of the flesh (or of the fillets) is asked; 1.2 kg of mackerel fillet had been
 * weighed for it. So is a fish dressed or gutted, and a smoked fish counted with its weight,
 * which is sold whole ("1 smoked whitefish (about 1 lb.)" had been a pound of flesh); not a cut
 * of one (fillet, steak, loin, portion). Null when the line does not weigh a whole fish.
 */
function wholeFish(context: Context, counted: boolean): Failure | null {
  const words = [...context.nameWords, ...context.preparation];
  // "1 lb. perch, pan-dressed": a dressed fish keeps its bones and skin. "1 smoked whitefish (about
  // 1 lb.)": a fish counted with its weight is a whole one, smoked ones too (sold whole).
  const whole =
    context.nameWords.includes('whole') ||
    words.some((w) => DRESSED_FISH.has(w)) ||
    (counted && SMOKED_FISH.test(context.food.name));
  if (!(FISH_FLESH.test(context.food.name) || SMOKED_FISH.test(context.food.name)) || !whole) {
    return null;
  }
  if (words.some((w) => FISH_CUTS.has(w))) {
    return null;
  }
  return fail(
    'ambiguous',
    `The weight is of the whole fish as bought, head, bones and skin included, and ${context.food.name} is its flesh; SR28 lists no yield of flesh from a whole fish, so give the weight of the fillets (or of the flesh) in grams (update_ingredient_grams).`,
  );
}

function convertMass(quantity: Decimal, unit: UnitDef, bought: AsBought | null = null): Success {
  const factor = new Decimal(unit.factor ?? '0');
  const grams = quantity.times(factor);
  const first =
    unit.name === 'gram'
      ? step(quantity, 'gram', quantity, 'gram', 'identity', 'The amount is already in grams.')
      : step(
          quantity,
          unit.name,
          grams,
          'gram',
          'standard',
          `1 ${unit.name} = ${decString(factor)} g by definition; ${figure(quantity)} × ${decString(factor)} g = ${figure(grams)} g.`,
        );
  if (bought === null) {
    return success(grams, [first], null, false);
  }
  if ('refuse' in bought) {
    const less = withoutRefuse(grams, bought.refuse, bought.foodName, `The weight is ${bought.asBought}`);
    return success(less.kept, [first, less.step], null, false);
  }
  const pound = new Decimal(unitByName('pound')?.factor ?? '453.59237');
  const edible = divide(grams.times(bought.portion.grams), pound);
  return success(
    edible,
    [
      first,
      step(
        grams,
        'gram',
        edible,
        'gram',
        'portion',
        `The weight is ${bought.asBought}; SR28 lists ${figure(bought.portion.grams)} g of ${bought.foodName} from 1 lb (${decString(pound)} g) of ${bought.perPound}: ${figure(grams)} g × ${figure(bought.portion.grams)} ÷ ${decString(pound)} = ${figure(edible)} g.`,
      ),
    ],
    bought.portion,
    false,
  );
}

/**
 * A volume of a food SR28 weighs only by a container it sizes in fluid ounces ("Apple juice,
 * frozen concentrate": "can (6 fl oz)", 211 g): weighed by that container's grams per fluid
 * ounce. "1 (12 fluid ounce) can frozen apple juice concentrate" had been weighed as one 6 fl oz
 * can, half of it. Null when the food lists no such container.
 */
function byContainerVolume(quantity: Decimal, unit: UnitDef, context: Context): Success | null {
  for (const portion of context.portions) {
    const size = FLUID_CONTAINER_PORTION.exec(portion.description)?.[1];
    if (size === undefined) {
      continue;
    }
    const converted = inVolumeUnit(quantity, unit, 'fluid ounce');
    const ounces = converted.amount;
    const perOunce = divide(portion.grams, portion.amount.times(size));
    const grams = ounces.times(perOunce);
    return success(
      grams,
      [
        ...(unit.name === 'fluid ounce' ? [] : [converted.step]),
        step(
          ounces,
          'fluid ounce',
          grams,
          'gram',
          'portion',
          `${context.food.name} lists 1 '${portion.description}' = ${figure(portion.grams)} g, ${figure(perOunce)} g a fluid ounce; ${figure(ounces)} × ${figure(perOunce)} g = ${figure(grams)} g.`,
        ),
      ],
      portion,
      false,
    );
  }
  return null;
}

/** A volume in another US volume unit, with the step that says so (after `notes`). */
function inVolumeUnit(
  quantity: Decimal,
  unit: UnitDef,
  to: string,
  notes: readonly string[] = [],
): { amount: Decimal; step: ConversionStep } {
  const fromMl = millilitres(unit);
  const toMl = millilitres(to);
  const amount = divide(quantity.times(fromMl), toMl);
  const why = `1 ${unit.name} = ${decString(fromMl)} ml and 1 ${to} = ${decString(toMl)} ml (US measures), so ${measure(quantity, unit.name)} = ${measure(amount, to)}.`;
  return { amount, step: step(quantity, unit.name, amount, to, unitSource(unit), [...notes, why].join(' ')) };
}

function millilitres(unit: UnitDef | string): Decimal {
  const def = typeof unit === 'string' ? unitByName(unit) : unit;
  return new Decimal(def?.factor ?? '0');
}

/**
 * Kosher and coarse salt are flakes and crystals that pack far less into a spoon than table salt
 * (SR28's only salt, 6 g a teaspoon). A spoon of them is weighed by the salt makers' labels:
 * Diamond Crystal kosher salt ¼ tsp = 0.7 g, Morton coarse kosher salt ¼ tsp = 1.2 g, the figure
 * used when no maker is named (the heavier one: a label should not understate sodium).
 */
const SALT_PER_TSP: readonly (readonly [RegExp, string, string])[] = [
  [/\bdiamond\b/, '2.8', 'Diamond Crystal kosher salt label: ¼ tsp = 0.7 g'],
  [
    /\b(?:kosher|coarse)\b/,
    '4.8',
    'Morton coarse kosher salt label: ¼ tsp = 1.2 g (lighter brands weigh less)',
  ],
  // Flaked salt (Maldon, fleur de sel) packs lighter still; the heavier coarse salt's label keeps
  // the label's sodium from being understated (table salt, 6 g, had been weighed).
  [
    /\b(?:flaky|flaked|flakes?|maldon|fleur)\b/,
    '4.8',
    'flaked salt packs less than coarse; taken as the Morton coarse kosher salt label, ¼ tsp = 1.2 g, so that sodium is not understated',
  ],
];

function coarseSalt(quantity: Decimal, unit: UnitDef, context: Context): Success | null {
  if (!/^salt, table\b/i.test(context.food.name) || unit.approximate) {
    return null;
  }
  // "1 tsp kosher salt", or "1 tsp salt, kosher" as a shopping list writes it (the preparation
  // starts with the kind: "a little more if using kosher salt" is not one).
  const kindFirst = /^(?:diamond|kosher|coarse|flaky|flaked)\b/.test(
    context.preparation.join(' ').toLowerCase(),
  );
  const words = [...context.nameWords, ...(kindFirst ? context.preparation : [])].join(' ').toLowerCase();
  const rule = SALT_PER_TSP.find(([pattern]) => pattern.test(words));
  if (rule === undefined) {
    return null;
  }
  const [, perTsp, basis] = rule;
  return byReferenceVolume(
    quantity,
    unit,
    'teaspoon',
    { grams: new Decimal(perTsp), amount: new Decimal(1) },
    (teaspoons, perTeaspoon, grams) =>
      `Kosher, coarse and flaked salt pack less into a spoon than table salt (6 g a teaspoon): ${figure(teaspoons)} tsp × ${figure(perTeaspoon)} g = ${figure(grams)} g (${basis}).`,
  );
}

/**
 * How a spoon or cup of these foods is meant when the line does not say, by the cookbook
 * convention: brown sugar is measured packed; nuts in halves, as sold; a dried herb is its leaves
 * unless the line says ground. Null when the line says, or the food lists no such choice.
 */
function conventionalForm(context: Context): { words: string[]; note: string } | null {
  const said = new Set([...context.preparation, ...context.nameWords]);
  const prep = new Set(context.preparation);
  const modifiers = new Set(context.portions.flatMap((d) => d.modifiers));
  if (
    /^sugars, brown\b/i.test(context.food.name) &&
    modifiers.has('packed') &&
    !['packed', 'unpacked', 'loose', 'loosely'].some((w) => said.has(w)) &&
    // "lightly packed" says how it is packed; the "light" of "light brown sugar" is its kind.
    !['light', 'lightly'].some((w) => prep.has(w))
  ) {
    return { words: ['packed'], note: 'Brown sugar is measured packed unless the line says otherwise.' };
  }
  // "2 cups frozen strawberries": measured as they come out of the freezer.
  if (
    modifiers.has('unthawed') &&
    modifiers.has('thawed') &&
    said.has('frozen') &&
    !['thawed', 'defrosted'].some((w) => said.has(w))
  ) {
    return { words: ['unthawed'], note: 'A frozen food is measured frozen unless the line says thawed.' };
  }
  // "2 cups pitted cherries": the cup of fruit without its pits.
  const withoutPits = context.portions.some(
    (d) => d.modifiers.includes('without') && d.modifiers.includes('pit'),
  );
  if (withoutPits && said.has('pitted')) {
    return { words: ['without'], note: 'Pitted fruit is measured without its pits.' };
  }
  // "1 cup pecans": nuts are measured as they are sold, in halves, unless the line names another
  // form the food lists ("cup, chopped"); SR28's pecans list both, 99 and 109 g. Nut pieces are
  // chopped nuts.
  if (/^nuts, /i.test(context.food.name) && modifiers.has('half')) {
    if (said.has('piece') && modifiers.has('chopped') && !modifiers.has('piece')) {
      return { words: ['chopped'], note: 'Nut pieces are measured as chopped nuts.' };
    }
    if (![...said].some((word) => word !== 'half' && (modifiers.has(word) || CUT_WORDS.has(word)))) {
      return {
        words: ['half'],
        note: 'Nuts are measured in halves, as sold, unless the line says otherwise.',
      };
    }
  }
  const leaf = [...modifiers].find((m) => m === 'leaf' || m === 'leaves');
  if (
    /^spices, /i.test(context.food.name) &&
    leaf !== undefined &&
    modifiers.has('ground') &&
    !said.has('ground')
  ) {
    return { words: [leaf], note: 'A dried herb is measured as its leaves unless the line says ground.' };
  }
  return null;
}

/**
 * Forms a name gives in other words than SR28's portions: a meal or flour of a food is the food
 * ground ("almond meal": SR28's cup of ground almonds, 95 g), flaked nuts are sliced ones (92 g).
 * A food that lists the word itself ("flaked" coconut) keeps it.
 */
const FORM_ALIASES: Readonly<Record<string, string>> = {
  meal: 'ground',
  flour: 'ground',
  flaked: 'sliced',
  flake: 'sliced',
};

/**
 * What a cook does to a food after measuring it, written after its name, that changes what a cup
 * of it holds: whipping a liquid into a foam, sifting a powder ("1 cup powdered sugar, sifted" is
 * a cup of it as it comes, 120 g, then sifted; "1 cup sifted powdered sugar", 100 g, is sifted
 * first).
 */
export const AFTER_MEASURING: ReadonlySet<string> = new Set([
  'whipped',
  'whip',
  'whisked',
  'beaten',
  'sifted',
]);

function convertVolume(quantity: Decimal, unit: UnitDef, context: Context): ConversionResult {
  const salt = coarseSalt(quantity, unit, context);
  if (salt !== null) {
    return salt;
  }
  const { food } = context;
  const convention = conventionalForm(context);
  // The food's own words ("tomatoes" of "Tomatoes, red, ripe, raw") name no form of it: only what
  // the line adds ("cherry tomatoes", "elbow macaroni") can pick "cup cherry tomatoes". The kinds
  // a name says it includes are forms ("oyster" of "Crackers, saltines (includes oyster, soda,
  // soup)" picks "cup oyster crackers").
  const foodWords = nameWords(food.name.replace(INCLUDED_KINDS, ''));
  const listedForms = new Set(context.portions.flatMap((d) => d.modifiers));
  const form = (word: string) => (listedForms.has(word) ? word : (FORM_ALIASES[word] ?? word));
  // "1 cup spelt flour" matched to SR28's spelt grain: its cup is of whole grains (174 g), and a
  // cup of the flour weighs about a third less. A flour or meal is weighed by a cup of the ground
  // food only ("almond flour": SR28's cup of ground almonds).
  // Semolina is itself the milled wheat: "semolina flour" is what SR28's cup of semolina holds.
  // So is a starch ground from what SR28 lists whole: its pearl tapioca's cup (152 g) had weighed
  // a cup of tapioca starch, about a fifth lighter. Cornstarch is its own food.
  const milled = ['flour', 'meal', 'starch'].find(
    (word) =>
      context.nameWords.includes(word) &&
      !foodWords.has(word) &&
      !(word === 'starch' && food.name.toLowerCase().includes(word)),
  );
  if (
    milled !== undefined &&
    !listedForms.has('ground') &&
    !listedForms.has(milled) &&
    !/^Semolina\b/i.test(food.name)
  ) {
    return fail(
      'ambiguous',
      `SR28 lists ${food.name} by the measure of the whole food, not of its ${milled}, which packs a cup more lightly; give the grams.`,
    );
  }
  // "1 cup heavy cream, whipped": the cream is measured, then whipped to twice its volume; only
  // "1 cup whipped cream" measures the foam (SR28's "cup, whipped", 120 g, against 238 g a cup).
  const preparation = context.preparation.filter((word) => !AFTER_MEASURING.has(word)).map(form);
  const measured = pickVolumePortion(
    context.portions,
    unit.name,
    convention === null ? preparation : [...preparation, ...convention.words],
    context.nameWords.filter((word) => !foodWords.has(word)).map(form),
  );
  const pick =
    measured.kind === 'found' && convention !== null
      ? { ...measured, notes: [...measured.notes, convention.note] }
      : measured;
  const approximateNote = unit.approximate ? [approximateUnitNote(unit)] : [];
  const { pick: chosen, mean } = settled(pick, context);
  if (chosen.kind === 'found') {
    const portion = chosen.descriptor;
    const scale = chosen.scale ?? new Decimal(1);
    // The portion's grams (times a size's scale), or the options' mean when they are near.
    const weighed = mean === null ? portion.grams.times(scale) : mean.times(portion.amount);
    const steps: ConversionStep[] = [];
    let inPortionUnit = quantity;
    let grams = divide(quantity.times(weighed), portion.amount);
    if (portion.head.name !== unit.name) {
      const converted = inVolumeUnit(quantity, unit, portion.head.name, approximateNote);
      inPortionUnit = converted.amount;
      grams = divide(
        quantity.times(millilitres(unit)).times(weighed),
        portion.amount.times(millilitres(portion.head.name)),
      );
      steps.push(converted.step);
    }
    steps.push(
      portionStep(
        inPortionUnit,
        portion.head.name,
        grams,
        portion,
        food.name,
        steps.length === 0
          ? [...approximateNote, ...context.errata, ...chosen.notes]
          : [...context.errata, ...chosen.notes],
        scale,
      ),
    );
    return byEstimateUnit(unit, success(grams, steps, portion, unit.approximate || chosen.approximate));
  }
  if (chosen.kind === 'ambiguous') {
    return fail('ambiguous', ambiguousReason(unit.name, chosen, food.name));
  }
  // A volume is listed, but of another form than the line's ("cup whole kernels" for slivered, a
  // cup of raspberries for a cup of their purée): a density is that same cup's, no better.
  const otherForm = pick.kind === 'none' && pick.notes.length > 0;
  const density = otherForm ? null : parseAmount(food.density_g_per_ml);
  if (density !== null && !density.isZero()) {
    const ml = quantity.times(millilitres(unit));
    const grams = ml.times(density);
    const steps: ConversionStep[] = [];
    if (unit.name !== 'milliliter') {
      steps.push(
        step(
          quantity,
          unit.name,
          ml,
          'milliliter',
          unitSource(unit),
          [
            ...approximateNote,
            `1 ${unit.name} = ${decString(millilitres(unit))} ml (US measures); ${measure(quantity, unit.name)} = ${figure(ml)} ml.`,
          ].join(' '),
        ),
      );
    }
    steps.push(
      step(
        ml,
        'milliliter',
        grams,
        'gram',
        'density',
        `${food.name} lists no volume portion; its density is ${decString(density)} g/ml, so ${figure(ml)} ml × ${decString(density)} g/ml = ${figure(grams)} g.`,
      ),
    );
    return byEstimateUnit(unit, success(grams, steps, null, unit.approximate));
  }
  const sized = byContainerVolume(quantity, unit, context);
  if (sized !== null) {
    return sized;
  }
  if (otherForm) {
    return fail('no_portion', `${pick.notes.join(' ')}; ${suggestion(context, false)}`);
  }
  return fail(
    'no_portion',
    `No volume portion or density is known for ${food.name}, so '${unit.name}' cannot be weighed; ${suggestion(context, false)}`,
  );
}

/** A size likened to a thing: "the size of a walnut", "about the size of an egg". */
const LIKENESS = /\bsize\s+of\s+(?:an?|one)\s+[a-z][\w-]*/i;

/** Words for items smaller than the grown food a portion weighs ("baby leeks", "mini peppers"). */
const YOUNG_WORDS: ReadonlySet<string> = new Set(['baby', 'mini', 'miniature', 'poussin']);
/**
 * Words for kinds much larger than the usual item ("king prawns", "tiger prawns"). Guajillo, New
 * Mexico, cascabel and mulato chiles are large dried pods (a parse-dev line weighs "10 lg chiles
 * guajillos" at 60 g, 6 g each), where SR28's sun-dried hot chile weighs 0.5 g, a small one.
 */
const LARGE_KIND_WORDS: ReadonlySet<string> = new Set([
  'king',
  'tiger',
  'guajillo',
  'mexico',
  'cascabel',
  'mulato',
]);
/**
 * Words for kinds much smaller than the item a portion weighs: cornichons are gherkins of 5-6 g
 * (SR28's midget gherkin, 6 g), where its sour pickle weighs 35 g and more; fingerling potatoes
 * are a few centimetres long, where SR28's potato weighs 213 g; a Little Gem is a small romaine,
 * where SR28's head of romaine weighs 626 g; a Persian cucumber is a mini cucumber of about 100 g,
 * where SR28's cucumber weighs 301 g ("4 Persian cucumbers" had been 1,204 g); a heart of romaine
 * or celery is the inner part of the head or bunch SR28 weighs ("2 romaine hearts" had been two
 * heads, 1,252 g).
 */
const SMALL_KIND_WORDS: ReadonlySet<string> = new Set([
  'cornichon',
  'fingerling',
  'gem',
  'persian',
  'heart',
  // Pickling (Kirby) cucumbers, a third of SR28's 8-inch slicing cucumber.
  'pickling',
  'kirby',
]);
/**
 * Small kinds of one food only: new (and creamer or salad) potatoes are young, small potatoes that
 * SR28 does not weigh, where its small potato weighs 170 g ("6 small new potatoes" had been
 * 1,020 g); the word says nothing of size elsewhere ("New York strip steaks").
 */
const SMALL_KINDS_OF: readonly { food: RegExp; words: ReadonlySet<string> }[] = [
  { food: /^Potatoes\b/i, words: new Set(['new', 'creamer', 'salad']) },
  // Key limes are a third of the size of SR28's (Persian) lime, 67 g, and give a tablespoon of
  // juice, where SR28's lime gives 44 g ("10 key limes, juiced" had been 440 g of juice).
  { food: /^Lime(?:s| juice)\b/i, words: new Set(['key']) },
  // India's brinjals and the long Asian eggplants are a fraction of SR28's globe eggplant (548 g):
  // "8 small brinjals" had been 3,288 g.
  { food: /^Eggplant\b/i, words: new Set(['brinjal', 'japanese', 'chinese', 'thai', 'indian', 'baingan']) },
];

function smallKindOf(foodName: string, word: string): boolean {
  return SMALL_KINDS_OF.some((k) => k.food.test(foodName) && k.words.has(word));
}

/**
 * Large kinds of one food only: an English (hothouse, seedless) cucumber is 12 to 14 inches long,
 * about 400 g, where SR28's cucumber is 8¼ inches, 301 g ("1 English cucumber" had been 301 g);
 * the word says nothing of size elsewhere ("English muffins").
 */
const LARGE_KINDS_OF: readonly { food: RegExp; words: ReadonlySet<string> }[] = [
  { food: /^Cucumber\b/i, words: new Set(['english', 'hothouse', 'seedless', 'telegraph']) },
];

function largeKindOf(foodName: string, word: string): boolean {
  return LARGE_KINDS_OF.some((k) => k.food.test(foodName) && k.words.has(word));
}

/** How a kind word is said when it is not a kind by itself. */
const KIND_LABELS: ReadonlyMap<string, string> = new Map([
  ['gem', 'Little Gem'],
  ['mexico', 'New Mexico'],
  ['persian', 'Persian'],
  ['kirby', 'Kirby'],
  ['key', 'Key'],
  ['english', 'English'],
  ['heart', 'inner (heart)'],
  // A poussin is a chicken of about a pound, bones and all; SR28's is a grown broiler.
  ['poussin', 'young (poussin)'],
  ['brinjal', 'Indian (brinjal)'],
  ['baingan', 'Indian (baingan)'],
  ['japanese', 'Japanese'],
  ['chinese', 'Chinese'],
  ['thai', 'Thai'],
  ['indian', 'Indian'],
]);

/** The source of the step that turns a unit into millilitres: an estimate for "splash". */
function unitSource(unit: UnitDef): ConversionSource {
  return unit.estimate === undefined ? 'standard' : 'household_estimate';
}

/** A conversion through a unit that is itself an estimate rests on that estimate. */
function byEstimateUnit(unit: UnitDef, result: Success): Success {
  return unit.estimate === undefined ? result : { ...result, conversion_source: 'household_estimate' };
}

/** What a container holds as the line states it; ounces read as a liquid's say so. */
function held(stated: SecondaryAmount, amount: Decimal, unit: UnitDef): string {
  return stated.fluid === true
    ? `${figure(amount)} ounces as stated, fluid ounces of a liquid (${FLUID_MEASURE})`
    : `${measure(amount, unit.name)} as stated`;
}

/** Small sealed packs a food is sold in by a set weight ("1 packet active dry yeast"). */
const PACKETS: ReadonlySet<string> = new Set(['packet', 'envelope', 'sachet']);
/** Count words a packet is written with ("1 package yeast", "1 pkt"): the parser's package is one. */
const PACKET_WORDS: ReadonlySet<string> = new Set([...PACKETS, 'package']);

/**
 * Whether a count's stated amounts weigh it. Not a packet stated only by volume when SR28 weighs
 * the packet itself: "1 packet (2 1/4 teaspoons) active dry yeast" is SR28's packet, 7.2 g; the
 * teaspoons are the cook's rounding of it, 9 g by SR28's teaspoon.
 */
function weighedBySecondary(
  headName: string | null,
  secondary: readonly SecondaryAmount[],
  context: Context,
): boolean {
  if (headName === null || !PACKET_WORDS.has(headName)) {
    return true;
  }
  const volumesOnly = secondary.every(
    (s) => unitByName(canonicalUnitName(s.unit ?? '') ?? '')?.kind === 'volume',
  );
  return !volumesOnly || !weighedByPacket(context);
}

/** SR28 weighs the food by the packet, envelope or sachet it is sold in. */
function weighedByPacket(context: Context): boolean {
  return context.portions.some((d) => PACKETS.has(d.head.name));
}

/**
 * "2 1/4 tsp (1 packet) active dry yeast", "1 tablespoon (1 envelope) unflavored gelatin": a
 * spoon measure that states the packet it is, of a food SR28 weighs by the packet, weighs as that
 * packet (7.2 g of yeast; the teaspoons, the cook's rounding of it, had weighed 9 g, and the
 * gelatin's tablespoon had found no portion). Null otherwise.
 */
function packetStated(request: ConversionRequest, context: Context): ConversionResult | null {
  const [stated, ...others] = request.secondary ?? [];
  const word = canonicalUnitName(stated?.unit ?? '') ?? stated?.unit ?? '';
  const count = parseAmount(String(stated?.quantity ?? ''));
  if (stated === undefined || others.length > 0 || count === null || !PACKET_WORDS.has(word)) {
    return null;
  }
  if (!weighedByPacket(context)) {
    return null;
  }
  const headName = envelopeOf(word, context);
  const counted = convertCount(count, headName, true, [], context);
  if (!counted.ok) {
    return null;
  }
  const [first, ...rest] = counted.steps;
  const why = `The line states the measure as ${figure(count)} ${word} of the food, which SR28 weighs by the ${headName}; the spoon measure is the cook's rounding of it.`;
  return first === undefined
    ? counted
    : { ...counted, steps: [{ ...first, reasoning: `${why} ${first.reasoning}` }, ...rest] };
}

function convertCount(
  quantity: Decimal,
  headName: string | null,
  knownUnit: boolean,
  secondary: readonly SecondaryAmount[],
  context: Context,
): ConversionResult {
  const { food } = context;
  const shownUnit = headName ?? 'item';
  for (const stated of weighedBySecondary(headName, secondary, context) ? secondary : []) {
    const perContainer = parseAmount(stated.quantity);
    const statedName = canonicalUnitName(stated.unit ?? '');
    const statedUnit = statedName === undefined ? undefined : unitByName(statedName);
    if (perContainer === null || (statedUnit?.kind !== 'mass' && statedUnit?.kind !== 'volume')) {
      continue;
    }
    const perItem = stated.scope !== 'total';
    const total = perItem ? quantity.times(perContainer) : perContainer;
    const inner = convertMeasure(total, statedUnit, context);
    if (inner.ok) {
      const first = step(
        quantity,
        shownUnit,
        total,
        statedUnit.name,
        'secondary_amount',
        perItem
          ? `Each ${shownUnit} holds ${held(stated, perContainer, statedUnit)}; ${figure(quantity)} × ${figure(perContainer)} = ${measure(total, statedUnit.name)}.`
          : `The line states the amount of ${measure(quantity, shownUnit)}: ${measure(total, statedUnit.name)}.`,
      );
      return {
        ...inner,
        conversion_source: 'secondary_amount',
        steps: [first, ...inner.steps],
      };
    }
  }

  // "12 new potatoes, about the size of a walnut": SR28's potato (213 g) is no such item.
  if (headName === null && context.size === null && context.likeness !== null) {
    return fail(
      'no_portion',
      `The line likens each item to a thing ("${context.likeness}"), and ${food.name} lists the weight of usual ones; ${suggestion(context, true)}`,
    );
  }
  // "8 baby leeks": SR28's leek (89 g) is a full-grown one; "12 tiger prawns" are far larger
  // than its medium shrimp.
  const kind = context.nameWords.find(
    (word) =>
      YOUNG_WORDS.has(word) ||
      LARGE_KIND_WORDS.has(word) ||
      SMALL_KIND_WORDS.has(word) ||
      smallKindOf(food.name, word) ||
      largeKindOf(food.name, word),
  );
  if (
    kind !== undefined &&
    !nameWords(food.name).has(kind) &&
    !context.portions.some((d) => d.head.name === kind || d.modifiers.includes(kind))
  ) {
    const listed = YOUNG_WORDS.has(kind)
      ? 'full-grown ones only'
      : SMALL_KIND_WORDS.has(kind) || smallKindOf(food.name, kind)
        ? 'no such small kind'
        : 'no such large kind';
    return fail(
      'no_portion',
      `The line counts ${KIND_LABELS.get(kind) ?? kind} ones, and ${food.name} lists the weight of ${listed}; ${suggestion(context, true)}`,
    );
  }
  const varied = VARIED_ITEMS.find(
    (v) =>
      v.food.test(food.name) &&
      !(v.except ?? []).some((word) => headName === word || context.nameWords.includes(word)),
  );
  if (
    varied !== undefined &&
    (headName === null
      ? varied.onlyUnits !== true
      : !unitByName(headName) || (varied.units ?? []).includes(headName))
  ) {
    return fail(
      'ambiguous',
      `${varied.reason}; ${varied.instead ?? 'give the grams, or a volume such as 1 tbsp chopped'}.`,
    );
  }
  // Each item's size ("4 (10 inch) tortillas"), not the size it is cut to ("cut in 1 cm dice").
  const across = headName === null ? lengthOf(secondary.filter((s) => s.scope === 'each')) : null;
  // A word the food's name says of every portion picks none of them: "1 can tuna, drained" of
  // SR28's drained solids is its can (165 g), not its "can (12.5 oz), drained" (315 g).
  const named = nameWords(food.name);
  const preparation = context.preparation.filter((word) => !named.has(word));
  const picked: PortionPick =
    (across === null ? null : pickByDiameter(context.portions, inchesOf(across))) ??
    (headName === null
      ? pickNaturalUnit(context.portions, food.name, context.size, preparation, context.nameWords)
      : pickCountPortion(context.portions, headName, context.size, preparation, usualCountSize(food.name)));
  const { pick, mean } = settled(sizedByNamesake(picked, context), context);
  if (pick.kind === 'found' && isSideFillet(pick.descriptor)) {
    return fail(
      'ambiguous',
      `SR28 weighs ${food.name} by the half fillet (${figure(pick.descriptor.grams)} g): its whole fillet, ${figure(gramsPerUnit(pick.descriptor))} g, is a side of a large fish, and a fillet a recipe counts is usually a portion cut from one, so the count cannot be weighed without knowing its size; give the grams, or the weight on the pack.`,
    );
  }
  if (pick.kind === 'found') {
    const portion = pick.descriptor;
    const scale = pick.scale ?? new Decimal(1);
    const grams =
      mean === null
        ? divide(quantity.times(portion.grams).times(scale), portion.amount)
        : quantity.times(mean);
    return success(
      grams,
      [portionStep(quantity, headName ?? portion.description, grams, portion, food.name, pick.notes, scale)],
      portion,
      pick.approximate,
    );
  }
  if (pick.kind === 'ambiguous') {
    // "12 lettuce leaves": the options are all leaves, so the question is about a leaf.
    const heads = new Set(pick.options.map((d) => d.head.name));
    const counted = context.nameWords.at(-1);
    const asked =
      headName ?? (heads.size === 1 && counted !== undefined && heads.has(counted) ? counted : null);
    return fail('ambiguous', ambiguousReason(asked, pick, food.name));
  }
  if (!knownUnit && headName !== null && nameWords(food.name).has(headName)) {
    // "2 eggs" with the food's own noun as the unit: a bare count.
    return convertCount(quantity, null, true, [], context);
  }
  const sizeNote = pick.notes.join(' ');
  if (headName === null) {
    const what = context.size === null ? 'a per-item weight' : `a '${context.size}' portion`;
    return fail(
      'no_portion',
      [`A count without a unit needs ${what}, and none is known for ${food.name};`, suggestion(context, true)]
        .concat(sizeNote === '' ? [] : [sizeNote])
        .join(' '),
    );
  }
  if (!knownUnit) {
    return fail(
      'unknown_unit',
      `'${headName}' is not a unit the converter knows, and ${food.name} lists no such portion; ${suggestion(context, true)}`,
    );
  }
  const sized = context.size === null ? `'${headName}'` : `'${context.size} ${headName}'`;
  return fail(
    'no_portion',
    [`No portion weight for ${sized} is known for ${food.name};`, suggestion(context, true)]
      .concat(sizeNote === '' ? [] : [sizeNote])
      .join(' '),
  );
}

/**
 * SR28 lists the fillet of a large fish (salmon, halibut, pollock, sablefish…) as "0.5 fillet":
 * its whole fillet is one side of the fish, 306–408 g raw, and every fish it weighs by the half
 * has one of at least 274 g (cooked); the fish it weighs by the whole fillet have fillets of
 * 32–259 g. A recipe's "4 salmon fillets" are portions cut from a side, of a size it does not say.
 */
function isSideFillet(portion: PortionDescriptor): boolean {
  return portion.head.name === 'fillet' && portion.amount.lt(1);
}

function portionStep(
  quantity: Decimal,
  fromUnit: string,
  grams: Decimal,
  portion: PortionDescriptor,
  foodName: string,
  notes: readonly string[],
  scale: Decimal = new Decimal(1),
): ConversionStep {
  const each = portion.amount.eq(1) ? '' : ` (${figure(gramsPerUnit(portion))} g each)`;
  const perItem = gramsPerUnit(portion).times(scale);
  const arithmetic = scale.eq(1)
    ? `${figure(quantity)} × ${figure(gramsPerUnit(portion))} g = ${figure(grams)} g.`
    : `${figure(quantity)} × ${figure(scale.toDecimalPlaces(2))} × ${figure(gramsPerUnit(portion))} g = ${figure(quantity)} × ${figure(perItem.toDecimalPlaces(1))} g = ${figure(grams)} g.`;
  return step(
    quantity,
    fromUnit,
    grams,
    'gram',
    'portion',
    [
      ...notes,
      `${foodName} lists ${figure(portion.amount)} '${portion.description}' = ${figure(portion.grams)} g${each}; ${arithmetic}`,
    ].join(' '),
  );
}

/**
 * Items SR28 lists by a measure alone ("sweetpotato, 5\" long", "cucumber (8-1/4\")") whose sizes
 * another SR28 food of the same vegetable names, measure for measure: its baked sweet potato's
 * "medium (2\" dia, 5\" long, raw)" (114 g, large 180 g, small 60 g); its peeled cucumber's "large
 * (8-1/4\" long)" (280 g, medium 201 g, small 158 g). The grams of each size are that food's, as
 * the built-in catalogue lists them (convert.test.ts reads them there).
 */
export const NAMESAKE_SIZES: readonly {
  food: RegExp;
  /** The food's NDB number and the namesake's (the test reads both from the built-in catalogue). */
  ndb: string;
  namesakeNdb: string;
  /** The measure the item's portion states, and how it reads in a step. */
  measure: string;
  length: string;
  /** The size the namesake calls an item of that measure. */
  named: SizeWord;
  /** The namesake's weight of each size. */
  grams: Readonly<Partial<Record<SizeWord, string>>>;
  namesake: string;
}[] = [
  {
    food: /^Sweet potato, raw\b/i,
    ndb: '11507',
    namesakeNdb: '11508',
    measure: '5" long',
    length: '5" long',
    named: 'medium',
    grams: { small: '60', medium: '114', large: '180' },
    namesake: 'Sweet potato, cooked, baked in skin',
  },
  {
    food: /^Cucumber, with peel, raw$/i,
    ndb: '11205',
    namesakeNdb: '11206',
    measure: '8-1/4"',
    length: '8-1/4" long',
    named: 'large',
    grams: { small: '158', medium: '201', large: '280' },
    namesake: 'Cucumber, peeled, raw',
  },
];

/**
 * A size word on an item SR28 lists by a measure alone ("3 large sweet potatoes": its 5-inch one,
 * 130 g, had been weighed for each with the size not taken into account): where another SR28 food
 * of the same vegetable names the size of that measure (`NAMESAKE_SIZES`), the item is that size,
 * and another size is scaled by the namesake's own weights (a large sweet potato: 130 g × 180 /
 * 114 = 205 g). Any other pick is kept.
 */
function sizedByNamesake(picked: PortionPick, context: Context): PortionPick {
  const size = context.size;
  if (picked.kind !== 'found' || size === null) {
    return picked;
  }
  const entry = NAMESAKE_SIZES.find(
    (n) => n.food.test(context.food.name) && picked.descriptor.description.includes(n.measure),
  );
  const wanted = entry?.grams[size];
  const named = entry?.grams[entry.named];
  if (entry === undefined || wanted === undefined || named === undefined) {
    return picked;
  }
  const scale = divide(new Decimal(wanted), new Decimal(named));
  const note =
    size === entry.named
      ? `SR28's ${entry.namesake} calls one ${entry.length} a ${entry.named} one.`
      : `SR28's ${entry.namesake} calls one ${entry.length} a ${entry.named} one (${named} g) and weighs a ${size} one at ${wanted} g, so a ${size} one is ${figure(scale)} × this portion.`;
  return {
    kind: 'found',
    descriptor: picked.descriptor,
    approximate: size !== entry.named,
    notes: [note],
    scale,
  };
}

/**
 * An ambiguous pick the line settles: the one option a word of it names (`namedOption`), else
 * forms of one measure a tenth apart, weighed by `mean`, their mean weight of a unit
 * (`nearMeasures`); any other pick as it is, with no mean.
 */
function settled(pick: PortionPick, context: Context): { pick: PortionPick; mean: Decimal | null } {
  if (pick.kind !== 'ambiguous') {
    return { pick, mean: null };
  }
  const named = namedOption(pick, context);
  return named !== null ? { pick: named, mean: null } : (nearMeasures(pick, context) ?? { pick, mean: null });
}

/**
 * The one option a word of the line names and the others lack ("1 cup small curd cottage cheese":
 * SR28's "cup, small curd (not packed)", 225 g, against its large curd, 210 g; the line's
 * "small" is read as its size), or null. The line's words are its name's and its size word.
 */
function namedOption(
  pick: Extract<PortionPick, { kind: 'ambiguous' }>,
  context: Context,
): Extract<PortionPick, { kind: 'found' }> | null {
  // Not the food's own noun ("2 cups tomatoes" names no "cup cherry tomatoes").
  const noun = nameWords(context.food.name.split(',')[0] ?? '');
  const said = new Set(
    [...context.nameWords, ...context.preparation, ...(context.size === null ? [] : [context.size])]
      .flatMap((word) => word.split('-'))
      .filter((word) => !noun.has(word)),
  );
  const wordsOf = (d: PortionDescriptor) => (d.size === null ? d.modifiers : [...d.modifiers, d.size]);
  const naming = pick.options.filter((d) =>
    wordsOf(d).some((word) => said.has(word) && pick.options.some((other) => !wordsOf(other).includes(word))),
  );
  const [only] = naming;
  return naming.length === 1 && only !== undefined
    ? { kind: 'found', descriptor: only, approximate: false, notes: [] }
    : null;
}

/**
 * Words of a name that say which product, not its form: "1 cup full-fat cottage cheese" had been
 * asked which curd where "1 cup cottage cheese" is weighed by the mean.
 */
const NO_FORM_WORDS: ReadonlySet<string> = new Set([
  'full',
  'fat',
  'full-fat',
  'fullfat',
  'whole',
  'milk',
  'milkfat',
  'regular',
  'original',
  'classic',
  'plain',
]);

/** Options of one measure whose weights are this near are one measure, weighed by their mean. */
const NEAR_MEASURE_RATIO = new Decimal('1.1');

/**
 * A measure the food lists in two or more forms whose weights differ by less than a tenth
 * (SR28's cottage cheese: a cup of large curd 210 g, of small curd 225 g), when the line names the
 * food and nothing of its form: asking which would change a label by under 5 %, so their mean is
 * weighed (217.5 g), approximate, and the step names them. Null when they differ more, are not one
 * measure, or the line says a form or preparation of its own ("1 cup chocolate curls" is neither
 * SR28's cup of large chips nor of mini chips: a cup of curls holds far less).
 */
function nearMeasures(
  pick: Extract<PortionPick, { kind: 'ambiguous' }>,
  context: Context,
): { pick: Extract<PortionPick, { kind: 'found' }>; mean: Decimal } | null {
  const [first] = pick.options;
  const named = nameWords(context.food.name);
  if (
    first === undefined ||
    pick.options.some((d) => d.head.name !== first.head.name) ||
    context.preparation.length > 0 ||
    context.nameWords.some((word) => !named.has(word) && !NO_FORM_WORDS.has(word)) ||
    // A word of the line that one of them names ("small curd cottage cheese") says which.
    pick.options.some((d) => d.modifiers.some((word) => context.nameWords.includes(word)))
  ) {
    return null;
  }
  const weights = pick.options.map(gramsPerUnit);
  const least = Decimal.min(...weights);
  if (Decimal.max(...weights).gt(least.times(NEAR_MEASURE_RATIO))) {
    return null;
  }
  const mean = meanWeight(pick.options);
  const listed = pick.options
    .map((d) => `'${d.description}' (${figure(gramsPerUnit(d))} g)`)
    .join(pick.options.length === 2 ? ' and ' : ', ');
  return {
    pick: {
      kind: 'found',
      descriptor: first,
      approximate: true,
      notes: [
        ...pick.notes,
        `SR28 lists ${listed}, less than a tenth apart, and the line does not say which; their mean, ${figure(mean)} g, is used.`,
      ],
      scale: divide(mean, gramsPerUnit(first)),
    },
    mean,
  };
}

function ambiguousReason(
  asked: string | null,
  pick: Extract<PortionPick, { kind: 'ambiguous' }>,
  foodName: string,
): string {
  const options = pick.options.map((d) =>
    d.amount.eq(1)
      ? `'${d.description}' (${figure(d.grams)} g)`
      : `'${d.description}' (${figure(d.amount)} = ${figure(d.grams)} g)`,
  );
  const last = options.pop() ?? '';
  const listed = options.length === 0 ? last : `${options.join(', ')} or ${last}`;
  const article = asked !== null && /^[aeiou]/i.test(asked) ? 'An' : 'A';
  const what = asked === null ? `One item of ${foodName}` : `${article} ${asked} of ${foodName}`;
  return [...pick.notes, `${what} could be ${listed}; say which one, or give the amount in grams.`].join(' ');
}

/** What the cook can give instead, with the portions the food lists. */
function suggestion(context: Context, offerVolume: boolean): string {
  const hasVolume =
    context.portions.some((d) => d.head.kind === 'volume') ||
    parseAmount(context.food.density_g_per_ml) !== null;
  const instead =
    offerVolume && hasVolume ? 'give the amount in grams or a volume.' : 'give the amount in grams.';
  const listed = [...new Set(context.portions.map((d) => d.description))];
  return listed.length === 0 ? instead : `${instead} Portions listed: ${listed.join('; ')}.`;
}

function approximateUnitNote(unit: UnitDef): string {
  if (unit.estimate !== undefined) {
    return `A ${unit.name} has no defined size; ${unit.estimate}, so the result is approximate.`;
  }
  const perTeaspoon = divide(millilitres('teaspoon'), millilitres(unit));
  const size = perTeaspoon.isInteger()
    ? `1/${perTeaspoon.toFixed()} teaspoon`
    : `${decString(millilitres(unit))} ml`;
  return `A ${unit.name} is a conventional measure (${size}), not a defined one, so the result is approximate.`;
}

function quantityReason(quantity: unknown): string {
  const shown = typeof quantity === 'string' ? quantity.trim() : String(quantity);
  return shown === ''
    ? 'No quantity was given; give a number such as 1 or 0.5.'
    : `'${shown}' is not a quantity the converter can use; give a non-negative decimal number such as 1 or 0.5.`;
}

function fail(code: ConversionFailureCode, reason: string): Failure {
  return { ok: false, reason, code, steps: [] };
}

function success(
  grams: Decimal,
  steps: ConversionStep[],
  portion: PortionDescriptor | null,
  approximate: boolean,
): Success {
  const last = steps[steps.length - 1];
  return {
    ok: true,
    grams: decString(grams),
    conversion_source: last?.source ?? 'identity',
    steps,
    portion_reference:
      portion === null
        ? null
        : {
            portion_index: portion.index,
            measure_unit_name: portion.portion.unit,
            amount: portion.portion.amount,
            gram_weight: portion.portion.grams,
            modifier: portion.portion.modifier,
          },
    approximate,
  };
}

function step(
  fromQuantity: Decimal,
  fromUnit: string,
  toQuantity: Decimal,
  toUnit: string,
  source: ConversionSource,
  reasoning: string,
): ConversionStep {
  return {
    from_quantity: figure(fromQuantity),
    from_unit: fromUnit,
    to_quantity: figure(toQuantity),
    to_unit: toUnit,
    source,
    reasoning,
  };
}

/** A figure for reading: half up to 4 decimal places, or 6 significant digits when that shows 0. */
export function figure(value: Decimal): string {
  const rounded = value.toDecimalPlaces(4, ROUND_HALF_UP);
  if (rounded.isZero() && !value.isZero()) {
    return decString(value.toSignificantDigits(6, ROUND_HALF_UP));
  }
  return decString(rounded);
}

function measure(quantity: Decimal, unitName: string): string {
  return `${figure(quantity)} ${quantity.eq(1) ? unitName : plural(unitName)}`;
}

function plural(name: string): string {
  const words = name.split(' ');
  const last = words.pop() ?? '';
  let out: string;
  if (last === 'leaf' || last === 'loaf') {
    out = `${last.slice(0, -1)}ves`;
  } else if (/(?:s|x|z|ch|sh|tomato|potato)$/.test(last)) {
    out = `${last}es`;
  } else if (/[^aeiou]y$/.test(last)) {
    out = `${last.slice(0, -1)}ies`;
  } else {
    out = `${last}s`;
  }
  return [...words, out].join(' ');
}
