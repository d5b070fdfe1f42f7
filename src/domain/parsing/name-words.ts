/**
 * Cleans one segment that holds the ingredient name: preparation that leads it ("finely
 * chopped", "fresh or frozen") or ends it ("garlic minced", "snails cooked in stock"), an amount
 * that ends it ("vinegar 30 mL") and size words inside it ("ripe medium pears") go elsewhere.
 */

import { type AmountMatch, readAmount } from './amounts.ts';
import {
  LEADING_COMMENT_WORDS,
  MANNER_ADVERBS,
  PREPARATION_WORDS,
  PREPOSITIONS,
  STATE_WORDS,
} from './comment-words.ts';
import type { Span } from './head.ts';
import { lookUpSize } from './lexicon.ts';
import type { Token } from './tokens.ts';

export interface CleanedName {
  name: Span[];
  comments: Span[];
  sizes: Span[];
  secondary: AmountMatch[];
}

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
    } else if (
      j === last &&
      j > span.start &&
      isConjunction(tokens[j]) &&
      preparationStep(tokens, j + 1, span.end) > j + 1
    ) {
      j += 1;
    } else {
      break;
    }
  }
  return last;
}

/**
 * Index after one leading comment word at j, or j when there is none: a preparation
 * ("chopped"), a size ("large"), an adverb with its participle ("freshly ground"), a filler
 * ("the", "good"), or alternatives of state ("fresh or frozen").
 */
function preparationStep(tokens: readonly Token[], j: number, end: number): number {
  const word = lower(tokens[j]);
  if (PREPARATION_WORDS.has(word) || LEADING_COMMENT_WORDS.has(word) || lookUpSize(word) !== undefined) {
    return j + 1;
  }
  const next = lower(tokens[j + 1]);
  if (MANNER_ADVERBS.has(word) && j + 1 < end && isParticiple(next)) {
    return j + 2;
  }
  if (STATE_WORDS.has(word) && (next === 'or' || next === 'and') && STATE_WORDS.has(lower(tokens[j + 2]))) {
    return j + 3;
  }
  return j;
}

function isParticiple(word: string): boolean {
  return PREPARATION_WORDS.has(word) || word.endsWith('ed') || word === 'ground';
}

function isConjunction(token: Token | undefined): boolean {
  const word = lower(token);
  return word === 'and' || word === 'or' || word === '&';
}

/** "red wine vinegar 30 mL": an amount that ends the name is secondary. */
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

/** "snails cooked in court-bouillon": a participle with a preposition starts a comment. */
function preparedWith(tokens: readonly Token[], span: Span, result: CleanedName): number {
  for (let p = span.start + 1; p < span.end - 1; p += 1) {
    if (PREPARATION_WORDS.has(lower(tokens[p])) && PREPOSITIONS.has(lower(tokens[p + 1]))) {
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
    if (start - 1 > span.start && MANNER_ADVERBS.has(lower(tokens[start - 1]))) {
      start -= 1;
    }
  }
  return start;
}

/** The name's pieces around size words inside it ("ripe medium pears" → "ripe", "pears"). */
function withoutSizes(tokens: readonly Token[], span: Span, result: CleanedName): Span[] {
  const pieces: Span[] = [];
  let start = span.start;
  for (let p = span.start; p < span.end; p += 1) {
    if (lookUpSize(lower(tokens[p])) !== undefined) {
      result.sizes.push({ start: p, end: p + 1 });
      result.comments.push({ start: p, end: p + 1 });
      if (p > start) {
        pieces.push({ start, end: p });
      }
      start = p + 1;
    }
  }
  if (span.end > start) {
    pieces.push({ start, end: span.end });
  }
  return pieces;
}
