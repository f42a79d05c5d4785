import { createHash, type Hash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { AppError } from "../../lib/errors.js";

export interface FileKind {
  mime: string;
  extension: string;
}

export const UNSUPPORTED_TYPE = "Unsupported file type: only PDF, JPG, PNG, GIF, DOC and DOCX files are accepted";
export const EMPTY_FILE = "The file is empty";

const SIGNATURES: Array<{ bytes: number[]; kind: FileKind }> = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: { mime: "application/pdf", extension: "pdf" } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: { mime: "image/png", extension: "png" } },
  { bytes: [0xff, 0xd8, 0xff], kind: { mime: "image/jpeg", extension: "jpg" } },
  { bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], kind: { mime: "image/gif", extension: "gif" } },
  { bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], kind: { mime: "image/gif", extension: "gif" } },
  // OLE compound file: Word 97-2003 (.doc).
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], kind: { mime: "application/msword", extension: "doc" } },
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const DOCX: FileKind = { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" };
/** Every .docx holds this part; its name appears in the zip's local and central headers. */
const DOCX_MARKER = Buffer.from("word/document.xml");
const HEAD_BYTES = 8;

function startsWith(head: Buffer, bytes: number[]): boolean {
  return head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
}

/** The kind of file from its first bytes, or "zip" when only the zip container is known so far. */
export function sniffKind(head: Buffer): FileKind | "zip" | undefined {
  for (const { bytes, kind } of SIGNATURES) if (startsWith(head, bytes)) return kind;
  return startsWith(head, ZIP) ? "zip" : undefined;
}

/** Narrows the accepted kinds, e.g. to images for the Shortcuts photo endpoint; anything else is 415 with `message`. */
export interface KindFilter {
  mimes: readonly string[];
  message: string;
}

export interface InspectedFile {
  kind: FileKind;
  sha256: string;
  size: number;
}

/**
 * Passes a file through while reading what it is (by content, not by name), hashing it and
 * counting its bytes. It fails the stream with 415 for a type outside the list and with 413 as
 * soon as the limit is passed, so nothing larger is ever written out or held in memory.
 */
export class FileInspector extends Transform {
  private readonly hash: Hash = createHash("sha256");
  private head = Buffer.alloc(0);
  private kind: FileKind | "zip" | undefined;
  private size = 0;
  private docxSeen = false;
  private tail = Buffer.alloc(0);

  constructor(
    private readonly limitBytes: number,
    private readonly tooLargeMessage: string,
    private readonly only?: KindFilter,
  ) {
    super();
  }

  /** The 415 for this file's kind, or null when it is accepted (a zip is judged at the end). */
  private refusal(kind: FileKind | "zip" | undefined): AppError | null {
    const message = this.only?.message ?? UNSUPPORTED_TYPE;
    if (kind === undefined) return new AppError(415, message);
    if (this.only && (kind === "zip" || !this.only.mimes.includes(kind.mime))) return new AppError(415, message);
    return null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limitBytes) return done(new AppError(413, this.tooLargeMessage));
    if (this.kind === undefined) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
      if (this.head.length >= HEAD_BYTES) {
        this.kind = sniffKind(this.head);
        const refused = this.refusal(this.kind);
        if (refused) return done(refused);
      }
    }
    if (this.kind === "zip" && !this.docxSeen) {
      const window = Buffer.concat([this.tail, chunk]);
      this.docxSeen = window.includes(DOCX_MARKER);
      this.tail = window.subarray(Math.max(0, window.length - DOCX_MARKER.length));
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) return done(new AppError(400, EMPTY_FILE));
    if (this.kind === undefined) this.kind = sniffKind(this.head);
    const refused = this.refusal(this.kind);
    if (refused) return done(refused);
    if (this.kind === "zip" && !this.docxSeen) return done(new AppError(415, UNSUPPORTED_TYPE));
    done();
  }

  /** After the stream has ended without error. */
  result(): InspectedFile {
    const kind = this.kind === "zip" ? DOCX : this.kind;
    if (!kind) throw new Error("FileInspector.result() before the file was read");
    return { kind, sha256: this.hash.digest("hex"), size: this.size };
  }
}
