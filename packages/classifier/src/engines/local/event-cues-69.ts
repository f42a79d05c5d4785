import type { Cue } from "./event-cues.js";

/**
 * Sixty-ninth round (dom69): event-type shapes that read parts of several voices share, the sixty-fifth and
 * sixty-sixth sets among them. Appended to EVENT_BOOST_CUES (no model feature); kept in its own file so event-cues.ts
 * stays readable.
 */
export const ROUND69_EVENT_CUES: Cue[] = [
  // Something to bring to a meal or a party ("Hemi's having a barbecue saturday, I'll bring the wine", "Thandi's braai
  // saturday, I'll bring a salad", "tmrw night dinner at Thanasis house, bring the tsipouro"): a thing to do before the
  // gathering (a task), not a decision or a routine; the gathering is named, so "bring the car thursday" is not matched.
  { type: "task", re: /\b(?:dinner|lunch|supper|brunch|party|braai|barbecue|bbq|potluck|picnic|boil)\b.*\b(?:(?:i'll|ill|i will|i'm|im) )?bring(?:ing)? (?:a|the|some)\b/, boost: 6, label: "a task" },
  // One's own thing still undone and forgotten again ("still haven't had the tires rotated, forgot again", "still have
  // to thank the dance teacher, forgot again"): the task still to do (rule 13), not a remark about oneself.
  { type: "task", re: /^(?:i )?still (?:have to|need to|haven'?t|havent)\b.*\bforgot(?: it)? again\b/, boost: 6, label: "a task" },
  // A tradesperson's visit at a day or hour ("the electrician comes at 10 today to check the inverter", "half past 9
  // tomorrow the electrician Kostas", "monday 8 o clock the glazier for the greenhouse", "in 2 hours the man from
  // Cosmote comes for the internet"): an appointment to be in for (a task), not money or a routine. A visit told as past
  // ("the plumber came") is not matched.
  { type: "task", re: /\b(?:electrician|plumber|glazier|technician|engineer|builder|handyman|mechanic|fitter|tiler|carpenter|painter|installer|roofer|joiner|man from [a-z]+)(?: zperson)? (?:comes|is coming|'s coming|coming)\b|^(?:(?:half past|quarter past|quarter to|at|in) )?(?:znum|ztime|today|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b[^,]{0,30}\bthe (?:electrician|plumber|glazier|technician|builder|handyman|tiler|carpenter|painter|installer|roofer|joiner)\b/, boost: 4, label: "a task" },
  // A named person's complaint told ("Mrs Ramgoolam complains the unit I fixed is noisy", "neighbour Mr Pappas complains
  // for our music again"): a noticed fact about them (rule 11), not a contact card; the name opens the thought as a
  // card's does, so the card's cue wins without this.
  { type: "observation_insight", re: /^(?:(?:the )?neighbou?r )?(?:(?:mr|mrs|ms|dr)\.? )?zperson (?:complains|complained|is complaining|keeps complaining)\b/, boost: 4, label: "notes a fact" },
];
