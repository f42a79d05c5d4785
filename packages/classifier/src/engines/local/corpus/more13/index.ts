import type { CorpusEntry } from "../corpus-types.js";
import { parseCorpus } from "../corpus-types.js";

/**
 * Thirteenth written batch (issue 10), on the commonest event-type confusions of the read parts (every `*-read.jsonl`
 * part, tune and links) at b3a2d91: a noticed fact read as a task (84) and a task read as one (64), a thing got or let
 * go read as a task (36) and a task read as one (24), a task read as money (26) and money as a task (17), a noticed
 * fact read as money (25) or as a purchase (24) and a purchase read as a fact (23), a result read as a fact (19) and a
 * fact as a result (17), a task read as a result (18), a habit read as a task (16) and a task as a habit (15), a card
 * read as a fact (16), a call read as a task (14). Each is written as look-alike pairs in the same words across the
 * three domains: someone else's want, plan, visit or verdict (observation) beside the job it gives the user (task); a
 * chore reported done (task) beside a problem noticed with the same thing (observation); getting or letting go of a
 * thing (acquisition) beside doing a job with it (task); the money itself (transaction) beside the paperwork round it
 * (task) and beside a price or pattern noticed (observation); one's own thing coming (acquisition) beside a remark on
 * it or someone else's purchase (observation); a notable result (milestone) beside a plain fact and beside an ordinary
 * chore getting through (task); one instance of a habit (routine) beside a one-off job; a person's details (contact),
 * a call (communication), a decision and a feeling beside the fact or job next to them.
 * Labelled by shared/eval/GUIDELINES.md with its Clarifications; written fresh in many Englishes, terse, dictated and
 * misspelt; no labelled sentence is reused or paraphrased, and no 4-word sequence is shared with any labelled set.
 * Sections marked v2 and v3 were added after the first and second retrains, on their read losses.
 * NOT REGISTERED in corpus/index.ts: none of its three retrains passed the landing question (held scheduled fell by 2
 * or 3 cases in each; eval-fresh/README.md, "A thirteenth corpus batch"). To try it, add `...writtenCorpus13` after
 * `...writtenCorpus12` in corpus/index.ts and run `npm run build:model`.
 */
export const writtenCorpus13: CorpusEntry[] = [
  // someone else's want, plan, visit or verdict noticed (observation) beside the job it gives the user (task)
  ...parseCorpus("observation_insight", `
s|Keziah wants moi moi and chin chin at her naming ceremony
p|the roofer reckons the flashing round our chimney is shot
w|the client's legal team flagged the indemnity clause, they hate it
s|Tevita and Mele are driving down from Whangarei for the long weekend
w|load balancer health checks failing on node 3 since the patch went in
p|building inspector wants a mains smoke alarm on the landing before he signs off
s|the school wants every year 4 in green for culture day
w|the auditors always start with the fixed asset register
p|damp patch creeping up the wall behind the wardrobe again
s|Nana Esi wants the whole family at church for her thanksgiving service
w|kitchen porter says the glasswasher is leaving a film on everything
p|plumber says the whole soil stack needs replacing not just the joint
s|Ngaire's flatmates are planning her a surprise party, she's no idea
w|the fire officer wants the back exit kept clear at all times
p|the tree surgeon thinks the ash by the gate is diseased
s|Bronwen's choir has been asked to sing at the cathedral
w|the surveyor flagged cracking in the lintel over the Hatch Lane shopfront
p|mechanic says the front discs have maybe a thousand miles left
s|the nursery wants spare clothes in every kid's bag from now on
w|procurement want three quotes for anything over 5k now
s|Hedd and the boys keep begging to camp at the bottom of the garden
w|the night team keeps leaving the drug fridge door ajar
p|the extension's guttering is sagging in the middle
s|apparently Aunty Lalitha might fly in from Chennai for the wedding
w|regression tests on the checkout flow failing since last nights merge
p|the vet thinks Pippin's limp is his hip not his paw
s|Lerato's class teacher says she's struggling with fractions
w|the landlord of the unit wants the signage off before we hand back the keys
p|theres a crack running right across the bathroom mirror
s|Anirudh's team always plays its finals at Eden Park
w|loads of customers asking do we do gluten free bases
p|the landing light flickers any time the washing machine spins
s|Kalani says the reunion is at the beach park not the hall now
`),
  ...parseCorpus("task", `
s|make the moi moi and chin chin for Keziah's naming ceremony
p|get the roofer back up to redo the flashing round our chimney
w|reword the indemnity clause for the client's legal team by thurs
s|sort the spare beds out for Tevita and Mele driving down from Whangarei
w|sort the load balancer health check on node 3 before standup
p|fit a mains smoke alarm on the landing so the inspector signs off
s|find something green for Ottilie to wear on culture day
w|reconcile the fixed asset register before the auditors land on monday
p|pull the wardrobe out and spray mould killer on the damp behind it sat
s|iron everyones clothes for Nana Esi's thanksgiving service on sunday
w|descale the glasswasher behind the bar, glasses coming out filmy
p|book the plumber to replace the soil stack not just patch the joint
w|redo the UAT test plan now that it slips by a week
s|bake the pavlova for Ngaire's surprise party on the 12th
w|clear the boxes away from the back exit before the fire officer comes
p|get the tree surgeon to fell the ash by the gate before winter
s|drive Bronwen and her choir folders to the cathedral easter sunday morning
w|get a new lintel in over the Hatch Lane shopfront before the fit out
p|get the front discs done before the trip up north
s|pack spare clothes in Wren's nursery bag tonight
w|get three quotes together for the new racking, procurement rules
p|degrease the oven ahead of the letting agent's march inspection
s|put the tent up at the bottom of the garden for Hedd and the boys saturday
w|put a door alarm on the drug fridge, night team keep leaving it ajar
p|screw a new bracket into the sagging bit of guttering on the extension
s|clean the guest room before Aunty Lalitha flies in from Chennai on the 3rd
w|fix the checkout regression tests before anyone else merges
p|take Pippin back to the vet friday for the hip x ray
s|go through fractions with Lerato after dinner tonight
w|take the signage down at the unit before the lease runs out
p|replace the cracked bathroom mirror before the in laws visit
s|wash Anirudh's cricket whites for the final saturday
w|trial a gluten free base this week, customers keep asking
p|get a sparky in for the landing light flickering with the washer on
s|make 40 musubi for the reunion at the beach park
`),
  // a chore reported done (task) beside a problem noticed with the same thing (observation)
  ...parseCorpus("task", `
p|gutters cleared out at last, three buckets of moss
p|bathroom extractor fan swapped, works a treat
s|Ifunanya's school shoes polished and by the door for monday
w|fridge temperature log filled in for the whole week, signed off
w|migrated the last two services off the old cluster, done done
p|car seat covers washed and back on
s|mum's pill organiser filled for the whole week, all sorted
w|all the patient files for friday's clinic are pulled and in order
p|shed roof felted, bikes finally stay dry 🙌
s|Kojo's science project is glued and finished, took till midnight
w|crew timesheets entered and approved, out of my hair
p|tested all four smoke alarms they all beep
s|kids lunchboxes packed and chilling for the morning
p|defrosted the freezer and binned the mystery bags
w|cleared the backlog of support tickets, inbox zero for once
p|got the blinds hung in the spare bedroom finally
s|Akua's bike chain is back on and oiled
`),
  ...parseCorpus("observation_insight", `
p|gutters overflow every time it rains now
p|bathroom extractor fan is rattling like mad again
s|Ifunanya's school shoes are coming apart at the toe already
w|walk in fridge log shows it creeping up to 7 degrees overnight
w|the old cluster keeps dropping connections after midnight
p|car seat covers are covered in dog hair again
s|mum's pill organiser still had tuesday's tablets in it tonight
w|half the patient files for friday clinic have no referral letters
p|shed roof is dripping onto the bikes again
s|Kojo's science project is way more ambitious than anyone else's in her class
w|the crews timesheets never match the site diary
p|the smoke alarm on the landing chirps most nights about 3am
s|the kids hardly touch their lunchboxes these days
p|the freezer is iced up so badly the drawer won't shut
w|support tickets double every monday after a release
p|the back bedroom blinds let all the morning light in
s|Akua's chain slips off every time she goes up a hill
`),
  // a noticed problem told with the job it calls for (task) beside the problem alone (observation)
  ...parseCorpus("task", `
p|the back gate hangs off one hinge, fix it saturday
w|the staff loo is blocked again, get someone out today
s|Chidera's glasses are bent, take them to the optician after school
w|the wifi in the back office is rubbish, move the access point
p|the ensuite tap drips, change the washer tonight
s|the rabbit hutch roof's leaking, patch it before Ottilie's rabbit drowns lol
w|invoice template has last years ABN on it, update it
`),
  ...parseCorpus("observation_insight", `
p|the back gate's been hanging off a hinge since the storm
w|the staff loo gets blocked every other week
s|Chidera's glasses get bent every single week at school
w|wifi in the back office is rubbish past the filing cabinets
p|ensuite tap drips all night, it keeps me awake
s|the rabbit hutch roof leaks down one corner
w|just noticed the invoice template still has last years ABN on it
`),
  // waiting on someone, the user doing nothing (observation) beside the user doing the part (task)
  ...parseCorpus("observation_insight", `
w|still waiting on Bartek's site survey for the Marlowe job
p|the council's said nothing yet on the dropped kerb application
s|not heard yet if Chidera got into the grammar
w|still waiting for legal's NDA redlines
p|warranty people still havent replied about the boiler
`),
  ...parseCorpus("task", `
w|finish my half of the site survey for the Marlowe job before Bartek needs it
p|fill in the dropped kerb application for the council this weekend
s|fill in Chidera's grammar school form by friday
w|go through the NDA redlines from legal tonight
p|dig out the boiler warranty papers for the engineer
`),
  // work and shop facts noticed (observation) beside the work they give (task)
  ...parseCorpus("observation_insight", `
w|the nightly backup took 6 hours again, used to be 2
w|new starters keep parking in the customer bays
w|the call bells on ward 7 are slow to register
w|clients always asking for weekend appointments
w|the vendor has not yet shared the revised BOQ, kindly note
w|POS terminal at the shop declining cards since morning
w|the ute's been pulling left since the Dubbo job
`),
  ...parseCorpus("task", `
w|split the nightly backup so it finishes before 6
w|put a sign up about the customer bays, new starters keep parking there
w|test every call bell on ward 7 before handover
w|open up saturday slots on the booking page
w|prepare the revised BOQ for the vendor by EOD
w|get the POS man out to check the shop terminal today
w|get the ute's wheel alignment done after the Dubbo job
`),
  // Indian, Nigerian, Australian, Caribbean and other voices, same pairs
  ...parseCorpus("observation_insight", `
s|Amma's sugar reading was 210 fasting today only
p|NEPA brought light for only three hours today
s|Aunty Bisi says the wedding caterer is not reliable at all
p|possums been at the veggie patch again tomatoes all bitten
s|footy club reckons Jarrah's team is two players short for saturday
p|the rain barrel overflowing again, water reach the neighbour yard
w|the samosa supplier is sending smaller ones at the same price yaar
s|kids school bag straps torn again both of them
p|the fan in my room grinding since monsoon started
`),
  ...parseCorpus("task", `
s|take Amma for fasting sugar test tomorrow 7am sharp
p|fuel the gen before evening, no light since morning
s|find another caterer for the wedding since Aunty Bisi says the first one is unreliable
p|net the veggie patch this arvo before the possums get the rest
s|find two fill in players for Jarrah's team saturday
p|put a overflow pipe on the rain barrel so it stop flooding the neighbour yard
w|weigh a tray of samosas from the supplier tomorrow before paying
s|stitch the straps on both the kids school bags tonight
p|oil the fan in my room this sunday it's grinding
`),
  // getting or letting go of a thing (acquisition) beside doing a job with the same thing (task)
  ...parseCorpus("acquisition_disposition", `
p|need a new dehumidifier for the box room
p|pick up the carpet cleaner hire from the big Tesco for saturday
s|get Bodhi a bigger wetsuit before surf camp, his old one's tiny on him
w|order 200 more flat pack boxes for dispatch
w|need a second label printer for the packing bench
p|buy fence paint, the dark green one from B&Q
s|grab a birthday cake for Wiremu on the way home
w|send the faulty projector back, still under warranty
p|grab my new specs from the optician friday
s|need new school uniform for Lerato she's grown out of everything
w|stock up on nitrile gloves for the surgery, one box left
p|got a second hand pressure washer off gumtree for 40 quid
s|dropped a bag of baby clothes round to Thandiwe's for the new one
w|new office chairs being delivered wednesday
p|sold the campervan, the buyer drove it off this morning
p|need 9V batteries for the smoke alarms
s|pick up Ngaire's cake at the Ponsonby Rd bakery at 3
w|ordered the replacement compressor for the cold room
p|need a new mattress my back can't take this one
s|Akua needs new football boots size 4
w|buying a second hand van for deliveries, budget 12k
p|the new sofa's coming tomorrow between 8 and 12
w|spare monitors going free to staff, pin a note on the board
p|new running shoes, these have done 800k
p|atta and dal over, get from the kirana on the way back
p|new kettle needed this one's furred up to bits
w|ordered 50 kg of flour and 20 of sugar for the bakery
s|give Mireille's camping stove back, she leaves for the Dolomites thursday
`),
  ...parseCorpus("task", `
p|need to empty the box room dehumidifier, full to the brim
p|shampoo the hall carpet saturday with the hired cleaner
s|patch the tear in Bodhi's wetsuit before surf camp
w|fold up the flat pack boxes at dispatch before the courier comes
w|need to realign the label printer on the packing bench, labels coming out crooked
p|paint the fence this weekend in the dark green
s|ice Wiremu's birthday cake tonight once he's asleep
w|get the projector working in meeting room 2 for the 10am
p|eye test, these specs aren't cutting it anymore
s|sew name labels into all of Lerato's new school uniform
w|wipe down the glove dispensers in every treatment room
p|pressure washed the patio, looks brand new
s|sorted the baby clothes into sizes for Thandiwe's new one
w|assemble the new office chairs wednesday once they're delivered
p|clean out the campervan before the buyer comes to view it
p|change the smoke alarm batteries, the hall one's chirping
s|decorate the hall for Ngaire's 21st from 3
w|fit the replacement compressor on the cold room tomorrow
p|flip the mattress over theres a dip on my side
s|scrape the mud off Akua's football boots before training
w|get the delivery van valeted before the inspection
p|clear the lounge for the new sofa tomorrow morning
w|wipe the spare monitors before IT recycling takes them
p|wash the running shoes they absolutely reek
p|soak the dal tonight for tomorrow's lunch
p|descale the kettle with vinegar tonight
w|sift and weigh out the flour for tomorrow's bakes
s|clean Mireille's camping stove before I give it back
`),
  // money as the point (transaction) beside the paperwork or job around it (task)
  ...parseCorpus("transaction", `
p|pay the council tax before the 1st
p|car insurance renewal is 640 this year, paying it today
s|sent Chidi 50k for his school fees
w|invoice the Hendry job 4,200 plus GST
w|expense the two nights in Carlisle for the site visit
p|rent goes out friday, 1,350
w|pay the freelance designer her 800 for the logo
s|Hamish and I are halving Nan's 90th cake, 60 each
w|VAT payment of 2,860 due on the 7th
p|tax refund landed 412 😊
s|put 200 in our joint acct for the kids trip
p|paid the dentist 90 for the filling
w|deposit the cheques from the market stall tomorrow
p|flight refund finally landed, 380 back
p|renew the car rego 780 for the year
w|renew the clinic's domain names, 60 quid
s|send Mum her monthly 200 for the house
w|payroll goes out thursday, make sure there's enough in the account
p|give the window cleaner his 20 when he comes tuesday
w|Lindqvist still owe us two months of retainer
w|Tobenna owes for the 3 cakes from last month still
w|claim back my Inverness visit mileage
w|the Okonjo deposit of 1,500 is in the business account
s|paying the caterer the balance for Kemi's wedding by friday
p|paid the last 1,100 on the car loan
w|client paid the retainer early, 2,000 in
`),
  ...parseCorpus("task", `
p|fill in the single person discount form for the council
p|give the car insurers our new address online
s|drop Chidi's fee receipt at the bursar's office
w|write up the snag list for the Hendry job
w|write up the Carlisle site visit report for the team
p|sign the new tenancy agreement before friday
w|brief the freelance designer on the new logo
s|pick a design for Nan's 90th cake with Hamish
w|VAT return needs filing by the 7th, pull the figures together
p|tax return submitted, no more nagging emails from HMRC 😊
s|fill out the consent forms for the kids trip
p|book the dentist for the filling
w|count the stock left over from the market stall tomorrow
p|cancelled the flights, confirmation in my email
p|renew my passport it expires in march
w|renew my nursing registration before the 31st
s|sort Mum's post out when I'm over sunday
w|update the staff rota before payroll thursday
p|clean the inside of the windows before tuesday
w|log my Inverness visit mileage in the van diary
w|the Okonjo floor plans are done and in the shared drive
s|confirm the table plan for Kemi's wedding by friday
p|got the car's logbook back in my name
w|client signed off the design early, cracking on with build
`),
  ...parseCorpus("observation_insight", `
w|Lindqvist still owe us a yes or no on the brand guide
w|Tobenna hasn't sent the photos of the 3 cakes from last month
`),
  // a price or pattern noticed (observation) beside one's own money spent or owed (transaction)
  ...parseCorpus("observation_insight", `
p|petrol's gone up 10p a litre since last week
w|wholesale flour is up a third since january
s|the school trip to the coast seems dear this year
w|card fees eat most of the profit on the small orders
p|the electric keeps creeping up since the heat pump went in
w|the Hartigan invoice has the wrong job number on it
s|Rangi says hiring the marae hall has gone up
w|most of the tips come in on friday nights
w|three customers paid late this month, all the same agency
p|Sky keeps dropping out every evening around 8
`),
  ...parseCorpus("transaction", `
p|filled the car up, 78 quid
w|paid the flour wholesaler 1,140 for the month
s|paid the 45 for Kirra's school trip to the coast
w|card fees for the month came to 212
p|electricity bill due the 14th, 186.40
w|the Hartigan invoice is overdue, 3,100 outstanding
s|paid the marae hall deposit for Rangi's 50th, 300
w|split friday's tips between the floor staff, 340 in the jar
w|chase the 2,400 the agency owes for last month's shifts
p|Sky's charged me twice this month, want the money back
`),
  // one's own thing coming or going (acquisition) beside a remark on the same thing or someone else's purchase (observation)
  ...parseCorpus("acquisition_disposition", `
p|the new kettle arrives thursday
s|Gwenllian got us a juicer for the housewarming
w|the kiln shelves we ordered came today
p|parcel from Zalando is at the depot, collect it tomorrow
w|out of till rolls, order a box
s|got Kgosi a secondhand bike for his birthday
w|selling our retired espresso machine to a cafe in Fitzroy
p|returning the blender the lid doesn't fit
p|bought a secondhand e-bike for the commute
w|two new stethoscopes for the clinic, the cheap ones broke
p|picking up the new glasses saturday
s|Farida dropped off a box of mangoes from her tree
p|need a new phone charger, this one only works at an angle
w|Ravindra wants to buy our old delivery bike for his shop
p|new washer getting delivered on the 9th
p|need new tyres, both fronts are bald
`),
  ...parseCorpus("observation_insight", `
p|the new kettle takes forever to boil
s|Gwenllian got herself a red mini, first new car she's ever had
w|the kiln shelves crack after every second firing
p|parcels keep getting left at the wrong flat in our block
w|we go through till rolls like mad on market days
s|Kgosi's bike is already too small for him
w|our retired espresso machine leaks from the group head
p|the blender lid never seals properly
p|half the people on my street commute by e-bike now
w|those cheap stethoscopes broke inside a month
p|new glasses give me a headache by lunchtime
s|Farida's mango tree is absolutely loaded this year
p|the phone charger only works held at an angle now
w|Ravindra bought a new delivery bike for his shop, electric one
p|the washer's been walking across the floor on spin
p|the front tyres wear way faster than the back
`),
  // a notable result (milestone) beside a plain fact about the same thing (observation)
  ...parseCorpus("milestone_outcome", `
p|half marathon done!! 2:04, my first ever
s|Siofra walked today!! three whole steps to the couch
w|signed the Ocado contract, biggest deal we've ever done
p|debt free!! four years of it but every penny's cleared 🎉
w|passed the ACCA P3 exam!!
s|Tadhg got into Trinity for medicine!!
w|the shop hit 10k in one month, best month we've had
p|six months off the cigarettes today
w|got promoted to charge nurse!!
w|first five star review on google 🎉
s|Kirra won the regional spelling bee!!
w|we won the tender for the hospital car park
p|cholesterol's down to 4.1 from 6.2, the doc's chuffed
s|baby boy for my sister!! 7lb 2 💙
p|we own a house!!! keys in hand
s|Mum finished chemo today, rang the bell 🔔
w|got the funding!! two years for the project
p|passed!! driving licence on the first go
s|Wiremu made the under 16 rep team
w|closed the biggest sale of the year, 48k
p|lost two stone since january, new jeans size 🎉
`),
  ...parseCorpus("observation_insight", `
p|the half marathon route goes right past our house
s|Siofra pulls herself up on everything now
w|the Ocado contract has a nasty penalty clause in it
p|the credit card statement's got a charge I don't recognise
w|ACCA pass rates for P3 are dreadful this sitting
s|Trinity medicine needs 625 points these days
w|the shop does most of its sales near month end
p|I smoke way more on night shifts
w|the charge nurse post has been empty since march
w|most of our google reviews mention the parking
s|Kirra spells better than I do these days
w|the hospital car park tender has eleven bidders
p|cholesterol runs in the family, dads is high too
s|my sister's baby is measuring big at the scans
p|first time buyers round here are mostly in their late thirties
s|Mum's chemo days always wipe her out for a week
w|the funding round is very competitive this year
p|the driving test centre moved out to the retail park
s|Wiremu is the smallest kid in the under 16s
w|big sales always seem to close as the quarter ends
p|I put weight on every winter without fail
`),
  // an ordinary chore or paper getting through (task) beside a notable result (milestone)
  ...parseCorpus("task", `
p|boiler service done, certificate's on the fridge
w|annual return filed with Companies House, done for the year
s|posted off Mum's blue badge renewal
p|sent the porch drawings in to planning
w|PAT testing on all the salon's kit passed, stickers on
s|handed Kgosi's late form in to reception, phew
w|filled in the fire risk assessment for the hall
`),
  ...parseCorpus("milestone_outcome", `
p|boiler's paid off, it's all ours now
w|first full year trading and we're in profit
s|Mum walked all the way to the postbox on her new hip
p|we finished building the porch ourselves, start to finish
w|the salon won best newcomer at the regional awards
s|Kgosi got a distinction in his grade 5 piano
w|sold out the whole first batch of hot sauce in a day
p|10 years in this house today
`),
  ...parseCorpus("transaction", `
p|home insurance renewed, 540 for the year, docs in the drawer
`),
  // a single instance of a habit (routine) beside a one-off job (task)
  ...parseCorpus("routine_activity", `
p|sunday parkrun done 26:40, same as every week
p|walked the dog round the reservoir pre work as usual
s|taco tuesday at ours again, the kids' pick
s|Bodhi's swimming lesson at 4:30, like every thursday
w|weekly stocktake every monday before opening
w|standup at 9:15 as always then heads down
p|friday night is pizza and a film, no exceptions
s|my week doing the school run
w|tues and thurs are my banking days for the shop
p|20 mins of stretches every morning before coffee
p|meal prep done for the week, sunday ritual
s|did the usual saturday big shop with Dad
p|watered the tomatoes in the greenhouse, morning and night this heat
s|Wednesday is grandma's day to have the twins
w|month end close again, same three days of reconciling
p|swam my usual 40 lengths at lunch
`),
  ...parseCorpus("task", `
p|find my parkrun barcode, it's vanished
p|take the dog to the groomer's before work tuesday
s|book a table for Mum's birthday dinner on tuesday
s|sign Bodhi's swimming gala consent form by thursday
w|full stocktake before the auditors come monday
w|prepare the figures for tomorrow's board meeting
p|fix the oven before friday, the element's gone
s|drop Lerato at her friend's party saturday at 2
w|get the new signature forms done at the bank for the shop account
p|book a physio for this stiff shoulder
p|chest freezer needs defrosting this weekend
s|help Dad clear his garage on saturday
p|fix the greenhouse door, it's off its runner
s|baby proof grandma's kitchen before she has the twins on wednesday
w|fix the broken formula in the month end close workbook
p|get my swim goggles fixed, the strap snapped
`),
  // who a person is and how to reach them (contact) beside a noticed fact about them (observation)
  ...parseCorpus("contact", `
s|Anahera's new number is 021 448 903, she's off whatsapp
w|new rep at Fairline is Dilnoza, dilnoza@fairline.co, mornings best
p|my plumber's Des, 087 227 1401, cash only
s|Fenella's allergic to nuts and hates coriander
w|Haruto Sato heads procurement at Kinsei, prefers email to calls
s|Lamees's birthday is 3 june, loves orchids
p|dog walker's Bex, 07700 918 223, does mornings only
w|Dr Achterberg is the new consultant on ward 4, wants bloods before 8
s|Iolo's partner is Gethin, they're in the flat above the chippy
w|Wanjiru at Mavuno Foods handles our account, +254 722 301 884
`),
  ...parseCorpus("observation_insight", `
s|Anahera's been very quiet since the funeral
w|the new rep at Fairline is much slower than her predecessor
p|Des the plumber turned up two hours late again
s|Fenella barely ate a thing at the barbecue
w|Kinsei's procurement is painfully slow on sign offs
s|Lamees's orchids are flowering again on her balcony
p|the dog comes back filthy from the dog walker every time
w|the new consultant on ward 4 is much calmer than the last
s|Iolo and Gethin seem much happier since they moved
w|Mavuno Foods deliveries always come a day late
`),
  // a call, text or email (communication) beside a job (task)
  ...parseCorpus("communication", `
p|email our landlord re the bathroom mould
s|call Ravindra, is he coming for the puja or not
w|emailed the final drawings to the client, ball's with them
s|text Dervla saturday's address
w|voicemail left for the agent, told her the unit's roof is leaking
p|ring the garage re the car, it's been a week
s|facetime Nana sunday so she sees the twins
w|reply to the supplier's email about the missing pallet
p|message the gym to freeze my membership while my knee heals
`),
  ...parseCorpus("task", `
p|scrub the mould off the bathroom ceiling
s|set up the puja room before Ravindra comes
w|finished the client's final drawings, only took all night
s|wrap Dervla's present for saturday
w|put buckets under the roof leak at the unit
p|wash the car, it's been a week
s|print the twins photos for Nana for sunday
w|find the missing pallet in the yard before the supplier comes
p|ice the knee twice a day till it heals
`),
  // a decision made (decision) beside the job or fact next to it
  ...parseCorpus("decision_commitment", `
p|decided the Corolla stays, we'll run it into the ground
w|going with the cheaper scaffold firm for the Ellis job
s|told Hamish yes, I'll be best man
p|cancelling the gym, I never go
w|we're moving the team meeting to thursdays for good
s|agreed to host christmas at ours this year
p|decided no takeaways on weeknights, that's it
w|not taking on any new clients till after easter
s|we're sending Kojo to the one by Nana's
`),
  ...parseCorpus("task", `
p|get the Corolla's timing belt done, it's overdue
w|get the scaffold up for the Ellis job monday
s|write the best man speech for Hamish
w|move the team meeting notes into the new drive
s|clear the dining room out for christmas
`),
  ...parseCorpus("observation_insight", `
p|I never get to the gym on weekdays
p|we end up with takeaways most weeknights
w|new client enquiries always spike after easter
s|the school by Nana's has a huge waiting list
`),
  // a feeling stated (emotion) beside the fact it is about (observation)
  ...parseCorpus("emotion_state", `
p|so anxious, biopsy results any day
s|so proud of Lerato at her recital tonight 🥹
w|dreading the restructure meeting tomorrow
s|gutted for Kojo, he wanted that place so badly
w|buzzing about how the launch went
p|properly sick of this flat's damp
s|really miss Tadhg now he's in Perth
w|so stressed about the inspection on friday
`),
  ...parseCorpus("observation_insight", `
p|biopsy results take ten working days apparently
s|Lerato's recital went on for three hours
w|the restructure meeting got moved to 3 tomorrow
s|Kojo didn't get the place, they only took six
w|the launch went smoothly apart from the payment page
p|the damp in this flat is worst along the north wall
s|Tadhg says Perth is roasting already in october
w|the inspection on friday is the short kind, half a day
`),
  // reading, watching or a course (learning) beside a job
  ...parseCorpus("learning_consumption", `
p|started the beginners python course online
w|reading the new sepsis guidelines before my shift
s|watching the rugby documentary with Dad tonight
w|doing the food hygiene level 3 course this week
`),
  ...parseCorpus("task", `
p|set python up on the new laptop
w|print the new sepsis guidelines for the ward noticeboard
s|set up the tv for Dad so he can watch the rugby
w|put the food hygiene certificates up by the till
`),
  // v2: a tradesperson's or inspector's visit at a time (task) beside their verdict (observation)
  ...parseCorpus("task", `
p|gas engineer due thursday 10am to service our boiler
p|locksmith's booked 8am tomorrow to swap the lock on the front door
p|window fitter booked for the 14th to measure up the bay
s|the community physio is seeing Dad at home tuesday at 2
w|fire alarm engineer is in monday at 7 before we open
w|auditor arrives wednesday 9am, put her in meeting room 1
`),
  ...parseCorpus("observation_insight", `
p|gas engineer reckons the boiler's got a year or two left in it
p|the locksmith says the lock on our front door is the easy kind to pick
p|the window fitter says the bay frames are rotten underneath
s|the community physio says Dad's balance is much better
w|the fire alarm engineer says two of the heads are past their date
w|the auditor found nothing major, just the petty cash log
`),
  // v2: a thing needing a job (task) beside a thing needed (acquisition)
  ...parseCorpus("task", `
s|the under 10s kit bag needs emptying and everything washed
s|find three parents to run the tombola at the fete
w|the board pack needs another proofread before it goes out
s|write out Gran's medication times for the carers
w|the staff room fridge needs a clear out friday
s|bake the lemon drizzle for the church coffee morning
`),
  ...parseCorpus("acquisition_disposition", `
s|the under 10s need a new kit for next season
s|need three more prizes for the fete raffle
w|the board room needs a new screen, current one died
s|need a pill organiser for Gran at the care home
w|the staff room needs a new fridge, this one's dying
s|buy a lemon drizzle for the church coffee morning
`),
  // v2: a chore or errand done for family or work (task) beside a fact about it (observation)
  ...parseCorpus("task", `
s|picked Gran up from the day centre, she was chatty today
w|purchase order for the Kessler job is raised in the system
s|Dad's bloods done, results back monday
s|finished the slideshow for Anahera's 40th, just the music left
`),
  ...parseCorpus("observation_insight", `
s|Gran's always chatty after the day centre
w|purchase orders take a week to get approved in the system
s|Dad's bloods came back a bit low on iron
s|the slideshow for Anahera's 40th is way too long, 25 mins
`),
  // v2: money paid on an app or renewed (transaction) beside the form or job round it (task)
  ...parseCorpus("transaction", `
s|pay Bodhi's camp fee through the school's app, due thursday
p|renewed the contents insurance online, 212 for the year
p|pay the mastercard statement in full on the 21st
`),
  ...parseCorpus("task", `
s|fill in Bodhi's camp medical form through the school's app, due thursday
p|photographed everything in the house for the contents insurance
p|go through the mastercard statement line by line on the 21st
`),
  // v2: a course, training or recording (learning) beside a job round it (task)
  ...parseCorpus("learning_consumption", `
w|do the fire safety e-learning before friday
w|manual handling refresher tuesday 9 to 1 in the training room
s|listening to the recording of Siofra's school concert again
`),
  ...parseCorpus("task", `
w|book the training room for the fire safety session friday
w|set the training room out for tuesday's manual handling refresher
s|put the recording of Siofra's school concert on a usb for Nana
`),
  // v2: a first or a result (milestone) beside a plain pattern (observation)
  ...parseCorpus("milestone_outcome", `
w|first month the cafe took more than 20k!!
s|Bronwen got an A in her mock, up from a C at christmas
w|the cottage is booked solid for August, never happened before
`),
  ...parseCorpus("observation_insight", `
w|the cafe takes more on rainy days than sunny ones
s|Bronwen's mocks start the first monday of february
w|the cottage gets booked up for August by easter most years
`),
  // v2: a feeling (emotion) beside the fact (observation)
  ...parseCorpus("emotion_state", `
s|aching for Nana this week, her chair looks so empty
w|raging that the rota's changed again without anyone asking me
`),
  ...parseCorpus("observation_insight", `
s|Nana's been gone a year this week
w|the rota's changed again, I'm on lates
`),
  // v3: a thing got with a remark after it (acquisition) beside the remark alone (observation)
  ...parseCorpus("acquisition_disposition", `
w|bought spare blades at the trade counter, half what the hardware shop wanted
s|got Nana's present at the market, a third of the mall's price
w|the new fabric order lands thursday according to the courier app
`),
  ...parseCorpus("observation_insight", `
w|the trade counter's blades are half what the hardware shop wants
s|the market's a third of the mall's price for presents
w|the courier app is always a day out on our fabric orders
`),
  ...parseCorpus("milestone_outcome", `
p|mortgage approved!!! we can actually buy it
`),
  ...parseCorpus("task", `
p|mortgage forms sent off to the broker
`),
  // v3: errands done for family and deliverables asked of the user (task) beside a fact about the same people (observation)
  ...parseCorpus("task", `
s|dropped Dad's prescriptions at the hospital pharmacy, ready by 3
s|sent Mum's inhalers up with the driver going to Tamale this morning
s|typed up and printed the programme for Uncle Kwabena's funeral
w|Ortega wants a cheaper spec option added to the proposal by monday
w|Mrs Adeyemi wants the kitchen quote itemised by friday
w|the head wants the year 9 reports proofread before half term
`),
  ...parseCorpus("observation_insight", `
s|the hospital pharmacy shuts at 4 sharp
s|the drivers to Tamale never leave on time
s|Uncle Kwabena's funeral will be huge, the whole town knew him
w|Ortega never signs anything without a second opinion
w|Mrs Adeyemi always wants three options before she decides
w|the head always finds typos in the year 9 reports
`),
  // v3: one's share of money (transaction) beside one's share of the work (task), and money gone beside a price noticed
  ...parseCorpus("transaction", `
s|transfer my brother the 300 for Dad's surprise trip friday
p|40 quid gone on hospital parking this week alone
`),
  ...parseCorpus("task", `
s|book the hotel for Dad's surprise trip friday
`),
  ...parseCorpus("observation_insight", `
p|hospital parking is 4 pound an hour now
`),
  // v3: a feeling first (emotion) beside the same news told flat (observation)
  ...parseCorpus("emotion_state", `
w|fuming that the ward manager cancelled my annual leave
p|properly fed up, the landlord let himself in again while I was out
`),
  ...parseCorpus("observation_insight", `
w|the ward manager cancelled my annual leave, short staffed again
p|the landlord let himself in again while I was out, the neighbour saw him
`),
];
