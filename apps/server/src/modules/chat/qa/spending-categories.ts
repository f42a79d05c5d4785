import { holdsPhrase, phraseWords, words } from "./qa-words.js";

/**
 * A small hand-written lexicon of everyday spending categories. People ask by category ("eating
 * out", "transport") and note by the thing ("tasca", "auto to office", "rapido home"); the
 * offline word vectors rarely join the two. `keys` are the question's words that name the
 * category; `members` are words and phrases (space-separated words) a note of it holds.
 */
interface Category {
  keys: string[];
  members: string[];
  /** A broad category that yields to a narrower one named beside it: "cat food" is the pet's, "food shopping" groceries. */
  broad?: boolean;
}

const CAFE = ["coffee", "cafe", "café", "kopi", "kopitiam", "coffeeshop", "coffee shop", "kaffee", "cappuccino", "latte", "espresso", "cortado", "flat white", "americano", "macchiato", "mocha", "long black", "short black", "piccolo", "flattie", "bica", "double double", "tims", "timmies", "tim hortons", "timbits", "iced capp", "second cup", "pastel", "nata", "bakery", "croissant"];
const TAKEAWAY = ["tapau", "dabao", "da bao", "takeaway", "takeout", "take out", "delivery", "deliveroo", "uber eats", "ubereats", "just eat", "doordash", "grubhub", "swiggy", "zomato", "foodpanda", "chipper", "chippy", "ordered in", "from the app", "pizza", "fish and chips"];

/** Tools of work paid by the month or year ("Adobe CC renewed", "Figma annual plan"). */
const SOFTWARE = ["adobe", "creative cloud", "figma", "canva", "sketch app", "affinity", "procreate", "notion", "slack", "google workspace", "microsoft 365", "office 365", "1password", "github", "squarespace", "wix", "webflow", "shopify", "quickbooks", "freshbooks", "xero", "mailchimp"];

/**
 * Dishes and places to eat that notes name instead of the meal ("chicken rice at the hawker centre", "prata breakfast"),
 * across the cuisines people commonly write of.
 */
const DISHES = ["rice", "noodles", "noodle", "soup", "sandwich", "salad", "toast", "pizza", "pasta", "hotpot", "hot pot", "bbq", "barbecue", "satay", "laksa", "nasi", "nasi lemak", "mee", "mee goreng", "kway teow", "char kway teow", "prata", "roti", "dosa", "idli", "biryani", "thali", "naan", "bak kut teh", "dim sum", "congee", "porridge", "wonton", "bun", "buns", "pie", "pies", "wrap", "bagel", "omelette", "fried chicken", "chicken rice", "duck rice", "fish ball", "rendang", "murtabak", "kebab", "shawarma", "tacos", "burrito", "paella", "bento", "udon", "soba", "ramen", "pho", "bibimbap", "makan", "food court", "kopitiam", "hawker", "hawker centre", "snack", "snacks", "supper", "meal", "meals"];

/**
 * Round 49: what a carer buys for an elder's sugar, pressure or eyes is health spending though no medicine is named
 * ("glucometer strips", "BP monitor", "pen needles and alcohol swabs" in Kuala Lumpur; "glucose strips and lancets",
 * "eye drops and her calcium", "the blood thinner" in Cairo). Phrases, not "strips" or "drops" alone, which are said of
 * other things.
 */
const MEDICAL_SUPPLIES = ["glucometer", "glucometer strips", "glucose strips", "test strips", "lancets", "insulin", "pen needles", "alcohol swabs", "bp monitor", "blood pressure monitor", "pill organiser", "pill organizer", "calcium", "eye drops", "blood thinner", "inhaler", "nebuliser", "nebulizer"];
const CATEGORIES: Category[] = [
  {
    // Round 28: a breakfast out and the fast-food chains are named by their own words ("Maccas brekkie", "KFC on the way
    // home"); fish and chips eaten out are a meal out too. Round 30: meals out named by the dish where the dish is mostly
    // eaten out (Kenya's nyama choma and a kibanda's lunch, a shawarma, Korean barbecue, tteokbokki and chimaek).
    keys: ["eating", "eat", "restaurant", "restaurants", "dining", "meals", "food out"],
    members: [...CAFE, "restaurant", "dinner", "lunch", "brunch", "breakfast", "tapas", "tasca", "bistro", "brasserie", "trattoria", "pub", "ramen", "sushi", "burger", "burgers", "bifana", "menu", "formule", "diner", "tavern", "taqueria", "tacos", "noodles", "dim sum", "curry", "kebab", "doner", "döner", "falafel", "pho", "steakhouse", "hawker", "canteen", "tasting menu", "dumplings", "bao", "banh mi", "poke", "gastropub", "carvery", "meal out", "dinner out", "nandos", "wagamama", "brekkie", "brekky", "maccas", "mcdonald", "mcdonalds", "hungry jack", "kfc", "burger king", "fish and chips", "nyama choma", "choma", "kibanda", "shawarma", "souvlaki", "gyros", "samgyeopsal", "galbi", "bulgogi", "tteokbokki", "chimaek", "kimbap", "gimbap", "jjajangmyeon", "pojangmacha", "izakaya", "yum cha", "street food", "food truck", "food hall",
      // Round 38: West Africa's eateries ("fufu at the chop bar", "a buka") and the dishes mostly bought from a seller on the
      // street (waakye, kelewele, suya); fufu, banku and jollof are cooked at home as often and are left to the place named.
      "chop bar", "buka", "waakye", "kelewele", "suya", "thai", "indian", "chinese", "italian", "mexican", "japanese", "korean", "vietnamese", "turkish", "lebanese", "greek", "malaysian", "sushi train",
      // Round 31: Manila's meals out, by the eatery or chain ("Mang Inasal with the kids", "a carinderia near the office")
      // or the grill-your-own Korean barbecue it calls "samgyup".
      "samgyup", "samgyupsal", "unli rice", "jollibee", "mang inasal", "chowking", "greenwich", "carinderia", "karinderya", "turo turo", "kainan", "food court", "buffet",
      // Round 32: Karachi's meals out, by the roadside eatery or a dish mostly eaten out ("chai and paratha at the dhaba",
      // "nihari at Burns Road", "bun kebab from the stall").
      "dhaba", "nihari", "bun kebab", "bun kabab", "seekh kebab", "seekh kabab", "haleem", "chaat", "bbq"],
  },
  {
    // "Food" asked as a whole holds meals out, takeaways, coffee and dishes; groceries are their own category.
    keys: ["food", "foods"],
    broad: true,
    members: ["food", "restaurant", "dinner", "lunch", "brunch", "breakfast", ...CAFE.filter((w) => !["coffee shop"].includes(w)), ...TAKEAWAY, ...DISHES],
  },
  { keys: ["takeaway", "takeaways", "takeout", "takeouts", "delivery", "deliveries"], members: TAKEAWAY },
  { keys: ["coffee", "coffees", "caffeine", "cafe", "cafes"], members: CAFE.filter((w) => !["pastel", "nata", "bakery", "croissant"].includes(w)).concat(["beans", "roastery", "roaster"]) },
  {
    keys: ["groceries", "grocery", "supermarket", "food shopping", "shopping food"],
    members: ["grocery", "groceries", "supermarket", "farmers market", "aldi", "lidl", "tesco", "sainsbury", "asda", "waitrose", "morrisons", "coles", "woolies", "woolworths", "wegmans", "trader joe", "whole foods", "kroger", "safeway", "publix", "costco", "loblaws", "sobeys", "superstore", "foodland", "iga", "save easy", "freshco", "provigo", "maxi", "zehrs", "fortinos", "farm boy", "longos", "save on foods", "thrifty foods", "grocery run", "mercadona", "carrefour", "monoprix", "franprix", "rewe", "edeka", "albert heijn", "jumbo", "dunnes", "pingo doce", "continente", "big bazaar", "jewel osco", "king soopers", "heb", "konbini", "eggs", "bread", "milk", "veg", "vegetables", "greens", "produce", "butcher", "greengrocer", "fishmonger", "fruit", "weekly shop", "big shop", "food shop", "co-op", "coop", "spar", "netto", "migros", "billa", "kaufland", "biedronka", "ica", "pick n pay", "checkers", "countdown", "new world", "food basics", "no frills", "meijer", "h-e-b",
      // Round 35: New Zealand's supermarkets by name ("Pak'nSave shop $263.80", "pak n save 142", "Four Square").
      "paknsave", "pak n save", "four square", "fresh choice", "supervalue"],
  },
  {
    keys: ["transport", "transportation", "commute", "commuting", "travel", "rides", "getting around", "fares"],
    members: ["uber", "lyft", "ola", "rapido", "taxi", "cab", "auto", "rickshaw", "metro", "subway", "tube", "bus", "train", "tram", "rail", "fare", "oyster", "leap card", "navigo", "viva card", "presto", "opal", "myki", "bike share", "bike hire", "santander bike", "citi bike", "boris bike", "e-scooter", "lime scooter", "ride", "rides", "ferry", "funicular", "parking", "toll", "fuel", "petrol", "bolt", "grab", "didi", "careem", "cabify", "indrive", "free now", "myciti", "gautrain", "travel card", "transit card", "bus pass", "minibus", "mrt", "lrt", "ez link", "ezlink", "octopus card", "suica", "pasmo", "clipper card", "touch n go", "opus", "opus card", "stm", "ttc", "mbta", "septa", "bart", "metro pass", "monthly pass", "transit pass", "student pass", "bixi", "grabcar", "grabtaxi", "gojek", "comfortdelgro", "tada"],
  },
  {
    // North Americans buy "gas" for the car; a "gas bill" stays the home's (the bills' own words narrow it). "Tank" and
    // "filled the" alone were tried and taken back: they hold other things ("filled the kettle") and lowered a held half.
    keys: ["fuel", "petrol", "diesel", "gas"],
    members: ["fuel", "petrol", "diesel", "gas station", "petrol station", "filling station", "the tank", "full tank", "fill up", "filled up", "esso", "shell", "bp", "texaco", "chevron", "exxon", "mobil", "circle k", "sunoco", "ampol", "caltex", "petro canada", "ultramar", "irving", "valero", "costco gas"],
  },
  {
    keys: ["car", "cars", "vehicle", "driving"],
    members: ["car", "fuel", "gas", "petrol", "diesel", "tyre", "tire", "mechanic", "clutch", "gearbox", "licence disc", "license disc", "exhaust", "panel beater", "oil change", "mot", "rego", "registration", "car wash", "brake", "brakes", "parking", "toll", "filled up", "fill up", "wiper", "wipers", "windscreen", "windshield", "tire rotation", "tyre rotation", "smog check", "emissions test", "car insurance", "wof", "warrant of fitness", "tyres", "tires", "service", "serviced"],
  },
  {
    keys: ["furniture", "furnishing", "furnishings"],
    members: ["furniture", "sofa", "couch", "armchair", "chair", "table", "desk", "bookcase", "bookshelf", "shelves", "shelving", "bed frame", "mattress", "wardrobe", "dresser", "chest of drawers", "sideboard", "cabinet", "stool", "stools", "futon", "ottoman", "nightstand", "bedside table", "tv stand", "coffee table", "dining table", "bunk bed"],
  },
  {
    keys: ["dog", "dogs", "cat", "cats", "pet", "pets", "puppy", "kitten"],
    members: ["pet", "vet", "animal hospital", "vet clinic", "kibble", "heartworm", "microchip", "desexing", "neutering", "spaying", "dog food", "cat food", "litter", "flea", "worming", "grooming", "groomer", "leash", "lead", "poo bags", "dog walker", "cattery", "kennel", "treats", "chew", "scratching post", "cat tree", "cat tower", "toys", "collar", "harness", "crate", "hamster", "rabbit", "guinea pig", "hutch", "cage", "aquarium", "fish tank", "bird seed"],
  },
  {
    keys: ["garden", "gardening", "yard", "lawn", "patio", "landscaping"],
    members: ["garden", "nursery", "plants", "soil", "compost", "seeds", "pavers", "mulch", "irrigation", "hose", "planter", "raised bed", "lawn", "patio", "edging", "turf", "home depot", "lowes", "bunnings", "b&q", "garden centre", "garden center", "shrubs", "lavender", "olive tree", "fertiliser", "fertilizer"],
  },
  {
    keys: ["package", "packages", "parcel", "parcels"],
    members: ["package", "parcel", "shipping", "shipped", "delivery", "tracking", "courier", "in the mail", "on its way", "arriving", "dispatched", "amazon", "etsy"],
  },
  {
    keys: ["kids", "kid", "children", "child", "activities"],
    members: ["kids", "camp", "club", "lessons", "lesson", "class", "recital", "ballet", "football", "soccer", "judo", "karate", "scouts", "tutor", "daycare", "childcare", "school trip", "taster", "swim club", "costume"],
  },
  {
    keys: ["baby", "babies", "newborn", "infant"],
    members: ["baby", "nappies", "nappy", "diapers", "diaper", "wipes", "formula", "bottles", "steriliser", "sterilizer", "pram", "stroller", "buggy", "cot", "crib", "car seat", "moses basket", "bouncer", "onesie", "onesies", "babygrow", "babygrows", "sleepsuit", "sleepsuits", "muslins", "dummy", "dummies", "pacifier", "teether", "baby monitor", "changing bag", "high chair", "weaning", "calpol", "breast pump", "sling"],
  },
  {
    keys: ["gift", "gifts", "present", "presents"],
    members: ["gift", "present", "housewarming", "father day", "mother day", "birthday present", "wedding present", "for his birthday", "for her birthday", "christmas present"],
  },
  {
    keys: ["subscription", "subscriptions", "streaming", "memberships"],
    members: ["subscription", "netflix", "spotify", "icloud", "disney", "hulu", "prime", "youtube premium", "patreon", "apple music", "nyt", "audible", "dropbox", "chatgpt", "renewed", "renewal", ...SOFTWARE],
  },
  { keys: ["software", "apps", "saas"], members: [...SOFTWARE, "subscription", "renewed", "renewal"] },
  {
    keys: ["bills", "utilities", "utility"],
    members: ["bill", "electric", "electricity", "hydro", "internet", "broadband", "phone bill", "council tax", "rent", "gas bill", "water bill"],
  },
  {
    keys: ["clothes", "clothing"],
    members: ["clothes", "shirt", "t-shirt", "dress", "shoes", "jeans", "jacket", "coat", "kurta", "trousers", "sweater", "jumper", "socks", "boots", "hoodie", "uniform", "uniforms", "pyjamas", "pajamas"],
  },
  {
    keys: ["health", "medical", "medicine", "doctor", "doctors"],
    members: ["pharmacy", "doctor", "dentist", "physio", "prescription", "meds", "medicine", "copay", "ibuprofen", "gp", "clinic", "vitamins", "optician", "therapy", "therapist", "chemist", "cardiologist", "specialist", "surgeon", "podiatrist", "hearing aid", "hearing aids", "pathology", "scripts", ...MEDICAL_SUPPLIES],
  },
  {
    keys: ["helper", "maid", "nanny", "cleaner", "housekeeper", "au pair", "domestic help"],
    members: ["helper", "maid", "nanny", "cleaner", "cleaning lady", "housekeeper", "au pair", "domestic worker", "domestic helper", "levy", "salary", "wages"],
  },
  {
    keys: ["drinks", "alcohol", "booze", "drinking"],
    // Round 28: where drink is bought and what else is drunk, in the words of several countries ("bottle-o", "BWS" and "Dan
    // Murphy's" in Australia, "la SAQ" in Quebec, the LCBO in Ontario, an "offie" in England): "slab" and "spirits" are left
    // out, since they are said of other things ("a concrete slab", "in good spirits").
    members: ["beer", "beers", "wine", "pub", "bar", "drinks", "cocktail", "cocktails", "pints", "pint", "whisky", "gin", "bottle o", "bottle shop", "bottleshop", "bws", "dan murphy", "liquor", "liquor store", "saq", "lcbo", "off licence", "offie", "champagne", "bubbly", "prosecco", "cava", "vodka", "rum", "bourbon", "tequila", "cider", "booze", "brandy", "whiskey"],
  },
  // Round 34: outdoor gear, bought by the thing ("new trekking poles", "sleeping bag rated to minus ten", "waterproof gaiters").
  {
    keys: ["gear", "equipment", "outdoor gear", "hiking gear", "camping gear", "trekking gear"],
    members: ["trekking poles", "hiking poles", "walking poles", "poles", "sleeping bag", "sleeping mat", "sleeping pad", "tent", "backpack", "rucksack", "daypack", "headlamp", "head torch", "gaiters", "pack cover", "rain cover", "crampons", "ice axe", "carabiner", "harness", "camp stove", "water filter", "hiking boots", "trekking boots", "down jacket", "base layer", "fleece", "dry bag", "trail shoes"],
  },
  // Round 23: a sales tax paid, by the name it has where the writer lives ("IVA" in Portugal, Spain and Italy, "TVA" in
  // France, "GST" in Australia, New Zealand, Singapore and Canada).
  { keys: ["vat", "iva", "tva", "gst", "hst"], members: ["vat", "iva", "tva", "gst", "hst", "mwst", "sales tax", "value added tax"] },
];

const CATEGORY_KEYS = CATEGORIES.map((c) => ({ keys: c.keys.map(phraseWords), members: c.members.map(phraseWords), broad: c.broad === true }));

/** The member lists of the categories the question's words name ("eating out" → restaurants, tascas…). */
export function categoriesNamed(questionWords: readonly string[]): string[][][] {
  const named = CATEGORY_KEYS.filter((c) => c.keys.some((k) => holdsPhrase(questionWords, k)));
  const narrow = named.filter((c) => !c.broad);
  return (narrow.length > 0 ? narrow : named).map((c) => c.members);
}

/** The question's words that name a category ("getting", "around"): they say which category, not what a note must say. */
export function categoryKeyWords(questionWords: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const c of CATEGORY_KEYS) for (const k of c.keys) if (holdsPhrase(questionWords, k)) for (const w of questionWords) if (k.includes(w)) found.add(w);
  return found;
}

/** Whether a note's text holds a member of any of the categories. */
export function inCategory(categories: readonly string[][][], text: string): boolean {
  if (categories.length === 0) return false;
  const noteWords = words(text);
  return categories.some((members) => members.some((m) => holdsPhrase(noteWords, m)));
}
