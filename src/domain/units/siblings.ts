/**
 * Sibling foods: two catalogue foods of one identity whose names differ only in a way that leaves
 * what a household measure holds about the same, so that one may lend its portion to the other
 * when that one lists none for the measure asked ("½ cup raw cashews": SR28's raw cashews list
 * only an ounce; its dry-roasted cashews list a cup).
 *
 * Names are compared as SR28 writes them: the parts between top-level commas, in any order, case,
 * hyphens and spacing aside ("mayonnaise-type" is "mayonnaise type"). The first part (the head:
 * "Nuts", "Dates", "Salad dressing") must be the same; every other part that one name has and the
 * other lacks is a difference, and each difference must be of one kind:
 *
 * - `salt`: added salt ("with salt added", "without salt", "salted", "lightly salted");
 * - `roast`: how nuts and seeds are roasted ("raw", "dry roasted", "oil roasted", "toasted",
 *   "blanched"), for heads Nuts, Seeds and Peanuts only (a roasted chicken is cooked, not toasted);
 * - `fat`: the fat level ("nonfat", "lowfat", "reduced fat", "light", "regular", "whole milk",
 *   "2% milkfat"…);
 * - `variety`: one part on each side naming a variety, for fruits only ("Dates, medjool" and
 *   "Dates, deglet noor"); a part with a word of state or form (raw, dried, canned, juice, with
 *   skin…) is not a variety, nor are two products of a brand (SR28 writes brands in capitals).
 *
 * Salt may go with one other kind (it changes no measure's weight: 0 % over every SR28 pair); two
 * other kinds together, any other difference (cooked, dried, canned, frozen, a form such as
 * ground, paste or butter, another species) and a different head are no siblings at all. Whether
 * a kind may lend a measure of a class (volume, or a count of items) is decided by how far
 * siblings' own portions of the same measure are apart in SR28 (`SIBLING_ERROR`,
 * `siblingLends`); `sibling-error.test.ts` recomputes those figures from the built-in catalogue.
 */

import { splitTopLevel } from '../foods/food-text.ts';

export type SiblingKind = 'salt' | 'roast' | 'fat' | 'variety';

/** What a measure is: a volume ("cup, chopped") or a count of items ("date, pitted", "large"). */
export type MeasureClass = 'volume' | 'count';

export interface SiblingCandidate {
  id: string;
  name: string;
  /** Food group or category ("Fruits and Fruit Juices"): a variety is a fruit's only. */
  category: string;
}

export interface SiblingDifference {
  kind: SiblingKind;
  /** How many parts differ, both names together: fewer is nearer. */
  parts: number;
}

/** A food that may lend its portions, and how it differs from the food that borrows. */
export interface Sibling<F> {
  food: F;
  kind: SiblingKind;
}

/** The parts of a name between top-level commas, normalized ("Nuts, almonds, dry-roasted"). */
export function nameParts(name: string): string[] {
  return splitTopLevel(name)
    .map((part) => part.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

const SALT_PART =
  /^(?:(?:with|without|no) (?:added )?salt(?: added)?|(?:lightly |un)?salted|salt added|no salt added)$/;
const ROAST_PART = /^(?:raw|dried|dry roasted|oil roasted|roasted|toasted|roasted and toasted|blanched)$/;
const NUT_HEADS: ReadonlySet<string> = new Set(['nuts', 'seeds', 'peanuts']);
const FAT_PART =
  /^(?:nonfat|non fat|fat free|lowfat|low fat|reduced fat|light|lite|regular|whole milk|skim|part skim|low calorie|reduced calorie|full fat|(?:\d+(?:\.\d+)?|\d+ \d\/\d)% (?:milk)?fat)$/;
/** Words of state or form: a part that has one says how the food is kept or cut, not its variety. */
const STATE_OR_FORM =
  /\b(?:raw|fresh|cooked|boiled|baked|stewed|fried|roasted|canned|frozen|dried|dehydrated|freeze dried|sulfured|unsulfured|juice|nectar|syrup|pack|water|sweetened|unsweetened|heated|unheated|drained|solids|liquids|heavy|light|extra|with|without|skin|peel|peeled|seed|seeds|seeded|seedless|pitted|pulp|puree|sauce|concentrate|prepared|unprepared|chopped|sliced|ground|whole|pieces|halves|paste|powder|candied|glace|maraschino|pickled|spiced|mixed|includes|all|varieties|commercial)\b/;
const FRUIT_CATEGORY = /^fruits\b/i;
/** SR28 writes producers and brands in capitals ("NAKED JUICE", "REAL LEMON"): a product, not a variety. */
const BRANDED = /\b[A-Z]{3,}\b/;

type PartKind = SiblingKind | null;

function partKind(part: string, nut: boolean): PartKind {
  if (SALT_PART.test(part)) {
    return 'salt';
  }
  if (nut && ROAST_PART.test(part)) {
    return 'roast';
  }
  if (FAT_PART.test(part)) {
    return 'fat';
  }
  return null;
}

/** Parts of `a` that `b` lacks, as a multiset difference. */
function without(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  const out: string[] = [];
  for (const part of a) {
    const at = left.indexOf(part);
    if (at === -1) {
      out.push(part);
    } else {
      left.splice(at, 1);
    }
  }
  return out;
}

/**
 * How `other` differs from `food`, or null when they are not siblings (a different head, a
 * difference of no kind, two kinds besides salt, or the same name).
 */
export function siblingDifference(
  food: Pick<SiblingCandidate, 'name' | 'category'>,
  other: Pick<SiblingCandidate, 'name' | 'category'>,
): SiblingDifference | null {
  const [head, ...rest] = nameParts(food.name);
  const [otherHead, ...otherRest] = nameParts(other.name);
  if (head === undefined || head !== otherHead) {
    return null;
  }
  const mine = without(rest, otherRest);
  const theirs = without(otherRest, rest);
  if (mine.length === 0 && theirs.length === 0) {
    return null;
  }
  const nut = NUT_HEADS.has(head);
  const kinds = new Set<SiblingKind>();
  const unknown = { mine: [] as string[], theirs: [] as string[] };
  for (const [side, parts] of [
    ['mine', mine],
    ['theirs', theirs],
  ] as const) {
    for (const part of parts) {
      const kind = partKind(part, nut);
      if (kind === null) {
        unknown[side].push(part);
      } else {
        kinds.add(kind);
      }
    }
  }
  if (unknown.mine.length > 0 || unknown.theirs.length > 0) {
    const [a, b] = [unknown.mine[0] ?? '', unknown.theirs[0] ?? ''];
    const variety =
      unknown.mine.length === 1 &&
      unknown.theirs.length === 1 &&
      FRUIT_CATEGORY.test(food.category) &&
      FRUIT_CATEGORY.test(other.category) &&
      !BRANDED.test(food.name) &&
      !BRANDED.test(other.name) &&
      !STATE_OR_FORM.test(a) &&
      !STATE_OR_FORM.test(b);
    if (!variety) {
      return null;
    }
    kinds.add('variety');
  }
  if (kinds.size > 1) {
    kinds.delete('salt');
  }
  const [kind, ...more] = [...kinds];
  if (kind === undefined || more.length > 0) {
    return null;
  }
  return { kind, parts: mine.length + theirs.length };
}

/**
 * How far a sibling's own portion of a measure is from the food's own, over every SR28 food that
 * lists a measure and has a sibling of the kind listing the same measure (same head, size and
 * modifiers; weights and servings aside): the number of such comparisons, the median and the
 * 90th percentile of |sibling − own| ÷ own. Measured on the built-in catalogue (SR28, 8,790
 * foods); `sibling-error.test.ts` recomputes every figure.
 */
export const SIBLING_ERROR: Readonly<
  Record<SiblingKind, Readonly<Record<MeasureClass, { comparisons: number; median: number; p90: number }>>>
> = {
  // 0 % everywhere: SR28 weighs a food with and without salt alike.
  salt: {
    volume: { comparisons: 490, median: 0, p90: 0 },
    count: { comparisons: 190, median: 0, p90: 0 },
  },
  // "Dried" is how SR28 names raw seeds and nuts ("Seeds, sesame seeds, whole, dried" lends its
  // spoon to the toasted ones). Almonds dry against oil roasted are the farthest (138 g and
  // 157 g a cup of kernels). SR28 counts nuts by the kernel in annotations only ("oz (22 whole
  // kernels)"), so there are too few counts to lend one.
  roast: {
    volume: { comparisons: 96, median: 0.043, p90: 0.121 },
    count: { comparisons: 4, median: 0, p90: 0 },
  },
  // A container or a slice of a lighter product is another size ("container (7 oz)" 200 g,
  // "container" 170 g of Greek yogurts): counts are not lent.
  fat: {
    volume: { comparisons: 166, median: 0.008, p90: 0.118 },
    count: { comparisons: 64, median: 0, p90: 0.296 },
  },
  // Varieties fill a cup alike, but their items differ in size (a medjool date 24 g, a deglet
  // noor 7.1 g).
  variety: {
    volume: { comparisons: 64, median: 0, p90: 0.0625 },
    count: { comparisons: 116, median: 0.102, p90: 0.269 },
  },
};

/** A kind lends a class of measure when siblings' portions agree this well at the 90th percentile… */
export const SIBLING_MAX_P90 = 0.15;
/** …over at least this many SR28 comparisons. */
export const SIBLING_MIN_COMPARISONS = 20;

/** Whether a sibling of this kind may lend its portion of this class of measure. */
export function siblingLends(kind: SiblingKind, measure: MeasureClass): boolean {
  const measured = SIBLING_ERROR[kind][measure];
  return measured.comparisons >= SIBLING_MIN_COMPARISONS && measured.p90 <= SIBLING_MAX_P90;
}

/** What a kind of difference is, for the step that names the sibling. */
export const SIBLING_KIND_WORDS: Readonly<Record<SiblingKind, string>> = {
  salt: 'added salt',
  roast: 'roasting (raw or dried, dry or oil roasted, toasted, blanched)',
  fat: 'fat level',
  variety: 'variety of the same fruit',
};

/** Foods grouped by the head of their name, for finding siblings without comparing every pair. */
export interface SiblingIndex {
  byHead: ReadonlyMap<string, readonly SiblingCandidate[]>;
}

export function buildSiblingIndex(foods: Iterable<SiblingCandidate>): SiblingIndex {
  const byHead = new Map<string, SiblingCandidate[]>();
  for (const food of foods) {
    const head = nameParts(food.name)[0];
    if (head === undefined) {
      continue;
    }
    const list = byHead.get(head);
    if (list === undefined) {
      byHead.set(head, [food]);
    } else {
      list.push(food);
    }
  }
  return { byHead };
}

/**
 * The siblings of `food` in the index that may lend a measure of some class, nearest first: one
 * differing only in salt, then by fewer differing parts, then in the catalogue's order of ids.
 */
export function siblingsOf(
  index: SiblingIndex,
  food: SiblingCandidate,
): { candidate: SiblingCandidate; kind: SiblingKind; parts: number }[] {
  const head = nameParts(food.name)[0];
  const same = head === undefined ? [] : (index.byHead.get(head) ?? []);
  const out: { candidate: SiblingCandidate; kind: SiblingKind; parts: number }[] = [];
  for (const candidate of same) {
    if (candidate.id === food.id) {
      continue;
    }
    const difference = siblingDifference(food, candidate);
    if (
      difference !== null &&
      (siblingLends(difference.kind, 'volume') || siblingLends(difference.kind, 'count'))
    ) {
      out.push({ candidate, ...difference });
    }
  }
  return out.sort(
    (a, b) =>
      Number(a.kind !== 'salt') - Number(b.kind !== 'salt') ||
      a.parts - b.parts ||
      (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
  );
}
