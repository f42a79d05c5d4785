import type { Domain } from "@life/contracts";

const RULES: Array<[Domain | "any", string, RegExp]> = [
  ["any", "health", /\b(doctor|dentist|mri|blood|meds|medication|prescription|physio|therapy|therapist|surgery|sick|flu|sleep|slept|insomnia|knee|back pain|headache|bp|pressure|vitamins|biopsy|clinic|hospital|optometrist|glasses|allergy)\b/],
  ["any", "fitness", /\b(run|ran|running|gym|yoga|pilates|workout|marathon|10k|5k|triathlon|swim|cycling|bike ride|stretch|squat|climb|meditation|meditate)\b/],
  ["personal", "finance", /\b(bill|rent|mortgage|tax|taxes|budget|savings|bank|loan|refund|credit card|visa|insurance|invoice|paid|pay|deposit|subscription|\$|€|£|₹)\b/],
  ["personal", "pets", /\b(dog|cat|vet|puppy|kitten|litter|leash)\b/],
  ["personal", "car", /\b(car|tires|tyres|oil change|mechanic|licence|license|registration)\b/],
  ["personal", "home", /\b(kitchen|basement|roof|gutters?|garage|bathroom|deck|furnace|freezer|fridge|dishwasher|paint|plumber|electrician|reno|renovation|garden|lawn|house|apartment|flat|shelf|bookshelf|table|laundry|clean)\b/],
  ["personal", "learning", /\b(read|reading|book|course|class|learn|learning|lesson|podcast|tutorial|workshop|study)\b/],
  ["personal", "errands", /\b(buy|pick up|groceries|return|order|store|shop)\b/],
  ["social", "kids", /\b(kids?|son|daughter|school|daycare|recital|permission slip|homework|toddler|baby|twins)\b/],
  ["social", "family", /\b(mum|mom|dad|parents|grandma|grandpa|sister|brother|wife|husband|partner|family|cousin|niece|nephew|aunt|uncle|in-laws|anniversary)\b/],
  ["social", "friends", /\b(friends?|neighbou?rs?|party|dinner|drinks|housewarming|birthday|wedding|book club)\b/],
  ["systems", "clients", /\b(clients?|customers?|sow|proposal|retainer|deal|account)\b/],
  ["systems", "business", /\b(shop|etsy|sales?|orders?|wholesale|candles?|pottery|podcast|newsletter|business|revenue|payout|stock)\b/],
  ["systems", "career", /\b(job|offer|interview|recruiter|promotion|performance review|resume|linkedin|career|salary)\b/],
  ["systems", "learning", /\b(course|certification|exam|module|training|studying|workshop|reading)\b/],
  ["systems", "finance", /\b(invoice|invoiced|expenses?|reimburse|payroll|tax|hst|gst|remittance|bookkeeping)\b/],
];

const DEFAULTS: Record<Domain, string> = { personal: "life", social: "relationships", systems: "work" };

/** A one-word area inside the domain (health, home, finance, kids, clients…), by keyword. */
export function pickSubdomain(lower: string, domain: Domain): string {
  for (const [d, name, re] of RULES) if ((d === "any" || d === domain) && re.test(lower)) return name;
  return DEFAULTS[domain];
}
