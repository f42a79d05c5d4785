import { z } from "zod";
import { MAX_PAGE_SIZE } from "./thought.js";

/**
 * GET /projects/summary[?ids=a,b] — child-task counts for project cards. Without ids it covers
 * the newest MAX_PAGE_SIZE projects, which includes any page the projects view shows.
 */
export const projectSummaryQuery = z.object({
  ids: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").map((id) => id.trim()).filter(Boolean) : undefined))
    .pipe(z.array(z.string().max(64)).max(MAX_PAGE_SIZE, `ids: at most ${MAX_PAGE_SIZE} projects`).optional()),
  _t: z.unknown().optional(),
});
export type ProjectSummaryQuery = z.infer<typeof projectSummaryQuery>;

/** done_count: completed, or marked done by a later thought (completed_via_resolution). Archived tasks are not counted. */
export const projectSummary = z.object({
  id: z.string(),
  task_count: z.number().int(),
  done_count: z.number().int(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

export const projectSummaryResponse = z.object({ data: z.array(projectSummary) });
export type ProjectSummaryResponse = z.infer<typeof projectSummaryResponse>;
