import { commercialValue } from "@life/contracts";
import { describe, expect, it } from "vitest";
import { estimateCommercialValue, valueTierFor } from "./index.js";
import { parseStatedPrice } from "./price.js";
import { fastestMs } from "../testing/fastest-run.js";

const signals = (text: string, hints = {}) =>
  estimateCommercialValue(text, hints).intentSignals.map((s) => s.signal);

describe("estimateCommercialValue", () => {
  it("values buying a car far above buying milk", () => {
    const car = estimateCommercialValue("buying a car");
    const milk = estimateCommercialValue("buying milk");
    expect(car.industry).toBe("automotive");
    expect(milk.industry).toBe("groceries");
    expect(car.estimatedValue).toBeGreaterThan(50 * milk.estimatedValue);
    expect(car.valueTier).toBe("premium");
    expect(milk.valueTier).toBe("low");
  });

  it("returns a value that satisfies the contract schema, with a readable explanation", () => {
    const v = estimateCommercialValue("roof is leaking, need a roofer asap");
    expect(commercialValue.parse(v)).toEqual(v);
    expect(v).toMatchObject({ industry: "home_improvement", keywords: ["roof", "roofer"] });
    expect(signals("roof is leaking, need a roofer asap")).toEqual(["purchase_intent", "urgency", "problem_trigger"]);
    expect(v.totalMultiplier).toBe(4.2);
    expect(v.estimatedValue).toBe(2520);
    expect(v.explanation).toContain("$600.00 base");
    expect(v.explanation).toContain("premium tier");
  });

  it("is deterministic and computes value = base × multiplier in cents", () => {
    const a = estimateCommercialValue("looking for a new laptop under $1,200");
    expect(estimateCommercialValue("looking for a new laptop under $1,200")).toEqual(a);
    expect(a.totalMultiplier).toBe(2.4);
    expect(a.estimatedValue).toBe(600);
    // 10% of $12,345.67 is $1,234.567: base and value are both rounded to cents.
    expect(estimateCommercialValue("buying a used truck for $12,345.67").estimatedValue).toBe(2962.97);
  });

  it("falls back to the general industry and shrinks feelings", () => {
    const v = estimateCommercialValue("feeling anxious about tomorrow");
    expect(v.industry).toBe("general");
    expect(v.keywords).toEqual([]);
    expect(v.valueTier).toBe("minimal");
    expect(signals("feeling anxious about tomorrow")).toContain("no_commercial_intent");
    expect(signals("the sunset was lovely", { eventType: "observation_insight" })).toEqual(["no_commercial_intent"]);
  });

  it("weighs a mere mention below an intended purchase, and a purchase or booking already made lowest", () => {
    const mention = estimateCommercialValue("moved the car for street cleaning");
    const intent = estimateCommercialValue("need to buy a car");
    const done = estimateCommercialValue("bought a car");
    expect(signals("moved the car for street cleaning")).toEqual(["mention_only"]);
    expect(mention.estimatedValue).toBeLessThan(intent.estimatedValue);
    expect(done.estimatedValue).toBeLessThan(mention.estimatedValue);
  });

  it("does not price plans, bookings already made, waiting or feelings as purchases (issue 10)", () => {
    const tier = (text: string, hints = {}) => estimateCommercialValue(text, hints).valueTier;
    expect(tier("finally booked the flights to Lisbon for June")).toMatch(/minimal|low/);
    expect(tier("waiting for Omar to send the signed contract by friday", { eventType: "transaction" })).toBe("minimal");
    expect(tier("so anxious about the mortgage renewal", { eventType: "emotion_state" })).toBe("minimal");
    expect(estimateCommercialValue("planning a trip to Japan next spring").estimatedValue).toBeLessThan(estimateCommercialValue("book flights to Japan").estimatedValue);
    // A real need is still a lead.
    expect(tier("book flights to Lisbon for June")).toBe("high");
  });

  it("detects comparison, booking, life events, selling and lack of interest", () => {
    expect(signals("compare car insurance quotes")).toContain("comparison_research");
    expect(signals("book a dentist appointment")).toContain("scheduling_booking");
    expect(signals("we're moving in august, need movers")).toEqual(["purchase_intent", "life_event"]);
    expect(signals("selling the couch on marketplace")).toContain("selling_intent");
    const no = estimateCommercialValue("don't need a new phone after all");
    expect(no.intentSignals.map((s) => s.signal)).toContain("not_interested");
    expect(no.estimatedValue).toBeLessThan(estimateCommercialValue("need a new phone").estimatedValue);
  });

  it("uses the classifier hints", () => {
    expect(signals("sold the ps4 to gavin", { eventType: "acquisition_disposition" })).toContain("purchase_context");
    expect(signals("need a new crm for the team", { domain: "systems" })).toContain("business_context");
    expect(signals("need a new crm for the team", { domain: "personal" })).not.toContain("business_context");
  });

  it("prefers longer phrases and ignores non-commercial senses", () => {
    expect(estimateCommercialValue("buy a car seat for the baby").industry).toBe("childcare");
    expect(estimateCommercialValue("of course, call Joe in order to confirm").industry).toBe("general");
    expect(estimateCommercialValue("ordered the subway tiles").keywords).toEqual(["tile"]);
  });

  it("lets a stated price anchor the base and caps runaway values", () => {
    const truck = estimateCommercialValue("buying a $40,000 truck");
    expect(truck.estimatedValue).toBeGreaterThan(estimateCommercialValue("buying a truck").estimatedValue);
    expect(truck.explanation).toContain("10% of the stated $40,000");
    expect(estimateCommercialValue("buying a $2,000,000 house asap!!").estimatedValue).toBe(50_000);
  });
});

describe("parseStatedPrice", () => {
  it.each([
    ["the laptop is $1,200", 1200, "$1,200"],
    ["refund of €89.99", 98.99, "€89.99"],
    ["sold it for 200 dollars", 200, "200 dollars"],
    ["about $2.5k", 2500, "$2.5k"],
    ["£40 for the tickets", 52, "£40"],
    ["bill ₹2,400", 28.8, "₹2,400"],
    ["paid 45 bucks and then $60", 60, "$60"],
    ["EUR 10", 11, "EUR 10"],
    ["iced latte 4.90€", 5.39, "4.90€"],
    ["Prisma for the week, 84,60 €", 93.06, "84,60 €"],
    ["rent went out, 1 245,00 €", 1369.5, "1 245,00 €"],
    ["tyres € 1.234,56 fitted", 1358.02, "€ 1.234,56"],
  ])("%s", (text, amount, matched) => {
    expect(parseStatedPrice(text)).toEqual({ amount, matched });
  });

  it("ignores numbers that are not money", () => {
    expect(parseStatedPrice("long run 12k saturday at 7")).toBeNull();
    expect(parseStatedPrice("$40 minutes late")).toEqual({ amount: 40, matched: "$40" });
    expect(parseStatedPrice("scored 12,50 in the quiz, 3 400 steps")).toBeNull();
    expect(parseStatedPrice("the quote was $4,600")).toEqual({ amount: 4600, matched: "$4,600" });
  });

  it("stays fast on a long run of digits, commas and spaces", () => {
    const ms = fastestMs(() => {
      parseStatedPrice(`${"1 2,3 ".repeat(100)}x`);
      parseStatedPrice(`${"9 999 ".repeat(100)}€ 1`);
    });
    expect(ms).toBeLessThan(20);
  });
});

describe("valueTierFor", () => {
  it("uses the documented thresholds", () => {
    expect([1000, 999.99, 250, 50, 49.99, 5, 4.99, 0].map(valueTierFor)).toEqual([
      "premium", "high", "high", "medium", "low", "low", "minimal", "minimal",
    ]);
  });
});
