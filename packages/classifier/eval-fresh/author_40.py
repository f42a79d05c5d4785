# Writes thoughts-fresh-40.jsonl: a fortieth fresh labelled set (issue 10, ids f40…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# self-employed bookkeeper in Johannesburg (Africa/Johannesburg) who runs her practice, Dlamini Books, from the
# kitchen table and the spare room of her house in Randburg, writing South African English ("just now", "now now",
# "eish", "shame", "lekker", "ag", "howzit", "sharp", "robot" for a traffic light, "bakkie", "braai", "load
# shedding", "medical aid", "the bond", "rates and taxes", "stokvel", rand amounts).
# New people: Sipho (her husband, who sometimes drives client files round), Ayanda (12) and Lwazi (7), Mama and Gogo
# in Soweto (relation words), Zanele (her sister, paid to do the filing on Fridays), Themba (her brother in Durban),
# friends Lerato Mokoena (who is ALSO a client: her salon's books) and Busi, Mrs van Wyk next door; for herself Dr
# Naidoo (her GP), Bheki (the mechanic for the Polo), Mr Botha (plumber); clients Mr Pillay (Pillay Hardware), Dr
# Essop (a dental practice whose books she keeps), the Khumalo brothers (a panel beater), Little Acorns creche (Mrs
# Ndlovu), and Mrs Govender (the auditor she refers clients to).
# Weighted to DOMAIN borderlines (GUIDELINES 2 and its Clarifications): the same nouns fall in different domains by
# whose they are and what they are for. The accounts (the household's own bills and bond: personal; a client's books
# and the practice's money: systems), the car (its service and licence: personal; the kilometres to a client:
# systems), the phone and laptop (hers: personal; the business line and the work laptop: systems), the kitchen
# table, the spare room, clients who are friends (Lerato's salon books: systems; Lerato's birthday: social), family
# who help in the business (Zanele doing the filing, Sipho dropping off client files: systems; Zanele's engagement,
# Sipho's own job: social), doctors who are clients (Dr Essop's VAT: systems) against her own GP (personal), money
# given to family (social) against money paid to family for work (systems). Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-40-read.jsonl (misses
# may be read) and thoughts-fresh-40-held.jsonl (totals only).
# Run: python3 eval-fresh/author_40.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, eom, sat, T, P, ctx, OMIT
use({
 'a':("2026-01-20T07:40:00","Africa/Johannesburg"),   # Tue, before the school run
 'b':("2026-02-26T13:10:00","Africa/Johannesburg"),   # Thu, VAT week
 'c':("2026-03-14T09:30:00","Africa/Johannesburg"),   # Sat
 'd':("2026-05-04T16:45:00","Africa/Johannesburg"),   # Mon
 'e':("2026-06-17T21:20:00","Africa/Johannesburg"),   # Wed, load shedding
 'f':("2026-08-09T11:00:00","Africa/Johannesburg"),   # Sun
 'g':("2026-09-25T10:15:00","Africa/Johannesburg"),   # Fri, Zanele's filing day
 'h':("2026-11-10T19:05:00","Africa/Johannesburg"),   # Tue
}, {'a':'tue','b':'thu','c':'sat','d':'mon','e':'wed','f':'sun','g':'fri','h':'tue'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
INVERTER=P("Inverter and batteries for the house")
KITCHEN=P("Redo our kitchen")
PARTY=P("Lwazi's 8th birthday")
MAMA=P("Mama's 70th in Soweto")
ACORNS=P("Take on the Little Acorns creche books")
PILLAY=P("Pillay Hardware year-end")
SAIPA=P("SAIPA professional accountant exam")

# ======== personal: her own health, the house in Randburg, the Polo, her own money and the household's bills
# ---- observation
c('a',"our own electricity account jumped R600 this month and we were on load shedding half of it",P_,'observation_insight')
c('b',"The Polo drags left every time I brake at the robot by the Spar.",P_,'observation_insight')
c('c',"my own medical aid doesn't cover the physio anymore, only checked now",P_,'observation_insight')
c('e',"the house is always coldest in the kitchen where I sit working, the floor tiles",P_,'observation_insight')
c('f',"my back only aches on the days I sit at the kitchen table past five",P_,'observation_insight')
c('g',"Mr Botha said he'd come back with the geyser valve on Monday, nothing since",P_,'observation_insight',['Botha'],
  wait='Mr Botha: geyser valve')
c('h',"City Power still hasn't fixed the streetlight outside our gate",P_,'observation_insight',wait='City Power: streetlight repair')
c('d',"my personal phone battery dies by lunch since the update",P_,'observation_insight')
c('a',"the rates and taxes on the house went up again, third year running",P_,'observation_insight')
# ---- task
c('a',"clear my own stuff off the spare room bed so I can paint it",P_,'task')
c('c',"finally fixed the leaking tap in our bathroom myself, no plumber",P_,'task',
  ctx=ctx(t=T("Fix the bathroom tap","Renew the car licence")),comp='t1')
c('d',"take the Polo to Bheki on thursday for the brakes",P_,'task',wd('d','thu'),['Bheki'])
c('f',"sort out our household files this weekend, the bond papers are mixed in with everything",P_,'task',sat('f'))
c('h',"renew the Polo's licence disc before the end of the month",P_,'task',eom('h'))
# ---- reminder
c('b',"remind me tomorrow at 8 to book my own pap smear with Dr Naidoo",P_,'reminder_intention',rel('b',1,'08:00'),['Naidoo'])
c('e',"dont forget the geyser guy on friday morning",P_,'reminder_intention',wd('e','fri','09:00'))
c('g',"ping me sunday, water the veggies before the heat",P_,'reminder_intention',wd('g','sun'))
# ---- communication
c('a',"phoned my medical aid about the dentist claim for my crown, they'll pay it",P_,'communication',
  ctx=ctx(t=T("Phone the medical aid about the crown claim","Get the gutters cleaned")),comp='t1')
c('d',"whatsapp Bheki tomorrow to ask if the Polo is ready",P_,'communication',rel('d',1),['Bheki'])
c('f',"emailed the body corporate about the leak in our ceiling",P_,'communication')
c('h',"Dr Naidoo's rooms called, my blood results are fine",P_,'communication',['Naidoo'])
# ---- contact
c('b',"Bheki the mechanic has a new workshop in Ferndale, 082 447 3310.",P_,'contact',['Bheki'])
c('e',"Mr Botha the plumber only takes cash and doesn't work Saturdays",P_,'contact',['Botha'])
c('g',"My physio now is Karin at the Cresta clinic, she does dry needling",P_,'contact',['Karin'])
c('c',"Dr Naidoo's receptionist is Shireen, ask her for the early slots",P_,'contact',['Naidoo','Shireen'])
# ---- transaction
c('a',"paid our bond for January from the house account",P_,'transaction',
  ctx=ctx(t=T("Pay the bond","Book the Polo's service")),comp='t1')
c('c',"the insurance on our house debit order bounced, eish",P_,'transaction')
c('e',"my own tax refund from SARS came in, R3,100",P_,'transaction')
c('g',"The hardware store hasn't refunded me yet for the broken tap I returned",P_,'transaction',wait='hardware store: refund for the broken tap')
c('h',"put R2,000 into the inverter fund this month",P_,'transaction',ctx=ctx(p=INVERTER),par='p1')
# ---- acquisition
c('b',"need new takkies for parkrun before saturday, mine are finished",P_,'acquisition_disposition',sat('b'))
c('d',"got a firmer mattress at Makro, my back was killing me",P_,'acquisition_disposition')
c('f',"sold our old fridge on Facebook marketplace for R1,500",P_,'acquisition_disposition')
c('h',"order the two lithium batteries for the inverter",P_,'acquisition_disposition',
  ctx=ctx(p=INVERTER,t=T(("Get three quotes","p1"),("Order the batteries","p1"))),par='p1')
# ---- routine
c('a',"parkrun at Delta Park this saturday, like every week",P_,'routine_activity',sat('a'))
c('c',"did my Saturday parkrun, 31 minutes",P_,'routine_activity')
c('e',"my evening stroll around the block before the power goes off, every night",P_,'routine_activity')
c('g',"Pilates tomorrow at 7, as on every saturday.",P_,'routine_activity',rel('g',1,'07:00'))
# ---- decision
c('b',"decided we're getting the inverter, not a generator, the neighbours' one drives me mad",P_,'decision_commitment',
  ctx=ctx(p=INVERTER),par='p1')
c('d',"switching to the cheaper medical aid plan from June",P_,'decision_commitment')
c('h',"cutting out coffee after lunch, I'm lying awake doing sums",P_,'decision_commitment')
# ---- learning
c('a',"reading Sisonke Msimang's memoir in bed, lekker",P_,'learning_consumption',['Sisonke Msimang'])
c('e',"watching a youtube series on fixing your own geyser",P_,'learning_consumption')
c('g',"enrolled in a pottery class in Parkhurst for myself, saturday mornings",P_,'learning_consumption')
# ---- milestone
c('c',"finished my first 10k at the Soweto marathon!!",P_,'milestone_outcome')
c('f',"the car is finally paid off, the Polo is mine",P_,'milestone_outcome')
c('h',"we got through the whole winter without a single burst pipe in the house",P_,'milestone_outcome')
# ---- emotion
c('b',"so tired today, I didn't sleep with the dogs barking",P_,'emotion_state')
c('e',"so fed up, load shedding in the house again and I can't even boil a kettle",P_,'emotion_state')
c('d',"Bheki is still waiting for a part for the Polo's brakes - he says thursday",P_,'observation_insight',['Bheki'],wait='Bheki: part for the Polo',exp=wd('d','thu'))
c('g',"relieved the lump on my arm was nothing",P_,'emotion_state')
# ---- project
c('a',"redo our kitchen: new counters, move the plug points, paint, a new stove",P_,'project')
c('d',"inverter and batteries for the house: three quotes, an electrician's COC, a spot in the garage",P_,'project')
c('f',"veggie garden at the back: clear the corner, buy seedlings, fix the tap",P_,'project')

# ======== social: Sipho, Ayanda and Lwazi, Mama and Gogo, Zanele and Themba, Lerato and Busi as friends, neighbours
# ---- observation
c('a',"Sipho's company is moving him to the Midrand office in March",SO,'observation_insight',['Sipho'])
c('b',"Lerato cut her hair short, it suits her",SO,'observation_insight',['Lerato'])
c('d',"Zanele is way happier since she got engaged",SO,'observation_insight',['Zanele'])
c('e',"Ayanda always does her homework at the kitchen table when I'm working there",SO,'observation_insight',['Ayanda'])
c('f',"Mama's neighbour in Soweto put up a new wall, Mama says it blocks her sun",SO,'observation_insight')
c('g',"Lwazi only eats his lunch if it's in the dinosaur box",SO,'observation_insight',['Lwazi'])
c('h',"Mrs van Wyk's son came home from London for good",SO,'observation_insight',['van Wyk'])
c('c',"Themba said he'd send the photos from the wedding, still waiting",SO,'observation_insight',['Themba'],
  wait='Themba: photos from the wedding')
c('e',"Busi's husband lost his job at the mine, shame",SO,'observation_insight',['Busi'])
# ---- task
c('a',"drop Ayanda at school at 8 then Lwazi's aftercare form",SO,'task',rel('a',0,'08:00'),['Ayanda','Lwazi'])
c('c',"sign Lwazi's school trip form tonight and put it in his bag",SO,'task',tonight('c'),['Lwazi'],
  ctx=ctx(t=T("Sign Lwazi's trip form","Buy Ayanda's maths set")))
c('e',"help Ayanda with her science project at the kitchen table tomorrow",SO,'task',rel('e',1),['Ayanda'])
c('g',"took Mama's meds to Soweto, she had run out",SO,'task',
  ctx=ctx(t=T("Take Mama's tablets to Soweto","Book Lwazi's haircut")),comp='t1')
c('h',"book the jumping castle for Lwazi's party",SO,'task',['Lwazi'],ctx=ctx(p=PARTY),par='p1')
c('f',"emailed Ayanda's teacher about the netball tour, waiting for her to reply",SO,'communication',['Ayanda'],wait="Ayanda's teacher: reply about the netball tour")
# ---- reminder
c('b',"remind me sunday, phone Themba for his birthday.",SO,'reminder_intention',wd('b','sun'),['Themba'])
c('d',"don't forget Lerato's birthday braai on saturday",SO,'reminder_intention',sat('d'),['Lerato'])
c('f',"remind me, Gogo's eye appointment is on the 13th, I'm taking her",SO,'reminder_intention',nth('f',13))
# ---- communication
c('a',"Mama called, she wants us in Soweto on Sunday for lunch",SO,'communication',wd('a','sun'))
c('c',"video called Themba and the kids in Durban",SO,'communication',['Themba'],ctx=ctx(t=T("Call Themba","File the Essop receipts")),comp='t1')
c('e',"Lerato whatsapped, she's coming for coffee on friday, just as a friend this time",SO,'communication',wd('e','fri'),['Lerato'])
c('g',"text Busi tonight to see if she's ok after the news",SO,'communication',tonight('g'),['Busi'])
c('h',"Sipho left a voicemail, he's stuck in traffic and will be late for supper",SO,'communication',['Sipho'])
# ---- contact
c('b',"Ayanda's new teacher is Mrs Mahlangu, she prefers notes in the homework book",SO,'contact',['Ayanda','Mahlangu'])
c('d',"Zanele's fiancé is Kagiso, he's from Mahikeng, works at the bank",SO,'contact',['Zanele','Kagiso'])
c('f',"Busi's new number is 073 918 2204, the old one was stolen",SO,'contact',['Busi'])
c('h',"Mrs van Wyk next door is allergic to cats, don't bring the kitten round",SO,'contact',['van Wyk'])
# ---- transaction
c('a',"sent Mama R1,500 for her groceries this month",SO,'transaction',ctx=ctx(t=T("Send Mama grocery money","Buy Lwazi's stationery")),comp='t1')
c('c',"gave Zanele R2,000 towards her wedding dress",SO,'transaction',['Zanele'])
c('e',"gave Lwazi R50 for the school fun day",SO,'transaction',['Lwazi'])
c('g',"sent Themba R800 for his son's school shoes",SO,'transaction',['Themba'])
# ---- acquisition
c('b',"bought Ayanda a calculator for school, the one the teacher wanted",SO,'acquisition_disposition',['Ayanda'])
c('d',"collect Lwazi's party cake on saturday",SO,'acquisition_disposition',sat('d'),['Lwazi'],
  ctx=ctx(p=PARTY,t=T(("Book the jumping castle","p1"),("Order the cake","p1"))),par='p1')
c('f',"gave Lwazi's old bike to Busi's boy",SO,'acquisition_disposition',['Lwazi','Busi'])
c('h',"need a present for Lerato's birthday, something for the garden",SO,'acquisition_disposition',['Lerato'])
# ---- routine
c('a',"sunday lunch at Mama's in Soweto, every week",SO,'routine_activity',OMIT)
c('c',"kids' swimming done this morning, as every saturday",SO,'routine_activity')
c('e',"friday movie night at home with Ayanda and Lwazi, my turn to pick",SO,'routine_activity',wd('e','fri'),['Ayanda','Lwazi'])
c('g',"coffee with Busi after the school run, our friday thing",SO,'routine_activity',['Busi'])
# ---- decision
c('b',"we decided Ayanda can get a phone when she turns 13, not before",SO,'decision_commitment',['Ayanda'])
c('d',"told Zanele I'd do her wedding decor, I can't back out now",SO,'decision_commitment',['Zanele'])
c('f',"not going to Durban in December, Themba and the kids will come to us",SO,'decision_commitment',['Themba'])
c('h',"promised Mama we'd fix her gate before the rains",SO,'decision_commitment')
# ---- learning
c('a',"reading up on ADHD since Lwazi's teacher raised it",SO,'learning_consumption',['Lwazi'])
c('e',"reading the high school prospectuses for Ayanda's applications",SO,'learning_consumption',['Ayanda'])
c('g',"listening to the parenting podcast Busi sent about teenagers and phones",SO,'learning_consumption',['Busi'])
# ---- milestone
c('b',"Lwazi lost his first tooth at breakfast!!",SO,'milestone_outcome',['Lwazi'])
c('d',"Zanele and Kagiso got engaged at the weekend!!",SO,'milestone_outcome',['Zanele','Kagiso'])
c('f',"Ayanda got into the A team for netball",SO,'milestone_outcome',['Ayanda'])
c('h',"Mama's 70th went off beautifully, the whole street came",SO,'milestone_outcome',ctx=ctx(p=MAMA),par='p1')
# ---- emotion
c('a',"worried about Gogo on her own with the power off at night",SO,'emotion_state')
c('c',"so proud of Sipho for finishing his degree at 45",SO,'emotion_state',['Sipho'])
c('e',"missing Themba, it's been a year since Durban",SO,'emotion_state',['Themba'])
c('g',"feeling guilty I missed Lwazi's assembly because of a client deadline",SO,'emotion_state',['Lwazi'])
# ---- project
c('b',"Mama's 70th in Soweto: hire a tent, caterers, invite the church, a speech from the kids",SO,'project')
c('e',"Lwazi's 8th birthday: jumping castle, cake, party packs, invite the class",SO,'project',['Lwazi'])
c('h',"Zanele's wedding decor: flowers, the hall, borrow Busi's fairy lights",SO,'project',['Zanele','Busi'])

# ======== systems: Dlamini Books, its clients (some of them friends), the business's money, kit and car use,
# family who help in it, and her professional exam
# ---- observation
c('a',"Lerato's salon books are a mess again, she's been paying stylists from her own account",S,'observation_insight',['Lerato'])
c('b',"SARS eFiling keeps timing out on the VAT201s for my clients",S,'observation_insight')
c('d',"Dr Essop's practice always submits the receipts after the 20th",S,'observation_insight',['Essop'])
c('e',"the Khumalo brothers undercharged on three invoices last month, I caught it in the recon",S,'observation_insight')
c('f',"the clients who pay monthly retainers are much less stress than the once-a-year ones",S,'observation_insight')
c('g',"Zanele found two months of Pillay Hardware slips filed under the wrong client",S,'observation_insight',['Zanele'])
c('h',"Mrs Ndlovu said she'd send the creche bank statements, still nothing",S,'observation_insight',['Ndlovu'],
  wait='Mrs Ndlovu: creche bank statements',ctx=ctx(p=ACORNS),par='p1')
c('c',"the work laptop freezes every time I open the payroll file",S,'observation_insight')
c('e',"Mr Pillay's stock count never matches the till, every year-end",S,'observation_insight',['Pillay'],ctx=ctx(p=PILLAY),par='p1')
# ---- task
c('a',"capture Lerato's salon slips for December before thursday",S,'task',wd('a','thu'),['Lerato'])
c('b',"reconcile Dr Essop's practice account by friday",S,'task',wd('b','fri'),['Essop'])
c('d',"log the kilometres for the client visits in the Polo this month for the business",S,'task')
c('f',"finished the Pillay Hardware trial balance",S,'task',
  ctx=ctx(p=PILLAY,t=T(("Do the trial balance","p1"),("Send the stock sheet","p1"))),comp='t1',par='p1')
c('g',"Sipho to drop the Khumalo files at their workshop on his way to work",S,'task',['Sipho'])
c('h',"clear the client files off the kitchen table and into the spare room office",S,'task')
# ---- reminder
c('a',"remind me the 25th, EMP201s for all the payroll clients",S,'reminder_intention',nth('a',25))
c('c',"dont forget Lerato's salon VAT, it's due by month end",S,'reminder_intention',eom('c'),['Lerato'])
c('e',"ping me at 9 tomorrow to chase Mrs Ndlovu for the creche statements",S,'reminder_intention',rel('e',1,'09:00'),['Ndlovu'],
  ctx=ctx(p=ACORNS),par='p1')
# ---- communication
c('b',"called Mr Pillay about the missing stock sheet, he says monday",S,'communication',['Pillay'],wait='Mr Pillay: stock sheet',exp=wd('b','mon'),
  ctx=ctx(p=PILLAY,t=T(("Call Mr Pillay about the stock sheet","p1"),("Book the stock count","p1"))),comp='t1',par='p1')
c('d',"Lerato phoned, not about the braai, she got a SARS letter for the salon",S,'communication',['Lerato'])
c('f',"email Mrs Govender the Essop file for the audit by wednesday",S,'communication',wd('f','wed'),['Govender','Essop'])
c('g',"Zanele whatsapped from my desk, the printer's jammed with the Khumalo invoices",S,'communication',['Zanele'])
c('h',"voicemail from the Khumalo brothers, they want to add a third employee to payroll",S,'communication')
# ---- contact
c('a',"Mrs Ndlovu runs Little Acorns creche, 011 792 5501, mornings only",S,'contact',['Ndlovu'],ctx=ctx(p=ACORNS),par='p1')
c('c',"Mrs Govender the auditor has moved to Sandton, same email",S,'contact',['Govender'])
c('e',"Dr Essop's practice manager is Fatima, she does the receipts now",S,'contact',['Essop','Fatima'])
c('h',"Lerato's salon is registered as Lerato Hair Studio (Pty) Ltd, VAT number in her file",S,'contact',['Lerato'])
# ---- transaction
c('a',"invoiced Lerato's salon R2,800 for the quarter, friend rate",S,'transaction',['Lerato'],
  ctx=ctx(t=T("Invoice Lerato's salon for the quarter","Buy Lerato a birthday present")),comp='t1')
c('b',"paid Zanele R900 for the filing days this month",S,'transaction',['Zanele'])
c('d',"Dr Essop's practice still hasn't paid my March invoice",S,'transaction',['Essop'],wait="Dr Essop's practice: March invoice")
c('f',"the business cellphone contract went up to R499",S,'transaction')
c('h',"the Khumalo brothers paid three months of fees in one go",S,'transaction')
# ---- acquisition
c('b',"need a second monitor for the work laptop, the spreadsheets are killing me",S,'acquisition_disposition')
c('d',"ordered a new lever arch file and dividers for the Little Acorns books",S,'acquisition_disposition',
  ctx=ctx(p=ACORNS,t=T(("Order the files","p1"),("Sign the engagement letter","p1"))),comp='t1',par='p1')
c('f',"sold the old business printer to a bookkeeper in Fourways",S,'acquisition_disposition')
c('h',"need a Sage licence for the practice, the free trial is over",S,'acquisition_disposition')
# ---- routine
c('a',"monday mornings are bank recons for all the clients, always",S,'routine_activity')
c('c',"Zanele's filing day, every friday from 9",S,'routine_activity',OMIT,['Zanele'])
c('e',"payroll run for the Khumalo guys tomorrow, same as every 18th",S,'routine_activity',rel('e',1))
c('g',"did my friday invoicing for all the clients at the kitchen table",S,'routine_activity')
# ---- decision
c('b',"decided to take on the Little Acorns books from April",S,'decision_commitment',
  ctx=ctx(p=ACORNS,t=T(("Decide on the Little Acorns books","p1"),("Send a quote","p1"))),comp='t1',par='p1')
c('e',"not doing Lerato's books for free anymore, friend or no friend",S,'decision_commitment',['Lerato'])
c('h',"told Mr Pillay I'd have the year-end done by the 30th",S,'decision_commitment',nth('h',30),['Pillay'],
  ctx=ctx(p=PILLAY),par='p1')
# ---- learning
c('a',"studying the IFRS for SMEs chapter for the SAIPA exam tonight",S,'learning_consumption',tonight('a'),ctx=ctx(p=SAIPA),par='p1')
c('d',"Watched the SARS webinar about this year's payroll tax tables",S,'learning_consumption')
c('g',"reading up on creche subsidies for the Little Acorns client",S,'learning_consumption',ctx=ctx(p=ACORNS),par='p1')
# ---- milestone
c('b',"passed the SAIPA exam!! professional accountant at last",S,'milestone_outcome',ctx=ctx(p=SAIPA),par='p1')
c('e',"signed my tenth monthly client, Dlamini Books is a real business now",S,'milestone_outcome')
c('h',"the Pillay Hardware audit went through without a single query",S,'milestone_outcome',ctx=ctx(p=PILLAY),par='p1')
# ---- emotion
c('a',"stressed about the VAT deadline for four clients this week",S,'emotion_state')
c('d',"awkward feeling about chasing Lerato for the salon fees, she's my friend",S,'emotion_state',['Lerato'])
c('g',"really happy with the way Zanele has organised the client files now",S,'emotion_state',['Zanele'])
# ---- project
c('c',"take on the Little Acorns creche books: engagement letter, set up Sage, get the opening balances",S,'project')
c('f',"move the practice out of the kitchen into the spare room: desk, filing cabinet, a separate business line",S,'project')
c('h',"Pillay Hardware year-end: stock count, recon, depreciation, send to Mrs Govender",S,'project',['Govender'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 40, cases)
