import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "../src/integrations/storage-s3/s3-storage.js";

/** s3rver's built-in account; it checks the SDK's v4 signatures against it. */
const ACCESS_KEY = "S3RVER";

/**
 * A real S3-protocol server in the test process (s3rver, files in a temporary folder): the app's
 * @aws-sdk/client-s3 talks HTTP to it, signed, path-style, with multipart uploads.
 */
export async function startS3Server(bucket = "documents"): Promise<{ config: S3StorageConfig; directory: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), "life-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
    },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
}

/**
 * A pass-through HTTP proxy in front of an S3-protocol server that notes every request's method
 * and URL. s3rver answers AbortMultipartUpload like a DeleteObject, so a test that wants to see
 * the abort itself (DELETE /bucket/key?uploadId=…) reads it here. The Host header is forwarded
 * unchanged, so the SDK's signatures still check out at s3rver.
 */
export async function startRecordingProxy(target: S3StorageConfig): Promise<{ config: S3StorageConfig; requests: RecordedRequest[]; close: () => Promise<void> }> {
  const upstream = new URL(target.endpoint!);
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    requests.push({ method: incoming.method ?? "", url: incoming.url ?? "" });
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { ...target, endpoint: `http://127.0.0.1:${port}` },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
