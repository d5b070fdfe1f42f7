/**
 * Names that list more than one food: alternatives ("butter or margarine", "chicken, beef, or
 * vegetable stock") and ingredients joined by "and" ("salt and pepper", "salt & freshly ground
 * pepper"). The parser keeps such a list whole in `name` (recipe sources label it that way); these
 * helpers say what the list offers, for the resolution, which measures one food per line.
 */

import {
  COMMA_ADJECTIVES,
  DESCRIPTIVE_PARTICIPLES,
  PREPARATION_WORDS,
  STATE_WORDS,
} from './comment-words.ts';
import { lookUpSize } from './lexicon.ts';
import { isPreparationLike } from './name-words.ts';

/**
 * Words that are an ingredient by themselves, never a modifier shared with a later noun: in
 * "water or chicken stock" the first alternative is water, not "water stock". The matcher reads
 * "A or B" in a name it is given with the same words (src/domain/matching/query.ts).
 */
export const STANDALONE_WORDS: ReadonlySet<string> = new Set([
  'water',
  'butter',
  'margarine',
  'ghee',
  'lard',
  'shortening',
  'oil',
  'honey',
  'salt',
  'sugar',
  'milk',
  'cream',
  'wine',
  'beer',
  'stock',
  'broth',
  'juice',
  'vinegar',
  'syrup',
  'mayonnaise',
  'yogurt',
  'egg',
  'eggs',
  'sherry',
  'brandy',
  'rum',
  'vodka',
  'gin',
  'whiskey',
  'whisky',
  'bourbon',
  'vermouth',
  'cognac',
]);

const STATES = 'fresh|frozen|canned|tinned|dried|cooked|raw|homemade|home-made|store-bought|bottled|jarred';
/** "fresh or frozen peaches": a choice of state before one name is the first state with that name. */
const STATE_CHOICE = new RegExp(`^(${STATES})\\s*,?\\s+or\\s+(?:${STATES})\\s+`, 'i');

const OR_WORD = /\s*,?\s+(?:or|and\/or)\s+/i;

/**
 * The alternatives a name offers, in order, when it offers any ("butter or margarine" → butter,
 * margarine), else the name alone. A single-word first alternative takes the noun the last one
 * ends with when the list shares it: "chicken, beef, or vegetable stock" → chicken stock, beef
 * stock, vegetable stock; "red or white wine vinegar" → red wine vinegar, white wine vinegar;
 * "cheddar or Monterey Jack cheese" → cheddar cheese (a capitalized word starts a proper name);
 * "fresh or frozen peaches" → fresh peaches.
 */
export function alternativesOf(name: string): string[] {
  const text = name.trim().replace(STATE_CHOICE, '$1 ');
  if (!/\s(?:or|and\/or)\s/i.test(text)) {
    return [text];
  }
  const parts = splitList(text, OR_WORD);
  const last = parts.at(-1);
  if (parts.length < 2 || last === undefined) {
    return [text];
  }
  // "chicken broth, low-sodium or homemade", "milk, whole or 2%": a name followed by choices that
  // only qualify it offers it so qualified ("low-sodium chicken broth"): the bare name had been
  // searched, and the regular broth selected.
  const [named, ...choices] = parts;
  if (
    named !== undefined &&
    /,/.test(text.split(OR_WORD)[0] ?? '') &&
    !onlyQualifiers(named) &&
    choices.every(onlyQualifiers)
  ) {
    return choices.map((choice) => `${choice} ${named}`);
  }
  const lastWords = last.split(/\s+/);
  const tail = sharedTail(lastWords);
  return parts.map((part, i) => {
    const words = part.split(/\s+/);
    // "low-sodium chicken or vegetable stock", "hot lamb or beef stock": words that only qualify
    // lead the alternative; the word after them is what shares the last one's noun.
    const found = words.findIndex((w) => !LEADING_QUALIFIERS.has(w.toLowerCase()));
    // All qualifiers ("salted or dry roasted peanuts", "light or regular mayonnaise"): the last
    // one qualifies the shared noun.
    const lead = found < 0 ? words.length - 1 : found;
    const first = words[lead]?.toLowerCase() ?? '';
    if (i === parts.length - 1 || lead !== words.length - 1) {
      return part;
    }
    // "sheep's or goat's milk feta": a possessive names no food by itself; it takes all the
    // last alternative says after its own possessive.
    if (POSSESSIVE.test(first) && POSSESSIVE.test(lastWords[0] ?? '') && lastWords.length >= 2) {
      return `${part} ${lastWords.slice(1).join(' ')}`;
    }
    // "Hellmann's or Best Foods Real Mayonnaise", "Campbell's or Swanson chicken broth": a maker's
    // name alone names no food (nothing had been found); it takes what the last maker's name is
    // followed by, or the noun it ends with when all of it is in capitals.
    const maker = lastWords[0] ?? '';
    if (POSSESSIVE.test(first) && words.length === 1 && lastWords.length >= 2 && /^\p{Lu}/u.test(maker)) {
      const plain = lastWords.findIndex((w) => !/\p{Lu}/u.test(w));
      return `${part} ${plain < 0 ? (lastWords.at(-1) ?? '') : lastWords.slice(plain).join(' ')}`.trim();
    }
    // "Domino® or C&H® Granulated Sugar": two makers of one food; the first's is what the last
    // names after its own maker's mark.
    const afterMark = MARKED.test(first) ? /[®™]\s+(.+)$/.exec(last)?.[1] : undefined;
    if (afterMark !== undefined) {
      return `${part} ${afterMark}`;
    }
    // "canned tomatoes or tomato sauce": the last names the first's own noun, so it is another food.
    const named = lastWords.slice(0, -1).some((w) => sameNoun(w, first));
    // "basil or minced parsley": a first alternative with a noun of its own and a last one that
    // only qualifies its noun are two foods ("low-fat or nonfat buttermilk" is one).
    // A size word names no food ("medium or coarse oatmeal" is medium oatmeal).
    const twoFoods = found >= 0 && onlyQualified(lastWords) && lookUpSize(first) === undefined;
    // "fresh shelled or thawed frozen baby peas": an alternative of qualifiers only names no food;
    // it takes the noun the last one ends with, however long that one is.
    if (tail === null && found < 0 && !named && !STANDALONE_WORDS.has(first)) {
      return `${part} ${lastWords.at(-1) ?? ''}`.trim();
    }
    const ownFood = pluralOwnFood(first, lastWords[0] ?? '');
    if (tail === null || STANDALONE_WORDS.has(first) || named || twoFoods || ownFood) {
      return part;
    }
    return `${part} ${tail}`;
  });
}

const POSSESSIVE = /^[a-z]+['’]s$/i;
/** A plural noun: "shallots", "anchovies"; not "swiss", "asparagus" or a single letter's "s". */
const PLURAL = /^\p{L}{2,}[^su]s$/iu;

/**
 * A one-word first alternative that is a food of its own, not a kind of the last one's noun (as
 * "cherry" is of "cherry or grape tomatoes"): a plural ("shallots or red onions"), unless the last
 * says it is a kind ("Sauternes, or other sweet white wine"). `lastFirst` is the last
 * alternative's first word. The matcher's "A or B" reads the same.
 */
export function pluralOwnFood(first: string, lastFirst: string): boolean {
  return PLURAL.test(first) && !OTHER_WORDS.has(lastFirst.toLowerCase());
}
/** A word a maker's mark ends ("Domino®", "Archer Farms™"). */
const MARKED = /[®™]$/;

/** The same noun, singular or plural ("tomato", "tomatoes"). */
function sameNoun(a: string, b: string): boolean {
  const base = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');
  return base(a) === base(b);
}

/** Words after "or" that offer other foods of a kind ("or other", "or any", "or similar"). */
const OTHER_WORDS: ReadonlySet<string> = new Set(['other', 'another', 'any', 'similar']);

/** The text offers other foods of a kind after an "or" ("maple syrup or other sweetener"). */
export function offersOtherFoods(text: string): boolean {
  return [...text.matchAll(/\bor\s+(\w+)/gi)].some((m) => OTHER_WORDS.has((m[1] ?? '').toLowerCase()));
}
/**
 * Nouns a kind is named without ("soybean" oil, "Sauternes" wine, "almond" milk, "kaiser" rolls,
 * "cherry" tomatoes, "Greek" yogurt, "Pink Lady" apples); not "fat" ("lard or other fat"). The
 * matcher's "A or B" reads the same kinds.
 */
export const KIND_NOUNS: ReadonlySet<string> = new Set([
  'oil',
  'beans',
  'wine',
  'vinegar',
  'sausage',
  'mushrooms',
  'pasta',
  'cheese',
  'liqueur',
  'flour',
  'milk',
  'juice',
  'stock',
  'broth',
  'bread',
  'rolls',
  'tomatoes',
  'yogurt',
  'apples',
  'potatoes',
  'onions',
]);

/** The noun phrase the last alternative ends with that earlier one-word alternatives share. */
function sharedTail(words: readonly string[]): string | null {
  if (OTHER_WORDS.has(words[0]?.toLowerCase() ?? '')) {
    // "soybean or other vegetable oil", "cannellini or other small white beans": the first is a
    // kind of the last's noun (soybean oil), when that noun is one a kind is named without.
    const noun = words.at(-1)?.toLowerCase() ?? '';
    return words.length >= 2 && KIND_NOUNS.has(noun) ? noun : null;
  }
  if (words.length < 2 || words.length > 3 || COMPOUND_NOUNS.has(words.join(' ').toLowerCase())) {
    return null;
  }
  const first = words[0] ?? '';
  const properName = first !== first.toLowerCase();
  const tail = properName || words.length === 2 ? words.slice(-1) : words.slice(1);
  // "Kahlua or Tia Maria": a name in capitals ends a proper name, not a shared noun.
  const noun = words.at(-1) ?? '';
  return noun !== noun.toLowerCase() ? null : tail.join(' ');
}

/**
 * Where a food comes from ("Spanish olive oil", "Mexican oregano", "Chinese sesame oil"). When
 * the best food for the line lacks the word and is a spice or herb, an oil or a drink, whose
 * origin does not make another food, the word is searched as a descriptor (matching/match.ts,
 * `ORIGIN_FREE_GROUPS`). Elsewhere it often names a kind ("Japanese rice" is short-grain, "Greek
 * olives" brine-cured, "a Spanish onion" a large one) and keeps its cost. Alone after "preferably"
 * or "such as", an origin qualifies the food named (`qualifiesOnly`): "red wine, preferably Italian".
 */
export const ORIGIN_WORDS: ReadonlySet<string> = new Set([
  'mexican',
  'greek',
  'turkish',
  'spanish',
  'hungarian',
  'italian',
  'french',
  'indian',
  'vietnamese',
  'ceylon',
  'saigon',
  'madagascar',
  'tahitian',
  'mediterranean',
  'tellicherry',
  'korean',
  'thai',
  'chinese',
  'japanese',
  'moroccan',
  'california',
  'sicilian',
  'calabrian',
]);

/**
 * Whether a phrase only qualifies a food and names none ("homemade", "low-sodium", "unsalted
 * organic"): a preference of form, not an example of a kind.
 */
export function qualifiesOnly(text: string): boolean {
  const words = text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  return (
    words.length > 0 &&
    words.every((w) => LEADING_QUALIFIERS.has(w) || EXTRA_QUALIFIERS.has(w) || ORIGIN_WORDS.has(w))
  );
}

/** Words of preference that qualify nothing else in a list: "preferably good-quality". */
const EXTRA_QUALIFIERS: ReadonlySet<string> = new Set([
  'good',
  'good-quality',
  'quality',
  'best',
  'high-quality',
]);

/** Whether every word of a part only qualifies, as a choice after a name does ("low-sodium", "2%"). */
function onlyQualifiers(part: string): boolean {
  return part
    .split(/\s+/)
    .every((w) => LEADING_QUALIFIERS.has(w.toLowerCase()) || /^(?:home-?made|\d+%)$/i.test(w));
}

/** Whether every word of a name only qualifies ("minced parsley" has no kind before its noun). */
function onlyQualified(words: readonly string[]): boolean {
  return words.slice(0, -1).every((w) => LEADING_QUALIFIERS.has(w.toLowerCase()));
}

/** Two-word names whose last word is no noun an earlier alternative shares ("yam or sweet potato"). */
const COMPOUND_NOUNS: ReadonlySet<string> = new Set([
  'sweet potato',
  'sweet potatoes',
  'triple sec',
  'hot sauce',
  'spring onion',
  'spring onions',
]);

/** Words that qualify the one noun of an alternative before it ("low-sodium chicken", "hot lamb"). */
const LEADING_QUALIFIERS: ReadonlySet<string> = new Set([
  // Not "dry": "dry sherry or apricot nectar" is dry sherry.
  ...[...STATE_WORDS].filter((w) => w !== 'dry'),
  ...DESCRIPTIVE_PARTICIPLES,
  ...PREPARATION_WORDS,
  'hot',
  'cold',
  'warm',
  'low-sodium',
  'reduced-sodium',
  'low-salt',
  'no-salt-added',
  'low-fat',
  'reduced-fat',
  'fat-free',
  'nonfat',
  'light',
  'regular',
  'plain',
  'whole',
  'skim',
  'lean',
  'sweet',
  'mild',
  'spicy',
  'organic',
  // Where it comes from: "ready-made strawberry or red cherry jam" is strawberry jam (the
  // strawberries themselves had been selected once "ready-made" was read as the pastry's word).
  'ready-made',
  'readymade',
  'ready-rolled',
  'store-bought',
  'shop-bought',
  'homemade',
  // What it is made of, no other: "real maple or maple-flavored syrup" is real maple syrup, not
  // "real maple" (SR28's maple sugar had been its nearest).
  'real',
  'pure',
  // Texture and strength: "fine sea or kosher salt", "strong lamb or veal stock", "rich duck or
  // chicken stock".
  'fine',
  'fine-grain',
  'coarse',
  'flaky',
  'strong',
  'rich',
]);

/**
 * The first alternative of a name ("cold butter or margarine" → "cold butter"). A list joined by
 * "and" offers its alternatives part by part: "kosher or sea salt and freshly ground pepper" is
 * kosher salt and pepper (two ingredients), not "kosher".
 */
export function firstAlternative(name: string): string {
  // "Domino® or C&H® sugar": an ampersand inside a name joins no list.
  const parts = /\s(?:and|&)\s/i.test(name) ? joinedParts(name) : [name];
  if (parts.length > 1 && parts.some((part) => OR_WORD.test(part))) {
    return parts.map((part) => alternativesOf(part)[0] ?? part).join(' and ');
  }
  return alternativesOf(name)[0] ?? name;
}

/** "and", or "&" not between two initials ("C&H", "M&M's" and "A&W" are names, not two foods). */
const AND_WORD = /\s*,?\s+(?:and|and\/or|\+)\s+|\s*,?\s*(?<!\b[A-Z])&\s*|\s*,?\s*&(?![A-Z]\b)\s*/i;

/**
 * Words that qualify a food without naming one: "smoked and sliced", "leaves and tender stems";
 * a preparation's participle too ("pitted and chopped black olives").
 */
const QUALIFIER_WORDS: ReadonlySet<string> = new Set([
  ...PREPARATION_WORDS,
  ...COMMA_ADJECTIVES,
  'smoked',
  'cured',
  'tender',
  'fresh',
  'raw',
  'stem',
  'stems',
  'stalk',
  'stalks',
  'leaf',
  'leaves',
  'top',
  'tops',
  'frond',
  'fronds',
]);

function isQualifier(part: string): boolean {
  return part
    .toLowerCase()
    .split(/[\s,]+/)
    .every((word) => word === '' || QUALIFIER_WORDS.has(word) || isPreparationLike(word));
}

/**
 * Names of one product or flavour with "and" in them: Jell-O's "Instant Pudding & Pie Filling",
 * canned mushroom "stems and pieces" (read as two ingredients, Reese's Pieces offered for the
 * second), a "garlic and herb" cheese or dressing, and a canned food seasoned "with" what the "and" joins
 * ("diced tomatoes with garlic and onion", "petite diced tomatoes with basil, garlic and oregano",
 * a can's name, had been read as two ingredients).
 */
const ONE_FOOD_WITH_AND =
  /\bpudding\s*(?:and|&)\s*pie filling\b|\bstems?\s*(?:and|&)\s*pieces\b|\bpieces\s*(?:and|&)\s*stems?\b|\bgarlic\s*(?:and|&)\s*herbs?\s+\w|\b(?:tomato(?:e?s)?|beans|corn|soup|chili|broth)\s+(?:seasoned\s+)?with\b[^;]*\s(?:and|&)\s/i;

/**
 * The ingredients a name joins with "and" or "&" ("salt and pepper" → salt, pepper; "salt,
 * pepper and paprika" → three), or the name alone. A part that only qualifies ("smoked and
 * sliced chicken", "skinless and boneless monkfish", "cilantro leaves and tender stems") is not an
 * ingredient. Whether the parts are really separate foods ("sweet and sour sauce" is one) is for
 * the catalogue to say: see the resolution rows.
 */
export function joinedParts(name: string): string[] {
  const text = name.trim();
  if (!/\s(?:and|&|\+)\s|&/i.test(text) || ONE_FOOD_WITH_AND.test(text)) {
    return [text];
  }
  const parts = splitList(text, AND_WORD);
  return parts.length < 2 || parts.some(isQualifier) ? [text] : parts;
}

/** Items of a list joined by `joiner` and commas. */
function splitList(text: string, joiner: RegExp): string[] {
  return text
    .split(joiner)
    .flatMap((chunk) => mergeAdjectives(chunk.split(/\s*,\s*/)))
    .filter((p) => p !== '');
}

/** "boneless, skinless chicken thighs": a one-word adjective before a comma belongs to what follows. */
function mergeAdjectives(parts: readonly string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const part of parts) {
    if (!part.includes(' ') && COMMA_ADJECTIVES.has(part.toLowerCase())) {
      pending = `${pending}${part}, `;
      continue;
    }
    out.push(`${pending}${part}`);
    pending = '';
  }
  if (pending !== '') {
    out.push(pending.replace(/, $/, ''));
  }
  return out;
}
