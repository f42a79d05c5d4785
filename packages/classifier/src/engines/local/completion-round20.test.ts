import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, tasks: ReturnType<typeof task>[], names: string[] = []) => findCompletion(text.toLowerCase(), tasks, false, names)?.task.id ?? null;

describe("completions of the twentieth session", () => {
  it("lets someone else own a word the title only uses as a modifier", () => {
    const tasks = [task("t1", "Send Kate the game photos"), task("t2", "Get the tyres rotated")];
    expect(done("texted Kate the photos from Ruby's game", tasks, ["Kate", "Ruby"])).toBe("t1");
    // The title's own thing, owned by someone the title does not name, is another thing.
    expect(done("texted Kate Ruby's photos", tasks, ["Kate", "Ruby"])).toBeNull();
    expect(done("renewed Hamid's visa online", [task("t1", "Renew my visa")], ["Hamid"])).toBeNull();
  });

  it("reads irregular pasts as their base verb", () => {
    const tasks = [task("t1", "Bleed the radiators"), task("t2", "Renew the bus pass")];
    expect(done("bled the radiators in the back bedroom at last", tasks)).toBe("t1");
    expect(done("swept the chimney flue", [task("t1", "Sweep the chimney flue")])).toBe("t1");
  });

  it("reads a thing got up as put up", () => {
    const tasks = [task("t1", "Put up Mrs Dunlop's Christmas lights"), task("t2", "Order the bow tie")];
    expect(done("got Mrs Dunlop's Christmas lights up for her", tasks, ["Mrs Dunlop"])).toBe("t1");
    expect(done("got up at 6 for the lights", tasks)).toBeNull();
  });

  it("leaves a report done when the step still to do is someone else's", () => {
    const tasks = [task("t1", "Phone Fraser about Largs"), task("t2", "Buy a bow tie")];
    expect(done("phoned Fraser about Largs, he's still to check the dates with Jean", tasks, ["Fraser", "Jean"])).toBe("t1");
    expect(done("phoned Fraser about Largs, still to sort the dates", tasks, ["Fraser"])).toBeNull();
  });

  it("reads a thing to get as done when it is here", () => {
    const tasks = [task("t1", "Book the gas cylinder"), task("t2", "Call the plumber about the leak")];
    expect(done("cylinder is here, kitchen back in action", tasks)).toBe("t1");
    expect(done("all 40 tins are here", [task("t1", "Buy 40 loaf tins")])).toBe("t1");
    // A person here is no call made; a thing here is no thing sent.
    expect(done("the plumber is here", tasks)).toBeNull();
    expect(done("the parcel is here", [task("t1", "Send the parcel to Gran")])).toBeNull();
  });

  it("reads a result sent on to a place", () => {
    const tasks = [task("t1", "Get the loan amount released to the builder"), task("t2", "Submit the salary slips")];
    expect(done("loan disbursed to the builder's account today", tasks)).toBe("t1");
    expect(done("mum agreed to the loan", tasks)).toBeNull();
  });

  it("knows a short name for the longer one a title names", () => {
    const tasks = [task("t1", "Call Chiamaka about the July schedule"), task("t2", "Count the returns bin")];
    expect(done("called Chi, she'll take the Canada Day shift", tasks, ["Chi"])).toBe("t1");
    expect(done("called Jo about the bins", tasks, ["Jo"])).toBeNull();
  });
});
