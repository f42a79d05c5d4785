import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The word-vector table derived by scripts/build-embeddings.mjs (format documented there).
 * Rows stay int8 in one Int8Array (5 MB) rather than 50k Float32Arrays, so loading is one read
 * and a Map build, and the resident cost is about the file size.
 */
export interface WordTable {
  count: number;
  dims: number;
  scale: number;
  /** word → row; the row is also the word's frequency rank among kept words. */
  index: Map<string, number>;
  /** Common direction of the vocabulary, subtracted from sentence means. */
  mean: Float32Array;
  matrix: Int8Array;
}

// Same relative path from src/embeddings (tsx, vitest) and dist/embeddings (compiled).
const DEFAULT_PATH = fileURLToPath(new URL("../../data/word-vectors.bin", import.meta.url));

let cached: WordTable | null = null;

/** Loads the table once; LIFE_WORD_VECTORS overrides the path (e.g. for a bundled server). */
export function loadWordTable(path = process.env.LIFE_WORD_VECTORS ?? DEFAULT_PATH): WordTable {
  if (cached) return cached;
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`word vectors unreadable (${reason}); build them with scripts/build-embeddings.mjs, see data/ATTRIBUTION.md`);
  }
  cached = parseWordTable(buf);
  return cached;
}

export function parseWordTable(buf: Buffer): WordTable {
  if (buf.toString("ascii", 0, 4) !== "LIWV") throw new Error("word-vectors.bin: bad magic");
  const version = buf.readUInt32LE(4);
  if (version !== 1) throw new Error(`word-vectors.bin: unsupported version ${version}`);
  const count = buf.readUInt32LE(8);
  const dims = buf.readUInt32LE(12);
  const scale = buf.readFloatLE(16);
  const wordsBytes = buf.readUInt32LE(20);
  const wordsStart = 24;
  const meanStart = wordsStart + Math.ceil(wordsBytes / 4) * 4;
  const matrixStart = meanStart + dims * 4;
  if (buf.length !== matrixStart + count * dims) throw new Error("word-vectors.bin: truncated");

  const words = buf.toString("utf8", wordsStart, wordsStart + wordsBytes).split("\n");
  const index = new Map<string, number>();
  words.forEach((w, row) => index.set(w, row));
  // The matrix is a view on the file buffer (no second 5 MB copy; int8 needs no alignment); the
  // small mean is copied because a Float32Array view needs a 4-byte-aligned offset.
  const mean = new Float32Array(buf.buffer.slice(buf.byteOffset + meanStart, buf.byteOffset + matrixStart));
  const matrix = new Int8Array(buf.buffer, buf.byteOffset + matrixStart, count * dims);
  return { count, dims, scale, index, mean, matrix };
}
