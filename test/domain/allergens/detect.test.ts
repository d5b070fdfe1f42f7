import { describe, expect, it } from 'vitest';
import { ALLERGEN_RULES, detectAllergens } from '../../../src/domain/allergens/detect.ts';
import { MAJOR_ALLERGENS } from '../../../src/domain/foods/food.ts';

// Real SR28 descriptions (Long_Desc) and food groups (FdGrp_Desc), with the allergens FDA's
// definitions give them. NDB numbers are for reference.
const SR28_FOODS: readonly (readonly [string, string, string, readonly string[]])[] = [
  ['11485', 'Squash, winter, butternut, raw', 'Vegetables and Vegetable Products', []],
  ['02025', 'Spices, nutmeg, ground', 'Spices and Herbs', []],
  ['11209', 'Eggplant, raw', 'Vegetables and Vegetable Products', []],
  ['20011', 'Buckwheat flour, whole-groat', 'Cereal Grains and Pasta', []],
  ['18373', 'Leavening agents, cream of tartar', 'Baked Products', []],
  [
    '12117',
    'Nuts, coconut milk, raw (liquid expressed from grated meat and water)',
    'Nut and Seed Products',
    [],
  ],
  ['12115', 'Nuts, coconut cream, raw (liquid expressed from grated meat)', 'Nut and Seed Products', []],
  ['16087', 'Peanuts, all types, raw', 'Legumes and Legume Products', ['peanuts']],
  ['16098', 'Peanut butter, smooth style, with salt', 'Legumes and Legume Products', ['peanuts']],
  ['01001', 'Butter, salted', 'Dairy and Egg Products', ['milk']],
  ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products', ['milk']],
  ['01123', 'Egg, whole, raw, fresh', 'Dairy and Egg Products', ['eggs']],
  ['01140', 'Egg, quail, whole, fresh, raw', 'Dairy and Egg Products', ['eggs']],
  ['01106', 'Milk, goat, fluid, with added vitamin D', 'Dairy and Egg Products', ['milk']],
  ['01159', 'Cheese, goat, soft type', 'Dairy and Egg Products', ['milk']],
  ['15076', 'Fish, salmon, Atlantic, wild, raw', 'Finfish and Shellfish Products', ['fish']],
  ['15010', 'Fish, catfish, channel, wild, raw', 'Finfish and Shellfish Products', ['fish']],
  [
    '15149',
    'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
    'Finfish and Shellfish Products',
    ['crustacean shellfish'],
  ],
  [
    '15147',
    'Crustaceans, lobster, northern, raw',
    'Finfish and Shellfish Products',
    ['crustacean shellfish'],
  ],
  ['15139', 'Crustaceans, crab, blue, raw', 'Finfish and Shellfish Products', ['crustacean shellfish']],
  ['15164', 'Mollusks, mussel, blue, raw', 'Finfish and Shellfish Products', []],
  ['15167', 'Mollusks, oyster, eastern, wild, raw', 'Finfish and Shellfish Products', []],
  ['12061', 'Nuts, almonds', 'Nut and Seed Products', ['tree nuts']],
  ['12155', 'Nuts, walnuts, english', 'Nut and Seed Products', ['tree nuts']],
  ['12142', 'Nuts, pecans', 'Nut and Seed Products', ['tree nuts']],
  ['12087', 'Nuts, cashew nuts, raw', 'Nut and Seed Products', ['tree nuts']],
  ['12151', 'Nuts, pistachio nuts, raw', 'Nut and Seed Products', ['tree nuts']],
  ['12131', 'Nuts, macadamia nuts, raw', 'Nut and Seed Products', ['tree nuts']],
  ['12147', 'Nuts, pine nuts, dried', 'Nut and Seed Products', ['tree nuts']],
  ['12120', 'Nuts, hazelnuts or filberts', 'Nut and Seed Products', ['tree nuts']],
  ['12078', 'Nuts, brazilnuts, dried, unblanched', 'Nut and Seed Products', ['tree nuts']],
  ['12104', 'Nuts, coconut meat, raw', 'Nut and Seed Products', []],
  ['12097', 'Nuts, chestnuts, european, raw, unpeeled', 'Nut and Seed Products', []],
  ['12084', 'Nuts, butternuts, dried', 'Nut and Seed Products', []],
  ['12127', 'Nuts, ginkgo nuts, raw', 'Nut and Seed Products', []],
  ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta', ['wheat']],
  ['20120', 'Pasta, dry, enriched', 'Cereal Grains and Pasta', ['wheat']],
  ['20028', 'Couscous, dry', 'Cereal Grains and Pasta', ['wheat']],
  ['20012', 'Bulgur, dry', 'Cereal Grains and Pasta', ['wheat']],
  ['20140', 'Spelt, uncooked', 'Cereal Grains and Pasta', ['wheat']],
  ['20066', 'Semolina, enriched', 'Cereal Grains and Pasta', ['wheat']],
  ['16108', 'Soybeans, mature seeds, raw', 'Legumes and Legume Products', ['soybeans']],
  ['16124', 'Soy sauce made from soy (tamari)', 'Legumes and Legume Products', ['soybeans']],
  [
    '16123',
    'Soy sauce made from soy and wheat (shoyu)',
    'Legumes and Legume Products',
    ['wheat', 'soybeans'],
  ],
  [
    '16126',
    'Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)',
    'Legumes and Legume Products',
    ['soybeans'],
  ],
  ['04044', 'Oil, soybean, salad or cooking', 'Fats and Oils', []],
  ['04042', 'Oil, peanut, salad or cooking', 'Fats and Oils', []],
  ['04058', 'Oil, sesame, salad or cooking', 'Fats and Oils', ['sesame']],
  ['04531', 'Oil, soybean lecithin', 'Fats and Oils', ['soybeans']],
  ['04053', 'Oil, olive, salad or cooking', 'Fats and Oils', []],
  [
    '12166',
    'Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)',
    'Nut and Seed Products',
    ['sesame'],
  ],
  ['12023', 'Seeds, sesame seeds, whole, dried', 'Nut and Seed Products', ['sesame']],
  ['16158', 'Hummus, commercial', 'Legumes and Legume Products', ['sesame']],
  ['06971', 'Sauce, worcestershire', 'Soups, Sauces, and Gravies', ['fish']],
  ['43015', 'Salad dressing, caesar dressing, regular', 'Fats and Oils', ['fish']],
  ['01009', 'Cheese, cheddar', 'Dairy and Egg Products', ['milk']],
  ['01056', 'Cream, sour, cultured', 'Dairy and Egg Products', ['milk']],
  ['01116', 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 'Dairy and Egg Products', ['milk']],
  ['01057', 'Eggnog', 'Dairy and Egg Products', ['milk', 'eggs']],
  ['04025', 'Salad dressing, mayonnaise, regular', 'Fats and Oils', ['eggs']],
  ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products', ['wheat']],
  ['20109', 'Noodles, egg, dry, enriched', 'Cereal Grains and Pasta', ['eggs', 'wheat']],
  ['18364', 'Tortillas, ready-to-bake or -fry, flour, refrigerated', 'Baked Products', ['wheat']],
  ['18363', 'Tortillas, ready-to-bake or -fry, corn', 'Baked Products', []],
  ['18372', 'Leavening agents, baking soda', 'Baked Products', []],
  ['19903', 'Chocolate, dark, 60-69% cacao solids', 'Sweets', []],
  ['11216', 'Ginger root, raw', 'Vegetables and Vegetable Products', []],
  ['01107', 'Milk, human, mature, fluid', 'Dairy and Egg Products', []],
  ['14016', 'Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink', 'Beverages', ['tree nuts']],
  ['16120', 'Soymilk, original and vanilla, unfortified', 'Legumes and Legume Products', ['soybeans']],
  [
    '11378',
    'Potatoes, mashed, dehydrated, flakes without milk, dry form',
    'Vegetables and Vegetable Products',
    [],
  ],
  [
    '18269',
    'French toast, prepared from recipe, made with low fat (2%) milk',
    'Baked Products',
    ['milk', 'eggs', 'wheat'],
  ],
  ['20098', 'Pasta, homemade, made without egg, cooked', 'Cereal Grains and Pasta', ['wheat']],
  ['15109', 'Fish, surimi', 'Finfish and Shellfish Products', ['fish']],
  [
    '12138',
    'Nuts, mixed nuts, oil roasted, without peanuts, without salt added',
    'Nut and Seed Products',
    ['tree nuts'],
  ],
  [
    '28336',
    'Bread, gluten-free, white, made with potato extract, rice starch, and rice flour',
    'Baked Products',
    [],
  ],
  ['09086', "Custard-apple, (bullock's-heart), raw", 'Fruits and Fruit Juices', []],
  [
    '11940',
    'Pickles, cucumber, sweet (includes bread and butter pickles)',
    'Vegetables and Vegetable Products',
    [],
  ],
  ['02035', 'Spices, pumpkin pie spice', 'Spices and Herbs', []],
  ['06152', 'Sauce, pizza, canned, ready-to-serve', 'Soups, Sauces, and Gravies', []],
  ['04572', 'Oil, nutmeg butter', 'Fats and Oils', []],
  ['12140', 'Nuts, formulated, wheat-based, unflavored, with salt added', 'Nut and Seed Products', ['wheat']],
  ['08411', 'Cereals, QUAKER, Instant Oatmeal, DINOSAUR EGGS, Brown Sugar, dry', 'Breakfast Cereals', []],
  ['28331', 'Crackers, flavored, fish-shaped', 'Baked Products', ['wheat']],
  ['19036', 'Snacks, popcorn, cakes', 'Snacks', []],
  ['42204', 'Rice cake, cracker (include hain mini rice cakes)', 'Snacks', []],
  ['07001', 'Barbecue loaf, pork, beef', 'Sausages and Luncheon Meats', []],
  ['13495', 'Beef, ground, 70% lean meat / 30% fat, loaf, cooked, baked', 'Beef Products', []],
  ['35234', 'Piki bread, made from blue cornmeal (Hopi)', 'American Indian/Alaska Native Foods', []],
  ['36605', 'CRACKER BARREL, country fried shrimp platter', 'Restaurant Foods', ['crustacean shellfish']],
];

describe('detectAllergens on SR28 foods', () => {
  it.each(SR28_FOODS)('%s %s', (_ndb, name, category, expected) => {
    expect(detectAllergens(name, category)).toEqual(expected);
  });

  it('covers every major allergen and many exclusions', () => {
    const seen = new Set(SR28_FOODS.flatMap(([, , , allergens]) => allergens));
    expect([...seen].sort()).toEqual([...MAJOR_ALLERGENS].sort());
    expect(SR28_FOODS.filter(([, , , allergens]) => allergens.length === 0).length).toBeGreaterThan(20);
  });
});

describe('detectAllergens word rules', () => {
  it.each([
    ['coconut milk is not milk', 'Coconut milk, canned', 'Beverages', []],
    ['peanut is not a tree nut', 'Peanuts, dry-roasted', '', ['peanuts']],
    ['buckwheat is not wheat', 'Buckwheat groats, roasted, dry', '', []],
    ['butternut squash is not a tree nut', 'Squash, butternut, frozen', '', []],
    ['cream of tartar is not milk', 'Cream of tartar', '', []],
    ['eggplant is not egg', 'Eggplant, cooked, boiled', '', []],
    ['nutmeg is not a nut', 'Nutmeg, ground', '', []],
    ['doughnuts are wheat, not nuts', 'Doughnuts, cake-type, plain', 'Baked Products', ['wheat']],
    ['words match whole, in any case', 'PEANUT BUTTER CUPS', '', ['peanuts']],
    ['ampersand reads as and', 'Sausage, Egg & Cheese Biscuit', '', ['milk', 'eggs', 'wheat']],
    ['accents are ignored', 'Crème fraîche', '', ['milk']],
    [
      '"bass" is fish only among fish',
      'Fish, bass, striped, raw',
      'Finfish and Shellfish Products',
      ['fish'],
    ],
    ['"bass" elsewhere is not', 'Bass ale', 'Beverages', []],
    ['"roll" is wheat among baked products', 'Rolls, dinner, plain', 'Baked Products', ['wheat']],
    ['"roll" elsewhere is a cut', 'Beef, cube roll, raw', 'Beef Products', []],
    ['refined peanut oil is exempt', 'Oil, peanut, salad or cooking', 'Fats and Oils', []],
    ['sesame oil is not refined', 'Oil, sesame', 'Fats and Oils', ['sesame']],
    [
      'a shortening named for soybean oil is exempt',
      'Shortening, soybean (hydrogenated)',
      'Fats and Oils',
      [],
    ],
    [
      'mayonnaise made with soybean oil is eggs only',
      'Mayonnaise, soybean oil, with salt',
      'Fats and Oils',
      ['eggs'],
    ],
    ['without names an absent ingredient', 'Cookies, made without butter', 'Baked Products', ['wheat']],
    ['duck eggs are eggs', 'Egg, duck, whole, fresh, raw', 'Dairy and Egg Products', ['eggs']],
    ['sheep milk is milk', 'Milk, sheep, fluid', 'Dairy and Egg Products', ['milk']],
    [
      'spaghetti squash is not wheat',
      'Squash, winter, spaghetti, raw',
      'Vegetables and Vegetable Products',
      [],
    ],
    [
      'pasta sauce is not wheat',
      'Sauce, pasta, spaghetti/marinara, ready-to-serve',
      'Soups, Sauces, and Gravies',
      [],
    ],
    [
      'cellophane noodles are mung bean',
      'Noodles, chinese, cellophane or long rice (mung beans), dehydrated',
      'Legumes and Legume Products',
      [],
    ],
    [
      'teriyaki is soy sauce',
      'Sauce, teriyaki, ready-to-serve',
      'Soups, Sauces, and Gravies',
      ['wheat', 'soybeans'],
    ],
    [
      'pesto has cheese and nuts',
      'Sauce, pesto, ready-to-serve, refrigerated',
      'Soups, Sauces, and Gravies',
      ['milk', 'tree nuts'],
    ],
  ] as const)('%s', (_why, name, category, expected) => {
    expect(detectAllergens(name, category)).toEqual(expected);
  });

  it('returns allergens in MAJOR_ALLERGENS order without duplicates', () => {
    const found = detectAllergens(
      'Sesame shrimp on bread with peanut sauce, egg, milk and soy, shrimp again',
      '',
    );
    expect(found).toEqual(['milk', 'eggs', 'crustacean shellfish', 'peanuts', 'wheat', 'soybeans', 'sesame']);
  });

  it('has rules for all nine allergens and lower-case single-spaced phrases', () => {
    expect(new Set(ALLERGEN_RULES.map((r) => r.allergen)).size).toBe(9);
    for (const rule of ALLERGEN_RULES) {
      for (const phrase of [...rule.terms, ...(rule.except ?? []), ...(rule.unless ?? [])]) {
        expect(phrase).toMatch(/^[a-z0-9]+(?: [a-z0-9]+)*$/);
      }
    }
  });
});
