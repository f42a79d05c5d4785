import { describe, expect, it } from "vitest";
import { isCancelled, isCommitment, isDecision, isTodo, isWaiting } from "./qa-cues.js";
import { tripSpending } from "./qa-episode.js";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { readQuestion } from "./qa-question.js";
import { sameWord } from "./qa-words.js";

// Thursday 19 March 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 3, day: 19 };
const note = noteMaker();
const ask = askOn(today);

describe("words", () => {
  it("meets an irregular past form with its verb", () => {
    expect(sameWord("sleep", "slept")).toBe(true);
    expect(sameWord("swim", "swam")).toBe(true);
    expect(sameWord("buy", "bought")).toBe(true);
    expect(sameWord("sleep", "swam")).toBe(false);
  });
});

describe("readQuestion", () => {
  it("leaves newness and hearing back out of the topic", () => {
    expect(readQuestion("how have i been feeling about the new job?", today, []).topic).toEqual(["job"]);
    expect(readQuestion("what am i still waiting to hear back about?", today, []).topic).toEqual([]);
  });
  it("takes a compound's last word for the thing a lookup asks for", () => {
    expect(readQuestion("what's the wifi password at mum's?", today, []).head).toBe("password");
    expect(readQuestion("what was the name of the wine Carmen liked?", today, ["Carmen"]).head).toBe("wine");
    expect(readQuestion("what was the restaurant shreya recommended?", today, []).head).toBe("restaurant");
  });
});

describe("cues", () => {
  it("does not take weighing up for deciding, and reads a choice from its act", () => {
    expect(isDecision("comparing the pixel and the iphone, can't decide", null)).toBe(false);
    expect(isDecision("decided on the pixel", null)).toBe(true);
    expect(isCommitment("ordered the pixel, the camera won me over")).toBe(true);
    expect(isCommitment("we're sending Aarav to Riverside in September")).toBe(true);
  });
  it("reads a need denied as no to-do, 'is off' as called off, and a form sent off as a wait", () => {
    expect(isTodo("neighbour says sheds need no planning permission")).toBe(false);
    expect(isTodo("need to pick up roofing felt")).toBe(true);
    expect(isCancelled("brunch with the Okafors is off, they've got the flu")).toBe(true);
    expect(isWaiting("sent my passport renewal off today, fingers crossed", null)).toBe(true);
  });
});

describe("tripSpending", () => {
  it("follows the note naming the trip through the spending that comes close after it", () => {
    const notes = [
      note("2026-03-01T09:00", "electric bill €88"),
      note("2026-03-06T17:30", "train to Galway, return €38"),
      note("2026-03-06T21:00", "b&b in Salthill, 2 nights €190"),
      note("2026-03-07T20:30", "chowder and pints €34"),
      note("2026-03-08T09:00", "cliffs tour €45"),
      note("2026-03-12T12:00", "dry cleaning €14"),
    ];
    expect(tripSpending(["galway", "trip"], notes, () => true).map((n) => n.text)).toEqual(["train to Galway, return €38", "b&b in Salthill, 2 nights €190", "chowder and pints €34", "cliffs tour €45"]);
    expect(tripSpending(["trip"], notes, () => true)).toEqual([]);
  });
  it("starts the day before a trip's named day", () => {
    const notes = [
      note("2026-03-04T12:00", "camping at Pine Hollow this weekend!!", { scheduledFor: "2026-03-07" }),
      note("2026-03-05T09:00", "haircut $30"),
      note("2026-03-06T15:00", "site fee 2 nights $56"),
      note("2026-03-06T19:00", "firewood and ice $18"),
      note("2026-03-10T18:00", "haircut $30 again"),
    ];
    const answer = ask("how much did the camping trip cost?", notes);
    expect(answer.number).toBe(74);
    expect(texts(answer)).toEqual(["site fee 2 nights $56", "firewood and ice $18"]);
  });
});

describe("composeAnswer", () => {
  it("asked about the new one, leaves out notes on the old one", () => {
    const notes = [note("2026-02-27T18:00", "last week at my old job, weirdly sad"), note("2026-03-06T18:00", "first week at Halden, overwhelmed"), note("2026-03-13T18:00", "really enjoying work now")];
    expect(texts(ask("how have i been feeling about the new job?", notes))).toEqual(["first week at Halden, overwhelmed", "really enjoying work now"]);
  });
  it("answers a decision told only by what was done, and not by a note still weighing it up", () => {
    const notes = [note("2026-03-02T21:00", "comparing the pixel 9 and the iphone 16, can't decide"), note("2026-02-28T12:00", "phone screen cracked again"), note("2026-03-08T22:30", "ordered the pixel, the camera won me over")];
    expect(texts(ask("which phone did i end up getting?", notes))).toEqual(["ordered the pixel, the camera won me over"]);
  });
  it("counts a to-do that shares a thing with a project's open step as one of its steps", () => {
    const notes = [
      note("2026-02-18T10:00", "project: garden shed - concrete base, frame, roof, paint"),
      note("2026-02-25T16:30", "poured the concrete base"),
      note("2026-03-09T18:00", "frame is up!"),
      note("2026-03-12T09:00", "paint the bathroom ceiling"),
      note("2026-03-14T20:15", "need to pick up roofing felt and nails"),
    ];
    const answer = ask("what's left to do on the garden shed?", notes);
    expect(texts(answer)).toEqual(["project: garden shed - concrete base, frame, roof, paint", "need to pick up roofing felt and nails"]);
  });
  it("answers 'when did I last' with one's own report before someone else's", () => {
    const notes = [note("2026-02-03T17:00", "got my hair cut at the barber"), note("2026-03-01T20:00", "Jonas got his hair cut really short", { entities: ["Jonas"] })];
    expect(texts(ask("when did i last get my hair cut?", notes))).toEqual(["got my hair cut at the barber"]);
  });
});
