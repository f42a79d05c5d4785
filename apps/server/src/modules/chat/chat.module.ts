import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import { ChatCommandsService } from "./chat-commands.service.js";
import { ChatQuestionsService } from "./chat-questions.service.js";
import { ChatSuggestionsService } from "./chat-suggestions.service.js";
import type { ChatConfig } from "./chat.config.js";
import { ChatRepository } from "./chat.repository.js";
import { chatRoutes } from "./chat.routes.js";
import { VoiceService } from "./voice.service.js";
import { voiceRoutes } from "./voice.routes.js";

export interface ChatModuleOptions {
  db: Kysely<Tables>;
  /** The app's ThoughtsService, so edits follow its rules and voice captures are classified. */
  thoughts: ThoughtsService;
  config: ChatConfig;
}

/** Wires the chat module (commands, suggestions, questions, voice) so app.ts needs one line. */
export const chatModule: FastifyPluginAsync<ChatModuleOptions> = async (app, { db, thoughts, config }) => {
  const repository = new ChatRepository(db);
  const logLlm = (error: unknown) => app.log.warn({ err: error }, "chat LLM call failed; answered locally");
  await app.register(chatRoutes, {
    commands: new ChatCommandsService(thoughts, repository, { llm: config.llm, onLlmError: logLlm }),
    suggestions: new ChatSuggestionsService(repository),
    questions: new ChatQuestionsService(thoughts, repository, { llm: config.llm, onLlmError: logLlm }),
  });
  await app.register(voiceRoutes, {
    voice: new VoiceService(thoughts, { stt: config.stt, onSttError: (error) => app.log.warn({ err: error }, "speech-to-text failed") }),
    maxBytes: config.voiceMaxBytes,
  });
};
