import { describe, expect, it } from "vitest";
import { findCompletion } from "./engines/local/completion.js";
import { detectWaiting } from "./engines/local/waiting.js";
import { COMING_ON_DAY_PATTERNS, OTHERS_SENT } from "./engines/local/waits-72.js";
import { fastestMs } from "./testing/fastest-run.js";

// Round links72, read on the read halves' misses (new wordings, not those cases' texts).
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], names: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, names, undefined, text)?.task.id ?? null;
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("round links72 (read halves)", () => {
  it("matches a thing named by the head of the title's compound word", () => {
    expect(done("Goa stay all paid up, two nights", ["Pay the homestay balance", "Pack the swimsuits"])).toBe("t1");
    expect(done("painted the boys' room at last", ["Paint the boys' bedroom", "Order the blinds"])).toBe("t1");
    // The tail of a compound that names another thing ("port" of "passport") is no match.
    expect(done("collected the boxes from the port", ["Collect the new passport", "Order the blinds"])).toBeNull();
  });

  it("does a task when its thing has the result the task asks for", () => {
    expect(done("Maeve's leaving card has everyone's signatures now", ["Get Maeve's leaving card signed", "Order Maeve's cake"], ["Maeve"])).toBe("t1");
    expect(done("the shop page has its first 1000 followers", ["Reach 1000 followers on the shop page", "Shoot the product photos"])).toBe("t1");
    // Another count, no result, or a thing that is not the result asked for do not.
    expect(done("the shop page has 300 followers", ["Reach 1000 followers on the shop page", "Shoot the product photos"])).toBeNull();
    expect(done("Maeve's leaving card has no signatures yet", ["Get Maeve's leaving card signed", "Order Maeve's cake"], ["Maeve"])).toBeNull();
    expect(done("the car has a flat tyre", ["Get the car tyre fixed", "Order Maeve's cake"])).toBeNull();
  });

  it("reads a thing said to come on or by a day, its noun left out or a sum, as awaited", () => {
    expect(wait("my sister sent the Auckland parcel, should come by the 9th")).not.toBeNull();
    expect(wait("the chit fund is my turn this month, 45000 will come on the 20th")).not.toBeNull();
    expect(wait("Rs 8,000 should arrive friday")).not.toBeNull();
    // Visitors coming, the user's own sending, and a small count are no wait.
    expect(wait("the in-laws are visiting, they will come on friday")).toBeNull();
    expect(wait("I sent the parcel to Mum, should come by the 9th")).toBeNull();
    expect(wait("3 people will come on friday")).toBeNull();
  });

  it("reads a party's promise to pay with a bare day after it as awaited", () => {
    expect(wait("sent Kofi the bill for the deck, he'll pay on friday", ["Kofi"])).toBe("Kofi: payment");
    expect(wait("invoiced Marta for the logo, she said she will pay tuesday", ["Marta"])).not.toBeNull();
    // The user's own paying, or a payment with no bill sent before it, is no wait.
    expect(wait("Tom will pay tomorrow for the drinks", ["Tom"])).toBeNull();
    expect(wait("I'll pay monday")).toBeNull();
    expect(wait("we will pay tomorrow")).toBeNull();
  });

  it("keeps the new patterns under 5 ms on 600-character adversarial strings", () => {
    const texts = ["x, " + "1".repeat(600) + " will come", ", " + "9,".repeat(300), "a b ".repeat(150) + "sent " + "c ".repeat(150) + ", should come by the 5th", "rs " + "1,".repeat(300) + " "];
    for (const re of [COMING_ON_DAY_PATTERNS[0]!.re, OTHERS_SENT]) {
      for (const t of texts) {
        expect(fastestMs(() => re.exec(t))).toBeLessThan(5);
      }
    }
  });
});
