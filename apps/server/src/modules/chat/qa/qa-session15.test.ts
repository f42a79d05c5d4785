// The fifteenth session's own fixes from read halves (qa-fresh-13, -16, -17): figures as they stand, advice told in two notes,
// a birth as the start of a range, gift ideas, a step done for another place, and "ever" or "make of" as no topic.
import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { readQuestion } from "./qa-question.js";

// Friday 20 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 20 };
const note = noteMaker();
const ask = askOn(today);

describe("a figure asked as it stands now", () => {
  it("is the newest telling of it, though an older note names it in the question's words", () => {
    const notes = [note("2026-10-20T19:00", "statement balance $6,410 on the Visa"), note("2026-11-02T19:00", "paid the Visa off a bit, nothing else to report"), note("2026-11-10T19:00", "new Visa statement, down to $5,210, getting there")];
    const answer = ask("what's the balance on the Visa now?", notes);
    expect(answer.number).toBe(5210);
    expect(texts(answer)).toEqual(["new Visa statement, down to $5,210, getting there"]);
  });

  it("needs the question to ask for now, and a figure word", () => {
    expect(readQuestion("what's the balance on the Visa now?", today, []).now).toBe(true);
    expect(readQuestion("what's my current weight?", today, []).now).toBe(true);
    expect(readQuestion("what was the balance on the Visa in October?", today, []).now).toBe(false);
    // Not a figure: the best match answers as before.
    const notes = [note("2026-10-20T19:00", "spare keys are in the blue tin on the fridge"), note("2026-11-10T19:00", "lent Sam $20 for the blue tin paint")];
    expect(texts(ask("where are the spare keys now?", notes))).toEqual(["spare keys are in the blue tin on the fridge"]);
  });
});

describe("what someone told me, typed in two goes", () => {
  it("takes the note written right after the telling as the rest of it", () => {
    const notes = [
      note("2026-11-12T16:00", "physio says rotator cuff strain, no reaching overhead for six weeks"),
      note("2026-11-12T16:10", "band exercises morning and night, ice after every shift"),
      note("2026-11-12T18:40", "the gulls have taken over the car park again"),
    ];
    expect(texts(ask("what did the physio tell me about my shoulder?", notes))).toEqual(["physio says rotator cuff strain, no reaching overhead for six weeks", "band exercises morning and night, ice after every shift"]);
  });

  it("not an hour later, and not after a note that tells nothing", () => {
    const later = [note("2026-11-12T16:00", "physio says rotator cuff strain, no reaching overhead for six weeks"), note("2026-11-12T17:30", "band exercises morning and night")];
    expect(texts(ask("what did the physio tell me about my shoulder?", later))).toEqual(["physio says rotator cuff strain, no reaching overhead for six weeks"]);
    const seen = [note("2026-11-12T16:00", "the mechanic on Quinpool fixed the brakes"), note("2026-11-12T16:05", "rain coming sideways off the harbour")];
    expect(ask("what did the mechanic fix?", seen).notes).toHaveLength(1);
  });
});

describe("since a birth", () => {
  it("starts the range on the note that tells the baby came, named or not", () => {
    const notes = [
      note("2026-08-02T22:00", "so anxious about labour I can't sleep"),
      note("2026-08-14T23:00", "Ada is here, 3.2kg, perfect"),
      note("2026-08-29T04:00", "so tired I put the kettle in the fridge"),
      note("2026-09-12T21:00", "cried at a Tesco advert, hormones are wild"),
    ];
    const answer = ask("how have I been feeling since the baby came?", notes);
    expect(answer.text).toContain("since Aug 14, 2026");
    expect(texts(answer)).not.toContain("so anxious about labour I can't sleep");
  });
});

describe("gift ideas for someone", () => {
  it("are what they were noted wanting, not their birthday's date", () => {
    const notes = [
      note("2026-10-22T20:00", "Jody keeps looking at the heated jacket at Mark's"),
      note("2026-11-04T20:00", "Jody's birthday is the 2nd of February"),
      note("2026-11-10T20:00", "Jody would love tickets to a Mooseheads game"),
      note("2026-11-11T20:00", "Colleen would love a weekend in Lunenburg"),
    ];
    expect(texts(ask("any ideas for what to get Jody for his birthday?", notes))).toEqual(["Jody keeps looking at the heated jacket at Mark's", "Jody would love tickets to a Mooseheads game"]);
    expect(readQuestion("what would Jody like for Christmas?", today, ["Jody"]).giftIdeas).toBe(true);
    expect(readQuestion("what did Jody get for Christmas?", today, ["Jody"]).giftIdeas).toBe(false);
  });
});

describe("what is left before an event", () => {
  it("keeps a step whose thing was done for another place ('the Truro hotel' is not 'a hotel in Sydney')", () => {
    const notes = [
      note("2026-11-05T21:00", "still have to book a hotel in Sydney for Owen's tournament weekend"),
      note("2026-11-09T19:00", "the Truro hotel got booked back in October, that was easy"),
      note("2026-11-15T21:00", "must get the tournament deposit to the team manager"),
    ];
    expect(texts(ask("what still needs doing before the tournament?", notes))).toContain("still have to book a hotel in Sydney for Owen's tournament weekend");
    // The same hotel, booked: done.
    const booked = [note("2026-11-05T21:00", "still have to book a hotel in Sydney for the tournament"), note("2026-11-09T19:00", "booked the hotel in Sydney, two nights")];
    expect(texts(ask("what still needs doing before the tournament?", booked))).not.toContain("still have to book a hotel in Sydney for the tournament");
  });
});

describe("words of a question's frame", () => {
  it("'ever' and 'make of' name no topic", () => {
    expect(readQuestion("did the boiler ever get fixed?", today, []).topic).toEqual(["boiler", "fixed"]);
    expect(readQuestion("what did I make of the new automation tool at work?", today, []).topic).toEqual(["automation", "tool", "work"]);
  });
});

describe("things lent", () => {
  it("are those lent to the person and not noted back since", () => {
    const notes = [
      note("2026-10-02T16:00", "lent Priya the big canning pot for her son's corn boil"),
      note("2026-10-05T16:00", "lent Priya my hedge trimmer"),
      note("2026-10-09T16:00", "Priya brought the hedge trimmer back, cleaned even"),
      note("2026-10-12T16:00", "lent Priya $40 for the market"),
      note("2026-10-14T16:00", "Tom borrowed the ladder"),
    ];
    expect(texts(ask("does Priya still have anything of mine?", notes))).toEqual(["lent Priya the big canning pot for her son's corn boil"]);
    expect(texts(ask("what has Tom borrowed off me?", notes))).toEqual(["Tom borrowed the ladder"]);
    expect(readQuestion("does Priya still have the pot?", today, ["Priya"]).lent).toBe(false);
  });
});
