/**
 * Reads an ingredient name as the matcher searches for it: words stemmed, misspellings and
 * compound spellings resolved against the catalogue's vocabulary, canonical phrases and synonyms
 * applied, descriptor words set apart, the head noun found, and preferred defaults attached.
 */

import { KIND_NOUNS, pluralOwnFood, STANDALONE_WORDS } from '../parsing/name-lists.ts';
import {
  ALTERNATIVE_STEMS,
  CANONICAL_RULES,
  DEFAULT_RULES,
  DESCRIPTOR_STEMS,
  LEXICON_STEMS,
  type PhraseRule,
  rulesStartingWith,
  SAME_ALTERNATIVE_STEMS,
  SPECIES_STEMS,
  STATE_STEMS,
  STOP_STEMS,
  SYNONYM_RULES,
  VARIANT_STEMS,
} from './analyze.ts';
import type { FoodIndex } from './food-index.ts';
import { editDistance, stemWord, words as textWords } from './text.ts';

/** How a query token was obtained. */
export type TermSource = 'direct' | 'synonym' | 'fuzzy';

export interface TermAlternative {
  readonly stem: string;
  /** A second stem the food must also have (a compound read as two words: "lemongrass"). */
  readonly with?: string;
  /** Share of the term's weight earned when a food matches this alternative. */
  readonly factor: number;
  readonly source: TermSource;
}

/** One word the food should have, with the stems that count as having it. */
export interface QueryTerm {
  readonly alternatives: readonly TermAlternative[];
  readonly weight: number;
}

export interface AnalyzedQuery {
  /** The tokens searched for, space-separated (core words, then descriptors). */
  readonly normalized: string;
  readonly core: readonly QueryTerm[];
  /** Descriptor words: a bonus when present, no loss when absent. */
  readonly soft: readonly string[];
  /** Preferred-default words attached by the head noun. */
  readonly defaults: readonly string[];
  /**
   * Those of them that name a form ("cooked moist heat" crab meat, "dry plain" crumbs), not a kind
   * of the head (`kind` rules: "blue" crab): a catalogue without any of them lacks the form.
   */
  readonly formDefaults: readonly string[];
  /** The head noun's stems (its alternatives included), or empty. */
  readonly head: ReadonlySet<string>;
  /** Every stem the query mentions, alternatives, descriptors and defaults included. */
  readonly mentions: ReadonlySet<string>;
  /** Food group whose foods get a small bonus ("ground"/"dried" point at Spices and Herbs). */
  readonly categoryHint: string | null;
  /**
   * Modifiers no catalogue food has, before a known head noun ("Maldon sea salt", "crusty
   * bread"): a brand or a marketing word; not searched for, each costs match quality a little.
   */
  readonly unknown: readonly string[];
}

/**
 * Weight of the head noun (the last word that is not a descriptor, of the part before any comma)
 * against 1 for other words.
 */
export const HEAD_WEIGHT = 1.5;
/** Share of a term earned through a spelling correction. */
export const FUZZY_FACTOR = 0.85;
/**
 * Share earned through a compound spelling ("corn starch" for "Cornstarch", "mahi-mahi" for
 * "mahimahi"): in full, it is the same word written otherwise.
 */
export const COMPOUND_FACTOR = 1;
/** A compound word seen in at most this many names may also be read as two words. */
const RARE_COMPOUND = 2;
/** Share earned through a more specific word ("cooked" → "roasted"). */
export const ALTERNATIVE_FACTOR = 0.95;

const SPICE_HINT_WORDS = new Set(['ground', 'dried'].map(stemWord));

interface Tok {
  stem: string;
  source: TermSource;
  /**
   * Two words read as the one catalogue word they spell, one of them no word of its own
   * ("mahi-mahi" → "mahimahi", "chick-peas" → "chickpeas"): a compound spelling
   * (`COMPOUND_FACTOR`), not a correction.
   */
  joined?: true;
}

/**
 * Largest edit distance accepted when correcting a word of this length. A four-letter word one
 * edit from a catalogue word is more often another word than a typo ("wide" noodles are not
 * "wine", "tiny" capers not "toni", "live" snails not "liver", a "drip" coffee not a "dip").
 */
function maxEdits(length: number): number {
  if (length < 5) {
    return 0;
  }
  return length < 8 ? 1 : 2;
}

function vocabularyCount(indexes: readonly FoodIndex[], stem: string): number {
  let count = 0;
  for (const index of indexes) {
    count += index.vocabulary.get(stem) ?? 0;
  }
  return count;
}

function isKnown(indexes: readonly FoodIndex[], stem: string): boolean {
  return /^\d/.test(stem) || LEXICON_STEMS.has(stem) || vocabularyCount(indexes, stem) > 0;
}

/**
 * "breadcrumbs" → "bread" + "crumb" when both halves are catalogue words. A word ending in "less"
 * is a word of its own: "rindless" pork belly has no rind, it is not "rind" and "less".
 */
function splitCompound(indexes: readonly FoodIndex[], stem: string): string[] | null {
  if (stem.endsWith('less')) {
    return null;
  }
  for (let k = 3; k <= stem.length - 3; k += 1) {
    const left = stem.slice(0, k);
    const right = stemWord(stem.slice(k));
    if (vocabularyCount(indexes, left) > 0 && vocabularyCount(indexes, right) > 0) {
      return [left, right];
    }
  }
  return null;
}

/** The closest catalogue or lexicon word within the allowed edit distance (most frequent first). */
function correctSpelling(indexes: readonly FoodIndex[], stem: string): string | null {
  const max = maxEdits(stem.length);
  if (max === 0) {
    return null;
  }
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestCount = -1;
  const consider = (candidate: string, count: number): void => {
    // Misspellings rarely touch the first letter; requiring it keeps "harissa" from "carissa".
    if (Math.abs(candidate.length - stem.length) > max || candidate.length < 3 || candidate[0] !== stem[0]) {
      return;
    }
    // A word corrected into a descriptor, which a food need not have, would vanish from the
    // search: on a catalogue without morels, "morel mushrooms" had been "morsel mushrooms", and
    // white mushrooms selected at 0.97.
    if (DESCRIPTOR_STEMS.has(candidate)) {
      return;
    }
    const d = editDistance(stem, candidate, Math.min(max, bestDistance));
    if (d < bestDistance || (d === bestDistance && d <= max && count > bestCount)) {
      best = candidate;
      bestDistance = d;
      bestCount = count;
    }
  };
  for (const index of indexes) {
    for (const [candidate, count] of index.vocabulary) {
      consider(candidate, count);
    }
  }
  for (const candidate of LEXICON_STEMS) {
    consider(candidate, 0);
  }
  return bestDistance <= max ? best : null;
}

/**
 * Phrase rules with provenance. A synonym rule's output is `synonym`; a canonical phrase keeps
 * the provenance of what it consumed. Anything built from a corrected word stays `fuzzy`.
 */
function applyRules(toks: readonly Tok[], rules: readonly PhraseRule[], source: TermSource | null): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < toks.length) {
    const rule = rulesStartingWith(rules, toks[i]?.stem ?? '').find((r) =>
      r.from.every((stem, k) => toks[i + k]?.stem === stem),
    );
    if (rule === undefined) {
      const tok = toks[i];
      if (tok !== undefined) {
        out.push(tok);
      }
      i += 1;
      continue;
    }
    const consumed = toks.slice(i, i + rule.from.length);
    let via: TermSource = source ?? 'direct';
    if (consumed.some((t) => t.source === 'fuzzy')) {
      via = 'fuzzy';
    } else if (source === null && consumed.some((t) => t.source === 'synonym')) {
      via = 'synonym';
    }
    for (const stem of rule.to) {
      out.push({ stem, source: via });
    }
    i += rule.from.length;
  }
  return out;
}

/** Resolves words the catalogue does not know: compound joins and splits, then spelling. */
function resolveSpelling(indexes: readonly FoodIndex[], stems: readonly string[]): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < stems.length) {
    const stem = stems[i] ?? '';
    const next = stems[i + 1];
    if (next !== undefined && (!isKnown(indexes, stem) || !isKnown(indexes, next))) {
      const joined = stemWord(stem + next);
      if (vocabularyCount(indexes, joined) > 0) {
        out.push({ stem: joined, source: 'fuzzy', joined: true });
        i += 2;
        continue;
      }
    }
    if (isKnown(indexes, stem)) {
      out.push({ stem, source: 'direct' });
    } else {
      const split = splitCompound(indexes, stem);
      if (split !== null) {
        // A compound written as one word is the same words ("passionfruit"), as a join is.
        for (const part of split) {
          out.push({ stem: part, source: 'fuzzy', joined: true });
        }
      } else {
        const corrected = correctSpelling(indexes, stem);
        out.push(corrected === null ? { stem, source: 'direct' } : { stem: corrected, source: 'fuzzy' });
      }
    }
    i += 1;
  }
  return out;
}

/**
 * Characters of a name that are read. Ingredient names are short; the bound keeps a pasted
 * paragraph from costing a spelling correction per word.
 */
export const MAX_QUERY_LENGTH = 200;

const MODIFIER_STEMS: ReadonlySet<string> = new Set([
  ...DESCRIPTOR_STEMS,
  ...STATE_STEMS,
  ...VARIANT_STEMS,
  ...[
    'red',
    'green',
    'yellow',
    'white',
    'black',
    'brown',
    'dark',
    'light',
    'sweet',
    'hot',
    'mild',
    'homemade',
  ].map(stemWord),
]);

/** Nouns a kind is named before ("corn or canola oil" is corn oil): the parser's, as stems. */
const SHARED_KIND_NOUNS: ReadonlySet<string> = new Set([...KIND_NOUNS].map(stemWord));

/** First alternatives that are a food by themselves ("butter or olive oil" is butter): the parser's. */
const STANDALONE_STEMS: ReadonlySet<string> = new Set([...STANDALONE_WORDS].map(stemWord));

/**
 * "A or B" names A: the cook's first choice is the one measured. When A is a lone modifier of a
 * longer B ("fresh or frozen peas", "red or green bell pepper"), A qualifies B's noun instead; when
 * A is one word and B ends with a noun a kind is named before ("corn or canola oil", "anise or
 * fennel sausage"), A is that kind of B's noun (corn oil), unless A is a food by itself ("butter
 * or olive oil" is butter, "buttermilk or whole milk" buttermilk, a plural: "shallots or Vidalia
 * onions", `pluralOwnFood`, told by the `words` as written, which the stems no longer show).
 */
export function firstAlternative(stems: readonly string[], words: readonly string[] = stems): string[] {
  const at = stems.indexOf('or');
  if (at <= 0 || at === stems.length - 1) {
    return [...stems];
  }
  const left = stems.slice(0, at);
  const right = firstAlternative(stems.slice(at + 1), words.slice(at + 1));
  const first = left[0] ?? '';
  if (left.length === 1 && right.length >= 2 && MODIFIER_STEMS.has(first)) {
    return [...left, ...right.slice(1)];
  }
  const noun = right[right.length - 1] ?? '';
  // "buttermilk or whole milk": a last alternative that only qualifies its noun offers another
  // food, and a first that already ends with the noun is a food of its own.
  const onlyQualified = right.slice(0, -1).every((stem) => MODIFIER_STEMS.has(stem));
  if (
    left.length === 1 &&
    right.length >= 2 &&
    SHARED_KIND_NOUNS.has(noun) &&
    !STANDALONE_STEMS.has(first) &&
    !first.endsWith(noun) &&
    !onlyQualified &&
    !pluralOwnFood(words[0] ?? '', words[at + 1] ?? '')
  ) {
    return [first, noun];
  }
  return left;
}

/**
 * A name as a query naming it is read, when a synonym rewrites it ("Mint sauce" → "spearmint
 * sauce", in stems); null when none does. An organization's own ingredient is written in kitchen words, as
 * lines are: it is indexed under this form too, so a line that names it still finds it after the
 * line's words were rewritten the same way.
 */
export function synonymForm(name: string): string | null {
  const canonical = canonicalTokens(queryStems(name).map((stem): Tok => ({ stem, source: 'direct' })));
  const before = canonical.map((tok) => tok.stem).join(' ');
  const after = synonymTokens(canonical)
    .map((tok) => tok.stem)
    .join(' ');
  return after === '' || after === before ? null : after;
}

/**
 * The query's words: resolved, canonical, stop words dropped, synonyms applied. "A or B" reads as
 * B when A has no word the catalogue or the lexicon knows ("Hellmann's or Best Foods Real
 * Mayonnaise": two brands of one food, the first a word of no food).
 */
function queryTokens(text: string, indexes: readonly FoodIndex[]): Tok[] {
  const tokens = (stems: readonly string[]) =>
    synonymTokens(canonicalTokens(resolveSpelling(indexes, stems)));
  const named = (toks: readonly Tok[]) => toks.some((tok) => vocabularyCount(indexes, tok.stem) > 0);
  const first = tokens(queryStems(text));
  if (!named(first) && /\bor\b/i.test(text)) {
    const second = tokens(queryStems(text, lastAlternative));
    if (named(second)) {
      return second;
    }
  }
  return first;
}

/** "A or B" as B. */
function lastAlternative(stems: readonly string[]): string[] {
  const at = stems.lastIndexOf('or');
  return at < 0 ? [...stems] : stems.slice(at + 1);
}

/**
 * The stems of a query in reading order: "chicken breast, boneless skinless" reads as "boneless
 * skinless chicken breast" (the parts after a comma qualify the first, whose last word stays the
 * head noun), and "A or B" as A. A first part that only describes ("red, ripe strawberries",
 * "fresh, lightly salted mozzarella") is read with the part it describes, in the line's order.
 */
function queryStems(text: string, alternative = firstAlternative): string[] {
  const parts = text
    .slice(0, MAX_QUERY_LENGTH)
    .split(/[,;]/)
    .map((part) => {
      const written = textWords(part);
      return alternative(written.map(stemWord), written).filter((s) => s !== '');
    });
  while (parts.length > 1 && (parts[0] ?? []).every((stem) => MODIFIER_STEMS.has(stem))) {
    const [describing = [], described = []] = parts.splice(0, 2);
    parts.unshift([...describing, ...described]);
  }
  const [first = [], ...rest] = parts;
  return [...rest.reverse(), first].flat();
}

function withoutStopWords(toks: readonly Tok[]): Tok[] {
  return toks.filter((tok) => !STOP_STEMS.has(tok.stem) && tok.stem !== '');
}

/** Canonical phrases applied, stop words dropped. */
function canonicalTokens(toks: readonly Tok[]): Tok[] {
  return withoutStopWords(applyRules(toks, CANONICAL_RULES, null));
}

/** Synonyms applied to canonical tokens, then canonical phrases again. */
function synonymTokens(toks: readonly Tok[]): Tok[] {
  return withoutStopWords(applyRules(applyRules(toks, SYNONYM_RULES, 'synonym'), CANONICAL_RULES, null));
}

/** A query word with the food words that also count for it. */
function termOf(
  tok: Tok,
  neighbours: readonly (Tok | undefined)[],
  indexes: readonly FoodIndex[],
  weight: number,
): QueryTerm {
  const alternatives: TermAlternative[] = [
    {
      stem: tok.stem,
      factor: tok.joined === true ? COMPOUND_FACTOR : tok.source === 'fuzzy' ? FUZZY_FACTOR : 1,
      source: tok.source,
    },
  ];
  const same = SAME_ALTERNATIVE_STEMS.get(tok.stem);
  for (const stem of ALTERNATIVE_STEMS.get(tok.stem) ?? []) {
    alternatives.push({ stem, factor: same?.has(stem) ? 1 : ALTERNATIVE_FACTOR, source: tok.source });
  }
  // A rare compound may be written as two words in the catalogue ("Lemon grass").
  if (tok.stem.length >= 7 && vocabularyCount(indexes, tok.stem) <= RARE_COMPOUND) {
    const split = splitCompound(indexes, tok.stem);
    const [left, right] = split ?? [];
    if (left !== undefined && right !== undefined) {
      alternatives.push({ stem: left, with: right, factor: COMPOUND_FACTOR, source: 'fuzzy' });
    }
  }
  // Compound spelling: "soy milk" also matches "Soymilk", "corn starch" matches "Cornstarch".
  const [before, after] = neighbours;
  for (const joined of [
    before && stemWord(before.stem + tok.stem),
    after && stemWord(tok.stem + after.stem),
  ]) {
    // Two numbers are not one: "1-to-1 flour" (a blend's ratio) had joined into the "11" of
    // "11.5% protein" and selected that industrial wheat flour at 0.99.
    if (
      joined &&
      !/^\d+$/.test(joined) &&
      vocabularyCount(indexes, joined) > 0 &&
      !alternatives.some((a) => a.stem === joined)
    ) {
      alternatives.push({ stem: joined, factor: COMPOUND_FACTOR, source: 'fuzzy' });
    }
  }
  return { alternatives, weight };
}

/**
 * "Fisher® Chef's Naturals® Chopped Pecans", "Bertolli® Extra Virgin Olive Oil": the capitalized
 * words a ® or ™ marks name a brand (up to four words before the mark), joined by "&" too ("Lea &
 * Perrins®": its "Lea" had been left, a word no food has, 0.65).
 */
const MARKED_BRAND = /((?:[A-Z][\w'’&.-]*\s+(?:&\s+)?){0,3}[A-Z][\w'’&.-]*)\s*[®™]/g;

/** Whether some food of the indexes has every stem (a brand the catalogue carries). */
function carried(indexes: readonly FoodIndex[], stems: readonly string[]): boolean {
  return indexes.some((index) => {
    const lists = stems.map((stem) => index.postings.get(stem) ?? []);
    const [first = [], ...rest] = lists;
    const others = rest.map((list) => new Set(list));
    return first.some((entry) => others.every((set) => set.has(entry)));
  });
}

/**
 * Words of a product's own name that say which variant it is, not whose it is ("Hellmann's
 * Light®"): the variant words, and a product line's other such words.
 */
const VARIANT_NAME_WORDS: ReadonlySet<string> = new Set([
  ...VARIANT_STEMS,
  ...[
    'original',
    'classic',
    'low',
    'fat',
    'free',
    'zero',
    'extra',
    'virgin',
    'organic',
    'unsalted',
    'salted',
    'sweetened',
    'unsweetened',
    'whole',
    'skim',
  ].map(stemWord),
]);

function isVariantWord(word: string): boolean {
  return VARIANT_NAME_WORDS.has(stemWord(word.toLowerCase()));
}

/** The name with its brands left out, if at least two words are left; else the name as it was. */
function unlessTooShort(out: string, text: string): string {
  const left = textWords(out).filter((w) => !STOP_STEMS.has(stemWord(w)));
  return left.length >= 2 ? out : text;
}

/**
 * A name with the brands it marks (® or ™) left out when no food of the catalogue carries them: a
 * brand the catalogue lacks says nothing about which food it is, and the generic food stands for
 * it ("Bertolli® Extra Virgin Olive Oil" is olive oil). A brand a food carries ("HORMEL® Chili",
 * "CAMPBELL'S® V8®") stays, so the brand's product is found; so do words of the product's name
 * that say its variant ("Hellmann's Light®": light). Only when at least two words of the name are
 * left: "Captain Morgan Parrot Bay™ Coconut" is a rum, not coconut, and one word cannot say so.
 */
function withoutForeignBrands(text: string, indexes: readonly FoodIndex[]): string {
  if (!/[®™]/.test(text)) {
    return text;
  }
  const out = text.replace(MARKED_BRAND, (whole, brand: string, offset: number) => {
    const words = brand.split(/\s+/);
    const variant = words.findIndex(isVariantWord);
    const owner = variant < 0 ? words : words.slice(0, variant);
    const stems = textWords(owner.join(' ')).map(stemWord);
    // The brand's product, not another of its foods: "Domino® Granulated Sugar" is no pizza of
    // theirs, and "Campbell's® Condensed Cream of Potato Soup" a canned soup of no brand.
    const rest = textWords(`${text.slice(0, offset)} ${text.slice(offset + whole.length)}`)
      .map(stemWord)
      .filter((stem) => !STOP_STEMS.has(stem) && !DESCRIPTOR_STEMS.has(stem) && isKnown(indexes, stem));
    if (stems.length === 0 || carried(indexes, [...stems, ...rest])) {
      return whole;
    }
    return variant < 0 ? ' ' : ` ${words.slice(variant).join(' ')} `;
  });
  return unlessTooShort(out.replace(/[®™]/g, ' '), text);
}

/**
 * A run of words in capitals ("BAKER'S", "SEVEN SEAS VIVA"), as recipe sites print a brand; a
 * single letter within the run is of it ("LAND O LAKES": its "O" had been left, searched alone).
 */
const CAPITALS_BRAND = /\b[A-Z][A-Z'’&-]{2,}(?:\s+(?:[A-Z]\s+)?[A-Z][A-Z'’&-]{2,})*\b/g;

/**
 * A name with the brands it prints in capitals left out ("BAKER'S Semi-Sweet Chocolate", "KRAFT
 * Shredded Cheddar Cheese") when no food of the catalogue is that brand's product: no food has
 * the brand's words together with every other known word of the name. The catalogue's own
 * product stays ("KRAFT BREAKSTONE'S FREE Fat Free Sour Cream"), and so do the words of a brand
 * that say its variant ("FREE", "LIGHT"). A name written all in capitals says nothing by its
 * capitals, and one word left cannot say what the product is ("SPAM" stays SPAM).
 */
function withoutCapitalBrands(text: string, indexes: readonly FoodIndex[]): string {
  // Initials joined by "&" are a brand ("C&H"); not a product named by them ("M&M's").
  if (!/[a-z]/.test(text) || !/[A-Z]{3}|[A-Z]&[A-Z](?!['’]s)/.test(text)) {
    return text;
  }
  const out = text.replace(CAPITALS_BRAND, (brand: string, offset: number) => {
    const words = brand.split(/\s+/);
    const owner = words.filter((w) => !isVariantWord(w));
    const stems = textWords(owner.join(' ')).map(stemWord);
    if (stems.length === 0 || namedByLexicon(stems)) {
      return brand;
    }
    const rest = textWords(`${text.slice(0, offset)} ${text.slice(offset + brand.length)}`)
      .map(stemWord)
      .filter((stem) => !STOP_STEMS.has(stem) && !DESCRIPTOR_STEMS.has(stem) && isKnown(indexes, stem));
    if (carried(indexes, [...stems, ...rest])) {
      return brand;
    }
    return ` ${words.filter(isVariantWord).join(' ')} `;
  });
  return unlessTooShort(out, text);
}

/** The lexicon names the product by these words ("MIRACLE WHIP" is the mayonnaise-type dressing). */
function namedByLexicon(stems: readonly string[]): boolean {
  const first = stems[0] ?? '';
  return [CANONICAL_RULES, SYNONYM_RULES].some((rules) =>
    rulesStartingWith(rules, first).some((rule) => rule.from.every((stem) => stems.includes(stem))),
  );
}

/**
 * What a cook does at home to a food at next to no change in weight: toasting nuts, seeds, spices
 * or buns, crushing crackers or garlic, freezing fruit, fish or meat. When the best food is not
 * sold so ("toasted pine nuts", "cumin seeds, toasted", "crushed graham crackers", "frozen
 * banana", "frozen octopus"), the food bought is the one measured and the word is searched as a
 * descriptor; when it is (SR28's toasted sesame seeds, dry-roasted pecans, crushed canned
 * tomatoes, frozen peas), as usual. A method that holds only in some food groups names them (the
 * best food's group): a frozen vegetable is blanched, another food than the raw one, and a
 * catalogue without it has no stand-in ("frozen lima beans" are not SR28's dry mature ones).
 */
export const HOME_METHOD_STEMS: ReadonlyMap<string, ReadonlySet<string> | null> = new Map([
  [stemWord('toasted'), null],
  [stemWord('crushed'), null],
  [
    stemWord('frozen'),
    new Set([
      'Fruits and Fruit Juices',
      'Finfish and Shellfish Products',
      'Poultry Products',
      'Beef Products',
      'Pork Products',
      'Lamb, Veal, and Game Products',
    ]),
  ],
]);

/** The tokens searched for, space-separated: core words, then descriptors. */
function normalizedOf(core: readonly QueryTerm[], soft: readonly string[]): string {
  return [...core.map((t) => t.alternatives[0]?.stem ?? ''), ...soft].filter((s) => s !== '').join(' ');
}

/** The query with these terms searched as descriptors: a bonus when present, no loss when absent. */
export function asDescriptors(query: AnalyzedQuery, terms: readonly QueryTerm[]): AnalyzedQuery {
  const core = query.core.filter((term) => !terms.includes(term));
  const soft = [...new Set([...query.soft, ...terms.map((term) => term.alternatives[0]?.stem ?? '')])];
  return {
    ...query,
    core,
    soft,
    normalized: normalizedOf(core, soft),
  };
}

const GROUND_STEM = stemWord('ground');

/**
 * A word's alternative that is the head's default reading matches as fully as the word: "cooked
 * chicken" is roasted chicken (PREFERRED_DEFAULTS), which SR28 names "meat only, roasted" without
 * "cooked".
 */
function withDefaultReadings(core: readonly QueryTerm[], defaults: readonly string[]): readonly QueryTerm[] {
  if (defaults.length === 0 || !core.some((term) => term.alternatives.length > 1)) {
    return core;
  }
  return core.map((term) =>
    term.alternatives.some((alt, k) => k > 0 && alt.factor < 1 && defaults.includes(alt.stem))
      ? {
          ...term,
          alternatives: term.alternatives.map((alt, k) =>
            k > 0 && defaults.includes(alt.stem) ? { ...alt, factor: 1 } : alt,
          ),
        }
      : term,
  );
}

/** Analyzes an ingredient name against the vocabulary of the given indexes. */
export function analyzeQuery(text: string, indexes: readonly FoodIndex[]): AnalyzedQuery {
  const all = queryTokens(withoutCapitalBrands(withoutForeignBrands(text, indexes), indexes), indexes);
  // Words no catalogue food has before a head noun the catalogue knows are modifiers it cannot
  // use (a producer, a marketing word): set apart rather than searched for.
  const known = (tok: Tok) => tok.source !== 'direct' || isKnown(indexes, tok.stem);
  const lastKnown = all.findLastIndex((tok) => known(tok) && !DESCRIPTOR_STEMS.has(tok.stem));
  const unknown = all.filter((tok, k) => k < lastKnown && !known(tok)).map((tok) => tok.stem);
  const toks = all.filter((tok, k) => k >= lastKnown || known(tok));
  // Ground spices are the spice ("ground cumin"), but ground meat is not a cut of it: "ground" is
  // a word a meat must have ("lean ground beef, preferably top round" had found a round steak).
  const meat = toks.some((tok) => SPECIES_STEMS.has(tok.stem));
  const descriptor = (tok: Tok) => DESCRIPTOR_STEMS.has(tok.stem) && !(meat && tok.stem === GROUND_STEM);
  let words: Tok[] = toks.filter((tok) => !descriptor(tok));
  let soft = toks.filter(descriptor).map((tok) => tok.stem);
  if (words.length === 0) {
    // Only descriptors ("fresh"): search for them as words.
    words = toks;
    soft = [];
  }
  const head = words[words.length - 1];
  const seen = new Set<string>();
  const core: QueryTerm[] = [];
  words.forEach((tok, k) => {
    if (!seen.has(tok.stem)) {
      seen.add(tok.stem);
      core.push(termOf(tok, [words[k - 1], words[k + 1]], indexes, tok === head ? HEAD_WEIGHT : 1));
    }
  });

  const mentions = new Set<string>();
  for (const term of core) {
    for (const alt of term.alternatives) {
      mentions.add(alt.stem);
      if (alt.with !== undefined) {
        mentions.add(alt.with);
      }
    }
  }
  for (const stem of soft) {
    mentions.add(stem);
  }
  // The words the line itself says, without the alternatives a word accepts: "cooked" accepts
  // roasted and stewed alike, and says neither. Built when a rule's head first matches.
  let saidWords: ReadonlySet<string> | undefined;
  const said = (stem: string) => {
    saidWords ??= new Set([...core.map((term) => term.alternatives[0]?.stem ?? ''), ...soft]);
    return saidWords.has(stem);
  };
  const defaults: string[] = [];
  const formDefaults: string[] = [];
  if (head !== undefined) {
    for (const rule of DEFAULT_RULES) {
      const endsWith = (head: readonly string[]) => {
        const start = words.length - head.length;
        return start >= 0 && head.every((stem, k) => words[start + k]?.stem === stem);
      };
      // A kind the catalogue does not know ("mascarpone cheese") is not the default kind (cheddar).
      const applies =
        !(rule.kind && unknown.length > 0) &&
        rule.heads.some(endsWith) &&
        rule.when.every((stem) => mentions.has(stem)) &&
        !rule.unless.some(said);
      if (applies) {
        for (const stem of rule.prefer) {
          if (!said(stem) && !defaults.includes(stem)) {
            defaults.push(stem);
          }
          if (!rule.kind && !said(stem) && !formDefaults.includes(stem)) {
            formDefaults.push(stem);
          }
        }
      }
    }
  }
  for (const stem of defaults) {
    mentions.add(stem);
  }
  const categoryHint = [...mentions].some((stem) => SPICE_HINT_WORDS.has(stem)) ? 'Spices and Herbs' : null;
  const normalized = normalizedOf(core, soft);
  const headStems = new Set<string>();
  const headTerm = core.find((term) => term.weight === HEAD_WEIGHT);
  for (const alt of headTerm?.alternatives ?? []) {
    headStems.add(alt.stem);
  }
  return {
    normalized,
    core: withDefaultReadings(core, defaults),
    soft: [...new Set(soft)],
    defaults,
    formDefaults,
    head: headStems,
    mentions,
    categoryHint,
    unknown: [...new Set(unknown)],
  };
}
