import type { Migration } from "kysely";
import * as initial from "./2026_11_22_0200_initial.js";

/**
 * Listed by hand instead of read from the folder, so the same code runs from src/ under tsx
 * and from dist/ under node. Names sort in the order they apply; add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_22_0200_initial": initial,
};
