import { parseWallTime, wallTimeToInstant } from "@life/classifier";
import type { ChatRespondResponse, Thought } from "@life/contracts";
import { expect } from "vitest";
import { bearer, buildTestApp, type TestApp } from "./build-app.js";
import { DEFAULT_VOICE_MAX_BYTES } from "../src/modules/chat/chat.config.js";

/**
 * Notes captured through the real path (POST /thoughts, classified by the local engine) at the
 * times they were written, as the Q&A eval does, for the tests of answers from notes.
 */
export const ZONE = "America/Halifax";
let clock = new Date();
export const at = (local: string) => wallTimeToInstant(parseWallTime(local), ZONE);

export interface Setup {
  t: TestApp;
  token: string;
  ids: Map<string, string>;
}

export async function setUp(llm: { baseUrl: string } | null): Promise<Setup> {
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

export const ask = async ({ t, token }: Setup, message: string, as = token) => {
  const response = await t.app.inject({ method: "POST", url: "/api/chat/respond", headers: bearer(as), payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json<ChatRespondResponse>();
};

