/**
 * Cleans one segment that holds the ingredient name: preparation that leads it ("finely
 * chopped", "fresh or frozen") or ends it ("garlic minced", "beans cooked in stock"), an amount
 * that ends it ("vinegar 15 mL") and size words inside it ("ripe medium bananas") go elsewhere.
 */

import { type AmountMatch, isHyphenatedWeight, readAmount } from './amounts.ts';
import {
  DESCRIPTIVE_PARTICIPLES,
  JOINING_PARTICIPLES,
  LEADING_COMMENT_WORDS,
  MANNER_ADVERBS,
  PREPARATION_WORDS,
  PREPOSITIONS,
  STATE_WORDS,
} from './comment-words.ts';
import type { Span } from './head.ts';
import { lookUpSize, lookUpUnit } from './lexicon.ts';
import type { Token } from './tokens.ts';

export interface CleanedName {
  name: Span[];
  comments: Span[];
  sizes: Span[];
  secondary: AmountMatch[];
}

/** "packed in oil" describes the product, not its preparation. */
const PRODUCT_PARTICIPLES = new Set(['packed']);

function lower(token: Token | undefined): string {
  return token?.kind === 'word' ? token.text.toLowerCase() : '';
}

export function cleanName(tokens: readonly Token[], span: Span): CleanedName {
  const result: CleanedName = { name: [], comments: [], sizes: [], secondary: [] };
  const start = leadingPreparation(tokens, span, result);
  if (start > span.start) {
    result.comments.push({ start: span.start, end: start });
  }
  let end = trailingAmount(tokens, { start, end: span.end }, result);
  end = preparedWith(tokens, { start, end }, result);
  const trail = trailingPreparation(tokens, { start, end });
  if (trail < end) {
    result.comments.push({ start: trail, end });
  }
  if (trail > start) {
    result.name.push(...withoutSizes(tokens, { start, end: trail }, result));
  }
  return result;
}

/** Index after the words that lead a segment and are no part of the name. */
function leadingPreparation(tokens: readonly Token[], span: Span, result: CleanedName): number {
  let j = span.start;
  let last = span.start;
  while (j < span.end) {
    const step = preparationStep(tokens, j, span.end);
    if (step > j) {
      if (lookUpSize(lower(tokens[j])) !== undefined) {
        result.sizes.push({ start: j, end: step });
      }
      j = step;
      last = j;
    } else if (j === last && isConjunction(tokens[j]) && preparationStep(tokens, j + 1, span.end) > j + 1) {
      j += 1;
    } else if (j === last && offersAlternative(tokens, j, span.end)) {
      j += 2;
      last = j;
    } else {
      break;
    }
  }
  return last;
}

/**
 * "(12 fluid ounce) cans or bottles beer", "chopped or chiffonade-cut fresh basil": a name never
 * starts with "or"; the other unit or cut it offers (the next word, before the end of the span) is
 * a comment.
 */
function offersAlternative(tokens: readonly Token[], j: number, end: number): boolean {
  const word = lower(tokens[j + 1]);
  // "chiffonade-cut": a hyphenated word that ends with a preparation.
  const last = word.split('-').at(-1) ?? '';
  return (
    lower(tokens[j]) === 'or' &&
    j + 2 < end &&
    (lookUpUnit(word) !== undefined || isPreparationLike(word) || isPreparationLike(last))
  );
}

/**
 * Index after one leading comment word at j, or j when there is none: a preparation
 * ("chopped"), a size ("large", but not "medium or coarse"), an adverb with its participle
 * ("freshly ground"), a filler ("the", "good") or states offered as alternatives ("fresh or
 * frozen").
 */
function preparationStep(tokens: readonly Token[], j: number, end: number): number {
  const word = lower(tokens[j]);
  if (PREPARATION_WORDS.has(word) || LEADING_COMMENT_WORDS.has(word) || doneWell(word)) {
    return j + 1;
  }
  if (lookUpSize(word) !== undefined) {
    return isSizeAlternative(tokens, j) ? j : j + 1;
  }
  if (isAdverb(word) && j + 1 < end && isParticiple(lower(tokens[j + 1]))) {
    return j + 2;
  }
  const alternative = lower(tokens[j + 2]);
  if (STATE_WORDS.has(word) && isConjunction(tokens[j + 1]) && STATE_WORDS.has(alternative) && j + 3 < end) {
    return j + 3;
  }
  return j;
}

/**
 * "well-scrubbed", "hand-torn", "finely-chopped": a preparation with how it is done, joined by a
 * hyphen (not "sun-dried", "fire-roasted" or "stone-ground", which name products).
 */
function doneWell(word: string): boolean {
  const [how, done, ...rest] = word.split('-');
  return (
    rest.length === 0 &&
    how !== undefined &&
    done !== undefined &&
    (how === 'well' || how === 'hand' || isAdverb(how)) &&
    PREPARATION_WORDS.has(done)
  );
}

/** "medium or coarse cornmeal": a size word offered against another adjective describes the product. */
function isSizeAlternative(tokens: readonly Token[], j: number): boolean {
  return isConjunction(tokens[j + 1]) && lookUpSize(lower(tokens[j + 2])) === undefined;
}

function isParticiple(word: string): boolean {
  return PREPARATION_WORDS.has(word) || word.endsWith('ed') || word === 'ground';
}

function isAdverb(word: string): boolean {
  return MANNER_ADVERBS.has(word) || (word.length > 4 && word.endsWith('ly'));
}

function isConjunction(token: Token | undefined): boolean {
  const word = lower(token);
  return word === 'and' || word === 'or' || word === '&';
}

/** A word that describes preparation rather than an ingredient: "chopped", "finely", "rinsed", "removed". */
export function isPreparationLike(word: string): boolean {
  const participle = word.length > 4 && word.endsWith('ed') && !DESCRIPTIVE_PARTICIPLES.has(word);
  return PREPARATION_WORDS.has(word) || MANNER_ADVERBS.has(word) || participle;
}

/** "cider vinegar 15 mL": an amount that ends the name is secondary. */
function trailingAmount(tokens: readonly Token[], span: Span, result: CleanedName): number {
  for (let p = span.start + 1; p < span.end; p += 1) {
    const amount = tokens[p]?.kind === 'number' ? readAmount(tokens, p) : null;
    if (amount !== null && amount.end === span.end) {
      result.secondary.push(amount);
      return p;
    }
  }
  return span.end;
}

/**
 * "beans cooked in stock", "sirloin trimmed of fat and tendons": a participle with a preposition
 * starts a comment ("of" only after a step of preparation, which takes something off).
 */
function preparedWith(tokens: readonly Token[], span: Span, result: CleanedName): number {
  for (let p = span.start + 1; p < span.end - 1; p += 1) {
    const word = lower(tokens[p]);
    const step = PREPARATION_WORDS.has(word) && !PRODUCT_PARTICIPLES.has(word);
    const participle = step || JOINING_PARTICIPLES.has(word);
    const next = lower(tokens[p + 1]);
    if (participle && (PREPOSITIONS.has(next) || (step && next === 'of'))) {
      result.comments.push({ start: p, end: span.end });
      return p;
    }
  }
  return span.end;
}

/** Index where preparation words that end a name start: "garlic minced", "mushrooms thinly sliced". */
function trailingPreparation(tokens: readonly Token[], span: Span): number {
  let start = span.end;
  while (start - 1 > span.start && PREPARATION_WORDS.has(lower(tokens[start - 1]))) {
    start -= 1;
    if (start - 1 > span.start && isAdverb(lower(tokens[start - 1]))) {
      start -= 1;
    }
  }
  return start;
}

/**
 * "ripe medium bananas" → "ripe", "bananas": size words inside the name are comments, with an
 * alternative size ("fresh medium or small plums"). A capitalised size inside a brand
 * ("Acme Large Eggs") stays.
 */
function withoutSizes(tokens: readonly Token[], span: Span, result: CleanedName): Span[] {
  return splitAround(tokens, span, (p) => {
    // "1 whole 3-pound chicken": a weight joined to its unit by a hyphen sizes the item the name
    // goes on to name; it is an amount, not a word of the name.
    const weight = hyphenatedWeight(tokens, p, span);
    if (weight !== null) {
      result.secondary.push(weight);
      return weight.end - p;
    }
    const token = tokens[p];
    if (lookUpSize(lower(token)) === undefined || (p > span.start && /^\p{Lu}/u.test(token?.text ?? ''))) {
      return 0;
    }
    const alternative = isConjunction(tokens[p + 1]) && lookUpSize(lower(tokens[p + 2])) !== undefined;
    if (isSizeAlternative(tokens, p) && p === span.start) {
      return 0;
    }
    result.sizes.push({ start: p, end: p + 1 });
    const taken = alternative && p + 3 <= span.end ? 3 : 1;
    result.comments.push({ start: p, end: p + taken });
    return taken;
  });
}

/**
 * A weight at p written "3-pound" or "3 1/4-pound", inside the span and followed by a word of it;
 * not one of an alternative the name offers ("hamhocks or a 2-pound piece of ham").
 */
function hyphenatedWeight(tokens: readonly Token[], p: number, span: Span): AmountMatch | null {
  if (tokens[p]?.kind !== 'number' || tokens.slice(span.start, p).some((t) => lower(t) === 'or')) {
    return null;
  }
  const amount = readAmount(tokens, p);
  return amount !== null && isHyphenatedWeight(tokens, amount) && amount.end < span.end ? amount : null;
}

/** Pieces of a span around the words that `width` picks out (their widths), which are left out. */
function splitAround(tokens: readonly Token[], span: Span, width: (p: number) => number): Span[] {
  const pieces: Span[] = [];
  let start = span.start;
  let p = span.start;
  while (p < span.end && tokens[p] !== undefined) {
    const taken = width(p);
    if (taken === 0) {
      p += 1;
    } else {
      if (p > start) {
        pieces.push({ start, end: p });
      }
      p += taken;
      start = p;
    }
  }
  if (span.end > start) {
    pieces.push({ start, end: span.end });
  }
  return pieces;
}
