import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { cueFeatures } from "./cue-features.js";
import { DOMAIN_TEXT_CUES } from "./domain-cues.js";
import { DAY_OR_CLOCK_AHEAD, EVENT_CUES, PLANNED_TIME } from "./event-cues.js";
import { eventTypeScores } from "./event-type.js";
import { linearInput } from "./linear-model.js";
import { featuresOfPrepared, prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-03-10T12:15:00Z"), timezone: "America/Halifax", context: {} } satisfies ClassifyInput);
const domainsOf = (text: string) => cueFeatures(prepareText(text)).filter((f) => f.startsWith("d")).map((f) => DOMAIN_TEXT_CUES[Number(f.slice(1))]![0]);
const scores = (text: string, waiting: boolean) => {
  const prepared = prepareText(text);
  return eventTypeScores(prepared, linearInput(text, prepared, featuresOfPrepared(prepared), null), undefined, { waiting }).scores;
};

describe("a time ahead", () => {
  it("is read after the placeholders, and not in a past report", () => {
    expect(PLANNED_TIME.test(prepareText("the window cleaner comes thursday at 9"))).toBe(true);
    expect(PLANNED_TIME.test(prepareText("orthodontist pushed to the 14th"))).toBe(true);
    expect(PLANNED_TIME.test(prepareText("saw the orthodontist yesterday at 3"))).toBe(false);
    expect(PLANNED_TIME.test(prepareText("swim squad mondays and thursdays"))).toBe(false);
    // "tonight" plans a task but does not make a record a plan: "won the club quiz tonight" is an outcome.
    expect(PLANNED_TIME.test(prepareText("won the club quiz tonight"))).toBe(true);
    expect(DAY_OR_CLOCK_AHEAD.test(prepareText("won the club quiz tonight"))).toBe(false);
  });

  it("is a model feature of its own with no boost, appended after the older cues", () => {
    const i = EVENT_CUES.findIndex((c) => c.re === PLANNED_TIME);
    expect(i).toBeGreaterThan(20);
    expect(EVENT_CUES[i]!.boost).toBe(0);
  });

  it("turns an appointment stated as a fact into a thing to do, scheduled", () => {
    const r = run("the chimney sweep is booked for friday at 10");
    expect(r.event_type).not.toMatch(/contact|milestone_outcome|observation_insight/);
    expect(r.scheduled_for).not.toBeNull();
  });
});

describe("a wait stated as a state", () => {
  it("lifts a noticed fact only when nothing the user did and no money is said", () => {
    const state = "the letting office has still not answered about the broken lift";
    expect(scores(state, true).observation_insight - scores(state, false).observation_insight).toBeGreaterThan(2);
    const act = "emailed the letting office about the broken lift, no answer";
    expect(scores(act, true).observation_insight).toBe(scores(act, false).observation_insight);
    const money = "the letting office still owes me $300";
    expect(scores(money, true).observation_insight).toBe(scores(money, false).observation_insight);
  });

  it("is classified as an observation", () => {
    expect(run("the letting office has still not answered about the broken lift").event_type).toBe("observation_insight");
  });
});

describe("fifth-round domain lexicons", () => {
  it("read family occasions as social, HR and leaving dos as work, the tenancy as one's own", () => {
    expect(domainsOf("grandad's christening gown needs washing")).toContain("social");
    expect(domainsOf("get the payslip letter from hr")).toContain("systems");
    expect(domainsOf("ran 5 hr yesterday")).not.toContain("systems");
    expect(domainsOf("collection for Sanjay's leaving do")).toContain("systems");
    expect(domainsOf("renew the tenancy with the letting agent")).toContain("personal");
  });
});
