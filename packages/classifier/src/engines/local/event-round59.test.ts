import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("fifty-ninth-round event cues: feelings told as shaken or missing out, low placings, others' news, keeping things, fixes after a comma, photo days, what a party says", () => {
  it("makes being shaken up about a thing, or hating to miss it, a feeling, not the fact behind it", () => {
    expect(type("still shook up about the van that skidded on the ice at the depot")).toBe("emotion_state");
    expect(type("too knackered after the early shift to watch Ravi's cricket, hate missing it")).toBe("emotion_state");
  });

  it("makes a team placed low a noticed fact, not a notable result", () => {
    expect(type("the quiz team came fifth at the pub league, no prize this time")).toBe("observation_insight");
  });

  it("makes another couple separating, or someone back in hospital, a fact about their life, not a card", () => {
    expect(type("Morag and her husband are divorcing, it's been coming a while")).toBe("observation_insight");
  });

  it("makes keeping a thing another stretch, or stopping something for good, a decision", () => {
    expect(type("keeping the old boiler one more year, the new ones are silly money")).toBe("decision_commitment");
    expect(type("not doing the Sunday car boot any more, the pitch fees ate the profit")).toBe("decision_commitment");
  });

  it("makes a fix or a lesson after the comma the thing to do, not the fact before it", () => {
    expect(type("the shed door scrapes the slabs, fix the hinge on saturday morning")).toBe("task");
    expect(type("Tayo wants to learn the guitar, teach him on my old acoustic")).toBe("task");
  });

  it("makes a photo on a coming weekday a single thing to do, not a routine", () => {
    expect(type("family photo with grandad next sunday at 2, everyone in their best")).toBe("task");
  });

  it("makes what a party says a fact heard, unless it is money said to be coming", () => {
    expect(type("Mrs Okafor says the new coach comes on the 9th")).toBe("observation_insight");
    expect(type("Gemma says the money for the raffle should be in by friday")).not.toBe("observation_insight");
  });

  it("makes a change of hours from a coming day, or a yes to an invitation, a decision, not a routine", () => {
    expect(type("close the stall at 5 from next week, the evenings are dead")).toBe("decision_commitment");
    expect(type("market day on saturday, so we open the shop at 9 instead of 7")).toBe("decision_commitment");
    expect(type("Priya and Leah want a curry night on saturday, I'm in")).toBe("decision_commitment");
  });
});
