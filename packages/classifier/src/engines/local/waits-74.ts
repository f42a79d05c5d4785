import type { WaitPattern } from "./waiting-owed.js";
import { saidWhen } from "./waits-66.js";

/** A stretch of time as the whole answer: "2 weeks", "14 working days", "maybe 2 weeks", "another month". */
const SPAN_ANSWER =
  "(?:maybe |about |around |roughly |another |up to |at least )?(?:\\d{1,2}(?:-\\d{1,2})?|a|one|two|three|four|five|six|a few|a couple of) (?:more )?(?:working |business )?(?:days?|weeks?|months?)";

/** A carer's word on a body's healing ("physio says 6 weeks") says how long it mends, not when a thing comes. */
const CARERS = /^(?:doctor|dr|gp|physio|physiotherapist|nurse|surgeon|consultant|midwife|specialist|ortho|osteo|chiro)$/i;

/**
 * Round 74 (links74): a party's word on how long, closing the clause after the thing it holds ("passport renewal for
 * Hiruni, immigration says 2 weeks", 65th read), is the same answer as links66's bare day ("Vistaprint says thursday"):
 * the party's word on when an awaited thing comes (GUIDELINES 7). Labelled waits with the span in other voices: "the
 * chalet deposit … still not refunded, Downtown East says 14 working days" (42nd read), "the part for the dryer is on
 * backorder, store said maybe 2 weeks" (links), both read through other cues already. Hours are no span here ("triage
 * says 3 hour wait", 16th read, is no wait), nor a carer's word on healing.
 */
export const SAID_SPAN_PATTERNS: WaitPattern[] = [
  {
    re: new RegExp(`\\b(?:(?:the|my|our)\\s+)?([\\p{L}'’-]+)\\s+(?:says|said|reckons|reckoned)\\s+${SPAN_ANSWER}(?=\\s*(?:[,.;!?)]|$))`, "iu"),
    build: (m, text, names) => (CARERS.test(m[1]!) ? null : saidWhen(m, text, names)),
  },
];
