import { z } from "zod";
import { documentUploadFields, documentUploadResponse } from "./documents.js";
import { createThoughtInput } from "./thought.js";

/** POST /shortcuts/capture and /shortcuts/schedule take what POST /thoughts takes. */
export const shortcutCaptureInput = createThoughtInput;
export type ShortcutCaptureInput = z.infer<typeof shortcutCaptureInput>;

/** POST /shortcuts/test and /gpt/test. */
export const connectionTestResponse = z.object({ message: z.string() });
export type ConnectionTestResponse = z.infer<typeof connectionTestResponse>;

/**
 * POST /shortcuts/photo: multipart/form-data with the image in the field "photo" and an
 * optional "title" field before it. The photo is stored as a document and, once read, gets a
 * linked thought, classified like any capture.
 */
export const SHORTCUT_PHOTO_FIELD = "photo";
export const SHORTCUT_PHOTO_TYPES = ["image/png", "image/jpeg", "image/gif"] as const;
export const SHORTCUT_PHOTO_ONLY_IMAGES = "Only photos are accepted here: send a PNG, JPEG or GIF image (other files go to /api/documents/upload)";
export const shortcutPhotoFields = documentUploadFields.pick({ title: true });
export type ShortcutPhotoFields = z.infer<typeof shortcutPhotoFields>;
/** The stored document; its `thought_id` is filled once the photo has been read. */
export const shortcutPhotoResponse = documentUploadResponse;
export type ShortcutPhotoResponse = z.infer<typeof shortcutPhotoResponse>;

export const SCHEDULE_NEEDS_TIME =
  'No date or time found. Say when, for example "Dentist tomorrow at 3pm" or "Call Sam on Friday morning".';

export const GPT_CONVERSATION_MAX = 20_000;
/** A conversation yields at most this many thoughts; the rest would be noise from one call. */
export const GPT_MAX_ITEMS = 20;

export const gptParseInput = z.object({
  conversation: z
    .string({ error: "conversation is required" })
    .max(GPT_CONVERSATION_MAX, "conversation must be at most 20,000 characters")
    .refine((s) => s.trim().length > 0, "conversation must not be empty")
    .describe("The conversation (or the part of it) holding the user's thoughts, tasks, plans and notes"),
});
export type GptParseInput = z.infer<typeof gptParseInput>;

export const gptParseItem = z.object({
  title: z.string().describe("A short title for the captured thought"),
  content: z.string().describe("The text that was captured"),
  type: z.string().describe("What kind of thought it is: task, reminder_intention, observation_insight, …"),
});
export type GptParseItem = z.infer<typeof gptParseItem>;

export const gptParseResponse = z.object({
  success: z.boolean(),
  items: z.array(gptParseItem),
});
export type GptParseResponse = z.infer<typeof gptParseResponse>;

/** The header a Custom GPT action sends its key in (spec 7). */
export const GPT_API_KEY_HEADER = "x-api-key";
export const DEFAULT_PUBLIC_URL = "http://localhost:3099";

/**
 * The OpenAPI 3.0 document pasted into the GPT builder: one action, parseConversation, built
 * from the same zod schemas the server validates /gpt/parse with, so the two cannot drift.
 */
export function gptActionOpenApi(publicUrl: string, apiBasePath = "/api"): Record<string, unknown> {
  const schema = (s: z.ZodType) => z.toJSONSchema(s, { target: "openapi-3.0", io: "input" });
  return {
    openapi: "3.0.3",
    info: {
      title: "Life Intelligence",
      description: "Capture the thoughts, tasks and plans of a conversation into Life Intelligence.",
      version: "1.0.0",
    },
    servers: [{ url: publicUrl.replace(/\/+$/, ""), description: "This Life Intelligence server (a local dev server listens on port 3099)" }],
    paths: {
      [`${apiBasePath}/gpt/parse`]: {
        post: {
          operationId: "parseConversation",
          summary: "Split a conversation into distinct thoughts and capture each",
          requestBody: { required: true, content: { "application/json": { schema: schema(gptParseInput) } } },
          responses: {
            "200": {
              description: "The thoughts captured",
              content: { "application/json": { schema: z.toJSONSchema(gptParseResponse, { target: "openapi-3.0" }) } },
            },
            "401": { description: "Missing, unknown or revoked API key" },
          },
          security: [{ apiKey: [] }],
        },
      },
    },
    components: {
      schemas: {},
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: GPT_API_KEY_HEADER } },
    },
  };
}

/** GET /gpt/openapi.json */
export const gptActionSchemaResponse = z.record(z.string(), z.unknown());

/** The MCP tools (beyond the spec); the server registers these names, the API Keys page documents them. */
export const mcpToolNames = ["capture_thought", "search_thoughts", "list_waiting", "list_schedule", "complete_thought"] as const;
