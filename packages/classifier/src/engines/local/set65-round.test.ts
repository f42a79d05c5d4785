import { describe, expect, it } from "vitest";
import type { ClassifyInput } from "../../types.js";
import { extractEntities } from "../../entities.js";
import type { EventType } from "@life/contracts";
import { boostCompletedTaskType, typeOfTaskTitle } from "./completed-task-type.js";
import { findCompletion } from "./completion.js";
import { DOMAIN_TRADE_CUES, domainSubject } from "./domain-cues.js";
import { prepareText } from "./features.js";
import { resolveLocal } from "./index.js";
import { detectWaiting } from "./waiting.js";

// Round on the sixty-fifth set (set65): rules read on the read halves of the sixty-fifth set and of earlier sets, tested
// on new wordings, not those cases' texts.
const resolve = (text: string) =>
  resolveLocal({ text, now: new Date("2026-05-12T09:30:00Z"), timezone: "Asia/Colombo", context: {} } satisfies ClassifyInput);
const prep = (text: string) => prepareText(text, extractEntities(text, {}));
const cuesOf = (text: string) => DOMAIN_TRADE_CUES.filter(([, re]) => re.test(domainSubject(prep(text)))).map(([d]) => d);
const names = (text: string): string[] => extractEntities(text, {}).map((n) => n.toLowerCase());
const task = (id: string, title: string) => ({ id, title, parent_id: null });
const done = (text: string, titles: string[], people: string[] = []) =>
  findCompletion(text.toLowerCase(), titles.map((t, i) => task(`t${i + 1}`, t)), false, people, undefined, text)?.task.id ?? null;

describe("set65 round: domain", () => {
  it("reads the factory one works at as work, not a factory's settings", () => {
    expect(resolve("the factory canteen has started charging for tea")).toMatchObject({ domain: "systems" });
    expect(cuesOf("need safety goggles for the factory")).toContain("systems");
    expect(cuesOf("did a factory reset on my old phone")).not.toContain("systems");
    expect(cuesOf("bought trainers at the factory outlet")).not.toContain("systems");
  });

  it("reads one's own doctor's front desk and visit as personal, not family's or a practice's work", () => {
    expect(resolve("Dr Wijesekera's receptionist says come in before 8 for the report")).toMatchObject({ domain: "personal" });
    expect(resolve("Dr Perera thursday at 4 for the cholesterol report")).toMatchObject({ domain: "personal" });
    expect(cuesOf("Dr Perera's nurse wants my papa's old prescriptions")).not.toContain("personal");
    expect(cuesOf("Dr Perera's nurse rang about the ward rota")).not.toContain("personal");
  });

  it("reads the paying guests of a let as the business's, not a party's guests or a guest room", () => {
    expect(cuesOf("the guests in the annex want late checkout on sunday")).toContain("systems");
    expect(cuesOf("guests for the birthday party arrive at 6")).not.toContain("systems");
    expect(cuesOf("clear out the guest room before amma comes")).not.toContain("systems");
  });

  it("reads money a thing made over a month or a market day as takings", () => {
    expect(cuesOf("Lakmini made 80,000 in june, the cake orders are flying")).toContain("systems");
    expect(cuesOf("the pickle stall made Rs 9,000 at the market on saturday")).toContain("systems");
    expect(cuesOf("made 3 phone calls this week")).not.toContain("systems");
  });

  it("reads Sinhala and Tamil kin words as family, not a helper called akka after her name", () => {
    expect(resolve("got malli a new cricket bat for his birthday")).toMatchObject({ domain: "social" });
    expect(cuesOf("nangi's exam results came today")).toContain("social");
    expect(cuesOf("paid Kamala akka for the ironing")).not.toContain("social");
  });
});

describe("set65 round: entities", () => {
  it("keeps a name said with 'aiya' and reads kin words and Sinhala festivals as no names", () => {
    expect(names("Ruwan aiya's daughter starts school in january")).toEqual(["ruwan"]);
    expect(names("borrowed Ruwan aiya's drill")).toEqual(["ruwan"]);
    expect(names("putha wants a new bat")).toEqual([]);
    expect(names("akka is coming for Vesak with the kids")).toEqual([]);
    expect(names("Avurudu sweets for the office, 2 boxes")).toEqual([]);
  });
});

describe("set65 round: completes", () => {
  it("does a task named by 'the' and two words when the thought says whose the thing is", () => {
    expect(done("booked Dinithi's birthday cake at the bakery", ["Book the birthday cake", "Call the plumber"], ["Dinithi"])).toBe("t1");
    expect(done("ordered Kavya's school shoes online", ["Order the school shoes", "Pay the water bill"], ["Kavya"])).toBe("t1");
    // One shared word, a title of one's own, or another act stays apart.
    expect(done("Kavya's shoes are ordered", ["Order the shoes"], ["Kavya"])).toBeNull();
    expect(done("ordered Kavya's school shoes online", ["Order my school shoes"], ["Kavya"])).toBeNull();
    expect(done("Kavya's school shoes are too small", ["Order the school shoes"], ["Kavya"])).toBeNull();
  });
});

describe("set65 round: event type and waits", () => {
  it("reads a call put through as a call", () => {
    expect(resolve("put a call to the Abans people about the TV warranty")).toMatchObject({ event_type: "communication" });
    expect(resolve("put a call to the tile shop about the missing boxes")).toMatchObject({ event_type: "communication" });
    expect(resolve("put in a call to the council about the street light")).toMatchObject({ event_type: "communication" });
  });

  it("reads results that come out on a day as awaited", () => {
    expect(detectWaiting("the scholarship results come out on the 22nd", [])?.waitingFor).toBe("results");
    expect(detectWaiting("the exam results came out and I passed", [])).toBeNull();
  });
});

describe("set65 round: a chore of the list done", () => {
  const scoresWith = (top: EventType): Record<EventType, number> => {
    const types: EventType[] = ["task", "reminder_intention", "communication", "project", "routine_activity", "transaction", "acquisition_disposition", "decision_commitment", "learning_consumption", "milestone_outcome", "contact", "observation_insight", "emotion_state"];
    return Object.fromEntries(types.map((t) => [t, t === top ? 1 : t === "task" ? 0 : -5])) as Record<EventType, number>;
  };
  const after = (top: EventType, title: string, prepared: string) => {
    const scores = scoresWith(top);
    boostCompletedTaskType(scores, new Map(), title, prepared);
    return (Object.keys(scores) as EventType[]).reduce((a, b) => (scores[b] > scores[a] ? b : a));
  };

  it("names paperwork steps told as a state by their title's verb", () => {
    expect(typeOfTaskTitle("Circulate the committee minutes")).toBe("task");
    expect(typeOfTaskTitle("Apply for the fishing licence")).toBe("task");
    expect(typeOfTaskTitle("Write the reference for Dilshan")).toBe("task");
  });

  it("reads a chore of the list told flat as done, not a result, and a cheered one as a result", () => {
    expect(after("milestone_outcome", "Renew the boat licence", "boat licence renewed, good till 2029")).toBe("task");
    expect(after("milestone_outcome", "Renew the boat licence", "boat licence renewed zexcl")).toBe("milestone_outcome");
    expect(after("milestone_outcome", "Submit the grant form", "grant form in! zemoji")).toBe("milestone_outcome");
    // A purchase or a call of the list picked as an outcome keeps the outcome: only chores are told flat.
    expect(after("milestone_outcome", "Buy the school shoes", "school shoes bought")).toBe("milestone_outcome");
  });
});
