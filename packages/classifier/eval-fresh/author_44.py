# Writes thoughts-fresh-44.jsonl: a forty-fourth fresh labelled set (issue 10, ids f44…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a team
# lead at a call centre (BPO) in Ortigas, Manila (Asia/Manila), on the night shift for a US account, writing Philippine
# English with some Taglish ("po", "naman", "grabe", "sana", "kuya", "ate", "tita", "jeepney", "Grab", "barkada",
# "GCash", "13th month pay", "SSS", "Pag-IBIG", "padala", "sahod", "ipon"), who rents a condo unit in Mandaluyong with a
# kasambahay (Ate Lorna), sells ube cheese pandesal on Facebook Marketplace with her cousin Jessa, sends padala to
# Mama and Papa in Iloilo, has a younger brother (Paolo) who is a seaman, and does a part-time weekend MBA.
# New people: at work Sir Dennis (ops manager), Ma'am Tess Guevarra, her agents Jomar, Kristine and Weng (Rowena, a
# colleague who is also a friend); in the business Jessa (cousin and partner) and Aling Nita (the ube supplier); in
# the MBA Prof Aquino; at home Mama, Papa, Lola, Paolo, Tita Cora, Carlo (boyfriend) and his mother Tita Nena,
# Dodong (Jessa's husband), Ma'am Lita (Paolo's crew agent); for herself Ate Lorna (kasambahay), Kuya Ronnie (aircon
# cleaning), Dr Salcedo (derma), Ms Reyes (condo admin).
# Weighted to DOMAIN borderlines (GUIDELINES 2 and its Clarifications): the pandesal business is work (systems),
# unlike her own buying and selling of her things (personal), though both happen on Marketplace and by GCash; money
# sent to family (padala, Papa's meds: social) against her own bills and savings (Meralco, MP2, her SSS loan:
# personal) against her pay at work (13th month, night differential, payroll: systems); the MBA is learning for work
# (systems, as f7114 "committed to the evening MBA"), her Korean and swimming are for herself (personal); her own
# tiredness and sleep (personal) against stress about the team and the account (systems); Jessa as partner
# (systems) and as cousin (social); Weng as agent (systems) and as friend (social); the parish and barangay
# (social); Ate Lorna's pay, tasks and card are the household's (personal), her daughter's news is another's life
# (social). Every event type in each domain, about a third each.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-44-read.jsonl (misses
# may be read) and thoughts-fresh-44-held.jsonl (totals only).
# Run: python3 eval-fresh/author_44.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, T, P, ctx, OMIT
use({
 'a':("2026-01-14T02:35:00","Asia/Manila"),   # Wed, on shift
 'b':("2026-02-27T07:20:00","Asia/Manila"),   # Fri, after shift
 'c':("2026-04-05T15:10:00","Asia/Manila"),   # Sun
 'd':("2026-05-19T23:50:00","Asia/Manila"),   # Tue, on shift
 'e':("2026-07-08T06:15:00","Asia/Manila"),   # Wed, end of shift
 'f':("2026-08-22T13:30:00","Asia/Manila"),   # Sat
 'g':("2026-10-29T04:05:00","Asia/Manila"),   # Thu, on shift
 'h':("2026-12-13T18:40:00","Asia/Manila"),   # Sun
}, {'a':'wed','b':'fri','c':'sun','d':'tue','e':'wed','f':'sat','g':'thu','h':'sun'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
MOVE=P("Move to a condo near Ortigas")
LOLA=P("Lola's 90th birthday in Iloilo")
BUNDLE=P("Pandesal Christmas bundles")
CAP=P("MBA capstone")

# ======== personal: her condo unit, her health and sleep, her own money, her own things, Ate Lorna's work for the home
# ---- observation
c('a',"the aircon in my unit is leaking again, the condo admin still hasn't sent maintenance",P_,'observation_insight',
  wait='condo admin: maintenance for the leaking aircon')
c('c',"I only get migraines on the weeks I flip from night shift to day sleep",P_,'observation_insight')
c('e',"my Meralco bill always spikes in May kasi the aircon runs the whole day while I sleep",P_,'observation_insight')
c('f',"grabe, Grab fares from Ortigas to my place double when it rains",P_,'observation_insight')
c('h',"Ate Lorna noticed the water heater clicks before it trips the breaker",P_,'observation_insight',['Lorna'])
c('b',"my HMO card only covers two derma consults a year pala",P_,'observation_insight')
# ---- task
c('b',"have the bathroom drain unclogged before sunday, ask condo maintenance",P_,'task',wd('b','sun'))
c('d',"finally put up the blackout curtains in my room",P_,'task',
  ctx=ctx(t=T("Put up blackout curtains","Renew passport")),comp='t1')
c('f',"renew my passport at the DFA before my birthday on the 3rd",P_,'task',nth('f',3))
c('h',"defrost the ref before Ate Lorna goes home to Samar on the 20th",P_,'task',nth('h',20),['Lorna'])
c('a',"clean out my closet, too many clothes I never wear",P_,'task')
c('g',"list my old rice cooker and the shoe rack for the move",P_,'task',ctx=ctx(p=MOVE),par='p1')
# ---- reminder
c('c',"remind me tuesday 10am to pay the Meralco bill on GCash",P_,'reminder_intention',wd('c','tue','10:00'))
c('e',"don't let me forget the annual physical on the 15th, the HMO one",P_,'reminder_intention',nth('e',15))
c('g',"remind me saturday, Ate Lorna's sahod",P_,'reminder_intention',sat('g'),['Lorna'])
c('h',"ping me 9pm, book my dental cleaning",P_,'reminder_intention',rel('h',0,'21:00'))
# ---- communication
c('a',"messaged the condo admin about the noisy unit upstairs, they said they'd talk to the owner",P_,'communication',
  wait='condo admin: talk to the upstairs owner about the noise')
c('b',"called PLDT for the third time about my slow internet, a technician is coming monday",P_,'communication',wd('b','mon'))
c('d',"text Kuya Ronnie the aircon guy to ask when he's free for the cleaning",P_,'communication',['Ronnie'])
c('f',"emailed my HMO asking why they denied the ultrasound claim",P_,'communication')
c('h',"Ate Lorna texted from the palengke, kulang daw the grocery money",P_,'communication',['Lorna'])
# ---- contact
c('c',"Kuya Ronnie does aircon cleaning, 0917 555 2180, 800 per unit",P_,'contact',['Ronnie'])
c('e',"my derma is Dr Salcedo at Medical City, accepts my HMO, fridays only",P_,'contact',['Salcedo'])
c('g',"our kasambahay Ate Lorna has a new number, 0928 114 3307",P_,'contact',['Lorna'])
c('a',"condo admin is Ms Reyes, local 102, office hours until 5 only",P_,'contact',['Reyes'])
# ---- transaction
c('a',"paid my condo rent, 14k by bank transfer",P_,'transaction',
  ctx=ctx(t=T("Pay January rent","Book dental cleaning")),comp='t1')
c('c',"put 5k of my sahod into Pag-IBIG MP2 this month, ipon for my own condo",P_,'transaction')
c('e',"got my SSS salary loan, 20k for the dental work",P_,'transaction')
c('g',"the Lazada refund for the broken rice cooker still not back, 2,400 pesos",P_,'transaction',
  wait='Lazada: ₱2,400 refund for the rice cooker')
c('h',"gave Ate Lorna her 13th month, one month of her sahod, sana enough",P_,'transaction',['Lorna'])
c('f',"Meralco bill this month is 4,870, grabe the aircon",P_,'transaction')
# ---- acquisition
c('b',"bought an ergonomic chair on Shopee for my room, no more back pain sana",P_,'acquisition_disposition')
c('d',"need new rubber shoes for zumba, the soles are gone",P_,'acquisition_disposition')
c('f',"selling my old iPhone on FB Marketplace, 12k negotiable",P_,'acquisition_disposition')
c('h',"ordered a humidifier for my room, the aircon dries my skin",P_,'acquisition_disposition')
c('c',"pick up my new eyeglasses from the optical shop in Megamall on saturday",P_,'acquisition_disposition',sat('c'))
# ---- routine
c('a',"sleep at 8am, up at 3pm, same every work day",P_,'routine_activity',OMIT)
c('d',"did zumba at the clubhouse before my shift, like every tuesday",P_,'routine_activity')
c('f',"did the saturday laundry and meal prep, as usual",P_,'routine_activity')
c('h',"done with the sunday palengke run with Ate Lorna, like always",P_,'routine_activity',['Lorna'])
# ---- decision
c('b',"decided no more milk tea during breaks, 150 a day adds up",P_,'decision_commitment')
c('e',"not renewing my lease in Mandaluyong, moving nearer to Ortigas",P_,'decision_commitment',ctx=ctx(p=MOVE),par='p1')
c('g',"going with the Globe postpaid plan for my own line instead of prepaid",P_,'decision_commitment')
c('d',"coffee stops at 3am for me from now on, or I can't sleep after the shift",P_,'decision_commitment')
# ---- learning
c('a',"learning Korean on Duolingo during my breaks, just for me",P_,'learning_consumption')
c('d',"watching a youtube series on index funds for my own ipon",P_,'learning_consumption')
c('f',"reading a Lualhati Bautista novel on my day off",P_,'learning_consumption')
c('h',"swimming lessons saturday 8am at the clubhouse pool, my second session",P_,'learning_consumption',sat('h','08:00'))
# ---- milestone
c('c',"finally debt free, credit card fully paid!!",P_,'milestone_outcome')
c('e',"hit 100k in my emergency fund, first time ever",P_,'milestone_outcome')
c('g',"passed the LTO driving test, first attempt pa!!",P_,'milestone_outcome')
c('b',"down 5 kilos since January even with the graveyard hours",P_,'milestone_outcome')
# ---- emotion
c('a',"so tired na, my body can't adjust to the graveyard schedule anymore",P_,'emotion_state')
c('d',"feeling low today, no energy to even cook for myself",P_,'emotion_state')
c('f',"anxious about my blood test results, the doctor sounded worried",P_,'emotion_state')
c('h',"happy with my little condo corner, the plants are thriving",P_,'emotion_state')
c('g',"frustrated that I can't sleep even on my rest days",P_,'emotion_state')
# ---- project
c('b',"move to a condo near Ortigas by June: list units, compute the budget, sell extra furniture, book a lipat-bahay truck",P_,'project')
c('d',"emergency fund plan: six months of expenses, open a digital bank, auto-transfer every payday",P_,'project')
c('g',"redo my room for day sleeping: blackout curtains, white noise machine, new mattress",P_,'project')
c('f',"get my driver's license: student permit, driving school, the LTO exam",P_,'project')

# ======== social: Mama and Papa and Lola in Iloilo, Paolo at sea, Tita Cora, Carlo, Jessa and Weng as family and
# friends, the parish and the barangay
# ---- observation
c('a',"Paolo's ship is docked in Rotterdam, he finally has wifi to call Mama",SO,'observation_insight',['Paolo'])
c('c',"Papa's blood sugar always goes up after fiesta season",SO,'observation_insight')
c('e',"Weng's boyfriend never joins our barkada dinners, parang ayaw niya sa amin",SO,'observation_insight',['Weng'])
c('g',"Jessa's son Migo already reads, 4 years old lang",SO,'observation_insight',['Jessa','Migo'])
c('h',"the Simbang Gabi crowd at our parish is bigger this year, ang daming tao",SO,'observation_insight')
c('b',"Mama still hasn't received the balikbayan box I sent in December",SO,'observation_insight',
  wait='cargo company: balikbayan box delivery to Mama')
c('f',"Ate Lorna's daughter passed the nursing board, she cried on the phone",SO,'observation_insight',['Lorna'])
# ---- task
c('b',"fix Papa's Facebook, he got locked out again",SO,'task')
c('d',"book Mama and Papa's flights to Manila for Papa's check-up on the 28th",SO,'task',nth('d',28))
c('f',"help Weng move into her new apartment on sunday",SO,'task',wd('f','sun'),['Weng'])
c('h',"wrap the gifts for my inaanak before the Christmas party at Tita Cora's on the 24th",SO,'task',nth('h',24),['Cora'])
c('e',"picked up Paolo's papers from the manning agency for him",SO,'task',['Paolo'],
  ctx=ctx(t=T("Get Paolo's papers from the manning agency","Pay Meralco bill")),comp='t1')
c('c',"reserve the lechon for Lola's 90th",SO,'task',ctx=ctx(p=LOLA),par='p1')
# ---- reminder
c('a',"remind me friday, Mama's padala has to go out before the weekend",SO,'reminder_intention',wd('a','fri'))
c('c',"don't forget Paolo's birthday on the 12th, video call him kahit anong oras",SO,'reminder_intention',nth('c',12),['Paolo'])
c('e',"remind me at 7pm to call Tita Cora about the reunion",SO,'reminder_intention',rel('e',0,'19:00'),['Cora'])
c('g',"dont let me forget the barangay fiesta potluck on saturday, I'm bringing pancit",SO,'reminder_intention',sat('g'))
# ---- communication
c('b',"video called Mama and Papa, Papa's check-up went well daw",SO,'communication')
c('d',"Paolo messaged from the ship, his contract got extended two more months",SO,'communication',['Paolo'])
c('f',"called Tita Cora, she's hosting our clan reunion in Iloilo in December",SO,'communication',['Cora'])
c('h',"text Weng if she's joining the barkada Christmas party",SO,'communication',['Weng'])
c('a',"Jessa messaged, her daughter has a fever, she's bringing her to the pedia",SO,'communication',['Jessa'])
# ---- contact
c('c',"Paolo's crew agent in Manila is Ma'am Lita, 0917 820 4412, call her if he's unreachable",SO,'contact',['Paolo','Lita'])
c('e',"Weng's birthday is Oct 9, loves anything matcha",SO,'contact',['Weng'])
c('g',"Carlo's mom is Tita Nena, lives in Bacolod, diabetic so no sweets",SO,'contact',['Carlo','Nena'])
c('h',"Jessa's husband is Dodong, drives for Grab, good for airport runs",SO,'contact',['Jessa','Dodong'])
# ---- transaction
c('a',"sent Mama 8k padala through GCash for the electric bill sa Iloilo",SO,'transaction')
c('c',"Paolo's allotment for Mama is late again, the manning agency says next week",SO,'transaction',['Paolo'],
  wait="manning agency: Paolo's allotment for Mama")
c('e',"gave 2k to Weng for her mom's hospital bills",SO,'transaction',['Weng'])
c('g',"paid for Papa's maintenance meds this month, 3,200 at Mercury Drug",SO,'transaction')
c('h',"sent Paolo's son 1k pamasko on GCash",SO,'transaction',['Paolo'])
# ---- acquisition
c('b',"bought a new phone for Papa, his old one died",SO,'acquisition_disposition')
c('d',"ordered a wheelchair for Lola, to be delivered in Iloilo",SO,'acquisition_disposition')
c('f',"need a balikbayan box for Mama's Christmas stuff",SO,'acquisition_disposition')
c('h',"ordered the lechon for Tita Cora's noche buena",SO,'acquisition_disposition',['Cora'])
# ---- routine
c('a',"video call with Mama and Papa every sunday after my shift",SO,'routine_activity',OMIT)
c('c',"went to mass with the barkada like every sunday",SO,'routine_activity')
c('e',"padala to Mama every 15th and 30th, same as always",SO,'routine_activity',OMIT)
c('e',"kape with Weng after the shift, our wednesday thing",SO,'routine_activity',['Weng'])
# ---- decision
c('b',"decided to go home to Iloilo for Dinagyang, Mama keeps asking",SO,'decision_commitment')
c('d',"told Paolo I'll handle Mama's check-ups while he's at sea",SO,'decision_commitment',['Paolo'])
c('f',"Carlo and I agreed, no gifts this Christmas, just a trip to Baguio",SO,'decision_commitment',['Carlo'])
c('h',"I'll be ninang for Jessa's baby, said yes na",SO,'decision_commitment',['Jessa'])
# ---- learning
c('a',"reading about diabetic diets for Papa, he won't do it himself",SO,'learning_consumption')
c('e',"watching Hiligaynon lessons on youtube so I can talk properly with Lola",SO,'learning_consumption')
c('g',"bible study with the parish youth on tuesday nights, we're on Romans",SO,'learning_consumption',OMIT)
c('c',"listened to that podcast Carlo recommended about long distance couples",SO,'learning_consumption',['Carlo'])
# ---- milestone
c('b',"Paolo passed his officer exam, third mate na siya!!",SO,'milestone_outcome',['Paolo'])
c('d',"Mama and Papa's 35th anniversary today",SO,'milestone_outcome')
c('f',"Jessa's eldest graduated elementary with honors",SO,'milestone_outcome',['Jessa'])
c('h',"Lola turned 90 today, the whole clan came",SO,'milestone_outcome')
# ---- emotion
c('a',"miss na miss ko na si Mama, 2 years since I last went home",SO,'emotion_state')
c('c',"worried about Paolo, there's a typhoon near his route",SO,'emotion_state',['Paolo'])
c('e',"guilty I couldn't attend Lola's birthday because of the shift",SO,'emotion_state')
c('g',"so proud of Weng, she's finally going back to college",SO,'emotion_state',['Weng'])
c('h',"kinda hurt that Carlo forgot our monthsary",SO,'emotion_state',['Carlo'])
# ---- project
c('b',"Lola's 90th in Iloilo: venue, lechon, tarpaulin, slideshow of old photos",SO,'project')
c('d',"family reunion in December: book the resort, t-shirts, games for the kids",SO,'project')
c('f',"Paolo's homecoming in March: airport pickup, welcome party, his balikbayan boxes",SO,'project',['Paolo'])
c('h',"barkada trip to Siargao in April: flights, the villa, split the costs",SO,'project')

# ======== systems: the night shift and her team on the US account, pay and HR at work, the pandesal business with
# Jessa, the MBA
# ---- observation
c('a',"AHT always goes up on Mondays, the US callers are grumpy after the weekend",S,'observation_insight')
c('c',"the pandesal sells out faster when we post at 6pm, right before merienda",S,'observation_insight')
c('e',"Weng's QA scores dropped ever since she moved to the billing queue",S,'observation_insight',['Weng'])
c('g',"payroll still hasn't fixed my night diff for October",S,'observation_insight',
  wait='payroll: October night differential')
c('h',"half of my MBA classmates are also in BPO, nobody sleeps",S,'observation_insight')
c('b',"Jessa's oven heats unevenly, the pandesal on the back rack always burns",S,'observation_insight',['Jessa'])
# ---- task
c('b',"prep the coaching logs for my agents before the 10pm huddle",S,'task',rel('b',0,'22:00'))
c('d',"finish chapter 2 of the capstone by sunday",S,'task',wd('d','sun'),ctx=ctx(p=CAP),par='p1')
c('f',"repack the ube halaya into smaller tubs for tomorrow's orders",S,'task',rel('f',1))
c('h',"update the team's leave calendar for the holidays",S,'task')
c('a',"done with the mid-year reviews for all 12 agents",S,'task',
  ctx=ctx(t=T("Finish mid-year reviews for the team","Pay condo rent")),comp='t1')
c('e',"cover Weng's queue later, she called in sick",S,'task',['Weng'])
# ---- reminder
c('c',"remind me on monday, file my OT for last week before the payroll cutoff",S,'reminder_intention',wd('c','mon'))
c('e',"don't forget the MBA finals on saturday 1pm",S,'reminder_intention',sat('e','13:00'))
c('g',"remind me at 5pm to post the pandesal batch on Marketplace",S,'reminder_intention',rel('g',0,'17:00'))
c('h',"ping me 9:30pm to send the shift schedule to the team",S,'reminder_intention',rel('h',0,'21:30'))
# ---- communication
c('a',"emailed Sir Dennis the attrition numbers for the week",S,'communication',['Dennis'])
c('c',"messaged the ube supplier in Bulacan, the halaya price went up again",S,'communication')
c('e',"call Jessa about the weekend pandesal orders before she bakes",S,'communication',['Jessa'])
c('g',"the client's ops lead in Texas emailed, our CSAT went down two points",S,'communication')
c('h',"messaged my MBA groupmates to split the case study slides",S,'communication',ctx=ctx(p=CAP),par='p1')
# ---- contact
c('b',"new hire on my team, Jomar, ex-Concentrix, good on tech support calls, 0915 337 9021",S,'contact',['Jomar'])
c('d',"the ube halaya supplier is Aling Nita in Malolos, minimum 5 kilos, GCash only",S,'contact',['Nita'])
c('f',"Prof Aquino for Strategic Management, aquino@gsb.edu.ph, strict on attendance",S,'contact',['Aquino'])
c('h',"Sir Dennis' replacement as ops manager is Ma'am Tess Guevarra from the Cebu site",S,'contact',['Dennis','Tess Guevarra'])
# ---- transaction
c('h',"13th month pay came in, 28k, earlier than last year",S,'transaction')
c('c',"pandesal sales this week 9,400, sent Jessa her share through GCash",S,'transaction',['Jessa'])
c('e',"paid the Lalamove riders for the weekend deliveries, 1,850 total",S,'transaction')
c('g',"tuition for the next MBA term is 65k, HR reimburses half daw",S,'transaction')
c('h',"our Christmas bonus from the account still not released, HR says after the audit",S,'transaction',
  wait='HR: Christmas bonus release')
c('f',"the night diff and OT for July finally showed up on the payslip",S,'transaction')
# ---- acquisition
c('g',"order 300 more pandesal boxes with our logo from the printer",S,'acquisition_disposition',ctx=ctx(p=BUNDLE),par='p1')
c('d',"bought a bigger oven for the pandesal, hulugan sa Home Credit",S,'acquisition_disposition')
c('f',"sold the old stand mixer from the pandesal business on Marketplace for 3k",S,'acquisition_disposition')
c('h',"need new headsets for two of my agents, IT says none in stock",S,'acquisition_disposition',
  wait='IT: headsets for two agents')
c('c',"claimed the company laptop from IT today",S,'acquisition_disposition')
# ---- routine
c('a',"10pm huddle with the team before the queue opens, every shift",S,'routine_activity',OMIT)
c('d',"baking day with Jessa every saturday, 4am start",S,'routine_activity',OMIT,['Jessa'])
c('e',"did the wednesday coaching one-on-ones with my agents, weekly as always",S,'routine_activity')
c('f',"in MBA class until 5 like every saturday",S,'routine_activity')
# ---- decision
c('b',"decided to take the team lead slot on the new healthcare account",S,'decision_commitment')
c('d',"Jessa and I agreed to raise the pandesal price to 180 a dozen",S,'decision_commitment',['Jessa'])
c('f',"not taking the day shift offer, the night diff is too good",S,'decision_commitment')
c('h',"dropping the elective this term, too much with peak season at work",S,'decision_commitment')
# ---- learning
c('a',"reading the case on Jollibee's expansion for my strategy class in the MBA",S,'learning_consumption')
c('c',"learning Facebook ads from youtube for the pandesal page",S,'learning_consumption')
c('e',"the de-escalation training is thursday 2pm, required for all TLs",S,'learning_consumption',wd('e','thu','14:00'))
c('g',"studying for the Six Sigma yellow belt, the site director wants every TL certified",S,'learning_consumption')
# ---- milestone
c('b',"my team hit 92% CSAT, top in the whole site!!",S,'milestone_outcome')
c('d',"we got our 100th pandesal order this month!!",S,'milestone_outcome')
c('f',"promoted to operations supervisor starting september!!",S,'milestone_outcome')
c('h',"passed the MBA comprehensive exam!!",S,'milestone_outcome')
# ---- emotion
c('a',"super stressed, client audit next week and three agents still below target",S,'emotion_state')
c('c',"kinakabahan for my MBA midterm presentation",S,'emotion_state')
c('e',"frustrated with Jessa, she posted the wrong price on our page again",S,'emotion_state',['Jessa'])
c('g',"drained from handling escalations all night, the US callers were brutal",S,'emotion_state')
c('h',"sad that Weng is resigning from the account, she was my best agent",S,'emotion_state',['Weng'])
# ---- project
c('f',"launch pandesal Christmas bundles: new box design, a price list, the rider schedule",S,'project')
c('d',"MBA capstone: pick the company, interview the managers, financial model, defense in March",S,'project')
c('b',"cut my team's attrition: stay interviews, a recognition board, fix the schedules",S,'project')
c('h',"register the pandesal business with DTI: business name, BIR, mayor's permit",S,'project')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 44, cases)
