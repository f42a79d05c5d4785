import { randomUUID } from "node:crypto";
import { embedText, estimateCommercialValue } from "@life/classifier";
import type { Domain, ThoughtStatus } from "@life/contracts";
import { addDays, localWallTimeToIso } from "../../lib/local-days.js";
import { PROJECTS, TEMPLATES, WORDS, type Template } from "./vocabulary.js";

/** A thoughts row as the seed writes it: classified, with debug data and an embedding. */
export interface SeedRow {
  id: string;
  original_input: string;
  ai_title: string;
  status: ThoughtStatus;
  domain: Domain;
  subdomain: string;
  event_type: string;
  is_container: boolean;
  container_type: string;
  parent_id: string | null;
  scheduled_for: string | null;
  waiting_for: string | null;
  waiting_received_at: Date | null;
  flexible_attributes: string;
  llm_debug_data: string;
  embedding: Buffer | null;
  created_at: Date;
}

export interface GeneratorOptions {
  count: number;
  now: Date;
  timeZone: string;
  /** Thoughts are spread evenly over this many days before now. */
  daysBack: number;
  seed: number;
}

const DAY_MS = 86_400_000;
const SYSTEM_PROMPT =
  "local-nlp-v1: offline deterministic engine. Dates and times with chrono-node and the labelling rules in the user's time zone; person names from compromise's lexicon, capitalisation and known contacts; domain and event type from naive Bayes models trained on the repository corpus plus precedence cue rules.";

/** mulberry32: a small seeded generator, so a seed gives the same data every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function toBytes(vector: Float32Array | null): Buffer | null {
  if (!vector) return null;
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((x, i) => bytes.writeFloatLE(x, i * 4));
  return bytes;
}

export class ThoughtGenerator {
  private readonly rand: () => number;
  private readonly cache = new Map<string, unknown>();
  private issued = 0;
  private readonly projectsByDomain = new Map<Domain, Array<{ id: string; name: string; created: number }>>();

  constructor(private readonly options: GeneratorOptions) {
    this.rand = random(options.seed);
  }

  /** Templates repeat texts; the classifier's value and embedding are the slow part of a row. */
  private memo<T>(key: string, make: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = make();
    if (this.cache.size > 200_000) this.cache.clear();
    this.cache.set(key, value);
    return value;
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)]!;
  }

  private fill(text: string): string {
    return text.replace(/\{(\w+)\}/g, (_, slot: string) => this.pick(WORDS[slot] ?? [slot]));
  }

  /**
   * Capture times advance through the window from the oldest, as a person's would, with a
   * little jitter; inserting in time order also keeps the created_at indexes appending.
   */
  private createdAt(): Date {
    const span = this.options.daysBack * DAY_MS;
    const step = span / this.options.count;
    this.issued += 1;
    const offset = Math.min(span, this.issued * step + this.rand() * step);
    return new Date(this.options.now.getTime() - span + offset);
  }

  /**
   * About 1.5% of the thoughts are projects, captured at random times across the window; they
   * are written first so tasks can point at them (a task only joins a project older than itself).
   */
  makeProjects(): SeedRow[] {
    const count = Math.max(3, Math.round(this.options.count * 0.015));
    const rows = Array.from({ length: count }, (_, i) => {
      const base = PROJECTS[i % PROJECTS.length]!;
      const name = i < PROJECTS.length ? base.name : `${base.name} ${Math.floor(i / PROJECTS.length) + 1}`;
      const created = new Date(this.options.now.getTime() - this.rand() * this.options.daysBack * DAY_MS);
      const row = this.row({ text: `${name} project`, domain: base.domain, subdomain: "projects", eventType: "project" }, `${name} project: plan it step by step`, created);
      row.is_container = true;
      row.container_type = "Projects";
      row.ai_title = name;
      const list = this.projectsByDomain.get(base.domain) ?? [];
      list.push({ id: row.id, name, created: created.getTime() });
      this.projectsByDomain.set(base.domain, list);
      return row;
    });
    for (const list of this.projectsByDomain.values()) list.sort((a, b) => a.created - b.created);
    return rows;
  }

  /** A project of the domain captured before `at`, if any. */
  private projectBefore(domain: Domain, at: number): { id: string; name: string } | null {
    const list = this.projectsByDomain.get(domain) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.created <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? null : list[Math.floor(this.rand() * lo)]!;
  }

  makeBatch(size: number): SeedRow[] {
    return Array.from({ length: size }, () => {
      const template = this.pick(TEMPLATES);
      return this.row(template, this.fill(template.text));
    });
  }

  private row(template: Template, text: string, created = this.createdAt()): SeedRow {
    const ageDays = (this.options.now.getTime() - created.getTime()) / DAY_MS;
    const isContact = template.eventType === "contact";
    const isTaskLike = ["task", "communication", "reminder_intention", "routine_activity"].includes(template.eventType);
    const project = isTaskLike && this.rand() < 0.35 ? this.projectBefore(template.domain, created.getTime()) : null;
    const waitingFor = template.waitingFor ? this.fill(template.waitingFor) : null;
    const received = waitingFor && ageDays > 21 && this.rand() < 0.85 ? new Date(created.getTime() + (1 + this.rand() * 20) * DAY_MS) : null;
    const status = this.status(ageDays);
    const entities = WORDS.person!.filter((name) => text.includes(name));
    const commercial = this.memo(`v|${template.eventType}|${text}`, () => estimateCommercialValue(text, { domain: template.domain, eventType: template.eventType }));
    const flexible: Record<string, unknown> = {
      entities,
      related_projects: project ? [project.name] : [],
      confidence: 60 + Math.floor(this.rand() * 40),
      reasoning: `Read as ${template.eventType.replace(/_/g, " ")} in ${template.domain} (${template.subdomain}).`,
      commercial_value: commercial,
      fallback_used: false,
      ...(status === "completed" && this.rand() < 0.2 ? { completed_via_resolution: true, resolution_action: "complete" } : {}),
      ...(received ? { waiting: { received_at: received.toISOString() } } : {}),
    };
    const title = text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
    return {
      id: randomUUID(),
      original_input: text,
      ai_title: title,
      status,
      domain: template.domain,
      subdomain: template.subdomain,
      event_type: template.eventType,
      is_container: isContact,
      container_type: isContact ? "Contacts" : "Tasks",
      parent_id: project?.id ?? null,
      scheduled_for: template.schedulable && this.rand() < 0.6 ? this.schedule(created) : null,
      waiting_for: waitingFor,
      waiting_received_at: received,
      flexible_attributes: JSON.stringify(flexible),
      llm_debug_data: JSON.stringify(this.debug(text, title, template)),
      embedding: this.memo(`e|${text}`, () => toBytes(embedText(text))),
      created_at: created,
    };
  }

  private status(ageDays: number): ThoughtStatus {
    const r = this.rand();
    if (ageDays < 14) return r < 0.6 ? "pending" : r < 0.9 ? "approved" : "completed";
    return r < 0.55 ? "completed" : r < 0.8 ? "approved" : r < 0.9 ? "archived" : "pending";
  }

  /** Mostly within two weeks of capture, some up to four months ahead; a fifth are all-day. */
  private schedule(created: Date): string {
    const ahead = this.rand() < 0.7 ? Math.floor(this.rand() * 14) : 14 + Math.floor(this.rand() * 106);
    const createdDay = created.toISOString().slice(0, 10);
    const day = addDays(createdDay, ahead);
    if (this.rand() < 0.2) return day;
    const hour = 8 + Math.floor(this.rand() * 12);
    return localWallTimeToIso(day, hour, this.pick([0, 15, 30, 45]), this.options.timeZone);
  }

  private debug(text: string, title: string, template: Template) {
    return {
      model: "local-nlp-v1",
      processing_time_ms: Math.round(this.rand() * 300),
      prompt_tokens: 0,
      completion_tokens: 0,
      total_tokens: 0,
      system_prompt: SYSTEM_PROMPT,
      user_message: JSON.stringify({ text, timezone: this.options.timeZone }),
      raw_response: JSON.stringify({ domain: template.domain, ai_title: title, event_type: template.eventType }),
      error: null,
      ai_pipeline_status: {
        step_1_rag_context_building: { status: "completed", duration_ms: 3, context_stats: { total_context_items: 12, projects_found: 3, tasks_found: 6, contacts_found: 3, completable_tasks_found: 1 } },
        step_2_llm_entity_resolution: { status: "completed", total_tokens: 0, confidence: 80, action: "create", relationships_found: 1, model: "local-nlp-v1" },
        step_3_embedding_generation: { status: "completed", duration_ms: 1, dimensions: 100, embedding_type: "wink-sg-100d-int8-mean", error: null },
        pipeline_complete: true,
        pipeline_failed: false,
        failure_reason: null,
        total_pipeline_duration_ms: 12,
      },
    };
  }
}
