/**
 * The searchable form of a food catalogue. Built once per catalogue (full SR28 in a few tens of
 * milliseconds); an organization's custom ingredients go in an index of their own and
 * `matchIngredient` searches several indexes at once, so adding them never rebuilds the big one.
 */
import type { Food } from '../foods/food.ts';
import {
  analyzeName,
  CLASS_HEAD_KEYS,
  isNeutral,
  type NameToken,
  SPECIES_STEMS,
  STATE_COSTS,
  STATE_STEMS,
  stemAll,
} from './analyze.ts';
import {
  BRAND_PRIOR,
  CATEGORY_PRIORS,
  CATEGORY_WAIVERS,
  NAME_PRIORS,
  NEUTRAL_IN_CATEGORY,
} from './lexicon.ts';
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
}

/** The matcher's view of a catalogue food. */
export function toMatchableFood(food: Food): MatchableFood {
  return { id: food.id, name: food.name, category: food.category, source: food.source };
}

/** Cost of an unmatched food-name word, by kind. */
export const TOKEN_COST = { other: 0.04, number: 0.01, state: 0.1 } as const;

export interface EntryToken {
  readonly stem: string;
  /** Score lost when the query does not mention this token. */
  readonly cost: number;
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
  readonly identity: Identity;
  readonly priors: readonly Prior[];
  /** Sum of `priors` when the query waives none of them. */
  readonly prior: number;
}

export interface FoodIndex {
  readonly entries: readonly IndexedEntry[];
  /** Token → entries (positions in `entries`) that contain it. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** Every stem seen in a name, before and after canonical phrases, with the number of entries that have it. */
  readonly vocabulary: ReadonlyMap<string, number>;
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

function identityOf(tokens: readonly NameToken[], context: ReadonlySet<string>): Identity {
  const head = tokens.filter((t) => t.segment === 0 && !t.paren);
  const headKey = head.map((t) => t.stem).join(' ');
  const classStems = new Set<string>();
  let segment = 0;
  let weight = 1;
  if (CLASS_HEAD_KEYS.has(headKey)) {
    for (const t of head) {
      classStems.add(t.stem);
    }
    const last = tokens.reduce((max, t) => Math.max(max, t.segment), 0);
    segment = -1;
    for (let s = 1; s <= last && segment === -1; s += 1) {
      if (tokens.some((t) => t.segment === s && !t.paren && isIdentityWord(t.stem, context, classStems))) {
        segment = s;
      }
    }
    if (segment === -1) {
      return { groups: [], alias: [], weight: 1 };
    }
  } else if (head.length === 1 && SPECIES_STEMS.has(headKey)) {
    weight = 0.5;
  }
  const groups = new Map<string, string[]>();
  const alias: string[] = [];
  for (const t of tokens) {
    if (t.segment !== segment) {
      continue;
    }
    if (t.paren) {
      alias.push(t.stem);
    } else if (isIdentityWord(t.stem, context, classStems)) {
      const key = t.orGroup === null ? `t:${t.stem}` : `g:${t.orGroup}`;
      const group = groups.get(key) ?? [];
      group.push(t.stem);
      groups.set(key, group);
    }
  }
  return { groups: [...groups.values()], alias, weight };
}

function isIdentityWord(
  stem: string,
  context: ReadonlySet<string>,
  classStems: ReadonlySet<string>,
): boolean {
  return !STATE_STEMS.has(stem) && !isNeutral(stem, context) && !classStems.has(stem) && !/^\d/.test(stem);
}

function tokenCost(
  token: NameToken,
  context: ReadonlySet<string>,
  category: string,
  identityStems: ReadonlySet<string>,
): number {
  const stem = token.stem;
  let cost: number;
  if (identityStems.has(stem) || isNeutral(stem, context)) {
    cost = 0;
  } else if (NEUTRAL_IN_CATEGORY.get(stem)?.includes(category) === true) {
    cost = 0;
  } else if (/^\d/.test(stem)) {
    cost = TOKEN_COST.number;
  } else if (STATE_STEMS.has(stem)) {
    cost = STATE_COSTS.get(stem) ?? TOKEN_COST.state;
  } else {
    cost = TOKEN_COST.other;
  }
  return token.paren ? cost / 2 : cost;
}

function buildEntry(
  food: MatchableFood,
  text: string,
  order: number,
): { entry: IndexedEntry; rawStems: string[] } {
  const { tokens, rawStems } = analyzeName(text);
  const context = new Set(tokens.filter((t) => t.segment <= 1 && !t.paren).map((t) => t.stem));
  const identity = identityOf(tokens, context);
  const identityStems = new Set(identity.groups.flat());
  const costs = new Map<string, number>();
  for (const token of tokens) {
    const cost = tokenCost(token, context, food.category, identityStems);
    const previous = costs.get(token.stem);
    costs.set(token.stem, previous === undefined ? cost : Math.min(previous, cost));
  }
  const priors: Prior[] = [];
  const categoryPrior = CATEGORY_PRIORS.get(food.category);
  if (categoryPrior !== undefined) {
    const waivers = (CATEGORY_WAIVERS.get(food.category) ?? []).map(stemWord);
    priors.push({ amount: categoryPrior, waivers });
  }
  for (const [word, amount] of NAME_PRIORS) {
    const stem = stemWord(word);
    if (costs.has(stem)) {
      priors.push({ amount, waivers: [stem] });
    }
  }
  const brands = brandStems(text);
  if (brands.length > 0) {
    priors.push({ amount: BRAND_PRIOR, waivers: brands });
  }
  const entry: IndexedEntry = {
    food,
    order,
    text,
    stems: new Set(costs.keys()),
    tokens: [...costs].map(([stem, cost]) => ({ stem, cost })),
    identity,
    priors,
    prior: priors.reduce((sum, p) => sum + p.amount, 0),
  };
  return { entry, rawStems };
}

/** Builds the index of a catalogue; each food's name and aliases become entries. */
export function buildFoodIndex(foods: readonly MatchableFood[]): FoodIndex {
  const entries: IndexedEntry[] = [];
  const postings = new Map<string, number[]>();
  const vocabulary = new Map<string, number>();
  foods.forEach((food, order) => {
    const names = [food.name, ...(food.aliases ?? [])].filter((n) => n.trim() !== '');
    for (const text of names) {
      const { entry, rawStems } = buildEntry(food, text, order);
      const position = entries.length;
      entries.push(entry);
      for (const stem of new Set([...entry.stems, ...rawStems])) {
        vocabulary.set(stem, (vocabulary.get(stem) ?? 0) + 1);
      }
      for (const stem of entry.stems) {
        const list = postings.get(stem);
        if (list === undefined) {
          postings.set(stem, [position]);
        } else {
          list.push(position);
        }
      }
    }
  });
  return { entries, postings, vocabulary, foodCount: foods.length };
}
