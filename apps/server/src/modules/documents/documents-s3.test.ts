import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { DocumentDetail, DocumentUploadResponse, User } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, registerUser, type TestApp } from "../../../test/build-app.js";
import { makeReceiptPdf } from "../../../test/document-fixtures.js";
import { makeSession, makeUser } from "../../../test/factories.js";
import { multipart } from "../../../test/multipart.js";
import { startS3Server } from "../../../test/s3-server.js";
import { defaultDocumentsConfig, readDocumentsConfig } from "./documents.config.js";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let client: S3Client;
let storageDir: string;
let user: User;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server();
  const dataDir = mkdtempSync(path.join(tmpdir(), "life-docs-s3-"));
  // The configuration as an operator writes it, read the way the server reads it.
  const documents = readDocumentsConfig(
    {
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: "true",
    },
    dataDir,
    dataDir,
  );
  storageDir = documents.storageDir;
  t = await buildTestApp({ dataDir, documents });
  client = new S3Client({ ...s3.config, endpoint: s3.config.endpoint!, credentials: { accessKeyId: s3.config.accessKeyId!, secretAccessKey: s3.config.secretAccessKey! } });
  user = await makeUser(t.database);
  token = await makeSession(t.database, user);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  client.destroy();
  await s3.close();
});

async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch {
    return null;
  }
}

describe("documents in an S3-compatible bucket", () => {
  it("uploads into the bucket, extracts from it, downloads the same bytes and deletes the object", async () => {
    const receipt = await makeReceiptPdf();
    const body = multipart([{ name: "document", filename: "receipt.pdf", type: "application/pdf", data: receipt }]);
    const uploaded = await t.app.inject({ method: "POST", url: "/api/documents/upload", headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { data } = uploaded.json<DocumentUploadResponse>();
    const key = `${user.id}/${data.id}`;
    expect((await objectBytes(key))?.equals(receipt)).toBe(true);
    // Nothing went to local disk.
    expect(existsSync(path.join(storageDir, user.id))).toBe(false);

    await t.app.processing.worker.runUntilIdle();
    const done = (await t.app.inject({ method: "GET", url: `/api/documents/${data.id}`, headers: bearer(token) })).json<{ data: DocumentDetail }>().data;
    expect(done).toMatchObject({ processing_status: "done", document_type: "receipt", amount: 84.12 });

    const download = await t.app.inject({ method: "GET", url: `/api/documents/${data.id}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(receipt)).toBe(true);

    expect((await t.app.inject({ method: "DELETE", url: `/api/documents/${data.id}`, headers: bearer(token) })).statusCode).toBe(200);
    expect(await objectBytes(key)).toBeNull();
  }, 60_000);

  it("leaves no object behind when an upload is refused", async () => {
    const objects = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: `${user.id}/` }))).Contents ?? []).length;
    const before = await objects();
    for (const data of [Buffer.from("plain text, not a PDF at all"), Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(30 * 1024 * 1024, 32)])]) {
      const body = multipart([{ name: "document", filename: "refused.pdf", data }]);
      const response = await t.app.inject({ method: "POST", url: "/api/documents/upload", headers: { ...bearer(token), ...body.headers }, payload: body.payload });
      expect([413, 415]).toContain(response.statusCode);
    }
    expect(await objects()).toBe(before);
  }, 60_000);
});

describe("account deletion with S3 storage", () => {
  it("removes every object of the account from the bucket and no one else's", async () => {
    const person = await registerUser(t.app);
    for (const words of ["first", "second"]) {
      const body = multipart([{ name: "document", filename: `${words}.pdf`, data: await makeReceiptPdf([words]) }]);
      const response = await t.app.inject({ method: "POST", url: "/api/documents/upload", headers: { ...bearer(person.token), ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(201);
    }
    const objects = async (prefix: string) => ((await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }))).Contents ?? []).length;
    expect(await objects(`${person.user.id}/`)).toBe(2);
    const others = await objects("");
    const deleted = await t.app.inject({ method: "DELETE", url: "/api/account", headers: bearer(person.token), payload: { password: "secret123" } });
    expect(deleted.statusCode).toBe(200);
    expect(await objects(`${person.user.id}/`)).toBe(0);
    expect(await objects("")).toBe(others - 2);
  });
});

describe("S3 configuration", () => {
  const read = (env: Record<string, string>) => readDocumentsConfig(env, "/data", "/base");
  it("uses local disk without a bucket and the bucket with one", () => {
    expect(read({}).s3).toBeNull();
    expect(read({}).storageDir).toBe(defaultDocumentsConfig("/data").storageDir);
    expect(read({ S3_BUCKET: "docs" }).s3).toEqual({ bucket: "docs", endpoint: null, region: "us-east-1", accessKeyId: null, secretAccessKey: null, forcePathStyle: false });
    expect(read({ S3_BUCKET: "docs", S3_ENDPOINT: "http://minio:9000" }).s3).toMatchObject({ endpoint: "http://minio:9000", forcePathStyle: true });
    expect(read({ S3_BUCKET: "docs", S3_ENDPOINT: "https://s3.example.org", S3_FORCE_PATH_STYLE: "false", S3_REGION: "eu-west-1" }).s3).toMatchObject({ forcePathStyle: false, region: "eu-west-1" });
  });

  it("refuses an endpoint without a bucket, half a key pair and a malformed endpoint", () => {
    expect(() => read({ S3_ENDPOINT: "http://minio:9000" })).toThrow(/S3_BUCKET is not/);
    expect(() => read({ S3_BUCKET: "docs", S3_ACCESS_KEY_ID: "id" })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => read({ S3_BUCKET: "docs", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => read({ S3_BUCKET: "docs", S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
