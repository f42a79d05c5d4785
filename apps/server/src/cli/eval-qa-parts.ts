import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { evalConfigs } from "./eval-qa/eval-config.js";
import { parseCases, type QaPrediction } from "./eval-qa/qa-case.js";
import { onlyParts, qaParts } from "./eval-qa/qa-parts.js";
import { scoreCases } from "./eval-qa/qa-score.js";
import { runCase } from "./eval-qa/run-case.js";

/**
 * npm run eval:qa-parts -- --half held|read [--max N] [--only part,part]: every labelled part of one half in one process (the classifier
 * and the app's code loaded once instead of once a file), one line a part: name, cases, cite recall@5, cite precision,
 * number exact. --max N asks only each part's first N cases (a quick look, not a figure to report); --only runs just the
 * named parts ("qa-fresh-38-read"), whole, so one set's line costs minutes instead of the half's hour.
 */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { half: { type: "string", default: "held" }, max: { type: "string" }, only: { type: "string" } } });
  if (values.half !== "held" && values.half !== "read") {
    console.error("Usage: npm run eval:qa-parts -- --half held|read [--max N] [--only part,part]");
    return 1;
  }
  const { config, chatConfig } = evalConfigs("local")!;
  const max = Number(values.max) || Infinity;
  for (const part of onlyParts(qaParts(values.half), values.only)) {
    const cases = parseCases(readFileSync(part.file, "utf8"), part.file).filter((c) => part.keep(c.id)).slice(0, max);
    const predictions = new Map<string, QaPrediction>();
    for (const kase of cases) predictions.set(kase.id, await runCase(kase, config, chatConfig));
    const s = scoreCases(cases, predictions);
    console.log([part.name, s.cases, s.cite_recall_at_5, s.cite_precision, s.number_exact ?? "-"].join(" "));
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
