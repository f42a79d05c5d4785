import { resolveLocal } from "./src/engines/local/index.js";
for (const text of process.argv.slice(2)) {
  const r = resolveLocal({ text, now: new Date(), timezone: "America/Halifax", context: {} } as never);
  console.log(r.event_type, r.domain, r.container_type, "|", text);
}
