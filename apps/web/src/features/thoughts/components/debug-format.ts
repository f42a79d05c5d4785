/** Small formatters for the pipeline debug panels. */

/** Durations are measured to the microsecond; show what is readable at each scale. */
export function formatMs(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "—";
  const digits = value < 1 ? 3 : value < 100 ? 1 : 0;
  return `${value.toLocaleString("en-US", { maximumFractionDigits: digits })} ms`;
}

/** Confidence is a percentage (0–100) in the contract. */
export function formatPercent(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "—";
  return `${Math.round(value)}%`;
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return value.toLocaleString("en-US", { maximumFractionDigits: 3 });
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** Fields a step carries beyond the spec's (e.g. fallback_used), shown so nothing measured is hidden. */
export function extraFields(step: Record<string, unknown> | undefined, known: readonly string[]): [string, string][] {
  if (!step) return [];
  return Object.entries(step)
    .filter(([key, value]) => !known.includes(key) && value !== undefined && (typeof value !== "object" || value === null))
    .map(([key, value]) => [
      key.replace(/_ms$/, "").replace(/_/g, " "),
      key.endsWith("_ms") ? formatMs(value) : formatValue(value),
    ]);
}
