import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { activityNamed, doesActivity } from "./activities.js";
import { isReceived } from "./money-in.js";
import { isFeeling, isOccurrence, othersPastDoing } from "./qa-cues.js";
import { namesKindOf } from "./qa-kinds.js";
import { readQuestion } from "./qa-question.js";
import { words } from "./qa-words.js";
import { othersDoing, othersSpending } from "./spending-filters.js";

// Thursday 10 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 10 };
const note = noteMaker();
const ask = askOn(today);

describe("kinds a question names by another word", () => {
  it("knows fishing by its catch and boat, and 'wet a line' as fishing", () => {
    expect(namesKindOf(["fishing"], words("out off the point in the tinny, two keepers"))).toBe(true);
    expect(namesKindOf(["wet", "line"], words("three snapper before lunch"))).toBe(true);
    expect(namesKindOf(["fishing"], words("bought a new line trimmer"))).toBe(false);
  });

  it("knows bowls by its games, a craft by what is made, a rental by its tenants, a loan as a mortgage", () => {
    expect(namesKindOf(["bowls"], words("pennants at Kohimarama, lost by one"))).toBe(true);
    expect(namesKindOf(["craft"], words("crocheted six beanies for the fair"))).toBe(true);
    expect(namesKindOf(["investment", "property"], words("the tenants want a dishwasher"))).toBe(true);
    expect(namesKindOf(["loan"], words("mortgage statement came, $310,000 left"))).toBe(true);
    expect(namesKindOf(["bowls"], words("a bowl of soup at the café"))).toBe(false);
  });

  it("answers 'when did I last wet a line' with the last trip of one's own, not a friend's catch", () => {
    const notes = [
      note("2026-11-08T14:00", "out past the reef in the dinghy, four snapper"),
      note("2026-11-29T14:00", "wind got up, stayed home"),
      note("2026-12-05T19:00", "Hemi dropped off a kingfish he caught"),
    ];
    expect(texts(ask("when did I last wet a line?", notes))).toEqual(["out past the reef in the dinghy, four snapper"]);
    expect(othersPastDoing("Hemi brought over a snapper he caught")).toBe(true);
    expect(othersPastDoing("Walked the dog, she loved it")).toBe(false);
    expect(othersPastDoing("Hemi brought the trailer back so I could launch")).toBe(false);
  });
});

describe("counts of trips, walks and what a relation did", () => {
  it("counts fishing trips by their catch, not a purchase of bait or a friend's outing", () => {
    const trips = activityNamed("how many fishing trips did I get in this month?")!;
    expect(doesActivity(trips, "launched at dawn, two kahawai")).toBe(true);
    expect(doesActivity(trips, "took my nephew out in the tinny")).toBe(true);
    expect(doesActivity(trips, "cleaned the gutters")).toBe(false);
    const notes = [
      note("2026-12-02T08:00", "launched at dawn, two kahawai and a gurnard"),
      note("2026-12-05T08:00", "Hemi fished the harbour all morning"),
      note("2026-12-07T08:00", "bait and burley, $28"),
      note("2026-12-08T08:00", "nothing biting off the wharf but a nice morning"),
    ];
    expect(ask("how many fishing trips did I get in this month?", notes).number).toBe(2);
  });

  it("counts a stroll as a walk and leaves out another's walk", () => {
    const notes = [
      note("2026-12-01T09:00", "strolled along the esplanade before breakfast"),
      note("2026-12-03T09:00", "Marama walked the dog round the block"),
      note("2026-12-04T09:00", "walked to the shops and back"),
    ];
    expect(ask("how many walks have I done this month?", notes).number).toBe(2);
    expect(othersDoing("Marama walked the dog round the block", [])).toBe(true);
  });

  it("counts what a relation did, whose notes open with their name, and not a day called off", () => {
    expect(readQuestion("how many fairs did my husband do this year?", today, []).byRelation).toBe(true);
    expect(readQuestion("how many fairs did I do this year?", today, []).byRelation).toBeFalsy();
    const notes = [
      note("2026-10-03T17:00", "Tipene's stall at the Ponsonby fair, busy all day"),
      note("2026-11-07T17:00", "Tipene had a stall at the school fair, sold out"),
      note("2026-11-21T17:00", "Tipene's fair got called off, rain"),
    ];
    expect(ask("how many fairs did my husband do this year?", notes).number).toBe(2);
    expect(isOccurrence("the match was called off, rain", null)).toBe(false);
  });

  it("leaves out hours someone else put in, and another's run to the shop", () => {
    const notes = [note("2026-11-02T17:00", "5 hours on the fence at Aroha's"), note("2026-11-03T17:00", "Wiremu gave me a hand on the fence, 4 hours")];
    expect(ask("how many hours did the fence take me?", notes).number).toBe(5);
    expect(othersSpending("Ngaio did a Countdown shop for us, $80", [])).toBe(true);
    expect(othersSpending("did a Countdown shop, $80", [])).toBe(false);
  });
});

describe("money in, balances and feelings", () => {
  it("reads rent coming in and a job paid for as money received", () => {
    expect(isReceived("rent hit the account, $640 from Tama")).toBe(true);
    expect(isReceived("another $640 from the Otara tenants")).toBe(true);
    expect(isReceived("fixed the neighbour's gate and she paid $120")).toBe(true);
    expect(isReceived("paid the rent, $640")).toBe(false);
    expect(isReceived("$35 from the Warehouse for a new kettle")).toBe(false);
    expect(readQuestion("how much have the cash jobs brought in this year?", today, []).flow).toBe("in");
    const notes = [note("2026-11-04T09:00", "rent landed from Tama, $640"), note("2026-11-18T09:00", "$640 in from the tenants"), note("2026-11-20T09:00", "paid the water bill for the rental, $88")];
    expect(ask("how much did the renters pay me in November?", notes).number).toBe(1280);
  });

  it("answers a balance with the newest figure, not a sum of statements or another's loan", () => {
    const notes = [
      note("2026-06-30T12:00", "mortgage statement: $312,000 to go"),
      note("2026-09-30T12:00", "mortgage down to $305,500"),
      note("2026-10-15T12:00", "Hana's mortgage is $520,000"),
    ];
    const q = readQuestion("how much do I still owe on the home loan?", today, []);
    expect(q.kind).toBe("sum");
    expect(q.balance).toBe(true);
    expect(ask("how much do I still owe on the home loan?", notes).number).toBe(305500);
    expect(readQuestion("how much did I spend on the loan?", today, []).balance).toBe(false);
  });

  it("takes 'how am I finding' as a feeling question with no topic when it asks of life at large", () => {
    const q = readQuestion("how am I finding life these days?", today, []);
    expect(q.kind).toBe("feeling");
    expect(q.topic).toEqual([]);
    expect(readQuestion("how are we coping with the new baby?", today, []).topic).toContain("baby");
    expect(isFeeling("bored stiff, miss the old crew", null)).toBe(true);
  });
});

describe("days named as dates", () => {
  it("does not take 'month', 'friend' or 'wedding' for a weekday, nor a past day for one to come", () => {
    const notes = [note("2026-12-08T19:00", "won the triples last Saturday, stoked"), note("2026-12-09T19:00", "triples Saturday 10am at home"), note("2026-12-09T20:00", "club working bee on the greens moved to next month")];
    expect(texts(ask("when do I play bowls next?", notes))).toEqual(["triples Saturday 10am at home"]);
  });
});
