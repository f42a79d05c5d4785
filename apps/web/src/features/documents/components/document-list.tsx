import { useState } from "react";
import { FolderOpen, RotateCw } from "lucide-react";
import { documentTypes, type DocumentSummary, type DocumentType } from "@life/contracts";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorBlock } from "../../../components/ui/error-block";
import { Loading } from "../../../components/ui/loading";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api-client";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { NO_FILTERS, useDeleteDocument, useDocuments, type DocumentFilters } from "../api/documents-api";
import { ConnectModal } from "./connect-modal";
import { DocumentCard } from "./document-card";
import { TYPE_LABELS } from "./document-format";

export const DELETE_DOCUMENT_CONFIRM = "Are you sure you want to delete this document?";

export function DocumentList({ onOpen }: { onOpen: (id: string) => void }) {
  const toast = useToast();
  const [filters, setFilters] = useState<DocumentFilters>(NO_FILTERS);
  // Typing a tag filters once the typing pauses, not on every key.
  const tag = useDebouncedValue(filters.tag, 300);
  const documents = useDocuments({ ...filters, tag });
  const remove = useDeleteDocument();
  const [connecting, setConnecting] = useState<DocumentSummary | null>(null);
  const items = documents.data?.pages.flatMap((page) => page.documents) ?? [];

  const onDelete = (doc: DocumentSummary) => {
    if (!window.confirm(DELETE_DOCUMENT_CONFIRM)) return;
    remove.mutate(doc.id, { onError: (error) => toast(`Failed to delete document: ${errorText(error, error.message)}`, "error") });
  };

  return (
    <div className="doc-list">
      <form className="doc-filters" aria-label="Filter documents" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="doc-filter-type">Type</label>
          <select
            id="doc-filter-type"
            className="input"
            value={filters.document_type}
            onChange={(e) => setFilters({ ...filters, document_type: e.target.value as DocumentType | "" })}
          >
            <option value="">All types</option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="doc-filter-tag">Tag</label>
          <input id="doc-filter-tag" className="input" value={filters.tag} onChange={(e) => setFilters({ ...filters, tag: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="doc-filter-from">Date from</label>
          <input id="doc-filter-from" type="date" className="input" value={filters.date_from} onChange={(e) => setFilters({ ...filters, date_from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="doc-filter-to">Date to</label>
          <input id="doc-filter-to" type="date" className="input" value={filters.date_to} onChange={(e) => setFilters({ ...filters, date_to: e.target.value })} />
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void documents.refetch()} disabled={documents.isFetching}>
          <RotateCw size={16} aria-hidden="true" className={documents.isFetching ? "spin" : undefined} /> Refresh
        </button>
      </form>

      {documents.isPending ? (
        <Loading label="Loading documents…" />
      ) : documents.error ? (
        <ErrorBlock message="Failed to fetch documents" onRetry={() => void documents.refetch()} retrying={documents.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={FolderOpen} title="No documents found">
          <p>Upload receipts, invoices, contracts and letters; their type, date and amount are read for you.</p>
        </EmptyState>
      ) : (
        <ul className="plain-list doc-cards" aria-label="Documents">
          {items.map((doc) => (
            <li key={doc.id}>
              <DocumentCard
                document={doc}
                onOpen={() => onOpen(doc.id)}
                onConnect={() => setConnecting(doc)}
                onDelete={() => onDelete(doc)}
                busy={remove.isPending && remove.variables === doc.id}
              />
            </li>
          ))}
        </ul>
      )}
      {documents.hasNextPage && (
        <button type="button" className="btn btn-secondary doc-more" onClick={() => void documents.fetchNextPage()} disabled={documents.isFetchingNextPage}>
          {documents.isFetchingNextPage ? "Loading…" : "Load more"}
        </button>
      )}

      {connecting && (
        <ConnectModal
          document={connecting}
          onClose={() => setConnecting(null)}
          onConnected={(message) => {
            setConnecting(null);
            toast(message);
          }}
          onError={(message) => toast(message, "error")}
        />
      )}
    </div>
  );
}
