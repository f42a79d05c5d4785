import { basename } from "node:path";
import { evalParts } from "./eval-parts.js";
import { readArgs } from "./paths.js";
import { runEval } from "./run.js";

/**
 * npm run eval:parts -- --half held|read: every labelled part of one half in one process (loading the engine once
 * instead of once a file), one line a part: name, domain, event type, scheduled, entities F1, completes F1, parent F1,
 * waiting-for F1. Compare two runs line by line to see what a change moved.
 */
async function main(): Promise<void> {
  const half = readArgs(process.argv.slice(2)).get("half") ?? "held";
  if (half !== "held" && half !== "read") throw new Error("--half held or read");
  for (const file of evalParts(half)) {
    let last = "";
    await runEval({ file, engine: "local", print: (line) => (line.startsWith("{") ? (last = line) : undefined) });
    const s = JSON.parse(last) as Record<string, number>;
    const fields = ["domain", "event_type", "scheduled_local", "entities_f1", "completes_f1", "parent_f1", "waiting_for_f1"];
    console.log([basename(file, ".jsonl"), ...fields.map((f) => s[f])].join(" "));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
