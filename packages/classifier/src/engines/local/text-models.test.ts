import { domains, eventTypes } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { trainingCorpus } from "./corpus/index.js";
import { generateCorpus } from "./corpus/generated/index.js";
import { featuresOfPrepared, prepareText } from "./features.js";
import { charNgrams, fitTemperature, linearInput, logits, softmax, trainLinear, type SparseInput } from "./linear-model.js";
import { corpusFingerprint, parseModels, serializeModels } from "./model-file.js";
import { getTextModels, logProbabilities } from "./text-models.js";
import { readHalfEntries } from "../../../scripts/read-halves.js";

const inputOf = (text: string): SparseInput => {
  const prepared = prepareText(text);
  return linearInput(text, prepared, featuresOfPrepared(prepared));
};

describe("text models", () => {
  it("were trained on the current corpus and read halves (run `npm run build:model` after editing them)", () => {
    // Round 72: the domain model is trained with the read halves (weight 0.5); the event-type model is the one built
    // on the corpus alone, kept byte for byte. The fingerprint covers the corpus and the read halves.
    expect(getTextModels().fingerprint).toBe(corpusFingerprint([...trainingCorpus, ...readHalfEntries()]));
  });

  it("hold thousands of sentences, most of them generated, reproducibly", () => {
    expect(trainingCorpus.length).toBeGreaterThan(3000);
    expect(generateCorpus().map((e) => e.text)).toEqual(generateCorpus().map((e) => e.text));
    expect(new Set(generateCorpus().map((e) => `${e.event_type}/${e.domain}`)).size).toBe(eventTypes.length * domains.length);
  });

  it("give calibrated probabilities that sum to one and favour the obvious reading", () => {
    const m = getTextModels();
    const lp = logProbabilities<string>(m.eventType, inputOf("emailed the landlord about the boiler"));
    expect(Object.values(lp).reduce((a, b) => a + Math.exp(b), 0)).toBeCloseTo(1, 5);
    expect(Object.entries(lp).sort((a, b) => b[1] - a[1])[0]![0]).toBe("communication");
    const dp = logProbabilities<string>(m.domain, inputOf("the client wants the roadmap by friday"));
    expect(Object.entries(dp).sort((a, b) => b[1] - a[1])[0]![0]).toBe("systems");
    expect(m.eventType.temperature).toBeGreaterThan(0.2);
  });

  it("survive a round trip through the model file", () => {
    const xs = ["call the plumber", "paid the gas bill", "call mum", "bought a lamp"].map(inputOf);
    const model = { ...trainLinear(xs, [0, 1, 0, 2], ["a", "b", "c"], { epochs: 5, learningRate: 0.5, l2: 0, seed: 1 }), temperature: 1.3 };
    const back = parseModels(serializeModels({ fingerprint: "f".repeat(64), eventType: model, domain: model }));
    expect(back.eventType.temperature).toBeCloseTo(1.3, 5);
    const a = softmax(logits(model, xs[1]!));
    const b = softmax(logits(back.domain, xs[1]!));
    for (let i = 0; i < 3; i++) expect(b[i]).toBeCloseTo(a[i]!, 3);
  });

  it("fits a temperature above 1 for overconfident logits", () => {
    const zs = Array.from({ length: 40 }, (_, i) => Float64Array.from(i % 4 === 0 ? [0, 8] : [8, 0]));
    const ys = zs.map((_, i) => (i % 2 === 0 ? 0 : 0));
    expect(fitTemperature(zs, ys)).toBeGreaterThan(1);
  });

  it("reads typos through character n-grams", () => {
    expect(charNgrams("tmrw")).toContain("<tm");
    expect(charNgrams("zmoney paid")).not.toContain("<zm");
  });
});
