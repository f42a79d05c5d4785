import type { Readable } from "node:stream";

/**
 * Where the bytes of documents live. Keys are made by the server ("<userId>/<uuid>"), never
 * from a file's name. Two implementations: local disk (storage/local-storage.ts) and an
 * S3-compatible bucket (integrations/storage-s3), chosen by storage/create-storage.ts.
 */
export interface DocumentStorage {
  /** Stores the stream under key. If the stream fails nothing is left under the key. */
  write(key: string, body: Readable): Promise<void>;
  /** The stored bytes; rejects when there is no object under the key. */
  read(key: string): Promise<Readable>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes everything stored for the user, including leftovers no document row names (account deletion). */
  removeUser(userId: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}(\.[a-z]{1,5})?$/;
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Keys only ever come from the server, but a bad one must never become a path outside the store. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

export function assertUserPrefix(userId: string): void {
  if (!USER_ID.test(userId)) throw new Error(`invalid storage user id: ${userId}`);
}
