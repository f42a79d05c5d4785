import type { User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "../chat/chat.config.js";
import { completionReply, startFakeOpenAi, type FakeOpenAi } from "../chat/testing/fake-openai.js";
import { QuotasRepository } from "./quotas.repository.js";
import { QuotasService } from "./quotas.service.js";

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const endpoint = { baseUrl: fake.baseUrl, model: "test-model", timeoutMs: 2000 };
  t = await buildTestApp(
    { limits: { ...testConfig().limits, dailyLlm: 1, dailyStt: 1 } },
    { chatConfig: { llm: endpoint, stt: { ...endpoint, model: "whisper-1" }, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } },
  );
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const service = (limits: { dailyLlm: number; dailyStt: number }, now: () => Date) =>
  new QuotasService(new QuotasRepository(t.database.db), limits, { now });

describe("QuotasService.consume", () => {
  it("grants exactly the quota to concurrent calls, per kind", async () => {
    const user: User = await makeUser(t.database);
    const quotas = service({ dailyLlm: 5, dailyStt: 2 }, () => new Date("2026-11-25T10:00:00Z"));
    const decisions = await Promise.all(Array.from({ length: 20 }, () => quotas.consume(user.id, "llm")));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect((await quotas.consume(user.id, "stt")).allowed).toBe(true);
    expect(await new QuotasRepository(t.database.db).countFor(user.id, "2026-11-25", "llm")).toBe(5);
  });

  it("starts again on the next UTC day and says when", async () => {
    const user = await makeUser(t.database);
    let now = new Date("2026-11-25T23:59:30Z");
    const quotas = service({ dailyLlm: 1, dailyStt: 0 }, () => now);
    expect((await quotas.consume(user.id, "llm")).allowed).toBe(true);
    expect(await quotas.consume(user.id, "llm")).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
      message: "Daily AI assistant limit reached (1 a day). It resets at midnight UTC.",
    });
    now = new Date("2026-11-26T00:00:01Z");
    expect((await quotas.consume(user.id, "llm")).allowed).toBe(true);
  });

  it("counts nothing when the quota is 0 (unlimited)", async () => {
    const user = await makeUser(t.database);
    const quotas = service({ dailyLlm: 0, dailyStt: 0 }, () => new Date("2026-11-25T10:00:00Z"));
    for (let i = 0; i < 3; i++) expect((await quotas.consume(user.id, "stt")).allowed).toBe(true);
    expect(await new QuotasRepository(t.database.db).countFor(user.id, "2026-11-25", "stt")).toBe(0);
  });
});

describe("quotas on the API", () => {
  it("answers 429 once the day's LLM calls are spent, on the command bar and in Q&A alike", async () => {
    const user = await makeUser(t.database);
    const token = await makeSession(t.database, user);
    const thought = await makeThought(t.database, user);
    fake.reset();
    fake.reply(completionReply({ op: "tag", field: null, value: "kitchen" }));
    const first = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: "file this under kitchen stuff", thoughtId: thought.id } });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: "POST", url: "/api/chat/command", headers: bearer(token), payload: { command: "file this under garden stuff", thoughtId: thought.id } });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(/^Daily AI assistant limit reached/);
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    const question = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message: "what is on today?" } });
    expect(question.statusCode).toBe(429);
    expect(fake.seen).toHaveLength(1);
  });

  it("answers 429 once the day's transcriptions are spent, without calling the service", async () => {
    const token = await makeSession(t.database, await makeUser(t.database));
    const boundary = "----quota";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n`),
      Buffer.alloc(512, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = () =>
      t.app.inject({ method: "POST", url: "/api/thoughts/voice", headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    fake.reset();
    fake.reply({ body: { text: "Call the plumber" } });
    expect((await upload()).statusCode).toBe(201);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Daily voice transcription limit reached/);
    expect(fake.seen).toHaveLength(1);
  });
});
