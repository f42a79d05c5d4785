import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrate.js";
async function adminQuery(url, text) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        await client.query(text);
    }
    finally {
        await client.end();
    }
}
/**
 * A fresh, migrated database for one test file: a SQLite file in its own temp directory, or,
 * when TEST_DATABASE_URL is set, a PostgreSQL schema with a random name reached through the
 * connection's search_path, so test files can run in parallel. destroy() removes it.
 */
export async function createTestDb(options = {}) {
    const url = process.env.TEST_DATABASE_URL;
    const dialect = options.dialect ?? (url ? "postgres" : "sqlite");
    let database;
    let cleanUp;
    if (dialect === "postgres") {
        if (!url)
            throw new Error("TEST_DATABASE_URL is needed for a PostgreSQL test database");
        const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
        await adminQuery(url, `create schema "${schema}"`);
        database = createDatabase({ dialect: "postgres", url, schema });
        cleanUp = () => adminQuery(url, `drop schema "${schema}" cascade`);
    }
    else {
        const dir = mkdtempSync(path.join(tmpdir(), "life-test-"));
        database = createDatabase({ dialect: "sqlite", file: path.join(dir, "life.db") });
        cleanUp = async () => rmSync(dir, { recursive: true, force: true });
    }
    try {
        await migrateToLatest(database.db);
    }
    catch (error) {
        await database.destroy();
        await cleanUp();
        throw error;
    }
    let destroyed = false;
    return {
        ...database,
        // The app closes its database on close; tests may also call this. Only the first call acts.
        destroy: async () => {
            if (destroyed)
                return;
            destroyed = true;
            await database.destroy();
            await cleanUp();
        },
    };
}
/**
 * A database that outlives its connections, as a real one outlives a process: open() connects
 * anew (the caller's app closes that connection), remove() deletes the database at the end.
 */
export async function createDurableTestDb() {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
        const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
        await adminQuery(url, `create schema "${schema}"`);
        return {
            open: () => createDatabase({ dialect: "postgres", url, schema }),
            remove: () => adminQuery(url, `drop schema "${schema}" cascade`),
        };
    }
    const dir = mkdtempSync(path.join(tmpdir(), "life-test-"));
    return {
        open: () => createDatabase({ dialect: "sqlite", file: path.join(dir, "life.db") }),
        remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
}
//# sourceMappingURL=test-db.js.map