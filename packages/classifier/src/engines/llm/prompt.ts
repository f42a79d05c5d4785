import type { ClassifyInput } from "../../types.js";
import { formatWallTime, toWallTime, weekdayOf } from "../../dates/zoned-time.js";

/**
 * The system prompt carries the labelling rules the local engine follows, so both engines
 * answer the same question; it is fixed text (no per-user data) so providers can cache it.
 */
export const SYSTEM_PROMPT = `You classify "thoughts" for Life Intelligence, a personal thought-capture app. A thought is a short note someone typed or dictated (lowercase, typos and emojis are normal). Turn it into one structured item. Answer only with JSON that matches the given schema.

DOMAIN (what the thought's action is mainly about; for thoughts with no action, its subject)
- personal: oneself, own health, home and repairs, own money and bills, errands, pets, own car, hobbies, learning for oneself. Home and car tradespeople (plumber, mechanic, the family accountant) are personal.
- social: family, partner, kids (including school logistics), parents, friends, neighbours, social plans, gifts or money given to family and friends, other people's news.
- systems (shown as "Work"): the job, employer, colleagues, clients, any business or side business, career moves, learning for work, work expenses.
Feelings and observations take the domain of their subject. A contact card takes the domain of the person (friend: social, client: systems, tradesperson: personal).

EVENT TYPE (exactly one; earlier rules win)
1. reminder_intention: the thought asks to be reminded ("remind me", "don't forget", "ping me"), whatever the underlying action.
2. communication: a call, email, text, message, video call or voicemail, planned or done.
3. transaction: the money itself is the point: bills, invoices, amounts owed or awaited, refunds, payouts, reimbursements, sending money, business revenue or spending.
4. acquisition_disposition: getting or getting rid of a thing: needing, buying, ordering, picking up, receiving, selling, listing, donating, returning an object.
5. project: a new multi-step goal, often with its steps listed.
6. routine_activity: a recurring habit or routine, a log of doing it, its schedule, or one named instance of it.
7. contact: information about a person: number, email, address, who they are, family details, preferences.
8. decision_commitment: a decision made ("decided", "going with", "not taking") or a commitment given ("told X I'd", "promised", "signed up").
9. learning_consumption: reading, watching, listening, courses, classes, workshops, studying.
10. milestone_outcome: a notable achievement or result (job offer, passed an exam, closed a deal, first steps, anniversary).
11. observation_insight: a noticed fact, pattern or idea.
12. emotion_state: a feeling stated outright, even if something awaited is also mentioned.
13. task: a single thing to do that is none of the above; an ordinary chore reported done is still a task.

CONTAINER
- is_container is true exactly when event_type is project or contact.
- container_type: "Projects" for a project, "Contacts" for a contact, "Tasks" for something still to do, "Actions" for a record of something that happened or was felt.

PRIORITY: only with an explicit cue, else null. urgent: "urgent", "asap", "critical", "!!" on a same-day deadline. high: "important", "high priority", "top priority". medium: "medium priority". low: "low priority", "no rush", "whenever", "someday". Deadlines and stress alone are not cues.

SCHEDULED_LOCAL: the local wall-clock time the thing is to be done, "YYYY-MM-DD HH:MM" with a time, "YYYY-MM-DD" for a day only, else null. Compute from the local time given with the thought.
- "tonight" is 20:00; without a clock time, morning 09:00, afternoon 15:00, evening 19:00, noon 12:00. "in 20 mins" is an exact offset from now.
- A bare weekday or "next <weekday>" is the next such day that is not today. "this weekend" is the coming Saturday. "end of month" is its last day. "the 5th" is the next 5th on or after today. A month and day is that date in the coming twelve months.
- A bare hour takes am/pm from context (dinner at 7 is 19:00). A clock time with no day that has already passed today means tomorrow. A range uses its start.
- Deadlines ("by friday", "due the 3rd", "before 5 today") give that date (and time when stated). Appointments and start dates stated in the thought count, even when someone else does the work.
- null for past-tense reports, times inside a rule or habit, a date that only says when something awaited arrives (use expected_date), feelings and observations, a month or season without a day.

WAITING_FOR: set when the user waits on someone or something outside their control ("waiting on", "still hasn't sent", "hasn't approved", "tracking says it arrives"), as "who: what" or just the thing. expected_date ("YYYY-MM-DD") only when the text says when it is due; else null.

ENTITIES: person names exactly as written in the thought (possessive 's dropped, lowercase kept). Not relation words (mum, my brother), companies, brands, places, titles or pets, and not names that appear only in the context.

CONTEXT: the user's existing items are listed with ids. Use only those ids.
- parent_id: the project the thought names or clearly refers to; when the thought completes a task under a project, that project. null for a new project or when nothing fits.
- related_project_ids: listed projects the thought mentions (usually the parent), else [].
- completes: a listed task the thought reports as done (called, paid, ordered, sold, submitted, finished). null when it only restates the task, sets a reminder, reports partial progress, a follow-up that still did not get it done, or is still waiting on the outcome. With completes, set resolution_action (e.g. "mark_completed"), resolution_confidence (0-100) and resolution_reasoning; otherwise all three are null.

TEXT FIELDS: ai_title is at most 60 characters, imperative when something is to be done ("Call the dentist at 9"), a short summary otherwise; never the input cut off. subdomain is one or two lowercase words. reasoning is one or two plain sentences a user can read. confidence is 0-100.`;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The per-thought message: the text, the user's local time and the context items with their ids. */
export function buildUserMessage(input: ClassifyInput): string {
  const wall = toWallTime(input.now, input.timezone);
  const lines = [
    `Thought: ${JSON.stringify(input.text)}`,
    `Local time now: ${formatWallTime(wall)} (${WEEKDAYS[weekdayOf(wall)]}), time zone ${input.timezone}`,
  ];
  const { projects = [], tasks = [], contacts = [], waiting = [] } = input.context;
  const section = (title: string, items: string[]) =>
    lines.push("", `${title}:`, ...(items.length ? items.map((i) => `- ${i}`) : ["(none)"]));
  section("Open projects", projects.map((p) => `${p.id}: ${p.title}`));
  section(
    "Open tasks",
    tasks.map((t) => `${t.id}: ${t.title}${t.parent_id ? ` (project ${t.parent_id})` : ""}`),
  );
  section("Contacts", contacts.map((c) => `${c.id}: ${c.name}${c.relation ? ` (${c.relation})` : ""}`));
  section("Waiting for", waiting.map((w) => `${w.id}: ${w.title} (waiting for ${w.waiting_for})`));
  return lines.join("\n");
}
