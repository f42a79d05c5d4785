import type { Domain } from "@life/contracts";

/**
 * Seventy-fourth round on domain (dom74): domain shapes that the read halves of the seventieth and seventy-first sets
 * (two voices unseen by the domain text model) get wrong. Kept in its own file so domain-cues.ts stays readable;
 * appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND74_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // One's own music practice, lesson or teacher ("panduri lesson every tuesday at 8", "skype the panduri teacher to
  // move the lesson", "panduri teacher X, his email"; "harmonium practice mon wed sat 7am" in another voice): learning
  // for oneself, personal (GUIDELINES 2), though a lesson reads as work and a teacher as a friend. A child's lesson
  // ("piano lessons for X", "X's piano teacher", the kids') stays social and is not matched.
  ["personal", /^(?!.*\b(?:for|with) zperson\b)(?!.*(?:\bzperson's|\bkids?'?s?|\bson's|\bdaughter's|\bhis|\bher|\btheir) (?:[a-z]+ )?(?:practice|practise|lessons?|teacher|tutor|class)\b)(?:.*\b(?:my|the) )?(?:harmonium|panduri|piano|guitar|violin|viola|cello|tabla|sitar|ukulele|flute|drums?|saxophone|accordion|fiddle|harp|bouzouki|banjo|mandolin|clarinet|trumpet|singing) (?:practice|practise|lessons?|teacher|tutor|class)\b/, 6],
  // A named person placing first or top ("X stood first in the half-yearly exam"; "X came first in the district maths
  // quiz", "X came first in the spelling bee" labelled so in two other voices): someone close's news, social, though
  // an exam reads as a teacher's work. Only "stood", "came" or "placed" first or top, not a mark or a pass (a tutor's
  // pupils' marks are work).
  ["social", /^zperson (?:stood|came|placed) (?:first|top) (?:in|of|at)\b/, 4],
];
