import { useState } from "react";
import type { DuplicateGroup } from "@life/contracts";
import { errorText } from "../../../lib/api-client";
import { findDuplicates, mergeGroup } from "../api/admin-api";

type Message = { tone: "success" | "error"; text: string };

/** Spec 2.14 Merge: Find Duplicates, the groups with each item's title or name and type, Merge This Group. */
export function MergeTool() {
  const [groups, setGroups] = useState<DuplicateGroup[] | null>(null);
  const [finding, setFinding] = useState(false);
  const [merging, setMerging] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const find = async () => {
    setFinding(true);
    setMessage(null);
    try {
      setGroups(await findDuplicates());
    } catch (error) {
      setMessage({ tone: "error", text: `Failed to find duplicates: ${errorText(error, "Request failed")}` });
    } finally {
      setFinding(false);
    }
  };

  const merge = async (index: number, group: DuplicateGroup) => {
    setMerging(index);
    setMessage(null);
    try {
      const result = await mergeGroup(group);
      setGroups((current) => current?.filter((g) => g !== group) ?? null);
      setMessage({ tone: "success", text: result.message });
    } catch (error) {
      setMessage({ tone: "error", text: `Failed to execute merge: ${errorText(error, "Request failed")}` });
    } finally {
      setMerging(null);
    }
  };

  return (
    <div className="merge-tool">
      <div>
        <button type="button" className="btn btn-primary" onClick={() => void find()} disabled={finding}>
          {finding ? "Finding…" : "Find Duplicates"}
        </button>
      </div>
      <div aria-live="polite">{message?.tone === "success" && <p className="notice notice-success">{message.text}</p>}</div>
      {message?.tone === "error" && (
        <p className="notice notice-error" role="alert">
          {message.text}
        </p>
      )}
      {groups !== null && groups.length === 0 && <p className="admin-empty">No duplicates found.</p>}
      {groups !== null && groups.length > 0 && (
        <ul className="plain-list merge-groups" aria-label="Duplicate groups">
          {groups.map((group, index) => (
            <li key={group.items.map((item) => item.id).join(",")}>
              <article className="merge-group" aria-label={`Duplicate group ${index + 1}`}>
                <p className="admin-note">
                  {group.user_email} · {group.reason}
                </p>
                <ul className="plain-list merge-items">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <span className="merge-item-title">{item.title ?? item.name ?? item.id}</span>
                      <span className="admin-badge">{item.type}</span>
                    </li>
                  ))}
                </ul>
                <button type="button" className="btn btn-secondary" disabled={merging !== null} onClick={() => void merge(index, group)}>
                  {merging === index ? "Merging…" : "Merge This Group"}
                </button>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
