import type { ContainerType, EventType } from "@life/contracts";
import { parseWallTime, wallTimeToInstant } from "../../dates/zoned-time.js";
import type { ClassifyInput, ClassifyResult } from "../../types.js";
import { estimateCommercialValue } from "../../value/index.js";
import type { LlmAnswer } from "./schema.js";

const MAX_TITLE = 60;
const CONTAINERS: Partial<Record<EventType, ContainerType>> = { project: "Projects", contact: "Contacts" };

/** Thrown for an answer that parses but cannot be used (impossible dates). */
export class AnswerMappingError extends Error {
  override name = "AnswerMappingError";
}

function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

function checkDate(date: string | null, field: string): string | null {
  if (date === null) return null;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  if (!isRealDate(y, m, d)) throw new AnswerMappingError(`${field} ${date} is not a real date`);
  return date;
}

/** Local "YYYY-MM-DD HH:MM" becomes the instant in the user's zone; a bare date stays an all-day date. */
export function toScheduledFor(local: string | null, timeZone: string): string | null {
  if (local === null) return null;
  checkDate(local.slice(0, 10), "scheduled_local");
  if (local.length === 10) return local;
  const wall = parseWallTime(local);
  if (wall.hour > 23 || wall.minute > 59) throw new AnswerMappingError(`scheduled_local ${local} is not a real time`);
  return wallTimeToInstant(wall, timeZone).toISOString();
}

/** Shortens at a word boundary rather than mid-word; the model was asked for ≤ 60 characters. */
function fitTitle(title: string, fallback: string): string {
  const t = title.trim().replace(/\s+/g, " ");
  if (!t) return fallback;
  if (t.length <= MAX_TITLE) return t;
  const cut = t.slice(0, MAX_TITLE + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 20 ? cut.slice(0, space) : t.slice(0, MAX_TITLE)).replace(/[\s,;:–—-]+$/, "");
}

/** Models answer 0.85 as often as 85. */
const percent = (n: number) => Math.round(Math.min(100, Math.max(0, n > 0 && n <= 1 ? n * 100 : n)));
const orNull = (s: string | null) => (s && s.trim() ? s.trim() : null);

/** Person names the thought really contains, deduplicated; drops names the model invented or took from context. */
function keepMentionedNames(names: string[], text: string): string[] {
  const lower = text.toLowerCase();
  const seen = new Set<string>();
  return names
    .map((n) => n.trim().replace(/['’]s$/, ""))
    .filter((n) => {
      const key = n.toLowerCase();
      if (!n || seen.has(key) || !lower.includes(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Maps a validated answer onto the contract. Ids the context does not hold become null, and the
 * container rule (is_container exactly for projects and contacts) is enforced rather than trusted.
 */
export function mapAnswer(answer: LlmAnswer, input: ClassifyInput, local: ClassifyResult): ClassifyResult {
  const projects = new Map((input.context.projects ?? []).map((p) => [p.id, p.title]));
  const tasks = new Map((input.context.tasks ?? []).map((t) => [t.id, t]));

  const completes = answer.completes !== null && tasks.has(answer.completes) ? answer.completes : null;
  let parentId = answer.parent_id !== null && projects.has(answer.parent_id) ? answer.parent_id : null;
  const completedParent = completes ? tasks.get(completes)?.parent_id : null;
  if (!parentId && completedParent && projects.has(completedParent)) parentId = completedParent;

  const related = new Set(answer.related_project_ids.filter((id) => projects.has(id)));
  if (parentId) related.add(parentId);

  const fixedContainer = CONTAINERS[answer.event_type];
  const containerType: ContainerType =
    fixedContainer ??
    (answer.container_type === "Tasks" || answer.container_type === "Actions"
      ? answer.container_type
      : local.container_type === "Actions" ? "Actions" : "Tasks");

  const waitingFor = orNull(answer.waiting_for);
  const sameLabels = answer.domain === local.domain && answer.event_type === local.event_type;
  const commercialValue =
    answer.commercial_value ??
    (sameLabels
      ? local.commercial_value
      : estimateCommercialValue(input.text, { domain: answer.domain, eventType: answer.event_type }));

  return {
    domain: answer.domain,
    subdomain: answer.subdomain.trim().toLowerCase() || local.subdomain,
    ai_title: fitTitle(answer.ai_title, local.ai_title),
    priority: answer.priority,
    event_type: answer.event_type,
    is_container: fixedContainer !== undefined,
    container_type: containerType,
    parent_id: parentId,
    entities: keepMentionedNames(answer.entities, input.text),
    related_projects: [...related].map((id) => projects.get(id)!),
    scheduled_for: toScheduledFor(answer.scheduled_local, input.timezone),
    // The rule is read from the wording, the same for either engine.
    recurrence: local.recurrence,
    waiting_for: waitingFor,
    expected_date: waitingFor ? checkDate(answer.expected_date, "expected_date") : null,
    confidence: percent(answer.confidence),
    reasoning: answer.reasoning.trim() || local.reasoning,
    commercial_value: commercialValue,
    completes,
    resolution_action: completes ? (orNull(answer.resolution_action) ?? "mark_completed") : null,
    resolution_confidence: completes ? percent(answer.resolution_confidence ?? answer.confidence) : null,
    resolution_reasoning: completes ? (orNull(answer.resolution_reasoning) ?? answer.reasoning.trim()) : null,
    fallback_used: false,
  };
}
