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
import { nutrientBySr28 } from '../domain/nutrition/nutrients.ts';
import { forEachCsvRow } from './csv.ts';
import { countFoods, FoodDataError, type FoodReadOptions, type FoodReadResult } from './food-data.ts';
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

interface FdcFood {
  fdcId: string;
  name: string;
  category: string;
  nutrients: Map<string, string>;
  portions: { seq: number; order: number; portion: FoodPortion }[];
  calorieFactors: CalorieFactors | null;
}

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

/**
 * Reads a FoodData Central CSV download in `dir`. Nutrients are mapped through nutrient.csv's
 * `nutrient_nbr` to the BMID registry (the SR28 numbers), kept exactly as written; a blank amount
 * stays missing. Portions: `amount` × the measure unit's name with `modifier` as qualifier; when
 * the unit is "undetermined" (SR Legacy, FNDDS) the measure is read from `modifier` or
 * `portion_description`, split at its first comma like SR28. Category is the food_category.csv
 * description (a non-numeric food_category_id is taken as the name; none gives ""). Throws
 * FoodDataError naming the file and line of the first malformed record.
 */
export async function readFdc(dir: string, opts: FdcReadOptions = {}): Promise<FoodReadResult> {
  const progress = opts.onProgress;
  const keepTypes = new Set(opts.dataTypes ?? FDC_FOOD_DATA_TYPES);

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
  const foods: FdcFood[] = [];
  const kept = new Map<string, FdcFood>();
  const skipped = new Set<string>();
  {
    const { path, name } = await findFile(dir, ['food.csv']);
    const total = await forEachCsvRow(
      path,
      ['fdc_id', 'data_type', 'description', 'food_category_id'],
      (row) => {
        const fdcId = row.get('fdc_id');
        checkId(name, row.line, 'fdc_id', fdcId);
        if (kept.has(fdcId) || skipped.has(fdcId)) {
          throw new FoodDataError(name, row.line, `fdc_id ${fdcId} appears twice`);
        }
        if (!keepTypes.has(row.get('data_type'))) {
          skipped.add(fdcId);
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
        const food: FdcFood = {
          fdcId,
          name: description,
          category,
          nutrients: new Map(),
          portions: [],
          calorieFactors: null,
        };
        foods.push(food);
        kept.set(fdcId, food);
      },
    );
    progress?.({ phase: name, done: total, total });
  }

  const foodFor = (file: string, line: number, fdcId: string): FdcFood | null => {
    checkId(file, line, 'fdc_id', fdcId);
    const food = kept.get(fdcId);
    if (food !== undefined) {
      return food;
    }
    if (skipped.has(fdcId)) {
      return null;
    }
    throw new FoodDataError(file, line, `food ${fdcId} is not in food.csv`);
  };

  // food_nutrient.csv: id, fdc_id, nutrient_id, amount, …
  {
    const { path, name } = await findFile(dir, ['food_nutrient.csv']);
    let done = 0;
    const total = await forEachCsvRow(path, ['fdc_id', 'nutrient_id', 'amount'], (row) => {
      done += 1;
      if (progress !== undefined && done % PROGRESS_EVERY === 0) {
        progress({ phase: name, done });
      }
      const food = foodFor(name, row.line, row.get('fdc_id'));
      const nutrientId = row.get('nutrient_id');
      const nbr = nutrientNumbers.get(nutrientId);
      if (nbr === undefined) {
        throw new FoodDataError(name, row.line, `nutrient_id ${nutrientId} is not in nutrient.csv`);
      }
      const amount = row.get('amount').trim();
      if (amount !== '') {
        checkDecimal(name, row.line, 'amount', amount);
      }
      if (food === null || nbr === null || amount === '') {
        return;
      }
      if (food.nutrients.has(nbr)) {
        throw new FoodDataError(name, row.line, `nutrient ${nbr} of food ${food.fdcId} appears twice`);
      }
      food.nutrients.set(nbr, amount);
    });
    progress?.({ phase: name, done: total, total });
  }

  // food_portion.csv: id, fdc_id, seq_num, amount, measure_unit_id, portion_description, modifier, gram_weight, …
  {
    const { path, name } = await findFile(dir, ['food_portion.csv']);
    const total = await forEachCsvRow(
      path,
      ['fdc_id', 'seq_num', 'amount', 'measure_unit_id', 'portion_description', 'modifier', 'gram_weight'],
      (row) => {
        const food = foodFor(name, row.line, row.get('fdc_id'));
        const portion = readPortion(name, row.line, (column) => row.get(column), units);
        const seqText = row.get('seq_num').trim();
        if (seqText !== '') {
          checkDecimal(name, row.line, 'seq_num', seqText);
        }
        if (food !== null) {
          const seq = seqText === '' ? Number.POSITIVE_INFINITY : Number(seqText);
          food.portions.push({ seq, order: food.portions.length, portion });
        }
      },
    );
    progress?.({ phase: name, done: total, total });
  }

  await readCalorieFactors(dir, kept, skipped);

  const result = foods.map(toFood);
  return { foods: result, counts: countFoods(result) };
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

/** Atwater factors from the two optional conversion-factor files, when both are present. */
async function readCalorieFactors(
  dir: string,
  kept: ReadonlyMap<string, FdcFood>,
  skipped: ReadonlySet<string>,
): Promise<void> {
  const factorsPath = join(dir, 'food_nutrient_conversion_factor.csv');
  const caloriePath = join(dir, 'food_calorie_conversion_factor.csv');
  if (!(await fileExists(factorsPath)) || !(await fileExists(caloriePath))) {
    return;
  }
  const factorFood = new Map<string, FdcFood | null>();
  await forEachCsvRow(factorsPath, ['id', 'fdc_id'], (row) => {
    const file = 'food_nutrient_conversion_factor.csv';
    const id = row.get('id');
    checkId(file, row.line, 'id', id);
    const fdcId = row.get('fdc_id');
    checkId(file, row.line, 'fdc_id', fdcId);
    const food = kept.get(fdcId);
    if (food === undefined && !skipped.has(fdcId)) {
      throw new FoodDataError(file, row.line, `food ${fdcId} is not in food.csv`);
    }
    factorFood.set(id, food ?? null);
  });
  await forEachCsvRow(
    caloriePath,
    ['food_nutrient_conversion_factor_id', 'protein_value', 'fat_value', 'carbohydrate_value'],
    (row) => {
      const file = 'food_calorie_conversion_factor.csv';
      const id = row.get('food_nutrient_conversion_factor_id');
      const food = factorFood.get(id);
      if (food === undefined) {
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
      if (food !== null) {
        food.calorieFactors = { protein, fat, carbohydrate };
      }
    },
  );
}

function toFood(food: FdcFood): Food {
  const portions = food.portions.sort((a, b) => a.seq - b.seq || a.order - b.order).map((p) => p.portion);
  return {
    id: fdcFoodId(food.fdcId),
    source: 'usda_fdc',
    source_id: food.fdcId,
    name: food.name,
    category: food.category,
    common_names: [],
    nutrients: nutrientValuesFromSr28(food.nutrients),
    portions,
    density_g_per_ml: densityFromPortions(portions),
    calorie_factors: food.calorieFactors,
    added_sugar: isAddedSugarSource(food.name, food.category),
    allergens: detectAllergens(food.name, food.category),
  };
}
