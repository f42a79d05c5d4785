import { z } from "zod";

/** Domains as stored; "systems" is shown to people as "Work". */
export const domains = ["personal", "social", "systems"] as const;
export const domainSchema = z.enum(domains);
export type Domain = z.infer<typeof domainSchema>;

export const domainLabels: Record<Domain, string> = {
  personal: "Personal",
  social: "Social",
  systems: "Work",
};

export const eventTypes = [
  "task",
  "project",
  "communication",
  "routine_activity",
  "contact",
  "transaction",
  "acquisition_disposition",
  "observation_insight",
  "emotion_state",
  "reminder_intention",
  "decision_commitment",
  "learning_consumption",
  "milestone_outcome",
] as const;
export const eventTypeSchema = z.enum(eventTypes);
export type EventType = z.infer<typeof eventTypeSchema>;

export const containerTypes = ["Projects", "Tasks", "Actions", "Contacts"] as const;
export const containerTypeSchema = z.enum(containerTypes);
export type ContainerType = z.infer<typeof containerTypeSchema>;

/** Stored statuses. "processing" exists only on the client's placeholder card. */
export const thoughtStatuses = ["pending", "approved", "completed", "archived"] as const;
export const thoughtStatusSchema = z.enum(thoughtStatuses);
export type ThoughtStatus = z.infer<typeof thoughtStatusSchema>;

export const priorities = ["urgent", "high", "medium", "low"] as const;
export const prioritySchema = z.enum(priorities);
export type Priority = z.infer<typeof prioritySchema>;

export const valueTiers = ["premium", "high", "medium", "low", "minimal"] as const;
export const valueTierSchema = z.enum(valueTiers);
export type ValueTier = z.infer<typeof valueTierSchema>;

export const roles = ["user", "admin"] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const apiKeyTypes = ["general", "shortcut", "gpt", "admin"] as const;
export const apiKeyTypeSchema = z.enum(apiKeyTypes);
export type ApiKeyType = z.infer<typeof apiKeyTypeSchema>;
