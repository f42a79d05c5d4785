import { parseCorpus } from "../corpus-types.js";

/**
 * Seventh written batch, home side: the trade's own words used at home (our fuse box, my boiler, the radiators,
 * grout) and household money (rent, council tax, the electric bill, one's own credit card) stay personal
 * (GUIDELINES 2), beside the work side of the same words in work.ts. Written from the guideline.
 */
export const home7 = [
  ...parseCorpus("task", `
p|swap the fuse in our kitchen kettle plug
p|bleed the spare room radiators
p|re-grout our shower tray
p|rewire the lamp in my bedroom
p|descale the kettle and the shower head
p|replace the washer on our garden tap
p|clear out my wardrobe for the charity shop
`),
  ...parseCorpus("reminder_intention", `
p|remind me the council tax direct debit changes next month
p|remind me my bloods are on the 12th
p|don't forget the car insurance renewal
`),
  ...parseCorpus("communication", `
p|rang the boiler engineer about our annual service
p|emailed my landlord re the bathroom mould
p|ring the surgery re my results
p|texted our electrician about the outside light
`),
  ...parseCorpus("transaction", `
p|rent's going up 80 a month from june
p|paid my credit card off in full
p|electric bill was 140 this quarter
p|council tax refund came through
p|my phone contract's gone up to 35 a month
p|paid the plumber for fixing our leak
`),
  ...parseCorpus("acquisition_disposition", `
p|my runners have holes, time for new ones
p|bought a used bike to cycle in on
p|sold my old guitar
p|ordered a firmer mattress for our bed
`),
  ...parseCorpus("project", `
p|redo the back garden: new turf, veg beds, somewhere for the bikes
p|tidy up my pensions: track down old pots, merge them, raise contributions
p|learn to sail this summer: a course, the kit, a club
`),
  ...parseCorpus("routine_activity", `
p|5k run before brekkie as every tuesday
p|ten minutes of meditation before bed, every night
p|weekly food shop done
`),
  ...parseCorpus("contact", `
p|my dentist is Dr Shah on Park Road
p|the mechanic who does my car is Lee, 07700 900 331
p|our plumber is Gavin, always picks up
`),
  ...parseCorpus("decision_commitment", `
p|cancelling my streaming subscriptions
p|switching energy supplier
p|no phone in my bedroom from now on
`),
  ...parseCorpus("learning_consumption", `
p|learning Spanish on my own
p|reading about Roman Britain
p|pottery class on thursday evening
`),
  ...parseCorpus("milestone_outcome", `
p|paid off my car loan
p|finished my first ever 21k
p|a year sober today
`),
  ...parseCorpus("observation_insight", `
p|my back hurts after sitting all day
p|the car clunks on left turns
p|our boiler keeps losing pressure
`),
  ...parseCorpus("emotion_state", `
p|feeling flat this week
p|excited about my new bike
p|anxious about my scan results
`),
];
