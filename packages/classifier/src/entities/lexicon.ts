import nlp from "compromise";

/** compromise's lexicon: lowercase word → tag (or tags). About 25k entries, 3k first names. */
const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;

export function tagsOf(word: string): string[] {
  const key = word.toLowerCase();
  // Own entries only: "constructor" must not meet the object's built-in property.
  const t = Object.hasOwn(lexicon, key) ? lexicon[key] : undefined;
  return t === undefined ? [] : Array.isArray(t) ? t : [t];
}

const NAME_TAGS = new Set(["FirstName", "MaleName", "FemaleName"]);
const PLACE_OR_ORG_TAGS = new Set(["Place", "City", "Country", "Region", "Organization", "Demonym", "Month", "WeekDay", "Date", "Currency", "Honorific"]);

/**
 * Given names that are also everyday words, as compromise lists them among its ambiguous words ("Dean", "Randy",
 * "Faith", "Chase"): its Person|Noun, Person|Adj and Person|Verb switches, singular words of three letters or more.
 */
const WORD_GIVEN_NAMES: ReadonlySet<string> = (() => {
  const switches = (nlp.model() as { two?: { switches?: Record<string, string> } }).two?.switches ?? {};
  const out = new Set<string>();
  for (const [word, tag] of Object.entries(switches)) {
    if (/^Person\|(?:Noun|Adj|Verb)$/.test(tag) && /^[a-z]{3,}$/.test(word) && !word.endsWith("s")) out.add(word);
  }
  return out;
})();

/** A given name that is also an everyday word ("Dean's twins", "Randy at the market says…"). */
export function isWordGivenName(word: string): boolean {
  return WORD_GIVEN_NAMES.has(word.toLowerCase());
}

/** Known as a given name ("Grace", "joe"). */
export function isKnownFirstName(word: string): boolean {
  return tagsOf(word).some((t) => NAME_TAGS.has(t));
}

const ENGLISH_PRONOUNS = new Set(["i", "he", "she", "it", "they", "we", "her", "his", "hers", "their", "theirs", "your", "him", "me", "thee", "them", "thou", "us", "you"]);

/**
 * compromise lists a few French pronouns among its own ("elle", "il"); capitalised in English text such a word is a
 * given name ("Elle's school show monday at 11").
 */
export function isLoanPronounName(word: string): boolean {
  const tags = tagsOf(word);
  // "Il Forno" is a restaurant: the two-letter article-like "il" stays out.
  return word.length >= 3 && tags.length === 1 && tags[0] === "Pronoun" && !ENGLISH_PRONOUNS.has(word.toLowerCase());
}

export function isKnownLastName(word: string): boolean {
  return tagsOf(word).includes("LastName");
}

export function isPlaceOrOrganization(word: string): boolean {
  return tagsOf(word).some((t) => PLACE_OR_ORG_TAGS.has(t));
}

/** In the lexicon as something other than a name ("Meridian", "Atomic", "Range"). */
/** "swears" → "swear" is a verb in the lexicon. */
export function isVerbForm(word: string): boolean {
  const w = word.toLowerCase();
  const base = w.endsWith("es") && tagsOf(w.slice(0, -2)).length ? w.slice(0, -2) : w.endsWith("s") ? w.slice(0, -1) : w;
  return [...tagsOf(w), ...tagsOf(base)].some((t) => t === "Infinitive" || t === "Verb" || t === "PresentTense" || t === "PastTense");
}

export function isCommonWord(word: string): boolean {
  const tags = tagsOf(word);
  return tags.length > 0 && !tags.some((t) => NAME_TAGS.has(t) || t === "LastName" || t === "Person");
}

/** Family and role words that are never names in a thought ("Mum", "my Brother"). */
export const RELATION_WORDS = new Set(
  `mum mom mommy mummy mama ma dad daddy papa pa father mother grandma grandpa granny gran nan nana
  nanna grandad granddad grandmother grandfather auntie aunty aunt uncle brother sister bro sis son
  daughter wife husband hubby partner boyfriend girlfriend fiance fiancee cousin niece nephew baby
  kids kid boss manager team coach doctor dr nurse vet dentist teacher landlord neighbour neighbor
  babe honey sweetie nonna nonno oma opa abuela abuelo abuelita abuelito lola lolo nani dadi bubbe
  zayde yiayia yaya papou amma appa mutti vati maman grandmama grandpapa gramps grammy poppa mémé pépé
  aunty auntie má mẹ bố ba ông bà paati thatha paatti thaatha chithi periyamma thambi nne nna babcia
  dziadek tata baba teta jiddo sitti khalto ammo mathee buda shosh guka ammachi appachan
  ammamma achachan sparky sparkie chippy chippie brickie tradie physio gp chemist optician pharmacist
  midwife bestie besties bff bffs bezzie wifey hubs missus mil fil sil bil stepmum stepmom stepdad stepson
  stepdaughter grandkids grandson granddaughter godson goddaughter godmother godfather inlaws in-laws fiancé
  fiancée nanay tatay inay itay kuya ate tita tito egbon aburo iyawo nainai yeye laolao waipo biji pitaji
  mataji chachi bhua vovó vovô avó avô mãe ammi ammu abbu abba abbaji ammijaan abbujaan chacha chachu khala khalu
  khalajaan mamu mamun mumani phupho phuppo phupha baji aapa bhaijaan bhabhi beta beti
  mam mammy mamgu mam-gu tadcu tad-cu bampi bamps nain taid
  bapu bapuji beeji bhenji bhainji veerji dadaji nanaji massi taya tayi
  maama taata buwa aama sasu sasura
  mamá papá
  tutu kupuna maa mamère mamere papère papere parrain marraine nannan nanan mawmaw maw-maw pawpaw paw-paw nonc tante
  aiya ayya akka malli nangi putha duwa thaththa achchi seeya`.split(/\s+/),
);

/**
 * Kin words of other languages that a family calls its elders by, as a name ("Kuku is so thin now", "facetime áhkku
 * tonight", "Mamie's taxi"): relation words, never names (GUIDELINES 5). The text models still read
 * them as a person, as they did while the finder took them for names (see `kinCalledByName`).
 */
export const KIN_CALLED_BY_NAME = new Set(`kuku meme mamie papie áhkku áhčči eadni áddjá ouma oupa`.split(/\s+/));
for (const w of KIN_CALLED_BY_NAME) RELATION_WORDS.add(w);

/** Afrikaans kin titles before a name ("Oom Hennie", "Tannie Marie"): the name alone is the entity. */
const KIN_TITLES = new Set(["oom", "tannie"]);

/**
 * The kin words of `KIN_CALLED_BY_NAME` in a text, and a kin title with the name after it ("Oom Hennie", read as one
 * person as before), as written; lowercase "meme" is the English word.
 */
export function kinCalledByName(text: string): string[] {
  const words = text.match(/[\p{L}]+/gu) ?? [];
  const found: string[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1] ?? "";
    if (KIN_CALLED_BY_NAME.has(w.toLowerCase()) && w !== "meme") found.push(w);
    else if (KIN_TITLES.has(w.toLowerCase()) && /^\p{Lu}/u.test(next)) found.push(`${w} ${next}`);
  });
  return found;
}

/** Words that start a sentence or follow a name-like word without being names. */
export const NON_NAME_CAPS = new Set(
  `spanish french german italian japanese mandarin cantonese hindi tamil arabic portuguese english
  korean greek dutch polish russian turkish urdu punjabi bengali swahili maori te reo gaelic welsh latin
  i i'm i've i'll i'd im ive the a an my our your his her their its this that these those it we you
  he she they me us them ok okay so hey hi yes no not just also and but or then if when while need
  needs want wants remind don't dont do did done finally still maybe idea note todo to-do reminder
  project decided decision new met got called emailed texted told asked call email text buy get pick
  send book order pay finish start stop make take bring drop sign ask tell check look find fix clean
  please thanks thank happy so proud sad feeling feel felt tired stressed excited nervous anxious
  grateful honestly weirdly literally today tomorrow tonight yesterday morning evening afternoon
  monday tuesday wednesday thursday friday saturday sunday january february march april may june
  july august september october november december mon tue wed thu fri sat sun jan feb mar apr jun
  jul aug sep sept oct nov dec christmas easter thanksgiving halloween diwali eid hanukkah
  umrah hajj ramadan ramzan jummah jumma iftar maghrib fajr zuhr taraweeh nikah walima mehndi aqiqah vaisakhi
  baisakhi navratri holi lohri
  rakhi raksha bandhan divali deepavali onam pongal dussehra puja raya aidilfitri labarang lebaran
  dinagyang sinulog carnival carnaval mardi gras avurudu vesak poson poya
  mr mrs ms miss dr prof sir madam st mt ave rd god jesus lord allah christ`.split(/\s+/),
);

/** A capitalised word followed by one of these names a company or thing ("Costa Auto", "Finchley Labs"). */
export const ORG_SUFFIXES = new Set(
  `labs lab media foods food health auto autos roofing dental analytics talent co inc ltd llc corp
  bank power council shop studio studios cafe café bakery group solutions consulting agency partners
  realty insurance clinic hospital university college school academy services systems software
  technologies tech digital design designs marketing capital ventures holdings pharmacy motors
  plumbing electric electrical construction builders landscaping gym fitness books press records
  airlines air airways rail hotel hotels restaurant bistro kitchen bar pub market markets store
  stores supplies supply logistics energy telecom mobile wireless financial credit union
  freight fibre fiber broadband networks telecoms bau gmbh plc pty bv interiors removals recruitment
  staffing advisory investments robotics catering veterinary therapeutics pharma tutoring
  translations imports exports trading properties estates lettings accountants solicitors
  architects engineering brewing brewery roasters printing cleaning glazing flooring carpets
  kitchens events tours kebabs kebab grill tandoori balti sweets takeaway butchers county title escrow mortgage
  lending`.split(/\s+/),
);

/** A capitalised word followed by one of these is a brand or title, not a person ("the Fizz plan"). */
export const THING_FOLLOWERS = new Set(
  `plan plans offer account deal portal app bill card store sale order subscription course exam
  certification guidance team office contract project report site website stock membership grant
  application pipeline dashboard newsletter podcast episode book series show movie film album
  class workshop conference event festival marathon race trip flight tour campaign launch release
  sprint repo server cluster product brand platform tool software license licence renewal
  policy claim case invoice quote proposal pitch retainer budget`.split(/\s+/),
);

/** Animals a pet is called by: "Winston the cat", "retriever called Pickles". */
export const PET_ANIMALS = /^(dog|dogs|cat|cats|puppy|kitten|pup|retriever|terrier|lab|poodle|spaniel|collie|shepherd|beagle|hamster|rabbit|bunny|parrot|budgie|horse|pony|tortoise|lizard|goldfish)$/i;
/** A pet's places: a name right after one is a pet too ("the vet, Pepper's booked"). */
const PET_PLACES = /^(vet|vets|groomer)$/i;

export function isPetWord(word: string): boolean {
  return PET_ANIMALS.test(word) || PET_PLACES.test(word);
}
/** Care words after a possessive name make it a pet ("Mochi's vaccines"). */
export const PET_CARE = /^(microchip|chip|shots|vaccines?|vaccinations?|jabs|vet|kibble|food|leash|lead|collar|litter|grooming|checkup|check-up|flea|worming|neuter|spay|tail|paw|paws|bowl|crate|kennel|walk)$/i;
