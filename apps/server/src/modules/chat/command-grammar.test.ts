import { describe, expect, it } from "vitest";
import { parseCommand, parseEventType, parseTags, renderCommand, type ChatCommand } from "./command-grammar.js";

const parsed = (text: string): ChatCommand => {
  const result = parseCommand(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error}`);
  return result.command;
};
const error = (text: string): string => {
  const result = parseCommand(text);
  if (result.ok) throw new Error(`expected ${text} to fail`);
  return result.error;
};

describe("parseCommand", () => {
  it("reads change to <domain>[/<subdomain>], with or without the slash prefix, in any case", () => {
    expect(parsed("change to personal")).toEqual({ op: "change", field: "domain", domain: "personal", subdomain: null });
    expect(parsed("/Change to Work/Meetings")).toEqual({ op: "change", field: "domain", domain: "systems", subdomain: "Meetings" });
    expect(parsed("  change   to social/friends  ")).toMatchObject({ domain: "social", subdomain: "friends" });
    expect(error("change to hobbies")).toBe('Unknown domain "hobbies". Use personal, social or work.');
  });

  it("reads change <field> to <value> for each field", () => {
    expect(parsed("change domain to systems/admin")).toMatchObject({ field: "domain", domain: "systems", subdomain: "admin" });
    expect(parsed("change subdomain to health")).toEqual({ op: "change", field: "subdomain", value: "health" });
    expect(parsed('change title to "Book the dentist"')).toEqual({ op: "change", field: "title", value: "Book the dentist" });
    expect(parsed("change priority to HIGH")).toEqual({ op: "change", field: "priority", value: "high" });
    expect(parsed("change type to routine activity")).toEqual({ op: "change", field: "type", value: "routine_activity" });
    expect(parsed("change event type to reminder")).toEqual({ op: "change", field: "type", value: "reminder_intention" });
    expect(parsed("change status to approved")).toEqual({ op: "change", field: "status", value: "approved" });
    expect(parsed("set status to done")).toEqual({ op: "change", field: "status", value: "completed" });
  });

  it("says what is wrong with a change it cannot make", () => {
    expect(error("change priority to whenever")).toBe('Unknown priority "whenever". Use urgent, high, medium, low.');
    expect(error("change type to party")).toMatch(/^Unknown type "party". Use one of: task, project, .*routine activity/);
    expect(error("change status to finished-ish")).toMatch(/^Unknown status/);
    // Names of an object's built-in properties are unknown words like any other.
    expect(error("change status to constructor")).toMatch(/^Unknown status "constructor"/);
    expect(error("change to constructor/x")).toMatch(/^Unknown domain "constructor"/);
    expect(error("set __proto__ to high")).toMatch(/^I can't change "__proto__"/);
    expect(error("change colour to red")).toBe('I can\'t change "colour". I can change domain, subdomain, title, priority, type, status.');
    expect(error("change")).toMatch(/^Say what to change/);
    expect(error(`change title to ${"x".repeat(201)}`)).toBe("A title can be at most 200 characters.");
  });

  it("reads move, tag, schedule and connect with their argument", () => {
    expect(parsed("move to Kitchen renovation")).toEqual({ op: "move", project: "Kitchen renovation" });
    expect(parsed("move it to the kitchen project")).toEqual({ op: "move", project: "the kitchen project" });
    expect(parsed("tag with Home, #urgent, home ,")).toEqual({ op: "tag", tags: ["home", "urgent"] });
    expect(parsed("tag errands")).toEqual({ op: "tag", tags: ["errands"] });
    expect(parsed("schedule for friday 3pm")).toEqual({ op: "schedule", when: "friday 3pm" });
    expect(parsed("schedule tomorrow")).toEqual({ op: "schedule", when: "tomorrow" });
    expect(parsed("connect to Priya")).toEqual({ op: "connect", target: "Priya" });
    expect(parsed("link with 'Kitchen renovation'")).toEqual({ op: "connect", target: "Kitchen renovation" });
  });

  it("asks for the missing argument", () => {
    expect(error("move")).toMatch(/^Say which project/);
    expect(error("tag with")).toMatch(/^Say which tags/);
    expect(error("tag with , ,")).toMatch(/^Say which tags/);
    expect(error("schedule")).toMatch(/^Say when/);
    expect(error("connect")).toMatch(/^Say to whom/);
  });

  it("reads the status words", () => {
    for (const text of ["delete", "/delete", "Delete it", "remove this"]) expect(parsed(text)).toEqual({ op: "delete" });
    for (const text of ["complete", "done", "mark as done", "mark it complete"]) expect(parsed(text)).toEqual({ op: "complete" });
    expect(parsed("archive.")).toEqual({ op: "archive" });
  });

  it("says what is understood when nothing matches", () => {
    expect(error("frobnicate")).toBe(
      'I didn\'t understand "frobnicate". Try: change X to Y, move to X, tag with X, schedule for X, remind me X before, connect to X, delete, complete, archive.',
    );
    expect(error("/")).toMatch(/^I didn't understand/);
    expect(error("x".repeat(100))).toContain(`"${"x".repeat(57)}..."`);
  });
});

describe("helpers", () => {
  it("parseEventType accepts spaces, hyphens and unique prefixes only", () => {
    expect(parseEventType("Learning-Consumption")).toBe("learning_consumption");
    expect(parseEventType("milestone")).toBe("milestone_outcome");
    expect(parseEventType("c")).toBeNull(); // communication or contact
    expect(parseEventType("")).toBeNull();
  });

  it("parseTags trims, lowercases and de-duplicates", () => {
    expect(parseTags(" A , b,a,, #C ")).toEqual(["a", "b", "c"]);
  });

  it("renderCommand gives text the parser reads back", () => {
    expect(parsed(renderCommand("change", "priority", "high"))).toEqual({ op: "change", field: "priority", value: "high" });
    expect(parsed(renderCommand("change", "domain", "work/admin"))).toMatchObject({ domain: "systems", subdomain: "admin" });
    expect(parsed(renderCommand("tag", null, "a, b"))).toEqual({ op: "tag", tags: ["a", "b"] });
    expect(parsed(renderCommand("archive", null, null))).toEqual({ op: "archive" });
    expect(parseCommand(renderCommand("move", null, null)).ok).toBe(false);
  });
});
