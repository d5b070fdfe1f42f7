import { parseAmount } from '../amount.ts';
import { decString } from '../decimal.ts';
import { type FieldIssue, ValidationError } from '../errors.ts';
import { canonicalUnitName } from '../units/portion-description.ts';
import { conversionClassOf } from './rows.ts';
import type {
  ParsedLine,
  RemovedRow,
  ResolutionAction,
  ResolutionItem,
  ResolutionRow,
  RowSearch,
} from './session.ts';

/**
 * How a start request's items change the base rows (the recipe's ingredients, or the rows of the
 * previous session). Rows no item names are carried over unchanged, in their order; added lines
 * follow, in the order of their items. Pure: matching and conversion happen in rows.ts.
 */
type Member = Exclude<keyof ResolutionItem, 'action'>;

const MEMBERS: Readonly<
  Record<ResolutionAction, { required: readonly Member[]; optional: readonly Member[] }>
> = {
  add_ingredient: { required: ['text'], optional: ['ingredient_id', 'grams'] },
  keep_ingredient: { required: ['ingredient_row_id'], optional: [] },
  replace_ingredient: { required: ['ingredient_row_id'], optional: ['text', 'ingredient_id', 'grams'] },
  update_ingredient_text: { required: ['ingredient_row_id', 'text'], optional: [] },
  update_ingredient_name: { required: ['ingredient_row_id', 'text'], optional: [] },
  update_ingredient_quantity: { required: ['ingredient_row_id', 'quantity'], optional: ['unit'] },
  update_ingredient_grams: { required: ['ingredient_row_id', 'grams'], optional: [] },
  remove_ingredient: { required: ['ingredient_row_id'], optional: [] },
};

const ALL_MEMBERS: readonly Member[] = [
  'text',
  'ingredient_row_id',
  'ingredient_id',
  'quantity',
  'unit',
  'grams',
];

/** A row taken over as it is (keep_ingredient, or no item names it). */
export interface CarryEntry {
  kind: 'carry';
  row: ResolutionRow;
  action: ResolutionAction;
  itemIndex: number | null;
}

/** A row to resolve: parse (when `parsed` is null), match (when `search` is 'match'), convert. */
export interface ResolveEntry {
  kind: 'resolve';
  rowId: string;
  itemIndex: number;
  action: ResolutionAction;
  originalText: string;
  /** null: parse originalText. */
  parsed: ParsedLine | null;
  /** 'match': search the name; else the search to keep (the row's food stays unless selectId is set). */
  search: 'match' | RowSearch;
  /** A food the client chose (ingredient_id). */
  selectId: string | null;
  /** Grams the client stated, as a plain decimal string. */
  grams: string | null;
}

export type PlanEntry = CarryEntry | ResolveEntry;

export interface SessionPlan {
  entries: PlanEntry[];
  removed: RemovedRow[];
}

function present(item: ResolutionItem, member: Member): boolean {
  return item[member] !== undefined;
}

function amountIssue(item: ResolutionItem, index: number, member: 'quantity' | 'grams'): FieldIssue[] {
  const value = item[member];
  if (value === undefined || parseAmount(value) !== null) {
    return [];
  }
  return [
    {
      loc: ['body', 'items', index, member],
      msg: `Must be a non-negative decimal number (items[${index}], ${item.action})`,
      type: 'decimal_parsing',
      input: value,
    },
  ];
}

/** Every problem of the items against the base rows; empty when the request is acceptable. */
export function itemIssues(
  items: readonly ResolutionItem[],
  baseRows: readonly ResolutionRow[],
  baseLabel: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const rowIds = new Set(baseRows.map((r) => r.row_id));
  const named = new Map<string, number>();
  items.forEach((item, index) => {
    const at = (member: Member) => ['body', 'items', index, member];
    const rules = MEMBERS[item.action];
    for (const member of ALL_MEMBERS) {
      const allowed = rules.required.includes(member) || rules.optional.includes(member);
      if (present(item, member) && !allowed) {
        issues.push({
          loc: at(member),
          msg: `Not used by ${item.action} (items[${index}])`,
          type: 'extra_forbidden',
          input: item[member],
        });
      }
    }
    for (const member of rules.required) {
      if (!present(item, member)) {
        issues.push({
          loc: at(member),
          msg: `Required by ${item.action} (items[${index}])`,
          type: 'missing',
        });
      }
    }
    if (item.action === 'replace_ingredient' && !present(item, 'text') && !present(item, 'ingredient_id')) {
      issues.push({
        loc: at('text'),
        msg: `replace_ingredient needs text (a new line), ingredient_id (another food) or both (items[${index}])`,
        type: 'missing',
      });
    }
    for (const member of ['text', 'unit', 'ingredient_id', 'ingredient_row_id'] as const) {
      const value = item[member];
      if (value !== undefined && value.trim() === '') {
        issues.push({
          loc: at(member),
          msg: `Must not be blank (items[${index}])`,
          type: 'string_too_short',
          input: value,
        });
      }
    }
    issues.push(...amountIssue(item, index, 'quantity'), ...amountIssue(item, index, 'grams'));
    const rowId = item.ingredient_row_id?.trim();
    if (rowId === undefined || rowId === '' || item.action === 'add_ingredient') {
      return;
    }
    if (!rowIds.has(rowId)) {
      issues.push({
        loc: at('ingredient_row_id'),
        msg: `No row ${rowId} in ${baseLabel} (items[${index}], ${item.action})`,
        type: 'unknown_row',
        input: item.ingredient_row_id,
      });
      return;
    }
    const earlier = named.get(rowId);
    if (earlier !== undefined) {
      issues.push({
        loc: at('ingredient_row_id'),
        msg: `Row ${rowId} is already changed by items[${earlier}] (items[${index}])`,
        type: 'duplicate_row',
        input: item.ingredient_row_id,
      });
      return;
    }
    named.set(rowId, index);
  });
  return issues;
}

function amount(value: number | string): string {
  const parsed = parseAmount(value);
  if (parsed === null) {
    throw new RangeError(`not an amount: ${String(value)}`);
  }
  return decString(parsed);
}

/** Grams the client stated earlier for this row stay when only its food or name changes. */
function statedGrams(row: ResolutionRow): string | null {
  const c = row.unit_conversion;
  return c !== null && c.resolved_by === 'client' ? c.quantity_grams : null;
}

function changeRow(item: ResolutionItem, index: number, base: ResolutionRow): PlanEntry | RemovedRow {
  const text = item.text?.trim();
  const resolve = {
    kind: 'resolve',
    rowId: base.row_id,
    itemIndex: index,
    action: item.action,
  } as const;
  const newLine = (line: string): ResolveEntry => ({
    ...resolve,
    originalText: line,
    parsed: null,
    search: 'match',
    selectId: item.ingredient_id?.trim() ?? null,
    grams: item.grams === undefined ? null : amount(item.grams),
  });
  switch (item.action) {
    case 'keep_ingredient':
    case 'add_ingredient':
      return { kind: 'carry', row: base, action: item.action, itemIndex: index };
    case 'remove_ingredient':
      return { row_id: base.row_id, original_text: base.original_text, item_index: index };
    case 'replace_ingredient':
      if (text !== undefined) {
        return newLine(text);
      }
      return {
        ...resolve,
        originalText: base.original_text,
        parsed: base.parsed,
        search: base.search,
        selectId: item.ingredient_id?.trim() ?? null,
        grams: item.grams === undefined ? statedGrams(base) : amount(item.grams),
      };
    case 'update_ingredient_text':
      return newLine(text ?? base.original_text);
    case 'update_ingredient_name': {
      const error = base.parsed.error?.field === 'ingredient_name' ? null : base.parsed.error;
      return {
        ...resolve,
        originalText: base.original_text,
        parsed: { ...base.parsed, ingredient_name: text ?? base.parsed.ingredient_name, error },
        search: 'match',
        selectId: null,
        grams: statedGrams(base),
      };
    }
    case 'update_ingredient_quantity': {
      const quantity = item.quantity ?? '';
      const unit = item.unit?.trim();
      const error = base.parsed.error?.field === 'quantity' ? null : base.parsed.error;
      return {
        ...resolve,
        originalText: base.original_text,
        parsed: {
          ...base.parsed,
          quantity: amount(quantity),
          quantity_text: String(quantity).trim(),
          quantity_range: null,
          unit: unit === undefined ? base.parsed.unit : (canonicalUnitName(unit) ?? unit),
          unit_text: unit === undefined ? base.parsed.unit_text : unit,
          // A new quantity keeps only per-item amounts ("1 (15 ounce) can"): a stated weight of the
          // whole line, or of a volume, or an added amount no longer describes it.
          secondary_amounts:
            unit === undefined && conversionClassOf(base.parsed.unit) !== 'volume'
              ? base.parsed.secondary_amounts.filter((s) => s.scope !== 'total')
              : [],
          added_amounts: [],
          error,
        },
        search: base.search,
        selectId: null,
        grams: null,
      };
    }
    case 'update_ingredient_grams':
      return {
        ...resolve,
        originalText: base.original_text,
        parsed: base.parsed,
        search: base.search,
        selectId: null,
        grams: amount(item.grams ?? ''),
      };
  }
}

/**
 * Validates the items against the base rows (422 naming each offending item and member) and
 * returns what each row becomes. `newRowId` names added lines.
 */
export function planSession(
  items: readonly ResolutionItem[],
  baseRows: readonly ResolutionRow[],
  options: { baseLabel: string; newRowId: () => string },
): SessionPlan {
  const issues = itemIssues(items, baseRows, options.baseLabel);
  if (issues.length > 0) {
    const first = issues[0];
    const where = first === undefined ? '' : ` ${first.msg}.`;
    throw new ValidationError(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in items.${where}`,
      issues,
    );
  }
  const byRow = new Map<string, { item: ResolutionItem; index: number }>();
  items.forEach((item, index) => {
    const rowId = item.ingredient_row_id?.trim();
    if (rowId !== undefined && item.action !== 'add_ingredient') {
      byRow.set(rowId, { item, index });
    }
  });
  const entries: PlanEntry[] = [];
  const removed: RemovedRow[] = [];
  for (const row of baseRows) {
    const named = byRow.get(row.row_id);
    if (named === undefined) {
      entries.push({ kind: 'carry', row, action: 'keep_ingredient', itemIndex: null });
      continue;
    }
    const next = changeRow(named.item, named.index, row);
    if ('kind' in next) {
      entries.push(next);
    } else {
      removed.push(next);
    }
  }
  items.forEach((item, index) => {
    if (item.action === 'add_ingredient') {
      entries.push({
        kind: 'resolve',
        rowId: options.newRowId(),
        itemIndex: index,
        action: 'add_ingredient',
        originalText: (item.text ?? '').trim(),
        parsed: null,
        search: 'match',
        selectId: item.ingredient_id?.trim() ?? null,
        grams: item.grams === undefined ? null : amount(item.grams),
      });
    }
  });
  return { entries, removed };
}
