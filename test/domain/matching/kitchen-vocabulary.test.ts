import { describe, expect, it } from 'vitest';
import {
  buildFoodIndex,
  commonNameAliases,
  includedKindAliases,
  type MatchableFood,
  toMatchableFood,
} from '../../../src/domain/matching/food-index.ts';
import { matchIngredient, SELECT_MIN_CONFIDENCE } from '../../../src/domain/matching/match.ts';
import { firstAlternative, synonymForm } from '../../../src/domain/matching/query.ts';
import { stemWord } from '../../../src/domain/matching/text.ts';
import { sr28Foods } from './fixtures.ts';

/**
 * Real SR28 names (NDB numbers as ids) for the kitchen vocabulary, state and freshness rules and
 * the calibrated selection: each entry of the tables is exercised against the foods it must
 * reach and the near misses it must avoid.
 */
const ROWS: readonly (readonly [string, string, string])[] = [
  ['11080', 'Beets, raw', 'Vegetables and Vegetable Products'],
  ['11104', 'Burdock root, raw', 'Vegetables and Vegetable Products'],
  ['11216', 'Ginger root, raw', 'Vegetables and Vegetable Products'],
  ['04044', 'Oil, soybean, salad or cooking', 'Fats and Oils'],
  ['04582', 'Oil, canola', 'Fats and Oils'],
  ['04042', 'Oil, peanut, salad or cooking', 'Fats and Oils'],
  ['19334', 'Sugars, brown', 'Sweets'],
  ['19335', 'Sugars, granulated', 'Sweets'],
  ['19304', 'Molasses', 'Sweets'],
  ['11819', 'Peppers, hot chili, red, raw', 'Vegetables and Vegetable Products'],
  ['11670', 'Peppers, hot chili, green, raw', 'Vegetables and Vegetable Products'],
  ['11980', 'Peppers, chili, green, canned', 'Vegetables and Vegetable Products'],
  ['11962', 'Peppers, hot chile, sun-dried', 'Vegetables and Vegetable Products'],
  ['11977', 'Peppers, serrano, raw', 'Vegetables and Vegetable Products'],
  ['11979', 'Peppers, jalapeno, raw', 'Vegetables and Vegetable Products'],
  ['11632', 'Peppers, jalapeno, canned, solids and liquids', 'Vegetables and Vegetable Products'],
  ['11978', 'Peppers, ancho, dried', 'Vegetables and Vegetable Products'],
  ['02076', 'Seasoning mix, dry, chili, original', 'Spices and Herbs'],
  ['02009', 'Spices, chili powder', 'Spices and Herbs'],
  ['06631', 'Sauce, hot chile, sriracha', 'Soups, Sauces, and Gravies'],
  ['17164', 'Game meat, deer, raw', 'Lamb, Veal, and Game Products'],
  ['10020', 'Pork, fresh, loin, whole, separable lean and fat, raw', 'Pork Products'],
  [
    '13917',
    'Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
    'Beef Products',
  ],
  [
    '13824',
    'Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, all grades, raw',
    'Beef Products',
  ],
  ['20120', 'Pasta, dry, enriched', 'Cereal Grains and Pasta'],
  ['43114', 'Vermicelli, made from soy', 'Legumes and Legume Products'],
  ['20133', 'Rice noodles, dry', 'Cereal Grains and Pasta'],
  ['12071', 'Nuts, almond paste', 'Nut and Seed Products'],
  ['12061', 'Nuts, almonds', 'Nut and Seed Products'],
  ['02030', 'Spices, pepper, black', 'Spices and Herbs'],
  ['42137', 'Salad dressing, peppercorn dressing, commercial, regular', 'Fats and Oils'],
  ['14057', 'Alcoholic beverage, wine, dessert, sweet', 'Beverages'],
  ['01034', 'Cheese, port de salut', 'Dairy and Egg Products'],
  ['14411', 'Beverages, water, tap, drinking', 'Beverages'],
  ['19095', 'Ice creams, vanilla', 'Sweets'],
  ['12154', 'Nuts, walnuts, black, dried', 'Nut and Seed Products'],
  ['12155', 'Nuts, walnuts, english', 'Nut and Seed Products'],
  ['18374', "Leavening agents, yeast, baker's, compressed", 'Baked Products'],
  ['18375', "Leavening agents, yeast, baker's, active dry", 'Baked Products'],
  ['15139', 'Crustaceans, crab, blue, raw', 'Finfish and Shellfish Products'],
  ['15140', 'Crustaceans, crab, blue, cooked, moist heat', 'Finfish and Shellfish Products'],
  ['18369', 'Leavening agents, baking powder, double-acting, sodium aluminum sulfate', 'Baked Products'],
  ['18370', 'Leavening agents, baking powder, double-acting, straight phosphate', 'Baked Products'],
  ['18371', 'Leavening agents, baking powder, low-sodium', 'Baked Products'],
  ['01088', 'Milk, buttermilk, fluid, cultured, lowfat', 'Dairy and Egg Products'],
  ['01230', 'Milk, buttermilk, fluid, whole', 'Dairy and Egg Products'],
  ['02008', 'Spices, chervil, dried', 'Spices and Herbs'],
  ['02044', 'Basil, fresh', 'Spices and Herbs'],
  ['02003', 'Spices, basil, dried', 'Spices and Herbs'],
  ['19296', 'Honey', 'Sweets'],
  ['11116', 'Cabbage, chinese (pak-choi), raw', 'Vegetables and Vegetable Products'],
  ['01025', 'Cheese, monterey', 'Dairy and Egg Products'],
  ['42155', 'Cheese, monterey, low fat', 'Dairy and Egg Products'],
  ['02047', 'Salt, table', 'Spices and Herbs'],
  ['16042', 'Beans, pinto, mature seeds, raw', 'Legumes and Legume Products'],
  ['16146', 'Beans, pinto, canned, drained solids', 'Legumes and Legume Products'],
  ['11304', 'Peas, green, raw', 'Vegetables and Vegetable Products'],
  ['11312', 'Peas, green, frozen, unprepared', 'Vegetables and Vegetable Products'],
  ['10123', 'Pork, cured, bacon, unprepared', 'Pork Products'],
  ['07029', 'Ham, sliced, regular (approximately 11% fat)', 'Sausages and Luncheon Meats'],
  ['01001', 'Butter, salted', 'Dairy and Egg Products'],
  ['04610', 'Margarine, regular, 80% fat, composite, stick, with salt', 'Fats and Oils'],
  ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
  ['05064', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Poultry Products'],
  ['11297', 'Parsley, fresh', 'Vegetables and Vegetable Products'],
  ['11416', 'Pumpkin flowers, raw', 'Vegetables and Vegetable Products'],
  ['14121', 'Beverages, carbonated, club soda', 'Beverages'],
  ['01043', 'Cheese, pasteurized process, pimento', 'Dairy and Egg Products'],
  ['11943', 'Pimento, canned', 'Vegetables and Vegetable Products'],
  ['06981', 'Soup, bouillon cubes and granules, low sodium, dry', 'Soups, Sauces, and Gravies'],
  ['02031', 'Spices, pepper, red or cayenne', 'Spices and Herbs'],
  ['18350', 'Rolls, hamburger or hotdog, plain', 'Baked Products'],
  ['19349', 'Syrups, corn, dark', 'Sweets'],
  ['19350', 'Syrups, corn, light', 'Sweets'],
  ['17224', 'Lamb, ground, raw', 'Lamb, Veal, and Game Products'],
  ['17185', 'Lamb, variety meats and by-products, brain, raw', 'Lamb, Veal, and Game Products'],
  ['17199', 'Lamb, variety meats and by-products, liver, raw', 'Lamb, Veal, and Game Products'],
  ['15117', 'Fish, tuna, fresh, bluefin, raw', 'Finfish and Shellfish Products'],
  ['15128', 'Fish, tuna salad', 'Finfish and Shellfish Products'],
  ['10001', 'Pork, fresh, carcass, separable lean and fat, raw', 'Pork Products'],
  ['10006', 'Pork, fresh, separable fat, raw', 'Pork Products'],
  ['01053', 'Cream, fluid, heavy whipping', 'Dairy and Egg Products'],
  ['01017', 'Cheese, cream', 'Dairy and Egg Products'],
  ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
  ['06930', 'Sauce, cheese, ready-to-serve', 'Soups, Sauces, and Gravies'],
  ['01019', 'Cheese, feta', 'Dairy and Egg Products'],
  ['12117', 'Nuts, coconut milk, raw (liquid expressed from grated meat and water)', 'Nut and Seed Products'],
  [
    '12118',
    'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
    'Nut and Seed Products',
  ],
  ['14016', 'Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink', 'Beverages'],
  ['14054', 'Beverages, almond milk, chocolate, ready-to-drink', 'Beverages'],
  ['14091', 'Beverages, almond milk, unsweetened, shelf stable', 'Beverages'],
  ['16097', 'Peanut butter, chunk style, with salt', 'Legumes and Legume Products'],
  ['16098', 'Peanut butter, smooth style, with salt', 'Legumes and Legume Products'],
  ['16123', 'Soy sauce made from soy and wheat (shoyu)', 'Legumes and Legume Products'],
  ['16124', 'Soy sauce made from soy (tamari)', 'Legumes and Legume Products'],
  ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
  ['20027', 'Cornstarch', 'Cereal Grains and Pasta'],
  ['20082', 'Wheat flour, white, all-purpose, self-rising, enriched', 'Cereal Grains and Pasta'],
  ['20080', 'Wheat flour, whole-grain', 'Cereal Grains and Pasta'],
  ['20016', 'Corn flour, whole-grain, yellow', 'Cereal Grains and Pasta'],
  ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
  ['09297', 'Raisins, golden seedless', 'Fruits and Fruit Juices'],
  ['11435', 'Rutabagas, raw', 'Vegetables and Vegetable Products'],
  ['16052', 'Broadbeans (fava beans), mature seeds, raw', 'Legumes and Legume Products'],
  ['01056', 'Cream, sour, cultured', 'Dairy and Egg Products'],
  ['02014', 'Spices, cumin seed', 'Spices and Herbs'],
  ['02043', 'Spices, turmeric, ground', 'Spices and Herbs'],
  ['02019', 'Spices, fenugreek seed', 'Spices and Herbs'],
  ['01116', 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 'Dairy and Egg Products'],
  ['16101', 'Pigeon peas (red gram), mature seeds, raw', 'Legumes and Legume Products'],
  ['16080', 'Mung beans, mature seeds, raw', 'Legumes and Legume Products'],
  ['16144', 'Lentils, pink or red, raw', 'Legumes and Legume Products'],
  ['16069', 'Lentils, raw', 'Legumes and Legume Products'],
  ['11165', 'Coriander (cilantro) leaves, raw', 'Vegetables and Vegetable Products'],
  [
    '15149',
    'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
    'Finfish and Shellfish Products',
  ],
  ['14148', 'Beverages, carbonated, cola, regular', 'Beverages'],
  ['09070', 'Cherries, sweet, raw', 'Fruits and Fruit Juices'],
  ['09328', 'Maraschino cherries, canned, drained', 'Fruits and Fruit Juices'],
  ['09426', 'Candied fruit', 'Fruits and Fruit Juices'],
  ['20082', 'Wheat flour, white, all-purpose, self-rising, enriched', 'Cereal Grains and Pasta'],
  ['20381', 'Wheat flour, white, all-purpose, enriched, calcium-fortified', 'Cereal Grains and Pasta'],
  ['20481', 'Wheat flour, white, all-purpose, unenriched', 'Cereal Grains and Pasta'],
  ['20581', 'Wheat flour, white, all-purpose, enriched, unbleached', 'Cereal Grains and Pasta'],
  ['11549', 'Tomato products, canned, sauce', 'Vegetables and Vegetable Products'],
  ['11551', 'Tomato products, canned, sauce, with mushrooms', 'Vegetables and Vegetable Products'],
  ['11649', 'Tomato products, canned, sauce, spanish style', 'Vegetables and Vegetable Products'],
  ['43217', 'Tomato sauce, canned, no salt added', 'Vegetables and Vegetable Products'],
  ['06972', 'Sauce, tomato chili sauce, bottled, with salt', 'Soups, Sauces, and Gravies'],
  ['01123', 'Egg, whole, raw, fresh', 'Dairy and Egg Products'],
  ['01129', 'Egg, whole, cooked, hard-boiled', 'Dairy and Egg Products'],
  ['01131', 'Egg, whole, cooked, poached', 'Dairy and Egg Products'],
  ['01156', 'Cheese, goat, hard type', 'Dairy and Egg Products'],
  ['01157', 'Cheese, goat, semisoft type', 'Dairy and Egg Products'],
  ['01159', 'Cheese, goat, soft type', 'Dairy and Egg Products'],
  ['15001', 'Fish, anchovy, european, raw', 'Finfish and Shellfish Products'],
  ['15002', 'Fish, anchovy, european, canned in oil, drained solids', 'Finfish and Shellfish Products'],
  ['18374', "Leavening agents, yeast, baker's, compressed", 'Baked Products'],
  ['18375', "Leavening agents, yeast, baker's, active dry", 'Baked Products'],
  ['15010', 'Fish, catfish, channel, wild, raw', 'Finfish and Shellfish Products'],
  ['15234', 'Fish, catfish, channel, farmed, raw', 'Finfish and Shellfish Products'],
  ['15076', 'Fish, salmon, Atlantic, wild, raw', 'Finfish and Shellfish Products'],
  ['15236', 'Fish, salmon, Atlantic, farmed, raw', 'Finfish and Shellfish Products'],
  ['15172', 'Mollusks, scallop, mixed species, raw', 'Finfish and Shellfish Products'],
  ['11475', 'Squash, summer, scallop, raw', 'Vegetables and Vegetable Products'],
  ['07974', 'Bacon, turkey, low sodium', 'Sausages and Luncheon Meats'],
  ['07254', 'Turkey bacon, unprepared', 'Sausages and Luncheon Meats'],
  ['10130', 'Canadian bacon, unprepared', 'Pork Products'],
  ['07074', 'Smoked link sausage, pork', 'Sausages and Luncheon Meats'],
  ['07075', 'Sausage, smoked link sausage, pork and beef', 'Sausages and Luncheon Meats'],
  ['14037', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', 'Beverages'],
  ['14414', 'Alcoholic beverage, liqueur, coffee, 53 proof', 'Beverages'],
  ['11141', 'Celeriac, raw', 'Vegetables and Vegetable Products'],
  ['11213', 'Endive, raw', 'Vegetables and Vegetable Products'],
  ['18029', 'Bread, french or vienna (includes sourdough)', 'Baked Products'],
  ['11616', 'Dock, raw', 'Vegetables and Vegetable Products'],
  ['18338', 'Phyllo dough', 'Baked Products'],
  ['20140', 'Spelt, uncooked', 'Cereal Grains and Pasta'],
  ['02038', 'Spices, sage, ground', 'Spices and Herbs'],
  ['02025', 'Spices, nutmeg, ground', 'Spices and Herbs'],
  ['18079', 'Bread crumbs, dry, grated, plain', 'Baked Products'],
  ['18376', 'Bread crumbs, dry, grated, seasoned', 'Baked Products'],
  ['20093', 'Pasta, fresh-refrigerated, plain, as purchased', 'Cereal Grains and Pasta'],
  ['01003', 'Butter oil, anhydrous', 'Dairy and Egg Products'],
  ['11972', 'Lemon grass (citronella), raw', 'Vegetables and Vegetable Products'],
  ['11590', 'Waterchestnuts, chinese, canned, solids and liquids', 'Vegetables and Vegetable Products'],
  ['01032', 'Cheese, parmesan, grated', 'Dairy and Egg Products'],
  ['01033', 'Cheese, parmesan, hard', 'Dairy and Egg Products'],
  ['02065', 'Spearmint, fresh', 'Spices and Herbs'],
  ['02066', 'Spearmint, dried', 'Spices and Herbs'],
  ['04058', 'Oil, sesame, salad or cooking', 'Fats and Oils'],
  ['02028', 'Spices, paprika', 'Spices and Herbs'],
  ['02046', 'Mustard, prepared, yellow', 'Spices and Herbs'],
  ['20020', 'Cornmeal, whole-grain, yellow', 'Cereal Grains and Pasta'],
  ['20022', 'Cornmeal, degermed, enriched, yellow', 'Cereal Grains and Pasta'],
  ['01026', 'Cheese, mozzarella, whole milk', 'Dairy and Egg Products'],
  ['01028', 'Cheese, mozzarella, part skim milk', 'Dairy and Egg Products'],
  ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'],
  ['19078', 'Baking chocolate, unsweetened, squares', 'Sweets'],
  ['09216', 'Orange peel, raw', 'Fruits and Fruit Juices'],
  ['09200', 'Oranges, raw, all commercial varieties', 'Fruits and Fruit Juices'],
  ['18973', 'Focaccia, Italian flatbread, plain', 'Baked Products'],
  ['28047', "KEEBLER, BAKER'S TREASURES, Chocolate Chip Cookie, soft", 'Baked Products'],
  ['04709', 'Salad dressing, mayonnaise-type, light', 'Fats and Oils'],
  ['04641', 'Salad dressing, mayonnaise, light', 'Fats and Oils'],
  ['19080', 'Candies, semisweet chocolate', 'Sweets'],
  ['07036', 'Sausage, Italian, pork, raw', 'Sausages and Luncheon Meats'],
  ['07089', 'Sausage, Italian, pork, cooked', 'Sausages and Luncheon Meats'],
  ['07914', 'Sausage, Italian, sweet, links', 'Sausages and Luncheon Meats'],
  ['06172', 'Soup, stock, chicken, home-prepared', 'Soups, Sauces, and Gravies'],
  ['09060', 'Carambola, (starfruit), raw', 'Fruits and Fruit Juices'],
  ['07071', 'Salami, dry or hard, pork', 'Sausages and Luncheon Meats'],
  ['07069', 'Salami, cooked, beef and pork', 'Sausages and Luncheon Meats'],
  ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
  ['01005', 'Cheese, brick', 'Dairy and Egg Products'],
  ['07030', 'Ham, minced', 'Sausages and Luncheon Meats'],
  ['07052', 'Pastrami, turkey', 'Sausages and Luncheon Meats'],
  ['13355', 'Beef, cured, pastrami', 'Beef Products'],
  ['07925', 'Pastrami, beef, 98% fat-free', 'Sausages and Luncheon Meats'],
  ['06169', 'Sauce, ready-to-serve, pepper, TABASCO', 'Soups, Sauces, and Gravies'],
  ['06168', 'Sauce, ready-to-serve, pepper or hot', 'Soups, Sauces, and Gravies'],
  ['15036', 'Fish, halibut, Atlantic and Pacific, raw', 'Finfish and Shellfish Products'],
  ['15038', 'Fish, halibut, Greenland, raw', 'Finfish and Shellfish Products'],
  ['15046', 'Fish, mackerel, Atlantic, raw', 'Finfish and Shellfish Products'],
  ['15049', 'Fish, mackerel, king, raw', 'Finfish and Shellfish Products'],
];

const FOODS: MatchableFood[] = sr28Foods(ROWS);
const index = buildFoodIndex(FOODS);
const match = (query: string) => matchIngredient(index, query);
const top = (query: string) => match(query).candidates[0]?.ingredient_id;

describe('kitchen words across British, American and Indian usage', () => {
  it.each([
    ['beetroot', '11080', 'beets'],
    ['raw beetroot', '11080', 'raw is the default form, not a word the food must repeat'],
    ['neutral oil', '04044', 'a neutral oil is the soybean oil sold as vegetable oil'],
    ['rapeseed oil', '04582', 'canola'],
    ['muscovado sugar', '19334', 'a brown sugar'],
    ['jaggery', '19334', 'unrefined cane sugar, nearest brown sugar'],
    ['treacle', '19304', 'molasses'],
    ['Thai chili pepper', '11819', 'a red hot chili'],
    ['bird’s eye chilli', '11819', 'chilli and chile spellings meet chili'],
    ['green chili peppers', '11670', ''],
    ['chile de árbol', '11962', 'a dried hot chile'],
    ['dried chilli', '11962', 'a dried chilli is the pod, not a chili seasoning mix'],
    ['3 dried red chile peppers', '11962', 'the pod'],
    ['dried ancho chiles', '11978', 'an ancho is named by its own food'],
    ['chile powder', '02009', 'chili powder, not a chile sauce'],
    ['venison', '17164', 'deer'],
    ['applejack', '14037', 'an apple brandy, a spirit of 80 proof'],
    ['Kahlua', '14414', 'a coffee liqueur'],
    ['celery root', '11141', 'celeriac'],
    ['frisée', '11213', 'curly endive'],
    ['beef fillet', '13917', 'the tenderloin, not another cut'],
    ['vermicelli', '20120', 'Italian vermicelli is pasta'],
    ['rice vermicelli', '20133', 'rice noodles'],
    ['marzipan', '12071', 'almond paste'],
    ['black peppercorns', '02030', 'black pepper, not a peppercorn dressing'],
    ['ruby port', '14057', 'a sweet dessert wine, not a cheese'],
    ['port', '14057', 'port alone is the wine'],
    ['Port Salut cheese', '01034', 'the cheese keeps its name'],
    ['sorrel', '11616', 'a dock'],
    ['filo pastry', '18338', 'phyllo'],
    ['spelt flour', '20140', 'milled whole spelt'],
    ['ghee', '01003', 'anhydrous butter oil'],
    ['clarified butter', '01003', 'anhydrous butter oil'],
    ['lemongrass', '11972', 'written as one word'],
    ['canned water chestnuts', '11590', 'written as one word in SR28'],
    ['dried spaghetti', '20120', 'dried pasta is SR28’s dry pasta'],
    ['mint leaves', '02065', 'mint is fresh spearmint'],
    ['dried mint', '02066', 'dried is named'],
    ['toasted sesame oil', '04058', 'sesame oil'],
    ['smoked paprika', '02028', 'paprika'],
    ['Dijon mustard', '02046', 'a prepared mustard'],
    ['yellow cornmeal', '20022', 'degermed and enriched, as sold'],
    ['stone-ground cornmeal', '20020', 'whole-grain'],
    ['fresh mozzarella', '01026', 'the whole-milk cheese'],
    ['soft brown sugar', '19334', 'British soft brown sugar'],
    ['ice', '14411', 'frozen tap water'],
    ['vanilla ice cream', '19095', 'ice cream stays ice cream'],
    ['bok choi', '11116', ''],
    ['fresh Italian flat-leaf parsley', '11297', 'both names of flat-leaf parsley at once'],
    ['courgette flowers', '11416', 'squash blossoms: SR28 has pumpkin flowers'],
    ['squash blossoms', '11416', ''],
    ['sparkling water', '14121', 'club soda, named the way SR28 files it (carbonated beverages)'],
    ['flavourless oil', '04044', ''],
    ['ice cubes', '14411', ''],
    ['filet mignon', '13917', ''],
    ['fillet steak', '13917', ''],
    ['tawny port', '14057', ''],
    ['port wine', '14057', ''],
    ['club soda', '14121', ''],
    ['Diamond Crystal kosher salt', '02047', ''],
    ['store-bought marzipan', '12071', ''],
    ['homemade marzipan', '12071', ''],
    ['zucchini blossoms', '11416', ''],
    ['arhar dal', '16101', ''],
    ['red lentils', '16144', ''],
    ['fava beans', '16052', ''],
    ['hotdog buns', '18350', ''],
    ['stock cube', '06981', 'a bouillon cube'],
    ['chili pepper flakes', '02031', 'red pepper flakes'],
    ['Red chili flakes', '02031', 'crushed dried red chillies, not the fresh red chilli'],
    ['dried chilli flakes', '02031', 'the spice, not the whole dried pod'],
    ['jalapeño chilies', '11979', 'a variety SR28 has is that pepper'],
    ['jalapeno chili pepper', '11979', ''],
    ['serrano chile pepper', '11977', ''],
    ['serrano chiles', '11977', ''],
    ['Scotch bonnet', '11819', 'a hot chilli, not Scotch whisky'],
    ['red chillies', '11819', ''],
    ['cornflour', '20027', 'British cornflour is cornstarch'],
    ['corn flour', '20016', 'American corn flour is a flour of whole corn'],
    ['self-raising flour', '20082', ''],
    ['atta', '20080', 'whole-wheat chapati flour'],
    ['graham flour', '20080', 'a coarse whole-wheat flour, not gram flour or all-purpose'],
    ['maida', '20481', 'refined white flour, not enriched as American flour is'],
    ['tinned tomatoes', '11531', 'tinned is canned'],
    ['jarred jalapeño slices', '11632', 'jarred is canned, not a jar and something red'],
    ['sultanas', '09297', 'golden raisins'],
    ['glacé cherries', '09426', 'cherries candied in syrup and dried'],
    ['candied cherries', '09426', ''],
    ['maraschino cherries', '09328', 'bottled in syrup, not candied'],
    ['cherries', '09070', 'plain cherries stay fresh'],
    ['swede', '11435', 'rutabaga'],
    ['yellow turnips', '11435', 'a yellow turnip is a swede'],
    ['grated gingerroot', '11216', 'written as one word'],
    ['pastrami', '13355', 'pastrami is beef'],
    ['turkey pastrami', '07052', ''],
    ['broad beans', '16052', 'fava beans'],
    ['soured cream', '01056', ''],
    ['streaky bacon', '10123', ''],
    ['jeera', '02014', 'cumin seed'],
    ['haldi', '02043', 'turmeric'],
    ['methi seeds', '02019', 'fenugreek seed'],
    ['dahi', '01116', 'plain yogurt'],
    ['toor dal', '16101', 'pigeon peas'],
    ['moong dal', '16080', 'mung beans'],
    ['masoor dal', '16144', 'red lentils'],
    ['green chillies', '11670', ''],
    [
      'red chilli powder',
      '02031',
      'the chilli ground alone (cayenne), not fresh red chilies or the chili powder blend',
    ],
    ['fresh coriander', '11165', 'British fresh coriander is cilantro'],
    ['golden caster sugar', '19335', ''],
    ['king prawns', '15149', 'shrimp'],
    ['Morton kosher salt', '02047', 'a brand of salt is salt'],
    ['salt of your choice', '02047', 'filler words are dropped'],
    ['Maldon sea salt', '02047', 'a brand of salt is salt'],
    ['crusty bread', '18029', 'a crusty loaf is French bread, not sliced white'],
    ['baguette', '18029', ''],
    ['focaccia bread', '18973', ''],
    ['fresh goat cheese logs', '01159', 'fresh goat cheese is the soft one, whatever its shape'],
    ['orange rind', '09216', 'a citrus rind is its peel'],
    ['semi-sweet baking chocolate', '19080', 'not the unsweetened baking chocolate'],
    ['hot Italian sausage', '07036', 'hot or mild, Italian pork sausage'],
    ['cooked hot Italian sausage', '07089', ''],
    ['Basic Chicken Stock', '06172', 'a filler word is dropped'],
    ['star fruit', '09060', 'carambola'],
    ['Tabasco', '06169', 'SR28 has the product by name'],
    ['Tabasco sauce', '06169', ''],
    ['hot sauce', '06168', 'a hot sauce not named is the generic one'],
    ['Genoa salami', '07071', 'a dry pork salami'],
    ['Philadelphia cream cheese', '01017', ''],
    ['Philadelphia Brick Cream Cheese', '01017', 'cream cheese sold as a brick, not brick cheese'],
    ['scalded milk', '01077', 'milk heated to just below a boil'],
    ['hot red pepper flakes', '02031', ''],
  ])('%s → %s (%s)', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });

  it('habanero and Scotch bonnet are hot chillies sold ripe (red), resolved', () => {
    expect(match('habanero chiles').selected?.ingredient_id).toBe('11819');
    expect(match('Scotch bonnet chilli').selected?.ingredient_id).toBe('11819');
  });
});

describe('defaults a recipe means by one word', () => {
  it.each([
    ['walnuts', '12155', 'English walnuts; black walnuts are named'],
    ['black walnuts', '12154', ''],
    ['yeast', '18375', 'active dry yeast, sold in packets'],
    ['fresh yeast', '18374', 'fresh yeast is compressed'],
    ['crab meat', '15140', 'crab meat is sold cooked'],
    ['raw crab', '15139', ''],
    ['baking powder', '18369', 'double-acting sodium aluminum sulfate'],
    ['low-sodium baking powder', '18371', ''],
    ['buttermilk', '01088', 'cultured low-fat buttermilk'],
    ['whole buttermilk', '01230', ''],
    ['reduced-fat Monterey Jack cheese', '42155', 'reduced fat also accepts low fat'],
    ['lamb', '17224', 'meat, not offal: variety meats are asked for by name'],
    ['lamb liver', '17199', ''],
    ['tuna', '15117', 'the fish, not tuna salad'],
    ['tuna salad', '15128', ''],
    ['pork fat', '10006', ''],
    ['hamburger buns', '18350', 'rolls, not ground beef'],
    ['hot dog buns', '18350', ''],
    ['corn syrup', '19350', 'light corn syrup'],
    ['dark corn syrup', '19349', ''],
    ['cream', '01053', 'heavy cream, not cream cheese'],
    ['cream cheese', '01017', ''],
    ['sour cream', '01056', ''],
    ['cheese', '01009', 'cheddar, not a cheese sauce'],
    ['shredded cheese', '01009', ''],
    ['feta cheese', '01019', 'a named cheese wins over the default'],
    ['cheese sauce', '06930', ''],
    ['almond milk', '14091', 'plain unsweetened, not chocolate'],
    ['chocolate almond milk', '14054', ''],
    ['coconut milk', '12118', 'from a can'],
    ['peanut butter', '16098', 'smooth'],
    ['crunchy peanut butter', '16097', ''],
    ['soy sauce', '16123', 'brewed from soy and wheat (shoyu)'],
    ['tamari', '16124', ''],
    ['dried pinto beans', '16042', 'dried beans are SR28’s mature seeds'],
  ])('%s → %s (%s)', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });
});

describe('confidence does not depend on how many candidates are shown', () => {
  it('five flour siblings on a page of five do not hide that no other food comes near', () => {
    const page = matchIngredient(index, 'plain flour', { limit: 5 });
    const long = matchIngredient(index, 'plain flour', { limit: 50 });
    expect(
      page.candidates.every((c) => c.ingredient_name.startsWith('Wheat flour, white, all-purpose')),
    ).toBe(true);
    expect(page.candidates[0]?.confidence).toBe(long.candidates[0]?.confidence);
    expect(page.selected?.ingredient_id).toBe('20081');
  });

  it('an exact match keeps its credit over a food of another group named by the head far below it', () => {
    const page = matchIngredient(index, 'canned tomato sauce', { limit: 5 });
    const long = matchIngredient(index, 'canned tomato sauce', { limit: 50 });
    expect(long.candidates.map((c) => c.ingredient_id)).toContain('06972');
    expect(page.selected?.ingredient_id).toBe('11549');
    expect(long.candidates[0]?.confidence).toBe(page.candidates[0]?.confidence);
  });
});

describe('a cooking method names the cooked state', () => {
  it.each([
    ['hard-cooked eggs', '01129'],
    ['hard-boiled eggs', '01129'],
  ])('%s → %s, selected: "cooked" in the name is not an unasked-for word', (query, ndb) => {
    expect(match(query).selected?.ingredient_id).toBe(ndb);
  });

  it('a vegetable roasted is SR28’s baked one, not a frozen product sold "roasted"', () => {
    const index = buildFoodIndex(
      sr28Foods([
        ['11485', 'Squash, winter, butternut, raw', 'Vegetables and Vegetable Products'],
        [
          '11486',
          'Squash, winter, butternut, cooked, baked, without salt',
          'Vegetables and Vegetable Products',
        ],
        ['11352', 'Potatoes, flesh and skin, raw', 'Vegetables and Vegetable Products'],
        ['11357', 'Potatoes, white, flesh and skin, baked', 'Vegetables and Vegetable Products'],
        [
          '11361',
          'Potatoes, roasted, salt added in processing, frozen, unprepared',
          'Vegetables and Vegetable Products',
        ],
      ]),
    );
    expect(matchIngredient(index, 'roasted butternut squash').selected?.ingredient_id).toBe('11486');
    expect(matchIngredient(index, 'roasted potatoes').candidates[0]?.ingredient_id).toBe('11357');
  });
});

describe('a qualifier every sibling carries is not one the line must say', () => {
  it.each([
    // Both SR28 anchovies are "european"; both yeasts "baker's"; every goat cheese a "type".
    ['oil-packed anchovy fillets', '15002'],
    ['active dry yeast', '18375'],
    ['goat cheese', '01159'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(match(query).selected?.ingredient_id).toBe(ndb);
  });

  it('a word that tells siblings apart still decides', () => {
    expect(match('hard goat cheese').selected?.ingredient_id).toBe('01156');
    expect(match('fresh yeast').selected?.ingredient_id).toBe('18374');
  });

  it('the shared words of another food group do not lift it: scallops are the mollusk, not the squash', () => {
    const r = match('scallops');
    expect(r.candidates[0]?.ingredient_id).toBe('15172');
    expect(r.selected?.ingredient_id).toBe('15172');
  });
});

describe('bacon is pork bacon', () => {
  it.each([
    ['bacon', '10123'],
    ['streaky bacon', '10123'],
  ])('%s → %s, selected over turkey bacon', (query, ndb) => {
    expect(match(query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['turkey bacon', '07254'],
    ['Canadian bacon', '10130'],
  ])('%s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });
});

describe('a pork chop of no named cut is the center loin chop on the bone', () => {
  const pork = 'Pork Products';
  const index = buildFoodIndex(
    sr28Foods([
      ['10036', 'Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, raw', pork],
      ['10164', 'Pork, fresh, loin, center loin (chops), boneless, separable lean and fat, raw', pork],
      ['10062', 'Pork, fresh, loin, top loin (chops), boneless, separable lean and fat, raw', pork],
      ['10028', 'Pork, fresh, loin, blade (chops or roasts), bone-in, separable lean and fat, raw', pork],
    ]),
  );

  it.each([
    ['pork chops', '10036'],
    ['boneless pork chops', '10062'],
    ['pork blade chops', '10028'],
  ])('%s → %s first', (query, ndb) => {
    expect(matchIngredient(index, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('a cut named by the part of the primal it is', () => {
  const pork = 'Pork Products';
  const index = buildFoodIndex(
    sr28Foods([
      ['10060', 'Pork, fresh, loin, tenderloin, separable lean only, raw', pork],
      ['10218', 'Pork, fresh, loin, tenderloin, separable lean and fat, raw', pork],
      ['10222', 'Pork, fresh, loin, tenderloin, separable lean and fat, cooked, roasted', pork],
      ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
      ['01088', 'Milk, buttermilk, fluid, cultured, lowfat', 'Dairy and Egg Products'],
    ]),
  );

  it('pork tenderloin is the loin’s tenderloin with its fat, SR28’s usual cut, selected', () => {
    // "loin" is said by "tenderloin"; "separable lean only" is a choice the line did not make.
    expect(matchIngredient(index, 'pork tenderloin').selected?.ingredient_id).toBe('10218');
  });

  it('a lean cut asked for is the lean one', () => {
    expect(matchIngredient(index, 'pork tenderloin, lean only').candidates[0]?.ingredient_id).toBe('10060');
  });

  it('buttermilk is the buttermilk, not milk', () => {
    expect(matchIngredient(index, 'buttermilk').selected?.ingredient_id).toBe('01088');
  });
});

describe('toasted nuts are dry-roasted nuts', () => {
  it('toasted pecans → Nuts, pecans, dry roasted, without salt added, selected', () => {
    const index = buildFoodIndex(
      sr28Foods([
        ['12142', 'Nuts, pecans', 'Nut and Seed Products'],
        ['12143', 'Nuts, pecans, dry roasted, without salt added', 'Nut and Seed Products'],
        ['12643', 'Nuts, pecans, dry roasted, with salt added', 'Nut and Seed Products'],
      ]),
    );
    expect(matchIngredient(index, 'toasted pecans').selected?.ingredient_id).toBe('12143');
    expect(matchIngredient(index, 'pecans').selected?.ingredient_id).toBe('12142');
  });

  it('toasted walnuts are walnuts toasted at home: SR28’s only roasted walnuts are salted', () => {
    const index = buildFoodIndex(
      sr28Foods([
        ['12155', 'Nuts, walnuts, english', 'Nut and Seed Products'],
        ['12154', 'Nuts, walnuts, black, dried', 'Nut and Seed Products'],
        ['12157', 'Nuts, walnuts, dry roasted, with salt added', 'Nut and Seed Products'],
      ]),
    );
    expect(matchIngredient(index, 'toasted walnuts').selected?.ingredient_id).toBe('12155');
    expect(matchIngredient(index, 'toasted salted walnuts').selected?.ingredient_id).toBe('12157');
  });
});

describe('a food SR28 lists only unfrozen, frozen at home or sold frozen, is that food', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['09040', 'Bananas, raw', 'Fruits and Fruit Juices'],
      ['09041', 'Bananas, dehydrated, or banana powder', 'Fruits and Fruit Juices'],
      ['11976', 'Pepper, banana, raw', 'Vegetables and Vegetable Products'],
      ['15166', 'Mollusks, octopus, common, raw', 'Finfish and Shellfish Products'],
      ['15230', 'Mollusks, octopus, common, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['11304', 'Peas, green, raw', 'Vegetables and Vegetable Products'],
      ['11312', 'Peas, green, frozen, unprepared', 'Vegetables and Vegetable Products'],
    ]),
  );
  it.each([
    ['frozen banana', '09040'],
    ['frozen octopus', '15166'],
    ['frozen peas', '11312'],
    ['peas', '11304'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a frozen vegetable is blanched, another food: without it, frozen lima beans are asked, not the dry ones', () => {
    const starter = buildFoodIndex(
      sr28Foods([
        ['16071', 'Lima beans, large, mature seeds, raw', 'Legumes and Legume Products'],
        ['11052', 'Beans, snap, green, raw', 'Vegetables and Vegetable Products'],
      ]),
    );
    expect(matchIngredient(starter, 'frozen lima beans').selected).toBeNull();
    expect(matchIngredient(starter, 'frozen green beans').selected).toBeNull();
  });
});

describe('a vegetable cut to stand in for rice or noodles is that vegetable', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11090', 'Broccoli, raw', 'Vegetables and Vegetable Products'],
      ['11135', 'Cauliflower, raw', 'Vegetables and Vegetable Products'],
      ['11477', 'Squash, summer, zucchini, includes skin, raw', 'Vegetables and Vegetable Products'],
      ['20044', 'Rice, white, long-grain, regular, raw, enriched', 'Cereal Grains and Pasta'],
      ['20109', 'Noodles, egg, dry, enriched', 'Cereal Grains and Pasta'],
    ]),
  );
  it.each([
    ['cauliflower rice', '11135'],
    ['riced cauliflower', '11135'],
    ['broccoli rice', '11090'],
    ['zucchini noodles', '11477'],
    ['zoodles', '11477'],
    ['spiralized zucchini', '11477'],
    ['rice', '20044'],
    ['egg noodles', '20109'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('pickled jalapeños and "100%" foods', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11979', 'Peppers, jalapeno, raw', 'Vegetables and Vegetable Products'],
      ['11632', 'Peppers, jalapeno, canned, solids and liquids', 'Vegetables and Vegetable Products'],
      ['01032', 'Cheese, parmesan, grated', 'Dairy and Egg Products'],
      ['01033', 'Cheese, parmesan, hard', 'Dairy and Egg Products'],
      ['19353', 'Syrups, maple', 'Sweets'],
    ]),
  );
  it.each([
    ['pickled jalapeño slices', '11632', 'sold in cans and jars in their brine'],
    ['100% Parmesan grated cheese', '01032', ''],
    ['100% pure maple syrup', '19353', ''],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a jalapeño of no named state is still the raw one first', () => {
    expect(matchIngredient(index, 'jalapeño').candidates[0]?.ingredient_id).toBe('11979');
  });
});

describe('butcher’s names of a part SR28 lists under another', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['05654', 'Ostrich, tenderloin, raw', 'Poultry Products'],
      ['05219', 'Turkey, breast, from whole bird, meat only, raw', 'Poultry Products'],
      ['05710', 'Turkey, retail parts, breast, meat only, raw', 'Poultry Products'],
      ['13341', 'Beef, variety meats and by-products, tripe, raw', 'Beef Products'],
      ['23640', 'Beef, variety meats and by-products, tripe, cooked, simmered', 'Beef Products'],
      ['13335', 'Beef, variety meats and by-products, suet, raw', 'Beef Products'],
      ['10106', 'Pork, fresh, variety meats and by-products, kidneys, raw', 'Pork Products'],
    ]),
  );
  it.each([
    ['turkey tenderloins', '05710', 'the inner fillet of the breast, a retail part'],
    ['honeycomb tripe', '13341', 'beef tripe'],
    ['kidney suet', '13335', 'the beef fat around the kidneys'],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('Mexican chiles sold dried, and tahini paste', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11962', 'Peppers, hot chile, sun-dried', 'Vegetables and Vegetable Products'],
      ['11819', 'Peppers, hot chili, red, raw', 'Vegetables and Vegetable Products'],
      ['02076', 'Seasoning mix, dry, chili, original', 'Spices and Herbs'],
      [
        '12166',
        'Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)',
        'Nut and Seed Products',
      ],
      ['12169', 'Seeds, sesame butter, paste', 'Nut and Seed Products'],
    ]),
  );
  it.each([
    ['dried guajillo chiles', '11962'],
    ['cascabel chiles', '11962'],
    ['dried chile de árbol', '11962'],
    ['dried New Mexico chiles', '11962'],
    ['tahini paste', '12166'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('Italian pasta is pasta; Italian rice is another rice', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['20120', 'Pasta, dry, enriched', 'Cereal Grains and Pasta'],
      ['20420', 'Pasta, dry, unenriched', 'Cereal Grains and Pasta'],
      ['20044', 'Rice, white, long-grain, regular, raw, enriched', 'Cereal Grains and Pasta'],
      ['20052', 'Rice, white, short-grain, enriched, uncooked', 'Cereal Grains and Pasta'],
    ]),
  );

  it('dried Italian vermicelli → Pasta, dry, enriched, selected (0.65 on the word)', () => {
    expect(matchIngredient(index, 'dried Italian vermicelli').selected?.ingredient_id).toBe('20120');
  });

  it.each(['Italian rice', 'Japanese rice', 'Mexican rice'])(
    '%s is not selected as long-grain rice',
    (query) => {
      expect(matchIngredient(index, query).selected).toBeNull();
    },
  );
});

describe('processed cheese is SR28’s process cheese', () => {
  it('processed cheese → a pasteurized process cheese first, not cheddar', () => {
    const index = buildFoodIndex(
      sr28Foods([
        ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
        ['01253', 'Cheese, pasteurized process, American, without added vitamin D', 'Dairy and Egg Products'],
      ]),
    );
    expect(matchIngredient(index, 'processed cheese').candidates[0]?.ingredient_id).toBe('01253');
    expect(matchIngredient(index, 'processed American cheese').selected?.ingredient_id).toBe('01253');
  });
});

describe('canned soup a recipe pours is ready-to-serve', () => {
  it('canned chicken broth → Soup, chicken broth, ready-to-serve, not the condensed one', () => {
    const index = buildFoodIndex(
      sr28Foods([
        ['06013', 'Soup, chicken broth, canned, condensed', 'Soups, Sauces, and Gravies'],
        ['06194', 'Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ]),
    );
    expect(matchIngredient(index, 'canned chicken broth').selected?.ingredient_id).toBe('06194');
    expect(matchIngredient(index, 'condensed chicken broth').candidates[0]?.ingredient_id).toBe('06013');
  });

  it('a stock bought in a can is the ready-to-serve broth, not the home-prepared stock', () => {
    const index = buildFoodIndex(
      sr28Foods([
        ['06013', 'Soup, chicken broth, canned, condensed', 'Soups, Sauces, and Gravies'],
        ['06194', 'Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies'],
        ['06172', 'Soup, stock, chicken, home-prepared', 'Soups, Sauces, and Gravies'],
      ]),
    );
    expect(matchIngredient(index, 'canned chicken stock').selected?.ingredient_id).toBe('06194');
    expect(matchIngredient(index, 'chicken stock').selected?.ingredient_id).toBe('06172');
  });
});

describe('yogurt of a fat level is plain yogurt of that fat level, not Greek', () => {
  const dairy = 'Dairy and Egg Products';
  const index = buildFoodIndex(
    sr28Foods([
      ['01116', 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce', dairy],
      ['01117', 'Yogurt, plain, low fat, 12 grams protein per 8 ounce', dairy],
      ['01118', 'Yogurt, plain, skim milk, 13 grams protein per 8 ounce', dairy],
      ['01187', 'Yogurt, chocolate, nonfat milk', dairy],
      ['01256', 'Yogurt, Greek, plain, nonfat', dairy],
      ['01287', 'Yogurt, Greek, plain, lowfat', dairy],
      ['01293', 'Yogurt, Greek, plain, whole milk', dairy],
      ['01295', 'Yogurt, vanilla, non-fat', dairy],
    ]),
  );

  it.each([
    ['plain fat-free yogurt', '01118'],
    ['nonfat yogurt', '01118'],
    ['low-fat plain yogurt', '01117'],
    ['plain yogurt', '01116'],
    ['yogurt', '01116'],
    ['Greek yogurt', '01293'],
    ['nonfat Greek yogurt', '01256'],
  ])('%s → %s, selected', (query, id) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(id);
  });

  it('a flavour is named, and its fat level is then asked about', () => {
    const r = matchIngredient(index, 'vanilla yogurt');
    expect(r.candidates[0]?.ingredient_id).toBe('01295');
    expect(r.selected).toBeNull();
  });
});

describe('British and trade names of a few foods', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11052', 'Beans, snap, green, raw', 'Vegetables and Vegetable Products'],
      ['20066', 'Semolina, enriched', 'Cereal Grains and Pasta'],
      ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
      ['11943', 'Pimento, canned', 'Vegetables and Vegetable Products'],
      ['02030', 'Spices, pepper, black', 'Spices and Herbs'],
      ['02035', 'Spices, pumpkin pie spice', 'Spices and Herbs'],
      ['02006', 'Spices, cardamom', 'Spices and Herbs'],
      ['01026', 'Cheese, mozzarella, whole milk', 'Dairy and Egg Products'],
      ['09185', 'Melon balls, frozen', 'Fruits and Fruit Juices'],
    ]),
  );

  it('a mozzarella ball is the cheese, not melon balls', () => {
    expect(matchIngredient(index, 'mozzarella ball').candidates[0]?.ingredient_id).toBe('01026');
  });

  it.each([
    // Mixed spice is sold in the US as pumpkin pie spice (cardamom had been offered, at 0.42).
    ['mixed spice', '02035'],
    ['ground mixed spice', '02035'],
    ['fine beans', '11052'],
    ['runner beans', '11052'],
    ['semolina flour', '20066'],
    ['pimento peppers', '11943'],
    ['pimientos', '11943'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('how strong a cook makes it', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['06170', 'Soup, stock, beef, home-prepared', 'Soups, Sauces, and Gravies'],
      ['06172', 'Soup, stock, chicken, home-prepared', 'Soups, Sauces, and Gravies'],
      ['14003', 'Alcoholic beverage, beer, regular, all', 'Beverages'],
    ]),
  );

  it('a rich stock is the stock (SR28 has one)', () => {
    expect(matchIngredient(index, 'rich beef stock').selected?.ingredient_id).toBe('06170');
  });

  it('a strong beer is not selected as a regular one: it has more alcohol', () => {
    const r = matchIngredient(index, 'strong beer');
    expect(r.candidates[0]?.ingredient_id).toBe('14003');
    expect(r.selected).toBeNull();
  });
});

describe('fresh herbs are not SR28’s ground spices', () => {
  it('fresh sage is not selected as ground sage (SR28 has no fresh sage)', () => {
    const r = match('minced fresh sage');
    expect(r.candidates[0]?.ingredient_id).toBe('02038');
    expect(r.selected).toBeNull();
  });

  it.each(['fresh ground nutmeg', 'freshly grated nutmeg', 'fresh nutmeg', 'ground sage'])(
    '%s is the ground spice',
    (query) => {
      expect(match(query).selected?.ingredient_id).toMatch(/^020(25|38)$/);
    },
  );
});

describe('bread crumbs and other dry foods', () => {
  it('bread crumbs are the dry, plain kind; seasoned ones are named', () => {
    expect(match('bread crumbs').selected?.ingredient_id).toBe('18079');
    expect(match('seasoned bread crumbs').candidates[0]?.ingredient_id).toBe('18376');
  });

  it('fresh is not dry: fresh bread crumbs and fresh pasta are not SR28’s dry ones', () => {
    // Fresh crumbs are soft crumbs, which SR28's white bread says it includes.
    expect(match('fresh bread crumbs').candidates[0]?.ingredient_id).toBe('18069');
    expect(match('fresh pasta').candidates[0]?.ingredient_id).toBe('20093');
  });

  it('panko is found as dry crumbs but asked about: a cup of it weighs about half', () => {
    const r = match('panko');
    expect(r.candidates[0]?.ingredient_id).toBe('18079');
    expect(r.selected).toBeNull();
  });
});

describe('Parmesan in a recipe is grated', () => {
  it.each(['Parmesan cheese', 'parmesan'])('%s → grated Parmesan, selected', (query) => {
    expect(match(query).selected?.ingredient_id).toBe('01032');
  });

  it.each(['shaved Parmesan', 'Parmesan wedge', 'Parmesan shavings', 'shaved Parmigiano-Reggiano'])(
    '%s is cut from the hard cheese: Cheese, parmesan, hard, selected',
    (query) => {
      expect(match(query).selected?.ingredient_id).toBe('01033');
    },
  );
});

describe('an organization’s own ingredient written in kitchen words', () => {
  const own = buildFoodIndex([
    { id: 'ci_1', name: 'Mint sauce', category: 'Custom ingredients', source: 'custom' },
    { id: 'ci_2', name: 'Courgette fritters', category: 'Custom ingredients', source: 'custom' },
    { id: 'ci_3', name: 'Smoked paprika oil', category: 'Custom ingredients', source: 'custom' },
  ]);

  it.each([
    ['mint sauce', 'ci_1'],
    ['courgette fritters', 'ci_2'],
    ['smoked paprika oil', 'ci_3'],
  ])('%s finds %s by its name though the synonyms rewrite the line', (query, id) => {
    expect(matchIngredient([index, own], query).selected?.ingredient_id).toBe(id);
  });

  it('is indexed under the rewritten form as well as its own', () => {
    expect(synonymForm('Mint sauce')).toBe('mintsauce');
    expect(synonymForm('Apple sauce')).toBeNull();
  });
});

describe('sausage sold in links', () => {
  it('smoked pork sausages are SR28’s smoked link sausage of pork, not pork and beef', () => {
    expect(match('smoked pork sausages').selected?.ingredient_id).toBe('07074');
  });
});

describe('fish sold farmed', () => {
  it.each([
    ['catfish fillets', '15234'],
    ['salmon fillets', '15236'],
    ['wild salmon', '15076'],
    ['wild catfish', '15010'],
  ])('%s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });

  // SR28's wild rabbit had come first (0.89).
  it.each([
    ['rabbit', '17177'],
    ['wild rabbit', '17180'],
  ])('a rabbit bought is a farmed one: %s → %s', (query, ndb) => {
    const rabbits = buildFoodIndex(
      sr28Foods([
        ['17177', 'Game meat, rabbit, domesticated, composite of cuts, raw', 'Lamb, Veal, and Game Products'],
        ['17180', 'Game meat, rabbit, wild, raw', 'Lamb, Veal, and Game Products'],
      ]),
    );
    expect(matchIngredient(rabbits, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('what a plain word does not mean', () => {
  it('pimentos are the jarred vegetable, not pimento cheese, which names them only after its class word', () => {
    const r = match('diced pimentos');
    expect(r.candidates.map((c) => c.ingredient_id).slice(0, 2)).toEqual(['11943', '01043']);
    expect(top('pimento cheese')).toBe('01043');
  });

  it('pork is meat with its fat, not the trimmed fat alone', () => {
    expect(top('pork')).not.toBe('10006');
    expect(match('pork').candidates.map((c) => c.ingredient_id)).toContain('10001');
  });
});

describe('the state the food is in', () => {
  it('fresh contradicts dried: fresh chervil is not dried chervil, and nothing is selected', () => {
    const r = match('fresh chervil');
    expect(r.candidates[0]?.ingredient_id).toBe('02008');
    expect(r.candidates[0]?.confidence).toBeLessThan(match('dried chervil').candidates[0]?.confidence ?? 0);
    expect(r.selected).toBeNull();
  });

  it('fresh basil is the fresh herb, dried basil the spice', () => {
    expect(top('fresh basil')).toBe('02044');
    expect(top('dried basil')).toBe('02003');
  });

  it('a plain name means raw: a cooked food is less likely to be meant', () => {
    const plain = match('chicken breast');
    expect(plain.candidates[0]?.ingredient_id).toBe('05062');
    const cooked = match('cooked chicken breast');
    expect(cooked.candidates[0]?.ingredient_id).toBe('05064');
    const onlyCooked = matchIngredient(
      buildFoodIndex(FOODS.filter((f) => f.id !== '05062')),
      'chicken breast',
    ).candidates[0];
    expect(onlyCooked?.ingredient_id).toBe('05064');
    expect(onlyCooked?.confidence).toBeLessThan(cooked.candidates[0]?.confidence ?? 0);
  });

  it('raw honey is honey', () => {
    expect(match('raw honey').selected?.ingredient_id).toBe('19296');
  });
});

describe('"A or B" is A', () => {
  it.each([
    ['butter or margarine', '01001'],
    ['margarine or butter', '04610'],
    ['bacon or ham', '10123'],
    ['ham or bacon', '07029'],
    ['fresh or frozen peas', '11304'],
  ])('%s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });

  it('keeps a lone modifier with the noun of the longer alternative', () => {
    const stems = (text: string) => text.split(' ').map(stemWord);
    expect(firstAlternative(stems('red or green bell pepper'))).toEqual(stems('red bell pepper'));
    expect(firstAlternative(stems('bacon or pork belly'))).toEqual(stems('bacon'));
    expect(firstAlternative(stems('butter or margarine'))).toEqual(stems('butter'));
    expect(firstAlternative(stems('or'))).toEqual(['or']);
  });
});

describe('calibrated selection', () => {
  it('selects at the cost-based threshold, 0.9', () => {
    expect(SELECT_MIN_CONFIDENCE).toBe(0.9);
  });

  it.each(['beetroot', 'walnuts', 'baking powder', 'buttermilk', 'black peppercorns', 'soda water'])(
    'selects %s, a clear match',
    (query) => {
      const r = match(query);
      expect(r.selected?.ingredient_id).toBe(r.candidates[0]?.ingredient_id);
      expect(r.selected?.confidence).toBeGreaterThanOrEqual(0.9);
    },
  );

  it.each(['fresh chervil', 'rose water', 'chaat masala', 'peppermint oil'])(
    'selects nothing for %s, which this catalogue has no food for',
    (query) => {
      expect(match(query).selected).toBeNull();
    },
  );

  it.each(['rose water', 'orange blossom water', 'orange flower water'])(
    'offers no water for %s, a flower water SR28 does not list (bottled water had been, at 0.58)',
    (query) => {
      const waters = buildFoodIndex(
        sr28Foods([
          ['14555', 'Water, bottled, generic', 'Beverages'],
          ['14411', 'Beverages, water, tap, drinking', 'Beverages'],
          ['09200', 'Oranges, raw, all commercial varieties', 'Fruits and Fruit Juices'],
        ]),
      );
      expect(matchIngredient(waters, query).candidates).toEqual([]);
      expect(matchIngredient(waters, 'water').selected?.ingredient_id).toBe('14411');
    },
  );

  describe('foods SR28 does not list offer nothing; the kitchen names of foods it lists find them', () => {
    const near = buildFoodIndex(
      sr28Foods([
        ['16001', 'Beans, adzuki, mature seeds, raw', 'Legumes and Legume Products'],
        ['02050', 'Vanilla extract', 'Spices and Herbs'],
        ['11413', 'Potato flour', 'Vegetables and Vegetable Products'],
        ['12108', 'Nuts, coconut meat, dried (desiccated), not sweetened', 'Nut and Seed Products'],
        [
          '12118',
          'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
          'Nut and Seed Products',
        ],
        ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
        ['01116', 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 'Dairy and Egg Products'],
        ['08120', 'Cereals, oats, regular and quick, not fortified, dry', 'Breakfast Cereals'],
        ['12087', 'Nuts, cashew nuts, raw', 'Nut and Seed Products'],
        ['14639', 'Beverages, rice milk, unsweetened', 'Beverages'],
        ['09297', 'Raisins, golden seedless', 'Fruits and Fruit Juices'],
        ['19304', 'Molasses', 'Sweets'],
        ['19350', 'Syrups, corn, light', 'Sweets'],
        ['18016', 'Biscuits, plain or buttermilk, prepared from recipe', 'Baked Products'],
        ['11549', 'Tomato products, canned, sauce', 'Vegetables and Vegetable Products'],
        ['43406', 'Yeast extract spread', 'Vegetables and Vegetable Products'],
        ['11525', 'Taro, tahitian, raw', 'Vegetables and Vegetable Products'],
        ['09159', 'Limes, raw', 'Fruits and Fruit Juices'],
        ['18375', "Leavening agents, yeast, baker's, active dry", 'Baked Products'],
        ['02002', 'Spices, anise seed', 'Spices and Herbs'],
        ['02005', 'Spices, caraway seed', 'Spices and Herbs'],
        ['11024', 'Balsam-pear (bitter gourd), pods, raw', 'Vegetables and Vegetable Products'],
        ['11416', 'Pumpkin flowers, raw', 'Vegetables and Vegetable Products'],
        ['11268', 'Mushrooms, shiitake, dried', 'Vegetables and Vegetable Products'],
        ['09041', 'Bananas, dehydrated, or banana powder', 'Fruits and Fruit Juices'],
        ['11253', 'Lettuce, green leaf, raw', 'Vegetables and Vegetable Products'],
        [
          '43312',
          'Vegetables, mixed (corn, lima beans, peas, green beans, carrots) canned, no salt added',
          'Vegetables and Vegetable Products',
        ],
        ['43017', 'Salad dressing, green goddess, regular', 'Fats and Oils'],
        ['14555', 'Water, bottled, generic', 'Beverages'],
        ['01123', 'Egg, whole, raw, fresh', 'Dairy and Egg Products'],
        ['11548', 'Tomato powder', 'Vegetables and Vegetable Products'],
        ['19078', 'Baking chocolate, unsweetened, squares', 'Sweets'],
        ['19092', 'Candies, TWIZZLERS NIBS CHERRY BITS', 'Sweets'],
        ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
        ['01026', 'Cheese, mozzarella, whole milk', 'Dairy and Egg Products'],
        ['01271', 'Cheese, mozzarella, low moisture, part-skim, shredded', 'Dairy and Egg Products'],
        ['01032', 'Cheese, parmesan, grated', 'Dairy and Egg Products'],
        ['01038', 'Cheese, romano', 'Dairy and Egg Products'],
        ['20068', 'Tapioca, pearl, dry', 'Cereal Grains and Pasta'],
        ['28234', 'SUNSHINE, CHEEZ-IT, Asiago Crackers', 'Baked Products'],
        ['01144', 'Egg substitute, powder', 'Dairy and Egg Products'],
        ['01226', 'Egg substitute, liquid or frozen, fat free', 'Dairy and Egg Products'],
        ['18155', 'Cookies, butter, commercially prepared, enriched', 'Baked Products'],
        ['19108', 'Candies, jellybeans', 'Sweets'],
        ['19107', 'Candies, hard', 'Sweets'],
        ['19091', 'Candies, YORK Peppermint Pattie', 'Sweets'],
        ['06168', 'Sauce, ready-to-serve, pepper or hot', 'Soups, Sauces, and Gravies'],
        ['08013', 'Cereals ready-to-eat, GENERAL MILLS, CHEERIOS', 'Breakfast Cereals'],
        ['06170', 'Soup, stock, beef, home-prepared', 'Soups, Sauces, and Gravies'],
        ['06172', 'Soup, stock, chicken, home-prepared', 'Soups, Sauces, and Gravies'],
        ['06174', 'Soup, stock, fish, home-prepared', 'Soups, Sauces, and Gravies'],
        ['16014', 'Beans, black, mature seeds, raw', 'Legumes and Legume Products'],
        ['28064', 'KEEBLER, CLUB, Dash of Salt Crackers', 'Baked Products'],
        ['11937', 'Pickles, cucumber, dill or kosher dill', 'Vegetables and Vegetable Products'],
        ['01112', 'Whey, acid, fluid', 'Dairy and Egg Products'],
        ['02006', 'Spices, cardamom', 'Spices and Herbs'],
        ['02047', 'Salt, table', 'Spices and Herbs'],
        ['11205', 'Cucumber, with peel, raw', 'Vegetables and Vegetable Products'],
        ['19352', 'Syrups, malt', 'Sweets'],
        [
          '11378',
          'Potatoes, mashed, dehydrated, flakes without milk, dry form',
          'Vegetables and Vegetable Products',
        ],
        [
          '11379',
          'Potatoes, mashed, dehydrated, prepared from flakes without milk, whole milk and butter added',
          'Vegetables and Vegetable Products',
        ],
        ['11109', 'Cabbage, raw', 'Vegetables and Vegetable Products'],
        ['11741', 'Broccoli, stalks, raw', 'Vegetables and Vegetable Products'],
        ['43016', 'Salad dressing, coleslaw', 'Fats and Oils'],
        ['18027', 'Bread, egg', 'Baked Products'],
        ['18033', 'Bread, italian', 'Baked Products'],
        ['07051', 'Olive loaf, pork', 'Sausages and Luncheon Meats'],
        ['18964', 'Cinnamon buns, frosted (includes honey buns)', 'Baked Products'],
      ]),
    );

    it.each([
      'vanilla bean',
      'vanilla beans, split',
      'vanilla pod',
      // Nor another food a word written with it finds (SR28's Tahitian taro).
      'Tahitian vanilla bean',
      'coconut flour',
      'oat milk',
      'oatmilk',
      'cashew milk',
      'coconut yogurt',
      'golden syrup',
      'light treacle',
      'digestive biscuits',
      'HP sauce',
      'Branston pickle',
      // No acid whey (0.67) for citric acid, no lone spice for a pickling blend.
      'citric acid',
      'pickling spice',
      // Leaves of the lime tree, not its fruit (0.55).
      'kaffir lime leaves',
      'makrut lime leaves',
      'lime leaf',
      // A seasoning of deactivated yeast, no baker's yeast (0.58).
      'nutritional yeast',
      // A spice SR28 lacks (anise, caraway and celery seeds had tied at 0.58).
      'nigella seeds',
      // The vegan pantry: no bottled water (0.60), hen's egg (0.58), tomato powder (0.67) or milk
      // yogurt (0.58).
      'aquafaba',
      'flax egg',
      'maca powder',
      'almond yogurt',
      // A spread of ground cookies: no butter cookie, which had been selected (0.95).
      'cookie butter',
      // No dry black beans (0.56-0.65), nor a Dash of Salt cracker.
      'black bean sauce',
      'fermented black beans',
      'dashi',
      'kalonji',
      'cocktail bitters',
      // No pumpkin flowers (0.65).
      'lavender flowers',
      'dried lavender',
    ])('offers nothing for %s (not the food it is named like)', (query) => {
      expect(matchIngredient(near, query).candidates).toEqual([]);
    });

    it.each([
      ['vanilla extract', '02050'],
      ['coconut milk', '12118'],
      ['whole milk', '01077'],
      ['rice milk', '14639'],
      ['rolled oats', '08120'],
      ['black treacle', '19304'],
      ['golden raisins', '09297'],
      ['Marmite', '43406'],
      ['Vegemite', '43406'],
      ['limes', '09159'],
      ['active dry yeast', '18375'],
      ['caraway seeds', '02005'],
      ['bitter melon', '11024'],
      ['pumpkin flowers', '11416'],
      // Porcini (ceps) SR28 does not list: a dried mushroom it does is offered, not its banana
      // powder (0.61), and no longer nothing for "dried porcini".
      ['dried cep powder', '11268'],
      ['dried porcini', '11268'],
      // No mix of salad leaves: its green leaf lettuce, not mixed vegetables of corn and lima
      // beans (0.69) or a green goddess dressing (0.73).
      ['mixed greens', '11253'],
      ['salad greens', '11253'],
      ['spring mix', '11253'],
      // Breads by the name bakeries sell them under: not SR28's olive loaf of pork (0.57) or its
      // frosted cinnamon buns (0.64).
      ['ciabatta loaf', '18033'],
      ['brioche buns', '18027'],
      ['challah', '18027'],
      // Cacao nibs: SR28's unsweetened chocolate, not Twizzlers nibs (0.58).
      ['cacao nibs', '19078'],
      // Cheeses by the names shops use: mozzarella pearls (pearl tapioca had been the rival), pizza
      // cheese (cheddar had come first), Asiago and Manchego, grated like Parmesan and Romano (an
      // Asiago cracker had been offered; Manchego found nothing).
      ['mozzarella pearls', '01026'],
      ['shredded pizza cheese', '01271'],
      ['grated Asiago', '01032'],
      ['Manchego cheese', '01038'],
      // A cup of egg substitute is the liquid, not the powder (0.84).
      ['egg substitute', '01226'],
      // Sweets by their shapes: not adzuki beans (0.55) or a York Peppermint Pattie.
      ['jelly beans', '19108'],
      ['crushed peppermint candies', '19107'],
      // Hot sauces by their makers' names (Cheerios had been offered for Cholula, 0.74), and
      // stocks SR28 lists no stock of: turkey as chicken, seafood the fish stock (beef had been
      // first for both).
      ['Cholula', '06168'],
      ['buffalo sauce', '06168'],
      ['turkey stock', '06172'],
      ['seafood stock', '06174'],
      ['black beans', '16014'],
      // Bagged slaws: the cabbage and the broccoli stalks, not a coleslaw dressing.
      ['shredded coleslaw mix', '11109'],
      ['broccoli slaw', '11741'],
      // The canner's and the baker's: pickling salt is salt (0.78), pickling cucumbers cucumbers,
      // barley malt syrup SR28's malt syrup (0.65), potato flakes the dry flakes, not mashed
      // potatoes made of them (0.77).
      ['pickling salt', '02047'],
      ['pickling cucumbers', '11205'],
      ['barley malt syrup', '19352'],
      ['potato flakes', '11378'],
    ])('finds %s', (query, id) => {
      expect(matchIngredient(near, query).candidates[0]?.ingredient_id).toBe(id);
    });
  });
});

describe('common names become aliases', () => {
  it('stand in for the head of the description and keep its other parts', () => {
    expect(commonNameAliases('Frankfurter, beef, unheated', ['hot dog, frank, wiener'])).toEqual([
      'hot dog, beef, unheated',
      'frank, beef, unheated',
      'wiener, beef, unheated',
    ]);
  });

  it('leave out catalogue bookkeeping', () => {
    expect(commonNameAliases('Cereals, corn flakes', ['Includes USDA Commodity B879'])).toEqual([]);
    expect(commonNameAliases('Sauce, white', ['NFSMI Recipe No. G-08'])).toEqual([]);
  });

  it('leave out a nutrient written as a common name: SR28’s pear nectar is no "vitamin C"', () => {
    // "1/4 tsp vitamin C" had selected the nectar (FOOD_DES 09408, ComName "vitamin C").
    expect(commonNameAliases('Pear nectar, canned, with added ascorbic acid', ['vitamin C'])).toEqual([]);
  });

  it('are searched with the food', () => {
    const food = {
      ...toMatchableFood({
        id: 'f_sr28_07022',
        name: 'Frankfurter, beef, unheated',
        category: 'Sausages and Luncheon Meats',
        source: 'usda_sr28',
        common_names: ['hot dog, frank, wiener'],
      } as unknown as Parameters<typeof toMatchableFood>[0]),
    };
    expect(food.aliases).toContain('hot dog, beef, unheated');
    const r = matchIngredient(buildFoodIndex([...FOODS, food]), 'beef hot dogs');
    expect(r.candidates[0]?.ingredient_id).toBe('f_sr28_07022');
  });
});

describe('words of form, look or origin that do not change the food', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['02011', 'Spices, cloves, ground', 'Spices and Herbs'],
      ['09176', 'Mangos, raw', 'Fruits and Fruit Juices'],
      ['11233', 'Kale, raw', 'Vegetables and Vegetable Products'],
      ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
      ['11289', 'Onions, frozen, whole, unprepared', 'Vegetables and Vegetable Products'],
      ['14411', 'Beverages, water, tap, drinking', 'Beverages'],
      ['19296', 'Honey', 'Sweets'],
      ['11278', 'Okra, raw', 'Vegetables and Vegetable Products'],
      ['11280', 'Okra, frozen, unprepared', 'Vegetables and Vegetable Products'],
      ['11281', 'Okra, frozen, cooked, boiled, drained, without salt', 'Vegetables and Vegetable Products'],
      ['11052', 'Beans, snap, green, raw', 'Vegetables and Vegetable Products'],
      ['11060', 'Beans, snap, green, frozen, all styles, unprepared', 'Vegetables and Vegetable Products'],
      ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
      [
        '01082',
        'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D',
        'Dairy and Egg Products',
      ],
      [
        '16126',
        'Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)',
        'Legumes and Legume Products',
      ],
      [
        '16127',
        'Tofu, soft, prepared with calcium sulfate and magnesium chloride (nigari)',
        'Legumes and Legume Products',
      ],
    ]),
  );
  it.each([
    ['whole cloves', '02011', 'SR28 weighs cloves ground; whole ones are the same spice'],
    ['firm mango', '09176', ''],
    ['curly kale', '11233', ''],
    ['whole onion', '11282', 'a whole onion is a raw onion, not SR28’s frozen whole onions'],
    ['filtered water', '14411', ''],
    ['clear honey', '19296', 'British runny honey'],
    ['local honey', '19296', ''],
    ['frozen cut okra', '11280', 'how it was cut'],
    ['frozen French-cut green beans', '11060', 'cut lengthwise'],
    ['cut-up okra', '11278', 'cut into pieces'],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['whole milk', '01077'],
    ['firm tofu', '16126'],
    ['soft tofu', '16127'],
  ])('a food that has the word still comes first: %s → %s', (query, ndb) => {
    expect(matchIngredient(index, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('British strong flour is bread flour', () => {
  it('strong white flour → Wheat flour, white, bread, enriched', () => {
    const index = buildFoodIndex(
      sr28Foods([
        ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
        ['20083', 'Wheat flour, white, bread, enriched', 'Cereal Grains and Pasta'],
      ]),
    );
    expect(matchIngredient(index, 'strong white flour').selected?.ingredient_id).toBe('20083');
    expect(matchIngredient(index, 'strong flour').selected?.ingredient_id).toBe('20083');
    expect(matchIngredient(index, 'plain flour').selected?.ingredient_id).toBe('20081');
  });
});

describe('Italian 00 flour is plain white flour sold unenriched', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
      ['20481', 'Wheat flour, white, all-purpose, unenriched', 'Cereal Grains and Pasta'],
      ['20581', 'Wheat flour, white, all-purpose, enriched, unbleached', 'Cereal Grains and Pasta'],
      ['20083', 'Wheat flour, white, bread, enriched', 'Cereal Grains and Pasta'],
    ]),
  );

  // Asked at 0.58 with the enriched, bleached flour first.
  it.each(['00 flour', "type '00' pasta flour", 'tipo 00 flour', 'Italian 00 flour'])(
    '%s → 20481',
    (query) => {
      expect(matchIngredient(index, query).selected?.ingredient_id).toBe('20481');
    },
  );

  it('all-purpose flour is still the enriched one', () => {
    expect(matchIngredient(index, 'all-purpose flour').selected?.ingredient_id).toBe('20081');
  });
});

describe('names that had resolved to another food', () => {
  const index = buildFoodIndex(
    sr28Foods([
      [
        '23230',
        'Beef, rib eye steak, boneless, lip off, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '23333',
        'Beef, round, eye of round steak, boneless, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      ['11167', 'Corn, sweet, yellow, raw', 'Vegetables and Vegetable Products'],
      ['11352', 'Potatoes, flesh and skin, raw', 'Vegetables and Vegetable Products'],
      ['19003', 'Snacks, corn-based, extruded, chips, plain', 'Snacks'],
      ['19411', 'Snacks, potato chips, plain, salted', 'Snacks'],
      ['19056', 'Snacks, tortilla chips, plain, white corn, salted', 'Snacks'],
      ['19080', 'Candies, semisweet chocolate', 'Sweets'],
      ['04518', 'Oil, corn, industrial and retail, all purpose salad or cooking', 'Fats and Oils'],
      ['42289', 'Oil, corn and canola', 'Fats and Oils'],
      ['04506', 'Oil, sunflower, linoleic, (approx. 65%)', 'Fats and Oils'],
      ['12036', 'Seeds, sunflower seed kernels, dried', 'Nut and Seed Products'],
      ['02002', 'Spices, anise seed', 'Spices and Herbs'],
      ['07063', 'Pork sausage, link/patty, unprepared', 'Sausages and Luncheon Meats'],
      ['01001', 'Butter, salted', 'Dairy and Egg Products'],
      ['04053', 'Oil, olive, salad or cooking', 'Fats and Oils'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it('a rib-eye steak is a rib eye, never the round’s eye of round ("rib" of celery stays a descriptor)', () => {
    for (const query of ['rib-eye steaks', 'ribeye steak', 'rib eye steak']) {
      expect(m(query).candidates[0]?.ingredient_id).toBe('23230');
      expect(m(query).selected?.ingredient_id).not.toBe('23333');
    }
    expect(m('eye of round steak').candidates[0]?.ingredient_id).toBe('23333');
  });

  it.each([
    ['corn chips', '19003'],
    ['potato chips', '19411'],
    ['tortilla chips', '19056'],
  ])('%s are the snack (%s), not the vegetable', (query, ndb) => {
    expect(m(query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('chocolate chips stay chocolate', () => {
    expect(m('chocolate chips').selected?.ingredient_id).toBe('19080');
  });

  it.each([
    ['corn or canola oil', '04518'],
    ['sunflower or canola oil', '04506'],
    ['butter or olive oil', '01001'],
  ])('"A or B oil": %s → %s', (query, ndb) => {
    expect(m(query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('a spice named before another’s sausage is not the spice by the pound', () => {
    expect(m('anise or fennel sausage').candidates[0]?.ingredient_id).not.toBe('02002');
    expect(m('anise or fennel sausage').selected).toBeNull();
  });

  it('a one-word first alternative takes the kind noun the last alternative ends with', () => {
    const stems = (text: string) => text.split(' ').map(stemWord);
    expect(firstAlternative(stems('corn or canola oil'))).toEqual(stems('corn oil'));
    expect(firstAlternative(stems('almond or soy milk'))).toEqual(stems('almond milk'));
    expect(firstAlternative(stems('butter or olive oil'))).toEqual(stems('butter'));
    expect(firstAlternative(stems('buttermilk or whole milk'))).toEqual(stems('buttermilk'));
    expect(firstAlternative(stems('chicken or homemade broth'))).toEqual(stems('chicken'));
    expect(firstAlternative(stems('rum or brandy'))).toEqual(stems('rum'));
    expect(firstAlternative(stems('homemade or canned chicken broth'))).toEqual(
      stems('homemade chicken broth'),
    );
    // A kind of bread, of roll, of tomato: not French dressing, Italian dressing or cherries.
    expect(firstAlternative(stems('french or italian bread'))).toEqual(stems('french bread'));
    expect(firstAlternative(stems('italian or kaiser rolls'))).toEqual(stems('italian rolls'));
    expect(firstAlternative(stems('cherry or grape tomatoes'))).toEqual(stems('cherry tomatoes'));
    expect(firstAlternative(stems('butter or garlic bread'))).toEqual(stems('butter'));
    expect(firstAlternative(stems('greek or vanilla yogurt'))).toEqual(stems('greek yogurt'));
    expect(firstAlternative(stems('russet or baking potatoes'))).toEqual(stems('russet potatoes'));
    expect(firstAlternative(stems('honeycrisp or gala apples'))).toEqual(stems('honeycrisp apples'));
    // A plural is a food of its own, as the parser reads it (the stems no longer show it).
    const written = (text: string) => text.split(' ');
    const or = (text: string) => firstAlternative(stems(text), written(text));
    expect(or('shallots or vidalia onions')).toEqual(stems('shallots'));
    expect(or('grapes or cherry tomatoes')).toEqual(stems('grapes'));
    expect(or('sauternes or other sweet wine')).toEqual(stems('sauternes wine'));
  });
});

describe('kitchen names SR28 files under another name', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
      ['01175', 'Milk, fluid, 1% fat, without added vitamin A and vitamin D', 'Dairy and Egg Products'],
      ['11297', 'Parsley, fresh', 'Vegetables and Vegetable Products'],
      ['02029', 'Spices, parsley, dried', 'Spices and Herbs'],
      ['04042', 'Oil, peanut, salad or cooking', 'Fats and Oils'],
      ['16087', 'Peanuts, all types, raw', 'Legumes and Legume Products'],
      ['02024', 'Spices, mustard seed, ground', 'Spices and Herbs'],
      ['02046', 'Mustard, prepared, yellow', 'Spices and Herbs'],
      ['11547', 'Tomato products, canned, puree, without salt added', 'Vegetables and Vegetable Products'],
      ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
      ['02006', 'Spices, cardamom', 'Spices and Herbs'],
      ['02002', 'Spices, anise seed', 'Spices and Herbs'],
      ['11620', 'Drumstick pods, raw', 'Vegetables and Vegetable Products'],
      ['02001', 'Spices, allspice, ground', 'Spices and Herbs'],
      ['09140', 'Guavas, strawberry, raw', 'Fruits and Fruit Juices'],
      ['15172', 'Mollusks, scallop, mixed species, raw', 'Finfish and Shellfish Products'],
      ['90240', 'Mollusks, scallop, (bay and sea), cooked, steamed', 'Finfish and Shellfish Products'],
      ['15015', 'Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products'],
      ['10020', 'Pork, fresh, loin, whole, separable lean and fat, raw', 'Pork Products'],
      ['18338', 'Phyllo dough', 'Baked Products'],
      ['11333', 'Peppers, sweet, green, raw', 'Vegetables and Vegetable Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['full-fat milk', '01077', 'whole milk, not SR28’s 1 % "fat" milk'],
    ['fresh flatleaf parsley', '11297', 'flat-leaf written as one word'],
    ['parsley flakes', '02029', 'the dried herb'],
    ['groundnut oil', '04042', 'British peanut oil'],
    ['mustard powder', '02024', 'ground mustard seed, not the prepared condiment'],
    ['dry mustard', '02024', ''],
    ['powdered mustard', '02024', ''],
    ['cardamom pods', '02006', 'the whole spice; SR28 weighs it ground'],
    ['green cardamom pods', '02006', ''],
    ['cardamom seeds', '02006', ''],
    ['allspice berries', '02001', ''],
    ['sea scallops', '15172', 'raw scallops, not SR28’s steamed "bay and sea" ones'],
    ['cod loin', '15015', 'a cut of the fish, not pork loin'],
    ['phyllo sheets', '18338', '"sheets" is not a misspelt "sweet"'],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('passata is the canned tomato purée (asked about: SR28 has it with and without salt)', () => {
    expect(m('tomato passata').candidates[0]?.ingredient_id).toBe('11547');
  });

  it('black cardamom, another spice, still asks', () => {
    expect(m('black cardamom pod').selected).toBeNull();
  });
});

describe('colours and kinds that name the food SR28 lists plainly', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11109', 'Cabbage, raw', 'Vegetables and Vegetable Products'],
      ['11112', 'Cabbage, red, raw', 'Vegetables and Vegetable Products'],
      ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
      ['11677', 'Shallots, raw', 'Vegetables and Vegetable Products'],
      ['11080', 'Beets, raw', 'Vegetables and Vegetable Products'],
      ['02020', 'Spices, garlic powder', 'Spices and Herbs'],
      ['11215', 'Garlic, raw', 'Vegetables and Vegetable Products'],
      ['11959', 'Arugula, raw', 'Vegetables and Vegetable Products'],
      ['16069', 'Lentils, raw', 'Legumes and Legume Products'],
      ['16144', 'Lentils, pink or red, raw', 'Legumes and Legume Products'],
      ['11248', 'Lentils, sprouted, raw', 'Vegetables and Vegetable Products'],
      ['15015', 'Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products'],
      ['15018', 'Fish, cod, Atlantic, dried and salted', 'Finfish and Shellfish Products'],
      ['19304', 'Molasses', 'Sweets'],
      ['10123', 'Pork, cured, bacon, unprepared', 'Pork Products'],
      ['02025', 'Spices, nutmeg, ground', 'Spices and Herbs'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['purple onion', '11282', 'a red onion'],
    ['red beets', '11080', ''],
    ['granulated garlic', '02020', 'coarse garlic powder, not fresh garlic'],
    ['wild rocket', '11959', ''],
    ['brown lentils', '16069', ''],
    ['salt cod', '15018', 'dried and salted, not the fresh fish'],
    ['black treacle', '19304', ''],
    ['smoked bacon', '10123', 'bacon is sold smoked'],
    ['gratings of nutmeg', '02025', ''],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('green or white cabbage is read as plain cabbage (red is named)', () => {
    for (const query of ['green cabbage', 'white cabbage']) {
      const r = m(query);
      expect(r.candidates[0]?.ingredient_id).toBe('11109');
      expect(r.search_strategy_used).toBe('synonym');
      expect(r.normalized_query).toBe('cabbage');
    }
  });

  it('a banana shallot, about twice the weight of a shallot, is asked about', () => {
    expect(m('banana shallots').selected).toBeNull();
  });

  it('a colour SR28 lists apart still picks that food', () => {
    expect(m('red cabbage').selected?.ingredient_id).toBe('11112');
    expect(m('red lentils').candidates[0]?.ingredient_id).toBe('16144');
  });
});

describe('prepared mustards', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['02046', 'Mustard, prepared, yellow', 'Spices and Herbs'],
      ['02024', 'Spices, mustard seed, ground', 'Spices and Herbs'],
      ['04703', 'Salad dressing, honey mustard, regular', 'Fats and Oils'],
      ['11270', 'Mustard greens, raw', 'Vegetables and Vegetable Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    'yellow mustard',
    'English mustard',
    'French mustard',
    'brown Dijon-style mustard',
    'grainy Dijon mustard',
    'spicy brown mustard',
  ])('%s is SR28’s prepared mustard, selected', (query) => {
    expect(m(query).selected?.ingredient_id).toBe('02046');
  });

  it('mustard seeds named by colour stay seeds, and are asked about', () => {
    for (const query of ['brown mustard seeds', 'yellow mustard seeds']) {
      expect(m(query).candidates[0]?.ingredient_id).toBe('02024');
      expect(m(query).selected).toBeNull();
    }
  });
});

describe('"-style" names the food, not another one', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['01293', 'Yogurt, Greek, plain, whole milk', 'Dairy and Egg Products'],
      ['01116', 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 'Dairy and Egg Products'],
      ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
      ['11649', 'Tomato products, canned, sauce, spanish style', 'Vegetables and Vegetable Products'],
      ['18079', 'Bread crumbs, dry, grated, plain', 'Baked Products'],
      ['18376', 'Bread crumbs, dry, grated, seasoned', 'Baked Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it('Greek-style yoghurt is Greek yogurt', () => {
    expect(m('Greek-style yoghurt').selected?.ingredient_id).toBe('01293');
  });

  it('Mexican-style diced tomatoes are canned tomatoes, not a "Spanish style" sauce', () => {
    expect(m('canned Mexican-style diced tomatoes').candidates[0]?.ingredient_id).toBe('11531');
  });

  it('stale is not a misspelt style: crumbs of stale bread are not the dry packaged kind by default', () => {
    expect(m('stale bread crumbs').normalized_query).toBe('bread crumb stale');
    expect(m('stale bread crumbs').selected).toBeNull();
  });
});

describe('jams, rums and hot water', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['19297', 'Jams and preserves', 'Sweets'],
      ['19719', 'Jams and preserves, apricot', 'Sweets'],
      ['19335', 'Sugars, granulated', 'Sweets'],
      ['14050', 'Alcoholic beverage, distilled, rum, 80 proof', 'Beverages'],
      ['14037', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', 'Beverages'],
      ['14411', 'Beverages, water, tap, drinking', 'Beverages'],
      ['14555', 'Water, bottled, generic', 'Beverages'],
      ['16032', 'Beans, kidney, red, mature seeds, raw', 'Legumes and Legume Products'],
      ['16030', 'Beans, kidney, california red, mature seeds, raw', 'Legumes and Legume Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['apricot jam', '19719', 'the apricot one SR28 lists apart'],
    ['apricot preserves', '19719', 'preserves are "Jams and preserves"'],
    ['jam sugar', '19335', 'sugar for jam stays sugar'],
    ['dark rum', '14050', ''],
    ['white rum', '14050', ''],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['strawberry jam', '19297', 'jam preserve'],
    ['fig jam', '19297', 'jam preserve'],
    ['raspberry preserves', '19297', 'jam preserve'],
    ['hot water', '14411', 'water'],
    ['dark red kidney beans', '16032', 'red kidnei bean'],
  ])('%s → %s, read as "%s"', (query, ndb, read) => {
    const r = m(query);
    expect(r.candidates[0]?.ingredient_id).toBe(ndb);
    expect(r.normalized_query).toBe(read);
  });
});

describe('sugars, wines and forms named the kitchen’s way', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['19334', 'Sugars, brown', 'Sweets'],
      ['04053', 'Oil, olive, salad or cooking', 'Fats and Oils'],
      ['44005', 'Oil, corn, peanut, and olive', 'Fats and Oils'],
      ['14057', 'Alcoholic beverage, wine, dessert, sweet', 'Beverages'],
      ['14536', 'Alcoholic beverage, wine, dessert, dry', 'Beverages'],
      ['16085', 'Peas, green, split, mature seeds, raw', 'Legumes and Legume Products'],
      ['20120', 'Pasta, dry, enriched', 'Cereal Grains and Pasta'],
      ['09150', 'Lemons, raw, without peel', 'Fruits and Fruit Juices'],
      ['10142', 'Pork, cured, ham, center slice, separable lean and fat, unheated', 'Pork Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['dark muscovado sugar', '19334', ''],
    ['light soft brown sugar', '19334', ''],
    ['soft light brown sugar', '19334', 'the other word order (0.65)'],
    ['dark brown soft sugar', '19334', 'BBC’s order, "soft" last (0.55)'],
    ['light brown soft sugar', '19334', ''],
    ['light olive oil', '04053', 'refined olive oil, light in flavour only'],
    ['sweet vermouth', '14057', 'a sweet fortified wine, not the dry one'],
    ['dry Marsala', '14536', ''],
    ['yellow split peas', '16085', ''],
    ['oven-ready lasagna noodles', '20120', 'no-boil sheets are dry pasta'],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('Marsala or Madeira that says neither dry nor sweet is asked about', () => {
    for (const query of ['Marsala', 'Madeira wine']) {
      expect(['14057', '14536']).toContain(m(query).candidates[0]?.ingredient_id);
      expect(m(query).selected).toBeNull();
    }
  });

  it('lemon slices are lemons, not a center slice of ham', () => {
    expect(m('Lemon slices').candidates[0]?.ingredient_id).toBe('09150');
  });
});

describe('a brand printed in capitals', () => {
  it.each([
    ["BAKER'S Semi-Sweet Chocolate", '19080'],
    ['KRAFT Shredded Cheddar Cheese', '01009'],
    // A brand of initials: "C&H" (California and Hawaiian) had been read as two foods.
    ['C&H Granulated Sugar', '19335'],
    // A single letter within the brand: its "O" had been left and searched ("o egg", 0.58).
    ['LAND O LAKES® Eggs', '01123'],
  ])('%s: a brand no food of the catalogue makes is left out, and the food selected', (query, ndb) => {
    expect(match(query).selected?.ingredient_id).toBe(ndb);
  });

  it('a brand whose product the catalogue has is kept: the product is found', () => {
    expect(top("BAKER'S TREASURES Chocolate Chip Cookie")).toBe('28047');
  });

  it('a brand the lexicon knows by name stays: MIRACLE WHIP is the mayonnaise-type dressing', () => {
    expect(match('MIRACLE WHIP Light Dressing').selected?.ingredient_id).toBe('04709');
  });

  it('a line all in capitals is read as it is', () => {
    expect(match('SEMI-SWEET CHOCOLATE').candidates[0]?.ingredient_id).toBe('19080');
  });
});

describe('a way of keeping every food of the name has', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11655', 'Carrot juice, canned', 'Vegetables and Vegetable Products'],
      ['11124', 'Carrots, raw', 'Vegetables and Vegetable Products'],
      ['42267', 'Babyfood, juice, orange-carrot', 'Baby Foods'],
      ['01095', 'Milk, canned, condensed, sweetened', 'Dairy and Egg Products'],
      ['16056', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', 'Legumes and Legume Products'],
      [
        '16058',
        'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, solids and liquids',
        'Legumes and Legume Products',
      ],
      ['02015', 'Spices, curry powder', 'Spices and Herbs'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['carrot juice', '11655', 'SR28 has carrot juice only canned; the baby food is not a carrot juice'],
    ['sweetened condensed milk', '01095', 'condensed milk is sold canned'],
  ])('%s → %s, selected: the line has left nothing open (%s)', (query, ndb) => {
    const r = m(query);
    expect(r.selected?.ingredient_id).toBe(ndb);
    expect(r.candidates[0]?.confidence).toBeGreaterThanOrEqual(SELECT_MIN_CONFIDENCE);
  });

  it('a food sold both raw and canned is the raw one, and the canned one is not lifted', () => {
    const r = m('chickpeas');
    expect(r.candidates[0]?.ingredient_id).toBe('16056');
    expect(r.candidates[1]?.confidence).toBeLessThan(0.5);
  });

  it('a form is not a way of keeping: curry leaves are not curry powder', () => {
    expect(m('curry leaves').selected).toBeNull();
  });
});

describe('ham in a recipe', () => {
  it.each(['ham', 'sliced ham', 'thin slices of ham'])(
    '%s is the regular sliced deli ham, selected, not the minced luncheon ham',
    (query) => {
      expect(match(query).selected?.ingredient_id).toBe('07029');
    },
  );

  it('minced ham is the minced one', () => {
    expect(top('minced ham')).toBe('07030');
  });

  it('a ham bone is not sliced ham', () => {
    expect(match('ham bone with meat').selected).toBeNull();
  });
});

describe('tofu, daikon, redcurrant jelly and instant yeast', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11430', 'Radishes, oriental, raw', 'Vegetables and Vegetable Products'],
      ['11429', 'Radishes, raw', 'Vegetables and Vegetable Products'],
      [
        '16127',
        'Tofu, soft, prepared with calcium sulfate and magnesium chloride (nigari)',
        'Legumes and Legume Products',
      ],
      ['16427', 'Tofu, raw, regular, prepared with calcium sulfate', 'Legumes and Legume Products'],
      ['16426', 'Tofu, raw, firm, prepared with calcium sulfate', 'Legumes and Legume Products'],
      ['16159', 'Tofu, extra firm, prepared with nigari', 'Legumes and Legume Products'],
      ['16129', 'Tofu, fried', 'Legumes and Legume Products'],
      ['19300', 'Jellies', 'Sweets'],
      ['18375', "Leavening agents, yeast, baker's, active dry", 'Baked Products'],
      ['18374', "Leavening agents, yeast, baker's, compressed", 'Baked Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['daikon', '11430', 'the oriental radish'],
    ['redcurrant jelly', '19300', 'a fruit jelly'],
    ['quick-rising instant dry yeast', '18375', 'instant yeast is weighed and counted as active dry'],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['tofu', '16427'],
    ['firm tofu', '16426'],
    ['extra-firm tofu', '16159'],
    ['silken tofu', '16127'],
  ])('%s → %s first, not the fried one; asked, since the coagulant changes the calcium', (query, ndb) => {
    const r = m(query);
    expect(r.candidates[0]?.ingredient_id).toBe(ndb);
    expect(r.selected).toBeNull();
  });
});

describe('fish a plain name means', () => {
  it.each([
    ['skinless halibut fillets', '15036', 'the Atlantic and Pacific halibut'],
    ['mackerel fillets', '15046', 'the Atlantic mackerel'],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(match(query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['Greenland halibut', '15038'],
    ['king mackerel', '15049'],
  ])('a named kind keeps its own food: %s → %s', (query, ndb) => {
    expect(top(query)).toBe(ndb);
  });
});

describe('words before a comma that only describe', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['09316', 'Strawberries, raw', 'Fruits and Fruit Juices'],
      ['16101', 'Pigeon peas (red gram), mature seeds, raw', 'Legumes and Legume Products'],
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it('"red, ripe strawberries" are strawberries, not the food whose name says red', () => {
    expect(first('red, ripe strawberries')).toBe('09316');
  });

  it('a part before the comma that names a food still leads: "chicken breast, boneless skinless"', () => {
    expect(first('chicken breast, boneless skinless')).toBe('05062');
  });
});

describe('fish sauce, marshmallow creme and buttery crackers by their kitchen names', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['06179', 'Sauce, fish, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['11549', 'Tomato products, canned, sauce', 'Vegetables and Vegetable Products'],
      ['19365', 'Toppings, marshmallow cream', 'Sweets'],
      ['19116', 'Candies, marshmallows', 'Sweets'],
      ['18229', 'Crackers, standard snack-type, regular', 'Baked Products'],
      ['18214', 'Crackers, cheese, regular', 'Baked Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['nam pla', '06179', 'Thai fish sauce'],
    ['nuoc mam', '06179', 'Vietnamese fish sauce'],
    ['Marshmallow Fluff', '19365', 'the spread, not marshmallows'],
    ['marshmallow creme', '19365', 'the spread, not marshmallows'],
    ['buttery round crackers', '18229', 'the standard snack-type cracker'],
    ['butter crackers', '18229', 'the standard snack-type cracker'],
  ])('%s → %s, selected (%s)', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('marshmallows are still the candy', () => {
    expect(m('marshmallows').candidates[0]?.ingredient_id).toBe('19116');
  });
});

describe('wine vinegars', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['02068', 'Vinegar, red wine', 'Spices and Herbs'],
      ['02053', 'Vinegar, distilled', 'Spices and Herbs'],
      ['14536', 'Alcoholic beverage, wine, dessert, dry', 'Beverages'],
      ['14106', 'Alcoholic beverage, wine, table, white', 'Beverages'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['sherry vinegar'],
    ['champagne vinegar'],
    ['white wine vinegar'],
    ['white-wine vinegar'],
    ['moscatel wine vinegar'],
  ])('%s is SR28’s one wine vinegar, the red: the same on a label, not the wine', (query) => {
    expect(m(query).selected?.ingredient_id).toBe('02068');
  });

  it('white wine is still the wine', () => {
    expect(m('dry white wine').selected?.ingredient_id).toBe('14106');
  });

  it('sherry itself is still the dry fortified wine', () => {
    expect(m('dry sherry').selected?.ingredient_id).toBe('14536');
  });
});

describe('salt by its grain and its certification', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['02047', 'Salt, table', 'Spices and Herbs'],
      ['10165', 'Pork, cured, salt pork, raw', 'Pork Products'],
      ['11937', 'Pickles, cucumber, dill or kosher dill', 'Vegetables and Vegetable Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([['fine-grain sea salt'], ['coarse-grained salt'], ['kosher sea salt']])(
    '%s is salt, selected',
    (query) => {
      expect(m(query).selected?.ingredient_id).toBe('02047');
    },
  );

  it('kosher dill pickles are still the pickles', () => {
    expect(m('kosher dill pickles').candidates[0]?.ingredient_id).toBe('11937');
  });
});

describe('paprika named by two of its kinds', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['02028', 'Spices, paprika', 'Spices and Herbs'],
      ['11333', 'Peppers, sweet, green, raw', 'Vegetables and Vegetable Products'],
      ['06168', 'Sauce, ready-to-serve, pepper or hot', 'Soups, Sauces, and Gravies'],
      ['07074', 'Smoked link sausage, pork', 'Sausages and Luncheon Meats'],
    ]),
  );

  it.each([['sweet smoked paprika'], ['hot smoked paprika'], ['smoked sweet paprika']])(
    '%s is paprika, selected',
    (query) => {
      expect(matchIngredient(index, query).selected?.ingredient_id).toBe('02028');
    },
  );
});

describe('what a canned fruit is packed in', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['09268', 'Pineapple, canned, juice pack, solids and liquids', 'Fruits and Fruit Juices'],
      ['09354', 'Pineapple, canned, juice pack, drained', 'Fruits and Fruit Juices'],
      [
        '09273',
        'Pineapple juice, canned or bottled, unsweetened, without added ascorbic acid',
        'Fruits and Fruit Juices',
      ],
      ['09241', 'Peaches, canned, heavy syrup pack, solids and liquids', 'Fruits and Fruit Juices'],
      ['09236', 'Peaches, yellow, raw', 'Fruits and Fruit Juices'],
      ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
      ['11540', 'Tomato juice, canned, with salt added', 'Vegetables and Vegetable Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['pineapple chunks in juice', '09268'],
    ['crushed pineapple in its own juice', '09268'],
    ['pineapple in natural juice', '09268'],
  ])('%s is the juice-pack fruit, not the juice', (query, ndb) => {
    expect(m(query).candidates[0]?.ingredient_id).toBe(ndb);
    expect(m(query).candidates[0]?.ingredient_id).not.toBe('09273');
  });

  it('peaches in heavy syrup are the heavy-syrup pack', () => {
    expect(m('peaches in heavy syrup').selected?.ingredient_id).toBe('09241');
  });

  it('canned tomatoes in juice are the canned tomatoes, not tomato juice; a juice is still the juice', () => {
    expect(m('canned tomatoes in juice').candidates[0]?.ingredient_id).toBe('11531');
    expect(m('pineapple juice').selected?.ingredient_id).toBe('09273');
  });
});

describe('cream of coconut', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['12115', 'Nuts, coconut cream, raw (liquid expressed from grated meat)', 'Nut and Seed Products'],
      ['12116', 'Nuts, coconut cream, canned, sweetened', 'Nut and Seed Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it('is the sweetened canned coconut cream, half sugar', () => {
    expect(m('cream of coconut').selected?.ingredient_id).toBe('12116');
  });

  it('coconut cream unnamed is still the unsweetened one', () => {
    expect(m('coconut cream').candidates[0]?.ingredient_id).toBe('12115');
  });
});

describe('peanut butter chips', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['16098', 'Peanut butter, smooth style, with salt', 'Legumes and Legume Products'],
      ['16097', 'Peanut butter, chunk style, with salt', 'Legumes and Legume Products'],
      ['19080', 'Candies, semisweet chocolate', 'Sweets'],
      ['19086', "Candies, confectioner's coating, peanut butter", 'Sweets'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it('are a sweet baking chip, SR28’s peanut butter confectioner’s coating, never the spread', () => {
    // They had been asked, as if SR28 listed no such chip.
    expect(m('peanut butter chips').selected?.ingredient_id).toBe('19086');
    expect(m('peanut butter morsels').selected?.ingredient_id).toBe('19086');
  });

  it('peanut butter itself is still the spread', () => {
    expect(m('peanut butter').selected?.ingredient_id).toBe('16098');
  });
});

describe('sriracha by its own name', () => {
  // (Tahini, named the same way, is in test/foods/matcher-rules.test.ts with its defaults.)
  const index = buildFoodIndex(
    sr28Foods([
      ['06631', 'Sauce, hot chile, sriracha', 'Soups, Sauces, and Gravies'],
      ['06168', 'Sauce, ready-to-serve, pepper or hot', 'Soups, Sauces, and Gravies'],
    ]),
  );

  it('is the hot chile sauce, selected', () => {
    expect(matchIngredient(index, 'sriracha').selected?.ingredient_id).toBe('06631');
  });
});

describe('British mince and stewing meat', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['17224', 'Lamb, ground, raw', 'Lamb, Veal, and Game Products'],
      [
        '17001',
        'Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4" fat, choice, raw',
        'Lamb, Veal, and Game Products',
      ],
      ['10219', 'Pork, fresh, ground, raw', 'Pork Products'],
      ['10001', 'Pork, fresh, carcass, separable lean and fat, raw', 'Pork Products'],
      ['23093', 'Beef, chuck for stew, separable lean and fat, all grades, raw', 'Beef Products'],
      [
        '13824',
        'Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['18322', 'Pie, mince, prepared from recipe', 'Baked Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['lamb mince', '17224'],
    ['pork mince', '10219'],
  ])('%s is the ground meat, selected', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([['stewing beef'], ['beef stewing steak']])('%s is the chuck for stew, first', (query) => {
    expect(first(query)).toBe('23093');
  });

  // "Stew beef" had stopped at 0.89 on the chuck SR28's name has and the line does not.
  it.each(['stewing beef', 'beef stew meat', 'beef stewing meat', 'stew beef'])(
    '%s names the chuck SR28’s name has: selected',
    (query) => {
      expect(matchIngredient(index, query).selected?.ingredient_id).toBe('23093');
    },
  );

  it('a mince pie is still the pie', () => {
    expect(first('mince pies')).toBe('18322');
  });
});

describe('bitter melon and cocktail bitters', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11024', 'Balsam-pear (bitter gourd), pods, raw', 'Vegetables and Vegetable Products'],
      ['11022', 'Balsam-pear (bitter gourd), leafy tips, raw', 'Vegetables and Vegetable Products'],
      ['09181', 'Melons, cantaloupe, raw', 'Fruits and Fruit Juices'],
      ['09184', 'Melons, honeydew, raw', 'Fruits and Fruit Juices'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0];

  it.each([['bitter melon'], ['karela']])('%s is the balsam-pear, first, not a melon', (query) => {
    expect(first(query)?.ingredient_id).toBe('11024');
  });

  it('bitters, a cocktail flavouring SR28 lacks, are far from the bitter gourd', () => {
    // Read as the adjective, "bitters" found the gourd at 0.89 on full SR28, a step from selected.
    expect(first('bitters')?.confidence ?? 0).toBeLessThan(0.7);
    expect(first('Angostura bitters')?.confidence ?? 0).toBeLessThan(0.7);
  });
});

describe('instant coffee and miso, as a recipe measures them', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['14214', 'Beverages, coffee, instant, regular, powder', 'Beverages'],
      ['14218', 'Beverages, coffee, instant, decaffeinated, powder', 'Beverages'],
      ['14223', 'Beverages, coffee, instant, chicory', 'Beverages'],
      ['14222', 'Beverages, coffee, instant, with chicory', 'Beverages'],
      ['14210', 'Beverages, coffee, brewed, espresso, restaurant-prepared', 'Beverages'],
      ['16112', 'Miso', 'Legumes and Legume Products'],
    ]),
  );
  const selected = (query: string) => matchIngredient(index, query).selected?.ingredient_id;

  it.each([
    ['instant coffee', '14214'],
    ['instant espresso powder', '14214'],
    ['instant coffee granules', '14214'],
    ['coffee granules', '14214'],
  ])('%s is the regular instant powder, not the chicory drink', (query, ndb) => {
    expect(selected(query)).toBe(ndb);
  });

  it('decaf is decaffeinated', () => {
    expect(matchIngredient(index, 'instant decaf coffee').candidates[0]?.ingredient_id).toBe('14218');
  });

  it('miso paste is miso', () => {
    expect(selected('miso paste')).toBe('16112');
  });
});

describe('British and market names of mushrooms, squashes and cheddar', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11266', 'Mushrooms, brown, italian, or crimini, raw', 'Vegetables and Vegetable Products'],
      ['11260', 'Mushrooms, white, raw', 'Vegetables and Vegetable Products'],
      ['12093', 'Nuts, chestnuts, chinese, raw', 'Nut and Seed Products'],
      ['11643', 'Squash, winter, all varieties, raw', 'Vegetables and Vegetable Products'],
      ['11641', 'Squash, summer, all varieties, raw', 'Vegetables and Vegetable Products'],
      ['11485', 'Squash, winter, butternut, raw', 'Vegetables and Vegetable Products'],
      ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
      ['01270', 'Cheese, cheddar, sharp, sliced', 'Dairy and Egg Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['chestnut mushrooms', '11266'],
    ['kabocha', '11643'],
    ['mature cheddar', '01270'],
    ['extra mature cheddar cheese', '01270'],
  ])('%s → %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it('delicata squash is a winter squash, selected', () => {
    expect(matchIngredient(index, 'delicata squash').selected?.ingredient_id).toBe('11643');
  });

  it('chestnuts are still the nut', () => {
    expect(first('chestnuts')).toBe('12093');
  });
});

describe('a class named plainly, and chicken cutlets', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['06179', 'Sauce, fish, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['15005', 'Fish, bluefish, raw', 'Finfish and Shellfish Products'],
      ['15015', 'Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products'],
      ['14545', 'Beverages, tea, herb, brewed, chamomile', 'Beverages'],
      ['02003', 'Spices, basil, dried', 'Spices and Herbs'],
      ['05057', 'Chicken, broilers or fryers, breast, meat and skin, raw', 'Poultry Products'],
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0];

  it.each([['fish fillets'], ['fish']])('%s are not fish sauce', (query) => {
    expect(first(query)?.ingredient_id).not.toBe('06179');
  });

  it('fresh herbs are far from herb tea', () => {
    // 0.85 before in this index (0.71 on full SR28): one step from a cup of tea on a label.
    expect(first('fresh herbs')?.confidence ?? 0).toBeLessThan(0.7);
  });

  it('fish sauce and herb tea, named, are still themselves', () => {
    expect(matchIngredient(index, 'fish sauce').selected?.ingredient_id).toBe('06179');
    expect(first('herb tea')?.ingredient_id).toBe('14545');
  });

  it.each([['chicken cutlets'], ['thin chicken breast cutlets']])(
    '%s are boneless, skinless breast',
    (query) => {
      expect(first(query)?.ingredient_id).toBe('05062');
    },
  );
});

describe('frozen artichoke hearts', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11009', 'Artichokes, (globe or french), frozen, unprepared', 'Vegetables and Vegetable Products'],
      ['11007', 'Artichokes, (globe or french), raw', 'Vegetables and Vegetable Products'],
      ['13321', 'Beef, variety meats and by-products, heart, raw', 'Beef Products'],
    ]),
  );

  it('are SR28’s frozen artichokes, selected (its frozen artichokes are the hearts)', () => {
    expect(matchIngredient(index, 'frozen artichoke hearts').selected?.ingredient_id).toBe('11009');
  });
});

describe('instant oatmeal', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['08120', 'Cereals, oats, regular and quick, not fortified, dry', 'Breakfast Cereals'],
      ['08122', 'Cereals, oats, instant, fortified, plain, dry', 'Breakfast Cereals'],
      ['08124', 'Cereals, QUAKER, Instant Oatmeal, apples and cinnamon, dry', 'Breakfast Cereals'],
      ['09003', 'Apples, raw, with skin', 'Fruits and Fruit Juices'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it('is the packet cereal, not rolled oats', () => {
    expect(['08122', '08124']).toContain(first('instant oatmeal'));
    expect(first('apples & cinnamon instant oatmeal')).toBe('08124');
  });

  it('plain oatmeal is still rolled oats', () => {
    expect(first('oatmeal')).toBe('08120');
  });
});

describe('risotto and paella rices', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['20050', 'Rice, white, medium-grain, raw, enriched', 'Cereal Grains and Pasta'],
      ['20450', 'Rice, white, medium-grain, raw, unenriched', 'Cereal Grains and Pasta'],
      ['20444', 'Rice, white, long-grain, regular, raw, unenriched', 'Cereal Grains and Pasta'],
      ['20052', 'Rice, white, short-grain, enriched, uncooked', 'Cereal Grains and Pasta'],
    ]),
  );

  // Italian and Spanish rices are not enriched, as American rice is (five times the iron).
  it.each([['arborio rice'], ['carnaroli rice'], ['bomba rice'], ['Calasparra rice'], ['paella rice']])(
    '%s is unenriched medium-grain white rice, selected',
    (query) => {
      expect(matchIngredient(index, query).selected?.ingredient_id).toBe('20450');
    },
  );
});

describe('chips of a fruit, a vegetable or a bread', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['19400', 'Snacks, banana chips', 'Snacks'],
      ['09040', 'Bananas, raw', 'Fruits and Fruit Juices'],
      ['25037', 'Snacks, pita chips, salted', 'Snacks'],
      ['18041', 'Bread, pita, white, enriched', 'Baked Products'],
      ['11233', 'Kale, raw', 'Vegetables and Vegetable Products'],
      ['19080', 'Candies, semisweet chocolate', 'Sweets'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['banana chips', '19400'],
    ['pita chips', '25037'],
  ])('%s are the snack, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('kale chips are never raw kale by themselves (SR28 lists no kale chips)', () => {
    expect(m('kale chips').selected).toBeNull();
  });

  it('chocolate chips are still the chocolate', () => {
    expect(m('chocolate chips').selected?.ingredient_id).toBe('19080');
  });
});

describe('fried strips and crisps', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['19056', 'Snacks, tortilla chips, plain, white corn, salted', 'Snacks'],
      ['18363', 'Tortillas, ready-to-bake or -fry, corn', 'Baked Products'],
      ['19411', 'Snacks, potato chips, plain, salted', 'Snacks'],
      ['08073', 'Cereals ready-to-eat, POST, GOLDEN CRISP', 'Breakfast Cereals'],
      ['18368', 'Wonton wrappers (includes egg roll wrappers)', 'Baked Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['tortilla strips', '19056'],
    ['potato crisps', '19411'],
  ])('%s → %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it('chicken strips are the meat, not the meat with its skin', () => {
    const chicken = buildFoodIndex(
      sr28Foods([
        ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
        ['05011', 'Chicken, broilers or fryers, meat only, raw', 'Poultry Products'],
      ]),
    );
    expect(matchIngredient(chicken, 'chicken strips').candidates[0]?.ingredient_id).toBe('05011');
  });

  it('wonton strips, fried, are not selected as the raw wrappers', () => {
    expect(matchIngredient(index, 'wonton strips').selected).toBeNull();
    expect(matchIngredient(index, 'wonton wrappers').selected?.ingredient_id).toBe('18368');
  });
});

describe('shells of pasta, of a tart and of phyllo', () => {
  // SR28's common names of the dry pasta (FOOD_DES ComName) end with "shells".
  const pasta = toMatchableFood({
    id: '20120',
    name: 'Pasta, dry, enriched',
    category: 'Cereal Grains and Pasta',
    source: 'usda_sr28',
    common_names: ['macaroni product, spaghetti, elbow macaroni, lasagna, penne, rotini, farfalle, shells'],
  } as unknown as Parameters<typeof toMatchableFood>[0]);
  const index = buildFoodIndex([
    pasta,
    ...sr28Foods([
      ['18948', 'Pie crust, refrigerated, regular, unbaked', 'Baked Products'],
      ['18338', 'Phyllo dough', 'Baked Products'],
    ]),
  ]);
  const m = (query: string) => matchIngredient(index, query);

  it('a tart or pie shell is pastry, never the dry pasta SR28 also calls shells', () => {
    for (const query of ['tart shells', 'pastry shells', 'pie shell']) {
      expect(m(query).candidates[0]?.ingredient_id, query).toBe('18948');
    }
    expect(m('phyllo shells').candidates[0]?.ingredient_id).toBe('18338');
  });

  it('pasta shells are the dry pasta, selected', () => {
    expect(m('jumbo pasta shells').selected?.ingredient_id).toBe('20120');
  });
});

describe('baby corn, chicken skin and meat, curry leaves, gelatine', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11167', 'Corn, sweet, yellow, raw', 'Vegetables and Vegetable Products'],
      ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
      ['11294', 'Onions, sweet, raw', 'Vegetables and Vegetable Products'],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
      ['05011', 'Chicken, broilers or fryers, meat only, raw', 'Poultry Products'],
      ['05015', 'Chicken, broilers or fryers, skin only, raw', 'Poultry Products'],
      ['02015', 'Spices, curry powder', 'Spices and Herbs'],
      ['19177', 'Gelatins, dry powder, unsweetened', 'Sweets'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it('baby corn, the young cob, is never selected as sweet corn', () => {
    expect(m('baby corn').selected).toBeNull();
    expect(m('sweet corn').selected?.ingredient_id).toBe('11167');
  });

  it('baby onions are onions, far ahead of sweet onions', () => {
    const [first, second] = m('baby onions').candidates;
    expect(first?.ingredient_id).toBe('11282');
    expect(second?.confidence ?? 0).toBeLessThan(0.5);
  });

  it('chicken skin is the skin only; chicken meat is the meat only', () => {
    expect(m('chicken skin').selected?.ingredient_id).toBe('05015');
    expect(m('chicken meat').candidates[0]?.ingredient_id).toBe('05011');
  });

  it('curry leaves are far from curry powder', () => {
    expect(m('curry leaves').candidates[0]?.confidence ?? 0).toBeLessThan(0.7);
  });

  it.each([['gelatine'], ['gelatine leaves'], ['leaf gelatin']])(
    '%s is gelatin, as surely as its own name',
    (query) => {
      // The British spelling was read as a misspelling (0.71, against 0.84 for "gelatin").
      expect(m(query).candidates[0]).toMatchObject({
        ingredient_id: '19177',
        confidence: m('gelatin').candidates[0]?.confidence,
      });
    },
  );
});

describe('agave spirits and blue cheeses by name', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['14037', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', 'Beverages'],
      ['14019', 'Alcoholic beverage, tequila sunrise, canned', 'Beverages'],
      ['01004', 'Cheese, blue', 'Dairy and Egg Products'],
      ['06930', 'Sauce, cheese, ready-to-serve', 'Soups, Sauces, and Gravies'],
    ]),
  );
  const selected = (query: string) => matchIngredient(index, query).selected?.ingredient_id;
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['tequila', '14037'],
    ['mezcal', '14037'],
    ['tequila sunrise', '14019'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(selected(query)).toBe(ndb);
  });

  it.each([['Gorgonzola cheese'], ['stilton'], ['Dolcelatte cheese']])('%s is the blue cheese', (query) => {
    expect(first(query)).toBe('01004');
  });
});

describe('pretzels, butterscotch chips, caramel sauce, fresh chiles and cereals by name', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['19047', 'Snacks, pretzels, hard, plain, salted', 'Snacks'],
      ['25024', 'Pretzels, soft, unsalted', 'Snacks'],
      ['19070', 'Candies, butterscotch', 'Sweets'],
      ['19364', 'Toppings, butterscotch or caramel', 'Sweets'],
      ['19085', "Candies, confectioner's coating, butterscotch", 'Sweets'],
      ['11549', 'Tomato products, canned, sauce', 'Vegetables and Vegetable Products'],
      ['11670', 'Peppers, hot chili, green, raw', 'Vegetables and Vegetable Products'],
      ['11333', 'Peppers, sweet, green, raw', 'Vegetables and Vegetable Products'],
      ['11819', 'Peppers, hot chili, red, raw', 'Vegetables and Vegetable Products'],
      ['02030', 'Spices, pepper, black', 'Spices and Herbs'],
      // In SR28's order: the frosted cereal comes first, and ties went to it.
      ['08032', "Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED RICE KRISPIES", 'Breakfast Cereals'],
      ['08065', "Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES", 'Breakfast Cereals'],
      ['08288', "Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES TREATS Cereal", 'Breakfast Cereals'],
      ['08653', "Cereals ready-to-eat, KELLOGG'S RICE KRISPIES, Gluten Free", 'Breakfast Cereals'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);
  const first = (query: string) => m(query).candidates[0]?.ingredient_id;

  it('pretzels are the hard snack, selected; soft pretzels are named so', () => {
    expect(m('pretzels').selected?.ingredient_id).toBe('19047');
    expect(m('soft pretzels').selected?.ingredient_id).toBe('25024');
  });

  it('butterscotch chips are SR28’s butterscotch confectioner’s coating, never the hard candy', () => {
    expect(m('butterscotch chips').selected?.ingredient_id).toBe('19085');
    expect(m('butterscotch morsels').selected?.ingredient_id).toBe('19085');
    expect(m('butterscotch').selected?.ingredient_id).toBe('19070');
  });

  it('caramel sauce is the caramel topping, selected', () => {
    expect(m('caramel sauce').selected?.ingredient_id).toBe('19364');
  });

  it.each([
    ['poblano peppers', '11670'],
    ['anaheim chiles', '11670'],
    ['padrón peppers', '11333'],
    // Black pepper had come first (0.58-0.78; "Fresno" read as "fresco").
    ['cubanelle peppers', '11333'],
    ['Italian frying peppers', '11333'],
    ['Fresno peppers', '11819'],
    ['ghost pepper', '11819'],
    ['aji amarillo peppers', '11670'],
  ])('%s have the fresh pepper first, not black pepper, and are asked about', (query, ndb) => {
    expect(first(query)).toBe(ndb);
    expect(m(query).selected).toBeNull();
  });

  it('Rice Krispies are not the frosted ones', () => {
    expect(m('rice krispies').selected?.ingredient_id).toBe('08065');
    expect(m('frosted rice krispies').selected?.ingredient_id).toBe('08032');
  });
});

describe('roast beef, baby back ribs and a rotisserie chicken', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['07043', 'Roast beef, deli style, prepackaged, sliced', 'Sausages and Luncheon Meats'],
      [
        '23327',
        'Beef, round, top round roast, boneless, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      ['10192', 'Pork, fresh, backribs, separable lean and fat, raw', 'Pork Products'],
      [
        '23236',
        'Beef, rib, back ribs, bone-in, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13824',
        'Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['05011', 'Chicken, broilers or fryers, meat only, raw', 'Poultry Products'],
      ['05048', 'Chicken, broilers or fryers, back, meat and skin, raw', 'Poultry Products'],
      [
        '05344',
        'Chicken, broilers or fryers, skin only, cooked, rotisserie, original seasoning',
        'Poultry Products',
      ],
      [
        '05347',
        'Chicken, broilers or fryers, back, meat and skin, cooked, rotisserie, original seasoning',
        'Poultry Products',
      ],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['roast beef', '07043'],
    ['beef roast', '23327'],
    ['baby back ribs', '10192'],
    ['pork back ribs', '10192'],
    ['beef back ribs', '23236'],
    ['rotisserie chicken', '05347'],
  ])('%s → %s first', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it('a roast beef sandwich or spread keeps its name', () => {
    const named = buildFoodIndex(
      sr28Foods([
        ['07043', 'Roast beef, deli style, prepackaged, sliced', 'Sausages and Luncheon Meats'],
        ['07912', 'Roast beef spread', 'Sausages and Luncheon Meats'],
        ['21121', 'Fast foods, roast beef sandwich, plain', 'Fast Foods'],
      ]),
    );
    expect(matchIngredient(named, 'roast beef spread').selected?.ingredient_id).toBe('07912');
    expect(matchIngredient(named, 'roast beef sandwich').candidates[0]?.ingredient_id).toBe('21121');
  });

  it('roast beef is never selected as the raw joint', () => {
    expect(matchIngredient(index, 'roast beef').selected?.ingredient_id).not.toBe('23327');
  });
});

describe('Pepper Jack, Colby Jack, string cheese and Yukon Gold potatoes', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['01025', 'Cheese, monterey', 'Dairy and Egg Products'],
      ['01011', 'Cheese, colby', 'Dairy and Egg Products'],
      ['01029', 'Cheese, mozzarella, low moisture, part-skim', 'Dairy and Egg Products'],
      ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
      ['15048', 'Fish, mackerel, jack, canned, drained solids', 'Finfish and Shellfish Products'],
      ['11352', 'Potatoes, flesh and skin, raw', 'Vegetables and Vegetable Products'],
    ]),
  );
  const selected = (query: string) => matchIngredient(index, query).selected?.ingredient_id;

  it.each([
    ['Pepper Jack cheese', '01025'],
    ['colby jack', '01011'],
    // Written with Monterey in full (0.56).
    ['Colby-Monterey Jack cheese', '01011'],
    ['string cheese', '01029'],
    ['Yukon Gold potatoes', '11352'],
    // A variety SR28 does not tell apart; counted, it is asked in the conversion (a small kind).
    ['fingerling potatoes', '11352'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(selected(query)).toBe(ndb);
  });
});

describe('bagels, dinner rolls and English muffins of no named kind; Oreos; coconut flakes', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['18003', 'Bagels, egg', 'Baked Products'],
      ['18968', 'Bagels, wheat', 'Baked Products'],
      [
        '18406',
        'Bagels, plain, enriched, without calcium propionate (includes onion, poppy, sesame)',
        'Baked Products',
      ],
      ['18344', 'Rolls, dinner, egg', 'Baked Products'],
      ['18342', 'Rolls, dinner, plain, commercially prepared (includes brown-and-serve)', 'Baked Products'],
      ['18264', 'English muffins, wheat', 'Baked Products'],
      [
        '18437',
        'English muffins, plain, enriched, without calcium propionate(includes sourdough)',
        'Baked Products',
      ],
      ['18166', 'Cookies, chocolate sandwich, with creme filling, regular', 'Baked Products'],
      ['12104', 'Nuts, coconut meat, raw', 'Nut and Seed Products'],
      [
        '12109',
        'Nuts, coconut meat, dried (desiccated), sweetened, flaked, packaged',
        'Nut and Seed Products',
      ],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['bagels', '18406'],
    ['egg bagels', '18003'],
    ['dinner rolls', '18342'],
    ['english muffins', '18437'],
    ['wheat english muffins', '18264'],
    ['oreos', '18166'],
    ['coconut flakes', '12109'],
  ])('%s → %s first', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });
});

describe('cider, sparkling wine, anise spirits, dry milk and malted milk', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['02048', 'Vinegar, cider', 'Spices and Herbs'],
      ['14250', 'Beverages, AMBER, hard cider', 'Beverages'],
      ['14106', 'Alcoholic beverage, wine, table, white', 'Beverages'],
      ['14037', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', 'Beverages'],
      ['20120', 'Pasta, dry, enriched', 'Cereal Grains and Pasta'],
      ['01090', 'Milk, dry, whole, with added vitamin D', 'Dairy and Egg Products'],
      [
        '01091',
        'Milk, dry, nonfat, regular, without added vitamin A and vitamin D',
        'Dairy and Egg Products',
      ],
      ['14311', 'Beverages, Malted drink mix, natural, powder, dairy based.', 'Beverages'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);
  const first = (query: string) => m(query).candidates[0]?.ingredient_id;

  it('cider alone is never selected as the vinegar; cider vinegar is', () => {
    expect(m('cider').selected).toBeNull();
    expect(m('apple cider vinegar').selected?.ingredient_id).toBe('02048');
  });

  it('Champagne and prosecco have white wine first, asked about', () => {
    expect(first('champagne')).toBe('14106');
    expect(m('prosecco').selected).toBeNull();
  });

  it('ouzo is not orzo', () => {
    expect(first('ouzo')).not.toBe('20120');
  });

  it('dry milk of no named fat level is not the whole milk powder by default', () => {
    expect(first('dry milk')).toBe('01091');
    expect(m('whole milk powder').selected?.ingredient_id).toBe('01090');
  });

  it('malted milk powder is the malted drink mix, not dry milk', () => {
    expect(first('malted milk powder')).toBe('14311');
  });
});

describe('British, Indian and East Asian names, round eight', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['02019', 'Spices, fenugreek seed', 'Spices and Herbs'],
      ['19908', 'Sugar, turbinado', 'Sweets'],
      ['07005', 'Blood sausage', 'Sausages and Luncheon Meats'],
      ['19183', 'Puddings, chocolate, ready-to-eat', 'Sweets'],
      ['23572', 'Beef, ground, 80% lean meat / 20% fat, raw', 'Beef Products'],
      ['18322', 'Pie, mince, prepared from recipe', 'Baked Products'],
      ['10150', 'Pork, cured, ham, whole, separable lean and fat, unheated', 'Pork Products'],
      ['07063', 'Pork sausage, link/patty, unprepared', 'Sausages and Luncheon Meats'],
      [
        '16082',
        'Noodles, chinese, cellophane or long rice (mung beans), dehydrated',
        'Legumes and Legume Products',
      ],
      ['20109', 'Noodles, egg, dry, enriched', 'Cereal Grains and Pasta'],
      ['16056', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', 'Legumes and Legume Products'],
      ['16083', 'Mungo beans, mature seeds, raw', 'Legumes and Legume Products'],
      ['11446', 'Seaweed, laver, raw', 'Vegetables and Vegetable Products'],
      ['14099', 'Alcoholic Beverage, wine, table, red, Pinot Noir', 'Beverages'],
      ['11230', 'Pepeao, dried', 'Vegetables and Vegetable Products'],
      ['11228', "Jew's ear, (pepeao), raw", 'Vegetables and Vegetable Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);
  const first = (query: string) => m(query).candidates[0]?.ingredient_id;

  it.each([
    ['demerara', '19908'],
    ['black pudding', '07005'],
    ['mince', '23572'],
    ['chipolatas', '07063'],
    ['chana dal', '16056'],
    ['urad dal', '16083'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['mince pies', '18322'],
    ['gammon', '10150'],
    ['glass noodles', '16082'],
    ['nori sheets', '11446'],
    ['wood ear mushrooms', '11230'],
  ])('%s → %s first', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it('fenugreek leaves are not selected as the seed; nori and wood ear are asked about', () => {
    expect(m('fenugreek leaves').selected).toBeNull();
    expect(m('nori sheets').selected).toBeNull();
    expect(m('wood ear mushrooms').selected).toBeNull();
  });

  it('custard apple is still the fruit', () => {
    const fruit = buildFoodIndex(
      sr28Foods([
        ['09086', "Custard-apple, (bullock's-heart), raw", 'Fruits and Fruit Juices'],
        ['19201', 'Puddings, vanilla, ready-to-eat', 'Sweets'],
      ]),
    );
    expect(matchIngredient(fruit, 'custard apple').selected?.ingredient_id).toBe('09086');
    expect(matchIngredient(fruit, 'custard').selected).toBeNull();
  });

  it('mincemeat, the fruit filling, is never ground beef', () => {
    expect(first('mincemeat')).not.toBe('23572');
  });
});

describe('sticky rice, shredded wheat, tofu skin and wontons', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['20044', 'Rice, white, long-grain, regular, raw, enriched', 'Cereal Grains and Pasta'],
      ['20054', 'Rice, white, glutinous, unenriched, uncooked', 'Cereal Grains and Pasta'],
      ['20074', 'Wheat, hard white', 'Cereal Grains and Pasta'],
      ['08148', 'Cereals ready-to-eat, POST, Shredded Wheat, original spoon-size', 'Breakfast Cereals'],
      ['16427', 'Tofu, raw, regular, prepared with calcium sulfate', 'Legumes and Legume Products'],
      ['18368', 'Wonton wrappers (includes egg roll wrappers)', 'Baked Products'],
      [
        '32013',
        'Potsticker or wonton, pork and vegetable, frozen, unprepared',
        'Meals, Entrees, and Side Dishes',
      ],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it('sticky rice is glutinous rice, selected', () => {
    expect(m('sticky rice').selected?.ingredient_id).toBe('20054');
  });

  it('shredded wheat is the cereal, not the grain', () => {
    expect(m('shredded wheat').candidates[0]?.ingredient_id).toBe('08148');
  });

  it('tofu skin is never plain tofu', () => {
    expect(m('tofu skin').candidates[0]?.ingredient_id).not.toBe('16427');
  });

  it('frozen wontons are the dumplings; wonton skins and wrappers the wrappers', () => {
    expect(m('frozen wontons').candidates[0]?.ingredient_id).toBe('32013');
    // "Wonton" alone was the wrappers, selected at 0.91 on full SR28.
    expect(m('wonton').selected).toBeNull();
    expect(m('wonton skins').selected?.ingredient_id).toBe('18368');
    expect(m('wonton wrappers').selected?.ingredient_id).toBe('18368');
  });
});

describe('a whole chicken without its skin', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
      ['05011', 'Chicken, broilers or fryers, meat only, raw', 'Poultry Products'],
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it('a whole chicken is its meat and skin', () => {
    expect(first('whole chicken')).toBe('05006');
  });

  it.each([['skinless whole chicken'], ['whole skinless chicken']])(
    '"%s" is the meat alone, not the meat and skin nor a skinless breast',
    (query) => {
      expect(first(query)).toBe('05011');
    },
  );
});

describe('nut flours, bulgur wheat and arrowroot by their kitchen names', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['12061', 'Nuts, almonds', 'Nut and Seed Products'],
      ['12062', 'Nuts, almonds, blanched', 'Nut and Seed Products'],
      ['12120', 'Nuts, hazelnuts or filberts', 'Nut and Seed Products'],
      ['11413', 'Potato flour', 'Vegetables and Vegetable Products'],
      ['16055', 'Carob flour', 'Legumes and Legume Products'],
      ['20012', 'Bulgur, dry', 'Cereal Grains and Pasta'],
      ['20074', 'Wheat, hard white', 'Cereal Grains and Pasta'],
      ['20003', 'Arrowroot flour', 'Cereal Grains and Pasta'],
      ['11697', 'Arrowroot, raw', 'Vegetables and Vegetable Products'],
      ['28399', 'Cookies, animal crackers (includes arrowroot, tea biscuits)', 'Baked Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['almond flour', '12061', 'the almonds ground (not potato or carob flour)'],
    ['hazelnut flour', '12120', 'the hazelnuts ground'],
    ['bulgur wheat', '20012', 'bulgur, not a wheat grain'],
    ['arrowroot', '20003', 'the thickener, its flour'],
    ['arrowroot powder', '20003', 'its flour'],
    ['fresh arrowroot', '11697', 'the root'],
    ['arrowroot biscuits', '28399', 'animal crackers'],
  ])('%s → %s: %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });
});

describe('British milk, bacon and cuts by their names', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
      [
        '01085',
        'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)',
        'Dairy and Egg Products',
      ],
      [
        '01079',
        'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D',
        'Dairy and Egg Products',
      ],
      [
        '01091',
        'Milk, dry, nonfat, regular, without added vitamin A and vitamin D',
        'Dairy and Egg Products',
      ],
      ['10123', 'Pork, cured, bacon, unprepared', 'Pork Products'],
      ['10130', 'Canadian bacon, unprepared', 'Pork Products'],
      ['15042', 'Fish, herring, Atlantic, kippered', 'Finfish and Shellfish Products'],
      ['17426', 'Veal, leg, top round, cap off, cutlet, boneless, raw', 'Lamb, Veal, and Game Products'],
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
      [
        '13891',
        'Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13868',
        'Beef, round, bottom round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['skimmed milk', '01085', 'skim milk, not whole'],
    ['semi-skimmed milk', '01079', 'the 2 % milk'],
    ['skimmed milk powder', '01091', 'nonfat dry milk'],
    ['smoked streaky bacon', '10123', 'cured bacon'],
    ['unsmoked back bacon', '10130', 'the loin’s, as Canadian bacon'],
    ['lardons', '10123', 'cured bacon'],
    ['kippers', '15042', 'kippered herring'],
    ['veal escalope', '17426', 'a veal cutlet'],
    ['chicken escalope', '05062', 'a boneless, skinless breast'],
    ['beef topside', '13891', 'top round'],
    ['silverside', '13868', 'bottom round'],
  ])('%s → %s: %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  // Without their phrases these come first too, but are asked about (0.43-0.78).
  it.each([
    ['skimmed milk powder', '01091'],
    ['smoked streaky bacon', '10123'],
    ['beef topside', '13891'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });

  it('an escalope is read as a cutlet', () => {
    expect(matchIngredient(index, 'veal escalope').normalized_query).toBe('veal cutlet');
  });
});

describe('British and Indian names of vegetables and pulses', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['16032', 'Beans, kidney, red, mature seeds, raw', 'Legumes and Legume Products'],
      ['16056', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', 'Legumes and Legume Products'],
      ['16001', 'Beans, adzuki, mature seeds, raw', 'Legumes and Legume Products'],
      ['16071', 'Lima beans, large, mature seeds, raw', 'Legumes and Legume Products'],
      ['16019', 'Beans, cranberry (roman), mature seeds, raw', 'Legumes and Legume Products'],
      ['11278', 'Okra, raw', 'Vegetables and Vegetable Products'],
      ['11218', 'Gourd, white-flowered (calabash), raw', 'Vegetables and Vegetable Products'],
      ['11430', 'Radishes, oriental, raw', 'Vegetables and Vegetable Products'],
      ['11233', 'Kale, raw', 'Vegetables and Vegetable Products'],
      ['36405', 'Restaurant, Latino, Arroz con frijoles negros (rice and black beans)', 'Restaurant Foods'],
      ['11251', 'Lettuce, cos or romaine, raw', 'Vegetables and Vegetable Products'],
      ['11304', 'Peas, green, raw', 'Vegetables and Vegetable Products'],
      ['11349', 'Poi', 'Vegetables and Vegetable Products'],
      ['11167', 'Corn, sweet, yellow, raw', 'Vegetables and Vegetable Products'],
      ['11821', 'Peppers, sweet, red, raw', 'Vegetables and Vegetable Products'],
      ['02030', 'Spices, pepper, black', 'Spices and Herbs'],
      ['01038', 'Cheese, romano', 'Dairy and Egg Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['rajma', '16032', 'red kidney beans'],
    ['kabuli chana', '16056', 'chickpeas'],
    ['bhindi', '11278', 'okra'],
    ['lauki', '11218', 'the bottle gourd'],
    ['mooli', '11430', 'the oriental radish'],
    ['cavolo nero', '11233', 'kale'],
    ['little gem lettuce', '11251', 'a romaine'],
    ['petits pois', '11304', 'green peas, not poi'],
    ['sweetcorn', '11167', 'sweet corn'],
    ['romano peppers', '11821', 'sweet red peppers, not black pepper'],
    ['romano cheese', '01038', 'still the cheese'],
    ['butter beans', '16071', 'large lima beans, not adzuki'],
    ['borlotti beans', '16019', 'cranberry beans'],
  ])('%s → %s: %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  // Without their phrases these come first too, but are asked about (0.70, 0.74).
  it.each([
    ['little gem lettuce', '11251'],
    ['sweetcorn', '11167'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('British baking, sweets and drinks by their names', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['19350', 'Syrups, corn, light', 'Sweets'],
      ['01133', 'Egg, whole, dried', 'Dairy and Egg Products'],
      ['18172', 'Cookies, gingersnaps', 'Baked Products'],
      ['18423', 'Cookies, ladyfingers, without lemon juice and rind', 'Baked Products'],
      ['18948', 'Pie crust, refrigerated, regular, unbaked', 'Baked Products'],
      ['18364', 'Tortillas, ready-to-bake or -fry, flour, refrigerated', 'Baked Products'],
      ['14148', 'Beverages, carbonated, cola, regular', 'Beverages'],
      ['14073', 'Beverages, ZEVIA, cola', 'Beverages'],
      [
        '14416',
        'Beverages, carbonated, low calorie, cola or pepper-type, with aspartame, contains caffeine',
        'Beverages',
      ],
      ['14192', 'Beverages, Cocoa mix, powder', 'Beverages'],
      ['19165', 'Cocoa, dry powder, unsweetened', 'Sweets'],
      [
        '19905',
        'Candies, chocolate, dark, NFS (45-59% cacao solids 90%; 60-69% cacao solids 5%; 70-85% cacao solids 5%)',
        'Sweets',
      ],
      ['11216', 'Ginger root, raw', 'Vegetables and Vegetable Products'],
      ['02021', 'Spices, ginger, ground', 'Spices and Herbs'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['liquid glucose', '19350', 'corn syrup, not dried egg'],
    ['glucose syrup', '19350', 'corn syrup'],
    ['ginger nut biscuits', '18172', 'gingersnaps'],
    ['sponge fingers', '18423', 'ladyfingers'],
    ['shortcrust pastry', '18948', 'raw pie crust'],
    ['tortilla wraps', '18364', 'flour tortillas'],
    ['cola', '14148', 'the regular soft drink, not a stevia-sweetened brand'],
    ['zevia cola', '14073', 'the brand when named'],
    ['diet cola', '14416', 'the low-calorie cola'],
    ['drinking chocolate', '14192', 'cocoa mix'],
    ['cacao powder', '19165', 'cocoa powder, not a dark chocolate bar'],
  ])('%s → %s: %s', (query, ndb) => {
    expect(m(query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('stem ginger (in syrup) is asked about, not selected as fresh ginger', () => {
    expect(m('stem ginger').selected).toBeNull();
  });
});

describe('shredded and flaked coconut are bought dried, sweetened or not', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['12104', 'Nuts, coconut meat, raw', 'Nut and Seed Products'],
      ['12108', 'Nuts, coconut meat, dried (desiccated), not sweetened', 'Nut and Seed Products'],
      ['12179', 'Nuts, coconut meat, dried (desiccated), sweetened, shredded', 'Nut and Seed Products'],
      [
        '12109',
        'Nuts, coconut meat, dried (desiccated), sweetened, flaked, packaged',
        'Nut and Seed Products',
      ],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);
  const dried = ['12108', '12179', '12109'];

  it.each([['shredded coconut'], ['flaked coconut'], ['coconut flakes']])(
    '"%s" is asked about, the dried coconuts first',
    (query) => {
      const result = m(query);
      expect(result.selected).toBeNull();
      expect(dried).toContain(result.candidates[0]?.ingredient_id);
      expect(result.candidates.slice(0, 3).map((c) => c.ingredient_id)).toEqual(
        expect.arrayContaining(['12108', '12179']),
      );
    },
  );

  it.each([
    ['sweetened shredded coconut', '12179'],
    ['unsweetened shredded coconut', '12108'],
    ['fresh shredded coconut', '12104'],
  ])('"%s" names which: %s', (query, ndb) => {
    expect(m(query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('black cherries are sweet cherries', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['09070', 'Cherries, sweet, raw', 'Fruits and Fruit Juices'],
      ['09063', 'Cherries, sour, red, raw', 'Fruits and Fruit Juices'],
      [
        '09064',
        'Cherries, sour, red, canned, water pack, solids and liquids (includes USDA commodity red tart cherries, canned)',
        'Fruits and Fruit Juices',
      ],
      ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
      ['16256', 'SILK Black Cherry soy yogurt', 'Legumes and Legume Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it('"black cherries" are sweet cherries, selected (not sour ones)', () => {
    expect(matchIngredient(index, 'black cherries').selected?.ingredient_id).toBe('09070');
  });

  it.each([
    ['black cherry tomatoes', '11529', 'cherry tomatoes'],
    ['SILK Black Cherry soy yogurt', '16256', 'the flavour of a yogurt'],
  ])('%s → %s: %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });
});

describe('a yogurt of a fruit’s flavour is SR28’s fruit yogurt', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['01116', 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 'Dairy and Egg Products'],
      ['01117', 'Yogurt, plain, low fat, 12 grams protein per 8 ounce', 'Dairy and Egg Products'],
      ['01120', 'Yogurt, fruit, low fat, 9 grams protein per 8 ounce', 'Dairy and Egg Products'],
      ['01122', 'Yogurt, fruit, low fat, 11 grams protein per 8 ounce', 'Dairy and Egg Products'],
      ['43261', 'Yogurt, fruit variety, nonfat', 'Dairy and Egg Products'],
      ['01293', 'Yogurt, Greek, plain, whole milk', 'Dairy and Egg Products'],
      ['01294', 'Yogurt, Greek, fruit, whole milk', 'Dairy and Egg Products'],
      ['01284', 'Yogurt, Greek, strawberry, lowfat', 'Dairy and Egg Products'],
      ['16256', 'SILK Black Cherry soy yogurt', 'Legumes and Legume Products'],
      ['09236', 'Peaches, yellow, raw', 'Fruits and Fruit Juices'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  // Plain whole-milk yogurt had come first for a fruit's flavour (0.57), SR28's one Greek fruit
  // yogurt (whole milk) for "fruit yogurt" (0.84).
  it.each([
    ['peach yogurt', '01120'],
    ['blueberry flavored yogurt', '01120'],
    ['banana-flavored yogurt', '01120'],
    ['strawberry yogurt', '01120'],
    ['black cherry yogurt', '01120'],
    ['fruit yogurt', '01120'],
    ['low-fat fruit yogurt', '01120'],
    ['nonfat peach yogurt', '43261'],
    // Greek, it is SR28's Greek fruit yogurt, or its Greek strawberry one.
    ['peach Greek yogurt', '01294'],
    ['Greek peach yogurt', '01294'],
    ['Greek strawberry yogurt', '01284'],
    ['strawberry Greek yogurt', '01284'],
  ] as const)('%s → %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it.each([
    ['yogurt', '01116'],
    ['low-fat yogurt', '01117'],
    ['Greek yogurt', '01293'],
    ['SILK Black Cherry soy yogurt', '16256'],
    ['peaches', '09236'],
  ] as const)('of no fruit, or not a dairy yogurt, it stays: %s → %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });
});

describe('miso, honey, salt and onion greens by the words recipes use', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['16112', 'Miso', 'Legumes and Legume Products'],
      ['19296', 'Honey', 'Sweets'],
      ['19349', 'Syrups, corn, dark', 'Sweets'],
      ['19350', 'Syrups, corn, light', 'Sweets'],
      ['02047', 'Salt, table', 'Spices and Herbs'],
      ['10165', 'Pork, cured, salt pork, raw', 'Pork Products'],
      ['20315', 'Corn flour, whole-grain, blue (harina de maiz morado)', 'Cereal Grains and Pasta'],
      [
        '11291',
        'Onions, spring or scallions (includes tops and bulb), raw',
        'Vegetables and Vegetable Products',
      ],
      ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
      ['11086', 'Beet greens, raw', 'Vegetables and Vegetable Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it.each([
    ['white miso paste', '16112'],
    ['red miso', '16112'],
    ['light-colored honey', '19296'],
    ['fleur de sel', '02047'],
    ['sea salt flakes', '02047'],
    ['Maldon sea salt flakes', '02047'],
    ['pink Himalayan salt', '02047'],
    ['scallion greens', '11291'],
    ['salad onions', '11291'],
  ])('"%s" is selected: %s', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('a corn syrup’s colour still tells light from dark', () => {
    expect(m('dark-colored corn syrup').candidates[0]?.ingredient_id).toBe('19349');
  });
});

describe('cuts of poultry and offal by their British names', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
      ['05011', 'Chicken, broilers or fryers, meat only, raw', 'Poultry Products'],
      ['05091', 'Chicken, broilers or fryers, thigh, meat and skin, raw', 'Poultry Products'],
      ['05096', 'Chicken, broilers or fryers, dark meat, thigh, meat only, raw', 'Poultry Products'],
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
      ['05219', 'Turkey, breast, from whole bird, meat only, raw', 'Poultry Products'],
      ['27048', 'Sauce, steak, tomato based', 'Soups, Sauces, and Gravies'],
      ['05162', 'Squab, (pigeon), light meat without skin, raw', 'Poultry Products'],
      ['16101', 'Pigeon peas (red gram), mature seeds, raw', 'Legumes and Legume Products'],
      ['13339', 'Beef, variety meats and by-products, tongue, raw', 'Beef Products'],
      ['10121', 'Pork, fresh, variety meats and by-products, tongue, raw', 'Pork Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(index, query).candidates[0]?.ingredient_id;

  it.each([
    ['chicken thigh fillets', '05096', 'boneless, skinless thighs'],
    ['chicken mini fillets', '05062', 'the breast'],
    ['chicken tenderloins', '05062', 'the breast'],
    ['diced chicken', '05011', 'the meat, not the meat and skin'],
    ['turkey steaks', '05219', 'the breast, not steak sauce'],
    ['pigeon breasts', '05162', 'the squab’s light meat'],
    ['pigeon peas', '16101', 'still the peas'],
  ])('%s → %s: %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it('ox tongue is beef tongue, selected (not a tie with pork tongue)', () => {
    expect(matchIngredient(index, 'ox tongue').selected?.ingredient_id).toBe('13339');
  });
});

describe('yuca is cassava', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['11134', 'Cassava, raw', 'Vegetables and Vegetable Products'],
      ['25050', 'Snacks, yucca (cassava) chips, salted', 'Snacks'],
    ]),
  );

  it.each([['yuca'], ['yucca root'], ['manioc']])('"%s" is the root, selected', (query) => {
    expect(matchIngredient(index, query).selected?.ingredient_id).toBe('11134');
  });

  it('yucca chips stay the chips', () => {
    expect(matchIngredient(index, 'yucca chips').candidates[0]?.ingredient_id).toBe('25050');
  });
});

describe('prune juice and artichoke hearts', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['09294', 'Prune juice, canned', 'Fruits and Fruit Juices'],
      ['09291', 'Plums, dried (prunes), uncooked', 'Fruits and Fruit Juices'],
      ['11007', 'Artichokes, (globe or french), raw', 'Vegetables and Vegetable Products'],
      ['11009', 'Artichokes, (globe or french), frozen, unprepared', 'Vegetables and Vegetable Products'],
      ['11961', 'Hearts of palm, canned', 'Vegetables and Vegetable Products'],
      ['10103', 'Pork, fresh, variety meats and by-products, heart, raw', 'Pork Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(index, query);

  it('prune juice is SR28’s prune juice (prunes are dried plums)', () => {
    expect(m('prune juice').selected?.ingredient_id).toBe('09294');
    expect(m('prunes').candidates[0]?.ingredient_id).toBe('09291');
  });

  it.each([['canned artichoke hearts'], ['marinated artichoke hearts']])(
    '"%s" (SR28 lists none) are asked about, the artichokes first, not hearts of palm or pork heart',
    (query) => {
      const result = m(query);
      expect(result.selected).toBeNull();
      expect(result.candidates[0]?.ingredient_id).toBe('11007');
    },
  );

  it('frozen artichoke hearts are SR28’s frozen artichokes', () => {
    expect(m('frozen artichoke hearts').candidates[0]?.ingredient_id).toBe('11009');
  });
});

describe('Nilla wafers are vanilla wafers', () => {
  const index = buildFoodIndex(
    sr28Foods([
      ['18157', 'Cookies, chocolate wafers', 'Baked Products'],
      ['18212', 'Cookies, vanilla wafers, lower fat', 'Baked Products'],
      ['18213', 'Cookies, vanilla wafers, higher fat', 'Baked Products'],
    ]),
  );

  it('"nilla wafers" → a vanilla wafer, not a chocolate one', () => {
    const first = matchIngredient(index, 'nilla wafers').candidates[0]?.ingredient_id;
    expect(['18212', '18213']).toContain(first);
  });
});

describe('a ground herb or spice is the dried one ground', () => {
  const herbs = buildFoodIndex(
    sr28Foods([
      ['02049', 'Thyme, fresh', 'Spices and Herbs'],
      ['02042', 'Spices, thyme, dried', 'Spices and Herbs'],
      ['02063', 'Rosemary, fresh', 'Spices and Herbs'],
      ['02036', 'Spices, rosemary, dried', 'Spices and Herbs'],
      ['02044', 'Basil, fresh', 'Spices and Herbs'],
      ['02003', 'Spices, basil, dried', 'Spices and Herbs'],
      ['02045', 'Dill weed, fresh', 'Spices and Herbs'],
      ['02017', 'Spices, dill weed, dried', 'Spices and Herbs'],
      ['02065', 'Spearmint, fresh', 'Spices and Herbs'],
      ['02066', 'Spearmint, dried', 'Spices and Herbs'],
      ['11297', 'Parsley, fresh', 'Vegetables and Vegetable Products'],
      ['11625', 'Parsley, freeze-dried', 'Vegetables and Vegetable Products'],
      ['02029', 'Spices, parsley, dried', 'Spices and Herbs'],
      ['02038', 'Spices, sage, ground', 'Spices and Herbs'],
      ['11156', 'Chives, raw', 'Vegetables and Vegetable Products'],
      ['11615', 'Chives, freeze-dried', 'Vegetables and Vegetable Products'],
      ['11215', 'Garlic, raw', 'Vegetables and Vegetable Products'],
      ['02020', 'Spices, garlic powder', 'Spices and Herbs'],
      ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
      ['02026', 'Spices, onion powder', 'Spices and Herbs'],
      ['11957', 'Fennel, bulb, raw', 'Vegetables and Vegetable Products'],
      ['02018', 'Spices, fennel seed', 'Spices and Herbs'],
      ['01008', 'Cheese, caraway', 'Dairy and Egg Products'],
      ['02005', 'Spices, caraway seed', 'Spices and Herbs'],
      ['11972', 'Lemon grass (citronella), raw', 'Vegetables and Vegetable Products'],
    ]),
  );
  const selected = (query: string) => matchIngredient(herbs, query).selected?.ingredient_id;

  it.each([
    ['ground thyme', '02042'],
    ['ground rosemary', '02036'],
    ['ground basil', '02003'],
    ['ground dill', '02017'],
    ['ground mint', '02066'],
    ['ground parsley', '02029'],
    ['dried sage', '02038'],
    ['rubbed sage', '02038'],
    ['dried chives', '11615'],
    ['ground garlic', '02020'],
    ['ground onion', '02026'],
    ['ground fennel', '02018'],
    ['ground caraway', '02005'],
  ])('%s → %s, selected (not the fresh herb, the bulb or a cheese)', (query, ndb) => {
    expect(selected(query)).toBe(ndb);
  });

  it.each([
    ['thyme', '02049'],
    ['fresh rosemary', '02063'],
    ['garlic', '11215'],
    ['fennel', '11957'],
  ])('%s stays %s: only "ground" says the dried spice', (query, ndb) => {
    expect(selected(query)).toBe(ndb);
  });

  it('ground lemongrass is not the raw stalk: SR28 has no dried lemongrass, so it asks', () => {
    const r = matchIngredient(herbs, 'ground lemongrass');
    expect(r.selected).toBeNull();
  });
});

describe('stock cubes and makers’ names a recipe uses for the food', () => {
  const shelf = buildFoodIndex(
    sr28Foods([
      ['06076', 'Soup, beef broth, cubed, dry', 'Soups, Sauces, and Gravies'],
      ['06081', 'Soup, chicken broth cubes, dry', 'Soups, Sauces, and Gravies'],
      ['06080', 'Soup, chicken broth or bouillon, dry', 'Soups, Sauces, and Gravies'],
      ['23455', 'Beef, New Zealand, imported, cube roll, separable lean and fat, raw', 'Beef Products'],
      ['04615', 'Shortening, vegetable, household, composite', 'Fats and Oils'],
      [
        '04031',
        'Shortening, household, soybean (partially hydrogenated)-cottonseed (partially hydrogenated)',
        'Fats and Oils',
      ],
      ['15013', 'Fish, cisco, raw', 'Finfish and Shellfish Products'],
      ['01226', 'Egg substitute, liquid or frozen, fat free', 'Dairy and Egg Products'],
      ['01144', 'Egg substitute, powder', 'Dairy and Egg Products'],
      ['17150', 'Game meat, beaver, raw', 'Lamb, Veal, and Game Products'],
      ['19172', 'Gelatin desserts, dry mix', 'Sweets'],
      ['19300', 'Jellies', 'Sweets'],
      ['06168', 'Sauce, ready-to-serve, pepper or hot', 'Soups, Sauces, and Gravies'],
      ['07241', 'OSCAR MAYER, Wieners (beef franks)', 'Sausages and Luncheon Meats'],
    ]),
  );
  const first = (query: string) => matchIngredient(shelf, query).candidates[0]?.ingredient_id;

  it.each([
    ['beef stock cube', '06076', 'not the beef cube roll'],
    ['beef bouillon cubes', '06076', ''],
    ['chicken stock cube', '06081', ''],
    ['chicken bouillon granules', '06080', 'the dry bouillon'],
  ])('%s → %s, selected %s', (query, ndb) => {
    expect(matchIngredient(shelf, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['Crisco', '04615', 'not the cisco fish'],
    ['Egg Beaters', '01226', 'not beaver'],
    ['Jell-O', '19172', 'not jellies'],
    ["Frank's RedHot", '06168', 'not wieners'],
  ])('%s → %s first %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });
});

describe('rendered fats and a Mexican cheese by their kitchen names', () => {
  const fats = buildFoodIndex(
    sr28Foods([
      ['04609', 'Animal fat, bacon grease', 'Fats and Oils'],
      ['10123', 'Pork, cured, bacon, unprepared', 'Pork Products'],
      ['04542', 'Fat, chicken', 'Fats and Oils'],
      ['05047', 'Chicken, broilers or fryers, separable fat, raw', 'Poultry Products'],
      ['01267', 'Cheese, mexican, queso cotija', 'Dairy and Egg Products'],
      ['01165', 'Cheese, mexican, queso anejo', 'Dairy and Egg Products'],
      ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    ['bacon fat', '04609'],
    ['bacon grease', '04609'],
    ['bacon drippings', '04609'],
    ['schmaltz', '04542'],
    ['cotija cheese', '01267'],
    ['crumbled cotija', '01267'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(fats, query).selected?.ingredient_id).toBe(ndb);
  });

  it('cotija is read as SR28’s Mexican queso cotija, every word of its name', () => {
    expect(matchIngredient(fats, 'cotija cheese').normalized_query.split(' ')).toEqual(
      expect.arrayContaining(['mexican', 'queso', 'cotija']),
    );
  });
});

describe('the form of a vegetable a recipe means', () => {
  const greens = buildFoodIndex(
    sr28Foods([
      ['11151', 'Chicory, witloof, raw', 'Vegetables and Vegetable Products'],
      ['11152', 'Chicory greens, raw', 'Vegetables and Vegetable Products'],
      ['11154', 'Chicory roots, raw', 'Vegetables and Vegetable Products'],
      ['16052', 'Broadbeans (fava beans), mature seeds, raw', 'Legumes and Legume Products'],
      ['11088', 'Broadbeans, immature seeds, raw', 'Vegetables and Vegetable Products'],
      ['16071', 'Lima beans, large, mature seeds, raw', 'Legumes and Legume Products'],
      ['11031', 'Lima beans, immature seeds, raw', 'Vegetables and Vegetable Products'],
      ['11518', 'Taro, raw', 'Vegetables and Vegetable Products'],
      ['11104', 'Burdock root, raw', 'Vegetables and Vegetable Products'],
      ['11352', 'Potatoes, flesh and skin, raw', 'Vegetables and Vegetable Products'],
      ['28351', 'Cookies, Marie biscuit', 'Baked Products'],
      ['11246', 'Leeks, (bulb and lower leaf-portion), raw', 'Vegetables and Vegetable Products'],
      ['10955', 'Pork, cured, ham, rump, bone-in, separable lean and fat, unheated', 'Pork Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(greens, query);

  it.each([
    ['chicory', '11151', 'the leaves (witloof), not the root at four times the calories'],
    ['chicory root', '11154', 'the root when it is named'],
    ['fresh broad beans', '11088', 'fresh beans are the immature (green) seeds'],
    ['fresh lima beans', '11031', 'not the dried (mature) ones'],
    ['dried fava beans', '16052', 'dried ones are the mature seeds'],
    ['taro root', '11518', 'taro, not burdock'],
  ])('%s → %s first: %s', (query, ndb) => {
    expect(m(query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('Maris Piper potatoes are potatoes, selected (a British variety; asked at 0.52 before)', () => {
    expect(m('Maris Piper potatoes').selected?.ingredient_id).toBe('11352');
  });

  it('ramps are wild leeks, not a pork rump: asked about, with the leek first', () => {
    const r = m('ramps');
    expect(r.candidates[0]?.ingredient_id).toBe('11246');
    expect(r.selected).toBeNull();
  });
});

describe('haricot beans and haricots verts', () => {
  const beans = buildFoodIndex(
    sr28Foods([
      ['16037', 'Beans, navy, mature seeds, raw', 'Legumes and Legume Products'],
      ['16001', 'Beans, adzuki, mature seeds, raw', 'Legumes and Legume Products'],
      ['16027', 'Beans, kidney, all types, mature seeds, raw', 'Legumes and Legume Products'],
      ['11052', 'Beans, snap, green, raw', 'Vegetables and Vegetable Products'],
    ]),
  );

  it.each([
    ['haricot beans', '16037', 'navy beans, not adzuki'],
    ['haricots verts', '11052', 'thin green beans'],
  ])('%s → %s, selected: %s', (query, ndb) => {
    expect(matchIngredient(beans, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('Aleppo pepper is crushed dried red chilli', () => {
  const peppers = buildFoodIndex(
    sr28Foods([
      ['02031', 'Spices, pepper, red or cayenne', 'Spices and Herbs'],
      ['02030', 'Spices, pepper, black', 'Spices and Herbs'],
    ]),
  );

  it.each(['Aleppo pepper', 'Aleppo pepper flakes', 'pul biber'])('%s → red pepper, not black', (query) => {
    expect(matchIngredient(peppers, query).selected?.ingredient_id).toBe('02031');
  });
});

describe('British cuts, fish and a duck’s legs', () => {
  const counter = buildFoodIndex(
    sr28Foods([
      ['10218', 'Pork, fresh, loin, tenderloin, separable lean and fat, raw', 'Pork Products'],
      ['10001', 'Pork, fresh, carcass, separable lean and fat, raw', 'Pork Products'],
      [
        '17029',
        'Lamb, domestic, rib, separable lean and fat, trimmed to 1/4" fat, choice, raw',
        'Lamb, Veal, and Game Products',
      ],
      ['17224', 'Lamb, ground, raw', 'Lamb, Veal, and Game Products'],
      ['15175', 'Mollusks, squid, mixed species, raw', 'Finfish and Shellfish Products'],
      ['15028', 'Fish, flatfish (flounder and sole species), raw', 'Finfish and Shellfish Products'],
      ['05139', 'Duck, domesticated, meat and skin, raw', 'Poultry Products'],
      ['17094', 'Veal, leg (top round), separable lean and fat, raw', 'Lamb, Veal, and Game Products'],
    ]),
  );

  it.each([
    ['pork fillet', '10218', 'the tenderloin, not the carcass'],
    ['lamb cutlets', '17029', 'rib chops, not ground lamb'],
    ['plaice fillets', '15028', 'a flatfish'],
    ['duck legs', '05139', 'the duck, not a veal leg'],
  ])('%s → %s first %s', (query, ndb) => {
    expect(matchIngredient(counter, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('squid rings are squid, selected (asked at 0.45 before)', () => {
    expect(matchIngredient(counter, 'squid rings').selected?.ingredient_id).toBe('15175');
  });
});

describe('a mashed banana is the banana; breadcrumbs are bread crumbs', () => {
  const bakery = buildFoodIndex(
    sr28Foods([
      ['09040', 'Bananas, raw', 'Fruits and Fruit Juices'],
      ['11976', 'Pepper, banana, raw', 'Vegetables and Vegetable Products'],
      ['09041', 'Bananas, dehydrated, or banana powder', 'Fruits and Fruit Juices'],
      ['18079', 'Bread crumbs, dry, grated, plain', 'Baked Products'],
      ['18376', 'Bread crumbs, dry, grated, seasoned', 'Baked Products'],
      ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'],
    ]),
  );

  it.each([
    ['mashed bananas', '09040'],
    ['mashed ripe bananas', '09040'],
    ['breadcrumbs', '18079'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(bakery, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('British baking names: fast-action yeast and vanilla essence', () => {
  const baking = buildFoodIndex(
    sr28Foods([
      ['18375', "Leavening agents, yeast, baker's, active dry", 'Baked Products'],
      ['18374', "Leavening agents, yeast, baker's, compressed", 'Baked Products'],
      ['02050', 'Vanilla extract', 'Spices and Herbs'],
    ]),
  );

  it.each([
    ['fast-action dried yeast', '18375'],
    ['easy-blend yeast', '18375'],
    ['vanilla essence', '02050'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(baking, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('a can with no salt added is a product of its own', () => {
  const cans = buildFoodIndex(
    sr28Foods([
      [
        '11308',
        'Peas, green (includes baby and lesuer types), canned, drained solids, unprepared',
        'Vegetables and Vegetable Products',
      ],
      ['11813', 'Peas, green, canned, no salt added, drained solids', 'Vegetables and Vegetable Products'],
      ['11306', 'Peas, green, canned, regular pack, solids and liquids', 'Vegetables and Vegetable Products'],
      [
        '11812',
        'Peas, green, canned, no salt added, solids and liquids',
        'Vegetables and Vegetable Products',
      ],
    ]),
  );
  const first = (query: string) => matchIngredient(cans, query).candidates[0]?.ingredient_id;

  it('canned peas, drained, are the regular (salted) can, not the no-salt-added one', () => {
    expect(first('canned drained peas')).toBe('11308');
  });

  it.each(['canned peas, no salt added, drained', 'no-salt-added canned peas'])(
    '%s → a no-salt-added can: asked for by name',
    (query) => {
      expect(first(query)).toMatch(/^1181[23]$/);
    },
  );
});

describe('Italian names of tomatoes, cheese, vermouth and crumbs', () => {
  const pantry = buildFoodIndex(
    sr28Foods([
      ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
      ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
      ['01026', 'Cheese, mozzarella, whole milk', 'Dairy and Egg Products'],
      ['01028', 'Cheese, mozzarella, part skim milk', 'Dairy and Egg Products'],
      ['14057', 'Alcoholic beverage, wine, dessert, sweet', 'Beverages'],
      ['14536', 'Alcoholic beverage, wine, dessert, dry', 'Beverages'],
      ['18376', 'Bread crumbs, dry, grated, seasoned', 'Baked Products'],
      ['18079', 'Bread crumbs, dry, grated, plain', 'Baked Products'],
      ['18033', 'Bread, italian', 'Baked Products'],
      ['02034', 'Spices, poultry seasoning', 'Spices and Herbs'],
    ]),
  );

  it.each([
    ['canned Italian plum tomatoes', '11531'],
    ['Italian-style plum tomatoes', '11529'],
    ['Italian mozzarella', '01026'],
    ['Italian vermouth', '14057'],
    ['Italian (sweet) vermouth', '14057'],
    ['French vermouth', '14536'],
    ['Italian-seasoned bread crumbs', '18376'],
    ['Italian-style bread crumbs', '18376'],
  ])('%s → %s first', (query, ndb) => {
    expect(matchIngredient(pantry, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['canned Italian plum tomatoes', '11531'],
    ['Italian vermouth', '14057'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(pantry, query).selected?.ingredient_id).toBe(ndb);
  });

  it('Italian bread stays the bread, and Italian seasoning is not poultry seasoning', () => {
    expect(matchIngredient(pantry, 'Italian bread').selected?.ingredient_id).toBe('18033');
    expect(matchIngredient(pantry, 'Italian seasoning').selected).toBeNull();
  });
});

describe('corn oil, cured olives and porridge oats', () => {
  const shelf = buildFoodIndex(
    sr28Foods([
      ['04518', 'Oil, corn, industrial and retail, all purpose salad or cooking', 'Fats and Oils'],
      ['42289', 'Oil, corn and canola', 'Fats and Oils'],
      ['44005', 'Oil, corn, peanut, and olive', 'Fats and Oils'],
      ['04053', 'Oil, olive, salad or cooking', 'Fats and Oils'],
      ['04652', 'Oil, industrial, soy ( partially hydrogenated), all purpose', 'Fats and Oils'],
      ['09193', 'Olives, ripe, canned (small-extra large)', 'Fruits and Fruit Juices'],
      ['20038', 'Oats', 'Cereal Grains and Pasta'],
      ['08120', 'Cereals, oats, regular and quick, not fortified, dry', 'Breakfast Cereals'],
    ]),
  );

  it('corn oil is the retail corn oil, selected over the blends', () => {
    expect(matchIngredient(shelf, 'corn oil').selected?.ingredient_id).toBe('04518');
  });

  it.each(['oil-cured black olives', 'oil cured olives'])(
    '%s → black olives first, not olive oil, and asked (SR28 has no cured olives)',
    (query) => {
      const m = matchIngredient(shelf, query);
      expect(m.candidates[0]?.ingredient_id).toBe('09193');
      expect(m.selected).toBeNull();
    },
  );

  it('porridge oats are rolled oats', () => {
    expect(matchIngredient(shelf, 'porridge oats').candidates[0]?.ingredient_id).toBe('08120');
  });
});

describe('fillet of beef and garbanzo flour', () => {
  const larder = buildFoodIndex(
    sr28Foods([
      [
        '13917',
        'Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13824',
        'Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['10218', 'Pork, fresh, loin, tenderloin, separable lean and fat, raw', 'Pork Products'],
      ['10001', 'Pork, fresh, carcass, separable lean and fat, raw', 'Pork Products'],
      ['16157', 'Chickpea flour (besan)', 'Legumes and Legume Products'],
      ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
    ]),
  );
  const first = (query: string) => matchIngredient(larder, query).candidates[0]?.ingredient_id;

  it.each([
    ['fillet of beef', '13917'],
    ['filet of beef', '13917'],
    ['fillet of pork', '10218'],
  ])('%s → %s: the tenderloin, as beef fillet is', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it.each(['garbanzo flour', 'garbanzo bean flour'])('%s → chickpea flour, selected', (query) => {
    expect(matchIngredient(larder, query).selected?.ingredient_id).toBe('16157');
  });
});

describe('clams, poussins, fish sauce, black mushrooms, leek whites and shortening', () => {
  const market = buildFoodIndex(
    sr28Foods([
      ['15157', 'Mollusks, clam, mixed species, raw', 'Finfish and Shellfish Products'],
      ['05040', 'Chicken, broilers or fryers, neck, meat and skin, raw', 'Poultry Products'],
      ['05057', 'Chicken, broilers or fryers, breast, meat and skin, raw', 'Poultry Products'],
      [
        '17271',
        'Veal, breast, whole, boneless, separable lean and fat, raw',
        'Lamb, Veal, and Game Products',
      ],
      ['17104', 'Veal, loin, separable lean and fat, raw', 'Lamb, Veal, and Game Products'],
      [
        '13917',
        'Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['06179', 'Sauce, fish, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['11268', 'Mushrooms, shiitake, dried', 'Vegetables and Vegetable Products'],
      ['11260', 'Mushrooms, white, raw', 'Vegetables and Vegetable Products'],
      ['11246', 'Leeks, (bulb and lower leaf-portion), raw', 'Vegetables and Vegetable Products'],
      [
        '04031',
        'Shortening, household, soybean (partially hydrogenated)-cottonseed (partially hydrogenated)',
        'Fats and Oils',
      ],
      ['04546', 'Shortening bread, soybean (hydrogenated) and cottonseed', 'Fats and Oils'],
    ]),
  );
  const selected = (query: string) => matchIngredient(market, query).selected?.ingredient_id;
  const first = (query: string) => matchIngredient(market, query).candidates[0]?.ingredient_id;

  it.each([
    ['littleneck clams', '15157'],
    ['cherrystone clams', '15157'],
    ['manila clams', '15157'],
    ['Thai fish sauce', '06179'],
    ['dried Chinese black mushrooms', '11268'],
    ['white part of leeks', '11246'],
    ['vegetable shortening', '04031'],
    ['solid vegetable shortening', '04031'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(selected(query)).toBe(ndb);
  });

  it('poussin breasts are chicken breasts, not veal breast', () => {
    expect(first('poussin breasts')).toBe('05057');
  });

  it('veal fillet is veal, not the beef tenderloin of "fillet steak"', () => {
    expect(first('veal fillet steaks')).toBe('17104');
  });
});

describe('garbanzo beans, plum (Roma) tomatoes, unbleached bread flour and suet', () => {
  const pantry = buildFoodIndex(
    sr28Foods([
      ['16056', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', 'Legumes and Legume Products'],
      [
        '16058',
        'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, solids and liquids',
        'Legumes and Legume Products',
      ],
      ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
      ['09279', 'Plums, raw', 'Fruits and Fruit Juices'],
      ['20083', 'Wheat flour, white, bread, enriched', 'Cereal Grains and Pasta'],
      ['20581', 'Wheat flour, white, all-purpose, enriched, unbleached', 'Cereal Grains and Pasta'],
      ['13335', 'Beef, variety meats and by-products, suet, raw', 'Beef Products'],
    ]),
  );

  it('garbanzo beans are searched as chickpeas, as sure of the raw ones as "chickpeas" is', () => {
    const garbanzo = matchIngredient(pantry, 'garbanzo beans').candidates[0];
    expect(garbanzo?.ingredient_id).toBe('16056');
    expect(garbanzo?.confidence).toBe(matchIngredient(pantry, 'chickpeas').candidates[0]?.confidence);
  });

  it.each([
    ['canned garbanzo beans', '16058'],
    ['plum (Roma) tomatoes', '11529'],
    ['unbleached bread flour', '20083'],
    ['diced suet', '13335'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(pantry, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('unsweetened coconut milk and skate wings', () => {
  const shelf = buildFoodIndex(
    sr28Foods([
      [
        '12118',
        'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
        'Nut and Seed Products',
      ],
      [
        '12117',
        'Nuts, coconut milk, raw (liquid expressed from grated meat and water)',
        'Nut and Seed Products',
      ],
      ['14090', 'Beverages, Coconut water, ready-to-drink, unsweetened', 'Beverages'],
      ['05100', 'Chicken, broilers or fryers, wing, meat and skin, raw', 'Poultry Products'],
    ]),
  );

  it('canned unsweetened coconut milk is the canned coconut milk, selected', () => {
    expect(matchIngredient(shelf, 'canned unsweetened coconut milk').selected?.ingredient_id).toBe('12118');
  });

  it('a skate wing is the fish SR28 lacks, never a chicken wing', () => {
    expect(matchIngredient(shelf, 'skate wing').candidates.map((c) => c.ingredient_id)).not.toContain(
      '05100',
    );
  });
});

describe('sunflower oil is the common linoleic oil', () => {
  const oils = buildFoodIndex(
    sr28Foods([
      ['04060', 'Oil, sunflower, linoleic (less than 60%)', 'Fats and Oils'],
      ['04506', 'Oil, sunflower, linoleic, (approx. 65%)', 'Fats and Oils'],
      ['04545', 'Oil, sunflower, linoleic, (partially hydrogenated)', 'Fats and Oils'],
      ['04584', 'Oil, sunflower, high oleic (70% and over)', 'Fats and Oils'],
    ]),
  );

  it('sunflower oil → 04506, selected', () => {
    expect(matchIngredient(oils, 'sunflower oil').selected?.ingredient_id).toBe('04506');
  });

  it('high-oleic sunflower oil is the high-oleic one', () => {
    expect(matchIngredient(oils, 'high oleic sunflower oil').candidates[0]?.ingredient_id).toBe('04584');
  });
});

describe('a juice concentrate is the undiluted one', () => {
  const fruits = 'Fruits and Fruit Juices';
  const juices = buildFoodIndex(
    sr28Foods([
      ['09214', 'Orange juice, frozen concentrate, unsweetened, undiluted', fruits],
      ['09215', 'Orange juice, frozen concentrate, unsweetened, diluted with 3 volume water', fruits],
      ['09213', 'Orange juice, frozen concentrate, unsweetened, undiluted, with added calcium', fruits],
      ['09206', 'Orange juice, raw', fruits],
    ]),
  );

  it('frozen orange juice concentrate → 09214, selected (0.89 had been its best)', () => {
    expect(matchIngredient(juices, 'frozen orange juice concentrate').selected?.ingredient_id).toBe('09214');
  });

  it('orange juice is still the juice', () => {
    expect(matchIngredient(juices, 'orange juice').candidates[0]?.ingredient_id).toBe('09206');
  });
});

describe('a dry herb is the dried one', () => {
  const herbs = buildFoodIndex(
    sr28Foods([
      ['02003', 'Spices, basil, dried', 'Spices and Herbs'],
      ['02044', 'Basil, fresh', 'Spices and Herbs'],
      ['02042', 'Spices, thyme, dried', 'Spices and Herbs'],
      ['02049', 'Thyme, fresh', 'Spices and Herbs'],
    ]),
  );

  it.each([
    // The fresh herb had been offered first (0.58 and 0.54).
    ['dry basil', '02003'],
    ['dry thyme', '02042'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(herbs, query).selected?.ingredient_id).toBe(ndb);
  });

  it('basil alone is still the fresh herb', () => {
    expect(matchIngredient(herbs, 'basil').candidates[0]?.ingredient_id).toBe('02044');
  });
});

describe('canned green chiles, dried beans and a can of chili', () => {
  const shelf = buildFoodIndex(
    sr28Foods([
      ['11980', 'Peppers, chili, green, canned', 'Vegetables and Vegetable Products'],
      ['06962', 'Sauce, chili, peppers, hot, immature green, canned', 'Soups, Sauces, and Gravies'],
      ['11670', 'Peppers, hot chili, green, raw', 'Vegetables and Vegetable Products'],
      ['16042', 'Beans, pinto, mature seeds, raw', 'Legumes and Legume Products'],
      ['11653', 'Beans, pinto, mature seeds, sprouted, raw', 'Vegetables and Vegetable Products'],
      ['16043', 'Beans, pinto, mature seeds, cooked, boiled, without salt', 'Legumes and Legume Products'],
      ['16069', 'Lentils, raw', 'Legumes and Legume Products'],
      ['16070', 'Lentils, mature seeds, cooked, boiled, without salt', 'Legumes and Legume Products'],
      ['16059', 'Chili with beans, canned', 'Legumes and Legume Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(shelf, query);

  it.each(['canned green chiles', 'canned diced green chiles', 'canned drained chopped green chiles'])(
    '%s → the canned chile peppers, not the green chile sauce, selected',
    (query) => {
      expect(m(query).selected?.ingredient_id).toBe('11980');
    },
  );

  it('green chiles alone are the fresh ones', () => {
    expect(m('green chiles').candidates[0]?.ingredient_id).toBe('11670');
  });

  it('dried pinto beans are SR28’s mature seeds, raw: selected', () => {
    expect(m('dried pinto beans').selected?.ingredient_id).toBe('16042');
  });

  it('dry pinto beans are the dried ones: selected (0.65 had been their best)', () => {
    expect(m('dry pinto beans').selected?.ingredient_id).toBe('16042');
  });

  it('dried lentils are not confidently the boiled ones', () => {
    const boiled = m('dried lentils').candidates.find((c) => c.ingredient_id === '16070');
    expect(boiled?.confidence ?? 0).toBeLessThan(0.5);
  });

  it('canned chili with beans is the dish', () => {
    expect(m('canned chili with beans').candidates[0]?.ingredient_id).toBe('16059');
  });
});

describe('rotisserie chicken and cooked turkey are the cooked meat', () => {
  const poultry = buildFoodIndex(
    sr28Foods([
      ['05013', 'Chicken, broilers or fryers, meat only, roasted', 'Poultry Products'],
      ['05009', 'Chicken, broilers or fryers, meat and skin, cooked, roasted', 'Poultry Products'],
      [
        '05349',
        'Chicken, broilers or fryers, back, meat only, cooked, rotisserie, original seasoning',
        'Poultry Products',
      ],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
      ['05166', 'Turkey, whole, meat and skin, cooked, roasted', 'Poultry Products'],
      ['05168', 'Turkey, whole, meat only, cooked, roasted', 'Poultry Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(poultry, query).candidates[0]?.ingredient_id;

  it.each([
    ['chopped rotisserie chicken', '05013'],
    ['rotisserie chicken meat', '05013'],
    ['roast chicken', '05013'],
    ['diced cooked turkey', '05168'],
  ])('%s → %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });

  it('cooked turkey with its skin said is the meat and skin', () => {
    expect(first('cooked turkey with skin')).toBe('05166');
  });
});

describe('lemons, black, green and Kalamata olives', () => {
  const fruit = buildFoodIndex(
    sr28Foods([
      ['09150', 'Lemons, raw, without peel', 'Fruits and Fruit Juices'],
      ['09152', 'Lemon juice, raw', 'Fruits and Fruit Juices'],
      ['09156', 'Lemon peel, raw', 'Fruits and Fruit Juices'],
      ['09193', 'Olives, ripe, canned (small-extra large)', 'Fruits and Fruit Juices'],
      ['09194', 'Olives, ripe, canned (jumbo-super colossal)', 'Fruits and Fruit Juices'],
      ['09195', 'Olives, pickled, canned or bottled, green', 'Fruits and Fruit Juices'],
    ]),
  );
  const m = (query: string) => matchIngredient(fruit, query);

  it.each([
    ['lemons', '09150'],
    ['lemon slices', '09150'],
    ['lemon peel', '09156'],
    ['black olives', '09193'],
    ['ripe olives', '09193'],
    ['green olives', '09195'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('jumbo black olives are the jumbo ones', () => {
    expect(m('jumbo black olives').candidates[0]?.ingredient_id).toBe('09194');
  });

  it.each(['Kalamata olives', 'Nicoise olives'])(
    '%s: SR28’s canned ripe olives first, but asked (a brine-cured olive, richer)',
    (query) => {
      expect(m(query).candidates[0]?.ingredient_id).toBe('09193');
      expect(m(query).selected).toBeNull();
    },
  );
});

describe('a bread or cake bought ready-made is SR28’s "commercially prepared" one', () => {
  const bakery = buildFoodIndex(
    sr28Foods([
      ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'],
      ['18070', 'Bread, white, commercially prepared, toasted', 'Baked Products'],
      ['18071', 'Bread, white, prepared from recipe, made with nonfat dry milk', 'Baked Products'],
      ['18133', 'Cake, sponge, commercially prepared', 'Baked Products'],
      ['18134', 'Cake, sponge, prepared from recipe', 'Baked Products'],
    ]),
  );

  it.each([
    ['white bread', '18069'],
    ['sponge cake', '18133'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(bakery, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a cake made from a recipe, said so, is the recipe one', () => {
    expect(matchIngredient(bakery, 'sponge cake prepared from recipe').candidates[0]?.ingredient_id).toBe(
      '18134',
    );
  });
});

describe('dates in a recipe are the common Deglet Noor unless Medjool are named', () => {
  const dates = buildFoodIndex(
    sr28Foods([
      ['09087', 'Dates, deglet noor', 'Fruits and Fruit Juices'],
      ['09421', 'Dates, medjool', 'Fruits and Fruit Juices'],
    ]),
  );

  it.each(['dates', 'pitted dates', 'dried dates', 'dried pitted dates'])(
    '%s → Deglet Noor, selected',
    (query) => {
      expect(matchIngredient(dates, query).selected?.ingredient_id).toBe('09087');
    },
  );

  it('Medjool dates are the Medjool', () => {
    expect(matchIngredient(dates, 'medjool dates').selected?.ingredient_id).toBe('09421');
  });
});

describe('shredded Mexican cheese is the Mexican blend', () => {
  const cheeses = buildFoodIndex(
    sr28Foods([
      ['01251', 'Cheese, Mexican blend', 'Dairy and Egg Products'],
      ['01209', 'Cheese, Mexican, blend, reduced fat', 'Dairy and Egg Products'],
      ['01165', 'Cheese, mexican, queso anejo', 'Dairy and Egg Products'],
      ['01166', 'Cheese, mexican, queso asadero', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    'shredded Mexican cheese',
    'Mexican-style cheese',
    'shredded Mexican style 4 cheese blend',
    'four cheese Mexican blend',
  ])('%s → 01251 first', (query) => {
    expect(matchIngredient(cheeses, query).candidates[0]?.ingredient_id).toBe('01251');
  });

  it('queso añejo named is queso añejo', () => {
    expect(matchIngredient(cheeses, 'queso anejo').selected?.ingredient_id).toBe('01165');
  });
});

describe('beef steak cuts named without the animal, and chestnuts', () => {
  const counter = buildFoodIndex(
    sr28Foods([
      [
        '13970',
        'Beef, flank, steak, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13909',
        'Beef, short loin, top loin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13891',
        'Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['10957', 'Pork, Leg Cap Steak, boneless, separable lean and fat, raw', 'Pork Products'],
      ['12093', 'Nuts, chestnuts, chinese, raw', 'Nut and Seed Products'],
      ['12097', 'Nuts, chestnuts, european, raw, unpeeled', 'Nut and Seed Products'],
      ['12167', 'Nuts, chestnuts, european, roasted', 'Nut and Seed Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(counter, query);

  it.each([
    ['flank steak', '13970'],
    ['strip steak', '13909'],
    ['New York strip steaks', '13909'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('chestnuts are the European ones', () => {
    expect(m('chestnuts').candidates[0]?.ingredient_id).toBe('12097');
    expect(m('roasted chestnuts').candidates[0]?.ingredient_id).toBe('12167');
  });
});

describe('cottage cheese, flour tortillas and shredded mozzarella in their usual forms', () => {
  const deli = buildFoodIndex(
    sr28Foods([
      ['01012', 'Cheese, cottage, creamed, large or small curd', 'Dairy and Egg Products'],
      ['43273', 'Cheese, cottage, with vegetables', 'Dairy and Egg Products'],
      ['01015', 'Cheese, cottage, lowfat, 2% milkfat', 'Dairy and Egg Products'],
      ['18364', 'Tortillas, ready-to-bake or -fry, flour, refrigerated', 'Baked Products'],
      ['18450', 'Tortillas, ready-to-bake or -fry, flour, without added calcium', 'Baked Products'],
      ['18970', 'Tortillas, ready-to-bake or -fry, flour, shelf stable', 'Baked Products'],
      ['01026', 'Cheese, mozzarella, whole milk', 'Dairy and Egg Products'],
      ['01029', 'Cheese, mozzarella, low moisture, part-skim', 'Dairy and Egg Products'],
      ['01271', 'Cheese, mozzarella, low moisture, part-skim, shredded', 'Dairy and Egg Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(deli, query);

  it.each([
    ['cottage cheese', '01012'],
    ['flour tortillas', '18364'],
    ['shredded mozzarella cheese', '01271'],
    ['grated mozzarella', '01029'],
    ['fresh mozzarella', '01026'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('lowfat cottage cheese is not the creamed one', () => {
    expect(m('lowfat cottage cheese').candidates[0]?.ingredient_id).toBe('01015');
  });
});

describe('canned tuna, whipped topping, deli ham and miniature marshmallows', () => {
  const store = buildFoodIndex(
    sr28Foods([
      ['15119', 'Fish, tuna, light, canned in oil, drained solids', 'Finfish and Shellfish Products'],
      ['15121', 'Fish, tuna, light, canned in water, drained solids', 'Finfish and Shellfish Products'],
      ['15124', 'Fish, tuna, white, canned in oil, drained solids', 'Finfish and Shellfish Products'],
      ['15126', 'Fish, tuna, white, canned in water, drained solids', 'Finfish and Shellfish Products'],
      ['15117', 'Fish, tuna, fresh, bluefin, raw', 'Finfish and Shellfish Products'],
      ['01073', 'Dessert topping, semi solid, frozen', 'Dairy and Egg Products'],
      ['42135', 'Whipped topping, frozen, low fat', 'Dairy and Egg Products'],
      ['07029', 'Ham, sliced, regular (approximately 11% fat)', 'Sausages and Luncheon Meats'],
      ['07945', 'Turkey ham, sliced, extra lean, prepackaged or deli-sliced', 'Sausages and Luncheon Meats'],
      ['19116', 'Candies, marshmallows', 'Sweets'],
      [
        '08384',
        "Cereals ready-to-eat, KELLOGG, KELLOGG'S MINI-WHEATS, unfrosted bite size",
        'Breakfast Cereals',
      ],
      ['20074', 'Wheat, hard white', 'Cereal Grains and Pasta'],
    ]),
  );
  const m = (query: string) => matchIngredient(store, query);

  it.each([
    ['canned tuna', '15121'],
    ['canned tuna in water', '15121'],
    ['tuna canned in oil', '15119'],
    ['frozen whipped topping', '01073'],
    ['Cool Whip', '01073'],
    ['light whipped topping', '42135'],
    ['deli ham', '07029'],
    ['mini marshmallows', '19116'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('albacore and white tuna are the white tuna', () => {
    expect(m('canned albacore tuna').candidates[0]?.ingredient_id).toMatch(/^1512[46]$/);
    expect(m('canned white tuna in water').candidates[0]?.ingredient_id).toBe('15126');
  });

  it('Mini-Wheats are the cereal, not small wheat', () => {
    expect(m('mini wheats').candidates[0]?.ingredient_id).toBe('08384');
  });
});

describe('a cream-of soup from a can is the condensed one', () => {
  const soups = buildFoodIndex(
    sr28Foods([
      ['06016', 'Soup, cream of chicken, canned, condensed', 'Soups, Sauces, and Gravies'],
      ['06043', 'Soup, cream of mushroom, canned, condensed', 'Soups, Sauces, and Gravies'],
      ['06968', 'Soup, cream of mushroom, low sodium, ready-to-serve, canned', 'Soups, Sauces, and Gravies'],
      [
        '06216',
        'Soup, cream of chicken, canned, prepared with equal volume milk',
        'Soups, Sauces, and Gravies',
      ],
    ]),
  );
  const m = (query: string) => matchIngredient(soups, query);

  it.each([
    ['canned cream of chicken soup', '06016'],
    ['canned cream of mushroom soup', '06043'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it('one said ready-to-serve stays ready-to-serve', () => {
    expect(m('ready-to-serve cream of mushroom soup').candidates[0]?.ingredient_id).toBe('06968');
  });
});

describe('light soy sauce and pitta bread', () => {
  const shelf = buildFoodIndex(
    sr28Foods([
      ['16123', 'Soy sauce made from soy and wheat (shoyu)', 'Legumes and Legume Products'],
      ['16424', 'Soy sauce made from soy and wheat (shoyu), low sodium', 'Legumes and Legume Products'],
      ['18041', 'Bread, pita, white, enriched', 'Baked Products'],
      ['18413', 'Bread, pita, white, unenriched', 'Baked Products'],
      ['18042', 'Bread, pita, whole-wheat', 'Baked Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(shelf, query);

  it.each([
    ['light soy sauce', '16123'],
    ['lite soy sauce', '16424'],
    ['pitta breads', '18041'],
    ['pita bread', '18041'],
    ['wholemeal pitta', '18042'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('coconut cream for cooking is unsweetened; cream of coconut is sweetened', () => {
  const coconut = buildFoodIndex(
    sr28Foods([
      ['12115', 'Nuts, coconut cream, raw (liquid expressed from grated meat)', 'Nut and Seed Products'],
      ['12116', 'Nuts, coconut cream, canned, sweetened', 'Nut and Seed Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(coconut, query).candidates[0]?.ingredient_id;

  it.each([
    ['canned coconut cream', '12115'],
    ['unsweetened coconut cream', '12115'],
    ['cream of coconut', '12116'],
    ['canned sweetened coconut cream', '12116'],
  ])('%s → %s', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });
});

describe('unflavored gelatin and flavoured gelatin dessert', () => {
  const gelatins = buildFoodIndex(
    sr28Foods([
      ['19177', 'Gelatins, dry powder, unsweetened', 'Sweets'],
      ['19172', 'Gelatin desserts, dry mix', 'Sweets'],
      ['09150', 'Lemons, raw, without peel', 'Fruits and Fruit Juices'],
    ]),
  );

  it.each([
    ['unflavored gelatin', '19177'],
    ['unflavoured gelatine', '19177'],
    ['lemon gelatin', '19172'],
    ['strawberry gelatine', '19172'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(gelatins, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('chicken tenders and crabmeat', () => {
  const counter = buildFoodIndex(
    sr28Foods([
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
      ['05327', 'Chicken breast tenders, breaded, uncooked', 'Poultry Products'],
      ['15140', 'Crustaceans, crab, blue, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15139', 'Crustaceans, crab, blue, raw', 'Finfish and Shellfish Products'],
    ]),
  );
  const first = (query: string) => matchIngredient(counter, query).candidates[0]?.ingredient_id;

  it.each([
    ['chicken tenders', '05062'],
    ['breaded chicken tenders', '05327'],
    ['crabmeat', '15140'],
  ])('%s → %s first', (query, ndb) => {
    expect(first(query)).toBe(ndb);
  });
});

describe('milk by its fat, and light cream cheese and sour cream', () => {
  const dairy = buildFoodIndex(
    sr28Foods([
      ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
      [
        '01079',
        'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D',
        'Dairy and Egg Products',
      ],
      [
        '01082',
        'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D',
        'Dairy and Egg Products',
      ],
      ['01291', 'Milk, evaporated, 2% fat, with added vitamin A and vitamin D', 'Dairy and Egg Products'],
      ['01017', 'Cheese, cream', 'Dairy and Egg Products'],
      ['43274', 'Cheese, cream, low fat', 'Dairy and Egg Products'],
      ['01056', 'Cream, sour, cultured', 'Dairy and Egg Products'],
      ['01055', 'Cream, sour, reduced fat, cultured', 'Dairy and Egg Products'],
      ['01179', 'Sour cream, light', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    ['2% milk', '01079'],
    ['1% milk', '01082'],
    // SR28's light sour cream, not its reduced-fat one (a fifth more fat), which had been selected.
    ['light sour cream', '01179'],
    ['reduced fat sour cream', '01055'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(dairy, query).selected?.ingredient_id).toBe(ndb);
  });

  it('light cream cheese is the low-fat one, cream cheese the regular one', () => {
    expect(matchIngredient(dairy, 'light cream cheese').candidates[0]?.ingredient_id).toBe('43274');
    expect(matchIngredient(dairy, 'cream cheese').candidates[0]?.ingredient_id).toBe('01017');
  });
});

describe('minced meat is ground meat', () => {
  const meats = buildFoodIndex(
    sr28Foods([
      ['10219', 'Pork, fresh, ground, raw', 'Pork Products'],
      ['10001', 'Pork, fresh, carcass, separable lean and fat, raw', 'Pork Products'],
      ['17224', 'Lamb, ground, raw', 'Lamb, Veal, and Game Products'],
    ]),
  );

  it.each([
    ['minced pork', '10219'],
    ['minced lamb', '17224'],
  ])('%s → %s first', (query, ndb) => {
    expect(matchIngredient(meats, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('short words and words ending in "less" are words, not misspellings', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['20109', 'Noodles, egg, dry, enriched', 'Cereal Grains and Pasta'],
      ['14106', 'Alcoholic beverage, wine, table, white', 'Beverages'],
      ['01033', 'Cheese, parmesan, hard', 'Dairy and Egg Products'],
      ['01012', 'Cheese, cottage, creamed, large or small curd', 'Dairy and Egg Products'],
      ['09040', 'Bananas, raw', 'Fruits and Fruit Juices'],
      ['20005', 'Barley, hulled', 'Cereal Grains and Pasta'],
    ]),
  );

  it.each([
    // "wide" had been corrected to "wine", "curls" to "curd", "barely" to "barley".
    ['wide egg noodles', 'egg noodle wide', '20109'],
    ['shaved Parmesan curls', 'hard parmesan curl', '01033'],
    ['barely ripe bananas', 'banana bareli ripe', '09040'],
  ])('%s is searched as "%s", %s first', (query, normalized, ndb) => {
    const result = matchIngredient(foods, query);
    expect(result.normalized_query).toBe(normalized);
    expect(result.candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('boiled, steamed and poached are SR28’s "cooked, moist heat"', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['15147', 'Crustaceans, lobster, northern, raw', 'Finfish and Shellfish Products'],
      ['15148', 'Crustaceans, lobster, northern, cooked, moist heat', 'Finfish and Shellfish Products'],
      [
        '15149',
        'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
        'Finfish and Shellfish Products',
      ],
      [
        '15151',
        'Crustaceans, shrimp, mixed species, cooked, moist heat (may have been previously frozen)',
        'Finfish and Shellfish Products',
      ],
      ['15157', 'Mollusks, clam, mixed species, raw', 'Finfish and Shellfish Products'],
      ['15159', 'Mollusks, clam, mixed species, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
      ['05065', 'Chicken, broilers or fryers, breast, meat only, cooked, stewed', 'Poultry Products'],
      ['01123', 'Egg, whole, raw, fresh', 'Dairy and Egg Products'],
      ['01129', 'Egg, whole, cooked, hard-boiled', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    ['boiled lobster', '15148'],
    ['boiled shrimp', '15151'],
    ['steamed clams', '15159'],
    ['poached chicken breast', '05065'],
    ['boiled eggs', '01129'],
    ['lobster', '15147'],
  ])('%s → %s first', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it.each([
    // Moist heat is the very thing boiled and steamed say: "boiled lobster" had stopped at 0.88
    // where "cooked lobster" resolved.
    ['boiled lobster', '15148'],
    ['steamed lobster', '15148'],
    ['cooked lobster', '15148'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('toasted: the food bought, unless the catalogue sells it toasted', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['12147', 'Nuts, pine nuts, dried', 'Nut and Seed Products'],
      ['12149', 'Nuts, pine nuts, pinyon, dried', 'Nut and Seed Products'],
      ['12142', 'Nuts, pecans', 'Nut and Seed Products'],
      ['12143', 'Nuts, pecans, dry roasted, without salt added', 'Nut and Seed Products'],
      ['12155', 'Nuts, walnuts, english', 'Nut and Seed Products'],
      ['12135', 'Nuts, mixed nuts, dry roasted, with peanuts, without salt added', 'Nut and Seed Products'],
      ['12023', 'Seeds, sesame seeds, whole, dried', 'Nut and Seed Products'],
      ['12024', 'Seeds, sesame seeds, whole, roasted and toasted', 'Nut and Seed Products'],
      ['02014', 'Spices, cumin seed', 'Spices and Herbs'],
    ]),
  );

  it.each([
    // No toasted pine nuts or cumin: the cook toasts the ones bought (they had stopped at 0.64).
    ['toasted pine nuts', '12147', 'pine nut toasted'],
    ['cumin, toasted', '02014', 'cumin toasted'],
    // SR28 sells these toasted: they are searched for.
    ['toasted pecans', '12143', 'toasted pecan'],
    ['toasted sesame seeds', '12024', 'toasted sesame seed'],
  ])('%s → %s, selected, searched as "%s"', (query, ndb, normalized) => {
    const result = matchIngredient(foods, query);
    expect(result.selected?.ingredient_id).toBe(ndb);
    expect(result.normalized_query).toBe(normalized);
  });
});

describe('two brands of one food, the first a word of no food', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['04025', 'Salad dressing, mayonnaise, regular', 'Fats and Oils'],
      ['01047', 'Cheese food, pasteurized process, swiss', 'Dairy and Egg Products'],
      ['07029', 'Ham, sliced, regular (approximately 11% fat)', 'Sausages and Luncheon Meats'],
    ]),
  );

  it.each([
    // The first alternative was an unknown brand: nothing had been searched for.
    ['Hellmann’s or Best Foods Real Mayonnaise', '04025'],
    // "Best Foods" had found a cheese food.
    ['real mayonnaise such as Best Foods', '04025'],
    ['prosciutto or ham', '07029'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('crab, oysters and hominy: the kind most sold in the US unless another is named', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['15140', 'Crustaceans, crab, blue, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15226', 'Crustaceans, crab, dungeness, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15143', 'Crustaceans, crab, dungeness, raw', 'Finfish and Shellfish Products'],
      ['15167', 'Mollusks, oyster, eastern, wild, raw', 'Finfish and Shellfish Products'],
      ['15171', 'Mollusks, oyster, Pacific, raw', 'Finfish and Shellfish Products'],
      ['11987', 'Mushrooms, oyster, raw', 'Vegetables and Vegetable Products'],
      ['20030', 'Hominy, canned, white', 'Cereal Grains and Pasta'],
      ['20330', 'Hominy, canned, yellow', 'Cereal Grains and Pasta'],
      ['15147', 'Crustaceans, lobster, northern, raw', 'Finfish and Shellfish Products'],
      ['15148', 'Crustaceans, lobster, northern, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15154', 'Crustaceans, spiny lobster, mixed species, raw', 'Finfish and Shellfish Products'],
      [
        '15228',
        'Crustaceans, spiny lobster, mixed species, cooked, moist heat',
        'Finfish and Shellfish Products',
      ],
    ]),
  );

  it.each([
    // Lobster meat, like crab meat, is sold cooked, picked from the shell (the raw lobster had
    // been selected); lobster tails are sold raw.
    ['lobster meat', '15148'],
    ['raw lobster meat', '15147'],
    ['lobster tails', '15147'],
  ])('%s → %s first', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it.each([
    // Each had stopped at 0.88-0.89, its sibling kinds as likely.
    ['lump crab meat', '15140'],
    ['oysters', '15167'],
    ['canned hominy', '20030'],
    ['dungeness crab meat', '15226'],
    ['pacific oysters', '15171'],
    ['yellow hominy', '20330'],
    ['oyster mushrooms', '11987'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('words that say nothing of which food it is', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11304', 'Peas, green, raw', 'Vegetables and Vegetable Products'],
      ['19296', 'Honey', 'Sweets'],
      ['15035', 'Fish, haddock, smoked', 'Finfish and Shellfish Products'],
      ['11209', 'Eggplant, raw', 'Vegetables and Vegetable Products'],
    ]),
  );

  it.each([
    // Each had cost 0.1 of match quality as an unknown word (0.78: asked).
    ['fresh shelled peas', '11304'],
    ['unpasteurized honey', '19296'],
    ['smoked, undyed haddock fillets', '15035'],
    ['nice firm aubergines', '11209'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('a list of names in one part: "Mushrooms, brown, italian, or crimini"', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11266', 'Mushrooms, brown, italian, or crimini, raw', 'Vegetables and Vegetable Products'],
      ['11260', 'Mushrooms, white, raw', 'Vegetables and Vegetable Products'],
      ['11643', 'Squash, winter, all varieties, raw', 'Vegetables and Vegetable Products'],
      [
        '11493',
        'Squash, winter, spaghetti, cooked, boiled, drained, or baked, without salt',
        'Vegetables and Vegetable Products',
      ],
    ]),
  );

  it.each([
    // Each name of the list names the food ("brown" alone had been its identity: 0.74).
    ['cremini mushrooms', '11266'],
    ['crimini mushrooms', '11266'],
    ['italian brown mushrooms', '11266'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a list of ways of cooking is no list of kinds: winter squash is not spaghetti squash', () => {
    expect(matchIngredient(foods, 'winter squash').candidates[0]?.ingredient_id).toBe('11643');
  });
});

describe('crushed: the cook’s doing, unless the food is sold crushed; mixes are dry mixes', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['18173', 'Cookies, graham crackers, plain or honey (includes cinnamon)', 'Baked Products'],
      ['11693', 'Tomatoes, crushed, canned', 'Vegetables and Vegetable Products'],
      ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
      ['09266', 'Pineapple, raw, all varieties', 'Fruits and Fruit Juices'],
      ['09268', 'Pineapple, canned, juice pack, solids and liquids', 'Fruits and Fruit Juices'],
      ['11670', 'Peppers, hot chili, green, raw', 'Vegetables and Vegetable Products'],
      ['02031', 'Spices, pepper, red or cayenne', 'Spices and Herbs'],
      ['18144', 'Cake, yellow, enriched, dry mix', 'Baked Products'],
      ['18420', 'Cake, yellow, unenriched, dry mix', 'Baked Products'],
      ['02075', 'Seasoning mix, dry, taco, original', 'Spices and Herbs'],
    ]),
  );

  it.each([
    // Each had stopped at 0.54-0.84.
    ['graham cracker crumbs', '18173'],
    ['yellow cake mix', '18144'],
    ['taco seasoning', '02075'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['crushed tomatoes', '11693'],
    // Crushed pineapple is sold canned, never raw.
    ['crushed pineapple', '09268'],
    // British crushed chillies are the dried flakes, not a fresh green chilli.
    ['crushed chillies', '02031'],
  ])('%s → %s first', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('beers by colour or origin', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['14003', 'Alcoholic beverage, beer, regular, all', 'Beverages'],
      ['14251', 'Alcoholic beverages, beer, higher alcohol', 'Beverages'],
      ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
    ]),
  );

  it.each([
    // "pale" had cost 0.1 as an unknown word (0.78); "dark Mexican" had found nothing sure (0.47).
    ['pale ale', '14003'],
    ['dark Mexican lager', '14003'],
    // A stout by its brand had found nothing.
    ['Guinness', '14003'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('hot fudge is chocolate syrup, not a hot sauce', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['19348', 'Syrups, chocolate, fudge-type', 'Sweets'],
      ['06168', 'Sauce, ready-to-serve, pepper or hot', 'Soups, Sauces, and Gravies'],
    ]),
  );

  it.each(['hot fudge sauce', 'hot fudge topping', 'fudge sauce'])('%s → 19348 first', (query) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe('19348');
  });
});

describe('cocoa is unsweetened cocoa powder; Dutch-process is SR28’s "processed with alkali"', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['19165', 'Cocoa, dry powder, unsweetened', 'Sweets'],
      ['19166', 'Cocoa, dry powder, unsweetened, processed with alkali', 'Sweets'],
      ['19859', 'Cocoa, dry powder, hi-fat or breakfast, plain', 'Sweets'],
      ['19860', 'Cocoa, dry powder, hi-fat or breakfast, processed with alkali', 'Sweets'],
      ['14192', 'Beverages, Cocoa mix, powder', 'Beverages'],
    ]),
  );

  it.each([
    // "with alkali" had been read as an added ingredient, earning half (0.71).
    ['Dutch-process cocoa', '19166'],
    ['dutched cocoa', '19166'],
    // A bare "cocoa" had lacked SR28's "powder" (0.83).
    ['cocoa', '19165'],
    ['unsweetened cocoa', '19165'],
  ])('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('breakfast cocoa and cocoa mix are named, not the default', () => {
    expect(matchIngredient(foods, 'breakfast cocoa').candidates[0]?.ingredient_id).toBe('19859');
    expect(matchIngredient(foods, 'cocoa mix').candidates[0]?.ingredient_id).toBe('14192');
  });
});

describe('cooked duck is the meat, as cooked chicken and turkey are', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['05140', 'Duck, domesticated, meat and skin, cooked, roasted', 'Poultry Products'],
      ['05142', 'Duck, domesticated, meat only, cooked, roasted', 'Poultry Products'],
      ['05139', 'Duck, domesticated, meat and skin, raw', 'Poultry Products'],
    ]),
  );

  it('shredded cooked duck → the meat only', () => {
    expect(matchIngredient(foods, 'shredded cooked duck').candidates[0]?.ingredient_id).toBe('05142');
  });

  it('unless the line keeps the skin', () => {
    expect(matchIngredient(foods, 'cooked duck with skin').candidates[0]?.ingredient_id).toBe('05140');
  });
});

describe('grape, apple, mint and quince jelly are SR28’s fruit jelly', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['19300', 'Jellies', 'Sweets'],
      ['19297', 'Jams and preserves', 'Sweets'],
      ['19172', 'Gelatin desserts, dry mix', 'Sweets'],
      [
        '09135',
        'Grape juice, canned or bottled, unsweetened, without added ascorbic acid',
        'Fruits and Fruit Juices',
      ],
      ['09003', 'Apples, raw, with skin', 'Fruits and Fruit Juices'],
    ]),
  );

  it.each(['grape jelly', 'apple jelly', 'mint jelly', 'quince jelly'])('%s → 19300, selected', (query) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('19300');
  });

  it('strawberry jelly is left to a person: a British recipe sets it as a dessert', () => {
    expect(matchIngredient(foods, 'strawberry jelly').selected).toBeNull();
  });
});

describe('tea leaves are not the tea brewed from them', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['14247', 'Beverages, tea, black, ready to drink', 'Beverages'],
      ['14355', 'Beverages, tea, black, brewed, prepared with tap water', 'Beverages'],
      ['02064', 'Spearmint, fresh', 'Spices and Herbs'],
    ]),
  );

  it('black tea leaves are asked: a quarter cup of leaves had weighed as 59 g of the drink', () => {
    expect(matchIngredient(foods, 'black tea leaves').selected).toBeNull();
  });

  it('brewed tea and other leaves are as before', () => {
    expect(matchIngredient(foods, 'brewed black tea').selected?.ingredient_id).toBe('14355');
    expect(matchIngredient(foods, 'fresh mint leaves').selected?.ingredient_id).toBe('02064');
  });
});

describe('the kinds a name says it includes', () => {
  it.each([
    [
      'Lettuce, butterhead (includes boston and bibb types), raw',
      ['boston Lettuce, raw', 'bibb Lettuce, raw'],
    ],
    ['Bread, french or vienna, toasted (includes sourdough)', ['sourdough Bread, toasted']],
    // The kind stands in for the first qualifier, past one of how the food is made or kept.
    [
      'Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)',
      [
        'onion Bagels, enriched, with calcium propionate',
        'poppy Bagels, enriched, with calcium propionate',
        'sesame Bagels, enriched, with calcium propionate',
      ],
    ],
    [
      'Crackers, saltines, low salt (includes oyster, soda, soup)',
      ['oyster Crackers, low salt', 'soda Crackers, low salt', 'soup Crackers, low salt'],
    ],
    // For a list of alternatives it follows, that list; a state before it stays.
    ['Cookies, graham crackers, plain or honey (includes cinnamon)', ['cinnamon Cookies, graham crackers']],
    ['Dove, cooked (includes squab)', ['squab Dove, cooked']],
  ] as const)('%s → %j', (name, aliases) => {
    expect(includedKindAliases(name)).toEqual(aliases);
  });

  it.each([
    'Pickles, cucumber, sweet (includes bread and butter pickles)',
    'Muffins, blueberry, commercially prepared (Includes mini-muffins)',
    'Cake, pound, commercially prepared, butter (includes fresh and frozen)',
    'Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt',
    'Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)',
    'Onions, spring or scallions (includes tops and bulb), raw',
  ])('%s names no kind of it', (name) => {
    expect(includedKindAliases(name)).toEqual([]);
  });

  const foods = buildFoodIndex(
    sr28Foods([
      [
        '11250',
        'Lettuce, butterhead (includes boston and bibb types), raw',
        'Vegetables and Vegetable Products',
      ],
      ['11251', 'Lettuce, cos or romaine, raw', 'Vegetables and Vegetable Products'],
      ['11252', 'Lettuce, iceberg (includes crisphead types), raw', 'Vegetables and Vegetable Products'],
      ['18029', 'Bread, french or vienna (includes sourdough)', 'Baked Products'],
      ['18030', 'Bread, french or vienna, toasted (includes sourdough)', 'Baked Products'],
      ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'],
      ['18204', 'Cookies, sugar, commercially prepared, regular (includes vanilla)', 'Baked Products'],
      ['02050', 'Vanilla extract', 'Spices and Herbs'],
    ]),
  );

  it.each([
    // Butterhead had cost "bibb lettuce" 0.04 of quality: asked at 0.88.
    ['bibb lettuce', '11250'],
    ['boston lettuce', '11250'],
    ['crisphead lettuce', '11252'],
    ['sourdough bread', '18029'],
    ['toasted sourdough bread', '18030'],
  ] as const)('%s → %s, selected', (query, id) => {
    const r = matchIngredient(foods, query);
    expect(r.selected?.ingredient_id).toBe(id);
    expect(r.candidates[0]?.confidence).toBeGreaterThanOrEqual(SELECT_MIN_CONFIDENCE);
  });

  it('a kind alone is not the food it is a kind of: vanilla is the extract, not sugar cookies', () => {
    expect(matchIngredient(foods, 'vanilla').selected?.ingredient_id).toBe('02050');
  });

  it('a kind named alone finds the food by its own name, its toasted sibling no rival', () => {
    const r = matchIngredient(foods, 'sourdough');
    expect(r.candidates[0]?.ingredient_id).toBe('18029');
    expect(r.candidates[0]?.confidence).toBeGreaterThanOrEqual(SELECT_MIN_CONFIDENCE);
  });
});

describe('rice wine and rice vinegar', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['43479', 'Alcoholic beverage, rice (sake)', 'Beverages'],
      ['14096', 'Alcoholic beverage, wine, table, red', 'Beverages'],
      ['14106', 'Alcoholic beverage, wine, table, white', 'Beverages'],
      ['14084', 'Alcoholic beverage, wine, table, all', 'Beverages'],
      ['02053', 'Vinegar, distilled', 'Spices and Herbs'],
      ['02068', 'Vinegar, red wine', 'Spices and Herbs'],
      ['02048', 'Vinegar, cider', 'Spices and Herbs'],
    ]),
  );

  it('rice wine is SR28’s sake (its grape table wine had come first)', () => {
    expect(matchIngredient(foods, 'rice wine').selected?.ingredient_id).toBe('43479');
  });

  it('a plain vinegar of a kind SR28 lacks is its distilled vinegar (0 kcal a tablespoon alike)', () => {
    for (const name of [
      'rice vinegar',
      'rice wine vinegar',
      'rice-wine vinegar',
      'unseasoned rice vinegar',
      'malt vinegar',
      'coconut vinegar',
      'cane vinegar',
    ]) {
      expect(matchIngredient(foods, name).selected?.ingredient_id, name).toBe('02053');
    }
  });

  it('a seasoned (sushi) rice vinegar, sugared and salted, and Chinese black vinegar stay asked', () => {
    for (const name of [
      'seasoned rice vinegar',
      'sushi vinegar',
      'Chinese black rice vinegar',
      'black vinegar',
    ]) {
      expect(matchIngredient(foods, name).selected, name).toBeNull();
    }
  });

  it('Shaoxing wine, sold salted for cooking, is not taken for sake', () => {
    expect(matchIngredient(foods, 'Shaoxing wine').selected).toBeNull();
  });
});

describe('seedless fruit is the fruit', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['09202', 'Oranges, raw, navels', 'Fruits and Fruit Juices'],
      ['09200', 'Oranges, raw, all commercial varieties', 'Fruits and Fruit Juices'],
      ['09326', 'Watermelon, raw', 'Fruits and Fruit Juices'],
      ['09298', 'Raisins, seedless', 'Fruits and Fruit Juices'],
      ['09297', 'Raisins, golden seedless', 'Fruits and Fruit Juices'],
      ['19297', 'Jams and preserves', 'Sweets'],
    ]),
  );

  it.each([
    // "Seedless" had been a word no food had: "seedless navel oranges" asked at 0.65.
    ['seedless navel oranges', '09202'],
    ['seedless watermelon', '09326'],
    ['seedless raspberry jam', '19297'],
    // SR28's own seedless raisins keep the word.
    ['seedless raisins', '09298'],
    // Dark raisins, named against golden ones, are the ordinary raisins (asked at 0.58).
    ['dark raisins', '09298'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('day-old bread is the bread', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'],
      ['18027', 'Bread, egg', 'Baked Products'],
    ]),
  );

  it('"day-old bread" → white bread, selected ("day" and "old" had been words no food has)', () => {
    expect(matchIngredient(foods, 'day-old bread').selected?.ingredient_id).toBe('18069');
  });
});

describe('a rib is a cut of meat, and a rib of celery a stalk', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      [
        '23327',
        'Beef, round, top round roast, boneless, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13824',
        'Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['11143', 'Celery, raw', 'Vegetables and Vegetable Products'],
    ]),
  );

  it('"beef rib roast" is the rib section, not the top round roast ("rib" had said nothing: 0.99)', () => {
    expect(matchIngredient(foods, 'beef rib roast').selected?.ingredient_id).toBe('13824');
    expect(matchIngredient(foods, 'prime rib').selected?.ingredient_id).toBe('13824');
  });

  it.each(['celery rib', 'celery ribs', 'rib of celery', 'ribs of celery'])(
    '%s → 11143, selected',
    (query) => {
      expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('11143');
    },
  );
});

describe('evaporated and condensed milk come in cans; a sharp cheddar sliced is the sharp cheddar', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
      [
        '01096',
        'Milk, canned, evaporated, with added vitamin D and without added vitamin A',
        'Dairy and Egg Products',
      ],
      ['01153', 'Milk, canned, evaporated, with added vitamin A', 'Dairy and Egg Products'],
      [
        '01097',
        'Milk, canned, evaporated, nonfat, with added vitamin A and vitamin D',
        'Dairy and Egg Products',
      ],
      ['01291', 'Milk, evaporated, 2% fat, with added vitamin A and vitamin D', 'Dairy and Egg Products'],
      ['01095', 'Milk, canned, condensed, sweetened', 'Dairy and Egg Products'],
      ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
      ['01270', 'Cheese, cheddar, sharp, sliced', 'Dairy and Egg Products'],
      ['01265', 'Cheese, cheddar, nonfat or fat free', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    // "canned" had cost a word no line says: evaporated milk asked at 0.86.
    ['evaporated milk', '01096'],
    ['fat-free evaporated milk', '01097'],
    // Condensed milk is the sweetened one (unsweetened, it is evaporated): asked at 0.84.
    ['condensed milk', '01095'],
    ['sweetened condensed milk', '01095'],
    // "sliced" had cost a cheese named by its sharpness: asked at 0.89.
    ['sharp cheddar cheese', '01270'],
    ['extra-sharp cheddar', '01270'],
    ['mature cheddar', '01270'],
    ['cheddar cheese', '01009'],
    // British strong, American aged: sharp; white cheddar is cheddar uncoloured (0.58).
    ['strong cheddar', '01270'],
    ['aged cheddar', '01270'],
    ['white cheddar', '01009'],
    ['sharp white cheddar', '01270'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a fat-free condensed milk, which SR28 lacks, is asked', () => {
    expect(matchIngredient(foods, 'fat-free sweetened condensed milk').selected).toBeNull();
  });
});

describe('vegetable stock is the vegetable broth SR28 lists', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['06700', 'Soup, vegetable broth, ready to serve', 'Soups, Sauces, and Gravies'],
      ['06615', 'Soup, SWANSON, vegetable broth', 'Soups, Sauces, and Gravies'],
      ['06172', 'Soup, stock, chicken, home-prepared', 'Soups, Sauces, and Gravies'],
      ['06194', 'Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies'],
    ]),
  );

  // SR28 has no home-prepared vegetable stock: "stock" against "broth" had stopped at 0.87.
  it.each([
    ['vegetable stock', '06700'],
    ['hot vegetable stock', '06700'],
    ['chicken stock', '06172'],
    ['hot chicken stock', '06172'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('stocks SR28 does not list are made as one it does', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['06170', 'Soup, stock, beef, home-prepared', 'Soups, Sauces, and Gravies'],
      ['06172', 'Soup, stock, chicken, home-prepared', 'Soups, Sauces, and Gravies'],
      ['06008', 'Soup, beef broth or bouillon canned, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['06194', 'Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['06076', 'Soup, beef broth, cubed, dry', 'Soups, Sauces, and Gravies'],
    ]),
  );

  // Each had been asked at 0.57, beef stock first.
  it.each([
    ['veal stock', '06170'],
    ['lamb stock', '06170'],
    ['duck stock', '06172'],
    ['lamb stock cube', '06076'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('dried pasta shapes are SR28’s dry pasta', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['20120', 'Pasta, dry, enriched', 'Cereal Grains and Pasta'],
      ['20093', 'Pasta, fresh-refrigerated, plain, as purchased', 'Cereal Grains and Pasta'],
      ['20028', 'Couscous, dry', 'Cereal Grains and Pasta'],
      ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'],
      ['16051', 'Beans, white, mature seeds, canned', 'Legumes and Legume Products'],
    ]),
  );

  it.each([
    // Spelled into "cannellini" (white beans), then white bread.
    'capellini',
    'spaghettini',
    'campanelle',
    'acini di pepe',
    'trofie',
    'casarecce',
    'strozzapreti',
    'tubetti',
    'cavatelli',
    'mezze rigatoni',
    'bow tie pasta',
    'lasagne sheets',
  ])('%s → 20120, selected', (query) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('20120');
  });

  it('Israeli or pearl couscous is couscous', () => {
    expect(matchIngredient(foods, 'Israeli couscous').selected?.ingredient_id).toBe('20028');
    expect(matchIngredient(foods, 'pearl couscous').selected?.ingredient_id).toBe('20028');
  });

  it('a fresh shape is the fresh pasta', () => {
    expect(matchIngredient(foods, 'fresh tagliatelle').candidates[0]?.ingredient_id).toBe('20093');
  });
});

describe('cheeses and creams SR28 lists under another name', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['01032', 'Cheese, parmesan, grated', 'Dairy and Egg Products'],
      ['01033', 'Cheese, parmesan, hard', 'Dairy and Egg Products'],
      ['01053', 'Cream, fluid, heavy whipping', 'Dairy and Egg Products'],
      ['01056', 'Cream, sour, cultured', 'Dairy and Egg Products'],
      ['18310', 'Pie, chocolate creme, commercially prepared', 'Baked Products'],
    ]),
  );

  it('Grana Padano is the Parmesan SR28 lists: grated, or hard when shaved', () => {
    expect(matchIngredient(foods, 'grated grana padano').selected?.ingredient_id).toBe('01032');
    expect(matchIngredient(foods, 'shaved grana padano').selected?.ingredient_id).toBe('01033');
  });

  it('"Reggiano", alone or with Parmesan, is Parmigiano-Reggiano (it had cost a word no food has)', () => {
    expect(matchIngredient(foods, 'grated Reggiano Parmesan').selected?.ingredient_id).toBe('01032');
    expect(matchIngredient(foods, 'grated reggiano').selected?.ingredient_id).toBe('01032');
  });

  it('crème fraîche offers the heavy cream it is soured from, and is asked (a chocolate pie had come first)', () => {
    const r = matchIngredient(foods, 'crème fraîche');
    expect(r.selected).toBeNull();
    expect(r.candidates[0]?.ingredient_id).toBe('01053');
  });
});

describe('sausages: pork unless another meat is named, and kinds SR28 names alone', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['07036', 'Sausage, Italian, pork, raw', 'Sausages and Luncheon Meats'],
      ['07089', 'Sausage, Italian, pork, cooked', 'Sausages and Luncheon Meats'],
      ['07914', 'Sausage, Italian, sweet, links', 'Sausages and Luncheon Meats'],
      ['07927', 'Sausage, Italian, turkey, smoked', 'Sausages and Luncheon Meats'],
      ['07063', 'Pork sausage, link/patty, unprepared', 'Sausages and Luncheon Meats'],
      ['07919', 'Sausage, turkey, breakfast links, mild', 'Sausages and Luncheon Meats'],
      ['07074', 'Smoked link sausage, pork', 'Sausages and Luncheon Meats'],
      ['07075', 'Sausage, smoked link sausage, pork and beef', 'Sausages and Luncheon Meats'],
      ['07019', 'Chorizo, pork and beef', 'Sausages and Luncheon Meats'],
      ['07970', 'Kielbasa, fully cooked, unheated', 'Sausages and Luncheon Meats'],
      ['07968', 'Kielbasa, fully cooked, grilled', 'Sausages and Luncheon Meats'],
      [
        '07907',
        'USDA Commodity, pork sausage, bulk/links/patties, frozen, raw',
        'Sausages and Luncheon Meats',
      ],
    ]),
  );

  it.each([
    // "pork" had cost a word the line does not say: 0.89.
    ['Italian sausage', '07036'],
    ['sweet Italian sausage', '07914'],
    ['smoked sausage', '07074'],
    ['sausage', '07063'],
    // SR28's turkey breakfast links had come first.
    ['breakfast sausage', '07063'],
    // Sausage sold loose, not in links: asked at 0.65, with the USDA commodity sausage first.
    ['bulk Italian sausage', '07036'],
    ['bulk sausage', '07063'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    // "sausage" after the kind had offered the Italian pork sausage first (0.53).
    ['kielbasa sausage', '07970'],
    ['chorizo sausage', '07019'],
    // A meat named is still that meat's sausage.
    ['Italian turkey sausage', '07927'],
  ] as const)('%s offers %s first', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('branzino is the European sea bass', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['15091', 'Fish, sea bass, mixed species, raw', 'Finfish and Shellfish Products'],
      ['15003', 'Fish, bass, fresh water, mixed species, raw', 'Finfish and Shellfish Products'],
    ]),
  );

  it.each(['branzino fillets', 'whole branzini'])(
    '%s → 15091, selected (no food had been found)',
    (query) => {
      expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('15091');
    },
  );
});

describe('horseradish is the prepared one of a jar; pesto the refrigerated sauce', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['02055', 'Horseradish, prepared', 'Spices and Herbs'],
      ['27066', 'Sauce, horseradish', 'Soups, Sauces, and Gravies'],
      ['06626', 'Sauce, pesto, ready-to-serve, refrigerated', 'Soups, Sauces, and Gravies'],
      ['06627', 'Sauce, pesto, ready-to-serve, shelf stable', 'Soups, Sauces, and Gravies'],
      ['06629', 'Sauce, pesto, CLASSICO, basil pesto, ready-to-serve', 'Soups, Sauces, and Gravies'],
    ]),
  );

  it.each([
    // The creamed horseradish sauce had been a close rival: 0.72.
    ['horseradish', '02055'],
    ['grated horseradish', '02055'],
    ['horseradish sauce', '27066'],
    // Pesto had stopped at 0.89 between its two jars; "basil pesto" had found a brand first.
    ['pesto', '06626'],
    ['basil pesto', '06626'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('fresh horseradish root, which SR28 lacks, is asked', () => {
    expect(matchIngredient(foods, 'fresh horseradish').selected).toBeNull();
  });
});

describe('coffee and tea poured in a recipe are brewed', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['14209', 'Beverages, coffee, brewed, prepared with tap water', 'Beverages'],
      ['14201', 'Beverages, coffee, brewed, prepared with tap water, decaffeinated', 'Beverages'],
      ['14180', 'Beverages, coffee, brewed, breakfast blend', 'Beverages'],
      ['14214', 'Beverages, coffee, instant, regular, powder', 'Beverages'],
      ['14185', 'Beverages, tea, Oolong, brewed', 'Beverages'],
      ['14278', 'Beverages, tea, green, brewed, regular', 'Beverages'],
      ['14355', 'Beverages, tea, black, brewed, prepared with tap water', 'Beverages'],
      ['14247', 'Beverages, tea, black, ready to drink', 'Beverages'],
      ['14261', 'Beverages, tea, green, ready to drink, unsweetened', 'Beverages'],
      ['14411', 'Beverages, water, tap, drinking', 'Beverages'],
      ['09206', 'Orange juice, raw', 'Fruits and Fruit Juices'],
      ['14003', 'Alcoholic beverage, beer, regular, all', 'Beverages'],
      ['01077', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'Dairy and Egg Products'],
      ['19335', 'Sugars, granulated', 'Sweets'],
    ]),
  );

  it.each([
    // Coffee had stopped at 0.89 among its brewed siblings; "strong" and "black" at 0.58-0.65.
    ['coffee', '14209'],
    ['strong brewed coffee', '14209'],
    ['hot black coffee', '14209'],
    ['instant coffee', '14214'],
    ['decaffeinated coffee', '14201'],
    // "brewed tea" had found oolong first, "tea" a bottled black tea.
    ['brewed tea', '14355'],
    ['strong black tea', '14355'],
    // Green tea had found the bottled one first (brewed second).
    ['green tea', '14278'],
  ] as const)('%s → %s', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it.each(['coffee', 'brewed tea', 'strong black tea', 'green tea'])('%s is selected', (query) => {
    expect(matchIngredient(foods, query).selected).not.toBeNull();
  });

  it.each(['strong brewed coffee', 'hot black coffee'])('%s is as sure as "brewed coffee"', (query) => {
    const confidence = (q: string) => matchIngredient(foods, q).candidates[0]?.confidence;
    expect(confidence(query)).toBe(confidence('brewed coffee'));
  });
});

describe('kidney beans are red unless named otherwise', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['16027', 'Beans, kidney, all types, mature seeds, raw', 'Legumes and Legume Products'],
      ['16029', 'Beans, kidney, all types, mature seeds, canned', 'Legumes and Legume Products'],
      ['16032', 'Beans, kidney, red, mature seeds, raw', 'Legumes and Legume Products'],
      [
        '16034',
        'Beans, kidney, red, mature seeds, canned, solids and liquids',
        'Legumes and Legume Products',
      ],
      ['16145', 'Beans, kidney, red, mature seeds, canned, drained solids', 'Legumes and Legume Products'],
      ['16030', 'Beans, kidney, california red, mature seeds, raw', 'Legumes and Legume Products'],
    ]),
  );

  it('drained canned kidney beans are SR28’s red ones drained, selected ("red" had cost: 0.89)', () => {
    expect(matchIngredient(foods, 'canned kidney beans, drained').selected?.ingredient_id).toBe('16145');
  });

  it('a plain name keeps SR28’s all-types food', () => {
    expect(matchIngredient(foods, 'canned kidney beans').selected?.ingredient_id).toBe('16029');
    expect(matchIngredient(foods, 'kidney beans').selected?.ingredient_id).toBe('16027');
  });
});

describe('eggroll wrappers, written as one word, are egg roll wrappers', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['18368', 'Wonton wrappers (includes egg roll wrappers)', 'Baked Products'],
      ['18350', 'Rolls, hamburger or hotdog, plain', 'Baked Products'],
      ['01123', 'Egg, whole, raw, fresh', 'Dairy and Egg Products'],
    ]),
  );

  it('"eggroll wrappers" → 18368, selected (0.73 as a misspelling)', () => {
    expect(matchIngredient(foods, 'eggroll wrappers').selected?.ingredient_id).toBe('18368');
  });
});

describe('a pie crust is bought refrigerated and unbaked unless said otherwise', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['18948', 'Pie crust, refrigerated, regular, unbaked', 'Baked Products'],
      ['18946', 'Pie crust, refrigerated, regular, baked', 'Baked Products'],
      ['18402', 'Pie crust, standard-type, prepared from recipe, unbaked', 'Baked Products'],
      ['18334', 'Pie crust, standard-type, frozen, ready-to-bake, enriched', 'Baked Products'],
      ['18943', 'Pie Crust, Cookie-type, Chocolate, Ready Crust', 'Baked Products'],
    ]),
  );

  it.each([
    // "refrigerated" and "unbaked" had cost words no line says: 0.85-0.89.
    ['pie crust', '18948'],
    ['unbaked pie crust', '18948'],
    ['pie shell', '18948'],
    ['baked pie crust', '18946'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a frozen crust keeps its own food', () => {
    expect(matchIngredient(foods, 'frozen pie crust').candidates[0]?.ingredient_id).toBe('18334');
  });
});

describe('a sandwich cookie’s creme filling is what it is, not an ingredient added', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['18166', 'Cookies, chocolate sandwich, with creme filling, regular', 'Baked Products'],
      [
        '18167',
        'Cookies, chocolate sandwich, with creme filling, regular, chocolate-coated',
        'Baked Products',
      ],
      ['18168', 'Cookies, chocolate sandwich, with extra creme filling', 'Baked Products'],
      ['28299', 'Cookies, chocolate sandwich, with creme filling, reduced fat', 'Baked Products'],
      ['18230', 'Crackers, standard snack-type, sandwich, with cheese filling', 'Baked Products'],
    ]),
  );

  it.each([
    // "with creme filling" had been read as an added ingredient: 0.70-0.80.
    ['chocolate sandwich cookies', '18166'],
    ['Oreo cookies', '18166'],
    ['reduced fat Oreos', '28299'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('US milk by the name it is sold under', () => {
  const dairy = 'Dairy and Egg Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['01082', 'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D', dairy],
      ['01079', 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', dairy],
      ['01174', 'Milk, reduced fat, fluid, 2% milkfat, without added vitamin A and vitamin D', dairy],
      [
        '01084',
        'Milk, lowfat, fluid, 1% milkfat, protein fortified, with added vitamin A and vitamin D',
        dairy,
      ],
      ['01211', 'Milk, whole, 3.25% milkfat, with added vitamin D', dairy],
      ['01091', 'Milk, dry, nonfat, regular, without added vitamin A and vitamin D', dairy],
      ['01090', 'Milk, dry, whole, with added vitamin D', dairy],
    ]),
  );

  it.each([
    // Each had stopped at 0.76, the 1 % and 2 % milks close behind each other.
    ['low-fat milk', '01082'],
    ['lowfat milk', '01082'],
    ['reduced-fat milk', '01079'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a low-fat milk powder is dry milk, not the fluid milk', () => {
    expect(matchIngredient(foods, 'low-fat milk powder').candidates[0]?.ingredient_id).not.toBe('01082');
  });
});

describe('currants and dried cherries', () => {
  const fruits = 'Fruits and Fruit Juices';
  const foods = buildFoodIndex(
    sr28Foods([
      ['09083', 'Currants, european black, raw', fruits],
      ['09084', 'Currants, red and white, raw', fruits],
      ['09085', 'Currants, zante, dried', fruits],
      ['09044', 'Cherries, tart, dried, sweetened', fruits],
      ['09070', 'Cherries, sweet, raw', fruits],
      ['09063', 'Cherries, sour, red, raw', fruits],
    ]),
  );

  it.each([
    // Currants of no colour had found the fresh black currant first (0.81), the dried ones third.
    ['currants', '09085'],
    // "Red and white" and "european" had cost the fresh currants their selection (0.89).
    ['red currants', '09084'],
    ['blackcurrants', '09083'],
    // SR28's one dried cherry, "tart" and "sweetened", had stopped at 0.81.
    ['dried cherries', '09044'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('fresh currants of no colour are not the dried ones', () => {
    expect(matchIngredient(foods, 'fresh currants').candidates[0]?.ingredient_id).not.toBe('09085');
  });
});

describe('imitation crab', () => {
  const fish = 'Finfish and Shellfish Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['15138', 'Crustaceans, crab, alaska king, imitation, made from surimi', fish],
      ['15136', 'Crustaceans, crab, alaska king, raw', fish],
      ['15139', 'Crustaceans, crab, blue, raw', fish],
      ['15140', 'Crustaceans, crab, blue, cooked, moist heat', fish],
      ['15162', 'Fish, surimi', fish],
    ]),
  );

  it.each([
    // "alaska king" and "made from surimi" had read as words the line leaves out: 0.80.
    ['imitation crab', '15138'],
    ['imitation crab meat', '15138'],
    ['imitation crabmeat', '15138'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('crab meat is not the imitation', () => {
    expect(matchIngredient(foods, 'crab meat').candidates[0]?.ingredient_id).not.toBe('15138');
  });
});

describe('biscuits are plain biscuits', () => {
  const baked = 'Baked Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['18012', 'Biscuits, plain or buttermilk, refrigerated dough, lower fat', baked],
      ['18014', 'Biscuits, plain or buttermilk, refrigerated dough, higher fat', baked],
      ['18017', 'Biscuits, mixed grain, refrigerated dough', baked],
    ]),
  );

  it.each([
    // The mixed-grain dough had come first: "plain or buttermilk" cost more than "mixed grain".
    'refrigerated biscuit dough',
    'refrigerated biscuits',
  ])('%s: a plain biscuit dough first', (query) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).not.toBe('18017');
  });

  it('mixed-grain biscuits are found by name', () => {
    expect(matchIngredient(foods, 'mixed grain biscuits').candidates[0]?.ingredient_id).toBe('18017');
  });
});

describe('a food in cubes is the food, a bouillon cube the dry cube', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['09326', 'Watermelon, raw', 'Fruits and Fruit Juices'],
      ['12174', 'Seeds, watermelon seed kernels, dried', 'Nut and Seed Products'],
      ['09176', 'Mangos, raw', 'Fruits and Fruit Juices'],
      ['23244', 'Beef, New Zealand, imported, cube roll, separable lean and fat, raw', 'Beef Products'],
      ['06081', 'Soup, chicken broth cubes, dry', 'Soups, Sauces, and Gravies'],
      ['06981', 'Soup, bouillon cubes and granules, low sodium, dry', 'Soups, Sauces, and Gravies'],
      ['06194', 'Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['06170', 'Soup, stock, beef, home-prepared', 'Soups, Sauces, and Gravies'],
      ['06473', 'Soup, vegetable broth, ready to serve', 'Soups, Sauces, and Gravies'],
    ]),
  );

  it.each([
    // "cubes" had been read as what the food is: 0.39-0.43, a beef "cube roll" close behind.
    ['watermelon cubes', '09326'],
    ['mango cubes', '09176'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each(['bouillon cube', 'vegetable bouillon cubes', 'vegetable stock cube', 'stock cube'])(
    '%s: a dry cube first, never a broth poured ready to serve',
    (query) => {
      expect(['06081', '06981']).toContain(matchIngredient(foods, query).candidates[0]?.ingredient_id);
    },
  );
});

describe('a croissant is a butter croissant; hemp seeds are hulled', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['18239', 'Croissants, butter', 'Baked Products'],
      ['18240', 'Croissants, apple', 'Baked Products'],
      ['18241', 'Croissants, cheese', 'Baked Products'],
      ['12012', 'Seeds, hemp seed, hulled', 'Nut and Seed Products'],
      ['02002', 'Spices, anise seed', 'Spices and Herbs'],
    ]),
  );

  it.each([
    // "butter" and "hulled" had cost words no line says: 0.89.
    ['croissants', '18239'],
    ['hemp seeds', '12012'],
    ['cheese croissant', '18241'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('a wine named by its grape or region; marshmallow topping', () => {
  const drinks = 'Beverages';
  const foods = buildFoodIndex(
    sr28Foods([
      ['14096', 'Alcoholic beverage, wine, table, red', drinks],
      ['14106', 'Alcoholic beverage, wine, table, white', drinks],
      ['14084', 'Alcoholic beverage, wine, table, all', drinks],
      ['14602', 'Alcoholic Beverage, wine, table, red, Merlot', drinks],
      ['14105', 'Alcoholic Beverage, wine, table, red, Claret', drinks],
      ['14097', 'Alcoholic Beverage, wine, table, red, Cabernet Sauvignon', drinks],
      ['14099', 'Alcoholic Beverage, wine, table, red, Pinot Noir', drinks],
      ['14160', 'Alcoholic beverage, wine, table, white, Chardonnay', drinks],
      ['14134', 'Alcoholic beverage, wine, table, white, Sauvignon Blanc', drinks],
      ['14138', 'Alcoholic beverage, wine, table, white, Pinot Blanc', drinks],
      ['14113', 'Alcoholic beverage, wine, table, white, Pinot Gris (Grigio)', drinks],
      ['14135', 'Alcoholic beverage, wine, table, white, late harvest', drinks],
      ['14125', 'Alcoholic beverage, wine, table, white, late harvest, Gewurztraminer', drinks],
      ['19365', 'Toppings, marshmallow cream', 'Sweets'],
      ['19116', 'Candies, marshmallows', 'Sweets'],
      ['01054', 'Cream, whipped, cream topping, pressurized', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    // The colour the grape already says had cost each of these its selection (0.89).
    ['merlot', '14602'],
    ['claret', '14105'],
    ['cabernet sauvignon', '14097'],
    ['pinot noir', '14099'],
    ['chardonnay', '14160'],
    ['sauvignon blanc', '14134'],
    // Pinot grigio is pinot gris, which SR28 names with its Italian name in brackets (0.85).
    ['pinot grigio', '14113'],
    // "Cream" had been a word the line leaves out (0.89).
    ['marshmallow topping', '19365'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['red wine', '14096'],
    ['white wine', '14106'],
    ['late harvest wine', '14135'],
  ] as const)('%s is still the wine of no named grape: %s', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('kasha, molasses, Hass avocados, fatback, Brazil nuts', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['20009', 'Buckwheat groats, roasted, dry', 'Cereal Grains and Pasta'],
      ['20010', 'Buckwheat groats, roasted, cooked', 'Cereal Grains and Pasta'],
      ['20011', 'Buckwheat flour, whole-groat', 'Cereal Grains and Pasta'],
      ['19304', 'Molasses', 'Sweets'],
      ['18177', 'Cookies, molasses', 'Baked Products'],
      ['19904', 'Chocolate, dark, 70-85% cacao solids', 'Sweets'],
      ['09037', 'Avocados, raw, all commercial varieties', 'Fruits and Fruit Juices'],
      ['09038', 'Avocados, raw, California', 'Fruits and Fruit Juices'],
      ['09039', 'Avocados, raw, Florida', 'Fruits and Fruit Juices'],
      ['10004', 'Pork, fresh, backfat, raw', 'Pork Products'],
      ['10006', 'Pork, fresh, separable fat, raw', 'Pork Products'],
      [
        '23236',
        'Beef, rib, back ribs, bone-in, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      ['12078', 'Nuts, brazilnuts, dried, unblanched', 'Nut and Seed Products'],
      ['12058', 'Nuts, acorns, raw', 'Nut and Seed Products'],
    ]),
  );

  it.each([
    // Kasha is roasted buckwheat groats (0.70: "buckwheat groats, roasted" said nothing of kasha).
    ['kasha', '20009'],
    // Dark and light molasses are SR28's one cane molasses (0.58, "dark" a word it lacks).
    ['dark molasses', '19304'],
    ['light molasses', '19304'],
    // Hass is California's avocado (0.78 on the average of all kinds).
    ['Hass avocados', '09038'],
    // Fatback is the back fat (a beef back rib had come first, 0.66).
    ['fatback', '10004'],
    // "Unblanched" is how nuts are sold; SR28's one Brazil nut had stopped at 0.89.
    ['Brazil nuts', '12078'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('an avocado of no named kind is still the average of all kinds', () => {
    expect(matchIngredient(foods, 'avocado').selected?.ingredient_id).toBe('09037');
  });
});

describe('fresh pasta, cheese tortellini, tomatoes with green chilies', () => {
  const pasta = 'Cereal Grains and Pasta';
  const meals = 'Meals, Entrees, and Side Dishes';
  const foods = buildFoodIndex(
    sr28Foods([
      ['20120', 'Pasta, dry, enriched', pasta],
      ['20420', 'Pasta, dry, unenriched', pasta],
      ['20093', 'Pasta, fresh-refrigerated, plain, as purchased', pasta],
      ['20094', 'Pasta, fresh-refrigerated, plain, cooked', pasta],
      ['20095', 'Pasta, fresh-refrigerated, spinach, as purchased', pasta],
      ['22901', 'Tortellini, pasta with cheese filling, fresh-refrigerated, as purchased', meals],
      ['22899', 'Ravioli, cheese-filled, canned', meals],
      ['06930', 'Sauce, cheese, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['11537', 'Tomatoes, red, ripe, canned, with green chilies', 'Vegetables and Vegetable Products'],
      ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
      ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
      ['11670', 'Peppers, hot chili, green, raw', 'Vegetables and Vegetable Products'],
      ['11980', 'Peppers, chili, green, canned', 'Vegetables and Vegetable Products'],
    ]),
  );

  it.each([
    // Fresh pasta is sold refrigerated: 0.89, between the plain and the spinach pasta.
    ['fresh fettuccine', '20093'],
    ['fresh tagliatelle', '20093'],
    ['fresh lasagna noodles', '20093'],
    ['fresh lasagne', '20093'],
    // The cheese filling is what tortellini are, and SR28 files them with ready meals (0.58).
    ['refrigerated cheese tortellini', '22901'],
    ['cheese-filled tortellini', '22901'],
    // "With green chilies" had made the chilies an ingredient added: the food was not among the
    // first three, a raw chili first.
    ['diced tomatoes with green chiles', '11537'],
    ['Ro-Tel tomatoes', '11537'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['spaghetti', '20120'],
    ['green chiles', '11670'],
  ] as const)('%s is still %s', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('tortellini with another filling are not taken for the cheese ones', () => {
    expect(matchIngredient(foods, 'meat tortellini').selected).toBeNull();
  });
});

describe('toor dal, portobello caps, overripe bananas, passion fruit, purple cabbage', () => {
  const veg = 'Vegetables and Vegetable Products';
  const fruit = 'Fruits and Fruit Juices';
  const foods = buildFoodIndex(
    sr28Foods([
      ['16101', 'Pigeon peas (red gram), mature seeds, raw', 'Legumes and Legume Products'],
      ['11344', 'Pigeonpeas, immature seeds, raw', veg],
      ['11265', 'Mushrooms, portabella, raw', veg],
      ['11243', 'Mushrooms, portabella, grilled', veg],
      ['11260', 'Mushrooms, white, raw', veg],
      ['09040', 'Bananas, raw', fruit],
      ['11976', 'Pepper, banana, raw', veg],
      ['09231', 'Passion-fruit, (granadilla), purple, raw', fruit],
      ['09232', 'Passion-fruit juice, purple, raw', fruit],
      ['09233', 'Passion-fruit juice, yellow, raw', fruit],
      ['11109', 'Cabbage, raw', veg],
      ['11112', 'Cabbage, red, raw', veg],
    ]),
  );

  it.each([
    // A dal is the dried pulse: the fresh pigeon peas had held toor dal to 0.89.
    ['toor dal', '16101'],
    // "Caps" had been a word no mushroom has (0.56).
    ['portobello mushroom caps', '11265'],
    // "Over" had been an unknown word (0.58).
    ['overripe bananas', '09040'],
    // "Purple" had cost SR28's one passion fruit its selection (0.89).
    ['passion fruits', '09231'],
    // The green cabbage had come first (0.58).
    ['purple cabbage', '11112'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('the yellow passion fruit juice is still named', () => {
    expect(matchIngredient(foods, 'yellow passion fruit juice').selected?.ingredient_id).toBe('09233');
  });
});

describe('wheat germ, oat flour, white whole wheat flour, small curd cottage cheese', () => {
  const grains = 'Cereal Grains and Pasta';
  const dairy = 'Dairy and Egg Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['20078', 'Wheat germ, crude', grains],
      ['20077', 'Wheat bran, crude', grains],
      ['08084', 'Cereals ready-to-eat, wheat germ, toasted, plain', 'Breakfast Cereals'],
      ['18066', 'Bread, wheat bran', 'Baked Products'],
      ['20132', 'Oat flour, partially debranned', grains],
      ['11413', 'Potato flour', 'Vegetables and Vegetable Products'],
      ['20080', 'Wheat flour, whole-grain', grains],
      ['20649', 'Wheat flour, whole-grain, soft wheat', grains],
      ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', grains],
      ['01012', 'Cheese, cottage, creamed, large or small curd', dairy],
      ['01014', 'Cheese, cottage, nonfat, uncreamed, dry, large or small curd', dairy],
      ['01016', 'Cheese, cottage, lowfat, 1% milkfat', dairy],
      [
        '04031',
        'Shortening, household, soybean (partially hydrogenated)-cottonseed (partially hydrogenated)',
        'Fats and Oils',
      ],
    ]),
  );

  it.each([
    // "Crude" (unprocessed) had been a word no line says: 0.88.
    ['wheat germ', '20078'],
    ['wheat bran', '20077'],
    // SR28's one oat flour is "partially debranned" (0.85).
    ['oat flour', '20132'],
    // "White" had pulled towards white flour (0.69).
    ['white whole wheat flour', '20080'],
    // "Curd" had kept the creamed cottage cheese from being the default (0.89).
    ['small curd cottage cheese', '01012'],
    ['large curd cottage cheese', '01012'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('dry curd cottage cheese is still the uncreamed one', () => {
    expect(matchIngredient(foods, 'dry curd cottage cheese').candidates[0]?.ingredient_id).toBe('01014');
  });
});

describe('soy sauces by their brewing: tamari and shoyu', () => {
  const legumes = 'Legumes and Legume Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['16123', 'Soy sauce made from soy and wheat (shoyu)', legumes],
      ['16124', 'Soy sauce made from soy (tamari)', legumes],
      ['16125', 'Soy sauce made from hydrolyzed vegetable protein', legumes],
      ['16424', 'Soy sauce made from soy and wheat (shoyu), low sodium', legumes],
      ['16425', 'Soy sauce, reduced sodium, made from hydrolyzed vegetable protein', legumes],
    ]),
  );

  it.each([
    // "Tamari" had been read in brackets only: 0.70, and "shoyu" 0.38.
    ['tamari', '16124'],
    ['gluten-free tamari', '16124'],
    ['shoyu', '16123'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['soy sauce', '16123'],
    ['low sodium soy sauce', '16424'],
  ] as const)('%s is still %s', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('brands of foods SR28 lists by their generic names', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['19350', 'Syrups, corn, light', 'Sweets'],
      ['19349', 'Syrups, corn, dark', 'Sweets'],
      ['01095', 'Milk, canned, condensed, sweetened', 'Dairy and Egg Products'],
      [
        '01096',
        'Milk, canned, evaporated, with added vitamin D and without added vitamin A',
        'Dairy and Egg Products',
      ],
      ['18144', 'Cake, yellow, enriched, dry mix', 'Baked Products'],
      ['18131', 'Cake, white, dry mix, special dietary (includes lemon-flavored)', 'Baked Products'],
      ['04002', 'Lard', 'Fats and Oils'],
      ['04615', 'Shortening, vegetable, household, composite', 'Fats and Oils'],
      ['16123', 'Soy sauce made from soy and wheat (shoyu)', 'Legumes and Legume Products'],
      ['16098', 'Peanut butter, smooth style, with salt', 'Legumes and Legume Products'],
      ['01056', 'Cream, sour, cultured', 'Dairy and Egg Products'],
      ['01145', 'Butter, without salt', 'Dairy and Egg Products'],
      ['01001', 'Butter, salted', 'Dairy and Egg Products'],
      ['11935', 'Catsup', 'Vegetables and Vegetable Products'],
      ['06985', 'Gravy, HEINZ Home Style, savory beef', 'Soups, Sauces, and Gravies'],
      ['19335', 'Sugars, granulated', 'Sweets'],
      ['19334', 'Sugars, brown', 'Sweets'],
      ['21282', 'DOMINO\'S 14" EXTRAVAGANZZA FEAST Pizza, Classic Hand-Tossed Crust', 'Fast Foods'],
      ['04025', 'Salad dressing, mayonnaise, regular', 'Fats and Oils'],
      ['20120', 'Pasta, dry, enriched', 'Cereal Grains and Pasta'],
      ['09298', 'Raisins, seedless', 'Fruits and Fruit Juices'],
      ['09297', 'Raisins, golden seedless', 'Fruits and Fruit Juices'],
    ]),
  );

  it.each([
    // Makers' names no food carries (0.47-0.78).
    ['Barilla spaghetti', '20120'],
    ['Sun-Maid raisins', '09298'],
    // A Domino's pizza had come first for Domino sugar (0.68).
    ['Domino granulated sugar', '19335'],
    ['C&H light brown sugar', '19334'],
    // A misspelling (0.74).
    ['mayonaise', '04025'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    // Each brand had been a word no food has: 0.65-0.78.
    ['Karo light corn syrup', '19350'],
    ['Eagle Brand sweetened condensed milk', '01095'],
    ['Duncan Hines yellow cake mix', '18144'],
    ['Kikkoman soy sauce', '16123'],
    ['Jif creamy peanut butter', '16098'],
    ['Daisy sour cream', '01056'],
    ["Land O'Lakes unsalted butter", '01145'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('Heinz ketchup is ketchup, as sure as ketchup (Heinz makes an SR28 gravy too)', () => {
    const heinz = matchIngredient(foods, 'Heinz ketchup').candidates[0];
    expect(heinz?.ingredient_id).toBe('11935');
    expect(heinz?.confidence).toBe(matchIngredient(foods, 'ketchup').candidates[0]?.confidence);
  });
});

describe('liquor is a spirit, malt liquor a beer', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['14037', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', 'Beverages'],
      ['14050', 'Alcoholic beverage, distilled, rum, 80 proof', 'Beverages'],
      ['14252', 'Beverages, Malt liquor beverage', 'Beverages'],
      ['14003', 'Alcoholic beverage, beer, regular, all', 'Beverages'],
    ]),
  );

  it('liquor → the distilled spirit, selected (the malt liquor beer had been, at 0.986)', () => {
    expect(matchIngredient(foods, 'liquor').selected?.ingredient_id).toBe('14037');
  });

  it('malt liquor is still the malt liquor', () => {
    expect(matchIngredient(foods, 'malt liquor').selected?.ingredient_id).toBe('14252');
  });
});

describe('anchovy fillets from a tin, pearl barley, amaranth grain', () => {
  const grains = 'Cereal Grains and Pasta';
  const foods = buildFoodIndex(
    sr28Foods([
      ['15002', 'Fish, anchovy, european, canned in oil, drained solids', 'Finfish and Shellfish Products'],
      ['15001', 'Fish, anchovy, european, raw', 'Finfish and Shellfish Products'],
      ['20004', 'Barley, hulled', grains],
      ['20005', 'Barley, pearled, raw', grains],
      ['20006', 'Barley, pearled, cooked', grains],
      ['20001', 'Amaranth grain, uncooked', grains],
      ['20002', 'Amaranth grain, cooked', grains],
      ['11003', 'Amaranth leaves, raw', 'Vegetables and Vegetable Products'],
    ]),
  );

  it.each([
    // The raw fish had held anchovy fillets to 0.87.
    ['anchovy fillets', '15002'],
    ['anchovy filets', '15002'],
    // Hulled barley had come first for "barley", and "pearled" held cooked barley to 0.89.
    ['barley', '20005'],
    ['cooked barley', '20006'],
    // The leaves had tied with the grain (0.70).
    ['amaranth', '20001'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['fresh anchovy fillets', '15001'],
    ['hulled barley', '20004'],
    ['amaranth leaves', '11003'],
  ] as const)('%s is still %s', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('tuna steaks, hot red pepper sauce, fudge sauce', () => {
  const fish = 'Finfish and Shellfish Products';
  const sauces = 'Soups, Sauces, and Gravies';
  const foods = buildFoodIndex(
    sr28Foods([
      ['15117', 'Fish, tuna, fresh, bluefin, raw', fish],
      ['15118', 'Fish, tuna, fresh, bluefin, cooked, dry heat', fish],
      ['15123', 'Fish, tuna, fresh, skipjack, raw', fish],
      ['15127', 'Fish, tuna, fresh, yellowfin, raw', fish],
      ['15121', 'Fish, tuna, light, canned in water, drained solids', fish],
      ['06168', 'Sauce, ready-to-serve, pepper or hot', sauces],
      ['06961', 'Sauce, peppers, hot, chili, mature red, canned', sauces],
      ['19348', 'Syrups, chocolate, fudge-type', 'Sweets'],
      ['14181', 'Beverages, chocolate syrup', 'Beverages'],
    ]),
  );

  it.each([
    // SR28's bluefin, a third richer, had come first (0.89).
    ['tuna steaks', '15127'],
    ['fresh tuna', '15127'],
    // SR28's canned chili sauce had come first (0.88).
    ['hot red pepper sauce', '06168'],
    // "Type" had been a word no line says (0.89).
    ['fudge sauce', '19348'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('canned tuna is still the canned one', () => {
    expect(matchIngredient(foods, 'canned tuna').candidates[0]?.ingredient_id).toBe('15121');
  });
});

describe('a green plantain is the raw plantain; saltfish is salt cod', () => {
  const fruit = 'Fruits and Fruit Juices';
  const foods = buildFoodIndex(
    sr28Foods([
      ['09277', 'Plantains, raw', fruit],
      ['09278', 'Plantains, cooked', fruit],
      ['09446', 'Plantains, green, fried', fruit],
      ['09447', 'Plantains, yellow, fried, Latino restaurant', fruit],
    ]),
  );

  it('green plantain → 09277, selected (the fried green plantains had come first, 0.71)', () => {
    expect(matchIngredient(foods, 'green plantain').selected?.ingredient_id).toBe('09277');
  });

  it.each(['saltfish', 'salt fish'])('%s → salt cod, selected (a bluefish had come first, 0.42)', (query) => {
    const cod = buildFoodIndex(
      sr28Foods([
        ['15018', 'Fish, cod, Atlantic, dried and salted', 'Finfish and Shellfish Products'],
        ['15015', 'Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products'],
        ['15005', 'Fish, bluefish, raw', 'Finfish and Shellfish Products'],
        ['83110', 'Fish, mackerel, salted', 'Finfish and Shellfish Products'],
      ]),
    );
    expect(matchIngredient(cod, query).selected?.ingredient_id).toBe('15018');
  });

  it('kiwi fruit in two words → the kiwifruit, selected (SR28’s candied fruit had come first)', () => {
    const kiwi = buildFoodIndex(
      sr28Foods([
        ['09148', 'Kiwifruit, green, raw', 'Fruits and Fruit Juices'],
        ['09426', 'Candied fruit', 'Sweets'],
      ]),
    );
    expect(matchIngredient(kiwi, 'kiwi fruit').selected?.ingredient_id).toBe('09148');
  });

  it('fried green plantains are still the fried ones', () => {
    expect(matchIngredient(foods, 'fried green plantains').candidates[0]?.ingredient_id).toBe('09446');
  });
});

describe('trade names of potatoes, onions, agave, capers and Scotch', () => {
  const veg = 'Vegetables and Vegetable Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['11352', 'Potatoes, flesh and skin, raw', veg],
      ['11355', 'Potatoes, red, flesh and skin, raw', veg],
      ['11354', 'Potatoes, white, flesh and skin, raw', veg],
      ['11282', 'Onions, raw', veg],
      ['11294', 'Onions, sweet, raw', veg],
      ['19912', 'Sweetener, syrup, agave', 'Sweets'],
      ['09036', 'Apricot nectar, canned, without added ascorbic acid', 'Fruits and Fruit Juices'],
      ['02054', 'Capers, canned', 'Spices and Herbs'],
      ['14052', 'Alcoholic beverage, distilled, whiskey, 86 proof', 'Beverages'],
      ['14037', 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', 'Beverages'],
    ]),
  );

  it.each([
    // Each had stopped at 0.65-0.78 on the trade name, an unknown word.
    ['round red potatoes', '11355'],
    ['round white potatoes', '11354'],
    ['maincrop potatoes', '11352'],
    ['Bermuda onion', '11294'],
    ['light agave syrup', '19912'],
    ['light agave nectar', '19912'],
    ['nonpareil capers', '02054'],
    ['Scotch whiskey', '14052'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('pumpkin pie filling, chocolate hazelnut spread, dried blueberries, a deep-dish crust', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11426', 'Pumpkin pie mix, canned', 'Vegetables and Vegetable Products'],
      ['11424', 'Pumpkin, canned, without salt', 'Vegetables and Vegetable Products'],
      ['19312', 'Pie fillings, apple, canned', 'Sweets'],
      ['19125', 'Chocolate-flavored hazelnut spread', 'Sweets'],
      ['09163', 'Blueberries, dried, sweetened', 'Fruits and Fruit Juices'],
      ['09050', 'Blueberries, raw', 'Fruits and Fruit Juices'],
      ['18945', 'Pie crust, deep dish, frozen, unbaked, made with enriched flour', 'Baked Products'],
      ['18947', 'Pie crust, deep dish, frozen, baked, made with enriched flour', 'Baked Products'],
    ]),
  );

  it.each([
    // Apple pie filling had come first (0.68).
    ['pumpkin pie filling', '11426'],
    // "Flavored" had been a word no line says (0.84); Nutella had found nothing.
    ['chocolate hazelnut spread', '19125'],
    ['Nutella', '19125'],
    // SR28's one dried blueberry is sweetened (0.84).
    ['dried blueberries', '09163'],
    // "Made with enriched flour" had read as flour added (0.80).
    ['frozen deep dish pie crust', '18945'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('canned pumpkin is still the pumpkin', () => {
    expect(matchIngredient(foods, 'canned pumpkin').selected?.ingredient_id).toBe('11424');
  });
});

describe('unblanched almonds are the almonds', () => {
  const nuts = 'Nut and Seed Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['12061', 'Nuts, almonds', nuts],
      ['12062', 'Nuts, almonds, blanched', nuts],
      ['12206', 'Nuts, almonds, honey roasted, unblanched', nuts],
    ]),
  );

  it('unblanched almonds → 12061, selected (the honey-roasted ones had come first, 0.69)', () => {
    expect(matchIngredient(foods, 'unblanched almonds').selected?.ingredient_id).toBe('12061');
  });

  it('honey roasted almonds are still the honey-roasted ones', () => {
    expect(matchIngredient(foods, 'honey roasted almonds').selected?.ingredient_id).toBe('12206');
  });
});

describe('soft drinks by their flavour, seltzer, Dr Pepper, espresso powder', () => {
  const drinks = 'Beverages';
  // SR28 calls its soft drinks "soft drink, pop, soda" (FOOD_DES ComName, each food's own):
  // aliases, as the catalogue makes them.
  const softDrinks = (
    [
      ['14157', 'Beverages, carbonated, root beer', 'soft drink, pop, soda'],
      ['14155', 'Beverages, carbonated, tonic water', 'soda, soft drink'],
      ['14144', 'Beverages, carbonated, lemon-lime soda, no caffeine', 'white soda, soft drink, pop'],
      ['14150', 'Beverages, carbonated, orange', 'soft drink, pop, soda'],
      ['14142', 'Beverages, carbonated, grape soda', 'soft drink, pop'],
      ['14130', 'Carbonated beverage, cream soda', 'soft drink, pop'],
      ['14121', 'Beverages, carbonated, club soda', 'soft drink'],
      ['14148', 'Beverages, carbonated, cola, regular', 'soft drink, pop, soda'],
      ['14136', 'Beverages, carbonated, ginger ale', 'soft drink, pop, soda'],
      ['14153', 'Beverages, carbonated, pepper-type, contains caffeine', 'soft drink, pop, soda'],
      [
        '14416',
        'Beverages, carbonated, low calorie, cola or pepper-type, with aspartame, contains caffeine',
        'soft drink, pop, soda',
      ],
    ] as const
  ).map(([id, name, common]) =>
    toMatchableFood({ id, name, category: drinks, source: 'usda_sr28', common_names: common.split(', ') }),
  );
  const foods = buildFoodIndex([
    ...softDrinks,
    ...sr28Foods([
      // Beer and water are in many names, as in SR28: "root beer" and "tonic water" do not name
      // their food by the head noun alone.
      ...(
        [
          ['14003', 'Alcoholic beverage, beer, regular, all'],
          ['14004', 'Alcoholic beverage, beer, regular, BUDWEISER'],
          ['14005', 'Alcoholic beverage, beer, light, BUDWEISER SELECT'],
          ['14006', 'Alcoholic beverage, beer, light'],
          ['14007', 'Alcoholic beverage, beer, light, BUD LIGHT'],
          ['14013', 'Alcoholic beverage, beer, light, low carb'],
          ['14248', 'Alcoholic beverage, beer, light, higher alcohol'],
          ['14251', 'Alcoholic beverages, beer, higher alcohol'],
          ['14239', 'Alcoholic beverage, malt beer, hard lemonade'],
          ['14305', 'Malt beverage, includes non-alcoholic beer'],
          ['14555', 'Water, bottled, generic'],
          ['14411', 'Beverages, water, tap, drinking'],
          ['14412', 'Beverages, water, tap, well'],
          ['14429', 'Beverages, water, tap, municipal'],
          ['14432', 'Beverages, water, bottled, non-carbonated, DANNON'],
          ['14437', 'Beverages, water, bottled, non-carbonated, CALISTOGA'],
          ['14384', 'Beverages, water, bottled, PERRIER'],
          ['14385', 'Beverages, water, bottled, POLAND SPRING'],
          ['14090', 'Beverages, Coconut water, ready-to-drink, unsweetened'],
        ] as const
      ).map(([ndb, name]) => [ndb, name, drinks] as const),
      ['09200', 'Oranges, raw, all commercial varieties', 'Fruits and Fruit Juices'],
      ['09205', 'Oranges, raw, with peel', 'Fruits and Fruit Juices'],
      ['09216', 'Orange peel, raw', 'Fruits and Fruit Juices'],
      ['09206', 'Orange juice, raw', 'Fruits and Fruit Juices'],
      ['06168', 'Sauce, ready-to-serve, pepper or hot', 'Soups, Sauces, and Gravies'],
      ['14214', 'Beverages, coffee, instant, regular, powder', drinks],
      ['14218', 'Beverages, coffee, instant, decaffeinated, powder', drinks],
      ['14210', 'Beverages, coffee, brewed, espresso, restaurant-prepared', drinks],
    ]),
  ]);

  it.each([
    // "Carbonated", a word the line has no need to say, had stopped them at 0.74.
    ['root beer', '14157'],
    ['tonic water', '14155'],
    ['lemon-lime soda', '14144'],
    ['grape soda', '14142'],
    // Named "Carbonated beverage, …", the class word had been its identity (0.74).
    ['cream soda', '14130'],
    // Tonic water, sweetened, had come first at 0.88; seltzer had found nothing.
    ['carbonated water', '14121'],
    ['seltzer', '14121'],
    ['seltzer water', '14121'],
    // A hot pepper sauce had come first, at 0.85.
    ['Dr Pepper', '14153'],
    // Espresso powder had found no food at all.
    ['espresso powder', '14214'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('diet Dr Pepper is offered the low-calorie one first (the sugared one had been)', () => {
    expect(matchIngredient(foods, 'diet Dr Pepper').candidates[0]?.ingredient_id).toBe('14416');
  });

  it('an orange is still the fruit, ginger ale and cola still themselves', () => {
    expect(matchIngredient(foods, 'orange').selected?.ingredient_id).toBe('09200');
    expect(matchIngredient(foods, 'ginger ale').selected?.ingredient_id).toBe('14136');
    expect(matchIngredient(foods, 'cola').selected?.ingredient_id).toBe('14148');
  });
});

describe('products named by their brand alone', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['01191', 'KRAFT VELVEETA Pasteurized Process Cheese Spread', 'Dairy and Egg Products'],
      [
        '01192',
        'KRAFT VELVEETA LIGHT Reduced Fat Pasteurized Process Cheese Product',
        'Dairy and Egg Products',
      ],
      [
        '07908',
        'Luncheon meat, pork with ham, minced, canned, includes SPAM (Hormel)',
        'Sausages and Luncheon Meats',
      ],
      [
        '07909',
        'Luncheon meat, pork and chicken, minced, canned, includes SPAM Lite',
        'Sausages and Luncheon Meats',
      ],
      ['18362', 'Toaster pastries, fruit (includes apple, blueberry, cherry, strawberry)', 'Baked Products'],
      ['14130', 'Carbonated beverage, cream soda', 'Beverages'],
      ['18232', 'Crackers, wheat, regular', 'Baked Products'],
      ['20074', 'Wheat, hard white', 'Cereal Grains and Pasta'],
      ['11398', 'Potato puffs, frozen, unprepared', 'Vegetables and Vegetable Products'],
      ['11399', 'Potato puffs, frozen, oven-heated', 'Vegetables and Vegetable Products'],
      ['18010', 'Biscuits, plain or buttermilk, dry mix', 'Baked Products'],
      ['18011', 'Biscuits, plain or buttermilk, dry mix, prepared', 'Baked Products'],
    ]),
  );

  it.each([
    // Nothing had been found for these two.
    ['frozen tater tots', '11398'],
    ['Bisquick', '18010'],
    ['Bisquick baking mix', '18010'],
    // The words its name adds had stopped it at 0.55.
    ['Velveeta', '01191'],
    ['velveeta cheese', '01191'],
    // SR28's cream soda, a "pop", had come first at 0.85.
    ['strawberry pop tarts', '18362'],
    // A wheat grain ("thin" read as how it is cut) had come first at 0.88.
    ['Wheat Thins', '18232'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('Pop-Tarts of no named flavour are offered the toaster pastry first', () => {
    expect(matchIngredient(foods, 'Pop-Tarts').candidates[0]?.ingredient_id).toBe('18362');
  });

  it('Spam is offered first, the lite one after its name (0.66 had been its best)', () => {
    const spam = matchIngredient(foods, 'Spam');
    expect(spam.candidates[0]?.ingredient_id).toBe('07908');
    expect(spam.candidates[0]?.confidence).toBeGreaterThan(0.75);
    expect(matchIngredient(foods, 'spam lite').candidates[0]?.ingredient_id).toBe('07909');
  });
});

describe('agave, fire-roasted tomatoes, apple butter, buckwheat flour', () => {
  const vegetables = 'Vegetables and Vegetable Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['19912', 'Sweetener, syrup, agave', 'Sweets'],
      ['35192', 'Agave, raw (Southwest)', 'American Indian/Alaska Native Foods'],
      ['35193', 'Agave, cooked (Southwest)', 'American Indian/Alaska Native Foods'],
      ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', vegetables],
      ['11537', 'Tomatoes, red, ripe, canned, with green chilies', vegetables],
      ['11529', 'Tomatoes, red, ripe, raw, year round average', vegetables],
      ['11530', 'Tomatoes, red, ripe, cooked', vegetables],
      ['11693', 'Tomatoes, crushed, canned', vegetables],
      ['19294', 'Fruit butters, apple', 'Sweets'],
      ['01001', 'Butter, salted', 'Dairy and Egg Products'],
      // Butter is in many names, as in SR28: "apple butter" does not name its food by the head alone.
      ['01002', 'Butter, whipped, with salt', 'Dairy and Egg Products'],
      ['01003', 'Butter oil, anhydrous', 'Dairy and Egg Products'],
      ['01145', 'Butter, without salt', 'Dairy and Egg Products'],
      ['04501', 'Oil, cocoa butter', 'Fats and Oils'],
      ['04572', 'Oil, nutmeg butter', 'Fats and Oils'],
      ['04585', 'Margarine-like, margarine-butter blend, soybean oil and butter', 'Fats and Oils'],
      ['04600', 'Margarine-like, vegetable oil-butter spread, tub, with salt', 'Fats and Oils'],
      ['04601', 'Butter, light, stick, with salt', 'Fats and Oils'],
      ['04602', 'Butter, light, stick, without salt', 'Fats and Oils'],
      ['09003', 'Apples, raw, with skin', 'Fruits and Fruit Juices'],
      ['20011', 'Buckwheat flour, whole-groat', 'Cereal Grains and Pasta'],
      ['20009', 'Buckwheat groats, roasted, dry', 'Cereal Grains and Pasta'],
      ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
    ]),
  );

  it.each([
    // The syrup had been offered at 0.84, the raw plant after it.
    ['agave', '19912'],
    ['light agave', '19912'],
    // The raw tomato had come first (0.55: "roasted" read as cooking).
    ['fire-roasted diced tomatoes', '11531'],
    ['fire roasted tomatoes', '11531'],
    ['fire-roasted crushed tomatoes', '11693'],
    // The class word "Fruit butters" had cost it (0.74).
    ['apple butter', '19294'],
    // "Whole-groat" had cost it (0.89).
    ['buckwheat flour', '20011'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('butter and crushed tomatoes are still themselves', () => {
    expect(matchIngredient(foods, 'butter').selected?.ingredient_id).toBe('01001');
    expect(matchIngredient(foods, 'canned crushed tomatoes').selected?.ingredient_id).toBe('11693');
  });
});

describe('British names: chicken and turkey fillets, mixed peel, plain chocolate, a stock cube', () => {
  const poultry = 'Poultry Products';
  const soups = 'Soups, Sauces, and Gravies';
  const foods = buildFoodIndex(
    sr28Foods([
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', poultry],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', poultry],
      ['05674', 'Chicken, skin (drumsticks and thighs), raw', poultry],
      ['05057', 'Chicken, broilers or fryers, breast, meat and skin, raw', poultry],
      ['05219', 'Turkey, breast, from whole bird, meat only, raw', poultry],
      ['05165', 'Turkey, whole, meat and skin, raw', poultry],
      ['09426', 'Candied fruit', 'Fruits and Fruit Juices'],
      ['09156', 'Lemon peel, raw', 'Fruits and Fruit Juices'],
      ['09216', 'Orange peel, raw', 'Fruits and Fruit Juices'],
      [
        '19905',
        'Candies, chocolate, dark, NFS (45-59% cacao solids 90%; 60-69% cacao solids 5%; 70-85% cacao solids 5%)',
        'Sweets',
      ],
      ['18249', 'Doughnuts, cake-type, plain, chocolate-coated or frosted', 'Baked Products'],
      ['19080', 'Candies, semisweet chocolate', 'Sweets'],
      ['06081', 'Soup, chicken broth cubes, dry', soups],
      ['06080', 'Soup, chicken broth or bouillon, dry', soups],
      ['06076', 'Soup, beef broth, cubed, dry', soups],
      ['06981', 'Soup, bouillon cubes and granules, low sodium, dry', soups],
    ]),
  );

  it.each([
    // Half a whole bird's meat and skin had been selected for "2 chicken fillets" (1,840 g).
    ['chicken fillets', '05062'],
    ['chicken breast fillets', '05062'],
    // The raw lemon peel had come first (0.48).
    ['mixed peel', '09426'],
    ['candied orange peel', '09426'],
    // A chocolate-coated plain doughnut had come first (0.64).
    ['plain chocolate', '19905'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a turkey fillet is offered the breast meat first, not the whole bird', () => {
    const turkey = matchIngredient(foods, 'turkey fillets');
    expect(turkey.candidates[0]?.ingredient_id).toBe('05219');
    expect(turkey.selected?.ingredient_id).not.toBe('05165');
  });

  it('a stock cube of no named stock is offered a regular dry bouillon first, the low-sodium one when said', () => {
    // SR28's low-sodium cube, a tenth of the sodium, had been offered first.
    for (const query of ['stock cube', 'bouillon cubes']) {
      expect(matchIngredient(foods, query).candidates[0]?.ingredient_id, query).toBe('06080');
    }
    expect(matchIngredient(foods, 'low sodium bouillon cubes').candidates[0]?.ingredient_id).toBe('06981');
  });

  it('chicken breast with its skin, and a whole chicken, are still themselves', () => {
    expect(matchIngredient(foods, 'chicken breast, skin on').candidates[0]?.ingredient_id).toBe('05057');
    expect(matchIngredient(foods, 'whole chicken').candidates[0]?.ingredient_id).toBe('05006');
  });
});

describe('extra lean ground beef, creamed corn, sweet peas, a crumb crust, gravy mix', () => {
  const vegetables = 'Vegetables and Vegetable Products';
  const foods = buildFoodIndex(
    sr28Foods([
      ['23557', 'Beef, ground, 95% lean meat / 5% fat, raw', 'Beef Products'],
      ['23562', 'Beef, ground, 90% lean meat / 10% fat, raw', 'Beef Products'],
      ['23572', 'Beef, ground, 80% lean meat / 20% fat, raw', 'Beef Products'],
      ['11174', 'Corn, sweet, yellow, canned, cream style, regular pack', vegetables],
      ['11167', 'Corn, sweet, yellow, raw', vegetables],
      ['11900', 'Corn, sweet, white, raw', vegetables],
      ['11304', 'Peas, green, raw', vegetables],
      ['16085', 'Peas, green, split, mature seeds, raw', 'Legumes and Legume Products'],
      ['18942', 'Pie Crust, Cookie-type, Graham Cracker, Ready Crust', 'Baked Products'],
      ['18399', 'Pie crust, cookie-type, prepared from recipe, graham cracker, chilled', 'Baked Products'],
      ['06118', 'Gravy, brown, dry', 'Soups, Sauces, and Gravies'],
      ['06123', 'Gravy, onion, dry, mix', 'Soups, Sauces, and Gravies'],
    ]),
  );

  it.each([
    // The 90 % grind, twice the fat "extra lean" allows, had been selected.
    ['extra lean ground beef', '23557'],
    ['extra-lean ground beef', '23557'],
    // The raw corn had come first (0.58).
    ['creamed corn', '11174'],
    // The green peas had stopped at 0.56, the split dried peas close behind.
    ['sweet peas', '11304'],
    // The ready-made crust had stopped at 0.70; a home-made one is SR28's from a recipe.
    ['graham cracker crust', '18942'],
    // An onion gravy had come first (0.61).
    ['brown gravy mix', '06118'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a home-made crumb crust is offered SR28’s from a recipe first', () => {
    expect(matchIngredient(foods, 'homemade graham cracker crust').candidates[0]?.ingredient_id).toBe(
      '18399',
    );
  });

  it('lean ground beef is still the 90 % grind, ground beef the 80 %', () => {
    expect(matchIngredient(foods, 'lean ground beef').selected?.ingredient_id).toBe('23562');
    expect(matchIngredient(foods, 'ground beef').selected?.ingredient_id).toBe('23572');
  });
});

describe('hot chocolate and lemonade poured, their mixes and concentrates', () => {
  const drinks = 'Beverages';
  const foods = buildFoodIndex(
    sr28Foods([
      ['01105', 'Milk, chocolate beverage, hot cocoa, homemade', 'Dairy and Egg Products'],
      ['14192', 'Beverages, Cocoa mix, powder', drinks],
      ['14196', 'Beverages, Cocoa mix, no sugar added, powder', drinks],
      ['14287', 'Beverages, Lemonade, powder', drinks],
      ['14288', 'Lemonade, powder, prepared with water', drinks],
      ['14292', 'Lemonade, frozen concentrate, white', drinks],
      ['14293', 'Lemonade, frozen concentrate, white, prepared with water', drinks],
      ['14542', 'Lemonade, frozen concentrate, pink', drinks],
      ['14543', 'Beverages, lemonade, frozen concentrate, pink, prepared with water', drinks],
      ['14239', 'Alcoholic beverage, malt beer, hard lemonade', drinks],
    ]),
  );

  it.each([
    // The cocoa mix powder had come first for "1 cup hot chocolate" (0.78).
    ['hot chocolate', '01105'],
    ['hot cocoa', '01105'],
    ['hot cocoa mix', '14192'],
    ['frozen lemonade concentrate', '14292'],
    ['lemonade mix', '14287'],
    ['hard lemonade', '14239'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    // The powder had come first (0.84).
    ['lemonade', '14293'],
    ['pink lemonade', '14543'],
  ] as const)('%s → %s first: the drink, not its powder or concentrate', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('the same words in the other order are another food', () => {
  const candy = ['19120', 'Candies, milk chocolate', 'Sweets'] as const;
  const milk = [
    '01077',
    'Milk, whole, 3.25% milkfat, with added vitamin D',
    'Dairy and Egg Products',
  ] as const;
  const drink = [
    '01102',
    'Milk, chocolate, fluid, commercial, whole, with added vitamin A and vitamin D',
    'Dairy and Egg Products',
  ] as const;

  it('chocolate milk is not selected as milk chocolate when the catalogue has no chocolate milk', () => {
    // The starter catalogue had selected the candy at 0.99 for "1 cup chocolate milk" (168 g).
    const foods = buildFoodIndex(sr28Foods([candy, milk]));
    expect(matchIngredient(foods, 'chocolate milk').selected).toBeNull();
    expect(matchIngredient(foods, 'milk chocolate').selected?.ingredient_id).toBe('19120');
  });

  it('with the drink in the catalogue, each is itself', () => {
    const foods = buildFoodIndex(sr28Foods([candy, milk, drink]));
    expect(matchIngredient(foods, 'chocolate milk').selected?.ingredient_id).toBe('01102');
    expect(matchIngredient(foods, 'milk chocolate chips').candidates[0]?.ingredient_id).toBe('19120');
  });
});

describe('a pastry kitchen: cocoa butter, liquid egg whites', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['04501', 'Oil, cocoa butter', 'Fats and Oils'],
      ['01003', 'Butter oil, anhydrous', 'Dairy and Egg Products'],
      ['19165', 'Cocoa, dry powder, unsweetened', 'Sweets'],
      ['01124', 'Egg, white, raw, fresh', 'Dairy and Egg Products'],
      ['01172', 'Egg, white, raw, frozen, pasteurized', 'Dairy and Egg Products'],
      ['01123', 'Egg, whole, raw, fresh', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    // The class word "oil" it lacks had stopped it at 0.74.
    ['cocoa butter', '04501'],
    // "liquid", a word no food had, had stopped it at 0.65.
    ['liquid egg whites', '01124'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('cocoa is still the powder', () => {
    expect(matchIngredient(foods, 'cocoa').candidates[0]?.ingredient_id).toBe('19165');
  });
});

describe('how SR28 says poultry parts and seafood were had or cooked', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['05027', 'Chicken, liver, all classes, raw', 'Poultry Products'],
      ['05028', 'Chicken, liver, all classes, cooked, simmered', 'Poultry Products'],
      ['05661', 'Chicken, liver, all classes, cooked, pan-fried', 'Poultry Products'],
      ['05025', 'Chicken, heart, all classes, raw', 'Poultry Products'],
      ['05020', 'Chicken, broilers or fryers, giblets, raw', 'Poultry Products'],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
      ['05011', 'Chicken, broilers or fryers, meat only, raw', 'Poultry Products'],
      ['05193', 'Turkey, all classes, leg, meat and skin, raw', 'Poultry Products'],
      ['05194', 'Turkey, all classes, leg, meat and skin, cooked, roasted', 'Poultry Products'],
      ['15147', 'Crustaceans, lobster, northern, raw', 'Finfish and Shellfish Products'],
      ['15148', 'Crustaceans, lobster, northern, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15154', 'Crustaceans, spiny lobster, mixed species, raw', 'Finfish and Shellfish Products'],
      [
        '15228',
        'Crustaceans, spiny lobster, mixed species, cooked, moist heat',
        'Finfish and Shellfish Products',
      ],
      ['15157', 'Mollusks, clam, mixed species, raw', 'Finfish and Shellfish Products'],
      ['15159', 'Mollusks, clam, mixed species, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15158', 'Mollusks, clam, mixed species, cooked, breaded and fried', 'Finfish and Shellfish Products'],
      ['15236', 'Fish, salmon, Atlantic, farmed, raw', 'Finfish and Shellfish Products'],
      ['15237', 'Fish, salmon, Atlantic, farmed, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['15209', 'Fish, salmon, Atlantic, wild, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['15082', 'Fish, salmon, coho, wild, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15015', 'Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products'],
      ['15016', 'Fish, cod, Atlantic, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['15054', 'Fish, monkfish, raw', 'Finfish and Shellfish Products'],
      ['15203', 'Fish, monkfish, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['11365', 'Potatoes, boiled, cooked in skin, flesh, without salt', 'Vegetables and Vegetable Products'],
      ['31036', 'Potatoes, mashed, ready-to-eat', 'Vegetables and Vegetable Products'],
      ['11657', 'Potatoes, mashed, home-prepared, whole milk added', 'Vegetables and Vegetable Products'],
    ]),
  );

  it.each([
    // "All classes" (broilers, roasters, hens, every one) had cost the raw liver the line: 0.89.
    ['chicken livers', '05027'],
    ['chicken hearts', '05025'],
    // SR28 cooks its shellfish in water ("cooked, moist heat"), what "cooked" asks for: 0.85.
    ['cooked lobster', '15148'],
    ['cooked clams', '15159'],
    // Leftover mashed potatoes are mashed potatoes, not "cooked" ones (boiled potatoes had led).
    ['leftover mashed potatoes', '31036'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    // Fish baked, broiled or grilled is SR28's "cooked, dry heat"; the raw fish had led.
    ['baked cod', '15016'],
    ['broiled salmon', '15237'],
    ['grilled salmon', '15237'],
  ] as const)('%s → %s first', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('a plain name is still the raw food, and a cooked fish is not the one cooked in water', () => {
    expect(matchIngredient(foods, 'lobster').selected?.ingredient_id).toBe('15147');
    expect(matchIngredient(foods, 'monkfish').selected?.ingredient_id).toBe('15054');
    expect(matchIngredient(foods, 'cooked salmon').candidates[0]?.ingredient_id).toBe('15237');
    expect(matchIngredient(foods, 'chicken').selected?.ingredient_id).toBe('05006');
    expect(matchIngredient(foods, 'turkey legs').candidates[0]?.ingredient_id).toBe('05193');
  });

  it('a poultry organ is offal, asked for by name: "chicken meat" is not the liver', () => {
    const starter = buildFoodIndex(
      sr28Foods([
        ['05027', 'Chicken, liver, all classes, raw', 'Poultry Products'],
        ['05332', 'Chicken, ground, raw', 'Poultry Products'],
        [
          '05062',
          'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
          'Poultry Products',
        ],
      ]),
    );
    expect(matchIngredient(starter, 'chicken meat').candidates[0]?.ingredient_id).toBe('05332');
    expect(matchIngredient(starter, 'chicken liver').selected?.ingredient_id).toBe('05027');
  });
});

describe('lamb chops are cut from the primal SR28 lists its domestic lamb by', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      [
        '17023',
        'Lamb, domestic, loin, separable lean and fat, trimmed to 1/4" fat, choice, raw',
        'Lamb, Veal, and Game Products',
      ],
      [
        '17236',
        'Lamb, domestic, loin, separable lean and fat, trimmed to 1/8" fat, choice, raw',
        'Lamb, Veal, and Game Products',
      ],
      [
        '17029',
        'Lamb, domestic, rib, separable lean and fat, trimmed to 1/4" fat, choice, raw',
        'Lamb, Veal, and Game Products',
      ],
      [
        '17035',
        'Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat, trimmed to 1/4" fat, choice, raw',
        'Lamb, Veal, and Game Products',
      ],
      ['17224', 'Lamb, ground, raw', 'Lamb, Veal, and Game Products'],
      [
        '17076',
        'Lamb, New Zealand, imported, loin chop, separable lean and fat, raw',
        'Lamb, Veal, and Game Products',
      ],
      [
        '17410',
        'Lamb, New Zealand, imported, loin, boneless, separable lean and fat, raw',
        'Lamb, Veal, and Game Products',
      ],
      [
        '17310',
        'Lamb, Australian, imported, fresh, loin, separable lean and fat, trimmed to 1/8" fat, raw',
        'Lamb, Veal, and Game Products',
      ],
    ]),
  );

  it.each([
    // Only the imported lamb is named by the chop, and had been offered first (0.83).
    ['lamb loin chops', '17023'],
    ['lamb chops', '17023'],
    ['lamb rib chops', '17029'],
    // "Choice", SR28's grade of every fresh domestic cut, had cost each of them the line (0.88).
    ['lamb shoulder', '17035'],
    ['lamb loin', '17023'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a named origin is still that lamb, and ground lamb the ground one', () => {
    expect(matchIngredient(foods, 'New Zealand lamb loin').candidates[0]?.ingredient_name).toMatch(
      /^Lamb, New Zealand/,
    );
    expect(matchIngredient(foods, 'ground lamb').selected?.ingredient_id).toBe('17224');
  });
});

describe('a cured ham is sold cooked', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['07029', 'Ham, sliced, regular (approximately 11% fat)', 'Sausages and Luncheon Meats'],
      ['07028', 'Ham, sliced, packaged (96% fat free, water added)', 'Sausages and Luncheon Meats'],
      ['07030', 'Ham, minced', 'Sausages and Luncheon Meats'],
      ['10136', 'Pork, cured, ham, boneless, regular (approximately 11% fat), roasted', 'Pork Products'],
      ['10183', 'Pork, cured, ham, boneless, extra lean and regular, roasted', 'Pork Products'],
      ['10150', 'Pork, cured, ham, whole, separable lean and fat, unheated', 'Pork Products'],
    ]),
  );

  it.each([
    // SR28's roasted ham had been offered first, at 0.76: a ham roasted again.
    ['cooked ham', '07029'],
    ['leftover ham', '07029'],
    ['ham', '07029'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a ham named roasted is still the roasted one', () => {
    expect(matchIngredient(foods, 'roasted ham').candidates[0]?.ingredient_id).toBe('10136');
  });
});

describe('the fat trimmed off a cut is asked for by name', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['10007', 'Pork, fresh, separable fat, cooked', 'Pork Products'],
      ['10021', 'Pork, fresh, loin, whole, separable lean and fat, cooked, braised', 'Pork Products'],
      ['10006', 'Pork, fresh, separable fat, raw', 'Pork Products'],
      ['10001', 'Pork, fresh, carcass, separable lean and fat, raw', 'Pork Products'],
    ]),
  );

  it('"cooked pork" is not SR28’s cooked pork fat (which had been offered first, at 0.89)', () => {
    expect(matchIngredient(foods, 'cooked pork').candidates[0]?.ingredient_id).toBe('10021');
  });

  it('a line that says fat has it', () => {
    expect(matchIngredient(foods, 'pork fat').selected?.ingredient_id).toBe('10006');
  });
});

describe('beef cuts named without the steak, and meat ground from a named cut', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      [
        '13917',
        'Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['13926', 'Beef, tenderloin, separable lean and fat, trimmed to 1/8" fat, prime, raw', 'Beef Products'],
      [
        '23342',
        'Beef, loin, tenderloin steak, boneless, separable lean and fat, trimmed to 0" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13929',
        'Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13931',
        'Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, choice, raw',
        'Beef Products',
      ],
      [
        '13891',
        'Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      ['23562', 'Beef, ground, 90% lean meat / 10% fat, raw', 'Beef Products'],
      ['23572', 'Beef, ground, 80% lean meat / 20% fat, raw', 'Beef Products'],
      ['10219', 'Pork, fresh, ground, raw', 'Pork Products'],
      ['10070', 'Pork, fresh, shoulder, whole, separable lean and fat, raw', 'Pork Products'],
      ['02014', 'Spices, cumin seed', 'Spices and Herbs'],
    ]),
  );

  it.each([
    // SR28 names its tenderloin and sirloin by the steak; "steak" had cost them the line (0.89).
    ['beef tenderloin', '13917'],
    ['beef sirloin', '13929'],
    // Ground meat is not a cut: "ground" had been a word a cut could lack at no cost.
    ['ground shoulder pork', '10219'],
    // A ground spice is still the spice.
    ['ground cumin', '02014'],
  ] as const)('%s → %s, first', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });

  it('ground meat of a cut SR28 grinds no more of is not the cut, selected', () => {
    // "lean ground beef, preferably top round": the round steak had been selected at 0.99 for it,
    // and the example had replaced the ground beef of the class.
    expect(matchIngredient(foods, 'ground top round beef').selected).toBeNull();
  });

  it('beef tenderloin and sirloin are selected', () => {
    expect(matchIngredient(foods, 'beef tenderloin').selected?.ingredient_id).toBe('13917');
    expect(matchIngredient(foods, 'beef sirloin').selected?.ingredient_id).toBe('13929');
  });
});

describe('juices SR28 lists canned or bottled, and instant pudding', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      [
        '09273',
        'Pineapple juice, canned or bottled, unsweetened, without added ascorbic acid',
        'Fruits and Fruit Juices',
      ],
      [
        '09510',
        'Pineapple juice, canned, not from concentrate, unsweetened, with added vitamins A, C and E',
        'Fruits and Fruit Juices',
      ],
      [
        '09016',
        'Apple juice, canned or bottled, unsweetened, without added ascorbic acid',
        'Fruits and Fruit Juices',
      ],
      ['19202', 'Puddings, vanilla, dry mix, instant', 'Sweets'],
      ['19201', 'Puddings, vanilla, ready-to-eat', 'Sweets'],
      ['19203', 'Puddings, vanilla, dry mix, instant, prepared with whole milk', 'Sweets'],
    ]),
  );

  it.each([
    // A can of juice is SR28's "canned or bottled" juice: the fortified juice SR28 names canned
    // alone had been offered first (0.79), a can of apple juice asked at 0.65.
    ['canned pineapple juice', '09273'],
    ['canned apple juice', '09016'],
    ['pineapple juice', '09273'],
    // Instant pudding is the dry mix (0.78, with the ready-to-eat pudding as its rival).
    ['instant vanilla pudding', '19202'],
    ['vanilla pudding', '19201'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('white fish is a class, not SR28’s whitefish', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['15130', 'Fish, whitefish, mixed species, raw', 'Finfish and Shellfish Products'],
      ['15015', 'Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products'],
      ['15033', 'Fish, haddock, raw', 'Finfish and Shellfish Products'],
    ]),
  );

  it('"white fish" is asked about (the freshwater whitefish had been selected at 0.97)', () => {
    for (const query of ['white fish', 'white fish fillets', 'firm white fish']) {
      expect(matchIngredient(foods, query).selected).toBeNull();
    }
  });

  it('"whitefish", one word, is still SR28’s whitefish; a named white fish is itself', () => {
    expect(matchIngredient(foods, 'whitefish').selected?.ingredient_id).toBe('15130');
    expect(matchIngredient(foods, 'haddock fillets').selected?.ingredient_id).toBe('15033');
  });
});

describe('a fruit tree’s leaves are not its fruit', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['09159', 'Limes, raw', 'Fruits and Fruit Juices'],
      ['09150', 'Lemons, raw, without peel', 'Fruits and Fruit Juices'],
      ['09089', 'Figs, raw', 'Fruits and Fruit Juices'],
      ['09040', 'Bananas, raw', 'Fruits and Fruit Juices'],
      [
        '09132',
        'Grapes, red or green (European type, such as Thompson seedless), raw',
        'Fruits and Fruit Juices',
      ],
      ['11974', 'Grape leaves, raw', 'Vegetables and Vegetable Products'],
      ['11975', 'Grape leaves, canned', 'Vegetables and Vegetable Products'],
      ['11976', 'Pepper, banana, raw', 'Vegetables and Vegetable Products'],
      ['02044', 'Basil, fresh', 'Spices and Herbs'],
      ['11233', 'Kale, raw', 'Vegetables and Vegetable Products'],
    ]),
  );

  it.each([
    // Raw limes had been selected at 0.99 ("4 lime leaves" weighed as four limes).
    'lime leaves',
    'kaffir lime leaves',
    'lemon leaves',
    'fig leaves',
    'banana leaves',
  ])('"%s" is asked about, not the fruit selected', (query) => {
    const result = matchIngredient(foods, query);
    expect(result.selected).toBeNull();
    expect(result.candidates[0]?.confidence ?? 0).toBeLessThan(SELECT_MIN_CONFIDENCE);
  });

  it('leaves SR28 lists are those leaves; a herb’s or a green’s leaves are the herb or the green', () => {
    // Grape leaves come in a jar, in brine, unless the line says they are fresh.
    expect(matchIngredient(foods, 'grape leaves').selected?.ingredient_id).toBe('11975');
    expect(matchIngredient(foods, 'fresh grape leaves').selected?.ingredient_id).toBe('11974');
    expect(matchIngredient(foods, 'basil leaves').selected?.ingredient_id).toBe('02044');
    expect(matchIngredient(foods, 'kale leaves').selected?.ingredient_id).toBe('11233');
    expect(matchIngredient(foods, 'limes').selected?.ingredient_id).toBe('09159');
  });
});

describe('Karo and oleo', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['19350', 'Syrups, corn, light', 'Sweets'],
      ['19349', 'Syrups, corn, dark', 'Sweets'],
      ['19018', 'Fruit syrup', 'Sweets'],
      ['19353', 'Syrups, maple', 'Sweets'],
      ['04610', 'Margarine, regular, 80% fat, composite, stick, with salt', 'Fats and Oils'],
      ['04611', 'Margarine, regular, 80% fat, composite, tub, with salt', 'Fats and Oils'],
    ]),
  );

  it.each([
    // The brand was dropped, and the syrup of no kind offered a fruit syrup first (0.62).
    ['Karo syrup', '19350'],
    ['light Karo syrup', '19350'],
    ['dark Karo syrup', '19349'],
    ['Karo light corn syrup', '19350'],
  ] as const)('%s → %s', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('oleo is margarine (nothing had been found)', () => {
    expect(matchIngredient(foods, 'oleo').candidates[0]?.ingredient_id).toBe('04610');
    expect(matchIngredient(foods, 'oleomargarine').candidates[0]?.ingredient_id).toBe('04610');
  });
});

describe('cooked chicken of no named method is roasted', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['05013', 'Chicken, broilers or fryers, meat only, roasted', 'Poultry Products'],
      ['05014', 'Chicken, broilers or fryers, meat only, stewed', 'Poultry Products'],
      ['05041', 'Chicken, broilers or fryers, light meat, meat only, cooked, roasted', 'Poultry Products'],
      ['05042', 'Chicken, broilers or fryers, light meat, meat only, cooked, stewed', 'Poultry Products'],
      ['05045', 'Chicken, broilers or fryers, dark meat, meat only, cooked, roasted', 'Poultry Products'],
      ['05046', 'Chicken, broilers or fryers, dark meat, meat only, cooked, stewed', 'Poultry Products'],
      ['05064', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Poultry Products'],
      ['05065', 'Chicken, broilers or fryers, breast, meat only, cooked, stewed', 'Poultry Products'],
    ]),
  );

  it.each([
    // Roasted and stewed chicken had tied, and the line was asked at 0.89.
    'cooked chicken',
    'cooked shredded chicken',
    'leftover chicken',
  ])('"%s" → SR28’s roasted chicken meat, selected', (query) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('05013');
  });

  it('a method the line names is that method', () => {
    expect(matchIngredient(foods, 'poached chicken').candidates[0]?.ingredient_id).toBe('05014');
    expect(matchIngredient(foods, 'stewed chicken').candidates[0]?.ingredient_id).toBe('05014');
    expect(matchIngredient(foods, 'cooked dark meat chicken').candidates[0]?.ingredient_id).toBe('05045');
  });
});

describe('boneless chicken thighs are sold skinless', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['05091', 'Chicken, broilers or fryers, thigh, meat and skin, raw', 'Poultry Products'],
      ['05096', 'Chicken, broilers or fryers, dark meat, thigh, meat only, raw', 'Poultry Products'],
      ['05674', 'Chicken, skin (drumsticks and thighs), raw', 'Poultry Products'],
      ['05098', 'Chicken, broilers or fryers, thigh, meat only, cooked, roasted', 'Poultry Products'],
      ['05682', 'Chicken, dark meat, thigh, meat only, with added solution, raw', 'Poultry Products'],
    ]),
  );

  it('"boneless chicken thighs" are the meat only (the thigh with its skin had been selected, 0.92)', () => {
    expect(matchIngredient(foods, 'boneless chicken thighs').selected?.ingredient_id).toBe('05096');
  });

  it('a thigh on the bone, or one the line says has its skin, keeps it', () => {
    expect(matchIngredient(foods, 'chicken thighs').candidates[0]?.ingredient_id).toBe('05091');
    expect(matchIngredient(foods, 'boneless skin-on chicken thighs').candidates[0]?.ingredient_id).toBe(
      '05091',
    );
  });
});

describe('beef broth is bought canned or boxed', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['06008', 'Soup, beef broth or bouillon canned, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['06188', 'Soup, beef broth, less/reduced sodium, ready to serve', 'Soups, Sauces, and Gravies'],
      ['06170', 'Soup, stock, beef, home-prepared', 'Soups, Sauces, and Gravies'],
      ['06076', 'Soup, beef broth, cubed, dry', 'Soups, Sauces, and Gravies'],
      ['06032', 'Soup, beef broth bouillon and consomme, canned, condensed', 'Soups, Sauces, and Gravies'],
      ['06194', 'Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['06013', 'Soup, chicken broth, canned, condensed', 'Soups, Sauces, and Gravies'],
    ]),
  );

  it('"beef broth" is SR28’s ready-to-serve beef broth, whose name says canned (asked at 0.76)', () => {
    expect(matchIngredient(foods, 'beef broth').selected?.ingredient_id).toBe('06008');
  });

  it('a broth of no kind, beef stock, chicken broth and a condensed broth are as they were', () => {
    expect(matchIngredient(foods, 'broth').candidates[0]?.ingredient_id).toBe('06194');
    expect(matchIngredient(foods, 'beef stock').candidates[0]?.ingredient_id).toBe('06170');
    expect(matchIngredient(foods, 'chicken broth').selected?.ingredient_id).toBe('06194');
    expect(matchIngredient(foods, 'condensed beef broth').candidates[0]?.ingredient_id).toBe('06032');
  });
});

describe('7UP is a lemon-lime soda', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['14144', 'Beverages, carbonated, lemon-lime soda, no caffeine', 'Beverages'],
      ['14145', 'Beverages, carbonated, SPRITE, lemon-lime, without caffeine', 'Beverages'],
      ['23472', 'Beef, ground, 93% lean meat / 7% fat, raw', 'Beef Products'],
    ]),
  );

  it.each(['7-Up', '7UP', '7 Up'])('"%s" → the lemon-lime soda (its 7 had found a ground beef)', (query) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('14144');
  });
});

describe('hearts of a vegetable, and high-gluten flour', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11251', 'Lettuce, cos or romaine, raw', 'Vegetables and Vegetable Products'],
      ['11143', 'Celery, raw', 'Vegetables and Vegetable Products'],
      ['05025', 'Chicken, heart, all classes, raw', 'Poultry Products'],
      ['20083', 'Wheat flour, white, bread, enriched', 'Cereal Grains and Pasta'],
      ['12170', 'Seeds, sesame flour, high-fat', 'Nut and Seed Products'],
      ['20081', 'Wheat flour, white, all-purpose, enriched, bleached', 'Cereal Grains and Pasta'],
    ]),
  );

  it.each([
    // A chicken heart had been offered first.
    ['romaine hearts', '11251'],
    ['hearts of romaine', '11251'],
    ['celery hearts', '11143'],
    ['chicken hearts', '05025'],
    // A high-fat sesame flour had been the nearest.
    ['high-gluten flour', '20083'],
  ] as const)('%s → %s', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('fresh (soft) bread crumbs are white bread crumbled', () => {
  // SR28's nine names with a crumb or crumbs: the head noun is no rarer than in the whole catalogue.
  const foods = buildFoodIndex(
    sr28Foods([
      ['18069', 'Bread, white, commercially prepared (includes soft bread crumbs)', 'Baked Products'],
      ['18079', 'Bread crumbs, dry, grated, plain', 'Baked Products'],
      ['18376', 'Bread crumbs, dry, grated, seasoned', 'Baked Products'],
      ['18104', 'Coffeecake, cinnamon with crumb topping, commercially prepared, enriched', 'Baked Products'],
      ['18107', 'Coffeecake, cinnamon with crumb topping, dry mix', 'Baked Products'],
      ['18108', 'Coffeecake, cinnamon with crumb topping, dry mix, prepared', 'Baked Products'],
      [
        '18417',
        'Coffeecake, cinnamon with crumb topping, commercially prepared, unenriched',
        'Baked Products',
      ],
      ['18619', 'NABISCO, NABISCO OREO CRUNCHIES, Cookie Crumb Topping', 'Baked Products'],
      ['28162', "KELLOGG'S, Corn Flakes Crumbs", 'Baked Products'],
    ]),
  );

  it.each(['fresh bread crumbs', 'soft breadcrumbs', 'fresh white breadcrumbs'])(
    '"%s" → SR28’s white bread, selected (the words found only in its parenthesis had stopped them at 0.74)',
    (query) => {
      expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('18069');
    },
  );

  it('dry crumbs are as they were', () => {
    expect(matchIngredient(foods, 'dry bread crumbs').selected?.ingredient_id).toBe('18079');
  });
});

describe('pie crusts and pastry as sold', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['18334', 'Pie crust, standard-type, frozen, ready-to-bake, enriched', 'Baked Products'],
      ['18446', 'Pie crust, standard-type, frozen, ready-to-bake, unenriched', 'Baked Products'],
      ['18335', 'Pie crust, standard-type, frozen, ready-to-bake, enriched, baked', 'Baked Products'],
      ['18945', 'Pie crust, deep dish, frozen, unbaked, made with enriched flour', 'Baked Products'],
      ['18947', 'Pie crust, deep dish, frozen, baked, made with enriched flour', 'Baked Products'],
      ['18948', 'Pie crust, refrigerated, regular, unbaked', 'Baked Products'],
      ['18402', 'Pie crust, standard-type, prepared from recipe, unbaked', 'Baked Products'],
      ['18337', 'Puff pastry, frozen, ready-to-bake', 'Baked Products'],
      ['18211', 'Puff pastry, frozen, ready-to-bake, baked', 'Baked Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(foods, query);

  it('a frozen pie crust is the standard one, not the deep dish (which had come first)', () => {
    expect(m('frozen pie crust').selected?.ingredient_id).toBe('18334');
    expect(m('frozen deep dish pie crust').selected?.ingredient_id).toBe('18945');
  });

  it.each(['ready-made puff pastry', 'ready-rolled puff pastry', 'readymade puff pastry'])(
    '%s is the pastry as sold',
    (query) => {
      expect(m(query).selected?.ingredient_id).toBe('18337');
    },
  );
});

describe('a peeled apple of a variety SR28 lists with its skin only', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['09003', 'Apples, raw, with skin', 'Fruits and Fruit Juices'],
      ['09004', 'Apples, raw, without skin', 'Fruits and Fruit Juices'],
      ['09502', 'Apples, raw, granny smith, with skin', 'Fruits and Fruit Juices'],
      ['09501', 'Apples, raw, golden delicious, with skin', 'Fruits and Fruit Juices'],
      ['09504', 'Apples, raw, fuji, with skin', 'Fruits and Fruit Juices'],
    ]),
  );
  const m = (query: string) => matchIngredient(foods, query);

  // The variety with its skin had come first, asked at 0.61.
  it.each([
    'peeled Granny Smith apples',
    'shredded peeled Granny Smith apple',
    'peeled Golden Delicious apples',
    'peeled fuji apple',
  ])('%s is SR28’s peeled apple', (query) => {
    expect(m(query).selected?.ingredient_id).toBe('09004');
  });

  it('unpeeled, the variety is still the food', () => {
    expect(m('Granny Smith apples').selected?.ingredient_id).toBe('09502');
  });
});

describe('cooked fish is SR28’s fish cooked by dry heat', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['15261', 'Fish, tilapia, raw', 'Finfish and Shellfish Products'],
      ['15262', 'Fish, tilapia, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['15015', 'Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products'],
      ['15016', 'Fish, cod, Atlantic, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['15236', 'Fish, salmon, Atlantic, farmed, raw', 'Finfish and Shellfish Products'],
      ['15237', 'Fish, salmon, Atlantic, farmed, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['15076', 'Fish, salmon, Atlantic, wild, raw', 'Finfish and Shellfish Products'],
      ['15209', 'Fish, salmon, Atlantic, wild, cooked, dry heat', 'Finfish and Shellfish Products'],
      ['15082', 'Fish, salmon, coho, wild, cooked, moist heat', 'Finfish and Shellfish Products'],
      ['15247', 'Fish, salmon, coho, wild, cooked, dry heat', 'Finfish and Shellfish Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(foods, query);

  // "Dry heat", a state the line need not say, had cost as one of its own: each had been asked
  // at 0.84 with the right food first (the one cooked tilapia over the raw at 0.05).
  it.each([
    ['cooked tilapia', '15262'],
    ['cooked cod', '15016'],
    ['cooked salmon', '15237'],
    ['baked salmon', '15237'],
    ['grilled salmon', '15237'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });

  it.each([
    ['salmon', '15236'],
    ['tilapia fillets', '15261'],
  ] as const)('%s is still the raw fish', (query, ndb) => {
    expect(m(query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('real maple syrup is maple syrup', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['19353', 'Syrups, maple', 'Sweets'],
      ['19129', 'Syrups, table blends, pancake', 'Sweets'],
      ['19340', 'Sugars, maple', 'Sweets'],
    ]),
  );

  // Asked at 0.65 on the word, as "real mayonnaise" had been before it was read as mayonnaise.
  it('resolves to SR28’s maple syrup', () => {
    expect(matchIngredient(foods, 'real maple syrup').selected?.ingredient_id).toBe('19353');
  });
});

describe('petite is a size of cut or of pea, not another food', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
      ['11537', 'Tomatoes, red, ripe, canned, with green chilies', 'Vegetables and Vegetable Products'],
      ['11529', 'Tomatoes, red, ripe, raw, year round average', 'Vegetables and Vegetable Products'],
      ['11312', 'Peas, green, frozen, unprepared', 'Vegetables and Vegetable Products'],
    ]),
  );

  // Each had been asked at 0.65 on the word.
  it.each([
    ['canned petite diced tomatoes', '11531'],
    ['frozen petite peas', '11312'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('shortening is the household vegetable shortening', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['04615', 'Shortening, vegetable, household, composite', 'Fats and Oils'],
      [
        '04031',
        'Shortening, household, soybean (partially hydrogenated)-cottonseed (partially hydrogenated)',
        'Fats and Oils',
      ],
      ['04570', 'Shortening, confectionery, fractionated palm', 'Fats and Oils'],
      ['04595', 'Shortening, multipurpose, soybean (hydrogenated) and palm (hydrogenated)', 'Fats and Oils'],
      ['04544', 'Shortening, household, lard and vegetable oil', 'Fats and Oils'],
      [
        '04586',
        'Shortening, special purpose for cakes and frostings, soybean (hydrogenated)',
        'Fats and Oils',
      ],
    ]),
  );

  // Asked at 0.85, the confectionery shortening 0.04 behind; Crisco was already read so.
  it.each(['shortening', 'CRISCO® Shortening'])('%s → 04615, selected', (query) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe('04615');
  });

  it('a shortening the line names by its use is still that one', () => {
    expect(matchIngredient(foods, 'confectionery shortening').candidates[0]?.ingredient_id).toBe('04570');
  });
});

describe('a class of prepared food named only by a word no food has', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11546', 'Tomato products, canned, paste, without salt added', 'Vegetables and Vegetable Products'],
      ['11549', 'Tomato products, canned, sauce', 'Vegetables and Vegetable Products'],
      ['06971', 'Sauce, worcestershire', 'Soups, Sauces, and Gravies'],
      ['02034', 'Spices, poultry seasoning', 'Spices and Herbs'],
      ['06930', 'Sauce, cheese, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['01009', 'Cheese, cheddar', 'Dairy and Egg Products'],
      ['01017', 'Cheese, cream', 'Dairy and Egg Products'],
    ]),
  );
  const m = (query: string) => matchIngredient(foods, query);

  // SR28's tomato paste, tomato sauce and poultry seasoning had come first at 0.77 and 0.67: the
  // word is the food, and the class names none of them.
  // A cheese SR28 does not list is no cheese sauce: "mascarpone cheese" had offered it at 0.63.
  it.each(['harissa paste', 'hollandaise sauce', "za'atar seasoning", 'mascarpone cheese', 'Oaxaca cheese'])(
    '%s offers its nearest as more likely wrong than right',
    (query) => {
      const r = m(query);
      expect(r.selected).toBeNull();
      expect(r.candidates[0]?.confidence ?? 0).toBeLessThan(0.5);
    },
  );

  it('a class the line names by words the catalogue knows is found as before', () => {
    expect(m('tomato paste').selected?.ingredient_id).toBe('11546');
    expect(m('Worcestershire sauce').selected?.ingredient_id).toBe('06971');
    expect(m('cheddar cheese').selected?.ingredient_id).toBe('01009');
    expect(m('cream cheese').selected?.ingredient_id).toBe('01017');
  });
});

describe('a vegetable braised is a cooked one', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11233', 'Kale, raw', 'Vegetables and Vegetable Products'],
      ['11234', 'Kale, cooked, boiled, drained, without salt', 'Vegetables and Vegetable Products'],
      ['11161', 'Collards, raw', 'Vegetables and Vegetable Products'],
      ['11162', 'Collards, cooked, boiled, drained, without salt', 'Vegetables and Vegetable Products'],
      ['11260', 'Mushrooms, white, raw', 'Vegetables and Vegetable Products'],
      ['11263', 'Mushrooms, white, stir-fried', 'Vegetables and Vegetable Products'],
    ]),
  );

  // The raw greens had been offered first (0.58), the cooked ones at 0.19; sautéed mushrooms are
  // SR28's stir-fried ones (its raw mushrooms had come first, 0.57).
  it.each([
    ['braised kale', '11234'],
    ['braised collard greens', '11162'],
    ['sauteed mushrooms', '11263'],
  ] as const)('%s → %s first', (query, ndb) => {
    expect(matchIngredient(foods, query).candidates[0]?.ingredient_id).toBe(ndb);
  });
});

describe('ground beef by the cut it is ground from: USDA grinds sirloin 90/10, round 85/15, chuck 80/20', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['23572', 'Beef, ground, 80% lean meat / 20% fat, raw', 'Beef Products'],
      ['23567', 'Beef, ground, 85% lean meat / 15% fat, raw', 'Beef Products'],
      ['23562', 'Beef, ground, 90% lean meat / 10% fat, raw', 'Beef Products'],
      ['23557', 'Beef, ground, 95% lean meat / 5% fat, raw', 'Beef Products'],
      [
        '13815',
        'Beef, chuck, blade roast, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13891',
        'Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
      [
        '13929',
        'Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
        'Beef Products',
      ],
    ]),
  );

  it.each([
    ['ground chuck', '23572'],
    // The chuck roast had come first (0.60), the top round steak for ground round (0.75).
    ['ground beef chuck', '23572'],
    ['ground round', '23567'],
    ['ground beef round', '23567'],
    ['ground sirloin', '23562'],
    ['ground beef sirloin', '23562'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });
});

describe('mixes, cocoa, kielbasa and cottage cheese as American recipe cards name them', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['06094', 'Soup, onion, dry, mix', 'Soups, Sauces, and Gravies'],
      ['06494', 'Soup, onion, dry, mix, prepared with water', 'Soups, Sauces, and Gravies'],
      ['06045', 'Soup, onion, canned, condensed', 'Soups, Sauces, and Gravies'],
      ['19165', 'Cocoa, dry powder, unsweetened', 'Sweets'],
      ['19166', 'Cocoa, dry powder, unsweetened, processed with alkali', 'Sweets'],
      ['07970', 'Kielbasa, fully cooked, unheated', 'Sausages and Luncheon Meats'],
      ['07968', 'Kielbasa, fully cooked, grilled', 'Sausages and Luncheon Meats'],
      ['07934', 'Kielbasa, Polish, turkey and beef, smoked', 'Sausages and Luncheon Meats'],
      ['01012', 'Cheese, cottage, creamed, large or small curd', 'Dairy and Egg Products'],
      ['01015', 'Cheese, cottage, lowfat, 2% milkfat', 'Dairy and Egg Products'],
      ['01016', 'Cheese, cottage, lowfat, 1% milkfat', 'Dairy and Egg Products'],
    ]),
  );

  it.each([
    // Each had been asked: at 0.84 on the "dry" or "lowfat" the line need not say, at 0.58 on
    // "baking", and at 0.83 with the turkey-and-beef kielbasa first, on its "smoked".
    ['onion soup mix', '06094'],
    ['baking cocoa', '19165'],
    ['smoked kielbasa', '07970'],
    ['2% cottage cheese', '01015'],
    ['1% cottage cheese', '01016'],
    ['cottage cheese', '01012'],
    // A carton's 4 % is the creamed one; with the curd between, the fat still says which
    // (0.65 to 0.72 on the number, the creamed one first for "2% small-curd").
    ['4% cottage cheese', '01012'],
    ['4% small-curd cottage cheese', '01012'],
    ['2% small-curd cottage cheese', '01015'],
    ['1% large curd cottage cheese', '01016'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a turkey kielbasa named is still the turkey one', () => {
    expect(matchIngredient(foods, 'smoked turkey kielbasa').candidates[0]?.ingredient_id).toBe('07934');
  });
});

describe('gelatin, cranberry sauce, a duck and a Cornish hen of no named kind', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['19177', 'Gelatins, dry powder, unsweetened', 'Sweets'],
      ['19172', 'Gelatin desserts, dry mix', 'Sweets'],
      ['09081', 'Cranberry sauce, canned, sweetened', 'Fruits and Fruit Juices'],
      ['09525', 'Cranberry sauce, whole, canned, OCEAN SPRAY', 'Fruits and Fruit Juices'],
      ['09526', 'Cranberry sauce, jellied, canned, OCEAN SPRAY', 'Fruits and Fruit Juices'],
      ['05139', 'Duck, domesticated, meat and skin, raw', 'Poultry Products'],
      ['05141', 'Duck, domesticated, meat only, raw', 'Poultry Products'],
      ['05144', 'Duck, wild, meat and skin, raw', 'Poultry Products'],
      ['27046', 'Sauce, duck, ready-to-serve', 'Soups, Sauces, and Gravies'],
      ['05307', 'Chicken, cornish game hens, meat and skin, raw', 'Poultry Products'],
      ['05309', 'Chicken, cornish game hens, meat only, raw', 'Poultry Products'],
      ['05308', 'Chicken, cornish game hens, meat and skin, cooked, roasted', 'Poultry Products'],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
    ]),
  );

  it.each([
    // Each had been asked: at 0.84 on the words SR28 names these by and a line need not say, at
    // 0.86 between the farmed and the wild duck, at 0.87 for want of "game".
    ['gelatin', '19177'],
    ['gelatine leaves', '19177'],
    ['cranberry sauce', '09081'],
    ['duck', '05139'],
    ['Cornish hens', '05307'],
    ['wild duck', '05144'],
    ['duck sauce', '27046'],
  ] as const)('%s → %s, selected', (query, ndb) => {
    expect(matchIngredient(foods, query).selected?.ingredient_id).toBe(ndb);
  });

  it('a flavoured gelatin and a named cranberry sauce are not the defaults', () => {
    expect(matchIngredient(foods, 'strawberry gelatin').candidates[0]?.ingredient_id).toBe('19172');
    expect(matchIngredient(foods, 'jellied cranberry sauce').candidates[0]?.ingredient_id).toBe('09526');
  });
});
