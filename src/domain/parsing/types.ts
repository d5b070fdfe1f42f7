/** An amount found in an ingredient line: "14.5 oz", "2 sticks", "3-4". */
export interface ParsedAmount {
  quantity: number;
  /** Upper end of a range ("3-4", "2 to 3"), else null. */
  quantity_max: number | null;
  /** Canonical unit name from `domain/units/units.ts`, or null. */
  unit: string | null;
  /** The unit as written ("oz", "Tbsp."), or null. */
  unit_text: string | null;
  /** The whole amount as written ("14.5 oz"). */
  text: string;
  /**
   * For a secondary amount: `each` when it is written before the name and sizes each counted item
   * or container ("1 (15 ounce) can", "2 x 400g tins"), `total` when it follows the name and
   * measures the whole line ("4 chicken breasts (about 1 1/2 pounds)").
   */
  scope: 'each' | 'total';
}

/** Closed list of problems the parser reports instead of guessing. */
export type ParseIssueCode = 'empty_input' | 'unreadable_quantity' | 'invalid_range' | 'missing_name';

export interface ParseIssue {
  code: ParseIssueCode;
  message: string;
  /** The part of the line the issue is about, as written. */
  text?: string;
}

export interface ParsedIngredient {
  input: string;
  /** Primary amount; lower end of a range; null when the line has none. */
  quantity: number | null;
  /** Upper end of a range ("3-4", "2 to 3"), else null. */
  quantity_max: number | null;
  /** The amount as written ("1 1/2", "½", "3-4"). */
  quantity_text: string | null;
  /** Canonical unit name from `domain/units/units.ts`, or null. */
  unit: string | null;
  /** The unit as written ("Tbsp.", "cups", "large can"). */
  unit_text: string | null;
  /** Size word qualifying a count ("large" in "2 large eggs"), one of SIZE_WORDS. */
  size: string | null;
  /** Ingredient name ("all-purpose flour"). */
  name: string;
  /** Preparation and comments, in order, joined with ", " ("sifted"). */
  comment: string | null;
  /** Other amounts in the line: "1 (14.5 oz) can" gives 14.5 ounce. */
  secondary: ParsedAmount[];
  /**
   * Amounts added to the primary one: "1 tablespoon plus 1 teaspoon" gives 1 teaspoon (also a
   * comment); one taken away has a negative quantity ("1 cup minus 2 tablespoons" gives -2 tablespoons).
   */
  added: ParsedAmount[];
  /** What could not be read. */
  errors: ParseIssue[];
}
