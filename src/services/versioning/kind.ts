import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { DocType } from '../../domain/versioning/records.ts';

/**
 * What the generic versioning code needs to know about one type of document. Studio recipes
 * define one (services/studio-recipes/kind.ts); custom ingredients will define theirs.
 */
export interface DocumentKind<S> {
  docType: DocType;
  /** Prefix of document ids: `rcp` → `rcp_<ULID>`. */
  idPrefix: string;
  /** Used in messages: "Recipe rcp_… does not exist." */
  label: string;
  /** 404 code for a missing, deleted or another organization's document. */
  notFoundCode: string;
  /** 409 code when another live document of the organization has the name. */
  nameTakenCode: string;
  /** Reads stored content (already parsed from canonical JSON) back into a state. */
  fromContent(content: unknown): S;
  nameOf(state: S): string;
  statusOf(state: S): string;
}

export function documentNotFound(kind: DocumentKind<unknown>, id: string): NotFoundError {
  return new NotFoundError(kind.notFoundCode, `${kind.label} ${id} does not exist.`);
}

export function versionNotFound(kind: DocumentKind<unknown>, id: string, versionId: string): NotFoundError {
  return new NotFoundError(
    'version_not_found',
    `Version ${versionId} does not exist for ${kind.label.toLowerCase()} ${id}.`,
  );
}

export function nameTaken(kind: DocumentKind<unknown>, name: string): ConflictError {
  return new ConflictError(
    kind.nameTakenCode,
    `A ${kind.label.toLowerCase()} named ${JSON.stringify(name)} already exists in this organization.`,
  );
}
