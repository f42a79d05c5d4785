import { sql, type Kysely } from "kysely";
import { MAX_PAGE_SIZE, type ProjectSummary } from "@life/contracts";
import { isPostgres, jsonIsTrue } from "../../db/json-sql.js";
import type { Tables } from "../../db/tables.js";
import { toCount } from "../../db/values.js";
import { isProjectSql } from "../thoughts/project-definition.js";

export class ProjectsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Tables>) {
    this.postgres = isPostgres(db);
  }

  /** The newest projects, as the projects view lists them. */
  async listNewestProjectIds(userId: string, limit = MAX_PAGE_SIZE): Promise<string[]> {
    const rows = await this.db
      .selectFrom("thoughts")
      .select("id")
      .where("user_id", "=", userId)
      .where(isProjectSql())
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Child counts for the given projects in one GROUP BY over (user_id, parent_id); projects
   * without children get zeros. Archived children are not counted.
   */
  async countTasks(userId: string, projectIds: string[]): Promise<ProjectSummary[]> {
    if (projectIds.length === 0) return [];
    const resolved = jsonIsTrue({ postgres: this.postgres, column: "flexible_attributes", path: ["completed_via_resolution"] });
    const rows = await this.db
      .selectFrom("thoughts")
      .select((eb) => [
        "parent_id",
        eb.fn.countAll<string | number>().as("task_count"),
        eb.fn
          .sum<string | number>(sql`case when status = 'completed' or ${resolved} then 1 else 0 end`)
          .as("done_count"),
      ])
      .where("user_id", "=", userId)
      .where("parent_id", "in", projectIds)
      .where("status", "!=", "archived")
      .groupBy("parent_id")
      .execute();
    const byId = new Map(rows.map((row) => [row.parent_id, row]));
    return projectIds.map((id) => {
      const row = byId.get(id);
      return { id, task_count: toCount(row?.task_count), done_count: toCount(row?.done_count) };
    });
  }
}
