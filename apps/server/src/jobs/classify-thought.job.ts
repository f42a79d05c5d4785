import { z } from "zod";
import type { ClassificationService, ClassifyJobPayload } from "../modules/classification/classification.service.js";
import { CLASSIFY_JOB } from "../modules/classification/classification.service.js";
import { defineJob } from "./job-handler.js";

/**
 * Jobs queued by earlier versions also carry classifiedAt and links (of a classification run
 * at capture); those keys are dropped and such a job classifies the thought as it stands.
 */
export const classifyThoughtPayload: z.ZodType<ClassifyJobPayload> = z.object({
  thoughtId: z.string().min(1),
  userId: z.string().min(1),
  unclassified: z.boolean().optional(),
});

/** classify:<thoughtId> — the one classification of a thought; the service does the work. */
export function classifyThoughtJob(classification: ClassificationService) {
  return defineJob({
    type: CLASSIFY_JOB,
    payload: classifyThoughtPayload,
    run: (payload) => classification.processThought(payload),
    onFailed: (payload, error) => classification.recordFailure(payload, error),
    onRequeued: (payload) => classification.recordRequeued(payload),
  });
}
