import type { Kysely, Selectable } from 'kysely';
import { isPlanName } from '../../domain/entitlements/plans.ts';
import { type EntitlementState, isSuspensionReason } from '../../domain/entitlements/state.ts';
import type { Database, OrganizationEntitlementsTable, QuotaLedgerTable } from '../schema.ts';
import type { EntitlementRepo, UsageClaim, UsageRepo } from '../store.ts';

function rowToState(row: Selectable<OrganizationEntitlementsTable>): EntitlementState {
  if (!isPlanName(row.plan_name)) {
    throw new Error(`organization ${row.org_id} has an unknown plan ${JSON.stringify(row.plan_name)}`);
  }
  const reason = row.suspended_reason;
  if (reason !== null && !isSuspensionReason(reason)) {
    throw new Error(`organization ${row.org_id} has an unknown suspension reason ${JSON.stringify(reason)}`);
  }
  return {
    planName: row.plan_name,
    trialEndsAt: row.trial_ends_at,
    pendingCancellationAt: row.pending_cancellation_at,
    meteredUsageEnabled: Number(row.metered_usage_enabled) === 1,
    suspendedReason: reason,
  };
}

export function entitlementRepo(db: Kysely<Database>): EntitlementRepo {
  return {
    async get(orgId) {
      const row = await db
        .selectFrom('organization_entitlements')
        .selectAll()
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return row === undefined ? undefined : rowToState(row);
    },
    async save(orgId, state, at) {
      const values = {
        plan_name: state.planName,
        trial_ends_at: state.trialEndsAt,
        pending_cancellation_at: state.pendingCancellationAt,
        metered_usage_enabled: state.meteredUsageEnabled ? 1 : 0,
        suspended_reason: state.suspendedReason,
        updated_at: at,
      };
      await db
        .insertInto('organization_entitlements')
        .values({ org_id: orgId, ...values })
        .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
        .execute();
    },
  };
}

function rowToClaim(row: Selectable<QuotaLedgerTable>): UsageClaim {
  return {
    orgId: row.org_id,
    quotaKey: row.quota_key,
    requestId: row.request_id,
    period: row.period,
    units: Number(row.units),
    overageUnits: Number(row.overage_units),
    fingerprint: row.fingerprint,
    createdAt: row.created_at,
  };
}

export function usageRepo(db: Kysely<Database>): UsageRepo {
  return {
    async claim(claim) {
      // Inserting first makes a concurrent twin of the same request id wait for this transaction
      // (PostgreSQL) or for the write lock (SQLite), then find the claim instead of consuming again.
      const inserted = await db
        .insertInto('quota_ledger')
        .values({
          org_id: claim.orgId,
          quota_key: claim.quotaKey,
          request_id: claim.requestId,
          period: claim.period,
          units: claim.units,
          overage_units: claim.overageUnits,
          fingerprint: claim.fingerprint,
          created_at: claim.createdAt,
        })
        .onConflict((oc) => oc.columns(['org_id', 'quota_key', 'request_id']).doNothing())
        .returning('request_id')
        .executeTakeFirst();
      if (inserted !== undefined) {
        return undefined;
      }
      const existing = await db
        .selectFrom('quota_ledger')
        .selectAll()
        .where('org_id', '=', claim.orgId)
        .where('quota_key', '=', claim.quotaKey)
        .where('request_id', '=', claim.requestId)
        .executeTakeFirstOrThrow();
      return rowToClaim(existing);
    },
    async settleClaim(orgId, quotaKey, requestId, overageUnits) {
      await db
        .updateTable('quota_ledger')
        .set({ overage_units: overageUnits })
        .where('org_id', '=', orgId)
        .where('quota_key', '=', quotaKey)
        .where('request_id', '=', requestId)
        .execute();
    },
    async releaseClaim(orgId, quotaKey, requestId) {
      await db
        .deleteFrom('quota_ledger')
        .where('org_id', '=', orgId)
        .where('quota_key', '=', quotaKey)
        .where('request_id', '=', requestId)
        .execute();
    },
    async increment({ orgId, quotaKey, period, units, limit }) {
      await db
        .insertInto('quota_usage')
        .values({ org_id: orgId, quota_key: quotaKey, period, used: 0, overage_used: 0 })
        .onConflict((oc) => oc.columns(['org_id', 'quota_key', 'period']).doNothing())
        .execute();
      // One conditional statement: the row lock (PostgreSQL) or the write lock (SQLite) makes
      // concurrent increments see each other's results, so the limit is never overshot.
      let update = db
        .updateTable('quota_usage')
        .set((eb) => ({ used: eb('used', '+', units) }))
        .where('org_id', '=', orgId)
        .where('quota_key', '=', quotaKey)
        .where('period', '=', period);
      if (limit !== null) {
        update = update.where((eb) => eb(eb('used', '+', units), '<=', limit));
      }
      const row = await update.returning('used').executeTakeFirst();
      return row === undefined ? undefined : Number(row.used);
    },
    async addOverage(orgId, quotaKey, period, units) {
      await db
        .updateTable('quota_usage')
        .set((eb) => ({ overage_used: eb('overage_used', '+', units) }))
        .where('org_id', '=', orgId)
        .where('quota_key', '=', quotaKey)
        .where('period', '=', period)
        .execute();
    },
    async used(orgId, quotaKey, period) {
      const row = await db
        .selectFrom('quota_usage')
        .select('used')
        .where('org_id', '=', orgId)
        .where('quota_key', '=', quotaKey)
        .where('period', '=', period)
        .executeTakeFirst();
      return row === undefined ? 0 : Number(row.used);
    },
    async listPeriod(orgId, period) {
      const rows = await db
        .selectFrom('quota_usage')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('period', '=', period)
        .orderBy('quota_key')
        .execute();
      return rows.map((r) => ({
        quotaKey: r.quota_key,
        period: r.period,
        used: Number(r.used),
        overageUsed: Number(r.overage_used),
      }));
    },
  };
}
