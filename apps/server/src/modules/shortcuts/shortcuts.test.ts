import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CreatedApiKeyResponse, DocumentDetail, DocumentListResponse, ShortcutPhotoResponse, Thought, User } from "@life/contracts";
import { SCHEDULE_NEEDS_TIME, SHORTCUT_PHOTO_ONLY_IMAGES } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { drainJobs } from "../../../test/drain-jobs.js";
import { makeLetterDocx, makeReceiptPdf, makeTextPng } from "../../../test/document-fixtures.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { multipart, type Part } from "../../../test/multipart.js";
import { defaultDocumentsConfig } from "../documents/documents.config.js";

let t: TestApp;
let user: User;
let token: string;
let key: string;
let storageDir: string;
const PHOTO_MAX_BYTES = 64 * 1024;

async function shortcutKey(app: TestApp, session: string, device = "iPhone"): Promise<string> {
  const response = await app.app.inject({ method: "POST", url: "/api/api-keys/shortcut", headers: bearer(session), payload: { device } });
  return response.json<CreatedApiKeyResponse>().data.apiKey;
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-shortcuts-"));
  const documents = { ...defaultDocumentsConfig(dataDir), maxBytes: PHOTO_MAX_BYTES };
  storageDir = documents.storageDir;
  t = await buildTestApp({ dataDir, documents });
  user = await makeUser(t.database, { email: `shortcuts-${Date.now()}@example.com` });
  token = await makeSession(t.database, user);
  key = await shortcutKey(t, token);
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = bearer(key)) =>
  t.app.inject({ method: "POST", url: `/api/shortcuts${url}`, headers, payload: payload as object });
const feed = async () =>
  (await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(token) })).json<{ data: Thought[] }>().data;

describe("POST /api/shortcuts/capture", () => {
  it("captures into the key owner's account, queued and then classified like a web capture", async () => {
    const response = await post("/capture", { original_input: "Buy a birthday present for Mum on Saturday" });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Thought }>();
    expect(data.user_id).toBe(user.id);
    expect(data.original_input).toBe("Buy a birthday present for Mum on Saturday");
    expect(data).toMatchObject({ processing_status: "queued", domain: null });
    await drainJobs(t.app);
    const classified = (await feed()).find((th) => th.id === data.id);
    expect(classified?.processing_status).toBe("done");
    expect(classified?.domain).not.toBeNull();
    expect(classified?.ai_title).not.toBeNull();
  });

  it("validates like POST /thoughts", async () => {
    for (const [payload, message] of [
      [{}, "original_input is required"],
      [{ original_input: "   " }, "original_input must not be empty"],
      [{ original_input: "x".repeat(10_001) }, "at most 10,000 characters"],
    ] as const) {
      const response = await post("/capture", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it("honours Idempotency-Key: a Shortcut retried after a timeout creates one thought", async () => {
    const headers = { ...bearer(key), "idempotency-key": "shortcut-run-1" };
    const first = await post("/capture", { original_input: "Water the plants" }, headers);
    const again = await post("/capture", { original_input: "Water the plants" }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.json<{ data: Thought }>().data.id).toBe(first.json<{ data: Thought }>().data.id);
    expect((await feed()).filter((th) => th.original_input === "Water the plants")).toHaveLength(1);
  });

  it("also takes the key on POST /api/thoughts, as the shortcuts page lists", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/thoughts", headers: bearer(key), payload: { original_input: "Book the car service" } });
    expect(response.statusCode).toBe(201);
    // …but a shortcut key reads nothing.
    expect((await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(key) })).statusCode).toBe(403);
  });
});

describe("POST /api/shortcuts/schedule", () => {
  it("captures a thought that carries a time, with the time set at once and the rest left to the job", async () => {
    const response = await post("/schedule", { original_input: "Dentist tomorrow at 3pm" });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Thought }>();
    expect(data.scheduled_for).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data).toMatchObject({ processing_status: "queued", domain: null });
    await drainJobs(t.app);
    const done = (await feed()).find((th) => th.id === data.id);
    expect(done).toMatchObject({ processing_status: "done", scheduled_for: data.scheduled_for });
    expect(done?.domain).not.toBeNull();
  });

  it("keeps the time found even where the classifier would leave it out", async () => {
    const { data } = (await post("/schedule", { original_input: "Feeling nervous about the interview on Friday" })).json<{ data: Thought }>();
    expect(data.scheduled_for).not.toBeNull();
    await drainJobs(t.app);
    expect((await feed()).find((th) => th.id === data.id)?.scheduled_for).toBe(data.scheduled_for);
  });

  it("refuses a thought without a date or time, saving nothing", async () => {
    const before = (await feed()).length;
    const response = await post("/schedule", { original_input: "Think about the garden" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SCHEDULE_NEEDS_TIME });
    expect((await feed()).length).toBe(before);
  });
});

describe("POST /api/shortcuts/test", () => {
  it("names the key and the account", async () => {
    const response = await post("/test", {});
    expect(response.statusCode).toBe(200);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('"iPhone Shortcuts"');
    expect(message).toContain(user.email);
  });

  it("from the web page (a session) names the account and its newest active shortcut key", async () => {
    await shortcutKey(t, token, "iPad");
    const { message } = (await post("/test", {}, bearer(token))).json<{ message: string }>();
    expect(message).toContain(user.email);
    expect(message).toContain('"iPad Shortcuts"');
  });

  it("refuses a GPT key", async () => {
    const gpt = (await t.app.inject({ method: "POST", url: "/api/api-keys/gpt", headers: bearer(token), payload: {} })).json<CreatedApiKeyResponse>().data.apiKey;
    expect((await post("/test", {}, { "x-api-key": gpt })).statusCode).toBe(403);
  });
});

describe("rate limits", () => {
  it("count shortcut captures per user like web captures", async () => {
    const limited = await buildTestApp({ limits: { ...testConfig().limits, capturePerMinute: 2 } });
    try {
      const owner = await makeUser(limited.database);
      const ownerKey = await shortcutKey(limited, await makeSession(limited.database, owner));
      const send = () => limited.app.inject({ method: "POST", url: "/api/shortcuts/capture", headers: bearer(ownerKey), payload: { original_input: "note" } });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json<{ error: string }>().error).toMatch(/^Too many requests/);
      // Photos have a budget of the same size.
      const body = multipart([{ name: "photo", filename: "a.png", type: "image/png", data: await makeTextPng(["a"]) }]);
      const sendPhoto = () => limited.app.inject({ method: "POST", url: "/api/shortcuts/photo", headers: { ...bearer(ownerKey), ...body.headers }, payload: body.payload });
      expect((await sendPhoto()).statusCode).toBe(201);
      expect((await sendPhoto()).statusCode).toBe(201);
      expect((await sendPhoto()).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

describe("POST /api/shortcuts/photo", () => {
  const photo = (data: Buffer, filename = "IMG_0001.png", type = "image/png"): Part => ({ name: "photo", filename, type, data });
  const sendPhoto = (parts: Part[], headers: Record<string, string> = bearer(key)) => {
    const body = multipart(parts);
    return t.app.inject({ method: "POST", url: "/api/shortcuts/photo", headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const filesOf = (userId: string) => (existsSync(path.join(storageDir, userId)) ? readdirSync(path.join(storageDir, userId)) : []);
  const documentsOf = async (session: string) =>
    (await t.app.inject({ method: "GET", url: "/api/documents", headers: bearer(session) })).json<DocumentListResponse>().documents;

  it("stores the photo as the key owner's document and, once read, links a thought classified like any capture", async () => {
    const png = await makeTextPng(["Parking bay 4B", "Level 2"]);
    const response = await sendPhoto([{ name: "title", data: "Where I parked the car at the airport" }, photo(png)]);
    expect(response.statusCode, response.body).toBe(201);
    const { data, isDuplicate } = response.json<ShortcutPhotoResponse>();
    expect(isDuplicate).toBe(false);
    expect(data).toMatchObject({ original_filename: "IMG_0001.png", mime_type: "image/png", file_size: png.length, title: "Where I parked the car at the airport" });
    expect(readFileSync(path.join(storageDir, user.id, data.id)).equals(png)).toBe(true);
    expect((await documentsOf(token)).map((d) => d.id)).toContain(data.id);

    await drainJobs(t.app);
    const done = (await t.app.inject({ method: "GET", url: `/api/documents/${data.id}`, headers: bearer(token) })).json<{ data: DocumentDetail }>().data;
    expect(done.processing_status).toBe("done");
    expect(done.thought_id).toBeTruthy();
    expect(done.links).toEqual([expect.objectContaining({ entity_type: "thought", entity_id: done.thought_id })]);
    const thought = (await t.app.inject({ method: "GET", url: `/api/thoughts/${done.thought_id}`, headers: bearer(token) })).json<{ data: Thought }>().data;
    expect(thought).toMatchObject({ user_id: user.id, original_input: "Where I parked the car at the airport" });
    expect(thought.domain).not.toBeNull();
    expect(thought.ai_title).not.toBeNull();
  }, 120_000);

  it("takes a JPEG from the web page's session too", async () => {
    const { createCanvas } = await import("@napi-rs/canvas");
    const canvas = createCanvas(40, 30);
    canvas.getContext("2d").fillRect(0, 0, 20, 15);
    const jpeg = await canvas.encode("jpeg");
    const response = await sendPhoto([photo(jpeg, "snap.jpg", "image/jpeg")], bearer(token));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<ShortcutPhotoResponse>();
    expect(data.mime_type).toBe("image/jpeg");
    expect((await documentsOf(token)).map((d) => d.id)).toContain(data.id);
  });

  it("refuses anything but an image by content (415), whatever its name, and keeps nothing", async () => {
    const files = filesOf(user.id).length;
    const documents = (await documentsOf(token)).length;
    for (const [data, name] of [
      [await makeReceiptPdf(["not a photo"]), "receipt.png"],
      [await makeLetterDocx(["not a photo either"]), "letter.jpg"],
      [Buffer.from("just some text pretending to be a picture"), "note.gif"],
    ] as const) {
      const response = await sendPhoto([photo(Buffer.from(data), name)]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({ error: SHORTCUT_PHOTO_ONLY_IMAGES });
    }
    expect(filesOf(user.id).length).toBe(files);
    expect((await documentsOf(token)).length).toBe(documents);
    const json = await post("/photo", { photo: "not multipart" });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ error: string }>().error).toContain('multipart/form-data in the field "photo"');
  });

  it("answers 413 past the documents size limit, and 400 without a photo field", async () => {
    const files = filesOf(user.id).length;
    const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(PHOTO_MAX_BYTES + 10)]);
    const tooBig = await sendPhoto([photo(huge)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ error: string }>().error).toMatch(/^The file is too large/);
    expect(filesOf(user.id).length).toBe(files);
    const wrongField = await sendPhoto([{ name: "document", filename: "x.png", type: "image/png", data: await makeTextPng(["x"]) }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<{ error: string }>().error).toContain('field "photo"');
  });

  it("refuses a GPT key (403) and no or a revoked-looking key (401)", async () => {
    const png = await makeTextPng(["keys"]);
    const gpt = (await t.app.inject({ method: "POST", url: "/api/api-keys/gpt", headers: bearer(token), payload: {} })).json<CreatedApiKeyResponse>().data.apiKey;
    const files = filesOf(user.id).length;
    expect((await sendPhoto([photo(png)], { "x-api-key": gpt })).statusCode).toBe(403);
    expect((await sendPhoto([photo(png)], {})).statusCode).toBe(401);
    expect((await sendPhoto([photo(png)], bearer(`li_0123456789abcdef_${"A".repeat(43)}`))).statusCode).toBe(401);
    expect(filesOf(user.id).length).toBe(files);
  });

  it("honours Idempotency-Key like capture: a repeat answers the same document and stores nothing more", async () => {
    const png = await makeTextPng(["Receipt 42"]);
    const files = filesOf(user.id).length;
    const documents = (await documentsOf(token)).length;
    const first = await sendPhoto([photo(png)], { ...bearer(key), "idempotency-key": "photo-retry-1" });
    expect(first.statusCode, first.body).toBe(201);
    const again = await sendPhoto([photo(png)], { ...bearer(key), "idempotency-key": "photo-retry-1" });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<ShortcutPhotoResponse>().data.id).toBe(first.json<ShortcutPhotoResponse>().data.id);
    expect(filesOf(user.id).length).toBe(files + 1);
    expect((await documentsOf(token)).length).toBe(documents + 1);

    // Once read, the repeat still answers that one document, now with its one linked thought.
    await t.app.processing.worker.runUntilIdle();
    const later = (await sendPhoto([photo(png)], { ...bearer(key), "idempotency-key": "photo-retry-1" })).json<ShortcutPhotoResponse>().data;
    expect(later.id).toBe(first.json<ShortcutPhotoResponse>().data.id);
    expect(later.thought_id).toBeTruthy();
    const linked = (await feed()).filter((th) => th.id === later.thought_id);
    expect(linked).toHaveLength(1);

    // Another key is another photo; a key is the person's own, so someone else's same key stores theirs.
    const other = await sendPhoto([photo(png)], { ...bearer(key), "idempotency-key": "photo-retry-2" });
    expect(other.json<ShortcutPhotoResponse>().data.id).not.toBe(later.id);
    const stranger = await makeSession(t.database, await makeUser(t.database));
    const theirs = await sendPhoto([photo(png)], { ...bearer(stranger), "idempotency-key": "photo-retry-1" });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<ShortcutPhotoResponse>().data.id).not.toBe(later.id);
  }, 120_000);

  it("keeps one document when two requests race with one Idempotency-Key, and refuses a malformed key", async () => {
    const png = await makeTextPng(["Race"]);
    const files = filesOf(user.id).length;
    const documents = (await documentsOf(token)).length;
    const [a, b] = await Promise.all([1, 2].map(() => sendPhoto([photo(png)], { ...bearer(key), "idempotency-key": "photo-race" })));
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json<ShortcutPhotoResponse>().data.id).toBe(b!.json<ShortcutPhotoResponse>().data.id);
    expect((await documentsOf(token)).length).toBe(documents + 1);
    expect(filesOf(user.id).length).toBe(files + 1);

    const bad = await sendPhoto([photo(png)], { ...bearer(key), "idempotency-key": "x".repeat(300) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/Idempotency-Key must be at most/);
  });

  it("leaves another person's documents and thoughts untouched, and keeps the photo from them", async () => {
    const other = await makeUser(t.database);
    const otherToken = await makeSession(t.database, other);
    await makeThought(t.database, other, { original_input: "Bob's own thought" });
    const theirs = await sendPhoto([photo(await makeTextPng(["Bob's receipt"]), "bob.png")], bearer(otherToken));
    expect(theirs.statusCode).toBe(201);
    const before = {
      documents: await documentsOf(otherToken),
      thoughts: (await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(otherToken) })).json(),
      files: filesOf(other.id),
    };
    const mine = (await sendPhoto([photo(await makeTextPng(["Alice's whiteboard"]), "board.png")])).json<ShortcutPhotoResponse>().data;
    expect((await documentsOf(token)).map((d) => d.id)).toContain(mine.id);
    expect(await documentsOf(otherToken)).toEqual(before.documents);
    expect((await t.app.inject({ method: "GET", url: "/api/thoughts", headers: bearer(otherToken) })).json()).toEqual(before.thoughts);
    expect(filesOf(other.id)).toEqual(before.files);
    expect((await t.app.inject({ method: "GET", url: `/api/documents/${mine.id}`, headers: bearer(otherToken) })).statusCode).toBe(404);
  });
});
