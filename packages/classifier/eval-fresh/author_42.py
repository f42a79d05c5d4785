# Writes thoughts-fresh-42.jsonl: a forty-second fresh labelled set (issue 10, ids f42…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a PhD
# student in materials engineering at a university in Singapore (Asia/Singapore), writing Singapore English and
# Singlish ("lah", "liao", "sian", "paiseh", "shiok", "makan", "until now", "got", "book out", "angpao", "void deck"),
# who rents a room in an HDB flat in Clementi from a landlord (Uncle Lee), climbs and cycles, and goes home to
# Tampines on Sundays.
# New people: her supervisor Prof Tan and co-supervisor Dr Ramesh, labmates Hui Ling and Farhan, the postdoc Kenji,
# the lab technician Mr Goh, Dr Sato (a conference organiser); at home Ma and Pa, Ah Ma (her grandmother), her
# brother Jun Hao doing National Service, her partner Priya, friends Darren and Aisyah (Faiz her husband), Priya's
# sister Kavya; for herself Uncle Lee (landlord), Ah Seng (his handyman), Dr Ong (polyclinic), Rizal (bike mechanic).
# Weighted to WAITING-FOR (section 7, "who: what"): waits phrased as states ("still hasn't…", "no reply yet",
# "still nothing after…", "backordered till…", "on the waitlist, they'll email if…", "is still to check … with …",
# "ball's in their court", "stuck in customs", "still pending with…"), beside look-alikes that are not waits: the
# user's own step left ("I still haven't…"), someone waiting on the user, a past wait that ended ("finally came
# after…"), and "can't wait for…" as a feeling. Every event type in each domain.
# Her room, health, bike, climbing and money are personal; family, Priya and friends social; the PhD, the lab,
# teaching assistance, the conference and the stipend systems.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-42-read.jsonl (misses
# may be read) and thoughts-fresh-42-held.jsonl (totals only).
# Run: python3 eval-fresh/author_42.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, T, P, ctx, OMIT
use({
 'a':("2026-01-20T19:10:00","Asia/Singapore"),   # Tue
 'b':("2026-03-05T14:30:00","Asia/Singapore"),   # Thu
 'c':("2026-04-18T10:00:00","Asia/Singapore"),   # Sat
 'd':("2026-06-09T18:45:00","Asia/Singapore"),   # Tue
 'e':("2026-08-14T09:20:00","Asia/Singapore"),   # Fri
 'f':("2026-09-27T21:00:00","Asia/Singapore"),   # Sun
 'g':("2026-10-21T16:05:00","Asia/Singapore"),   # Wed
 'h':("2026-12-02T12:40:00","Asia/Singapore"),   # Wed
}, {'a':'tue','b':'thu','c':'sat','d':'tue','e':'fri','f':'sun','g':'wed','h':'wed'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
AHMA=P("Ah Ma's 80th birthday")
KYOTO=P("Kyoto conference trip")
CH4=P("Thesis chapter 4: aging tests")

# ======== personal: the rented room in Clementi, her health, the bike, climbing, her money
# ---- observation
c('a',"aircon in my room dripping again, Uncle Lee said he'd send his guy, until now nobody come",P_,'observation_insight',['Lee'],
  wait='Uncle Lee: aircon repairman')
c('b',"the polyclinic still never send my referral to the eye specialist, two weeks already",P_,'observation_insight',
  wait='polyclinic: referral to the eye specialist')
c('c',"the bouldering gym at Kallang reset all the slab routes, shiok",P_,'observation_insight')
c('d',"the town council still hasn't removed the old mattress at the void deck, smelly liao",P_,'observation_insight',
  wait='town council: clearing the old mattress at the void deck')
c('e',"my knee only aches after the long runs, never when I cycle",P_,'observation_insight')
c('f',"the Starhub guy came and fixed the fibre, after one whole week without internet",P_,'observation_insight')
c('g',"Clementi market closing for upgrading three months, where to makan now",P_,'observation_insight')
c('h',"I still haven't booked my dental scaling, three months overdue",P_,'task')
# ---- task
c('a',"wash the mosquito net and curtains on saturday",P_,'task',sat('a'))
c('b',"patch the foldie's flat tyre before monday",P_,'task',wd('b','mon'))
c('d',"finally descaled the kettle, so much white stuff inside",P_,'task',
  ctx=ctx(t=T("Descale the kettle","Renew my passport")),comp='t1')
c('f',"clear out the old chargers and cables from my drawer",P_,'task')
c('h',"pump the bike tyres for tomorrow's ride to East Coast",P_,'task',rel('h',1))
# ---- reminder
c('a',"remind me thursday 8am to PayNow Uncle Lee the rent",P_,'reminder_intention',wd('a','thu','08:00'),['Lee'])
c('c',"dont let me forget the polyclinic appointment on the 23rd",P_,'reminder_intention',nth('c',23))
c('e',"ping me tonight to top up the ez-link",P_,'reminder_intention',tonight('e'))
c('g',"remind me tomorrow, chase Uncle Lee if his handyman still hasn't turned up",P_,'reminder_intention',rel('g',1),['Lee'],
  wait='Uncle Lee: handyman visit')
# ---- communication
c('b',"whatsapped Uncle Lee about the leaking pipe under the sink, ball's in his court now",P_,'communication',['Lee'],
  wait='Uncle Lee: fix for the leaking pipe')
c('d',"called the polyclinic, they say the referral letter will reach me by friday",P_,'communication',
  wait='polyclinic: referral letter',exp=wd('d','fri'))
c('f',"email the insurer about my outpatient claim form",P_,'communication')
c('h',"Uncle Lee texted, rent going up by $50 from January",P_,'communication',['Lee'])
c('a',"Uncle Lee waiting for me to transfer back the extra he paid for the utilities, do it tonight",P_,'transaction',tonight('a'),['Lee'])
# ---- contact
c('c',"Uncle Lee's handyman is Ah Seng, 9123 4471, only free on sundays",P_,'contact',['Lee','Ah Seng'])
c('e',"Dr Ong at Clementi polyclinic, the one who actually listens, ask for her by name",P_,'contact',['Ong'])
c('g',"the bike mechanic at Bukit Timah is Rizal, trues wheels cheap, 8456 2039",P_,'contact',['Rizal'])
# ---- transaction
c('a',"paid Uncle Lee this month's rent, $850 by PayNow",P_,'transaction',['Lee'],
  ctx=ctx(t=T("Pay the January rent","Book the dental scaling")),comp='t1')
c('d',"the Decathlon refund for the tent came back at last, $89 after a month",P_,'transaction')
c('f',"phone bill jumped to $38 this month, must check why",P_,'transaction')
c('h',"IRAS still owe me $340 from the course fees relief, no reply yet on my appeal",P_,'transaction',
  wait='IRAS: $340 course fees relief')
c('e',"still haven't filled in the insurance claim for the clinic visit, that part is on me",P_,'transaction')
# ---- acquisition
c('b',"need new climbing shoes, the left toe got a hole",P_,'acquisition_disposition')
c('c',"my Uniqlo parcel stuck in customs since last week",P_,'acquisition_disposition',wait='Uniqlo: parcel (stuck in customs)')
c('e',"Shopee says the bike helmet I ordered is backordered till the 28th",P_,'acquisition_disposition',
  wait='Shopee: bike helmet (backordered)',exp=nth('e',28))
c('f',"sold my old monitor on Carousell for $60",P_,'acquisition_disposition')
c('h',"bought a secondhand dehumidifier off Carousell, the room is so damp",P_,'acquisition_disposition')
# ---- routine
c('a',"cycled to the lab along the park connector like every weekday",P_,'routine_activity')
c('c',"saturday laundry at the void deck launderette, the usual",P_,'routine_activity')
c('e',"gym at the uni sports centre at 7 tomorrow like every saturday",P_,'routine_activity',rel('e',1,'07:00'))
c('g',"kopi at the canteen before the lab every morning",P_,'routine_activity',OMIT)
# ---- decision
c('b',"decided I'm moving out of Uncle Lee's place when the lease ends in June",P_,'decision_commitment',['Lee'])
c('d',"moving my line to a SIM-only plan, cheaper, don't need the 100GB",P_,'decision_commitment')
c('h',"no more bubble tea on weekdays, my teeth cannot take it",P_,'decision_commitment')
# ---- learning
c('a',"reading the old book about Hokkien clan associations from my ah gong's shelf",P_,'learning_consumption')
c('e',"watching a youtube series on bike maintenance, up to the one on brakes",P_,'learning_consumption')
c('g',"on the waitlist for the ActiveSG adult swim class, they'll email if got a place",P_,'learning_consumption',
  wait='ActiveSG: place in the adult swim class')
# ---- milestone
c('c',"topped my first V4 at the gym today!!",P_,'milestone_outcome')
c('f',"cleared my undergrad study loan, totally debt free now",P_,'milestone_outcome')
c('h',"ran the half marathon under two hours!!",P_,'milestone_outcome')
# ---- emotion
c('b',"damn frustrated, the HDB still hasn't answered my appeal about the noisy renovation upstairs",P_,'emotion_state',
  wait='HDB: answer to the appeal about the renovation noise')
c('d',"can't wait for the Deepavali long weekend, going to sleep 12 hours",P_,'emotion_state')
c('g',"feeling so drained lately, sleeping badly every night",P_,'emotion_state')
# ---- project
c('a',"project: move out of Clementi by June - view rooms near Kent Ridge, pack, sell the spare table, get the deposit back",P_,'project')
c('e',"build my own bike from parts: frame, groupset, wheels, find someone to teach me",P_,'project')
c('h',"sort out my money: budget sheet, open an SRS account, start a small ETF plan",P_,'project')
c('c',"the room agent still to confirm whether the Kent Ridge unit allows cooking",P_,'observation_insight',
  wait='room agent: whether the Kent Ridge unit allows cooking')

# ======== social: Ma and Pa in Tampines, Ah Ma, Jun Hao in NS, Priya, Darren and Aisyah
# ---- observation
c('a',"Jun Hao still hasn't told Ma which weekend he can book out",SO,'observation_insight',['Jun Hao'],
  wait='Jun Hao: which weekend he books out')
c('b',"Pa is still to check the CNY leave with his boss before we book the chalet",SO,'observation_insight',
  wait='Pa: CNY leave from his boss')
c('c',"Ah Ma's new helper started, Ma says she cooks better than all of us",SO,'observation_insight')
c('d',"Priya's work pass renewal still pending with MOM, four weeks already",SO,'observation_insight',['Priya'],
  wait="MOM: Priya's work pass renewal")
c('e',"Darren got retrenched from the bank, he's taking it quite ok",SO,'observation_insight',['Darren'])
c('f',"Aisyah's mum always packs extra kueh whenever I visit",SO,'observation_insight',['Aisyah'])
c('h',"the chalet booking went through after two weeks on the waitlist",SO,'observation_insight')
c('a',"Jun Hao's unit posted him to Tekong as an instructor",SO,'observation_insight',['Jun Hao'])
# ---- task
c('b',"help Pa with his new phone, move over the whatsapp chats",SO,'task')
c('d',"collected Ah Ma's medicine from the polyclinic for her",SO,'task',
  ctx=ctx(t=T("Collect Ah Ma's medicine","Fix Pa's phone")),comp='t1')
c('f',"book the chalet at Downtown East for Ah Ma's 80th",SO,'task',ctx=ctx(p=AHMA),par='p1')
c('g',"drop the birthday cake at Darren's place before 7",SO,'task',rel('g',0,'19:00'),['Darren'])
c('e',"Ma's waiting on me to say if I'm joining the family trip to Malacca, text her back",SO,'communication')
# ---- reminder
c('a',"remind me saturday, fetch Jun Hao from Pasir Ris after book out",SO,'reminder_intention',sat('a'),['Jun Hao'])
c('c',"don't forget Priya's birthday on the 14th",SO,'reminder_intention',nth('c',14),['Priya'])
c('e',"ping me to chase Darren if he still hasn't replied about the badminton court",SO,'reminder_intention',['Darren'],
  wait='Darren: reply about the badminton court')
# ---- communication
c('b',"video called Priya's parents for the first time, so paiseh",SO,'communication',['Priya'])
c('d',"Aisyah texted to invite me for hari raya open house at her place",SO,'communication',['Aisyah'])
c('f',"called Ma, Ah Ma slipped in the toilet but no fracture",SO,'communication')
c('g',"messaged the chalet people, they'll let me know if a cancellation comes up",SO,'communication',
  wait='chalet: cancellation slot')
# ---- contact
c('a',"Priya's sister is Kavya, doing medicine in Manipal, vegetarian",SO,'contact',['Priya','Kavya'])
c('c',"Jun Hao's camp office number for emergencies is 6754 1120, ask for the duty clerk",SO,'contact',['Jun Hao'])
c('g',"Aisyah's husband is Faiz, works at Changi airport, big Arsenal fan",SO,'contact',['Aisyah','Faiz'])
# ---- transaction
c('a',"gave Ma $300 for the CNY angpaos",SO,'transaction')
c('d',"sent Jun Hao $50 for his book out dinner",SO,'transaction',['Jun Hao'])
c('h',"the chalet deposit from the last booking still not refunded, Downtown East says 14 working days",SO,'transaction',
  wait='Downtown East: chalet deposit refund')
# ---- acquisition
c('b',"bought mandarin oranges and pineapple tarts for visiting Ah Ma",SO,'acquisition_disposition')
c('g',"the cake for Ah Ma's 80th is on order, the bakery says ready only on the 7th",SO,'acquisition_disposition',
  wait="bakery: cake for Ah Ma's 80th",exp=nth('g',7),ctx=ctx(p=AHMA),par='p1')
c('e',"passed my old guitar on to Jun Hao's army friend",SO,'acquisition_disposition',['Jun Hao'])
# ---- routine
c('f',"sunday dinner in Tampines with Ma and Pa, every week same",SO,'routine_activity')
c('b',"tuesday night badminton with Darren and the guys",SO,'routine_activity',OMIT,['Darren'])
c('h',"video call with Priya every night before sleeping",SO,'routine_activity',OMIT,['Priya'])
# ---- decision
c('c',"told Ma I'll go back every saturday while Ah Ma recovers",SO,'decision_commitment')
c('e',"Priya and I agreed no presents this year, just a nice dinner",SO,'decision_commitment',['Priya'])
c('g',"not going for the cousins' Bintan trip, too near my deadline",SO,'decision_commitment')
# ---- learning
c('d',"reading up on fall prevention for old folks since Ah Ma slipped",SO,'learning_consumption')
c('f',"learning Tamil on Duolingo for Priya's family, day 40 streak",SO,'learning_consumption',['Priya'])
# ---- milestone
c('a',"Jun Hao got Best Recruit for his company!!",SO,'milestone_outcome',['Jun Hao'])
c('e',"Priya got her PR approved!!",SO,'milestone_outcome',['Priya'])
c('h',"Ah Ma walked to the market on her own again, first time since the fall",SO,'milestone_outcome')
# ---- emotion
c('b',"so worried about Ah Ma staying alone in Bedok",SO,'emotion_state')
c('d',"can't wait to see Priya next week, three months apart already",SO,'emotion_state',['Priya'])
c('f',"annoyed that Jun Hao still hasn't replied my messages about Ah Ma's birthday",SO,'emotion_state',['Jun Hao'],
  wait="Jun Hao: reply about Ah Ma's birthday")
# ---- project
c('c',"Ah Ma's 80th birthday: book the chalet, order the cake, slideshow of old photos, invite the relatives",SO,'project')
c('f',"Bali trip with Priya in December: flights, a villa, the leave, a rough plan",SO,'project',['Priya'])
c('h',"help Ma and Pa downsize: view 3-room flats, sell the old furniture, sort out the CPF",SO,'project')

# ======== systems: the PhD (Prof Tan's group), the lab, the teaching assistantship, the Kyoto conference
# ---- observation
c('a',"still nothing from the reviewers after eleven weeks on the perovskite paper",S,'observation_insight',
  wait='reviewers: reviews of the perovskite paper')
c('b',"Prof Tan still hasn't signed my QE report, third reminder already",S,'observation_insight',['Tan'],
  wait='Prof Tan: sign-off on my QE report')
c('c',"the XRD booked out till end of the month, Farhan hogging it again",S,'observation_insight',['Farhan'])
c('d',"Kenji is still to check the furnace slots with Dr Ramesh before I can run my samples",S,'observation_insight',
  ['Kenji','Ramesh'],wait='Kenji: furnace slots from Dr Ramesh')
c('e',"the graduate office no reply yet on my candidature extension",S,'observation_insight',
  wait='graduate office: candidature extension')
c('f',"ball's in the editor's court now for the revised manuscript",S,'observation_insight',
  wait='editor: decision on the revised manuscript')
c('g',"the samples always crack if the furnace ramps faster than 5 degrees a minute",S,'observation_insight')
c('h',"the ethics board approved the survey protocol after six weeks of back and forth",S,'observation_insight')
c('a',"Farhan broke the spin coater and never told anybody",S,'observation_insight',['Farhan'])
c('c',"students always lose marks on the phase diagram question in the tutorials",S,'observation_insight')
# ---- task
c('b',"run the XRD on batch 7 before group meeting on thursday",S,'task',wd('b','thu'))
c('d',"finished drafting the literature review chapter",S,'task',
  ctx=ctx(t=T("Finish the lit review chapter","Book the SEM")),comp='t1')
c('e',"Hui Ling been waiting on my XRD data for her chapter, must run it today",S,'task',rel('e',0),['Hui Ling'])
c('f',"clean the glovebox antechamber, my turn this week",S,'task')
c('h',"mark the tutorial 5 scripts for the module by friday",S,'task',wd('h','fri'))
c('g',"I still haven't answered the reviewer comments, two weeks left to resubmit",S,'task')
# ---- reminder
c('a',"remind me 9am monday, book the SEM for next week",S,'reminder_intention',wd('a','mon','09:00'))
c('c',"don't forget the lab safety refresher on the 3rd",S,'reminder_intention',nth('c',3))
c('g',"remind me to nudge Prof Tan on friday if the progress report form still not signed",S,'reminder_intention',
  wd('g','fri'),['Tan'],wait='Prof Tan: signature on the progress report form')
# ---- communication
c('b',"emailed the journal editor asking for an update, still no reply",S,'communication',
  wait='journal editor: update on the manuscript')
c('d',"Dr Ramesh emailed, my abstract got accepted for the Kyoto conference",S,'communication',['Ramesh'])
c('e',"emailed Prof Tan the chapter 3 draft, he said he'll look by next wednesday",S,'communication',['Tan'],
  wait='Prof Tan: comments on the chapter 3 draft',exp=wd('e','wed'),
  ctx=ctx(t=T("Send chapter 3 to Prof Tan","Order silicon wafers")),comp='t1')
c('f',"call the Kyoto hotel about the late check in",S,'communication',ctx=ctx(p=KYOTO),par='p1')
c('h',"Hui Ling messaged, group meeting shifted to 3pm tomorrow",S,'communication',rel('h',1,'15:00'),['Hui Ling'])
# ---- contact
c('a',"Mr Goh the lab tech, ext 2288, only around in the mornings, prefers email",S,'contact',['Goh'])
c('d',"Kenji the new postdoc, from Tohoku, thin films expert, kenji.s@nus.edu.sg",S,'contact',['Kenji'])
c('g',"the Kyoto organiser is Dr Sato, sato@kyoto-u.ac.jp, replies fast",S,'contact',['Sato'],ctx=ctx(p=KYOTO),par='p1')
# ---- transaction
c('a',"stipend came in, $2,700 this month",S,'transaction')
c('c',"the conference travel claim still pending with finance, $1,420 outstanding",S,'transaction',
  wait='finance: $1,420 travel claim')
c('e',"paid the Kyoto registration, $650, will claim back later",S,'transaction',
  ctx=ctx(p=KYOTO,t=T(("Pay the conference registration","p1"),("Print the poster","p1"))),comp='t1',par='p1')
c('h',"the TA pay for last semester finally came in after two months of chasing",S,'transaction')
# ---- acquisition
c('b',"order more silicon wafers for the spin coating runs",S,'acquisition_disposition')
c('d',"the argon cylinder for the glovebox backordered till the 15th, Mr Goh says nothing he can do",S,'acquisition_disposition',
  ['Goh'],wait='supplier: argon cylinder for the glovebox',exp=nth('d',15))
c('f',"the new pipettes arrived, Mr Goh left them on my bench",S,'acquisition_disposition',['Goh'])
c('h',"returned the faulty hotplate to the vendor",S,'acquisition_disposition')
# ---- routine
c('a',"group meeting thursdays 10am, every week",S,'routine_activity',OMIT)
c('d',"lab cleaning duty tomorrow at 4 like every wednesday",S,'routine_activity',rel('d',1,'16:00'))
c('g',"in the lab by 9 as usual, same as every day",S,'routine_activity')
# ---- decision
c('b',"decided: dropping the second perovskite system, not enough time",S,'decision_commitment')
c('e',"told Dr Ramesh I'll TA his module again next sem",S,'decision_commitment',['Ramesh'])
c('g',"going with the Kyoto conference over the Boston one",S,'decision_commitment')
# ---- learning
c('a',"reading the Nature paper Kenji sent on halide segregation",S,'learning_consumption',['Kenji'])
c('c',"the python for materials workshop is friday 2pm",S,'learning_consumption',wd('c','fri','14:00'))
c('f',"watching the DFT lecture series on youtube for chapter 4",S,'learning_consumption',ctx=ctx(p=CH4),par='p1')
# ---- milestone
c('b',"first author paper accepted in ACS Energy Letters!!",S,'milestone_outcome')
c('e',"my device hit 21% efficiency, a lab record",S,'milestone_outcome')
c('h',"passed my QE!!",S,'milestone_outcome')
# ---- emotion
c('c',"QE presentation next week and I'm so stressed",S,'emotion_state')
c('f',"sian, still nothing from the reviewers and my candidature clock ticking",S,'emotion_state',
  wait='reviewers: reviews of the paper')
c('g',"paiseh to Hui Ling, she's been waiting on my data since monday",S,'emotion_state',['Hui Ling'])
# ---- project
c('a',"thesis chapter 4: run the aging tests, fit the data, draft the figures, send to Prof Tan",S,'project',['Tan'])
c('d',"Kyoto conference trip: poster, flights, hotel, travel grant form",S,'project')
c('h',"start a reading group for the first years: pick papers, book a room, make a poster",S,'project')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 42, cases)
