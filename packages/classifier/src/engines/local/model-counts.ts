import { domains, eventTypes } from "@life/contracts";
import { extractEntities } from "../../entities.js";
import type { CorpusEntry } from "./corpus/index.js";
import { textFeatures } from "./features.js";
import { countFeatures, countTotals, type FeatureCounts, type ModelSource } from "./naive-bayes.js";

/** Feature counts for both text models. */
export interface ModelCounts {
  eventType: FeatureCounts;
  domain: FeatureCounts;
}

export function countCorpus(corpus: CorpusEntry[]): ModelCounts {
  const docs = corpus.map((e) => ({ e, features: textFeatures(e.text, extractEntities(e.text)) }));
  return {
    eventType: countFeatures(docs.map((d) => ({ features: d.features, label: d.e.event_type })), eventTypes),
    domain: countFeatures(docs.map((d) => ({ features: d.features, label: d.e.domain })), domains),
  };
}

const cell = (row: number[]): string => row.map((x) => (x ? String(x) : "")).join(",");
const parseRow = (s: string): number[] => s.split(",").map((x) => (x ? Number(x) : 0));

/**
 * Header lines with document counts and per-label totals, then one line per feature:
 * `feature<TAB>event counts<TAB>domain counts`, zeros left empty ("call\t,,7,,,,,,,1,,,\t5,2,1").
 */
export function serializeCounts(c: ModelCounts): string {
  const ev = countTotals(c.eventType);
  const dom = countTotals(c.domain);
  const lines = [`#docs\t${cell(c.eventType.docCount)}\t${cell(c.domain.docCount)}`, `#totals\t${ev.totals.join(",")}\t${dom.totals.join(",")}\t${ev.vocab}\t${dom.vocab}`];
  const zeros = (n: number) => Array<number>(n).fill(0);
  for (const f of [...new Set([...c.eventType.features.keys(), ...c.domain.features.keys()])].sort()) {
    lines.push(`${f}\t${cell(c.eventType.features.get(f) ?? zeros(eventTypes.length))}\t${cell(c.domain.features.get(f) ?? zeros(domains.length))}`);
  }
  return lines.join("\n");
}

/** Reads the generated counts; each feature's row is parsed only when a thought uses it. */
export function loadCounts(text: string): { eventType: ModelSource; domain: ModelSource } {
  const lines = text.split("\n");
  const [, evDocs = "", domDocs = ""] = (lines[0] ?? "").split("\t");
  const [, evTotals = "", domTotals = "", evVocab = "0", domVocab = "0"] = (lines[1] ?? "").split("\t");
  const raw = new Map<string, string>();
  for (let i = 2; i < lines.length; i++) {
    const line = lines[i]!;
    const tab = line.indexOf("\t");
    if (tab > 0) raw.set(line.slice(0, tab), line.slice(tab + 1));
  }
  const part = (f: string, which: 0 | 1): number[] | undefined => {
    const rest = raw.get(f);
    if (rest === undefined) return undefined;
    const row = parseRow(rest.split("\t")[which] ?? "");
    return row.some((x) => x > 0) ? row : undefined;
  };
  return {
    eventType: { docCount: parseRow(evDocs), totals: parseRow(evTotals), vocab: Number(evVocab), countsOf: (f) => part(f, 0) },
    domain: { docCount: parseRow(domDocs), totals: parseRow(domTotals), vocab: Number(domVocab), countsOf: (f) => part(f, 1) },
  };
}
