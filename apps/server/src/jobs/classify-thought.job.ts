import { z } from "zod";
import type { ClassificationService, ClassifyJobPayload } from "../modules/classification/classification.service.js";
import { CLASSIFY_JOB } from "../modules/classification/classification.service.js";
import { defineJob } from "./job-handler.js";

export const classifyThoughtPayload: z.ZodType<ClassifyJobPayload> = z.object({
  thoughtId: z.string().min(1),
  userId: z.string().min(1),
  classifiedAt: z.string().optional(),
  links: z
    .object({
      entities: z.array(z.string()),
      completes: z.object({ taskId: z.string(), attributes: z.record(z.string(), z.unknown()) }).nullable(),
    })
    .optional(),
});

/** classify:<thoughtId> — the full pipeline for one thought; the service does the work. */
export function classifyThoughtJob(classification: ClassificationService) {
  return defineJob({
    type: CLASSIFY_JOB,
    payload: classifyThoughtPayload,
    run: (payload) => classification.processThought(payload),
    onFailed: (payload, error) => classification.recordFailure(payload, error),
    onRequeued: (payload) => classification.recordRequeued(payload),
  });
}
