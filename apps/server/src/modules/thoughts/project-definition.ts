import { sql, type RawBuilder } from "kysely";
import type { Thought } from "@life/contracts";

/**
 * What makes a thought a project, in the one place the server decides it: a container filed
 * under Projects. The Projects view lists exactly these (is_container=true&container_type=Projects),
 * so a thought can be a parent, a chat "move to" target or a project summary only if it shows there.
 */
export function isProject(thought: Pick<Thought, "is_container" | "container_type">): boolean {
  return thought.is_container && thought.container_type === "Projects";
}

/** The same test as SQL, for `table` (a name or an alias such as "p"), on both dialects. */
export function isProjectSql(table = "thoughts"): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.is_container`)} = ${true} and ${sql.ref(`${table}.container_type`)} = ${"Projects"})`;
}
