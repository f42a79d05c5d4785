# Writes thoughts-fresh-27.jsonl: a twenty-seventh fresh labelled set (issue 10, ids f27…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice: a Welsh secondary-school
# science teacher in Cardiff (Europe/London) who coaches junior rugby on Saturdays (her son's under-9s), sells
# handmade pottery at weekend markets, with a partner (Gethin), two children (Elin, Twm), "Mam" in Swansea with carers,
# colleagues often named by initials ("MJ", "DJ"), Welsh person and place names, brands and shops typed in lowercase.
# British English dates and times: "weds fortnight", "a week on friday", "the 3rd", "first thing tues", "tea time,
# 5ish", "quarter to 4", 24-hour "16:30", "this time next week", "the monday after half term" (said in half term),
# bank holidays, Boxing Day, "tomoz", misspellings and dictation. Her school, colleagues, exams and the pottery stall
# are systems; Gethin, the children, Mam and her carers, the rugby club and friends social; her house, car, own
# health and own money personal.
# Weighted to scheduled time (at least 90 with a date or time) beside look-alikes that get no date (past events,
# durations, "every so often", ages, scores, sizes, prices, times of the past), and to entities (people named in
# full, by first name, in lowercase, Welsh names, initials; places, orgs and lowercase brands that are no entity).
# Every event type and domain. It also writes the split by sha1 of the text, fixed before the first scoring:
# thoughts-fresh-27-read.jsonl (misses may be read) and thoughts-fresh-27-held.jsonl (totals only).
# Run: python3 eval-fresh/author_27.py
import os, datetime as dt
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, at, eom, ctx, T, P, C, OMIT
use({
 'a':("2026-01-13T07:45:00","Europe/London"),   # Tue
 'b':("2026-02-11T21:10:00","Europe/London"),   # Wed
 'i':("2026-02-18T10:15:00","Europe/London"),   # Wed, in the February half term
 'c':("2026-03-21T09:30:00","Europe/London"),   # Sat
 'd':("2026-04-30T16:20:00","Europe/London"),   # Thu, before the early May bank holiday (Mon 4 May)
 'e':("2026-06-14T19:45:00","Europe/London"),   # Sun
 'f':("2026-09-07T12:35:00","Europe/London"),   # Mon
 'g':("2026-10-23T17:05:00","Europe/London"),   # Fri, the last day before the October half term
 'h':("2026-12-17T22:15:00","Europe/London"),   # Thu
}, {'a':'tue','b':'wed','i':'wed','c':'sat','d':'thu','e':'sun','f':'mon','g':'fri','h':'thu'})
cases=[]
c=labeller(cases)
def wkp(k,day,n,t=None):
  """'a week on friday' (n=7), 'weds fortnight' (n=14): that many days after the coming such day."""
  d=dt.date.fromisoformat(wd(k,day)); return at((d+dt.timedelta(days=n)).isoformat(),t)

# ==== scheduled: British days and times, many with people named
# -- a: Tue 13 Jan, 07:45
c('a',"yr 9 parents evening is thurs the 22nd, 4 till 7",'systems','task',md('a',1,22,'16:00','thu'))
c('a',"first thing tues get the y10 risk assessments over to Mr Pugh",'systems','task',wd('a','tue'),['Pugh'])
c('a',"ring Mam at tea time, 5ish, about the new carer",'social','communication',rel('a',0,'17:00'))
c('a',"Gethin's dentist is quarter to 4 on friday, he needs the car",'social','task',wd('a','fri','15:45'),['Gethin'])
c('a',"kiln engineer can come weds fortnight, diary it",'systems','task',wkp('a','wed',14))
c('a',"remind me a week on friday to pay the Roath market stall fee",'systems','reminder_intention',wkp('a','fri',7))
c('a',"order 25kg of stoneware clay before the 3rd, running low",'systems','acquisition_disposition',nth('a',3))
c('a',"u9s training on sat moved to the 3G at Llandaff North, 10:30 start",'social','routine_activity',sat('a','10:30'))
c('a',"MJ wants the chem mock papers on her desk by 0830 tomorrow",'systems','task',rel('a',1,'08:30'),['MJ'])
c('a',"catrin's coming down from bristol on the 24th for the weekend",'social','task',nth('a',24),['catrin'])
# -- b: Wed 11 Feb, 21:10
c('b',"Mam's care review with the social worker is the 24th at 2",'social','task',nth('b',24,'14:00'))
c('b',"boiler man coming tomoz, 8 to 10 slot, someone needs to be in",'personal','task',rel('b',1,'08:00'))
c('b',"cover Ffion's year 8 class period 5 tomorrow",'systems','task',rel('b',1),['Ffion'])
c('b',"text Dafydd re the minibus for fridays fixture",'social','communication',wd('b','fri'),['Dafydd'])
c('b',"half 6 tomorrow dinner at Nerys and Huw's in Canton",'social','task',rel('b',1,'18:30'),['Nerys','Huw'])
c('b',"Elin's St Fagans trip money is due in by friday",'social','transaction',wd('b','fri'),['Elin'])
c('b',"book Twm in for his jabs at the surgery on the 19th, afternoon",'social','task',nth('b',19,'15:00'),['Twm'])
c('b',"£86 kiln insurance, must be paid before month end",'systems','transaction',eom('b'))
# -- i: Wed 18 Feb, 10:15, half term week
c('i',"print the chemistry papers for the y11 mocks, they start the monday after half term",'systems','task',wd('i','mon'))
c('i',"Elin's swimming starts back the 25th at 17:30",'social','routine_activity',nth('i',25,'17:30'),['Elin'])
c('i',"kids and me to the bay friday morning while its quiet",'social','task',wd('i','fri','09:00'))
c('i',"dentist tues at 10:20, Siân's covering my break duty",'personal','task',wd('i','tue','10:20'),['Siân'])
c('i',"meet Iolo at the Riverside market tomorrow at 11 to split a stall",'systems','task',rel('i',1,'11:00'),['Iolo'])
# -- c: Sat 21 Mar, 09:30
c('c',"u9s away at Penarth this morning, ko 11",'social','routine_activity',rel('c',0,'11:00'))
c('c',"Roath farmers market tomorrow 8 till 1, need a float in pound coins",'systems','task',rel('c',1,'08:00'))
c('c',"Rhodri confirmed the fixtures meeting: 4th of april, 9am, in the clubhouse",'social','task',md('c',4,4,'09:00'),['Rhodri'])
c('c',"Twm's party next saturday 2 till 4 at Llanishen leisure centre, order the cake",'social','task',wd('c','sat','14:00'),['Twm'])
c('c',"eye test monday at twenty past 4 at the specsavers in Whitchurch",'personal','task',wd('c','mon','16:20'))
c('c',"deposit for the Ceredigion cottage, due the 1st",'personal','transaction',nth('c',1))
c('c',"whatsapp the u9 parents tonight re kit washing rota",'social','communication',tonight('c'))
c('c',"dr bevan's receptionist said ring back monday 8am for an appointment",'personal','communication',wd('c','mon','08:00'),['bevan'])
# -- d: Thu 30 Apr, 16:20
c('d',"bank holiday monday: craft fair at Llandaff Fields, set up by 9",'systems','task',at('2026-05-04','09:00'))
c('d',"this time next week I'll be at the WJEC moderation day",'systems','task',rel('d',7,'16:20'))
c('d',"council tax by the 1st, don't want another letter",'personal','transaction',nth('d',1))
c('d',"Gwyn the plumber is booked for weds at 1",'personal','task',wd('d','wed','13:00'),['Gwyn'])
c('d',"ring Kayleigh at Seren Care tomorrow first thing about Mam's morning calls",'social','communication',rel('d',1),['Kayleigh'])
c('d',"need glaze from potclays in time for the Cowbridge show on the 16th",'systems','acquisition_disposition',nth('d',16))
c('d',"sat 9th of may: Twm's tournament at Cardiff Arms Park, 9:15 registration",'social','task',md('d',5,9,'09:15','sat'),['Twm'])
c('d',"hand in the y13 predicted grades to DJ by friday 4pm",'systems','task',wd('d','fri','16:00'),['DJ'])
c('d',"car's having its service tues, Gethin will have to get the train",'personal','task',wd('d','tue'),['Gethin'])
# -- e: Sun 14 Jun, 19:45
c('e',"sports day is wednesday the 24th, I'm on the sack race",'systems','task',md('e',6,24,None,'wed'))
c('e',"Elin's class assembly weds 9:10, Gethin can't go so I'll ask for cover",'social','task',wd('e','wed','09:10'),['Elin','Gethin'])
c('e',"ordering new bats from argos for the kids before the 20th",'social','acquisition_disposition',nth('e',20))
c('e',"Mam's hospital appointment at Morriston is the 2nd of july at 11:40",'social','task',md('e',7,2,'11:40'))
c('e',"take the bisque firing out of the kiln tomorrow after school, about 4",'systems','task',rel('e',1,'16:00'))
c('e',"remind me tuesday re GCSE entries for the exams officer",'systems','reminder_intention',wd('e','tue'))
c('e',"lunch with Carys and Owain at the Potted Pig on saturday 1pm",'social','task',sat('e','13:00'),['Carys','Owain'])
c('e',"the MOT is due by the 30th",'personal','task',nth('e',30))
c('e',"in a fortnight it's the summer concert, Twm's on the recorder",'social','task',rel('e',14),['Twm'])
# -- f: Mon 7 Sep, 12:35
c('f',"first day of the new y7s on thursday, lab rules sheet printed by weds",'systems','task',wd('f','wed'))
c('f',"rugby restarts sat 10am, bring the tackle bags from Aled's garage",'social','routine_activity',sat('f','10:00'),['Aled'])
c('f',"GP bloods for me friday at 08:50",'personal','task',wd('f','fri','08:50'))
c('f',"Meinir wants 6 tankards for her dad's 70th, she'll collect from my studio on the 19th",'systems','task',nth('f',19),['Meinir'])
c('f',"phone Mam's social worker at 3 today",'social','communication',rel('f',0,'15:00'))
c('f',"Rhys Llewellyn-Jones from the Whitchurch club rang, friendly on the 26th at Heath Park",'social','communication',nth('f',26),['Rhys Llewellyn-Jones'])
c('f',"dentist for Elin next monday 4:10",'social','task',wd('f','mon','16:10'),['Elin'])
c('f',"in 2 hours ring the lab tech about the titration kit",'systems','communication','2026-09-07 14:35')
c('f',"science dept meeting moved to wednesday 15:30 in S4",'systems','task',wd('f','wed','15:30'))
# -- g: Fri 23 Oct, 17:05
c('g',"grout the bathroom tiles sat morning before the match",'personal','task',sat('g','09:00'))
c('g',"Twm's sleepover at Osian's a week on saturday, he's already packing",'social','task',wkp('g','sat',7),['Twm','Osian'])
c('g',"pottery open studio the 7th and 8th of nov, get flyers printed by the 31st",'systems','task',nth('g',31))
c('g',"tell MJ I'm off for the hospital with Mam on the 3rd",'systems','communication',nth('g',3),['MJ'])
c('g',"clocks back sunday so the u9s play at 10 not 9:30",'social','routine_activity',wd('g','sun','10:00'))
c('g',"half term next week, then the monday after it's the y10 trip to Dan yr Ogof",'systems','task','2026-11-02')
c('g',"tonight at half 8 glaze the last batch of bowls",'systems','task',rel('g',0,'20:30'))
c('g',"fix the gutter at Mam's when we're down on tuesday",'social','task',wd('g','tue'))
c('g',"Nia's wedding is a week tomorrow, grab the suit from the cleaners thursday",'social','task',wd('g','thu'),['Nia'])
# -- h: Thu 17 Dec, 22:15
c('h',"boxing day walk at Mumbles with Catrin and the kids, 11 at the pier",'social','task',at('2026-12-26','11:00'),['Catrin'])
c('h',"christmas eve: collect the turkey from the butcher in Rhiwbina by 12",'personal','acquisition_disposition',at('2026-12-24','12:00'))
c('h',"new year's day swim at Barry Island, 10am, Gethin says he's in",'social','task',at('2027-01-01','10:00'),['Gethin'])
c('h',"school breaks up tomorrow at 1:15, drop the mugs in the staffroom before then",'systems','task',rel('h',1,'13:15'))
c('h',"INSET day the 4th, plan the training session for it",'systems','task',nth('h',4))
c('h',"pay the stall rent for january by the 2nd",'systems','transaction',nth('h',2))
c('h',"sunday 3pm collect Mam from Swansea for Christmas",'social','task',wd('h','sun','15:00'))
c('h',"ring the water board at 9 tomorrow about the meter",'personal','communication',rel('h',1,'09:00'))
c('h',"remind me 7ish about the bins",'personal','reminder_intention',rel('h',1,'07:00'))

# ---- misspelt, dictated and run-on
c('a',"wensday take the y12s to the Cardiff uni open lab, coach at 1",'systems','task',wd('a','wed','13:00'))
c('b',"thrusday ring the carers about Mams tablets",'social','communication',wd('b','thu'))
c('c',"sundy dinner at Gethins mums 1 o'clock",'social','task',wd('c','sun','13:00'),['Gethin'])
c('d',"remind me saturady to load the gazebo for the craft fayre",'systems','reminder_intention',wd('d','sat'))
c('e',"tomorow after registration see Mr Pugh about the timetable",'systems','task',rel('e',1),['Pugh'])
c('f',"new paragraph tuesday quarter past 5 book club at Llinos's full stop",'social','task',wd('f','tue','17:15'),['Llinos'])
c('g',"email comma the head about the trip comma by monday",'systems','communication',wd('g','mon'))
c('h',"fri 18th last day of term wear the xmas jumper",'systems','task',md('h',12,18,None,'fri'))
c('a',"thurs night netball for Elin at 6 then chippy",'social','routine_activity',wd('a','thu','18:00'),['Elin'])
c('b',"tues week the y9 trip to Techniquest, need 3 more staff",'systems','task',wkp('b','tue',7))
c('c',"monday 4 o clock the glazier for the greenhouse",'personal','task',wd('c','mon','16:00'))
c('d',"parents eve for Elin's class tuesday 5:40 slot",'social','task',wd('d','tue','17:40'),['Elin'])
c('e',"ring the wool shop in Llandeilo tmrw about the order for Mam",'social','communication',rel('e',1))
c('f',"dai wants the kit bags back by sat",'social','task',sat('f'),['dai'])
c('g',"gethin and me at the Tramshed thurs 7:30 for the gig",'social','task',wd('g','thu','19:30'),['gethin'])
c('h',"remind me boxing day to ring Auntie Eirlys in Tenby",'social','reminder_intention',at('2026-12-26'),['Eirlys'])

# ---- look-alikes that get no date
c('a',"Twm scored twice in the 24-12 win over Whitchurch on sat",'social','milestone_outcome',None,['Twm'])
c('a',"Elin needs size 4 boots for netball, hers are falling apart",'social','acquisition_disposition',None,['Elin'])
c('a',"took 3 hours to mark the y10 books last night",'systems','observation_insight')
c('b',"got the car MOT'd on the 3rd, passed with no advisories",'personal','task')
c('b',"it's 9 years since Dad passed, hard day",'social','emotion_state')
c('b',"mugs go for £14 at the Pontcanna stall and the big jugs £38",'systems','observation_insight')
c('i',"had the kids at Techniquest yesterday, Twm loved the planetarium",'social','observation_insight',None,['Twm'])
c('c',"Bethan the carer says Mam's been off her food since thursday",'social','observation_insight',None,['Bethan'])
c('c',"Twm turned 7 on wednesday, can't believe it",'social','milestone_outcome',None,['Twm'])
c('c',"a 2 hour throwing session gets me about 6 mugs, not 10 like I thought",'systems','observation_insight')
c('d',"the 16:30 train from Swansea got Mam here fine in the end",'social','observation_insight')
c('d',"Aled says his lad can't make saturdays any more",'social','observation_insight',None,['Aled'])
c('d',"I nip in the charity shops every so often for old jugs to glaze",'systems','routine_activity')
c('e',"Elin is 10 and already taller than Mam",'social','observation_insight',None,['Elin'])
c('e',"y11 chemistry results came back, 78% got a 6 or above",'systems','milestone_outcome')
c('e',"rang Mam at half 7 this morning, she sounded brighter",'social','communication')
c('f',"the summer fair made £640 for the PTA",'social','observation_insight')
c('f',"kiln takes 9 hours to cool after a glaze firing, can't rush it",'systems','observation_insight')
c('f',"we lost 30-5 to Penarth, the kids were gutted",'social','observation_insight')
c('g',"spent £120 on clay and glaze at the start of the month",'systems','transaction')
c('g',"had the flu jab on the 12th at Boots, arm still sore",'personal','observation_insight')
c('g',"the 20 litre bucket of slip is nearly empty already",'systems','observation_insight')
c('h',"Mam has carers 3 times a day now, 8, 1 and 6",'social','observation_insight')
c('h',"sold 14 mugs and 3 vases at the Xmas fair, £410 all in",'systems','transaction')
c('h',"I do a long walk on the Taff trail every so often, clears my head",'personal','routine_activity')
c('a',"the y8 class took 25 minutes to settle after break",'systems','observation_insight')
c('b',"went to Catrin's in Bristol for the weekend on the 7th",'social','observation_insight',None,['Catrin'])
c('d',"room 14 is 4 degrees colder than the labs, every single morning",'systems','observation_insight')
c('e',"Gethin did the school run at 8:15 all last week",'social','observation_insight',None,['Gethin'])
c('f',"the u9s are 12 players this season, 3 girls",'social','observation_insight')

# ==== entities: people named every way, beside places, orgs and brands that are no entity
c('a',"Mrs Llewellyn-Jones wants the science display up for the governors",'systems','task',None,['Llewellyn-Jones'])
c('b',"Eirian from the Swansea carers is lovely with Mam",'social','observation_insight',None,['Eirian'])
c('c',"hywel said the clubhouse kettle's broken again",'social','observation_insight',None,['hywel'])
c('d',"Gwenllian ap Rhys is head of science at Cathays now, 07700 900341",'systems','contact',None,['Gwenllian ap Rhys'])
c('e',"llinos and meirion are moving to Aberystwyth",'social','observation_insight',None,['llinos','meirion'])
c('f',"Sioned Pritchard, new lab tech, sioned.p@ysgol-example.cymru",'systems','contact',None,['Sioned Pritchard'])
c('g',"RJ and TB in 10X keep winding each other up in practicals",'systems','observation_insight',None,['RJ','TB'])
c('h',"Cerys and Mabli have fallen out again over the sleepover",'social','observation_insight',None,['Cerys','Mabli'])
c('a',"bought a new wheel head from screwfix, cheaper than the pottery shop",'systems','acquisition_disposition')
c('b',"the Seren Care carers turned up late again, 3rd time in a week",'social','observation_insight')
c('c',"WJEC changed the practical endorsement rules again",'systems','observation_insight')
c('d',"got the shopping from aldi and the lidl on Newport Road",'personal','acquisition_disposition')
c('e',"Estyn are in next term, the head is in a flap",'systems','emotion_state')
c('f',"Dŵr Cymru dug up the whole street in Llanishen",'personal','observation_insight')
c('g',"cardiff council finally fixed the pothole outside",'personal','observation_insight')
c('h',"b&q had the kiln shelf paint half price",'systems','observation_insight')
c('a',"Dylan Morgan's dad has offered to do first aid at the matches",'social','observation_insight',None,['Dylan Morgan'])
c('b',"Mr and Mrs Parry from next door took the bins in for us",'social','observation_insight',None,['Parry'])
c('c',"Tomos, Harri and Lowri all passed their tag rugby badges",'social','milestone_outcome',None,['Tomos','Harri','Lowri'])
c('d',"Nain's old teapot is the one I'm copying for the new range",'systems','observation_insight')
c('e',"sold a big platter to a lady from Pembrokeshire, Angharad, she wants two more",'systems','transaction',None,['Angharad'])
c('f',"Mamgu would've loved the new glaze",'social','emotion_state')
c('g',"Owain the physio at the Arms Park thinks Twm's ankle is just a sprain",'social','observation_insight',None,['Owain','Twm'])
c('h',"glyn next door lent us his ladder, take him some welsh cakes",'social','task',None,['glyn'])
c('a',"the Brecon Beacons trip with Gethin and the kids was perfect",'social','observation_insight',None,['Gethin'])
c('b',"craft fair contact: Ffion Haf at the Chapter arts centre, 029 2030 4400",'systems','contact',None,['Ffion Haf'])
c('c',"Bryn from the u10s is coaching with me this season",'social','observation_insight',None,['Bryn'])
c('d',"siân and dj both off sick so I'm covering",'systems','observation_insight',None,['siân','dj'])
c('e',"Iolo Vaughan at the Riverside market wants to go halves on a gazebo",'systems','observation_insight',None,['Iolo Vaughan'])
c('f',"the tesco in Culverhouse Cross has the big storage boxes",'personal','observation_insight')
c('g',"Mali's mam rang to say she'll bring the oranges for half time",'social','communication',None,['Mali'])
c('h',"Dr Bevan upped my iron tablets",'personal','observation_insight',None,['Bevan'])

# ==== the rest of the event types, across the three domains
c('a',"plan the y10 ecology fieldwork: risk assessment, minibus, permission slips, kit",'systems','project')
c('b',"get the pots selling online: photos, prices, postage, an etsy page",'systems','project')
c('c',"sort Mam's move to sheltered housing: forms, viewings, the furniture",'social','project')
c('d',"back garden makeover: new fence, raised beds, a shed for the kiln",'personal','project')
c('e',"Twm's rugby club summer camp: coaches, insurance, pitches, food",'social','project',None,['Twm'])
c('f',"decided I'm dropping to four days a week next september",'systems','decision_commitment')
c('g',"going with the speckled glaze for the christmas mugs",'systems','decision_commitment')
c('h',"told Gethin I'd drive to Swansea every other sunday",'social','decision_commitment',None,['Gethin'])
c('a',"from monday no phones at tea, all four of us",'social','decision_commitment',wd('a','mon'))
c('b',"reading Welsh slipware history, gorgeous photos",'systems','learning_consumption')
c('c',"listening to a concussion podcast aimed at junior rugby coaches",'social','learning_consumption')
c('d',"doing a free e-learning module about practical physics teaching",'systems','learning_consumption')
c('e',"watched the Aberfan documentary with Elin, heartbreaking",'social','learning_consumption',None,['Elin'])
c('f',"Elin got into the county netball squad!!",'social','milestone_outcome',None,['Elin'])
c('g',"all 26 of my y11s passed the required practicals",'systems','milestone_outcome')
c('h',"our first full year at the markets, 3k clear",'systems','milestone_outcome')
c('a',"so tired this week, the marking is never ending",'systems','emotion_state')
c('b',"worried about Mam on her own at night",'social','emotion_state')
c('c',"proud of the u9s today, they never gave up",'social','emotion_state')
c('d',"feeling a bit flat, need some sun",'personal','emotion_state')
c('e',"our anniversary, 12 years with Gethin today",'social','milestone_outcome',None,['Gethin'])
c('f',"sent Catrin £50 birthday money",'social','transaction',None,['Catrin'])
c('g',"the electric bill has gone up to £190 a month",'personal','transaction')
c('h',"refund from the etsy customer in Leeds went through",'systems','transaction')
c('a',"kettle's furred up, need to buy another",'personal','acquisition_disposition')
c('b',"giving the old kiln to the school art dept",'systems','acquisition_disposition')
c('c',"Twm's grown out of his scrum cap, sell it on facebook",'social','acquisition_disposition',None,['Twm'])
c('d',"urgent: the fume cupboard in S2 failed its test, no practicals till it's fixed",'systems','task',None,[],None,'urgent')
c('e',"low priority: sort the glaze test tiles",'systems','task',None,[],None,'low')
c('f',"important: the Dbs renewal for the rugby club by friday",'social','task',wd('f','fri'),[],None,'high')
c('g',"morning run round Roath Park lake done, 5k",'personal','routine_activity')
c('h',"wrapping presents nightly this week once the kids are asleep",'social','routine_activity',OMIT)
c('a',"Pentwyn pool swim tonight 6:30 like every tuesday",'personal','routine_activity',rel('a',0,'18:30'))
c('b',"u9s training sat 10 till 12 every week, on the back pitch",'social','routine_activity',OMIT)
c('c',"walked the dog up the Wenallt and back",'personal','routine_activity')

# ---- waits, some with a British day
c('d',"no access arrangements list from the exams officer yet",'systems','observation_insight',wait="exams officer: access arrangements list")
c('e',"the kiln element is on order, potclays said it'll come a week on monday",'systems','acquisition_disposition',wait="potclays: kiln element (delivery)",exp=wkp('e','mon',7))
c('f',"Seren Care haven't confirmed who's doing Mam's weekend calls",'social','observation_insight',wait="Seren Care: who does Mam's weekend calls")
c('g',"sofa still not delivered, shop's saying by the end of next wk",'personal','acquisition_disposition',wait="shop: sofa (delivery)")
c('h',"waiting on Mr Pugh's signature for the trip forms",'systems','observation_insight',None,['Pugh'],wait="Pugh: sign-off on the trip forms")

write_split_set(os.path.dirname(os.path.abspath(__file__)), 27, cases)
