import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import {
  allPages,
  call,
  callBlob,
  type Envelope,
  get,
  post,
  qs,
  type Recipe,
  type RecipeIngredient,
  type Serving,
} from './api.ts';
import { HistoryTab } from './history.tsx';
import { IngredientsTab, IngredientTable } from './ingredients.tsx';
import { LabelTab } from './label.tsx';
import {
  Badge,
  DEMOGRAPHICS,
  ErrorNotice,
  Field,
  fieldValue,
  go,
  LifecycleActions,
  Notice,
  useAction,
  useTitle,
  when,
} from './ui.tsx';

/** The recipe list (search and status filter) and the recipe workspace with its tabs. */

export function RecipesPage() {
  const [recipes, setRecipes] = useState<Recipe[] | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'all' | 'active' | 'archived'>('active');
  const [name, setName] = useState('');
  const load = useAction();
  const create = useAction();
  useTitle('Recipes');

  useEffect(() => {
    void load.run(async () => {
      setRecipes(await allPages<Recipe>((cursor) => `/studio/recipes${qs({ limit: 100, cursor })}`));
    });
  }, []);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (recipes ?? []).filter(
      (r) => (status === 'all' || r.status === status) && (q === '' || r.name.toLowerCase().includes(q)),
    );
  }, [recipes, search, status]);

  async function submit(e: Event) {
    e.preventDefault();
    await create.run(async () => {
      const r = await post<Envelope<Recipe>>('/studio/recipes', { name: name.trim() });
      go(`recipes/${r.data.id}/ingredients`);
    });
  }

  return (
    <div class="page">
      <h1>Recipes</h1>
      {recipes !== null && recipes.length === 0 && (
        <section class="card steps" aria-labelledby="how-title">
          <h2 id="how-title">From recipe to label in three steps</h2>
          <ol>
            <li>
              <strong>Create a recipe</strong> and give it a name.
            </li>
            <li>
              <strong>Paste its ingredient list.</strong> Check what was understood and fix the lines marked
              “Needs attention”.
            </li>
            <li>
              <strong>Add a serving size.</strong> The Nutrition Facts label appears; download it as SVG or
              PNG.
            </li>
          </ol>
        </section>
      )}
      <section class="card" aria-labelledby="new-recipe">
        <h2 id="new-recipe">New recipe</h2>
        <form class="inline-form" onSubmit={submit}>
          <Field id="recipe-name" label="Recipe name">
            <input
              id="recipe-name"
              required
              maxLength={255}
              value={name}
              onInput={(e) => setName(fieldValue(e))}
            />
          </Field>
          <button type="submit" class="button primary" disabled={create.busy || name.trim() === ''}>
            Create recipe
          </button>
        </form>
        <ErrorNotice error={create.error} />
      </section>

      <section aria-labelledby="recipe-list">
        <h2 id="recipe-list">Your recipes</h2>
        {(recipes?.length ?? 0) > 0 && (
          <div class="filters">
            <Field id="recipe-search" label="Search by name">
              <input
                id="recipe-search"
                type="search"
                value={search}
                onInput={(e) => setSearch(fieldValue(e))}
              />
            </Field>
            <Field id="recipe-status" label="Show">
              <select
                id="recipe-status"
                value={status}
                onChange={(e) => setStatus(fieldValue(e) as typeof status)}
              >
                <option value="active">Active recipes</option>
                <option value="archived">Archived recipes</option>
                <option value="all">All recipes</option>
              </select>
            </Field>
          </div>
        )}
        <ErrorNotice error={load.error} />
        {recipes === null && load.error === null && <p aria-live="polite">Loading recipes…</p>}
        {recipes !== null && shown.length === 0 && (
          <p class="empty">
            {recipes.length === 0 ? 'No recipes yet. Create your first one above.' : 'No recipe matches.'}
          </p>
        )}
        {shown.length > 0 && (
          <ul class="recipe-list">
            {shown.map((r) => (
              <li key={r.id}>
                <a href={`#/recipes/${r.id}/ingredients`}>{r.name}</a>
                <span class="muted">Changed {when(r.updated_at)}</span>
                {r.status === 'archived' && <Badge tone="plain">Archived</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const TABS = [
  ['ingredients', 'Ingredients'],
  ['label', 'Nutrition and label'],
  ['history', 'History'],
] as const;

export interface RecipeHandle {
  recipe: Recipe;
  versionId: string;
  /** Takes the version a mutation returned (the next If-Match). */
  update: (recipe: Recipe | null, versionId: string) => void;
  reload: () => Promise<void>;
  /** Bumped on every new version, so tabs reload what they show. */
  revision: number;
}

export function RecipePage(props: { id: string; rest: string[] }) {
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const [versionId, setVersionId] = useState('');
  const [revision, setRevision] = useState(0);
  const load = useAction();
  const [tab, atVersion] =
    props.rest[0] === 'v' ? ['version', props.rest[1]] : [props.rest[0] ?? 'ingredients', undefined];

  // Tabs reload what they show when the version moves; a reload that finds the same version
  // changes nothing, so opening a tab (which refreshes the recipe) costs one small read.
  useTitle(recipe === null ? 'Recipe' : `${recipe.name}: ${TABS.find(([k]) => k === tab)?.[1] ?? 'version'}`);

  const reload = useCallback(async () => {
    const r = await get<Envelope<Recipe>>(`/studio/recipes/${props.id}`);
    const next = r.version_id ?? '';
    setRecipe(r.data);
    setVersionId((current) => {
      if (current !== next) {
        setRevision((n) => n + 1);
      }
      return next;
    });
  }, [props.id]);

  useEffect(() => {
    void load.run(reload);
  }, [reload, tab]);

  if (recipe === null) {
    return (
      <div class="page">
        <ErrorNotice error={load.error} />
        {load.error === null && <p aria-live="polite">Loading the recipe…</p>}
        <p>
          <a href="#/recipes">Back to recipes</a>
        </p>
      </div>
    );
  }

  const handle: RecipeHandle = {
    recipe,
    versionId,
    revision,
    reload,
    update(next, v) {
      if (next !== null) {
        setRecipe(next);
      }
      setVersionId(v);
      setRevision((n) => n + 1);
      if (next === null) {
        void reload();
      }
    },
  };

  return (
    <div class="page">
      <p class="crumbs">
        <a href="#/recipes">Recipes</a> ›
      </p>
      <RecipeHeader handle={handle} />
      {tab === 'version' && atVersion !== undefined ? (
        <VersionView recipeId={recipe.id} versionId={atVersion} />
      ) : (
        <>
          <nav class="tabs" aria-label="Recipe sections">
            {TABS.map(([key, label]) => (
              <a
                key={key}
                href={`#/recipes/${recipe.id}/${key}`}
                aria-current={tab === key ? 'page' : undefined}
              >
                {label}
              </a>
            ))}
          </nav>
          {tab === 'ingredients' && <IngredientsTab handle={handle} />}
          {tab === 'label' && <LabelTab handle={handle} />}
          {tab === 'history' && <HistoryTab handle={handle} />}
        </>
      )}
    </div>
  );
}

function RecipeHeader(props: { handle: RecipeHandle }) {
  const { recipe, versionId } = props.handle;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(recipe.name);
  const [demographic, setDemographic] = useState(recipe.demographic);
  const act = useAction();

  async function rename(e: Event) {
    e.preventDefault();
    await act.run(async () => {
      const body: Record<string, string> = {};
      if (name.trim() !== recipe.name) {
        body.name = name.trim();
      }
      if (demographic !== recipe.demographic) {
        body.demographic = demographic;
      }
      const r = await call<Envelope<Recipe>>('PATCH', `/studio/recipes/${recipe.id}`, {
        body,
        ifMatch: versionId,
      });
      props.handle.update(r.data, r.version_id ?? '');
      setRenaming(false);
    });
  }

  async function deleteRecipe() {
    await act.run(async () => {
      await call('DELETE', `/studio/recipes/${recipe.id}`, { ifMatch: versionId });
      go('recipes');
    });
  }

  async function lifecycle(verb: 'archive' | 'unarchive') {
    await act.run(async () => {
      const r = await post<Envelope<Recipe>>(`/studio/recipes/${recipe.id}/${verb}`, undefined, versionId);
      props.handle.update(r.data, r.version_id ?? '');
    });
  }

  return (
    <div class="recipe-head">
      <div class="title-row">
        <h1>{recipe.name}</h1>
        {recipe.status === 'archived' ? (
          <Badge tone="plain">Archived</Badge>
        ) : (
          <Badge tone="good">Active</Badge>
        )}
      </div>
      <p class="muted">
        {DEMOGRAPHICS[recipe.demographic] ?? recipe.demographic} · last changed {when(recipe.updated_at)}
      </p>
      {recipe.status === 'archived' && (
        <Notice kind="info">
          This recipe is archived: it can be read but not changed. Unarchive it to edit.
        </Notice>
      )}
      <LifecycleActions
        archived={recipe.status === 'archived'}
        busy={act.busy}
        onArchive={() => lifecycle('archive')}
        onUnarchive={() => lifecycle('unarchive')}
        onDelete={deleteRecipe}
        questionId="delete-title"
        question={
          <>
            <strong>Delete “{recipe.name}” for good?</strong> It disappears from the Studio and the API; its
            history is kept for audits but cannot be restored here. Archiving hides it and can be undone.
          </>
        }
      >
        {recipe.status === 'active' && !renaming && (
          <button type="button" class="button" onClick={() => setRenaming(true)}>
            Rename or change audience
          </button>
        )}
      </LifecycleActions>
      {renaming && (
        <form class="card" onSubmit={rename} aria-label="Rename the recipe">
          <Field id="rename" label="Recipe name">
            <input
              id="rename"
              required
              maxLength={255}
              value={name}
              onInput={(e) => setName(fieldValue(e))}
            />
          </Field>
          <Field
            id="demographic"
            label="Label for"
            hint="The Daily Values on the label depend on who the food is for."
          >
            <select
              id="demographic"
              aria-describedby="demographic-hint"
              value={demographic}
              onChange={(e) => setDemographic(fieldValue(e))}
            >
              {Object.entries(DEMOGRAPHICS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </Field>
          <div class="actions">
            <button type="submit" class="button primary" disabled={act.busy}>
              Save
            </button>
            <button type="button" class="button quiet" onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <ErrorNotice error={act.error} onReload={props.handle.reload} />
    </div>
  );
}

/** A past version, read-only: what the recipe was and which ingredients it had. */
function VersionView(props: { recipeId: string; versionId: string }) {
  const [recipe, setRecipe] = useState<Recipe | null>(null);
  const [ingredients, setIngredients] = useState<RecipeIngredient[]>([]);
  const [label, setLabel] = useState<{ url: string; serving: Serving } | null>(null);
  const load = useAction();
  useEffect(() => {
    let url: string | null = null;
    void load.run(async () => {
      const q = qs({ version_id: props.versionId });
      const base = `/studio/recipes/${props.recipeId}`;
      const [r, i, s] = await Promise.all([
        get<Envelope<Recipe>>(`${base}${q}`),
        get<Envelope<{ ingredients: RecipeIngredient[] }>>(`${base}/ingredients${q}`),
        get<Envelope<Serving[]>>(`${base}/servings${q}`),
      ]);
      setRecipe(r.data);
      setIngredients(i.data.ingredients);
      const serving = s.data[0];
      if (serving !== undefined && r.data.summary?.has_nutrition_facts === true) {
        const blob = await callBlob(
          `${base}/servings/${serving.id}/nutrition-label${qs({ version_id: props.versionId, format: 'svg' })}`,
          'image/svg+xml',
        );
        url = URL.createObjectURL(blob);
        setLabel({ url, serving });
      }
    });
    return () => {
      if (url !== null) {
        URL.revokeObjectURL(url);
      }
    };
  }, [props.recipeId, props.versionId]);

  return (
    <section class="card" aria-labelledby="version-title">
      <h2 id="version-title">Version of {when(recipe?.updated_at)} (read-only)</h2>
      <p>
        <a href={`#/recipes/${props.recipeId}/history`}>Back to the history</a>
      </p>
      <ErrorNotice error={load.error} />
      {recipe !== null && (
        <>
          <dl class="facts">
            <dt>Name</dt>
            <dd>{recipe.name}</dd>
            <dt>Status</dt>
            <dd>{recipe.status === 'archived' ? 'Archived' : 'Active'}</dd>
            <dt>Label for</dt>
            <dd>{DEMOGRAPHICS[recipe.demographic] ?? recipe.demographic}</dd>
            <dt>Servings</dt>
            <dd>{recipe.summary?.serving_count ?? 0}</dd>
          </dl>
          {label !== null && (
            <figure class="label-figure">
              <img
                src={label.url}
                width={360}
                alt={`Nutrition Facts label of this version, for a serving of ${label.serving.serving_size.household_measure}`}
              />
              <figcaption class="muted small">
                The label as this version declared it ({label.serving.serving_size.household_measure},{' '}
                {label.serving.serving_size.metric_amount} g).
              </figcaption>
            </figure>
          )}
          <h3>Ingredients</h3>
          {ingredients.length === 0 ? (
            <p class="empty">No ingredients in this version.</p>
          ) : (
            <IngredientTable ingredients={ingredients} />
          )}
        </>
      )}
    </section>
  );
}
