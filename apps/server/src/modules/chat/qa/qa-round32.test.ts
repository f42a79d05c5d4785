import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("rupees as Karachi writes them", () => {
  it("reads a bare 'k' beside 'money' and a clause of handing it over", () => {
    expect(findAmounts("society money for June, 5k, handed to the treasurer")).toEqual([{ value: 5000, currency: "" }]);
  });

  it("counts rent got from a portion and paid by a tenant as money in, not the rent the writer pays", () => {
    const notes = [
      note("2026-02-03T10:00", "got the February rent from the ground floor, 40,000"),
      note("2026-05-04T10:00", "tenant downstairs paid rent for three months in one go, 120,000"),
      note("2026-06-02T10:00", "paid our own landlord the shop rent, Rs. 50,000"),
    ];
    const answer = ask("how much rent have the tenants paid us this year?", notes);
    expect(answer.number).toBe(160000);
    expect(texts(answer)).not.toContain("paid our own landlord the shop rent, Rs. 50,000");
  });
});

describe("meals out, promises refused, and initials in a lookup", () => {
  it("counts a dhaba, nihari and a bun kebab as eating out", () => {
    const notes = [
      note("2026-11-23T19:00", "dal and roti at the dhaba on the highway, 640"),
      note("2026-11-25T21:00", "nihari with the cousins at the old food street, Rs 1,100"),
      note("2026-11-27T18:00", "bun kebab from the cart after work, Rs. 220"),
      note("2026-11-28T11:00", "atta and cooking oil from the corner store, Rs 2,300"),
    ];
    expect(ask("how much did I spend eating out last week?", notes).number).toBe(1960);
  });

  it("leaves out 'I promised nothing'", () => {
    const notes = [
      note("2026-10-02T10:00", "promised Zara a trip to the zoo after her exams"),
      note("2026-11-08T10:00", "Zara wants a tablet for her birthday, I promised nothing"),
    ];
    expect(texts(ask("what did I promise Zara?", notes))).toEqual(["promised Zara a trip to the zoo after her exams"]);
  });

  it("reads a note's initials as the words the question writes out, and a doctor by the title 'Dr.'", () => {
    const notes = [
      note("2026-09-10T10:00", "Dr. Malik thinks my BP is creeping up, fewer fried things"),
      note("2026-10-12T10:00", "blood test results came back clean"),
    ];
    expect(texts(ask("what did the doctor tell me about my blood pressure?", notes))).toEqual(["Dr. Malik thinks my BP is creeping up, fewer fried things"]);
  });
});

describe("events counted by who came and by a thing run out of", () => {
  it("counts a thing run out of in the words that tell it gone", () => {
    const notes = [
      note("2026-11-02T08:00", "out of milk again before breakfast"),
      note("2026-11-09T08:00", "milk finished, black tea it is"),
      note("2026-11-16T08:00", "no milk in the fridge this morning, kids had toast"),
      note("2026-11-18T08:00", "bought six litres of milk at the dairy shop"),
      note("2026-11-20T08:00", "the dairy shop next door sells fresh milk now"),
    ];
    expect(ask("how many times did we run out of milk this month?", notes).number).toBe(3);
  });

  it("counts visits to a doctor named by title, and not a visit still ahead", () => {
    const notes = [
      note("2026-02-11T10:00", "took Dad for his sugar review with Dr. Malik"),
      note("2026-05-03T10:00", "Dad's hip again, drove him to the orthopedic at the city hospital"),
      note("2026-07-14T10:00", "Dad would like a doctor's appointment next week about his eyes"),
      note("2026-09-01T10:00", "went with Dad to his follow-up at Dr. Malik's, sugar is steadier"),
    ];
    const answer = ask("how many times did I take Dad to the doctor this year?", notes);
    expect(answer.number).toBe(3);
    expect(texts(answer)).not.toContain("Dad would like a doctor's appointment next week about his eyes");
  });

  it("asked how often someone came, counts notes naming them (or their initials), not the place alone", () => {
    const notes = [
      note("2026-03-04T10:00", "health inspector visited, checked the walk-in freezer"),
      note("2026-06-15T10:00", "mopped the restaurant floor twice before opening"),
      note("2026-08-19T10:00", "HI came again, happy with the new hand basin"),
      note("2026-10-21T10:00", "word is the health inspectors will do rounds again next month"),
    ];
    expect(ask("how many times did the health inspector come to the restaurant this year?", notes).number).toBe(2);
  });
});

describe("a person asked by what they do", () => {
  it("answers 'who does our taxes' with the person the notes give a title or a role, and their other notes", () => {
    const notes = [
      note("2026-03-02T10:00", "Mrs. Hayat, our tax adviser, filed the return for the shop on time"),
      note("2026-06-12T10:00", "a friend of mine is a tax lawyer in the city"),
      note("2026-08-09T10:00", "Hayat wants every receipt by the fifth of the month"),
    ];
    expect(texts(ask("who does our taxes?", notes))).toEqual(["Mrs. Hayat, our tax adviser, filed the return for the shop on time", "Hayat wants every receipt by the fifth of the month"]);
  });
});

describe("when last, by the name asked, and a child kept home", () => {
  it("answers 'when did I last pay the <name> bill' with the newest payment naming it, though it says no 'bill'", () => {
    const notes = [
      note("2026-09-06T10:00", "paid the Sunline water bill at the post office, 1,200"),
      note("2026-10-05T10:00", "paid Sunline on the bank app, 1,340"),
      note("2026-11-20T10:00", "the Sunline bill arrived, due on the 4th"),
    ];
    expect(texts(ask("when did I last pay the Sunline bill?", notes))).toEqual(["paid Sunline on the bank app, 1,340"]);
  });

  it("counts 'kept <child> home' as a day the child missed school", () => {
    const notes = [
      note("2026-11-03T08:00", "Omar absent today, a sore throat"),
      note("2026-11-04T08:00", "throat still bad, kept Omar home again"),
      note("2026-11-12T08:00", "Omar went to school even with a cough"),
    ];
    expect(ask("how many days did Omar miss school this month?", notes).number).toBe(2);
  });
});

describe("feelings about doing something with someone", () => {
  it("holds the person's own feeling naming the one asked as company, though it names not the doing", () => {
    const notes = [
      note("2026-03-10T21:00", "upset, Nadia and I argued about the rota again"),
      note("2026-06-14T21:00", "happy today, running the café with Nadia finally feels easy"),
      note("2026-08-02T21:00", "the espresso machine was serviced this morning"),
    ];
    expect(texts(ask("how have I felt about running the café with Nadia this year?", notes))).toEqual([
      "upset, Nadia and I argued about the rota again",
      "happy today, running the café with Nadia finally feels easy",
    ]);
  });
});

describe("a title's full stop", () => {
  it("ends no clause: a visit 'at Dr. Malik's clinic' is the writer's, not Malik's own news", () => {
    const notes = [
      note("2026-03-09T10:00", "took Dad for his eye test at Dr. Malik's clinic", { entities: ["Malik"], eventType: "task" }),
      note("2026-07-21T10:00", "went with Dad for his follow-up at Dr. Malik's, eyes are steady", { entities: ["Malik"] }),
    ];
    expect(ask("how many times did I take Dad to the doctor this year?", notes).number).toBe(2);
  });
});
