import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { domains, eventTypes } from "@life/contracts";
import { extractEntities } from "../src/entities.js";
import { trainingCorpus, type CorpusEntry } from "../src/engines/local/corpus/index.js";
import { featuresOfPrepared, prepareText } from "../src/engines/local/features.js";
import { DEFAULT_TRAIN, expectedCalibrationError, fitTemperature, linearInput, logits, softmax, trainLinear, type SparseInput, type TrainOptions } from "../src/engines/local/linear-model.js";
import { corpusFingerprint, serializeModels } from "../src/engines/local/model-file.js";

/**
 * npm run build:model — trains the local engine's event-type and domain logistic regressions on
 * the training corpus (written + generated), prints 5-fold cross-validation, fits each model's
 * temperature on the out-of-fold logits, and writes data/text-model.bin.
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

function inputOf(e: CorpusEntry): SparseInput {
  const prepared = prepareText(e.text, extractEntities(e.text));
  return linearInput(e.text, prepared, featuresOfPrepared(prepared));
}

const xs = trainingCorpus.map(inputOf);
const tasks = [
  { name: "event type", labels: [...eventTypes] as string[], ys: trainingCorpus.map((e) => eventTypes.indexOf(e.event_type)) },
  { name: "domain", labels: [...domains] as string[], ys: trainingCorpus.map((e) => domains.indexOf(e.domain)) },
];
// Folds by a fixed shuffle, so that a template's fillings are spread over all folds.
const foldOf = trainingCorpus.map((_, i) => (Math.imul(i + 1, 2654435761) >>> 0) % K);

const temperatures: number[] = [];
for (const t of tasks) {
  const oofLogits: Float64Array[] = new Array(xs.length);
  for (let f = 0; f < K; f++) {
    const train = xs.map((_, i) => i).filter((i) => foldOf[i] !== f);
    const model = trainLinear(train.map((i) => xs[i]!), train.map((i) => t.ys[i]!), t.labels, opts);
    xs.forEach((x, i) => {
      if (foldOf[i] === f) oofLogits[i] = logits(model, x);
    });
  }
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

if (process.env.CV_ONLY) process.exit(0);
const [eventModel, domainModel] = tasks.map((t, n) => ({ ...trainLinear(xs, t.ys, t.labels, opts), temperature: temperatures[n]! }));
writeFileSync(target, serializeModels({ fingerprint: corpusFingerprint(trainingCorpus), eventType: eventModel!, domain: domainModel! }));
console.log(`wrote ${target}: ${trainingCorpus.length} sentences (${trainingCorpus.filter((e) => e.generated).length} generated)`);
