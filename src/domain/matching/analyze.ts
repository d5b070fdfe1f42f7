/**
 * Splits a food name or an ingredient name into tokens the matcher compares: normalized,
 * stemmed, canonical phrases joined ("without salt" → "unsalted"), stop words dropped, each token
 * tagged with the comma-separated part it came from (SR28 puts the head noun first: "Butter,
 * salted"), whether it was inside parentheses, and which neighbours it is an "or" alternative of
 * ("Onions, spring or scallions").
 */
import {
  CANONICAL_PHRASES,
  CLASS_HEADS,
  DESCRIPTOR_WORDS,
  NEUTRAL_ONLY_WITH,
  NEUTRAL_WORDS,
  PREFERRED_DEFAULTS,
  QUERY_SYNONYMS,
  SPECIES_HEADS,
  STATE_COST_OVERRIDES,
  STATE_WORDS,
  STOP_WORDS,
} from './lexicon.ts';
import { stemWord, words } from './text.ts';

export interface NameToken {
  /** Stemmed, canonical token. */
  stem: string;
  /** 0-based index of the comma-separated part of the name. */
  segment: number;
  /** Inside parentheses. */
  paren: boolean;
  /** Tokens sharing a non-null group are "or" alternatives of one another. */
  orGroup: number | null;
}

/** Stems of plain words, one per word (no phrase handling). */
export function stemAll(text: string): string[] {
  return words(text).map(stemWord);
}

/** A phrase table compiled to stem sequences, longest first. */
export interface PhraseRule {
  from: readonly string[];
  to: readonly string[];
}

function compilePhrases(table: readonly (readonly [string, string])[]): PhraseRule[] {
  return table
    .map(([from, to]) => ({ from: stemAll(from), to: stemAll(to) }))
    .filter((rule) => rule.from.length > 0)
    .sort((a, b) => b.from.length - a.from.length);
}

export const CANONICAL_RULES: readonly PhraseRule[] = compilePhrases(CANONICAL_PHRASES);
export const SYNONYM_RULES: readonly PhraseRule[] = compilePhrases(QUERY_SYNONYMS);

function stemSet(list: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const item of list) {
    for (const stem of stemAll(item)) {
      out.add(stem);
    }
  }
  return out;
}

export const STOP_STEMS: ReadonlySet<string> = stemSet(STOP_WORDS);
export const DESCRIPTOR_STEMS: ReadonlySet<string> = stemSet(DESCRIPTOR_WORDS);
export const STATE_STEMS: ReadonlySet<string> = stemSet(STATE_WORDS);
export const NEUTRAL_STEMS: ReadonlySet<string> = stemSet(NEUTRAL_WORDS);
export const SPECIES_STEMS: ReadonlySet<string> = stemSet(SPECIES_HEADS);
export const STATE_COSTS: ReadonlyMap<string, number> = new Map(
  [...STATE_COST_OVERRIDES].map(([word, cost]) => [stemWord(word), cost]),
);
export const NEUTRAL_CONTEXT: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [...NEUTRAL_ONLY_WITH].map(([word, heads]) => [stemWord(word), stemSet(heads)]),
);
/** Class heads as the analyzer sees them: canonical stems joined by one space. */
export const CLASS_HEAD_KEYS: ReadonlySet<string> = new Set(
  [...CLASS_HEADS].map((head) =>
    applyPhrases(stemAll(head), CANONICAL_RULES)
      .filter((stem) => !STOP_STEMS.has(stem))
      .join(' '),
  ),
);
export const DEFAULT_RULES: readonly { head: readonly string[]; prefer: readonly string[] }[] =
  PREFERRED_DEFAULTS.map((rule) => ({
    head: stemAll(rule.head),
    prefer: applyPhrases(stemAll(rule.prefer), CANONICAL_RULES),
  }));

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

/** Replaces phrase occurrences left to right, longest rule first at each position. */
export function applyPhrases(stems: readonly string[], rules: readonly PhraseRule[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < stems.length) {
    const rule = rules.find((r) => r.from.every((stem, k) => stems[i + k] === stem));
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
export function canonicalize(stems: readonly string[]): string[] {
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
  splitName(name).forEach((pieces, segment) => {
    for (const piece of pieces) {
      const stems = stemAll(piece.text);
      rawStems.push(...stems);
      const canonical = canonicalize(stems);
      let pendingOr = false;
      let lastIndex = -1;
      for (const stem of canonical) {
        if (stem === 'or') {
          pendingOr = lastIndex >= 0;
          continue;
        }
        if (STOP_STEMS.has(stem)) {
          continue;
        }
        let orGroup: number | null = null;
        const last = tokens[lastIndex];
        if (pendingOr && last !== undefined) {
          if (last.orGroup === null) {
            last.orGroup = nextGroup;
            nextGroup += 1;
          }
          orGroup = last.orGroup;
        }
        pendingOr = false;
        tokens.push({ stem, segment, paren: piece.paren, orGroup });
        lastIndex = tokens.length - 1;
      }
    }
  });
  return { tokens, rawStems };
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
