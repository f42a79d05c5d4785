import { useState } from "react";
import { KeyRound, Plus } from "lucide-react";
import { REVOKE_API_KEY_CONFIRM, type CreatedApiKey } from "@life/contracts";
import { EmptyState } from "../../components/ui/empty-state";
import { Loading } from "../../components/ui/loading";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { countLabel } from "../../lib/format";
import { useApiKeys, useCreateApiKey, useRevokeApiKey, type NewKeyInput } from "./api/api-keys-api";
import { CreateKeyDialog } from "./components/create-key-dialog";
import { KeyCard } from "./components/key-card";
import { McpConfig } from "./components/mcp-config";
import { NewKeyNotice } from "./components/new-key-notice";
import "./integrations.css";

/** Spec 2.15. */
export function ApiKeysView() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (keys.error) console.error("Failed to load API keys", keys.error);

  const createKey = (input: NewKeyInput) => {
    setError(null);
    create.mutate(input, {
      onSuccess: (key) => {
        setCreated(key);
        setCreating(false);
      },
      onError: (failure) => setError(`Failed to create API key: ${errorText(failure, failure.message)}`),
    });
  };

  const revokeKey = (id: string) => {
    if (!window.confirm(REVOKE_API_KEY_CONFIRM)) return;
    setError(null);
    revoke.mutate(id, { onError: (failure) => setError(`Failed to revoke API key: ${errorText(failure, failure.message)}`) });
  };

  const list = keys.data?.data ?? [];
  return (
    <section className="view integrations-view" aria-labelledby="api-keys-title">
      <ViewHeader
        title="API Keys"
        titleId="api-keys-title"
        subtitle={keys.data ? countLabel(list.length, "key") : undefined}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} disabled={creating}>
            <Plus size={16} aria-hidden="true" /> Create New Key
          </button>
        }
      />
      <p className="muted">Keys let Apple Shortcuts, a Custom GPT, AI assistants and your own scripts add to your thoughts. Each type reaches only what it needs.</p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {created && <NewKeyNotice created={created} onDismiss={() => setCreated(null)} />}
      {creating && <CreateKeyDialog onCreate={createKey} onCancel={() => setCreating(false)} pending={create.isPending} />}
      {keys.isPending ? (
        <Loading label="Loading API keys…" />
      ) : list.length === 0 ? (
        <EmptyState icon={KeyRound} title="No API Keys Yet">
          <p>Create a key to capture thoughts from your phone, a Custom GPT or an AI assistant.</p>
        </EmptyState>
      ) : (
        <ul className="plain-list key-list" aria-label="API keys">
          {list.map((key) => (
            <li key={key.id}>
              <KeyCard apiKey={key} onRevoke={() => revokeKey(key.id)} revoking={revoke.isPending && revoke.variables === key.id} />
            </li>
          ))}
        </ul>
      )}
      <McpConfig />
    </section>
  );
}

export default ApiKeysView;
