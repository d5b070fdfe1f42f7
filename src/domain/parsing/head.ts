/**
 * The head of an ingredient line: everything before the name that describes the amount.
 * The primary amount is the first quantity with the next unit at the same bracket level, so
 * "1 (14.5 oz) can" is one can, "One 15-ounce can" is one can, "4 x 175g/6oz fillets" is four
 * (with no unit), and "10g/½oz" is ten grams. The amounts passed over on the way, in brackets,
 * after a slash or written as adjectives, are secondary.
 */

import type { SizeWord } from '../units/units.ts';
import { unitByName } from '../units/units.ts';
import {
  type AmountMatch,
  type QuantityMatch,
  readAmount,
  readAmountList,
  readAndFraction,
  readArticle,
  readHyphenatedWordAmount,
  readNumber,
  readQuantity,
  readUnitPhrase,
  skipStop,
  TAKEN_AWAY,
  takenAwayAmount,
  type UnitMatch,
} from './amounts.ts';
import { lookUpSize } from './lexicon.ts';
import type { Token } from './tokens.ts';

/** A range of token indices, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface Head {
  quantity: QuantityMatch | null;
  unit: UnitMatch | null;
  size: SizeWord | null;
  /** Where the size was written, when it is not part of the unit ("2 large eggs"). */
  sizeSpan: Span | null;
  secondary: AmountMatch[];
  /**
   * Amounts added to the primary one with "plus" ("1 tablespoon plus 1 teaspoon"), or taken from it
   * with "minus" (a negative quantity); also comments.
   */
  added: AmountMatch[];
  /** Parts of the head that are comments ("Juice of", "about" in "(about 8 oz)"). */
  comments: Span[];
  /** Index of the head's first token: 0, unless the amount follows the name ("Sugar 2/3 cup"). */
  start: number;
  /** Index of the first token after the head. */
  end: number;
}

/** Words after which a quantity may still start the amount: "juice of 1 lemon", "about 2 cups". */
const LEAD_INS = new Set([
  'of',
  'from',
  'about',
  'approximately',
  'approx',
  'around',
  'roughly',
  'scant',
  'generous',
  // "a heaping 1/2 cup flour", "a good 2 tbsp butter": a hedge on the spoon or cup.
  'heaping',
  'heaped',
  'rounded',
  'good',
  // "1 cup (nearly 3 ounces) hazelnuts": a hedge on the weight is still the weight.
  'nearly',
  'almost',
]);
/** Vague amounts that are comments: "a few sprigs", "some salt". */
const VAGUE_WORDS = new Set(['a', 'an', 'few', 'couple', 'several', 'some', 'little', 'bit', 'of']);
const OPENERS = new Set(['(', '[']);
const MULTIPLIERS = new Set(['x', 'X', '×']);
/** Words that finish a size written in two words: "medium sized". */
const SIZE_SUFFIXES = new Set(['size', 'sized']);
/**
 * Count units that may follow a measure as a comment ("7 ounce jar peppers", "2 c cloves
 * garlic"): containers and portions, not parts that start a name ("filet mignon").
 */
const SECOND_UNITS = new Set([
  'can',
  'jar',
  'bottle',
  'bag',
  'box',
  'container',
  'package',
  'envelope',
  'block',
  'ball',
  'punnet',
  'sleeve',
  'piece',
  'clove',
  'slice',
]);
/** Words after which a number belongs to a comment: "cut into 2-inch pieces", "plus 1 cup". */
const JOINING_WORDS = new Set([
  'plus',
  'or',
  'and',
  'into',
  'in',
  'to',
  'with',
  'by',
  'than',
  'for',
  'per',
  '+',
  '&',
]);

export function readHead(tokens: readonly Token[]): Head {
  const found = findQuantity(tokens);
  if (found !== null) {
    const prefix = found.start > 0 ? [{ start: 0, end: found.start }] : [];
    return readAmountHead(tokens, found, prefix);
  }
  return (
    readWordedHead(tokens) ?? readUnitOnlyHead(tokens) ?? readTrailingAmount(tokens) ?? readVagueHead(tokens)
  );
}

/** "half-pound ground pork", "four-pound pork shoulder": a line opening with a number word and its unit in one word. */
function readWordedHead(tokens: readonly Token[]): Head | null {
  const amount = readHyphenatedWordAmount(tokens, 0);
  if (amount === null || amount.unit === null || tokens[amount.end] === undefined) {
    return null;
  }
  return readUnitAdjuncts(tokens, {
    ...emptyHead(),
    quantity: amount.quantity,
    unit: amount.unit,
    size: amount.unit.size,
    end: amount.end,
  });
}

function readAmountHead(tokens: readonly Token[], quantity: QuantityMatch, comments: Span[]): Head {
  const head = readAdjuncts(tokens, { ...emptyHead(), quantity, comments, end: quantity.end });
  const unit = readUnitPhrase(tokens, head.end) ?? readHyphenatedUnit(tokens, head.end);
  if (unit === null || isAlternativeWord(tokens, unit) || startsAName(tokens, unit.end, 'first')) {
    return readSize(tokens, head);
  }
  return readUnitAdjuncts(tokens, { ...head, unit, size: unit.size, end: unit.end });
}

/** "2 rib or loin chops": a unit word offered with a non-unit alternative is part of the name. */
function isAlternativeWord(tokens: readonly Token[], unit: UnitMatch): boolean {
  const joiner = tokens[unit.end]?.text.toLowerCase();
  const alternative = tokens[unit.end + 1]?.kind === 'word' && readUnitPhrase(tokens, unit.end + 1) === null;
  return (joiner === 'or' || joiner === 'and') && alternative && unitByName(unit.unit)?.kind === 'count';
}

/** "9-inch pie dish", "14-oz (398 mL) can": the unit joined to the quantity by a hyphen. */
function readHyphenatedUnit(tokens: readonly Token[], i: number): UnitMatch | null {
  const hyphen = tokens[i];
  return hyphen?.text === '-' && !hyphen.spaced ? readUnitPhrase(tokens, i + 1) : null;
}

/** The first quantity at the start of the line, or after lead-in words ("Juice of one lemon"). */
function findQuantity(tokens: readonly Token[]): QuantityMatch | null {
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined || (token.kind !== 'word' && token.kind !== 'number')) {
      return null;
    }
    const before = tokens[i - 1]?.text.toLowerCase() ?? '';
    // "juice 1 lemon", "zest and juice 2 limes": the part of the fruit, as British recipes write it.
    if (i === 0 || LEAD_INS.has(before) || partOfFruit(tokens, i)) {
      const article = i === 0 || before === 'of' || partFrom(tokens, i) ? readArticle(tokens, i) : null;
      const quantity = readQuantity(tokens, i, readNumber(tokens, i) ?? article);
      if (quantity !== null && !startsWord(tokens, quantity.end)) {
        return quantity;
      }
    }
    if (token.kind === 'number') {
      return null;
    }
  }
  return null;
}

/** Words a line may open with to name a part of the fruit it then counts ("finely grated zest 1 lemon"). */
const FRUIT_PART_OPENERS = /^(?:zest|juice|rind|and|&|finely|grated|freshly|squeezed)$/i;

/** "juice 1 lemon", "zest and juice 2 limes": only part words before the number (not "orange juice 2 tbsp"). */
function partOfFruit(tokens: readonly Token[], i: number): boolean {
  return (
    /^(?:zest|juice|rind)$/i.test(tokens[i - 1]?.text ?? '') &&
    tokens.slice(0, i).every((token) => FRUIT_PART_OPENERS.test(token.text))
  );
}

/** "zest from a small orange", "juice from an orange": the part of one fruit (not "made from a cube"). */
function partFrom(tokens: readonly Token[], i: number): boolean {
  return (
    tokens[i - 1]?.text.toLowerCase() === 'from' &&
    /^(?:zest|juice|rind|peel)$/i.test(tokens[i - 2]?.text ?? '')
  );
}

/** "24-karat gold", "5-spice powder": a number joined to a word that is not a unit is part of a name. */
function startsWord(tokens: readonly Token[], i: number): boolean {
  const hyphen = tokens[i];
  const word = tokens[i + 1];
  const joined = hyphen?.text === '-' && !hyphen.spaced && word?.kind === 'word' && !word.spaced;
  return joined && readUnitPhrase(tokens, i + 1) === null;
}

/** A line that names a unit without a number: "Pinch of salt", "small handful basil". */
function readUnitOnlyHead(tokens: readonly Token[]): Head | null {
  const start = vagueWordsEnd(tokens);
  const unit = readUnitPhrase(tokens, start);
  if (unit === null || !isVagueUnit(unit.unit) || unit.end >= tokens.length) {
    return null;
  }
  const comments = start > 0 ? [{ start: 0, end: start }] : [];
  return { ...emptyHead(), unit, size: unit.size, comments, end: skipOf(tokens, unit.end) };
}

/** A line without an amount; leading vague words are a comment ("Few basil leaves"). */
function readVagueHead(tokens: readonly Token[]): Head {
  const end = vagueWordsEnd(tokens);
  return { ...emptyHead(), comments: end > 0 ? [{ start: 0, end }] : [], end };
}

function vagueWordsEnd(tokens: readonly Token[]): number {
  let end = 0;
  while (end < tokens.length - 1 && VAGUE_WORDS.has(tokens[end]?.text.toLowerCase() ?? '')) {
    end += 1;
  }
  return end;
}

function emptyHead(): Head {
  return {
    quantity: null,
    unit: null,
    size: null,
    sizeSpan: null,
    secondary: [],
    added: [],
    comments: [],
    start: 0,
    end: 0,
  };
}

/**
 * An amount written after the name: "Honey 1/4 cup (85 grams)", "Water to cover (about 2
 * quarts)". Only a measure (mass or volume) counts, and not one that follows a word joining it
 * to something else ("cut into 2-inch pieces", "plus 1 cup").
 */
function readTrailingAmount(tokens: readonly Token[]): Head | null {
  for (let i = 1; i < tokens.length; i += 1) {
    const candidate =
      tokens[i]?.kind === 'number' && !JOINING_WORDS.has(tokens[i - 1]?.text.toLowerCase() ?? '');
    const multiplied = candidate ? trailingMultiple(tokens, i) : null;
    if (multiplied !== null) {
      return enclose(tokens, multiplied);
    }
    const found = candidate ? readAmount(tokens, i) : null;
    const measured = found !== null && found.unit !== null && isMeasure(found.unit.unit);
    if (found !== null && measured && tokens[found.quantity.end]?.text !== '-') {
      return trailingHead(tokens, found, i);
    }
    const counted = candidate ? trailingCount(tokens, i) : null;
    if (counted !== null) {
      return trailingHead(tokens, counted, i);
    }
  }
  return null;
}

/**
 * "Tomatoes 2 x 400g", "Salmon fillets 4 x 150 g": a count of items of a stated measure each, at
 * the end of the line. The count is the quantity and the measure a secondary amount, as in "2 x
 * 400g tins tomatoes"; read as the measure alone, the line had weighed one item.
 */
function trailingMultiple(tokens: readonly Token[], i: number): Head | null {
  const count = wholeNumber(tokens[i]);
  if (count === null || !MULTIPLIERS.has(tokens[i + 1]?.text ?? '')) {
    return null;
  }
  const each = readAmount(tokens, i + 2);
  if (each === null || each.unit === null || !isMeasure(each.unit.unit)) {
    return null;
  }
  const container = readUnitPhrase(tokens, each.end);
  const unit = container !== null && SECOND_UNITS.has(container.unit) ? container : null;
  const end = unit?.end ?? each.end;
  if (end !== tokens.length) {
    return null;
  }
  const quantity = { quantity: count, max: null, start: i, end: i + 1, backwards: false };
  return { ...emptyHead(), quantity, unit, secondary: [each], start: i, end };
}

/** The value of a whole number token, else null. */
function wholeNumber(token: Token | undefined): number | null {
  const value = token?.value;
  return value !== null && value !== undefined && Number.isInteger(value) ? value : null;
}

/**
 * A count that ends a line written as a stock list ("Eggs 4", "Eggs x 4", "Avocado 3 ea", "Basil,
 * fresh 1 bunch"): a whole number, with a counted unit, "ea"/"each" or "x" before it, and nothing
 * after it. Such lines had no amount.
 */
function trailingCount(tokens: readonly Token[], i: number): AmountMatch | null {
  const count = wholeNumber(tokens[i]);
  if (
    count === null ||
    tokens[i]?.spaced !== true ||
    NAMES_A_NUMBER.test(
      tokens[i - 1]?.text === '.' ? (tokens[i - 2]?.text ?? '') : (tokens[i - 1]?.text ?? ''),
    )
  ) {
    return null;
  }
  const quantity = { quantity: count, max: null, start: i, end: i + 1, backwards: false };
  const unit = readUnitPhrase(tokens, i + 1);
  if (unit !== null && unitByName(unit.unit)?.kind === 'count' && unit.end === tokens.length) {
    return { quantity, unit, start: i, end: unit.end };
  }
  const each = tokens[i + 1]?.text.toLowerCase();
  const rest = each === 'ea' || each === 'each' ? skipStop(tokens, i + 2) : i + 1;
  return rest === tokens.length && !(i === 1 && tokens[0]?.kind !== 'word')
    ? { quantity, unit: null, start: i, end: rest }
    : null;
}

/** Words after which a number is a name's ("Red No. 40", "size 2"), not a count. */
const NAMES_A_NUMBER = /^(?:no|nos|nr|number|#|size|type|grade|class|step|part|pt)$/i;

/** The head of an amount that follows the name, from `i` (or the "x" before it). */
function trailingHead(tokens: readonly Token[], found: AmountMatch, i: number): Head {
  const start = MULTIPLIERS.has(tokens[i - 1]?.text ?? '') && i > 1 ? i - 1 : i;
  const head =
    found.unit === null
      ? { ...emptyHead(), quantity: found.quantity, start, end: found.end }
      : readUnitAdjuncts(tokens, {
          ...emptyHead(),
          quantity: found.quantity,
          unit: found.unit,
          start,
          end: found.end,
        });
  return enclose(tokens, head);
}

/** Widens a head that fills its brackets to take the brackets too. */
function enclose(tokens: readonly Token[], head: Head): Head {
  const open = tokens[head.start - 1];
  const close = tokens[head.end];
  if (
    open === undefined ||
    close === undefined ||
    !OPENERS.has(open.text) ||
    closingIndex(tokens, head.start - 1) !== head.end
  ) {
    return head;
  }
  return { ...head, start: head.start - 1, end: head.end + 1 };
}

function isContainerOrMeasure(name: string): boolean {
  return SECOND_UNITS.has(name) || isMeasure(name);
}

function isMeasure(name: string): boolean {
  const kind = unitByName(name)?.kind;
  return kind === 'mass' || kind === 'volume';
}

/** Units a line may name without a number: counts and kitchen measures, never "pound" or "cup". */
function isVagueUnit(name: string): boolean {
  const def = unitByName(name);
  return def !== undefined && (def.kind === 'count' || def.approximate);
}

/** Secondary amounts between the quantity and the unit: "(14.5 oz)", "x 175g/6oz", "15-ounce". */
function readAdjuncts(tokens: readonly Token[], head: Head): Head {
  let current = head;
  for (;;) {
    const next =
      readBracketAmounts(tokens, current) ??
      readMultiplier(tokens, current) ??
      readInlineAmounts(tokens, current);
    if (next === null) {
      return current;
    }
    current = next;
  }
}

/** After the unit: "/½oz", "(2 sticks)", "-110ml", "plus 1 teaspoon", a second unit ("7 ounce jar"). */
function readUnitAdjuncts(tokens: readonly Token[], head: Head): Head {
  let current = head;
  for (;;) {
    const next =
      readBracketAmounts(tokens, current) ??
      readSlashAmounts(tokens, current) ??
      readBracketThenSlashAmounts(tokens, current) ??
      readUnitRange(tokens, current) ??
      readAddedAmount(tokens, current) ??
      readUnitAndFraction(tokens, current) ??
      readOuncesAfterPounds(tokens, current) ??
      readContainerAmount(tokens, current) ??
      readSecondUnit(tokens, current);
    if (next === null) {
      return { ...current, end: skipOf(tokens, current.end) };
    }
    current = next;
  }
}

/** "½ c to 1 cup", "75ml-110ml": a range whose ends both carry the unit. */
function readUnitRange(tokens: readonly Token[], head: Head): Head | null {
  const connector = tokens[head.end];
  if (
    head.quantity === null ||
    head.quantity.max !== null ||
    !(connector?.text === '-' || isWord(connector, 'to'))
  ) {
    return null;
  }
  const amount = readAmount(tokens, head.end + 1);
  const max = amount?.quantity.quantity ?? null;
  const low = head.quantity.quantity;
  if (
    amount === null ||
    amount.unit?.unit !== head.unit?.unit ||
    max === null ||
    low === null ||
    max <= low
  ) {
    return null;
  }
  return { ...head, quantity: { ...head.quantity, max, end: amount.end }, end: amount.end };
}

const CONTAINERS = new Set(['can', 'jar', 'bottle', 'bag', 'box', 'container', 'package', 'envelope']);

/** "1 x tin 400g/14oz tomatoes", "1 jar 350 ml passata": a container's size written after it. */
function readContainerAmount(tokens: readonly Token[], head: Head): Head | null {
  if (head.unit === null || !CONTAINERS.has(head.unit.unit)) {
    return null;
  }
  const amount = readAmount(tokens, head.end);
  if (amount === null || amount.unit === null || !isMeasure(amount.unit.unit)) {
    return null;
  }
  const next = { ...head, secondary: [...head.secondary, amount], end: amount.end };
  return readSlashAmounts(tokens, next) ?? next;
}

/**
 * Unit words that start a food's name with the word after them: fillet steak and filet mignon
 * (beef tenderloin) wherever they stand ("2 fillet steaks"; "2 filet mignon steaks" had been two
 * fillets of "mignon steaks", 0.73), gram flour (besan) after a measure only ("1 cup gram
 * flour"; "100 gram flour" is 100 g of flour), pound cake wherever it stands ("1 (16 ounce)
 * pound cake, cubed" had been a pound of cake, angel food first) unless a flour or mix follows:
 * "1 pound cake flour" is a pound of flour (`unless`, the word after the name's).
 */
interface NameAfterUnit {
  next: RegExp;
  first: boolean;
  unless?: RegExp;
}
const FILLET_NAMES: NameAfterUnit = { next: /^(?:steaks?|mignons?)$/, first: true };
const NAMES_STARTING_WITH_A_UNIT: ReadonlyMap<string, NameAfterUnit> = new Map([
  ['gram', { next: /^flour$/, first: false }],
  ['fillet', FILLET_NAMES],
  ['filet', FILLET_NAMES],
  ['pound', { next: /^cakes?$/, first: true, unless: /^(?:flour|mix)$/ }],
  // A pot is a container ("150g pot natural yogurt"), but a pot roast, pot cheese, pot pie or pot
  // barley (Scotch barley, less polished than pearl barley) a food.
  ['pot', { next: /^(?:roasts?|cheese|pies?|barley)$/, first: true }],
  // A bottle gourd (lauki) is a vegetable: "1 medium bottle gourd" had been a bottle of gourd.
  ['bottle', { next: /^gourds?$/, first: true }],
]);

/**
 * The unit word read ends at `end` and, with the word after it, names a food; `first` when the
 * unit is the line's first one, read right after its quantity.
 */
function startsAName(tokens: readonly Token[], end: number, position: 'first' | 'second'): boolean {
  const name = NAMES_STARTING_WITH_A_UNIT.get(tokens[end - 1]?.text.toLowerCase() ?? '');
  return (
    name !== undefined &&
    (position === 'second' || name.first) &&
    name.next.test(tokens[end]?.text.toLowerCase() ?? '') &&
    !(name.unless?.test(tokens[end + 1]?.text.toLowerCase() ?? '') ?? false)
  );
}

/** "7 ounce jar roasted peppers", "2 c cloves garlic": a container or measure after the unit is a comment. */
function readSecondUnit(tokens: readonly Token[], head: Head): Head | null {
  const unit = readUnitPhrase(tokens, head.end);
  const next = unit === null ? undefined : tokens[unit.end];
  if (unit === null || next === undefined || next.kind === 'punct' || !isContainerOrMeasure(unit.unit)) {
    return null;
  }
  // "1 cup gram flour", "100g gram flour": the name, not a second measure.
  if (startsAName(tokens, unit.end, 'second')) {
    return null;
  }
  return { ...head, comments: [...head.comments, { start: head.end, end: unit.end }], end: unit.end };
}

function isWord(token: Token | undefined, word: string): boolean {
  return token?.kind === 'word' && token.text.toLowerCase() === word;
}

function readBracketAmounts(tokens: readonly Token[], head: Head): Head | null {
  const open = tokens[head.end];
  if (open === undefined || !OPENERS.has(open.text)) {
    return null;
  }
  const close = closingIndex(tokens, head.end);
  const inner = skipLeadIns(tokens, head.end + 1);
  const amounts = readAmountList(tokens, inner);
  const last = amounts.at(-1);
  if (last === undefined || last.end > close) {
    return null;
  }
  const comments = [...head.comments];
  if (inner > head.end + 1) {
    comments.push({ start: head.end + 1, end: inner });
  }
  if (last.end < close) {
    comments.push({ start: last.end, end: close });
  }
  return {
    ...head,
    secondary: [...head.secondary, ...amounts],
    comments,
    end: Math.min(close + 1, tokens.length),
  };
}

/** Index of the bracket that closes the one at `open`, or the line's length when none does. */
export function closingIndex(tokens: readonly Token[], open: number): number {
  const depth = tokens[open]?.depth ?? 0;
  for (let i = open + 1; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (
      token !== undefined &&
      token.depth === depth &&
      token.kind === 'punct' &&
      ')]}'.includes(token.text)
    ) {
      return i;
    }
  }
  return tokens.length;
}

function skipLeadIns(tokens: readonly Token[], i: number): number {
  let j = i;
  while (LEAD_INS.has(tokens[j]?.text.toLowerCase() ?? '') || tokens[j]?.text.toLowerCase() === 'each') {
    j += 1;
  }
  return j;
}

/**
 * "4 x 175g", "20 x raw prawns": the sign between a count and what it counts; a kitchen order's
 * "12 ea large eggs" ("ea." for each) too.
 */
function readMultiplier(tokens: readonly Token[], head: Head): Head | null {
  const sign = tokens[head.end];
  if (sign === undefined || tokens[head.end + 1] === undefined) {
    return null;
  }
  // Indian recipes write "no." or "nos" for items: "6 no. eggs", "2 nos green chillies".
  const word = sign.kind === 'word' ? sign.text.toLowerCase() : '';
  const counted = word === 'ea' || word === 'nos' || (word === 'no' && tokens[head.end + 1]?.text === '.');
  if (counted && head.quantity !== null && head.unit === null) {
    const end = skipStop(tokens, head.end + 1);
    return tokens[end] === undefined ? null : { ...head, end };
  }
  return MULTIPLIERS.has(sign.text) ? { ...head, end: head.end + 1 } : null;
}

/** "One 15 oz (425 g) can", "2 x 200g/7oz tins", "3 2-inch cinnamon sticks", "1 three-pound chicken". */
function readInlineAmounts(tokens: readonly Token[], head: Head): Head | null {
  const amount = readAmount(tokens, head.end) ?? readHyphenatedWordAmount(tokens, head.end);
  if (amount === null) {
    return null;
  }
  const next = { ...head, secondary: [...head.secondary, amount], end: amount.end };
  return readSlashAmounts(tokens, next) ?? next;
}

function readSlashAmounts(tokens: readonly Token[], head: Head): Head | null {
  if (tokens[head.end]?.text !== '/') {
    return null;
  }
  const amounts = readAmountList(tokens, head.end + 1);
  const last = amounts.at(-1);
  if (last === undefined) {
    return null;
  }
  return { ...head, secondary: [...head.secondary, ...amounts], end: last.end };
}

/**
 * "1 cup (firmly packed)/7.6 ounces/217 grams light brown sugar": a bracket that says how the
 * unit is filled, then the same amount in other units after a slash. The bracket is a comment.
 */
function readBracketThenSlashAmounts(tokens: readonly Token[], head: Head): Head | null {
  const open = tokens[head.end];
  if (open === undefined || !OPENERS.has(open.text)) {
    return null;
  }
  const close = closingIndex(tokens, head.end);
  const after = readSlashAmounts(tokens, { ...head, end: close + 1 });
  return after === null
    ? null
    : { ...after, comments: [...head.comments, { start: head.end + 1, end: close }] };
}

/**
 * "1 tablespoon plus 1 1/2 teaspoons sugar": the added amount is a comment, not an equivalent.
 * "1 cup minus 2 tablespoons flour", "1 cup less 2 tablespoons sugar": the amount taken away is
 * added with a negative quantity (the name had begun with "minus 2 tablespoons", and matched no
 * food). Only an amount with a unit is taken away.
 */
function readAddedAmount(tokens: readonly Token[], head: Head): Head | null {
  const word = tokens[head.end]?.text.toLowerCase() ?? '';
  const takenAway = TAKEN_AWAY.has(word);
  if (word !== 'plus' && word !== '+' && word !== 'and' && !takenAway) {
    return null;
  }
  const read = readAmount(tokens, head.end + 1);
  if (read === null) {
    return null;
  }
  if (takenAway && (head.quantity === null || read.quantity.quantity === null)) {
    return null;
  }
  const amount = takenAway ? takenAwayAmount(read) : read;
  return {
    ...head,
    added: [...head.added, amount],
    comments: [...head.comments, { start: head.end, end: amount.end }],
    end: amount.end,
  };
}

/**
 * "a cup and a half of flour", "2 pounds and a half": the fraction said after the unit is of that
 * unit, added to the amount (the fraction had been read into the name, and a cup weighed).
 */
function readUnitAndFraction(tokens: readonly Token[], head: Head): Head | null {
  const { quantity, unit } = head;
  if (quantity === null || quantity.max !== null || unit === null || head.added.length > 0) {
    return null;
  }
  const fraction = readAndFraction(tokens, head.end);
  if (fraction === null || fraction.value === null || readUnitPhrase(tokens, fraction.end) !== null) {
    return null;
  }
  const start = head.end + 1;
  const added: AmountMatch = {
    quantity: { quantity: fraction.value, max: null, start, end: fraction.end, backwards: false },
    unit,
    start,
    end: fraction.end,
  };
  return {
    ...head,
    added: [...head.added, added],
    comments: [...head.comments, { start: head.end, end: fraction.end }],
    end: fraction.end,
  };
}

/** "1 lb 8 oz pork shoulder", "2lb 4oz lamb": pounds and the ounces written after them are one weight. */
function readOuncesAfterPounds(tokens: readonly Token[], head: Head): Head | null {
  if (head.unit?.unit !== 'pound' || head.quantity?.max !== null || head.added.length > 0) {
    return null;
  }
  const amount = readAmount(tokens, head.end);
  if (amount === null || amount.unit?.unit !== 'ounce' || amount.quantity.max !== null) {
    return null;
  }
  return { ...head, added: [...head.added, amount], end: amount.end };
}

/** Size words after a count: "2 large eggs", "1 medium to large onion", "1 lg or 2 small onions". */
function readSize(tokens: readonly Token[], head: Head): Head {
  const sizes = sizeWordsEnd(tokens, head.end);
  if (sizes === head.end) {
    return head;
  }
  const size = lookUpSize(tokens[head.end]?.text ?? '') ?? null;
  const end = sizeAlternativeEnd(tokens, sizes);
  return { ...head, size, sizeSpan: { start: head.end, end }, end: skipOf(tokens, end) };
}

function sizeWordsEnd(tokens: readonly Token[], i: number): number {
  let end = i;
  for (;;) {
    const token = tokens[end];
    const joins = end > i && ['to', 'or', ','].includes(token?.text ?? '');
    const suffix = end > i && SIZE_SUFFIXES.has(token?.text.toLowerCase() ?? '');
    if (
      lookUpSize(token?.text ?? '') !== undefined ||
      suffix ||
      (joins && lookUpSize(tokens[end + 1]?.text ?? '') !== undefined)
    ) {
      end += 1;
    } else {
      return end;
    }
  }
}

/** "lg or 2 small": another count with its size, offered as an alternative, is part of the size comment. */
function sizeAlternativeEnd(tokens: readonly Token[], i: number): number {
  const number = tokens[i]?.text.toLowerCase() === 'or' ? readNumber(tokens, i + 1) : null;
  if (number === null) {
    return i;
  }
  const end = sizeWordsEnd(tokens, number.end);
  return end > number.end ? end : i;
}

function skipOf(tokens: readonly Token[], i: number): number {
  return tokens[i]?.text.toLowerCase() === 'of' ? i + 1 : i;
}
