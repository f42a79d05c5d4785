import { parseCorpus } from "./corpus-types.js";

/** reminder_intention: the person asks to be reminded — wins over every other reading. */
export const reminderCorpus = parseCorpus("reminder_intention", `
p|remind me to take my vitamins at 8
p|remind me tomorrow to book the dentist
p|don't forget bins out tonight
p|dont forget the car needs gas before the highway drive
p|ping me in 60 mins to check the laundry
p|remind me in 45 minutes to flip the roast
p|remind me saturday to clean the bbq before the party
p|do not let me forget my passport friday
p|on the 15th remind me to kill the streaming free trial
p|remind me about renewing the parking permit at month end
p|remind me at noon to call the pharmacy re my refill
p|don't forget to move the laundry to the dryer
p|remind me wed morning to defrost the chicken
p|reminder: water bill payment by the 20th
p|remind me next week to check on the tomato seedlings
p|remind me to switch the sprinkler off in 30 min
p|don't forget to return the rental car by 10am tomorrow
p|remind me when I get home to charge the drill batteries
p|ping me at 3 to stretch
s|remind me to wish Olu happy birthday tomorrow
s|don't forget Rosa's parent teacher meeting on tuesday at 4
s|friday morning remind me about flowers for mum
s|remind me tonight to text Malik re the camping gear
s|dont forget to send grandpa the wedding pics
s|remind me on sunday to call my sister
s|remind me to pick up Yara's cake at 2
s|don't forget the neighbours are coming for drinks at 7
s|remind me the 3rd to enrol the kids in swimming
s|remind me tomorrow morning to pack the snacks for the field trip
s|do not let me forget Tariq's jersey for saturday's game
s|remind me to send Ingrid a card for her retirement
s|remind me to drop off the casserole for the neighbours tomorrow evening
w|remind me at 9am to send the weekly update to the team
w|remind me to follow up with the client about the contract monday
w|don't forget to book the meeting room for the offsite review
w|ping me in 20 minutes so I join the standup on time
w|remind me thursday to renew my security certification
w|dont forget the mileage claim cutoff
w|remind me at month end to close the shop's books
w|remind me to invoice the bakery client on the 1st
w|ping me tomorrow at 10 to review the release notes
w|don't forget the vendor call at 2:30
w|remind me to order more packaging for the candle orders next monday
w|remind me to prep the demo tonight
w|remind me to update the roadmap before friday's review
w|don't forget the quarterly tax installment for the business on the 15th
p|remind me at 4 to put the roast in the oven
p|remind me to marinate the chicken after lunch
p|remind me to put the recycling out thursday night
p|don't forget to unplug the iron
s|remind me to reserve a table for mum's birthday
w|remind me at 4:30 to send the timesheet
`);
