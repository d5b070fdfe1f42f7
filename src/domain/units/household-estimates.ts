import { preparationWords } from './portion-match.ts';

/**
 * Household estimates: what a vague measure, a small item or a part of a fruit weighs when the
 * food's own portions cannot say. They are used only after the food's portions, density and
 * stated amounts have failed, only for the food groups each names, and every one says what it
 * rests on (an SR28 portion of a sibling food, or a cookbook equivalent); the converter writes
 * that basis into the step (source `household_estimate`) and marks the result approximate.
 * A food outside these groups keeps its clear reason: no weight is invented for it.
 *
 * Groups are read from the food's name as SR28 writes it ("Coriander (cilantro) leaves, raw",
 * "Cheese, gouda", "Spices, pepper, black"), so a custom ingredient named the same way is
 * estimated the same way.
 */

export type FoodGroup =
  | 'leafy_herb'
  | 'fresh_herb'
  | 'mint'
  | 'leafy_green'
  | 'nut'
  | 'cheese'
  | 'soft_cheese'
  | 'grating_cheese'
  | 'chocolate'
  | 'black_pepper'
  | 'clove_spice'
  | 'bay_leaf'
  | 'preserved_cherry'
  | 'fresh_root'
  | 'citrus_peel'
  | 'scallion'
  | 'shallot'
  | 'greek_yogurt'
  | 'wine'
  | 'beer'
  | 'sliced_ham'
  | 'cooked_poultry';

/** The part before the first comma, lower case: "Cheese, gouda" → "cheese". */
function head(foodName: string): string {
  return (foodName.split(',')[0] ?? '').trim().toLowerCase();
}

const LEAFY_HERBS = /^(?:coriander|cilantro|parsley|dill|spearmint|peppermint|mint|basil|chervil|sorrel)\b/;
const WOODY_HERBS = /^(?:thyme|rosemary|oregano|sage|marjoram|tarragon|epazote|savory|lemon balm|lovage)\b/;
const LEAFY_GREENS =
  /^(?:spinach|arugula|rocket|lettuce|watercress|cress|kale|chard|mustard greens|beet greens|collards|mache|purslane)\b/;
const GRATING_CHEESES = /\b(?:parmesan|romano|pecorino|asiago|grana|sapsago)\b/;
const SOFT_CHEESES = /\b(?:soft type|cream|mascarpone|neufchatel|spread)\b/;
/** Birds SR28 weighs cooked by the cup of meat, by the head of their name ("Turkey from whole, …"). */
const POULTRY_HEADS =
  /^(?:chicken|turkey|turkey from whole|duck|goose|pheasant|dove|quail|squab|cornish game hens)$/;
const COOKED_MEAT = /\b(?:cooked|roasted|stewed|braised|fried|grilled|broiled|simmered|rotisserie)\b/;
/** Parts of a bird whose cup is not of its meat. */
const NOT_POULTRY_MEAT = /\b(?:giblets|liver|heart|gizzard|skin (?:from|only)|feet)\b/;

/** The groups a food belongs to, read from its name. */
export function foodGroups(foodName: string): Set<FoodGroup> {
  const name = foodName.toLowerCase();
  const first = head(foodName);
  const fresh = /\b(?:fresh|raw)\b/.test(name);
  const groups = new Set<FoodGroup>();
  if (fresh && LEAFY_HERBS.test(first)) {
    groups.add('leafy_herb');
    groups.add('fresh_herb');
  }
  if (fresh && /^(?:spearmint|peppermint|mint)\b/.test(first)) {
    groups.add('mint');
  }
  if (fresh && WOODY_HERBS.test(first)) {
    groups.add('fresh_herb');
  }
  if (fresh && LEAFY_GREENS.test(first)) {
    groups.add('leafy_green');
  }
  if (/^(?:nuts|peanuts)$/.test(first)) {
    groups.add('nut');
  }
  if (first === 'cheese') {
    groups.add('cheese');
    if (SOFT_CHEESES.test(name)) {
      groups.add('soft_cheese');
    }
    if (GRATING_CHEESES.test(name)) {
      groups.add('grating_cheese');
    }
  }
  if (/\bchocolate\b/.test(name) && /^(?:candies|baking chocolate|chocolate)\b/.test(first)) {
    groups.add('chocolate');
  }
  if (/^spices, pepper, (?:black|white)\b/.test(name)) {
    groups.add('black_pepper');
  }
  if (/^spices, cloves\b/.test(name)) {
    groups.add('clove_spice');
  }
  if (/^spices, bay leaf\b/.test(name)) {
    groups.add('bay_leaf');
  }
  if (/\bcherr(?:y|ies)\b/.test(name) && /\b(?:maraschino|candied|glace|glac\u00e9)\b/.test(name)) {
    groups.add('preserved_cherry');
  }
  if (/^candied fruit\b/.test(first)) {
    groups.add('preserved_cherry');
  }
  if (/^(?:ginger root|turmeric root|galangal)\b/.test(first)) {
    groups.add('fresh_root');
  }
  if (/^(?:lemon|orange|lime|grapefruit) peel\b/.test(first)) {
    groups.add('citrus_peel');
  }
  if (fresh && /^onions, spring or scallions\b/.test(name)) {
    groups.add('scallion');
  }
  if (fresh && first === 'shallots') {
    groups.add('shallot');
  }
  if (/^yogurt, greek\b/.test(name)) {
    groups.add('greek_yogurt');
  }
  if (/^alcoholic beverage, wine\b/.test(name)) {
    groups.add('wine');
  }
  if (/^alcoholic beverage, beer\b/.test(name)) {
    groups.add('beer');
  }
  if (/^ham, sliced\b/.test(name)) {
    groups.add('sliced_ham');
  }
  if (POULTRY_HEADS.test(first) && COOKED_MEAT.test(name) && !NOT_POULTRY_MEAT.test(name)) {
    groups.add('cooked_poultry');
  }
  return groups;
}

/**
 * A measure an estimate is expressed in: grams, a volume the food's own portions weigh, or a
 * number of the food's own items (weighed by its item portion, usual size).
 */
export type EstimatedMeasure =
  | { grams: string }
  | { quantity: string; unit: 'cup' | 'tablespoon' | 'teaspoon' | 'milliliter' }
  | { items: string };

export interface CountUnitEstimate {
  /** The count unit ("bunch", "sprig", "handful"). */
  unit: string;
  group: FoodGroup;
  /** One unit of the food. */
  each: EstimatedMeasure;
  /**
   * The volume is weighed only by the food's own portion of that very measure of whole leaves
   * ("cup", "cup sprigs", "cup leaves, whole"), never by a chopped one or a spoon scaled up: a cup
   * of chopped parsley (SR28: 60 g) weighs several handfuls of leaves.
   */
  wholeMeasureOnly?: boolean;
  /** What the estimate rests on, written into the step's reasoning. */
  basis: string;
}

/**
 * Vague household units of foods whose SR28 portions do not list them. A food that lists the unit
 * itself (SR28's "bunch" of spinach, 340 g; "sprigs" of parsley, 1 g each) is weighed by its own
 * portion before any of these is tried.
 */
export const COUNT_UNIT_ESTIMATES: readonly CountUnitEstimate[] = [
  {
    unit: 'bunch',
    group: 'leafy_herb',
    each: { grams: '70' },
    basis:
      'a bunch of a fresh leafy herb (cilantro, parsley, dill, mint, basil) is taken as 70 g, about 2½ oz, the usual US market bunch (household estimate)',
  },
  {
    unit: 'sprig',
    group: 'fresh_herb',
    each: { grams: '1' },
    basis:
      "a sprig of a fresh herb is taken as 1 g, SR28's sprig of parsley (11297: 10 sprigs = 10 g) and of garden cress (11203: 1 sprig = 1 g)",
  },
  {
    unit: 'handful',
    group: 'leafy_herb',
    each: { quantity: '1', unit: 'cup' },
    wholeMeasureOnly: true,
    basis: 'a handful of leaves is taken as about 1 cup, loosely packed (cookbook equivalent)',
  },
  {
    unit: 'handful',
    group: 'leafy_green',
    each: { quantity: '1', unit: 'cup' },
    wholeMeasureOnly: true,
    basis: 'a handful of leaves is taken as about 1 cup, loosely packed (cookbook equivalent)',
  },
  {
    unit: 'bunch',
    group: 'scallion',
    each: { items: '6.5' },
    basis:
      "a bunch of scallions is taken as 6½ medium ones, the middle of a grower's bunching standard (Muranaka Farm green onion standard: 6 to 7 medium, 8 to 10 small or 5 large a bunch; trade cartons of 4 dozen bunches weigh 11 to 12 lb, about 110 g a bunch untrimmed, Produce Blue Book)",
  },
  {
    unit: 'bottle',
    group: 'wine',
    each: { quantity: '750', unit: 'milliliter' },
    basis:
      'a bottle of wine is taken as 750 mL, the standard wine bottle (US standards of fill for wine, 27 CFR 4.72; EU Directive 2007/45/EC)',
  },
  {
    unit: 'bottle',
    group: 'beer',
    each: { quantity: '354.88235475', unit: 'milliliter' },
    basis:
      "a bottle of beer is taken as 12 fl oz (355 mL), the standard US beer bottle and SR28's can of beer (14003: 1 can, 12 fl oz = 356 g)",
  },
  {
    unit: 'handful',
    group: 'nut',
    each: { grams: '28.349523125' },
    basis: 'a handful of nuts is taken as 1 oz (28.35 g), the usual serving of nuts in US dietary guidance',
  },
];

/** One cup of cooked poultry meat, cut in a named form or in none. */
const COOKED_POULTRY_CUP: Omit<VolumeEstimate, 'preparations'> = {
  group: 'cooked_poultry',
  grams: '140',
  cups: '1',
  basis:
    "a cup of chopped, diced or shredded cooked poultry meat is taken as 140 g, SR28's weight of a cup of it in 30 of the 34 cooked poultry foods that list one (chickens' meat and most of their parts, duck, goose, pheasant, dove, turkey back; e.g. 05013 Chicken, broilers or fryers, meat only, roasted: 'cup, chopped or diced' = 140 g)",
};

export interface VolumeEstimate {
  group: FoodGroup;
  /** Preparation words that must be written (any of them), or [] for none. */
  preparations: readonly string[];
  /** Grams in `cups` US cups (1 unless a label gives another measure). */
  grams: string;
  cups: string;
  basis: string;
}

/**
 * Cups and spoons of foods SR28 lists only by weight or slice. A cup of shredded, grated or
 * crumbled cheese, or of chopped chocolate, weighs about the same across kinds, so the cup of a
 * sibling food of the same group that lists the measure is borrowed. The first entry whose group
 * and preparation fit is used; a cheese measured in no named form ("1 cup gouda": cubed?
 * shredded?) is not estimated, except a soft cheese, which spreads like cream cheese.
 */
export const VOLUME_ESTIMATES: readonly VolumeEstimate[] = [
  {
    group: 'grating_cheese',
    preparations: ['grated', 'shredded', 'shaved'],
    grams: '100',
    cups: '1',
    basis:
      "a cup of a grated hard cheese is taken as SR28's cup of grated parmesan (01032 Cheese, parmesan, grated: 1 cup = 100 g)",
  },
  {
    group: 'cheese',
    preparations: ['shredded', 'grated'],
    grams: '113',
    cups: '1',
    basis:
      "a cup of shredded cheese weighs about the same across kinds and is taken as SR28's cup of shredded cheddar (01009 Cheese, cheddar: 'cup, shredded' = 113 g; mozzarella 112 g, swiss 108 g)",
  },
  {
    group: 'cheese',
    preparations: ['crumbled'],
    grams: '150',
    cups: '1',
    basis:
      "a cup of crumbled cheese is taken as SR28's cup of crumbled feta (01019 Cheese, feta: 'cup, crumbled' = 150 g)",
  },
  {
    group: 'soft_cheese',
    preparations: [],
    grams: '232',
    cups: '1',
    basis:
      'a soft cheese is measured like cream cheese, SR28 01017 Cheese, cream: 1 cup = 232 g (1 tbsp = 14.5 g)',
  },
  {
    group: 'mint',
    preparations: [],
    grams: '3.2',
    cups: '0.125',
    basis:
      "a volume of fresh mint leaves is taken as SR28's fresh peppermint (02064 Peppermint, fresh: 2 tbsp = 3.2 g), leaves of the same size",
  },
  {
    group: 'greek_yogurt',
    preparations: [],
    grams: '170',
    cups: '0.75',
    basis:
      'a cup of Greek yogurt is taken from the US Nutrition Facts labels of plain Greek yogurt tubs, which declare a serving of ¾ cup as 170 g (Fage Total, Great Value plain nonfat Greek yogurt)',
  },
  {
    group: 'sliced_ham',
    preparations: ['diced', 'cubed', 'chopped'],
    grams: '140',
    cups: '1',
    basis:
      "a cup of diced, cubed or chopped ham is taken as SR28's cup of boneless cured ham (10136 Pork, cured, ham, boneless, regular (approximately 11% fat), roasted: 1 cup = 140 g; the whole ham's, 10150, is the same), of which its sliced ham lists only slices",
  },
  // SR28 weighs a cup of chopped or diced cooked poultry meat at 140 g in 30 of the 34 foods that
  // list it, giblets aside (the others, stewed chicken legs, drumsticks and backs and a duck
  // breast, 160 to 174 g), and not at all for its whole roast turkey.
  { ...COOKED_POULTRY_CUP, preparations: ['diced', 'cubed', 'chopped', 'shredded', 'pulled'] },
  { ...COOKED_POULTRY_CUP, preparations: [] },
  {
    group: 'chocolate',
    preparations: ['grated', 'shaved'],
    grams: '132',
    cups: '1',
    basis:
      "a cup of grated chocolate is taken as SR28's (19078 Baking chocolate, unsweetened, squares: 'cup, grated' = 132 g)",
  },
  {
    group: 'chocolate',
    preparations: ['chopped', 'chunk', 'piece', 'chip'],
    grams: '168',
    cups: '1',
    basis:
      "a cup of chopped chocolate, or of chips of it, is taken as SR28's cup of chocolate chips (19080 Candies, semisweet chocolate: 'cup chips (6 oz package)' = 168 g)",
  },
];

export interface ItemEstimate {
  /** The counted noun, singular ("peppercorn"). */
  nouns: readonly string[];
  group: FoodGroup;
  /** Words of the line that rule the estimate out. */
  unless?: readonly string[];
  /** One item of the usual (medium) size. */
  each: EstimatedMeasure;
  /**
   * A small or large item is weighed from the medium one by SR28's own ratios between sizes
   * (`SIZE_STEP`), as a size a food does not list is; otherwise the size is not weighed.
   */
  sized?: boolean;
  basis: string;
}

/** Counts of small things ("15 black peppercorns", "4 whole cloves", "12 glacé cherries"). */
export const ITEM_ESTIMATES: readonly ItemEstimate[] = [
  {
    nouns: ['peppercorn'],
    group: 'black_pepper',
    each: { grams: '0.05' },
    basis: 'a dried peppercorn is taken as 0.05 g, about 20 to the gram (household estimate)',
  },
  {
    nouns: ['clove'],
    group: 'clove_spice',
    each: { grams: '0.1' },
    basis: 'a whole dried clove is taken as 0.1 g, about 10 to the gram (household estimate)',
  },
  {
    // SR28 weighs dried bay leaf only crumbled by the spoon (02004: 1 tsp = 0.6 g).
    nouns: ['leaf'],
    group: 'bay_leaf',
    // A fresh leaf is not the dried one SR28 lists (it is asked, as before).
    unless: ['fresh'],
    each: { grams: '0.2' },
    basis:
      'a whole dried bay leaf is taken as 0.2 g, the light end of 0.2 to 0.3 g a leaf (household estimate)',
  },
  {
    nouns: ['shallot'],
    group: 'shallot',
    each: { quantity: '3', unit: 'tablespoon' },
    sized: true,
    basis:
      "a medium shallot yields about 3 tablespoons minced (America's Test Kitchen, which sizes shallots by that yield: a small one 2 tablespoons or less)",
  },
  {
    nouns: ['cherry'],
    group: 'preserved_cherry',
    each: { grams: '5' },
    basis:
      "a candied or maraschino cherry is taken as SR28's (09328 Maraschino cherries, canned, drained: 'cherry (NLEA serving)' = 5 g)",
  },
];

/**
 * Foods whose one listed item weight stands for kinds far apart in size: a count of them is
 * asked about, not weighed by that portion. SR28's generic hot chili peppers list "1 pepper" =
 * 45 g, while the chillies recipes count run from a bird's eye (about 3 g; SR28 has no bird's eye
 * chilli) through a serrano (6.1 g, SR28 11977) and a jalapeño (14 g, SR28 11979) to that.
 */
export const VARIED_ITEMS: readonly {
  food: RegExp;
  /** The count is weighed as usual when the line names the item this way ("8 links"). */
  except?: readonly string[];
  /** Units whose one listed weight stands for pieces far apart in size too ("slice"). */
  units?: readonly string[];
  /** Only `units` are refused: a bare count is weighed as usual ("3 canned tomatoes"). */
  onlyUnits?: true;
  reason: string;
  /** What the person may give instead; by default the grams or a chopped volume. */
  instead?: string;
}[] = [
  {
    // SR28 weighs its breakfast sausage by the 25 g link; a sausage counted by the piece may be a
    // British banger of 60 g or more.
    food: /^Pork sausage, link\/patty\b/,
    except: ['link', 'patty'],
    reason:
      'SR28 weighs this breakfast sausage by the link (25 g) or patty, and a sausage counted by the piece may be a larger one (a British banger is 60 g or more), so the count cannot be weighed without knowing which',
    instead:
      'give the weight in grams (update_ingredient_grams), or write it in the line ("8 links", "1 lb pork sausages")',
  },
  {
    // SR28 18029 lists one slice, 139 g (standard error 37 g): a slice across a large loaf. A
    // slice of baguette or of a smaller loaf, what a recipe means as often, weighs a fraction of it,
    // and a loaf ("1 baguette") is not listed at all.
    food: /^Bread, french or vienna\b/,
    units: ['slice'],
    reason:
      'SR28 weighs French or Vienna bread by the slice only, 139 g, a slice across a large loaf; a slice of a baguette or a smaller loaf weighs a fraction of that, and a whole loaf is not listed, so the count cannot be weighed without knowing its weight',
    instead:
      'give the weight in grams (update_ingredient_grams), or write it in the line ("1 (250 g) baguette", "4 (35 g) slices sourdough bread")',
  },
  {
    // SR28 09087 weighs a Deglet Noor date, 7.1 g pitted; a Medjool date (09421) is 24 g. Dates
    // counted in a recipe are either, so the count is asked unless the line names the Medjool.
    food: /^Dates, deglet noor$/,
    reason:
      "SR28's Deglet Noor date weighs 7.1 g and a Medjool date 24 g, and the line does not say which dates it counts, so the count cannot be weighed without knowing which",
    instead:
      'say which in the line ("6 Medjool dates"), or give the weight in grams (update_ingredient_grams)',
  },
  {
    // SR28 11116 lists one head, 840 g: a full-grown bok choy. Pak choi sold by the head in many
    // shops, and Shanghai bok choy, are far smaller.
    food: /^Cabbage, chinese \(pak-choi\), raw$/,
    except: ['leaf'],
    units: ['head'],
    reason:
      "SR28's head of pak choi (bok choy) weighs 840 g, a full-grown one; the heads many shops sell as pak choi, and Shanghai bok choy, weigh a fraction of that, so the count cannot be weighed without knowing which",
  },
  {
    // SR28 11531 and 11885 weigh "1 can" of canned tomatoes at 190 g, none of the sizes sold.
    food: /^Tomatoes, red, ripe, canned, packed in tomato juice\b/,
    units: ['can'],
    onlyUnits: true,
    reason:
      'SR28\'s can of canned tomatoes weighs 190 g, which is none of the sizes sold (411 g, 14.5 oz, and 794 g, 28 oz, in the US; 400 g in Britain), so a can cannot be weighed without knowing its size (a line such as "1 (14.5 oz) can" says it)',
  },
  {
    // SR28 15172 lists one portion, "unit 2 large or 5 small" = 30 g: a large scallop of 15 g, a
    // small one of 6 g. Sea scallops sold in the US run 10 to 30 to the pound (15 to 45 g each),
    // bay scallops 70 to 120: a count says too little of which.
    food: /^Mollusks, scallop, (?!.*imitation)/,
    reason:
      'SR28 weighs a large scallop at 15 g and a small one at 6 g (2 large or 5 small = 30 g), while the sea scallops sold in the US weigh 15 to 45 g each and bay scallops 4 to 6 g, so a count of them cannot be weighed without knowing which',
    instead:
      'give the weight in grams (update_ingredient_grams), or write it in the line ("1 lb sea scallops")',
  },
  {
    // SR28 17428 and 17435 weigh "shank whole" at 1,270 g (standard deviation 566 g): the whole
    // shank, bone and all. The veal shanks a recipe counts are mostly pieces cut across it for osso
    // buco, a few hundred grams each: "4 veal shanks" had been weighed at 5,080 g.
    food: /^Veal, shank\b/,
    reason:
      'SR28 weighs a whole veal shank at 1,270 g, bone and all, while the veal shanks recipes count are mostly pieces cut across it (osso buco) of a few hundred grams, so a count of them cannot be weighed without knowing which',
    instead:
      'give the weight of the meat in grams (update_ingredient_grams), or their weight as bought in the line ("2 lb veal shanks"), of which SR28\'s share of bone is taken off',
  },
  {
    // SR28 13970 weighs "1 steak" of flank at 188 g (20 cuts): a steak cut from the flank. The
    // flank steak a recipe counts is most often the whole flank, 1 to 2 lb; "1 flank steak" had
    // been weighed at 188 g.
    food: /^Beef, flank, steak\b/,
    reason:
      "SR28's flank steak weighs 188 g, a steak cut from the flank, while the flank steak a recipe counts is most often the whole flank, 1 to 2 lb (450 to 900 g), so a count of them cannot be weighed without knowing which",
    instead:
      'give the weight in grams (update_ingredient_grams), or write it in the line ("1 (1 1/2 lb) flank steak")',
  },
  {
    // SR28's beef tenderloin is its steak (13917: 164 g, a filet mignon). "1 beef tenderloin" in a
    // recipe is the whole tenderloin or a roast cut from it, several pounds, and had been weighed
    // at 164 g; a count of steaks, fillets or medallions is weighed as usual.
    food: /^Beef, tenderloin, steak\b/,
    except: ['steak', 'fillet', 'filet', 'medallion', 'mignon', 'tournedo'],
    reason:
      'SR28 weighs beef tenderloin by the steak (164 g), while a beef tenderloin a recipe counts is most often the whole tenderloin or a roast cut from it, several pounds, so the count cannot be weighed without knowing which',
    instead:
      'give the weight in grams (update_ingredient_grams), or write it in the line ("1 (4 lb) beef tenderloin")',
  },
  {
    // SR28 13929 and 13934 weigh "1 steak" of top sirloin at 608 and 594 g: the whole steak across
    // the cut. Recipes count single steaks of a third to a half of that ("4 sirloin steaks" had
    // been weighed at 2,432 g).
    food: /^Beef, top sirloin, steak\b/,
    reason:
      "SR28's top sirloin steak weighs about 600 g, a whole steak across the cut, while the sirloin steaks a recipe counts are often single portions of a third to a half of that, so a count of them cannot be weighed without knowing which",
    instead:
      'give the weight in grams (update_ingredient_grams), or write it in the line ("4 (8 oz) sirloin steaks")',
  },
  {
    food: /^Peppers, hot chili, (?:red|green), raw$/,
    reason:
      "A chilli weighs anything from about 3 g (bird's eye) through 6 g (serrano) and 14 g (jalapeño) to the 45 g of SR28's 'pepper', so a count of them cannot be weighed without knowing which",
    instead:
      'name the kind ("2 serrano chillies", "1 jalapeño"), give the grams, or a volume such as 1 tbsp chopped',
  },
];

export interface ZestYield {
  fruit: string;
  each: EstimatedMeasure;
  basis: string;
}

/**
 * Grated zest of a whole citrus fruit ("2 oranges, zest only", "zest of 1 lemon", matched to the
 * fruit's peel): the middle of the cookbook equivalents for a medium fruit, weighed by the peel's
 * own spoon portions. A line that also uses the juice ("2 lemons, zest and juice") measures two
 * foods and is not estimated as zest alone.
 */
export const ZEST_YIELDS: readonly ZestYield[] = [
  {
    fruit: 'lemon',
    each: { quantity: '2.5', unit: 'teaspoon' },
    basis:
      'a medium lemon yields 2 to 3 teaspoons of grated zest (cookbook equivalent); 2½ teaspoons is used',
  },
  {
    fruit: 'orange',
    each: { quantity: '1.5', unit: 'tablespoon' },
    basis:
      'a medium orange yields 1 to 2 tablespoons of grated zest (cookbook equivalent); 1½ tablespoons is used',
  },
  {
    fruit: 'lime',
    each: { quantity: '1.5', unit: 'teaspoon' },
    basis: 'a medium lime yields 1 to 2 teaspoons of grated zest (cookbook equivalent); 1½ teaspoons is used',
  },
];

/**
 * A piece of a fresh root by its length ("1-inch piece ginger", "2cm piece of ginger"): a
 * cylinder as wide as SR28's slices of ginger root (11216: "slices (1\" dia)"), 2.54 cm across,
 * at about 1 g per ml, the density of water-rich produce.
 */
export const ROOT_PIECE = {
  group: 'fresh_root' as FoodGroup,
  diameterCm: '2.54',
  gramsPerMl: '1',
  basis:
    'a piece of fresh root is taken as a cylinder 1 inch (2.54 cm) across, the width of SR28\'s ginger slices (11216: "slices (1" dia)"), at about 1 g per ml',
};

/**
 * A heaped spoon ("1 heaped tbsp", "2 heaping teaspoons", "2 rounded tsp"): spoon measures are
 * level, and a heaped one holds more. SR28 weighs a rounded teaspoon of instant coffee powder
 * (14218, decaffeinated) at 1.8 g and a level one (14214, regular) at 1.0 g: a heaped spoon is
 * taken as 1.8 level ones. Spoons only: the heap on a cup is a small share of it.
 */
export const HEAPED_SPOON = {
  factor: '1.8',
  words: new Set(['heaped', 'heaping', 'rounded']),
  units: new Set(['teaspoon', 'tablespoon', 'dessertspoon']),
  basis:
    'SR28 weighs a rounded teaspoon of instant coffee at 1.8 g and a level one at 1.0 g, so a heaped spoon is taken as 1.8 level ones (spoon measures are level)',
} as const;

/** Portion modifiers of a cut food: a measure so described is not one of whole leaves. */
export const CUT_WORDS: ReadonlySet<string> = new Set([
  'chopped',
  'minced',
  'diced',
  'sliced',
  'shredded',
  'grated',
  'ground',
  'cubed',
  'pureed',
  'mashed',
]);

/** Words of a preparation that say the line uses the fruit's juice as well as its zest. */
export const JUICE_WORDS: ReadonlySet<string> = new Set(['juice', 'juiced']);

/** Singular words of a preparation and a name together, for the preparation an estimate needs. */
export function writtenWords(
  preparation: string | null | undefined,
  name: string | null | undefined,
): string[] {
  return [...preparationWords(preparation), ...preparationWords(name)];
}
