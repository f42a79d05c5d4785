/** Helpers for repositories that turn dialect-specific column values into contract values. */

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}

export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** jsonb arrives parsed from PostgreSQL; SQLite stores text. */
export function fromJson(value: unknown): unknown {
  return typeof value === "string" ? (JSON.parse(value) as unknown) : value;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** PostgreSQL returns count(*) as a bigint string. */
export function toCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}
