import { describe, expect, it } from 'vitest';
import {
  activate,
  archive,
  createCustomIngredientState,
  emptyCustomIngredient,
  markDeleted,
  restore,
  unarchive,
  updateCustomIngredient,
} from '../../../src/domain/custom-ingredients/mutations.ts';
import { applyInput, canonicalNutrientUnit } from '../../../src/domain/custom-ingredients/validate.ts';
import { ConflictError, ValidationError } from '../../../src/domain/errors.ts';

function issuesOf(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) {
      return err.issues.map((i) => ({ loc: i.loc, type: i.type }));
    }
    throw err;
  }
  throw new Error('expected a ValidationError');
}

const base = () => ({ ...emptyCustomIngredient('draft'), name: 'Blend' });

describe('input validation', () => {
  it('normalizes decimals, unit aliases, allergens and markets', () => {
    const s = applyInput(
      base(),
      {
        name: '  Blend two ',
        reference_amount: '100.00',
        nutrients: [
          { id: 'n_vitamin_d', unit: 'µg', amount: '0012.50' },
          { id: 'n_sodium', unit: 'MG', amount: '.5' },
        ],
        allergens: ['sesame', 'milk', 'milk'],
        approved_markets: ['US', 'US'],
        notes: '   ',
      },
      ['body'],
    );
    expect(s.name).toBe('Blend two');
    expect(s.reference_amount).toBe('100');
    expect(s.nutrients).toEqual([
      { id: 'n_vitamin_d', unit: 'mcg', amount: '12.5' },
      { id: 'n_sodium', unit: 'mg', amount: '0.5' },
    ]);
    expect(s.allergens).toEqual(['milk', 'sesame']);
    expect(s.approved_markets).toEqual(['US']);
    expect(s.notes).toBeNull();
  });

  it.each([
    ['μg', 'mcg'],
    ['ug', 'mcg'],
    ['micrograms', 'mcg'],
    ['KJ', 'kJ'],
    ['iu', 'IU'],
    ['grams', 'g'],
    ['oz', undefined],
  ])('unit %s → %s', (spelling, canonical) => {
    expect(canonicalNutrientUnit(spelling)).toBe(canonical);
  });

  it('names every bad nutrient field with its index', () => {
    expect(
      issuesOf(() =>
        applyInput(
          base(),
          {
            nutrients: [
              { id: 'n_nope', unit: 'g', amount: '1' },
              { id: 'n_sodium', unit: 'g', amount: '1' },
              { id: 'n_total_fat', unit: 'g', amount: '-1' },
              { id: 'n_protein', unit: 'g', amount: '1e3' },
              { id: 'n_total_fat', unit: 'g', amount: '2' },
            ],
          },
          ['body'],
        ),
      ),
    ).toEqual([
      { loc: ['body', 'nutrients', 0, 'id'], type: 'unknown_nutrient' },
      { loc: ['body', 'nutrients', 1, 'unit'], type: 'unit_mismatch' },
      { loc: ['body', 'nutrients', 2, 'amount'], type: 'greater_than_equal' },
      { loc: ['body', 'nutrients', 3, 'amount'], type: 'decimal_parsing' },
      { loc: ['body', 'nutrients', 4, 'id'], type: 'duplicate' },
    ]);
  });

  it('checks market_nutrients against the catalogue and the approved markets', () => {
    expect(
      issuesOf(() =>
        applyInput(
          base(),
          {
            approved_markets: ['US'],
            nutrients: [
              {
                id: 'n_sodium',
                unit: 'mg',
                amount: '1',
                market_nutrients: { US: { bmid: 'n_sodium', nutrient_id: 307 } },
              },
              {
                id: 'n_protein',
                unit: 'g',
                amount: '1',
                market_nutrients: { US: { bmid: 'n_fat', nutrient_id: 1 } },
              },
              { id: 'n_iron', unit: 'mg', amount: '1', market_nutrients: { CA: { bmid: 'n_iron' } } },
            ],
          },
          ['body'],
        ),
      ),
    ).toEqual([
      { loc: ['body', 'nutrients', 1, 'market_nutrients', 'US', 'bmid'], type: 'market_mismatch' },
      { loc: ['body', 'nutrients', 1, 'market_nutrients', 'US', 'nutrient_id'], type: 'market_mismatch' },
      { loc: ['body', 'nutrients', 2, 'market_nutrients', 'CA'], type: 'enum' },
    ]);
  });

  it('checks basis amounts, the URL, attributes and artifacts', () => {
    expect(
      issuesOf(() =>
        applyInput(
          base(),
          {
            reference_amount: '0',
            reference_quantity_g: '-30',
            density_g_per_ml: 'heavy',
            source_url: 'ftp://example.com/x',
            attributes: [
              { key: 'heat', type: 'number', value: 'hot' },
              { key: 'heat', type: 'number', value: 3 },
              { key: 'tags', type: 'string_list', value: ['a', 1] },
            ],
            artifacts: [
              { key: 'spec.pdf', kind: 'spec_sheet', uploaded_at: '2026-11-01T10:00:00Z' },
              { key: 'spec.pdf', kind: 'spec_sheet', uploaded_at: '2026-11-01T10:00:00Z' },
            ],
          },
          ['body'],
        ),
      ),
    ).toEqual([
      { loc: ['body', 'reference_amount'], type: 'greater_than' },
      { loc: ['body', 'reference_quantity_g'], type: 'greater_than' },
      { loc: ['body', 'density_g_per_ml'], type: 'decimal_parsing' },
      { loc: ['body', 'source_url'], type: 'url_parsing' },
      { loc: ['body', 'attributes', 0, 'value'], type: 'attribute_type_mismatch' },
      { loc: ['body', 'attributes', 1, 'key'], type: 'duplicate' },
      { loc: ['body', 'attributes', 2, 'value'], type: 'attribute_type_mismatch' },
      { loc: ['body', 'artifacts', 1, 'key'], type: 'duplicate' },
    ]);
  });

  it('an active ingredient needs the weight of its basis; a draft does not', () => {
    const input = { name: 'Cookie dough', reference_amount: '1', reference_unit: 'cookie' };
    expect(createCustomIngredientState(input).state.status).toBe('draft');
    expect(issuesOf(() => createCustomIngredientState({ ...input, status: 'active' }))).toEqual([
      { loc: ['body', 'reference_quantity_g'], type: 'missing_gram_basis' },
    ]);
    expect(
      createCustomIngredientState({ ...input, status: 'active', reference_quantity_g: '12' }).state.status,
    ).toBe('active');
  });
});

describe('transitions', () => {
  const created = createCustomIngredientState({
    name: 'Blend',
    nutrients: [{ id: 'n_sodium', unit: 'mg', amount: '100' }],
  });

  it('create records every field', () => {
    expect(created.events[0]).toMatchObject({ event_type: 'custom_ingredient.created', before: null });
    expect(created.events[0]?.changed_fields).toContain('nutrients');
    expect(created.summary).toBe('Created custom ingredient "Blend" (draft)');
  });

  it('update records only what changed; no change is null', () => {
    const c = updateCustomIngredient(created.state, { name: 'Blend 2', brand: 'Acme' }, 'ci_X', 'rebrand');
    expect(c?.events[0]).toMatchObject({
      event_type: 'custom_ingredient.updated',
      changed_fields: ['name', 'brand'],
      before: { name: 'Blend', brand: null },
      after: { name: 'Blend 2', brand: 'Acme' },
      rationale: 'rebrand',
    });
    expect(c?.summary).toBe('Updated renamed "Blend" to "Blend 2", brand');
    expect(updateCustomIngredient(created.state, { name: 'Blend' }, 'ci_X')).toBeNull();
  });

  it('archive remembers draft or active; unarchive returns to it', () => {
    const draftArchived = archive(created.state).state;
    expect(draftArchived).toMatchObject({ status: 'archived', status_before_archive: 'draft' });
    expect(unarchive(draftArchived, 'ci_X').state).toMatchObject({
      status: 'draft',
      status_before_archive: null,
    });
    const active = activate(created.state, 'ci_X').state;
    const activeArchived = archive(active).state;
    expect(activeArchived.status_before_archive).toBe('active');
    expect(unarchive(activeArchived, 'ci_X').state.status).toBe('active');
  });

  it('archived ingredients cannot be updated or activated', () => {
    const archived = archive(created.state).state;
    expect(() => updateCustomIngredient(archived, { brand: 'x' }, 'ci_X')).toThrow(ConflictError);
    expect(() => activate(archived, 'ci_X')).toThrow(ConflictError);
  });

  it('restore takes the target content, status included', () => {
    const archived = archive(activate(created.state, 'ci_X').state).state;
    const r = restore(archived, created.state, 'V1', undefined);
    expect(r.state).toEqual(created.state);
    expect(r.events[0]).toMatchObject({
      event_type: 'custom_ingredient.restored',
      changed_fields: ['status'],
    });
  });

  it('delete marks the final content deleted', () => {
    expect(markDeleted(created.state).state.status).toBe('deleted');
  });
});
