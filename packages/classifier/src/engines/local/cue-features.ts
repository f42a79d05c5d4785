import { DOMAIN_TEXT_CUES, domainSubject } from "./domain-cues.js";
import { EVENT_CUES } from "./event-cues.js";

/**
 * Which of the hand-written cue rules fire, as features of the learned models: the models then
 * learn from the corpus how much each cue is worth next to the words around it ("studio" in
 * "yoga at the studio" is not work), instead of every cue adding a fixed boost.
 */
export function cueFeatures(prepared: string): string[] {
  const out: string[] = [];
  EVENT_CUES.forEach((cue, i) => {
    if (cue.re.test(prepared)) out.push(`e${i}`);
  });
  const subject = domainSubject(prepared);
  DOMAIN_TEXT_CUES.forEach(([, re], i) => {
    if (re.test(subject)) out.push(`d${i}`);
  });
  return out;
}
