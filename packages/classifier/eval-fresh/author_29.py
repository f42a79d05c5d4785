# Writes thoughts-fresh-29.jsonl: a twenty-ninth fresh labelled set (issue 10, ids f29…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Sikh
# owner-operator truck driver in Surrey, British Columbia (America/Vancouver) with a one-truck company, a wife
# (Manpreet), two kids (Jasleen, 14, and Arjun, 9), his mother (Biji) at home and his father (Bapu ji) in the village
# in Punjab. Canadian English with Punjabi words ("ji", "veer", "bhenji", "langar", "seva", "chai", "paath"), dictated
# at rest stops: run-ons, no punctuation, some typos.
# New people: Manpreet (wife), Jasleen and Arjun (kids), Rajwinder (sister in Brampton), Gurjot (nephew, getting
# married), Kulwant (brother-in-law), Sukhi (cousin, the company's backup driver), Tammy Brandt (dispatcher), Rick
# Tanaka (broker), Paramjit Bains (the company's accountant), Gord (truck mechanic), Dr Lisa Chen and Dr Ferreira (his
# doctors), Mani (the family car's mechanic), Tony (furnace man), Pinder (kabaddi coach), Navdeep and Harleen, Lakhvir
# (friends), Ms Dhillon (school counsellor), Simran Gill (tutor), Harbhajan (Gurjot's father-in-law), Amarjit Singh
# (granthi).
# Weighted to the guideline's domain borderlines: the one-truck company (loads, dispatcher, broker, logbook/ELD, IFTA,
# the truck's PM service, the company's accountant) is work (systems) even when the cousin drives for it; the
# household, his health (back pain, sleep), the house, the family car and their money are personal; gurdwara seva, the
# kabaddi club, weddings, the extended family's functions and money given to relatives are social.
# And to event-type borderlines: decision against task, observation against emotion, transaction against acquisition,
# learning against milestone, reminder against task, routine against task, contact against communication. Every event
# type in each of the three domains, about balanced by domain. The rule applied is written beside borderline cases.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-29-read.jsonl (misses
# may be read) and thoughts-fresh-29-held.jsonl (totals only).
# Run: python3 eval-fresh/author_29.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, ctx, T, P, OMIT
use({
 'a':("2026-01-12T06:15:00","America/Vancouver"),   # Mon
 'b':("2026-02-20T13:40:00","America/Vancouver"),   # Fri
 'c':("2026-04-07T21:30:00","America/Vancouver"),   # Tue
 'd':("2026-05-23T10:05:00","America/Vancouver"),   # Sat
 'e':("2026-07-09T16:50:00","America/Vancouver"),   # Thu
 'f':("2026-09-02T05:45:00","America/Vancouver"),   # Wed
 'g':("2026-10-25T14:20:00","America/Vancouver"),   # Sun
 'h':("2026-11-27T19:10:00","America/Vancouver"),   # Fri
}, {'a':'mon','b':'fri','c':'tue','d':'sat','e':'thu','f':'wed','g':'sun','h':'fri'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'

# ======== personal: himself, his back and his sleep, the house, the family car, household money, people who work for the house
# ---- task (rule 13)
c('a',"gotta book the physio for my lower back this week its killing me after the Calgary run",P_,'task')   # his health, not the load
c('c',"swap the furnace filter at home tmrw before i head out on the Kamloops load",P_,'task',rel('c',1))  # the house
c('f',"house insurance renewal papers need signing by the 15th",P_,'task',nth('f',15))                    # no sum: not a transaction
c('g',"finally sorted the drip in the upstairs washroom tap the washer was shot",P_,'task',ctx=ctx(t=T("Fix upstairs washroom tap","Renew my passport")),comp='t1')  # a chore done: task (rule 13)
c('h',"low priority clean out the garage sometime over the holidays",P_,'task',prio='low')
c('b',"blood work at lifelabs saturday morning dont eat after midnight",P_,'task',wd('b','sat','09:00'))
c('a',"gotta remember the oil change on the Corolla thursday at Sandhu Auto",P_,'task',wd('a','thu'))     # no ask to be reminded: task, not rule 1
# ---- reminder (rule 1)
c('a',"sunday evening remind me bp pills go in the truck bag before i head out",P_,'reminder_intention',wd('a','sun','19:00'))
c('c',"dont let me forget the property tax thing before july 2 ji",P_,'reminder_intention',md('c',7,2))   # rule 1 over money
c('e',"ping me 8 tonight so i call the clinic about the back xray results",P_,'reminder_intention',rel('e',0,'20:00'))  # rule 1 over a call
c('h',"remind me tmrw the mortgage renewal call with the bank is at 11",P_,'reminder_intention',rel('h',1,'11:00'))
c('g',"note to self check the tire pressure on the Corolla before the snow comes",P_,'task')               # "note to self" asks no reminder: task
# ---- communication (rule 2)
c('b',"called the physio office they can squeeze me in next week sometime",P_,'communication',ctx=ctx(P("Get my back sorted","Backyard redo")),par='p1')
c('d',"emailed the city our house water bill doubled for no reason",P_,'communication')              # rule 2 over money
c('f',"phone Fortis first thing about the gas smell in the basement",P_,'communication')
c('h',"left Dr Chen a message asking where the MRI referral for my back is at",P_,'communication',ents=['Chen'])
c('e',"call the Toyota dealer about that recall letter on the Corolla",P_,'communication')
# ---- transaction (rule 3): household money
c('a',"hydro bill for the house came $312 this time its the basement heater i bet",P_,'transaction')
c('d',"property tax paid $4100 with the home owner grant done",P_,'transaction',ctx=ctx(t=T("Pay property tax","Get winter tires for the Corolla")),comp='t1')
c('f',"mortgage payment went up $280 a month after the renewal ouch",P_,'transaction')
c('g',"Costco refunded the $189 for the mattress topper that made my back worse",P_,'transaction')       # a refund: rule 3, not the returned thing
c('h',"paid Sandhu Auto $520 for the brakes on the Corolla",P_,'transaction')                             # the family car: personal
c('e',"last payment on the Corolla loan went through today its paid off",P_,'transaction')               # rule 3 ranks above a milestone (10)
# ---- acquisition (rule 4)
c('b',"need one of those lumbar support pillows for my back the foam one Lakhvir has",P_,'acquisition_disposition',ents=['Lakhvir'])  # his health
c('c',"bought a new CPAP mask at the sleep clinic and i actually slept",P_,'acquisition_disposition')      # buying a thing: rule 4
c('e',"putting my old recliner on kijiji 150 or best offer",P_,'acquisition_disposition')                 # own belongings: rule 4, not revenue
c('g',"picked up the winter tires for the Corolla from Kal Tire",P_,'acquisition_disposition',ctx=ctx(t=T("Pick up Corolla winter tires","Call Fortis")),comp='t1')
# ---- project (rule 5)
c('a',"basement suite plan permit from the city new kitchen drywall then find a tenant",P_,'project')
c('d',"get my back sorted properly physio twice a week new mattress the xray and lose 20 pounds",P_,'project')
c('f',"redo the backyard new patio pavers a gazebo and the fence on the lane side",P_,'project')
c('h',"get the house paperwork in order wills power of attorney update the life insurance",P_,'project')
# ---- routine (rule 6)
c('b',"did my back stretches at the Chevron in Hope like every stop",P_,'routine_activity')
c('d',"evening walk round Bear Creek park like always when im home",P_,'routine_activity')
c('f',"15 min of stretches before every shift no matter what",P_,'routine_activity',OMIT)               # a habit: no single day (4.6)
c('h',"hot shower and a shave at the Flying J tonight same as all my road fridays",P_,'routine_activity',tonight('h'))  # named instance (d097)
c('c',"swim at Guildford pool tomorrow 6am same as every wednesday",P_,'routine_activity',rel('c',1,'06:00'))  # rule 6 over task
# ---- contact (rule 7): a tradesperson or doctor for himself and the house
c('a',"Dr Lisa Chen at the Fleetwood clinic is the back doctor 604-555-0163 takes new patients",P_,'contact',ents=['Lisa Chen'])
c('c',"Sandhu Auto on 72 ave good guy named Mani does the Corolla cheap",P_,'contact',ents=['Mani'])
c('e',"the sleep clinic doctor is Dr Ferreira straight talker knows truckers",P_,'contact',ents=['Ferreira'])
c('g',"furnace guy Tony from Surrey Heating 604-555-0188 dont call him after 6",P_,'contact',ents=['Tony'])  # his card, not a call
# ---- decision (rule 8)
c('b',"decided no more energy drinks on night runs only water and chai",P_,'decision_commitment')        # a rule for himself, not a task
c('d',"mortgage going 3 year fixed not the variable rate",P_,'decision_commitment')
c('f',"from now on phone goes in the kitchen at 10 so i actually sleep",P_,'decision_commitment')        # a rule: not scheduled (4.6)
c('g',"entered the Vaisakhi 10k in april cant back out Navdeep dared me",P_,'decision_commitment',ents=['Navdeep'])  # own race; a month is no day
c('h',"gym membership wont get renewed in january ill just walk",P_,'decision_commitment')
# ---- learning (rule 9)
c('a',"listening to a shift work sleep audiobook on the highway",P_,'learning_consumption')
c('c',"youtube videos for the back stretches the physio showed me trying to learn them right",P_,'learning_consumption')
c('f',"reading a Punjabi novel on my breaks Pavitra Papi its got me hooked",P_,'learning_consumption')
c('h',"started a beginner guitar course on youtube finally",P_,'learning_consumption')                  # starting a course: learning, not an outcome
# ---- milestone (rule 10)
c('b',"down 15 pounds since new year the belt is on a new hole",P_,'milestone_outcome')
c('d',"7 hours of sleep straight with the CPAP first in years",P_,'milestone_outcome')                 # a result, not a feeling
c('g',"six months without a cigarette as of today",P_,'milestone_outcome')
c('h',"blood sugar back in the normal range the doc was happy",P_,'milestone_outcome')                   # a result
# ---- observation (rule 11)
c('a',"my back is always worse after the Coquihalla runs its the bunk mattress i think",P_,'observation_insight')  # a pattern about his body
c('c',"funny how i get better sleep in the truck bunk than my own bed at home eh",P_,'observation_insight')
c('e',"gas at the Costco on 64 ave is 1.62 cheapest in Surrey",P_,'observation_insight')                 # a price seen, not spent
c('h',"pain is worse on the cold mornings every time",P_,'observation_insight')                          # a pattern, not a feeling
c('b',"still no MRI date from Fraser Health its been 3 months",P_,'observation_insight',wait="Fraser Health: MRI date")
# ---- emotion (rule 12)
c('b',"feeling low today ji dont know why just tired of everything",P_,'emotion_state')
c('d',"so wiped out my eyes are burning havent slept proper in days",P_,'emotion_state')
c('f',"scared about the MRI honestly what if its the disc",P_,'emotion_state')
c('g',"feeling strong today back feels good like it hasnt in weeks",P_,'emotion_state')                    # a feeling stated: rule 12

# ======== social: Manpreet, the kids, Biji and Bapu ji, his sister and nephew, the gurdwara, the kabaddi club, weddings, friends
# ---- task
c('a',"sign Arjun's field trip form its in his backpack",SO,'task',ents=['Arjun'])
c('c',"drop Jasleen at bhangra practice thursday 6pm",SO,'task',wd('c','thu','18:00'),['Jasleen'])
c('e',"book Biji's eye appointment at the Newton clinic before monday when i head out",SO,'task',wd('e','mon'))  # "before <day>": a deadline
c('g',"help set up the tents for the nagar kirtan saturday 7am",SO,'task',wd('g','sat','07:00'))        # seva: social
c('h',"important get Jasleen's passport photos done before the India trip",SO,'task',ents=['Jasleen'],prio='high')
c('d',"handed in Arjun's kabaddi registration form finally",SO,'task',ents=['Arjun'],ctx=ctx(t=T("Hand in Arjun's kabaddi registration","Buy Biji's knee brace")),comp='t1')
c('b',"gotta remember the parent teacher thing for Jasleen wednesday 4pm",SO,'task',wd('b','wed','16:00'),['Jasleen'])  # no ask to be reminded: task
# ---- reminder (rule 1)
c('b',"remind me so i wish Rajwinder bhenji happy birthday tomorrow morning",SO,'reminder_intention',rel('b',1,'09:00'),['Rajwinder'])
c('d',"dont forget the langar seva list is mine next sunday",SO,'reminder_intention',wd('d','sun'))
c('f',"ping me saturday to send money for Biji's knee operation",SO,'reminder_intention',wd('f','sat'))   # rule 1 over money
c('h',"remind me the akhand paath at Kulwant's house starts thursday",SO,'reminder_intention',wd('h','thu'),['Kulwant'])
# ---- communication (rule 2)
c('a',"video call Bapu ji in the pind sunday after paath",SO,'communication',wd('a','sun'))
c('c',"called Rajwinder bhenji in Brampton she cried Gurjot's wedding date is fixed",SO,'communication',ents=['Rajwinder','Gurjot'])
c('e',"whatsapp Gurjot's mehndi photos to the family group",SO,'communication',ents=['Gurjot'])
c('g',"text Navdeep is he coming to the kabaddi tournament or not",SO,'communication',ents=['Navdeep'])
c('h',"every sunday night i phone Biji's sister in Ludhiana from wherever i am",SO,'communication',OMIT)  # rule 2 over 6; recurring
c('b',"talked to Jasleen's counsellor Ms Dhillon about her grades slipping",SO,'communication',ents=['Jasleen','Dhillon'])
# ---- transaction (rule 3): money given to relatives, the club, the gurdwara
c('a',"sent 50 thousand rupees to Bapu ji for the roof in the pind",SO,'transaction')
c('c',"gave $501 shagun at Gurjot's roka",SO,'transaction',ents=['Gurjot'],ctx=ctx(P("Gurjot's wedding","Biji's 75th birthday")),par='p1')
c('e',"paid $300 for Arjun's kabaddi club season fees",SO,'transaction',ents=['Arjun'])
c('g',"Kulwant returned the 1500 i lent for his visa fees",SO,'transaction',ents=['Kulwant'])
c('h',"gave 1100 to the gurdwara for langar in Biji's name",SO,'transaction')
# ---- acquisition (rule 4)
c('b',"buy a steel utensil set for Gurjot and his bride Manpreet says thats the custom",SO,'acquisition_disposition',ents=['Gurjot','Manpreet'])
c('d',"ordered a new kabaddi mat for the club kids",SO,'acquisition_disposition')
c('f',"donating Arjun's old bike to the gurdwara youth program",SO,'acquisition_disposition',ents=['Arjun'])
c('h',"picked up Jasleen's new laptop for school from Best Buy",SO,'acquisition_disposition',ents=['Jasleen'])
c('g',"giving my old phone to Biji hers is all cracked",SO,'acquisition_disposition')                    # a thing given: rule 4, not money
# ---- project (rule 5)
c('a',"Gurjot's wedding in august flights from Brampton the jaggo night hall booking the DJ",SO,'project',ents=['Gurjot'])
c('c',"Biji's 75th birthday book the gurdwara hall langar invite cards and a cake",SO,'project')
c('f',"India trip in december tickets visas for the kids gifts for the pind a day in Amritsar",SO,'project')
c('h',"kabaddi club fundraiser dinner venue raffle prizes sponsors tickets",SO,'project')
# ---- routine (rule 6)
c('g',"did the langar seva this morning peeling potatoes with the uncles like every sunday",SO,'routine_activity')  # a log: not scheduled
c('d',"coaching the under 12s at kabaddi tuesday and thursday evenings",SO,'routine_activity',OMIT)
c('e',"im doing the kids drop off tomorrow Manpreet starts work at 6",SO,'routine_activity',rel('e',1),['Manpreet'])  # like d145
c('h',"chai with Biji tonight like every friday im home",SO,'routine_activity',tonight('h'))
c('a',"taking Arjun to kabaddi practice tonight same as every monday",SO,'routine_activity',tonight('a'),['Arjun'])  # rule 6 over task
# ---- contact (rule 7)
c('b',"Pinder veer the kabaddi coach 778-555-0121 call after 7 only",SO,'contact',ents=['Pinder'])          # a number, not a call
c('d',"Gurjot's in laws are the Grewals from Abbotsford the father in law Harbhajan runs a berry farm",SO,'contact',ents=['Gurjot','Harbhajan'])
c('f',"Jasleen's new math tutor is Simran Gill simran.gill.tutor@gmail.com",SO,'contact',ents=['Jasleen','Simran Gill'])
c('h',"new granthi at the gurdwara is Bhai Amarjit Singh from Patiala beautiful kirtan",SO,'contact',ents=['Amarjit Singh'])
c('c',"Navdeep's wife is Harleen she's a nurse at Surrey Memorial",SO,'contact',ents=['Navdeep','Harleen'])
# ---- decision (rule 8)
c('a',"we decided Jasleen can go on the grad trip if her grades stay up",SO,'decision_commitment',ents=['Jasleen'])
c('c',"told Pinder veer ill do the scorekeeping at the tournament",SO,'decision_commitment',ents=['Pinder'])  # a commitment told, not a message
c('e',"not going to Brampton for Rakhi this year too much money we'll do a video call",SO,'decision_commitment')  # decision over the call
c('g',"promised Arjun im home for his birthday no loads that week",SO,'decision_commitment',ents=['Arjun'])
c('h',"its final Biji is moving in with us in the spring",SO,'decision_commitment')
# ---- learning (rule 9)
c('b',"reading the Sikh history book Jasleen brought from the gurdwara library",SO,'learning_consumption',ents=['Jasleen'])
c('d',"watched the 1984 documentary with the kids heavy stuff",SO,'learning_consumption')
c('f',"listening to Giani ji's katha podcast on the drive",SO,'learning_consumption')
c('h',"started Gurmukhi lessons on an app with Arjun so he can read paath",SO,'learning_consumption',ents=['Arjun'])  # starting to learn, not a result
# ---- milestone (rule 10)
c('a',"Jasleen got into the UBC summer science camp",SO,'milestone_outcome',ents=['Jasleen'])
c('c',"our club won the under 14 kabaddi cup in Abbotsford",SO,'milestone_outcome')
c('e',"Arjun did his first full paath reading at the gurdwara",SO,'milestone_outcome',ents=['Arjun'])      # a result, not a lesson
c('g',"20 years married today me and Manpreet",SO,'milestone_outcome',ents=['Manpreet'])
c('h',"Gurjot's visa came through he can be at the wedding",SO,'milestone_outcome',ents=['Gurjot'])
# ---- observation (rule 11)
c('b',"Arjun only eats his roti if Biji makes it noticed that",SO,'observation_insight',ents=['Arjun'])
c('d',"the uncles always leave the langar cleanup to the young guys",SO,'observation_insight')
c('f',"Jasleen goes quiet every time i leave on a long run",SO,'observation_insight',ents=['Jasleen'])       # a noticed pattern, not a feeling
c('h',"Biji forgets her pills more and more lately",SO,'observation_insight')
c('g',"still waiting on Gurjot's card with the wedding date",SO,'observation_insight',ents=['Gurjot'],wait="Gurjot: wedding card with the date")
# ---- emotion (rule 12)
c('a',"missing the kids bad out here in Thunder Bay",SO,'emotion_state')
c('c',"proud of Jasleen she led the kirtan at school today",SO,'emotion_state',ents=['Jasleen'])            # pride stated (d115)
c('e',"worried about Bapu ji his sugar is high again",SO,'emotion_state')
c('g',"feel bad missing Gurjot's mehndi because of a load",SO,'emotion_state',ents=['Gurjot'])             # about the nephew (d056)
c('h',"so happy ji the whole family together for Gurpurab",SO,'emotion_state')

# ======== systems: the one-truck company: loads, dispatcher, broker, logbook/ELD, IFTA, the truck's service, the
# company's accountant, the cousin who drives for it
# ---- task
c('a',"get the reefer unit checked before the Calgary load wednesday",S,'task',wd('a','wed'))
c('c',"fill out the Q1 IFTA return before the end of the month",S,'task',eom('c'))
c('e',"urgent retorque the wheel nuts on the trailer before i roll out",S,'task',prio='urgent')
c('g',"update the ELD firmware the dispatcher says its overdue",S,'task')
c('h',"wash the truck and trailer before the CVSE inspection monday",S,'task',wd('h','mon'))
c('d',"logbook all caught up for the week finally",S,'task',ctx=ctx(t=T("Catch up the logbook","Call Gord about the PM")),comp='t1')  # a chore done: task
c('a',"gotta remember the oversize permit for thursdays load",S,'task',wd('a','thu'))                     # no ask to be reminded: task
# ---- reminder (rule 1)
c('b',"remind me the bill of lading pics go to Tammy once i unload",S,'reminder_intention',ents=['Tammy'])
c('d',"dont forget truck PM service at Gord's shop tuesday 7am",S,'reminder_intention',wd('d','tue','07:00'),['Gord'])
c('f',"at noon ping me to check if the broker paid the Edmonton load",S,'reminder_intention',rel('f',0,'12:00'))  # rule 1 over money
c('h',"remind me the insurance on the truck renews dec 15",S,'reminder_intention',md('h',12,15))
# ---- communication (rule 2)
c('a',"called Tammy about the Winnipeg reload she's still looking",S,'communication',ents=['Tammy'])
c('c',"email Paramjit the fuel receipts for the IFTA",S,'communication',ents=['Paramjit'])                 # rule 2 over money
c('e',"40 minutes on the phone w the broker over a $150 detention charge",S,'communication')            # rule 2 over 3
c('g',"text Sukhi the pickup number for the Kelowna load tomorrow",S,'communication',ents=['Sukhi'])       # the cousin, but the company
c('h',"left Rick a voicemail asking about the Prince George lane rate",S,'communication',ents=['Rick'])
# ---- transaction (rule 3): the company's money
c('b',"Northline finally paid the Regina load $3800 45 days late",S,'transaction')
c('d',"fuel at the Petro Pass in Kamloops $1140 ouch",S,'transaction')
c('f',"paid Sukhi $1200 for driving the two weekend runs",S,'transaction',ents=['Sukhi'])                  # the cousin paid by the company
c('g',"IFTA owing $860 for Q3 pay it this week",S,'transaction')
c('h',"invoiced the broker $4200 for the Edmonton round trip",S,'transaction')
c('e',"broker still hasnt paid the Saskatoon load says end of next week",S,'transaction',wait="broker: payment for the Saskatoon load")
# ---- acquisition (rule 4)
c('a',"need a new set of chains for the Coquihalla this winter",S,'acquisition_disposition')
c('c',"ordered a new dashcam for the truck the old one died",S,'acquisition_disposition')
c('e',"selling the old dry van trailer now that im on reefer only",S,'acquisition_disposition')           # equipment sold: rule 4, not revenue
c('g',"picked up the APU filter from Peterbilt Pacific",S,'acquisition_disposition')
c('h',"waiting on the replacement ELD tablet they said monday",S,'acquisition_disposition',wait="ELD provider: replacement tablet (delivery)",exp=wd('h','mon')[:10])
# ---- project (rule 5)
c('a',"get my own authority for US loads USDOT number MC number insurance and the bond",S,'project')
c('c',"second truck plan financing find a driver insurance maybe Sukhi drives it",S,'project',ents=['Sukhi'])
c('f',"switch dispatch services get quotes check reviews talk to Tammy try one for a month",S,'project',ents=['Tammy'])
c('h',"year end for the company receipts the T2 with Paramjit CCA on the truck GST return",S,'project',ents=['Paramjit'])
# ---- routine (rule 6)
c('b',"pre trip done like every morning lights tires air lines",S,'routine_activity')
c('d',"every sunday night i do the logbook review and send invoices",S,'routine_activity',OMIT)
c('e',"fuel up at the Husky in Hope tomorrow like every Calgary run",S,'routine_activity',rel('e',1))     # named instance; rule 6 over task
c('g',"greased the fifth wheel like i do every two weeks",S,'routine_activity')
c('h',"saturdays are paperwork day for the company always",S,'routine_activity',OMIT)
# ---- contact (rule 7)
c('a',"new dispatcher at Fraser Valley Dispatch is Tammy Brandt 604-555-0147",S,'contact',ents=['Tammy Brandt'])
c('c',"Rick Tanaka at Northline Logistics is the broker with the good lanes rick.t@northline.ca",S,'contact',ents=['Rick Tanaka'])
c('e',"Gord at Peterbilt Pacific is the guy for engine stuff always ask for Gord",S,'contact',ents=['Gord'])  # who he is, not a call
c('g',"accountant Paramjit Bains CPA on 128 street 604-555-0139 does lots of truckers",S,'contact',ents=['Paramjit Bains'])
c('h',"Sukhi has his class 1 and a clean abstract hes the backup driver for the truck",S,'contact',ents=['Sukhi'])
# ---- decision (rule 8)
c('b',"decided no more loads to Winnipeg in winter not worth it",S,'decision_commitment')
c('d',"going with the 2 year lease on the new trailer not buying",S,'decision_commitment')              # a choice, not an acquisition yet
c('f',"taking the Calgary dedicated lane from october Rick offered it",S,'decision_commitment',ents=['Rick'])  # a month is no day
c('g',"told Tammy ill take the Saskatoon run next week",S,'decision_commitment',ents=['Tammy'])          # a commitment told
c('h',"Sukhi drives the truck in january while i get my back fixed we shook on it",S,'decision_commitment',ents=['Sukhi'])  # the company's driving
# ---- learning (rule 9): for the company
c('a',"watching the TDG refresher videos the dangerous goods cert expires soon",S,'learning_consumption')
c('c',"reading the new Canadian ELD rules",S,'learning_consumption')
c('e',"doing the air brake adjustment course online for the truck",S,'learning_consumption')
c('h',"listening to a podcast about taxes for owner operators on the drive",S,'learning_consumption')
# ---- milestone (rule 10)
c('b',"passed the CVSE inspection clean no defects",S,'milestone_outcome')
c('d',"one year of my own company today Waheguru",S,'milestone_outcome')
c('f',"US authority approved can finally run cross border",S,'milestone_outcome',ctx=ctx(P("Get US operating authority","Basement suite")),par='p1')
c('g',"100k km accident free on the new Pete",S,'milestone_outcome')
c('h',"passed the TDG test certificate good for 3 years",S,'milestone_outcome',ctx=ctx(t=T("Renew TDG certificate","Book a truck wash")),comp='t1')  # a result, not the course
# ---- observation (rule 11)
c('a',"rates out of Calgary always drop after the stampede",S,'observation_insight')
c('c',"the scale at Golden is open every time i come through at night",S,'observation_insight')
c('e',"brokers pay faster if i send the POD same day noticed that",S,'observation_insight')
c('g',"still no rate con from Northline for tomorrows load",S,'observation_insight',wait="Northline: rate confirmation")
c('h',"fuel mileage dropped to 38 L per 100 since the cold came",S,'observation_insight')                 # a figure noticed, not spent
# ---- emotion (rule 12): the company's stress
c('b',"so stressed truck payment due and no loads this week",S,'emotion_state')                           # a feeling stated, not the payment
c('d',"fed up w this broker sitting on my money",S,'emotion_state')
c('f',"nervous about my first cross border run monday",S,'emotion_state')                                 # a feeling: no schedule (4.6)
c('g',"feeling good about the business this year finally making money",S,'emotion_state')
c('h',"dreading the Coquihalla tonight snow warning on the summit",S,'emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 29, cases)
