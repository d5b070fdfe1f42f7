import { describe, expect, it } from 'vitest';
import {
  getRaccCategory,
  listRaccCategories,
  RACC_CATEGORIES,
  searchRaccCategories,
} from '../../../src/domain/labeling/us-fda/racc.ts';

// Expectations read from the fact base §5 (21 CFR 101.12(b) Tables 1 and 2), one row per RACC:
// [category_id, reference_amount, reference_unit, reference_amount_g_or_ml].
const TABLE_1: [string, string, string, string | null][] = [
  ['racc_infant_cereals_dry_instant', '15', 'g', '15'],
  ['racc_infant_cereals_prepared', '110', 'g', '110'],
  ['racc_infant_rte_cereals', '7', 'g', '7'],
  ['racc_toddler_rte_cereals', '20', 'g', '20'],
  ['racc_infant_cookies_teething_biscuits_toasts', '7', 'g', '7'],
  ['racc_infant_dinners_desserts_dry_mix', '15', 'g', '15'],
  ['racc_infant_dinners_desserts_junior', '110', 'g', '110'],
  ['racc_infant_dinners_desserts_strained', '110', 'g', '110'],
  ['racc_toddler_dinners_stews_soups', '170', 'g', '170'],
  ['racc_toddler_fruits', '125', 'g', '125'],
  ['racc_toddler_vegetables', '70', 'g', '70'],
  ['racc_infant_eggs_egg_yolks', '55', 'g', '55'],
  ['racc_infant_juices', '120', 'mL', '120'],
];

const TABLE_2: [string, string, string, string | null][] = [
  // Bakery products
  ['racc_bagels_toaster_pastries_muffins', '110', 'g', '110'],
  ['racc_biscuits_croissants_tortillas', '55', 'g', '55'],
  ['racc_breads_rolls', '50', 'g', '50'],
  ['racc_brownies', '40', 'g', '40'],
  ['racc_cakes_heavy_weight', '125', 'g', '125'],
  ['racc_cakes_medium_weight', '80', 'g', '80'],
  ['racc_cakes_light_weight', '55', 'g', '55'],
  ['racc_coffee_cakes_doughnuts_danish', '55', 'g', '55'],
  ['racc_cookies', '30', 'g', '30'],
  ['racc_crackers_non_snack', '15', 'g', '15'],
  ['racc_crackers_snack', '30', 'g', '30'],
  ['racc_croutons', '7', 'g', '7'],
  ['racc_wrappers_eggroll_dumpling_wonton', '20', 'g', '20'],
  ['racc_french_toast_pancakes_prepared', '110', 'g', '110'],
  ['racc_french_toast_pancakes_dry_mix', '40', 'g', '40'],
  ['racc_grain_based_bars', '40', 'g', '40'],
  ['racc_pies_cobblers_pastries', '125', 'g', '125'],
  ['racc_pie_crust_pastry_sheets', '8', 'sq in', null],
  ['racc_pizza_crust', '55', 'g', '55'],
  ['racc_taco_shells_hard', '30', 'g', '30'],
  ['racc_waffles', '85', 'g', '85'],
  // Beverages
  ['racc_carbonated_noncarbonated_beverages', '360', 'mL', '360'],
  ['racc_coffee_tea_flavored_sweetened', '360', 'mL', '360'],
  // Cereals and other grain products
  ['racc_hot_cereals_prepared', '1', 'cup', '240'],
  ['racc_hot_cereals_plain_dry', '40', 'g', '40'],
  ['racc_hot_cereals_flavored_dry', '55', 'g', '55'],
  ['racc_rte_cereals_light', '15', 'g', '15'],
  ['racc_rte_cereals_medium', '40', 'g', '40'],
  ['racc_rte_cereals_heavy', '60', 'g', '60'],
  ['racc_bran_wheat_germ', '15', 'g', '15'],
  ['racc_flours_cornmeal', '30', 'g', '30'],
  ['racc_grains_plain_prepared', '140', 'g', '140'],
  ['racc_grains_plain_dry', '45', 'g', '45'],
  ['racc_pastas_plain_prepared', '140', 'g', '140'],
  ['racc_pastas_plain_dry', '55', 'g', '55'],
  ['racc_pastas_dry_ready_to_eat', '25', 'g', '25'],
  ['racc_starches', '10', 'g', '10'],
  ['racc_stuffing', '100', 'g', '100'],
  // Dairy products and substitutes
  ['racc_cheese_cottage', '110', 'g', '110'],
  ['racc_cheese_ingredient', '55', 'g', '55'],
  ['racc_cheese_grated_hard', '5', 'g', '5'],
  ['racc_cheese_all_others', '30', 'g', '30'],
  ['racc_cream_fluid', '15', 'mL', '15'],
  ['racc_cream_powder', '2', 'g', '2'],
  ['racc_cream_half_and_half', '30', 'mL', '30'],
  ['racc_eggnog', '120', 'mL', '120'],
  ['racc_milk_condensed', '30', 'mL', '30'],
  ['racc_milk_evaporated', '30', 'mL', '30'],
  ['racc_milk_beverages', '240', 'mL', '240'],
  ['racc_shakes', '240', 'mL', '240'],
  ['racc_sour_cream', '30', 'g', '30'],
  ['racc_yogurt', '170', 'g', '170'],
  // Desserts; dessert toppings and fillings
  ['racc_ice_cream_frozen_desserts', '2/3', 'cup', '160'],
  ['racc_sundae', '1', 'cup', '240'],
  ['racc_custards_gelatin_pudding', '1/2', 'cup', '120'],
  ['racc_cake_frostings_icings', '2', 'tbsp', '30'],
  ['racc_dessert_toppings_other', '2', 'tbsp', '30'],
  ['racc_pie_fillings', '85', 'g', '85'],
  // Egg and egg substitutes
  ['racc_egg_mixtures', '110', 'g', '110'],
  ['racc_eggs', '50', 'g', '50'],
  ['racc_egg_whites_substitutes', '50', 'g', null],
  // Fats and oils
  ['racc_butter_margarine_oil_shortening', '1', 'tbsp', '15'],
  ['racc_butter_replacement_powder', '2', 'g', '2'],
  ['racc_salad_dressings', '30', 'g', '30'],
  ['racc_mayonnaise_spreads', '15', 'g', '15'],
  ['racc_spray_types', '0.25', 'g', '0.25'],
  // Fish, shellfish, game meats, meat or poultry substitutes
  ['racc_fish_bacon_substitutes_anchovies_caviar', '15', 'g', '15'],
  ['racc_fish_meat_dried', '30', 'g', '30'],
  ['racc_fish_entrees_with_sauce', '140', 'g', '140'],
  ['racc_fish_entrees_without_sauce_cooked', '85', 'g', '85'],
  ['racc_fish_entrees_without_sauce_uncooked', '110', 'g', '110'],
  ['racc_fish_canned', '85', 'g', '85'],
  ['racc_meat_substitutes_luncheon_sausages', '55', 'g', '55'],
  ['racc_fish_smoked_pickled_spreads', '55', 'g', '55'],
  // Fruits and fruit juices
  ['racc_fruits_candied_pickled', '30', 'g', '30'],
  ['racc_fruits_dried', '40', 'g', '40'],
  ['racc_fruits_garnish', '4', 'g', '4'],
  ['racc_fruit_relishes', '70', 'g', '70'],
  ['racc_avocado_ingredient', '50', 'g', '50'],
  ['racc_fruits_ingredient_other', '50', 'g', '50'],
  ['racc_watermelon', '280', 'g', '280'],
  ['racc_fruits_all_others', '140', 'g', '140'],
  ['racc_fruit_juices', '240', 'mL', '240'],
  ['racc_juices_ingredient', '5', 'mL', '5'],
  // Legumes
  ['racc_tofu_tempeh', '85', 'g', '85'],
  ['racc_beans_in_sauce_canned_refried', '130', 'g', '130'],
  ['racc_beans_prepared', '90', 'g', '90'],
  ['racc_beans_dry', '35', 'g', '35'],
  // Miscellaneous
  ['racc_baking_powder_soda_pectin', '0.6', 'g', '0.6'],
  ['racc_baking_decorations', '1', 'tsp', '5'],
  ['racc_batter_mixes_bread_crumbs', '30', 'g', '30'],
  ['racc_chewing_gum', '3', 'g', '3'],
  ['racc_cocoa_carob_powder', '1', 'tbsp', '15'],
  ['racc_cooking_wine', '30', 'mL', '30'],
  ['racc_dietary_supplements', '1', 'unit', null],
  ['racc_drink_mixers', '240', 'mL', null],
  ['racc_coating_seasoning_mixes', '1', 'final_food_racc', null],
  ['racc_milk_juice_concentrates', '240', 'mL', null],
  ['racc_drink_mixes_other', '360', 'mL', null],
  ['racc_salad_potato_toppers', '7', 'g', '7'],
  ['racc_salt_seasoning_salts', '1/4', 'tsp', '1.25'],
  ['racc_seasoning_oils_sauces', '1', 'tbsp', '15'],
  ['racc_seasoning_pastes', '1', 'tsp', '5'],
  ['racc_spices_herbs', '1/4', 'tsp', '1.25'],
  // Mixed dishes
  ['racc_appetizers', '85', 'g', '85'],
  ['racc_appetizers_with_sauce', '120', 'g', '120'],
  ['racc_mixed_dishes_measurable_with_cup', '1', 'cup', '240'],
  ['racc_mixed_dishes_not_measurable_with_cup', '140', 'g', '140'],
  ['racc_mixed_dishes_not_measurable_with_cup_sauce', '195', 'g', '195'],
  // Nuts and seeds
  ['racc_nuts_seeds', '30', 'g', '30'],
  ['racc_nut_seed_butters', '2', 'tbsp', '30'],
  ['racc_nut_seed_flours', '15', 'g', '15'],
  // Potatoes and sweet potatoes/yams
  ['racc_potatoes_fries_prepared', '70', 'g', '70'],
  ['racc_potatoes_fries_frozen_unprepared', '85', 'g', '85'],
  ['racc_potatoes_mashed_candied_stuffed', '140', 'g', '140'],
  ['racc_potatoes_plain_fresh_frozen', '110', 'g', '110'],
  ['racc_potatoes_plain_vacuum_packed', '125', 'g', '125'],
  ['racc_potatoes_plain_canned', '160', 'g', '160'],
  // Salads
  ['racc_gelatin_salad', '120', 'g', '120'],
  ['racc_pasta_potato_salad', '140', 'g', '140'],
  ['racc_salads_all_other', '100', 'g', '100'],
  // Sauces, dips, gravies and condiments
  ['racc_dipping_sauces_dips', '2', 'tbsp', '30'],
  ['racc_major_main_entree_sauces', '125', 'g', '125'],
  ['racc_minor_main_entree_sauces', '1/4', 'cup', '60'],
  ['racc_major_condiments', '1', 'tbsp', '15'],
  ['racc_minor_condiments', '1', 'tsp', '5'],
  // Snacks, soups
  ['racc_snacks', '30', 'g', '30'],
  ['racc_soups', '245', 'g', '245'],
  ['racc_soup_mixes_bouillon', '245', 'g', null],
  // Sugars and sweets
  ['racc_baking_candies', '15', 'g', '15'],
  ['racc_after_dinner_confectioneries', '10', 'g', '10'],
  ['racc_hard_candies_breath_mints', '2', 'g', '2'],
  ['racc_hard_candies_roll_mini', '5', 'g', '5'],
  ['racc_hard_candies_other', '15', 'g', '15'],
  ['racc_liquid_candies', '15', 'mL', '15'],
  ['racc_candies_all_other', '30', 'g', '30'],
  ['racc_confectioners_sugar', '30', 'g', '30'],
  ['racc_honey_jams_jellies', '1', 'tbsp', '15'],
  ['racc_marshmallows', '30', 'g', '30'],
  ['racc_sugar', '4', 'g', '4'],
  ['racc_sugar_substitutes', '4', 'g', null],
  ['racc_syrups', '30', 'mL', '30'],
  // Vegetables
  ['racc_vegetables_dried', '5', 'g', '5'],
  ['racc_vegetables_dried_packed_in_oil', '10', 'g', '10'],
  ['racc_vegetables_garnish_flavor', '4', 'g', '4'],
  ['racc_chili_peppers_green_onion', '30', 'g', '30'],
  ['racc_vegetables_without_sauce_fresh_frozen', '85', 'g', '85'],
  ['racc_vegetables_without_sauce_vacuum_packed', '95', 'g', '95'],
  ['racc_vegetables_without_sauce_canned', '130', 'g', '130'],
  ['racc_vegetables_with_sauce', '110', 'g', '110'],
  ['racc_vegetable_juice', '240', 'mL', '240'],
  ['racc_olives', '15', 'g', '15'],
  ['racc_pickles', '30', 'g', '30'],
  ['racc_vegetable_pastes', '30', 'g', '30'],
  ['racc_vegetable_sauces_purees', '60', 'g', '60'],
];

describe('RACC table', () => {
  it.each(TABLE_1)('Table 1: %s = %s %s (%s g or mL)', (id, amount, unit, gOrMl) => {
    const c = getRaccCategory(id);
    expect(c).toBeDefined();
    expect([c?.reference_amount, c?.reference_unit, c?.reference_amount_g_or_ml]).toEqual([
      amount,
      unit,
      gOrMl,
    ]);
    expect(c?.table).toBe(1);
    expect(c?.target_audience).toBe('infant_toddler');
    expect(c?.cfr_reference).toBe('21 CFR § 101.12 Table 1');
  });

  it.each(TABLE_2)('Table 2: %s = %s %s (%s g or mL)', (id, amount, unit, gOrMl) => {
    const c = getRaccCategory(id);
    expect(c).toBeDefined();
    expect([c?.reference_amount, c?.reference_unit, c?.reference_amount_g_or_ml]).toEqual([
      amount,
      unit,
      gOrMl,
    ]);
    expect(c?.table).toBe(2);
    expect(c?.target_audience).toBe('general');
    expect(c?.cfr_reference).toBe('21 CFR § 101.12 Table 2');
  });

  it('holds exactly the rows of the fact base, with unique ids', () => {
    const expected = [...TABLE_1, ...TABLE_2].map((r) => r[0]);
    expect(RACC_CATEGORIES.map((c) => c.category_id)).toEqual(expected);
  });

  it.each(RACC_CATEGORIES.map((c) => [c.category_id, c] as const))('%s is well-formed', (_id, c) => {
    expect(c.category_id).toMatch(/^racc_[a-z0-9_]+$/);
    expect(c.name.length).toBeGreaterThan(0);
    expect(c.product_category.length).toBeGreaterThan(0);
    expect(c.label_statements.length).toBeGreaterThan(0);
    for (const s of c.label_statements) {
      expect(s.length).toBeGreaterThan(0);
    }
    expect(['weight', 'volume', 'discrete', 'fraction', 'other']).toContain(c.unit_type);
    if (c.reference_amount_g_or_ml !== null) {
      expect(c.reference_amount_g_or_ml).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it('carries the cookie category the API documents', () => {
    expect(getRaccCategory('racc_cookies')).toMatchObject({
      name: 'Cookies',
      product_category: 'Bakery products',
      reference_amount: '30',
      reference_unit: 'g',
      label_statements: ['__ piece(s) (__ g)'],
      unit_type: 'discrete',
    });
    expect(getRaccCategory('racc_flours_cornmeal')?.product_category).toBe(
      'Cereals and other grain products',
    );
    expect(getRaccCategory('racc_unknown')).toBeUndefined();
  });
});

describe('listRaccCategories', () => {
  it('lists both tables without a filter', () => {
    expect(listRaccCategories()).toHaveLength(TABLE_1.length + TABLE_2.length);
  });

  it.each([
    ['infant_toddler', TABLE_1.length],
    ['general', TABLE_2.length],
  ] as const)('filters by audience %s', (audience, count) => {
    const list = listRaccCategories({ audience });
    expect(list).toHaveLength(count);
    expect(list.every((c) => c.target_audience === audience)).toBe(true);
  });
});

describe('searchRaccCategories', () => {
  it.each<[string, string]>([
    ['cookies', 'racc_cookies'],
    ['Cookie', 'racc_cookies'],
    ['COOKIES', 'racc_cookies'],
    ['chocolate chip cookies', 'racc_cookies'],
    ['cracker', 'racc_crackers_snack'],
    ['flour', 'racc_flours_cornmeal'],
    ['cornmeal', 'racc_flours_cornmeal'],
    ['ice cream', 'racc_ice_cream_frozen_desserts'],
    ['yogurt', 'racc_yogurt'],
    ['bread', 'racc_breads_rolls'],
    ['bagel', 'racc_bagels_toaster_pastries_muffins'],
    ['muffins', 'racc_bagels_toaster_pastries_muffins'],
    ['sugar', 'racc_sugar'],
    ['jalapeño', 'racc_chili_peppers_green_onion'],
    ['chocolate bar', 'racc_candies_all_other'],
    ['ketchup catsup', 'racc_major_condiments'],
    ['peanut butter', 'racc_nut_seed_butters'],
    ['salsa', 'racc_dipping_sauces_dips'],
    ['spaghetti sauce', 'racc_major_main_entree_sauces'],
    ['pancake', 'racc_french_toast_pancakes_prepared'],
    ['coo', 'racc_cookies'],
  ])('%j → %s first', (query, id) => {
    expect(searchRaccCategories(query)[0]?.category_id).toBe(id);
  });

  it('finds both meanings of an ambiguous word (chips: snacks and baking candies)', () => {
    const top = searchRaccCategories('chips')
      .slice(0, 2)
      .map((c) => c.category_id);
    expect(top.sort()).toEqual(['racc_baking_candies', 'racc_snacks']);
  });

  it('filters by audience', () => {
    const infant = searchRaccCategories('cookies', { audience: 'infant_toddler' });
    expect(infant.map((c) => c.category_id)).toEqual(['racc_infant_cookies_teething_biscuits_toasts']);
    expect(searchRaccCategories('cookies', { audience: 'general' }).map((c) => c.category_id)).not.toContain(
      'racc_infant_cookies_teething_biscuits_toasts',
    );
  });

  it('ranks by matched words and leaves out categories that match none', () => {
    const results = searchRaccCategories('cereal');
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((c) => /cereal/i.test(c.name) || /cereal/i.test(c.product_category))).toBe(true);
  });

  it.each(['', '   ', '!!'])('returns nothing for the empty query %j', (q) => {
    expect(searchRaccCategories(q)).toEqual([]);
  });

  it('returns nothing for an unknown word', () => {
    expect(searchRaccCategories('xylophone')).toEqual([]);
  });
});
