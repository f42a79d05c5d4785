import { embedText } from "@life/classifier";
import { describe, expect, it } from "vitest";
import { isSamePerson, missingContacts } from "./contact-matching.js";
import { CONTEXT_TOP_N, contentWords, rankContext, type ContextCandidate } from "./context-ranking.js";

const item = (id: string, title: string, withVector = true): ContextCandidate => ({
  id,
  title,
  parentId: null,
  waitingFor: null,
  relation: null,
  embedding: withVector ? embedText(title) : null,
});

describe("rankContext", () => {
  it("puts items sharing words with the text first", () => {
    const tasks = [item("t1", "Renew the passport"), item("t2", "Call the plumber"), item("t3", "Book the dentist")];
    const context = rankContext("finally called the plumber", embedText("finally called the plumber"), { projects: [], tasks, contacts: [], waiting: [] });
    expect(context.tasks?.[0]?.id).toBe("t2");
  });

  it("finds a related project with no shared word through the embedding", () => {
    const projects = [item("p1", "Quarterly sales report"), item("p2", "Kitchen renovation"), item("p3", "Learn Spanish")];
    const text = "ordered the tiles and the new sink";
    const context = rankContext(text, embedText(text), { projects, tasks: [], contacts: [], waiting: [] });
    expect(context.projects?.[0]?.id).toBe("p2");
  });

  it("keeps the best few of each kind, newest first among equals", () => {
    const many = Array.from({ length: 40 }, (_, i) => item(`c${i}`, `Person ${i}`, false));
    const context = rankContext("lunch", null, { projects: [], tasks: [], contacts: many, waiting: [] });
    expect(context.contacts).toHaveLength(CONTEXT_TOP_N);
    expect(context.contacts?.[0]?.id).toBe("c0");
  });

  it("stems crudely so tenses and plurals meet", () => {
    expect([...contentWords("Called the plumbers about tiles")]).toEqual(["call", "plumber", "tile"]);
  });
});

describe("contact matching", () => {
  it("matches case-insensitively and by first name, but not two different full names", () => {
    expect(isSamePerson("sarah", "Sarah Jones")).toBe(true);
    expect(isSamePerson("Sarah Jones", "Sarah")).toBe(true);
    expect(isSamePerson("SARAH JONES", "sarah jones")).toBe(true);
    expect(isSamePerson("Sarah Jones", "Sarah Smith")).toBe(false);
    expect(isSamePerson("Tom", "Sarah")).toBe(false);
  });

  it("lists each missing person once", () => {
    expect(missingContacts(["Sarah", "Tom", "tom", "  Ana  Lee ", ""], ["Sarah Jones"])).toEqual(["Tom", "Ana Lee"]);
  });
});
