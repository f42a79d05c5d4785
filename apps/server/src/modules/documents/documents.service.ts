import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PassThrough, Writable, type Transform } from "node:stream";
import type {
  ConnectDocumentInput,
  DeleteDocumentResponse,
  DocumentDetail,
  DocumentListQuery,
  DocumentListResponse,
  DocumentSettingsResponse,
  DocumentUploadFields,
  DocumentUploadResponse,
  DuplicateCheckResponse,
  ExportedDocument,
  UpdateDocumentInput,
  User,
} from "@life/contracts";
import { isProject } from "@life/contracts";
import { AppError, BadRequestError, ConflictError, NotFoundError } from "../../lib/errors.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { ActivityRecorder } from "../activity/activity-log.js";
import type { DocumentExtractor } from "../../jobs/document-extractor.js";
import { decodeCursor, encodeCursor } from "../thoughts/feed-cursor.js";
import type { ThoughtsRepository } from "../thoughts/thoughts.repository.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { DocumentsConfig } from "./documents.config.js";
import type { DocumentChanges, DocumentsRepository } from "./documents.repository.js";
import { extractFields, formatMoney, typeLabel } from "./extraction/document-fields.js";
import type { RefineFields } from "./extraction/llm-fields.js";
import { FileInspector, type InspectedFile, type KindFilter } from "./file-inspector.js";
import { originalName } from "./original-name.js";
import { QuotaGate } from "./quota-gate.js";
import type { QuotaReservationsRepository } from "./quota-reservations.repository.js";
import type { DocumentStorage } from "./storage/document-storage.js";

export const DOCUMENT_NOT_FOUND = "Document not found";
export const EXTRACT_DOCUMENT_JOB = "extract-document";

export interface ExtractDocumentPayload {
  documentId: string;
  userId: string;
}

/** A file written to storage, not yet recorded: the upload's fields may arrive after it. */
export interface ReceivedFile extends InspectedFile {
  storageKey: string;
  filename: string;
  /** The quota this file holds until it is recorded or discarded. */
  reservationId: string;
  userId: string;
}

export interface DocumentsServiceDeps {
  documents: DocumentsRepository;
  reservations: QuotaReservationsRepository;
  storage: DocumentStorage;
  queue: JobQueue;
  thoughts: ThoughtsService;
  thoughtsRepository: ThoughtsRepository;
  users: UsersRepository;
  extractor: DocumentExtractor;
  config: DocumentsConfig;
  /** With an LLM configured: the model's fields in place of the local ones (extraction/llm-fields.ts). */
  refineFields?: RefineFields;
  /** Where each upload is recorded for the admin's Activities tab. */
  activity?: ActivityRecorder;
  now?: () => Date;
}

/** How far ahead of the bytes received an upload reserves quota (see QuotaGate). */
export const QUOTA_STEP_BYTES = 256 * 1024;
/** A reservation not grown for this long stops counting (its upload stalled or its process died). */
export const RESERVATION_TTL_MS = 15 * 60 * 1000;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * body → inspector → the stages after it (the quota gate, then storage). On a refusal the
 * upload's stream is not destroyed but drained: destroying it would leave the multipart parser
 * waiting on it, and with it the request, so the connection would hang after the 413 or 415 was sent.
 */
async function inspect(body: Readable, inspector: FileInspector, ...stages: [...Transform[], Writable]): Promise<void> {
  body.once("error", (error) => inspector.destroy(error));
  body.pipe(inspector);
  try {
    await pipeline([inspector, ...stages]);
  } catch (error) {
    body.unpipe(inspector);
    body.resume();
    throw error;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class DocumentsService {
  private readonly now: () => Date;

  constructor(private readonly deps: DocumentsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Streams one file into storage under a new server-made key, checking its type by content,
   * hashing it and stopping at the size limit or the user's quota (413). Quota is reserved as
   * the bytes arrive, so simultaneous uploads cannot pass it together. The caller records the
   * file with createDocument, or removes it with discardFile. `only` narrows the kinds accepted.
   */
  async receiveFile(user: User, body: Readable, filename: string | undefined, only?: KindFilter): Promise<ReceivedFile> {
    const { maxBytes, quotaBytes } = this.deps.config;
    const quotaMessage = `Storage quota exceeded: your documents may use ${megabytes(quotaBytes)} in all; delete some to make room`;
    const id = randomUUID();
    const reserve = (needed: number) =>
      this.deps.reservations.reserve({
        userId: user.id,
        reservationId: id,
        needed,
        slack: QUOTA_STEP_BYTES,
        quotaBytes,
        now: this.now(),
        expiresAt: new Date(this.now().getTime() + RESERVATION_TTL_MS),
      });
    const held = await reserve(1);
    if (held === null) {
      body.resume();
      throw new AppError(413, quotaMessage);
    }
    const inspector = new FileInspector(maxBytes, `The file is too large (at most ${megabytes(maxBytes)})`, only);
    const staged = new PassThrough();
    // The extension is only known from the first bytes, so keys carry none.
    const key = `${user.id}/${id}`;
    const write = this.deps.storage.write(key, staged);
    try {
      await Promise.all([inspect(body, inspector, new QuotaGate(held, reserve, quotaMessage), staged), write]);
    } catch (error) {
      await write.catch(() => undefined);
      await this.deps.storage.remove(key);
      await this.deps.reservations.release(user.id, id);
      throw error;
    }
    const inspected = inspector.result();
    return { ...inspected, storageKey: key, filename: originalName(filename, inspected.kind.extension), reservationId: id, userId: user.id };
  }

  async discardFile(file: ReceivedFile): Promise<void> {
    await this.deps.storage.remove(file.storageKey);
    await this.deps.reservations.release(file.userId, file.reservationId);
  }

  /** Records a received file and queues its extraction; reports an earlier document with the same content. */
  async createDocument(user: User, file: ReceivedFile, fields: DocumentUploadFields): Promise<DocumentUploadResponse> {
    const existing = await this.deps.documents.findByHash(user.id, file.sha256);
    const id = file.storageKey.split("/")[1]!;
    const givenFields = [...(fields.title ? ["title"] : []), ...(fields.document_type ? ["document_type"] : [])];
    try {
      await this.deps.documents.insertDocument(user.id, {
        id,
        title: fields.title ?? null,
        originalFilename: file.filename,
        mimeType: file.kind.mime,
        storageKey: file.storageKey,
        contentHash: file.sha256,
        fileSize: file.size,
        documentType: fields.document_type ?? null,
        tags: fields.tags,
        givenFields,
        createEvent: fields.createEvent,
        reservationId: file.reservationId,
        now: this.now(),
      });
    } catch (error) {
      await this.discardFile(file);
      throw error;
    }
    await this.deps.queue.enqueue(EXTRACT_DOCUMENT_JOB, { documentId: id, userId: user.id } satisfies ExtractDocumentPayload, `${EXTRACT_DOCUMENT_JOB}:${id}`);
    await this.deps.activity?.record({
      userId: user.id,
      type: "upload",
      title: fields.title ?? file.filename,
      detail: `${file.kind.extension.toUpperCase()}, ${Math.max(1, Math.round(file.size / 1024))} KB${existing ? ", same content as an earlier document" : ""}`,
    });
    return { data: await this.getDocument(user, id), isDuplicate: existing !== undefined, existingDocument: existing ?? null };
  }

  /**
   * The whole upload in one call, for callers that have the file as a stream and the fields at
   * hand (the Apple Shortcuts photo endpoint, the watched folder).
   */
  async storeDocument(
    user: User,
    input: { stream: Readable; filename?: string; fields?: Partial<DocumentUploadFields>; only?: KindFilter },
  ): Promise<DocumentUploadResponse> {
    const file = await this.receiveFile(user, input.stream, input.filename, input.only);
    return this.createDocument(user, file, { tags: [], createEvent: true, ...input.fields });
  }

  /** Hashes the file without keeping it and looks for the same content among the user's documents. */
  async checkDuplicate(user: User, body: Readable): Promise<DuplicateCheckResponse> {
    const inspector = new FileInspector(this.deps.config.maxBytes, `The file is too large (at most ${megabytes(this.deps.config.maxBytes)})`);
    await inspect(body, inspector, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const existing = await this.deps.documents.findByHash(user.id, inspector.result().sha256);
    return { isDuplicate: existing !== undefined, existingDocument: existing ?? null };
  }

  async listDocuments(user: User, query: DocumentListQuery): Promise<DocumentListResponse> {
    const documents = await this.deps.documents.listDocuments(user.id, {
      documentType: query.document_type,
      tag: query.tag,
      dateFrom: query.date_from,
      dateTo: query.date_to,
      q: query.q,
      limit: query.limit,
      after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    });
    const last = documents.at(-1);
    return {
      documents,
      next_cursor: last && documents.length === query.limit ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    };
  }

  async getDocument(user: User, documentId: string): Promise<DocumentDetail> {
    const document = await this.deps.documents.findDocument(user.id, documentId);
    if (!document) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return document;
  }

  async openFile(user: User, documentId: string): Promise<{ stream: Readable; mimeType: string; filename: string; size: number }> {
    const file = await this.deps.documents.findFile(user.id, documentId);
    if (!file) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    try {
      return { stream: await this.deps.storage.read(file.storageKey), mimeType: file.mimeType, filename: file.filename, size: file.size };
    } catch {
      throw new NotFoundError("The file of this document is missing from storage");
    }
  }

  /** Edits made by the person; they are never overwritten by a later extraction. */
  async updateDocument(user: User, documentId: string, input: UpdateDocumentInput): Promise<DocumentDetail> {
    const changes: DocumentChanges = { ...input };
    // An empty edit changes nothing, but still answers 404 for an id that is not the person's.
    if (Object.keys(changes).length === 0) return this.getDocument(user, documentId);
    if (!(await this.deps.documents.updateDocument(user.id, documentId, changes, this.now()))) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return this.getDocument(user, documentId);
  }

  async deleteDocument(user: User, documentId: string): Promise<DeleteDocumentResponse> {
    const storageKey = await this.deps.documents.deleteDocument(user.id, documentId);
    if (!storageKey) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    await this.deps.storage.remove(storageKey);
    return { success: true, id: documentId };
  }

  /** Links to one of the user's projects or thoughts; any other id answers 404. */
  async connectDocument(user: User, documentId: string, input: ConnectDocumentInput): Promise<DocumentDetail> {
    if (!(await this.deps.documents.exists(user.id, documentId))) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    const target = await this.deps.thoughtsRepository.findThought(user.id, input.entity_id);
    if (!target) throw new NotFoundError(input.entity_type === "project" ? "Project not found" : "Thought not found");
    if (input.entity_type === "project" && !isProject(target)) throw new NotFoundError("Project not found");
    await this.deps.documents.addLink(user.id, documentId, target.id, input.entity_type, this.now());
    return this.getDocument(user, documentId);
  }

  async settings(user: User): Promise<DocumentSettingsResponse> {
    const { maxBytes, quotaBytes, consumeDir } = this.deps.config;
    return { maxBytes, quotaBytes, usedBytes: await this.deps.documents.usedBytes(user.id), consumeDir };
  }

  // ---- account export, import and deletion ----

  /** The user's documents as exported, each with a way to read its file. */
  async exportDocuments(userId: string): Promise<Array<{ document: ExportedDocument; open: () => Promise<Readable> }>> {
    const rows = await this.deps.documents.exportDocuments(userId);
    return rows.map(({ document, storageKey }) => ({ document, open: () => this.deps.storage.read(storageKey) }));
  }

  /**
   * Restores one exported document with its file. Thought ids in it must already be the ids
   * the import gave them. A document already in this account is skipped (its file is not
   * read); an id another account holds gets a new one. The file goes through the same checks
   * as an upload (type by content, size, quota), and must match the exported checksum.
   */
  async importDocument(user: User, document: ExportedDocument, open: () => Promise<Readable>): Promise<"imported" | "skipped"> {
    const owner = await this.deps.documents.ownerOf(document.id);
    if (owner === user.id) return "skipped";
    const file = await this.receiveFile(user, await open(), document.original_filename);
    const label = document.title ?? document.original_filename;
    if (file.sha256 !== document.content_hash) {
      await this.discardFile(file);
      throw new BadRequestError(`The file of the document "${label}" does not match its checksum in export.json`);
    }
    const id = owner === undefined ? document.id : randomUUID();
    // Work cut short by the export is done again here.
    const status = document.processing_status === "done" || document.processing_status === "failed" ? document.processing_status : "queued";
    try {
      await this.deps.documents.insertImported(user.id, {
        document: { ...document, id, mime_type: file.kind.mime, file_size: file.size, original_filename: file.filename },
        storageKey: file.storageKey,
        reservationId: file.reservationId,
        status,
      });
    } catch (error) {
      await this.discardFile(file);
      throw error;
    }
    if (status === "queued") {
      await this.deps.queue.enqueue(EXTRACT_DOCUMENT_JOB, { documentId: id, userId: user.id } satisfies ExtractDocumentPayload, `${EXTRACT_DOCUMENT_JOB}:${id}`);
    }
    return "imported";
  }

  /** Everything stored for the user (account deletion; the rows go by cascade). */
  async removeUserFiles(userId: string): Promise<void> {
    await this.deps.storage.removeUser(userId);
  }

  // ---- the extract-document job ----

  /**
   * Reads the text (in a thread), fills the fields the person did not give, and with
   * createEvent creates the linked thought. Writes are conditional on the row not having been
   * edited meanwhile; an edit in between makes the job read again (a retry), not overwrite it.
   */
  async processDocument(payload: ExtractDocumentPayload): Promise<void> {
    const doc = await this.deps.documents.findForProcessing(payload.userId, payload.documentId);
    if (!doc) return;
    await this.deps.documents.updateDocument(doc.userId, doc.id, { processing_status: "processing", processing_error: null }, this.now());
    const stamp = await this.deps.documents.readUpdatedAt(doc.userId, doc.id);
    const bytes = await readAll(await this.deps.storage.read(doc.storageKey));
    const given = new Set(doc.givenFields);
    const current = await this.deps.documents.findDocument(doc.userId, doc.id);
    if (!current) return;
    const knownType = given.has("document_type") ? current.document_type : null;
    const extraction = await this.deps.extractor(bytes, doc.mimeType, knownType);
    const { text, fields, note } = this.deps.refineFields ? await this.deps.refineFields(doc.userId, extraction, knownType) : { ...extraction, note: null };
    const found = fields ?? extractFields("", knownType);

    const changes: DocumentChanges = {
      extracted_text: text.text || null,
      metadata: { ...current.metadata, extraction: { method: text.method, ...(text.pages ? { pages: text.pages } : {}), characters: text.text.length, ...note } },
      processing_status: "done",
      processing_error: null,
    };
    let extracted = false;
    const fill = <K extends keyof DocumentChanges>(key: K, value: DocumentChanges[K], isEmpty: boolean) => {
      if (given.has(key) || !isEmpty || value === null || value === undefined) return;
      changes[key] = value;
      extracted = true;
    };
    if (fields) {
      fill("document_type", found.document_type, current.document_type === null);
      fill("title", found.title, current.title === null);
      fill("document_date", found.document_date, current.document_date === null);
      fill("amount", found.amount, current.amount === null);
      fill("currency", found.currency, current.currency === null);
      if (current.domains.length === 0) changes.domains = found.domains;
      if (current.categories.length === 0) changes.categories = found.categories;
      const suggested = found.tags.filter((tag) => !current.tags.some((t) => t.toLowerCase() === tag.toLowerCase()));
      if (suggested.length > 0) changes.tags = [...current.tags, ...suggested];
      if (found.vendor) changes.metadata = { ...changes.metadata, vendor: found.vendor };
      extracted ||= suggested.length > 0;
    } else if (current.document_type === null) {
      changes.document_type = "other";
    }
    if (extracted) changes.ai_extracted = true;
    if (!stamp || !(await this.deps.documents.updateDocument(doc.userId, doc.id, changes, this.now(), stamp))) {
      throw new ConflictError("the document changed while it was read; reading it again");
    }
    if (doc.createEvent && !doc.thoughtId) await this.createEvent(doc.userId, doc.id);
  }

  /** After the last attempt: the card shows the failure; the thought asked for is still made. */
  async recordFailure(payload: ExtractDocumentPayload, error: string): Promise<void> {
    const doc = await this.deps.documents.findForProcessing(payload.userId, payload.documentId);
    if (!doc) return;
    await this.deps.documents.updateDocument(doc.userId, doc.id, { processing_status: "failed", processing_error: error }, this.now());
    if (doc.createEvent && !doc.thoughtId) await this.createEvent(doc.userId, doc.id);
  }

  async recordRequeued(payload: ExtractDocumentPayload): Promise<void> {
    await this.deps.documents.updateDocument(payload.userId, payload.documentId, { processing_status: "queued", processing_error: null }, this.now());
  }

  /**
   * "Receipt from Home Depot — $84.12", captured as any thought (and so classified), then
   * linked. The capture key makes a retried job find the thought it made instead of a second.
   */
  private async createEvent(userId: string, documentId: string): Promise<void> {
    const user = await this.deps.users.findUserById(userId);
    const doc = await this.deps.documents.findDocument(userId, documentId);
    if (!user || !doc) return;
    const name = doc.title ?? `${typeLabel(doc.document_type)}: ${doc.original_filename}`;
    const text = doc.amount !== null ? `${name} — ${formatMoney(doc.amount, doc.currency)}` : name;
    const thought = await this.deps.thoughts.createThought(user, { original_input: text }, `document:${documentId}`);
    await this.deps.documents.addLink(userId, documentId, thought.id, "thought", this.now());
    await this.deps.documents.updateDocument(userId, documentId, { thought_id: thought.id }, this.now());
  }
}
