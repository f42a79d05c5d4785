import { z } from "zod";
import { waitingState } from "./flexible-attributes.js";
import { thought } from "./thought.js";

export const WAITING_DEFAULT_LIMIT = 100;
export const WAITING_MAX_LIMIT = 200;

export const waitingListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(WAITING_MAX_LIMIT).default(WAITING_DEFAULT_LIMIT),
  _t: z.unknown().optional(),
});
export type WaitingListQuery = z.infer<typeof waitingListQuery>;

/**
 * What a waiting card shows (spec 2.20) and what Received and Follow Up recorded
 * (`flexible_attributes.waiting`, as `waiting`); not the rest of the thought.
 */
export const waitingItem = thought
  .pick({ id: true, original_input: true, ai_title: true, status: true, domain: true, waiting_for: true, expected_date: true, created_at: true, updated_at: true })
  .extend({ waiting: waitingState });
export type WaitingItem = z.infer<typeof waitingItem>;

/**
 * GET /thoughts/waiting — open waiting items (not received, not completed or archived), oldest
 * first, at most `limit`. No total: counting would cost more than the list itself.
 */
export const waitingListResponse = z.object({ data: z.array(waitingItem) });
export type WaitingListResponse = z.infer<typeof waitingListResponse>;

/** POST /thoughts/:id/follow-up — the waiting thought as updated and the new follow-up task. */
export const followUpResponse = z.object({ data: z.object({ thought, followUp: thought }) });
export type FollowUpResponse = z.infer<typeof followUpResponse>;
