import { z } from "zod";
import { thought } from "./thought.js";

export const WAITING_DEFAULT_LIMIT = 100;
export const WAITING_MAX_LIMIT = 200;

/**
 * What the Waiting For actions record in `flexible_attributes.waiting` (parse it with this
 * schema on the client). `waiting_for` itself is kept, so a received item still says what it was.
 */
export const waitingState = z.looseObject({
  received_at: z.string().optional(),
  follow_up_count: z.number().int().optional(),
  last_follow_up_at: z.string().optional(),
});
export type WaitingState = z.infer<typeof waitingState>;

export const waitingListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(WAITING_MAX_LIMIT).default(WAITING_DEFAULT_LIMIT),
  _t: z.unknown().optional(),
});
export type WaitingListQuery = z.infer<typeof waitingListQuery>;

/**
 * GET /thoughts/waiting — open waiting items (not received, not completed or archived), oldest
 * first, at most `limit`. No total: counting would cost more than the list itself.
 */
export const waitingListResponse = z.object({ data: z.array(thought) });
export type WaitingListResponse = z.infer<typeof waitingListResponse>;

/** POST /thoughts/:id/follow-up — the waiting thought as updated and the new follow-up task. */
export const followUpResponse = z.object({ data: z.object({ thought, followUp: thought }) });
export type FollowUpResponse = z.infer<typeof followUpResponse>;
