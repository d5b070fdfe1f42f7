/**
 * Lower case, accents dropped, `&` read as "and", every other non-alphanumeric a space, padded
 * with one space each side so phrases match as whole words: " butter salted ".
 */
export function normalizeFoodText(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * A name's "(includes …)" parenthetical, the kinds SR28 says the food covers ("Crackers, saltines
 * (includes oyster, soda, soup)"); the list is the first group.
 */
export const INCLUDED_KINDS = /\(\s*includes?\s+([^)]*)\)/i;

/** Parts of a text at commas and semicolons outside parentheses ("Nuts, almonds (blanched), raw"). */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let buf = '';
  for (const ch of text) {
    if (ch === '(') {
      depth += 1;
    } else if (ch === ')' && depth > 0) {
      depth -= 1;
    }
    if ((ch === ',' || ch === ';') && depth === 0) {
      parts.push(buf.trim());
      buf = '';
    } else {
      buf += ch;
    }
  }
  parts.push(buf.trim());
  return parts.filter((p) => p !== '');
}
