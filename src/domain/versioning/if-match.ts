/**
 * If-Match and ETag values. A version is named by its ULID; responses send it as a strong ETag
 * `"<version_id>"`, and clients may send back that, its weak form `W/"<version_id>"` or the bare
 * ULID. A header may list
 * several tags separated by commas (RFC 9110); it matches when any of them names the head.
 */
const VERSION_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isVersionId(value: string): boolean {
  return VERSION_ID.test(value);
}

/** The (strong) ETag of a version: a version never changes. */
export function etagOf(versionId: string): string {
  return `"${versionId}"`;
}

/**
 * The version ids an If-Match header names: `X`, `"X"`, `W/"X"`, or a comma-separated list of
 * them. Members that are not version ids (including `*`) name nothing, so they never match.
 */
export function versionIdsInIfMatch(header: string): string[] {
  const ids: string[] = [];
  for (const raw of header.split(',')) {
    let tag = raw.trim();
    if (tag.startsWith('W/') || tag.startsWith('w/')) {
      tag = tag.slice(2);
    }
    if (tag.length >= 2 && tag.startsWith('"') && tag.endsWith('"')) {
      tag = tag.slice(1, -1);
    }
    const id = tag.toUpperCase();
    if (isVersionId(id)) {
      ids.push(id);
    }
  }
  return ids;
}

/** Whether an If-Match header names the given head version. */
export function ifMatchNames(header: string, headVersionId: string): boolean {
  return versionIdsInIfMatch(header).includes(headVersionId);
}
