import { describe, expect, it } from 'vitest';
import { CanonicalJsonError, canonicalJson, jsonEqual } from '../../../src/domain/versioning/canonical.ts';

describe('canonicalJson', () => {
  it.each([
    [null, 'null'],
    [true, 'true'],
    [0, '0'],
    [-1.5, '-1.5'],
    ['a"b\\c\n', '"a\\"b\\\\c\\n"'],
    ['é', '"é"'],
    [[], '[]'],
    [{}, '{}'],
    [[3, 1, 2], '[3,1,2]'],
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ z: { y: [1, { d: 1, c: 2 }], x: null } }, '{"z":{"x":null,"y":[1,{"c":2,"d":1}]}}'],
    [{ a: undefined, b: 1 }, '{"b":1}'],
    [[undefined], '[null]'],
    [{ B: 1, a: 2, _: 3 }, '{"B":1,"_":3,"a":2}'],
  ])('%j → %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it('does not depend on key insertion order', () => {
    expect(canonicalJson({ a: 1, b: { c: 1, d: 2 } })).toBe(canonicalJson({ b: { d: 2, c: 1 }, a: 1 }));
    expect(jsonEqual({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });

  it('round-trips through JSON.parse unchanged', () => {
    const text = canonicalJson({ n: 1e21, s: '\u2028', arr: [0.1, -0], o: { k: 'v' } });
    expect(canonicalJson(JSON.parse(text))).toBe(text);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [() => 1], [Symbol('x')], [10n]])(
    'refuses %s',
    (value) => {
      expect(() => canonicalJson({ v: value })).toThrow(CanonicalJsonError);
    },
  );
});
