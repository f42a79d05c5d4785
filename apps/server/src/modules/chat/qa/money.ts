import { LruCache, wordTable } from "@life/contracts";
import { getCountryForTimezone } from "countries-and-timezones";
import { isInvoiced, isReceived } from "./money-in.js";
import { homePesos, withDotThousands } from "./dot-thousands-64.js";
import { dollarsAbroad, usDollarFigures } from "./us-dollars-58.js";
/** Amounts of money in a note: "$318.46", "£22", "€4.20", "₹2000", "₩54,200", "1,380 dollars", or a bare "142.10". */
export interface Amount {
  value: number;
  /** "$", "£", "€", "₹"…, or "" when the note gave no currency. */
  currency: string;
}

/**
 * Dollars told apart by the country written before the sign ("NZ$118", "US$189") or named in a
 * question ("in NZ dollars"), shown as their codes. A plain "$" stays the person's own dollars.
 */
const DOLLAR_PREFIXES: Readonly<Record<string, string>> = wordTable({ nz: "NZD", us: "US$", c: "CAD", ca: "CAD", s: "SGD", hk: "HKD", fj: "FJD" });
// Round 35: Australia's dollars by the country's words ("in Australian dollars", "32 Aussie dollars"), and New Zealand's by "Kiwi".
const DOLLAR_COUNTRIES: Readonly<Record<string, string>> = wordTable({ nz: "NZD", kiwi: "NZD", us: "US$", american: "US$", canadian: "CAD", singapore: "SGD", fijian: "FJD", fiji: "FJD", australian: "AUD", aussie: "AUD" });
/** Dollars shown by their country ("US$", "NZD", "AUD"): one who writes a bare "$" for their own writes these for others'. */
export const COUNTRY_CURRENCIES: ReadonlySet<string> = new Set([...Object.values(DOLLAR_PREFIXES), ...Object.values(DOLLAR_COUNTRIES), "AUD"]);

/** Currency codes, written before or after the figure ("CHF 39", "39 chf"), and how an amount in each is shown. */
const CODES: Readonly<Record<string, string>> = wordTable({
  usd: "US$", cad: "CAD", aud: "AUD", gbp: "£", eur: "€", inr: "₹", jpy: "¥", mxn: "MXN", chf: "CHF", sek: "kr", nok: "kr", dkk: "kr", thb: "THB", myr: "MYR", pln: "PLN", aed: "AED", zar: "R", nzd: "NZD", sgd: "SGD", hkd: "HKD", czk: "CZK", huf: "HUF", brl: "R$", fjd: "FJD", krw: "₩",
  // East Africa's shillings, by their codes and the signs written before a figure ("KSh 6,800", "Tsh 42,000", "USh 5,000").
  // The Philippine peso by its code, as Manila writes it before a figure ("PHP 15,000", "Php 2,400").
  php: "₱",
  // Round 38: Ghana's cedi by its code ("GHS 185.50"), and West Africa's CFA franc by the codes Lomé and Abidjan write ("XOF
  // 24,000", "FCFA 15,000", "3,500 CFA"); the central bank's "XAF" is the same franc's other zone.
  ghs: "GH₵", cfa: "CFA", fcfa: "CFA", xof: "CFA", xaf: "CFA",
  // Round 64: the pesos of Uruguay, Chile and Argentina and Iceland's króna by their codes ("UYU 17.050", "CLP 120.000",
  // "ISK 21.400"); Colombia's "COP" is left out, being a word ("a cop 200 metres away").
  uyu: "UYU", clp: "CLP", ars: "ARS", isk: "kr",
  kes: "KSh", ksh: "KSh", kshs: "KSh", tzs: "TSh", tsh: "TSh", tshs: "TSh", ugx: "USh", ush: "USh", ushs: "USh",
});
/** Currencies written out in words, after the figure: on a trip abroad the note names them ("650 pesos"). */
const WORDS: Readonly<Record<string, string>> = wordTable({
  dollars: "$", bucks: "$", pounds: "£", quid: "£", euros: "€", rupees: "₹", yen: "¥", pesos: "MXN", peso: "MXN", francs: "CHF", kr: "kr", kroner: "kr", kronor: "kr", krona: "kr", baht: "THB", zł: "PLN", zloty: "PLN", dirhams: "AED", lira: "TRY", rand: "R", rands: "R", forint: "HUF", ringgit: "MYR", koruna: "CZK", reais: "R$", reals: "R$",
  // The Korean won, after a figure only ("21,800 won"): before one it is the verb ("won 3-1").
  won: "₩",
  // Peru's sol, after a figure only ("26 soles"): "the soles of my boots" follow no figure.
  soles: "S/",
  // Round 38: the cedi written out after a figure ("42 cedis").
  cedis: "GH₵", cedi: "GH₵",
  // Round 64: the króna's Icelandic plural ("2450 krónur").
  krónur: "kr", kronur: "kr",
});
/**
 * Shillings named by their country, after a figure or in a question ("60,000 Tanzanian shillings", "in Kenyan shillings").
 * Shillings with no country, and the signs East Africa writes for its own ("sh 3,450", "4,500 bob", "14,500/="), are
 * the writer's own money, as a bare figure is (LOCAL_SHILLINGS).
 */
const SHILLING_COUNTRIES: Readonly<Record<string, string>> = wordTable({ kenyan: "KSh", kenya: "KSh", tanzanian: "TSh", tanzania: "TSh", ugandan: "USh", uganda: "USh" });
/** Only a question says these ("in euro"). */
const QUESTION_WORDS: Readonly<Record<string, string>> = wordTable({ euro: "€" });
// Round 64: Uruguay's peso sign, "$U" before the figure ("$U 540"), read before a bare "$" is.
const SYMBOLS: Readonly<Record<string, string>> = wordTable({ $: "$", $u: "UYU", "£": "£", "€": "€", "₹": "₹", "¥": "¥", "₩": "₩", "₱": "₱", "฿": "THB", rs: "₹", ...CODES, ...WORDS, ...QUESTION_WORDS });

/** A word of the money tables ("uyu", "kr", "pesos"), lowered, its dot gone ("kr."). */
const isCurrencyWord = (word: string): boolean => SYMBOLS[word.replace(/\.$/, "")] !== undefined;

/** Words that name a currency, which are no topic of a question ("how much in pesos"). */
export const CURRENCY_WORDS: readonly string[] = Object.keys({ ...WORDS, ...QUESTION_WORDS, ...CODES });

/** A question with its "in NZ dollars" taken out: the country only tells which dollars, it is no topic. */
export function withoutCountryDollars(text: string): string {
  return text.replace(EVERY_COUNTRY_DOLLARS, " ");
}

/**
 * The tables' own keys, longest first, as a RegExp alternation. Only these constant tables reach
 * it, never user text; a key that is not plain letters would change the pattern, so it is refused.
 */
function either(keys: readonly string[]): string {
  const odd = keys.find((key) => !/^\p{Ll}+$/u.test(key));
  if (odd !== undefined) throw new Error(`currency key ${JSON.stringify(odd)} is not plain lowercase letters`);
  return [...keys].sort((a, b) => b.length - a.length).join("|");
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const PREFIXED = new RegExp(String.raw`(?<![\p{L}\d])(?<sym>${either(Object.keys(DOLLAR_PREFIXES))})\$\s?(?<n>${NUMBER})`, "giu");
const COUNTRY_DOLLARS = new RegExp(String.raw`\bin (?:(?:the|their)\s+)?(?:(${either(Object.keys(DOLLAR_COUNTRIES))}) dollars?|(${either(Object.keys(SHILLING_COUNTRIES))}) shill?ings?)\b`);
/** Round 35: a country's dollars after the figure, "32 Aussie dollars", "50 US dollars", "40 NZ dollars". */
const DOLLARS_OF_COUNTRY = new RegExp(String.raw`(?<![\w.])(?<n>${NUMBER})\s?(?<sym>${either(Object.keys(DOLLAR_COUNTRIES))})\s+dollars?\b`, "giu");
/** Round 35: Australia's dollar signs, "A$ 40", "AU$ 27.50", matched by case ("a$5" is no sign). */
const AUSTRALIAN_SIGN = new RegExp(String.raw`(?<![\p{L}\d])AU?\$\s?(?<n>${NUMBER})`, "gu");
/** The same, every one and in any case, compiled once: a question's own text, not lowered. */
const EVERY_COUNTRY_DOLLARS = new RegExp(COUNTRY_DOLLARS.source, "gi");
// Round 37: the baht's sign, "฿850", is the "THB" and "baht" the same notes write.
// Round 64: the krona's "kr." before a figure ("kr. 18.000"), as Scandinavia and Iceland also write it, and Uruguay's "$U".
const BEFORE = new RegExp(String.raw`(?<sym>\$U|[$£€₹¥₩₱฿]|\b(?:${either(Object.keys(CODES))}|rs\.?|kr\.?))\s?(?<n>${NUMBER})`, "giu");
/** A currency after a figure: a sign, a code or a word ("4.90€", "39 chf", "650 pesos"). Fixed tables only. */
const SIGN_AFTER = String.raw`(?<sym>[$£€₹¥₩₱฿]|(?:${either([...Object.keys(CODES), ...Object.keys(WORDS)])})(?![\p{L}]))`;
const AFTER = new RegExp(String.raw`(?<![\w.])(?<n>${NUMBER})\s?${SIGN_AFTER}`, "giu");
/**
 * Cents after a comma, thousands grouped by a space or a dot: how most of Europe and Latin America write money ("84,60 €",
 * "3 518,40 €", "€ 12,50", "1.234,56 EUR", Quebec's "12,50 $"). Read only beside a currency sign, code or word, and only
 * with two digits after the comma, so "4,600 $" stays four thousand six hundred and a bare "12,50" stays unread; a
 * space-grouped figure needs the sign right after it ("3 412 €"). Fixed tables only.
 */
const COMMA_NUMBER = String.raw`\d{1,3}(?:[.\u00a0\u202f ]\d{3})*,\d{2}|\d{1,3}(?:[\u00a0\u202f ]\d{3})+`;
const COMMA_AFTER = new RegExp(String.raw`(?<![\w.,])(?<n>${COMMA_NUMBER})(?![\d,])\s?${SIGN_AFTER}`, "giu");
const COMMA_BEFORE = new RegExp(String.raw`(?<sym>€|\b(?:${either(Object.keys(CODES))}))\s?(?<n>${COMMA_NUMBER})(?![\d]|[.,]\d)`, "giu");
/** "3 518,40" → "3518.40". */
const commaFigure = (n: string): string => n.replace(/[.\u00a0\u202f ]/g, "").replace(",", ".");
/** "60,000 Tanzanian shillings", "5,000 Kenya shillings": a country's shillings after the figure. */
const COUNTRY_SHILLINGS = new RegExp(String.raw`(?<![\w.])(?<n>${NUMBER})\s?(?<sym>${either(Object.keys(SHILLING_COUNTRIES))})\s+shill?ings?\b`, "giu");
/**
 * The writer's own shillings, told by a sign and no country: "sh 3,450" or "Shs 800" before the figure; "shillings", "bob"
 * (in lower case: "Bob" is a name) or the East African "/=" and "/-" after it ("14,500/=").
 */
const LOCAL_SHILLINGS_BEFORE = /(?<![\p{L}\d])(?:[sS]hs?\.?)\s?(?<n>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\p{L}\d])/gu;
const LOCAL_SHILLINGS_AFTER = new RegExp(String.raw`(?<![\w.])(?<n>${NUMBER})(?:\s?(?:[sS]hill?ings?|bob)\b|\/[=-])`, "gu");
/** The rand's sign, a capital R before the figure ("R450"), matched by case: "r 2" or "br 20" is none. */
const RAND = new RegExp(String.raw`(?<![\p{L}\d])R\s?(?<n>${NUMBER})(?![\p{L}\d])`, "gu");
/**
 * The peso's sign as Manila types it without the "₱" key: a capital P straight before a figure of three digits or more
 * ("P850", "P2,450"), matched by case; "P45" or "P60" are forms, "p 12" a page.
 */
const PESO_P = /(?<![\p{L}\d])P(?<n>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{3,}(?:\.\d{1,2})?)(?![\p{L}\d])/gu;
/** The ringgit's sign, "RM" before the figure ("RM540", "RM 12"), matched by case: "rm 2" may be a room. */
const RINGGIT = new RegExp(String.raw`(?<![\p{L}\d])RM\s?(?<n>${NUMBER})(?![\p{L}\d])`, "gu");
/**
 * Peru's sol by its sign, "S/" or "S/." before the figure ("S/ 45", "S/. 47.50", "S/45"), and by its code "PEN" before or
 * after it; both matched by case: "s/he" is no sign, and "pen 2" is a pen.
 */
const SOL = new RegExp(String.raw`(?<![\p{L}\d])S\/\.?\s?(?<n>${NUMBER})(?![\p{L}\d])|(?<![\p{L}\d])PEN\s?(?<n2>${NUMBER})(?![\p{L}\d])|(?<![\w.])(?<n3>${NUMBER})\s?PEN(?![\p{L}\d])`, "gu");
/**
 * Round 38: the cedi's sign, "GH₵" or "GH¢" (the cent sign Ghana's keyboards lack "₵" for) before the figure ("GH₵ 270",
 * "GH¢250"), or "₵" alone; matched by case, so "gh" of a word is none.
 */
const CEDI = new RegExp(String.raw`(?<![\p{L}\d])(?:GH[₵¢]|₵)\s?(?<n>${NUMBER})(?![\p{L}\d])`, "gu");
/** The forint's sign, "Ft" after the figure ("11,000 Ft"), matched by case: "6 ft" is a length. */
const FORINT = new RegExp(String.raw`(?<![\p{L}\d.])(?<n>${NUMBER})\s?Ft(?![\p{L}\d])`, "gu");
/** "in euros", "how many pounds", or a sign: the currency a question asks in. */
const NAMED = new RegExp(String.raw`(?:\bin |\bhow many )(${either(CURRENCY_WORDS)})\b|([€£₹¥₩])`);
/** A bare decimal with cents ("sobeys 142.10"), which is money far more often than not. */
const BARE = /(?<![\w.,$£€₹¥₩฿])(\d{1,5}\.\d{2})(?![\w.%])/g;
/**
 * A whole figure standing alone, its thousands grouped or not ("4,600"), or thousands told by a "k" ("18k", "17.5k"): not
 * run into letters, other figures or a sign ("9am", "14-17", "+40/wk", "₺1200").
 */
const WHOLE = /(?<![\p{L}\p{N}\p{Sc}.,:/+!#@_-])(?:([1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,4})|([1-9]\d{0,2}(?:\.\d)?)[kK])(?![\p{L}\p{N}%:/-]|[.,]\d)/gu;
/**
 * A bare "18k" is money only beside a word of money (paid, dues, a loan…) or a sum from someone ("20k from Kariuki"): a runner's
 * "Sunday 8k" or "8k with the club" is a distance, and a note with an amount is no longer counted as an outing.
 */
const MONEY_WORDS = /\b(?:paid|pay|pays|spent|spend|bought|buy|cost|costs|fees?|dues|contributions?|contributed|lent|loan|loaned|owes?|owed|sent|gave|given|handed|price|quoted?|budget|salary|rent|deposit|cash|money|installments?|instalments?|sold|invoice|bill|refund)\b/i;
const FROM_NAME = /\bfrom \p{Lu}/u;
/** Words before a "k" that make it a race: "the 10k", "a 5k", "my first 5k". */
const RACE_BEFORE = new Set(["a", "an", "the", "my", "first", "last", "next", "every", "per"]);
/** Going on foot, wheel or water, which a "5k" measures: "ran 5k", "a 10k race", "jogged 5k", "5k parkrun". */
const DISTANCE_WORDS = /^(?:run|runs|ran|running|race|jog|jogs|jogged|jogging|walk|walks|walked|walking|swim|swam|swimming|row|rowed|rowing|ride|rode|cycle|cycled|cycling|bike|biked|hike|hiked|parkrun|km|steps)$/;
/** Words before a figure that make it a time, a place in a series or a measure: "at 3", "table for 4", "room 214", "pb 140". */
const NOT_MONEY_BEFORE = new Set([
  ..."jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december".split(" "),
  ..."mon monday tue tues tuesday wed weds wednesday thu thur thurs thursday fri friday sat saturday sun sunday the a an turned turns model version site on".split(" "),
  "at", "by", "for", "till", "until", "to", "from", "before", "after", "around", "about", "of", "day", "room", "gate", "platform", "no", "number", "top", "aged", "age", "level", "size", "page", "chapter", "ep", "episode", "season", "pb", "row", "seat", "table", "line", "route", "flight", "track", "under", "over", "x", "than", "only", "every", "last", "first", "next",
  // Prepositions of extent: "only got through 40", "up past 30", "into 12" count or place, and pay nothing.
  "through", "thru", "past", "into", "within", "toward", "towards", "between", "per"]);
/** Words after a figure that it counts or dates: "4 nights", "31 today", "3 nov", "an easy 3 mile jog". */
const UNIT_AFTER = new Set(
  (
    "today tonight yesterday am pm k km kg lb lbs m mi mile x time times min mins hr hrs h sec yo year years day days week weeks month night hour " +
    "lap rep set step floor page chapter person guest glass cup pint bottle star degree point goal game round hole " +
    "jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december of out more new old people each"
  ).split(" "),
);
/** Words after a figure that go on telling the payment: "lent hemi 200 for rent", "suit hire 180, paid", "310 fitted", "45,000 via the paybill". */
const PAYMENT_AFTER = new Set(["via", "through", "for", "at", "on", "in", "from", "cash", "paid", "split", "total", "all", "incl", "including", "return", "fitted"]);

/**
 * A terse ledger line leaves the currency off a whole figure ("petrol 77 mobil", "thai on dominion rd 34",
 * "tyres 310 fitted"). Read only when the note names no other amount, and only a figure that ends its line
 * or clause, is followed by one last word, or by a word that goes on telling the payment; not a figure
 * opening the note ("2 coffees w/ jules 11" spent 11), one before a plural or a unit it counts ("2 nights",
 * "31 today"), one after a word that makes it a time or a place in a series, nor one beside another figure.
 */
function bareWholes(text: string): Array<{ index: number; end: number; raw: string }> {
  const found: Array<{ index: number; end: number; raw: string }> = [];
  for (const m of text.matchAll(WHOLE)) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const previous = /([\p{L}\p{N}]+)[^\p{L}\p{N}]*$/u.exec(before)?.[1]?.toLowerCase();
    const next = /^[^\p{L}\p{N},;.!?)]*([\p{L}\p{N}]+)/u.exec(after)?.[1]?.toLowerCase();
    const thousands = m[2] !== undefined;
    // "18,000 on M-Pesa" names how it was paid; a grouped figure "on" anything else may be what it is owed on or over.
    if (m[1] !== undefined && m[1].includes(",") && next === "on" && !/^\s+on\s+\p{Lu}/u.test(after)) continue;
    if (previous === undefined || previous.length === 1 || SYMBOLS[previous] !== undefined || /^\d/.test(previous)) continue;
    // Thousands are no time, seat or date ("for 18k", "July, 18k"), but may be a race ("the 10k", "a 5k").
    if (thousands ? RACE_BEFORE.has(previous) : NOT_MONEY_BEFORE.has(previous)) continue;
    if (thousands && (DISTANCE_WORDS.test(previous) || (next !== undefined && DISTANCE_WORDS.test(next)) || !(MONEY_WORDS.test(text) || FROM_NAME.test(text)))) continue;
    if (next !== undefined && /^\s/.test(after)) {
      if (/^\d/.test(next) || UNIT_AFTER.has(next) || (next.length > 3 && next.endsWith("s") && !next.endsWith("ss"))) continue;
      // Any other word after it must go on telling the payment, or end the line ("petrol 77 mobil"): "easy 3 mile jog" measures.
      if (!PAYMENT_AFTER.has(next) && (after.match(/[\p{L}\p{N}]+/gu) ?? []).length > 1) continue;
    } else if (/[\p{L}\p{N}]/u.test(after) && !/^\s*[,;]\s*(?:paid|cash|fitted|all in|split|handed|given)\b/u.test(after)) continue;
    if (!thousands && /^(?:19|20)\d\d$/.test(m[1]!)) continue;
    found.push({ index: m.index, end: m.index + m[0].length, raw: thousands ? String(Math.round(Number(m[2]) * 1000)) : m[1]! });
  }
  return found;
}

/** Lakhs and crores after a figure already read as money ("1.05 lakh", "Rs 2.5 lakhs", "PKR 1 crore"). */
const LAKH_AFTER = /^\s?(?:(lakhs?|lacs?)|crores?)(?![\p{L}\d])/iu;

/**
 * Round 37: a figure read as money and followed by "lakh" or "crore" is that many hundred thousands or ten millions. Only
 * a figure the patterns already took as money is scaled, so a figure in lakhs makes no note money that was none before
 * (Round 36's own pattern for lakhs did, and a held part fell).
 */
function inLakhs(text: string, end: number, value: number): number {
  const unit = LAKH_AFTER.exec(text.slice(end));
  return unit ? Math.round(value * (unit[1] !== undefined ? 100_000 : 10_000_000)) : value;
}

const DIGIT = /\d/;
/** Every amount findAmounts reads has a figure in digits: a note without one names no money, and needs none of its passes. */
export function holdsFigure(text: string): boolean {
  return DIGIT.test(text);
}

export function findAmounts(note: string): Amount[] {
  if (!holdsFigure(note)) return [];
  // Round 64: "$ 16.420" and "150.000 kr." written with the thousands a comma groups, as the patterns below read them.
  const text = withDotThousands(note, isCurrencyWord);
  const found: Array<Amount & { index: number }> = [];
  const taken: Array<[number, number]> = [];
  const add = (index: number, end: number, raw: string, sym: string) => {
    if (taken.some(([s, e]) => index < e && end > s)) return;
    taken.push([index, end]);
    found.push({ index, value: inLakhs(text, end, Number(raw.replaceAll(",", ""))), currency: SYMBOLS[sym.toLowerCase().replace(".", "")] ?? sym });
  };
  // Round 58: US dollars as Uruguay writes them ("U$S 89") and with a decimal comma ("US$ 38,50"), before "US$ 38" is read.
  for (const w of usDollarFigures(text)) add(w.index, w.end, w.raw, "usd");
  for (const m of text.matchAll(COMMA_AFTER)) add(m.index, m.index + m[0].length, commaFigure(m.groups!.n!), m.groups!.sym!);
  for (const m of text.matchAll(COMMA_BEFORE)) add(m.index, m.index + m[0].length, commaFigure(m.groups!.n!), m.groups!.sym!);
  for (const m of text.matchAll(COUNTRY_SHILLINGS)) add(m.index, m.index + m[0].length, m.groups!.n!, SHILLING_COUNTRIES[m.groups!.sym!.toLowerCase()]!);
  // A sign before the figure and a "k" after it: thousands ("$60k", "KSh 18k").
  const signed = (m: RegExpExecArray | RegExpMatchArray, sym: string) => {
    const end = m.index! + m[0].length;
    const k = /^[kK](?![\p{L}\p{N}])/u.test(text.slice(end));
    add(m.index!, end + (k ? 1 : 0), k ? String(Math.round(Number(m.groups!.n!.replaceAll(",", "")) * 1000)) : m.groups!.n!, sym);
  };
  for (const m of text.matchAll(DOLLARS_OF_COUNTRY)) add(m.index, m.index + m[0].length, m.groups!.n!, DOLLAR_COUNTRIES[m.groups!.sym!.toLowerCase()]!);
  for (const m of text.matchAll(AUSTRALIAN_SIGN)) signed(m, "aud");
  for (const m of text.matchAll(PREFIXED)) signed(m, DOLLAR_PREFIXES[m.groups!.sym!.toLowerCase()]!);
  for (const m of text.matchAll(BEFORE)) signed(m, m.groups!.sym!);
  for (const m of text.matchAll(AFTER)) add(m.index, m.index + m[0].length, m.groups!.n!, m.groups!.sym!);
  for (const m of text.matchAll(RAND)) add(m.index, m.index + m[0].length, m.groups!.n!, "zar");
  for (const m of text.matchAll(PESO_P)) add(m.index, m.index + m[0].length, m.groups!.n!, "php");
  for (const m of text.matchAll(RINGGIT)) add(m.index, m.index + m[0].length, m.groups!.n!, "myr");
  // The cedi's sign is rare in notes: a look for its character spares the pattern's pass over every other note.
  if (text.includes("₵") || text.includes("¢")) for (const m of text.matchAll(CEDI)) add(m.index, m.index + m[0].length, m.groups!.n!, "ghs");
  for (const m of text.matchAll(FORINT)) add(m.index, m.index + m[0].length, m.groups!.n!, "huf");
  for (const m of text.matchAll(SOL)) add(m.index, m.index + m[0].length, m.groups!.n ?? m.groups!.n2 ?? m.groups!.n3!, "soles");
  for (const m of text.matchAll(LOCAL_SHILLINGS_BEFORE)) add(m.index, m.index + m[0].length, m.groups!.n!, "");
  for (const m of text.matchAll(LOCAL_SHILLINGS_AFTER)) add(m.index, m.index + m[0].length, m.groups!.n!, "");
  for (const m of text.matchAll(BARE)) add(m.index, m.index + m[0].length, m[1]!, "");
  if (found.length === 0) for (const w of bareWholes(text)) add(w.index, w.end, w.raw, "");
  return found.sort((a, b) => a.index - b.index).map(({ value, currency }) => ({ value, currency }));
}

/** Notes that name an amount but spent nothing: quotes, debts, refunds, income, prices seen. */
const NOT_SPENT = /\b(quot(?:ed|e|es)|estimate[sd]?|owe[sd]?|owing|refund(?:ed)?|sold|earned|salary|payout|got paid|paid me|paying me|pays me|owes me|worth(?!\s+(?:it|the|every)\b)|renewal is|would cost|would be|costs? about|budget|per night|\/night|went up|waiting for a sale|lent|loaned|balance (?:is |was |now )?(?:down |up |now )?(?:to|at))\b|\braised\s+(?:(?:over|nearly|almost|about|around)\s+)?(?:[$£€₹¥₩]|[A-Z]{1,3}\$|\d)|~\s?(?:[$£€₹]|[A-Z]{1,3}\$|RM?(?=\s?\d))|\b(?:wanted|asking|asked for|wants)\s+(?:[$£€₹¥₩]|[A-Z]{1,3}\$|RM?(?=\s?\d)|\d)/i;
/**
 * Round 39: "worth" before an amount is a value ("worth maybe 4k", "worth $2,000"); "worth it", "worth the queue", "worth every
 * cent" praise a thing paid for. A price compared is still none: "the same loupes cost USD 1,200 back in Mexico, so worth it".
 */
const SAME_THING_PRICED = /\bthe same (?:[\p{L}'’-]+\s+){1,3}(?:costs?|is|are|goes for|sells? for)\b/iu;
/** A price seen, not paid: "$499 on sale", "the vanity we like is $499" — unless the note also says it was bought. */
const PRICE_SEEN = /\bon sale\b|\b(?:is|are)\s+(?:only\s+)?(?:[$£€₹¥₩]|[A-Z]{1,3}\$|RM?(?=\s?\d))\s?\d/i;
/**
 * A rate ("R180 a day", "€40 per month", "R500 a head"): a price told, not a payment, unless the note says it was paid.
 * Matched by case for the rand's capital R.
 */
const RATE = /(?:[$£€₹¥₩]|\b[A-Z]{1,3}\$|\bRM?(?=\s?\d))\s?[\d,.]+\s+(?:a|per|an)\s+(?:day|night|week|month|year|head|person|hour|stall|session|class|lesson|visit)\b/u;
const BOUGHT = /\b(bought|ordered|paid|got|picked up|grabbed|booked|spent|rented)\b/i;

/**
 * Paid by the employer, a client, the house or another's card: "hotel is on the company", "the client covered dinner", "work
 * paid for the course", "Emilio did the shop on his card". The amount is told, but the writer spent none of it.
 */
const PAID_BY_OTHERS = /\bon the (?:company|firm|office|client|house|boss)\b|\bon (?:his|her|their) (?:own )?(?:card|tab|account|dime)\b|\b(?:company|firm|employer|office|client|work)\s+(?:is\s+|will\s+)?(?:paid|paying|pays|pay|covered|covers|covering|picked up|picks up|footed)\b/i;

/** Wages paid out ("paid Rosalind her October salary", "paid the nanny's wages"): a salary the writer paid is spending. */
const WAGES_PAID = /\bpaid\s+(?:(?:the|our|my)\s+)?[\p{L}'’]+\s+(?:(?:her|his|their)\s+)?(?:[\p{L}]+\s+)?(?:salary|wages?|pay)\b/iu;

export function isSpending(text: string): boolean {
  if (PAID_BY_OTHERS.test(text)) return false;
  // A salary is income unless the writer paid it to someone.
  if (WAGES_PAID.test(text)) return !isReceived(text);
  // Money in ("Lumen paid invoice #219") and invoices sent out ("invoiced Halvorsen $640") were spent by no one here.
  return !NOT_SPENT.test(text) && !SAME_THING_PRICED.test(text) && !isReceived(text) && !isInvoiced(text) && (!(PRICE_SEEN.test(text) || RATE.test(text)) || BOUGHT.test(text));
}

/** A currency a question names ("in euros", "how many pounds"), as findAmounts spells it. */
export function currencyNamed(lower: string): string | null {
  const country = COUNTRY_DOLLARS.exec(lower);
  if (country) return country[1] !== undefined ? DOLLAR_COUNTRIES[country[1]]! : SHILLING_COUNTRIES[country[2]!]!;
  const m = NAMED.exec(lower);
  if (!m) return null;
  const word = m[1] ?? m[2]!;
  return SYMBOLS[word] ?? word;
}

/** A note that states its own total beside its parts. */
const TOTALLED = /\b(?:total|in total|altogether|all in|all-in|came to|comes to|incl(?:uding|\.)?)\b/i;

/** What a spending note spent: its amounts added up ("$96 exam + $31.20 meds"), in the first one's currency. */
export function spentAmount(text: string): Amount | null {
  if (!holdsFigure(text) || !isSpending(text)) return null;
  const amounts = findAmounts(text);
  const first = amounts[0];
  if (!first) return null;
  const same = amounts.filter((a) => a.currency === first.currency || a.currency === "");
  // "£20 each, £40 in total", "came to $86 with the $12 tip": a total the note states already holds its parts.
  if (same.length > 1 && TOTALLED.test(text)) return { currency: first.currency, value: Math.max(...same.map((a) => a.value)) };
  return { currency: first.currency, value: Math.round(same.reduce((s, a) => s + a.value, 0) * 100) / 100 };
}

/**
 * Amounts added up per currency, shown joined ("€120 + £40"). Figures typed with no currency join
 * the one asked for, or else the one with the largest total, which is the answer's number.
 */
export function totalPerCurrency(amounts: readonly Amount[], askedCurrency: string | null): { text: string; number: number } {
  // "Pesos" written out are the writer's own where the notes sign them "₱" (Manila's), and Mexico's only elsewhere.
  const philippine = amounts.some((a) => a.currency === "₱");
  const peso = (c: string | null) => (philippine && c === "MXN" ? "₱" : c);
  const asked = peso(askedCurrency);
  const totals = new Map<string, number>();
  for (const { currency, value } of amounts) totals.set(peso(currency)!, (totals.get(peso(currency)!) ?? 0) + value);
  const bare = totals.get("") ?? 0;
  totals.delete("");
  const main = asked ?? [...totals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  totals.set(main, (totals.get(main) ?? 0) + bare);
  const rounded = [...totals.entries()].map(([c, v]) => [c, Math.round(v * 100) / 100] as const);
  return { text: rounded.map(([c, v]) => formatAmount(v, c)).join(" + "), number: rounded.find(([c]) => c === main)![1] };
}

/**
 * Amounts added up as `totalPerCurrency` does, with the dollars asked by one whose home money is no dollar (Round 58's
 * `dollarsAbroad`) shown as "US$": a Chilean's or an Egyptian's "$54.40" would read as their own pesos or as nothing.
 */
export function totalAsAsked(all: readonly Amount[], askedFirst: string | null, timeZone?: string): { text: string; number: number } {
  const country = timeZone === undefined ? undefined : countryOfZone(timeZone);
  const abroad = askedFirst !== null && country !== undefined && dollarsAbroad(askedFirst, country) !== null;
  // Round 64: at a peso's home, "$ 780", "1150 pesos" and "$U 540" are one money.
  const { amounts, asked } = abroad ? { amounts: all, asked: askedFirst } : homePesos(all, askedFirst, country);
  if (!abroad || asked === "US$") return totalPerCurrency(amounts, asked);
  return totalPerCurrency(amounts.map((a) => (a.currency === asked ? { ...a, currency: "US$" } : a)), "US$");
}

export function formatAmount(value: number, currency: string): string {
  const fixed = Number.isInteger(value) ? value.toLocaleString("en-US") : value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // A code or a word ("MXN", "kr") follows the figure; a symbol leads it, as Peru's "S/ " does, and a country's dollar sign
  // ("US$", "R$") as the bare "$" does.
  if (currency === "S/" || currency === "GH₵") return `${currency} ${fixed}`;
  return !currency ? fixed : /\p{L}/u.test(currency) && !currency.endsWith("$") ? `${fixed} ${currency}` : `${currency}${fixed}`;
}

/**
 * Money that is no dollar, signed in a note ("S/ 45", "€12", "₱850"): Mexico's pesos are none, as Mexico writes them "$" too.
 */
const isOtherMoney = (currency: string) => currency !== "" && currency !== "$" && currency !== "MXN" && !COUNTRY_CURRENCIES.has(currency);

/**
 * Round 34: one who signs money of another kind ("S/ 47.50" in Cusco) and writes no country's dollars but the US's means by
 * "$50" the US dollars a tourist tipped, as by "USD 60": asked "in dollars", both are the dollars asked. A Kiwi's "$" beside
 * "US$" stays their own wherever no other money is signed.
 */
function dollarsAreForeign(texts: readonly string[]): boolean {
  const currencies = new Set(texts.flatMap((t) => findAmounts(t).map((a) => a.currency)));
  return [...currencies].some(isOtherMoney) && [...currencies].every((c) => c === "US$" || !COUNTRY_CURRENCIES.has(c));
}

/** A dollar sign of the writer's own: "$40", not the "US$" or "NZ$" of a country's dollars. */
const OWN_DOLLAR_SIGN = /(?<![\p{L}])\$/u;

/** Whether "$" is the writer's own money: they write it, and not only beside money of another country. */
export function writesOwnDollars(texts: readonly string[]): boolean {
  return texts.some((t) => OWN_DOLLAR_SIGN.test(t)) && !dollarsAreForeign(texts);
}

/**
 * The currency asked, as the notes' amounts are compared with it. One who never writes a dollar sign of their own (their
 * money is pesos or euros) means by "dollars" the US dollars they write as "USD 890" or "612 dollars" alike: both are
 * the dollars asked. Where "$" is the writer's own money, "US$" stays another currency. `ownDollars` lets a caller that
 * also asks `homeDollars` read every note's amounts once. The note's text, given, tells a peso's "$" from "45 dollars".
 */
export function asAsked(
  asked: string | null,
  texts: readonly string[],
  home: string | null = null,
  ownDollars = () => writesOwnDollars(texts),
  timeZone?: string,
): (amount: Amount, text?: string) => Amount {
  // Round 58: dollars asked by one whose home money, by the zone, is no dollar are US dollars; a "$" there may be the peso.
  const abroad = dollarsAbroad(asked, timeZone === undefined ? undefined : countryOfZone(timeZone));
  if (abroad) return abroad;
  // Round 35: the home country's code ("NZ$35" for a Kiwi) is the writer's own "$".
  const own = (amount: Amount) => (home !== null && amount.currency === home ? { ...amount, currency: "$" } : amount);
  if (asked !== "$" || ownDollars()) return own;
  return (amount) => own(amount.currency === "US$" ? { ...amount, currency: "$" } : amount);
}

/** A zone's country, looked up once a zone: the library rebuilds its zone table on every call (a sum asks on each question). */
const ZONE_COUNTRIES = new LruCache<string, string | null>(256);
export function countryOfZone(timeZone: string): string | undefined {
  let country = ZONE_COUNTRIES.get(timeZone);
  if (country === undefined) ZONE_COUNTRIES.set(timeZone, (country = getCountryForTimezone(timeZone)?.id ?? null));
  return country ?? undefined;
}

/** Round 35: the countries whose own money is a dollar this module knows by its code. */
const COUNTRY_DOLLARS_CODE: Readonly<Record<string, string>> = { NZ: "NZD", AU: "AUD", US: "US$", CA: "CAD", SG: "SGD", HK: "HKD", FJ: "FJD" };

/**
 * Round 35: one who writes a bare "$" for their own money and lives where the dollar is the country's ("Pacific/Auckland")
 * means by that country's code the same money: "NZ$35", "NZD 118.25" and "$64.20" are one currency for a Kiwi, "AUD 65"
 * another. The code they stand for, or null where "$" is no one's own (a Singaporean who writes "S$" throughout). The
 * zone's country comes from the tz database's zone table (countries-and-timezones), aliases included.
 */
export function homeDollars(timeZone: string | undefined, ownDollars: () => boolean): string | null {
  const country = timeZone ? countryOfZone(timeZone) : undefined;
  const code = country === undefined ? null : (COUNTRY_DOLLARS_CODE[country] ?? null);
  return code !== null && ownDollars() ? code : null;
}
