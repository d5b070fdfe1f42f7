import type { LoadResult } from './lib.ts';

/**
 * The read and write targets of the performance section (README, "Performance"), each read from
 * one row of the run: a ratio to the bare route, requests a second, or the median latency. A
 * target whose row this run did not measure (another scenario was asked for) says so.
 */
interface PerformanceTarget {
  figure: string;
  /** The row's name, as the scenario names its target. */
  row: string;
  measure: 'ratio' | 'req/s' | 'p50 ms';
  /** At least this (ratio, req/s) or at most this (p50 ms). */
  bound: number;
}

const TARGETS: readonly PerformanceTarget[] = [
  { figure: 'label JSON at HEAD', row: 'GET nutrition-label (JSON) at HEAD', measure: 'ratio', bound: 0.5 },
  {
    figure: 'label at a `version_id` (immutable)',
    row: 'GET nutrition-label (JSON) ?version_id= (41 versions back)',
    measure: 'ratio',
    bound: 0.7,
  },
  { figure: '`/v1` recipe read', row: 'GET /v1/recipes/{id} (10,000 recipes)', measure: 'ratio', bound: 0.5 },
  {
    figure: '`/v1` list of 20',
    row: 'GET /v1/recipes?limit=20 (10,000 recipes)',
    measure: 'ratio',
    bound: 0.3,
  },
  {
    figure: 'versioned PATCH commits/s on one recipe (SQLite)',
    row: 'PATCH with If-Match, sequential (1 connection; bare also 1)',
    measure: 'req/s',
    bound: 1500,
  },
  {
    figure: 'resolution start, 12 lines, full SR28, one connection',
    row: 'POST …/ingredient-resolutions, 12 lines (full SR28), 1 connection',
    measure: 'p50 ms',
    bound: 10,
  },
];

/** How each kind of target reads its row, whether the bound holds, and how both are written. */
const MEASURES: Readonly<
  Record<
    PerformanceTarget['measure'],
    {
      read: (service: LoadResult, bare: LoadResult) => number;
      meets: (value: number, bound: number) => boolean;
      show: (value: number) => string;
      bound: (bound: number) => string;
    }
  >
> = {
  ratio: {
    read: (service, bare) => service.rps / bare.rps,
    meets: (value, bound) => value >= bound,
    show: (value) => value.toFixed(2),
    bound: (bound) => `≥ ${bound}`,
  },
  'req/s': {
    read: (service) => service.rps,
    meets: (value, bound) => value >= bound,
    show: (value) => `${Math.round(value).toLocaleString('en-US')}/s`,
    bound: (bound) => `≥ ${bound.toLocaleString('en-US')}/s`,
  },
  'p50 ms': {
    read: (service) => service.p50,
    meets: (value, bound) => value <= bound,
    show: (value) => `${value} ms`,
    bound: (bound) => `≤ ${bound} ms`,
  },
};

/**
 * The targets against this run's rows, as a Markdown table. The 304 of a label at a version is
 * checked by the load itself: every response of a `→ 304` row must be a 304, or the run fails.
 */
export function targetTable(results: ReadonlyMap<string, { service: LoadResult; bare: LoadResult }>): string {
  const lines = TARGETS.map((target) => {
    const measure = MEASURES[target.measure];
    const bound = measure.bound(target.bound);
    const r = results.get(target.row);
    if (r === undefined) {
      return `| ${target.figure} | ${bound} | not in this run | |`;
    }
    const value = measure.read(r.service, r.bare);
    return `| ${target.figure} | ${bound} | ${measure.show(value)} | ${measure.meets(value, target.bound) ? 'met' : 'NOT MET'} |`;
  });
  return ['| figure | target | this run | |', '| --- | --- | --- | --- |', ...lines].join('\n');
}
