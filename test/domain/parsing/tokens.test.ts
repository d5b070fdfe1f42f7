import { describe, expect, it } from 'vitest';
import { normalizeLine, numberValue, tokenize } from '../../../src/domain/parsing/tokens.ts';

describe('numberValue', () => {
  it.each<[string, number | null]>([
    ['12', 12],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['3/8', 0.375],
    ['1,000', 1000],
    ['½', 0.5],
    ['⅔', 2 / 3],
    ['1½', 1.5],
    ['10¾', 10.75],
    ['1/0', null],
    ['1.2.3', null],
    ['1/2/3', null],
    ['1.5½', null],
  ])('%s → %s', (text, value) => {
    const actual = numberValue(text);
    if (value === null) {
      expect(actual).toBeNull();
    } else {
      expect(actual).toBeCloseTo(value, 12);
    }
  });
});

describe('normalizeLine', () => {
  it.each<[string, string]>([
    ['  1   cup\tflour ', '1 cup flour'],
    ['1\u20442 cup', '1/2 cup'],
    ['3\u20134 eggs', '3-4 eggs'],
    ['3\u20144 eggs', '3-4 eggs'],
    // HTML character references of a line copied from a page's source.
    ['&frac12; cup sugar', '½ cup sugar'],
    ['1&frac34; cups flour', '1¾ cups flour'],
    ['1&nbsp;cup milk', '1 cup milk'],
    ['&#189; cup sugar', '½ cup sugar'],
    ['&#xBD; cup water', '½ cup water'],
    ['2 tbsp Hellmann&#39;s mayonnaise', "2 tbsp Hellmann's mayonnaise"],
    ['salt &amp; pepper', 'salt & pepper'],
    ['1 cup cr&egrave;me fra&icirc;che', '1 cup crème fraîche'],
    ['1 tsp &unknown; salt', '1 tsp &unknown; salt'],
    ['&#0; &#xD800; cup', '&#0; &#xD800; cup'],
    // Zero-width characters of a web page; a soft hyphen, written for a hyphen, stays.
    ['1\u200b cup flour', '1 cup flour'],
    ['\u200b1 tsp salt', '1 tsp salt'],
    ['2 tbsp low\u00adsodium soy sauce', '2 tbsp low\u00adsodium soy sauce'],
    ['1\u2060cup milk', '1cup milk'],
    // A list item's marker.
    ['▢ 2 cups all-purpose flour', '2 cups all-purpose flour'],
    ['• 1 tsp salt', '1 tsp salt'],
    ['•1 tsp salt', '1 tsp salt'],
    ['- 1 cup sugar', '1 cup sugar'],
    ['\u2013 1 cup sugar', '1 cup sugar'],
    ['* 2 eggs', '2 eggs'],
    ['1. 2 cups milk', '2 cups milk'],
    ['3) ½ cup cream', '½ cup cream'],
    // Not a marker: a number of the line, a decimal, a hyphenated word.
    ['1. lemon', '1. lemon'],
    ['1.5 cups milk', '1.5 cups milk'],
    ['-1 cup sugar', '-1 cup sugar'],
    ['*optional', '*optional'],
  ])('%j → %j', (text, normal) => {
    expect(normalizeLine(text)).toBe(normal);
  });
});

describe('tokenize', () => {
  it('splits numbers from the units written against them and keeps offsets', () => {
    const tokens = tokenize('10g/½oz (about)');
    expect(tokens.map((t) => [t.kind, t.text, t.depth, t.spaced])).toEqual([
      ['number', '10', 0, false],
      ['word', 'g', 0, false],
      ['punct', '/', 0, false],
      ['number', '½', 0, false],
      ['word', 'oz', 0, false],
      ['punct', '(', 0, true],
      ['word', 'about', 1, false],
      ['punct', ')', 0, false],
    ]);
    expect(tokens.map((t) => [t.start, t.end])).toEqual([
      [0, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 7],
      [8, 9],
      [9, 14],
      [14, 15],
    ]);
  });

  it('keeps hyphenated words and apostrophes whole', () => {
    expect(tokenize("all-purpose confectioners' sugar").map((t) => t.text)).toEqual([
      'all-purpose',
      "confectioners'",
      'sugar',
    ]);
  });
});
