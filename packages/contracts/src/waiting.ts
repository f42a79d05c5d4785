import { z } from "zod";
import { thought } from "./thought.js";

export const WAITING_DEFAULT_LIMIT = 100;
export const WAITING_MAX_LIMIT = 200;

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
