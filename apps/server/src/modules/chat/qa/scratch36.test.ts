import { it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
const note = noteMaker();
const ask = askOn({ year: 2026, month: 11, day: 30 });
it("x", () => {
  const notes = [
    note("2026-11-03T19:00", "five-a-side, we beat the Rovers by two"),
    note("2026-11-10T19:00", "Harriers won against the Rovers in extra time"),
    note("2026-11-17T19:00", "five-a-side, lost to the Hornets 4-1"),
    note("2026-11-24T19:00", "Harriers thrashed the Hornets, 6-0"),
    note("2026-11-12T19:00", "bought new shin pads, £14"),
  ];
  for (const q of ["how many games have the Harriers won this month?", "how many games did we win this month?", "how many times did we win this month?"]) {
    const a = ask(q, notes); console.log(q, a.number, texts(a));
  }
});
