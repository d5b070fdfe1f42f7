/**
 * Words that mark preparation and comments rather than the ingredient's name. "Chopped fresh
 * parsley" is parsley prepared by chopping (comment) and "fresh parsley" (name); "dried thyme"
 * and "ground cumin" name different products and keep their adjective.
 */

/** Participles of preparation steps: a comment when they lead or end the name. */
export const PREPARATION_WORDS = new Set([
  'beaten',
  'blended',
  'boned',
  'chilled',
  'chopped',
  'cleaned',
  'cooked',
  'cored',
  'crumbled',
  'crushed',
  'cubed',
  'cut',
  'defrosted',
  'deseeded',
  'deveined',
  'diced',
  'dissolved',
  'divided',
  'drained',
  'flaked',
  'grated',
  'halved',
  'hard-boiled',
  'hard-cooked',
  'hulled',
  'julienned',
  'melted',
  'minced',
  'packed',
  'peeled',
  'picked',
  'pureed',
  'puréed',
  'quartered',
  'rinsed',
  'scrubbed',
  'seeded',
  'shaved',
  'skinned',
  'shelled',
  'shredded',
  'shucked',
  'sifted',
  'sliced',
  'slivered',
  'snipped',
  'softened',
  'squeezed',
  'stemmed',
  'thawed',
  'toasted',
  'torn',
  'trimmed',
  'uncooked',
  'unsifted',
  'warmed',
  'washed',
  'whisked',
  'zested',
]);

/**
 * Adjectives that a comma may separate from the rest of the name ("boneless, skinless
 * chicken"), and that are never a name on their own ("6 whole cloves" are not cloves of "whole").
 */
export const COMMA_ADJECTIVES = new Set([
  'boneless',
  'skinless',
  // "4 bone-in, skin-on chicken thighs" are chicken thighs ("bone-in" alone had been the name).
  'bone-in',
  'skin-on',
  'canned',
  'fresh',
  'red',
  'ripe',
  'lean',
  'whole',
  'crisp',
  'firm',
  'unbleached',
  'smoked',
  // Texture: "fine, soft bread crumbs" are fine soft bread crumbs.
  'fine',
  'coarse',
  'soft',
  // Shape: "2 long, thin Japanese eggplants" are eggplants ("long" alone had been the name).
  'long',
  'thin',
  // How nuts and seeds are bought: "roasted, salted pepitas" are roasted salted pepitas ("roasted"
  // alone had been the name).
  'roasted',
  'salted',
  'unsalted',
]);

/** Words that lead a name without being part of it: "the best olive oil", "good olive oil". */
export const LEADING_COMMENT_WORDS = new Set(['the', 'good', 'each', 'of']);

/** Participles that name a kind of product, not a step of preparation: "dried thyme", "smoked salmon". */
export const DESCRIPTIVE_PARTICIPLES = new Set([
  'aged',
  'bottled',
  'canned',
  'condensed',
  'cured',
  'dried',
  'evaporated',
  'jarred',
  'mixed',
  'pickled',
  'refined',
  'salted',
  'smoked',
  'sweetened',
  'unrefined',
  'unsalted',
  'unsweetened',
]);

/** States offered as alternatives lead the name as a comment: "fresh or frozen peaches". */
export const STATE_WORDS = new Set([
  'fresh',
  'frozen',
  'canned',
  'dried',
  'dry',
  'cooked',
  'raw',
  'homemade',
  'store-bought',
]);

/** Words that make a comma-separated item a comment rather than part of a list of names: "white parts only". */
export const COMMENT_NOUNS = new Set(['part', 'parts', 'only', 'total', 'weight', 'each']);

/** Participles that, with a preposition after them, start a comment: "cornstarch mixed with water". */
export const JOINING_PARTICIPLES = new Set([
  'mixed',
  'combined',
  'soaked',
  'tossed',
  'blended',
  'marinated',
  'steeped',
]);

/** Prepositions that turn a participle inside the name into a comment: "cut in cubes", "dissolved in water". */
export const PREPOSITIONS = new Set(['in', 'into', 'with', 'to', 'until', 'on', 'at', 'from', 'for', 'by']);

/** Adverbs of manner that belong with the participle after them ("finely chopped", "freshly ground"). */
export const MANNER_ADVERBS = new Set([
  'coarsely',
  'finely',
  'firmly',
  'freshly',
  'gently',
  'lightly',
  'loosely',
  'roughly',
  'thickly',
  'thinly',
  'well',
  'very',
  'slightly',
  'tightly',
  'evenly',
  'generously',
  'newly',
]);

/**
 * Words that start a comment wherever they appear after the name ("oil for frying", "salt to
 * taste"), with the words that must follow them when they are ambiguous on their own.
 */
export const COMMENT_STARTERS: ReadonlyMap<string, readonly string[] | null> = new Map<
  string,
  readonly string[] | null
>([
  ['for', null],
  ['including', null],
  ['like', null],
  ['per', null],
  ['plus', null],
  ['optional', null],
  ['optionally', null],
  ['if', null],
  ['about', null],
  ['approximately', null],
  ['approx', null],
  ['preferably', null],
  ['ideally', null],
  ['divided', null],
  ['see', null],
  ['such', ['as']],
  ['as', ['needed', 'desired', 'required', 'necessary', 'wanted', 'garnish', 'topping']],
  ['at', ['room']],
  [
    'to',
    [
      'taste',
      'serve',
      'garnish',
      'finish',
      'decorate',
      'dust',
      'glaze',
      'brush',
      'drizzle',
      'sprinkle',
      'coat',
      'grease',
      'fry',
      'season',
      'cover',
      'yield',
      'make',
    ],
  ],
  ['or', ['to', 'more', 'less', 'as', 'so', 'extra']],
]);
