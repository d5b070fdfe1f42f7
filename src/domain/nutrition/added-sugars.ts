import { divide, parseAmount } from '../amount.ts';
import { Decimal, decString } from '../decimal.ts';
import { SUGAR_FREE_PHRASES } from '../foods/added-sugar.ts';
import { type Food, sr28NdbOf } from '../foods/food.ts';
import { normalizeFoodText } from '../foods/food-text.ts';
import { ADDED_SUGARS_TABLE, type AddedSugarsTableEntry } from './added-sugars-table.ts';

/**
 * Added sugars of one food, per 100 g, with the method that produced the figure (21 CFR
 * 101.9(c)(6)(iii)). USDA SR28 has no added-sugar field, so the figure is an estimate unless the
 * food states it. In order:
 *
 * 1. `stated`: the food gives `n_added_sugars` (a custom ingredient's own declaration).
 * 2. `counterpart_difference` / `juice_concentrate_excess`: the food is in the reviewed table
 *    (`added-sugars-table.ts`, keyed by NDB number, each entry with its source):
 *    - a composite food (chocolate, sweetened condensed milk, jam, ketchup, fruit canned in syrup,
 *      flavoured yogurt…) = its unsweetened SR28 counterpart + added sugar. The counterpart's
 *      share of the food is measured by a marker nutrient that the sugar does not bring (protein),
 *      so added = sugars(food) − sugars(counterpart) × marker(food) ÷ marker(counterpart),
 *      computed from the food's own values and kept between 0 and its total sugars;
 *    - a fruit or vegetable juice concentrate counts the sugars in excess of the same volume of
 *      single-strength juice of the same type: added = sugars(concentrate) − sugars(juice) ×
 *      density(juice) ÷ density(concentrate), densities from SR28's fluid-ounce weights.
 * 3. `sweetener`: the food is itself a sweetener (`added_sugar`: sugars, syrups, honey, molasses,
 *    jams not in the table, a custom ingredient that counts its sugars as added): all its sugars.
 * 4. `no_sugars`: the food has no sugars (total sugars 0, or no carbohydrate at all).
 * 5. `declared_unsweetened`: the name says so ("unsweetened", "no sugar added", "sugar free").
 * 6. `whole_food`: a single-ingredient food group (meat, fish, eggs and milk, fats and oils,
 *    vegetables, fruit, legumes, nuts, grains, spices; plain rolled oats, grits and farina among
 *    the breakfast cereals) whose name has no sign of sweetening
 *    ("syrup", "sweetened", "candied", "honey", "chocolate", flavoured yogurt…). Its sugars are the
 *    food's own: 0 g added.
 * 7. `unknown`: no basis (baked goods, sweets, cereals, sauces, beverages, mixed dishes, custom
 *    ingredients that state nothing). The figure is null, never a silent 0: the recipe lists the
 *    ingredient as missing added-sugar data and the label's completeness reports it.
 */

export const ADDED_SUGARS_METHODS = [
  'stated',
  'counterpart_difference',
  'juice_concentrate_excess',
  'sweetener',
  'no_sugars',
  'declared_unsweetened',
  'whole_food',
  'unknown',
] as const;
export type AddedSugarsMethod = (typeof ADDED_SUGARS_METHODS)[number];

export interface AddedSugarsEstimate {
  method: AddedSugarsMethod;
  /** g of added sugars per 100 g of the food, full precision; null when unknown. */
  per_100g: string | null;
  /** One sentence on how the figure was obtained (or why there is none), for analyses and audits. */
  note: string;
  /** Where the method's facts come from (table entries); null otherwise. */
  source: string | null;
}

export type AddedSugarsFood = Pick<Food, 'id' | 'name' | 'nutrients' | 'added_sugar'> &
  Partial<Pick<Food, 'source' | 'source_id' | 'category'>>;

/** SR28 food groups of single-ingredient foods (their sugars are intrinsic unless the name says otherwise). */
export const WHOLE_FOOD_GROUPS: readonly string[] = [
  'Dairy and Egg Products',
  'Spices and Herbs',
  'Fats and Oils',
  'Poultry Products',
  'Fruits and Fruit Juices',
  'Pork Products',
  'Vegetables and Vegetable Products',
  'Nut and Seed Products',
  'Beef Products',
  'Finfish and Shellfish Products',
  'Legumes and Legume Products',
  'Lamb, Veal, and Game Products',
  'Cereal Grains and Pasta',
];

/** Words or phrases that say a food of those groups was sweetened (whole words, normalized). */
export const SWEETENING_WORDS: readonly string[] = [
  'sweetened',
  'syrup',
  'sugar',
  'sugared',
  'sugars',
  'honey',
  'candied',
  'glazed',
  'frosted',
  'chocolate',
  'caramel',
  'fudge',
  'maple',
  'molasses',
  'jam',
  'jelly',
  'preserves',
  'marmalade',
  'nectar',
  'juice drink',
  'juice cocktail',
  'eggnog',
  'vanilla',
  'flavored',
  'dessert',
  'pudding',
  'ice cream',
  'sweet and sour',
  'barbecue',
  'teriyaki',
  'sauce',
  'pie filling',
  'concentrate',
  'dried sweetened',
  'baby food',
  'dressing',
  'spread',
  'topping',
  'whipped',
  'relish',
  'bread and butter',
  'beans baked',
  'peanut butter',
  'cured',
  'substitute',
  'shake',
  'shakes',
  'dulce de leche',
];

/** Single-grain hot cereals of SR28's breakfast cereals, dry and unflavoured (rolled oats, grits, farina). */
const PLAIN_HOT_CEREALS: readonly string[] = ['oats regular and quick', 'corn grits', 'farina', 'oat bran'];

/** Phrases of single-strength juice made from a concentrate (its "concentrate" is no sign of sweetening). */
const SINGLE_STRENGTH_PHRASES: readonly string[] = ['from concentrate', 'diluted with'];

/** The SR28 NDB number of a food, when it is an SR28 food. */
export function ndbNumberOf(food: Pick<AddedSugarsFood, 'id' | 'source' | 'source_id'>): string | null {
  if (food.source === 'usda_sr28' && food.source_id !== undefined) {
    return food.source_id;
  }
  return sr28NdbOf(food.id);
}

const TABLE = new Map(ADDED_SUGARS_TABLE.map((e) => [e.ndb, e]));

/** The reviewed table entry of a food, if any. */
export function addedSugarsTableEntry(
  food: Pick<AddedSugarsFood, 'id' | 'source' | 'source_id'>,
): AddedSugarsTableEntry | undefined {
  const ndb = ndbNumberOf(food);
  return ndb === null ? undefined : TABLE.get(ndb);
}

function clamp(value: Decimal, max: Decimal): Decimal {
  if (value.lt(0)) {
    return new Decimal(0);
  }
  return value.gt(max) ? max : value;
}

function fromTable(food: AddedSugarsFood, entry: AddedSugarsTableEntry): AddedSugarsEstimate {
  const sugars = parseAmount(food.nutrients.n_total_sugars);
  const source = entry.source;
  if (entry.method === 'juice_concentrate_excess') {
    if (sugars === null) {
      return unknown(
        food,
        `${food.name}: no total sugars value, so the excess over single-strength juice cannot be computed.`,
      );
    }
    const single = new Decimal(entry.counterpart.sugars).times(entry.counterpart.density_g_per_fl_oz);
    const expected = divide(single, new Decimal(entry.density_g_per_fl_oz));
    const added = clamp(sugars.minus(expected), sugars);
    return {
      method: 'juice_concentrate_excess',
      per_100g: decString(added),
      note:
        `${food.name}: sugars in excess of the same volume of single-strength juice (21 CFR 101.9(c)(6)(iii)): ` +
        `${decString(sugars)} g − ${entry.counterpart.sugars} g (${entry.counterpart.name}, NDB ${entry.counterpart.ndb}) × ` +
        `${entry.counterpart.density_g_per_fl_oz} ÷ ${entry.density_g_per_fl_oz} g per fl oz = ${decString(added)} g per 100 g.`,
      source,
    };
  }
  const marker = parseAmount(food.nutrients[entry.marker]);
  if (sugars === null || marker === null) {
    return unknown(
      food,
      `${food.name}: no ${sugars === null ? 'total sugars' : 'protein'} value, so the difference to ${entry.counterpart.name} cannot be computed.`,
    );
  }
  const intrinsic = divide(
    new Decimal(entry.counterpart.sugars).times(marker),
    new Decimal(entry.counterpart.marker_value),
  );
  const added = clamp(sugars.minus(intrinsic), sugars);
  return {
    method: 'counterpart_difference',
    per_100g: decString(added),
    note:
      `${food.name}: total sugars less those of its unsweetened counterpart ${entry.counterpart.name} (NDB ${entry.counterpart.ndb}) ` +
      `in the proportion of protein: ${decString(sugars)} g − ${entry.counterpart.sugars} g × ${decString(marker)} ÷ ` +
      `${entry.counterpart.marker_value} = ${decString(added)} g per 100 g.${entry.remark === undefined ? '' : ` ${entry.remark}`}`,
    source,
  };
}

function unknown(food: AddedSugarsFood, note?: string): AddedSugarsEstimate {
  return {
    method: 'unknown',
    per_100g: null,
    note:
      note ??
      `${food.name}: no basis for an added-sugars figure (not a sweetener, not a single-ingredient food, not in the reviewed table); state it on the ingredient or confirm it has none.`,
    source: null,
  };
}

function hasPhrase(text: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => text.includes(` ${p} `));
}

/** Added sugars of a food per 100 g, and how they were found (see the module comment). */
export function estimateAddedSugars(food: AddedSugarsFood): AddedSugarsEstimate {
  const stated = parseAmount(food.nutrients.n_added_sugars);
  if (stated !== null) {
    return {
      method: 'stated',
      per_100g: decString(stated),
      note: `${food.name}: added sugars as the ingredient states them, ${decString(stated)} g per 100 g.`,
      source: null,
    };
  }
  const entry = addedSugarsTableEntry(food);
  if (entry !== undefined) {
    return fromTable(food, entry);
  }
  const sugars = parseAmount(food.nutrients.n_total_sugars);
  if (food.added_sugar) {
    if (sugars === null) {
      return unknown(food, `${food.name}: a sweetener without a total sugars value.`);
    }
    return {
      method: 'sweetener',
      per_100g: decString(sugars),
      note: `${food.name}: a sweetener, so all its sugars are added sugars (${decString(sugars)} g per 100 g).`,
      source: null,
    };
  }
  const carbohydrate = parseAmount(food.nutrients.n_total_carbohydrate);
  if (sugars?.isZero() === true || (sugars === null && carbohydrate?.isZero() === true)) {
    return {
      method: 'no_sugars',
      per_100g: '0',
      note: `${food.name}: no sugars at all, so no added sugars.`,
      source: null,
    };
  }
  const text = normalizeFoodText(food.name);
  if (hasPhrase(text, SUGAR_FREE_PHRASES)) {
    return {
      method: 'declared_unsweetened',
      per_100g: '0',
      note: `${food.name}: described as unsweetened or without added sugar.`,
      source: null,
    };
  }
  const checked = hasPhrase(text, SINGLE_STRENGTH_PHRASES) ? text.replaceAll(' concentrate ', ' ') : text;
  const sweetened =
    hasPhrase(checked, SWEETENING_WORDS) ||
    ((text.includes(' yogurt ') || text.includes(' kefir ')) && !text.includes(' plain '));
  const plainHotCereal =
    food.category === 'Breakfast Cereals' &&
    hasPhrase(text, PLAIN_HOT_CEREALS) &&
    !text.includes(' instant ') &&
    !text.includes(' ready to eat ');
  if (
    food.category !== undefined &&
    (WHOLE_FOOD_GROUPS.includes(food.category) || plainHotCereal) &&
    !sweetened
  ) {
    return {
      method: 'whole_food',
      per_100g: '0',
      note: `${food.name}: a single-ingredient food (${food.category}) with no sign of sweetening; its sugars are its own.`,
      source: null,
    };
  }
  return unknown(food);
}
