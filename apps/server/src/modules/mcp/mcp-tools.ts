import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createThoughtInput, localDate, SEARCH_MAX_LIMIT, WAITING_MAX_LIMIT, type Thought, type User } from "@life/contracts";
import { z } from "zod";
import { AppError } from "../../lib/errors.js";
import type { CalendarService } from "../calendar/calendar.service.js";
import type { SearchService } from "../search/search.service.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import type { WaitingService } from "../waiting/waiting.service.js";

export interface McpServices {
  thoughts: ThoughtsService;
  search: SearchService;
  waiting: WaitingService;
  calendar: CalendarService;
}

/** One line per thought, with the id a client needs for complete_thought. */
/** One line per item; waiting items carry fewer fields than a whole thought. */
type Listed = Pick<Thought, "id" | "ai_title" | "original_input" | "status" | "waiting_for"> & Partial<Pick<Thought, "event_type" | "scheduled_for">>;

function line(t: Listed): string {
  const title = t.ai_title ?? t.original_input;
  const when = t.scheduled_for ? ` · ${t.scheduled_for}` : "";
  const waiting = t.waiting_for ? ` · waiting for ${t.waiting_for}` : "";
  return `- ${title} [${t.status}${t.event_type ? `, ${t.event_type}` : ""}${when}${waiting}] (id: ${t.id})`;
}

function answer(text: string, data: unknown): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: { result: data } };
}

/** Expected refusals (not found, bad input) go back to the model as tool errors, not protocol errors. */
async function run(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return { isError: true, content: [{ type: "text", text: error.message }] };
    throw error;
  }
}

/** An MCP server for one person: the tools act through the same services as the web app. */
export function createMcpServer(user: User, services: McpServices, version: string): McpServer {
  const server = new McpServer({ name: "life-intelligence", version });
  const { thoughts, search, waiting, calendar } = services;

  server.registerTool(
    "capture_thought",
    {
      description: "Capture a thought, task, plan or note into the user's Life Intelligence account; it is classified automatically.",
      inputSchema: { text: createThoughtInput.shape.original_input.describe("The thought, in the user's words") },
    },
    ({ text }) =>
      run(async () => {
        const thought = await thoughts.createThought(user, { original_input: text });
        return answer(`Captured:\n${line(thought)}`, thought);
      }),
  );

  server.registerTool(
    "search_thoughts",
    {
      description: "Search the user's thoughts by words; best matches first.",
      inputSchema: { query: z.string().trim().min(1).max(200), limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).optional() },
    },
    ({ query, limit }) =>
      run(async () => {
        const { data } = await search.searchThoughts(user, { q: query, limit: limit ?? 10 });
        const found = data.map((hit) => hit.thought);
        return answer(found.length ? found.map(line).join("\n") : `No thoughts match "${query}".`, found);
      }),
  );

  server.registerTool(
    "list_waiting",
    {
      description: "List what the user is waiting for from other people, oldest first.",
      inputSchema: { limit: z.number().int().min(1).max(WAITING_MAX_LIMIT).optional() },
    },
    ({ limit }) =>
      run(async () => {
        const { data } = await waiting.listWaiting(user, { limit: limit ?? 50 });
        return answer(data.length ? data.map(line).join("\n") : "Nothing to wait for.", data);
      }),
  );

  server.registerTool(
    "list_schedule",
    {
      description: "List what is scheduled on one day, in the user's time zone.",
      inputSchema: { day: localDate.describe("The day as YYYY-MM-DD") },
    },
    ({ day }) =>
      run(async () => {
        const result = await calendar.getDay(user, day);
        return answer(result.data.length ? result.data.map(line).join("\n") : `Nothing scheduled on ${day}.`, result.data);
      }),
  );

  server.registerTool(
    "complete_thought",
    {
      description: "Mark one of the user's thoughts (a task, reminder…) as completed, by its id.",
      inputSchema: { id: z.string().min(1).max(64) },
    },
    ({ id }) =>
      run(async () => {
        const thought = await thoughts.updateThought(user, id, { status: "completed" });
        return answer(`Completed:\n${line(thought)}`, thought);
      }),
  );

  return server;
}
