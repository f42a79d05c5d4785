import { parseCorpus } from "../corpus-types.js";

/**
 * Fourth written batch, part 4: words that belong to more than one domain. A studio, a shop, a
 * team, a meeting or a deal is work only when it is the person's work; a class, a trip or a
 * purchase is social when it is for family or friends; tax, pension and pay are work when the
 * employer or the business is meant.
 */
export const domainWords4 = [
  ...parseCorpus("routine_activity", `
p|spin class at the studio again tonight
p|pilates at the studio on the corner every saturday
p|my five a side team plays every thursday
p|hot yoga at the studio, same time as always
s|the kids' football team trains tuesdays
s|book club meeting at Jen's every last wednesday
w|tuesday meeting with the studio partners as always
w|weekly numbers meeting with the warehouse team
`),
  ...parseCorpus("task", `
p|find a new barber, mine's retiring
p|deal with the mould in the bathroom this weekend
p|sort the shop bought curtains, they're too long
p|board up the broken shed window
p|clear the inbox of my personal email, 3000 unread
s|sort the team photos for the under 10s
s|pack the kids' bags for grandma's
s|book the family photoshoot for the new baby
w|write the content calendar for next month
w|sort the warehouse pick list for tomorrow's orders
w|update the pricing page with the new tiers
w|pack the etsy orders before the post office closes
w|ask HR for the pension transfer form
w|fill in the expense claim for the train to the client site
`),
  ...parseCorpus("transaction", `
p|the studio membership is £45 a month now
p|paid my own tax bill for the year, ouch
p|moved £500 into my pension pot
s|paid for the kids' school trip, £35 each
s|sent my parents money for the boiler repair
w|the shop's vat bill is due next week
w|paid the warehouse storage fees for the month
w|my pay rise came through in this month's salary
`),
  ...parseCorpus("acquisition_disposition", `
p|bought a new yoga mat from the sports shop
p|order a new desk lamp for my bedroom
s|buy the kids' team kit for the new season
s|pick up the family's passports from the post office
w|order sample packs from the new supplier for the shop
w|buy a second monitor, the company reimburses it
`),
  ...parseCorpus("communication", `
p|call the studio to freeze my membership
p|email the gym about the wrong charge
s|ring the kids' coach about the away game lift
s|message the family group about sunday lunch
w|email the warehouse about the missing pallet
w|call HR about my pension contributions
`),
  ...parseCorpus("learning_consumption", `
s|helping my son with his times tables every night
s|family trip to the planetarium show saturday
w|reading the new data privacy rules for the shop
w|course on managing people, my manager signed me up
`),
  ...parseCorpus("emotion_state", `
p|nervous about my own tax return this year
s|anxious about my mum's operation
s|so excited for my brother's wedding
w|stressed about asking my boss for a raise
w|worried the shop won't make rent this month
`),
  ...parseCorpus("observation_insight", `
p|the studio classes are emptier in the mornings
p|my phone bill is higher every time i travel
s|my parents are happier since they moved closer
w|the shop sells more when the window display changes
w|the warehouse always runs late on fridays
`),
  ...parseCorpus("decision_commitment", `
p|decided to switch my savings to a better rate
s|decided the kids can have phones at 12
s|promised my parents we'd visit at easter
w|decided to raise prices at the shop by 10%
`),
];
