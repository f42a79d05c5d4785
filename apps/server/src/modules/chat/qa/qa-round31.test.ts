import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { findAmounts } from "./money.js";
import { readQuestion } from "./qa-question.js";

// Monday 30 November 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 11, day: 30 };
const note = noteMaker();
const ask = askOn(today);

describe("Philippine pesos, as Manila writes them", () => {
  it("reads ₱, PHP, Php and a capital P before three digits or more; not a form's P45", () => {
    expect(findAmounts("tricycle and jeep for the week, ₱1,120")).toEqual([{ value: 1120, currency: "₱" }]);
    expect(findAmounts("new electric fan from the appliance store, PHP 2,799")).toEqual([{ value: 2799, currency: "₱" }]);
    expect(findAmounts("haircut and shave at the barbershop, Php 250")).toEqual([{ value: 250, currency: "₱" }]);
    expect(findAmounts("bike tire and tube from the shop on Shaw, P1,380")).toEqual([{ value: 1380, currency: "₱" }]);
    expect(findAmounts("load for the prepaid sim, P300")).toEqual([{ value: 300, currency: "₱" }]);
    expect(findAmounts("HR finally sent my P45 after I left")).toEqual([]);
  });

  it("adds pesos written out to the ₱ the writer signs them with", () => {
    const notes = [
      note("2026-11-03T10:00", "dog food and shampoo for Choco, ₱1,450"),
      note("2026-11-12T10:00", "vet check-up for Choco, 900 pesos"),
      note("2026-11-20T10:00", "Choco's rabies shot at the barangay, P350"),
    ];
    expect(ask("how much did I spend on Choco this month?", notes).number).toBe(2700);
  });
});

describe("spending that is not the writer's, and meals out in Manila's words", () => {
  it("leaves out a purchase opened by another's cousin or friend", () => {
    const notes = [
      note("2026-11-04T10:00", "printer ink for Migo's project, ₱890"),
      note("2026-11-09T10:00", "Tessa's cousin spent 6k on printer ink for her shop"),
      note("2026-11-15T10:00", "bond paper and printer ink, P420"),
    ];
    const answer = ask("how much did I spend on printer ink this month?", notes);
    expect(answer.number).toBe(1310);
    expect(texts(answer)).not.toContain("Tessa's cousin spent 6k on printer ink for her shop");
  });

  it("counts samgyup, a carinderia and the fast-food chains as eating out", () => {
    const notes = [
      note("2026-11-23T19:00", "samgyup night with the barkada, my share ₱720"),
      note("2026-11-24T12:00", "pork adobo at the carinderia by the terminal, 95"),
      note("2026-11-26T20:00", "Chowking after the late shift, Php 310"),
      note("2026-11-27T10:00", "palengke for the house, fish and vegetables, ₱640"),
    ];
    expect(ask("how much did I spend eating out last week?", notes).number).toBe(1125);
  });
});

describe("hours, kilos and trips the notes tell in their own words", () => {
  it("reads OT as overtime, not another's", () => {
    const notes = [
      note("2026-11-05T08:00", "2 hours OT, the queue would not die down"),
      note("2026-11-12T08:00", "Dindo did 5 hours OT for the holiday coverage"),
      note("2026-11-19T08:00", "another OT, 1.5 hours, a client escalation"),
    ];
    expect(ask("how many hours of overtime did I do this month?", notes).number).toBe(3.5);
  });

  it("adds kilos bought told by a price or a seller, not kilos harvested", () => {
    const notes = [
      note("2026-11-03T10:00", "10 kilos of sinandomeng rice from the rice dealer, ₱520"),
      note("2026-11-10T10:00", "Tito Ben harvested 60 kilos of rice on his farm"),
      note("2026-11-18T10:00", "another 5 kilos of rice from the sari-sari store"),
    ];
    expect(ask("how many kilos of rice did we buy this month?", notes).number).toBe(15);
  });

  it("leaves out another's flight from the writer's flights", () => {
    const notes = [
      note("2026-03-10T10:00", "flew to Cebu for Lola's birthday"),
      note("2026-06-10T10:00", "Kuya Jun flew to Cebu for the fiesta"),
      note("2026-09-10T10:00", "flew home to Cebu for a long weekend"),
    ];
    expect(ask("how many times did I fly to Cebu this year?", notes).number).toBe(2);
  });
});

describe("events counted by their kind", () => {
  it("reads 'how many agents have left my team' as a count of leaving, told as resigning, a last day or going AWOL", () => {
    expect(readQuestion("how many agents have left my team this year?", today, []).kind).toBe("count");
    const notes = [
      note("2026-02-10T10:00", "Lara resigned, she's moving to a shipping company"),
      note("2026-04-20T10:00", "Paco rendered his last day, off to Dubai"),
      note("2026-06-02T10:00", "Joy almost resigned but we kept her with a schedule change"),
      note("2026-08-18T10:00", "the night team lost four agents this month, says the OM"),
      note("2026-10-05T10:00", "Niño went AWOL after payday, not answering calls"),
    ];
    const answer = ask("how many agents have left my team this year?", notes);
    expect(answer.number).toBe(3);
    expect(texts(answer)).not.toContain("Joy almost resigned but we kept her with a schedule change");
  });

  it("counts power cuts told as the power going out or no electricity", () => {
    const notes = [
      note("2026-11-04T20:00", "brownout from eight, ate dinner by flashlight"),
      note("2026-11-11T14:00", "power went out during my nap, the fan stopped"),
      note("2026-11-17T10:00", "paid the electric bill at the mall, ₱2,950"),
      note("2026-11-25T19:00", "no electricity for two hours, the whole street out on the sidewalk"),
    ];
    expect(ask("how many brownouts did we have this month?", notes).number).toBe(3);
  });
});

describe("days a child missed school", () => {
  it("counts absences told as 'absent' or 'no school', not a day he went in", () => {
    const notes = [
      note("2026-11-03T10:00", "Nico absent again, the pediatrician says a virus"),
      note("2026-11-09T10:00", "Nico went to school even with a sniffle"),
      note("2026-11-17T10:00", "no school for Nico, a tummy bug"),
      note("2026-11-20T10:00", "Nico's school has a field trip on Friday"),
    ];
    const answer = ask("how many days did Nico miss school this month?", notes, ["Nico"]);
    expect(answer.number).toBe(2);
    expect(texts(answer)).toEqual(["Nico absent again, the pediatrician says a virus", "no school for Nico, a tummy bug"]);
  });
});

describe("how a named person feels", () => {
  it("answers with feelings told of the person asked about", () => {
    const notes = [
      note("2026-05-10T10:00", "Marites is thrilled about the Dubai job, she's been waiting years"),
      note("2026-08-01T10:00", "booked the flights for the Dubai trip"),
    ];
    const answer = ask("how does Marites feel about the Dubai job?", notes, ["Marites"]);
    expect(texts(answer)).toContain("Marites is thrilled about the Dubai job, she's been waiting years");
  });
});
