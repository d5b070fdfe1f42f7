/**
 * Splits the rest of a line, outside its head, into the ingredient name and comments. The rest
 * is cut into segments at commas, semicolons, colons, spaced dashes, brackets and words that
 * start a comment ("for", "to taste", "such as", "or 2 …"). The name is the first plain segment
 * once its leading preparation ("finely chopped") is moved to the comments; every other segment
 * is a comment. Three shapes keep more than one segment in the name: a short bracket inside it
 * ("plum (San Marzano) tomatoes"), a leading adjective before a comma ("boneless, skinless thighs") and
 * a list of alternatives ("chicken, beef, or vegetable stock").
 */

import { unitByName } from '../units/units.ts';
import { type AmountMatch, readAmount, readAmountList, TAKEN_AWAY, takenAwayAmount } from './amounts.ts';
import {
  COMMA_ADJECTIVES,
  COMMENT_NOUNS,
  COMMENT_STARTERS,
  JOINING_PARTICIPLES,
  PREPARATION_WORDS,
  PREPOSITIONS,
  STATE_WORDS,
} from './comment-words.ts';
import type { Span } from './head.ts';
import { closingIndex } from './head.ts';
import { type CleanedName, cleanName, isPreparationLike } from './name-words.ts';
import type { Token } from './tokens.ts';

interface Segment extends Span {
  kind: 'plain' | 'bracket' | 'comment';
}

export interface NameAndComments {
  /** Pieces of the name, in order; joined with a space. */
  name: Span[];
  comments: Span[];
  /** Size words found where the name is written ("cooked large shrimp", "ripe medium bananas"). */
  sizes: Span[];
  /** Amounts outside the head: "(about 4 tablespoons)", "vinegar 15 mL". */
  secondary: AmountMatch[];
  /** Amounts added after the name: "1/3 cup vinegar, plus 1 tablespoon" (the segment is also a comment). */
  added: AmountMatch[];
}

const SEPARATORS = new Set([',', ';', ':']);
const OPENERS = new Set(['(', '[', '{']);
/** Longest bracket kept inside a name, in tokens: "(demerara)", "(bow tie)". */
const MAX_INNER_BRACKET = 3;
/** Longest middle item of a list of alternatives kept in the name: "chicken, beef, or vegetable stock". */
const MAX_LIST_ITEM = 3;
/** Words before amounts that are still their equivalents; "or 3 (15-ounce) cans" is an alternative, a comment. */
const LEAD_INS = new Set(['about', 'approximately', 'approx', 'around', 'roughly', 'each']);
const LIST_JOINERS = new Set(['or', 'and', 'and/or']);
/** Preparation words that describe the cut as sold, like skinless and boneless do. */
const CUT_STATES = new Set(['skinned', 'boned', 'deboned']);

export function splitNameAndComments(tokens: readonly Token[], head: Span): NameAndComments {
  const segments = [...segment(tokens, 0, head.start), ...segment(tokens, head.end, tokens.length)];
  const result: NameAndComments = { name: [], comments: [], sizes: [], secondary: [], added: [] };
  let index = 0;
  while (index < segments.length && result.name.length === 0) {
    const current = segments[index];
    if (current !== undefined) {
      takeSegment(tokens, current, result);
    }
    index += 1;
  }
  index = extendName(tokens, segments, index, result);
  let alternative = false;
  for (const rest of segments.slice(index)) {
    // "or 3 (15-ounce) cans": the bracket belongs to the alternative, not to this line's amount.
    alternative = tokens[rest.start]?.text.toLowerCase() === 'or' || (alternative && rest.kind === 'bracket');
    if (alternative) {
      result.comments.push(rest);
    } else if (!takeAddedAmount(tokens, rest, result)) {
      takeComment(tokens, rest, result);
    }
  }
  return result;
}

/** What an amount added after the name is for when it does not end up in the food: the pan, the fryer. */
const NOT_EATEN =
  /\bfor (?:greasing|oiling|frying|deep-frying|deep frying|the (?:pan|tin|tins|dish|skillet|griddle|grill|baking sheet))\b/;

/** Water or ice added by its own amount to a line whose name is not of water. */
function addsWater(tokens: readonly Token[], current: Segment, rest: string): boolean {
  const before = tokens
    .slice(0, current.start)
    .map((t) => t.text.toLowerCase())
    .join(' ');
  return /\b(?:water|ice)\b/.test(rest) && !/\b(?:water|ice)\b/.test(before);
}

/**
 * ", plus 1 tablespoon" after the name adds to the line's amount, as "1 cup plus 1 tablespoon"
 * does before it; ", minus 2 tablespoons" takes away from it. Only an amount with a unit counts
 * ("plus a little more" and "plus 1 carrot, for garnish" stay comments), not one for greasing or
 * frying, nor one "of" something else ("plus 2 tablespoons of the sauce"). The segment stays a
 * comment.
 */
function takeAddedAmount(tokens: readonly Token[], current: Segment, result: NameAndComments): boolean {
  const first = tokens[current.start]?.text.toLowerCase() ?? '';
  const takenAway = TAKEN_AWAY.has(first);
  if (current.kind === 'bracket' || (first !== 'plus' && first !== '+' && !takenAway)) {
    return false;
  }
  const amount = readAmount(tokens, current.start + 1);
  if (amount === null || amount.end > current.end) {
    return false;
  }
  const rest = tokens
    .slice(amount.end, current.end)
    .map((t) => t.text.toLowerCase())
    .join(' ');
  // "plus 2 tablespoons of the sauce" adds another ingredient, not more of this one; so does
  // "+ 3 tbsp water" after a starch (its water had been weighed as more cornstarch, 40 g for 16).
  if (NOT_EATEN.test(rest) || /^of\b/.test(rest) || addsWater(tokens, current, rest)) {
    return false;
  }
  result.added.push(takenAway ? takenAwayAmount(amount) : amount);
  result.comments.push(current);
  return true;
}

function takeSegment(tokens: readonly Token[], current: Segment, result: NameAndComments): void {
  if (current.kind !== 'plain' || takeAmounts(tokens, current, result)) {
    takeComment(tokens, current, result);
    return;
  }
  addCleaned(result, cleanName(tokens, current));
}

function addCleaned(result: NameAndComments, cleaned: CleanedName): void {
  result.comments.push(...cleaned.comments);
  result.sizes.push(...cleaned.sizes);
  result.secondary.push(...cleaned.secondary);
  result.name.push(...cleaned.name);
}

function takeComment(tokens: readonly Token[], current: Segment, result: NameAndComments): void {
  if (isApproximateAmount(tokens, current) && takeAmounts(tokens, current, result, true)) {
    return;
  }
  if (current.kind === 'comment' || !takeAmounts(tokens, current, result)) {
    result.comments.push(current);
  }
}

const ABOUT_WORDS = new Set(['about', 'approximately', 'approx', 'around', 'roughly']);
/** Words after a weight that say what it weighs: "6 oz each", "2 pounds total". */
const PER_WORDS = new Set(['each', 'apiece', 'total']);

/**
 * A comment that is only a weight, marked as one by "about" before it or "each"/"total" after it
 * ("8 slices ham, about 3/4 pound", "4 salmon fillets, 6 oz each", "about 2 pounds total
 * weight"), or a weight and the item's size ("each about 1/2 pound and 1/2-inch thick").
 */
function isApproximateAmount(tokens: readonly Token[], current: Segment): boolean {
  const about = ABOUT_WORDS.has(tokens[current.start]?.text.toLowerCase() ?? '');
  const amounts = readAmountList(tokens, about ? current.start + 1 : current.start);
  const last = amounts.at(-1);
  if (
    last === undefined ||
    !amounts.every((a) => a.unit !== null && unitByName(a.unit.unit)?.kind === 'mass')
  ) {
    return false;
  }
  let end = last.end;
  if (tokens[end]?.text.toLowerCase() === 'in' && tokens[end + 1]?.text.toLowerCase() === 'total') {
    end += 1;
  }
  const per = PER_WORDS.has(tokens[end]?.text.toLowerCase() ?? '');
  if (per && tokens[end + 1]?.text.toLowerCase() === 'weight') {
    end += 1;
  }
  const through = per ? end + 1 : end;
  if (through === current.end) {
    return about || per;
  }
  // A size after the weight says the weight is each item's: "each" must say so too.
  const each = tokens[per ? end : current.start - 1]?.text.toLowerCase() ?? '';
  return (each === 'each' || each === 'apiece') && sizeTail(tokens, through, current.end);
}

function isAmounts(tokens: readonly Token[], span: Span): boolean {
  return readAmountList(tokens, span.start).at(-1)?.end === span.end;
}

/**
 * "and 1 inch thick" after an amount ("each about 1/2 pound and 1/2-inch thick"): the item's size
 * besides its weight, not more of the name.
 */
function sizeTail(tokens: readonly Token[], start: number, end: number): boolean {
  const text = tokens
    .slice(start, end)
    .map((token) => token.text)
    .join(' ');
  return /^and\b.*\b(?:thick|long|wide|across|diameter|deep)$/i.test(text);
}

/** A segment that is amounts ("3 to 4 pounds", "(about 1 pound)") gives secondary amounts. */
function takeAmounts(
  tokens: readonly Token[],
  current: Segment,
  result: NameAndComments,
  trailing = false,
): boolean {
  let start = current.start;
  while (start < current.end && LEAD_INS.has(tokens[start]?.text.toLowerCase() ?? '')) {
    start += 1;
  }
  const amounts = readAmountList(tokens, start).filter((a) => a.end <= current.end);
  const last = amounts.at(-1);
  if (last === undefined || (current.kind === 'plain' && !trailing && last.end < current.end)) {
    return false;
  }
  result.secondary.push(...amounts);
  if (start > current.start) {
    result.comments.push({ start: current.start, end: start });
  }
  if (last.end < current.end) {
    result.comments.push({ start: last.end, end: current.end });
  }
  return true;
}

/** Continues the name over a bracket inside it, a comma after an adjective, or a list of alternatives. */
function extendName(
  tokens: readonly Token[],
  segments: readonly Segment[],
  index: number,
  result: NameAndComments,
): number {
  const last = result.name.at(-1);
  const next = segments[index];
  if (last === undefined || next === undefined || last.end !== segments[index - 1]?.end) {
    return index;
  }
  if (next.kind === 'bracket') {
    return extendOverBracket(tokens, segments, index, result);
  }
  const through = listEnd(tokens, segments, index, last);
  if (through === index) {
    return describedAfterComma(tokens, segments, index, result, last);
  }
  const end = segments[through - 1]?.end ?? last.end;
  result.name.pop();
  addCleaned(result, cleanName(tokens, { start: last.start, end }));
  return extendName(tokens, segments, through, result);
}

/**
 * "pitted, sliced dates", "fresh, shucked oysters": when the name so far only describes and the
 * part after the comma names a food, that part is the name. An adjective that says what kind of
 * food it is (`COMMA_ADJECTIVES`: fresh, smoked, ripe) stays with it ("fresh oysters"); a
 * preparation goes to the comments.
 */
function describedAfterComma(
  tokens: readonly Token[],
  segments: readonly Segment[],
  index: number,
  result: NameAndComments,
  last: Span,
): number {
  const next = segments[index];
  if (
    next === undefined ||
    result.name.length !== 1 ||
    !onlyDescribes(tokens, last) ||
    !namesFood(tokens, next) ||
    !followsComma(tokens, segments, index)
  ) {
    return index;
  }
  const cleaned = cleanName(tokens, next);
  if (cleaned.name.length === 0) {
    return index;
  }
  const kind =
    last.end - last.start === 1 && COMMA_ADJECTIVES.has(tokens[last.start]?.text.toLowerCase() ?? '');
  if (!kind) {
    result.name.pop();
    result.comments.push(last);
  }
  addCleaned(result, cleaned);
  return extendName(tokens, segments, index + 1, result);
}

/** "brown (demerara) sugar": a short bracket between two parts of the name. */
function extendOverBracket(
  tokens: readonly Token[],
  segments: readonly Segment[],
  index: number,
  result: NameAndComments,
): number {
  const bracket = segments[index];
  const after = segments[index + 1];
  if (
    bracket === undefined ||
    after?.kind !== 'plain' ||
    after.start !== bracket.end + 1 ||
    isAmounts(tokens, after)
  ) {
    return index;
  }
  if (isNameLike(tokens, bracket)) {
    result.name.push(bracket);
  } else {
    takeComment(tokens, bracket, result);
    // "lamb neck fillet (preferably Gloucestershire) excess fat trimmed", "beef (preferably
    // grass-fed) cut into cubes": after a comment, words that start or end with a step are another
    // comment, not more of the name ("excess fat" and "into cubes" had been named).
    if (
      STEP_FIRST.test(tokens[after.start]?.text ?? '') ||
      isPreparationLike(tokens[after.end - 1]?.text.toLowerCase() ?? '')
    ) {
      result.comments.push(after);
      return extendName(tokens, segments, index + 2, result);
    }
  }
  addCleaned(result, cleanName(tokens, after));
  return extendName(tokens, segments, index + 2, result);
}

/** Steps that start a comment of their own after a bracket ("cut into cubes"); not "handpicked crabmeat". */
const STEP_FIRST =
  /^(?:cut|chopped|diced|sliced|minced|trimmed|peeled|halved|quartered|cubed|torn|grated|shredded|crushed)$/i;

function isNameLike(tokens: readonly Token[], span: Span): boolean {
  const inner = tokens.slice(span.start, span.end);
  return (
    inner.length > 0 &&
    inner.length <= MAX_INNER_BRACKET &&
    inner.every((t) => t.kind === 'word' && !COMMENT_STARTERS.has(t.text.toLowerCase()))
  );
}

/**
 * Index after the segments that continue the name across commas: after a one-word adjective
 * ("boneless, skinless chicken thighs"), or up to a last item with "or"/"and" in it when the
 * items between are short ("chicken, beef, or vegetable stock"). Lists of preparation
 * ("cored, seeded, and chopped") are comments.
 */
function listEnd(tokens: readonly Token[], segments: readonly Segment[], index: number, name: Span): number {
  const next = segments[index];
  if (next === undefined || !followsComma(tokens, segments, index)) {
    return index;
  }
  if (name.end - name.start === 1 && COMMA_ADJECTIVES.has(tokens[name.start]?.text.toLowerCase() ?? '')) {
    // "boneless, skinned chicken breasts": skinned and boned say what skinless and boneless say.
    const prepared = tokens
      .slice(next.start, next.end)
      .some((t) => PREPARATION_WORDS.has(t.text.toLowerCase()) && !CUT_STATES.has(t.text.toLowerCase()));
    return next.kind === 'plain' && !prepared ? index + 1 : index;
  }
  for (let j = index; j < segments.length && followsComma(tokens, segments, j); j += 1) {
    const item = segments[j];
    if (item?.kind !== 'plain' || isPrepared(tokens, item) || saysSkinOrBone(tokens, item)) {
      return index;
    }
    const words = tokens.slice(item.start, item.end);
    if (words.some((t) => LIST_JOINERS.has(t.text.toLowerCase()))) {
      return j + 1;
    }
    if (words.length > MAX_LIST_ITEM || !words.every((t) => t.kind === 'word')) {
      return index;
    }
  }
  return index;
}

/** The words that say whether a cut keeps its skin or bone ("skin on and bone in", "bones left in"). */
const SKIN_OR_BONE = new Set(['skin', 'skins', 'bone', 'bones']);
const SKIN_OR_BONE_WORDS = new Set([
  ...SKIN_OR_BONE,
  'on',
  'in',
  'off',
  'out',
  'left',
  'still',
  'intact',
  'attached',
  'and',
  'the',
]);

/**
 * "skin on and bone in", "bone in and skin on": what the cut keeps, said after the name, not the
 * last item of a list of foods ("4 chicken thighs, skin on and bone in" had been read as three
 * ingredients: chicken thighs, skin on, bone in).
 */
function saysSkinOrBone(tokens: readonly Token[], span: Span): boolean {
  const words = tokens.slice(span.start, span.end).map((t) => t.text.toLowerCase());
  return words.some((w) => SKIN_OR_BONE.has(w)) && words.every((w) => SKIN_OR_BONE_WORDS.has(w));
}

/** Every word of the span describes a food without naming one ("pitted", "fresh", "peeled and"). */
function onlyDescribes(tokens: readonly Token[], span: Span): boolean {
  const words = tokens.slice(span.start, span.end);
  return (
    words.length > 0 &&
    words.every((t) => {
      const word = t.text.toLowerCase();
      return (
        t.kind === 'word' &&
        (COMMA_ADJECTIVES.has(word) ||
          STATE_WORDS.has(word) ||
          isPreparationLike(word) ||
          LIST_JOINERS.has(word))
      );
    })
  );
}

/**
 * A plain segment of words that ends with a noun, with no preposition or comment word in it
 * ("shucked oysters", not "cut into pieces" or "white part only").
 */
function namesFood(tokens: readonly Token[], span: Segment): boolean {
  const words = tokens.slice(span.start, span.end);
  const last = words.at(-1)?.text.toLowerCase() ?? '';
  return (
    span.kind === 'plain' &&
    words.length >= 2 &&
    words.every((t) => {
      const word = t.text.toLowerCase();
      return (
        t.kind === 'word' &&
        !PREPOSITIONS.has(word) &&
        !COMMENT_NOUNS.has(word) &&
        !COMMENT_STARTERS.has(word)
      );
    }) &&
    isPreparationLike(words[0]?.text.toLowerCase() ?? '') &&
    !isPreparationLike(last) &&
    !STATE_WORDS.has(last)
  );
}

function isPrepared(tokens: readonly Token[], span: Span): boolean {
  return tokens.slice(span.start, span.end).some((t) => {
    const word = t.text.toLowerCase();
    return isPreparationLike(word) || COMMENT_NOUNS.has(word);
  });
}

function followsComma(tokens: readonly Token[], segments: readonly Segment[], index: number): boolean {
  const previous = segments[index - 1];
  const current = segments[index];
  return (
    previous !== undefined &&
    current !== undefined &&
    current.start === previous.end + 1 &&
    tokens[previous.end]?.text === ','
  );
}

function segment(tokens: readonly Token[], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let start = from;
  let kind: Segment['kind'] = 'plain';
  const close = (end: number): void => {
    if (end > start) {
      segments.push({ start, end, kind });
    }
  };
  let i = from;
  while (i < to) {
    const token = tokens[i];
    if (token === undefined) {
      break;
    }
    if (token.depth === 0 && OPENERS.has(token.text)) {
      close(i);
      const end = Math.min(closingIndex(tokens, i), to);
      segments.push({ start: i + 1, end, kind: 'bracket' });
      i = end + 1;
      start = i;
      kind = 'plain';
    } else if (token.depth === 0 && isSeparator(tokens, i)) {
      close(i);
      i += 1;
      start = i;
      kind = 'plain';
    } else if (i === from && leadingHedge(tokens, i, to)) {
      segments.push({ start: i, end: i + 2, kind: 'comment' });
      i += 2;
      start = i;
      kind = 'plain';
    } else if (token.depth === 0 && kind === 'plain' && startsComment(tokens, i)) {
      const from = i - 1 > start && participleOfAmount(tokens, i) ? i - 1 : i;
      close(from);
      start = from;
      kind = 'comment';
      i += 1;
    } else {
      i += 1;
    }
  }
  close(to);
  return segments;
}

function isSeparator(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (token === undefined || token.kind !== 'punct') {
    return false;
  }
  if (SEPARATORS.has(token.text)) {
    return true;
  }
  return token.text === '-' && token.spaced && (tokens[i + 1]?.spaced ?? true);
}

/** "half and half" is a cream, not half of something and another half. */
function isHalfAndHalf(tokens: readonly Token[], i: number): boolean {
  const at = (k: number) => tokens[k]?.text.toLowerCase();
  return at(i) === 'and' && at(i - 1) === 'half' && at(i + 1) === 'half';
}

/**
 * "1 tablespoon or less Grenadine", "2 cups or so water": a hedge on the amount written before
 * the name is a comment of two words, and the name follows it ("or more to taste" at the end of a
 * line stays a comment to its end).
 */
function leadingHedge(tokens: readonly Token[], i: number, to: number): boolean {
  const at = (k: number) => tokens[k]?.text.toLowerCase() ?? '';
  const next = tokens[i + 2];
  return (
    at(i) === 'or' &&
    ['more', 'less', 'so'].includes(at(i + 1)) &&
    i + 2 < to &&
    next?.kind === 'word' &&
    next.depth === 0 &&
    !COMMENT_STARTERS.has(at(i + 2)) &&
    !PREPOSITIONS.has(at(i + 2))
  );
}

/**
 * "pinch of saffron soaked in 2 tbsp warm milk": "in" and an amount start a comment, and the
 * participle before them is the comment's too (the name had been "saffron soaked").
 */
function participleOfAmount(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  const word = before?.text.toLowerCase() ?? '';
  return (
    tokens[i]?.text.toLowerCase() === 'in' &&
    before?.kind === 'word' &&
    before.depth === 0 &&
    (JOINING_PARTICIPLES.has(word) || PREPARATION_WORDS.has(word))
  );
}

function startsComment(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i]?.text.toLowerCase() ?? '';
  if (isHalfAndHalf(tokens, i)) {
    return false;
  }
  // "+" is written for "plus" ("2 eggs + 1 yolk").
  if (
    (word === 'or' || word === 'and' || word === 'in' || word === '+') &&
    readAmount(tokens, i + 1, true) !== null
  ) {
    return true;
  }
  if (!COMMENT_STARTERS.has(word)) {
    return false;
  }
  const followers = COMMENT_STARTERS.get(word) ?? null;
  return followers === null || followers.includes(tokens[i + 1]?.text.toLowerCase() ?? '');
}
