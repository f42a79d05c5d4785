import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

describe("detectWaiting", () => {
  it("finds waiting cues and formats who: what", () => {
    expect(detectWaiting("still waiting on the $120 refund from Ticketpro", [])?.waitingFor).toBe("Ticketpro: $120 refund");
    expect(detectWaiting("sent the draft to Ines, waiting on her to approve the layout", ["Ines"])?.waitingFor).toBe("Ines: approve the layout");
    expect(detectWaiting("Jonah hasn't sent the signed lease", ["Jonah"])?.waitingFor).toBe("Jonah: signed lease");
    expect(detectWaiting("waiting for the biopsy results", [])?.waitingFor).toBe("biopsy results");
  });
  it("covers deliveries, approvals and silence", () => {
    expect(detectWaiting("ordered a new charger, tracking says it arrives monday", [])).not.toBeNull();
    expect(detectWaiting("can't book flights until the bank approves the transfer", [])).not.toBeNull();
    expect(detectWaiting("called the roofer twice, still no reply from him", [])).not.toBeNull();
  });
  it("ignores look-alikes", () => {
    expect(detectWaiting("can't wait for the weekend", [])).toBeNull();
    expect(detectWaiting("sat in the waiting room for an hour", [])).toBeNull();
    expect(detectWaiting("paid the water bill", [])).toBeNull();
  });
  it("reports where the clause starts", () => {
    const text = "emailed the landlord, waiting on a reply, he said friday";
    expect(detectWaiting(text, [])?.index).toBe(text.indexOf("waiting"));
  });
});
