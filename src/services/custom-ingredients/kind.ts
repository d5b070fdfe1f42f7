import {
  type CustomArtifact,
  type CustomAttribute,
  type CustomIngredientState,
  customIngredientStateFrom,
  type EntryMethod,
  type Market,
} from '../../domain/custom-ingredients/state.ts';
import type { Allergen } from '../../domain/foods/food.ts';
import { nutrientByBmid } from '../../domain/nutrition/nutrients.ts';
import type { DocumentRecord, VersionHeader } from '../../domain/versioning/records.ts';
import type { ServiceContext } from '../context.ts';
import { type CommitInput, type Committed, commitVersion } from '../versioning/commit.ts';
import type { DocumentKind } from '../versioning/kind.ts';
import { invalidateOrganizationIndex } from './org-index.ts';

/**
 * Custom ingredients as versioned documents: ids `ci_<ULID>`, names unique per organization
 * (case-insensitively, after trimming) among ingredients that are not deleted — drafts and
 * archived ones keep their name; a deleted one's name is free again.
 */
export const CUSTOM_INGREDIENT: DocumentKind<CustomIngredientState> = {
  docType: 'custom_ingredient',
  idPrefix: 'ci',
  label: 'Custom ingredient',
  notFoundCode: 'custom_ingredient_not_found',
  nameTakenCode: 'custom_ingredient_name_taken',
  fromContent: customIngredientStateFrom,
  nameOf: (s) => s.name,
  statusOf: (s) => s.status,
};

const CUSTOM_ID = /^ci_[0-9A-HJKMNP-TV-Z]{26}$/;

/** Whether an ingredient id names a custom ingredient (rather than a catalogue food). */
export function isCustomIngredientId(id: string): boolean {
  return CUSTOM_ID.test(id);
}

export interface MarketNutrient {
  bmid: string;
  nutrient_id: number;
}

export interface CustomNutrientView {
  id: string;
  unit: string;
  amount: string;
  /** The nutrient in each approved market's own catalogue (US: the same BMID and its number). */
  market_nutrients: Record<string, MarketNutrient>;
}

/** A custom ingredient as the API shows it, at one version. */
export interface CustomIngredientView {
  id: string;
  org_id: string;
  status: string;
  name: string;
  entry_method: EntryMethod;
  notes: string | null;
  reference_amount: string;
  reference_unit: string;
  household_measure: string | null;
  reference_quantity_g: string | null;
  density_g_per_ml: string | null;
  nutrients: CustomNutrientView[];
  approved_markets: Market[];
  brand: string | null;
  manufacturer: string | null;
  source_url: string | null;
  attributes: CustomAttribute[];
  artifacts: CustomArtifact[];
  ingredient_statement: string | null;
  allergens: Allergen[];
  counts_sugars_as_added: boolean;
  created_at: string;
  /** When this version was written (for HEAD: the ingredient's last change). */
  updated_at: string;
}

export interface CustomIngredientResult {
  ingredient: CustomIngredientView;
  state: CustomIngredientState;
  versionId: string;
  /** False when the operation wrote nothing (idempotent lifecycle calls, no-op updates, reads). */
  created: boolean;
}

function marketNutrients(bmid: string, markets: readonly Market[]): Record<string, MarketNutrient> {
  const def = nutrientByBmid(bmid);
  const out: Record<string, MarketNutrient> = {};
  if (def === undefined) {
    return out;
  }
  for (const market of markets) {
    out[market] = { bmid: def.bmid, nutrient_id: def.nutrient_id };
  }
  return out;
}

export function customIngredientView(
  document: DocumentRecord,
  version: VersionHeader,
  s: CustomIngredientState,
): CustomIngredientView {
  return {
    id: document.id,
    org_id: document.org_id,
    status: s.status,
    name: s.name,
    entry_method: s.entry_method,
    notes: s.notes,
    reference_amount: s.reference_amount,
    reference_unit: s.reference_unit,
    household_measure: s.household_measure,
    reference_quantity_g: s.reference_quantity_g,
    density_g_per_ml: s.density_g_per_ml,
    nutrients: s.nutrients.map((n) => ({
      id: n.id,
      unit: n.unit,
      amount: n.amount,
      market_nutrients: marketNutrients(n.id, s.approved_markets),
    })),
    approved_markets: s.approved_markets,
    brand: s.brand,
    manufacturer: s.manufacturer,
    source_url: s.source_url,
    attributes: s.attributes,
    artifacts: s.artifacts,
    ingredient_statement: s.ingredient_statement,
    allergens: s.allergens,
    counts_sugars_as_added: s.counts_sugars_as_added,
    created_at: document.created_at,
    updated_at: version.created_at,
  };
}

export function customIngredientResult(c: {
  document: DocumentRecord;
  version: VersionHeader;
  state: CustomIngredientState;
  created: boolean;
}): CustomIngredientResult {
  return {
    ingredient: customIngredientView(c.document, c.version, c.state),
    state: c.state,
    versionId: c.version.version_id,
    created: c.created,
  };
}

/**
 * commitVersion for custom ingredients; a written version makes this process forget the
 * organization's matcher index (the next match rebuilds it).
 */
export async function commitCustomIngredient(
  ctx: ServiceContext,
  input: Omit<CommitInput<CustomIngredientState>, 'kind'>,
): Promise<Committed<CustomIngredientState>> {
  const c = await commitVersion(ctx, { kind: CUSTOM_INGREDIENT, ...input });
  if (c.created) {
    invalidateOrganizationIndex(ctx.store, ctx.orgId);
  }
  return c;
}
