import type { EventType } from "@life/contracts";
import { EVENT_CUES, REMINDER_CUE } from "./event-cues.js";
import type { SparseInput } from "./linear-model.js";
import { argmax, toProbabilities } from "./scores.js";
import { eventTypeLogProbabilities } from "./text-models.js";

/**
 * Weight of the model's calibrated log-probabilities against the cue boosts. Cues encode the
 * guideline's precedence rules, which a corpus-trained model learns only approximately.
 */
export const MODEL_WEIGHT = Number(process.env.LIFE_EVENT_MODEL_WEIGHT ?? 0.5);
/** Scale of the cue boosts added on top of the model (the model also sees the cues as features). */
const CUE_SCALE = Number(process.env.LIFE_EVENT_CUE_SCALE ?? 0.75);
/**
 * The cue boosts make the combined scores over-confident; the decision's probability is their
 * softmax at this temperature, fitted on the out-of-fold decisions by `npm run build:model`.
 */
export const EVENT_DECISION_TEMPERATURE = Number(process.env.LIFE_EVENT_DECISION_T ?? 0.6);

export interface EventTypeDecision {
  type: EventType;
  /** 0–1 */
  probability: number;
  /** Readable reasons from the cue rules that fired for the chosen type. */
  cues: string[];
  /** A project cue fired (labelled a project, lists steps, starts a larger effort). */
  listsSteps?: boolean;
}

/**
 * The logistic regression over the corpus, with the precedence cues of GUIDELINES 3 added in log
 * space. `exclude` rules a type out (a thought about an existing project does not start one).
 */
export function classifyEventType(prepared: string, input: SparseInput, exclude?: EventType): EventTypeDecision {
  if (REMINDER_CUE.test(prepared)) return { type: "reminder_intention", probability: 0.97, cues: ["asks to be reminded"] };
  const { scores, fired } = eventTypeScores(prepared, input, exclude);
  const type = argmax(scores);
  const probability = toProbabilities(scores, EVENT_DECISION_TEMPERATURE)[type];
  return { type, probability, cues: fired.get(type) ?? [], listsSteps: fired.has("project") };
}

/** Log scores per event type (model plus cue boosts) and the cues that fired, for a thought with no reminder phrase. */
export function eventTypeScores(prepared: string, input: SparseInput, exclude?: EventType): { scores: Record<EventType, number>; fired: Map<EventType, string[]> } {
  const raw = eventTypeLogProbabilities(input);
  const scores = {} as Record<EventType, number>;
  for (const t of Object.keys(raw) as EventType[]) scores[t] = raw[t] * MODEL_WEIGHT;
  // Without a reminder phrase it is never a reminder (GUIDELINES 3, rule 1).
  scores.reminder_intention = -Infinity;
  if (exclude) scores[exclude] = -Infinity;
  const fired = new Map<EventType, string[]>();
  for (const cue of EVENT_CUES) {
    if (!cue.re.test(prepared)) continue;
    const already = fired.get(cue.type) ?? [];
    // Several cues of one type add up, but with diminishing weight.
    scores[cue.type] += (already.length ? cue.boost / 2 : cue.boost) * CUE_SCALE;
    fired.set(cue.type, [...already, cue.label]);
  }
  return { scores, fired };
}
