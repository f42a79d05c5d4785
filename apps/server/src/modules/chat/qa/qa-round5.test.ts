import { describe, expect, it } from "vitest";
import { waitEnded } from "./answers/open-items-answers.js";
import { aboutSomeoneElse, BEFORE_LEAVING, inCompanyOf, isCommitment, isDecision, isTelling, isTodo, otherBodyPart } from "./qa-cues.js";
import { foreignRun, tripSpending } from "./qa-episode.js";
import { namesKindOf } from "./qa-kinds.js";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { currencyNamed, findAmounts, formatAmount } from "./money.js";
import { readQuestion } from "./qa-question.js";
import { sameWord, words } from "./qa-words.js";

// Thursday 14 May 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 5, day: 14 };
const note = noteMaker();
const ask = askOn(today);

describe("money in words and codes", () => {
  it("reads currencies written out or as codes, in notes and in questions", () => {
    expect(findAmounts("hotel 3 nights 4,200 pesos")).toEqual([{ value: 4200, currency: "MXN" }]);
    expect(findAmounts("new kettle CHF 39")).toEqual([{ value: 39, currency: "CHF" }]);
    expect(findAmounts("2 tries later, 3 nights")).toEqual([]);
    expect(currencyNamed("how much did i spend in pesos in oaxaca?")).toBe("MXN");
    expect(currencyNamed("how much in yen")).toBe("¥");
    expect(formatAmount(6220, "MXN")).toBe("6,220 MXN");
    expect(formatAmount(12.5, "€")).toBe("€12.50");
  });
});

describe("questions", () => {
  it("reads 'the Kyoto weekend' as a trip, and 'the weekend' alone as a range", () => {
    const trip = readQuestion("what did the Kyoto weekend cost?", today, []);
    expect(trip.range).toBeNull();
    expect(trip.topic).toContain("trip");
    expect(readQuestion("what did the weekend in Galway cost?", today, []).range).toBeNull();
    expect(readQuestion("what did i spend last weekend?", today, []).range).not.toBeNull();
  });
  it("knows a question about what someone told, and meets accented words with plain ones", () => {
    expect(readQuestion("what was that café Imke told me about?", today, []).told).toBe(true);
    expect(readQuestion("what was that café Imke told me about?", today, []).topic).toEqual(["café"]);
    expect(readQuestion("what was the wine we had?", today, []).told).toBe(false);
    expect(sameWord("café", "cafe")).toBe(true);
  });
});

describe("cues", () => {
  it("tells company from contact at a distance", () => {
    expect(inCompanyOf("five-a-side with Ruairi and the lads", "Ruairi")).toBe(true);
    expect(inCompanyOf("call with Ruairi about his new job", "Ruairi")).toBe(false);
    expect(inCompanyOf("Ruairi's sister has her wedding in september", "Ruairi")).toBe(false);
  });
  it("reads to-dos told as a need of the thing, and decisions told by their act", () => {
    expect(isTodo("address proof still needs attesting")).toBe(true);
    expect(isTodo("radiators want bleeding before winter")).toBe(true);
    expect(isTodo("Kai wants nothing for his birthday")).toBe(false);
    expect(isDecision("booking the farm. deposit paid, no going back", null)).toBe(true);
    expect(isDecision("told them thanks but no, too far", null)).toBe(true);
    expect(isCommitment("sold the Corolla for $1,600 as is")).toBe(true);
    expect(isTelling("Imke swears by a place by the canal")).toBe(true);
    expect(isTelling("coffee with Imke")).toBe(false);
  });
  it("keeps another part of the body out of a condition asked about", () => {
    expect(otherBodyPart("my knee clicks on the stairs", ["shoulder"])).toBe(true);
    expect(otherBodyPart("shoulders a bit better", ["shoulder"])).toBe(false);
    expect(otherBodyPart("slept badly again", ["shoulder"])).toBe(false);
  });
  it("finds a thing of the kind asked by its own name", () => {
    expect(namesKindOf(["wedding", "venue"], words("booking Hollins Farm, deposit paid"))).toBe(true);
    expect(namesKindOf(["café"], words("best flat whites in the city"))).toBe(true);
    expect(namesKindOf(["venue"], words("chicken or fish for the mains"))).toBe(false);
  });
});

describe("answers", () => {
  it("sums a trip abroad in its currency from the note naming the place, not the spending at home", () => {
    const notes = [
      note("2026-01-12T21:00", "flights to Oaxaca booked, $410"),
      note("2026-02-06T16:00", "hotel in the centro 3 nights 4,200 pesos"),
      note("2026-02-07T13:30", "mole negro at the market, 180 pesos"),
      note("2026-02-09T12:00", "alebrije for mum 1,100 pesos"),
      note("2026-02-14T15:00", "target run $56"),
      note("2026-03-02T12:00", "pharmacy $12"),
      note("2026-06-01T12:00", "tacos in the next trip 90 pesos"),
    ];
    expect(foreignRun(["oaxaca"], notes, (n) => n.text.includes("pesos")).map((n) => n.text)).toEqual(notes.slice(1, 4).map((n) => n.text));
    const answer = ask("how much did i spend in pesos in Oaxaca?", notes.slice(0, 6));
    expect(answer.number).toBe(5480);
  });
  it("sums by a category's words alone when the question names only the category", () => {
    const notes = [note("2026-05-05T08:00", "topped up the oyster £20"), note("2026-05-05T20:00", "leaving drinks, my round £26"), note("2026-05-06T09:00", "santander bike, 2 rides £3.30")];
    expect(ask("what did i spend getting around last week?", notes).number).toBe(23.3);
  });
  it("sums a pet asked about by name with the things it costs", () => {
    const notes = [note("2026-05-03T16:00", "Mochi's vaccination at the vet $95", { entities: ["Mochi"] }), note("2026-05-09T12:00", "cat litter and a scratching post $54"), note("2026-05-10T12:00", "coffee beans $19")];
    expect(ask("what have i spent on Mochi this month?", notes, ["Mochi"]).number).toBe(149);
  });
  it("counts meetings by company, decisions must name the thing asked, and a later note ends a wait", () => {
    const seen = [note("2026-05-05T22:00", "five-a-side with Ruairi and the lads", { entities: ["Ruairi"] }), note("2026-05-06T20:00", "call with Ruairi about his job", { entities: ["Ruairi"] })];
    expect(ask("how many times did i see Ruairi this month?", seen, ["Ruairi"]).number).toBe(1);
    const decided = [note("2026-05-02T20:00", "decided to switch phone carriers"), note("2026-05-05T16:00", "sold the Corolla to a guy from church for $1,600")];
    expect(texts(ask("what did i end up doing about the Corolla?", decided))).toEqual(["sold the Corolla to a guy from church for $1,600"]);
    const order = note("2026-05-04T21:00", "ordered running shoes, tracking says tuesday");
    expect(waitEnded(order, [order, note("2026-05-07T17:00", "running shoes came, fit perfectly")])).toBe(true);
    expect(waitEnded(order, [order, note("2026-05-07T17:00", "the lease came back signed")])).toBe(false);
  });
  it("counts books finished by their titles, and a done heading is no list of steps", () => {
    const books = [note("2026-02-02T22:00", "finished Piranesi, odd and beautiful"), note("2026-03-01T21:00", "started The Overstory"), note("2026-04-25T20:00", "finished the tax return")];
    expect(ask("how many novels did i get through this year?", books).number).toBe(1);
    const party = [note("2026-05-08T18:00", "dinner on the 28th: invites, menu, wine"), note("2026-05-10T21:00", "menu sorted: risotto, then tarte tatin")];
    expect(texts(ask("what do i still need to sort for the dinner?", party))).toEqual(["dinner on the 28th: invites, menu, wine"]);
  });
  it("starts a trip booked weeks ahead where the person lands", () => {
    const notes = [
      note("2026-04-20T21:00", "flights to Lisbon booked, €212 return"),
      note("2026-05-02T18:00", "rewe big shop €64.30"),
      note("2026-05-05T11:20", "landed! 31 degrees"),
      note("2026-05-05T14:00", "guesthouse in alfama €345"),
      note("2026-05-06T22:30", "sardines at the fado place €58"),
      note("2026-05-10T17:30", "drogerie €12.45"),
    ];
    const trip = tripSpending(["lisbon", "trip"], notes, () => true).map((n) => n.text);
    expect(trip.sort()).toEqual(["flights to Lisbon booked, €212 return", "guesthouse in alfama €345", "sardines at the fado place €58"].sort());
  });
  it("counts 'before I go' to-dos for a move, and a named person's own verb as their news", () => {
    expect(BEFORE_LEAVING.test("cancel the gym before I go")).toBe(true);
    const notes = [note("2026-05-01T20:00", "moving flat: book a van, pack"), note("2026-05-03T20:00", "cancel the gym before I go"), note("2026-05-04T20:00", "cancel the magazine")];
    expect(texts(ask("what do i still need to do for the move?", notes))).toContain("cancel the gym before I go");
    expect(texts(ask("what do i still need to do for the move?", notes))).not.toContain("cancel the magazine");
    expect(aboutSomeoneElse("Lea sleeps through the night now!", ["Lea"])).toBe(true);
    expect(aboutSomeoneElse("Lea sleeps through the night now!", [])).toBe(false);
  });
});
