# Writes thoughts-fresh-52.jsonl: a fifty-second fresh labelled set (issue 10, ids f52…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# community pharmacist in Surulere, Lagos (Africa/Lagos), in her forties, who owns her pharmacy (Crestfield Pharmacy,
# a brand), writing Nigerian English with a little Igbo ("biko", "nne", "chai", "ehn", "na wa", "o", "sha", "nau",
# "on ground", "I'm coming" for I'll be back, "my madam", "go-slow", "NEPA", "tokunbo", "extra lesson"), sometimes in
# full sentences at her desk and sometimes all lowercase at the counter. (The forty-third set's Lagos nurse, the
# thirty-third's Manchester nurse and the twenty-first's Toronto accountant share no person with her.)
# People (none in an earlier set): Obinna (husband, an engineer), Somto (15), Ebube (10) and Kamsi (6); "Mama" (her
# mother in Enugu, a relation word), Oluchi (sister in Enugu with a provisions shop), Chinedu (brother in Houston),
# Adanna (Oluchi's daughter, at university in Lagos, living with them and helping in the pharmacy on Saturdays),
# Ireti and Kachi (friends), Pastor Ugo; at the pharmacy Dapo (technician), Ebere (sales girl), Jide (dispatch
# rider), Effiong (night guard), Fola (locum pharmacist), Osas (the distributor's rep), Mr Akinola (the shop's
# landlord), Mrs Ibekwe (the pharmacy's accountant), customers Mrs Ajayi, Mr Danladi and Chisom; for the household
# Iyabo (house help), Musa (driver) and his brother Sani, Mr Ekwueme (the house's landlord), Dr Kanayo (her doctor).
# Firms and bodies are left out (PCN, ACPN, NAFDAC, LIRS, Moniepoint, Ikeja Electric, UNILAG).
# Weighting (issue 10, DOMAIN, GUIDELINES 2 and its Clarifications): the same things in different domains by whose
# they are and what they are for. Her pharmacy's rent, generator, meter, landlord, tax, loan, staff and takings
# (systems) against the house's (personal); her customers, orders, stock and expiries (systems); her work stress and
# work habits (systems) against her own body and rest (personal); learning for the pharmacy (systems), for herself
# (personal) and for a child (social); household help and the family driver (personal) against the pharmacy's staff
# (systems); family helping in the pharmacy (systems) against the same people's lives (social); community events and
# church (social) against a community event told by its effect on the pharmacy (systems); kids' school logistics and a
# child's appointment (social) against her own appointment (personal); money given to family (social). Every event
# type in each domain; scheduled times, names, some waits, completions and parents.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-52-read.jsonl (misses
# may be read) and thoughts-fresh-52-held.jsonl (totals only).
# Run: python3 eval-fresh/author_52.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-19T07:20:00","Africa/Lagos"),   # Mon, before opening
 'b':("2026-02-26T21:40:00","Africa/Lagos"),   # Thu, after closing
 'c':("2026-04-11T13:15:00","Africa/Lagos"),   # Sat, at the counter
 'd':("2026-05-27T17:05:00","Africa/Lagos"),   # Wed afternoon
 'e':("2026-07-05T16:30:00","Africa/Lagos"),   # Sun after church
 'f':("2026-08-31T11:50:00","Africa/Lagos"),   # Mon midday
 'g':("2026-10-15T06:40:00","Africa/Lagos"),   # Thu early
 'h':("2026-12-05T09:00:00","Africa/Lagos"),   # Sat morning
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'sun','f':'mon','g':'thu','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
YABA,APP="Open the Yaba branch","Move the pharmacy's stock onto an app"
LAKOWE,CAR="Finish our house at Lakowe","Replace my car"
SEVENTY,SOMTO="Mama's 70th birthday","Somto's move to boarding school"

# ======== the pharmacy's things against the house's: rent, generator, meter, landlord, tax, loan
c('a',"the pharmacy gen is drinking diesel anyhow, 70 litres since monday",S,'observation_insight')
c('b',"buy 4 jerrycans of diesel for the house gen 2moro morning, NEPA has been off since tuesday",P_,'acquisition_disposition',rel('b',1,'09:00'))
c('c',"diesel for the shop's gen so we can open on monday, tell Dapo to handle it",S,'acquisition_disposition',wd('c','mon'),['Dapo'])
c('d',"paid Mr Akinola the shop rent for the next two years, 6.4 million, chai",S,'transaction',['Akinola'])
c('e',"house rent is due this month end, Mr Ekwueme has already started calling",P_,'transaction',eom('e'),['Ekwueme'])
c('f',"load 20k on the shop's prepaid meter before closing today",S,'transaction',rel('f',0))
c('g',"loaded 15k units on the house meter, the light has been steady this week",P_,'transaction')
c('h',"Mr Akinola wants to increase the shop rent by 30 percent, where does he think the money is coming from",S,'observation_insight',['Akinola'])
c('a',"Mr Ekwueme finally agreed to fix the soakaway behind our kitchen",P_,'observation_insight',['Ekwueme'])
c('b',"file the pharmacy's LIRS returns before the 31st, Mrs Ibekwe has the figures",S,'task',nth('b',31),['Ibekwe'])
c('c',"the shop's loan repayment, 350k, goes out on the 5th",S,'transaction',nth('c',5))
c('d',"my car insurance for the Corolla expires on the 20th, renew it",P_,'transaction',nth('d',20))
c('e',"the POS machine at the counter keeps declining cards, call the Moniepoint agent first thing tomorrow",S,'communication',rel('e',1,'09:00'))
c('f',"my own phone screen cracked in the bus, fix it this week",P_,'task')
c('g',"the shop's AC is leaking water on the cosmetics shelf again",S,'observation_insight')
c('h',"the parlour AC is leaking on the rug, call Bayo the AC man on monday",P_,'communication',wd('h','mon'),['Bayo'])
c('a',"new signboard and glass door for the shop front: get three quotes, the signwriter, LASAA permit, paint",S,'project')
c('b',"redo our kitchen: new cabinets, tiles, a bigger sink and a proper extractor",P_,'project')
c('c',"security: the shop needs burglary proof for the back window after what happened on the next street",S,'task')
c('d',"our gate lock is spoilt, the carpenter is coming saturday at 10",P_,'task',sat('d','10:00'))

# ======== customers, orders, stock, expiries and takings: the pharmacy's own
c('e',"Mrs Ajayi's insulin: keep two packs aside, she will come on tuesday",S,'task',wd('e','tue'),['Ajayi'])
c('f',"Mr Danladi still owes 23k for his blood pressure drugs from last month",S,'transaction',['Danladi'],
  wait='Mr Danladi: 23k for his blood pressure drugs')
c('g',"order 40 cartons of ORS and 25 of paracetamol syrup from the distributor",S,'acquisition_disposition')
c('h',"pull all the cough syrups expiring in january and return them to Osas",S,'acquisition_disposition',['Osas'])
c('a',"customers are always asking for the weight loss injection, I don't stock it and I won't",S,'observation_insight')
c('b',"a customer's baby came out in rashes after amoxicillin, she came back screaming at Ebere",S,'observation_insight',['Ebere'])
c('c',"we sold out of mosquito nets before 1pm, first time in nine years",S,'milestone_outcome')
c('d',"crossed 2 million in sales for May, our best month in nine years",S,'milestone_outcome')
c('e',"go to Idumota on tuesday to restock antibiotics and antimalarials",S,'acquisition_disposition',wd('e','tue'))
c('f',"Chisom's baby's vaccine is friday morning, make sure the nurse is around",S,'task',wd('f','fri','09:00'),['Chisom'])
c('b',"today's takings 412k cash and 280k on POS, bank the cash 2moro",S,'transaction',rel('b',1))
c('h',"December rush has started, everybody is buying vitamin C and antimalarials for the village",S,'observation_insight')

# ======== her work stress and habits against her own body and rest
c('a',"this shop is stressing me, Ebere late again and customers shouting about prices",S,'emotion_state',['Ebere'])
c('b',"my back is paining me from standing all day, book a massage for saturday",P_,'task',sat('b'))
c('c',"I always do the stock count sunday evening after church, it is the only quiet time",S,'routine_activity')
c('d',"I now take my fish oil and calcium every morning before I leave the house",P_,'routine_activity')
c('e',"insulin prices have me so anxious, half my diabetic customers can't afford it anymore",S,'emotion_state')
c('f',"I'm drained, no single day for myself in weeks",P_,'emotion_state')
c('g',"open the shop at 7:30 on weekdays from next monday, the school parents pass early",S,'decision_commitment',wd('g','mon'))
c('h',"I'm not working sundays again in the new year, my body can't carry it",S,'decision_commitment')
c('a',"my BP read 150 over 95 when I checked it at the counter, I need to see Dr Kanayo",P_,'observation_insight',['Kanayo'])
c('b',"happy with the way the counter runs now, Dapo does dispensing and Ebere the till",S,'emotion_state',['Dapo','Ebere'])
c('c',"my appointment with Dr Kanayo is on thursday by 11",P_,'task',wd('c','thu','11:00'),['Kanayo'])
c('d',"I do the day's reconciliation every night before I sleep, even when I'm tired",S,'routine_activity')

# ======== learning for the pharmacy, for herself, for a child
c('e',"started the MCPD module on hypertension management, PCN needs the points for my renewal",S,'learning_consumption')
c('f',"learning to play the keyboard from youtube videos, just for me",P_,'learning_consumption')
c('g',"reading the new national malaria treatment guidelines, a lot of changes for children's doses",S,'learning_consumption')
c('h',"finished the Chimamanda novel Ireti lent me, could not put it down",P_,'learning_consumption',['Ireti'])
c('a',"watching videos on quadratic equations to help Somto with his maths",SO,'learning_consumption',['Somto'])
c('b',"enrolled in the short course on business management for pharmacy owners, starts on the 9th",S,'learning_consumption',nth('b',9))
c('c',"reading up on autism because of what Ebube's teacher said",SO,'learning_consumption',['Ebube'])
c('d',"taking an adire class on saturdays with Kachi, my own small enjoyment",P_,'learning_consumption',['Kachi'])
c('e',"passed my PCN fellowship exam, certificate is coming",S,'milestone_outcome')

# ======== household money against the pharmacy's money, and money given to family
c('f',"paid Dapo, Ebere and Jide their salaries, the wage bill is now 510k a month",S,'transaction',['Dapo','Ebere','Jide'])
c('g',"paid Iyabo her salary and 5k extra for transport",P_,'transaction',['Iyabo'])
c('h',"sent Mama 80k for her drugs and foodstuff",SO,'transaction')
c('a',"gave Oluchi 150k to help with her own shop rent in Enugu",SO,'transaction',['Oluchi'])
c('b',"paid our DSTV and the gas refill from my account, 38k",P_,'transaction')
c('c',"paid the distributor 1.2m for the last supply, still owe them 300k",S,'transaction')
c('d',"Musa's salary is due on friday, 70k",P_,'transaction',wd('d','fri'),['Musa'])
c('e',"Somto's boarding school fees for first term, 850k, due by the 1st of september",SO,'transaction',md('e',9,1),['Somto'])
c('f',"Mrs Ibekwe says the pharmacy made a small profit last quarter, thank God",S,'milestone_outcome',['Ibekwe'])
c('g',"decided to save 100k every month in my own account, starting the 1st of november",P_,'decision_commitment',md('g',11,1))
c('h',"Chinedu said he will send the dollars for Mama's cataract surgery by wednesday",SO,'transaction',['Chinedu'],
  wait="Chinedu: money for Mama's cataract surgery",exp=wd('h','wed'))

# ======== community events and church against a community event told by its effect on the pharmacy
c('a',"estate association meeting saturday at 4, they want to elect a new chairman",SO,'task',sat('a','16:00'))
c('b',"church harvest is on the 15th, I promised Pastor Ugo two coolers of jollof",SO,'decision_commitment',nth('b',15),['Ugo'])
c('c',"our street end of year party, I'm giving 20k towards the canopy and chairs",SO,'transaction')
c('d',"it's sanitation on saturday, so we open the shop at 10 instead of 8",S,'decision_commitment',sat('d','10:00'))
c('e',"the ACPN branch dinner is on the 24th, pay my dues before then",S,'transaction',nth('e',24))
c('f',"the church women's meeting is every first saturday at 4pm",SO,'routine_activity',OMIT)
c('g',"the road at the junction is blocked for the carnival, no customer could reach us all day",S,'observation_insight')
c('h',"volunteered for the Christmas carol at church, I'm on the food committee",SO,'decision_commitment')
c('a',"paid the estate security levy for the quarter, 45k",P_,'transaction')

# ======== people who work for the household against the pharmacy's staff
c('b',"Iyabo is travelling to her village for two weeks at Easter, find someone for the house",P_,'task',['Iyabo'])
c('c',"Ebere asked for two days off for her sister's wedding, I said yes",S,'decision_commitment',['Ebere'])
c('d',"Musa wants a raise, he says his own transport to our house has doubled",P_,'observation_insight',['Musa'])
c('e',"Jide fell off the delivery okada, he is fine but the bike needs a new fork",S,'observation_insight',['Jide'])
c('f',"Effiong slept on duty again last night, this is his final warning",S,'decision_commitment',['Effiong'])
c('g',"Dapo is 0803 555 0192, he keeps the shop's spare key",S,'contact',['Dapo'])
c('h',"Iyabo's number is 0706 555 0418, she cleans our house tuesdays and fridays",P_,'contact',['Iyabo'])
c('a',"Sani, Musa's brother, can drive for us when Musa is on leave, 0812 555 7730",P_,'contact',['Sani','Musa'])
c('b',"Fola the locum can cover the shop the saturday I'm at Mama's, she charges 25k a day",S,'contact',['Fola'])
c('c',"find a new night guard for the shop, Effiong's time is up",S,'task',['Effiong'])
c('d',"I'm fed up with Iyabo, she burnt the new pot again",P_,'emotion_state',['Iyabo'])
c('e',"Musa took the car for servicing at the mechanic in Ojuelegba",P_,'task',['Musa'],
  ctx=ctx(t=T("Service the car","Renew Musa's driving licence")),comp='t1')
c('f',"Ebere has been here two years today, buy her small cake",S,'acquisition_disposition',rel('f',0),['Ebere'])

# ======== family helping in the pharmacy against the same people's lives
c('g',"Adanna will help at the shop saturday from 9 to 2 on the cosmetics side",S,'task',sat('g','09:00'),['Adanna'])
c('h',"Obinna did the shop's books with me till midnight, we finally balanced november",S,'task',['Obinna'])
c('a',"pay Adanna 20k for the weekends she helped at the shop during the holidays",S,'transaction',['Adanna'])
c('b',"Adanna passed her second year exams with a 4.3, so proud of that girl",SO,'milestone_outcome',['Adanna'])
c('c',"Obinna's site in Lekki is delayed again, he's so frustrated",SO,'observation_insight',['Obinna'])
c('d',"Somto agreed to run the pharmacy's instagram this holiday for 10k a month",S,'decision_commitment',['Somto'])
c('e',"Somto's birthday is on the 18th, get him the football boots he wants",SO,'acquisition_disposition',nth('e',18),['Somto'])
c('f',"Obinna says he'll fix the shop's inverter on saturday",S,'observation_insight',sat('f'),['Obinna'])
c('g',"Obinna and I are going to Abuja for his cousin's wedding on the 31st",SO,'task',nth('g',31),['Obinna'])
c('h',"Oluchi wants to stock drugs in her provisions shop, she doesn't know it's illegal without a licence",SO,'observation_insight',['Oluchi'])
c('a',"Ebube will sit with me at the shop after school on wednesday, no one is at home",SO,'task',wd('a','wed'),['Ebube'])

# ======== kids' school logistics, a child's appointment against her own
c('b',"sign Ebube's excursion form and send 8k to school by friday",SO,'task',wd('b','fri'),['Ebube'])
c('c',"Musa to drop Kamsi at school by 7:15 on monday, I have an early delivery at the shop",SO,'routine_activity',wd('c','mon','07:15'),['Musa','Kamsi'])
c('d',"PTA meeting at Ebube's school tomorrow at 3pm",SO,'task',rel('d',1,'15:00'),['Ebube'])
c('e',"pay Kamsi's school bus, 60k for the term",SO,'transaction',['Kamsi'])
c('f',"Ebube's dental appointment thursday 4pm at the clinic in Surulere",SO,'task',wd('f','thu','16:00'),['Ebube'])
c('g',"my own dental appointment at the same clinic, 2moro 10am",P_,'task',rel('g',1,'10:00'))
c('h',"take Mama for her eye clinic appointment on monday by 8",SO,'task',wd('h','mon','08:00'))
c('a',"Kamsi's teacher says she is the best reader in her class",SO,'milestone_outcome',['Kamsi'])
c('b',"pick Kamsi from her lesson at 5 on saturday, Musa is off",SO,'task',sat('b','17:00'),['Kamsi','Musa'])
c('c',"Somto's extra lesson teacher, Mr Ugochukwu, 0805 555 3321, comes mondays and thursdays",SO,'contact',['Ugochukwu'])
c('d',"remind me: sandals and socks for Kamsi for the inter-house sports",SO,'reminder_intention',['Kamsi'])

# ======== waits: the pharmacy's, the house's, the family's
c('e',"PCN still hasn't renewed our premises licence, we paid since february",S,'observation_insight',
  wait='PCN: premises licence renewal')
c('f',"Osas says the insulin will land on wednesday, the whole of Lagos is short",S,'observation_insight',['Osas'],
  wait='Osas: insulin supply',exp=wd('f','wed'))
c('g',"no credit note yet from the distributor for the expired syrups",S,'observation_insight',
  wait='distributor: credit note for the expired syrups')
c('h',"the bank hasn't approved the shop's loan top-up, it's three weeks now",S,'observation_insight',
  wait="bank: shop's loan top-up")
c('a',"Mr Ekwueme has still not repaired the leaking roof in our kitchen, he keeps promising next week",P_,'observation_insight',['Ekwueme'],
  wait='Mr Ekwueme: fix the kitchen roof')
c('b',"waiting for Bayo to bring the gas for the bedroom AC",P_,'observation_insight',['Bayo'],
  wait='Bayo: gas for the bedroom AC')
c('c',"Ebube's school is yet to send his report card, other parents have theirs",SO,'observation_insight',['Ebube'],
  wait="school: Ebube's report card")
c('d',"my passport renewal at Ikoyi is still pending, they said six weeks",P_,'observation_insight',
  wait='immigration office: passport renewal')
c('e',"Mrs Ibekwe hasn't sent the shop's tax computation, LIRS deadline is close",S,'observation_insight',['Ibekwe'],
  wait="Mrs Ibekwe: the pharmacy's tax computation")
c('f',"has UNILAG put out the hostel list? Adanna is anxious",SO,'observation_insight',['Adanna'],
  wait='UNILAG: hostel list')
c('g',"the adire teacher wants the fabric money from me, send it tonight",P_,'transaction',tonight('g'))

# ======== completions, parents
c('h',"paid the PCN renewal fee online, receipt saved",S,'transaction',
  ctx=ctx(t=T("Pay the PCN renewal fee","Buy Somto's school sandals")),comp='t1')
c('a',"called Mrs Ajayi, her insulin is ready for pickup",S,'communication',['Ajayi'],
  ctx=ctx(t=T("Call the plumber","Call Mrs Ajayi about her insulin")),comp='t2')
c('b',"bought a new gas cylinder for the house, the old one was leaking",P_,'acquisition_disposition',
  ctx=ctx(t=T("Buy a new gas cylinder","Order more ORS")),comp='t1')
c('c',"signed Kamsi's swimming lessons consent form",SO,'task',['Kamsi'],
  ctx=ctx(t=T("Sign Kamsi's swimming consent form","Sign the shop's lease renewal")),comp='t1')
c('d',"sent Mama her monthly money",SO,'transaction',
  ctx=ctx(t=T("Pay the shop's diesel supplier","Send Mama's monthly money")),comp='t2')
c('e',"uploaded my MCPD certificate on the PCN portal",S,'task',
  ctx=ctx(t=T("Upload MCPD certificate","Book Dr Kanayo")),comp='t1')
c('f',"the lease for the Yaba shop is signed, Mr Akinola's cousin owns it",S,'milestone_outcome',['Akinola'],
  ctx=ctx(p=P(YABA,APP),t=T(("Sign the Yaba lease","p1"),("Compare stock apps","p2"))),comp='t1',par='p1')
c('g',"the new branch needs its own superintendent pharmacist, ask Fola if she's interested",S,'communication',['Fola'],
  ctx=ctx(p=P(YABA,APP)),par='p1')
c('h',"the app people want us to barcode every item on the shelves first",S,'observation_insight',
  ctx=ctx(p=P(YABA,APP)),par='p2')
c('a',"the roofers at Lakowe need 900k more for the aluminium sheets",P_,'transaction',
  ctx=ctx(p=P(LAKOWE,CAR)),par='p1')
c('b',"saw a clean tokunbo Highlander at Berger, 14.5m, still pricing it",P_,'observation_insight',
  ctx=ctx(p=P(LAKOWE,CAR)),par='p2')
c('c',"the plumber can start the plumbing in the new house from the 20th",P_,'observation_insight',nth('c',20),
  ctx=ctx(p=P(LAKOWE,CAR)),par='p1')
c('d',"book the hall at St Mary's for Mama's party and ask Oluchi about the aso ebi",SO,'task',['Oluchi'],
  ctx=ctx(p=P(SEVENTY,SOMTO)),par='p1')
c('e',"buy Somto a mattress, bucket and a small cooler for the hostel",SO,'acquisition_disposition',['Somto'],
  ctx=ctx(p=P(SEVENTY,SOMTO)),par='p2')
c('f',"Chinedu is flying in for Mama's 70th, he lands on the 12th",SO,'observation_insight',nth('f',12),['Chinedu'],
  ctx=ctx(p=P(SEVENTY,SOMTO)),par='p1')
c('g',"the boarding school sent the list, the prospectus says two white shirts and a cutlass",SO,'observation_insight',
  ctx=ctx(p=P(SEVENTY,SOMTO)),par='p2')
c('h',"Ireti's husband just got a job in Canada, they're leaving in March",SO,'observation_insight',['Ireti'],
  ctx=ctx(p=P(SEVENTY,SOMTO)))

# ======== ordinary thoughts to fill every event type in each domain
# ---- personal
c('a',"walked round the estate twice before opening, my knees thank me",P_,'routine_activity')
c('b',"remind me 2moro at 7 to move the car out before the sweepers come",P_,'reminder_intention',rel('b',1,'07:00'))
c('c',"Dr Kanayo's clinic, 0809 555 2210, Obinna uses him too",P_,'contact',['Kanayo','Obinna'])
c('d',"decided: no more eating after 8 at night, my belly is growing",P_,'decision_commitment')
c('e',"I finally ran 5k without stopping, took 38 minutes",P_,'milestone_outcome')
c('f',"that suya spot near the shop gave me running stomach",P_,'observation_insight')
c('g',"sold my old sewing machine to a woman on the next street for 45k",P_,'acquisition_disposition')
c('h',"don't let me forget to renew my driver's licence before it lapses on the 28th",P_,'reminder_intention',nth('h',28))
# ---- social
c('a',"called Mama, she says her knee is better",SO,'communication')
c('b',"Kachi's new number is 0813 555 9082, she moved to Ajah",SO,'contact',['Kachi'])
c('c',"bought a Bible and a greeting card for Ireti's daughter's first communion",SO,'acquisition_disposition',['Ireti'])
c('d',"I feel bad I missed Kamsi's end of term play because of the NAFDAC inspection",SO,'emotion_state',['Kamsi'])
c('e',"family night again like every sunday: no phones, rice and stew, Ludo",SO,'routine_activity')
c('f',"organise Kamsi's 7th birthday: a small party at home, cake, party packs, her friends from school",SO,'project',['Kamsi'])
c('g',"Obinna and I are 17 years married today",SO,'milestone_outcome',['Obinna'])
c('h',"chai, Oluchi's husband is sick again, I'm so worried for her",SO,'emotion_state',['Oluchi'])
c('a',"video call with Chinedu and his kids saturday at 3, they are 6 hours behind",SO,'communication',sat('a','15:00'),['Chinedu'])
# ---- systems
c('b',"call Osas 2moro at 9 on the new price list, everything has gone up again",S,'communication',rel('b',1,'09:00'),['Osas'])
c('c',"remind me on monday to check the fridge temperature log, the NAFDAC people may come",S,'reminder_intention',wd('c','mon'))
c('d',"Osas the distributor's rep, 0802 555 6611, he comes on thursdays",S,'contact',['Osas'])
c('e',"every customer who buys antibiotics without prescription wants it for catarrh",S,'observation_insight')
c('f',"emailed Mrs Ibekwe our bank statements for the audit",S,'communication',['Ibekwe'])
c('g',"the NAFDAC inspection went well, no query at all",S,'milestone_outcome')
c('h',"going with the Surulere distributor for the new year, the Ikeja ones are too slow",S,'decision_commitment')
c('a',"start a loyalty card for regular customers: design, printing, a book to track points",S,'project')
c('b',"Mr Danladi's number 0703 555 1184, he buys for his whole family on account",S,'contact',['Danladi'])
c('c',"Jide's delivery run every morning at 10, Surulere and Yaba",S,'routine_activity',OMIT,['Jide'])
c('d',"text Chisom that the baby's formula has come",S,'communication',['Chisom'])
c('e',"the shop's fridge for vaccines is too small, we need a bigger one before the rains",S,'acquisition_disposition')
c('f',"sick of these power cuts at the shop, I'm spending more on diesel than on rent",S,'emotion_state')
c('g',"feeling proud when I walked past the shop this morning with the new signboard lit",S,'emotion_state')
c('h',"ping me on the 2nd to pay the staff before they start asking",S,'reminder_intention',nth('h',2))
# ---- more personal and social to balance
c('a',"I'm happy in my body these days, the walking is paying off",P_,'emotion_state')
c('b',"the mechanic says the Corolla's gearbox is going, 350k to fix",P_,'observation_insight')
c('c',"plan my own 45th birthday trip: Calabar for 3 days, flight, hotel, Obudu",P_,'project')
c('d',"buy new sandals for myself this weekend, the old ones are done",P_,'acquisition_disposition',sat('d'))
c('e',"called Dr Kanayo's nurse, she shifted my checkup by a week",P_,'communication',['Kanayo'])
c('f',"ordered a standing fan for our bedroom online",P_,'acquisition_disposition')
c('g',"tell Iyabo to wash the curtains on saturday",P_,'task',sat('g'),['Iyabo'])
c('h',"ping me tonight to call Mama about our christmas plans",SO,'reminder_intention',tonight('h'))
c('a',"Ireti and I are doing morning walks every tuesday and thursday at 6",SO,'routine_activity',OMIT,['Ireti'])
c('b',"promised Oluchi I will come for her shop opening in april, no excuse",SO,'decision_commitment',['Oluchi'])
c('c',"watched Kamsi's favourite cartoon movie with her, she laughed throughout",SO,'learning_consumption',['Kamsi'])
c('d',"Pastor Ugo's wife lost her mother, we'll go and greet them on friday",SO,'task',wd('d','fri'),['Ugo'])
c('e',"Somto is growing so fast, all his trousers are short",SO,'observation_insight',['Somto'])
c('f',"our anniversary dinner plan: book the restaurant, get Obinna a watch, Iyabo to keep the kids",SO,'project',['Obinna','Iyabo'])
c('g',"get Ebube a bicycle for christmas, he has been begging",SO,'acquisition_disposition',['Ebube'])
c('h',"Ebube came first in the spelling bee at school!!",SO,'milestone_outcome',['Ebube'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 52, cases)
