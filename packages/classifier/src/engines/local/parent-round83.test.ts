import { describe, expect, it } from "vitest";
import { classifyLocal } from "../../pipeline.js";
import { fastestMs } from "../../testing/fastest-run.js";
import { giftOccasions, occasionForProject } from "./parent-occasion-83.js";

// Round par83, read on the read halves' parent misses (new wordings, not those cases' texts).
const parent = (text: string, projects: string[], tasks: { title: string; of: number }[] = []) =>
  classifyLocal({
    text,
    now: new Date("2026-12-02T10:00:00Z"),
    timezone: "UTC",
    context: {
      projects: projects.map((title, i) => ({ id: `p${i + 1}`, title })),
      tasks: tasks.map((t, i) => ({ id: `t${i + 1}`, title: t.title, parent_id: `p${t.of}` })),
    },
  }).result.parent_id;

describe("round par83 (read halves)", () => {
  it("files a gift named by its occasion under the project that is that occasion", () => {
    // The possessive says whom the present is for, not whose Christmas it is.
    expect(parent("Ruby's christmas present still to wrap, remind me friday", ["Christmas at ours", "Fix the fence"])).toBe("p1");
    // "new" and "year" are each too common in titles alone; together they name the day.
    expect(parent("new year gifts for the nieces, order them by the 18th", ["New year at ours"], [{ title: "Order the new year cake", of: 1 }])).toBe("p1");
  }, 60_000);

  it("leaves gifts for someone else's occasion, a title's leading verb and words that are no gift alone", () => {
    // Another person's birthday than the title owner's.
    expect(parent("Zoey's birthday present is wrapped and hidden", ["Migo's 7th birthday party", "Paint the shed"])).not.toBe("p1");
    expect(occasionForProject(giftOccasions("birthday present for Leo, order by friday"), "Migo's 7th birthday party")).toBe(0);
    expect(occasionForProject(giftOccasions("Zoey's birthday present is wrapped"), "Migo's 7th birthday party")).toBe(0);
    // The title owner's own.
    expect(occasionForProject(giftOccasions("Migo's birthday present is wrapped"), "Migo's 7th birthday party")).toBe(1);
    // Someone's gift for a title that is the user's own occasion.
    expect(occasionForProject(giftOccasions("ordered Kirsty's wedding present off the list"), "Plan our wedding in Sligo")).toBe(0);
    // The title's first word is its verb.
    expect(occasionForProject(giftOccasions("return gifts all packed for saturday"), "Return the rental car")).toBe(0);
    // No occasion before the gift noun.
    expect(giftOccasions("I was present at the meeting")).toEqual([]);
    expect(giftOccasions("new gifts came for the kids")).toEqual([]);
    expect(giftOccasions("a gift for my neighbour")).toEqual([]);
    // An occasion the title does not name.
    expect(occasionForProject(giftOccasions("christening gift for Samvel's little one"), "Relay room rewiring at Masis")).toBe(0);
    expect(parent("christening gift for the neighbours' baby on sunday", ["Christmas at ours"])).toBeNull();
  }, 60_000);

  it("reads gift occasions once a thought, fast on long adversarial strings", () => {
    const s = "Ruby's new year presents for the gifts present gift christmas prezzies ".repeat(9);
    expect(s.length).toBeGreaterThan(590);
    expect(fastestMs(() => giftOccasions(s))).toBeLessThan(5);
    const occasions = giftOccasions(s);
    expect(fastestMs(() => { for (let i = 0; i < 20; i++) occasionForProject(occasions, `Kid${i}'s new year christmas party at ours`); })).toBeLessThan(5);
  }, 60_000);
});
