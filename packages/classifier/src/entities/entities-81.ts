/**
 * Round 81 (ent81) entity cues, from the read halves' misses, each checked against GUIDELINES 5 (everyone named is in;
 * companies, brands and places are left out) and the read labels.
 */

/** A word as the entity pass reads it: its text, lowercase form and whether a line break comes before it. */
export interface Word81 {
  text: string;
  lower: string;
  afterBreak: boolean;
  possessive?: boolean;
}

/** Articles and possessors that may open a role in apposition: "the mechanic", "our cleaner". */
const ROLE_OPENERS = new Set(["the", "a", "an", "our", "my", "d"]);
/** What may follow a role closed in apposition: a place of work ("the mechanic behind the bazaar"). */
const AFTER_ROLE = new Set(["behind", "at", "on", "in", "near", "from", "for", "by"]);

/**
 * "Vakhtang, the mechanic behind the Saburtalo bazaar, 555 …" (70th), "Mele, massage lady, will come to you" (74th): a
 * capital opening its sentence, then a comma and a person's role (an article or a word or two before it), is the person
 * the role names. The role must close the apposition: a comma, a number, the text's end or a place word comes next, so
 * "Nest, the shop front" is not read (no role), nor "Sage, the accounting software" (no role word). `after` are the words
 * after the name; `isRole` says a word is a trade or a person's role ("mechanic", "lady", "plumber").
 */
export function roleInApposition(after: readonly (Word81 | undefined)[], isRole: (word: string) => boolean): boolean {
  if (after[0]?.text !== ",") return false;
  let k = 1;
  if (after[k] && ROLE_OPENERS.has(after[k]!.lower)) k++;
  for (let n = 0; n < 3; n++) {
    const w = after[k + n];
    // The comma parts the first word from the name; inside the role the words run on.
    if (!w || (w.afterBreak && k + n > 1) || !/^[a-z][a-z-]*$/.test(w.text)) return false;
    if (!isRole(w.lower)) continue;
    const then = after[k + n + 1];
    return !then || then.afterBreak || then.text === "," || /^\d/.test(then.text) || AFTER_ROLE.has(then.lower);
  }
  return false;
}

/** Prepositions a shop is bought in or a car booked into: "in Hickey's", "into Gilmore's". */
const INTO_SHOP = new Set(["in", "into"]);
/** What may follow a shop's name in the possessive: a purpose ("for the brakes") or the clause's end. */
const AFTER_SHOP = new Set(["for", "and", "or", "to", "on", "this", "today", "tomorrow"]);

/**
 * "bought seed potatoes in Hickey's, Roosters and …" (39th), "book the car into Gilmore's for the brakes" (53rd): a name
 * in the possessive after "in" or "into", with no thing of its owner after it, is a shop (`next` a mark is the clause's end; a number is the owner's account) ("Hickey's" for "Hickey's
 * shop"). One's home is "at Maya's" or "to Maya's" (every read case), and "in Maddie's 529" or "in Maya's room" go on
 * with the owner's thing. The caller keeps a given name the lexicon knows a person ("stayed in Ciara's"): read on the
 * whole held half, the rule for every capital lowered the fifty-third held part, and neither Hickey nor Gilmore is a
 * given name. `prev` is the word before the name (lowercase), `next` the word or mark after it.
 */
export function shopInPossessive(prev: string | undefined, next: Word81 | undefined): boolean {
  if (!prev || !INTO_SHOP.has(prev)) return false;
  if (!next) return true;
  return /^[,.;:!?)]$/.test(next.text) || AFTER_SHOP.has(next.lower);
}

/** Verbs that choose one option "with": "going with", "staying with", "sticking with". */
const CHOOSE_WITH = new Set(["going", "go", "gone", "went", "staying", "stay", "stayed", "sticking", "stick", "stuck"]);
/** Words that set the option turned down against the one chosen: "over Corys", "not Nagarkot", "instead of Bangkok". */
const TURNED_DOWN = new Set(["over", "not", "than"]);

/**
 * "going with J.A. Russell over Corys for the trade account" (38th), "we are going with Bandipur for the anniversary, not
 * Nagarkot", "going with Sita Air for Lukla this season not Tara" (68th): a choice between two named options is a
 * choice of firms or places, so the capitals after "going with" and after "over", "not" or "instead of" are no people.
 * Both must be in one sentence: "going with Maya to the match" names a companion, and an owner ("going with Dai's gang")
 * stays a person. `words` are the text's words; returns each option's name (its capitals, lowercase, space-joined).
 */
export function choiceOptions<W extends Word81>(words: readonly W[], isCapital: (w: W) => boolean): string[] {
  const out: string[] = [];
  let chosen: string | undefined;
  let down: string[] = [];
  // An option's capitals from k on, its initials' stops skipped ("J.A. Russell"); none if a word of it is an owner.
  const optionAt = (k: number): string | undefined => {
    const parts: string[] = [];
    for (; k < words.length; k++) {
      const w = words[k]!;
      if (w.text === "." && /^\p{Lu}$/u.test(words[k - 1]?.text ?? "")) continue;
      if (!isCapital(w) && !/^\p{Lu}$/u.test(w.text)) break;
      if (w.possessive) return undefined;
      parts.push(w.lower);
    }
    return parts.length ? parts.join(" ") : undefined;
  };
  const close = (): void => {
    if (chosen && down.length) out.push(chosen, ...down);
    chosen = undefined;
    down = [];
  };
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    const prev = words[k - 1]!;
    // A sentence ends at a stop that closes no initial ("J.A." goes on).
    if (/^[!?;]$/.test(w.text) || (w.text === "." && !/^\p{Lu}$/u.test(prev.text))) close();
    else if (w.lower === "with" && CHOOSE_WITH.has(prev.lower) && !chosen) chosen = optionAt(k + 1);
    else if (chosen && (TURNED_DOWN.has(w.lower) || (w.lower === "of" && prev.lower === "instead"))) {
      const option = optionAt(k + 1);
      if (option) down.push(option);
    }
  }
  close();
  return out;
}
