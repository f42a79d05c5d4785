import { parseWallTime, wallTimeToInstant } from "@life/classifier";
import type { ChatRespondResponse, Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, type TestApp } from "../../../test/build-app.js";
import { makeThought } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";
import { completionReply, startFakeOpenAi, type FakeOpenAi } from "./testing/fake-openai.js";

/**
 * Questions answered from notes captured through the real path (POST /thoughts, classified by
 * the local engine) at the times they were written, as the Q&A eval does.
 */
const ZONE = "America/Halifax";
let clock = new Date();
const at = (local: string) => wallTimeToInstant(parseWallTime(local), ZONE);

interface Setup {
  t: TestApp;
  token: string;
  ids: Map<string, string>;
}

async function setUp(llm: { baseUrl: string } | null): Promise<Setup> {
  const t = await buildTestApp({}, { now: () => clock, chatConfig: { llm: llm ? { ...llm, model: "test-model", timeoutMs: 500 } : null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  const auth = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: `qa-${Math.random()}@example.com`, password: "secret123", timezone: ZONE } });
  const token = auth.json<{ token: string }>().token;
  const ids = new Map<string, string>();
  const notes: Array<[string, string]> = [
    ["2026-08-09T13:30", "kent run for the deck: 14 pressure treated 2x6s + joist hangers $318.46"],
    ["2026-08-10T09:05", "sobeys 142.10 how is it always 140"],
    ["2026-08-12T19:40", "Hamish quoted 1850 to do the railings. lol no. doing them myself"],
    ["2026-08-22T08:50", "ran out of deck screws mid row, another box $47.99"],
    ["2026-09-02T18:30", "3 little sample cans of stain for the deck $26.85"],
    ["2026-09-06T15:10", "Hamish came by, says the framing looks surprisingly ok"],
  ];
  for (const [when, text] of notes) {
    clock = at(when);
    const created = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(token), payload: { original_input: text } });
    expect(created.statusCode).toBe(201);
    ids.set(text, created.json<{ data: Thought }>().data.id);
    await t.app.processing.worker.runUntilIdle();
  }
  clock = at("2026-09-19T16:40");
  return { t, token, ids };
}

const ask = async ({ t, token }: Setup, message: string, as = token) => {
  const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(as), payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json<ChatRespondResponse>();
};

describe("answers from notes, offline", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(null);
  });
  afterAll(async () => s.t.app.close());

  it("sums spending on a topic and cites the notes it added, with their capture times", async () => {
    const body = await ask(s, "how much have i spent on the deck so far?");
    expect(body.number).toBe(393.3);
    expect(body.response).toMatch(/^You spent \$393\.30 on deck/);
    const deck = ["kent run for the deck: 14 pressure treated 2x6s + joist hangers $318.46", "ran out of deck screws mid row, another box $47.99", "3 little sample cans of stain for the deck $26.85"];
    expect(body.citations.map((c) => c.id)).toEqual(deck.map((text) => s.ids.get(text)));
    expect(body.citations[0]).toMatchObject({ created_at: at("2026-08-09T13:30").toISOString() });
    expect(typeof body.citations[0]!.title).toBe("string");
  });

  it("answers a person from the notes that name them, and nobody else's", async () => {
    const body = await ask(s, "who's Hamish again?");
    const cited = body.citations.map((c) => c.id);
    expect(cited).toContain(s.ids.get("Hamish came by, says the framing looks surprisingly ok"));
    expect(cited).toContain(s.ids.get("Hamish quoted 1850 to do the railings. lol no. doing them myself"));
    expect(cited).not.toContain(s.ids.get("sobeys 142.10 how is it always 140"));
    const stranger = await registerUser(s.t.app);
    const theirs = await ask(s, "who's Hamish again?", stranger.token);
    expect(theirs.citations).toEqual([]);
    expect(theirs.response).toMatch(/^I found no notes that mention Hamish/);
  });

  it("puts on the schedule a plan the classifier left unscheduled, read from when it was written, unless called off", async () => {
    const user = (await s.t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(s.token) })).json<{ user: User }>().user;
    // Stored unscheduled (as a misread capture would be) on Thursday 17 September; `now` is Saturday the 19th.
    const plan = await makeThought(s.t.database, user, { original_input: "car service mon 21st, drop off 8am", created_at: at("2026-09-17T09:00") });
    await makeThought(s.t.database, user, { original_input: "pottery mon 21st, skipping it, clashes with work", created_at: at("2026-09-17T09:05") });
    const body = await ask(s, "what's on monday?");
    expect(body.citations.map((c) => c.id)).toEqual([plan.id]);
    expect(body.response).toMatch(/^You have 1 thing scheduled on Monday \(Monday, September 21\): .+ at 8:00 AM\.$/);
  });

  it("captures a statement instead of answering it", async () => {
    const body = await ask(s, "remind me to call Hamish about the railings");
    expect(body.capturedThought).toBeDefined();
    expect(body.citations).toEqual([]);
    expect((await ask(s, "remind me who Hamish is")).capturedThought).toBeUndefined();
  });
});

describe("answers from notes with an LLM", () => {
  let fake: FakeOpenAi;
  let s: Setup;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    s = await setUp({ baseUrl: fake.baseUrl });
  });
  afterAll(async () => {
    await s.t.app.close();
    await fake.close();
  });

  it("keeps a model answer whose citations are notes it was given, and cites those", async () => {
    fake.reset();
    fake.reply(completionReply("You spent $318.46 at Kent on boards [N1], plus stain [N3]."));
    const body = await ask(s, "how much have i spent on the deck so far?");
    expect(body.response).toBe("You spent $318.46 at Kent on boards, plus stain.");
    const sent = JSON.stringify(fake.seen[0]!.json);
    expect(sent).toContain("[N1]");
    expect(sent).toContain("kent run for the deck");
    expect(body.citations.map((c) => c.id)).toEqual([s.ids.get("kent run for the deck: 14 pressure treated 2x6s + joist hangers $318.46"), s.ids.get("3 little sample cans of stain for the deck $26.85")]);
    expect(body.number).toBe(393.3);
  });

  it("rejects an answer citing a note it was not given, or none, and answers offline", async () => {
    for (const reply of ["You spent $2,000 [N99].", "You spent about two thousand dollars."]) {
      fake.reset();
      fake.reply(completionReply(reply));
      const body = await ask(s, "how much have i spent on the deck so far?");
      expect(body.response).toMatch(/^You spent \$393\.30 on deck/);
      expect(body.citations).toHaveLength(3);
      expect(fake.seen).toHaveLength(1);
    }
  });

  it("answers offline when the model fails", async () => {
    fake.reset();
    fake.reply({ status: 500, body: { error: { message: "down" } } });
    expect((await ask(s, "how much have i spent on the deck so far?")).response).toMatch(/^You spent \$393\.30/);
  });
});
