import { useEffect, useRef, useState, type DragEvent } from "react";
import { CheckCircle2, Copy, FileUp, Loader2, TriangleAlert, Clock } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { DOCUMENT_ACCEPT, documentTypes, type DocumentSummary } from "@life/contracts";
import { errorText } from "../../../lib/api-client";
import { checkDuplicate, documentsKey, uploadDocument, useDocumentSettings, type UploadOptions } from "../api/documents-api";
import { TYPE_LABELS, formatFileSize } from "./document-format";
import { Modal } from "./modal";
import { TagInput } from "./tag-input";

export type UploadStatus = "pending" | "uploading" | "complete" | "duplicate" | "error";

interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  progress: number;
  error?: string;
}

interface DuplicateQuestion {
  file: File;
  existing: DocumentSummary | null;
  answer: (uploadAnyway: boolean) => void;
}

/** Spec 9: the view goes back to the list this long after an upload finishes. */
export const RETURN_TO_LIST_MS = 2000;

const STATUS_ICON = { pending: Clock, uploading: Loader2, complete: CheckCircle2, duplicate: Copy, error: TriangleAlert } as const;

export function UploadPanel({ onFinished }: { onFinished: () => void }) {
  const queryClient = useQueryClient();
  const settings = useDocumentSettings();
  const [options, setOptions] = useState<UploadOptions>({ title: "", document_type: "auto", tags: [], createEvent: true });
  const [items, setItems] = useState<UploadItem[]>([]);
  const [question, setQuestion] = useState<DuplicateQuestion | null>(null);
  const [dragging, setDragging] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (key: string, change: Partial<UploadItem>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** One file: the duplicate pre-check, the question if it is one, then the upload. */
  async function handle(item: UploadItem): Promise<boolean> {
    try {
      const check = await checkDuplicate(item.file);
      if (check.isDuplicate) {
        update(item.key, { status: "duplicate" });
        const uploadAnyway = await new Promise<boolean>((answer) => setQuestion({ file: item.file, existing: check.existingDocument, answer }));
        setQuestion(null);
        if (!uploadAnyway) return false;
      }
      update(item.key, { status: "uploading", progress: 50 });
      await uploadDocument(item.file, optionsRef.current);
      update(item.key, { status: "complete", progress: 100 });
      return true;
    } catch (error) {
      update(item.key, { status: "error", error: errorText(error, error instanceof Error ? error.message : "Upload failed") });
      return false;
    }
  }

  /** Files go one after another (spec 4), also across several drops. */
  function addFiles(files: FileList | File[]) {
    const added = Array.from(files).map((file, i): UploadItem => ({ key: `${Date.now()}-${i}-${file.name}`, file, status: "pending", progress: 0 }));
    if (added.length === 0) return;
    clearTimeout(timer.current);
    setItems((all) => [...all, ...added]);
    queue.current = queue.current.then(async () => {
      let completed = 0;
      for (const item of added) if (await handle(item)) completed += 1;
      if (completed > 0) {
        void queryClient.invalidateQueries({ queryKey: documentsKey });
        timer.current = setTimeout(onFinished, RETURN_TO_LIST_MS);
      }
    });
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className="doc-upload">
      <div className="doc-upload-options panel">
        <div className="field">
          <label htmlFor="doc-title">Title (optional)</label>
          <input id="doc-title" className="input" value={options.title} onChange={(e) => setOptions({ ...options, title: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="doc-type">Document type</label>
          <select
            id="doc-type"
            className="input"
            value={options.document_type}
            onChange={(e) => setOptions({ ...options, document_type: e.target.value as UploadOptions["document_type"] })}
          >
            <option value="auto">Auto-detect</option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="doc-tags">Tags</label>
          <TagInput tags={options.tags} onChange={(tags) => setOptions({ ...options, tags })} />
        </div>
        <label className="doc-checkbox">
          <input type="checkbox" checked={options.createEvent} onChange={(e) => setOptions({ ...options, createEvent: e.target.checked })} />
          Create thought/event for this document
        </label>
      </div>

      <div
        className={`doc-dropzone${dragging ? " is-dragging" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="document-dropzone"
      >
        <FileUp size={32} aria-hidden="true" />
        <p>Drag and drop files here, or</p>
        <label className="btn btn-primary doc-browse">
          Browse files
          <input
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            className="visually-hidden"
            aria-label="Choose documents to upload"
            onChange={(event) => {
              if (event.target.files) addFiles(event.target.files);
              event.target.value = "";
            }}
          />
        </label>
        <p className="muted">PDF, JPG, PNG, GIF, DOC or DOCX{settings.data ? `, up to ${formatFileSize(settings.data.maxBytes)} each` : ""}</p>
      </div>

      {items.length > 0 && (
        <ul className="plain-list doc-progress" aria-label="Upload progress">
          {items.map((item) => {
            const Icon = STATUS_ICON[item.status];
            return (
              <li key={item.key} className={`doc-progress-item is-${item.status}`}>
                <Icon size={16} aria-hidden="true" className={item.status === "uploading" ? "spin" : undefined} />
                <span className="doc-progress-name">{item.file.name}</span>
                <span className="doc-progress-status">{item.status === "error" ? `Error: ${item.error}` : item.status}</span>
                <progress max={100} value={item.progress} aria-label={`${item.file.name} progress`} />
              </li>
            );
          })}
        </ul>
      )}

      <p className="doc-tip muted">
        Tip: scanner uploads —{" "}
        {settings.data?.consumeDir ? (
          <>
            files saved to the watched folder <code>{settings.data.consumeDir}</code> are imported automatically.
          </>
        ) : (
          <>set CONSUME_DIR on the server to have a scanner's folder imported automatically.</>
        )}
      </p>

      {question && (
        <Modal
          title="Duplicate document"
          onClose={() => question.answer(false)}
          actions={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => question.answer(false)}>
                Skip
              </button>
              <button type="button" className="btn btn-primary" onClick={() => question.answer(true)}>
                Upload Anyway
              </button>
            </>
          }
        >
          <p>
            “{question.file.name}” looks like a document you already have
            {question.existing ? <>: “{question.existing.title ?? question.existing.original_filename}”</> : null}.
          </p>
        </Modal>
      )}
    </div>
  );
}
