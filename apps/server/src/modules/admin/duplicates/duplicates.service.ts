import type { DuplicateGroup, DuplicateItem, MergeInput, MergeResponse } from "@life/contracts";
import type { AuthContext } from "../../auth/auth.service.js";
import { actorOf, requireAdmin } from "../admin.service.js";
import type { Candidate, DuplicatesRepository } from "./duplicates.repository.js";
import { findNearDuplicates } from "./find-near-duplicates.js";
import type { MergeRepository } from "./merge.repository.js";

/** The most groups one answer lists; merging some and asking again shows the rest. */
export const MAX_GROUPS = 200;

function toItem(candidate: Candidate): DuplicateItem {
  const shown = candidate.title ?? candidate.name;
  return {
    id: candidate.id,
    type: candidate.type,
    ...(candidate.type === "contact" ? { name: shown } : { title: shown }),
    created_at: candidate.createdAt,
  };
}

function byOwnerAndKind(candidates: readonly Candidate[]): Map<string, Candidate[]> {
  const buckets = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const key = `${candidate.userId}|${candidate.type}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(candidate);
    else buckets.set(key, [candidate]);
  }
  return buckets;
}

const oldestFirst = (a: Candidate, b: Candidate) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Likely duplicates within each person's data, and merging a group into its oldest item. */
export class DuplicatesService {
  constructor(
    private readonly duplicates: DuplicatesRepository,
    private readonly merges: MergeRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async findDuplicates(auth: AuthContext): Promise<DuplicateGroup[]> {
    requireAdmin(auth);
    const [named, identical] = await Promise.all([this.duplicates.listNamedContainers(), this.duplicates.listIdenticalThoughts()]);
    const groups: DuplicateGroup[] = [];
    // Never across people: each person's contacts and projects are compared among themselves.
    for (const bucket of byOwnerAndKind(named).values()) {
      const first = bucket[0]!;
      for (const group of findNearDuplicates(bucket)) {
        const reason = group.exact ? "same name" : first.type === "contact" ? "near-same name" : "near-same title";
        groups.push({ user_id: first.userId, user_email: first.userEmail, type: first.type, reason, items: [...group.items].sort(oldestFirst).map(toItem) });
      }
      // Yield between people so a large scan does not hold the event loop in one piece.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const byText = new Map<string, Candidate[]>();
    for (const candidate of identical) {
      const key = `${candidate.userId}|${candidate.name}`;
      const same = byText.get(key);
      if (same) same.push(candidate);
      else byText.set(key, [candidate]);
    }
    for (const same of byText.values()) {
      if (same.length < 2) continue;
      const first = same[0]!;
      groups.push({ user_id: first.userId, user_email: first.userEmail, type: "thought", reason: "identical text", items: same.sort(oldestFirst).map(toItem) });
    }
    return groups.slice(0, MAX_GROUPS);
  }

  async merge(auth: AuthContext, input: MergeInput): Promise<MergeResponse> {
    requireAdmin(auth);
    const result = await this.merges.merge(
      input.duplicateGroup.items.map((item) => item.id),
      actorOf(auth.user),
      this.now(),
    );
    const children = result.children_moved === 1 ? "1 child" : `${result.children_moved} children`;
    const documents = result.documents === 0 ? "" : result.documents === 1 ? "; 1 document re-linked" : `; ${result.documents} documents re-linked`;
    return { success: true, message: `Merged ${result.merged + 1} items into one; ${children} moved${documents}`, data: result };
  }
}
