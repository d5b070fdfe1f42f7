/**
 * Spellings of units, sizes and number words. Every unit spelling resolves to a canonical name
 * from `domain/units/units.ts`; every size spelling to one of SIZE_WORDS.
 */

import { type SizeWord, UNITS } from '../units/units.ts';

/** Spellings other than the canonical name and its plural, lower case unless case matters. */
const UNIT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  milligram: ['mg', 'mgs', 'milligramme', 'milligrammes'],
  gram: ['g', 'gr', 'grs', 'gm', 'gms', 'grm', 'grms', 'gramme', 'grammes', 'G'],
  kilogram: ['kg', 'kgs', 'kilo', 'kilos', 'kilogramme', 'kilogrammes'],
  ounce: ['oz', 'ozs', 'onza', 'onzas'],
  pound: ['lb', 'lbs', '#'],
  // A cubic centimetre ("500 cc water") is a millilitre.
  milliliter: ['ml', 'mls', 'millilitre', 'millilitres', 'mL', 'cc', 'ccs'],
  centiliter: ['cl', 'centilitre', 'centilitres'],
  deciliter: ['dl', 'decilitre', 'decilitres'],
  liter: ['l', 'L', 'litre', 'litres', 'ltr', 'ltrs', 'lt'],
  teaspoon: [
    't',
    'tsp',
    'tsps',
    'tspn',
    'tspns',
    'ts',
    'teasp',
    'tea spoon',
    'tea spoons',
    'teaspoonful',
    'teaspoonfuls',
  ],
  tablespoon: [
    'T',
    'Tb',
    'TB',
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tblsps',
    'tblspn',
    'tbspn',
    'tablesp',
    'table spoon',
    'table spoons',
    'tablespoonful',
    'tablespoonfuls',
  ],
  'fluid ounce': ['fl oz', 'fl ozs', 'floz', 'fl ounce', 'fl ounces', 'fluid oz', 'fl. oz', 'fl.oz'],
  cup: ['c', 'C', 'cp', 'cps', 'cupful', 'cupfuls'],
  pint: ['pt', 'pts'],
  quart: ['qt', 'qts'],
  gallon: ['gal', 'gals'],
  smidgen: ['smidgens', 'smidge', 'smidgeon'],
  pinch: ['pinches', 'pn'],
  dash: ['dashes', 'ds'],
  // Not "dr": a recipe's "Dr" is Dr Pepper ("1 (12 oz) can Dr Pepper" had been a drop of pepper).
  drop: ['drops'],
  clove: [],
  slice: [],
  piece: ['pc', 'pcs', 'pce'],
  stick: [],
  can: ['tin', 'tins', 'cn'],
  package: ['pkg', 'pkgs', 'pk', 'pkt', 'pkts', 'pack', 'packs', 'packet', 'packets', 'pouch', 'pouches'],
  jar: [],
  bottle: [],
  bag: [],
  box: ['boxes'],
  container: ['ctn', 'carton', 'cartons', 'tub', 'tubs', 'pot', 'pots'],
  envelope: ['env', 'envs', 'sachet', 'sachets'],
  bunch: ['bunches'],
  head: [],
  sprig: [],
  stalk: [],
  leaf: ['leaves'],
  handful: ['handfuls', 'handsful'],
  fillet: ['filet', 'filets'],
  link: [],
  strip: [],
  square: ['sq'],
  sheet: [],
  ear: [],
  bulb: [],
  rib: [],
  stem: [],
  loaf: ['loaves'],
  bar: [],
  cube: [],
  wedge: [],
  pod: [],
  serving: [],
  scoop: [],
  shot: ['shots'],
  punnet: [],
  basket: [],
  bundle: [],
  spear: [],
  slab: [],
  rasher: [],
  // The packs crackers and refrigerated dough are sold in ("1 sleeve saltine crackers", "1 tube
  // (8 oz) refrigerated crescent rolls"): the food had been named "sleeve saltine crackers".
  sleeve: ['sleeves'],
  tube: ['tubes'],
  branch: ['branches'],
  splash: ['splashes'],
  // Kitchen amounts of no agreed size ("a knob of butter", "a drizzle of olive oil"): units, so
  // the food is named and the weight asked for, rather than a food called "drizzle of olive oil".
  knob: ['knobs'],
  drizzle: ['drizzles'],
  glug: ['glugs'],
  sprinkle: ['sprinkles'],
  squeeze: ['squeezes'],
  dollop: ['dollops'],
  // A pat of butter is SR28's "pat (1\" sq, 1/3\" high)"; a block of cream cheese, feta or tofu
  // is weighed by the weight the line states ("1 block (8 oz) cream cheese").
  pat: ['pats'],
  block: ['blocks'],
  // A ball of mozzarella or of dough ("125g ball mozzarella", "2 x 125g balls mozzarella").
  ball: ['balls'],
  jigger: [],
  dessertspoon: [
    'dessertspoons',
    'dessert spoon',
    'dessert spoons',
    'dessertspoonful',
    'dessertspoonfuls',
    'dsp',
    'dstspn',
  ],
  centimeter: ['cm', 'cms', 'centimetre', 'centimetres'],
  inch: ['inches', 'in', '"'],
};

/** Spellings that are units only in the listed case ("T" is a tablespoon, "t" a teaspoon). */
const CASE_SENSITIVE = new Set(['t', 'T', 'Tb', 'TB', 'c', 'C', 'l', 'L', 'G', 'mL', '#', '"']);

/** Spellings that are units only when written against the number ("2in", "1\"", not "2 in a bowl"). */
export const GLUED_ONLY_UNITS = new Set(['in', '"']);

function plural(name: string): string {
  if (/(?:s|sh|ch|x)$/.test(name)) {
    return `${name}es`;
  }
  return `${name}s`;
}

function buildUnitTable(): { exact: Map<string, string>; folded: Map<string, string> } {
  const exact = new Map<string, string>();
  const folded = new Map<string, string>();
  for (const { name } of UNITS) {
    const spellings = [name, plural(name), ...(UNIT_SPELLINGS[name] ?? [])];
    for (const spelling of spellings) {
      if (CASE_SENSITIVE.has(spelling)) {
        exact.set(spelling, name);
      } else {
        folded.set(spelling.toLowerCase(), name);
      }
    }
  }
  return { exact, folded };
}

const UNIT_TABLE = buildUnitTable();

/** Canonical unit for a spelling ("Tbsp" → "tablespoon", "fl oz" → "fluid ounce"), or undefined. */
export function lookUpUnit(spelling: string): string | undefined {
  return UNIT_TABLE.exact.get(spelling) ?? UNIT_TABLE.folded.get(spelling.toLowerCase());
}

const SIZE_SPELLINGS: ReadonlyMap<string, SizeWord> = new Map<string, SizeWord>([
  ['extra small', 'extra small'],
  ['extra-small', 'extra small'],
  ['xs', 'extra small'],
  ['small', 'small'],
  ['sm', 'small'],
  ['smallish', 'small'],
  ['small-size', 'small'],
  ['small-sized', 'small'],
  ['medium', 'medium'],
  ['med', 'medium'],
  ['md', 'medium'],
  ['medium-size', 'medium'],
  ['medium-sized', 'medium'],
  ['medium-small', 'medium'],
  ['medium-large', 'medium'],
  ['large', 'large'],
  ['lg', 'large'],
  ['lge', 'large'],
  ['large-size', 'large'],
  ['large-sized', 'large'],
  ['big', 'large'],
  ['extra large', 'extra large'],
  ['extra-large', 'extra large'],
  ['xl', 'extra large'],
  ['jumbo', 'jumbo'],
]);

/** Canonical size for a spelling ("lg" → "large"), or undefined. */
export function lookUpSize(spelling: string): SizeWord | undefined {
  return SIZE_SPELLINGS.get(spelling.toLowerCase());
}

/** Words that qualify a unit without changing it ("heaped tablespoon", "thin slices", "good pinch"). */
export const UNIT_MODIFIERS = new Set([
  'heaped',
  'heaping',
  'rounded',
  'level',
  'scant',
  'generous',
  'good',
  'healthy',
  'big',
  'thin',
  'thick',
  'very',
  // "1 thumb-sized piece of ginger": a piece, of a size the line gives by a thumb.
  'thumb-sized',
  'thumb-size',
]);

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map<string, number>([
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['half', 0.5],
]);
