import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { resolveLocal } from "./index.js";

const type = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).event_type;

describe("seventieth-round event cues", () => {
  it("makes an engagement told with an exclamation a milestone", () => {
    expect(type("great news: Ingrid got engaged!! need to send her flowers")).toBe("milestone_outcome");
    expect(type("Tariq and Noor are engaged, he asked her at the lake!")).toBe("milestone_outcome");
  });

  it("makes a thing on its way told by the tracking a thing got", () => {
    expect(type("the new wool order comes tuesday, says the tracking")).toBe("acquisition_disposition");
  });

  it("makes another named person's baking or painting a noticed fact", () => {
    expect(type("Brigid will bake 40 scones for the school fete")).toBe("observation_insight");
    expect(type("Oisín's doing the baking for the christening, he'll make the cake")).toBe("observation_insight");
  });

  it("makes a goal with a deadline and its steps after a colon a project", () => {
    expect(type("lose 6 kilos by august: no fizzy drinks, walk the prom daily, see Dr Walsh monthly")).toBe("project");
  });

  it("makes a pattern noticed in things every week a noticed fact", () => {
    expect(type("the 7:15 ferry is packed every friday before a long weekend")).toBe("observation_insight");
    expect(type("attendance drops every friday before a bank holiday")).toBe("observation_insight");
  });
});
