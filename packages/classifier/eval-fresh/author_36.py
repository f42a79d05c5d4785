# Writes thoughts-fresh-36.jsonl: a thirty-sixth fresh labelled set (issue 10, ids f36…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# semi-retired Glaswegian marine engineer (Europe/London, Scottish English: "dinnae", "hasnae", "couldnae", "weans",
# "the day", "scunnered", "pure", "blether") who still does the odd consulting survey of ferries, sings bass in a
# choir, volunteers at a food bank and is learning Gaelic.
# New people: Morag (his wife), Kirsty (the daughter) and Rab (her fiancé), Iain (the son), the grandchildren Callum and
# Eilidh, Fraser (his brother) and Jean, Shona (the choir director), Tam, Isa and Davie (choir), Agnes Kerr (the food
# bank coordinator), Mrs Dunlop next door and her daughter Fiona, Seonag (his Gaelic tutor), Billy (the plumber),
# Stevie Rennie (the mechanic), Dr Nairn (his GP), Hamish Baird (a ferry operator's fleet manager), Anjali (the
# operator's accounts), Lorna Menzies (a fellow surveyor), Gordon Lusk (the class society surveyor), Neil Cowan (the
# dry dock's yard manager).
# Weighted to EVENT TYPE borderlines by grammatical shape, each beside a look-alike: an idea told with a modal or as a
# question to oneself ("might be worth…", "maybe the choir could…", "wonder if…": observation) beside the same kind of
# thing told as a to-do ("should really sort…", "need to…", "must ask…": task or communication); plans told as
# first-person statements ("I'm phoning Iain tonight", "I'm down at the dry dock on wednesday", "I'm picking Eilidh up")
# that take the type of their action, and negated ones that are decisions ("I'm not doing the half marathon");
# feelings told without a feeling word ("couldnae sleep a wink for…", "a lump in my throat", "my stomach's in knots",
# "still shaking after…"); a reminder cue in Scots spelling ("dinnae let me forget") beside an instance of a routine
# told with no cue; appointments told as bare facts (task); "X wants doing" (a to-do); picking up a child (a task, not
# an acquisition); donating tins (acquisition) beside a shift (routine); paying off a mortgage (money before
# milestone). Every event type in each domain; the choir, the food bank and family are social, the ferry surveys and
# the consultancy are systems, his own health, flat, car, money and Gaelic are personal.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-36-read.jsonl (misses
# may be read) and thoughts-fresh-36-held.jsonl (totals only).
# 26 texts were reworded after the first scoring (9457f17) because they shared a 4-word sequence with the training
# corpus; each new wording keeps its case in the same part of the split (same sha1 parity), labels unchanged.
# Run: python3 eval-fresh/author_36.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, C, ctx, OMIT
use({
 'a':("2026-02-10T07:20:00","Europe/London"),   # Tue
 'b':("2026-03-19T21:10:00","Europe/London"),   # Thu
 'c':("2026-05-04T08:40:00","Europe/London"),   # Mon
 'd':("2026-06-13T11:00:00","Europe/London"),   # Sat
 'e':("2026-07-22T14:30:00","Europe/London"),   # Wed
 'f':("2026-09-06T19:45:00","Europe/London"),   # Sun
 'g':("2026-10-16T10:05:00","Europe/London"),   # Fri
 'h':("2026-12-01T17:30:00","Europe/London"),   # Tue
}, {'a':'tue','b':'thu','c':'mon','d':'sat','e':'wed','f':'sun','g':'fri','h':'tue'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'
FLAT=P("Redo the flat's kitchen")
GAEL=P("Sit Gaelic National 5")
WED=P("Kirsty's wedding")
FOODB=P("Food bank Christmas hampers")
CHOIR=P("Choir trip to the Mòd")
SURV=P("Dry-dock survey of the MV Sound of Kerrera")

# ======== personal: his health, the flat, the Astra, his own money, Gaelic, swimming
# ---- task (rule 13)
c('a',"must top up the boiler's pressure before this cold snap gets worse",P_,'task')
c('b',"should really sort the bathroom extractor fan this weekend, the mirror's dripping",P_,'task',sat('b'))   # modal + a day: a to-do
c('c',"I'm clearing the loft on saturday, Morag's been on at me for months",P_,'task',sat('c'),['Morag'])       # a plan told as a statement
c('e',"bled the radiators in the back bedroom at last",P_,'task',ctx=ctx(t=T("Bleed the radiators","Renew the bus pass")),comp='t1')
c('g',"the shed roof wants re-felting before the winter",P_,'task')                                            # "wants doing": a to-do
c('h',"dentist wednesday at 9:10 for the crown",P_,'task',wd('h','wed','09:10'))                               # an appointment told bare
# ---- reminder (rule 1)
c('a',"remind me car tax on the Astra expires the 28th",P_,'reminder_intention',nth('a',28))
c('d',"don't forget the eye test at the optician's tuesday at 2",P_,'reminder_intention',wd('d','tue','14:00'))
c('f',"ping me 8am tomorrow so I phone the surgery for my bloods",P_,'reminder_intention',rel('f',1,'08:00'))   # rule 1 over a call
c('h',"dinnae let me forget, bins oot tonight",P_,'reminder_intention',tonight('h'))                  # the cue in Scots spelling
# ---- communication (rule 2)
c('b',"phone Stevie Rennie about the Astra's MOT next week",P_,'communication',ents=['Stevie Rennie'])
c('c',"emailed the roads folk at the council over the pothole at the close mouth, nothing back yet, aye",P_,'communication',wait='council: reply about the pothole')
c('e',"I'll ring the surgery tomorrow morning about my blood results",P_,'communication',rel('e',1,'09:00'))    # "I'll": a plan
c('g',"had a long blether on the phone with Seonag about the exam",P_,'communication',ents=['Seonag'],ctx=ctx(p=GAEL),par='p1')
c('h',"must ask Billy whether the new boiler needs a magnetic filter",P_,'communication',ents=['Billy'])        # "must ask": a call to make
# ---- transaction (rule 3)
c('a',"the council tax debit goes up to £168 a month from april",P_,'transaction')
c('c',"paid Billy £95 for the boiler service",P_,'transaction',ents=['Billy'],ctx=ctx(t=T("Pay Billy for the boiler service","Book the eye test")),comp='t1')
c('f',"tax rebate from HMRC still not in, they said the 18th",P_,'transaction',wait='HMRC: tax rebate',exp=nth('f',18))
c('g',"the pension drops by £60 a month once the state one kicks in",P_,'transaction')
c('h',"I'm putting £200 a month into the ISA from january",P_,'transaction')                                   # a plan told as a statement: money (3)
c('d',"paid off the mortgage on the flat, the last payment went out today",P_,'transaction')
c('b',"the insurer's still to decide on the burst pipe claim, six weeks on",P_,'transaction',wait='insurer: decision on the burst pipe claim')                   # money (3) before milestone (10)
# ---- acquisition (rule 4)
c('a',"could do with a decent pair of walking boots, the soles are done",P_,'acquisition_disposition')          # "could do with": a need
c('d',"collected the new specs at the optician's at last, aye",P_,'acquisition_disposition',ctx=ctx(t=T("Collect the new glasses","Phone Stevie")),comp='t1')
c('e',"selling the old rowing machine on Gumtree, nobody's touched it since 2019",P_,'acquisition_disposition')
c('g',"the new kettle's arriving monday, tracking says before 1",P_,'acquisition_disposition',wait='new kettle (delivery)',exp=wd('g','mon'))
# ---- project (rule 5)
c('b',"doing the kitchen: new worktops, tiles behind the cooker, a proper extractor",P_,'project')
c('d',"restoring the wee clinker dinghy: strip the varnish, two new ribs, a fresh coat",P_,'project')
c('f',"getting myself through the Gaelic exam: past papers, the speaking test, a lesson a week",P_,'project')
c('h',"sorting the back green at last: the hedge down, new slabs, a bench for Morag",P_,'project',ents=['Morag'])
# ---- routine (rule 6)
c('a',"swam my 30 lengths at the Arches baths this morning, as usual",P_,'routine_activity')
c('c',"a walk along the Clyde every morning at 7 now, doctor's orders",P_,'routine_activity',OMIT)
c('e',"did the usual Wednesday big shop at Morrisons",P_,'routine_activity')
c('g',"swimming tomorrow at 8 like every saturday",P_,'routine_activity',rel('g',1,'08:00'))
# ---- contact (rule 7)
c('b',"Billy the plumber: 07700 900615, does Saturdays",P_,'contact',ents=['Billy'])
c('d',"Seonag's email for the Gaelic homework is seonag.gaidhlig@example.com",P_,'contact',ents=['Seonag'],ctx=ctx(p=GAEL),par='p1')
c('f',"Stevie at the garage only answers before 10, he's under motors the rest of the day",P_,'contact',ents=['Stevie'])
c('h',"new GP is Dr Nairn, she's at the Partick practice on Tuesdays",P_,'contact',ents=['Nairn'])
# ---- decision (rule 8)
c('a',"decided I'm giving up the car in the spring, the bus pass does me fine",P_,'decision_commitment')
c('c',"I'm not running the Glasgow half this year, knees have had it",P_,'decision_commitment')          # a negated plan: a decision
c('e',"going with the gas boiler over a heat pump, the flat's too small",P_,'decision_commitment')
c('g',"that's me done with the fags, last packet went in the bin",P_,'decision_commitment')
c('h',"booked the Gaelic exam for May, no wriggling out of it",P_,'decision_commitment',ctx=ctx(p=GAEL),par='p1')
# ---- learning (rule 9)
c('b',"reading a history of the Clyde puffers, Fraser lent it me",P_,'learning_consumption',ents=['Fraser'])
c('d',"the Gaelic class at the Mitchell, thursday at 7",P_,'learning_consumption',wd('d','thu','19:00'))
c('f',"listened to a podcast on the Sutherland clearances on the bus",P_,'learning_consumption')
c('h',"the library's holding that book on the old Clyde steamers for me",P_,'learning_consumption')
# ---- milestone (rule 10)
c('c',"passed the Gaelic speaking test, Seonag says with merit",P_,'milestone_outcome',ents=['Seonag'],ctx=ctx(p=GAEL),par='p1')
c('e',"swam a full mile without stopping, first time since the op",P_,'milestone_outcome')
c('a',"ordered a whole meal in Gaelic at the Ceilidh Place, first time ever",P_,'milestone_outcome')
c('g',"the kitchen's finished, eleven weeks start to end",P_,'milestone_outcome',ctx=ctx(p=FLAT),par='p1')
# ---- observation (rule 11): noticed facts, patterns and ideas, no to-do said
c('a',"the boiler's losing pressure every couple of days",P_,'observation_insight')
c('c',"might be worth getting a water softener, the kettle's furred up again",P_,'observation_insight')        # an idea (modal), not a task
c('d',"funny how my Gaelic comes easier after a dram",P_,'observation_insight')
c('f',"the Astra's brakes are squealing again on the hill",P_,'observation_insight')
c('g',"wonder if the loft could take another layer of insulation",P_,'observation_insight')                   # a question to oneself: an idea
c('h',"the flat's always colder on the side facing the river",P_,'observation_insight')
# ---- emotion (rule 12)
c('b',"scunnered with this cough, three weeks now",P_,'emotion_state')
c('d',"couldnae sleep a wink for thinking about the knee scan",P_,'emotion_state')                          # no feeling word
c('f',"still shaking after that bus nearly had me at the lights",P_,'emotion_state')                         # no feeling word
c('h',"pure delighted with how the kitchen's turned out",P_,'emotion_state',ctx=ctx(p=FLAT),par='p1')
c('e',"feeling my age the day, the stairs up to the flat near finished me",P_,'emotion_state')

# ======== social: Morag, the children and grandchildren, his brother, the choir, the food bank, the neighbours
# ---- task (rule 13)
c('a',"take Callum to the fitba training thursday after school",SO,'task',wd('a','thu'),['Callum'])
c('c',"the food bank van needs unloading saturday at 9, I'm on",SO,'task',sat('c','09:00'))
c('d',"I'm picking Eilidh up from her Gaelic playgroup on monday",SO,'task',wd('d','mon'),['Eilidh'])           # a child, not an object (4)
c('e',"set out the chairs in the church hall for the choir concert friday",SO,'task',wd('e','fri'))
c('h',"got Mrs Dunlop's Christmas lights up for her",SO,'task',ents=['Dunlop'],ctx=ctx(t=T("Put up Mrs Dunlop's Christmas lights","Order the bow tie")),comp='t1')
c('g',"sort the hamper list for the food bank before friday",SO,'task',wd('g','fri'),ctx=ctx(p=FOODB),par='p1')
c('b',"should help Iain shift his furniture when he moves, he's no van",SO,'task',ents=['Iain'])                # modal: still a to-do
# ---- reminder (rule 1)
c('b',"remind me Kirsty's dress fitting is saturday, she wants me there",SO,'reminder_intention',sat('b'),['Kirsty'],ctx=ctx(p=WED),par='p1')
c('d',"don't forget Morag's birthday card, it's the 20th",SO,'reminder_intention',nth('d',20),['Morag'])
c('f',"remind me to phone Fraser tuesday night about the Largs trip",SO,'reminder_intention',wd('f','tue','20:00'),['Fraser'])
c('g',"dinnae forget choir's moved to the Tron on wednesday",SO,'reminder_intention',wd('g','wed'))
# ---- communication (rule 2)
c('a',"text Kirsty the name of the ceilidh band",SO,'communication',ents=['Kirsty'])
c('c',"I'm phoning Iain tonight, keen to know how the new job's going, aye",SO,'communication',tonight('c'),['Iain'])       # a plan told as a statement
c('e',"had a good FaceTime with Eilidh and Callum, they showed me the new puppy",SO,'communication',ents=['Eilidh','Callum'])
c('g',"wrote to Agnes, I can do two Saturdays a month at the foodbank",SO,'communication',ents=['Agnes'])
c('h',"asked Shona if I can move to the back row for the Messiah, she's to get back to me",SO,'communication',ents=['Shona'],wait='Shona: whether I can move to the back row')
c('b',"must get a card away to Davie in the Western",SO,'communication',ents=['Davie'])
c('f',"phoned Fraser about Largs, he's still to check the dates with Jean",SO,'communication',ents=['Fraser','Jean'],wait='Fraser: dates for Largs from Jean',ctx=ctx(t=T("Phone Fraser about Largs","Buy a bow tie")),comp='t1')
# ---- transaction (rule 3)
c('a',"sent Kirsty £500 towards the wedding dress",SO,'transaction',ents=['Kirsty'],ctx=ctx(p=WED),par='p1')
c('d',"£30 into the food bank tin from the choir raffle",SO,'transaction')
c('f',"choir subs are £45 for the term, due the 1st",SO,'transaction',nth('f',1))
c('h',"put £20 in each of the weans' Christmas cards",SO,'transaction')
# ---- acquisition (rule 4)
c('b',"need a black bow tie for the choir concert",SO,'acquisition_disposition')
c('d',"dropped three bags of tins into the foodbank this morning",SO,'acquisition_disposition')                  # donating objects (4)
c('e',"ordered Kirsty's wedding present off the list, it comes friday",SO,'acquisition_disposition',ents=['Kirsty'],wait='wedding present (delivery)',exp=wd('e','fri'),ctx=ctx(p=WED),par='p1')
c('g',"giving my old choir folder and music to Davie's grandson",SO,'acquisition_disposition',ents=['Davie'])
c('h',"pick up the Christmas tree for Iain's on saturday",SO,'acquisition_disposition',sat('h'),['Iain'])
# ---- project (rule 5)
c('a',"organising the choir's Burns supper: the hall, haggis for sixty, somebody to do the address",SO,'project')
c('c',"Kirsty's wedding in August: the ceilidh band, kilt hire, my speech",SO,'project',ents=['Kirsty'])
c('f',"Christmas hampers at the foodbank: collection points, the lists, volunteers to pack, aye",SO,'project')
c('h',"teaching Eilidh some Gaelic over Christmas: picture cards, songs, a wee book",SO,'project',ents=['Eilidh'])
# ---- routine (rule 6)
c('a',"choir tonight as every tuesday, still stuck on the Fauré",SO,'routine_activity',tonight('a'))
c('d',"back from my Saturday shift at the foodbank, busy the day now",SO,'routine_activity')                    # a log (Clarification)
c('e',"choir's at the Tron on thursday this week, not the usual hall",SO,'routine_activity',wd('e','thu'))       # an instance, no cue (1)
c('g',"Sunday lunch at Iain's like always",SO,'routine_activity',wd('g','sun'),['Iain'])
c('f',"the weans are with us every Wednesday after school",SO,'routine_activity',OMIT)
# ---- contact (rule 7)
c('b',"Shona's new number is 07700 900284, the old one's dead",SO,'contact',ents=['Shona'])
c('d',"Rab's the guy Kirsty's marrying, a joiner from Paisley, doesn't drink",SO,'contact',ents=['Rab','Kirsty'])
c('f',"the food bank coordinator is Agnes Kerr, she does the rotas, lives in Hyndland",SO,'contact',ents=['Agnes Kerr'])
c('h',"Mrs Dunlop's daughter is Fiona, she's the one to call if anything happens",SO,'contact',ents=['Dunlop','Fiona'])
# ---- decision (rule 8)
c('a',"told Shona I'd do the solo in the Messiah, no getting out of it",SO,'decision_commitment',ents=['Shona'])
c('c',"we're not going to Benidorm with Fraser and Jean this year",SO,'decision_commitment',ents=['Fraser','Jean'])  # a negated plan
c('e',"decided to give the food bank Thursdays as well",SO,'decision_commitment')
c('g',"going with the Ancient Hunting tartan for the wedding kilt",SO,'decision_commitment',ctx=ctx(p=WED),par='p1')
c('h',"promised Callum I'd take him to see the tall ship at the Riverside",SO,'decision_commitment',ents=['Callum'])
# ---- learning (rule 9)
c('b',"learning the bass line for the Gaelic psalm off Shona's recording",SO,'learning_consumption',ents=['Shona'])
c('d',"watching the Mòd highlights with Morag tonight",SO,'learning_consumption',tonight('d'),['Morag'])
c('f',"went to the food hygiene course for the food bank volunteers",SO,'learning_consumption')
c('h',"listening back to the choir's recording from the concert, the tenors were flat",SO,'learning_consumption')
# ---- milestone (rule 10)
c('a',"Kirsty and Rab got engaged at the top of Ben Lomond",SO,'milestone_outcome',ents=['Kirsty','Rab'])
c('e',"the food bank fed its 10,000th family this year",SO,'milestone_outcome')
c('g',"the choir took gold at the Mòd in Inverness",SO,'milestone_outcome',ctx=ctx(p=CHOIR),par='p1')
c('h',"Callum passed his grade 2 on the pipes",SO,'milestone_outcome',ents=['Callum'])
# ---- observation (rule 11)
c('b',"Tam's been awful quiet at choir since Isa passed",SO,'observation_insight',ents=['Tam','Isa'])
c('d',"the food bank's running out of tins faster every month",SO,'observation_insight')
c('f',"Callum only speaks Gaelic to me when his pals aren't about",SO,'observation_insight',ents=['Callum'])
c('h',"maybe the choir could do a carol singalong at the foodbank the now",SO,'observation_insight')                 # an idea (modal), not a task
c('a',"wonder whether Kirsty would want the old family bible for the wedding",SO,'observation_insight',ents=['Kirsty'],ctx=ctx(p=WED),par='p1')  # a question to oneself
c('c',"Fraser's still waiting on word from the hospital on his heart scan now",SO,'observation_insight',ents=['Fraser'],wait="hospital: Fraser's heart scan results")
# ---- emotion (rule 12)
c('b',"proud as punch of Iain, chief engineer at 38",SO,'emotion_state',ents=['Iain'])
c('d',"worried about Mrs Dunlop, her curtains have been shut two days",SO,'emotion_state',ents=['Dunlop'])
c('f',"had a lump in my throat when the weans sang at the service",SO,'emotion_state')                        # no feeling word
c('h',"can't stop smiling since Kirsty asked me to walk her down the aisle",SO,'emotion_state',ents=['Kirsty'])  # no feeling word
c('g',"gutted for Davie, his wife's back in the Royal",SO,'emotion_state',ents=['Davie'])

# ======== systems: the ferry surveys, the consultancy, the operator, the class society, the dry dock
# ---- task (rule 13)
c('a',"write up the stability notes for the Kerrera before friday",S,'task',wd('a','fri'),ctx=ctx(p=SURV),par='p1')
c('c',"I'm down at the dry dock in Greenock on wednesday for the hull inspection",S,'task',wd('c','wed'))       # a plan told as a statement
c('e',"finished the draft of the survey report for Hamish",S,'task',ents=['Hamish'],ctx=ctx(p=SURV,t=T(("Finish the draft survey report","p1"),"Renew the bus pass")),comp='t1',par='p1')
c('g',"should get the thickness gauge calibrated before the next job",S,'task')                               # modal: a to-do
c('h',"get the invoice template updated with the new VAT number",S,'task')
c('b',"need to update my CV for the class society's consultant list by the 31st",S,'task',nth('b',31))
c('f',"the Kerrera's tailshaft seals want checking before she goes back in the water",S,'task',ctx=ctx(p=SURV),par='p1')  # "want checking"
# ---- reminder (rule 1)
c('b',"remind me, hard hat and boiler suit in the car for monday the now",S,'reminder_intention',wd('b','mon'))
c('d',"don't let me forget the site induction at the yard on the 17th at 8",S,'reminder_intention',nth('d',17,'08:00'))
c('f',"ping me at 9 tomorrow so I chase Anjali about the invoice",S,'reminder_intention',rel('f',1,'09:00'),['Anjali'])
c('h',"remind me the Kerrera report has to be with Hamish by the 10th",S,'reminder_intention',nth('h',10),['Hamish'],ctx=ctx(p=SURV),par='p1')
# ---- communication (rule 2)
c('a',"email Lorna Menzies those photos of the corroded frames",S,'communication',ents=['Lorna Menzies'])
c('c',"rang Hamish Baird, they want the survey done before the summer timetable",S,'communication',ents=['Hamish Baird'])
c('e',"I'll call Gordon at the class society tomorrow afternoon about the steering gear",S,'communication',rel('e',1,'15:00'),['Gordon'])
c('g',"left a message for Neil Cowan about the dock dates, nothing yet",S,'communication',ents=['Neil Cowan'],wait='Neil Cowan: dock dates')
c('h',"video call thursday at 10 with the operator's fleet team",S,'communication',wd('h','thu','10:00'))
c('e',"sent Hamish the final Kerrera report, waiting on his sign-off",S,'communication',ents=['Hamish'],wait='Hamish: sign-off on the Kerrera report',ctx=ctx(p=SURV,t=T(("Send Hamish the final report","p1"),"Book the eye test")),comp='t1',par='p1')
# ---- transaction (rule 3)
c('a',"invoice Hamish's lot for the February survey, £2,400 plus VAT",S,'transaction',ents=['Hamish'])
c('d',"the operator still hasnae paid the March invoice, 60 days now",S,'transaction',wait='ferry operator: March invoice payment')
c('f',"paid the indemnity insurance, £640 for the year",S,'transaction',ctx=ctx(t=T("Pay the indemnity insurance","Phone Fraser")),comp='t1')
c('h',"mileage to Oban and back comes to £186, put it on the invoice",S,'transaction')
c('c',"Anjali says the payment for the April job goes through on the 15th",S,'transaction',ents=['Anjali'],wait='Anjali: payment for the April job',exp=nth('c',15))
# ---- acquisition (rule 4)
c('b',"need a new ultrasonic thickness gauge, the old one's drifting",S,'acquisition_disposition')
c('d',"ordered coveralls with the consultancy's name on the back",S,'acquisition_disposition')
c('f',"selling my old survey camera to Lorna, she's after a spare",S,'acquisition_disposition',ents=['Lorna'])
c('h',"collected the borescope from the hire place in Govan",S,'acquisition_disposition',ctx=ctx(t=T("Collect the hired borescope","Text Kirsty")),comp='t1')
# ---- project (rule 5)
c('a',"setting up a website for the consultancy: photos, a list of surveys done, a contact page",S,'project')
c('c',"the Loch Striven refit survey: hull plates, tailshafts, the report by June",S,'project')
c('e',"training Lorna's lad as an assistant surveyor: the kit, the paperwork, a few jobs alongside me",S,'project',ents=['Lorna'])
c('g',"writing a guide to surveying older ferries: the chapters, photos, a publisher",S,'project')
# ---- routine (rule 6)
c('g',"did the consultancy books this morning, same as every friday",S,'routine_activity')
c('d',"site walk-round with the yard manager monday at 7 as usual",S,'routine_activity',wd('d','mon','07:00'))
c('f',"go through the engine room logs every morning of a survey, without fail",S,'routine_activity',OMIT)
c('h',"first thing every Monday I update the job sheet",S,'routine_activity',OMIT)
# ---- contact (rule 7)
c('b',"Gordon Lusk is the class society surveyor for the Clyde boats, 0141 496 0321",S,'contact',ents=['Gordon Lusk'])
c('d',"Anjali in the operator's accounts handles payment, chase her, not Hamish",S,'contact',ents=['Anjali','Hamish'])
c('f',"Neil Cowan's the new yard manager at the dry dock, ex-Navy",S,'contact',ents=['Neil Cowan'])
c('h',"Lorna's moving to Oban in the new year, her email stays the same",S,'contact',ents=['Lorna'])
# ---- decision (rule 8)
c('a',"not taking any more jobs north of Mallaig, the travel kills me, aye",S,'decision_commitment')
c('c',"going with Lorna as second surveyor on the Kerrera",S,'decision_commitment',ents=['Lorna'],ctx=ctx(p=SURV),par='p1')
c('e',"I'm only doing two surveys a month from now on, the rest is retirement",S,'decision_commitment')
c('g',"signed the winter refit survey contract, no going back the now",S,'decision_commitment')
c('h',"told Hamish I'd look at the Cumbrae boat in January",S,'decision_commitment',ents=['Hamish'])
# ---- learning (rule 9)
c('b',"reading the new MCA guidance on passenger ship stability",S,'learning_consumption')
c('d',"online course on battery-hybrid ferries, module 3 tonight",S,'learning_consumption',tonight('d'))
c('f',"sat through a webinar on hull coatings, half of it nonsense, aye",S,'learning_consumption')
c('h',"IMarEST talk on LNG ferries thursday at 6 at the Lighthouse",S,'learning_consumption',wd('h','thu','18:00'))
# ---- milestone (rule 10)
c('a',"the Kerrera passed her class survey with no conditions",S,'milestone_outcome',ctx=ctx(p=SURV),par='p1')
c('c',"forty years chartered today",S,'milestone_outcome')
c('e',"landed the survey contract for the whole Clyde fleet",S,'milestone_outcome')
c('h',"my report got quoted in the accident inquiry's findings",S,'milestone_outcome')
# ---- observation (rule 11)
c('b',"the newer ferries corrode worse at the waterline than the old ones ever did",S,'observation_insight')
c('d',"maybe the operator should keep a spares log for every boat",S,'observation_insight')                   # an idea (modal, someone else)
c('f',"the Kerrera's bow thruster is running hot again",S,'observation_insight',ctx=ctx(p=SURV),par='p1')
c('h',"could write a checklist for the pre-survey visit, it would save hours",S,'observation_insight')        # an idea (modal "could")
c('a',"wonder if the yard would let me bring Lorna's lad on the survey",S,'observation_insight',ents=['Lorna'])   # a question to oneself
c('g',"the class society still hasnae signed off the stability book",S,'observation_insight',wait='class society: sign-off on the stability book')
# ---- emotion (rule 12)
c('b',"dreading the survey on that old Kyles boat, she's a rust bucket",S,'emotion_state')
c('d',"my stomach's in knots about presenting to the operator's board",S,'emotion_state')                    # no feeling word
c('f',"pure raging, they sailed her with the fire door wedged open",S,'emotion_state')
c('h',"chuffed they asked for me by name for the refit",S,'emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 36, cases)
