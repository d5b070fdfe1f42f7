import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import type { Actor } from '../domain/accounts.ts';
import type { Food } from '../domain/foods/food.ts';
import type { Channel } from '../domain/versioning/records.ts';
import type { Store, StoreRepos } from '../store/store.ts';
import type { FoodCatalogue } from './foods/catalogue.ts';
import type { RecomputeNutrition } from './studio-recipes/recompute.ts';

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new ULID (26 characters, Crockford Base32), monotonic within the process. */
  ulid(): string;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The ulid package's default source asks the system for one random byte per character (16 calls
 * for each id in a new millisecond, a tenth of a commit's CPU). The same cryptographic source is
 * read here 4 KB at a time instead.
 */
function pooledRandom(): () => number {
  const pool = new Uint8Array(4096);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    return (pool[next++] as number) / 256;
  };
}

export function ulidGenerator(): IdGenerator {
  const next = monotonicFactory(pooledRandom());
  return { ulid: () => next() };
}

/** What every use case runs with: the infrastructure it may use, and who is asking. */
export interface Deps {
  store: Store;
  clock: Clock;
  ids: IdGenerator;
  /** The shared food catalogue (cached reads over the store). */
  foods: FoodCatalogue;
  /** Recomputes recipe nutrition inside a commit (default: the nutrition engine; tests inject failures). */
  recomputeNutrition?: RecomputeNutrition;
  /** A custom ingredient as a food, at a pinned version (custom ingredients plug in here). */
  customIngredientFood?: (
    ctx: ServiceContext,
    tx: StoreRepos,
    id: string,
    versionId: string,
  ) => Promise<Food | undefined>;
}

export interface ServiceContext extends Deps {
  orgId: string;
  actor: Actor;
  requestId: string;
  /** Capabilities of the API version the caller selected (e.g. recipe_versioning). */
  capabilities: ReadonlySet<string>;
  /** How the request arrived, for audit events; default `api` (`system` for a system actor). */
  channel?: Channel;
}

export interface Call<I> {
  ctx: ServiceContext;
  input: I;
}
