/**
 * Which foods are added-sugar sources: foods whose sugars count as added sugars when a recipe
 * uses them as an ingredient (21 CFR 101.9(c)(6)(iii): sugars added during processing, foods
 * packaged as sweeteners, sugars from syrups and honey, and from fruit juice concentrate used as a
 * sweetener).
 *
 * Decided:
 * - yes: sugars of every kind (granulated, brown, powdered, turbinado, maple sugar, dextrose,
 *   fructose), honey, molasses and treacle, syrups (maple, corn and high-fructose corn, cane,
 *   sorghum, malt, agave, rice, golden, pancake and table blends, fruit and chocolate syrups,
 *   grenadine), tabletop sweetener blends (their carriers are dextrose or maltodextrin; the flag
 *   only matters for the sugars the food has), and jams, jellies, preserves and marmalades —
 *   reduced-sugar ones and those sweetened with fruit juice concentrate included: their sugars are
 *   almost all added, and FDA counts juice concentrate used as a sweetener as added sugar.
 * - no: anything declared free of sugar ("sugar free", "no sugar", "sugarless", "unsweetened",
 *   "without added sugar"); fruit, including fruit canned in syrup and dried or juice; milk and
 *   dairy; and sweet foods that are not themselves a sweetener (candies, cookies, cereals, frostings,
 *   toppings, sodas, sweetened yogurts): only part of their sugar is added and a name does not say
 *   which part.
 *
 * The decision reads the head of the description, the part before the first comma, as SR28 and
 * FoodData Central name foods ("Sugars, brown", "Syrups, corn, light", "Honey"), so "Cookies,
 * molasses" and "Honey roll sausage, beef" are not sweeteners; after SR28's "Beverages," prefix
 * the next part is the head ("Beverages, chocolate syrup").
 */
import { normalizeFoodText } from './food-text.ts';

/** Heads of descriptions (text before the first comma, normalized) that name a sweetener. */
export const ADDED_SUGAR_HEADS: readonly string[] = [
  'sugar',
  'sugars',
  'brown sugar',
  'powdered sugar',
  'confectioners sugar',
  'cane sugar',
  'maple sugar',
  'turbinado sugar',
  'invert sugar',
  'dextrose',
  'fructose',
  'glucose',
  'honey',
  'molasses',
  'treacle',
  'syrup',
  'syrups',
  'fruit syrup',
  'chocolate syrup',
  'maple syrup',
  'corn syrup',
  'cane syrup',
  'golden syrup',
  'rice syrup',
  'brown rice syrup',
  'agave syrup',
  'agave nectar',
  'sorghum syrup',
  'malt syrup',
  'sweetener',
  'sweeteners',
  'jam',
  'jams',
  'jams and preserves',
  'jelly',
  'jellies',
  'preserves',
  'marmalade',
  'marmalades',
];

/** Phrases anywhere in the description that say the food has no added sugar. */
export const SUGAR_FREE_PHRASES: readonly string[] = [
  'sugar free',
  'sugarless',
  'no sugar',
  'no sugar added',
  'without sugar',
  'without added sugar',
  'unsweetened',
  'not sweetened',
];

/** Leading words SR28 puts before the food's own name ("Beverages, chocolate syrup"). */
const PREFIX_HEADS = ['beverages', 'beverage'];

/** Food groups whose foods are never an added-sugar source as a whole. */
const NEVER_GROUPS = ['Fruits and Fruit Juices', 'Dairy and Egg Products'];

/** Whether a food's sugars count as added sugars when it is used as an ingredient. */
export function isAddedSugarSource(name: string, category: string): boolean {
  if (NEVER_GROUPS.includes(category)) {
    return false;
  }
  const text = normalizeFoodText(name);
  if (SUGAR_FREE_PHRASES.some((phrase) => text.includes(` ${phrase} `))) {
    return false;
  }
  const segments = name.split(',').map((segment) => normalizeFoodText(segment).trim());
  const first = segments[0] ?? '';
  const head = PREFIX_HEADS.includes(first) ? (segments[1] ?? '') : first;
  return ADDED_SUGAR_HEADS.includes(head);
}
