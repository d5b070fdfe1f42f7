import { describe, expect, it } from 'vitest';
import { STOP_STEMS, stemAll } from '../../../src/domain/matching/analyze.ts';
import { CANONICAL_PHRASES, QUERY_SYNONYMS } from '../../../src/domain/matching/lexicon.ts';

/** The phrases of a table as the matcher reads them: stems, without stop words for synonyms. */
function readAs(table: readonly (readonly [string, string])[], dropStops: boolean): string[] {
  return table.map(([from]) =>
    stemAll(from)
      .filter((stem) => !dropStops || !STOP_STEMS.has(stem))
      .join(' '),
  );
}

function writtenTwice(phrases: readonly string[]): string[] {
  return phrases.filter((phrase, i) => phrases.indexOf(phrase) !== i);
}

describe('the lexicon', () => {
  it.each([
    ['CANONICAL_PHRASES', readAs(CANONICAL_PHRASES, false)],
    ['QUERY_SYNONYMS', readAs(QUERY_SYNONYMS, true)],
  ])('%s says each phrase once (a second entry the matcher reads alike is never applied)', (_, phrases) => {
    expect(writtenTwice(phrases)).toEqual([]);
  });
});
