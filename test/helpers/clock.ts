import type { Clock } from '../../src/services/context.ts';

/** A clock that stands still until moved; `now()` returns a fresh Date each time. */
export interface ManualClock extends Clock {
  set(iso: string): void;
  advance(ms: number): void;
}

export function manualClock(startIso = '2026-03-01T12:00:00.000Z'): ManualClock {
  let t = Date.parse(startIso);
  return {
    now: () => new Date(t),
    set(iso) {
      t = Date.parse(iso);
    },
    advance(ms) {
      t += ms;
    },
  };
}

/** A clock that moves forward by `stepMs` on every reading, so each write gets a later time. */
export function steppingClock(startIso = '2026-03-01T12:00:00.000Z', stepMs = 1000): Clock {
  let t = Date.parse(startIso);
  return {
    now: () => {
      const d = new Date(t);
      t += stepMs;
      return d;
    },
  };
}
