import { describe, expect, it } from 'vitest';
import { buildFoodIndex } from '../../../src/domain/matching/food-index.ts';
import { matchIngredient } from '../../../src/domain/matching/match.ts';
import {
  convertLine,
  finishEntry,
  parseLine,
  prepareEntry,
  statesNoAmount,
  unreadAmount,
  unweighedNotice,
} from '../../../src/domain/resolution/rows.ts';
import {
  type ResolutionSessionRecord,
  sessionView,
  summarize,
} from '../../../src/domain/resolution/session.ts';
import { resolveEntry } from '../fixtures/resolve-entries.ts';
import { GARLIC, PARSLEY, portionFood, SALT, SR28_FIXTURES, SUGAR } from '../fixtures/sr28-foods.ts';

/**
 * Lines that state no amount at all resolve to their food with no weight and a notice saying so;
 * a line that states an amount somewhere the parser does not read it stays unresolved with a
 * reason. The lines are real recipe lines of the kind ../shared/parse-dev holds.
 */

const BLUEBERRIES = portionFood('09050', 'Blueberries, raw', [
  ['1', 'cup', '148'],
  ['50', 'berries', '68'],
]);
const WHITE_PEPPER = portionFood('02032', 'Spices, pepper, white', [
  ['1', 'tsp', '2.4'],
  ['1', 'tbsp', '7.1'],
]);
const LEMON_PEEL = portionFood('09156', 'Lemon peel, raw', [
  ['1', 'tbsp', '6'],
  ['1', 'tsp', '2'],
]);
const BASIL = portionFood('02044', 'Basil, fresh', [
  ['2', 'tbsp, chopped', '5.3'],
  ['5', 'leaves', '2.5'],
]);
const CORNSTARCH = portionFood('20027', 'Cornstarch', [['1', 'cup', '128']]);

describe('a line that states no amount', () => {
  it.each([
    ['Fresh blueberries', BLUEBERRIES, 'no_quantity'],
    ['Strips of lemon peel', LEMON_PEEL, 'no_quantity'],
    ['garlic cloves, crushed', GARLIC, 'no_quantity'],
    ['Cornstarch plus water', CORNSTARCH, 'no_quantity'],
    ['Few fresh chives', PARSLEY, 'no_quantity'],
    ['a few sprigs of parsley', PARSLEY, 'no_quantity'],
    ['parsley, for garnish (optional)', PARSLEY, 'no_quantity'],
    ['salt to taste', SALT, 'to_taste'],
    ['coarse sea salt, or as needed', SALT, 'to_taste'],
    ['Freshly ground white pepper, if needed', WHITE_PEPPER, 'to_taste'],
  ] as const)('"%s" is the food with no weight (%s)', (line, food, reason) => {
    const parsed = parseLine(line, 0);
    expect(statesNoAmount(parsed, food)).toBe(true);
    const notice = unweighedNotice(parsed, food);
    expect(notice).toMatchObject({ code: 'amount_not_stated', field: 'quantity', reason_code: reason });
    expect(notice?.message).toContain(line);
    expect(notice?.message).toContain('data missing');
  });

  it.each([
    // An amount the parser does not read as the quantity: a question, not a line without weight.
    // "Enough for" a measure is what the line uses (it is weighed); for 3 people it is no measure.
    ['Fresh basil, enough for 3 people', BASIL, '3'],
    ['Salt, a pinch', SALT, 'a'],
    ['Grated zest from a small, well-scrubbed orange', LEMON_PEEL, 'a'],
    ['Juice of half a lemon, strained', LEMON_PEEL, 'half'],
    ['basil leaves (about ½ cup)', BASIL, '½'],
    ['cup sugar', SUGAR, 'cup'],
    ['sugar, two spoonfuls', SUGAR, 'two'],
    ['salt (a teaspoon or so), to taste', SALT, 'a'],
  ] as const)('"%s" mentions an amount ("%s"): unresolved, with the reason', (line, food, word) => {
    const parsed = parseLine(line, 0);
    expect(unreadAmount(parsed)).toBe(word);
    expect(unweighedNotice(parsed, food)).toBeNull();
    const r = convertLine(parsed, food);
    if (parsed.quantity === null) {
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'unconvertible_quantity', reason_code: 'unread_amount' },
      });
      expect(r.ok ? '' : r.error.message).toContain(`("${word}")`);
    }
  });

  it('a quantity, an implied one, or a measure without a number is not "no amount"', () => {
    for (const line of ['1 tsp salt', 'pinch salt', 'dash of salt', 'bunch of parsley', 'cups sugar']) {
      expect(unweighedNotice(parseLine(line, 0), line.includes('parsley') ? PARSLEY : SALT)).toBeNull();
    }
    // "pinch" alone is one pinch, weighed as before.
    const pinch = convertLine(parseLine('pinch salt', 0), SALT);
    expect(pinch).toMatchObject({ ok: true, conversion: { approximate: true } });
    expect(pinch.ok ? pinch.conversion.steps[0]?.source : null).toBe('implied_quantity');
  });

  it('words joined by hyphens are one word: "half-and-half" and "five-spice" state no amount', () => {
    expect(unreadAmount(parseLine('half-and-half, for serving', 0))).toBeNull();
    expect(unreadAmount(parseLine('Chinese five-spice powder', 0))).toBeNull();
  });

  it('a name listing several foods the food does not name together is left to a person', () => {
    // "Tobasco" is matched by nothing, so the line is not caught as two ingredients; its
    // first food alone would leave the hot sauce out without a word.
    const parsed = parseLine('sea salt and Tobasco to taste', 0);
    expect(parsed.ingredient_name).toBe('sea salt and Tobasco');
    expect(statesNoAmount(parsed, SALT)).toBe(false);
    expect(convertLine(parsed, SALT)).toMatchObject({ ok: false, error: { reason_code: 'to_taste' } });
    // So is a comment that joins parts: it may name other foods.
    const comment = parseLine('Coarse salt, freshly ground pepper and Tobasco to taste', 0);
    expect(comment).toMatchObject({ ingredient_name: 'Coarse salt' });
    expect(statesNoAmount(comment, SALT)).toBe(false);
    // A food that names the parts together is one food.
    const sweetSour = portionFood('06112', 'Sauce, sweet and sour, prepared-from-recipe', [
      ['1', 'cup', '250'],
    ]);
    expect(statesNoAmount(parseLine('sweet and sour sauce', 0), sweetSour)).toBe(true);
  });
});

describe('the finished row', () => {
  const index = buildFoodIndex([...SR28_FIXTURES, BLUEBERRIES, BASIL]);
  const foods = new Map([...SR28_FIXTURES, BLUEBERRIES, BASIL].map((f) => [`f_sr28_${f.source_id}`, f]));
  const row = (text: string) => {
    const prepared = prepareEntry(resolveEntry(text), (name) => matchIngredient(index, name));
    return finishEntry(prepared, 0, (id) => {
      const food = foods.get(id);
      return food === undefined ? undefined : { food, pinned_version_id: null };
    });
  };

  it('"salt to taste" is resolved to salt, with no weight and the notice', () => {
    const r = row('salt to taste');
    expect(r).toMatchObject({
      status: 'resolved',
      search: { ingredient_name: 'Salt, table', provenance: 'system_matched' },
      unit_conversion: null,
      error: null,
      notice: { code: 'amount_not_stated', reason_code: 'to_taste' },
    });
    expect(r.notice?.message).toContain('("to taste")');
  });

  it('"Fresh basil, enough for 3 people" stays unresolved, saying what it mentions', () => {
    const r = row('Fresh basil, enough for 3 people');
    expect(r).toMatchObject({
      status: 'unresolved',
      search: { ingredient_name: 'Basil, fresh' },
      unit_conversion: null,
      notice: null,
      error: { code: 'unconvertible_quantity', reason_code: 'unread_amount' },
    });
  });

  it('a line without an amount whose food is not found stays unresolved as before', () => {
    const r = row('zzyzx glorps');
    expect(r).toMatchObject({ status: 'unresolved', notice: null, error: { code: 'no_match' } });
  });

  it('grams stated by the client weigh the row as usual', () => {
    const index2 = buildFoodIndex(SR28_FIXTURES);
    const entry = resolveEntry('salt to taste', { action: 'update_ingredient_grams', grams: '3' });
    const r = finishEntry(
      prepareEntry(entry, (name) => matchIngredient(index2, name)),
      0,
      (id) => (id === 'f_sr28_02047' ? { food: SALT, pinned_version_id: null } : undefined),
    );
    expect(r).toMatchObject({ status: 'resolved', notice: null, unit_conversion: { quantity_grams: '3' } });
  });
});

describe('a session stored before rows could be resolved without a weight', () => {
  it('reads with notice null on each row and the count of such rows worked out from the rows', () => {
    const index = buildFoodIndex(SR28_FIXTURES);
    const foods = (id: string) =>
      id === 'f_sr28_02047' ? { food: SALT, pinned_version_id: null } : undefined;
    const finished = finishEntry(
      prepareEntry(resolveEntry('salt to taste'), (name) => matchIngredient(index, name)),
      0,
      foods,
    );
    const { notice: _notice, ...older } = finished;
    const { resolved_without_weight: _count, ...summary } = summarize([finished]);
    const record = {
      resolution_id: 'ireslv_1',
      previous_resolution_id: null,
      recipe_id: 'rcp_1',
      org_id: 'org_1',
      created_at: '2026-11-01T00:00:00.000Z',
      status: 'open',
      based_on_version_id: '01JDQ5Z4M8W3X9V2T6R1N0P7KA',
      confirmed_at: null,
      confirmed_version_id: null,
      superseded_by: null,
      summary,
      rows: [older],
      removed_rows: [],
      based_on_ingredients_hash: 'h'.repeat(64),
      confirmed_ingredients_hash: null,
      request_id: 'req_1',
    } as unknown as ResolutionSessionRecord;
    const view = sessionView(record);
    expect(view.rows[0]?.notice).toBeNull();
    expect(view.summary).toEqual({
      total: 1,
      resolved: 1,
      resolved_without_weight: 1,
      unresolved: 0,
      ready_to_confirm: true,
    });
  });
});
