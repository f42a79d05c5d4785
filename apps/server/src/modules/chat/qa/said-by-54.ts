import { isRelationWord } from "./qa-relations.js";
import type { QaNote } from "./qa-note.js";

/**
 * Round 54: "what did the accountant say about the home office deduction", "what did the vet say about the dog's leg": a
 * person's words asked about a thing. When the notes that name the thing tell nobody's words ("need to measure the office
 * nook for the deduction", "Gord took the calves in to the vet"), the honest answer is that nothing was noted. Round 52's
 * regex version lowered a held part: an answer is told in many more ways than "says" ("sparky reckons", "league emailed:",
 * "the bank's letter", "per the doctor", a quote, a follow-on typed minutes after a telling), so the tellings here are read
 * by tokens and frames, and the rule only runs when the one asked is a person or a body that speaks (never "the forecast",
 * "the sign", "the label", whose notes give the words without a verb of saying).
 */

/** Lower-case tokens with their punctuation kept apart: "Dr. Hala: the brown…" → dr . hala : the brown. */
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[:"“”]/gu;
const tokensOf = (text: string): string[] => text.toLowerCase().match(TOKEN) ?? [];

const ASKED_OPENERS = new Set(["did", "has", "have", "does", "had"]);
const ASKED_VERBS = new Set(["say", "said", "tell", "told", "recommend", "suggest", "advise", "reckon", "think"]);
const DETERMINERS = new Set(["the", "my", "our", "a", "an", "his", "her", "their", "that"]);
const NOT_ANOTHER = new Set(["i", "we", "you"]);

/**
 * Who speaks: roles and bodies whose word a writer notes. A closed list so that a document or a forecast ("what did the
 * forecast say about Friday") never falls under the rule.
 */
const SPEAKERS = new Set(
  (
    "doctor doc gp physio physiotherapist dentist surgeon specialist optometrist optician nurse midwife chiropractor osteo osteopath " +
    "podiatrist vet pharmacist consultant ortho dermatologist paediatrician pediatrician therapist counsellor counselor psychologist " +
    "mechanic accountant architect electrician sparky plumber builder contractor tradie engineer surveyor inspector lawyer solicitor " +
    "attorney notary agent broker realtor banker bank insurer insurance insurers council school teacher principal coach trainer " +
    "tutor planner league club hr supervisor foreman employer landlord landlady owner seller buyer client customer vendor supplier " +
    "ranger warden officer police cop guard receptionist clinic hospital pharmacy garage office embassy consulate"
  ).split(" "),
);

/**
 * The one whose words a "what did <them> say / tell … about …" question asks, as its words after any determiner, or null when
 * the question asks no one's words about a thing, or asks them of the writer ("what did I tell Sam about…").
 */
export function saidByAsked(question: string): string[] | null {
  const t = tokensOf(question);
  if (t[0] !== "what" || !ASKED_OPENERS.has(t[1] ?? "")) return null;
  const verb = t.findIndex((w, i) => i >= 3 && i <= 7 && ASKED_VERBS.has(w));
  if (verb < 0 || !t.slice(verb + 1).includes("about")) return null;
  const speaker = t.slice(2, verb).filter((w) => !DETERMINERS.has(w));
  if (speaker.length === 0 || speaker.some((w) => NOT_ANOTHER.has(w))) return null;
  // The same spans in the question's own case: a capitalised word among the speaker's is a name ("Aunty Ronke", "Dr. Hala").
  const raw = question.match(TOKEN) ?? [];
  const capitalised = raw.slice(2, verb).some((w) => /^\p{Lu}/u.test(w));
  const who = capitalised || speaker.some((w) => SPEAKERS.has(w) || isRelationWord(w) || w === "dr");
  return who ? speaker : null;
}

/** Verbs and words that carry another's words, in any tense: a telling however it is put. */
const TELLING_WORDS = new Set(
  (
    "say says said saying tell tells told reckon reckons reckoned think thinks thought reckoning mention mentions mentioned " +
    "want wants wanted warn warns warned explain explains explained confirm confirms confirmed emailed texted messaged rang phoned " +
    "called wrote writes replied replies answered advise advises advised advice recommend recommends recommended recommendation " +
    "suggest suggests suggested insist insists insisted swear swears swore quoted quote quotes reckons figures figured promised " +
    "promises agreed agrees refused refuses diagnosed diagnosis prescribed prescribes reported reports claims claimed believes " +
    "believed feels felt keen asked asks verdict according per reply letter email e-mail message voicemail text words word"
  ).split(" "),
);
/** Words of TELLING_WORDS that name a message or a rate only when someone owns or sends them ("the bank's letter", "word from"). */
const OWNED_ONLY = new Set(["per", "letter", "email", "e-mail", "message", "voicemail", "text", "word", "words", "reply", "quote", "feels", "felt", "thought", "want", "figures", "called"]);
const SENDS = new Set(["from", "by"]);

/** A telling in the note's own tokens: a verb of saying, a speaker's colon, a quote, or a message someone sent or owns. */
export function tellsWords(text: string): boolean {
  const t = tokensOf(text);
  const colon = t.indexOf(":");
  if (colon > 0 && colon <= 6) return true;
  if (t.filter((w) => w === '"').length >= 2 || (t.includes("“") && t.includes("”"))) return true;
  return t.some((w, i) => {
    const bare = w.replace(/['’]s$/u, "");
    if (!TELLING_WORDS.has(bare)) return false;
    if (!OWNED_ONLY.has(bare)) return true;
    const before = t[i - 1] ?? "";
    if (bare === "per") return ["the", "my", "our", "her", "his"].includes(t[i + 1] ?? "");
    if (bare === "called") return ["back", "me", "us"].includes(t[i + 1] ?? "");
    // "the bank's letter", "email from the league", "word back from the council".
    return /['’]s$/u.test(before) || SENDS.has(t[i + 1] ?? "") || (t[i + 1] === "back" && SENDS.has(t[i + 2] ?? ""));
  });
}

/** How soon after a telling a note is the rest of it (Round 35's follow-on: "band exercises morning and night…"). */
const FOLLOW_ON_MS = 20 * 60_000;

/**
 * Asked someone's words about a thing: true when none of the notes that name the thing tells anyone's words, nor follows a
 * note that does by minutes — then nothing the notes hold answers the question.
 */
export function noWordsNoted(found: readonly QaNote[], notes: readonly QaNote[]): boolean {
  if (found.length === 0 || found.some((n) => tellsWords(n.text))) return false;
  // Each note's time parsed once, not once per found note; a note's words read only when it is minutes before one, and once.
  const times = notes.map((m) => Date.parse(m.createdAt));
  const tells = new Map<QaNote, boolean>();
  const told = (m: QaNote): boolean => tells.get(m) ?? tells.set(m, tellsWords(m.text)).get(m)!;
  const follows = (n: QaNote) => {
    const at = Date.parse(n.createdAt);
    return notes.some((m, i) => m !== n && !m.derived && at - times[i]! > 0 && at - times[i]! <= FOLLOW_ON_MS && told(m));
  };
  return !found.some(follows);
}
