import { createHash } from "node:crypto";
import type { CorpusEntry } from "./corpus/index.js";
import { EMBED_DIMS, HASH_BITS, INPUT_SIZE, type LinearModel } from "./linear-model.js";

/**
 * data/text-model.bin: "LITM", version, hash bits, embedding dims, the corpus fingerprint
 * (64 ASCII hex chars), then per model: label count, temperature, int16 scale, labels joined by
 * "\n" (length-prefixed), and INPUT_SIZE × labels int16 weights. int16 keeps 4–5 significant
 * digits of each weight at half the size of float32.
 */
export interface ModelFile {
  fingerprint: string;
  eventType: LinearModel;
  domain: LinearModel;
}

/** Changes whenever the corpus or the input layout changes, so a stale model file fails a test. */
export function corpusFingerprint(corpus: CorpusEntry[]): string {
  const h = createHash("sha256");
  h.update(`v1 bits=${HASH_BITS} dims=${EMBED_DIMS}\n`);
  for (const e of corpus) h.update(`${e.domain}|${e.event_type}|${e.text}\n`);
  return h.digest("hex");
}

export function serializeModels(file: ModelFile): Buffer {
  const parts: Buffer[] = [];
  const head = Buffer.alloc(16);
  head.write("LITM", 0, "ascii");
  head.writeUInt32LE(1, 4);
  head.writeUInt32LE(HASH_BITS, 8);
  head.writeUInt32LE(EMBED_DIMS, 12);
  parts.push(head, Buffer.from(file.fingerprint, "ascii"));
  for (const m of [file.eventType, file.domain]) {
    let max = 0;
    for (const w of m.weights) max = Math.max(max, Math.abs(w));
    const scale = max / 32767 || 1;
    const labels = Buffer.from(m.labels.join("\n"), "utf8");
    const meta = Buffer.alloc(16);
    meta.writeUInt32LE(m.labels.length, 0);
    meta.writeFloatLE(m.temperature, 4);
    meta.writeFloatLE(scale, 8);
    meta.writeUInt32LE(labels.length, 12);
    const weights = Buffer.alloc(m.weights.length * 2);
    m.weights.forEach((w, i) => weights.writeInt16LE(Math.round(w / scale), i * 2));
    parts.push(meta, labels, weights);
  }
  return Buffer.concat(parts);
}

export function parseModels(buf: Buffer): ModelFile {
  if (buf.toString("ascii", 0, 4) !== "LITM") throw new Error("text-model.bin: bad magic");
  if (buf.readUInt32LE(4) !== 1) throw new Error("text-model.bin: unsupported version");
  if (buf.readUInt32LE(8) !== HASH_BITS || buf.readUInt32LE(12) !== EMBED_DIMS) throw new Error("text-model.bin: built for another input layout; run npm run build:model");
  const fingerprint = buf.toString("ascii", 16, 80);
  let at = 80;
  const read = (): LinearModel => {
    const k = buf.readUInt32LE(at);
    const temperature = buf.readFloatLE(at + 4);
    const scale = buf.readFloatLE(at + 8);
    const labelBytes = buf.readUInt32LE(at + 12);
    const labels = buf.toString("utf8", at + 16, at + 16 + labelBytes).split("\n");
    at += 16 + labelBytes;
    const n = INPUT_SIZE * k;
    if (labels.length !== k || buf.length < at + n * 2) throw new Error("text-model.bin: truncated");
    const weights = new Float32Array(n);
    for (let i = 0; i < n; i++) weights[i] = buf.readInt16LE(at + i * 2) * scale;
    at += n * 2;
    return { labels, weights, temperature };
  };
  const eventType = read();
  const domain = read();
  return { fingerprint, eventType, domain };
}
