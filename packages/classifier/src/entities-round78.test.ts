import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.js";
import { serviceProvider, someoneFrom } from "./entities/entities-78.js";
import { fastestMs } from "./testing/fastest-run.js";

const names = (text: string): string[] => extractEntities(text, {});

describe("round 78 (ent78, read halves): entities", () => {
  it("leaves out a service provider rung up or owing a service", () => {
    expect(names("call Telkom asap, the fibre line has been down since sunday")).toEqual([]);
    expect(names("rang Vodacom about the double charge on the bill")).toEqual([]);
    expect(names("phone Zesco first thing about the power cut")).toEqual([]);
    expect(names("Digicel promised a technician between 8 and 12")).toEqual([]);
    expect(names("Claro still not fixed the signal")).toEqual([]);
    // A person: a he or she in the sentence, a known given name, no service word, or "still" of anyone.
    expect(names("call Adaeze, her internet is down again")).toEqual(["Adaeze"]);
    expect(names("call Maria about the wifi bill")).toEqual(["Maria"]);
    expect(names("call Chiamaka about the school run")).toEqual(["Chiamaka"]);
    expect(names("Chiamaka still at the office, wifi is down")).toEqual(["Chiamaka"]);
    // Power and gas cue only the call: a tradesperson is who "still hasn't" come to fix them.
    expect(names("Tunde still hasn't fixed the power socket in the lounge")).toEqual(["Tunde"]);
  });

  it("reads the capital after \"a bloke from\" as a place or a firm", () => {
    expect(names("sold the trailer to a bloke from Logan for $150")).toEqual([]);
    expect(names("a chap from Chelsea wants the bike, Priya says")).toEqual(["Priya"]);
    // An owner in the possessive after "from" stays a person.
    expect(names("the guy from Murray's garage rang")).toEqual(["Murray"]);
  });

  it("keeps what the text models read unchanged: the names left out stay in `asRead`", () => {
    const read: string[] = [];
    expect(extractEntities("call Telkom about the outage. Maya sold the trailer to a bloke from Logan", {}, read)).toEqual(["Maya"]);
    expect(read).toEqual(["Telkom", "Maya", "Logan"]);
  });

  it("decides from tables of words", () => {
    expect(serviceProvider("call", "asap", undefined, ["call", "claro", "asap", "internet"])).toBe(true);
    expect(serviceProvider(undefined, "still", "owe", ["virgin", "still", "owe", "outage"])).toBe(true);
    expect(serviceProvider(undefined, "still", "has", ["virgin", "still", "has", "outage"])).toBe(false);
    expect(serviceProvider(undefined, "still", "hasn't", ["tunde", "still", "hasn't", "fixed", "power"])).toBe(false);
    expect(serviceProvider("call", undefined, undefined, ["call", "ngozi", "gas", "she"])).toBe(false);
    expect(someoneFrom("bloke", "from")).toBe(true);
    expect(someoneFrom("came", "from")).toBe(false);
  });

  // No new regular expression; the sentence is read once a capital after a call verb or before "still", so the bound
  // is taken on a long note (660 characters) of nothing but such capitals in one sentence.
  it("stays fast on a long sentence of providers rung up", () => {
    const long = "call Telkom, Vodacom still owe the bill, a bloke from Logan ".repeat(11);
    expect(long.length).toBeGreaterThan(600);
    expect(fastestMs(() => extractEntities(long, {}))).toBeLessThan(5);
  });
});
