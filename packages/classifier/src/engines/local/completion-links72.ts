import { cosineSimilarity, embedText } from "../../embeddings/index.js";
import { isCommonWord } from "../../entities/lexicon.js";

/**
 * Round 72 (links72): a completion stated with the head of the title's compound word.
 *
 * "Coorg stay all paid up" does "Pay the homestay balance" (14th read), "Éabha's room got its second coat" is said of
 * "Paint Éabha's bedroom" (23rd read): the thought names the thing by the last part of the title's closed compound
 * ("stay" of "homestay", "room" of "bedroom"), the part that says what kind of thing it is. Compared as stems, by
 * tokens: the thought's word ends the title's word, four letters or more, after a part of three letters or more; and
 * the two are the same kind of thing, either close in the offline vectors (bedroom and room 0.75) or, when the
 * compound has no vector of its own ("homestay"), its first part an everyday word ("home"). "port" of "passport"
 * (0.22) and "book" of "notebook" (0.30) name other things and stay apart.
 */
const SAME_KIND = 0.4;

export function compoundHead(titleStem: string, textStem: string, titleWord?: string, textWord?: string): boolean {
  if (textStem.length < 4 || titleStem.length - textStem.length < 3 || !titleStem.endsWith(textStem)) return false;
  const whole = embedText(titleWord ?? titleStem);
  const part = embedText(textWord ?? textStem);
  if (whole && part) return cosineSimilarity(whole, part) >= SAME_KIND;
  return !whole && isCommonWord(titleStem.slice(0, titleStem.length - textStem.length));
}

/** Words between "has" and the result had: "has its first 500 followers", "has everyone's signatures". */
const RESULT_LEAD = new Set(["its", "their", "his", "her", "the", "all", "now", "finally", "first", "full", "everyone's", "everybody's"]);
const HAS_WORDS = new Set(["has", "have"]);

/**
 * "Darcy's farewell card has everyone's signatures now" does "Get Darcy's farewell card signed" (63rd read), "the page
 * has its first 500 followers" does "Reach 500 followers on the cake page" (14th read): the task's thing has the result
 * the task asks for, compared by tokens. The clause's subject names a thing of the title (`objects`, stems); after
 * "has" or "have" (past its, their, the, first, everyone's…) comes either the noun of the title's participle ("signatures"
 * for "signed", `participle` a stem of four letters or more that the noun starts and outruns) or the title's own count
 * with its thing ("500 followers"). A "has no", "has only", "has 300 followers" (another count) or "has a flat tyre"
 * (a thing, not the result asked for) is none.
 */
export function hasTitleResult(title: string, objects: readonly string[], participle: string | null, clauses: readonly string[], stemOf: (w: string) => string): boolean {
  const titleNumbers = new Set(title.match(/\d[\d,]*/g) ?? []);
  return clauses.some((clause) => {
    const words = clause.match(/[\p{L}\p{N}][\p{L}\p{N}',]*/gu) ?? [];
    const at = words.findIndex((w) => HAS_WORDS.has(w));
    if (at < 1) return false;
    if (!words.slice(0, at).some((w) => objects.includes(stemOf(w.replace(/'s$/, ""))))) return false;
    let j = at + 1;
    while (j < words.length && RESULT_LEAD.has(words[j]!)) j++;
    const first = words[j];
    if (!first) return false;
    if (titleNumbers.size && /^\d[\d,]*$/.test(first)) return titleNumbers.has(first) && objects.includes(stemOf(words[j + 1] ?? ""));
    const noun = stemOf(first.replace(/'s$/, ""));
    return !!participle && participle.length >= 4 && noun.length > participle.length && noun.startsWith(participle) && !first.endsWith("ed");
  });
}
