import type { Kysely } from 'kysely';
import type { ApiKeyRecord, Organization } from '../../domain/accounts.ts';
import type { Database } from '../schema.ts';
import type { ApiKeyRepo, OrganizationRepo } from '../store.ts';

export function organizationRepo(db: Kysely<Database>): OrganizationRepo {
  return {
    async insert(org: Organization) {
      await db.insertInto('organizations').values(org).execute();
    },
    async get(id) {
      return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async count() {
      const row = await db
        .selectFrom('organizations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async list() {
      return db.selectFrom('organizations').selectAll().orderBy('created_at').orderBy('id').execute();
    },
  };
}

export function apiKeyRepo(db: Kysely<Database>): ApiKeyRepo {
  return {
    async insert(key: ApiKeyRecord) {
      await db.insertInto('api_keys').values(key).execute();
    },
    async findByPrefix(prefix) {
      return db.selectFrom('api_keys').selectAll().where('prefix', '=', prefix).executeTakeFirst();
    },
    async listByOrg(orgId) {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('org_id', '=', orgId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    async revoke(prefix, at) {
      const r = await db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('prefix', '=', prefix)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
