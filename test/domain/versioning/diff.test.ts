import { describe, expect, it } from 'vitest';
import { diffObjects } from '../../../src/domain/versioning/diff.ts';

describe('diffObjects', () => {
  it('shows everything as added against nothing', () => {
    expect(diffObjects(null, { a: 1, b: { c: 2 } })).toEqual({
      a: { change: 'added', after: 1 },
      b: { change: 'added', after: { c: 2 } },
    });
  });

  it('is empty for equal documents (key order does not matter)', () => {
    expect(diffObjects({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual({});
  });

  it('reports leaves with before and after, and nests objects', () => {
    expect(
      diffObjects(
        { name: 'A', meta: { x: 1, y: 2, gone: true }, same: 1 },
        { name: 'B', meta: { x: 1, y: 3, added: 'n' }, same: 1 },
      ),
    ).toEqual({
      name: { change: 'modified', before: 'A', after: 'B' },
      meta: {
        change: 'modified',
        field_changes: {
          y: { change: 'modified', before: 2, after: 3 },
          gone: { change: 'removed', before: true },
          added: { change: 'added', after: 'n' },
        },
      },
    });
  });

  it('treats a type change (null → object) as a leaf change', () => {
    expect(diffObjects({ n: null }, { n: { a: 1 } })).toEqual({
      n: { change: 'modified', before: null, after: { a: 1 } },
    });
  });

  it('keys arrays of items with ids by id and reports reordering', () => {
    const a = { id: 'a', g: '10' };
    const b = { id: 'b', g: '20' };
    const c = { id: 'c', g: '30' };
    expect(diffObjects({ items: [a, b] }, { items: [b, { ...a, g: '11' }, c] })).toEqual({
      items: {
        change: 'modified',
        field_changes: {
          a: { change: 'modified', field_changes: { g: { change: 'modified', before: '10', after: '11' } } },
          c: { change: 'added', after: c },
          $order: { change: 'modified', before: ['a', 'b'], after: ['b', 'a'] },
        },
      },
    });
  });

  it('keys other arrays by index', () => {
    expect(diffObjects({ t: ['x', 'y'] }, { t: ['x', 'z', 'w'] })).toEqual({
      t: {
        change: 'modified',
        field_changes: {
          '1': { change: 'modified', before: 'y', after: 'z' },
          '2': { change: 'added', after: 'w' },
        },
      },
    });
  });
});
