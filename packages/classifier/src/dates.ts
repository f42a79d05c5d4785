import { findDayMentions, PART_OF_DAY_HOUR, type DayMention, type PartOfDay } from "./dates/day-mentions.js";
import { findOffsetMentions, findShiftMentions, findTimeMentions, type TimeMention } from "./dates/time-mentions.js";
import { hasPastVerb, IRREGULAR_PAST_FORMS, isPastReport, pointsAhead } from "./dates/tense.js";
import { bareHourAtPlace, meetingTimeClause } from "./dates/meet-time-66.js";
import { weekdayNamesAThing } from "./dates/day-names-70.js";
import { SENT_REQUEST_BEFORE } from "./dates/sent-request-72.js";
import { everyOtherWeekday } from "./dates/fortnight-72.js";
import { pluralSubjectHabit } from "./dates/plural-habit-75.js";
import { EXPIRY_BEFORE, actsOnExpiry } from "./dates/expiry-74.js";
import { AWAITED_BEFORE } from "./dates/awaited-80.js";
import { dayBesideFact } from "./dates/fact-day-83.js";
import { dayDescribedAsItIs } from "./dates/day-described-84.js";
import { weekendBeforeNoun } from "./dates/weekend-67.js";
import { tonightNamesAPlan } from "./dates/tonight-plan-76.js";
import { longingToday } from "./dates/longing-77.js";
import { hourGoneBy } from "./dates/gone-hour-77.js";
import { morningReportedNow, weekdayTurnUnderWay, wholeDayStretch } from "./dates/told-as-it-happens-76.js";
import { isVerbForm } from "./entities/lexicon.js";
import { IMPERATIVE_VERBS } from "./text/verbs.js";
import { isRareWord } from "./entities/rare-words.js";
import { normalizeText } from "./text/normalize.js";
import { looksLikeCard } from "./text/card.js";
import {
  addDays,
  addMinutesToWall,
  compareDates,
  compareWallTimes,
  formatDate,
  formatWallTime,
  toWallTime,
  wallTimeToInstant,
  type CalendarDate,
  type WallTime,
} from "./dates/zoned-time.js";

export type Schedule =
  | { kind: "timed"; instant: Date; local: WallTime }
  | { kind: "date"; date: CalendarDate };

export interface ScheduleOptions {
  /** Feelings are never scheduled, even when they mention a day (GUIDELINES 4.6). */
  unschedulable?: boolean;
  /**
   * Observations, outcomes and contact cards keep a date only when the text itself plans ahead: the
   * event type comes from a model that can read "physio got moved to friday 8:15" as an outcome, and
   * what 4.6 leaves out is a record that merely mentions a day, not an appointment it states.
   */
  plannedOnly?: boolean;
  /** Where a waiting-for clause starts: day references after it are the awaited thing's date (section 7). */
  waitingFrom?: number | null;
  /**
   * A decision about a habit ("decided Kofi can start football on saturdays", "told Ma I'll go back every saturday")
   * sets a rule, not a day: its recurring weekdays schedule nothing (GUIDELINES 4.6, a rule or habit's time).
   */
  habitIsRule?: boolean;
}

export interface ScheduleResult {
  scheduled: Schedule | null;
  /** Local date an awaited thing is due, when stated after the waiting cue. */
  expected: CalendarDate | null;
  /** The text span the schedule came from, so titles can drop it. */
  spans: Array<{ index: number; end: number }>;
}

/** Opening hours and rules before a weekday: "closed Mondays", "opens on sat", "no more gigs on sundays". */
const HOURS_OR_RULE_BEFORE = /\b(?:closed|shut|opens|closes|open (?:till|until|late)|no more\b[^,.;:!?]{0,30}(?:on|of a))\s+(?:on\s+)?$/;
/** "like every sunday", "like always", "the usual": a habit's turn. */
const LIKE_EVERY = /\b(?:like every|same as every|like always|as always|like usual|the usual)\b/;
/** A habit's weekday that is today's, in a thought with nothing ahead: today's turn, not the one a week on. */
/** Words that describe how things go, not what is planned. */
const HABIT_WORDS = /\b(?:always|usually|normally|generally|tends? to|often)\b/;

/** A clause that describes a habit: a frequency word, or a verb in the third person present ("dips", "saves"). */
function describesHabit(clause: string): boolean {
  if (HABIT_WORDS.test(clause) || pluralSubjectHabit(clause)) return true;
  const words = clause.split(/[^a-z']+/);
  return words.some((w, i) => i > 0 && w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !/^(?:the|my|our|his|her|their|a|all|some|two|three)$/.test(words[i - 1] ?? "") &&
    (isVerbForm(w) || [w.slice(0, -1), w.endsWith("es") ? w.slice(0, -2) : ""].some((b) => b.length >= 2 && IMPERATIVE_VERBS.has(b))));
}

function todaysTurn(lower: string, d: DayMention, today: CalendarDate): boolean {
  return compareDates(d.date, addDays(today, 7)) === 0 && LIKE_EVERY.test(lower) && !pointsAhead(lower);
}
/** What an owned weekday names when it is a habit: "our friday thing", "my sunday evening job". */
const OWNED_HABIT_AFTER = /^(?:\s+(?:morning|afternoon|evening|night))?\s+(?:thing|things|ritual|routine|habit|tradition|treat|job|chore|jobs|chores)\b/;
const EVENING_CONTEXT = /\b(dinner|supper|drinks|party|movie|date night|concert|bed|bedtime|show|gig|pub|bar|wine|game night|night|tonight|evening|5-a-side|futsal|quiz|trivia|rehearsal|book club|ceilidh|ceili|disco|karaoke|barn dance|open mic|poker night|darts|fireworks|bonfire|sleepover)\b/;
const MORNING_CONTEXT = /\b(breakfast|morning|dawn|when they open|opens?|before work|before (?:my |the )?shift|sunrise|am)\b/;
/**
 * "the Gaelic class … thursday at 7", "video call with Sioned on sunday at 7", "call Gran at 7": a class or a call at
 * a bare 7 is the evening's (classes and calls at 8 and later are the morning's: "call the surgery at 8").
 */
const SEVEN_IN_THE_EVENING = /\b(class|classes|course|lesson|lessons|lecture|call)\b/;
/**
 * A time in a rule or habit ("no more coffee after 2pm", "screens off by 10") is not a schedule, nor is someone's
 * standing availability ("only free after 7pm", "collects trays only till 9pm").
 */
const RULE_CONTEXT = /\b(no more|never|always|every|each|any ?more|not after|nothing after|weekly|daily|usually|habit|only (?:ever )?[a-z]+s)\b|\b(?:no|zero) (?:[\w']+ ){1,5}(?:after|past)\b|\bonly (?:[\w']+ ){0,2}(?:after|till|til|until)\b/;

/** "no food after 7", "nothing past 9", "not before 10": a limit in a rule, right before its clock time. */
const RULE_TIME_BEFORE = /\b(?:no|nothing|not|never|zero)\b(?:\s+[\w']+){0,4}\s+(?:after|past|before)\s+$/;
/** Who may open a clause as its subject: "her husband passed on friday", "Jo's car broke down on monday". */
const CLAUSE_SUBJECT = /^\s*(?:(?:my|our|his|her|their|the)\s+)?[a-z']+\s+(?:just\s+|finally\s+|already\s+)?([a-z]+)\b/;

/**
 * "back from the Tuesday run like always", "just back from sunday lunch at mum's": a thought that opens on being back
 * from something reports it done (GUIDELINES, Clarifications: a log of a habit is not scheduled).
 */
const BACK_FROM = /^[\s\W]*(?:(?:just|finally|got|i'm|im|i am|we're|we are|home and)\s+)*back from\b/;

/** Short past forms the -ed rule of `hasPastVerb` leaves out ("his nan died"). */
const SHORT_PAST = /\b(?:died|tied|lied|fled)\b/;

/** A clause that opens on a subject and its past verb ("her husband passed on friday"), and points nowhere ahead. */
function subjectReportsPast(clause: string): boolean {
  const verb = CLAUSE_SUBJECT.exec(clause)?.[1];
  if (!verb || pointsAhead(clause)) return false;
  return IRREGULAR_PAST_FORMS.has(verb) || SHORT_PAST.test(verb) || (verb.length > 4 && verb.endsWith("ed") && hasPastVerb(verb));
}

/** The first clause break in a text (the breaks of `CLAUSE_BREAKS`). */
const FIRST_BREAK = /[.;!?,:]|\s[-—–]\s/;

/**
 * The words within 40 characters of a clock time, whole: a window cut mid-word read "off nights" as "off night" and
 * an 8:30 MOT as the evening's. With `ownClauseAfter`, the window after the time stops at its clause's end: "blood test
 * the Monday 8 o clock, no eating from the night before" (66th) and "call Claro asap when they open at 8, the internet
 * keeps dropping at night" (72nd) name the night in a clause of its own, which says nothing of the hour (round 76).
 */
function wordsNear(lower: string, t: TimeMention, ownClauseAfter = false): string {
  let start = Math.max(0, t.index - 40);
  let end = Math.min(lower.length, t.end + 40);
  const cut = ownClauseAfter ? FIRST_BREAK.exec(lower.slice(t.end, end)) : null;
  if (cut) end = t.end + cut.index;
  while (start > 0 && /[a-z0-9']/.test(lower[start - 1]!)) start--;
  while (end < lower.length && /[a-z0-9']/.test(lower[end]!)) end++;
  return lower.slice(start, end);
}

/** How far ahead the evening reading of a bare hour may be and still be the one meant (see extractSchedule). */
const EVENING_READING_AHEAD_MINUTES = 6 * 60;

/** Settles am/pm for a clock time that did not say (GUIDELINES 4.3). */
/** Words of the late night, for which a bare 11 is 23:00. */
const LATE_CONTEXT = /\b(?:bed|bedtime|night|tonight|pub|bar|sleepover|fireworks)\b/;

/** An evening event's bare hour is the evening's; at 11 only a late word says so ("school show monday at 11" is the morning). */
function eveningHour(hour: number, near: string): boolean {
  return EVENING_CONTEXT.test(near) && (hour <= 10 || LATE_CONTEXT.test(near));
}

export function resolveHour(t: TimeMention, part: PartOfDay | null, lower: string): number {
  if (t.meridiem === "am") return t.hour === 12 ? 0 : t.hour;
  if (t.meridiem === "pm") return t.hour < 12 ? t.hour + 12 : t.hour;
  if (t.hour === 0 || t.hour > 12 || t.text.startsWith("0")) return t.hour;
  if (t.hour === 12) return 12;
  if (part === "morning") return t.hour;
  if (part === "afternoon" || part === "evening" || part === "night") return t.hour + 12;
  const near = wordsNear(lower, t);
  if (t.hour >= 5 && eveningHour(t.hour, wordsNear(lower, t, true))) return t.hour + 12;
  if (MORNING_CONTEXT.test(near)) return t.hour;
  if (t.hour === 7 && SEVEN_IN_THE_EVENING.test(near)) return 19;
  if (earlyWorkout(t, lower)) return t.hour;
  return t.hour <= 6 ? t.hour + 12 : t.hour;
}

/** Workouts a thought may open on, done before the day starts. */
const WORKOUTS = new Set(["swim", "pilates", "yoga", "gym", "spin", "run", "parkrun", "bootcamp", "crossfit", "rowing"]);
/** What a workout names when it is a class or a child's lesson, mostly after school or work: "swim lesson", "spin class". */
const WORKOUT_CLASS = new Set(["lesson", "lessons", "class", "classes", "squad", "club", "practice", "training"]);

/**
 * "pilates at 6:30 tmrw like every saturday", "swim at Henley at 6 tomorrow like every friday": a thought that opens on
 * a workout at a bare 5 or 6 is the early morning's, when nothing says evening ("gym at 6 tonight" is 18:00); picking
 * a child up "from swimming at 5" opens on the errand, and a "swim lesson" or "spin class" is the evening's.
 */
function earlyWorkout(t: TimeMention, lower: string): boolean {
  const opening = /^[\s\W]*([a-z]+)\s*([a-z]*)/.exec(lower);
  return (t.hour === 5 || t.hour === 6) && WORKOUTS.has(opening?.[1] ?? "") && !WORKOUT_CLASS.has(opening?.[2] ?? "");
}

/** resolveHour fell back on its default: no am/pm, part of day or context said which. */
function hourByDefault(t: TimeMention, part: PartOfDay | null, lower: string): boolean {
  if (t.meridiem !== null || t.hour === 0 || t.hour >= 12 || t.text.startsWith("0") || part) return false;
  const near = wordsNear(lower, t);
  return !(t.hour >= 5 && eveningHour(t.hour, wordsNear(lower, t, true))) && !MORNING_CONTEXT.test(near) && !(t.hour === 7 && SEVEN_IN_THE_EVENING.test(near)) && !earlyWorkout(t, lower);
}

function gap(a: { index: number; end: number }, b: { index: number; end: number }): number {
  return b.index >= a.end ? b.index - a.end : Math.max(0, a.index - b.end);
}

function nearestTime(times: TimeMention[], day: DayMention): TimeMention | undefined {
  let best: TimeMention | undefined;
  let bestGap = Infinity;
  for (const t of times) {
    const gap = t.index >= day.end ? t.index - day.end : day.index - t.end;
    if (gap < bestGap && gap < 60) {
      best = t;
      bestGap = gap;
    }
  }
  return best;
}

/** "by friday", "before the 27th", "due the 3rd": a deadline is a plan whatever else the thought is. */
const DEADLINE_BEFORE = /\b(?:by|before|b4|due(?: on)?|until|till)\s+(?:(?:the|this|next)\s+)?$/;
/**
 * "chase the roofer if his quote still hasnt come by wednesday": a day set as the limit of a condition that something
 * has not happened is when to act on it, even inside the waiting clause (as d016's "remind me next thursday to chase
 * the bank if the letter still hasn't come" names its day before it).
 */
const IF_NOT_BY_BEFORE = /\bif\b[^,.;:!?]*\b(?:hasn't|hasnt|haven't|havent|hadn't|isn't|isnt|aren't|didn't|doesn't|not|no)\b[^,.;:!?]*\b(?:by|before|until|till)\s+(?:(?:the|this|next)\s+)?$/;
/** "the stand needs volunteers for saturday": the day something is for. */
const FOR_BEFORE = /\bfor\s+(?:(?:the|this|next)\s+)?$/;
/** "locked in the tour for sunday", "physio got moved to friday": a report of arranging a time names that time. */
const ARRANGED_BEFORE = /\b(?:locked in|sorted|arranged|set up|fixed|rescheduled|moved|pushed|brought forward|put|got)\b[^,.;:!?]{0,40}\b(?:for|to)\s+(?:(?:the|this|next)\s+)?$/;
/**
 * "decided no more cigarettes from monday", "decided: the shop shuts at 6 starting tomorrow": what was decided starts on
 * that day, so the decision's past tense is no report of the day (Clarifications: a rule-like decision's start date).
 */
const DECIDED_START_BEFORE = /\bdecided\b[^.;!?]{0,60}\b(?:from|starting|as of)\s+(?:(?:this|next)\s+)?$/;
const DECIDED_BEFORE = /\bdecided\b[^.;!?]{0,60}$/;
function decidedStart(lower: string, day: DayMention): boolean {
  return day.text.startsWith("from ") ? introducedBy(lower, day, DECIDED_BEFORE) : introducedBy(lower, day, DECIDED_START_BEFORE);
}
/** "no post in two weeks", "haven't slept properly in a week": a negated stretch, not a time ahead. */
const STRETCH_BEFORE = /\b(?:no|not|never|hasn't|haven't|hadn't|didn't)\b[^,.;:!?]*$/;
/** "I'm driving him there", "we'll bring the salad", "don't let me miss it": the user's own plan, anywhere in the thought. */
const FIRST_PERSON_PLAN = /\b(?:i'm|i am|we're|we are)\s+\w+ing\b|\b(?:i'll|we'll|i will|we will|i need to|we need to|i have to|we have to|remind me|don'?t let me (?:forget|miss)|don'?t forget)\b/;
/** Leading words a day mention may carry ("for the 14th", "by the 3rd"), so the words before it are read. */
const MENTION_LEAD = /^(?:(?:by|for|before|on|due|until|till|the)\s+)*/;

function introducedBy(lower: string, day: DayMention, words: RegExp): boolean {
  const core = day.index + (MENTION_LEAD.exec(day.text)?.[0].length ?? 0);
  return words.test(lower.slice(Math.max(0, core - 60), core));
}

/**
 * "ring Sefa at 10 about covering my sunday", "text Sharon back abt sunday rest day", "text Shoaib that nets are
 * cancelled tomorrow": the day a message is about, or the day its news names, is not when to send it.
 */
/** "still haven't posted the orders from monday", "the washing from sunday is still not folded". */
const UNDONE_BEFORE = /\b(?:still (?:haven't|havent|hasn't|hasnt|not)|not yet)\b[^,.;:!?]{0,40}$/;
const MESSAGE_TOPIC_BEFORE = /\b(?:ring|call|phone|text|email|e-mail|message|msg|whatsapp|dm|ask|talk to|speak to|chat to|chat with|write to|reply to|voice note)\b[^,.;:!?]{0,40}\b(?:(?:about|abt|re|regarding)\s+(?:(?!(?:on|at|by|before|until|till|for|from|in)\b)[a-z']+\s+){0,2}|that\s+[^,.;:!?]*)$/;
/** "I'm out for saturday", "can't make it tuesday", "Diego will miss saturday's game": a day told as missed plans nothing. */
const ABSENT_BEFORE = /\b(?:can'?t make(?: it)?|cannot make(?: it)?|won'?t make(?: it)?|will miss|'ll miss|gonna miss|going to miss|not coming)\s+(?:(?:for|on)\s+)?$/;
/** "messaged the bowls group, I'm out for saturday": "out" is missing it only when the thought is a message sent ("I'm out saturday night with the girls" goes out). */
const OUT_BEFORE = /\b(?:i'm|i am|we're|we are) out\s+(?:(?:for|on)\s+)?$/;
/**
 * "May is off sick tomorrow so her clients come to me", "she'll be late tmr": a day someone else is off, sick, late or
 * away is their absence, noticed, not a plan of the user's ("I'm off friday" is one's own day and keeps it).
 */
const OTHERS_OFF_BEFORE = /\b(?!(?:i|we)\b)[a-z]+(?:'s| is| are|'re|'ll be| will be| be)\s+(?:off(?:\s+sick)?|out sick|sick|late|away|on leave)\s+(?:again\s+)?(?:(?:for|on)\s+)?$/;
/**
 * "winter tires on sale till thursday", "hope the snow holds off till tuesday", "no ahi till tuesday": a day a state
 * lasts until, in a thought that plans nothing of the user's, is when the state ends, not a day to act (4.6);
 * "don't forget, the sticker is valid until the 28th" and "the hotel wants a headcount" still act by it.
 */
const LASTS_UNTIL_BEFORE = /\b(?:till|until|til|'til)\s+(?:(?:the|this|next)\s+)?$/;
const ACTS_BY = /\b(?:remind|don'?t forget|dont forget|ping me|must|need to|needs? to|have to|has to|got to|wants?|needs?|asks?|asked|i'll|we'll|i will|we will|i'm|we're|let's)\b/;
function lastsUntilOnly(lower: string, d: DayMention): boolean {
  return introducedBy(lower, d, LASTS_UNTIL_BEFORE) && !ACTS_BY.test(lower) && !IMPERATIVE_VERBS.has(/^[\s\W]*([a-z]+)/.exec(lower)?.[1] ?? "");
}
const MESSAGE_SENT = /\b(?:messaged|texted|emailed|told|rang|phoned|whatsapped|group chat|chat)\b/;
/** "texted Inês asking if she can take my 9:30 privates tomorrow", "ask Joy whether the tuesday practice is still on": a day inside the question asked. */
const ASKED_WHETHER_BEFORE = /\b(?:asking|asked|ask)\s+(?:[a-z']+\s+)?(?:if|whether)\b[^,.;:!?]*$/;
/**
 * "call Salvu and ask if he can service the Vitz on saturday", "ask Selma if she'll take my saturday shift": a favour
 * still to ask, someone doing a thing on a day, names the day the thing is to be done; the asked
 * question of `ASKED_WHETHER_BEFORE` is a fact ("whether the choir practice is still at 7", "if he'll be home
 * saturday"), whether a day suits ("if he can do friday at 3"), or a message already sent.
 */
const FAVOUR_TO_ASK_BEFORE = /\bask\s+(?:[a-z']+\s+)?if\s+[a-z]+(?:\s+(?:can|could|will|would)|'ll|'d)\s+(?!(?:be|make|do|manage|come|still)\b)[a-z]+\s+[^,.;:!?]+$/;
function favourToAsk(lower: string, d: DayMention): boolean {
  return introducedBy(lower, d, FAVOUR_TO_ASK_BEFORE) && !/^\s+or\b/.test(lower.slice(d.end, d.end + 5)) && !/\bor\s+$/.test(lower.slice(Math.max(0, d.index - 5), d.index));
}

/** "Helen wants the register reconciled by friday", "Dolores asked for my self-evaluation by friday": a deadline set by a request. */
const REQUEST = /\b(?:wants?|asked (?:for|me|us)|asking (?:for|me|us)|expects?|expecting|needs? (?:it|them|this|that|the|my|our))\b/;
function askedBy(lower: string, day: DayMention): boolean {
  return introducedBy(lower, day, DEADLINE_BEFORE) && REQUEST.test(clauseAround(lower, day.index));
}

/**
 * The text states when something is to happen, not only that a day came up (see `plannedOnly`):
 * a day with its clock time, a deadline, an offset from now, a day something is for, a day an
 * appointment was arranged or moved to, or a clause that speaks of what will happen.
 */
function plansAhead(lower: string, day: DayMention | undefined, time: TimeMention | undefined): boolean {
  if (day && time) return true;
  if (day && introducedBy(lower, day, DEADLINE_BEFORE)) return true;
  // "OET writing practice tonight": tonight named beside the thing to do, no past verb (round 76).
  if (day?.source === "tonight" && day.text === "tonight" && !hasPastVerb(lower) && tonightNamesAPlan(tonightLead(lower, day))) return true;
  // "in two weeks" ahead of now, unless it measures a past stretch ("hasn't rained in three weeks").
  if (day?.source === "offset" && !isPastReport(clauseAround(lower, day.index)) && !introducedBy(lower, day, STRETCH_BEFORE)) return true;
  if (day && introducedBy(lower, day, FOR_BEFORE)) return true;
  // "the mediator moved our session to the 14th": an appointment arranged or moved to a day.
  if (day && !day.past && introducedBy(lower, day, ARRANGED_BEFORE)) return true;
  // "last day to submit CE hours is end of month", "Oct 3 is the deadline for the application": a deadline stated as
  // a noun is one (4.4).
  if (day && DEADLINE_NOUN.test(clauseAround(lower, day.index))) return true;
  // "needs a ride from Pearson on Sunday night": a named day's night still to come, in a clause with no past verb, is
  // when the thing happens, however the thought is worded ("tonight" alone is left to the event type: "quiet on the
  // ward tonight" is an observation, 4.6).
  if (day && !day.past && day.partOfDay === "night" && day.source !== "tonight" && !hasPastVerb(clauseAround(lower, day.index)) && !isPastReport(lower)) return true;
  const at = day ?? time;
  if (at === undefined) return false;
  // "the concert Dec 5th at the Basilica, get her a white blouse": an event named with its day, then a clause that
  // opens on a verb of doing, is a plan for that day.
  if (day && !hasPastVerb(clauseAround(lower, day.index)) && opensOnVerbAfter(lower, day)) return true;
  // A note that opens on its day or time ("august 3 tyre change", "quarter past 8 staff briefing") is an agenda entry.
  if (lower.slice(0, at.index).trim() === "" && !isPastReport(lower)) return true;
  return pointsAhead(clauseAround(lower, at.index)) || FIRST_PERSON_PLAN.test(lower);
}

/** The words of the clause of "tonight" before it. */
function tonightLead(lower: string, day: DayMention): string {
  const lead = lower.slice(Math.max(0, day.index - 60), day.index);
  const cut = Math.max(0, ...CLAUSE_BREAKS.map((b) => { const at = lead.lastIndexOf(b); return at < 0 ? 0 : at + b.length; }));
  return lead.slice(cut);
}

/** A deadline named as a noun: "the deadline", "last day to …", "the cut-off", "closing date". */
const DEADLINE_NOUN = /\b(?:deadline|last day (?:to|for)|cut-?off|closing date)\b/;

/** A clause after the day's own clause opens on a verb of doing ("…, get her a white blouse"). */
function opensOnVerbAfter(lower: string, day: DayMention): boolean {
  const rest = lower.slice(day.end).split(/[.;!?,:]|\s[-—–]\s/).slice(1);
  return rest.some((c) => IMPERATIVE_VERBS.has(/^[\s\W]*([a-z]+)/.exec(c)?.[1] ?? ""));
}

const SLOT_LEAD = /(?:^|[^a-z'])(the|my|our|his|her|their)\s+$/;
const SLOT_LEAD_PURPOSE = /\b(?:before|after|for|till|until|by|from|to|at)\s+(?:the|my|our|his|her|their)\s+$/;

/** A written clock time ("7am", "9:30") after a determiner and before a word: the name of a class, a bus or a slot. */
function namesASlot(lower: string, t: TimeMention): boolean {
  // Only a time written as one ("7am", "9:30"), not a bare hour after a preposition ("at 7", whose "a" is no "am").
  if (!/\d(?::\d|\s*[ap]\.?m)/.test(t.text)) return false;
  const lead = lower.slice(Math.max(0, t.index - 20), t.index);
  return SLOT_LEAD.test(lead) && !SLOT_LEAD_PURPOSE.test(lead) && /^\s+[a-z]/.test(lower.slice(t.end, t.end + 3)) && !/^\s+(?:am|pm|tomorrow|tonight|today|on|at|this|next|sharp)\b/.test(lower.slice(t.end, t.end + 12));
}

/** Words after "the <weekday>" that make it a time, not a thing's name ("the friday after", "the monday morning"). */
const DAY_WORDS_AFTER = new Set(["after", "before", "morning", "afternoon", "evening", "night", "week", "fortnight", "at", "the", "and", "or", "to"]);

/** "the thursday group", "the tuesday choir practice": a bare weekday after "the" and before a noun names a thing. */
function namesAThing(lower: string, d: DayMention): boolean {
  if (d.source !== "weekday" || d.partOfDay || !/\bthe\s+$/.test(lower.slice(Math.max(0, d.index - 5), d.index))) return false;
  const next = /^\s+([a-z]+)/.exec(lower.slice(d.end, d.end + 20))?.[1];
  return next !== undefined && !DAY_WORDS_AFTER.has(next);
}

/** How many day and time mentions a text is read for. */
const MAX_MENTIONS = 200;

const CLAUSE_BREAKS = [".", ";", "!", "?", ",", " - ", " — ", " – ", ":"];

/**
 * Where the breaks of one text are, sorted: `ends[i]` is the largest `pos + length` among the first i+1 breaks.
 * Built once per text, so that finding the clause of each of many mentions does not rescan the text (a long
 * unpunctuated paste with a thousand weekdays made that quadratic).
 */
interface ClauseIndex { text: string; starts: number[]; ends: number[]; clauses: Map<number, string> }
let lastClauseIndex: ClauseIndex | null = null;

/**
 * "stall took $1,150 at Mindil on thursday", "brought in 11,000 in three weeks": a comma between digits is part of a
 * number, not a clause break (the clause "150 at mindil on thursday" lost its past verb). A clock time's colon or point
 * still breaks: "tonight 9:30 the ECG webinar Wiremu sent round" keeps tonight apart from what was sent, and "fish was
 * 7.99 friday" keeps friday's offer apart from the price.
 */
function insideNumber(lower: string, at: number, c: string): boolean {
  return c === "," && DIGIT.test(lower[at - 1] ?? "") && DIGIT.test(lower[at + 1] ?? "");
}
const DIGIT = /^\d$/;

function clauseIndex(lower: string): ClauseIndex {
  if (lastClauseIndex?.text === lower) return lastClauseIndex;
  const found: Array<[number, number]> = [];
  for (const c of CLAUSE_BREAKS) for (let at = lower.indexOf(c); at >= 0; at = lower.indexOf(c, at + 1)) if (!insideNumber(lower, at, c)) found.push([at, c.length]);
  found.sort((a, b) => a[0] - b[0]);
  const starts = found.map((f) => f[0]);
  const ends: number[] = [];
  for (const [pos, length] of found) ends.push(Math.max(ends.at(-1) ?? 0, pos + length));
  lastClauseIndex = { text: lower, starts, ends, clauses: new Map() };
  return lastClauseIndex;
}

/** The number of entries of the sorted `values` below `limit`. */
function countBelow(values: number[], limit: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The clause (between punctuation) that holds `index`; the same string object for every index in it. */
export function clauseAround(lower: string, index: number): string {
  const at = clauseIndex(lower);
  // A break counts before `index` when it starts before it, as `lastIndexOf(c, index - 1)` read it (at 0, one at 0).
  const before = countBelow(at.starts, Math.max(index, 1));
  const start = before > 0 ? at.ends[before - 1]! : 0;
  const end = before < at.starts.length ? at.starts[before]! : lower.length;
  const key = start * (lower.length + 1) + end;
  let clause = at.clauses.get(key);
  if (clause === undefined) {
    clause = lower.slice(start, Math.max(start, end));
    at.clauses.set(key, clause);
  }
  return clause;
}

/**
 * "at the Tramshed thurs 7:30": a capitalised word inside a sentence that ends in -ed is a name, not a past verb;
 * its -ed is masked (same length) so the tense rules do not read the thought as a report of the past.
 */
function maskNamesEndingEd(normalized: string, lower: string): string {
  let out = lower;
  for (const m of normalized.matchAll(/\b[A-Z][a-z]{2,}ed\b/g)) {
    // Inside a sentence: after a lowercase word or a number, not at a sentence start.
    if (!/[a-z0-9]\s{1,3}$/.test(normalized.slice(Math.max(0, (m.index ?? 0) - 4), m.index ?? 0))) continue;
    // "Booked", "Finished": a capitalised word that is (or inflects) an everyday English word is still the verb.
    const word = m[0].toLowerCase();
    if (!isRareWord(word)) continue;
    const end = (m.index ?? 0) + m[0].length;
    out = `${out.slice(0, end - 2)}__${out.slice(end)}`;
  }
  return out;
}

/** Blanks quoted titles ('Tomorrow, and Tomorrow…') so their words are not read as dates; offsets stay. */
function blankQuotes(lower: string): string {
  return lower.replace(/(^|[\s(])(['"])([^'"]{2,80})\2(?=$|[\s).,!?:;])/g, (_m, pre: string, q: string, body: string) => `${pre}${q}${" ".repeat(body.length)}${q}`);
}

/**
 * Reads when the thought is to be done, in the user's zone, following GUIDELINES section 4.
 * `now` is the capture instant; spans in the result index `normalizeText(text)`.
 */
export function extractSchedule(text: string, now: Date, timeZone: string, options: ScheduleOptions = {}): ScheduleResult {
  const normalized = normalizeText(text);
  const lower = maskNamesEndingEd(normalized, blankQuotes(normalized.toLowerCase()));
  const nowWall = toWallTime(now, timeZone);
  const today: CalendarDate = { year: nowWall.year, month: nowWall.month, day: nowWall.day };
  const waitingFrom = options.waitingFrom ?? null;
  const afterWaiting = (i: number) => waitingFrom !== null && i >= waitingFrom;

  // The schedule comes from a thought's first mentions; past a few hundred (a pasted timetable), the pairwise checks
  // below would cost the square of their number.
  let days = findDayMentions(lower, nowWall, timeZone).slice(0, MAX_MENTIONS);
  let times = findTimeMentions(lower).slice(0, MAX_MENTIONS);
  const offsets = findOffsetMentions(lower);
  const shifts = findShiftMentions(lower);

  // "saturday the 25th": the day number is the more precise half.
  days = days.filter((d) => !(d.source === "weekday" && days.some((o) => (o.source === "ordinal" || o.source === "calendar") && o.index >= d.end && /^[\s,]*(?:the\s+)?$/.test(lower.slice(d.end, o.index)))));
  // A day inside a longer day phrase ("tomorrow" in "the day after tomorrow") is not separate.
  days = days.filter((d) => !days.some((o) => o !== d && o.index <= d.index && o.end >= d.end && o.end - o.index > d.end - d.index));
  times = times.filter((t) => !days.some((d) => d.source === "calendar" && t.index >= d.index && t.end <= d.end));

  // "u9s away at Penarth this morning, ko 11" said at 09:30: a part of today that is still under way, with a clock
  // time in it still ahead, is not gone by, unless its clause reports the past.
  for (const d of days) {
    if (d.source !== "today" || !d.past || !d.partOfDay || d.text.startsWith("earlier") || isPastReport(clauseAround(lower, d.index))) continue;
    const ahead = times.some((t) => gap(d, t) < 40 && resolveHour(t, d.partOfDay, lower) * 60 + t.minute > nowWall.hour * 60 + nowWall.minute);
    if (ahead) d.past = false;
  }
  const expectedDay = days.find((d) => afterWaiting(d.index) && !d.past && !d.recurring);
  const expected = expectedDay ? expectedDay.date : null;
  if (options.unschedulable) return { scheduled: null, expected, spans: [] };

  const weeklyRule = /\b(every week|each week|weekly|like every|same as every|as usual|as per usual|like always|as always|as ever|as i do|as we do|like usual|the usual)\b/.test(lower);
  const pastReport = isPastReport(lower) || (BACK_FROM.test(lower) && !pointsAhead(lower));
  const anyPastVerb = hasPastVerb(lower) || SHORT_PAST.test(lower);
  const aheadOrPlan = pointsAhead(lower) || FIRST_PERSON_PLAN.test(lower);
  const usableDays = days.filter((d) => {
    if (d.past || (afterWaiting(d.index) && !introducedBy(lower, d, IF_NOT_BY_BEFORE))) return false;
    if (introducedBy(lower, d, MESSAGE_TOPIC_BEFORE) || introducedBy(lower, d, SENT_REQUEST_BEFORE) || (introducedBy(lower, d, ASKED_WHETHER_BEFORE) && !favourToAsk(lower, d)) || introducedBy(lower, d, ABSENT_BEFORE) || introducedBy(lower, d, OTHERS_OFF_BEFORE) || (introducedBy(lower, d, OUT_BEFORE) && MESSAGE_SENT.test(lower)) || lastsUntilOnly(lower, d)) return false;
    // "insurance … expires the 15th" (round 74), "the right ones come wednesday", "he said he'd answer by wednesday"
    // (round 80): a lapse, or when an awaited thing or answer is due, told as a fact with nothing asked of the user.
    if ((introducedBy(lower, d, EXPIRY_BEFORE) || introducedBy(lower, d, AWAITED_BEFORE)) && !actsOnExpiry(lower, FIRST_PERSON_PLAN)) return false;
    // "every second tuesday": a weekday every other week names no single day.
    if (d.source === "weekday" && d.recurring && everyOtherWeekday(lower.slice(0, d.index))) return false;
    // "the thursday group falls apart", "for the Saturday deliveries": a weekday naming a standing thing is no day.
    if (weekdayNamesAThing(lower, d)) return false;
    // "still haven't posted the etsy orders from monday": what is still undone from a day came from that day, gone by.
    if (d.text.startsWith("from ") && introducedBy(lower, d, UNDONE_BEFORE)) return false;
    // "closed Mondays", "fridays only", "no more gigs on sundays", a card's "opens on sat": a weekday in opening hours
    // or a rule is no day ahead (4.6); a one-off ("the new gym opens monday, sign up then") keeps its day.
    if (d.source === "weekday" && ((introducedBy(lower, d, HOURS_OR_RULE_BEFORE) && (d.recurring || looksLikeCard(lower))) || (d.recurring && /^\s*only\b/.test(lower.slice(d.end))))) return false;
    // "we got Kike's passport in a week": a stretch in a report of the past, not a day ahead.
    if (d.source === "offset" && isPastReport(clauseAround(lower, d.index))) return false;
    // "baked the bread, my saturday ritual": in a report of the past, an owned weekday is the habit, not a day ahead.
    if (d.owned && pastReport) return false;
    // "coffee with Busi after the school run, our friday thing", "my sunday evening job, planning the week's grinds":
    // an owned weekday named as a habit (a thing, a ritual, a job) describes the habit, not a day ahead ("covering his
    // sunday" is a shift, and keeps its day).
    if (d.owned && d.source === "weekday" && OWNED_HABIT_AFTER.test(lower.slice(d.end))) return false;
    // "up at Sadie's grave after church like every sunday" said on a Sunday: today's turn of a habit, told as it
    // happens, is no day ahead; "capoeira thursday as every week" said on a Thursday is next week's turn.
    if (d.source === "weekday" && todaysTurn(lower, d, today)) return false;
    // "sunday run along the canal, 8k in the rain" said on a Sunday: today's turn told as it happens (round 76).
    if (d.source === "weekday" && !d.recurring && !d.owned && !d.partOfDay && /^[a-z]+$/.test(d.text) && compareDates(d.date, addDays(today, 7)) === 0 && !times.length && weekdayTurnUnderWay(lower, d.index, d.end, aheadOrPlan)) return false;
    // "blood pressure 130 over 85 this morning" said at 05:40: the morning reported, not planned (round 76).
    if (d.source === "today" && d.partOfDay === "morning" && morningReportedNow(lower, d.text, times.length > 0, aheadOrPlan)) return false;
    // "missing bapak today, it would have been his birthday": the day a feeling is told, not a day ahead (round 77).
    if (d.source === "today" && longingToday(lower, d.text, times.length > 0, (t) => pointsAhead(t) || FIRST_PERSON_PLAN.test(t))) return false;
    // "perfect lazy saturday" said on a Saturday, "proper content tonight": the day under way described (round 84).
    if (dayDescribedAsItIs(lower, d.index, d.end, (d.source === "tonight" && d.text === "tonight") || (d.source === "weekday" && !d.holiday && !d.recurring && !d.owned && compareDates(d.date, addDays(today, 7)) === 0), times.length > 0, (t) => pointsAhead(t) || FIRST_PERSON_PLAN.test(lower))) return false;
    // "back pain all weekend", "the buses sit all sunday": a stretch described, not a day ahead (round 76).
    if ((d.source === "weekend" || (d.source === "weekday" && /^[a-z]+$/.test(d.text))) && wholeDayStretch(lower, d.index, aheadOrPlan)) return false;
    // A habit's weekday ("same as every tuesday", "sunday as usual", "tuesdays") schedules its
    // next occurrence (issue 10); a log of a habit that already happened does not.
    if (d.recurring && options.habitIsRule) return false;
    // "attendance dips every friday", "the orders always spike on sundays", "Conceição saves us the tarts every
    // Saturday": a habit described, someone's or something's, in the present, is no plan of a day (4.6).
    if (d.recurring && d.source === "weekday" && (options.plannedOnly || describesHabit(clauseAround(lower, d.index)))) return false;
    if (d.recurring || (weeklyRule && d.source === "weekday")) return d.source === "weekday" && !pastReport;
    if ((d.source === "today" || d.source === "tonight") && isPastReport(clauseAround(lower, d.index))) return false;
    // "went to Catrin's for the weekend on the 7th": a weekend in a report of the past is that one, not the coming one.
    if (d.source === "weekend" && pastReport && reportsThePast(clauseAround(lower, d.index))) return false;
    // "the weekend crew", "weekend overtime", "the weekend takings": a kind of thing, not the coming weekend.
    if (d.source === "weekend" && weekendBeforeNoun(normalized, d.text, d.end)) return false;
    if ((d.source === "weekday" || d.holiday) && pastReport && isPastReport(clauseAround(lower, d.index)) && !introducedBy(lower, d, ARRANGED_BEFORE) && !decidedStart(lower, d) && !askedBy(lower, d)) return false;
    // "grab flowers for Bev, her husband passed on friday": a weekday in a clause whose subject did something then.
    if ((d.source === "weekday" || d.holiday) && !pastReport && anyPastVerb && subjectReportsPast(clauseAround(lower, d.index)) && !introducedBy(lower, d, ARRANGED_BEFORE) && !introducedBy(lower, d, FOR_BEFORE) && !introducedBy(lower, d, DEADLINE_BEFORE)) return false;
    // "worked the 27th and 28th", "finished the refresher on the 22nd": a day number that has already gone by
    // this month (or a month-day this year), in a clause that reports the past, is that past day (4.6), unless
    // the report arranged something for it or set it as a deadline.
    const goneBy = d.source === "ordinal" ? d.date.month !== today.month || d.date.year !== today.year : d.source === "calendar" && d.date.year > today.year;
    if (goneBy && pastReport && reportsThePast(clauseAround(lower, d.index)) && !introducedBy(lower, d, ARRANGED_BEFORE) && !introducedBy(lower, d, FOR_BEFORE) && !introducedBy(lower, d, DEADLINE_BEFORE)) return false;
    return true;
  });
  const usableTimes = times.filter((t) => {
    if (afterWaiting(t.index) || ASKED_WHETHER_BEFORE.test(lower.slice(Math.max(0, t.index - 60), t.index)) || SENT_REQUEST_BEFORE.test(lower.slice(Math.max(0, t.index - 60), t.index))) return false;
    // "starting fasting from monday, no food after 7": a time inside a rule is not the schedule, even with a day.
    if (RULE_TIME_BEFORE.test(lower.slice(Math.max(0, t.index - 50), t.index) + (/^(?:after|past|before)\s+/.exec(t.text)?.[0] ?? ""))) return false;
    // "the 7am flow was packed", "all want the 10am slot", "the 6pm is full": a clock time naming a class or a slot
    // (after a determiner, before its noun) in a clause with no day of its own; "before the 4pm standup" keeps it.
    if (namesASlot(lower, t) && !days.some((d) => clauseAround(lower, d.index) === clauseAround(lower, t.index))) return false;
    const nearest = days.reduce<DayMention | undefined>((best, d) => (!best || gap(d, t) < gap(best, t) ? d : best), undefined);
    return !(nearest && gap(nearest, t) < 25 && (nearest.past || (nearest.recurring && pastReport)));
  });

  const offset = offsets.find((o) => !afterWaiting(o.index));
  if (offset && !pastReport) {
    const instant = new Date(now.getTime() + offset.minutes * 60_000);
    return { scheduled: { kind: "timed", instant, local: toWallTime(instant, timeZone) }, expected, spans: [offset] };
  }

  // "open studio the 7th, get flyers printed by the 31st": when a later clause opens on a verb of doing and names
  // its own day, that is the day the thing is to be done, not the day of the event the thought opens on.
  const opensOnVerb = (d: DayMention) => IMPERATIVE_VERBS.has(/^[\s\W]*([a-z]+)/.exec(clauseAround(lower, d.index))?.[1] ?? "");
  // "ask tharshan if amma is flying in friday or saturday": a day inside what is to be asked, or one of two, is no day to act on.
  const ownDay = (d: DayMention) => {
    const lead = lower.slice(0, d.index);
    const clauseLead = lead.slice(Math.max(lead.lastIndexOf(","), lead.lastIndexOf(";"), lead.lastIndexOf(".")) + 1);
    return !/\b(?:if|whether)\b/.test(clauseLead) && !/\bor\s+$/.test(clauseLead) && !/^\s+or\b/.test(lower.slice(d.end, d.end + 5));
  };
  const doing = usableDays.length > 1 && !opensOnVerb(usableDays[0]!) ? usableDays.slice(1, 8).find((d) => opensOnVerb(d) && ownDay(d)) : undefined;
  // "mark the quizzes for the thursday group before wednesday": a weekday naming a thing ("the thursday group") yields
  // to a later deadline.
  const first = usableDays[0];
  const deadline = first && namesAThing(lower, first) ? usableDays.slice(1, 8).find((d) => introducedBy(lower, d, DEADLINE_BEFORE)) : undefined;
  // "today's takings 412k, bank the cash tomorrow": "today's" describes a thing of today; a later day is the one to act on.
  const ofToday = first && (first.source === "today" || first.source === "tonight") && lower.startsWith("'s ", first.end) ? usableDays.slice(1, 8).find((d) => d.source !== "today" && d.source !== "tonight") : undefined;
  // "tonight i study chapter 4, test is monday", "the 28th is holiday, the lesson moves to the 29th at 5": a day told as
  // a fact in a clause of its own yields to the thought's other day (round 83).
  const picked = doing ?? deadline ?? ofToday ?? first;
  const chosen = picked ? dayBesideFact(lower, picked, usableDays) : picked;
  // "car tax runs out at month end, ping me the morra morning": the same day named again with its part of day says
  // the hour.
  const sameDayWithPart = chosen && !chosen.partOfDay ? usableDays.find((d) => d !== chosen && d.partOfDay && compareDates(d.date, chosen.date) === 0) : undefined;
  const day = sameDayWithPart ?? chosen;
  // "tmrw get the rebuilt pump motor at the motor shop in Jennings b4 noon": the one time of the day's own clause is its
  // time, however long the clause.
  const onlyTime = usableTimes.length === 1 && usableDays.length === 1 && day && clauseAround(lower, usableTimes[0]!.index) === clauseAround(lower, day.index) ? usableTimes[0] : undefined;
  // "boxing day hike up Sunset Peak, meet at Pak Kung Au 8am": the one time, in a later clause that says where to gather.
  const meetTime = !onlyTime && !pastReport && usableTimes.length === 1 && usableDays.length === 1 && day && usableTimes[0]!.index > day.end && meetingTimeClause(clauseAround(lower, usableTimes[0]!.index))
    ? usableTimes[0]
    : !times.length && !pastReport && usableDays.length === 1 && day ? bareHourAtPlace(lower, day.end) : undefined;
  let time = day ? nearestTime(usableTimes, day) ?? onlyTime ?? meetTime : usableTimes[0];
  if (!day && time && (pastReport || RULE_CONTEXT.test(clauseAround(lower, time.index)))) time = undefined;
  // "first lamb of the year at 4am, a ewe lamb, both fine" said at 07:10: the hour is gone by, told (round 77).
  if (!day && time && usableTimes.length === 1 && hourGoneBy(lower, resolveHour(time, null, lower) * 60 + time.minute, nowWall.hour * 60 + nowWall.minute, time.meridiem !== null, aheadOrPlan)) time = undefined;
  // "remind me to text Matiu in the morning": a part of day said as a phrase with no day is its next one (4.1, 4.3).
  const nextPart = !day && !time && !pastReport ? partPhrase(lower) : null;
  // Only a thought that plans it: a reminder or the user's own plan, or one that opens on a verb of doing ("call the
  // bank in the morning"); "I think better in the morning" is a habit.
  const plansPart = FIRST_PERSON_PLAN.test(lower) || (!options.plannedOnly && IMPERATIVE_VERBS.has(/^[\s\W]*([a-z]+)/.exec(lower)?.[1] ?? ""));
  if (nextPart && plansPart && !RULE_CONTEXT.test(lower)) {
    const hour = PART_OF_DAY_HOUR[nextPart];
    const date = hour * 60 > nowWall.hour * 60 + nowWall.minute ? today : addDays(today, 1);
    const wall: WallTime = { ...date, hour, minute: 0 };
    return { scheduled: { kind: "timed", instant: wallTimeToInstant(wall, timeZone), local: wall }, expected, spans: [] };
  }
  if (!day && !time) return { scheduled: null, expected, spans: [] };
  if (options.plannedOnly && !plansAhead(lower, day, time)) return { scheduled: null, expected, spans: [] };

  const spans = [day, time].filter((s): s is DayMention | TimeMention => s !== undefined);
  // "tomorrow … in the morning": a part of day said apart from its day still sets the hour (4.1).
  const part = day?.partOfDay ?? partNear(lower, time) ?? (day && !time ? partAfterDay(lower, day) ?? partPhrase(lower) : null);
  let date = day?.date ?? today;
  let hour: number | null = null;
  let minute = 0;
  if (time) {
    hour = resolveHour(time, part, lower);
    minute = time.minute;
  } else if (part) {
    hour = PART_OF_DAY_HOUR[part];
  }
  if (hour === null) return { scheduled: { kind: "date", date }, expected, spans };

  let wall: WallTime = { ...date, hour, minute };
  const shift = time ? shifts.find((s) => s.end <= time.index && time.index - s.end < 12) : undefined;
  if (shift) wall = addMinutesToWall(wall, shift.minutes);
  // A bare hour read as morning only by default whose morning has gone by today is the evening's when that is
  // a few hours ahead: "call Gran at 7" said at 18:40 is 19:00 today, not 07:00 tomorrow; said at 13:00, 21:00
  // is too far off to be meant, and tomorrow's 7 stays.
  if (!day && time && !shift && hour < 12 && compareWallTimes(wall, nowWall) <= 0 && hourByDefault(time, part, lower)) {
    const evening: WallTime = { ...wall, hour: hour + 12 };
    if (compareWallTimes(evening, nowWall) > 0 && compareWallTimes(evening, addMinutesToWall(nowWall, EVENING_READING_AHEAD_MINUTES)) <= 0) wall = evening;
  }
  // A clock time with no day that has already passed today means tomorrow (4.3). A 6 that was pm only by
  // default is tomorrow's 6 am, the clock's next reading: "recycling out at 6:30" said at 19:05 is 06:30.
  if (!day && compareWallTimes(wall, nowWall) <= 0) {
    // "first lamb of the year at 4am, both fine" said at 7: a noticed fact or an outcome at an hour gone by is a report
    // of earlier today, not tomorrow's plan.
    if (options.plannedOnly) return { scheduled: null, expected, spans: [] };
    date = addDays(today, 1);
    const am = time && !shift && hour === 18 && hourByDefault(time, part, lower);
    wall = { ...wall, ...date, hour: am ? 6 : wall.hour };
  }
  return { scheduled: { kind: "timed", instant: wallTimeToInstant(wall, timeZone), local: wall }, expected, spans };
}

function partNear(lower: string, time: TimeMention | undefined): PartOfDay | null {
  if (!time) return null;
  const near = lower.slice(time.end, time.end + 20);
  // "9 in the morning", and "9 the morning" as second-language English says it.
  const m = /^\s*(?:in\s+)?(?:the\s+)?(morning|afternoon|evening|night)\b/.exec(near);
  return m ? (m[1] as PartOfDay) : null;
}

/** Words that may open a report before its verb ("i finally paid …", "just got …"). */
const REPORT_LEAD = new Set(["i", "we", "just", "finally", "already", "so", "and", "then", "also", "only"]);
/** Words that open a verb's object or complement. */
const OBJECT_LEAD = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "your", "it", "him", "them", "us", "me", "up", "out", "off", "in", "on", "at", "to", "with", "for", "all", "both", "some", "this", "that"]);

/**
 * A clause that reports the past by its shape: it opens on a past verb ("worked the 27th", "paid the bill on the
 * 15th") or its day is what "was" ("the 9th was our anniversary"), and nothing in it points ahead.
 */
function reportsThePast(clause: string): boolean {
  if (!isPastReport(clause)) return false;
  const words: string[] = clause.match(/[a-z0-9$']+/g) ?? [];
  const at = words.findIndex((w) => !REPORT_LEAD.has(w));
  const first = words[at];
  const next = words[at + 1] ?? "";
  // An irregular past ("spent", "went") or an -ed word with its object after it ("worked the", "paid my"),
  // not an -ed adjective before its noun ("unvented cylinder").
  if (first !== undefined && (IRREGULAR_PAST_FORMS.has(first) || (hasPastVerb(first) && (OBJECT_LEAD.has(next) || /^[$\d]/.test(next))))) return true;
  return words.includes("was") || words.includes("were");
}

/** "on the 19th, afternoon": a part of day set off by a comma right after its day. */
function partAfterDay(lower: string, day: DayMention): PartOfDay | null {
  const m = /^\s*,\s*(morning|afternoon|arvo|evening)\b/.exec(lower.slice(day.end, day.end + 14));
  if (!m) return null;
  return m[1] === "arvo" ? "afternoon" : (m[1] as PartOfDay);
}

/** "in the morning", "in the arvo": a part of day said as a phrase of its own. */
function partPhrase(lower: string): PartOfDay | null {
  const m = /\bin the (morning|afternoon|arvo|evening)\b/.exec(lower);
  if (!m) return null;
  return m[1] === "arvo" ? "afternoon" : (m[1] as PartOfDay);
}

/** The stored form: ISO instant for a timed schedule, "YYYY-MM-DD" for an all-day one. */
export function formatSchedule(s: Schedule | null): string | null {
  if (!s) return null;
  return s.kind === "timed" ? s.instant.toISOString() : formatDate(s.date);
}

export function formatScheduleLocal(s: Schedule | null): string | null {
  if (!s) return null;
  return s.kind === "timed" ? formatWallTime(s.local) : formatDate(s.date);
}
