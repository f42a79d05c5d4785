import { z } from "zod";

/** Every error the API returns has this shape, whatever the status. */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["sqlite", "postgres"]),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const idParams = z.object({ id: z.string().min(1).max(64) });
export type IdParams = z.infer<typeof idParams>;

/** A calendar date in the user's local time, e.g. 2026-11-22. */
export const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");
