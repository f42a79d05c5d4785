import { useId, useState, type ChangeEvent } from "react";
import { Download, Upload } from "lucide-react";
import { errorText } from "../../../lib/api-client";
import { downloadFile, useImportExport } from "../api/account-api";

/** Export everything (zip with export.json and calendar.ics, or the calendar alone) and import such an export. */
export function DataTransfer() {
  const fileId = useId();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const importFile = useImportExport();

  const download = async (path: string, name: string) => {
    setMessage(null);
    setDownloading(true);
    try {
      await downloadFile(path, name);
    } catch (error) {
      setMessage({ tone: "error", text: errorText(error, "The export failed. Please try again.") });
    } finally {
      setDownloading(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setMessage(null);
    importFile.mutate(file, {
      onSuccess: ({ data }) =>
        setMessage({
          tone: "success",
          text: `Imported ${data.imported} item${data.imported === 1 ? "" : "s"}${data.documents ? ` and ${data.documents} document${data.documents === 1 ? "" : "s"}` : ""}${data.skipped ? `; ${data.skipped} already here` : ""}.`,
        }),
      onError: (error) => setMessage({ tone: "error", text: errorText(error, "The import failed. Please try again.") }),
    });
  };

  return (
    <section className="account-section" aria-labelledby="data-title">
      <h3 id="data-title">Your data</h3>
      <p className="account-muted">The export holds your thoughts, contacts, projects, setup answers and document details (export.json), your documents' files (documents/) and your scheduled items (calendar.ics).</p>
      <div className="account-buttons">
        <button type="button" className="btn btn-secondary" onClick={() => void download("/account/export", "life-intelligence-export.zip")} disabled={downloading}>
          <Download size={16} aria-hidden="true" /> Export all data
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void download("/account/calendar.ics", "life-intelligence.ics")} disabled={downloading}>
          <Download size={16} aria-hidden="true" /> Export calendar (.ics)
        </button>
      </div>
      <label htmlFor={fileId} className="btn btn-secondary account-file">
        <Upload size={16} aria-hidden="true" /> {importFile.isPending ? "Importing…" : "Import an export"}
      </label>
      <input id={fileId} className="visually-hidden" type="file" accept=".zip,.json,application/zip,application/json" onChange={onFile} disabled={importFile.isPending} />
      {message && (
        <p className={`notice notice-${message.tone}`} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
    </section>
  );
}
