import type { Kysely } from "kysely";
import type { DuplicateKind } from "@life/contracts";
import type { Tables } from "../../../db/tables.js";
import { toIso } from "../../../db/values.js";

/** The most contacts and projects read per kind for one scan; the newest are kept. */
export const MAX_SCANNED_PER_KIND = 20_000;
/** Groups of identical thoughts read per scan. */
export const MAX_IDENTICAL_GROUPS = 200;

export interface Candidate {
  id: string;
  userId: string;
  userEmail: string;
  type: DuplicateKind;
  name: string;
  createdAt: string;
  /** What the list shows when it differs from the compared name (a thought's ai_title). */
  title?: string | null;
}

function kindOf(containerType: string | null): DuplicateKind {
  return containerType === "Contacts" ? "contact" : containerType === "Projects" ? "project" : "thought";
}

/** Cross-account reads for the admin's duplicate finder; AdminService has checked the caller. */
export class DuplicatesRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Contacts and projects with their owner, newest first within the scan cap per kind. */
  async listNamedContainers(): Promise<Candidate[]> {
    const kinds = ["Contacts", "Projects"] as const;
    const results = await Promise.all(
      kinds.map((containerType) =>
        this.db
          .selectFrom("thoughts")
          .innerJoin("users", "users.id", "thoughts.user_id")
          .select(["thoughts.id", "thoughts.user_id", "users.email", "thoughts.ai_title", "thoughts.original_input", "thoughts.container_type", "thoughts.created_at"])
          .where("thoughts.is_container", "=", true)
          .where("thoughts.container_type", "=", containerType)
          .orderBy("thoughts.created_at", "desc")
          .limit(MAX_SCANNED_PER_KIND)
          .execute(),
      ),
    );
    return results.flat().map((row) => ({
      id: row.id,
      userId: row.user_id,
      userEmail: row.email,
      type: kindOf(row.container_type),
      name: row.ai_title ?? row.original_input,
      createdAt: toIso(row.created_at),
    }));
  }

  /** Plain thoughts whose text is identical to another of the same person's: one grouped query joined back to the rows. */
  async listIdenticalThoughts(): Promise<Candidate[]> {
    const repeated = this.db
      .selectFrom("thoughts")
      .select(["user_id", "original_input"])
      .where("is_container", "=", false)
      .groupBy(["user_id", "original_input"])
      .having((eb) => eb.fn.countAll(), ">", 1)
      .limit(MAX_IDENTICAL_GROUPS)
      .as("repeated");
    const rows = await this.db
      .selectFrom("thoughts")
      .innerJoin(repeated, (join) => join.onRef("repeated.user_id", "=", "thoughts.user_id").onRef("repeated.original_input", "=", "thoughts.original_input"))
      .innerJoin("users", "users.id", "thoughts.user_id")
      .select(["thoughts.id", "thoughts.user_id", "users.email", "thoughts.ai_title", "thoughts.original_input", "thoughts.created_at"])
      .where("thoughts.is_container", "=", false)
      .orderBy("thoughts.user_id")
      .orderBy("thoughts.original_input")
      .orderBy("thoughts.created_at")
      .orderBy("thoughts.id")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userEmail: row.email,
      type: "thought" as const,
      // Grouped by text; the title is what the list shows.
      name: row.original_input,
      createdAt: toIso(row.created_at),
      title: row.ai_title,
    }));
  }
}
