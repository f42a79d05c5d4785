import type { Thought, User } from "@life/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { startFakeOpenAi, type FakeOpenAi } from "./testing/fake-openai.js";

const MAX_BYTES = 64 * 1024;
let fake: FakeOpenAi;
let t: TestApp;
let bare: TestApp;
let user: User;
let token: string;
let bareToken: string;

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----life-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const audio = (bytes = 2048): Part => ({ name: "audio", filename: "memo.webm", type: "audio/webm", data: Buffer.alloc(bytes, 7) });

const upload = (parts: Part[], app = t, as = token) => {
  const body = multipart(parts);
  return app.app.inject({ method: "POST", url: "/api/thoughts/voice", headers: { ...bearer(as), ...body.headers }, payload: body.payload });
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({}, { chatConfig: { llm: null, stt: { baseUrl: fake.baseUrl, model: "whisper-1", apiKey: "sk-stt", timeoutMs: 2000 }, voiceMaxBytes: MAX_BYTES } });
  bare = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: MAX_BYTES } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  bareToken = await makeSession(bare.database, await makeUser(bare.database));
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await t.app.close();
  await bare.app.close();
  await fake.close();
});

describe("POST /api/thoughts/voice", () => {
  it("transcribes the recording and captures the transcript as a thought", async () => {
    fake.reply({ body: { text: "  Call the plumber about the leak tomorrow  " } });
    const response = await upload([audio()]);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ data: Thought; transcript: string }>();
    expect(body.transcript).toBe("Call the plumber about the leak tomorrow");
    expect(body.data).toMatchObject({ user_id: user.id, original_input: "Call the plumber about the leak tomorrow" });
    const listed = await t.app.inject({ method: "GET", url: `/api/thoughts/${body.data.id}`, headers: bearer(token) });
    expect(listed.statusCode).toBe(200);

    const [request] = fake.seen;
    expect(request).toMatchObject({ method: "POST", url: "/v1/audio/transcriptions" });
    expect(request!.headers.authorization).toBe("Bearer sk-stt");
    expect(request!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const sent = request!.raw.toString("latin1");
    expect(sent).toMatch(/name="model"\r\n\r\nwhisper-1\r\n/);
    expect(sent).toMatch(/name="file"; filename="memo.webm"\r\nContent-Type: audio\/webm/);
    expect(request!.raw.includes(Buffer.alloc(2048, 7))).toBe(true);
  });

  it("answers 501 when speech-to-text is not configured", async () => {
    const response = await upload([audio()], bare, bareToken);
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ error: "Speech-to-text is not configured" });
  });

  it("answers 413 for a recording over the limit, without calling the service", async () => {
    const response = await upload([audio(MAX_BYTES + 1)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The recording is too large (at most 0.1 MB)" });
    expect(fake.seen).toHaveLength(0);
  });

  it("answers 415 for a file that is not audio, or a body that is not multipart", async () => {
    const text = await upload([{ name: "audio", filename: "notes.txt", type: "text/plain", data: "hello" }]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: "The recording must be audio (received text/plain)" });
    const json = await t.app.inject({ method: "POST", url: "/api/thoughts/voice", headers: bearer(token), payload: { audio: "x" } });
    expect(json.statusCode).toBe(415);
    expect(fake.seen).toHaveLength(0);
  });

  it("answers 400 when the recording is not in the field audio, or is empty", async () => {
    expect((await upload([{ ...audio(), name: "file" }])).json()).toEqual({ error: 'The recording must be sent in the field "audio"' });
    expect((await upload([{ name: "note", data: "just a field" }])).statusCode).toBe(400);
    expect((await upload([audio(0)])).json()).toEqual({ error: "The recording is empty" });
  });

  it("answers 502 when the service fails and 422 when it hears nothing", async () => {
    fake.reply({ status: 500, body: { error: { message: "down" } } }, { body: { text: "   " } });
    expect((await upload([audio()])).statusCode).toBe(502);
    const silent = await upload([audio()]);
    expect(silent.statusCode).toBe(422);
    expect(silent.json()).toEqual({ error: "No speech was recognised in the recording" });
  });

  it("tells the person a short reason and never the provider's text or address", async () => {
    const secret = { error: { message: "Invalid key sk-live-SECRET42 for org-9f8e7d; see https://stt.provider.example/v1/keys" } };
    fake.reply({ status: 401, body: secret }, { body: { transcript_missing: "https://stt.provider.example/echo?key=sk-live-SECRET42" } }, { hang: true });
    const answers = [await upload([audio()]), await upload([audio()]), await upload([audio()])];
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [502, { error: "The speech-to-text service failed. Please try again." }],
      [502, { error: "The speech-to-text answer was invalid. Please try again." }],
      [504, { error: "Speech-to-text timed out. Please try again." }],
    ]);
    for (const answer of answers) {
      for (const leak of ["SECRET42", "provider.example", "org-9f8e7d", "127.0.0.1", fake.baseUrl]) expect(answer.body).not.toContain(leak);
    }
  });

  it("needs a token, checked before the upload is read", async () => {
    const body = multipart([audio()]);
    const response = await t.app.inject({ method: "POST", url: "/api/thoughts/voice", headers: body.headers, payload: body.payload });
    expect(response.statusCode).toBe(401);
  });

  it("leaves the rest of the API JSON-only", async () => {
    const body = multipart([{ name: "original_input", data: "hello" }]);
    const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(415);
  });
});
