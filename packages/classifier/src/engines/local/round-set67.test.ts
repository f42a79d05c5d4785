import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-04-21T10:30:00Z"), timezone: "Africa/Kampala", context: {} } satisfies ClassifyInput);

describe("set67 round: domain and event type", () => {
  it("reads a named person paid her or his month's salary by the user as the household's worker, personal", () => {
    expect(run("paid Harriet her may salary and a little extra for school shoes").domain).toBe("personal");
    expect(run("must pay Agnes her salary before she travels home on friday").domain).toBe("personal");
    // An employee of the user's business stays work.
    expect(run("paid Brenda her march salary, the pharmacy had a slow month").domain).toBe("systems");
  });

  it("reads a named person's new role as a contact card", () => {
    expect(run("Rhian Pugh is treasurer of the allotment society now, subs go to her").event_type).toBe("contact");
    expect(run("Gareth Lloyd's the new duty manager at the leisure centre, ex-police").event_type).toBe("contact");
    expect(run("Colm Doyle's the new head groundsman at the club, used to be at the links").event_type).toBe("contact");
  });
  it("reads the pharmacy the user runs, told by its own things, as work; a customer's visit stays personal", () => {
    expect(run("the pharmacy generator needs servicing before the rains").domain).toBe("systems");
    expect(run("order new shelving for the pharmacy").domain).toBe("systems");
    expect(run("flu jab at the pharmacy on saturday morning").domain).toBe("personal");
  });
  it("reads a period's sales or revenue told by the sum they came to as money", () => {
    expect(run("march takings came to 4.2m, better than february").event_type).toBe("transaction");
    expect(run("the craft stall sales in june came to 640, best month yet").event_type).toBe("transaction");
  });
  it("reads writing to a person as a communication", () => {
    expect(run("write to uncle Fred thanking him for the mangoes").event_type).toBe("communication");
    expect(run("write back to Dr Ssentongo about the placement letter").event_type).toBe("communication");
  });
});
