import { divide, parseAmount } from '../amount.ts';
import type { Decimal } from '../decimal.ts';
import type { FoodPortion } from '../foods/food.ts';
import { SIZE_WORDS, type SizeWord, type UnitKind, unitByName } from './units.ts';

/**
 * Reads a household portion description as USDA writes it ("cup, chopped", "tbsp",
 * "medium (2-1/4\" dia)", "slice, thick/large (1/2\" thick)", "cup (8 fl oz)", "package (10 oz)",
 * "cloves", "NLEA serving") into parts the portion matcher can compare with a request:
 *
 * - the head: the measure itself, as a canonical unit name when it is one ("tbsp" → tablespoon,
 *   "cloves" → clove), a size word ("large", "extra large") or any other noun ("pat", "fruit");
 * - a size word after the head ("stalk, large", "slice, thin/small");
 * - modifiers: the other words outside parentheses, singular ("chopped", "packed", "cherry",
 *   "tomato"); they change what the measure holds, so a portion without them is preferred;
 * - the annotation: text in parentheses ("8 fl oz", "1 NLEA serving", "2-1/4\" dia"), which only
 *   describes the measure and never changes which request it answers.
 */

export type PortionHeadKind = UnitKind | 'size' | 'noun';

export interface PortionHead {
  kind: PortionHeadKind;
  /** Canonical unit name (kind volume, mass, count, length), size word (size) or singular noun. */
  name: string;
}

export interface PortionDescriptor {
  /** Position of the portion in the food's `portions`. */
  index: number;
  portion: FoodPortion;
  /** The whole description as read: unit, then modifier ("cup, chopped"). */
  description: string;
  head: PortionHead;
  size: SizeWord | null;
  /** Singular words outside parentheses that qualify the measure, neutral words included. */
  modifiers: readonly string[];
  /** True when every modifier is neutral ("whole", "raw", "fresh", "nlea"). */
  plain: boolean;
  annotation: string | null;
  /** Parsed `amount` and `grams`, both > 0. */
  amount: Decimal;
  grams: Decimal;
}

/**
 * Words that do not change what a measure holds: "large whole (3\" dia)", "slice raw", "cup, whole",
 * "NLEA serving", and the thickness that goes with a size ("slice, thick/large", "slice, thin").
 */
export const NEUTRAL_MODIFIERS: ReadonlySet<string> = new Set([
  'whole',
  'raw',
  'fresh',
  'nlea',
  'thick',
  'thin',
  // nuts in a recipe are shelled unless it says "in shell": "cup shelled (50 halves)" is the plain cup
  'shelled',
]);

/**
 * The words of a measure of the food as it is bought ("pint as purchased, yields" of strawberries
 * and raspberries, "cup, purchased"): the plain measure of the food as a shop sells it.
 */
const AS_PURCHASED: ReadonlySet<string> = new Set(['as', 'purchased', 'yield']);

/** Joining words dropped from modifiers ("chopped or diced" → chopped, diced). */
const STOP_WORDS: ReadonlySet<string> = new Set(['or', 'and', 'of', 'a', 'an', 'the', 'to', 'about']);

/** Spellings of canonical units that USDA portion descriptions and recipes use, beyond the names. */
const UNIT_SPELLINGS: Readonly<Record<string, string>> = {
  c: 'cup',
  tbsp: 'tablespoon',
  tbs: 'tablespoon',
  tbl: 'tablespoon',
  tblsp: 'tablespoon',
  tsp: 'teaspoon',
  'fl oz': 'fluid ounce',
  'fl. oz': 'fluid ounce',
  floz: 'fluid ounce',
  ml: 'milliliter',
  millilitre: 'milliliter',
  cl: 'centiliter',
  centilitre: 'centiliter',
  dl: 'deciliter',
  decilitre: 'deciliter',
  l: 'liter',
  litre: 'liter',
  pt: 'pint',
  qt: 'quart',
  gal: 'gallon',
  g: 'gram',
  gm: 'gram',
  kg: 'kilogram',
  mg: 'milligram',
  oz: 'ounce',
  lb: 'pound',
  pkg: 'package',
  in: 'inch',
  cm: 'centimeter',
  'nlea serving': 'serving',
};

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  calves: 'calf',
  lbs: 'lb',
  ozs: 'oz',
  tbsps: 'tbsp',
  tsps: 'tsp',
  inches: 'inch',
  cookies: 'cookie',
  pies: 'pie',
  brownies: 'brownie',
};

/** English singular of one lower-case word, good enough for measures and food nouns. */
export function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular !== undefined) {
    return irregular;
  }
  if (word.length > 4 && word.endsWith('ies')) {
    return `${word.slice(0, -3)}y`;
  }
  if (word.length > 4 && word.endsWith('oes')) {
    return word.slice(0, -2);
  }
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) {
    return word.slice(0, -2);
  }
  if (word.length > 2 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * Canonical unit name for one spelling ("Tbsp", "cups", "fl oz", "cloves"), or undefined. Plural
 * and abbreviated forms of every canonical unit are understood.
 */
export function canonicalUnitName(spelling: string): string | undefined {
  const text = spelling.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  if (text === '') {
    return undefined;
  }
  for (const candidate of [text, singular(text)]) {
    const alias = UNIT_SPELLINGS[candidate];
    if (alias !== undefined && unitByName(alias) !== undefined) {
      return alias;
    }
    if (unitByName(candidate) !== undefined) {
      return candidate;
    }
  }
  // two-word names in the plural: "fluid ounces"
  const words = text.split(' ');
  const last = words.pop();
  if (last !== undefined && words.length > 0) {
    const joined = [...words, singular(last)].join(' ');
    if (unitByName(joined) !== undefined) {
      return joined;
    }
  }
  return undefined;
}

/** Size word at the start of `words` (longest first: "extra large" before "large"), with its length. */
function sizeAt(words: readonly string[], at: number): { size: SizeWord; length: number } | null {
  const two = `${words[at] ?? ''} ${words[at + 1] ?? ''}`;
  for (const size of SIZE_WORDS) {
    if (size.includes(' ') ? two === size : words[at] === size) {
      return { size, length: size.split(' ').length };
    }
  }
  return null;
}

const SIZES_BY_LENGTH = [...SIZE_WORDS].sort((a, b) => b.length - a.length);

/** The size word in free text ("large", "Extra Large"), or null. */
export function sizeWordOf(text: string): SizeWord | null {
  const normalized = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');
  return SIZES_BY_LENGTH.find((size) => normalized === size) ?? null;
}

function headOf(words: readonly string[]): { head: PortionHead; length: number } | null {
  const first = words[0];
  if (first === undefined) {
    return null;
  }
  const sized = sizeAt(words, 0);
  if (sized !== null) {
    return { head: { kind: 'size', name: sized.size }, length: sized.length };
  }
  const second = words[1];
  if (second !== undefined) {
    const unit = canonicalUnitName(`${first} ${second}`);
    if (unit !== undefined) {
      return { head: { kind: kindOf(unit), name: unit }, length: 2 };
    }
  }
  const unit = canonicalUnitName(first);
  if (unit !== undefined) {
    return { head: { kind: kindOf(unit), name: unit }, length: 1 };
  }
  return { head: { kind: 'noun', name: singular(first) }, length: 1 };
}

function kindOf(unitName: string): PortionHeadKind {
  return unitByName(unitName)?.kind ?? 'noun';
}

/** Splits "cup, chopped (1\" pieces)" into the text outside and inside parentheses. */
function splitParentheses(text: string): { main: string; annotation: string | null } {
  const inside: string[] = [];
  const main = text.replace(/\(([^()]*)\)/g, (_match, group: string) => {
    inside.push(group.trim());
    return ' ';
  });
  const annotation = inside.filter((part) => part !== '').join('; ');
  return { main: main.replace(/[()]/g, ' '), annotation: annotation === '' ? null : annotation };
}

/** Lower-case words of the text outside parentheses; figures ("1/2", "3\"") are dropped. */
function wordsOf(main: string): string[] {
  return main
    .toLowerCase()
    .replace(/\bfl\.\s*oz\b/g, 'fl oz')
    .split(/[\s,;/]+|-(?=[a-z])/)
    .map((word) => word.replace(/^[.'"-]+|[.'"-]+$/g, ''))
    .filter((word) => word !== '' && !/\d/.test(word) && !word.includes('"'));
}

/** The description a portion stands for: its unit, then its modifier when the source gives one. */
export function portionDescription(portion: FoodPortion): string {
  const unit = portion.unit.trim();
  const modifier = portion.modifier?.trim() ?? '';
  // FoodData Central writes "undetermined" as the unit and the whole description as the modifier.
  if (unit === '' || unit.toLowerCase() === 'undetermined') {
    return modifier;
  }
  return modifier === '' ? unit : `${unit}, ${modifier}`;
}

/**
 * Reads one portion. Returns null when the portion cannot be used at all (no description, or an
 * amount or gram weight that is not a positive decimal).
 */
export function describePortion(portion: FoodPortion, index: number): PortionDescriptor | null {
  const amount = parseAmount(portion.amount);
  const grams = parseAmount(portion.grams);
  if (amount === null || grams === null || amount.isZero() || grams.isZero()) {
    return null;
  }
  const description = portionDescription(portion);
  const served = servingMeasure(description, amount) ?? servingCount(description, amount);
  if (served !== null) {
    return {
      index,
      portion,
      // Read as the measure it states: "0.5 'cup (serving 1/2 cup)' = 132 g".
      description: `${served.head.name} (${description})`,
      head: served.head,
      size: null,
      modifiers: [],
      plain: true,
      annotation: null,
      amount: served.amount,
      grams,
    };
  }
  const { main, annotation } = splitParentheses(description);
  const words = wordsOf(main);
  const found = headOf(words);
  if (found === null) {
    return null;
  }
  let size: SizeWord | null = found.head.kind === 'size' ? (found.head.name as SizeWord) : null;
  const modifiers: string[] = [];
  for (let at = found.length; at < words.length; ) {
    const sized = sizeAt(words, at);
    if (sized !== null) {
      size ??= sized.size;
      at += sized.length;
      continue;
    }
    const word = words[at] ?? '';
    if (!STOP_WORDS.has(word)) {
      modifiers.push(singular(word));
    }
    at += 1;
  }
  // A slice SR28 sizes only by its thickness ("slice, thin" of onions, beside "slice, medium" and
  // "slice, large"): thin is its small size and thick its large one, as "slice, thin/small" and
  // "slice, thick/large" say where both are written.
  if (size === null && found.head.name === 'slice') {
    size = modifiers.includes('thin') ? 'small' : modifiers.includes('thick') ? 'large' : null;
  }
  const asBought = modifiers.includes('purchased');
  return {
    index,
    portion,
    description,
    head: found.head,
    size,
    modifiers,
    plain: modifiers.every((word) => NEUTRAL_MODIFIERS.has(word) || (asBought && AS_PURCHASED.has(word))),
    annotation,
    amount,
    grams,
  };
}

/**
 * "serving 1/2 cup", "serving (2 tbsp)", "serving 6 fl oz": a serving SR28 states as a volume is
 * that volume (Sauce, pasta, spaghetti/marinara lists only "serving 1/2 cup" = 132 g: a cup of it
 * had found no portion). Null for any other description.
 */
const SERVING_VOLUME =
  /^serving\s*\(?\s*(\d+\/\d+|\d*\.?\d+)\s+(cups?|tbsp|tablespoons?|tsp|teaspoons?|fl\.? ?oz|fluid ounces?)\s*\)?$/i;

function servingMeasure(description: string, amount: Decimal): { head: PortionHead; amount: Decimal } | null {
  const said = SERVING_VOLUME.exec(description.trim());
  if (said === null) {
    return null;
  }
  const measured = usdaNumber(said[1] ?? '');
  const name = canonicalUnitName(said[2] ?? '');
  const unit = name === undefined ? undefined : unitByName(name);
  if (measured === null || measured.isZero() || unit?.kind !== 'volume') {
    return null;
  }
  return { head: { kind: 'volume', name: unit.name }, amount: amount.times(measured) };
}

/**
 * "serving 6 slices", "serving (4 slices)", "serving 5 pieces", "serving 3 cookies", "serving 1
 * cube": a serving SR28 states as a count is that many items (SR28's fat-free pastrami lists only
 * "serving 6 slices" = 57 g: a slice of it had found no portion; its granulated sugar's "serving 1
 * cube", 2.3 g, had weighed no sugar cube). Null for any other description.
 */
const SERVING_COUNT = /^serving\s*\(?\s*(\d+)\s+(slices?|pieces?|cookies?|crackers?|cubes?)\s*\)?$/i;

function servingCount(description: string, amount: Decimal): { head: PortionHead; amount: Decimal } | null {
  const said = SERVING_COUNT.exec(description.trim());
  const counted = said === null ? null : usdaNumber(said[1] ?? '');
  if (said === null || counted === null || counted.isZero()) {
    return null;
  }
  const item = singular((said[2] ?? '').toLowerCase());
  const unit = canonicalUnitName(item);
  const head: PortionHead =
    unit === undefined ? { kind: 'noun', name: item } : { kind: kindOf(unit), name: unit };
  return { head, amount: amount.times(counted) };
}

/**
 * A number as USDA writes it in a portion: "2", "0.5", "1/2", and "2-1/4" (2¼). Null for anything
 * else, or a fraction over zero.
 */
export function usdaNumber(text: string): Decimal | null {
  const said = /^(?:(\d+)-)?(\d+)\/(\d+)$/.exec(text);
  if (said === null) {
    return parseAmount(text);
  }
  const whole = parseAmount(said[1] ?? '0');
  const top = parseAmount(said[2] ?? '');
  const bottom = parseAmount(said[3] ?? '');
  return whole === null || top === null || bottom === null || bottom.isZero()
    ? null
    : whole.plus(divide(top, bottom));
}

/** Every usable portion of a food, in the source's order. */
export function describePortions(portions: readonly FoodPortion[]): PortionDescriptor[] {
  const out: PortionDescriptor[] = [];
  portions.forEach((portion, index) => {
    const described = describePortion(portion, index);
    if (described !== null) {
      out.push(described);
    }
  });
  // A serving stated as a volume stands in only for a food that lists no volume of its own: maple
  // syrup's "serving 1/4 cup" (83 g) beside its cup (315 g) would only make the cup a question. A
  // serving stated as a count, only for a food that lists no such item of its own.
  const served = (d: PortionDescriptor) => /\(serving\b/i.test(d.description);
  const own = out.filter((d) => !served(d));
  return out.filter(
    (d) =>
      !served(d) ||
      !own.some((o) => (d.head.kind === 'volume' ? o.head.kind === 'volume' : o.head.name === d.head.name)),
  );
}
