import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { SET73_EVENT_CUES } from "./event-cues-set73.js";
import { resolveLocal } from "./index.js";
import { prepareText } from "./features.js";
import { fastestMs } from "../../testing/fastest-run.js";

/** Thursday 2026-04-02 11:45 in Jakarta. */
const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-04-02T04:45:00Z"), timezone: "Asia/Jakarta", context: {} } satisfies ClassifyInput);

describe("set73 round: event type", () => {
  it("reads a card with a phone number in the local shape as a contact", () => {
    expect(run("Dewi's brother Agus does roof repairs, 0813 5521 7780, has his own ladder").event_type).toBe("contact");
    expect(run("the tailor behind the mosque moved, she picks on 0772 410 229").event_type).toBe("contact");
  });

  it("reads three number groups only as a phone (guards)", () => {
    const cue = SET73_EVENT_CUES[0]!.re;
    expect(cue.test(prepareText("call 0813 5521 7780"))).toBe(true);
    expect(cue.test(prepareText("paid Rp 5.000.000 for 2 nights"))).toBe(false);
    expect(cue.test(prepareText("scored 3 of 4 at 10:30"))).toBe(false);
    expect(run("call the tailor at 3 about the hem").event_type).toBe("communication");
  });

  it("reads money owed told as not yet in as a transaction", () => {
    expect(run("the deposit from the Lim family still not in, the party is saturday").event_type).toBe("transaction");
    expect(run("Agus says the cooperative payout for june is not yet out").event_type).toBe("transaction");
  });

  it("leaves a part, a result or a quote not in as it was (guards)", () => {
    const cue = SET73_EVENT_CUES[1]!.re;
    expect(cue.test(prepareText("the quote from the tiler still hasn't landed"))).toBe(false);
    expect(cue.test(prepareText("lab results not out yet"))).toBe(false);
    expect(cue.test(prepareText("the money is not in the budget"))).toBe(false);
    expect(run("remind me friday to chase payroll if the bonus is still not in").event_type).toBe("reminder_intention");
  });

  it("keeps its regex fast on long adversarial strings", () => {
    const longs = ["znum ".repeat(120), "znum-".repeat(120) + "x", "znum znumx ".repeat(55), "z".repeat(600), "refund ".repeat(85) + "not yet", "money still not ".repeat(35) + "the"];
    for (const re of SET73_EVENT_CUES.map((c) => c.re)) {
      re.test(longs[0]!);
      for (const long of longs) expect(fastestMs(() => re.test(long))).toBeLessThan(5);
    }
  });
});
