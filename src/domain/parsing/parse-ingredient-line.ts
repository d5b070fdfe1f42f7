import { unitByName } from '../units/units.ts';
import { type AmountMatch, isHyphenatedWeight, type QuantityMatch, type UnitMatch } from './amounts.ts';
import { COMMA_ADJECTIVES, PREPARATION_WORDS } from './comment-words.ts';
import { type Head, readHead, type Span } from './head.ts';
import { lookUpUnit } from './lexicon.ts';
import { type NameAndComments, splitNameAndComments } from './name-comment.ts';
import { normalizeLine, type Token, tokenize } from './tokens.ts';
import type { ParsedAmount, ParsedIngredient, ParseIssue } from './types.ts';

/** Count units that may follow the name they count: "2 garlic cloves", "3 celery stalks". */
const POSTFIX_UNITS = new Set(['clove', 'stalk', 'sprig', 'bulb', 'branch', 'slice', 'spear']);
/**
 * Count units that follow only the names listed: British "2 celery sticks" are stalks, while
 * "fish sticks" and "mozzarella sticks" are foods of their own; "4 celery ribs" are stalks, while
 * "6 beef short ribs" and "2 racks baby back ribs" are the meat.
 */
const POSTFIX_UNITS_AFTER: Readonly<Record<string, readonly string[]>> = {
  stick: ['celery'],
  rib: ['celery'],
};

interface Reading {
  unit: UnitMatch | null;
  name: Span[];
}

/**
 * Reads one free-text ingredient line ("1 (14.5 oz) can diced tomatoes, drained") into its
 * amount, unit, size, name and comments. Never throws: what cannot be read is reported in
 * `errors` rather than guessed.
 */
export function parseIngredientLine(text: string): ParsedIngredient {
  const line = LINE_REWRITES.reduce((rewritten, rewrite) => rewrite(rewritten), normalizeLine(text));
  const tokens = tokenize(line);
  if (tokens.length === 0) {
    return { ...emptyResult(text), errors: [{ code: 'empty_input', message: 'The line is empty.' }] };
  }
  const slice = (span: Span): string => trimPunctuation(spanText(line, tokens, span));
  const raw = (span: Span): string => spanText(line, tokens, span);
  const head = readHead(tokens);
  const parts = splitNameAndComments(tokens, head);
  const reading = unitAndName(tokens, head.unit, parts.name);
  const name = reading.name.map(slice).join(' ');
  const comments = commentSpans(head, parts)
    .map(slice)
    .filter((part) => part !== '');
  const amounts = [...head.secondary, ...parts.secondary];
  const read = (scope: ParsedAmount['scope']) => (amount: AmountMatch) =>
    toParsedAmount(line, tokens, amount, scope);
  const firstSize = parts.sizes[0];
  const size = head.size ?? (firstSize === undefined ? null : slice(firstSize).toLowerCase());
  return {
    input: text,
    quantity: head.quantity?.quantity ?? null,
    quantity_max: head.quantity?.quantity === null ? null : (head.quantity?.max ?? null),
    quantity_text: head.quantity === null ? null : raw(head.quantity),
    unit: reading.unit?.unit ?? null,
    unit_text: reading.unit === null ? null : raw(reading.unit),
    size,
    name,
    comment: comments.length === 0 ? null : comments.join(', '),
    secondary: compoundWeights(line, tokens, [
      ...head.secondary.map((amount) => [amount, headScope(tokens, head, amount)] as const),
      ...parts.secondary.map(
        (amount) => [amount, perItem(tokens, amount, parts.comments) ? 'each' : 'total'] as const,
      ),
    ]),
    added: [...head.added, ...parts.added].flatMap(read('total')),
    errors: [...quantityIssues(line, tokens, head, amounts), ...nameIssues(name)],
  };
}

/**
 * What a line is rewritten by before it is read, in this order: a part of the dish as a label, a
 * decimal comma, a can's trade size, a weight's "wt.", a metric weight that lost its "g", an
 * amount typed twice, the size a food is cut to, an amount likened to a thing.
 */
const LINE_REWRITES: readonly ((line: string) => string)[] = [
  withPartLabel,
  withDecimalCommas,
  withCanSizes,
  withoutWeightMarks,
  withMissingGrams,
  withoutRepeatedAmount,
  withCutSizes,
  withSizeLikenesses,
  withFillAfterNumber,
];

/**
 * "heaping 1 tablespoon flour", "rounded 2 tsp baking soda": how full the measure is, written
 * before the number, is read where it is usually written ("1 heaping tablespoon flour"), so the
 * measure is weighed as heaped. The word had been read as the name ("heaping"), the food as a
 * comment, and the spoon weighed level.
 */
const FILL_BEFORE_NUMBER =
  /^(heaping|heaped|rounded|level)\s+((?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\/\d+)?|[\u00BC-\u00BE\u2150-\u215E]|\d+\s*[\u00BC-\u00BE\u2150-\u215E]|an?|one|two|three)\s+)(?=(?:tablespoons?|tbsps?|tbs|tbl|teaspoons?|tsps?|dessertspoons?|dsps?|cups?|c|t)\b\.?)/i;

function withFillAfterNumber(line: string): string {
  return line.replace(FILL_BEFORE_NUMBER, (_, fill: string, amount: string) => `${amount}${fill} `);
}

/**
 * A food-service can size ("1 #10 can diced tomatoes", "2 No. 10 cans peaches"), read as the can
 * with its size in brackets ("1 can (#10) diced tomatoes"): "#" before a number is not the pound
 * sign, and "No. 10" no name.
 */
const CAN_SIZE = /(?:#\s?|\bno\.?\s?|\bnumber\s)(\d{1,3})[\s-]?(cans?|tins?)\b/gi;

function withCanSizes(line: string): string {
  return line.replace(CAN_SIZE, (_, size: string, can: string) => `${can} (#${size})`);
}

/**
 * A decimal comma, as much of Europe writes it, before a weight or volume: "1,5 kg potatoes",
 * "0,25 l white wine", "1,5-2 kg" (the name had been "5 kg potatoes", the amount one potato).
 * One or two digits after the comma: "1,000 g" keeps its thousands separator, and "2,3 tomatoes"
 * no unit to say the comma is a decimal one.
 */
const DECIMAL_COMMA = /(?<![\d.,])(\d+),(\d{1,2})(?![\d,])/g;
const UNIT_AFTER = /^\s?(?:-\s?\d+(?:[.,]\d+)?\s?)?(\p{L}+)/u;

function withDecimalCommas(line: string): string {
  return line.replace(DECIMAL_COMMA, (whole: string, units: string, decimals: string, offset: number) => {
    const word = UNIT_AFTER.exec(line.slice(offset + whole.length))?.[1] ?? '';
    const kind = unitByName(lookUpUnit(word) ?? '')?.kind;
    return kind === 'mass' || kind === 'volume' ? `${units}.${decimals}` : whole;
  });
}

/**
 * "1 cup 1/4-inch diced carrots", "2 cups 1-inch cubes bread", "1 lb 2cm chunks pumpkin": the
 * size a food is cut to, written between a measure and the name, is read as if bracketed ("1 cup
 * (1/4-inch) diced carrots"): a length beside the measure, the cut a preparation, so the name is
 * the food ("1/4-inch diced carrots" had been searched whole, 0.40). So after a preparation the
 * cut follows ("2 c peeled and 1/2-inch diced butternut squash" had been read with no name).
 */
const CUT_SIZE = new RegExp(
  String.raw`\b([a-z]+\.?)\s+((?:[a-z]+ed\s+and\s+)?)(\d+\s+\d+\/\d+|\d+\/\d+|\d*\.\d+|\d+|[½¼¾⅓⅔⅛])\s*-?\s*(inch(?:es)?|in\.?|cm|mm)[\s-]+` +
    String.raw`(?=(?:diced|cubed|cubes?|dice|pieces?|chunks?|strips?|slices?|sliced|rounds?|lengths?|matchsticks?|julienned?|batons?)\b)`,
  'gi',
);

/** Only after a volume or weight unit of the lexicon ("cup", "c.", "Tbsp", "lb"), not a count. */
function withCutSizes(line: string): string {
  return line.replace(CUT_SIZE, (whole, unit: string, before: string, size: string, length: string) => {
    const kind = unitByName(lookUpUnit(unit.replace(/\.$/, '')) ?? '')?.kind;
    const prepared = before === '' || PREPARATION_WORDS.has(before.split(/\s+/)[0]?.toLowerCase() ?? '');
    return (kind === 'volume' || kind === 'mass') && prepared
      ? `${unit} (${size}-${length}) ${before}`
      : whole;
  });
}

/**
 * "Butter the size of an egg", "lard the size of a walnut": an old cookbook's amount, likened to
 * a thing, is read as a comment ("butter (the size of an egg)"), so the food is the one named
 * first and the amount is left for the cook to state (the egg had been the food, 50 g of it). Only
 * right after the name: "eggs, cut to the size of a die" is a comment already.
 */
const SIZE_LIKENESS =
  /^([^,()]*?\p{L}[^,()]*?)\s*,?\s+((?:about\s+|roughly\s+)?(?:the\s+)?size\s+of\s+(?:an?|one)\s+[^,()]+)/iu;

function withSizeLikenesses(line: string): string {
  return line.replace(
    SIZE_LIKENESS,
    (_, before: string, likeness: string) => `${before} (${likeness.trim()})`,
  );
}

/**
 * The part of the dish a line is for, written before it as a label: "Topping: 1 cup whipped
 * cream", "Glaze: 2 tbsp milk". The label is moved after the line as a comment ("1 cup whipped
 * cream, topping"): it had been read as the name, a food of its own ("Topping" selected SR28's
 * caramel topping, the cream a comment). Only the parts of a dish that name no food a recipe
 * measures, and only before an amount: "Sugar: 1 cup" names sugar. A recipe card's "Portion: 4 oz
 * cooked chicken per serving" is read so too ("Portion" had matched SR28's "leaf-portion" leeks).
 */
const PART_LABEL =
  /^((?:for\s+(?:the\s+)?)?(?:toppings?|glaze|crust|filling|frosting|icing|dressing|marinade|garnish(?:es)?|dough|batter|base|streusel|crumble|rub|brine|coating|decoration|assembly|meringue|ganache|portions?|servings?|per serving|to serve|to finish|sides?))\s*:\s*(?=[\d½⅓⅔¼¾⅛⅜⅝⅞])(.+)$/iu;

function withPartLabel(line: string): string {
  return line.replace(PART_LABEL, (_, label: string, rest: string) => `${rest}, ${label}`);
}

/**
 * "16 oz. wt. cream cheese", "12 oz net wt bag chocolate chips": a package's "wt." (or "net wt")
 * after a weight says it is a weight, not a fluid ounce; it is no part of the name.
 */
const WEIGHT_MARK = /(\b(?:oz|ounces?|lbs?|pounds?|g|grams?|kg)\.?)\s+(?:net\s+)?wt\b\.?/gi;

function withoutWeightMarks(line: string): string {
  return line.replace(WEIGHT_MARK, '$1');
}

/**
 * "225/8oz plain flour", "1 x 400/14oz jar": a British line's metric weight that lost its "g"
 * before the imperial one (the line had been unreadable). The number is read as grams only when it
 * is those ounces in grams, give or take 15 %, as British recipes round them ("225g/8oz", 226.8 g;
 * "100g/4oz", 113.4 g): "2/3 oz" stays two thirds of an ounce.
 */
const MISSING_GRAMS = /(?<![\d./])(\d{2,4})\/(\d+(?:\.\d+)?)\s?(oz\b|ounces?\b)/gi;

function withMissingGrams(line: string): string {
  return line.replace(MISSING_GRAMS, (whole, grams: string, ounces: string, unit: string) => {
    const expected = Number(ounces) * 28.349523125;
    return Math.abs(Number(grams) - expected) <= expected * 0.15 ? `${grams}g/${ounces}${unit}` : whole;
  });
}

/**
 * "10 10 eggs, at room temperature", "1 1 onion, sliced": an amount typed twice (the name had been
 * "10 eggs", the line asked at 0.58). A whole number repeated before a food's word is read once;
 * not before a unit ("2 2 lb bags" are two bags of 2 lb), and "1 1/2" is a mixed number.
 */
const REPEATED_AMOUNT = /^(\d+)\s+\1\s+(\p{L}+)/u;

function withoutRepeatedAmount(line: string): string {
  return line.replace(REPEATED_AMOUNT, (whole, amount: string, word: string) =>
    lookUpUnit(word) === undefined ? `${amount} ${word}` : whole,
  );
}

/**
 * "(6 oz each)", "(each about 6 oz)", "about 10 ounces (280 g) each", "(225g/8oz each)": an amount
 * after the name that sizes each item. "each" may follow other forms of the same amount. So does a
 * length before any comment ("2 flour tortillas (10 inch)"): a line never adds up its items'
 * sizes; after a comment it is the size things are cut to ("cut in ½-inch (1 cm) chunks").
 */
function perItem(tokens: readonly Token[], amount: AmountMatch, comments: readonly Span[]): boolean {
  if (isHyphenatedWeight(tokens, amount)) {
    return true;
  }
  if (
    amount.unit !== null &&
    unitByName(amount.unit.unit)?.kind === 'length' &&
    !comments.some((comment) => comment.start < amount.start)
  ) {
    return true;
  }
  const before = [tokens[amount.start - 1], tokens[amount.start - 2]].map((t) => t?.text.toLowerCase() ?? '');
  if (before.includes('each')) {
    return true;
  }
  for (let i = amount.end; i < tokens.length && i < amount.end + 8; i += 1) {
    const token = tokens[i];
    const text = token?.text.toLowerCase() ?? '';
    if (text === 'each' || text === 'apiece') {
      return true;
    }
    const sameAmount =
      token?.kind === 'number' ||
      ['(', ')', '/', '-', 'or', 'about'].includes(text) ||
      lookUpUnit(text) !== undefined;
    if (!sameAmount) {
      return false;
    }
  }
  return false;
}

/** Words in an amount's bracket that make it the whole line's: "(10 ounces total)", "(in all)". */
const TOTAL_WORDS = new Set(['total', 'altogether', 'combined']);

/**
 * An amount in the line's head sizes each item ("2 (15 ounce) cans", "2 cans (15 ounces each)"),
 * unless its bracket says it is the whole ("2 packages (10 ounces total)"), or it is written after
 * a fraction of a counted unit: "½ package (4 ounces) cream cheese", "1½ packages (24 ounces)
 * penne" weigh the part used, not each package ("½ (8 ounce) package" still sizes the package).
 */
function headScope(tokens: readonly Token[], head: Head, amount: AmountMatch): 'each' | 'total' {
  const after: string[] = [];
  for (let i = amount.end; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    if (
      token.depth < (tokens[amount.start]?.depth ?? 0) ||
      (token.kind === 'punct' && ')]}'.includes(token.text))
    ) {
      break;
    }
    after.push(token.text.toLowerCase());
  }
  if (after.includes('each') || after.includes('apiece')) {
    return 'each';
  }
  if (after.some((word, i) => TOTAL_WORDS.has(word) || (word === 'all' && after[i - 1] === 'in'))) {
    return 'total';
  }
  const quantity = head.quantity?.quantity;
  const counted = head.unit === null ? undefined : unitByName(head.unit.unit);
  return counted?.kind === 'count' &&
    head.unit !== null &&
    amount.start >= head.unit.end &&
    typeof quantity === 'number' &&
    !Number.isInteger(quantity)
    ? 'total'
    : 'each';
}

/** Every comment of the line, in the order written. */
function commentSpans(head: Head, parts: NameAndComments): Span[] {
  const size = head.sizeSpan === null ? [] : [head.sizeSpan];
  return [...head.comments, ...size, ...parts.comments].sort((a, b) => a.start - b.start);
}

/**
 * The unit and the name, settled together: a count unit with no name after it is the name
 * ("15 cloves"), and a count unit that ends a unitless name is its unit ("2 garlic cloves").
 */
function unitAndName(tokens: readonly Token[], unit: UnitMatch | null, name: Span[]): Reading {
  if (name.length === 0 && unit !== null && unitByName(unit.unit)?.kind === 'count') {
    return { unit: null, name: [unit] };
  }
  const last = name.at(-1);
  const word = last === undefined ? undefined : tokens[last.end - 1];
  if (unit !== null || last === undefined || word === undefined || last.end - last.start < 2) {
    return { unit, name };
  }
  const postfix = lookUpUnit(word.text);
  const before = tokens[last.end - 2]?.text.toLowerCase() ?? '';
  const onlyAdjective = last.end - last.start === 2 && name.length === 1 && COMMA_ADJECTIVES.has(before);
  const allowed =
    postfix !== undefined &&
    (POSTFIX_UNITS.has(postfix) || POSTFIX_UNITS_AFTER[postfix]?.includes(before) === true);
  if (!allowed || onlyAdjective) {
    return { unit, name };
  }
  const unitSpan = { unit: postfix, size: null, start: last.end - 1, end: last.end };
  return { unit: unitSpan, name: [...name.slice(0, -1), { start: last.start, end: last.end - 1 }] };
}

function emptyResult(text: string): ParsedIngredient {
  return {
    input: text,
    quantity: null,
    quantity_max: null,
    quantity_text: null,
    unit: null,
    unit_text: null,
    size: null,
    name: '',
    comment: null,
    secondary: [],
    added: [],
    errors: [],
  };
}

/** The text of a token span as written. */
function spanText(line: string, tokens: readonly Token[], span: Span): string {
  const first = tokens[span.start];
  const last = tokens[span.end - 1];
  if (first === undefined || last === undefined || span.end <= span.start) {
    return '';
  }
  return line.slice(first.start, last.end);
}

/** A name or comment without the punctuation that separated it from its neighbours. */
function trimPunctuation(text: string): string {
  return text.replace(/^[\s,;:.\-*/)\]]+/u, '').replace(/[\s,;:\-*/([]+$/u, '');
}

/** The smaller unit a weight may go on in ("6 lb 10 oz", "1 kg 200 g"), and how many make one. */
const WEIGHT_PARTS: Readonly<Record<string, readonly [string, number]>> = {
  pound: ['ounce', 16],
  kilogram: ['gram', 1000],
};

/**
 * The secondary amounts, each read with its scope; a weight in two units, one straight after the
 * other ("1 (6 lb 10 oz) can"), is one amount in the larger unit (6.625 lb): read as two, the
 * first had been taken and the ounces dropped.
 */
function compoundWeights(
  line: string,
  tokens: readonly Token[],
  amounts: readonly (readonly [AmountMatch, ParsedAmount['scope']])[],
): ParsedAmount[] {
  const out: ParsedAmount[] = [];
  // The amount just read, which the next may go on in a smaller unit.
  let last: { amount: AmountMatch; read: ParsedAmount } | null = null;
  for (const [amount, scope] of amounts) {
    const [read] = toParsedAmount(line, tokens, amount, scope);
    const part = last?.read.unit == null ? undefined : WEIGHT_PARTS[last.read.unit];
    if (
      read !== undefined &&
      last !== null &&
      part !== undefined &&
      amount.start === last.amount.end &&
      read.unit === part[0] &&
      last.read.quantity_max === null &&
      read.quantity_max === null
    ) {
      const text = spanText(line, tokens, { start: last.amount.start, end: amount.end });
      out[out.length - 1] = { ...last.read, quantity: last.read.quantity + read.quantity / part[1], text };
      last = null;
    } else if (read !== undefined) {
      out.push(read);
      last = { amount, read };
    } else {
      last = null;
    }
  }
  return out;
}

function toParsedAmount(
  line: string,
  tokens: readonly Token[],
  amount: AmountMatch,
  scope: ParsedAmount['scope'],
): ParsedAmount[] {
  const quantity = amount.quantity.quantity;
  if (quantity === null) {
    return [];
  }
  return [
    {
      quantity,
      quantity_max: amount.quantity.max,
      unit: amount.unit?.unit ?? null,
      unit_text: amount.unit === null ? null : spanText(line, tokens, amount.unit),
      text: spanText(line, tokens, amount),
      scope,
    },
  ];
}

function quantityIssues(
  line: string,
  tokens: readonly Token[],
  head: Head,
  amounts: readonly AmountMatch[],
): ParseIssue[] {
  const quantities = [head.quantity, ...amounts.map((a) => a.quantity)];
  return quantities.flatMap((quantity) =>
    quantity === null ? [] : quantityIssue(spanText(line, tokens, quantity), quantity),
  );
}

function quantityIssue(text: string, quantity: QuantityMatch): ParseIssue[] {
  if (quantity.quantity === null) {
    return [{ code: 'unreadable_quantity', message: `The quantity "${text}" is not a number.`, text }];
  }
  if (quantity.backwards) {
    return [{ code: 'invalid_range', message: `The range "${text}" runs backwards.`, text }];
  }
  // "225/8oz plain flour" is "225g/8oz" with the gram sign lost, not 28⅛ ounces: recipes write
  // fractions below 20 over 1 to 64ths, and an improper one with a numerator of 20 or more is a pair.
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction !== null && Number(fraction[1]) >= 20 && Number(fraction[1]) > Number(fraction[2])) {
    return [
      {
        code: 'unreadable_quantity',
        message: `The quantity "${text}" is not a fraction a recipe writes; it looks like two amounts with a unit lost (as in "225g/8oz"). State the amount.`,
        text,
      },
    ];
  }
  return [];
}

function nameIssues(name: string): ParseIssue[] {
  return name === '' ? [{ code: 'missing_name', message: 'The line names no ingredient.' }] : [];
}
