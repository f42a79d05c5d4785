import type { Thought, User } from "@life/contracts";

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: "u1",
    email: "ada@example.com",
    display_name: null,
    role: "user",
    timezone: "Europe/London",
    created_at: "2026-01-01T10:00:00.000Z",
    last_login: null,
    ...overrides,
  };
}

let seq = 0;
export function makeThought(overrides: Partial<Thought> = {}): Thought {
  seq += 1;
  return {
    id: `t${seq}`,
    user_id: "u1",
    original_input: `thought number ${seq}`,
    ai_title: null,
    status: "pending",
    domain: null,
    subdomain: null,
    event_type: null,
    is_container: false,
    container_type: null,
    parent_id: null,
    scheduled_for: null,
    waiting_for: null,
    expected_date: null,
    flexible_attributes: {},
    processing_status: "done",
    processing_error: null,
    created_at: "2026-01-02T09:30:00.000Z",
    updated_at: "2026-01-02T09:30:00.000Z",
    ...overrides,
  };
}

export function listOf(thoughts: Thought[], total = thoughts.length) {
  return { data: thoughts, total, limit: 50, offset: 0, next_cursor: null };
}
