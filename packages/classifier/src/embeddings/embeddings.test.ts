import { describe, expect, it } from "vitest";
import {
  EMBEDDING_DIMENSIONS,
  cosineSimilarity,
  decodeEmbedding,
  embedText,
  encodeEmbedding,
} from "./index.js";
import { loadWordTable, parseWordTable } from "./table.js";
import { stemCandidates, tokenize } from "./tokenize.js";

const embed = (text: string) => {
  const v = embedText(text);
  if (!v) throw new Error(`no embedding for ${text}`);
  return v;
};

describe("embedText", () => {
  // Load time is reported by `npm run bench -w packages/classifier`, not asserted here.
  it("loads the derived table: 50,000 int8 vectors", () => {
    const table = loadWordTable();
    expect(table.count).toBe(50_000);
    expect(table.dims).toBe(EMBEDDING_DIMENSIONS);
    expect(table.matrix).toBeInstanceOf(Int8Array);
  });

  it("rejects a file that is not a word-vector table", () => {
    expect(() => parseWordTable(Buffer.from("NOPE0000000000000000000000"))).toThrow(/bad magic/);
  });

  it("returns a unit vector of the advertised size", () => {
    const v = embed("Kitchen renovation");
    expect(v).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(Math.hypot(...v)).toBeCloseTo(1, 5);
  });

  it("places a thought near its project with no shared word", () => {
    const q = embed("ordered the tiles");
    const kitchen = cosineSimilarity(q, embed("Kitchen renovation"));
    expect(kitchen).toBeGreaterThan(cosineSimilarity(q, embed("Plan Deepa's birthday party")));
    expect(kitchen).toBeGreaterThan(cosineSimilarity(q, embed("Q3 sales report")));
  });

  it("matches a completion report to its task", () => {
    const q = embed("finally called the plumber");
    expect(cosineSimilarity(q, embed("Call the plumber"))).toBeGreaterThan(
      cosineSimilarity(q, embed("Get the car serviced")),
    );
  });

  it("ignores case, punctuation and stopwords", () => {
    expect(cosineSimilarity(embed("Book the VENUE!"), embed("book the venue"))).toBeCloseTo(1, 6);
    expect(cosineSimilarity(embed("please book the venue for them"), embed("book venue"))).toBeCloseTo(1, 6);
    expect(cosineSimilarity(embed("book the venue"), embed("book the caterer"))).toBeLessThan(0.99);
  });

  it("returns null when no word is known", () => {
    expect(embedText("")).toBeNull();
    expect(embedText("   ")).toBeNull();
    expect(embedText("the and of")).toBeNull();
    expect(embedText("🎉 !!! 123")).toBeNull();
    expect(embedText("zzqxv blorptastic")).toBeNull();
  });

  it("falls back to stems and hyphen parts for unknown forms", () => {
    expect(stemCandidates("planned")).toContain("plan");
    expect(stemCandidates("making")).toContain("make");
    expect(stemCandidates("batteries")).toContain("battery");
    expect(embedText("kitchen-renoz")).not.toBeNull();
    expect(tokenize("Zara's permission slip")).toEqual(["zara", "permission", "slip"]);
  });
});

describe("cosineSimilarity", () => {
  it("handles zero and mismatched vectors", () => {
    expect(cosineSimilarity(new Float32Array(3), Float32Array.of(1, 0, 0))).toBe(0);
    expect(cosineSimilarity(Float32Array.of(1), Float32Array.of(1, 0))).toBe(0);
    expect(cosineSimilarity(Float32Array.of(1, 0), Float32Array.of(-1, 0))).toBe(-1);
  });
});

describe("encodeEmbedding / decodeEmbedding", () => {
  it("round-trips exactly through bytes", () => {
    const v = embed("emailed the accountant");
    const bytes = encodeEmbedding(v);
    expect(bytes.byteLength).toBe(EMBEDDING_DIMENSIONS * 4);
    expect(Array.from(decodeEmbedding(bytes))).toEqual(Array.from(v));
  });

  it("decodes from an unaligned view such as a database Buffer slice", () => {
    const v = Float32Array.of(0.5, -0.25, 1e-7);
    const padded = new Uint8Array(13);
    padded.set(encodeEmbedding(v), 1);
    expect(Array.from(decodeEmbedding(padded.subarray(1)))).toEqual(Array.from(v));
  });

  it("rejects a blob of the wrong length", () => {
    expect(() => decodeEmbedding(new Uint8Array(5))).toThrow(/multiple of 4/);
  });
});
