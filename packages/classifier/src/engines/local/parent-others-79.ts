import { RELATION_WORDS } from "../../entities/lexicon.js";
import { stem } from "../../text/stem.js";

/**
 * Round 79 (parent79): a thing of the thought that is another person's, read once a thought, for a project whose title
 * names its owner ("Migo's 7th birthday party", "Dad's 70th party"). Two shapes:
 *  - "Zoey had the best unicorn cake at her party": the thought's subject, first, is a named person (or a relation
 *    word), and the word after "his"/"her"/"their" is that person's;
 *  - "birthday party invite from Leo's classmate": what an invite comes from someone for is that someone's.
 * Each reading carries who owns the words (a stem), so a project owned by that very person keeps them ("party invite
 * from Dad" is Dad's 70th).
 */
export interface OthersThings {
  who: string;
  stems: Set<string>;
}

function tokensOf(text: string): string[] {
  return text.replace(/[’]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
}

const LEADS = new Set(["the", "my", "our"]);
const PRONOUNS = new Set(["his", "her", "their"]);
const INVITES = new Set(["invite", "invites", "invitation", "invitations"]);

/** The words another person owns in the thought, each reading with its owner. */
export function othersThings(text: string, names: readonly string[] = []): OthersThings[] {
  const tokens = tokensOf(text);
  if (tokens.length < 3) return [];
  const lower = tokens.map((t) => t.toLowerCase());
  const named = new Set(names.flatMap((n) => [n.toLowerCase(), n.toLowerCase().split(" ")[0]!]));
  const out: OthersThings[] = [];
  // The subject: a capitalised name first ("Zoey had …"), or a relation word after the/my/our ("my cousin had …").
  const at = LEADS.has(lower[0]!) ? 1 : 0;
  const subject = lower[at]!;
  const isPerson = (at === 0 && /^\p{Lu}\p{Ll}+$/u.test(tokens[0]!) && named.has(subject)) || RELATION_WORDS.has(subject);
  if (isPerson && !/'/.test(subject)) {
    const stems = new Set<string>();
    lower.forEach((w, i) => {
      if (i > at && PRONOUNS.has(lower[i - 1]!) && !PRONOUNS.has(w)) stems.add(stem(w));
    });
    if (stems.size) out.push({ who: stem(subject), stems });
  }
  // "… party invite from Leo's classmate": the words before the invite, up to three, are the giver's.
  for (let i = 1; i + 2 < lower.length; i++) {
    if (!INVITES.has(lower[i]!) || lower[i + 1] !== "from") continue;
    let g = i + 2;
    if (LEADS.has(lower[g]!) && g + 1 < lower.length) g++;
    const giver = lower[g]!.replace(/'s$|s'$/, "");
    const stems = new Set(lower.slice(Math.max(0, i - 3), i).filter((w) => !LEADS.has(w) && w !== "a" && w !== "an").map(stem));
    if (stems.size) out.push({ who: stem(giver), stems });
  }
  return out;
}

/**
 * Whether the thought names a word of the project's title as another person's than the title's owner ("her party" for
 * "Migo's 7th birthday party"): the thought is then about that person's own event, and the project gets nothing.
 */
export function othersTitleWord(things: readonly OthersThings[], owner: string | null, titleStems: readonly string[]): boolean {
  if (owner === null || !things.length) return false;
  return things.some((t) => t.who !== owner && titleStems.some((s) => s !== owner && t.stems.has(s)));
}

/**
 * Whether the one word a thought shares with a project's title is the title's first ("Sell" of "Sell frames online",
 * "Second" of "Second oven room for the bakes"), with none shared with its tasks: in a tie with a project met by a later
 * word of its title ("the gallery" for "Supply the Lisburn Road gallery"), the later word names the thing.
 */
export function leadWordOnly(titleStems: readonly string[], shared: readonly string[], taskWeight: number): boolean {
  return taskWeight === 0 && shared.length === 1 && shared[0] === titleStems[0];
}
