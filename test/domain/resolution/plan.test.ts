import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/errors.ts';
import { itemIssues, planSession } from '../../../src/domain/resolution/plan.ts';
import { convertLine, parseLine } from '../../../src/domain/resolution/rows.ts';
import type { ResolutionItem, ResolutionRow } from '../../../src/domain/resolution/session.ts';

function row(id: string, text: string): ResolutionRow {
  return {
    row_id: id,
    position: 0,
    action: 'add_ingredient',
    item_index: 0,
    original_text: text,
    status: 'resolved',
    parsed: parseLine(text, 0),
    search: {
      query_text: text,
      ingredient_id: 'f_sr28_01077',
      ingredient_name: 'Milk',
      provenance: 'system_matched',
      match_confidence: 0.9,
      search_strategy_used: 'standard',
      candidates: [],
    },
    unit_conversion: null,
    pinned_version_id: null,
    error: null,
    notice: null,
  };
}

const BASE = [row('ing_a', '1 cup whole milk'), row('ing_b', '2 large eggs'), row('ing_c', '1 tsp salt')];

describe('itemIssues: each action’s members, named by item', () => {
  it.each<[string, ResolutionItem, (string | number)[], string]>([
    ['add without text', { action: 'add_ingredient' }, ['body', 'items', 0, 'text'], 'missing'],
    [
      'add with a row id',
      { action: 'add_ingredient', text: 'salt', ingredient_row_id: 'ing_a' },
      ['body', 'items', 0, 'ingredient_row_id'],
      'extra_forbidden',
    ],
    [
      'keep without a row',
      { action: 'keep_ingredient' },
      ['body', 'items', 0, 'ingredient_row_id'],
      'missing',
    ],
    [
      'keep of an unknown row',
      { action: 'keep_ingredient', ingredient_row_id: 'ing_zzz' },
      ['body', 'items', 0, 'ingredient_row_id'],
      'unknown_row',
    ],
    [
      'replace with neither text nor food',
      { action: 'replace_ingredient', ingredient_row_id: 'ing_a' },
      ['body', 'items', 0, 'text'],
      'missing',
    ],
    [
      'update_ingredient_quantity without quantity',
      { action: 'update_ingredient_quantity', ingredient_row_id: 'ing_a', unit: 'cup' },
      ['body', 'items', 0, 'quantity'],
      'missing',
    ],
    [
      'update_ingredient_grams with text',
      { action: 'update_ingredient_grams', ingredient_row_id: 'ing_a', grams: 5, text: 'x' },
      ['body', 'items', 0, 'text'],
      'extra_forbidden',
    ],
    [
      'negative grams',
      { action: 'update_ingredient_grams', ingredient_row_id: 'ing_a', grams: -5 },
      ['body', 'items', 0, 'grams'],
      'decimal_parsing',
    ],
    [
      'a blank text',
      { action: 'update_ingredient_text', ingredient_row_id: 'ing_a', text: '   ' },
      ['body', 'items', 0, 'text'],
      'string_too_short',
    ],
  ])('%s', (_name, item, loc, type) => {
    const issues = itemIssues([item], BASE, 'the recipe');
    expect(issues).toContainEqual(expect.objectContaining({ loc, type }));
  });

  it('refuses a row named by two items', () => {
    const issues = itemIssues(
      [
        { action: 'keep_ingredient', ingredient_row_id: 'ing_a' },
        { action: 'remove_ingredient', ingredient_row_id: 'ing_a' },
      ],
      BASE,
      'the recipe',
    );
    expect(issues).toEqual([
      expect.objectContaining({
        loc: ['body', 'items', 1, 'ingredient_row_id'],
        type: 'duplicate_row',
        msg: 'Row ing_a is already changed by items[0] (items[1])',
      }),
    ]);
  });

  it('accepts every action with its members', () => {
    expect(
      itemIssues(
        [
          { action: 'add_ingredient', text: '1 tsp salt', ingredient_id: 'f_x', grams: '5.5' },
          { action: 'keep_ingredient', ingredient_row_id: 'ing_a' },
          { action: 'update_ingredient_quantity', ingredient_row_id: 'ing_b', quantity: 3, unit: 'large' },
          { action: 'remove_ingredient', ingredient_row_id: 'ing_c' },
        ],
        BASE,
        'the recipe',
      ),
    ).toEqual([]);
  });
});

describe('planSession', () => {
  it('carries unnamed rows in order, applies the items, appends added lines', () => {
    let n = 0;
    const plan = planSession(
      [
        { action: 'add_ingredient', text: '1 tbsp sugar' },
        { action: 'remove_ingredient', ingredient_row_id: 'ing_b' },
        { action: 'update_ingredient_grams', ingredient_row_id: 'ing_c', grams: 4 },
      ],
      BASE,
      { baseLabel: 'the recipe', newRowId: () => `ing_new${++n}` },
    );
    expect(plan.removed).toEqual([{ row_id: 'ing_b', original_text: '2 large eggs', item_index: 1 }]);
    expect(
      plan.entries.map((e) => (e.kind === 'carry' ? ['carry', e.row.row_id] : ['resolve', e.rowId])),
    ).toEqual([
      ['carry', 'ing_a'],
      ['resolve', 'ing_c'],
      ['resolve', 'ing_new1'],
    ]);
    const grams = plan.entries[1];
    expect(grams?.kind === 'resolve' && grams.grams).toBe('4');
  });

  it('throws one validation error listing every problem', () => {
    try {
      planSession(
        [{ action: 'add_ingredient' }, { action: 'keep_ingredient', ingredient_row_id: 'nope' }],
        BASE,
        { baseLabel: 'the recipe', newRowId: () => 'x' },
      );
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).issues.map((i) => i.loc)).toEqual([
        ['body', 'items', 0, 'text'],
        ['body', 'items', 1, 'ingredient_row_id'],
      ]);
    }
  });
});

describe('rows', () => {
  const salt = {
    name: 'Salt, table',
    density_g_per_ml: null,
    portions: [{ amount: '1', unit: 'tsp', modifier: null, grams: '6.0' }],
  };

  it('parses a range to its midpoint and keeps the ends', () => {
    expect(parseLine('2-3 tsp salt', 4)).toMatchObject({
      position: 4,
      quantity: '2.5',
      quantity_range: ['2', '3'],
      unit: 'teaspoon',
      ingredient_name: 'salt',
      error: null,
    });
  });

  it('reports parser problems against the part they block', () => {
    expect(parseLine('2 cups', 0).error).toMatchObject({ code: 'missing_name', field: 'ingredient_name' });
    expect(parseLine('4-2 eggs', 0).error).toMatchObject({ code: 'invalid_range', field: 'quantity' });
  });

  it('never invents a weight: no amount and no portion are errors with the converter’s reason', () => {
    const none = convertLine(parseLine('salt to taste', 0), salt);
    expect(none).toMatchObject({
      ok: false,
      error: { code: 'unconvertible_quantity', reason_code: 'to_taste' },
    });
    const bare = convertLine(parseLine('salt', 0), salt);
    expect(bare).toMatchObject({
      ok: false,
      error: { code: 'unconvertible_quantity', reason_code: 'no_quantity' },
    });
    const handful = convertLine(parseLine('2 handfuls salt', 0), salt);
    expect(handful).toMatchObject({
      ok: false,
      error: {
        code: 'unconvertible_quantity',
        reason_code: 'no_portion',
        message: expect.stringContaining('handful'),
      },
    });
    const ok = convertLine(parseLine('1 1/2 tsp salt', 0), salt);
    expect(ok).toMatchObject({ ok: true, conversion: { quantity_grams: '9', conversion_class: 'volume' } });
  });
});
