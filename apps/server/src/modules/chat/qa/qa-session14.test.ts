// The fourteenth session's own fixes from read halves (qa-fresh-13, -15, -16): gifts, skipped games, counted visits, initials, home buying, feelings after an event.
import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { compoundsByInitials } from "./acronyms.js";
import { isReceived } from "./money-in.js";
import { readQuestion } from "./qa-question.js";
import { spentAmount } from "./money.js";

// Friday 20 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 20 };
const note = noteMaker();
const ask = askOn(today);

describe("money someone else gives", () => {
  it("is no spending of mine, whoever it was handed to", () => {
    expect(isReceived("Aunty Ronke gave Ada £100 in a card")).toBe(true);
    expect(spentAmount("Aunty Ronke gave Ada £100 in a card")).toBeNull();
    expect(spentAmount("Grandad slipped the kids £20 each")).toBeNull();
    // The writer giving is still spending, and a thing given is no money.
    expect(spentAmount("I gave Ada £20 for the school trip")).toEqual({ currency: "£", value: 20 });
    expect(isReceived("Bisi gave Ada a knitted hat")).toBe(false);
  });

  it("leaves a gift out of the spending on the baby", () => {
    const notes = [note("2026-11-02T10:00", "nappies and wipes from Boots, £18"), note("2026-11-05T10:00", "Aunty Ronke gave the baby £50 for her first month"), note("2026-11-09T10:00", "new pram, £240")];
    const answer = ask("how much have we spent on the baby this month?", notes);
    expect(answer.number).toBe(258);
    expect(texts(answer).sort()).toEqual(["nappies and wipes from Boots, £18", "new pram, £240"]);
  });
});

describe("when I last did something", () => {
  it("is not answered by a time I skipped it", () => {
    const notes = [note("2026-11-04T19:00", "five-a-side at Powerleague, scored twice"), note("2026-11-11T19:00", "skipped five-a-side, the baby wouldn't settle"), note("2026-11-18T19:00", "missed football again, work ran late")];
    expect(texts(ask("when did I last play football?", notes))).toEqual(["five-a-side at Powerleague, scored twice"]);
  });
});

describe("counted activities named by other words", () => {
  it("counts church visits told as a service or mass", () => {
    const notes = [note("2026-11-01T10:00", "harvest service, the kids sang"), note("2026-11-08T10:00", "church then lunch at Mum's"), note("2026-11-15T10:00", "evening mass with Gran"), note("2026-11-16T10:00", "the car's due a service")];
    expect(ask("how many times did I go to church this month?", notes).number).toBe(3);
  });
});

describe("roles written by their initials", () => {
  it("reads a question's plain runs of words by their initials, not the common ones", () => {
    expect(compoundsByInitials("what did the health visitor say?").get("hv")).toEqual(["health", "visitor"]);
    expect(compoundsByInitials("when is the parent teacher association meeting?").get("pta")).toEqual(["parent", "teacher", "association"]);
    expect(compoundsByInitials("what did the new boss say").has("nb")).toBe(false);
  });

  it("reads them in notes but leaves them out of the text search, which is for names written by their initials", () => {
    const q = readQuestion("what did the health visitor say about Meals on Wheels?", today, []);
    expect(q.compounds?.get("hv")).toEqual(["health", "visitor"]);
    expect([...(q.phrases?.keys() ?? [])]).not.toContain("hv");
    expect([...(q.phrases?.keys() ?? [])]).toContain("mow");
  });

  it("finds the note that writes the role short", () => {
    const notes = [note("2026-11-10T14:00", "HV came round, said to try a slower teat"), note("2026-11-11T10:00", "the health food shop has oat milk on offer")];
    expect(texts(ask("when did the health visitor come round?", notes))).toEqual(["HV came round, said to try a slower teat"]);
  });
});

describe("a home purchase asked after by name", () => {
  it("holds the to-dos that name only its steps", () => {
    const notes = [
      note("2026-11-02T10:00", "offer accepted on the flat in Chorlton!!"),
      note("2026-11-05T10:00", "still need to send the solicitor proof of the deposit"),
      note("2026-11-09T10:00", "have to rebook the mortgage valuation"),
      note("2026-11-10T10:00", "need to rebook the dentist"),
    ];
    expect(texts(ask("what's left to do on the flat purchase?", notes)).sort()).toEqual(["have to rebook the mortgage valuation", "still need to send the solicitor proof of the deposit"]);
  });
});

describe("how I felt after an event", () => {
  it("reads the feelings after its last note, not the dread before it, nor a bill or news", () => {
    const notes = [
      note("2026-11-10T23:00", "cutover weekend starts, bring on the pain"),
      note("2026-11-16T23:30", "cutover done, so relieved, slept ten hours straight"),
      note("2026-11-17T19:00", "so happy the go-live didn't crash, the team had dinner", { eventType: "emotion_state" }),
      note("2026-11-18T10:00", "forklift invoice for the cutover, $3,200"),
      note("2026-11-25T10:00", "gutted the gym is shut", { eventType: "emotion_state" }),
    ];
    expect(texts(ask("how did I feel after the cutover?", notes))).toEqual(["cutover done, so relieved, slept ten hours straight", "so happy the go-live didn't crash, the team had dinner"]);
  });
});

describe("presents told by the act", () => {
  it("lists what I got someone, and what was hidden away, not other buys", () => {
    const notes = [
      note("2026-11-02T10:00", "got Isla the Lego treehouse from Kmart"),
      note("2026-11-05T10:00", "stashed the roller skates behind the doonas"),
      note("2026-11-06T10:00", "bought a new kettle, the old one died"),
      note("2026-11-09T10:00", "Isla's swimming went well, she got her badge"),
    ];
    expect(texts(ask("what presents have I got Isla so far?", notes))).toEqual(["got Isla the Lego treehouse from Kmart", "stashed the roller skates behind the doonas"]);
  });

  it("finds a present brought for the baby", () => {
    const notes = [note("2026-11-02T10:00", "Aunty Ronke brought coral beads for her"), note("2026-11-03T10:00", "Ronke brought jollof round, we ate too much")];
    expect(texts(ask("what presents did people give Ada?", notes))).toEqual(["Aunty Ronke brought coral beads for her"]);
  });
});

describe("what I got up to", () => {
  it("lists the person's doings in the range, not the scenery", () => {
    const notes = [
      note("2026-11-14T14:00", "the wind blew the sand right across the road"),
      note("2026-11-14T19:00", "day trip to the island with Isla, fish and chips at the pub"),
      note("2026-11-14T22:00", "a busker playing the sax near the town hall"),
      note("2026-11-15T20:00", "Marcus and I snuck off for dinner while Mum babysat"),
      note("2026-11-10T20:00", "we went to the cinema"),
    ];
    expect(texts(ask("what did we get up to last weekend?", notes))).toEqual(["day trip to the island with Isla, fish and chips at the pub", "Marcus and I snuck off for dinner while Mum babysat"]);
  });
});
