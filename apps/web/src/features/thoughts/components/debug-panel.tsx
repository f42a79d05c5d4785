import { Copy } from "lucide-react";
import type { FlexibleAttributes, LlmDebugData } from "@life/contracts";
import { useToast } from "../../../components/ui/toast";
import type { FeedThought } from "../api/feed-types";
import { useThoughtDebug } from "../api/get-thought-debug";
import { formatMs, formatPercent, formatValue } from "./debug-format";
import { DebugSteps } from "./debug-steps";
import { wholeDollars } from "./format";

/** What "copy debug information" puts on the clipboard: enough to reproduce a classification. */
export function debugPayload(thought: FeedThought, llmDebugData: LlmDebugData | null | undefined, attributes?: FlexibleAttributes) {
  return {
    thought_id: thought.id,
    original_input: thought.original_input,
    status: thought.status,
    processing_status: thought.processing_status,
    processing_error: thought.processing_error,
    domain: thought.domain,
    subdomain: thought.subdomain,
    event_type: thought.event_type,
    scheduled_for: thought.scheduled_for,
    flexible_attributes: attributes ?? thought.flexible_attributes,
    llm_debug_data: llmDebugData ?? null,
  };
}

export function DebugPanel({ thought }: { thought: FeedThought }) {
  const showToast = useToast();
  const { data, isPending, isError } = useThoughtDebug(thought);
  const debug = data?.llm_debug_data;

  const copy = async () => {
    try {
      // navigator.clipboard is missing on plain-http origins; that lands in the catch too.
      await navigator.clipboard.writeText(JSON.stringify(debugPayload(thought, debug, data?.flexible_attributes), null, 2));
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
      {isPending ? (
        <p className="debug-empty">Loading AI pipeline data…</p>
      ) : isError ? (
        <p className="debug-empty" role="alert">
          Could not load the AI pipeline data
        </p>
      ) : debug ? (
        <DebugDetails attrs={data.flexible_attributes} debug={debug} />
      ) : (
        <p className="debug-empty">No AI pipeline data yet</p>
      )}
    </section>
  );
}

function pipelineState(debug: LlmDebugData): string {
  const pipeline = debug.ai_pipeline_status as Partial<LlmDebugData["ai_pipeline_status"]> | undefined;
  if (pipeline?.pipeline_failed) return `failed: ${pipeline.failure_reason ?? "unknown reason"}`;
  if (pipeline?.pipeline_complete) return "complete";
  return "in progress";
}

/** `attrs` are the whole attributes from the debug read: the card's copy leaves the explanation out. */
function DebugDetails({ attrs, debug }: { attrs: FlexibleAttributes; debug: LlmDebugData }) {
  const pipeline = debug.ai_pipeline_status as Partial<LlmDebugData["ai_pipeline_status"]> | undefined;
  const value = attrs.commercial_value;
  return (
    <>
      <dl className="debug-list">
        <Row label="Model" value={formatValue(debug.model)} />
        <Row label="Processing time" value={formatMs(debug.processing_time_ms)} />
        <Row label="Pipeline duration" value={formatMs(pipeline?.total_pipeline_duration_ms)} />
        <Row label="Pipeline" value={pipelineState(debug)} />
        <Row
          label="Tokens"
          value={`${formatValue(debug.prompt_tokens)} prompt · ${formatValue(debug.completion_tokens)} completion · ${formatValue(debug.total_tokens)} total`}
        />
        {attrs.confidence !== undefined && <Row label="Confidence" value={formatPercent(attrs.confidence)} />}
        {attrs.reasoning && <Row label="Reasoning" value={attrs.reasoning} />}
        {attrs.fallback_used && <Row label="Fallback" value="LLM failed; the local engine's result was kept" />}
        {attrs.resolution_action && (
          <Row
            label="Resolution"
            value={[attrs.resolution_action, formatPercent(attrs.resolution_confidence), attrs.resolution_reasoning]
              .filter((part) => part && part !== "—")
              .join(" · ")}
          />
        )}
        {debug.error && <Row label="Error" value={debug.error} />}
      </dl>
      <DebugSteps pipeline={pipeline} />
      {value && (
        <section className="debug-step" aria-label="Commercial value">
          <h4 className="debug-step-head">
            <span>Commercial value</span>
            <span className="debug-status">{wholeDollars(value.estimatedValue)}</span>
          </h4>
          <dl className="debug-list">
            <Row label="Tier" value={value.valueTier} />
            <Row label="Industry" value={value.industry} />
            <Row label="Keywords" value={(value.keywords ?? []).join(", ") || "—"} />
            <Row
              label="Intent signals"
              value={
                (value.intentSignals ?? []).map((s) => (s.multiplier === undefined ? s.signal : `${s.signal} ×${s.multiplier}`)).join(", ") ||
                "—"
              }
            />
            <Row label="Multiplier" value={`×${formatValue(value.totalMultiplier)}`} />
            {value.explanation && <Row label="Explanation" value={value.explanation} />}
          </dl>
        </section>
      )}
      <RawBlock summary="System prompt" text={debug.system_prompt} />
      <RawBlock summary="User message" text={debug.user_message} />
      <RawBlock summary="Raw response" text={debug.raw_response} />
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="debug-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Long texts stay folded until asked for; JSON is pretty-printed so it can be read. */
function RawBlock({ summary, text }: { summary: string; text: string | undefined }) {
  return (
    <details className="debug-raw">
      <summary>{summary}</summary>
      <pre>{text ? prettyJson(text) : "(empty)"}</pre>
    </details>
  );
}

function prettyJson(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}
