import { KeyRound } from "lucide-react";
import type { CreatedApiKey } from "@life/contracts";
import { CopyButton } from "../../../components/ui/copy-button";

/** Right after creation (spec 2.15): the full key, once, with Copy and the warning. */
export function NewKeyNotice({ created, onDismiss }: { created: CreatedApiKey; onDismiss?: () => void }) {
  return (
    <section className="new-key-notice" aria-labelledby="new-key-title">
      <h3 id="new-key-title">
        <KeyRound size={18} aria-hidden="true" /> API key created: {created.name}
      </h3>
      <p className="new-key-warning" role="note">
        Copy your API key now. For your security it is shown only once and cannot be shown again.
      </p>
      <div className="secret-key-row">
        <code className="secret-key-value" data-testid="new-api-key">
          {created.apiKey}
        </code>
        <CopyButton text={created.apiKey} label="Copy API key" />
      </div>
      {onDismiss && (
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          I have copied it
        </button>
      )}
    </section>
  );
}
