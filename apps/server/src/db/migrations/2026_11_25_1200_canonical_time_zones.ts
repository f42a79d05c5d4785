import type { Kysely } from "kysely";

/**
 * Rewrites stored zones the way Intl spells them ("america/halifax" → "America/Halifax"), as new
 * writes now do, so every place that compares or caches zones sees one spelling. Zones Intl does
 * not know stay as they are; readers fall back for them. The rule is inlined, not imported, so
 * this migration keeps meaning what it meant when it landed.
 */
function canonical(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

// Migrations see the schema as it was when they were written, not today's Tables: untyped by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const zones = await db.selectFrom("users").select("timezone").distinct().execute();
  for (const { timezone } of zones as { timezone: string }[]) {
    const spelled = canonical(timezone);
    if (spelled && spelled !== timezone) {
      await db.updateTable("users").set({ timezone: spelled }).where("timezone", "=", timezone).execute();
    }
  }
}

/** The typed spellings are gone; going down keeps the canonical ones, which mean the same. */
export async function down(): Promise<void> {}
