import { z } from "zod";
import { domainSchema, thoughtStatusSchema } from "./enums.js";
import { thought } from "./thought.js";

export const MAX_CHAT_LENGTH = 2_000;
export const MAX_SUGGESTIONS = 8;
/** Suggestions are only worth computing once a person has typed this much (spec 5). */
export const SUGGESTIONS_MIN_LENGTH = 2;
export const SELECT_THOUGHT_FIRST = "Select a thought first";
export const STT_NOT_CONFIGURED = "Speech-to-text is not configured";

/** The command patterns the help panel lists (spec 2.13), in the order it lists them. */
export const chatCommandPatterns = [
  { pattern: "change X to Y", kind: "edit" },
  { pattern: "move to X", kind: "edit" },
  { pattern: "tag with X", kind: "edit" },
  { pattern: "schedule for X", kind: "schedule" },
  { pattern: "remind me X before", kind: "schedule" },
  { pattern: "connect to X", kind: "connect" },
  { pattern: "delete", kind: "status" },
  { pattern: "complete", kind: "status" },
  { pattern: "archive", kind: "status" },
] as const;

/** Words that open a question when they are the first word ("what's" counts as "what"). */
export const QUESTION_START_WORDS = [
  "who", "what", "when", "where", "why", "how", "which",
  "whats", "whos", "wheres", "hows",
  "help",
] as const;
const questionStarts: ReadonlySet<string> = new Set(QUESTION_START_WORDS);
/** A question word with a verb run into it: "when's", "how've", "what'd", "who're" (the apostrophe already dropped). */
const CONTRACTED = /(?<=^(?:who|what|when|where|why|how|which))(?:s|ve|d|re|ll)$/;
/**
 * Auxiliaries open a question only before a subject ("do I have…", "is there…", "can you…"):
 * "Do laundry" and "will pay rent friday" are things to do, and capturing loses nothing.
 */
const AUXILIARIES: ReadonlySet<string> = new Set(["is", "are", "am", "was", "were", "do", "does", "did", "can", "could", "should", "will", "would", "have", "has"]);
const SUBJECTS: ReadonlySet<string> = new Set([
  "i", "you", "we", "they", "he", "she", "it", "there", "my", "your", "our", "their", "his", "her", "its",
  "the", "this", "that", "these", "those", "any", "anything", "anyone", "anybody", "something", "someone", "everything", "all",
]);

/**
 * Whether free text is a clear question for the assistant rather than a thought to capture:
 * it ends with "?", starts with a question word or "help", or is "explain this". "Ask Priya how the move went"
 * is a thought; "what's on my calendar today" is a question. The web bar routes by this and
 * POST /chat/respond captures anything else, so both ends agree.
 */
export function isClearQuestion(text: string): boolean {
  const trimmed = text.trim();
  if (/\?["'”’)\]!.\s]*$/u.test(trimmed)) return true;
  // Words in lower case: "What's" → "whats", "HOW," → "how"; a leading "/" or quote is skipped.
  const words = trimmed.replace(/^[^\p{L}\p{N}]+/u, "").toLocaleLowerCase().split(/[^\p{L}']+/u);
  const first = (words[0] ?? "").replaceAll("'", "");
  if (questionStarts.has(first) || questionStarts.has(first.replace(CONTRACTED, ""))) return true;
  if (AUXILIARIES.has(first) && SUBJECTS.has(words[1] ?? "")) return true;
  // "remind me who Mattias is" asks; "remind me to call Mattias" is a thought to capture.
  if ((first === "remind" || first === "tell") && words[1] === "me" && questionStarts.has((words[2] ?? "").replaceAll("'", ""))) return true;
  // "explain this" asks about the selected thought; "explain the budget to Sam" is a to-do.
  return /^explain(?:\s+(?:this|it|that)(?:\s+(?:one|thought))?)?[\s.!]*$/iu.test(trimmed);
}

const chatText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(MAX_CHAT_LENGTH, `${field} must be at most 2,000 characters`);

const optionalId = z.string().max(64).nullish();

export const chatCommandInput = z.object({
  command: chatText("command"),
  /** The selected thought; every command acts on one. */
  thoughtId: optionalId,
});
export type ChatCommandInput = z.infer<typeof chatCommandInput>;

/** A command that could not be carried out is still a 200: `success: false` with an `error` to show. */
export const chatCommandResponse = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  updatedThought: thought.nullable(),
  /**
   * A command read by the model that deletes, completes or archives is never run from that reading:
   * it comes back here ("/delete"), for the person to confirm by sending it as it stands.
   */
  suggestedCommand: z.string().nullable().optional(),
});
export type ChatCommandResponse = z.infer<typeof chatCommandResponse>;

export const chatSuggestionsInput = z.object({
  partialCommand: z.string({ error: "partialCommand is required" }).max(MAX_CHAT_LENGTH, "partialCommand must be at most 2,000 characters"),
  context: z
    .object({
      thoughtId: optionalId,
      // Free text rather than the enum: the web app may send the label it shows ("Work").
      currentDomain: z.string().max(100).nullish(),
      currentSubdomain: z.string().max(100).nullish(),
    })
    .nullish(),
});
export type ChatSuggestionsInput = z.infer<typeof chatSuggestionsInput>;

export const chatSuggestionsResponse = z.object({ suggestions: z.array(z.string()).max(MAX_SUGGESTIONS) });
export type ChatSuggestionsResponse = z.infer<typeof chatSuggestionsResponse>;

export const chatRespondInput = z.object({
  message: chatText("message"),
  context: z
    .object({
      thoughtId: optionalId,
      /** Sent by the web app; the server reads the thought itself by id rather than trusting this copy. */
      currentThought: z.unknown().optional(),
    })
    .nullish(),
});
export type ChatRespondInput = z.infer<typeof chatRespondInput>;

/** A thought an answer is grounded in, so the client can show and link it. */
export const chatItem = z.object({
  id: z.string(),
  title: z.string(),
  status: thoughtStatusSchema,
  domain: domainSchema.nullable(),
  scheduled_for: z.string().nullable(),
});
export type ChatItem = z.infer<typeof chatItem>;

/** A note an answer cites: the web app shows it as a chip that opens the card. */
export const chatCitation = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
});
export type ChatCitation = z.infer<typeof chatCitation>;

export const chatRespondResponse = z.object({
  response: z.string(),
  timestamp: z.string(),
  /** The notes the answer rests on, best first; empty when it rests on none (help, a capture, nothing found). */
  citations: z.array(chatCitation),
  /** The figure the answer computed (a sum of spending, a count), when the question asks for one. */
  number: z.number().nullable().optional(),
  items: z.array(chatItem).optional(),
  /** Set when the message was not a question (see isClearQuestion) and was captured as this thought instead. */
  capturedThought: thought.optional(),
});
export type ChatRespondResponse = z.infer<typeof chatRespondResponse>;

export const voiceThoughtResponse = z.object({ data: thought, transcript: z.string() });
export type VoiceThoughtResponse = z.infer<typeof voiceThoughtResponse>;
