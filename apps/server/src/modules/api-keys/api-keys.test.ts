import type { ApiKey, ApiKeyListResponse, CreatedApiKeyResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { hashApiKey } from "./api-key-format.js";
import { ApiKeyUsage } from "./api-key-usage.js";
import { ApiKeysRepository } from "./api-keys.repository.js";
import { ApiKeysService } from "./api-keys.service.js";

let t: TestApp;
let user: User;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
});
afterAll(async () => {
  await t.app.close();
});

const create = async (url: string, payload: object, as = token) => {
  const response = await t.app.inject({ method: "POST", url: `/api${url}`, headers: bearer(as), payload });
  return { response, data: response.json<CreatedApiKeyResponse>().data };
};
const listKeys = async (as = token) => {
  const response = await t.app.inject({ method: "GET", url: "/api/api-keys", headers: bearer(as) });
  expect(response.statusCode).toBe(200);
  return response.json<ApiKeyListResponse>().data;
};
const capture = (headers: Record<string, string>, text = "Call the plumber tomorrow") =>
  t.app.inject({ method: "POST", url: "/api/shortcuts/capture", headers, payload: { original_input: text } });

describe("creating keys", () => {
  it("returns the full key once, as li_<key_id>_<secret>, and stores only its SHA-256", async () => {
    const { response, data } = await create("/api-keys", { name: "Home script", type: "general" });
    expect(response.statusCode).toBe(201);
    expect(data.apiKey).toMatch(/^li_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(data.fullApiKey).toBe(data.apiKey);
    expect(data.apiKey.startsWith(`li_${data.key_id}_`)).toBe(true);
    expect(data).toMatchObject({ name: "Home script", type: "general", device: null, usage_count: 0, last_used: null, is_active: true });

    const row = await t.database.db.selectFrom("api_keys").selectAll().where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(data.apiKey));
    const secret = data.apiKey.split("_").slice(2).join("_");
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await listKeys();
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.find((k) => k.id === data.id)).not.toHaveProperty("apiKey");
  });

  it("makes every key different, with at least 128 random bits", async () => {
    const a = (await create("/api-keys", { name: "a" })).data.apiKey;
    const b = (await create("/api-keys", { name: "b" })).data.apiKey;
    expect(a).not.toBe(b);
    // 43 base64url characters carry 256 bits.
    expect(a.split("_").slice(2).join("_")).toHaveLength(43);
  });

  it("defaults the shortcut and GPT names as the setup pages do", async () => {
    expect((await create("/api-keys/shortcut", { device: "Anna's iPad" })).data).toMatchObject({ name: "Anna's iPad Shortcuts", type: "shortcut", device: "Anna's iPad" });
    expect((await create("/api-keys/shortcut", { name: "  " })).data).toMatchObject({ name: "iPhone Shortcuts", device: null });
    expect((await create("/api-keys/gpt", {})).data).toMatchObject({ name: "Life Intelligence GPT", type: "gpt" });
    expect((await create("/api-keys/gpt", { name: "My GPT" })).data.name).toBe("My GPT");
  });

  it("refuses admin keys, unknown types and a missing name with a clear 400", async () => {
    for (const [payload, message] of [
      [{ name: "x", type: "admin" }, "Admin keys cannot be created from the API"],
      [{ name: "x", type: "root" }, "type must be general, shortcut or gpt"],
      [{ type: "general" }, "name is required"],
      [{ name: "   " }, "name must not be empty"],
    ] as const) {
      const { response } = await create("/api-keys", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it("lists only the person's own keys; the shortcuts list holds active shortcut keys with keyName and createdAt", async () => {
    const other = await makeUser(t.database);
    const otherToken = await makeSession(t.database, other);
    const mine = (await create("/api-keys/shortcut", { device: "Watch" })).data;
    await create("/api-keys", { name: "theirs" }, otherToken);
    expect((await listKeys(otherToken)).map((k) => k.name)).toEqual(["theirs"]);
    const response = await t.app.inject({ method: "GET", url: "/api/api-keys/shortcuts", headers: bearer(token) });
    const shortcuts = response.json<{ data: Array<ApiKey & { keyName: string; createdAt: string }> }>().data;
    expect(shortcuts.every((k) => k.type === "shortcut" && k.is_active)).toBe(true);
    expect(shortcuts[0]).toMatchObject({ id: mine.id, keyName: "Watch Shortcuts", createdAt: mine.created_at });
  });
});

describe("a key's life", () => {
  it("works, counts its uses, and stops at once when revoked", async () => {
    const { data } = await create("/api-keys/shortcut", { device: "iPhone" });
    expect((await capture(bearer(data.apiKey))).statusCode).toBe(201);
    expect((await capture({ "x-api-key": data.apiKey })).statusCode).toBe(201);
    const used = (await listKeys()).find((k) => k.id === data.id)!;
    expect(used.usage_count).toBe(2);
    expect(used.last_used).not.toBeNull();

    const revoke = await t.app.inject({ method: "DELETE", url: `/api/api-keys/${data.id}`, headers: bearer(token) });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ success: true, data: { id: data.id, is_active: false } });

    const refused = await capture(bearer(data.apiKey));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: "Invalid or revoked API key" });
    expect((await listKeys()).find((k) => k.id === data.id)).toMatchObject({ is_active: false, usage_count: 2 });
    const shortcuts = await t.app.inject({ method: "GET", url: "/api/api-keys/shortcuts", headers: bearer(token) });
    expect(shortcuts.json<{ data: ApiKey[] }>().data.map((k) => k.id)).not.toContain(data.id);
  });

  it("answers 404 to revoking another person's key or an unknown one, and leaves theirs working", async () => {
    const other = await makeUser(t.database);
    const otherToken = await makeSession(t.database, other);
    const theirs = (await create("/api-keys/shortcut", {}, otherToken)).data;
    for (const id of [theirs.id, "5b0c2a44-1f7e-4e8a-9a51-6f3f9b1c0d2e"]) {
      const response = await t.app.inject({ method: "DELETE", url: `/api/api-keys/${id}`, headers: bearer(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "API key not found" });
    }
    expect((await capture(bearer(theirs.apiKey))).statusCode).toBe(201);
  });

  it("never reaches key management or the account, even to revoke itself", async () => {
    const { data } = await create("/api-keys", { name: "general" });
    for (const [method, url] of [
      ["GET", "/api/api-keys"],
      ["POST", "/api/api-keys"],
      ["DELETE", `/api/api-keys/${data.id}`],
      ["GET", "/api/auth/me"],
      ["POST", "/api/auth/logout-all"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(data.apiKey), payload: method === "POST" ? { name: "x" } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await listKeys()).find((k) => k.id === data.id)?.is_active).toBe(true);
  });
});

describe("usage counting", () => {
  it("writes uses in a batch rather than once per request", async () => {
    const repository = new ApiKeysRepository(t.database.db);
    const usage = new ApiKeyUsage(repository);
    const service = new ApiKeysService(repository, usage);
    const created = await service.createKey(user, { name: "batch", type: "general", device: null });
    const stored = () => t.database.db.selectFrom("api_keys").select(["usage_count", "last_used"]).where("id", "=", created.id).executeTakeFirstOrThrow();

    for (let i = 0; i < 5; i++) expect(await service.authenticate(created.apiKey)).not.toBeNull();
    expect(await service.authenticate(`${created.apiKey.slice(0, -2)}zz`)).toBeNull();
    expect(await stored()).toMatchObject({ usage_count: 0, last_used: null });
    expect((await service.listKeys(user)).find((k) => k.id === created.id)?.usage_count).toBe(5);

    await usage.flush();
    const written = await stored();
    expect(written.usage_count).toBe(5);
    expect(written.last_used).not.toBeNull();
    // Nothing pending is counted twice.
    await usage.flush();
    expect((await stored()).usage_count).toBe(5);
    expect((await service.listKeys(user)).find((k) => k.id === created.id)?.usage_count).toBe(5);
  });
});

describe("logging", () => {
  it("never writes a key to the log, whether sent as bearer, in x-api-key, rejected or just created", async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ logLevel: "trace" }, { logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const owner = await makeUser(logged.database);
      const session = await makeSession(logged.database, owner);
      const response = await logged.app.inject({ method: "POST", url: "/api/api-keys/gpt", headers: bearer(session), payload: {} });
      const key = response.json<CreatedApiKeyResponse>().data.apiKey;
      await logged.app.inject({ method: "POST", url: "/api/gpt/test", headers: { "x-api-key": key } });
      await logged.app.inject({ method: "POST", url: "/api/gpt/parse", headers: bearer(key), payload: { conversation: "" } });
      await logged.app.inject({ method: "GET", url: "/api/api-keys", headers: { "x-api-key": key } });
      await logged.app.inject({ method: "POST", url: "/api/gpt/test", headers: { "x-api-key": `${key.slice(0, -1)}Q` } });
      const log = lines.join("");
      expect(log).toContain("incoming request");
      expect(log).toContain("/api/gpt/test");
      const secret = key.split("_").slice(2).join("_");
      expect(log).not.toContain(secret.slice(0, 20));
      expect(log).not.toContain(secret.slice(-20));
    } finally {
      await logged.app.close();
    }
  });
});

describe("usage counting when the database refuses a write", () => {
  it("keeps the uses it could not write for the next flush, and writes the others", async () => {
    const repository = new ApiKeysRepository(t.database.db);
    const a = await new ApiKeysService(repository, new ApiKeyUsage(repository)).createKey(user, { name: "a", type: "general", device: null });
    const b = await new ApiKeysService(repository, new ApiKeyUsage(repository)).createKey(user, { name: "b", type: "general", device: null });
    let failOnce = true;
    const flaky = Object.create(repository) as ApiKeysRepository;
    flaky.addUsage = async (userId, id, uses, lastUsed) => {
      if (id === a.id && failOnce) {
        failOnce = false;
        throw new Error("database is locked");
      }
      return repository.addUsage(userId, id, uses, lastUsed);
    };
    const usage = new ApiKeyUsage(flaky);
    const service = new ApiKeysService(repository, usage);
    await service.authenticate(a.apiKey);
    await service.authenticate(b.apiKey);
    await expect(usage.flush()).rejects.toThrow("database is locked");
    const count = async (id: string) => (await t.database.db.selectFrom("api_keys").select("usage_count").where("id", "=", id).executeTakeFirstOrThrow()).usage_count;
    expect(await count(b.id)).toBe(1);
    expect(await count(a.id)).toBe(0);
    await service.authenticate(a.apiKey);
    await usage.flush();
    expect(await count(a.id)).toBe(2);
  });
});
