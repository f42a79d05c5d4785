import type { CorpusEntry } from "../corpus-types.js";
import { parseCorpus } from "../corpus-types.js";

/**
 * Tenth written batch (issue 10). On the read parts of the thirtieth to fifty-third sets the engine's commonest domain
 * miss was still a systems thought read as personal (217 of 505), now less the small trades of the eighth batch than
 * jobs told in their own words: a nurse's shifts, bays and scrubs, a teacher's marking and classes, an estate agent's
 * listings and buyers, a farmer's ewes, calves and mart, a tutor's pupils, a researcher's thesis, a tailor's
 * customers. GUIDELINES 2 counts work, career and any business as systems, so each of those jobs is written across
 * every event type, beside look-alikes in the same words that stay personal (one's own home, car, health, bills and
 * hobbies, and the tradespeople for them) or social (a child's appointment, a parent's care, family news and money).
 * The commonest event-type misses are written as pairs too: a chore told as done or booked (task) against a noticed
 * fact (observation); picking up or ordering a thing (acquisition) against a job; a person's details and wishes
 * (contact) against news of them; family news (milestone) against a plain remark; a feeling against a complaint.
 * Written fresh in many Englishes, terse, dictated and misspelt; no labelled sentence is reused or paraphrased.
 */
export const writtenCorpus10: CorpusEntry[] = [
  // transaction: pay, fees, commission and sales of jobs and farms (systems), own bills (personal), family money (social)
  ...parseCorpus("transaction", `
w|the agency still owes me for three bank shifts from october
w|invoice the Kamaus for both valuations, 15k shillings each
w|commission on the Parnell sale comes to 9,400 after the office split
w|weaned lambs averaged 112 each at Thursday's sale, decent money
w|paid the shearer two fifty a head for the 600 ewes
w|the Mokoena parents owe me for four maths lessons, R1,600
w|claim back the parking for the district visits, 46 rand
w|paid my NMC fee, 120 quid, put it through expenses
w|seed merchant's bill for the spring barley is 3,800, settle it before the 15th
w|2 lakh advance from the Sharma client cleared this morning
w|exam board fee for my marking landed, 540 euro
w|grazing rent for the hill field is due at martinmas, 900
w|Mrs Odhiambo cleared the balance on the curtains, 8,500 bob
w|my payslip is short two night shifts, about 180 missing
w|charged the bride 650 for the alterations and the veil
w|milk cheque came in at 31p a litre for november
w|GST for the bookkeeping practice has to be remitted by the 31st, abt 2 grand
w|brokerage split on the Hollis closing came to 7,800 for me
p|water bill 4,300 this month, last month was 2,900
p|rego on the ute went through, 790 bucks gone 😩
p|paid the locksmith 120 for my own front door
p|tv licence renewed, 169, ouch
p|phone contract got charged twice in november, 40 a go
p|mortgage on my place rises by 90 monthly after the fixed rate ends
s|sent mum 5,000 rupees towards her cataract op
s|fifty quid in a card for Grace and Tom's wedding
s|Aoife's school tour money, 35 euro, due friday
s|topped up my brother's mpesa with 2k for bus fare home
s|gave Tunde's girl 10k for her waec fees
`),
  // acquisition_disposition: things got or let go for the job (systems) beside one's own and the family's
  ...parseCorpus("acquisition_disposition", `
w|need two more sets of navy scrubs for the new trust uniform
w|ordered forty bales of barley straw to bed the ewes
w|sold the old quad off the farm, 2k to a young lad from Ballymena
w|pick up the marked scripts from the exam centre thursday
w|my new stethoscope for the ward was delivered today
w|bought five more For Sale boards for the agency
w|buy another laptop to teach my online pupils, this one crashes mid lesson
w|flog the spare overlocker from the workroom on gumtree
w|return the faulty label printer to takealot, the pharmacy needs one that prints
w|ordered a heat press for the tshirt business
w|collected the new calf pens from the agri store
w|give the old textbooks from my classroom to the book drive
w|need hi vis and steel toe caps before the site induction monday
w|the laser measure for the valuations came, finally
w|buy fresh clogs for theatre, mine are split
p|my new specs are ready at Vision Express, grab them friday
p|ordered a memory foam topper, my back is wrecked
p|flogging my racer on facebook, 150 ono
p|borrowed next door's hedge trimmer for the weekend
p|need a phone charger, the cable's fraying at the end
p|the tiles for my bathroom are on the truck, due thursday
s|get Wanjiru a birthday present, she loves scented candles
s|pick up the cake for Nana's 80th saturday morning
s|gave the kids' old cots to the church jumble sale
s|order a school blazer for Tendai, size 10
`),
  // task: the job's single things to do, and chores told as done or booked (task, not a noticed fact)
  ...parseCorpus("task", `
w|count the CDs with sister before we hand over
w|write up the valuation for the Chisholm flat by thursday
w|mark the year 9 mocks before parents evening
w|tag the new calves and get them on the register
w|take up the hem on Mrs Naidoo's blouse for saturday
w|fix the leaking trough in the top paddock
w|Karori open home saturday 1 to 1.30, put the signs out
w|log my CPD hours online before the 30th
w|draft the method statement for the bridge survey
w|chase the lab for bed 12's clotting results before the ward round
w|january rota for the ward needs doing by friday
w|set up the sheep dip for first thing tomorrow
w|listing photos for the Ponsonby villa are done and uploaded
w|all the year 11 reports are written and handed in
w|quarter end for the clinic accounts is finally wrapped up
w|road boundary fence is mended, cattle can go back in
w|hems done on all four bridesmaid dresses, just pressing left
w|fire officer visits the pharmacy tuesday to test the alarms
w|the assessor's visiting the farm on the 8th for the grant scheme
w|the pharmacy's controlled drugs register is balanced and signed
p|gas man's coming wednesday to service my boiler
p|the damp in my bedroom needs sorting before winter
p|passport renewal form finally in the post
p|car needs a WOF before the 12th
p|blood test monday to recheck my thyroid
p|my windows got cleaned today, looks like a new house
s|take Kiprono to football practice at 4
s|fill in the school trip form for Ayesha
s|Mum's hearing test is tuesday at 10, I'm driving her
s|granny's visa papers all filed, fingerprints next week
s|help Jess carry her stuff into the new flat saturday
`),
  // communication: calls, texts and emails, planned or done, about the job, the home and the family
  ...parseCorpus("communication", `
w|ring the ward manager about swapping my saturday long day
w|email the Chens the counter offer from the other buyers
w|texted the shearer to push it to thursday
w|call the exam board about the missing script from 9B
w|whatsapp the customers their fitting times for next week
w|voicemail from the vet about the TB test on the cattle
w|emailed my supervisor chapter 3 at midnight
w|the head rang, inspectors are in on tuesday
w|phone the feed merchant, the calf nuts are a week late
w|rang Mrs Achieng to say the school uniforms are ready
w|zoom with the valuer at 2 about the Waihi section
w|message my pupils' parents, no class at half term
w|a buyer emailed asking if the Mill Rd cottage is still on the market
w|the co-op rang to say the wool's been graded
p|ring my landlord, mould's back in the shower room
p|email the council, my green bin wasn't emptied again
p|call the surgery at 8 for my results
p|the garage texted, my car's ready to collect
p|phone the bank about that double payment
s|phone Auntie Njeri tonight, she's just home from hospital
s|phone Cian's teacher about his report before work
s|facetime the grandkids sunday after church
s|texted Sipho good luck for his interview
s|left mum a voicemail about christmas
`),
  // observation_insight: noticed facts and patterns of the job (systems), of one's own life and of the family's
  ...parseCorpus("observation_insight", `
w|lambs born in a snap of snow always do worse than the april ones
w|buyers round here won't look at a place without off-street parking
w|we're always two short on a sunday night shift
w|the year 10s settle better in the afternoons than first period
w|fertiliser's up a third on last spring, the margins are gone
w|the old hay barn roof is sagging at the north end
w|the tractor drinks twice the diesel on the hill ground
w|the new agency nurse doesn't know our drug trolley at all
w|the tailor on Moi Avenue now does alterations for half my price
w|the school down the road opened a homework club, that'll hit my numbers
w|half the enquiries this year are first home buyers
w|the hospital car park is full by 7.40 on day shifts
w|samples come back quicker from the Nairobi lab than ours
w|the heifers keep getting through the gap by the stream
w|my pupils do better with past papers than with the textbook
p|the bus into town runs late every time it rains
p|my knee aches more after long drives
p|petrol's 5c cheaper at the Z near the roundabout
p|slugs have been at my lettuces at the allotment again
p|my flat's hot water runs cold after ten minutes
p|electricity tokens go quicker since the new geyser went in
s|Kemi's been quieter since she changed schools
s|Dad sleeps better now he's in the downstairs room
s|the twins fight less after a run in the park
s|Nana's neighbours look in on her every morning now
s|the whole family came for Baba's 70th, even the cousins from Mombasa
s|all the cousins' kids are in the same under 9s team now
`),
  // contact: a person's details and wishes, beside news of the same people (observation, above)
  ...parseCorpus("contact", `
w|new buyer Tama Rewi, cash, after 3 beds in Howick, 021 448 903
w|the new ward sister is Comfort Adeyemi, ext 4412, rather teams than email
w|agronomist is Fergus Laird, 07700 914 662, free after 4 only
w|new tutee Aarav Menon, class 9, struggles with trig, dad's number 98450 31177
w|the contact at the exam centre is Mrs Byrne, scripts to her by noon
w|Wangari at the fabric wholesaler, 0722 610 448, 10% off on bulk
w|the XRD tech is Dr Koh, book through her not the office
w|the mart's auctioneer is Dougie Frame, call him before entering stock
p|the plumber who did my shower is Reuben, 082 771 3309
p|my doctor now is Dr Mahlangu at the Rosebank practice, mornings only
p|body corp manager for my unit is Kylie Tran, kylie@bcm.com.au
p|Sione does my Corolla, cash only, 027 553 1190
s|Thandi's new number is 083 442 1187, she switched networks
s|Uncle Femi's address in Houston is 412 Cedar Lane
s|Kate's partner is Rohan, a nurse, vegetarian, hates coriander
s|Leah's mother in law is Joyce, the one from Kisumu
s|Ciara's kids are Fionn and Aoibhe, 6 and 3
`),
  // decision_commitment: decisions and promises about the job, oneself and the family
  ...parseCorpus("decision_commitment", `
w|decided to sell the store lambs in september not july
w|told the ward manager I'll do the christmas nights
w|not renewing with the nursing agency after march
w|decided I'm dropping saturday lessons with my pupils
w|going with the Kenyan mill for the cotton from now on
w|promised the head I'd run the debating club next term
w|signed on for the bank nights, no wriggling out
w|we're keeping the heifers for breeding, not selling them
w|decided the grooming salon takes no new dogs on saturdays
w|taking the Harcourts job, told them yes this morning
p|decided I'm taking the bus to work from monday, no more driving
p|not bothering with the extended warranty on my fridge
p|going with the cheaper quote for my roof
p|promised myself no takeaways till payday
s|told Amaka I'll be her bridesmaid
s|christmas at Mum's this year, that's decided
s|agreed to take the kids to Nairobi for half term
s|said I'd fetch Granda from the airport on the 3rd
`),
  // milestone_outcome: results of the job, of oneself and of the family (not a decision, not a plain remark)
  ...parseCorpus("milestone_outcome", `
w|signed off on my preceptorship today!!
w|the Hillcrest house sold over asking 🎉
w|got the head of department post!!
w|our ram took champion at the Royal Highland
w|thesis accepted with no corrections, doctor now
w|the alterations business hit 100 customers this year
w|ten years qualified as a pharmacist this month
w|all my year 6s passed their maths SATs
w|chartered status came through today
w|we won the council fencing tender
w|calving's started, first one a strong bull calf
w|the CQC report came back good in every area
w|first listing of my own went unconditional today
p|paid off my student loan!!
p|broke the hour for a 10k, first time ever
p|I passed!! driving licence on try number three
p|a year off the fags today
p|got my permanent residency 🇨🇦
s|Chidi and Ngozi had a baby girl last night!!
s|my sister's pregnant, due april 🥹
s|Wambui graduated from nursing school today
s|Mum and Dad's 30th wedding anniversary today
s|Ryan got into Otago for physio!!
s|my son's team won the league on sunday
s|Gran's walking without her frame again after the hip op
`),
  // emotion_state: feelings stated outright, about the job, oneself and the family
  ...parseCorpus("emotion_state", `
w|gutted we lost the Ellerslie listing to another agency
w|shattered after four nights on the ward
w|nervous about being observed teaching on thursday
w|worried about the calves with this cold snap coming
w|fed up with my supervisor moving the goalposts
w|so proud of my year 13s, they worked so hard
w|stressed over the sewing business's VAT return
w|buzzing after the open home, loads through the door
w|vex with the supplier, third late delivery this month
p|feeling so low this week, can't shake it
p|anxious about my scan results
p|so happy in the new flat
p|lonely in the evenings since moving here
s|so proud of Zanele for finishing her degree
s|missing my brother so much since Perth
s|fuming with Gary, he didn't turn up for the kids again
s|heartbroken for Auntie Rose, her old dog died
s|so chuffed the grandkids are coming for easter
`),
  // routine_activity: the job's routines, one's own and the family's
  ...parseCorpus("routine_activity", `
w|milking at 5 and at 4 every day
w|long days 7 to 7 this week, nights from sunday
w|friday afternoons I mark the homework
w|open homes every saturday and sunday at 11
w|every morning I go round the hill troughs
w|ward huddle at 2 every afternoon
w|tutoring tuesdays and thursdays 4 to 6
w|did the early calf feeds like every morning
w|alteration invoices get sent on the 1st of each month
p|gym before work mon wed fri
p|walked the beach this morning like most days
p|sunday is my meal prep day
p|thursday evening yoga down at the hall, weekly
s|I do the school run mondays and tuesdays
s|family lunch at Ouma's every sunday after church
s|take the boys to cricket on saturdays
s|visit Grandad at the care home every wednesday
`),
  // learning_consumption: learning for the job (systems) against for oneself (personal) and with a child (social)
  ...parseCorpus("learning_consumption", `
w|reading the new NICE sepsis guidance
w|doing a short course on farm succession planning
w|watched a webinar on the tenancy law changes for the agency
w|studying for my ACCA paper in june
w|the trust wants every nurse done with the dementia module by march
w|listening to a dressmakers' podcast about pricing
w|reading up on phonics for my reception class
w|wound care study day tomorrow 9 to 4
p|started learning Spanish on duolingo for my trip
p|reading the new Chimamanda novel
p|watching a documentary about the deep sea
p|doing a beginners pottery course at the church hall
s|reading The Gruffalo to Ama before sleep
s|helping Tayo revise for his maths exam
s|doing a baby first aid course before the little one arrives
`),
  // project: multi-step plans of the job, oneself and the family
  ...parseCorpus("project", `
w|falls audit for the ward: data, staff survey, action plan, present in april
w|rebuild the lambing shed: clear the old one, new roof, pens, water lines
w|tutoring website: domain, photos, prices, booking form
w|start the alterations side business: space, machine, price list, instagram
w|open a second branch in Westlands: lease, fit out, two staff, licence
w|launch the Riverside apartments off plan: brochure, show unit, launch night
p|sort the garden: clear the brambles, new fence, lay turf
p|plan Japan: flights, rail pass, hostels, visa check
p|get fit for the half: plan, shoes, join a running club
s|Mum's 60th: book a hall, caterer, invites, slideshow
s|Zawadi's wedding: outfit, gift, travel to Nakuru
s|move Dad into the bungalow: pack up, van, redirect the post, new GP
`),
  // reminder_intention: asking to be reminded wins over the act it names
  ...parseCorpus("reminder_intention", `
w|remind me the drug chart needs signing before i leave
w|ping me at 3 to send the offer to the Pattersons
w|don't forget the TB test on the cattle thursday
w|remind me at 8 to get the exam scripts
w|dont let me miss Mrs Otieno's fitting at 5
w|remind me on friday, chase the surveyor for his report
p|remind me to tax the car before it lapses
p|don't forget my dentist at 2 tomorrow
p|ping me tonight about the bins
s|remind me Sadia's school play is at 6 on thursday
s|don't forget Granny's birthday card
s|remind me to get the kids at half 3
`),
  // the same jobs dictated, terse and misspelt, in more Englishes (systems), beside household and family look-alikes
  ...parseCorpus("task", `
w|abeg sort the new rota for the nurses b4 friday, matron dey wait
w|need to redo the listing blurb for the Bayview unit its got the wrong floor area
w|sat mornin drench the hoggets then move them to the low field
w|finish marking the 12s essays tonite no excuses
w|fitting for Mrs Baptiste wedding gown tues 4pm, get the lining cut first
w|pls update the patient leaflets in the waiting area, old ones are from 2019
p|plumber coming tmrw 10ish for my kitchen sink
p|cancel my gym membership b4 it rolls over
s|kayla dentist weds 4 15
s|drop Tomi's PE kit at reception by 9
`),
  ...parseCorpus("observation_insight", `
w|the cows milk less the week after they go out to grass, every year same
w|patients on bay 4 buzz more at night when the heating is up
w|buyers dey price everything down since the rates went up
w|the matric class gets restless once the rugby season starts
p|my electricity use shoots up whenever the geyser timer resets
s|Ouma's been so much brighter since the grandkids visit on sundays
`),
  ...parseCorpus("transaction", `
w|the Joneses transferred the 10% deposit on the Kelburn house, sits in trust
w|invoice the academy for the 12 extra lessons at 1500 each
w|hay for the winter cost us 14k this year, ouch
p|my car loan is cleared in june, 2 more payments of 8,400
s|the twins' fees, 45k each, by the 5th
`),
  ...parseCorpus("acquisition_disposition", `
w|the pharmacy fridge is packing up, order a new one
w|pick the rams up from the Lanark sale tomorrow
w|sell the old silage wrapper once the replacement is here
p|pick up my winter tyres from the tyre place saturday
s|buy Malaika's uniform and shoes before term
`),
  ...parseCorpus("communication", `
w|matron rang about the incident on tuesday
w|reply to the Otienos email re the second viewing
w|sent the vendor the weekly report on the Kohimarama listing
w|ring the ram breeder about the tup that went lame
p|ring the insurers about my windscreen
s|called Gogo, her hip is better
`),
  ...parseCorpus("emotion_state", `
w|nervy about the big auction on saturday, 3 bidders registered
w|over the moon with how the Kumar boy did in his mocks
s|vexed with my brother, him borrow my car and bring it back empty
p|stressed about my own rent going up again
`),
  ...parseCorpus("milestone_outcome", `
w|my first sale as a licensed agent settled today 🥂
w|the farm's in profit again, first year in 3
w|made band 7 at last!!
s|Kwabena got his first tooth 🦷
s|our Niamh passed her Leaving Cert with 550 points
`),
  ...parseCorpus("contact", `
w|Pastor Musa's daughter Rahila is my new tutee, form 2, 0803 441 2290
w|the relief milker is Hemi, 027 331 5508, can do weekends only
s|Busi's new address is 14 Jacaranda St, Pretoria East
`),
  ...parseCorpus("decision_commitment", `
w|agreed to cover extra shifts on the childrens ward over christmas
w|not taking on any more valuations till after easter
s|promised the kids a coast trip in december
`),
  ...parseCorpus("routine_activity", `
w|open the pharmacy 8am sharp every day except sunday
p|sunday morning swim at the lido like every week
`),
  ...parseCorpus("learning_consumption", `
w|reading the new syllabus for the grade 11 maths
w|online course on cattle nutrition, on module 2 this week
p|reading about stoicism before bed
`),
  ...parseCorpus("reminder_intention", `
w|remind me 2moro 7am to check the controlled drug fridge temps
w|dont forget the Naidoos need the offer sent by 5
s|remind me kayla has ballet at 5 on friday
`),
  // counterweights: one's own classes, hobbies, home, sales and bills (personal) and a child's school, a neighbour,
  // church and choir (social) in the words the jobs above use, so that a class, a sale or a bill is not work by itself
  ...parseCorpus("learning_consumption", `
p|salsa class at the leisure centre on wednesdays now, my feet are confused
p|my Welsh evening class starts again on the 9th
p|watercolour workshop saturday at the arts centre, just for me
p|Irish conversation group in the library, tuesday at 7
`),
  ...parseCorpus("routine_activity", `
p|aqua aerobics mon and weds at 9
p|parkrun again this morning, 27 minutes
p|walked the prom with Bernie, our usual morning loop
s|thursday nights are choir practice at St Columba's
`),
  ...parseCorpus("decision_commitment", `
p|went with oak for the stair treads, not the painted pine
p|decided no caffeine after lunch, I'm not sleeping
s|no phones for the kids while we eat, starting today
`),
  ...parseCorpus("emotion_state", `
p|really pleased with my new patio
p|so run-down and achy all day, no energy
s|worried about old Mr Byrne next door, no lights on since sunday
s|the grandkids made me a card, I'm in bits
`),
  ...parseCorpus("contact", `
p|the builder for my loft extension is Gaz, 07812 334 901
s|my nephew Tobi's new mobile is 0821 447 3390
s|Hannah's office number is 01632 960 118, for emergencies
`),
  ...parseCorpus("task", `
p|surveyor's booked friday for the crack in my kitchen wall
s|Dev's allergy form needs returning to his kids club
`),
  ...parseCorpus("acquisition_disposition", `
p|sold my old camera on ebay for 90
p|listed my spare armchair on marketplace
p|gave my old wardrobe to the charity furniture place
s|bought a fruit basket and magazines for visiting Gran in hospital
`),
  ...parseCorpus("transaction", `
p|my state pension landed on thursday this month
p|electric for my cottage was 180 this quarter, yikes
p|deposit from my old landlord still hasn't come back, 900
s|paid Amira's after-school club for the month, 120
s|gave my nephew 20 for his school trip
`),
  ...parseCorpus("communication", `
s|Ms Patel emailed, Dev keeps forgetting his homework
s|the school nurse rang, Lily has a temperature
s|Pastor Grace messaged, would I do a reading on harvest sunday, answer her
`),
  ...parseCorpus("reminder_intention", `
p|remind me to fast from midnight for my bloods
`),
];
