import { createHash } from "node:crypto";
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

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

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sqlOrCursor !== "string") return client.query(sqlOrCursor as never);
      const values = parameters ? [...parameters] : [];
      const name = values.length > 0 ? statementName(client, sqlOrCursor) : undefined;
      return client.query(name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values });
    }) as unknown as PostgresPoolClient["query"],
    release: () => client.release(),
  };
}

export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => preparingClient(await pool.connect()),
    end: () => pool.end(),
  };
}

