import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../../../src/domain/errors.ts';
import {
  archive,
  createRecipeState,
  labelBasisChanged,
  markDeleted,
  patchMetadata,
  recipeName,
  restore,
  unarchive,
  withRecomputedNutrition,
} from '../../../src/domain/recipes/mutations.ts';
import {
  actions,
  DEMOGRAPHICS,
  newRecipeState,
  type RecipeServing,
  type RecipeState,
  recipeFields,
  recipeStateFrom,
  summary,
} from '../../../src/domain/recipes/state.ts';
import { nameKeyOf } from '../../../src/domain/versioning/records.ts';

const base = (): RecipeState =>
  newRecipeState({ name: 'Pancakes', country: 'US', demographic: DEMOGRAPHICS[0] });

const serving = (id: string, deleted: boolean, facts: boolean): RecipeServing => ({
  id,
  deleted_at: deleted ? '2026-01-01T00:00:00.000Z' : null,
  nutrition_facts: facts ? { per_serving: {} } : null,
  details: {},
});

describe('recipe state', () => {
  it('starts active, empty, with the authority derived from the country', () => {
    expect(base()).toEqual({
      metadata: {
        name: 'Pancakes',
        country: 'US',
        regulatory_authority: 'US_FDA',
        demographic: 'adults_and_children_over_4',
        status: 'active',
      },
      ingredients: [],
      ingredients_revision: 0,
      resolution: null,
      nutrition: null,
      servings: [],
      label_configuration: null,
      cooking_yield: null,
    });
  });

  it('derives the summary', () => {
    const s: RecipeState = {
      ...base(),
      ingredients: [
        {
          id: 'ing_1',
          original_text: '1 cup flour',
          parsed_quantity: '1',
          parsed_unit: 'cup',
          parsed_ingredient_name: 'flour',
          selected_ingredient_id: 'f_1',
          selected_ingredient_name: 'Flour',
          metric_quantity_g: '125',
          pinned_version_id: null,
          conversion: null,
        },
      ],
      ingredients_revision: 2,
      nutrition: {
        calculated_at: '2026-01-01T00:00:00.000Z',
        ingredients_revision: 1,
        reference_weight_grams: '125',
        nutrients: [],
        analysis: null,
      },
      servings: [serving('s1', true, true), serving('s2', false, false), serving('s3', false, true)],
    };
    expect(summary(s)).toEqual({
      ingredient_count: 1,
      has_nutrition: true,
      is_nutrition_current: false,
      serving_count: 2,
      has_nutrition_facts: true,
    });
    expect(summary({ ...s, ingredients_revision: 1 }).is_nutrition_current).toBe(true);
    expect(summary({ ...s, servings: [serving('s1', true, true)] })).toMatchObject({
      serving_count: 0,
      has_nutrition_facts: false,
    });
  });

  it.each([
    ['active', { can_modify: true, can_archive: true, can_delete: true }],
    ['archived', { can_modify: false, can_archive: false, can_delete: true }],
    ['deleted', { can_modify: false, can_archive: false, can_delete: false }],
  ] as const)('actions when %s', (status, expected) => {
    expect(actions({ ...base(), metadata: { ...base().metadata, status } })).toEqual(expected);
  });

  it('reads content written before a part existed', () => {
    expect(recipeStateFrom({ metadata: base().metadata })).toEqual(base());
  });

  it('flattens into audit fields', () => {
    expect(Object.keys(recipeFields(base()))).toEqual([
      'name',
      'country',
      'regulatory_authority',
      'demographic',
      'status',
      'ingredients',
      'ingredients_revision',
      'resolution',
      'nutrition',
      'servings',
      'label_configuration',
      'cooking_yield',
    ]);
  });
});

describe('names', () => {
  it.each([
    ['  Pancakes ', 'Pancakes'],
    ['x', 'x'],
    ['a'.repeat(255), 'a'.repeat(255)],
    [` ${'a'.repeat(255)} `, 'a'.repeat(255)],
  ])('%j is %j', (raw, name) => {
    expect(recipeName(raw)).toBe(name);
  });

  it.each([[''], ['   '], ['a'.repeat(256)]])('%j is refused', (raw) => {
    expect(() => recipeName(raw)).toThrow(ValidationError);
  });

  it('keys names case-insensitively, trimmed, in NFC', () => {
    expect(nameKeyOf('  Crème Brûlée ')).toBe('crème brûlée');
    expect(nameKeyOf('Cre\u0300me')).toBe(nameKeyOf('Crème'));
  });
});

describe('recipe changes', () => {
  it('create records the metadata', () => {
    const c = createRecipeState({ name: ' Waffles ', country: 'US', demographic: 'children_1_3_years' });
    expect(c.summary).toBe('Created recipe "Waffles"');
    expect(c.events).toEqual([
      {
        event_type: 'recipe.created',
        changed_fields: ['name', 'country', 'regulatory_authority', 'demographic', 'status'],
        before: null,
        after: {
          name: 'Waffles',
          country: 'US',
          regulatory_authority: 'US_FDA',
          demographic: 'children_1_3_years',
          status: 'active',
        },
        rationale: null,
      },
    ]);
  });

  it('a metadata patch records only what changed, with its rationale', () => {
    const c = patchMetadata(
      base(),
      { name: 'Pancakes', demographic: 'children_1_3_years', rationale: '  toddler menu ' },
      'rcp_1',
    );
    expect(c?.events).toEqual([
      {
        event_type: 'recipe.metadata_updated',
        changed_fields: ['demographic'],
        before: { demographic: 'adults_and_children_over_4' },
        after: { demographic: 'children_1_3_years' },
        rationale: 'toddler menu',
      },
    ]);
    expect(c?.summary).toBe('Updated metadata: demographic adults_and_children_over_4 → children_1_3_years');
    expect(labelBasisChanged(base(), c?.state as RecipeState)).toBe(true);
  });

  it('a patch that changes nothing is null', () => {
    expect(patchMetadata(base(), {}, 'rcp_1')).toBeNull();
    expect(patchMetadata(base(), { name: ' Pancakes ', country: 'US' }, 'rcp_1')).toBeNull();
  });

  it('an archived recipe refuses a patch', () => {
    expect(() => patchMetadata(archive(base()).state, { name: 'X' }, 'rcp_1')).toThrow(ConflictError);
  });

  it('archive, unarchive and delete change the status', () => {
    const a = archive(base());
    expect(a.state.metadata.status).toBe('archived');
    expect(a.events[0]).toMatchObject({
      event_type: 'recipe.archived',
      changed_fields: ['status'],
      before: { status: 'active' },
      after: { status: 'archived' },
    });
    expect(unarchive(a.state).state.metadata.status).toBe('active');
    expect(markDeleted(a.state).events[0]).toMatchObject({
      event_type: 'recipe.deleted',
      before: { status: 'archived' },
      after: { status: 'deleted' },
    });
  });

  it('restore returns the target content exactly', () => {
    const target = base();
    const now = { ...archive(base()).state, servings: [serving('s1', false, true)] };
    const r = restore(now, target, '01JDQ5Z4M8W3X9V2T6R1N0P7KA', 'undo');
    expect(r.state).toEqual(target);
    expect(r.summary).toBe('Restored to version 01JDQ5Z4M8W3X9V2T6R1N0P7KA');
    expect(r.events[0]).toMatchObject({
      event_type: 'recipe.restored',
      changed_fields: ['status', 'servings'],
      rationale: 'undo',
    });
  });

  it('a recomputation that changes nutrition adds a system event', () => {
    const withNutrition: RecipeState = {
      ...base(),
      nutrition: {
        calculated_at: 't1',
        ingredients_revision: 0,
        reference_weight_grams: '100',
        nutrients: [],
        analysis: null,
      },
    };
    const change = patchMetadata(withNutrition, { demographic: 'children_1_3_years' }, 'rcp_1');
    if (change === null) {
      throw new Error('expected a change');
    }
    const nutrition = change.state.nutrition;
    if (nutrition === null) {
      throw new Error('expected nutrition');
    }
    const recomputed = { ...change.state, nutrition: { ...nutrition, calculated_at: 't2' } };
    const actor = { type: 'system', id: 'nutrition-engine' } as const;
    const c = withRecomputedNutrition(change, recomputed, actor);
    expect(c.events.map((e) => e.event_type)).toEqual([
      'recipe.metadata_updated',
      'recipe.nutrition_computed',
    ]);
    expect(c.events[1]).toMatchObject({ changed_fields: ['nutrition'], actor });
    expect(c.summary).toMatch(/; nutrition recomputed$/);
    expect(withRecomputedNutrition(change, change.state, actor)).toBe(change);
  });
});
