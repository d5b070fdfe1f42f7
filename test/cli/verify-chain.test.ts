import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChainCommand } from '../../src/cli/commands/verify-chain.ts';
import { NotFoundError } from '../../src/domain/errors.ts';
import { type ServiceContext, systemClock, ulidGenerator } from '../../src/services/context.ts';
import { createFoodCatalogue } from '../../src/services/foods/catalogue.ts';
import { createRecipe, deleteRecipe, patchRecipe } from '../../src/services/studio-recipes/index.ts';
import { openStore, sqliteFileIn } from '../../src/store/open.ts';
import type { Store } from '../../src/store/store.ts';
import { engines, openTestStore, type TestStore } from '../helpers/stores.ts';

let requests = 0;

/** A context acting through the CLI; each is its own request. */
function context(store: Store, orgId: string): ServiceContext {
  return {
    store,
    clock: systemClock,
    ids: ulidGenerator(),
    foods: createFoodCatalogue(store),
    orgId,
    actor: { type: 'member', id: 'mem_cli' },
    requestId: `req_cli_${++requests}`,
    capabilities: new Set(['recipe_versioning']),
    channel: 'cli',
  };
}

describe.each(engines())('verifyChainCommand on %s', (engine) => {
  let db: TestStore;
  beforeAll(async () => {
    db = await openTestStore(engine);
    for (const id of ['org_1', 'org_2']) {
      await db.store.orgs.insert({ id, name: id, created_at: new Date().toISOString() });
    }
  });
  afterAll(async () => {
    await db.drop();
  });

  it('checks every document (deleted ones too) and reports the first broken link', async () => {
    const ctx = context(db.store, 'org_1');
    const a = await createRecipe({ ctx, input: { name: 'A' } });
    const a2 = await patchRecipe({ ctx, input: { recipeId: a.recipe.id, ifMatch: a.versionId, name: 'A2' } });
    const b = await createRecipe({ ctx: context(db.store, 'org_1'), input: { name: 'B' } });
    await deleteRecipe({ ctx, input: { recipeId: b.recipe.id, ifMatch: b.versionId } });
    await createRecipe({ ctx: context(db.store, 'org_2'), input: { name: 'C' } });

    const lines: string[] = [];
    expect(await verifyChainCommand(db.store, {}, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe('3 document(s) checked, 0 with a broken chain.');
    expect(JSON.parse(lines[0] as string)).toEqual({
      org_id: 'org_1',
      document_id: a.recipe.id,
      doc_type: 'recipe',
      valid: true,
      versions_checked: 2,
      events_checked: 2,
      head_version_id: a2.versionId,
    });
    const events = await db.store.documents.listEvents('org_1', b.recipe.id, { limit: 10 });
    expect(events[0]?.channel).toBe('cli');

    await db.db
      .updateTable('audit_events')
      .set({ rationale: 'inserted later' })
      .where('event_id', '=', events[0]?.event_id as string)
      .execute();
    const broken: string[] = [];
    expect(await verifyChainCommand(db.store, { orgId: 'org_1' }, (l) => broken.push(l))).toBe(1);
    expect(broken.at(-1)).toBe('2 document(s) checked, 1 with a broken chain.');
    expect(JSON.parse(broken[1] as string)).toMatchObject({
      document_id: b.recipe.id,
      valid: false,
      broken_at: { kind: 'event', id: events[0]?.event_id, seq: 2, reason: 'record_hash_mismatch' },
    });

    const one: string[] = [];
    expect(
      await verifyChainCommand(db.store, { orgId: 'org_1', documentId: a.recipe.id }, (l) => one.push(l)),
    ).toBe(0);
    expect(one).toHaveLength(2);
    await expect(
      verifyChainCommand(db.store, { orgId: 'org_2', documentId: a.recipe.id }, () => undefined),
    ).rejects.toThrow(NotFoundError);
  });
});

describe('npm run cli -- audit verify', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-cli-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 0 on sound chains and 1 on a broken one', async () => {
    const opened = await openStore({ engine: 'sqlite', file: sqliteFileIn(dataDir) });
    await opened.store.orgs.insert({ id: 'org_cli', name: 'CLI', created_at: new Date().toISOString() });
    const ctx = context(opened.store, 'org_cli');
    const r = await createRecipe({ ctx, input: { name: 'Via CLI' } });
    await opened.store.close();

    const run = (args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      return promisify(execFile)(process.execPath, ['src/cli/main.ts', 'audit', 'verify', ...args], {
        cwd: path.resolve(import.meta.dirname, '..', '..'),
        env,
      }).then(
        (x) => ({ code: 0, stdout: x.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
    };
    const ok = await run(['--org', 'org_cli', '--recipe', r.recipe.id]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('1 document(s) checked, 0 with a broken chain.');

    const again = await openStore({ engine: 'sqlite', file: sqliteFileIn(dataDir) });
    await again.db.updateTable('document_versions').set({ content: '{}' }).execute();
    await again.store.close();
    const bad = await run([]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('"reason":"content_hash_mismatch"');
  });
});
