import { appendFileSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DocumentListResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeReceiptPdf } from "../../../test/document-fixtures.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { ThoughtsRepository } from "../thoughts/thoughts.repository.js";
import { ThoughtsService } from "../thoughts/thoughts.service.js";
import { UsersRepository } from "../users/users.repository.js";
import { ARCHIVE_DIR, ConsumeFolder, FAILED_DIR } from "./consume-folder.js";
import { defaultDocumentsConfig } from "./documents.config.js";
import { createDocuments } from "./documents.module.js";

const SETTLE_MS = 40;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let owner: User;
let token: string;
let folder: ConsumeFolder;
let dir: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-consume-"));
  t = await buildTestApp({ dataDir });
  owner = await makeUser(t.database, { email: "scanner-owner@example.com" });
  token = await makeSession(t.database, owner);
  dir = path.join(dataDir, "consume");
  const documents = createDocuments({ db: t.database.db, config: defaultDocumentsConfig(dataDir), processing: t.app.processing, thoughts: new ThoughtsService(new ThoughtsRepository(t.database.db)) });
  const users = new UsersRepository(t.database.db);
  folder = new ConsumeFolder({ dir, userEmail: owner.email, findUser: (email) => users.findUserByEmail(email), documents, logger: silent, settleMs: SETTLE_MS });
});
afterAll(async () => {
  await folder.stop();
  await t.app.close();
});

const listed = async () =>
  (await t.app.inject({ method: "GET", url: "/api/documents", headers: bearer(token) })).json<DocumentListResponse>().documents.map((d) => d.original_filename);

describe("the consume folder", () => {
  it("imports a finished file for CONSUME_USER and moves it to archive/, leaving a file still being written alone", async () => {
    const pdf = await makeReceiptPdf(["SCANNED", "TOTAL $5.00"]);
    expect(await folder.scan()).toBe(0);
    writeFileSync(path.join(dir, "scan-001.pdf"), pdf.subarray(0, 200));
    writeFileSync(path.join(dir, "scan-002.pdf.part"), pdf);
    // First look: new file, not yet taken.
    expect(await folder.scan()).toBe(0);
    await pause(SETTLE_MS * 2);
    // The scanner is still writing: the size changed since the last look.
    appendFileSync(path.join(dir, "scan-001.pdf"), pdf.subarray(200));
    expect(await folder.scan()).toBe(0);
    await pause(SETTLE_MS * 2);
    // Unchanged over two looks: taken.
    expect(await folder.scan()).toBe(1);

    expect(await listed()).toEqual(["scan-001.pdf"]);
    expect(existsSync(path.join(dir, "scan-001.pdf"))).toBe(false);
    expect(readdirSync(path.join(dir, ARCHIVE_DIR))).toEqual([expect.stringMatching(/-scan-001\.pdf$/)]);
    // A name that says "still downloading" is never taken.
    expect(existsSync(path.join(dir, "scan-002.pdf.part"))).toBe(true);
  });

  it("moves a file it cannot import to failed/", async () => {
    writeFileSync(path.join(dir, "notes.txt"), "plain text is not a document type");
    await folder.scan();
    await pause(SETTLE_MS * 2);
    await folder.scan();
    await pause(SETTLE_MS * 2);
    expect(await folder.scan()).toBe(0);
    expect(readdirSync(path.join(dir, FAILED_DIR))).toEqual([expect.stringMatching(/-notes\.txt$/)]);
    expect(await listed()).toEqual(["scan-001.pdf"]);
  });
});
