/**
 * The population a US label is written for. 21 CFR 101.9(c)(8)(i): foods represented or purported
 * to be specifically for infants through 12 months, children 1 through 3 years, or pregnant and
 * lactating women use that group's Daily Values; every other food uses the values for adults and
 * children 4 or more years of age (the default).
 */
export const DEMOGRAPHICS = [
  'adults_and_children_over_4',
  'infants_through_12_months',
  'children_1_3_years',
  'pregnant_and_lactating_women',
] as const;

export type Demographic = (typeof DEMOGRAPHICS)[number];

export const DEFAULT_DEMOGRAPHIC: Demographic = 'adults_and_children_over_4';

export function isDemographic(value: string): value is Demographic {
  return (DEMOGRAPHICS as readonly string[]).includes(value);
}

/**
 * Calories of the reference diet the footnote names ((d)(9)): 2,000 for everyone except foods for
 * children 1 through 3 years, whose footnote says 1,000. Infant foods carry no footnote
 * ((j)(5)(ii)), so they have no reference diet here.
 */
export function referenceCalories(demographic: Demographic): string | null {
  switch (demographic) {
    case 'children_1_3_years':
      return '1,000';
    case 'infants_through_12_months':
      return null;
    default:
      return '2,000';
  }
}
