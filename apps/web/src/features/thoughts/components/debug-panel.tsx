import { Copy } from "lucide-react";
import type { LlmDebugData } from "@life/contracts";
import { useToast } from "../../../components/ui/toast";
import type { FeedThought } from "../api/feed-types";

/** What "copy debug information" puts on the clipboard: enough to reproduce a classification. */
export function debugPayload(thought: FeedThought) {
  return {
    thought_id: thought.id,
    original_input: thought.original_input,
    status: thought.status,
    domain: thought.domain,
    event_type: thought.event_type,
    flexible_attributes: thought.flexible_attributes,
    llm_debug_data: thought.llm_debug_data,
  };
}

export function DebugPanel({ thought }: { thought: FeedThought }) {
  const showToast = useToast();
  const debug = thought.llm_debug_data;

  const copy = async () => {
    try {
      // navigator.clipboard is missing on plain-http origins; that lands in the catch too.
      await navigator.clipboard.writeText(JSON.stringify(debugPayload(thought), null, 2));
      showToast("Debug information copied to clipboard!");
    } catch {
      showToast("Failed to copy to clipboard", "error");
    }
  };

  return (
    <section className="debug-panel" aria-label="AI pipeline details">
      <div className="debug-panel-head">
        <h3>AI pipeline</h3>
        <button type="button" className="btn btn-ghost" onClick={copy}>
          <Copy size={16} aria-hidden="true" /> Copy debug info
        </button>
      </div>
      {debug ? <DebugDetails debug={debug} /> : <p className="debug-empty">No AI pipeline data yet</p>}
    </section>
  );
}

function DebugDetails({ debug }: { debug: LlmDebugData }) {
  const pipeline = debug.ai_pipeline_status;
  const steps = [
    ["Context building", pipeline?.step_1_rag_context_building?.status],
    ["Entity resolution", pipeline?.step_2_llm_entity_resolution?.status],
    ["Embedding", pipeline?.step_3_embedding_generation?.status],
  ] as const;
  return (
    <>
      <dl className="debug-list">
        <dt>Model</dt>
        <dd>{debug.model}</dd>
        <dt>Processing time</dt>
        <dd>{debug.processing_time_ms} ms</dd>
        <dt>Tokens</dt>
        <dd>
          {debug.prompt_tokens} prompt · {debug.completion_tokens} completion · {debug.total_tokens} total
        </dd>
        {steps.map(([label, status]) => (
          <div key={label} className="debug-row">
            <dt>{label}</dt>
            <dd>{status ?? "—"}</dd>
          </div>
        ))}
        {pipeline?.pipeline_failed && (
          <div className="debug-row">
            <dt>Failure</dt>
            <dd>{pipeline.failure_reason ?? "unknown"}</dd>
          </div>
        )}
        {debug.error && (
          <div className="debug-row">
            <dt>Error</dt>
            <dd>{debug.error}</dd>
          </div>
        )}
      </dl>
      <details className="debug-raw">
        <summary>Raw data</summary>
        <pre>{JSON.stringify(debug, null, 2)}</pre>
      </details>
    </>
  );
}
