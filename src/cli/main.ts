import { ConfigError, loadConfig, readEnv } from '../config.ts';
import { DomainError } from '../domain/errors.ts';
import { depsFor, openConfiguredStore } from '../runtime.ts';
import {
  createApiKey,
  createOrganization,
  listApiKeys,
  revokeApiKey,
} from '../services/accounts/accounts.ts';
import type { Deps } from '../services/context.ts';
import { createOrganizationOnPlan } from '../services/entitlements/index.ts';
import { migrateDown } from '../store/migrations/migrator.ts';
import type { OpenedStore } from '../store/open.ts';
import { type Args, flag, parseArgs, requireFlag, UsageError } from './args.ts';
import { foodsImportCommand } from './commands/foods-import.ts';
import { parseCommand } from './commands/parse.ts';
import { verifyChainCommand } from './commands/verify-chain.ts';
import { ENTITLEMENT_COMMANDS, ENTITLEMENT_USAGE } from './entitlements.ts';

const USAGE = `Usage: npm run cli -- <command>

  orgs create <name> [--plan p]      create an organization (default plan: enterprise)
  orgs list                          list organizations
  keys create --org <id> [--name n]  create an API key (printed once)
  keys list --org <id>               list an organization's keys (prefixes only)
  keys revoke <prefix>               revoke a key by its prefix
  foods import <dir> [--force]       import USDA SR28 (ASCII) or FoodData Central (CSV) data
  migrate [up|down]                  apply pending migrations, or revert the last one
  parse                              parse ingredient lines from stdin, one JSON object per line
${ENTITLEMENT_USAGE}
  audit verify [--org <id>] [--recipe <id>]
                                     recompute version and audit hash chains (exit 1 if broken)

The store is chosen like the service's: DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite).`;

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

type Handler = (deps: Deps, args: Args, opened: OpenedStore) => Promise<void>;

/** The exit code of a command that succeeds but has something to report (a broken chain). */
let exitCode = 0;

const COMMANDS: Record<string, Handler> = {
  'orgs create': async (deps, args) => {
    const name = args.positional.slice(2).join(' ');
    if (name === '') {
      throw new UsageError('orgs create <name>');
    }
    const plan = flag(args, 'plan');
    if (plan !== undefined) {
      const { org, state } = await createOrganizationOnPlan(deps, { name, plan });
      out(JSON.stringify({ ...org, plan_name: state.planName }));
      return;
    }
    const org = await createOrganization(deps, { name });
    out(JSON.stringify(org));
  },
  'orgs list': async (deps) => {
    for (const org of await deps.store.orgs.list()) {
      out(`${org.id}\t${org.created_at}\t${org.name}`);
    }
  },
  'keys create': async (deps, args) => {
    const name = typeof args.flags.name === 'string' ? args.flags.name : undefined;
    const created = await createApiKey(deps, { orgId: requireFlag(args, 'org'), ...(name ? { name } : {}) });
    out(`API key (shown once, keep it secret): ${created.key}`);
    out(
      `prefix: ${created.record.prefix}  member: ${created.record.member_id}  org: ${created.record.org_id}`,
    );
  },
  'keys list': async (deps, args) => {
    for (const k of await listApiKeys(deps, { orgId: requireFlag(args, 'org') })) {
      out(
        `${k.prefix}\t${k.revoked_at === null ? 'active' : `revoked ${k.revoked_at}`}\t${k.created_at}\t${k.name}`,
      );
    }
  },
  'keys revoke': async (deps, args) => {
    const prefix = args.positional[2];
    if (prefix === undefined) {
      throw new UsageError('keys revoke <prefix>');
    }
    await revokeApiKey(deps, { prefix });
    out(`Revoked ${prefix}.`);
  },
  'foods import': async (deps, args) => {
    const dir = args.positional[2];
    if (dir === undefined) {
      throw new UsageError('foods import <dir> [--force]');
    }
    await foodsImportCommand(deps, dir, args.flags.force === true, out);
  },
  'migrate up': async () => {
    out('Migrations are up to date.');
  },
  'migrate down': async (deps, _args, opened) => {
    out(
      `Reverted: ${(await migrateDown(opened.db, deps.store.dialect, { schema: opened.schema })).join(', ') || 'nothing'}`,
    );
  },
  ...ENTITLEMENT_COMMANDS,
  'audit verify': async (deps, args) => {
    const orgId = flag(args, 'org');
    const documentId = flag(args, 'recipe');
    if (documentId !== undefined && orgId === undefined) {
      throw new UsageError('audit verify --org <id> --recipe <id>');
    }
    exitCode = await verifyChainCommand(
      deps.store,
      { ...(orgId === undefined ? {} : { orgId }), ...(documentId === undefined ? {} : { documentId }) },
      out,
    );
  },
};

async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const [group, verb] = args.positional;
  if (group === undefined || group === 'help' || args.flags.help === true) {
    out(USAGE);
    return group === undefined ? 2 : 0;
  }
  if (group === 'parse') {
    await parseCommand(process.stdin, process.stdout);
    return 0;
  }
  const key = group === 'migrate' ? `migrate ${verb ?? 'up'}` : `${group} ${verb ?? ''}`;
  const handler = COMMANDS[key];
  if (handler === undefined) {
    process.stderr.write(`Unknown command: ${argv.join(' ')}\n\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(readEnv());
  const opened = await openConfiguredStore(config);
  try {
    await handler(depsFor(opened), args, opened);
    return exitCode;
  } finally {
    await opened.store.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError) {
    process.stderr.write(`Usage: ${err.message}\n`);
    process.exitCode = 2;
  } else if (err instanceof ConfigError || err instanceof DomainError) {
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`Failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
