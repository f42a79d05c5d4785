import { parseCorpus } from "../corpus-types.js";

/**
 * Fifth written batch (issue 10, fifth round of event type and domain), part 1: appointments, visits and
 * events stated as a fact with their time are things to do (GUIDELINES 3, rule 13; 4.5 schedules them), in
 * every tense and voice people use for them: booked, moved, confirmed, someone comes, it is on a day. Written
 * fresh for the corpus from general knowledge, not from any labelled set.
 */
export const plannedFacts5 = parseCorpus("task", `
p|orthodontist appointment moved to wednesday 4:15
p|the window fitter is coming thursday between 9 and 12
p|got a slot at the walk-in clinic, 11:20 tomorrow
p|boiler engineer confirmed for monday first thing
p|the carpet fitters start at 8 on friday
p|hairdresser's at 2:30 on saturday
p|smear test is next tuesday at 10:40
p|the surveyor comes round on the 3rd to measure up
p|car goes in for its service monday, drop it by 8
p|dog's grooming slot is friday at 1
p|the broadband engineer visits between 1 and 5 tomorrow
p|vet rebooked Luna's stitches check for thursday 9:30
p|physio tomorrow at half 8
p|blood donation appointment sunday at 11
p|the pest control guy's due wednesday afternoon
p|the bank appointment for the mortgage chat is friday at 3
p|GP called back, appointment sorted for 10 past 9 tomorrow
p|new tyres fitted saturday, booked the 9am slot
p|passport photo booth appointment at the post office on monday
p|driving lesson moved to 5pm thursday
p|plumber's pencilled in for the 21st
p|the sofa gets delivered on the 9th, someone has to be home
p|optician on friday at quarter to 11
p|chiropractor again tuesday, 6pm
p|tuesday 8:30 the scaffolders arrive
p|gas meter reading visit scheduled for the 17th
s|Kofi's school play is thursday at 6, front row seats
s|Grandad's hearing test is on monday at 2, I'm driving him
s|the twins have their jabs on the 14th
s|parent teacher meeting wednesday 4:50
s|Mum's hip op is on the 6th, visiting after
s|sports day is friday, the kids need white t-shirts
s|baby's twelve week check tomorrow at 10:30
s|Auntie Ruth's funeral is saturday at 11, St Mary's
s|my sister's scan is tuesday, I'm going with her
s|Ezra's football trial is sunday at 9
s|the wedding rehearsal is friday at 5
s|Dad's cardiology follow-up got moved to the 28th
s|nursery settling-in session monday 9:15
s|book club's at Priya's on thursday at 7:30 this time
w|the auditors arrive on monday at 9
w|client workshop in Leeds on the 11th, train at 7
w|fire drill at the warehouse tomorrow at 10
w|performance review is wednesday at 11
w|the investor pitch is thursday at 3, dry run the day before
w|trade show setup is the 8th from 6am
w|new starter's first day is monday, desk needs sorting
w|the IT migration window is saturday 10pm
w|site inspection at the Fairview build on tuesday morning
w|the board meets on the 19th, papers go out a week before
w|my appraisal got bumped to the 2nd
w|shop's health and safety visit is friday at 9:30
w|the courier collects the pallets at 4 today
`);

/**
 * Part 2: waits stated as a state, with no act of the user's and no money at stake, are noticed facts
 * (GUIDELINES 3, rule 11; dev d027), in the many ways people say that something is still awaited.
 */
export const waitingStates5 = parseCorpus("observation_insight", `
p|no news from the hospital about the biopsy
p|the council have gone silent on my blue badge application
p|my new bank card never turned up
p|still no tracking number for the bike parts
p|the mechanic has had the van a week now, still no diagnosis
p|the estate agent is yet to come back about the viewing
p|planning office hasn't decided on the loft dormer
p|the builder keeps saying next week for the patio
p|DVLA are sitting on my licence renewal
p|my passport's been in processing for six weeks
p|the locksmith promised a callback, nothing so far
p|the surgery hasn't sent the referral letter
p|the garage is waiting on a gearbox from germany
p|the appeal on my parking ticket is still pending
s|no word from my cousin about the wedding dates
s|the school haven't confirmed the trip numbers
s|my brother still has my drill from the summer
s|the nursery waitlist hasn't moved in a month
s|Ana's mum is yet to confirm the sleepover
s|the scout leader hasn't got back about the kit list
s|Granny's care assessment is still pending with the council
s|the other parents have gone quiet on the carpool
w|Harlow Foods still hasn't signed the renewal
w|legal are still reviewing the supplier contract
w|procurement hasn't raised the PO for the laptops
w|no feedback yet from the panel on my interview
w|the printer still hasn't sent proofs for the catalogue
w|IT are still looking at my access request
w|the agency has gone quiet on the rebrand quote
w|my visa sponsorship letter is stuck with HR
w|the distributor keeps pushing the shipment back
w|the grant panel decides sometime in spring
`);

/** Part 3: waits where the money is the point stay transactions (GUIDELINES 3, rule 3). */
export const moneyWaits5 = parseCorpus("transaction", `
p|the insurance payout for the flood still hasn't come through
p|airline still owes me the compensation for the delay
p|my tax rebate is showing as processing
w|Corvid Labs is 40 days late on their invoice
w|the client payment is stuck in their accounts team
w|expenses from the Berlin trip haven't been reimbursed yet
`);

/**
 * Part 4: a single named instance of a habit stays a routine (GUIDELINES 3, rule 6), so the plan cue above
 * does not take every dated habit; and one-offs near habits stay tasks.
 */
export const routinesVsTasks5 = parseCorpus("routine_activity", `
p|swim club tonight as usual
p|saturday long ride with the club like every week
p|did the usual sunday batch cook
s|family film night friday as always
s|tuesday tea at Nan's like every week
w|friday payroll run done, same as every week
`);

/** Part 5: decisions and commitments said without "decided" (GUIDELINES 3, rule 8). */
export const decisions5 = parseCorpus("decision_commitment", `
p|the Volvo it is, not the Skoda
p|Harrison & Daughters get the bathroom job, best reviews
p|settled on the green tiles in the end
s|agreed to host boxing day this year
s|said yes to being Lola's godmother
w|Kestrel gets the contract, their bid was tightest
w|we're dropping the retainer clients with under ten hours
`);

/**
 * Part 6: the domain borderlines of GUIDELINES 2: work stress and habits, learning for work and for oneself,
 * household money and staff, community events, kids' school life, a colleague's leaving do.
 */
export const domains5 = [
  ...parseCorpus("emotion_state", `
w|the job is wearing me down this month
w|dreading monday's pipeline call
p|fed up with the noise from the flat upstairs
s|worried about my nephew since his exams went badly
`),
  ...parseCorpus("observation_insight", `
w|I answer work emails in bed every night, bad habit
w|my team lead books meetings over lunch a lot
p|our food shop has gone up about 15 percent this year
p|the joint account keeps dipping before payday
s|the kids are calmer on days they get outside early
s|the street whatsapp group is way more active since the flooding
`),
  ...parseCorpus("task", `
s|help out at the church fete on saturday
s|litter pick with the residents association sunday morning
s|bake something for the school cake sale friday
s|sign up for a slot on the PTA stall
w|collect for Mariam's leaving present at work
w|sort the cards for the team's farewell do
w|get the signed letter from HR for the bank
p|renew the tenancy agreement at the letting agent
`),
  ...parseCorpus("transaction", `
p|the cleaner's money goes out every friday, £60
p|paid the gardener £80 for the hedges
p|the childminder invoice came in, £540
`),
  ...parseCorpus("learning_consumption", `
w|company's paying for my Power BI course, first module thursday
w|reading the new compliance handbook my boss sent round
p|doing a Duolingo lesson on Italian for the fun of it
p|night class in watercolours, week 3 done
`),
];


/** Part 7: someone asks something of the user (a document, a sample, a signature): a thing to do. */
export const partyAsks5 = parseCorpus("task", `
p|the letting agent wants a copy of my payslips by monday
p|dentist wants an x-ray before the crown goes on
p|the insurer has asked for photos of the damage
p|my GP wants a urine sample in before the review
p|the surveyor is after the old plans for the extension
p|the locksmith needs me to send proof of address first
s|Noa's teacher wants the reading log signed every night
s|the youth club has asked for two parent helpers on friday
s|mum wants the photo albums scanned before christmas
s|coach wants the kit washed before saturday
w|the auditor wants the bank statements for Q2
w|Hartwell has asked for a revised timeline by thursday
w|the editor wants the piece cut to 800 words
w|finance is asking for receipts for every claim over £50
w|the client needs us to resend the signed SOW
`);
