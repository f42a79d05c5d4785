import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { DOMAIN_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const prep = (text: string) => prepareText(text, extractEntities(text, {}));
/**
 * The domains the trade cues give a thought. The sixty-fifth round's cues are appended to DOMAIN_TRADE_CUES, so these
 * tests read that list (the round's own file does not exist at the start commit, where each test must fail).
 */
const cuesOf = (text: string) => DOMAIN_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const domain = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Europe/London", context: {} } satisfies ClassifyInput).domain;

describe("sixty-fifth round: the household's workers named without their trade", () => {
  it("reads a named person's pay or payslip as the household's worker, personal", () => {
    expect(domain("don't forget Wanjiru's pay, she goes upcountry on sunday")).toBe("personal");
    expect(domain("Wanjiru's pay of 9,000 is due on the 3rd")).toBe("personal");
    expect(cuesOf("remind me friday, Wanjiru's pay for sitting with Papa")).not.toContain("personal");
    expect(cuesOf("Wanjiru's hours for the shop are in the roster")).not.toContain("personal");
  });

  it("reads a named person's round of the house or garden as the household's cleaner or gardener", () => {
    expect(domain("Hamish mows on thursday afternoons as usual")).toBe("personal");
    expect(domain("ask Hamish if he's doing lawns again this spring")).toBe("personal");
    expect(domain("decided Mrs Okoro coming wednesdays only from june")).toBe("personal");
    expect(cuesOf("Hamish is coming over saturday for a braai")).not.toContain("personal");
  });

  it("reads a named person's word on, or job on, a fitting of the home as the home's tradesman", () => {
    expect(domain("Hamish reckons the big gum tree has to come down before winter")).toBe("personal");
    expect(domain("Wanjiru did a brilliant job on the bathroom")).toBe("personal");
    expect(cuesOf("Okafor gets the kitchen job, his price was the fairest")).toContain("personal");
    expect(cuesOf("Hamish at the bank says the truck loan is through")).not.toContain("personal");
  });
});

describe("sixty-fifth round: a customer known by the place they live", () => {
  it("reads a person known by their place, then told about, as a customer, systems", () => {
    expect(domain("remind me tmrw ring the Carnlough lady her son's bike needs a service")).toBe("systems");
    expect(domain("call the man in Glenarm he wants a cake for his wife's 60th")).toBe("systems");
    expect(domain("the couple from Ballycastle, they want the hall done by june")).toBe("systems");
    expect(domain("the old lady, her dog barked all night again")).not.toBe("systems");
  });
});
