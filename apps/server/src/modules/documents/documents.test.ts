import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Activity, DocumentDetail, DocumentListResponse, DocumentUploadResponse, DuplicateCheckResponse, Thought, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, testConfig, type TestApp } from "../../../test/build-app.js";
import { makeLetterDocx, makeReceiptPdf, makeScannedPdf, makeTextPng } from "../../../test/document-fixtures.js";
import { makeSession, makeThought, makeUser } from "../../../test/factories.js";
import { multipart, type Part } from "../../../test/multipart.js";
import { makeWord97Doc } from "../../../test/word97-fixture.js";
import { defaultDocumentsConfig, type DocumentsConfig } from "./documents.config.js";
import { QUOTA_STEP_BYTES } from "./documents.service.js";
import { UNSUPPORTED_TYPE } from "./file-inspector.js";

const MAX_BYTES = 64 * 1024;

let t: TestApp;
let storageDir: string;
let user: User;
let token: string;
let receipt: Buffer;

function documentsConfig(overrides: Partial<DocumentsConfig> = {}): { dataDir: string; documents: DocumentsConfig } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-docs-"));
  return { dataDir, documents: { ...defaultDocumentsConfig(dataDir), maxBytes: MAX_BYTES, ...overrides } };
}

beforeAll(async () => {
  const config = documentsConfig();
  storageDir = config.documents.storageDir;
  t = await buildTestApp(config);
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
  receipt = await makeReceiptPdf();
}, 60_000);
afterAll(async () => {
  await t.app.close();
});

const file = (data: Buffer, filename = "receipt.pdf", type = "application/pdf"): Part => ({ name: "document", filename, type, data });

function upload(parts: Part[], as = token, app = t) {
  const body = multipart(parts);
  return app.app.inject({ method: "POST", url: "/api/documents/upload", headers: { ...bearer(as), ...body.headers }, payload: body.payload });
}

async function uploadOk(parts: Part[], as = token, app = t): Promise<DocumentUploadResponse> {
  const response = await upload(parts, as, app);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocumentUploadResponse>();
}

const api = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: unknown, as = token) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(as), ...(payload !== undefined ? { payload: payload as object } : {}) });

async function getDocument(id: string, as = token): Promise<DocumentDetail> {
  const response = await api("GET", `/documents/${id}`, undefined, as);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: DocumentDetail }>().data;
}

const filesOf = (userId: string) => (existsSync(path.join(storageDir, userId)) ? readdirSync(path.join(storageDir, userId)) : []);
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe("POST /api/documents/upload", () => {
  it("stores a PDF receipt under a server-made name, then reads its type, date, total and title and creates the linked thought", async () => {
    const { data, isDuplicate } = await uploadOk([file(receipt, "HD receipt.pdf")]);
    expect(isDuplicate).toBe(false);
    expect(data).toMatchObject({
      original_filename: "HD receipt.pdf",
      mime_type: "application/pdf",
      file_size: receipt.length,
      content_hash: sha256(receipt),
      processing_status: "queued",
      title: null,
      tags: [],
      ai_extracted: false,
    });
    expect(filesOf(user.id)).toContain(data.id);
    expect(readFileSync(path.join(storageDir, user.id, data.id)).equals(receipt)).toBe(true);

    await t.app.processing.worker.runUntilIdle();
    const done = await getDocument(data.id);
    expect(done).toMatchObject({
      processing_status: "done",
      document_type: "receipt",
      document_date: "2026-03-14",
      amount: 84.12,
      currency: "USD",
      title: "Receipt from Home Depot",
      ai_extracted: true,
      categories: ["purchases"],
    });
    expect(done.tags).toEqual(expect.arrayContaining(["receipt", "home depot"]));
    expect(done.extracted_text).toContain("TOTAL $84.12");
    expect(done.metadata).toMatchObject({ vendor: "Home Depot", extraction: { method: "pdf", pages: 1 } });
    expect(done.thought_id).toBeTruthy();
    expect(done.links).toEqual([expect.objectContaining({ entity_type: "thought", entity_id: done.thought_id })]);
    const thought = (await api("GET", `/thoughts/${done.thought_id}`)).json<{ data: Thought }>().data;
    expect(thought.original_input).toBe("Receipt from Home Depot — $84.12");
    // Classified like any capture.
    expect(thought.domain).not.toBeNull();
  }, 60_000);

  it("keeps the title and type the person gave, dedupes tags and creates no thought when asked not to", async () => {
    const letter = await makeReceiptPdf(["Some Shop", "TOTAL 10.00 EUR"]);
    const { data } = await uploadOk([
      { name: "title", data: "My own title" },
      { name: "document_type", data: "invoice" },
      { name: "tags", data: JSON.stringify([" Tax ", "tax", "2026", ""]) },
      { name: "createEvent", data: "false" },
      file(letter, "x.pdf"),
    ]);
    expect(data.tags).toEqual(["Tax", "2026"]);
    await t.app.processing.worker.runUntilIdle();
    const done = await getDocument(data.id);
    expect(done).toMatchObject({ title: "My own title", document_type: "invoice", amount: 10, currency: "EUR", thought_id: null, links: [] });
  }, 60_000);

  it("accepts the fields after the file, and 'auto' as no type", async () => {
    const pdf = await makeReceiptPdf(["Fields after the file"]);
    const { data } = await uploadOk([file(pdf), { name: "document_type", data: "auto" }, { name: "title", data: "After" }]);
    expect(data).toMatchObject({ title: "After", document_type: null });
  });

  it("reads a DOCX letter", async () => {
    const docx = await makeLetterDocx();
    const { data } = await uploadOk([file(docx, "letter.docx", "application/octet-stream"), { name: "createEvent", data: "false" }]);
    expect(data.mime_type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    await t.app.processing.worker.runUntilIdle();
    expect(await getDocument(data.id)).toMatchObject({
      processing_status: "done",
      document_type: "letter",
      document_date: "2026-03-03",
      title: "Letter from Maple Street Dental",
      amount: null,
    });
  }, 60_000);

  it("reads a legacy Word 97-2003 .doc invoice", async () => {
    const doc = makeWord97Doc(["Harbour Plumbing Ltd", "Invoice number 2231", "Bill to: Alex Doe", "Date: 2026-04-02", "Boiler service 260.50", "Amount due: EUR 310.50", "Payment terms: 30 days"]);
    const { data } = await uploadOk([file(doc, "invoice.doc", "application/msword"), { name: "createEvent", data: "false" }]);
    expect(data.mime_type).toBe("application/msword");
    await t.app.processing.worker.runUntilIdle();
    const done = await getDocument(data.id);
    expect(done.metadata).toMatchObject({ extraction: { method: "doc" } });
    expect(done.extracted_text).toContain("Invoice number 2231");
    expect(done).toMatchObject({ processing_status: "done", document_type: "invoice", document_date: "2026-04-02", amount: 310.5, currency: "EUR" });
  }, 60_000);

  it("reads a photographed receipt by OCR, offline", async () => {
    const png = await makeTextPng(["CORNER CAFE", "Date: 2026-02-01", "Latte 4.50", "TOTAL $9.25"]);
    const { data } = await uploadOk([file(png, "photo.png", "image/png"), { name: "createEvent", data: "false" }]);
    expect(data.mime_type).toBe("image/png");
    await t.app.processing.worker.runUntilIdle();
    const done = await getDocument(data.id);
    expect(done.metadata).toMatchObject({ extraction: { method: "ocr" } });
    expect(done).toMatchObject({ processing_status: "done", document_type: "receipt", document_date: "2026-02-01", amount: 9.25, currency: "USD" });
  }, 120_000);

  it("reads a scanned PDF, a page with only an image of text, by OCR", async () => {
    const scan = await makeScannedPdf([["ACME HARDWARE", "Date: 2026-05-06", "Nails 12.60", "TOTAL $42.10"]]);
    const { data } = await uploadOk([file(scan, "scan.pdf"), { name: "createEvent", data: "false" }]);
    await t.app.processing.worker.runUntilIdle();
    const done = await getDocument(data.id);
    expect(done.metadata).toMatchObject({ extraction: { method: "ocr", pages: 1 } });
    expect(done.extracted_text).toContain("ACME HARDWARE");
    expect(done).toMatchObject({ processing_status: "done", document_type: "receipt", document_date: "2026-05-06", amount: 42.1, currency: "USD" });
  }, 120_000);

  it("keeps a file named ../../etc/passwd.pdf inside the person's folder under a server-made name", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const pdf = await makeReceiptPdf(["path traversal attempt"]);
    const { data } = await uploadOk([file(pdf, "../../etc/passwd.pdf")], ownerToken);
    expect(data.original_filename).toBe("passwd.pdf");
    expect(filesOf(owner.id)).toEqual([data.id]);
    expect(existsSync(path.join(storageDir, owner.id, "../../etc/passwd.pdf"))).toBe(false);
    expect(existsSync(path.join(storageDir, "../etc"))).toBe(false);
    const windows = await uploadOk([file(await makeReceiptPdf(["windows"]), "..\\..\\boot.ini.pdf")], ownerToken);
    expect(windows.data.original_filename).toBe("boot.ini.pdf");
  });

  it("refuses other types by content, whatever the name says (415), and leaves no file behind", async () => {
    const before = filesOf(user.id).length;
    for (const [data, name] of [
      [Buffer.from("just some text pretending to be a PDF"), "fake.pdf"],
      [Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00 executable"), "setup.png"],
      // A zip that is not a Word document.
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("other/file.txt and more bytes")]), "archive.docx"],
    ] as const) {
      const response = await upload([file(Buffer.from(data), name)]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({ error: UNSUPPORTED_TYPE });
    }
    expect(filesOf(user.id).length).toBe(before);
    const json = await t.app.inject({ method: "POST", url: "/api/documents/upload", headers: { ...bearer(token), "content-type": "application/json" }, payload: "{}" });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a file over the size limit (413) and an empty or missing file (400)", async () => {
    const before = filesOf(user.id).length;
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(MAX_BYTES + 10, 32)]);
    const tooBig = await upload([file(big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ error: string }>().error).toMatch(/too large \(at most 0\.1 MB\)/);
    expect((await upload([file(Buffer.alloc(0))])).statusCode).toBe(400);
    expect((await upload([{ name: "title", data: "no file" }])).statusCode).toBe(400);
    expect((await upload([{ name: "other", filename: "a.pdf", data: receipt }])).statusCode).toBe(400);
    expect((await upload([file(receipt), { name: "tags", data: "not json" }])).statusCode).toBe(400);
    expect((await upload([file(receipt), { name: "document_type", data: "spreadsheet" }])).statusCode).toBe(400);
    expect(filesOf(user.id).length).toBe(before);
  });

  it("answers 413 over real HTTP while the browser is still sending, and the connection stays usable", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(MAX_BYTES * 20, 32)]);
    const form = new FormData();
    form.append("document", new Blob([big], { type: "application/pdf" }), "big.pdf");
    const response = await fetch(`${address}/api/documents/upload`, { method: "POST", headers: bearer(token), body: form });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
    const after = await fetch(`${address}/api/documents/settings`, { headers: bearer(token) });
    expect(after.status).toBe(200);
  });

  it("answers 413 once the person's storage quota is used up", async () => {
    const small = await buildTestApp(documentsConfig({ quotaBytes: receipt.length + 100 }));
    try {
      const owner = await makeUser(small.database);
      const ownerToken = await makeSession(small.database, owner);
      await uploadOk([file(receipt)], ownerToken, small);
      const over = await upload([file(await makeReceiptPdf(["another"]))], ownerToken, small);
      expect(over.statusCode).toBe(413);
      expect(over.json<{ error: string }>().error).toMatch(/Storage quota exceeded/);
      const settings = await small.app.inject({ method: "GET", url: "/api/documents/settings", headers: bearer(ownerToken) });
      expect(settings.json()).toMatchObject({ usedBytes: receipt.length, quotaBytes: receipt.length + 100, consumeDir: null });
    } finally {
      await small.app.close();
    }
  });
});

describe("the activity log", () => {
  it("records each upload, shown in the admin's activities with the person and the file", async () => {
    const owner = await makeUser(t.database);
    const as = await makeSession(t.database, owner);
    await uploadOk([file(await makeReceiptPdf(["activity one"]), "hardware.pdf"), { name: "createEvent", data: "false" }], as);
    await uploadOk([file(await makeReceiptPdf(["activity two"]), "x.pdf"), { name: "title", data: "Lease" }, { name: "createEvent", data: "false" }], as);
    const admin = await makeSession(t.database, await makeUser(t.database, { role: "admin" }));
    const response = await t.app.inject({ method: "GET", url: "/api/admin/activities?limit=200", headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const uploads = response.json<{ data: Activity[] }>().data.filter((a) => a.user_email === owner.email);
    expect(uploads.map((a) => [a.activity_type, a.ai_title])).toEqual([
      ["upload", "Lease"],
      ["upload", "hardware.pdf"],
    ]);
    expect(uploads[0]!.detail).toMatch(/^PDF, \d+ KB$/);
  });
});

describe("the storage quota under simultaneous uploads", () => {
  async function quotaApp(quotaBytes: number) {
    const config = documentsConfig({ quotaBytes, maxBytes: 4 * QUOTA_STEP_BYTES });
    const app = await buildTestApp(config);
    const owner = await makeUser(app.database);
    return { app, owner, as: await makeSession(app.database, owner), dir: path.join(config.documents.storageDir, owner.id) };
  }
  const reservations = (app: TestApp) => app.database.db.selectFrom("document_reservations").selectAll().execute();

  it("lets only one of two simultaneous uploads through when both together would pass the quota", async () => {
    const [one, two] = [await makeReceiptPdf(["race one"]), await makeReceiptPdf(["race two"])];
    const { app, as, dir } = await quotaApp(one.length + two.length - 1);
    try {
      const responses = await Promise.all([upload([file(one)], as, app), upload([file(two)], as, app)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 413]);
      expect(responses.find((r) => r.statusCode === 413)!.json<{ error: string }>().error).toMatch(/Storage quota exceeded/);
      const settings = (await app.app.inject({ method: "GET", url: "/api/documents/settings", headers: bearer(as) })).json<{ usedBytes: number; quotaBytes: number }>();
      expect(settings.usedBytes).toBeLessThanOrEqual(settings.quotaBytes);
      expect(readdirSync(dir)).toHaveLength(1);
      expect(await reservations(app)).toEqual([]);
    } finally {
      await app.app.close();
    }
  });

  it("lets both through when they fit together, and gives back what a refused upload held", async () => {
    const [one, two] = [await makeReceiptPdf(["fits one"]), await makeReceiptPdf(["fits two"])];
    // An upload may hold up to one step more than it has received (fewer database calls), so two
    // that fit with less than a step to spare may see one refused; the quota itself is never passed.
    const { app, as, dir } = await quotaApp(one.length + two.length + QUOTA_STEP_BYTES);
    try {
      // Refused by type after it reserved room: the room is given back.
      const refused = await upload([file(Buffer.concat([Buffer.from("not a document at all "), Buffer.alloc(one.length)]), "x.pdf")], as, app);
      expect(refused.statusCode).toBe(415);
      expect(await reservations(app)).toEqual([]);
      const responses = await Promise.all([upload([file(one)], as, app), upload([file(two)], as, app)]);
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(readdirSync(dir)).toHaveLength(2);
      const over = await upload([file(Buffer.concat([one, Buffer.alloc(QUOTA_STEP_BYTES)]))], as, app);
      expect(over.statusCode).toBe(413);
      expect(over.json<{ error: string }>().error).toMatch(/Storage quota exceeded/);
      expect(await reservations(app)).toEqual([]);
    } finally {
      await app.app.close();
    }
  });

  it("does not count a reservation left behind by a crashed upload once it has expired", async () => {
    const { app, owner, as } = await quotaApp(receipt.length + 10);
    try {
      const stale = { id: "stale-reservation", user_id: owner.id, bytes: receipt.length, expires_at: new Date(Date.now() - 1000) };
      await app.database.db.insertInto("document_reservations").values(stale).execute();
      await uploadOk([file(receipt)], as, app);
      expect(await reservations(app)).toEqual([]);
    } finally {
      await app.app.close();
    }
  });
});

describe("POST /api/documents/duplicates/check", () => {
  it("finds the same content among the person's own documents only; the upload reports it too", async () => {
    const owner = await makeUser(t.database);
    const ownerToken = await makeSession(t.database, owner);
    const pdf = await makeReceiptPdf(["duplicate me"]);
    const check = async (as: string) => {
      const body = multipart([file(pdf, "again.pdf")]);
      const response = await t.app.inject({ method: "POST", url: "/api/documents/duplicates/check", headers: { ...bearer(as), ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(200);
      return response.json<DuplicateCheckResponse>();
    };
    expect(await check(ownerToken)).toEqual({ isDuplicate: false, existingDocument: null });
    const first = await uploadOk([file(pdf)], ownerToken);
    expect(filesOf(owner.id)).toHaveLength(1);
    const found = await check(ownerToken);
    expect(found.isDuplicate).toBe(true);
    expect(found.existingDocument?.id).toBe(first.data.id);
    // The check stores nothing.
    expect(filesOf(owner.id)).toHaveLength(1);
    // Another person's identical file is not a duplicate of theirs.
    expect((await check(token)).isDuplicate).toBe(false);
    const second = await uploadOk([file(pdf)], ownerToken);
    expect(second).toMatchObject({ isDuplicate: true, existingDocument: { id: first.data.id } });
  });
});

describe("GET /api/documents", () => {
  it("lists slim cards newest first and filters by type, tag, date range and words", async () => {
    const owner = await makeUser(t.database);
    const as = await makeSession(t.database, owner);
    const a = await uploadOk([file(await makeReceiptPdf(["alpha harbour"])), { name: "document_type", data: "receipt" }, { name: "tags", data: '["Taxes"]' }], as);
    const b = await uploadOk([file(await makeReceiptPdf(["beta"])), { name: "document_type", data: "contract" }, { name: "title", data: "Lease harbour flat" }], as);
    await api("PUT", `/documents/${a.data.id}`, { document_date: "2026-01-10" }, as);
    await api("PUT", `/documents/${b.data.id}`, { document_date: "2026-02-20" }, as);
    const list = async (query: string) => {
      const response = await api("GET", `/documents${query}`, undefined, as);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DocumentListResponse>().documents.map((d) => d.id);
    };
    expect(await list("")).toEqual([b.data.id, a.data.id]);
    expect(await list("?document_type=receipt")).toEqual([a.data.id]);
    expect(await list("?document_type=")).toEqual([b.data.id, a.data.id]);
    expect(await list("?tag=taxes")).toEqual([a.data.id]);
    expect(await list("?tag=nothing")).toEqual([]);
    expect(await list("?date_from=2026-02-01")).toEqual([b.data.id]);
    expect(await list("?date_to=2026-01-31")).toEqual([a.data.id]);
    expect(await list("?date_from=2026-01-01&date_to=2026-12-31")).toEqual([b.data.id, a.data.id]);
    expect(await list("?q=lease")).toEqual([b.data.id]);
    expect(await list("?limit=1")).toEqual([b.data.id]);
    const page = (await api("GET", "/documents?limit=1", undefined, as)).json<DocumentListResponse>();
    expect(await list(`?limit=1&cursor=${page.next_cursor}`)).toEqual([a.data.id]);
    // The extracted text is searchable once read.
    await t.app.processing.worker.runUntilIdle();
    expect(await list("?q=harbour")).toEqual([b.data.id, a.data.id]);
    expect(await list("?q=alpha")).toEqual([a.data.id]);

    const card = (await api("GET", "/documents", undefined, as)).json<DocumentListResponse>().documents[0]!;
    expect(Object.keys(card)).not.toContain("extracted_text");
    expect(Object.keys(card)).not.toContain("metadata");
    expect((await api("GET", "/documents?date_from=yesterday", undefined, as)).statusCode).toBe(400);
  }, 60_000);
});

describe("download, edit, connect and delete", () => {
  it("downloads the original bytes as an attachment with the right type", async () => {
    const { data } = await uploadOk([file(receipt, "Beleg März.pdf")]);
    const response = await api("GET", `/documents/${data.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="Beleg M_rz.pdf"; filename*=UTF-8''Beleg%20M%C3%A4rz.pdf`);
    expect(response.rawPayload.equals(receipt)).toBe(true);
  });

  it("edits the fields and validates them", async () => {
    const { data } = await uploadOk([file(await makeReceiptPdf(["edit me"]))]);
    const response = await api("PUT", `/documents/${data.id}`, {
      title: "Edited",
      document_type: "invoice",
      document_date: "2026-05-01",
      amount: 12.5,
      currency: "cad",
      tags: ["a", "A", "b"],
      metadata: { note: "kept" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: DocumentDetail }>().data).toMatchObject({
      title: "Edited",
      document_type: "invoice",
      document_date: "2026-05-01",
      amount: 12.5,
      currency: "CAD",
      tags: ["a", "b"],
      metadata: { note: "kept" },
    });
    expect((await api("PUT", `/documents/${data.id}`, { currency: "dollars" })).statusCode).toBe(400);
    expect((await api("PUT", `/documents/${data.id}`, { document_date: "05/01/2026" })).statusCode).toBe(400);
    expect((await api("PUT", `/documents/${data.id}`, {})).statusCode).toBe(200);
  });

  it("connects to the person's own projects and thoughts only", async () => {
    const { data } = await uploadOk([file(await makeReceiptPdf(["connect me"])), { name: "createEvent", data: "false" }]);
    const project = await makeThought(t.database, user, { original_input: "Kitchen renovation", is_container: true, container_type: "Projects" });
    const thought = await makeThought(t.database, user, { original_input: "Bought paint" });
    const connected = await api("POST", `/documents/${data.id}/connect`, { entity_type: "project", entity_id: project.id });
    expect(connected.statusCode).toBe(200);
    await api("POST", `/documents/${data.id}/connect`, { entity_type: "thought", entity_id: thought.id });
    // Twice is harmless.
    await api("POST", `/documents/${data.id}/connect`, { entity_type: "thought", entity_id: thought.id });
    const links = (await getDocument(data.id)).links;
    expect(links).toEqual([
      { entity_type: "project", entity_id: project.id, title: "Kitchen renovation" },
      { entity_type: "thought", entity_id: thought.id, title: "Bought paint" },
    ]);
    // A thought is not a project.
    expect((await api("POST", `/documents/${data.id}/connect`, { entity_type: "project", entity_id: thought.id })).statusCode).toBe(404);
    const foreign = await makeThought(t.database, await makeUser(t.database), { is_container: true, container_type: "Projects" });
    expect((await api("POST", `/documents/${data.id}/connect`, { entity_type: "project", entity_id: foreign.id })).statusCode).toBe(404);
    expect((await api("POST", `/documents/${data.id}/connect`, { entity_type: "thought", entity_id: foreign.id })).statusCode).toBe(404);
    expect((await api("POST", `/documents/${data.id}/connect`, { entity_type: "contact", entity_id: thought.id })).statusCode).toBe(400);
  });

  it("deletes the record and its file", async () => {
    const { data } = await uploadOk([file(await makeReceiptPdf(["delete me"]))]);
    expect(filesOf(user.id)).toContain(data.id);
    const response = await api("DELETE", `/documents/${data.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: data.id });
    expect(filesOf(user.id)).not.toContain(data.id);
    expect((await api("GET", `/documents/${data.id}`)).statusCode).toBe(404);
    expect((await api("DELETE", `/documents/${data.id}`)).statusCode).toBe(404);
    // The queued extraction of a deleted document finds nothing to do.
    await t.app.processing.worker.runUntilIdle();
  });

  it("answers 404 to another person on every route with an id and changes nothing", async () => {
    const { data } = await uploadOk([file(await makeReceiptPdf(["mine only"])), { name: "title", data: "Private" }]);
    const other = await makeSession(t.database, await makeUser(t.database));
    const otherThought = await makeThought(t.database, user, { original_input: "x" });
    const calls: Array<[Parameters<typeof api>[0], string, unknown?]> = [
      ["GET", `/documents/${data.id}`],
      ["GET", `/documents/${data.id}/download`],
      ["PUT", `/documents/${data.id}`, { title: "stolen" }],
      ["POST", `/documents/${data.id}/connect`, { entity_type: "thought", entity_id: otherThought.id }],
      ["DELETE", `/documents/${data.id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await api(method, url, body, other);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<{ error: string }>().error).toBe("Document not found");
    }
    const list = (await api("GET", "/documents", undefined, other)).json<DocumentListResponse>();
    expect(list.documents.map((d) => d.id)).not.toContain(data.id);
    expect(await getDocument(data.id)).toMatchObject({ title: "Private", links: [] });
    expect(filesOf(user.id)).toContain(data.id);
  });
});

describe("extraction failures", () => {
  it("marks the document failed with the reason after the last attempt and still creates the thought asked for", async () => {
    const failing = await buildTestApp(
      { ...documentsConfig(), processing: { ...testConfig().processing, jobMaxAttempts: 1 } },
      { documentExtractor: async () => Promise.reject(new Error("the PDF is encrypted")) },
    );
    try {
      const owner = await makeUser(failing.database);
      const as = await makeSession(failing.database, owner);
      const { data } = await uploadOk([file(receipt, "locked.pdf")], as, failing);
      await failing.app.processing.worker.runUntilIdle();
      const response = await failing.app.inject({ method: "GET", url: `/api/documents/${data.id}`, headers: bearer(as) });
      const done = response.json<{ data: DocumentDetail }>().data;
      expect(done).toMatchObject({ processing_status: "failed", processing_error: "the PDF is encrypted", ai_extracted: false });
      const thought = await failing.app.inject({ method: "GET", url: `/api/thoughts/${done.thought_id}`, headers: bearer(as) });
      expect(thought.json<{ data: Thought }>().data.original_input).toBe("Document: locked.pdf");
    } finally {
      await failing.app.close();
    }
  });
});
