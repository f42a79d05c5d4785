import type { Domain } from "@life/contracts";
import type { ContextContact } from "../../types.js";
import type { SparseInput } from "./linear-model.js";
import { argmax, toProbabilities } from "./scores.js";
import { domainLogProbabilities } from "./text-models.js";

const FAMILY_OR_FRIEND = /\b(son|daughter|wife|husband|partner|spouse|mum|mom|mother|dad|father|parent|brother|sister|sibling|aunt|uncle|cousin|niece|nephew|grand\w*|in-law|fianc\w*|boyfriend|girlfriend|friend|neighbou?r|flatmate|roommate|godparent|godchild|godmother|godfather|godson|goddaughter|kid|child|stepson|stepdaughter|family|in-laws|auntie|aunty|nan|nana|nani|nanna|gran|mate|buddy|pal|bestie)\b/;
const WORK = /\b(client|customer|manager|boss|colleague|coworker|co-worker|team ?lead|lead|business partner|recruiter|designer|developer|engineer|account manager|admin|product owner|sales|investor|supplier|vendor|contractor for work|studio partner|ceo|cto|cfo|founder|hr|assistant|intern|report)\b/;
const HOME_SERVICE = /\b(plumber|electrician|vet|dentist|doctor|gp|physio|therapist|mechanic|landlord|accountant|contractor|broker|insurance|optometrist|trainer|cleaner|handyman|roofer|builder|pharmacist|gardener|landscaper|nanny|au pair|babysitter|dog walker|groomer|housekeeper|maid|driver|pool|chimney sweep|locksmith|tiler|painter|decorator|pest control|loan officer|mortgage|financial (?:advisor|adviser|planner)|bank)\b/;

/** Which domain a contact's relation points to (a friend is social, a client systems, a plumber personal). */
export function relationDomain(relation: string | null | undefined): Domain | null {
  const r = (relation ?? "").toLowerCase();
  if (!r) return null;
  if (WORK.test(r)) return "systems";
  if (FAMILY_OR_FRIEND.test(r)) return "social";
  if (HOME_SERVICE.test(r)) return "personal";
  return null;
}

/**
 * Domain lexicons from GUIDELINES 2: own health, home, money, car, pets and errands are personal;
 * people close to you are social; work, clients and any business are systems.
 */
export const DOMAIN_TEXT_CUES: Array<[Domain, RegExp, number]> = [
  ["social", /\b(mum|mom|dad|mother|father|parents|kids?|son|daughter|wife|husband|grandma|grandpa|granny|nana|sister|brother|cousins?|niece|nephew|in-laws|family|friends?|neighbou?rs|bestie|godson|goddaughter|baby|toddler|twins|school run|playdate|sleepover)\b/, 1.5],
  ["systems", /\b(client|clients|customer|customers|manager|boss|colleagues?|coworkers?|team|office|at work|for work|work|business|shop|studio|agency|deal|invoice|invoiced|standup|stand-up|deploy|release|payroll|recruiter|career|promotion|job|revenue|sales|stakeholders?|board|quarterly|q[1-4]|okrs?|kpis?|pr|repo|jira|slack|out-of-office|timesheet|subscribers|wholesale|inbox|logging off|meeting|slides|deck|proposal|certification|cert|pmp|aws|scrum|cpa|sprint planning|retro|onboarding|hiring|interview|etsy|shopify|newsletter)\b/, 1.5],
  // Community life, people who work for the household, household money and work life (GUIDELINES 2 and its borderlines).
  ["social", /\b(aunty|auntie|aunt|uncle|nan|nani|nanna|amma|appa|godmother|godfather|pta|fete|street party|food bank|residents'? association|litter pick|bake sale|raffle|church|village hall|community (?:centre|center|garden|fridge))\b/, 1],
  ["personal", /\b(cleaner|gardener|nanny|au pair|babysitter|dog walker|window cleaner|housekeeper|maid|pool (?:guy|man|cleaner)|council tax|water rates|energy bill|electricity bill|gas bill|broadband|rego|geyser|household)\b/, 1],
  ["systems", /\b(mentor|appraisal|probation|all hands|restructure|redundanc\w*|layoffs?|1:1|our (?:orders|customers|products|refunds|returns|stock|sales|listings))\b/, 1],
  ["personal", /\b(doctor|dentist|mri|x-?rays?|blood (?:test|work|pressure)|physio|therapist|therapy|meds|medication|prescription|pharmacy|surgery|knee|headaches?|insomnia|sleep|slept|gym|yoga|workout|vitamins|10k|5k|half marathon|marathon|triathlon|running|my run|swim|swam)\b/, 1],
  ["personal", /\b(kitchen|bathroom|basement|garage|attic|roof|gutters?|deck|patio|yard|lawn|garden|backsplash|tiles?|tiling|grout|furnace|boiler|freezer|fridge|dishwasher|washer|dryer|bookshelf|spare room|guest room|bedroom|living room|my (?:house|apartment|condo|flat|place)|landlord|rent|mortgage|plumber|electrician|contractor)\b/, 1],
  ["personal", /\b(property tax|tax return|my taxes|t4s?|rrsp|tfsa|pension|damage deposit|security deposit|hydro|power bill|water bill|phone bill|internet bill|credit card|visa bill|car insurance|home insurance|accountant|sourdough|baking|cooking|recipe|haircut|passport)\b/, 1],
  ["personal", /\b(my (?:car|bike|bills?|bank|credit card|savings|budget|taxes|insurance|loan|phone plan|health|back|doctor)|car|tires?|tyres?|oil change|mechanic|licence|license|gas|holiday|vacation|cottage|airbnb|groceries|costco|errands?|dry cleaning|dog|cat|vet|kijiji|marketplace|craigslist|ebay|garage sale|yard sale)\b/, 1],
];

/** As for event types, the model's log-probabilities are weighed against lexicon evidence. */
const DOMAIN_MODEL_WEIGHT = Number(process.env.LIFE_DOMAIN_MODEL_WEIGHT ?? 0.6);

export interface DomainDecision {
  domain: Domain;
  probability: number;
}

/**
 * Domain = text model + who is involved: a named contact's relation and relation words in the
 * text shift the scores; a parent project's title adds its own evidence.
 */
export function classifyDomain(prepared: string, input: SparseInput, mentionedContacts: ContextContact[], parentInput: SparseInput | null): DomainDecision {
  const raw = domainLogProbabilities(input);
  const scores = {} as Record<Domain, number>;
  for (const d of Object.keys(raw) as Domain[]) scores[d] = raw[d] * DOMAIN_MODEL_WEIGHT;
  for (const c of mentionedContacts) {
    const d = relationDomain(c.relation);
    if (d) scores[d] += 2.5;
  }
  // "gavin from work" names a person and "before work" a time, not the subject.
  const subject = prepared.replace(/\b(?:from|before|after) work\b|\bon (?:the|my) way (?:to|home from) work\b/g, " ");
  for (const [d, re, boost] of DOMAIN_TEXT_CUES) if (re.test(subject)) scores[d] += boost;
  if (parentInput) {
    const p = toProbabilities(domainLogProbabilities(parentInput));
    for (const d of Object.keys(p) as Domain[]) scores[d] += 1.5 * Math.log(p[d] + 0.05);
  }
  const domain = argmax(scores);
  return { domain, probability: toProbabilities(scores)[domain] };
}
