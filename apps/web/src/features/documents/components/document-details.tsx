import { useState } from "react";
import { Download, Pencil } from "lucide-react";
import type { DocumentDetail } from "@life/contracts";
import { domainLabels } from "@life/contracts";
import { ErrorBlock } from "../../../components/ui/error-block";
import { Loading } from "../../../components/ui/loading";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api-client";
import { downloadBlob, useDocument } from "../api/documents-api";
import { DocumentIcon } from "./document-icon";
import { DocumentPreview } from "./document-preview";
import { EditMetadataForm } from "./edit-metadata-form";
import { TYPE_LABELS, formatAmount, formatDocumentDate, formatFileSize, formatInstant } from "./document-format";

const STATUS_TEXT = { queued: "Waiting to be read", processing: "Reading the document…", done: "Read", failed: "Could not be read" } as const;

/** Saves the original through a temporary link: the file needs the bearer token, so a plain href would not do. */
async function saveOriginal(doc: DocumentDetail): Promise<void> {
  const blob = await downloadBlob(doc.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = doc.original_filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function DocumentDetails({ id }: { id: string }) {
  const toast = useToast();
  const query = useDocument(id);
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (query.isPending) return <Loading label="Loading document…" />;
  if (query.error) return <ErrorBlock message={errorText(query.error, "Failed to load the document")} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const doc = query.data;
  const none = <span className="muted">—</span>;

  const download = () => {
    setDownloading(true);
    saveOriginal(doc)
      .catch((error: unknown) => toast(`Download failed: ${errorText(error, "please try again")}`, "error"))
      .finally(() => setDownloading(false));
  };

  return (
    <div className="doc-details">
      <header className="doc-details-header">
        <DocumentIcon type={doc.document_type} size={32} />
        <div>
          <h3>{doc.title ?? doc.original_filename}</h3>
          <p className="muted" aria-live="polite">
            {STATUS_TEXT[doc.processing_status]}
            {doc.processing_error ? `: ${doc.processing_error}` : ""}
          </p>
        </div>
        <div className="doc-details-actions">
          <button type="button" className="btn btn-primary" onClick={download} disabled={downloading}>
            <Download size={16} aria-hidden="true" /> Download Original
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            <Pencil size={16} aria-hidden="true" /> Edit Metadata
          </button>
        </div>
      </header>

      {editing && <EditMetadataForm key={doc.updated_at} document={doc} onDone={() => setEditing(false)} />}

      <div className="doc-details-body">
        <dl className="doc-fields">
          <Field label="Type">{doc.document_type ? TYPE_LABELS[doc.document_type] : none}</Field>
          <Field label="Original name">{doc.original_filename}</Field>
          <Field label="File size">{formatFileSize(doc.file_size)}</Field>
          <Field label="Uploaded">{formatInstant(doc.uploaded_at)}</Field>
          <Field label="Document date">{formatDocumentDate(doc.document_date) ?? none}</Field>
          <Field label="Amount">{doc.amount !== null ? formatAmount(doc.amount, doc.currency) : none}</Field>
          <Field label="Domains">{doc.domains.length ? doc.domains.map((d) => domainLabels[d]).join(", ") : none}</Field>
          <Field label="Categories">{doc.categories.length ? doc.categories.join(", ") : none}</Field>
          <Field label="Tags">{doc.tags.length ? doc.tags.join(", ") : none}</Field>
          <Field label="Connected to">{doc.links.length ? doc.links.map((l) => `${l.title ?? l.entity_id} (${l.entity_type})`).join(", ") : none}</Field>
        </dl>
        <DocumentPreview document={doc} />
      </div>
      <details className="doc-metadata">
        <summary>Metadata</summary>
        <pre className="doc-json">{JSON.stringify(doc.metadata, null, 2)}</pre>
      </details>
      {doc.extracted_text && (
        <details className="doc-metadata">
          <summary>Text read from the document</summary>
          <pre className="doc-text">{doc.extracted_text}</pre>
        </details>
      )}
    </div>
  );
}
