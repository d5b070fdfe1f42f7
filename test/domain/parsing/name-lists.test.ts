import { describe, expect, it } from 'vitest';
import {
  alternativesOf,
  firstAlternative,
  joinedParts,
  offersOtherFoods,
} from '../../../src/domain/parsing/name-lists.ts';

describe('alternativesOf: what a name offers', () => {
  it.each([
    ['butter or margarine', ['butter', 'margarine']],
    ['cold butter or margarine', ['cold butter', 'margarine']],
    ['chicken, beef, or vegetable stock', ['chicken stock', 'beef stock', 'vegetable stock']],
    ['red or white wine vinegar', ['red wine vinegar', 'white wine vinegar']],
    ['cheddar or Monterey Jack cheese', ['cheddar cheese', 'Monterey Jack cheese']],
    ['lemon or lime juice', ['lemon juice', 'lime juice']],
    // Where a food comes from qualifies it: the fruit alone is not the jam.
    ['ready-made strawberry or cherry jam', ['ready-made strawberry jam', 'cherry jam']],
    ['homemade chicken or vegetable stock', ['homemade chicken stock', 'vegetable stock']],
    ['real maple or maple-flavored syrup', ['real maple syrup', 'maple-flavored syrup']],
    ['pure vanilla or almond extract', ['pure vanilla extract', 'almond extract']],
    // A plural of its own is its own food, accented or not.
    ['crêpes or thin pancakes', ['crêpes', 'thin pancakes']],
    ['butter or olive oil', ['butter', 'olive oil']],
    ['water or chicken stock', ['water', 'chicken stock']],
    // "or other …": the first is a kind of the last's noun, when a kind is named without it.
    ['kielbasa or other garlicky sausage', ['kielbasa sausage', 'other garlicky sausage']],
    ['soybean or other vegetable oil', ['soybean oil', 'other vegetable oil']],
    ['Sauternes, or other sweet white wine', ['Sauternes wine', 'other sweet white wine']],
    ['lard or other cooking fat', ['lard', 'other cooking fat']],
    // A possessive names no food by itself: it takes what the last one says after its own.
    ['sheep’s or goat’s milk french feta', ['sheep’s milk french feta', 'goat’s milk french feta']],
    ['boneless, skinless chicken thighs or breasts', ['boneless, skinless chicken thighs', 'breasts']],
    ['fresh or frozen peaches', ['fresh peaches']],
    ['dry sherry and/or apricot nectar', ['dry sherry', 'apricot nectar']],
    ['all-purpose flour', ['all-purpose flour']],
    // Qualifiers before the one noun of the first alternative keep it a noun the list shares.
    ['low-sodium chicken or vegetable stock', ['low-sodium chicken stock', 'vegetable stock']],
    ['hot lamb or beef stock', ['hot lamb stock', 'beef stock']],
    ['fine sea or kosher salt', ['fine sea salt', 'kosher salt']],
    ['strong lamb or veal stock', ['strong lamb stock', 'veal stock']],
    ['medium or coarse oatmeal', ['medium oatmeal', 'coarse oatmeal']],
    ['dried porcini or morel mushrooms', ['dried porcini mushrooms', 'morel mushrooms']],
    ['unsalted butter or olive oil', ['unsalted butter', 'olive oil']],
    ['canned tomatoes or tomato sauce', ['canned tomatoes', 'tomato sauce']],
    // A proper name or a compound noun at the end shares nothing.
    ['Kahlua or Tia Maria', ['Kahlua', 'Tia Maria']],
    ['Cointreau or triple sec', ['Cointreau', 'triple sec']],
    ['yam or sweet potato', ['yam', 'sweet potato']],
    ['dry sherry or apricot nectar', ['dry sherry', 'apricot nectar']],
    ['brandy or apple juice', ['brandy', 'apple juice']],
    ['salted or dry roasted peanuts', ['salted roasted peanuts', 'dry roasted peanuts']],
    // Qualifiers alone take the last one's noun, however long the last one is.
    ['fresh shelled or thawed frozen baby peas', ['fresh shelled peas', 'thawed frozen baby peas']],
    ['sweet or hot paprika', ['sweet paprika', 'hot paprika']],
    ['low-fat or nonfat buttermilk', ['low-fat buttermilk', 'nonfat buttermilk']],
    ['lemon-flavored or plain Greek yogurt', ['lemon-flavored Greek yogurt', 'plain Greek yogurt']],
    ['shredded fresh basil or minced parsley', ['shredded fresh basil', 'minced parsley']],
    // Two makers of one food: the first's is the food the last names after its mark.
    ['Domino® or C&H® Granulated Sugar', ['Domino® Granulated Sugar', 'C&H® Granulated Sugar']],
    // A maker's name alone takes the noun the last one ends with (it had been searched alone).
    ['Hellmann’s or Best Foods Real Mayonnaise', ['Hellmann’s Mayonnaise', 'Best Foods Real Mayonnaise']],
    ["Hellmann's or Best Foods mayonnaise", ["Hellmann's mayonnaise", 'Best Foods mayonnaise']],
    ["Campbell's or Swanson chicken broth", ["Campbell's chicken broth", 'Swanson chicken broth']],
    // A name followed by choices that only qualify it offers it so qualified (the bare name had
    // been searched: the regular broth selected for "low-sodium or homemade").
    ['chicken broth, low-sodium or homemade', ['low-sodium chicken broth', 'homemade chicken broth']],
    ['milk, whole or 2%', ['whole milk', '2% milk']],
    ['butter, salted or unsalted', ['salted butter', 'unsalted butter']],
    ['walnuts, pecans or almonds', ['walnuts', 'pecans', 'almonds']],
    // A kind of tomato, of bread, of roll shares the noun; a plural is a food of its own.
    ['cherry or grape tomatoes', ['cherry tomatoes', 'grape tomatoes']],
    ['Italian or kaiser rolls', ['Italian rolls', 'kaiser rolls']],
    ['shallots or red onions', ['shallots', 'red onions']],
    ['scallions or green onions', ['scallions', 'green onions']],
    ['raisins or dried sour cherries', ['raisins', 'dried sour cherries']],
    ['Greek or other plain whole-milk yogurt', ['Greek yogurt', 'other plain whole-milk yogurt']],
  ])('%s', (name, expected) => {
    expect(alternativesOf(name)).toEqual(expected);
    expect(firstAlternative(name)).toBe(expected[0]);
  });
});

describe('firstAlternative of a list joined by "and"', () => {
  it.each([
    // Each ingredient offers its own alternatives: salt and pepper, not the lone word "kosher".
    ['kosher or sea salt and freshly ground pepper', 'kosher salt and freshly ground pepper'],
    ['Kosher or sea salt and freshly ground black pepper', 'Kosher salt and freshly ground black pepper'],
    ['salt and black or white pepper', 'salt and black pepper'],
    // A preparation before "and" joins no list; an ampersand inside a maker's name neither.
    ['smoked and sliced chicken or turkey', 'smoked and sliced chicken'],
    ['C&H or Domino sugar', 'C&H sugar'],
  ])('%s', (name, expected) => {
    expect(firstAlternative(name)).toBe(expected);
  });
});

describe('joinedParts: ingredients joined by "and" or "&"', () => {
  it.each([
    ['salt and pepper', ['salt', 'pepper']],
    ['salt & freshly ground pepper', ['salt', 'freshly ground pepper']],
    ['Salt and freshly ground black pepper', ['Salt', 'freshly ground black pepper']],
    ['salt, pepper and paprika', ['salt', 'pepper', 'paprika']],
    ['salt&pepper', ['salt', 'pepper']],
    // Initials joined by "&" are a name ("C&H" had been read as the foods "C" and "H").
    ['C&H powdered sugar', ['C&H powdered sugar']],
    ["M&M's candies", ["M&M's candies"]],
    ['B&M baked beans', ['B&M baked beans']],
    ['boneless, skinless chicken thighs', ['boneless, skinless chicken thighs']],
    ['all-purpose flour', ['all-purpose flour']],
    // A preparation before "and" names no food of its own.
    ['pitted and chopped black olives', ['pitted and chopped black olives']],
    ['smoked and sliced chicken', ['smoked and sliced chicken']],
    // One product or flavour named with "and".
    [
      'JELL-O White Chocolate Flavor Instant Pudding & Pie Filling',
      ['JELL-O White Chocolate Flavor Instant Pudding & Pie Filling'],
    ],
    ['light garlic and herb cheese wedges', ['light garlic and herb cheese wedges']],
    // Canned mushrooms' "stems and pieces", either way round.
    ['mushroom stems and pieces', ['mushroom stems and pieces']],
    ['mushroom pieces & stems', ['mushroom pieces & stems']],
    ['garlic and herbs', ['garlic', 'herbs']],
  ])('%s', (name, expected) => {
    expect(joinedParts(name)).toEqual(expected);
  });
});

describe('offersOtherFoods', () => {
  it.each([
    ['maple syrup or other sweetener', true],
    ['parmesan, or similar vegetarian hard cheese', true],
    ['walnuts or any nut', true],
    ['butter or margarine', false],
    ['other sweetener', false],
  ])('%s → %s', (text, expected) => {
    expect(offersOtherFoods(text)).toBe(expected);
  });
});
