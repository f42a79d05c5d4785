import { useState, type FormEvent } from "react";
import { documentTypes, type DocumentDetail, type DocumentType, type UpdateDocumentInput } from "@life/contracts";
import { errorText } from "../../../lib/api-client";
import { useUpdateDocument } from "../api/documents-api";
import { TYPE_LABELS } from "./document-format";
import { TagInput } from "./tag-input";

export function EditMetadataForm({ document: doc, onDone }: { document: DocumentDetail; onDone: () => void }) {
  const update = useUpdateDocument();
  const [title, setTitle] = useState(doc.title ?? "");
  const [type, setType] = useState<DocumentType>(doc.document_type ?? "other");
  const [date, setDate] = useState(doc.document_date ?? "");
  const [amount, setAmount] = useState(doc.amount === null ? "" : String(doc.amount));
  const [currency, setCurrency] = useState(doc.currency ?? "");
  const [tags, setTags] = useState(doc.tags);
  const [metadata, setMetadata] = useState(JSON.stringify(doc.metadata, null, 2));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let parsed: Record<string, unknown>;
    try {
      const value = JSON.parse(metadata || "{}") as unknown;
      if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
      parsed = value as Record<string, unknown>;
    } catch {
      setError("Metadata must be a JSON object");
      return;
    }
    const amountValue = amount.trim() === "" ? null : Number(amount);
    if (amountValue !== null && !(Number.isFinite(amountValue) && amountValue >= 0)) {
      setError("Amount must be a number, 0 or more");
      return;
    }
    const input: UpdateDocumentInput = {
      title: title.trim() || null,
      document_type: type,
      document_date: date || null,
      amount: amountValue,
      currency: currency.trim() === "" ? null : currency.trim(),
      tags,
      metadata: parsed,
    };
    setError(null);
    update.mutate({ id: doc.id, input }, { onSuccess: onDone, onError: (e) => setError(errorText(e, "Failed to save the document")) });
  };

  return (
    <form className="doc-edit panel" aria-label="Edit metadata" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="edit-title">Title</label>
        <input id="edit-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="edit-type">Type</label>
        <select id="edit-type" className="input" value={type} onChange={(e) => setType(e.target.value as DocumentType)}>
          {documentTypes.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="edit-date">Document date</label>
        <input id="edit-date" type="date" className="input" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="edit-amount">Amount</label>
        <input id="edit-amount" type="number" step="0.01" min="0" className="input" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="edit-currency">Currency</label>
        <input id="edit-currency" className="input" maxLength={3} placeholder="USD" value={currency} onChange={(e) => setCurrency(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="edit-tags">Tags</label>
        <TagInput id="edit-tags" tags={tags} onChange={setTags} />
      </div>
      <div className="field">
        <label htmlFor="edit-metadata">Metadata (JSON)</label>
        <textarea id="edit-metadata" className="input doc-json" rows={6} value={metadata} onChange={(e) => setMetadata(e.target.value)} />
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="doc-edit-actions">
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}
