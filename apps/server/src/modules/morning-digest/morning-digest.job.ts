import { z } from "zod";
import { defineJob } from "../../jobs/job-handler.js";
import { MORNING_DIGEST_JOB, type MorningDigestJobPayload, type MorningDigestService } from "./morning-digest.service.js";

export const morningDigestPayload: z.ZodType<MorningDigestJobPayload> = z.object({ userId: z.string().min(1), localDate: z.iso.date() });

/** morning-digest:<userId>:<localDate> — one person's digest for one local day. */
export function morningDigestJob(digest: MorningDigestService) {
  return defineJob({ type: MORNING_DIGEST_JOB, payload: morningDigestPayload, run: (payload) => digest.runJob(payload) });
}
