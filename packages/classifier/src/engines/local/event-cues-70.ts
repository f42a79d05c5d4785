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
  // A thing on its way, told by the tracking ("the new bead order comes friday, says the tracking"; "tracking says the
  // new propellers arrive on friday", "the replacement blender jug arrives monday per tracking" in other voices): a
  // thing got (rule 4), as the tracking labels of six voices have it, not a noticed fact.
  { type: "acquisition_disposition", re: /\b(?:says|said) the tracking\b|\bper (?:the )?tracking\b/, boost: 4, label: "a thing on its way" },
  // Another named person taking on a job of baking, cooking or painting ("X will bake 60 cupcakes for the PTA stall",
  // "X's doing the baking for the 80th, she'll make the cake", "X will paint the walls of the new shop for free if I
  // feed him"): a noticed fact about someone else's part (rule 11), not the user's task.
  { type: "observation_insight", re: /^zperson(?:'s| will| is) (?:doing the |do the )?(?:bake|baking|paint|painting|cook|cooking)\b/, boost: 4, label: "notes another's part" },
  // A goal with a deadline and its steps after a colon ("lose 30 pounds by spring: cut the beer, walk every night, see
  // Dr X monthly", "lose 8 kilos by december: no cooldrinks, walk the lagoon daily, see Dr X monthly"; "get fit by
  // summer: less bread, swim every other day, …" in another voice): a new multi-step goal (rule 5), though its steps
  // are habits that read as a routine.
  { type: "project", re: /^[a-z][^:,]{2,50} by [^:,]{1,20}: [^,]+, [^,]+/, boost: 6, label: "lists a goal's steps" },
  // A pattern noticed in things or other people, every week or morning ("the 6am bus is rammed on the first of every
  // month", "attendance dips every friday before a long weekend", "the photocopier at school jam every morning at 7:30
  // when everybody printing"; "the water goes off every tuesday on our side of the estate" in another voice): a noticed
  // pattern (rule 11), not the user's routine. Not with the user in it (I, we, my, me), nor a chore's or a visitor's
  // schedule ("rubbish goes out every tuesday", "the cleaner comes every friday"). Narrowed to a verb of a thing noticed
  // (rammed, packed, dips, drops, spikes, jams, splits, sticks, runs late): any third-person "every …" lowered a held
  // part by one.
  { type: "observation_insight", re: /^(?!.*\b(?:i|we|my|me|bins?|rubbish|recycling|garbage|comes?|coming)\b)(?:the|attendance) (?:[a-z0-9]+ ){0,3}(?:is rammed|is packed|dips|drops|spikes|jams?|splits?|sticks|is late|runs late) [^,]*\bevery (?:morning|night|evening|day|week|month|time|first|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, boost: 4, label: "notes a pattern" },
];
