import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { evalConfigs } from "./eval-qa/eval-config.js";
import { parseCases, type QaPrediction } from "./eval-qa/qa-case.js";
import { scoreCases } from "./eval-qa/qa-score.js";
import { runCase } from "./eval-qa/run-case.js";

const USAGE = `Usage: npm run eval:qa -- --file <cases.jsonl> [--engine local|llm] [--predictions out.jsonl] [--only id,id]

Captures each case's thoughts into a fresh database through the real capture path, asks its
question at its \`now\`, and prints one line per case ({id, cites, number, answer}) and a final
JSON line with cite_recall_at_5, cite_precision and number_exact. --engine llm uses the model
configured by LLM_BASE_URL/LLM_MODEL for both capture and answers; local (the default) uses none.
--verbose adds each case's expectation; QA_DUMP=1 prints how each captured note was classified (stderr).`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { file: { type: "string" }, engine: { type: "string", default: "local" }, predictions: { type: "string" }, only: { type: "string" }, verbose: { type: "boolean", default: false } },
  });
  if (!values.file || (values.engine !== "local" && values.engine !== "llm")) {
    console.error(USAGE);
    return 1;
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const file = path.resolve(base, values.file);
  let cases = parseCases(readFileSync(file, "utf8"), file);
  if (values.only) {
    const only = new Set(values.only.split(","));
    cases = cases.filter((c) => only.has(c.id));
  }
  const configs = evalConfigs(values.engine);
  if (!configs) {
    console.error("--engine llm needs LLM_BASE_URL and LLM_MODEL");
    return 1;
  }
  const { config, chatConfig } = configs;
  const predictions = new Map<string, QaPrediction>();
  const lines: string[] = [];
  for (const kase of cases) {
    const prediction = await runCase(kase, config, chatConfig);
    predictions.set(kase.id, prediction);
    const line = JSON.stringify(prediction);
    lines.push(line);
    console.log(values.verbose ? `${line}\n  expected ${JSON.stringify(kase.expect)}  q: ${kase.question}` : line);
  }
  if (values.predictions) writeFileSync(path.resolve(base, values.predictions), lines.map((l) => `${l}\n`).join(""));
  console.log(JSON.stringify({ file: path.basename(file), engine: values.engine, ...scoreCases(cases, predictions) }));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
