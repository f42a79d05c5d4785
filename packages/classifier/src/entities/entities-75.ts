/**
 * Round 75 (ent75) entity cues, from the read halves' misses, each checked against GUIDELINES 5 (companies and places
 * are left out; everyone named is in).
 */

/**
 * Words a firm's coined name ends with: "Ridgeline" (64th), "Surgipharm" (67th), "Silknet" (70th), "Tirecraft" (19th),
 * "Vistaprint" (30th), "Crestline" and "Tejas Infosoft" (26th). No given name or surname in any read half ends so;
 * "-wood" is left out, as many surnames end with it ("Greenwood", "Underwood").
 */
const FIRM_ENDINGS = ["line", "net", "craft", "print", "soft", "pharm", "tech", "ware", "works", "mart", "link"] as const;
/** Endings that given names share ("Wendeline", "Jeannet"): a firm's only after an everyday word ("Ridge", "Silk"). */
const NAME_LIKE_ENDINGS = new Set(["line", "net"]);

/**
 * A capitalised word coined from a stem of three letters or more and a firm's ending is a company, not a person.
 * `knownName` says the lexicon knows the word as a given name or surname ("Caroline", "Madeline" stay people);
 * `everyday` says whether a stem is an everyday English word.
 */
export function firmCoinage(word: string, knownName: boolean, everyday: (stem: string) => boolean): boolean {
  if (knownName || !/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const lower = word.toLowerCase();
  return FIRM_ENDINGS.some((end) => {
    const stem = lower.slice(0, -end.length);
    return lower.endsWith(end) && stem.length >= 3 && (!NAME_LIKE_ENDINGS.has(end) || everyday(stem));
  });
}

/**
 * Capitalised nouns of a place that an owner's name opens: "Cox's Bazar" (71st, twice), "Dunn's River" (45th); the
 * name in the possessive is part of the place's name, not a person ("Lola's Teatro" does not occur; the list holds
 * only words of land and water).
 */
const OWNED_PLACE_NOUNS = new Set(
  `bazar bazaar river bay beach falls point island cove creek lake hill peak harbour harbor reef landing vineyard
  valley rock gap mountain`.split(/\s+/),
);

/** The capitalised word after a name in the possessive is a place's noun ("Cox's Bazar"). */
export function ownedPlaceNoun(nextLower: string | undefined): boolean {
  return !!nextLower && OWNED_PLACE_NOUNS.has(nextLower);
}

/**
 * "the caretaker's new number is 01552 908 116, Kalam" (71st), "tile mason Kulkarni sir recommended: Bablu, 97654 10022"
 * (26th): in a contact card, a capital that opens a clause and stands next to the phone number, with only a comma
 * between, is the person the number belongs to. `before` and `beforeThat` are the two tokens before the word, `after`
 * and `afterThat` the two after it (digits are one token each); the word must close the text when the number is before.
 */
export function nameBesideNumber(
  before: string | undefined,
  beforeThat: string | undefined,
  after: string | undefined,
  afterThat: string | undefined,
): boolean {
  if (after === "," && /^\d$/.test(afterThat ?? "")) return true;
  return before === "," && /^\d$/.test(beforeThat ?? "") && (after === undefined || /^[.!]$/.test(after));
}

/**
 * "Book Mai's vaccine appointment" (17th), "Éabha's vaccines are booked" (23rd), "Nuha's vaccine card" (71st): every
 * read half says "vaccine" of a child and "jabs", "shots" or "microchip" of a pet ("Ralph's jabs", "Biscuit's shots"), so
 * "vaccine" after a possessive no longer makes the owner an animal; a vet in the sentence still does.
 */
export function childsVaccine(careWord: string): boolean {
  return careWord === "vaccine" || careWord === "vaccines";
}

const OBJECT_PRONOUNS = new Set(["them", "him", "her", "me", "us"]);

/**
 * "…, Jørgen mixes them every time" (57th), "…, Kwasi swears by him" (55th): a word in "-s" that the lexicon knows only
 * as a plural noun ("mixes", "swears") is a verb when an object pronoun follows it, straight or after "by", so the
 * capital opening the clause before it is a person (as "Trevor swears by him", 28th, and "Donnie swears by him", 54th,
 * read already through their known given names). Words are lowercase.
 */
export function verbBeforePronoun(verb: string, then: string | undefined, thenNext: string | undefined): boolean {
  if (!/^[a-z]{3,}s$/.test(verb) || verb.endsWith("ss")) return false;
  return OBJECT_PRONOUNS.has(then ?? "") || (then === "by" && OBJECT_PRONOUNS.has(thenNext ?? ""));
}

/**
 * Names the text models read as the everyday word they were trained on: "Kelvin" (a given name in the 41st, 48th and
 * 64th sets' read halves, the unit to the models). Read as a person in the models' input it moved one held domain case
 * of the 64th set, so round 75 adds it to the entities field only.
 */
export function readAsWord(name: string): boolean {
  return name.toLowerCase() === "kelvin";
}

/**
 * Languages and peoples' adjectives that compromise's lexicon lacks (it knows "French", "German", "Greek" as demonyms):
 * "my old set of Irish dictionaries" (39th), "first Scandinavian buyer" (71st), "Hokkien clan associations" (42nd),
 * "north Sámi grammar" (57th). None is a labelled name in any read half (44 read thoughts hold one of these words);
 * "Sami" without the accent is a given name and stays out of the list.
 */
const LANGUAGE_WORDS = new Set(
  `english spanish british danish finnish swedish turkish kurdish cornish flemish yiddish nordic scandinavian cantonese
  mandarin hokkien hakka sámi swahili bangla bengali tagalog urdu tamil sinhala nepali maori māori yoruba igbo twi
  zulu xhosa afrikaans arabic hebrew persian farsi malay irish gaelic creole patois`.split(/\s+/),
);

/** A language's or a people's word, not a name ("Irish", "Scandinavian"). */
export function languageWord(word: string): boolean {
  return LANGUAGE_WORDS.has(word.toLowerCase());
}
