/**
 * The one way the Studio talks to the service: the public API, same origin, with the user's key
 * from session storage. Errors come back as ApiError with the problem's code and detail.
 */
const KEY_ITEM = 'label-studio.api-key';

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY_ITEM);
}

export function storeKey(key: string): void {
  sessionStorage.setItem(KEY_ITEM, key);
}

export function forgetKey(): void {
  sessionStorage.removeItem(KEY_ITEM);
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    super(messageOf(status, body));
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : `http_${status}`;
    this.body = body;
  }

  /** 409 on a version conflict or a stale session, 412 without If-Match: someone else changed it. */
  get isConflict(): boolean {
    return (
      this.status === 412 ||
      (this.status === 409 &&
        [
          'version_conflict',
          'resolution_stale',
          'resolution_superseded',
          'resolution_already_confirmed',
        ].includes(this.code))
    );
  }
}

interface ValidationItem {
  loc?: unknown[];
  msg?: string;
}

function messageOf(status: number, body: Record<string, unknown>): string {
  if (Array.isArray(body.detail)) {
    const items = body.detail as ValidationItem[];
    // The last named member of the location is the field a person typed into.
    return items
      .map((d) => {
        const field = [...(d.loc ?? [])].reverse().find((p) => typeof p === 'string' && p !== 'body');
        const name = typeof field === 'string' ? field.replace(/_/g, ' ') : '';
        return name === '' ? (d.msg ?? 'Invalid value.') : `${name}: ${d.msg ?? 'invalid value'}`;
      })
      .join('\n');
  }
  if (typeof body.detail === 'string') {
    return body.detail;
  }
  const error = body.error as { message?: string } | undefined;
  if (error?.message !== undefined) {
    return error.message;
  }
  return `The service answered ${status}.`;
}

/** Called when the service refuses the key (wrong, revoked): the app signs out with a message. */
let onUnauthorized: (message: string) => void = () => {};
export function setUnauthorizedHandler(handler: (message: string) => void): void {
  onUnauthorized = handler;
}

export interface CallOptions {
  body?: unknown;
  ifMatch?: string;
  accept?: string;
  key?: string;
}

async function send(method: string, path: string, options: CallOptions): Promise<Response> {
  const key = options.key ?? storedKey();
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  if (key !== null) {
    headers.authorization = `Bearer ${key}`;
  }
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  if (options.ifMatch !== undefined) {
    headers['if-match'] = options.ifMatch;
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new ApiError(0, {
      detail: 'The service could not be reached. Check your connection and try again.',
    });
  }
  if (!res.ok) {
    let body: Record<string, unknown> = {};
    try {
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      body = {};
    }
    const error = new ApiError(res.status, body);
    if (res.status === 401 && options.key === undefined) {
      onUnauthorized(error.message);
    }
    throw error;
  }
  return res;
}

export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const res = await send(method, path, options);
  if (res.status === 204) {
    return undefined as T;
  }
  return (await res.json()) as T;
}

export async function callBlob(path: string, accept: string): Promise<Blob> {
  const res = await send('GET', path, { accept });
  return res.blob();
}

/** DELETE answers 204 with the new version in its ETag (W/"<version_id>"). */
export async function remove(path: string, ifMatch: string): Promise<string> {
  const res = await send('DELETE', path, { ifMatch });
  return (res.headers.get('etag') ?? '').replace(/^W\//, '').replace(/"/g, '');
}

export const get = <T>(path: string) => call<T>('GET', path);
export const post = <T>(path: string, body?: unknown, ifMatch?: string) =>
  call<T>('POST', path, { body, ...(ifMatch === undefined ? {} : { ifMatch }) });

/** Query string from defined, non-empty values. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') {
      p.set(k, String(v));
    }
  }
  const s = p.toString();
  return s === '' ? '' : `?${s}`;
}

// Wire shapes the Studio reads (the parts it uses).

export interface Meta {
  cursor?: string | null;
  has_more?: boolean;
}
export interface Envelope<T> {
  data: T;
  meta: Meta;
  version_id?: string;
}

export interface Recipe {
  id: string;
  name: string;
  status: 'active' | 'archived' | 'deleted';
  demographic: string;
  created_at: string;
  updated_at: string;
  latest_version_id?: string;
  summary?: {
    ingredient_count: number;
    has_nutrition: boolean;
    is_nutrition_current: boolean;
    serving_count: number;
    has_nutrition_facts: boolean;
  };
}

export interface Candidate {
  ingredient_id: string;
  ingredient_name: string;
  category: string | null;
  confidence: number;
}

export interface ConversionStep {
  input_quantity: string;
  input_unit: string;
  output_quantity: string;
  output_unit: string;
  source: string;
  reasoning: string;
}

export interface ResolutionRow {
  row_id: string;
  position: number;
  original_text: string;
  status: 'resolved' | 'unresolved';
  parsed: {
    quantity: string | null;
    quantity_text: string | null;
    unit: string | null;
    unit_text: string | null;
    ingredient_name: string | null;
    preparation: string | null;
  };
  search: {
    ingredient_id: string | null;
    ingredient_name: string | null;
    provenance: string;
    match_confidence: number | null;
    candidates: Candidate[];
  };
  unit_conversion: {
    quantity_grams: string;
    resolved_by: string;
    approximate: boolean;
    reasoning: string | null;
    steps: ConversionStep[];
  } | null;
  error: { code: string; message: string; field: string | null; reason_code: string | null } | null;
  /** amount_not_stated: resolved to its food with no weight (unit_conversion null). */
  notice: { code: string; message: string; field: string | null; reason_code: string | null } | null;
}

export interface Resolution {
  resolution_id: string;
  status: 'open' | 'confirmed' | 'superseded';
  based_on_version_id: string;
  summary: {
    total: number;
    resolved: number;
    /** Resolved rows whose line states no amount: confirmed without a weight. */
    resolved_without_weight: number;
    unresolved: number;
    ready_to_confirm: boolean;
  };
  rows: ResolutionRow[];
  removed_rows: { row_id: string; original_text: string }[];
}

export interface RecipeIngredient {
  id: string;
  original_text: string;
  parsed_quantity: number | null;
  parsed_unit: string | null;
  parsed_ingredient_name: string | null;
  selected_ingredient_id: string | null;
  selected_ingredient_name: string | null;
  /** null: the line states no amount; the label shows what it leaves out as data missing. */
  metric_quantity_g: number | null;
  conversion: { reasoning?: string; approximate?: boolean } | null;
}

export interface Serving {
  id: string;
  serving_size_type: 'user_provided' | 'racc_guided';
  serving_size: {
    household_measure: string;
    metric_amount: number;
    metric_unit: string;
    servings_per_container: number | null;
    servings_per_container_text: string | null;
  };
  racc_inputs: { category_id: string | null; category_name: string | null };
  serving_size_input: {
    household_amount: string | null;
    household_unit: string | null;
    metric_amount: string | null;
    serving_size_type: 'user_provided' | 'racc_guided';
    racc_category_id: string | null;
  };
  dual_column_status: string;
  percent_of_racc: number | null;
  nutrition_facts_current: boolean;
}

export interface LabelNutrient {
  bmid: string;
  display_name: string;
  amount: string;
  unit: string;
  display_text: string;
  percent_dv?: string;
  not_declared_reason?: 'no_data' | 'incomplete_data' | 'no_amount';
  not_declared_detail?: string;
  is_visible: boolean;
  children: LabelNutrient[];
}

export interface Label {
  header: {
    serving_size_household: string;
    serving_size_metric: string;
    servings_per_container: string | null;
  };
  per_serving: { nutrients: LabelNutrient[] };
  per_container?: { nutrients: LabelNutrient[] } | null;
  footnotes: string[];
  staleness: { is_current: boolean; calculated_at: string | null; reason?: string | null };
  completeness: {
    is_complete: boolean;
    missing_mandatory: {
      bmid: string;
      display_name: string;
      reason: 'no_data' | 'incomplete_data' | 'no_amount' | 'no_protein_quality_factor';
      /** For no_amount: the lines that state no amount, in plain words. */
      detail?: string;
    }[];
  };
}

export interface AnalysisNutrient {
  bmid: string;
  name: string;
  unit: string;
  amount: number | null;
  contributions: { ingredient_index: number; amount: number }[];
  missing_data_ingredients: number[];
}

export interface Analysis {
  ingredients: {
    ingredient_index: number;
    name: string;
    original_text: string | null;
    /** null: the line states no amount. */
    quantity_g: number | null;
  }[];
  nutrients: AnalysisNutrient[];
}

export interface LabelConfigEntry {
  bmid: string;
  official_name: string;
  visible: boolean;
  display_name: string;
  display_name_override: string | null;
  allowed_synonyms: string[];
  is_mandatory: boolean;
  is_toggleable: boolean;
}

export interface VersionEntry {
  version_id: string;
  parent_version_id: string | null;
  created_at: string;
  created_by: string;
  summary: string;
  restored_from_version_id: string | null;
}

export interface AuditEvent {
  event_id: string;
  event_type: string;
  actor: { type: string; id: string };
  channel: string;
  timestamp: string;
  version_id: string;
  changed_fields?: string[];
  rationale?: string | null;
}

export interface FieldChange {
  change: 'added' | 'removed' | 'modified';
  before?: unknown;
  after?: unknown;
  field_changes?: Record<string, FieldChange>;
}

export interface Food {
  id: string;
  name: string;
  category: string | null;
}

export interface RaccCategory {
  category_id: string;
  name: string;
  product_category: string;
  racc_g: string | null;
  reference_amount: string;
  reference_unit: string;
  label_statements: string[];
}

export interface Nutrient {
  bmid: string;
  display_name: string;
  unit: string;
  us_mandatory: boolean;
  groups: string[];
}

export interface CustomIngredient {
  id: string;
  name: string;
  status: 'draft' | 'active' | 'archived' | 'deleted';
  reference_amount: string;
  reference_unit: string;
  notes: string | null;
  nutrients: { id: string; unit: string; amount: string }[];
  updated_at: string;
  latest_version_id?: string;
}

/** Every page of a cursor-paged list (bounded, so a runaway list cannot hang the page). */
export async function allPages<T>(path: (cursor: string | undefined) => string, maxPages = 20): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const page = await get<Envelope<T[]>>(path(cursor));
    out.push(...page.data);
    if (page.meta.has_more !== true || page.meta.cursor === null || page.meta.cursor === undefined) {
      break;
    }
    cursor = page.meta.cursor;
  }
  return out;
}
