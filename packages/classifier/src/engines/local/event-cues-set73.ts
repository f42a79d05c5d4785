import type { Cue } from "./event-cues.js";

/**
 * Round 76 on the seventy-third set (set73): event-type shapes that read halves of two voices or more share. Appended
 * to EVENT_BOOST_CUES (no model feature), like the set72 cues.
 */
export const SET73_EVENT_CUES: Cue[] = [
  // A number written in three groups or more is a phone number in the local way ("0819 3300 1212", "0752 903 114",
  // "577 45 67 89"): prepareText knows only the North American shape as zphone, so these arrive as "znum znum znum".
  // A card holds contact details (rule 7): every read-half thought with the shape (47, some fifteen voices) is a
  // contact; the 67th, 70th and 73rd each read one as an observation or a task.
  { type: "contact", re: /\bznum(?:[ -]znum){2,}\b/, boost: 3, label: "holds contact details" },
];
