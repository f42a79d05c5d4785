import { z } from "zod";

/** GET /api/config — what the web app needs to know before sign-in. */
export const publicConfigResponse = z.object({
  version: z.string(),
  signups: z.enum(["open", "closed"]),
  /** Only when the server runs with DEMO_MODE=1: the seeded demo account for the login hint box. */
  demo: z.object({ email: z.string(), password: z.string() }).nullable(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
