import type { FastifyInstance } from "fastify";
import type { AuthResponse, LlmDebugData } from "@life/contracts";
import { type AppDependencies } from "../src/app.js";
import { type AppConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
export declare const WEB_APP_MARKER = "<div id=\"root\" data-test=\"web-app\"></div>";
/** A stand-in for apps/web/dist: an index.html and one fingerprinted asset. */
export declare function makeWebDist(): string;
export declare function testConfig(overrides?: Partial<AppConfig>): AppConfig;
/**
 * An LLM setting for tests that inject `classify`: with no model configured the job runs no
 * engine at all (the capture's local result stands), so the injected one stands in for a model.
 */
export declare const STAND_IN_LLM: {
    baseUrl: string;
    model: string;
};
export declare function withStandInLlm(): Partial<AppConfig>;
export interface TestApp {
    app: FastifyInstance;
    database: Database;
}
/** The real app on a fresh database; app.close() also removes the database. */
export declare function buildTestApp(overrides?: Partial<AppConfig>, deps?: Omit<AppDependencies, "database">): Promise<TestApp>;
export declare function uniqueEmail(prefix?: string): string;
/** Registers through the API, as the web app does, and returns the token and user. */
export declare function registerUser(app: FastifyInstance, email?: string, password?: string): Promise<AuthResponse>;
export declare function bearer(token: string): {
    authorization: string;
};
/** The pipeline's debug data of a thought, as the pipeline panel loads it. */
export declare function debugOf(app: FastifyInstance, token: string, thoughtId: string): Promise<LlmDebugData | null>;
