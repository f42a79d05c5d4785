import { useState } from "react";
import { ViewHeader } from "../../components/ui/view-header";
import { DocumentDetails } from "./components/document-details";
import { DocumentList } from "./components/document-list";
import { UploadPanel } from "./components/upload-panel";
import "./documents.css";

type Tab = "list" | "upload" | "details";

/** Spec 2.19: Documents (list), Upload, and Details once a document is chosen. */
export function DocumentsView() {
  const [tab, setTab] = useState<Tab>("list");
  const [selected, setSelected] = useState<string | null>(null);
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: "list", label: "Documents" },
    { id: "upload", label: "Upload" },
    ...(selected ? [{ id: "details" as const, label: "Details" }] : []),
  ];

  return (
    <section className="view documents-view" aria-labelledby="documents-title">
      <ViewHeader title="Documents" titleId="documents-title" />
      <div className="doc-tabs" role="tablist" aria-label="Documents">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`doc-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="doc-tabpanel"
            className={`doc-tab${tab === t.id ? " is-active" : ""}`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="doc-tabpanel" role="tabpanel" aria-labelledby={`doc-tab-${tab}`}>
        {tab === "list" && (
          <DocumentList
            onOpen={(id) => {
              setSelected(id);
              setTab("details");
            }}
          />
        )}
        {tab === "upload" && <UploadPanel onFinished={() => setTab("list")} />}
        {tab === "details" && selected && <DocumentDetails id={selected} />}
      </div>
    </section>
  );
}

export default DocumentsView;
