import { defaultEntitlementState, type EntitlementState } from '../../domain/entitlements/state.ts';
import type { StoreRepos } from '../../store/store.ts';

/** The organization's entitlement state; the default (enterprise, no trial) when none was stored. */
export async function loadEntitlementState(
  repos: Pick<StoreRepos, 'entitlements'>,
  orgId: string,
): Promise<EntitlementState> {
  return (await repos.entitlements.get(orgId)) ?? defaultEntitlementState();
}
