import type { CorpusEntry } from "../corpus-types.js";
import { decisions5, domains5, moneyWaits5, partyAsks5, plannedFacts5, routinesVsTasks5, waitingStates5 } from "./states.js";

/**
 * The fifth written batch (issue 10, fifth round on event type and domain): appointments stated as facts,
 * waits stated as states, dated habits, decisions without "decided", and the domain borderlines.
 */
export const writtenCorpus5: CorpusEntry[] = [...plannedFacts5, ...waitingStates5, ...moneyWaits5, ...routinesVsTasks5, ...decisions5, ...domains5, ...partyAsks5];
