import { stem } from "../../text/stem.js";

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

/**
 * Stems of the thought that name something of another owner than the project's: those words
 * do not tie the thought to it.
 */
export function foreignStems(text: string, projectOwner: string | null): Set<string> {
  const out = new Set<string>();
  if (projectOwner === null) return out;
  const tokens = words(text);
  tokens.forEach((w, i) => {
    const owner = ownerAt(tokens, i);
    if (!owner) return;
    if (owner.kind === "self" || owner.who !== projectOwner) out.add(stem(w.replace(/'s$/, "")));
  });
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
