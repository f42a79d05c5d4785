import { mkdtempSync, rmSync } from "node:fs";
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
