import { tagsOf } from "../entities/lexicon.js";

/** Tags of a word that continues a sentence after a day ("… weekend at Mum's", "… weekend, we", "… weekend is busy"). */
const CLAUSE_TAGS = new Set(["Preposition", "Conjunction", "Pronoun", "Determiner", "Adverb", "Copula", "Modal", "Auxiliary", "QuestionWord", "FirstName", "MaleName", "FemaleName", "LastName", "Person"]);

/**
 * "the weekend crew", "weekend overtime", "the weekend takings": "weekend" (bare or after "the") before a noun that it
 * describes names a kind of thing (a crew, a shift, money taken), not the coming Saturday (GUIDELINES 4.1 reads only
 * "this weekend" as a day). Read halves of the 37th ("restocked for the weekend crew"), 55th ("not doing weekend
 * overtime") and 67th ("bank the weekend takings monday") sets. The next word must be lowercase in the text, no
 * function word, verb or name in the lexicon (a "weekend rush" or "weekend sort the shed" keeps the day).
 */
export function weekendBeforeNoun(text: string, mentionText: string, end: number): boolean {
  if (!/^(?:the\s+)?weekend$/i.test(mentionText)) return false;
  const next = /^\s+([a-z][a-z'-]*)\b/.exec(text.slice(end))?.[1];
  if (!next) return false;
  const tags = tagsOf(next);
  if (tags.some((t) => CLAUSE_TAGS.has(t))) return false;
  if (tags.some((t) => t === "Infinitive" || t === "PastTense" || t === "PresentTense" || t === "Gerund" || t === "Verb" || t === "Participle")) return false;
  return !/(?:ed|ing)$/.test(next);
}
