import { useState, type FormEvent } from "react";
import { BookOpen, Smartphone, Wand2 } from "lucide-react";
import { API_KEY_DEVICE_MAX, defaultShortcutKeyName, type CreatedApiKey } from "@life/contracts";
import { ErrorBlock } from "../../components/ui/error-block";
import { Loading } from "../../components/ui/loading";
import { ViewHeader } from "../../components/ui/view-header";
import { API_BASE, errorText } from "../../lib/api-client";
import { useCreateApiKey, useShortcutKeys } from "./api/api-keys-api";
import { fullKeyOf } from "./api/fresh-keys";
import { ConnectionTest } from "./components/connection-test";
import { EndpointList } from "./components/endpoint-list";
import { NewKeyNotice } from "./components/new-key-notice";
import { SecretKey } from "./components/secret-key";
import { PhotoTutorial } from "./components/photo-tutorial";
import { RecipeDownload } from "./components/recipe-download";
import { ShortcutTutorial } from "./components/shortcut-tutorial";
import { UsageStats } from "./components/usage-stats";
import "./integrations.css";

export const NOT_IOS_ALERT = "This feature works best on iOS devices. Please follow the manual steps above.";
export const AUTO_CREATE_FAILED = "Automatic creation failed. Please follow the manual steps above.";

function isIos(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent);
}

/** Spec 2.16. */
export function ShortcutsView() {
  const keys = useShortcutKeys();
  const create = useCreateApiKey();
  const [device, setDevice] = useState("");
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const origin = window.location.origin;
  const key = keys.data?.data[0];
  const fullKey = fullKeyOf(key?.id);

  const createKey = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      { type: "shortcut", name: defaultShortcutKeyName(device), device: device.trim() },
      {
        onSuccess: (k) => {
          setCreated(k);
          void keys.refetch();
        },
        onError: (failure) => setError(`Failed to create API key: ${errorText(failure, failure.message)}`),
      },
    );
  };

  const autoCreate = () => {
    if (!isIos()) {
      window.alert(NOT_IOS_ALERT);
      return;
    }
    try {
      window.location.href = "shortcuts://create-shortcut";
    } catch {
      setError(AUTO_CREATE_FAILED);
    }
  };

  return (
    <section className="view integrations-view" aria-labelledby="shortcuts-title">
      <ViewHeader title="Apple Shortcuts" titleId="shortcuts-title" subtitle="Capture a thought from your iPhone, iPad, Apple Watch or Mac with Siri" />
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {keys.isPending ? (
        <Loading label="Loading your shortcut key…" />
      ) : keys.error ? (
        <ErrorBlock message={errorText(keys.error, "Failed to load your shortcut key")} onRetry={() => keys.refetch()} retrying={keys.isFetching} />
      ) : !key ? (
        <form className="card integration-section" onSubmit={createKey} aria-labelledby="step1-title">
          <h3 id="step1-title">
            <Smartphone size={18} aria-hidden="true" /> Step 1: create your shortcut key
          </h3>
          <div className="field">
            <label htmlFor="shortcut-device">Device name (optional)</label>
            <input id="shortcut-device" className="input" value={device} maxLength={API_KEY_DEVICE_MAX} placeholder="iPhone" onChange={(e) => setDevice(e.target.value)} />
          </div>
          <p className="muted">The key will be called “{defaultShortcutKeyName(device)}”.</p>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create Shortcut Key"}
          </button>
        </form>
      ) : (
        <>
          {created && created.id === key.id && <NewKeyNotice created={created} />}
          <section className="card integration-section" aria-label="Your shortcut key">
            <SecretKey keyId={key.key_id} fullKey={fullKey} label={`Your key: ${key.name}`} />
          </section>
          <ShortcutTutorial endpoint={`${origin}${API_BASE}/shortcuts/capture`} fullKey={fullKey} />
          <section className="card integration-section" aria-labelledby="auto-title">
            <h3 id="auto-title">
              <Wand2 size={18} aria-hidden="true" /> Automatic setup (experimental)
            </h3>
            <p>Opens the Shortcuts app on iOS to start a new shortcut; you then add the steps above.</p>
            <button type="button" className="btn btn-secondary" onClick={autoCreate}>
              Create Shortcut Automatically
            </button>
            <RecipeDownload />
          </section>
          <PhotoTutorial endpoint={`${origin}${API_BASE}/shortcuts/photo`} fullKey={fullKey} />
          <section className="card integration-section" aria-labelledby="config-title">
            <h3 id="config-title">Configuration</h3>
            <p>Every call sends the key as the header <code>Authorization: Bearer &lt;your key&gt;</code>.</p>
            <EndpointList origin={origin} />
            <ConnectionTest kind="shortcuts" label="Test Connection" fullKey={fullKey} failure={(message) => `Connection test failed: ${message}`} />
          </section>
          <UsageStats apiKey={key} />
        </>
      )}
      <p>
        <a href="/docs/apple-shortcuts" target="_blank" rel="noopener">
          <BookOpen size={16} aria-hidden="true" /> Apple Shortcuts documentation
        </a>
      </p>
    </section>
  );
}

export default ShortcutsView;
