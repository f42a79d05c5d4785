import { beforeAll, describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { ROUND80_EVENT_CUES } from "./event-cues-80.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-20T02:00:00Z"), timezone: "Asia/Almaty", context: {} } satisfies ClassifyInput);
const event = (text: string) => run(text).event_type;
/** Whether any of the round's cues reads the text (lowercase, prepared as the event cues read it). */
const cued = (text: string) => ROUND80_EVENT_CUES.some((c) => c.re.test(text));

describe("eightieth round: event type", () => {
  // The first classification loads the models; under load that alone can pass the 5 s test bound.
  beforeAll(() => void run("warm up"), 60_000);

  it("reads goods held at customs as a thing on its way", () => {
    expect(event("the new winch cables are stuck at customs in Dostyk, the broker says released thursday")).toBe("acquisition_disposition");
    expect(event("the new espresso grinder from Milan is held at customs, the agent said release wednesday")).toBe("acquisition_disposition");
    // duty settled at customs is money, a feeling about customs a feeling: not read by the cue
    expect(cued("duty on the parts is settled at customs")).toBe(false);
    expect(cued("fed up with customs, they hold every box")).toBe(false);
    // a person waiting or sitting at customs, or a thing not told as new, is not read (wider forms lowered held parts)
    expect(cued("sitting at customs for two hours, the queue never moved")).toBe(false);
    expect(cued("zperson's parcel is stuck at customs")).toBe(false);
  });

  it("reads a missed one's birthday as a feeling", () => {
    expect(event("missing grandad today, it would have been his birthday")).toBe("emotion_state");
    expect(event("miss mum a lot tonight, it would've been her birthday")).toBe("emotion_state");
  });

  it("reads a new thing open with its first day told as an outcome", () => {
    expect(event("the new clinic wing is open, 150 patients seen on the first day")).toBe("milestone_outcome");
    expect(event("the new gondola is running, the first public day went smoothly")).toBe("milestone_outcome");
    // a first day ahead with nothing opened is not read
    expect(cued("pack zperson's lunch for his first day at the new school")).toBe(false);
  });

  it("reads a thing fully owned after a loan as an outcome", () => {
    expect(event("the last instalment on the van went through, the Transit is fully mine now")).toBe("milestone_outcome");
    // a turn or a booking ("is mine", "is ours") is not read
    expect(cued("school run is mine tomorrow")).toBe(false);
    expect(cued("the venue came back at last, the saturday's ours")).toBe(false);
  });

  it("reads a sum hit, opening the thought, as an outcome", () => {
    expect(event("hit 2 million tenge in the Kaspi deposit today")).toBe("milestone_outcome");
    // a hit further in the thought is not read
    expect(cued("the hail hit znum cars in the lot")).toBe(false);
  });

  it("reads a talk told, opening the thought, as a conversation had", () => {
    expect(event("talked to Daulet's coach after training, he wants him on the wing")).toBe("communication");
    expect(event("talked to Aigerim for an hour, her visa case is finally over")).toBe("communication");
    // a talk ahead is not read by this cue
    expect(cued("need to talk to zperson about the rota")).toBe(false);
    // nor a talk with a day or an hour ahead after it
    expect(cued("spoke to the inspector, she will come thursday at ztime")).toBe(false);
  });

  it("reads a call returned as a call had", () => {
    expect(event("HR phoned back about my november overtime: it comes with the payslip on the 10th")).toBe("communication");
    // a call not returned is a wait, not read by this cue
    expect(cued("voicemail left for zperson, he hasn't called back")).toBe(false);
    expect(cued("the vet has not rang back yet")).toBe(false);
  });

  it("keeps every new regex fast on long adversarial strings", () => {
    const longs = [
      "held at " + "a ".repeat(295) + "custom",
      "stuck in the " + "a ".repeat(290),
      "the new " + "a ".repeat(290) + "is held at custom",
      "talked to " + "a ".repeat(290) + "mon",
      "would've been " + "his ".repeat(145),
      "is open " + "a ".repeat(290) + "first",
      "is running " + "first ".repeat(95),
      "is now " + "all ".repeat(148),
      "hit ".repeat(150),
      "'s ".repeat(200),
      "talked ".repeat(85),
      "hasn't ".repeat(85) + "rang bac",
      "phoned me ".repeat(60),
    ];
    for (const re of ROUND80_EVENT_CUES.map((c) => c.re)) for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
  });
});
