import type { Domain, EventType } from "@life/contracts";

/**
 * Sentence templates for seeded thoughts, the way people type them. `{slot}` is filled from
 * the word lists below; each template says how the classifier would file it.
 */
export interface Template {
  text: string;
  domain: Domain;
  subdomain: string;
  eventType: EventType;
  /** Set on about a quarter of task-like thoughts; "time" also picks a time of day. */
  schedulable?: boolean;
  /** "who: what" for a waiting item, with the same slots. */
  waitingFor?: string;
}

export const TEMPLATES: Template[] = [
  { text: "Renew the {insurance} before the end of the month", domain: "personal", subdomain: "finance", eventType: "task", schedulable: true },
  { text: "Book an oil change and new {tyres} for the {car}", domain: "personal", subdomain: "car", eventType: "task", schedulable: true },
  { text: "Pick up {grocery} and {grocery} on the way home", domain: "personal", subdomain: "errands", eventType: "task" },
  { text: "Call the {provider} about the {bill} bill", domain: "personal", subdomain: "home", eventType: "communication", schedulable: true },
  { text: "Dentist appointment for a cleaning", domain: "personal", subdomain: "health", eventType: "routine_activity", schedulable: true },
  { text: "Ran {n} km this morning in {minutes} minutes, felt {feeling}", domain: "personal", subdomain: "fitness", eventType: "routine_activity" },
  { text: "Paid {amount} dollars for the {bill} bill", domain: "personal", subdomain: "finance", eventType: "transaction" },
  { text: "Looking at buying a {bigItem}, comparing prices this week", domain: "personal", subdomain: "shopping", eventType: "acquisition_disposition" },
  { text: "Sell the old {item} on Marketplace", domain: "personal", subdomain: "home", eventType: "acquisition_disposition" },
  { text: "Feeling {feeling} about the {topic} lately", domain: "personal", subdomain: "wellbeing", eventType: "emotion_state" },
  { text: "Read chapter {n} of {book} and note the key ideas", domain: "personal", subdomain: "learning", eventType: "learning_consumption" },
  { text: "Noticed the {houseThing} is {state} again", domain: "personal", subdomain: "home", eventType: "observation_insight" },
  { text: "Plan a {trip} trip to {city} for the long weekend", domain: "personal", subdomain: "travel", eventType: "task", schedulable: true },
  { text: "Remember to water the {plant} every {weekday}", domain: "personal", subdomain: "home", eventType: "reminder_intention" },
  { text: "Still waiting on the refund from {shop} for the {item}", domain: "personal", subdomain: "finance", eventType: "transaction", waitingFor: "{shop}: refund for the {item}" },
  { text: "Text {person} about dinner on {weekday}", domain: "social", subdomain: "friends", eventType: "communication", schedulable: true },
  { text: "Email {person} the photos from the {event}", domain: "social", subdomain: "friends", eventType: "communication" },
  { text: "{person} {last} is a {role} at {company}, met at the {event}", domain: "social", subdomain: "network", eventType: "contact" },
  { text: "{person}'s birthday is on {month} {day}, get a {gift}", domain: "social", subdomain: "family", eventType: "reminder_intention", schedulable: true },
  { text: "Decided to host the {event} at our place", domain: "social", subdomain: "family", eventType: "decision_commitment" },
  { text: "Coffee with {person} at {cafe}", domain: "social", subdomain: "friends", eventType: "routine_activity", schedulable: true },
  { text: "Waiting for {person} to confirm the {event} date", domain: "social", subdomain: "friends", eventType: "communication", waitingFor: "{person}: confirm the {event} date" },
  { text: "Send {person} the {doc} draft by {weekday}", domain: "systems", subdomain: "work", eventType: "task", schedulable: true },
  { text: "Review the {doc} for the {client} account", domain: "systems", subdomain: "work", eventType: "task", schedulable: true },
  { text: "Schedule a call with {client} about the {topic}", domain: "systems", subdomain: "clients", eventType: "communication", schedulable: true },
  { text: "Shipped the {feature} release to production", domain: "systems", subdomain: "engineering", eventType: "milestone_outcome" },
  { text: "We will move the {system} to {vendor} next quarter", domain: "systems", subdomain: "engineering", eventType: "decision_commitment" },
  { text: "Standup notes: {feature} is blocked on {system} access", domain: "systems", subdomain: "engineering", eventType: "observation_insight" },
  { text: "{person} hasn't sent the {doc} yet", domain: "systems", subdomain: "work", eventType: "communication", waitingFor: "{person}: the {doc}" },
  { text: "Waiting on {client} to approve the {doc}", domain: "systems", subdomain: "clients", eventType: "communication", waitingFor: "{client}: approve the {doc}" },
  { text: "Quarterly planning meeting with the {team} team", domain: "systems", subdomain: "work", eventType: "routine_activity", schedulable: true },
];

/** Projects: a name and a goal; their tasks reuse the task templates of the same domain. */
export const PROJECTS: Array<{ name: string; domain: Domain }> = [
  { name: "Kitchen renovation", domain: "personal" },
  { name: "Garden makeover", domain: "personal" },
  { name: "Half marathon training", domain: "personal" },
  { name: "Tax return", domain: "personal" },
  { name: "Move to a new apartment", domain: "personal" },
  { name: "Family reunion", domain: "social" },
  { name: "Wedding planning", domain: "social" },
  { name: "Book club", domain: "social" },
  { name: "Website redesign", domain: "systems" },
  { name: "Q3 budget", domain: "systems" },
  { name: "Mobile app launch", domain: "systems" },
  { name: "Hiring a designer", domain: "systems" },
  { name: "Data migration", domain: "systems" },
];

export const WORDS: Record<string, string[]> = {
  person: ["Sarah", "Grace", "Tom", "Priya", "Liam", "Noah", "Emma", "Olivia", "Ava", "Lucas", "Mia", "Ethan", "Zoe", "Omar", "Chloe", "Ben", "Hannah", "Jack", "Leila", "Sam", "Nina", "Arjun", "Marie", "Diego", "Yuki", "Fatima", "Owen", "Ella", "Ravi", "Claire"],
  last: ["Martin", "Nguyen", "Smith", "Patel", "Garcia", "Brown", "Leblanc", "Kim", "Cohen", "Murphy", "Rossi", "Silva", "Walker", "Chen", "Haddad"],
  role: ["realtor", "designer", "recruiter", "mechanic", "accountant", "developer", "teacher", "lawyer", "nurse", "product manager"],
  company: ["Remax", "Shopify", "Nova Bank", "Atlantic Motors", "Bright Dental", "Harbour Design", "Coastal Insurance", "Acme Corp"],
  event: ["conference", "barbecue", "book club", "wedding", "birthday party", "school play", "housewarming", "team offsite", "hockey game"],
  insurance: ["car insurance", "home insurance", "travel insurance", "life insurance"],
  tyres: ["winter tires", "brakes", "windshield wipers"],
  car: ["Honda", "Subaru", "truck", "minivan", "Tesla"],
  grocery: ["milk", "bread", "eggs", "coffee", "apples", "rice", "cheese", "spinach"],
  provider: ["internet provider", "power company", "landlord", "bank", "phone company"],
  bill: ["internet", "power", "water", "phone", "credit card", "property tax"],
  amount: ["45", "120", "89", "230", "1200", "60"],
  bigItem: ["new car", "laptop", "sofa", "house", "condo", "road bike", "dishwasher", "camera"],
  item: ["bike", "desk", "stroller", "guitar", "couch", "monitor", "kayak", "headphones"],
  shop: ["Zalando", "Amazon", "Best Buy", "IKEA", "the airline", "Costco"],
  feeling: ["great", "anxious", "tired", "excited", "calm", "stressed", "grateful"],
  topic: ["budget", "roadmap", "renovation", "school year", "new job", "pricing", "onboarding", "vacation"],
  book: ["Deep Work", "Atomic Habits", "The Pragmatic Programmer", "Thinking, Fast and Slow", "Dune", "Sapiens"],
  houseThing: ["basement", "gutter", "furnace", "fridge", "back door", "roof"],
  state: ["leaking", "making noise", "stuck", "damp", "flickering"],
  trip: ["camping", "ski", "beach", "road", "city"],
  city: ["Montreal", "Boston", "Quebec City", "Lisbon", "Toronto", "Charlottetown"],
  plant: ["basil", "fern", "tomatoes", "orchid"],
  weekday: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  month: ["January", "March", "May", "July", "September", "November"],
  gift: ["book", "plant", "gift card", "scarf", "board game"],
  cafe: ["Lion & Bright", "the Old Triangle", "Starbucks", "the market"],
  doc: ["Q3 budget", "proposal", "contract", "slide deck", "invoice", "design spec", "report"],
  client: ["Meridian", "Northwind", "Globex", "Initech", "Umbrella Health", "Bluewave"],
  feature: ["checkout", "search", "login", "billing", "notifications", "export"],
  system: ["database", "CI pipeline", "email service", "analytics stack", "file storage"],
  vendor: ["AWS", "Hetzner", "Postmark", "a managed PostgreSQL", "Cloudflare"],
  team: ["design", "sales", "platform", "marketing", "support"],
  n: ["2", "3", "4", "5", "6", "7", "8", "10", "12"],
  minutes: ["24", "27", "31", "35", "42", "55"],
  day: ["3", "7", "12", "18", "21", "28"],
};
