import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND55_DOMAIN_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the fifty-fifth round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND55_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-03-16T12:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("fifty-fifth-round domain cues: church by title, one's own language class, another's work news, promises, kin words", () => {
  it("reads a pastor, priest or pundit named by title as church life, not a caterer's order", () => {
    expect(cuesOf("Pastor Adebayo wants me to read the lesson on sunday")).toContain("social");
    expect(cuesOf("rang Rev Mensah back about the harvest thanksgiving")).toContain("social");
    expect(cuesOf("Padre Ignacio blessed the new house today")).toContain("social");
    expect(cuesOf("Pastor Adebayo ordered 40 trays of small chops, deposit in")).not.toContain("social");
    expect(cuesOf("the pastor at the corner church is new")).not.toContain("social");
  });

  it("reads one's own language class or exam as learning for oneself, not teaching one", () => {
    expect(cuesOf("the Welsh class at the library moved to wednesdays")).toContain("personal");
    expect(cuesOf("booked the Spanish exam for June, no backing out")).toContain("personal");
    expect(cuesOf("teaching the Spanish class for year 8 again")).not.toContain("personal");
    expect(cuesOf("marking my pupils' French test tonight")).not.toContain("personal");
  });

  it("reads another person's job news as that person's life, not one's own work", () => {
    expect(cuesOf("Declan's firm sent him to Cork for the month")).toContain("social");
    expect(cuesOf("she's working every weekend now, never see her")).toContain("social");
    expect(cuesOf("so glad about her new job at the library")).toContain("social");
    expect(cuesOf("my firm moved me to the Galway office")).not.toContain("social");
    expect(cuesOf("I'm working every weekend till the launch")).not.toContain("social");
  });

  it("reads a promise of a visit or a trip to a named person as family or friends, not covering a shift", () => {
    expect(cuesOf("promised Kojo we'll all come down to Takoradi for Easter")).toContain("social");
    expect(cuesOf("promised Ifeoma I will come for her graduation in july")).toContain("social");
    expect(cuesOf("promised Gareth I'd cover his shift on sunday")).not.toContain("social");
    expect(cuesOf("promised the client we'd ship by friday")).not.toContain("social");
  });

  it("reads Ma, Ah Ma, Maa and Abbu as family, not an MA degree or ma'am", () => {
    expect(cuesOf("Ah Ma wants dim sum on sunday")).toContain("social");
    expect(cuesOf("called Ma about the reunion dinner")).toContain("social");
    expect(cuesOf("maa's knee is bad again")).toContain("social");
    expect(cuesOf("drove Abbu to the mosque after maghrib")).toContain("social");
    expect(cuesOf("my MA thesis draft is due friday")).not.toContain("social");
    expect(cuesOf("the MA course fees went up")).not.toContain("social");
    expect(domain("told Ma I'd come round every saturday till Ah Ma's better")).toBe("social");
  });
});
