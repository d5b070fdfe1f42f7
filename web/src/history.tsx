import { useEffect, useState } from 'preact/hooks';
import {
  type AuditEvent,
  type Envelope,
  type FieldChange,
  get,
  type Meta,
  post,
  qs,
  type Recipe,
  type VersionEntry,
} from './api.ts';
import type { RecipeHandle } from './recipes.tsx';
import { Badge, ErrorNotice, Field, fieldValue, readable, useAction, when } from './ui.tsx';

/** Version history (summaries, diffs, restore) and the audit trail with its filters. */

export function HistoryTab(props: { handle: RecipeHandle }) {
  return (
    <div class="tab-body">
      <Versions handle={props.handle} />
      <AuditTrail
        path={`/studio/recipes/${props.handle.recipe.id}/audit-trail`}
        revision={props.handle.revision}
        eventTypes={EVENT_TYPES}
      />
    </div>
  );
}

function Versions(props: { handle: RecipeHandle }) {
  const { recipe, revision, versionId } = props.handle;
  const base = `/studio/recipes/${recipe.id}`;
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const [diffOf, setDiffOf] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const load = useAction();
  const act = useAction();

  useEffect(() => {
    void load.run(async () => {
      const r = await get<Envelope<VersionEntry[]>>(`${base}/versions${qs({ limit: 50 })}`);
      setVersions(r.data);
    });
  }, [base, revision]);

  async function restore(target: string) {
    await act.run(async () => {
      const r = await post<Envelope<Recipe>>(`${base}/restore`, { target_version_id: target }, versionId);
      setConfirming(null);
      props.handle.update(null, r.version_id ?? '');
    });
  }

  return (
    <section class="card" aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      <p class="muted">
        Every change is kept. Restoring brings back an earlier version as a new one; nothing is lost.
      </p>
      <ErrorNotice error={load.error} />
      <ErrorNotice error={act.error} onReload={props.handle.reload} />
      {versions !== null && (
        <ol class="versions">
          {versions.map((v, i) => {
            const current = v.version_id === versionId;
            const numbers = new Map(versions.map((x, j) => [x.version_id, versions.length - j]));
            return (
              <li key={v.version_id}>
                <div class="version-line">
                  <div>
                    <strong>{readable(v.summary, numbers)}</strong>
                    {current && (
                      <>
                        {' '}
                        <Badge tone="good">Current</Badge>
                      </>
                    )}
                    <div class="muted small">
                      {when(v.created_at)} · version {versions.length - i}
                      {v.restored_from_version_id !== null && ' · a restore'}
                    </div>
                  </div>
                  <div class="actions">
                    <a class="button small" href={`#/recipes/${recipe.id}/v/${v.version_id}`}>
                      View
                    </a>
                    <button
                      type="button"
                      class="button small"
                      aria-expanded={diffOf === v.version_id}
                      onClick={() => setDiffOf(diffOf === v.version_id ? null : v.version_id)}
                    >
                      Changes
                    </button>
                    {!current && (
                      <button
                        type="button"
                        class="button small"
                        aria-label={`Restore version ${versions.length - i} (${when(v.created_at)})`}
                        onClick={() => setConfirming(v.version_id)}
                      >
                        Restore
                      </button>
                    )}
                  </div>
                </div>
                {confirming === v.version_id && (
                  <div class="subcard" role="alertdialog" aria-label="Confirm the restore">
                    <p>
                      Bring back this version? The recipe will look exactly as it did on {when(v.created_at)}.
                      The current version stays in the history.
                    </p>
                    <div class="actions">
                      <button
                        type="button"
                        class="button primary"
                        disabled={act.busy}
                        onClick={() => void restore(v.version_id)}
                      >
                        Yes, restore
                      </button>
                      <button type="button" class="button quiet" onClick={() => setConfirming(null)}>
                        Cancel
                      </button>
                    </div>
                  </div>
                )}
                {diffOf === v.version_id && <Diff recipeId={recipe.id} versionId={v.version_id} />}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  status: 'Status',
  demographic: 'Label for',
  country: 'Country',
  regulatory_authority: 'Rules',
  ingredients: 'Ingredients',
  ingredients_revision: 'Ingredient list revision',
  resolution: 'Ingredient reading',
  nutrition: 'Nutrition',
  servings: 'Servings',
  label_configuration: 'Label settings',
};

function fieldName(key: string): string {
  const name = FIELD_NAMES[key] ?? key.replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function show(value: unknown): string {
  if (value === null || value === undefined) {
    return 'nothing';
  }
  if (typeof value === 'string') {
    return readable(value, new Map());
  }
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function ChangeList(props: { changes: Record<string, FieldChange>; depth: number }) {
  return (
    <ul class="diff">
      {Object.entries(props.changes)
        .filter(([k]) => k !== '$order')
        .map(([k, c]) => (
          <li key={k}>
            <span class="diff-field">{props.depth === 0 ? fieldName(k) : k}</span>{' '}
            <Badge tone={c.change === 'removed' ? 'bad' : c.change === 'added' ? 'good' : 'plain'}>
              {c.change}
            </Badge>
            {c.field_changes !== undefined && props.depth < 2 ? (
              <ChangeList changes={c.field_changes as Record<string, FieldChange>} depth={props.depth + 1} />
            ) : (
              c.field_changes === undefined && (
                <span class="muted">
                  {' '}
                  {c.change === 'modified' && `${show(c.before)} → ${show(c.after)}`}
                  {c.change === 'added' && show(c.after)}
                  {c.change === 'removed' && show(c.before)}
                </span>
              )
            )}
          </li>
        ))}
    </ul>
  );
}

function Diff(props: { recipeId: string; versionId: string }) {
  const [changes, setChanges] = useState<Record<string, FieldChange> | null>(null);
  const load = useAction();
  useEffect(() => {
    void load.run(async () => {
      const r = await get<Envelope<{ field_changes: Record<string, FieldChange> }>>(
        `/studio/recipes/${props.recipeId}/versions/${props.versionId}/changes`,
      );
      setChanges(r.data.field_changes);
    });
  }, [props.recipeId, props.versionId]);
  return (
    <section class="subcard" aria-label="What changed in this version">
      <ErrorNotice error={load.error} />
      {changes !== null &&
        (Object.keys(changes).length === 0 ? (
          <p class="muted">Nothing changed in this version.</p>
        ) : (
          <ChangeList changes={changes} depth={0} />
        ))}
    </section>
  );
}

const EVENT_TYPES: Record<string, string> = {
  'recipe.created': 'Created',
  'recipe.metadata_updated': 'Renamed or details changed',
  'recipe.archived': 'Archived',
  'recipe.unarchived': 'Unarchived',
  'recipe.restored': 'Restored',
  'recipe.ingredients_updated': 'Ingredients changed',
  'recipe.nutrition_computed': 'Nutrition worked out',
  'recipe.serving_added': 'Serving added',
  'recipe.serving_updated': 'Serving changed',
  'recipe.serving_deleted': 'Serving removed',
  'recipe.nutrition_facts_computed': 'Label facts worked out',
  'recipe.label_configuration_updated': 'Label settings changed',
  'recipe.label_configuration_deleted': 'Label settings reset',
};

export const CUSTOM_INGREDIENT_EVENTS: Record<string, string> = {
  'custom_ingredient.created': 'Created',
  'custom_ingredient.updated': 'Changed',
  'custom_ingredient.activated': 'Put in use',
  'custom_ingredient.archived': 'Archived',
  'custom_ingredient.unarchived': 'Unarchived',
  'custom_ingredient.restored': 'Restored',
};

/** The audit trail of a recipe or a custom ingredient (`path` ends in /audit-trail). */
export function AuditTrail(props: { path: string; revision: number; eventTypes: Record<string, string> }) {
  const { revision } = props;
  const EVENT_TYPES = props.eventTypes;
  const [eventType, setEventType] = useState('');
  const [actorType, setActorType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [meta, setMeta] = useState<Meta>({});
  const load = useAction();

  function query(cursor?: string): string {
    return `${props.path}${qs({
      limit: 20,
      event_type: eventType,
      actor_type: actorType,
      from: from === '' ? undefined : new Date(`${from}T00:00:00`).toISOString(),
      to: to === '' ? undefined : new Date(`${to}T23:59:59.999`).toISOString(),
      cursor,
    })}`;
  }

  async function fetchPage(more: boolean) {
    await load.run(async () => {
      const r = await get<Envelope<{ events: AuditEvent[] }>>(
        query(more ? (meta.cursor ?? undefined) : undefined),
      );
      setEvents(more ? [...(events ?? []), ...r.data.events] : r.data.events);
      setMeta(r.meta);
    });
  }

  useEffect(() => {
    void fetchPage(false);
  }, [props.path, revision]);

  return (
    <section class="card" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit trail</h2>
      <p class="muted">Who changed what, and when. The trail cannot be altered.</p>
      <form
        class="filters"
        aria-label="Filter the audit trail"
        onSubmit={(e) => {
          e.preventDefault();
          void fetchPage(false);
        }}
      >
        <Field id="audit-type" label="Kind of change">
          <select id="audit-type" value={eventType} onChange={(e) => setEventType(fieldValue(e))}>
            <option value="">All changes</option>
            {Object.entries(EVENT_TYPES).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-actor" label="Made by">
          <select id="audit-actor" value={actorType} onChange={(e) => setActorType(fieldValue(e))}>
            <option value="">Anyone</option>
            <option value="member">People (API keys)</option>
            <option value="system">The service itself</option>
          </select>
        </Field>
        <Field id="audit-from" label="From">
          <input id="audit-from" type="date" value={from} onInput={(e) => setFrom(fieldValue(e))} />
        </Field>
        <Field id="audit-to" label="To">
          <input id="audit-to" type="date" value={to} onInput={(e) => setTo(fieldValue(e))} />
        </Field>
        <button type="submit" class="button">
          Apply filters
        </button>
      </form>
      <ErrorNotice error={load.error} />
      {events !== null && events.length === 0 && <p class="empty">No change matches these filters.</p>}
      {events !== null && events.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Change</th>
                <th scope="col">By</th>
                <th scope="col">Fields</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.event_id}>
                  <td class="nowrap">{when(e.timestamp)}</td>
                  <td>
                    {EVENT_TYPES[e.event_type] ?? e.event_type}
                    {e.rationale !== null && e.rationale !== undefined && e.rationale !== '' && (
                      <div class="muted small">“{readable(e.rationale, new Map())}”</div>
                    )}
                  </td>
                  <td>
                    {e.actor.type === 'system' ? 'The service' : 'Member'}{' '}
                    <span class="muted small">{e.actor.id}</span>
                  </td>
                  <td>
                    {e.event_type.endsWith('.created')
                      ? 'All details'
                      : (e.changed_fields ?? []).map(fieldName).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {meta.has_more === true && (
        <button type="button" class="button" disabled={load.busy} onClick={() => void fetchPage(true)}>
          Show older changes
        </button>
      )}
    </section>
  );
}
