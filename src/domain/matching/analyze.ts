/**
 * Splits a food name or an ingredient name into tokens the matcher compares: normalized,
 * stemmed, canonical phrases joined ("without salt" → "unsalted"), stop words dropped, each token
 * tagged with the comma-separated part it came from (SR28 puts the head noun first: "Butter,
 * salted"), whether it was inside parentheses, and which neighbours it is an "or" alternative of
 * ("Onions, spring or scallions").
 */

import { ORIGIN_WORDS } from '../parsing/name-lists.ts';
import {
  CANONICAL_PHRASES,
  CATEGORY_HEADS,
  CLASS_MEMBERS,
  CONFLICTS,
  COOKED_WORDS,
  COST_IN_CATEGORY,
  DESCRIPTOR_EQUIVALENTS,
  DESCRIPTOR_NEEDED_IN_CATEGORY,
  DESCRIPTOR_WORDS,
  FORM_HEADS,
  NEUTRAL_ONLY_WITH,
  NEUTRAL_WORDS,
  PREFERRED_DEFAULTS,
  QUERY_ALTERNATIVES,
  QUERY_SYNONYMS,
  SPECIES_HEADS,
  STATE_COST_OVERRIDES,
  STATE_WORDS,
  STOP_WORDS,
  TAXONOMIC_HEADS,
  VARIANT_WORDS,
} from './lexicon.ts';
import { stemWord, words } from './text.ts';

export interface NameToken {
  /** Stemmed, canonical token. */
  stem: string;
  /** 0-based index of the comma-separated part of the name. */
  segment: number;
  /** Inside parentheses. */
  paren: boolean;
  /** Tokens sharing a non-null group are "or" alternatives of one another ("spring or scallions"). */
  orGroup: number | null;
  /** Tokens sharing a non-null group are joined by "and" ("corn and canola"). */
  andGroup: number | null;
  /**
   * Follows "with" or "made" in its part of the name: an added ingredient or what the food is made
   * of ("Cheese, cottage, with vegetables", "Soy sauce made from soy and wheat").
   */
  added: boolean;
}

/** Stems of plain words, one per word (no phrase handling). */
export function stemAll(text: string): string[] {
  return words(text).map(stemWord);
}

export const STOP_STEMS: ReadonlySet<string> = new Set([...STOP_WORDS].map(stemWord));

const RULES_BY_FIRST = new WeakMap<readonly PhraseRule[], Map<string, PhraseRule[]>>();

/** A phrase table compiled to stem sequences, longest first. */
export interface PhraseRule {
  from: readonly string[];
  to: readonly string[];
}

function compilePhrases(table: readonly (readonly [string, string])[], dropStops = false): PhraseRule[] {
  const keep = (stem: string): boolean => !dropStops || !STOP_STEMS.has(stem);
  return table
    .map(([from, to]) => ({ from: stemAll(from).filter(keep), to: stemAll(to).filter(keep) }))
    .filter((rule) => rule.from.length > 0)
    .sort((a, b) => b.from.length - a.from.length);
}

export const CANONICAL_RULES: readonly PhraseRule[] = compilePhrases(CANONICAL_PHRASES);
/** Query synonyms; applied after stop words are dropped, so they are compiled without them. */
export const SYNONYM_RULES: readonly PhraseRule[] = compilePhrases(QUERY_SYNONYMS, true);

function stemSet(list: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const item of list) {
    for (const stem of stemAll(item)) {
      out.add(stem);
    }
  }
  return out;
}

export const DESCRIPTOR_STEMS: ReadonlySet<string> = stemSet(DESCRIPTOR_WORDS);
export const ORIGIN_STEMS: ReadonlySet<string> = stemSet(ORIGIN_WORDS);
export const STATE_STEMS: ReadonlySet<string> = stemSet(STATE_WORDS);
export const COOKED_STEMS: ReadonlySet<string> = stemSet(COOKED_WORDS);
export const VARIANT_STEMS: ReadonlySet<string> = stemSet(VARIANT_WORDS);
const NEUTRAL_STEMS: ReadonlySet<string> = stemSet(NEUTRAL_WORDS);
export const SPECIES_STEMS: ReadonlySet<string> = stemSet(SPECIES_HEADS);
export const STATE_COSTS: ReadonlyMap<string, number> = new Map(
  [...STATE_COST_OVERRIDES].map(([word, cost]) => [stemWord(word), cost]),
);
/** COST_IN_CATEGORY by stem. */
export const CATEGORY_COSTS: ReadonlyMap<string, readonly (readonly [string, number])[]> = new Map(
  [...COST_IN_CATEGORY].map(([word, costs]) => [stemWord(word), costs]),
);
const NEUTRAL_CONTEXT: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [...NEUTRAL_ONLY_WITH].map(([word, heads]) => [stemWord(word), stemSet(heads)]),
);
/** A head phrase as the analyzer sees it: canonical stems without stop words, joined by one space. */
function headKey(text: string): string {
  return applyPhrases(stemAll(text), CANONICAL_RULES)
    .filter((stem) => !STOP_STEMS.has(stem))
    .join(' ');
}
export const TAXONOMIC_HEAD_KEYS: ReadonlySet<string> = new Set([...TAXONOMIC_HEADS].map(headKey));
export const FORM_HEAD_KEYS: ReadonlySet<string> = new Set([...FORM_HEADS].map(headKey));
export const CATEGORY_HEAD_KEYS: ReadonlySet<string> = new Set([...CATEGORY_HEADS].map(headKey));
/** Query stem → food stems that contradict it. */
export const CONFLICT_STEMS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [query, food] of CONFLICTS) {
    const key = stemWord(query);
    out.set(key, [...(out.get(key) ?? []), stemWord(food)]);
  }
  return out;
})();
/** Query descriptor stem → food stems that also show it. */
export const DESCRIPTOR_EQUIVALENT_STEMS: ReadonlyMap<string, readonly string[]> = new Map(
  [...DESCRIPTOR_EQUIVALENTS].map(([word, others]) => [stemWord(word), others.map(stemWord)]),
);

/** DESCRIPTOR_NEEDED_IN_CATEGORY by stem. */
export const DESCRIPTOR_NEEDED_STEMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [...DESCRIPTOR_NEEDED_IN_CATEGORY].map(([word, groups]) => [stemWord(word), groups]),
);

export interface DefaultRule {
  /** Each is the stems the query must end with; one is enough. */
  heads: readonly (readonly string[])[];
  when: readonly string[];
  unless: readonly string[];
  prefer: readonly string[];
  /** The default names a kind (cheddar for cheese): a kind the query names, even an unknown one, overrides it. */
  kind: boolean;
}
function canonicalStems(text: string | undefined): string[] {
  return text === undefined ? [] : applyPhrases(stemAll(text), CANONICAL_RULES);
}
export const DEFAULT_RULES: readonly DefaultRule[] = PREFERRED_DEFAULTS.map((rule) => ({
  heads: (typeof rule.head === 'string' ? [rule.head] : rule.head).map(stemAll),
  when: canonicalStems(rule.when),
  unless: canonicalStems(rule.unless),
  prefer: canonicalStems(rule.prefer),
  kind: rule.kind === true,
}));
/** Class word stem → stems of its members (lexicon CLASS_MEMBERS). */
export const CLASS_MEMBER_STEMS: ReadonlyMap<string, readonly string[]> = new Map(
  [...CLASS_MEMBERS].map(([word, members]) => [stemWord(word), stemAll(members)]),
);
/** Query stem → more specific food stems it also accepts. */
export const ALTERNATIVE_STEMS: ReadonlyMap<string, readonly string[]> = new Map(
  QUERY_ALTERNATIVES.map((rule) => [stemWord(rule.word), canonicalStems(rule.accepts)]),
);
/** Query stem → the food stems among its alternatives that mean the same thing. */
export const SAME_ALTERNATIVE_STEMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  QUERY_ALTERNATIVES.map((rule) => [stemWord(rule.word), new Set(canonicalStems(rule.same ?? ''))]),
);

/**
 * Words the lexicon knows (synonym phrases, canonical phrases, descriptors, stop words): a query
 * word among them is never "corrected" as a misspelling.
 */
export const LEXICON_STEMS: ReadonlySet<string> = (() => {
  const out = new Set<string>([...STOP_STEMS, ...DESCRIPTOR_STEMS, ...STATE_STEMS, ...NEUTRAL_STEMS]);
  for (const rule of [...CANONICAL_RULES, ...SYNONYM_RULES]) {
    for (const stem of [...rule.from, ...rule.to]) {
      out.add(stem);
    }
  }
  return out;
})();

/** The rules of a table that start with `stem`, longest first (the table indexed once). */
export function rulesStartingWith(rules: readonly PhraseRule[], stem: string): readonly PhraseRule[] {
  let byFirst = RULES_BY_FIRST.get(rules);
  if (byFirst === undefined) {
    byFirst = new Map();
    for (const rule of rules) {
      const first = rule.from[0] ?? '';
      byFirst.set(first, [...(byFirst.get(first) ?? []), rule]);
    }
    RULES_BY_FIRST.set(rules, byFirst);
  }
  return byFirst.get(stem) ?? [];
}

/** Replaces phrase occurrences left to right, longest rule first at each position. */
function applyPhrases(stems: readonly string[], rules: readonly PhraseRule[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < stems.length) {
    const rule = rulesStartingWith(rules, stems[i] ?? '').find((r) =>
      r.from.every((stem, k) => stems[i + k] === stem),
    );
    if (rule === undefined) {
      out.push(stems[i] ?? '');
      i += 1;
    } else {
      out.push(...rule.to);
      i += rule.from.length;
    }
  }
  return out;
}

/** Canonical phrases on a stem sequence (both sides use this). */
function canonicalize(stems: readonly string[]): string[] {
  return applyPhrases(stems, CANONICAL_RULES);
}

/** Splits text at commas outside parentheses; each part is split into plain and parenthesized pieces. */
function splitName(name: string): { text: string; paren: boolean }[][] {
  const segments: { text: string; paren: boolean }[][] = [];
  let pieces: { text: string; paren: boolean }[] = [];
  let buf = '';
  let depth = 0;
  const flush = (paren: boolean): void => {
    if (buf.trim() !== '') {
      pieces.push({ text: buf, paren });
    }
    buf = '';
  };
  for (const ch of name) {
    if (ch === '(' || ch === '[') {
      flush(depth > 0);
      depth += 1;
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      flush(true);
      depth -= 1;
    } else if (ch === ',' && depth === 0) {
      flush(false);
      segments.push(pieces);
      pieces = [];
    } else {
      buf += ch;
    }
  }
  flush(depth > 0);
  segments.push(pieces);
  return segments.filter((segment) => segment.length > 0);
}

/**
 * Tokens of a name. `rawStems` (every stem before canonical phrases and stop words are applied)
 * feeds the vocabulary that spelling correction draws from.
 */
export function analyzeName(name: string): { tokens: NameToken[]; rawStems: string[] } {
  const tokens: NameToken[] = [];
  const rawStems: string[] = [];
  let nextGroup = 0;
  const segments = splitName(name);
  segments.forEach((pieces, segment) => {
    let added = false;
    for (const piece of pieces) {
      const stems = stemAll(piece.text);
      rawStems.push(...stems);
      const canonical = canonicalize(stems);
      let pending: 'or' | 'and' | null = null;
      let lastIndex = -1;
      // "Mushrooms, brown, italian, or crimini": a part that is one word after "or" ends a list
      // of one-word parts, each an alternative of the others.
      const members = listAlternatives(tokens, segments.length, segment, pieces.length, canonical);
      if (members !== null) {
        const group = members.find((t) => t.orGroup !== null)?.orGroup ?? nextGroup++;
        for (const member of members) {
          member.orGroup = group;
        }
        lastIndex = tokens.indexOf(members[0] as NameToken);
      }
      for (const stem of canonical) {
        if (stem === 'or' || stem === 'and') {
          pending = lastIndex >= 0 ? stem : null;
          continue;
        }
        if (stem === 'with' || stem === 'made') {
          added = true;
          pending = null;
          lastIndex = -1;
          continue;
        }
        if (STOP_STEMS.has(stem)) {
          continue;
        }
        let orGroup: number | null = null;
        let andGroup: number | null = null;
        const last = tokens[lastIndex];
        if (pending === 'or' && last !== undefined) {
          last.orGroup ??= nextGroup++;
          orGroup = last.orGroup;
        } else if (pending === 'and' && last !== undefined) {
          last.andGroup ??= nextGroup++;
          andGroup = last.andGroup;
        }
        pending = null;
        tokens.push({ stem, segment, paren: piece.paren, orGroup, andGroup, added });
        lastIndex = tokens.length - 1;
      }
    }
  });
  return { tokens, rawStems };
}

/**
 * When this part of a name is "or" and one word, closing a list of one-word parts ("brown,
 * italian, or crimini"): the tokens of those parts, nearest first, of which the part's word is
 * one more alternative; else null. Neither the first part (the head) nor a state ("cooked,
 * boiled, drained, or baked") is one of them.
 */
function listAlternatives(
  tokens: readonly NameToken[],
  segmentCount: number,
  segment: number,
  pieceCount: number,
  canonical: readonly string[],
): NameToken[] | null {
  const word = canonical[1] ?? '';
  if (
    segmentCount < 3 ||
    pieceCount !== 1 ||
    canonical.length !== 2 ||
    canonical[0] !== 'or' ||
    STATE_STEMS.has(word)
  ) {
    return null;
  }
  const members: NameToken[] = [];
  for (let s = segment - 1; s >= 1; s -= 1) {
    const inPart = tokens.filter((t) => t.segment === s);
    const only = inPart[0];
    if (inPart.length !== 1 || only === undefined || only.paren || STATE_STEMS.has(only.stem)) {
      break;
    }
    members.push(only);
  }
  return members.length >= 2 ? members : null;
}

/** Whether a food-name token is neutral (costs nothing when the query does not mention it). */
export function isNeutral(stem: string, context: ReadonlySet<string>): boolean {
  if (!NEUTRAL_STEMS.has(stem)) {
    return false;
  }
  const heads = NEUTRAL_CONTEXT.get(stem);
  if (heads === undefined) {
    return true;
  }
  for (const head of heads) {
    if (context.has(head)) {
      return true;
    }
  }
  return false;
}
