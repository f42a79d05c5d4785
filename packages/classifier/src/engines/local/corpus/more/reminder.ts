import { parseCorpus } from "../corpus-types.js";

/** reminder_intention, second batch: any ask to be reminded, whatever the underlying action. */
export const reminderCorpus2 = parseCorpus("reminder_intention", `
p|remind me to take my tablets with dinner
p|at 6 remind me the roast needs to go in
p|remind me on friday to check the mot date
p|ping me at lunch to book the optician
p|nudge me after work to order more dog food
p|don't forget the car goes in for its service thursday morning
p|dont forget to turn the immersion off
p|do not forget the bins on wednesday night
p|remind me tomorrow to cancel the gym before the renewal
p|remind me the 28th about the car insurance renewal
p|remind me at 9pm to charge the ebike
p|nudge me in 60 minutes, bread needs to come out
p|ping me at 4 to get the washing off the line before the rain
p|remind me monday to ring the council about the bulky waste collection
p|remind me when i get home to water the seedlings
p|set a reminder for the smear test booking
p|remind me my library card lapses soon
p|remind me about the dentist on the 14th at 11
p|remind me to move money to savings on payday
p|remind me sunday to check how the boiler pressure is
p|dont let me leave without my reading glasses tomorrow
p|remind me 7:30 tmrw to leave early for the passport office
p|remind me to defrost the mince tonight
p|remind me before 9 to add credit to the parking app
p|remind me next week to book the flu jab
p|remind me the storage unit payment goes on the 1st
p|remind me 2morrow to pick up the watch from the repair place
p|reminder: the gas man comes between 8 and 12 saturday
p|reminder to self, meter reading due friday
p|ping me this evening to sort the tax disc
p|remind me before bed to put the phone on charge in the kitchen
p|nudge me on thursday to put the recycling out
p|remind me in 10 mins to turn the oven down
p|remind me to ask the pharmacist about the side effects
p|dont forget tmrw - blood test, fasting from midnight
p|remind me every sunday night to plan the week's meals
p|remind me whenever i'm near the hardware store to get sandpaper
p|remind me the car rego runs out on the 30th pls
s|remind me grandad's birthday call is the 19th
s|remind me to send Ailsa a good luck text before her exam
s|remind me thursday to sort the kids' costumes for book day
s|dont forget it's my turn to host book club next friday
s|remind me to book a table for our anniversary on the 12th
s|ping me at 3 to leave for the school pickup
s|remind me to get a card for Saoirse's new baby
s|remind me the parents evening is tuesday at 6:30
s|do not let me forget Mum's birthday present this weekend
s|remind me sunday to ring my brother about christmas plans
s|remind me to drop the casserole at the Nguyens' tomorrow
s|remind me to RSVP to Hemi's wedding by the 20th
s|don't forget the swimming kit on tuesdays
s|remind me the kids finish at 1 on friday, half day
s|remind me to thank Farah for the flowers
s|at 5 remind me the babysitter's coming at 7
s|don't forget to pick up Nan from the station at 4:15
s|remind me the street party planning meeting is wednesday 7pm
s|remind me i owe Wiremu for our gig tickets
s|remind me to order flowers for mum's retirement do
s|nudge me to check in on Orla after her surgery
s|ping me tmrw to ask my sister about the cot
s|reminder - Jovan's leaving drinks friday at 6
s|remind me to sign up for the school fair bake rota
s|remind me the church jumble sale needs donations by saturday
w|remind me to send the invoice to the bakery client tomorrow
w|remind me at 2 to join the vendor call
w|don't forget retro with the team at 4
w|remind me to approve the timesheets before payroll closes
w|remind me monday 9am to chase the signed contract
w|ping me before lunch to review Quinn's pull request
w|remind me to book my leave for august before the cutoff
w|remind me the shop's quarterly vat is due on the 7th
w|remind me to update the stock sheet after the market
w|don't forget the client demo at 11 tomorrow
w|remind me to prep the slides the night before the board meeting
w|friday remind me to put my hours in
w|dont forget to restock the card reader rolls for the stall
w|remind me next month about renewing the business insurance
w|remind me to message the team about the office move date
w|remind me the freelancer's invoice is due on the 15th
w|remind me in 30 mins to jump on the standup
w|ping me thursday am to send the weekly sales numbers
w|remind me to order more mailers for the etsy orders
w|remind me at 4:45 to log my hours before i leave
w|remind me to ask HR about the pension form
w|nudge me tomorrow to follow up on the Darby quote
w|reminder: appraisal paperwork due to my manager wednesday
w|remind me to drop the unused software seats before renewal
w|remind me to do my mandatory fire safety module by the 18th
w|remind me to back up the shop's orders database sunday
w|do not let me forget my laptop for the offsite
w|remind me at 8 tomorrow to print the handouts for the workshop
w|remind me to thank the supplier for the rush order
p|half 5 remind me to get the kids tea on
p|remind me later this arvo to grab milk
p|remind me 2nite to put the bins out
p|pls remind me about booking the eye test, keep forgetting
p|ok remind me in twenty minutes to turn off the sprinkler
w|remind me asap tomorrow to chase the courier for the samples
w|reminder for thursday: bring the demo unit to the client site
s|remind me tomorrow morning to wish Bilal happy diwali
s|don't forget eid lunch at auntie's on saturday
`);
