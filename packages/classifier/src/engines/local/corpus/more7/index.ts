import type { CorpusEntry } from "../corpus-types.js";
import { parseCorpus } from "../corpus-types.js";

/**
 * Seventh written batch (issue 10): what the labelled sets' new voices got wrong most, written fresh for the corpus
 * (no 4-word sequence shared with any labelled set): facts noticed (faults and states of things, prices and rules,
 * what an expert says, what another party did or wants or plans) that ask nothing of the user; tasks told by a fix,
 * by "needs", by fetching people and by a chore reported done as the state it left; things got or given; cards.
 */
export const writtenCorpus7: CorpusEntry[] = [
  // observation_insight: faults and states of things, seen now
  ...parseCorpus("observation_insight", `
p|after two showers the hot water runs lukewarm again
p|the kettle takes ages to boil since the descaling
p|the garage door sticks halfway whenever it's frosty
p|the back step has a crack running right across it
p|the fridge is humming louder than usual tonight
p|our wifi cuts out most evenings near nine
p|the bathroom fan is rattling like a tin of nails
p|the letterbox flap has come off its hinge
p|the shed roof sags in the middle since the snow
p|the left headlight on the Polo keeps flickering
p|my bike chain squeaks on every hill now
p|the washing machine leaves a puddle under the door again
p|the oven runs twenty degrees hotter than the dial says
p|the landing smoke detector keeps chirping at random
p|mould creeping back into the bedroom ceiling corner
p|the lawn's gone patchy where the paddling pool stood
p|the laptop battery barely lasts an hour these days
p|the sink in the en suite drains really slowly
p|the car's making a clunk over every speed bump
p|the box-room radiator stays cold along the top
p|the tiles by the shower are lifting at one edge
p|the front gate swings open on its own in the wind
p|my phone screen has a hairline crack near the camera
p|the geyser trips the switch whenever the kettle's on too
p|the water pressure upstairs is terrible in the mornings
p|the inverter beeps all night when the power's out
p|the aircon drips onto the balcony below
p|the gutter over the porch overflows in every downpour
p|the ute's tyre is losing air slowly, down a few psi each day
p|the skylight leaks a bit when the rain comes sideways
s|Gran's hearing aid whistles whenever she hugs anyone
s|the kids' trampoline net has torn along one side
s|Dad's walking frame is wobbling on one leg
s|my sister's car still grinds when she brakes
w|the office printer jams on every double-sided job
w|the shared drive is crawling again this afternoon
w|the till at the stall freezes when two cards tap at once
w|the site portaloo has been out of loo roll since monday
w|the card machine at the salon keeps losing signal
w|the meeting room projector flickers after ten minutes
w|the staff kitchen dishwasher leaves everything greasy
w|half the laptops in the lab still run the old build
w|the delivery van's sliding door sticks in the cold
w|the label printer in dispatch prints everything skewed
w|the hospital badge reader rejects my card every other morning
`),
  // observation_insight: other people's and bodies' wants and preferences that ask nothing of the user
  ...parseCorpus("observation_insight", `
s|my nephew wants a dinosaur party this year, not a football one
s|Mum would rather have Christmas at ours this time
s|the twins want matching bikes, of course
s|my partner wants to try the new Thai place on the corner
s|Grandpa prefers the early service over the late one
s|our neighbour wants to plant a hedge along the boundary
s|the kids would rather walk to school than take the bus now
s|my brother wants a quiet birthday, no fuss
s|the in-laws want to stay for the whole fortnight
s|my best friend wants to move back to Cork next year
s|Aunty prefers her tea with condensed milk
s|the book club wants to switch to first thursdays
s|the youth team wants new kit for next season
p|the landlord plans to sell the building next spring
p|the body corporate wants every owner to repaint their balcony rail
p|the council wants the bins out by 7 from now on
p|the vet would rather wait a week before another scan
w|the client wants the logo bigger on every page
w|the board wants a cheaper option on the table
w|my manager would rather we met on thursdays
w|the supplier wants payment upfront from now on
w|the new hire wants to shadow the night shift first
w|finance wants all claims in by the 25th every month
w|the customer wants the cake in lemon instead of vanilla
w|the regional office wants the monthly numbers in their template
`),
  // observation_insight: what another party did
  ...parseCorpus("observation_insight", `
p|the council resurfaced our whole street overnight
p|the neighbours cut their tree right back to the fence
p|the building manager changed the gym code without telling anyone
p|the bank moved my branch across town
p|the power company replaced the meter while I was out
p|someone parked across our driveway again this morning
p|the postman left the parcel in the recycling bin
p|the landlord finally fixed the intercom after three months
p|the garage washed the car after the service, nice touch
p|the pharmacy switched my tablets to a different brand
s|my cousin moved to Leeds for the new job
s|the neighbours painted their front door bright yellow
s|my sister dyed her hair purple for the festival
s|Dad sold the caravan to a man he knows from the pub
s|the school changed the pickup gate to the side entrance
s|our old landlady passed away last week, she was ninety
s|the church hall committee repainted the kitchen
w|the client paused the whole campaign for a month
w|IT rolled out the new VPN to everyone except our team
w|my boss moved the weekly meeting to a standing one
w|the supplier changed the packaging on all the jars
w|head office merged our region with the north one
w|the agency sent over a temp who had never used a till
w|the contractor poured the slab a day early
`),
  // observation_insight: prices, rates, rules and opening times noticed
  ...parseCorpus("observation_insight", `
p|parking at the station is up to twelve dollars a day
p|petrol dropped ten cents at the Caltex on the corner
p|the pool's adult swim is only till 7 on weekdays now
p|the chemist closes at 1 on saturdays
p|the library lets you keep books for four weeks now
p|the High Street bakery has no sourdough left after 10
p|the farmers market moved to the school car park
p|the gym's off-peak membership ends at 4pm
p|the toll on the bridge went up again this month
p|data bundles are cheaper if you buy them at night
p|the tip only takes garden waste on weekends
p|the clinic's walk-in hours changed to mornings only
p|bananas cost half as much at the market as in the supermarket
p|the bus pass covers the ferry too, who knew
s|the school canteen stopped doing hot lunches on fridays
s|the crèche charges extra if you're late for pickup
s|the park playground is closed for resurfacing till spring
w|the courier's cut-off for same-day is 2pm now
w|the client's payment terms are sixty days, not thirty
w|the co-working space charges for meeting rooms by the half hour
w|the wholesaler gives five percent off for cash
w|the market stall fee doubled for the christmas weekends
`),
  // observation_insight: other people's plans that need nothing from the user
  ...parseCorpus("observation_insight", `
s|the cousins drive down friday night for the match
s|my parents are off to Crete for three weeks
s|the neighbours are having their extension built all summer
s|my flatmate's moving her boyfriend in next month
s|the girls from uni are doing a reunion in Galway without me
s|my brother and his wife are expecting again
s|the youth group is camping on the island this weekend
w|the whole sales team is flying to Dubai for the conference
w|the other shift is covering the stocktake this time
w|my manager is on leave all of August
`),
  // observation_insight: what a tradesperson, doctor or expert says
  ...parseCorpus("observation_insight", `
p|the mechanic reckons the clutch has about a year left in it
p|the plumber says the stopcock is original to the house
p|the dentist says my gums are better than last year
p|the electrician thinks the wiring upstairs is from the seventies
p|the vet says the dog's a bit overweight but fine
p|the optician reckons my eyes haven't changed at all
p|the roofer says the chimney flashing is the real problem
p|the physio says my left hip is tighter than the right
s|the teacher says our daughter is miles ahead in reading
s|the nurse says Mum's blood pressure is steady now
w|the auditor says our records are the tidiest she's seen
w|the accountant reckons the business can afford a second van
`),
  // observation_insight: patterns and ideas
  ...parseCorpus("observation_insight", `
p|I fall asleep faster when the phone stays downstairs
p|the cat is sick every time we buy the budget food
p|the traffic's lighter if I leave before half seven
p|I spend way more when I shop hungry
p|the basil does better on the kitchen sill than outside
s|the kids fight less when they've been outside all day
s|Dad is always brighter after a visit from the grandkids
w|most orders land late in the evening, after the kids' bedtime
w|clients book more when the price ends in a 9
w|the orders always dip in the week after payday
w|the morning shift gets twice the walk-ins of the late one
`),
  // task: a fault with the user's fix
  ...parseCorpus("task", `
p|water's lukewarm again, get the boiler serviced
p|bathroom fan rattling, tighten the screws on the cover this weekend
p|gutter over the porch overflowing, clear it before the next storm
p|the gate won't latch, fit a new bolt on saturday
p|smoke alarm chirping, swap the battery tonight
p|get the crack in the back step filled before winter
p|look at why the sink drains so slowly, maybe the trap
p|car clunking over bumps, get the suspension checked
p|sort the mould on the bedroom ceiling, bleach and a fan
p|glue the loose leg of the kitchen table
p|reseal the shower tiles where they're lifting
p|pump up the ute tyre and look for the slow leak
s|tighten the bolts on Dad's walking frame when I'm over
s|patch the trampoline net before the kids' friends come
w|clear the jam in the office printer and log it with facilities
w|reboot the till before the stall opens
w|restock the site portaloo, it's been empty since monday
w|recalibrate the label printer in dispatch first thing
`),
  // task: what still needs the user's doing, told by "needs"
  ...parseCorpus("task", `
p|the car needs a wash before the trip
p|the spare room still needs a second coat
p|the hedge needs cutting before the neighbours complain
p|the dog needs her flea treatment this week
s|the kids' school shoes need polishing for the photos
s|Mum's tax form needs her signature before I post it
w|the proposal still needs the budget page
w|the onboarding deck needs the new org chart
w|the stall banner needs our new phone number on it
w|the quarterly report needs a proper summary up top
`),
  // task: an ordinary chore reported done, told as the state it left
  ...parseCorpus("task", `
p|spare room's painted at last, both coats
p|the lawn is mowed and the edges done
p|the car's MOT is done and passed
p|all the bills for this month are paid and filed
p|the garage is finally cleared out
p|the windows are cleaned inside and out
p|the passport renewal form has been posted
p|the tax return's filed, two weeks early for once
p|the boiler's serviced for the year
p|the freezer is defrosted and back on
s|the party invites are all out, thirty of them
s|the thank-you cards are written and posted
s|Gran's prescription is sorted for the month
s|the school forms are signed and back in the bag
s|the kids' costumes are finished for the play
w|the handover notes are done and on the shared drive
w|the timesheets are submitted for the week
w|the stocktake's done, all aisles counted
w|the client's invoice has gone out
w|the new starter's laptop is set up and working
w|the shop floor is reset for the sale
`),
  // task: fetching and dropping people
  ...parseCorpus("task", `
s|pick up the twins from cricket at 5
s|grab Mum from the station after work
s|collect the kids from their cousin's on sunday
s|drop Nana at the hairdresser's at 10
s|fetch my brother from the airport on thursday night
s|drive the boys to the swimming gala
w|meet the new intern at reception at 9 and walk her up
w|collect the client from her hotel before the site visit
`),
  ...parseCorpus("acquisition_disposition", `
p|the new mattress arrives thursday between 8 and 1
p|the replacement charger turned up by post today
p|running shoes sitting in my online basket till payday
p|the rug I ordered is stuck at the depot
p|collect the repaired watch from the jeweller on friday
p|the lamp I ordered for click and collect is waiting in store
p|swap the jeans for a bigger size at the mall
p|dropped the old sofa off with the hospice furniture place
p|found a used commuter bike on marketplace, collected it
p|need new wipers, the old ones smear the windscreen
p|the printer ink won't ship till next week, backordered
p|the fence panels are on a lorry, due monday
p|list the pram we no longer need on the buy and sell group
s|the twins need new football boots before the season
s|my daughter wants a proper easel for her birthday
s|return the neighbour's drill by saturday
s|return Aunty's serving dishes after the party
s|the birthday cake is paid for, collect it at 4
s|the school uniform is sorted, two of everything
s|the christening gown came from Gran in a box
w|the new till roll order arrived at the shop
w|the sample fabric is on its way from the mill
w|collect the banners from the printers before the fair
w|the spare laptop for the new hire is in the cupboard
w|sell off the old display fridges to the café next door
w|the stock for the weekend market is boxed and in the van
`),
  ...parseCorpus("observation_insight", `
s|Tomás got laid off from the plant along with half his shift
s|my aunt had her knee replaced in the private hospital, she's home now
s|Priyanka and her husband moved to a bigger flat in Pune
s|the lady next door broke her wrist slipping on the ice
s|my brother-in-law quit smoking after twenty years
s|the Okafors are moving back to Enugu come January
s|an old schoolfriend opened a café in Fremantle
s|Grandad's best mate passed away in his sleep, he's taking it hard
s|the family from number twelve sold up and went to Spain
s|Ravi from the cricket club had a heart scare, he's recovering
s|our old babysitter is training to be a midwife now
s|Lindiwe's husband started his own taxi business
s|Auntie Grace is back from Accra looking ten years younger
s|my best friend's dad had a small stroke, he's stable
s|bumped into my old manager in town, she's retired and gardening
s|heard from Mum that our cousin's shop closed down
s|the girls had a ball at the aquarium yesterday, the sharks were the hit
s|the christening we went to on sunday was lovely, so many babies
s|the hen do was chaos but everyone loved it
s|the street party went on till midnight, even the grumpy neighbour came
w|the receptionist is going on maternity leave in march
w|our old client went bust, the whole firm folded
w|the CEO announced she's stepping down next year
w|the night manager handed in his notice on friday
w|a rival bakery opened two doors down from the stall
w|the consultant we used last year joined a big four firm
w|the account manager at the supplier changed again
p|planning went through for the phone mast behind the park
p|the bus company is cutting the late service on our route
p|the broadband provider is raising prices from April
p|the gym got bought by a bigger chain, new app and all
p|the corner shop started selling fresh bread from a local baker
p|the streaming service dropped the show I was halfway through
p|the water board has the road outside torn up for a new main
p|according to the estate agent, prices on our street fell this year
`),
  ...parseCorpus("contact", `
s|Deepa's new address is flat 4, 22 Baner Road, Pune
s|the neighbour changed networks, her mobile's 0413 555 271
s|Hemi's email is now hemi.music@example.com
s|the Okafors' number in Enugu is +234 803 555 0192
s|my cousin in Toronto is on 416-555-0133 now
s|Auntie Grace can't eat shellfish, keep it off her plate
s|the pastor's son goes by Kofi, not Emmanuel
w|Yusuf is the new team lead for payments, extension 4411
w|the supplier's new account manager is Carla Mendes, carla.m@example.com
w|the receptionist covering maternity leave is called Beth
p|the new plumber is Darragh, 087 555 2210, does weekends
p|Jess the dog walker, 07700 900 733
`),
];
