/**
 * Round 78 (ent78) entity cues, from the read halves' misses, each checked against GUIDELINES 5 (companies and places
 * are left out; everyone named is in).
 */

/** Verbs after which the capital is the one rung up: "call Claro asap" (72nd), "phone Fortis first thing" (29th). */
const CALL_VERBS = new Set(["call", "called", "calling", "phone", "phoned", "phoning", "ring", "rang", "ringing"]);

/**
 * After "still", words of a service owed and not given: "Virgin still owe me £40" (33rd), "Dialog still hasn't come"
 * (65th). "still" alone is said of anyone ("… still at the office", "… still has the keys"), so it is no cue.
 */
const OWED_AFTER_STILL = new Set(["owe", "owes", "owed", "hasn't", "hasn’t", "hasnt", "haven't", "haven’t", "havent", "not", "never"]);

/**
 * Words of a telecom's or a bank's service: "the broadband outage" (33rd), "the fibre line" (65th), "the internet keeps
 * dropping" (72nd), "a strange charge on the bill" (28th), "the technician" (66th). Said of what a provider owes, not of
 * what a person does. "meter" is left out: a landlord or a caretaker reads it as often.
 */
const NETWORK_WORDS = new Set(
  `outage outages internet wifi wi-fi broadband fibre fiber line bill bills connection signal network router modem
  charge charges technician reconnection disconnected tariff`.split(/\s+/),
);

/**
 * Words of power and gas ("the gas smell", 29th): a utility's when it is rung up, but an electrician or a gas fitter,
 * a person, is the one who "still hasn't" come to fix them, so they cue only the call.
 */
const ENERGY_WORDS = new Set(["power", "gas", "electricity", "electric"]);

/** A person's pronoun in the sentence may refer to the capital, so it stays a person ("call Adaeze, her line is down"). */
const PERSON_PRONOUNS = new Set(["he", "she", "him", "her", "his", "hers", "himself", "herself"]);

/** Whether the capital is rung up or owes a service, read from the words around it only (before its sentence is read). */
export function providerCue(before: string | undefined, after: string | undefined, afterThat: string | undefined): boolean {
  return CALL_VERBS.has(before ?? "") || providerOwes(after, afterThat);
}

const providerOwes = (after: string | undefined, afterThat: string | undefined): boolean =>
  after === "promised" || (after === "still" && OWED_AFTER_STILL.has(afterThat ?? ""));

/**
 * A capital rung up or owing a service, in a sentence about an outage or a bill and with no he or she in it, is a
 * service provider (a utility, a telecom, a bank), not a person: "calling Xcel, theres a strange charge on the bill"
 * (28th), "phone Fortis first thing about the gas smell" (29th), "Dialog still hasn't come to fix the fibre line"
 * (65th), "called Bancolombia, there's a charge on my card" (72nd), "Cosmote promised the technician tomorrow" (66th).
 * `before` is the lowercase word before the capital, `after` and `afterThat` the two after it, `sentence` the
 * lowercase words of its sentence.
 */
export function serviceProvider(
  before: string | undefined,
  after: string | undefined,
  afterThat: string | undefined,
  sentence: readonly string[],
): boolean {
  const called = CALL_VERBS.has(before ?? "");
  if (!called && !providerOwes(after, afterThat)) return false;
  const service = sentence.some((w) => NETWORK_WORDS.has(w) || (called && ENERGY_WORDS.has(w)));
  return service && !sentence.some((w) => PERSON_PRONOUNS.has(w));
}

/** Someone named by where they come from: "a bloke from Logan" (37th), "a guy from Swakop" (60th). */
const SOMEONE_NOUNS = new Set(["bloke", "guy", "lady", "man", "woman", "chap", "fella", "fellow", "gent"]);

/**
 * "the old clawfoot bath went to a bloke from Logan" (37th), "a fella from Welsh gave 8,000" (58th), "the man from
 * Cosmote comes for the internet" (66th): the capital after "<someone> from" is the firm or place the person comes
 * from, never the person, who is not named. `twoBefore` and `before` are the two lowercase words before the capital.
 */
export function someoneFrom(twoBefore: string | undefined, before: string | undefined): boolean {
  return before === "from" && SOMEONE_NOUNS.has(twoBefore ?? "");
}
