import { readFileSync } from "node:fs";
import { z } from "zod";
import { domainSchema, eventTypeSchema, prioritySchema } from "@life/contracts";

const expectSchema = z.object({
  domain: domainSchema.optional(),
  event_type: eventTypeSchema.optional(),
  is_container: z.boolean().optional(),
  scheduled_local: z.string().nullable().optional(),
  entities: z.array(z.string()).optional(),
  priority: prioritySchema.nullable().optional(),
  waiting_for: z.string().nullable().optional(),
  expected_date: z.string().nullable().optional(),
  completes: z.string().nullable().optional(),
  parent: z.string().nullable().optional(),
});

export const evalCaseSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Local wall time in `timezone`, no offset. */
  now: z.string(),
  timezone: z.string(),
  context: z.object({
    projects: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
    tasks: z.array(z.object({ id: z.string(), title: z.string(), parent_id: z.string().nullable() })).optional(),
    contacts: z.array(z.object({ id: z.string(), name: z.string(), relation: z.string().nullable().optional() })).optional(),
  }),
  expect: expectSchema,
});
export type EvalCase = z.infer<typeof evalCaseSchema>;
export type Expectation = z.infer<typeof expectSchema>;

/** One predicted line of `--predictions`. */
export interface Prediction {
  id: string;
  domain: string;
  event_type: string;
  is_container: boolean;
  priority: string | null;
  scheduled_local: string | null;
  entities: string[];
  waiting_for: string | null;
  completes: string | null;
  parent: string | null;
}

export function readCases(path: string): EvalCase[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((line, i) => {
      const parsed = evalCaseSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${i + 1}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}
