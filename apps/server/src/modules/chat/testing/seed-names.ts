import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "../../../db/tables.js";

/**
 * Projects and contacts in bulk, for the chat's name-matching test and `npm run bench:chat`:
 * a person with hundreds of names is where an unbounded fuzzy match would stall a request.
 */

const FIRST = ["Priya", "Sam", "Samantha", "Marcus", "Elena", "Tom", "Aisha", "Bjørn", "Chloé", "Dmitri", "Fatima", "Hiro", "Ines", "José", "Kwame", "Lena", "Mateo", "Nadia", "Oskar", "Rosa"];
const LAST = ["Shah", "Ortiz", "Nguyen", "Müller", "Okafor", "Rossi", "Kowalski", "Tanaka", "Silva", "Dubois", "Haddad", "Novak", "Lindqvist", "Moreau", "Costa"];
const ADJECTIVE = ["Kitchen", "Garden", "Website", "Tax", "Wedding", "Office", "Garage", "Quarterly", "Holiday", "Basement", "Newsletter", "Marathon", "Podcast", "Budget", "Bathroom"];
const NOUN = ["renovation", "redesign", "planning", "cleanup", "launch", "review", "migration", "training", "fundraiser", "research", "overhaul", "move", "audit", "party", "rollout"];

export function contactName(i: number): string {
  return `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? ` ${i}` : ""}`;
}

export function projectName(i: number): string {
  return `${ADJECTIVE[i % ADJECTIVE.length]} ${NOUN[Math.floor(i / ADJECTIVE.length) % NOUN.length]}${i >= ADJECTIVE.length * NOUN.length ? ` ${i}` : ""}`;
}

/** `count` contacts and `count` projects for the user, inserted 200 rows at a time. */
export async function seedNames(db: Kysely<Tables>, userId: string, count: number): Promise<void> {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, i) => [
    { name: contactName(i), container_type: "Contacts", event_type: "contact" },
    { name: projectName(i), container_type: "Projects", event_type: "project" },
  ]).flat();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("thoughts")
      .values(
        rows.slice(i, i + 200).map((row) => ({
          id: randomUUID(),
          user_id: userId,
          original_input: row.name,
          ai_title: row.name,
          event_type: row.event_type,
          is_container: true,
          container_type: row.container_type,
          flexible_attributes: "{}",
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}
