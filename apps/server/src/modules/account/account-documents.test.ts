import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { AccountExport, DocumentDetail, DocumentListResponse, DocumentUploadResponse } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, uniqueEmail, type TestApp } from "../../../test/build-app.js";
import { makeReceiptPdf, makeTextPng } from "../../../test/document-fixtures.js";
import { makeThought } from "../../../test/factories.js";
import { multipart } from "../../../test/multipart.js";
import { defaultDocumentsConfig } from "../documents/documents.config.js";

let t: TestApp;
let storageDir: string;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-account-docs-"));
  const documents = defaultDocumentsConfig(dataDir);
  storageDir = documents.storageDir;
  t = await buildTestApp({ dataDir, documents });
}, 60_000);
afterAll(async () => {
  await t.app.close();
});

async function upload(token: string, data: Buffer, filename: string, fields: Record<string, string> = {}): Promise<DocumentDetail> {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, data: value })), { name: "document", filename, data }]);
  const response = await t.app.inject({ method: "POST", url: "/api/documents/upload", headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocumentUploadResponse>().data;
}

const get = <T>(token: string, url: string) => t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(token) }).then((r) => r.json<T>());

/** Everything a person sees of their documents, without ids that may change. */
async function documentsOf(token: string) {
  const list = (await get<DocumentListResponse>(token, "/documents")).documents;
  const out = [];
  for (const card of list) {
    const detail = (await get<{ data: DocumentDetail }>(token, `/documents/${card.id}`)).data;
    const download = await t.app.inject({ method: "GET", url: `/api/documents/${card.id}/download`, headers: bearer(token) });
    const { updated_at: _u, ...rest } = detail;
    out.push({ ...rest, bytes: download.rawPayload.toString("base64"), links: detail.links.map((l) => ({ type: l.entity_type, title: l.title })) });
  }
  return out;
}

describe("documents in the account export, deletion and import", () => {
  it("exports metadata and files, deletion removes the files, and import restores identical documents", async () => {
    const email = uniqueEmail("docs-export");
    const first = await registerUser(t.app, email, "secret123");
    const receipt = await makeReceiptPdf();
    const photo = await makeTextPng(["PARKING", "TOTAL $4.00"]);
    const pdf = await upload(first.token, receipt, "home depot.pdf", { tags: '["house"]' });
    const png = await upload(first.token, photo, "parking.png", { title: "Parking ticket", createEvent: "false" });
    await t.app.processing.worker.runUntilIdle();
    const project = await makeThought(t.database, first.user, { original_input: "Kitchen renovation", is_container: true, container_type: "Projects" });
    await t.app.inject({ method: "POST", url: `/api/documents/${png.id}/connect`, headers: bearer(first.token), payload: { entity_type: "project", entity_id: project.id } });
    const before = await documentsOf(first.token);
    expect(before).toHaveLength(2);
    expect(before.find((d) => d.id === pdf.id)).toMatchObject({ processing_status: "done", amount: 84.12, links: [{ type: "thought", title: expect.any(String) }] });
    expect(before.find((d) => d.id === png.id)?.links).toEqual([{ type: "project", title: "Kitchen renovation" }]);

    const exported = await t.app.inject({ method: "GET", url: "/api/account/export", headers: bearer(first.token) });
    expect(exported.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const json = JSON.parse(strFromU8(zip["export.json"]!)) as AccountExport;
    expect(json.documents.map((d) => d.id).sort()).toEqual([pdf.id, png.id].sort());
    expect(json.documents.find((d) => d.id === png.id)).toMatchObject({ title: "Parking ticket", original_filename: "parking.png", mime_type: "image/png", file_size: photo.length });
    expect(Buffer.from(zip[`documents/${pdf.id}`]!).equals(receipt)).toBe(true);
    expect(Buffer.from(zip[`documents/${png.id}`]!).equals(photo)).toBe(true);

    expect(readdirSync(path.join(storageDir, first.user.id))).toHaveLength(2);
    const deleted = await t.app.inject({ method: "DELETE", url: "/api/account", headers: bearer(first.token), payload: { password: "secret123" } });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(path.join(storageDir, first.user.id))).toBe(false);
    expect(await t.database.db.selectFrom("documents").select("id").where("user_id", "=", first.user.id).execute()).toEqual([]);

    const again = await registerUser(t.app, email, "secret123");
    const zipHeaders = { ...bearer(again.token), "content-type": "application/zip" };
    const imported = await t.app.inject({ method: "POST", url: "/api/account/import", headers: zipHeaders, payload: exported.rawPayload });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ documents: 2 });
    expect(await documentsOf(again.token)).toEqual(before);
    expect(readdirSync(path.join(storageDir, again.user.id))).toHaveLength(2);

    // A second import finds them there and adds nothing.
    const twice = await t.app.inject({ method: "POST", url: "/api/account/import", headers: zipHeaders, payload: exported.rawPayload });
    expect(twice.json().data).toMatchObject({ documents: 0 });
    expect(readdirSync(path.join(storageDir, again.user.id))).toHaveLength(2);
  }, 120_000);

  it("gives documents new ids when another account holds theirs, and refuses a file that does not match its checksum", async () => {
    const owner = await registerUser(t.app);
    const doc = await upload(owner.token, await makeReceiptPdf(["kept by its owner"]), "kept.pdf", { createEvent: "false" });
    const exported = await t.app.inject({ method: "GET", url: "/api/account/export", headers: bearer(owner.token) });

    const other = await registerUser(t.app);
    const headers = { ...bearer(other.token), "content-type": "application/zip" };
    const imported = await t.app.inject({ method: "POST", url: "/api/account/import", headers, payload: exported.rawPayload });
    expect(imported.json().data).toMatchObject({ documents: 1 });
    const mine = (await get<DocumentListResponse>(other.token, "/documents")).documents;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.id).not.toBe(doc.id);
    expect((await get<{ data: DocumentDetail }>(owner.token, `/documents/${doc.id}`)).data.original_filename).toBe("kept.pdf");

    // The same export with another file in place of the document's.
    const { zipSync } = await import("fflate");
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    files[`documents/${doc.id}`] = new Uint8Array(await makeReceiptPdf(["swapped"]));
    const third = await registerUser(t.app);
    const tampered = await t.app.inject({ method: "POST", url: "/api/account/import", headers: { ...bearer(third.token), "content-type": "application/zip" }, payload: Buffer.from(zipSync(files)) });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toMatch(/does not match its checksum/);
    expect(existsSync(path.join(storageDir, third.user.id)) ? readdirSync(path.join(storageDir, third.user.id)) : []).toEqual([]);
  }, 60_000);
});
