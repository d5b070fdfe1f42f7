/**
 * Reader for the USDA National Nutrient Database for Standard Reference, Release 28, in its
 * original ASCII layout (sr28_doc.pdf, chapter 2): Latin-1 text, CRLF line ends, fields
 * separated by `^`, text fields wrapped in `~`. Reads FD_GROUP.txt, FOOD_DES.txt,
 * NUT_DATA.txt (or NUT_DATA.txt.gz, decompressed while streaming) and WEIGHT.txt from a folder at
 * run time and returns one `Food` per FOOD_DES record, in file order.
 */
import { detectAllergens } from '../domain/allergens/detect.ts';
import { isAddedSugarSource } from '../domain/foods/added-sugar.ts';
import type { CalorieFactors, Food, FoodPortion, FoodRefuse } from '../domain/foods/food.ts';
import { sr28FoodId } from '../domain/foods/food.ts';
import {
  densityFromPortions,
  normalizeDecimalText,
  splitMeasureDescription,
} from '../domain/foods/portions.ts';
import { nutrientValuesFromSr28 } from '../domain/foods/source-nutrients.ts';
import { nutrientBySr28 } from '../domain/nutrition/nutrients.ts';
import { countFoods, FoodDataError, type FoodReadOptions, type FoodReadResult } from './food-data.ts';
import { findFile, forEachLine, PROGRESS_EVERY } from './lines.ts';

export type { FoodReadCounts, FoodReadOptions, FoodReadProgress, FoodReadResult } from './food-data.ts';
export { FoodDataError } from './food-data.ts';

/** Field counts of the SR28 files read here (sr28_doc.pdf, tables 3–9). */
const FIELDS = { FD_GROUP: 2, FOOD_DES: 14, NUT_DATA: 18, WEIGHT: 7 } as const;

const NDB_NO = /^\d{5}$/;
const NUTR_NO = /^\d{3}$/;
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const INTEGER = /^\d+$/;

/**
 * Splits one SR28 record into its fields, unwrapping `~text~`; a `^` inside a `~`-wrapped field
 * belongs to the text. Only the first `keep` fields are returned as strings (the rest are
 * counted), which keeps the 679,045 NUT_DATA records cheap. Returns a problem description instead
 * when the record is malformed.
 */
export function splitSr28Record(
  line: string,
  keep = Number.POSITIVE_INFINITY,
): { fields: string[]; count: number } | string {
  const fields: string[] = [];
  let count = 0;
  let i = 0;
  const n = line.length;
  let tilde = line.indexOf('~');
  for (;;) {
    count += 1;
    if (tilde !== -1 && tilde < i) {
      tilde = line.indexOf('~', i);
    }
    if (tilde === i) {
      const end = line.indexOf('~', i + 1);
      if (end === -1) {
        return `field ${count}: text field opened with ~ is not closed`;
      }
      if (count <= keep) {
        fields.push(line.slice(i + 1, end));
      }
      i = end + 1;
      if (i < n && line.charCodeAt(i) !== 94 /* ^ */) {
        return `field ${count}: unexpected text after the closing ~`;
      }
    } else {
      let end = line.indexOf('^', i);
      if (end === -1) {
        end = n;
      }
      if (tilde !== -1 && tilde < end) {
        return `field ${count}: stray ~ in an unwrapped field`;
      }
      if (count <= keep) {
        fields.push(line.slice(i, end));
      }
      i = end;
    }
    if (i >= n) {
      return { fields, count };
    }
    i += 1; // past ^
  }
}

interface Sr28Context {
  file: string;
}

function fieldsOf(
  ctx: Sr28Context,
  line: string,
  lineNo: number,
  expected: number,
  keep = Number.POSITIVE_INFINITY,
): string[] {
  const split = splitSr28Record(line, keep);
  if (typeof split === 'string') {
    throw new FoodDataError(ctx.file, lineNo, split);
  }
  if (split.count !== expected) {
    throw new FoodDataError(ctx.file, lineNo, `expected ${expected} fields, found ${split.count}`);
  }
  return split.fields;
}

function field(fields: readonly string[], index: number): string {
  return fields[index] ?? '';
}

function checkNdb(ctx: Sr28Context, lineNo: number, ndb: string): void {
  if (!NDB_NO.test(ndb)) {
    throw new FoodDataError(ctx.file, lineNo, `NDB_No "${ndb}" is not a 5-digit number`);
  }
}

function checkDecimal(ctx: Sr28Context, lineNo: number, name: string, value: string): void {
  if (!DECIMAL.test(value)) {
    throw new FoodDataError(ctx.file, lineNo, `${name} "${value}" is not a number`);
  }
}

interface FoodRecord {
  ndb: string;
  name: string;
  category: string;
  commonNames: string[];
  calorieFactors: CalorieFactors | null;
  refuse: FoodRefuse | null;
  nutrients: Map<string, string>;
  portions: { seq: number; portion: FoodPortion }[];
}

/**
 * Reads the SR28 ASCII release in `dir`. Keeps only nutrients in the BMID registry, exactly as
 * the source writes them (vitamin D in mcg derived from IU when only IU is given); portions in
 * WEIGHT.txt sequence order; calorie factors when FOOD_DES has all three Atwater factors. Throws
 * FoodDataError naming the file and line of the first malformed record.
 */
export async function readSr28(dir: string, opts: FoodReadOptions = {}): Promise<FoodReadResult> {
  const progress = opts.onProgress;
  const files: string[] = [];

  // FD_GROUP.txt: FdGrp_Cd, FdGrp_Desc
  const groups = new Map<string, string>();
  {
    const { path, name } = await findFile(dir, ['FD_GROUP.txt']);
    files.push(path);
    const ctx = { file: name };
    const total = await forEachLine(path, 'latin1', (line, lineNo) => {
      if (line === '') {
        return;
      }
      const f = fieldsOf(ctx, line, lineNo, FIELDS.FD_GROUP);
      const code = field(f, 0);
      if (!/^\d{4}$/.test(code)) {
        throw new FoodDataError(name, lineNo, `FdGrp_Cd "${code}" is not a 4-digit code`);
      }
      groups.set(code, field(f, 1));
    });
    progress?.({ phase: name, done: groups.size, total });
  }

  // FOOD_DES.txt: NDB_No, FdGrp_Cd, Long_Desc, Shrt_Desc, ComName, ManufacName, Survey, Ref_desc,
  // Refuse, SciName, N_Factor, Pro_Factor, Fat_Factor, CHO_Factor
  const records: FoodRecord[] = [];
  const byNdb = new Map<string, FoodRecord>();
  {
    const { path, name } = await findFile(dir, ['FOOD_DES.txt']);
    files.push(path);
    const ctx = { file: name };
    const total = await forEachLine(path, 'latin1', (line, lineNo) => {
      if (line === '') {
        return;
      }
      const f = fieldsOf(ctx, line, lineNo, FIELDS.FOOD_DES);
      const ndb = field(f, 0);
      checkNdb(ctx, lineNo, ndb);
      if (byNdb.has(ndb)) {
        throw new FoodDataError(name, lineNo, `NDB_No ${ndb} appears twice`);
      }
      const groupCode = field(f, 1);
      const category = groups.get(groupCode);
      if (category === undefined) {
        throw new FoodDataError(name, lineNo, `food group ${groupCode} is not in FD_GROUP.txt`);
      }
      const longDesc = field(f, 2).trim();
      if (longDesc === '') {
        throw new FoodDataError(name, lineNo, 'Long_Desc is empty');
      }
      const pro = field(f, 11);
      const fat = field(f, 12);
      const cho = field(f, 13);
      // SR28 gives some foods only some factors (granulated sugar: carbohydrate 3.87 only). Each
      // given factor is kept; a blank one stands for the general factor of that macronutrient.
      let calorieFactors: CalorieFactors | null = null;
      if (pro !== '' || fat !== '' || cho !== '') {
        for (const [label, value] of [
          ['Pro_Factor', pro],
          ['Fat_Factor', fat],
          ['CHO_Factor', cho],
        ] as const) {
          if (value !== '') {
            checkDecimal(ctx, lineNo, label, value);
          }
        }
        calorieFactors = { protein: pro, fat, carbohydrate: cho };
      }
      const record: FoodRecord = {
        ndb,
        name: longDesc,
        category,
        commonNames: splitCommonNames(field(f, 4)),
        calorieFactors,
        refuse: refuseOf(ctx, lineNo, field(f, 8), field(f, 7)),
        nutrients: new Map(),
        portions: [],
      };
      records.push(record);
      byNdb.set(ndb, record);
    });
    progress?.({ phase: name, done: records.length, total });
  }

  // NUT_DATA.txt(.gz): NDB_No, Nutr_No, Nutr_Val, then 15 statistics and provenance fields
  {
    const { path, name } = await findFile(dir, ['NUT_DATA.txt', 'NUT_DATA.txt.gz']);
    files.push(path);
    const ctx = { file: name };
    let done = 0;
    await forEachLine(path, 'latin1', (line, lineNo) => {
      if (line === '') {
        return;
      }
      const f = fieldsOf(ctx, line, lineNo, FIELDS.NUT_DATA, 3);
      const ndb = field(f, 0);
      const nutrNo = field(f, 1);
      const value = field(f, 2);
      checkNdb(ctx, lineNo, ndb);
      if (!NUTR_NO.test(nutrNo)) {
        throw new FoodDataError(name, lineNo, `Nutr_No "${nutrNo}" is not a 3-digit number`);
      }
      checkDecimal(ctx, lineNo, 'Nutr_Val', value);
      const record = byNdb.get(ndb);
      if (record === undefined) {
        throw new FoodDataError(name, lineNo, `food ${ndb} is not in FOOD_DES.txt`);
      }
      if (nutrientBySr28(nutrNo) !== undefined) {
        if (record.nutrients.has(nutrNo)) {
          throw new FoodDataError(name, lineNo, `nutrient ${nutrNo} of food ${ndb} appears twice`);
        }
        record.nutrients.set(nutrNo, value);
      }
      done += 1;
      if (progress !== undefined && done % PROGRESS_EVERY === 0) {
        progress({ phase: name, done });
      }
    });
    progress?.({ phase: name, done, total: done });
  }

  // WEIGHT.txt: NDB_No, Seq, Amount, Msre_Desc, Gm_Wgt, Num_Data_Pts, Std_Dev
  {
    const { path, name } = await findFile(dir, ['WEIGHT.txt']);
    files.push(path);
    const ctx = { file: name };
    let done = 0;
    await forEachLine(path, 'latin1', (line, lineNo) => {
      if (line === '') {
        return;
      }
      const f = fieldsOf(ctx, line, lineNo, FIELDS.WEIGHT);
      const ndb = field(f, 0);
      checkNdb(ctx, lineNo, ndb);
      const seq = field(f, 1);
      if (!INTEGER.test(seq)) {
        throw new FoodDataError(name, lineNo, `Seq "${seq}" is not a whole number`);
      }
      const amount = field(f, 2);
      checkDecimal(ctx, lineNo, 'Amount', amount);
      const description = field(f, 3).trim();
      if (description === '') {
        throw new FoodDataError(name, lineNo, 'Msre_Desc is empty');
      }
      const grams = field(f, 4);
      checkDecimal(ctx, lineNo, 'Gm_Wgt', grams);
      const record = byNdb.get(ndb);
      if (record === undefined) {
        throw new FoodDataError(name, lineNo, `food ${ndb} is not in FOOD_DES.txt`);
      }
      const { unit, modifier } = splitMeasureDescription(description);
      record.portions.push({
        seq: Number(seq),
        portion: { amount: normalizeDecimalText(amount), unit, modifier, grams: normalizeDecimalText(grams) },
      });
      done += 1;
    });
    progress?.({ phase: name, done, total: done });
  }

  const foods = records.map(toFood);
  return { foods, counts: countFoods(foods), files };
}

/** SR28 ComName: other names separated by commas ("garbanzo beans, bengal gram"); [] when empty. */
export function splitCommonNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** SR28 Refuse (a whole percent) and Ref_desc; null when the food has none (0 or blank). */
function refuseOf(ctx: Sr28Context, lineNo: number, percent: string, description: string): FoodRefuse | null {
  if (percent === '') {
    return null;
  }
  checkDecimal(ctx, lineNo, 'Refuse', percent);
  if (Number(percent) > 100) {
    throw new FoodDataError(ctx.file, lineNo, `Refuse ${percent} is over 100 %`);
  }
  if (Number(percent) === 0) {
    return null;
  }
  const said = description.trim();
  return { percent, description: said === '' ? null : said };
}

function toFood(record: FoodRecord): Food {
  const portions = record.portions.sort((a, b) => a.seq - b.seq).map((p) => p.portion);
  return {
    id: sr28FoodId(record.ndb),
    source: 'usda_sr28',
    source_id: record.ndb,
    name: record.name,
    category: record.category,
    common_names: record.commonNames,
    nutrients: nutrientValuesFromSr28(record.nutrients),
    portions,
    refuse: record.refuse,
    density_g_per_ml: densityFromPortions(portions),
    calorie_factors: record.calorieFactors,
    added_sugar: isAddedSugarSource(record.name, record.category),
    allergens: detectAllergens(record.name, record.category),
  };
}
