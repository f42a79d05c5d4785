import type { Cue } from "./event-cues.js";

/**
 * Seventy-ninth round (dom79): learning read as a task, a routine or a purchase, in shapes that the read halves of
 * several voices share. Appended to EVENT_BOOST_CUES (no model feature); kept in its own file so event-cues.ts stays
 * readable.
 */
export const ROUND79_EVENT_CUES: Cue[] = [
  // A talk at a child's school ("talk about screens at X's school tuesday 6pm, Y and i are going", "parents' talk at
  // X's school thursday 6pm on online safety"; "going to the parenting talk at X's school", "parenting talk at X's
  // school thurs 7pm" labelled so in two more voices): a talk heard is learning (rule 7), though a day and a time read
  // as a task.
  { type: "learning_consumption", re: /\btalk (?:(?:about|on) [^,.;]{1,40}? )?at (?:zperson's|the kids'?|my kids'?|our kids'?) school\b/, boost: 6, label: "reads, watches or studies" },
  // A library book held for the user ("the X library is holding <book> for me, collect it by wednesday", "the library
  // put <book> aside for me"; "put a hold on <book> at the library, waiting for it to come in" in another voice, and
  // a dozen "library hold … is ready" labelled so): reading, learning, though collecting it reads as a purchase.
  { type: "learning_consumption", re: /\blibrary(?:'s)?\b[^.;]{0,60}\b(?:holding|hold|holds|aside|reserved|waiting)\b|\b(?:hold|holds) on\b[^.;]{0,60}\bat the (?:[a-z]+ )?library\b/, boost: 6, label: "reads, watches or studies" },
  // Lessons starting ("adult swim lessons, <pool>, first one saturday 7am", "Marathi lessons with X on saturdays,
  // first one this saturday at 10", "sat morn swim lessons for X at the aquarena first one"): a course begun is
  // learning (rule 7), though its weekday reads as a routine. Lessons every saturday, with no first one, are left.
  { type: "learning_consumption", re: /\b(?:lessons?|class(?:es)?|course)\b[^.;]{0,60}\bfirst (?:one|session|lesson|class)\b/, boost: 6, label: "reads, watches or studies" },
  // A workshop, seminar, webinar or CPD set for a weekday ("pharmacy board CPD workshop on drug interactions wednesday
  // 1pm at the X hotel"; "the python for materials workshop is friday 2pm", "GDPR webinar for small retailers
  // thursday 1pm", "APFI workshop on drone permits wednesday 1pm" labelled so in three more voices): a session
  // attended is learning (rule 7), though a day and an hour read as a task. "Training" is left out: a team's training
  // on a weekday is a routine.
  { type: "learning_consumption", re: /\b(?:workshop|seminar|webinar|cpd)\b(?: (?:on|about|for) [a-z' -]{1,40}?)? (?:is )?(?:on )?(?:next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tmrw|mon|tue|tues|wed|thu|thurs|fri|sat|sun)\b/, boost: 6, label: "reads, watches or studies" },
  // Signed up or enrolled for classes ("signed on for evening classes about lime mortars", "signed up for evening
  // classes in north Sámi grammar"; "signed up for French classes at the library", "enrolled in Portuguese evening
  // classes", "signed up for ServSafe manager class" labelled so in three more voices): a course begun is learning
  // (rule 7), not a purchase or a decision. Signing someone else up ("sign X up for the course") is not matched.
  { type: "learning_consumption", re: /\b(?:signed|signing) (?:up|on) for (?:the |a |an |my |some )?(?:[a-z-]+ ){0,3}(?:classes|class|course|lessons)\b|\benrol(?:l)?ed (?:in|on|for) (?:the |a |an |my |some )?(?:[a-z-]+ ){0,3}(?:classes|class|course|lessons)\b/, boost: 6, label: "reads, watches or studies" },
  // Reading or swotting up on a subject ("swotting up on the character house rules before I meet the planner",
  // "reading up on where our band's old marches came from, for the anniversary"; a dozen "reading up on …" labelled
  // so in other voices): studying (rule 7), though a meeting ahead reads as a task and an anniversary as news.
  { type: "learning_consumption", re: /\b(?:reading|read|swotting|swotted|swot|boning|boned|brushing|brushed) up on\b/, boost: 6, label: "reads, watches or studies" },
];
