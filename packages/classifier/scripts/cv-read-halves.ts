import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { domains, eventTypes } from "@life/contracts";
import { extractEntities } from "../src/entities.js";
import { trainingCorpus } from "../src/engines/local/corpus/index.js";
import { featuresOfPrepared, prepareText } from "../src/engines/local/features.js";
import { DEFAULT_TRAIN, linearInput, trainAveraged, type SparseInput } from "../src/engines/local/linear-model.js";
import { getTextModels, setTextModels } from "../src/engines/local/text-models.js";
import { FRESH_DIR } from "../src/eval/eval-parts.js";
import { runEval } from "../src/eval/run.js";
import { LAST_TRAINING_SET } from "./read-halves.js";

/**
 * Grouped cross-validation of adding the split sets' READ halves to the text models' training data:
 * the read halves are cut into GROUPS groups by set number; each group's read halves are scored (whole engine,
 * eval domain and event type) by models trained on the corpus plus every other group's read halves (weight
 * READ_WEIGHT). Held halves, the older held, hard and fourth sets are never read. Prints one line per set:
 * set, cases, domain, event type (shipped model), domain, event type (fold model).
 */
const GROUPS = Number(process.env.GROUPS ?? 8);
const READ_WEIGHT = Number(process.env.READ_WEIGHT ?? 1);
/**
 * Which models the other groups' read halves train (TRAIN_READ_MODELS, as in build-text-model.ts: "domain", "event" or
 * "domain,event", the default). A model they do not train is the shipped one, not retrained per fold (Round 72).
 */
const READ_MODELS = (process.env.TRAIN_READ_MODELS ?? "domain,event").split(",").map((m) => m.trim());
if (READ_MODELS.some((m) => m !== "domain" && m !== "event")) throw new Error(`TRAIN_READ_MODELS: expected "domain", "event" or "domain,event", got ${process.env.TRAIN_READ_MODELS}`);
const ONLY = process.env.ONLY_GROUPS ? process.env.ONLY_GROUPS.split(",").map(Number) : undefined;
const GENERATED_WEIGHT = 0.25;
const ENSEMBLE = 3;
const opts = { ...DEFAULT_TRAIN };
/**
 * Round 74: variants of the event-type model's training, tried by this CV only (defaults = the build's): EVENT_L2,
 * EVENT_EPOCHS, EVENT_LR, EVENT_GEN_WEIGHT (generated sentences), EVENT_BALANCE=0 (no per-label balancing),
 * EVENT_CLASS_WEIGHTS ("task:0.8,observation_insight:1.2", after balancing) and EVENT_T (a comma list of model
 * temperatures; each fold's model is scored once per temperature, one output line per set and temperature).
 */
const eventOpts = { ...opts, l2: Number(process.env.EVENT_L2 ?? opts.l2), epochs: Number(process.env.EVENT_EPOCHS ?? opts.epochs), learningRate: Number(process.env.EVENT_LR ?? opts.learningRate) };
const EVENT_GEN_WEIGHT = Number(process.env.EVENT_GEN_WEIGHT ?? GENERATED_WEIGHT);
const EVENT_BALANCE = process.env.EVENT_BALANCE !== "0";
const EVENT_CLASS_WEIGHTS = new Map((process.env.EVENT_CLASS_WEIGHTS ?? "").split(",").filter((p) => p).map((p) => [eventTypes.indexOf(p.split(":")[0] as never), Number(p.split(":")[1])] as const));
if ([...EVENT_CLASS_WEIGHTS.keys()].some((k) => k < 0)) throw new Error(`EVENT_CLASS_WEIGHTS: unknown event type in ${process.env.EVENT_CLASS_WEIGHTS}`);

const setNumber = (f: string): number => Number(/fresh-(\d+)-read/.exec(f)?.[1] ?? -1);
// Sets after LAST_TRAINING_SET stay unseen by the build, so they neither train nor are scored here (Round 74).
const readFiles = readdirSync(FRESH_DIR).filter((f) => /^thoughts-fresh-\d+-read\.jsonl$/.test(f)).filter((f) => setNumber(f) <= LAST_TRAINING_SET).sort((a, b) => setNumber(a) - setNumber(b));
// Always in training (read sets without a held twin among the folds): tune and links.
const extraFiles = ["thoughts-fresh-tune.jsonl", "thoughts-fresh-links.jsonl"];

interface Row { text: string; domain: string; event_type: string; set: number }
function rowsOf(file: string, set: number): Row[] {
  return readFileSync(resolve(FRESH_DIR, file), "utf8").split("\n").filter((l) => l.trim()).map((l) => {
    const c = JSON.parse(l) as { text: string; expect: { domain: string; event_type: string } };
    return { text: c.text, domain: c.expect.domain, event_type: c.expect.event_type, set };
  });
}
const readRows: Row[] = [...readFiles.flatMap((f) => rowsOf(f, setNumber(f))), ...extraFiles.flatMap((f) => rowsOf(f, -1))];
const groupOf = (set: number): number => (set < 0 ? -1 : set % GROUPS);

const inputOf = (text: string): SparseInput => {
  const p = prepareText(text, extractEntities(text));
  return linearInput(text, p, featuresOfPrepared(p));
};
const corpusXs = trainingCorpus.map((e) => inputOf(e.text));
const readXs = readRows.map((r) => inputOf(r.text));
const shipped = getTextModels();

function balanced(ys: number[], k: number, base: number[]): number[] {
  const totals = new Array<number>(k).fill(0);
  ys.forEach((y, i) => (totals[y]! += base[i]!));
  const sum = totals.reduce((a, b) => a + b, 0);
  return ys.map((y, i) => (base[i]! * sum) / (k * totals[y]!));
}

async function score(file: string): Promise<{ n: number; domain: number; event: number }> {
  let last = "";
  await runEval({ file, engine: "local", print: (line) => (line.startsWith("{") ? (last = line) : undefined) });
  const s = JSON.parse(last) as Record<string, number>;
  return { n: s.cases ?? s.n ?? 0, domain: s.domain!, event: s.event_type! };
}

async function main(): Promise<void> {
  const base: Record<number, { n: number; domain: number; event: number }> = {};
  // The shipped model's scores, for the groups to be run only.
  // BASE_FROM: an earlier run's output, whose shipped-model columns are taken instead of scoring them again.
  if (process.env.BASE_FROM) {
    for (const line of readFileSync(process.env.BASE_FROM, "utf8").split("\n").filter((l) => l.startsWith("set "))) {
      const [, set, n, domain, event] = line.split(" ");
      base[Number(set)] = { n: Number(n), domain: Number(domain), event: Number(event) };
    }
  } else for (const f of readFiles.filter((f) => !ONLY || ONLY.includes(groupOf(setNumber(f))))) base[setNumber(f)] = await score(resolve(FRESH_DIR, f));
  let corpusOnlyEvent: typeof shipped.eventType | undefined;
  for (let g = 0; g < GROUPS; g++) {
    if (ONLY && !ONLY.includes(g)) continue;
    const t0 = Date.now();
    // At READ_WEIGHT 0 no read half is trained on: the control, a model retrained on the corpus alone.
    const useRead = readRows.map((r, i) => [r, i] as const).filter(([r]) => READ_WEIGHT > 0 && groupOf(r.set) !== g);
    const xs = [...corpusXs, ...useRead.map(([, i]) => readXs[i]!)];
    const w = [...trainingCorpus.map((e) => (e.generated ? GENERATED_WEIGHT : 1)), ...useRead.map(() => READ_WEIGHT)];
    const eventYs = [...trainingCorpus.map((e) => eventTypes.indexOf(e.event_type)), ...useRead.map(([r]) => eventTypes.indexOf(r.event_type as never))];
    const domainYs = [...trainingCorpus.map((e) => domains.indexOf(e.domain)), ...useRead.map(([r]) => domains.indexOf(r.domain as never))];
    const inDomain = [...trainingCorpus.map((e) => !e.eventOnly), ...useRead.map(() => true)];
    let eventType = shipped.eventType;
    // Without read rows every group's training data is the corpus alone, so one event model serves them all.
    const cache = process.env.EVENT_CACHE ? `${process.env.EVENT_CACHE}-g${useRead.length ? g : "all"}.f32` : undefined;
    const eventOnce = !useRead.length ? corpusOnlyEvent : undefined;
    if (READ_MODELS.includes("event") && eventOnce) eventType = eventOnce;
    else if (READ_MODELS.includes("event") && cache && existsSync(cache)) {
      // A fold's event model saved by an earlier run of the same variant (EVENT_CACHE), rescored at other temperatures.
      const buf = readFileSync(cache);
      eventType = { labels: [...eventTypes], weights: new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4), temperature: shipped.eventType.temperature };
    } else if (READ_MODELS.includes("event")) {
      const evIdx = xs.map((_, i) => i).filter((i) => eventYs[i]! >= 0);
      const baseW = evIdx.map((i) => (i < trainingCorpus.length && trainingCorpus[i]!.generated ? EVENT_GEN_WEIGHT : w[i]!));
      const evW = (EVENT_BALANCE ? balanced(evIdx.map((i) => eventYs[i]!), eventTypes.length, baseW) : baseW).map((v, j) => v * (EVENT_CLASS_WEIGHTS.get(eventYs[evIdx[j]!]!) ?? 1));
      eventType = { ...trainAveraged(evIdx.map((i) => xs[i]!), evIdx.map((i) => eventYs[i]!), [...eventTypes], eventOpts, evW, ENSEMBLE), temperature: shipped.eventType.temperature };
      if (!useRead.length) corpusOnlyEvent = eventType;
      if (cache) writeFileSync(cache, Buffer.from(eventType.weights.buffer, eventType.weights.byteOffset, eventType.weights.byteLength));
    }
    let domain = shipped.domain;
    if (READ_MODELS.includes("domain")) {
      const dIdx = xs.map((_, i) => i).filter((i) => inDomain[i] && domainYs[i]! >= 0);
      domain = { ...trainAveraged(dIdx.map((i) => xs[i]!), dIdx.map((i) => domainYs[i]!), [...domains], opts, dIdx.map((i) => w[i]!), ENSEMBLE), temperature: shipped.domain.temperature };
    }
    const temps = process.env.EVENT_T ? process.env.EVENT_T.split(",").map(Number) : [eventType.temperature];
    for (const temperature of temps) {
      setTextModels({ eventType: { ...eventType, temperature }, domain, fingerprint: "", loadMs: 0 });
      for (const f of readFiles.filter((f) => groupOf(setNumber(f)) === g)) {
        const s = await score(resolve(FRESH_DIR, f));
        const b = base[setNumber(f)]!;
        console.log(["set", setNumber(f), s.n, b.domain, b.event, s.domain, s.event, ...(process.env.EVENT_T ? [temperature] : [])].join(" "));
      }
    }
    setTextModels(shipped);
    console.error(`group ${g} done in ${((Date.now() - t0) / 1000).toFixed(0)} s (${useRead.length} read cases in training)`);
  }
}
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
