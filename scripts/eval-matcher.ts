/**
 * Accuracy of the ingredient matcher on the gold set (test/fixtures/matcher-gold.json): top-1 and
 * top-5 on the starter catalogue (when src/foods/starter is on the branch) and on full SR28 (when
 * ../shared/usda-sr28 exists), the misses, and how well confidence is calibrated.
 *
 *   npm run eval:matcher            summary and misses
 *   npm run eval:matcher -- --all   every item with its top candidate
 */
import { buildFoodIndex, type MatchableFood } from '../src/domain/matching/food-index.ts';
import {
  evaluateGold,
  type GoldItem,
  type GoldReport,
  type GoldSet,
  loadGold,
  loadSr28Foods,
  loadStarterFoods,
  selectedAbsent,
} from './matcher-data.ts';

const showAll = process.argv.includes('--all');

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

function catalogue(label: string, foods: readonly MatchableFood[], gold: GoldSet): void {
  const index = buildFoodIndex(foods);
  console.log(`\n######## ${label}: ${foods.length} foods`);
  report('gold set (tuning)', foods, index, gold.items);
  report(
    'hold-out (written after the matcher; see README for its first measurement)',
    foods,
    index,
    gold.holdout,
  );
  const wrong = selectedAbsent(index, gold.absent);
  console.log(`\n== names SR28 has no food for: ${gold.absent.length}, a food selected for ${wrong.length}`);
  for (const { query, result } of wrong) {
    const c = result.candidates[0];
    console.log(`  ${query} → ${c?.ingredient_name ?? '-'} (conf ${c?.confidence ?? 0})`);
  }
}

function report(
  label: string,
  foods: readonly MatchableFood[],
  index: ReturnType<typeof buildFoodIndex>,
  gold: readonly GoldItem[],
): GoldReport {
  const names = new Map(foods.map((f) => [f.id, f.name]));
  const r = evaluateGold(index, foods, gold);
  const n = r.evaluated.length;
  console.log(`\n== ${label}: ${n} names evaluated`);
  console.log(`top-1 ${pct(r.top1)}   top-5 ${pct(r.top5)}`);
  if (r.notInCatalogue.length > 0) {
    console.log(
      `${r.notInCatalogue.length} gold items have no acceptable food in this catalogue (not counted):`,
    );
    console.log(`  ${r.notInCatalogue.map((i) => i.query).join(', ')}`);
  }

  const misses = r.evaluated.filter((o) => o.rank !== 1);
  console.log(`\nmisses (${misses.length}): query → expected | got [rank of expected]`);
  for (const o of misses) {
    const got = o.result.candidates[0];
    const expected = o.item.ndb
      .map((ndb) => `${ndb} ${names.get(`f_sr28_${ndb}`) ?? '(absent)'}`)
      .join(' / ');
    const gotText =
      got === undefined ? '(nothing)' : `${got.ingredient_id.replace('f_sr28_', '')} ${got.ingredient_name}`;
    console.log(
      `  ${o.item.query} → ${expected} | ${gotText} (conf ${got?.confidence ?? 0}) [${o.rank ?? '>5'}]`,
    );
  }
  if (showAll) {
    console.log('\nall items:');
    for (const o of r.evaluated) {
      const got = o.result.candidates[0];
      console.log(
        `  ${o.rank === 1 ? 'ok  ' : 'MISS'} ${o.item.query} → ${got?.ingredient_name ?? '-'} (${got?.strategy ?? 'none'}, conf ${got?.confidence ?? 0})`,
      );
    }
  }

  console.log('\nconfidence of the top candidate vs top-1 accuracy:');
  const bins: [number, number][] = [
    [0.9, 1.01],
    [0.8, 0.9],
    [0.65, 0.8],
    [0.5, 0.65],
    [0.3, 0.5],
    [0, 0.3],
  ];
  for (const [lo, hi] of bins) {
    const inBin = r.evaluated.filter((o) => {
      const c = o.result.candidates[0]?.confidence ?? 0;
      return c >= lo && c < hi;
    });
    const right = inBin.filter((o) => o.rank === 1).length;
    const acc = inBin.length === 0 ? '-' : pct(right / inBin.length);
    console.log(
      `  [${lo.toFixed(2)}, ${Math.min(hi, 1).toFixed(2)}) ${String(inBin.length).padStart(4)} items, ${acc} right`,
    );
  }
  const strategies = new Map<string, number>();
  for (const o of r.evaluated) {
    const s = o.result.search_strategy_used;
    strategies.set(s, (strategies.get(s) ?? 0) + 1);
  }
  console.log(`strategies: ${[...strategies].map(([s, c]) => `${s} ${c}`).join(', ')}`);
  return r;
}

async function main(): Promise<void> {
  const gold = loadGold();
  console.log(
    `gold set: ${gold.items.length} names for tuning, ${gold.holdout.length} held out, ${gold.absent.length} without an SR28 food`,
  );
  const starter = await loadStarterFoods();
  if (starter === null) {
    console.log('\n######## starter catalogue: not on this branch (src/foods/starter), skipped');
  } else {
    catalogue('starter catalogue', starter, gold);
  }
  const sr28 = await loadSr28Foods();
  if (sr28 === null) {
    console.log('\n######## full SR28: ../shared/usda-sr28 not found, skipped');
  } else {
    catalogue('full SR28', sr28, gold);
  }
}

await main();
