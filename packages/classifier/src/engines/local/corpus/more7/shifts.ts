import { parseCorpus } from "../corpus-types.js";

/**
 * Seventh written batch, shifts and desks: workplaces told by their rooms, rotas and tools (a remodel's punch
 * list, a classroom's cover lesson, a dispatch route, a pharmacy's dispensing, a clinic's list, a kitchen's pass,
 * a code review), and staff or clients by first name. Beside it, friends and family by first name where the thing
 * done shows the relation. Written from the guideline in many regions; no labelled set's text is reused.
 */
export const shifts7 = [
  ...parseCorpus("task", `
w|walk the punch list at the Delgado remodel with the super
w|set cover work for 8B's double period
w|load the route for tomorrow's drops into the scanner
w|balance the CD register before the locum starts
w|restock the pass and wipe down the line before dinner service
w|review Ines's pull request on the invoicing module
w|strip the beds on level 3 and turn the rooms before check-in
w|reconcile the petty cash tin for the front desk
w|draft the lease for the Marsh Road unit before the tenant signs
w|prune the show garden at the Abbotts' before the open day
w|write report comments for my tutor group
w|grade the lab write-ups for third period
s|pick Zoe up from nursery, she finishes at 3
s|take Lola's costume to the dance school for the show
s|put the bunk bed together for the boys
s|drive Ama to the airport on sunday
p|sort the leak under my kitchen sink
p|clean the oven before the landlord's inspection of my flat
`),
  ...parseCorpus("reminder_intention", `
w|remind me the Delgado inspection is at 9 tomorrow
w|remind me, second-years' coursework deadline is friday
w|don't forget Kofi's probation review on monday
s|remind me Harper's parents' evening is wednesday at 6
s|don't forget Sipho's birthday braai on saturday
p|remind me to put the bins out, it's recycling week
`),
  ...parseCorpus("communication", `
w|rang Farid to confirm the skip for his remodel
w|emailed the locum agency about next week's gaps
w|texted Ines that the release is going out tonight
w|phoned dispatch about the damaged pallet on my route
w|emailed Mrs Varga's son about her repeat prescription
s|rang Thabo to see how the new baby is doing
s|texted Harper's teacher she'll be off sick today
s|long chat with Bongani about his divorce
p|emailed the agents re my flat's broken blind
`),
  ...parseCorpus("transaction", `
w|invoice Farid for the second draw on the remodel
w|front desk float was short by 20 at close
w|Marsh Road tenant's first month came in
w|paid Kofi's wages a day early because of the holiday
w|1099s for the subs go out this week
s|sent Thabo something for the baby
s|paid Zoe's nursery for the term
p|my car cover's 90 dearer this year
p|water bill for the flat was 48
`),
  ...parseCorpus("acquisition_disposition", `
w|order more roof felt for the Delgado remodel
w|need a second label printer for dispatch
w|returned the faulty card reader to the supplier
w|picked up the new knives for the line
s|buying a school bag for Zoe
s|gave Lola's outgrown skates to Ama's girl
p|replaced my flat's kettle, it finally packed in
`),
  ...parseCorpus("project", `
w|rebrand the café: new logo, signage, menus, socials
w|set up the second dispatch depot: lease, racking, two drivers
s|Sipho's 50th braai: a venue, meat order, speeches
p|get my flat ready to sell: paint, declutter, photos
`),
  ...parseCorpus("routine_activity", `
w|pharmacy stocktake done, every monday as ever
w|did the usual end-of-day cash-up
w|my tuesday duty at the school gate at 8:15 again
s|saturday swimming with Zoe and Lola
s|weekly call to Ama on wednesday nights
p|stretching after my run, same as always
`),
  ...parseCorpus("contact", `
w|the super on the Delgado remodel is Ray, 555 0192
w|Kofi's next of kin on file is Abena, his wife
w|new rep from the packaging supplier is Harriet Lowe
s|Sipho's wife is Naledi, she's a nurse
s|Harper's best friend's mum is Claire, 07700 900 661
p|my physio is Ingrid at the sports clinic
`),
  ...parseCorpus("decision_commitment", `
w|not renewing the lease on the second unit
w|closing the café on mondays from next month
w|said yes to Ines going down to a four-day week
s|told Thabo I'd be there for the christening
s|we're taking the kids to Ama's for easter
p|sticking with my old phone another year
`),
  ...parseCorpus("learning_consumption", `
w|reading the new safeguarding guidance before inset day
w|food hygiene level 2 done for the café
w|watched the how-to clip for the new till
s|reading a bedtime book with Lola
s|parenting class with Bongani's group on thursday
p|reading a crime novel on my commute
`),
  ...parseCorpus("milestone_outcome", `
w|Delgado remodel passed final inspection
w|the café got a five hygiene rating
w|Kofi passed his probation
s|Ama graduated today!
s|Harper made the county squad
p|got my full driving licence at last
`),
  ...parseCorpus("observation_insight", `
w|the 3pm dispatch always runs late on fridays
w|year 9 are calmer after lunch than before
w|the Marsh Road tenant always pays on the 5th not the 1st
s|Zoe's shy around new people lately
s|Thabo's happier since he moved back home
p|I sleep better when I skip the late coffee
`),
  ...parseCorpus("emotion_state", `
w|dreading the ofsted visit
w|proud of how Kofi handled the angry patient
s|heartbroken for Sipho and Naledi
s|over the moon about Ama's news
p|fed up with my knee
`),
];
