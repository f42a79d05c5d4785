import { z } from "zod";
import type { Domain } from "./enums.js";

/** Spec 2.12: the four phases and their time estimates (spec 9: 5, 10, 10, 5 minutes). */
export const SETUP_PHASES = [
  { number: 1, title: "Essential Setup", minutes: 5, summary: "Relationships and projects" },
  { number: 2, title: "Personal Patterns", minutes: 10, summary: "How you think" },
  { number: 3, title: "Professional Setup", minutes: 10, summary: "Work, tools and services" },
  { number: 4, title: "Preferences", minutes: 5, summary: "How the AI should work for you" },
] as const;

export const meetingFrequencies = ["daily", "weekly", "monthly", "occasionally"] as const;
export const jobTypes = ["full-time", "part-time", "contract", "freelance", "consulting", "business", "side-hustle"] as const;

export const overthinkingThemes = [
  { id: "work_career", label: "Work and career concerns" },
  { id: "relationships", label: "Relationship dynamics" },
  { id: "health_body", label: "Health and body image" },
  { id: "financial", label: "Financial security" },
  { id: "past_mistakes", label: "Past mistakes or regrets" },
  { id: "future", label: "Future uncertainties" },
] as const;

export const thinkingPatterns = [
  { id: "all_or_nothing", label: "All-or-nothing thinking" },
  { id: "catastrophizing", label: "Catastrophizing" },
  { id: "mind_reading", label: "Mind reading" },
  { id: "should_statements", label: "Should statements" },
  { id: "personalization", label: "Personalization" },
  { id: "fortune_telling", label: "Fortune telling" },
] as const;

export const thoughtResponses = [
  { id: "push_away", label: "Push them away" },
  { id: "analyze", label: "Analyze them logically" },
  { id: "talk", label: "Talk to someone" },
  { id: "write", label: "Write them down" },
  { id: "distract", label: "Distract myself" },
  { id: "accept", label: "Accept and observe" },
] as const;

export const aiPriorities = [
  { id: "family", label: "Family focus" },
  { id: "career", label: "Career focus" },
  { id: "health", label: "Health focus" },
  { id: "balanced", label: "Balanced" },
] as const;

export const communicationStyles = [
  { id: "direct", label: "Direct and efficient" },
  { id: "friendly", label: "Friendly and conversational" },
  { id: "detailed", label: "Detailed and thorough" },
  { id: "minimal", label: "Minimal and concise" },
] as const;

export const emailSystems = ["Gmail", "Outlook", "Apple Mail", "Yahoo Mail", "Proton Mail", "Other"] as const;
export const calendarSystems = ["Google Calendar", "Outlook Calendar", "Apple Calendar", "Other"] as const;
export const communicationTools = ["Slack", "Microsoft Teams", "Zoom", "WhatsApp", "Discord", "Other"] as const;

const MAX_ROWS = 50;
const text = z.string().trim().max(200);
const names = z.array(text).max(MAX_ROWS).default([]);
const ids = <T extends readonly { id: string }[]>(options: T) =>
  z.array(z.enum(options.map((o) => o.id) as [T[number]["id"], ...T[number]["id"][]])).max(options.length).default([]);

/** Spec 3 "Questionnaire responses", saved on the server as the person goes. Rows may be blank while editing. */
export const setupAnswers = z.object({
  spouses: names,
  children: z.array(z.object({ name: text, age: z.number().int().min(0).max(120).nullable().default(null) })).max(MAX_ROWS).default([]),
  parents: names,
  siblings: names,
  friends: z.array(z.object({ name: text, context: text.default(""), frequency: z.enum(meetingFrequencies).default("weekly") })).max(MAX_ROWS).default([]),
  recurring_thoughts: z.string().max(5000).default(""),
  overthinking_themes: ids(overthinkingThemes),
  thinking_patterns: ids(thinkingPatterns),
  thought_responses: ids(thoughtResponses),
  jobs: z.array(z.object({ title: text, company: text.default(""), type: z.enum(jobTypes).default("full-time") })).max(MAX_ROWS).default([]),
  managers: names,
  colleagues: names,
  work_projects: names,
  businesses: names,
  email_systems: z.array(z.string().max(60)).max(20).default([]),
  calendar_systems: z.array(z.string().max(60)).max(20).default([]),
  communication_tools: z.array(z.string().max(60)).max(20).default([]),
  service_providers: z.array(z.object({ name: text, service: text.default("") })).max(MAX_ROWS).default([]),
  ai_priority: z.enum(aiPriorities.map((o) => o.id) as ["family", "career", "health", "balanced"]).nullable().default(null),
  communication_style: z.enum(communicationStyles.map((o) => o.id) as ["direct", "friendly", "detailed", "minimal"]).nullable().default(null),
});
export type SetupAnswers = z.infer<typeof setupAnswers>;

/** A plain literal, so the web app gets it without pulling zod into its bundle. */
export const emptySetupAnswers = (): SetupAnswers => ({
  spouses: [],
  children: [],
  parents: [],
  siblings: [],
  friends: [],
  recurring_thoughts: "",
  overthinking_themes: [],
  thinking_patterns: [],
  thought_responses: [],
  jobs: [],
  managers: [],
  colleagues: [],
  work_projects: [],
  businesses: [],
  email_systems: [],
  calendar_systems: [],
  communication_tools: [],
  service_providers: [],
  ai_priority: null,
  communication_style: null,
});

export const setupState = z.object({
  answers: setupAnswers,
  /** The phase the person was on (1–4) when they last saved. */
  phase: z.number().int().min(1).max(4),
  completed_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type SetupState = z.infer<typeof setupState>;

export const setupResponse = z.object({ data: setupState });
export type SetupResponse = z.infer<typeof setupResponse>;

/** PUT /setup — Save Progress and Next Phase. */
export const saveSetupInput = z.object({ answers: setupAnswers, phase: z.number().int().min(1).max(4) });
export type SaveSetupInput = z.infer<typeof saveSetupInput>;

/** One record Complete Setup creates or updates; the phase-4 preview lists exactly these. */
export interface SetupRecordPlan {
  /** Stable across runs, so a second completion updates the record it made the first time. */
  key: string;
  kind: "contact" | "project";
  name: string;
  /** A contact's relation as the classifier reads it ("child", "friend", "plumber"); a project's kind. */
  relation: string;
  domain: Domain;
  /** Shown in the preview: "age 7", "college · weekly", "work project". */
  detail: string;
  attributes: Record<string, string | number>;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, " ");

/** What Complete Setup will create, from the answers; blank rows and repeats are left out. */
export function planSetupRecords(answers: SetupAnswers): SetupRecordPlan[] {
  const plan: SetupRecordPlan[] = [];
  const seen = new Set<string>();
  const add = (kind: SetupRecordPlan["kind"], group: string, raw: string, rest: Omit<SetupRecordPlan, "key" | "kind" | "name">) => {
    const name = normalName(raw);
    if (!name) return;
    const key = `${kind}:${group}:${name.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    plan.push({ key, kind, name, ...rest });
  };
  const contact = (group: string, name: string, relation: string, domain: Domain, detail = "", attributes: Record<string, string | number> = {}) =>
    add("contact", group, name, { relation, domain, detail, attributes: { relation, ...attributes } });

  for (const name of answers.spouses) contact("spouse", name, "spouse", "social");
  for (const child of answers.children) contact("child", child.name, "child", "social", child.age === null ? "" : `age ${child.age}`, child.age === null ? {} : { age: child.age });
  for (const name of answers.parents) contact("parent", name, "parent", "social");
  for (const name of answers.siblings) contact("sibling", name, "sibling", "social");
  for (const friend of answers.friends) {
    const how = normalName(friend.context);
    contact("friend", friend.name, "friend", "social", [how, friend.frequency].filter(Boolean).join(" · "), { how_you_know: how, meeting_frequency: friend.frequency });
  }
  for (const name of answers.managers) contact("manager", name, "manager", "systems");
  for (const name of answers.colleagues) contact("colleague", name, "colleague", "systems");
  for (const provider of answers.service_providers) {
    const service = normalName(provider.service);
    contact("provider", provider.name, service ? service.toLowerCase() : "service provider", "personal", service, service ? { service } : {});
  }
  for (const name of answers.work_projects) add("project", "work", name, { relation: "work project", domain: "systems", detail: "work project", attributes: {} });
  for (const name of answers.businesses) add("project", "business", name, { relation: "business", domain: "systems", detail: "business venture", attributes: {} });
  return plan;
}

export const completeSetupInput = saveSetupInput;
export type CompleteSetupInput = SaveSetupInput;

/** POST /setup/complete — what was created and what updated, in plan order. */
export const completeSetupResponse = z.object({
  data: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    records: z.array(z.object({ key: z.string(), kind: z.enum(["contact", "project"]), name: z.string(), thought_id: z.string(), created: z.boolean() })),
    state: setupState,
  }),
});
export type CompleteSetupResponse = z.infer<typeof completeSetupResponse>;
