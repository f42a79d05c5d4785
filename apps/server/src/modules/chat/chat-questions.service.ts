import { type CalendarDate, formatDate } from "@life/classifier";
import { domainLabels, isClearQuestion, type ChatItem, type ChatRespondInput, type ChatRespondResponse, type SetupAnswers, type User } from "@life/contracts";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import { countAnswer, HELP_TEXT, listTitles, mentionsAnswer, plural, projectAnswer, scheduleAnswer, UNKNOWN_TEXT, waitingAnswer } from "./answer-text.js";
import { answerTone, listLimit, type AnswerTone } from "./answer-tone.js";
import type { OpenAiEndpoint } from "./chat.config.js";
import { displayTitle, type ChatRepository, type ChatRow } from "./chat.repository.js";
import { pickByName } from "./fuzzy-match.js";
import { answerFromItems } from "./llm-answer.js";
import { formatDayLabel, formatScheduled, localToday, localWindow, safeTimeZone } from "./local-time.js";
import { detectIntent, type DayRange, type QuestionIntent } from "./question-intents.js";
import type { QaAnswerer, ReadQuestion } from "./qa-answerer.js";
import { answerWithLlm } from "./qa-llm.js";
import { describedByName, type QaQuestion } from "./qa/qa-question.js";
import { isCancelled, OTHERS_WAIT } from "./qa/qa-cues.js";
import { waitEnded } from "./qa/answers/open-items-answers.js";
import type { QaNote } from "./qa/qa-note.js";

export interface ChatQuestionsOptions {
  llm: OpenAiEndpoint | null;
  now?: () => Date;
  onLlmError?: (error: unknown) => void;
  /** Takes one unit of the user's daily quota before an outside model is called; throws 429 when spent. */
  useQuota?: (userId: string) => Promise<void>;
  fetchImpl?: typeof fetch;
  /** Answers every question the fixed shapes below do not (issue 16); without it they answer as before. */
  answerer?: QaAnswerer;
  /** The person's "Communication style" from setup, which sets the tone of the answers below. */
  answerStyle?: (userId: string) => Promise<SetupAnswers["communication_style"]>;
}

interface LocalAnswer {
  text: string;
  /** The thoughts the answer rests on; null when it rests on none (help, unknown). */
  rows: ChatRow[] | null;
}

/** The web bar's words for a capture from chat (spec 7). */
export const THOUGHT_CAPTURED = "Thought created and processing...";

/** Rows fetched per answer: an answer lists a handful, and counts come from COUNT(*). */
const ANSWER_LIMIT = 20;

/**
 * Answers questions about the person's own notes. Intent and data are always local; an LLM,
 * when configured, only rewords the answer from the rows already fetched for this person.
 */
export class ChatQuestionsService {
  private readonly now: () => Date;

  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly chat: ChatRepository,
    private readonly options: ChatQuestionsOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async respond(user: User, input: ChatRespondInput): Promise<ChatRespondResponse> {
    const now = this.now();
    // Only a clear question is answered; anything else ("ask Priya how the move went") is a
    // thought, captured through the same service as POST /thoughts rather than lost.
    if (!isClearQuestion(input.message)) {
      const captured = await this.thoughts.createThought(user, { original_input: input.message });
      return { response: THOUGHT_CAPTURED, timestamp: now.toISOString(), citations: [], capturedThought: captured };
    }
    const timeZone = safeTimeZone(user.timezone);
    const today = localToday(now, timeZone);
    const thoughtId = input.context?.thoughtId ?? null;
    const intent = detectIntent(input.message, today, thoughtId !== null);
    const answerer = this.options.answerer;
    // Read once: the shapes that need the question's reading to decide get it here, and the answerer reuses it.
    const read = answerer && READS_QUESTION.has(intent.kind) ? await answerer.read(user.id, input.message, now, timeZone) : null;
    if (answerer && !fixedShapeFits(intent, read?.question ?? null, input.message, today)) {
      const answered = await this.answerFromNotes(user, input.message, read, now, timeZone);
      // "What's left on the boat project?" with no such project and no notes: say which projects there are.
      if (!(intent.kind === "project" && answered.citations.length === 0)) return answered;
    }
    const tone = answerTone(await this.options.answerStyle?.(user.id));
    const local = await this.answerLocally(user, intent, timeZone, thoughtId, tone);

    let response = local.text;
    if (local.rows && this.options.llm) {
      await this.options.useQuota?.(user.id);
      try {
        const items = local.rows.map((r) => ({ title: r.title, status: r.status, domain: r.domain, when: r.scheduled_for && formatScheduled(r.scheduled_for, timeZone), waiting_for: r.waiting_for }));
        response = await answerFromItems(input.message, local.text, items, `${formatDayLabel(today)}, ${formatDate(today)}`, this.options.llm, this.options.fetchImpl);
      } catch (error) {
        this.options.onLlmError?.(error);
      }
    }
    return {
      response,
      timestamp: now.toISOString(),
      number: null,
      citations: (local.rows ?? []).slice(0, ANSWER_LIMIT).map((r) => ({ id: r.id, title: r.title, created_at: r.created_at })),
      ...(local.rows ? { items: local.rows.slice(0, ANSWER_LIMIT).map(toItem) } : {}),
    };
  }

  /** The retrieval-first answer; with an LLM, its grounded rewording when every citation checks out. */
  private async answerFromNotes(user: User, message: string, read: ReadQuestion | null, now: Date, timeZone: string): Promise<ChatRespondResponse> {
    const offline = await this.options.answerer!.answer(user.id, read ?? message, now, timeZone);
    let text = offline.text;
    let notes = offline.notes;
    if (this.options.llm) {
      await this.options.useQuota?.(user.id);
      try {
        const shown = [...offline.notes, ...offline.retrieved.filter((n) => !offline.notes.includes(n))];
        const today = localToday(now, timeZone);
        const grounded = await answerWithLlm(message, `${formatDayLabel(today)}, ${formatDate(today)}`, shown, offline.text, this.options.llm, this.options.fetchImpl);
        if (grounded) ({ text, notes } = grounded);
        else this.options.onLlmError?.(new Error("the model's answer cited notes it was not given, or none; answered locally"));
      } catch (error) {
        this.options.onLlmError?.(error);
      }
    }
    return {
      response: text,
      timestamp: now.toISOString(),
      citations: notes.map(toCitation),
      number: offline.number,
      items: notes.slice(0, ANSWER_LIMIT).map((n) => ({ id: n.id, title: n.title, status: n.status as ChatItem["status"], domain: n.domain, scheduled_for: n.scheduledFor })),
    };
  }

  private async answerLocally(user: User, intent: QuestionIntent, timeZone: string, thoughtId: string | null, tone: AnswerTone): Promise<LocalAnswer> {
    switch (intent.kind) {
      case "help":
        return { text: HELP_TEXT, rows: null };
      case "unknown":
        return { text: UNKNOWN_TEXT, rows: null };
      case "explain":
        return this.explain(user, thoughtId!);
      case "schedule":
        return this.schedule(user, intent.range, timeZone, tone);
      case "waiting": {
        // Someone else's wait the classifier filed as the person's ("Beth is still waiting on her visa") is their news.
        const listed = (await this.chat.listWaiting(user.id, ANSWER_LIMIT)).filter((r) => !OTHERS_WAIT.test(r.text));
        // The Waiting view lists what the classifier marked; notes that only say so in words ("HR says 2-3 weeks") join them.
        const offline = this.options.answerer ? await this.options.answerer.answer(user.id, "what am I waiting for?", this.now(), timeZone) : null;
        // A wait a later note ended ("the shoes came") is over, though the classifier did not link the two.
        const rows = offline ? listed.filter((r) => !offline.retrieved.some((n) => n.id === r.id && waitEnded(n, offline.retrieved))) : listed;
        const extra = offline ? offline.notes.filter((n) => !rows.some((r) => r.id === n.id)) : [];
        const more: ChatRow[] = extra.map(noteToRow);
        const text = more.length === 0 ? waitingAnswer(rows, tone) : rows.length === 0 ? `You're waiting on ${plural(more.length, "thing")}: ${listTitles(more.map((r) => r.title))}.` : `${waitingAnswer(rows, tone)} Also noted as awaited: ${listTitles(more.map((r) => r.title))}.`;
        return { text, rows: [...rows, ...more] };
      }
      case "count": {
        const { total, items } = await this.chat.countAndList(user.id, intent, listLimit(tone));
        const noun = intent.noun === "thoughts" ? "thought" : intent.noun.slice(0, -1);
        const what = `${intent.statusWord ? `${intent.statusWord} ` : ""}${noun}`;
        return { text: countAnswer(total, what, intent.domain, items, tone), rows: items };
      }
      case "mentions": {
        const rows = await this.chat.findMentions(user.id, intent.name, ANSWER_LIMIT);
        return { text: mentionsAnswer(intent.name, rows, rows.length === ANSWER_LIMIT ? ANSWER_LIMIT : null, tone), rows };
      }
      case "project":
        return this.projectRemaining(user, intent.name, tone);
    }
  }

  private async schedule(user: User, range: DayRange, timeZone: string, tone: AnswerTone): Promise<LocalAnswer> {
    // A plan the person called off in its own words ("scrapping it") is not on.
    const window = localWindow(range.from, range.days, timeZone);
    const stored = await this.chat.listScheduled(user.id, window, ANSWER_LIMIT);
    const revision = this.options.answerer ? await this.options.answerer.reviseSchedule(user.id, window, timeZone) : { drop: new Set<string>(), add: [] };
    const found = [...stored.filter((r) => !revision.drop.has(r.id)), ...revision.add.map(noteToRow)].filter((r) => !isCancelled(r.text));
    // All-day items first within a day, then by time: compare by local date, then by the stored value.
    const localDate = (r: ChatRow) => (r.scheduled_for!.length === 10 ? r.scheduled_for! : formatScheduledDate(r.scheduled_for!, timeZone));
    const rows = found
      .sort((a, b) => localDate(a).localeCompare(localDate(b)) || a.scheduled_for!.length - b.scheduled_for!.length || a.scheduled_for!.localeCompare(b.scheduled_for!))
      .slice(0, ANSWER_LIMIT);
    const label = range.days === 1 ? `${range.label} (${formatDayLabel(range.from)})` : range.label;
    return { text: scheduleAnswer(rows, label, range.days === 1, timeZone, tone), rows };
  }

  private async projectRemaining(user: User, name: string, tone: AnswerTone): Promise<LocalAnswer> {
    const projects = await this.chat.listProjects(user.id);
    const { match, close } = pickByName(name, projects);
    if (!match) {
      const known = close.length > 0 ? ` Did you mean: ${close.map((p) => p.name).join(", ")}?` : projects.length > 0 ? ` Your projects: ${projects.slice(0, 3).map((p) => p.name).join(", ")}.` : " You have no projects yet.";
      return { text: `I couldn't find a project matching "${name}".${known}`, rows: [] };
    }
    const { total, items } = await this.chat.listOpenChildren(user.id, match.id, ANSWER_LIMIT);
    return { text: projectAnswer(match.name, total, items, tone), rows: total === 0 ? [] : items };
  }

  private async explain(user: User, thoughtId: string): Promise<LocalAnswer> {
    const t = await this.thoughts.getThought(user, thoughtId);
    const title = displayTitle(t.ai_title, t.original_input);
    const row: ChatRow = { id: t.id, title, status: t.status, domain: t.domain, subdomain: t.subdomain, scheduled_for: t.scheduled_for, waiting_for: t.waiting_for, expected_date: t.expected_date, created_at: t.created_at, text: t.original_input };
    if (!t.domain) return { text: `"${title}" has not been classified yet.`, rows: [row] };
    const parts = [`"${title}" is filed under ${domainLabels[t.domain]}${t.subdomain ? `/${t.subdomain}` : ""}`];
    if (t.event_type) parts.push(`as ${t.event_type.replaceAll("_", " ")}`);
    const attributes = t.flexible_attributes;
    const details = [`status ${t.status}`];
    if (attributes.priority) details.push(`priority ${attributes.priority}`);
    if (typeof attributes.confidence === "number") details.push(`confidence ${attributes.confidence}%`);
    const reason = attributes.reasoning ? ` Reason: ${attributes.reasoning}` : "";
    return { text: `${parts.join(" ")} (${details.join(", ")}).${reason}`, rows: [row] };
  }
}

function formatScheduledDate(instant: string, timeZone: string): string {
  return formatDate(localToday(new Date(instant), timeZone));
}

/** The fixed shapes that need the question's full reading to tell whether they fit. */
const READS_QUESTION = new Set<QuestionIntent["kind"]>(["mentions", "schedule", "waiting"]);

/** "What did we do…", "where were we…": a question about what happened. */
const PAST_ASKED = /\b(?:did|was|were)\b/i;

/**
 * The fixed shapes keep their answers where the question really is that shape: help, explaining
 * the selected thought, counts of tasks or projects, "what did I note about X", the plain
 * schedule and Waiting-view questions, and what is left on a project that exists. Everything
 * else ("how much did I spend this week", "how have I felt this week") goes to the answerer.
 * `read`: the question's reading, given for the kinds in READS_QUESTION.
 */
function fixedShapeFits(intent: QuestionIntent, read: QaQuestion | null, message: string, today: CalendarDate): boolean {
  switch (intent.kind) {
    case "help":
    case "explain":
      return true;
    case "mentions":
      // "How have I been feeling about the new job", "what did we decide about the floor": the "about" is the topic of another kind of question.
      if (read && ["feeling", "decision", "sum", "count", "remaining", "waiting"].includes(read.kind)) return false;
      // "The new people at the Bixby place" is no name to search for: the name inside it, with the rest as topic, is.
      if (read && read.kind === "person" && describedByName(intent.name)) return false;
      // "What did the mechanic say about the brakes" asks what someone said, not what the person noted. (Round 47's wider
      // reading, a field and a title such as "the skin doctor", lowered qa-fresh-31's held precision on merged main: dropped.)
      return !/\b(?:did|does|do)\s+(?!i\b|we\b|you\b)(?:the\s+|my\s+|our\s+)?[\p{L}]+\s+(?:say|said|tell|think|recommend)\b/iu.test(message);
    case "count":
      return intent.noun !== "thoughts" || /\b(thoughts|notes)\b/i.test(message);
    case "schedule":
    case "waiting": {
      if (!read) return false;
      // "What did we get up to last weekend" asks what happened, not what was scheduled.
      if (read.kind === "lookup" && read.range && !read.future && PAST_ASKED.test(message) && formatDate(read.range.to) <= formatDate(today)) return false;
      const sameKind = read.kind === intent.kind || (intent.kind === "schedule" && read.kind === "lookup");
      return sameKind && read.topic.length === 0 && read.people.length === 0;
    }
    default:
      return false;
  }
}

function noteToRow(n: QaNote): ChatRow {
  return { id: n.id, title: n.title, status: n.status as ChatRow["status"], domain: n.domain, subdomain: null, scheduled_for: n.scheduledFor, waiting_for: n.waitingFor, expected_date: null, created_at: n.createdAt, text: n.text };
}

function toCitation(note: QaNote) {
  return { id: note.id, title: note.title, created_at: note.createdAt };
}

function toItem(row: ChatRow): ChatItem {
  return { id: row.id, title: row.title, status: row.status, domain: row.domain, scheduled_for: row.scheduled_for };
}
