import type { LlmDebugData } from "@life/contracts";
import type { AppConfig } from "../../config.js";
import { createDatabase } from "../../db/database.js";
import { fromJson } from "../../db/values.js";

export interface ContextCost {
  captures: number;
  p50Ms: number;
  p99Ms: number;
  maxItems: number;
}

/**
 * Step 1 (context building) as the pipeline recorded it for the bench's own captures: the
 * part of a capture that grows with the account, so it is printed on its own.
 */
export async function measureContextCost(config: AppConfig, userId: string, since: Date): Promise<ContextCost | null> {
  const database = createDatabase(config.database);
  try {
    const rows = await database.db
      .selectFrom("thoughts")
      .select("llm_debug_data")
      .where("user_id", "=", userId)
      .where("created_at", ">=", since)
      .where("original_input", "like", "bench capture %")
      .execute();
    const steps = rows.flatMap((row) => {
      const step = (fromJson(row.llm_debug_data) as LlmDebugData | null)?.ai_pipeline_status?.step_1_rag_context_building;
      return step ? [step] : [];
    });
    if (steps.length === 0) return null;
    const ms = steps.map((s) => s.duration_ms).sort((a, b) => a - b);
    const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! * 10) / 10;
    return { captures: steps.length, p50Ms: at(0.5), p99Ms: at(0.99), maxItems: Math.max(...steps.map((s) => s.context_stats.total_context_items)) };
  } finally {
    await database.destroy();
  }
}

export function formatContextCost(cost: ContextCost | null): string {
  if (!cost) return "context building (step 1): no bench captures recorded";
  return `context building (step 1) in the bench's ${cost.captures} captures: p50 ${cost.p50Ms} ms, p99 ${cost.p99Ms} ms, at most ${cost.maxItems} items handed to the engine`;
}
