import type { Cue } from "./event-cues.js";

/**
 * Round on the seventy-first set (set71): event-type shapes that read parts of several voices share. Appended to
 * EVENT_BOOST_CUES (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const SET71_EVENT_CUES: Cue[] = [
  // A goal with its deadline, then three or more steps after a colon ("lose 30 pounds by spring: cut the beer, walk
  // every night, see Dr X monthly", 58th; "lose 8 kilos by december: …", 60th; "sort out my back by summer: the
  // orthopedist, an MRI, physio twice a week, …", 70th; "fix the flat before winter: reseal the roof, new bathroom tiles,
  // treat the termites", "lose 6 kg before winter: walk every evening, …", 71st; every such thought of the read halves
  // is labelled so): a new multi-step goal (rule 5), though its verb reads as a chore and a step as a habit. "get …:"
  // has its own cue (dom73).
  { type: "project", re: /^(?!get )[a-z]+ [^:,]{2,60} (?:before|by) [^:,]{2,40}: [^,:]+, [^,:]+, [^,:]+/, boost: 6, label: "lists a goal's steps" },
  // Who holds a role, told as "the/X's <role> is <name>" at the start ("the new paper conservator is X, ext 4417", 31st;
  // "X's new deputy is Y, he approves the test environments", 70th; and thirty-eight more read-half thoughts of this
  // shape in some thirty voices, every one a card): a contact card (rule 7), not a task or an observation, though what
  // follows the name reads as one. The set70 cue covers "my/our <provider> is <name>" with working days.
  // One's old thing given to someone ("gave Lachie's old bike to the kid next door", 37th; "gave Zaid's old bicycle to
  // Shafiek's boy", 56th; "gave the old radio of my father to the flea market man, 20 euro", 66th; "gave Rayan's old
  // cycle to the guard's son", 71st; all twelve such read-half thoughts, in twelve sets, are labelled so): getting rid of
  // a thing (rule 4), not money given, whatever the thing's word or a price said with it.
  { type: "acquisition_disposition", re: /^(?:gave|giving|given) (?:the |my |our |his |her |zperson's )?old [a-z -]{2,40}? to\b/, boost: 4, label: "gets rid of a thing" },
  { type: "contact", re: /^(?:the|my|our|zperson's) (?:new )?(?:[a-z-]+ ){0,2}(?!(?:problem|plan|winner|reason|worry|issue|thing|idea|question|answer|point|catch|trouble|hope|guess|rule)\b)[a-z-]+ (?:this year )?is (?:(?:mr|mrs|ms|miss|dr)\.? )?zperson\b/, boost: 4, label: "describes who someone is" },
];

/**
 * Another party's promise ("the locum agency promised a CV by thursday", 11th; "trail maps still at the printer, they
 * promised monday", 64th; "Cosmote promised the technician tomorrow between 10 and 2", 66th; "fee charged again even
 * though they promised me a waiver", 71st): what someone else said they would do, not a commitment the user gave (rule
 * 8 is "told Aisha I'd help…", "promised…" said by the user), so the "promised" decision cue is taken back. The word
 * before "promised" names who: not "i"/"we", and nothing before it at all is the user's own ("promised Mai we'd go…");
 * a comma before it ("…on the night, promised") is the user's too. Every read-half "promised" told by the user is a
 * decision and stays one.
 */
export const ANOTHERS_PROMISE = /\b(?!(?:i|we|i've|we've|ive|weve|and|also|just|already|finally|even|really|have|had|has)\b)[a-z']+ (?:(?:have|has|had) )?promised\b/;
