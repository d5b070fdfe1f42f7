/**
 * Text handling shared by the food index and the query side of the matcher: one normalization,
 * one tokenizer and one stemmer, applied identically to food names and to ingredient names so the
 * two always meet on the same tokens.
 */

const NON_ASCII = /[\u0080-\uffff]/;

/** Lower case, accents dropped, apostrophes removed, `&` read as "and", other punctuation a space. */
export function normalizeText(text: string): string {
  const ascii = NON_ASCII.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;
  return ascii
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
  ['knives', 'knife'],
  ['calves', 'calf'],
  ['geese', 'goose'],
  ['teeth', 'tooth'],
  ['feet', 'foot'],
  ['mice', 'mouse'],
  ['children', 'child'],
  // Foods ending in -i take a plain s ("2 chilis", "4 kiwis", "4 chapatis"), which the rule for
  // words ending in -is (pastis, anis) keeps: each had been a spelling correction of its singular.
  ...[
    'chili',
    'chilli',
    'kiwi',
    'chapati',
    'roti',
    'salami',
    'martini',
    'poori',
    'puri',
    'bhaji',
    'panini',
    'zucchini',
    'pepperoni',
    'tahini',
    'wasabi',
    'kohlrabi',
    'bellini',
  ].map((singular) => [`${singular}s`, singular] as const),
]);

/** Words ending in s that are singular (or that SR28 uses only in this form). */
const KEEP_S: ReadonlySet<string> = new Set([
  'asparagus',
  'hummus',
  'couscous',
  'citrus',
  'octopus',
  'molasses',
  // Cocktail bitters are not the adjective: "bitters" is not "Balsam-pear (bitter gourd)".
  'bitters',
]);

/**
 * A light English singularizer: plural and singular forms reach the same stem ("tomatoes" and
 * "tomato" → "tomato", "berries" and "berry" → "berri", "cookies" and "cookie" → "cooki").
 * It only has to be consistent, not linguistically right, because both sides go through it.
 */
export function stemWord(word: string): string {
  let stem = STEMS.get(word);
  if (stem === undefined) {
    stem = computeStem(word);
    if (STEMS.size < STEM_CACHE_LIMIT) {
      STEMS.set(word, stem);
    }
  }
  return stem;
}

/** Stems already computed (a catalogue has a few thousand distinct words). */
const STEMS = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

function computeStem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word) || KEEP_S.has(word)) {
    return word;
  }
  let w = IRREGULAR_PLURALS.get(word) ?? word;
  if (w === word) {
    if (w.endsWith('ies') && w.length > 4) {
      w = `${w.slice(0, -3)}i`;
    } else if (/(ss|sh|ch|x|z)es$/.test(w)) {
      w = w.slice(0, -2);
    } else if (w.endsWith('oes') && w.length > 4) {
      w = w.slice(0, -2);
    } else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) {
      w = w.slice(0, -1);
    }
  }
  if (w.length > 3 && w.endsWith('ie')) {
    w = w.slice(0, -1);
  } else if (w.length > 3 && w.endsWith('y')) {
    w = `${w.slice(0, -1)}i`;
  }
  return w;
}

/** Normalized words of a text, in order, not stemmed. */
export function words(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), giving
 * up as soon as it exceeds `max` (returns max + 1 then).
 */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) {
    return max + 1;
  }
  let prevPrev: number[] = new Array<number>(lb + 1).fill(0);
  let prev: number[] = Array.from({ length: lb + 1 }, (_, j) => j);
  let cur: number[] = new Array<number>(lb + 1).fill(0);
  for (let i = 1; i <= la; i += 1) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j += 1) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, (prevPrev[j - 2] ?? 0) + 1);
      }
      cur[j] = v;
      if (v < rowMin) {
        rowMin = v;
      }
    }
    if (rowMin > max) {
      return max + 1;
    }
    const spare = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = spare;
  }
  const d = prev[lb] ?? max + 1;
  return d > max ? max + 1 : d;
}
