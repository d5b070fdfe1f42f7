import { describe, expect, it } from 'vitest';
import { buildFoodIndex, type FoodIndex } from '../../../src/domain/matching/food-index.ts';
import { type MatchResult, matchIngredient } from '../../../src/domain/matching/match.ts';
import { exampleOf, prepareEntry, searchName } from '../../../src/domain/resolution/rows.ts';
import { resolveEntry } from '../fixtures/resolve-entries.ts';
import { sr28Foods } from '../matching/fixtures.ts';

/** The match a session line gets against a catalogue: the real preparation of an entry. */
/** A line resolved against a small catalogue: its entry as prepared for matching. */
function entryWith(index: FoodIndex) {
  return (text: string) => prepareEntry(resolveEntry(text), (name) => matchIngredient(index, name));
}

function preparedWith(index: FoodIndex): (text: string) => MatchResult | undefined {
  const entry = entryWith(index);
  return (text) => entry(text).match ?? undefined;
}

describe('the name a line is matched by', () => {
  // "Tender" had found SR28's pork "petite tender" (0.51), "1 small bunch cilantro, leaves and
  // tender stems" was asked at 0.58: an herb measured with its stems is its leaves.
  it.each([
    ['cilantro leaves and tender stems', 'cilantro leaves'],
    ['cilantro, leaves and tender stems', 'cilantro leaves'],
    ['parsley leaves & stems', 'parsley leaves'],
    ['dill fronds and tender stems', 'dill leaves'],
    // The canned mushrooms' name keeps its stems.
    ['mushroom pieces and stems', 'mushroom pieces and stems'],
    // Packed in olive oil is SR28's "canned in oil" (sardines had been asked at 0.57).
    ['sardines in olive oil', 'sardines in oil'],
    ['tuna in extra-virgin olive oil', 'tuna in oil'],
    ['olive oil', 'olive oil'],
    // Tuna in spring water is tuna canned in water (a bottled spring water had come first, 0.64).
    ['tuna in spring water', 'tuna in water'],
    // Bitters are a cocktail's, not the bitter gourd the matcher had offered (0.63).
    ['Angostura bitters', 'cocktail bitters'],
    ['bitters', 'cocktail bitters'],
    // Bittersweet chocolate of no stated cacao is sold at 60 to 72 %: SR28's 60-69 % band (its
    // dark chocolate of no band, mostly 45-59 %, had been selected); its chips keep their cup.
    ['bittersweet chocolate', 'bittersweet chocolate 60-69% cacao'],
    ['bittersweet chocolate chips', 'bittersweet chocolate chips'],
    // One can's name: its garlic, onions or basil had come first.
    ['diced tomatoes with basil, garlic and oregano', 'seasoned diced tomatoes'],
    ['diced tomatoes seasoned with garlic, oregano and basil', 'seasoned diced tomatoes'],
    ['diced tomatoes with green chiles', 'diced tomatoes with green chiles'],
    // The peas, weighed without their pods (SR28's drumstick pods had come first).
    ['very fresh peas in their pods', 'very fresh peas'],
    ['fava beans in their pods', 'fava beans in their pods'],
  ])('%s → %s', (name, expected) => {
    expect(searchName(name, null)).toBe(expected);
  });

  it.each([
    ['oranges', 'large, finely grated zest only', 'oranges zest'],
    ['lemon', 'zested and juiced', 'lemon zest'],
    ['lime', 'juiced', 'lime juice'],
    // "juice of 2 lemons": the parser keeps "juice of" before the amount as the preparation.
    ['lemons', 'juice of', 'lemons juice'],
    ['eggs', 'whites only', 'eggs white'],
    ['large eggs', 'yolks only, beaten', 'large eggs yolk'],
    // A citrus fruit's rind is its zest.
    ['oranges', 'Grated rind of', 'oranges zest'],
    // So is its peel or skin, said as the part used.
    ['limes', 'Skin of, cut into, about 20 strips', 'limes zest'],
    ['lemon', 'peel only', 'lemon zest'],
  ])('%s, %s → %s: the part the preparation says is used', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });

  it.each([
    ['lemon zest', 'finely grated'],
    ['egg whites', 'whites only'],
    ['onions', 'finely chopped'],
    ['pepper', 'white pepper works too'],
    ['tomatoes', 'with their juice'],
    ['salmon fillets', 'served with the juice of 1 lemon'],
    ['scallions', 'white and pale-green parts, finely chopped'],
    ['leeks', 'white parts only'],
    // A cheese's rind is not zest.
    ['fresh goat cheese', 'without rind, in one piece'],
    // A citrus peel taken off leaves the flesh; a potato's skin is not zest.
    ['oranges', 'peel and pith removed'],
    ['potatoes', 'skin only'],
    // Both parts of the egg are used: the whole egg is measured.
    ['eggs', 'whites and yolks separated'],
    ['large free-range eggs', 'yolks and whites separated'],
    // A part added after "plus" is another amount, not the part the line measures.
    ['eggs', 'plus 1 yolk'],
    ['eggs', 'and 1 yolk'],
  ])('%s, %s: unchanged when the name already says it or no part is named', (name, preparation) => {
    expect(searchName(name, preparation)).toBe(name);
  });

  it.each([
    // The water, juice and syrup packs had tied at 0.70.
    ['crushed pineapple', 'with juice', 'canned crushed pineapple in juice'],
    ['sliced peaches', 'in their own juice', 'canned sliced peaches in juice'],
    // The can's juice kept aside is no part measured ("pineapple juice" had been searched).
    ['pineapple tidbits', 'juice reserved', 'canned pineapple tidbits'],
  ])(
    'a can of %s, %s → %s: the can’s juice kept with its food is the juice pack',
    (name, preparation, expected) => {
      expect(searchName(name, preparation, 'can', true)).toBe(expected);
    },
  );

  it.each([
    ['dark chocolate', '70% cocoa solids', 'dark chocolate 70-85% cacao'],
    ['70% bittersweet chocolate', 'cut into ¼-inch pieces', 'bittersweet chocolate 70-85% cacao'],
    ['bittersweet chocolate', '60 to 70 percent cacao', 'bittersweet chocolate 60-69% cacao'],
    ['dark chocolate', 'at least 50% cocoa', 'dark chocolate 45-59% cacao'],
    // Beyond SR28's bands, the nearest.
    ['90% dark chocolate', null, 'dark chocolate 70-85% cacao'],
    // Milk, white and semisweet chocolate keep their names; no percentage, no band.
    ['milk chocolate', '36 to 44 percent cocoa solids', 'milk chocolate'],
    ['semisweet chocolate', '54% cacao', 'semisweet chocolate'],
    ['dark chocolate', 'chopped', 'dark chocolate'],
  ])('%s, %s → %s: a stated cacao percentage picks SR28’s band', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });

  it.each([
    ['chicken breasts', 'cooked', null, 'cooked chicken breasts'],
    ['sausage links', 'fully cooked', 'ounce', 'fully cooked sausage links'],
    ['eggs', 'hard-cooked, quartered', null, 'hard-cooked eggs'],
    ['eggs', 'hard-boiled', null, 'hard-boiled eggs'],
    ['rice', 'cooked', 'cup', 'cooked rice'],
    ['walnuts', 'toasted and chopped', 'cup', 'toasted walnuts'],
    // Sautéed is a state the cup is measured in, as cooked is ("1 cup spinach, sauteed" had been
    // a cup of raw leaves, 30 g; "1 cup mushrooms, sauteed" a cup of raw pieces).
    ['spinach', 'sauteed', 'cup', 'sauteed spinach'],
    ['mushrooms', 'sautéed', 'cup', 'sauteed mushrooms'],
    ['chickpeas', 'drained', 'can', 'canned drained chickpeas'],
    // A form SR28 lists apart, moved to the preparation by the parser ("1 cup flaked coconut").
    ['coconut', 'flaked', 'cup', 'flaked coconut'],
    ['tomatoes', 'diced', 'can', 'canned tomatoes'],
    ['canned tomatoes', null, 'can', 'canned tomatoes'],
    // A can of frozen concentrate is frozen, not canned ("canned" had cost it its selection).
    ['frozen orange juice concentrate', 'thawed', 'can', 'frozen orange juice concentrate'],
    // A drained jar held its food in liquid, as a can does; a jar of honey is not canned honey.
    ['mushroom pieces and stems', 'drained', 'jar', 'canned drained mushroom pieces and stems'],
    ['honey', null, 'jar', 'honey'],
    // A jar of a food a recipe drains out of a can is canned, drained or not; not a spread made of
    // it ("1 (4.5 oz) jar sliced mushrooms" had been weighed as raw mushrooms).
    ['mushrooms', 'sliced', 'jar', 'canned mushrooms'],
    ['pimentos', null, 'jar', 'canned pimentos'],
    ['apricot preserves', null, 'jar', 'apricot preserves'],
    ['sun-dried tomatoes in oil', null, 'jar', 'sun-dried tomatoes in oil'],
    // Beans a line drains came from a can; dry ones soaked or cooked, green beans and tofu did not.
    // Rinsed too, they are SR28's rinsed canned beans (its rinsed chickpeas list a cup); a can
    // counted is weighed as the unrinsed food's can.
    ['chickpeas', 'drained and rinsed', 'cup', 'rinsed canned drained chickpeas'],
    ['black beans', 'rinsed and drained', null, 'rinsed canned drained black beans'],
    ['chickpeas', 'drained and rinsed', 'can', 'canned drained chickpeas'],
    ['dried chickpeas', 'soaked overnight and drained', 'cup', 'drained dried chickpeas'],
    ['green beans', 'cooked and drained', 'pound', 'drained cooked green beans'],
    ['lentils', 'rinsed and drained', 'cup', 'drained lentils'],
    ['firm tofu', 'drained', 'ounce', 'drained firm tofu'],
    // Used undrained, with the can's liquid: canned too; dry beans soaked stay dry.
    ['black beans', 'undrained', 'cup', 'canned black beans'],
    ['dried beans', 'soaked overnight, undrained', 'cup', 'dried beans'],
    // So do tomatoes, corn, vegetables and fruit sold in liquid; washed or seeded ones did not.
    ['diced tomatoes', 'drained', 'cup', 'canned drained diced tomatoes'],
    ['beets', 'drained', 'cup', 'canned drained beets'],
    ['pineapple chunks', 'drained', 'cup', 'canned drained pineapple chunks'],
    ['spinach', 'washed and drained', 'pound', 'drained spinach'],
    ['tomatoes', 'seeded and drained', 'cup', 'drained tomatoes'],
    ['sun-dried tomatoes', 'drained', 'cup', 'drained sun-dried tomatoes'],
    ['onions', 'sliced, then roasted', null, 'onions'],
    ['pork shoulder', 'trimmed, until cooked through', 'pound', 'pork shoulder'],
    ['rice', 'cooked according to package directions', 'cup', 'rice'],
    ['pasta', 'cooked as directed', 'ounce', 'pasta'],
    // How long or how far to cook it is the method: the food is measured before.
    ['red onions', 'cut into wedges, roasted, for 30 minutes', null, 'red onions'],
    ['lean bacon', 'simmered in water, for 10 minutes, drained and dried', 'pound', 'lean bacon'],
    // Not of bacon counted by the slice: the slices eaten are cooked ones, their fat rendered out.
    ['streaky bacon', 'grilled until crisp', 'slice', 'cooked streaky bacon'],
    ['bacon', 'fried and crumbled', 'slice', 'cooked bacon'],
    ['eggplant', 'peeled, cubed and boiled until soft', null, 'eggplant'],
    // Every state the preparation says, not only the first.
    ['chickpeas', 'drained cooked', 'cup', 'cooked drained chickpeas'],
    // After "or 2 cups …" the line offers another way to buy the food: not its state.
    ['boneless chicken breasts', 'or 2 cups cooked, shredded chicken', 'pound', 'boneless chicken breasts'],
    ['sherry vinegar', 'or ½ cup balsamic vinegar boiled down to ¼ cup', 'cup', 'sherry vinegar'],
    [
      'tomatoes',
      'peeled, seeded, and chopped (about 2 cups) or 2 cups drained canned chopped tomatoes',
      null,
      'peeled tomatoes',
    ],
    ['boneless chicken breast halves', 'skin on', null, 'skin boneless chicken breast halves'],
    ['chicken thighs', 'with the skin, trimmed', null, 'skin chicken thighs'],
    ['boneless chicken breasts', 'but not skinless, ideally', null, 'skin boneless chicken breasts'],
    ['skinless chicken breasts', 'skin-on', null, 'skinless chicken breasts'],
    // Skin taken off is the meat alone (SR28's "meat only"), as "skinless" in the name says.
    ['chicken thighs', 'skin removed', null, 'skinless chicken thighs'],
    ['whole chicken', 'skinned', null, 'skinless whole chicken'],
    ['chicken drumsticks', 'skins removed and discarded', null, 'skinless chicken drumsticks'],
    ['chicken legs', 'without the skin', null, 'skinless chicken legs'],
    ['skinless chicken thighs', 'skin removed', null, 'skinless chicken thighs'],
    // "2 cubes chicken bouillon" are bouillon cubes (the dry powder had come first, 0.84).
    ['chicken bouillon', null, 'cube', 'chicken bouillon cube'],
    ['beef stock', null, 'cube', 'beef stock cube'],
    ['chicken bouillon', null, 'teaspoon', 'chicken bouillon'],
  ])('%s, %s, unit %s → %s: the state the amount is measured in', (name, preparation, unit, expected) => {
    expect(searchName(name, preparation, unit)).toBe(expected);
  });

  it.each([
    ['flour', 'whole wheat', 'whole wheat flour'],
    ['sugar', 'packed brown', 'brown sugar'],
    ['rice', 'brown', 'brown rice'],
    ['cheese', 'Swiss', 'Swiss cheese'],
    ['vinegar', 'red wine', 'red wine vinegar'],
    ['oil', 'olive or vegetable', 'olive oil'],
    ['pork', 'ground', 'ground pork'],
    // The parser moves "minced" of "500g minced beef" to the preparation.
    ['beef', 'minced', 'minced beef'],
    // "500g pack minced beef": the container the weight is of comes first (the rib roast had).
    ['beef', 'pack, minced', 'minced beef'],
    ['oil', 'corn, peanut or vegetable', 'corn oil'],
    ['cornmeal', 'stone-ground', 'stone-ground cornmeal'],
    // A yogurt's flavour said after a comma (the plain Greek yogurt had been selected).
    ['Greek yogurt', 'vanilla', 'vanilla Greek yogurt'],
    ['yogurt', 'strawberry', 'strawberry yogurt'],
    // Whole milk, SR28's breakfast sausage and its plain preserves had been selected.
    ['milk', 'chocolate', 'chocolate milk'],
    ['sausage', 'Italian', 'Italian sausage'],
    ['preserves', 'apricot', 'apricot preserves'],
    ['ice cream', 'vanilla', 'vanilla ice cream'],
    // A note, a preparation or a kind the table does not list is no kind.
    ['turkey', 'giblets removed', 'turkey'],
    ['butter', 'to grease the pan', 'butter'],
    ['sugar', 'divided', 'sugar'],
    ['pasta', 'any shape', 'pasta'],
  ])('%s, %s → %s: a shopping-list name gives the kind after the comma', (name, preparation, expected) => {
    expect(searchName(name, preparation, 'cup')).toBe(expected);
  });

  it.each([
    ['milk', 'skim', 'skim milk'],
    ['milk', '2%', '2% milk'],
    ['milk', '2% or whole', '2% milk'],
    ['cream cheese', 'light', 'light cream cheese'],
    ['butter', 'unsalted', 'unsalted butter'],
    ['chicken broth', 'low sodium', 'low sodium chicken broth'],
    ['yogurt', 'nonfat', 'nonfat yogurt'],
    // Colours, a verb and what a line rules out are no variant.
    ['frisee', 'white and light yellow parts only', 'frisee'],
    ['chicken stock', 'fat skimmed off', 'chicken stock'],
    ['whole milk', 'do not substitute low-fat or skim milk', 'whole milk'],
    // A share is a milk's fat; beside flour, salt or yeast it is a baker's percentage.
    ['cottage cheese', '1%', '1% cottage cheese'],
    ['salt', '2%', 'salt'],
    ['instant yeast', '1%', 'instant yeast'],
  ])(
    '%s, %s → %s: a reduced, salted or skimmed form the preparation names',
    (name, preparation, expected) => {
      expect(searchName(name, preparation, 'cup')).toBe(expected);
    },
  );

  it.each([
    ['ground beef', '85% lean', '85% lean ground beef'],
    ['lean ground beef', '90/10', '90/10 lean ground beef'],
    ['ground turkey', '93% lean', '93% lean ground turkey'],
    // A bare share is the lean one ("lean" alone had found the 90 % grind).
    ['lean ground beef', 'at least 80%, cooked, drained', '80% lean lean ground beef'],
    ['ground beef', '85 percent', '85% lean ground beef'],
    // A fat share is the rest of the lean one (it had been dropped, and the 80 % grind selected);
    // a share no grind has is not read as lean.
    ['ground beef', '15% fat', '85% lean ground beef'],
    ['ground beef', 'about 20%', 'ground beef'],
    // Already said in the name, or not a ground meat: unchanged.
    ['85% lean ground beef', 'browned', '85% lean ground beef'],
    ['pork chops', '1 1/2 inches thick', 'pork chops'],
  ])('%s, %s → %s: the lean share a line gives is the grind', (name, preparation, expected) => {
    expect(searchName(name, preparation, 'pound')).toBe(expected);
  });

  it.each([
    ['chili', 'can', 'canned chili with beans'],
    ['chili', 'cup', 'chili'],
    ['green chiles', 'can', 'canned green chiles'],
  ])('%s by the %s → %s: a can of chili is the dish, not chile peppers', (name, unit, expected) => {
    expect(searchName(name, null, unit)).toBe(expected);
  });

  it.each([
    ['oil', null, 'vegetable oil'],
    ['oil', 'for frying', 'vegetable oil'],
    // A kind the line gives after the name is the oil measured.
    ['oil', 'corn, peanut or vegetable', 'corn oil'],
    ['olive oil', null, 'olive oil'],
  ])('%s, %s → %s: oil of no named kind is vegetable oil', (name, preparation, expected) => {
    expect(searchName(name, preparation, 'tablespoon')).toBe(expected);
  });

  it.each([
    ['dry arborio rice', 'arborio rice'],
    ['dried long grain white rice', 'long grain white rice'],
    ['dried lentils', 'lentils'],
    ['dry red lentils', 'red lentils'],
    ['dried split peas', 'split peas'],
    // Not a grain the name ends with: dried noodles and dry sherry keep the word.
    ['dried rice noodles', 'dried rice noodles'],
    ['dry sherry', 'dry sherry'],
    ['dried apricots', 'dried apricots'],
  ])('%s → %s: rice, lentils and grains are sold dry, as SR28’s raw ones', (name, expected) => {
    expect(searchName(name, null, 'cup')).toBe(expected);
  });

  it.each([
    ['red pepper', 'cut into thin strips', null, true, 'sweet red pepper'],
    ['green peppers', null, null, true, 'sweet green peppers'],
    ['pepper', 'thinly sliced', null, true, 'sweet pepper'],
    // By the spoon, or with no amount, red pepper is the spice.
    ['red pepper', null, 'teaspoon', true, 'red pepper'],
    ['red pepper', null, null, false, 'red pepper'],
    ['red pepper flakes', null, null, true, 'red pepper flakes'],
    ['red pepper', 'crushed', 'teaspoon', true, 'red pepper'],
    // Cut, fresh or raw, or by the cup or the pound, a red pepper is the vegetable: "1/2 cup red
    // pepper, seeded and chopped" had been 42 g of cayenne.
    ['red pepper', 'seeded and chopped', 'cup', true, 'sweet red pepper'],
    ['red pepper', 'minced', 'tablespoon', true, 'sweet red pepper'],
    ['red pepper', null, 'cup', true, 'sweet red pepper'],
    ['red pepper', null, 'pound', true, 'sweet red pepper'],
    ['raw red peppers', null, 'cup', true, 'sweet raw red peppers'],
    // Nor ripe ("1 cup chopped red ripe peppers" had been 85 g of cayenne).
    ['red ripe peppers', 'chopped', 'cup', true, 'sweet red ripe peppers'],
    ['ripe red pepper', 'sliced', null, true, 'sweet ripe red pepper'],
    ['fresh red pepper', null, null, true, 'sweet fresh red pepper'],
    // Named in the plural, by any measure, peppers are the vegetable: no spice is "peppers".
    ['red peppers', 'chopped', 'cup', false, 'sweet red peppers'],
    ['peppers', 'sliced', 'gram', false, 'sweet peppers'],
    ['padrón peppers', null, 'gram', false, 'padrón peppers'],
  ])(
    '%s, %s, unit %s, counted %s → %s: the vegetable, or the spice by the spoon',
    (name, preparation, unit, counted, expected) => {
      expect(searchName(name, preparation, unit, counted)).toBe(expected);
    },
  );

  it.each([
    ['chicken', 'diced', 'gram', true, 'diced chicken'],
    ['chicken', 'cut into 1-inch cubes', 'pound', true, 'diced chicken'],
    // A chicken the line counts, jointed, is the bird.
    ['chicken', 'cut into 8 pieces', null, true, 'chicken'],
    // Crushed tomatoes by measure are the canned product; counted ones, crushed, the tomatoes.
    ['tomatoes', 'crushed', 'cup', true, 'crushed tomatoes'],
    ['imported tomatoes', 'crushed', 'cup', true, 'crushed imported tomatoes'],
    ['plum tomatoes', 'crushed by hand', null, true, 'plum tomatoes'],
    ['garlic', 'crushed', 'clove', true, 'garlic'],
    ['chicken thighs', 'diced', 'pound', true, 'chicken thighs'],
    // Coconut by measure is bought shredded or flaked (dried); grated or counted, it is fresh.
    ['coconut', null, 'cup', true, 'shredded coconut'],
    ['coconut', 'toasted', 'cup', true, 'toasted shredded coconut'],
    ['coconut', 'freshly grated', 'cup', true, 'grated coconut'],
    ['coconut', null, null, true, 'coconut'],
  ])(
    '%s, %s, unit %s, counted %s → %s: the form a cut or crushed food is bought in',
    (name, preparation, unit, counted, expected) => {
      expect(searchName(name, preparation, unit, counted)).toBe(expected);
    },
  );

  it.each([
    ['coriander', 'chopped', 'fresh coriander'],
    ['tarragon', 'finely minced', 'fresh tarragon'],
    ['basil', 'torn', 'fresh basil'],
    // Not when the name already says its form, nor when nothing is cut.
    ['coriander seeds', 'toasted and ground', 'toasted coriander seeds'],
    ['dried oregano', 'crumbled', 'dried oregano'],
    ['coriander', null, 'coriander'],
  ])('%s, %s → %s: a chopped herb is the fresh herb', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });

  it.each([
    [
      'linguine',
      'cooked, drained and kept warm',
      'pound',
      '1 pound linguine, cooked, drained and kept warm',
      'linguine',
    ],
    ['rice noodles', 'cooked', 'gram', '200g/7oz rice noodles, cooked', 'rice noodles'],
    [
      'egg noodles',
      'cooked and drained',
      'package',
      '1 (16 ounce) package egg noodles, cooked and drained',
      'egg noodles',
    ],
    // Raw meat is bought by weight too: a pound of bacon cooked is not a pound of cooked bacon.
    ['bacon', 'cooked and crumbled', 'pound', '1 lb bacon, cooked and crumbled', 'bacon'],
    [
      'boneless chicken breasts',
      'cooked and shredded',
      'pound',
      '1 pound boneless chicken breasts, cooked and shredded',
      'shredded boneless chicken breasts',
    ],
    // What else the preparation says still holds: the skin is off, whatever the cooking.
    [
      'chicken legs',
      'skin removed, cooked',
      'pound',
      '2 pounds chicken legs, skin removed, cooked',
      'skinless chicken legs',
    ],
    // A name that says it was cooked ("roast veal") is the cooked food.
    ['roast veal', 'cooked', 'pound', '3/4 pound roast veal, cooked', 'cooked roast veal'],
    // Cooked before the name, by the cup, or fresh pasta: weighed cooked, as before.
    ['spaghetti', 'cooked', 'ounce', '12 ounces cooked spaghetti', 'cooked spaghetti'],
    [
      'chicken',
      'cooked and shredded',
      'cup',
      '2 cups chicken, cooked and shredded',
      'shredded cooked chicken',
    ],
    ['rice', 'cooked', 'cup', '1 cup rice, cooked', 'cooked rice'],
    // Sautéed after a weight or a count is done to the food bought raw.
    ['mushrooms', 'sliced and sauteed', 'pound', '1 lb mushrooms, sliced and sauteed', 'mushrooms'],
    ['fresh fettuccine', 'cooked', 'pound', '1 pound fresh fettuccine, cooked', 'cooked fresh fettuccine'],
  ])(
    '%s, %s, by the %s ("%s") → %s: dry pasta or raw meat weighed, then cooked, is weighed as bought',
    (name, preparation, unit, line, expected) => {
      expect(searchName(name, preparation, unit, true, line)).toBe(expected);
    },
  );

  it.each([
    ['tarragon', 'bunch', 'fresh tarragon'],
    ['oregano', 'sprig', 'fresh oregano'],
    ['coriander', 'handful', 'fresh coriander'],
    ['coriander', 'cup', 'fresh coriander'],
    ['thyme', 'stem', 'fresh thyme'],
    // By the spoon the herb may be dried: the name decides.
    ['oregano', 'teaspoon', 'oregano'],
    ['dried oregano', 'cup', 'dried oregano'],
  ])('%s by the %s → %s: a bunch, sprig or cup of an herb is the fresh herb', (name, unit, expected) => {
    expect(searchName(name, null, unit, true)).toBe(expected);
  });

  it.each([
    // "3-4 sage leaves" had been SR28's ground sage.
    ['sage leaves', null, 'fresh sage leaves'],
    ['basil leaves', 'cup', 'fresh basil leaves'],
    // By the spoon the leaves may be dried: the name decides.
    ['oregano leaves', 'tablespoon', 'oregano leaves'],
    ['dried sage leaves', 'teaspoon', 'dried sage leaves'],
  ])(
    '%s, unit %s → %s: an herb’s leaves counted, or by the cup, are its fresh leaves',
    (name, unit, expected) => {
      expect(searchName(name, null, unit, true)).toBe(expected);
    },
  );

  it.each([
    ['cucumber', 'peeled, seeded, and chopped', 'peeled cucumber'],
    ['apples', 'peeled and cut into cubes', 'peeled apples'],
    ['sweet potato', 'peeled, cooked and mashed', 'peeled cooked sweet potato'],
    ['cucumber', 'unpeeled', 'cucumber'],
    ['potatoes', 'peeled or not', 'potatoes'],
    ['potatoes', 'boiled, then peeled', 'boiled potatoes'],
    // Skin left on is the skin weighed with it (SR28's "with skin"), never peeled.
    ['apples', 'cored, skin left on', 'skin apples'],
    ['peeled tomatoes', 'peeled', 'peeled tomatoes'],
  ])('%s, %s → %s: peeled flesh is what is measured', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });

  it('a peeled cucumber is matched to SR28’s peeled one, a plain one to the one with its peel', () => {
    const index = buildFoodIndex([
      { id: 'f_sr28_11205', name: 'Cucumber, with peel, raw', category: 'Vegetables', source: 'usda_sr28' },
      { id: 'f_sr28_11206', name: 'Cucumber, peeled, raw', category: 'Vegetables', source: 'usda_sr28' },
      { id: 'f_sr28_11282', name: 'Onions, raw', category: 'Vegetables', source: 'usda_sr28' },
    ]);
    const top = (name: string, prep: string | null) =>
      matchIngredient(index, searchName(name, prep)).selected?.ingredient_id ?? null;
    expect(top('cucumber', 'peeled, seeded, and chopped')).toBe('f_sr28_11206');
    expect(top('cucumber', 'sliced')).toBe('f_sr28_11205');
    // A food SR28 has in one form only is not doubted for it.
    expect(top('onion', 'peeled and sliced')).toBe('f_sr28_11282');
  });

  it('a catalogue with only the cucumber "with peel" does not select it for a peeled one', () => {
    const index = buildFoodIndex([
      { id: 'f_sr28_11205', name: 'Cucumber, with peel, raw', category: 'Vegetables', source: 'usda_sr28' },
    ]);
    const result = matchIngredient(index, searchName('cucumber', 'peeled, seeded, and chopped'));
    expect(result.candidates[0]?.ingredient_id).toBe('f_sr28_11205');
    expect(result.selected).toBeNull();
  });

  it.each([
    // Grated fresh, Parmesan is the hard cheese (SR28's grated one is the dried, shelf-stable kind);
    // grated alone it is SR28's grated parmesan.
    ['Parmesan cheese', 'freshly grated', 'Parmesan cheese hard'],
    ['Parmesan cheese', 'grated', 'grated Parmesan cheese'],
    ['sweetened coconut', 'shredded', 'shredded sweetened coconut'],
    ['grated Parmesan', 'finely grated', 'grated Parmesan'],
    ['lemon', 'finely grated zest', 'lemon zest'],
  ])('%s, %s → %s: the form SR28 lists apart', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });

  it('is the parsed name when there is no preparation', () => {
    expect(searchName('butter', null)).toBe('butter');
  });
});

describe('a broth made at home', () => {
  it.each([
    // SR28's broths are sold ready to serve: homemade is its home-prepared stock (the regular
    // canned broth, with 2.6 times the sodium, had been selected).
    ['homemade chicken broth', null, 'homemade chicken stock'],
    ['beef broth', 'preferably homemade', 'beef stock'],
    ['chicken broth', null, 'chicken broth'],
    ['chicken broth', 'low-sodium or homemade', 'low-sodium chicken broth'],
    // One the line rules out is not.
    ['chicken broth', 'not homemade', 'chicken broth'],
  ])('%s, %s → %s', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });
});

describe('the state a preparation offers another way to buy the food in', () => {
  it.each([
    // The weight is of the raw pumpkin; the cooked purée is another way to buy it.
    ['pumpkin', 'peeled, cubed, or cups cooked pumpkin purée', 'peeled pumpkin'],
    // The state of the first choice, not of the one offered after "or".
    ['chicken stock', 'preferably homemade or canned low-sodium broth', 'chicken stock'],
    ['chicken stock', 'homemade or canned', 'chicken stock'],
    // Nor of one it rules out ("canned peas" and a cooked breast had been searched).
    ['peas', 'fresh, never canned', 'peas'],
    ['chicken breast', 'raw, not cooked', 'chicken breast'],
    ['chicken broth', 'canned or homemade', 'canned chicken broth'],
  ])('%s, %s → %s', (name, preparation, expected) => {
    expect(searchName(name, preparation)).toBe(expected);
  });
});

describe('a line that names its food by example', () => {
  it.each([
    ['hard cheese', 'grated, like Pecorino Romano', 'Pecorino Romano cheese'],
    ['dry white wine', 'such as Sauvignon Blanc', 'Sauvignon Blanc wine'],
    ['oil', 'preferably olive', 'olive oil'],
    ['white fish', 'e.g. cod fillets', 'cod fillets fish'],
    ['greens', 'such as kale or chard', 'kale or chard greens'],
    ['cheese', 'like sharp cheddar cheese', 'sharp cheddar cheese'],
    // The form the name says stays: shavings are not the grated cheese.
    ['Thin shavings of Parmesan', 'preferably Parmigiano-Reggiano', 'shaved Parmigiano-Reggiano Parmesan'],
    ['grated hard cheese', 'like Pecorino Romano', 'grated Pecorino Romano cheese'],
    ['shredded cheese', 'such as shredded cheddar', 'shredded cheddar cheese'],
    // The state the name says stays too: "smoked fish, such as trout" had selected raw trout.
    ['smoked fish', 'such as trout or mackerel', 'smoked trout or mackerel fish'],
    ['leftover roast meat', 'such as pork, beef and lamb, diced', 'leftover roast pork meat'],
    ['canned beans', 'such as kidney beans, drained', 'canned kidney beans'],
    ['dried herbs', 'such as oregano', 'dried oregano herbs'],
    // And the variant: "low-sodium broth, such as chicken" had selected the regular broth.
    ['low-sodium broth', 'such as chicken', 'low-sodium chicken broth'],
    ['unsweetened nondairy milk', 'such as almond', 'unsweetened almond milk'],
    // Ground meat of a named cut is ground: "top round beef" had found a round steak.
    ['lean ground beef', 'preferably top round', 'ground top round beef'],
    ['ground pork', 'preferably shoulder', 'ground shoulder pork'],
    // A preferred form of the food the name says keeps the whole name.
    ['well-flavored chicken stock', 'preferably homemade', 'homemade well-flavored chicken stock'],
    ['butter', 'preferably unsalted', 'unsalted butter'],
    // An origin qualifies the food named: "Italian wine" had lost the red.
    ['good red wine', 'preferably Italian', 'Italian good red wine'],
  ])('%s, %s → %s', (name, preparation, expected) => {
    expect(exampleOf(name, preparation)).toBe(expected);
  });

  it.each([
    ['onions', 'finely chopped'],
    ['butter', 'softened, or more as needed'],
    ['cookies', 'store-bought'],
  ])('%s, %s: no example', (name, preparation) => {
    expect(exampleOf(name, preparation)).toBeNull();
  });

  const foods = buildFoodIndex([
    { id: '01038', name: 'Cheese, romano', category: 'Dairy and Egg Products', source: 'usda_sr28' },
    { id: '01033', name: 'Cheese, parmesan, hard', category: 'Dairy and Egg Products', source: 'usda_sr28' },
    {
      id: '14106',
      name: 'Alcoholic beverage, wine, table, white',
      category: 'Beverages',
      source: 'usda_sr28',
    },
    {
      id: '11670',
      name: 'Peppers, hot chili, green, raw',
      category: 'Vegetables and Vegetable Products',
      source: 'usda_sr28',
    },
    {
      id: '11819',
      name: 'Peppers, hot chili, red, raw',
      category: 'Vegetables and Vegetable Products',
      source: 'usda_sr28',
    },
  ]);
  const best = (text: string) => preparedWith(foods)(text)?.candidates[0]?.ingredient_id;

  it('searches the example when the catalogue knows it as well as the class', () => {
    expect(best('1/4 cup grated hard cheese like Pecorino Romano')).toBe('01038');
    expect(best('1/4 cup grated hard cheese')).toBe('01033');
  });

  it('keeps the class when the catalogue does not know the example', () => {
    expect(best('1 cup dry white wine, such as Sauvignon Blanc')).toBe('14106');
  });

  it('keeps the state the name says: smoked fish is not raw trout', () => {
    const fish = buildFoodIndex(
      sr28Foods([
        ['15114', 'Fish, trout, mixed species, raw', 'Finfish and Shellfish Products'],
        ['15046', 'Fish, mackerel, Atlantic, raw', 'Finfish and Shellfish Products'],
        ['15014', 'Fish, cisco, smoked', 'Finfish and Shellfish Products'],
        ['15035', 'Fish, haddock, smoked', 'Finfish and Shellfish Products'],
      ]),
    );
    // The raw trout had been selected at 0.99 for 200 g of smoked fish.
    const match = preparedWith(fish)('200g smoked fish, such as trout or mackerel');
    // The example, smoked, is no food of this catalogue: the class stands, a question between
    // its smoked fish.
    expect(match?.query_text).toBe('smoked fish');
    expect(match?.selected).toBeNull();
  });

  it('keeps the variant the name says: low-sodium broth of chicken is the low-sodium one', () => {
    const broths = buildFoodIndex(
      sr28Foods([
        ['06194', 'Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies'],
        ['06183', 'Soup, chicken broth, less/reduced sodium, ready to serve', 'Soups, Sauces, and Gravies'],
        ['06188', 'Soup, beef broth, less/reduced sodium, ready to serve', 'Soups, Sauces, and Gravies'],
      ]),
    );
    const match = preparedWith(broths)('2 cups low-sodium broth, such as chicken');
    expect(match?.selected?.ingredient_id).toBe('06183');
  });

  it('selects the example of the class’s group, though the class matched better', () => {
    const pantry = buildFoodIndex(
      sr28Foods([
        ['04044', 'Oil, soybean, salad or cooking', 'Fats and Oils'],
        ['04582', 'Oil, canola', 'Fats and Oils'],
        ['04518', 'Oil, corn, industrial and retail, all purpose salad or cooking', 'Fats and Oils'],
        ['04042', 'Oil, peanut, salad or cooking', 'Fats and Oils'],
        // A blend of the two: canola and corn oil are asked at 0.93, below soybean oil's 0.97.
        ['42289', 'Oil, corn and canola', 'Fats and Oils'],
        ['04034', 'Oil, soybean, salad or cooking, (partially hydrogenated)', 'Fats and Oils'],
        ['16098', 'Peanut butter, smooth style, with salt', 'Legumes and Legume Products'],
        ['01001', 'Butter, salted', 'Dairy and Egg Products'],
        ['19353', 'Syrups, maple', 'Sweets'],
        ['19335', 'Sugars, granulated', 'Sweets'],
        ['19334', 'Sugars, brown', 'Sweets'],
        ['19336', 'Sugars, powdered', 'Sweets'],
        ['19296', 'Honey', 'Sweets'],
      ]),
    );
    const selected = (text: string) => preparedWith(pantry)(text)?.selected?.ingredient_id;
    // Soybean oil, the class's food, had been selected: twice canola's saturated fat.
    expect(selected('2 tsp neutral oil, like canola, divided')).toBe('04582');
    expect(selected('2 tablespoons neutral oil, like corn or canola')).toBe('04518');
    expect(selected('2 tsp neutral oil')).toBe('04044');
    // Not an example read with the wrong noun ("Jif butter"), nor one of another food the line offers.
    expect(selected('3/4 cup peanut butter (such as Jif®)')).toBe('16098');
    expect(selected('1 tbsp maple syrup or other sweetener, like sugar or honey')).toBe('19353');
  });

  it('keeps the class when the example’s food is of another colour than the name says', () => {
    // SR28 lists Thai chilies as its red chili; the line measures green ones.
    expect(best('2 tsp chopped fresh hot green chilies, such as Thai chilies')).toBe('11670');
    expect(best('2 tsp chopped fresh hot chilies, such as Thai chilies')).toBe('11819');
  });
});

describe('a can that only holds the food', () => {
  const foods = buildFoodIndex([
    {
      id: '14003',
      name: 'Alcoholic beverage, beer, regular, all',
      category: 'Beverages',
      source: 'usda_sr28',
    },
    { id: '09236', name: 'Peaches, yellow, raw', category: 'Fruits and Fruit Juices', source: 'usda_sr28' },
    {
      id: '18014',
      name: 'Biscuits, plain or buttermilk, refrigerated dough, higher fat',
      category: 'Baked Products',
      source: 'usda_sr28',
    },
  ]);
  const prepared = preparedWith(foods);

  it('a can of refrigerated dough is its tube: the can is not held against the dough', () => {
    // "1 (16.3 oz) can refrigerated biscuits" had stopped at 0.61 on the unmet "canned".
    const biscuits = prepared('1 (16.3 oz) can refrigerated biscuits');
    expect(biscuits?.query_text).toBe('refrigerated biscuits');
    expect(biscuits?.candidates[0]?.ingredient_id).toBe('18014');
  });

  it('a can of beer is beer: SR28 lists no canned beer, and the can is not held against it', () => {
    const beer = prepared('1 12-ounce can beer');
    expect(beer?.query_text).toBe('beer');
    expect(beer?.selected?.ingredient_id).toBe('14003');
  });

  it('a can of fruit is still canned fruit: raw peaches are not selected for canned ones (in syrup)', () => {
    const peaches = prepared('1 (15 ounce) can peaches, drained');
    expect(peaches?.query_text).toBe('canned drained peaches');
    expect(peaches?.candidates[0]?.ingredient_id).toBe('09236');
    expect(peaches?.selected).toBeNull();
  });
});

describe('a can of tomatoes seasoned with herbs, garlic or onion', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'Vegetables and Vegetable Products'],
      ['11537', 'Tomatoes, red, ripe, canned, with green chilies', 'Vegetables and Vegetable Products'],
      ['11215', 'Garlic, raw', 'Vegetables and Vegetable Products'],
      ['11282', 'Onions, raw', 'Vegetables and Vegetable Products'],
      ['02044', 'Basil, fresh', 'Spices and Herbs'],
      ['02027', 'Spices, oregano, dried', 'Spices and Herbs'],
    ]),
  );
  const prepared = entryWith(foods);

  // Read as two ingredients (garlic, onion), or garlic first: it is one can, asked, its tomatoes first.
  it.each([
    '1 (14.5 oz) can diced tomatoes with garlic and onion',
    '1 (14.5 ounce) can petite diced tomatoes with basil, garlic and oregano',
  ])('%s', (line) => {
    const entry = prepared(line);
    expect(entry.joined).toBeNull();
    expect(entry.match?.candidates[0]?.ingredient_id).toBe('11531');
    expect(entry.match?.selected).toBeNull();
  });

  it('a can with green chilies is SR28’s own', () => {
    expect(prepared('1 (10 oz) can diced tomatoes with green chiles').match?.selected?.ingredient_id).toBe(
      '11537',
    );
  });
});

describe('a kind written after the name', () => {
  const foods = buildFoodIndex(
    sr28Foods([
      ['11641', 'Squash, summer, all varieties, raw', 'Vegetables and Vegetable Products'],
      ['11643', 'Squash, winter, all varieties, raw', 'Vegetables and Vegetable Products'],
      ['11485', 'Squash, winter, butternut, raw', 'Vegetables and Vegetable Products'],
      ['11260', 'Mushrooms, white, raw', 'Vegetables and Vegetable Products'],
      ['11238', 'Mushrooms, shiitake, raw', 'Vegetables and Vegetable Products'],
      ['05006', 'Chicken, broilers or fryers, meat and skin, raw', 'Poultry Products'],
      ['05091', 'Chicken, broilers or fryers, thigh, meat and skin, raw', 'Poultry Products'],
      ['05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'Poultry Products'],
      ['05100', 'Chicken, broilers or fryers, wing, meat and skin, raw', 'Poultry Products'],
      ['19335', 'Sugars, granulated', 'Sweets'],
    ]),
  );
  const selected = (text: string) => preparedWith(foods)(text)?.selected?.ingredient_id;
  const prepared = entryWith(foods);

  // SR28's summer squash and white mushrooms had been selected.
  it.each([
    ['2 cups squash, butternut, cubed', '11485'],
    ['1 cup mushrooms, shiitake', '11238'],
  ])('%s → %s', (line, ndb) => {
    expect(selected(line)).toBe(ndb);
  });

  it('a part follows the name, and the line is read as naming it', () => {
    // The whole bird had been selected at 0.92: the breast the line buys is another food.
    expect(selected('1 lb chicken, breasts, boneless')).toBe('05062');
    // Read as "chicken wings", so the pound is weighed as wings bought (bone and all), not as meat.
    const wings = prepared('1 lb chicken, wings');
    expect(wings.match?.selected?.ingredient_id).toBe('05100');
    expect(wings.parsed.ingredient_name).toBe('chicken wings');
    expect(wings.parsed.preparation).toBeNull();
    expect(prepared('1 lb chicken, breasts, boneless').parsed).toMatchObject({
      ingredient_name: 'chicken breasts',
      preparation: 'boneless',
    });
  });

  it('a step, a note or the first of a list is no kind', () => {
    expect(selected('1 cup sugar, divided')).toBe('19335');
    const pieces = preparedWith(foods)('12 pieces chicken (thighs, legs and breasts), about 6 pounds');
    expect(pieces?.candidates[0]?.ingredient_id).toBe('05006');
  });
});

describe('corn flakes crushed before they are measured', () => {
  it('"1 c. crushed corn flakes" is searched crushed (SR28\'s crumbs); "corn flakes, crushed" measures the flakes', () => {
    expect(searchName('corn flakes', 'crushed', 'cup', false, '1 c. crushed corn flakes')).toBe(
      'crushed corn flakes',
    );
    expect(searchName('corn flakes', 'crushed', 'cup', false, '1 cup corn flakes, crushed')).toBe(
      'corn flakes',
    );
  });
});

describe('soda by the spoon', () => {
  it('"1 tsp. soda" is baking soda; a cup or a can of soda is a drink', () => {
    expect(searchName('soda', null, 'teaspoon')).toBe('baking soda');
    expect(searchName('soda', null, 'tablespoon')).toBe('baking soda');
    // A drink of no named kind: never baking soda, which a catalogue without soft drinks had
    // selected for a can of soda.
    expect(searchName('soda', null, 'cup')).toBe('carbonated soda beverage');
    expect(searchName('soda', null, 'can')).toBe('canned carbonated soda beverage');
  });
});
