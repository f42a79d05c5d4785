# Writes thoughts-fresh-17.jsonl: a seventeenth fresh labelled set (issue 10, ids f17…), written before any change of
# the fourteenth round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# Vietnamese-Canadian community pharmacist in Scarborough, Toronto (counter, dispensary, flu-shot clinics, a relief
# pharmacist, the wholesaler, a diabetes-educator credential she studies for work), partnered with a Tamil-Canadian
# and raising two kids, who types on breaks (capitals, full sentences) and dictates in the car (all lowercase, no
# punctuation). A few Vietnamese and Tamil words: "má" and "ba" (mum, dad), "amma" and "appa" (his), "cô" (auntie),
# "Tết", "Pongal". New people: Tharshan (partner), Kavin or "Kavi" (son), Mai (daughter), Hạnh or Hanh (sister),
# Tuấn or Tuan (brother), Thamarai and Senthil (his sister and her husband), Yousef Mansour (pharmacy manager),
# Agnieszka Wróbel or "Aga" (technician), Chiamaka Nwosu (relief pharmacist), Dr Anyanwu and Dr Nasser (doctors),
# Ms Kaczmarek (teacher), Wojtek and Halina (neighbours), Ifeanyi and Nkem (friends), Phuong, Vithya, Rania (swim
# teacher), JP (initials), cô Lan, Uchenna, Khaled, Layla, Przemek, Trần Minh Quang, Nour.
# The pharmacy job and the credential are systems; family, friends and neighbours social; her own health, car, home
# and money personal.
# Weighted to entities (GUIDELINES 5): people by first name, full name, nickname, initials and title (title dropped);
# Igbo, Tamil, Vietnamese (with and without diacritics), Polish and Arabic names; two to four people joined by "and",
# commas or "&"; possessives; names lowercased in dictation; names beside capitalised non-names (sentence starts,
# weekdays, months, holidays, Uber, Covid, drug brands, teams); and what is left out: relation words and roles (má,
# amma, the locum, my manager, Kavin's teacher), companies, shops and brands that carry a person's name (Tim Hortons,
# Harvey's, Mary Brown's, Jack Astor's), places and stations named for people (Kennedy station, Victoria Park,
# Lawrence Ave, St Michael's), titles of books and courses, pets, and names found only in the context. Every event
# type and domain has cases; many cases name nobody. It also writes the split by sha1 of the text, fixed before the
# first scoring: thoughts-fresh-17-read.jsonl (misses may be read) and thoughts-fresh-17-held.jsonl (totals only).
# Run: python3 eval-fresh/author_17.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, OMIT, T, P, C, ctx
use({
 'a':("2026-02-02T07:45:00","America/Toronto"),   # Mon
 'b':("2026-03-26T18:20:00","America/Toronto"),   # Thu
 'c':("2026-05-09T10:05:00","America/Toronto"),   # Sat
 'd':("2026-06-23T12:40:00","America/Toronto"),   # Tue
 'e':("2026-08-14T21:15:00","America/Toronto"),   # Fri
 'f':("2026-10-07T08:30:00","America/Toronto"),   # Wed
 'g':("2026-11-29T16:50:00","America/Toronto"),   # Sun
 'h':("2027-01-21T13:10:00","America/Toronto"),   # Thu
}, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'wed','g':'sun','h':'thu'})
cases=[]
c=labeller(cases)

# ---- one person by first name, typed with capitals
c('a',"Text Aga to ask whether she wants to swap closing shifts this week",'systems','communication',ents=['Aga'])
c('b',"Kavin's first baby tooth fell out at dinner and Mai is furious it wasn't hers",'social','milestone_outcome',ents=['Kavin','Mai'])
c('c',"Called Yousef about the holiday schedule, he gave me the early shifts",'systems','communication',ents=['Yousef'])
c('d',"Rania thinks Mai is ready for the next level of swim lessons",'social','observation_insight',ents=['Rania','Mai'])
c('h',"So happy for Ifeanyi, he finally got the charge nurse job at Scarborough General",'social','emotion_state',ents=['Ifeanyi'])
c('a',"Drop the spare car seat at Hanh's before Saturday",'social','task',wd('a','sat'),['Hanh'])
c('b',"Tuan finally paid me back the 200 for the flights",'social','transaction',ents=['Tuan'])
c('c',"so proud of Kavi, two goals at soccer this morning",'social','emotion_state',ents=['Kavi'])
c('e',"Halina watered our plants all week, get her a gift card from Sobeys",'social','acquisition_disposition',ents=['Halina'])
c('f',"Uchenna from the diabetes clinic is sending over the new insulin protocol",'systems','observation_insight',ents=['Uchenna'],wait="Uchenna: new insulin protocol")
c('g',"Khaled fixed the leak under our sink and wouldn't take a cent",'personal','observation_insight',ents=['Khaled'])
c('d',"Vithya is pregnant!! due in January, Tharshan doesn't know yet",'social','observation_insight',ents=['Vithya','Tharshan'])

# ---- full names, titles and initials
c('a',"Relief pharmacist this week is Chiamaka Nwosu, cell 416 555 0142",'systems','contact',ents=['Chiamaka Nwosu'])
c('b',"Yousef Mansour wants the narcotics count reconciled ahead of the inspection",'systems','task',ents=['Yousef Mansour'])
c('c',"Dr Anyanwu called, my thyroid numbers are back to normal",'personal','communication',ents=['Anyanwu'])
c('e',"Book Mai's vaccine appointment with Dr Nasser",'social','task',ents=['Mai','Nasser'])
c('f',"Ms Kaczmarek emailed that Kavin has been reading way above grade level",'social','communication',ents=['Kaczmarek','Kavin'])
c('g',"JP says the condo board is raising the fees again in January",'personal','transaction',ents=['JP'])
c('h',"Lunch with JP and Layla from the old Shoppers team on Saturday at noon",'social','task',sat('h','12:00'),['JP','Layla'])
c('d',"New tech is Agnieszka Wróbel, she goes by Aga",'systems','contact',ents=['Agnieszka Wróbel','Aga'])
c('a',"Mr Przemek Zieliński at unit 14 is the one who plows the visitor spots, tip him",'personal','task',ents=['Przemek Zieliński'])
c('c',"Trần Minh Quang is má's new acupuncturist on Bloor, 647 555 0178",'social','contact',ents=['Trần Minh Quang'])
c('f',"Mrs Nour Haddadin came back for the third time asking about her husband's blister packs",'systems','observation_insight',ents=['Nour Haddadin'])
c('e',"cô Lan is coming from Montreal for Mai's birthday",'social','observation_insight',ents=['Lan','Mai'])

# ---- several people joined by "and", commas or "&"
c('g',"Brunch next Sunday with Phuong, Nkem and Vithya, book a table at Pho Hung",'social','task',wd('g','sun'),['Phuong','Nkem','Vithya'])
c('b',"Aga and Chiamaka both asked for Good Friday off, only one can have it",'systems','observation_insight',ents=['Aga','Chiamaka'])
c('c',"Kavin, Mai and their cousin Anbu are sleeping over at Thamarai's",'social','observation_insight',ents=['Kavin','Mai','Anbu','Thamarai'])
c('d',"Ifeanyi & Nkem named the baby Chidubem, after his grandfather",'social','observation_insight',ents=['Ifeanyi','Nkem','Chidubem'])
c('e',"Tuan, Hanh and I split the cost of má's new fridge, 400 each",'social','transaction',ents=['Tuan','Hanh'])
c('f',"Wojtek and Halina's grandson is the one selling the snow blower",'social','observation_insight',ents=['Wojtek','Halina'])
c('h',"Yousef, Aga, Chiamaka and I are doing the flu clinic debrief Monday at 2",'systems','task',wd('h','mon','14:00'),['Yousef','Aga','Chiamaka'])
c('f',"Thamarai and Senthil are hosting Diwali this year instead of amma",'social','observation_insight',ents=['Thamarai','Senthil'])

# ---- possessives
c('b',"Aga's farewell before mat leave on the 10th: card, cake, group gift",'systems','project',nth('b',10),['Aga'])
c('c',"Kavin's teacher says he's been napping in class",'social','observation_insight',ents=['Kavin'])
c('d',"Return Halina's casserole dish, it's been on our counter for two weeks",'social','acquisition_disposition',ents=['Halina'])
c('f',"order flowers for Phuong's mom's funeral",'social','acquisition_disposition',ents=['Phuong'])
c('g',"Chiamaka's counselling notes on the warfarin patient were spotless",'systems','observation_insight',ents=['Chiamaka'])
c('e',"Tharshan's cousin Murali needs a ride from Pearson on Sunday night",'social','task',wd('e','sun','20:00'),['Tharshan','Murali'])

# ---- names lowercased in dictation (no punctuation)
c('a',"tonight remind me, ask tharshan if amma is flying in friday or saturday",'social','reminder_intention',tonight('a'),['tharshan'])
c('b',"call chiamaka back about the shift swap",'systems','communication',ents=['chiamaka'])
c('c',"pick up kavin and mai from kumon at 5",'social','task',rel('c',0,'17:00'),['kavin','mai'])
c('d',"tell yousef the apotex order came in short again",'systems','communication',ents=['yousef'])
c('e',"send hanh the cottage photos",'social','communication',ents=['hanh'])
c('f',"phuongs birthday the 14th get her something from the body shop",'social','acquisition_disposition',nth('f',14),['phuong'])
c('g',"ask aga if she can take over the blister packs",'systems','communication',ents=['aga'])
c('h',"kavin has a dentist appointment thursday at 3 i need to leave early",'social','task',wd('h','thu','15:00'),['kavin'])
c('a',"dont forget to transfer tuan his share of the cottage deposit",'social','reminder_intention',ents=['tuan'])
c('b',"nkem and ifeanyi are coming saturday for dinner buy extra rice",'social','acquisition_disposition',wd('b','sat'),['nkem','ifeanyi'])
c('c',"thamarai said the saree blouse will be ready next week",'social','observation_insight',ents=['thamarai'],wait="Thamarai: saree blouse")
c('d',"email dr nasser's office for má's refill authorization",'social','communication',ents=['nasser'])
c('e',"wojtek wants his ladder back before the long weekend",'social','acquisition_disposition',ents=['wojtek'])
c('f',"layla and jp are both in for the turkey trot",'social','observation_insight',ents=['layla','jp'])
c('g',"mai's dance show friday at 6 at Agincourt rec get there early for seats",'social','task',wd('g','fri','18:00'),['mai'])
c('h',"vithya wants the name of my physio text it to her",'social','communication',ents=['vithya'])

# ---- names beside capitalised non-names: sentence starts, days, months, holidays, Uber, Covid, brands
c('a',"Monday Aga is off so I'm alone on the counter till 2",'systems','observation_insight',ents=['Aga'])
c('b',"Uber for Hanh from the airport, she lands at 11:40 tonight",'social','task',rel('b',0,'23:40'),['Hanh'])
c('c',"Covid finally caught Tharshan, he's in the basement with soup and Netflix",'social','observation_insight',ents=['Tharshan'])
c('d',"Picked up Mai's glasses from Costco, Kavin wants a pair now too",'social','acquisition_disposition',ents=['Mai','Kavin'])
c('e',"Tuan offered to bring the pho for Ba's birthday",'social','observation_insight',ents=['Tuan'])
c('f',"October is the month Yousef wants 300 flu shots booked",'systems','observation_insight',ents=['Yousef'])
c('g',"December 20 is Layla's housewarming, she wants us to bring a dish",'social','observation_insight',md('g',12,20),['Layla'])
c('h',"Tylenol shortage again, Chiamaka had to call three wholesalers",'systems','observation_insight',ents=['Chiamaka'])
c('a',"Promised Hanh we'd visit right after Tết, she's been asking since Christmas",'social','decision_commitment',ents=['Hanh'])
c('c',"Phuong took both kids to the ROM on Easter Monday so I could work",'social','observation_insight',ents=['Phuong'])
c('c',"Raptors game with Senthil in June, he got the tickets through work",'social','observation_insight',ents=['Senthil'])
c('d',"Just heard from Ifeanyi, Nkem is in labour!!",'social','observation_insight',ents=['Ifeanyi','Nkem'])

# ---- relatives and roles only: no entity
c('e',"má's blood pressure pills need a refill by Monday",'social','acquisition_disposition',wd('e','mon'))
c('f',"amma and appa land at Pearson Saturday at 6pm, Tharshan picks them up",'social','observation_insight',sat('f','18:00'),['Tharshan'])
c('g',"The locum this weekend double counted the methadone doses",'systems','observation_insight')
c('h',"my manager wants the expiry audit finished by month end",'systems','task',eom('h'))
c('a',"Kavin's teacher wants a meeting about his reading group",'social','observation_insight',ents=['Kavin'])
c('b',"ba wants to sell his old Camry, he asked me to list it",'social','acquisition_disposition')
c('c',"the new tech keeps skipping the second check on high alert meds",'systems','observation_insight')
c('d',"my brother's wife is the only one who can get Mai to eat veg",'social','observation_insight',ents=['Mai'])
c('e',"Feeling guilty I missed another of the kids' swim meets for a closing shift",'social','emotion_state')
c('f',"the pharmacy building's landlord is raising our rent in January",'systems','transaction')
c('g',"Grandma's 80th is in March, start planning with the cousins: hall, slideshow, cake",'social','project')
c('h',"our accountant says to keep every receipt for my home office",'personal','observation_insight')

# ---- companies, shops and brands, some carrying a person's name
c('a',"Tim Hortons run for the whole dispensary at 10, it's my turn",'systems','acquisition_disposition',rel('a',0,'10:00'))
c('b',"Harvey's for dinner tonight, nobody has the energy to cook",'personal','decision_commitment',tonight('b'))
c('c',"Mary Brown's has the family box on sale this weekend",'personal','observation_insight')
c('d',"book Jack Astor's at Scarborough Town Centre for the team farewell Friday",'systems','task',wd('d','fri'))
c('e',"McKesson shorted us on the metformin again, third time this month",'systems','observation_insight')
c('f',"Rogers bill went up 15 bucks with no warning",'personal','transaction')
c('g',"Canadian Tire has the winter tires I want on sale till Thursday",'personal','acquisition_disposition')
c('h',"Ordered Kavin's hockey skates from Sport Chek, pickup Saturday",'social','acquisition_disposition',sat('h'),['Kavin'])
c('a',"Wendy's closed the Markham Rd location, so no more Frosty stops",'personal','observation_insight')
c('b',"Shoppers is poaching techs with a 3 dollar raise",'systems','observation_insight')
c('c',"T&T has fresh durian this week, tell má",'social','communication')
c('d',"PC points finally enough for a free grocery run at Loblaws",'personal','observation_insight')
c('e',"Ben & Jerry's is half off at No Frills, grab two tubs",'personal','acquisition_disposition')
c('f',"Sally Beauty for the hair dye after work",'personal','acquisition_disposition')

# ---- places, stations, streets and venues, some named for people
c('g',"meet Tuan at Kennedy station tomorrow 7am",'social','task',rel('g',1,'07:00'),['Tuan'])
c('h',"Victoria Park is closed again for track work, took the shuttle bus",'personal','observation_insight')
c('a',"traffic on Lawrence was so bad I was 20 min late opening",'systems','observation_insight')
c('b',"St Michael's called, they need a copy of the med list for ba",'social','communication')
c('c',"Bluffer's Park picnic with Nkem's family, bring the big cooler",'social','task',ents=['Nkem'])
c('d',"Pacific Mall on Saturday for Mai's new bubble tea obsession",'social','task',sat('d'),['Mai'])
c('e',"Sherbourne Health is hiring a pharmacist for their trans care clinic",'systems','observation_insight')
c('f',"parking at Scarborough Town Centre is a nightmare on weekends",'personal','observation_insight')
c('g',"Ontario College of Pharmacists audit booked for the 8th",'systems','observation_insight',nth('g',8))
c('h',"Don Mills library has the CDE prep book on hold for me",'systems','learning_consumption')

# ---- titles, pets and names only in the context
c('a',"reading Klara and the Sun for book club, about halfway",'personal','learning_consumption')
c('b',"took Mochi to the vet, she needs a dental cleaning",'personal','task')
c('c',"Mochi knocked the Buddha statue off the shelf again",'personal','observation_insight')
c('d',"the relief pharmacist wants the fridge log redone",'systems','task',ctx=ctx(co=C(("Chiamaka Nwosu","relief pharmacist"))))
c('e',"my sister says her wedding venue is finally booked",'social','observation_insight',ctx=ctx(co=C(("Hạnh","sister"))))
c('f',"listening to Educated on the drive, skipping the boring bits",'personal','learning_consumption')
c('g',"watched Grey's Anatomy with the kids asleep, total guilty pleasure",'personal','learning_consumption')
c('h',"started the Pharmacogenomics for Pharmacists course Yousef signed us up for",'systems','learning_consumption',ents=['Yousef'])

# ---- contact cards
c('a',"Nkem's new number is 647 555 0193, the old one got hacked",'social','contact',ents=['Nkem'])
c('b',"Wojtek's son Marcin does drywall, 416 555 0127, cash only",'personal','contact',ents=['Wojtek','Marcin'])
c('c',"Kavin's soccer coach is Abdi Warsame, abdi.w@gmail.com",'social','contact',ents=['Kavin','Abdi Warsame'])
c('e',"Dr Anyanwu moved her practice to 2100 Ellesmere, suite 310",'personal','contact',ents=['Anyanwu'])
c('f',"the Apotex rep for our territory is Darsh, darsh.k@apotex.example",'systems','contact',ents=['Darsh'])
c('h',"Layla's husband is Karim, he's the one who does taxes",'social','contact',ents=['Layla','Karim'])

# ---- other event types with names, and plain cases
# task
c('b',"Fill out the CDE exam application by April 15",'systems','task',md('b',4,15))
c('d',"fix the garage door opener it's been beeping all week",'personal','task')
c('f',"sign Kavin's field trip form and put it in his backpack",'social','task',ents=['Kavin'])
# reminder_intention
c('c',"at 8 tonight remind me about Mai's library books, they go in the car",'social','reminder_intention',tonight('c'),['Mai'])
c('e',"ping me on Monday morning about renewing my licence with the College",'systems','reminder_intention',wd('e','mon','09:00'))
c('g',"Don't you let me forget about the naming ceremony gift for Nkem and Ifeanyi's baby",'social','reminder_intention',ents=['Nkem','Ifeanyi'])
c('h',"remind me tomorrow at noon to book my physio",'personal','reminder_intention',rel('h',1,'12:00'))
c('a',"Don't forget Vithya's baby shower Sunday at 2",'social','reminder_intention',wd('a','sun','14:00'),['Vithya'])
# communication
c('d',"FaceTime with Tuan and his kids tonight at 8:30",'social','communication',tonight('d','20:30'),['Tuan'])
c('f',"Emailed Ms Kaczmarek about Kavin's reading group",'social','communication',ents=['Kaczmarek','Kavin'])
c('b',"left the insurance adjuster a message on voicemail re: dented bumper",'personal','communication')
# transaction
c('c',"paid the physio 95 for today, most of it back from the plan",'personal','transaction')
c('g',"e-transferred Halina 60 for the kids' skating lessons",'social','transaction',ents=['Halina'])
c('h',"Yousef approved my overtime for the flu clinics, 14 hours",'systems','transaction',ents=['Yousef'])
c('d',"still waiting on WestJet's refund, the cancelled Halifax leg",'personal','transaction',wait="WestJet: refund for the cancelled leg")
# project
c('a',"Kavin's 9th birthday at Sky Zone: invites, cake, loot bags",'social','project',ents=['Kavin'])
c('e',"Set up a diabetes education corner at the pharmacy: pamphlets, glucometer demo, booking sheet",'systems','project')
c('f',"Redo the basement for Tharshan's parents: flooring, a bathroom, a bed",'personal','project',ents=['Tharshan'])
# routine_activity
c('e',"Sunday pho with má and ba like always",'social','routine_activity',wd('e','sun'))
c('h',"ran the usual 5k loop along the bluffs before my shift",'personal','routine_activity')
c('c',"Tuesday and Thursday swim for the kids, Rania teaches both",'social','routine_activity',OMIT,['Rania'])
c('e',"did the Friday night narcotics count with Aga",'systems','routine_activity',ents=['Aga'])
# decision_commitment
c('b',"Told Yousef I'd cover the long weekend shifts",'systems','decision_commitment',ents=['Yousef'])
c('d',"We are going with the Tamil school for Kavin, not Kumon",'social','decision_commitment',ents=['Kavin'])
c('f',"Decided no more closing shifts after the baby, told Chiamaka she can have them",'systems','decision_commitment',ents=['Chiamaka'])
c('h',"promised Mai we'd go skating at Nathan Phillips Square this weekend",'social','decision_commitment',sat('h'),['Mai'])
# learning_consumption
c('a',"CDE prep webinar Wednesday at 7pm",'systems','learning_consumption',wd('a','wed','19:00'))
c('g',"Kavin and I read Wonder together at bedtime",'social','learning_consumption',ents=['Kavin'])
# milestone_outcome
c('c',"Passed the immunization injection certification!",'systems','milestone_outcome')
c('e',"Mai swam the whole length of the pool without her noodle",'social','milestone_outcome',ents=['Mai'])
c('h',"Ten years since Tharshan and I got married, where did it go",'social','milestone_outcome',ents=['Tharshan'])
c('f',"we hit 1000 flu shots for the season, Yousef bought everyone bubble tea",'systems','milestone_outcome',ents=['Yousef'])
# observation_insight
c('a',"The Monday rush is always refills people forgot over the weekend",'systems','observation_insight')
c('d',"Kavin sleeps so much better when he's had a swim",'social','observation_insight',ents=['Kavin'])
c('g',"gas is twenty cents cheaper at the Costco on Warden",'personal','observation_insight')
# emotion_state
c('b',"Exhausted, three closes in a row and the kids were up at 6",'personal','emotion_state')
c('c',"nervous about the College inspection, the fridge logs are a mess",'systems','emotion_state')
c('e',"Missing má's cooking so much this week",'social','emotion_state')
c('h',"Really hurt that Hạnh didn't invite us to her engagement dinner",'social','emotion_state',ents=['Hạnh'])
# acquisition_disposition
c('a',"need new work clogs, mine are split at the heel",'personal','acquisition_disposition')
c('f',"sold the old stroller on Marketplace, got 80",'personal','acquisition_disposition')
c('g',"Tharshan found a used piano for Mai on Kijiji, picking it up Saturday",'social','acquisition_disposition',sat('g'),['Tharshan','Mai'])

# ---- names in a context with tasks and projects
c('b',"called Chi, she'll take the Canada Day shift",'systems','communication',ents=['Chi'],ctx=ctx(t=T("Call Chiamaka about the July schedule","Count the returns bin"),co=C(("Chiamaka Nwosu","relief pharmacist"))),comp='t1')
c('d',"ordered the dinosaur cake from Marky's Bakery for Kavin's party",'social','acquisition_disposition',ents=['Kavin'],ctx=ctx(p=P("Kavin's birthday party","Repaint the deck"),t=T(("Order the cake","p1"),("Send invites","p1"))),comp='t1',par='p1')
c('g',"wojtek's snowblower is staying in our garage till spring",'social','observation_insight',ents=['wojtek'],ctx=ctx(co=C(("Wojtek Zając","neighbour"))))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 17, cases)
