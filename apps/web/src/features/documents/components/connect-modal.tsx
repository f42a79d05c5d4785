import { useState } from "react";
import { isProject, type DocumentSummary, type Thought } from "@life/contracts";
import { errorText } from "../../../lib/api-client";
import { displayTitle } from "../../../lib/format";
import { useConnectDocument, useConnectTargets } from "../api/documents-api";
import { Modal } from "./modal";

/** Spec 9: up to 15 projects and 10 recent thoughts. */
export const MAX_PROJECTS = 15;
export const MAX_THOUGHTS = 10;

interface ConnectModalProps {
  document: DocumentSummary;
  onClose: () => void;
  onConnected: (message: string) => void;
  onError: (message: string) => void;
}

export function ConnectModal({ document: doc, onClose, onConnected, onError }: ConnectModalProps) {
  const [search, setSearch] = useState("");
  const { projects, thoughts } = useConnectTargets(true);
  const connect = useConnectDocument();
  const words = search.trim().toLowerCase();
  const matches = (thought: Thought) => !words || displayTitle(thought).toLowerCase().includes(words);
  const projectList = (projects.data?.data ?? []).filter(matches).slice(0, MAX_PROJECTS);
  const thoughtList = (thoughts.data?.data ?? []).filter((t) => !isProject(t) && matches(t)).slice(0, MAX_THOUGHTS);

  const choose = (entity_type: "project" | "thought", target: Thought) =>
    connect.mutate(
      { id: doc.id, input: { entity_type, entity_id: target.id } },
      {
        onSuccess: () => onConnected(`Connected to “${displayTitle(target)}”`),
        onError: (error) => onError(`Failed to connect document: ${errorText(error, error.message)}`),
      },
    );

  const section = (label: string, list: Thought[], type: "project" | "thought", loading: boolean) => (
    <section className="doc-connect-section" aria-label={label}>
      <h4>{label}</h4>
      {loading ? (
        <p className="muted">Loading…</p>
      ) : list.length === 0 ? (
        <p className="muted">None found</p>
      ) : (
        <ul className="plain-list doc-connect-list">
          {list.map((target) => (
            <li key={target.id}>
              <button type="button" className="btn btn-ghost doc-connect-option" disabled={connect.isPending} onClick={() => choose(type, target)}>
                {displayTitle(target)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <Modal
      title={`Connect “${doc.title ?? doc.original_filename}”`}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      <input className="input" type="search" placeholder="Search projects and thoughts" aria-label="Search projects and thoughts" value={search} onChange={(e) => setSearch(e.target.value)} />
      {section("Projects", projectList, "project", projects.isPending)}
      {section("Recent thoughts", thoughtList, "thought", thoughts.isPending)}
    </Modal>
  );
}
