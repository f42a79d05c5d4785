import { existsSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (src/eval or dist/eval → four levels up). */
export const REPO_ROOT = resolve(here, "../../../..");
/** The labelled development set lives beside the repository, in ../shared/eval. */
export const DEFAULT_DEV_SET = resolve(REPO_ROOT, "../shared/eval/thoughts-dev.jsonl");

/**
 * A path typed on the command line: relative to where `npm run` was started (INIT_CWD, since npm
 * runs workspace scripts inside the package), else the working directory. An input file falls
 * back to the working directory when it is not found from INIT_CWD.
 */
export function resolveUserPath(path: string, output = false): string {
  if (isAbsolute(path)) return path;
  const fromInit = process.env.INIT_CWD ? resolve(process.env.INIT_CWD, path) : null;
  if (fromInit && (output || existsSync(fromInit))) return fromInit;
  return resolve(process.cwd(), path);
}

export function readArgs(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) continue;
    const [key, inline] = a.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) out.set(key, inline);
    else if (argv[i + 1] && !argv[i + 1]!.startsWith("--")) out.set(key, argv[++i]!);
    else out.set(key, "true");
  }
  return out;
}
