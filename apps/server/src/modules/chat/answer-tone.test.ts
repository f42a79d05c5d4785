import { formatDate, wallTimeToInstant } from "@life/classifier";
import type { ChatRespondResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { countAnswer, mentionsAnswer, projectAnswer, scheduleAnswer, waitingAnswer } from "./answer-text.js";
import { answerTone } from "./answer-tone.js";
import type { ChatRow } from "./chat.repository.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";
import { addDays, localToday } from "./local-time.js";

const ZONE = "America/Halifax";

function row(title: string, fields: Partial<ChatRow> = {}): ChatRow {
  return { id: title, title, status: "pending", domain: null, subdomain: null, scheduled_for: null, waiting_for: null, expected_date: null, created_at: "2026-03-02T15:00:00.000Z", text: title, ...fields };
}

describe("the tone of the chat's answers", () => {
  const dentist = row("Dentist", { scheduled_for: wallTimeToInstant({ year: 2026, month: 3, day: 3, hour: 9, minute: 0 }, ZONE).toISOString(), domain: "personal" });
  const rent = row("Pay rent", { scheduled_for: "2026-03-03", domain: "personal" });
  const quote = row("Quote for tiles", { waiting_for: "Bob", expected_date: "2026-03-09" });

  it("reads no answer as direct, the wording the answers always had", () => {
    expect(answerTone(null)).toBe("direct");
    expect(answerTone(undefined)).toBe("direct");
    expect(scheduleAnswer([rent, dentist], "tomorrow", true, ZONE)).toBe("You have 2 things scheduled tomorrow: Pay rent (all day); Dentist at 9:00 AM.");
    expect(scheduleAnswer([rent, dentist], "tomorrow", true, ZONE, answerTone(null))).toBe(scheduleAnswer([rent, dentist], "tomorrow", true, ZONE));
  });

  it("minimal drops the lead-in and keeps lists short", () => {
    expect(scheduleAnswer([rent, dentist], "tomorrow", true, ZONE, "minimal")).toBe("Tomorrow: Pay rent (all day); Dentist at 9:00 AM.");
    expect(scheduleAnswer([], "tomorrow", true, ZONE, "minimal")).toBe("Nothing tomorrow.");
    expect(waitingAnswer([quote], "minimal")).toBe("Waiting on: Quote for tiles (Bob).");
    expect(waitingAnswer([], "minimal")).toBe("Nothing.");
    expect(countAnswer(3, "open task", "systems", [row("A"), row("B"), row("C")], "minimal")).toBe("3 open tasks in Work.");
    const many = Array.from({ length: 8 }, (_, i) => row(`Step ${i + 1}`));
    expect(projectAnswer("Kitchen", 8, many, "minimal")).toBe("Kitchen: Step 1; Step 2; Step 3; Step 4; Step 5 and 3 more.");
    expect(mentionsAnswer("Priya", [row("Lunch with Priya")], null, "minimal")).toBe("Priya: Lunch with Priya.");
  });

  it("friendly frames the same sentence warmly, and calls an empty schedule good news", () => {
    expect(waitingAnswer([quote], "friendly")).toBe("Sure! You're waiting on 1 thing: Quote for tiles (waiting for Bob, expected 2026-03-09). Anything else I can help with?");
    expect(scheduleAnswer([], "tomorrow", true, ZONE, "friendly")).toBe("Good news: nothing is scheduled tomorrow.");
    expect(projectAnswer("Kitchen", 0, [], "friendly")).toBe("Good news: nothing is left on Kitchen.");
    // Nothing found about a person is not good news.
    expect(mentionsAnswer("Abe", [], null, "friendly")).toBe("I couldn't find anything you noted about Abe.");
  });

  it("detailed lists more, with each item's area and date, and says where to see the rest", () => {
    expect(scheduleAnswer([rent, dentist], "tomorrow", true, ZONE, "detailed")).toBe(
      "You have 2 things scheduled tomorrow: Pay rent (all day, Personal); Dentist at 9:00 AM (Personal). The Calendar view shows the whole day with its times.",
    );
    expect(waitingAnswer([quote], "detailed")).toBe(
      "You're waiting on 1 thing: Quote for tiles (waiting for Bob, expected 2026-03-09, since 2026-03-02). The Waiting For view has Received and Follow Up for each.",
    );
    const many = Array.from({ length: 15 }, (_, i) => row(`Step ${i + 1}`));
    expect(projectAnswer("Kitchen", 15, many, "detailed")).toMatch(/Step 15\. The Projects view shows the project with its progress\.$/);
    expect(projectAnswer("Kitchen", 15, many, "direct")).toMatch(/Step 10 and 5 more\.$/);
  });
});

describe("chat answers in the tone chosen at setup", () => {
  let t: TestApp;
  let user: User;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
    user = await makeUser(t.database);
    token = await makeSession(t.database, user);
    const tomorrow = addDays(localToday(new Date(), ZONE), 1);
    await makeThought(t.database, user, { ai_title: "Dentist", scheduled_for: wallTimeToInstant({ ...tomorrow, hour: 9, minute: 0 }, ZONE).toISOString() });
    await makeThought(t.database, user, { ai_title: "Pay rent", scheduled_for: formatDate(tomorrow) });
    await makeThought(t.database, user, { ai_title: "Quote for tiles", waiting_for: "Bob the tiler" });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const ask = async (message: string) =>
    (await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message } })).json<ChatRespondResponse>().response;
  const chooseStyle = async (communication_style: string | null) => {
    const saved = await t.app.inject({ method: "PUT", url: "/api/setup", headers: bearer(token), payload: { answers: { communication_style }, phase: 4 } });
    expect(saved.statusCode).toBe(200);
  };

  it("answers directly before setup, then minimal, friendly and detailed as the person chooses", async () => {
    expect(await ask("What am I waiting for?")).toBe("You're waiting on 1 thing: Quote for tiles (waiting for Bob the tiler).");
    expect(await ask("What do I have tomorrow?")).toMatch(/^You have 2 things scheduled tomorrow \(\w+day, \w+ \d{1,2}\): Pay rent \(all day\); Dentist at 9:00 AM\.$/);

    await chooseStyle("minimal");
    expect(await ask("What am I waiting for?")).toBe("Waiting on: Quote for tiles (Bob the tiler).");
    expect(await ask("What do I have tomorrow?")).toMatch(/^Tomorrow \(\w+day, \w+ \d{1,2}\): Pay rent \(all day\); Dentist at 9:00 AM\.$/);

    await chooseStyle("friendly");
    expect(await ask("What am I waiting for?")).toBe("Sure! You're waiting on 1 thing: Quote for tiles (waiting for Bob the tiler). Anything else I can help with?");

    await chooseStyle("detailed");
    expect(await ask("What do I have tomorrow?")).toMatch(/Dentist at 9:00 AM\. The Calendar view shows the whole day with its times\.$/);

    await chooseStyle("direct");
    expect(await ask("What am I waiting for?")).toBe("You're waiting on 1 thing: Quote for tiles (waiting for Bob the tiler).");
  });
});
