import { parseCorpus } from "./corpus-types.js";

/** contact: information about a person — number, email, address, who they are, family, preferences. */
export const contactCorpus = parseCorpus("contact", `
p|plumber Olu Adeyemi: 902-555-0188, does emergency calls on weekends
p|new dentist is Dr. Ferreira, office on Spring Garden, 555-0142
p|landscaper rec from the neighbours: Bruno, cheap and reliable, cell 555-0190
p|Hal the handyman's email is hal.fixes@mailbox.com
p|my mechanic moved to a new shop on Robie street, same number
p|cleaner Marisol - comes every other thursday, prefers cash
p|the vet tech is Jenna, she's great with nervous dogs
p|the tax guy my brother uses: Omar Haddad, 555-0107
p|electrician Soren Dahl, licensed, did the Parkers' panel
p|locksmith number for emergencies: 555-0111
s|Rosa's new address: 14 Birch Lane, apartment 3
s|Malik (Olu's son) is allergic to shellfish, loves dinosaurs
s|Yara from book club - partner is Dev, lives two streets over, has twin boys
s|neighbour across the street is Celeste, retired nurse, has a spare key
s|Tariq's new phone number is 555-0172
s|Ingrid's birthday is March 3, she's vegan and hates surprises
s|Benedikt and Lou, the parents of Aiko's best friend, both work at the hospital
s|my cousin's new email: priya.s@fastmail.com
s|Olu's wife is called Funmi, they met at university
s|the new family next door: Tomi and Ash, two kids, a beagle called Rolo
s|grandma's care home room is 212, visiting hours 2 to 6
s|Celeste prefers texts over calls, works night shifts
s|Dev's mum is Anjali, she makes the best samosas, lives in Brampton
w|client contact at Harbor Logistics: Priya Shah, head of ops, priya.shah@harborlog.com
w|met a designer at the meetup, Noah Kim, does brand identity, noah@kimstudio.co
w|accountant for the business: Ruth Park, 555-0155, handles hst filings
w|recruiter from TalentBridge reached out: Sandra Ortiz, prefers email
w|the supplier's new account manager is Bilal, direct line 555-0177
w|Soren Dahl - CTO at Bluefin, old colleague, good contact for the partnership
w|wholesale buyer at the gift shop on Main: Jackie, wants samples in june
w|Mei joins our team monday, backend dev, based in Vancouver
w|client's assistant Hannah handles all the scheduling, cc her on emails
w|investor intro: Gareth Lowe, angel investor, interested in climate tech
w|printer contact at QuickPrint: Dan, 555-0166, gives a discount over 500 units
w|my new manager is Efe Okon, came over from the Toronto office
p|met a great dog walker at the park: Nadine, does group walks, 555-0123
s|met Ingrid at the school gate, she runs the pta and has a son in grade 2
s|Olu's brother Femi is moving here in july, works in construction
w|met Carla at the networking event, she owns a bakery downtown and might want our mugs
w|the new ops lead at the client is Jonas, he runs the warehouse side
p|the new hairdresser is Marisol, salon on Quinn street, books online only
p|dentist's office number: 555-0139, ask for Dr. Lau
s|Olu's new partner is Amara, she's a nurse, loves hiking
s|Rosa's best friend is Lily, her mum is Sandra, 555-0193
w|Bilal from the supplier moved to a new company, same email
w|new client contact: Jonas Berg, marketing manager at Fjord Foods
p|snow removal guy is Mike, $40 a visit, texts before he comes
s|my cousin Aleksa's new address is 22 Pine Road
w|the client's new project lead is Harriet, she prefers calls over email
`);
