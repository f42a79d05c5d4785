import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { domains, eventTypes } from "@life/contracts";
import { extractEntities } from "../src/entities.js";
import { trainingCorpus, type CorpusEntry } from "../src/engines/local/corpus/index.js";
import { featuresOfPrepared, prepareText } from "../src/engines/local/features.js";
import { DEFAULT_TRAIN, expectedCalibrationError, fitTemperature, linearInput, logits, softmax, trainLinear, type LinearModel, type SparseInput, type TrainOptions } from "../src/engines/local/linear-model.js";
import { corpusFingerprint, serializeModels } from "../src/engines/local/model-file.js";
import { classifyDomain } from "../src/engines/local/domain.js";
import { classifyEventType } from "../src/engines/local/event-type.js";
import { setTextModels } from "../src/engines/local/text-models.js";

/**
 * npm run build:model — trains the local engine's event-type and domain logistic regressions on
 * the training corpus (written + generated), prints 5-fold cross-validation (the model alone,
 * and the engine's whole decision: model plus the guideline's precedence cues), fits each
 * model's temperature on the out-of-fold logits, and writes data/text-model.bin.
 */
const K = 5;
// Hyper-parameters may be tried from the environment (TRAIN_EPOCHS, TRAIN_LR, TRAIN_L2) with CV_ONLY=1.
const opts: TrainOptions = {
  ...DEFAULT_TRAIN,
  epochs: Number(process.env.TRAIN_EPOCHS ?? DEFAULT_TRAIN.epochs),
  learningRate: Number(process.env.TRAIN_LR ?? DEFAULT_TRAIN.learningRate),
  l2: Number(process.env.TRAIN_L2 ?? DEFAULT_TRAIN.l2),
};
const target = fileURLToPath(new URL("../data/text-model.bin", import.meta.url));

const prepared = trainingCorpus.map((e: CorpusEntry) => prepareText(e.text, extractEntities(e.text)));
const xs: SparseInput[] = trainingCorpus.map((e, i) => linearInput(e.text, prepared[i]!, featuresOfPrepared(prepared[i]!)));
const tasks = [
  { name: "event type", labels: [...eventTypes] as string[], ys: trainingCorpus.map((e) => eventTypes.indexOf(e.event_type)) },
  { name: "domain", labels: [...domains] as string[], ys: trainingCorpus.map((e) => domains.indexOf(e.domain)) },
];
// Folds by a fixed shuffle, so that a template's fillings are spread over all folds.
const foldOf = trainingCorpus.map((_, i) => (Math.imul(i + 1, 2654435761) >>> 0) % K);

const temperatures: number[] = [];
const foldModels: LinearModel[][] = [];
for (const t of tasks) {
  const oofLogits: Float64Array[] = new Array(xs.length);
  const models: LinearModel[] = [];
  for (let f = 0; f < K; f++) {
    const train = xs.map((_, i) => i).filter((i) => foldOf[i] !== f);
    const model = trainLinear(train.map((i) => xs[i]!), train.map((i) => t.ys[i]!), t.labels, opts);
    models.push(model);
    xs.forEach((x, i) => {
      if (foldOf[i] === f) oofLogits[i] = logits(model, x);
    });
  }
  foldModels.push(models);
  const temperature = fitTemperature(oofLogits, t.ys);
  temperatures.push(temperature);
  const raw = oofLogits.map((z) => softmax(z));
  const calibrated = oofLogits.map((z) => softmax(z, temperature));
  const correct = raw.filter((p, i) => p.indexOf(Math.max(...p)) === t.ys[i]).length;
  // Accuracy of the generated part alone flatters (its templates are shared across folds); the written part is the harder read.
  const written = trainingCorpus.map((e, i) => [e, i] as const).filter(([e]) => !e.generated);
  const writtenCorrect = written.filter(([, i]) => raw[i]!.indexOf(Math.max(...raw[i]!)) === t.ys[i]).length;
  console.log(
    `${t.name}: ${K}-fold accuracy ${(correct / xs.length).toFixed(4)} (written sentences ${(writtenCorrect / written.length).toFixed(4)}), ` +
      `ECE ${expectedCalibrationError(raw, t.ys).toFixed(4)} → ${expectedCalibrationError(calibrated, t.ys).toFixed(4)} at temperature ${temperature}`,
  );
}

// The engine's whole decision on each held-out fold: the fold's models with the cue rules on top.
const written = trainingCorpus.map((e, i) => [e, i] as const).filter(([e]) => !e.generated);
let eventOk = 0;
let domainOk = 0;
for (let f = 0; f < K; f++) {
  setTextModels({ eventType: { ...foldModels[0]![f]!, temperature: temperatures[0]! }, domain: { ...foldModels[1]![f]!, temperature: temperatures[1]! }, fingerprint: "", loadMs: 0 });
  for (const [e, i] of written) {
    if (foldOf[i] !== f) continue;
    if (classifyEventType(prepared[i]!, xs[i]!).type === e.event_type) eventOk++;
    if (classifyDomain(prepared[i]!, xs[i]!, [], null).domain === e.domain) domainOk++;
  }
}
setTextModels(undefined);
console.log(`engine decision (model + cues), ${K}-fold on the ${written.length} written sentences: event type ${(eventOk / written.length).toFixed(4)}, domain ${(domainOk / written.length).toFixed(4)}`);

if (process.env.CV_ONLY) process.exit(0);
const [eventModel, domainModel] = tasks.map((t, n) => ({ ...trainLinear(xs, t.ys, t.labels, opts), temperature: temperatures[n]! }));
writeFileSync(target, serializeModels({ fingerprint: corpusFingerprint(trainingCorpus), eventType: eventModel!, domain: domainModel! }));
console.log(`wrote ${target}: ${trainingCorpus.length} sentences (${trainingCorpus.filter((e) => e.generated).length} generated)`);
