import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  type Analysis,
  ApiError,
  call,
  callBlob,
  type Envelope,
  get,
  type Label,
  type LabelConfigEntry,
  type LabelNutrient,
  post,
  qs,
  type RaccCategory,
  remove,
  type Serving,
} from './api.ts';
import type { RecipeHandle } from './recipes.tsx';
import { amount, download, ErrorNotice, Field, fieldValue, Notice, slug, useAction } from './ui.tsx';

/** Servings, the label drawn by the service, downloads, contributions and label configuration. */

export function LabelTab(props: { handle: RecipeHandle }) {
  const { recipe, revision } = props.handle;
  const base = `/studio/recipes/${recipe.id}`;
  const [servings, setServings] = useState<Serving[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const load = useAction();
  const act = useAction();

  useEffect(() => {
    void load.run(async () => {
      const r = await get<Envelope<Serving[]>>(`${base}/servings`);
      setServings(r.data);
      setSelected((s) => (s !== null && r.data.some((x) => x.id === s) ? s : (r.data[0]?.id ?? null)));
    });
  }, [base, revision]);

  if (!(recipe.summary?.has_nutrition ?? false)) {
    return (
      <div class="tab-body">
        <Notice kind="info">
          This recipe has no nutrition yet.{' '}
          <a href={`#/recipes/${recipe.id}/ingredients`}>Add its ingredients</a> first; the label comes from
          them.
        </Notice>
      </div>
    );
  }

  const serving = servings?.find((s) => s.id === selected) ?? null;

  async function removeServing() {
    if (serving === null) {
      return;
    }
    await act.run(async () => {
      const v = await remove(`${base}/servings/${serving.id}`, props.handle.versionId);
      setSelected(null);
      props.handle.update(null, v);
    });
  }

  return (
    <div class="tab-body">
      <ErrorNotice error={load.error} />
      <section class="card" aria-labelledby="servings-title">
        <div class="title-row">
          <h2 id="servings-title">Servings</h2>
          {recipe.status === 'active' && !adding && (
            <button type="button" class="button" onClick={() => setAdding(true)}>
              Add a serving
            </button>
          )}
        </div>
        {servings !== null && servings.length === 0 && !adding && (
          <p class="empty">No serving yet. Add one to see the label.</p>
        )}
        {servings !== null && servings.length > 0 && (
          <fieldset class="choices">
            <legend>Label for serving</legend>
            {servings.map((s) => (
              <label key={s.id}>
                <input
                  type="radio"
                  name="serving"
                  checked={s.id === selected}
                  onChange={() => setSelected(s.id)}
                />{' '}
                {s.serving_size.household_measure} ({s.serving_size.metric_amount} g)
                {s.serving_size.servings_per_container_text !== null &&
                  `, ${s.serving_size.servings_per_container_text} per recipe`}
                {s.racc_inputs.category_name !== null && (
                  <span class="muted"> · {s.racc_inputs.category_name}</span>
                )}
              </label>
            ))}
          </fieldset>
        )}
        {serving !== null && recipe.status === 'active' && !adding && !editing && (
          <div class="actions">
            <button type="button" class="button small" onClick={() => setEditing(true)}>
              Change this serving
            </button>
            <button type="button" class="button small danger" disabled={act.busy} onClick={removeServing}>
              Remove this serving
            </button>
          </div>
        )}
        <ErrorNotice error={act.error} onReload={props.handle.reload} />
        {(adding || editing) && (
          <ServingForm
            handle={props.handle}
            {...(editing && serving !== null ? { existing: serving } : {})}
            onDone={(id) => {
              setAdding(false);
              setEditing(false);
              if (id !== null) {
                setSelected(id);
              }
            }}
          />
        )}
      </section>
      {serving !== null && <LabelPanel handle={props.handle} serving={serving} />}
    </div>
  );
}

type CategoryChoice = Pick<RaccCategory, 'category_id' | 'name'>;

/** Adds a serving, or changes one (`existing`): the same form, POST or PUT. */
function ServingForm(props: {
  handle: RecipeHandle;
  existing?: Serving;
  onDone: (servingId: string | null) => void;
}) {
  const { recipe } = props.handle;
  const input = props.existing?.serving_size_input;
  const [type, setType] = useState<'user_provided' | 'racc_guided'>(
    input?.serving_size_type ?? 'user_provided',
  );
  const [household, setHousehold] = useState(input?.household_amount ?? '1');
  const [unit, setUnit] = useState(input?.household_unit ?? '');
  const [metric, setMetric] = useState(input?.metric_amount ?? '');
  const [query, setQuery] = useState('');
  const [categories, setCategories] = useState<RaccCategory[] | null>(null);
  const [category, setCategory] = useState<CategoryChoice | null>(
    props.existing?.racc_inputs.category_id != null
      ? {
          category_id: props.existing.racc_inputs.category_id,
          name: props.existing.racc_inputs.category_name ?? '',
        }
      : null,
  );
  const [rationale, setRationale] = useState('');
  const act = useAction();
  const find = useAction();

  async function search(e: Event) {
    e.preventDefault();
    await find.run(async () => {
      const r = await get<Envelope<{ categories: RaccCategory[] }>>(
        `/us/nutrition/racc-categories/search${qs({ q: query.trim() })}`,
      );
      setCategories(r.data.categories.slice(0, 8));
    });
  }

  async function submit(e: Event) {
    e.preventDefault();
    await act.run(async () => {
      const size: Record<string, string> = { serving_size_type: type, household_amount: household.trim() };
      if (unit.trim() !== '') {
        size.household_unit = unit.trim();
      }
      if (metric.trim() !== '') {
        size.metric_amount = metric.trim();
      }
      if (type === 'racc_guided') {
        if (category === null) {
          throw new Error('Choose a food category first.');
        }
        size.racc_category_id = category.category_id;
      }
      const base = `/studio/recipes/${recipe.id}/servings`;
      const r =
        props.existing === undefined
          ? await post<Envelope<{ serving: Serving }>>(base, { serving_size: size }, props.handle.versionId)
          : await call<Envelope<{ serving: Serving }>>('PUT', `${base}/${props.existing.id}`, {
              body: {
                serving_size: size,
                ...(rationale.trim() === '' ? {} : { rationale: rationale.trim() }),
              },
              ifMatch: props.handle.versionId,
            });
      props.handle.update(null, r.version_id ?? '');
      props.onDone(r.data.serving.id);
    });
  }

  return (
    <form onSubmit={submit} class="subcard" aria-labelledby="serving-form-title">
      <h3 id="serving-form-title">
        {props.existing === undefined ? 'Add a serving' : 'Change this serving'}
      </h3>
      <fieldset class="choices">
        <legend>How to size the serving</legend>
        <label>
          <input
            type="radio"
            name="serving-type"
            checked={type === 'user_provided'}
            onChange={() => setType('user_provided')}
          />{' '}
          I know the serving size
        </label>
        <label>
          <input
            type="radio"
            name="serving-type"
            checked={type === 'racc_guided'}
            onChange={() => setType('racc_guided')}
          />{' '}
          Use the FDA reference amount for my kind of food
        </label>
      </fieldset>
      {type === 'racc_guided' && (
        <div class="racc">
          <div class="input-row">
            <Field id="racc-search" label="Kind of food">
              <input
                id="racc-search"
                type="search"
                placeholder="e.g. bread, cookies, soup"
                value={query}
                onInput={(e) => setQuery(fieldValue(e))}
              />
            </Field>
            <button type="button" class="button" disabled={find.busy || query.trim() === ''} onClick={search}>
              Find
            </button>
          </div>
          <ErrorNotice error={find.error} />
          {categories !== null && categories.length === 0 && <p class="empty">No category found.</p>}
          {categories !== null && categories.length > 0 && (
            <fieldset class="choices">
              <legend>Category</legend>
              {categories.map((c) => (
                <label key={c.category_id}>
                  <input
                    type="radio"
                    name="racc"
                    checked={category?.category_id === c.category_id}
                    onChange={() => setCategory(c)}
                  />{' '}
                  {c.name}{' '}
                  <span class="muted">
                    · reference {c.reference_amount} {c.reference_unit}
                    {c.label_statements[0] !== undefined && ` · label as “${c.label_statements[0]}”`}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
      <div class="input-row wrap">
        <Field id="serving-amount" label="Household amount">
          <input
            id="serving-amount"
            inputMode="decimal"
            size={5}
            required
            value={household}
            onInput={(e) => setHousehold(fieldValue(e))}
          />
        </Field>
        <Field id="serving-unit" label="Household unit">
          <input
            id="serving-unit"
            size={10}
            placeholder="slice, cup, cookie"
            required={type === 'user_provided'}
            value={unit}
            onInput={(e) => setUnit(fieldValue(e))}
          />
        </Field>
        <Field id="serving-grams" label="Grams per serving">
          <input
            id="serving-grams"
            inputMode="decimal"
            size={6}
            required={type === 'user_provided'}
            placeholder={type === 'racc_guided' ? 'from the reference' : ''}
            value={metric}
            onInput={(e) => setMetric(fieldValue(e))}
          />
        </Field>
      </div>
      {props.existing !== undefined && (
        <Field id="serving-rationale" label="Why (optional, kept in the audit trail)">
          <input id="serving-rationale" value={rationale} onInput={(e) => setRationale(fieldValue(e))} />
        </Field>
      )}
      <div class="actions">
        <button type="submit" class="button primary" disabled={act.busy}>
          {props.existing === undefined ? 'Add serving' : 'Save serving'}
        </button>
        <button type="button" class="button quiet" onClick={() => props.onDone(null)}>
          Cancel
        </button>
      </div>
      <ErrorNotice error={act.error} onReload={props.handle.reload} />
    </form>
  );
}

function flatten(nodes: LabelNutrient[]): LabelNutrient[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The label as text, for screen readers (the drawing is an image). */
function labelText(label: Label): string {
  const lines = [
    'Nutrition Facts.',
    label.header.servings_per_container !== null
      ? `${label.header.servings_per_container} servings per container.`
      : '',
    `Serving size ${label.header.serving_size_household} (${label.header.serving_size_metric}).`,
    ...flatten(label.per_serving.nutrients)
      .filter((n) => n.is_visible)
      .map((n) => {
        const text = n.display_text.startsWith('Includes')
          ? n.display_text
          : `${n.display_name} ${n.display_text}`;
        return `${text}${n.percent_dv !== undefined ? `, ${n.percent_dv} Daily Value` : ''}.`;
      }),
  ];
  return lines.filter((l) => l !== '').join(' ');
}

function LabelPanel(props: { handle: RecipeHandle; serving: Serving }) {
  const { recipe, revision } = props.handle;
  const path = `/studio/recipes/${recipe.id}/servings/${props.serving.id}`;
  const [label, setLabel] = useState<Label | null>(null);
  const [svg, setSvg] = useState<{ blob: Blob; url: string } | null>(null);
  const load = useAction();
  const act = useAction();

  useEffect(() => {
    let url: string | null = null;
    void load.run(async () => {
      setLabel(null);
      setSvg(null);
      try {
        const [l, blob] = await Promise.all([
          get<Envelope<Label>>(`${path}/nutrition-label`),
          callBlob(`${path}/nutrition-label?format=svg`, 'image/svg+xml'),
        ]);
        url = URL.createObjectURL(blob);
        setLabel(l.data);
        setSvg({ blob, url });
      } catch (e) {
        if (e instanceof ApiError && e.code === 'nutrition_facts_not_computed') {
          return;
        }
        throw e;
      }
    });
    return () => {
      if (url !== null) {
        URL.revokeObjectURL(url);
      }
    };
  }, [path, revision]);

  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const analysisLoad = useAction();
  useEffect(() => {
    void analysisLoad.run(async () => {
      setAnalysis(null);
      const r = await get<Envelope<Analysis>>(`${path}/nutrition-facts/analysis`);
      setAnalysis(r.data);
    });
  }, [path, revision]);

  async function downloadPdf() {
    await act.run(async () => {
      const pdf = await callBlob(`${path}/nutrition-label?format=pdf`, 'application/pdf');
      download(pdf, `${slug(recipe.name)}-nutrition-facts.pdf`);
    });
  }

  async function recompute() {
    await act.run(async () => {
      const r = await post<Envelope<unknown>>(
        `${path}/nutrition-facts/compute`,
        undefined,
        props.handle.versionId,
      );
      props.handle.update(null, r.version_id ?? '');
    });
  }

  // The service's own PNG when it renders one; otherwise the SVG drawn on a canvas here.
  async function downloadPng() {
    if (svg === null) {
      return;
    }
    await act.run(async () => {
      let png: Blob;
      try {
        png = await callBlob(`${path}/nutrition-label?format=png`, 'image/png');
      } catch (e) {
        if (!(e instanceof ApiError && (e.status === 422 || e.status === 406 || e.status === 400))) {
          throw e;
        }
        png = await rasterize(svg.url);
      }
      download(png, `${slug(recipe.name)}-nutrition-facts.png`);
    });
  }

  const calories = label?.per_serving.nutrients.find((n) => n.bmid === 'n_energy_kcal');
  const stale = label !== null && !label.staleness.is_current;

  return (
    <>
      <section class="card label-card" aria-labelledby="label-title">
        <h2 id="label-title">Nutrition Facts label</h2>
        <ErrorNotice error={load.error} />
        {label === null && load.error === null && !load.busy && (
          <Notice kind="info">
            The facts of this serving are not worked out yet.{' '}
            <button type="button" class="button small" disabled={act.busy} onClick={recompute}>
              Work them out
            </button>
          </Notice>
        )}
        {label !== null && (
          <>
            {stale && (
              <Notice kind="warning">
                This label is out of date: the ingredients or the audience changed after it was worked out.{' '}
                <button type="button" class="button small" disabled={act.busy} onClick={recompute}>
                  Update the label
                </button>
              </Notice>
            )}
            {!label.completeness.is_complete && (
              <Notice kind="warning">
                Some lines the label must show cannot be worked out yet, so the label prints “data missing”
                there instead of a number. Check these before you print:
                <ul class="missing">
                  {label.completeness.missing_mandatory.map((m) => {
                    const lines = missingFor(analysis, m.bmid);
                    return (
                      <li key={m.bmid}>
                        <strong>{m.display_name}</strong>
                        {m.reason === 'no_protein_quality_factor'
                          ? ': its % Daily Value for this audience needs a protein quality score (PDCAAS) the food data does not give'
                          : m.reason === 'no_amount'
                            ? `: ${m.detail ?? 'a line states no amount: give it a weight in grams on the Ingredients tab.'}`
                            : lines.length > 0 && `: no data for ${lines.join('; ')}`}
                      </li>
                    );
                  })}
                </ul>
              </Notice>
            )}
            <div class="label-layout">
              <figure class={label.per_container ? 'label-figure wide' : 'label-figure'}>
                {svg !== null && (
                  <img src={svg.url} alt={labelText(label)} width={label.per_container ? 520 : 360} />
                )}
                <figcaption class="sr-only">Nutrition Facts label of {recipe.name}</figcaption>
              </figure>
              <div class="label-side">
                <p class="headline" data-testid="calories">
                  <span class="muted">Calories per serving</span>
                  <strong>{calories?.display_text ?? '—'}</strong>
                </p>
                <p class="muted">
                  Serving size {label.header.serving_size_household} ({label.header.serving_size_metric})
                  {label.header.servings_per_container !== null &&
                    `, ${label.header.servings_per_container} servings per recipe`}
                </p>
                <div class="actions">
                  <button
                    type="button"
                    class="button"
                    disabled={svg === null}
                    onClick={() =>
                      svg !== null && download(svg.blob, `${slug(recipe.name)}-nutrition-facts.svg`)
                    }
                  >
                    Download SVG
                  </button>
                  <button
                    type="button"
                    class="button"
                    disabled={svg === null || act.busy}
                    onClick={downloadPng}
                  >
                    Download PNG
                  </button>
                  <button
                    type="button"
                    class="button"
                    disabled={svg === null || act.busy}
                    onClick={downloadPdf}
                  >
                    Download PDF
                  </button>
                </div>
              </div>
            </div>
          </>
        )}
        <ErrorNotice error={act.error} onReload={props.handle.reload} />
      </section>
      {label !== null && <Contributions analysis={analysis} error={analysisLoad.error} />}
      {label !== null && <LabelConfiguration handle={props.handle} />}
    </>
  );
}

/** Draws the SVG on a canvas at twice its size and returns it as PNG. */
async function rasterize(url: string): Promise<Blob> {
  const img = new Image();
  img.src = url;
  await img.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth * scale;
  canvas.height = img.naturalHeight * scale;
  const ctx = canvas.getContext('2d');
  if (ctx === null) {
    throw new Error('This browser cannot draw the PNG.');
  }
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b === null ? reject(new Error('The PNG could not be made.')) : resolve(b)),
      'image/png',
    ),
  );
}

/** The ingredients without data for a nutrient, by their recipe lines. */
function missingFor(analysis: Analysis | null, bmid: string): string[] {
  const nutrient = analysis?.nutrients.find((n) => n.bmid === bmid);
  return (nutrient?.missing_data_ingredients ?? []).map((i) => {
    const ingredient = analysis?.ingredients.find((x) => x.ingredient_index === i);
    return ingredient?.original_text ?? ingredient?.name ?? `line ${i + 1}`;
  });
}

function Contributions(props: { analysis: Analysis | null; error: unknown }) {
  const { analysis } = props;
  const [bmid, setBmid] = useState('n_energy_kcal');

  const nutrient = analysis?.nutrients.find((n) => n.bmid === bmid) ?? analysis?.nutrients[0];
  const rows = useMemo(() => {
    if (analysis === null || nutrient === undefined) {
      return [];
    }
    const total = nutrient.contributions.reduce((s, c) => s + Math.max(0, c.amount), 0);
    return nutrient.contributions
      .map((c) => ({
        ...c,
        ingredient: analysis.ingredients.find((i) => i.ingredient_index === c.ingredient_index),
        share: total > 0 ? Math.max(0, c.amount) / total : 0,
        missing: nutrient.missing_data_ingredients.includes(c.ingredient_index),
      }))
      .sort((a, b) => b.amount - a.amount);
  }, [analysis, nutrient]);

  return (
    <section class="card" aria-labelledby="contrib-title">
      <h2 id="contrib-title">Where each nutrient comes from</h2>
      <ErrorNotice error={props.error} />
      {analysis !== null && (
        <>
          <Field id="contrib-nutrient" label="Nutrient">
            <select
              id="contrib-nutrient"
              class="narrow"
              value={nutrient?.bmid}
              onChange={(e) => setBmid(fieldValue(e))}
            >
              {analysis.nutrients.map((n) => (
                <option key={n.bmid} value={n.bmid}>
                  {n.name}
                </option>
              ))}
            </select>
          </Field>
          <div class="table-wrap">
            <table class="contrib">
              <caption class="sr-only">Each ingredient’s share of one serving</caption>
              <thead>
                <tr>
                  <th scope="col">Ingredient</th>
                  <th scope="col" class="num">
                    In one serving
                  </th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.ingredient_index}>
                    <td>
                      {r.ingredient?.original_text ?? r.ingredient?.name}
                      <div class="muted small">{r.ingredient?.name}</div>
                    </td>
                    <td class="num">{r.missing ? 'no data' : amount(r.amount, nutrient?.unit ?? '')}</td>
                    <td>
                      <div class="share">
                        <span class="bar" aria-hidden="true">
                          <span
                            ref={(el) => el?.style.setProperty('width', `${Math.round(r.share * 100)}%`)}
                          />
                        </span>
                        <span class="pct">{Math.round(r.share * 100)}%</span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function LabelConfiguration(props: { handle: RecipeHandle }) {
  const { recipe, revision } = props.handle;
  const base = `/studio/recipes/${recipe.id}/label-configuration`;
  const [entries, setEntries] = useState<LabelConfigEntry[] | null>(null);
  const [visible, setVisible] = useState<Record<string, boolean>>({});
  const [names, setNames] = useState<Record<string, string>>({});
  const [perContainer, setPerContainer] = useState(false);
  const [saved, setSaved] = useState(false);
  const load = useAction();
  const act = useAction();

  useEffect(() => {
    void load.run(async () => {
      const r = await get<Envelope<{ nutrients: LabelConfigEntry[]; show_per_container: boolean }>>(base);
      setEntries(r.data.nutrients);
      setPerContainer(r.data.show_per_container);
      setVisible(Object.fromEntries(r.data.nutrients.map((n) => [n.bmid, n.visible])));
      setNames(Object.fromEntries(r.data.nutrients.map((n) => [n.bmid, n.display_name_override ?? ''])));
    });
  }, [base, revision]);

  const toggleable = (entries ?? []).filter((n) => n.is_toggleable);

  async function save(e: Event) {
    e.preventDefault();
    await act.run(async () => {
      const r = await call<Envelope<unknown>>('PUT', base, {
        body: {
          nutrient_entries: toggleable.map((n) => ({
            bmid: n.bmid,
            visible: visible[n.bmid] === true,
            ...(n.allowed_synonyms.length > 0 ? { display_name_override: names[n.bmid] || null } : {}),
          })),
          show_per_container: perContainer,
        },
        ifMatch: props.handle.versionId,
      });
      setSaved(true);
      props.handle.update(null, r.version_id ?? '');
    });
  }

  return (
    <section class="card" aria-labelledby="config-title">
      <h2 id="config-title">Label settings</h2>
      <p class="muted">The nutrients FDA requires are always shown. You may add these:</p>
      <ErrorNotice error={load.error} />
      {entries !== null && (
        <form onSubmit={save}>
          <fieldset class="choices columns">
            <legend class="sr-only">Voluntary nutrients</legend>
            {toggleable.map((n) => (
              <div key={n.bmid}>
                <label>
                  <input
                    type="checkbox"
                    checked={visible[n.bmid] === true}
                    disabled={recipe.status !== 'active'}
                    onChange={(e) => {
                      setSaved(false);
                      setVisible({ ...visible, [n.bmid]: (e.target as HTMLInputElement).checked });
                    }}
                  />{' '}
                  {n.official_name}
                </label>
                {visible[n.bmid] === true && n.allowed_synonyms.length > 0 && (
                  <select
                    class="synonym"
                    aria-label={`Name of ${n.official_name} on the label`}
                    value={names[n.bmid] ?? ''}
                    disabled={recipe.status !== 'active'}
                    onChange={(e) => {
                      setSaved(false);
                      setNames({ ...names, [n.bmid]: fieldValue(e) });
                    }}
                  >
                    <option value="">{n.official_name}</option>
                    {n.allowed_synonyms.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            ))}
          </fieldset>
          <label class="check">
            <input
              type="checkbox"
              checked={perContainer}
              disabled={recipe.status !== 'active'}
              onChange={(e) => {
                setSaved(false);
                setPerContainer((e.target as HTMLInputElement).checked);
              }}
            />{' '}
            Also show the amounts for the whole package (a second column), even where FDA does not require it
          </label>
          <button type="submit" class="button" disabled={act.busy || recipe.status !== 'active'}>
            Save label settings
          </button>
          {saved && <span class="hint"> Saved.</span>}
        </form>
      )}
      <ErrorNotice error={act.error} onReload={props.handle.reload} />
    </section>
  );
}
