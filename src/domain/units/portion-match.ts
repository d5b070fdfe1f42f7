import { divide } from '../amount.ts';
import { Decimal } from '../decimal.ts';
import { normalizeFoodText } from '../foods/food-text.ts';
import { NEUTRAL_MODIFIERS, type PortionDescriptor, singular, usdaNumber } from './portion-description.ts';
import { type SizeWord, unitByName } from './units.ts';

/**
 * Chooses the food portion that answers a request, or says why none does. Preferences, in order:
 *
 * 1. Size (count units and bare counts): the requested size; without one, the usual size
 *    (`usualCountSize`), then an unsized portion. A small, medium or large one the food does not
 *    list is estimated, when the food lists one size only, from that size by `SIZE_STEP`
 *    (approximate); failing that, the other sizes in `SIZE_FALLBACK` order.
 * 2. Preparation: a portion whose modifiers name the requested preparation ("cup, chopped" for
 *    "chopped"), then a related one ("diced" for "chopped", marked approximate), then a plain
 *    portion ("cup", "cup (8 fl oz)", "large whole (3\" dia)"). When only modified portions exist
 *    and they all share one modifier ("cup chopped", "tbsp chopped") they are used and the
 *    reasoning says so; when they differ ("cup, chopped" 160 g, "cup, sliced" 115 g) the request is
 *    ambiguous and the caller is asked which one, never given a guess.
 * 3. Measure (volume): the requested unit itself, else the largest volume measure the food lists
 *    (its published gram weight carries the smallest relative rounding error).
 * 4. Among what is left, portions whose weights per unit agree within 5 % (USDA lists "1 cup =
 *    246 g" and "0.5 cup = 124 g") are the same measure: the one with amount 1 wins, else the first
 *    in the source's order. Weights further apart ("slice (1 oz)" 28 g, "slice (3/4 oz)" 21 g) are
 *    ambiguous, unless one is a label's serving written in the unit ("cup (1 NLEA serving)"), set
 *    aside for the measures beside it, or they are written alike ("slice" 29 g and "slice" 25 g of
 *    white bread), weighed at their mean; a cheese's melted cup weighs only what the line melts.
 */

export type PortionPick =
  | {
      kind: 'found';
      descriptor: PortionDescriptor;
      approximate: boolean;
      notes: string[];
      /** The weight is the descriptor's times this (a size estimated from another size); 1 when absent. */
      scale?: Decimal;
    }
  | { kind: 'none'; notes: string[] }
  | { kind: 'ambiguous'; options: PortionDescriptor[]; notes: string[] };

/** The sizes tried, in order, when a count gives none and the usual size is not listed. */
export const SIZE_FALLBACK: readonly SizeWord[] = [
  'medium',
  'large',
  'small',
  'extra large',
  'extra small',
  'jumbo',
];

/**
 * One step on the small–medium–large scale: the median weight ratio of the next smaller size to
 * the larger over the SR28 foods that list both as whole items (medium ÷ large over 106 foods,
 * small ÷ medium over 97; quartiles 0.63–0.81 and 0.58–0.80). `size-scale.test.ts` recomputes
 * both from the built-in catalogue. A size a food does not list is estimated from its neighbour
 * with them, and the estimate is marked approximate.
 */
export const SIZE_STEP = {
  mediumPerLarge: new Decimal('0.73'),
  smallPerMedium: new Decimal('0.75'),
} as const;

const SCALE: readonly SizeWord[] = ['small', 'medium', 'large'];

/** The factor from one size's weight to another's on the small–medium–large scale. */
export function sizeFactor(from: SizeWord, to: SizeWord): Decimal {
  const steps = [SIZE_STEP.smallPerMedium, SIZE_STEP.mediumPerLarge];
  let factor = new Decimal(1);
  const a = SCALE.indexOf(from);
  const b = SCALE.indexOf(to);
  for (let i = Math.min(a, b); i < Math.max(a, b); i++) {
    factor = factor.times(steps[i] ?? 1);
  }
  return b < a ? factor : new Decimal(1).div(factor);
}

export interface UsualSize {
  size: SizeWord;
  /** Why, for the step's reasoning. */
  reason: string;
}

/**
 * The size a count without one is taken to mean. US recipes are written for large eggs (the
 * cookbook and egg-industry convention), so a bare "2 eggs" is 2 large; for everything else the
 * middle size, medium, is the usual one.
 */
export function usualCountSize(foodName: string): UsualSize {
  const firstPart = foodName.split(',')[0]?.trim().toLowerCase() ?? '';
  return /^eggs?\b/.test(firstPart)
    ? { size: 'large', reason: 'No size was given; US recipes are written for large eggs, so large is used.' }
    : { size: 'medium', reason: 'No size was given, so medium is taken as the usual size.' };
}

/** Kitchen names of kinds SR28 lists under another name ("grape" tomatoes are counted as cherry ones). */
const KIND_ALIASES: Readonly<Record<string, string>> = { grape: 'cherry', roma: 'plum' };

/** Words that name one whole item of a food in USDA portions ("fruit (2-1/8\" dia)", "each"). */
const WHOLE_ITEM_WORDS: ReadonlySet<string> = new Set([
  'fruit',
  'each',
  'item',
  'whole',
  'piece',
  'unit',
  'bird',
  'head',
  'kernel',
  // An ear of corn: "1 corn on the cob" is one (its kernels, as SR28's raw corn is).
  'ear',
]);

/**
 * Preparation words that weigh about the same per cup; matching within a family is approximate. A
 * word may be of two families: grated cheese is shredded, grated nuts and spices are ground fine
 * ("1/2 cup grated almonds" fills a cup as SR28's ground almonds do, 95 g a cup, not as its whole
 * kernels, 143 g, which had been used).
 */
const PREPARATION_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  chopped: ['cut'],
  chop: ['cut'],
  diced: ['cut'],
  dice: ['cut'],
  minced: ['cut'],
  mince: ['cut'],
  cubed: ['cut'],
  cube: ['cut'],
  // SR28's "cup, chunks" (pineapple) and "cup pieces" (mango) are cups of cut pieces, as a cup of
  // cubes is.
  chunk: ['cut'],
  piece: ['cut'],
  sliced: ['slice'],
  slice: ['slice'],
  shredded: ['shred'],
  shred: ['shred'],
  grated: ['shred', 'grind'],
  grate: ['shred', 'grind'],
  ground: ['grind'],
  // Coarse (coarsely ground) and cracked pepper are ground, not whole peppercorns: "1/4 cup coarse
  // black pepper" had been weighed by SR28's teaspoon of whole ones (2.9 g against 2.3 g).
  coarse: ['grind'],
  cracked: ['grind'],
  mashed: ['mash'],
  mash: ['mash'],
  pureed: ['mash'],
  puree: ['mash'],
};

function familiesOf(word: string): readonly string[] {
  return PREPARATION_FAMILIES[word] ?? [];
}

/** Forms that fill a cup differently from the whole food (slivered almonds, ground nuts, grated cheese). */
const BULK_FORMS: ReadonlySet<string> = new Set([
  'slivered',
  'sliced',
  'ground',
  'flaked',
  'crushed',
  'shredded',
  'grated',
  'mashed',
  'pureed',
]);
/** Portion words that measure the whole food ("cup whole kernels", "cup, halves"). */
const WHOLE_FORMS: ReadonlySet<string> = new Set(['whole', 'kernel', 'half', 'halves']);

/**
 * Words of a preparation that change how much of a food a measure holds: how it is cut, crushed,
 * packed, sifted, melted or whipped, and the forms SR28's portions name (halves, kernels, chunks…).
 */
const FORM_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(PREPARATION_FAMILIES),
  ...BULK_FORMS,
  ...WHOLE_FORMS,
  'crumbled',
  'crumb',
  'halved',
  'quartered',
  'julienned',
  'julienne',
  'torn',
  'strip',
  'wedge',
  'ring',
  'spear',
  'section',
  'packed',
  'unpacked',
  'sifted',
  'unsifted',
  'melted',
  'whipped',
  'beaten',
  'drained',
  'thawed',
  'cooked',
]);

const PREPARATION_STOP_WORDS: ReadonlySet<string> = new Set(['and', 'or', 'then', 'into', 'a', 'the', 'cut']);

/** Singular words of a free-text preparation ("finely chopped" → finely, chopped). */
export function preparationWords(preparation: string | null | undefined): string[] {
  if (preparation === null || preparation === undefined) {
    return [];
  }
  // "puréed" is pureed: accents are dropped before words are split (it had been "pur" and "ed").
  return (
    normalizeFoodText(preparation)
      .split(/[^a-z]+/)
      .filter((word) => word !== '' && !PREPARATION_STOP_WORDS.has(word))
      // "breadcrumbs" are bread crumbs: the word picks SR28's cup of crumbs.
      .flatMap((word) => CRUMBS.exec(word)?.slice(1) ?? [word])
      .map(singular)
  );
}

/** Crumbs written as one word with what they are of. */
const CRUMBS = /^(bread|cracker|cookie|cake)(crumbs?)$/;

function weighingModifiers(descriptor: PortionDescriptor): string[] {
  return descriptor.modifiers.filter((word) => !NEUTRAL_MODIFIERS.has(word));
}

function modifierKey(descriptor: PortionDescriptor): string {
  return [...new Set(weighingModifiers(descriptor))].sort().join(' ');
}

function preparationMatch(
  descriptor: PortionDescriptor,
  words: readonly string[],
): 'exact' | 'related' | 'none' {
  const modifiers = weighingModifiers(descriptor);
  if (words.some((word) => modifiers.includes(word))) {
    return 'exact';
  }
  const families = new Set(modifiers.flatMap(familiesOf));
  return words.some((word) => familiesOf(word).some((family) => families.has(family))) ? 'related' : 'none';
}

type Ranked =
  | { kind: 'tier'; tier: PortionDescriptor[]; approximate: boolean; notes: string[] }
  | { kind: 'ambiguous'; options: PortionDescriptor[]; notes: string[] };

/** No portion: the line measures the food in a form its only volume is not of. */
function ofAnotherForm(form: string, listed: PortionDescriptor): Ranked {
  return {
    kind: 'tier',
    tier: [],
    approximate: true,
    notes: [
      `The line measures it ${form}, and the only volume listed is of another form ('${listed.description}' = ${listed.grams.toString()} g), which fills a cup differently`,
    ],
  };
}

/**
 * Step 2 of the preferences. `weightSensitive` is true for volume measures, where the preparation
 * changes how much a cup holds; a clove or a slice weighs the same however it is then cut, so an
 * unmatched preparation is not a reason to call a count approximate.
 */
function rankByPreparation(
  candidates: readonly PortionDescriptor[],
  preparation: readonly string[],
  weightSensitive: boolean,
): Ranked {
  // Only words of form say what a cup holds: "plus extra for drizzling", "such as Chablis",
  // "divided" or "warmed" do not, and a measure they leave unmatched is not approximate for them.
  const forms = preparation.filter((word) => FORM_WORDS.has(word));
  const shown = (forms.length > 0 ? forms : preparation).join(' ');
  if (preparation.length > 0) {
    const exact = candidates.filter((d) => preparationMatch(d, preparation) === 'exact');
    if (exact.length > 0) {
      return { kind: 'tier', tier: exact, approximate: false, notes: [] };
    }
    const related = candidates.filter((d) => preparationMatch(d, preparation) === 'related');
    if (related.length > 0 && weightSensitive) {
      const first = related[0];
      return {
        kind: 'tier',
        tier: related,
        approximate: true,
        notes: [
          `No portion is described as '${shown}'; '${first?.description ?? ''}' is the closest and is used.`,
        ],
      };
    }
  }
  const plain = candidates.filter((d) => d.plain);
  // A mash or purée fills a cup with no air between pieces, as in BULK_FORMS below: the plain cup
  // of the food ("1 cup pureed pumpkin": SR28's cup of 1" cubes, 116 g; "1 cup pureed raspberries":
  // its cup of berries, 123 g) holds about half of it.
  const mash = weightSensitive ? forms.find((word) => familiesOf(word).includes('mash')) : undefined;
  const plainCup = plain[0];
  if (mash !== undefined && plainCup !== undefined) {
    return ofAnotherForm(mash, plainCup);
  }
  if (plain.length > 0) {
    const unmatched = forms.length > 0 && weightSensitive;
    return {
      kind: 'tier',
      tier: plain,
      approximate: unmatched,
      notes: unmatched ? [`No portion is described as '${shown}'; the plain measure is used.`] : [],
    };
  }
  // With no plain one, a "regular" one is the usual measure: "2 slices rye bread" is SR28's
  // "slice, regular" (32 g), not asked against its "slice, snack-size" (7 g).
  const regular = candidates.filter((d) => d.modifiers.length === 1 && d.modifiers[0] === 'regular');
  if (regular.length > 0) {
    return { kind: 'tier', tier: regular, approximate: false, notes: [] };
  }
  // SR28's cup of a cheese melted (240 g of brie, against 144 g sliced) weighs only what the line
  // melts: "1/4 cup cubed Brie" had been asked which of the two.
  const melts = preparation.some((word) => /^melt/.test(word));
  const solid = melts ? candidates : candidates.filter((d) => !d.modifiers.includes('melted'));
  if (solid.length > 0 && solid.length < candidates.length) {
    return rankByPreparation(solid, preparation, weightSensitive);
  }
  const keys = new Map<string, PortionDescriptor>();
  for (const descriptor of candidates) {
    const key = modifierKey(descriptor);
    if (!keys.has(key)) {
      keys.set(key, descriptor);
    }
  }
  if (keys.size > 1 && !sameMeasure([...keys.values()])) {
    return { kind: 'ambiguous', options: [...keys.values()], notes: [] };
  }
  const first = candidates[0];
  const form = preparation.find((word) => BULK_FORMS.has(word));
  if (weightSensitive && form !== undefined && first !== undefined) {
    const listed = weighingModifiers(first);
    // A mash fills a cup with no air between pieces: "1 cup sweet potato, mashed" is about twice a
    // cup of cubes (SR28's 133 g had been used).
    const mashedOfPieces =
      familiesOf(form).includes('mash') &&
      listed.some(
        (word) => WHOLE_FORMS.has(word) || familiesOf(word).some((f) => f === 'cut' || f === 'slice'),
      );
    if ((listed.some((word) => WHOLE_FORMS.has(word)) || mashedOfPieces) && !listed.includes(form)) {
      // "¾ cup slivered almonds" of a food listing only "cup whole kernels": a cup of slivers holds
      // a quarter less, so the whole-kernel cup would be a guess.
      return ofAnotherForm(form, first);
    }
  }
  return {
    kind: 'tier',
    tier: [...candidates],
    approximate: preparation.length > 0 && weightSensitive,
    notes:
      first === undefined
        ? []
        : [`The only portions listed are described as '${modifierKey(first)}' ('${first.description}').`],
  };
}

export function gramsPerUnit(descriptor: PortionDescriptor): Decimal {
  return divide(descriptor.grams, descriptor.amount);
}

/** Weights per unit within this ratio of each other are one measure written twice. */
const SAME_MEASURE_RATIO = new Decimal('1.05');

/**
 * Portions described differently that weigh the same per unit ("cup chopped" 91 g and "0.5 cup,
 * chopped or diced" 44 g of broccoli): one measure written twice, nothing to ask about.
 */
function sameMeasure(options: readonly PortionDescriptor[]): boolean {
  const weights = options.map(gramsPerUnit);
  return Decimal.max(...weights).lte(Decimal.min(...weights).times(SAME_MEASURE_RATIO));
}

/** The mean weight of one unit of the portions (`gramsPerUnit`). */
export function meanWeight(portions: readonly PortionDescriptor[]): Decimal {
  return portions
    .map(gramsPerUnit)
    .reduce((sum, w) => sum.plus(w), new Decimal(0))
    .div(portions.length);
}

/**
 * Portions written alike whose weights differ: SR28's white bread lists "1 slice" twice, 29 g and
 * 25 g. Nothing tells them apart, so a person asked which could not say either; their mean is used
 * (as a factor on the first), and the note says so. Null when the descriptions differ.
 */
function twinsMean(group: readonly PortionDescriptor[]): { factor: Decimal; note: string } | null {
  const first = group[0];
  if (
    first === undefined ||
    group.some(
      (d) => d.description.toLowerCase() !== first.description.toLowerCase() || !d.amount.eq(first.amount),
    )
  ) {
    return null;
  }
  const weights = group.map(gramsPerUnit);
  const mean = meanWeight(group);
  const listed = weights.map((w) => `${w.toDecimalPlaces(1).toString()} g`).join(' and ');
  return {
    factor: mean.div(gramsPerUnit(first)),
    note: `SR28 lists '${first.description}' ${group.length === 2 ? 'twice' : `${group.length} times`} (${listed}), with nothing to tell them apart; their mean, ${mean.toDecimalPlaces(1).toString()} g, is used.`,
  };
}

/** Step 4 of the preferences. */
function pickWithin(
  group: readonly PortionDescriptor[],
  approximate: boolean,
  notes: string[],
  scale?: Decimal,
): PortionPick {
  const first = group[0];
  if (first === undefined) {
    return { kind: 'none', notes };
  }
  if (!sameMeasure(group)) {
    // "cup (1 NLEA serving)" is a label's serving written in cups (Rice Krispies: 1.25 cups = 33 g,
    // 26.4 g a cup); the plain cup beside it is the one weighed (29 g).
    const measured = group.filter((d) => !/\bnlea\b/i.test(d.annotation ?? ''));
    if (measured.length > 0 && measured.length < group.length && sameMeasure(measured)) {
      const nlea = group.find((d) => !measured.includes(d));
      const note =
        nlea === undefined
          ? []
          : [
              `SR28 also lists ${nlea.amount.toString()} '${nlea.description}' = ${nlea.grams.toString()} g, a label's rounded serving; the measure weighed on its own is used.`,
            ];
      return pickWithin(measured, approximate, [...notes, ...note], scale);
    }
    const twins = twinsMean(group);
    if (twins === null) {
      return { kind: 'ambiguous', options: [...group], notes };
    }
    return {
      kind: 'found',
      descriptor: first,
      approximate: true,
      notes: [...notes, twins.note],
      scale: twins.factor.times(scale ?? 1),
    };
  }
  const descriptor = group.find((d) => d.amount.eq(1)) ?? first;
  return scale === undefined
    ? { kind: 'found', descriptor, approximate, notes }
    : { kind: 'found', descriptor, approximate, notes, scale };
}

function millilitresOf(unitName: string): Decimal {
  return new Decimal(unitByName(unitName)?.factor ?? '0');
}

/**
 * Fruit crushed for jam fills a cup as puréed or mashed fruit does: "4 cups crushed strawberries"
 * had been weighed by SR28's cup of whole berries (144 g, against 232 g puréed). Only for a food
 * SR28 weighs mashed or puréed and not crushed; crushed crackers, pineapple or ice keep theirs.
 */
function crushedAsMashed(words: readonly string[], listed: ReadonlySet<string>): string[] {
  const mashed = [...listed].find((word) => familiesOf(word).includes('mash'));
  return words.map((word) =>
    word === 'crushed' && !listed.has('crushed') && mashed !== undefined ? mashed : word,
  );
}

/**
 * A volume request ("2 tbsp"): the food's volume portions, related through exact US measures.
 * When they are ambiguous, `ingredientWords` (the ingredient as written: "elbow macaroni", "chocolate
 * chips") settles them if the portions described only by words of the name ("cup elbows", "cup
 * chips") are one measure.
 */
export function pickVolumePortion(
  descriptors: readonly PortionDescriptor[],
  unitName: string,
  preparation: readonly string[],
  ingredientWords: readonly string[] = [],
): PortionPick {
  const candidates = descriptors.filter((d) => d.head.kind === 'volume');
  if (candidates.length === 0) {
    return { kind: 'none', notes: [] };
  }
  // The form the name gives ("ground almonds", "shredded cheese") weighs as the same words after
  // a comma would: a cup of ground almonds is SR28's "cup, ground" (95 g), not "cup, whole" (143 g).
  // A noun of a form does too ("red onion slices" are sliced).
  const listed = new Set(candidates.flatMap(weighingModifiers));
  const families = new Set([...listed].flatMap(familiesOf));
  const nameForms = ingredientWords.filter(
    (word) =>
      !preparation.includes(word) &&
      (BULK_FORMS.has(word) || listed.has(word) || familiesOf(word).some((f) => families.has(f))),
  );
  // "1 cup walnut halves, toasted and chopped": the cup holds the whole halves the name gives, and
  // they are cut after (SR28's "cup, chopped", 117 g, had been used for its 100 g cup of halves).
  const wholeNamed = ingredientWords.some((word) => WHOLE_FORMS.has(word) && !preparation.includes(word));
  const cutAfter = wholeNamed
    ? preparation.filter((word) => BULK_FORMS.has(word) || familiesOf(word).length > 0)
    : [];
  const measured = preparation.filter((word) => !cutAfter.includes(word));
  // "3 cups sifted cake flour" is sifted, then measured: SR28's one cup of it, "unsifted, dipped"
  // (137 g), holds about a quarter more, and had been used.
  const [first] = candidates;
  if (
    first !== undefined &&
    ingredientWords.includes('sifted') &&
    candidates.every((d) => weighingModifiers(d).includes('unsifted'))
  ) {
    return { kind: 'none', notes: ofAnotherForm('sifted', first).notes };
  }
  const pick = pickVolumeAmong(candidates, unitName, crushedAsMashed([...measured, ...nameForms], listed));
  if (pick.kind !== 'ambiguous' || ingredientWords.length === 0) {
    return pick;
  }
  const allNamed = candidates.filter((d) => {
    const words = weighingModifiers(d);
    return d.size === null && words.length > 0 && words.every((w) => ingredientWords.includes(w));
  });
  if (allNamed.length === 0) {
    return pick;
  }
  // The portion the name describes most fully: "mini chocolate chips" are the "cup mini chips",
  // not the "cup chips (6 oz package)" whose one word the name also has.
  const most = Math.max(...allNamed.map((d) => weighingModifiers(d).length));
  const named = allNamed.filter((d) => weighingModifiers(d).length === most);
  const byName = pickVolumeAmong(named, unitName, []);
  if (byName.kind !== 'found') {
    return pick;
  }
  return {
    ...byName,
    notes: [
      `The portions differ by form; '${byName.descriptor.description}' is the form the ingredient's name gives.`,
    ],
  };
}

function pickVolumeAmong(
  candidates: readonly PortionDescriptor[],
  unitName: string,
  preparation: readonly string[],
): PortionPick {
  let ranked = rankByPreparation(candidates, preparation, true);
  if (ranked.kind === 'ambiguous') {
    // Only modified portions, described in several ways: the requested measure decides when the
    // food lists it in one way only ("tbsp chopped" for "1 tbsp"), and narrows the options otherwise.
    const listed = candidates.filter((d) => d.head.name === unitName);
    if (listed.length === 0) {
      return ranked;
    }
    ranked = rankByPreparation(listed, preparation, true);
    if (ranked.kind === 'ambiguous') {
      return ranked;
    }
  }
  if (ranked.tier.length === 0) {
    return { kind: 'none', notes: ranked.notes };
  }
  const sameUnit = ranked.tier.filter((d) => d.head.name === unitName);
  if (sameUnit.length > 0) {
    return pickWithin(sameUnit, ranked.approximate, ranked.notes);
  }
  const largest = ranked.tier.reduce((best, d) =>
    millilitresOf(d.head.name).gt(millilitresOf(best.head.name)) ? d : best,
  );
  const group = ranked.tier.filter((d) => d.head.name === largest.head.name);
  return pickWithin(group, ranked.approximate, ranked.notes);
}

type Sized =
  | { kind: 'ok'; candidates: PortionDescriptor[]; approximate: boolean; notes: string[]; scale?: Decimal }
  | { kind: 'none'; notes: string[] };

function sizesOf(candidates: readonly PortionDescriptor[]): SizeWord[] {
  return [...new Set(candidates.map((d) => d.size).filter((s) => s !== null))];
}

/** Packs a food is sold in, whose sizes are the maker's, not small, medium and large items. */
const PACKS: ReadonlySet<string> = new Set([
  'package',
  'packet',
  'can',
  'jar',
  'box',
  'bag',
  'bottle',
  'container',
  'carton',
  'tub',
  'envelope',
  'pouch',
]);

/** Step 1 of the preferences. */
function applySize(candidates: readonly PortionDescriptor[], size: SizeWord | null, usual: UsualSize): Sized {
  if (size !== null) {
    const matching = candidates.filter((d) => d.size === size);
    if (matching.length > 0) {
      return { kind: 'ok', candidates: matching, approximate: false, notes: [] };
    }
    if (candidates.every((d) => d.size === null)) {
      // A portion that states no size and no measure ("clove", "leek", "avocado, NS as to
      // Florida or California") is the food's usual item, a medium one: a small or large one is
      // estimated from it as from a listed medium.
      const usualItem =
        size !== 'medium' && SCALE.includes(size) && candidates.every((d) => !/\d/.test(d.description));
      if (usualItem) {
        return scaledFrom(
          candidates,
          'medium',
          size,
          'No size is listed for this portion, so it is taken as a usual (medium) one',
        );
      }
      // One that gives its measure ("beet (2\" dia)", "eggplant, unpeeled (approx 1-1/4 lb)") is
      // SR28's usual item too, unless `NAMESAKE_SIZES` names its size: "4 large beets" had been
      // four 2-inch ones. A pack's sizes are the maker's, not a scale.
      const packs = candidates.some((d) => PACKS.has(d.head.name));
      if (size !== 'medium' && SCALE.includes(size) && !packs && acrossSizes(candidates).length <= 1) {
        return scaledFrom(
          candidates,
          'medium',
          size,
          `SR28 gives this item by its measure ('${candidates[0]?.description}'), not by its size, so it is taken as a medium one`,
        );
      }
      return {
        kind: 'ok',
        candidates: [...candidates],
        approximate: true,
        notes: [`No size is listed for this portion, so '${size}' cannot be taken into account.`],
      };
    }
    const across = acrossSizes(candidates);
    return (
      scaledSize(candidates, size, `No ${size} portion is listed`) ?? {
        kind: 'none',
        notes: [
          across.length > 1
            ? `The food lists its items by their size across (${across.join(', ')}), not as small or large ones: write each one's size in the line, as in "4 (10-inch) …".`
            : `Sizes listed: ${sizesOf(candidates).join(', ')}.`,
        ],
      }
    );
  }
  const usualSize = candidates.filter((d) => d.size === usual.size);
  // Items listed by their size across take their plain portion, not the one that happens to be
  // called medium: SR28's "tortilla medium (approx 6\" dia)" (30 g) is its smallest flour
  // tortilla, and "8 flour tortillas" had been 240 g where its plain tortilla gives 384 g.
  const plain = candidates.filter((d) => d.size === null && diameterOf(d) === null);
  if (plain.length > 0 && acrossSizes(candidates).length > 1) {
    return { kind: 'ok', candidates: plain, approximate: false, notes: [] };
  }
  if (usualSize.length > 0) {
    return { kind: 'ok', candidates: usualSize, approximate: false, notes: [usual.reason] };
  }
  const unsized = candidates.filter((d) => d.size === null);
  if (unsized.length > 0) {
    return { kind: 'ok', candidates: unsized, approximate: false, notes: [] };
  }
  // A pack is sold in sizes of its own, not on a scale: "1 package cream cheese" is not 1.33 ×
  // SR28's "package, small (3 oz)" (113 g had been weighed for the 8-ounce block most recipes mean).
  const head = candidates[0]?.head.name;
  if (head !== undefined && PACKS.has(head) && candidates.every((d) => d.head.name === head)) {
    return {
      kind: 'none',
      notes: [
        `A ${head} is sold in several sizes and the line gives none; SR28 lists ${candidates.map((d) => `'${d.description}' (${d.grams.toString()} g)`).join(', ')} only.`,
      ],
    };
  }
  const scaled = scaledSize(
    candidates,
    usual.size,
    `No size was given and no ${usual.size} portion is listed`,
  );
  if (scaled !== null) {
    return scaled;
  }
  for (const fallback of SIZE_FALLBACK) {
    const sized = candidates.filter((d) => d.size === fallback);
    if (sized.length > 0) {
      return {
        kind: 'ok',
        candidates: sized,
        approximate: true,
        notes: [`No size was given and no ${usual.size} portion is listed, so ${fallback} is used.`],
      };
    }
  }
  return { kind: 'none', notes: [] };
}

/**
 * A small, medium or large item the food does not list, estimated from the one size it lists on
 * that scale (`SIZE_STEP`); null when the wanted size is off the scale or the food lists another number of sizes.
 */
function scaledSize(candidates: readonly PortionDescriptor[], wanted: SizeWord, why: string): Sized | null {
  // Only from a food that lists one size: two listed sizes that are far apart ("fruit, small"
  // 157 g, "fruit, large" 781 g for papayas) say the food comes in kinds, not sizes.
  const listed = sizesOf(candidates);
  const nearest = listed[0];
  if (!SCALE.includes(wanted) || listed.length !== 1 || nearest === undefined || !SCALE.includes(nearest)) {
    return null;
  }
  if (acrossSizes(candidates).length > 1) {
    return null;
  }
  return scaledFrom(
    candidates.filter((d) => d.size === nearest),
    nearest,
    wanted,
    why,
  );
}

/**
 * The sizes across of the items a food lists by their diameter ("tortilla medium (approx 6\" dia)"
 * 30 g, "(approx 10\" dia)" 72 g, "(approx 12\" dia)" 117 g), smallest first. Two or more say the
 * food sizes its items by that measure, not on the small to large scale: "4 large flour tortillas"
 * had been weighed as 1.37 × the 6-inch one, 41 g each, less than the food's plain tortilla (48 g).
 */
function acrossSizes(candidates: readonly PortionDescriptor[]): string[] {
  const sizes = candidates.flatMap((d) => {
    const diameter = diameterOf(d);
    return diameter === null ? [] : [diameter];
  });
  return [
    ...new Set(
      sizes
        .sort((a, b) => a[0].comparedTo(b[0]))
        .map(([low, high]) =>
          low.eq(high) ? `${low.toString()}"` : `${low.toString()}-${high.toString()}"`,
        ),
    ),
  ];
}

/** `candidates`, all of size `from`, standing for a `wanted` one by SR28's ratio between the two. */
function scaledFrom(
  candidates: readonly PortionDescriptor[],
  from: SizeWord,
  wanted: SizeWord,
  why: string,
): Sized {
  const scale = sizeFactor(from, wanted);
  return {
    kind: 'ok',
    candidates: [...candidates],
    approximate: true,
    scale,
    notes: [
      `${why}; a ${wanted} one is estimated as ${scale.toDecimalPlaces(2).toString()} × a ${from} one (the usual ratio between those sizes in SR28).`,
    ],
  };
}

/** A count or container request ("2 cloves", "1 stick", "3 slices", "1 can", "1 pat"). */
export function pickCountPortion(
  descriptors: readonly PortionDescriptor[],
  headName: string,
  size: SizeWord | null,
  preparation: readonly string[],
  usual: UsualSize,
): PortionPick {
  const { candidates, notes } = countPortions(descriptors, headName);
  if (candidates.length === 0) {
    return { kind: 'none', notes: [] };
  }
  const sized = applySize(candidates, size, usual);
  if (sized.kind === 'none') {
    return sized;
  }
  const ranked = rankByPreparation(sized.candidates, preparation, false);
  if (ranked.kind === 'ambiguous') {
    return { ...ranked, notes: [...notes, ...sized.notes, ...ranked.notes] };
  }
  return pickWithin(
    ranked.tier,
    sized.approximate || ranked.approximate,
    [...notes, ...sized.notes, ...ranked.notes],
    sized.scale,
  );
}

/**
 * Singular words of a food's name, read as food text is (accents dropped: "Crème fraîche" →
 * creme, fraiche; "Nuts, almonds" → nut, almond).
 */
export function nameWords(foodName: string): Set<string> {
  return new Set(
    normalizeFoodText(foodName)
      .split(/[^a-z]+/)
      .filter((word) => word !== '')
      .map(singular),
  );
}

/**
 * Modifiers that make a portion a piece of an item or another state of it, not one whole item:
 * "watermelon balls", "wedge", "cup, sliced", "cooked, excluding refuse". Others say what of the
 * item is weighed and keep it whole ("chicken, bone removed", "chop without refuse", "avocado, NS
 * as to Florida or California").
 */
const PIECE_MODIFIERS: ReadonlySet<string> = new Set([
  'ball',
  'wedge',
  'slice',
  'sliced',
  'cube',
  'cubed',
  'chopped',
  'diced',
  'piece',
  'chunk',
  'strip',
  'ring',
  'section',
  'segment',
  'floret',
  'floweret',
  'spear',
  'half',
  'quarter',
  'mashed',
  'pureed',
  'shredded',
  'grated',
  'cooked',
  'roasted',
  'boiled',
  'baked',
  'fried',
  'steamed',
]);

/** A food-name word names the portion's noun: "chop" for "(chops)", "melon" for "Watermelon". */
function namesItem(nameWord: string, noun: string): boolean {
  return nameWord === noun || (noun.length >= 4 && nameWord.endsWith(noun));
}

/**
 * A portion that is not one item but the yield of a purchase weight: USDA's "unit (yield from 1 lb
 * ready-to-cook chicken)" is the meat of one pound of bird, not one bird.
 */
function isYieldPortion(descriptor: PortionDescriptor): boolean {
  return /\byield from \d/i.test(descriptor.annotation ?? '') && descriptor.head.name === 'unit';
}

/**
 * Count words recipes and USDA use for the same thing: "1 package yeast" is SR28's "packet", a
 * "rib" or "stick" of celery (British) its "stalk", a "stem" of an herb its "sprig", a rasher or
 * strip of bacon its "slice" (a food SR28 weighs by the strip keeps its own).
 */
const UNIT_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  rasher: ['slice'],
  strip: ['slice'],
  package: ['packet', 'envelope'],
  envelope: ['packet', 'package'],
  rib: ['stalk'],
  stick: ['stalk'],
  stem: ['stalk', 'sprig'],
  branch: ['sprig'],
  // SR28 spells broccoli's floret "floweret".
  floret: ['floweret'],
};

/**
 * The portions a count unit may use: those with its own head, else (for a container) those of a
 * word of the same family ("packet" for "package"), with a note.
 */
export function countPortions(
  descriptors: readonly PortionDescriptor[],
  headName: string,
): { candidates: PortionDescriptor[]; notes: string[] } {
  const own = descriptors.filter(
    (d) => d.head.kind !== 'volume' && d.head.kind !== 'mass' && d.head.name === headName,
  );
  if (own.length > 0) {
    return { candidates: own, notes: [] };
  }
  // "wedge or slice (1/8 of one 2-1/8" dia lemon)": a portion SR28 names by either word.
  const either = descriptors.filter((d) => {
    const second = /^[a-z]+ or ([a-z]+)\b/i.exec(d.description)?.[1];
    return second !== undefined && singular(second.toLowerCase()) === headName;
  });
  if (either.length > 0) {
    return {
      candidates: either,
      notes: [`SR28 lists the '${headName}' as '${either[0]?.description ?? headName}'.`],
    };
  }
  // "serving (3 heaping tsp or 1 envelope)": a serving SR28 says is one envelope ("1 envelope hot
  // cocoa mix" had found no portion).
  const namedInside = descriptors.filter((d) => {
    const inside = /\bor 1 ([a-z]+)\)?$/i.exec(d.description)?.[1];
    const word = inside === undefined ? undefined : singular(inside.toLowerCase());
    return (
      word !== undefined &&
      d.amount.eq(1) &&
      (word === headName || (UNIT_FAMILIES[headName] ?? []).includes(word))
    );
  });
  if (namedInside.length > 0 && namedInside.every((d) => d.grams.eq(namedInside[0]?.grams ?? 0))) {
    return {
      candidates: namedInside,
      notes: [`SR28 lists one ${headName} as '${namedInside[0]?.description ?? headName}'.`],
    };
  }
  // "oz square Bakers" (1 = 29 g), "oz bar" (2 = 56 g): one square or bar SR28 weighs by the
  // ounces it states ("1 1/2 squares unsweetened chocolate" had found no portion).
  const weighedItems = descriptors.filter((d) => d.head.kind === 'mass' && d.modifiers[0] === headName);
  if (weighedItems.length > 0) {
    return {
      candidates: weighedItems.map((d) => ({
        ...d,
        head: { kind: unitByName(headName)?.kind ?? 'noun', name: headName },
        modifiers: [],
        plain: true,
        amount: new Decimal(1),
      })),
      notes: [`SR28 weighs one ${headName} as '${weighedItems[0]?.description ?? headName}'.`],
    };
  }
  for (const other of UNIT_FAMILIES[headName] ?? []) {
    const family = descriptors.filter((d) => d.head.name === other);
    if (family.length > 0) {
      return {
        candidates: family,
        notes: [`No '${headName}' portion is listed; a '${other}' is the same measure and is used.`],
      };
    }
  }
  return { candidates: [], notes: [] };
}

/** A fish's fillet, counted as a part of the fish (PART_WORDS). */
const FILLET_WORDS: ReadonlySet<string> = new Set(['fillet', 'filet']);

/**
 * Nouns that count parts of a food, not whole ones: "12 lettuce leaves", "8 chicken pieces". A
 * count of them uses portions of that part, or the whole item of a food that is that part
 * ("4 chicken breasts" of "Chicken, breast, meat only": its "piece"), never a whole food.
 */
const PART_WORDS: ReadonlySet<string> = new Set([
  // "2 lobster tails" are not two lobsters (SR28's "1 lobster" is all of one's meat).
  'tail',
  'leaf',
  'piece',
  'slice',
  // "2 almond flakes" are two slices of an almond, not two almonds.
  'flake',
  'wedge',
  'segment',
  'section',
  'floret',
  'floweret',
  'kernel',
  'half',
  'quarter',
  'stalk',
  'stem',
  'sprig',
  'clove',
  'strip',
  'chunk',
  'cube',
  'ring',
  'spear',
  'breast',
  'thigh',
  'drumstick',
  'wing',
  'leg',
  // "6 chicken tenders" are six of the breast's inner fillets, 30-50 g, not six of SR28's boneless
  // breast "piece" (272 g each: 1,632 g had been weighed); nor is a cutlet, a slice of it.
  'tender',
  'tenderloin',
  'cutlet',
  // A drumette or a wingette is a third of a wing, not SR28's whole wing.
  'drumette',
  'wingette',
  // A fish's fillet is not a bite-size piece: "6 pickled herring fillets" had been weighed as six
  // of SR28's 15 g "piece (1-3/4\" x 7/8\" x 1/2\")", 90 g.
  ...FILLET_WORDS,
]);

/**
 * A bare count ("2 eggs", "1 onion", "3 lemons", "1 chicken"): the food's size portions ("large",
 * "medium (2-1/2\" dia)"), else a portion that names one whole item: "fruit", "each", "item",
 * "whole", "piece", "bird", "head", or the food's own noun ("beet (2\" dia)" for "Beets, raw",
 * "chop without refuse" for "Pork, loin (chops)", "chicken, bone removed" for a whole chicken).
 * A yield portion ("unit (yield from 1 lb ready-to-cook chicken)") is never one item, nor a piece
 * of one ("watermelon balls"); the ingredient's own noun (`ingredientWords`: "6 mackerel fillets" →
 * "fillet") names one too. A count of parts ("12 lettuce leaves") takes that part's portions
 * ("leaf inner", "leaf outer"), and a part the food does not list ("8 chicken pieces" of a whole
 * chicken) answers nothing. Sizes and preparations choose
 * among item portions as they do for count units; item portions of different sizes with no size
 * asked and no usual size listed are ambiguous ("fruit, small" 157 g or "fruit, large" 781 g).
 */
export function pickNaturalUnit(
  descriptors: readonly PortionDescriptor[],
  foodName: string,
  size: SizeWord | null,
  preparation: readonly string[],
  ingredientWords: readonly string[] = [],
): PortionPick {
  const usual = usualCountSize(foodName);
  // SR28 writes some items as one word ("sweetpotato, 5\" long" for "Sweet potato, raw").
  const words = normalizeFoodText(foodName)
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
  const compounds = words.slice(1).map((word, i) => `${words[i]}${singular(word)}`);
  const names = [...nameWords(foodName), ...compounds];
  const noun = countedNoun(ingredientWords);
  // A small fish SR28 weighs one by one is counted by it as by its fillets ("6 anchovy fillets":
  // 'anchovy' = 4 g, one fillet of a can).
  const countedByFish =
    noun !== undefined &&
    FILLET_WORDS.has(noun) &&
    descriptors.some((d) => d.head.kind === 'noun' && names.includes(d.head.name));
  if (noun !== undefined && PART_WORDS.has(noun) && !countedByFish) {
    const own = countPortions(descriptors, noun).candidates;
    if (own.length > 0) {
      // "outer lettuce leaves": words of the name pick among the part's portions as preparations do.
      return pickSized(own, size, [...preparation, ...ingredientWords], usual);
    }
    const counted = countedInPortions(descriptors, [noun]);
    if (counted.length > 0) {
      return pickWithin(counted, false, []);
    }
    if (!names.includes(noun)) {
      return {
        kind: 'none',
        notes: [`The line counts parts ('${noun}'), and no '${noun}' portion is listed.`],
      };
    }
  }
  // "20 cherry tomatoes", "4 plum tomatoes": a kind the line names that the food lists as an item
  // of its own ("cherry" 17 g, "plum tomato" 62 g) is counted as that, not as a medium tomato.
  const kinds = ingredientWords
    .map((word) => KIND_ALIASES[singular(word)] ?? singular(word))
    .filter((word) => word !== noun && !names.includes(word));
  const namedKind = descriptors.filter(
    (d) => d.head.kind === 'noun' && kinds.includes(d.head.name) && !isYieldPortion(d),
  );
  if (namedKind.length > 0) {
    const aliased = ingredientWords.some((word) => KIND_ALIASES[singular(word)] !== undefined);
    const pick = pickWithin(namedKind, aliased || size !== null, []);
    if (pick.kind !== 'found') {
      return pick;
    }
    const listed = `'${pick.descriptor.description}'`;
    return {
      ...pick,
      notes: [
        aliased
          ? `The line counts a kind SR28 does not list; it is weighed as the nearest it does, ${listed}.`
          : `The line counts ${listed} items, which the food lists.`,
        ...(size === null ? [] : [`No size is listed for them, so '${size}' cannot be taken into account.`]),
      ],
    };
  }
  const sizePortions = descriptors.filter((d) => d.head.kind === 'size');
  const listed = descriptors.filter(
    (d) =>
      d.head.kind !== 'volume' &&
      d.head.kind !== 'mass' &&
      !isYieldPortion(d) &&
      !weighingModifiers(d).some((word) => PIECE_MODIFIERS.has(word)) &&
      (WHOLE_ITEM_WORDS.has(d.head.name) ||
        d.head.name === noun ||
        names.some((n) => namesItem(n, d.head.name))),
  );
  // A piece that is a fraction or a serving of the item ("piece (1/8 of 9\" crust)", 18 g) is not
  // one of it: "1 frozen pie crust" is SR28's "pie crust (average weight of 1 frozen crust)",
  // 173 g, and "1 cheesecake" is not its "piece (1/6 of 17 oz cake)".
  const items = listed.filter((d) => !PART_OF_ITEM.test(d.description));
  // "1 orange": SR28's oranges list a large and a small one and, unsized, the usual fruit
  // ("fruit (2-5/8\" dia)", 131 g): with no size said (or the usual one) and no usual size
  // listed, that fruit is the one counted, not the large one (184 g).
  const usualItem =
    (size === null || size === usual.size) &&
    !sizePortions.some((d) => d.size === usual.size) &&
    items.some((d) => d.size === null);
  // The line's words, singular ("20 oyster crackers": cracker, oyster).
  const written = ingredientWords.map(singular);
  // "6 mini croissants": an item the line's own word names among the food's items ("croissant,
  // mini", 28 g) is counted as that one, not as the usual (medium) size (57 g had been weighed).
  const namedItems = items.filter((d) =>
    d.modifiers.some((word) => word !== noun && !names.includes(word) && written.includes(word)),
  );
  const namedItem = namedItems[0];
  if (size === null && namedItems.length === 1 && namedItem !== undefined) {
    return {
      kind: 'found',
      descriptor: namedItem,
      approximate: false,
      notes: [`The line counts '${namedItem.description}' items, which the food lists.`],
    };
  }
  if (sizePortions.length > 0 && !usualItem) {
    return pickSized(sizePortions, size, preparation, usual);
  }
  if (items.length === 0) {
    const counted = countedInPortions(descriptors, noun === undefined ? names : [noun, ...names]);
    return counted.length > 0 ? pickWithin(counted, false, []) : { kind: 'none', notes: [] };
  }
  const { whole, notes } = wholeItems(items);
  const across = byDiameter(whole, size, descriptors);
  if (across !== null) {
    return withNotes(across, notes);
  }
  if (
    size === null &&
    !whole.some((d) => d.size === null || d.size === usual.size) &&
    sizesOf(whole).length > 1
  ) {
    // Several sizes and not the usual one ("fruit, small" 157 g, "fruit, large" 781 g): ask.
    return withNotes(pickWithin(whole, false, []), notes);
  }
  // "20 oyster crackers": a word of the line that describes one of the items ("cracker, oyster",
  // 1 g, among SR28's saltines) picks it, as a preparation would.
  // Two words SR28 writes as one count as it ("egg roll wrappers": its "wrapper, eggroll").
  const joined = written.slice(1).map((word, i) => `${written[i]}${word}`);
  const described = [...written, ...joined].filter(
    (word) => word !== noun && whole.some((d) => d.modifiers.includes(word)),
  );
  return withNotes(pickSized(whole, size, [...preparation, ...described], usual), notes);
}

/** A portion that is a stated fraction or a serving of one item: "piece (1/8 of 9\" crust)", "piece (1 NLEA serving)". */
const PART_OF_ITEM = /\b\d+\/\d+\s+of\b|^piece \(1 nlea serving\)/i;

/**
 * One item among items SR28 tells apart by their size across only ("fruit (2-1/8\" dia)" 58 g
 * and "fruit (2-3/8\" dia)" 84 g of lemons): a small one is the narrowest, a large one the widest,
 * and one of no size the one SR28's NLEA serving weighs, its reference item. Null when the items
 * are not all of one noun with a size across, or nothing settles which.
 */
function byDiameter(
  whole: readonly PortionDescriptor[],
  size: SizeWord | null,
  descriptors: readonly PortionDescriptor[],
): PortionPick | null {
  const first = whole[0];
  const widths = whole.map((d) => ({ d, width: diameterOf(d)?.[0] }));
  if (
    first === undefined ||
    whole.length < 2 ||
    !widths.every(({ d, width }) => d.size === null && d.head.name === first.head.name && width !== undefined)
  ) {
    return null;
  }
  const sorted = widths.sort((a, b) => (a.width as Decimal).comparedTo(b.width as Decimal)).map(({ d }) => d);
  const listed = sorted.map((d) => `'${d.description}'`).join(' and ');
  if (size === 'small' || size === 'large' || size === 'extra large' || size === 'jumbo') {
    const descriptor = (size === 'small' ? sorted[0] : sorted.at(-1)) as PortionDescriptor;
    return {
      kind: 'found',
      descriptor,
      approximate: size === 'extra large' || size === 'jumbo',
      notes: [
        `SR28 lists ${listed}; a ${size} one is taken as the ${size === 'small' ? 'narrowest' : 'widest'}.`,
      ],
    };
  }
  const nlea = descriptors.filter((d) => /^nlea serving$/i.test(d.description.trim()));
  const reference =
    nlea.length === 1 ? sorted.filter((d) => d.grams.eq((nlea[0] as PortionDescriptor).grams)) : [];
  if (reference.length !== 1) {
    return null;
  }
  return {
    kind: 'found',
    descriptor: reference[0] as PortionDescriptor,
    approximate: false,
    notes: [`SR28 lists ${listed}; the one its NLEA serving weighs is its usual item.`],
  };
}

/**
 * Item portions that are the item as bought, when some are and others are what is left of it
 * after trimming: "eggplant, peeled (yield from 1-1/4 lb)" is the flesh of one, "eggplant,
 * unpeeled (approx 1-1/4 lb)" the one a cook counts. Only yields listed: they are kept.
 */
function wholeItems(items: readonly PortionDescriptor[]): { whole: PortionDescriptor[]; notes: string[] } {
  const isYield = (d: PortionDescriptor) => /\byield from\b/i.test(d.annotation ?? '');
  const whole = items.filter((d) => !isYield(d));
  const yields = items.filter(isYield);
  if (whole.length === 0 || yields.length === 0) {
    return { whole: [...items], notes: [] };
  }
  const listed = yields.map((d) => `'${d.description}'`).join(', ');
  return {
    whole,
    notes: [`${listed} is what is left of one after trimming; the item as bought is counted.`],
  };
}

function withNotes(pick: PortionPick, notes: readonly string[]): PortionPick {
  return notes.length === 0 ? pick : { ...pick, notes: [...notes, ...pick.notes] };
}

const COUNT_ANNOTATION = /^(?:approx\.?\s+|about\s+)?(\d+)\s+(?:whole\s+)?([a-z]+|hot dog)$/i;

/**
 * Items a portion counts by another name than a line's: SR28's frankfurter is weighed as a
 * "serving (1 hot dog)" ("8 frankfurters" had found no portion).
 */
const ITEM_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'hot dog': ['frankfurter', 'frank', 'wiener', 'hotdog', 'dog'],
};

/**
 * Portions that say how many items they hold ("oz (19 halves)", "oz (49 kernels)", "cup, in
 * shell, edible yield (7 nuts)"), as portions of one such item, when the item is one of `nouns`
 * (or ends like one: "walnut" counts "nuts"). The description says where the count comes from.
 */
function countedInPortions(
  descriptors: readonly PortionDescriptor[],
  nouns: readonly string[],
): PortionDescriptor[] {
  const out: PortionDescriptor[] = [];
  for (const d of descriptors) {
    const m = COUNT_ANNOTATION.exec(d.annotation ?? '');
    const items = m?.[1];
    const noun = m?.[2] === undefined ? undefined : singular(m[2].toLowerCase());
    const named = (n: string) =>
      noun !== undefined && (namesItem(n, noun) || (ITEM_ALIASES[noun] ?? []).includes(n));
    if (items === undefined || noun === undefined || !nouns.some(named)) {
      continue;
    }
    out.push({
      ...d,
      description: `${m?.[2] ?? noun} ('${d.description}')`,
      head: { kind: 'noun', name: noun },
      size: null,
      modifiers: [],
      plain: true,
      amount: d.amount.times(items),
    });
  }
  return out;
}

/** The noun a count counts: the name's last word; "chicken breast halves" are breasts (US usage). */
function countedNoun(words: readonly string[]): string | undefined {
  const last = words.at(-1);
  return last === 'half' && words.at(-2) === 'breast' ? 'breast' : last;
}

function pickSized(
  candidates: readonly PortionDescriptor[],
  size: SizeWord | null,
  preparation: readonly string[],
  usual: UsualSize,
): PortionPick {
  const sized = applySize(candidates, size, usual);
  if (sized.kind === 'none') {
    return sized;
  }
  const ranked = rankByPreparation(sized.candidates, preparation, false);
  if (ranked.kind === 'ambiguous') {
    return { ...ranked, notes: [...sized.notes, ...ranked.notes] };
  }
  return pickWithin(
    ranked.tier,
    sized.approximate || ranked.approximate,
    [...sized.notes, ...ranked.notes],
    sized.scale,
  );
}

/** An annotation's diameter in inches ("approx 10\" dia", "2-1/4\" dia", "7-8\" dia"): [low, high]. */
const DIAMETER = /(\d+(?:\.\d+)?(?:-\d+\/\d+)?)(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?(?:-\d+\/\d+)?))?\s*"\s*dia\b/i;

export function diameterOf(descriptor: PortionDescriptor): readonly [Decimal, Decimal] | null {
  const found = DIAMETER.exec(descriptor.annotation ?? '');
  const low = usdaNumber(found?.[1] ?? '');
  const high = found?.[2] === undefined ? low : usdaNumber(found[2]);
  return low === null || high === null ? null : [low, high];
}

/** How far a stated size may be from a listed one and still be it: half an inch. */
const ACROSS_TOLERANCE = new Decimal('0.5');

/**
 * An item counted with its size across ("4 (10 inch) flour tortillas", "4 10-inch tortillas")
 * among portions SR28 lists by diameter: the one that size is, else a question naming them
 * (SR28's 6-inch tortilla, 30 g, had weighed a 10-inch one of 72 g). Null when the food lists no
 * portion by its diameter.
 */
export function pickByDiameter(
  descriptors: readonly PortionDescriptor[],
  across: Decimal,
): PortionPick | null {
  const sized = descriptors.flatMap((d) => {
    const diameter = diameterOf(d);
    return diameter === null ? [] : [{ d, low: diameter[0], high: diameter[1] }];
  });
  if (sized.length === 0) {
    return null;
  }
  const distance = (s: (typeof sized)[number]) =>
    across.lt(s.low) ? s.low.minus(across) : across.gt(s.high) ? across.minus(s.high) : new Decimal(0);
  const nearest = sized
    .filter((s) => distance(s).lte(ACROSS_TOLERANCE))
    .sort((a, b) => distance(a).comparedTo(distance(b)))[0];
  const stated = `${across.toDecimalPlaces(2).toString()} inches across`;
  if (nearest === undefined) {
    return {
      kind: 'ambiguous',
      options: sized.map((s) => s.d),
      notes: [`The line gives each one's size, ${stated}, and no portion of that size is listed.`],
    };
  }
  return {
    kind: 'found',
    descriptor: nearest.d,
    approximate: false,
    notes: [`The line gives each one's size, ${stated}.`],
  };
}
