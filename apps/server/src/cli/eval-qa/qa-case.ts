import { z } from "zod";

/** One labelled Q&A case (issue 16): thoughts captured in created_at order, then a question asked at `now`. */
export const qaCase = z.object({
  id: z.string(),
  /** Local wall-clock time in `timezone`, no offset. */
  now: z.string(),
  timezone: z.string(),
  thoughts: z.array(z.object({ id: z.string(), text: z.string(), created_at: z.string() })),
  question: z.string(),
  expect: z.object({ cites: z.array(z.string()), number: z.number().nullable() }),
});
export type QaCase = z.infer<typeof qaCase>;

export interface QaPrediction {
  id: string;
  /** The case's thought ids, best first. */
  cites: string[];
  number: number | null;
  answer: string;
}

export function parseCases(text: string, source: string): QaCase[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, index }) => {
      const parsed = qaCase.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${source}:${index + 1}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      return parsed.data;
    });
}
