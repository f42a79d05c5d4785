import type { DocumentDetail, DocumentLink, DocumentSummary, DocumentType, Domain, ExportedDocument } from "@life/contracts";
import { sql, type Kysely, type Selectable } from "kysely";
import { isPostgres } from "../../db/json-sql.js";
import type { DocumentsTable, Tables } from "../../db/tables.js";
import { fromJson, toBool, toCount, toIso, toJson } from "../../db/values.js";
import { writeTransaction } from "../../db/write-transaction.js";
import { foldSearchText } from "../../lib/search-fold.js";
import { parseSearchTerms, toFts5Query, toTsQuery } from "../search/search-terms.js";
import type { FeedCursor } from "../thoughts/feed-cursor.js";

/** What the Details tab shows of the extracted text; the full text stays searchable in the row. */
export const DETAIL_TEXT_CHARS = 5_000;

const summaryColumns = [
  "id",
  "title",
  "original_filename",
  "document_type",
  "document_date",
  "created_at",
  "file_size",
  "mime_type",
  "amount",
  "currency",
  "tags",
  "ai_extracted",
  "processing_status",
] as const;

type SummaryRow = Pick<Selectable<DocumentsTable>, (typeof summaryColumns)[number]>;

function toSummary(row: SummaryRow): DocumentSummary {
  const created = toIso(row.created_at);
  return {
    id: row.id,
    title: row.title,
    original_filename: row.original_filename,
    document_type: row.document_type as DocumentType | null,
    document_date: row.document_date,
    created_at: created,
    uploaded_at: created,
    file_size: row.file_size === null ? null : Number(row.file_size),
    mime_type: row.mime_type,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    tags: (fromJson(row.tags) as string[] | null) ?? [],
    ai_extracted: toBool(row.ai_extracted),
    processing_status: row.processing_status as DocumentSummary["processing_status"],
  };
}

export interface NewDocument {
  id: string;
  title: string | null;
  originalFilename: string;
  mimeType: string;
  storageKey: string;
  contentHash: string;
  fileSize: number;
  documentType: DocumentType | null;
  tags: string[];
  givenFields: string[];
  createEvent: boolean;
  /** The upload's quota reservation, released in the same transaction (see QuotaReservationsRepository). */
  reservationId?: string;
  now: Date;
}

export interface DocumentFilters {
  documentType?: DocumentType;
  tag?: string;
  dateFrom?: string;
  dateTo?: string;
  q?: string;
  limit: number;
  after?: FeedCursor;
}

export interface DocumentChanges {
  title?: string | null;
  document_type?: DocumentType | null;
  document_date?: string | null;
  amount?: number | null;
  currency?: string | null;
  tags?: string[];
  metadata?: Record<string, unknown>;
  domains?: Domain[];
  categories?: string[];
  ai_extracted?: boolean;
  extracted_text?: string | null;
  processing_status?: string;
  processing_error?: string | null;
  thought_id?: string | null;
}

/** The row fields the background extraction needs. */
export interface DocumentForProcessing {
  id: string;
  userId: string;
  title: string | null;
  originalFilename: string;
  mimeType: string;
  storageKey: string;
  givenFields: string[];
  createEvent: boolean;
  thoughtId: string | null;
}

export class DocumentsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  async insertDocument(userId: string, input: NewDocument): Promise<DocumentSummary> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("documents")
        .values({
          id: input.id,
          user_id: userId,
          title: input.title,
          original_filename: input.originalFilename,
          mime_type: input.mimeType,
          storage_key: input.storageKey,
          content_hash: input.contentHash,
          file_size: input.fileSize,
          document_type: input.documentType,
          document_date: null,
          amount: null,
          currency: null,
          tags: toJson(input.tags),
          domains: toJson([]),
          categories: toJson([]),
          metadata: toJson({}),
          ai_extracted: false,
          extracted_text: null,
          processing_status: "queued",
          processing_error: null,
          given_fields: toJson(input.givenFields),
          create_event: input.createEvent,
          thought_id: null,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning(summaryColumns)
        .executeTakeFirstOrThrow();
      await this.writeTags(trx, userId, input.id, input.tags);
      if (input.reservationId) await trx.deleteFrom("document_reservations").where("user_id", "=", userId).where("id", "=", input.reservationId).execute();
      return toSummary(row);
    });
  }

  /** Total bytes stored for the user, for the quota. */
  async usedBytes(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom("documents")
      .select((eb) => eb.fn.sum<string | number | null>("file_size").as("total"))
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return toCount(row?.total ?? 0);
  }

  /** The newest of the user's documents with this content, other than `exceptId`. */
  async findByHash(userId: string, contentHash: string, exceptId?: string): Promise<DocumentSummary | undefined> {
    let query = this.db
      .selectFrom("documents")
      .select(summaryColumns)
      .where("user_id", "=", userId)
      .where("content_hash", "=", contentHash);
    if (exceptId) query = query.where("id", "!=", exceptId);
    const row = await query.orderBy("created_at", "desc").limit(1).executeTakeFirst();
    return row && toSummary(row);
  }

  /** Newest first, by keyset: each filter narrows one indexed column. */
  async listDocuments(userId: string, filters: DocumentFilters): Promise<DocumentSummary[]> {
    let query = this.db.selectFrom("documents").select(summaryColumns).where("documents.user_id", "=", userId);
    if (filters.documentType) query = query.where("document_type", "=", filters.documentType);
    if (filters.dateFrom) query = query.where("document_date", ">=", filters.dateFrom);
    if (filters.dateTo) query = query.where("document_date", "<=", filters.dateTo);
    if (filters.tag) {
      const folded = foldTag(filters.tag);
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("document_tags")
            .select(sql.lit(1).as("one"))
            .whereRef("document_tags.document_id", "=", "documents.id")
            .where("document_tags.user_id", "=", userId)
            .where("document_tags.tag_folded", "=", folded),
        ),
      );
    }
    if (filters.q) {
      const terms = parseSearchTerms(filters.q);
      if (terms.words.length === 0) return [];
      query = this.postgres
        ? query.where(sql<boolean>`search_vector @@ to_tsquery('simple', ${toTsQuery(terms)})`)
        : query.where(sql<boolean>`documents.rowid in (select rowid from documents_fts where documents_fts match ${toFts5Query(terms)})`);
    }
    if (filters.after) {
      const { createdAt, id } = filters.after;
      const at = this.postgres ? new Date(createdAt) : createdAt;
      query = query.where((eb) => eb.or([eb("created_at", "<", at), eb.and([eb("created_at", "=", at), eb("id", "<", id)])]));
    }
    const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(filters.limit).execute();
    return rows.map(toSummary);
  }

  async findDocument(userId: string, documentId: string): Promise<DocumentDetail | undefined> {
    const row = await this.db
      .selectFrom("documents")
      .select([
        ...summaryColumns,
        "domains",
        "categories",
        "metadata",
        "content_hash",
        "processing_error",
        sql<string | null>`substr(extracted_text, 1, ${DETAIL_TEXT_CHARS})`.as("extracted_text"),
        "thought_id",
        "updated_at",
      ])
      .where("user_id", "=", userId)
      .where("id", "=", documentId)
      .executeTakeFirst();
    if (!row) return undefined;
    const links = await this.db
      .selectFrom("document_links")
      .innerJoin("thoughts", "thoughts.id", "document_links.thought_id")
      .select(["document_links.entity_type", "document_links.thought_id", "thoughts.ai_title", "thoughts.original_input"])
      .where("document_links.user_id", "=", userId)
      .where("document_links.document_id", "=", documentId)
      .orderBy("document_links.created_at")
      .execute();
    return {
      ...toSummary(row),
      domains: (fromJson(row.domains) as Domain[] | null) ?? [],
      categories: (fromJson(row.categories) as string[] | null) ?? [],
      metadata: (fromJson(row.metadata) as Record<string, unknown> | null) ?? {},
      content_hash: row.content_hash,
      processing_error: row.processing_error,
      extracted_text: row.extracted_text,
      thought_id: row.thought_id,
      updated_at: toIso(row.updated_at),
      links: links.map(
        (link): DocumentLink => ({
          entity_type: link.entity_type as DocumentLink["entity_type"],
          entity_id: link.thought_id,
          title: link.ai_title ?? link.original_input.slice(0, 120),
        }),
      ),
    };
  }

  async findFile(userId: string, documentId: string): Promise<{ storageKey: string; mimeType: string; filename: string; size: number } | undefined> {
    const row = await this.db
      .selectFrom("documents")
      .select(["storage_key", "mime_type", "original_filename", "file_size"])
      .where("user_id", "=", userId)
      .where("id", "=", documentId)
      .executeTakeFirst();
    return row && { storageKey: row.storage_key, mimeType: row.mime_type, filename: row.original_filename, size: Number(row.file_size) };
  }

  async findForProcessing(userId: string, documentId: string): Promise<DocumentForProcessing | undefined> {
    const row = await this.db
      .selectFrom("documents")
      .select(["id", "user_id", "title", "original_filename", "mime_type", "storage_key", "given_fields", "create_event", "thought_id"])
      .where("user_id", "=", userId)
      .where("id", "=", documentId)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        userId: row.user_id,
        title: row.title,
        originalFilename: row.original_filename,
        mimeType: row.mime_type,
        storageKey: row.storage_key,
        givenFields: (fromJson(row.given_fields) as string[] | null) ?? [],
        createEvent: toBool(row.create_event),
        thoughtId: row.thought_id,
      }
    );
  }

  /**
   * Writes the changes; with `expectedUpdatedAt` only if the row was not changed since it was
   * read (false then, as for a missing row).
   */
  async updateDocument(userId: string, documentId: string, changes: DocumentChanges, now: Date, expectedUpdatedAt?: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const { tags, metadata, domains, categories, ...plain } = changes;
      let query = trx
        .updateTable("documents")
        .set({
          ...plain,
          ...(tags !== undefined ? { tags: toJson(tags) } : {}),
          ...(metadata !== undefined ? { metadata: toJson(metadata) } : {}),
          ...(domains !== undefined ? { domains: toJson(domains) } : {}),
          ...(categories !== undefined ? { categories: toJson(categories) } : {}),
          updated_at: now,
        })
        .where("user_id", "=", userId)
        .where("id", "=", documentId);
      if (expectedUpdatedAt !== undefined) {
        query = query.where("updated_at", "=", this.postgres ? new Date(expectedUpdatedAt) : expectedUpdatedAt);
      }
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (tags !== undefined) {
        await trx.deleteFrom("document_tags").where("document_id", "=", documentId).where("user_id", "=", userId).execute();
        await this.writeTags(trx, userId, documentId, tags);
      }
      return true;
    });
  }

  async readUpdatedAt(userId: string, documentId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("documents").select("updated_at").where("user_id", "=", userId).where("id", "=", documentId).executeTakeFirst();
    return row && toIso(row.updated_at);
  }

  /** Deletes the record (tags and links go with it) and answers the storage key of its file. */
  async deleteDocument(userId: string, documentId: string): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom("documents")
      .where("user_id", "=", userId)
      .where("id", "=", documentId)
      .returning("storage_key")
      .executeTakeFirst();
    return row?.storage_key;
  }

  /** Connects a document to one of the user's thoughts; false when the document is not theirs. Repeats are harmless. */
  async addLink(userId: string, documentId: string, thoughtId: string, entityType: DocumentLink["entity_type"], now: Date): Promise<void> {
    await this.db
      .insertInto("document_links")
      .values({ document_id: documentId, thought_id: thoughtId, user_id: userId, entity_type: entityType, created_at: now })
      .onConflict((oc) => oc.columns(["document_id", "thought_id"]).doUpdateSet({ entity_type: entityType }))
      .execute();
  }

  async exists(userId: string, documentId: string): Promise<boolean> {
    const row = await this.db.selectFrom("documents").select("id").where("user_id", "=", userId).where("id", "=", documentId).executeTakeFirst();
    return row !== undefined;
  }

  /** Every document of the user as exported, oldest first, with the key of its file. */
  async exportDocuments(userId: string): Promise<Array<{ document: ExportedDocument; storageKey: string }>> {
    const rows = await this.db.selectFrom("documents").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
    const links = await this.db
      .selectFrom("document_links")
      .select(["document_id", "thought_id", "entity_type"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute();
    const linksOf = new Map<string, ExportedDocument["links"]>();
    for (const link of links) {
      const list = linksOf.get(link.document_id) ?? [];
      list.push({ entity_type: link.entity_type as DocumentLink["entity_type"], thought_id: link.thought_id });
      linksOf.set(link.document_id, list);
    }
    return rows.map((row) => ({
      storageKey: row.storage_key,
      document: {
        id: row.id,
        title: row.title,
        original_filename: row.original_filename,
        mime_type: row.mime_type,
        content_hash: row.content_hash,
        file_size: Number(row.file_size),
        document_type: row.document_type as DocumentType | null,
        document_date: row.document_date,
        amount: row.amount === null ? null : Number(row.amount),
        currency: row.currency,
        tags: (fromJson(row.tags) as string[] | null) ?? [],
        domains: (fromJson(row.domains) as Domain[] | null) ?? [],
        categories: (fromJson(row.categories) as string[] | null) ?? [],
        metadata: (fromJson(row.metadata) as Record<string, unknown> | null) ?? {},
        ai_extracted: toBool(row.ai_extracted),
        extracted_text: row.extracted_text,
        processing_status: row.processing_status as ExportedDocument["processing_status"],
        processing_error: row.processing_error,
        given_fields: (fromJson(row.given_fields) as string[] | null) ?? [],
        create_event: toBool(row.create_event),
        thought_id: row.thought_id,
        links: linksOf.get(row.id) ?? [],
        created_at: toIso(row.created_at),
        updated_at: toIso(row.updated_at),
      },
    }));
  }

  /** Who holds a document id, if anyone (an import keeps ids that are free). */
  async ownerOf(documentId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("documents").select("user_id").where("id", "=", documentId).executeTakeFirst();
    return row?.user_id;
  }

  /**
   * Records an imported document whose file is already in storage, with its fields as exported.
   * Links name the user's thoughts by their ids here; ones that do not exist are dropped.
   * The upload's reservation is released in the same transaction.
   */
  async insertImported(userId: string, input: { document: ExportedDocument; storageKey: string; reservationId: string; status: string }): Promise<void> {
    const d = input.document;
    await writeTransaction(this.db, async (trx) => {
      const wanted = [...new Set([...(d.thought_id ? [d.thought_id] : []), ...d.links.map((l) => l.thought_id)])];
      const present = new Set(
        wanted.length === 0
          ? []
          : (await trx.selectFrom("thoughts").select("id").where("user_id", "=", userId).where("id", "in", wanted).execute()).map((r) => r.id),
      );
      await trx
        .insertInto("documents")
        .values({
          id: d.id,
          user_id: userId,
          title: d.title,
          original_filename: d.original_filename,
          mime_type: d.mime_type,
          storage_key: input.storageKey,
          content_hash: d.content_hash,
          file_size: d.file_size,
          document_type: d.document_type,
          document_date: d.document_date,
          amount: d.amount,
          currency: d.currency,
          tags: toJson(d.tags),
          domains: toJson(d.domains),
          categories: toJson(d.categories),
          metadata: toJson(d.metadata),
          ai_extracted: d.ai_extracted,
          extracted_text: d.extracted_text,
          processing_status: input.status,
          processing_error: d.processing_error,
          given_fields: toJson(d.given_fields),
          create_event: d.create_event,
          thought_id: d.thought_id && present.has(d.thought_id) ? d.thought_id : null,
          created_at: new Date(d.created_at),
          updated_at: new Date(d.updated_at),
        })
        .execute();
      await this.writeTags(trx, userId, d.id, d.tags);
      const links = new Map(d.links.filter((l) => present.has(l.thought_id)).map((l) => [l.thought_id, l.entity_type]));
      if (links.size > 0) {
        await trx
          .insertInto("document_links")
          .values([...links].map(([thoughtId, entityType]) => ({ document_id: d.id, thought_id: thoughtId, user_id: userId, entity_type: entityType, created_at: new Date(d.created_at) })))
          .execute();
      }
      await trx.deleteFrom("document_reservations").where("user_id", "=", userId).where("id", "=", input.reservationId).execute();
    });
  }

  private async writeTags(trx: Kysely<Tables>, userId: string, documentId: string, tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    const rows = new Map(tags.map((tag) => [foldTag(tag), tag]));
    await trx
      .insertInto("document_tags")
      .values([...rows].map(([folded, tag]) => ({ document_id: documentId, user_id: userId, tag, tag_folded: folded })))
      .execute();
  }
}

/** Tags compare without case or accents: "Taxes" finds "taxes". */
export function foldTag(tag: string): string {
  return foldSearchText(tag.trim());
}
