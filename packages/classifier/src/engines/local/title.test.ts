import { describe, expect, it } from "vitest";
import { normalizeText } from "../../text/normalize.js";
import { extractSchedule } from "../../dates.js";
import { buildTitle } from "./title.js";
import type { EventType } from "@life/contracts";

const now = new Date("2026-03-10T12:15:00Z");
function title(text: string, type: EventType = "task"): string {
  const normalized = normalizeText(text);
  return buildTitle(normalized, extractSchedule(normalized, now, "America/Halifax").spans, type);
}

describe("buildTitle", () => {
  it("strips filler, priority words and time phrases, and capitalises", () => {
    expect(title("remind me sunday evening to pack the camping gear", "reminder_intention")).toBe("Pack the camping gear");
    expect(title("i need to renew the car registration by friday, important")).toBe("Renew the car registration");
    expect(title("high priority: book flights for the conference")).toBe("Book flights for the conference");
    expect(title("ok so call the bank tomorrow at 9", "communication")).toBe("Call the bank");
  });
  it("keeps the first clause of a run-on thought", () => {
    expect(title("fix the porch light. it's been flickering for a week and the bulb is new")).toBe("Fix the porch light");
  });
  it("stays within 60 characters without cutting the input mid-phrase", () => {
    const long = "reorganise the entire garage so that the bikes, the tools and the camping stuff all have a proper place on the wall";
    const t = title(long);
    expect(t.length).toBeLessThanOrEqual(60);
    expect(long.toLowerCase().startsWith(t.toLowerCase())).toBe(true);
    expect(t).toBe("Reorganise the entire garage");
  });
});
