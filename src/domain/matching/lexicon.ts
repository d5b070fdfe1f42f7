/**
 * The matcher's word tables. Everything here maps words to words (or classifies words); nothing
 * names a food by its NDB number. Phrases are written in plain text and go through the same
 * normalization and stemming as food names and queries (see text.ts), so "green onions" and
 * "green onion" hit the same entry.
 *
 * README.md in this folder explains how each table is used in ranking.
 */

/**
 * Phrases rewritten to one canonical token on BOTH sides (food names and queries), so the many
 * ways SR28 and recipes say the same thing meet: "without salt", "no salt added" and "unsalted"
 * are one token. Longest phrase first wins.
 */
export const CANONICAL_PHRASES: readonly (readonly [string, string])[] = [
  ['without salt added', 'unsalted'],
  ['without added salt', 'unsalted'],
  ['no salt added', 'unsalted'],
  ['no added salt', 'unsalted'],
  ['without salt', 'unsalted'],
  ['no salt', 'unsalted'],
  ['salt free', 'unsalted'],
  ['with salt added', 'salted'],
  ['with added salt', 'salted'],
  ['with salt', 'salted'],
  ['lightly salted', 'salted'],
  ['without added sugar', 'unsweetened'],
  ['no sugar added', 'unsweetened'],
  ['not sweetened', 'unsweetened'],
  ['with added sugar', 'sweetened'],
  ['less reduced sodium', 'lowsodium'],
  ['reduced sodium', 'lowsodium'],
  ['low sodium', 'lowsodium'],
  ['lower sodium', 'lowsodium'],
  ['less sodium', 'lowsodium'],
  ['sodium reduced', 'lowsodium'],
  ['fat free', 'nonfat'],
  ['non fat', 'nonfat'],
  ['skim milk', 'nonfat milk'],
  ['part skim', 'partskim'],
  ['not fortified', 'unfortified'],
  ['skim', 'nonfat'],
  ['low fat', 'lowfat'],
  ['reduced fat', 'reducedfat'],
  ['whole grain', 'wholegrain'],
  ['whole wheat', 'wholegrain wheat'],
  ['all purpose', 'allpurpose'],
  ['self rising', 'selfrising'],
  ['half and half', 'halfandhalf'],
  ['ready to serve', 'readytoserve'],
  ['ready to eat', 'readytoserve'],
  ['ready to drink', 'readytoserve'],
  ['dry roasted', 'dryroasted'],
  ['oil roasted', 'oilroasted'],
  ['hard boiled', 'hardboiled'],
  ['sun dried', 'sundried'],
  ['freeze dried', 'freezedried'],
  ['cooked boiled', 'boiled'],
  ['with added vitamin a and vitamin d', 'vitaminized'],
  ['with added vitamin d and without added vitamin a', 'vitaminized'],
  ['with added vitamin a', 'vitaminized'],
  ['with added vitamin d', 'vitaminized'],
  ['without added vitamin a and vitamin d', 'unfortified'],
  ['without added vitamin a', 'unfortified'],
  ['without added vitamin d', 'unfortified'],
  ['with added ascorbic acid', 'vitaminized'],
  ['without added ascorbic acid', 'unfortified'],
  ['packed in tomato juice', 'juicepack'],
  ['juice pack', 'juicepack'],
  ['water pack', 'waterpack'],
  ['canned or bottled', 'bottled'],
  ['solids and liquids', 'solidsliquids'],
  ['prepared with tap water', 'tapwater'],
  ['prepared with distilled water', 'tapwater'],
  ['double acting', 'doubleacting'],
  ['kernels cut off cob', 'kernel'],
  ['kernels on cob', 'oncob'],
  ['meat only', 'meatonly'],
  ['skin only', 'skinonly'],
  ['dark meat', 'darkmeat'],
  ['light meat', 'lightmeat'],
  ['with skin', 'withskin'],
  ['with peel', 'withskin'],
  ['includes skin', 'withskin'],
  ['without skin', 'peeled'],
  ['low moisture', 'lowmoisture'],
  ['dry powder', 'powder'],
  ['all types', 'alltypes'],
  ['all varieties', 'alltypes'],
  ['all commercial varieties', 'alltypes'],
  ['trimmed to 0 fat', 'trimmed'],
  ['trimmed to 1 8 fat', 'trimmed'],
  ['trimmed to 1 4 fat', 'trimmed'],
];

/** Words that carry no meaning for matching on either side. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'plus',
  'such',
  'per',
]);

/**
 * Query-side synonyms: a recipe's word or phrase → SR28's words for the same food. An empty
 * replacement drops the phrase (it names a quality SR28 does not distinguish). Applied after
 * spelling correction, longest phrase first, left to right.
 */
export const QUERY_SYNONYMS: readonly (readonly [string, string])[] = [
  // Flours and starches
  ['ap', 'allpurpose'],
  ['plain flour', 'allpurpose flour'],
  ['strong flour', 'bread flour'],
  ['wholemeal', 'wholegrain wheat'],
  ['pastry flour', 'soft wheat flour'],
  ['masa harina', 'corn flour masa'],
  ['masa', 'corn flour masa'],
  ['gram flour', 'chickpea flour'],
  ['besan', 'chickpea flour'],
  ['polenta', 'cornmeal'],
  // Sugars and syrups
  ['white sugar', 'granulated sugar'],
  ['table sugar', 'granulated sugar'],
  ['cane sugar', 'granulated sugar'],
  ['caster sugar', 'granulated sugar'],
  ['castor sugar', 'granulated sugar'],
  ['superfine sugar', 'granulated sugar'],
  ['light brown sugar', 'brown sugar'],
  ['dark brown sugar', 'brown sugar'],
  ['golden brown sugar', 'brown sugar'],
  ['confectioners sugar', 'powdered sugar'],
  ['confectioner sugar', 'powdered sugar'],
  ['icing sugar', 'powdered sugar'],
  ['raw sugar', 'turbinado sugar'],
  ['demerara sugar', 'turbinado sugar'],
  ['agave nectar', 'agave syrup'],
  // Fats and oils
  ['evoo', 'olive oil'],
  ['extra virgin', ''],
  ['virgin', ''],
  ['vegetable oil', 'soybean oil'],
  ['cooking oil', 'soybean oil'],
  ['vegetable shortening', 'shortening soybean cottonseed'],
  ['ghee', 'butter oil'],
  ['clarified butter', 'butter oil'],
  ['bacon fat', 'bacon grease'],
  ['bacon dripping', 'bacon grease'],
  // Dairy
  ['heavy cream', 'heavy whipping cream'],
  ['double cream', 'heavy whipping cream'],
  ['whipping cream', 'heavy whipping cream'],
  ['single cream', 'light cream'],
  ['milk powder', 'dry milk'],
  ['powdered milk', 'dry milk'],
  ['parmigiano reggiano', 'parmesan'],
  ['parmigiano', 'parmesan'],
  ['pecorino romano', 'romano'],
  ['pecorino', 'romano'],
  ['monterey jack', 'monterey'],
  ['jack cheese', 'monterey cheese'],
  ['chevre', 'goat cheese'],
  ['bleu', 'blue'],
  // Meat, poultry, fish
  ['hamburger', 'ground beef'],
  ['minced beef', 'ground beef'],
  ['beef mince', 'ground beef'],
  ['whole chicken', 'chicken meat skin'],
  ['prawn', 'shrimp'],
  ['calamari', 'squid'],
  ['ahi', 'yellowfin'],
  // Legumes
  ['cannellini', 'white'],
  ['white kidney bean', 'white bean'],
  ['black eyed pea', 'blackeye cowpea'],
  ['blackeyed pea', 'blackeye cowpea'],
  ['creamy peanut butter', 'smooth peanut butter'],
  ['crunchy peanut butter', 'chunk peanut butter'],
  ['chunky peanut butter', 'chunk peanut butter'],
  // Grains and pasta
  ['jasmine', 'long grain white'],
  ['basmati', 'long grain white'],
  ['arborio', 'medium grain white'],
  ['sushi rice', 'short grain white rice'],
  ['rolled oat', 'oat regular'],
  ['old fashioned oat', 'oat regular'],
  ['quick oat', 'oat quick'],
  ['quick cooking oat', 'oat quick'],
  ['oatmeal', 'oat regular'],
  ['steel cut oat', 'oat'],
  ['pearl barley', 'pearled barley'],
  ['panko', 'bread crumb'],
  ['lasagna noodle', 'pasta'],
  ['lasagne noodle', 'pasta'],
  ['elbow macaroni', 'pasta'],
  ['spaghetti squash', 'spaghetti squash'],
  ['spaghetti', 'pasta'],
  ['penne', 'pasta'],
  ['macaroni', 'pasta'],
  ['linguine', 'pasta'],
  ['fettuccine', 'pasta'],
  ['fettucine', 'pasta'],
  ['rigatoni', 'pasta'],
  ['fusilli', 'pasta'],
  ['rotini', 'pasta'],
  ['farfalle', 'pasta'],
  ['orzo', 'pasta'],
  ['ziti', 'pasta'],
  ['angel hair', 'pasta'],
  ['bucatini', 'pasta'],
  ['lasagna', 'pasta'],
  // Vegetables
  ['green onion', 'scallion'],
  ['spring onion', 'scallion'],
  ['yellow onion', 'onion'],
  ['white onion', 'onion'],
  ['red onion', 'onion'],
  ['brown onion', 'onion'],
  ['vidalia onion', 'sweet onion'],
  ['garlic clove', 'garlic'],
  ['clove garlic', 'garlic'],
  ['cherry tomato', 'tomato'],
  ['grape tomato', 'tomato'],
  ['roma tomato', 'tomato'],
  ['plum tomato', 'tomato'],
  ['heirloom tomato', 'tomato'],
  ['bell pepper', 'sweet pepper'],
  ['capsicum', 'sweet pepper'],
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['yellow squash', 'crookneck squash'],
  ['summer squash', 'crookneck squash'],
  ['napa cabbage', 'chinese cabbage pe tsai'],
  ['chinese cabbage', 'chinese cabbage pe tsai'],
  ['bok choy', 'chinese cabbage pak choi'],
  ['pak choy', 'chinese cabbage pak choi'],
  ['button mushroom', 'white mushroom'],
  ['baby bella', 'crimini'],
  ['cremini', 'crimini'],
  ['portobello', 'portabella'],
  ['green bean', 'snap bean green'],
  ['string bean', 'snap bean green'],
  ['french bean', 'snap bean green'],
  ['snow pea', 'edible podded pea'],
  ['sugar snap pea', 'edible podded pea'],
  ['snap pea', 'edible podded pea'],
  ['mangetout', 'edible podded pea'],
  ['bean sprout', 'mung bean sprouted'],
  ['rocket', 'arugula'],
  ['pumpkin puree', 'canned pumpkin'],
  ['black olive', 'ripe olive'],
  ['swiss chard', 'chard swiss'],
  ['collard greens', 'collards'],
  // Fruits
  ['zest', 'peel'],
  ['prune', 'dried plum'],
  ['kiwi', 'kiwifruit'],
  ['pomegranate seed', 'pomegranate'],
  ['pomegranate aril', 'pomegranate'],
  // Nuts and seeds
  ['pepita', 'pumpkin seed'],
  ['flax seed', 'flaxseed'],
  ['linseed', 'flaxseed'],
  ['flax', 'flaxseed'],
  // Herbs and spices
  ['kosher salt', 'salt'],
  ['sea salt', 'salt'],
  ['table salt', 'salt'],
  ['red pepper flake', 'pepper red cayenne'],
  ['crushed red pepper', 'pepper red cayenne'],
  ['chili flake', 'pepper red cayenne'],
  ['cayenne', 'pepper red cayenne'],
  ['flat leaf parsley', 'parsley'],
  ['italian parsley', 'parsley'],
  ['curly parsley', 'parsley'],
  ['mint', 'spearmint'],
  ['coriander leaf', 'coriander leaf cilantro'],
  ['ground coriander', 'coriander seed'],
  // Leaveners
  ['sodium bicarbonate', 'baking soda'],
  ['bicarbonate soda', 'baking soda'],
  ['bicarb', 'baking soda'],
  ['instant yeast', 'active dry yeast'],
  ['rapid rise yeast', 'active dry yeast'],
  ['quick rise yeast', 'active dry yeast'],
  ['bread machine yeast', 'active dry yeast'],
  ['fresh yeast', 'compressed yeast'],
  ['cake yeast', 'compressed yeast'],
  // Condiments, sauces, broths
  ['ketchup', 'catsup'],
  ['mayo', 'mayonnaise'],
  ['bbq', 'barbecue'],
  ['white vinegar', 'distilled vinegar'],
  ['apple cider vinegar', 'cider vinegar'],
  ['bouillon cube', 'broth cube'],
  // Chocolate
  ['bittersweet', 'dark'],
  ['semi sweet', 'semisweet'],
  ['dutch process', 'processed alkali'],
  ['dutch processed', 'processed alkali'],
  // Beverages
  ['dry white wine', 'white wine'],
  ['dry red wine', 'red wine'],
  ['bourbon', 'whiskey'],
  ['whisky', 'whiskey'],
  ['scotch', 'whiskey'],
  ['soda water', 'club soda'],
  ['sparkling water', 'club soda'],
];

/**
 * Query words that describe size, cut, preparation or quality rather than which food it is.
 * They are optional: a food that has them scores a little higher, one that lacks them loses
 * nothing ("fresh basil leaves", "large eggs", "boneless skinless chicken breasts").
 */
export const DESCRIPTOR_WORDS: ReadonlySet<string> = new Set([
  'fresh',
  'freshly',
  'large',
  'small',
  'medium',
  'extra',
  'jumbo',
  'big',
  'baby',
  'chopped',
  'diced',
  'minced',
  'sliced',
  'slivered',
  'shredded',
  'grated',
  'ground',
  'crumbled',
  'cubed',
  'halved',
  'quartered',
  'julienned',
  'peeled',
  'deveined',
  'pitted',
  'seeded',
  'trimmed',
  'boneless',
  'skinless',
  'bone',
  'skin',
  'packed',
  'lightly',
  'finely',
  'coarsely',
  'thinly',
  'roughly',
  'firmly',
  'softened',
  'melted',
  'beaten',
  'sifted',
  'rinsed',
  'drained',
  'cold',
  'warm',
  'room',
  'temperature',
  'organic',
  'good',
  'quality',
  'best',
  'pure',
  'natural',
  'premium',
  'leaf',
  'sprig',
  'stalk',
  'stem',
  'rib',
  'floret',
  'head',
  'bunch',
  'piece',
  'fillet',
  'filet',
  'kernel',
  'wedge',
  'strip',
  'chunk',
  'stick',
  'half',
  'meal',
  'ripe',
  'optional',
  'divided',
  'taste',
  'needed',
  'about',
  'english',
  'lump',
  'chip',
  'morsel',
  'meat',
  'weed',
]);

/**
 * Food-name words that change what the food is nutritionally by processing or cooking. A food
 * that has one the query does not ask for is ranked down ("raw over cooked").
 */
export const STATE_WORDS: ReadonlySet<string> = new Set([
  'cooked',
  'boiled',
  'baked',
  'roasted',
  'dryroasted',
  'oilroasted',
  'fried',
  'broiled',
  'braised',
  'stewed',
  'grilled',
  'simmered',
  'steamed',
  'microwaved',
  'sauteed',
  'poached',
  'scrambled',
  'toasted',
  'heated',
  'canned',
  'frozen',
  'dried',
  'dehydrated',
  'freezedried',
  'prepared',
  'reconstituted',
  'pickled',
  'smoked',
  'cured',
  'candied',
  'sweetened',
  'salted',
  'condensed',
  'concentrate',
  'mashed',
  'crushed',
  'meatless',
  'breaded',
  'batter',
  'rotisserie',
  'solution',
  'juice',
  'syrup',
  'puree',
  'paste',
  'powder',
  'flakes',
  'mix',
  'imitation',
  'hardboiled',
  'instant',
  'precooked',
  'glazed',
  'sulfured',
  'brined',
  'sugared',
  'fermented',
  'sprouted',
  'blanched',
  'hydrogenated',
  'fortified',
  'flavored',
  'sundried',
  'unenriched',
  'unbleached',
  'dry',
  'pan',
  'browned',
  'crumbles',
  'loaf',
  'patty',
]);

/**
 * Food-name words that mark a modified version of a food (less fat, less sodium, diet): ranked
 * below the regular food unless the query asks for them.
 */
export const VARIANT_WORDS: ReadonlySet<string> = new Set([
  'nonfat',
  'lowfat',
  'reducedfat',
  'light',
  'lite',
  'lowsodium',
  'diet',
  'calorie',
  'reduced',
]);

/** How much one unrequested state word costs, by word; the default is STATE_COST. */
export const STATE_COST_OVERRIDES: ReadonlyMap<string, number> = new Map([
  ['salted', 0],
  ['fortified', 0.03],
  ['cured', 0.05],
  ['canned', 0.07],
  ['prepared', 0.05],
  ['hydrogenated', 0.05],
  ['sulfured', 0.02],
  ['unenriched', 0.02],
  ['unbleached', 0.02],
]);

/**
 * Food-name words and phrases that state SR28's default form and so cost nothing when the query
 * does not mention them ("Egg, whole, raw, fresh", "Oil, olive, salad or cooking", "Tomatoes,
 * red, ripe, raw, year round average").
 */
export const NEUTRAL_WORDS: ReadonlySet<string> = new Set([
  'raw',
  'fresh',
  'whole',
  'regular',
  'plain',
  'enriched',
  'bleached',
  'unsalted',
  'unsweetened',
  'uncooked',
  'unprepared',
  'unheated',
  'unfortified',
  'weed',
  'purchased',
  'fluid',
  'granulated',
  'table',
  'readytoserve',
  'commercially',
  'commercial',
  'mature',
  'seed',
  'all',
  'alltypes',
  'grade',
  'mixed',
  'species',
  'includes',
  'include',
  'top',
  'bulb',
  'average',
  'year',
  'round',
  'varieties',
  'flesh',
  'skin',
  'peel',
  'salad',
  'cooking',
  'broiler',
  'fryer',
  'meat',
  'only',
  'meatonly',
  'darkmeat',
  'lightmeat',
  'separable',
  'lean',
  'added',
  'vitamin',
  'd',
  'boneless',
  'skinless',
  'root',
  'composite',
  'original',
  'square',
  'gram',
  'protein',
  'ounce',
  'pasteurized',
  'process',
  'solidsliquids',
  'juicepack',
  'waterpack',
  'tapwater',
  'bottled',
  'vitaminized',
  'doubleacting',
  'large',
  'small',
  'medium',
  'baking',
  'stick',
  'tub',
  'style',
  'traditional',
  'allpurpose',
  'withskin',
  'summer',
  'winter',
  'distilled',
  'domestic',
  'product',
  'products',
  'previously',
  'may',
  'have',
  'been',
  'not',
  'trimmed',
  'fat',
  'packed',
  'generic',
  'retail',
  'solid',
  'drained',
  'milkfat',
  'kernel',
  'seedless',
  'red',
  'ripe',
  'cultured',
  'wild',
  'farmed',
  'atlantic',
  'common',
  'sweet',
  'yellow',
  'white',
  'green',
]);

/**
 * Context where a neutral word is not neutral: "white" in "Egg, white" or "Rice, white" names
 * the food. A word in this map is neutral only in foods whose identity (head) is one of the
 * listed words.
 */
export const NEUTRAL_ONLY_WITH: ReadonlyMap<string, readonly string[]> = new Map([
  ['red', ['tomato']],
  ['ripe', ['tomato', 'olive']],
  ['sweet', ['corn', 'cherries']],
  ['yellow', ['corn', 'peach', 'cornmeal']],
  ['white', ['mushroom', 'wheat', 'potato', 'rice']],
  ['green', ['pea', 'kiwifruit']],
  ['fat', ['beef', 'pork', 'lamb', 'veal', 'chicken', 'turkey', 'game']],
  ['lean', ['beef', 'pork', 'lamb', 'veal', 'chicken', 'turkey', 'game']],
  ['separable', ['beef', 'pork', 'lamb', 'veal', 'game']],
  ['trimmed', ['beef', 'pork', 'lamb', 'veal', 'game']],
  ['skin', ['apple', 'potato', 'cucumber', 'zucchini', 'squash', 'pear', 'peach']],
  ['peel', ['cucumber', 'apple', 'orange']],
  ['seed', ['chickpea', 'bean', 'pea', 'lentil', 'cowpea', 'soybean', 'lima']],
  ['cultured', ['cream', 'milk', 'buttermilk']],
  ['wild', ['salmon', 'catfish', 'trout', 'oyster', 'shrimp']],
  ['farmed', ['salmon', 'catfish', 'trout']],
  ['atlantic', ['salmon', 'cod']],
  ['common', ['cowpea']],
  ['kernel', ['corn', 'seeds']],
  ['large', ['curd', 'lima']],
  ['small', ['curd', 'lima']],
  ['medium', ['curd', 'lima']],
  ['baking', ['chocolate']],
  ['gram', ['yogurt']],
  ['protein', ['yogurt']],
  ['ounce', ['yogurt']],
]);

/**
 * First words of SR28 descriptions that name a class rather than the food ("Spices, basil",
 * "Nuts, almonds", "Fish, salmon"): the identity of such a food is read from the next part, and a
 * query need not repeat the class word.
 */
export const TAXONOMIC_HEADS: ReadonlySet<string> = new Set([
  'spices',
  'nuts',
  'seeds',
  'cheese',
  'fish',
  'crustaceans',
  'mollusks',
  'beverages',
  'alcoholic beverage',
  'leavening agents',
  'sweetener',
  'sweeteners',
  'candies',
  'cereals',
  'cereals ready to eat',
  'game meat',
  'tomato products',
]);

/**
 * Like TAXONOMIC_HEADS, but the class word is part of the food's common name or says what kind
 * of dish it is ("Mushrooms, oyster" are oyster mushrooms, "Soup, chicken broth", "Cookies,
 * butter"): implied, yet a food under it ranks lower when the query does not name the class
 * ("oysters" are the mollusk).
 */
export const CATEGORY_HEADS: ReadonlySet<string> = new Set([
  'squash',
  'peppers',
  'melons',
  'mushrooms',
  'soup',
  'sauce',
  'salad dressing',
  'seasoning mix',
  'cookies',
  'crackers',
  'bread',
  'usda commodity',
  'usda commodity food',
  'restaurant',
  'fast foods',
]);

/**
 * First words of SR28 descriptions that name what the food is made into ("Oil, olive", "Soup,
 * chicken broth", "Milk, chocolate"): the class word is part of the food's identity (almonds are
 * not almond oil) and the next part completes it.
 */
export const FORM_HEADS: ReadonlySet<string> = new Set([
  'oil',
  'milk',
  'cream',
  'vinegar',
  'animal fat',
  'sugar',
  'sugars',
  'syrup',
  'syrups',
  'juice',
]);

/**
 * Species heads of meat descriptions: "Pork, cured, bacon" is bacon whether or not the query
 * says pork, so missing the species costs half an identity miss.
 */
export const SPECIES_HEADS: ReadonlySet<string> = new Set([
  'beef',
  'pork',
  'lamb',
  'veal',
  'chicken',
  'turkey',
]);

/** Ranking prior by SR28 food group (and FDC category of the same name); 0 when absent. */
export const CATEGORY_PRIORS: ReadonlyMap<string, number> = new Map([
  ['Baby Foods', -0.45],
  ['Fast Foods', -0.3],
  ['Restaurant Foods', -0.3],
  ['American Indian/Alaska Native Foods', -0.3],
  ['Meals, Entrees, and Side Dishes', -0.2],
  ['Snacks', -0.08],
  ['Breakfast Cereals', -0.04],
]);

/** Words of the query that waive a category's prior ("baby food", "restaurant"). */
export const CATEGORY_WAIVERS: ReadonlyMap<string, readonly string[]> = new Map([
  ['Baby Foods', ['babyfood', 'infant', 'formula']],
  ['Fast Foods', ['fast', 'mcdonald', 'burger', 'king']],
  ['Restaurant Foods', ['restaurant']],
  ['American Indian/Alaska Native Foods', ['navajo', 'hopi', 'alaska', 'native', 'shoshone', 'apache']],
  ['Snacks', ['snack', 'chip', 'pretzel', 'popcorn', 'cracker']],
]);

/** Words in a food name that mark a less common or special-purpose form, with their prior. */
export const NAME_PRIORS: ReadonlyMap<string, number> = new Map([
  ['usda', -0.12],
  ['industrial', -0.15],
  ['restaurant', -0.15],
  ['babyfood', -0.3],
  ['school', -0.1],
  ['imitation', -0.1],
]);

/** A name prior does not apply when the name also has this word ("industrial and retail"). */
export const NAME_PRIOR_EXEMPTIONS: ReadonlyMap<string, string> = new Map([['industrial', 'retail']]);

/** Prior for a description that names a brand (a word in capitals such as "KRAFT"). */
export const BRAND_PRIOR = -0.18;

/**
 * Preferred defaults: when the query's head word is `head`, has every word of `when` and none of
 * `unless`, foods with the `prefer` words rank first. They act as small bonuses, so any word the
 * query does say wins over them.
 */
export const PREFERRED_DEFAULTS: readonly {
  head: string;
  when?: string;
  unless?: string;
  prefer: string;
  note: string;
}[] = [
  { head: 'butter', unless: 'salted unsalted', prefer: 'salted', note: 'butter is salted butter' },
  {
    head: 'flour',
    unless: 'whole wheat rice corn rye soy oat buckwheat chickpea potato almond coconut',
    prefer: 'wheat white allpurpose',
    note: 'flour is all-purpose white wheat flour',
  },
  {
    head: 'rice',
    unless: 'wild long medium short glutinous',
    prefer: 'long grain',
    note: 'rice is long-grain rice',
  },
  {
    head: 'pepper',
    unless: 'sweet hot chili red green yellow jalapeno serrano cayenne white banana hungarian',
    prefer: 'black spices',
    note: 'pepper alone is ground black pepper',
  },
  {
    head: 'beef',
    when: 'ground',
    unless: 'lean 70 75 80 85 90 93 95 97',
    prefer: '80 20',
    note: 'ground beef of no stated fat level is 80% lean / 20% fat',
  },
  {
    head: 'beef',
    when: 'ground lean',
    unless: '70 75 80 85 90 93 95 97',
    prefer: '90 10',
    note: 'lean ground beef is 90% lean, the FDA "lean" limit',
  },
  {
    head: 'chocolate',
    unless: 'milk white dark sweet unsweetened baking',
    prefer: 'semisweet',
    note: 'chocolate (chips) is semisweet chocolate',
  },
  {
    head: 'breast',
    when: 'chicken',
    unless: 'skin bone',
    prefer: 'skinless boneless',
    note: 'chicken breast is sold boneless and skinless (other poultry parts come with their skin)',
  },
  {
    head: 'chicken',
    when: 'cooked',
    unless: 'skin',
    prefer: 'meatonly',
    note: 'cooked chicken in a recipe is the meat, without skin',
  },
  {
    head: 'goat cheese',
    unless: 'hard semisoft',
    prefer: 'soft',
    note: 'goat cheese is soft fresh goat cheese (chevre)',
  },
];

/**
 * Query words that also accept a more specific food word: "cooked" chicken is roasted or stewed
 * chicken, "toasted" pecans are dry-roasted pecans.
 */
export const QUERY_ALTERNATIVES: readonly { word: string; accepts: string }[] = [
  {
    word: 'cooked',
    accepts: 'roasted boiled stewed braised baked simmered steamed broiled grilled poached microwaved',
  },
  { word: 'toasted', accepts: 'roasted dryroasted' },
  { word: 'roasted', accepts: 'dryroasted oilroasted toasted' },
  { word: 'stock', accepts: 'broth' },
  { word: 'broth', accepts: 'stock' },
];

/**
 * Food-name words whose cost depends on the food group: the default form there ("dry" pasta and
 * beans, "dried" nuts), or nearly so ("dried" and "ground" spices, poultry "meat only": parts
 * other than the breast are sold with their skin).
 */
export const COST_IN_CATEGORY: ReadonlyMap<string, readonly (readonly [string, number])[]> = new Map([
  [
    'dry',
    [
      ['Cereal Grains and Pasta', 0],
      ['Legumes and Legume Products', 0],
      ['Breakfast Cereals', 0],
    ],
  ],
  [
    'dried',
    [
      ['Spices and Herbs', 0.02],
      ['Nut and Seed Products', 0],
    ],
  ],
  ['ground', [['Spices and Herbs', 0.01]]],
  ['meatonly', [['Poultry Products', 0.03]]],
  ['skin', [['Poultry Products', 0.02]]],
  ['darkmeat', [['Poultry Products', 0.02]]],
  ['lightmeat', [['Poultry Products', 0.02]]],
  [
    'cured',
    [
      ['Pork Products', 0],
      ['Sausages and Luncheon Meats', 0],
    ],
  ],
]);

/**
 * A query word and a food word that contradict each other: the food pays CONFLICT_COST
 * ("skinless" thighs are not "meat and skin").
 */
export const CONFLICTS: readonly (readonly [string, string])[] = [
  ['skinless', 'skin'],
  ['boneless', 'bone'],
];

/** Descriptor words of the query that a food also shows with another word ("fresh" basil is "raw"). */
export const DESCRIPTOR_EQUIVALENTS: ReadonlyMap<string, readonly string[]> = new Map([['fresh', ['raw']]]);
