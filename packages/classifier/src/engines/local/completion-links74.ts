/**
 * Round 74 (links74): two ways a thought says a task's goal is reached without a done verb of its own.
 */

/** Title verbs (stems) whose goal is a thing taken off: "Swap the winter tires for…", "Remove the old blind". */
const OFF_VERBS = new Set(["swap", "remov", "strip"]);
/** Title verbs that take a thing off only with the particle: "Take the winter tyres off the Prius", "Get the cast off". */
const OFF_PARTICLE_VERBS = new Set(["tak", "get"]);
/** Title words that end the thing taken off ("for the summer set" names what goes on instead). */
const THING_ENDS = new Set(["off", "for", "with", "from", "and", "to", "on"]);
const LINKS = new Set(["is", "are", "now", "all", "finally", "both", "already"]);
/** "off to Tenerife", "off sick", "off work": a person away, not a thing taken off. */
const AWAY = new Set(["to", "sick", "work", "duty", "school", "till", "until", "for", "today", "tomorrow", "on"]);

/**
 * "winter tyres are off the Prius and stacked in the basement" does "Take the winter tyres off the Prius" (70th read),
 * "winter tires are off and the summers are on" does "Swap the winter tires for the summer set" (6th read): the
 * thing the title takes off (its words before "off", "for" or "with") stated to be off, after a copula. Only for a title
 * that takes it off ("Take … off", "Get … off", "Swap", "Remove"): "the heating is off" does not do "Book the boiler
 * service", and "Aga is off" (away) names no title's thing. Compared by tokens (stems).
 */
export function takenOff(title: string, clauses: readonly string[], stemOf: (w: string) => string): boolean {
  const titleWords: string[] = title.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const verb = stemOf(titleWords[0] ?? "");
  const hasOff = titleWords.includes("off");
  if (!(OFF_VERBS.has(verb) || (OFF_PARTICLE_VERBS.has(verb) && hasOff))) return false;
  const end = titleWords.findIndex((w, i) => i > 0 && THING_ENDS.has(w));
  const thing = new Set(titleWords.slice(1, end < 0 ? undefined : end).map((w) => stemOf(w.replace(/'s$/, ""))));
  return clauses.some((clause) => {
    const words = (clause.match(/[\p{L}\p{N}']+/gu) ?? []).flatMap((w) => (/^[\p{L}]+'s$/u.test(w) ? [w.slice(0, -2), "is"] : [w]));
    return words.some((w, i) => {
      if (!thing.has(stemOf(w))) return false;
      let j = i + 1;
      let copula = false;
      for (; j < i + 4 && LINKS.has(words[j] ?? ""); j++) if (words[j] === "is" || words[j] === "are") copula = true;
      return copula && words[j] === "off" && !AWAY.has(words[j + 1] ?? "");
    });
  });
}

/** Words that may follow the done word: how or when it was done ("paid through the bank app", "done today"). */
const AFTER_DONE = new Set(["through", "via", "on", "online", "in", "at", "by", "today", "yesterday", "this", "last", "finally", "now", "already"]);
const BEFORE_DONE = new Set(["all", "now", "finally", "just", "already"]);

/**
 * "Bali passports: Indi's done" does "Renew Indi's passport" (63rd read), "Telasi paid through the bank app" does "Pay
 * the Telasi bill" (70th read): the thought names the task's thing only by the name the title gives it, as an owner
 * ("Indi's passport") or before a noun ("Telasi bill"), which the entity pass reads as a person, so no thing of the
 * title was matched and "Telasi paid" looked like someone else paying. Counts only when the clause opens on that name,
 * then "'s done/sorted" or the title's own verb in the past with nothing it acts on ("paid", "paid through…", not "paid
 * the november claims"), and no other task names the same name ("Koby's passport" stays with Koby). `pastStem` maps a
 * past word to its verb's stem.
 */
export function nameForThing(title: string, otherTitles: readonly string[], clauses: readonly string[], names: readonly string[], pastStem: (w: string) => string | null, stemOf: (w: string) => string): boolean {
  const raw = title.match(/[\p{L}\p{N}']+/gu) ?? [];
  const verb = stemOf((raw[0] ?? "").toLowerCase());
  const lowerNames = new Set(names.map((n) => n.toLowerCase()));
  for (let i = 1; i < raw.length; i++) {
    const word = raw[i]!;
    const owner = /^(\p{Lu}[\p{L}]+)'s$/u.exec(word);
    const modifier = /^\p{Lu}[\p{L}]+$/u.test(word) && /^\p{Ll}+$/u.test(raw[i + 1] ?? "") ? word : null;
    const name = (owner?.[1] ?? modifier)?.toLowerCase();
    if (!name || !lowerNames.has(name)) continue;
    if (otherTitles.some((t) => ((t.toLowerCase().match(/[\p{L}]+/gu) ?? []) as string[]).includes(name))) continue;
    const opens = clauses.some((clause) => {
      const words = clause.match(/[\p{L}\p{N}']+/gu) ?? [];
      let j = words[0] === "the" ? 1 : 0;
      const first = words[j] ?? "";
      const possessive = first === `${name}'s`;
      if (first !== name && !possessive) return false;
      j++;
      while (BEFORE_DONE.has(words[j] ?? "")) j++;
      const done = words[j] ?? "";
      const next = words[j + 1];
      if (next !== undefined && !AFTER_DONE.has(next) && !/^\d/.test(next)) return false;
      if (possessive && (done === "done" || done === "sorted")) return true;
      return pastStem(done) === verb;
    });
    if (opens) return true;
  }
  return false;
}
