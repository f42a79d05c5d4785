import type { Cue } from "./event-cues.js";

/**
 * Round on the sixty-fifth set (set65): event-type shapes the read parts share. Appended to EVENT_BOOST_CUES (no model
 * feature); kept in its own file so event-cues.ts stays readable.
 */
export const SET65_EVENT_CUES: Cue[] = [
  // A call put through ("put a call to the chemistry sir about Sahan's marks", "put a call to the Singer people about
  // the fridge warranty", "put in a call to the landlord"): a call made, communication (rule 2), though "put" reads as
  // a chore.
  { type: "communication", re: /\bput (?:in )?a (?:quick )?call (?:to|through to|in to|into)\b/, boost: 4, label: "is a call, email or message" },
];
