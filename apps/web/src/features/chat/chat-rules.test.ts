import { describe, expect, it } from "vitest";
import {
  commandText,
  insertedQuestionMark,
  isCommandMode,
  isQuestion,
  placeholderFor,
  PLACEHOLDER_COMMAND,
  PLACEHOLDER_DEFAULT,
  PLACEHOLDER_SELECTED,
} from "./chat-rules";

const none = { slashed: false, hasSelection: false };
const selected = { slashed: false, hasSelection: true };

describe("command mode (spec 5)", () => {
  it("starts with a leading slash, selected or not", () => {
    expect(isCommandMode("/move to Kitchen", none)).toBe(true);
    expect(isCommandMode("anything", { slashed: true, hasSelection: false })).toBe(true);
  });

  it("starts with a command word only when a thought is selected", () => {
    for (const verb of ["change", "move", "tag", "schedule", "connect", "delete", "complete", "archive"]) {
      expect(isCommandMode(`${verb} something`, selected)).toBe(true);
      expect(isCommandMode(`${verb} something`, none)).toBe(false);
    }
    expect(isCommandMode("Complete", selected)).toBe(true);
  });

  it("needs the whole word at the start", () => {
    expect(isCommandMode("changes to the plan", selected)).toBe(false);
    expect(isCommandMode("movement class tonight", selected)).toBe(false);
    expect(isCommandMode("please delete it", selected)).toBe(false);
    expect(isCommandMode("call mum", selected)).toBe(false);
  });
});

describe("questions (spec 5)", () => {
  it("end with a question mark or start with a question word or help", () => {
    expect(isQuestion("anything due tomorrow?")).toBe(true);
    expect(isQuestion("What am I waiting for")).toBe(true);
    expect(isQuestion("how many open tasks")).toBe(true);
    expect(isQuestion("help")).toBe(true);
    expect(isQuestion("Help me find the plumber's number")).toBe(true);
    expect(isQuestion("what's on my calendar today")).toBe(true);
    expect(isQuestion("Where did I put the receipts")).toBe(true);
    expect(isQuestion("is the dentist on friday")).toBe(true);
    expect(isQuestion("explain the kitchen project?")).toBe(true);
    expect(isQuestion("?")).toBe(true);
    expect(isQuestion("remind me who mattias is")).toBe(true);
    expect(isQuestion("tell me what Lena recommended")).toBe(true);
  });

  it("are not thoughts that merely contain a question word", () => {
    expect(isQuestion("ask Priya how the move went")).toBe(false);
    expect(isQuestion("figure out what to cook for Sam")).toBe(false);
    expect(isQuestion("need help moving the couch")).toBe(false);
    expect(isQuestion("explain the budget to Sam on Monday")).toBe(false);
    expect(isQuestion("call Bob? maybe tomorrow")).toBe(false);
    expect(isQuestion("remind me to call grandma at 6 tonight")).toBe(false);
    expect(isQuestion("tell me off if I skip the gym")).toBe(false);
  });

  it("are not words that merely contain them", () => {
    expect(isQuestion("buy oat milk and bread")).toBe(false);
    expect(isQuestion("whatever happens, call the plumber")).toBe(false);
    expect(isQuestion("showhow demo")).toBe(false);
  });
});

describe("placeholders (spec 2.13)", () => {
  it("follow the mode and the selection", () => {
    expect(placeholderFor({ commandMode: false, hasSelection: false })).toBe(PLACEHOLDER_DEFAULT);
    expect(placeholderFor({ commandMode: false, hasSelection: true })).toBe(PLACEHOLDER_SELECTED);
    expect(placeholderFor({ commandMode: true, hasSelection: true })).toBe(PLACEHOLDER_COMMAND);
    expect(PLACEHOLDER_COMMAND).toBe("Enter a command (e.g., 'change to personal/thoughts')");
  });
});

describe("helpers", () => {
  it("drops the leading slash of a command", () => {
    expect(commandText("  /move to Kitchen ")).toBe("move to Kitchen");
    expect(commandText("tag with x")).toBe("tag with x");
  });

  it("spots one typed question mark wherever the caret was", () => {
    expect(insertedQuestionMark("move", "move?")).toBe(true);
    expect(insertedQuestionMark("move", "?move")).toBe(true);
    expect(insertedQuestionMark("", "?")).toBe(true);
    expect(insertedQuestionMark("move", "moves")).toBe(false);
    expect(insertedQuestionMark("move", "move??")).toBe(false);
  });
});
