import { Link2, Sparkles, Trash2 } from "lucide-react";
import type { DocumentSummary } from "@life/contracts";
import { DocumentIcon } from "./document-icon";
import { TYPE_LABELS, formatAmount, formatDocumentDate, formatFileSize } from "./document-format";

interface DocumentCardProps {
  document: DocumentSummary;
  onOpen: () => void;
  onConnect: () => void;
  onDelete: () => void;
  busy?: boolean;
}

export function DocumentCard({ document: doc, onOpen, onConnect, onDelete, busy = false }: DocumentCardProps) {
  const name = doc.title ?? doc.original_filename;
  const date = formatDocumentDate(doc.document_date) ?? formatDocumentDate(doc.created_at.slice(0, 10));
  return (
    <article className="card doc-card" aria-label={name}>
      <button type="button" className="doc-card-main" onClick={onOpen}>
        <DocumentIcon type={doc.document_type} size={28} />
        <span className="doc-card-text">
          <span className="doc-card-title">{name}</span>
          <span className="doc-card-meta muted">
            {doc.document_type ? TYPE_LABELS[doc.document_type] : "Reading…"} · {date} · {formatFileSize(doc.file_size)}
          </span>
        </span>
        {doc.amount !== null && <span className="doc-card-amount">{formatAmount(doc.amount, doc.currency)}</span>}
      </button>
      <div className="doc-card-footer">
        <ul className="chip-row plain-list" aria-label="Tags">
          {doc.ai_extracted && (
            <li className="chip chip-success doc-ai-badge" title="Fields read from the document">
              <Sparkles size={12} aria-hidden="true" /> AI
            </li>
          )}
          {doc.processing_status === "failed" && <li className="chip chip-warning">Could not read</li>}
          {doc.tags.map((tag) => (
            <li key={tag} className="chip">
              {tag}
            </li>
          ))}
        </ul>
        <div className="doc-card-actions">
          <button type="button" className="btn btn-ghost" onClick={onConnect} aria-label={`Connect ${name}`}>
            <Link2 size={16} aria-hidden="true" /> Connect
          </button>
          <button type="button" className="btn btn-ghost btn-danger" onClick={onDelete} disabled={busy} aria-label={`Delete ${name}`}>
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}
