import { createHash } from "node:crypto";
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";
import { statementEffect, type LocalWrites } from "./local-writes.js";

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it on each call: about
 * 0.8 ms of server CPU for the timeline's queries, more than running them. The app sends the
 * same few hundred SQL texts over and over, so each connection keeps them as named prepared
 * statements, named by a hash of the text (never by anything a user typed: the parameters are
 * not part of the name). PostgreSQL still picks a custom or generic plan per execution.
 * Queries without parameters (transaction control, DDL, multi-statement migrations) stay
 * unnamed, and a connection stops naming new texts past a cap so that a query built with a
 * variable number of placeholders cannot grow its statement cache without bound.
 */
const MAX_NAMED_PER_CONNECTION = 500;

const namedByClient = new WeakMap<pg.PoolClient, Set<string>>();

function statementName(client: pg.PoolClient, text: string): string | undefined {
  let named = namedByClient.get(client);
  if (!named) {
    named = new Set();
    namedByClient.set(client, named);
  }
  const name = `li_${createHash("sha1").update(text).digest("base64url").slice(0, 22)}`;
  if (named.has(name)) return name;
  if (named.size >= MAX_NAMED_PER_CONNECTION) return undefined;
  named.add(name);
  return name;
}

function preparingClient(client: pg.PoolClient, writes?: LocalWrites): PostgresPoolClient {
  let inTransaction = false;
  const ran = (text: string, result: unknown) => {
    const effect = statementEffect(text, (result as { command?: string } | undefined)?.command);
    if (effect === "begin") inTransaction = true;
    else if (effect === "rollback") inTransaction = false;
    else if (effect === "commit" || (effect === "write" && !inTransaction)) {
      inTransaction = false;
      writes?.mark();
    }
    return result;
  };
  const failed = (text: string, error: unknown) => {
    // A failed COMMIT or ROLLBACK still ends the transaction (PostgreSQL rolls it back).
    const effect = statementEffect(text, undefined);
    if (effect === "commit" || effect === "rollback") inTransaction = false;
    throw error;
  };
  return {
    query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sqlOrCursor !== "string") return client.query(sqlOrCursor as never);
      const values = parameters ? [...parameters] : [];
      const name = values.length > 0 ? statementName(client, sqlOrCursor) : undefined;
      const running = client.query(name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values });
      return writes ? running.then((result) => ran(sqlOrCursor, result), (error: unknown) => failed(sqlOrCursor, error)) : running;
    }) as unknown as PostgresPoolClient["query"],
    release: () => client.release(),
  };
}

/** `writes`, when given, counts what this pool's clients commit (see local-writes.ts). */
export function preparingPool(pool: pg.Pool, writes?: LocalWrites): PostgresPool {
  return {
    connect: async () => preparingClient(await pool.connect(), writes),
    end: () => pool.end(),
  };
}
