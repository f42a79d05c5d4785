import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { NAMED_PAST_ACT, REPORTED_SAYING, saidThenDo, thenDo } from "./event-type.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const run = (text: string, context: ClassifyInput["context"] = {}) =>
  resolveLocal({ text, now: new Date("2026-03-10T12:15:00Z"), timezone: "America/Halifax", context } satisfies ClassifyInput);
const namedPast = (text: string) => NAMED_PAST_ACT.test(prepareText(text, extractEntities(text, {})));

describe("a named person's own act told in the past tense (forty-first round)", () => {
  it("reads a bare name, a title and a name, a name with a description or a name's relative before a past verb", () => {
    expect(namedPast("Marisol fixed the leak under the sink and wouldn't take a cent")).toBe(true);
    expect(namedPast("Dr Haddad changed my inhaler to the purple one")).toBe(true);
    expect(namedPast("Corentin, Odile's cousin, got laid off from the bank")).toBe(true);
    expect(namedPast("Odile's husband got a new knee in the spring")).toBe(true);
    expect(namedPast("Tobias quit the orchestra without telling anyone")).toBe(true);
    expect(namedPast("Wendeline wrote her own name for the first time")).toBe(true);
  });

  it("does not read an ask of the user, an introduction, a move, a change of details, a present tense or no name", () => {
    expect(namedPast("Marisol asked for the rota by friday")).toBe(false);
    expect(namedPast("Marisol told me to book the hall")).toBe(false);
    expect(namedPast("Marisol recommended a plumber, Ugo, very tidy")).toBe(false);
    expect(namedPast("Marisol moved to Dartmouth, the flat above the bakery")).toBe(false);
    expect(namedPast("Marisol changed her email to the work one")).toBe(false);
    expect(namedPast("Marisol prefers a text to a call")).toBe(false);
    expect(namedPast("fixed the leak under the sink at last")).toBe(false);
    expect(namedPast("Odile's laptop died in the middle of the exam")).toBe(false);
  });

  it("takes the card, task and decision readings away from such news", () => {
    expect(["contact", "task", "decision_commitment"]).not.toContain(run("Marisol fixed the leak under our sink and wouldn't take a cent").event_type);
    expect(["contact", "task", "decision_commitment"]).not.toContain(run("Dr Haddad changed my knee injection to every 3 months").event_type);
  });

  it("leaves a card with its details, a time ahead and a task reported done alone", () => {
    expect(run("Marisol changed her number, it's 902-555-0143 now").event_type).toBe("contact");
    const done = run("Ugo fixed the dryer at last", { tasks: [{ id: "t1", title: "Get the dryer fixed", parent_id: null }] });
    expect(done.completes).toBe("t1");
    expect(done.event_type).toBe("task");
  });
});

describe("a named person's word passed on in reported speech (forty-first round)", () => {
  const saying = (text: string) => REPORTED_SAYING.test(prepareText(text, extractEntities(text, {})));

  it("reads a name, a titled name, a name's relative or a name at a place before says / said / reckons", () => {
    expect(saying("Uncle Desmond says the chalet's free the week after easter")).toBe(true);
    expect(saying("Marisol at the front desk says the copier lease runs out in may")).toBe(true);
    expect(saying("Odile's teacher said she's been daydreaming in class")).toBe(true);
    expect(saying("Tobias reckons the swell is huge at the point")).toBe(true);
  });

  it("does not read the user's own saying, a saying with no name, or a name with another verb", () => {
    expect(saying("I said I'd bring the salad")).toBe(false);
    expect(saying("the forecast says rain all weekend")).toBe(false);
    expect(saying("Marisol wants the rota by friday")).toBe(false);
  });

  it("takes the card reading away from such news, and leaves an instruction after the saying alone", () => {
    expect(run("Uncle Desmond says the chalet's free the week after easter").event_type).not.toBe("contact");
    expect(run("Auntie Philippa from Riverside says Odile's bakery is moving to Elm Street").event_type).not.toBe("contact");
  });
});

describe("an instruction right after the verb of saying", () => {
  it("finds a command word next to said / says, words compared, with or without 'to'", () => {
    expect(saidThenDo("zperson said ring back monday")).toBe(true);
    expect(saidThenDo("zperson says to call the office first")).toBe(true);
    expect(saidThenDo("zperson says the chalet's free")).toBe(false);
    // "recalled" holds "call" but is no command; a command far from the verb of saying is not right after it.
    expect(saidThenDo("zperson said she recalled it")).toBe(false);
    expect(saidThenDo("zperson mentioned the roof, call later")).toBe(false);
  });
});

describe("an instruction after a comma", () => {
  it("finds a command word after the comma, with and / then / so, or before a hyphen", () => {
    expect(thenDo("the robes are ready, collect them")).toBe(true);
    expect(thenDo("the forms came, and then sign them")).toBe(false);
    expect(thenDo("the forms came, then sign them")).toBe(true);
    expect(thenDo("the quote's in, so book it")).toBe(true);
    expect(thenDo("the boiler man came, call-back next week")).toBe(true);
    expect(thenDo("the printer's fixed, e-mail the office")).toBe(true);
    // a longer word that starts with a command ("recalls", "calls") and a command with no comma before it are not it.
    expect(thenDo("the shop is shut, recalls everywhere")).toBe(false);
    expect(thenDo("the shop is shut, calls go to voicemail")).toBe(false);
    expect(thenDo("call the shop")).toBe(false);
  });
});
