import fastifyMultipart from "@fastify/multipart";
import { voiceThoughtResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { AppError, BadRequestError } from "../../lib/errors.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { VoiceService } from "./voice.service.js";

export interface VoiceRoutesOptions {
  voice: VoiceService;
  maxBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * POST /thoughts/voice. Multipart is registered inside this plugin only, so every other route
 * keeps answering 415 to anything but JSON.
 */
export const voiceRoutes: FastifyPluginAsyncZod<VoiceRoutesOptions> = async (app, { voice, maxBytes }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.post(
    "/thoughts/voice",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["thoughts"],
        security: bearerSecurity,
        summary: "Capture a thought by voice",
        description: `multipart/form-data with the recording (audio/*, at most ${megabytes(maxBytes)}) in the field "audio". Answers 501 when no speech-to-text service is configured, 502 when it fails and 504 when it times out.`,
        consumes: ["multipart/form-data"],
        response: { 201: voiceThoughtResponse, ...errorResponses(400, 401, 413, 415, 422, 429, 501, 502, 504) },
      },
    },
    async (request, reply) => {
      voice.assertConfigured();
      if (!request.isMultipart()) throw new AppError(415, 'Send the recording as multipart/form-data in the field "audio"');
      const part = await request.file();
      if (!part || part.fieldname !== "audio") {
        part?.file.resume();
        throw new BadRequestError('The recording must be sent in the field "audio"');
      }
      if (!part.mimetype.toLowerCase().startsWith("audio/")) {
        // Drain the stream so the connection can be reused after the refusal.
        part.file.resume();
        throw new AppError(415, `The recording must be audio (received ${part.mimetype})`);
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, `The recording is too large (at most ${megabytes(maxBytes)})`);
        throw error;
      }
      if (data.length === 0) throw new BadRequestError("The recording is empty");
      const result = await voice.captureVoice(currentUser(request), { data, filename: part.filename || "recording", mimetype: part.mimetype });
      return reply.code(201).send(result);
    },
  );
};
