import { chatCompletionBody, OpenAiCallError, requestChatCompletion, stripJsonFence, type LlmConfig } from "@life/classifier";
import { currencyCode, documentTags, documentTypeSchema, domainSchema, localDate, type DocumentType } from "@life/contracts";
import { z } from "zod";
import type { Extraction } from "../../../jobs/document-extractor.js";
import type { QuotasService } from "../../quotas/quotas.service.js";
import type { ExtractedFields } from "./document-fields.js";

/**
 * The AI extraction of a document's fields by the configured LLM (issue 11: "the configured
 * LLM when there is one"). The model answers under a strict JSON schema; the answer is
 * validated with zod, and on any failure (time-out, HTTP error, invalid answer, quota used up)
 * the local extraction stands. The document's metadata says which it was.
 */

/** What the model is asked for: every key required and nullable, as strict structured output needs. */
const requestSchema = z.object({
  document_type: documentTypeSchema,
  document_date: z.string().nullable().describe('the date the document was issued or the purchase made, "YYYY-MM-DD", else null'),
  amount: z.number().nullable().describe("on a receipt or invoice the total paid or due (the largest total), else null"),
  currency: z.string().nullable().describe("ISO 4217 code of the amount (USD, EUR, GBP, ...), null without an amount"),
  vendor: z.string().nullable().describe("the business or sender, e.g. Home Depot, else null"),
  title: z.string().describe('a short title, e.g. "Receipt from Home Depot"'),
  domains: z.array(domainSchema).describe("personal, social and/or systems (work)"),
  categories: z.array(z.string()).describe("one to three lowercase words, e.g. purchases, bills, legal"),
  tags: z.array(z.string()).describe("up to six short lowercase tags"),
});

function isRealDate(date: string): boolean {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const words = z.string().trim().toLowerCase().min(1).max(40);

/** The answer as stored: formats, ranges and sizes the JSON schema cannot carry. */
export const documentFieldsAnswer = z.object({
  document_type: documentTypeSchema,
  document_date: localDate.refine(isRealDate, "must be a real date").nullable(),
  amount: z.number().finite().min(0).max(1e12).nullable(),
  currency: currencyCode.nullable(),
  vendor: z.string().trim().max(120).nullable().transform((v) => v || null),
  title: z.string().trim().min(1).max(120),
  domains: z.array(domainSchema).min(1).max(3).transform((d) => [...new Set(d)]),
  categories: z.array(words).max(5).transform((c) => [...new Set(c)]),
  tags: z.array(words).max(10).pipe(documentTags),
});

export const DOCUMENT_FIELDS_PROMPT = `You read the text of a document a person uploaded to their personal organiser: a receipt, invoice, contract, report, letter, note or anything else. The text was read from a PDF, a Word file or a photo by OCR, so it may hold OCR mistakes. Answer only with JSON that matches the given schema.
- document_type: receipt (a purchase paid), invoice (a bill to pay or paid), contract (an agreement), report, letter, note, or other.
- document_date: the date the document was issued or the purchase made, "YYYY-MM-DD"; null when there is none.
- amount and currency: on a receipt or invoice, the total paid or due, including tax (the largest total), as a plain number, with the ISO 4217 code of its currency from the symbol or code shown ($ is USD unless the document says CAD, AUD or another dollar; € EUR; £ GBP; ¥ JPY; ₹ INR). Otherwise both null.
- vendor: the business or sender the document comes from; null when none is named.
- title: at most 80 characters, e.g. "Receipt from Home Depot", "Lease agreement with Oak Properties", "Letter from Maple Street Dental".
- domains: what the document concerns: personal (own home, health, money, errands, car), social (family, friends, gifts, events), systems (work, employer, clients, any business).
- categories: one to three lowercase words, such as purchases, bills, legal, reports, correspondence, notes, medical, travel, tax, insurance.
- tags: up to six short lowercase tags a person would search by: the type, the vendor, what was bought or agreed.`;

/** Receipts and letters have their fields at the top and the bottom; the middle of a long text adds little. */
const HEAD_CHARS = 8_000;
const TAIL_CHARS = 4_000;

function excerpt(text: string): string {
  return text.length <= HEAD_CHARS + TAIL_CHARS ? text : `${text.slice(0, HEAD_CHARS)}\n[…]\n${text.slice(-TAIL_CHARS)}`;
}

/** What the document's metadata says of the fields: where they came from, and why not the model. */
export interface FieldsNote {
  fields_from: "llm" | "local";
  model?: string;
  /** A short reason, never the provider's text (it can carry URLs or keys); the detail goes to the log. */
  llm_error?: string;
}

export type RefinedExtraction = Extraction & { note: FieldsNote | null };

export type RefineFields = (userId: string, extraction: Extraction, knownType: DocumentType | null) => Promise<RefinedExtraction>;

export interface LlmFieldsOptions {
  /** Each document read by the model takes one unit of the person's daily LLM quota. */
  quotas?: Pick<QuotasService, "consume">;
  onError?: (error: unknown) => void;
}

class InvalidAnswer extends Error {}

function shortReason(error: unknown): string {
  if (error instanceof OpenAiCallError) return error.failure === "timeout" ? "The model timed out" : "The model service failed";
  return error instanceof InvalidAnswer ? "The model's answer was invalid" : "The model service failed";
}

async function askModel(endpoint: LlmConfig, text: string, knownType: DocumentType | null): Promise<z.infer<typeof documentFieldsAnswer>> {
  const { $schema: _drop, ...schema } = z.toJSONSchema(requestSchema) as Record<string, unknown>;
  const given = knownType ? `The person filed this document as: ${knownType}.\n\n` : "";
  const reply = await requestChatCompletion(endpoint, {
    model: endpoint.model,
    temperature: 0,
    maxTokens: 600,
    messages: [
      { role: "system", content: DOCUMENT_FIELDS_PROMPT },
      { role: "user", content: `${given}Document text:\n"""\n${excerpt(text)}\n"""` },
    ],
    jsonSchema: { name: "document_fields", schema },
  });
  let content: string | null | undefined;
  try {
    content = chatCompletionBody.parse(JSON.parse(reply.text)).choices[0]!.message.content;
  } catch {
    throw new InvalidAnswer(`${reply.url} answered with no chat completion: ${reply.text.slice(0, 200)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(stripJsonFence(content ?? ""));
  } catch {
    throw new InvalidAnswer(`the model's fields are not JSON: ${(content ?? "").slice(0, 200)}`);
  }
  const answer = documentFieldsAnswer.safeParse(json);
  if (!answer.success) throw new InvalidAnswer(`the model's fields failed validation: ${z.prettifyError(answer.error)}`);
  return answer.data;
}

/** The fields step with a model: its answer replaces the local fields; the local ones stay on any failure. */
export function llmDocumentFields(endpoint: LlmConfig, options: LlmFieldsOptions = {}): RefineFields {
  return async (userId, extraction, knownType) => {
    const local = extraction.fields;
    // No text, nothing to ask: the local result (no fields) stands without a note.
    if (!local || extraction.text.text.trim() === "") return { ...extraction, note: null };
    const quota = await options.quotas?.consume(userId, "llm");
    if (quota && !quota.allowed) return { ...extraction, note: { fields_from: "local", llm_error: quota.message } };
    try {
      const answer = await askModel(endpoint, extraction.text.text, knownType);
      const fields: ExtractedFields = {
        ...answer,
        // The person's choice of type wins, as with the local engine.
        document_type: knownType ?? answer.document_type,
        currency: answer.amount === null ? null : (answer.currency ?? "USD"),
      };
      return { ...extraction, fields, note: { fields_from: "llm", model: endpoint.model } };
    } catch (error) {
      options.onError?.(error);
      return { ...extraction, note: { fields_from: "local", llm_error: shortReason(error) } };
    }
  };
}
