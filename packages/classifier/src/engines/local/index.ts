import { canonicalTimeZone, type ContainerType, type EventType } from "@life/contracts";
import { extractSchedule, formatSchedule, formatScheduleLocal } from "../../dates.js";
import { detectRecurrence } from "../../dates/recurrence.js";
import { isPastReport } from "../../dates/tense.js";
import { formatDate, toWallTime } from "../../dates/zoned-time.js";
import { embedText } from "../../embeddings/index.js";
import { extractEntities } from "../../entities.js";
import { kinCalledByName } from "../../entities/lexicon.js";
import { normalizeText } from "../../text/normalize.js";
import type { ClassifyInput, ClassifyResult, ContextProject } from "../../types.js";
import { estimateCommercialValue } from "../../value/index.js";
import { boundContext } from "./bounded-context.js";
import { findCompletion } from "./completion.js";
import { classifyDomain } from "./domain.js";
import { REMINDER_CUE } from "./event-cues.js";
import { classifyEventType } from "./event-type.js";
import { featuresOfPrepared, prepareText } from "./features.js";
import { linearInput, type SparseInput } from "./linear-model.js";
import { findMentionedContacts } from "./mentioned-contacts.js";
import { pickParent, rankProjects } from "./parent.js";
import { TALLY_SO_FAR } from "./parent-links76.js";
import { withVehicleWord } from "./parent-vehicles78.js";
import { detectPriority } from "./priority.js";
import { buildReasoning } from "./reasoning.js";
import { pickSubdomain } from "./subdomain.js";
import { buildTitle } from "./title.js";
import { detectWaiting } from "./waiting.js";

export const LOCAL_MODEL = "local-nlp-v1";

/**
 * The engine reads the first 600 characters: a thought's point comes first, and it bounds the
 * cost of long pastes (a 10,000-character thought is allowed) to well under the latency budget.
 */
export const ANALYSIS_LIMIT = 600;

function analysedText(raw: string): string {
  const text = normalizeText(raw);
  if (text.length <= ANALYSIS_LIMIT) return text;
  const cut = text.lastIndexOf(" ", ANALYSIS_LIMIT);
  return text.slice(0, cut > ANALYSIS_LIMIT / 2 ? cut : ANALYSIS_LIMIT);
}

function titleInput(title: string): SparseInput {
  const prepared = prepareText(title);
  return linearInput(title, prepared, featuresOfPrepared(prepared));
}

function validTimeZone(tz: string): string {
  return canonicalTimeZone(tz) ?? "UTC";
}

/** Feelings, observations, outcomes and contact cards carry no schedule of their own (GUIDELINES 4.6). */
const UNSCHEDULED: ReadonlySet<EventType> = new Set(["emotion_state", "observation_insight", "milestone_outcome", "contact"]);
/** Records of something that happened or was felt need no doing. */
const ACTION_TYPES: ReadonlySet<EventType> = new Set(["emotion_state", "observation_insight", "milestone_outcome", "decision_commitment"]);

function containerFor(eventType: EventType, report: boolean): { is_container: boolean; container_type: ContainerType } {
  if (eventType === "project") return { is_container: true, container_type: "Projects" };
  if (eventType === "contact") return { is_container: true, container_type: "Contacts" };
  if (ACTION_TYPES.has(eventType) || report) return { is_container: false, container_type: "Actions" };
  return { is_container: false, container_type: "Tasks" };
}

/** A note that opens on a name and a colon. */
const WHO_COLON = /^zperson(?: zperson)?\s*:/;

/**
 * Step 2 with the offline engine: deterministic NLP over the text and the context the server
 * gathered. Pure and synchronous; a few milliseconds per thought.
 */
export function resolveLocal(input: ClassifyInput): ClassifyResult {
  const text = analysedText(input.text);
  const timezone = validTimeZone(input.timezone);
  const lower = text.toLowerCase();
  const context = boundContext(input.context ?? {});
  const tasks = context.tasks ?? [];
  const projects = context.projects ?? [];

  // `entities` is the field; `names` the names as the text models and the rules below read them, with the coined firms'
  // names ("Ridgeline") that round 75 took out of the field but the models were trained reading as people.
  const names: string[] = [];
  const entities = extractEntities(text, context, names);
  // A kin word said as a name ("Kuku", "áhkku") is no entity, but the text models read it as the person it is.
  const prepared = prepareText(text, [...kinCalledByName(text), ...names]);
  // One sentence embedding serves the text model and the completion match.
  const textVector = embedText(text);
  // "Harvinder: signed SOW" is a "who: what" note (GUIDELINES 7): the name before the colon says who holds the thing.
  // The text models read a person as a social or card word, so the event-type model reads the thing alone, and the
  // domain (whose thing it is) reads the name as a plain word, as it did before such names were found.
  const whoNote = WHO_COLON.test(prepared);
  const eventText = whoNote ? prepared.replace(WHO_COLON, "").trimStart() : prepared;
  const modelInput = linearInput(text, eventText, featuresOfPrepared(eventText), textVector);
  const domainText = whoNote ? prepareText(text, names.filter((e) => !text.startsWith(e))) : prepared;
  const domainInput = whoNote ? linearInput(text, domainText, featuresOfPrepared(domainText), textVector) : modelInput;
  const waiting = detectWaiting(text, names);
  // Completion reads only whether the thought asks to be reminded (rule 1's cue, the one way to reminder_intention),
  // so it runs before the event type, which reads whether a task of the context is reported done.
  // A model name is met by the tasks' word for the vehicle: "picked up the Hilux" does "Pick up the truck" (parent78).
  const completion = findCompletion(withVehicleWord(lower, text, tasks.map((t) => t.title)), tasks, REMINDER_CUE.test(prepared), names, textVector, text);
  const facts = { waiting: waiting !== null, completes: completion !== null, completedTitle: completion?.task.title };
  let event = classifyEventType(prepared, modelInput, undefined, facts);
  // A thought that names an open project's subject with no steps of its own belongs to that
  // project rather than starting a new one (GUIDELINES 8: a new project has no parent).
  // A tally "so far:" lists what an open project has gathered, not steps of a new one (links76).
  if (event.type === "project" && (!event.listsSteps || TALLY_SO_FAR.test(lower)) && projects.length) {
    if (pickParent(rankProjects(text, projects, tasks, names))) event = classifyEventType(prepared, modelInput, "project", facts);
  }
  const eventType = event.type;

  const schedule = extractSchedule(text, input.now, timezone, {
    unschedulable: eventType === "emotion_state",
    // A thing awaited ("the new bedding comes monday, tracking says") is expected on its day, not planned for it.
    plannedOnly: UNSCHEDULED.has(eventType) || (waiting !== null && eventType === "acquisition_disposition"),
    waitingFrom: waiting?.index ?? null,
    habitIsRule: eventType === "decision_commitment",
  });
  const today = formatDate(toWallTime(input.now, timezone));
  const scheduledLocal = formatScheduleLocal(schedule.scheduled);

  const ranked = eventType === "project" ? [] : rankProjects(text, projects, tasks, names);
  const completedParent = completion?.task.parent_id ? projects.find((p) => p.id === completion.task.parent_id) ?? null : null;
  const parentMatch = completedParent ? null : pickParent(ranked, { completesLooseTask: completion !== null });
  const parent = completedParent ?? parentMatch?.project ?? null;

  const mentioned = findMentionedContacts(lower, names, context.contacts ?? []);
  const domain = classifyDomain(domainText, domainInput, mentioned, parent ? titleInput(parent.title) : null, text, parent?.title);
  const priority = detectPriority(lower, scheduledLocal?.startsWith(today) ?? false);
  const container = containerFor(eventType, isPastReport(lower) || completion !== null);
  // Related projects name records, so they carry the full titles, not the bounded ones.
  const fullTitles = new Map(projects.map((p, i) => [p, input.context?.projects?.[i]?.title ?? p.title]));
  const titleOf = (p: ContextProject): string => fullTitles.get(p) ?? p.title;
  const related = ranked.filter((r) => r.score >= 1).map((r) => titleOf(r.project));
  if (parent && !related.includes(titleOf(parent))) related.unshift(titleOf(parent));

  const confidence = Math.round(Math.max(0.3, Math.min(0.98, event.probability * 0.6 + domain.probability * 0.4)) * 100);
  const result: ClassifyResult = {
    domain: domain.domain,
    subdomain: pickSubdomain(lower, domain.domain),
    ai_title: buildTitle(text, schedule.spans, eventType),
    priority,
    event_type: eventType,
    ...container,
    parent_id: parent?.id ?? null,
    entities,
    related_projects: related,
    scheduled_for: formatSchedule(schedule.scheduled),
    recurrence: UNSCHEDULED.has(eventType) ? null : detectRecurrence(lower, schedule.scheduled?.kind === "timed" ? schedule.scheduled.local : null),
    waiting_for: waiting?.waitingFor ?? null,
    expected_date: waiting && schedule.expected ? formatDate(schedule.expected) : null,
    confidence,
    reasoning: "",
    commercial_value: estimateCommercialValue(text, { domain: domain.domain, eventType }),
    completes: completion?.task.id ?? null,
    resolution_action: completion ? "complete_task" : null,
    resolution_confidence: completion?.confidence ?? null,
    resolution_reasoning: completion?.reasoning ?? null,
    fallback_used: false,
  };
  result.reasoning = buildReasoning(result, event.cues, scheduledLocal, parent?.title ?? null);
  return result;
}
