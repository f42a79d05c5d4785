import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import { SET69_DOMAIN_CUES } from "./domain-cues-set69.js";
import { SET69_EVENT_CUES } from "./event-cues-set69.js";
import { GET_PAID_TITLE } from "./completion-links70.js";
import { resolveLocal } from "./index.js";
import { fastestMs } from "../../testing/fastest-run.js";

const run = (text: string) =>
  resolveLocal({ text, now: new Date("2026-06-12T13:30:00Z"), timezone: "America/Montevideo", context: {} } satisfies ClassifyInput);

describe("set69 round: domain", () => {
  it("reads years with a named person, counted today, as a relationship's anniversary, social", () => {
    expect(run("12 years with Marco today").domain).toBe("social");
    expect(run("3 years with Joel today").domain).toBe("social");
  });

  it("leaves years at a firm or with a company to work (a guard)", () => {
    expect(run("ten years with the company today").domain).toBe("systems");
  });
});

describe("set69 round: event type", () => {
  it("reads an outside party's silence told as a state as a noticed fact, not money", () => {
    expect(run("still no word from the credit union on the car loan").event_type).toBe("observation_insight");
    expect(run("the landlord still hasn't got back about the loan of the ladder").event_type).toBe("observation_insight");
  });

  it("leaves the writer's own undone reply, a feeling and money owed to their types (guards)", () => {
    expect(run("I still haven't replied to the landlord").event_type).not.toBe("observation_insight");
    expect(run("annoyed that Jun still hasn't replied about the party").event_type).toBe("emotion_state");
    expect(run("the tax office still hasn't answered about my refund").event_type).toBe("transaction");
  });

  it("reads one's own test told by its good result as a notable result", () => {
    expect(run("the thyroid values are normal now 🙏").event_type).toBe("milestone_outcome");
    expect(run("the knee scan came out clean, just a sprain").event_type).toBe("milestone_outcome");
  });

  it("reads a thing told done beside the next one still to get as a task", () => {
    expect(run("the school project poster is done, the glue sticks still to find").event_type).toBe("task");
  });
});

describe("set69 round: mamá and papá", () => {
  it("does not take mamá or papá for names", () => {
    expect(extractEntities("papá's knee op is on thursday")).toEqual([]);
    expect(extractEntities("lunch at mamá's with Carla")).toEqual(["Carla"]);
  });

  it("still reads them as family, social, once they are no names (a guard: the start commit read them as names, social)", () => {
    expect(run("papá's operation went fine, he's home already").domain).toBe("social");
    expect(run("call mamá tonight about papá's tests").domain).toBe("social");
  });
});

describe("set69 round: completes", () => {
  const withTasks = (text: string, ...titles: string[]) =>
    resolveLocal({ text, now: new Date("2026-06-12T13:30:00Z"), timezone: "America/Montevideo", context: { tasks: titles.map((title, i) => ({ id: `t${i + 1}`, title, parent_id: null })) } } satisfies ClassifyInput);

  it("reads a payer paying a deposit, a balance or claims as doing the task to get or chase it", () => {
    expect(withTasks("Marta paid the balance for the wedding album", "Get the balance from Marta", "Print the wedding album").completes).toBe("t1");
    expect(withTasks("Harlow Homes paid the deposit, 2k in", "Chase Harlow Homes for the deposit", "Send Harlow Homes the plans").completes).toBe("t1");
  });

  it("leaves the user paying a deposit apart from a task to get one (a guard)", () => {
    expect(withTasks("I paid the deposit for the hall", "Get the deposit from the hall", "Book the DJ").completes).toBeNull();
  });
});

describe("set69 round: the new patterns stay fast", () => {
  it("tests a 600-character adversarial string in under 5 ms a pattern", () => {
    const inputs = ["still ".repeat(100), "a ".repeat(300), "znum years with ".repeat(38), "is done ".repeat(75) + "x", "the ".repeat(150), "mamá".repeat(150)];
    for (const re of [...SET69_DOMAIN_CUES.map(([, r]) => r), ...SET69_EVENT_CUES.map((c) => c.re), GET_PAID_TITLE]) {
      for (const s of inputs) {
        expect(fastestMs(() => re.test(s.slice(0, 600)))).toBeLessThan(5);
      }
    }
  });
});
