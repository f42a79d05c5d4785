import type { Cue } from "./event-cues.js";

/**
 * Seventy-fourth round (dom74): event-type shapes that the read halves of the seventieth and seventy-first sets (two
 * voices unseen by the domain text model) get wrong and other voices share. Appended to EVENT_BOOST_CUES (no model
 * feature); kept in its own file so event-cues.ts stays readable.
 */
export const ROUND74_EVENT_CUES: Cue[] = [
  // Writing to someone about something ("write to the Riga importer about the pallet size", "wrote to Lola's teacher
  // that she misses friday", "write to the Ideas+ organisers about electricity"; "wrote to the buyer's QA that the AQL
  // fail was a packing mistake" in another voice, and "write to aunt Jane thanking her" labelled so): a message (rule
  // 2), though "write" reads as a thing to do and "no reply" as a remark.
  { type: "communication", re: /^(?:write|wrote|writing)(?: back)? to (?:the |my |our |zperson\b)[^,.;]{0,50}?\b(?:about|that|re|asking|thanking|saying)\b/, boost: 6, label: "tells of a message" },
  // What every call with someone is like ("mom tells the same stories about the war every time we call", "every call
  // with ammu ends with the same question"; "Mama sounds weaker every time we talk" labelled so in a third voice): a
  // pattern noticed (rule 9), not a call to make.
  { type: "observation_insight", re: /\bevery time (?:we|i) (?:call|ring|phone|talk|speak|video ?call)\b|^every (?:phone |video )?call with\b/, boost: 9, label: "notices a pattern" },
];
