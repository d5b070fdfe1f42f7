/**
 * Ranked candidate foods for an ingredient name. See README.md in this folder for the ranking
 * rules, the strategies and how confidence is computed.
 */
import {
  CLASS_MEMBER_STEMS,
  CONFLICT_STEMS,
  COOKED_STEMS,
  DESCRIPTOR_EQUIVALENT_STEMS,
  DESCRIPTOR_NEEDED_STEMS,
  ORIGIN_STEMS,
  SPECIES_STEMS,
  STATE_STEMS,
  VARIANT_STEMS,
} from './analyze.ts';
import {
  type EntryToken,
  type FoodIndex,
  type IndexedEntry,
  identityKeyOf,
  isQualifier,
} from './food-index.ts';
import { NAME_PRIOR_WAIVERS } from './lexicon.ts';
import {
  type AnalyzedQuery,
  analyzeQuery,
  asDescriptors,
  HEAD_WEIGHT,
  HOME_METHOD_STEMS,
  type QueryTerm,
} from './query.ts';
import { stemWord, words as textWords } from './text.ts';

/**
 * How the selected candidate was found:
 * - `exact`: the query names the food, up to word order, plurals and SR28's default qualifiers
 *   ("olive oil" → "Oil, olive, salad or cooking");
 * - `synonym`: through the synonym table ("evoo", "scallions" ← "green onions");
 * - `standard`: token ranking, the food has words the query does not (or the reverse);
 * - `fuzzy`: a word was matched through a spelling correction or a compound spelling;
 * - `none`: nothing matched.
 */
export type SearchStrategy = 'exact' | 'synonym' | 'standard' | 'fuzzy' | 'none';

export interface MatchCandidate {
  ingredient_id: string;
  ingredient_name: string;
  /** The food's group ("Beverages"). */
  category: string;
  /** Probability-like confidence in [0, 1] that this is the food meant. */
  confidence: number;
  /** Raw ranking score (higher is better; comparable within one query only). */
  score: number;
  strategy: SearchStrategy;
}

export interface MatchResult {
  query_text: string;
  /** The tokens searched for, after normalization, stemming, spelling and synonyms. */
  normalized_query: string;
  candidates: MatchCandidate[];
  /** The top candidate when its confidence reaches `minConfidence`, else null. */
  selected: MatchCandidate | null;
  search_strategy_used: SearchStrategy;
}

export interface MatchOptions {
  /** Candidates to return (default 5, at most 50). */
  limit?: number;
  /** Confidence the top candidate needs to be `selected` (default SELECT_MIN_CONFIDENCE). */
  minConfidence?: number;
}

/** Ranking weights (README.md, "Ranking"). */
export const RANKING = {
  /** Share of a query word earned by a food that has it only as an added ingredient ("with broth"). */
  addedShare: 0.5,
  /** Per unsatisfied identity group (a head word of the food the query does not mention). */
  identityMiss: 0.15,
  /** Cap on identity misses counted. */
  identityMissCap: 2,
  /** Cap on the cost of food words the query does not mention. */
  extrasCap: 0.4,
  /** Per descriptor word of the query the food has. */
  softBonus: 0.05,
  /** Per preferred-default word the food has. */
  defaultBonus: 0.03,
  /** For a food in the group the query hints at. */
  categoryHint: 0.05,
  /** Share of its cheapest word an unmentioned "X or Y" group costs: it covers both, so it is general. */
  alternativesShare: 0.5,
  /** A food word that contradicts a query word ("meat and skin" for "skinless"). */
  conflict: 0.1,
  /** Match quality lost per contradiction: a food the query rules out is not the food meant. */
  conflictQuality: 0.3,
  /** Match quality lost by a cooked food when the query names no way of cooking (plain means raw). */
  cookedQuality: 0.15,
  /** A food of another meat species than the query names. */
  speciesConflict: 0.3,
  /** Share of an identity miss charged when the food's parenthesized name matched ("cilantro"). */
  aliasMissShare: 0.5,
  /** When the query's head noun is the food's head noun ("olive oil" → "Oil, olive", not "Olives"). */
  headAgreement: 0.1,
  /**
   * A query head noun found in at most this many catalogue names is specific: a food it fully
   * names is not doubted for a class word the query leaves out ("scallions" → "Onions, spring or
   * scallions", "half-and-half" → "Cream, fluid, half and half", "morels" → "Mushrooms, morel").
   * The score still pays the miss.
   */
  specificHead: 8,
  /**
   * Match quality lost by a food that has none of the preferred-default words the query's head
   * attaches: the form a plain name means may be missing from the catalogue ("crab meat" is sold
   * cooked; a catalogue with only raw crab).
   */
  defaultMissQuality: 0.1,
  /** Match quality lost by a food whose identity is the query's words in the other order. */
  reversedQuality: 0.25,
  /** Match quality lost per modifier no catalogue food has ("Maldon sea salt", "crusty bread"). */
  unknownModifier: 0.1,
  /**
   * The same, when the query is a class of prepared food named by that word alone ("harissa
   * paste", "ponzu sauce", "berbere seasoning"): the word is the food, the class names none.
   */
  unknownNamesClass: 0.55,
  /** How far the raw food of an identity is ranked above a part SR28 has only cooked ("venison loin"). */
  rawFormLead: 0.01,
} as const;

/**
 * Confidence model (README.md, "Confidence"; docs/decisions/0024-resolution-confidence.md).
 * A match score s = quality² × logistic(intercept + margin × score margin) orders candidates by
 * how sure the ranking is; `calibration` maps it to the share of recipe lines that were right at
 * that score: confidence = logistic(a + b × logit(s)), a and b fitted by maximum likelihood on
 * the "fit" half of recipe lines labelled by nutritionists (scripts/eval-resolution.ts).
 */
export const CONFIDENCE = {
  qualityExponent: 2,
  intercept: 0.5,
  margin: 36,
  /** Margins beyond ± this much score say nothing more. */
  marginCap: 0.2,
  /**
   * The margin an exact match is credited with at least: a longer name that also contains every
   * word ("Onions, spring or scallions" for "onions") is not a reason to doubt the exact one.
   * Not when the exact one only names the query's word after its class word and a food of another
   * group starts with it ("Cheese, pasteurized process, pimento" against "Pimento, canned").
   */
  exactMargin: 0.1,
  calibration: { a: 0.597, b: 0.474 },
} as const;

/**
 * The confidence a candidate needs to be selected without a person: a wrong food on a label is
 * priced at ten of a person's clicks (docs/decisions/0024-resolution-confidence.md), so a line
 * is resolved when the chance it is wrong is below 1/10.
 */
export const SELECT_MIN_CONFIDENCE = 0.9;
const DEFAULT_LIMIT = 5;
/** How deep a ranking goes, when a page holds only siblings of its first candidate, to find its rival. */
const RIVAL_DEPTH = 20;
const MAX_LIMIT = 50;

/** What scoring a food needs to know of the query and the catalogue besides the food. */
interface QueryContext {
  /** The query's head noun is in at most RANKING.specificHead names. */
  readonly specificHead: boolean;
  /**
   * The query's head noun is in one name of the catalogue, its only food of that name ("chorizo":
   * SR28's "Chorizo, pork and beef").
   */
  readonly soleHead: boolean;
  /** The query names a way of cooking. */
  readonly namesCooking: boolean;
  /** The query's head attaches preferred forms, and no food with the head has any of their words. */
  readonly defaultAbsent: boolean;
  /** A stem some food has outside a brand ("vanilla"): naming it does not name a brand. */
  readonly plainWord: (stem: string) => boolean;
  /**
   * Ways of keeping a food that every food with all the query's words has ("canned" for "carrot
   * juice", "dried" for "goji berries"): the catalogue sells the food only so, and a line that
   * does not say it has left nothing open.
   */
  readonly impliedStates: ReadonlySet<string>;
  /**
   * Qualifiers (`plainQualifier`) every food the query fully covers and names has, when there are
   * several and none is a cut of meat: "cucumber" of SR28's dill pickles. They tell nothing apart
   * among the foods the line could mean, so they cost those foods nothing (a food without every
   * query word still pays).
   */
  readonly impliedKinds: ReadonlySet<string>;
  /** What the query's modifiers no catalogue food has cost every candidate's match quality (`unknownCost`). */
  readonly unknownCost: number;
  /**
   * The query's descriptors that a food of some groups must show (DESCRIPTOR_NEEDED_IN_CATEGORY:
   * "leaves" of a fruit), with those groups; usually none.
   */
  readonly neededDescriptors: readonly (readonly [string, ReadonlySet<string>])[];
}

interface Scored {
  entry: IndexedEntry;
  indexPosition: number;
  score: number;
  /** Match quality in [0, 1]: coverage of the query less what the food adds or lacks. */
  quality: number;
  extras: number;
  strategy: SearchStrategy;
  /** Every query word found, every identity word said, nothing extra: exact, or exact through the lexicon. */
  complete: boolean;
}

const NO_TERMS: ReadonlySet<QueryTerm> = new Set();
const NO_KINDS: ReadonlySet<string> = new Set();

/** How much of the query a food covers, and through which kind of word. */
function coverageOf(
  query: AnalyzedQuery,
  entry: IndexedEntry,
  skip: ReadonlySet<QueryTerm> = NO_TERMS,
): { coverage: number; source: 'direct' | 'synonym' | 'fuzzy' } {
  let total = 0;
  let earned = 0;
  let viaFuzzy = false;
  let viaSynonym = false;
  for (const term of query.core) {
    if (skip.has(term)) {
      continue;
    }
    total += term.weight;
    let best = 0;
    let bestSource: string | null = null;
    for (const alt of term.alternatives) {
      if (!entry.stems.has(alt.stem) || (alt.with !== undefined && !entry.stems.has(alt.with))) {
        continue;
      }
      const factor = entry.addedStems.has(alt.stem) ? alt.factor * RANKING.addedShare : alt.factor;
      if (factor > best) {
        best = factor;
        bestSource = alt.source;
      }
    }
    if (best > 0) {
      earned += term.weight * best;
      viaFuzzy ||= bestSource === 'fuzzy';
      viaSynonym ||= bestSource === 'synonym';
    }
  }
  return {
    coverage: total > 0 ? earned / total : 0,
    source: viaFuzzy ? 'fuzzy' : viaSynonym ? 'synonym' : 'direct',
  };
}

interface Candidate {
  entry: IndexedEntry;
  indexPosition: number;
  coverage: number;
  source: 'direct' | 'synonym' | 'fuzzy';
}

/** Per-entry working arrays of one index, reused by every ranking (rankings run one at a time). */
interface Scratch {
  /** 1 once an entry is a candidate of the ranking under way. */
  seen: Uint8Array;
  /** Share of the current term an entry earns (its best alternative). */
  termBest: Float64Array;
  /** Which alternative of the current term that share came through. */
  termSource: Uint16Array;
  earned: Float64Array;
  /** Bit 1: a term was earned through a fuzzy alternative; bit 2: through a synonym. */
  via: Uint8Array;
}

const scratches = new WeakMap<FoodIndex, Scratch>();

function scratchOf(idx: FoodIndex): Scratch {
  let scratch = scratches.get(idx);
  if (scratch === undefined) {
    const n = idx.entries.length;
    scratch = {
      seen: new Uint8Array(n),
      termBest: new Float64Array(n),
      termSource: new Uint16Array(n),
      earned: new Float64Array(n),
      via: new Uint8Array(n),
    };
    scratches.set(idx, scratch);
  }
  return scratch;
}

const VIA_FUZZY = 1;
const VIA_SYNONYM = 2;

/**
 * Appends to `out` every entry of `idx` with a generating term's word, in the order the terms'
 * postings name them, with `coverageOf` (the same sums in the same order), computed from the
 * postings alone: the entries themselves are not read, so a ranking touches little memory
 * besides the foods it scores.
 */
function generateCandidates(
  idx: FoodIndex,
  indexPosition: number,
  query: AnalyzedQuery,
  generators: readonly QueryTerm[],
  out: Candidate[],
): void {
  const { seen, termBest, termSource, earned, via } = scratchOf(idx);
  const order: number[] = [];
  for (const term of generators) {
    for (const alt of term.alternatives) {
      for (const position of idx.postings.get(alt.with ?? alt.stem) ?? []) {
        if (seen[position] === 0) {
          seen[position] = 1;
          order.push(position);
        }
      }
    }
  }
  let total = 0;
  const touched: number[] = [];
  for (const term of query.core) {
    total += term.weight;
    for (const [a, alt] of term.alternatives.entries()) {
      const added = idx.addedPostings.get(alt.stem);
      for (const position of idx.postings.get(alt.stem) ?? []) {
        if (seen[position] === 0) {
          continue;
        }
        if (alt.with !== undefined && idx.entries[position]?.stems.has(alt.with) !== true) {
          continue;
        }
        const factor = added?.has(position) === true ? alt.factor * RANKING.addedShare : alt.factor;
        if (factor > (termBest[position] ?? 0)) {
          if (termBest[position] === 0) {
            touched.push(position);
          }
          termBest[position] = factor;
          termSource[position] = a;
        }
      }
    }
    for (const position of touched) {
      const best = termBest[position] ?? 0;
      earned[position] = (earned[position] ?? 0) + term.weight * best;
      const source = term.alternatives[termSource[position] ?? 0]?.source;
      via[position] =
        (via[position] ?? 0) | (source === 'fuzzy' ? VIA_FUZZY : source === 'synonym' ? VIA_SYNONYM : 0);
      termBest[position] = 0;
    }
    touched.length = 0;
  }
  for (const position of order) {
    const coverage = total > 0 ? (earned[position] ?? 0) / total : 0;
    const flags = via[position] ?? 0;
    const entry = idx.entries[position];
    if (coverage > 0 && entry !== undefined) {
      out.push({
        entry,
        indexPosition,
        coverage,
        source: (flags & VIA_FUZZY) !== 0 ? 'fuzzy' : (flags & VIA_SYNONYM) !== 0 ? 'synonym' : 'direct',
      });
    }
    seen[position] = 0;
    earned[position] = 0;
    via[position] = 0;
  }
}

/**
 * Every candidate the postings give a query, with its coverage and source summed from the
 * postings (`generateCandidates`) and read from the food (`coverageOf`): the two must agree. For
 * tests.
 */
export function candidateCoverages(
  index: FoodIndex,
  query: string,
): { text: string; postings: [number, string]; entry: [number, string] }[] {
  const analyzed = analyzeQuery(query, [index]);
  const naming = analyzed.core.filter((term) => !isStateTerm(term));
  const candidates: Candidate[] = [];
  generateCandidates(index, 0, analyzed, naming.length > 0 ? naming : analyzed.core, candidates);
  return candidates.map((c) => {
    const read = coverageOf(analyzed, c.entry);
    return { text: c.entry.text, postings: [c.coverage, c.source], entry: [read.coverage, read.source] };
  });
}

function isStateTerm(term: QueryTerm): boolean {
  const stem = term.alternatives[0]?.stem ?? '';
  return STATE_STEMS.has(stem) || VARIANT_STEMS.has(stem);
}

/** The most any food can gain in bonuses for this query (an upper bound for pruning). */
function maxBonus(query: AnalyzedQuery): number {
  return (
    RANKING.headAgreement +
    RANKING.softBonus * query.soft.length +
    RANKING.defaultBonus * query.defaults.length +
    (query.categoryHint === null ? 0 : RANKING.categoryHint)
  );
}

function scoreEntry(
  query: AnalyzedQuery,
  entry: IndexedEntry,
  indexPosition: number,
  coverage: number,
  source: 'direct' | 'synonym' | 'fuzzy',
  context: QueryContext,
): Scored {
  const { specificHead, namesCooking } = context;
  // The only food of the name the query says, every query word found: its qualifiers tell it
  // apart from nothing ("chorizo" → "Chorizo, pork and beef" had stopped at 0.85, "caviar" →
  // "Fish, caviar, black and red, granular" at 0.83), as the qualifiers all foods of an identity
  // carry.
  // Not its state: "fresh horseradish" is not the starter's only one, "Horseradish, prepared".
  const soleFood = context.soleHead && coverage === 1 && entry.prior >= 0;
  const mentions = query.mentions;
  const identity = entry.identity;
  // A line that names the product's brand ("Corn Chex", "Cheez Whiz") names its producer and its
  // other brand words too ("GENERAL MILLS", "KRAFT"); naming only the producer names no product.
  // Only the brand words of the part of the name the line names, and of the parts before it, are
  // implied: a variant in a later part ("FIBER ONE, HONEY CLUSTERS") is another product, which
  // "Fiber One cereal" had selected as an exact match.
  const named = entry.tokens.filter(
    (token) =>
      token.brand &&
      mentions.has(token.stem) &&
      !context.plainWord(token.stem) &&
      identity.groups.some((group) => group.includes(token.stem)),
  );
  const namesBrand = named.length > 0;
  const lastNamedPart = Math.max(-1, ...named.map((token) => token.segment));
  const brandStems = entry.tokens
    .filter((token) => token.brand && token.segment <= lastNamedPart)
    .map((token) => token.stem);
  let identityMiss = 0;
  const missedGroups: (readonly string[])[] = [];
  const namedGroups: (readonly string[])[] = [];
  for (const group of identity.groups) {
    if (!group.some((stem) => mentionsWord(query, stem) || (namesBrand && brandStems.includes(stem)))) {
      identityMiss += identity.weight;
      missedGroups.push(group);
    } else {
      namedGroups.push(group);
    }
  }
  if (identityMiss > 0 && identity.alias.some((stem) => mentions.has(stem))) {
    identityMiss *= RANKING.aliasMissShare;
  }
  let extras = 0;
  // Numbers ("3.25% milkfat", "86 proof") specify the food further; unmentioned, they order
  // candidates but do not make the food a worse answer to the query.
  let numbers = 0;
  // The unnamed class word of a category head ("Mushrooms" for "morels"), charged to quality only
  // when the query's head is a common word.
  let implied = 0;
  // Qualifiers every food of its identity carries ("Fish, anchovy, european, …"): they order
  // candidates as any word does, but a line that leaves them out has not asked for another food.
  let shared = 0;
  let impliedState = 0;
  const groups = new Map<number, { mentioned: boolean; cost: number }>();
  for (const token of entry.tokens) {
    const mentioned =
      mentions.has(token.stem) ||
      // A cooking method names the state: "hard-boiled eggs" are "Egg, whole, cooked, hard-boiled".
      (token.stem === 'cooked' && namesCooking) ||
      (namesBrand && token.brand && brandStems.includes(token.stem)) ||
      (token.implied && (CLASS_MEMBER_STEMS.get(token.stem) ?? []).some((member) => mentions.has(member))) ||
      namedByCompound(token.stem, entry, mentions);
    if (token.group === null) {
      if (!mentioned) {
        extras += token.cost;
        if (/^\d/.test(token.stem)) {
          numbers += token.cost;
        } else if (token.implied) {
          implied += token.cost;
        } else if (
          // A food alone in its identity says which of one only to a line that names all of it
          // ("salted peanuts" do not name SR28's "Peanut butter, smooth style, with salt").
          (entry.shared.has(token.stem) && (entry.alone !== true || identityMiss === 0)) ||
          (soleFood && isQualifier(token, identity))
        ) {
          shared += token.cost;
        } else if (
          context.impliedStates.has(token.stem) ||
          (coverage === 1 && context.impliedKinds.has(token.stem))
        ) {
          impliedState += token.cost;
        }
      }
      continue;
    }
    const group = groups.get(token.group) ?? { mentioned: false, cost: Number.POSITIVE_INFINITY };
    group.mentioned ||= mentioned;
    group.cost = Math.min(group.cost, token.cost);
    groups.set(token.group, group);
  }
  for (const group of groups.values()) {
    if (!group.mentioned) {
      extras += group.cost * RANKING.alternativesShare;
    }
  }
  if (entry.species !== null && !mentions.has(entry.species)) {
    for (const stem of mentions) {
      if (SPECIES_STEMS.has(stem)) {
        // "lamb chops" are not "Pork, fresh, loin, center loin (chops)".
        extras += RANKING.speciesConflict;
        break;
      }
    }
  }
  let conflicts = 0;
  for (const stem of mentions) {
    // "Bone" the query only prefers by default (a pork chop's usual center loin chop is on the
    // bone) rules out nothing: a catalogue without the bone-in chop offers the boneless one.
    if (stem === BONE_STEM && query.defaults.includes(stem)) {
      continue;
    }
    for (const other of CONFLICT_STEMS.get(stem) ?? []) {
      if (entry.stems.has(other) && !entry.parenStems.has(other) && !mentions.has(other)) {
        extras += RANKING.conflict;
        conflicts += 1;
      }
    }
  }
  for (const [stem, groups] of context.neededDescriptors) {
    if (!entry.stems.has(stem) && groups.has(entry.food.category)) {
      extras += RANKING.conflict;
      conflicts += 1;
    }
  }
  const cooked = entry.cooked && !namesCooking;
  let bonus = 0;
  const agrees = agreesOnHead(query, entry);
  const reversed = !agrees && reversedIdentity(query, entry);
  if (agrees) {
    bonus += RANKING.headAgreement;
  }
  for (const stem of query.soft) {
    const equivalents = DESCRIPTOR_EQUIVALENT_STEMS.get(stem) ?? [];
    if (entry.stems.has(stem) || equivalents.some((other) => entry.stems.has(other))) {
      bonus += RANKING.softBonus;
    }
  }
  for (const stem of query.defaults) {
    if (entry.stems.has(stem)) {
      bonus += RANKING.defaultBonus;
    }
  }
  // The usual form a plain name means ("crab meat" is sold cooked) is not in the catalogue.
  const missesDefault = context.defaultAbsent && !query.formDefaults.some((stem) => entry.stems.has(stem));
  if (query.categoryHint !== null && entry.food.category === query.categoryHint) {
    bonus += RANKING.categoryHint;
  }
  let prior = entry.prior;
  if (entry.priors.length > 0) {
    prior = 0;
    // A line that names the product ("Corn Chex") has chosen it: its food group's prior (a
    // breakfast cereal, a snack) and its brand's are waived.
    for (const p of entry.priors) {
      if (!namesBrand && !p.waivers.some((stem) => mentions.has(stem))) {
        prior += p.amount;
      }
    }
  }
  const penalty =
    RANKING.identityMiss * Math.min(identityMiss, RANKING.identityMissCap) +
    Math.min(extras, RANKING.extrasCap);
  const score = coverage - penalty + bonus + prior;
  // A specific head the food has, with every query word found, names the food despite the miss.
  // The species of a cut the query names by itself ("bacon" → "Pork, cured, bacon") is implied
  // when the query names no species: the margin over other species' cuts says how sure that is.
  const speciesImplied =
    entry.species !== null &&
    agrees &&
    coverage === 1 &&
    identityMiss <= identity.weight &&
    ![...mentions].some((stem) => SPECIES_STEMS.has(stem));
  const namedDespiteMiss =
    (specificHead &&
      coverage === 1 &&
      identityMiss <= 1 &&
      entry.prior >= 0 &&
      !missesProduct(query, identity) &&
      !missedInPhrase(entry, missedGroups, namedGroups, mentions)) ||
    speciesImplied;
  const quality = clamp01(
    coverage -
      (namedDespiteMiss ? 0 : RANKING.identityMiss * identityMiss) -
      (extras - numbers - shared - impliedState - (namedDespiteMiss ? implied : 0)) / 2 -
      RANKING.conflictQuality * conflicts -
      (cooked ? RANKING.cookedQuality : 0) -
      context.unknownCost -
      (missesDefault ? RANKING.defaultMissQuality : 0) -
      (reversed ? RANKING.reversedQuality : 0) +
      Math.min(0, prior),
  );
  let strategy: SearchStrategy;
  const complete = coverage === 1 && identityMiss === 0 && extras === 0 && query.unknown.length === 0;
  if (source === 'fuzzy') {
    strategy = 'fuzzy';
  } else if (source === 'synonym') {
    strategy = 'synonym';
  } else if (complete) {
    strategy = 'exact';
  } else {
    strategy = 'standard';
  }
  return { entry, indexPosition, score, quality, extras, strategy, complete };
}

/**
 * An identity word the query misses, before a word of the name it names in one phrase: a
 * qualifier of that word ("Chinese gooseberry", SR28's kiwifruit, is no gooseberry). One after it
 * is the class of the kind the query names ("cumin seed", "phyllo dough"), as a phrase of its own
 * is ("Onions, spring or scallions"); so are words the food's brackets include that the query
 * names ("Wonton wrappers (includes egg roll wrappers)"). Read only where a miss would be forgiven.
 */
function missedInPhrase(
  entry: IndexedEntry,
  missedGroups: readonly (readonly string[])[],
  namedGroups: readonly (readonly string[])[],
  mentions: ReadonlySet<string>,
): boolean {
  if (missedGroups.length === 0) {
    return false;
  }
  for (const stem of mentions) {
    if (entry.parenStems.has(stem)) {
      return false;
    }
  }
  const { tokens } = entry;
  const at = (stem: string) => tokens.findIndex((token) => token.stem === stem);
  return missedGroups.some((missed) =>
    missed.some((m) => {
      const before = at(m);
      return (
        before >= 0 &&
        namedGroups.some((named) =>
          named.some((n) => {
            const after = at(n);
            return after > before && tokens[after]?.segment === tokens[before]?.segment;
          }),
        )
      );
    }),
  );
}

/**
 * Classes of prepared food whose name says nothing of which one without the word before it: SR28's
 * tomato sauce or paste and its poultry seasoning had come first, at 0.77 and 0.67, for a "harissa
 * paste", a "hollandaise sauce" or a "za'atar seasoning" it does not list; its cheese sauce at 0.63
 * for a "mascarpone cheese".
 */
const CLASS_NOUN_STEMS: ReadonlySet<string> = new Set(
  ['sauce', 'paste', 'seasoning', 'rub', 'marinade', 'glaze', 'dip', 'cheese'].map(stemWord),
);

/**
 * Products made of a food, not classes it belongs to: the specific head a query names ("buckwheat
 * groats") does not name the flour ground from it ("Buckwheat flour, whole-groat", which the
 * starter catalogue had selected at 0.99 for groats) as it names "Mushrooms, morel" for morels.
 */
const PRODUCT_STEMS: ReadonlySet<string> = new Set(
  ['flour', 'meal', 'oil', 'juice', 'starch', 'bran', 'germ', 'powder'].map(stemWord),
);

/** The food's identity names a product of the query's food (`PRODUCT_STEMS`) the query leaves out. */
function missesProduct(query: AnalyzedQuery, identity: IndexedEntry['identity']): boolean {
  return identity.groups.some(
    (group) =>
      group.some((stem) => PRODUCT_STEMS.has(stem)) && !group.some((stem) => mentionsWord(query, stem)),
  );
}

/** What the query's modifiers no catalogue food has cost a candidate's match quality. */
function unknownCost(query: AnalyzedQuery): number {
  const count = query.unknown.length;
  if (count === 0) {
    return 0;
  }
  const classOnly = query.core.length === 1 && [...query.head].some((stem) => CLASS_NOUN_STEMS.has(stem));
  return (classOnly ? RANKING.unknownNamesClass : RANKING.unknownModifier) * count;
}

const SALTED_STEM = stemWord('salted');

/**
 * The food is sold the way the line's method makes it only salted ("Nuts, walnuts, dry roasted,
 * with salt added", SR28's one roasted walnut), and the line names no salt: a cook toasting
 * walnuts toasts unsalted ones, so the method is searched as done at home.
 */
function addsUnaskedSalt(entry: IndexedEntry, query: AnalyzedQuery): boolean {
  return (
    entry.stems.has(SALTED_STEM) &&
    !query.core.some((term) => term.alternatives.some((alt) => alt.stem === SALTED_STEM))
  );
}

/** A query term a food has (directly or through one of its alternatives). */
function hasTerm(entry: IndexedEntry, term: QueryTerm): boolean {
  return term.alternatives.some((alt) => entry.stems.has(alt.stem));
}

/**
 * Parts of an animal that are not its meat (SR28's "variety meats and by-products"): the raw meat
 * does not stand for them. "4 chicken feet" had been four whole chickens' meat and skin, 3,680 g,
 * because SR28 has chicken feet only boiled.
 */
const BY_PRODUCT_STEMS: ReadonlySet<string> = new Set(
  [...(NAME_PRIOR_WAIVERS.get('variety') ?? []), 'skin', 'neck', 'back', 'hock', 'trotter'].map(stemWord),
);

/**
 * When the line names no cooking and the best food is cooked only because SR28 has the part the
 * line names ("venison loin") only cooked, the raw food of the same identity ("Game meat, deer,
 * raw") stands for it: the meat of the animal, uncooked. It is scored as if the line had not
 * named the part, and ranked first. Not when a raw food of that identity has the part.
 */
function rawFormOf(
  query: AnalyzedQuery,
  indexes: readonly FoodIndex[],
  top: Scored | undefined,
  context: QueryContext,
): Scored | null {
  if (top === undefined || context.namesCooking || !top.entry.cooked) {
    return null;
  }
  const key = identityKeyOf(top.entry);
  const firstGroup = top.entry.identity.groups[0];
  if (key === '' || firstGroup === undefined) {
    return null;
  }
  let found: Scored | null = null;
  indexes.forEach((idx, indexPosition) => {
    for (const stem of firstGroup) {
      for (const position of idx.postings.get(stem) ?? []) {
        const entry = idx.entries[position];
        if (entry === undefined || entry.cooked || identityKeyOf(entry) !== key) {
          continue;
        }
        // The one term the cooked food has and this one lacks is the head noun: the part SR28
        // has only cooked ("loin"), not a state or a variant ("salted peanuts").
        const missing = query.core.filter((term) => !hasTerm(entry, term));
        if (
          missing.length !== 1 ||
          missing.some(
            (term) =>
              term.weight !== HEAD_WEIGHT ||
              isStateTerm(term) ||
              !hasTerm(top.entry, term) ||
              term.alternatives.some((alt) => BY_PRODUCT_STEMS.has(alt.stem)),
          )
        ) {
          continue;
        }
        const skip = new Set(missing);
        const { coverage, source } = coverageOf(query, entry, skip);
        if (coverage < 1) {
          continue;
        }
        // Covered only with the part left out: the kinds the foods with the part share are not its.
        const scored = scoreEntry(query, entry, indexPosition, coverage, source, {
          ...context,
          impliedKinds: NO_KINDS,
        });
        if (found === null || better(scored, found) < 0) {
          found = scored;
        }
      }
    }
  });
  if (found === null) {
    return null;
  }
  const raw: Scored = found;
  return { ...raw, score: Math.max(raw.score, top.score + RANKING.rawFormLead) };
}

/** "Bone", which a query may prefer by default without ruling the boneless cut out. */
const BONE_STEM = stemWord('bone');

/**
 * States that say how a food is kept, not what it is made into: the catalogue may sell a food
 * only so ("Carrot juice, canned", "Goji berries, dried"). Not a form ("powder", "paste"), not
 * an addition ("salted", "sweetened"), not cooking: those change the food a line names.
 */
const PACKED_STATE_STEMS: ReadonlySet<string> = new Set(
  ['canned', 'frozen', 'dried', 'dehydrated'].map(stemWord),
);

/** Whole grain is no kind but another food than the refined one a line may mean ("pastry flour"). */
const WHOLE_GRAIN_STEMS: ReadonlySet<string> = new Set(['wholegrain', 'wholewheat', 'whole'].map(stemWord));

/**
 * A qualifier that tells a food apart without changing what it is made into: a kind ("cucumber"
 * of SR28's dill pickles, "japanese" of its soba noodles). Not a state, a variant or a way of
 * cooking, whole grain, a number, a brand or an added ingredient.
 */
function plainQualifier(token: EntryToken): boolean {
  return (
    !token.brand &&
    !token.added &&
    !/^\d/.test(token.stem) &&
    !WHOLE_GRAIN_STEMS.has(token.stem) &&
    !STATE_STEMS.has(token.stem) &&
    !VARIANT_STEMS.has(token.stem) &&
    !COOKED_STEMS.has(token.stem)
  );
}

/**
 * `QueryContext.impliedStates` and `impliedKinds`: the ways of keeping (`PACKED_STATE_STEMS`) and
 * the plain qualifiers every candidate the query fully covers and names has.
 */
function impliedWordsOf(
  candidates: readonly Candidate[],
  query: AnalyzedQuery,
): { states: ReadonlySet<string>; kinds: ReadonlySet<string> } {
  let states: ReadonlySet<string> | undefined;
  let qualifiers: ReadonlySet<string> | undefined;
  const foods = new Set<string>();
  let meat = false;
  for (const c of candidates) {
    if (c.coverage < 1) {
      break;
    }
    // Only foods the query names (every identity word said): "Babyfood, juice, apple and carrot"
    // has both words of "carrot juice" but is not a carrot juice.
    if (!c.entry.identity.groups.every((group) => group.some((stem) => mentionsWord(query, stem)))) {
      continue;
    }
    // A kind's name ("sourdough Bread, toasted") says what the food's own name says of it.
    if (c.entry.foodIdentity !== undefined) {
      continue;
    }
    foods.add(c.entry.food.id);
    meat ||= c.entry.species !== null;
    const own = new Set<string>();
    const kinds = new Set<string>();
    for (const token of c.entry.tokens) {
      if (query.mentions.has(token.stem)) {
        continue;
      }
      if (PACKED_STATE_STEMS.has(token.stem)) {
        own.add(token.stem);
      } else if (plainQualifier(token)) {
        kinds.add(token.stem);
      }
    }
    states = new Set([...(states ?? own)].filter((stem) => own.has(stem)));
    qualifiers = new Set([...(qualifiers ?? kinds)].filter((stem) => kinds.has(stem)));
    if (states.size === 0 && qualifiers.size === 0) {
      break;
    }
  }
  // A qualifier one food alone has may be what makes it another food ("guava" pastries for
  // "pastry"): only one that several foods the line names share goes without saying. Not for
  // cuts of meat: SR28 names a cut's way of cooking on some cuts only (its only veal "roast" is
  // an Australian rib roast; a leg or shoulder of veal is roasted too).
  return {
    states: states ?? new Set(),
    kinds: foods.size > 1 && !meat ? (qualifiers ?? new Set()) : new Set(),
  };
}

/**
 * "chocolate milk" is not "Candies, milk chocolate": the query's two words are the food's two
 * identity words in the other order, its head noun a qualifier of the food's head, and the food's
 * head a qualifier in the query. The full catalogue has the drink, which agrees on the head; a
 * catalogue without it had selected the candy.
 */
function reversedIdentity(query: AnalyzedQuery, entry: IndexedEntry): boolean {
  // Called for every food scored: the cheap tests first, and nothing allocated.
  const groups = entry.identity.groups;
  if (query.core.length !== 2 || groups.length !== 2 || groups[0]?.length !== 1 || groups[1]?.length !== 1) {
    return false;
  }
  const a = query.core[0]?.alternatives[0]?.stem;
  const b = query.core[1]?.alternatives[0]?.stem;
  const x = groups[0]?.[0];
  const y = groups[1]?.[0];
  if (a === undefined || b === undefined || a === b || !((a === x && b === y) || (a === y && b === x))) {
    return false;
  }
  const qualifies = (stem: string, heads: ReadonlySet<string>, others: ReadonlySet<string>) =>
    heads.has(stem) && !others.has(stem);
  return (
    (qualifies(a, query.head, entry.headNouns) || qualifies(b, query.head, entry.headNouns)) &&
    (qualifies(a, entry.headNouns, query.head) || qualifies(b, entry.headNouns, query.head))
  );
}

function agreesOnHead(query: AnalyzedQuery, entry: IndexedEntry): boolean {
  for (const stem of query.head) {
    if (entry.headNouns.has(stem)) {
      return true;
    }
    for (const noun of entry.headNouns) {
      if (isCompoundOf(stem, noun)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * A word of the name that a compound word of the same name, which the query says, ends with:
 * "loin" of "Pork, fresh, loin, tenderloin" for "pork tenderloin", the tenderloin being part of
 * the loin; "milk" of "Milk, buttermilk" for "buttermilk".
 */
function namedByCompound(stem: string, entry: IndexedEntry, mentions: ReadonlySet<string>): boolean {
  const compounds = compoundsOf(entry).get(stem);
  return compounds?.some((other) => mentions.has(other)) === true;
}

const NO_COMPOUNDS: ReadonlyMap<string, readonly string[]> = new Map();
const compoundsByEntry = new WeakMap<IndexedEntry, ReadonlyMap<string, readonly string[]>>();

/** The stems of an entry's name that other stems of it are compounds of (loin → tenderloin), once. */
function compoundsOf(entry: IndexedEntry): ReadonlyMap<string, readonly string[]> {
  let found = compoundsByEntry.get(entry);
  if (found === undefined) {
    const map = new Map<string, string[]>();
    for (const stem of entry.stems) {
      for (const other of entry.stems) {
        if (other !== stem && isCompoundOf(other, stem)) {
          map.set(stem, [...(map.get(stem) ?? []), other]);
        }
      }
    }
    found = map.size === 0 ? NO_COMPOUNDS : map;
    compoundsByEntry.set(entry, found);
  }
  return found;
}

/** "buttermilk" is a kind of "milk": a compound word ending in the food word. */
function isCompoundOf(word: string, part: string): boolean {
  return part.length >= 4 && word.length > part.length + 2 && word.endsWith(part);
}

function mentionsWord(query: AnalyzedQuery, stem: string): boolean {
  if (query.mentions.has(stem)) {
    return true;
  }
  for (const mention of query.mentions) {
    if (isCompoundOf(mention, stem)) {
      return true;
    }
  }
  return false;
}

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x));
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function better(a: Scored, b: Scored): number {
  return (
    b.score - a.score ||
    a.extras - b.extras ||
    // As good through a compound spelling ("Sweetpotato" for "sweet potato") as by the words:
    // the words are what the query said.
    Number(a.strategy === 'fuzzy') - Number(b.strategy === 'fuzzy') ||
    a.indexPosition - b.indexPosition ||
    a.entry.order - b.entry.order ||
    a.entry.text.length - b.entry.text.length
  );
}

/**
 * Of two names of one food, the one that represents it: the better scored, and at an equal score
 * the one that matches the query better ("Bread, french or vienna (includes sourdough)" rather
 * than its kind's name "sourdough Bread", for "sourdough").
 */
function betterOfOneFood(a: Scored, b: Scored): number {
  return b.score - a.score || b.quality - a.quality || better(a, b);
}

/** A food as ranked for a query, before confidence and the result limit are applied. */
export interface RankedFood {
  food: IndexedEntry['food'];
  score: number;
  /** Match quality in [0, 1]: coverage of the query less what the food adds or lacks. */
  quality: number;
  strategy: SearchStrategy;
  /**
   * What the food is, apart from its qualifiers (its identity words, in its food group): foods
   * with the same key are siblings ("Milk, whole, with added vitamin D" and "Milk, whole, without
   * added vitamin A…"); '' when the name has no identity words.
   */
  identityKey: string;
  /** The name starts with the query's head noun ("Pimento, canned" for "pimentos"). */
  leadsWithHead: boolean;
  /** Exact, or exact once the lexicon's synonyms are applied ("rapeseed oil" → "Oil, canola"). */
  complete: boolean;
}

/**
 * The foods of the indexes that share a word with the query, best first, each food once (its
 * best name or alias counts). With `limit`, only the first `limit` are certain to be complete and
 * right: foods that cannot reach them are not scored. `normalized` is the query as searched.
 */
export function rankFoods(
  index: FoodIndex | readonly FoodIndex[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): { normalized: string; ranked: RankedFood[] } {
  const indexes: readonly FoodIndex[] = isIndexList(index) ? index : [index];
  const text = typeof query === 'string' ? query : '';
  // A name of single letters names no food ("C" of "C&H"): a letter had matched a food at 0.99.
  // Initials joined by "&", an apostrophe or a dot are one name ("M&M's").
  if (!/\p{L}{2}/u.test(text.replace(/[&'’.]/g, ''))) {
    return { normalized: '', ranked: [] };
  }
  const analyzed = analyzeQuery(text, indexes);
  const first = rankAnalyzed(indexes, analyzed, limit);
  if (namesAnotherFood(indexes, analyzed, first.top, text)) {
    return { normalized: analyzed.normalized, ranked: [] };
  }
  // "Toasted pine nuts", "cumin seeds, toasted": when the best food is not sold toasted, the cook
  // toasts the food bought, and that is the one measured (HOME_METHOD_STEMS).
  const method = analyzed.core.filter((term) => {
    const groups = HOME_METHOD_STEMS.get(term.alternatives[0]?.stem ?? '');
    return groups === null || groups?.has(first.top?.food.category ?? '') === true;
  });
  if (
    method.length > 0 &&
    method.length < analyzed.core.length &&
    first.top !== undefined &&
    (!method.some((term) => hasTerm(first.top as IndexedEntry, term)) || addsUnaskedSalt(first.top, analyzed))
  ) {
    const { ranked, normalized } = rankAnalyzed(indexes, asDescriptors(analyzed, method), limit);
    return { normalized, ranked };
  }
  // "Mexican oregano", "Chinese sesame oil", "Spanish dry sherry": where the food comes from, when
  // the best food lacks the word and is one its origin does not make another food of.
  // An origin no catalogue food names ("Ceylon cinnamon") is an unknown modifier: it costs no less.
  const origins = analyzed.core.filter(
    (term) => term.weight !== HEAD_WEIGHT && ORIGIN_STEMS.has(term.alternatives[0]?.stem ?? ''),
  );
  const unknownOrigins = analyzed.unknown.filter((stem) => ORIGIN_STEMS.has(stem));
  if (
    origins.length + unknownOrigins.length > 0 &&
    first.top !== undefined &&
    (ORIGIN_FREE_GROUPS.has(first.top.food.category) ||
      [...analyzed.head].some((stem) => ORIGIN_FREE_HEADS.has(stem))) &&
    ![...analyzed.head].some((stem) => BLEND_HEADS.has(stem)) &&
    !origins.some((term) => hasTerm(first.top as IndexedEntry, term))
  ) {
    const plain = asDescriptors(analyzed, origins);
    const { ranked, normalized } = rankAnalyzed(
      indexes,
      { ...plain, unknown: plain.unknown.filter((stem) => !unknownOrigins.includes(stem)) },
      limit,
    );
    return { normalized, ranked };
  }
  return { normalized: first.normalized, ranked: first.ranked };
}

/**
 * "Rainbow sprinkles", "yellow Chartreuse", "multi-colored sprinkles": a head noun no catalogue food
 * has names a food the catalogue lacks, and the best food, found by a word that only describes it,
 * is another ("Fish, smelt, rainbow"; "Peaches, yellow, raw"). Then nothing is offered: the line
 * ends with no match rather than the nearest string. A best food led by a word of the query stays
 * a candidate ("garlic confit": "Garlic, raw"; "pork trimmings": SR28's pork), and so does any
 * line of several parts or alternatives.
 */
function namesAnotherFood(
  indexes: readonly FoodIndex[],
  analyzed: AnalyzedQuery,
  top: IndexedEntry | undefined,
  text: string,
): boolean {
  const head = analyzed.core.find((term) => term.weight === HEAD_WEIGHT);
  if (top === undefined || head === undefined) {
    return false;
  }
  const inVocabulary = (stem: string) => indexes.some((index) => index.vocabulary.has(stem));
  // A phrase the lexicon wrote as one word no food has ("vanilla bean", "rose water") names a
  // food the catalogue lacks, whatever the words written around it find ("Tahitian vanilla
  // bean": a taro). Not a word the lexicon adds to others it wrote ("artichoke artichokecore").
  const first = head.alternatives[0];
  if (
    first?.source === 'synonym' &&
    !inVocabulary(first.stem) &&
    analyzed.core.every((term) => term === head || term.alternatives[0]?.source !== 'synonym')
  ) {
    return true;
  }
  const known = head.alternatives.some((alt) => inVocabulary(alt.stem));
  if (analyzed.core.length < 2 || /\b(?:or|and)\b|[,;&/]/i.test(text) || known) {
    return false;
  }
  // Only words as written: a line the kitchen lexicon rewrote ("olive oil spray" → "olive PAM
  // cooking spray") is searched as rewritten.
  const written = new Set(textWords(text).map(stemWord));
  if (!analyzed.core.every((term) => term.alternatives.some((alt) => written.has(alt.stem)))) {
    return false;
  }
  // A brand leading the name is no food's word ("PILLSBURY GRANDS" for "Grand Marnier").
  const leads = new Set(top.tokens.filter((t) => !t.brand && top.leadStems.has(t.stem)).map((t) => t.stem));
  return !analyzed.core.some((term) => term.alternatives.some((alt) => leads.has(alt.stem)));
}

/** Food groups whose foods an origin word does not tell apart: spices and herbs, oils, drinks. */
const ORIGIN_FREE_GROUPS: ReadonlySet<string> = new Set(['Spices and Herbs', 'Fats and Oils', 'Beverages']);
/**
 * Heads an origin word does not make another food of, whatever the best food's group: Italian
 * pasta is pasta ("dried Italian vermicelli" had stopped at 0.65 on the word). Not rice: Italian,
 * Japanese and Mexican rice are other grains or dishes. A best food that has the word keeps it
 * ("Italian pasta" still finds a PREGO sauce named "Italian" first).
 */
const ORIGIN_FREE_HEADS: ReadonlySet<string> = new Set(['pasta'].map(stemWord));
/**
 * Heads that are mixtures made after a cuisine ("Italian seasoning", "Thai curry paste"): the
 * origin is their recipe, and no other blend stands for it.
 */
const BLEND_HEADS: ReadonlySet<string> = new Set(
  ['seasoning', 'blend', 'mix', 'paste', 'masala', 'spice', 'curry', 'rub', 'sauce', 'dressing'].map(
    stemWord,
  ),
);

/** `rankFoods` for an analyzed query; `top` is the best scored entry. */
function rankAnalyzed(
  indexes: readonly FoodIndex[],
  analyzed: AnalyzedQuery,
  limit: number,
): { normalized: string; ranked: RankedFood[]; top: IndexedEntry | undefined } {
  if (analyzed.core.length === 0) {
    return { normalized: analyzed.normalized, ranked: [], top: undefined };
  }
  // Candidates: every entry with a query word, with the coverage that bounds its score. A state
  // word ("cooked") alone does not make a candidate when the query has other words.
  const bonus = maxBonus(analyzed);
  const naming = analyzed.core.filter((term) => !isStateTerm(term));
  const generators = naming.length > 0 ? naming : analyzed.core;
  const candidates: Candidate[] = [];
  indexes.forEach((idx, indexPosition) => {
    generateCandidates(idx, indexPosition, analyzed, generators, candidates);
  });
  candidates.sort((a, b) => b.coverage - a.coverage);
  let headNames = 0;
  for (const idx of indexes) {
    for (const stem of analyzed.head) {
      headNames += idx.nameCounts.get(stem) ?? 0;
    }
  }
  const specificHead = headNames > 0 && headNames <= RANKING.specificHead;
  const soleHead = headNames === 1;
  const namesCooking = [...analyzed.mentions].some((stem) => COOKED_STEMS.has(stem));
  // No food with the query's head has a word of a preferred form: the catalogue lacks the form.
  const headTerm = analyzed.core.find((term) => term.weight === HEAD_WEIGHT);
  const defaultAbsent =
    analyzed.formDefaults.length > 0 &&
    headTerm !== undefined &&
    !candidates.some(
      (c) => hasTerm(c.entry, headTerm) && analyzed.formDefaults.some((stem) => c.entry.stems.has(stem)),
    );
  const plainWord = (stem: string): boolean => indexes.some((idx) => idx.plainStems.has(stem));
  const implied = impliedWordsOf(candidates, analyzed);
  // A word of the food's name may be needed too ("gluten-free" flour).
  const neededDescriptors = [...new Set([...analyzed.soft, ...analyzed.mentions])].flatMap((stem) => {
    const groups = DESCRIPTOR_NEEDED_STEMS.get(stem);
    return groups === undefined ? [] : [[stem, groups] as const];
  });
  const context: QueryContext = {
    specificHead,
    soleHead,
    namesCooking,
    defaultAbsent,
    plainWord,
    impliedStates: implied.states,
    impliedKinds: implied.kinds,
    unknownCost: unknownCost(analyzed),
    neededDescriptors,
  };
  const keep = Math.max(2, limit);
  const topScores: number[] = [];
  const best = new Map<string, Scored>();
  for (const c of candidates) {
    const floor =
      topScores.length >= keep ? (topScores[keep - 1] ?? Number.NEGATIVE_INFINITY) : Number.NEGATIVE_INFINITY;
    if (c.coverage + bonus < floor) {
      break;
    }
    const scored = scoreEntry(analyzed, c.entry, c.indexPosition, c.coverage, c.source, context);
    const previous = best.get(c.entry.food.id);
    if (previous === undefined || betterOfOneFood(scored, previous) < 0) {
      best.set(c.entry.food.id, scored);
      if (previous === undefined) {
        // Keep the `keep` best scores of distinct foods, highest first.
        let at = topScores.findIndex((s) => s < scored.score);
        if (at === -1) {
          at = topScores.length;
        }
        topScores.splice(at, 0, scored.score);
        if (topScores.length > keep) {
          topScores.pop();
        }
      }
    }
  }
  const rawForm = rawFormOf(analyzed, indexes, [...best.values()].sort(better)[0], context);
  if (rawForm !== null) {
    best.set(rawForm.entry.food.id, rawForm);
  }
  const sorted = [...best.values()].sort(better);
  const ranked = sorted.map((s) => ({
    food: s.entry.food,
    score: s.score,
    quality: s.quality,
    strategy: s.strategy,
    identityKey: identityKeyOf(s.entry),
    leadsWithHead: [...analyzed.head].some((stem) => s.entry.leadStems.has(stem)),
    complete: s.complete,
  }));
  return { normalized: analyzed.normalized, ranked, top: sorted[0]?.entry };
}

/**
 * Confidence of the candidate at `position` (README.md, "Confidence"): its match quality squared
 * (a query word the food lacks, a spelling correction, an unnamed head word all lower it) times a
 * logistic function of its score margin over the best other candidate; it reads as the chance
 * that the candidate is the food meant.
 */
export function confidenceOf(ranked: readonly RankedFood[], position: number): number {
  return calibrated(matchScoreOf(ranked, position));
}

/** The uncalibrated match score in [0, 1] of the candidate at `position` (README.md, "Confidence"). */
export function matchScoreOf(ranked: readonly RankedFood[], position: number): number {
  const candidate = ranked[position];
  if (candidate === undefined) {
    return 0;
  }
  const rival = position === 0 ? topRival(ranked) : ranked[0];
  let margin = rival === undefined ? CONFIDENCE.marginCap : candidate.score - rival.score;
  // A sibling packed otherwise (topRival) is as exact a match: the name does not say which.
  if (
    position === 0 &&
    (candidate.strategy === 'exact' || (candidate.strategy === 'synonym' && candidate.complete)) &&
    !(rival !== undefined && packedOtherwise(candidate, rival)) &&
    !namedByAnotherFood(candidate, ranked)
  ) {
    margin = Math.max(margin, CONFIDENCE.exactMargin);
  }
  // The first phrase of a USDA name says what the food is: "Milk, whole…" for "milk" is not
  // doubted by "Crackers, milk", a food of another group that names milk only after its own kind.
  if (
    position === 0 &&
    rival !== undefined &&
    candidate.leadsWithHead &&
    !rival.leadsWithHead &&
    rival.food.category !== candidate.food.category &&
    // As good a match, up to a food-group default ("ground" for a spice costs 0.01).
    candidate.quality + 0.02 >= rival.quality
  ) {
    margin = Math.max(margin, CONFIDENCE.exactMargin);
  }
  const clipped = Math.max(-CONFIDENCE.marginCap, Math.min(CONFIDENCE.marginCap, margin));
  const certainty = 1 / (1 + Math.exp(-(CONFIDENCE.intercept + CONFIDENCE.margin * clipped)));
  return candidate.quality ** CONFIDENCE.qualityExponent * certainty;
}

/**
 * The runner-up that would make the first candidate doubtful: the best candidate that is another
 * food, not a sibling of the first (the same food with other qualifiers, which the ranking has
 * already ordered by SR28's default forms), or a sibling packed otherwise that matches as well
 * (`PACKING`). When every listed candidate is a sibling, the last one bounds the margin (foods
 * not listed score lower still).
 */
function topRival(ranked: readonly RankedFood[]): RankedFood | undefined {
  const first = ranked[0];
  if (first === undefined || first.identityKey === '') {
    return ranked[1];
  }
  const other = ranked.slice(1).find((r) => r.identityKey !== first.identityKey || packedOtherwise(first, r));
  return other ?? (ranked.length > 1 ? ranked[ranked.length - 1] : undefined);
}

/** A sibling of the first candidate, packed otherwise, that the query's words match as well. */
function packedOtherwise(first: RankedFood, other: RankedFood): boolean {
  const packing = packingOf(first.food.name);
  const theirs = packingOf(other.food.name);
  return (
    first.identityKey !== '' &&
    other.identityKey === first.identityKey &&
    packing !== null &&
    theirs !== null &&
    theirs !== packing &&
    other.score >= first.score - 1e-9
  );
}

/**
 * What a canned food is packed in, as SR28 names it. A sibling packed otherwise that the query's
 * words match as well (it names no packing) is another food on a label, not a qualifier the
 * ranking may settle by SR28's order: canned peaches have 4.8 g of sugars in 100 g in water,
 * 10.3 g in juice, 18.6 g in heavy syrup.
 */
const PACKING =
  /\b(?:(?:extra )?(?:light|heavy) syrup|syrup pack|water pack|juice pack|in (?:water|oil|brine))\b/i;

function packingOf(name: string): string | null {
  return PACKING.exec(name)?.[0].toLowerCase() ?? null;
}

/**
 * The first candidate is exact only through its class word ("Cheese, pasteurized process,
 * pimento" for "pimentos") while a food of another group is named by the query's head
 * ("Pimento, canned"): the exact match earns no credit over that rival.
 */
function namedByAnotherFood(first: RankedFood, ranked: readonly RankedFood[]): boolean {
  return (
    !first.leadsWithHead &&
    ranked.slice(1).some(
      (r) =>
        r.leadsWithHead &&
        r.food.category !== first.food.category &&
        // A contender: one scoring further below is no reason to doubt the exact match.
        r.score >= first.score - CONFIDENCE.exactMargin,
    )
  );
}

/** The share of lines right at a match score (Platt scaling, fitted on labelled recipe lines). */
function calibrated(score: number): number {
  if (score <= 0) {
    return 0;
  }
  const s = Math.min(score, 1 - 1e-6);
  const { a, b } = CONFIDENCE.calibration;
  return 1 / (1 + Math.exp(-(a + b * Math.log(s / (1 - s)))));
}

/**
 * Ranks the foods of one or more indexes (a catalogue, then an organization's custom
 * ingredients…) for an ingredient name as a parser isolated it ("unsalted butter", "chicken
 * breast, boneless skinless"). Never throws: an empty or meaningless name gives no candidates and
 * strategy `none`.
 */
export function matchIngredient(
  index: FoodIndex | readonly FoodIndex[],
  query: string,
  options: MatchOptions = {},
): MatchResult {
  const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(options.limit ?? DEFAULT_LIMIT)));
  const minConfidence = options.minConfidence ?? SELECT_MIN_CONFIDENCE;
  let { normalized, ranked } = rankFoods(index, query, limit);
  if (ranked.length >= limit && limit < RIVAL_DEPTH && allSiblings(ranked)) {
    // The first candidate's margin is over the best other food, which a page of its own siblings
    // hides: rank deeper (confidence must not depend on the page size).
    ({ normalized, ranked } = rankFoods(index, query, RIVAL_DEPTH));
  }
  const candidates: MatchCandidate[] = ranked.slice(0, limit).map((r, position) => ({
    ingredient_id: r.food.id,
    ingredient_name: r.food.name,
    category: r.food.category,
    confidence: round(confidenceOf(ranked, position), 3),
    score: round(r.score, 4),
    strategy: r.strategy,
  }));
  const first = candidates[0] ?? null;
  return {
    query_text: query,
    normalized_query: normalized,
    candidates,
    selected: first !== null && first.confidence >= minConfidence ? first : null,
    search_strategy_used: first?.strategy ?? 'none',
  };
}

/** Every ranked candidate is a sibling of the first (the same food with other qualifiers). */
function allSiblings(ranked: readonly RankedFood[]): boolean {
  const key = ranked[0]?.identityKey ?? '';
  return key !== '' && ranked.every((r) => r.identityKey === key);
}

function isIndexList(index: FoodIndex | readonly FoodIndex[]): index is readonly FoodIndex[] {
  return Array.isArray(index);
}
