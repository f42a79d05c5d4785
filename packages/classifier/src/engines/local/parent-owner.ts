import { RELATION_WORDS } from "../../entities/lexicon.js";
import { stem } from "../../text/stem.js";
import { possessiveBefore } from "./parent-links67.js";

/**
 * Whose thing a word names, for a project that is someone's ("Renovate Mum's kitchen"): "my own
 * kitchen tap" is not it, nor is "grandpa's care plan" "Grandma's care plan". A word's owner is
 * the possessive just before it. Pronouns ("her crate" for a puppy) and owners of projects with
 * none in their title ("Jonah's sleeping bag" for "Summer camp for the kids") are left alone:
 * on the fresh sets, reading those as foreign cost more true parents than it saved.
 */
type Owner = { kind: "self" } | { kind: "other"; who: string };

const SELF = new Set(["my", "our"]);

function words(text: string): string[] {
  return text.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
}

function ownerAt(tokens: string[], i: number): Owner | null {
  const prev = tokens[i - 1];
  if (!prev) return null;
  if (SELF.has(prev) || (prev === "own" && SELF.has(tokens[i - 2] ?? ""))) return { kind: "self" };
  const possessive = /^(\p{L}+)(?:'s|s')$/u.exec(prev);
  if (possessive) return { kind: "other", who: stem(possessive[1]!) };
  return null;
}

/** The owner a project's title names ("Mum's kitchen" → mum), if any. */
export function titleOwner(title: string): string | null {
  const m = /(\p{L}+)(?:'s|’s|s')(?=\s)/u.exec(title.toLowerCase());
  return m ? stem(m[1]!) : null;
}

/** The user's household, whose things are often the user's projects ("the kids' passports" for "Renew passports"). */
const HOUSEHOLD = new Set(["kid", "kids", "children", "son", "daughter", "baby", "wife", "husband", "partner", "hubby", "family", "boy", "girl"]);

/** Possessors that are other people: a relation or role word ("the neighbours' roof"), or a name the thought names. */
function personOwner(who: string, names: ReadonlySet<string>): boolean {
  const single = who.replace(/s$/, "");
  if (HOUSEHOLD.has(who) || HOUSEHOLD.has(single)) return false;
  return names.has(who) || RELATION_WORDS.has(who) || RELATION_WORDS.has(single);
}

/**
 * Stems of the thought that name something of another owner than the project's: those words
 * do not tie the thought to it. A project whose title names no owner is the user's own: there
 * only a title word said of another person's thing ("Lucinda's van", "Haruto's thesis", "the
 * neighbours' roof", or "their bathroom" when the neighbours are the subject) is another's,
 * unless the title names that person ("Move Dad into care" and "Dad's care home") or the person
 * is of the household ("the kids' passports"), and so is what a named person did ("Cosmo
 * adopted a greyhound" is not "Adopt a child").
 */
export function foreignStems(text: string, projectOwner: string | null, projectTitle = "", names: readonly string[] = []): Set<string> {
  const out = new Set<string>();
  const tokens = words(text);
  if (projectOwner === null) {
    const named = new Set(names.flatMap((n) => [n.toLowerCase(), n.toLowerCase().split(" ")[0]!]));
    const titleStems = new Set(words(projectTitle).map((w) => stem(w.replace(/'s$/, ""))));
    // "the neighbours are redoing their bathroom": a pronoun whose subject, first in the thought, is another person.
    const subject = /^(?:the|my|our)$/.test(tokens[0] ?? "") ? tokens[1] : tokens[0];
    const otherSubject = !!subject && personOwner(subject.replace(/'s$/, ""), named) && !titleStems.has(stem(subject));
    // "the neighbours upstairs are moving out": the other person's own doing of the title's act.
    if (otherSubject) {
      const at = tokens.indexOf(subject);
      for (let j = at + 1; j <= at + 3 && j + 1 < tokens.length; j++) {
        if (!/^(?:is|are|was|were)$/.test(tokens[j]!)) continue;
        const verb = tokens[j + 1]!;
        if (/^[a-z]{3,}ing$/.test(verb) && titleStems.has(stem(verb))) out.add(stem(verb));
        break;
      }
    }
    tokens.forEach((w, i) => {
      const prev = tokens[i - 1] ?? "";
      if (otherSubject && /^(?:their|his|her)$/.test(prev) && titleStems.has(stem(w))) out.add(stem(w));
      const possessive = /^(\p{L}+)(?:'s|s')$/u.exec(possessiveBefore(tokens, i));
      if (!possessive || !personOwner(possessive[1]!, named) || titleStems.has(stem(possessive[1]!))) return;
      // Only a word of the title itself: "Jonah's sleeping bag" still tells of "Summer camp for the kids".
      const s = stem(w.replace(/'s$/, ""));
      if (titleStems.has(s)) out.add(s);
    });
    // "Cosmo adopted a greyhound": a named person's own act, reported as news.
    const first = tokens[0] ?? "";
    const act = tokens[1] === "just" || tokens[1] === "finally" ? tokens[2] : tokens[1];
    if (named.has(first) && !titleStems.has(stem(first)) && act && /^[a-z]{3,}ed$/.test(act)) out.add(stem(act));
    return out;
  }
  tokens.forEach((w, i) => {
    const owner = ownerAt(tokens, i);
    if (!owner) return;
    if (owner.kind === "self" || owner.who !== projectOwner) out.add(stem(w.replace(/'s$/, "")));
  });
  // "Nisha's mother had her cataract done": news of another person's relative, whose title words are theirs, not
  // those of "Amma's cataract surgery".
  const opener = /^(\p{L}+)(?:'s|s')$/u.exec(tokens[0] ?? "");
  if (opener && stem(opener[1]!) !== projectOwner && RELATION_WORDS.has(tokens[1] ?? "")) {
    const titleStems = new Set(words(projectTitle).map((w) => stem(w.replace(/'s$/, ""))));
    for (const w of tokens.slice(2)) if (titleStems.has(stem(w))) out.add(stem(w));
  }
  return out;
}

/** Whom a thought's thing is for, when it says: "a card for my neighbour Rafferty" → neighbour. */
export function beneficiary(text: string): string | null {
  const m = /\bfor (?:my |our )?(neighbou?r|friend|colleague|boss|cousin|niece|nephew|aunt|auntie|aunty|uncle|brother|sister|mum|mom|dad|grandma|grandpa|teacher|son|daughter|wife|husband|partner)\b/i.exec(text);
  return m ? stem(m[1]!.toLowerCase()) : null;
}

/** The place a move or trip goes to: "Move to Bangalore" → bangalore; "shifting to Hyderabad" → hyderabad. */
export function destination(text: string): string | null {
  const m = /\bto (\p{Lu}[\p{L}-]+)/u.exec(text);
  return m ? m[1]!.toLowerCase() : null;
}
