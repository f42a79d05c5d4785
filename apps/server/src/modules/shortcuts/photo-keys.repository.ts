import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";

/** Idempotency-Keys of Shortcut photos and the documents they stored (see capture_keys for text). */
export class PhotoKeysRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async findDocumentId(userId: string, key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("photo_capture_keys").select("document_id").where("user_id", "=", userId).where("key", "=", key).executeTakeFirst();
    return row?.document_id;
  }

  /**
   * Records the key for a stored document. The primary key decides between two requests racing
   * with one key: false when another document already holds it.
   */
  async claim(userId: string, key: string, documentId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .insertInto("photo_capture_keys")
      .values({ user_id: userId, key, document_id: documentId, created_at: now })
      .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
