import type { CorpusEntry } from "../corpus-types.js";
import { parseCorpus } from "../corpus-types.js";

/**
 * Twelfth written batch (issue 10), on the commonest domain confusions of the read parts of the forty-fourth to
 * fifty-fifth sets: a small business's own kit, stock, premises, van and takings read as personal (77), its customers,
 * staff and the family who help in it read as social (52), a club's, band's, team's or church's business read as
 * systems (36), and one's own body, car, papers and household staff read as systems (34). Each is written as
 * look-alike pairs in the same words: the trade's pressure washer, van or stock (systems) beside the household's
 * (personal); a customer or an employee by first name (systems) beside a friend or a relative by first name (social);
 * the team's kit, fixtures and function room (social) beside the firm's (systems); a back hurt lifting at work, a
 * driver or a cleaner paid by the household, one's own tax return (personal) beside the business's. The event types
 * follow the read parts' commonest event-type confusions inside those pairs: a noticed state of stock or kit
 * (observation) beside the job it calls for (task) and the buying or selling of it (acquisition), money of the
 * business (transaction) beside its sales as a result (milestone).
 * A second part (after the first retrain) writes the first retrain's commonest read losses: one's own van, bills, screens
 * and errands (personal), a child's school and a friend's things (social), chores done for a named person and chores said as a
 * need (task). A third part (after the second retrain broke two assertions of the engine's tests) writes a thing passing its
 * check as a chore done and "the shop" that has one's own car as the garage.
 * Written fresh in many Englishes, terse, dictated and misspelt; no labelled sentence is reused or paraphrased.
 */
export const writtenCorpus12: CorpusEntry[] = [
  // a trade's own kit, premises and van to see to (systems) beside the household's own (personal)
  ...parseCorpus("task", `
w|service the steam cleaner before thursday's carpet jobs
w|get the van's roof rack fixed before the ladders fall off
w|top up the gas bottles for the crepe stall friday
w|clean the clippers and blades at the barbers before opening
w|change the filter on the salon's washbasin pump
w|re-grout the holiday cottage's shower before the May guests
w|sharpen the shop scissors, fabric's snagging on every cut
w|wash down the food truck griddle tonite proper
w|sort the stockroom shelves so the new deliveries fit
w|reset the card machine at the stall, it keeps declining
w|patch the hole in the market gazebo b4 sunday
w|put new batteries in the shop's door chime
w|clean out the fryer oil at the chippy first thing
w|fix the squeaky wheel on the cleaning trolley for the office contract
w|get the taxi's MOT done before the licence check
w|replace the bulbs in the nail bar's display cabinet
w|wipe down all the highchairs at the cafe after close
w|strip the beds at the guesthouse after checkout at 11
w|defrost the shop's big freezer this weekend
w|tidy the workshop bench so the apprentice can start monday
w|mend the torn awning on the fruit stall
w|bleach the dog grooming table after every dog now
w|restring the display hooks in the phone shop window
w|put labels on the restaurant's back kitchen spices
w|empty the cash tin and bank the stall takings
w|hose down the valeting bay at the car wash before 8
w|repaint the board outside the tea room, chalk's all faded
w|set the mousetraps in the bakery storeroom tonight
w|fold and bag the new stock of ankara for the shop
w|wash the towels from the salon, the basket is overflowing
p|service our own lawnmower before the grass gets away from me
p|get our own car's roof rack off before it whistles on the motorway again
p|top up the gas bottle for the bbq before the weekend
p|clean the hair out of my own clippers, the kids' haircuts clogged them
p|change our kitchen tap's filter at home
p|regrout our own shower its gone black
p|sharpen the kitchen knives they cant cut a tomato
p|clean the hob at home tonight, it's minging
p|sort out the cupboard under the stairs so the hoover fits
p|patch the hole in the garden parasol
p|put new batteries in the doorbell at ours
p|wipe down the car's seats after the beach
p|defrost our freezer this weekend, it's all ice
p|tidy my bench in the garage so I can find anything
p|fix the washing line post, it's leaning
p|hose the patio before the rain stops
p|repaint the front door at home before winter
p|set a mouse trap behind our fridge, heard scratching again
p|wash all the bath towels, none left in the press
p|iron me shirts for the week, sunday job
`),
  // the same kit and stock noticed (observation), systems beside personal
  ...parseCorpus("observation_insight", `
w|the steam cleaner's losing pressure halfway through each job
w|the van's rear doors don't lock first time any more
w|crepe batter goes further on the small ladle, less waste
w|the good clippers overheat by the fourth fade of the day
w|the salon's hot water runs out if three clients are washed in a row
w|the cottage gets more bookings in October than in August now
w|the fabric scissors are blunt again, barely two weeks
w|food truck sells out of wings before the lunch rush ends on paydays
w|the stockroom's full of summer stock nobody's asking for
w|card machine at the stall drops signal near the church end
w|gazebo weights aren't heavy enough for the wind up at the market
w|half the customers pay by phone now, hardly any cash in the till
w|chippy's fryer takes ages to heat up again after each batch
w|the office contract always leaves the kitchen worst on fridays
w|the taxi's doing more airport runs than town runs since the summer
w|the nail bar gets busiest thursday evenings, everyone off out friday
w|cafe's quiet as anything after 3, could close earlier
w|guesthouse breakfasts take forever when the coach parties stay
w|shop freezer's iced right over again, seal must be gone
w|apprentice is quicker on the lathe than I was at his age
w|the fruit stall loses most stock to bruising on the hot days
w|poodles take twice as long as anything else at the grooming
w|phone cases sell better from the window than from the counter
w|the restaurant's gas bill has doubled since the new oven
w|stall takings are always down the week before payday
w|the car wash queue is longest sunday mornings, need a second pair of hands
w|tea room makes more off scones than off all the lunches put together
w|droppings in the bakery storeroom again, by the flour sacks
w|the ankara prints in blue sell first every time
w|salon towels never fully dry in this weather, smelling musty
w|my drivers are doing fewer night jobs since the new app came in
w|the photo studio's backdrop has a crease that shows in every shot
w|bookings for the bouncy castles mostly arrive thursday nights
w|the mini-mart's bread goes stale a day early since the new supplier
w|repeat customers are asking for the lavender soap more than the rose
p|the lawnmower leaks oil on the garage floor
p|the car's boot doesn't lock first time any more, it's annoying
p|bbq gas runs out mid cook every single time
p|the kids' hair grows so fast, it's a cut every three weeks
p|our hot water runs out if two of us shower back to back
p|kitchen knives are blunt again already
p|the cupboard under the stairs is full of stuff we never use
p|our freezer's iced over again, the seal must be going
p|the washing line sags when the sheets are on
p|front door paint's peeling where the sun hits it
p|mice are back behind the fridge, heard them last night
p|bath towels never dry in this weather, everything smells damp
p|our house is always freezing on monday mornings, heating timer's off
p|my own car is doing more miles than ever with the new commute
p|the garden's a bog at the bottom end every winter
`),
  // buying and selling the business's kit (systems) beside one's own (personal)
  ...parseCorpus("acquisition_disposition", `
w|need a second steam cleaner for the carpet jobs, the one isnt enough
w|order more glass cleaner and microfibre cloths for the valeting business
w|bought new clippers for the shop, the old pair's knackered
w|picked up a secondhand griddle for the food truck from a bloke in Leeds
w|sold the old salon chair to a girl starting her own place
w|ordered fifty metres of wax print for the shop from the Lagos supplier
w|get a bigger gazebo for the market, this one's too small for the new stock
w|need a card machine that works without wifi for the stall
w|listed the old chippy fryer on Gumtree
w|bought two new mops and a bucket for the office cleaning contract
w|order new bedding for all four rooms at the guesthouse
w|got a proper grooming table with an arm, no more hunching
w|returned the faulty display fridge to the wholesaler
w|bought a used Prius for the taxi work, 60k on the clock
w|ordered new menus and takeaway boxes for the cafe
w|need more flour and yeast for the bakery before the weekend orders
w|sold the old photo printer from the studio on marketplace
w|got the apprentice his own set of chisels for the workshop
w|pick up the bouncy castle blower from the repair place
w|ordered a new chest freezer for the mini-mart, delivery tuesday
w|bought a job lot of hangers for the charity shop rails
w|need a second hairdryer at the salon, the one keeps tripping the fuse
p|need a new lawnmower, the old one won't start at all
p|ordered a new hoover, ours at home just blows dust
p|bought new clippers for cutting the boys' hair at home
p|sold my old armchair to a neighbour for 20
p|picked up a secondhand bike for my own commute
p|listed our old cot on Facebook, the baby's in a bed now
p|got myself a proper desk chair, my back was wrecked
p|our kettle's furred solid, need another
p|returned the duvet, it was far too warm
p|bought new towels for our bathroom, ours were threadbare
p|need a bigger freezer at home with all the batch cooking
p|sold the old Corsa to a young fella two roads over
p|got a new bin for the kitchen off Argos
p|ordered a new door mat with the house number
`),
  // a business's money (systems) beside one's own bills and household staff (personal), and family money (social)
  ...parseCorpus("transaction", `
w|invoice the Okoye wedding for the cake balance, 400
w|paid the gas bottle man 85 cash for the stall
w|the guesthouse took 2,300 over the bank holiday
w|Mrs Hanlon still owes for last month's cleaning, 160
w|banked the week's takings from the food truck, 1,850
w|paid the apprentice's wages on friday as usual
w|refund the lady whose perm went frizzy, 60
w|the council wants 450 for the stall pitch for the year
w|paid the wholesaler 1,200 for the fabric order
w|taxi insurance renewal is 1,900 this year, shocking
w|put the salon's VAT money aside, 700
w|the cafe's card payments for the month came to 9k
w|the primary school still owes for the bouncy castle hire
w|paid the van's fuel card bill for the valeting
w|the chip shop's electric bill was 980
w|sent the deposit back to the couple who cancelled the cottage
p|paid our own electric bill, 140 this month
p|paid Ibrahim his driving money for the month
p|gave the cleaner her wages and a bit extra for christmas
p|paid the nanny for the extra hours last week
p|council tax on ours is up again, 170 a month now
p|paid the mechanic for my own car's brakes, 320
p|my own car's insurance quote is 640, gonna shop around
p|my money back for the flight they cancelled came through at last
p|paid off my credit card in full this month
p|the house's water bill is twice last year's
p|paid the gardener for cutting our hedges, 50
s|sent my sister 200 for the twins' school trip
s|gave Dad 100 towards his new glasses
s|paid for Mum's taxi to the hospital and back
s|put 50 quid in the card for my nephew
s|sent money home for my grandmother's medicine
`),
  // business sales and results (milestone) beside one's own and the family's
  ...parseCorpus("milestone_outcome", `
w|the food truck did its first thousand pound day!!
w|cottage fully booked for the whole summer, first time ever
w|the salon won best in town at the local business awards
w|passed the food hygiene inspection, five stars 🙌
w|the stall has paid for itself, one year in
w|signed our first office cleaning contract with a proper firm
w|the apprentice passed his level 2, delighted for him
w|the bakery's sourdough sold out before 10, never happened before
w|the guesthouse page has hit fifty top reviews
w|the shop broke even this quarter, first time since opening
p|passed the theory test for my licence, first go
p|last mortgage payment went out, the house is ours
p|did a whole 10k at parkrun, no walking bits
p|got my own citizenship through after six years
s|the team won the league on the last day 🏆
s|the brass band won the area contest
s|our choir's into the regional final 🎶
s|my nephew got his first job, made up for him
s|Mum and Dad's fortieth anniversary today
`),
  // customers, staff and helpers of the business by name (systems) beside friends and family by name (social)
  ...parseCorpus("communication", `
w|text Mrs Achterberg her dog's ready for collection at 3
w|ring Julie about shifting her colour appointment to thurs
w|emailed the couple from Dundee about their check-in time
w|whatsapp Aunty Dzifa the cake orders for saturday, she bakes half of them
w|called the school bursar about the bouncy castle invoice
w|message Tunde, his shift at the stall starts at 7 not 8
w|left the wholesaler a voicemail, two boxes short
w|phone Mr Patel back about his fitted wardrobe quote
w|texted the regulars that the truck is at the beach car park tomorrow
w|call the lady from the book club who wants the cottage for her group
w|emailed the church secretary our bill for the Easter flowers
w|rang Adaeze's mum, she's asking for extra lessons for Adaeze
w|message my cousin Bisi, she's covering the shop saturday morning
w|ring Kofi, the apprentice, about his college day moving
p|ring the garage, my own car's due a service
p|emailed the council about our bin collection
p|tell the cleaner by text we're away all next week
p|called the surgery to move my appointment
s|text Julie, are we still on for the pictures
s|rang my cousin Bisi to wish her a happy birthday
s|whatsapp the team group that I can make training tuesday
s|message the band that I'll be late to rehearsal
s|called Aunty Dzifa to thank her for the birthday cake
s|emailed the club secretary about the awards night
s|voice note to Tunde about sunday's footy
s|phone the choir leader about the carol concert songs
`),
  // a person's details: customer or staff (systems), household staff or tradesperson (personal), friend (social)
  ...parseCorpus("contact", `
w|Mrs Achterberg, the schnauzer, 07700 900431, always pays cash
w|Julie Brennan, full head of highlights every 6 weeks, allergic to PPD
w|Tunde's my weekend stall lad, he's at the college on weekdays
w|the couple from Dundee in room 3 are vegetarian, no black pudding
w|Mr Patel's wardrobe job is at 14 Elm Road, parking round the back
w|Aunty Dzifa bakes for the business on fridays, she's on 0244 123 987
w|new regular at the truck, Hemi, always the fish tacos no coriander
w|the wholesaler's rep is Gary, comes round every second tuesday
w|Kofi the apprentice lives in Harehills, no car so starts at 9
w|Bisi covers the shop saturdays, knows the till, has her own key
p|our driver Ibrahim's cousin Garba can stand in when Ibrahim's on leave, 0803 555 0419
p|our cleaner Rosa comes tuesdays, her number's 07700 900812
p|the plumber who did our boiler is Dean, 07700 900277
p|Yetunde the nanny's mum lives in Peckham, she goes there on sundays
s|Julie changed network, she's on 07700 900655 now
s|my cousin Bisi's married to a man called Femi, lives in Croydon
s|Tunde from five-a-side supports Arsenal, don't mention it
s|the band's new conductor is Gwyneth, she's a music teacher in Ebbw Vale
`),
  // a club's, team's, band's, church's or school's business (social) beside a firm's (systems)
  ...parseCorpus("task", `
s|collect the team's new kit from the printers saturday
s|reserve the clubhouse bar for the club's presentation night
s|sort the lifts for the under 12s away game sunday
s|wash the team strips after the match, it's my turn
s|lay the chairs out at church before the harvest supper
s|print the programmes for the brass band concert
s|take the trophies back to the club for engraving
s|set up the tombola for the school fair
s|help the bowls club roll the green before the season
s|bring the urn and mugs to the choir's coffee morning
s|measure the girls for their dance show costumes
s|take the raffle bits round to the rugby club
s|fix the net at the tennis club before the open day
s|get the team photo printed for the clubhouse wall
s|sign Chidera's form for the zoo trip
s|iron the band uniforms for the parade
w|collect the staff uniforms from the printers saturday
w|reserve the hotel's big room for the firm's awards night
w|sort the lifts for the site crew on monday morning
w|wash the chef whites after the shift
w|put the chairs out in the training room before the induction
w|print the brochures for the trade show
w|take the shop's sign to the engravers
w|set up the stand at the wedding fair
`),
  ...parseCorpus("observation_insight", `
s|the team plays better with Ryan up front, three wins on the bounce
s|the club's down to fourteen players, we'll struggle to field a side
s|the band's cornets are always flat in the cold
s|the church hall heating never comes on till halfway through the service
s|more parents turn up to the home games than the away ones
s|the bowls green's got a bare patch near the far rink
s|the choir sounds better since the new altos joined
s|kids' football always gets called off when the pitch floods by the river
s|the under 12s lose every game after half term, tired legs
s|the residents' association meetings are mostly the same six people
s|our street's whatsapp group is nothing but lost cats lately
s|the tennis club's courts are busiest on tuesday evenings
s|the sponsor's logo on the shirts is peeling after three washes
s|half the congregation goes to the early mass now
s|the parade always takes longer than planned, road closures
w|the firm's awards night always clashes with the school holidays
w|fewer staff come to the christmas do each year
w|the site crew work faster with the new foreman
w|the trade show brings in more leads than the website
w|the office heating never comes on till ten
`),
  // a noticed state told with the job it calls for after it (task) beside the state alone (observation)
  ...parseCorpus("task", `
w|van's tyres look bald on the back, get them swapped before monday's jobs
w|the salon sink's draining slow again, plunge it before the 10 o'clock
w|stall sign blew over twice today, weigh the legs down with sandbags
w|the apprentice keeps mixing up the drill bits, sort them into labelled tubs
w|card reader's low on battery, charge it overnight for the market
w|cottage smoke alarm's beeping, swap the battery on changeover day
w|the shop window's filthy after the storm, get it washed first thing
w|grooming dryer is making a rattle, take it apart saturday
w|chef says the cold room's warm, get the engineer out today
w|flour's running low in the bakery, count the sacks and tell Segun
p|our patio's gone green with algae, scrub it at the weekend
p|the car's screenwash is empty, fill it before the motorway
p|bathroom extractor's making a racket, take the cover off and clean it
p|the kids keep losing the remote, get a little basket for it
p|back garden gate won't latch, plane the edge down saturday
p|dog's nails are clicking on the floor, clip them tonight
s|the team's nets have holes in, get them mended before the season
s|Mum's smoke alarm keeps chirping, swap her battery when I'm over
s|the band's music folders are falling apart, buy new ones for everyone
s|Grandad's hedge is over the path again, cut it for him sunday
`),
  ...parseCorpus("observation_insight", `
w|van's back tyres are nearly bald, all the motorway work
w|only one bottle of tyre shine left, won't see the week out
w|the salon sink drains slow every time we do a lot of colours
w|the market's windiest at the end by the car park
w|card reader battery dies by 2pm on a busy stall day
w|cottage guests always leave the heating on full, every single lot
w|the shop window gets filthy after every storm, road spray
w|flour goes quicker than I think in december, mince pie orders
w|walk-in runs warm whenever the kitchen's full on a saturday
w|customers in the village pay on time, the ones from town don't
w|Tunde sells more at the stall than I do, people like his chat
w|Aunty Dzifa's cakes are what keep the regulars coming to the cafe
w|my cousin Bisi is better on the till than any of the paid staff
w|half the taxi bookings this month came from the hospital shifts
w|the cleaning round takes an hour less when Rosa's on the van with me
p|our patio goes green every autumn under the tree
p|the car drinks more petrol in winter, noticed it again
p|the bathroom fan only rattles when it's windy outside
p|remote goes missing every single evening in this house
p|dog's nails grow quicker in winter, less walking on pavements
p|my back's grand except after heavy delivery days at work
p|I sleep better the week after nights, never the week of them
s|the team's nets tear every season at the same corner
s|Mum's hearing is worse than she lets on, noticed at dinner
s|the band rehearsals go better when the kids are there to listen
s|Grandad's garden is getting too much for him now
s|our Kwabena plays better in goal than up front, the coach agrees
s|the church youth group's got bigger since the new pastor came
s|the netball team never wins away, it's the travelling
s|the cousins only ring when they want something lol
`),
  // a thing got or let go (acquisition) beside a remark on it (observation)
  ...parseCorpus("acquisition_disposition", `
w|got another jet washer for the car wash bay, 90 off a mate
w|ordered a new mop head for the office contract, the last one lasted a week
w|picked up the new shop sign from the printers
w|sold the spare display rail from the boutique
w|need more takeaway cups for the truck, down to a sleeve
p|got myself a secondhand jet washer for our drive
p|collected my specs from the optician's, finally
p|donated our knackered sofa, the hospice van took it
s|got the team fresh cones and bibs
s|picked up Dad's new hearing aid from the clinic
`),
  // second retrain: the first retrain's commonest read losses, one's own van, bills, screens and errands read as
  // work (personal), a child's school and a friend's things read as work (social), and chores for a named person read
  // as a contact card or said as a need read as a purchase (task)
  ...parseCorpus("task", `
p|the van's MOT runs out on the 9th, book it in at Halfords
p|our ute's wipers are shot, swap them before the wet season
p|take my own truck to Kev, the clutch is slipping
p|bring the camper in for its habitation check
p|pay the phone contract on the 20th like always, it's by card not debit
p|collect my good coat from the dry cleaners on the high street
p|drop the cat at the vet's for her jabs at half 8
p|need to cancel my gym direct debit before it renews
p|need to sort the drip under our bath before it comes through the ceiling
p|need to chase my landlord about the broken extractor
p|clear the skip bags off our drive, the council lorry comes wednesday
p|shift my own car off the road tonight, they're resurfacing
p|fill in the form for my own parking permit on the council site
s|got Mrs Okonjo's recycling in for her, she's away at her daughter's
s|put up the fairy lights at Nan's, she can't reach now
s|help Dele move the wardrobe up to his new flat sunday
s|sort Lily's science project board with her tonight
s|run Jade to her driving test at 2, she's a wreck
s|need to fix the wheel on Ayo's scooter before school
s|drop the spare key round to Pat next door before we go
s|line up someone to mind the twins for the wedding
s|mind Marisa's tombola at the church fete, promised her
w|need to put the new prices up on the shop's web page
w|need to pick a printer for the new menus
w|get the spare van key cut for the new driver
w|clear out the unit's skip bags before the council collection
`),
  ...parseCorpus("observation_insight", `
p|the van's been pulling left ever since the new tyres went on
p|my phone bill's jumped since they put roaming on it
p|the cat sleeps all day since the weather turned
p|my own car only starts first time when it's dry out
p|the streetlight outside ours has been out a fortnight
p|headaches always come when I skip breakfast
s|Lily's teacher says she's much more confident in class this term
s|Jade's a nervous driver but she's getting better
s|the school always sends the trip letters out the day before
s|our Dele is happier since he moved nearer his work
s|Pat next door's been lonely since her husband passed
`),
  ...parseCorpus("communication", `
p|rang the DVLA about my licence photo, 40 mins on hold
p|emailed my landlord again about the mould
p|text the vet to move Biscuit's jab to thursday
s|emailed Lily's teacher about her reading book
s|called the school office, Jade's off sick today
s|messaged the other mums about the class party
`),
  ...parseCorpus("learning_consumption", `
p|saw a whale documentary last night, brilliant
p|reading a thriller on the bus to work, can't put it down
p|got a gardening podcast on during my walks
s|watched the Lion King with Ayo, he knew every word
`),
  ...parseCorpus("routine_activity", `
p|walked back from the depot along the canal, every evening the same
p|sunday morning car wash on our drive as usual
s|swimming with Lily wednesdays straight after school
`),
  ...parseCorpus("transaction", `
p|paid my own phone bill, 38
p|the direct debit for my gym went out again, forgot to cancel
s|lent Dele 100 till payday
`),
  // third retrain: the second retrain broke two assertions of the engine's tests; a thing passing its check is a chore
  // done (task), not a result, and "the shop" that has one's own car is the garage (personal)
  ...parseCorpus("task", `
p|the Fiesta sailed through its MOT, good till next spring
p|our boiler passed its annual service, no faults
p|gas safety check on the flat done, all fine
p|the caravan passed its damp test, good to go
p|my ute got its rego inspection done, all clear
p|the trailer passed its roadworthy after the new lights
w|taxi licence renewed for another three years, sorted
w|the work van passed its MOT this morning, no advisories
w|fire extinguishers at the salon passed their yearly check
s|Dad's car passed its test, I drove it down for him
`),
  ...parseCorpus("communication", `
p|ring Tomasz at the shop, my car's handbrake is sticking
p|phone the tyre shop, my back tyre keeps going flat
p|text Marco at the body shop about the dent in our door
`),
  ...parseCorpus("task", `
p|dropped the Civic at the shop for its timing belt
p|the shop has my car till thursday, pick it up after work
p|take my car back to the shop, the rattle's still there
`),
  ...parseCorpus("observation_insight", `
p|the shop reckons my car's rear brakes are nearly gone
p|my car's been at the shop more than on the road this year
`),
  // household staff, one's own body, car, papers and errands (personal) beside the business's (systems)
  ...parseCorpus("observation_insight", `
p|my back's been in bits since I started lifting at the new job
p|can't sleep properly since the rota put me on 5am starts
p|my knees ache after a day on the shop floor, getting old
p|I eat rubbish on late shifts, crisps and fizzy drinks
p|Ibrahim is late every monday, traffic from his side is terrible
p|the cleaner does a better job when nobody's home
p|the nanny and the kids get on great, they love her
p|my own car's getting through tyres fast, must be the tracking
p|my tax code's wrong again, paying too much
p|my feet are killing me after double shifts this week
p|I've put on half a stone since starting the desk job
p|I walk more on workdays than weekends, 12k steps on shift
w|the drivers are late every monday, traffic on the ring road
w|the new hire does a better job when nobody's watching
w|our customers get on great with the new girl on the till
w|the taxi's getting through tyres fast with all the airport runs
`),
  ...parseCorpus("task", `
p|book my own car in for its service before the warning light
p|sort my own tax return b4 the january deadline
p|renew my own driving licence, expires in march
p|get my passport photos done for the renewal
p|book a physio appointment for me, back's gone from the lifting at work
p|get new work shoes, my feet can't take these
p|show the new cleaner where the hoover lives
p|give Ibrahim the car keys and fuel money for the week
p|sort the nanny's holiday dates with her
p|fill in my own pension forms
p|fix the bike puncture before work tomorrow
p|sort an eye test for me, the screens at work are making them worse
w|sort the business's self assessment b4 the january deadline
w|renew the taxi licence, expires in march
w|book the van in for its service before the weekend jobs
w|fill in the pension forms for the two staff
w|show the new starter where everything is in the stockroom
w|give the delivery driver the van keys and the route for the week
`),
  // decisions about the business (systems) beside about oneself or the household (personal) and the club or family (social)
  ...parseCorpus("decision_commitment", `
w|decided the salon closes at 4 on saturdays from now on, I need my evenings
w|going with the cheaper supplier for the shop's fabric from now on
w|no more wedding cake orders for june, too much
w|told Tunde he can have the stall on his own on thursdays
w|raising the cottage prices by 10% next season
w|we're switching the truck to card only after this month
w|decided the old van's staying another year instead of buying new
w|promised the church we'd do their flowers for free this year
w|not renewing the office cleaning contract with the bank
w|told the apprentice he can have fridays off for college
p|decided I'm done with night shifts after this rota, my health first
p|turning down the overtime this month, I'm wrecked
p|going with the cheaper broadband at home from now on
p|decided my own car's staying another year
p|keeping Ibrahim as our driver even with his fare going up
p|told the cleaner she can come fortnightly instead
s|told the coach I'll run the line at home games
s|promised the band I'll play at the remembrance parade
s|decided christmas is at my sister's this year, all of us
s|signed up to run a stall at the school fair, can't wriggle out
s|going with the church's trip to Lourdes in the summer
`),
  // feelings about the business (systems) beside about oneself (personal) and others (social)
  ...parseCorpus("emotion_state", `
w|stressed to bits about the market pitch going up
w|proud of the cottage's reviews this season
w|anxious about the food truck inspection tomorrow
w|fed up with customers not turning up for their appointments
w|buzzing about how well the bakery's going, honestly
w|worried the shop won't survive another slow winter
w|gutted the apprentice is leaving for a bigger firm
w|nervous about pitching the cleaning contract to the hospital
p|so tired after the double shift, can barely stand
p|my back's making me miserable, can't get comfy
p|fed up with the weather, nithered all week
p|anxious about my own blood test results
p|feeling lonely since moving for the job
s|so chuffed with the lads after sunday's win
s|worried sick about Mum alone in that massive house
s|gutted for my brother, he didn't get the house
s|guilty I missed the band concert for a late shift
`),
  // routines of the business (systems) beside one's own (personal) and the family's or club's (social)
  ...parseCorpus("routine_activity", `
w|cash and carry run every tuesday morning for the shop
w|veg market run at 6 for the cafe, like every tuesday
w|cleaned the grooming room down like every night
w|sunday is changeover day at the cottage, beds and bathrooms
w|stock take at the stall first monday of the month
w|did the bank run with the week's takings, same as every saturday
w|wholesale order for the cafe goes in every wednesday by noon
w|taxi on the school contract mon to fri at 8
p|did my run round the park like every sunday
p|swim before work tues and thurs
p|weekly big shop at Aldi on saturday morning
p|stretch my back every night before bed, physio's orders
p|cleaner's day is tuesday, we tidy up the night before
s|band practice every wednesday at 7 in the legion
s|five-a-side with the lads every thursday night
s|church then lunch at Mum's every sunday
s|choir on monday evenings in the parish centre
s|took the kids swimming like every saturday
`),
  // reminders in the same pairs
  ...parseCorpus("reminder_intention", `
w|remind me to reorder the salon's shampoo before it runs out
w|dont lemme forget, market pitch money due friday
w|ping me 6pm, bread dough needs setting for the morning
w|remind me on fri, apprentice wages
w|remind me, cottage guests need the door code texting
w|dont forget the food truck's trading permit renewal
p|remind me, my own car's MOT needs booking
p|ping me at 8 to take my back tablets
p|remind me friday, Ibrahim's pay
p|dont forget the bins go out tonight
s|remind me to wash the team kit before saturday
s|ping me 7ish for band practice
s|do not let me forget Aunty Dzifa's bday
`),
  // learning for the business (systems) beside for oneself (personal)
  ...parseCorpus("learning_consumption", `
w|doing an online course on bookkeeping for the salon
w|watched a how-to on fixing the steam cleaner's pump
w|reading up on food truck licensing rules
w|booked the apprentice onto the health and safety course
w|doing the level 3 food hygiene certificate, cafe needs it
p|watching videos on fixing up my own bike
p|reading up on sleep for myself, nothing to do with work
p|learning guitar in the evenings, just for me
s|reading stories to the kids before bed every night
s|the band is learning a new march for the parade
`),
  // plans for the business (systems) beside the household's (personal) and the club's (social)
  ...parseCorpus("project", `
w|second van for the valeting: finance, signwriting, insurance, a driver
w|open the cottage for winter lets: heating, new curtains, listing, prices
w|add breakfasts to the food truck: menu, suppliers, early permit
w|redo the salon: paint, new chairs, lighting, mirrors
p|redo our kitchen: units, worktops, tiles, a new sink
p|get fit for the summer: running plan, diet, sleep
s|organise the club's awards night: venue, trophies, dj, food
s|plan Mum's 70th: hall, cake, invitations, the cousins from Lagos
`),
];
