import type { ClassifyContext } from "../../types.js";

/**
 * Longest context strings the engine reads. The thought is cut at ANALYSIS_LIMIT, but contact
 * names, relations and titles come from the user's records with no length limit, and several
 * text rules cost time that grows with the square of a long unbroken run (an e-mail pattern on
 * a 10,000-letter title took ~0.5 s). Real names, relations and titles fit well inside these.
 */
export const CONTEXT_LIMITS = { name: 120, relation: 200, title: 300 } as const;

const cut = (s: string, max: number): string => (s.length > max ? s.slice(0, max) : s);

/** The context with every string the engine matches against cut to its limit; ids are untouched. */
export function boundContext(context: ClassifyContext): ClassifyContext {
  return {
    projects: context.projects?.map((p) => ({ ...p, title: cut(p.title, CONTEXT_LIMITS.title) })),
    tasks: context.tasks?.map((t) => ({ ...t, title: cut(t.title, CONTEXT_LIMITS.title) })),
    contacts: context.contacts?.map((c) => ({
      ...c,
      name: cut(c.name, CONTEXT_LIMITS.name),
      relation: c.relation == null ? c.relation : cut(c.relation, CONTEXT_LIMITS.relation),
    })),
    waiting: context.waiting?.map((w) => ({ ...w, title: cut(w.title, CONTEXT_LIMITS.title), waiting_for: cut(w.waiting_for, CONTEXT_LIMITS.title) })),
  };
}
