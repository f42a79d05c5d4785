import { describe, expect, it } from "vitest";
import { fastestMs } from "../../testing/fastest-run.js";
import { detectWaiting } from "./waiting.js";
import { WAITS_83 } from "./waits-83.js";

// Round 83 (wait83): the user contacted a party, then the party's word on its next step or how long (invented wordings).
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("round 83 contact, then the party's word (read halves)", () => {
  it("reads a party's step after the user's message, in the modal or the present with a day", () => {
    expect(wait("left a voicemail for Orla at the print shop about the banner proof, she said she'd answer by friday", ["Orla"])).toBe("Orla: banner proof");
    expect(wait("emailed my tax forms to the agency, Brigid says she lodges them tuesday", ["Brigid"])).toBe("Brigid: lodges tax forms");
    expect(wait("phoned Telstra about the lost payment, they said they'd refund it")).toBe("Telstra: lost payment");
  });

  it("reads a span as the party's whole answer after the user's contact, with plural 'say'", () => {
    expect(wait("emailed Westpac about the duplicate fee, they say 10 working days")).toBe("Westpac: duplicate fee");
    expect(wait("rang the council about the bin, they say a couple of weeks")).toBe("council: bin");
  });

  it("leaves a word with no step, a family member, a party who rang the user, a visit and a span that is no answer", () => {
    expect(wait("called Mama, she says her knee is better")).toBeNull();
    expect(wait("called mum, she says she posts them friday")).toBeNull();
    expect(wait("Declan rang back, he says he answers friday")).toBeNull();
    expect(wait("called the plumber, he says he comes friday")).toBeNull();
    expect(wait("emailed Westpac about the fee, they say 10 working days is normal")).toBeNull();
    // A present step with no day is a habit, not a promise.
    expect(wait("emailed the scans to the depot, Lusine says she files them in batches")).toBeNull();
  });

  it("keeps the new pattern fast on long adversarial strings", () => {
    const inputs = [
      "emailed " + "the bank, they say ".repeat(40) + "x",
      "left a message for " + "Kanat at ".repeat(60) + ", he said",
      ", he said he".repeat(50),
      "a".repeat(600),
    ];
    for (const s of inputs) expect(fastestMs(() => WAITS_83.map((p) => { const m = p.re.exec(s); return m ? p.build(m, s, []) : null; }))).toBeLessThan(5);
  });
});
