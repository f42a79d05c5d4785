import type { Cue } from "./event-cues.js";

/**
 * Seventy-third round (dom73): event-type shapes that read parts of several voices share. Appended to EVENT_BOOST_CUES
 * (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const ROUND73_EVENT_CUES: Cue[] = [
  // A goal to get something sorted, ready or done, its steps after a colon ("get the damp sorted for good: photos,
  // letter to the landlord, the council if he ignores me, dehumidifier", "get papa's room ready at our house: grab
  // rails, a hospital bed, move the cupboard", "get in shape for the walk in june: plan the route, shoes and a sponsor
  // page"; every other "get …: a, b" thought of the read halves, sixteen of them in twelve voices, is labelled so): a
  // new multi-step goal (rule 5), though its first step reads as a chore or a thing to buy.
  { type: "project", re: /^get [^:,]{3,60}: [^,:]+(?:, | and )[^,:]+/, boost: 6, label: "lists a goal's steps" },
  // Asking one's doctor about one's own body ("ask the fastlege about my back, it's six weeks with pain now", "ask Dr
  // X about my shoulder, been hurting since I lifted the motor"): seeing the doctor about a complaint, a single thing
  // to do (rule 13), not a message sent; as both voices' labels have it.
  { type: "task", re: /^ask (?:the |my )?(?:dr zperson|doctor|gp|fastlege|physio|dentist|nurse)\b about my (?:back|neck|shoulders?|knees?|hips?|wrists?|ankles?|elbows?|feet|foot|chest|stomach|eyes?|ears?|skin|rash|cough|headaches?|sleep|blood pressure|bp)\b/, boost: 8, label: "is a single thing to do" },
  // Someone's call told first, then what they want or need ("Mama called, she wants us in Soweto on Sunday for lunch",
  // "the printer called, he needs the final file of the booklet tomorrow"; "Mrs X called … she wants the cake delivered
  // by 4" and seventy more "X called, …" thoughts of the read halves labelled so): a call (rule 2), though the want
  // reads as a thing to do.
  { type: "communication", re: /^(?:the |my )?[a-z]+ (?:called|rang|phoned|texted|messaged)(?: me)?, (?:she|he|they)(?:'s| is| are)? ?(?:wants?|needs?)\b/, boost: 6, label: "tells of a call" },
  // A walk, hike or swim on a named holiday, with whom and where to meet ("boxing day walk at Mumbles with X and the
  // kids, 11 at the pier", "boxing day hike up Sunset Peak with X and Y, meet at Pak Kung Au 8am"): a single outing
  // planned, a task (rule 13), not a routine; told as a custom ("every boxing day", "always", "tradition") not matched.
  { type: "task", re: /^(?!.*\b(?:every|always|each year|tradition)\b).*\b(?:boxing day|christmas day|christmas eve|new year'?s day|new year'?s eve|easter (?:sunday|monday)) (?:walk|hike|swim|dip)\b/, boost: 6, label: "is a single thing to do" },
];
