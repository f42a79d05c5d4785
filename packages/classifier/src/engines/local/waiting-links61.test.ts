import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

// Sixty-first set (links61): waits stated as states, beside look-alikes that wait on nobody.
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("detectWaiting, sixty-first set", () => {
  it("reads a party that went quiet as a reply awaited, not a room or the user going quiet", () => {
    expect(wait("Odile's company went quiet about the October calls invoice", ["Odile"])).toBe("Odile's company: reply about October calls invoice");
    expect(wait("the plumber went quiet after he looked at the drains")).toBe("plumber: reply");
    expect(wait("the kids went quiet when I walked in")).toBeNull();
    expect(wait("I went quiet at the meeting")).toBeNull();
    expect(wait("the house has gone quiet since Lyall left", ["Lyall"])).toBeNull();
  });

  it("reads a thing paid for or ordered that is not here or stuck in a warehouse", () => {
    expect(wait("paid for the new stove glass in july and it's still not here")).toBe("new stove glass (delivery)");
    expect(wait("paid the FIC for a new washer, it's in their warehouse but not delivered")).toBe("FIC: new washer (delivery)");
    expect(wait("the tour voucher printer is paid for but stuck in a UK warehouse")).toBe("tour voucher printer (delivery)");
    expect(wait("the seed potatoes I paid for at the West Store are due in on the next boat")).toBe("seed potatoes (delivery)");
    expect(wait("the kids I babysit are due at 9")).toBeNull();
  });

  it("reads a promise to come with no word since, a party still holding back a matter, and a form held undone", () => {
    expect(wait("the electrician promised to come about the outside light, not a word")).toBe("electrician: come about the outside light");
    expect(wait("the cruise agent's still holding back the passenger numbers for the 12th")).toBe("cruise agent: passenger numbers for the 12th");
    expect(wait("Perrin's had my June leave form a fortnight, not approved", ["Perrin"])).toBe("Perrin: June leave form");
    expect(wait("I promised to visit Nan on sunday, never came")).toBeNull();
  });

  it("reads a thing still to come, a chase held on a thing not back, money still not come and a document due on a day", () => {
    expect(wait("the insurance certificate went to the tourist board, the licence itself still to come")).toBe("licence");
    expect(wait("remind me to chase Treasury if the Defender's papers aren't back by friday")).toBe("Treasury: Defender's papers");
    expect(wait("five months and still no VAT refund for the garage")).toBe("VAT refund for the garage");
    expect(wait("Emmalee's passport coming the 28th, the post office said", ["Emmalee"])).toBe("Emmalee's passport");
    expect(wait("Emmalee coming the 28th for the weekend", ["Emmalee"])).toBeNull();
  });

  it("reads another couple's baby, a relative at home for a delivery and a seller's sellout over days as no wait", () => {
    expect(wait("Shaun and Dorianne are expecting their second, due in June!!", ["Shaun", "Dorianne"])).toBeNull();
    expect(wait("Sana's expecting a girl in the spring", ["Sana"])).toBeNull();
    expect(wait("expecting the plumber's quote by friday")).not.toBeNull();
    expect(wait("order Nanna a proper chair for the shower, Ma will be in when they deliver")).toBeNull();
    expect(wait("the sofa will be here thursday, they texted")).not.toBeNull();
    expect(wait("the 7am flow sold out all five mornings, first time ever")).toBeNull();
    expect(wait("the blue kettle is sold out, they'll restock friday")).toBe("store: blue kettle (backordered)");
  });
});
