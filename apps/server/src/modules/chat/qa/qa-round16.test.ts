import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { score } from "./answers/note-scoring.js";
import { namesKindOf } from "./qa-kinds.js";
import { readQuestion } from "./qa-question.js";
import { ownRelationNamed } from "./qa-relations.js";
import { words } from "./qa-words.js";

// Friday 20 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 20 };
const note = noteMaker();
const ask = askOn(today);

describe("a relation asked after by one of its forms", () => {
  it("takes any everyday form of the relation as the person's own, and not another's", () => {
    const mum = ["mum", "mummy", "mother"];
    expect(ownRelationNamed("spoke to Mummy, her tablets were changed", mum)).toBe(true);
    expect(ownRelationNamed("my mother's flight lands Friday", mum)).toBe(true);
    expect(ownRelationNamed("Dev's mum posted a parcel", mum)).toBe(false);
    expect(ownRelationNamed("he rang his mother for an hour", mum)).toBe(false);
  });

  it("answers news of my mum from notes that call her Mummy, not from someone else's mum", () => {
    const notes = [note("2026-11-02T10:00", "Mummy got her new glasses at last"), note("2026-11-05T10:00", "Dev's mum sent a parcel of spices"), note("2026-11-09T10:00", "long call with Mummy, her knee is better")];
    expect(texts(ask("what's new with my mum?", notes)).sort()).toEqual(["Mummy got her new glasses at last", "long call with Mummy, her knee is better"]);
  });

  it("finds the last call with my mother, not his", () => {
    const notes = [note("2026-11-10T10:00", "video call with Mummy, she loved the photos"), note("2026-11-14T10:00", "Dev spoke to his mum about Christmas")];
    expect(texts(ask("when did I last speak to my mother?", notes))).toEqual(["video call with Mummy, she loved the photos"]);
  });
});

describe("what is no form of a relation", () => {
  it("does not drop someone else's mum from an in-law question, nor another's pop-up as another's dad", () => {
    const inLaw = [note("2026-11-03T10:00", "Marcus's mum Lorraine is home from hospital")];
    expect(score(inLaw, readQuestion("how's my mother-in-law doing?", today, []))).toHaveLength(1);
    const popUp = [note("2026-11-03T10:00", "Keegan's pop-up sold out of bao by nine")];
    expect(score(popUp, readQuestion("how much did I spend on the pop-up?", today, []))).toHaveLength(1);
    expect(score(inLaw, readQuestion("how's my mother doing?", today, []))).toHaveLength(0);
  });
});

describe("the frame of a news question names no topic", () => {
  it("leaves 'new' out of the topic of 'what's new with…'", () => {
    expect(readQuestion("what's new with my mum?", today, []).topic).not.toContain("new");
    expect(readQuestion("what's the new phone like?", today, []).topic).toContain("phone");
  });
});

describe("kinds named by another of their words", () => {
  it("names a christening by a dedication or baptism, football by five-a-side, the boiler by hot water", () => {
    expect(namesKindOf(["christening"], words("dedication at the chapel on the 13th"))).toBe(true);
    expect(namesKindOf(["christening"], words("got her baptised in June"))).toBe(true);
    expect(namesKindOf(["football"], words("five-a-side on Wednesday, lost again"))).toBe(true);
    expect(namesKindOf(["boiler"], words("the radiators are cold and no hot water"))).toBe(true);
    expect(namesKindOf(["football"], words("rugby at the club"))).toBe(false);
  });
});
