import { NotFoundError } from '../../domain/errors.ts';
import type { DocType } from '../../domain/versioning/records.ts';
import { verifyDocumentChains } from '../../services/versioning/history.ts';
import type { Store } from '../../store/store.ts';

export interface VerifyChainOptions {
  /** One organization; all of them when absent. */
  orgId?: string;
  /** One document (recipe or custom ingredient) of that organization. */
  documentId?: string;
}

/**
 * Recomputes the version chain (content and chain hashes) and the audit chain (record hashes) of
 * every versioned document in scope, deleted ones included, printing one JSON line per document
 * and a summary. Returns the exit code: 0 when every chain holds, 1 when any link is broken.
 */
export async function verifyChainCommand(
  store: Store,
  options: VerifyChainOptions,
  out: (line: string) => void,
): Promise<number> {
  const orgIds = options.orgId === undefined ? (await store.orgs.list()).map((o) => o.id) : [options.orgId];
  let checked = 0;
  let broken = 0;
  for (const orgId of orgIds) {
    let docs: { id: string; doc_type: DocType }[] = await store.documents.listIds(orgId);
    if (options.documentId !== undefined) {
      docs = docs.filter((d) => d.id === options.documentId);
      if (docs.length === 0) {
        throw new NotFoundError(
          'document_not_found',
          `No versioned document ${options.documentId} in organization ${orgId}.`,
        );
      }
    }
    for (const d of docs) {
      const report = await verifyDocumentChains(store, { orgId, docType: d.doc_type, documentId: d.id });
      if (report === undefined) {
        continue;
      }
      checked++;
      if (!report.valid) {
        broken++;
      }
      out(JSON.stringify({ org_id: orgId, document_id: d.id, doc_type: d.doc_type, ...report }));
    }
  }
  out(`${checked} document(s) checked, ${broken} with a broken chain.`);
  return broken === 0 ? 0 : 1;
}
