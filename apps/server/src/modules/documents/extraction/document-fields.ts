import { wordTable } from "@life/contracts";
import type { DocumentType, Domain } from "@life/contracts";

/** What the local engine reads from a document's text. Every field may be missing. */
export interface ExtractedFields {
  document_type: DocumentType;
  document_date: string | null;
  amount: number | null;
  currency: string | null;
  /** The business or sender at the top of the document, e.g. "Home Depot". */
  vendor: string | null;
  title: string | null;
  tags: string[];
  domains: Domain[];
  categories: string[];
}

/** Only this much of the text is read: totals, dates and letterheads sit near the start or end. */
const MAX_SCAN_CHARS = 40_000;

const TYPE_WORDS: Record<Exclude<DocumentType, "other" | "note">, RegExp[]> = {
  receipt: [/\breceipt\b/i, /\btotal\b/i, /\bcashier\b/i, /\bchange due\b/i, /\bsubtotal\b/i, /\bthank you for shopping\b/i, /\bvisa\b|\bmastercard\b|\bdebit\b/i, /\bstore\b|\bregister\b/i],
  invoice: [/\binvoice\b/i, /\bbill to\b/i, /\bdue date\b/i, /\bamount due\b/i, /\bpayment terms\b/i, /\binvoice (no|number|#)/i],
  contract: [/\bagreement\b/i, /\bcontract\b/i, /\bhereby\b/i, /\bparties\b/i, /\bterm(s)? and conditions\b/i, /\bsignature\b/i, /\bwhereas\b/i],
  report: [/\breport\b/i, /\bsummary\b/i, /\bfindings\b/i, /\banalysis\b/i, /\bresults\b/i, /\bquarter(ly)?\b/i],
  letter: [/^\s*dear\b/im, /\bsincerely\b/i, /\bkind regards\b|\bbest regards\b|\byours truly\b/i, /\bto whom it may concern\b/i],
};

const CATEGORIES: Record<DocumentType, string> = {
  receipt: "purchases",
  invoice: "bills",
  contract: "legal",
  report: "reports",
  letter: "correspondence",
  note: "notes",
  other: "documents",
};

const WORK_WORDS = /\b(client|customer|project|company|inc\.?|ltd\.?|llc|gmbh|employer|employee|business|quarterly|meeting)\b/i;
const SOCIAL_WORDS = /\b(wedding|birthday|party|invitation|friend|family|dear)\b/i;

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_NAME = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DATE_PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => [number, number, number] | null }> = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // US order first: the product's users write 03/14/2026; 14/03/2026 is read day-first when the first number cannot be a month.
  {
    re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    read: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
      return a > 12 ? [year, b, a] : [year, a, b];
    },
  },
  { re: /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, read: (m) => [Number(m[3]), Number(m[2]), Number(m[1])] },
  { re: new RegExp(`\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"), read: (m) => [Number(m[3]), monthOf(m[1]!), Number(m[2])] },
  { re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME}\\.?,?\\s+(\\d{4})\\b`, "gi"), read: (m) => [Number(m[3]), monthOf(m[2]!), Number(m[1])] },
];

function monthOf(name: string): number {
  const lower = name.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(lower)) + 1;
}

function validDate([year, month, day]: [number, number, number]): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The first date on a line that says "date", else the first date in the text. */
export function findDocumentDate(text: string): string | null {
  let first: { at: number; value: string } | null = null;
  let labelled: { at: number; value: string } | null = null;
  for (const { re, read } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const parts = read(m);
      const value = parts && validDate(parts);
      if (!value) continue;
      if (!first || m.index < first.at) first = { at: m.index, value };
      const lineStart = text.lastIndexOf("\n", m.index) + 1;
      if (/\bdate\b|\bdated\b|\bissued\b/i.test(text.slice(lineStart, m.index)) && (!labelled || m.index < labelled.at)) labelled = { at: m.index, value };
    }
  }
  return (labelled ?? first)?.value ?? null;
}

const SYMBOLS: Readonly<Record<string, string>> = wordTable({ $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR" });
const CODES = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "JPY", "INR", "NZD", "SEK", "NOK", "DKK", "MXN"];
// An amount with an optional currency before or after: $1,234.56 · 1.234,56 € · USD 84.12 · 84.12 CAD.
const AMOUNT = new RegExp(
  `(?:(US\\$|C\\$|A\\$|[$€£¥₹])\\s?|\\b(${CODES.join("|")})\\s?)?(\\d{1,3}(?:[,.\\s]\\d{3})*(?:[.,]\\d{2})|\\d+[.,]\\d{2})(?:\\s?([€£]|${CODES.join("|")})\\b)?`,
  "g",
);

function parseNumber(raw: string): number | null {
  const compact = raw.replace(/\s/g, "");
  // The last separator followed by exactly two digits is the decimal point.
  const decimal = /[.,](\d{2})$/.exec(compact);
  const whole = decimal ? compact.slice(0, -3) : compact;
  const value = Number(`${whole.replace(/[.,]/g, "")}${decimal ? `.${decimal[1]}` : ""}`);
  return Number.isFinite(value) ? value : null;
}

function currencyOf(prefix?: string, code?: string, suffix?: string): string | null {
  const mark = prefix ?? code ?? suffix;
  if (!mark) return null;
  if (mark === "US$") return "USD";
  if (mark === "C$") return "CAD";
  if (mark === "A$") return "AUD";
  return SYMBOLS[mark] ?? (CODES.includes(mark) ? mark : null);
}

interface Money {
  amount: number;
  currency: string | null;
}

/**
 * The largest amount on a line that says total (not subtotal), as a receipt's grand total is
 * the largest of its totals; without such a line, the largest amount with a currency mark.
 */
export function findTotal(text: string): Money | null {
  let bestTotal: Money | null = null;
  let bestMarked: Money | null = null;
  let documentCurrency: string | null = null;
  for (const line of text.split("\n")) {
    const isTotal = /\b(grand\s+)?total\b|\bamount\s+due\b|\bbalance\s+due\b|\btotal\s+due\b/i.test(line) && !/\bsub\s?-?total\b/i.test(line);
    AMOUNT.lastIndex = 0;
    for (let m = AMOUNT.exec(line); m; m = AMOUNT.exec(line)) {
      const amount = parseNumber(m[3]!);
      if (amount === null) continue;
      const currency = currencyOf(m[1], m[2], m[4]);
      documentCurrency ??= currency;
      if (isTotal && (!bestTotal || amount > bestTotal.amount)) bestTotal = { amount, currency };
      if (currency && (!bestMarked || amount > bestMarked.amount)) bestMarked = { amount, currency };
    }
  }
  const best = bestTotal ?? bestMarked;
  return best && { amount: best.amount, currency: best.currency ?? documentCurrency };
}

function titleCase(words: string): string {
  return words
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word.length <= 2 && word !== "co" ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

/** The letterhead: the first short line with letters that is not a label, a date or an amount. */
export function findVendor(text: string): string | null {
  for (const raw of text.split("\n").slice(0, 8)) {
    const line = raw.replace(/[^\p{L}\p{N}&'.\- ]/gu, " ").replace(/\s+/g, " ").trim();
    if (line.length < 3 || line.length > 40 || !/\p{L}{2}/u.test(line)) continue;
    if (/\b(receipt|invoice|date|total|page|dear|to whom|report|agreement|contract|tel|phone|www)\b/i.test(line)) continue;
    if (/\d{3,}/.test(line)) continue;
    return line === line.toUpperCase() ? titleCase(line) : line;
  }
  return null;
}

export function detectType(text: string): DocumentType {
  let best: DocumentType = "other";
  let bestScore = 0;
  for (const [type, words] of Object.entries(TYPE_WORDS) as Array<[DocumentType, RegExp[]]>) {
    const score = words.filter((re) => re.test(text)).length;
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  if (bestScore === 0 && text.trim().length > 0 && text.trim().length < 500) return "note";
  return best;
}

const TYPE_LABEL: Record<DocumentType, string> = {
  receipt: "Receipt",
  invoice: "Invoice",
  contract: "Contract",
  report: "Report",
  letter: "Letter",
  note: "Note",
  other: "Document",
};

export function typeLabel(type: DocumentType | null): string {
  return TYPE_LABEL[type ?? "other"];
}

/** "$84.12", "€12.00", "84.12 CHF". */
export function formatMoney(amount: number, currency: string | null): string {
  const symbol = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹" }[currency ?? "USD"];
  const value = amount.toFixed(2);
  return symbol ? `${symbol}${value}` : `${value} ${currency}`;
}

/** Everything the local engine reads from a document's text; `knownType` (the person's choice) wins. */
export function extractFields(fullText: string, knownType?: DocumentType | null): ExtractedFields {
  const text = fullText.length > MAX_SCAN_CHARS ? `${fullText.slice(0, MAX_SCAN_CHARS / 2)}\n${fullText.slice(-MAX_SCAN_CHARS / 2)}` : fullText;
  const documentType = knownType ?? detectType(text);
  const money = documentType === "receipt" || documentType === "invoice" ? findTotal(text) : null;
  const vendor = findVendor(text);
  const label = typeLabel(documentType);
  const title = vendor ? `${label} from ${vendor}` : text.trim() ? label : null;
  const domains: Domain[] = WORK_WORDS.test(text) ? ["systems"] : SOCIAL_WORDS.test(text) ? ["social"] : ["personal"];
  const tags = [documentType !== "other" ? documentType : null, vendor?.toLowerCase() ?? null].filter((tag): tag is string => tag !== null);
  return {
    document_type: documentType,
    document_date: findDocumentDate(text),
    amount: money?.amount ?? null,
    currency: money ? (money.currency ?? "USD") : null,
    vendor,
    title,
    tags,
    domains,
    categories: [CATEGORIES[documentType]],
  };
}
