import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { fastestMs } from "./testing/fastest-run.js";

describe("set73 round: entities", () => {
  it("takes the name after a formal title typed lowercase, and not the title", () => {
    expect(extractEntities("zoom with dr Maya on friday about the scan")).toEqual(["Maya"]);
    expect(extractEntities("leave the keys with doña Marta downstairs")).toEqual(["Marta"]);
    expect(extractEntities("pay señora Pilar for the ironing")).toEqual(["Pilar"]);
  });

  it("leaves everyday words before a capital as they were (guards)", () => {
    expect(extractEntities("I miss Lagos so much")).toEqual([]);
    expect(extractEntities("call Dr Patel about the results")).toEqual(["Patel"]);
    expect(extractEntities("ask dr patel about the results")).toEqual(["patel"]);
  });

  it("stays fast on a long adversarial string", () => {
    const long = "dr ".repeat(100) + "doña Maya ".repeat(30);
    expect(fastestMs(() => extractEntities(long))).toBeLessThan(5);
  });
});
