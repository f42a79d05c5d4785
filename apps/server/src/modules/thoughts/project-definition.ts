import { sql, type RawBuilder } from "kysely";

export { isProject } from "@life/contracts";

/**
 * The SQL form of contracts' isProject, the one definition of a project on the server: a
 * container filed under Projects. The Projects view lists exactly these
 * (is_container=true&container_type=Projects), so a thought can be a parent, a chat "move to"
 * target or a project summary only if it shows there. `table` is a name or an alias ("p").
 */
export function isProjectSql(table = "thoughts"): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.is_container`)} = ${true} and ${sql.ref(`${table}.container_type`)} = ${"Projects"})`;
}
