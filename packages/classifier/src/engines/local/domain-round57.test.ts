import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { ROUND57_DOMAIN_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/** The domains the fifty-seventh round's cues give a thought (the other rounds' cues are left out). */
const cuesOf = (text: string) => ROUND57_DOMAIN_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("fifty-seventh-round domain cues: a home's lease and managers, missing a named person's event, a business's tax filings, leave and the union, removalists, one's exercise around the shift", () => {
  it("reads a lease with no business word as one's own home's, not a shop's or a printer's", () => {
    expect(cuesOf("the lease renewal came from the agent, two more years at the same rent")).toContain("personal");
    expect(cuesOf("Gwilym still hasn't returned the signed lease")).toContain("personal");
    expect(cuesOf("the salon lease is up in March, ring the landlord")).not.toContain("personal");
    expect(cuesOf("the printer lease runs out at Easter")).not.toContain("personal");
    expect(domain("Gwilym still hasn't returned the signed lease")).toBe("personal");
  });

  it("reads missing a named person's event as a feeling about them, though work kept one away", () => {
    expect(cuesOf("gutted I missed Tegan's nativity for the stocktake")).toContain("social");
    expect(cuesOf("missing Osian's match again because of the late shift")).toContain("social");
    expect(cuesOf("missed the 8:10 bus again")).not.toContain("social");
    expect(domain("gutted I missed Tegan's nativity for the stocktake")).toBe("social");
  });

  it("reads a business's VAT, GST, HST or corporate return as the trade's, not a personal GST credit", () => {
    expect(cuesOf("do the VAT return before the 7th")).toContain("systems");
    expect(cuesOf("the HST filing for the quarter is due friday")).toContain("systems");
    expect(cuesOf("Dafydd's corporate return needs the bank statements")).toContain("systems");
    expect(cuesOf("GST credit came into my account today")).not.toContain("systems");
    expect(domain("Dafydd's corporate return needs the bank statements by the 30th")).toBe("systems");
  });

  it("reads leave forms, annual or study leave and the union's ballot or subs as the job's", () => {
    expect(cuesOf("put in leave for Elin's christening weekend")).toContain("systems");
    expect(cuesOf("annual leave form for August needs signing")).toContain("systems");
    expect(cuesOf("union subs going up to £19 from June")).toContain("systems");
    expect(cuesOf("post the strike ballot paper back by friday")).toContain("systems");
    expect(cuesOf("the credit union approved the car loan")).not.toContain("systems");
    expect(cuesOf("leave the bins out tonight")).not.toContain("systems");
    expect(domain("post the strike ballot paper back by friday")).toBe("systems");
  });

  it("reads a home's letting agent, strata or condo board, and removalists, as one's own home's", () => {
    expect(cuesOf("the letting agency still hasn't fixed the shower")).toContain("personal");
    expect(cuesOf("strata levies going up again next quarter")).toContain("personal");
    expect(cuesOf("removalists can do the 14th, £900 for the lot")).toContain("personal");
    expect(cuesOf("help Nain pack for the care home, the movers come monday")).not.toContain("personal");
    expect(domain("removalists can do the 14th, £900 for the lot")).toBe("personal");
  });

  it("reads one's own walk, run or class before or after the shift as one's own exercise, not the job", () => {
    expect(cuesOf("ran along the canal before my shift, 6k")).toContain("personal");
    expect(cuesOf("yoga at the leisure centre after the night shift")).toContain("personal");
    expect(cuesOf("handover notes before my shift")).not.toContain("personal");
    expect(domain("ran along the canal before my shift, 6k")).toBe("personal");
  });
});
