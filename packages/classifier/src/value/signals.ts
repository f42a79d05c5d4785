/**
 * Intent signals: how close the thought is to spending money. Each signal found multiplies the
 * industry's lead value once; the product is the total multiplier. The figures are judgement,
 * kept in one table so they can be read and argued with:
 * - a stated purchase intent roughly doubles a lead's worth (it is a buyer, not a browser);
 * - urgency, a broken thing or a life event (moving, a wedding, a baby) raise it by half;
 * - research, booking and a stated price raise it a little (a concrete, qualified need);
 * - a purchase already made, a "don't need" or a mere feeling cuts it down.
 * - since issue 10: a booking or purchase already made (×0.1), waiting on someone (×0.1), a plan
 *   with nothing to buy yet (×0.4) and a feeling (×0.003) are not leads, so they land in the
 *   minimal or low tiers however big the thing named.
 */
export interface IntentSignal {
  signal: string;
  multiplier: number;
  matched: string;
}

interface IntentRule {
  signal: string;
  multiplier: number;
  pattern: RegExp;
}

const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend";

const RULES: IntentRule[] = [
  {
    signal: "purchase_intent",
    multiplier: 2,
    pattern:
      /\b(?:buy|buying|purchase|purchasing|(?<!in )order|ordering|needs? (?:to (?:buy|get|order|replace|find|hire|book|pick up)|(?!(?:to|it|them|this|that|help|you|him|her|me|us|more|some time|time|sleep|rest)\b)[a-z]+)|looking for|shopping for|in the market for|want(?:s)? (?:to (?:buy|get)|a new)|get(?:ting)? a new|replace|replacing|upgrade|upgrading|hire|hiring|sign(?:ing)? up for|subscribe)\b/,
  },
  { signal: "selling_intent", multiplier: 1.3, pattern: /\b(?:sell|selling|list(?:ing)? (?:it |them )?on|trade[- ]in)\b/ },
  { signal: "urgency", multiplier: 1.5, pattern: /\b(?:urgent|urgently|asap|right away|immediately|emergency)\b|!!/ },
  { signal: "near_term", multiplier: 1.2, pattern: new RegExp(`\\b(?:today|tonight|this week|by (?:${DAYS})|before (?:${DAYS}))\\b`) },
  {
    signal: "problem_trigger",
    multiplier: 1.4,
    pattern: /\b(?:broke|broken|leak|leaking|leaks|died|stopped working|not working|cracked|won'?t start|needs? (?:fixing|repair)|repair)\b/,
  },
  {
    signal: "comparison_research",
    multiplier: 1.3,
    pattern: /\b(?:compare|comparing|vs|versus|reviews|research(?:ing)?|options|which one|recommend(?:ation)?s?|quotes?|estimates?|shopping around|pros and cons)\b/,
  },
  {
    signal: "scheduling_booking",
    multiplier: 1.4,
    // "booked" is a booking already made: it is read as a past purchase below, not as a lead.
    pattern: /\b(?:book|booking|appointment|reservation|reserve|consultation|test drive|viewing|showing)\b(?<!\b(?:booking|appointment|reservation) (?:is|was) (?:confirmed|made|done))/,
  },
  { signal: "planning", multiplier: 1.3, pattern: /\b(?:plan (?:to|a|an|the|for|our|my)|planning|organi[sz]e|organi[sz]ing|budget(?:ing)? for|saving up for)\b/ },
  {
    signal: "life_event",
    multiplier: 1.5,
    pattern: /\b(?:moving|move to|new house|new home|new place|wedding|engaged|baby|pregnant|expecting|newborn|new job|retiring|graduat\w*|divorce)\b/,
  },
];

/** Applied only when none of the rules above that indicate buying or selling fired. */
const PAST_PURCHASE: IntentRule = {
  signal: "past_purchase",
  multiplier: 0.6,
  pattern: /\b(?:bought|purchased|ordered|paid for|picked up|got a new|signed up for|booked|reserved|already (?:booked|paid|bought))\b/,
};
/** A booking or purchase reported done and nothing else to buy: the money is spent, no lead remains (issue 10). */
const DONE_DEAL: IntentRule = { signal: "already_bought", multiplier: 0.1, pattern: /\b(?:finally |already |just )?(?:booked|reserved|bought|purchased|paid for)\b/ };
/** Waiting on someone, or a plan with nothing to buy yet, is not a purchase. */
const WAITING: IntentRule = { signal: "waiting_not_buying", multiplier: 0.1, pattern: /\b(?:waiting (?:on|for)|hasn'?t|has not|haven'?t|no reply|still nothing)\b/ };
const PLAN_ONLY: IntentRule = { signal: "plan_not_purchase", multiplier: 0.4, pattern: /\b(?:plan|planning|thinking about|idea|someday|one day|maybe)\b/ };
const NOT_INTERESTED: IntentRule = {
  signal: "not_interested",
  multiplier: 0.3,
  pattern: /\b(?:(?:don'?t|do not|no longer|never|won'?t) (?:need|want|buy|get)|decided (?:not|against)|can'?t afford)\b/,
};
const FEELING: IntentRule = {
  signal: "no_commercial_intent",
  multiplier: 0.003,
  pattern: /\b(?:feel|feeling|felt|anxious|stressed|happy|sad|grateful|tired|overwhelmed|proud|lonely|upset|angry|frustrated|nervous|worried|exhausted)\b/,
};

const BUYING = new Set(["purchase_intent", "selling_intent", "scheduling_booking", "problem_trigger"]);
/** Signals that say something will be bought, sold or booked; without any, a product is only mentioned. */
const INTENT = new Set([
  ...BUYING, "comparison_research", "planning", "life_event", "price_mentioned", "past_purchase", "purchase_context",
  "already_bought", "waiting_not_buying", "plan_not_purchase",
]);

export interface SignalHints {
  domain?: string;
  eventType?: string;
}

export interface SignalOptions {
  /** The stated price as written, when there is one. */
  price?: string;
  /** An industry keyword occurred: a product mentioned with no intent around it is worth a quarter. */
  industryMatched?: boolean;
}

/** Text must be lowercased. */
export function detectIntentSignals(text: string, hints: SignalHints = {}, opts: SignalOptions = {}): IntentSignal[] {
  const found: IntentSignal[] = [];
  const add = (rule: IntentRule, matched: string) =>
    found.push({ signal: rule.signal, multiplier: rule.multiplier, matched });

  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (m) add(rule, m[0].trim());
  }
  if (opts.price) found.push({ signal: "price_mentioned", multiplier: 1.2, matched: opts.price });

  const buying = found.some((s) => BUYING.has(s.signal));
  const intends = found.some((s) => s.signal === "purchase_intent");
  const past = PAST_PURCHASE.pattern.exec(text);
  const doneDeal = DONE_DEAL.pattern.exec(text);
  if (doneDeal && !intends && !found.some((s) => s.signal === "problem_trigger")) add(DONE_DEAL, doneDeal[0]);
  else if (past && !intends) add(PAST_PURCHASE, past[0]);
  const waiting = WAITING.pattern.exec(text);
  if (waiting && !intends) add(WAITING, waiting[0]);
  const planOnly = PLAN_ONLY.pattern.exec(text);
  if (planOnly && !buying) add(PLAN_ONLY, planOnly[0]);

  // The classifier's verdict fills in what the words alone miss.
  if (!buying && !past && !waiting && (hints.eventType === "acquisition_disposition" || hints.eventType === "transaction")) {
    found.push({ signal: "purchase_context", multiplier: 1.3, matched: `event type ${hints.eventType}` });
  }
  if (hints.domain === "systems" && buying) {
    found.push({ signal: "business_context", multiplier: 1.25, matched: "work domain" });
  }

  const no = NOT_INTERESTED.pattern.exec(text);
  if (no) add(NOT_INTERESTED, no[0]);
  const feeling = FEELING.pattern.exec(text);
  const emotional = hints.eventType === "emotion_state" || hints.eventType === "observation_insight";
  if (!buying && (feeling || emotional)) {
    add(FEELING, feeling ? feeling[0] : `event type ${hints.eventType}`);
  } else if (opts.industryMatched && !found.some((s) => INTENT.has(s.signal) || s.signal === "not_interested")) {
    found.push({ signal: "mention_only", multiplier: 0.25, matched: "no buying, booking or selling words" });
  }
  return found;
}
