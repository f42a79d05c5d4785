/**
 * `npm run bench:lcp`: the feed's Largest Contentful Paint with 1,000 thoughts, measured in
 * headless Chromium against the built app on loopback. Prints the median of 3 cold loads with
 * the target; exits non-zero only when it cannot measure, not when the target is missed.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { formatFeedLcp, measureFeedLcp } from "./feed-lcp.measure.js";

const USAGE = `Usage: npm run bench:lcp -- [--count 1000] [--runs 3]

Run npm run build first: it starts apps/server/dist/server.js and serves the built web app.
CHROMIUM_PATH overrides /usr/bin/chromium.`;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export async function runFeedLcp(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { count: { type: "string", default: "1000" }, runs: { type: "string", default: "3" } },
  });
  const count = Number(values.count);
  const runs = Number(values.runs);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(runs) || runs < 1) {
    console.error(USAGE);
    return 1;
  }
  const serverJs = path.join(serverRoot, "dist/server.js");
  const webIndex = path.join(serverRoot, "../web/dist/index.html");
  for (const built of [serverJs, webIndex]) {
    if (!existsSync(built)) {
      console.error(`${built} is missing: run npm run build first.`);
      return 1;
    }
  }
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromiumPath)) {
    console.error(`${chromiumPath} is missing: install Chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    return 1;
  }
  try {
    const result = await measureFeedLcp({ serverJs, count, runs, chromiumPath, log: (line) => console.log(line) });
    console.log(formatFeedLcp(result));
    return 0;
  } catch (error) {
    console.error(`feed LCP could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await runFeedLcp(process.argv.slice(2));
