import { describe, expect, it } from 'vitest';
import { isAddedSugarSource } from '../../../src/domain/foods/added-sugar.ts';

// Real SR28 descriptions and food groups; NDB numbers for reference.
const SWEETENERS: readonly (readonly [string, string, string])[] = [
  ['19296', 'Honey', 'Sweets'],
  ['19304', 'Molasses', 'Sweets'],
  ['19335', 'Sugars, granulated', 'Sweets'],
  ['19334', 'Sugars, brown', 'Sweets'],
  ['19336', 'Sugars, powdered', 'Sweets'],
  ['19340', 'Sugars, maple', 'Sweets'],
  ['19908', 'Sugar, turbinado', 'Sweets'],
  ['19350', 'Syrups, corn, light', 'Sweets'],
  ['19349', 'Syrups, corn, dark', 'Sweets'],
  ['19351', 'Syrups, corn, high-fructose', 'Sweets'],
  ['19353', 'Syrups, maple', 'Sweets'],
  ['19911', 'Syrup, maple, Canadian', 'Sweets'],
  ['19352', 'Syrups, malt', 'Sweets'],
  ['19355', 'Syrups, sorghum', 'Sweets'],
  ['42040', 'Syrups, grenadine', 'Sweets'],
  ['19129', 'Syrups, table blends, pancake', 'Sweets'],
  ['19128', 'Syrups, table blends, pancake, reduced-calorie', 'Sweets'],
  ['19361', 'Syrups, table blends, cane and 15% maple', 'Sweets'],
  ['19348', 'Syrups, chocolate, fudge-type', 'Sweets'],
  ['14181', 'Beverages, chocolate syrup', 'Beverages'],
  ['19018', 'Fruit syrup', 'Sweets'],
  ['19030', 'Syrup, fruit flavored', 'Sweets'],
  ['90480', 'Syrup, Cane', 'Sweets'],
  ['19912', 'Sweetener, syrup, agave', 'Sweets'],
  ['43216', 'Sweeteners, tabletop, fructose, dry, powder', 'Sweets'],
  ['19907', 'Sweeteners, for baking, contains sugar and sucralose', 'Sweets'],
  ['19297', 'Jams and preserves', 'Sweets'],
  ['19719', 'Jams and preserves, apricot', 'Sweets'],
  ['19300', 'Jellies', 'Sweets'],
  ['19303', 'Marmalade, orange', 'Sweets'],
  ['19920', 'Jams, preserves, marmalades, sweetened with fruit juice', 'Sweets'],
  ['43344', 'Jams, preserves, marmalade, reduced sugar', 'Sweets'],
];

const NOT_SWEETENERS: readonly (readonly [string, string, string])[] = [
  ['43026', 'Syrups, sugar free', 'Sweets'],
  ['43027', 'Jellies, no sugar (with sodium saccharin), any flavors', 'Sweets'],
  ['43028', 'Jams and preserves, no sugar (with sodium saccharin), any flavor', 'Sweets'],
  ['18177', 'Cookies, molasses', 'Baked Products'],
  ['18204', 'Cookies, sugar, commercially prepared, regular (includes vanilla)', 'Baked Products'],
  ['07088', 'Honey roll sausage, beef', 'Sausages and Luncheon Meats'],
  ['07938', 'Ham, honey, smoked, cooked', 'Sausages and Luncheon Meats'],
  ['08045', 'Cereals ready-to-eat, GENERAL MILLS, HONEY NUT CHEERIOS', 'Breakfast Cereals'],
  [
    '09028',
    'Apricots, canned, heavy syrup pack, without skin, solids and liquids',
    'Fruits and Fruit Juices',
  ],
  ['11645', 'Sweet potato, canned, syrup pack, solids and liquids', 'Vegetables and Vegetable Products'],
  ['09320', 'Strawberries, frozen, sweetened, sliced', 'Fruits and Fruit Juices'],
  ['09003', 'Apples, raw, with skin', 'Fruits and Fruit Juices'],
  ['09236', 'Peaches, yellow, raw', 'Fruits and Fruit Juices'],
  ['09238', 'Peaches, canned, juice pack, solids and liquids', 'Fruits and Fruit Juices'],
  ['09260', 'Pears, dried, sulfured, stewed, without added sugar', 'Fruits and Fruit Juices'],
  ['09316', 'Strawberries, raw', 'Fruits and Fruit Juices'],
  ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
  ['01095', 'Milk, canned, condensed, sweetened', 'Dairy and Egg Products'],
  ['01121', 'Yogurt, fruit, low fat, 10 grams protein per 8 ounce', 'Dairy and Egg Products'],
  ['19095', 'Ice creams, vanilla', 'Sweets'],
  ['19074', 'Candies, caramels', 'Sweets'],
  ['19120', 'Candies, milk chocolate', 'Sweets'],
  ['19230', 'Frostings, vanilla, creamy, ready-to-eat', 'Sweets'],
  ['19137', 'Toppings, strawberry', 'Sweets'],
  ['19364', 'Toppings, butterscotch or caramel', 'Sweets'],
  ['14400', 'Beverages, carbonated, cola, fast-food cola', 'Beverages'],
  ['35192', 'Agave, raw (Southwest)', 'American Indian/Alaska Native Foods'],
  ['20067', 'Sorghum grain', 'Cereal Grains and Pasta'],
];

describe('isAddedSugarSource', () => {
  it('has at least 40 real SR28 names', () => {
    expect(SWEETENERS.length + NOT_SWEETENERS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SWEETENERS)('%s %s is an added-sugar source', (_ndb, name, category) => {
    expect(isAddedSugarSource(name, category)).toBe(true);
  });

  it.each(NOT_SWEETENERS)('%s %s is not', (_ndb, name, category) => {
    expect(isAddedSugarSource(name, category)).toBe(false);
  });

  it.each([
    ['Honey', '', true],
    ['Sugar, white, granulated or lump', 'Sugars', true],
    ['Maple syrup', '', true],
    ['Brown rice syrup', '', true],
    ['Agave nectar', '', true],
    ['Jam, strawberry', '', true],
    ['Sugar-apples, (sweetsop), raw', 'Fruits and Fruit Juices', false],
    ['Sugar-apples, raw', '', false],
    ['Syrup, maple, sugar-free', '', false],
    ['Honey, unsweetened', '', false],
  ] as const)('%s (FDC-style and edge names)', (name, category, expected) => {
    expect(isAddedSugarSource(name, category)).toBe(expected);
  });
});
