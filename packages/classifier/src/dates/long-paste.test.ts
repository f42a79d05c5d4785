import { describe, expect, it } from "vitest";
import { clauseAround, extractSchedule, formatScheduleLocal } from "../dates.js";
import { parseWallTime, wallTimeToInstant } from "./zoned-time.js";

const HFX = "America/Halifax";
const now = wallTimeToInstant(parseWallTime("2026-03-10T09:15"), HFX);
const when = (text: string): string | null => formatScheduleLocal(extractSchedule(text, now, HFX).scheduled);
const paste = (shape: string, length: number): string => shape.repeat(Math.ceil(length / shape.length)).slice(0, length);

// The cost of these pastes is measured by `npm run bench:paste`; here, that reading them whole changes no answer.
describe("long pastes", () => {
  it("a paste of repeated days reads the same day as its first sentence", () => {
    expect(when("call mum friday at 3 ")).toBe("2026-03-13 15:00");
    expect(when(paste("call mum friday at 3 ", 10_000))).toBe("2026-03-13 15:00");
    expect(when(paste("order pizza tonight ", 10_000))).toBe(when("order pizza tonight"));
    expect(when(paste("monday tuesday wednesday ", 10_000))).toBe(when("monday tuesday wednesday"));
  });
  it("an owned weekday far into a paste is still read as owned", () => {
    const long = `${paste("lorem ipsum dolor ", 5000)}, baked the bread, my saturday ritual`;
    expect(when(long)).toBeNull();
  });
});

describe("clauseAround", () => {
  it("is the text between the breaks around an index, multi-character breaks included", () => {
    const text = "buy milk, call jo - then the vet; done";
    expect(clauseAround(text, text.indexOf("call"))).toBe(" call jo");
    expect(clauseAround(text, text.indexOf("then"))).toBe("then the vet");
    expect(clauseAround(text, 0)).toBe("buy milk");
    expect(clauseAround(text, text.length - 1)).toBe(" done");
  });
  it("hands back one string for every index of a clause, and a fresh reading for another text", () => {
    const text = paste("friday at noon ", 3000);
    expect(clauseAround(text, 10)).toBe(clauseAround(text, 2000));
    expect(clauseAround("a, b", 3)).toBe(" b");
    expect(clauseAround(text, 0)).toBe(text);
  });
});
