import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  accountExport,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportedDocumentFile,
  PASSWORD_CONFIRM_WRONG,
  emptySetupAnswers,
  setupAnswers,
  type AccountExport,
  type ImportResponse,
} from "@life/contracts";
import { AppError, BadRequestError } from "../../lib/errors.js";
import type { AuthContext, AuthService } from "../auth/auth.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { SetupRepository } from "../setup/setup.repository.js";
import type { UsersRepository } from "../users/users.repository.js";
import type { AccountRepository } from "./account.repository.js";
import { exportZipStream, openExportZip, scheduledCalendar, type ExportFile, type OpenedExport } from "./export-files.js";

/** fflate writes no ZIP64, so one archive must stay under 4 GiB; a little is left for headers and export.json. */
export const MAX_EXPORT_FILE_BYTES = 4 * 1024 ** 3 - 256 * 1024 ** 2;

export interface AccountServiceOptions {
  /** Where an uploaded import zip is kept while it is read (DATA_DIR/tmp). */
  tmpDir: string;
  /** The largest import zip accepted: the document quota plus room for export.json. */
  maxImportBytes: number;
  /** Told when files of a deleted account could not be removed from storage. */
  onFilesLeft?: (userId: string, error: unknown) => void;
  now?: () => Date;
}

type ImportResult = ImportResponse["data"];

/** Export, import and deletion of a whole account. */
export class AccountService {
  private readonly now: () => Date;

  constructor(
    private readonly account: AccountRepository,
    private readonly setup: SetupRepository,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly documents: DocumentsService,
    private readonly options: AccountServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async exportData(auth: AuthContext): Promise<AccountExport> {
    return (await this.collect(auth)).data;
  }

  private async collect(auth: AuthContext): Promise<{ data: AccountExport; files: ExportFile[] }> {
    const { user } = auth;
    const [thoughts, setupRow, records, documents] = await Promise.all([
      this.account.exportThoughts(user.id),
      this.setup.findState(user.id),
      this.account.exportSetupRecords(user.id),
      this.documents.exportDocuments(user.id),
    ]);
    const parsed = setupRow ? setupAnswers.safeParse(setupRow.answers) : null;
    const data: AccountExport = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported_at: this.now().toISOString(),
      user: { email: user.email, display_name: user.display_name, timezone: user.timezone },
      thoughts,
      contacts: thoughts
        .filter((t) => t.is_container && t.container_type === "Contacts")
        .map((t) => ({ id: t.id, name: t.flexible_attributes.entities?.[0] ?? t.ai_title ?? t.original_input, relation: t.subdomain })),
      projects: thoughts.filter((t) => t.is_container && t.container_type === "Projects").map((t) => ({ id: t.id, title: t.ai_title ?? t.original_input })),
      setup: setupRow
        ? { answers: parsed?.success ? parsed.data : emptySetupAnswers(), phase: setupRow.phase, completed_at: setupRow.completed_at, records }
        : null,
      documents: documents.map((d) => d.document),
    };
    return { data, files: documents.map((d) => ({ name: exportedDocumentFile(d.document.id), open: d.open })) };
  }

  /** export.json, calendar.ics and every document's file, streamed as one zip. */
  async exportZip(auth: AuthContext): Promise<Readable> {
    const { data, files } = await this.collect(auth);
    const total = data.documents.reduce((sum, d) => sum + d.file_size, 0);
    if (total > MAX_EXPORT_FILE_BYTES) {
      throw new AppError(413, "Your documents add up to more than one export zip can hold (4 GB); download or delete some documents, then export again");
    }
    return exportZipStream(data, scheduledCalendar(data.thoughts), files);
  }

  async exportCalendar(auth: AuthContext): Promise<string> {
    return scheduledCalendar(await this.account.exportThoughts(auth.user.id));
  }

  /**
   * The zip the export made (as a stream, kept on disk while it is read), or its export.json
   * alone, which restores everything but documents (their files are only in the zip).
   */
  async importData(auth: AuthContext, body: Readable | unknown): Promise<ImportResult> {
    if (!isStream(body)) return this.importParsed(auth, body, null);
    await mkdir(this.options.tmpDir, { recursive: true });
    const file = path.join(this.options.tmpDir, `import-${randomUUID()}.zip`);
    try {
      await saveBody(body, this.options.maxImportBytes, file);
      const opened = await openExportZip(file);
      try {
        return await this.importParsed(auth, opened.data, opened);
      } finally {
        opened.close();
      }
    } finally {
      await rm(file, { force: true });
    }
  }

  private async importParsed(auth: AuthContext, raw: unknown, zip: Pick<OpenedExport, "has" | "openFile"> | null): Promise<ImportResult> {
    const parsed = accountExport.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new BadRequestError(`Not a Life Intelligence export: ${issue ? `${issue.path.join(".")}: ${issue.message}` : "unreadable"}`);
    }
    const { thoughtIds, ...counts } = await this.account.importData(auth.user.id, parsed.data, this.now());
    let documents = 0;
    if (zip) {
      for (const document of parsed.data.documents) {
        const name = exportedDocumentFile(document.id);
        // Left out of the zip (unreadable at export time): nothing to restore it from.
        if (!zip.has(name)) continue;
        const mapped = {
          ...document,
          thought_id: document.thought_id ? (thoughtIds.get(document.thought_id) ?? null) : null,
          links: document.links.flatMap((link) => {
            const id = thoughtIds.get(link.thought_id);
            return id ? [{ ...link, thought_id: id }] : [];
          }),
        };
        if ((await this.documents.importDocument(auth.user, mapped, () => zip.openFile(name))) === "imported") documents += 1;
      }
    }
    return { ...counts, documents };
  }

  /** The rows go with the user row by cascade; then the files, which no row names any more. */
  async deleteAccount(auth: AuthContext, password: string): Promise<void> {
    if (!(await this.auth.confirmPassword(auth, password))) throw new BadRequestError(PASSWORD_CONFIRM_WRONG);
    await this.users.deleteUser(auth.user.id);
    try {
      await this.documents.removeUserFiles(auth.user.id);
    } catch (error) {
      // The account is gone either way; the operator is told which files are left.
      this.options.onFilesLeft?.(auth.user.id, error);
    }
  }
}

function isStream(value: unknown): value is Readable {
  return typeof value === "object" && value !== null && typeof (value as Readable).pipe === "function" && typeof (value as Readable).on === "function";
}

/**
 * Writes the request body to `file`, failing with 413 past `max` bytes. On failure the body is
 * drained rather than destroyed, so the client still receives the answer instead of a reset.
 */
async function saveBody(body: Readable, max: number, file: string): Promise<void> {
  const limit = byteLimit(max);
  body.once("error", (error) => limit.destroy(error));
  body.pipe(limit);
  try {
    await pipeline(limit, createWriteStream(file, { flags: "wx", mode: 0o600 }));
  } catch (error) {
    body.unpipe(limit);
    body.resume();
    throw error;
  }
}

/** Fails with 413 once more than `max` bytes have passed. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) return done(new AppError(413, `The import is too large (at most ${Math.round(max / 1024 ** 2)} MB)`));
      done(null, chunk);
    },
  });
}
