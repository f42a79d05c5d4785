import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("sixty-ninth round: domain", () => {
  it("reads one's own pills or tablets as one's own health", () => {
    expect(domain("remind me 8 o'clock for me tablets")).toBe("personal");
    expect(domain("ping me at 2 to take the pill with food")).toBe("personal");
  });

  it("reads one's own body aching as one's own health, though the cause is work", () => {
    expect(domain("lower back aches after ten hours on the packing line")).toBe("personal");
    expect(domain("my neck is killing me after a week hunched over the new monitor")).toBe("personal");
  });

  it("reads grandchildren as family", () => {
    expect(domain("next weekend the grandchildren, make up the spare room")).toBe("social");
    expect(domain("Agnes's grandson is looking for an apprenticeship at a garage")).toBe("social");
  });

  it("reads a thing lent or borrowed between the user and a named person as social", () => {
    expect(domain("Declan borrowed the strimmer and never brought it back")).toBe("social");
    expect(domain("Róisín has had my good drill since easter")).toBe("social");
    expect(domain("Tomasz still hasn't returned the ladder he took in march")).toBe("social");
  });

  it("reads tutoring and private lessons given as work, though the pupils' parents are named", () => {
    expect(domain("more parents asking for online tutoring since the exams were moved")).toBe("systems");
    expect(domain("took a new student from march, the Papadakis girl, I said yes")).toBe("systems");
    expect(domain("lesson fee this year 20 euro the hour, told the parents")).toBe("systems");
  });
});
