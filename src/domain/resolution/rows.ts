import { dec, decString } from '../decimal.ts';
import type { Food } from '../foods/food.ts';
import { DESCRIPTOR_WORDS } from '../matching/lexicon.ts';
import { type MatchCandidate, type MatchResult, SELECT_MIN_CONFIDENCE } from '../matching/match.ts';
import {
  COMMA_ADJECTIVES,
  COMMENT_NOUNS,
  LEADING_COMMENT_WORDS,
  STATE_WORDS as PARSER_STATE_WORDS,
  PREPOSITIONS,
} from '../parsing/comment-words.ts';
import { lookUpUnit } from '../parsing/lexicon.ts';
import {
  alternativesOf,
  firstAlternative,
  joinedParts,
  offersOtherFoods,
  qualifiesOnly,
} from '../parsing/name-lists.ts';
import { isPreparationLike } from '../parsing/name-words.ts';
import { parseIngredientLine } from '../parsing/parse-ingredient-line.ts';
import type { ParsedAmount, ParseIssueCode } from '../parsing/types.ts';
import {
  AFTER_MEASURING,
  type ConversionStep,
  type ConvertibleFood,
  convertToGrams,
  drainedSaid,
  figure,
} from '../units/convert.ts';
import { HEAPED_SPOON } from '../units/household-estimates.ts';
import { canonicalUnitName, singular } from '../units/portion-description.ts';
import { nameWords, preparationWords } from '../units/portion-match.ts';
import type { Sibling } from '../units/siblings.ts';
import { unitByName } from '../units/units.ts';
import type { ResolveEntry } from './plan.ts';
import type {
  ParsedLine,
  ParseProblem,
  ResolutionCandidate,
  ResolutionRow,
  RowConversion,
  RowError,
  RowNotice,
  RowSearch,
  SecondaryQuantity,
  SessionConversionStep,
} from './session.ts';

/**
 * Building the rows of a session: parse a line, match its name, convert its quantity with the
 * chosen food. Matching and food look-ups come from the caller (the service loads the foods), so
 * this stays pure. A row that cannot be resolved says why in `error`; no weight is ever invented
 * (a household estimate of the converter says what it rests on, and is marked approximate).
 */

/** A food a row may use, and the version a line using it is pinned to (custom ingredients). */
export interface ResolvedFood {
  food: Food;
  pinned_version_id: string | null;
  /**
   * Catalogue foods that may lend their portions when the food lists none for the line's measure
   * (`siblings.ts`), nearest first; absent or empty when none were looked up.
   */
  siblings?: readonly Sibling<Food>[];
}

export type FoodLookup = (id: string) => ResolvedFood | undefined;

const NAME_PROBLEMS: ReadonlySet<ParseIssueCode> = new Set(['empty_input', 'missing_name']);

/**
 * Below this confidence the best candidate is more likely wrong than right (confidence is the
 * calibrated share of lines right): the row is `no_match`, its candidates still listed.
 */
export const NO_MATCH_BELOW = 0.5;

/** The id of a food's portion, as rows and confirm results name it. */
export function portionId(foodId: string, index: number): string {
  return `${foodId}:p${index}`;
}

/** A secondary or added amount as a row keeps it; a range ("3 1/2 to 4 pounds") at its midpoint. */
export function amountOf(a: ParsedAmount): SecondaryQuantity {
  const quantity =
    a.quantity_max === null ? decString(a.quantity) : decString(dec(a.quantity).plus(a.quantity_max).div(2));
  return { quantity, unit: a.unit, scope: a.scope };
}

/**
 * A bird sold with its giblets ("1 chicken with giblets", "1 (12 pound) turkey with the giblets
 * and neck"): the bird is measured, its giblets come in the bag. SR28's chicken giblets, 1.8 kg
 * of them for "1 (4 pound) chicken with giblets", had been selected.
 */
const BIRD_WITH_GIBLETS =
  /^(.*\b(?:chickens?|turkeys?|ducks?|ducklings?|geese|goose|hens?|capons?|poussins?|broilers?|fryers?|roasters?))\s+(with\s+(?:the\s+|its\s+|their\s+)?giblets(?:\s+and\s+(?:the\s+)?necks?)?)\s*$/i;

/**
 * Parses a free-text line; a range converts at its midpoint (its ends stay in quantity_range).
 * A name offering alternatives ("butter or margarine") is measured as its first one, the food
 * the recipe names first; what a bird comes with is a note, not the name (BIRD_WITH_GIBLETS).
 */
export function parseLine(text: string, position: number): ParsedLine {
  const p = parseIngredientLine(text);
  const bird = BIRD_WITH_GIBLETS.exec(p.name);
  const name = bird?.[1] ?? p.name;
  const preparation =
    bird?.[2] === undefined ? p.comment : [bird[2], p.comment].filter((c) => c !== null).join(', ');
  const issue = p.errors.find((e) => NAME_PROBLEMS.has(e.code)) ?? p.errors[0];
  const error: ParseProblem | null =
    issue === undefined
      ? null
      : {
          code: issue.code,
          message: issue.message,
          field: NAME_PROBLEMS.has(issue.code) ? 'ingredient_name' : 'quantity',
        };
  let quantity: string | null = null;
  let range: [string, string] | null = null;
  if (p.quantity !== null) {
    const low = decString(p.quantity);
    if (p.quantity_max !== null) {
      const high = decString(p.quantity_max);
      range = [low, high];
      quantity = decString(dec(low).plus(high).div(2));
    } else {
      quantity = low;
    }
  }
  return {
    position,
    original_text: text,
    quantity,
    quantity_text: p.quantity_text,
    quantity_range: range,
    unit: p.unit,
    unit_text: p.unit_text,
    size: p.size,
    ingredient_name: name === '' ? null : firstAlternative(name),
    preparation,
    secondary_amounts: p.secondary.map(amountOf),
    added_amounts: p.added.map(amountOf),
    error,
  };
}

/** mass, volume or count: the kind of quantity a unit measures (bare counts, containers and sizes count). */
export function conversionClassOf(unit: string | null): string {
  if (unit === null) {
    return 'count';
  }
  const name = canonicalUnitName(unit.toLowerCase());
  const kind = name === undefined ? undefined : unitByName(name)?.kind;
  return kind === 'mass' || kind === 'volume' ? kind : 'count';
}

export function sessionStep(s: ConversionStep): SessionConversionStep {
  return {
    input_quantity: s.from_quantity,
    input_unit: s.from_unit,
    output_quantity: s.to_quantity,
    output_unit: s.to_unit,
    source: s.source,
    conversion_class: conversionClassOf(s.from_unit),
    reasoning: s.reasoning,
  };
}

export function candidateOf(c: MatchCandidate, food: Food | undefined): ResolutionCandidate {
  return {
    ingredient_id: c.ingredient_id,
    ingredient_name: c.ingredient_name,
    name: c.ingredient_name,
    item_type: 'ingredient',
    category: food?.category ?? null,
    confidence: c.confidence,
    relevance_score: c.score,
    search_strategy: c.strategy,
    nutrient_count: food === undefined ? 0 : Object.keys(food.nutrients).length,
    portion_count: food?.portions.length ?? 0,
    food_portions: (food?.portions ?? []).map((p, i) => ({
      id: portionId(c.ingredient_id, i),
      amount: p.amount,
      unit_name: p.unit,
      modifier: p.modifier,
      gram_weight: p.grams,
    })),
  };
}

function emptySearch(name: string | null): RowSearch {
  return {
    query_text: name,
    ingredient_id: null,
    ingredient_name: null,
    provenance: null,
    match_confidence: null,
    search_strategy_used: 'none',
    candidates: [],
  };
}

/** A line parsed and its name matched, before the foods behind the candidates are known. */
export interface PreparedEntry {
  entry: ResolveEntry;
  parsed: ParsedLine;
  /** null: no search ran (the name is missing, or the entry keeps its row's search). */
  match: MatchResult | null;
  /** The ingredients the name joins ("salt and pepper"), when it names more than one; else null. */
  joined: string[] | null;
  /**
   * The alternative the line offers whose foods lead the candidates, when the food it names first
   * has no fair match ("candlenuts or macadamia nuts"); null otherwise.
   */
  alternative: string | null;
}

export function prepareEntry(entry: ResolveEntry, match: (name: string) => MatchResult): PreparedEntry {
  let parsed = entry.parsed ?? parseLine(entry.originalText, 0);
  const name = parsed.ingredient_name;
  const searchable = entry.search === 'match' && name !== null && parsed.error?.field !== 'ingredient_name';
  if (!searchable) {
    return { entry, parsed, match: null, joined: null, alternative: null };
  }
  const counted = parsed.quantity !== null;
  let result = canOnlyBy(
    match(searchName(name, parsed.preparation, parsed.unit, counted, parsed.original_text)),
    // The same search without the can's word (and so without what a bare count would add).
    () => match(searchName(name, parsed.preparation, null, false)),
    parsed.unit,
  );
  // A class with an example ("hard cheese, like Pecorino Romano") is the example, when the
  // catalogue knows it as well as the class, or selects it as a food of the class's group.
  const example = exampleOf(name, parsed.preparation ?? '');
  if (example !== null) {
    const byExample = match(
      searchName(example, parsed.preparation, parsed.unit, counted, parsed.original_text),
    );
    if (
      ((byExample.candidates[0]?.confidence ?? 0) >= (result.candidates[0]?.confidence ?? 0) ||
        exampleOfTheClass(byExample, result, parsed.original_text)) &&
      !colourContradicted(name, byExample.candidates[0]?.ingredient_name ?? '') &&
      !exampleSaysNothing(example, name, result, byExample, match)
    ) {
      result = byExample;
    }
  }
  // "1 tsp rai (mustard seeds)", "1 cup Egyptian rice (short-grain rice)": a name glossed in
  // brackets is the gloss, when the name itself selects no food and the gloss does: a name that
  // finds no fair food (a word in another language), or a gloss that says the name's own word
  // again more exactly.
  const written = example === null ? glossOf(name, parsed) : null;
  const bySearching = (text: string) =>
    match(
      searchName(text, afterKind(parsed.preparation ?? '', text), parsed.unit, counted, parsed.original_text),
    );
  const glossed = result.selected === null ? written : null;
  const gloss =
    glossed !== null &&
    ((result.candidates[0]?.confidence ?? 0) < NO_MATCH_BELOW || sharesAWord(glossed, name))
      ? glossed
      : null;
  if (gloss !== null) {
    const byGloss = bySearching(gloss);
    if (byGloss.selected !== null && byGloss.selected.confidence > (result.candidates[0]?.confidence ?? 0)) {
      result = byGloss;
    }
  }
  // "1/4 cup rice wine (mirin)", "3 lb pork shoulder (Boston butt)", "2 tbsp soy sauce (tamari)":
  // a name the line glosses in brackets with a more exact one. The gloss's food, when it selects
  // one; when it finds another food less surely, or none the catalogue has, the name's food is no
  // longer selected and the gloss's foods are offered first (sake had been selected for mirin, a
  // whole pork shoulder for Boston butt, salted cooking wine for "cooking wine (mirin)").
  const bracketed =
    gloss === null && written !== null && namesAFood(written) && !onlyFoodOfItsName(name, result)
      ? written
      : null;
  if (bracketed !== null && result.selected !== null) {
    // A food found only by reading the gloss as a misspelling is none of its foods ("smoked
    // sausage (linguica)" had offered dry pasta first, as linguine, "fish stock (fumet)" a Fumé
    // Blanc wine).
    const searched = bySearching(bracketed);
    const byBracket = { ...searched, candidates: searched.candidates.filter((c) => c.strategy !== 'fuzzy') };
    // A cooked dish of the gloss's name is no other food for a line that names no cooking ("4 veal
    // shanks (osso buco)": SR28's braised osso buco).
    const top = byBracket.candidates.find(
      (c) => !/\bcooked\b/i.test(c.ingredient_name) || /\bcooked\b/i.test(parsed.original_text),
    );
    // None fairly: "1 drumstick (moringa)" on a catalogue without the pods had kept the chicken
    // drumstick, the gloss's only candidate at 0.39.
    const offersNone = (byBracket.candidates[0]?.confidence ?? 0) < NO_MATCH_BELOW;
    // A gloss whose food shares no word with the name, when the name's own food does, is another
    // kitchen's word for that food, not a more exact one: Jamaica's "pimento" is allspice ("1 tbsp
    // whole allspice berries (pimento)" had been SR28's canned pimiento, 12 g).
    const anotherKitchensWord =
      byBracket.selected !== null &&
      sharesAWord(result.selected.ingredient_name, name) &&
      !sharesAWord(byBracket.selected.ingredient_name, name);
    if (
      !anotherKitchensWord &&
      byBracket.selected !== null &&
      byBracket.selected.ingredient_id !== result.selected.ingredient_id
    ) {
      result = byBracket;
    } else if (
      !anotherKitchensWord &&
      (offersNone ||
        (top !== undefined &&
          top.ingredient_id !== result.selected.ingredient_id &&
          top.confidence >= NO_MATCH_BELOW))
    ) {
      result = eachPartFirst(result, [byBracket, result]);
    }
  }
  // "1 cup milk (dairy or non-dairy)": the line leaves it to the cook whether the food is dairy
  // or plant-based, which differ several times over on a label (whole milk had been selected).
  // Nothing is selected. A kind merely left open ("plain yogurt of your choice") is the usual one,
  // as nutritionists label it.
  if (result.selected !== null && KIND_LEFT_OPEN.test(parsed.original_text) && DAIRY_WORDS.test(name)) {
    result = { ...result, selected: null };
  }
  // "2 cups squash, butternut, cubed", "1 cup mushrooms, shiitake": a kind written after the name,
  // as a shopping list writes it, that the kinds table does not list. The name with the kind is
  // searched too, and taken when it finds another food more surely (SR28's summer squash and white
  // mushrooms had been selected).
  // The line is then read as naming that kind (its weight as bought, its parts, as "chicken wings"
  // is): "1 lb chicken, wings" weighs the wings' meat and skin, 281 g, not 454.
  const kind = example === null ? kindAfterComma(name, parsed.preparation) : null;
  if (kind !== null) {
    const kindName = PART_KINDS.test(kind) ? `${name.trim()} ${kind}` : `${kind} ${name.trim()}`;
    const kindPreparation = afterKind(parsed.preparation ?? '', kind);
    const byKind = match(searchName(kindName, kindPreparation, parsed.unit, counted, parsed.original_text));
    const chosen = byKind.selected;
    // A brisket's half or a ham's end is never the whole (the starter has only the whole: asked).
    const half = / half$/.test(kind);
    if (
      (half && chosen?.ingredient_id !== result.selected?.ingredient_id) ||
      (chosen !== null &&
        chosen.ingredient_id !== result.selected?.ingredient_id &&
        (chosen.confidence > (result.candidates[0]?.confidence ?? 0) ||
          // "1 lb chicken, breasts, boneless": the breast the catalogue names, not the whole bird
          // the plain name had selected at 0.92.
          (namesKind(chosen.ingredient_name, kind) &&
            !namesKind(result.selected?.ingredient_name ?? '', kind))))
    ) {
      result = byKind;
      parsed = { ...parsed, ingredient_name: kindName, preparation: kindPreparation };
    }
  }
  const joined =
    zestAndJuice(name, parsed.preparation, parsed.unit, match) ??
    joinedIngredients(name, result, match) ??
    eggPartAdded(name, parsed.preparation, match) ??
    secondIngredient(name, parsed.preparation, match);
  // "4 tbsp tomato purée": each country's food is offered first, in turn; nothing is selected.
  const regional = regionalName(parsed);
  if (joined === null && regional !== null) {
    result = eachPartFirst(result, [result, match(regional.other)]);
  }
  const offered =
    entry.parsed === null && joined === null && regional === null
      ? alternativeOffered(parsed, result, match)
      : null;
  return {
    entry,
    parsed,
    match: joined === null ? (offered?.match ?? result) : eachPartFirst(result, joined.matches),
    joined: joined?.parts ?? null,
    alternative: offered?.name ?? null,
  };
}

/**
 * "3 candlenuts or macadamia nuts", "4 oz mascarpone or cream cheese": the food a line names first
 * has no fair match in the catalogue (no_match), and an alternative the line offers is found
 * surely. Its foods lead the candidates, so a person sees the food the recipe allows for instead
 * of nothing, or of the nearest string; nothing is selected, for the recipe's first choice is the
 * food it was likely made with (the line stays no_match, reason `alternative_offered`). Only for a
 * line as written: a name a client edited offers no alternatives.
 */
function alternativeOffered(
  parsed: ParsedLine,
  first: MatchResult,
  match: (name: string) => MatchResult,
): { name: string; match: MatchResult } | null {
  if (first.selected !== null || (first.candidates[0]?.confidence ?? 0) >= NO_MATCH_BELOW) {
    return null;
  }
  const name = parseIngredientLine(parsed.original_text).name;
  if (/\s(?:and|&)\s/i.test(name)) {
    return null;
  }
  const [named, ...others] = alternativesOf(name);
  if (others.length === 0 || named !== parsed.ingredient_name) {
    return null;
  }
  for (const other of others) {
    const found = match(
      searchName(other, parsed.preparation, parsed.unit, parsed.quantity !== null, parsed.original_text),
    );
    if (found.selected !== null) {
      const limit = Math.max(first.candidates.length, found.candidates.length);
      const seen = new Set<string>();
      const candidates = [...found.candidates, ...first.candidates].filter((c) => {
        const fresh = !seen.has(c.ingredient_id);
        seen.add(c.ingredient_id);
        return fresh;
      });
      return { name: other, match: { ...first, candidates: candidates.slice(0, limit), selected: null } };
    }
  }
  return null;
}

/**
 * The example, selected, is a food of the group the class found: "neutral oil, like canola" is
 * canola oil (0.93), though the class matched soybean oil at 0.97, with twice canola's saturated
 * fat. Not an example read with the wrong noun ("peanut butter (such as Jif)" is no "Jif butter"
 * of the dairy group), nor one of another food the line offers ("maple syrup or other sweetener,
 * like sugar or honey" gives examples of the other sweetener, not of the maple syrup measured).
 */
function exampleOfTheClass(byExample: MatchResult, byClass: MatchResult, line: string): boolean {
  const example = byExample.selected;
  return (
    example !== null &&
    example.category === byClass.candidates[0]?.category &&
    !offersOtherFoods(line.split(EXAMPLE_WORD)[0] ?? '')
  );
}

/**
 * An example the catalogue knows no word of but the class's noun: a brand ("almond flour (such as
 * Bob's Red Mill)" searched as "Bob's Red Mill flour" finds what "flour" alone does, all-purpose
 * wheat flour, which had replaced the almond flour the line names; "butter (such as Plugrá)" lost
 * "unsalted"). The example says nothing of the food when its food is the bare noun's, shares no
 * other word of it, and is not the food the name finds: the name stands. An example that only
 * confirms the name's food ("apple brandy, such as calvados") still lends it its confidence.
 */
function exampleSaysNothing(
  example: string,
  name: string,
  byName: MatchResult,
  byExample: MatchResult,
  match: (name: string) => MatchResult,
): boolean {
  const noun = name.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const found = byExample.candidates[0];
  // An example that finds the name's own food confirms it, unless the name finds no fair food:
  // "gluten-free flour (such as Bob's Red Mill 1-to-1)" names none SR28 has, and the brand's
  // search, the bare flour's wheat flour, had lent that nearest food its confidence.
  const byNameTop = byName.candidates[0];
  if (
    found === undefined ||
    noun === name.trim().toLowerCase() ||
    (found.ingredient_id === byNameTop?.ingredient_id && byNameTop.confidence >= NO_MATCH_BELOW)
  ) {
    return false;
  }
  const words = example.toLowerCase().split(/\s+/);
  const others = words.slice(0, -1).join(' ');
  return (
    words.at(-1) === noun &&
    !sharesAWord(others, found.ingredient_name) &&
    match(noun).candidates[0]?.ingredient_id === found.ingredient_id
  );
}

/**
 * Words that open a bracket which says something of the food, not what it is called: "(about 1
 * lb)", "(from 2 lemons)", "(see note)", "(optional)", "(such as Valentina)", "(skin on)", "(NOT
 * evaporated milk)".
 */
const NOT_A_GLOSS =
  /^(?:about|approx|approximately|from|for|see|optional|such|like|preferably|plus|divided|to|in|at|on|with|without|if|each|skin|bone|room|cut|peeled|chopped|minced|sliced|diced|grated|softened|melted|not|no|never|use|do|any)\b/i;

/**
 * The name a line glosses in brackets straight after its own ("kishmish (raisins)", "karela
 * (bitter gourd)", "sabudana (tapioca pearls)"): the first part of the preparation, when the line
 * writes it so and it reads as a name (a few words, no amount, no "or", not a remark such as "(see
 * note)" or "(about 1 lb)"). Null otherwise.
 */
function glossOf(name: string, parsed: ParsedLine): string | null {
  const gloss = (parsed.preparation ?? '').split(/[,;]/)[0]?.trim() ?? '';
  if (
    gloss === '' ||
    gloss.split(/\s+/).length > 3 ||
    /\d/.test(gloss) ||
    /\b(?:or|and)\b|&/i.test(gloss) ||
    NOT_A_GLOSS.test(gloss) ||
    // "(walnut-size)" likens a size and "(southern style)" a style, naming no food ("frozen hash
    // browns (southern style)" had become the starter's dry cowpeas, whose name says "southern").
    /\b(?:size|sized|shaped|style|type|kind)\b/i.test(gloss)
  ) {
    return null;
  }
  const written = parsed.original_text.toLowerCase();
  return written.includes(`${name.trim().toLowerCase()} (${gloss.toLowerCase()})`) ? gloss : null;
}

/**
 * A gloss no catalogue food answers that still names a food: a word or two, none of them how the
 * food is bought, kept or cut ("mirin", "gochugaru"; not "organic", "thawed", "packed").
 */
function namesAFood(gloss: string): boolean {
  const words = gloss.toLowerCase().split(/\s+/);
  return (
    words.length <= 2 &&
    words
      .flatMap((word) => word.split('-'))
      .every(
        (word) =>
          /^[a-z]{3,}$/.test(word) &&
          mayNameKind(word) &&
          !DESCRIPTOR_WORDS.has(word) &&
          !/(?:ed|ly|ing)$/.test(word),
      )
  );
}

/**
 * A one-word name that selects the catalogue's only food of that name ("1 pound yautia (taro
 * root)": SR28's "Yautia (tannier), raw"): the name is exact, and a gloss explains it to a reader
 * (taro, a look-alike, had replaced it). Not a name of a class, whose foods are several ("wine
 * (mirin)", "oil (olive)").
 */
function onlyFoodOfItsName(name: string, result: MatchResult): boolean {
  const word = name.trim().toLowerCase();
  const headOf = (food: string) =>
    (food.split(',')[0] ?? '')
      .replace(/\s*\(.*\)\s*$/, '')
      .trim()
      .toLowerCase();
  const named = (food: string) => {
    const head = headOf(food);
    return head === word || `${head}s` === word || head === `${word}s`;
  };
  return (
    /^[a-z]+$/.test(word) &&
    result.selected !== null &&
    named(result.selected.ingredient_name) &&
    result.candidates.filter((c) => named(c.ingredient_name)).length === 1
  );
}

function sharesAWord(a: string, b: string): boolean {
  const words = new Set(
    b
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2),
  );
  return a
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => words.has(w));
}

/** Food groups a can only holds: canning changes nothing of a drink, a broth or a sauce. */
const POURED_GROUPS: ReadonlySet<string> = new Set(['Beverages', 'Soups, Sauces, and Gravies']);

/**
 * A can that only holds the food: "1 12-ounce can beer" searched as "canned beer" finds beer, which
 * SR28 does not list canned, with the unmet "canned" counted against it. When the first food is
 * a drink, a broth or a sauce whose name says no can, and the same without the can, the match
 * without it stands. Not a fruit, a vegetable or a fish: canned lychees are in syrup, and SR28's
 * raw ones are another food. A refrigerated dough's can is its tube ("1 (16.3 oz) can refrigerated
 * biscuits" had stopped at 0.61 on the unmet word).
 */
function canOnlyBy(withCan: MatchResult, without: () => MatchResult, unit: string | null): MatchResult {
  const first = withCan.candidates[0];
  if (unit === null || !CANNED_UNITS.has(unit.toLowerCase()) || first === undefined) {
    return withCan;
  }
  const holdsOnly = POURED_GROUPS.has(first.category) || /\brefrigerated\b/i.test(first.ingredient_name);
  if (!holdsOnly) {
    // "1 can (12 oz) Red Bull": the can's word alone had found canned tomatoes first (0.41). When
    // the food found is a canned one, not selected, and the name without the can finds a drink
    // more surely, the drink is what the can holds.
    if (withCan.selected !== null || !/\bcanned\b/i.test(first.ingredient_name)) {
      return withCan;
    }
    const plain = without();
    const drink = plain.candidates[0];
    return drink !== undefined && drink.category === 'Beverages' && drink.confidence > first.confidence
      ? plain
      : withCan;
  }
  if (/\b(?:canned|can)\b/i.test(first.ingredient_name)) {
    return withCan;
  }
  const plain = without();
  return plain.candidates[0]?.ingredient_id === first.ingredient_id ? plain : withCan;
}

/**
 * A line naming several ingredients ("salt and pepper") offers each one's best food first, in
 * turn, then the others of each: a person choosing one food for the row sees every ingredient's,
 * not only the foods the whole name found. Nothing is selected.
 */
function eachPartFirst(whole: MatchResult, parts: readonly MatchResult[]): MatchResult {
  const lists = [...parts.map((part) => part.candidates), whole.candidates];
  const limit = Math.max(whole.candidates.length, parts.length);
  const seen = new Set<string>();
  const candidates: MatchResult['candidates'] = [];
  for (let rank = 0; candidates.length < limit && lists.some((list) => rank < list.length); rank += 1) {
    for (const list of lists) {
      const candidate = list[rank];
      if (candidate !== undefined && !seen.has(candidate.ingredient_id) && candidates.length < limit) {
        seen.add(candidate.ingredient_id);
        candidates.push(candidate);
      }
    }
  }
  return { ...whole, candidates, selected: null };
}

/** "plus" or "and" before an amount: what follows is added to the line ("and 2 tbsp oil"). */
const AND_AN_AMOUNT =
  /\bplus\b|(?:^|\s)\+\s|\b(?:and|&)\s+(?=\d|[\u00BC-\u00BE\u2150-\u215E]|(?:one|two|three|four|an?)\s)/i;

/** What follows "and" or "plus" in a part of a preparation, up to its next comma. */
const AND_A_PART = /(?:^|,)\s*(?:and|&|plus|\+)\s+([^,]+)/i;

/**
 * What a food is mixed with, by its amount ("mixed with 1 tsp baking powder", "dissolved, in 2
 * tbsp water"); not a form it is made into ("blended into a powder").
 */
const MIXED_WITH =
  /\b(?:mixed|combined|whisked|beaten|stirred|blended|dissolved|diluted|thinned)\b,?\s+(?:with|in)\s+([\d\u00BC-\u00BE\u2150-\u215E][^,]*)/i;

/** What an added amount is for, not a food ("for dusting", "to taste", "as needed"). */
const PURPOSE = /^(?:for|to|as|if|or|of|in|on|at|per|each)\b|\b(?:water|ice)\b/i;
/** More of the first food by another measure, or for another use ("plus 3 sprigs for garnish"). */
const SERVES =
  /\b(?:garnish\w*|serv(?:e|ing)|dust\w*|greas\w*|brush\w*|decorat\w*|topping|rest|remaining|more|extra|sprigs?|scoops?|pieces?|handfuls?|bunch(?:es)?|slices?|wedges?|halves|leftover)\b/i;

/** Words that say more of the same food after "plus" ("plus 1 tbsp extra for greasing"). */
const MORE_OF_IT = /^(?:extra|more|additional|reserved|remaining)$/i;

/**
 * "2 tbsp butter and 2 tbsp oil", "1 onion and 2 carrots, diced", "2 tbsp butter, melted, plus 1
 * tbsp oil", "1 cup flour mixed with 1 tsp baking powder": the line measures a second ingredient
 * after "and", "plus" or a mixing word, with its own amount (the parser keeps it as the
 * preparation, after what it says of the first: "1 cup chopped tomatoes and 2 green chiles" is
 * "chopped, and 2 green chiles"). A food of its own when its best candidate reaches
 * PART_CONFIDENCE and is not the first's (more of the same food is the line's added amount); not
 * a length ("white part and 1 inch green") or an egg part (`eggPartAdded`). The first had been
 * resolved and the second dropped, or weighed as more of the first.
 */
function secondIngredient(
  name: string,
  preparation: string | null,
  match: (name: string) => MatchResult,
): { parts: string[]; matches: MatchResult[] } | null {
  const rest = (AND_A_PART.exec(preparation ?? '') ?? MIXED_WITH.exec(preparation ?? ''))?.[1];
  if (rest === undefined) {
    return null;
  }
  const second = parseIngredientLine(rest);
  const unit = second.unit === null ? undefined : unitByName(canonicalUnitName(second.unit) ?? '');
  const other = firstAlternative(second.name.split(',')[0] ?? '').trim();
  if (
    second.quantity === null ||
    other === '' ||
    MORE_OF_IT.test(other) ||
    unit?.kind === 'length' ||
    (/\beggs?\b/i.test(name) && PLUS_EGG_PART.test(preparation ?? ''))
  ) {
    return null;
  }
  const matches = [match(name), match(other)];
  const [first, added] = matches.map((m) => m.candidates[0]);
  // A second food with its own amount that the catalogue has no fair food for is still a second
  // food: "2 tbsp sesame seeds mixed with 1 tbsp nigella seeds" had been resolved as the sesame
  // alone, the nigella dropped from the label. Not what the amount is for ("plus 2 tbsp for
  // dusting").
  if ((added?.confidence ?? 0) < PART_CONFIDENCE) {
    return PURPOSE.test(other) || SERVES.test(`${other} ${second.comment ?? ''}`)
      ? null
      : { parts: [name, other], matches };
  }
  // More of the same food ("1 cup flour, plus 2 tablespoons flour") is the line's added amount;
  // water a starch or gelatin is mixed with ("1 tbsp cornstarch, dissolved in 2 tbsp cold water")
  // puts nothing on a label.
  return added?.ingredient_id !== first?.ingredient_id &&
    !/^Beverages, water\b/i.test(added?.ingredient_name ?? '')
    ? { parts: [name, other], matches }
    : null;
}

/** A citrus fruit a line uses the zest or the juice of. */
const CITRUS_FRUIT = /\b(lemon|lime|orange|grapefruit|tangerine|clementine|mandarin)(?:e?s)?\b/i;
const ZEST_SAID = /\b(?:zest(?:ed)?|rind|peel(?:ed)?)\b/i;
const JUICE_SAID = /\bjuice[ds]?\b/i;

/**
 * "1 lemon, zested and juiced", "juice and grated rind of 1 orange": counted fruit whose zest and
 * juice the recipe both uses, two foods on a label (SR28's peel and its juice), each offered. It had
 * been asked as a count of peel with no weight per fruit. Not a line measured in a unit ("1 tbsp
 * lemon juice, plus zest to garnish" measures the juice).
 */
function zestAndJuice(
  name: string,
  preparation: string | null,
  unit: string | null,
  match: (name: string) => MatchResult,
): { parts: string[]; matches: MatchResult[] } | null {
  const text = `${name} ${preparation ?? ''}`;
  const fruit = CITRUS_FRUIT.exec(text)?.[1]?.toLowerCase();
  if (unit !== null || fruit === undefined || !ZEST_SAID.test(text) || !JUICE_SAID.test(text)) {
    return null;
  }
  const parts = [`${fruit} zest`, `${fruit} juice`];
  return { parts, matches: parts.map((part) => match(part)) };
}

/** "plus 1 yolk", "and 2 egg whites", "plus 1 whole egg" after eggs or their parts. */
const PLUS_EGG_PART =
  /(?:\bplus|\band|\+)\s+(?:\d+|one|two|three|four|an?)\s+(?:(?:large|medium|small|extra[- ]large)\s+)?(?:egg\s+)?(yolks?|whites?|(?:whole\s+)?eggs?)\b/i;

/**
 * Eggs with another part of an egg added ("3 large eggs, plus 1 yolk", "4 egg yolks plus 1 whole
 * egg"): two foods (a yolk has more than twice the calories of whole egg, gram for gram), each
 * its own line; the yolk had been left out of the weight. Null when the line adds no other part.
 */
function eggPartAdded(
  name: string,
  preparation: string | null,
  match: (name: string) => MatchResult,
): { parts: string[]; matches: MatchResult[] } | null {
  const added = PLUS_EGG_PART.exec(preparation ?? '')?.[1]?.toLowerCase();
  if (added === undefined || !/\b(?:eggs?|yolks?|whites?)\b/i.test(name)) {
    return null;
  }
  const partOf = (text: string) =>
    /\byolks?\b/i.test(text) ? 'egg yolk' : /\bwhites?\b/i.test(text) ? 'egg white' : 'whole egg';
  const part = partOf(added);
  if (part === partOf(name)) {
    return null;
  }
  return { parts: [name, part], matches: [match(name), match(part)] };
}

/** A part of "A and B" is a food of its own when its best candidate is more likely right than wrong. */
const PART_CONFIDENCE = 0.5;

/**
 * The ingredients a name joins with "and" or "&", when each is a food of its own: every part's
 * best candidate reaches PART_CONFIDENCE (whether or not it is confident enough to be selected),
 * and no candidate for the whole name names them together ("sweet and
 * sour sauce", "pork and beans" and "half and half" are one food each). Null otherwise; else
 * the parts with what each matched.
 */
function joinedIngredients(
  name: string,
  whole: MatchResult,
  match: (name: string) => MatchResult,
): { parts: string[]; matches: MatchResult[] } | null {
  const parts = joinedParts(name);
  if (parts.length < 2) {
    return null;
  }
  const matches: MatchResult[] = [];
  for (const part of parts) {
    const m = match(part);
    if ((m.candidates[0]?.confidence ?? 0) < PART_CONFIDENCE) {
      return null;
    }
    matches.push(m);
  }
  // A name the lexicon reads as one food, selected ("chicken drumsticks and thighs": SR28's leg).
  if (
    whole.selected !== null &&
    whole.search_strategy_used === 'synonym' &&
    !/\band\b|&/.test(whole.normalized_query)
  ) {
    return null;
  }
  const heads = parts.map((part) => sameSpelling([...nameWords(part)].at(-1) ?? part.toLowerCase()));
  const together = whole.candidates.some((c) => {
    const words = new Set([...nameWords(c.ingredient_name)].map(sameSpelling));
    return heads.every((head) => words.has(head));
  });
  return together ? null : { parts, matches };
}

/**
 * A word as one food's name and another's would both write it: chile, chili, chilli (SR28's "with
 * green chilies" is the food "diced tomatoes and green chiles" names).
 */
function sameSpelling(word: string): string {
  return /^chil+(?:e|i|y|is|ie)?s?$/.test(word) ? 'chili' : word;
}

const CITRUS = /\b(?:lemon|lime|orange|grapefruit|clementine|tangerine|mandarin|citrus)s?\b/i;
/** Parts of a food a line may keep in its preparation ("2 oranges, zest only", "1 lemon, juiced"). */
const PART_WORDS: readonly (readonly [RegExp, string, RegExp?])[] = [
  [/\bzest(?:ed)?\b/i, 'zest'],
  // A citrus fruit's rind is its zest ("grated rind of 2 oranges"); a cheese's rind is not.
  [/\brind\b/i, 'zest', CITRUS],
  // So is its peel or skin said as the part used ("skin of 2 limes", "1 lemon, peel only"); not a
  // peel removed ("peel and pith removed": the flesh).
  [/^\s*(?:peel|skin)\s+of\b|\b(?:peel|skin)\s+only\b/i, 'zest', CITRUS],
  // "juiced", "juice only", "juice of" ("juice of 1 lemon", and British "juice 1 lemon"); not
  // "with their juice" (canned tomatoes keep theirs), nor "juice reserved" (the can's, kept aside:
  // "pineapple tidbits, juice reserved" had searched pineapple juice).
  [/\bjuiced\b|\bjuice only\b|^\s*juice(?: of)?\b(?!\s+(?:reserved|drained|discarded))/i, 'juice'],
  [/\bwhites?\b(?! (?:pepper|wine|sugar|rice|bread|flour|onion|vinegar))/i, 'white'],
  [/\byolks?\b/i, 'yolk'],
];
/** Parts only an egg has: "the white" of a leek or scallion is its lower stem, not an egg white. */
const EGG_PARTS: ReadonlySet<string> = new Set(['white', 'yolk']);

/** Ways a food is cooked or kept that a line's words say it is in ("toasted", "smoked", "canned"). */
const COOKING_STATES = 'toasted|roasted|boiled|grilled|fried|baked|steamed|poached|braised|smoked|canned';

/**
 * Words of a preparation that say the state the amount is measured in: "2 chicken breasts,
 * cooked" and "1 cup rice, cooked" weigh cooked food, not raw.
 */
const STATE_WORDS = new RegExp(
  String.raw`\b((?:fully |hard[- ]|soft[- ])?cooked|hard[- ]boiled|soft[- ]boiled|${COOKING_STATES}|drained)\b`,
  'gi',
);

/** Meat, poultry and fish: frozen, they are the raw food kept cold (SR28's frozen ones are glazed or breaded products). */
const KEPT_FROZEN =
  /\b(?:chicken|turkey|duck|goose|hens?|wings?|thighs?|drumsticks?|breasts?|legs?|beef|steaks?|pork|lamb|veal|venison|bison|sausages?|bacon|ham|meat|fish|fillets?|salmon|cod|tuna|tilapia|halibut|trout|haddock|pollock|shrimps?|prawns?|scallops?|crab|lobsters?|mussels|clams|squid|calamari|octopus)\b/i;

/**
 * What the measured part of a preparation says joins the search name, in this order (each word
 * comes first), unless the name says it or `unless`:
 * - the state it is measured in ("2 chicken breasts, cooked"), of its first choice ("preferably
 *   homemade or canned": not canned);
 * - peeled: the flesh is measured and eaten ("Cucumber, peeled, raw"; not "unpeeled" or "peeled
 *   or not"), a descriptor, so foods sold without a peeled form lose nothing;
 * - a form SR28 lists apart ("Parmesan cheese, grated": "Cheese, parmesan, grated"), also a
 *   descriptor; grated zest is zest;
 * - skin left on ("skin on", "with the skin", "not skinless"), or taken off ("skinned", "skin removed");
 * - boneless, skinless or bone-in, as a name says them; a colour or lean by itself between commas
 *   (the kind); dried or frozen by themselves, or thawed (the form bought); packed in oil or water.
 */
const MEASURED_WORDS: readonly {
  pattern: RegExp;
  unless?: string;
  word?: string;
  notFor?: RegExp;
  /** Only for a volume: the word says the state a cup is measured in, not a weight's or a count's. */
  volumeOnly?: true;
  /**
   * Read in the preparation's first choice (`FIRST_CHOICE_ENDS`): "young peas, or frozen petits
   * pois, defrosted" are the young peas.
   */
  firstAlternative?: true;
}[] = [
  { pattern: STATE_WORDS, firstAlternative: true },
  // Sautéed is the state a volume is measured in ("1 cup spinach, sauteed" is a cup of the cooked
  // leaves, not 30 g of raw ones); a weight or a count is of the food bought raw ("1 lb mushrooms,
  // sliced and sauteed", "2 onions, sautéed").
  {
    pattern: /\bsaut[eé]ed\b/gi,
    word: 'sauteed',
    unless: 'sautéed',
    volumeOnly: true,
    firstAlternative: true,
  },
  { pattern: /(?<!un)\b(peeled)\b(?! or not)/gi, unless: 'peel|skin|skinless|unpeeled' },
  { pattern: /\b(grated|shredded|shaved|flaked)\b/gi, unless: 'zest|juice' },
  // "4 boneless chicken breast halves, skin on", "with the skin", "(but not skinless)": the skin
  // is weighed and eaten (SR28's "meat and skin"); a descriptor, so a food with no skinless form
  // loses nothing.
  {
    pattern:
      /\b(skin)(?:[- ]on|\s+left\s+on|\s+attached)\b|\bwith\s+(?:the\s+|their\s+|its\s+)?(skin)\b|\bnot\s+(skin)(?:less|ned)\b/gi,
    unless: 'skinless|skinned',
  },
  // "1 lb chicken thighs, boneless skinless", "1 lb pork shoulder, boneless": the cut as the name
  // would say it (the thighs' meat and skin had been selected).
  { pattern: /(?<!\bnot\s+)\b(skinless|boneless)\b/gi },
  // "4 chicken breasts, bone-in": on the bone (the boneless, skinless breast had been selected).
  { pattern: /\bbone[- ]in\b/gi, word: 'bone-in', unless: 'boneless' },
  // "1 cup cabbage, red, shredded", "1 lb ground beef, lean": a kind said by itself between
  // commas, as a shopping list writes it (green cabbage and 80 % lean beef had been selected).
  {
    pattern: /(?:^|,)\s*(red|green|yellow|golden|purple|white|black|brown|(?:extra[- ])?lean)\s*(?=,|;|$)/gi,
  },
  // "1 cup cranberries, dried", "10 oz spinach, frozen": the form bought, said by itself between
  // commas (raw cranberries, a fifth of the energy, had been selected). Not a step ("washed and
  // dried" leaves fresh basil fresh), nor one of two ("frozen or fresh" says neither).
  { pattern: /(?:^|,)\s*(dried)\s*(?=,|;|$)/gi },
  // "1/4 cup dried cranberries (unsweetened)", "1 cup yogurt, nonfat": a variant said by itself in
  // brackets or between commas is the food bought (SR28's sweetened dried cranberries, its only
  // ones, had been selected at 0.99).
  {
    pattern:
      /(?:^|,)\s*(unsweetened|sweetened|unsalted|salted|sugar[- ]free|fat[- ]free|non[- ]?fat|low[- ]fat|reduced[- ]fat|low[- ]sodium|reduced[- ]sodium|gluten[- ]free)\s*(?=,|;|$)/gi,
  },
  { pattern: /(?:^|,)\s*(frozen)\s*(?=,|;|$)/gi, notFor: KEPT_FROZEN },
  // "1 cup peas, thawed": what is thawed was bought frozen.
  {
    pattern: /\b(?:thawed|defrosted)\b/gi,
    word: 'frozen',
    unless: 'fresh',
    notFor: KEPT_FROZEN,
    firstAlternative: true,
  },
  // "1 can tuna, packed in oil": the fish SR28 lists canned in oil, not in water.
  {
    pattern:
      /\b(?:packed|canned|preserved)\s+in\s+(?:olive\s+|vegetable\s+)?oil\b|^\s*in\s+(?:olive\s+)?oil\b/gi,
    word: 'oil-packed',
    unless: 'oil|water',
    firstAlternative: true,
  },
  {
    pattern: /\b(?:packed|canned)\s+in\s+(?:spring\s+)?water\b|^\s*in\s+(?:spring\s+)?water\b/gi,
    word: 'water-packed',
    unless: 'oil|water',
    firstAlternative: true,
  },
  // "2 tbsp chopped jalapeños, from a jar", "1 cup chickpeas (from a can)": the canned food, jars
  // included (SR28's raw jalapeños had been selected).
  {
    pattern: /\bfrom\s+(?:an?\s+|the\s+)?(?:jars?|cans?|tins?)\b/gi,
    word: 'canned',
    unless: 'canned|tinned|jarred|frozen',
    firstAlternative: true,
  },
  // "1 whole chicken, skinned", "4 thighs, skin removed", "legs without the skin": the meat is
  // weighed without its skin (SR28's "meat only"), as "skinless" in the name says.
  {
    pattern:
      /\b(skinned)\b|\b(skins?)\s+(?:removed|discarded|off)\b|\bwithout\s+(?:the\s+|their\s+|its\s+)?(skins?)\b/gi,
    word: 'skinless',
    unless: 'skin|skins|skinned|skin on',
  },
];
/** The can's own juice kept with its food ("with juice", "in their own juice"), not kept aside. */
const CAN_JUICE =
  /\b(?:with|in)\s+(?:(?:its|their|the)\s+)?(?:own\s+|natural\s+)?juice\b(?!\s+(?:of|reserved|drained|discarded))/i;
/** Grated by the cook just before use ("freshly grated", "fresh-grated", "grated fresh"). */
const FRESHLY_GRATED = /\bfresh(?:ly)?[- ]grated\b|\bgrated fresh\b/i;
/** A canned fish's skin and bones taken out ("skin and bones removed", "boneless, skinless"). */
const SKIN_AND_BONES_REMOVED =
  /\b(?:skin and bones?|bones? and skin)\s+(?:removed|discarded|picked out)\b|\b(?:skinless,?\s+(?:and\s+)?boneless|boneless,?\s+(?:and\s+)?skinless)\b/i;
const MEASURED_LATER = /\b(?:then|until|before|after|to serve|for serving)\b|\bor\s+(?=[\d½¼¾⅓⅔⅛])/i;
/**
 * "1 cup rice, cooked according to package directions" measures the rice before cooking; so does
 * a line that says how long or how far to cook it ("2 red onions, roasted for 30 minutes",
 * "4 slices bacon, grilled until crisp", "½ pound bacon, simmered in water for 10 minutes").
 */
const INSTRUCTION =
  /\b(?:according to|as directed|package directions|per package)\b|\b(?:cooked|roasted|boiled|grilled|broiled|fried|steamed|blanched|toasted|baked|sauteed|sautéed|simmered|poached|braised)(?:\s+in\s+[\w-]+)?,?\s+(?:until|for\s+(?:about\s+)?\d)/i;
/** A cacao percentage stated for a chocolate ("70% bittersweet chocolate", "(70% cocoa solids)"). */
const CACAO_PERCENT =
  /\b(\d{2})(?:\s*(?:-|to)\s*\d{2})?\s*(?:%|percent)(?:\s+(?:cocoa|cacao)(?:\s+solids)?)?/i;
/** SR28's bands of dark chocolate by cacao solids: the highest percentage of each, and its words. */
const CACAO_BANDS: readonly (readonly [number, string])[] = [
  [59, '45-59% cacao'],
  [69, '60-69% cacao'],
  [85, '70-85% cacao'],
];

/**
 * A dark chocolate whose cacao percentage the line states is SR28's dark chocolate of that band
 * ("6 ounces 70% bittersweet chocolate": 70-85 % cacao solids, half the sugars of the 45-59 %
 * chocolate SR28's unspecified dark chocolate mostly is); beyond SR28's bands, the nearest one
 * (a 90 % bar is nearer its 70-85 % chocolate than its unspecified one). Milk, white and
 * semisweet chocolate keep their names (SR28 lists each).
 */
function withCacaoBand(name: string, preparation: string): string {
  if (!/\bchocolate\b/i.test(name) || /\b(?:milk|white|semi-?sweet)\b/i.test(name)) {
    return name;
  }
  const percent = CACAO_PERCENT.exec(`${name} ${preparation}`);
  if (percent === null) {
    // Bittersweet chocolate sold for baking is 60 to 72 % cacao: SR28's 60-69 % band (its dark
    // chocolate of no stated cacao, mostly 45-59 %, had been selected). Chips keep the food SR28
    // weighs by the cup of chips.
    return /\bbittersweet\b/i.test(name) && !/\bchips?\b/i.test(name) ? `${name.trim()} 60-69% cacao` : name;
  }
  const value = Number(percent[1]);
  const band = (CACAO_BANDS.find(([high]) => value <= high) ?? CACAO_BANDS.at(-1))?.[1];
  if (band === undefined) {
    return name;
  }
  return `${name.replace(CACAO_PERCENT, '').replace(/\s+/g, ' ').trim()} ${band}`;
}

/**
 * Foods sold uncooked by weight: dry pasta, noodles and grains, and raw meat (bacon, sausage,
 * ground meat, cuts of beef, pork, lamb and poultry).
 */
const BOUGHT_UNCOOKED =
  /\b(?:pasta|spaghetti(?:ni)?|linguine|fettuc+ine|tagliatelle|pappardelle|penne|rigatoni|macaroni|fusilli|farfalle|orzo|lasagn[ae]|noodles?|vermicelli|ziti|bucatini|orecchiette|rotini|rice|couscous|quinoa|bulgur|barley|bacon|sausages?|chorizo|mince|beef|pork|lamb|veal|chicken|turkey|steaks?|chops?|breasts?|thighs?|drumsticks?|tenderloins?|brisket)\b/i;
/** Units a food is bought by: a weight, or the pack it is sold in. */
const AS_BOUGHT_UNITS: ReadonlySet<string> = new Set([
  'ounce',
  'pound',
  'gram',
  'kilogram',
  'package',
  'packet',
  'box',
  'bag',
]);

/**
 * Dry pasta or grain, or raw meat, weighed, or counted by the pack, and then cooked ("1 pound
 * linguine, cooked, drained and kept warm", "8 ounces fettuccine, cooked", "1 lb bacon, cooked and
 * crumbled"): the weight is the weight it is sold by, not that of the cooked food (pasta weighs
 * about 2.4 times as much cooked, bacon a third): the preparation says what is done with it, not
 * the state it is weighed in. A pound of cooked bacon's nutrients had been put on a pound of
 * bacon as bought. Fresh pasta says so in its name; "12 ounces cooked spaghetti" (the line, as
 * written, says cooked before the name) is weighed cooked, and so is a cup ("1 cup rice,
 * cooked", "2 cups chicken, cooked and shredded").
 */
function boughtByWeight(
  name: string,
  unit: string | null,
  line: string | null,
  preparation: string,
): boolean {
  if (
    unit === null ||
    !AS_BOUGHT_UNITS.has(unit.toLowerCase()) ||
    !BOUGHT_UNCOOKED.test(name) ||
    /\b(?:fresh|cooked|leftover|roast(?:ed)?|grilled|smoked|braised|fried|baked|poached|rotisserie)\b/i.test(
      name,
    ) ||
    // Sold cooked ("8 ounces sausage links, fully cooked"): the state it is bought in.
    /\b(?:fully|pre-?)\s*cooked\b/i.test(`${line ?? ''} ${preparation}`)
  ) {
    return false;
  }
  const text = (line ?? '').toLowerCase();
  const cooked = text.search(/\b(?:cooked|boiled|steamed)\b/);
  const named = text.indexOf(name.trim().toLowerCase().split(/\s+/)[0] ?? '');
  return cooked < 0 || named < 0 || cooked > named;
}

/** Bacon, pork or turkey: a count of it is of slices (rashers, strips). */
const BACON = /\bbacon\b/i;
const SLICE_UNITS: ReadonlySet<string> = new Set(['slice', 'rasher', 'strip', 'piece']);
/** Any cooking of bacon a line says, however long it takes ("grilled until crisp", "fried crisp"). */
const BACON_COOKED =
  /\b(?:cooked|fried|pan[- ]fried|grilled|broiled|baked|roasted|microwaved|crisp(?:ed|y|ly)?)\b(?!\s+or\b)/i;
const COOKING_METHODS = /\b(?:fried|pan[- ]fried|grilled|broiled|baked|roasted|microwaved)\s+/gi;

/**
 * Bacon counted by the slice and cooked, however the line says it ("4 slices streaky bacon,
 * grilled until crisp", "4 slices bacon, fried and crumbled"): the slices eaten are cooked ones,
 * most of their fat rendered into the pan, which a count of slices cannot carry. The raw slice
 * had been weighed (4 × 28 g, 2.6 times the energy of four cooked slices), or the method asked
 * (SR28 cooks its bacon baked, microwaved or pan-fried, 8 to 12 g a slice): searched as cooked
 * bacon, SR28's cooked slice weighs it. A weight of bacon is as bought, as any meat's is.
 */
function cookedBySlice(out: string, unit: string | null, counted: boolean, prep: string): string {
  const bySlice = (unit !== null && SLICE_UNITS.has(unit.toLowerCase())) || (counted && unit === null);
  if (!bySlice || !BACON.test(out) || !BACON_COOKED.test(prep) || /\b(?:raw|uncooked)\b/i.test(prep)) {
    return out;
  }
  const plain = out.replace(COOKING_METHODS, '');
  return /\bcooked\b/i.test(plain) ? plain : `cooked ${plain}`;
}

/**
 * An herb measured with its tender stems ("cilantro leaves and tender stems", "parsley, leaves and
 * stems", "dill fronds and stems"): the herb's leaves ("tender" had found SR28's pork "petite
 * tender", 0.51). Not "mushroom pieces and stems", the canned mushrooms' name.
 */
const HERB_STEMS =
  /,?\s*(?:leaves|fronds|sprigs)\s+(?:and|&)\s+(?:(?:tender|thin|soft|small|fine|upper)\s+)?stems\b/i;
/**
 * A food packed in olive oil ("sardines in olive oil", "tuna in extra-virgin olive oil") is SR28's
 * "canned in oil", which names no olive (0.57, and olive oil itself had come first for some).
 */
const IN_OLIVE_OIL = /(?<=\S)\s+in\s+(?:extra[- ]virgin\s+)?olive\s+oil\b/i;
/** Tuna "in spring water", as British tins say, is SR28's tuna canned in water (a bottled spring water had come first, 0.64). */
const IN_SPRING_WATER = /(?<=\S)\s+in\s+spring\s+water\b/i;
/**
 * Bitters of any kind ("Angostura bitters", "orange bitters") are a cocktail's flavouring SR28 does
 * not list; the matcher reads "bitters" as "bitter", and had offered its bitter gourd (0.63).
 */
const COCKTAIL_BITTERS = /^.*\bbitters\b.*$/i;
/**
 * Peas or beans weighed in their pods ("400 g very fresh peas in their pods") are the peas, which
 * the weight is converted from without the pods (SR28's drumstick pods had come first); fava beans
 * SR28 lists in the pod keep the words.
 */
const PEAS_IN_PODS =
  /^((?!.*\b(?:fava|broad)\b).*\b(?:peas|beans))\s+in\s+(?:the\s+|their\s+|its\s+)?pods?$/i;
/**
 * Canned tomatoes seasoned with herbs, garlic or onion ("diced tomatoes with basil, garlic and
 * oregano", one can's name) are searched as seasoned tomatoes: SR28 lists no such can, and its
 * garlic, onions or basil had come first. Its tomatoes "with green chilies" keep their name.
 */
const SEASONED_TOMATOES =
  /^(.*\btomato(?:e?s)?)\s+(?:seasoned\s+)?with\s+(?:(?:roasted\s+|sweet\s+)?(?:garlic|onions?|basil|oregano|herbs?|italian\s+(?:herbs?|seasoning)|spices)(?:\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+|\s*$))+$/i;
/**
 * A pepper counted by the piece is the vegetable: "1 red pepper, sliced" and "2 medium green
 * peppers" are sweet (bell) peppers, not ground red pepper (cayenne), which a line measures by the
 * spoon. So are peppers named in the plural by any measure ("1 cup chopped red peppers", "500g
 * peppers"): a ground spice is never written in the plural. Nor is it fresh, raw or ripe ("1 cup
 * raw red peppers" had been 85 g of cayenne, "1 cup chopped red ripe peppers" too). Nor is it cut
 * ("1/2 cup red pepper, seeded and chopped" had been 42 g of cayenne) or measured by the cup or
 * the pound; "crushed" or "ground" red pepper by the spoon is the spice.
 */
const PEPPER = /^(?:(?:fresh|raw|ripe)\s+)?(?:(?:red|green|yellow|orange)\s+)?(?:ripe\s+)?pepper(s?)$/i;
/** Preparations only a fresh pepper takes. */
const PEPPER_CUT =
  /\b(?:chopped|minced|diced|sliced|slivered|julienned?|seeded|deseeded|cored|cut|strips?|rings?|halved|quartered|cubed|roasted|grilled|charred)\b/i;
/** Measures no recipe takes the ground spice by. */
const PEPPER_BULK_UNITS: ReadonlySet<string> = new Set(['cup', 'pint', 'quart', 'pound', 'kilogram']);
/**
 * A food named alone whose preparation says the form it is bought in, which joins the name:
 * - an herb chopped, minced or torn is the fresh herb ("1 tbsp coriander, chopped" is coriander
 *   leaf, not the seed; nobody chops a dried herb), and so is one measured by the bunch, sprig,
 *   stem, handful or cup ("1 bunch tarragon" had been SR28's dried tarragon, "2 cups coriander"
 *   the seed), and so are an herb's leaves counted ("3-4 sage leaves" had been SR28's ground
 *   sage); by the spoon, "oregano leaves" may be dried, and the name decides;
 * - chicken cut up raw is its meat, without bone or skin ("500g chicken, diced");
 * - tomatoes crushed ("2 cups tomatoes, crushed", the parser's reading of "crushed tomatoes")
 *   are the canned product SR28 lists as crushed tomatoes, not raw ones;
 * - coconut named alone and measured ("1 cup coconut") is bought dried, shredded or flaked,
 *   sweetened or not, which is asked (SR28's raw coconut meat had been selected, at about half
 *   the calories of the sweetened flakes a cup of baking coconut is); fresh or grated coconut,
 *   and a coconut counted, is the raw meat.
 * `units`: units that say the form by themselves, whatever the preparation.
 * `measured`: only for a line measured by a unit; what a line counts is the whole item ("1
 * chicken, cut into 8 pieces" is the bird, jointed; "4 plum tomatoes, crushed by hand").
 */
/** Herbs sold fresh and dried ("chives" is never "chive leaves"). */
const HERBS =
  'coriander|cilantro|parsley|basil|mint|dill|thyme|rosemary|sage|tarragon|oregano|marjoram|chervil';
/** What says an herb is the fresh one: cut leaves, or a measure only a fresh herb is bought by. */
const FRESH_HERB = {
  preparation: /\b(?:chopped|minced|torn|snipped|shredded)\b/i,
  units: new Set(['bunch', 'sprig', 'stem', 'handful', 'cup']),
  word: 'fresh',
} as const;
/** Units that measure a leavener, never a drink ("1 tsp. soda"). */
const SPOON_UNITS: ReadonlySet<string> = new Set(['teaspoon', 'tablespoon', 'pinch', 'dash']);
const FORMS_BY_PREPARATION: readonly {
  name: RegExp;
  /** A preparation that says the form; none for a form only a unit says. */
  preparation?: RegExp;
  units?: ReadonlySet<string>;
  /** A bare count ("3-4 sage leaves") says the form too. */
  counted?: true;
  word: string;
  measured?: true;
  /** The word goes after the name ("chicken bouillon cube"), as the catalogue's names have it. */
  after?: true;
  /** Only when the line says it so: before the name, the form measured. */
  line?: RegExp;
}[] = [
  { name: new RegExp(`^(?:${HERBS}|chives)$`, 'i'), ...FRESH_HERB },
  { name: new RegExp(`^(?:${HERBS})\\s+lea(?:f|ves)$`, 'i'), ...FRESH_HERB, counted: true },
  // Not a bird jointed into a count of pieces ("3 1/2 lbs chicken, cut into 8 pieces" is the
  // whole bird, cut up; it had been read as diced meat and asked).
  {
    name: /^chicken$/i,
    preparation:
      /\b(?:diced|cubed|cut into (?!(?:\d+|four|six|eight|ten|twelve|serving)\s+(?:serving\s+)?pieces\b)(?:\S+ )*?(?:cubes|chunks|pieces|dice|strips))\b/i,
    word: 'diced',
    measured: true,
  },
  // Back bacon by the rasher is Britain's (lexicon: asked), not Canada's, sold in slices.
  { name: /\bback bacon$/i, units: new Set(['rasher']), word: 'rasher', after: true },
  // A ham counted ("1 ham (about 8 pounds)") is a whole cured ham, not the sliced ham of a deli
  // counter SR28 lists as "Ham, sliced, regular" (selected before, a third less fat).
  {
    name: /^(?:(?:spiral(?:[- ]cut)?|glazed|bone[- ]in|holiday|city)\s+)*ham$/i,
    counted: true,
    word: 'cured',
    // Not one the line already says is cured or cooked (its own words find the whole ham).
    line: /^(?!.*\b(?:cooked|smoked|cured|country|boneless)\b)/i,
  },
  // A stock bought in a carton or box, or said to be bought, is SR28's ready-to-serve broth, as a
  // canned one is ("1 (32-oz.) carton chicken stock" had been its home-prepared stock, 40 % of the
  // broth's sodium).
  {
    name: /\b(?:chicken|beef) stock$/i,
    preparation: /\bstore[- ]bought\b/i,
    units: new Set(['container', 'box', 'package']),
    word: 'canned',
  },
  // Coffee ground is the dry grounds, not the drink: "2 tbsp finely ground Turkish coffee" had
  // been two tablespoons of brewed coffee.
  { name: /\b(?:coffee|espresso)(?: beans?)?$/i, preparation: /\bground\b/i, word: 'ground' },
  // Canned tomatoes crushed are SR28's crushed ones, unless the can holds whole ones or the cook
  // crushes them ("1 (28 ounce) can San Marzano tomatoes, crushed by hand" had been crushed
  // tomatoes, twice the calories of whole ones in juice).
  {
    name: /^(?!.*\bwhole\b).*\btomato(?:es)?$/i,
    preparation: /\bcrushed\b(?!\s+(?:by hand|with|in (?:your|the)|between))/i,
    word: 'crushed',
    measured: true,
  },
  // "1 cup crushed corn flakes (cereal)": SR28's corn flake crumbs, three times a cup of the
  // flakes; "1 cup corn flakes, crushed" measures the flakes, then crushes them.
  {
    name: /\bcorn ?flakes?(?: cereal)?$/i,
    preparation: /\bcrushed\b/i,
    line: /\bcrushed\s+corn ?flakes?\b/i,
    word: 'crushed',
    measured: true,
  },
  {
    name: /^coconut$/i,
    preparation: /^(?!.*\b(?:fresh|freshly|grated|flaked|shredded|desiccated)\b)/i,
    word: 'shredded',
    measured: true,
  },
  // "1 tsp. soda" in an old cookbook is baking soda: no soft drink is measured by the spoon (SR28's
  // cola had come first, 0.82).
  { name: /^soda$/i, units: SPOON_UNITS, word: 'baking' },
  // "2 cubes chicken bouillon" are bouillon cubes, not the bouillon powder (0.84).
  {
    name: /\b(?:bouillon|stock|broth)$/i,
    units: new Set(['cube']),
    word: 'cube',
    after: true,
  },
];
/** Pulses sold canned, by the names recipes give them. */
const PULSE_NAMES = 'beans?|chickpeas?|garbanzos?|cannellini|borlotti|flageolets?|black-eyed peas';
/**
 * Foods a recipe drains out of a can or a jar: pulses, canned tomatoes, corn, fruit, vegetables
 * and fish sold in liquid. Not foods drained after washing, soaking or cooking (spinach, pasta,
 * tofu, fresh cheeses), which are never named here.
 */
const CANNED_WHEN_DRAINED = new RegExp(
  String.raw`\b(?:${PULSE_NAMES}|tomato(?:es)?|corn|sweetcorn|pineapples?|mandarins?|artichokes?|hearts of palm|olives?|mushrooms?|peas|beets?|beetroots?|water ?chestnuts|bamboo shoots|peach(?:es)?|pears?|apricots?|cherries|fruit cocktail|lychees?|tuna|salmon|crab(?:meat)?|clams?|sardines|pimientos?|pimentos?)\b`,
  'i',
);
/**
 * Words that say a drained food did not come from a can: soaked or cooked (fried, sautéed) ones,
 * fresh, frozen or washed ones, green (snap) and broad beans, sun-dried tomatoes.
 */
const NOT_FROM_A_CAN =
  /\b(?:dried|dry|sun-?dried|soaked|cooked|boiled|simmered|steamed|blanched|roasted|grilled|fried|sauteed|sautéed|poached|sprouted|sprouts|fresh|frozen|thawed|washed|cleaned|seeded|deseeded|broad|fava)\b|\b(?:green|string|runner|french|snap) beans?\b/i;
/** Spreads, sauces and drinks made of a food: a jar of them holds no food in liquid. */
const MADE_INTO =
  /\b(?:preserves|jam|jelly|marmalade|butter|spread|sauce|salsa|relish|chutney|paste|pur[eé]e|nectar|compote|curd|syrup|pesto|soup)\b/i;
/** Pulses a recipe measures by the cup out of a can once drained or rinsed (`PULSE_NAMES`). */
const PULSES = new RegExp(String.raw`\b(?:${PULSE_NAMES})\b`, 'i');

/** Pulses a kitchen buys dry: those it also drains from a can, lentils, split peas and India's dals. */
const DRY_PULSES = new RegExp(
  String.raw`\b(?:${PULSE_NAMES}|lentils?|split peas|dal|dhal|daal|chana|channa|rajma|lobia|moong|urad|masoor|toor)\b`,
  'i',
);

/**
 * Pulses soaked, or said to be dried, before they are cooked ("1 cup chickpeas, soaked overnight
 * and boiled", "1 cup dried black beans, soaked and cooked"): the cup is of the dry pulses, and
 * the cooking is what is done with them (SR28's boiled chickpeas had been selected, 164 g where
 * the dry cup is 200 g and holds 2.8 times the energy).
 */
function soakedFirst(name: string, preparation: string): boolean {
  return DRY_PULSES.test(name) && (/\bsoak(?:ed)?\b/i.test(preparation) || /\b(?:dried|dry)\b/i.test(name));
}

/** Units that are containers of canned food. */
const CANNED_UNITS: ReadonlySet<string> = new Set(['can', 'tin']);

/** Fish and meat sold in retort pouches, cooked and sealed as a can is. */
const POUCHED_FOODS = /\b(?:tuna|salmon|chicken|crab(?:meat)?|clams?|sardines?|mackerel)\b/i;

/**
 * "1 (2.6 oz) pouch tuna", "2 (7 ounce) pouches salmon": fish or chicken in a pouch is packed and
 * cooked in it as in a can, SR28's canned food (raw bluefin tuna had come first for the tuna, at
 * 0.89, and raw chicken for "1 (3 oz) pouch chicken"). Not a pouch of rice, sauce or a mix.
 */
function retortPouched(name: string, unit: string | null, line: string | null): boolean {
  return (
    unit === 'package' &&
    /\bpouch(?:es)?\b/i.test(line ?? '') &&
    POUCHED_FOODS.test(name) &&
    !/\b(?:salad|spread|soup|sauce|broth|stock|seasoning|mix|rice|noodles?)\b/i.test(name)
  );
}

/** A tin or can as a part of the preparation by itself ("400g tin chopped tomatoes": "tin, chopped"). */
const CONTAINER_IN_PREPARATION = /(?:^|[,;])\s*(?:tins?|cans?)\s*(?:[,;]|$)/i;

/**
 * The name to search for: the parsed name, plus what the rest of the line says about the food
 * being measured: a part the preparation says is used ("2 large oranges, finely grated zest
 * only" is orange zest, not two oranges), a state it is measured in ("2 cooked chicken breasts"
 * are cooked), and a can for a unit ("1 (15 oz) can chickpeas" are canned chickpeas).
 */
export function searchName(
  written: string,
  preparation: string | null,
  unit: string | null = null,
  counted = false,
  line: string | null = null,
): string {
  const name = written
    .replace(HERB_STEMS, ' leaves')
    .replace(IN_OLIVE_OIL, ' in oil')
    .replace(IN_SPRING_WATER, ' in water')
    .replace(COCKTAIL_BITTERS, 'cocktail bitters')
    .replace(SEASONED_TOMATOES, 'seasoned $1')
    .replace(PEAS_IN_PODS, '$1');
  const plural = PEPPER.exec(name.trim())?.[1];
  const pepper =
    plural === 's' ||
    (plural !== undefined &&
      ((counted && unit === null) ||
        PEPPER_CUT.test(preparation ?? '') ||
        (unit !== null && PEPPER_BULK_UNITS.has(unit.toLowerCase()))));
  const kind = invertedKind(name, preparation);
  let out = pepper ? `sweet ${name.trim()}` : (bareName(name, unit, kind) ?? name);
  // "1 cup flour, whole wheat", "1 cup sugar, packed brown", "1 cup cheese, Swiss": a name written
  // as a shopping list gives the kind after a comma, which the parser keeps as the preparation
  // (all-purpose flour, white sugar and cheddar had been selected).
  if (kind !== null) {
    out = `${kind} ${out.trim()}`;
  }
  const form = FORMS_BY_PREPARATION.find(
    (f) =>
      f.name.test(out.trim()) &&
      (f.line?.test(line ?? '') ?? true) &&
      (f.preparation?.test(preparation ?? '') === true ||
        (unit !== null && (f.units?.has(unit.toLowerCase()) ?? false)) ||
        (f.counted === true && counted && unit === null)) &&
      !(f.measured === true && counted && unit === null),
  );
  if (form !== undefined) {
    out = form.after === true ? `${out.trim()} ${form.word}` : `${form.word} ${out.trim()}`;
  }
  const prep = preparation ?? '';
  out = withCacaoBand(out, prep);
  // "3 eggs, whites and yolks separated" uses both parts: the whole egg is measured.
  const bothEggParts = /\bwhites?\b/i.test(prep) && /\byolks?\b/i.test(prep);
  // "2 eggs plus 1 yolk", "2 eggs and 1 yolk": what comes after "plus", or "and" with an amount,
  // is added to the amount, not the part measured.
  const measuredPart = prep.split(AND_AN_AMOUNT)[0] ?? '';
  for (const [pattern, part, only] of PART_WORDS) {
    if (EGG_PARTS.has(part) && (bothEggParts || !/\beggs?\b/i.test(name))) {
      continue;
    }
    if (only !== undefined && !only.test(name)) {
      continue;
    }
    if (pattern.test(measuredPart) && !pattern.test(name)) {
      out = `${out} ${part}`;
      break;
    }
  }
  // "cooked, then sliced" is how the line is measured; after "then", "before"… it is the method,
  // and after "or 2 cups …" another way to buy it. A way of cooking said with how long or until
  // when ("roasted for 30 minutes", "boiled until soft") is the method (INSTRUCTION).
  const measured = INSTRUCTION.test(prep) ? '' : (prep.split(MEASURED_LATER)[0] ?? '');
  // Weighed as bought, then cooked: the cooking is what is done with it; what else the
  // preparation says still holds ("2 1/2 pounds chicken legs, skin removed").
  const before = boughtByWeight(name, unit, line, prep)
    ? measured.replace(STATE_WORDS, '')
    : soakedFirst(name, prep)
      ? measured.replace(STATE_WORDS, (word) => (/^drained$/i.test(word) ? word : ''))
      : measured;
  // The preparation's first choice, before another it offers or one it rules out: its state, its
  // variant and "homemade" are the food measured.
  const firstChoice = before.split(FIRST_CHOICE_ENDS)[0] ?? '';
  // Every such word, not only the first (the patterns are global): "1 c drained cooked chickpeas"
  // are cooked chickpeas.
  const volume = unitByName(unit ?? '')?.kind === 'volume';
  for (const { pattern, unless, word: named, notFor, volumeOnly, firstAlternative } of MEASURED_WORDS) {
    if (notFor?.test(name) === true || (volumeOnly === true && !volume)) {
      continue;
    }
    const text = firstAlternative === true ? firstChoice : before;
    for (const match of text.matchAll(pattern)) {
      // The word is the entry's own, else the pattern's one group that took part (alternatives
      // name it in turn).
      const word =
        named ??
        match
          .slice(1)
          .find((group) => group !== undefined)
          ?.toLowerCase();
      const said = unless === undefined ? word : `${word}|${unless}`;
      if (word !== undefined && !new RegExp(`\\b(?:${said})\\b`, 'i').test(out)) {
        out = `${word} ${out}`;
      }
    }
  }
  out = cookedBySlice(out, unit, counted, prep);
  // "freshly grated Parmigiano-Reggiano" is grated at home from the hard cheese, SR28's hard
  // parmesan; its "grated" parmesan is the dried, shelf-stable kind (a third more sodium, a fifth
  // less protein), which had been selected.
  // Parmigiano-Reggiano and Grana Padano by their names are the wheels' cheese, grated or not (the
  // shelf-stable kind is sold as "grated Parmesan").
  const wheel = /\b(?:parmigiano|reggiano|grana padano)\b/i.test(name);
  if (
    (FRESHLY_GRATED.test(`${line ?? ''} ${name} ${prep}`) || wheel) &&
    /\b(?:parmesan|parmigiano|reggiano|grana)/i.test(out)
  ) {
    out = `${out.replace(/\bgrated\s+/i, '').trim()} hard`;
  }
  // A jar whose food is drained held it in liquid, as a can does ("1 (4 ounce) jar mushroom
  // pieces and stems, drained" are SR28's canned mushrooms); a jar of honey is never drained. So
  // does a jar of a food a recipe drains out of a can, drained or not ("1 (4.5 oz) jar sliced
  // mushrooms" had been weighed as raw mushrooms), not a spread or sauce made of it (apricot
  // preserves, tomato paste).
  const said = preparationWords(`${name} ${before}`);
  const undrained = said.includes('undrained');
  // A can or jar whose food is rinsed was drained of its liquid first (`drainedSaid`: "1 (15 oz)
  // can pinto beans, rinsed" had been weighed with its liquid, 425 g, as SR28's undrained beans).
  // Not a food rinsed by itself ("2 cups cherry tomatoes, rinsed" are no canned tomatoes).
  const containerUnit =
    unit !== null && (CANNED_UNITS.has(unit.toLowerCase()) || unit.toLowerCase() === 'jar');
  // So were beans measured by the cup and rinsed ("1/2 c. black beans, rinsed" had been 97 g of
  // dry beans, three times the calories): dry ones a line weighs or says are dried, soaked or
  // picked over.
  const rinsedPulses =
    unit !== null &&
    unit.toLowerCase() === 'cup' &&
    PULSES.test(name) &&
    !NOT_FROM_A_CAN.test(`${name} ${prep}`) &&
    !/\b(?:picked|sorted)\b/i.test(prep);
  const rinsedOut = (containerUnit || rinsedPulses) && !said.includes('drained') && drainedSaid(said);
  const drained = said.includes('drained') || rinsedOut;
  const soldInLiquid = CANNED_WHEN_DRAINED.test(name) && !NOT_FROM_A_CAN.test(`${name} ${prep}`);
  const jarred = unit?.toLowerCase() === 'jar' && (drained || (soldInLiquid && !MADE_INTO.test(name)));
  // Beans, tomatoes, corn or fruit a line drains came from a can ("2 cups chickpeas, drained and
  // rinsed", "2 cups diced tomatoes, drained"): dry beans are soaked or cooked first, and a line
  // that did so says it. SR28's raw (dry) chickpeas had been selected, at 2.6 times the calories
  // of the canned, drained ones; raw tomatoes and beets for canned ones.
  // One used undrained ("1 cup black beans, undrained") comes with the can's liquid.
  const drainedFromACan = (drained || undrained) && soldInLiquid;
  // "400g tin chopped tomatoes": the weight is the unit and the tin is left in the preparation.
  const tinWeighed = CONTAINER_IN_PREPARATION.test(before);
  const cansCounted =
    (unit !== null && CANNED_UNITS.has(unit.toLowerCase())) || tinWeighed || retortPouched(name, unit, line);
  if (rinsedOut && !/\bdrained\b/i.test(out)) {
    out = `drained ${out}`;
  }
  // A can of frozen concentrate ("1 (6 ounce) can frozen orange juice concentrate") is sold in a
  // can but frozen, not canned: the word had cost SR28's frozen concentrate its selection (0.70).
  if ((cansCounted || jarred || drainedFromACan) && !/\b(canned|tinned|frozen)\b/i.test(out)) {
    out = `canned ${out}`;
  }
  // "1 (8 ounce) can crushed pineapple, with juice", "peaches, in their own juice": a can's food
  // with the can's juice is SR28's juice pack, as the name would say it (the water, juice and syrup
  // packs had tied at 0.70). Only of a can: "salmon, served with the juice of 1 lemon" is not.
  if (/\bcanned\b/i.test(out) && CAN_JUICE.test(firstChoice) && !/\bjuice/i.test(out)) {
    out = `${out} in juice`;
  }
  // "1 can pink salmon, drained, skin and bones removed": SR28 lists canned salmon without its
  // skin and bones apart (a can of it 242 g, against 315 g of drained solids with them).
  if (
    /\bcanned\b/i.test(out) &&
    SKIN_AND_BONES_REMOVED.test(`${name} ${before}`) &&
    /\bsalmon\b/i.test(out)
  ) {
    out = `${out} without skin and bones`;
  }
  // "1 cup canned chickpeas, drained and rinsed": SR28 lists canned beans and peas rinsed apart
  // ("drained, rinsed in tap water"), with less sodium (chickpeas 212 mg per 100 g against 246 mg
  // unrinsed) and, for chickpeas, a cup of their own (152 g; the unrinsed ones list only a can).
  // Not a line that counts cans: what a can holds drained is SR28's unrinsed food's can (its
  // rinsed kidney beans list a cup only).
  if (
    !cansCounted &&
    /\bcanned\b/i.test(out) &&
    /\brinsed\b/i.test(`${name} ${before}`) &&
    !/\brinsed\b/i.test(out)
  ) {
    out = `rinsed ${out}`;
  }
  // "1 cup milk, skim", "8 oz cream cheese (light)", "1 cup butter, unsalted": a variant the
  // preparation names is the food measured (the first of "2% or whole"); the default whole milk,
  // regular cream cheese and salted butter had been selected.
  const variant = VARIANT_IN_PREPARATION.exec(firstChoice)?.[0];
  // A bare share is a milk's fat, not a baker's percentage ("10 g salt (2%)" had searched "2% salt").
  const bakersShare = variant !== undefined && /^\d/.test(variant) && !MILK_FAT_SHARE.test(name);
  if (variant !== undefined && !bakersShare && !out.toLowerCase().includes(variant.toLowerCase())) {
    out = `${variant} ${out}`;
  }
  // "1/3 cup chicken broth, homemade or low-sodium canned", "homemade beef broth": a broth made at
  // home is SR28's home-prepared stock (its broths are sold ready to serve: chicken 371 mg of
  // sodium in 100 g, its home-prepared stock 143 mg); the regular canned broth had been selected.
  if (HOMEMADE.test(`${name} ${firstChoice}`) && /\bbroth\b/i.test(out)) {
    out = out.replace(/\bbroth\b/i, 'stock');
  }
  // "1 lb ground beef (85% lean)": the lean share the preparation gives is the grind SR28 lists
  // (the 80 % default had been selected over it).
  // A bare share, as in "lean (at least 80%) ground beef", is the lean one: SR28's grinds are 70
  // to 97 % lean (the 90 % that "lean" alone finds had been selected).
  // A fat share is the rest of the lean one ("500 g ground beef (15% fat)" is SR28's 85 % lean
  // grind: the 80 % default had been selected).
  const fat = FAT_PERCENT.exec(prep)?.[1];
  const share = LEAN_PERCENT.exec(prep)?.[1] ?? (fat === undefined ? undefined : String(100 - Number(fat)));
  const lean = LEAN_SHARE.exec(prep)?.[0] ?? (share === undefined ? undefined : `${share}% lean`);
  if (lean !== undefined && GROUND_MEAT.test(out) && !/\d/.test(out)) {
    out = `${lean} ${out}`;
  }
  // Rice, lentils and grains are sold dry: SR28 names them raw or uncooked, and its foods whose
  // names say "dry" or "mature" are parboiled rice and cooked lentils.
  if (SOLD_DRY.test(out)) {
    out = out.replace(/\b(?:dry|dried)\s+/gi, '');
  }
  return out;
}

/**
 * What a bare name means in a recipe line, or null: "1 (15 ounce) can chili" is the dish (SR28's
 * canned chili with beans), not canned chiles (a chile pepper counted or canned is named in the
 * plural or with its colour); "2 tbsp oil", "oil for frying" is the cook's neutral vegetable oil
 * (peanut, soybean and coconut oil had tied for it, peanut first), unless the line gives its kind.
 */
function bareName(name: string, unit: string | null, kind: string | null): string | null {
  const bare = name.trim();
  if (/^chili$/i.test(bare) && unit !== null && CANNED_UNITS.has(unit.toLowerCase())) {
    return 'chili with beans';
  }
  // "Soda" alone by the can, bottle or cup is a soft drink (by the spoon it is baking soda,
  // FORMS_BY_PREPARATION): the starter catalogue had selected baking soda, 0.92, for "1 can
  // soda". A drink of no named kind is asked.
  if (/^soda$/i.test(bare) && unit !== null && !SPOON_UNITS.has(unit.toLowerCase())) {
    return 'carbonated soda beverage';
  }
  return /^oils?$/i.test(bare) && kind === null ? 'vegetable oil' : null;
}

/**
 * Foods a shopping-list line names bare and qualifies after a comma ("flour, whole wheat",
 * "sugar, packed brown"), with the kinds that may follow: only a kind listed here is read as
 * part of the name, never a note ("turkey, giblets removed", "butter, to grease the pan").
 */
const INVERTED_KINDS: readonly (readonly [RegExp, RegExp])[] = [
  [
    /^flour$/i,
    /^(?:whole[- ]wheat|wholemeal|self[- ]ris(?:ing|en)|self[- ]raising|all[- ]purpose|plain|bread|cake|pastry|rye|rice|almond|coconut|spelt|buckwheat|chickpea|unbleached(?: all[- ]purpose)?)$/i,
  ],
  [
    /^sugar$/i,
    /^(?:(?:light |dark )?brown|white|granulated|powdered|confectioners'?|caster|superfine|turbinado|demerara|(?:light |dark )?muscovado|icing)$/i,
  ],
  [
    /^rice$/i,
    /^(?:brown|white|wild|basmati|jasmine|arborio|(?:long|short|medium)[- ]grain|sushi|glutinous)$/i,
  ],
  [
    /^cheese$/i,
    /^(?:sharp |mild |extra[- ]sharp )?(?:cheddar|swiss|parmesan|mozzarella|feta|goat|blue|ricotta|cottage|monterey jack|jack|gruy[eè]re|provolone|romano|colby|brie|gouda|american|cream|fontina|muenster|havarti|pepper jack)$/i,
  ],
  [
    /^vinegar$/i,
    /^(?:red wine|white wine|(?:apple )?cider|balsamic|rice(?: wine)?|white|distilled|malt|sherry)$/i,
  ],
  [/^wine$/i, /^(?:dry |sweet )?(?:white|red|ros[eé])$/i],
  // "½ cup yogurt, Greek, plain": Greek yogurt, strained, twice the protein of plain yogurt. A
  // flavour said so is the yogurt's too: "1 cup Greek yogurt, vanilla" had been the plain one,
  // selected, with under half the sugars.
  [
    /^(?:greek(?:[- ]style)? )?yog(?:h)?urt$/i,
    /^(?:greek(?:[- ]style)?|vanilla|strawberry|blueberry|raspberry|peach|cherry|lemon|honey|coconut|fruit)$/i,
  ],
  [
    /^oil$/i,
    /^(?:(?:extra[- ]virgin |light )?olive|vegetable|canola|corn|peanut|(?:toasted )?sesame|coconut|sunflower|grapeseed|avocado|safflower)$/i,
  ],
  [
    /^beans?$/i,
    /^(?:black|kidney|red kidney|pinto|white|navy|cannellini|great northern|garbanzo|green|lima|butter)$/i,
  ],
  [/^(?:pork|beef|lamb|turkey|chicken|veal)$/i, /^(?:lean )?(?:ground|minced)$/i],
  // Cut forms of tomatoes (diced, crushed) are read as forms already (FORMS_BY_PREPARATION).
  [/^tomato(?:es)?$/i, /^(?:sun[- ]dried|cherry|grape|roma|plum)$/i],
  [
    /^milk$/i,
    // "1 cup milk, chocolate" had been whole milk, selected, with half chocolate milk's sugars.
    /^(?:whole|skim|nonfat|low[- ]fat|[12]%|evaporated|sweetened condensed|condensed|powdered|dry|chocolate)$/i,
  ],
  // "1 lb sausage, Italian" had been SR28's breakfast sausage, selected.
  [
    /^sausages?$/i,
    /^(?:(?:sweet |hot |mild )?italian|breakfast|pork|turkey|chicken|smoked|polish|andouille|chorizo|kielbasa)$/i,
  ],
  // "1 cup preserves, apricot": SR28 lists its apricot preserves apart from the others.
  [
    /^(?:jam|preserves|jelly|marmalade)$/i,
    /^(?:apricot|strawberry|raspberry|grape|orange|cherry|peach|blackberry|blueberry|fig|plum|pineapple)$/i,
  ],
  // A flavour said after the name of a dessert sold in flavours ("2 cups ice cream, vanilla").
  [
    /^(?:ice cream|pudding|frosting|icing)$/i,
    /^(?:vanilla|chocolate|strawberry|butterscotch|pistachio|coconut|lemon|banana|rice|tapioca)$/i,
  ],
  [/^cream$/i, /^(?:heavy(?: whipping)?|whipping|light|sour|double|single|clotted)$/i],
  [/^salt$/i, /^(?:kosher|coarse(?: kosher)?|(?:fine |coarse )?sea|table|flaky sea)$/i],
  [/^juice$/i, /^(?:lemon|lime|orange|apple|pineapple|tomato|grapefruit|cranberry)$/i],
  [/^(?:broth|stock)$/i, /^(?:chicken|beef|vegetable|fish)$/i],
  [/^cocoa$/i, /^(?:unsweetened|dutch[- ]process(?:ed)?)$/i],
  [/^coconut$/i, /^(?:sweetened (?:flaked|shredded)|shredded|flaked|unsweetened|desiccated)$/i],
  [/^oats$/i, /^(?:rolled|old[- ]fashioned|quick(?:[- ]cooking)?|steel[- ]cut|instant)$/i],
  [/^chocolate chips$/i, /^(?:semi[- ]?sweet|milk|white|dark|bittersweet)$/i],
  [/^mustard$/i, /^(?:dijon|yellow|dry|whole[- ]?grain|brown|spicy brown|english)$/i],
  [/^olives$/i, /^(?:black|green|kalamata|ripe)$/i],
  [/^syrup$/i, /^(?:maple|(?:light |dark )?corn|golden)$/i],
  // "Tortillas, flour" (a stock list): the corn tortilla had been offered first.
  [/^tortillas?$/i, /^(?:flour|corn|whole[- ]wheat)$/i],
  // "1 cup cornmeal, stone-ground" is whole-grain, as "stone-ground cornmeal" is (the degermed
  // meal had been selected).
  [/^(?:cornmeal|corn meal|polenta|grits)$/i, /^(?:stone[- ]?ground|whole[- ]grain|yellow|white|blue)$/i],
];

/**
 * Containers a weight is of, left in the comment ("500g pack minced beef", "250g tub ricotta"),
 * by the unit the parser reads each spelling as (pack, pkt → package; tin → can; tub → container).
 */
const CONTAINER_UNITS: ReadonlySet<string> = new Set([
  'package',
  'bag',
  'container',
  'block',
  'can',
  'jar',
  'box',
  'punnet',
  'sleeve',
  'tube',
]);

/** The kind a shopping-list line names after the comma ("brown" of "sugar, packed brown"), or null. */
function invertedKind(name: string, preparation: string | null): string | null {
  const kinds = INVERTED_KINDS.find(([head]) => head.test(name.trim()))?.[1];
  if (preparation === null || kinds === undefined) {
    return null;
  }
  // "500g pack minced beef": the container the amount weighs comes first, then the kind.
  const parts = preparation.split(/[,(]/).map((part) => part.trim());
  const first = (parts.find((part) => !CONTAINER_UNITS.has(lookUpUnit(part) ?? '')) ?? '')
    .split(/\s+or\s+/i)[0]
    ?.replace(/\b(?:firmly |lightly |loosely |well )?packed\b/i, '')
    .trim();
  return first !== undefined && kinds.test(first) ? first : null;
}

/**
 * The kind a preparation's first part may name: one or two plain words that are no step, state,
 * size or note ("butternut" of "squash, butternut, cubed"; not "chopped", "divided", "large",
 * "to taste"), of a name the kinds table (`INVERTED_KINDS`) does not cover and that does not say
 * them already. Whether they name a kind is the catalogue's to say (`prepareEntry`).
 */
function kindAfterComma(name: string, preparation: string | null): string | null {
  if (preparation === null || /[,(]/.test(name) || invertedKind(name, preparation) !== null) {
    return null;
  }
  const first = (preparation.split(/[,(;]/)[0] ?? '').trim();
  // The first of a list is no kind of the whole: "12 pieces chicken (thighs, legs and breasts)".
  const rest = preparation.slice(preparation.indexOf(first) + first.length);
  if (/^\s*,[^,;()]*\b(?:and|or|&)\b/i.test(rest)) {
    return null;
  }
  const words = first.toLowerCase().split(/\s+/);
  // "beef brisket, flat cut": the half of the brisket SR28 names ("Beef, brisket, flat half"; the
  // first cut is the flat, the second the point). The whole brisket had been selected, 1.6 times
  // the flat's fat.
  // "beef brisket, flat" says it as well.
  const primal = PRIMAL_PART.exec(first);
  const half = (primal?.[1] ?? primal?.[2])?.toLowerCase();
  if (half !== undefined && /\bbrisket\b/i.test(name)) {
    return half === 'flat' || half === 'first' ? 'flat half' : 'point half';
  }
  // "1 (7 lb) smoked ham, shank portion": SR28's ham shank or rump (the butt end), not its whole
  // ham (half as much fat again as the shank).
  const end = HAM_PART.exec(first)?.[1]?.toLowerCase();
  if (end !== undefined && /\bham$/i.test(name.trim())) {
    return end === 'shank' ? 'shank half' : 'rump half';
  }
  if (first === '' || words.length > 2 || words.some((word) => !KIND_WORD.test(word) || !mayNameKind(word))) {
    return null;
  }
  const named = name.toLowerCase();
  return words.every((word) => named.includes(word)) ? null : first;
}

const KIND_WORD = /^\p{L}[\p{L}'’-]*$/u;
/** Words that leave it to the cook whether a food is dairy or plant-based. */
const KIND_LEFT_OPEN =
  /\b(?:(?:non-?dairy|plant[- ]based|vegan) or dairy|dairy or (?:non-?dairy|plant[- ]based|vegan)|(?:dairy|non-?dairy|plant[- ]based) of (?:your )?choice)\b/i;
/** Dairy foods a plant-based one may stand in for. */
const DAIRY_WORDS = /\b(?:milk|yogh?urt|cream|cheese|butter)\b/i;
/** The half of a brisket a butcher names ("flat cut", "point cut", "first cut"). */
const PRIMAL_PART = /^(?:(flat|point|first|second)[- ]cut|(flat|point)(?: half| end)?)$/i;
/** The end of a ham a butcher names ("shank portion", "butt end"). */
const HAM_PART = /^(shank|butt|rump)(?: (?:portion|end|half))?$/i;

/** Parts of a meat or bird, which follow its name ("chicken wings"); other kinds lead it ("butternut squash"). */
const PART_KINDS =
  /^(?:thighs?|wings?|breasts?|legs?|drumsticks?|tenders?|tenderloins?|loins?|shoulders?|chops?|ribs?|fillets?|steaks?|necks?|shanks?|cutlets?|livers?|hearts?|gizzards?|feet|tails?)$/i;

/** The preparation after the kind it starts with ("breasts, boneless" → "boneless"), or null. */
function afterKind(preparation: string, kind: string): string | null {
  const rest = preparation
    .slice(preparation.indexOf(kind) + kind.length)
    .replace(/^[\s,;]+/, '')
    .trim();
  return rest === '' ? null : rest;
}

/** Whether a food's name has every word of a kind, plurals aside ("breasts" of "…, breast, …"). */
function namesKind(foodName: string, kind: string): boolean {
  const words = nameWords(foodName);
  return [...nameWords(kind)].every((word) => words.has(word));
}

function mayNameKind(word: string): boolean {
  return !(
    isPreparationLike(word) ||
    PARSER_STATE_WORDS.has(word) ||
    COMMA_ADJECTIVES.has(word) ||
    PREPOSITIONS.has(word) ||
    COMMENT_NOUNS.has(word) ||
    LEADING_COMMENT_WORDS.has(word) ||
    NOT_A_KIND.has(word)
  );
}

/** Notes and sizes a preparation starts with that name no kind. */
const NOT_A_KIND: ReadonlySet<string> = new Set([
  'large',
  'medium',
  'small',
  'extra',
  'jumbo',
  'optional',
  'divided',
  'plus',
  'more',
  'about',
  'approximately',
  'preferably',
  'such',
  'like',
  'or',
  'and',
  'taste',
  'needed',
  'serving',
  'garnish',
  'room',
  'temperature',
  'cold',
  'warm',
  'hot',
  'boiling',
  'ice',
  'chilled',
  'soft',
  'whole',
  'halves',
  'pieces',
  'slices',
  'cubes',
  'strips',
  'wedges',
  'florets',
  'leaves',
  'stems',
  'juice',
  'zest',
  'see',
  'note',
  'recipe',
]);

/** A reduced, salted or skimmed form a preparation names ("skim", "low-fat", "low sodium", "2%"). */
const VARIANT_IN_PREPARATION =
  /\b(?:non-?fat|fat[- ]free|low[- ]?fat|reduced[- ]fat|light(?![- ](?:green|yellow|brown|golden|red|pink|colou?red)\b)|lite|(?<!fat\s)skim(?:med)?(?!\s+(?:of|off)\b)|semi[- ]skimmed|(?:low|reduced)[- ]sodium|no[- ]salt[- ]added|unsalted|salted|part[- ]skim|[12]\s*%)(?![A-Za-z])/i;

/** Where a preparation's first choice ends: another offered after "or", or one it rules out. */
const FIRST_CHOICE_ENDS = /\bor\b|\b(?:not|never|avoid|instead of|rather than)\b/i;

/** Foods sold by the share of milk fat a "1%" or "2%" names. */
const MILK_FAT_SHARE = /\b(?:milk|cottage|yogh?urt|kefir)\b/i;

/** Made at home, as a name or the first choice of a preparation says it. */
const HOMEMADE = /\bhome-?made\b/i;

/** A lean share of a ground meat ("85% lean", "90/10", "93 percent lean"). */
const LEAN_SHARE = /\b\d{2}\s*(?:%|percent)\s*lean\b|\b\d{2}\s*\/\s*\d{1,2}\b(?!\s*(?:inch|in\b|"))/i;
/** A bare percentage a ground meat's preparation gives ("at least 80%"), not a fat share. */
const LEAN_PERCENT = /\b([7-9]\d)\s*(?:%|percent)(?!\s*(?:fat|lean))/i;
/** A ground meat's fat share ("15% fat"), a lean share's rest. */
const FAT_PERCENT = /\b([3-9]|[12]\d|30)\s*(?:%|percent)\s*fat\b/i;
const GROUND_MEAT =
  /\bground\s+(?:beef|turkey|pork|chicken|lamb|bison|sirloin|chuck)\b|\b(?:beef|pork|lamb|turkey)\s+mince\b|\bhamburger\b/i;

/** A name of rice, lentils or a grain said to be dry ("dry arborio rice", "dried red lentils"). */
const SOLD_DRY =
  /\b(?:dry|dried)\s+(?:[\w-]+\s+)*?(?:rice|lentils?|quinoa|barley|bulgur|bulghur|couscous|millet|farro|freekeh|split peas)\s*$/i;

/** Words of a name that say the form a food is used in, which SR28 lists apart. */
const FORM_OF_NAME = /\b(shaved|shavings?|grated|shredded|ground)\b/i;
/**
 * Words of a name that say the variant a food is ("low-sodium broth, such as chicken" is
 * low-sodium chicken broth: the regular broth had been selected), which its example is too.
 */
const VARIANT_OF_NAME =
  /\b((?:low|reduced)[- ]sodium|no[- ]salt[- ]added|(?:low|reduced)[- ]fat|non[- ]?fat|fat[- ]free|unsweetened|sweetened)\b/gi;
/** Words of a name that say the state a food is in, which an example of it is in too. */
const STATE_OF_NAME = new RegExp(
  String.raw`\b(cooked|leftover|roast|${COOKING_STATES}|tinned|dried|frozen|cured|pickled)\b`,
  'gi',
);

/** The colours a name and a food's name may say a food is. */
const COLOUR = /\b(red|green|yellow|white|black|brown|purple|orange|golden)\b/gi;

/**
 * The example's food is of another colour than the one the name says: "hot green chilies, such as
 * Thai chilies" are green, though SR28 lists Thai chilies as its red chili (a catalogue without
 * the example's own food had selected the red one for the green chilies the line measures).
 */
function colourContradicted(name: string, exampleFood: string): boolean {
  const said = new Set([...name.matchAll(COLOUR)].map((m) => (m[1] ?? '').toLowerCase()));
  if (said.size === 0) {
    return false;
  }
  const theirs = [...exampleFood.matchAll(COLOUR)].map((m) => (m[1] ?? '').toLowerCase());
  return theirs.length > 0 && !theirs.some((c) => said.has(c));
}

/** The words that bring in an example. */
const EXAMPLE_WORDS = String.raw`(?:like|such as|e\.g\.?|preferably)`;
/** "hard cheese, like Pecorino Romano": the example the line gives of its class. */
const EXAMPLE = new RegExp(String.raw`(?:^|,\s*)${EXAMPLE_WORDS}\s+([^,;()]+)`, 'i');
/** Where an example starts, anywhere in a line. */
const EXAMPLE_WORD = new RegExp(String.raw`\b${EXAMPLE_WORDS}\s`, 'i');

/**
 * The food a line names by example ("grated hard cheese like Pecorino Romano" is Pecorino
 * Romano), with the class's noun when the example does not say it ("Pecorino Romano cheese") and
 * the form the name says ("grated Pecorino Romano cheese"); null when the preparation gives no
 * example.
 */
export function exampleOf(name: string, prep: string): string | null {
  const example = EXAMPLE.exec(prep)?.[1]?.trim();
  if (example === undefined || example === '') {
    return null;
  }
  // "chicken stock, preferably homemade", "butter, preferably unsalted": a preferred form of the
  // food the name says, the whole name, not its last word.
  if (qualifiesOnly(example)) {
    return `${example} ${name.trim()}`;
  }
  const noun = name.trim().split(/\s+/).at(-1) ?? '';
  const words = example.toLowerCase().split(/\s+/);
  const said = words.includes(noun.toLowerCase()) || words.includes(`${noun.toLowerCase()}s`);
  const named = said ? example : `${example} ${noun}`;
  // The form the name says it is used in stays with the example ("Thin shavings of Parmesan,
  // preferably Parmigiano-Reggiano" are shavings, not grated cheese), and so do the state it is in
  // and the variant it is ("smoked fish, such as trout" is smoked trout: the raw trout had been
  // selected; "low-sodium broth, such as chicken" the low-sodium chicken broth).
  const form = FORM_OF_NAME.exec(name)?.[1]?.toLowerCase();
  const formWord = form === undefined ? undefined : form.startsWith('shav') ? 'shaved' : form;
  const kept = [...name.matchAll(STATE_OF_NAME), ...name.matchAll(VARIANT_OF_NAME)].map((m) =>
    (m[1] ?? '').toLowerCase(),
  );
  const added = [...kept, ...(formWord === undefined ? [] : [formWord])].filter(
    (word, k, all) => all.indexOf(word) === k && !new RegExp(`\\b${word}\\b`, 'i').test(named),
  );
  return added.length === 0 ? named : `${added.join(' ')} ${named}`;
}

/** Every food id a prepared entry refers to: candidates, the chosen food, the kept food. */
export function foodIdsOf(prepared: PreparedEntry): string[] {
  const ids = prepared.match?.candidates.map((c) => c.ingredient_id) ?? [];
  const { entry } = prepared;
  if (entry.selectId !== null) {
    ids.push(entry.selectId);
  }
  if (entry.search !== 'match' && entry.search.ingredient_id !== null) {
    ids.push(entry.search.ingredient_id);
  }
  return ids;
}

/**
 * Parts cooked for their flavour and removed, never eaten: bones, a carcass, fish frames ("2 lb
 * chicken bones", "1 pheasant, carcass only"). SR28 has no food for them, and the nearest (the
 * meat) would put a pound of chicken on a label. Only when the part is what the line measures:
 * the name ends with it, or the preparation says it is the part only; not "bone broth", "T-bone
 * steak", "pin bones removed" or "carcasses reserved"; nor meat "on the bone" or "off the bone"
 * ("1 kg mutton on the bone" had been read as bones).
 */
const NOT_EATEN_NAME = /(?<![-\w]|\b(?:on|off) the )(?:carcass(?:es)?|frames?|bones?)\s*$/i;
const NOT_EATEN_ONLY = /(?<![-\w])(?:carcass(?:es)?|frames?|bones?)\s+only\b/i;

function namesPartNotEaten(parsed: ParsedLine): boolean {
  return NOT_EATEN_NAME.test(parsed.ingredient_name ?? '') || NOT_EATEN_ONLY.test(parsed.preparation ?? '');
}

/**
 * Kitchen equipment a recipe lists with its ingredients ("1 canning jar", "cocktail sticks, to
 * secure the bacon", "nonstick aluminum foil", "a 9-inch pie dish"): nothing to weigh, and the
 * nearest name in the catalogue ("cookie jar" cookies, cocktail sauce, a deep-dish pie crust) is
 * never the food. Not "string beans", "rice paper", "cinnamon sticks" or "chicken skewers".
 */
const EQUIPMENT = new RegExp(
  [
    String.raw`\b(?:canning|mason|preserving|jam|kilner|sterili[sz]ed)\s+jars?\b`,
    String.raw`\b(?:cocktail|lolly|lollipop|popsicle|ice[- ]pop|wooden|bamboo)\s+(?:sticks?|picks?)\b`,
    // "8 (12-inch) skewers", "40 to 48 six-inch wooden skewers", "25 toothpicks"; not "chicken skewers".
    String.raw`^(?:(?:[\w-]+[- ]inch|wooden|bamboo|metal)\s+)*skewers?\s*$`,
    String.raw`^(?:wooden\s+)?toothpicks?\s*$`,
    String.raw`\b(?:aluminum|aluminium|tin|kitchen)\s+foil\b`,
    String.raw`\b(?:parchment|baking|greaseproof|wax|waxed)\s+paper\b`,
    String.raw`\b(?:cling\s*film|plastic\s+wrap)\b`,
    String.raw`\b(?:kitchen|butcher'?s?|cooking)\s+(?:string|twine)\b`,
    String.raw`\bcheesecloth\b`,
    String.raw`\b(?:cupcake|muffin|paper)\s+(?:liners|cases)\b`,
    String.raw`\b(?:pie|baking|gratin|souffl[eé]|casserole|ovenproof)\s+dish(?:es)?\s*$`,
    String.raw`\bramekins?\s*$`,
    String.raw`\b(?:springform|loaf|cake|muffin|baking|tart|bundt)\s+(?:pans?|tins?)\s*$`,
  ].join('|'),
  'i',
);

/**
 * Names that are two foods by country: British "tomato purée" is the concentrated paste, American
 * tomato purée a thin one of half its energy; British "corn flour" is cornstarch, American corn
 * flour whole ground corn; American "yams" are sweet potatoes, the Caribbean's and Africa's the
 * true yam. The line does not say which country wrote it ("4 tbsp tomato purée" had
 * resolved to the thin purée on the starter catalogue), so both are offered and a person chooses;
 * a line that says which (paste, passata, cornstarch) is read as usual.
 */
const REGIONAL_NAMES: readonly { name: RegExp; unless: RegExp; other: string; reason: string }[] = [
  {
    name: /\btomato pur[eé]e\b/i,
    unless: /\b(?:paste|passata|concentrat\w*)\b/i,
    other: 'tomato paste',
    reason:
      '"Tomato purée" is the concentrated paste in Britain (SR28\'s tomato paste) and a thin purée in the US (SR28\'s tomato purée, half its energy).',
  },
  {
    name: /\bcorn flour\b/i,
    unless: /\b(?:cornstarch|corn starch|masa|whole[- ]grain)\b/i,
    other: 'cornstarch',
    reason:
      '"Corn flour" is cornstarch in Britain and flour of whole ground corn in the US (SR28\'s corn flour, with several times the fibre).',
  },
  {
    // "3 lbs yams, peeled and cubed (for candied yams)" had resolved to SR28's true yam.
    name: /\byams?\b/i,
    unless:
      /\b(?:white|puna|african|ghana|water|true|yellow|purple|mountain|chinese|japanese|nagaimo|sweet)\b/i,
    other: 'sweet potato',
    reason:
      '"Yams" are orange sweet potatoes in the US (SR28\'s sweet potato, with a hundred times the vitamin A) and the true yam elsewhere (SR28\'s yam).',
  },
  {
    // "2 cups butter beans" had resolved to SR28's dried large limas, 356 g (1,200 kcal).
    name: /\bbutter ?beans?\b/i,
    unless:
      /\b(?:dried|dry|canned|tinned|cans?|tins?|jars?|frozen|fresh|cooked|drained|rinsed|large|mature)\b/i,
    other: 'lima beans immature seeds frozen baby',
    reason:
      '"Butter beans" are fresh or frozen baby limas in the US South (SR28\'s immature lima beans, a third of the energy of dried ones) and large limas, dried or canned, in Britain (SR28\'s mature lima beans).',
  },
];

function regionalName(parsed: ParsedLine): { other: string; reason: string } | null {
  // The unit says it too: a can of butter beans is the canned limas either country means.
  const text = `${parsed.ingredient_name ?? ''} ${parsed.preparation ?? ''} ${parsed.unit ?? ''}`;
  const found = REGIONAL_NAMES.find((r) => r.name.test(parsed.ingredient_name ?? '') && !r.unless.test(text));
  return found === undefined ? null : { other: found.other, reason: found.reason };
}

/**
 * A heading of the ingredient list pasted with it ("Topping:", "For the glaze:", "Marinade:"): a
 * line of no amount that ends with a colon. "Topping:" had been selected as SR28's caramel
 * topping at 0.92.
 */
function isHeading(parsed: ParsedLine): boolean {
  return parsed.quantity === null && parsed.unit === null && /:\s*$/.test(parsed.original_text);
}

/**
 * Why a line names nothing the catalogue should weigh (a heading, bones or a carcass, kitchen
 * equipment), as the row's `no_match` message and reason code, or null when it names a food: such
 * a row is never selected.
 */
function notWeighed(
  parsed: ParsedLine,
): { message: string; reason: 'heading' | 'not_eaten' | 'kitchen_equipment' } | null {
  if (isHeading(parsed)) {
    return {
      message: `"${parsed.original_text}" reads as a heading of the ingredient list, not an ingredient: remove the row (remove_ingredient), or rewrite it with its amount.`,
      reason: 'heading',
    };
  }
  if (namesPartNotEaten(parsed)) {
    return {
      message: `"${parsed.original_text}" names bones or a carcass, which are cooked for flavour and removed: the catalogue has no food for them, and the meat would overstate the recipe. Remove the row, or choose a food (a stock, say) with replace_ingredient and ingredient_id.`,
      reason: 'not_eaten',
    };
  }
  if (EQUIPMENT.test(parsed.ingredient_name ?? '')) {
    return {
      message: `"${parsed.original_text}" names kitchen equipment, not a food: the catalogue has nothing to weigh for it. Remove the row (remove_ingredient).`,
      reason: 'kitchen_equipment',
    };
  }
  return null;
}

function searchOf(prepared: PreparedEntry, food: FoodLookup): RowSearch {
  const { entry, parsed, match } = prepared;
  let search: RowSearch;
  if (entry.search !== 'match') {
    search = entry.search;
  } else if (match === null) {
    search = emptySearch(parsed.ingredient_name);
  } else {
    const selected =
      prepared.joined === null && notWeighed(parsed) === null && regionalName(parsed) === null
        ? match.selected
        : null;
    search = {
      query_text: match.query_text,
      ingredient_id: selected?.ingredient_id ?? null,
      ingredient_name: selected?.ingredient_name ?? null,
      provenance: selected === null ? null : 'system_matched',
      match_confidence: selected?.confidence ?? null,
      search_strategy_used: match.search_strategy_used,
      candidates: match.candidates.map((c) => candidateOf(c, food(c.ingredient_id)?.food)),
    };
  }
  if (entry.selectId === null) {
    return search;
  }
  const chosen = entry.selectId;
  return {
    ...search,
    ingredient_id: chosen,
    ingredient_name: food(chosen)?.food.name ?? chosen,
    provenance: 'client_selected',
    match_confidence: search.candidates.find((c) => c.ingredient_id === chosen)?.confidence ?? null,
  };
}

function selectionError(
  parsed: ParsedLine,
  search: RowSearch,
  joined: string[] | null,
  alternative: string | null,
): RowError {
  if (parsed.error !== null && parsed.error.field === 'ingredient_name') {
    return { ...parsed.error, reason_code: null };
  }
  const name = search.query_text ?? parsed.ingredient_name ?? '';
  const notAFood = notWeighed(parsed);
  if (notAFood !== null) {
    return {
      code: 'no_match',
      message: notAFood.message,
      field: 'ingredient_name',
      reason_code: notAFood.reason,
    };
  }
  if (joined !== null) {
    const listed = joined.map((part) => `"${part}"`).join(', ');
    return {
      code: 'two_ingredients',
      message: `The line names ${joined.length} ingredients (${listed}); a row measures one food. Remove this row and add one line for each (remove_ingredient, add_ingredient), or choose one food with replace_ingredient and ingredient_id.`,
      field: 'ingredient_name',
      reason_code: null,
    };
  }
  const offered = search.candidates[0];
  if (alternative !== null && offered !== undefined) {
    return {
      code: 'no_match',
      message: `Nothing in the catalogue is a fair match for "${name}", the food the line names first. The line offers "${alternative}" instead, and its food comes first among the candidates ("${offered.ingredient_name}"): choose it with replace_ingredient and ingredient_id if the recipe is made with it, or state the grams (update_ingredient_grams) of a custom ingredient for "${name}".`,
      field: 'ingredient_name',
      reason_code: 'alternative_offered',
    };
  }
  if (KIND_LEFT_OPEN.test(parsed.original_text) && DAIRY_WORDS.test(name) && search.candidates.length > 0) {
    return {
      code: 'no_confident_match',
      message: `The line leaves it to the cook whether the ${name} is dairy or plant-based, which differ several times over on a label; choose the one the recipe is made with (replace_ingredient and ingredient_id).`,
      field: 'ingredient_name',
      reason_code: null,
    };
  }
  // A name glossed in brackets by a food the catalogue is not sure of (prepareEntry).
  const bracket = glossOf(parsed.ingredient_name ?? '', parsed);
  const first = search.candidates[0];
  if (
    bracket !== null &&
    namesAFood(bracket) &&
    first !== undefined &&
    first.confidence >= SELECT_MIN_CONFIDENCE
  ) {
    return {
      code: 'no_confident_match',
      message: `The line names "${bracket}" in brackets after "${parsed.ingredient_name ?? name}", and the catalogue is not sure any of its foods is that; choose the one the recipe means with replace_ingredient and ingredient_id, or state the grams (update_ingredient_grams) of a custom ingredient.`,
      field: 'ingredient_name',
      reason_code: null,
    };
  }
  const regional = regionalName(parsed);
  if (regional !== null && search.candidates.length > 0) {
    return {
      code: 'no_confident_match',
      message: `${regional.reason} Choose the one the recipe means with replace_ingredient and ingredient_id.`,
      field: 'ingredient_name',
      reason_code: null,
    };
  }
  const best = search.candidates[0];
  if (best === undefined) {
    return {
      code: 'no_match',
      message: `No food matches "${name}". Rewrite the line, or choose a food with replace_ingredient and ingredient_id.`,
      field: 'ingredient_name',
      reason_code: null,
    };
  }
  if (best.confidence < NO_MATCH_BELOW) {
    return {
      code: 'no_match',
      message: `Nothing in the catalogue is a fair match for "${name}": the nearest, "${best.ingredient_name}", is more likely wrong than right (confidence ${best.confidence}). Choose a food with replace_ingredient and ingredient_id, or state the grams (update_ingredient_grams) of a custom ingredient.`,
      field: 'ingredient_name',
      reason_code: null,
    };
  }
  const state = stateUnlike(name, best.ingredient_name);
  const unlike =
    state === null
      ? ''
      : ` The line's is ${state.said} and that food is ${state.theirs}: its weight by the spoon or cup and its nutrients per gram are not those of the ${state.said} food, so choose it only if the recipe means it.`;
  return {
    code: 'no_confident_match',
    message: `No candidate for "${name}" is confident enough to select (best: "${best.ingredient_name}", confidence ${best.confidence}).${unlike} Choose one with replace_ingredient and ingredient_id.`,
    field: 'ingredient_name',
    reason_code: null,
  };
}

/** A state a line names, and the states of a food's name that are another food on a label. */
const UNLIKE_STATES: readonly { said: RegExp; word: string; unlike: RegExp }[] = [
  ['fresh', 'dried|dehydrated|canned|frozen'],
  // Not "raw" for "dried": SR28's dry beans, grains and seeds are "raw" or "dried" alike.
  ['raw', 'dehydrated|canned|cooked|roasted|boiled|baked|fried'],
  ['dried', 'fresh'],
  ['cooked', 'raw'],
  ['canned', 'raw|fresh|frozen|dried'],
  ['frozen', 'canned|dried'],
].map(([word = '', unlike = '']) => ({
  said: new RegExp(`\\b${word}\\b`, 'i'),
  word,
  unlike: new RegExp(`\\b(${unlike})\\b`, 'i'),
}));

/**
 * The best candidate of an unconfident match is in another state than the line says ("fresh
 * tarragon": SR28 lists tarragon dried only), which the person choosing should know.
 */
function stateUnlike(name: string, food: string): { said: string; theirs: string } | null {
  for (const { said, word, unlike } of UNLIKE_STATES) {
    const theirs = unlike.exec(food)?.[1];
    if (said.test(name) && !said.test(food) && theirs !== undefined) {
      return { said: word, theirs: theirs.toLowerCase() };
    }
  }
  return null;
}

function statedConversion(grams: string): RowConversion {
  return {
    quantity_grams: grams,
    provenance: 'identity',
    conversion_class: 'mass',
    resolved_by: 'client',
    approximate: false,
    reasoning: `${grams} g, as stated by the client.`,
    portion_reference: null,
    steps: [
      {
        input_quantity: grams,
        input_unit: 'gram',
        output_quantity: grams,
        output_unit: 'gram',
        source: 'identity',
        conversion_class: 'mass',
        reasoning: 'The grams were stated by the client.',
      },
    ],
  };
}

function quantityLabel(parsed: ParsedLine): string {
  return parsed.unit ?? parsed.unit_text ?? parsed.size ?? 'count';
}

/** Comments that leave the amount to the cook. */
const TO_TASTE = /\b(?:to taste|as needed|as required|as desired|if needed)\b/i;
const TO_TASTE_ALL = new RegExp(TO_TASTE.source, 'gi');

type LineConversion = { ok: true; conversion: RowConversion } | { ok: false; error: RowError };

/** Number words that state an amount the parser may not read ("juice of one lemon", "half a lemon"). */
const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'dozen',
  'half',
  'quarter',
  'couple',
  'pair',
]);
/** "a few", "a little", "a bit": the article states no amount there. */
const VAGUE_AFTER_ARTICLE: ReadonlySet<string> = new Set(['few', 'little', 'bit']);

/**
 * The first word of a line that states an amount the parser did not read as the line's quantity:
 * a digit or a vulgar fraction, a number word or an article ("enough for 3 tablespoons", "zest
 * from a small orange", "Salt, a pinch"), or the name of a measure ("cup sugar", "pound"). Words
 * joined by hyphens are one word ("half-and-half", "five-spice"). The unit the parser read is not
 * counted: a plural count unit without a number ("garlic cloves") states no amount. Null when the
 * line names no amount at all.
 */
export function unreadAmount(parsed: ParsedLine): string | null {
  const text = parsed.original_text;
  const digit = /[0-9\u00BC-\u00BE\u2150-\u215E]/.exec(text);
  if (digit !== null) {
    const end = text.slice(digit.index).search(/[\s,;()]/);
    return text.slice(digit.index, end === -1 ? undefined : digit.index + end);
  }
  const unitWords = new Set((parsed.unit_text ?? '').toLowerCase().split(/\s+/));
  const words = text
    .toLowerCase()
    .split(/[^a-z\u00C0-\u024F'-]+/)
    .filter((w) => w !== '');
  for (const [i, word] of words.entries()) {
    if (NUMBER_WORDS.has(word)) {
      if ((word === 'a' || word === 'an') && VAGUE_AFTER_ARTICLE.has(words[i + 1] ?? '')) {
        continue;
      }
      return word;
    }
    if (word.length < 3 || unitWords.has(word)) {
      continue;
    }
    const name = canonicalUnitName(word);
    const unit = name === undefined ? undefined : unitByName(name);
    if (unit !== undefined && (unit.kind === 'mass' || unit.kind === 'volume')) {
      return word;
    }
  }
  return null;
}

/**
 * Whether the line states no amount at all, so that its food, once selected, is confirmed with no
 * weight: no quantity and none implied (a singular "pinch" or "bunch" is one), no stated or added
 * amount, no measure named without a number ("cups flour"), and no amount anywhere else in the
 * line (`unreadAmount`). A name or comment that joins several parts ("sea salt and Tabasco",
 * "Coarse salt, freshly ground pepper and Tabasco to taste") is a person's call unless the food
 * names the name's parts together ("sweet and sour sauce").
 */
export function statesNoAmount(parsed: ParsedLine, food: ConvertibleFood): boolean {
  if (
    parsed.quantity !== null ||
    parsed.quantity_range !== null ||
    parsed.secondary_amounts.length > 0 ||
    (parsed.added_amounts ?? []).length > 0 ||
    impliedOne(parsed) !== null
  ) {
    return false;
  }
  if (parsed.unit !== null && conversionClassOf(parsed.unit) !== 'count') {
    return false;
  }
  if (unreadAmount(parsed) !== null) {
    return false;
  }
  // "Coarse salt, freshly ground pepper and Tabasco to taste": a comment that joins parts may
  // name other foods, which a row without a weight would leave out without a word.
  if (joinedParts((parsed.preparation ?? '').replace(TO_TASTE_ALL, '')).length > 1) {
    return false;
  }
  const parts = joinedParts(parsed.ingredient_name ?? '');
  if (parts.length > 1) {
    const words = nameWords(food.name);
    return parts.every((part) => words.has([...nameWords(part)].at(-1) ?? part.toLowerCase()));
  }
  return true;
}

/**
 * The notice of a row resolved without a weight: the line states no amount (or leaves it to the
 * cook: "to taste"), so the food is identified and nothing is weighed. The recipe's figures for
 * the nutrients the food has are then incomplete, and the label says so, until grams are given.
 */
export function amountNotStated(parsed: ParsedLine): RowNotice {
  const toTaste = TO_TASTE.exec(parsed.preparation ?? '')?.[0];
  const what =
    toTaste === undefined
      ? `"${parsed.original_text}" states no amount`
      : `"${parsed.original_text}" leaves the amount to the cook ("${toTaste}")`;
  return {
    code: 'amount_not_stated',
    message: `${what}: the food is identified, but no weight is put on it. It adds nothing to the recipe's weight, and every nutrient it has is shown on the label as data missing until its grams are given (update_ingredient_grams) or a quantity (update_ingredient_quantity); state 0 g when it is not part of the product (a garnish to serve), or remove the row.`,
    field: 'quantity',
    reason_code: toTaste === undefined ? 'no_quantity' : 'to_taste',
  };
}

/**
 * The notice of a line resolved with no weight, when it states no amount at all and the client
 * gave no grams; null when the line is weighed (or cannot be) as usual.
 */
export function unweighedNotice(parsed: ParsedLine, food: ConvertibleFood): RowNotice | null {
  return parsed.error === null && statesNoAmount(parsed, food) ? amountNotStated(parsed) : null;
}

/** A line whose amount cannot be weighed, and why (`reason_code`). */
function unconvertible(message: string, reasonCode: string): { ok: false; error: RowError } {
  return {
    ok: false,
    error: { code: 'unconvertible_quantity', message, field: 'quantity', reason_code: reasonCode },
  };
}

function noQuantity(parsed: ParsedLine): LineConversion {
  const unread = parsed.quantity === null ? unreadAmount(parsed) : null;
  if (unread !== null) {
    return unconvertible(
      `"${parsed.original_text}" mentions an amount ("${unread}") that is not read as the line's quantity, so it is neither weighed nor left without a weight; state the grams (update_ingredient_grams) or a quantity (update_ingredient_quantity).`,
      'unread_amount',
    );
  }
  const toTaste = TO_TASTE.exec(parsed.preparation ?? '')?.[0];
  if (toTaste !== undefined) {
    return unconvertible(
      `"${parsed.original_text}" leaves the amount to the cook ("${toTaste}"), so no weight can be put on a label; state the grams the recipe is made with (update_ingredient_grams), or a quantity such as 1 pinch (update_ingredient_quantity), or remove the row when it adds nothing measurable.`,
      'to_taste',
    );
  }
  return unconvertible(
    `"${parsed.original_text}" states no amount, so it cannot be weighed; state the grams (update_ingredient_grams) or a quantity (update_ingredient_quantity).`,
    'no_quantity',
  );
}

/**
 * "pinch of saffron", "dash hot sauce", "bunch of parsley": a conventional measure or a count unit
 * written without a number, in the singular, is one. A defined measure ("cup of flour") or a
 * plural ("garlic cloves") is not assumed.
 */
function impliedOne(parsed: ParsedLine): SessionConversionStep | null {
  const name = parsed.unit === null ? undefined : canonicalUnitName(parsed.unit);
  const unit = name === undefined ? undefined : unitByName(name);
  const written = (parsed.unit_text ?? '').toLowerCase().split(/\s+/).at(-1) ?? '';
  // "garlic cloves", "cilantro sprigs": a plural without a number is some, not one.
  if (unit === undefined || !(unit.approximate || unit.kind === 'count') || singular(written) !== written) {
    return null;
  }
  return {
    input_quantity: '1',
    input_unit: unit.name,
    output_quantity: '1',
    output_unit: unit.name,
    source: 'implied_quantity',
    conversion_class: conversionClassOf(unit.name),
    reasoning: `"${parsed.unit_text ?? unit.name}" is written without a number, so one ${unit.name} is weighed.`,
  };
}

/**
 * "1 heaped tbsp muscovado sugar", "2 rounded tsp cinnamon": a heaped spoon, weighed as
 * HEAPED_SPOON.factor level ones (a spoon measure is level; the word had been dropped). Null for
 * any other measure.
 */
function heapedSpoons(parsed: ParsedLine, quantity: string): SessionConversionStep | null {
  const name = parsed.unit === null ? undefined : canonicalUnitName(parsed.unit);
  const words = (parsed.unit_text ?? '').toLowerCase().split(/\s+/);
  if (name === undefined || !HEAPED_SPOON.units.has(name) || !words.some((w) => HEAPED_SPOON.words.has(w))) {
    return null;
  }
  const level = decString(dec(quantity).times(HEAPED_SPOON.factor));
  return {
    input_quantity: quantity,
    input_unit: parsed.unit_text ?? name,
    output_quantity: level,
    output_unit: name,
    source: 'household_estimate',
    conversion_class: conversionClassOf(name),
    reasoning: `"${parsed.unit_text}" is a heaped spoon: ${HEAPED_SPOON.basis}; ${quantity} heaped = ${level} level ${name}s.`,
  };
}

/** The line's quantity in grams for a food, or why it has none. */
/**
 * "6 scallions, white and pale-green parts", "4 leeks, dark green parts only": a count of which
 * only part is used. SR28 weighs the whole item, which would overstate the recipe; a measure of
 * the part ("1 cup sliced scallions, green parts only") is weighed as usual, and so is a leek's
 * white part (countsTheLowerPart).
 */
const PART_ONLY =
  /\b(?:white|green|pale[- ]green|light[- ]green|dark[- ]green|tender|inner)\b[^,;]*\bparts?\b/i;

/** "white and green parts" is the whole scallion. */
const WHOLE_OF_IT = /\bwhite and (?:dark[- ])?green parts?\b|\bgreen and white parts?\b/i;

function partOfEachOnly(parsed: ParsedLine): boolean {
  const prep = parsed.preparation ?? '';
  return (
    conversionClassOf(parsed.unit) === 'count' &&
    parsed.secondary_amounts.length === 0 &&
    PART_ONLY.test(prep) &&
    !WHOLE_OF_IT.test(prep)
  );
}

/**
 * SR28's leek is "bulb and lower leaf-portion", its tops refuse: its "1 leek" (89 g) weighs the
 * white and light-green part a line keeps ("2 leeks, white part only"), not the whole leek.
 */
const LOWER_PART_FOOD = /\bbulb and lower leaf-portion\b/i;
const DARK_PART = /\b(?:dark[- ]green|tops?)\b|(?<!(?:light|pale)[- ])\bgreen parts? only\b/i;

function countsTheLowerPart(parsed: ParsedLine, food: ConvertibleFood): string | null {
  const prep = parsed.preparation ?? '';
  if (!LOWER_PART_FOOD.test(food.name) || DARK_PART.test(prep)) {
    return null;
  }
  return `${food.name} is the part below the tops (SR28 counts the tops, root end and skin as refuse), the part the line keeps ("${prep}"): each is weighed as SR28 weighs one.`;
}

/**
 * SR28 sizes a slice by its thickness ("slice, thick/large", "slice, thin/small"): a line's thick
 * slices are large ones and its thin slices small ones, whether it says so before the unit ("4
 * thin slices of ham", "3 thick slices bacon") or in the name ("3 thick-cut bacon slices"). A
 * food that lists only a usual slice then weighs them by SR28's ratio between sizes, and says so.
 * Read before the first comma or bracket only: what a comment says the slices are cut into ("2
 * slices ham, cut into thin slices") is no size of them, nor is a thickness in figures ("1 slice
 * onion, ¼in/5mm thick").
 */
const THICK_SLICES = /\b(thick|thin)(?:ly)?(?:[\s-]+cut)?\s+slices?\b/i;
const HEAD_OF_LINE = /^[^,(]*/;
const THICK_NAME = /^(?:very\s+)?(thick|thin)(?:[\s-]+cut)?\b/i;

function sliceThickness(parsed: ParsedLine): { size: 'large' | 'small'; note: string } | null {
  if (parsed.size !== null || parsed.unit !== 'slice') {
    return null;
  }
  const said =
    THICK_SLICES.exec(HEAD_OF_LINE.exec(parsed.original_text)?.[0] ?? '')?.[1] ??
    THICK_NAME.exec(parsed.ingredient_name ?? '')?.[1];
  if (said === undefined) {
    return null;
  }
  const thick = said.toLowerCase() === 'thick';
  return {
    size: thick ? 'large' : 'small',
    note: `A ${thick ? 'thick' : 'thin'} slice is weighed as a ${thick ? 'large' : 'small'} one, as SR28 sizes slices ("slice, ${thick ? 'thick/large' : 'thin/small'}").`,
  };
}

/** What a line says its food comes to: "enough for 3 tablespoons chopped", "to yield 500g". */
const YIELDS =
  /\b(?:enough\s*,?\s+for|to\s+yield|yielding|to\s+give)\s+((?:about\s+|approximately\s+)?[\d\u00BC-\u00BE\u2150-\u215E][^,;()]*)/i;
/** Words that may follow the measure a line yields: the form it is measured in, or the food's part. */
const YIELD_FORM_WORDS: ReadonlySet<string> = new Set(['leaves', 'leaf', 'flesh', 'meat', 'pulp', 'of']);

/**
 * "Fresh basil, enough for 3 tablespoons chopped", "1 or 2 sprigs parsley to yield 2 tablespoons
 * chopped", "3 cuttlefish, cleaned, to yield 500g": the measure the line says its food comes to,
 * in the form it names, is what the recipe uses, and is weighed instead of what is bought (the
 * basil had been asked, "unread_amount"; the parsley weighed as 1.5 sprigs, 1.5 g, where its 2
 * tablespoons chopped weigh 7.5 g; the cuttlefish asked for want of a portion). Not a yield of
 * another food ("to make 2 cups juice"): what follows the measure must be its form, or the food.
 */
function yieldedMeasure(
  parsed: ParsedLine,
  food: ConvertibleFood,
): { parsed: ParsedLine; note: string } | null {
  const said = YIELDS.exec(parsed.preparation ?? '')?.[1]?.trim();
  if (said === undefined) {
    return null;
  }
  const amount = parseIngredientLine(said);
  const unitName = amount.unit === null ? undefined : canonicalUnitName(amount.unit);
  const kind = unitName === undefined ? undefined : unitByName(unitName)?.kind;
  if (amount.quantity === null || (kind !== 'mass' && kind !== 'volume')) {
    return null;
  }
  const named = nameWords(food.name);
  const form = amount.name
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  if (
    !form.every(
      (w) => isPreparationLike(w) || YIELD_FORM_WORDS.has(w) || named.has(w) || named.has(singular(w)),
    )
  ) {
    return null;
  }
  const low = decString(amount.quantity);
  const high = amount.quantity_max === null ? null : decString(amount.quantity_max);
  return {
    parsed: {
      ...parsed,
      quantity: high === null ? low : decString(dec(low).plus(high).div(2)),
      quantity_text: amount.quantity_text,
      quantity_range: high === null ? null : [low, high],
      unit: amount.unit,
      unit_text: amount.unit_text,
      size: null,
      preparation: [amount.name, amount.comment].filter((p) => p !== null && p !== '').join(', ') || null,
      secondary_amounts: amount.secondary.map(amountOf),
      added_amounts: [],
      error: null,
    },
    note: `The line says what its ${lowerFirst(parsed.ingredient_name ?? 'food')} comes to, "${said}": that is what the recipe uses, and it is weighed.`,
  };
}

/** "Fresh basil" → "fresh basil" inside a sentence; a word in capitals ("BAKER'S") stays. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/**
 * A state that changes what a cup holds (`AFTER_MEASURING`), written before the name, is the
 * state the food is measured in: "1 cup sifted powdered sugar" is sifted, then measured (SR28's
 * "cup sifted", 100 g); "1 cup powdered sugar, sifted" is measured as it comes (its "cup
 * unsifted", 120 g), then sifted. The parser files both under the preparation, which the
 * converter reads as done after measuring; written first, the word stays with the name the
 * converter weighs.
 */
function measuredName(parsed: ParsedLine): string | null {
  const name = parsed.ingredient_name;
  if (name === null || unitByName(parsed.unit ?? '')?.kind !== 'volume') {
    return name;
  }
  const text = parsed.original_text.toLowerCase();
  const at = text.indexOf(name.toLowerCase().split(/\s+/)[0] ?? '');
  const state = text
    .slice(0, Math.max(at, 0))
    .split(/[^a-z]+/)
    .find((word) => AFTER_MEASURING.has(word));
  return state === undefined ? name : `${state} ${name}`;
}

/** A part of a line in brackets, round or square. */
const BRACKETED = /\([^)]*\)|\[[^\]]*\]/g;

/**
 * A weight stated of the food before it was cooked, for a measure of it cooked: "4 cups cooked
 * penne (about 8 ounces uncooked)", "2 cups cooked pasta (8 oz dry)". The 8 ounces are the dry
 * pasta's; put on cooked pasta they had weighed 227 g where the 4 cups are 428 g by SR28's cup of
 * cooked penne (pasta takes up more than its weight of water). The cooked food is weighed by its
 * measure instead; the step quotes the bracket.
 */
function weightOfTheUncooked(parsed: ParsedLine): string | null {
  const weighed = parsed.secondary_amounts.some(
    (s) => unitByName(canonicalUnitName(s.unit ?? '') ?? '')?.kind === 'mass',
  );
  if (!weighed) {
    return null;
  }
  const text = parsed.original_text;
  const outside = text.replace(BRACKETED, ' ');
  const bracket = (text.match(BRACKETED) ?? []).find(
    (b) => /\d/.test(b) && /\b(?:un-?cooked|dry|dried|raw|before cooking)\b/i.test(b),
  );
  if (
    bracket === undefined ||
    !/\b(?:cooked|boiled|steamed)\b/i.test(outside) ||
    /\bun-?cooked\b/i.test(outside)
  ) {
    return null;
  }
  return `The weight in brackets, "${bracket}", is of the food uncooked, not of the cooked food measured: the measure is weighed instead.`;
}

export function convertLine(
  parsed: ParsedLine,
  food: ConvertibleFood,
  siblings: readonly Sibling<ConvertibleFood>[] = [],
): LineConversion {
  const yielded = yieldedMeasure(parsed, food);
  if (yielded !== null) {
    const byYield = convertLine(yielded.parsed, food, siblings);
    const first = byYield.ok ? byYield.conversion.steps[0] : undefined;
    if (byYield.ok && first !== undefined) {
      const steps = [
        { ...first, reasoning: `${yielded.note} ${first.reasoning}` },
        ...byYield.conversion.steps.slice(1),
      ];
      return {
        ok: true,
        conversion: {
          ...byYield.conversion,
          reasoning: `${yielded.note} ${byYield.conversion.reasoning}`,
          steps,
        },
      };
    }
  }
  if (parsed.error !== null && parsed.error.field === 'quantity') {
    return { ok: false, error: { ...parsed.error, reason_code: null } };
  }
  const partOnly = partOfEachOnly(parsed);
  const lowerPart = partOnly ? countsTheLowerPart(parsed, food) : null;
  if (partOnly && lowerPart === null) {
    return unconvertible(
      `Only part of each is used ("${parsed.preparation}"), and ${food.name} is weighed whole: state the grams (update_ingredient_grams) or the amount as a measure of the part, such as "1 cup sliced".`,
      'no_portion',
    );
  }
  const implied = parsed.quantity === null ? impliedOne(parsed) : null;
  const written = parsed.quantity ?? implied?.input_quantity ?? null;
  if (written === null) {
    return noQuantity(parsed);
  }
  const heaped = heapedSpoons(parsed, written);
  const quantity = heaped?.output_quantity ?? written;
  const thickness = sliceThickness(parsed);
  const uncooked = weightOfTheUncooked(parsed);
  const r = convertToGrams(
    {
      quantity,
      unit: parsed.unit,
      size: thickness?.size ?? parsed.size,
      preparation: parsed.preparation,
      secondary: uncooked === null ? parsed.secondary_amounts : [],
      name: measuredName(parsed),
    },
    food,
    siblings,
  );
  if (!r.ok) {
    return unconvertible(r.reason, r.code);
  }
  const cls = conversionClassOf(parsed.unit);
  const steps = r.steps.map(sessionStep);
  const weighed = steps[0];
  if (thickness !== null && weighed !== undefined) {
    steps[0] = { ...weighed, reasoning: `${thickness.note} ${weighed.reasoning}` };
  }
  if (lowerPart !== null && weighed !== undefined) {
    steps[0] = { ...weighed, reasoning: `${lowerPart} ${weighed.reasoning}` };
  }
  if (uncooked !== null && steps[0] !== undefined) {
    steps[0] = { ...steps[0], reasoning: `${uncooked} ${steps[0].reasoning}` };
  }
  if (heaped !== null) {
    steps.unshift(heaped);
  }
  if (implied !== null) {
    steps.unshift(implied);
  }
  if (parsed.quantity_range !== null) {
    const [low, high] = parsed.quantity_range;
    const label = quantityLabel(parsed);
    steps.unshift({
      input_quantity: `${low}-${high}`,
      input_unit: label,
      output_quantity: written,
      output_unit: label,
      source: 'range_midpoint',
      conversion_class: cls,
      reasoning: `The line gives a range of ${low} to ${high}; its midpoint, ${written}, is converted.`,
    });
  }
  // "3¼ c flour, plus 2 tablespoons (425 grams)": a stated weight of the whole measure already
  // includes what "plus" adds; adding it again would count it twice.
  const statedWhole =
    r.conversion_source === 'secondary_amount' &&
    (cls === 'volume' || parsed.secondary_amounts.some((s) => s.scope === 'total'));
  const added = statedWhole
    ? { ok: true as const, grams: r.grams, approximate: false }
    : addAmounts(parsed, food, siblings, r.grams, steps);
  if (statedWhole && (parsed.added_amounts ?? []).length > 0) {
    const last = steps.at(-1);
    if (last !== undefined) {
      steps[steps.length - 1] = {
        ...last,
        reasoning: `${last.reasoning} The stated weight is taken as the whole line's, ${(
          parsed.added_amounts ?? []
        )
          .map(signedAmount)
          .map(({ away, shown }) =>
            away ? `the ${shown} taken away already left out` : `the added ${shown} included`,
          )
          .join(' and ')}.`,
      };
    }
  }
  if (!added.ok) {
    return added;
  }
  return {
    ok: true,
    conversion: {
      quantity_grams: added.grams,
      provenance: r.conversion_source,
      conversion_class: cls,
      resolved_by: 'system',
      approximate: r.approximate || added.approximate || heaped !== null,
      reasoning: steps.map((s) => s.reasoning).join(' '),
      portion_reference: r.portion_reference,
      steps,
    },
  };
}

/**
 * An added amount as the line says it: one taken away ("1 cup minus 2 tablespoons") is carried with
 * a negative quantity, and is shown without its sign.
 */
function signedAmount(amount: SecondaryQuantity): { away: boolean; quantity: string; shown: string } {
  const away = amount.quantity.startsWith('-');
  const quantity = away ? amount.quantity.slice(1) : amount.quantity;
  return { away, quantity, shown: `${quantity} ${amount.unit ?? ''}`.trim() };
}

/**
 * "1 tablespoon plus 1 teaspoon", "1 lb plus 5 ounces": each added amount is converted with the
 * same food and summed, in steps appended to `steps`; one taken away ("1 cup minus 2
 * tablespoons") is subtracted. An added amount that cannot be weighed makes the line unconvertible
 * (leaving it out would put a smaller weight on the label without a word), and so does one taken
 * away that leaves nothing.
 */
function addAmounts(
  parsed: ParsedLine,
  food: ConvertibleFood,
  siblings: readonly Sibling<ConvertibleFood>[],
  grams: string,
  steps: SessionConversionStep[],
): { ok: true; grams: string; approximate: boolean } | { ok: false; error: RowError } {
  const added = parsed.added_amounts ?? [];
  if (added.length === 0) {
    return { ok: true, grams, approximate: false };
  }
  let total = dec(grams);
  const parts = [figure(total)];
  const said: string[] = [];
  let approximate = false;
  for (const amount of added) {
    const { away, quantity, shown } = signedAmount(amount);
    const r = convertToGrams(
      { quantity, unit: amount.unit, size: null, preparation: parsed.preparation },
      food,
      siblings,
    );
    if (!r.ok) {
      const what = away ? `The amount taken away "minus ${shown}"` : `The added amount "plus ${shown}"`;
      return unconvertible(`${what} cannot be weighed: ${r.reason}`, r.code);
    }
    steps.push(...r.steps.map(sessionStep));
    approximate ||= r.approximate;
    total = away ? total.minus(r.grams) : total.plus(r.grams);
    parts.push(`${away ? '−' : '+'} ${figure(dec(r.grams))}`);
    said.push(away ? `takes away ${shown} ("minus")` : `adds ${shown} ("plus")`);
  }
  const sum = `${parts.join(' g ')} g`;
  if (!total.gt(0)) {
    return unconvertible(
      `The line takes away as much as it measures or more (${sum} = ${figure(total)} g); give the amount in grams (update_ingredient_grams) or a quantity (update_ingredient_quantity).`,
      'nothing_left',
    );
  }
  steps.push({
    input_quantity: parts.join(' '),
    input_unit: 'gram',
    output_quantity: figure(total),
    output_unit: 'gram',
    source: 'sum',
    conversion_class: 'mass',
    reasoning: `The line ${said.join(' and ')}; ${sum} = ${figure(total)} g.`,
  });
  return { ok: true, grams: decString(total), approximate };
}

/** A fat or oil: what a line may measure out for frying. */
const FRYING_FATS = /^(?:Oil|Shortening|Lard|Fat|Animal fat|Butter oil|Butter|Ghee|Margarine)\b/i;
/** The measured amount's purpose is frying ("4 cups oil for frying", "1 litre oil, for deep frying"). */
const FOR_FRYING = /\bfor\s+(?:the\s+)?(deep[- ]?|shallow[- ]?|pan[- ]?)?fr(?:y|ying|yer)\b/i;
/** More of it for frying, after the amount measured ("2 tbsp oil, plus more for frying"). */
const MORE_FOR_FRYING = /\b(?:plus|extra|more|additional|and)\b/i;
/** From this much fat a line fries in, not with: a deep or shallow fryer's fill (½ cup, 100 g). */
const FRYING_FILL_GRAMS = dec(100);

/**
 * "4 cups vegetable oil for frying", "1 litre vegetable oil, for deep frying": the fat measured
 * fills the pan, and most of it stays there; only what the food absorbs belongs on a label (4 cups
 * had been weighed as 872 g of oil in the recipe). Such a row is asked for the grams absorbed,
 * with the reason (`frying_fat`). A little fat for frying in ("2 tbsp oil, for frying", under
 * FRYING_FILL_GRAMS, and not said deep) is largely eaten with what it fries, and weighed as
 * written; so is an amount measured for the dish with more for frying ("2 tbsp oil, plus more
 * for frying").
 */
function fryingFat(parsed: ParsedLine, food: Food, grams: string): RowError | null {
  const first = (parsed.preparation ?? '').split(/[,;(]/).find((part) => FOR_FRYING.test(part));
  const said = FOR_FRYING.exec(first ?? '');
  if (said === null || first === undefined || MORE_FOR_FRYING.test(first) || !FRYING_FATS.test(food.name)) {
    return null;
  }
  const deep = /^deep/i.test(said[1] ?? '');
  if (!deep && dec(grams).lt(FRYING_FILL_GRAMS)) {
    return null;
  }
  return {
    code: 'unconvertible_quantity',
    message: `The line's ${figure(dec(grams))} g of ${food.name} are for frying: most of a frying fat stays in the pan, and only what the food absorbs belongs on a label. Give the grams the fried food takes up (update_ingredient_grams), or remove the row if another row already weighs that fat.`,
    field: 'quantity',
    reason_code: 'frying_fat',
  };
}

/** The finished row of a prepared entry at its position. */
export function finishEntry(prepared: PreparedEntry, position: number, food: FoodLookup): ResolutionRow {
  const { entry } = prepared;
  const parsed: ParsedLine = { ...prepared.parsed, position, original_text: entry.originalText };
  const search = searchOf(prepared, food);
  const chosen = search.ingredient_id === null ? undefined : food(search.ingredient_id);
  let error: RowError | null = null;
  let conversion: RowConversion | null = null;
  let notice: RowNotice | null = null;
  if (search.ingredient_id === null) {
    error = selectionError(parsed, search, prepared.joined, prepared.alternative);
  } else if (chosen === undefined) {
    error = {
      code: 'ingredient_unavailable',
      message: `The food ${search.ingredient_id} is no longer in the catalogue; choose another with replace_ingredient and ingredient_id.`,
      field: 'ingredient_id',
      reason_code: null,
    };
  }
  if (entry.grams !== null) {
    conversion = statedConversion(entry.grams);
  } else if (chosen !== undefined) {
    notice = error === null ? unweighedNotice(parsed, chosen.food) : null;
    const c = notice === null ? convertLine(parsed, chosen.food, chosen.siblings) : null;
    const frying = c?.ok === true ? fryingFat(parsed, chosen.food, c.conversion.quantity_grams) : null;
    if (frying !== null) {
      error ??= frying;
    } else if (c?.ok === true) {
      conversion = c.conversion;
    } else if (c?.ok === false) {
      error ??= c.error;
    }
  }
  return {
    row_id: entry.rowId,
    position,
    action: entry.action,
    item_index: entry.itemIndex,
    original_text: entry.originalText,
    status: error === null && (conversion !== null || notice !== null) ? 'resolved' : 'unresolved',
    parsed,
    search,
    unit_conversion: conversion,
    pinned_version_id: chosen?.pinned_version_id ?? null,
    error,
    notice,
  };
}

/** A carried row at its new position (it keeps everything else). */
export function carriedRow(
  row: ResolutionRow,
  position: number,
  action: ResolutionRow['action'],
  itemIndex: number | null,
): ResolutionRow {
  return { ...row, position, action, item_index: itemIndex, parsed: { ...row.parsed, position } };
}
