import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ApiError,
  type Envelope,
  type Food,
  get,
  post,
  qs,
  type RecipeIngredient,
  type Resolution,
  type ResolutionRow,
} from './api.ts';
import type { RecipeHandle } from './recipes.tsx';
import { Badge, ErrorNotice, Field, fieldValue, grams, Notice, useAction } from './ui.tsx';

/**
 * Ingredients from text: the pasted list becomes a resolution session; each fix of a row is a
 * follow-up session; the confirm writes the ingredients (and nutrition) as a new version.
 */

type Item = Record<string, unknown> & { action: string };

const REASONS: Record<string, string> = {
  no_match: 'No food in the catalogue has this name.',
  missing_name: 'This line names no food: remove it, or rewrite it.',
  no_confident_match: 'Not sure which food this is: choose one.',
  two_ingredients:
    'This line names more than one food: choose one for it, or remove it and add one line for each.',
  unconvertible_quantity: 'The weight could not be worked out: type the grams or change the amount.',
};

export function IngredientsTab(props: { handle: RecipeHandle }) {
  const { recipe } = props.handle;
  const base = `/studio/recipes/${recipe.id}`;
  const [current, setCurrent] = useState<RecipeIngredient[] | null>(null);
  const [session, setSession] = useState<Resolution | null>(null);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'replace' | 'add'>('replace');
  const [saved, setSaved] = useState(false);
  const load = useAction();
  const act = useAction();
  const readOnly = recipe.status !== 'active';

  useEffect(() => {
    void load.run(async () => {
      const i = await get<Envelope<{ ingredients: RecipeIngredient[] }>>(`${base}/ingredients`);
      setCurrent(i.data.ingredients);
      try {
        const latest = await get<Envelope<Resolution>>(`${base}/ingredient-resolutions/latest`);
        setSession(latest.data.status === 'open' ? latest.data : null);
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) {
          throw e;
        }
        setSession(null);
      }
    });
  }, [base, props.handle.revision]);

  async function start(items: Item[], previous?: string) {
    const r = await post<Envelope<Resolution>>(`${base}/ingredient-resolutions`, {
      ...(previous === undefined ? {} : { previous_resolution_id: previous }),
      items,
    });
    setSession(r.data);
    setSaved(false);
  }

  async function read(e: Event) {
    e.preventDefault();
    const lines = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    if (lines.length === 0) {
      act.setError(new Error('Type or paste at least one ingredient line.'));
      return;
    }
    await act.run(async () => {
      const removals =
        mode === 'replace'
          ? (current ?? []).map((i) => ({ action: 'remove_ingredient', ingredient_row_id: i.id }))
          : [];
      await start([...removals, ...lines.map((l) => ({ action: 'add_ingredient', text: l }))]);
      setText('');
    });
  }

  async function fix(item: Item) {
    if (session === null) {
      return;
    }
    await act.run(() => start([item], session.resolution_id));
  }

  async function confirm() {
    if (session === null) {
      return;
    }
    await act.run(async () => {
      const r = await post<Envelope<unknown>>(
        `${base}/ingredient-resolutions/${session.resolution_id}/confirm`,
        undefined,
        props.handle.versionId,
      );
      setSession(null);
      setSaved(true);
      props.handle.update(null, r.version_id ?? '');
    });
  }

  async function review() {
    const first = current?.[0];
    if (first === undefined) {
      return;
    }
    await act.run(() => start([{ action: 'keep_ingredient', ingredient_row_id: first.id }]));
  }

  const hasCurrent = (current?.length ?? 0) > 0;

  return (
    <div class="tab-body">
      <ErrorNotice error={load.error} />
      {saved && (
        <Notice kind="success">
          Ingredients saved and nutrition worked out.{' '}
          <a href={`#/recipes/${recipe.id}/label`}>Next: servings and label</a>
        </Notice>
      )}

      {session !== null ? (
        <SessionTable
          session={session}
          busy={act.busy}
          readOnly={readOnly}
          onFix={fix}
          onConfirm={confirm}
          onDiscard={() => setSession(null)}
        />
      ) : (
        <>
          {hasCurrent && current !== null && (
            <section class="card" aria-labelledby="current-ingredients">
              <div class="title-row">
                <h2 id="current-ingredients">Ingredients ({current.length})</h2>
                {!readOnly && (
                  <button type="button" class="button" disabled={act.busy} onClick={review}>
                    Review or fix lines
                  </button>
                )}
              </div>
              <IngredientTable ingredients={current} explain />
            </section>
          )}
          {!readOnly && (
            <form class="card" onSubmit={read} aria-labelledby="paste-title">
              <h2 id="paste-title">
                {hasCurrent ? 'Paste a new ingredient list' : 'Paste your ingredient list'}
              </h2>
              <Field
                id="ingredient-text"
                label="Ingredients, one per line"
                hint='Write them as in a recipe book, for example "2 cups all-purpose flour" or "3 ripe bananas".'
              >
                <textarea
                  id="ingredient-text"
                  rows={10}
                  aria-describedby="ingredient-text-hint"
                  value={text}
                  onInput={(e) => setText(fieldValue(e))}
                />
              </Field>
              {hasCurrent && (
                <fieldset class="choices">
                  <legend>What to do with the current ingredients</legend>
                  <label>
                    <input
                      type="radio"
                      name="paste-mode"
                      checked={mode === 'replace'}
                      onChange={() => setMode('replace')}
                    />{' '}
                    Replace them with this list
                  </label>
                  <label>
                    <input
                      type="radio"
                      name="paste-mode"
                      checked={mode === 'add'}
                      onChange={() => setMode('add')}
                    />{' '}
                    Add these lines to them
                  </label>
                </fieldset>
              )}
              <button type="submit" class="button primary" disabled={act.busy}>
                {act.busy ? 'Reading…' : 'Read ingredients'}
              </button>
            </form>
          )}
        </>
      )}
      <ErrorNotice error={act.error} onReload={props.handle.reload} />
    </div>
  );
}

/**
 * A recipe's saved ingredients: the line, its food and its weight; with `explain`, each weight
 * can be opened to read how it was worked out.
 */
export function IngredientTable(props: { ingredients: readonly RecipeIngredient[]; explain?: boolean }) {
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Food</th>
            <th scope="col" class="num">
              Weight
            </th>
          </tr>
        </thead>
        <tbody>
          {props.ingredients.map((i) => (
            <tr key={i.id}>
              <td>{i.original_text}</td>
              <td>{i.selected_ingredient_name}</td>
              <td class="num">
                {i.metric_quantity_g === null ? (
                  <NoAmount />
                ) : (
                  <Weight grams={i.metric_quantity_g} approximate={i.conversion?.approximate === true} />
                )}
                {props.explain === true && i.conversion?.reasoning !== undefined && (
                  <details class="how">
                    <summary>How?</summary>
                    <p>{i.conversion.reasoning}</p>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReadAs(props: { row: ResolutionRow }) {
  const p = props.row.parsed;
  const quantity = [p.quantity_text ?? p.quantity, p.unit_text ?? p.unit].filter((x) => x).join(' ');
  return (
    <div class="read-as">
      <span>
        <span class="sr-only">Amount: </span>
        {quantity === '' ? <span class="muted">no amount</span> : <strong>{quantity}</strong>}
      </span>
      <span>
        <span class="sr-only">Name: </span>
        {p.ingredient_name ?? <span class="muted">no name</span>}
        {p.preparation !== null && <span class="muted">, {p.preparation}</span>}
      </span>
    </div>
  );
}

/** Why a line names nothing to weigh (the service's reason_code of a no_match row). */
const NOT_A_FOOD: Record<string, string> = {
  heading:
    'This reads as a heading of the list, not an ingredient: remove it, or rewrite it with its amount.',
  kitchen_equipment: 'This names kitchen equipment, not a food: remove it.',
  not_eaten:
    'Bones or a carcass are cooked for their flavour and taken out: remove the line, or choose a food such as a stock.',
};

/** The service's own words where they help a person (weights); our words where they name API parts. */
function Reason(props: { row: ResolutionRow }) {
  const e = props.row.error;
  const best = props.row.search.candidates[0];
  const notAFood = e?.code === 'no_match' ? NOT_A_FOOD[e.reason_code ?? ''] : undefined;
  return (
    <div class="reason">
      <Badge tone="warn">Needs attention</Badge>
      <p>
        <strong>{notAFood ?? REASONS[e?.code ?? ''] ?? 'This line needs a fix.'}</strong>
      </p>
      {e?.code === 'unconvertible_quantity' && <p class="muted">{e.message}</p>}
      {e?.code === 'no_confident_match' && best !== undefined && (
        <p class="muted">Closest: {best.ingredient_name}.</p>
      )}
      {e?.reason_code === 'alternative_offered' && best !== undefined && (
        <p class="muted">
          The line offers another food the catalogue has: {best.ingredient_name}. Choose it if the recipe is
          made with it.
        </p>
      )}
      {e?.code === 'no_match' && notAFood === undefined && e.reason_code !== 'alternative_offered' && (
        <p class="muted">Search the catalogue, or rewrite the line.</p>
      )}
    </div>
  );
}

function SessionTable(props: {
  session: Resolution;
  busy: boolean;
  readOnly: boolean;
  onFix: (item: Item) => Promise<void>;
  onConfirm: () => Promise<void>;
  onDiscard: () => void;
}) {
  const { session } = props;
  const [open, setOpen] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const s = session.summary;
  const unweighed = s.resolved_without_weight;
  // A new list read: focus goes to the result, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  // A fix that worked gives a new session: close the panel and put focus back on the row's
  // button (or on the heading when the row was removed); a fix that failed keeps the panel
  // open, typed values included.
  useEffect(() => {
    if (open !== null) {
      const button = document.querySelector<HTMLButtonElement>(`tr[data-row-id="${open}"] button`);
      (button ?? heading.current)?.focus();
    }
    setOpen(null);
  }, [session.resolution_id]);

  return (
    <section class="card" aria-labelledby="session-title">
      <h2 id="session-title" tabIndex={-1} ref={heading}>
        Check what was understood
      </h2>
      <p aria-live="polite" class={s.unresolved > 0 ? 'status-line warn' : 'status-line good'}>
        {s.unresolved === 0
          ? `All ${s.total} lines are ready.`
          : `${s.resolved} of ${s.total} lines are ready; ${s.unresolved} ${s.unresolved === 1 ? 'needs' : 'need'} your attention.`}
        {unweighed > 0 &&
          ` ${unweighed === 1 ? '1 line has' : `${unweighed} lines have`} no amount: not counted on the label until you give ${unweighed === 1 ? 'it' : 'them'} a weight.`}
      </p>
      <div class="table-wrap">
        <table class="session">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Read as</th>
              <th scope="col">Food</th>
              <th scope="col" class="num">
                Weight
              </th>
              <th scope="col">
                <span class="sr-only">Status and fixes</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {session.rows.map((row) => (
              <Row
                key={row.row_id}
                row={row}
                open={open === row.row_id}
                busy={props.busy}
                readOnly={props.readOnly}
                onToggle={() => setOpen(open === row.row_id ? null : row.row_id)}
                onFix={async (item) => {
                  await props.onFix({ ...item, ingredient_row_id: row.row_id });
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
      {session.removed_rows.length > 0 && (
        <p class="muted">Removed: {session.removed_rows.map((r) => r.original_text).join('; ')}</p>
      )}
      <div class="actions">
        <button
          type="button"
          class="button primary"
          disabled={props.busy || props.readOnly || !s.ready_to_confirm}
          aria-describedby="confirm-hint"
          onClick={() => void props.onConfirm()}
        >
          Save ingredients
        </button>
        <button type="button" class="button quiet" onClick={props.onDiscard}>
          Paste a different list
        </button>
        <span id="confirm-hint" class="hint">
          {s.ready_to_confirm
            ? 'Saves the list and works out the nutrition.'
            : 'Fix the highlighted lines first.'}
        </span>
      </div>
    </section>
  );
}

function Row(props: {
  row: ResolutionRow;
  open: boolean;
  busy: boolean;
  readOnly: boolean;
  onToggle: () => void;
  onFix: (item: Item) => Promise<void>;
}) {
  const { row } = props;
  const unresolved = row.status === 'unresolved';
  // Resolved to its food, with no weight: the line states no amount.
  const unweighed = !unresolved && row.unit_conversion === null;
  const panelId = `fix-${row.row_id}`;
  return (
    <>
      <tr class={unresolved ? 'unresolved' : undefined} data-row-id={row.row_id}>
        <td>{row.original_text}</td>
        <td data-label="Read as">
          <ReadAs row={row} />
        </td>
        <td data-label="Food">{row.search.ingredient_name ?? <span class="muted">none chosen</span>}</td>
        <td class="num" data-label="Weight">
          {unweighed ? (
            <NoAmount notice={row.notice?.message} />
          ) : row.unit_conversion === null ? (
            '—'
          ) : (
            <Weight
              grams={row.unit_conversion.quantity_grams}
              approximate={row.unit_conversion.approximate}
            />
          )}
          {row.unit_conversion?.reasoning !== null && row.unit_conversion?.reasoning !== undefined && (
            <details class="how">
              <summary>How?</summary>
              <p>{row.unit_conversion.reasoning}</p>
            </details>
          )}
        </td>
        <td>
          {unresolved ? (
            <Reason row={row} />
          ) : unweighed ? (
            <Badge tone="plain">Ready, no weight</Badge>
          ) : (
            <Badge tone="good">Ready</Badge>
          )}
          {!props.readOnly && (
            <button
              type="button"
              class="button small"
              aria-expanded={props.open}
              aria-controls={panelId}
              aria-label={`${unresolved ? 'Fix' : unweighed ? 'Give a weight to' : 'Change'} line: ${row.original_text}`}
              onClick={props.onToggle}
            >
              {unresolved ? 'Fix' : unweighed ? 'Give a weight' : 'Change'}
            </button>
          )}
        </td>
      </tr>
      {props.open && (
        <tr class="fix-row">
          <td colSpan={5}>
            <FixPanel id={panelId} row={row} busy={props.busy} onFix={props.onFix} />
          </td>
        </tr>
      )}
    </>
  );
}

function FixPanel(props: {
  id: string;
  row: ResolutionRow;
  busy: boolean;
  onFix: (item: Item) => Promise<void>;
}) {
  const { row } = props;
  const [choice, setChoice] = useState(row.search.ingredient_id ?? '');
  const [query, setQuery] = useState(row.parsed.ingredient_name ?? '');
  const [results, setResults] = useState<Food[] | null>(null);
  const [g, setG] = useState(row.unit_conversion?.quantity_grams ?? '');
  const [quantity, setQuantity] = useState(row.parsed.quantity ?? '');
  const [unit, setUnit] = useState(row.parsed.unit ?? row.parsed.unit_text ?? '');
  const [lineText, setLineText] = useState(row.original_text);
  const search = useAction();
  const k = props.id;

  async function find(e: Event) {
    e.preventDefault();
    await search.run(async () => {
      const r = await get<Envelope<Food[]>>(`/foods${qs({ q: query.trim(), limit: 10 })}`);
      setResults(r.data);
    });
  }

  return (
    <fieldset class="fix-panel" id={props.id} aria-label={`Fixes for ${row.original_text}`}>
      {row.search.candidates.length > 0 && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void props.onFix({ action: 'replace_ingredient', ingredient_id: choice });
          }}
        >
          <fieldset class="choices">
            <legend>Choose the food</legend>
            {row.search.candidates.map((c) => (
              <label key={c.ingredient_id}>
                <input
                  type="radio"
                  name={`${k}-candidate`}
                  value={c.ingredient_id}
                  checked={choice === c.ingredient_id}
                  onChange={() => setChoice(c.ingredient_id)}
                />{' '}
                {c.ingredient_name}
                {c.category !== null && <span class="muted"> · {c.category}</span>}
              </label>
            ))}
          </fieldset>
          <button type="submit" class="button" disabled={props.busy || choice === ''}>
            Use this food
          </button>
        </form>
      )}

      <form onSubmit={find} aria-label={`Search the catalogue for ${row.original_text}`}>
        <Field id={`${k}-search`} label="Search the food catalogue">
          <div class="input-row">
            <input id={`${k}-search`} type="search" value={query} onInput={(e) => setQuery(fieldValue(e))} />
            <button type="submit" class="button" disabled={search.busy || query.trim() === ''}>
              Search
            </button>
          </div>
        </Field>
        <ErrorNotice error={search.error} />
        {results !== null && results.length === 0 && <p class="empty">Nothing found. Try a shorter name.</p>}
        {results !== null && results.length > 0 && (
          <ul class="results" aria-label="Catalogue results">
            {results.map((f) => (
              <li key={f.id}>
                <span>
                  {f.name}
                  {f.category !== null && <span class="muted"> · {f.category}</span>}
                </span>
                <button
                  type="button"
                  class="button small"
                  disabled={props.busy}
                  aria-label={`Use ${f.name}`}
                  onClick={() => void props.onFix({ action: 'replace_ingredient', ingredient_id: f.id })}
                >
                  Use
                </button>
              </li>
            ))}
          </ul>
        )}
      </form>

      <div class="fix-grid">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void props.onFix({ action: 'update_ingredient_grams', grams: String(g).trim() });
          }}
        >
          <Field id={`${k}-grams`} label="Weight in grams">
            <div class="input-row">
              <input id={`${k}-grams`} inputMode="decimal" value={g} onInput={(e) => setG(fieldValue(e))} />
              <button type="submit" class="button" disabled={props.busy || String(g).trim() === ''}>
                Use these grams
              </button>
            </div>
          </Field>
        </form>

        <form
          onSubmit={(e) => {
            e.preventDefault();
            void props.onFix({
              action: 'update_ingredient_quantity',
              quantity: String(quantity).trim(),
              ...(unit.trim() === '' ? {} : { unit: unit.trim() }),
            });
          }}
        >
          <div class="input-row">
            <Field id={`${k}-qty`} label="Amount">
              <input
                id={`${k}-qty`}
                inputMode="decimal"
                size={6}
                value={quantity}
                onInput={(e) => setQuantity(fieldValue(e))}
              />
            </Field>
            <Field id={`${k}-unit`} label="Unit">
              <input id={`${k}-unit`} size={8} value={unit} onInput={(e) => setUnit(fieldValue(e))} />
            </Field>
            <button type="submit" class="button" disabled={props.busy || String(quantity).trim() === ''}>
              Update amount
            </button>
          </div>
        </form>
      </div>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          void props.onFix({ action: 'update_ingredient_text', text: lineText.trim() });
        }}
      >
        <Field id={`${k}-text`} label="Rewrite the line">
          <div class="input-row">
            <input id={`${k}-text`} value={lineText} onInput={(e) => setLineText(fieldValue(e))} />
            <button type="submit" class="button" disabled={props.busy || lineText.trim() === ''}>
              Read again
            </button>
          </div>
        </Field>
      </form>

      <button
        type="button"
        class="button danger"
        disabled={props.busy}
        onClick={() => void props.onFix({ action: 'remove_ingredient' })}
      >
        Remove this line
      </button>
    </fieldset>
  );
}

/**
 * An ingredient whose line states no amount ("salt to taste"): no number is shown, and the
 * service's notice (when there is one) says what follows.
 */
function NoAmount(props: { notice?: string | undefined }) {
  return (
    <span class="no-amount">
      <strong>No amount</strong> — not counted on the label until you give a weight
      {props.notice !== undefined && (
        <details class="how">
          <summary>Why?</summary>
          <p>{props.notice}</p>
        </details>
      )}
    </span>
  );
}

/** A weight; an estimate is marked "≈", and its "How?" says what it rests on. */
function Weight(props: { grams: string | number; approximate: boolean }) {
  if (!props.approximate) {
    return <>{grams(props.grams)}</>;
  }
  return <span title="An estimate: How? says what it rests on">≈ {grams(props.grams)}</span>;
}
