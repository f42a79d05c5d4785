import type { CorpusEntry } from "../corpus-types.js";
import { parseCorpus } from "../corpus-types.js";

/**
 * Eleventh written batch (issue 10), on the event-type confusions of the read parts of the thirtieth to fifty-fourth
 * sets: observation read as task (26) and task as observation (16), task as milestone (13), observation as contact and
 * as milestone (12 each), acquisition as task (11), transaction as task (10). Each is written as look-alike pairs in
 * the same words across the three domains: a chore to do or done (task) beside a noticed fact or pattern about the
 * same thing (observation); getting or letting go of a thing (acquisition) beside the job done with it; money (transaction)
 * beside the paperwork about it; a person's details (contact) beside what one has noticed of them; a result
 * (milestone) beside a remark on the same subject. A second part writes someone else's trouble with something asked of
 * the user after it ("X's mum is in hospital, go and see her", "…, ring her tonight"): a task (or a call, a purchase,
 * money) of the user's, beside the same news told with nothing asked, which stays a noticed fact.
 * Written fresh in many Englishes, terse, dictated and misspelt; no labelled sentence is reused or paraphrased.
 */
export const writtenCorpus11: CorpusEntry[] = [
  // the event-type confusions of the read parts, as look-alike pairs (the candidate batch of the twenty-fifth session)
  ...parseCorpus("task", `
p|the glazier wants the rear window measured up by monday
p|stonecraft needs our worktop template back by the 12th
p|the carpet place wants the stair measurements before saturday
p|fix the kitchen sink drip before it rots the cupboard
p|bleed both rads upstairs this weekend
p|finally cleared the moss off the front steps
p|defrost the big freezer saturday morning
p|unblocked the shower drain, hair everywhere 🤢
p|get the mould off the bathroom ceiling b4 the inspection
p|sorted the loose tile on the shed roof
p|wash the duvet covers and get them on the line while its sunny
p|swap the corolla onto its winter tyres
p|reset the wifi router its been dropping all evening
p|tighten the loose dining table leg
p|scoop the porch gutter clear of leaves
p|did the ironing finally, whole basket
p|change the smoke alarm battery in the landing
p|hoovered the car out, crisps everywhere
p|repot the money plant its roots are coming out the bottom
p|wheel the bins out tonite its recycling week
p|descaled the kettle and the shower head
p|clear the spare room so the painter can get in
p|mend the hem on my grey trousers
s|help Dad put up the new curtain rail sunday
s|drop the twins at Aunty Grace's for 2pm
s|collect Mum from the day centre at 4 tomorrow
s|set up the paddling pool for Ruby's friends saturday
s|fixed Granny's telly remote, it was just the batteries
s|take Nana's bins out for her on wednesday
s|walk Kemi to her bus in the morning, she's nervous
s|sort the seating plan for Ciarán's anniversary lunch
s|drove Pops to the eye clinic, done
s|tidy the kids room before the cousins come
s|help Sipho carry his boxes up to his flat saturday
s|wrap Aroha's birthday presents tonight
s|get the spare bed made up for Auntie Joy
s|put the fence panel back up at Mam's after the storm
w|chase the Kiplagat file with legal before close
w|update the rota for the night shifts next week
w|cover bay 4 handover at 7, Sandra is off sick
w|fix the broken link on the booking page
w|finished marking the 9B mock papers finally
w|move the heifers to the low field before the rain
w|prep the treatment room for the 10 o'clock patient
w|backflush the shop's espresso machine before opening
w|get the quarterly figures into the deck b4 thursday
w|restock the dressings trolley on ward 6
w|tag the new calves this evening
w|rewrite the intro chapter the way the supervisor asked
w|set up the room 12 projector for the training
w|test the backup restore on the office server
w|did the fire drill log for the site, all signed
w|sweep the yard and lock the tool shed before I leave
w|fix the double booking in the salon diary for friday
w|reconcile the till float before the evening staff come
w|put the new price tags on the front shelf
w|deploy the hotfix to staging and ping QA
w|redo the fitting notes for the Mensah bridal order
w|write up the site visit notes for the Okafor extension
`),
  ...parseCorpus("observation_insight", `
p|the sink drip is back, cupboard floor is soft
p|both rads upstairs only get warm at the top
p|moss grows on the front steps every winter, north facing i guess
p|big freezer is icing up faster since the summer
p|shower drain gets slow every few weeks, always hair
p|theres mould coming back on the bathroom ceiling above the shower
p|the shed roof lost another tile in the wind last night
p|duvet covers dry in two hours when the wind is up like today
p|the corolla pulls left on the motorway, noticed it again
p|wifi cuts out each evening around 9, must be the neighbours streaming
p|the dining table wobbles more when the heating is on, wood moves
p|gutter over the porch overflows every time it pours
p|ironing pile peaks every sunday night, never fails
p|smoke alarm on the landing chirps only at 3am, typical
p|the car smells of crisps no matter what I do lol
p|the money plant grows way faster on the kitchen window
p|recycling bins here get collected later on bank holiday weeks
p|kettle furs up in a week, the water here is so hard
p|spare room gets the morning sun, would make a nice office
p|i wear the grey trousers more than any others, funny
s|Dad's curtain rail is crooked, he hasnt noticed
s|the twins are calmer after a day at Aunty Grace's
s|Mum is brighter on day centre days
s|Ruby's friends all turn up an hour early, every single party
s|Granny only ever watches the one channel now
s|Nana's street never gets its bins emptied on time
s|Kemi goes quiet every sunday night before school
s|Ciarán's side of the family always arrive late, without fail
s|Pops sees much clearer since the lenses, reading the paper again
s|the kids play better together when the cousins are here
s|Sipho's new flat is twice the size of the old one
s|Aroha has gone off unicorns, it's all dinosaurs now
s|Auntie Joy always brings too much food when she visits
s|Mam's fence goes over in every big storm, it's the posts
s|my sister's kids eat anything at our house and nothing at theirs
s|the neighbours have had builders in for three months straight
w|the Kiplagat file keeps getting stuck with legal
w|night shifts next week are thin, only two regulars on
w|bay 4 has been short staffed every weekend this month
w|most bookings come through the page after 9pm
w|9B did better on the mock than 9A, surprising
w|heifers always break out on the low field side
w|patients at 10 are always late, traffic off the bypass
w|coffee machine takes ages to heat on cold mornings
w|quarterly figures look soft in the east region again
w|dressings on ward 6 run out by wednesday every week
w|this year's calves are heavier than last year's at tagging
w|the intro chapter reads better since the supervisor's comments
w|room 12 projector flickers after half an hour
w|the office backups have been taking twice as long since the move
w|fire drills on this site always run over by ten mins
w|the tool shed lock is rusting, sticks every morning
w|fridays in the salon are always double booked somehow
w|till is always a few rand short after the evening shift
w|front shelf sells out first, customers never go to the back
w|staging deploys fail more on mondays, weird
w|brides are ordering later and later this season
w|the Okafor extension is going up faster than planned
w|since the new terminal most customers tap their cards
`),
  ...parseCorpus("acquisition_disposition", `
p|pick up my dry cleaning from the place by the station
p|need new wipers for the corolla
p|the leaky kettle goes back to the shop, receipt is in the drawer
p|ordered a replacement shower head, comes thursday
p|hospice van took the old sofa away, donated
p|get a replacement smoke alarm battery, the 9 volt kind
p|sold my old bike on marketplace, 80 cash
p|collected my specs from the optician's
p|gotta get a plunger, the one we have is broken
p|listed the old desk from the spare room on gumtree
p|parcel with my running shoes arrived
p|need a bigger pot for the money plant
p|donated two sacks of old jumpers to the Red Cross bin
p|pick up the repaired watch from the jeweller friday
s|get Ruby's party bags from the pound shop
s|pick up Nana's prescription on the way home
s|ordered a stairlift for Mum, delivery in 2 weeks
s|return Sipho's drill, had it for a month now oops
s|buy a card and flowers for Auntie Joy's birthday
s|pick up the christening cake saturday from Oriel bakery
s|dropped the kids old cots at the church jumble
s|need school shoes for Kemi, size 3
s|grab nappies and wipes for the twins
s|gave the old pram to my cousin Thandi
w|order more dressings for ward 6 before wednesday
w|pick up the calf tags at the co-op
w|new projector bulb for room 12 arrived at reception
w|return the faulty card terminal to the supplier
w|need a new external drive for the office backups
w|collect the fabric for the Mensah bridal order from Balogun market
w|order 200 price tags for the shop
w|sold the old coffee machine to the cafe across the road
w|got the replacement tool shed lock from the hardware
w|pick up the printed mock papers from repro
w|bought 20 bales of hay off the neighbour for the heifers
w|order a spare laptop charger for the new starter
w|the salon's new dryers were delivered this morning
w|need more receipt rolls for the till
`),
  ...parseCorpus("task", `
p|fit the new wipers to the corolla
p|fix the kettle lid, it doesnt click shut
p|screw the replacement shower head on this evening
p|move the sofa into the front room
p|hang my dry cleaning up properly before it creases
s|fill Ruby's party bags tonight
s|sort Nana's pills into the weekly box
s|assemble the cot for the twins at Thandi's
s|ice the sponge for Ruby's party saturday morning
w|fit the new bulb in the room 12 projector
w|set up the new card terminal at till 2
w|install the new drive and run the first backup
w|cut the Mensah fabric once the pattern is signed off
w|stack the hay in the top barn before dark
w|set up the new starter's laptop and email
`),
  ...parseCorpus("transaction", `
p|pay the plumber 180 for the sink job
p|electric bill came in at 212 this quarter
p|Argos refunded the kettle, 34.99 credited to the visa
p|council tax debited twice in november, ring the bank
p|paid the optician 95 balance for the glasses
p|marketplace buyer sent the 80 for the bike
p|transferred 500 into the holiday savings
p|the mechanic wants 340 for the tracking and tyres
s|send Mum 200 cedis for the stairlift deposit
s|Sipho still owes me R450 from the braai
s|pay Aunty Grace back for the twins' shoes, 3k naira
s|split the christening cake cost with Ciarán, 60 each
s|gave Kemi 20 for the school trip
s|put 50 towards Nana's birthday hamper
s|the family WhatsApp pot for Pops' party is at 1,200
w|invoice the Okafor job, second stage, 14,500
w|the co-op charged us 160 for the ear tags
w|supplier owes a refund for the faulty terminal, 3,200 rand
w|pay the cleaner's wages friday, 2 weeks
w|salon took 46k shillings saturday, best day this month
w|send the Mensah deposit receipt, 25k naira received
w|mileage claim for the district visits, 58 quid
w|the hay cost 90 a bale this year, up from 70
w|Kiplagat legal fees came to 120k, pay by month end
w|expense the room 12 projector bulb, 79 dollars
w|shop GST remittance of 6,300 falls due the 28th
`),
  ...parseCorpus("task", `
p|file the electric bills in the folder marked house
p|shred the old bank statements in the drawer
p|update my address with the bank online
s|make the spreadsheet for the family pot for Pops' party
s|help Mum fill in her pension form
w|fix the invoice template, the logo is blurry
w|scan the receipts from the district visits
w|tidy the expenses folder on the shared drive
w|set up the new payroll login for the cleaner
w|print the price list for the salon window
`),
  ...parseCorpus("contact", `
p|the plumber is Dermot, 087 441 2290, does weekends
p|my optician is Mrs Raman at Specsavers in the high street
p|the mechanic's name is Tawanda, ask for Tawanda himself, not the owner
p|new dentist is Dr Chukwu, reception 0203 118 4477
p|the window cleaner is Bongani, comes every 2nd tuesday, cash only
s|Auntie Joy's new address is 14 Palm Close, Tema
s|Sipho's girlfriend is Lerato, she's vegetarian
s|Kemi's class teacher is Mr Adeyemi
s|Nana is allergic to penicillin, keep that in her file
s|Ciarán's wife is Siobhán, the kids are Oisín and Aoife
s|Aroha's best friend is Mereana, her mum is Huia 021 554 309
s|Thandi prefers whatsapp to calls, never answers the phone
s|cousin Marvin in Kingston, email marvin.b@gmail.com
s|Pops takes his tea with no sugar and only semi skimmed
w|new supplier rep is Fatima Khan, fatima@coolkit.co.uk
w|Mrs Mensah's daughter is the bride, Akosua, fittings go through her
w|the Okafor's architect is Jide, 0803 221 9987
w|night sister on ward 6 is Rosie Flanagan, extension 4412
w|the co-op's livestock man is Hamish, best on his mobile mornings
w|Mr Kiplagat's lawyer is Wanjiru Mwangi at Mwangi & Co
w|new client Rajesh Menon, CFO, prefers email not calls
w|the supervisor's PA is Colette, books his diary
w|salon regular Mrs Dlamini likes Thandiwe for her braids, never anyone else
w|the shop's accountant is Mrs Bello, office on Allen Avenue
`),
  ...parseCorpus("observation_insight", `
p|Dermot always turns up an hour after he says
p|Mrs Raman remembers every patient's name, amazing
p|Tawanda does a better job than the owner tbh
p|the new dentist is much gentler than Dr Price was
p|Bongani skips our side when it rains, every time
s|Auntie Joy seems lonely ever since the Tema move
s|Lerato and Sipho look really happy together
s|Mr Adeyemi gives way more homework than last year's teacher
s|Nana is getting more forgetful with her tablets
s|Siobhán does all the organising in that house
s|Mereana and Aroha fight and make up daily lol
s|Thandi goes quiet online whenever she's stressed
s|Marvin sounds homesick every time he writes
s|Pops drinks more tea than water, clocked that at the weekend
w|Fatima replies faster than the last rep ever did
w|Akosua changes her mind about the neckline every fitting
w|Jide's drawings always come in late on a friday
w|Rosie runs the calmest night shifts on the ward
w|Hamish knows every farmer's stock by heart
w|Wanjiru's letters are much shorter than the last firm's
w|Rajesh reads everything, he picked up a typo on page 40
w|the supervisor answers emails faster when Colette is in
w|Mrs Dlamini tips better when Thandiwe does her hair
w|Mrs Bello spots every missing receipt, nothing gets past her
`),
  ...parseCorpus("milestone_outcome", `
p|driving licence is MINE, passed first attempt!!
p|ran 10k nonstop, never managed that before
p|last car loan payment went thru, its finally mine
p|black belt today, six years of training
p|hit 100 days sober today
p|my pottery piece was accepted for the county show
s|the twins took their first steps today 😭
s|Kemi got into the grammar school
s|Sipho and Lerato are engaged!!
s|Mum and Dad's 40th wedding anniversary today
s|Ciarán's wee one spoke her very first word, dada of course
s|Nana turned 90 on sunday, whole family there
s|Aroha got picked for the regional netball squad
s|cousin Marvin graduated nursing school in Kingston
w|closed the Kiplagat deal today, biggest of my career
w|got the ward sister job!!
w|9B got the best mock results in the department
w|the salon passed 1,000 bookings this year
w|my thesis got accepted with minor corrections
w|first calf of the season born healthy this morning
w|signed our first corporate client, Menon Holdings
w|promoted to senior associate from january
w|the shop's first month in profit 🎉
w|passed my ACCA final papers
w|the Okafor extension handed over, on time and on budget
`),
  ...parseCorpus("observation_insight", `
p|driving test waiting lists are months long round here
p|my 10k times are slower in the evenings than mornings
p|the car loan interest is higher than I thought
p|black belt classes are mostly teenagers now
p|sleeping better since I stopped drinking
p|the pottery glaze always comes out darker than the sample
s|the twins are crawling everywhere now, into everything
s|Kemi seems happier since changing schools
s|Sipho and Lerato have been together longer than I realised
s|Mum and Dad bicker less now they're retired
s|Ciarán's wee one babbles all day long
s|Nana's sharper before lunch than after it
s|Aroha practises netball every spare minute
s|Marvin's nursing course has a lot of night placements
w|the Kiplagat deal is taking longer than any other this year
w|ward sister posts get fewer applicants than they used to
w|9B's scores dip whenever a supply covers them
w|bookings are higher than last year yet tips are lower
w|thesis chapters take me twice as long as planned, every time
w|calving is running a week later than last season
w|corporate clients pay slower than the small ones
w|the senior associates here all seem to burn out by 40
w|shop profit is better in the weeks after payday
w|ACCA pass rates dropped this sitting
w|extensions in this street all overrun, the ground is clay
`),
  ...parseCorpus("task", `
p|kindly change the gas cylinder before amma comes back from the temple
p|sweep the verandah and wipe the grills its full of dust
s|fetch lola from the church after the novena then drop her home
w|do the PPMP for next quarter and send to sir for signing
p|need to sort the leaky ensuite tap ay, been weeks
w|cut the grass on the top paddock before the shearers arrive
s|help my nephew move his stuff into res on sunday
w|update the SOP for sample logging, Dr Pillai wants it by tomoro
p|chuck the old paint tins at the tip this arvo
w|write the handover notes for the relief teacher
`),
  ...parseCorpus("observation_insight", `
p|the gas cylinder finishes faster in winter, we use more hot water
p|verandah gets dusty within a day when they are digging the road
s|lola always stays back after novena to chat with her amigas
w|the PPMP always gets sent back the first time, every quarter
p|ensuite tap drips worse at night ay, you can hear it
w|the top paddock grows back twice as fast after the rain
s|my nephew seems more settled in res than he was at home
w|sample logging errors go up when the lab is short staffed
p|the tip is packed every saturday arvo, whole town goes
w|relief teachers always get the hardest class on fridays
p|man the power goes every evening round 7 now, like clockwork
s|mi granny cook more on a sunday than the whole week put together
`),
  ...parseCorpus("acquisition_disposition", `
p|buy a fresh LPG cylinder from the agency, ours is rusted
s|get lola a new rosary from the shop by the church
w|order the sample tubes from the vendor, 500 pcs
p|pick up a new tap washer from Bunnings
s|buy a kettle and bedding for my nephew's room in res
w|return the extra bond paper to the supply office
p|selling my old sound system, anybody want it
`),
  ...parseCorpus("transaction", `
p|gas cylinder refill was 1,100 rupees this time, up again
s|sent lola 3,000 pesos via gcash for her meds
w|the vendor billed us twice for the sample tubes, raise it with accounts
p|the Bunnings docket for the tap came to 42 bucks
w|cheque for the shearers is 4,800, they want it on the day
`),
  ...parseCorpus("contact", `
s|lola's caregiver is Ate Marites, 0917 882 4410
w|the vendor contact for sample tubes is Mr Iyer, iyer@labsupplies.in
s|my nephew's room is block C 214 at Kopano res
p|gas agency number is 98450 22319, ask for Ravi
w|head shearer is Bluey Walsh, prefers texts, 0412 908 771
`),
  ...parseCorpus("milestone_outcome", `
s|lola turned 100 today, the mayor even came
w|our lab got its ISO accreditation finally
s|my nephew got into engineering at Wits!!
w|passed the board exam, RN na ako 🙏
p|finished the Toronto half in under 2 hrs, my first ever
`),
  ...parseCorpus("acquisition_disposition", `
s|collect the christening cupcakes from the baker on thursday
s|collect the christening gown from the dry cleaner
`),
  ...parseCorpus("communication", `
s|ask Thandi if the twins can sleep over at hers friday
s|ask Coach Ray whether Kemi can still join the swim squad
`),
  // someone else's trouble with something asked of the user (task, call, purchase, money) against the same news alone
  ...parseCorpus("task", `
s|Bronagh's mum is in the Mater since tuesday, bring a dinner round to her house thursday
s|Uncle Femi is in Lagoon hospital, go and see him after church
s|Priya's father had his bypass yesterday, drop in with fruit and the crossword book
s|Kofi broke his leg skiing, take his dog out mornings till he's back on his feet
s|Moira's husband died on monday, make a pot of soup and take it over
s|Jess has covid, leave her groceries on the step saturday
s|nan's had a tumble, go sit with her tomorrow afternoon so Mum can rest
s|the Wongs' basement flooded, help them shift the boxes out sunday
s|Tariq got laid off, go through his CV with him at the weekend
s|Ade's car packed up on the motorway, fetch him from the services at junction 14
s|old Mr Brennan next door is home from his hip op, wheel his bins down till he's walking again
s|Gemma's little one is poorly, collect her older boy from school along with ours
s|Rhys is in the Heath after his op, feed his cats twice a day till he's home
s|Chidi's wife delivered early, cook something and drop it to them
s|Hamid's mum is unwell in Karachi, water his plants while he flies out
s|Auntie Pat is in the hospice now, take the kids to see her sunday
s|Declan is signed off sick with his back, mow his lawn when I do ours
s|Sadia's dad is in intensive care, mind her two on wednesday evening
s|Mrs Abubakar from no. 12 had a stroke, look in on her husband each evening this week
s|Ngaio's house got burgled, go round and help mend the latch on their back door
s|Grandad has shingles, pop into his after work and do his washing up
s|the Fernandes family had a kitchen fire, help them scrub the walls down on saturday
s|Sunita is on chemo again, drive her to the oncology unit friday morning
s|Tom's dad was rushed in last night in Cork, so run Tom to the station first thing
s|Ebony sprained her ankle at netball, carry her shopping up the stairs tomorrow
s|bro's had his wisdom teeth out, make him soup and take it round tonite
s|Mariana's in the labour ward, walk their dog tonight and feed him
s|Kwame's been admitted again, visit him at Korle Bu on saturday with Efua
s|Oma is in the care home's sick bay, bring photos of the grandkids next visit
s|Isla's partner walked out on her, have her and the kids over for tea on friday
s|Vusi's taxi got stolen, give him a lift to work all this week
s|Layla's father died in Beirut, help her pack for the flight tonight
s|my cousin's just been diagnosed diabetic, help him plan a week of meals
s|Hemi's nan is crook, go help him fix up a ramp at her place this weekend
s|Mum's friend Maureen is in the Ulster Independent, drive Mum over to visit sunday
s|the old lady across the road is housebound since her hip, clear her path when it snows
s|Andile's in hospital with malaria, fetch his kids from school till friday
s|Siobhan's brother is very sick, take some flowers over to her house tmrw
s|Eun-ji's mother is in Samsung Medical, send a fruit basket over to her flat
s|Dad's mate Gerry is in the cardiac ward, take Dad in to see him after lunch
s|Babs had her gallbladder out, do her school run thursday and friday
s|our Shaz's boiler packed in with the baby in the house, get our heater over to hers tonight
s|Ifeoma lost her mum in Enugu, help with the food for the wake keeping on friday
s|Pita's lost his licence for six months, drive him to training on tuesdays
s|Zainab's son is in the children's ward, sit with him an hour so she can shower
s|Ruairi is in the Royal again with his chest, visit tomorrow with a few magazines
s|the neighbours' roof came off in the storm, help them tarp it before the rain
s|Priti is in hospital after the accident, bring her phone charger in to the ward
s|Clem's in a bad way since the divorce, take him out for a walk on sunday
w|Deepa is in hospital with appendicitis, cover her tuesday clinic
w|Gareth's wife is in labour, run his 2 o'clock site walk-round
w|Olu is off with a broken wrist, take over his year 10 marking this week
w|Abena is on compassionate leave, hand her three listings over to Kojo
w|Marco is down with flu, do his opening shift at the cafe tomorrow
w|Siân's mum is very ill, swap my sunday late for her early
w|the foreman is in hospital after the fall, run the toolbox talk on monday
`),
  ...parseCorpus("communication", `
s|Caoimhe's dad is in the Royal Victoria, ring her tonight and ask how he is
s|Dapo's mum passed yesterday, call him after work
s|Henrietta's husband is in hospital, text her that we're thinking of her
s|Mehmet's house got flooded, message him to see if they need a bed
s|Uncle Roy had another heart scare, phone Auntie Bev this evening
s|Shauna's waiting on her biopsy results, give her a call thursday
s|Rangi's lost his job, flick him a text, see if he wants a beer
s|Patience's baby is in the NICU, WhatsApp her a voice note tonight
s|Grandpa Joe is in the ICU, video call Aunt Lou after the doctors' round
w|Lucia is in hospital, email the client that her report will be a week late
w|the site manager is in hospital, email the Dunmore client to push the handover
`),
  ...parseCorpus("acquisition_disposition", `
s|Fiona is in the Royal for a week, buy her some magazines and grapes
s|Bilal's boy is in hospital, order a lego set to be sent to the ward
s|Auntie Ngozi is recovering from her op, get her a walking frame from the medical shop
s|Tom's nan died, pick up a sympathy card on the way home
s|Kiri's place flooded, give them our spare kettle and toaster
s|Precious is out of hospital, buy her a bed tray so she can eat upstairs
`),
  ...parseCorpus("transaction", `
s|Shiv's dad is in hospital in Pune, send him 10k for the deposit
s|Kezia lost her job, put 100 in her account to tide her over
s|Uncle Kojo's funeral, give 500 cedis towards the costs
w|Jonno's off hurt, pay him for the full week anyway
`),
  ...parseCorpus("observation_insight", `
s|Bronagh's mum is in the Mater since tuesday with her chest
s|Uncle Femi has been in Lagoon hospital a week now
s|Priya's father had his bypass yesterday, all went well apparently
s|Kofi broke his leg skiing in Bansko, six weeks in plaster
s|Jess has covid yet again, that makes three this year
s|the Wongs' basement flooded in the downpour, all their boxes soaked
s|Tariq got laid off with half his team on friday
s|Ade's car packed up on the motorway again, same fault as march
s|Rhys is in the Heath after his op, home by the weekend they think
s|Chidi's wife delivered early, a girl, both doing fine
s|Auntie Pat moved into the hospice on monday
s|Sadia's dad is out of intensive care, on a normal ward now
s|Ngaio's house got burgled while they were at the beach
s|Grandad has shingles down his whole side
s|Sunita began another cycle of chemo on monday
s|Kwame's been admitted again, his sugar was all over the place
s|Isla's partner walked out after nine years
s|Vusi's taxi got stolen from outside the rank
s|Hemi's nan is crook again, same as last winter
s|Siobhan's brother is very sick, they're talking about a transplant
s|Eun-ji's mother went into Samsung Medical last night
s|Gerry from Dad's darts team is in the cardiac ward
s|Ifeoma lost her mum in Enugu, burial is in March
s|Zainab's son has been in the children's ward since sunday
s|the neighbours' roof came off in the storm, insurance is sending someone
s|Priti was in a car accident on the ring road, she's bruised but ok
w|Deepa is in hospital with appendicitis, out for two weeks
w|Olu is off with a broken wrist till half term
w|the foreman is in hospital after the fall from the scaffold
w|Marco has been off with flu since thursday
`),
  // a firm or tradesperson wanting something of the user for the user's own home, car or papers stays personal
  ...parseCorpus("task", `
p|the tiler wants the grout colour picked by thursday
p|the kitchen fitters want the old units cleared out before wednesday
p|letting agent needs my meter readings by the 3rd
p|the bathroom showroom wants my tap choice confirmed this week
p|Carpetright need the hall measurements before they'll quote
p|the landscaper wants the side gate unlocked thursday morning
p|the blinds company wants to re-measure the bay window saturday
p|the sparky wants the old light fittings off before he comes monday
p|the window people need our frame colour decided by tomorrow
p|decorator wants the wallpaper rolls in the house by friday
p|the flooring guy needs the underlay here before the weekend
p|my mechanic wants the spare key dropped in by 8
p|Curtis the plasterer wants the box room emptied by tuesday
p|my car got through its WOF, only a number plate bulb to swap
`),
  ...parseCorpus("observation_insight", `
p|passport renewal has sat five weeks with HM Passport Office now
p|our porch application is with the council planning dept, eight weeks they reckon
p|the garage has had my car three days and no call yet
p|my bloods take ten days to come back from the lab
p|the dentist's lab is making my bridge, ready in ten days
`),
  ...parseCorpus("task", `
p|my tenancy renewal form is on the fridge, sign it and post it back
`),
  ...parseCorpus("transaction", `
p|civil service pension lands in my account at each month end
p|my phone bill needs paying by the 20th
`),
  ...parseCorpus("milestone_outcome", `
p|got a merit in my evening pottery course assessment
p|my Spanish night class certificate came today, B1!!
`),
  // one's own papers with councils, offices, labs and landlords (personal), beside the job's files above
  ...parseCorpus("observation_insight", `
p|council have yet to post my new parking permit, applied in march
p|the DVLA have had my licence renewal a month now
p|our boundary wall application went to the planning committee, they defer everything
p|the surgery texts results back, usually inside a week
p|land registry still shows the old owner on our deeds
p|my lease says the landlord must fix the boiler inside 48 hours
p|the council filled the pothole outside ours at last, only took six weeks
p|the embassy says my passport takes twelve weeks
p|TV licence lot sent another letter even though we paid
p|the optician's lab has my new lenses, back thursday
p|my car's logbook still hasn't come through since I bought it
`),
  ...parseCorpus("task", `
p|building inspector is booked for our loft conversion on the 9th
p|send the mortgage broker my last three payslips
p|renew my driving licence photo, it expires in may
p|the electoral roll form for our flat came, fill it in
p|book my own eye test, last one was two years ago
p|gas safety man from the letting agency is in our flat tuesday at 10
`),
  ...parseCorpus("transaction", `
p|our home insurance renewal is 200 dearer this year
p|the vet's bill for our cat came to 140
`),
  // more of someone else's trouble with something asked of the user, and the news alone
  ...parseCorpus("task", `
s|Efe's dad is in the cardiac unit, get flowers sent round to their place from us four
s|Lorcan's mum is in the hospice, take a meal round to Lorcan's on wednesday
s|Auntie Bisi is in hospital in Ibadan, send a hamper for her with Tunde when he travels
s|Mairead's husband is in the Mater, mind their dog for the week
s|Gogo is in the clinic again, go with Mum to visit her on sunday
s|the Pereiras' son is in hospital, bring their post in till they're back
s|Yusuf's wife is in hospital, drop a dinner over to him and the kids tonight
s|Uncle Jimmy's in the Western after a fall, take Nan in to see him saturday
`),
  ...parseCorpus("observation_insight", `
s|Lorcan's mum went into the hospice on friday, it won't be long
s|Mairead's husband has been in the Mater since the weekend with his heart
`),
];
