import type { ChatRespondResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { DEFAULT_VOICE_MAX_BYTES } from "./chat.config.js";
import { QA_TEXT_LIMIT, readableText } from "./qa.repository.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({}, { chatConfig: { llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const filler = (length: number) => "the light through the kitchen window was lovely again ".repeat(Math.ceil(length / 54)).slice(0, length);

describe("long notes in answers", () => {
  it("reads a note up to the limit, cut at a space, and a short note whole", () => {
    expect(readableText("bought a kettle")).toBe("bought a kettle");
    const long = `bought a kettle ${filler(9000)}`;
    const read = readableText(long);
    expect(read.length).toBeLessThanOrEqual(QA_TEXT_LIMIT);
    expect(read.length).toBeGreaterThan(QA_TEXT_LIMIT / 2);
    expect(long.startsWith(read)).toBe(true);
    expect(long[read.length]).toBe(" ");
  });

  it("answers from the opening of a 10,000-character note and cites it", async () => {
    const note = await makeThought(t.database, user, { original_input: `the harpsichord tuner is called Ambrose Pettigrew, ${filler(9900)}`.slice(0, 10_000) });
    const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(token), payload: { message: "what was the name of the harpsichord tuner?" } });
    expect(response.statusCode).toBe(200);
    const body = response.json<ChatRespondResponse>();
    expect(body.citations?.map((c) => c.id)).toContain(note.id);
    expect(body.response).toContain("Ambrose");
  });
});
