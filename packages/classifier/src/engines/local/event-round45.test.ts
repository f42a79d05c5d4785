import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { BORROW_OR_RETURN } from "./event-cues.js";
import { CHORE_FINISHED, DECISION_TO_MAKE } from "./event-type.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";

const run = (text: string, context: ClassifyInput["context"] = {}) =>
  resolveLocal({ text, now: new Date("2026-03-10T12:15:00Z"), timezone: "America/Halifax", context } satisfies ClassifyInput);
const prep = (text: string) => prepareText(text, extractEntities(text, {}));
const borrows = (text: string) => BORROW_OR_RETURN.test(prep(text));
const toDecide = (text: string) => DECISION_TO_MAKE.test(prep(text));

describe("a thing borrowed or handed back (forty-fifth round)", () => {
  it("reads the user's borrowing or return told verb first, and an owner wanting their own thing back", () => {
    expect(borrows("borrowed Mrs Okafor's pressure washer for the patio")).toBe(true);
    expect(borrows("borrowed the neighbours' wheelbarrow again")).toBe(true);
    expect(borrows("bring back the library's projector before the holidays")).toBe(true);
    expect(borrows("give Ferdinand's drill back tomorrow")).toBe(true);
    expect(borrows("take the hired tux back to the shop")).toBe(true);
    expect(borrows("Hortense wants her cake tin back before the fete")).toBe(true);
  });

  it("does not read money, another's act, a thing not the owner's, a person, a call or a bare 'back'", () => {
    expect(borrows("borrowed $500 from the credit union")).toBe(false);
    expect(borrows("borrowing money off my brother again")).toBe(false);
    expect(borrows("Hortense borrowed the ladder and never brought it back")).toBe(false);
    expect(borrows("the priest wants the baptism form back by friday")).toBe(false);
    expect(borrows("Hortense wants her deposit back")).toBe(false);
    expect(borrows("take the kids back to school after lunch")).toBe(false);
    expect(borrows("called back the garage about the clutch")).toBe(false);
    expect(borrows("my back is killing me after the garden")).toBe(false);
  });

  it("makes such a borrowing or return a getting or giving back of a thing, not a task", () => {
    expect(run("borrowed Mrs Okafor's pressure washer for the patio").event_type).toBe("acquisition_disposition");
    expect(run("give Ferdinand's drill back tomorrow").event_type).toBe("acquisition_disposition");
  });
});

describe("a decision still to make (forty-fifth round)", () => {
  it("reads deciding, choosing or working out whether, if or between, with or without a subject and an obligation", () => {
    expect(toDecide("need to decide whether we keep the van or sell it")).toBe(true);
    expect(toDecide("decide if we're renting the cottage again this summer")).toBe(true);
    expect(toDecide("we have to choose between the two roofing quotes")).toBe(true);
    expect(toDecide("still gotta figure out whether to sell the old piano")).toBe(true);
  });

  it("does not read a decision made, a state of indecision, or deciding later in the thought", () => {
    expect(toDecide("decided to sell the van, listing it sunday")).toBe(false);
    expect(toDecide("can't decide whether to sell the old piano")).toBe(false);
    expect(toDecide("we chose the cheaper roofing quote")).toBe(false);
    expect(toDecide("sell the van once we decide if the new one is coming")).toBe(false);
  });

  it("makes a decision to make a task, whatever the options weighed in it", () => {
    expect(run("need to decide whether we keep the van or sell it").event_type).toBe("task");
    expect(run("decide whether to order the blue sofa or wait for the sale").event_type).toBe("task");
    expect(run("decided to sell the van, listing it sunday").event_type).not.toBe("task");
  });
});

describe("a task of the list reported finished (forty-fifth round)", () => {
  const finished = (text: string) => CHORE_FINISHED.test(prep(text));
  const list = (title: string) => ({ tasks: [{ id: "t1", title, parent_id: null }] });
  it("reads 'finished / completed / done with / wrapped up' opening the thought, after 'finally' or 'just'", () => {
    expect(finished("finally finished the seating plan for the reunion")).toBe(true);
    expect(finished("done with the quarterly stock count")).toBe(true);
    expect(finished("just wrapped up the rota for december")).toBe(true);
  });

  it("does not read a first of its kind, a finish later in the thought, or someone else finishing", () => {
    expect(finished("finished my first half marathon")).toBe(false);
    expect(finished("nearly finished the seating plan")).toBe(false);
    expect(finished("Gwendolyn finished the seating plan")).toBe(false);
  });

  it("makes it a task done when it completes a task of the list, and leaves a book, an exam or no such task alone", () => {
    const done = run("finally finished the inventory of the church hall", list("Finish the inventory of the church hall"));
    expect(done.event_type).toBe("task");
    expect(done.completes).toBe("t1");
    expect(run("completed the risk assessment for the trip", list("Complete the risk assessment for the trip")).event_type).toBe("task");
    expect(run("finished the Kafka novel, what an ending", list("Read the Kafka novel")).event_type).not.toBe("task");
  });
});
