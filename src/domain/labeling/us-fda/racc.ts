/**
 * Reference Amounts Customarily Consumed per eating occasion (RACCs), 21 CFR 101.12(b): Table 1
 * (infants through 12 months and children 1 through 3 years) and Table 2 (general food supply), as
 * amended in 2016. Transcribed from the fact base §5, which cross-checks a CFR mirror, ESHA's pages
 * (citing FDA's RACC guidance) and a public eCFR transcription; the current eCFR XML remains the
 * authority to verify against.
 *
 * Rows that carry several RACCs in the regulation (prepared / dry, fresh / canned, plain / with
 * sauce) are split into one category per RACC so that every category has exactly one reference
 * amount; `notes` says which form it is. "Add 35 g / 55 g / 5 g" rows are given as the sums.
 *
 * Choices where sources disagree (fact base §9): sugar 4 g (#13); bulk candy statement 1½ oz (42 g)
 * (#14); snacks 30 g (#15); strained infant foods 110 g (#11); bagels, toaster pastries and muffins
 * 110 g (#12). Pickles, vegetable pastes and vegetable sauces/purees are recollection only and say
 * so in their notes. Label statements the fact base does not give are written in the household
 * form the row's unit implies (the regulation's statements are the manufacturer's conversion).
 */

export type RaccAudience = 'general' | 'infant_toddler';

/** How a serving of the category is usually declared in household terms. */
export type RaccUnitType = 'weight' | 'volume' | 'discrete' | 'fraction' | 'other';

/**
 * Unit of `reference_amount`. `sq in` is surface area (pie crusts), `unit` a dosage unit (dietary
 * supplements), `final_food_racc` one RACC of the food the product is used to make.
 */
export type RaccReferenceUnit = 'g' | 'mL' | 'tsp' | 'tbsp' | 'cup' | 'sq in' | 'unit' | 'final_food_racc';

export interface RaccCategory {
  category_id: string;
  name: string;
  product_category: string;
  /** As the table writes it: "30", "0.25", "2/3" (with unit "cup"). */
  reference_amount: string;
  reference_unit: RaccReferenceUnit;
  /**
   * The RACC in grams (weight units) or millilitres (volume units; household measures converted
   * with the (b)(5)(viii) labeling equivalents tsp 5 mL, tbsp 15 mL, cup 240 mL); null when the
   * RACC is not a fixed weight or volume of the product (e.g. "amount to make 240 mL").
   */
  reference_amount_g_or_ml: string | null;
  label_statements: readonly string[];
  target_audience: RaccAudience;
  unit_type: RaccUnitType;
  table: 1 | 2;
  cfr_reference: string;
  /** Form of the food the amount refers to, or the regulation's qualifier; null when none. */
  notes: string | null;
}

const CFR_TABLE_1 = '21 CFR § 101.12 Table 1';
const CFR_TABLE_2 = '21 CFR § 101.12 Table 2';

interface RowSpec {
  amount: string;
  unit: RaccReferenceUnit;
  /** Omit to derive from amount and unit; null for RACCs that are not a fixed weight or volume. */
  gOrMl?: string | null;
  statements: readonly string[];
  unitType: RaccUnitType;
  notes?: string;
}

/** Household RACCs in millilitres by the (b)(5)(viii) labeling equivalents; all exact. */
const HOUSEHOLD_ML: Readonly<Record<string, string>> = {
  '1/4 tsp': '1.25',
  '1 tsp': '5',
  '1 tbsp': '15',
  '2 tbsp': '30',
  '1/4 cup': '60',
  '1/2 cup': '120',
  '2/3 cup': '160',
  '1 cup': '240',
};

function derivedGOrMl(amount: string, unit: RaccReferenceUnit): string | null {
  if (unit === 'g' || unit === 'mL') {
    return amount;
  }
  if (unit !== 'tsp' && unit !== 'tbsp' && unit !== 'cup') {
    return null;
  }
  const exact = HOUSEHOLD_ML[`${amount} ${unit}`];
  if (exact === undefined) {
    throw new Error(`No labeling equivalent for ${amount} ${unit}.`);
  }
  return exact;
}

function row(
  table: 1 | 2,
  product_category: string,
  category_id: string,
  name: string,
  spec: RowSpec,
): RaccCategory {
  return {
    category_id,
    name,
    product_category,
    reference_amount: spec.amount,
    reference_unit: spec.unit,
    reference_amount_g_or_ml: spec.gOrMl === undefined ? derivedGOrMl(spec.amount, spec.unit) : spec.gOrMl,
    label_statements: spec.statements,
    target_audience: table === 1 ? 'infant_toddler' : 'general',
    unit_type: spec.unitType,
    table,
    cfr_reference: table === 1 ? CFR_TABLE_1 : CFR_TABLE_2,
    notes: spec.notes ?? null,
  };
}

function group(
  table: 1 | 2,
  product_category: string,
  rows: readonly [string, string, RowSpec][],
): RaccCategory[] {
  return rows.map(([id, name, spec]) => row(table, product_category, id, name, spec));
}

const g = (amount: string, statements: readonly string[], unitType: RaccUnitType, notes?: string): RowSpec =>
  notes === undefined
    ? { amount, unit: 'g', statements, unitType }
    : { amount, unit: 'g', statements, unitType, notes };
const ml = (
  amount: string,
  statements: readonly string[],
  unitType: RaccUnitType,
  notes?: string,
): RowSpec =>
  notes === undefined
    ? { amount, unit: 'mL', statements, unitType }
    : { amount, unit: 'mL', statements, unitType, notes };

const PIECES = ['__ piece(s) (__ g)'];
const CUPS = ['__ cup(s) (__ g)'];
const CUP = ['__ cup (__ g)'];
const TBSP = ['__ tbsp (__ g)'];
const PIECE_OR_SLICE = [
  '__ piece(s) (__ g) for distinct pieces',
  '__ fractional slice (__ g) for large discrete units',
];
const PIECE_OR_CUP = ['__ piece(s) (__ g) for large pieces', '__ cup(s) (__ g) for small pieces'];

const INFANT = 'Infant and toddler foods';

// ---------------------------------------------------------------------------------------------
// Table 1 — infants through 12 months and children 1 through 3 years

const TABLE_1: readonly RaccCategory[] = group(1, INFANT, [
  ['racc_infant_cereals_dry_instant', 'Cereals, dry instant', g('15', ['__ cup (__ g)'], 'volume')],
  ['racc_infant_cereals_prepared', 'Cereals, prepared, ready-to-serve', g('110', CUPS, 'volume')],
  [
    'racc_infant_rte_cereals',
    'Ready-to-eat cereals, dry, for infants (other cereal and grain products)',
    g('7', CUPS, 'volume', 'Infants through 12 months'),
  ],
  [
    'racc_toddler_rte_cereals',
    'Ready-to-eat cereals, dry, for children 1 through 3 years (other cereal and grain products)',
    g('20', CUPS, 'volume', 'Children 1 through 3 years'),
  ],
  [
    'racc_infant_cookies_teething_biscuits_toasts',
    'Cookies, teething biscuits and toasts, dry ready-to-eat (other cereal and grain products)',
    g('7', PIECES, 'discrete'),
  ],
  [
    'racc_infant_dinners_desserts_dry_mix',
    'Dinners, desserts, fruits, vegetables or soups, dry mix',
    g('15', ['__ tbsp(s) (__ g)', '__ cup(s) (__ g)'], 'volume'),
  ],
  [
    'racc_infant_dinners_desserts_junior',
    'Dinners, desserts, fruits, vegetables or soups, ready-to-serve, junior type',
    g('110', ['__ cup(s) (__ g)', '__ cup(s) (__ mL)'], 'volume'),
  ],
  [
    'racc_infant_dinners_desserts_strained',
    'Dinners, desserts, fruits, vegetables or soups, ready-to-serve, strained type',
    g('110', ['__ cup(s) (__ g)', '__ cup(s) (__ mL)'], 'volume', 'Was 60 g before 2016'),
  ],
  [
    'racc_toddler_dinners_stews_soups',
    'Dinners, stews or soups for young children, ready-to-serve',
    g('170', ['__ cup(s) (__ g)', '__ cup(s) (__ mL)'], 'volume'),
  ],
  ['racc_toddler_fruits', 'Fruits for young children, ready-to-serve', g('125', CUPS, 'volume')],
  ['racc_toddler_vegetables', 'Vegetables for young children, ready-to-serve', g('70', CUPS, 'volume')],
  ['racc_infant_eggs_egg_yolks', 'Eggs/egg yolks, ready-to-serve', g('55', CUPS, 'volume')],
  ['racc_infant_juices', 'Juices, all varieties', ml('120', ['4 fl oz (120 mL)'], 'volume')],
]);

// ---------------------------------------------------------------------------------------------
// Table 2 — general food supply

const BAKERY = group(2, 'Bakery products', [
  [
    'racc_bagels_toaster_pastries_muffins',
    'Bagels, toaster pastries, muffins (excluding English muffins)',
    g('110', PIECES, 'discrete'),
  ],
  [
    'racc_biscuits_croissants_tortillas',
    'Biscuits, croissants, tortillas, soft bread sticks, soft pretzels, corn bread, hush puppies, scones, crumpets, English muffins',
    g('55', PIECES, 'discrete'),
  ],
  [
    'racc_breads_rolls',
    'Breads (excluding sweet quick type), rolls',
    g(
      '50',
      [
        '__ piece(s) (__ g) for sliced bread and distinct pieces',
        '2 oz (56 g/__ inch slice) for unsliced bread',
      ],
      'discrete',
    ),
  ],
  [
    'racc_brownies',
    'Brownies',
    g(
      '40',
      ['__ piece(s) (__ g) for distinct pieces', '__ fractional slice (__ g) for bulk products'],
      'discrete',
    ),
  ],
  [
    'racc_cakes_heavy_weight',
    'Cakes, heavy weight (cheesecake, pineapple upside-down cake, fruit, nut and vegetable cakes with 35 percent or more fruits, nuts or vegetables)',
    g('125', PIECE_OR_SLICE, 'fraction'),
  ],
  [
    'racc_cakes_medium_weight',
    'Cakes, medium weight (chemically leavened cake with or without icing or filling, fruit, nut and vegetable cakes with less than 35 percent fruits, nuts or vegetables, light weight cake with icing, Boston cream pie, cupcake, eclair, cream puff)',
    g('80', PIECE_OR_SLICE, 'fraction'),
  ],
  [
    'racc_cakes_light_weight',
    'Cakes, light weight (angel food, chiffon, or sponge cake without icing or filling)',
    g('55', PIECE_OR_SLICE, 'fraction'),
  ],
  [
    'racc_coffee_cakes_doughnuts_danish',
    'Coffee cakes, crumb cakes, doughnuts, Danish, sweet rolls, sweet quick type breads',
    g(
      '55',
      [
        '__ piece(s) (__ g) for sliced bread and distinct pieces',
        '2 oz (56 g/visual unit of measure) for bulk products',
      ],
      'discrete',
    ),
  ],
  ['racc_cookies', 'Cookies', g('30', PIECES, 'discrete')],
  [
    'racc_crackers_non_snack',
    'Crackers that are usually not used as snack, melba toast, hard bread sticks, ice cream cones',
    g('15', PIECES, 'discrete'),
  ],
  ['racc_crackers_snack', 'Crackers that are usually used as snacks', g('30', PIECES, 'discrete')],
  [
    'racc_croutons',
    'Croutons',
    g('7', ['__ tbsp(s) (__ g)', '__ cup(s) (__ g)', '__ piece(s) (__ g) for large pieces'], 'volume'),
  ],
  [
    'racc_wrappers_eggroll_dumpling_wonton',
    'Eggroll, dumpling, wonton, or potsticker wrappers',
    g('20', ['__ sheet(s) (__ g)', '__ wrapper(s) (__ g)'], 'discrete'),
  ],
  [
    'racc_french_toast_pancakes_prepared',
    'French toast, crepes, pancakes, variety mixes, prepared',
    g('110', PIECES, 'discrete', 'Prepared'),
  ],
  [
    'racc_french_toast_pancakes_dry_mix',
    'French toast, crepes, pancakes, variety mixes, dry mix',
    g('40', CUPS, 'volume', 'Dry mix'),
  ],
  [
    'racc_grain_based_bars',
    'Grain-based bars with or without filling or coating (breakfast bars, granola bars, rice cereal bars)',
    g('40', PIECES, 'discrete'),
  ],
  [
    'racc_pies_cobblers_pastries',
    'Pies, cobblers, fruit crisps, turnovers, other pastries',
    g('125', PIECE_OR_SLICE, 'fraction'),
  ],
  [
    'racc_pie_crust_pastry_sheets',
    'Pie crust, pie shells, pastry sheets (phyllo, puff pastry sheets)',
    {
      amount: '8',
      unit: 'sq in',
      gOrMl: null,
      statements: [
        '__ fractional slice (__ g) for large discrete units',
        '__ shell(s) (__ g) for individual units',
        '__ fractional sheet(s) (__ g) for sheets',
      ],
      unitType: 'fraction',
      notes: 'The allowable declaration closest to an 8 square inch surface area',
    },
  ],
  ['racc_pizza_crust', 'Pizza crust', g('55', ['__ fractional slice (__ g)'], 'fraction')],
  ['racc_taco_shells_hard', 'Taco shells, hard', g('30', ['__ shell(s) (__ g)'], 'discrete')],
  ['racc_waffles', 'Waffles', g('85', PIECES, 'discrete')],
]);

const BEVERAGES = group(2, 'Beverages', [
  [
    'racc_carbonated_noncarbonated_beverages',
    'Carbonated and noncarbonated beverages, wine coolers, water',
    ml('360', ['12 fl oz (360 mL)'], 'volume'),
  ],
  [
    'racc_coffee_tea_flavored_sweetened',
    'Coffee or tea, flavored and sweetened',
    ml('360', ['12 fl oz (360 mL)'], 'volume', 'Prepared'),
  ],
]);

const CEREALS = group(2, 'Cereals and other grain products', [
  [
    'racc_hot_cereals_prepared',
    'Breakfast cereals (hot cereal type), hominy grits, prepared',
    { amount: '1', unit: 'cup', statements: CUPS, unitType: 'volume', notes: 'Prepared' },
  ],
  [
    'racc_hot_cereals_plain_dry',
    'Breakfast cereals (hot cereal type), hominy grits, plain, dry',
    g('40', CUPS, 'volume', 'Dry, plain'),
  ],
  [
    'racc_hot_cereals_flavored_dry',
    'Breakfast cereals (hot cereal type), hominy grits, flavored or sweetened, dry',
    g('55', CUPS, 'volume', 'Dry, flavored or sweetened'),
  ],
  [
    'racc_rte_cereals_light',
    'Breakfast cereals, ready-to-eat, weighing less than 20 g per cup (plain puffed cereal grains)',
    g('15', CUPS, 'volume'),
  ],
  [
    'racc_rte_cereals_medium',
    'Breakfast cereals, ready-to-eat, weighing 20 g or more but less than 43 g per cup; high fiber cereals containing 28 g or more of fiber per 100 g',
    g('40', CUPS, 'volume', 'Was 30 g before 2016'),
  ],
  [
    'racc_rte_cereals_heavy',
    'Breakfast cereals, ready-to-eat, weighing 43 g or more per cup; biscuit types',
    g(
      '60',
      ['__ piece(s) (__ g) for large distinct pieces', '__ cup(s) (__ g) for all others'],
      'volume',
      'Was 55 g before 2016',
    ),
  ],
  [
    'racc_bran_wheat_germ',
    'Bran or wheat germ',
    g('15', ['__ tbsp(s) (__ g)', '__ cup(s) (__ g)'], 'volume'),
  ],
  [
    'racc_flours_cornmeal',
    'Flours or cornmeal',
    g('30', ['__ tbsp(s) (__ g)', '__ cup(s) (__ g)'], 'volume'),
  ],
  [
    'racc_grains_plain_prepared',
    'Grains (rice, barley), plain, prepared',
    g('140', CUPS, 'volume', 'Prepared'),
  ],
  ['racc_grains_plain_dry', 'Grains (rice, barley), plain, dry', g('45', CUPS, 'volume', 'Dry')],
  [
    'racc_pastas_plain_prepared',
    'Pastas, plain, prepared',
    g('140', ['__ cup(s) (__ g)', '__ piece(s) (__ g) for large pieces'], 'volume', 'Prepared'),
  ],
  [
    'racc_pastas_plain_dry',
    'Pastas, plain, dry',
    g('55', ['__ cup(s) (__ g)', '__ piece(s) (__ g) for large pieces'], 'volume', 'Dry'),
  ],
  [
    'racc_pastas_dry_ready_to_eat',
    'Pastas, dry, ready-to-eat (fried canned chow mein noodles)',
    g('25', CUPS, 'volume'),
  ],
  ['racc_starches', 'Starches (cornstarch, potato starch, tapioca)', g('10', ['__ tbsp (__ g)'], 'volume')],
  ['racc_stuffing', 'Stuffing', g('100', CUPS, 'volume')],
]);

const DAIRY = group(2, 'Dairy products and substitutes', [
  ['racc_cheese_cottage', 'Cheese, cottage', g('110', CUP, 'volume')],
  [
    'racc_cheese_ingredient',
    'Cheese used primarily as ingredients (dry cottage cheese, ricotta cheese)',
    g('55', CUP, 'volume'),
  ],
  ['racc_cheese_grated_hard', 'Cheese, grated hard (Parmesan, Romano)', g('5', TBSP, 'volume')],
  [
    'racc_cheese_all_others',
    'Cheese, all others, including cream cheese and cheese spread',
    g(
      '30',
      [
        '__ piece(s) (__ g) for distinct pieces',
        '__ tbsp(s) (__ g) for cream cheese and cheese spread',
        '1 oz (28 g/visual unit of measure) for bulk',
      ],
      'discrete',
    ),
  ],
  ['racc_cream_fluid', 'Cream or cream substitutes, fluid', ml('15', ['1 tbsp (15 mL)'], 'volume')],
  ['racc_cream_powder', 'Cream or cream substitutes, powder', g('2', ['__ tsp (__ g)'], 'volume')],
  ['racc_cream_half_and_half', 'Cream, half & half', ml('30', ['2 tbsp (30 mL)'], 'volume')],
  ['racc_eggnog', 'Eggnog', ml('120', ['1/2 cup (120 mL)', '4 fl oz (120 mL)'], 'volume')],
  ['racc_milk_condensed', 'Milk, condensed, undiluted', ml('30', ['2 tbsp (30 mL)'], 'volume')],
  ['racc_milk_evaporated', 'Milk, evaporated, undiluted', ml('30', ['2 tbsp (30 mL)'], 'volume')],
  [
    'racc_milk_beverages',
    'Milk, milk-substitute beverages, milk-based drinks (instant breakfast, meal replacement, cocoa, soy beverage)',
    ml('240', ['1 cup (240 mL)', '8 fl oz (240 mL)'], 'volume'),
  ],
  [
    'racc_shakes',
    'Shakes or shake substitutes (dairy shake mixes, fruit frost mixes)',
    ml('240', ['1 cup (240 mL)', '8 fl oz (240 mL)'], 'volume'),
  ],
  ['racc_sour_cream', 'Sour cream', g('30', TBSP, 'volume')],
  ['racc_yogurt', 'Yogurt', g('170', CUP, 'volume', 'Was 225 g before 2016')],
]);

const DESSERTS = group(2, 'Desserts', [
  [
    'racc_ice_cream_frozen_desserts',
    'Ice cream, frozen yogurt, sherbet, frozen flavored and sweetened ice and pops, frozen fruit juices: all types, bulk and novelties (bars, sandwiches, cones)',
    {
      amount: '2/3',
      unit: 'cup',
      statements: [
        '2/3 cup (__ g) for bulk',
        '__ piece(s) (__ g) for individually packaged or wrapped products',
      ],
      unitType: 'volume',
      notes: 'Includes the volume of coatings and wafer; was 1/2 cup before 2016',
    },
  ],
  ['racc_sundae', 'Sundae', { amount: '1', unit: 'cup', statements: ['1 cup (__ g)'], unitType: 'volume' }],
  [
    'racc_custards_gelatin_pudding',
    'Custards, gelatin, or pudding',
    {
      amount: '1/2',
      unit: 'cup',
      statements: ['__ piece(s) (__ g) for distinct units', '1/2 cup (__ g) for bulk'],
      unitType: 'volume',
      notes: 'Prepared; for dry mixes, the amount to make 1/2 cup',
    },
  ],
]);

const DESSERT_TOPPINGS = group(2, 'Dessert toppings and fillings', [
  [
    'racc_cake_frostings_icings',
    'Cake frostings or icings',
    { amount: '2', unit: 'tbsp', statements: ['__ tbsp(s) (__ g)'], unitType: 'volume' },
  ],
  [
    'racc_dessert_toppings_other',
    'Other dessert toppings (fruits, syrups, spreads, marshmallow cream, nuts, dairy and nondairy whipped toppings)',
    { amount: '2', unit: 'tbsp', statements: ['2 tbsp (__ g)', '2 tbsp (30 mL)'], unitType: 'volume' },
  ],
  ['racc_pie_fillings', 'Pie fillings', g('85', CUPS, 'volume')],
]);

const EGGS = group(2, 'Egg and egg substitutes', [
  [
    'racc_egg_mixtures',
    'Egg mixtures (egg foo young, scrambled eggs, omelets)',
    g('110', ['__ piece(s) (__ g) for discrete pieces', '__ cup(s) (__ g)'], 'discrete'),
  ],
  ['racc_eggs', 'Eggs (all sizes)', g('50', ['1 large, medium, etc. (__ g)'], 'discrete')],
  [
    'racc_egg_whites_substitutes',
    'Egg whites, sugared eggs, sugared egg yolks, and egg substitutes (fresh, frozen, dried)',
    {
      amount: '50',
      unit: 'g',
      gOrMl: null,
      statements: ['__ cup(s) (__ g)', '__ cup(s) (__ mL)'],
      unitType: 'volume',
      notes: 'An amount to make 1 large (50 g) egg',
    },
  ],
]);

const FATS = group(2, 'Fats and oils', [
  [
    'racc_butter_margarine_oil_shortening',
    'Butter, margarine, oil, shortening',
    { amount: '1', unit: 'tbsp', statements: ['1 tbsp (__ g)', '1 tbsp (15 mL)'], unitType: 'volume' },
  ],
  ['racc_butter_replacement_powder', 'Butter replacement, powder', g('2', ['__ tsp(s) (__ g)'], 'volume')],
  ['racc_salad_dressings', 'Dressings for salads', g('30', ['__ tbsp (__ g)', '__ tbsp (__ mL)'], 'volume')],
  [
    'racc_mayonnaise_spreads',
    'Mayonnaise, sandwich spreads, mayonnaise-type dressings',
    g('15', TBSP, 'volume'),
  ],
  ['racc_spray_types', 'Spray types', g('0.25', ['About __ seconds spray (__ g)'], 'other')],
]);

const FISH = group(2, 'Fish, shellfish, game meats, and meat or poultry substitutes', [
  [
    'racc_fish_bacon_substitutes_anchovies_caviar',
    'Bacon substitutes, canned anchovies, anchovy pastes, caviar',
    g('15', ['__ piece(s) (__ g) for discrete units', '__ tbsp(s) (__ g) for others'], 'discrete'),
  ],
  [
    'racc_fish_meat_dried',
    'Dried (jerky, dried fish, dried meat substitutes)',
    g('30', ['__ piece(s) (__ g) for discrete units', '1 oz (28 g/visual unit of measure)'], 'discrete'),
  ],
  [
    'racc_fish_entrees_with_sauce',
    'Entrees with sauce (fish with cream sauce, shrimp with lobster sauce), fish, shellfish, game meat or substitutes',
    g('140', ['1 cup (__ g)', '__ oz (__ g/visual unit of measure)'], 'volume', 'Cooked'),
  ],
  [
    'racc_fish_entrees_without_sauce_cooked',
    'Entrees without sauce (plain or fried fish and shellfish, fish and shellfish cake), cooked',
    g(
      '85',
      ['__ piece(s) (__ g) for discrete units', '__ oz (__ g/visual unit of measure)'],
      'discrete',
      'Cooked',
    ),
  ],
  [
    'racc_fish_entrees_without_sauce_uncooked',
    'Entrees without sauce (plain or fried fish and shellfish, fish and shellfish cake), uncooked',
    g(
      '110',
      ['__ piece(s) (__ g) for discrete units', '__ oz (__ g/visual unit of measure)'],
      'discrete',
      'Uncooked',
    ),
  ],
  [
    'racc_fish_canned',
    'Fish, shellfish, or game meat, canned',
    g(
      '85',
      ['__ piece(s) (__ g) for discrete units', '__ cup(s) (__ g)', '__ oz (__ g/visual unit of measure)'],
      'volume',
    ),
  ],
  [
    'racc_meat_substitutes_luncheon_sausages',
    'Substitutes for luncheon meat, meat spreads, Canadian bacon, sausages, frankfurters, and seafood',
    g(
      '55',
      [
        '__ piece(s) (__ g) for distinct pieces',
        '__ tbsp(s) (__ g) for spreads',
        '2 oz (56 g/visual unit of measure)',
      ],
      'discrete',
    ),
  ],
  [
    'racc_fish_smoked_pickled_spreads',
    'Smoked or pickled fish, shellfish, or game meat; fish or shellfish spread',
    g(
      '55',
      ['__ piece(s) (__ g) for distinct pieces', '__ cup(s) (__ g)', '2 oz (56 g/visual unit of measure)'],
      'discrete',
    ),
  ],
]);

const FRUITS = group(2, 'Fruits and fruit juices', [
  [
    'racc_fruits_candied_pickled',
    'Candied or pickled fruit',
    g('30', ['__ piece(s) (__ g)', '__ cup(s) (__ g)'], 'discrete'),
  ],
  ['racc_fruits_dried', 'Dehydrated fruits (dried)', g('40', PIECE_OR_CUP, 'discrete')],
  [
    'racc_fruits_garnish',
    'Fruits for garnish or flavor (maraschino cherries)',
    g('4', ['1 cherry (__ g)', '__ piece(s) (__ g)'], 'discrete'),
  ],
  [
    'racc_fruit_relishes',
    'Fruit relishes (cranberry sauce, cranberry relish)',
    g('70', ['__ cup (__ g)'], 'volume'),
  ],
  [
    'racc_avocado_ingredient',
    'Avocado, used primarily as an ingredient',
    g('50', ['__ cup(s) (__ g)', '__ fraction of a medium avocado (__ g)'], 'volume'),
  ],
  [
    'racc_fruits_ingredient_other',
    'Fruits used primarily as ingredients, others (cranberries, lemon, lime)',
    g('50', ['__ piece(s) (__ g) for large fruits', '__ cup(s) (__ g) for small fruits'], 'discrete'),
  ],
  ['racc_watermelon', 'Watermelon', g('280', ['__ cup(s) (__ g)', '__ fractional slice (__ g)'], 'volume')],
  [
    'racc_fruits_all_others',
    'All other fruits, fresh, canned, or frozen',
    g('140', ['__ piece(s) (__ g) for large fruits', '__ cup(s) (__ g) for small fruits'], 'discrete'),
  ],
  ['racc_fruit_juices', 'Juices, nectars, fruit drinks', ml('240', ['8 fl oz (240 mL)'], 'volume')],
  [
    'racc_juices_ingredient',
    'Juices used as ingredients (lemon juice, lime juice)',
    ml('5', ['1 tsp (5 mL)'], 'volume'),
  ],
]);

const LEGUMES = group(2, 'Legumes', [
  [
    'racc_tofu_tempeh',
    'Bean cake (tofu), tempeh',
    g(
      '85',
      ['__ piece(s) (__ g) for discrete pieces', '3 oz (84 g/visual unit of measure) for bulk'],
      'discrete',
    ),
  ],
  [
    'racc_beans_in_sauce_canned_refried',
    'Beans, plain or in sauce: in sauce or canned in liquid, and refried beans, prepared',
    g('130', CUP, 'volume', 'Prepared'),
  ],
  ['racc_beans_prepared', 'Beans, plain or in sauce: others, prepared', g('90', CUP, 'volume', 'Prepared')],
  ['racc_beans_dry', 'Beans, plain or in sauce: dry', g('35', ['__ cup (__ g)'], 'volume', 'Dry')],
]);

const MISCELLANEOUS = group(2, 'Miscellaneous category', [
  [
    'racc_baking_powder_soda_pectin',
    'Baking powder, baking soda, pectin',
    g('0.6', ['__ tsp (__ g)'], 'volume'),
  ],
  [
    'racc_baking_decorations',
    'Baking decorations (colored sugars and sprinkles for cookies, cake decorations)',
    {
      amount: '1',
      unit: 'tsp',
      statements: ['__ piece(s) (__ g) for discrete pieces', '1 tsp (__ g)'],
      unitType: 'volume',
      notes: '4 g where not measurable by teaspoon',
    },
  ],
  [
    'racc_batter_mixes_bread_crumbs',
    'Batter mixes, bread crumbs',
    g('30', ['__ tbsp(s) (__ g)', '__ cup(s) (__ g)'], 'volume'),
  ],
  ['racc_chewing_gum', 'Chewing gum', g('3', PIECES, 'discrete')],
  [
    'racc_cocoa_carob_powder',
    'Cocoa powder, carob powder, unsweetened',
    { amount: '1', unit: 'tbsp', statements: ['1 tbsp (__ g)'], unitType: 'volume' },
  ],
  ['racc_cooking_wine', 'Cooking wine', ml('30', ['2 tbsp (30 mL)'], 'volume')],
  [
    'racc_dietary_supplements',
    'Dietary supplements',
    {
      amount: '1',
      unit: 'unit',
      gOrMl: null,
      statements: ['__ tablet(s)', '__ capsule(s)', '__ packet(s)', '__ tsp(s) (__ g)'],
      unitType: 'discrete',
      notes:
        'The maximum amount recommended on the label per eating occasion, or 1 unit without a recommendation',
    },
  ],
  [
    'racc_drink_mixers',
    'Drink mixers (without alcohol)',
    {
      amount: '240',
      unit: 'mL',
      gOrMl: null,
      statements: ['__ fl oz (__ mL)'],
      unitType: 'volume',
      notes: 'Amount to make 240 mL of drink (without ice)',
    },
  ],
  [
    'racc_coating_seasoning_mixes',
    'Meat, poultry and fish coating mixes, dry; seasoning mixes, dry (chili seasoning mix, pasta salad seasoning mix)',
    {
      amount: '1',
      unit: 'final_food_racc',
      gOrMl: null,
      statements: ['__ tsp(s) (__ g)', '__ tbsp(s) (__ g)'],
      unitType: 'volume',
      notes: 'Amount to make one RACC of the final dish',
    },
  ],
  [
    'racc_milk_juice_concentrates',
    'Milk, milk substitute, and fruit juice concentrates (without alcohol) (drink mixes, frozen concentrates, powdered mixes, sweetened cocoa powder)',
    {
      amount: '240',
      unit: 'mL',
      gOrMl: null,
      statements: ['__ fl oz (__ mL)', '__ tsp(s) (__ g)', '__ tbsp(s) (__ g)'],
      unitType: 'volume',
      notes: 'Amount to make 240 mL of drink',
    },
  ],
  [
    'racc_drink_mixes_other',
    'Drink mixes, all other (flavored syrups, powdered drink mixes)',
    {
      amount: '360',
      unit: 'mL',
      gOrMl: null,
      statements: ['__ fl oz (__ mL)', '__ tsp(s) (__ g)', '__ tbsp(s) (__ g)'],
      unitType: 'volume',
      notes: 'Amount to make 360 mL of drink',
    },
  ],
  [
    'racc_salad_potato_toppers',
    'Salad and potato toppers (salad crunchies, salad crispins, substitutes for bacon bits)',
    g('7', ['__ tbsp(s) (__ g)'], 'volume'),
  ],
  [
    'racc_salt_seasoning_salts',
    'Salt, salt substitutes, seasoning salts (garlic salt)',
    {
      amount: '1/4',
      unit: 'tsp',
      statements: ['1/4 tsp (__ g)', '__ piece(s) (__ g) for discrete pieces'],
      unitType: 'volume',
    },
  ],
  [
    'racc_seasoning_oils_sauces',
    'Seasoning oils and seasoning sauces (coconut oil, sesame oil, chili oil, flavored oils)',
    { amount: '1', unit: 'tbsp', statements: ['1 tbsp (15 mL)'], unitType: 'volume' },
  ],
  [
    'racc_seasoning_pastes',
    'Seasoning pastes (garlic paste, ginger paste, curry paste, chili paste, miso paste), fresh or frozen',
    { amount: '1', unit: 'tsp', statements: ['1 tsp (__ g)'], unitType: 'volume' },
  ],
  [
    'racc_spices_herbs',
    'Spices, herbs (other than dietary supplements)',
    {
      amount: '1/4',
      unit: 'tsp',
      statements: ['1/4 tsp (__ g)', '__ piece(s) (__ g) if not measurable by teaspoon'],
      unitType: 'volume',
      notes: '0.5 g where not measurable by teaspoon',
    },
  ],
]);

const MIXED_DISHES = group(2, 'Mixed dishes', [
  [
    'racc_appetizers',
    "Appetizers, hors d'oeuvres, mini mixed dishes (mini bagel pizzas, breaded mozzarella sticks, egg rolls, dumplings, potstickers, wontons, mini quiches, mini sandwiches, mini pizza rolls, potato skins)",
    g('85', ['__ piece(s) (__ g) for discrete pieces', '__ cup(s) (__ g)'], 'discrete'),
  ],
  [
    'racc_appetizers_with_sauce',
    "Appetizers, hors d'oeuvres, mini mixed dishes with gravy or sauce topping",
    g(
      '120',
      ['__ piece(s) (__ g) for discrete pieces', '__ cup(s) (__ g)'],
      'discrete',
      '85 g plus 35 g for the gravy or sauce topping',
    ),
  ],
  [
    'racc_mixed_dishes_measurable_with_cup',
    'Mixed dishes measurable with a cup (casseroles, hash, macaroni and cheese, pot pies, spaghetti with sauce, stews)',
    { amount: '1', unit: 'cup', statements: ['1 cup (__ g)'], unitType: 'volume' },
  ],
  [
    'racc_mixed_dishes_not_measurable_with_cup',
    'Mixed dishes not measurable with a cup (burritos, enchiladas, pizza, pizza rolls, quiche, all types of sandwiches)',
    g('140', PIECE_OR_SLICE, 'discrete'),
  ],
  [
    'racc_mixed_dishes_not_measurable_with_cup_sauce',
    'Mixed dishes not measurable with a cup, with gravy or sauce topping',
    g('195', PIECE_OR_SLICE, 'discrete', '140 g plus 55 g for the gravy or sauce topping'),
  ],
]);

const NUTS = group(2, 'Nuts and seeds', [
  [
    'racc_nuts_seeds',
    'Nuts, seeds and mixtures, all types: sliced, chopped, slivered, and whole',
    g(
      '30',
      ['__ piece(s) (__ g) for large pieces', '__ tbsp(s) (__ g) or __ cup(s) (__ g) for small pieces'],
      'volume',
    ),
  ],
  [
    'racc_nut_seed_butters',
    'Nut and seed butters, pastes, or creams',
    { amount: '2', unit: 'tbsp', statements: ['2 tbsp (__ g)'], unitType: 'volume' },
  ],
  [
    'racc_nut_seed_flours',
    'Coconut, nut and seed flours',
    g('15', ['__ tbsp(s) (__ g)', '__ cup (__ g)'], 'volume'),
  ],
]);

const POTATOES = group(2, 'Potatoes and sweet potatoes/yams', [
  [
    'racc_potatoes_fries_prepared',
    'French fries, hash browns, skins, or pancakes, prepared',
    g('70', ['__ piece(s) (__ g) for large distinct pieces', '__ cup(s) (__ g)'], 'discrete', 'Prepared'),
  ],
  [
    'racc_potatoes_fries_frozen_unprepared',
    'French fries, frozen, unprepared',
    g(
      '85',
      ['__ piece(s) (__ g) for large distinct pieces', '__ cup(s) (__ g)'],
      'discrete',
      'Frozen, unprepared',
    ),
  ],
  [
    'racc_potatoes_mashed_candied_stuffed',
    'Mashed, candied, stuffed, or with sauce',
    g('140', PIECE_OR_CUP, 'volume'),
  ],
  [
    'racc_potatoes_plain_fresh_frozen',
    'Potatoes, plain, fresh or frozen',
    g('110', PIECE_OR_CUP, 'discrete', 'Fresh or frozen'),
  ],
  [
    'racc_potatoes_plain_vacuum_packed',
    'Potatoes, plain, vacuum packed',
    g('125', PIECE_OR_CUP, 'volume', 'Vacuum packed'),
  ],
  [
    'racc_potatoes_plain_canned',
    'Potatoes, plain, canned in liquid',
    g('160', PIECE_OR_CUP, 'volume', 'Canned in liquid'),
  ],
]);

const SALADS = group(2, 'Salads', [
  ['racc_gelatin_salad', 'Gelatin salad', g('120', CUP, 'volume')],
  ['racc_pasta_potato_salad', 'Pasta or potato salad', g('140', CUP, 'volume')],
  [
    'racc_salads_all_other',
    'All other salads (egg, fish, shellfish, bean, fruit, or vegetable salads)',
    g('100', CUP, 'volume'),
  ],
]);

const SAUCES = group(2, 'Sauces, dips, gravies, and condiments', [
  [
    'racc_dipping_sauces_dips',
    'Barbecue sauce, hollandaise sauce, tartar sauce, tomato chili sauce, other sauces for dipping (mustard sauce, sweet and sour sauce), all dips (bean dips, dairy-based dips, salsa)',
    { amount: '2', unit: 'tbsp', statements: ['2 tbsp (__ g)', '2 tbsp (30 mL)'], unitType: 'volume' },
  ],
  [
    'racc_major_main_entree_sauces',
    'Major main entree sauces (spaghetti sauce)',
    g('125', ['__ cup (__ g)', '__ cup (__ mL)'], 'volume'),
  ],
  [
    'racc_minor_main_entree_sauces',
    'Minor main entree sauces (pizza sauce, pesto sauce, Alfredo sauce), other sauces used as toppings (gravy, white sauce, cheese sauce), cocktail sauce',
    { amount: '1/4', unit: 'cup', statements: ['1/4 cup (__ g)', '1/4 cup (60 mL)'], unitType: 'volume' },
  ],
  [
    'racc_major_condiments',
    'Major condiments (catsup, steak sauce, soy sauce, vinegar, teriyaki sauce, marinades)',
    { amount: '1', unit: 'tbsp', statements: ['1 tbsp (__ g)', '1 tbsp (15 mL)'], unitType: 'volume' },
  ],
  [
    'racc_minor_condiments',
    'Minor condiments (horseradish, hot sauces, mustards, Worcestershire sauce)',
    { amount: '1', unit: 'tsp', statements: ['1 tsp (__ g)', '1 tsp (5 mL)'], unitType: 'volume' },
  ],
]);

const SNACKS = group(2, 'Snacks', [
  [
    'racc_snacks',
    'Snacks, all varieties: chips, pretzels, popcorn, extruded snacks, fruit and vegetable-based snacks (fruit chips), grain-based snack mixes',
    g(
      '30',
      [
        '__ cup(s) (__ g) for small pieces',
        '__ piece(s) (__ g) for large pieces',
        '1 oz (28 g/visual unit of measure) for bulk',
      ],
      'volume',
    ),
  ],
]);

const SOUPS = group(2, 'Soups', [
  ['racc_soups', 'Soups, all varieties', g('245', ['__ cup (__ g)', '__ cup (__ mL)'], 'volume')],
  [
    'racc_soup_mixes_bouillon',
    'Dry soup mixes, bouillon',
    {
      amount: '245',
      unit: 'g',
      gOrMl: null,
      statements: ['__ tbsp(s) (__ g)', '__ cup(s) (__ g)', '__ piece(s) (__ g)'],
      unitType: 'volume',
      notes: 'Amount to make 245 g of soup',
    },
  ],
]);

const SUGARS = group(2, 'Sugars and sweets', [
  [
    'racc_baking_candies',
    'Baking candies (chips)',
    g(
      '15',
      [
        '__ piece(s) (__ g) for large pieces',
        '__ tbsp(s) (__ g) for small pieces',
        '1/2 oz (14 g/visual unit of measure) for bulk products',
      ],
      'volume',
    ),
  ],
  ['racc_after_dinner_confectioneries', 'After-dinner confectioneries', g('10', PIECES, 'discrete')],
  ['racc_hard_candies_breath_mints', 'Hard candies, breath mints', g('2', PIECES, 'discrete')],
  [
    'racc_hard_candies_roll_mini',
    'Hard candies, roll-type, mini-size in dispenser packages',
    g('5', PIECES, 'discrete'),
  ],
  [
    'racc_hard_candies_other',
    'Hard candies, others; powdered candies',
    g(
      '15',
      [
        '__ piece(s) (__ g) for large pieces',
        '__ tbsp(s) (__ g) for mini-size pieces',
        '1/2 oz (14 g/visual unit of measure) for bulk products',
      ],
      'discrete',
    ),
  ],
  [
    'racc_liquid_candies',
    'Hard candies, others: liquid candies',
    ml('15', ['__ tbsp(s) (__ mL)', '__ straw(s) or wax bottle(s) (__ mL)'], 'volume'),
  ],
  [
    'racc_candies_all_other',
    'All other candies',
    g('30', ['__ piece(s) (__ g)', '1 1/2 oz (42 g/visual unit of measure) for bulk products'], 'discrete'),
  ],
  ['racc_confectioners_sugar', "Confectioner's sugar", g('30', ['__ cup (__ g)'], 'volume')],
  [
    'racc_honey_jams_jellies',
    'Honey, jams, jellies, fruit butter, molasses, fruit pastes, fruit chutneys',
    { amount: '1', unit: 'tbsp', statements: ['1 tbsp (__ g)', '1 tbsp (15 mL)'], unitType: 'volume' },
  ],
  [
    'racc_marshmallows',
    'Marshmallows',
    g('30', ['__ cup(s) (__ g) for small pieces', '__ piece(s) (__ g) for large pieces'], 'discrete'),
  ],
  [
    'racc_sugar',
    'Sugar',
    g('4', ['__ tsp (__ g)', '__ piece(s) (__ g) for discrete pieces (cubes, packets)'], 'volume'),
  ],
  [
    'racc_sugar_substitutes',
    'Sugar substitutes',
    {
      amount: '4',
      unit: 'g',
      gOrMl: null,
      statements: ['__ tsp(s) (__ g) for solids', '__ drop(s) (__ g) for liquids', '__ piece(s) (__ g)'],
      unitType: 'volume',
      notes: 'An amount equivalent in sweetness to one RACC of sugar (4 g)',
    },
  ],
  ['racc_syrups', 'Syrups', ml('30', ['2 tbsp (30 mL)'], 'volume')],
]);

const VEGETABLES = group(2, 'Vegetables', [
  [
    'racc_vegetables_dried',
    'Dried vegetables, dried tomatoes, sun-dried tomatoes, dried mushrooms, dried seaweed',
    g('5', ['__ piece(s) (__ g)', '__ cup(s) (__ g)'], 'discrete'),
  ],
  [
    'racc_vegetables_dried_packed_in_oil',
    'Dried vegetables, dried tomatoes, sun-dried tomatoes, dried mushrooms, dried seaweed, packed in oil',
    g('10', ['__ piece(s) (__ g)', '__ cup(s) (__ g)'], 'discrete', '5 g plus 5 g when packed in oil'),
  ],
  [
    'racc_vegetables_garnish_flavor',
    'Vegetables primarily used for garnish or flavor (pimento, parsley), fresh or dried',
    g('4', ['__ piece(s) (__ g)', '__ tbsp(s) (__ g)'], 'volume'),
  ],
  [
    'racc_chili_peppers_green_onion',
    'Fresh or canned chili peppers, jalapeno peppers, other hot peppers, green onion',
    g('30', ['__ piece(s) (__ g)', '__ tbsp(s) (__ g)', '__ cup(s) (__ g)'], 'discrete'),
  ],
  [
    'racc_vegetables_without_sauce_fresh_frozen',
    'All other vegetables without sauce, fresh or frozen',
    g('85', PIECE_OR_CUP, 'volume', 'Fresh or frozen'),
  ],
  [
    'racc_vegetables_without_sauce_vacuum_packed',
    'All other vegetables without sauce, vacuum packed',
    g('95', PIECE_OR_CUP, 'volume', 'Vacuum packed'),
  ],
  [
    'racc_vegetables_without_sauce_canned',
    'All other vegetables without sauce, canned in liquid, cream-style corn, canned or stewed tomatoes, pumpkin, winter squash',
    g('130', PIECE_OR_CUP, 'volume', 'Canned in liquid'),
  ],
  ['racc_vegetables_with_sauce', 'All other vegetables with sauce', g('110', PIECE_OR_CUP, 'volume')],
  ['racc_vegetable_juice', 'Vegetable juice', ml('240', ['8 fl oz (240 mL)'], 'volume')],
  ['racc_olives', 'Olives', g('15', PIECES, 'discrete')],
  [
    'racc_pickles',
    'Pickles, all types',
    g(
      '30',
      ['1 oz (28 g/visual unit of measure)', '__ piece(s) (__ g)'],
      'discrete',
      'Recollection; verify against the eCFR',
    ),
  ],
  [
    'racc_vegetable_pastes',
    'Vegetable pastes (tomato paste)',
    g('30', ['__ tbsp (__ g)'], 'volume', 'Recollection; verify against the eCFR'),
  ],
  [
    'racc_vegetable_sauces_purees',
    'Vegetable sauces or purees (tomato sauce, tomato puree)',
    g('60', ['__ cup (__ g)', '__ cup (__ mL)'], 'volume', 'Recollection; verify against the eCFR'),
  ],
]);

/** Every category, Table 1 first, then Table 2 in the regulation's product-category order. */
export const RACC_CATEGORIES: readonly RaccCategory[] = [
  ...TABLE_1,
  ...BAKERY,
  ...BEVERAGES,
  ...CEREALS,
  ...DAIRY,
  ...DESSERTS,
  ...DESSERT_TOPPINGS,
  ...EGGS,
  ...FATS,
  ...FISH,
  ...FRUITS,
  ...LEGUMES,
  ...MISCELLANEOUS,
  ...MIXED_DISHES,
  ...NUTS,
  ...POTATOES,
  ...SALADS,
  ...SAUCES,
  ...SNACKS,
  ...SOUPS,
  ...SUGARS,
  ...VEGETABLES,
];

const BY_ID = new Map(RACC_CATEGORIES.map((c) => [c.category_id, c]));

export interface RaccQueryOptions {
  audience?: RaccAudience;
}

export function listRaccCategories(options: RaccQueryOptions = {}): RaccCategory[] {
  const { audience } = options;
  return RACC_CATEGORIES.filter((c) => audience === undefined || c.target_audience === audience);
}

export function getRaccCategory(categoryId: string): RaccCategory | undefined {
  return BY_ID.get(categoryId);
}

// ---------------------------------------------------------------------------------------------
// Search

/** Lower case, accents removed, split on anything that is not a letter or digit. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** The word and its likely singulars: cookies → cookie, candies → candy, tomatoes → tomato. */
function forms(word: string): string[] {
  const out = [word];
  if (word.length > 3 && word.endsWith('s')) {
    out.push(word.slice(0, -1));
    if (word.endsWith('es')) {
      out.push(word.slice(0, -2));
    }
    if (word.endsWith('ies')) {
      out.push(`${word.slice(0, -3)}y`);
    }
  }
  return out;
}

function sameWord(queryWord: string, word: string): boolean {
  const a = forms(queryWord);
  return forms(word).some((f) => a.includes(f));
}

/**
 * Everyday words that the regulation's names do not use, so that a search for "soda" or
 * "chocolate bar" finds its category. Scored like the start of a name word.
 */
const SEARCH_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  racc_carbonated_noncarbonated_beverages: [
    'soda',
    'soft',
    'drink',
    'pop',
    'seltzer',
    'sports',
    'energy',
    'tea',
    'coffee',
  ],
  racc_candies_all_other: ['chocolate', 'candy', 'bar', 'gummies', 'gummy', 'caramel', 'fudge'],
  racc_snacks: ['crisps', 'tortilla', 'puffs'],
  racc_mixed_dishes_measurable_with_cup: ['chili', 'curry', 'lasagna', 'risotto', 'casserole'],
  racc_mixed_dishes_not_measurable_with_cup: ['tacos', 'wrap', 'calzone', 'burger'],
  racc_butter_margarine_oil_shortening: ['ghee', 'lard'],
  racc_nut_seed_butters: ['peanut', 'almond', 'cashew', 'tahini', 'hazelnut', 'sunflower'],
  racc_fruits_all_others: ['apple', 'banana', 'orange', 'berries', 'grapes', 'peach', 'pear'],
  racc_vegetables_without_sauce_fresh_frozen: ['broccoli', 'carrots', 'spinach', 'peas', 'lettuce'],
};

interface Indexed {
  category: RaccCategory;
  nameWords: string[];
  keywords: string[];
  groupWords: string[];
}

const INDEX: readonly Indexed[] = RACC_CATEGORIES.map((category) => ({
  category,
  nameWords: words(category.name),
  keywords: [...(SEARCH_KEYWORDS[category.category_id] ?? [])],
  groupWords: words(category.product_category),
}));

/**
 * Case-insensitive, word-based search. Each query word scores against a category: 3 for a whole
 * word of the name (singular and plural alike), 2 for the start of a word of the name (3 letters or
 * more, for type-ahead) or an everyday keyword, plus 1 when that word opens the name (the
 * category's head noun: "Breads" before "bread crumbs"); 1 for a word of the product category.
 * Categories matching no query word are left out. Ranking: total score, then the share of the
 * name's words matched (so "Cookies" beats a long name that mentions cookies), then table order.
 */
export function searchRaccCategories(query: string, options: RaccQueryOptions = {}): RaccCategory[] {
  const queryWords = [...new Set(words(query))];
  if (queryWords.length === 0) {
    return [];
  }
  const scored: { category: RaccCategory; score: number; coverage: number; order: number }[] = [];
  INDEX.forEach((entry, order) => {
    if (options.audience !== undefined && entry.category.target_audience !== options.audience) {
      return;
    }
    let score = 0;
    const matchedNameWords = new Set<number>();
    for (const q of queryWords) {
      let best = 0;
      entry.nameWords.forEach((w, i) => {
        let s = 0;
        if (sameWord(q, w)) {
          s = 3;
        } else if (q.length >= 3 && w.startsWith(q)) {
          s = 2;
        }
        if (s > 0) {
          matchedNameWords.add(i);
          s += i === 0 ? 1 : 0;
        }
        best = Math.max(best, s);
      });
      if (best === 0 && entry.keywords.some((w) => sameWord(q, w))) {
        best = 2;
      }
      if (best === 0 && entry.groupWords.some((w) => sameWord(q, w))) {
        best = 1;
      }
      score += best;
    }
    if (score > 0) {
      const coverage = entry.nameWords.length === 0 ? 0 : matchedNameWords.size / entry.nameWords.length;
      scored.push({ category: entry.category, score, coverage, order });
    }
  });
  scored.sort((a, b) => b.score - a.score || b.coverage - a.coverage || a.order - b.order);
  return scored.map((s) => s.category);
}
