/**
 * The reviewed table of added-sugar estimates for composite SR28 foods, keyed by NDB number (see
 * `added-sugars.ts` for the two methods). An entry names the food's unsweetened counterpart in
 * SR28 and carries the counterpart's facts (per 100 g, as SR28 gives them); the food's own values
 * are read from the food at run time, so an entry never hard-codes the answer.
 *
 * Source of every fact: U.S. Department of Agriculture, Agricultural Research Service, USDA
 * National Nutrient Database for Standard Reference, Release 28 (nutrients 269 sugars, 203
 * protein; WEIGHT.txt fluid-ounce weights). Choice of counterpart: the same food without sugar
 * in SR28 (water pack for syrup pack, evaporated for sweetened condensed milk, unsweetened baking
 * chocolate for chocolate, tomato paste for ketchup, the raw fruit for jam and fruit sauces, plain
 * for flavoured yogurt and milk). Remarks say where the estimate leans and why.
 */

export interface CounterpartDifferenceEntry {
  ndb: string;
  name: string;
  method: 'counterpart_difference';
  /** The nutrient that measures the counterpart's share of the food (sugar brings none of it). */
  marker: 'n_protein';
  counterpart: { ndb: string; name: string; sugars: string; marker_value: string };
  source: string;
  remark?: string;
}

export interface JuiceConcentrateEntry {
  ndb: string;
  name: string;
  method: 'juice_concentrate_excess';
  /** Grams per fluid ounce of the concentrate (SR28 portion weights). */
  density_g_per_fl_oz: string;
  counterpart: { ndb: string; name: string; sugars: string; density_g_per_fl_oz: string };
  source: string;
}

export type AddedSugarsTableEntry = CounterpartDifferenceEntry | JuiceConcentrateEntry;

const SR28 = 'USDA SR28 (nutrients 269 and 203)';
const SR28_WEIGHTS = 'USDA SR28 (nutrient 269; WEIGHT.txt fluid-ounce and can weights)';

function diff(
  ndb: string,
  name: string,
  counterpart: CounterpartDifferenceEntry['counterpart'],
  remark?: string,
): CounterpartDifferenceEntry {
  return {
    ndb,
    name,
    method: 'counterpart_difference',
    marker: 'n_protein',
    counterpart,
    source: `${SR28}: NDB ${ndb} less NDB ${counterpart.ndb}`,
    ...(remark === undefined ? {} : { remark }),
  };
}

function juice(
  ndb: string,
  name: string,
  density: string,
  counterpart: JuiceConcentrateEntry['counterpart'],
): JuiceConcentrateEntry {
  return {
    ndb,
    name,
    method: 'juice_concentrate_excess',
    density_g_per_fl_oz: density,
    counterpart,
    source: `${SR28_WEIGHTS}: NDB ${ndb} against NDB ${counterpart.ndb}`,
  };
}

const UNSWEETENED_CHOCOLATE = {
  ndb: '19078',
  name: 'Baking chocolate, unsweetened, squares',
  sugars: '0.91',
  marker_value: '14.32',
};
const EVAPORATED_MILK = {
  ndb: '01096',
  name: 'Milk, canned, evaporated, with added vitamin D and without added vitamin A',
  sugars: '10.04',
  marker_value: '6.81',
};
const PEACHES_WATER_PACK = {
  ndb: '09237',
  name: 'Peaches, canned, water pack, solids and liquids',
  sugars: '4.81',
  marker_value: '0.44',
};
const TOMATO_PASTE = {
  ndb: '11546',
  name: 'Tomato products, canned, paste, without salt added',
  sugars: '12.18',
  marker_value: '4.32',
};
const UNSWEETENED_COCONUT = {
  ndb: '12108',
  name: 'Nuts, coconut meat, dried (desiccated), not sweetened',
  sugars: '7.35',
  marker_value: '6.88',
};
const PLAIN_YOGURT = {
  ndb: '01117',
  name: 'Yogurt, plain, low fat, 12 grams protein per 8 ounce',
  sugars: '7.04',
  marker_value: '5.25',
};
const FRUIT_IN_YOGURT =
  'The fruit’s own sugars (about 1 to 2 g) count as added here: an estimate on the high side.';

export const ADDED_SUGARS_TABLE: readonly AddedSugarsTableEntry[] = [
  diff('19080', 'Candies, semisweet chocolate', UNSWEETENED_CHOCOLATE),
  diff('19081', 'Candies, sweet chocolate', UNSWEETENED_CHOCOLATE),
  diff('01095', 'Milk, canned, condensed, sweetened', EVAPORATED_MILK),
  diff(
    '19297',
    'Jams and preserves',
    { ndb: '09316', name: 'Strawberries, raw', sugars: '4.89', marker_value: '0.67' },
    'SR28’s jam names no fruit; strawberry, the usual jam fruit, stands for it.',
  ),
  diff('11935', 'Catsup', TOMATO_PASTE),
  diff('11949', 'Catsup, low sodium', TOMATO_PASTE),
  diff('09240', 'Peaches, canned, light syrup pack, solids and liquids', PEACHES_WATER_PACK),
  diff('09241', 'Peaches, canned, heavy syrup pack, solids and liquids', PEACHES_WATER_PACK),
  diff('01119', 'Yogurt, vanilla, low fat, 11 grams protein per 8 ounce', PLAIN_YOGURT),
  diff('01120', 'Yogurt, fruit, low fat, 9 grams protein per 8 ounce', PLAIN_YOGURT, FRUIT_IN_YOGURT),
  diff('01121', 'Yogurt, fruit, low fat, 10 grams protein per 8 ounce', PLAIN_YOGURT, FRUIT_IN_YOGURT),
  diff(
    '01102',
    'Milk, chocolate, fluid, commercial, whole, with added vitamin A and vitamin D',
    {
      ndb: '01077',
      name: 'Milk, whole, 3.25% milkfat, with added vitamin D',
      sugars: '5.05',
      marker_value: '3.15',
    },
    'The cocoa’s own sugars (a fraction of a gram) count as added.',
  ),
  diff('09020', 'Applesauce, canned, sweetened, without salt (includes USDA commodity)', {
    ndb: '09019',
    name: 'Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)',
    sugars: '9.39',
    marker_value: '0.17',
  }),
  diff('09081', 'Cranberry sauce, canned, sweetened', {
    ndb: '09078',
    name: 'Cranberries, raw',
    sugars: '4.27',
    marker_value: '0.46',
  }),
  diff('09027', 'Apricots, canned, heavy syrup pack, with skin, solids and liquids', {
    ndb: '09022',
    name: 'Apricots, canned, water pack, with skin, solids and liquids',
    sugars: '4.79',
    marker_value: '0.71',
  }),
  diff('09074', 'Cherries, sweet, canned, pitted, heavy syrup pack, solids and liquids', {
    ndb: '09071',
    name: 'Cherries, sweet, canned, water pack, solids and liquids',
    sugars: '10.26',
    marker_value: '0.77',
  }),
  diff(
    '09100',
    'Fruit cocktail, (peach and pineapple and pear and grape and cherry), canned, heavy syrup, solids and liquids',
    {
      ndb: '09096',
      name: 'Fruit cocktail, (peach and pineapple and pear and grape and cherry), canned, water pack, solids and liquids',
      sugars: '7.51',
      marker_value: '0.42',
    },
  ),
  diff('09257', 'Pears, canned, heavy syrup pack, solids and liquids', {
    ndb: '09253',
    name: 'Pears, canned, water pack, solids and liquids',
    sugars: '6.10',
    marker_value: '0.19',
  }),
  diff('09270', 'Pineapple, canned, heavy syrup pack, solids and liquids', {
    ndb: '09267',
    name: 'Pineapple, canned, water pack, solids and liquids',
    sugars: '7.50',
    marker_value: '0.43',
  }),
  diff('09079', 'Cranberries, dried, sweetened', {
    ndb: '09078',
    name: 'Cranberries, raw',
    sugars: '4.27',
    marker_value: '0.46',
  }),
  diff('12109', 'Nuts, coconut meat, dried (desiccated), sweetened, flaked, packaged', UNSWEETENED_COCONUT),
  diff('12179', 'Nuts, coconut meat, dried (desiccated), sweetened, shredded', UNSWEETENED_COCONUT),
  diff(
    '01103',
    'Milk, chocolate, fluid, commercial, reduced fat, with added vitamin A and vitamin D',
    {
      ndb: '01079',
      name: 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D',
      sugars: '5.06',
      marker_value: '3.30',
    },
    'The cocoa’s own sugars (a fraction of a gram) count as added.',
  ),
  diff(
    '01104',
    'Milk, chocolate, lowfat, with added vitamin A and vitamin D',
    {
      ndb: '01082',
      name: 'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D',
      sugars: '5.20',
      marker_value: '3.37',
    },
    'The cocoa’s own sugars (a fraction of a gram) count as added.',
  ),
  juice('09214', 'Orange juice, frozen concentrate, unsweetened, undiluted', '33.0', {
    ndb: '09215',
    name: 'Orange juice, frozen concentrate, unsweetened, diluted with 3 volume water',
    sugars: '7.42',
    density_g_per_fl_oz: '31.1',
  }),
  // 6 fl oz cans: 211 g, 207 g, 216 g.
  juice(
    '09017',
    'Apple juice, frozen concentrate, unsweetened, undiluted, without added ascorbic acid',
    '35.1666666667',
    {
      ndb: '09018',
      name: 'Apple juice, frozen concentrate, unsweetened, diluted with 3 volume water without added ascorbic acid',
      sugars: '10.93',
      density_g_per_fl_oz: '29.9',
    },
  ),
  juice('09125', 'Grapefruit juice, white, frozen concentrate, unsweetened, undiluted', '34.5', {
    ndb: '09126',
    name: 'Grapefruit juice, white, frozen concentrate, unsweetened, diluted with 3 volume water',
    sugars: '9.63',
    density_g_per_fl_oz: '30.9',
  }),
  juice('09274', 'Pineapple juice, frozen concentrate, unsweetened, undiluted', '36', {
    ndb: '09275',
    name: 'Pineapple juice, frozen concentrate, unsweetened, diluted with 3 volume water',
    sugars: '12.47',
    density_g_per_fl_oz: '31.2',
  }),
];
