import type { Cue } from "./event-cues.js";

/**
 * Round 75 on the seventy-second set (set72): event-type shapes that read halves of two voices share. Appended to
 * EVENT_BOOST_CUES (no model feature), like the set71 cues.
 */
export const SET72_EVENT_CUES: Cue[] = [
  // The user's own weekday habit named ("my saturday ritual", "our saturday tavli") beside the day of its next turn
  // ("wash the moto tomorrow morning, my saturday ritual", 72nd; "our saturday tavli at Lefteris's place tomorrow 6ish",
  // 66th; both read as tasks): a named instance of a routine (rule 6, d097), however its verb reads. A shift given or
  // taken ("take my saturday shift", "covering my sunday") is no habit of one's own. Both such read-half thoughts are
  // labelled so; "my friday ritual" with no day ahead has its own cue (event-cues.ts, thirty-first round).
  { type: "routine_activity", re: /^(?=.*\b(?:tomorrow|tmrw|tmr|2moro|tonight|today)\b).*\b(?:my|our) (?:mon|tues|wednes|thurs|fri|satur|sun)day (?!(?:shift|off|and|or)\b)[a-z]{3,}/, boost: 4, label: "names a turn of one's weekday habit" },
];
