import type { ClassifyResult } from "@life/classifier";
import type { EventType, SetupAnswers } from "@life/contracts";

/**
 * What the setup answer "What should the AI prioritise?" (ai_priority) tells classification:
 * which area of life comes first. Balanced, or no answer, gives no hint.
 */
export interface PriorityHint {
  focus: "family" | "career" | "health";
}

const FOCUS_LABELS: Record<PriorityHint["focus"], string> = { family: "family", career: "work", health: "health" };

/** Things to do, not notes or feelings: only these are raised. */
const ACTIONABLE = new Set<EventType>(["task", "reminder_intention", "decision_commitment", "communication"]);

export function priorityHintFrom(aiPriority: SetupAnswers["ai_priority"]): PriorityHint | null {
  return aiPriority === null || aiPriority === "balanced" ? null : { focus: aiPriority };
}

function inFocus(result: ClassifyResult, focus: PriorityHint["focus"]): boolean {
  switch (focus) {
    case "family":
      return result.domain === "social" && (result.subdomain === "family" || result.subdomain === "kids");
    case "career":
      return result.domain === "systems";
    case "health":
      return result.subdomain === "health" || result.subdomain === "fitness";
  }
}

/**
 * The hint applied to a classification: a thing to do in the person's chosen area, whose text
 * named no priority, is marked high priority, and the reasoning says why. A priority the text
 * states ("no rush", "urgent") always stands, and a report that something is done is not raised.
 * Pure, so each case is tested without a database; the job runs it in the classifier's thread.
 */
export function applyPriorityHint(result: ClassifyResult, hint: PriorityHint | null | undefined): ClassifyResult {
  if (!hint || result.priority !== null || result.completes !== null || !ACTIONABLE.has(result.event_type) || !inFocus(result, hint.focus)) return result;
  const why = `Priority high: ${FOCUS_LABELS[hint.focus]} comes first in your setup.`;
  return { ...result, priority: "high", reasoning: result.reasoning ? `${result.reasoning} ${why}` : why };
}
