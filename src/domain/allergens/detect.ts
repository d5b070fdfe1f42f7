/**
 * Major food allergen detection from a USDA food's description and food group (SR28 Long_Desc and
 * FdGrp_Desc; FoodData Central description and category). The nine major allergens are those of
 * FALCPA and the FASTER Act, read as FDA's allergen guidance (Questions and Answers Regarding Food
 * Allergens, Edition 5, January 2025) defines them:
 * - milk: milk of cows and other domesticated ruminants (goat, sheep, buffalo); not human milk,
 *   not plant "milks" (coconut, soy, almond, rice, oat);
 * - eggs: eggs of domesticated birds (chicken, duck, goose, quail);
 * - fish: finfish; crustacean shellfish: crab, lobster, shrimp, prawn, crayfish, krill (mollusks —
 *   clams, oysters, scallops, squid — are not a major allergen);
 * - tree nuts: only the twelve of Edition 5's Table 1 (almond, black/California/English/Persian
 *   walnut, Brazil nut, cashew, hazelnut/filbert, heartnut, macadamia, pecan, pine nut, pistachio);
 *   coconut, chestnut, beechnut, butternut, hickory, ginkgo, pili, acorn are not;
 * - wheat: any Triticum wheat, including durum, semolina, spelt, kamut/khorasan, farro/emmer,
 *   einkorn; triticale (a wheat × rye hybrid) counts too, to be safe;
 * - peanuts, soybeans, sesame.
 * Highly refined oils are exempt from the definition (FD&C Act 201(qq)(2)(A)), so refined peanut
 * and soybean oils, and shortenings and margarines named only for such oils, carry no allergen;
 * soy lecithin, cold-pressed nut and sesame oils do.
 *
 * The rules read words, not substrings: "eggplant", "nutmeg", "buckwheat", "butternut squash",
 * "peanut" and "doughnuts" never match "egg", "nut", "wheat" or "nuts". Exceptions name the phrases
 * that contain an allergen word without being that allergen ("coconut milk", "cream of tartar",
 * "peanut butter" for milk; "pumpkin pie spice" for wheat); "without X" ("flakes without milk")
 * names an absent ingredient; "gluten-free" vetoes wheat. A few words count only in a food group
 * ("bass" among fish, "roll" among baked products). Ingredients a name implies without naming
 * them are detected where the rule is safe and common ("mayonnaise" → eggs, "worcestershire" →
 * fish, "cookies" → wheat); otherwise a name that does not say what the food is made of ("Dessert
 * topping, powdered") gives nothing. The result is a hint for the recipe author, to be confirmed
 * against the product's label.
 */
import type { Allergen } from '../foods/food.ts';
import { MAJOR_ALLERGENS } from '../foods/food.ts';
import { normalizeFoodText } from '../foods/food-text.ts';

export interface AllergenRule {
  allergen: Allergen;
  /** Whole-word phrases, lower case, that name a source of the allergen. */
  terms: readonly string[];
  /** Phrases removed from the description before the terms are looked for. */
  except?: readonly string[];
  /** The rule does not apply when the description contains one of these phrases. */
  unless?: readonly string[];
  /** The rule does not apply when the description starts with one of these phrases. */
  unlessStartsWith?: readonly string[];
  /** The rule applies only to foods in one of these food groups (ambiguous words). */
  onlyInCategories?: readonly string[];
}

/** Oils and fats named for a highly refined oil: exempt from allergen labeling. */
const REFINED_FATS = ['oil', 'shortening', 'margarine', 'usda commodity food oil'] as const;

/** Plant drinks and spreads that borrow a dairy word. */
const NOT_DAIRY = [
  'coconut milk',
  'coconut cream',
  'coconut water',
  'soy milk',
  'almond milk',
  'rice milk',
  'oat milk',
  'cashew milk',
  'hemp milk',
  'milk human',
  'human milk',
  'cream of tartar',
  'cream of wheat',
  'cream of rice',
  'cream style',
  'cream soda',
  'ice cream cone',
  'ice cream cones',
  'peanut butter',
  'almond butter',
  'cashew butter',
  'nut butter',
  'seed butter',
  'sesame butter',
  'soy butter',
  'apple butter',
  'cocoa butter',
  'shea butter',
  'butter beans',
  'non dairy butter flavor',
  'milk thistle',
  'milkweed',
  'bread and butter',
  'nutmeg butter',
  'ucuhuba butter',
  'hard butter',
  'alaskan ice cream',
  'custard apple',
];

/** Flours and meals of grains and seeds other than wheat. */
const NON_WHEAT_FLOURS = [
  'rice',
  'corn',
  'masa',
  'soy',
  'rye',
  'potato',
  'peanut',
  'carob',
  'arrowroot',
  'chickpea',
  'buckwheat',
  'sorghum',
  'millet',
  'oat',
  'tapioca',
  'cassava',
  'cottonseed',
  'sesame',
  'seed',
  'acorn',
  'almond',
  'coconut',
  'quinoa',
  'amaranth',
  'teff',
  'bean',
  'pea',
  'lupin',
  'fish',
  'mesquite',
  'banana',
  'chestnut',
  'barley',
  'malt',
];

const GLUTEN_FREE = ['gluten free', 'wheat free'];

const FISH_GROUPS = ['Finfish and Shellfish Products', 'American Indian/Alaska Native Foods'];

export const ALLERGEN_RULES: readonly AllergenRule[] = [
  {
    allergen: 'milk',
    terms: [
      'milk',
      'milks',
      'milkshake',
      'milkshakes',
      'butter',
      'buttermilk',
      'butterfat',
      'butterscotch',
      'cheese',
      'cheeses',
      'cheesecake',
      'cheeseburger',
      'cheeseburgers',
      'cheesefurter',
      'cream',
      'creams',
      'creamer',
      'yogurt',
      'yogurts',
      'yoghurt',
      'whey',
      'casein',
      'caseinate',
      'kefir',
      'ghee',
      'lactose',
      'eggnog',
      'half and half',
      'sherbet',
      'custard',
      'custards',
      'ricotta',
      'mozzarella',
      'paneer',
      'creme fraiche',
      'parmesan',
      'parmigiana',
      'queso',
      'dulce de leche',
      'pesto',
    ],
    except: NOT_DAIRY,
    unlessStartsWith: ['oil'],
  },
  {
    allergen: 'eggs',
    terms: [
      'egg',
      'eggs',
      'eggnog',
      'yolk',
      'yolks',
      'mayonnaise',
      'meringue',
      'meringues',
      'custard',
      'custards',
      'french toast',
    ],
    except: ['egg free', 'eggless', 'custard apple', 'dinosaur eggs'],
  },
  {
    allergen: 'fish',
    terms: [
      'fish',
      'anchovy',
      'anchovies',
      'salmon',
      'tuna',
      'cod',
      'haddock',
      'halibut',
      'tilapia',
      'trout',
      'sardine',
      'sardines',
      'herring',
      'mackerel',
      'catfish',
      'pollock',
      'flounder',
      'snapper',
      'grouper',
      'sturgeon',
      'swordfish',
      'mahimahi',
      'whitefish',
      'bluefish',
      'monkfish',
      'rockfish',
      'lingcod',
      'butterfish',
      'milkfish',
      'wolffish',
      'roughy',
      'caviar',
      'surimi',
      'lox',
      'worcestershire',
      'caesar',
    ],
    except: ['shellfish', 'fish shaped'],
  },
  {
    // Species names that are fish only in a fish food group.
    allergen: 'fish',
    terms: [
      'bass',
      'sole',
      'perch',
      'pike',
      'carp',
      'smelt',
      'shad',
      'eel',
      'mullet',
      'pompano',
      'whiting',
      'croaker',
      'roe',
      'cisco',
      'burbot',
      'cusk',
      'dolphinfish',
      'scup',
      'sheepshead',
      'tilefish',
      'yellowtail',
      'drum',
      'spot',
      'seatrout',
      'ling',
      'pout',
    ],
    onlyInCategories: FISH_GROUPS,
  },
  {
    allergen: 'crustacean shellfish',
    terms: [
      'crustacean',
      'crustaceans',
      'crab',
      'crabs',
      'crabmeat',
      'lobster',
      'lobsters',
      'shrimp',
      'shrimps',
      'prawn',
      'prawns',
      'crayfish',
      'crawfish',
      'crawdad',
      'crawdads',
      'langoustine',
      'langoustines',
      'krill',
      'scampi',
    ],
    except: ['crab apple', 'crab apples'],
  },
  {
    allergen: 'tree nuts',
    terms: [
      'almond',
      'almonds',
      'walnut',
      'walnuts',
      'pecan',
      'pecans',
      'cashew',
      'cashews',
      'pistachio',
      'pistachios',
      'hazelnut',
      'hazelnuts',
      'filbert',
      'filberts',
      'macadamia',
      'macadamias',
      'brazil nut',
      'brazil nuts',
      'brazilnut',
      'brazilnuts',
      'pine nut',
      'pine nuts',
      'pinenuts',
      'pignolia',
      'pignoli',
      'pinon',
      'pinyon',
      'heartnut',
      'heartnuts',
      'marzipan',
      'praline',
      'pralines',
      'pesto',
      'nuts',
    ],
    except: [
      'nuts acorns',
      'nuts acorn',
      'nuts beechnuts',
      'nuts butternuts',
      'nuts chestnuts',
      'nuts coconut',
      'nuts ginkgo nuts',
      'ginkgo nuts',
      'nuts hickorynuts',
      'nuts pilinuts',
      'kola nuts',
      'grape nuts',
      'roasting nuts',
      'mouse nuts',
    ],
    unless: ['nuts formulated'],
  },
  {
    allergen: 'peanuts',
    terms: ['peanut', 'peanuts', 'groundnuts'],
    unlessStartsWith: REFINED_FATS,
  },
  {
    allergen: 'wheat',
    terms: [
      'wheat',
      'flour',
      'flours',
      'bread',
      'breads',
      'breaded',
      'breadcrumbs',
      'breadsticks',
      'croutons',
      'pasta',
      'spaghetti',
      'macaroni',
      'noodles',
      'lasagna',
      'ravioli',
      'tortellini',
      'gnocchi',
      'couscous',
      'bulgur',
      'semolina',
      'farina',
      'durum',
      'spelt',
      'kamut',
      'khorasan',
      'farro',
      'einkorn',
      'emmer',
      'triticale',
      'seitan',
      'gluten',
      'cracker',
      'crackers',
      'cookie',
      'cookies',
      'cake',
      'cakes',
      'coffeecake',
      'cupcakes',
      'cheesecake',
      'muffin',
      'muffins',
      'bagel',
      'bagels',
      'biscuit',
      'biscuits',
      'croissant',
      'croissants',
      'doughnut',
      'doughnuts',
      'pancake',
      'pancakes',
      'waffle',
      'waffles',
      'pastry',
      'pastries',
      'pie',
      'pies',
      'pizza',
      'pretzel',
      'pretzels',
      'rolls',
      'buns',
      'stuffing',
      'matzo',
      'matzoh',
      'matzah',
      'phyllo',
      'filo',
      'wonton',
      'wontons',
      'dumpling',
      'dumplings',
      'danish pastry',
      'strudel',
      'eclairs',
      'brownie',
      'brownies',
      'cream puff',
      'cream puffs',
      'eclair',
      'french toast',
      'graham',
      'grahams',
      'saltines',
      'pita',
      'flatbread',
      'focaccia',
      'bun',
      'ice cream cone',
      'ice cream cones',
      'sundae cone',
      'with cone',
      'french toaster',
      'wafer',
      'wafers',
      'zwieback',
      'melba toast',
      'ladyfingers',
      'scone',
      'scones',
      'popovers',
      'hush puppies',
      'shoyu',
      'teriyaki',
    ],
    except: [
      ...NON_WHEAT_FLOURS.flatMap((grain) => [`${grain} flour`, `${grain} flours`]),
      'flours corn and soy',
      'pie fillings',
      'pie filling',
      'rice noodles',
      'noodles rice',
      'cellophane',
      'fruit roll',
      'fruit rolls',
      'rice cakes',
      'rice cake',
      'fish cakes',
      'crab cakes',
      'potato pancakes',
      'rice crackers',
      'pie spice',
      'pumpkin pie mix',
      'bread and butter',
      'sauce pizza',
      'pizza sauce',
      'cracker barrel',
      'fruit leather rolls',
      'candy rolls',
      'popcorn cakes',
      'corn cakes',
      'table blends pancake',
      'kneel down',
      'piki bread',
      'bread blue corn',
      'squash winter spaghetti',
      'spaghetti squash',
    ],
    unless: [
      ...GLUTEN_FREE,
      'rice cake',
      'rice cakes',
      'rice cracker',
      'cellophane',
      'sauce pasta',
      'pasta sauce',
      'spaghetti sauce',
    ],
    unlessStartsWith: REFINED_FATS,
  },
  {
    // Words that name a wheat food only among baked products ("roll" is also a cut of beef).
    allergen: 'wheat',
    terms: ['roll', 'loaf', 'tart', 'tarts', 'cone', 'cones'],
    unless: GLUTEN_FREE,
    onlyInCategories: ['Baked Products'],
  },
  {
    // Wheat germ oil is pressed, not a highly refined oil.
    allergen: 'wheat',
    terms: ['wheat germ oil', 'oil wheat germ'],
  },
  {
    // Corn tortillas and taco shells are not wheat; flour tortillas say "flour".
    allergen: 'wheat',
    terms: ['tortilla', 'tortillas'],
    unless: [...GLUTEN_FREE, 'corn', 'chips', 'masa', 'soup'],
  },
  {
    allergen: 'soybeans',
    terms: [
      'soy',
      'soya',
      'soybean',
      'soybeans',
      'soymilk',
      'soyburgers',
      'tofu',
      'tempeh',
      'miso',
      'natto',
      'edamame',
      'okara',
      'yuba',
      'tamari',
      'shoyu',
      'teriyaki',
      'hoisin',
    ],
    except: [
      'soybean oil',
      'soybean oils',
      'soy oil',
      'soybean and safflower oil',
      'soybean and partially hydrogenated soybean',
    ],
    unlessStartsWith: REFINED_FATS,
  },
  {
    allergen: 'soybeans',
    terms: ['soy lecithin', 'soybean lecithin', 'soya lecithin'],
  },
  {
    allergen: 'sesame',
    terms: ['sesame', 'tahini', 'halvah', 'halva', 'hummus', 'hummous', 'benne'],
  },
];

const WITHOUT = / without [a-z0-9]+(?= )/g;

interface CompiledRule {
  rule: AllergenRule;
  terms: RegExp;
  except: RegExp | null;
  unless: RegExp | null;
  startsWith: RegExp | null;
}

/** One regular expression matching any of the phrases as whole words in normalized text. */
function phraseRegExp(phrases: readonly string[], flags = ''): RegExp {
  const alternatives = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(` (?:${alternatives.join('|')})(?= )`, flags);
}

const COMPILED: readonly CompiledRule[] = ALLERGEN_RULES.map((rule) => ({
  rule,
  terms: phraseRegExp(rule.terms),
  except: rule.except === undefined ? null : phraseRegExp(rule.except, 'g'),
  unless: rule.unless === undefined ? null : phraseRegExp(rule.unless),
  startsWith:
    rule.unlessStartsWith === undefined ? null : new RegExp(`^${phraseRegExp(rule.unlessStartsWith).source}`),
}));

function ruleMatches(compiled: CompiledRule, text: string, category: string): boolean {
  const { rule } = compiled;
  if (rule.onlyInCategories !== undefined && !rule.onlyInCategories.includes(category)) {
    return false;
  }
  if (compiled.unless?.test(text) || compiled.startsWith?.test(text)) {
    return false;
  }
  const searched = compiled.except === null ? text : text.replace(compiled.except, ' |');
  return compiled.terms.test(searched);
}

/**
 * The major allergens a food's description names, in MAJOR_ALLERGENS order. `category` is the
 * food group (SR28 FdGrp_Desc, FDC food category); it only disambiguates words such as "bass" or
 * "sole" that are fish only among fish.
 */
export function detectAllergens(name: string, category: string): Allergen[] {
  // "flakes without milk", "made without egg", "mixed nuts, without peanuts": the named food is absent.
  const text = normalizeFoodText(name).replace(WITHOUT, ' |');
  const found = new Set<Allergen>();
  for (const compiled of COMPILED) {
    if (!found.has(compiled.rule.allergen) && ruleMatches(compiled, text, category)) {
      found.add(compiled.rule.allergen);
    }
  }
  return MAJOR_ALLERGENS.filter((a) => found.has(a));
}
