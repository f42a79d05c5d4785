import type { Readable } from "node:stream";

/**
 * Where the bytes of documents live. Keys are made by the server ("<userId>/<uuid>.<ext>"),
 * never from a file's name. Local disk today; an S3-compatible store would implement the same
 * four calls (see README: S3 is not implemented yet and the server refuses to start with S3_BUCKET).
 */
export interface DocumentStorage {
  /** Stores the stream under key. If the stream fails nothing is left under the key. */
  write(key: string, body: Readable): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}(\.[a-z]{1,5})?$/;

/** Keys only ever come from the server, but a bad one must never become a path outside the store. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}
