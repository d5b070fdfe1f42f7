import { dec, decString } from '../decimal.ts';
import { NUTRIENTS, type NutrientValues } from '../nutrition/nutrients.ts';

/** Micrograms of vitamin D per international unit (1 IU = 0.025 mcg cholecalciferol). */
export const VITAMIN_D_MCG_PER_IU = '0.025';

const VITAMIN_D_MCG = '328';
const VITAMIN_D_IU = '324';

/**
 * Per-100 g values keyed by BMID, in registry order, from values keyed by SR28 nutrient number
 * (FoodData Central's `nutrient_nbr` is the same number). Values are kept exactly as given;
 * numbers the registry does not know are dropped. Vitamin D in mcg comes from 328; when a food
 * has only 324 (IU), the mcg value is derived as IU × 0.025. A nutrient the source lacks stays
 * absent, never zero.
 */
export function nutrientValuesFromSr28(bySr28: ReadonlyMap<string, string>): NutrientValues {
  const out: Record<string, string> = {};
  for (const def of NUTRIENTS) {
    if (def.sr28_number === null) {
      continue;
    }
    const value = bySr28.get(def.sr28_number);
    if (value !== undefined) {
      out[def.bmid] = value;
    } else if (def.sr28_number === VITAMIN_D_MCG) {
      const iu = bySr28.get(VITAMIN_D_IU);
      if (iu !== undefined) {
        out[def.bmid] = decString(dec(iu).times(VITAMIN_D_MCG_PER_IU));
      }
    }
  }
  return out;
}
