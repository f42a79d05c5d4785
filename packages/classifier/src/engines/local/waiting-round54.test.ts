import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

const wait = (text: string) => detectWaiting(text, [])?.waitingFor ?? null;

describe("waits, twenty-fourth session", () => {
  it('reads "has still not" as "still hasn\'t"', () => {
    expect(wait("the letting agent has still not returned my deposit")).toMatch(/^letting agent: /);
  });

  it('reads "no <thing> yet from <party>" with its thing, as "still no" is read', () => {
    expect(wait("no refund yet from the airline for the cancelled flight")).toBe("airline: refund");
  });

  it("reads the user's own stock selling out as no wait, and a shop's as one", () => {
    expect(wait("we sold out of the lemon tarts by eleven")).toBeNull();
    expect(wait("the garden centre's sold out of the lavender plants")).not.toBeNull();
  });
});
