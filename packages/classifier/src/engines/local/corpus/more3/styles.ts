import { parseCorpus } from "../corpus-types.js";

/**
 * Third written batch, part 2: regional English (British, Indian, Australian), dictation with
 * no punctuation, typos and emojis, outcomes stated without the task's verb and waiting stated
 * as a state.
 */
export const styleTasks = parseCorpus("task", `
p|need to get the geyser fixed before the guests come
p|get the ac serviced before may it's dripping again
s|do the needful for dad's pension papers this week
w|kindly prepare the MIS report by EOD
w|prepone the vendor review to tuesday
p|sort out the ute's rego before month end
p|mow the nature strip before the council inspection
p|hoover the car and chuck out the crisp packets
p|the bin lorry didnt take the garden waste, put it back out tuesday
s|help my cousin-brother shift his stuff to the new PG on sunday
p|so i need to clean the fridge and then the freezer and then sort the cupboard under the stairs
p|ok so first thing tomorrow fix the gate then the bike then the shed door
w|right so after standup fix the login bug then review the two PRs then draft the release notes
p|get teh car washed b4 the wedding
p|clean the bathrom grout its minging
p|descale teh shower head
w|finsh the expenes spreadsheet b4 friday
p|fix the dripping tap 🔧
p|clear the gutters 🍂 before the rain
p|bathroom sealant redone, no more black mould
p|the passport photo's sorted, looks like a mugshot lol
p|car's rego is paid and the sticker's on
w|the server patching is finished, no downtime
w|client portal bug is squashed, verified in prod
p|the dishwasher is plumbed in and working
s|nan's shopping is dropped off and put away
`);

export const styleReminders = parseCorpus("reminder_intention", `
p|remind me to switch on the geyser at 6am
p|remind me arvo time to bring the washing in
s|remind me to ring amma after her temple visit
w|remind me to revert to the vendor on the quote by EOD
p|remind me to fill up the ute at the servo tomorrow
p|remind me to top up my oyster card
p|remind me brekkie meeting with the bank tmrw 8am
p|remind me bins go out tonight 🗑️
s|remind me to wish Uncle Raj happy birthday 🎂
p|ok remind me at 7 tomorrow morning to ring the plumber and then the electrician
w|remind me IT still owe me a laptop, chase them
`);

export const styleCommunication = parseCorpus("communication", `
w|kindly call the vendor and confirm the dispatch
s|call mummy ji after dinner
p|ring the tradie about the quote he promised
w|dropped a mail to the client regarding the delay
w|will ping Rahul on whatsapp re the invoice
p|gave the council a bell about the bins
p|rang the bank and they said the card is on its way
w|emailed the vendor three times still no reply
w|left a msg for the client, no callback yet
p|called the insurance ppl still no update on my claim
s|texted my sister, she hasnt replied since friday 🙄
w|call with the supplier tmrw 10am abt the damaged stock
p|need to phone the doctors' surgery when it opens at 8
`);

export const styleTransactions = parseCorpus("transaction", `
p|paid the electricity bill ₹3,400
s|sent ₹10,000 to amma for diwali shopping
w|client paid the advance, ₹50,000 received
p|the rego was $780 this year
p|paid the servo $90 for fuel, ouch
p|council tax £160 gone out
w|client still hasn't cleared the payment, 60 days now
w|the marketplace payout is stuck, support says 3-5 days
p|cancelled train refund came through 🙌
w|got paid for the logo job finally 💰
p|paid rent 🏠 $1,900
`);

export const styleAcquisitions = parseCorpus("acquisition_disposition", `
p|need to buy a new mixie, the old one broke
p|order a new geyser, 15 litre
p|pick up a slab of water from the bottle-o
p|grab sausages and bread for the barbie
p|bought a new doona for winter
p|get some new thongs for the beach
p|sold the old bike on facebook for 50 quid
p|the new fridge is on backorder till next month
p|the parcel is stuck at customs, tracking hasn't moved in a week
p|the replacement part still isnt here, they said 2 weeks
p|returned the faulty headphones, waiting on the refund
w|the laptop from IT still hasnt arrived
p|picked up the new specs 👓
p|my running shoes are done, need a pair 👟
`);

export const styleRoutines = parseCorpus("routine_activity", `
p|morning yoga on the terrace again
p|did the usual saturday arvo surf
p|sunday brekkie at the cafe as always
p|gym 6am as per usual
w|daily standup at 9:30 IST as usual
p|walked the dog round the park 🐕 same as every morning
p|usual monday food shop done
`);

export const styleDecisions = parseCorpus("decision_commitment", `
p|going with the cheaper geyser, the fancy one isn't worth it
s|told my cousin-sister i'll come for the wedding in december
w|not going ahead with the vendor, told them today
p|right i'm done with the gym, cancelled it
p|decided on the grey couch ✅
p|builder from the estate it is, done deciding
`);

export const styleLearning = parseCorpus("learning_consumption", `
p|reading a novel on my kindle on the train
w|doing a udemy course on power bi for the office
w|watching nptel lectures to prep for my new position
p|listening to an audiobook on the drive to mum's
p|halfway thru the new dune book 📖
w|reading the new product docs b4 the training on monday
`);

export const styleMilestones = parseCorpus("milestone_outcome", `
s|my son cleared his 12th board exams with 92%!!
w|got the onsite offer 🎉
p|passed my P plates test!!
w|our startup got its first paying customer
s|my sister got her visa approved, she's moving to Melbourne
p|finally got my permanent residency 🙌
`);

export const styleObservations = parseCorpus("observation_insight", `
p|the geyser takes 20 mins to heat up now, something's off
p|the servo near work is 10c cheaper
p|the bottle-o on the corner has the best prices
s|my in-laws always visit when it rains
w|the vendor always delays dispatch by a week
p|petrol's way cheaper on tuesdays round here
`);

export const styleEmotions = parseCorpus("emotion_state", `
p|feeling so homesick today
w|tensed about the appraisal tomorrow
p|bit knackered after the long weekend
s|so chuffed for my sister 🥳
w|gutted about the redundancy news
p|absolutely buzzing about the holiday ✈️
s|worried sick about nana in hospital
`);

export const styleContacts = parseCorpus("contact", `
p|plumber bhaiya's number 98765 01234
w|new vendor contact is Mr Iyer, iyer@sunrisetextiles.in
`);

export const ownBusiness = parseCorpus("observation_insight", `
w|our returns mostly come from the large sizes
w|most of our orders come in after 9pm
w|our customers love the gift wrap option
w|our best month is always november
w|half our stock of the blue glaze is cracked
p|our energy bill jumps whenever the box room heater is on
s|the neighbours' kids are so polite these days
p|a neighbour's cat keeps using our veg bed as a toilet
p|learning spanish before the holiday is going better with flashcards
`);

export const ownBusinessMoney = parseCorpus("transaction", `
w|our refunds this month came to $340, mostly damaged in transit
w|our etsy sales for october were $2,100
p|our grocery bill is $180 a week now
`);

export const readingProgress = parseCorpus("learning_consumption", `
p|60 pages into the new thriller, can't put it down
p|finished the memoir, cried at the end
p|got through two chapters of the history book on the train
p|spanish lessons on the app before the trip, day 20
p|italian with a tutor on zoom, just for the holiday
s|read a chapter of the book club novel before bed
`);
