import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { ROUND79_DOMAIN_CUES } from "./domain-cues-79.js";
import { ROUND79_EVENT_CUES } from "./event-cues-79.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-20T02:00:00Z"), timezone: "Asia/Jakarta", context: {} } satisfies ClassifyInput);
const domain = (text: string) => run(text).domain;
const event = (text: string) => run(text).event_type;
/** Whether any of the round's domain cues reads the text (lowercase, as the domain subject is). */
const cued = (text: string) => ROUND79_DOMAIN_CUES.some(([, re]) => re.test(text));

describe("seventy-ninth round: domain", () => {
  it("reads a double charge on one's own account as one's own money", () => {
    expect(domain("refund for the double charge at the pharmacy still not in the account, they said 10 business days")).toBe("personal");
    expect(domain("the bank took the card fee twice, 2 x $9.900, claim it back at the branch monday")).toBe("personal");
    // a customer's double charge is the trade's
    expect(cued("refund the double charge to the customer from leeds")).toBe(false);
  });

  it("reads one's own bloods as one's health, a shift named or not", () => {
    expect(domain("remind me monday at quarter past 6, fasting bloods at the lab before my shift")).toBe("personal");
    // someone else's bloods are not read by the cue
    expect(cued("zperson's bloods came back fine")).toBe(false);
  });

  it("reads a screens- or lights-off hour as one's own rest", () => {
    expect(domain("phones off by 9 for me, starting next monday")).toBe("personal");
    expect(domain("lights out by 10 for me, starting monday")).toBe("personal");
  });

  it("reads a personal-care provider's card as one's own care", () => {
    expect(domain("Grace the massage lady does home visits, 0812 3344 5566, Rp 200.000 an hour")).toBe("personal");
    expect(domain("optician on Mirpur 2 is run by mr. rahman, he fits the frames himself")).toBe("personal");
    // a provider word with no card (who runs it, a visit, a number) is not read
    expect(cued("the optician sold us 40 frames for the clinic")).toBe(false);
  });

  it("reads an old thing sold to a neighbour as a household sale", () => {
    expect(domain("sold the old Singer sewing machine to the lady on the 2nd floor for 2,500")).toBe("personal");
    // a buyer named by trade is not read
    expect(cued("sold the old lens to a photographer in depok")).toBe(false);
  });

  it("reads a small appliance got for the home as the household's", () => {
    expect(domain("bought a new hair dryer for home, not the salon")).toBe("personal");
    // one got for the trade is not read
    expect(cued("ordered a new blender for the cafe, the old one died")).toBe(false);
  });
});

describe("seventy-ninth round: event type", () => {
  it("reads a talk at a child's school as learning", () => {
    expect(event("talk about bullying at Nia's school thursday 6pm, Tomas and I are going")).toBe("learning_consumption");
  });

  it("reads a library book held for the user as reading", () => {
    expect(event("the city library is holding Beloved for me, collect it by friday")).toBe("learning_consumption");
    expect(event("the town library put The Famished Road aside for me, collect it by friday")).toBe("learning_consumption");
  });

  it("reads lessons with a first one ahead as learning", () => {
    expect(event("adult swim lessons at the municipal pool, first one saturday 8am")).toBe("learning_consumption");
    // lessons every week, with no first one, are not read by the cue
    expect(ROUND79_EVENT_CUES.some((c) => c.re.test("swim lessons for zperson every saturday at znum"))).toBe(false);
  });

  it("reads a workshop set for a weekday as learning", () => {
    expect(event("pharmacy board CPD workshop on drug allergies wednesday 1pm at the Novotel")).toBe("learning_consumption");
    // a team's training on a weekday is not read by the cue
    expect(ROUND79_EVENT_CUES.some((c) => c.re.test("u9s training on sat moved to the back pitch"))).toBe(false);
  });

  it("reads signing up for classes as learning", () => {
    expect(event("signed up for evening classes in Welsh grammar, only for myself")).toBe("learning_consumption");
    // signing someone else up is not read by the cue
    expect(ROUND79_EVENT_CUES.some((c) => c.re.test("sign zperson up for the language course in the autumn"))).toBe(false);
  });

  it("reads reading or swotting up on a subject as learning", () => {
    expect(event("swotting up on the listed building rules before I meet the conservation officer")).toBe("learning_consumption");
    expect(event("reading up on where the choir's old hymns came from, for the anniversary")).toBe("learning_consumption");
  });
});

describe("seventy-ninth round: speed", () => {
  it("keeps every new cue fast on long adversarial text", () => {
    const longs = [
      "double " + "charge ".repeat(85),
      "the bank took the " + "a ".repeat(290),
      "a ".repeat(290) + "bloods",
      "screens " + "go ".repeat(190) + "off by",
      "optician " + "a ".repeat(295),
      "massage lady " + "znum ".repeat(115),
      "sold the " + "old ".repeat(145) + "to a",
      "talk about " + "x ".repeat(290) + "at",
      "library " + "a ".repeat(295) + "hold",
      "hold on " + "a ".repeat(290) + "at the",
      "lessons " + "class ".repeat(98) + "first",
      "workshop on " + "a ".repeat(290) + "mon",
      "signed up for " + "a ".repeat(290) + "clas",
      "enrolled in " + "the ".repeat(145),
      "reading ".repeat(70) + "up",
      "for the " + "ordered a ".repeat(60) + "fa",
    ];
    const all = [...ROUND79_DOMAIN_CUES.map(([, re]) => re), ...ROUND79_EVENT_CUES.map((c) => c.re)];
    for (const re of all) for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
  });
});
