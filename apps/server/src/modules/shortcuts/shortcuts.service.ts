import { extractSchedule, formatSchedule } from "@life/classifier";
import type { Readable } from "node:stream";
import {
  SCHEDULE_NEEDS_TIME,
  SHORTCUT_PHOTO_ONLY_IMAGES,
  SHORTCUT_PHOTO_TYPES,
  type ApiKey,
  type CreateThoughtInput,
  type ShortcutPhotoFields,
  type ShortcutPhotoResponse,
  type Thought,
  type User,
} from "@life/contracts";
import { BadRequestError, ConflictError } from "../../lib/errors.js";
import { connectionMessage } from "../api-keys/connection-test.js";
import type { ApiKeysService } from "../api-keys/api-keys.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import type { PhotoKeysRepository } from "./photo-keys.repository.js";

/**
 * Captures from Apple Shortcuts. Text goes through ThoughtsService, like the web app's capture:
 * the same validation (the route's contract), classify job and Idempotency-Key. A photo goes
 * through DocumentsService, like an upload, whose extraction job makes the linked thought.
 */
export class ShortcutsService {
  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly apiKeys: ApiKeysService,
    private readonly documents: DocumentsService,
    private readonly photoKeys: PhotoKeysRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Only images: the type is judged by content while streaming, so nothing else is ever stored (415).
   * With an Idempotency-Key, as for text captures, a repeat (a Shortcut retrying on a poor
   * connection) answers the document the key first stored, as it is now, and stores nothing.
   */
  async photo(user: User, input: { stream: Readable; filename?: string; fields: ShortcutPhotoFields }, idempotencyKey?: string): Promise<ShortcutPhotoResponse> {
    if (idempotencyKey !== undefined) {
      const earlier = await this.photoKeys.findDocumentId(user.id, idempotencyKey);
      if (earlier) {
        // The repeat's bytes are not needed; drained so the request completes.
        input.stream.resume();
        return this.storedPhoto(user, earlier);
      }
    }
    const stored = await this.documents.storeDocument(user, {
      stream: input.stream,
      ...(input.filename !== undefined ? { filename: input.filename } : {}),
      fields: { ...input.fields, createEvent: true },
      only: { mimes: SHORTCUT_PHOTO_TYPES, message: SHORTCUT_PHOTO_ONLY_IMAGES },
    });
    if (idempotencyKey === undefined || (await this.photoKeys.claim(user.id, idempotencyKey, stored.data.id, this.now()))) return stored;
    // A concurrent request with the same key stored its copy first: that one is the answer, this one goes.
    await this.documents.deleteDocument(user, stored.data.id);
    const winner = await this.photoKeys.findDocumentId(user.id, idempotencyKey);
    if (!winner) throw new ConflictError("A photo with this Idempotency-Key was just removed; send it again with a new key");
    return this.storedPhoto(user, winner);
  }

  private async storedPhoto(user: User, documentId: string): Promise<ShortcutPhotoResponse> {
    return { data: await this.documents.getDocument(user, documentId), isDuplicate: false, existingDocument: null };
  }

  capture(user: User, input: CreateThoughtInput, idempotencyKey?: string): Promise<Thought> {
    return this.thoughts.createThought(user, input, idempotencyKey);
  }

  /**
   * A thought that must carry a time: refused before anything is saved when none is found.
   * Only the date reading runs here (no classification); the time found is stored with the
   * thought, as the person's choice, and the classify job keeps it even when the classifier
   * would leave the time out (a feeling, a rule).
   */
  async schedule(user: User, input: CreateThoughtInput, idempotencyKey?: string): Promise<Thought> {
    const found = extractSchedule(input.original_input, this.now(), user.timezone).scheduled;
    if (!found) throw new BadRequestError(SCHEDULE_NEEDS_TIME);
    return this.thoughts.createThought(user, input, idempotencyKey, { scheduled_for: formatSchedule(found) });
  }

  async testConnection(user: User, usedKey: ApiKey | null): Promise<{ message: string }> {
    const newest = usedKey ? undefined : await this.apiKeys.newestActiveKey(user, "shortcut");
    return { message: connectionMessage(user, "shortcut", usedKey, newest) };
  }
}
