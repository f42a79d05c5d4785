/**
 * Round 84 (comp84) cue for completes: the new part is in its place.
 *
 * "new batteries in both smoke alarms, hall and bedroom" does "Change the smoke alarm batteries" (76th read), "new
 * all-terrain tyres on the Hilux" does "Buy new tyres for the Hilux" (76th), "the Hilux has its new battery" does
 * "Replace the Hilux battery" (78th). The thought names no verb of the task: the result is told as the new part where
 * the title puts it, in a clause of its own.
 */

/** Title verbs (stemmed where read) whose goal is a new part in a thing: change, replace, buy, get, fit, swap, renew, install. */
const RENEW_VERBS = ["change", "replace", "buy", "get", "fit", "swap", "renew", "install"];

/** Words that end a title's part: where it goes, what for. */
const TITLE_ENDS = new Set(["for", "on", "in", "of", "at", "to", "from", "with", "into"]);

/** Words of a title that name neither the part nor the thing holding it. */
const LEADS = new Set(["the", "a", "an", "my", "our", "his", "her", "their", "its", "all", "both", "some", "new", "this", "that", "these", "those"]);

/** Where the new part is: "in both smoke alarms", "on the Hilux". Not "for" ("new tyres for the Hilux" names a purchase). */
const PLACE_WORDS = new Set(["in", "on", "into"]);

/** Words that may stand in the holder's words or after them: "both", "the", "now", "at last". No time to come. */
const AROUND = new Set([...LEADS, "each", "every", "now", "finally", "at", "last", "already", "today", "yesterday"]);

/** "has its new battery", "have their new tyres", "got a new battery". */
const HAS_WORDS = new Set(["has", "have", "got"]);

const wordsOf = (text: string): string[] => (text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).map((w) => w.replace(/'s$/, ""));

/**
 * Whether a clause tells the title's part as new and in the title's thing: "new <part> in|on <thing>" as the whole
 * clause ("new" first, at most two words before the part, then only the thing's words, determiners or a done adverb), or
 * "<thing> has|have|got its|their|a new <part>" as the whole clause. The part is the title's last word before a
 * preposition; the thing is another content word of the title, stems compared. "need new tyres on the Hilux", "new
 * tyres for the Hilux", "new batteries in the alarms next week", "the Hilux needs a new battery", "the Hilux has a new
 * battery light" do not.
 */
export function newPartInPlace(title: string, clauses: readonly string[], stemOf: (w: string) => string): boolean {
  const t = wordsOf(title);
  const verb = stemOf(t[0] ?? "");
  if (!RENEW_VERBS.some((v) => stemOf(v) === verb)) return false;
  const end = t.findIndex((w, i) => i > 0 && TITLE_ENDS.has(w));
  const partWords = t.slice(1, end < 0 ? undefined : end).filter((w) => !LEADS.has(w));
  const partWord = partWords[partWords.length - 1];
  if (!partWord) return false;
  const part = stemOf(partWord);
  const holder = new Set(t.slice(1).filter((w) => w !== partWord && !LEADS.has(w) && !TITLE_ENDS.has(w)).map(stemOf));
  if (!holder.size) return false;
  const isHolder = (w: string) => holder.has(stemOf(w));
  // After the part: end of clause or only the words of AROUND.
  const restDone = (w: readonly string[], from: number) => w.slice(from).every((x) => AROUND.has(x));
  return clauses.some((clause) => {
    const w = wordsOf(clause);
    // "new batteries in both smoke alarms"
    if (w[0] === "new") {
      for (let k = 1; k <= 3 && k < w.length; k++) {
        if (stemOf(w[k]!) !== part) continue;
        if (!PLACE_WORDS.has(w[k + 1] ?? "")) return false;
        const rest = w.slice(k + 2);
        return rest.some(isHolder) && rest.every((x) => isHolder(x) || AROUND.has(x));
      }
      return false;
    }
    // "the Hilux has its new battery"
    const at = w.findIndex((x) => HAS_WORDS.has(x));
    if (at < 1) return false;
    const subject = w.slice(0, at);
    if (!subject.some(isHolder) || !subject.every((x) => isHolder(x) || LEADS.has(x))) return false;
    let j = at + 1;
    if (["its", "their", "a"].includes(w[j] ?? "")) j++;
    if (w[j] !== "new") return false;
    for (let k = j + 1; k <= j + 3 && k < w.length; k++) if (stemOf(w[k]!) === part) return restDone(w, k + 1);
    return false;
  });
}
