/**
 * Readers for the parts of an amount: numbers ("1 1/2", "1-1/2", "½", "one", "2 dozen"),
 * quantities with ranges ("3-4", "2 to 3", "2 or 3"), unit phrases ("heaped tbsp", "fl. oz.",
 * "large can") and whole amounts ("14.5 oz", "15-ounce"). Each reader takes the token list and a
 * start index and returns what it read with the index after it, or null.
 */

import { type SizeWord, unitByName } from '../units/units.ts';
import { GLUED_ONLY_UNITS, lookUpSize, lookUpUnit, NUMBER_WORDS, UNIT_MODIFIERS } from './lexicon.ts';
import { isFractionToken, isIntegerToken, type Token } from './tokens.ts';

export interface NumberMatch {
  /** Null when the digits are unreadable ("1/0"). */
  value: number | null;
  end: number;
  /** The number was counted in dozens ("3 dozen", "2 doz."). */
  dozen?: true;
}

export interface QuantityMatch {
  quantity: number | null;
  max: number | null;
  start: number;
  end: number;
  /** Set when a range runs backwards ("4-2"): the quantity keeps the first number. */
  backwards: boolean;
}

export interface UnitMatch {
  unit: string;
  size: SizeWord | null;
  start: number;
  end: number;
}

export interface AmountMatch {
  quantity: QuantityMatch;
  unit: UnitMatch | null;
  start: number;
  end: number;
}

const ARTICLES = new Set(['a', 'an']);
const NOT_AFTER_ARTICLE = new Set(['few', 'little', 'couple', 'bit', 'lot', 'number', 'good', 'healthy']);
const RANGE_WORDS = new Set(['to', 'or', 'through']);
const DIMENSIONS = new Set(['thick', 'long', 'wide', 'deep', 'high', 'square', 'round', 'diameter']);

function lower(token: Token | undefined): string {
  return token === undefined ? '' : token.text.toLowerCase();
}

function isWord(token: Token | undefined, ...words: string[]): boolean {
  return token !== undefined && token.kind === 'word' && words.includes(token.text.toLowerCase());
}

/** A number written with digits, as a mixed number ("1 1/2", "1-1/2") or as a word ("one"). */
export function readNumber(tokens: readonly Token[], i: number): NumberMatch | null {
  const token = tokens[i];
  if (token?.kind === 'number') {
    return withDozen(tokens, withArticle(tokens, withAndFraction(tokens, readDigits(tokens, i))));
  }
  // "quarter cup olive oil", "quarter of a cabbage": a fraction word before a unit, or of one item,
  // without "a".
  const bare = ARTICLE_FRACTIONS.get(lower(token));
  const ofOne = isWord(tokens[i + 1], 'of') && ARTICLES.has(lower(tokens[i + 2]));
  if (bare !== undefined && token?.kind === 'word' && (ofOne || readUnitPhrase(tokens, i + 1) !== null)) {
    return withArticle(tokens, { value: bare, end: i + 1 });
  }
  const word = NUMBER_WORDS.get(lower(token)) ?? wordFraction(lower(token));
  if (word !== undefined) {
    // "two thirds cup", "one half teaspoon": the fraction in two words.
    const bottom = FRACTION_WORDS.get(lower(tokens[i + 1]));
    if (bottom !== undefined && word < bottom && Number.isInteger(word)) {
      return withArticle(tokens, { value: word / bottom, end: i + 2 });
    }
    return withDozen(tokens, withArticle(tokens, withAndFraction(tokens, { value: word, end: i + 1 })));
  }
  const dozen = dozenEnd(tokens, i);
  return dozen === null ? null : { value: 12, end: dozen, dozen: true };
}

/** Fractions named by a word, by their denominator. */
const FRACTION_WORDS: ReadonlyMap<string, number> = new Map([
  ['half', 2],
  ['halves', 2],
  ['third', 3],
  ['thirds', 3],
  ['quarter', 4],
  ['quarters', 4],
  ['fourth', 4],
  ['fourths', 4],
]);

/** A fraction written as one hyphenated word: "one-half", "two-thirds", "three-quarters". */
function wordFraction(text: string): number | undefined {
  const [numerator, denominator, ...rest] = text.split('-');
  const top = NUMBER_WORDS.get(numerator ?? '');
  const bottom = FRACTION_WORDS.get(denominator ?? '');
  return top === undefined || bottom === undefined || rest.length > 0 || top >= bottom
    ? undefined
    : top / bottom;
}

/**
 * A whole number and a fraction joined by "and": "1 and 1/2 cups", "one and a half cups", "2 and
 * one quarter pounds" (the fraction had been read as part of the name).
 */
function withAndFraction(tokens: readonly Token[], match: NumberMatch): NumberMatch {
  const { value, end } = match;
  if (value === null || !Number.isInteger(value)) {
    return match;
  }
  const fraction = readAndFraction(tokens, end);
  return fraction === null ? match : { value: value + (fraction.value ?? 0), end: fraction.end };
}

/** "and 1/2", "and ½", "and a half", "and one quarter" at `i`: the fraction added, else null. */
export function readAndFraction(tokens: readonly Token[], i: number): NumberMatch | null {
  if (!isWord(tokens[i], 'and')) {
    return null;
  }
  const next = tokens[i + 1];
  if (isFractionToken(next)) {
    return { value: next?.value ?? 0, end: i + 2 };
  }
  const bottom = FRACTION_WORDS.get(lower(tokens[i + 2]));
  if (isWord(next, 'a', 'one') && bottom !== undefined) {
    return { value: 1 / bottom, end: i + 3 };
  }
  return null;
}

/** The end of "dozen" (or "doz", "doz.") written at `i`, else null. */
function dozenEnd(tokens: readonly Token[], i: number): number | null {
  if (isWord(tokens[i], 'dozen')) {
    return i + 1;
  }
  return isWord(tokens[i], 'doz') ? skipStop(tokens, i + 1) : null;
}

/** "a"/"an" as the number one, unless it starts a vague amount ("a few", "a little"). */
export function readArticle(tokens: readonly Token[], i: number): NumberMatch | null {
  if (!ARTICLES.has(lower(tokens[i])) || tokens[i]?.kind !== 'word') {
    return null;
  }
  const next = tokens[i + 1];
  if (next === undefined || (NOT_AFTER_ARTICLE.has(lower(next)) && readUnitPhrase(tokens, i + 1) === null)) {
    return null;
  }
  // "a scant 1/2 teaspoon salt", "a generous 1/4 cup oil": the number after the hedge is the
  // amount, not the article (the name had been "scant 1/2 teaspoon salt").
  if (HEDGED_NUMBER.has(lower(next)) && tokens[i + 2]?.kind === 'number') {
    return null;
  }
  // "a quarter cup sugar", "a third cup oil", "a half teaspoon salt": the fraction of the unit;
  // "… and a half" ending a line is the fraction alone.
  const fraction = ARTICLE_FRACTIONS.get(lower(next));
  if (
    fraction !== undefined &&
    next.kind === 'word' &&
    (readUnitPhrase(tokens, i + 2) !== null || tokens[i + 2] === undefined)
  ) {
    return { value: fraction, end: i + 2 };
  }
  return withDozen(tokens, { value: 1, end: i + 1 });
}

/** Hedges an article may come before, with the number after them: "a scant 1/2 teaspoon". */
const HEDGED_NUMBER: ReadonlySet<string> = new Set([
  'scant',
  'generous',
  'heaping',
  'heaped',
  'good',
  'rounded',
]);

/** Fractions written as words after "a" before a unit. */
const ARTICLE_FRACTIONS: ReadonlyMap<string, number> = new Map([
  ['quarter', 0.25],
  ['third', 1 / 3],
  ['half', 0.5],
]);

function readDigits(tokens: readonly Token[], i: number): NumberMatch {
  const token = tokens[i];
  const value = token?.value ?? null;
  if (value === null || !isIntegerToken(token)) {
    return { value, end: i + 1 };
  }
  const next = tokens[i + 1];
  if (next?.spaced && isFractionToken(next)) {
    return { value: value + (next.value ?? 0), end: i + 2 };
  }
  const after = tokens[i + 2];
  const hyphenated = next?.text === '-' && !next.spaced && after !== undefined && !after.spaced;
  if (hyphenated && isFractionToken(after) && after.text.includes('/')) {
    return { value: value + (after.value ?? 0), end: i + 3 };
  }
  return { value, end: i + 1 };
}

/** "½ a lemon", "half an onion", "half of a 15-ounce can": the article after a fraction belongs to it. */
function withArticle(tokens: readonly Token[], match: NumberMatch): NumberMatch {
  const fraction = match.value !== null && match.value < 1;
  if (!fraction) {
    return match;
  }
  if (ARTICLES.has(lower(tokens[match.end]))) {
    return { ...match, end: match.end + 1 };
  }
  return isWord(tokens[match.end], 'of') && ARTICLES.has(lower(tokens[match.end + 1]))
    ? { ...match, end: match.end + 2 }
    : match;
}

function withDozen(tokens: readonly Token[], match: NumberMatch): NumberMatch {
  const dozen = dozenEnd(tokens, match.end);
  if (dozen === null || match.value === null) {
    return match;
  }
  return { value: match.value * 12, end: dozen, dozen: true };
}

/** A number or a range of two ("3-4", "3 - 4", "2 to 3", "2 or 3", "4- to 5-", "3-4 dozen"). */
export function readQuantity(
  tokens: readonly Token[],
  i: number,
  first: NumberMatch | null,
): QuantityMatch | null {
  if (first === null) {
    return null;
  }
  const single = { quantity: first.value, max: null, start: i, end: first.end, backwards: false };
  const connector = rangeConnector(tokens, first.end);
  if (connector === null) {
    return single;
  }
  const second = readNumber(tokens, connector.end);
  if (second === null || first.value === null || second.value === null) {
    return second === null ? single : { ...single, quantity: null, end: second.end };
  }
  const low = second.dozen === true && first.dozen !== true ? first.value * 12 : first.value;
  if (second.value > low) {
    return { ...single, quantity: low, max: second.value, end: second.end };
  }
  return connector.word === 'or' ? single : { ...single, end: second.end, backwards: true };
}

function rangeConnector(tokens: readonly Token[], i: number): { word: string; end: number } | null {
  const token = tokens[i];
  if (token?.text === '-') {
    const word = lower(tokens[i + 1]);
    return word === 'to' || word === 'or' ? { word, end: i + 2 } : { word: '-', end: i + 1 };
  }
  if (token?.kind === 'word' && RANGE_WORDS.has(lower(token))) {
    return { word: lower(token), end: i + 1 };
  }
  return null;
}

/** A unit with optional qualifiers: "cups", "Tbsp.", "fl oz", "heaped tbsp", "large can", "medium to large cloves". */
export function readUnitPhrase(tokens: readonly Token[], i: number): UnitMatch | null {
  let j = i;
  let size: SizeWord | null = null;
  while (j - i < 4 && isUnitQualifier(tokens, j)) {
    size ??= lookUpSize(tokens[j]?.text ?? '') ?? null;
    // "1 lg. can", "1 sm. jar": the full stop of an abbreviated size (the unit had been lost).
    j = skipStop(tokens, j + 1);
  }
  const unit = readUnit(tokens, j);
  if (unit === null) {
    return null;
  }
  // "1 tablespoon heaped flour": how full the spoon is, said after it.
  let end = unit.end;
  while (tokens[end]?.kind === 'word' && SPOON_FILLS.has(lower(tokens[end]))) {
    end += 1;
  }
  return { unit: unit.unit, size, start: i, end };
}

/** Words that say how full a measure is, which a line may put after it. */
const SPOON_FILLS: ReadonlySet<string> = new Set(['heaped', 'heaping', 'level', 'rounded', 'scant']);

function isUnitQualifier(tokens: readonly Token[], j: number): boolean {
  const token = tokens[j];
  if (token?.kind !== 'word') {
    return false;
  }
  const word = lower(token);
  if (UNIT_MODIFIERS.has(word) || lookUpSize(word) !== undefined) {
    return true;
  }
  const between = word === 'to' || word === 'or' || word === 'extra';
  return between && lookUpSize(tokens[j + 1]?.text ?? '') !== undefined;
}

/** A unit spelling of one or two words, with the full stop of an abbreviation ("fl. oz."). */
function readUnit(tokens: readonly Token[], i: number): { unit: string; end: number } | null {
  const first = tokens[i];
  if (first === undefined || first.kind === 'number' || !isUnitCandidate(first)) {
    return null;
  }
  const afterFirst = skipStop(tokens, i + 1);
  const second = tokens[afterFirst];
  if (second?.kind === 'word') {
    const unit = lookUpUnit(`${first.text} ${second.text}`);
    if (unit !== undefined) {
      return { unit, end: skipStop(tokens, afterFirst + 1) };
    }
  }
  const unit = lookUpUnit(first.text) ?? lookUpDimension(first.text);
  return unit === undefined ? null : { unit, end: skipStop(tokens, i + 1) };
}

/** "inch-thick", "cm-long": a length unit joined to the dimension it measures. */
function lookUpDimension(text: string): string | undefined {
  const [unit, dimension, ...rest] = text.split('-');
  if (
    unit === undefined ||
    dimension === undefined ||
    rest.length > 0 ||
    !DIMENSIONS.has(dimension.toLowerCase())
  ) {
    return undefined;
  }
  return lookUpUnit(unit);
}

function isUnitCandidate(token: Token): boolean {
  return !(GLUED_ONLY_UNITS.has(token.text) && token.spaced);
}

/** Skips the full stop that ends an abbreviation ("oz."), but not one that starts a decimal. */
export function skipStop(tokens: readonly Token[], i: number): number {
  const token = tokens[i];
  return token?.text === '.' && !token.spaced ? i + 1 : i;
}

/**
 * An amount with a unit: "14.5 oz", "2 sticks", "1/4 oz", or the adjective form "15-ounce",
 * "4- to 5-pound", "2-inch". A bare number is an amount only when `unitless` allows it.
 */
export function readAmount(tokens: readonly Token[], i: number, unitless = false): AmountMatch | null {
  const quantity = readQuantity(tokens, i, readNumber(tokens, i));
  if (quantity === null) {
    return null;
  }
  const hyphen = tokens[quantity.end];
  const unitAt = hyphen?.text === '-' && !hyphen.spaced ? quantity.end + 1 : quantity.end;
  const unit = readUnitPhrase(tokens, unitAt);
  if (unit === null) {
    return unitless ? { quantity, unit: null, start: i, end: quantity.end } : null;
  }
  return { quantity, unit, start: i, end: unit.end };
}

/** A number word and a unit written as one hyphenated word: "four-pound", "six-inch", "half-pound". */
export function readHyphenatedWordAmount(tokens: readonly Token[], i: number): AmountMatch | null {
  const token = tokens[i];
  const [number, unitText, ...rest] = token?.kind === 'word' ? token.text.split('-') : [];
  const value =
    NUMBER_WORDS.get(number?.toLowerCase() ?? '') ?? ARTICLE_FRACTIONS.get(number?.toLowerCase() ?? '');
  const unit = unitText === undefined || rest.length > 0 ? undefined : lookUpUnit(unitText);
  if (value === undefined || unit === undefined) {
    return null;
  }
  const quantity = { quantity: value, max: null, start: i, end: i + 1, backwards: false };
  return { quantity, unit: { unit, size: null, start: i, end: i + 1 }, start: i, end: i + 1 };
}

/** "a pound" in "(about a pound)": the article as one, with a unit after it. */
function readArticleAmount(tokens: readonly Token[], i: number): AmountMatch | null {
  const one = readArticle(tokens, i);
  const unit = one === null ? null : readUnitPhrase(tokens, one.end);
  if (one === null || unit === null) {
    return null;
  }
  const quantity = { quantity: one.value, max: null, start: i, end: one.end, backwards: false };
  return { quantity, unit, start: i, end: unit.end };
}

/** Amounts that follow one another: "1lb 4oz", "1/4 oz/7 g", "8 ounces / 225 grams". */
export function readAmountList(tokens: readonly Token[], i: number): AmountMatch[] {
  const amounts: AmountMatch[] = [];
  let j = i;
  for (;;) {
    const amount = readAmount(tokens, j) ?? readArticleAmount(tokens, j);
    if (amount === null) {
      return amounts;
    }
    amounts.push(amount);
    j = tokens[amount.end]?.text === '/' || orAmount(tokens, amount.end) ? amount.end + 1 : amount.end;
  }
}

/** "(1 packet or 7 grams)", "(2 sticks or 8 ounces)": "or" before another amount with a unit lists an equivalent. */
function orAmount(tokens: readonly Token[], i: number): boolean {
  return tokens[i]?.text.toLowerCase() === 'or' && (readAmount(tokens, i + 1)?.unit ?? null) !== null;
}

/**
 * A weight joined to its unit by a hyphen ("3-pound", "3 1/4-pound"): it sizes one item the name
 * goes on to name ("1 whole 3-pound chicken", "2 whole 3-pound chickens").
 */
export function isHyphenatedWeight(tokens: readonly Token[], amount: AmountMatch): boolean {
  const joined = tokens[amount.quantity.end];
  return (
    joined?.text === '-' &&
    !joined.spaced &&
    amount.unit !== null &&
    unitByName(amount.unit.unit)?.kind === 'mass'
  );
}

/** Words that take an amount away from the one before them: "1 cup minus 2 tablespoons". */
export const TAKEN_AWAY: ReadonlySet<string> = new Set(['minus', 'less']);

/** An amount taken away, as an added one: its quantity (and a range's end) negative. */
export function takenAwayAmount(amount: AmountMatch): AmountMatch {
  const { quantity, max } = amount.quantity;
  return {
    ...amount,
    quantity: {
      ...amount.quantity,
      quantity: quantity === null ? null : -quantity,
      max: max === null ? null : -max,
    },
  };
}
