import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("seventy-second round: domain", () => {
  it("reads a named person's salary paid by the household as one's own money", () => {
    expect(domain("Mercy's salary 300k to give on the 28th")).toBe("personal");
    expect(domain("give Precious her december salary before she travels home")).toBe("personal");
  });

  it("reads one's own language exam as learning for oneself", () => {
    expect(domain("sat the French oral exam this morning")).toBe("personal");
  });

  it("reads the internet provider coming to fix the line as one's own home", () => {
    expect(domain("in 3 hours the man from Vodacom comes for the internet")).toBe("personal");
  });

  it("reads one's own test or device for one's health as one's own health", () => {
    expect(domain("carry my glucose meter for the review at the district hospital monday 9am")).toBe("personal");
  });

  it("reads money given at a church collection as the community's", () => {
    expect(domain("gave 50 at the Easter collection for the orphanage")).toBe("social");
  });
});
