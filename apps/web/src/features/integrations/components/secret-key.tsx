import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { CopyButton } from "../../../components/ui/copy-button";

interface SecretKeyProps {
  keyId: string;
  /** Known only in the tab that created the key. */
  fullKey: string | undefined;
  label?: string;
}

/** The key with a show/hide toggle and Copy; without the full key, its public part and why. */
export function SecretKey({ keyId, fullKey, label = "Your API key" }: SecretKeyProps) {
  const [shown, setShown] = useState(false);
  const masked = `li_${keyId}_${"•".repeat(12)}`;
  return (
    <div className="secret-key">
      <p className="secret-key-label">{label}</p>
      <div className="secret-key-row">
        <code className="secret-key-value" data-testid="secret-key">
          {fullKey && shown ? fullKey : masked}
        </code>
        {fullKey && (
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
              {shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
              {shown ? "Hide" : "Show"}
            </button>
            <CopyButton text={fullKey} label="Copy API key" />
          </>
        )}
      </div>
      {!fullKey && (
        <p className="muted field-note">
          Only a fingerprint of the key is stored, so the full key was shown once, when it was created. If you no longer have it, revoke this key on
          the API Keys page and create a new one.
        </p>
      )}
    </div>
  );
}
