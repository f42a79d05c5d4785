import { describe, expect, it } from "vitest";
import { DEFAULT_VOICE_MAX_BYTES, readChatConfig } from "./chat.config.js";

const llm = { baseUrl: "https://llm.example/v1", model: "m", apiKey: "sk-llm", timeoutMs: 30_000 };

describe("readChatConfig", () => {
  it("keeps everything local by default", () => {
    expect(readChatConfig(null, {})).toEqual({ llm: null, stt: null, voiceMaxBytes: DEFAULT_VOICE_MAX_BYTES });
    expect(readChatConfig(null, { STT_BASE_URL: "  " }).stt).toBeNull();
  });

  it("uses the app's LLM with a time-out short enough for a person waiting", () => {
    expect(readChatConfig(llm, {}).llm).toEqual({ baseUrl: llm.baseUrl, model: "m", apiKey: "sk-llm", timeoutMs: 10_000 });
    expect(readChatConfig({ ...llm, timeoutMs: 2_000 }, {}).llm?.timeoutMs).toBe(2_000);
  });

  it("reads speech-to-text, reusing the LLM key only for the same service", () => {
    expect(readChatConfig(null, { STT_BASE_URL: "http://127.0.0.1:9000/v1", STT_MAX_BYTES: "1024" })).toMatchObject({
      stt: { baseUrl: "http://127.0.0.1:9000/v1", model: "whisper-1", apiKey: undefined },
      voiceMaxBytes: 1024,
    });
    expect(readChatConfig(llm, { STT_BASE_URL: llm.baseUrl }).stt?.apiKey).toBe("sk-llm");
    expect(readChatConfig(llm, { STT_BASE_URL: "https://other.example/v1" }).stt?.apiKey).toBeUndefined();
    expect(readChatConfig(llm, { STT_BASE_URL: llm.baseUrl, STT_API_KEY: "sk-stt", STT_MODEL: "whisper-large" }).stt).toMatchObject({ apiKey: "sk-stt", model: "whisper-large" });
  });

  it("stops with a message naming the variable", () => {
    expect(() => readChatConfig(null, { STT_BASE_URL: "ftp://x" })).toThrow(/^Invalid configuration: STT_BASE_URL/);
    expect(() => readChatConfig(null, { STT_MAX_BYTES: "lots" })).toThrow(/STT_MAX_BYTES/);
  });
});
