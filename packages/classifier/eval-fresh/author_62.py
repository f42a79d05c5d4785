# Writes thoughts-fresh-62.jsonl: a sixty-second fresh labelled set (issue 10, ids f62…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Creole
# Mauritian maintenance technician in his mid forties at a beach hotel in Flic en Flac (Indian/Mauritius, a time zone no
# earlier set used: the chillers, the pool pumps, guest rooms, the chief engineer, the GM, HR, cyclone warnings), who
# installs and services aircon units for private customers on weekends ("the aircon jobs"), lives in Quatre Bornes
# with his wife, a son in Form 3 who plays football, a daughter in Grade 4, his Mamie in Rose-Hill, a brother in
# Rodrigues; writing Mauritian English with Kreol and French bits ("ki manier", "mari" for very, "lakaz", "bazar",
# "tabagie", "dholl puri", "gato piment", "banane", "enn ti", "bon", "alor", "Rs"), some texts dictated without
# punctuation, with typos ("tmrw", "wat", "dnt", "b4", "2moro", "thursdy") and emojis.
# People (none in an earlier set, fixture or the dev set): Noëlle (wife), Kévin (son, 14, football), Océane (daughter,
# 9), Fabrice (his brother in Rodrigues), Josiane (his sister), Gérard (a fishing friend who also hires him for an
# aircon job), Lindsay (a friend, the under-15 coach), Rosemay (Noëlle's cousin, also a customer), Jean-Marc (a nephew
# paid to help on aircon jobs, and given money for his 18th); at the hotel Mr Seetohul (chief engineer), Ashvin (a
# fellow technician), Mrs Lai Fat (the GM), Mrs Mardaye (HR); for the aircon jobs Mr Bhugon and Mrs Jhugroo
# (customers), Mr Appadoo (its accountant); for the house, his Vitz and himself Ivan (plumber), Navin (mechanic),
# Dr Ramdin (GP). Firms and places are left out (Jumbo, Intermart, CEB, CWA, MRA, MCB, Port Louis, Curepipe).
# It is WEIGHTED to scheduled_local and entities: habitual phrasing with a named instance ("as usual", "same as every
# tuesday", "the usual weekly round") beside habits with none (key left out) and habitual logs (null); a bare weekday
# with a time; a weekday with a month-day ("Friday Oct 16"); "next <weekday> 11am" said where both readings of "next"
# agree; "the day after tomorrow", "end of the month", "in a fortnight" (now + 14 days, like "in two weeks"), "this
# weekend", "tmrw night", parts of the day, offsets in hours, deadlines ("by", "b4"); vague times that stay null
# ("sometime next month", "in december"); dictation without punctuation; and people named in coordinations ("Kévin
# and Océane", "Gérard, Lindsay and Fabrice"), in lowercase and without accents, beside relation words, places, a
# dog (Bobby) and brands that stay out. Every event type and domain is still in the mix.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-62-read.jsonl (misses
# may be read) and thoughts-fresh-62-held.jsonl (totals only).
# Run: python3 eval-fresh/author_62.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, eom, T, P, ctx, OMIT
TZ="Indian/Mauritius"
use({
 'a':("2026-01-20T06:10:00",TZ),   # Tue, before the morning shift, cyclone season
 'b':("2026-02-14T10:30:00",TZ),   # Sat, an aircon job
 'c':("2026-03-26T19:40:00",TZ),   # Thu, after work
 'd':("2026-05-11T07:05:00",TZ),   # Mon, the van to Flic en Flac
 'e':("2026-07-03T17:50:00",TZ),   # Fri, winter, after the day shift
 'f':("2026-08-30T20:15:00",TZ),   # Sun evening
 'g':("2026-10-08T12:40:00",TZ),   # Thu, lunch in the boiler room
 'h':("2026-12-16T21:10:00",TZ),   # Wed, the hotel's high season
}, {'a':'tue','b':'sat','c':'thu','d':'mon','e':'fri','f':'sun','g':'thu','h':'wed'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
VERANDA,UNIT,PARTY="Roof the veranda at the lakaz","Aircon van and storage unit","Kévin's 15th birthday"
BOAT,RODRIG="Fix up Gérard's fishing boat","Family trip to Rodrigues"

# ======== habitual phrasing with a named instance (scheduled) beside habits with none (key left out) and logs (null)
c('a',"pool pump checks at 7 as usual then the chiller room",S,'routine_activity',rel('a',0,'07:00'))
c('b',"market in Quatre Bornes tomorrow morning same as every sunday",P_,'routine_activity',rel('b',1,'09:00'))
c('c',"football with Kévin and Lindsay saturday 4pm like always",SO,'routine_activity',sat('c','16:00'),['Kévin','Lindsay'])
c('d',"the usual weekly round of the guest room aircons on wednesday",S,'routine_activity',wd('d','wed'))
c('e',"mass sunday 9am with Noëlle and the kids as usual",SO,'routine_activity',wd('e','sun','09:00'),['Noëlle'])
c('f',"visit Mamie in Rose-Hill tmrw after work same as every monday",SO,'routine_activity',rel('f',1))
c('g',"boiler blowdown friday 6am, same as every friday",S,'routine_activity',wd('g','fri','06:00'))
c('h',"fishing at Le Morne with Gérard saturday dawn as usual",SO,'routine_activity',sat('h'),['Gérard'])
c('a',"the usual tuesday round of the kitchen cold rooms at 2 today",S,'routine_activity',rel('a',0,'14:00'))
c('b',"Océane's dance class thursday 5pm, the usual weekly thing",SO,'routine_activity',wd('b','thu','17:00'),['Océane'])
c('d',"gym at 6 tonight as usual",P_,'routine_activity',rel('d',0,'18:00'))
c('e',"filter cleaning for Mr Bhugon's units every three months, next one monday",S,'routine_activity',wd('e','mon'),['Bhugon'])
c('a',"grease the lift motors on the first monday each month",S,'routine_activity',OMIT)
c('c',"Jean-Marc and me do aircon jobs saturdays 8 till 1",S,'routine_activity',OMIT,ents=['Jean-Marc'])
c('f',"walk Bobby along the beach tuesday and friday evenings",P_,'routine_activity',OMIT)
c('g',"every fortnight i send Fabrice money for the boat diesel",SO,'transaction',OMIT,ents=['Fabrice'])
c('h',"swim at Flic en Flac public beach mon wed fri 5:30am",P_,'routine_activity',OMIT)
c('b',"back from the bazar like every saturday, bought the week's vegetables",P_,'routine_activity')
c('c',"did the thursday night fire alarm test like always, all fine",S,'routine_activity')
c('e',"lunch at Mamie's again, every friday she makes kari poisson",SO,'routine_activity')
c('g',"ironed Kévin and Océane's uniforms for the week, same as every sunday night",SO,'routine_activity',['Kévin','Océane'])

# ======== a bare weekday with a time, a weekday with a month-day, and "next <weekday> 11am"
c('a',"friday 2pm Mr Seetohul wants the chiller report on his desk",S,'task',wd('a','fri','14:00'),['Seetohul'])
c('b',"install Mrs Jhugroo's split unit wednesday 9am",S,'task',wd('b','wed','09:00'),['Jhugroo'])
c('c',"dentist monday 4:30 in Rose-Hill",P_,'task',wd('c','mon','16:30'))
c('d',"parents evening for Kévin thursday 5pm",SO,'task',wd('d','thu','17:00'),['Kévin'])
c('e',"Navin looks at the Vitz brakes tuesday 8am",P_,'task',wd('e','tue','08:00'),['Navin'])
c('f',"HR meeting with Mrs Mardaye wednesday 10:30 about my leave",S,'task',wd('f','wed','10:30'),['Mardaye'])
c('g',"Gérard's boat goes in the water saturday 6am, need to be there",SO,'task',sat('g','06:00'),['Gérard'])
c('h',"church choir rehearsal friday 7pm, Noëlle and Josiane both singing",SO,'task',wd('h','fri','19:00'),['Noëlle','Josiane'])
c('g',"Océane's school concert Friday Oct 16 at 6pm",SO,'task',md('g',10,16,'18:00','fri'),['Océane'])
c('g',"quote for Mr Bhugon's office Tuesday Oct 20, 10am",S,'task',md('g',10,20,'10:00','tue'),['Bhugon'])
c('a',"Dr Ramdin check up Thursday Feb 5 at 9",P_,'task',md('a',2,5,'09:00','thu'),['Ramdin'])
c('c',"fire safety audit at the hotel Wednesday Apr 8",S,'task',md('c',4,8,None,'wed'))
c('e',"Kévin and Lindsay's team final Saturday Jul 18 at Côte d'Or",SO,'task',md('e',7,18,None,'sat'),['Kévin','Lindsay'])
c('h',"Josiane's wedding anniversary dinner Saturday Dec 26, 7:30pm",SO,'task',md('h',12,26,'19:30','sat'),['Josiane'])
c('d',"next monday 11am toolbox talk with Mr Seetohul and Ashvin",S,'task',wd('d','mon','11:00'),['Seetohul','Ashvin'])
c('h',"next tuesday 11am the vet for Bobby's jabs",P_,'task',wd('h','tue','11:00'))
c('e',"next thursday 11am meeting at the MCB for the veranda loan",P_,'task',wd('e','thu','11:00'))
c('c',"next wednesday 11am Océane's eye test at the hospital",SO,'task',wd('c','wed','11:00'),['Océane'])
c('g',"next tuesday 11am the insurer comes to see the storm damage on the roof",P_,'task',wd('g','tue','11:00'))
c('b',"ki manier, Mrs Jhugroo wants her second unit done thursdy 3pm",S,'task',wd('b','thu','15:00'),['Jhugroo'])
c('f',"this wednesday 7pm parish council, i said i would come",SO,'decision_commitment',wd('f','wed','19:00'))

# ======== relative and vague times: the day after tomorrow, end of the month, a fortnight, this weekend, parts of a day
c('a',"the day after tomorrow take Mamie for her blood test",SO,'task',rel('a',2))
c('b',"day after tomorrow clean the filters at Gérard's place, he pays cash",S,'task',rel('b',2),['Gérard'])
c('c',"pay the CEB bill by end of the month",P_,'transaction',eom('c'))
c('d',"end of the month send Mr Appadoo all the aircon receipts",S,'task',eom('d'),['Appadoo'])
c('e',"in a fortnight Kévin's football trials, get him new boots b4",SO,'task',rel('e',14),['Kévin'])
c('f',"a fortnight from today the hotel stock count starts",S,'task',rel('f',14))
c('g',"this weekend fix the leaking gutter at the lakaz",P_,'task',sat('g'))
c('h',"tmrw night dinner at Rosemay's for her promotion",SO,'task',rel('h',1,'20:00'),['Rosemay'])
c('a',"tomorrow afternoon service the gym aircons on the 2nd floor",S,'task',rel('a',1,'15:00'))
c('b',"sunday evening call Fabrice in Rodrigues",SO,'communication',wd('b','sun','19:00'),['Fabrice'])
c('c',"in 2 hours take the chicken out the freezer",P_,'task',rel('c',0,'21:40'))
c('d',"noon today meet Jean-Marc at the hardware shop for copper pipe",S,'task',rel('d',0,'12:00'),['Jean-Marc'])
c('e',"sometime next month get the Vitz fitness test done",P_,'task')
c('f',"Fabrice's wedding in Rodrigues is sometime in december",SO,'observation_insight',ents=['Fabrice'])
c('g',"before end of the month renew the aircon business registration",S,'task',eom('g'))
c('h',"b4 christmas eve buy Océane the bike she wants",SO,'acquisition_disposition',md('h',12,24))
c('a',"in two weeks the hotel closes wing B, empty its storeroom b4 then",S,'task',rel('a',14))
c('b',"tmrw morning take Océane to Noëlle's cousin Rosemay for the day",SO,'task',rel('b',1,'09:00'),['Océane','Noëlle','Rosemay'])
c('d',"by the 15th pay Kévin's school trip",SO,'transaction',nth('d',15),['Kévin'])
c('e',"the 1st Mr Appadoo wants the VAT papers",S,'task',nth('e',1),['Appadoo'])
c('g',"at 5 today pick up the gas cylinder from the tabagie",P_,'acquisition_disposition',rel('g',0,'17:00'))
c('h',"tonight wrap the kids' presents",SO,'task',tonight('h'))
c('c',"8am tomorrow the chiller tech from Port Louis comes, meet him at the gate",S,'task',rel('c',1,'08:00'))

# ======== people named in coordinations, beside relation words, places, a dog and brands that stay out
c('a',"Kévin, Océane and Noëlle all have the flu, house is a hospital",SO,'observation_insight',['Kévin','Océane','Noëlle'])
c('b',"Gérard, Lindsay and Fabrice coming for a braai tonight",SO,'task',tonight('b'),['Gérard','Lindsay','Fabrice'])
c('c',"Ashvin and Mr Seetohul both say the chiller compressor is finished",S,'observation_insight',['Ashvin','Seetohul'])
c('d',"kevin and oceane fighting again over the tablet",SO,'observation_insight',['kevin','oceane'])
c('e',"Josiane, Rosemay and Noëlle are planning Mamie's 80th",SO,'observation_insight',['Josiane','Rosemay','Noëlle'])
c('f',"Jean-Marc & Ashvin helped me lift the outdoor unit onto the roof",S,'observation_insight',['Jean-Marc','Ashvin'])
c('g',"mr bhugon and mrs jhugroo both want installs b4 summer",S,'observation_insight',['bhugon','jhugroo'])
c('a',"Mamie, Papa and my aunty went to the Père Laval church together",SO,'observation_insight')
c('b',"Bobby chewed Kévin's football boots, Noëlle is furious",SO,'observation_insight',['Kévin','Noëlle'])
c('c',"Mrs Lai Fat, Mrs Mardaye and Mr Seetohul met the owners today, nobody tells us anything",S,'observation_insight',['Lai Fat','Mardaye','Seetohul'])
c('d',"bought fish at Mahébourg with Gérard and Fabrice, mari fresh",P_,'acquisition_disposition',['Gérard','Fabrice'])
c('e',"call Navin and Ivan about their quotes for the veranda",P_,'communication',['Navin','Ivan'])
c('f',"sent Josiane and Fabrice the photos from Mamie's birthday",SO,'communication',['Josiane','Fabrice'])

# ======== the hotel (systems) beside his own body (personal)
c('a',"cyclone warning class 2, tie down the pool loungers before noon",S,'task',rel('a',0,'12:00'))
c('b',"my knee hurts after climbing ladders all week",P_,'observation_insight')
c('c',"room 214 aircon dripping on the guest's bed again",S,'observation_insight')
c('d',"so tired of the GM shouting at us in front of guests",S,'emotion_state')
c('e',"Mrs Lai Fat says overtime is cut till high season",S,'observation_insight',['Lai Fat'])
c('f',"back pain all weekend, ask Dr Ramdin for a scan",P_,'task',['Ramdin'])
c('g',"the new chiller saves about 20 percent on electricity, Ashvin did the numbers",S,'observation_insight',['Ashvin'])
c('a',"blood pressure 150 this morning, Dr Ramdin wants it lower",P_,'observation_insight',['Ramdin'])
c('d',"ask Mrs Mardaye if i can swap my leave to august",S,'task',['Mardaye'])
c('e',"eighteen years at the hotel today, started as a helper",S,'milestone_outcome')
c('f',"sleeping bad since the night shifts started",P_,'observation_insight')

# ======== the aircon jobs (systems) beside the house and the Vitz (personal)
c('b',"Mr Bhugon paid Rs 12,000, two inverter units",S,'transaction',['Bhugon'])
c('c',"buy 30 metres of copper pipe and gas for saturday's install",S,'acquisition_disposition',sat('c'))
c('d',"the Vitz makes a noise when i turn left",P_,'observation_insight')
c('e',"kitchen tap leaking again, Ivan says the whole mixer must change",P_,'observation_insight',['Ivan'])
c('f',"quote Rosemay for an aircon in her bedroom, family price",S,'task',['Rosemay'])
c('g',"sold my old vacuum pump to some guy from Bambous, Rs 4,000",S,'acquisition_disposition')
c('h',"paint the kids' room b4 the 24th",P_,'task',nth('h',24))
c('a',"Mrs Jhugroo complains the unit i fixed is noisy",S,'observation_insight',['Jhugroo'])
c('b',"house insurance renewal came, Rs 9,800",P_,'transaction')
c('c',"paid Jean-Marc 1,500, he helped me saturday",S,'transaction',['Jean-Marc'])
c('d',"gave Jean-Marc 2,000 for his 18th birthday",SO,'transaction',['Jean-Marc'])
c('e',"aircon jobs brought in Rs 38,000 this month, best ever",S,'milestone_outcome')
c('f',"fill the Vitz with petrol tomorrow on the way",P_,'task',rel('f',1))
c('g',"new gauge manifold for the aircon jobs, the old one leaks",S,'acquisition_disposition')
c('h',"CWA bill Rs 640, pay it friday",P_,'transaction',wd('h','fri'))
c('a',"Gérard wants a unit in his living room, quote him",S,'task',['Gérard'])

# ======== family, church, football and money for others (social)
c('b',"sent Fabrice 3,000 for the boat engine",SO,'transaction',['Fabrice'])
c('d',"Mamie's pharmacy bill, 1,200, i paid it",SO,'transaction')
c('e',"Océane's school trip Rs 800, pay by monday",SO,'transaction',wd('e','mon'),['Océane'])
c('f',"football club fees for Kévin, Rs 1,500 this season",SO,'transaction',['Kévin'])
c('g',"Mr Appadoo's fee for the aircon accounts this year, Rs 7,000",S,'transaction',['Appadoo'])
c('a',"MRA refund of Rs 2,300 landed in my MCB account",P_,'transaction')
c('f',"home loan payment goes up Rs 900 from october",P_,'transaction')
c('h',"spent 4,000 on groceries for the christmas lunch at Mamie's",SO,'transaction')

# ======== a task beside the reminder for it (rule 1's phrases)
c('a',"remind me friday Kévin's football registration form",SO,'reminder_intention',wd('a','fri'),['Kévin'])
c('b',"dont forget the 20th is Noëlle's birthday",SO,'reminder_intention',nth('b',20),['Noëlle'])
c('c',"remind me 6am tomorrow, check the pool chlorine dosing",S,'reminder_intention',rel('c',1,'06:00'))
c('d',"ping me at 8pm to call Mr Bhugon about the second unit",S,'reminder_intention',rel('d',0,'20:00'),['Bhugon'])
c('e',"remind me the Vitz insurance runs out august 15",P_,'reminder_intention',md('e',8,15))
c('f',"don't forget Océane and Kévin need photos for their passports",SO,'reminder_intention',ents=['Océane','Kévin'])
c('g',"remind me thursday 2pm the refrigerant delivery",S,'reminder_intention',wd('g','thu','14:00'))
c('h',"remind me 2moro morning take my tablets before work",P_,'reminder_intention',rel('h',1,'09:00'))
c('a',"ping me end of the month to pay Mr Appadoo",S,'reminder_intention',eom('a'),['Appadoo'])
c('d',"remind me the day after tomorrow to book Mamie's taxi",SO,'reminder_intention',rel('d',2))
c('e',"dont forget the dog food, Bobby's bag is empty",P_,'reminder_intention')
c('g',"remind me in a fortnight to call the hotel supplier about the chiller parts",S,'reminder_intention',rel('g',14))
c('h',"buy the turkey for christmas lunch tomorrow",SO,'acquisition_disposition',rel('h',1))

# ======== a call or message beside the task it is about
c('a',"whatsapp Mrs Jhugroo about her noisy unit",S,'communication',['Jhugroo'])
c('b',"called Ivan, he comes monday for the tap",P_,'communication',wd('b','mon'),['Ivan'])
c('c',"emailed Mr Seetohul the chiller spare parts list",S,'communication',['Seetohul'])
c('e',"rang the school, Océane's teacher wants to see us",SO,'communication',['Océane'])
c('f',"voice note to Lindsay that Kévin can't make training tuesday",SO,'communication',['Lindsay','Kévin'])
c('g',"call Navin about the Vitz noise",P_,'communication',['Navin'])
c('h',"texted Jean-Marc to come 7am saturday for the Bhugon install",S,'communication',sat('h','07:00'),['Jean-Marc','Bhugon'])
c('d',"phone Mamie tonight, she was sad on sunday",SO,'communication',tonight('d'))

# ======== a decision made beside one to weigh up
c('a',"no more aircon jobs on sundays, family day",S,'decision_commitment')
c('b',"decided we bring the kids to Rodrigues in december",SO,'decision_commitment')
c('c',"think about leaving the hotel to do aircon full time",S,'task')
c('d',"we keep the Vitz another two years, no new car",P_,'decision_commitment')
c('e',"no more sugar in my tea from monday",P_,'decision_commitment',wd('e','mon'))
c('f',"told Lindsay i'll be assistant coach for the under-15s",SO,'decision_commitment',['Lindsay'])
c('g',"going with the Daikin units for Mr Bhugon's office, better warranty",S,'decision_commitment',['Bhugon'])
c('h',"weigh up borrowing for the veranda or wait a year",P_,'task')

# ======== got and let go (acquisition) beside money as the point
c('a',"old ladder is broken, the maintenance store needs another, order it",S,'acquisition_disposition')
c('b',"gave Kévin's old bike to Josiane's boy",SO,'acquisition_disposition',['Kévin','Josiane'])
c('c',"order Océane new school shoes, hers are split",SO,'acquisition_disposition',['Océane'])
c('d',"sold the old fridge on facebook for Rs 3,500",P_,'acquisition_disposition')
c('e',"new reading glasses for me, can't read the gauges",P_,'acquisition_disposition')
c('f',"buy gato piment and dholl puri for the football boys sunday",SO,'acquisition_disposition',wd('f','sun'))

# ======== news (observation) beside a notable result (milestone)
c('a',"Kévin scored two goals in the regional cup!!",SO,'milestone_outcome',['Kévin'])
c('b',"Fabrice says the fishing is bad in Rodrigues this year",SO,'observation_insight',['Fabrice'])
c('c',"finally got my refrigeration licence 🎉",S,'milestone_outcome')
c('d',"lost 5 kilos since january",P_,'milestone_outcome')
c('f',"Océane passed her swimming test, first in her class",SO,'milestone_outcome',['Océane'])
c('h',"100th aircon installed since the jobs began",S,'milestone_outcome')
c('g',"Josiane got the job at the ministry",SO,'milestone_outcome',['Josiane'])

# ======== reading, watching, classes (learning)
c('a',"watching youtube on inverter board repairs",S,'learning_consumption')
c('b',"got a Rodrigues history book out at the library, reading it for myself",P_,'learning_consumption')
c('c',"the hotel sends me on the BMS training next tuesday 11am",S,'learning_consumption',wd('c','tue','11:00'))
c('d',"watched the football documentary with Kévin and Océane",SO,'learning_consumption',['Kévin','Océane'])
c('e',"doing a solar water heater course online",P_,'learning_consumption')
c('g',"bible study group reading Acts this month",SO,'learning_consumption')

# ======== feelings stated outright beside the fact that causes them
c('a',"scared for the roof with this cyclone coming",P_,'emotion_state')
c('b',"so proud of Kévin, he never gave up",SO,'emotion_state',['Kévin'])
c('c',"worried about Mamie living alone in Rose-Hill",SO,'emotion_state')
c('d',"fed up, aircon customers always pay late",S,'emotion_state')
c('e',"happy today, nothing special, just happy",P_,'emotion_state')
c('f',"looking forward to Rodrigues with Noëlle and the kids",SO,'emotion_state',['Noëlle'])
c('g',"nervous about the BMS exam",S,'emotion_state')

# ======== contact cards
c('a',"Ivan the plumber 5789 2345, did Rosemay's bathroom",P_,'contact',['Ivan','Rosemay'])
c('b',"Mr Bhugon's office number 212 4567, ask for his secretary",S,'contact',['Bhugon'])
c('c',"Lindsay's new number 5912 0088",SO,'contact',['Lindsay'])
c('d',"Navin the mechanic moved to Ébène, same number",P_,'contact',['Navin'])
c('e',"Mr Appadoo does the aircon books, office in Rose-Hill, mornings",S,'contact',['Appadoo'])
c('f',"Josiane's new address 14 rue Labourdonnais, Curepipe",SO,'contact',['Josiane'])

# ======== new multi-step projects beside a single task
c('a',"roof the veranda: plans, permit from the municipality, a mason, the iron sheets",P_,'project')
c('b',"aircon van and storage: find a used van, rent a lock-up, shelving, signage",S,'project')
c('c',"Kévin's 15th: the hall, the cake, the DJ, invite the team",SO,'project',['Kévin'])
c('d',"fix up Gérard's fishing boat: sand it, new paint, the engine, the licence",SO,'project',['Gérard'])
c('e',"family trip to Rodrigues: the boat tickets, a guesthouse, leave from the hotel",SO,'project')

# ======== waits stated as states
c('a',"Mrs Jhugroo still hasnt paid for the install",S,'transaction',['Jhugroo'],wait='Jhugroo: payment for the install')
c('b',"Navin promised the Vitz back today, nothing yet",P_,'observation_insight',['Navin'],wait='Navin: the Vitz repair')
c('c',"waiting on the municipality for the veranda permit",P_,'observation_insight',wait='municipality: veranda permit')
c('d',"the supplier says the compressor comes thursday",S,'acquisition_disposition',wait='supplier: the compressor',exp=wd('d','thu'))
c('e',"Mrs Mardaye hasn't replied about my leave",S,'observation_insight',['Mardaye'],wait='Mardaye: reply about my leave')
c('f',"Fabrice still hasnt sent back the money for the engine",SO,'transaction',['Fabrice'],wait='Fabrice: money back for the engine')

# ======== completions and parents with the context
c('g',"called Mr Bhugon, install is on for next week",S,'communication',['Bhugon'],
  ctx=ctx(t=T("Call Mr Bhugon about the install","Pay the CWA bill")),comp='t1')
c('h',"CEB bill is paid",P_,'transaction',ctx=ctx(t=T("Pay the CEB bill","Buy dog food")),comp='t1')
c('a',"the mason starts on the veranda the day after tomorrow",P_,'task',rel('a',2),
  ctx=ctx(p=P(VERANDA,UNIT)),par='p1')
c('b',"found a used van in Goodlands, deal done for Rs 250,000",S,'acquisition_disposition',
  ctx=ctx(p=P(UNIT,VERANDA),t=T(("Find a used van","p1"),("Get the permit","p2"))),comp='t1',par='p1')
c('c',"booked the hall in Quatre Bornes for Kévin's party",SO,'task',['Kévin'],
  ctx=ctx(p=P(PARTY,BOAT),t=T(("Book the hall","p1"),("Sand the boat","p2"))),comp='t1',par='p1')
c('d',"sanded half the boat with Gérard, rest sunday",SO,'task',wd('d','sun'),['Gérard'],
  ctx=ctx(p=P(BOAT,PARTY),t=T(("Sand the boat","p1"),("Order the cake","p2"))),par='p1')
c('e',"the boat tickets to Rodrigues are bought",SO,'acquisition_disposition',
  ctx=ctx(p=P(RODRIG,VERANDA),t=T(("Buy the boat tickets","p1"),("Get a mason","p2"))),comp='t1',par='p1')
c('f',"sent Mr Appadoo the receipts, that's done",S,'communication',['Appadoo'],
  ctx=ctx(t=T("Send Mr Appadoo the aircon receipts","Fix the gutter")),comp='t1')
c('g',"gutter at the lakaz fixed, no more leak",P_,'task',
  ctx=ctx(t=T("Fix the gutter","Call Mamie")),comp='t1')
c('h',"the guesthouse in Rodrigues wants a deposit by friday",SO,'transaction',wd('h','fri'),
  ctx=ctx(p=P(RODRIG,UNIT)),par='p1')

# ======== dictated without punctuation and typos
c('a',"tmrw 7am meet Ashvin at the boiler room bring the new gaskets",S,'task',rel('a',1,'07:00'),['Ashvin'])
c('b',"ask Noëlle wat time Océane's party is",SO,'task',['Océane','Noëlle'])
c('c',"Kévin came home with a black eye from football says its nothing",SO,'observation_insight',['Kévin'])
c('d',"dnt forget football fees thursdy",SO,'reminder_intention',wd('d','thu'))
c('f',"Vitz wont start again Gérard and Lindsay pushed it this morning",P_,'observation_insight',['Gérard','Lindsay'])
c('g',"bon saturday 8 install at Rosemay's then lunch at Mamie's",S,'task',sat('g','08:00'),['Rosemay'])

# ======== more waits, completions and parents, so the set scores those fields too
c('g',"Mr Bhugon says he'll pay the balance end of the month",S,'transaction',['Bhugon'],
  wait='Bhugon: balance for the install',exp=eom('g'))
c('h',"the hotel still hasnt paid my december overtime",S,'transaction',wait='hotel: december overtime pay')
c('a',"Ivan was meant to bring the new mixer tap, no sign of him",P_,'observation_insight',['Ivan'],
  wait='Ivan: new mixer tap')
c('b',"Lindsay still has my cooler box from the beach day",SO,'observation_insight',['Lindsay'],
  wait='Lindsay: my cooler box')
c('c',"the MRA owes me a refund since last year",P_,'transaction',wait='MRA: my tax refund')
c('d',"Rosemay says she'll tell me which unit she wants by friday",S,'observation_insight',['Rosemay'],
  wait='Rosemay: choice of aircon unit',exp=wd('d','fri'))
c('e',"paid Ivan for the tap, Rs 2,200",P_,'transaction',['Ivan'],
  ctx=ctx(t=T("Pay Ivan for the tap","Wash the Vitz")),comp='t1')
c('f',"Kévin's boots bought, size 42",SO,'acquisition_disposition',['Kévin'],
  ctx=ctx(t=T("Buy Kévin football boots","Call Navin")),comp='t1')
c('g',"Mamie's taxi is booked for the day after tomorrow",SO,'task',rel('g',2),
  ctx=ctx(t=T("Book Mamie's taxi","Pay the CEB bill")),comp='t1')
c('h',"mason finished the veranda posts, roof sheets next",P_,'task',
  ctx=ctx(p=P(VERANDA,PARTY),t=T(("Put up the veranda posts","p1"),("Order the cake","p2"))),comp='t1',par='p1')
c('a',"rented a lock-up in Bambous for the aircon stock",S,'acquisition_disposition',
  ctx=ctx(p=P(UNIT,BOAT),t=T(("Rent a lock-up","p1"),("Paint the boat","p2"))),comp='t1',par='p1')
c('b',"the DJ wants Rs 5,000 for the night",SO,'observation_insight',ctx=ctx(p=P(PARTY,UNIT)),par='p1')
c('c',"the municipality wants a drawing from an engineer for the permit",P_,'observation_insight',
  ctx=ctx(p=P(VERANDA,RODRIG)),par='p1')
c('d',"Gérard found a used engine in Grand Gaube, Rs 40,000",SO,'observation_insight',['Gérard'],
  ctx=ctx(p=P(BOAT,UNIT)),par='p1')
c('e',"guesthouse in Rodrigues confirmed for the 20th to the 27th",SO,'observation_insight',
  ctx=ctx(p=P(RODRIG,VERANDA)),par='p1')
c('f',"signage for the van, ask the printer in Rose-Hill for a price",S,'task',
  ctx=ctx(p=P(UNIT,PARTY)),par='p1')
c('g',"cake for the party from the Chinese bakery, order it friday",SO,'acquisition_disposition',wd('g','fri'),
  ctx=ctx(p=P(PARTY,BOAT)),par='p1')
c('h',"Noëlle and Océane want to see the giant tortoises at Rodrigues",SO,'observation_insight',['Noëlle','Océane'],
  ctx=ctx(p=P(RODRIG,UNIT)),par='p1')
c('e',"pension contribution from my pay went up this month",P_,'transaction')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 62, cases)
