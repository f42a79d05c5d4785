import { PlugZap } from "lucide-react";
import { errorText } from "../../../lib/api-client";
import { useTestConnection } from "../api/api-keys-api";

interface ConnectionTestProps {
  kind: "shortcuts" | "gpt";
  label: string;
  fullKey: string | undefined;
  /** How a failure reads (spec 8): the shortcuts page prefixes it, the GPT page shows the server's text. */
  failure: (message: string) => string;
}

export function ConnectionTest({ kind, label, fullKey, failure }: ConnectionTestProps) {
  const test = useTestConnection(kind);
  return (
    <div className="connection-test">
      <button type="button" className="btn btn-secondary" onClick={() => test.mutate(fullKey)} disabled={test.isPending}>
        <PlugZap size={16} aria-hidden="true" />
        {test.isPending ? "Testing…" : label}
      </button>
      <div aria-live="polite">
        {test.isSuccess && <p className="notice notice-success">{test.data.message}</p>}
      </div>
      {test.isError && (
        <p className="notice notice-error" role="alert">
          {failure(errorText(test.error, test.error.message))}
        </p>
      )}
    </div>
  );
}
