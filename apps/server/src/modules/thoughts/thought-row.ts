import { sql, type RawBuilder, type Selectable } from "kysely";
import {
  CARD_OMITTED_ATTRIBUTES,
  CARD_OMITTED_VALUE_FIELDS,
  type FlexibleAttributes,
  type ProcessingStatus,
  type Thought,
  type ThoughtStatus,
} from "@life/contracts";
import type { ThoughtsTable } from "../../db/tables.js";
import { fromJson, toBool, toIso } from "../../db/values.js";

// What a card shows: never the embedding or the debug data, which are large and read on demand.
export const thoughtColumns = [
  "id",
  "user_id",
  "original_input",
  "ai_title",
  "status",
  "domain",
  "subdomain",
  "event_type",
  "is_container",
  "container_type",
  "parent_id",
  "scheduled_for",
  "waiting_for",
  "expected_date",
  "flexible_attributes",
  "processing_status",
  "processing_error",
  "created_at",
  "updated_at",
] as const;

export type ThoughtRow = Pick<Selectable<ThoughtsTable>, (typeof thoughtColumns)[number]>;

/** Values were validated by the contracts on the way in, so the casts only restore the types. */
export function toThought(row: ThoughtRow): Thought {
  return {
    id: row.id,
    user_id: row.user_id,
    original_input: row.original_input,
    ai_title: row.ai_title,
    status: row.status as ThoughtStatus,
    domain: row.domain as Thought["domain"],
    subdomain: row.subdomain,
    event_type: row.event_type as Thought["event_type"],
    is_container: toBool(row.is_container),
    container_type: row.container_type as Thought["container_type"],
    parent_id: row.parent_id,
    scheduled_for: row.scheduled_for,
    waiting_for: row.waiting_for,
    expected_date: row.expected_date,
    flexible_attributes: (fromJson(row.flexible_attributes) ?? {}) as FlexibleAttributes,
    processing_status: row.processing_status as ProcessingStatus,
    processing_error: row.processing_error,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/**
 * The columns of a thought as a list shows it: flexible_attributes without the
 * explanation the pipeline panel shows, which is most of a card's weight. The keys are the
 * contract's constants, inlined as literals, never user input.
 */
export function cardColumns(postgres: boolean) {
  return postgres ? postgresCardColumns : sqliteCardColumns;
}

const plainColumns = thoughtColumns.filter((column) => column !== "flexible_attributes");
const postgresCardColumns = [...plainColumns, cardAttributes(true).as("flexible_attributes")] as const;
const sqliteCardColumns = [...plainColumns, cardAttributes(false).as("flexible_attributes")] as const;

function cardAttributes(postgres: boolean): RawBuilder<string | null> {
  const column = sql.ref("flexible_attributes");
  if (postgres) {
    const keys = sql.lit(`{${CARD_OMITTED_ATTRIBUTES.join(",")}}`);
    let expression = sql`(${column} - ${keys}::text[])`;
    for (const field of CARD_OMITTED_VALUE_FIELDS) expression = sql`(${expression} #- ${sql.lit(`{commercial_value,${field}}`)})`;
    return sql<string | null>`${expression}`;
  }
  const paths = [...CARD_OMITTED_ATTRIBUTES.map((key) => `$.${key}`), ...CARD_OMITTED_VALUE_FIELDS.map((field) => `$.commercial_value.${field}`)];
  return sql<string | null>`json_remove(${column}, ${sql.join(paths.map((path) => sql.lit(path)))})`;
}
