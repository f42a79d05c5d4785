import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../../test/factories.js";
import { createTestDb } from "../../../test/test-db.js";
import { createDatabase, type Database } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { NotFoundError } from "../../lib/errors.js";
import { UsersRepository } from "./users.repository.js";
import { UsersService } from "./users.service.js";

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database.destroy();
});

describe("UsersService.setRoleByEmail", () => {
  it("promotes and demotes by e-mail, ignoring case", async () => {
    const service = new UsersService(new UsersRepository(database.db));
    const user = await makeUser(database, { email: "promote-me@example.com" });
    expect((await service.setRoleByEmail("Promote-Me@example.com", "admin")).role).toBe("admin");
    expect((await service.setRoleByEmail(user.email, "user")).role).toBe("user");
  });

  it("fails with NotFoundError for an unknown e-mail", async () => {
    const service = new UsersService(new UsersRepository(database.db));
    await expect(service.setRoleByEmail("ghost@example.com", "admin")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("npm run admin", () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
  const run = (dataDir: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, ["--conditions=source", "--import", "tsx", "src/cli/admin.ts", ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: serverDir },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("promotes an account in the configured database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "life-cli-"));
    const local = createDatabase({ dialect: "sqlite", file: path.join(dataDir, "life.db") });
    try {
      await migrateToLatest(local.db);
      const user = await makeUser(local, { email: "cli@example.com" });
      const result = await run(dataDir, "promote", "CLI@example.com");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("cli@example.com is now an admin");
      expect((await new UsersRepository(local.db).findUserById(user.id))?.role).toBe("admin");
    } finally {
      await local.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("exits 1 with a message for an unknown e-mail and for a missing argument", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "life-cli-"));
    try {
      const unknown = await run(dataDir, "promote", "nobody@example.com");
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("No account with the e-mail nobody@example.com");
      const usage = await run(dataDir, "promote");
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain("Usage");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
