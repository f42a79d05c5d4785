import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

/**
 * Counts the writes one Kysely instance sends to a few tables, whichever repository sends
 * them, so that what the process keeps in memory about those rows (the active sessions of
 * auth/session-cache.ts) is dropped as soon as any of them may have changed. A write counts
 * once as it is compiled and once more after it ran: a read that overlapped it cannot keep
 * what it read under the count it started with.
 *
 * Only writes built with Kysely's builders are seen (a raw `sql` text names its tables in
 * words); another process's writes are not seen at all, which is why the cache that reads the
 * count also expires its entries.
 */
export class TableWrites implements KyselyPlugin {
  private count = 0;
  private readonly running = new WeakSet<QueryId>();
  private readonly tables: ReadonlySet<string>;

  constructor(tables: readonly string[]) {
    this.tables = new Set(tables);
  }

  /** Changes whenever a watched table may have been written. */
  version(): number {
    return this.count;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (writtenTables(node).some((table) => this.tables.has(table))) {
      this.count += 1;
      this.running.add(queryId);
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.running.delete(queryId)) this.count += 1;
    return result;
  }
}

function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return names(node.into);
  if (UpdateQueryNode.is(node)) return names(node.table);
  if (DeleteQueryNode.is(node)) return node.from.froms.flatMap(names);
  return [];
}

function names(node: OperationNode | undefined): string[] {
  if (!node) return [];
  if (TableNode.is(node)) return [node.table.identifier.name];
  if (AliasNode.is(node)) return names(node.node);
  return [];
}
