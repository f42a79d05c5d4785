import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("processing configuration", () => {
  it("defaults to the local engine and an in-process worker, one on SQLite and two on PostgreSQL", () => {
    expect(loadConfig({}).processing).toMatchObject({ worker: true, workerConcurrency: 1, jobMaxAttempts: 5, llm: null, embedding: null });
    expect(loadConfig({ DATABASE_URL: "postgres://x@localhost/db" }).processing.workerConcurrency).toBe(2);
    expect(loadConfig({ WORKER: "off", WORKER_CONCURRENCY: "3", JOB_MAX_ATTEMPTS: "2" }).processing).toMatchObject({
      worker: false,
      workerConcurrency: 3,
      jobMaxAttempts: 2,
    });
  });

  it("reads the LLM and embedding endpoints, the embedding defaulting to the LLM's base URL", () => {
    const { llm, embedding } = loadConfig({
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_MODEL: "qwen2.5:7b",
      LLM_API_KEY: "sk-test",
      EMBEDDING_MODEL: "nomic-embed-text",
    }).processing;
    expect(llm).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b", apiKey: "sk-test", timeoutMs: 15_000 });
    expect(embedding).toMatchObject({ baseUrl: "http://127.0.0.1:11434/v1", model: "nomic-embed-text" });
  });

  it("stops with a message naming the variable when a setting is incomplete or invalid", () => {
    expect(() => loadConfig({ LLM_MODEL: "gpt-4o-mini" })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_BASE_URL: "not a url", LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ EMBEDDING_MODEL: "e" })).toThrow(/EMBEDDING_BASE_URL/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: "0" })).toThrow(/WORKER_CONCURRENCY/);
    expect(loadConfig({ LLM_BASE_URL: "", LLM_MODEL: "" }).processing.llm).toBeNull();
  });
});
