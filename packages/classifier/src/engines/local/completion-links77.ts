/**
 * Round 77 (links77): a message or a call, done to the task's own person, does a task whose act is that message.
 */

/** Title verbs (stems) whose act is a word to someone: the call, text or message is the act itself. */
const MESSAGE_TASK_VERBS = new Set(["call", "phon", "ring", "text", "messag", "email", "contact", "congratulat", "invit", "thank", "wish"]);

/**
 * The user's call or message and what follows it: "texted Jhon Jairo congrats", "called all cousins for …", "put a call
 * to the chemistry sir", "gave Nana a ring", "sent Tolu a text". The past forms only ("call Nana" is a plan).
 */
const CONTACT_ACT = /\b(?:called|phoned|rang|rung|texted|messaged|whatsapped|emailed|e-mailed|dmed|dm'd|put (?:a|the) call (?:in |through )?to|gave|sent)\s+([^,.;:!?]{1,60})/g;

/** Words that may stand between the contact verb and its person: "called all cousins", "texted both the aunties". */
const LEADS = new Set(["all", "the", "my", "our", "both", "his", "her", "their", "each", "every", "of"]);
/** Words that end the person or thing contacted: what the message was about, or when. */
const ENDS = new Set(["about", "abt", "re", "for", "to", "on", "and", "congrats", "today", "yesterday", "tonight", "this", "last", "again", "back", "a", "an"]);

/**
 * "texted Jhon Jairo congrats on the baby" does "Congratulate Jhon Jairo on the baby" (72nd read), "called all cousins
 * for the name day lunch" does "Invite the cousins" (66th read): the congratulation or the invitation was made by the
 * message or the call, so its verb stands for the task's. Only for a task whose act is a word to someone (call, text,
 * message, congratulate, invite, thank, wish), and only when the one contacted is the task's own (a word of the title
 * other than its verb: "Jhon", "cousins"): "called the plumber" does not do "Invite the cousins". "gave" and "sent"
 * count only with a call or message after the person ("gave Nana a ring", "sent Tolu a text"). Compared by stems.
 */
export function messagedTaskPerson(title: string, clauses: readonly string[], stemOf: (w: string) => string): boolean {
  const titleWords: string[] = title.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (!MESSAGE_TASK_VERBS.has(stemOf(titleWords[0] ?? ""))) return false;
  const own = new Set(titleWords.slice(1).filter((w) => w.length > 2 && !LEADS.has(w) && !ENDS.has(w)).map((w) => stemOf(w.replace(/'s$/, ""))));
  return clauses.some((clause) => {
    for (const m of clause.matchAll(CONTACT_ACT)) {
      const after: string[] = m[1]!.match(/[\p{L}\p{N}']+/gu) ?? [];
      const gaveOrSent = /^(?:gave|sent)\b/.test(m[0]);
      let j = 0;
      while (LEADS.has(after[j] ?? "")) j++;
      const person: string[] = [];
      for (; j < after.length && person.length < 3 && !ENDS.has(after[j]!); j++) person.push(after[j]!);
      if (gaveOrSent && !/^(?:a|an) (?:call|ring|bell|text|message|msg|note|whatsapp)\b/.test(after.slice(j).join(" "))) continue;
      if (person.some((w) => own.has(stemOf(w.replace(/'s$/, ""))))) return true;
    }
    return false;
  });
}
