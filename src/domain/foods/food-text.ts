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
