import { describe, expect, it } from "vitest";
import { cosineSimilarity, embedText } from "../../embeddings/index.js";
import { trainingCorpus } from "../local/corpus/index.js";
import { EXAMPLE_COUNT, similarExamples } from "./examples.js";

describe("similarExamples", () => {
  it("returns labelled corpus sentences, most similar first", () => {
    const text = "remind me to ring grandma tonight";
    const examples = similarExamples(text);
    expect(examples).toHaveLength(EXAMPLE_COUNT);
    const corpus = new Map(trainingCorpus.map((e) => [e.text, e]));
    for (const e of examples) expect(corpus.get(e.text)).toMatchObject({ domain: e.domain, event_type: e.event_type });
    const query = embedText(text)!;
    const scores = examples.map((e) => cosineSimilarity(query, embedText(e.text)!));
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThanOrEqual(scores[i - 1]! + 1e-6);
    expect(examples.filter((e) => e.event_type === "reminder_intention").length).toBeGreaterThanOrEqual(3);
  });

  it("never shows a thought its own corpus sentence", () => {
    const own = trainingCorpus.find((e) => !e.generated && e.text.split(" ").length >= 6)!;
    expect(similarExamples(own.text).map((e) => e.text)).not.toContain(own.text);
  });
});
