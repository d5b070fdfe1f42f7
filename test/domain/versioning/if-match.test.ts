import { describe, expect, it } from 'vitest';
import { etagOf, ifMatchNames, versionIdsInIfMatch } from '../../../src/domain/versioning/if-match.ts';

const V = '01JDQ5Z4M8W3X9V2T6R1N0P7KA';
const W = '01JDQ5Z4M8W3X9V2T6R1N0P7KB';

describe('If-Match', () => {
  it('writes strong ETags', () => {
    expect(etagOf(V)).toBe(`"${V}"`);
  });

  it.each([
    [V, [V]],
    [`W/"${V}"`, [V]],
    [`w/"${V}"`, [V]],
    [`"${V}"`, [V]],
    [` ${V} `, [V]],
    [V.toLowerCase(), [V]],
    [`W/"${V}", "${W}"`, [V, W]],
    ['*', []],
    ['', []],
    ['W/""', []],
    ['01JDQ5Z4M8W3X9V2T6R1N0P7K', []],
    ['01JDQ5Z4M8W3X9V2T6R1N0P7KAL', []],
    ['01JDQ5Z4M8W3X9V2T6R1N0P7KU', []],
  ])('%j names %j', (header, ids) => {
    expect(versionIdsInIfMatch(header)).toEqual(ids);
  });

  it('matches when any listed tag names the head', () => {
    expect(ifMatchNames(`"${W}", W/"${V}"`, V)).toBe(true);
    expect(ifMatchNames(W, V)).toBe(false);
    expect(ifMatchNames('*', V)).toBe(false);
  });
});
