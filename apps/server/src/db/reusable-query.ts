import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from "kysely";
import type { Tables } from "./tables.js";

/** Stands for the argument at `index` while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the argument it takes, or -1 for a value of the query itself. */
  argumentOf: number[];
}

/**
 * A query compiled once per database handle and then run with new values. Kysely builds and
 * compiles a query's syntax tree on every call; for a small query that every request makes
 * (the session lookup) that cost more than running it. The query is built once with a stand-in
 * for each argument, and on each run the parameters holding a stand-in take the argument's
 * value. Only for queries whose SQL does not depend on the values (no optional clauses, no
 * lists): `build` is called once, with stand-ins, and every argument must end up a parameter.
 */
export function reusableQuery<A extends unknown[], R>(build: (db: Kysely<Tables>, ...args: A) => Compilable<R>) {
  const compiled = new WeakMap<Kysely<Tables>, Compiled<R>>();
  const compile = (db: Kysely<Tables>, arity: number): Compiled<R> => {
    const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
    const query = build(db, ...(slots as unknown as A)).compile();
    const argumentOf = query.parameters.map((value) => (value instanceof Slot ? value.index : -1));
    const missing = slots.filter((slot) => !argumentOf.includes(slot.index));
    if (missing.length > 0) throw new Error(`reusableQuery: argument ${missing[0]!.index} is not a parameter of ${query.sql}`);
    return { query, argumentOf };
  };
  return async (db: Kysely<Tables>, ...args: A): Promise<R[]> => {
    let entry = compiled.get(db);
    if (!entry) compiled.set(db, (entry = compile(db, args.length)));
    const { query, argumentOf } = entry;
    const parameters = query.parameters.map((value, i) => (argumentOf[i]! >= 0 ? args[argumentOf[i]!] : value));
    // A run of its own to plugins, which tell queries apart by their id.
    return (await db.executeQuery<R>({ ...query, queryId: createQueryId(), parameters })).rows;
  };
}
