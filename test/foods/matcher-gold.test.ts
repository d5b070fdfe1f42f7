/**
 * The ingredient matcher against the gold set (test/fixtures/matcher-gold.json) on full SR28 —
 * when ../shared/usda-sr28 is there — and on the built-in starter catalogue. The thresholds are
 * the figures `npm run eval:matcher` reports (src/domain/matching/README.md) less a small margin,
 * so a change that costs accuracy fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  evaluateGold,
  type GoldReport,
  loadGold,
  loadSr28Foods,
  loadStarterFoods,
  selectedAbsent,
} from '../../scripts/matcher-data.ts';
import { buildFoodIndex, type FoodIndex, type MatchableFood } from '../../src/domain/matching/food-index.ts';
import { sr28Dir } from '../helpers/usda.ts';

const gold = loadGold();

/** What a catalogue must reach: [tuning set top-1, top-5], [hold-out top-1, top-5]. */
const FLOORS = {
  sr28: { items: [0.96, 0.99], holdout: [0.95, 0.97] },
  starter: { items: [0.97, 0.99], holdout: [0.95, 0.98] },
} as const;

function failures(report: GoldReport): string[] {
  return report.evaluated
    .filter((o) => o.rank !== 1)
    .map((o) => `${o.item.query} → ${o.result.candidates[0]?.ingredient_name ?? '(nothing)'}`);
}

describe('gold set fixture', () => {
  it('has at least 200 names for tuning, a hold-out list and names without a food', () => {
    expect(gold.items.length).toBeGreaterThanOrEqual(200);
    expect(gold.holdout.length).toBeGreaterThan(0);
    expect(gold.absent.length).toBeGreaterThan(0);
  });

  it('gives every name at least one 5-digit NDB number, and no name twice', () => {
    const names = [...gold.items, ...gold.holdout].map((i) => i.query.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const item of [...gold.items, ...gold.holdout]) {
      expect(item.ndb.length).toBeGreaterThan(0);
      for (const ndb of item.ndb) {
        expect(ndb).toMatch(/^\d{5}$/);
      }
    }
  });

  it('covers every food family', () => {
    const families = new Set(gold.items.map((i) => i.family));
    for (const family of [
      'flours',
      'sugars',
      'fats',
      'dairy',
      'eggs',
      'meats',
      'poultry',
      'fish',
      'legumes',
      'grains',
      'vegetables',
      'fruits',
      'nuts',
      'spices',
      'leaveners',
      'condiments',
      'broths',
      'chocolate',
      'beverages',
      'typos',
      'word-order',
    ]) {
      expect(families).toContain(family);
    }
  });
});

describe.skipIf(sr28Dir() === null)('matcher gold set on full SR28', () => {
  let foods: MatchableFood[];
  let index: FoodIndex;
  beforeAll(async () => {
    foods = (await loadSr28Foods()) ?? [];
    index = buildFoodIndex(foods);
  });

  it('names only foods that exist in SR28', () => {
    const ids = new Set(foods.map((f) => f.id));
    const missing = [...gold.items, ...gold.holdout].flatMap((item) =>
      item.ndb.filter((ndb) => !ids.has(`f_sr28_${ndb}`)).map((ndb) => `${item.query}: ${ndb}`),
    );
    expect(missing).toEqual([]);
  });

  it(`tuning set: top-1 ≥ ${FLOORS.sr28.items[0]}, top-5 ≥ ${FLOORS.sr28.items[1]}`, () => {
    const report = evaluateGold(index, foods, gold.items);
    expect(report.notInCatalogue).toEqual([]);
    expect(report.top1, failures(report).join('\n')).toBeGreaterThanOrEqual(FLOORS.sr28.items[0]);
    expect(report.top5).toBeGreaterThanOrEqual(FLOORS.sr28.items[1]);
  });

  it(`hold-out: top-1 ≥ ${FLOORS.sr28.holdout[0]}, top-5 ≥ ${FLOORS.sr28.holdout[1]}`, () => {
    const report = evaluateGold(index, foods, gold.holdout);
    expect(report.top1, failures(report).join('\n')).toBeGreaterThanOrEqual(FLOORS.sr28.holdout[0]);
    expect(report.top5).toBeGreaterThanOrEqual(FLOORS.sr28.holdout[1]);
  });

  it('selects nothing for an ingredient SR28 has no food for', () => {
    expect(selectedAbsent(index, gold.absent).map((a) => a.query)).toEqual([]);
  });

  it('means it when confidence is 0.8 or more: at least 97 % of those top candidates are right', () => {
    const report = evaluateGold(index, foods, [...gold.items, ...gold.holdout]);
    const confident = report.evaluated.filter((o) => (o.result.candidates[0]?.confidence ?? 0) >= 0.8);
    const right = confident.filter((o) => o.rank === 1).length;
    expect(confident.length).toBeGreaterThan(report.evaluated.length / 2);
    expect(right / confident.length).toBeGreaterThanOrEqual(0.97);
  });
});

describe('matcher gold set on the starter catalogue', () => {
  let foods: MatchableFood[] | null;
  let index: FoodIndex;
  beforeAll(async () => {
    foods = await loadStarterFoods();
    index = buildFoodIndex(foods ?? []);
  });

  it(`tuning set: top-1 ≥ ${FLOORS.starter.items[0]}, top-5 ≥ ${FLOORS.starter.items[1]} (names of absent foods aside)`, (ctx) => {
    if (foods === null) {
      ctx.skip();
      return;
    }
    const report = evaluateGold(index, foods, gold.items);
    expect(report.evaluated.length).toBeGreaterThanOrEqual(200);
    expect(report.top1, failures(report).join('\n')).toBeGreaterThanOrEqual(FLOORS.starter.items[0]);
    expect(report.top5).toBeGreaterThanOrEqual(FLOORS.starter.items[1]);
  });

  it(`hold-out: top-1 ≥ ${FLOORS.starter.holdout[0]}, top-5 ≥ ${FLOORS.starter.holdout[1]}`, (ctx) => {
    if (foods === null) {
      ctx.skip();
      return;
    }
    const report = evaluateGold(index, foods, gold.holdout);
    expect(report.top1, failures(report).join('\n')).toBeGreaterThanOrEqual(FLOORS.starter.holdout[0]);
    expect(report.top5).toBeGreaterThanOrEqual(FLOORS.starter.holdout[1]);
  });

  it('selects nothing for an ingredient SR28 has no food for', (ctx) => {
    if (foods === null) {
      ctx.skip();
      return;
    }
    expect(selectedAbsent(index, gold.absent).map((a) => a.query)).toEqual([]);
  });
});
