import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

// Forty-seventh round (cls43): waits stated as states, beside look-alikes that wait on nobody.
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("detectWaiting, forty-seventh round", () => {
  it("reads the ball in an honorific's court", () => {
    expect(wait("ball's in Dr Ferreira's court on the rota", ["Ferreira"])).toMatch(/Ferreira/);
    expect(wait("played ball in the court with Dr Ferreira", ["Ferreira"])).toBeNull();
  });

  it("reads 'still owing us' as owing, not the user's own debt", () => {
    expect(wait("the Leith client still owing us the March invoice")).toMatch(/March invoice/);
    expect(wait("we're still owing the joiner for the doors")).toBeNull();
    expect(wait("council tax owing $410 for May, pay it friday")).toBeNull();
  });

  it("takes 'still nothing' before the user's own participle as no wait", () => {
    expect(wait("still nothing booked for the anniversary, on me")).toBeNull();
    expect(wait("still nothing arrived from the printers")).not.toBeNull();
    expect(wait("still nothing from the council on the permit")).not.toBeNull();
  });

  it("reads a thing ordered, named before 'I ordered', and when it comes", () => {
    expect(wait("the drill bits I ordered for the garage due monday")).toBe("drill bits (delivery)");
    expect(wait("the rug we bought online is arriving friday")).toMatch(/rug/);
    expect(wait("the essay I wrote is due friday")).toBeNull();
  });

  it("reads 'now the waiting' after a thing sent off", () => {
    expect(wait("passport forms posted, now the waiting")).not.toBeNull();
    expect(wait("now the waiting is over, we got the keys")).toBeNull();
  });

  it("reads a thing's plural 'still haven't come'", () => {
    expect(wait("the tips from the Saturday shift still haven't come in")).toMatch(/tips/);
    expect(wait("I still haven't come round to the idea")).toBeNull();
  });

  it("reads a party holding the user's matter for a span with no answer", () => {
    expect(wait("the planning office has had my extension plans three weeks, no word")).toMatch(/planning office/);
    expect(wait("we have had the new sofa two weeks, love it")).toBeNull();
  });

  it("reads results awaited with a party's word on the day", () => {
    expect(wait("nervous about the scan results, the nurse said monday")).not.toBeNull();
    expect(wait("the allergy test results come thursday")).not.toBeNull();
    expect(wait("got my scan results, the nurse said monday is fine for the follow-up")).toBeNull();
  });

  it("reads 'they'll write' after a call to a party", () => {
    expect(wait("rang the tax office about my code, they'll write with the new one")).toMatch(/tax office/);
    expect(wait("called the housing office abt the damp, they say surveyor coming")).toMatch(/housing office/);
    expect(wait("visited the twins, they'll write to us from camp")).toBeNull();
  });

  it("reads 'none in stock' as out of stock", () => {
    expect(wait("need a new router for the office, IT says none in stock")).not.toBeNull();
    expect(wait("none in the fridge, buy milk")).toBeNull();
  });

  it("reads a bare lowercase party at the start before 'yet to' and a party's act", () => {
    expect(wait("quantity surveyor yet to send the final account")).toMatch(/^quantity surveyor: /);
    expect(wait("back fence yet to paint, maybe sunday")).toBeNull();
    expect(wait("still yet to send the forms myself")).toBeNull();
  });
});
