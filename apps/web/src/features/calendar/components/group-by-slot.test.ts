import { describe, expect, it } from "vitest";
import { makeThought } from "../../../testing/factories";
import { groupByTimeSlot, NO_TIME } from "./group-by-slot";

describe("groupByTimeSlot", () => {
  it("groups by local time, earliest first, with No time last", () => {
    const zone = "America/Halifax";
    const allDay = makeThought({ ai_title: "All day", scheduled_for: "2026-11-22" });
    const late = makeThought({ ai_title: "Late", scheduled_for: "2026-11-23T01:30:00.000Z" }); // 9:30 PM
    const nine = makeThought({ ai_title: "Nine", scheduled_for: "2026-11-22T13:00:00.000Z" }); // 9:00 AM
    const nineToo = makeThought({ ai_title: "Nine too", scheduled_for: "2026-11-22T13:00:00.000Z" });
    const none = makeThought({ ai_title: "None", scheduled_for: null });
    const slots = groupByTimeSlot([allDay, late, none, nine, nineToo], zone);
    expect(slots.map((slot) => slot.label)).toEqual(["9:00 AM", "9:30 PM", NO_TIME]);
    expect(slots[0]!.items.map((t) => t.ai_title)).toEqual(["Nine", "Nine too"]);
    expect(slots[2]!.items.map((t) => t.ai_title)).toEqual(["All day", "None"]);
  });

  it("orders 12 AM before 1 AM and 12 PM after 11 AM", () => {
    const zone = "UTC";
    const labels = groupByTimeSlot(
      [
        makeThought({ scheduled_for: "2026-11-22T12:00:00.000Z" }),
        makeThought({ scheduled_for: "2026-11-22T01:00:00.000Z" }),
        makeThought({ scheduled_for: "2026-11-22T11:00:00.000Z" }),
        makeThought({ scheduled_for: "2026-11-22T00:00:00.000Z" }),
      ],
      zone,
    ).map((slot) => slot.label);
    expect(labels).toEqual(["12:00 AM", "1:00 AM", "11:00 AM", "12:00 PM"]);
  });

  it("has no No time group when everything has a time", () => {
    const slots = groupByTimeSlot([makeThought({ scheduled_for: "2026-11-22T13:00:00.000Z" })], "UTC");
    expect(slots.map((slot) => slot.label)).toEqual(["1:00 PM"]);
  });
});
