import fastifyMultipart from "@fastify/multipart";
import { createThoughtHeaders, SHORTCUT_PHOTO_FIELD, shortcutPhotoFields, shortcutPhotoResponse } from "@life/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { AppError, BadRequestError } from "../../lib/errors.js";
import { bearerSecurity, currentUser } from "../../plugins/auth.js";
import type { ShortcutsService } from "./shortcuts.service.js";

const NOT_MULTIPART = `Send the photo as multipart/form-data in the field "${SHORTCUT_PHOTO_FIELD}"`;
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * POST /shortcuts/photo, in a plugin of its own so that multipart is parsed here only and the
 * JSON captures beside it keep answering 415 to anything else.
 */
export const shortcutPhotoRoute: FastifyPluginAsyncZod<{ shortcuts: ShortcutsService; maxBytes: number }> = async (app, { shortcuts, maxBytes }) => {
  // The size limit is enforced while streaming (FileInspector); this one is a backstop.
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });

  app.post(
    "/shortcuts/photo",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["shortcuts"],
        security: bearerSecurity,
        summary: "Capture a photo from a Shortcut: stored as a document, with a linked thought once it is read",
        description: `multipart/form-data: the image (PNG, JPEG or GIF, judged by content; 415 otherwise) in the field "${SHORTCUT_PHOTO_FIELD}", optionally a "title" field before it. At most ${megabytes(maxBytes)} and within the storage quota (413). The text is read in the background; the linked thought (its id in the document's thought_id) is classified like any capture. An Idempotency-Key header makes a retry answer the document the first request stored.`,
        consumes: ["multipart/form-data"],
        headers: createThoughtHeaders,
        response: { 201: shortcutPhotoResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART);
      const part = await request.file();
      if (!part || part.fieldname !== SHORTCUT_PHOTO_FIELD) {
        part?.file.resume();
        throw new BadRequestError(`No photo: send it in the field "${SHORTCUT_PHOTO_FIELD}"`);
      }
      const title = part.fields.title;
      const fields = shortcutPhotoFields.safeParse({ title: title && !Array.isArray(title) && title.type === "field" ? title.value : undefined });
      if (!fields.success) {
        part.file.resume();
        throw new BadRequestError(fields.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "));
      }
      try {
        const result = await shortcuts.photo(currentUser(request), { stream: part.file, filename: part.filename, fields: fields.data }, request.headers["idempotency-key"]);
        return reply.code(201).send(result);
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, `The file is too large (at most ${megabytes(maxBytes)})`);
        throw error;
      }
    },
  );
};
