/**
 * Normalisation and tokenising of one ingredient line. Tokens keep their offsets in the
 * normalised text, so every part the parser returns is a slice of the line as written.
 */

export type TokenKind = 'number' | 'word' | 'punct';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
  /** Value of a number token; null when its digits cannot be read ("1/0", "1.2.3"). */
  value: number | null;
  /** Bracket nesting depth; a bracket itself has the depth outside it. */
  depth: number;
  /** Whether whitespace separates the token from the one before it. */
  spaced: boolean;
}

/** Unicode vulgar fractions and their values. */
export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};

const VULGAR = Object.keys(VULGAR_FRACTIONS).join('');
const NUMBER_RE = new RegExp(
  `(?:\\d+(?:[./]\\d+)*(?:,\\d{3}(?!\\d))*|\\.\\d+)[${VULGAR}]?|[${VULGAR}]`,
  'uy',
);
const WORD_RE = /[\p{L}\p{M}][\p{L}\p{M}'’]*(?:-[\p{L}\p{M}][\p{L}\p{M}'’]*)*/uy;
const SPACE_RE = /\s+/y;
const OPENERS = '([{';
const CLOSERS = ')]}';

/**
 * HTML character references a line copied from a web page's source carries ("&frac12; cup
 * sugar", "1&nbsp;cup milk"): the fractions and the few others recipe pages write. Numeric ones
 * ("&#189;", "&#xBD;") are read by their code point.
 */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  frac12: '½',
  frac13: '⅓',
  frac23: '⅔',
  frac14: '¼',
  frac34: '¾',
  frac15: '⅕',
  frac25: '⅖',
  frac35: '⅗',
  frac45: '⅘',
  frac16: '⅙',
  frac56: '⅚',
  frac18: '⅛',
  frac38: '⅜',
  frac58: '⅝',
  frac78: '⅞',
  frasl: '\u2044',
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  deg: '°',
  reg: '®',
  trade: '™',
  times: '×',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  icirc: 'î',
  ocirc: 'ô',
  ucirc: 'û',
  euml: 'ë',
  aring: 'å',
  oslash: 'ø',
  szlig: 'ß',
  ccedil: 'ç',
  ntilde: 'ñ',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  iuml: 'ï',
};
const REFERENCE = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]\w{1,7}));/gi;

function withCharacters(text: string): string {
  if (!text.includes('&')) {
    return text;
  }
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) {
      return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
    }
    const code = decimal === undefined ? Number.parseInt(hex ?? '', 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : whole;
  });
}

/**
 * The marker of a list item a line was copied with: a bullet or a recipe card's checkbox ("▢ 2
 * cups flour", "• 1 tsp salt"), a dash or an asterisk and a space, or the item's number before
 * the amount ("1. 2 cups milk", "3) 1 egg"). Not a number before anything else ("1. lemon").
 */
const LIST_MARKER = new RegExp(
  `^(?:[•◦‣⁃∙▪▫■□▢☐☑☒✓✔➢➤►▶]\\s*|[*-]\\s+|\\d{1,2}[.)]\\s+(?=[\\d${Object.keys(VULGAR_FRACTIONS).join('')}]))`,
  'u',
);

/**
 * Collapses whitespace, reads HTML character references, drops the zero-width characters pages
 * carry (spaces, joiners), folds look-alike characters (fraction slash, dashes) to ASCII and drops
 * a list item's marker. A soft hyphen stays: recipe pages write it for a hyphen ("low\u00adsodium").
 */
export function normalizeLine(text: string): string {
  return withCharacters(text)
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060]/g, '')
    .replace(/\u2044/g, '/')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LIST_MARKER, '');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  let depth = 0;
  let spaced = false;
  while (pos < text.length) {
    SPACE_RE.lastIndex = pos;
    if (SPACE_RE.test(text)) {
      pos = SPACE_RE.lastIndex;
      spaced = true;
      continue;
    }
    const token = readToken(text, pos, depth, spaced);
    depth = depthAfter(token, depth);
    tokens.push(token);
    pos = token.end;
    spaced = false;
  }
  return tokens;
}

function readToken(text: string, pos: number, depth: number, spaced: boolean): Token {
  const number = match(NUMBER_RE, text, pos);
  if (number !== null) {
    return {
      kind: 'number',
      text: number,
      start: pos,
      end: pos + number.length,
      value: numberValue(number),
      depth,
      spaced,
    };
  }
  const word = match(WORD_RE, text, pos);
  if (word !== null) {
    return { kind: 'word', text: word, start: pos, end: pos + word.length, value: null, depth, spaced };
  }
  const char = String.fromCodePoint(text.codePointAt(pos) ?? 0);
  const tokenDepth = CLOSERS.includes(char) ? Math.max(depth - 1, 0) : depth;
  return {
    kind: 'punct',
    text: char,
    start: pos,
    end: pos + char.length,
    value: null,
    depth: tokenDepth,
    spaced,
  };
}

function match(re: RegExp, text: string, pos: number): string | null {
  re.lastIndex = pos;
  const m = re.exec(text);
  return m === null ? null : m[0];
}

function depthAfter(token: Token, depth: number): number {
  if (token.kind !== 'punct') {
    return depth;
  }
  if (OPENERS.includes(token.text)) {
    return depth + 1;
  }
  return CLOSERS.includes(token.text) ? token.depth : depth;
}

/** Value of a number as written: "12", "1.5", ".5", "1/2", "1,000", "½", "1½"; null when unreadable. */
export function numberValue(text: string): number | null {
  const value = writtenValue(text);
  return value !== null && Number.isFinite(value) ? value : null;
}

function writtenValue(text: string): number | null {
  const last = text.slice(-1);
  const vulgar = VULGAR_FRACTIONS[last];
  if (vulgar === undefined) {
    return plainValue(text);
  }
  if (text.length === 1) {
    return vulgar;
  }
  const whole = text.slice(0, -1);
  return /^\d+$/.test(whole) ? Number(whole) + vulgar : null;
}

function plainValue(text: string): number | null {
  if (/^\d+(?:,\d{3})+$/.test(text)) {
    return Number(text.replace(/,/g, ''));
  }
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)) {
    return Number(text);
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction === null) {
    return null;
  }
  const denominator = Number(fraction[2]);
  return denominator === 0 ? null : Number(fraction[1]) / denominator;
}

/** A proper fraction as written ("1/2", "½"), the second part of a mixed number. */
export function isFractionToken(token: Token | undefined): boolean {
  if (token === undefined || token.kind !== 'number' || token.value === null) {
    return false;
  }
  const written = token.text.includes('/') || VULGAR_FRACTIONS[token.text] !== undefined;
  return written && token.value < 1;
}

/** A whole number written with digits only ("1", "12"). */
export function isIntegerToken(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'number' && /^\d+$/.test(token.text);
}
