import { describe, expect, it } from "vitest";
import { findCompletion } from "./completion.js";

// Twenty-ninth session: outcomes that complete a task without its verb, and a person's state beside a done task.
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, tasks: ReturnType<typeof task>[], names: string[] = []) => findCompletion(text.toLowerCase(), tasks, false, names, undefined, text)?.task.id ?? null;

describe("outcomes told without the task's verb (twenty-ninth session)", () => {
  it("reads 'I'm in for the <event>' as entered", () => {
    const tasks = [task("t1", "Register for the Kinsale 5k"), task("t2", "Buy new running socks")];
    expect(done("I'm in for the Kinsale 5k, bib 402", tasks)).toBe("t1");
    expect(done("we're in for a wet one at the Kinsale 5k", tasks)).toBeNull();
  });

  it("reads '<name>'s in with the <provider> on <day>' as booked", () => {
    const tasks = [task("t1", "Book Ciara's optician")];
    expect(done("Ciara's in with the optician on the 14th", tasks, ["Ciara"])).toBe("t1");
  });

  it("reads '<trade>'s been and gone' as the job it came for done", () => {
    const tasks = [task("t1", "Get the gutters cleared"), task("t2", "Order the logs")];
    expect(done("gutter man's been and gone, gutters full of moss", tasks)).toBe("t1");
    expect(done("it's been a long week with the gutters", tasks)).toBeNull();
  });
});

describe("a person's state that goes on beside a done task (twenty-ninth session)", () => {
  it("reads 'she's still on crutches' as her state, not the task left undone", () => {
    const tasks = [task("t1", "Drop a meal at Noreen's"), task("t2", "Order the winter tyres")];
    expect(done("dropped the lasagne off at Noreen's, she's still on crutches", tasks, ["Noreen"])).toBe("t1");
    // The task's own thing still undone stays open.
    expect(done("dropped a note at Noreen's, still haven't done the meal", tasks, ["Noreen"])).toBeNull();
  });
});
