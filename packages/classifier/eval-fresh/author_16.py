# Writes thoughts-fresh-16.jsonl: a sixteenth fresh labelled set (issue 10, ids f16…), written before any change of
# the thirteenth round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice: a Kenyan-born
# London bus driver (earlies and lates out of the depot, the controller, the union rep, driver CPC) who studies part
# time with the Open University for himself (an accounting degree: TMAs, a tutor, exams), texting (no capitals, "abt",
# "2moro", "n", "bt") with some Swahili and Sheng ("sasa", "poa", "manze", "kesho" = tomorrow, "leo" = today,
# "mathee" = mum, "buda" = dad, "bob" = shillings, "hakuna kitu" = nothing). New people: Wanjiru (partner), Zawadi
# (daughter), Kamau (brother in Nairobi), Otieno, Kiprono and Chebet (friends), Njoroge (Wanjiru's brother), Dele
# (driver), Sharon (controller), Mr Hollis (depot manager), Priya Nair (union rep), Dr Fenwick (tutor), Muthoni,
# Mama Atieno. The bus job is systems; the family, friends and money sent home social; his own flat, car, health and
# the degree (learning for himself) personal.
# Weighted to waiting-for (41 waits): waits stated as states ("still nothing from", "chasing", "they said 5-7
# working days", "showing in progress", "on backorder", "no show"), on organisations, parcels, results, repairs,
# money and people; and 14 look-alikes that are not waits (the user in a queue, someone waiting on the user, a wait
# already over, someone else's wait, the user's own choice to wait). Every event type has ordinary cases too. A wait
# stated as a state is an observation, money awaited a transaction, a stated feeling an emotion, the user's own act
# (emailed, sent, bought) its own type. It also writes the split by sha1 of the text, fixed before the first scoring:
# thoughts-fresh-16-read.jsonl (misses may be read) and thoughts-fresh-16-held.jsonl (totals only).
# Run: python3 eval-fresh/author_16.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, OMIT
use({
 'a':("2026-01-12T06:10:00","Europe/London"),   # Mon
 'b':("2026-03-19T22:40:00","Europe/London"),   # Thu
 'c':("2026-04-25T13:15:00","Europe/London"),   # Sat
 'd':("2026-06-09T05:50:00","Europe/London"),   # Tue
 'e':("2026-07-31T19:30:00","Europe/London"),   # Fri
 'f':("2026-09-16T14:05:00","Europe/London"),   # Wed
 'g':("2026-11-22T21:00:00","Europe/London"),   # Sun
 'h':("2027-01-07T12:20:00","Europe/London"),   # Thu
}, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'wed','g':'sun','h':'thu'})
cases=[]
c=labeller(cases)

# ---- waits on organisations, stated as states
c('a',"still nothing from DVLA on the licence renewal, 3 wks now",'personal','observation_insight',wait="DVLA: licence renewal")
c('b',"the depot still hasnt put my name down for the route training",'systems','observation_insight',wait="depot: place on the route training")
c('c',"manze zawadi's school never replied abt the after school club place",'social','observation_insight',ents=['zawadi'],wait="school: after-school club place for Zawadi")
c('d',"sasa Arriva still silent on the interview i did last monday",'systems','observation_insight',wait="Arriva: interview outcome")
c('f',"vodafone promised a callback by 5 leo, hakuna kitu so far",'personal','observation_insight',wait="Vodafone: callback",exp=rel('f',0))
c('g',"police still havent got back abt my nicked bike",'personal','observation_insight',wait="police: news of the stolen bike")
c('h',"depot manager mr Hollis is 'looking into' my complaint abt the cab heater, since november",'systems','observation_insight',ents=['Hollis'],wait="Mr Hollis: answer on the cab heater complaint")
c('a',"estate agent took our holding deposit n still no answer re the 2 bed in Tottenham",'personal','observation_insight',wait="estate agent: answer on the 2-bed in Tottenham")
c('e',"waiting for the bank to unfreeze my card after that fraud alert, 48hrs they reckon",'personal','observation_insight',wait="bank: unfreezing the card")
c('c',"union are balloting on the pay offer, result due the 8th",'systems','observation_insight',wait="union: ballot result on the pay offer",exp=nth('c',8))
c('g',"home office said up to 8 weeks for Wanjiru's visa extension letter",'social','observation_insight',ents=['Wanjiru'],wait="Home Office: Wanjiru's visa extension letter")
c('b',"GP surgery says blood results take 3 to 5 working days",'personal','observation_insight',wait="GP surgery: blood results")
# ---- results and study
c('b',"OU results for the stats module out on the 14th",'personal','observation_insight',wait="OU: stats module results",exp=nth('b',14))
c('d',"tutor hasnt marked my TMA02 yet, been 3 weeks",'personal','observation_insight',wait="tutor: marked TMA02")
c('h',"emailed my personal tutor abt an extension, she'll reply by wednesday",'personal','communication',wait="personal tutor: reply about the extension",exp=wd('h','wed'))
c('e',"cant relax till the exam board confirms my resit date",'personal','emotion_state',wait="exam board: resit date")
c('a',"OU library put me on a waitlist for the accounting textbook",'personal','learning_consumption',wait="OU library: accounting textbook")
# ---- parcels and deliveries
c('f',"the parcel from mathee in Nakuru stuck at heathrow customs for a week",'social','observation_insight',wait="customs: parcel from mum in Nakuru")
c('e',"amazon says the new headphones arrive 2moro morning",'personal','observation_insight',wait="Amazon: new headphones (delivery)",exp=rel('e',1))
c('d',"ebay seller hasnt shipped my graphics calculator n its been 6 days",'personal','observation_insight',wait="eBay seller: graphics calculator")
c('g',"argos delayed zawadi's bike again, now saying the 12th",'social','observation_insight',ents=['zawadi'],wait="Argos: Zawadi's bike (delivery)",exp=nth('g',12))
c('c',"new winter uniform from stores on backorder, maybe june",'systems','observation_insight',wait="stores: new winter uniform")
# ---- repairs
c('b',"landlord STILL hasnt sent anyone for the boiler, second week of cold showers",'personal','observation_insight',wait="landlord: boiler repair")
c('d',"the garage has the corolla, part coming from germany maybe next wk",'personal','observation_insight',wait="garage: part for the Corolla")
c('h',"washing machine repair guy was meant to come this morning, no show no call",'personal','observation_insight',wait="repair man: washing machine repair visit")
c('f',"dental lab making my new crown, about 2 weeks the receptionist said",'personal','observation_insight',wait="dental lab: new crown")
# ---- money
c('a',"chasing payroll for my overtime from the christmas shifts, they short paid me 212",'systems','transaction',wait="payroll: £212 overtime")
c('b',"HMRC said five to seven working days for my tax rebate",'personal','transaction',wait="HMRC: tax rebate")
c('c',"Otieno owes me 60 since the derby, says friday",'social','transaction',ents=['Otieno'],wait="Otieno: £60",exp=wd('c','fri'))
c('e',"council tax refund for the old flat pending, letter said allow 28 days",'personal','transaction',wait="council: council tax refund for the old flat")
c('g',"put in a claim with TfL for the uniform allowance, nothing back yet",'systems','transaction',wait="TfL: uniform allowance")
c('a',"Admiral keep saying my 250 excess is with the underwriters",'personal','transaction',wait="Admiral: £250 excess")
c('d',"student finance still processing the loan for my next module",'personal','transaction',wait="Student Finance: loan for the next module")
c('f',"payslip shows the back pay as 'pending' again",'systems','transaction',wait="payroll: back pay")
c('h',"western union transfer to Kamau still showing in progress",'social','transaction',ents=['Kamau'],wait="Western Union: transfer to Kamau")
c('e',"Chebet hasnt paid her share of the kisumu airbnb",'social','transaction',ents=['Chebet'],wait="Chebet: her share of the Airbnb")
c('b',"sent Kamau the m-pesa for mathee's hospital bill, waiting for him to confirm it reached",'social','transaction',ents=['Kamau'],wait="Kamau: confirmation the money reached")
c('g',"proper stressed, letting agency still sitting on our old deposit",'personal','emotion_state',wait="letting agency: deposit from the old flat")
# ---- people
c('a',"Mama Atieno from church is bringing the car seat round sunday",'social','observation_insight',ents=['Mama Atieno'],wait="Mama Atieno: car seat",exp=wd('a','sun'))
c('c',"Brian still got my drill from when he did his shelves",'social','observation_insight',ents=['Brian'],wait="Brian: drill")
c('d',"Dele borrowed my hi-vis n still hasnt brought it back",'systems','observation_insight',ents=['Dele'],wait="Dele: hi-vis jacket")
c('h',"Njoroge was meant to share the wedding pics, nothing yet",'social','observation_insight',ents=['Njoroge'],wait="Njoroge: wedding photos")
c('f',"union rep Priya is checking if i can swap the rest day, she'll text back",'systems','observation_insight',ents=['Priya'],wait="Priya: answer on swapping the rest day")

# ---- look-alikes that are not waits: a queue, someone waiting on the user, a wait over, someone else's wait
c('a',"been queueing in the post office 40 mins, one counter open",'personal','observation_insight')
c('e',"sat in A&E with zawadi's wrist since 7, triage says 3 hour wait",'social','observation_insight',ents=['zawadi'])
c('f',"pick zawadi from swimming at 6, she hates being the last one",'social','task',rel('f',0,'18:00'),['zawadi'])
c('b',"text Sharon back abt sunday rest day working, she's waiting on my answer",'systems','communication',ents=['Sharon'])
c('g',"book the nairobi flights for december, Wanjiru's been waiting on me for weeks",'social','task',ents=['Wanjiru'])
c('c',"the DVLA licence finally dropped thru the door this morning",'personal','acquisition_disposition')
c('d',"Kiprono finally paid back the 40 he owed",'social','transaction',ents=['Kiprono'])
c('h',"HMRC rebate landed leo, 340 quid",'personal','transaction')
c('e',"boiler man came n sorted it, hot water back finally",'personal','observation_insight')
c('a',"Brian's still waiting on his visa, poor guy",'social','observation_insight',ents=['Brian'])
c('d',"ill wait till payday to get the new trainers",'personal','decision_commitment')
c('g',"passengers soaked at every stop, the 29 was rammed all evening",'systems','observation_insight')
c('b',"cant wait for brighton on the bank holiday",'personal','emotion_state')
c('f',"results are out, passed the stats module with 68",'personal','milestone_outcome')

# ---- task
c('a',"book my last 7 hrs of driver CPC before 31st march or i cant drive",'systems','task',md('a',3,31))
c('d',"TMA03 due thursday midday, only on question two",'personal','task',wd('d','thu','12:00'))
c('e',"corolla MOT saturday 9am at kwik fit",'personal','task',sat('e','09:00'))
c('g',"fix the shelf in zawadi's room its hanging off one screw",'personal','task',ents=['zawadi'])
c('c',"medical for the bus licence on tuesday at 10:20 at occupational health",'systems','task',wd('c','tue','10:20'))
# ---- reminder_intention
c('a',"remind me 2nite iron my uniform shirts",'systems','reminder_intention',tonight('a'))
c('f',"remind me friday send mathee her monthly 5k bob",'social','reminder_intention',wd('f','fri'))
c('h',"dont let me 4get zawadi's school trip money kesho",'social','reminder_intention',rel('h',1),['zawadi'])
c('d',"at 4 remind me, book a room for the union meeting",'systems','reminder_intention',rel('d',0,'16:00'))
# ---- communication
c('b',"called Kamau, buda's knee op went fine n he's home",'social','communication',ents=['Kamau'])
c('c',"text Otieno abt 5 a side kesho",'social','communication',rel('c',1),['Otieno'])
c('g',"emailed OU student support abt my exam adjustments",'personal','communication')
c('f',"ring Sharon in control at 3 re swapping my late turn",'systems','communication',rel('f',0,'15:00'),['Sharon'])
# ---- transaction
c('d',"paid 94 quid for the OU exam fee",'personal','transaction')
c('g',"sent 10k bob to mathee on m-pesa for her church harambee",'social','transaction')
c('h',"rent going up 75 a month from feb, landlord's letter came",'personal','transaction')
# ---- acquisition_disposition
c('a',"my running trainers r finished, gotta replace them",'personal','acquisition_disposition')
c('c',"got zawadi a used bike off gumtree for 45",'social','acquisition_disposition',ents=['zawadi'])
c('f',"selling my old xbox on marketplace for 80",'personal','acquisition_disposition')
c('b',"grab sukuma n unga from the african shop in tottenham on the way",'personal','acquisition_disposition')
# ---- project
c('d',"zawadi's 9th bday party in july: hall, cake, invites, bouncy castle",'social','project',ents=['zawadi'])
c('g',"move to a 2 bed by summer — save the deposit, look in edmonton, sort references",'personal','project')
c('e',"start a savings chama with the kenyan drivers: rules, a treasurer, a monthly date",'social','project')
# ---- routine_activity
c('a',"gym after every early turn, mon wed fri",'personal','routine_activity',OMIT)
c('b',"sunday call with mathee after church like always",'social','routine_activity',wd('b','sun'))
c('h',"did my usual thursday study session at the library",'personal','routine_activity')
c('f',"sign on at the depot 5:30 every early turn",'systems','routine_activity',OMIT)
# ---- contact
c('c',"new union rep at the depot is Priya Nair, 07700 900 318",'systems','contact',ents=['Priya Nair'])
c('e',"Wanjiru's cousin Muthoni lives in Leeds now, 22 Harehills Lane",'social','contact',ents=['Muthoni'])
c('g',"my OU tutor is Dr Fenwick, d.fenwick@open.ac.uk, office hours weds",'personal','contact',ents=['Fenwick'])
# ---- decision_commitment
c('d',"done with nights after this rota, told Hollis im on earlies only",'systems','decision_commitment',ents=['Hollis'])
c('b',"we're not going home to kenya this christmas, too pricey, next year for sure",'social','decision_commitment')
c('f',"promised zawadi im coming to her sports day on the 24th whatever the rota says",'social','decision_commitment',nth('f',24),['zawadi'])
# ---- learning_consumption
c('e',"reading chapter 6 of the financial accounting book on my break",'personal','learning_consumption')
c('a',"watched a youtube on excel pivot tables for the module",'personal','learning_consumption')
c('g',"defensive driving refresher at the depot wednesday 2pm",'systems','learning_consumption',wd('g','wed','14:00'))
# ---- milestone_outcome
c('c',"10 years on the buses today, depot gave me a pin badge lol",'systems','milestone_outcome')
c('h',"zawadi got her 25m swimming badge!!",'social','milestone_outcome',ents=['zawadi'])
c('b',"got my british citizenship approval letter, ceremony next",'personal','milestone_outcome')
# ---- observation_insight
c('d',"the 5:40 out of the depot is empty till seven sisters then rammed",'systems','observation_insight')
c('f',"diesel at the edmonton asda 8p cheaper than the shell",'personal','observation_insight')
c('h',"zawadi reads better out loud to wanjiru than to me",'social','observation_insight',ents=['zawadi','wanjiru'])
# ---- emotion_state
c('a',"knackered, 3 earlies in a row n an essay due, sina nguvu",'personal','emotion_state')
c('e',"so proud of zawadi at her recital, nearly cried in the hall",'social','emotion_state',ents=['zawadi'])
c('g',"stressed abt the route assessment, hate being watched driving",'systems','emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 16, cases)
