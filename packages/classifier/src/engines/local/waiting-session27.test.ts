import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("waits, twenty-seventh session: what a party still owes, said the British way", () => {
  it("reads a party 'still not paid' with the auxiliary dropped, and what the payment was for", () => {
    expect(wait("van windscreen claim, insurer's still not paid a penny")).toBe("insurer: payment for van windscreen claim");
    expect(wait("the client's still not paid the March invoice")).toBe("client: March invoice");
    // The user's own bill, or the user as the one who has not paid, is a step of theirs.
    expect(wait("the gas bill's still not paid, must do it tonight")).toBeNull();
    expect(wait("I've still not paid the window cleaner")).toBeNull();
  });

  it("reads a thing 'still not come' as awaited from the person the note names", () => {
    expect(wait("rang Yeboah again about the Zafira, the part's still not come", ["Yeboah"])).toBe("Yeboah: part");
    // People coming home and seasons are no delivery.
    expect(wait("the twins still not come home from the park")).toBeNull();
    expect(wait("summer's still not come to Glasgow")).toBeNull();
  });

  it("reads a party holding the user's thing since a day, with silence, as a wait", () => {
    expect(wait("Yeboah's had the Zafira since friday, not a peep", ["Yeboah"])).toBe("Yeboah: Zafira");
    expect(wait("she's had the flu since friday, nothing helps")).toBeNull();
  });

  it("reads a party 'meant to be <doing> … for me' and 'to tell me whether' as owed to the user", () => {
    expect(wait("Frimpong's meant to be pricing up the new boiler for me", ["Frimpong"])).toBe("Frimpong: pricing up new boiler");
    expect(wait("Kwasi's to tell me whether he's in on the second van", ["Kwasi"])).toBe("Kwasi: whether he's in on the second van");
    // Someone's own work, and family news the user will hear, are not waits.
    expect(wait("Tom's meant to be revising for his exams", ["Tom"])).toBeNull();
    expect(wait("Mum's to tell me whether she's coming at Christmas")).toBeNull();
  });
});

describe("waits, twenty-seventh session: money late or due to land, and what is no wait", () => {
  it("reads money or a delivery 'late again' as awaited from the one who says when", () => {
    expect(wait("Paolo's allotment for Mama is late again, the manning agency says next week", ["Paolo"])).toBe("manning agency: Paolo's allotment for Mama");
    expect(wait("my wages are late this month")).toBe("wages");
    // People and trains running late are no wait.
    expect(wait("I'm running late for the school run")).toBeNull();
    expect(wait("the train is late again")).toBeNull();
  });

  it("reads money said to land in a wage packet as awaited", () => {
    expect(wait("AK says the backdated pay rise lands in the July wage, about £400", ["AK"])).toBe("backdated pay rise");
  });

  it("reads a seller's stock sold out fast, and a child's work not started, as no wait", () => {
    expect(wait("Aunty Rose's lilikoi butter sold out at the truck in one hour")).toBeNull();
    expect(wait("the blue kettle is sold out, they'll restock friday")).toBe("store: blue kettle (backordered)");
    expect(wait("Stacey's science fair project due in two weeks, she hasn't started", ["Stacey"])).toBeNull();
  });
});

describe("waits, twenty-seventh session: a named trade waiting on a part", () => {
  it("reads a named person waiting for a part as the party the user waits on", () => {
    expect(wait("Bheki is still waiting for a part for the Polo's brakes - he says thursday", ["Bheki"])).toBe("Bheki: part for the Polo's brakes");
    // A named person waiting on their own matter is still no wait of the user's.
    expect(wait("Mairéad is waiting on the picture team", ["Mairéad"])).toBeNull();
  });
});
