import { describe, expect, it } from 'vitest';
import type { Food } from '../../../src/domain/foods/food.ts';
import { convertLine, parseLine } from '../../../src/domain/resolution/rows.ts';
import { builtInFood, builtInSiblings } from '../fixtures/built-in-foods.ts';

/**
 * A food that lists no portion for the line's measure weighs it by a sibling food's own portion
 * (docs/decisions/0028-household-estimates.md): raw cashews by dry-roasted cashews' spoon, a
 * medjool date cup by a deglet noor one. The foods and their siblings are the built-in SR28
 * catalogue's, found as a session finds them.
 */

function convert(text: string, ndb: string) {
  const food: Food = builtInFood(ndb);
  return convertLine(parseLine(text, 0), food, builtInSiblings(food));
}

function weighed(text: string, ndb: string) {
  const r = convert(text, ndb);
  if (!r.ok) {
    throw new Error(`${text}: ${r.error.message}`);
  }
  return r.conversion;
}

describe('a sibling food lends its portion', () => {
  it('raw cashews by the dry-roasted ones (roasting), naming the sibling and its portion', () => {
    const c = weighed('½ c raw cashews', '12087');
    expect(c).toMatchObject({
      quantity_grams: '68.5',
      provenance: 'household_estimate',
      approximate: true,
      portion_reference: null,
    });
    expect(c.steps.map((s) => s.source)).toEqual(['household_estimate', 'portion']);
    expect(c.steps[0]?.reasoning).toContain(
      'Nuts, cashew nuts, raw has no portion of its own for this cup; Nuts, cashew nuts, dry roasted, without salt added differs from it only in roasting',
    );
    expect(c.steps[0]?.reasoning).toContain('12 % or less at the 90th percentile (96 SR28 comparisons');
    // Nuts by the cup are measured as sold, whole or in halves (the sibling's spoon had been
    // scaled up to a cup, 68.8 g).
    expect(c.steps[1]?.reasoning).toContain(
      "Nuts, cashew nuts, dry roasted, without salt added lists 1 'cup, halves and whole' = 137 g",
    );
  });

  it('the form asked: slivered and ground almonds of a dry-roasted food listing whole kernels only', () => {
    // SR28 12063 lists only "cup whole kernels" (138 g); raw almonds (12061) list each form.
    expect(weighed('¾ cup toasted slivered almonds', '12063').quantity_grams).toBe('81');
    expect(weighed('3/4 cup almonds, blanched, toasted and finely ground', '12063').quantity_grams).toBe(
      '71.25',
    );
    expect(weighed('1 cup toasted pecans, chopped', '12143').quantity_grams).toBe('109');
    expect(weighed('¾ cup pecan halves, lightly toasted', '12143').quantity_grams).toBe('74.25');
  });

  it('a date variety by another (a cup), a light dressing by the regular one (fat level)', () => {
    const dates = weighed('1/2 cup pitted soft dates like medjool', '09421');
    expect(dates.quantity_grams).toBe('73.5');
    expect(dates.steps[0]?.reasoning).toContain('Dates, deglet noor differs from it only in variety');
    const dressing = weighed('1 cup MIRACLE WHIP Light Dressing', '04709');
    expect(dressing.quantity_grams).toBe('235');
    expect(dressing.steps[0]?.reasoning).toContain(
      'Salad dressing, mayonnaise type, regular, with salt differs from it only in fat level',
    );
  });

  it('a count by a food that differs only in salt', () => {
    // Potatoes, canned, drained solids, no salt added (43311) lists only a cup; 11376 a potato.
    const c = weighed('6 canned potatoes, drained', '43311');
    expect(c.provenance).toBe('household_estimate');
    expect(c.steps[0]?.reasoning).toContain('differs from it only in added salt');
    expect(c.quantity_grams).toBe('210');
  });

  it('asks when the sibling leaves a choice the line does not make', () => {
    const r = convert('1/2 cup reduced-fat Cheddar cheese', '01260');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.reason_code).toBe('ambiguous');
      expect(r.error.message).toContain(
        "A cup of Cheese, cheddar could be 'cup, diced' (132 g) or 'cup, shredded' (113 g)",
      );
    }
    // Toasted pecans by the raw ones' cup of halves, the form nuts are sold in (99 g).
    expect(weighed('1½ c toasted pecans', '12143').quantity_grams).toBe('148.5');
  });
});

describe('what a sibling does not lend', () => {
  it("the food's own portions come first, and a choice among them stays a question", () => {
    // Red cabbage lists a chopped (89 g) and a shredded (70 g) cup of its own: the choice is asked.
    const r = convert('1 cup red cabbage', '11112');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.reason_code).toBe('ambiguous');
    }
    // Raw almonds list their own slivered cup.
    expect(weighed('1 cup slivered almonds', '12061')).toMatchObject({
      quantity_grams: '108',
      provenance: 'portion',
    });
  });

  it('a count across fat levels (containers of lighter products are other sizes)', () => {
    // Whole-milk Greek yogurt lists nothing; the lowfat one "container (7 oz)" 200 g, the nonfat
    // one "container" 170 g.
    const r = convert('1 container plain Greek yogurt', '01293');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.reason_code).toBe('no_portion');
    }
  });

  it('across a form, a state or a species: no sibling at all', () => {
    const names = (ndb: string) => builtInSiblings(builtInFood(ndb)).map((s) => s.food.name);
    // Raw cashews: the roasted ones, never cashew butter.
    expect(names('12087')).toEqual([
      'Nuts, cashew nuts, dry roasted, without salt added',
      'Nuts, cashew nuts, oil roasted, without salt added',
      'Nuts, cashew nuts, dry roasted, with salt added',
      'Nuts, cashew nuts, oil roasted, with salt added',
    ]);
    // Fresh shallots: not the freeze-dried ones.
    expect(names('11677')).toEqual([]);
    // Whole-milk Greek yogurt: other fat levels of Greek yogurt, not plain yogurt.
    expect(names('01293').every((n) => n.startsWith('Yogurt, Greek, plain'))).toBe(true);
  });
});
