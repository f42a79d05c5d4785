import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND58_DOMAIN_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the fifty-eighth round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND58_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("fifty-eighth-round domain cues: the shift rota out, being put on nights or lates, nights back to back, not one's own sleep", () => {
  it("reads the rota or roster told as out or up as the employer's", () => {
    expect(cuesOf("new roster's up, I'm doing every second weekend till July")).toContain("systems");
    expect(cuesOf("the rota is out and it's earlies all through half term")).toContain("systems");
    expect(domain("new roster's up, every second weekend for me till July")).toBe("systems");
    expect(cuesOf("the rotavator is up in the shed")).not.toContain("systems");
  });

  it("reads being put on nights or lates, or nights back to back, as the job's", () => {
    expect(cuesOf("Sister Brennan put me on nights again without a word")).toContain("systems");
    expect(cuesOf("I'm on lates the whole of next month")).toContain("systems");
    expect(cuesOf("wiped out after four nights back to back")).toContain("systems");
    expect(domain("wiped out after four nights back to back")).toBe("systems");
    // One's own sleep since the move is one's own health; a baby's nights are no shift.
    expect(cuesOf("my sleep is wrecked since they put me on nights")).not.toContain("systems");
    expect(cuesOf("the baby slept through two nights in a row")).not.toContain("systems");
  });
});
