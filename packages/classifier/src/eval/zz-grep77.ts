import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { evalParts } from "./eval-parts.js";
const re = new RegExp(process.argv[2]!, "i");
for (const file of evalParts("read")) {
  if (file.includes("-held")) throw new Error("held " + file);
  for (const l of readFileSync(file, "utf8").split("\n")) {
    if (!l.trim()) continue;
    const d = JSON.parse(l);
    if (re.test(d.text)) console.log(basename(file, ".jsonl").replace("thoughts-fresh-", ""), d.id, d.now, "exp=" + ("scheduled_local" in d.expect ? d.expect.scheduled_local : "-"), d.expect.event_type, JSON.stringify(d.text));
  }
}
