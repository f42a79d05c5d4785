import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const llm = { LLM_BASE_URL: "https://llm.example/v1", LLM_MODEL: "m", LLM_API_KEY: "sk-llm" };

describe("embedding endpoint credentials", () => {
  it("sends LLM_API_KEY to the embedding endpoint only on the LLM's own origin", () => {
    expect(loadConfig({ ...llm, EMBEDDING_MODEL: "e" }).processing.embedding?.apiKey).toBe("sk-llm");
    expect(loadConfig({ ...llm, EMBEDDING_MODEL: "e", EMBEDDING_BASE_URL: "https://llm.example/other" }).processing.embedding?.apiKey).toBe("sk-llm");
    for (const elsewhere of ["https://embed.example/v1", "http://llm.example/v1", "https://llm.example:8443/v1"]) {
      const { embedding } = loadConfig({ ...llm, EMBEDDING_MODEL: "e", EMBEDDING_BASE_URL: elsewhere }).processing;
      expect(embedding?.baseUrl, elsewhere).toBe(elsewhere);
      expect(embedding?.apiKey, elsewhere).toBeUndefined();
    }
  });

  it("uses EMBEDDING_API_KEY for the embedding endpoint wherever it is", () => {
    const remote = loadConfig({ ...llm, EMBEDDING_MODEL: "e", EMBEDDING_BASE_URL: "https://embed.example/v1", EMBEDDING_API_KEY: "sk-embed" });
    expect(remote.processing.embedding?.apiKey).toBe("sk-embed");
    expect(remote.processing.llm?.apiKey).toBe("sk-llm");
    expect(loadConfig({ ...llm, EMBEDDING_MODEL: "e", EMBEDDING_API_KEY: "sk-embed" }).processing.embedding?.apiKey).toBe("sk-embed");
    expect(loadConfig({ EMBEDDING_MODEL: "e", EMBEDDING_BASE_URL: "https://embed.example/v1", EMBEDDING_API_KEY: "sk-embed" }).processing.embedding?.apiKey).toBe("sk-embed");
  });
});
