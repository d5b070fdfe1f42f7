/**
 * SR28 measures the converter does not use: a food's portion that disagrees with the food's own
 * other measures, or with the same measure of its nearest food, by far more than packing explains.
 * Each is matched by the food's name and the portion as SR28 writes them, so a catalogue that
 * corrects it (or a custom food of the same name with other portions) is not touched, and each
 * says what shows it wrong; the conversion repeats that in its reasoning.
 */

import type { FoodPortion } from '../foods/food.ts';

export interface PortionErratum {
  /** The food's name as SR28 writes it. */
  food: string;
  /** The portion as SR28 writes it: amount, unit, gram weight. */
  amount: string;
  unit: string;
  grams: string;
  /** What shows the measure wrong, and what is weighed instead. */
  note: string;
}

export const PORTION_ERRATA: readonly PortionErratum[] = [
  {
    food: 'Sweetener, syrup, agave',
    amount: '0.25',
    unit: 'cup',
    grams: '55',
    note: "SR28's ¼ cup of agave syrup (55 g, 0.93 g/ml) would be lighter than water, against its own teaspoon (6.9 g, 1.40 g/ml) and honey's 1.42 g/ml; the teaspoon is used.",
  },
  {
    food: 'Spearmint, fresh',
    amount: '2',
    unit: 'tbsp',
    grams: '11.4',
    note: "SR28's 2 tablespoons of fresh spearmint (11.4 g) weigh 3.6 times its fresh peppermint's (3.2 g), leaves of the same size, and twice its chopped basil's (5.3 g); not used.",
  },
];

/** The food's portions without its errata, and the notes of those set aside. */
export function withoutErrata(
  foodName: string,
  portions: readonly FoodPortion[],
): { portions: readonly FoodPortion[]; notes: string[] } {
  const errata = PORTION_ERRATA.filter((e) => e.food === foodName);
  if (errata.length === 0) {
    return { portions, notes: [] };
  }
  const notes: string[] = [];
  const kept = portions.filter((portion) => {
    const erratum = errata.find(
      (e) =>
        Number(e.amount) === Number(portion.amount) &&
        e.unit === portion.unit.trim() &&
        Number(e.grams) === Number(portion.grams),
    );
    if (erratum !== undefined) {
      notes.push(erratum.note);
    }
    return erratum === undefined;
  });
  return { portions: kept, notes };
}
