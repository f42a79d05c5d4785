import { useState, type FormEvent } from "react";
import { Bot, BookOpen, ExternalLink } from "lucide-react";
import { API_KEY_NAME_MAX, DEFAULT_GPT_KEY_NAME, GPT_API_KEY_HEADER, type CreatedApiKey } from "@life/contracts";
import { CopyButton } from "../../components/ui/copy-button";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { ViewHeader } from "../../components/ui/view-header";
import { errorText } from "../../lib/api-client";
import { useApiKeys, useCreateApiKey, useGptActionSchema } from "./api/api-keys-api";
import { fullKeyOf } from "./api/fresh-keys";
import { ConnectionTest } from "./components/connection-test";
import { NewKeyNotice } from "./components/new-key-notice";
import { SecretKey } from "./components/secret-key";
import { UsageStats } from "./components/usage-stats";
import { GPT_ACTIONS_GUIDE_URL, GPT_BUILDER_URL, GPT_SYSTEM_PROMPT, GPT_USAGE_EXAMPLES } from "./gpt-prompt";
import "./integrations.css";

/** Spec 2.17. */
export function GptView() {
  const keys = useApiKeys();
  const schema = useGptActionSchema();
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = keys.data?.data.find((k) => k.type === "gpt" && k.is_active);
  const fullKey = fullKeyOf(key?.id);
  const schemaText = schema.data ? JSON.stringify(schema.data, null, 2) : "";

  const createKey = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      { type: "gpt", name: name.trim() || DEFAULT_GPT_KEY_NAME },
      { onSuccess: setCreated, onError: (failure) => setError(`Failed to create API key: ${errorText(failure, failure.message)}`) },
    );
  };

  return (
    <section className="view integrations-view" aria-labelledby="gpt-title">
      <ViewHeader title="Custom GPT" titleId="gpt-title" subtitle="Capture thoughts from a ChatGPT conversation" />
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {keys.isPending ? (
        <Loading label="Loading your GPT key…" />
      ) : keys.error ? (
        <ErrorBlock message={errorText(keys.error, "Failed to load your GPT key")} onRetry={() => keys.refetch()} retrying={keys.isFetching} />
      ) : !key ? (
        <form className="card integration-section" onSubmit={createKey} aria-labelledby="gpt-step1-title">
          <h3 id="gpt-step1-title">
            <Bot size={18} aria-hidden="true" /> Create your GPT key
          </h3>
          <div className="field">
            <label htmlFor="gpt-name">GPT name (optional)</label>
            <input id="gpt-name" className="input" value={name} maxLength={API_KEY_NAME_MAX} placeholder={DEFAULT_GPT_KEY_NAME} onChange={(e) => setName(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create GPT Key"}
          </button>
        </form>
      ) : (
        <>
          {created && created.id === key.id && <NewKeyNotice created={created} />}
          <section className="card integration-section" aria-label="Your GPT key">
            <SecretKey keyId={key.key_id} fullKey={fullKey} label={`Your key: ${key.name}`} />
          </section>
          <section className="card integration-section" aria-labelledby="prompt-title">
            <h3 id="prompt-title">1. Instructions (system prompt)</h3>
            <pre className="code-block" data-testid="gpt-prompt">
              {GPT_SYSTEM_PROMPT}
            </pre>
            <CopyButton text={GPT_SYSTEM_PROMPT} label="Copy system prompt" />
          </section>
          <section className="card integration-section" aria-labelledby="schema-title">
            <h3 id="schema-title">2. Action schema (OpenAPI 3.0)</h3>
            {schema.isPending ? (
              <Loading label="Loading the schema…" />
            ) : schema.error ? (
              <p className="notice notice-error" role="alert">
                {errorText(schema.error, "Failed to load the schema")}
              </p>
            ) : (
              <>
                <pre className="code-block code-block-tall" data-testid="gpt-schema">
                  {schemaText}
                </pre>
                <CopyButton text={schemaText} label="Copy OpenAPI schema" />
              </>
            )}
          </section>
          <section className="card integration-section" aria-labelledby="auth-title">
            <h3 id="auth-title">3. Authentication</h3>
            <p>
              In the action's Authentication choose <strong>API Key</strong>, Auth Type <strong>Custom</strong>, header name <code>{GPT_API_KEY_HEADER}</code>,
              and paste your key.
            </p>
            <p>
              <a href={GPT_BUILDER_URL} target="_blank" rel="noopener noreferrer">
                Open the GPT builder <ExternalLink size={14} aria-hidden="true" />
              </a>
            </p>
            <ConnectionTest kind="gpt" label="Test GPT Connection" fullKey={fullKey} failure={(message) => message} />
          </section>
          <section className="card integration-section" aria-labelledby="examples-title">
            <h3 id="examples-title">Try saying to your GPT</h3>
            <ul>
              {GPT_USAGE_EXAMPLES.map((example) => (
                <li key={example}>“{example}”</li>
              ))}
            </ul>
          </section>
          <UsageStats apiKey={key} />
        </>
      )}
      <p className="doc-links">
        <a href="/docs/custom-gpt" target="_blank" rel="noopener">
          <BookOpen size={16} aria-hidden="true" /> Custom GPT documentation
        </a>
        <a href={GPT_ACTIONS_GUIDE_URL} target="_blank" rel="noopener noreferrer">
          OpenAI's guide to creating a GPT <ExternalLink size={14} aria-hidden="true" />
        </a>
      </p>
    </section>
  );
}

export default GptView;
