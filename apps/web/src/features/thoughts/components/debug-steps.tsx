import type { PipelineStatus } from "@life/contracts";
import { extraFields, formatMs, formatPercent, formatValue } from "./debug-format";

type Row = [label: string, value: string];

interface StepProps {
  number: 1 | 2 | 3;
  title: string;
  status: string | undefined;
  rows: Row[];
}

/** One pipeline step: its name, its status and its measured fields. */
function StepPanel({ number, title, status, rows }: StepProps) {
  const label = `Step ${number}: ${title}`;
  return (
    <section className="debug-step" aria-label={label}>
      <h4 className="debug-step-head">
        <span>{label}</span>
        <span className={`debug-status debug-status-${status ?? "unknown"}`}>{status ?? "not run"}</span>
      </h4>
      <dl className="debug-list">
        {rows.map(([name, value]) => (
          <div key={name} className="debug-row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const STEP_1_FIELDS = ["status", "duration_ms", "context_stats"] as const;
const STEP_2_FIELDS = ["status", "total_tokens", "confidence", "action", "relationships_found", "model"] as const;
const STEP_3_FIELDS = ["status", "duration_ms", "dimensions", "embedding_type", "error"] as const;

/** The three steps of spec 3's ai_pipeline_status, each with the fields the spec names. */
export function DebugSteps({ pipeline }: { pipeline: Partial<PipelineStatus> | undefined }) {
  const step1 = pipeline?.step_1_rag_context_building;
  const step2 = pipeline?.step_2_llm_entity_resolution;
  const step3 = pipeline?.step_3_embedding_generation;
  const stats = step1?.context_stats;
  return (
    <div className="debug-steps">
      <StepPanel
        number={1}
        title="RAG context building"
        status={step1?.status}
        rows={[
          ["Duration", formatMs(step1?.duration_ms)],
          ["Context items", formatValue(stats?.total_context_items)],
          ["Projects found", formatValue(stats?.projects_found)],
          ["Tasks found", formatValue(stats?.tasks_found)],
          ["Contacts found", formatValue(stats?.contacts_found)],
          ["Completable tasks", formatValue(stats?.completable_tasks_found)],
          ...extraFields(step1, STEP_1_FIELDS),
        ]}
      />
      <StepPanel
        number={2}
        title="LLM entity resolution"
        status={step2?.status}
        rows={[
          ["Model", formatValue(step2?.model)],
          ["Action", formatValue(step2?.action)],
          ["Confidence", formatPercent(step2?.confidence)],
          ["Relationships found", formatValue(step2?.relationships_found)],
          ["Tokens", formatValue(step2?.total_tokens)],
          ...extraFields(step2, STEP_2_FIELDS),
        ]}
      />
      <StepPanel
        number={3}
        title="Embedding generation"
        status={step3?.status}
        rows={[
          ["Duration", formatMs(step3?.duration_ms)],
          ["Dimensions", formatValue(step3?.dimensions)],
          ["Embedding type", formatValue(step3?.embedding_type)],
          ["Error", formatValue(step3?.error)],
          ...extraFields(step3, STEP_3_FIELDS),
        ]}
      />
    </div>
  );
}
