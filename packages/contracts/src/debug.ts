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

/** The admin backend pages a new tab opens (spec 2.1): /api/debug/marching-orders-status and /api/file-browser/. */
export const adminPages = ["marching-orders-status", "file-browser"] as const;
export const adminPageSchema = z.enum(adminPages);
export type AdminPage = z.infer<typeof adminPageSchema>;

export const pageTicketInput = z.object({ page: adminPageSchema });
export type PageTicketInput = z.infer<typeof pageTicketInput>;

/** Where to open the page: its path with a single-use ticket, which the server swaps for a cookie. */
export const pageTicketResponse = z.object({ url: z.string(), expires_at: z.string() });
export type PageTicketResponse = z.infer<typeof pageTicketResponse>;

/** A backend page's query: the ticket only on the first load of a new tab. */
export const adminPageQuery = z.object({ ticket: z.string().max(200).optional() });

/** One job of the processor's recent work, as the file-browser page lists it. */
export const processorWork = z.object({
  job_id: z.string(),
  type: z.string(),
  status: jobStatusSchema,
  attempts: z.number().int(),
  /** The account the job worked for; null when it was deleted since. */
  account_email: z.string().nullable(),
  /** The thought's title or the document's name; null when the row is gone. */
  subject: z.string().nullable(),
  error: z.string().nullable(),
  updated_at: z.string(),
});
export type ProcessorWork = z.infer<typeof processorWork>;
export const processorWorkResponse = z.object({ data: z.array(processorWork) });
export type ProcessorWorkResponse = z.infer<typeof processorWorkResponse>;
