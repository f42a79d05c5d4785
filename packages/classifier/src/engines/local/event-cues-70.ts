import type { Cue } from "./event-cues.js";

/**
 * Seventieth round (dom70): event-type shapes that read parts of several voices share. Appended to EVENT_BOOST_CUES
 * (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const ROUND70_EVENT_CUES: Cue[] = [
  // Someone's engagement or a baby delivered, told with an exclamation ("happy news: X got engaged!! must get her a
  // card", "X and Y are engaged, he proposed last night!", "X aiya's wife delivered, a baby boy!!"): a notable result in
  // someone's life (rule 10), not a feeling, a thing got or a noticed fact. Told flatly ("Toyer got engaged, the
  // wedding is next year") it stays a noticed fact, as the read labels have it.
  { type: "milestone_outcome", re: /\b(?:got|are|is|just got) engaged\b.*(?:!|zexcl)/, boost: 6, label: "a result in someone's life" },
];
