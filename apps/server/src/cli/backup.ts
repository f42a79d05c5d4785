import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.js";
import { backupDatabase, restoreDatabase } from "../db/backup.js";

const USAGE = `Usage:
  npm run backup [-- <file>]   copy the database to <file> (default: DATA_DIR/backups/life-<time>.db, or .dump on PostgreSQL)
  npm run restore -- <file>    replace the database's contents with the backup in <file>`;

function defaultBackupFile(dataDir: string, dialect: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
  return path.join(dataDir, "backups", `life-${stamp}.${dialect === "sqlite" ? "db" : "dump"}`);
}

/** `backup [file]` or `restore <file>` against the configured database; returns the exit code. */
async function runBackup(args: string[]): Promise<number> {
  const [mode, file] = args;
  const config = loadConfig();
  const base = process.env.INIT_CWD ?? process.cwd();
  if (mode === "backup") {
    const target = file ? path.resolve(base, file) : defaultBackupFile(config.dataDir, config.database.dialect);
    mkdirSync(path.dirname(target), { recursive: true });
    await backupDatabase(config.database, target);
    console.log(`Backed up the ${config.database.dialect} database to ${target}`);
    return 0;
  }
  if (mode === "restore" && file) {
    await restoreDatabase(config.database, path.resolve(base, file));
    console.log(`Restored the ${config.database.dialect} database from ${file}`);
    return 0;
  }
  console.error(USAGE);
  return 1;
}

try {
  process.exitCode = await runBackup(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
