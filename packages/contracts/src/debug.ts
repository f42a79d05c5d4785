import { z } from "zod";

/** Admin view of the background processor ("marching orders"). */
export const jobStatuses = ["queued", "running", "done", "failed"] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobFailure = z.object({
  job_id: z.string(),
  /** The thought the job was classifying, when it was a classification job. */
  thought_id: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  updated_at: z.string(),
});
export type JobFailure = z.infer<typeof jobFailure>;

export const marchingOrdersStatus = z.object({
  queue: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
  }),
  recent_failures: z.array(jobFailure),
  /** Jobs finished in the last 10 minutes, per minute. */
  throughput_per_minute: z.number(),
  /** "local" for the offline engine, "llm:<model>" when an OpenAI-compatible model is configured. */
  engine: z.string(),
  worker: z.object({ in_process: z.boolean(), concurrency: z.number().int() }),
});
export type MarchingOrdersStatus = z.infer<typeof marchingOrdersStatus>;

export const forceStartResponse = z.object({ message: z.string() });
export type ForceStartResponse = z.infer<typeof forceStartResponse>;
