import { describe, expect, it } from "vitest";
import { detectIntent } from "../question-intents.js";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { isDecision, isFeeling, isWaiting } from "./qa-cues.js";
import { namesKindOf } from "./qa-kinds.js";
import { readQuestion } from "./qa-question.js";

// Saturday 10 October 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 10, day: 10 };
const note = noteMaker();
const ask = askOn(today);

describe("questions read in other words than the notes use", () => {
  it("takes \"how do I feel about…\" for a question about the person, not a how-to", () => {
    expect(detectIntent("how do I feel about the job these days?", today).kind).not.toBe("help");
    expect(detectIntent("how do I add a tag?", today).kind).toBe("help");
  });

  it("reads \"how has the bad knee done since…\" as a condition over time", () => {
    const q = readQuestion("how has the bad knee done since the injection?", today, []);
    expect(q.kind).toBe("feeling");
    expect(q.condition).toBe(true);
    expect(q.topic).toEqual(["knee"]);
  });

  it("reads \"what did the physio tell me about…\" as what someone said, not a person called after the topic", () => {
    const q = readQuestion("what did the physio tell me about the stairs?", today, []);
    expect(q.kind).toBe("lookup");
    expect(q.told).toBe(true);
    expect(q.people).toEqual([]);
    expect(readQuestion("tell me about Priya", today, ["Priya"]).kind).toBe("person");
  });

  it("names a thing by a word of its kind", () => {
    expect(namesKindOf(["injection"], ["cortisone", "shot", "left", "knee"])).toBe(true);
    expect(namesKindOf(["hives"], ["checked", "every", "colony"])).toBe(true);
    expect(namesKindOf(["stairs"], ["take", "the", "steps", "one", "at", "a", "time"])).toBe(true);
    expect(namesKindOf(["truck"], ["signed", "for", "the", "grey", "tacoma"])).toBe(true);
    expect(namesKindOf(["truck"], ["signed", "for", "the", "flat"])).toBe(false);
  });
});

describe("cues of feelings, decisions and waits", () => {
  it("hears a day told as good or bad and being worn out as feelings", () => {
    expect(isFeeling("properly good day, sun on the water all shift", null)).toBe(true);
    expect(isFeeling("wrung out after three nights on the late booth", null)).toBe(true);
    expect(isFeeling("the terminal wears me down", null)).toBe(true);
  });

  it("hears \"done dithering\" and \"signed for\" as a decision, \"can't make up my mind\" as none", () => {
    expect(isDecision("done dithering, signed for the grey one", null)).toBe(true);
    expect(isDecision("made up my mind, the blue one", null)).toBe(true);
    expect(isDecision("can't make up my mind between the two", null)).toBe(false);
    expect(isDecision("haven't made up my mind yet", null)).toBe(false);
  });

  it("hears a wait in \"let me know\" and in weeks told in words", () => {
    expect(isWaiting("Lloyd was going to price up the rust work and let me know", null)).toBe(true);
    expect(isWaiting("sent the grant application, they say six to eight weeks", null)).toBe(true);
    expect(isWaiting("library books two weeks overdue", null)).toBe(false);
  });
});

describe("answers that rest on those readings", () => {
  it("starts a since-range at the note naming the event by a thing of its kind", () => {
    const notes = [
      note("2026-08-20T21:00", "knee awful today, could barely manage the stairs"),
      note("2026-09-03T11:00", "cortisone shot in the left knee"),
      note("2026-09-10T19:00", "knee much easier, walked the whole way without limping"),
      note("2026-09-24T22:30", "knee stiff and swollen again after the long shift"),
    ];
    const answer = ask("how has the bad knee done since the injection?", notes);
    expect(texts(answer)).toContain("knee stiff and swollen again after the long shift");
    expect(texts(answer)).not.toContain("knee awful today, could barely manage the stairs");
  });

  it("leaves out a wait a later note says was picked up", () => {
    const notes = [
      note("2026-09-01T10:00", "hardware store says the screen door should arrive next week"),
      note("2026-09-08T16:00", "picked up the screen door, fits"),
      note("2026-09-09T19:00", "insurance adjuster still hasn't replied about the fence"),
    ];
    expect(texts(ask("what am I still waiting to hear back on?", notes))).toEqual(["insurance adjuster still hasn't replied about the fence"]);
  });
});

describe("someone else's doings and the job's words", () => {
  it("takes \"Wendell inspected his hives\" for his news, and answers \"when did I last…\" with one's own", () => {
    const notes = [
      note("2026-09-07T10:00", "checked every colony, mite counts low"),
      note("2026-09-12T19:00", "Wendell inspected his hives and found a swarm cell"),
    ];
    expect(texts(ask("when did I last go through the hives?", notes))).toEqual(["checked every colony, mite counts low"]);
  });

  it("hears work and shifts as the job a feeling is about", () => {
    const notes = [
      note("2026-09-21T17:00", "got the good shifts this month, work has been pleasant for once"),
      note("2026-09-25T20:00", "so pleased with how the honey tastes"),
    ];
    expect(texts(ask("how do I feel about the job these days?", notes))).toEqual(["got the good shifts this month, work has been pleasant for once"]);
  });
});
