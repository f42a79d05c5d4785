import { describe, expect, it } from "vitest";
import { createToken } from "../auth/credentials.js";
import { generateApiKey, looksLikeApiKey } from "./api-key-format.js";

describe("looksLikeApiKey", () => {
  it("takes a generated key for a key", () => {
    expect(looksLikeApiKey(generateApiKey().fullKey)).toBe(true);
  });

  it("leaves a session token that happens to start with li_ to the session check", () => {
    const token = `li_${createToken().slice(3)}`;
    expect(token).toHaveLength(createToken().length);
    expect(looksLikeApiKey(token)).toBe(false);
  });
});
