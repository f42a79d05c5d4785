# Writes thoughts-fresh-39.jsonl: a thirty-ninth fresh labelled set (issue 10, ids f39…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a retired
# secondary-school teacher of Irish and history in Cork (Europe/Dublin), writing Cork Irish English ("boy", "gatch",
# "giving out", "the press", "the messages", "fierce", "gas", "notions", "yerra", "a dote"), who minds her
# granddaughter Síle on Tuesdays and Thursdays, sits on the parish council, keeps an allotment plot and still earns a
# little from Leaving Cert Irish grinds and correcting state exam papers.
# New people: Úna (her daughter) and Olan (Úna's husband), Síle (the granddaughter), her son Pádraig in Boston, her
# sister Maureen in Mallow, friends Peggy and Noreen; the parish council: Fr Twomey, Bernie Lucey (secretary), Ger
# Kiely (treasurer), Councillor Hegarty; the allotments: Timmy Buckley (next plot), Breda Hurley (committee); for
# herself Dr Nagle (GP), Finbarr (mechanic), Dinny Crowley (plumber), Cáit (chiropodist); for the grinds and exams
# Mrs Dorgan and her son Rory, the Mulcahy twins, Siobhán Cronin (advising examiner), Mr Hurley (a principal).
# Weighted to EVENT-TYPE borderlines around other people's acts told in the past tense: what an institution or a
# named person did or what befell them ("the council resurfaced…", "Dr Nagle upped my tablets", "Maureen broke her
# wrist") is a noticed fact or news (rule 11), beside look-alikes that share its words and are something else: a
# call or message from or to that person (rule 2), a contact card about them (rule 7: who they are, a number, a
# preference), a thing for the user to do about it (13), a notable result (10), a decision taken together ("we
# agreed…", rule 8), money (3), getting a thing (4). Institutions and named people as subjects.
# The allotment, her health, house, car and money are personal; family, Síle, friends and the parish council social;
# the grinds, the exam correcting and subbing systems. Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-39-read.jsonl (misses
# may be read) and thoughts-fresh-39-held.jsonl (totals only).
# Run: python3 eval-fresh/author_39.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, C, ctx, OMIT
use({
 'a':("2026-01-13T10:05:00","Europe/Dublin"),   # Tue, minding Síle
 'b':("2026-02-19T20:40:00","Europe/Dublin"),   # Thu
 'c':("2026-04-11T08:15:00","Europe/Dublin"),   # Sat, off to the plot
 'd':("2026-05-26T14:20:00","Europe/Dublin"),   # Tue
 'e':("2026-07-02T21:30:00","Europe/Dublin"),   # Thu, correcting papers
 'f':("2026-08-23T11:45:00","Europe/Dublin"),   # Sun, after mass
 'g':("2026-09-30T16:50:00","Europe/Dublin"),   # Wed
 'h':("2026-11-17T09:30:00","Europe/Dublin"),   # Tue
}, {'a':'tue','b':'thu','c':'sat','d':'tue','e':'thu','f':'sun','g':'wed','h':'tue'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
PLOT=P("Allotment: raised beds for plot 14")
DEFIB=P("Defibrillator for the parish hall")
PARTY=P("Síle's fifth birthday")
GRINDS=P("Leaving Cert Irish grinds")
EXAMS=P("Correcting the Leaving Cert papers")

# ======== personal: her health, the house in Ballintemple, the car, her money, the allotment plot
# ---- observation: others' acts in the past tense, and noticed facts
c('a',"the council resurfaced the whole of Maryborough Hill over christmas, smooth as glass now",P_,'observation_insight')
c('b',"Irish Water dug up the footpath outside my gate again, third time since the summer",P_,'observation_insight')
c('d',"Dr Nagle upped my blood pressure tablets to the 10mg",P_,'observation_insight',['Nagle'])
c('e',"the ESB cut the power on the road for four hours, the freezer held thank god",P_,'observation_insight')
c('g',"Finbarr put two new tyres on the Yaris and never charged me for the tracking",P_,'observation_insight',['Finbarr'])
c('c',"someone took the good fork from the shared shed at the allotments",P_,'observation_insight')
c('d',"Timmy Buckley dug out the couch grass along the path between our plots while I was away",P_,'observation_insight',['Timmy Buckley'])
c('f',"the slugs ate every one of the lettuces overnight",P_,'observation_insight')
c('h',"Dinny found the leak, it was the joint behind the washing machine all along",P_,'observation_insight',['Dinny'])
c('a',"the chemist in Douglas stopped stocking the eye drops I use",P_,'observation_insight')
c('c',"the broad beans always do better at the sheltered end of the plot",P_,'observation_insight')
c('e',"my ankles swell up whenever it turns close and muggy",P_,'observation_insight')
c('g',"Dinny said he'd come back with the part for the immersion, not a sign of him since",P_,'observation_insight',['Dinny'],
  wait='Dinny: part for the immersion')
c('h',"the hospital still hasn't given me a date for the cataract appointment",P_,'observation_insight',wait='hospital: date for the cataract appointment')
c('b',"the allotment committee raised the rent on the plots again",P_,'observation_insight')
c('d',"the wind took the lid clean off the water butt at the plot",P_,'observation_insight')
c('g',"the bin men left our bin behind again, the whole road was done",P_,'observation_insight')
# ---- task
c('a',"put wire mesh under the compost bins at the plot before the rats get at them again",P_,'task')
c('b',"ring the council over that footpath, it's a death trap since Irish Water left it",P_,'communication')
c('c',"net the brassicas at the plot before the pigeons find them",P_,'task')
c('d',"defrost the chest freezer at the weekend",P_,'task',sat('d'))
c('f',"finally cleared out the press under the stairs, three bags for the bin",P_,'task',
  ctx=ctx(t=T("Clear out the press under the stairs","Get the chimney swept")),comp='t1')
c('g',"take the Yaris in to Finbarr on friday for the NCT pre-check",P_,'task',wd('g','fri'),['Finbarr'])
c('h',"bleed the radiators upstairs, the back bedroom one is only lukewarm",P_,'task')
# ---- reminder
c('a',"remind me tomorrow night, brown bin out",P_,'reminder_intention',rel('a',1,'20:00'))
c('d',"don't let me forget, bloods at the surgery on thursday at 9",P_,'reminder_intention',wd('d','thu','09:00'))
c('g',"ping me on saturday to sow the garlic at the plot",P_,'reminder_intention',sat('g'))
# ---- communication
c('b',"rang Cáit to move my feet appointment to the following week",P_,'communication',['Cáit'])
c('e',"Dr Nagle's surgery texted, my bloods are back and all normal",P_,'communication',['Nagle'])
c('f',"email the allotment committee about the broken tap on our row",P_,'communication')
c('h',"Dinny rang, he'll be out thursday morning to look at the leak",P_,'communication',wd('h','thu','09:00'),['Dinny'])
# ---- contact
c('a',"Cáit the chiropodist is on the Douglas Road now, over the pharmacy, 021 489 2290",P_,'contact',['Cáit'])
c('f',"Brendan, Peggy's nephew, does hedges and gutters, he did Noreen's last week, 086 552 1907",P_,'contact',['Brendan','Peggy','Noreen'])
c('c',"Timmy Buckley has plot 15, retired fireman, the man to ask about anything with onions",P_,'contact',['Timmy Buckley'])
c('e',"Dinny Crowley prefers a text to a call, he's up on roofs most of the day",P_,'contact',['Dinny Crowley'])
c('h',"the new practice nurse at Dr Nagle's is Joanne, she does the bloods on Tuesday mornings",P_,'contact',['Nagle','Joanne'])
# ---- transaction
c('c',"paid the plot rent for the year, €60 to Breda",P_,'transaction',['Breda'],
  ctx=ctx(p=PLOT,t=T(("Pay the allotment rent","p1"),("Order the timber for the beds","p1"))),comp='t1',par='p1')
c('f',"the teachers' pension went in a day early this month",P_,'transaction')
c('g',"house insurance renewal came in at €512, up €70 on last year",P_,'transaction')
c('d',"that chemist in Douglas still hasn't refunded the double charge",P_,'transaction',wait='chemist: refund for the double charge')
# ---- acquisition
c('a',"need a new hot water bottle, the old one split",P_,'acquisition_disposition')
c('d',"bought seed potatoes in Hickey's, Roosters and a few Kerr's Pinks",P_,'acquisition_disposition')
c('f',"gave the old exercise bike to the St Vincent de Paul",P_,'acquisition_disposition')
c('h',"order the timber for the raised beds from the yard in Ballincollig",P_,'acquisition_disposition',
  ctx=ctx(p=PLOT,t=T(("Order the timber for the beds","p1"),"Renew the car tax")),par='p1')
# ---- routine
c('a',"walked the Lough with Peggy as we do every morning",P_,'routine_activity',['Peggy'])
c('c',"Saturday at the plot, watered and weeded like every week",P_,'routine_activity')
c('e',"swim at the Lee Fields, my tuesday and thursday habit",P_,'routine_activity',OMIT)
c('g',"aqua aerobics at 11 tomorrow like every thursday",P_,'routine_activity',rel('g',1,'11:00'))
# ---- decision
c('b',"decided I'm not renewing the gym, the Lough walks do me",P_,'decision_commitment',
  ctx=ctx(t=T("Cancel or renew the gym membership","Book the NCT")),comp='t1')
c('d',"going with the heat pump grant, the boiler's done its time",P_,'decision_commitment')
c('g',"no more tea after 6, I'm awake half the night",P_,'decision_commitment')
# ---- learning
c('a',"reading the new Anne Enright in bed, slow going",P_,'learning_consumption',['Anne Enright'])
c('e',"watched that documentary on the Blaskets, fierce good",P_,'learning_consumption')
c('h',"the beekeeping course in the library starts wednesday at 7",P_,'learning_consumption',wd('h','wed','19:00'))
# ---- milestone
c('c',"first asparagus off the plot after three years of waiting",P_,'milestone_outcome')
c('f',"my onions took first prize at the Ballincollig show!!",P_,'milestone_outcome')
c('h',"the mortgage on Ballintemple is paid off, forty years of it",P_,'milestone_outcome')
# ---- emotion
c('b',"lonely in the house tonight with the rain",P_,'emotion_state')
c('e',"fed up to the back teeth with this hip, I can't kneel at the plot at all",P_,'emotion_state')
c('g',"so relieved the scan on the lump came back clear",P_,'emotion_state')
# ---- project
c('d',"project: raised beds at the plot - measure up, order timber, borrow Timmy's drill, fill with compost",P_,'project',['Timmy'])
c('g',"redo the back kitchen: new lino, paint the presses, replace the tap",P_,'project')
c('h',"polytunnel for next year: check the committee rules, price one, find a spot",P_,'project')

# ======== social: Úna, Olan and Síle, Pádraig in Boston, Maureen, Peggy and Noreen, the parish council
# ---- observation
c('a',"Maureen broke her wrist on the ice outside Mass in Mallow",SO,'observation_insight',['Maureen'])
c('b',"Olan's firm moved him to the Limerick office, he'll be commuting",SO,'observation_insight',['Olan'])
c('f',"Fr Twomey gave a lovely homily about the coffin ships",SO,'observation_insight',['Twomey'])
c('c',"Peggy's son sold the house in Rochestown and moved to Perth",SO,'observation_insight',['Peggy'])
c('d',"Fr Twomey moved the Saturday vigil mass to half six for the summer",SO,'observation_insight',['Twomey'])
c('e',"Noreen's husband got a pacemaker fitted in the CUH last week",SO,'observation_insight',['Noreen'])
c('f',"the county council finally fixed the pothole at the church gate",SO,'observation_insight')
c('g',"Síle lost her grip on the swing and split her lip, Úna says she's grand now",SO,'observation_insight',['Síle','Úna'])
c('h',"Pádraig's crowd in Boston laid off half the office, he's safe for now",SO,'observation_insight',['Pádraig'])
c('a',"Bernie Lucey ran the whole church gate collection on her own when the others cried off",SO,'observation_insight',['Bernie Lucey'])
c('d',"Councillor Hegarty promised the parish a new bus shelter at the meeting, we'll see",SO,'observation_insight',['Hegarty'])
c('e',"Síle only eats her dinner if it's cut into squares",SO,'observation_insight',['Síle'])
c('g',"the parish hall is always freezing for the Wednesday whist",SO,'observation_insight')
c('c',"Ger said he'd have the accounts for the council meeting, still nothing",SO,'observation_insight',['Ger'],wait='Ger: accounts for the council meeting')
c('h',"Úna and Olan changed the locks at their place, I've no key now",SO,'observation_insight',['Úna','Olan'])
# ---- task
c('a',"collect Síle from the crèche at 3",SO,'task',rel('a',0,'15:00'),['Síle'])
c('c',"drop the dinner over to Noreen's while the husband's laid up",SO,'task',['Noreen'])
c('e',"print the agenda for the parish council on monday",SO,'task',wd('e','mon'))
c('f',"dropped the casserole to Noreen, she was delighted",SO,'task',['Noreen'],
  ctx=ctx(t=T("Bring a dinner to Noreen","Post the card to Pádraig")),comp='t1')
c('h',"book the hall for Síle's party",SO,'task',['Síle'],ctx=ctx(p=PARTY),par='p1')
# ---- reminder
c('b',"remind me sunday, ring Maureen about her wrist",SO,'reminder_intention',wd('b','sun'),['Maureen'])
c('d',"dont forget Síle's swimming bag on thursday",SO,'reminder_intention',wd('d','thu'),['Síle'])
c('f',"remind me, parish council minutes to Bernie by the 1st",SO,'reminder_intention',nth('f',1),['Bernie'])
c('h',"don't let me forget the Mass card for Noreen's brother",SO,'reminder_intention',['Noreen'])
# ---- communication
c('a',"Úna rang, Síle has a temperature so no crèche tomorrow",SO,'communication',['Úna','Síle'])
c('c',"facetimed Pádraig and the boys in Boston, the small lad has a tooth out",SO,'communication',['Pádraig'])
c('d',"Bernie emailed round the last council meeting's minutes",SO,'communication',['Bernie'])
c('e',"text Peggy to see if she's on for the Lough tomorrow",SO,'communication',rel('e',1),['Peggy'])
c('g',"rang Maureen, the wrist is out of the cast at last",SO,'communication',['Maureen'])
c('h',"Fr Twomey phoned to ask would I do the second reading at the Christmas vigil",SO,'communication',['Twomey'])
# ---- contact
c('b',"Olan's mother is Kathleen, lives in Ennis, allergic to lilies",SO,'contact',['Olan','Kathleen'])
c('d',"Bernie Lucey, parish council secretary, 087 214 6630, emails better than calls",SO,'contact',['Bernie Lucey'])
c('f',"Ger Kiely is the treasurer now, he runs the hardware in Blackrock",SO,'contact',['Ger Kiely'])
c('g',"Síle's crèche teacher is Miss Aisling, the one with the red glasses",SO,'contact',['Síle','Aisling'])
# ---- transaction
c('a',"sent Pádraig €200 for the small lad's birthday",SO,'transaction',['Pádraig'])
c('c',"the church gate collection came to €1,340, Ger counted it twice",SO,'transaction',['Ger'])
c('e',"lodged the €400 from the raffle into the defib account",SO,'transaction',ctx=ctx(p=DEFIB),par='p1')
c('g',"gave Úna €150 towards the crèche fees this month",SO,'transaction',['Úna'])
# ---- acquisition
c('b',"got Síle a pair of wellies for the plot, pink ones",SO,'acquisition_disposition',['Síle'])
c('d',"collect the balloons and the banners for Síle's party saturday",SO,'acquisition_disposition',sat('d'),['Síle'],
  ctx=ctx(p=PARTY,t=T(("Book the hall","p1"),("Pick up the party balloons","p1"))),par='p1')
c('f',"we bought a piano for the parish hall off a family in Bishopstown, secondhand",SO,'acquisition_disposition')
c('h',"the cot went back to Úna, she's minding the neighbour's baby",SO,'acquisition_disposition',['Úna'])
# ---- routine
c('a',"Tuesday with Síle, park then soup, the usual",SO,'routine_activity',['Síle'])
c('d',"coffee with Peggy and Noreen after Mass like every Sunday",SO,'routine_activity',['Peggy','Noreen'])
c('f',"whist in the parish hall on wednesday nights",SO,'routine_activity',OMIT)
c('h',"minding Síle thursday from 8, my day",SO,'routine_activity',wd('h','thu','08:00'),['Síle'])
# ---- decision
c('b',"we agreed at the council meeting to put the defibrillator outside the hall, not in it",SO,'decision_commitment',
  ctx=ctx(p=DEFIB),par='p1')
c('e',"told Úna I'd take Síle the whole week of the summer camp",SO,'decision_commitment',['Úna','Síle'])
c('g',"not going to Boston at Christmas, Pádraig will come home in the spring instead",SO,'decision_commitment',['Pádraig'])
c('c',"promised Fr Twomey I'd run the cake stall at the summer fete",SO,'decision_commitment',['Twomey'])
# ---- learning
c('a',"reading up on speech delays since the crèche mentioned Síle's talking",SO,'learning_consumption',['Síle'])
c('d',"the parish council booked us all on first aid training for the defib on the 4th",SO,'learning_consumption',nth('d',4),
  ctx=ctx(p=DEFIB),par='p1')
c('g',"listening to the podcast Peggy put me onto about the Famine, very moving",P_,'learning_consumption',['Peggy'])
# ---- milestone
c('b',"Síle wrote her own name for the first time, all the letters backwards",SO,'milestone_outcome',['Síle'])
c('e',"the parish raised the full €2,500 for the defibrillator!!",SO,'milestone_outcome',ctx=ctx(p=DEFIB),par='p1')
c('h',"Pádraig has the green card at last!!",SO,'milestone_outcome',['Pádraig'])
c('d',"Peggy's granddaughter got into medicine in UCC!!",SO,'milestone_outcome',['Peggy'])
# ---- emotion
c('a',"worried about Maureen on her own in Mallow with that wrist",SO,'emotion_state',['Maureen'])
c('c',"so proud of Úna, she ran the whole 10k",SO,'emotion_state',['Úna'])
c('f',"missing Pádraig something fierce today",SO,'emotion_state',['Pádraig'])
c('h',"annoyed with Councillor Hegarty, all talk and no bus shelter",SO,'emotion_state',['Hegarty'])
# ---- project
c('b',"Síle's fifth birthday: the hall, a cake shaped like a pony, invites for the crèche",SO,'project',['Síle'])
c('e',"parish fete in August - stalls, raffle prizes, a bouncy castle and the rota",SO,'project')
c('g',"defibrillator for the parish hall: quotes, training, a cabinet and a fundraiser",SO,'project')

# ======== systems: the Leaving Cert Irish grinds, correcting state exam papers, the odd day subbing
# ---- observation
c('a',"the Department changed the oral marking scheme again for this year's Leaving Cert",S,'observation_insight')
c('b',"Rory Dorgan finally learned his modh coinníollach, three months it took",S,'observation_insight',['Rory Dorgan'])
c('c',"the Mulcahy twins dropped from higher to ordinary level after the mocks",S,'observation_insight')
c('e',"the SEC sent the scripts by courier a day late, the box was soaked",S,'observation_insight')
c('f',"Siobhán Cronin moderated my first bundle and only moved two marks",S,'observation_insight',['Siobhán Cronin'])
c('g',"Mr Hurley took on a young teacher for the Irish job, so no more subbing there",S,'observation_insight',['Hurley'])
c('h',"the Revenue portal logged me out three times while I was doing the grinds income",S,'observation_insight')
c('a',"students always fall down on the poetry comparison, never the prose",S,'observation_insight')
c('d',"the grinds fill up straight after the mock results every year",S,'observation_insight')
c('e',"half the scripts in this bundle answered the wrong question on the story",S,'observation_insight')
c('g',"Mrs Dorgan said she'd confirm whether Rory's staying on for sixth year, no word",S,'observation_insight',['Dorgan','Rory'],
  wait="Mrs Dorgan: whether Rory stays on for sixth year")
c('h',"the SEC still hasn't paid for the summer correcting",S,'transaction',wait='SEC: payment for the summer correcting')
c('c',"Scoil Bhríde cancelled the Tuesday subbing, their own teacher is back",S,'observation_insight')
c('b',"paid the college for the grinds room, €100 for the month",S,'transaction')
c('d',"the college gave my Thursday room to the maths crowd without a word",S,'observation_insight')
# ---- task
c('a',"photocopy the past papers for the Mulcahy twins",S,'task',ctx=ctx(p=GRINDS),par='p1')
c('c',"mark Rory's essay before Monday's grind",S,'task',wd('c','mon'),['Rory'])
c('e',"finished the second bundle of scripts, 40 done",S,'task',
  ctx=ctx(p=EXAMS,t=T(("Correct the second bundle","p1"),("Send the mark sheets to the SEC","p1"))),comp='t1',par='p1')
c('g',"sort the grinds timetable for October before the parents ask",S,'task',ctx=ctx(p=GRINDS),par='p1')
c('h',"update the sample answers on the aisling poem",S,'task')
# ---- reminder
c('b',"remind me friday about sending out the grinds invoices",S,'reminder_intention',wd('b','fri'))
c('d',"don't forget the examiners' conference in Athlone on the 9th",S,'reminder_intention',nth('d',9),ctx=ctx(p=EXAMS),par='p1')
c('f',"ping me tomorrow morning at 8, mark sheets into the post",S,'reminder_intention',rel('f',1,'08:00'),ctx=ctx(p=EXAMS),par='p1')
# ---- communication
c('a',"emailed Mrs Dorgan about moving Rory to thursdays",S,'communication',['Dorgan','Rory'])
c('c',"Mr Hurley rang, could I sub for the Irish teacher next week",S,'communication',['Hurley'])
c('e',"ring Siobhán Cronin about the marking on question 2 tomorrow",S,'communication',rel('e',1),['Siobhán Cronin'])
c('g',"the Mulcahys' mother texted, the twins can't make this week",S,'communication')
c('h',"phone the SEC helpline about the missing payment",S,'communication')
# ---- contact
c('b',"Siobhán Cronin is my advising examiner this year, Galway number, 091 773 410",S,'contact',['Siobhán Cronin'])
c('d',"Mrs Dorgan's email is dorganfamily@eircom.net, she wants receipts for her tax return",S,'contact',['Dorgan'])
c('f',"Mr Hurley is the principal in Scoil Bhríde, prefers the office to his mobile",S,'contact',['Hurley'])
c('h',"the Mulcahy twins are Aoife and Ciara, Aoife's the stronger at the oral",S,'contact',['Aoife','Ciara'])
# ---- transaction
c('a',"Mrs Dorgan paid for the ten grinds up front, €300",S,'transaction',['Dorgan'])
c('d',"invoice the Mulcahys for May, eight grinds at €35",S,'transaction')
c('g',"the exam correcting money came through, €1,870 before tax",S,'transaction',
  ctx=ctx(p=EXAMS,t=T(("Return the marked scripts","p1"),("Book the hotel in Athlone","p1"))),par='p1')
c('h',"put €400 aside out of the grinds for the tax bill",S,'transaction')
# ---- acquisition
c('b',"ordered the new Leaving Cert Irish workbooks from Easons for the grinds",S,'acquisition_disposition',
  ctx=ctx(p=GRINDS,t=T(("Order the workbooks","p1"),("Photocopy the past papers","p1"))),comp='t1',par='p1')
c('e',"need a new red pen refill, the scripts have the last of it",S,'acquisition_disposition')
c('g',"sold my old set of Irish dictionaries to a young teacher in Macroom",S,'acquisition_disposition')
# ---- routine
c('a',"grinds with Rory at 5 as every tuesday",S,'routine_activity',rel('a',0,'17:00'),['Rory'])
c('d',"corrected ten scripts before breakfast like every day this fortnight",S,'routine_activity',ctx=ctx(p=EXAMS),par='p1')
c('f',"the twins mondays and wednesdays at half four",S,'routine_activity',OMIT)
c('h',"my sunday evening job, planning the week's grinds",S,'routine_activity')
# ---- decision
c('c',"not taking any more grinds students this year, six is plenty",S,'decision_commitment')
c('e',"going with the online correcting next summer, no more boxes",S,'decision_commitment')
c('h',"told Mr Hurley I'd do the January mocks for him",S,'decision_commitment',['Hurley'])
# ---- learning
c('b',"the SEC webinar about marking the new oral is thursday at 4",S,'learning_consumption',wd('b','thu','16:00'))
c('d',"reading the chief examiner's report from last year on the essays",S,'learning_consumption')
c('g',"doing the junior cycle online course, module 3 tonight",S,'learning_consumption',tonight('g'))
# ---- milestone
c('a',"Rory got a H2 in the mock, from a H5 at Christmas!!",S,'milestone_outcome',['Rory'])
c('e',"Siobhán Cronin picked me to be an advising examiner next year!!",S,'milestone_outcome',['Siobhán Cronin'])
c('h',"the Mulcahy twins both passed higher level Irish",S,'milestone_outcome')
# ---- emotion
c('b',"nervous about the first bundle going to Siobhán Cronin",S,'emotion_state',['Siobhán Cronin'])
c('d',"fed up to the teeth with the SEC portal, it ate my marks twice",S,'emotion_state')
c('g',"delighted with the Dorgan lad, he's flying now",S,'emotion_state')
# ---- project
c('c',"grinds for the autumn: new flyer, a timetable, a room in the college, find four students",S,'project')
c('f',"write an oral exam prep booklet to sell to the grinds students: topics, sample answers, a recording",S,'project')
c('h',"set up a small Irish conversation circle for adults in the library: poster, room, a few themes",S,'project')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 39, cases)
