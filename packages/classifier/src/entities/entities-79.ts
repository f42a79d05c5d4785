/**
 * Round 79 (ent79) entity cues, from the read halves' misses, each checked against GUIDELINES 5 (relation words and
 * pets are left out; everyone named is in) and the read labels.
 */

/**
 * Respect titles the lexicon's TITLES lacks, said before one name: "Pak Joko", "Bu Wulan", "Pak Hartono" (73rd),
 * "Captain Falzon" (59th). The read labels leave the title out ("Joko", "Falzon"), as they do for "Uncle Saleem" (24th)
 * and "Aunty Bisi" (33rd). Only before a single capital: "at Pak Kung Au" (64th) is a place whose name opens on "Pak".
 */
const RESPECT_BEFORE = new Set(["pak", "bu", "bapak", "captain", "capt"]);

/** Whether the run's first word is a respect title to drop: the run is the title and one name. */
export function respectTitleBefore(first: string, runLength: number): boolean {
  return runLength === 2 && RESPECT_BEFORE.has(first);
}

const VET_WORDS = new Set(["vet", "vets", "vet's", "vet’s", "vets'", "veterinary"]);
/** Words that make a name the vet's own: "vet for the farm is Dr Ndegwa" (22nd), "the vet, Anika". */
const VET_APPOSED = new Set(["is", "was", "vet", "vets", "dr", "doc", "doctor"]);
/** Verbs of contact: a person is rung or texted, a pet is not. */
const CONTACT_VERBS = new Set(["call", "called", "text", "texted", "ring", "rang", "ask", "asked", "tell", "told", "email", "emailed", "message", "messaged", "with", "and"]);

/**
 * A one-word name in a sentence about the vet is the vet's patient, a pet: "take Pippa for her booster at the vet on
 * saturday" (35th), "call the vet at 8:30 when they open, Miso is limping" (tune). Every other read sentence with
 * the vet names its pet or nobody ("Bran's limp", 11th; "Mango's bloodwork", 19th; "Bobby's jabs", 62nd), except
 * the vet named ("vet for the farm is Dr Ndegwa", 22nd). Kept a person: the name right after "is", "vet" or a title,
 * after a verb of contact ("ask Sam"), or with another capital or a pet's word after it in the sentence (then the name
 * is who takes the pet: "Sam took Rex to the vet"), a person's verb right after it ("…, Dana drives"), or a verb of
 * ringing or saying in the rest of the sentence ("Oscar, the vet's nurse, rang back"). `sentence` is the lowercase words of the name's sentence,
 * `before` the word before the name, `rest` the sentence's words after it, eight at most (their text, case kept).
 */
export function vetsPatientName(
  sentence: readonly string[],
  before: string | undefined,
  rest: readonly string[],
  petWord: (w: string) => boolean,
  personVerb: (w: string) => boolean,
): boolean {
  if (!sentence.some((w) => VET_WORDS.has(w))) return false;
  if (before && (VET_APPOSED.has(before) || CONTACT_VERBS.has(before))) return false;
  // "…, Dana drives": a name doing what a person does is who brings the pet; "Oscar, the vet's nurse, rang back": a
  // person rings, texts or says.
  const next = rest[0]?.toLowerCase();
  if ((next && !BE_OR_HAVE.has(next) && personVerb(next)) || rest.some((w) => REPLIES.has(w.toLowerCase()))) return false;
  return !rest.some((w) => /^\p{Lu}\p{Ll}/u.test(w) || (petWord(w.toLowerCase()) && !VET_WORDS.has(w.toLowerCase())));
}

const BE_OR_HAVE = new Set(["is", "was", "has", "had", "needs", "seems", "looks", "gets", "got"]);
const REPLIES = new Set(["rang", "called", "texted", "emailed", "messaged", "said", "says", "replied", "answered", "phoned", "told", "asked"]);

const MONTH_NAMES = new Set(["april", "may", "june", "august"]);
const MODALS = new Set(["can", "can't", "can’t", "cannot", "could", "couldn't", "will", "won't", "won’t"]);
const ADVERBS = new Set(["only", "not", "never", "just", "still", "also"]);

/**
 * A month that is also a given name opening its sentence as a person: "May is off sick tomorrow" (21st), "April can
 * only work weekends" (50th). A month does not go off sick or work; "May is busy", "April will be hectic" stay months.
 * `after` are the lowercase words after the month in its sentence; `act` says a word is a person's act (work, cook, …).
 */
export function monthSubject(month: string, after: readonly string[], act: (w: string) => boolean): boolean {
  if (!MONTH_NAMES.has(month)) return false;
  const [a, b, c] = after;
  if ((a === "is" || a === "was") && b === "off" && (c === "sick" || c === "work" || c === "today" || c === "tomorrow")) return true;
  if (!a || !MODALS.has(a)) return false;
  const verb = b && ADVERBS.has(b) ? c : b;
  return !!verb && verb !== "be" && verb !== "come" && act(verb);
}
