import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

// Forty-second round (cls38): waits stated as states, beside look-alikes that wait on nobody.
describe("detectWaiting, forty-second round", () => {
  it("reads 'still never' + a party's act as 'still hasn't', not the user's own", () => {
    expect(detectWaiting("the clinic still never send my scan report, ten days already", [])?.waitingFor).toBe("clinic: scan report");
    expect(detectWaiting("the agent still never reply us about the lease", [])?.waitingFor).toBe("agent: lease");
    expect(detectWaiting("I still never sent the form to the school", [])).toBeNull();
    expect(detectWaiting("we still never paid the plumber", [])).toBeNull();
  });

  it("reads 'still not' + a party's act as a thing still awaited", () => {
    expect(detectWaiting("the bond from the old flat still not refunded", [])?.waitingFor).toBe("old flat: bond");
    expect(detectWaiting("my leave form still not approved, so annoying", [])?.waitingFor).toBe("leave form");
    expect(detectWaiting("I still not replied to the landlord", [])).toBeNull();
    expect(detectWaiting("kids still not back from the park", [])).toBeNull();
  });

  it("reads British 'is still to' + a party's step as 'is yet to'", () => {
    expect(detectWaiting("rang Morag about the holiday, she's still to check the dates with Ewan", ["Morag", "Ewan"])?.waitingFor).toBe("Morag: check dates with Ewan");
    expect(detectWaiting("Callum is still to confirm the venue", ["Callum"])?.waitingFor).toMatch(/^Callum: /);
    expect(detectWaiting("the letting agent still to send the inventory", [])?.waitingFor).toMatch(/^letting agent: /);
    expect(detectWaiting("I'm still to book the ferry", [])).toBeNull();
    expect(detectWaiting("the shed is still to paint", [])).toBeNull();
  });

  it("reads the Scots negated auxiliary 'hasnae' as 'hasn't'", () => {
    expect(detectWaiting("the surveyor still hasnae sent the report", [])?.waitingFor).toMatch(/surveyor/);
  });

  it("reads a refund's lead time after a return as a wait, only after a return", () => {
    expect(detectWaiting("returned the boots to Zalando, refund in 5 to 7 days", ["Zalando"])?.waitingFor).toBe("Zalando: refund for boots");
    expect(detectWaiting("cancelled the gym, refund within 14 working days", [])).not.toBeNull();
    expect(detectWaiting("refund in 5 to 7 days they reckon", [])).toBeNull();
  });

  it("leaves someone waiting on the user alone when the auxiliary is dropped", () => {
    expect(detectWaiting("Siew Lan been waiting on my slides for the talk, do them tonight", ["Siew Lan"])).toBeNull();
  });

  it("ends a silent party at 'and', and keeps 'still' out of a name", () => {
    expect(detectWaiting("still nothing from the council and my lease ending", [])?.waitingFor).toBe("council: reply");
    expect(detectWaiting("CPF Board still owe me $120 from the overpayment", [])?.waitingFor).toMatch(/^CPF Board: /);
  });
});

describe("detectWaiting, forty-second round (second pass)", () => {
  it("reads an ordered thing followed by when it comes as a delivery", () => {
    expect(detectWaiting("ordered a new saddle for the bike, due friday", [])?.waitingFor).toBe("new saddle (delivery)");
    expect(detectWaiting("ordered Mum's anniversary card, should turn up monday", [])?.waitingFor).toBe("Mum's anniversary card (delivery)");
    expect(detectWaiting("ordered pizza for the party, it was lovely", [])).toBeNull();
  });

  it("reads 'no <thing> from <party> yet' as that thing awaited from that party", () => {
    expect(detectWaiting("no marking scheme from the exam board yet", [])?.waitingFor).toBe("exam board: marking scheme");
    expect(detectWaiting("no complaints from the neighbours, good", [])).toBeNull();
  });

  it("reads a request to a party with a due date as a wait", () => {
    expect(detectWaiting("asked the framer for the prints by saturday", [])?.waitingFor).toBe("framer: prints");
    expect(detectWaiting("asked the framer for advice on mounts", [])).toBeNull();
  });

  it("reads 'so we wait' after a party's demand, and leaves 'expecting again' (a pregnancy) alone", () => {
    expect(detectWaiting("the lender wants two more payslips, so we wait", [])?.waitingFor).toBe("lender: two more payslips");
    expect(detectWaiting("Asha rang, her sister's expecting again", ["Asha"])).toBeNull();
  });
});
