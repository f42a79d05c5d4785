import { useState, type FormEvent } from "react";
import { API_KEY_DEVICE_MAX, API_KEY_NAME_MAX, apiKeyTypeLabels, creatableApiKeyTypes, type CreatableApiKeyType } from "@life/contracts";
import type { NewKeyInput } from "../api/api-keys-api";

const namePlaceholders: Record<CreatableApiKeyType, string> = {
  general: "e.g. Home automation script",
  shortcut: "e.g. iPhone Shortcuts",
  gpt: "e.g. Life Intelligence GPT",
};

interface CreateKeyDialogProps {
  onCreate: (input: NewKeyInput) => void;
  onCancel: () => void;
  pending: boolean;
}

/** The create form (spec 2.15): type, name, and device for Apple Shortcuts only. */
export function CreateKeyDialog({ onCreate, onCancel, pending }: CreateKeyDialogProps) {
  const [type, setType] = useState<CreatableApiKeyType>("general");
  const [name, setName] = useState("");
  const [device, setDevice] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onCreate({ type, name: name.trim(), device: type === "shortcut" ? device.trim() : undefined });
  };

  return (
    <div className="card create-key-dialog" role="dialog" aria-modal="false" aria-labelledby="create-key-title">
      <h3 id="create-key-title">Create New API Key</h3>
      <form onSubmit={submit} className="create-key-form">
        <div className="field">
          <label htmlFor="key-type">Key type</label>
          <select id="key-type" className="input" value={type} onChange={(e) => setType(e.target.value as CreatableApiKeyType)}>
            {creatableApiKeyTypes.map((t) => (
              <option key={t} value={t}>
                {apiKeyTypeLabels[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="key-name">Key name</label>
          <input
            id="key-name"
            className="input"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            placeholder={namePlaceholders[type]}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
        </div>
        {type === "shortcut" && (
          <div className="field">
            <label htmlFor="key-device">Device (optional)</label>
            <input id="key-device" className="input" value={device} maxLength={API_KEY_DEVICE_MAX} placeholder="e.g. iPhone 15" onChange={(e) => setDevice(e.target.value)} />
          </div>
        )}
        <div className="create-key-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!name.trim() || pending}>
            {pending ? "Creating…" : "Create Key"}
          </button>
        </div>
      </form>
    </div>
  );
}
