/**
 * API versions. A client selects one with the `X-API-Version` request header (a release date,
 * `YYYY-MM-DD`); without the header it gets the newest. Each version declares capabilities; code
 * that behaves differently per version asks for a capability, never for a version name.
 *
 * - `recipe_versioning`: If-Match is enforced on Studio mutations, and the serving nutrition-facts
 *   compute, analysis and label operations exist (older versions answer them with 404).
 */
export type Capability = 'recipe_versioning';

export interface ApiVersion {
  name: string;
  capabilities: ReadonlySet<Capability>;
  description: string;
}

export const API_VERSION_HEADER = 'x-api-version';

/** Newest first. */
export const API_VERSIONS: readonly ApiVersion[] = [
  {
    name: '2026-11-01',
    capabilities: new Set<Capability>(['recipe_versioning']),
    description:
      'Current. Versioned Studio recipes: If-Match required on mutations; serving facts and labels.',
  },
  {
    name: '2025-04-15',
    capabilities: new Set<Capability>(),
    description:
      'Legacy. If-Match is ignored; serving nutrition-facts compute, analysis and label routes are absent.',
  },
];

export const LATEST_API_VERSION: ApiVersion = API_VERSIONS[0] as ApiVersion;

export function findApiVersion(name: string): ApiVersion | undefined {
  return API_VERSIONS.find((v) => v.name === name);
}
