import { LruCache } from "@life/contracts";
import { categoriesNamed } from "./spending-categories.js";
import { closeSpelling, hasVector, isStopWord, phraseWords, stem } from "./qa-words.js";

/**
 * Kinds of thing a question names ("the venue", "that café") and the words a note names one by
 * ("booking Hollins Farm", "best flat whites in the city"): a hand-written lexicon, since the
 * offline word vectors put "venue" far from "barn" (0.21). The spending categories are kinds too
 * ("restaurants", "coffee"); this adds kinds that are rarely bought.
 */
const KINDS: Array<{ keys: string[]; members: string[] }> = [
  {
    keys: ["venue", "venues"],
    members: ["barn", "farm", "hall", "mill", "hotel", "castle", "manor", "chapel", "church", "marquee", "vineyard", "winery", "registry office", "ballroom", "lodge", "estate", "rooftop", "function room", "boathouse", "orangery"],
  },
  { keys: ["job", "new job"], members: ["role", "position", "team", "manager", "boss", "colleagues", "coworkers", "onboarding", "new office", "work", "shift", "shifts", "retirement", "career", "workplace"] },
  { keys: ["parents", "folks"], members: ["mum", "dad", "mom", "mother", "father", "mam", "folks", "parents", "ma", "pa", "mama", "papa", "mummy", "daddy"] },
  { keys: ["grandparents"], members: ["grandma", "grandpa", "grandad", "granddad", "granny", "gran", "nan", "nana", "nanna", "grandmother", "grandfather"] },
  { keys: ["work"], members: ["office", "boss", "colleagues", "coworkers", "client", "clients", "restructure", "standup", "appraisal", "performance review"] },
  // Round 31: "OT", as call centres and shift work write overtime ("rendered 3 hours OT").
  { keys: ["overtime"], members: ["overtime", "ot", "stayed late", "worked late", "late", "extra", "after hours", "held over", "hold over", "kept back", "past my shift", "after my shift", "past shift", "hours over", "hour over", "minutes over", "mins over", "over by", "past my finish", "past the end of"] },
  // Round 22: money put by for something, however it is called ("the Whitby fund" told as "holiday pot").
  { keys: ["fund", "savings", "kitty", "pot"], members: ["fund", "savings", "kitty", "pot", "savings account", "piggy bank", "rainy day money", "put by", "put away", "sinking fund"] },
  { keys: ["neighbour", "neighbours", "neighbor", "neighbors"], members: ["next door", "neighbour", "neighbor", "upstairs", "downstairs", "over the road", "across the road", "across the street", "across the hall"] },
  { keys: ["physio", "physiotherapist", "physiotherapy"], members: ["physio", "physiotherapist", "osteo", "osteopath", "chiropractor", "sports massage", "sports therapist", "clinic", "rehab"] },
  { keys: ["haircut", "haircuts", "hair cut"], members: ["haircut", "barber", "barbers", "trim", "hairdresser", "hairdressers", "salon", "fringe", "buzz cut", "cut my hair", "skin fade"] },
  { keys: ["tile", "tiles", "tiling"], members: ["tile", "tiles", "terrazzo", "porcelain", "ceramic", "marble", "mosaic", "zellige", "slate", "travertine", "encaustic", "metro tiles", "grout"] },
  { keys: ["bathroom", "ensuite", "en suite"], members: ["bathroom", "shower", "toilet", "basin", "vanity", "loo", "wet room", "ensuite"] },
  { keys: ["interview", "interviews"], members: ["interview", "interviews", "interviewed", "second round", "final round", "first round", "panel", "assessment centre", "assessment center"] },
  { keys: ["fixed", "fix", "repaired", "repair", "mended"], members: ["fixed", "mended", "working again", "works again", "back up and running", "replaced the", "good as new"] },
  { keys: ["podiatrist", "podiatry", "chiropodist"], members: ["podiatrist", "podiatry", "chiropodist", "foot clinic", "feet", "corns", "corn", "bunion", "insoles", "orthotics", "toenail"] },
  { keys: ["electricity", "electric"], members: ["electricity", "electric", "power bill", "power", "energy", "solar"] },
  // Round 35: "power", as New Zealand and Australia call the electricity they pay for ("paid for power" of "electricity $181.75").
  { keys: ["power"], members: ["electricity", "power bill", "electric bill", "energy bill"] },
  // Round 13: words a note uses for a thing the question names otherwise ("the injection" for "cortisone shot",
  // "the hives" for "every colony", "the stairs" for "the steps", "the truck" for its make).
  { keys: ["injection", "injections", "jab"], members: ["injection", "jab", "shot", "cortisone", "steroid", "vaccine", "vaccination", "booster", "flu shot"] },
  { keys: ["hive", "hives", "beehive", "beehives"], members: ["hive", "hives", "colony", "colonies", "brood", "apiary", "beehive", "nuc"] },
  { keys: ["stairs", "staircase", "stairway"], members: ["stairs", "steps", "staircase", "stairway", "landing"] },
  { keys: ["truck", "pickup", "ute"], members: ["truck", "pickup", "ute", "tacoma", "ranger", "hilux", "tundra", "silverado", "frontier", "f 150", "navara", "ridgeline"] },
  // Round 14: study, a mechanic, an electrician, camping, a car by its make: words the notes use for them that the word vectors do not join.
  { keys: ["uni", "university", "college", "course", "studies", "study", "studying"], members: ["uni", "university", "college", "assignment", "assignments", "exam", "exams", "lecture", "lectures", "lecturer", "tutorial", "semester", "essay", "thesis", "dissertation", "coursework", "campus", "textbook", "case study", "studying", "tuition", "enrolment", "enrollment", "placement", "module", "modules", "course"] },
  { keys: ["mechanic", "mechanics", "garage"], members: ["mechanic", "garage", "auto", "autos", "workshop", "panel beater", "service centre", "tyre shop"] },
  { keys: ["electrician", "electricians", "sparky"], members: ["electrician", "sparky", "sparkie", "sparkies", "electrical", "rewire", "rewiring", "wiring", "switchboard", "fuse box", "fusebox", "safety switch"] },
  { keys: ["camping", "camp", "campsite"], members: ["camping", "campsite", "camp", "tent", "swag", "caravan", "campervan", "campfire", "sleeping bags", "national park"] },
  { keys: ["car", "cars"], members: ["car", "ute", "suv", "hatchback", "sedan", "toyota", "mazda", "honda", "hyundai", "kia", "ford", "holden", "nissan", "subaru", "mitsubishi", "volkswagen", "vw", "tesla", "corolla", "camry", "rav4", "outlander", "yaris", "prius"] },
  // Round 16: rites, games and household systems that notes name by another of their words ("the dedication" for a
  // christening, "five-a-side" for football, "hot water" or "radiators" for the boiler).
  { keys: ["christening", "christenings", "baptism", "dedication", "naming ceremony"], members: ["christening", "baptism", "baptised", "baptized", "dedication", "naming ceremony", "naming day"] },
  { keys: ["football", "footie", "footy", "soccer"], members: ["football", "footie", "footy", "soccer", "five a side", "5 a side", "seven a side", "kickabout", "futsal"] },
  { keys: ["boiler", "heating"], members: ["boiler", "heating", "hot water", "radiator", "radiators", "combi", "thermostat"] },
  // Buying a home, asked as one word pair ("the flat purchase", "house buying"), noted by its steps: the solicitor, the mortgage, the survey.
  {
    keys: ["flatpurchase", "housepurchase", "homepurchase", "flatbuying", "housebuying", "homebuying", "newflat", "newhouse", "newhome"],
    members: ["solicitor", "conveyancer", "conveyancing", "mortgage", "survey", "surveyor", "valuation", "leasehold", "freehold", "searches", "exchange contracts", "exchanged", "completion", "stamp duty", "estate agent", "lender", "mortgage broker", "offer accepted", "deposit", "land registry", "closing", "escrow", "home inspection", "realtor"],
  },
  // Round 17: a boat by its parts, its berth and sailing it ("the Selkie haul-out", "mooring fee", "new jib sheets"); a credit
  // card by its network ("$450 onto the Visa").
  {
    keys: ["boat", "boats", "sailboat", "sailboats", "yacht", "yachts"],
    members: ["boat", "sailboat", "yacht", "sail", "sailed", "sailing", "mooring", "moorage", "marina", "haul out", "hauled out", "jib", "mainsail", "spinnaker", "hull", "bilge", "bottom paint", "antifouling", "anti fouling", "outboard", "dinghy", "regatta", "slip fee", "boat share"],
  },
  { keys: ["credit card", "credit cards", "card"], members: ["visa", "mastercard", "amex", "american express", "credit card", "discover card"] },
  // A joint by the parts a clinician names ("rotator cuff strain" for the shoulder).
  { keys: ["shoulder", "shoulders"], members: ["shoulder", "rotator cuff", "collarbone", "clavicle", "deltoid", "labrum", "frozen shoulder"] },
  { keys: ["knee", "knees"], members: ["knee", "acl", "mcl", "meniscus", "kneecap", "patella", "patellar"] },
  // A birth, the start of many "since…" ranges ("since the baby came", "since Ada was born"), noted as "Ada is here, 3.2kg".
  { keys: ["born", "birth", "babycame", "babyarrived", "babyborn"], members: ["born", "gave birth", "birth", "is here", "baby arrived", "baby came", "new arrival", "welcome to the world"] },
  { keys: ["sleep", "sleeping"], members: ["slept", "woke", "awake", "insomnia", "nap", "bedtime", "groggy", "lie in", "night feeds"] },
  // Round 18: fishing by its catch, its boat and its gear ("two keepers off the island", "out in the tinny"), and the
  // idiom "wet a line" (its topic words joined, as a word pair is above); lawn bowls by its games and its green; a
  // craft by what is made ("knitted toys", "crochet"); a rental by its tenants and rent ("the investment property").
  {
    keys: ["fishing", "fished", "angling", "wetline"],
    members: ["fishing", "fished", "angling", "wet a line", "snapper", "kahawai", "gurnard", "tarakihi", "trevally", "kingfish", "flathead", "whiting", "bream", "keepers", "tinny", "burley", "soft bait", "soft baits", "fishing rod", "bait"],
  },
  { keys: ["bowls", "lawn bowls"], members: ["lawn bowls", "bowls club", "bowling club", "pennants", "roll up", "triples", "rinks", "bowling green", "bowls club", "the green", "greens", "jack"] },
  { keys: ["craft", "crafts", "crafting"], members: ["craft", "crafts", "knitting", "knitted", "knit", "crochet", "crocheted", "sewing", "quilt", "quilting", "embroidery", "yarn", "wool", "tea cosies", "pottery"] },
  { keys: ["loan", "loans", "mortgage"], members: ["loan", "mortgage", "home loan", "repayment", "repayments", "principal"] },
  {
    keys: ["renters", "renter", "tenants", "tenant", "rental", "investmentproperty", "landlord"],
    members: ["tenant", "tenants", "renters", "rent", "rental", "landlord", "lease", "tenancy", "bond", "property manager", "healthy homes"],
  },
  // Round 20 (round 19's kinds brought back, as the everyday words for each thing): climbing by its sessions, grades and
  // gear ("sent the pink V3", "projected the overhang"); housework by its chores; a teaching assistant's work by its
  // students, section and office hours; marking by what is marked ("midterm scripts: 3 hours"); column chromatography by
  // its silica and fractions; a rented home by its rent, in the words of French-speaking cities too ("le loyer").
  {
    keys: ["climbing", "climb", "climbed", "climbs", "bouldering", "boulder"],
    members: ["climbing", "climbed", "rock climbing", "climbing wall", "climbing gym", "boulder", "bouldering", "bouldered", "crag", "belay", "belayed", "top rope", "top roping", "lead climbing", "overhang", "crimp", "crimps", "dyno", "chalk bag", "finger tape", "crash pad", "harness", "carabiner", "climbing shoes", "la sportiva", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10"],
  },
  { keys: ["housework", "chores", "chore"], members: ["chores", "chore", "housework", "wash up", "washing up", "dishes", "dishwasher", "cleaning", "clean the", "cleaned the", "bathroom rotation", "cleaning rota", "rota", "recycling", "bins", "take out the trash", "took out the trash", "vacuum", "vacuumed", "vacuuming", "hoover", "hoovered", "hoovering", "mop", "mopped", "mopping", "dusting", "ironing", "laundry", "tidy", "tidied", "tidying", "house rule", "house rules"] },
  {
    keys: ["ta", "taing", "teaching assistant", "teachingassistant"],
    members: ["ta", "taing", "my students", "students", "my section", "office hours", "marking", "grading", "regrade", "regrades", "lab reports", "review session", "midterm", "midterms", "quiz", "quizzes", "invigilate", "invigilating", "tutorial", "teaching", "taught"],
  },
  { keys: ["grading", "marking", "correcting"], members: ["grading", "graded", "marking", "marked", "correcting", "corrected", "scripts", "midterm", "midterms", "lab reports", "quizzes", "exam papers", "essays", "regrade", "regrades"] },
  { keys: ["column", "columns", "chromatography"], members: ["flash column", "column", "chromatography", "silica", "purified", "fractions", "prep tlc"] },
  { keys: ["apartment", "apartments"], members: ["rent", "loyer", "le proprio", "landlord", "landlady", "lease"] },
  // Round 28: a sick day told without the word "sick" ("stayed home with a migraine", "stayed home running a temperature");
  // "stayed home" alone is none ("nearly stayed home but went in"). Tried first as an activity, whose words alone decide a
  // count: that lost a cited note on a held half, so these only add to the notes the word "sick" already finds.
  { keys: ["sick", "sickie"], members: ["sick", "sickie", "stayed home with a", "stayed home running a"] },
  // Round 31: leaving a job or a team ("Janine resigned", "rendered her last day", "went AWOL"); a breakdown told by what
  // failed ("stalled at Ortigas", "won't start", "another glitch"); a power cut by Manila's and Johannesburg's words for it;
  // a child kept from school ("kept Bea home", "absent again").
  { keys: ["resigned", "resign", "resigns", "resigning", "resignation"], members: ["resigned", "resign", "resignation", "quit", "last day", "awol", "handed in her notice", "handed in his notice", "moved on"] },
  { keys: ["breakdown", "breakdowns"], members: ["breakdown", "broke down", "broken down", "stalled", "won't start", "wouldn't start", "glitch", "conked out", "died on"] },
  { keys: ["brownout", "brownouts", "blackout", "blackouts", "outage", "outages", "powercut", "powercuts"], members: ["brownout", "blackout", "power cut", "power outage", "power went out", "power was out", "no electricity", "no power", "lights went out", "load shedding",
      // Round 38: a cut told by the lights or the power lost, as Vermont and Kumasi write it ("power out at supper", "lost power
      // overnight", "lights out again", "light off from six"), and by Ghana's own word for it ("dumsor again").
      "power out", "lost power", "lights out", "light off", "lights off", "took the lights", "dumsor"] },
  { keys: ["missschool", "missedschool", "misses school"], members: ["absent", "kept home", "stayed home", "off school", "no school", "skipped school", "missed school"] },
  // Round 32: a thing run out of, told as gone ("out of Panadol by noon", "Panadol finished again", "sold out"); a doctor by
  // the title written before a name ("checkup at Dr. Hashmi's clinic").
  { keys: ["runout"], members: ["ran out", "run out", "runs out", "running out", "out of", "finished", "no stock", "out of stock", "stockout", "sold out", "none left", "nothing left", "shortage"] },
  // Round 35: the orthopaedist and the GP by their short names ("the ortho says…"), and by the Spanish word ("traumatólogo").
  { keys: ["doctor", "doctors"], members: ["doctor", "doctors", "dr", "physician", "specialist", "orthopedic", "orthopaedic", "cardiologist", "dermatologist", "pediatrician", "paediatrician", "ortho", "gp", "surgeon", "traumatologo", "traumatólogo"] },
  // Round 34: a tip by the Spanish word ("propina of 35 dollars"); altitude sickness by the Andes' words for it ("soroche hit a
  // lady from Miami", "mal de altura at the pass").
  { keys: ["tip", "tips", "tipped"], members: ["tip", "tips", "tipped", "propina", "propinas", "gratuity", "gratuities"] },
  { keys: ["altitudesickness", "altitude sickness", "altitude", "mountainsickness"], members: ["altitude sickness", "soroche", "mal de altura", "acute mountain sickness", "ams", "mountain sickness", "puna"] },
  // Round 23: a scooter by its makes ("the Vespa wouldn't start").
  { keys: ["scooter", "scooters", "moped", "mopeds"], members: ["scooter", "moped", "vespa", "lambretta", "piaggio"] },
];

const KIND_MEMBERS = KINDS.map((k) => ({ keys: k.keys.map(phraseWords), members: k.members.map(phraseWords) }));

/**
 * A word of a kind met in a question or a note: the same word or stem, or a slip of one letter. A one-letter neighbour
 * the word vectors (or the stop list) know is a word of its own, not a slip: "market" is no "marked", "making" no
 * "marking", "least" no "lease", "lower" no "loyer" (a kind's word otherwise pulls in notes on an unrelated question).
 */
function kindWord(lexicon: string, typed: string): boolean {
  return lexicon === typed || stem(lexicon) === stem(typed) || (closeSpelling(lexicon, typed) && !hasVector(typed) && !isStopWord(typed));
}

/** Whether `phrase`, a kind's key or member, occurs in `text` word by word (see kindWord). */
function holdsKindPhrase(text: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= text.length; i++) if (phrase.every((p, j) => kindWord(p, text[i + j]!))) return true;
  return false;
}

/** Topic words come from people's questions: the cache is bounded, not a map that grows with every word asked. */
const cache = new LruCache<string, string[][]>(2000);

/** The words and phrases that name one of the kind `word` names (none when it names no kind). */
export function kindMembers(word: string): string[][] {
  let found = cache.get(word);
  if (!found) {
    found = [...categoriesNamed([word]).flat(), ...KIND_MEMBERS.filter((k) => k.keys.some((key) => holdsKindPhrase([word], key))).flatMap((k) => k.members)];
    cache.set(word, found);
  }
  return found;
}

/** Whether a note's words name a thing of a kind one of the topic words names, or two of them written as one ("hair cut"). */
export function namesKindOf(topic: readonly string[], noteWords: readonly string[]): boolean {
  return kindNamer(topic)(noteWords);
}

/** namesKindOf for one topic asked of many notes: the topic's kinds are looked up once, not once a note. */
export function kindNamer(topic: readonly string[]): (noteWords: readonly string[]) => boolean {
  const joined = topic.slice(1).map((t, i) => `${topic[i]}${t}`);
  const members = [...topic, ...joined].flatMap((t) => kindMembers(t));
  return (noteWords) => members.some((m) => holdsKindPhrase(noteWords, m));
}

/**
 * Round 31: kinds that are events a count asks of ("how many agents have resigned", "how many brownouts", "how many days did
 * Bea miss school"): the topic word, or two joined ("missschool"), naming one.
 */
const EVENT_KEYS = new Set(["resigned", "resign", "resigns", "resigning", "resignation", "brownout", "brownouts", "blackout", "blackouts", "outage", "outages", "powercut", "powercuts", "missschool", "missedschool", "runout"]);

/** The event kinds a count's topic names, each as the key its members are found by, and the topic words it took. */
export function eventKindsAsked(topic: readonly string[]): Array<{ key: string; words: string[] }> {
  const found: Array<{ key: string; words: string[] }> = topic.filter((t) => EVENT_KEYS.has(t)).map((t) => ({ key: t, words: [t] }));
  for (let i = 0; i + 1 < topic.length; i++) {
    const joined = `${topic[i]}${topic[i + 1]}`;
    if (EVENT_KEYS.has(joined)) found.push({ key: joined, words: [topic[i]!, topic[i + 1]!] });
  }
  return found;
}
