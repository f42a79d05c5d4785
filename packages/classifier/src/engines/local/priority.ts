import type { Priority } from "@life/contracts";

const LOW = /\b(low[- ]priority|no rush|no hurry|not urgent|whenever|someday|some day|eventually|when i get a chance|when i get around to it|nice to have|low prio)\b/;
const URGENT = /\b(urgent|urgently|asap|a\.s\.a\.p|critical|emergency|top urgent)\b/;
const HIGH = /\b(important|high[- ]priority|top priority|high prio|priority #?1|must do|very important)\b/;
const MEDIUM = /\b(medium[- ]priority|normal priority|med priority|mid priority|medium prio)\b/;
/** "!!" right after a same-day deadline ("today!!", "before noon today!!"). */
const SAME_DAY_BANG = /\b(today|tonight|this (?:morning|afternoon|evening)|by (?:noon|end of day|eod|\d{1,2}(?::\d{2})?\s*(?:am|pm)?))\s*!{2,}/;

/**
 * Priority only from an explicit cue (GUIDELINES 6); deadlines and stress alone do not count.
 * `sameDay` tells whether the thought is scheduled for today, for the "!!" rule.
 */
export function detectPriority(lower: string, sameDay: boolean): Priority | null {
  if (LOW.test(lower)) return "low";
  if (URGENT.test(lower)) return "urgent";
  if (SAME_DAY_BANG.test(lower) || (sameDay && /\w\s*!{2,}/.test(lower) && /\b(today|tonight|by|before|due)\b/.test(lower))) return "urgent";
  if (MEDIUM.test(lower)) return "medium";
  if (HIGH.test(lower)) return "high";
  return null;
}
