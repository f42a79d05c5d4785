import { describe, expect, it } from "vitest";
import type { ClassifyInput, ContextContact } from "../../types.js";
import { resolveLocal } from "./index.js";
import { findMentionedContacts } from "./mentioned-contacts.js";

const run = (text: string, contacts: ContextContact[]) =>
  resolveLocal({ text, now: new Date("2026-03-10T12:15:00Z"), timezone: "America/Halifax", context: { contacts } } satisfies ClassifyInput);

const contact = (relation: string, name = "Ravi Patel"): ContextContact => ({ id: "c1", name, relation });

describe("contacts named through their organisation", () => {
  it("matches the organisation's capitalised words as whole words", () => {
    const brightwater = [contact("client – Brightwater Dental")];
    expect(findMentionedContacts("send brightwater the quote", [], brightwater)).toEqual(brightwater);
    expect(findMentionedContacts("brightwater's invoice came", [], brightwater)).toEqual(brightwater);
    expect(findMentionedContacts("brightwaters are lovely", [], brightwater)).toEqual([]);
    // Short or lowercase words of the organisation are not distinctive enough.
    expect(findMentionedContacts("the co op is open", [], [contact("supplier – Co op")])).toEqual([]);
  });

  it("reads organisations that contain regex syntax as plain words", () => {
    expect(findMentionedContacts("guild night on thursday", [], [contact("mentor – C++ Guild")])).toHaveLength(1);
    expect(findMentionedContacts("foo wants the deck", [], [contact("client: Foo(bar")])).toHaveLength(1);
  });

  it("does not let one contact's relation break classification", () => {
    for (const relation of ["mentor – C++ Guild", "client: Foo(bar", "friend – [Acme", "vendor – Star* Media", "client – Back\\slash"]) {
      expect(() => run("buy milk and eggs", [contact(relation)])).not.toThrow();
    }
  });

  it("finishes promptly on a relation shaped like a catastrophic regex", () => {
    // Compiled as /\ba(a+)+c\b/, 30 a's took tens of seconds; a time bound this loose only trips on that.
    const t0 = performance.now();
    run(`client ${"a".repeat(30)}`, [contact("client – A(a+)+c")]);
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it("still lets a client's organisation pull the thought into work", () => {
    const text = "brightwater wants the tiles by friday";
    expect(run(text, []).domain).toBe("personal");
    expect(run(text, [contact("sister – Brightwater Farm")]).domain).toBe("personal");
    expect(run(text, [contact("client – Brightwater Dental")]).domain).toBe("systems");
  });
});
