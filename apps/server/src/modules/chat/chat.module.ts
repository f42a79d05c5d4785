import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables.js";
import type { QuotasService } from "../quotas/quotas.service.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import { ChatCommandsService } from "./chat-commands.service.js";
import { ChatQuestionsService } from "./chat-questions.service.js";
import { ChatSuggestionsService } from "./chat-suggestions.service.js";
import type { ChatConfig } from "./chat.config.js";
import { ChatRepository } from "./chat.repository.js";
import { QaAnswerer } from "./qa-answerer.js";
import { QaRepository } from "./qa.repository.js";
import { chatRoutes } from "./chat.routes.js";
import { VoiceService } from "./voice.service.js";
import { SetupRepository } from "../setup/setup.repository.js";
import { SetupService } from "../setup/setup.service.js";
import { voiceRoutes } from "./voice.routes.js";

export interface ChatModuleOptions {
  db: Kysely<Tables>;
  /** The app's ThoughtsService, so edits follow its rules and voice captures are classified. */
  thoughts: ThoughtsService;
  config: ChatConfig;
  /** Daily LLM and speech-to-text quotas per user. */
  quotas: QuotasService;
  now?: () => Date;
}

/** Wires the chat module (commands, suggestions, questions, voice) so app.ts needs one line. */
export const chatModule: FastifyPluginAsync<ChatModuleOptions> = async (app, { db, thoughts, config, quotas, now }) => {
  const repository = new ChatRepository(db);
  const setup = new SetupService(new SetupRepository(db));
  const logLlm = (error: unknown) => app.log.warn({ err: error }, "chat LLM call failed; answered locally");
  const useLlm = (userId: string) => quotas.consumeOrThrow(userId, "llm");
  await app.register(chatRoutes, {
    commands: new ChatCommandsService(thoughts, repository, { llm: config.llm, onLlmError: logLlm, useQuota: useLlm }),
    suggestions: new ChatSuggestionsService(repository),
    questions: new ChatQuestionsService(thoughts, repository, {
      llm: config.llm,
      onLlmError: logLlm,
      useQuota: useLlm,
      answerer: new QaAnswerer(new QaRepository(db)),
      // Setup's "Communication style" sets the tone of the answers.
      answerStyle: async (userId) => (await setup.preferences(userId)).communication_style,
      ...(now ? { now } : {}),
    }),
  });
  await app.register(voiceRoutes, {
    voice: new VoiceService(thoughts, {
      stt: config.stt,
      onSttError: (error) => app.log.warn({ err: error }, "speech-to-text failed"),
      useQuota: (userId) => quotas.consumeOrThrow(userId, "stt"),
    }),
    maxBytes: config.voiceMaxBytes,
  });
};
