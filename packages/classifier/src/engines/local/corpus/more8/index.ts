import type { CorpusEntry } from "../corpus-types.js";
import { parseCorpus } from "../corpus-types.js";

/**
 * Eighth written batch (issue 10): the newest labelled sets' voices run their own small business (a food truck, a
 * walling trade, a market stall) and the engine read most of that business as the household: takings, orders from
 * customers and other firms, stock and suppliers, staff and their shifts, the business's van, loan, licence and
 * equipment are systems (GUIDELINES 2: "any business or side business"). Written fresh across every event type, in
 * the voices of many trades, beside household look-alikes (the same words about one's own home, car and money, which
 * stay personal) and family logistics (a child's or parent's appointment, which is social).
 */
export const writtenCorpus8: CorpusEntry[] = [
  // transaction: a small business's takings, wages, deposits, fees and loans
  ...parseCorpus("transaction", `
w|took 840 on the stall today, best saturday since easter
w|the bakery did 1,200 in cash this week and 900 by card
w|pay Priya for her three extra shifts at the salon this friday
w|wages for the two lads on the site go out thursday
w|the wedding couple paid their 500 deposit for the june shoot
w|invoice the Hendersons for the boiler swap, 2,150 all in
w|card machine fees ate 60 quid of the market money this month
w|the caterers' deposit for the fayre pitch is 75, pay it online
w|the business van loan repayment leaves the account on the 3rd
w|the farm shop owes us for forty dozen eggs from last month
w|tips in the jar came to 38 today, split it with Mateo
w|the cafe's VAT bill is due, around 3k to pay
w|refunded a customer 45 for the cake that arrived squashed
w|charged the school 300 for the two photography workshops
w|paid the flour mill 620 for the october delivery
w|the Etsy payout landed, 410 after their cut
w|the salon's rent went up to 1,400 a month from january
w|a client paid the tutoring invoice twice, send back the 120
w|float for the till tomorrow, 150 in coins and small notes
w|the gym lets me rent the studio for 25 an hour for my pilates classes
w|sold ninety bowls of laksa at the night market, 1,350 takings
w|paid the lad who helps on the van 80 cash for saturday
w|business insurance for the cleaning company renews at 690
w|the pub hasn't settled last month's bill for the bread, 320
w|quoted the Okafors 4,800 for the new patio
w|the accountant's fee for the shop's year end is 450
w|mileage for the week's callouts comes to 212 miles, claim it
w|the grant for the studio came through, 2,000 towards the kiln
`),
  ...parseCorpus("transaction", `
p|paid my flat's water charges, 58 this quarter
p|my council tax is up again, 161 a month now
p|moved 200 into the holiday savings pot
p|my car insurance quote to renew is 540, shop around
p|the dentist charged 95 for my filling
p|the money back for my broken toaster finally hit my account
p|my gym direct debit is 32 a month now
`),
  ...parseCorpus("transaction", `
s|sent my sister 150 towards her moving van
s|put 20 in the card for the twins' birthday
s|paid for mum's taxi to the clinic, 34
s|chipped in 25 each for Dev's leaving present
`),
  // acquisition_disposition: the business's stock, supplies and equipment, bought, sold or got rid of
  ...parseCorpus("acquisition_disposition", `
w|order another case of takeaway boxes before the weekend rush
w|the salon needs new towels, the grey ones are fraying
w|pick up the sacks of lime from the builders' merchant for the Wilsons' job
w|the new chest freezer for the cafe arrives wednesday
w|sold the shop's spare espresso grinder to a cafe in town
w|we're out of the large piping bags, reorder from the wholesaler
w|get a second tripod for the studio before the graduation shoots
w|the mower for the gardening round is knackered, look at a new one
w|sent back the wrong brackets to the supplier for the Patel job
w|need forty more jars and lids for the chutney stall
w|collect the banners for the stall from the printer friday
w|give the spare shelving from the shop to the charity warehouse
w|the dog grooming van needs a new dryer, the old one's dying
w|order cotton bags with the logo for the bakery counter
w|listed the spare sewing machine from the workshop on marketplace
w|buy a card reader that works offline for the market days
w|the delivery of hops for the brewery is coming at 8 tomorrow
w|a pallet of peat-free compost for the nursery arrives monday
w|chef wants a bigger stockpot for the soup of the day
w|the plumbing van needs fresh press tools
`),
  ...parseCorpus("acquisition_disposition", `
p|need a new mattress, mine's sagging in the middle
p|dropped the old microwave at the tip
p|order a replacement filter for my coffee machine at home
p|bought myself a used bike for getting to work
`),
  ...parseCorpus("acquisition_disposition", `
s|pick up Mia's party cake saturday
s|get a present for Tom's christening
s|found a second-hand cot for my brother's baby
`),
  // task: the business's jobs, customers and paperwork
  ...parseCorpus("task", `
w|measure up the Greens' kitchen for the new worktops tomorrow
w|renew the food hygiene certificate for the truck before march
w|update the price list on the salon window
w|finish editing the Taylor wedding photos by the 20th
w|set up the stall by 6 for saturday's farmers market
w|book the van in for its MOT, we can't lose a working day
w|put the shop's winter hours on its facebook page
w|clean the grill and the fryers properly after close tonight
w|prep two trays of brownies for the cafe order thursday
w|sort out the rota for the christmas weeks at the salon
w|check the stock of bin bags and gloves for the cleaning team
w|fill in the licence renewal for the market pitch
w|chase up the customer whose deposit never arrived
w|send the sample tiles round to the Murphys before they choose
w|write up a price for the bathroom refit at number 12
w|get the business accounts to the bookkeeper by friday
w|sharpen all the clippers before the weekend bookings
w|finish the garden at the vicarage before the rain comes
w|the workshop needs a proper fire extinguisher, sort one out
w|repaint the sign on the truck, it's peeling
w|train the new girl on the coffee machine tomorrow morning
w|count what stock the shop has left on sunday
w|fix the leaking tap at the tenant's flat in Mill Road
`),
  ...parseCorpus("task", `
s|take Ella to the orthodontist thursday at 4
s|book Noah's eye test before school starts
s|Zoe's dentist check-up is the 9th at 10, take her
s|drive dad to his hearing clinic appointment tuesday morning
s|fill in the form for Leo's school trip to the zoo
s|help mum sort out her pension paperwork on sunday
s|take Grandma to the podiatrist wednesday at 2
s|get Isla's football boots cleaned before the match
s|sign Ruby up for the swim classes at the leisure centre
s|collect Sam from cubs at half 7
`),
  ...parseCorpus("task", `
p|book my own smear test before month end
p|clear out the spare room this weekend
p|get the boiler at home serviced before winter
p|defrost the freezer in the kitchen
`),
  // communication: calls, texts and emails with customers, suppliers and staff
  ...parseCorpus("communication", `
w|text the two lads that we start at the Allens' at 8 tomorrow
w|ring the wholesaler, the cheese delivery was short
w|emailed the bride the gallery link this morning
w|call the council about the street trading permit renewal
w|message the customer that her cake will be ready at 3
w|phoned the quarry about the stone for the Brookes job
w|reply to the three enquiries about christmas party catering
w|voicemail from a woman wanting a quote for a hedge cut
w|rang the salon's landlord, the back room has damp
w|email the festival organisers our menu and gas certificate
w|whatsapp the cleaning team the new key codes
w|call the bank tomorrow about the overdraft on the business account
w|spoke to the butcher about a better price on mince
w|send the new client a welcome email with the session times
`),
  ...parseCorpus("communication", `
s|ring Auntie Pat on sunday for her birthday
s|facetime with the grandkids after tea
s|text my sister about the school pick up tomorrow
p|call the GP surgery at 8 for my results
p|email my letting agent that the shower leaks
`),
  // observation_insight: what the business noticed about its trade, customers and rivals
  ...parseCorpus("observation_insight", `
w|the lunchtime queue was twice as long when we parked by the office blocks
w|customers keep asking for a gluten free option at the stall
w|the new salon opposite charges ten pound less for a cut
w|rainy saturdays kill the market, half the footfall
w|the chilli jam outsells the plum every week
w|most of the bookings come through instagram now, not the website
w|the fryer oil is lasting longer since we switched suppliers
w|a regular said our flat whites are better than the chain's
w|trade on the truck dies after 2 unless there's an event on
w|the cleaning contracts with offices pay better than houses
w|the client's lawn has moss all through it, it'll need scarifying
w|the wholesaler's egg prices are up a third since summer
w|wednesday mornings are always dead in the shop
w|the council wants the trading pitch cleared by 6 every night
w|new customers mostly find us through word of mouth
w|the print shop says the menus will take a week
`),
  ...parseCorpus("observation_insight", `
p|the heating at home comes on an hour late every morning
p|my electric bill is way up since the dryer arrived
s|the kids are much calmer when they've been outside all day
s|my brother says his new job has far better hours
`),
  // decision_commitment: decisions about the business
  ...parseCorpus("decision_commitment", `
w|decided to stop doing weddings on sundays at the bakery
w|going with the cheaper supplier for the coffee beans from next month
w|we're taking no new garden jobs till spring
w|told the school I'd do the catering for their summer fair
w|raising the price of a cut and blow dry to 45 from january
w|closing the stall for the final fortnight of august
w|promised the couple the album by christmas
w|decided the truck won't do the late night slot any more
w|agreed we'll do the Robinsons' weekly clean
w|no more cash only jobs, everything goes through the books now
`),
  ...parseCorpus("decision_commitment", `
p|decided to sell my car and use the bus
s|told my daughter I'd have the baby every tuesday
`),
  // milestone_outcome: the business's results
  ...parseCorpus("milestone_outcome", `
w|sold out of pies by noon, never happened before
w|the cafe got its five star hygiene rating
w|hit 1,000 followers on the bakery's instagram
w|landed the contract to clean the whole office block
w|our chutney won silver at the agricultural show
w|first month the salon's turned a profit
w|the truck made it into the festival line-up for next summer
w|finished the Carters' extension on time and on budget
w|a hundred orders through the website this month, a record
`),
  ...parseCorpus("milestone_outcome", `
p|passed my motorbike test first time
s|my son got his first job offer today
`),
  // task: a customer's order with its day is the business's work to do
  ...parseCorpus("task", `
w|the Joneses want three dozen cupcakes for their do on friday
w|the golf club wants sandwiches for forty on the 14th
w|Mrs Adeyemi wants her hedges trimmed before her garden party saturday
w|the school wants the team photos printed before half term
w|a customer wants her wedding dress taken in by the 2nd
w|the office on King Street wants their windows done every other monday, start next week
w|the residential home asked for fifty mince pies for their christmas tea on the 18th
w|Dale wants the fence panels up before his dog arrives on sunday
`),
  // acquisition_disposition: goods the business received or let go
  ...parseCorpus("acquisition_disposition", `
w|the brewery dropped off ten kegs for the weekend
w|the fishmonger brought round a crate of mackerel for the specials
w|the farmer left twenty trays of eggs by the cafe's kitchen door
w|the timber merchant delivered the oak sleepers for the Harris garden
w|gave away the day's unsold bread to the night shelter
w|the flower wholesaler sent the wrong roses for the wedding order
`),
  // communication: calls and messages that came in to the business
  ...parseCorpus("communication", `
w|the bank rang, the business loan forms need a second signature
w|a lady messaged asking if we cater for vegan weddings
w|the supplier emailed, the price of oil goes up next month
w|the venue coordinator called to move our pitch nearer the gate
w|missed call from the environmental health officer, ring back
`),
  // observation_insight: what customers, suppliers and staff want or did, asking nothing of the user
  ...parseCorpus("observation_insight", `
w|the deli in the high street would like to stock our sourdough regularly
w|Kofi would rather work the late shift than the early one
w|the new barber two doors down has taken some of our walk-ins
w|the supplier's van always turns up late on bank holidays
w|the regulars prefer the old coffee cups to the new paper ones
w|the pub fancies a pie and pint night with us some time
w|slow afternoon at the stall, only a dozen customers
w|the windy pitch by the harbour loses us half the trade
`),
  // milestone_outcome: a business result with its number
  ...parseCorpus("milestone_outcome", `
w|the bank approved the loan for the new van!
w|record takings at the christmas market, over four grand
w|the council granted the pavement licence for the cafe tables
w|the salon's been open five years today
`),
  // task: a chore of the business reported done (the record of the work)
  ...parseCorpus("task", `
w|finally got the quarterly books done for the shop
w|fitted the new worktop at the Browns', all sorted
w|the truck's been deep cleaned ready for the inspection
w|all the christmas orders packed and labelled
`),
  // decision_commitment: saying yes to a plan of the business or of friends
  ...parseCorpus("decision_commitment", `
w|said yes to the charity run catering, we'll do the teas
w|we'll do the village fete again this year, told the committee
s|Jo wants a spa weekend in may, count me in
s|agreed to be godmother for my cousin's little girl
`),
  // emotion_state: feelings about family and oneself, beside the business ones above
  ...parseCorpus("emotion_state", `
s|worried sick about dad's operation next week
p|so flat and worn out all week
`),
  // emotion_state: feelings about the business
  ...parseCorpus("emotion_state", `
w|knackered after a fourteen hour day on the truck
w|stressed about cash flow at the shop this month
w|so proud of how the new menu went down with customers
w|dreading the tax bill for the business
w|fed up of chasing late payers for every job
w|anxious about the health inspection at the cafe on monday
`),
  // routine_activity: the business's routines
  ...parseCorpus("routine_activity", `
w|cash up the till and lock the shutters like every night
w|the 4am bake for the morning bread, like every weekday
w|weekly deep clean of the salon on monday when we're shut
w|every friday I do the invoices for the week's jobs
w|market set up at 6 every saturday
w|stocktake on the opening sunday of each month
w|daily check of the fridge temperatures in the truck
`),
  // learning_consumption: learning for the business
  ...parseCorpus("learning_consumption", `
w|booked a course on sugar craft for the wedding cakes
w|watching videos on how to price catering jobs
w|reading up on the new rules for allergen labels for the stall
w|signed up for a bookkeeping class for small businesses
w|did the online food safety level 2 for the truck
`),
  ...parseCorpus("learning_consumption", `
p|reading a thriller before bed every night this week
s|took the kids to the cinema for the new pixar film
`),
  // contact: the business's people
  ...parseCorpus("contact", `
w|Nadia Rahman, our new supplier rep, 07700 900321
w|the Wilsons' number for the garden job is 01632 960 118
w|Bev at the wholesalers does the order on tuesdays, ask for her
w|the events manager at the racecourse is Tom Hale, tom.hale@example.com
w|Kemi is the accountant who does the salon books
w|the chap who fixes commercial ovens is called Ade, 07911 123456
`),
  ...parseCorpus("contact", `
p|my plumber is Gary, 07700 900 555
s|Aunty Joy has moved to 4 Elm Close
`),
  // project: the business's multi-step plans
  ...parseCorpus("project", `
w|opening another stall on sunday mornings: pitch, gazebo, extra staff, card machine
w|launch the online shop for the bakery: photos, prices, delivery zones, website
w|the new truck fit-out: griddle, extraction, fridges, gas safety check
w|christmas hamper range for the deli: suppliers, boxes, pricing, adverts
w|move the salon to the bigger unit: lease, fit-out, signage, tell clients
`),
  ...parseCorpus("project", `
p|redo my bedroom: paint, new blinds, shelves, rug
s|plan dad's 70th: venue, cake, invite the cousins
`),
];
