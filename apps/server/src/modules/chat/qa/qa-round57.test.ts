import { describe, expect, it } from "vitest";
import { askOn, noteMaker, texts } from "../testing/qa-notes.js";
import { readQuestion } from "./qa-question.js";
import { saidWhereAsked, toldWhere } from "./said-where-57.js";
import { fastestMs } from "../../../../test/fastest-run.js";

// Friday 4 December 2026; notes are written as [ISO local time, text] in UTC.
const today = { year: 2026, month: 12, day: 4 };
const note = noteMaker();
const ask = askOn(today);

describe("where someone said to go", () => {
  it("answers with their telling that names a place, though it names neither the act nor the thing", () => {
    const notes = [
      note("2026-10-02T09:00", "velvet cushions on the sofa are looking tired"),
      note("2026-10-20T18:00", "Gran Effie says try the cloth market under the railway arches on Bell Street, ask for Dorota"),
      note("2026-11-01T08:00", "Effie's neighbour had her hip done"),
    ];
    expect(texts(ask("where did Gran Effie say to get the velvet?", notes, ["Effie"]))).toEqual(["Gran Effie says try the cloth market under the railway arches on Bell Street, ask for Dorota"]);
  });

  it("of several tellings, keeps the one naming the place the question names", () => {
    const notes = [
      note("2026-08-01T20:00", "Tomasz says the smokehouse by the old pier in Oban does the best mussels"),
      note("2026-08-03T20:00", "Tomasz says the chippy on George Street in Fort William is overrated"),
      note("2026-08-05T20:00", "Tomasz says oatcakes beat any biscuit"),
    ];
    expect(texts(ask("where did Tomasz say to eat in Oban?", notes, ["Tomasz"]))).toEqual(["Tomasz says the smokehouse by the old pier in Oban does the best mussels"]);
  });

  it("leaves a telling with no place, another's telling and a note that only names the one asked", () => {
    const notes = [
      note("2026-08-05T20:00", "Tomasz says oatcakes beat any biscuit"),
      note("2026-08-06T20:00", "Ines says the fish shop on Quay Street is the best"),
      note("2026-08-08T20:00", "Tomasz says the wee place behind the distillery, go early"),
    ];
    expect(texts(ask("where did Tomasz say to eat in Oban?", notes, ["Tomasz", "Ines"]))).toEqual(["Tomasz says the wee place behind the distillery, go early"]);
    const cousin = note("2026-08-07T20:00", "Tomasz's cousin runs a café on the harbour");
    expect(toldWhere(["tomasz"], ["eat", "oban"], [...notes.slice(0, 2), cousin])).toEqual([]);
  });

  it("reads only 'where did <someone else> say / tell / recommend … to …'", () => {
    expect(saidWhereAsked("where did Aunty Bisi say to buy the lace?")).toEqual(["aunty", "bisi"]);
    expect(saidWhereAsked("Where did my mum tell me to park?")).toEqual(["mum"]);
    for (const q of ["where did I say to meet?", "where did I put the spare key?", "what did Tomasz say about Oban?", "where did Tomasz go for lunch?", "where did the forecast say to expect snow?"]) {
      expect(saidWhereAsked(q)).toBeNull();
    }
    expect(readQuestion("where did Tomasz say to eat in Oban?", today, ["Tomasz"]).saidWhere).toEqual(["tomasz"]);
    expect(readQuestion("how much did I spend on Tomasz?", today, ["Tomasz"]).saidWhere ?? null).toBeNull();
  });
});

describe("where someone said to go: speed", () => {
  it("stays fast on long near-miss strings", () => {
    const q = `where did ${"the very long-winded ".repeat(40)} say about it to`;
    expect(fastestMs(() => saidWhereAsked(q))).toBeLessThan(5);
    const notes = [note("2026-08-05T20:00", `Tomasz says ${"in the o'neill's.x at on ".repeat(60)}`), note("2026-08-05T21:00", `${"Tomasz Tomasz ".repeat(100)} says`)];
    expect(fastestMs(() => toldWhere(["tomasz"], ["eat", "oban"], notes))).toBeLessThan(5);
  });
});
