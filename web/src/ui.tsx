import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from './api.ts';

/** Shared pieces: the hash router, notices, the conflict banner, formatting. */

export function useRoute(): string[] {
  const read = () =>
    (location.hash.replace(/^#\/?/, '') || 'recipes')
      .split('/')
      .filter((p) => p !== '')
      .map(decodeURIComponent);
  const [parts, setParts] = useState(read);
  useEffect(() => {
    const on = () => setParts(read());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return parts;
}

/** Every screen names itself in the window title (WCAG 2.4.2). */
export function useTitle(title: string | null): void {
  useEffect(() => {
    document.title = title === null ? 'Label Studio' : `${title} – Label Studio`;
  }, [title]);
}

export function go(path: string): void {
  location.hash = `#/${path}`;
}

export function Notice(props: {
  kind: 'error' | 'warning' | 'info' | 'success';
  children: ComponentChildren;
}) {
  const role = props.kind === 'error' ? 'alert' : 'status';
  return (
    <div class={`notice notice-${props.kind}`} role={role}>
      {props.children}
    </div>
  );
}

/** An error as a person reads it; a conflict says what to do without losing what was typed. */
export function ErrorNotice(props: { error: unknown; onReload?: () => void | Promise<void> }) {
  const e = props.error;
  const [reloaded, setReloaded] = useState<unknown>(null);
  if (e === null || e === undefined || reloaded === e) {
    return null;
  }
  const onReload = props.onReload;
  if (e instanceof ApiError && e.isConflict) {
    return (
      <Notice kind="warning">
        <strong>Changed elsewhere: reload.</strong> Someone (or another tab) changed this recipe after you
        opened it. Reload to see the latest version; what you typed here stays where it is.{' '}
        {onReload !== undefined && (
          <button
            type="button"
            class="button small"
            onClick={async () => {
              await onReload();
              setReloaded(e);
            }}
          >
            Reload
          </button>
        )}
      </Notice>
    );
  }
  const message = e instanceof Error ? e.message : String(e);
  return (
    <Notice kind="error">
      {message.split('\n').map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Notice>
  );
}

/** The value of the input, textarea or select an input or change event came from. */
export function fieldValue(event: Event): string {
  return (event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value;
}

export function Field(props: { label: string; hint?: string; id: string; children: ComponentChildren }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      {props.children}
      {props.hint !== undefined && (
        <p class="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
    </div>
  );
}

export function Badge(props: { tone: 'good' | 'warn' | 'bad' | 'plain'; children: ComponentChildren }) {
  return <span class={`badge badge-${props.tone}`}>{props.children}</span>;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export function when(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) {
    return '';
  }
  return dateTime.format(new Date(iso));
}

export function grams(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') {
    return '';
  }
  const n = Number(value);
  if (!Number.isFinite(n)) {
    return String(value);
  }
  return `${n >= 10 ? Math.round(n) : Math.round(n * 10) / 10} g`;
}

export function amount(n: number, unit: string): string {
  const v = Math.abs(n) >= 10 ? Math.round(n) : Math.round(n * 10) / 10;
  return `${v} ${unit}`;
}

/** Runs an action, keeping its busy flag and error for the form that started it. */
export function useAction(): {
  busy: boolean;
  error: unknown;
  setError: (e: unknown) => void;
  run: (fn: () => Promise<void>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return {
    busy,
    error,
    setError,
    async run(fn) {
      setBusy(true);
      setError(null);
      try {
        await fn();
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
  };
}

export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'label'
  );
}

export const DEMOGRAPHICS: Record<string, string> = {
  adults_and_children_over_4: 'Adults and children 4 years and older',
  children_1_3_years: 'Children 1–3 years',
  infants_through_12_months: 'Infants through 12 months',
  pregnant_and_lactating_women: 'Pregnant or lactating women',
};

/** Server summaries name ids; a person reads version numbers instead. */
export function readable(summary: string, numbers: Map<string, number>): string {
  return summary
    .replace(/\bversion ([0-9A-HJKMNP-TV-Z]{26})\b/g, (_m, id: string) =>
      numbers.has(id) ? `version ${numbers.get(id)}` : 'an earlier version',
    )
    .replace(/\s?\b(srv|ireslv|ing|ci|evt)_[0-9A-HJKMNP-TV-Z]{26}\b/g, '')
    .replace(/^Confirmed ingredient resolution/, 'Saved the ingredients')
    .replace(/\b[a-z0-9]+(?:_[a-z0-9]+)+\b/g, (key) => DEMOGRAPHICS[key] ?? key);
}

/**
 * Archive or unarchive, and delete behind a confirmation, for a recipe or an ingredient. `children`
 * are the buttons that come first (edit, rename…); `question` explains what deleting means.
 */
export function LifecycleActions(props: {
  archived: boolean;
  busy: boolean;
  onArchive: () => void;
  onUnarchive: () => void;
  onDelete: () => void;
  /** Id of the confirmation's text, unique on the page. */
  questionId: string;
  question: ComponentChildren;
  children?: ComponentChildren;
}) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <div class="actions">
        {props.children}
        {props.archived ? (
          <button type="button" class="button" disabled={props.busy} onClick={props.onUnarchive}>
            Unarchive
          </button>
        ) : (
          <button type="button" class="button" disabled={props.busy} onClick={props.onArchive}>
            Archive
          </button>
        )}
        {!deleting && (
          <button type="button" class="button danger" onClick={() => setDeleting(true)}>
            Delete
          </button>
        )}
      </div>
      {deleting && (
        <div class="subcard" role="alertdialog" aria-labelledby={props.questionId}>
          <p id={props.questionId}>{props.question}</p>
          <div class="actions">
            <button type="button" class="button danger" disabled={props.busy} onClick={props.onDelete}>
              Yes, delete it
            </button>
            <button type="button" class="button quiet" onClick={() => setDeleting(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </>
  );
}
