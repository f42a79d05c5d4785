import type {
  CommercialValue,
  ContainerType,
  Domain,
  EventType,
  LlmDebugData,
  Priority,
} from "@life/contracts";

/** What the user already has; the server gathers the most related items (step 1, RAG). */
export interface ContextProject {
  id: string;
  title: string;
}
export interface ContextTask {
  id: string;
  title: string;
  parent_id: string | null;
}
export interface ContextContact {
  id: string;
  name: string;
  relation?: string | null;
}
export interface ContextWaiting {
  id: string;
  title: string;
  waiting_for: string;
}
export interface ClassifyContext {
  projects?: ContextProject[];
  tasks?: ContextTask[];
  contacts?: ContextContact[];
  waiting?: ContextWaiting[];
}

export interface ClassifyInput {
  text: string;
  /** The instant of capture. */
  now: Date;
  /** IANA time zone of the user, e.g. "America/Halifax". */
  timezone: string;
  context: ClassifyContext;
  /** Context-building time measured by the caller (step 1), reported in the debug data. */
  contextDurationMs?: number;
}

export interface ClassifyResult {
  domain: Domain;
  subdomain: string;
  /** Short, imperative where actionable, at most 60 characters. */
  ai_title: string;
  /** Present only when the text carries an explicit priority cue. */
  priority: Priority | null;
  event_type: EventType;
  is_container: boolean;
  container_type: ContainerType;
  /** Id of an existing context project the thought belongs to. */
  parent_id: string | null;
  entities: string[];
  related_projects: string[];
  /** ISO instant ("2026-03-10T13:00:00.000Z") when a time is known, local date ("2026-03-10") for all-day, else null. */
  scheduled_for: string | null;
  /** iCalendar RRULE of a recurring schedule ("FREQ=WEEKLY;BYDAY=TU;BYHOUR=19;BYMINUTE=0"); scheduled_for is its next occurrence. */
  recurrence: string | null;
  waiting_for: string | null;
  /** Local YYYY-MM-DD. */
  expected_date: string | null;
  /** 0–100. */
  confidence: number;
  reasoning: string;
  commercial_value: CommercialValue;
  /** Id of an existing open context task this thought reports as done. */
  completes: string | null;
  resolution_action: string | null;
  resolution_confidence: number | null;
  resolution_reasoning: string | null;
  fallback_used: boolean;
}

export interface ClassifyOutput {
  result: ClassifyResult;
  debug: LlmDebugData;
  /** Sentence embedding of the text (step 3), stored with the thought for step 1 of later thoughts. */
  embedding: Float32Array | null;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** An OpenAI-compatible `/embeddings` endpoint for step 3 (EMBEDDING_MODEL). */
export interface EmbeddingConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

export interface ClassifyOptions {
  /** When set, step 2 uses this OpenAI-compatible endpoint and falls back to the local engine on any failure. */
  llm?: LlmConfig;
  /** When set, step 3 embeds through this endpoint and falls back to the offline embedding on failure. */
  embedding?: EmbeddingConfig;
  /** Injected for tests. */
  fetch?: typeof fetch;
}
