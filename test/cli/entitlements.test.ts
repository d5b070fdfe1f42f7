import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseArgs } from '../../src/cli/args.ts';
import { ENTITLEMENT_COMMANDS } from '../../src/cli/entitlements.ts';
import { createOrganization } from '../../src/services/accounts/accounts.ts';
import { type Deps, ulidGenerator } from '../../src/services/context.ts';
import { consumeQuota } from '../../src/services/entitlements/index.ts';
import { createFoodCatalogue } from '../../src/services/foods/catalogue.ts';
import { httpEngine, openTestStore, type TestStore } from '../helpers/stores.ts';

const NOW = '2026-11-22T12:00:00.000Z';
let db: TestStore;
let deps: Deps;

beforeAll(async () => {
  db = await openTestStore(httpEngine());
  deps = {
    store: db.store,
    clock: { now: () => new Date(NOW) },
    ids: ulidGenerator(),
    foods: createFoodCatalogue(db.store),
  };
});
afterAll(async () => {
  await db.drop();
});

/** Runs one command of the table as `npm run cli -- …` would, and returns what it printed. */
async function run(line: string): Promise<string> {
  const args = parseArgs(line.split(' '));
  const [group, verb] = args.positional;
  const handler = ENTITLEMENT_COMMANDS[`${group} ${verb}`];
  if (handler === undefined) {
    throw new Error(`no command ${group} ${verb}`);
  }
  const printed: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    await handler(deps, args);
  } finally {
    spy.mockRestore();
  }
  return printed.join('');
}

async function newOrg(): Promise<string> {
  return (await createOrganization(deps, { name: 'Kitchen' })).id;
}

describe('entitlement commands', () => {
  it('plans list shows every plan with gates, limits, prices and trial limits', async () => {
    const lines = (await run('plans list')).trim().split('\n');
    expect(lines).toEqual([
      'free\tFree\tstudio,label_rendering\trecipes_per_month 10/month (hard); ingredient_resolutions 100/month (hard)',
      'starter\tStarter\tstudio,label_rendering,recipe_versioning\trecipes_per_month 100/month (+25¢/unit), trial 10; ingredient_resolutions 1000/month (+2.5¢/unit), trial 100',
      'professional\tProfessional\tstudio,label_rendering,recipe_versioning,custom_ingredients,audit_trail\trecipes_per_month 1000/month (+15¢/unit), trial 25; ingredient_resolutions 10000/month (+1.5¢/unit), trial 250',
      'enterprise\tEnterprise\tstudio,recipe_versioning,custom_ingredients,audit_trail,label_rendering\trecipes_per_month unlimited, trial 50; ingredient_resolutions unlimited, trial 500',
    ]);
  });

  it('trial, conversion, metered usage and usage', async () => {
    const org = await newOrg();
    expect(await run(`trials start --org ${org} --plan starter --days 7`)).toBe(
      `${org}: plan starter; trial until 2026-11-29T12:00:00.000Z (7 day(s) left); write access full; metered usage off\n`,
    );
    expect(await run(`metered on --org ${org}`)).toContain('metered usage on (not in effect)');
    expect(await run(`trials end --org ${org}`)).toBe(
      `Trial converted.\n${org}: plan starter; no trial; write access full; metered usage on\n`,
    );
    await db.store.transaction((tx) =>
      consumeQuota(
        tx,
        { orgId: org, requestId: 'r1', clock: deps.clock },
        { key: 'recipes_per_month', units: 101, meteredUsageConfirmed: true },
      ),
    );
    expect(await run(`usage show --org ${org}`)).toBe(
      [
        `${org}: plan starter, period 2026-11 (resets 2026-12-01T00:00:00.000Z)`,
        'recipes_per_month\tused 101\tlimit 100\toverage 1',
        'ingredient_resolutions\tused 0\tlimit 1000\toverage 0',
        '',
      ].join('\n'),
    );
    expect(await run(`usage show --org ${org} --period 2026-10`)).toContain('recipes_per_month\tused 0');
    expect(await run(`metered off --org ${org}`)).toContain('metered usage off');
  });

  it('an expired trial is read-only until a plan is set', async () => {
    const org = await newOrg();
    await run(`trials start --org ${org}`);
    expect(await run(`trials end --org ${org} --expire`)).toBe(
      `Trial expired.\n${org}: plan professional; trial ended ${NOW}; write access read_only (trial_expired); metered usage off\n`,
    );
    expect(await run(`plans set --org ${org} professional`)).toContain(
      'plan professional; no trial; write access full',
    );
  });

  it('cancellation, resumption, suspension and restoration', async () => {
    const org = await newOrg();
    expect(await run(`plans cancel --org ${org}`)).toContain('cancels at 2026-12-01T00:00:00.000Z');
    expect(await run(`plans cancel --org ${org} --at 2026-11-01T00:00:00Z`)).toContain(
      'write access read_only (cancelled)',
    );
    expect(await run(`plans resume --org ${org}`)).not.toContain('cancels at');
    expect(await run(`access suspend --org ${org}`)).toContain('write access read_only (payment_overdue)');
    expect(await run(`access suspend --org ${org} --reason suspended`)).toContain('(suspended)');
    expect(await run(`access restore --org ${org}`)).toContain('write access full');
  });

  it('refuses bad input with the service errors', async () => {
    const org = await newOrg();
    await expect(run(`plans set --org ${org} gold`)).rejects.toThrow('Unknown plan "gold"');
    await expect(run(`plans set --org ${org}`)).rejects.toThrow('plans set --org <id>');
    await expect(run(`trials end --org ${org}`)).rejects.toThrow('is not on a trial');
    await expect(run(`trials start --org ${org} --days soon`)).rejects.toThrow('whole number');
    await expect(run('usage show')).rejects.toThrow('--org <value> is required');
  });
});

describe('orgs create --plan (through the CLI binary)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-cli-ent-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the organization on the plan, and refuses an unknown plan', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const root = path.resolve(import.meta.dirname, '..', '..');
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['src/cli/main.ts', ...args], { cwd: root, env, encoding: 'utf8' });
    const bad = cli('orgs', 'create', 'Nope', '--plan', 'gold');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Unknown plan "gold"');
    const ok = cli('orgs', 'create', 'Bakery', 'Co', '--plan', 'free');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ name: 'Bakery Co', plan_name: 'free' });
  });
});
