import { describe, expect, it } from "vitest";
import { createThoughtInput, isProject, listThoughtsQuery, updateThoughtInput } from "./thought.js";

describe("listThoughtsQuery", () => {
  it("treats 'all' and empty values as no filter and applies defaults", () => {
    const q = listThoughtsQuery.parse({ status: "all", domain: "", is_container: "all", container_type: "all", _t: "123" });
    expect(q).toMatchObject({ status: undefined, domain: undefined, is_container: undefined, limit: 50, offset: 0 });
  });
  it("parses container filters and caps the page size", () => {
    expect(listThoughtsQuery.parse({ is_container: "true", container_type: "Projects" }).is_container).toBe(true);
    expect(listThoughtsQuery.safeParse({ limit: "201" }).success).toBe(false);
    expect(listThoughtsQuery.safeParse({ domain: "work" }).success).toBe(false);
  });
});

describe("createThoughtInput", () => {
  it("rejects blank and oversize input", () => {
    expect(createThoughtInput.safeParse({ original_input: "   " }).success).toBe(false);
    expect(createThoughtInput.safeParse({ original_input: "x".repeat(10_001) }).success).toBe(false);
    expect(createThoughtInput.safeParse({ original_input: "call mum" }).success).toBe(true);
  });
});

describe("updateThoughtInput", () => {
  it("rejects unknown fields so typos are not silently dropped", () => {
    expect(updateThoughtInput.safeParse({ statuss: "approved" }).success).toBe(false);
    expect(updateThoughtInput.safeParse({ status: "approved" }).success).toBe(true);
  });
});

describe("isProject", () => {
  it("is a container filed under Projects, nothing less", () => {
    expect(isProject({ is_container: true, container_type: "Projects" })).toBe(true);
    expect(isProject({ is_container: false, container_type: "Projects" })).toBe(false);
    expect(isProject({ is_container: true, container_type: "Tasks" })).toBe(false);
    expect(isProject({ is_container: true, container_type: "Contacts" })).toBe(false);
  });
});
