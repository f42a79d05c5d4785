import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { SecretBox } from "./secret-box.js";

describe("SecretBox", () => {
  it("seals with a fresh IV each time and opens only its own, unaltered output", () => {
    const box = SecretBox.fromKey(Buffer.alloc(32, 7));
    const a = box.seal("refresh-token");
    const b = box.seal("refresh-token");
    expect(a).not.toBe(b);
    expect(a).not.toContain("refresh-token");
    expect(box.open(a)).toBe("refresh-token");
    const parts = a.split(":");
    const body = Buffer.from(parts[3]!, "base64");
    body[0] = body[0]! ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString("base64")].join(":"))).toThrow();
    expect(() => SecretBox.fromKey(Buffer.alloc(32, 8)).open(a)).toThrow();
  });

  it("makes a key file under DATA_DIR once (mode 0600) and reuses it", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "life-key-")), "data");
    const sealed = SecretBox.load(undefined, dir).seal("x");
    const file = path.join(dir, "secret.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toMatch(/^[0-9a-f]{64}$/);
    expect(SecretBox.load(undefined, dir).open(sealed)).toBe("x");
  });

  it("takes SECRET_KEY as hex or base64 and refuses a key of the wrong size", () => {
    const hex = "ab".repeat(32);
    const sealed = SecretBox.load(hex, "/nonexistent").seal("y");
    expect(SecretBox.load(Buffer.from(hex, "hex").toString("base64"), "/nonexistent").open(sealed)).toBe("y");
    expect(() => SecretBox.load("too-short", "/nonexistent")).toThrow(/SECRET_KEY must be 32 bytes/);
  });

  it("config: Google is configured only with all three settings", () => {
    const base = { DATA_DIR: tmpdir() };
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).calendar.google).toBeNull();
    const google = loadConfig({ ...base, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", GOOGLE_REDIRECT_URI: "https://life.example/api/calendar/oauth/callback" }).calendar.google;
    expect(google).toMatchObject({ clientId: "id", tokenUrl: "https://oauth2.googleapis.com/token" });
    expect(loadConfig(base).calendar.syncIntervalMinutes).toBe(15);
  });
});
