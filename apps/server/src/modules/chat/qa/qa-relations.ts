import type { QaNote } from "./qa-note.js";
import { isStopWord } from "./qa-words.js";

/**
 * People asked about by how they are related ("my sister", "grandad"): the notes name them once
 * by the relation ("my sister Rosalind just got engaged", "Eamon, my grandad") and then by name.
 */
const RELATIONS = new Set(
  (
    "brother sister bro sis mum mom mother dad father aunt auntie aunty uncle cousin grandad granddad grandpa grandma granny gran nan nana nanna " +
    "grandmother grandfather niece nephew son daughter wife husband partner boyfriend girlfriend fiance fiancé fiancee fiancée stepdad stepmum stepmom " +
    "stepbrother stepsister godmother godfather godson goddaughter neighbour neighbor boss manager flatmate roommate housemate landlord landlady " +
    "bestie mil fil compadre comadre"
  ).split(" "),
);

export const isRelationWord = (word: string) => RELATIONS.has(word);

/** Case-kept word tokens, with the possessive "'s" dropped. */
export const tokens = (text: string) => (text.match(/[\p{L}'’]+/gu) ?? []).map((t) => t.replace(/['’]s$/u, ""));
const isCapitalisedName = (token: string | undefined) => token !== undefined && /^\p{Lu}\p{Ll}+$/u.test(token) && !isStopWord(token.toLowerCase()) && !RELATIONS.has(token.toLowerCase());

/**
 * Each relation the notes tie to a name, once per saying: "my husband Kay", "Kay (my husband)", "Kay, my partner,",
 * "my brother Nuno's …", "Nuno my brother", "Eamon is my grandad". Tokens are compared; no pattern is built from the text.
 */
export function relationTies(notes: readonly QaNote[]): Array<{ relation: string; name: string }> {
  // Typed in lower case, a name has no capital; one other notes open with or write as an owner ("tui's moving…") is a name.
  const leads = (token: string) =>
    notes.some((n) => {
      const lower = n.text.toLowerCase();
      return lower.startsWith(`${token} `) || lower.includes(`${token}'s `) || lower.includes(`${token}’s `);
    });
  const isName = (token: string | undefined) => isCapitalisedName(token) || (token !== undefined && /^\p{Ll}{2,}$/u.test(token) && !isStopWord(token) && !RELATIONS.has(token) && leads(token));
  const ties: Array<{ relation: string; name: string }> = [];
  for (const note of notes) {
    const t = tokens(note.text);
    for (let i = 0; i < t.length; i++) {
      const relation = t[i]!.toLowerCase();
      if (!RELATIONS.has(relation) || !["my", "our"].includes(t[i - 1]?.toLowerCase() ?? "")) continue;
      // "my sister Rosalind", "my grandad Eamon"; "Eamon, my grandad", "Eamon is my grandad".
      const after = isName(t[i + 1]) ? t[i + 1] : undefined;
      const before = isName(t[i - 2]) ? t[i - 2] : t[i - 2]?.toLowerCase() === "is" && isName(t[i - 3]) ? t[i - 3] : undefined;
      for (const name of [after, before]) if (name) ties.push({ relation, name });
    }
  }
  return ties;
}

/** The name the notes give the person of this relation, the one they give most often; null when none does. */
export function nameOfRelation(relation: string, notes: readonly QaNote[]): string | null {
  const seen = new Map<string, number>();
  for (const tie of relationTies(notes)) if (tie.relation === relation) seen.set(tie.name, (seen.get(tie.name) ?? 0) + 1);
  return [...seen.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The everyday forms of a relation, each standing for the others: a note says "Mummy" or "my mother" for the
 * "mum" asked about, "hubby" for "my husband". Forms that are other words too ("ma", "pa", "pop") are left out.
 */
const RELATION_FORMS: ReadonlyArray<readonly string[]> = [
  // Round 23: and the forms of the languages a writer mixes into English ("mãe", "mamá", "maman"); Round 34: and the Spanish
  // diminutives ("mamita", "mami").
  ["mum", "mummy", "mom", "mommy", "mam", "mammy", "mother", "mama", "mamma", "mumma", "mãe", "mamã", "mamá", "maman", "mamita", "mami"],
  ["dad", "daddy", "father", "papa"],
  ["husband", "hubby"],
  ["wife", "wifey"],
  ["aunt", "aunty", "auntie"],
  ["brother", "bro"],
  ["sister", "sis"],
  ["grandma", "granny", "gran", "nan", "nana", "nanna", "grandmother"],
  ["grandad", "granddad", "grandpa", "grandfather"],
];

export function relationForms(word: string): readonly string[] | null {
  return RELATION_FORMS.find((forms) => forms.includes(word)) ?? null;
}

/** Another's relation: "Kay's mum", "his mother", "their dad" (the word before the relation). */
const OTHERS_OWNER = /^(?:his|her|their|your)$|\p{L}['’]s$/iu;

/** Whether the text names the relation in any of its forms, whoever's it is. */
export const namesForm = (text: string, forms: readonly string[]) => (text.match(/[\p{L}'’]+/gu) ?? []).some((t) => forms.includes(t.toLowerCase().replace(/['’]s$/u, "")));

/** Whether the text names the relation as the person's own: "Mummy rang", "my mother's tablets", not "Kay's mum". */
export function ownRelationNamed(text: string, forms: readonly string[]): boolean {
  const tokens = text.match(/[\p{L}'’]+/gu) ?? [];
  return tokens.some((t, i) => forms.includes(t.toLowerCase().replace(/['’]s$/u, "")) && !OTHERS_OWNER.test(tokens[i - 1] ?? ""));
}

/** Relations a person shares a family with: asked "my boyfriend's mother", the mother is his, written "Min-jae's mom" or "his mom". */
const PARTNERS = new Set(["boyfriend", "girlfriend", "husband", "wife", "partner", "fiance", "fiancé", "fiancee", "fiancée", "hubby", "spouse"]);
export const isPartnerWord = (word: string) => PARTNERS.has(word);

/** Whether the text names some relation as another's only: "Élodie's dad has surgery", not "Mum and Kay's dad". */
export function othersKinOnly(text: string): boolean {
  const tokens = text.match(/[\p{L}'’]+/gu) ?? [];
  const kin = tokens.flatMap((t, i) => (RELATIONS.has(t.toLowerCase().replace(/['’]s$/u, "")) ? [OTHERS_OWNER.test(tokens[i - 1] ?? "")] : []));
  return kin.length > 0 && kin.every((others) => others);
}

/** Whether the text names the relation as another's: "Kay's mum", "his mother", "their dad". */
export function othersRelationNamed(text: string, forms: readonly string[]): boolean {
  const tokens = text.match(/[\p{L}'’]+/gu) ?? [];
  return tokens.some((t, i) => forms.includes(t.toLowerCase().replace(/['’]s$/u, "")) && OTHERS_OWNER.test(tokens[i - 1] ?? ""));
}
