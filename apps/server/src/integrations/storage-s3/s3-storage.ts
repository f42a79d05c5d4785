import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import { assertStorageKey, assertUserPrefix, type DocumentStorage } from "../../modules/documents/storage/document-storage.js";

export interface S3StorageConfig {
  bucket: string;
  /** An S3-compatible server (MinIO, Garage, R2, …); unset for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Both or neither; without them the SDK's default chain (env, profile, instance role) is used. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** http://host/bucket/key instead of http://bucket.host/key; most self-hosted servers need it. */
  forcePathStyle: boolean;
}

/**
 * S3's smallest multipart part. lib-storage holds at most QUEUE_SIZE parts of an upload in
 * memory at once, so a 25 MB file never sits in memory whole; a file under one part goes up
 * as a single PutObject.
 */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

/** Documents in a bucket, under the same "<userId>/<uuid>" keys as on disk. */
export class S3DocumentStorage implements DocumentStorage {
  readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  /**
   * Streams the body up as it arrives. If the body fails, the multipart upload is never
   * completed, so nothing appears under the key (lib-storage also aborts it, dropping its parts;
   * a bucket lifecycle rule for incomplete uploads cleans up should that abort fail), and a
   * single-part body was never sent. The body's own error is the one reported.
   */
  async write(key: string, body: Readable): Promise<void> {
    assertStorageKey(key);
    let bodyError: unknown;
    body.once("error", (error) => {
      bodyError ??= error;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: key, Body: body, ContentType: "application/octet-stream" },
      partSize: PART_BYTES,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      if (bodyError instanceof Error && bodyError !== error) {
        bodyError.cause ??= error;
        throw bodyError;
      }
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    assertStorageKey(key);
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    if (!object.Body) throw new Error(`S3 answered no body for ${key}`);
    // In Node the SDK's body is the HTTP response, a Readable.
    return object.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Every object under "<userId>/", page by page; one DeleteObject each (account deletion is rare). */
  async removeUser(userId: string): Promise<void> {
    assertUserPrefix(userId);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: `${userId}/`, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: object.Key }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client.destroy();
  }
}
