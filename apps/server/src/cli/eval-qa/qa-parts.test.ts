import { describe, expect, it } from "vitest";
import { onlyParts, qaParts, qaSetNumber } from "./qa-parts.js";

const FILES = ["qa-fresh.jsonl", "qa-fresh-2.jsonl", "qa-fresh-3.jsonl", "qa-fresh-4.jsonl", "qa-fresh-5.jsonl", "qa-fresh-10.jsonl", "qa-fresh-25.jsonl", "author_qa_fresh_25.py", "README.md"];

describe("Q&A eval halves", () => {
  it("numbers the sets, the first one without a number", () => {
    expect(FILES.map(qaSetNumber)).toEqual([1, 2, 3, 4, 5, 10, 25, 0, 0]);
  });

  it("puts the dev set and the first and third sets whole in the read half, the second whole in the held half", () => {
    expect(qaParts("read", FILES).map((p) => p.name)).toEqual(["qa-dev", "qa-fresh-read", "qa-fresh-3-read", "qa-fresh-4-read", "qa-fresh-5-read", "qa-fresh-10-read", "qa-fresh-25-read"]);
    expect(qaParts("held", FILES).map((p) => p.name)).toEqual(["qa-fresh-2-held", "qa-fresh-4-held", "qa-fresh-5-held", "qa-fresh-10-held", "qa-fresh-25-held"]);
  });

  it("splits the later sets by case number, every case in exactly one half", () => {
    const split = (name: string, ids: string[]) =>
      (["read", "held"] as const).map((half) => ids.filter((id) => qaParts(half, FILES).find((p) => p.name === `${name}-${half}`)?.keep(id)));
    expect(split("qa-fresh-4", ["qg001", "qg030", "qg031", "qg060"])).toEqual([["qg001", "qg030"], ["qg031", "qg060"]]);
    expect(split("qa-fresh-5", ["qi025", "qi026"])).toEqual([["qi025"], ["qi026"]]);
    expect(split("qa-fresh-25", ["qC001", "qC020", "qC021", "qC040"])).toEqual([["qC001", "qC020"], ["qC021", "qC040"]]);
  });

  it("runs only the parts --only names, in the half's order, and refuses a name the half has not", () => {
    const held = qaParts("held", FILES);
    expect(onlyParts(held, "qa-fresh-25-held, qa-fresh-4-held").map((p) => p.name)).toEqual(["qa-fresh-4-held", "qa-fresh-25-held"]);
    expect(onlyParts(held, undefined)).toHaveLength(held.length);
    expect(() => onlyParts(held, "qa-fresh-25-read")).toThrow(/qa-fresh-25-read/);
  });
});
