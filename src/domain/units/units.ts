/**
 * Canonical units. The parser maps every spelling ("tbsp", "T", "Tbs.", "tablespoons") to one of
 * these names; the converter turns them into grams. Mass and volume factors are exact US
 * customary definitions (avoirdupois ounce and pound, US liquid measures). Kitchen "pinch",
 * "dash", "drop" and "smidgen" are conventional fractions of a teaspoon, a bar "jigger" is a
 * conventional 1½ fluid ounces and a British "dessertspoon" 10 ml; all are marked `approximate`.
 * Everything else is a count or container unit that only a food's own portions (or a secondary
 * amount such as "1 (14.5 oz) can") can turn into grams.
 */

export type UnitKind = 'mass' | 'volume' | 'count' | 'length';

export interface UnitDef {
  /** Canonical singular name, e.g. "tablespoon", "fluid ounce". */
  name: string;
  kind: UnitKind;
  /** Grams per unit (mass) or millilitres per unit (volume), exact decimal string; null otherwise. */
  factor: string | null;
  /** A conventional rather than defined measure. */
  approximate: boolean;
  /**
   * For a measure with no agreed size at all ("splash"): the household estimate its factor rests
   * on, written into the conversion step (source `household_estimate`).
   */
  estimate?: string;
}

function u(name: string, kind: UnitKind, factor: string | null = null, approximate = false): UnitDef {
  return { name, kind, factor, approximate };
}

export const UNITS: readonly UnitDef[] = [
  // mass, grams per unit
  u('milligram', 'mass', '0.001'),
  u('gram', 'mass', '1'),
  u('kilogram', 'mass', '1000'),
  u('ounce', 'mass', '28.349523125'),
  u('pound', 'mass', '453.59237'),
  // volume, millilitres per unit (US customary)
  u('milliliter', 'volume', '1'),
  u('centiliter', 'volume', '10'),
  u('deciliter', 'volume', '100'),
  u('liter', 'volume', '1000'),
  u('teaspoon', 'volume', '4.92892159375'),
  u('tablespoon', 'volume', '14.78676478125'),
  u('fluid ounce', 'volume', '29.5735295625'),
  u('cup', 'volume', '236.5882365'),
  u('pint', 'volume', '473.176473'),
  u('quart', 'volume', '946.352946'),
  u('gallon', 'volume', '3785.411784'),
  u('smidgen', 'volume', '0.1540287998046875', true),
  u('pinch', 'volume', '0.308057599609375', true),
  u('dash', 'volume', '0.61611519921875', true),
  u('drop', 'volume', '0.05', true),
  u('jigger', 'volume', '44.36029434375', true),
  // The British and Australian dessertspoon: 10 ml, two teaspoons.
  u('dessertspoon', 'volume', '10', true),
  {
    ...u('splash', 'volume', '7.393382390625', true),
    estimate: 'a splash is taken as ¼ fluid ounce (1½ teaspoons, 7.39 ml), the bar measure of a splash',
  },
  // count and container units: grams only through the food's portions or a secondary amount
  u('clove', 'count'),
  u('slice', 'count'),
  u('piece', 'count'),
  u('stick', 'count'),
  u('can', 'count'),
  u('package', 'count'),
  u('jar', 'count'),
  u('bottle', 'count'),
  u('bag', 'count'),
  u('box', 'count'),
  u('container', 'count'),
  u('envelope', 'count'),
  u('bunch', 'count'),
  u('head', 'count'),
  u('sprig', 'count'),
  u('stalk', 'count'),
  u('leaf', 'count'),
  u('handful', 'count'),
  u('fillet', 'count'),
  u('link', 'count'),
  u('strip', 'count'),
  u('square', 'count'),
  u('sheet', 'count'),
  u('ear', 'count'),
  u('bulb', 'count'),
  u('rib', 'count'),
  u('stem', 'count'),
  u('loaf', 'count'),
  u('bar', 'count'),
  u('cube', 'count'),
  u('wedge', 'count'),
  u('pod', 'count'),
  u('serving', 'count'),
  u('scoop', 'count'),
  u('shot', 'count'),
  u('knob', 'count'),
  u('drizzle', 'count'),
  u('glug', 'count'),
  u('sprinkle', 'count'),
  u('squeeze', 'count'),
  u('dollop', 'count'),
  u('pat', 'count'),
  u('block', 'count'),
  u('ball', 'count'),
  u('punnet', 'count'),
  u('basket', 'count'),
  u('bundle', 'count'),
  u('spear', 'count'),
  u('slab', 'count'),
  u('rasher', 'count'),
  u('sleeve', 'count'),
  u('tube', 'count'),
  u('branch', 'count'),
  // length (pieces of ginger, cinnamon sticks): never converted without a portion
  u('centimeter', 'length'),
  u('inch', 'length'),
];

const BY_NAME = new Map(UNITS.map((d) => [d.name, d]));

export function unitByName(name: string): UnitDef | undefined {
  return BY_NAME.get(name);
}

/** Size words that qualify a count ("2 large eggs"): matched against a food's portion descriptions. */
export const SIZE_WORDS = ['extra small', 'small', 'medium', 'large', 'extra large', 'jumbo'] as const;
export type SizeWord = (typeof SIZE_WORDS)[number];
