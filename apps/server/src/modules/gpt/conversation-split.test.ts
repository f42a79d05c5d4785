import { describe, expect, it } from "vitest";
import { splitConversation } from "./conversation-split.js";

describe("splitConversation", () => {
  it("splits a multi-topic message into one thought per intent", () => {
    const items = splitConversation(
      "I need to call the dentist tomorrow at 3pm. Also buy milk and eggs on the way home; remind me to send Sarah the budget report by Friday. I had a great idea for the garden: raised beds.",
    );
    expect(items).toEqual([
      "I need to call the dentist tomorrow at 3pm.",
      "Buy milk and eggs on the way home",
      "Remind me to send Sarah the budget report by Friday.",
      "I had a great idea for the garden: raised beds.",
    ]);
  });

  it("keeps a continuation with the thought it continues and drops filler", () => {
    expect(splitConversation("Thanks! Renew the passport before March. It expires in April.")).toEqual([
      "Renew the passport before March. It expires in April.",
    ]);
  });

  it("reads only the user's turns of a labelled conversation and list items one by one", () => {
    const items = splitConversation(
      [
        "User: here is my week",
        "- Book flights to Lisbon",
        "- Pay the electricity bill",
        "Assistant: Sure! I would suggest you also book a hotel.",
        "User: Waiting for Tom to send the contract.",
      ].join("\n"),
    );
    expect(items).toEqual(["Here is my week", "Book flights to Lisbon", "Pay the electricity bill", "Waiting for Tom to send the contract."]);
  });

  it("does not split decimals or repeat a thought said twice", () => {
    expect(splitConversation("Budget is 3.5 thousand for the trip. Budget is 3.5 thousand for the trip!")).toEqual(["Budget is 3.5 thousand for the trip."]);
  });
});
