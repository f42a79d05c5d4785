import type { SetupAnswers } from "@life/contracts";

/**
 * The tone of the chat's own answers, from the setup answer "Communication style". No answer
 * reads as direct, the wording the answers always had.
 * - direct: one plain sentence and up to 10 titles;
 * - minimal: no lead-in, up to 5 titles, counts without the list;
 * - friendly: the direct sentence, framed warmly;
 * - detailed: up to 20 titles with each one's area, and where in the app to see the rest.
 */
export type AnswerTone = "direct" | "friendly" | "detailed" | "minimal";

export function answerTone(style: SetupAnswers["communication_style"] | undefined): AnswerTone {
  return style ?? "direct";
}

/** How many titles an answer lists before "and N more". */
export function listLimit(tone: AnswerTone): number {
  return tone === "minimal" ? 5 : tone === "detailed" ? 20 : 10;
}

/** "Sure! …" around an answer that found something; a kind word when it found nothing. */
export function friendly(text: string, found: boolean): string {
  if (!found) return `Good news: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return `Sure! ${text} Anything else I can help with?`;
}

export const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
