import { type Database, type Dialect } from "../src/db/database.js";
/**
 * A fresh, migrated database for one test file: a SQLite file in its own temp directory, or,
 * when TEST_DATABASE_URL is set, a PostgreSQL schema with a random name reached through the
 * connection's search_path, so test files can run in parallel. destroy() removes it.
 */
export declare function createTestDb(options?: {
    dialect?: Dialect;
}): Promise<Database>;
/**
 * A database that outlives its connections, as a real one outlives a process: open() connects
 * anew (the caller's app closes that connection), remove() deletes the database at the end.
 */
export declare function createDurableTestDb(): Promise<{
    open: () => Database;
    remove: () => Promise<void>;
}>;
