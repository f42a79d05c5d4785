import type { EventType } from "@life/contracts";

/**
 * A thought that reports a task of the list done takes the event type of the task it completes (GUIDELINES 3: paid is
 * a transaction, bought, sold or returned an acquisition, called or emailed a communication, and an ordinary chore done
 * is still a task, rule 13, d036). Told as an outcome without the task's verb ("the boat tickets to Rodrigues are
 * bought", "Posy's pressure washer is back in her shed", "the big mixer's seal holds now", "kitchen cabinets are in"),
 * the model reads such a thought as a remark; the task's own title says what kind of thing was done.
 */
const TITLE_TYPES: ReadonlyArray<readonly [RegExp, EventType]> = [
  [/^(?:pay|settle|transfer|reimburse|invoice|refund)\b/i, "transaction"],
  [/^(?:buy|order|sell|return|donate|list|pick up|collect)\b/i, "acquisition_disposition"],
  [/^(?:call|ring|phone|email|e-mail|text|message|whatsapp)\b/i, "communication"],
  // Steps of work or paperwork with no money, thing or message in the verb: a task (rule 13).
  [/^(?:fix|repair|install|put|clean|clear|tidy|paint|hang|fit|replace|renew|submit|hand in|turn in|file|enrol|enroll|register|book|find|test|check|sort|finish|move|mend|service|trim|mow|wash|update|print|sign)\b/i, "task"],
  // Paperwork steps told as a state (round on the sixty-fifth set): "the AGM notice is out to all members" (Circulate
  // the AGM notice), "privacy notice is on the site now" (Add a privacy notice), "Jess's hours are in the roster system"
  // (Enter Jess's hours), "my application for the educator job went in last night" (Apply for the position),
  // "Thabo's reference letter went off to the embassy" (Write Thabo's reference letter), "the descant sheets are
  // copied" (Copy the descant sheets): a chore done, a task (rule 13).
  [/^(?:add|write|enter|circulate|copy|apply)\b/i, "task"],
];

/** The event type a task's title names by its opening verb, or null when the verb says nothing sure ("Get", "Take"). */
export function typeOfTaskTitle(title: string): EventType | null {
  for (const [re, type] of TITLE_TYPES) if (re.test(title.trim())) return type;
  return null;
}

/** Read only when the model's pick is a record type the completion contradicts: a remark or a cheered outcome. */
const OVERRIDDEN: ReadonlySet<EventType> = new Set<EventType>(["observation_insight"]);
/**
 * An outcome picked for a chore of the list told flat ("CRO annual return accepted, no late fee this time", "first aid
 * cert renewed, good for 3 more years", "got the chapel gate painted at last", "turned in the FSA loan application for
 * the new ponds"): the chore done, a task (rule 13), not a notable result. Cheered ("!", "!!", an emoji: "submitted the
 * grant application! 🎉", "roof is done in Thrissur … 👌"), it stays an outcome.
 */
const CHEERED = /!|\bzexcl\b|\bzemoji\b/;
export const COMPLETED_TYPE_BOOST = Number(process.env.LIFE_EVENT_COMPLETED_TYPE ?? 2.5);

/** Adds the completed task's type to the scores when the thought would otherwise be read as a remark or a flat outcome. */
export function boostCompletedTaskType(scores: Record<EventType, number>, fired: Map<EventType, string[]>, completedTitle: string | undefined, prepared = ""): void {
  if (!COMPLETED_TYPE_BOOST || !completedTitle) return;
  const type = typeOfTaskTitle(completedTitle);
  if (!type) return;
  const top = (Object.keys(scores) as EventType[]).reduce((a, b) => (scores[b] > scores[a] ? b : a));
  const flatOutcome = top === "milestone_outcome" && type === "task" && !CHEERED.test(prepared);
  if ((!OVERRIDDEN.has(top) && !flatOutcome) || top === type) return;
  scores[type] += COMPLETED_TYPE_BOOST;
  fired.set(type, [...(fired.get(type) ?? []), "reports a task of the list done, of this kind"]);
}
