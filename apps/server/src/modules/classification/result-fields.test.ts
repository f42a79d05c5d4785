import { describe, expect, it } from "vitest";
import { mergeClassified } from "./result-fields.js";
import type { ClassifiedFields } from "./result-fields.js";

const row = (overrides: Partial<ClassifiedFields> = {}): ClassifiedFields => ({
  ai_title: "Call Sam",
  domain: "personal",
  subdomain: "family",
  event_type: "task",
  is_container: false,
  container_type: "Tasks",
  parent_id: null,
  scheduled_for: null,
  waiting_for: null,
  expected_date: null,
  flexible_attributes: { entities: ["Sam"], priority: "low" },
  ...overrides,
});

describe("mergeClassified", () => {
  it("takes the classifier's value for every field and key the person left alone", () => {
    const desired = row({ ai_title: "Call Sam about the move", subdomain: "moving", flexible_attributes: { entities: ["Sam"], priority: "high", confidence: 90 } });
    expect(mergeClassified(row(), row(), desired)).toEqual(desired);
  });

  it("keeps the person's value for a field or key they changed, and keys they added", () => {
    const base = row();
    const current = row({ ai_title: "Mine", flexible_attributes: { entities: ["Sam"], priority: "urgent", tags: ["home"] } });
    const desired = row({ ai_title: "Theirs", domain: "systems", flexible_attributes: { entities: ["Sam", "Ana"], priority: "high" } });
    expect(mergeClassified(base, current, desired)).toEqual(
      row({ ai_title: "Mine", domain: "systems", flexible_attributes: { entities: ["Sam", "Ana"], priority: "urgent", tags: ["home"] } }),
    );
  });

  it("drops a key the classifier no longer sets only while the person has not changed it", () => {
    const base = row({ flexible_attributes: { priority: "low", resolution_action: "complete_task" } });
    const current = row({ flexible_attributes: { priority: "urgent", resolution_action: "complete_task" } });
    const desired = row({ flexible_attributes: {} });
    expect(mergeClassified(base, current, desired).flexible_attributes).toEqual({ priority: "urgent" });
  });
});
