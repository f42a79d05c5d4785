# Writes thoughts-fresh-33.jsonl: a thirty-third fresh labelled set (issue 10, ids f33…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# Lagos-born nurse on a hospital ward in Manchester (Europe/London), rotating night and day shifts, writing Nigerian
# and British English ("abeg", "wahala", "my oga", "jollof", "aunty", "sef", "innit").
# New people: Mummy and Aunty Bisi, Tunde (brother) and Kemi (sister) in Lagos, Uncle Segun, Pastor Femi, Funmi,
# Deaconess Ronke and Chioma (the church group), Sister Grace (the ward sister), Joanne Whitworth (ward manager),
# Dr. Okoro, Siobhan, Blessing, Callum, Priya Raman, Dayo and Mariusz (colleagues), Gareth Lloyd (the union rep),
# Mr Hargreaves (the landlord), Dr Patel (her GP), Ifeoma and Chidi (friends), tolu and seun (typed lowercase),
# Mrs Adeyemi (the night-school tutor), Declan (the mechanic).
# Weighted to scheduled time (shift-relative and regional phrasing: "half seven", "Thursday week", "a fortnight
# Friday", "the 3rd of next month", "tomorrow evening before my shift", a weekday with its day of the month, a time
# after a comma, "before I start nights on tuesday") beside look-alikes that name no single day (past reports,
# recurring things left out by 4.6, "after nights", a month alone), and to entities (Nigerian and British names,
# titles dropped as "Auntie" is: "Aunty Bisi" gives "Bisi", "Pastor Femi" "Femi", "Sister Grace" "Grace", "Dr. Okoro"
# "Okoro"; "X and Y" coordinations; names typed lowercase). Every event type in each domain. Domain: her own health,
# flat, car and money are personal; family in Lagos, money sent home, friends and the church group are social; the
# ward, shifts, colleagues, the union and the nursing degree top-up (learning for work) are systems.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-33-read.jsonl (misses
# may be read) and thoughts-fresh-33-held.jsonl (totals only).
# Run: python3 eval-fresh/author_33.py
import os, datetime as dt
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, at, today, T, P, C, ctx, OMIT
use({
 'a':("2026-01-19T07:40:00","Europe/London"),   # Mon, just off a night shift
 'b':("2026-02-25T21:10:00","Europe/London"),   # Wed
 'c':("2026-04-11T14:05:00","Europe/London"),   # Sat
 'd':("2026-05-28T08:15:00","Europe/London"),   # Thu
 'e':("2026-07-10T19:50:00","Europe/London"),   # Fri
 'f':("2026-09-06T11:30:00","Europe/London"),   # Sun
 'g':("2026-10-13T06:55:00","Europe/London"),   # Tue
 'h':("2026-11-26T22:20:00","Europe/London"),   # Thu
}, {'a':'mon','b':'wed','c':'sat','d':'thu','e':'fri','f':'sun','g':'tue','h':'thu'})
def week_after(k,day,t=None,weeks=1):
  """British "Thursday week" / "a fortnight Friday": the bare weekday (4.2) plus one or two weeks. The guideline is
  silent on these; read as the Clarification reads "in two weeks" (a whole number of weeks from the named day)."""
  d=dt.date.fromisoformat(wd(k,day)); return (d+dt.timedelta(days=7*weeks)).isoformat()+(' '+t if t else '')
def next_month(k,day,t=None):
  """"the 3rd of next month": that day of the following month."""
  d=today(k); y,m=(d.year+1,1) if d.month==12 else (d.year,d.month+1)
  return dt.date(y,m,day).isoformat()+(' '+t if t else '')
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'
FLAT=P("Sort the damp in the flat")
CAR=P("Get the Corolla through its MOT")
WED=P("Kemi's wedding in Lagos")
HARV=P("Church harvest thanksgiving")
TOPUP=P("Nursing degree top-up")
AUDIT=P("Ward 7B falls audit")

# ======== personal: her own body and sleep, the flat (landlord Mr Hargreaves), the car, her own money and errands
# ---- task
c('a',"book the boiler man for monday week, Mr Hargreaves says he'll pay this time",P_,'task',week_after('a','mon'),['Hargreaves'])  # "monday week": bare monday + 7
c('b',"get my braids redone before I start nights on tuesday, this hair is a wahala",P_,'task',wd('b','tue'))   # before <day> (Clarification)
c('c',"defrost the freezer tomorrow evening before my shift, abeg",P_,'task',rel('c',1,'19:00'))          # evening 19:00 (4.1)
c('d',"change the bedroom curtains to blackout ones, I can't sleep after nights with this sun",P_,'task')
c('f',"wheelie bins out for tuesday, the collection moved, bank holiday wahala",P_,'task',wd('f','tue'))
c('h',"finally hoovered the whole flat and scrubbed the bathroom, two weeks of nights and it showed",P_,'task',
  ctx=ctx(t=T("Deep clean the flat","Renew the TV licence")),comp='t1')                                   # a chore done (rule 13)
c('e',"low priority: clear my wardrobe out, half of it still smells of Lagos pepper",P_,'task',prio='low')
c('g',"MOT on the Corolla Friday 23rd, 8:30, drop it at Declan's straight off nights",P_,'task',md('g',10,23,'08:30','fri'),['Declan'],
  ctx=ctx(p=CAR),par='p1')                                                                                    # weekday + day of month, time after a comma
# ---- reminder (rule 1)
c('a',"remind me, iron tablets half seven tonight when I wake up",P_,'reminder_intention',rel('a',0,'19:30'))  # "half 7" pm by context
c('b',"don't forget my car tax runs out the 3rd of next month",P_,'reminder_intention',next_month('b',3))
c('d',"ping me tomorrow morning, the council tax debit date needs changing",P_,'reminder_intention',rel('d',1,'09:00'))
c('e',"remind me Sat 18th, the landlord's inspection, tidy the kitchen first",P_,'reminder_intention',md('e',7,18,None,'sat'))
c('g',"don't let me forget the flu jab at the pharmacy, Thursday, 4:15",P_,'reminder_intention',wd('g','thu','16:15'))  # time after a comma
# ---- communication (rule 2)
c('a',"called Mr Hargreaves again about our bedroom damp, he'll ring back with a date",P_,'communication',ents=['Hargreaves'],wait='Hargreaves: a date for the damp',
  ctx=ctx(p=FLAT),par='p1')
c('c',"email the council, that streetlight outside my window, it's on all day when I'm sleeping",P_,'communication')
c('e',"rang Dr Patel's surgery the second it opened, still no appointment, abeg",P_,'communication',ents=['Patel'])
c('f',"take the Corolla to Declan's a fortnight Friday for the brakes",P_,'task',week_after('f','fri',weeks=2),['Declan'],ctx=ctx(p=CAR),par='p1')  # "a fortnight Friday": Friday + 14
c('h',"messaged the letting agent about the broken buzzer, they've read it and nothing",P_,'communication',
  wait='letting agent: fix for the buzzer')
# ---- transaction (rule 3): her own money
c('a',"rent £825 goes out the 1st, move money into the Monzo before then",P_,'transaction',nth('a',1))
c('c',"paid the Corolla insurance, £612 for the year, wahala",P_,'transaction',ctx=ctx(t=T("Pay the car insurance","Book the dentist")),comp='t1')
c('d',"overtime from the bank shifts should land friday, payday, I'm counting on it",P_,'transaction',wait='payroll: overtime from the bank shifts',exp=wd('d','fri'))
c('f',"Virgin still owe me £40 for the broadband outage in august",P_,'transaction',wait='Virgin: £40 refund')
c('h',"council tax bill came, £118 a month, my eyes",P_,'transaction')
# ---- acquisition (rule 4)
c('b',"need new compression socks, the ones from Boots have gone thin at the heel",P_,'acquisition_disposition')
c('d',"ordered an eye mask and earplugs for day sleeping, arrives tomorrow",P_,'acquisition_disposition',wait='eye mask and earplugs (delivery)',exp=rel('d',1))
c('e',"selling the old microwave, £20 on Marketplace and it's yours",P_,'acquisition_disposition')
c('g',"got my new Crocs from the shop on Oxford Road, the purple ones sef",P_,'acquisition_disposition',
  ctx=ctx(t=T("Pick up my new work shoes","Buy a doormat")),comp='t1')
c('h',"return the air fryer to Argos before the 10th, it smokes",P_,'acquisition_disposition',nth('h',10))
# ---- project (rule 5)
c('a',"get the damp sorted for good: photos, letter to the landlord, the council if he ignores me, dehumidifier",P_,'project')
c('c',"learn to drive on the motorway properly: two lessons, a practice run to Leeds, then alone",P_,'project')
c('e',"save for my own flat: open an ISA, cut the takeaways, £300 a month, deposit in two years",P_,'project')
c('g',"sleep reset for night shifts: blackout blind, no phone in bed, same wake time, melatonin chat with the GP",P_,'project')
# ---- routine (rule 6)
c('a',"slept 9 till 3 after nights as usual, then a walk round the park",P_,'routine_activity')
c('c',"gym sessions monday and thursday 6pm when I'm on days",P_,'routine_activity',OMIT)                 # recurring, no single one (4.6)
c('d',"swimming at the Moss Side pool this evening like every thursday",P_,'routine_activity',rel('d',0,'19:00'))  # a named instance (d097)
c('f',"sunday meal prep done, jollof and stew portioned for the week of days",P_,'routine_activity')
c('h',"every payday I move £100 into savings before anything else",P_,'routine_activity',OMIT)
# ---- contact (rule 7)
c('b',"my GP is Dr Patel at the Whitworth Park surgery, 0161 555 0172, book online not by phone",P_,'contact',ents=['Patel'])
c('d',"Declan the mechanic on Dickenson Road, 07700 900 415, does MOTs on saturdays",P_,'contact',ents=['Declan'])
c('f',"landlord is Mr Hargreaves, 07700 900 233, prefers texts and never answers after 6",P_,'contact',ents=['Hargreaves'])
c('h',"the braider is Adaeze in Longsight, she does knotless for £90 and books up a month ahead",P_,'contact',ents=['Adaeze'])
# ---- decision (rule 8)
c('a',"decided no coffee after 2am on nights, I'm lying awake till noon",P_,'decision_commitment')       # a rule's time (4.6)
c('c',"going with the one-bed in Levenshulme, signing on the 20th",P_,'decision_commitment',nth('c',20))   # start of a decision (4.5)
c('e',"not renewing the gym, I walk enough on the ward",P_,'decision_commitment')
c('g',"booked the driving test for Wednesday 28th, too late to chicken out",P_,'decision_commitment',md('g',10,28,None,'wed'))
# ---- learning (rule 9): for herself
c('b',"got an audiobook going on the bus, the one about the Biafra war, heavy sef",P_,'learning_consumption')
c('d',"started a beginners crochet class at the library, tuesdays",P_,'learning_consumption',OMIT)          # recurring, no single one
c('f',"watched a programme about sleep and shift work, I felt seen",P_,'learning_consumption')
c('h',"library hold on Americanah came in, pick it up saturday",P_,'learning_consumption',wd('h','sat'))
# ---- milestone (rule 10)
c('a',"passed my driving theory test!! first time",P_,'milestone_outcome')
c('e',"cleared the credit card completely, zero balance, thank God",P_,'milestone_outcome')
c('g',"did my first ever 10k round Platt Fields, 58 minutes",P_,'milestone_outcome')
# ---- observation (rule 11)
c('b',"the flat is always coldest on the days I come off nights, the heating timer is wrong",P_,'observation_insight')
c('c',"the Tesco on Wilmslow Road reduces the bread at 7",P_,'observation_insight')
c('f',"I eat rubbish every time I do three nights in a row",P_,'observation_insight')
c('h',"still no word from the letting agent about the mould report",P_,'observation_insight',wait='letting agent: mould report')
# ---- emotion (rule 12)
c('a',"so tired my bones are talking, four nights done",P_,'emotion_state')
c('d',"low today, the grey sky and no sleep, I miss the sun",P_,'emotion_state')
c('e',"proud of me, cooked instead of ordering, small wins",P_,'emotion_state')
c('g',"anxious about my blood test results, Dr Patel said friday",P_,'emotion_state',ents=['Patel'],wait='Dr Patel: blood test results',exp=wd('g','fri'))  # a feeling with a wait (d013)

# ======== social: Mummy, Aunty Bisi, Tunde and Kemi in Lagos, money sent home, friends, the church group
# ---- task
c('a',"wrap Kemi's aso ebi fabric and post it to Lagos before friday",SO,'task',wd('a','fri'),['Kemi'],ctx=ctx(p=WED),par='p1')
c('f',"cook jollof for harvest thanksgiving on sunday, Deaconess Ronke asked for two trays",SO,'task',wd('f','sun'),['Ronke'],ctx=ctx(p=HARV),par='p1')
c('c',"pick Ifeoma up from Piccadilly, Tues 21st, 18:40",SO,'task',md('c',4,21,'18:40','tue'),['Ifeoma'])  # weekday + day of month, time after a comma
c('e',"help Chidi move flats Thursday week, he's bribing us with suya",SO,'task',week_after('e','thu'),['Chidi'])  # "Thursday week": bare thursday + 7
c('f',"sorted the visa letter for Mummy's visit, signed and scanned",SO,'task',
  ctx=ctx(t=T("Write the invitation letter for Mummy's visa","Buy a sofa bed")),comp='t1')
c('g',"make up the spare bed for Aunty Bisi, she lands saturday morning",SO,'task',wd('g','sat','09:00'),['Bisi'])  # morning 09:00
c('h',"find a babysitter for tolu's two so she can come to the carol service",SO,'task',ents=['tolu'])
# ---- reminder (rule 1)
c('a',"remind me Tunde's birthday is the 24th, send something before",SO,'reminder_intention',nth('a',24),['Tunde'])
c('c',"don't forget choir practice is moved to monday, half six",SO,'reminder_intention',wd('c','mon','18:30'))  # "half 6" pm by context
c('d',"ping me saturday to call Mummy before 4, she goes to the market after",SO,'reminder_intention',wd('d','sat','16:00'))  # before <time> keeps it (4.4), pm by context
c('f',"remind me: Funmi and Chioma's joint birthday dinner, Saturday 19th at 7",SO,'reminder_intention',md('f',9,19,'19:00','sat'),['Funmi','Chioma'])
c('h',"don't let me forget to send Uncle Segun's condolence card this weekend",SO,'reminder_intention',wd('h','sat'),['Segun'])  # this weekend = coming Saturday
# ---- communication (rule 2)
c('a',"video call Mummy and Aunty Bisi tomorrow evening, after they close the shop",SO,'communication',rel('a',1,'19:00'),['Bisi'])
c('b',"texted Funmi that I can't make bible study, I'm on nights",SO,'communication',ents=['Funmi'])
c('c',"called Tunde about the generator money, he'll send the receipt",SO,'communication',ents=['Tunde'],wait='Tunde: receipt for the generator')
c('d',"WhatsApp Kemi pictures of the gele options before her fitting on the 2nd",SO,'communication',nth('d',2),['Kemi'],ctx=ctx(p=WED),par='p1')
c('e',"voice note from Pastor Femi asking me to lead prayers at the vigil, need to answer him",SO,'communication',ents=['Femi'])
c('g',"ring Chidi and seun about the bonfire night plans",SO,'communication',ents=['Chidi','seun'])
c('h',"emailed the Nigerian embassy about Mummy's passport renewal, waiting for a slot",SO,'communication',
  wait='Nigerian embassy: appointment slot for the passport renewal')
# ---- transaction (rule 3): money home and to friends
c('a',"sent Mummy £200 through Lemfi for her drugs and the NEPA bill",SO,'transaction')
c('b',"my part of Kemi's wedding, £500, goes to Tunde on the 1st",SO,'transaction',nth('b',1),['Kemi','Tunde'],ctx=ctx(p=WED),par='p1')
c('d',"£50 in the church envelope for the building fund",SO,'transaction')
c('e',"Tunde still hasn't said if the school fees money reached him, that was tuesday",SO,'transaction',ents=['Tunde'],wait='Tunde: word that the school fees money arrived')
c('f',"sent Aunty Bisi 50k naira for her owambe, done",SO,'transaction',ents=['Bisi'],
  ctx=ctx(t=T("Send Aunty Bisi money for her party","Buy a new phone case")),comp='t1')
c('h',"chipped in £25 for Blessing's baby shower gift from the girls",SO,'transaction',ents=['Blessing'])
# ---- acquisition (rule 4)
c('a',"need a gele and shoes to match the aso ebi, Kemi sent the colour",SO,'acquisition_disposition',ents=['Kemi'],ctx=ctx(p=WED),par='p1')
c('c',"ordered a Manchester City shirt for Tunde's boy, it comes monday",SO,'acquisition_disposition',ents=['Tunde'],wait='City shirt (delivery)',exp=wd('c','mon'))
c('e',"giving my old winter coat to Chioma's cousin who just arrived from Enugu",SO,'acquisition_disposition',ents=['Chioma'])
c('g',"bought the big cooler for harvest thanksgiving, the one from Makro",SO,'acquisition_disposition',ctx=ctx(p=HARV,t=T(("Buy a cooler for the harvest",'p1'),("Print the programmes",'p1'))),comp='t1',par='p1')
c('h',"pick up the christmas hamper for Aunty Bisi's family at Asda, ready after 2 tomorrow",SO,'acquisition_disposition',rel('h',1,'14:00'),['Bisi'])
# ---- project (rule 5)
c('b',"plan Mummy's visit in june: visa, flights, spare room, a trip to London, church with me",SO,'project')
c('d',"organise the women's fellowship retreat: venue in the Peaks, coach, food rota, speakers",SO,'project')
c('f',"Kemi's wedding trip: leave booked, flights, aso ebi, gifts for Tobi's family",SO,'project',ents=['Kemi','Tobi'])
c('h',"christmas for everyone in Lagos: a list, the money, shipping the box by the 8th",SO,'project',nth('h',8))  # a deadline inside a project (d081)
# ---- routine (rule 6)
c('a',"church every sunday after nights, I sleep through the sermon sef",SO,'routine_activity',OMIT)
c('c',"saturday call with Mummy done, she's fine, the knee still troubles her",SO,'routine_activity')
c('e',"every first friday our girls' jollof night is at Funmi's",SO,'routine_activity',OMIT,['Funmi'])
c('g',"house fellowship tonight at Deaconess Ronke's as usual, 7:30",SO,'routine_activity',rel('g',0,'19:30'),['Ronke'])  # a named instance
c('h',"sunday lunch at Funmi's after service like always, her egusi never misses",SO,'routine_activity',ents=['Funmi'])  # a log of a habit
# ---- contact (rule 7)
c('b',"Pastor Femi's new number is 07700 900 561, the old one was stolen",SO,'contact',ents=['Femi'])
c('d',"Ifeoma Nwosu, Chidi's fiancée, a pharmacist in Salford, allergic to peanuts",SO,'contact',ents=['Ifeoma Nwosu','Chidi'])
c('f',"Aunty Bisi's address in Surulere: 14 Adeniran Ogunsanya Street, for the christmas box",SO,'contact',ents=['Bisi'])
c('h',"Chioma moved to Stockport, her new address is in the group chat, save it",SO,'contact',ents=['Chioma'])
# ---- decision (rule 8)
c('a',"told Pastor Femi I'll usher at the harvest, no backing out",SO,'decision_commitment',ents=['Femi'],ctx=ctx(p=HARV),par='p1')
c('c',"decided I'm going home for Kemi's wedding, two weeks in december",SO,'decision_commitment',ents=['Kemi'])
c('e',"promised Tunde I'll cover half of Mummy's hospital bill",SO,'decision_commitment',ents=['Tunde'])
c('g',"not hosting christmas this year, Funmi and Dayo can have it",SO,'decision_commitment',ents=['Funmi','Dayo'])
# ---- learning (rule 9)
c('b',"reading the book of Ruth with the women's group, a chapter a night",SO,'learning_consumption')
c('d',"watching the Nollywood series Kemi recommended so we can gist about it",SO,'learning_consumption',ents=['Kemi'])
c('f',"Yoruba lessons with Aunty Bisi on video, my tones are a disgrace",SO,'learning_consumption',ents=['Bisi'])
c('h',"the marriage course at church starts wednesday, Chidi dragged me in for support",SO,'learning_consumption',wd('h','wed'),['Chidi'])
# ---- milestone (rule 10)
c('a',"Kemi is engaged!!! Tobi finally asked",SO,'milestone_outcome',ents=['Kemi','Tobi'])
c('c',"Tunde's daughter got into Unilag for medicine, our first doctor",SO,'milestone_outcome',ents=['Tunde'])
c('e',"Mummy and Daddy made it to forty years married, ruby anniversary",SO,'milestone_outcome')
c('g',"Blessing had the baby, a girl, 3.4kg, both well",SO,'milestone_outcome',ents=['Blessing'])
# ---- observation (rule 11)
c('b',"Mummy only rings when the light is off and she's bored",SO,'observation_insight')
c('d',"Kemi replies faster on Instagram than on WhatsApp",SO,'observation_insight',ents=['Kemi'])
c('f',"Funmi always cancels when her husband is on lates",SO,'observation_insight',ents=['Funmi'])
c('h',"Aunty Bisi still hasn't confirmed her flight, the box goes next week",SO,'observation_insight',ents=['Bisi'],wait='Bisi: flight confirmation')
# ---- emotion (rule 12)
c('a',"missing home so much today, the jollof here is not the same",SO,'emotion_state')
c('c',"worried about Mummy's blood pressure, Tunde says she won't rest",SO,'emotion_state',ents=['Tunde'])
c('e',"so happy for Kemi and Tobi, I cried on the tram",SO,'emotion_state',ents=['Kemi','Tobi'])
c('g',"guilty I missed Chioma's birthday because of nights",SO,'emotion_state',ents=['Chioma'])       # about the friend (d056)

# ======== systems: ward 7B, the shifts, colleagues, Sister Grace, Joanne (ward manager), the union, the top-up degree
# ---- task
c('a',"finish bay 3's handover sheet before I go, Sister Grace wants them tidy",S,'task',ents=['Grace'])  # title dropped as "Auntie"
c('b',"update my NMC revalidation portfolio by the 14th, reflections and feedback",S,'task',nth('b',14))
c('c',"swap my long day on the 14th with Siobhan so I can go to the wedding fitting",S,'task',nth('c',14),['Siobhan'])
c('d',"the falls audit for bay 2 is finished, Joanne has it",S,'task',ents=['Joanne'],
  ctx=ctx(p=AUDIT,t=T(("Finish the falls audit for bay 2",'p1'),("Print the audit posters",'p1'))),comp='t1',par='p1')
c('e',"restock the resus trolley at half 8 tomorrow before the day team arrives",S,'task',rel('e',1,'08:30'))  # morning by context
c('f',"write up the incident from the night of the fall, Datix before my next shift",S,'task')
c('g',"chase pharmacy for Mr Begum's TTOs before 11, discharge is today",S,'task',rel('g',0,'11:00'),['Begum'])
c('h',"do my manual handling e-learning after my long day on the 3rd",S,'task',nth('h',3))             # the day named
# ---- reminder (rule 1)
c('a',"remind me my nights start wednesday, sleep in the afternoon",S,'reminder_intention',wd('a','wed'))
c('c',"don't forget the union meeting with Gareth, Thursday 16th, 2pm",S,'reminder_intention',md('c',4,16,'14:00','thu'),['Gareth'])
c('d',"ping me at 7 tonight to send my availability for july to Joanne",S,'reminder_intention',rel('d',0,'19:00'),['Joanne'])
c('f',"remind me the top-up essay is due the 3rd of next month",S,'reminder_intention',next_month('f',3),ctx=ctx(p=TOPUP),par='p1')
c('h',"don't forget Dayo's leaving do is a fortnight Friday",S,'reminder_intention',week_after('h','fri',weeks=2),['Dayo'])
# ---- communication (rule 2)
c('a',"emailed Joanne about my annual leave for Kemi's wedding, she hasn't replied",S,'communication',ents=['Joanne','Kemi'],wait='Joanne: answer on the annual leave')
c('b',"call Gareth Lloyd from the union tomorrow at 10, pay banding questions",S,'communication',rel('b',1,'10:00'),['Gareth Lloyd'])
c('c',"messaged Blessing and Priya to see who can cover my nights from Tuesday",S,'communication',ents=['Blessing','Priya'])
c('d',"bleeped Dr. Okoro twice about bed 12's potassium, no answer yet",S,'communication',ents=['Okoro'],wait="Okoro: answer about bed 12's potassium")
c('e',"phoned bed management twice about a side room for bed 6",S,'communication')
c('f',"email Mrs Adeyemi my dissertation question list before monday, 9am",S,'communication',wd('f','mon','09:00'),['Adeyemi'],ctx=ctx(p=TOPUP),par='p1')
c('h',"rang the agency about the extra HCA for tonight, sorted",S,'communication')
# ---- transaction (rule 3): pay, expenses, the union sub
c('b',"payroll still haven't paid my bank holiday night enhancements",S,'transaction',wait='payroll: bank holiday enhancements')
c('d',"claimed back £64 for the manual handling course from the trust",S,'transaction')
c('e',"my union sub went up to £17 a month, Gareth says it's the new rate",S,'transaction',ents=['Gareth'])
c('g',"the trust's £1,200 grant for the top-up arrives the 30th",S,'transaction',wait='trust: £1,200 grant for the top-up',exp=nth('g',30),ctx=ctx(p=TOPUP),par='p1')
c('h',"paid the NMC registration fee, £120, renewed till next year",S,'transaction',ctx=ctx(t=T("Pay the NMC fee","Update my CV")),comp='t1')
# ---- acquisition (rule 4)
c('a',"need new scrubs, the navy ones, mine are faded from the ward wash",S,'acquisition_disposition')
c('c',"ordered a fob watch and new pen torch for the ward, arrives wednesday",S,'acquisition_disposition',wait='fob watch and pen torch (delivery)',exp=wd('c','wed'))
c('f',"return the textbook to the trust library, overdue since august",S,'acquisition_disposition',ctx=ctx(p=TOPUP),par='p1')
c('g',"collected my new ID badge from security, the old one was peeling",S,'acquisition_disposition',
  ctx=ctx(t=T("Pick up the new ID badge","Book the fit test")),comp='t1')
c('e',"Sister Grace is binning the old obs machines, asked if bay 4 wants one",S,'acquisition_disposition',ents=['Grace'])
# ---- project (rule 5)
c('b',"run a falls audit on 7B: baseline numbers, a bay each, posters, repeat in three months",S,'project')
c('d',"apply for the band 6 post: update the CV, talk to Joanne, shadow Sister Grace, the interview",S,'project',ents=['Joanne','Grace'])
c('f',"set up a preceptor buddy list for the new internationally educated nurses: names, rota, a welcome pack",S,'project')
c('h',"start the degree top-up: funding form, the module choices, time off from Joanne, a study plan",S,'project',ents=['Joanne'])
# ---- routine (rule 6)
c('e',"on my nights from tuesday, three in a row on 7B",S,'routine_activity',wd('e','tue'))         # a named stretch of the rota
c('c',"safety huddle at 8 every morning, I'm leading it on mondays",S,'routine_activity',OMIT)
c('d',"did the controlled drugs check with Callum at handover like every night",S,'routine_activity',ents=['Callum'])
c('g',"long day today, 7:30 to 8, then off for four days",S,'routine_activity',rel('g',0,'07:30'))          # today's instance, range start
c('e',"in charge on my long day tomorrow, huddle at 7:45 as always",S,'routine_activity',rel('e',1,'07:45'))  # a named instance
# ---- contact (rule 7)
c('b',"the new ward clerk is Mariusz, extension 4471, on days only",S,'contact',ents=['Mariusz'])
c('d',"Gareth Lloyd is our union rep, 07700 900 318, answers after 6 only",S,'contact',ents=['Gareth Lloyd'])
c('f',"my tutor for the top-up is Mrs Adeyemi, emails back within a day",S,'contact',ents=['Adeyemi'],ctx=ctx(p=TOPUP),par='p1')
c('h',"Priya Raman from the critical care outreach team, bleep 2290",S,'contact',ents=['Priya Raman'])
# ---- decision (rule 8)
c('a',"decided I'm going for the band 6, Sister Grace said I'm ready",S,'decision_commitment',ents=['Grace'])
c('c',"told Joanne yes to the extra nights in may, abeg no more after that",S,'decision_commitment',ents=['Joanne'])
c('e',"not joining the strike ballot committee, too much with the top-up",S,'decision_commitment')
c('g',"agreed to mentor Dayo and Mariusz through their OSCE prep",S,'decision_commitment',ents=['Dayo','Mariusz'])
# ---- learning (rule 9): for work
c('b',"reading up on sepsis six for the module, my oga Sister Grace quizzes us",S,'learning_consumption',ents=['Grace'])
c('d',"the tissue viability study day is the 9th, 9 till 4",S,'learning_consumption',nth('d',9,'09:00'))
c('f',"watched the lecture on evidence based practice twice, still confused",S,'learning_consumption',ctx=ctx(p=TOPUP),par='p1')
c('h',"IV cannulation workshop Wednesday 2nd at half one, training room B",S,'learning_consumption',md('h',12,2,'13:30','wed'))  # "half 1" pm by context
# ---- milestone (rule 10)
c('a',"got 72 on my first top-up essay!! a first, me",S,'milestone_outcome',ctx=ctx(p=TOPUP),par='p1')
c('c',"Joanne confirmed my band 6 starts the 1st of june, my oga",S,'milestone_outcome',md('c',6,1),['Joanne'])  # a start date (4.5)
c('e',"passed my IV competency sign-off with Dr. Okoro watching",S,'milestone_outcome',ents=['Okoro'])
c('g',"seven years a nurse this month, from LUTH to Manchester",S,'milestone_outcome')
# ---- observation (rule 11)
c('b',"bay 3 always kicks off around 2am, the sundowning patients set each other off",S,'observation_insight')
c('d',"the agency nurses never know where the spare oxygen is kept",S,'observation_insight')
c('f',"Joanne has still not signed my study leave, the module starts next week",S,'observation_insight',ents=['Joanne'],wait='Joanne: sign-off for the study leave')
c('h',"Callum and Siobhan are the only ones who restock the sluice",S,'observation_insight',ents=['Callum','Siobhan'])
# ---- emotion (rule 12)
c('a',"knackered after four nights, I could sleep standing up at the obs machine",S,'emotion_state')
c('c',"dreading the CQC visit, Joanne is stressing everybody",S,'emotion_state',ents=['Joanne'])
c('e',"so proud of Dayo, first cannula on her own today",S,'emotion_state',ents=['Dayo'])
c('g',"fed up of being short two nurses every single night, wahala everywhere",S,'emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 33, cases)
