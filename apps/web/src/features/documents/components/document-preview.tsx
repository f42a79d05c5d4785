import { lazy, Suspense, useEffect, useState } from "react";
import type { DocumentDetail } from "@life/contracts";
import { downloadBlob } from "../api/documents-api";

const PdfPreview = lazy(() => import("./pdf-preview"));

/** The file itself, for images and PDFs (fetched with the token, shown from a blob). */
export function DocumentPreview({ document: doc }: { document: DocumentDetail }) {
  const previewable = doc.mime_type.startsWith("image/") || doc.mime_type === "application/pdf";
  const [blob, setBlob] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!previewable) return;
    let cancelled = false;
    downloadBlob(doc.id).then(
      (file) => !cancelled && setBlob(file),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [doc.id, previewable]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || !doc.mime_type.startsWith("image/")) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob, doc.mime_type]);

  if (!previewable) return null;
  if (failed) return <p className="muted">The preview could not be loaded.</p>;
  if (!blob) return <p className="muted">Loading preview…</p>;
  return (
    <figure className="doc-preview">
      {doc.mime_type.startsWith("image/") ? (
        url && <img src={url} alt={`Preview of ${doc.original_filename}`} />
      ) : (
        <Suspense fallback={<p className="muted">Loading preview…</p>}>
          <PdfPreview data={blob} name={doc.original_filename} />
        </Suspense>
      )}
    </figure>
  );
}
