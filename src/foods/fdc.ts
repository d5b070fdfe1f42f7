/**
 * Reader for the USDA FoodData Central CSV download as USDA distributes it today: food.csv,
 * food_nutrient.csv, nutrient.csv, food_portion.csv, measure_unit.csv and food_category.csv
 * (quoted CSV, header row), plus, when present, food_nutrient_conversion_factor.csv and
 * food_calorie_conversion_factor.csv for the Atwater factors. Reads the folder at run time and
 * returns one `Food` per kept food.csv row, in file order.
 */
import { join } from 'node:path';
import { detectAllergens } from '../domain/allergens/detect.ts';
import { isAddedSugarSource } from '../domain/foods/added-sugar.ts';
import type { CalorieFactors, Food, FoodPortion } from '../domain/foods/food.ts';
import { fdcFoodId } from '../domain/foods/food.ts';
import {
  densityFromPortions,
  normalizeDecimalText,
  splitMeasureDescription,
} from '../domain/foods/portions.ts';
import { nutrientValuesFromSr28 } from '../domain/foods/source-nutrients.ts';
import { type NutrientValues, nutrientBySr28 } from '../domain/nutrition/nutrients.ts';
import { forEachCsvRow } from './csv.ts';
import {
  countFoods,
  FoodDataError,
  type FoodReadCounts,
  type FoodReadOptions,
  type FoodReadResult,
} from './food-data.ts';
import { fileExists, findFile, PROGRESS_EVERY } from './lines.ts';

export type { FoodReadCounts, FoodReadProgress, FoodReadResult } from './food-data.ts';
export { FoodDataError } from './food-data.ts';

/**
 * FDC data types read by default: the foods a recipe uses. Sample, sub-sample and acquisition
 * rows (`sub_sample_food`, `market_acquisition`, …) describe lab samples behind those foods.
 */
export const FDC_FOOD_DATA_TYPES: readonly string[] = [
  'foundation_food',
  'sr_legacy_food',
  'survey_fndds_food',
  'branded_food',
];

export interface FdcReadOptions extends FoodReadOptions {
  /** food.csv `data_type` values to keep; FDC_FOOD_DATA_TYPES when absent. */
  dataTypes?: readonly string[];
}

const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ID = /^\d+$/;
/** measure_unit.csv's name for "no unit": the measure is in the portion's description. */
const UNDETERMINED_UNIT = 'undetermined';

/** FDC unit_name → registry unit, to check that a nutrient number means the same quantity. */
const UNIT_NAMES: Readonly<Record<string, string>> = {
  G: 'g',
  MG: 'mg',
  UG: 'mcg',
  MCG: 'mcg',
  KCAL: 'kcal',
  KJ: 'kJ',
  IU: 'IU',
};

function checkId(file: string, line: number, column: string, value: string): void {
  if (!ID.test(value)) {
    throw new FoodDataError(file, line, `${column} "${value}" is not a whole number`);
  }
}

function checkDecimal(file: string, line: number, column: string, value: string): void {
  if (!DECIMAL.test(value)) {
    throw new FoodDataError(file, line, `${column} "${value}" is not a number`);
  }
}

/** "203" → "203"; "203.0" → "203"; "205.2" stays (a different nutrient than 205). */
function nutrientNumber(nbr: string): string {
  return nbr.replace(/\.0+$/, '');
}

/** Nutrient values (per 100 g, by BMID) read for one food, to add to what it has. */
export interface FoodNutrientsUpdate {
  id: string;
  nutrients: NutrientValues;
}

/** Every portion of one food, in source order, and the density they give. */
export interface FoodPortionsUpdate {
  id: string;
  portions: FoodPortion[];
  density_g_per_ml: string | null;
}

export interface FoodCalorieFactorsUpdate {
  id: string;
  calorie_factors: CalorieFactors;
}

/**
 * Where a streamed read goes, in this order: every kept food of food.csv (no nutrients, portions
 * or factors yet), then their nutrient values food by food, then portions, then Atwater factors.
 * Each call gets a batch; the read waits for what a call returns before reading on.
 */
export interface FdcSink {
  foods(batch: Food[]): Promise<void> | void;
  nutrients(batch: FoodNutrientsUpdate[]): Promise<void> | void;
  portions(batch: FoodPortionsUpdate[]): Promise<void> | void;
  calorieFactors(batch: FoodCalorieFactorsUpdate[]): Promise<void> | void;
}

/** Items handed to the sink per call. */
const SINK_BATCH = 1000;

/** Collects items and hands them to `write` a batch at a time, between chunks of the file. */
function batcher<T>(write: (batch: T[]) => Promise<void> | void) {
  let pending: T[] = [];
  return {
    push(item: T): void {
      pending.push(item);
    },
    /** Writes full batches (all that is pending with `all`). */
    async flush(all = false): Promise<void> {
      while (pending.length >= SINK_BATCH || (all && pending.length > 0)) {
        const batch = pending.slice(0, SINK_BATCH);
        pending = pending.slice(batch.length);
        await write(batch);
      }
    },
  };
}

/**
 * Reads a FoodData Central CSV download in `dir` as a stream: memory stays bounded by the number
 * of foods (their ids) and the portion and factor files, however large food_nutrient.csv is
 * (about 2 GB for Branded Foods), because each food's nutrient rows are handed on as soon as its
 * run of rows ends. Nutrients are mapped through nutrient.csv's `nutrient_nbr` to the BMID
 * registry (the SR28 numbers), kept exactly as written; a blank amount stays missing. A food whose
 * rows are not all together gets several nutrient updates, each adding to the last. Portions:
 * `amount` × the measure unit's name with `modifier` as qualifier; when the unit is "undetermined"
 * (SR Legacy, FNDDS) the measure is read from `modifier` or `portion_description`, split at its
 * first comma like SR28. Category is the food_category.csv description (a non-numeric
 * food_category_id is taken as the name; none gives ""). Throws FoodDataError naming the file and
 * line of the first malformed record; what was handed to the sink before then is the caller's to
 * discard (the importer writes in one transaction).
 */
export async function streamFdc(
  dir: string,
  sink: FdcSink,
  opts: FdcReadOptions = {},
): Promise<FoodReadCounts> {
  const progress = opts.onProgress;
  const keepTypes = new Set(opts.dataTypes ?? FDC_FOOD_DATA_TYPES);
  const counts: FoodReadCounts = { foods: 0, nutrientValues: 0, portions: 0 };

  // food_category.csv: id, code, description
  const categories = new Map<string, string>();
  {
    const { path, name } = await findFile(dir, ['food_category.csv']);
    const total = await forEachCsvRow(path, ['id', 'description'], (row) => {
      const id = row.get('id');
      checkId(name, row.line, 'id', id);
      categories.set(id, row.get('description'));
    });
    progress?.({ phase: name, done: total, total });
  }

  // measure_unit.csv: id, name
  const units = new Map<string, string>();
  {
    const { path, name } = await findFile(dir, ['measure_unit.csv']);
    const total = await forEachCsvRow(path, ['id', 'name'], (row) => {
      const id = row.get('id');
      checkId(name, row.line, 'id', id);
      units.set(id, row.get('name').trim());
    });
    progress?.({ phase: name, done: total, total });
  }

  // nutrient.csv: id, name, unit_name, nutrient_nbr, rank — nutrient id → SR28 number (registry only)
  const nutrientNumbers = new Map<string, string | null>();
  {
    const { path, name } = await findFile(dir, ['nutrient.csv']);
    const total = await forEachCsvRow(path, ['id', 'unit_name', 'nutrient_nbr'], (row) => {
      const id = row.get('id');
      checkId(name, row.line, 'id', id);
      const nbr = nutrientNumber(row.get('nutrient_nbr').trim());
      const def = nbr === '' ? undefined : nutrientBySr28(nbr);
      if (def !== undefined) {
        const unitName = row.get('unit_name').trim();
        const unit = UNIT_NAMES[unitName.toUpperCase()];
        if (unit !== def.unit) {
          throw new FoodDataError(
            name,
            row.line,
            `nutrient ${id} (number ${nbr}) is in ${unitName}, the registry keeps ${def.bmid} in ${def.unit}`,
          );
        }
      }
      nutrientNumbers.set(id, def === undefined ? null : nbr);
    });
    progress?.({ phase: name, done: total, total });
  }

  // food.csv: fdc_id, data_type, description, food_category_id, publication_date
  // Only the ids are kept in memory; the foods go to the sink.
  const kept = new Set<number>();
  const skipped = new Set<number>();
  {
    const { path, name } = await findFile(dir, ['food.csv']);
    const out = batcher(sink.foods);
    let done = 0;
    const total = await forEachCsvRow(
      path,
      ['fdc_id', 'data_type', 'description', 'food_category_id'],
      (row) => {
        done += 1;
        if (progress !== undefined && done % PROGRESS_EVERY === 0) {
          progress({ phase: name, done });
        }
        const fdcId = row.get('fdc_id');
        checkId(name, row.line, 'fdc_id', fdcId);
        const key = Number(fdcId);
        if (kept.has(key) || skipped.has(key)) {
          throw new FoodDataError(name, row.line, `fdc_id ${fdcId} appears twice`);
        }
        if (!keepTypes.has(row.get('data_type'))) {
          skipped.add(key);
          return;
        }
        const description = row.get('description').trim();
        if (description === '') {
          throw new FoodDataError(name, row.line, 'description is empty');
        }
        const categoryId = row.get('food_category_id').trim();
        let category = '';
        if (ID.test(categoryId)) {
          const found = categories.get(categoryId);
          if (found === undefined) {
            throw new FoodDataError(
              name,
              row.line,
              `food_category_id ${categoryId} is not in food_category.csv`,
            );
          }
          category = found;
        } else {
          category = categoryId;
        }
        kept.add(key);
        out.push(bareFood(fdcId, description, category));
      },
      () => out.flush(),
    );
    await out.flush(true);
    counts.foods = kept.size;
    progress?.({ phase: name, done: total, total });
  }

  /** Whether a row's food is kept (true), skipped by data type (false), or unknown (throws). */
  const isKept = (file: string, line: number, fdcId: string): boolean => {
    checkId(file, line, 'fdc_id', fdcId);
    const key = Number(fdcId);
    if (kept.has(key)) {
      return true;
    }
    if (skipped.has(key)) {
      return false;
    }
    throw new FoodDataError(file, line, `food ${fdcId} is not in food.csv`);
  };

  // food_nutrient.csv: id, fdc_id, nutrient_id, amount, … — handed on a run of rows at a time
  {
    const { path, name } = await findFile(dir, ['food_nutrient.csv']);
    const out = batcher(sink.nutrients);
    let run: { fdcId: string; kept: boolean; values: Map<string, string> } | null = null;
    const endRun = () => {
      if (run?.kept === true && run.values.size > 0) {
        const nutrients = nutrientValuesFromSr28(run.values);
        counts.nutrientValues += Object.keys(nutrients).length;
        out.push({ id: fdcFoodId(run.fdcId), nutrients });
      }
      run = null;
    };
    let done = 0;
    const total = await forEachCsvRow(
      path,
      ['fdc_id', 'nutrient_id', 'amount'],
      (row) => {
        done += 1;
        if (progress !== undefined && done % PROGRESS_EVERY === 0) {
          progress({ phase: name, done });
        }
        const fdcId = row.get('fdc_id');
        if (run === null || run.fdcId !== fdcId) {
          endRun();
          run = { fdcId, kept: isKept(name, row.line, fdcId), values: new Map() };
        }
        const nutrientId = row.get('nutrient_id');
        const nbr = nutrientNumbers.get(nutrientId);
        if (nbr === undefined) {
          throw new FoodDataError(name, row.line, `nutrient_id ${nutrientId} is not in nutrient.csv`);
        }
        const amount = row.get('amount').trim();
        if (amount !== '') {
          checkDecimal(name, row.line, 'amount', amount);
        }
        if (!run.kept || nbr === null || amount === '') {
          return;
        }
        if (run.values.has(nbr)) {
          throw new FoodDataError(name, row.line, `nutrient ${nbr} of food ${fdcId} appears twice`);
        }
        run.values.set(nbr, amount);
      },
      () => out.flush(),
    );
    endRun();
    await out.flush(true);
    progress?.({ phase: name, done: total, total });
  }

  // food_portion.csv: id, fdc_id, seq_num, amount, measure_unit_id, portion_description, modifier, gram_weight, …
  {
    const { path, name } = await findFile(dir, ['food_portion.csv']);
    const byFood = new Map<string, { seq: number; order: number; portion: FoodPortion }[]>();
    const total = await forEachCsvRow(
      path,
      ['fdc_id', 'seq_num', 'amount', 'measure_unit_id', 'portion_description', 'modifier', 'gram_weight'],
      (row) => {
        const fdcId = row.get('fdc_id');
        const keep = isKept(name, row.line, fdcId);
        const portion = readPortion(name, row.line, (column) => row.get(column), units);
        const seqText = row.get('seq_num').trim();
        if (seqText !== '') {
          checkDecimal(name, row.line, 'seq_num', seqText);
        }
        if (keep) {
          const seq = seqText === '' ? Number.POSITIVE_INFINITY : Number(seqText);
          let list = byFood.get(fdcId);
          if (list === undefined) {
            list = [];
            byFood.set(fdcId, list);
          }
          list.push({ seq, order: list.length, portion });
        }
      },
    );
    const out = batcher(sink.portions);
    for (const [fdcId, list] of byFood) {
      const portions = list.sort((a, b) => a.seq - b.seq || a.order - b.order).map((p) => p.portion);
      counts.portions += portions.length;
      out.push({ id: fdcFoodId(fdcId), portions, density_g_per_ml: densityFromPortions(portions) });
      await out.flush();
    }
    await out.flush(true);
    progress?.({ phase: name, done: total, total });
  }

  const factors = await readCalorieFactors(dir, isKept);
  const out = batcher(sink.calorieFactors);
  for (const [fdcId, calorieFactors] of factors) {
    out.push({ id: fdcFoodId(fdcId), calorie_factors: calorieFactors });
    await out.flush();
  }
  await out.flush(true);
  return counts;
}

/**
 * Reads a FoodData Central CSV download in `dir` into memory: one `Food` per kept food.csv row,
 * in file order (see streamFdc for what is read and checked).
 */
export async function readFdc(dir: string, opts: FdcReadOptions = {}): Promise<FoodReadResult> {
  const foods: Food[] = [];
  const byId = new Map<string, Food & { nutrients: Record<string, string> }>();
  const food = (id: string) => {
    const found = byId.get(id);
    if (found === undefined) {
      throw new Error(`${id} was not read from food.csv`);
    }
    return found;
  };
  await streamFdc(
    dir,
    {
      foods(batch) {
        for (const f of batch) {
          const copy = { ...f, nutrients: {} };
          foods.push(copy);
          byId.set(f.id, copy);
        }
      },
      nutrients(batch) {
        for (const u of batch) {
          Object.assign(food(u.id).nutrients, u.nutrients);
        }
      },
      portions(batch) {
        for (const u of batch) {
          const f = food(u.id);
          f.portions = u.portions;
          f.density_g_per_ml = u.density_g_per_ml;
        }
      },
      calorieFactors(batch) {
        for (const u of batch) {
          food(u.id).calorie_factors = u.calorie_factors;
        }
      },
    },
    opts,
  );
  return { foods, counts: countFoods(foods) };
}

function readPortion(
  file: string,
  line: number,
  get: (column: string) => string,
  units: ReadonlyMap<string, string>,
): FoodPortion {
  const grams = get('gram_weight').trim();
  checkDecimal(file, line, 'gram_weight', grams);
  let amount = get('amount').trim();
  if (amount !== '') {
    checkDecimal(file, line, 'amount', amount);
  }
  const unitId = get('measure_unit_id').trim();
  let unitName = '';
  if (unitId !== '') {
    const found = units.get(unitId);
    if (found === undefined) {
      throw new FoodDataError(file, line, `measure_unit_id ${unitId} is not in measure_unit.csv`);
    }
    unitName = found.toLowerCase() === UNDETERMINED_UNIT ? '' : found;
  }
  const modifier = get('modifier').trim();
  const description = get('portion_description').trim();
  let unit: string;
  let qualifier: string | null;
  if (unitName !== '') {
    unit = unitName;
    qualifier = modifier !== '' ? modifier : description !== '' ? description : null;
  } else {
    let text = modifier !== '' ? modifier : description;
    if (text === '') {
      throw new FoodDataError(file, line, 'portion has neither a measure unit nor a description');
    }
    // FNDDS writes the amount into the description ("1 cup, chopped") and leaves amount blank.
    const leading = /^(\d+(?:\.\d+)?)\s+(.+)$/.exec(text);
    if (amount === '' && leading?.[1] !== undefined && leading[2] !== undefined) {
      amount = leading[1];
      text = leading[2];
    }
    ({ unit, modifier: qualifier } = splitMeasureDescription(text));
  }
  return {
    amount: amount === '' ? '1' : normalizeDecimalText(amount),
    unit,
    modifier: qualifier,
    grams: normalizeDecimalText(grams),
  };
}

/** Atwater factors by fdc_id from the two optional conversion-factor files, when both are present. */
async function readCalorieFactors(
  dir: string,
  isKept: (file: string, line: number, fdcId: string) => boolean,
): Promise<Map<string, CalorieFactors>> {
  const out = new Map<string, CalorieFactors>();
  const factorsPath = join(dir, 'food_nutrient_conversion_factor.csv');
  const caloriePath = join(dir, 'food_calorie_conversion_factor.csv');
  if (!(await fileExists(factorsPath)) || !(await fileExists(caloriePath))) {
    return out;
  }
  const factorFood = new Map<string, string | null>();
  await forEachCsvRow(factorsPath, ['id', 'fdc_id'], (row) => {
    const file = 'food_nutrient_conversion_factor.csv';
    const id = row.get('id');
    checkId(file, row.line, 'id', id);
    const fdcId = row.get('fdc_id');
    factorFood.set(id, isKept(file, row.line, fdcId) ? fdcId : null);
  });
  await forEachCsvRow(
    caloriePath,
    ['food_nutrient_conversion_factor_id', 'protein_value', 'fat_value', 'carbohydrate_value'],
    (row) => {
      const file = 'food_calorie_conversion_factor.csv';
      const id = row.get('food_nutrient_conversion_factor_id');
      const fdcId = factorFood.get(id);
      if (fdcId === undefined) {
        throw new FoodDataError(
          file,
          row.line,
          `conversion factor ${id} is not in food_nutrient_conversion_factor.csv`,
        );
      }
      const protein = row.get('protein_value').trim();
      const fat = row.get('fat_value').trim();
      const carbohydrate = row.get('carbohydrate_value').trim();
      if (protein === '' || fat === '' || carbohydrate === '') {
        return;
      }
      checkDecimal(file, row.line, 'protein_value', protein);
      checkDecimal(file, row.line, 'fat_value', fat);
      checkDecimal(file, row.line, 'carbohydrate_value', carbohydrate);
      if (fdcId !== null) {
        out.set(fdcId, { protein, fat, carbohydrate });
      }
    },
  );
  return out;
}

/** A food as food.csv gives it: nutrients, portions and factors come later. */
function bareFood(fdcId: string, name: string, category: string): Food {
  return {
    id: fdcFoodId(fdcId),
    source: 'usda_fdc',
    source_id: fdcId,
    name,
    category,
    common_names: [],
    nutrients: {},
    portions: [],
    refuse: null,
    density_g_per_ml: null,
    calorie_factors: null,
    added_sugar: isAddedSugarSource(name, category),
    allergens: detectAllergens(name, category),
  };
}
