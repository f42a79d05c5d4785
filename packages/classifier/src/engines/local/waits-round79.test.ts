import { describe, expect, it } from "vitest";
import { fastestMs } from "../../testing/fastest-run.js";
import { detectWaiting } from "./waiting.js";
import { WAITS_79 } from "./waits-79.js";

// Round 79 (wait79), read on the read halves' waiting-for misses (new wordings, not those cases' texts).
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("round 79 waits stated as states (read halves)", () => {
  it("reads a thing named alone, then a comma and 'still not returned / in', as awaited", () => {
    expect(wait("the £450 deposit from the old Leith flat, still not returned")).toBeTruthy();
    expect(wait("my tax rebate for last year, still not in")).toBeTruthy();
    // A clause with its own verb, an adjective, or people are no wait.
    expect(wait("Jason serviced the boiler last week, still not warm")).toBeNull();
    expect(wait("the kids, still not back")).toBeNull();
    expect(wait("the plumber fixed the tap, still not returned the spare key")).toBeNull();
  });

  it("reads money a contacted party says it will give back by a day as awaited from that party", () => {
    expect(wait("phoned Optus about the roaming charge, they'll refund it by monday")).toBe("Optus: refund of roaming charge");
    expect(wait("emailed the airline about the cancelled leg, they will credit the money by the 12th")).toBe("airline: refund of cancelled leg");
    // The user's own return, or a party's act that is no money coming back, is not this wait.
    expect(wait("rang the bank about the card, I'll return it by friday")).toBeNull();
  });

  it("reads a party's redo with how long it takes as awaited from that party", () => {
    expect(wait("ugh, the framer botched the mount again, the remake takes 10 days")).toBe("framer: remake of mount");
    expect(wait("the pharmacy sent the wrong strips and the replacement takes a few days")).toBe("pharmacy: replacement of strips");
    // The user's own mistake, or no party named, is no wait.
    expect(wait("I sent the wrong form, the replacement takes a week")).toBeNull();
    expect(wait("the replacement takes a week")).toBeNull();
  });

  it("reads an order the user placed, with the seller's delivery day, as a delivery awaited", () => {
    expect(wait("ordered a rice cooker from the Harvey Norman site, $89, they deliver thursday")).toBe("Harvey Norman: rice cooker (delivery)");
    expect(wait("ordered new school shoes for Ana, they ship tomorrow")).toBe("school shoes for Ana (delivery)");
    // No order placed by the user: a reminder to order, or someone's round.
    expect(wait("order a rice cooker, they deliver thursday")).toBeNull();
    expect(wait("the bakery van delivers thursday")).toBeNull();
  });

  it("reads money or goods held by a party as awaited from that party", () => {
    expect(wait("the Lagos client's transfer is held by the bank pending a fraud check")).toBe("bank: Lagos client's transfer");
    expect(wait("my new passport is held up by the embassy")).toBe("embassy: new passport");
    // An event put on by someone, or a record held, is no wait.
    expect(wait("the summer fair is held by the PTA every June")).toBeNull();
    expect(wait("the school record is held by Amara")).toBeNull();
  });

  it("reads work stopped until the right thing comes as a thing awaited", () => {
    expect(wait("the depot sent the wrong tyres again, the vans are stopped till the right ones arrive")).toBe("depot: right ones");
    expect(wait("the line is down until the new pump comes")).toBe("new pump");
    // A time, the weather or people coming are no wait.
    expect(wait("the works are stopped till the rain comes")).toBeNull();
    expect(wait("dinner is stopped until the kids come home")).toBeNull();
  });

  it("keeps the new patterns fast on long adversarial strings", () => {
    const inputs = [
      "the " + "deposit from the old flat ".repeat(25) + ", still not",
      "rang called phoned " + "they'll refund it by ".repeat(30),
      "the printer sent the wrong ".repeat(20) + "the replacement takes a",
      "ordered a ".repeat(30) + "they deliver they ship it them ".repeat(10),
      "the payment is held by ".repeat(25),
      "stopped till the " + "right ones ".repeat(50) + "com",
      "a".repeat(600),
    ];
    for (const s of inputs) expect(fastestMs(() => WAITS_79.map((p) => p.re.exec(s)))).toBeLessThan(5);
  });
});
