import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../helpers/app.ts';
import { authSuite } from '../../helpers/auth-suite.ts';
import { addServingOk, recipeWithIngredients, TWO_PANCAKES } from '../../helpers/servings.ts';

let t: TestApp;
let owner: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newOrg('Owner kitchen');
  other = await t.newOrg('Other kitchen');
});
afterAll(async () => {
  await t.close();
});

const SRV = 'srv_01JDQ5Z4M8W3X9V2T6R1N0P7KA';
const RCP = 'rcp_01JDQ5Z4M8W3X9V2T6R1N0P7KA';
authSuite('studio', () => t, { method: 'POST', url: `/studio/recipes/${RCP}/servings`, payload: {} });
authSuite('studio', () => t, {
  method: 'GET',
  url: `/studio/recipes/${RCP}/servings/${SRV}/nutrition-label`,
});
authSuite('studio', () => t, {
  method: 'POST',
  url: `/studio/recipes/${RCP}/servings/${SRV}/nutrition-facts/compute`,
});
authSuite('studio', () => t, {
  method: 'PUT',
  url: `/studio/recipes/${RCP}/label-configuration`,
  payload: {},
});

describe('another organization', () => {
  it('sees none of a recipe’s servings, facts, label or configuration (404 recipe_not_found)', async () => {
    const r = await recipeWithIngredients(t, owner);
    const s = await addServingOk(t, owner, r.id, r.versionId);
    const base = `/studio/recipes/${r.id}`;
    const srv = `${base}/servings/${s.servingId}`;
    const attempts: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', `${base}/servings`, undefined],
      ['GET', srv, undefined],
      ['POST', `${base}/servings`, { serving_size: TWO_PANCAKES }],
      ['PUT', srv, { serving_size: { ...TWO_PANCAKES, metric_amount: '100' } }],
      ['DELETE', srv, undefined],
      ['POST', `${srv}/nutrition-facts/compute`, undefined],
      ['GET', `${srv}/nutrition-facts/per-serving`, undefined],
      ['GET', `${srv}/nutrition-facts/per-container`, undefined],
      ['GET', `${srv}/nutrition-facts/analysis`, undefined],
      ['GET', `${srv}/nutrition-label`, undefined],
      ['GET', `${srv}/nutrition-label?format=svg`, undefined],
      ['GET', `${base}/label-configuration`, undefined],
      ['PUT', `${base}/label-configuration`, { nutrient_entries: [] }],
      ['DELETE', `${base}/label-configuration`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...other.headers, 'if-match': s.versionId },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code, `${method} ${url}`).toBe('recipe_not_found');
    }
    // The owner's recipe is untouched.
    const head = await t.app.inject({ method: 'GET', url: base, headers: owner.headers });
    expect(head.json().version_id).toBe(s.versionId);
  });

  it('serving ids are not guessable across recipes: another recipe’s serving is 404 serving_not_found', async () => {
    const a = await recipeWithIngredients(t, owner);
    const b = await recipeWithIngredients(t, owner);
    const s = await addServingOk(t, owner, a.id, a.versionId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/studio/recipes/${b.id}/servings/${s.servingId}/nutrition-label`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('serving_not_found');
  });
});
