import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("fifty-seventh-round event cues: half a chore done, an application gone in, a first time since, an appointment by its doctor and day, another's purchase, one's turn at a run", () => {
  it("makes half a chore done, with the rest after, a single thing to do, not a habit of half a group", () => {
    expect(type("half the fence panels are up, the rest after the rain")).toBe("task");
    expect(type("half the class in this group never hand homework in on time")).not.toBe("task");
    expect(type("half the loft is cleared, the boxes by the tank still left")).toBe("task");
  });

  it("makes an application or essay gone in a single thing done, not a remark", () => {
    expect(type("the bursary application's gone in, did it on my phone at lunch")).toBe("task");
    expect(type("the deputy head application's gone in, typed it up on my break")).toBe("task");
  });

  it("makes walking or writing again for the first time a notable result", () => {
    expect(type("Dad walked to the end of the road on his own, first time since the fall")).toBe("milestone_outcome");
    expect(type("Elin wrote her own name for the first time, every letter the wrong way round")).toBe("milestone_outcome");
  });

  it("makes an appointment told as the doctor or dentist and its day a single thing to do, not a routine", () => {
    expect(type("Dr Pritchard thursday 9.40 for my bloods")).toBe("task");
  });

  it("makes another person's purchase, opening with their name, a fact noticed, not the user getting a thing", () => {
    expect(type("Iestyn bought a Hilux off a farmer in Bala, he's chuffed")).toBe("observation_insight");
    expect(type("Bethan's bought a campervan, off to Pembrokeshire in it")).toBe("observation_insight");
    expect(type("bought a new Hilux, silver")).not.toBe("observation_insight");
  });

  it("makes one's turn at a shared school or shopping run a named instance of a routine", () => {
    expect(type("I've got the school run tomorrow, Rhys has the car")).toBe("routine_activity");
    expect(type("Nain's shopping run is mine on friday, Sioned has tuesday")).toBe("routine_activity");
  });
});
