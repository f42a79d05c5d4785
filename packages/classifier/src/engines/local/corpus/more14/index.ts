import type { CorpusEntry } from "../corpus-types.js";
import { parseCorpus } from "../corpus-types.js";

/**
 * Fourteenth written batch (issue 10), on the commonest event-type and domain confusions of the read parts (every
 * `*-read.jsonl` part, tune, links and parent-tune; the dev set and every held part left out) at aa0f211: a task read
 * as a noticed fact (74: dated visits and requests told in the third person, chores told as a state) and a fact read
 * as a task (74), a thing got or let go read as a task (34) and a task read as one (30: "need 2 dozen …" to make,
 * a thing to have cleaned, printed or sharpened), a thing coming read as a fact (26) and a price or backorder read as
 * a purchase (20), a price or a thing owed that is not money read as money (23) and money awaited read as a fact
 * (18), a task read as money (19: renewals and filings) and as a result (21: permits and routine approvals), a result
 * read as a fact (20), a one-off meeting read as a habit (17), a card read as a fact (17); by domain, business things
 * with no work word read as personal (235), one's own things read as work (170), staff, clients and colleagues by
 * first name read as social (140), family and friends beside a shop, a club or a church read as work (124), family
 * read as personal (120). Each is written as look-alike pairs in the same words across the three domains.
 * Labelled by shared/eval/GUIDELINES.md with its Clarifications; written fresh in many Englishes, terse, dictated and
 * misspelt; no labelled sentence is reused or paraphrased, and no 4-word sequence is shared with any labelled set.
 * Sections marked v2 and v3 were added after the first and second retrains, on their read losses.
 * It trains the event-type model only (`eventOnly`): with its domain labels every build lowered held domain (−13, −10,
 * −1, −7) while its event types raised held event type (+19 to +24); registered last, after the generated corpus, so
 * every earlier sentence keeps its cross-validation fold (eval-fresh/README.md, "A fourteenth corpus batch").
 */
export const writtenCorpus14: CorpusEntry[] = ([
  // a visit, appointment or request told in the third person that gives the user a job (task) ...
  ...parseCorpus("task", `
p|the gas engineer is booked wednesday at 10 to service our boiler
p|locksmith comes friday morning to change the back door barrel
p|the surgery wants me in again for a repeat smear in six weeks
p|optician wants to see me again in a month to recheck my left eye
p|the vet wants Rolo in on the 14th for his booster jab
p|window cleaner is doing the conservatory roof thurs so leave the side gate unlocked
p|chimney sweep due next tuesday at 8, shift the armchairs out of the way first
p|sparky's coming sat morning to put the outside socket in
p|dentist needs me in again the 3rd to finish the filling
p|Radek the tiler starts the ensuite on the 9th, bathroom needs emptying before
p|the letting agent is doing the flat inspection monday at 11, tidy up sunday
p|mortgage advisor needs three months of my payslips before she can submit
s|Mum's carer wants her tablets sorted into the dosette box by sunday
s|Saoirse's teacher wants the reading record signed every night this week
s|school nurse wants Ayodele's inhaler plan updated before the trip on the 20th
s|the in-laws land thursday 7am at T2, someone has to fetch them
s|Grandad's consultant wants more bloods taken in a couple of weeks, I'll be driving him
s|Kirra needs me to take up the hem on her formal dress by the 12th
s|scout leader wants the camp consent forms back by friday latest
s|Uncle Farhaan has to be driven to the eye hospital tuesday 2pm
s|Nani's physio visits the house wed at 3, somebody has to be home with her
s|the wedding planner wants our table plan for Rhiannon's do by month end
w|fire safety officer comes round the unit the 18th, get the extinguisher certs together
w|Mrs Okonjo wants the new menu costings with her by wednesday
w|client wants the logo files as svg and png by friday
w|the stock auditor is in monday at 9, clear the back office beforehand
w|environmental health visit to the kitchen thursday, degrease the extraction hood before
w|Bartosz at the wholesaler wants the signed credit form back before he delivers again
w|the head wants year 8 mock papers marked before half term
w|landlord's surveyor visits the salon tuesday 8am re the damp wall
w|procurement need the supplier onboarding pack filled before the PO can go out
w|ward sister wants my competency booklet completed before this rotation ends
w|the Hallorans want their bathroom tiling finished before the family arrive for xmas
w|the bank's relationship guy wants the shop's last two years of accounts by the 30th
`),
  // ... beside the same people's verdict, plan or habit that gives the user nothing (observation)
  ...parseCorpus("observation_insight", `
p|gas engineer reckons our boiler has two winters left in it at best
p|locksmith said the back door barrel is a cheap one, easy to snap
p|optician says the prescription in my left eye has barely changed
p|the vet thinks Rolo is a bit heavy for his age
p|Radek reckons the ensuite floor isn't level, drops a good centimetre at the window
p|the letting agent said next door's flat let for 200 more a month
p|mortgage advisor says rates might come down again in the spring
s|Mum's carer says she's eating far better since the new tablets
s|Saoirse's teacher says she reads well above her age
s|the in-laws are stopping with Hemi's sister the first week
s|Kirra's formal is at the botanic gardens this year
s|Uncle Farhaan's eye hospital has moved across town to the new site
s|Nani's physio says she's walking better than most people half her age
s|the scout leader reckons it'll rain the whole camp weekend
w|fire safety officer was pretty happy with the unit overall, only the signage bothered him
w|Mrs Okonjo thinks the lunch menu is too long, half of it never sells
w|the client keeps changing their mind on the logo colours
w|the stock auditor always picks the same three lines to count
w|environmental health gave the café down the road a 2 rating
w|Bartosz says the wholesaler is raising minimum orders from march
w|the Hallorans' builder keeps leaving their side gate wide open
w|the head always wants mock results a week earlier than she says
`),
  // someone coming or wanting something of their own (observation) beside the job it gives the user (task)
  ...parseCorpus("observation_insight", `
s|Oyinda and Femi are coming over for lunch sunday
s|Tomasi and the boys are driving up for the rugby on saturday
s|Grandma wants fish pie for her birthday tea, nothing fancy
s|Dervla's lot are all going to the beach house for new year
p|Lorenzo next door reckons the hosepipe ban starts next week
p|the neighbours are having their roof redone, scaffolding up till june
w|Mr Achterberg wants the cheaper tiles in the end, says the grey looks cold
w|the Brennan job wants a walk in shower now instead of the bath
w|three of the part timers want christmas eve off, only one of them can
w|the head chef wants everyone on the new knife skills rota
`),
  ...parseCorpus("task", `
s|make up the sofa bed for Oyinda and her husband before sunday
s|get the spare room ready for Tomasi and the boys saturday
s|make Grandma's fish pie for her birthday tea on the 8th
s|pack the cool box for Dervla's beach house trip new year's eve
p|fill the water butts before the hosepipe ban next week
p|move the car off the drive before the scaffolders come monday
w|reprice the Achterberg bathroom with the cheaper tiles by friday
w|redraw the Brennan layout with a walk in shower instead of the bath
w|sort the christmas eve rota, three part timers want it off
w|put myself down on the head chef's knife skills rota for thursday
`),
  // a chore done told as a state (task) beside a problem with the same thing noticed (observation)
  ...parseCorpus("task", `
p|kitchen tap has a new washer and not a drop since
p|hedge is cut back off the footpath at long last
p|smoke alarm batteries all changed, the beeping's stopped
p|car has its new wiper blades on
p|passport photos are done and in the envelope
p|the spare room's painted, two coats, skirting still to do
p|both bikes are booked into the shop for a service, dropping them friday
p|boiler pressure topped back up to 1.5 and the heating's on
p|the loft hatch finally has its ladder fitted
s|Ma's hearing aid has new batteries in and she can hear the telly again
s|Lachlan's name tapes are sewn into every piece of his uniform
s|kids bikes pumped up and oiled ready for sunday's ride
s|christening invites all addressed and stamped
s|Dad's pill box is filled for the fortnight
s|Nanna's pendant alarm is set up and tested, she knows how to press it
s|the new car seat's fitted in Gran's car for the school pickups
w|new price list now on the shop site, old one taken down
w|the float for saturday's stall is counted and bagged
w|december staff rota printed and pinned on the kitchen wall
w|the client's staging logins are set up and the details sent over
w|all the year 10 reports are written and uploaded
w|van's been through the jet wash, looks brand new
w|allergen folder updated with this week's specials
w|salon chairs all re-covered, the split one too
w|the card reader at the stall is paired with the new phone
`),
  ...parseCorpus("observation_insight", `
p|the kitchen tap's dripping again no matter how hard I turn it
p|the hedge is growing out over the footpath again
p|one of the smoke alarms chirps nightly at about 3am
p|wipers smear the windscreen something awful in the rain
p|the boiler's pressure drops back below 1 overnight
p|the loft's still freezing even with the new insulation
s|Ma's hearing aid whistles whenever she has her glasses on
s|Lachlan loses a jumper a week at school and none ever come back
s|the kids' bikes are miles too small for them now
s|Nanna never wears her pendant alarm, it sits on the dresser
w|customers keep quoting the old prices off the website
w|half the staff never look at the rota on the wall
w|the staging server falls over every time the client logs in
w|the van's clutch slips going up the hill with a full load
w|the specials board gets more allergen questions than anything else
w|the split salon chair keeps catching clients' tights
`),
  // getting, returning, giving or collecting a thing (acquisition) ...
  ...parseCorpus("acquisition_disposition", `
p|kettle's had it, furred up beyond saving, buy one
p|fetch my new specs from the optician saturday morning
p|grab loo roll bin bags and washing up liquid on the way home
p|take the walking boots back to the outdoor shop, they rub
p|the flat pack bookshelf arrives tuesday
p|ordered a replacement laptop charger, due thursday
p|taking our old duvets to the dogs' home tomorrow
p|took all the empty tins of paint down the tip
p|need three bags of compost and slug pellets for the veg beds
p|big shop at Aldi after work, we're out of everything
p|click and collect for the drill is ready, fetch it after 5
p|Bunnings run saturday for decking screws and a new saw
s|collect Ffion's party cake at the baker's sat morning
s|need 30 paper plates and some cups for the class picnic friday
s|gave Nanna's sewing machine away to the community hall
s|need a booster seat for Aroha before the road trip
s|school shoes for both boys before term, toes out the front again
s|bought Dad a new fleece for the allotment
s|Priyanka is lending us her travel cot for the weekend
s|take Mum's library books back for her before they're overdue
s|dropped the outgrown baby clothes at the church jumble
s|pick up Granddad's prescription on the way to his, he's run out
s|get Hemi a proper skateboard for his birthday
w|need 200 kraft boxes plus tissue for the candle orders
w|ordered a second card reader for the stall, the old one drops signal
w|collect the new chef whites from the supplier thursday
w|selling the café's old coffee machine on marketplace
w|need another set of clippers for the salon, the wahl ones
w|the replacement monitor for reception comes monday
w|returning the faulty label printer to the supplier
w|cash and carry run tomorrow 7am for the café, milk, cups and lids
w|need two more trestle tables and a gazebo for the market pitch
w|collect the stall's new banner from the printers wed after 2
`),
  // ... beside a job done to a thing or a thing to make (task)
  ...parseCorpus("task", `
p|descale the kettle, it's furred right up
p|get the new specs adjusted at the optician, they keep sliding down my nose
p|drop the walking boots in at the cobblers to be resoled
p|put the bookshelf together and fix it to the wall
p|need to sort out the compost bin, it's gone slimy
p|wash the duvets at the laundrette, too big for our machine
p|need to repaint the front door before the weather turns
s|need to ice the cake for Ffion's party before saturday
s|need to bake two dozen fairy cakes for the school fair friday
s|need to fix the strap on Aroha's car seat before the road trip
s|polish both boys' school shoes sunday night
s|take Dad's fleece to be taken in, the sleeves are too long
s|need to make 40 jam sandwiches for the kids' party, get going
s|wrap Hemi's birthday presents tonight during cubs
w|need to get the chef whites laundered before thursday service
w|get the clippers serviced, the blades are pulling hair
w|set up the second card reader with the stall account
w|need the new flyers at the printers and back by the 28th
w|get the kitchen knives sharpened before the wedding booking
w|need to recalibrate the label printer, it prints off centre
w|need to bake 4 dozen scones for the café before 8 tomorrow
w|get the market banner reprinted with the new phone number
`),
  // one's own thing coming or awaited (acquisition) beside a price, a backorder or another's purchase (observation)
  ...parseCorpus("acquisition_disposition", `
p|new mattress comes friday between 8 and 12
p|the replacement hob from Currys should come on the 10th, still nothing
p|my new specs are being made up, ready in about a week
p|the sofa is finally on the van for delivery today
p|the spare dishwasher part is on its way, tracking says wednesday
s|Mthunzi's birthday bike is on its way, courier says wednesday
s|the hamper for Gran got dispatched this morning
s|the kids' new school bags arrive tomorrow
w|bulk coffee order for the café lands thursday
w|waiting on the new oven door seals from the supplier, due monday
w|the salon's new backwash unit is on a lorry somewhere, meant to come tuesday
w|1,000 jars for the chutney orders arriving on a pallet friday
`),
  ...parseCorpus("observation_insight", `
p|mattresses at the big furniture place are silly money this year
p|the builders merchant wants 9 quid a bag for plaster now
p|my neighbour got the very same hob and hates it
p|sofas seem to take 12 weeks from anywhere these days
s|all of Mthunzi's mates seem to have electric scooters now
s|Gran has three hampers already from the church, she'll never get through them
w|coffee beans up 20 percent at the wholesaler since summer
w|every salon in town is getting the same backwash units
`),
  // the money itself (transaction) ...
  ...parseCorpus("transaction", `
p|water bill paid, 142 for the quarter
p|electric bill came in at 310 this quarter
p|council tax direct debit leaves on the 1st
p|£45 for a trim and blow dry, never going back there
p|airline still owes me for the flight they cancelled, six weeks now
p|the landlord still has my bond from the old flat
p|tax rebate landed this morning, 418
p|the plumber wants 600 for the job, half up front
p|phone contract went up 4 quid a month without a word
p|gym took the annual fee twice, 380 each time
s|sent 200 to Mum for her gas bill
s|split the holiday cottage with Jaspreet, 320 each
s|chucked 50 into the whip round for next door's new baby
s|Dad's pension arrears finally came through, two grand
s|sent 10k home to Amma for Diwali
s|paid for the kids' swim lessons this term, 96 each
w|invoice to Harlow and Sons is 30 days overdue, 1,840
w|card machine fees were 96 quid last month
w|paid the fish supplier 2,300 cash on delivery
w|market takings saturday 780, best since easter
w|quarter's VAT is 3,410 due the 7th
w|deposit for the Kowalski kitchen refit hit the account, 2k
w|the Dunmore job's 1,200 still not in, third reminder sent
w|the Airbnb payout for june came in at 2,650
`),
  // ... beside a price, a rate or a pattern noticed, or a thing owed that is not money (observation)
  ...parseCorpus("observation_insight", `
p|water always costs more in the summer quarter with the garden
p|haircuts round here are all 40 plus now
p|the airline's refund page has been down for days
p|petrol's always cheaper at the big Tesco than the corner garage
p|plumbers in this town are booked up for weeks
s|concert tickets for that band went for 200 a pop on resale
s|holiday cottages in the lakes are all gone for august
s|Dad's pension office is only open tuesdays and thursdays now
s|swim lessons at the leisure centre are full till september
s|Jaspreet still hasn't shared her cottage weekend photos
w|Harlow and Sons pay late on every single invoice
w|card payments are about 80 percent of the stall's sales now
w|fish prices at the market have doubled since the storms
w|saturdays are always the best day for the stall, sundays are dead
w|Tunji is sitting on his bit of the funding bid
w|the Dunmore job took twice as long as the quote allowed
`),
  // paperwork, renewals and filings (task) beside the money they move (transaction)
  ...parseCorpus("task", `
p|car insurance renewal form, do it b4 the 30th and shop around first
p|do the tax return before end of jan, still missing the p60
p|scan the receipts into the tax folder
p|sign the direct debit form for the new broadband
s|fill in Mum's winter fuel form, she can't face the website
s|sort out the school trip consent and medical form for Dara
s|Grandad's blue badge renewal is submitted, they'll post the new one
w|submitted this quarter's VAT return, acknowledgement came back
w|timesheets due friday, chase the two new starters for theirs
w|renewed the stall's public liability, good for a year
w|reconcile the card machine statement against the till roll
w|payroll export needs doing before the 25th
w|upload the receipts to the bookkeeping app before the accountant closes the year
`),
  ...parseCorpus("transaction", `
p|home insurance went up to 640 this year
p|owe 1,200 on the tax return, due end of jan
s|paid Dara's school trip deposit, 75
s|sent Mum the 80 for her oil top up
w|VAT payment of 3,410 went out this morning
w|public liability for the stall cost 210 this year
w|payroll went out, 14,300 all in
`),
  // a notable result (milestone) ...
  ...parseCorpus("milestone_outcome", `
p|passed the driving test!! second go
p|mortgage offer's in, we're actually buying a house 🎉
p|did a whole 10k today with zero walking breaks, a first for me
p|debt free!! last credit card payment cleared
p|six months alcohol free today, never thought I'd manage
p|my bloods came back all clear, the scare's over 🙏
p|down two stone this year, jeans from uni fit again
s|Moana walked today, three whole steps 😭
s|my little brother's into medical school!!
s|Grandma and Grandpa's 60th wedding anniversary today
s|Ximena's little boy arrived at 4am, 3.4kg, all well
s|Hemi got picked for the regional under 14s!!
s|my sister got her residency at last, she can stay for good
w|signed the lease on our first proper shop unit!!
w|landed the council school meals contract, three years
w|hit 1,000 orders on the website this month
w|promoted to senior nurse on the ward from monday
w|got through my gas safe assessment, fully qualified now
w|the café got top marks on its hygiene inspection
w|the shop's instagram passed 2,000 followers 🎉
w|best month ever at the salon, 11k through the till
`),
  // ... beside a routine approval or a chore got through (task) and a plain fact (observation)
  ...parseCorpus("task", `
p|residents parking permit renewed, good till next autumn
p|passport renewed, the new one's in the drawer
p|MOT passed, just an advisory on the tyres
s|Dara's school trip forms all handed in on time
s|road closure for the street party is sorted with the council
w|company confirmation statement filed, no fine
w|food hygiene cert for the new starter is done
w|stall's trading licence renewed for next season
w|the website domain is renewed till 2028
`),
  ...parseCorpus("observation_insight", `
p|driving test waits round here are five months now
p|mortgage rates jumped again this week
s|Hemi's team lose every away game, nobody knows why
s|babies in our family always come early
w|the school meals contract goes out to tender every three years
w|orders always dip the week after payday
w|the instagram posts with faces get twice the likes
`),
  // one instance of a habit (routine) beside a one-off meeting or job (task)
  ...parseCorpus("routine_activity", `
p|walked the dog round the reservoir, same as every morning
p|swim at 7 tonight, my usual wednesday one
p|did my sunday meal prep, five lunches boxed
s|sunday roast round Mum's as always
s|school run's mine tomorrow
s|pizza and a film with the kids, every friday like always
w|monday 8am stock count as usual
w|cashed up the till at close like every night
w|weekly deep clean of the fryers done, friday as always
`),
  ...parseCorpus("task", `
p|take the dog to the groomer's at 11 on saturday
p|book the car in for its first ever service
s|brunch with Dervla and Manon next saturday, book somewhere in town
s|coffee with Fergal at 10 about the christening plans
s|help Bilal's mum move house on the 22nd
w|new supplier's rep comes in thursday at 2
w|count the stock before the auditor gets here
w|one off deep clean of the flat above the shop before the new tenant
`),
  // a person's details (contact) beside a fact about them (observation)
  ...parseCorpus("contact", `
p|Gary the plumber, 07700 900213, does emergency call outs
p|Nadia at the surgery is the one to ask for a same day slot
s|Tomasi's new number is 021 555 8842
s|Dervla's new address is 14 Quay Street, flat 3
s|Manon's boyfriend is Etienne, vegetarian, hates fuss
w|Yerlan Abenov, buyer at Northgate Foods, prefers email never answers his phone
w|Beatriz runs the front desk at the depot, she's the one for delivery slots
w|new accountant is Siddharth Rao, 0161 496 0723, mornings best
`),
  ...parseCorpus("observation_insight", `
p|Gary the plumber never arrives when he says
p|the surgery phones are engaged from 8 till gone 9
s|Tomasi's gone quiet since they moved, not himself
w|Northgate Foods always pay on the dot
w|the depot's front desk shuts at 3 on fridays
`),
  // business things with no work word (systems) beside one's own (personal): every event type
  ...parseCorpus("observation_insight", `
w|the pressure washer lance snapped halfway through the Davies' driveway
w|the kiln's elements glow unevenly, the top shelf comes out underfired
w|the chippy's fryer thermostat is playing up again
w|the food truck's generator keeps cutting out at lunch
w|the Airbnb guests left the hot tub cover off all night
w|the nail bar's UV lamps are going dim
w|half the candles from the last pour have tunnelled
w|the Ortiz twins' puppy needed two people to hold it for the nails
w|the allotment veg box lot want more salad and fewer beans
p|our pressure washer lance snapped halfway through doing the patio
p|the oven's top element glows unevenly, cakes come out burnt on top
p|the bathroom grout's gone black in all the corners
p|my car heater blows cold air on the passenger side only
p|the hot tub at the holiday let was lukewarm the whole week we stayed
`),
  ...parseCorpus("task", `
w|the Moreno kitchen needs the worktops templating thursday
w|Mrs Pereira's spaniel is booked for a full groom at 2
w|deliver the last two of this week's nine cakes
w|grout the Harris bathroom tomorrow, second pass
w|fire up the kiln for the glaze firing tonight
w|restock the food truck's napkins and sauce pots before saturday
w|turn the cottage round between guests by 3, fresh linen and towels
w|deliver the veg boxes round Ashgrove before 10
w|sanded the Whitakers' oak floor, varnish tomorrow
p|template the new worktop for our kitchen thursday
p|book Teddy in for a groom, he's a fluffball
p|regrout our bathroom this weekend
p|clean out our van, it's full of beach sand
`),
  ...parseCorpus("acquisition_disposition", `
w|need 50 more wicks and a block of soy wax for the next pour
w|the taxi got fresh tyres, the fronts were bald
w|ordered a spare generator for the food truck
w|buy a new hot tub cover for the cottage before the next guests
w|sold the old grooming table to a lass starting out
p|need a new candle for the bathroom, the fig one's burnt out
p|new tyres for my car, the fronts are bald
p|ordered a new hot tub cover for ours
`),
  ...parseCorpus("transaction", `
w|took 340 on the stall in the rain, not bad
w|the cottage cleaner's invoice is 180 for the month
w|the fish van paid up, 420 for last week
w|50 quid in tips on the taxi last night
p|spent 340 at the market on veg and flowers, oops
p|the cleaner's 60 for the fortnight, cash
`),
  ...parseCorpus("milestone_outcome", `
w|passed my CSCS test, back on site monday
w|passed my taxi knowledge test first go
w|sold out of every candle at the winter fair, never managed that before
w|the cottage paid for itself this year, mortgage and all covered by bookings
p|passed my theory test, practical next
`),
  ...parseCorpus("task", `
w|renewed my taxi badge with the council
w|get the market van's brakes done, it failed the MOT, no stall saturday otherwise
p|renewed my driving licence online, new photo and everything
p|get my car's brakes done, it failed the MOT, need it for saturday
`),
  // one's own things with a place or a service word (personal) that read as work
  ...parseCorpus("observation_insight", `
p|the bus to work has been late each morning this week
p|the dentist says my back tooth will need a crown eventually
p|the bathroom fitter's van has been outside next door all week
p|the physio's exercises are finally helping my back
p|the bin men skipped our street again
p|the landlord's agent never answers before lunch
`),
  ...parseCorpus("transaction", `
p|took out a loan for the new boiler, 4k over two years
p|the bathroom fitter wants half up front, 3,500
p|the removal men quoted 1,900 to move everything
p|my salary went in two days late this month
p|paid the dentist 280 for the crown
`),
  ...parseCorpus("learning_consumption", `
p|reading a crime novel on my train in every morning, gripping
p|halfway through an online watercolour course, just for me
p|watched a documentary on the deep sea last night, mind blown
s|watched the penguin documentary with both kids, they loved it
s|Dara and I are learning Welsh on Duolingo together
w|doing the online allergen awareness course for the café
w|reading up on VAT thresholds for the candle business
`),
  ...parseCorpus("decision_commitment", `
p|cancelling the climbing wall membership, haven't been since may
p|decided: no takeaways monday to thursday
s|told Manon yes, count me in as the christening's reader
s|we're not doing presents this christmas, just the kids, agreed at dinner
w|going with the cheaper wholesaler from next month
w|decided the stall won't do sundays anymore, not worth it
`),
  ...parseCorpus("communication", `
p|rang the surgery to move my blood test to friday
p|emailed the lettings office re the broken extractor fan
s|facetimed Nanna for her birthday, she cried
s|text Dervla about sunday brunch
w|emailed the wholesaler re the short delivery
w|rang Mrs Pereira back to move the groom to 3
`),
  ...parseCorpus("emotion_state", `
p|so anxious waiting on the biopsy results I can't sleep
s|gutted Ximena's moving to Perth
w|dreading monday's stock count, it's always a shambles
w|buzzing about the christmas fair, the stall looks class
`),
  ...parseCorpus("observation_insight", `
p|biopsy results take about ten days, the nurse said
s|Ximena's moving to Perth in the spring
w|the stock count always takes twice as long as planned
`),
  // staff, clients and colleagues by first name (systems) beside friends and family (social)
  ...parseCorpus("decision_commitment", `
w|Anjali wants next friday off for a family wedding, told her yes
w|told Ffion she can swap her saturday shift with Bilal
w|agreed the salon will sponsor the under 9s shirts, our name on the front
s|told Anjali I'll be at her sister's wedding, wouldn't miss it
s|promised Ffion I'd babysit saturday night so her and Rob get out
`),
  ...parseCorpus("project", `
w|Callum's leaving do: venue, card, collection round the team
w|new stall setup for summer: gazebo, signage, card reader, price boards
s|Mum's 70th: hall, caterer, slideshow, cake
p|sort the garden this spring: new fence, turf, raised beds
`),
  ...parseCorpus("task", `
w|Deshawn's leaving drinks thursday at 6, reserve the snug
w|order a cake for Jaspreet's decade with us, tuesday
w|Rehana at the corner bakery wants 40 of our cupcakes for her shop saturday
w|write Deshawn's reference before he goes
s|Deshawn's birthday drinks thursday at 6, reserve the snug at the pub
s|order a cake for Nanna's 90th for tuesday
s|write something nice in Rehana's leaving card
`),
  ...parseCorpus("reminder_intention", `
p|remind me to put both bins out tonight
s|don't forget Ffion's nursery photos thursday
w|ping me at 4 to cash up the float
w|remind me fri morning, chase up the Dunmore money
`),
  // family and friends beside a shop, a club or a church (social) that read as work
  ...parseCorpus("task", `
s|drop Ayodele at breakfast club at 7:30, I've got an early start
s|help at my sister's shop on her opening day, she's asked everyone
s|the choir raffle needs prizes by the 30th, find a few
s|fix the church hall kitchen tap saturday, the men's club are helping
s|Dad's leaving do from the depot is friday at the golf club, iron his shirt
`),
  ...parseCorpus("observation_insight", `
s|my sister's opening her own bakery in april
s|Tomasi's band are playing the rugby club do on saturday
s|the church hall roof is leaking over the kitchen again
s|the choir lost two tenors this year, we're thin on the ground
`),
  // the same pairs in other voices: Indian, Australian, American, Nigerian, Irish and Caribbean English, dictated
  // without punctuation, misspelt, with emojis
  ...parseCorpus("task", `
p|plumber uncle coming tmrw 11 am to see the geyser pls keep the bathroom free
p|society secretary wants the NOC signed before sunday so that the painting can start
s|Nani's eye checkup is on the 6th at 4 I have to take her
s|Chintu's class teacher wants the project file submitted by monday itself
w|client wants the updated deck by EOD tomorrow kindly prioritise
w|the fire NOC inspection for the shop is on thursday morning keep all papers ready
p|sparkie's rocking up arvo thursday to check the dodgy powerpoint
s|Lachie's coach wants the rego forms back before saturday's game
w|the strata inspector's at the Penrith unit monday 9 sharp, get the keys off reception
p|the exterminator comes wednesday between 8 and 12 gotta clear under the sinks
s|my mother in law's flight gets into O'Hare at 6:40 friday somebody has to grab her
w|the Hendersons want the deck stain done before their 4th of july cookout
p|gas man coming to read d meter tomorrow morning, make sure gate is open
s|Mama wants us all in Ibadan for her thanksgiving service sunday, book the bus
w|Oga wants the sales report on his table before 10 on monday
p|a council lad is coming round the 12th to check the footpath outside ours
s|the creche want Aoife's vaccination card copied before she starts
p|mechanic want the car back in tuesday to finish the brakes
s|tantie wants me to bake the black cake for the christening saturday
p|vet said bring rocco back in 10 days to take out the stitches
w|the Guptas want the kitchen measurements redone b4 they sign off
`),
  ...parseCorpus("observation_insight", `
p|plumber uncle says the geyser is very old only, better to change it fully
p|the society's painting work is dragging on for months now
s|Nani's eye doctor is very good, always crowded though
s|Chintu's class teacher is very strict about handwriting
w|client is very particular about font sizes in every deck
p|sparkie reckons the whole house needs rewiring eventually
s|Lachie's coach reckons he's got a future in the forwards
w|the strata mob at the Penrith unit take ages to approve anything
p|the exterminator says roaches come up through the drains in summer
s|my mother in law always packs like she's moving in lol
w|the Hendersons change their mind about the deck color every week
p|d gas meter reading is always wrong, they estimate anyhow
s|Mama's church is the biggest in the whole area now
w|Oga never reads the sales report past page one
p|the footpath outside ours floods every time it pours
s|the creche shuts for two weeks in august every year
p|mechanic reckons the car needs a new clutch soon
s|tantie's black cake recipe is a family secret nobody gets it
p|rocco's stitches are healing nicely no swelling at all 🐶
w|the Guptas keep adding cupboards to the kitchen plan
`),
  ...parseCorpus("acquisition_disposition", `
p|must buy one more pressure cooker the whistle is gone
p|Amazon delivering the mixer grinder tmrw
s|buy school shoes for Chintu size 3 from Bata
p|grabbing a new esky before we go camping
s|picked up Mia's formal dress from the shop 😍
w|need three extra rolls of barrier tape for the Penrith job
p|returning the airfryer to Target its already broken
s|got Mama a new wrapper and headtie for her thanksgiving
w|order 10 cartons of A4 for the office b4 month end
p|need a new hurley before the summer
p|the new fridge coming thursday the Courts man said
w|the Henderson deck lumber shows up monday
`),
  ...parseCorpus("task", `
p|get the pressure cooker gasket changed the whistle is leaking
s|cover Chintu's new books in brown paper tonight
p|clean out the esky it stinks of last trip
s|take Mia's formal dress up a couple of inches
w|tape off the wet floor at the Penrith job before anyone slips
p|scrub the air fryer basket, its caked
w|print the contracts for monday and staple each set
p|get my hurley rebanded before the summer
`),
  ...parseCorpus("transaction", `
p|paid 1800 for the geyser installation
s|gave 5000 to Nani for her eye operation
w|client payment of 2.4 lakh received finally
p|rego for the car was 870 this year ouch
s|chipped in 50 bucks for Lachie's coach's gift
w|paid the strata levy for the Penrith unit, 1,340
p|electric bill was $212 this month
w|the Henderson deck deposit cleared, $1,500
s|sent Mama 50k for the thanksgiving food
p|paid d light bill, 18k this month
`),
  ...parseCorpus("observation_insight", `
p|geyser installation charges are very high in this area
s|eye operations in the private hospital cost double what the govt one does
p|rego in NSW is way dearer than Queensland
w|levies in that strata scheme go up every year no matter what
p|electricity always spikes in january with the heater on
s|food prices for parties in Lagos have gone crazy
`),
  ...parseCorpus("milestone_outcome", `
s|Chintu topped the class test!! 🥳
w|we finally got the fire NOC for the shop 🙏
p|last car loan EMI paid!! loan closed
s|Lachie made the rep team!!
w|the Henderson deck is our 100th deck since we started
p|got my green card today cant believe it 🇺🇸
s|Tantie turned 90 today and still dancing
p|finally cleared my IELTS with 8 bands
`),
  ...parseCorpus("task", `
w|fire extinguisher refill for the shop done, new tags on
p|renewed the rego online, sticker's on its way
s|Chintu's school fees receipt filed in the folder
w|GST return for october filed
`),
  ...parseCorpus("routine_activity", `
p|evening walk in the park done as usual
s|sunday lunch at Nani's like every week
w|morning huddle with the site crew 7am like always
p|gym at 6 before work as per usual
`),
  ...parseCorpus("task", `
s|lunch with Preeti and Kavya next sunday book a table
w|meeting with the strata manager wednesday 10
p|take my car for its pollution check this weekend
`),
  // v2 (after the first retrain, on its read losses): one's own order held up (acquisition); money asked for by a
  // day (transaction) beside a thing asked for by a day (task); a want or a preference with no job in it
  // (observation); people arriving to do a job (task); results of a business or a couple (milestone); one's own
  // appointments and errands with a time (personal); a pattern of one's own trade noticed (systems)
  ...parseCorpus("acquisition_disposition", `
w|our oven door seals are backordered at the supplier, maybe the 20th
w|the glass jar order is stuck on backorder till march
p|my new desk chair's on backorder, another three weeks they reckon
s|the boys' bunk beds are on backorder, due after half term
p|the rug came today, already down in the lounge
s|Aroha's new bike came, it's in the shed till her birthday
`),
  ...parseCorpus("transaction", `
s|the nursery wants the term's fees in by the 1st, 1,150
s|Rangi's uni halls want the 400 deposit by the 20th
p|the gardener gets his 35 on saturday
p|the tree surgeon wants paying 450 cash when he's done
s|my share of Dad's 70th meal is 90, goes to my sister friday
w|the craft fair wants 60 for a table, payable by the 12th
w|the van hire firm wants the 250 bond up front
p|bike service at the shop, 65 with new brake pads
w|Sione rotated the van tyres, 80 cash
s|Mum and me are splitting Nan's new glasses between us, 140 each
`),
  ...parseCorpus("observation_insight", `
w|Lewis wants the early shift from now on
w|the Garveys want the fence stained dark, not the natural colour
s|the kids want the fairy lights on the porch again, not the big blow up santa
w|the craft fair gives the best tables to the regulars
p|the garden gets no sun at all after 3 in winter
w|the Pattersons' old chimney is leaning, the whole stack wants rebuilding by the look of it
s|Bex and Ollie got engaged last night, she said yes on the beach!
w|Tiago swapped shifts with Amara without telling anyone again
p|we spend a fortune on coffee out, easily 80 a month
w|the dogs come in filthy every february, twice the bath time
w|customers tip more when the card machine asks them
w|the gallery keeps 35 percent of whatever they sell of mine
w|the lads get through the job twice as fast when the van's loaded the night before
w|jobs I quote on the same day land far more often
`),
  ...parseCorpus("task", `
p|the removal men arrive thursday 8am, last boxes wednesday night
p|carpet fitters arrive monday first thing, clear the landing
s|the scaffolders arrive at Mum's on the 4th, move her car
w|the shopfitters arrive tuesday at 7, let them in round the back
p|new brake pads on the car, finally
p|two fencing quotes in, both about the same
w|the van lettering quotes are in from both printers, near enough identical
p|eye test wednesday half 5
p|tailor thursday to take in the navy trousers
p|car's in for its MOT monday 9am
p|blood test tuesday 8:10, nothing to eat after midnight
p|visa appointment on the 14th, print the bank statements before
p|key cutting for the new front door after lunch
p|Dr Hale at 4:20 friday about the knee
p|hair appointment saturday at 11
s|the twins' christmas stockings are all filled and hung
s|thank you cards for the christening are all posted
s|Gran's in the Royal again, take her slippers and a card tomorrow
w|every staff review for my department is written up and filed
`),
  ...parseCorpus("milestone_outcome", `
w|signed the Carrick account, biggest client we've ever had
w|the shop turns fifteen this month, still going
s|Bex and Ollie are engaged!! 💍
s|Nan's 100th today, a card from the King and all
w|the van's paid off, the business owns it outright now
`),
  ...parseCorpus("emotion_state", `
p|so grateful to the postie for carrying the parcels up three flights
w|running on empty, the stall eats all my saturdays and I still do 9 to 5
s|gutted the lads' weekend is off
`),
  ...parseCorpus("routine_activity", `
p|sunday night is batch cooking night, always
s|tuesday swimming for Rangi at 5 then chips on the way home
`),
  // v3 (after the second retrain, on the read domain cases both retrains lost): work admin told with a team, a rota,
  // leave, expenses or a customer's order (systems); one's own home works, money and body beside a job's place
  // (personal); family news, health and kids told with a job's words (social); one's trade told with a home's words
  // (systems)
  ...parseCorpus("task", `
w|put the christmas rota up for the staff by the 18th
w|manager's approved my leave for the wedding week
w|showed Gethin how the new booking screens work, he's got it now
w|a lady wants 8 mugs from the studio for her mum's 80th, collecting on the 3rd
p|structural engineer is coming to see the chimney breast friday
s|booked the vintage car for Megan, church then hotel
s|posted Sipho's reference letter to the consulate for him
`),
  ...parseCorpus("transaction", `
w|mileage claim went in, 86 for the Leeds site visits
w|the Pratts owe the clinic for two no-shows
w|Mrs Boateng still owes me 90 for two dog walks last week
p|the movers want 2,400 to do the whole flat
p|ISA allowance used up for this year, 20k in
s|paid 50 into the family savings pot, I get the payout in may
`),
  ...parseCorpus("communication", `
w|rang Mr Osei, his repeat prescription's waiting at the counter
w|message the charge nurse tonight, can't do the extra shift friday
w|emailed the cattle movement numbers to the vet
s|before my shift phone Kai's school about his report
`),
  ...parseCorpus("observation_insight", `
w|the restaurant's order is forty prints, all A3
w|the new girl on reception picked up the till in a day
w|Eilidh from accounts goes on maternity leave from the 1st
p|council planning still have our loft conversion plans, answer due mid may
p|Okoro said he'd price up the boiler swap, nothing yet
p|my shoulder's wrecked from lifting at the warehouse all week
s|the lab says Dad's scan report will be ready thursday evening
s|the nursery manager says a place might free up for Kai in april
`),
  ...parseCorpus("project", `
p|loft conversion with Mateus: plans, steels, stairs, velux windows
w|open a second chair at the salon: rent the space, buy the chair, hire a stylist
`),
  ...parseCorpus("acquisition_disposition", `
p|our landing's oak boards are on a lorry, should land thursday
p|bought trainers, the old ones had holes in
p|grab milk n eggs on the way back from the warehouse
s|ordered matching outfits for all of us from Auntie's shop for the wedding
w|ad for the studio's old mixing desk is up, three messages already
w|the new silver wire order comes tuesday, tracking says
`),
  ...parseCorpus("decision_commitment", `
p|deleted every shopping app off my phone, no more 2am buying
`),
  ...parseCorpus("emotion_state", `
p|so nervous about bidding on the flat tomorrow, we'll probably lose it
s|so chuffed for Temi, she got the head of department job at last
s|snapped at the kids after a double shift, feel awful
w|fuming, parking ticket while dropping off a cake order
`),
  ...parseCorpus("milestone_outcome", `
p|scan's clear, the cyst has gone 🙏
p|passed my grade 5 piano, the examiner said distinction
s|Rosie can write her name now!! the R's backwards
w|our paper got accepted in the journal!! my name first on it
`),
  ...parseCorpus("contact", `
s|Mrs Kaur's son is Jaspal, he's the one to ring if she has a fall
`),
  ...parseCorpus("learning_consumption", `
w|reading the new journal paper on glaze chemistry over lunch
`),
  ...parseCorpus("routine_activity", `
w|my shifts are 4 on 4 off, same pattern all year
`),
] as CorpusEntry[]).map((e) => ({ ...e, eventOnly: true }));
