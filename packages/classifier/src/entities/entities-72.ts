/**
 * Round 72 (sched72) entity cues, from the read halves' misses, each checked against GUIDELINES 5.
 */

/** A lowercase word that may stand between a name and its role: what the trade works on, a team, a respect word. */
const ROLE_MODIFIER = /^[a-z]{2,12}$/;

/**
 * "Dazza the aircon guy, 0438 221 670" (63rd), "Dom colour rep 0412 555 208" (25th), "Shaz team manager 0421 904 331"
 * (25th), "Ram dai plumber 9841 223344" (68th): a name in apposition with a role whose noun comes after one or two
 * lowercase words (what the trade works on, a team, a respect word), as "Imtiaz the builder" already is. `after` holds
 * the words after the name (an optional "the", then the words); `isRole` says whether a word is a trade or a role. Without
 * "the", only in a contact card (`card`), and the role must close the card's first part (a number or a comma after it):
 * "Dom colour rep" alone reads as much as a note about a thing, and "Relief pharmacist this week is…" opens on a word.
 */
export function roleAfterModifiers(after: ReadonlyArray<{ lower: string; afterBreak: boolean } | undefined>, card: boolean, isRole: (word: string) => boolean): boolean {
  let k = 0;
  const article = after[0]?.lower === "the" || (card && after[0]?.lower === "d");
  if (article) k = 1;
  else if (!card) return false;
  // The role noun is the first, second or third word: "the plumber", "the aircon guy", "dai plumber", "team manager".
  for (let n = 0; n < 3; n++) {
    const w = after[k + n];
    if (!w || w.afterBreak || !ROLE_MODIFIER.test(w.lower)) return false;
    // Without "the", the role closes the name's part of the card: a number or a comma comes next ("Dom colour rep 0412…").
    const then = after[k + n + 1];
    if (isRole(w.lower)) return article || !then || then.afterBreak || /^\d/.test(then.lower);
  }
  return false;
}

/**
 * "Sione's new address: 14 Rata St, Glen Eden" (38th), "Máret moved, new address Markveien 14 in Alta" (57th): after the
 * word "address" the sentence writes the address, whose capitals are a street and a suburb, not people (GUIDELINES 5
 * leaves places out); the person whose address it is stands before the word. `before` holds the sentence's tokens
 * (words, digits, punctuation) from its start up to the capital, typed lowercase, and `next` the token after the capital's
 * run. An address has a house number, before the capital or right after it ("moved to a new address, Tom helped" goes on
 * to a person), and starts within a few tokens; "address for Jo: …" and "address of Jo" name the person right after it.
 */
export function insideAddress(before: readonly string[], next: string | undefined): boolean {
  const at = before.findIndex((w) => w === "address" || w === "addy");
  if (at < 0 || before.length - at > 10) return false;
  if (before.length === at + 2 && /^(?:for|of)$/.test(before[at + 1]!)) return false;
  return before.slice(at + 1).some((w) => /^\d/.test(w)) || /^\d/.test(next ?? "");
}

/**
 * "passed my old guitar on to Jun Hao's army friend" (42nd), "Jason's real name is Tan Jun Hao" (41st): a given name
 * that is also a month's short name ("Jun", "May", "Jan") before a surname-like capital is a person, as "Jun Hao" opening
 * a sentence already was; after "to" the month word had made the pair a place ("to Jun Hao's"), and a surname before
 * it ("Tan Jun Hao", the family name first, one short capitalised word) had hidden it. `monthNames` are the short months that are given names and
 * `nameLike` says whether a capital reads as a name.
 */
export function monthGivenName<W extends { text: string; lower: string }>(run: readonly W[], monthNames: ReadonlySet<string>, nameLike: (w: W) => boolean): boolean {
  if (run.length >= 2 && monthNames.has(run[0]!.lower) && nameLike(run[1]!)) return true;
  return run.length === 3 && monthNames.has(run[1]!.lower) && nameLike(run[2]!) && /^\p{Lu}\p{Ll}{1,5}$/u.test(run[0]!.text);
}

/** Places named after a patron: a parish, a school, a church. */
const PATRONS_PLACE = /^(?:parish|school|church|college|academy|convent|mission|hospital|hospice|chapel|cathedral|seminary|orphanage|home)$/;

/**
 * "Fr. Thomas's parish wants 100 plum cakes" (14th), "Father Damien's school wants us at their spring fair" (50th):
 * "Father" and a name owning a parish, a school or a church names the place after its patron (as "St Michael's" does),
 * not a person the user knows, and both read halves leave it out. `title` is the title before the name, typed
 * lowercase, `possessive` whether the name owns, `next` the word after it; a priest's other things stay his ("Father
 * Tom's sermon", "Pastor Jim's wife").
 */
export function patronsPlace(title: string | undefined, possessive: boolean, next: string | undefined): boolean {
  return (title === "father" || title === "fr") && possessive && PATRONS_PLACE.test(next ?? "");
}
