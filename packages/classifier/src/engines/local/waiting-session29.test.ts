import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("waits, twenty-ninth session", () => {
  it("reads a party who 'must still tell me if' or 'has to let me know' as owing an answer", () => {
    expect(wait("Tendai must still tell me if he's sharing the van hire", ["Tendai"])).toBe("Tendai: if he's sharing the van hire");
    expect(wait("the landlord needs to let us know about the lease")).not.toBeNull();
    // The user's own duty is no wait.
    expect(wait("I must tell Ann if I'm in for the trip", ["Ann"])).toBeNull();
  });

  it("reads 'ain't' opening a clause as the user's own 'haven't', no wait", () => {
    expect(wait("scrubbed the boat, ain't done that since spring")).toBeNull();
    // After a party it is still "hasn't".
    expect(wait("the mill still ain't paid on the last two loads")).not.toBeNull();
  });

  it("reads a thing awaited inside a reminder's or a feeling's 'that' clause as no wait", () => {
    expect(wait("ping me monday that the Ochieng prints should be ready")).toBeNull();
    expect(wait("so excited that the new kiln arrives at the studio soon")).toBeNull();
    // Told plainly, it is awaited.
    expect(wait("the new kiln arrives at the studio thursday")).not.toBeNull();
  });
});
