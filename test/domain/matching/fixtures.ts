import { type MatchableFood, toMatchableFood } from '../../../src/domain/matching/food-index.ts';

/**
 * A small catalogue of real SR28 names and food groups (NDB numbers as ids), enough to exercise
 * each ranking rule without reading any file.
 */
const ROWS: readonly (readonly [string, string, string])[] = [
  ['01001', 'Butter, salted', 'Dairy and Egg Products'],
  ['01002', 'Butter, whipped, with salt', 'Dairy and Egg Products'],
  ['01003', 'Butter oil, anhydrous', 'Dairy and Egg Products'],
  ['01145', 'Butter, without salt', 'Dairy and Egg Products'],
  ['18155', 'Cookies, butter, commercially prepared, enriched', 'Baked Products'],
  ['16098', 'Peanut butter, smooth style, with salt', 'Legumes and Legume Products'],
  ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
  [
    '01079',
    'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D',
    'Dairy and Egg Products',
  ],
  ['01090', 'Milk, dry, whole, with added vitamin D', 'Dairy and Egg Products'],
  ['01088', 'Milk, buttermilk, fluid, cultured, lowfat', 'Dairy and Egg Products'],
  ['01123', 'Egg, whole, raw, fresh', 'Dairy and Egg Products'],
  ['01124', 'Egg, white, raw, fresh', 'Dairy and Egg Products'],
  ['01129', 'Egg, whole, cooked, hard-boiled', 'Dairy and Egg Products'],
  ['01053', 'Cream, fluid, heavy whipping', 'Dairy and Egg Products'],
  ['01050', 'Cream, fluid, light (coffee cream or table cream)', 'Dairy and Egg Products'],
  ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
  ['20083', 'Wheat flour, white, bread, enriched', 'Cereal Grains and Pasta'],
  ['20061', 'Rice flour, white, unenriched', 'Cereal Grains and Pasta'],
  ['20027', 'Cornstarch', 'Cereal Grains and Pasta'],
  ['19335', 'Sugars, granulated', 'Sweets'],
  ['19334', 'Sugars, brown', 'Sweets'],
  ['19336', 'Sugars, powdered', 'Sweets'],
  ['04053', 'Oil, olive, salad or cooking', 'Fats and Oils'],
  ['09193', 'Olives, ripe, canned (small-extra large)', 'Fruits and Fruit Juices'],
  ['04529', 'Oil, almond', 'Fats and Oils'],
  ['12061', 'Nuts, almonds', 'Nut and Seed Products'],
  ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
  ['11283', 'Onions, cooked, boiled, drained, without salt', 'Vegetables and Vegetable Products'],
  ['11291', 'Onions, spring or scallions (includes tops and bulb), raw', 'Vegetables and Vegetable Products'],
  ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
  ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
  ['11693', 'Tomatoes, crushed, canned', 'Vegetables and Vegetable Products'],
  ['11477', 'Squash, summer, zucchini, includes skin, raw', 'Vegetables and Vegetable Products'],
  ['11209', 'Eggplant, raw', 'Vegetables and Vegetable Products'],
  ['11090', 'Broccoli, raw', 'Vegetables and Vegetable Products'],
  ['11333', 'Peppers, sweet, green, raw', 'Vegetables and Vegetable Products'],
  ['11821', 'Peppers, sweet, red, raw', 'Vegetables and Vegetable Products'],
  ['11165', 'Coriander (cilantro) leaves, raw', 'Vegetables and Vegetable Products'],
  ['02030', 'Spices, pepper, black', 'Spices and Herbs'],
  ['02043', 'Spices, turmeric, ground', 'Spices and Herbs'],
  ['02010', 'Spices, cinnamon, ground', 'Spices and Herbs'],
  ['16056', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', 'Legumes and Legume Products'],
  ['18372', 'Leavening agents, baking soda', 'Baked Products'],
  ['05057', 'Chicken, broilers or fryers, breast, meat and skin, raw', 'Poultry Products'],
  ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
  ['05064', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Poultry Products'],
  ['10164', 'Pork, fresh, loin, center loin (chops), boneless, separable lean and fat, raw', 'Pork Products'],
  ['17224', 'Lamb, ground, raw', 'Lamb, Veal, and Game Products'],
  ['03116', 'Babyfood, fruit, applesauce, strained', 'Baby Foods'],
  ['09003', 'Apples, raw, with skin', 'Fruits and Fruit Juices'],
  [
    '09019',
    'Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)',
    'Fruits and Fruit Juices',
  ],
  ['06150', 'Sauce, barbecue', 'Soups, Sauces, and Gravies'],
  ['06307', 'Sauce, barbecue, KRAFT, original', 'Soups, Sauces, and Gravies'],
  ['21138', 'Fast foods, potato, french fried in vegetable oil', 'Fast Foods'],
  ['11352', 'Potatoes, flesh and skin, raw', 'Vegetables and Vegetable Products'],
  ['16123', 'Soy sauce made from soy and wheat (shoyu)', 'Legumes and Legume Products'],
  ['16120', 'Soymilk, original and vanilla, unfortified', 'Legumes and Legume Products'],
];

/**
 * Matchable SR28 foods from [NDB number, description, food group] rows (the NDB number is the id),
 * as the catalogue makes them (the kinds a name includes are names of it too).
 */
export function sr28Foods(rows: readonly (readonly [string, string, string])[]): MatchableFood[] {
  return rows.map(([ndb, name, category]) =>
    toMatchableFood({ id: ndb, name, category, source: 'usda_sr28', common_names: [] }),
  );
}

export const FOODS: readonly MatchableFood[] = sr28Foods(ROWS);
