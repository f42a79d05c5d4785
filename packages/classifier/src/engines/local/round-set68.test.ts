import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { resolveLocal } from "./index.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-06-12T10:30:00Z"), timezone: "Asia/Kathmandu", context: {} } satisfies ClassifyInput);

describe("set68 round: domain", () => {
  it("reads a medical test's report or results with nobody else's in the thought as one's own health, personal", () => {
    expect(run("blood test results came back fine, iron a bit low").domain).toBe("personal");
    expect(run("the MRI report says nothing torn, just inflammation").domain).toBe("personal");
    expect(run("sugar report is better this time after cutting rice").domain).toBe("personal");
  });

  it("keeps a relative's or a patient's test results with their owner", () => {
    expect(run("Mum's blood test results came back fine").domain).toBe("social");
    expect(run("Nana's thyroid report came, all normal").domain).toBe("social");
    expect(run("chase the lab for my patients' blood results before the ward round").domain).toBe("systems");
  });
});

describe("set68 round: lowercase kin words of the Luganda and Nepali voices", () => {
  it("does not take maama, taata, buwa, aama, sasu or sasura for names", () => {
    expect(extractEntities("drove taata to the clinic in Mityana for his knee")).toEqual([]);
    expect(extractEntities("buwa wants the new spectacles before the wedding")).toEqual([]);
    expect(extractEntities("took sasu aama and Nirmala to the temple")).toEqual(["Nirmala"]);
  });

  it("still reads them as family, social, once they are no names (a guard: the start commit read them as names, social)", () => {
    expect(run("sent buwa 15000 for the village house roof").domain).toBe("social");
    expect(run("called taata after dinner, his cough is better").domain).toBe("social");
    expect(run("maama's eye drops to pick up on the way home").domain).toBe("social");
  });
});
