import { domainLabels, type EventType } from "@life/contracts";
import type { ClassifyResult } from "../../types.js";

const EVENT_LABELS: Record<EventType, string> = {
  task: "a task",
  project: "a new project",
  communication: "a call or message",
  routine_activity: "a routine",
  contact: "a contact card",
  transaction: "a money matter",
  acquisition_disposition: "getting or getting rid of something",
  observation_insight: "an observation",
  emotion_state: "a feeling",
  reminder_intention: "a reminder",
  decision_commitment: "a decision or commitment",
  learning_consumption: "learning or reading",
  milestone_outcome: "a milestone",
};

/** One or two sentences a person can read: what it is, why, and what it links to. */
export function buildReasoning(r: ClassifyResult, cues: string[], scheduledLocal: string | null, parentTitle: string | null): string {
  const why = cues.length ? ` because it ${cues[0]}` : "";
  const first = `Read as ${EVENT_LABELS[r.event_type]} in ${domainLabels[r.domain]} (${r.subdomain})${why}.`;
  const links: string[] = [];
  if (scheduledLocal) links.push(`scheduled for ${scheduledLocal}`);
  if (parentTitle) links.push(`part of "${parentTitle}"`);
  if (r.completes) links.push("completes an open task");
  if (r.waiting_for) links.push(`waiting on ${r.waiting_for}`);
  if (r.entities.length) links.push(`mentions ${r.entities.join(", ")}`);
  if (!links.length) return first;
  const second = links.join("; ");
  return `${first} ${second.charAt(0).toUpperCase()}${second.slice(1)}.`;
}
