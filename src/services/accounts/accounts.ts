import type { ApiKeyRecord, Organization } from '../../domain/accounts.ts';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../domain/errors.ts';
import type { Deps } from '../context.ts';
import { generateApiKey, hashesEqual, hashKey, keyPrefix } from './keys.ts';

export interface CreatedKey {
  key: string;
  record: ApiKeyRecord;
}

export async function createOrganization(deps: Deps, input: { name: string }): Promise<Organization> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 200) {
    throw new ValidationError('Organization name must be 1–200 characters.', [
      { loc: ['name'], msg: 'must be 1–200 characters', type: 'string_length', input: input.name },
    ]);
  }
  const org: Organization = {
    id: `org_${deps.ids.ulid()}`,
    name,
    created_at: deps.clock.now().toISOString(),
  };
  await deps.store.orgs.insert(org);
  return org;
}

export async function createApiKey(
  deps: Deps,
  input: { orgId: string; name?: string; memberId?: string; key?: string },
): Promise<CreatedKey> {
  const org = await deps.store.orgs.get(input.orgId);
  if (org === undefined) {
    throw new NotFoundError('organization_not_found', `Organization ${input.orgId} does not exist.`);
  }
  let generated = generateApiKey();
  if (input.key !== undefined) {
    const prefix = keyPrefix(input.key);
    if (prefix === undefined) {
      throw new ValidationError('The given API key is not in the nlk_<8 characters>_<secret> format.', [
        { loc: ['key'], msg: 'malformed API key', type: 'format' },
      ]);
    }
    generated = { key: input.key, prefix, hash: hashKey(input.key) };
  }
  const record: ApiKeyRecord = {
    id: `key_${deps.ids.ulid()}`,
    org_id: org.id,
    member_id: input.memberId ?? `mem_${deps.ids.ulid()}`,
    prefix: generated.prefix,
    key_hash: generated.hash,
    name: input.name ?? 'API key',
    created_at: deps.clock.now().toISOString(),
    revoked_at: null,
  };
  await deps.store.apiKeys.insert(record);
  return { key: generated.key, record };
}

export async function revokeApiKey(deps: Deps, input: { prefix: string }): Promise<void> {
  const done = await deps.store.apiKeys.revoke(input.prefix, deps.clock.now().toISOString());
  if (!done) {
    throw new NotFoundError('api_key_not_found', `No active API key has the prefix ${input.prefix}.`);
  }
}

export async function listApiKeys(deps: Deps, input: { orgId: string }): Promise<ApiKeyRecord[]> {
  if ((await deps.store.orgs.get(input.orgId)) === undefined) {
    throw new NotFoundError('organization_not_found', `Organization ${input.orgId} does not exist.`);
  }
  return deps.store.apiKeys.listByOrg(input.orgId);
}

export interface Principal {
  orgId: string;
  memberId: string;
  keyPrefix: string;
}

/**
 * Resolves a presented key to its organization and member. Malformed, unknown and revoked keys all
 * fail the same way, so the response does not tell an attacker which prefixes exist.
 */
export async function authenticateApiKey(deps: Deps, presented: string): Promise<Principal> {
  const prefix = keyPrefix(presented);
  if (prefix === undefined) {
    throw new UnauthorizedError('The API key is malformed. Send Authorization: Bearer <API key>.');
  }
  const record = await deps.store.apiKeys.findByPrefix(prefix);
  if (
    record === undefined ||
    !hashesEqual(record.key_hash, hashKey(presented)) ||
    record.revoked_at !== null
  ) {
    throw new UnauthorizedError('The API key is invalid or has been revoked.');
  }
  return { orgId: record.org_id, memberId: record.member_id, keyPrefix: prefix };
}

export interface Bootstrap {
  org: Organization;
  /** The new key, shown once; undefined when the key came from the environment. */
  key: string | undefined;
}

/** On a store with no organization, creates the default one and its first key. */
export async function bootstrapIfEmpty(
  deps: Deps,
  bootstrapKey: string | undefined,
): Promise<Bootstrap | undefined> {
  if ((await deps.store.orgs.count()) > 0) {
    return undefined;
  }
  const org = await createOrganization(deps, { name: 'Default organization' });
  const created = await createApiKey(deps, {
    orgId: org.id,
    name: 'Bootstrap key',
    ...(bootstrapKey === undefined ? {} : { key: bootstrapKey }),
  });
  return { org, key: bootstrapKey === undefined ? created.key : undefined };
}
