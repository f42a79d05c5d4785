import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const run = (text: string) => resolveLocal({ text, now: new Date("2026-03-10T12:15:00Z"), timezone: "America/Halifax", context: {} } satisfies ClassifyInput);

describe("a 'who: what' note that opens on a name and a colon (twenty-first session)", () => {
  it("names the person, and is no contact card unless it holds a card's details", () => {
    const note = run("Dervla: the signed lease for the unit, still with her since monday");
    expect(note.entities).toEqual(["Dervla"]);
    expect(note.event_type).not.toBe("contact");
    expect(run("Oluwaseun: revised quote for the client, awaited").event_type).not.toBe("contact");
    const card = run("Dana: 902-555-0133, does gutters");
    expect(card.entities).toEqual(["Dana"]);
    expect(card.event_type).toBe("contact");
  });

  it("reads the domain from the thing held, not from the name", () => {
    expect(run("Oluwaseun: revised quote for the client, awaited").domain).toBe("systems");
  });
});
