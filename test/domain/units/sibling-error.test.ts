import { describe, expect, it } from 'vitest';
import type { Food } from '../../../src/domain/foods/food.ts';
import { describePortions, NEUTRAL_MODIFIERS } from '../../../src/domain/units/portion-description.ts';
import {
  buildSiblingIndex,
  type MeasureClass,
  SIBLING_ERROR,
  SIBLING_MAX_P90,
  SIBLING_MIN_COMPARISONS,
  type SiblingKind,
  siblingDifference,
  siblingLends,
} from '../../../src/domain/units/siblings.ts';
import { builtInFood, builtInFoods } from '../fixtures/built-in-foods.ts';

/**
 * SIBLING_ERROR is SR28's own: over every food of the built-in catalogue that lists a measure,
 * and every sibling of it (`siblingDifference`) that lists the same measure (same head, size and
 * weighing modifiers; weights and servings aside), how far the sibling's weight per unit is from
 * the food's own, by kind of difference and class of measure. A kind lends a class of measure
 * only where that error is small.
 */

/** The measures a food lists, by key, with their weight per unit. */
function measuresOf(food: Food): Map<string, { cls: MeasureClass; each: number }> {
  const out = new Map<string, { cls: MeasureClass; each: number }>();
  for (const d of describePortions(food.portions)) {
    if (d.head.kind === 'mass' || d.head.name === 'serving') {
      continue;
    }
    const modifiers = [...new Set(d.modifiers.filter((w) => !NEUTRAL_MODIFIERS.has(w)))].sort();
    const key = `${d.head.name}|${d.size ?? ''}|${modifiers.join(' ')}`;
    if (!out.has(key)) {
      out.set(key, {
        cls: d.head.kind === 'volume' ? 'volume' : 'count',
        each: Number(d.grams.div(d.amount)),
      });
    }
  }
  return out;
}

const foods = builtInFoods();
const index = buildSiblingIndex(foods);
const errors = new Map<string, number[]>();

function figures(values: readonly number[]): { comparisons: number; median: number; p90: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { comparisons: sorted.length, median: at(0.5), p90: at(0.9) };
}

const byId = new Map(foods.map((f) => [f.id, f]));
for (const group of index.byHead.values()) {
  for (const a of group) {
    const own = measuresOf(byId.get(a.id) as Food);
    if (own.size === 0) {
      continue;
    }
    for (const b of group) {
      if (a.id === b.id) {
        continue;
      }
      const difference = siblingDifference(a, b);
      if (difference === null) {
        continue;
      }
      const theirs = measuresOf(byId.get(b.id) as Food);
      for (const [key, mine] of own) {
        const lent = theirs.get(key);
        if (lent === undefined) {
          continue;
        }
        const slot = `${difference.kind}|${mine.cls}`;
        const list = errors.get(slot) ?? [];
        list.push(Math.abs(lent.each - mine.each) / mine.each);
        errors.set(slot, list);
      }
    }
  }
}

const KINDS: readonly SiblingKind[] = ['salt', 'roast', 'fat', 'variety'];
const CLASSES: readonly MeasureClass[] = ['volume', 'count'];

describe('SIBLING_ERROR', () => {
  for (const kind of KINDS) {
    for (const cls of CLASSES) {
      it(`${kind}, ${cls}: recomputed from the built-in catalogue`, () => {
        const measured = figures(errors.get(`${kind}|${cls}`) ?? []);
        expect(measured.comparisons).toBe(SIBLING_ERROR[kind][cls].comparisons);
        expect(measured.median.toFixed(3)).toBe(SIBLING_ERROR[kind][cls].median.toFixed(3));
        expect(measured.p90.toFixed(3)).toBe(SIBLING_ERROR[kind][cls].p90.toFixed(3));
      });
    }
  }

  it('lends only where the 90th percentile is small over enough comparisons', () => {
    expect(
      KINDS.flatMap((kind) =>
        CLASSES.filter((cls) => siblingLends(kind, cls)).map((cls) => `${kind} ${cls}`),
      ),
    ).toEqual(['salt volume', 'salt count', 'roast volume', 'fat volume', 'variety volume']);
    for (const kind of KINDS) {
      for (const cls of CLASSES) {
        const measured = SIBLING_ERROR[kind][cls];
        expect(siblingLends(kind, cls)).toBe(
          measured.comparisons >= SIBLING_MIN_COMPARISONS && measured.p90 <= SIBLING_MAX_P90,
        );
      }
    }
  });
});

describe('siblingDifference on SR28 names', () => {
  const between = (a: string, b: string) => siblingDifference(builtInFood(a), builtInFood(b));

  it('reads salt, roasting, fat level and a fruit variety', () => {
    // Butter, salted / Butter, without salt
    expect(between('01001', '01145')).toEqual({ kind: 'salt', parts: 2 });
    // Nuts, cashew nuts, raw / Nuts, cashew nuts, dry roasted, without salt added
    expect(between('12087', '12085')).toEqual({ kind: 'roast', parts: 3 });
    // Seeds, sesame seeds, whole, roasted and toasted / …, whole, dried: "dried" is SR28's raw seed
    expect(between('12024', '12023')).toEqual({ kind: 'roast', parts: 2 });
    // Salad dressing, mayonnaise-type, light / Salad dressing, mayonnaise type, regular, with salt
    expect(between('04709', '04018')).toEqual({ kind: 'fat', parts: 3 });
    // Dates, medjool / Dates, deglet noor
    expect(between('09421', '09087')).toEqual({ kind: 'variety', parts: 2 });
  });

  it('finds no sibling across a form, a state, a species or a brand', () => {
    // Nuts, cashew nuts, raw / Nuts, cashew butter, plain, without salt added: whole nuts and a butter
    expect(between('12087', '12088')).toBeNull();
    // Apricots, raw / Apricots, dried, sulfured, uncooked: fresh and dried
    expect(between('09021', '09032')).toBeNull();
    // Chicken, broilers or fryers, meat only, raw / …, roasted: roasting a bird cooks it
    expect(between('05011', '05013')).toBeNull();
    // Nuts, almonds / Nuts, pecans: two nuts, not two varieties of one
    expect(between('12061', '12142')).toBeNull();
    // Fruit juice smoothie, NAKED JUICE, strawberry banana / GREEN MACHINE: two products
    expect(between('09531', '09508')).toBeNull();
  });
});
