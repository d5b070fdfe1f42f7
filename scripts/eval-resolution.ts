/**
 * End-to-end accuracy of ingredient resolution on recipe lines labelled by nutritionists outside
 * the project (../shared/match-dev/gold.jsonl, never copied into the repository). Every line goes
 * through the real service path: the real app over a temporary in-memory SQLite store, the food
 * catalogue loaded with the real importer (full USDA SR28 from ../shared/usda-sr28, or the
 * built-in starter catalogue), a Studio recipe, POST /studio/recipes/{id}/ingredient-resolutions
 * with the lines, and the rows it answers.
 *
 * The lines are split in two fixed halves by a hash of the line id: "fit" (rules and the
 * confidence calibration may be fitted on it) and "held-out" (only measured). Figures, per
 * dataset (the id prefix) and overall, over lines that have an acceptable food:
 *   auto_right  resolved by itself, the food acceptable, grams within tolerance
 *   auto_wrong  resolved by itself, but the food or the grams are wrong (a silent error)
 *   food_top1   the selected (or best) candidate is acceptable
 *   food_top5   an acceptable food is among the first five candidates
 *   grams_ok    grams within tolerance, among lines whose selected food is acceptable and weighed
 * and for lines SR28 has no fair food for (none_ok): the share left for a person.
 * A reliability table (top candidate's confidence against the share whose food is right) follows.
 *
 *   npm run eval:resolution                      both catalogues
 *   npm run eval:resolution -- --catalogue sr28  one catalogue (sr28 or starter)
 *   npm run eval:resolution -- --lines fit       also list every line of a half (fit, held-out, all)
 *   npm run eval:resolution -- --json out.json   also write every row with its gold label
 *   npm run eval:resolution -- --calibrate       also fit the Platt calibration on the fit half
 *                                                (--calibrate all: on every line of the set)
 *   npm run eval:resolution -- --gold FILE       another labelled set in the same format (lines
 *                                                may name a parse-dev id without its input), e.g.
 *                                                test/fixtures/resolution-team-labels.jsonl
 *   npm run eval:resolution -- --gold FILE --set calibration   only its lines of that `set`
 *                                                (the team's labels: "rules", read to write rules;
 *                                                "calibration", never read line by line)
 *
 * --calibrate recomputes each fit line's uncalibrated match score (the top candidate's, for the
 * name the session searched) on each catalogue, and over both catalogues' lines together (the
 * constants in use: confidence must mean the same whichever catalogue is loaded) fits confidence = logistic(a + b × logit(score)) by maximum
 * likelihood with a weak prior (a ~ N(0, 1), b ~ N(1, 1)); "right" is the top candidate's food
 * being acceptable. The held-out half is never used. Paste a and b into CONFIDENCE.calibration
 * (src/domain/matching/match.ts) and run again to see the reliability tables they give.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sr28NdbOf } from '../src/domain/foods/food.ts';
import type { FoodIndex } from '../src/domain/matching/food-index.ts';
import { CONFIDENCE, matchScoreOf, rankFoods } from '../src/domain/matching/match.ts';
import { RESOLUTION_CANDIDATES } from '../src/domain/resolution/session.ts';
import { buildApp } from '../src/http/app.ts';
import { createApiKey, createOrganization } from '../src/services/accounts/accounts.ts';
import { type Deps, systemClock, ulidGenerator } from '../src/services/context.ts';
import { customIngredientFood } from '../src/services/custom-ingredients/index.ts';
import { createFoodCatalogue } from '../src/services/foods/catalogue.ts';
import { importFoodData, seedStarterCatalogue } from '../src/services/foods/import.ts';
import { openStore } from '../src/store/open.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const SHARED = [resolve(ROOT, '..', 'shared'), '/work/shared'];

interface GoldLine {
  id: string;
  input: string;
  ingredient: string;
  accept: string[];
  best: string | null;
  none_ok: boolean;
  grams: number | null;
  grams_tolerance_pct: number;
  grams_basis: string;
  alternatives: string[];
  note: string | null;
}

interface Candidate {
  ingredient_id: string;
  ingredient_name: string;
  confidence: number;
}

interface Row {
  status: 'resolved' | 'unresolved';
  original_text: string;
  search: {
    query_text: string | null;
    ingredient_id: string | null;
    ingredient_name: string | null;
    match_confidence: number | null;
    candidates: Candidate[];
  };
  unit_conversion: { quantity_grams: string } | null;
  error: { code: string; message: string; reason_code: string | null } | null;
}

type Half = 'fit' | 'held-out';

interface Outcome {
  gold: GoldLine;
  half: Half;
  dataset: string;
  row: Row;
  resolved: boolean;
  /** The selected food, else the best candidate. */
  topId: string | null;
  topConfidence: number;
  foodTop1: boolean;
  foodTop5: boolean;
  selectedAcceptable: boolean;
  gramsOk: boolean | null;
  autoRight: boolean;
  autoWrong: boolean;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function findShared(sub: string, marker: string): string | null {
  for (const base of SHARED) {
    const dir = join(base, sub);
    if (existsSync(join(dir, marker))) {
      return dir;
    }
  }
  return null;
}

/** Fixed split: the first byte of SHA-256 of the line id, even → fit, odd → held-out. */
export function halfOf(id: string): Half {
  const byte = createHash('sha256').update(id).digest()[0] as number;
  return byte % 2 === 0 ? 'fit' : 'held-out';
}

function gramsWithin(gold: GoldLine, row: Row): boolean | null {
  if (gold.grams === null) {
    // The line states no amount: any weight the service put on it was invented.
    return row.unit_conversion === null;
  }
  if (row.unit_conversion === null) {
    return false;
  }
  const g = Number(row.unit_conversion.quantity_grams);
  return Math.abs(g - gold.grams) <= (gold.grams * gold.grams_tolerance_pct) / 100 + 1e-9;
}

function judge(gold: GoldLine, row: Row): Outcome {
  const accept = new Set(gold.accept);
  const ok = (id: string | null | undefined) => {
    const ndb = sr28NdbOf(id);
    return ndb !== null && accept.has(ndb);
  };
  const resolved = row.status === 'resolved';
  const selected = row.search.ingredient_id;
  const cands = row.search.candidates;
  const topId = selected ?? cands[0]?.ingredient_id ?? null;
  const topConfidence = row.search.match_confidence ?? cands[0]?.confidence ?? 0;
  const selectedAcceptable = ok(selected);
  const gramsOk = selectedAcceptable ? gramsWithin(gold, row) : null;
  const autoRight = resolved && selectedAcceptable && gramsOk === true;
  return {
    gold,
    half: halfOf(gold.id),
    dataset: DATASETS.get(gold.id) ?? 'unknown',
    row,
    resolved,
    topId,
    topConfidence,
    foodTop1: ok(topId),
    foodTop5: ok(selected) || cands.slice(0, 5).some((c) => ok(c.ingredient_id)),
    selectedAcceptable,
    gramsOk,
    autoRight,
    autoWrong: resolved && !autoRight,
  };
}

/** The recipe site of each line (parse-dev's `dataset`: nyt, bbc, cookstr, allrecipes, tasteofhome). */
const DATASETS = new Map<string, string>();

function loadDatasets(): void {
  const dir = findShared('parse-dev', 'cases.jsonl');
  if (dir === null) {
    return;
  }
  for (const line of readFileSync(join(dir, 'cases.jsonl'), 'utf8').split('\n')) {
    if (line.trim() !== '') {
      const c = JSON.parse(line) as { id: string; dataset?: string };
      DATASETS.set(c.id, c.dataset ?? 'unknown');
    }
  }
}

function loadGold(file: string): GoldLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as GoldLine);
}

/**
 * Labels kept in the project name a parse-dev line by id only (the lines are never copied here):
 * the text is read from ../shared/parse-dev/cases.jsonl.
 */
function withInputs(gold: GoldLine[]): GoldLine[] {
  if (gold.every((g) => typeof g.input === 'string')) {
    return gold;
  }
  const dir = findShared('parse-dev', 'cases.jsonl');
  const inputs = new Map<string, string>();
  for (const line of dir === null ? [] : readFileSync(join(dir, 'cases.jsonl'), 'utf8').split('\n')) {
    if (line.trim() !== '') {
      const c = JSON.parse(line) as { id: string; input: string };
      inputs.set(c.id, c.input);
    }
  }
  return gold.flatMap((g) => {
    const input = g.input ?? inputs.get(g.id);
    return input === undefined ? [] : [{ ...g, input }];
  });
}

/** Runs every line through a fresh app on a fresh store with the given catalogue. */
async function runCatalogue(
  catalogue: 'sr28' | 'starter',
  sr28: string | null,
  gold: GoldLine[],
): Promise<{ rows: Row[]; index: FoodIndex }> {
  const opened = await openStore({ engine: 'sqlite', file: ':memory:', migrate: true });
  const deps: Deps = {
    store: opened.store,
    clock: systemClock,
    ids: ulidGenerator(),
    foods: createFoodCatalogue(opened.store),
    customIngredientFood,
  };
  if (catalogue === 'sr28') {
    await importFoodData(deps, { dir: sr28 as string });
  } else {
    await seedStarterCatalogue(deps);
  }
  const app = await buildApp(deps, { baseUrl: 'https://api.eval' });
  await app.ready();
  try {
    const org = await createOrganization(deps, { name: 'Resolution evaluation' });
    const key = await createApiKey(deps, { orgId: org.id });
    const headers = { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' };
    const recipe = await app.inject({
      method: 'POST',
      url: '/studio/recipes',
      headers,
      payload: { name: `Resolution evaluation (${catalogue})` },
    });
    if (recipe.statusCode !== 201) {
      throw new Error(`creating the recipe failed: ${recipe.statusCode} ${recipe.body}`);
    }
    const recipeId = (recipe.json() as { data: { id: string } }).data.id;
    const rows: Row[] = [];
    for (let i = 0; i < gold.length; i += 40) {
      const batch = gold.slice(i, i + 40);
      const res = await app.inject({
        method: 'POST',
        url: `/studio/recipes/${recipeId}/ingredient-resolutions`,
        headers,
        payload: { items: batch.map((g) => ({ action: 'add_ingredient', text: g.input })) },
      });
      if (res.statusCode !== 201) {
        throw new Error(`starting a session failed: ${res.statusCode} ${res.body}`);
      }
      rows.push(...(res.json() as { data: { rows: Row[] } }).data.rows);
    }
    return { rows, index: await deps.foods.matchIndex() };
  } finally {
    await app.close();
    await opened.store.close();
  }
}

function pct(n: number, d: number): string {
  return d === 0 ? '    -' : `${((100 * n) / d).toFixed(1).padStart(5)}`;
}

function summaryLine(label: string, outs: readonly Outcome[]): string {
  const food = outs.filter((o) => !o.gold.none_ok);
  const none = outs.filter((o) => o.gold.none_ok);
  const count = (f: (o: Outcome) => boolean) => food.filter(f).length;
  const withFood = food.filter((o) => o.selectedAcceptable && o.row.unit_conversion !== null);
  const gramsOk = withFood.filter((o) => o.gramsOk === true).length;
  const left = none.filter((o) => !o.resolved).length;
  return [
    label.padEnd(22),
    String(food.length).padStart(4),
    pct(
      count((o) => o.autoRight),
      food.length,
    ),
    pct(
      count((o) => o.autoWrong),
      food.length,
    ),
    pct(
      count((o) => o.foodTop1),
      food.length,
    ),
    pct(
      count((o) => o.foodTop5),
      food.length,
    ),
    `${pct(gramsOk, withFood.length)} (${withFood.length})`.padStart(12),
    `${left}/${none.length}`.padStart(8),
  ].join(' ');
}

const HEADER = `${'half / dataset'.padEnd(22)}    n auto✓ auto✗ top1  top5     grams_ok  none_ok left`;

function reliability(outs: readonly Outcome[]): void {
  const bins: [number, number][] = [
    [0.95, 1.01],
    [0.9, 0.95],
    [0.8, 0.9],
    [0.7, 0.8],
    [0.6, 0.7],
    [0.5, 0.6],
    [0.4, 0.5],
    [0.3, 0.4],
    [0.2, 0.3],
    [0, 0.2],
  ];
  console.log('  confidence      lines  food right  mean conf  auto-resolved (right)');
  for (const [lo, hi] of bins) {
    const inBin = outs.filter((o) => o.topId !== null && o.topConfidence >= lo && o.topConfidence < hi);
    const right = inBin.filter((o) => o.foodTop1).length;
    const mean = inBin.reduce((s, o) => s + o.topConfidence, 0) / Math.max(inBin.length, 1);
    const auto = inBin.filter((o) => o.resolved);
    console.log(
      `  [${lo.toFixed(2)}, ${Math.min(hi, 1).toFixed(2)})  ${String(inBin.length).padStart(5)}  ${pct(right, inBin.length)} %    ${inBin.length === 0 ? '    -' : mean.toFixed(3).padStart(6)}    ${auto.length} (${auto.filter((o) => o.autoRight).length})`,
    );
  }
  const none = outs.filter((o) => o.topId === null).length;
  console.log(`  no candidate: ${none} lines`);
}

/** The top candidate's uncalibrated match score for the name the session searched. */
function matchScore(o: Outcome, index: FoodIndex): number | null {
  const query = o.row.search.query_text;
  if (query === null || o.row.search.candidates.length === 0) {
    return null;
  }
  const { ranked } = rankFoods(index, query, RESOLUTION_CANDIDATES);
  return matchScoreOf(ranked, 0);
}

interface Point {
  /** logit of the top candidate's match score */
  x: number;
  /** 1 when its food is acceptable */
  y: number;
}

function calibrationPoints(outs: readonly Outcome[], index: FoodIndex): Point[] {
  const points: Point[] = [];
  for (const o of outs) {
    const s = matchScore(o, index);
    if (s === null || s <= 0) {
      continue;
    }
    const clipped = Math.min(Math.max(s, 1e-6), 1 - 1e-6);
    points.push({ x: Math.log(clipped / (1 - clipped)), y: o.foodTop1 ? 1 : 0 });
  }
  return points;
}

/**
 * Platt scaling: maximum a posteriori a and b for P(right) = logistic(a + b × logit(score)),
 * priors a ~ N(0, 1), b ~ N(1, 1), by Newton's method.
 */
function fitPlatt(points: readonly Point[]): { a: number; b: number } {
  let a = 0;
  let b = 1;
  for (let step = 0; step < 100; step += 1) {
    // Gradient and Hessian of the negative log posterior.
    let ga = a;
    let gb = b - 1;
    let haa = 1;
    let hab = 0;
    let hbb = 1;
    for (const { x, y } of points) {
      const p = 1 / (1 + Math.exp(-(a + b * x)));
      const w = p * (1 - p);
      ga += p - y;
      gb += (p - y) * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) {
      break;
    }
  }
  return { a, b };
}

function logLoss(points: readonly Point[], a: number, b: number): number {
  const sum = points.reduce((total, { x, y }) => {
    const p = 1 / (1 + Math.exp(-(a + b * x)));
    return total - (y === 1 ? Math.log(p) : Math.log(1 - p));
  }, 0);
  return sum / Math.max(points.length, 1);
}

function reportFit(label: string, points: readonly Point[]): void {
  const { a, b } = fitPlatt(points);
  const now = CONFIDENCE.calibration;
  console.log(
    `\nPlatt calibration, ${label} (${points.length} lines with a candidate): a = ${a.toFixed(3)}, b = ${b.toFixed(3)} (log loss ${logLoss(points, a, b).toFixed(4)}; with the current a = ${now.a}, b = ${now.b}: ${logLoss(points, now.a, now.b).toFixed(4)})`,
  );
}

function listLines(outs: readonly Outcome[], names: Map<string, string>): void {
  for (const o of outs) {
    const mark = o.gold.none_ok
      ? o.resolved
        ? 'WRONG'
        : 'ok   '
      : o.autoRight
        ? 'right'
        : o.autoWrong
          ? 'WRONG'
          : o.foodTop1
            ? 'top1 '
            : o.foodTop5
              ? 'top5 '
              : 'miss ';
    const g = o.row.unit_conversion?.quantity_grams;
    const grams = g === undefined ? '-' : Number(g).toFixed(1);
    const want = o.gold.best === null ? '(none)' : `${o.gold.best} ${names.get(o.gold.best) ?? ''}`;
    console.log(
      `  ${mark} ${o.gold.id} "${o.gold.input}" → ${o.topId ?? '-'} ${o.row.search.ingredient_name ?? o.row.search.candidates[0]?.ingredient_name ?? ''} (${o.topConfidence.toFixed(2)}, ${grams} g${o.row.error === null ? '' : `, ${o.row.error.code}${o.row.error.reason_code === null ? '' : `/${o.row.error.reason_code}`}`}) | want ${want}, ${o.gold.grams ?? '-'} g ±${o.gold.grams_tolerance_pct} %`,
    );
  }
}

function sr28Names(dir: string | null): Map<string, string> {
  const names = new Map<string, string>();
  if (dir === null) {
    return names;
  }
  for (const line of readFileSync(join(dir, 'FOOD_DES.txt'), 'latin1').split('\n')) {
    const m = /^~(\d{5})~\^~\d+~\^~([^~]*)~/.exec(line);
    if (m !== null) {
      names.set(m[1] as string, m[2] as string);
    }
  }
  return names;
}

async function main(): Promise<void> {
  const goldDir = findShared('match-dev', 'gold.jsonl');
  if (goldDir === null) {
    console.log('eval:resolution: ../shared/match-dev/gold.jsonl not found; nothing to measure (skipped).');
    return;
  }
  const sr28 = findShared('usda-sr28', 'FOOD_DES.txt');
  const other = arg('--gold');
  // A labelled set no rule was written from may calibrate on all its lines (--calibrate all).
  const calibrateOnAll = arg('--calibrate') === 'all';
  const calibrationLines = calibrateOnAll ? 'every line' : 'fit half';
  const set = arg('--set');
  const gold = withInputs(loadGold(other ?? join(goldDir, 'gold.jsonl'))).filter(
    (g) => set === undefined || (g as GoldLine & { set?: string }).set === set,
  );
  loadDatasets();
  const only = arg('--catalogue');
  const listHalf = arg('--lines');
  const jsonOut = arg('--json');
  const names = sr28Names(sr28);
  const fit = gold.filter((g) => halfOf(g.id) === 'fit').length;
  console.log(`${gold.length} labelled lines: ${fit} in the fit half, ${gold.length - fit} held out`);
  const dump: Record<string, unknown[]> = {};
  const pooled: Point[] = [];
  for (const catalogue of ['sr28', 'starter'] as const) {
    if (only !== undefined && only !== catalogue) {
      continue;
    }
    if (catalogue === 'sr28' && sr28 === null) {
      console.log('\n######## full SR28: ../shared/usda-sr28 not found, skipped');
      continue;
    }
    const started = performance.now();
    const { rows, index } = await runCatalogue(catalogue, sr28, gold);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const outs = gold.map((g, i) => judge(g, rows[i] as Row));
    console.log(
      `\n######## ${catalogue === 'sr28' ? 'full SR28' : 'starter catalogue'} (${seconds} s); % of lines with an acceptable food`,
    );
    console.log(HEADER);
    const datasets = [...new Set(outs.map((o) => o.dataset))].sort();
    for (const half of ['fit', 'held-out'] as const) {
      const inHalf = outs.filter((o) => o.half === half);
      if (datasets.length > 1) {
        for (const d of datasets) {
          console.log(
            summaryLine(
              `${half} / ${d}`,
              inHalf.filter((o) => o.dataset === d),
            ),
          );
        }
      }
      console.log(summaryLine(`${half} / all`, inHalf));
    }
    console.log(summaryLine('both halves', outs));
    if (catalogue === 'starter') {
      const wrongFood = outs.filter((o) => o.resolved && !o.selectedAcceptable);
      console.log(`resolved to a wrong food (or where the catalogue has none): ${wrongFood.length}`);
    }
    for (const half of ['fit', 'held-out'] as const) {
      console.log(
        `\nreliability, ${half} half (top candidate's confidence; right = its food is acceptable):`,
      );
      reliability(outs.filter((o) => o.half === half));
    }
    if (process.argv.includes('--calibrate')) {
      const points = calibrationPoints(
        outs.filter((o) => calibrateOnAll || o.half === 'fit'),
        index,
      );
      pooled.push(...points);
      reportFit(`${catalogue === 'sr28' ? 'full SR28' : 'starter catalogue'}, ${calibrationLines}`, points);
    }
    if (listHalf !== undefined) {
      console.log(`\nlines (${listHalf}):`);
      listLines(
        outs.filter((o) => listHalf === 'all' || o.half === listHalf),
        names,
      );
    }
    dump[catalogue] = outs.map((o) => ({ ...o, row: o.row }));
  }
  if (pooled.length > 0 && only === undefined) {
    reportFit(`both catalogues, ${calibrationLines}`, pooled);
  }
  if (jsonOut !== undefined) {
    writeFileSync(jsonOut, JSON.stringify(dump, null, 1));
  }
}

await main();
