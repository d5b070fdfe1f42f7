import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { createRecipe } from '../../helpers/studio.ts';
import { confirm, startOk } from './helpers.ts';

// A food that lists no portion for a line's measure, weighed through a real session on the full
// built-in catalogue by a sibling food's portion or a documented equivalent
// (docs/decisions/0028-household-estimates.md). Foods are chosen by ingredient_id where the test
// is about the amount; one line goes through the matcher.

let t: TestApp;
let org: TestOrg;
beforeAll(async () => {
  t = await startTestApp({ catalogue: 'full' });
  org = await t.newOrg();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const pick = (text: string, ingredient_id: string) => ({ action: 'add_ingredient', text, ingredient_id });
const sources = (row: Record<string, any>) =>
  row.unit_conversion.steps.map((s: { source: string }) => s.source);

describe('measures SR28 lists only for a sibling food, or for none', () => {
  it('weighs them by the sibling’s portion or a documented equivalent, says which, and confirms them', async () => {
    const recipe = await createRecipe(t, org);
    const s = await startOk(t, org, recipe.id, {
      items: [
        pick('½ c raw cashews', 'f_sr28_12087'),
        pick('¾ cup toasted slivered almonds', 'f_sr28_12063'),
        { action: 'add_ingredient', text: '1 cup MIRACLE WHIP Light Dressing' },
        pick('1 shallot, minced', 'f_sr28_11677'),
        pick('1 bunch scallions', 'f_sr28_11291'),
        pick('2 tbsp Greek yoghurt', 'f_sr28_01293'),
        pick('½ cup reduced-fat Cheddar cheese', 'f_sr28_01260'),
      ],
    });
    const [cashews, almonds, dressing, shallot, scallions, yogurt, cheddar] = s.rows;
    expect(s.summary).toMatchObject({ total: 7, resolved: 6, ready_to_confirm: false });

    // SR28 12085 (dry-roasted cashews): 1 cup, halves and whole = 137 g, the form nuts are sold
    // in; raw cashews (12087) list only an ounce.
    expect(cashews.unit_conversion).toMatchObject({
      quantity_grams: '68.5',
      provenance: 'household_estimate',
      approximate: true,
      portion_reference: null,
    });
    expect(sources(cashews)).toEqual(['household_estimate', 'portion']);
    expect(cashews.unit_conversion.steps[0].reasoning).toContain(
      'Nuts, cashew nuts, dry roasted, without salt added differs from it only in roasting',
    );
    // SR28 12061 (raw almonds): 1 cup, slivered = 108 g.
    expect(almonds.unit_conversion.quantity_grams).toBe('81');
    expect(almonds.unit_conversion.steps.at(-1).reasoning).toContain("Nuts, almonds lists 1 'cup, slivered'");
    // The matcher finds SR28 04709 (no portion); 04018, the regular dressing, lists 1 cup = 235 g.
    expect(dressing.search.ingredient_id).toBe('f_sr28_04709');
    expect(dressing.unit_conversion).toMatchObject({
      quantity_grams: '235',
      provenance: 'household_estimate',
    });
    // SR28 11677: 1 tbsp chopped = 10 g; a medium shallot yields 3 tbsp minced.
    expect(shallot.unit_conversion).toMatchObject({ quantity_grams: '30', provenance: 'household_estimate' });
    expect(sources(shallot)).toEqual(['household_estimate', 'portion']);
    // 6½ medium scallions of 15 g (SR28 11291).
    expect(scallions.unit_conversion.quantity_grams).toBe('97.5');
    // ¾ cup = 170 g on the labels: 2 tbsp = 1/8 cup.
    expect(Number(yogurt.unit_conversion.quantity_grams)).toBeCloseTo(170 / 6, 9);
    // Cheddar (01009), the sibling of the reduced-fat one, lists a cup diced, melted and shredded:
    // which?
    expect(cheddar).toMatchObject({
      status: 'unresolved',
      unit_conversion: null,
      error: { code: 'unconvertible_quantity', reason_code: 'ambiguous' },
    });
    expect(cheddar.error.message).toContain("'cup, diced' (132 g) or 'cup, shredded' (113 g)");

    const next = await startOk(t, org, recipe.id, {
      previous_resolution_id: s.resolution_id,
      items: [
        { action: 'update_ingredient_quantity', ingredient_row_id: cashews.row_id, quantity: 1 },
        {
          action: 'update_ingredient_text',
          ingredient_row_id: cheddar.row_id,
          text: '½ cup shredded reduced-fat Cheddar cheese',
        },
      ],
    });
    const byRow = new Map<string, Record<string, any>>(
      next.rows.map((r: Record<string, any>) => [r.row_id, r]),
    );
    // 1 cup: dry-roasted cashews' cup of halves and whole, 137 g.
    expect(byRow.get(cashews.row_id)?.unit_conversion.quantity_grams).toBe('137');
    // Shredded: cheddar's cup shredded, 113 g.
    expect(byRow.get(cheddar.row_id)?.unit_conversion.quantity_grams).toBe('56.5');
    expect(next.summary).toMatchObject({ total: 7, resolved: 7, ready_to_confirm: true });

    const res = await confirm(t, org, recipe.id, next.resolution_id, recipe.versionId, '?compute=false');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      new Set(
        res.json().data.ingredient_conversions.map((c: { conversion_source: string }) => c.conversion_source),
      ),
    ).toEqual(new Set(['household_estimate']));
  });
});
