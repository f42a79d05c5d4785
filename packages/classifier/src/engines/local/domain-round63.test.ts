import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND63_DOMAIN_CUES, ROUND63_RAW_CUES } from "./domain-cues-63.js";
import { domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the sixty-third round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => [
  ...ROUND63_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d),
  ...ROUND63_RAW_CUES.filter(([, re]) => re.test(text)).map(([d]) => d),
];
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Pacific/Fiji", context: {} } satisfies ClassifyInput).domain;

describe("sixty-third-round domain cues: a supplier, one's own doctor, a utility's bill", () => {
  it("reads a supplier as the business's", () => {
    expect(cuesOf("ring the linen supplier about the late towels")).toContain("systems");
    expect(domain("the supplier says the boiler parts come thursday")).toBe("systems");
    expect(cuesOf("switched energy supplier, cheaper from june")).not.toContain("systems");
  });

  it("reads seeing one's own doctor or reading glasses as one's own health", () => {
    expect(cuesOf("cut the fizzy drinks and see Dr Naidu every month")).toContain("personal");
    expect(cuesOf("Dr Naidu check up on the 14th at 10")).toContain("personal");
    expect(domain("need reading glasses, the menu at work is a blur")).toBe("personal");
    expect(cuesOf("Dr Naidu wants the ward rota by friday")).not.toContain("personal");
  });

  it("reads a utility known by its letters as the household's bill", () => {
    expect(cuesOf("pay the EFL bill before the 20th")).toContain("personal");
    expect(domain("pay the TPL bill by end of the month")).toBe("personal");
    expect(cuesOf("Uncle Bill rang about the reunion")).not.toContain("personal");
  });
});
