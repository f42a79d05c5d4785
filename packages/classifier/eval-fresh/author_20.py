# Writes thoughts-fresh-20.jsonl: a twentieth fresh labelled set (issue 10, ids f20…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice: a shift-working paramedic in
# Wellington, New Zealand (Pacific/Auckland), on day and night shifts out of a station (the station manager Bridget,
# the clinical support officer Wiremu, crewmates Sefa and Marama, the ops manager Garth, the comms centre), with a
# partner (Tane), two kids (Kaia, 10, and Otis, 6), a sister in Auckland (Hana), Mum in Napier (a relation word, not
# a name), a neighbour (Lorraine) and friends (Declan, Huia). Kiwi offices and words: IRD, Waka Kotahi, the WOF, the
# rego, KiwiSaver, rates, the dairy, togs, the arvo, a chilly bin. The ambulance job is systems; the kids, partner,
# family and friends social; her own flat, car, health, dog and money personal.
# Weighted to scheduled time: weekday + time, "next <weekday>", "this <weekday>", weekday + month-day, day-month and
# month-day orders, "in a fortnight", "end of the month", "the 3rd", "half 3", "quarter to 7", noon, midday, tonight,
# "first thing tomorrow", "in 2 hours", "in 20 mins", ordinal days, the date said after the event, past dates (no
# schedule), deadlines ("by friday", "before the 8th"), clock times with no date (passed today means tomorrow),
# habitual and recurring phrasing (4.6: a named instance gets it, a rule with no instance is left out), typos and
# dictation without punctuation. The `now` values include month ends, the two daylight-saving changes of 2026 (the
# night before and the morning of 5 April and 27 September) and the year end, so dates roll into the next month and
# into 2027 and wall times on the far side of a change keep their wall-clock value.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-20-read.jsonl (misses
# may be read) and thoughts-fresh-20-held.jsonl (totals only).
# Run: python3 eval-fresh/author_20.py
import os, datetime as dt
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, at, ctx, T, P, OMIT, NOW
TZ="Pacific/Auckland"
use({
 'a':("2026-01-30T23:10:00",TZ),   # Fri, the night before a month end
 'b':("2026-02-27T06:40:00",TZ),   # Fri, a day before February ends
 'c':("2026-04-04T21:30:00",TZ),   # Sat, the evening before daylight saving ends
 'd':("2026-04-05T08:15:00",TZ),   # Sun, the morning daylight saving ended
 'e':("2026-05-29T15:25:00",TZ),   # Fri
 'f':("2026-06-30T17:20:00",TZ),   # Tue, the last day of June
 'g':("2026-08-12T14:20:00",TZ),   # Wed
 'h':("2026-09-26T13:00:00",TZ),   # Sat, the day before daylight saving starts
 'i':("2026-09-27T07:45:00",TZ),   # Sun, the morning daylight saving started
 'j':("2026-10-31T19:05:00",TZ),   # Sat, the last day of October
 'k':("2026-11-27T05:50:00",TZ),   # Fri, the end of a night shift
 'l':("2026-12-30T10:30:00",TZ),   # Wed, year end
 'm':("2026-12-31T22:40:00",TZ),   # Thu, New Year's Eve
 'n':("2026-03-16T06:10:00",TZ),   # Mon
}, {'a':'fri','b':'fri','c':'sat','d':'sun','e':'fri','f':'tue','g':'wed','h':'sat','i':'sun','j':'sat','k':'fri','l':'wed','m':'thu','n':'mon'})
def inm(k,mins):
  """'in 20 mins', 'in 2 hours': an exact offset from now (none of these crosses a daylight-saving change)."""
  return (dt.datetime.fromisoformat(NOW[k][0])+dt.timedelta(minutes=mins)).strftime('%Y-%m-%d %H:%M')
cases=[]
c=labeller(cases)

# ---- 'a' Fri 30 Jan 23:10
c('a',"first thing tomorrow remind me: top up Otis's lunch account",'social','reminder_intention',rel('a',1),['Otis'])
c('a',"school goes back tuesday 3 feb, new shoes for Kaia before then",'social','acquisition_disposition',md('a',2,3,weekday='tue'),['Kaia'])
c('a',"rent comes out tomorrow and the account's short, move $300 across in the morning",'personal','transaction',rel('a',1,'09:00'))
c('a',"renew the Corolla rego before the 8th",'personal','task',nth('a',8))
c('a',"Kaia's parent teacher interview thurs 12 feb at 6:15, put it in the calendar",'social','task',md('a',2,12,'18:15','thu'),['Kaia'])
c('a',"still rattled by the arrest in Newtown tonight, couldn't get him back",'systems','emotion_state')
c('a',"take the sourdough out in 20 mins",'personal','task',inm('a',20))
c('a',"ring Sefa at 10 about covering my sunday",'systems','communication',rel('a',1,'10:00'),['Sefa'])
c('a',"worked the 27th and 28th back to back and I'm still wrecked",'personal','emotion_state')
c('a',"dog food on the list for the supermarket tomorrow",'personal','acquisition_disposition',rel('a',1))
c('a',"marama says the new monitors are way better at picking up STEMIs",'systems','observation_insight',ents=['marama'])

# ---- 'b' Fri 27 Feb 06:40
c('b',"power bill's $212, due end of this month",'personal','transaction',eom('b'))
c('b',"quarter to 7 tonight grab Otis from swimming",'social','task',rel('b',0,'18:45'),['Otis'])
c('b',"ring IRD at 8 once they open re my tax code",'personal','communication',rel('b',0,'08:00'))
c('b',"Huia turns 40 on the 3rd of March, sort a present",'social','acquisition_disposition',md('b',3,3),['Huia'])
c('b',"remind me tuesday at noon to send Wiremu my CPD hours",'systems','reminder_intention',wd('b','tue','12:00'),['Wiremu'])
c('b',"in 2 hours phone Kilbirnie Auto re the WOF",'personal','communication',inm('b',120))
c('b',"day shift today like every friday this roster",'systems','routine_activity',rel('b',0))
c('b',"Kaia's school photos are monday 2 march, wash her hair sunday",'social','task',wd('b','sun'),['Kaia'])
c('b',"decided: no more picking up extra nights till after easter",'systems','decision_commitment')
c('b',"Tane's cousin Mere, new number 027 448 1930",'social','contact',ents=['Tane','Mere'])
c('b',"got Otis's swimming badge sewn on last night",'social','task',ents=['Otis'])

# ---- 'c' Sat 4 Apr 21:30, the evening before daylight saving ends
c('c',"first thing tomorrow swap smoke alarm batteries, it's clocks back night",'personal','task',rel('c',1))
c('c',"txt Hana tomorrow at 10 about easter at Mum's",'social','communication',rel('c',1,'10:00'),['Hana'])
c('c',"Kaia's swimming sports wednesday 8th april, ask for the afternoon off",'social','task',md('c',4,8,weekday='wed'),['Kaia'])
c('c',"in 2 hours put the dishwasher on when the night rate starts",'personal','task',inm('c',120))
c('c',"remind me monday at half 7 to ring the school about the camp form",'social','reminder_intention',wd('c','mon','07:30'))
c('c',"start on at 7 tomorrow, seven till seven with Sefa",'systems','routine_activity',rel('c',1,'07:00'),['Sefa'])
c('c',"bought Otis a new pair of togs at Kmart today",'social','acquisition_disposition',ents=['Otis'])
c('c',"feeling so flat tonight, long week",'personal','emotion_state')

# ---- 'd' Sun 5 Apr 08:15, the morning daylight saving ended
c('d',"in 2 hours put the lamb in",'personal','task',inm('d',120))
c('d',"remind me this sunday to iron the school uniforms",'social','reminder_intention',wd('d','sun'))
c('d',"ring Mum at midday",'social','communication',rel('d',0,'12:00'))
c('d',"zoom with Garth tomorrow at noon about the winter roster",'systems','communication',rel('d',1,'12:00'),['Garth'])
c('d',"the extra hour this morning felt amazing, first proper sleep in weeks",'personal','emotion_state')
c('d',"kids' egg hunt at Lorraine's at 11",'social','task',rel('d',0,'11:00'),['Lorraine'])
c('d',"heaps of people in ED last night forgot the clocks changed and missed meds",'systems','observation_insight')
c('d',"bins out tonight",'personal','task',tonight('d'))

# ---- 'e' Fri 29 May 15:25
c('e',"drop Pip at the groomers in 20 mins",'personal','task',inm('e',20))
c('e',"book Otis's party at the trampoline place for sat 6 june at 2",'social','task',md('e',6,6,'14:00','sat'),['Otis'])
c('e',"timesheet's due end of this month",'systems','task',eom('e'))
c('e',"next tuesday at half 3 Kaia's orthodontist",'social','task',wd('e','tue','15:30'),['Kaia'])
c('e',"the 1st is the King's Birthday, station's short so I agreed to do the double",'systems','decision_commitment',nth('e',1))
c('e',"water rates, pay them by the 20th",'personal','transaction',nth('e',20))
c('e',"ring Declan back tonight re the tramp",'social','communication',tonight('e'),['Declan'])
c('e',"Kaia lost her first netball game 2-19 last saturday, she was gutted",'social','observation_insight',ents=['Kaia'])
c('e',"reading the new clinical procedures on sepsis before monday's shift",'systems','learning_consumption',wd('e','mon'))
c('e',"Otis rode his bike with no training wheels!!",'social','milestone_outcome',ents=['Otis'])

# ---- 'f' Tue 30 Jun 17:20, the last day of June
c('f',"KiwiSaver hardship form due in by end of this month, aka TODAY",'personal','task',eom('f'))
c('f',"tonight 9:30 the ECG webinar Wiremu sent round",'systems','learning_consumption',rel('f',0,'21:30'),['Wiremu'])
c('f',"at 6 give me a reminder, mince from the freezer",'personal','reminder_intention',rel('f',0,'18:00'))
c('f',"heard the new roster kicks in on the 1st",'systems','observation_insight')
c('f',"sleeping bag for Kaia before school camp in a fortnight",'social','acquisition_disposition',rel('f',14),['Kaia'])
c('f',"dentist for me thurs 9 july 8am",'personal','task',md('f',7,9,'08:00','thu'))
c('f',"july 3 Tane's work do, babysitter needed",'social','task',md('f',7,3),['Tane'])
c('f',"finished the road safety refresher on the 22nd, cert's in my inbox",'systems','learning_consumption')
c('f',"shopping list: milk, weetbix, dog roll, dishwasher tabs",'personal','acquisition_disposition')

# ---- 'g' Wed 12 Aug 14:20
c('g',"told Declan I'd come to his leaving drinks this friday at 6",'social','decision_commitment',wd('g','fri','18:00'),['Declan'])
c('g',"ALS refresher thursday 13 august 8:30 at the training centre",'systems','learning_consumption',md('g',8,13,'08:30','thu'))
c('g',"incident report to Bridget by friday",'systems','task',wd('g','fri'),['Bridget'])
c('g',"pick up Otis at 3",'social','task',rel('g',0,'15:00'),['Otis'])
c('g',"on the 21st remind me: flights for Hana's wedding",'social','reminder_intention',nth('g',21),['Hana'])
c('g',"get the car's WOF done before 19 august",'personal','task',md('g',8,19))
c('g',"call the vet tmrw morning about Pip's ear",'personal','communication',rel('g',1,'09:00'))
c('g',"Kaia's a bundle of nerves about the speech comp, it's on the 18th",'social','emotion_state',ents=['Kaia'])
c('g',"netball every wednesday at 4 for Kaia this term",'social','routine_activity',OMIT,['Kaia'])
c('g',"crew room coffee machine has died yet again, thrice in a month",'systems','observation_insight')

# ---- 'h' Sat 26 Sep 13:00, the day before daylight saving starts
c('h',"tonight remind me clocks go forward",'personal','reminder_intention',tonight('h'))
c('h',"Otis's footy prizegiving tomorrow at 9, bring a plate",'social','task',rel('h',1,'09:00'),['Otis'])
c('h',"in 2 hours grab Kaia from Huia's",'social','task',inm('h',120),['Kaia','Huia'])
c('h',"on at 6 tomorrow morning, an hour less sleep, great",'systems','routine_activity',rel('h',1,'06:00'))
c('h',"tane and me are entered in the Round the Bays in feb",'social','decision_commitment',ents=['tane'])
c('h',"halfway through painting the fence, arms are dead",'personal','task')
c('h',"quarter past 4 take the scones out",'personal','task',rel('h',0,'16:15'))

# ---- 'i' Sun 27 Sep 07:45, the morning daylight saving started
c('i',"pick up the roast chook from New World at half 5",'personal','acquisition_disposition',rel('i',0,'17:30'))
c('i',"ring Sefa in 20 mins about swapping tuesday",'systems','communication',inm('i',20),['Sefa'])
c('i',"lost an hour and the kids don't care, up at 6 as usual",'social','observation_insight')
c('i',"tuesday the 29th Wiremu's doing my clinical sign-off at 10",'systems','task',md('i',9,29,'10:00','tue'),['Wiremu'])
c('i',"school holidays start friday, sort something for the kids",'social','task',wd('i','fri'))
c('i',"midday bbq at Huia's, take the chilly bin",'social','task',rel('i',0,'12:00'),['Huia'])
c('i',"did the long run round the south coast yesterday like every saturday",'personal','routine_activity')

# ---- 'j' Sat 31 Oct 19:05, the last day of October
c('j',"recycling out at 6:30, remind me",'personal','reminder_intention',rel('j',1,'06:30'))
c('j',"take Otis trick or treating in 20 mins",'social','task',inm('j',20),['Otis'])
c('j',"guy fawkes is the 5th, sparklers for the kids",'social','acquisition_disposition',nth('j',5))
c('j',"last day of the month and $40 left in the everyday account",'personal','observation_insight')
c('j',"sunday 8 november Kaia's birthday sleepover, 6 girls 😬",'social','project',md('j',11,8,weekday='sun'),['Kaia'])
c('j',"email Bridget monday re annual leave in january",'systems','communication',wd('j','mon'),['Bridget'])
c('j',"need to book the rental for the Napier trip by the 15th",'social','task',nth('j',15))
c('j',"walk Pip round the reservoir at 7, same as each sunday",'personal','routine_activity',rel('j',1,'07:00'))

# ---- 'k' Fri 27 Nov 05:50, the end of a night shift
c('k',"roster preferences to Bridget before end of month",'systems','task',eom('k'),['Bridget'])
c('k',"handover at quarter to 7 then bed",'systems','routine_activity',rel('k',0,'06:45'))
c('k',"Kaia's prizegiving tuesday 8 december at 1, swap the shift",'social','task',md('k',12,8,'13:00','tue'),['Kaia'])
c('k',"sleep then ring Mum at 2",'social','communication',rel('k',0,'14:00'))
c('k',"christmas present for Otis's teacher before the 11th",'social','acquisition_disposition',nth('k',11),['Otis'])
c('k',"two chest pains and a fall tonight, pretty quiet for a thursday",'systems','observation_insight')
c('k',"next thursday at 1 ring Ferno re the new stretcher",'systems','communication',wd('k','thu','13:00'))
c('k',"so proud of Marama, she topped the paramedic exam",'systems','emotion_state',ents=['Marama'])

# ---- 'l' Wed 30 Dec 10:30, year end
c('l',"back on the road on the 2nd, day shift 7am",'systems','routine_activity',nth('l',2,'07:00'))
c('l',"book the Castlepoint campsite for sat 9 jan",'social','task',md('l',1,9,weekday='sat'))
c('l',"credit card needs clearing by the 4th",'personal','transaction',nth('l',4))
c('l',"monday at 9 ring the insurance about the hail dent",'personal','communication',wd('l','mon','09:00'))
c('l',"tomorrow at noon pick up the ham from the butcher",'personal','acquisition_disposition',rel('l',1,'12:00'))
c('l',"uniform allowance claim to go in before end of month",'systems','transaction',eom('l'))
c('l',"in a fortnight drive the kids up to Mum's in Napier",'social','task',rel('l',14))
c('l',"made it through my first year on the road without a sick day",'systems','milestone_outcome')

# ---- 'm' Thu 31 Dec 22:40, New Year's Eve
c('m',"first thing tomorrow text Hana happy new year",'social','communication',rel('m',1),['Hana'])
c('m',"in 2 hours remind me, Otis's temp check",'social','reminder_intention',inm('m',120),['Otis'])
c('m',"the 3rd: Tane back on shift, I'm on kids",'social','routine_activity',nth('m',3),['Tane'])
c('m',"rates due 20 jan, $640",'personal','transaction',md('m',1,20))
c('m',"new years resolution: no phone after 9",'personal','decision_commitment')
c('m',"watching the fireworks from the deck with Tane and a wine, bliss",'social','emotion_state',ents=['Tane'])
c('m',"saturday at 8 sort out the garage",'personal','task',wd('m','sat','08:00'))

# ---- 'n' Mon 16 Mar 06:10
c('n',"next thursday Otis has his hearing test at the hospital 11:40",'social','task',wd('n','thu','11:40'),['Otis'])
c('n',"the 20th is the ambo pay day, buy the new runners then",'personal','acquisition_disposition',nth('n',20))
c('n',"send the ops report to Garth before the 31st",'systems','task',nth('n',31),['Garth'])
c('n',"march 28 Hana's engagement party in auckland, book flights",'social','task',md('n',3,28),['Hana'])
c('n',"at 7 tonight parents evening at Otis's school",'social','task',rel('n',0,'19:00'),['Otis'])
c('n',"gym before shift, 6 tomorrow, tuesdays as always",'personal','routine_activity',rel('n',1,'06:00'))
c('n',"the 9th was our 12th anniversary and we both forgot lol",'social','observation_insight')

# ---- dates said after the event, typos and dictation without punctuation (spread over the keys)
c('a',"dentist for Otis — tues 3pm",'social','task',wd('a','tue','15:00'),['Otis'])
c('b',"hair cut, 5pm saturday",'personal','task',wd('b','sat','17:00'))
c('c',"Kaia's netball trials, saturday the 11th at 9",'social','task',md('c',4,11,'09:00','sat'),['Kaia'])
c('d',"parent help at the school library, wednsday 2pm",'social','task',wd('d','wed','14:00'))
c('e',"gotta ring the bank tomorow at 10 re overdraft",'personal','communication',rel('e',1,'10:00'))
c('g',"remind me im ringing mum next wednesday at half past six in the evening",'social','reminder_intention',wd('g','wed','18:30'))
c('g',"tmrw at 4 pick up Tane's suit from the drycleaners",'social','task',rel('g',1,'16:00'),['Tane'])
c('h',"remind me thrusday to renew my practising certificate",'systems','reminder_intention',wd('h','thu'))
c('i',"kaias school trip money due friday 20 dollars",'social','transaction',wd('i','fri'),['kaia'])
c('j',"dont forget the WOF 2moro the garage is open sundays",'personal','reminder_intention',rel('j',1))
c('k',"note to self email wiremu the audit forms by wednesday",'systems','communication',wd('k','wed'),['wiremu'])
c('l',"collect my new specs on the 5th at 11",'personal','acquisition_disposition',nth('l',5,'11:00'))
c('n',"ring the school nurse at 9 about otis's asthma plan",'social','communication',rel('n',0,'09:00'),['otis'])
c('e',"sat arvo library with the kids",'social','task',wd('e','sat','15:00'))
c('g',"Otis's assembly friday at 9:15, he's got a speaking part",'social','task',wd('g','fri','09:15'),['Otis'])
c('j',"remind me tues 10 nov to send the ACC form",'personal','reminder_intention',md('j',11,10,weekday='tue'))
c('b',"uniform fitting at the depot wed 4 march 10am",'systems','task',md('b',3,4,'10:00','wed'))

# ---- past dates and habits that already happened: no schedule
c('c',"got the WOF done on the 2nd, passed first go",'personal','task')
c('e',"Kaia had her braces fitted on tuesday, she's sore",'social','observation_insight',ents=['Kaia'])
c('h',"lovely catching up with Huia last thursday at 10, I miss her",'social','emotion_state',ents=['Huia'])
c('k',"spent $380 on groceries on the 20th, ouch",'personal','transaction')
c('l',"christmas lunch at Lorraine's was lovely, same as every year",'social','emotion_state',ents=['Lorraine'])

# ---- habitual and recurring phrasing (4.6 and the Clarifications)
c('a',"kids have swim lessons every saturday at 9 this term",'social','routine_activity',OMIT)
c('d',"station BBQ monday at 5 like every month",'systems','routine_activity',wd('d','mon','17:00'))
c('f',"friday night pizza as usual",'social','routine_activity',wd('f','fri'))
c('i',"like every thursday, Kaia to kapa haka at 4",'social','routine_activity',wd('i','thu','16:00'),['Kaia'])
c('j',"rubbish goes out every tuesday night",'personal','routine_activity',OMIT)
c('k',"the usual saturday run with Declan, 7am",'social','routine_activity',wd('k','sat','07:00'),['Declan'])
c('l',"pay the mobile bill on the 15th each month",'personal','transaction',OMIT)

# ---- a clock time with no date, and a deadline with a time
c('e',"submit the drug register check before 5",'systems','task',rel('e',0,'17:00'))
c('g',"iron tablet at 7am, remind me",'personal','reminder_intention',rel('g',1,'07:00'))
c('h',"bake the cake before noon tomorrow",'social','task',rel('h',1,'12:00'))
c('k',"eye test at 4:15",'personal','task',rel('k',0,'16:15'))

# ---- other types, to keep every event type and domain present
c('b',"Rangi at Kilbirnie Auto does WOFs cheap, 04 387 2210",'personal','contact',ents=['Rangi'])
c('d',"the new CSO for the south coast is Teuila Matagi, she starts in may",'systems','contact',ents=['Teuila Matagi'])
c('f',"Lorraine's daughter is called Ana, she's a midwife at Wellington hospital",'social','contact',ents=['Lorraine','Ana'])
c('g',"plan the Napier trip: ferry? no, drive, stay with Mum, see the aquarium",'social','project')
c('h',"do up the back bedroom for Otis: bunk, paint, shelves",'social','project',ents=['Otis'])
c('i',"redo the garden beds this spring: compost, new sleepers, herbs",'personal','project')
c('l',"set up a peer support group for the station after the bad jobs",'systems','project')
c('b',"pre-hospital trauma podcast in the car driving to station",'systems','learning_consumption')
c('j',"halfway through the book Huia lent me",'personal','learning_consumption',ents=['Huia'])
c('e',"passed my intensive care paramedic practical!!!",'systems','milestone_outcome')
c('m',"Kaia did a full length at the pool, no stopping",'social','milestone_outcome',ents=['Kaia'])
c('g',"pram's sold, $90 on marketplace",'personal','acquisition_disposition')
c('c',"handed the kids twenty bucks each for the school gala",'social','transaction')
c('h',"so sick of on-call every second weekend",'systems','emotion_state')
c('f',"going with the Hutt campground, not the one in Otaki",'social','decision_commitment')
c('a',"texted Marama the handover notes from the car crash",'systems','communication',ents=['Marama'])
c('n',"walked Pip up Mt Vic before work as usual",'personal','routine_activity')
c('m',"money's tight this month, no more takeaways till payday",'personal','decision_commitment')
c('n',"feeling nervous about the clinical audit",'systems','emotion_state')
c('i',"Wiremu says the new drug bags arrive thursday",'systems','observation_insight',ents=['Wiremu'],wait="Wiremu: new drug bags",exp=wd('i','thu'))
c('c',"courier says the kids' bunk bed comes monday",'social','observation_insight',wait="courier: bunk bed (delivery)",exp=wd('c','mon'))
c('l',"waiting on IRD for my refund, they reckon the 15th",'personal','transaction',wait="IRD: tax refund",exp=nth('l',15))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 20, cases)
