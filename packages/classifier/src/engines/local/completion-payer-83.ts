/**
 * Round 83 (comp83) cue for completes: the one a task collects a sum from has paid it.
 *
 * "Nordvik settled the sample charges" does "Collect the sample charges from Nordvik" (71st read), "Checho paid the 65
 * lucas for the Yamaha job" does "Collect the 65 lucas from Checho" (76th), "Hasmik paid the 20,000 for the intercom
 * handsets" does "Collect the 20,000 from Hasmik" (77th). The task's goal is the source's act, told with a verb of paying
 * that is not the title's; the links70 cue reads only titles that name a payment, a deposit, a balance or claims.
 */

/** Title verbs (stemmed where read) whose goal is a thing come to the user from its source. */
const GETTING_VERBS = ["collect", "get", "chase", "recover", "receive", "recoup"];

/** Past forms of paying a sum over: the source's own act. */
const PAID_PASTS = new Set(["paid", "settled", "transferred", "e-transferred", "wired", "repaid", "refunded"]);

/** Words that may stand between the source and its paying: "Nordvik has finally paid". No negation, no modal. */
const BETWEEN = new Set(["finally", "just", "already", "has", "have", "all", "now", "also", "at", "last"]);

/** Words that end a thing named after its verb: where the sum went, what for, how, when. */
const ENDS = new Set(["for", "to", "at", "with", "from", "in", "on", "by", "before", "after", "of", "through", "via", "into", "today", "yesterday", "tonight"]);
const LEADS = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "its", "all", "that", "this", "those", "these", "full", "whole"]);

const wordsOf = (text: string): string[] => (text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).map((w) => w.replace(/'s$/, ""));

/**
 * Whether a clause opens with the title's source ("from Checho", "from the Riga importer"; the title's words after its
 * last "from", "the" optional on either side), then only the words of BETWEEN, then a past of paying whose object (the
 * words after it, up to a preposition or a time) names a word of the title's thing (between its verb and "from"),
 * stems compared. "Checho paid for the drill", "Checho hasn't paid", "I paid Checho the 65 lucas", "Checho will pay the
 * 65 lucas" do not.
 */
export function sourcePaidThing(title: string, clauses: readonly string[], stemOf: (w: string) => string): boolean {
  const t = wordsOf(title);
  const verb = stemOf(t[0] ?? "");
  if (!GETTING_VERBS.some((g) => stemOf(g) === verb)) return false;
  const from = t.lastIndexOf("from");
  if (from < 2 || from === t.length - 1) return false;
  const source = t.slice(from + 1).filter((w, k) => !(k === 0 && w === "the"));
  const thing = new Set(t.slice(1, from).filter((w) => !LEADS.has(w)).map(stemOf));
  if (!source.length || !thing.size) return false;
  return clauses.some((clause) => {
    let w = wordsOf(clause);
    if (w[0] === "the") w = w.slice(1);
    if (!source.every((s, k) => w[k] === s)) return false;
    let j = source.length;
    while (j < w.length && BETWEEN.has(w[j]!)) j++;
    if (!PAID_PASTS.has(w[j] ?? "")) return false;
    for (let k = j + 1; k < w.length && !ENDS.has(w[k]!); k++) if (!LEADS.has(w[k]!) && thing.has(stemOf(w[k]!))) return true;
    return false;
  });
}
