import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecordingProxy, startS3Server } from "../../../test/s3-server.js";
import { S3DocumentStorage } from "./s3-storage.js";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3DocumentStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = new S3DocumentStorage(s3.config);
});
afterAll(async () => {
  storage.destroy();
  await s3.close();
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bytes in pieces of 64 KB, as an upload arrives. */
function pieces(data: Buffer, failAfter?: number): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) return this.destroy(new Error("client went away"));
      if (offset >= data.length) return this.push(null);
      this.push(data.subarray(offset, offset + 65_536));
      offset += 65_536;
    },
  });
}

const keys = async (prefix: string) =>
  ((await storage.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);

describe("S3DocumentStorage against an S3-protocol server", () => {
  it("writes a small file in one request and a large one in parts, and reads both back byte for byte", async () => {
    const small = randomBytes(1000);
    // Over two 5 MB parts: CreateMultipartUpload, UploadPart ×3, CompleteMultipartUpload.
    const large = randomBytes(11 * 1024 * 1024 + 123);
    await storage.write("user-a/small", pieces(small));
    await storage.write("user-a/large", pieces(large));
    expect((await readAll(await storage.read("user-a/small"))).equals(small)).toBe(true);
    const back = await readAll(await storage.read("user-a/large"));
    expect(createHash("sha256").update(back).digest("hex")).toBe(createHash("sha256").update(large).digest("hex"));
    // The object is really in the bucket, as another client sees it.
    const raw = await storage.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: "user-a/large" }));
    expect(raw.ContentLength).toBe(large.length);
  }, 60_000);

  it("leaves nothing under the key when the upload's stream fails, in one part or in many", async () => {
    await expect(storage.write("user-b/broken-small", pieces(randomBytes(500_000), 200_000))).rejects.toThrow(/client went away/);
    await expect(storage.write("user-b/broken-large", pieces(randomBytes(12 * 1024 * 1024), 7 * 1024 * 1024))).rejects.toThrow(/client went away/);
    expect(await storage.exists("user-b/broken-small")).toBe(false);
    expect(await storage.exists("user-b/broken-large")).toBe(false);
    expect(await keys("user-b/")).toEqual([]);
  }, 60_000);

  it("aborts the multipart upload it started when the stream fails after a part went up, and never completes it", async () => {
    const proxy = await startRecordingProxy(s3.config);
    const watched = new S3DocumentStorage(proxy.config);
    try {
      await expect(watched.write("user-e/aborted", pieces(randomBytes(12 * 1024 * 1024), 6 * 1024 * 1024))).rejects.toThrow(/client went away/);
    } finally {
      watched.destroy();
      await proxy.close();
    }
    const onKey = proxy.requests.filter((r) => r.url.startsWith(`/${s3.config.bucket}/user-e/aborted?`));
    const created = onKey.find((r) => r.method === "POST" && new URL(r.url, "http://x").searchParams.has("uploads"));
    expect(created).toBeDefined();
    const uploadIds = new Set(onKey.map((r) => new URL(r.url, "http://x").searchParams.get("uploadId")).filter((id) => id !== null));
    expect(uploadIds.size).toBe(1);
    const [uploadId] = [...uploadIds];
    expect(onKey.some((r) => r.method === "PUT" && new URL(r.url, "http://x").searchParams.get("partNumber") === "1")).toBe(true);
    expect(onKey.filter((r) => r.method === "DELETE" && new URL(r.url, "http://x").searchParams.get("uploadId") === uploadId)).toHaveLength(1);
    // CompleteMultipartUpload is a POST with the uploadId: it must never be sent.
    expect(onKey.some((r) => r.method === "POST" && new URL(r.url, "http://x").searchParams.has("uploadId"))).toBe(false);
    expect(await storage.exists("user-e/aborted")).toBe(false);
  }, 60_000);

  it("reports existence, removes one object (a missing one is no error) and everything of one user", async () => {
    await storage.write("user-c/one", pieces(Buffer.from("one")));
    await storage.write("user-c/two", pieces(Buffer.from("two")));
    await storage.write("user-d/other", pieces(Buffer.from("other")));
    expect(await storage.exists("user-c/one")).toBe(true);
    await storage.remove("user-c/one");
    await storage.remove("user-c/one");
    expect(await storage.exists("user-c/one")).toBe(false);
    await expect(storage.read("user-c/one")).rejects.toThrow();
    await storage.removeUser("user-c");
    expect(await keys("user-c/")).toEqual([]);
    expect(await keys("user-d/")).toEqual(["user-d/other"]);
  });

  it("refuses keys the server would never make", async () => {
    await expect(storage.write("../etc/passwd", pieces(Buffer.from("x")))).rejects.toThrow(/invalid storage key/);
    await expect(storage.removeUser("a/b")).rejects.toThrow(/invalid storage user id/);
  });
});
