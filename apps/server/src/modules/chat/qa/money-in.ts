/**
 * Money coming in rather than going out: a client paying the person, an invoice they sent. A freelancer's
 * notes hold both beside their spending ("Lumen paid invoice #219", "invoiced Halvorsen $640"), and
 * neither is spending: "how much did I spend" must leave them out, "how much did clients pay me" takes
 * only the first, "how much have I invoiced" only the second.
 */

/** A figure's sign or code before it, Peru's "S/" among them (Round 34): "$", "US$", "S/.", "USD 60". */
const SIGN = String.raw`(?:[$£€₹¥₩₵]|[A-Z]{1,3}\$|S\/\.?|GH[₵¢]|(?:USD|PEN|GHS|CFA|FCFA|XOF)\s?)`;
/** A figure with its currency, signed before or named after it: "$50", "S/ 40", "35 dollars", "260 soles". */
const SUM = String.raw`(?:${SIGN}\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars|soles|euros|pounds|bucks|pesos|cedis|USD|PEN|GHS|CFA)\b)`;

/** Cues of money received, whoever the subject: "paid me", "got paid", "the e-transfer came through", "invoice settled". */
const RECEIVED = new RegExp(
  [
    String.raw`\bpaid (?:me|us)\b`,
    String.raw`\bgot paid\b`,
    // The writer's own sale ("sold 12 jars of honey, 6,000", "we sold the couch for $80"), and takings "made" at a stall or
    // a sale ("made 4,750", "made $300 at the market"); another's sale ("Dave sold his boat") is his.
    String.raw`(?:^\s*|[,;:]\s*|\b(?:i|we)\s+)(?:just\s+|finally\s+)?sold\b`,
    String.raw`(?:^\s*|[,;:]\s*|\b(?:i|we)\s+)made\s+(?:(?:about|around|over|nearly|almost)\s+)?(?:(?:[$£€₹¥₩]|[A-Z]{1,3}\$)\s?\d|\d[\d,.]*k?(?=\s*(?:[,.;!?]|$)|\s+(?:in|from|at|on|off|selling|profit|bob|dollars|euros|pounds|quid|shillings)\b))`,
    String.raw`\bearned\b`,
    String.raw`\bpayout\b`,
    String.raw`\be-?transfer(?:red)?\b.{0,20}\b(?:came|landed|arrived|hit|cleared)\b`,
    String.raw`\b(?:wire|payment|transfer|cheque|check)\b.{0,12}\b(?:landed|came (?:in|through)|arrived|cleared|hit the account)\b`,
    // Round 42: a cheque that "came", bare, or told with what or whom it is for ("Co-op cheque for 48 jars came, $432",
    // "the exporter's cheque came, T$275"); one that came back (bounced) or came to a figure (a bill's total) is not.
    String.raw`\bcheques?\s+(?:(?:for|from)\s+(?:[\p{L}\d'’-]+\s+){1,3})?came\b(?!\s+(?:to|back)\b)`,
    String.raw`\bcame through\b`,
    // A landlord's rent in: "rent hit the account", "rent came in from the tenants", "$1,300 from the tenants".
    String.raw`\brent\b[^.;!?]{0,30}\b(?:hit the (?:account|bank)|landed|came in|came through|arrived|received|in from)\b`,
    // "got the April rent from the upper portion", "collected the rent"; "the tenant upstairs paid rent for…".
    String.raw`\b(?:got|collected|received)\s(?:the\s|our\s|this\s)?(?:[a-z'’]{3,12}\s)?rent\b(?!\s(?:receipt|agreement|increase|notice|hike))`,
    String.raw`\b(?:tenants?|renters?|lodgers?|boarders?)(?:\s(?:upstairs|downstairs|next door))?\s(?:paid|sent|transferred)\b`,
    String.raw`\b(?:hit|landed in|went into|came into) (?:the|my|our) (?:account|bank)\b`,
    String.raw`(?:[$£€₹¥₩]|[A-Z]{1,3}\$)\s?\d[\d,.]*k?\s+(?:in )?from (?:the |my |our )?(?:[a-z]+ )?(?:tenants?|renters?|boarders?|lodgers?|flatmates?)\b`,
    // "Paid out, $2,400 in the bank": an amount landed in the account.
    String.raw`(?:[$£€₹¥₩]|[A-Z]{1,3}\$)\s?\d[\d,.]*k?\s+in the bank\b`,
    // A job paid for by whom it was done for: "she paid $150", "they paid $900 cash".
    String.raw`\b(?:he|she|they)\s+paid\s+(?:me\s+|us\s+)?(?:[$£€₹¥₩]|[A-Z]{1,3}\$|\d)`,
    String.raw`\binvoice\b.{0,12}\b(?:settled|got paid|was paid|paid up)\b`,
    // Round 34: tips received ("tipped me USD 60", "propina of 35 dollars from the Swiss hikers", "a $100 tip from…", "left me
    // US$ 45 in an envelope"), money put into the writer's account ("deposited PEN 540 to my BCP account") and a sum that
    // "came in" ("260 soles came in").
    String.raw`\btipped (?:me|us)\b`,
    String.raw`\b(?:tip|tips|propina|propinas|gratuity)\s+(?:of\s+)?${SUM}\s+from\b|${SUM}\s+(?:tip|propina)\s+from\b`,
    String.raw`\bleft (?:me|us) (?:a )?${SIGN}\s?\d`,
    String.raw`\b(?:deposited|transferred|wired)\b[^.;!?]{0,40}\b(?:to|into|in) (?:my|our) (?:\p{L}+ )?(?:account|bank)\b`,
    String.raw`${SUM}\s+(?:came in|landed|arrived)\b`,
    String.raw`\bcleared (?:their|the|his|her|its) (?:[$£€₹¥₩]?[\d,.]+ )?invoice\b`,
    // "Riaan gave me R300 towards…", "Ayesha EFT'd me for the dinner": money handed or sent to the writer.
    String.raw`\bgave (?:me|us) (?:back )?(?:[$£€₹¥₩₵]|[A-Z]{1,3}\$|RM?\s?\d|S\/|GH[₵¢]|(?:GHS|CFA|FCFA|XOF)\s?\d|\d|(?:his|her|their) (?:share|money|half))`,
    String.raw`\b(?:eft'?e?d|venmo'?e?d|zelled|paypal'?l?ed|revolut'?e?d|paid ?pal'?l?ed|e-?transferred|transferred|(?:paynow|paylah|gcash|upi|bizum|swish|mobilepay|twint|tikkie|m-?pesa|interac)(?:'?-?e?d)) (?:me|us)\b`,
    // Round 38: Ghana's (and Uganda's) mobile money as a verb, with or without "me": "Kofi MoMo'd GHS 200", "momo'd me 50".
    String.raw`\bmomo'?e?d\b`,
  ].join("|"),
  "iu",
);

/** Words that cannot be a payer opening a note: the writer, or an adverb of theirs ("just paid $40 for…"). */
const NOT_A_PAYER = new Set(["i", "we", "me", "my", "our", "us", "just", "finally", "already", "also", "then", "and", "so", "have", "had", "ve", "i've", "we've", "still", "only", "never"]);

/**
 * Someone else paying, told by the note's opening subject ("Halvorsen paid the menu invoice", "Studio Ardent sent another
 * $800", "Ferncliff paid $500"): a verb of paying right after a short run of words with no first person, then an amount,
 * an invoice, or their money or share ("Clodagh transferred her hen money"). "Pascale paid for the tickets" (what she covered) and "Catrin sent the tickets" (no money) are not.
 * Round 34: paying by Peru's wallets is paying too ("Percy yapeó S/. 150 more").
 */
const OTHER_PAYS = /^\s*(\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?[\p{L}'’-]+){0,3}?)\s+(?:paid|sent|wired|transferred|e-?transferred|yape[óo]|pline[óo])\s+(?:(?:me|us)\s+)?(?:(?:back|the|their|his|her|another|half|it|of it|in full)[,\s]+)*(?:[$£€₹¥₩₵]|[A-Z]{1,3}\$|R\s?\d|S\/|GH[₵¢]|(?:usd|cad|aud|gbp|eur|zar|USD|CAD|AUD|GBP|EUR|ZAR|GHS|CFA|FCFA|XOF)\b|\d|#\d|(?:[\p{L}#\d-]+\s+){0,3}(?:invoice|money|share)\b|invoice\b)/u;
/** "Halvorsen paid, finally", "Lumen finally paid!": a payment told with no amount, which a count of payments holds. */
const OTHER_PAID = /^\s*(\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?[\p{L}'’-]+){0,3}?)\s+(?:\p{L}+ly\s+)?paid(?:\s+up)?\s*(?:[,.!;]|$)/u;

/**
 * Someone else giving money ("Aunty Ronke gave Ada £100 in a card", "Grandad slipped the kids £20"): a gift into the
 * household, not the writer's spending, whoever it was handed to.
 */
const OTHER_GIVES = /^\s*(\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?[\p{L}'’-]+){0,3}?)\s+(?:gave|gifted|handed|slipped|sent)\s+(?:(?:me|us|him|her|them|the kids|the baby|\p{Lu}[\p{L}'’-]*)\s+)(?:(?:a|an|another)\s+)?(?:[$£€₹¥₩₵]|[A-Z]{1,3}\$|R\s?\d|GH[₵¢]|(?:GHS|CFA|FCFA|XOF)\s?\d|\d)/u;

/** What is paid rather than who pays: "Deposit paid £1,500", "power bill paid" were paid by the writer. */
const PAID_THINGS = new Set(["deposit", "bill", "bills", "fee", "fees", "balance", "rent", "invoice", "tab", "ticket", "tickets", "insurance", "tax", "taxes", "deductible", "fine", "premium", "retainer", "subscription", "order", "booking", "mortgage", "loan", "it", "everything", "all"]);

/**
 * Round 42: a customer told by its role, not its name, opening the note and paying an amount ("the church choir paid 1,200
 * cedis for the twelve robes", "vanilla buyer paid T$340 cash"): money in. Only heads that are payers of a seller's goods or
 * work, so "parking paid $5" and "the water bill paid, $80" (the thing paid) stay the writer's; a place is one only when it
 * pays ("the hotel paid 18,000"), never "at the hotel, paid…" (the words before the head may not be a preposition).
 */
const ROLE_PAYS = new RegExp(
  String.raw`^\s*(?:(?:the|a|an|one|my|our|that|this)\s+)?((?:[\p{Ll}\d'’-]+\s+){0,2}?)(?:buyers?|customers?|clients?|exporters?|traders?|hotels?|choirs?|church|schools?|compan(?:y|ies)|agenc(?:y|ies)|co-?op|cooperative)\s+(?:(?:in|at|from|of)\s+\p{Lu}[\p{L}'’-]*\s+)?(?:\p{Ll}+ly\s+|also\s+|just\s+)?paid\s+(?:(?:me|us)\s+)?(?:${SIGN}\s?\d|\d)`,
  "iu",
);
/** Words before a payer's role that make it no subject: a place the writer was at, or the writer. */
const NOT_BEFORE_ROLE = new Set(["at", "in", "to", "from", "for", "with", "by", "on", "i", "we", "me", "us", "my", "our", "i've", "we've"]);

function rolePays(text: string): boolean {
  const m = ROLE_PAYS.exec(text);
  return m !== null && !(m[1]!.toLowerCase().match(/[\p{L}\d'’-]+/gu) ?? []).some((w) => NOT_BEFORE_ROLE.has(w));
}

export function isReceived(text: string): boolean {
  if (RECEIVED.test(text) || rolePays(text)) return true;
  // A payer opens the note with a capital, a name or a business: not the writer, nor the thing paid.
  const m = OTHER_PAYS.exec(text) ?? OTHER_PAID.exec(text) ?? OTHER_GIVES.exec(text);
  if (!m) return false;
  const subject = m[1]!.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  return !subject.some((w) => NOT_A_PAYER.has(w)) && !PAID_THINGS.has(subject[subject.length - 1] ?? "");
}

/** An invoice the person sent out: "invoiced Halvorsen $640", "sent invoice #231 to Lumen", "invoice out to Quill & Pine". */
const INVOICED = /\binvoiced\b(?!\s+me\b)|\bbilled\b(?!\s+me\b)|\binvoice\s+(?:#?\d+\s+)?(?:out\s+)?to\b|\bsent\s+(?:[\p{L}&'’-]+\s+){0,3}?(?:(?:an?|the|my)\s+)?invoice\b|\binvoice\s+(?:sent|out)\b/iu;

export const isInvoiced = (text: string) => INVOICED.test(text) && !isReceived(text);
