import { describe, expect, it } from "vitest";
import { detectWaiting } from "./waiting.js";

// Fifty-first round (cls47): waits in Yorkshire and other British English, beside look-alikes that wait on nobody.
const wait = (text: string, names: string[] = []) => detectWaiting(text, names)?.waitingFor ?? null;

describe("detectWaiting, fifty-first round", () => {
  it("reads British 'still sat on' a matter of the user's as an office sitting on it, not a posture", () => {
    expect(wait("the DVLA still sat on my licence renewal, five weeks")).toMatch(/^DVLA: .*licence renewal/);
    expect(wait("the housing office is sat on our transfer application")).toMatch(/housing office/);
    expect(wait("Maureen's still sat on the bus, it's broken down", ["Maureen"])).toBeNull();
    expect(wait("we're still sat on the runway at Leeds")).toBeNull();
  });

  it("reads 'any news off' a party as 'from' in a question", () => {
    expect(wait("any word off the letting agent on the new lease?")).toMatch(/^letting agent: /);
    expect(wait("any news off the top of your head for the newsletter")).toBeNull();
  });

  it("reads 'owt / anything from <party> yet?' as asking after something awaited", () => {
    expect(wait("owt from the surveyor yet about the damp report?")).toBe("surveyor: damp report");
    expect(wait("anything back from the garage yet?")).toBe("garage: reply");
    expect(wait("anything from the chippy for tea?")).toBeNull();
    expect(wait("owt from me yet, he asked")).toBeNull();
  });

  it("reads money 'off' a party as still outstanding", () => {
    expect(wait("the deposit off the holiday cottage for the cancelled week is still outstanding")).toBe("holiday cottage: deposit for the cancelled week");
    expect(wait("me council tax bill is still outstanding, pay it friday")).toBeNull();
  });

  it("reads 'parked until' a party's act like 'on hold until', and neither when only a time follows", () => {
    expect(wait("the bathroom job's parked until the tiles come from the merchant")).toBe("merchant: tiles");
    expect(wait("conservatory parked till the council gives us the go-ahead")).not.toBeNull();
    expect(wait("the patio's parked till spring, too wet")).toBeNull();
    expect(wait("holiday plans on hold till next month, money's tight")).toBeNull();
    expect(wait("the allotment's on hold till after Easter")).toBeNull();
  });

  it("reads a bare lowercase party opening the thought before 'still to' and a party's act with its object", () => {
    expect(wait("scaffold firm still to confirm the start date")).toBe("scaffold firm: confirm start date");
    expect(wait("christmas cards still to send to the family")).toBeNull();
    expect(wait("tickets still to book for the derby")).toBeNull();
  });

  it("takes a firm named by its owner's possessive as the party of a question", () => {
    expect(wait("is Booth's ever going to deliver the sofa?")).toMatch(/^Booth's: deliver/);
    expect(wait("is Dave's van ever going to be fixed?")).toBeNull();
  });

  it("reads a thing still at a trade's premises, named in the possessive", () => {
    expect(wait("my watch is still at the jeweller's, a month now")).toBe("jeweller: watch");
    expect(wait("the tent's still at my mum's from last summer")).toBeNull();
    expect(wait("the dog's still at the groomer's")).toBeNull();
  });

  it("reads an office that 'still not' gave word, but not the user or a thing", () => {
    expect(wait("the council still not said if Poppy gets a place at the nursery", ["Poppy"])).toMatch(/^council: if Poppy gets a place/);
    expect(wait("I still not told Gran about the move", ["Gran"])).toBeNull();
    expect(wait("the weather still not decided what it's doing")).toBeNull();
  });

  it("reads goods on a vehicle somewhere or stuck in a named place as on their way, not people", () => {
    expect(wait("the new worktops are on a lorry somewhere, due friday")).toBe("new worktops (delivery)");
    expect(wait("Dad's on a boat somewhere off Crete")).toBeNull();
    expect(wait("the paint order is stuck in Felixstowe till monday")).toBe("paint order (stuck in Felixstowe)");
    expect(wait("the car's stuck in Harrogate with a flat")).toBeNull();
  });
});
