import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("waits, twenty-eighth session", () => {
  it("reads a thing that comes on a day, as someone says, or a thing sent, as awaited", () => {
    expect(wait("the new yarn order comes friday, says the tracking")).toBe("tracking: new yarn order");
    expect(wait("Mr Okafor says the new minibus comes on the 19th", ["Okafor"])).toBe("Okafor: new minibus");
    expect(wait("my renewed passport comes on the 3rd")).toBe("renewed passport (delivery)");
    // A visit, a habit, the weather, or the user's own saying is no wait.
    expect(wait("Nan comes tuesday")).toBeNull();
    expect(wait("the fish van comes every friday")).toBeNull();
    expect(wait("the storm comes on friday")).toBeNull();
    expect(wait("I said the boiler man comes friday")).toBeNull();
  });

  it("reads a party 'supposed to be <doing> me for …' as owed to the user", () => {
    expect(wait("Siddharth's supposed to be quoting me for a new water heater", ["Siddharth"])).toBe("Siddharth: quoting new water heater");
  });

  it("reads 'still no part' or 'still no money' as a wait on the party named", () => {
    expect(wait("rang Okonkwo again about the Sienta, still no part", ["Okonkwo"])).not.toBeNull();
    expect(wait("still no money from Dayo for the tickets", ["Dayo"])).toBe("Dayo: money");
  });
});

describe("waits told with 'ain't' (twenty-eighth session)", () => {
  it("reads 'still ain't paid' and 'ain't called' as 'hasn't'", () => {
    expect(wait("the mill still ain't paid on the last two loads")).not.toBeNull();
    expect(wait("Kade still ain't brought the receipt for the walker", ["Kade"])).toBe("Kade: receipt for the walker");
    expect(wait("it ain't gonna rain")).toBeNull();
  });
});

describe("a message read and left unanswered (twenty-eighth session)", () => {
  it("reads 'they've read it and nothing' and 'left me on read' as a wait for a reply", () => {
    expect(wait("messaged the landlord about the broken intercom, they've read it and nothing")).toBe("landlord: reply about broken intercom");
    expect(wait("the roofer left me on read")).not.toBeNull();
    // The user reading something is no wait.
    expect(wait("I've read it and nothing made sense")).toBeNull();
  });
});
