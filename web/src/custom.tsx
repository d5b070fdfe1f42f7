import { useEffect, useState } from 'preact/hooks';
import {
  allPages,
  type CustomIngredient,
  call,
  type Envelope,
  get,
  type Nutrient,
  post,
  qs,
  type VersionEntry,
} from './api.ts';
import { AuditTrail, CUSTOM_INGREDIENT_EVENTS } from './history.tsx';
import {
  Badge,
  ErrorNotice,
  Field,
  fieldValue,
  go,
  LifecycleActions,
  Notice,
  readable,
  useAction,
  useTitle,
  when,
} from './ui.tsx';

/** An organization's own ingredients: list, create with nutrients per 100 g, edit, history. */

const STATUS_TONE = { active: 'good', draft: 'warn', archived: 'plain', deleted: 'bad' } as const;
const STATUS_TEXT = { active: 'In use', draft: 'Draft', archived: 'Archived', deleted: 'Deleted' } as const;

let nutrientCache: Nutrient[] | null = null;
async function labelNutrients(): Promise<Nutrient[]> {
  if (nutrientCache === null) {
    const r = await get<Envelope<Nutrient[]>>('/nutrients?group=fda_mandatory');
    nutrientCache = r.data;
  }
  return nutrientCache;
}

export function CustomIngredientsPage(props: { id: string | undefined }) {
  useTitle(props.id === 'new' ? 'New ingredient' : 'My ingredients');
  if (props.id === 'new') {
    return <IngredientForm ingredient={null} versionId="" onSaved={(i) => go(`ingredients/${i.id}`)} />;
  }
  if (props.id !== undefined) {
    return <IngredientDetail id={props.id} />;
  }
  return <IngredientList />;
}

function IngredientList() {
  const [status, setStatus] = useState('');
  const [items, setItems] = useState<CustomIngredient[] | null>(null);
  const load = useAction();
  useEffect(() => {
    void load.run(async () => {
      setItems(
        await allPages<CustomIngredient>(
          (cursor) => `/studio/custom-ingredients${qs({ limit: 100, status, cursor })}`,
        ),
      );
    });
  }, [status]);

  return (
    <div class="page">
      <div class="title-row">
        <h1>My ingredients</h1>
        <a class="button primary" href="#/ingredients/new">
          New ingredient
        </a>
      </div>
      <p class="muted">
        Ingredients of your own (a supplier’s product, a house blend), with their nutrition facts. Ingredients
        in use are found when you paste a recipe.
      </p>
      <div class="filters">
        <Field id="ci-status" label="Show">
          <select id="ci-status" value={status} onChange={(e) => setStatus(fieldValue(e))}>
            <option value="">All</option>
            <option value="active">In use</option>
            <option value="draft">Drafts</option>
            <option value="archived">Archived</option>
          </select>
        </Field>
      </div>
      <ErrorNotice error={load.error} />
      {items !== null && items.length === 0 && <p class="empty">No ingredient here yet.</p>}
      {items !== null && items.length > 0 && (
        <ul class="recipe-list">
          {items.map((i) => (
            <li key={i.id}>
              <a href={`#/ingredients/${i.id}`}>{i.name}</a>
              <span class="muted">Changed {when(i.updated_at)}</span>
              <Badge tone={STATUS_TONE[i.status]}>{STATUS_TEXT[i.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function IngredientForm(props: {
  ingredient: CustomIngredient | null;
  versionId: string;
  onSaved: (i: CustomIngredient, versionId: string) => void;
  onCancel?: () => void;
}) {
  const existing = props.ingredient;
  const [nutrients, setNutrients] = useState<Nutrient[] | null>(null);
  const [name, setName] = useState(existing?.name ?? '');
  const [notes, setNotes] = useState(existing?.notes ?? '');
  const [active, setActive] = useState(false);
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries((existing?.nutrients ?? []).map((n) => [n.id, n.amount])),
  );
  const load = useAction();
  const act = useAction();
  const per = existing === null ? '100 g' : `${existing.reference_amount} ${existing.reference_unit}`;

  useEffect(() => {
    void load.run(async () => setNutrients(await labelNutrients()));
  }, []);

  async function submit(e: Event) {
    e.preventDefault();
    await act.run(async () => {
      const list = (nutrients ?? [])
        .filter((n) => (values[n.bmid] ?? '').trim() !== '')
        .map((n) => ({ id: n.bmid, unit: n.unit, amount: (values[n.bmid] ?? '').trim() }));
      const body = { name: name.trim(), notes: notes.trim() === '' ? null : notes.trim(), nutrients: list };
      const r =
        existing === null
          ? await post<Envelope<CustomIngredient>>('/studio/custom-ingredients', {
              ...body,
              status: active ? 'active' : 'draft',
              reference_amount: '100',
              reference_unit: 'g',
            })
          : await call<Envelope<CustomIngredient>>('PATCH', `/studio/custom-ingredients/${existing.id}`, {
              body,
              ifMatch: props.versionId,
            });
      props.onSaved(r.data, r.version_id ?? '');
    });
  }

  return (
    <div class={existing === null ? 'page' : ''}>
      {existing === null && (
        <>
          <p class="crumbs">
            <a href="#/ingredients">My ingredients</a> ›
          </p>
          <h1>New ingredient</h1>
        </>
      )}
      <form
        class="card"
        onSubmit={submit}
        aria-label={existing === null ? 'New ingredient' : 'Edit the ingredient'}
      >
        <Field id="ci-name" label="Name">
          <input id="ci-name" required maxLength={255} value={name} onInput={(e) => setName(fieldValue(e))} />
        </Field>
        <Field id="ci-notes" label="Notes (optional)">
          <textarea id="ci-notes" rows={2} value={notes} onInput={(e) => setNotes(fieldValue(e))} />
        </Field>
        <fieldset class="nutrient-grid">
          <legend>Nutrition facts per {per}</legend>
          <ErrorNotice error={load.error} />
          {(nutrients ?? []).map((n) => (
            <div class="field" key={n.bmid}>
              <label for={`ci-${n.bmid}`}>
                {n.display_name} <span class="muted">({n.unit})</span>
              </label>
              <input
                id={`ci-${n.bmid}`}
                inputMode="decimal"
                value={values[n.bmid] ?? ''}
                onInput={(e) => setValues({ ...values, [n.bmid]: fieldValue(e) })}
              />
            </div>
          ))}
        </fieldset>
        {existing === null && (
          <label class="check">
            <input
              type="checkbox"
              checked={active}
              onChange={(e) => setActive((e.target as HTMLInputElement).checked)}
            />{' '}
            Ready to use in recipes now (otherwise it is saved as a draft)
          </label>
        )}
        <div class="actions">
          <button type="submit" class="button primary" disabled={act.busy}>
            {existing === null ? 'Create ingredient' : 'Save changes'}
          </button>
          {props.onCancel !== undefined && (
            <button type="button" class="button quiet" onClick={props.onCancel}>
              Cancel
            </button>
          )}
        </div>
        <ErrorNotice error={act.error} />
      </form>
    </div>
  );
}

function IngredientDetail(props: { id: string }) {
  const base = `/studio/custom-ingredients/${props.id}`;
  const [ingredient, setIngredient] = useState<CustomIngredient | null>(null);
  const [versionId, setVersionId] = useState('');
  const [versions, setVersions] = useState<VersionEntry[]>([]);
  const [editing, setEditing] = useState(false);
  const [revision, setRevision] = useState(0);
  const [nutrients, setNutrients] = useState<Nutrient[]>([]);
  const load = useAction();
  const act = useAction();

  useEffect(() => {
    void load.run(async () => {
      const [r, v, n] = await Promise.all([
        get<Envelope<CustomIngredient>>(base),
        get<Envelope<VersionEntry[]>>(`${base}/versions`),
        labelNutrients(),
      ]);
      setIngredient(r.data);
      setVersionId(r.version_id ?? '');
      setVersions(v.data);
      setNutrients(n);
    });
  }, [base, revision]);

  async function deleteIngredient() {
    await act.run(async () => {
      await call('DELETE', base, { ifMatch: versionId });
      go('ingredients');
    });
  }

  async function lifecycle(verb: string, body?: unknown) {
    await act.run(async () => {
      await post(`${base}/${verb}`, body, versionId);
      setRevision((x) => x + 1);
    });
  }

  if (ingredient === null) {
    return (
      <div class="page">
        <ErrorNotice error={load.error} />
        <p>
          <a href="#/ingredients">Back to my ingredients</a>
        </p>
      </div>
    );
  }
  const names = Object.fromEntries(nutrients.map((n) => [n.bmid, n.display_name]));

  return (
    <div class="page">
      <p class="crumbs">
        <a href="#/ingredients">My ingredients</a> ›
      </p>
      <div class="title-row start">
        <h1>{ingredient.name}</h1>
        <Badge tone={STATUS_TONE[ingredient.status]}>{STATUS_TEXT[ingredient.status]}</Badge>
      </div>
      <LifecycleActions
        archived={ingredient.status === 'archived'}
        busy={act.busy}
        onArchive={() => lifecycle('archive')}
        onUnarchive={() => lifecycle('unarchive')}
        onDelete={deleteIngredient}
        questionId="ci-delete-title"
        question={
          <>
            <strong>Delete “{ingredient.name}” for good?</strong> Recipes that use it keep their nutrition,
            but it can no longer be chosen or restored. Archiving hides it and can be undone.
          </>
        }
      >
        {ingredient.status !== 'archived' && !editing && (
          <button type="button" class="button" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
        {ingredient.status === 'draft' && (
          <button type="button" class="button" disabled={act.busy} onClick={() => lifecycle('activate')}>
            Start using it
          </button>
        )}
      </LifecycleActions>
      <ErrorNotice error={act.error} onReload={() => setRevision((x) => x + 1)} />
      {editing ? (
        <IngredientForm
          ingredient={ingredient}
          versionId={versionId}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setRevision((x) => x + 1);
          }}
        />
      ) : (
        <section class="card" aria-labelledby="ci-facts">
          <h2 id="ci-facts">
            Nutrition facts per {ingredient.reference_amount} {ingredient.reference_unit}
          </h2>
          {ingredient.notes !== null && <p>{ingredient.notes}</p>}
          {ingredient.nutrients.length === 0 ? (
            <Notice kind="info">No nutrient values yet.</Notice>
          ) : (
            <dl class="facts">
              {ingredient.nutrients.map((n) => (
                <>
                  <dt key={`${n.id}-t`}>{names[n.id] ?? n.id}</dt>
                  <dd key={`${n.id}-d`}>
                    {n.amount} {n.unit}
                  </dd>
                </>
              ))}
            </dl>
          )}
        </section>
      )}
      <section class="card" aria-labelledby="ci-history">
        <h2 id="ci-history">History</h2>
        <ol class="versions">
          {versions.map((v, i) => (
            <li key={v.version_id}>
              <div class="version-line">
                <div>
                  <strong>
                    {readable(
                      v.summary,
                      new Map(versions.map((x, j) => [x.version_id, versions.length - j])),
                    )}
                  </strong>
                  {v.version_id === versionId && (
                    <>
                      {' '}
                      <Badge tone="good">Current</Badge>
                    </>
                  )}
                  <div class="muted small">
                    {when(v.created_at)} · version {versions.length - i}
                  </div>
                </div>
                {v.version_id !== versionId && (
                  <button
                    type="button"
                    class="button small"
                    disabled={act.busy}
                    aria-label={`Restore the version of ${when(v.created_at)}`}
                    onClick={() => lifecycle('restore', { target_version_id: v.version_id })}
                  >
                    Restore
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
      <AuditTrail path={`${base}/audit-trail`} revision={revision} eventTypes={CUSTOM_INGREDIENT_EVENTS} />
    </div>
  );
}
