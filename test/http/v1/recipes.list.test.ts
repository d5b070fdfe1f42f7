import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { steppingClock } from '../../helpers/clock.ts';

let t: TestApp;
let org: TestOrg;
const ids: Record<string, string> = {};

const RECIPES = [
  { name: 'Banana bread', description: 'Sweet loaf', tags: ['Baking', 'breakfast'] },
  { name: 'apple pie', description: 'Classic dessert with a lattice', tags: ['baking', 'dessert'] },
  { name: 'Caesar salad', description: 'Crisp romaine, no baking', tags: ['salad'] },
  { name: 'Dal', description: '100% lentils', tags: [] },
  { name: 'Eggs Benedict', description: 'Brunch_classic', tags: ['breakfast', 'brunch'] },
];

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/recipes${query}`, headers: org.headers });
  return res;
}

beforeAll(async () => {
  t = await startTestApp({ clock: steppingClock() });
  org = await t.newOrg();
  for (const r of RECIPES) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/recipes',
      headers: org.headers,
      payload: { ...r, servings: 2 },
    });
    ids[r.name] = res.json().id;
  }
  // Another organization's recipe never shows up.
  const other = await t.newOrg('Elsewhere');
  await t.app.inject({
    method: 'POST',
    url: '/v1/recipes',
    headers: other.headers,
    payload: { name: 'Banana split', servings: 1 },
  });
});
afterAll(async () => {
  await t.close();
});

const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

describe('GET /v1/recipes', () => {
  it('defaults to 20 newest first, with list fields only', async () => {
    const body = (await list('')).json();
    expect(body.pagination).toEqual({ limit: 20, offset: 0, total: 5, hasMore: false });
    expect(names(body)).toEqual(['Eggs Benedict', 'Dal', 'Caesar salad', 'apple pie', 'Banana bread']);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'createdAt',
      'description',
      'id',
      'name',
      'servings',
      'tags',
      'totalTime',
    ]);
  });

  it('pages with limit and offset', async () => {
    const page = (await list('?limit=2&offset=2')).json();
    expect(names(page)).toEqual(['Caesar salad', 'apple pie']);
    expect(page.pagination).toEqual({ limit: 2, offset: 2, total: 5, hasMore: true });
    const last = (await list('?limit=2&offset=4')).json();
    expect(last.pagination.hasMore).toBe(false);
    expect(names(last)).toEqual(['Banana bread']);
  });

  it('an offset past the end is an empty page, not an error', async () => {
    const body = (await list('?offset=50')).json();
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ limit: 20, offset: 50, total: 5, hasMore: false });
  });

  it('accepts limit 100 and refuses 101 and 0', async () => {
    expect((await list('?limit=100')).statusCode).toBe(200);
    for (const bad of ['101', '0', '-1', 'ten']) {
      const res = await list(`?limit=${bad}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'validation_error', details: [{ field: 'limit' }] });
    }
  });

  it('sorts by name case-insensitively, both ways', async () => {
    expect(names((await list('?sortBy=name&order=asc')).json())).toEqual([
      'apple pie',
      'Banana bread',
      'Caesar salad',
      'Dal',
      'Eggs Benedict',
    ]);
    expect(names((await list('?sortBy=name&order=desc')).json())).toEqual([
      'Eggs Benedict',
      'Dal',
      'Caesar salad',
      'Banana bread',
      'apple pie',
    ]);
  });

  it('sorts by creation and update time both ways', async () => {
    expect(names((await list('?sortBy=createdAt&order=asc')).json())[0]).toBe('Banana bread');
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/recipes/${ids.Dal}`,
      headers: org.headers,
      payload: { servings: 3 },
    });
    expect(names((await list('?sortBy=updatedAt&order=desc')).json())[0]).toBe('Dal');
    expect(names((await list('?sortBy=updatedAt&order=asc')).json())[0]).toBe('Banana bread');
  });

  it('refuses unknown sort fields, orders and parameters', async () => {
    for (const q of ['?sortBy=calories', '?order=up', '?colour=red']) {
      const res = await list(q);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('validation_error');
    }
  });

  it('searches name or description, case-insensitively, with wildcards taken literally', async () => {
    expect(names((await list('?search=BAKING')).json())).toEqual(['Caesar salad']);
    expect(names((await list('?search=banana')).json())).toEqual(['Banana bread']);
    expect(names((await list('?search=lattice')).json())).toEqual(['apple pie']);
    expect(names((await list('?search=100%25')).json())).toEqual(['Dal']);
    expect(names((await list('?search=_')).json())).toEqual(['Eggs Benedict']);
    expect((await list('?search=zzz')).json().pagination.total).toBe(0);
  });

  it('filters by tags: a recipe must carry every tag, case-insensitively', async () => {
    expect(names((await list('?tags=baking&sortBy=name&order=asc')).json())).toEqual([
      'apple pie',
      'Banana bread',
    ]);
    expect(names((await list('?tags=BAKING,breakfast')).json())).toEqual(['Banana bread']);
    expect(names((await list('?tags=breakfast, brunch')).json())).toEqual(['Eggs Benedict']);
    expect((await list('?tags=baking,salad')).json().data).toEqual([]);
  });

  it('combines search, tags and paging, counting only matches', async () => {
    const body = (await list('?tags=breakfast&search=e&limit=1')).json();
    expect(body.pagination).toEqual({ limit: 1, offset: 0, total: 2, hasMore: true });
  });
});
