import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Forty-seventh round (cls43): completions stated as outcomes, beside look-alikes that complete nothing.
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, tasks: ReturnType<typeof task>[], names: string[] = []) => findCompletion(text.toLowerCase(), tasks, false, names, undefined, text)?.task.id ?? null;

describe("completions of the forty-seventh round", () => {
  it("reads a thing that reached the place a send task names as sent there", () => {
    const tasks = [task("t1", "Send the spare keys to Dundee"), task("t2", "Book the vet")];
    expect(done("the spare keys reached Dundee this morning", tasks)).toBe("t1");
    expect(done("keys got to Dundee fine, courier was quick", tasks)).toBe("t1");
    // Another place, a plan, or a task that sends nothing anywhere.
    expect(done("the spare keys reached Perth by mistake", tasks)).toBeNull();
    expect(done("the keys should have reached Dundee by now", tasks)).toBeNull();
    expect(done("we reached Dundee at noon", [task("t1", "Visit Dundee"), task("t2", "Book the vet")])).toBeNull();
  });

  it("reads a thing 'now with' its recipient as sent, with an honorific before the name", () => {
    const tasks = [task("t1", "Send the signed lease to Mr Okoro"), task("t2", "Buy bin bags")];
    expect(done("signed lease now with Mr Okoro, he'll countersign", tasks, ["Okoro"])).toBe("t1");
    expect(done("the signed lease is with Mrs Okoro", [task("t1", "Post the signed lease"), task("t2", "Buy bin bags")], ["Okoro"])).toBe("t1");
    expect(done("now with Mr Okoro at the bank", tasks, ["Okoro"])).toBeNull();
  });

  it("reads 'off my desk' as a job done", () => {
    const tasks = [task("t1", "Finish the quarterly audit pack"), task("t2", "Renew the parking permit")];
    expect(done("quarterly audit pack finally off my desk", tasks)).toBe("t1");
    expect(done("need the quarterly audit pack off my desk by friday", tasks)).toBeNull();
  });

  it("takes a bare 'not' before a participle as not done", () => {
    const tasks = [task("t1", "Submit the grant report"), task("t2", "Water the plants")];
    expect(done("grant report not submitted, Ivo hasn't signed it", tasks, ["Ivo"])).toBeNull();
    expect(done("grant report submitted, Ivo hasn't replied", tasks, ["Ivo"])).toBe("t1");
  });

  it("takes a range of numbered parts that does not start at the first as partial", () => {
    const tasks = [task("t1", "Finish the welding manual"), task("t2", "Call the garage")];
    expect(done("got through chapters 4 to 7 of the welding manual", tasks)).toBeNull();
    expect(done("finished the welding manual, chapters 1 to 9, phew", tasks)).toBe("t1");
  });

  it("reads a participle ending the clause after a short phrase on the thing", () => {
    const tasks = [task("t1", "Apply for the work permit for the Oslo job"), task("t2", "Book the Oslo flat")];
    expect(done("work permit for the Oslo job approved", tasks)).toBe("t1");
    // A setback, or a step short of the goal.
    expect(done("work permit for the Oslo job delayed", tasks)).toBeNull();
    expect(done("work permit for the Oslo job listed", tasks)).toBeNull();
  });

  it("takes a clipped or initialled modifier as the title's own", () => {
    expect(done("finished drafting the biology review chapter", [task("t1", "Finish the bio review chapter"), task("t2", "Email Jo")])).toBe("t1");
    expect(done("NZ visa for the Auckland trip approved", [task("t1", "Apply for the New Zealand visa"), task("t2", "Book the Auckland hotel")])).toBe("t1");
    expect(done("finished drafting the history review chapter", [task("t1", "Finish the bio review chapter"), task("t2", "Email Jo")])).toBeNull();
    // Another modifier that only shares a first letter is another thing.
    expect(done("paid the NR bill", [task("t1", "Pay the water bill"), task("t2", "Email Jo")])).toBeNull();
  });

  it("reads 'has <thing> now' as got, for a task to get it", () => {
    const tasks = [task("t1", "Get VPN access for the new starters"), task("t2", "Get the printer fixed")];
    expect(done("the new starters have VPN access now", tasks)).toBe("t1");
    expect(done("the new starters have questions now", tasks)).toBeNull();
  });

  it("takes hoovering and mopping as cleaning", () => {
    const tasks = [task("t1", "Clean the landing"), task("t2", "Renew the car tax")];
    expect(done("hoovered the landing and the stairs", tasks)).toBe("t1");
    expect(done("mopped the kitchen floor", tasks)).toBeNull();
  });

  it("takes a capitalised name before the thing as one of the title's kind, unless another task has that thing", () => {
    expect(done("paid the Vauxhall insurance, 540 for the year", [task("t1", "Pay the car insurance"), task("t2", "Book the optician")])).toBe("t1");
    expect(done("paid the Vauxhall insurance, 540 for the year", [task("t1", "Pay the car insurance"), task("t2", "Pay the house insurance")])).toBeNull();
    expect(done("paid the gas bill", [task("t1", "Pay the water bill"), task("t2", "Book the optician")])).toBeNull();
  });
});
