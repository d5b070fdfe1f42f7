/**
 * The searchable form of a food catalogue. Built once per catalogue (full SR28 in a few tens of
 * milliseconds); an organization's custom ingredients go in an index of their own and
 * `matchIngredient` searches several indexes at once, so adding them never rebuilds the big one.
 */
import type { Food } from '../foods/food.ts';
import { INCLUDED_KINDS, splitTopLevel } from '../foods/food-text.ts';
import {
  analyzeName,
  CATEGORY_COSTS,
  CATEGORY_HEAD_KEYS,
  COOKED_STEMS,
  FORM_HEAD_KEYS,
  isNeutral,
  type NameToken,
  SPECIES_STEMS,
  STATE_COSTS,
  STATE_STEMS,
  stemAll,
  TAXONOMIC_HEAD_KEYS,
  VARIANT_STEMS,
} from './analyze.ts';
import {
  BRAND_PRIOR,
  CATEGORY_PRIORS,
  CATEGORY_WAIVERS,
  NAME_PRIOR_EXEMPTIONS,
  NAME_PRIOR_WAIVERS,
  NAME_PRIORS,
} from './lexicon.ts';
import { synonymForm } from './query.ts';
import { stemWord } from './text.ts';

/** What the matcher needs of a food: SR28, FDC and custom ingredients alike. */
export interface MatchableFood {
  readonly id: string;
  /** The name as the catalogue writes it ("Butter, salted"). */
  readonly name: string;
  /** Food group or category ("Dairy and Egg Products"). */
  readonly category: string;
  /** Where the food comes from ("usda_sr28", "custom"). */
  readonly source: string;
  /** Other names the food answers to (custom ingredients: "grandma's rub"). */
  readonly aliases?: readonly string[];
  /**
   * Names of kinds the food's own name says it includes ("bibb Lettuce, raw", `includedKindAliases`):
   * the same food by the name of one of its kinds, so of its identity, not another one.
   */
  readonly kinds?: readonly string[];
}

/**
 * Common names that are no name of the food: catalogue bookkeeping ("USDA Commodity B856", "NFSMI
 * Recipe No. G-08"), and a nutrient SR28 wrote there ("vitamin C" of its pear nectar with added
 * ascorbic acid: "1/4 tsp vitamin C" had selected the nectar).
 */
const NOT_A_NAME = /\b(?:usda|commodity|nfsmi|recipe no|includes|formerly)\b|\d|^vitamins?\b/i;

/**
 * Aliases from a food's common names (SR28 FOOD_DES ComName: "hot dog, wiener, frank" for
 * "Frankfurter, beef, unheated"): each name stands in for the head of the description and keeps
 * its other parts, so "hot dog, beef, unheated" still says beef and unheated.
 */
export function commonNameAliases(name: string, commonNames: readonly string[]): string[] {
  const rest = splitTopLevel(name).slice(1);
  const out: string[] = [];
  for (const entry of commonNames) {
    for (const alias of splitTopLevel(entry)) {
      const text = alias.trim();
      if (text.length < 3 || NOT_A_NAME.test(text)) {
        continue;
      }
      const full = [text, ...rest].join(', ');
      if (!out.includes(full) && full.toLowerCase() !== name.toLowerCase()) {
        out.push(full);
      }
    }
  }
  return out;
}

/**
 * Included words that are no kind of the food: states, ways of cooking ("boiling and
 * microwaving"), bookkeeping, parts, brands (in capitals).
 */
const NOT_A_KIND = /\b(?:usda|commodity|fresh|frozen|cuts?|tops|bulb|fried|\w+ing)\b|\b[A-Z]{3,}\b|\d/;
/** Qualifiers that say how a food is made or kept, not what kind it is. */
const HOW_MADE = /^(?:with|without|enriched|unenriched|commercially|regular|complete|incomplete|ready)\b/i;

/** The qualifier names a kind: no state, variant or way of making it ("toasted", "low salt", "with calcium propionate"). */
function namesKind(qualifier: string): boolean {
  const words = qualifier
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== '');
  return (
    words.length > 0 &&
    !HOW_MADE.test(qualifier) &&
    !words.some((w) => STATE_STEMS.has(stemWord(w)) || VARIANT_STEMS.has(stemWord(w)))
  );
}

/**
 * Aliases from the kinds a name says it includes: "Lettuce, butterhead (includes boston and bibb
 * types), raw" answers to "boston Lettuce, raw" and "bibb Lettuce, raw"; "Bread, french or vienna,
 * toasted (includes sourdough)" to "sourdough Bread, toasted". The kind names the food with its
 * head ("vanilla" alone is not "vanilla Cookies", SR28's sugar cookies that include vanilla ones)
 * and stands in for the qualifier it is a kind of: the one the parenthetical follows when that is
 * the first qualifier or a list of alternatives ("graham crackers, plain or honey (includes
 * cinnamon)"), else the first qualifier (plain bagels "with calcium propionate (includes onion …)"
 * include onion ones; "saltines, low salt (includes oyster …)" keep low salt); a first qualifier
 * that says how the food is made or kept stays ("Dove, cooked (includes squab)"). Kinds of one or
 * two words only, not ending in the food's own noun ("bread and butter pickles" of sweet pickles
 * is one long name, not two kinds), nor states, ways of cooking or bookkeeping ("includes fresh
 * and frozen", "USDA commodity").
 */
export function includedKindAliases(name: string): string[] {
  const parts = splitTopLevel(name);
  const host = parts.findIndex((part) => INCLUDED_KINDS.test(part));
  const list = host >= 1 ? INCLUDED_KINDS.exec(parts[host] as string)?.[1] : undefined;
  if (list === undefined || NOT_A_KIND.test(list)) {
    return [];
  }
  const head = parts[0] as string;
  const lastStem = (text: string) =>
    stemWord(
      text
        .trim()
        .split(/[\s-]+/)
        .at(-1)
        ?.toLowerCase() ?? '',
    );
  const phrase = list.replace(/\s+(?:types?|varieties)\s*$/i, '').trim();
  if (lastStem(phrase) === lastStem(head)) {
    return [];
  }
  const kinds = phrase
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((kind) => kind.trim())
    .filter((kind) => kind !== '' && kind.split(/\s+/).length <= 2);
  const rest = parts.map((part) => part.replace(INCLUDED_KINDS, '').trim());
  const own = rest[host] as string;
  const target =
    (host === 1 || /\sor\s/.test(own)) && namesKind(own) ? host : namesKind(rest[1] as string) ? 1 : null;
  const kept = rest.slice(1).filter((_, at) => at + 1 !== target);
  return kinds.map((kind) => [`${kind} ${head}`, ...kept].filter((part) => part !== '').join(', '));
}

/** The matcher's view of a catalogue food (or its summary); its common names are aliases. */
export function toMatchableFood(
  food: Pick<Food, 'id' | 'name' | 'category' | 'source' | 'common_names'>,
): MatchableFood {
  const aliases = commonNameAliases(food.name, food.common_names);
  const kinds = includedKindAliases(food.name);
  return {
    id: food.id,
    name: food.name,
    category: food.category,
    source: food.source,
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(kinds.length > 0 ? { kinds } : {}),
  };
}

/** Cost of an unmatched food-name word, by kind. */
export const TOKEN_COST = {
  /** Any other word ("Cheese, goat, hard type": hard, type). */
  other: 0.04,
  /** A number ("80% lean"). */
  number: 0.03,
  /** A processing or cooking word ("cooked", "canned", "dried"), unless STATE_COST_OVERRIDES says otherwise. */
  state: 0.1,
  /** A modified version ("nonfat", "low sodium", "light"). */
  variant: 0.1,
  /** An added ingredient ("with vegetables"), at least. */
  added: 0.08,
  /** An unmentioned category head ("Soup, …", "Cookies, …"), shared by its words. */
  category: 0.06,
  /**
   * A word the name excludes ("without lemon juice and rind", "no broth"): the plain food says
   * nothing a line must say, so it costs only enough to order it behind an exact name.
   */
  excluded: 0.01,
  /** Share of the cost a word inside parentheses carries (parentheses mostly clarify). */
  parenShare: 0.1,
} as const;

export interface EntryToken {
  readonly stem: string;
  /** Score lost when the query does not mention this token. */
  readonly cost: number;
  /** Tokens of one "or" group are alternatives: the group costs its cheapest member, nothing once one is mentioned. */
  readonly group: number | null;
  /** Only present as an added ingredient ("with broth"): matching it earns half. */
  readonly added: boolean;
  /** A class word of a category head the query need not repeat ("Mushrooms, morel"). */
  readonly implied: boolean;
  /** A word in capitals, a brand or producer ("GENERAL MILLS"): free once the query names the brand. */
  readonly brand: boolean;
  /** The comma-separated part of the name the word is first found in (0 for the first). */
  readonly segment: number;
}

/** What a query must mention for this name to be "the food" rather than something containing it. */
export interface Identity {
  /** Each group is satisfied when the query has any of its stems ("spring or scallions"). */
  readonly groups: readonly (readonly string[])[];
  /** Parenthesized names of the same food ("Coriander (cilantro) leaves"): any one satisfies all groups. */
  readonly alias: readonly string[];
  /** 1, or 0.5 for a meat species head ("Pork, cured, bacon"). */
  readonly weight: number;
}

/** A prior that the query can waive by naming one of `waivers` ("baby" for baby food). */
export interface Prior {
  readonly amount: number;
  readonly waivers: readonly string[];
}

export interface IndexedEntry {
  readonly food: MatchableFood;
  /** The food's position in the catalogue (ties rank the earlier food first). */
  readonly order: number;
  /** The name or alias this entry indexes. */
  readonly text: string;
  readonly stems: ReadonlySet<string>;
  readonly tokens: readonly EntryToken[];
  /** Stems present only as added ingredients ("Chicken, canned, with broth"). */
  readonly addedStems: ReadonlySet<string>;
  /** Stems present only inside parentheses ("Shrimp, raw (may have been previously frozen)"). */
  readonly parenStems: ReadonlySet<string>;
  /** The name says the food was cooked (a cooking word outside parentheses and added ingredients). */
  readonly cooked: boolean;
  /** Stems of the name's first part outside parentheses ("Cheese, …, pimento" → cheese). */
  readonly leadStems: ReadonlySet<string>;
  readonly identity: Identity;
  /**
   * The identity of the food's own name, on an entry of one of its kinds' names (`MatchableFood.kinds`):
   * the kind is that food, a sibling of the foods of its identity. Scoring uses `identity`.
   */
  readonly foodIdentity?: Identity;
  /** The food's head nouns: the last word of its head ("Sweet potato leaves" → leaf). */
  readonly headNouns: ReadonlySet<string>;
  /** The meat species of a species head ("Pork, fresh, loin" → pork), else null. */
  readonly species: string | null;
  readonly priors: readonly Prior[];
  /** Sum of `priors` when the query waives none of them. */
  readonly prior: number;
  /**
   * Qualifiers every food of this identity carries ("european" of both SR28 anchovies, "baker's"
   * of both yeasts): they tell none of its foods apart, so a line need not say them. For a food
   * alone in its identity, its qualifiers (`alone`). Never a state or variant word, a number or a
   * brand.
   */
  readonly shared: ReadonlySet<string>;
  /** The food is the catalogue's only one of its identity, in any food group. */
  readonly alone?: boolean;
}

const NOTHING: ReadonlySet<string> = new Set();

/** Identity words and food group: "Mushrooms, oyster" and "Mollusks, oyster" are not siblings. */
export function identityKeyOf(entry: Pick<IndexedEntry, 'identity' | 'foodIdentity' | 'food'>): string {
  const identity = entry.foodIdentity ?? entry.identity;
  const known = identityKeys.get(identity);
  if (known !== undefined && known.category === entry.food.category) {
    return known.key;
  }
  const key = keyOfIdentity(identity, entry.food.category);
  identityKeys.set(identity, { category: entry.food.category, key });
  return key;
}

/** Keys already made: a ranking asks one of every food it returns. */
const identityKeys = new WeakMap<Identity, { category: string; key: string }>();

function keyOfIdentity(identity: Identity, category: string): string {
  const words = identity.groups
    .map((group) => [...group].sort().join('|'))
    .sort()
    .join('+');
  return words === '' ? '' : `${category}:${words}`;
}

/**
 * A word of a food's name that qualifies its identity ("soft type" of "Cheese, goat, soft type"):
 * not a brand's, an added ingredient's, a state's or a variant's word, a number or an identity word.
 */
export function isQualifier(token: EntryToken, identity: Identity): boolean {
  return (
    !token.brand &&
    !token.added &&
    !STATE_STEMS.has(token.stem) &&
    !VARIANT_STEMS.has(token.stem) &&
    !/^\d/.test(token.stem) &&
    !identity.groups.some((g) => g.includes(token.stem))
  );
}

/** `IndexedEntry.shared` of every entry: the qualifiers all foods of its identity carry. */
function withSharedQualifiers(entries: IndexedEntry[]): void {
  const byIdentity = new Map<string, { foods: Set<string>; common: Set<string> | null; at: number[] }>();
  entries.forEach((entry, position) => {
    // The qualifiers of names of one identity: a kind's name is grouped by its own words.
    const key = keyOfIdentity(entry.identity, entry.food.category);
    if (key === '') {
      return;
    }
    const qualifiers = entry.tokens.filter((t) => isQualifier(t, entry.identity)).map((t) => t.stem);
    const group = byIdentity.get(key) ?? { foods: new Set<string>(), common: null, at: [] };
    group.foods.add(entry.food.id);
    group.common =
      group.common === null ? new Set(qualifiers) : new Set(qualifiers.filter((q) => group.common?.has(q)));
    group.at.push(position);
    byIdentity.set(key, group);
  });
  // How many foods have each identity in any food group: a food alone in its identity only names
  // that identity when no food of another group has it too ("Sandwich spread, pork, beef" is not
  // the only sandwich spread: SR28 has a pickle one among its fats).
  const anyGroup = new Map<string, number>();
  for (const [key, { foods }] of byIdentity) {
    const words = key.slice(key.indexOf(':') + 1);
    anyGroup.set(words, (anyGroup.get(words) ?? 0) + foods.size);
  }
  for (const [key, { foods, common, at }] of byIdentity) {
    // A food alone in its identity: its qualifiers say which of one ("Cheese, goat, soft type" on
    // a catalogue with no other goat cheese). Not a maker's product, whose words name what else
    // it holds ("JIMMY DEAN, Sausage, Egg, and Cheese Breakfast Biscuit" is no sausage).
    const [first] = at;
    const branded = first !== undefined && entries[first]?.tokens.some((t) => t.brand) === true;
    const alone = foods.size === 1 && !branded && anyGroup.get(key.slice(key.indexOf(':') + 1)) === 1;
    // Not the animal it is made of, which a line leaves open ("stock" on a catalogue whose one
    // stock is chicken stock).
    const qualifiers =
      alone && common !== null ? new Set([...common].filter((q) => !SPECIES_STEMS.has(q))) : common;
    if ((foods.size < 2 && !alone) || qualifiers === null || qualifiers.size === 0) {
      continue;
    }
    for (const position of at) {
      const entry = entries[position];
      if (entry !== undefined) {
        entries[position] = alone
          ? { ...entry, shared: qualifiers, alone }
          : { ...entry, shared: qualifiers };
      }
    }
  }
}

export interface FoodIndex {
  readonly entries: readonly IndexedEntry[];
  /** Token → entries (positions in `entries`) that contain it, in ascending order. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** Token → entries that have it only as an added ingredient (`IndexedEntry.addedStems`). */
  readonly addedPostings: ReadonlyMap<string, ReadonlySet<number>>;
  /** Every stem seen in a name, before and after canonical phrases, with the number of entries that have it. */
  readonly vocabulary: ReadonlyMap<string, number>;
  /**
   * Token → how many entries of the foods' own names and aliases contain it, kinds' names left
   * out (`MatchableFood.kinds`: one more name of a food already counted): how specific a query's
   * head noun is.
   */
  readonly nameCounts: ReadonlyMap<string, number>;
  /**
   * Stems some name has outside a brand in capitals: "vanilla" (Vanilla extract) but not "chex"
   * (GENERAL MILLS, Corn CHEX). A line that says "vanilla" has not named KASHI's ISLAND VANILLA.
   */
  readonly plainStems: ReadonlySet<string>;
  readonly foodCount: number;
}

const BRAND_WORD = /\b(?:Mc)?[A-Z][A-Z'’&.!-]{2,}\b/g;
const NOT_BRANDS = new Set(['USDA', 'NFS', 'DHA', 'ARA', 'UHT', 'II', 'III']);

function brandStems(name: string): string[] {
  const out: string[] = [];
  for (const match of name.matchAll(BRAND_WORD)) {
    if (!NOT_BRANDS.has(match[0])) {
      out.push(...stemAll(match[0]));
    }
  }
  return out;
}

/** The last word of a part of a name, with its "or" alternatives ("spring or scallions"). */
function lastWordGroup(tokens: readonly NameToken[]): string[] {
  const last = tokens[tokens.length - 1];
  if (last === undefined) {
    return [];
  }
  return last.orGroup === null
    ? [last.stem]
    : tokens.filter((t) => t.orGroup === last.orGroup).map((t) => t.stem);
}

type HeadKind = 'plain' | 'taxonomic' | 'category' | 'form' | 'species';

interface NameShape {
  identity: Identity;
  headNouns: Set<string>;
  /** Head words a query need not repeat, with what leaving them out costs. */
  implied: Map<string, number>;
  /** Identity words that cost nothing when unmentioned (an identity miss is charged instead). */
  identityStems: Set<string>;
  species: string | null;
  kind: HeadKind;
}

/**
 * Identity and head nouns of a name (README.md, "Ranking"). A plain head ("Butter, salted",
 * "Wheat flour, …") is the identity. A taxonomic or category head ("Nuts, almonds", "Soup, chicken
 * broth") is skipped for the next part that has a word which is neither neutral nor a state; a
 * form head ("Oil, olive") keeps its word and adds that part; a species head ("Pork, cured,
 * bacon") is a light identity whose cut ("bacon") is also a head noun.
 */
function shapeOf(
  tokens: readonly NameToken[],
  context: ReadonlySet<string>,
  brands: ReadonlySet<string>,
): NameShape {
  const head = tokens.filter((t) => t.segment === 0 && !t.paren);
  const key = head.map((t) => t.stem).join(' ');
  const headStems = new Set(head.map((t) => t.stem));
  let kind: HeadKind = 'plain';
  if (TAXONOMIC_HEAD_KEYS.has(key)) {
    kind = 'taxonomic';
  } else if (CATEGORY_HEAD_KEYS.has(key)) {
    kind = 'category';
  } else if (FORM_HEAD_KEYS.has(key)) {
    kind = 'form';
  } else if (head.length === 1 && SPECIES_STEMS.has(key)) {
    kind = 'species';
  }
  const identityWord = (t: NameToken): boolean =>
    !t.paren &&
    !t.added &&
    !STATE_STEMS.has(t.stem) &&
    !isNeutral(t.stem, context) &&
    !/^\d/.test(t.stem) &&
    !((kind === 'taxonomic' || kind === 'category') && headStems.has(t.stem));

  const headNouns = new Set<string>(
    lastWordGroup(head.filter((t) => !isNeutral(t.stem, context) && !/^\d/.test(t.stem))),
  );
  if (headNouns.size === 0) {
    for (const stem of lastWordGroup(head)) {
      headNouns.add(stem);
    }
  }
  for (const t of tokens) {
    if (t.segment === 0 && t.paren) {
      headNouns.add(t.stem);
    }
  }
  let next = -1;
  if (kind !== 'plain') {
    const last = tokens.reduce((max, t) => Math.max(max, t.segment), 0);
    // A part that only names the producer ("Cereals ready-to-eat, GENERAL MILLS, Corn CHEX") is
    // not what the food is when a later part names the product.
    const producer = (s: number): boolean => {
      const words = tokens.filter((t) => t.segment === s && identityWord(t));
      return words.length > 0 && words.every((t) => brands.has(t.stem));
    };
    for (let s = 1; s <= last && next === -1; s += 1) {
      if (tokens.some((t) => t.segment === s && identityWord(t))) {
        next = s;
      }
    }
    if (next !== -1 && producer(next)) {
      for (let s = next + 1; s <= last; s += 1) {
        if (tokens.some((t) => t.segment === s && identityWord(t))) {
          next = s;
          break;
        }
      }
    }
  }
  if (next !== -1 && kind !== 'form') {
    const part = tokens.filter((t) => t.segment === next && identityWord(t));
    for (const stem of lastWordGroup(part)) {
      headNouns.add(stem);
    }
  }
  let segments: number[];
  switch (kind) {
    case 'taxonomic':
    case 'category':
      segments = next === -1 ? [] : [next];
      break;
    case 'form':
      segments = next === -1 ? [0] : [0, next];
      break;
    default:
      segments = [0];
  }
  const groups = new Map<string, string[]>();
  const alias: string[] = [];
  const identityStems = new Set<string>();
  for (const t of tokens) {
    if (!segments.includes(t.segment)) {
      continue;
    }
    if (t.paren) {
      alias.push(t.stem);
      continue;
    }
    if (!identityWord(t) && !(kind === 'form' && t.segment === 0 && !t.added)) {
      continue;
    }
    const group = t.orGroup ?? t.andGroup;
    const groupKey = group === null ? `t:${t.stem}` : `g:${group}`;
    groups.set(groupKey, [...(groups.get(groupKey) ?? []), t.stem]);
    // Words of an "and" group ("corn and canola" oil) each still cost when unmentioned.
    if (t.andGroup === null) {
      identityStems.add(t.stem);
    }
    // The other words of a list of alternatives the part begins ("Mushrooms, brown, italian, or
    // crimini"): any of them names the food.
    if (t.orGroup !== null && groupKey === `g:${t.orGroup}`) {
      for (const other of tokens) {
        const stems = groups.get(groupKey) ?? [];
        if (
          other.orGroup === t.orGroup &&
          !other.paren &&
          !segments.includes(other.segment) &&
          !stems.includes(other.stem)
        ) {
          groups.set(groupKey, [...stems, other.stem]);
          identityStems.add(other.stem);
        }
      }
    }
  }
  const implied = new Map<string, number>();
  if (kind === 'taxonomic' || kind === 'category') {
    for (const stem of headStems) {
      implied.set(stem, kind === 'category' ? TOKEN_COST.category / headStems.size : 0);
    }
  }
  const weight = kind === 'species' ? 0.5 : 1;
  return {
    identity: { groups: [...groups.values()], alias, weight },
    headNouns,
    implied,
    identityStems,
    species: kind === 'species' ? key : null,
    kind,
  };
}

function tokenCost(
  token: NameToken,
  context: ReadonlySet<string>,
  category: string,
  shape: NameShape,
  excluded: ReadonlySet<string>,
): number {
  const stem = token.stem;
  const categoryCost = CATEGORY_COSTS.get(stem)?.find(([name]) => name === category)?.[1];
  const impliedCost = token.segment === 0 && !token.paren ? shape.implied.get(stem) : undefined;
  let cost: number;
  if (impliedCost !== undefined) {
    cost = impliedCost;
  } else if (shape.identityStems.has(stem)) {
    cost = 0;
  } else if (categoryCost !== undefined) {
    cost = categoryCost;
  } else if (isNeutral(stem, context)) {
    cost = 0;
  } else if (excluded.has(stem)) {
    cost = TOKEN_COST.excluded;
  } else if (/^\d/.test(stem)) {
    cost = TOKEN_COST.number;
  } else if (VARIANT_STEMS.has(stem)) {
    cost = TOKEN_COST.variant;
  } else if (STATE_STEMS.has(stem)) {
    cost = STATE_COSTS.get(stem) ?? TOKEN_COST.state;
  } else {
    cost = TOKEN_COST.other;
  }
  if (token.added && !shape.identityStems.has(stem)) {
    cost = Math.max(cost, TOKEN_COST.added);
  }
  return token.paren ? cost * TOKEN_COST.parenShare : cost;
}

const CATEGORY_PRIOR_STEMS: ReadonlyMap<string, Prior> = new Map(
  [...CATEGORY_PRIORS].map(([category, amount]) => [
    category,
    { amount, waivers: (CATEGORY_WAIVERS.get(category) ?? []).map(stemWord) },
  ]),
);
const NAME_PRIOR_STEMS = [...NAME_PRIORS].map(([word, amount]) => {
  const exemption = NAME_PRIOR_EXEMPTIONS.get(word);
  return {
    stem: stemWord(word),
    amount,
    exemption: exemption === undefined ? null : stemWord(exemption),
    waivers: [stemWord(word), ...(NAME_PRIOR_WAIVERS.get(word) ?? []).map(stemWord)],
  };
});

/**
 * What a name excludes is not what it is: "Chicken, canned, no broth" must not match "chicken
 * broth", nor "Cookies, … without peanuts" "peanuts", nor "Candies, coconut bar, not chocolate
 * covered" "chocolate bar". The words after "no" or "without" are joined to it ("nobroth",
 * "withoutlemon withoutjuice withoutrind"), and cost little unmentioned: the plain food excludes
 * what its sibling adds, and a line that does not name it has asked for the plain one (SR28's
 * bagels "without calcium propionate"). The word after "not" is joined to it ("notchocolate"), an
 * unmentioned word like any other. Salt, skin, sugar and "added …" keep their canonical phrases
 * ("without salt" is unsalted), as do "not sweetened" and "not fortified"; "not from concentrate"
 * and the shrimp "not previously frozen" are read as before (against "may have been previously
 * frozen", the shrimp most shops sell, which stays first).
 */
const EXCLUSION = /\b(no|without)\s+(?!salt\b|added\b|skin\b|sugar\b)([a-z]+(?:\s+[a-z]+)*)/gi;
const NEGATION = /\bnot\s+(?!sweetened\b|fortified\b|from\b|previously\b)([a-z]+)/gi;

/**
 * The name with what it excludes joined to "no" or "without", every word of the phrase
 * ("without lemon juice and rind" → withoutlemon withoutjuice withoutrind), and those joined
 * words, which cost little (`TOKEN_COST.excluded`).
 */
function withExclusions(text: string): { text: string; excluded: ReadonlySet<string> } {
  const excluded = new Set<string>();
  const joined = text
    .replace(EXCLUSION, (_m, word: string, phrase: string) =>
      phrase
        .split(/\s+/)
        .filter((part) => part !== 'and' && part !== 'or')
        .map((part) => {
          const token = `${word}${part}`.toLowerCase();
          excluded.add(stemWord(token));
          return token;
        })
        .join(' '),
    )
    .replace(NEGATION, (_m, negated: string) => `not${negated}`);
  return { text: joined, excluded };
}

function buildEntry(
  food: MatchableFood,
  text: string,
  order: number,
): { entry: IndexedEntry; rawStems: string[] } {
  const exclusions = withExclusions(text);
  const { tokens, rawStems } = analyzeName(exclusions.text);
  const context = new Set(tokens.map((t) => t.stem));
  const brands = brandStems(text);
  const shape = shapeOf(tokens, context, new Set(brands));
  const { identity, headNouns } = shape;
  const byStem = new Map<string, { cost: number; group: number | null; added: boolean; segment: number }>();
  for (const token of tokens) {
    const cost = tokenCost(token, context, food.category, shape, exclusions.excluded);
    const group = token.orGroup;
    const previous = byStem.get(token.stem);
    if (previous === undefined) {
      byStem.set(token.stem, { cost, group, added: token.added, segment: token.segment });
    } else {
      byStem.set(token.stem, {
        cost: Math.min(cost, previous.cost),
        group: cost < previous.cost ? group : previous.group,
        added: previous.added && token.added,
        segment: previous.segment,
      });
    }
  }
  const priors: Prior[] = [];
  const categoryPrior = CATEGORY_PRIOR_STEMS.get(food.category);
  if (categoryPrior !== undefined) {
    priors.push(categoryPrior);
  }
  const plainStems = new Set(tokens.filter((t) => !t.paren).map((t) => t.stem));
  const parenStems = new Set(tokens.filter((t) => t.paren && !plainStems.has(t.stem)).map((t) => t.stem));
  for (const { stem, amount, exemption, waivers } of NAME_PRIOR_STEMS) {
    if (plainStems.has(stem) && (exemption === null || !plainStems.has(exemption))) {
      priors.push({ amount, waivers });
    }
  }
  if (brands.length > 0) {
    priors.push({ amount: BRAND_PRIOR, waivers: brands });
  }
  const entry: IndexedEntry = {
    food,
    order,
    text,
    stems: new Set(byStem.keys()),
    tokens: [...byStem].map(([stem, { cost, group, added, segment }]) => ({
      stem,
      cost,
      group,
      added,
      segment,
      implied: shape.implied.has(stem),
      // "LIGHT", "FREE" in capitals are the variant, not the brand.
      brand:
        brands.includes(stem) &&
        !VARIANT_STEMS.has(stem) &&
        !STATE_STEMS.has(stem) &&
        !isNeutral(stem, context),
    })),
    addedStems: new Set([...byStem].filter(([, t]) => t.added).map(([stem]) => stem)),
    parenStems,
    cooked: tokens.some((t) => !t.paren && !t.added && COOKED_STEMS.has(t.stem)),
    // A taxonomic head is the class, not the food: "Spices, cinnamon, ground" starts with cinnamon.
    leadStems: new Set(
      tokens
        .filter((t) => !t.paren && (t.segment === 0 || (t.segment === 1 && shape.kind === 'taxonomic')))
        .map((t) => t.stem),
    ),
    identity,
    headNouns,
    species: shape.species,
    priors,
    prior: priors.reduce((sum, p) => sum + p.amount, 0),
    shared: NOTHING,
  };
  return { entry, rawStems };
}

/** Builds the index of a catalogue; each food's name and aliases become entries. */
export function buildFoodIndex(foods: readonly MatchableFood[]): FoodIndex {
  const entries: IndexedEntry[] = [];
  const postings = new Map<string, number[]>();
  const addedPostings = new Map<string, Set<number>>();
  const vocabulary = new Map<string, number>();
  const nameCounts = new Map<string, number>();
  const plainStems = new Set<string>();
  foods.forEach((food, order) => {
    const written = [food.name, ...(food.aliases ?? [])].filter((n) => n.trim() !== '');
    // An organization's own ingredient, written in kitchen words, is found by a line's words after
    // the synonyms rewrote them ("mint sauce" → "spearmint sauce"): index that form too.
    const rewritten =
      food.source === 'custom'
        ? written.map(synonymForm).filter((n): n is string => n !== null && !written.includes(n))
        : [];
    const kinds = (food.kinds ?? []).filter((n) => n.trim() !== '' && !written.includes(n));
    const names = [...written, ...new Set(rewritten), ...kinds];
    const firstKind = names.length - kinds.length;
    let identity: IndexedEntry['identity'] | null = null;
    // The meat species of the food's own name: a common name ("pork shoulder chop") or a kitchen
    // name of the same food is a cut of that species too, whatever its first word.
    let species: string | null = null;
    for (const [n, text] of names.entries()) {
      const { entry: own, rawStems } = buildEntry(food, text, order);
      if (n === 0) {
        species = own.species;
        identity = own.identity;
      }
      const named: IndexedEntry = own.species === null && species !== null ? { ...own, species } : own;
      // A kind's name is the food itself: a sibling of the foods of the food's own identity.
      const entry: IndexedEntry =
        n >= firstKind && identity !== null ? { ...named, foodIdentity: identity } : named;
      const position = entries.length;
      entries.push(entry);
      for (const token of entry.tokens) {
        if (!token.brand) {
          plainStems.add(token.stem);
        }
      }
      // A kind's name repeats words of the food's own name: it makes none of them more common.
      for (const stem of n >= firstKind ? [] : new Set([...entry.stems, ...rawStems])) {
        vocabulary.set(stem, (vocabulary.get(stem) ?? 0) + 1);
      }
      for (const stem of entry.stems) {
        const list = postings.get(stem);
        if (list === undefined) {
          postings.set(stem, [position]);
        } else {
          list.push(position);
        }
        if (n < firstKind) {
          nameCounts.set(stem, (nameCounts.get(stem) ?? 0) + 1);
        }
      }
      for (const stem of entry.addedStems) {
        const added = addedPostings.get(stem);
        if (added === undefined) {
          addedPostings.set(stem, new Set([position]));
        } else {
          added.add(position);
        }
      }
    }
  });
  withSharedQualifiers(entries);
  return { entries, postings, addedPostings, vocabulary, nameCounts, plainStems, foodCount: foods.length };
}
