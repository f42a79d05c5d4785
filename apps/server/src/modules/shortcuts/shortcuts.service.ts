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
import { BadRequestError } from "../../lib/errors.js";
import { connectionMessage } from "../api-keys/connection-test.js";
import type { ApiKeysService } from "../api-keys/api-keys.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";

/**
 * Captures from Apple Shortcuts. Text goes through ThoughtsService, like the web app's capture:
 * the same validation (the route's contract), classification and Idempotency-Key. A photo goes
 * through DocumentsService, like an upload, whose extraction job makes the linked thought.
 */
export class ShortcutsService {
  constructor(
    private readonly thoughts: ThoughtsService,
    private readonly apiKeys: ApiKeysService,
    private readonly documents: DocumentsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Only images: the type is judged by content while streaming, so nothing else is ever stored (415). */
  photo(user: User, input: { stream: Readable; filename?: string; fields: ShortcutPhotoFields }): Promise<ShortcutPhotoResponse> {
    return this.documents.storeDocument(user, {
      stream: input.stream,
      ...(input.filename !== undefined ? { filename: input.filename } : {}),
      fields: { ...input.fields, createEvent: true },
      only: { mimes: SHORTCUT_PHOTO_TYPES, message: SHORTCUT_PHOTO_ONLY_IMAGES },
    });
  }

  capture(user: User, input: CreateThoughtInput, idempotencyKey?: string): Promise<Thought> {
    return this.thoughts.createThought(user, input, idempotencyKey);
  }

  /**
   * A thought that must carry a time: refused before anything is saved when none is found.
   * When the classifier leaves the time out (a feeling, a rule), the time found is set anyway,
   * since the person chose the schedule shortcut.
   */
  async schedule(user: User, input: CreateThoughtInput, idempotencyKey?: string): Promise<Thought> {
    const found = extractSchedule(input.original_input, this.now(), user.timezone).scheduled;
    if (!found) throw new BadRequestError(SCHEDULE_NEEDS_TIME);
    const thought = await this.thoughts.createThought(user, input, idempotencyKey);
    if (thought.scheduled_for !== null) return thought;
    return this.thoughts.updateThought(user, thought.id, { scheduled_for: formatSchedule(found) });
  }

  async testConnection(user: User, usedKey: ApiKey | null): Promise<{ message: string }> {
    const newest = usedKey ? undefined : await this.apiKeys.newestActiveKey(user, "shortcut");
    return { message: connectionMessage(user, "shortcut", usedKey, newest) };
  }
}
