import {
  chatCommandInput,
  chatCommandResponse,
  chatRespondInput,
  chatRespondResponse,
  chatSuggestionsInput,
  chatSuggestionsResponse,
} from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { ChatCommandsService } from "./chat-commands.service.js";
import type { ChatQuestionsService } from "./chat-questions.service.js";
import type { ChatSuggestionsService } from "./chat-suggestions.service.js";

export interface ChatRoutesOptions {
  commands: ChatCommandsService;
  suggestions: ChatSuggestionsService;
  questions: ChatQuestionsService;
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { commands, suggestions, questions }) => {
  const common = { tags: ["chat"], security: bearerSecurity };

  app.post(
    "/chat/command",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Run a command on the selected thought",
        description: "An unknown command or one that cannot be carried out answers 200 with success false and an error to show.",
        body: chatCommandInput,
        response: { 200: chatCommandResponse, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => commands.runCommand(currentUser(request), request.body),
  );

  app.post(
    "/chat/suggestions",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Complete a partly typed command",
        body: chatSuggestionsInput,
        response: { 200: chatSuggestionsResponse, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => suggestions.suggest(currentUser(request), request.body),
  );

  app.post(
    "/chat/respond",
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: "Answer a question about the person's own notes",
        body: chatRespondInput,
        response: { 200: chatRespondResponse, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => questions.respond(currentUser(request), request.body),
  );
};
