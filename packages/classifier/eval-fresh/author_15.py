# Writes thoughts-fresh-15.jsonl: a fifteenth fresh labelled set (issue 10, ids f15…), written before any change of
# the twelfth round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice: a secondary-school
# teacher in Fife who also coaches an amateur under-13s football side, dictating on the bus (run-ons, no
# punctuation, some typos; Scottish English: "the morra", "wee", "messages", "cannae"). New people: Eilidh (partner),
# Rory and Mhairi (the kids), Gregor (brother), Davie and Euan (pals), Mrs Dalgleish (head), Mr Lennox (depute),
# Catriona (PT), Hamish (club secretary). It is weighted to the event-type borderlines the guideline rules on: plans
# vs reminders vs tasks, appointments stated as facts (task, scheduled), observations vs emotions, decisions made vs
# decisions still to make, waits stated as states (observation, or transaction when the money is the point),
# purchases vs prices only mentioned (a price noticed is an observation, one's own bill a transaction, buying an
# acquisition). Every event type in all three domains: the school is systems, the volunteer football club and family
# social, one's own health, flat, car and hobbies personal. It also writes the split by sha1 of the text, fixed
# before the first scoring: thoughts-fresh-15-read.jsonl (misses may be read) and thoughts-fresh-15-held.jsonl
# (totals only). Run: python3 eval-fresh/author_15.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, OMIT
use({
 'a':("2026-02-02T07:50:00","Europe/London"),   # Mon
 'b':("2026-03-13T16:20:00","Europe/London"),   # Fri
 'c':("2026-05-06T08:05:00","Europe/London"),   # Wed
 'd':("2026-08-20T17:10:00","Europe/London"),   # Thu
 'e':("2026-09-29T07:45:00","Europe/London"),   # Tue
 'f':("2026-10-30T16:40:00","Europe/London"),   # Fri
 'g':("2026-11-16T08:00:00","Europe/London"),   # Mon
 'h':("2026-12-08T16:55:00","Europe/London"),   # Tue
}, {'a':'mon','b':'fri','c':'wed','d':'thu','e':'tue','f':'fri','g':'mon','h':'tue'})
cases=[]
c=labeller(cases)

# ---- task: plans for a single thing, appointments stated as facts, a decision still to make, chores
c('a',"plan is to mark the 3rd year folios on the train thursday so they're back before the weekend",'systems','task',wd('a','thu'))
c('b',"dentist for me tuesday at 4 straight after the bell",'personal','task',wd('b','tue','16:00'))
c('c',"rory has the orthodontist the morra at half 9 so im taking him in late",'social','task',rel('c',1,'09:30'),['rory'])
c('d',"need to decide on the away kit colour before the league deadline friday",'social','task',wd('d','fri'))
c('e',"going to clear the flats gutters saturday weather permitting",'personal','task',sat('e'))
c('f',"pupil support meeting for the S2 lad monday period 3 in Mr Lennox's room",'systems','task',wd('f','mon'),['Lennox'])
c('g',"car goes into the garage wednesday for the clutch they said drop it at 8",'personal','task',wd('g','wed','08:00'))
c('h',"the under 13s need the pitch lines redone before the cup tie sunday hamish is bringing the machine",'social','task',wd('h','sun'),['hamish'])
c('a',"photocopy the prelim papers for S4 by wednesday",'systems','task',wd('a','wed'))
c('b',"mhairi's parents night slot is 6:40 on the 19th at the primary",'social','task',nth('b',19,'18:40'),['mhairi'])
c('c',"have to work out who goes in goals now wee Jamie's broke his wrist",'social','task',None,['Jamie'])
c('d',"hoover the car out its full of sand from the beach",'personal','task')
c('e',"eye test booked at the optician in Kirkcaldy on the 3rd at 11",'personal','task',nth('e',3,'11:00'))
c('f',"S3 science centre trip risk assessment due in by the 6th",'systems','task',nth('f',6))
c('g',"sort the lost property box in the changing room theres about nine jackets",'social','task')

# ---- reminder_intention: the asked-to-be-reminded wording beats call, payment and purchase
c('h',"remind me tonight bins need out its recycling this week",'personal','reminder_intention',tonight('h'))
c('a',"dont forget the S5 reports have to be on the system by friday",'systems','reminder_intention',wd('a','fri'))
c('b',"match tickets remind me sunday phone Gregor about them",'social','reminder_intention',wd('b','sun'),['Gregor'])
c('c',"subs money off the parents at training thursday dont forget",'social','reminder_intention',wd('c','thu'))
c('d',"ping me at 7 to order eilidhs birthday flowers",'social','reminder_intention',rel('d',0,'19:00'),['eilidh'])
c('e',"car tax runs out at month end ping me the morra morning",'personal','reminder_intention',rel('e',1,'09:00'))
c('f',"minibus needs booked for the Leven game remind me monday",'social','reminder_intention',wd('f','mon'))
c('g',"dont forget cover lesson for Catriona period 5 today",'systems','reminder_intention',rel('g',0),['Catriona'])
c('h',"library books need renewed before the fine kicks in remind me friday",'personal','reminder_intention',wd('h','fri'))
c('a',"don't forget to email the SQA coordinator re the coursework extension tomorrow",'systems','reminder_intention',rel('a',1))

# ---- communication
c('b',"phoned the physio back she can see my knee on monday at 5",'personal','communication',wd('b','mon','17:00'))
c('c',"text Davie see if hes still up for five a side on friday",'social','communication',wd('c','fri'),['Davie'])
c('d',"messaged the parents whatsapp about the new training times",'social','communication')
c('e',"phone Mrs Dalgleish at 1 about the timetable clash",'systems','communication',rel('e',0,'13:00'),['Dalgleish'])
c('f',"left a message wi the council re our close's broken street light",'personal','communication')
c('g',"facetime wi mum in Kirkcaldy tonight at 8",'social','communication',tonight('g'))
c('h',"emailed the exam board asking for the marking instructions again",'systems','communication')
c('a',"rang the league secretary to move the kick off to 11",'social','communication')

# ---- transaction: the money is the point (own bills, money owed, subs, business of the club)
c('b',"paid 41 quid water rates on the flat",'personal','transaction')
c('c',"transferred Rory his 20 for the class trip",'social','transaction',ents=['Rory'])
c('d',"our electric direct debit is going up to 96 a month from september",'personal','transaction')
c('e',"claimed back the 32 quid for the glue sticks and card from the school",'systems','transaction')
c('f',"still owed 45 quid by three families for the tournament entry",'social','transaction',wait='three families: tournament entry money')
c('g',"the ferry refund still hasnt landed in my account",'personal','transaction',wait='ferry company: refund for the cancelled ferry')
c('h',"the club owes the ref association 60 for last months games sort it out of the kitty",'social','transaction')
c('a',"parking fine came through 50 quid for stopping outside the school gates",'personal','transaction')
c('b',"paid the 65 for my GTCS registration out my own pocket again",'systems','transaction')

# ---- acquisition_disposition: buying, needing, selling, returning (against prices only noticed)
c('c',"need new astro boots mine have split at the toe",'personal','acquisition_disposition')
c('d',"ordered a set of training bibs and 20 cones for the colts",'social','acquisition_disposition')
c('e',"selling the auld bike on marketplace now the ebike's here",'personal','acquisition_disposition')
c('f',"bought a visualiser for my classroom out the department budget",'systems','acquisition_disposition')
c('g',"pick up the messages heading home bread milk and something for the tea",'personal','acquisition_disposition')
c('h',"took the broken air fryer back to currys they swapped it no bother",'personal','acquisition_disposition')
c('a',"dropping the old cot and buggy into the charity shop saturday",'personal','acquisition_disposition',sat('a'))
c('b',"get mhairi a school bag hers has a knackered zip",'social','acquisition_disposition',ents=['mhairi'])
c('c',"grab a box of whiteboard pens for the department from the office",'systems','acquisition_disposition')
c('d',"the new goalie gloves came for Jamie today",'social','acquisition_disposition',ents=['Jamie'])
c('e',"need a replacement charger for the school laptop mine has gone",'systems','acquisition_disposition')

# ---- project: a multi-step goal with its steps
c('f',"christmas tournament for the colts in december need pitches refs and a raffle",'social','project')
c('g',"redo the S1 scheme of work for the new course: outcomes resources and assessments",'systems','project')
c('h',"make the wee bedroom an office for me paint it new desk shelves",'personal','project')
c('a',"family trip to Skye at easter book the cottage ferry and the car",'social','project')
c('b',"set up a lunchtime coding club get a room sign up sheet and laptops",'systems','project')
c('c',"get in shape for the forth bridge walk in june: plan the training route shoes and a sponsor page",'personal','project')

# ---- routine_activity: habits, their logs and named instances
c('d',"swim before school mondays and wednesdays",'personal','routine_activity',OMIT)
c('e',"training tonight at 6 like every tuesday at the astro",'social','routine_activity',tonight('e','18:00'))
c('f',"did my usual friday run round the loch",'personal','routine_activity')
c('g',"sunday dinner at Gregor's as always",'social','routine_activity',wd('g','sun'),['Gregor'])
c('h',"canteen duty every tuesday and thursday lunchtime",'systems','routine_activity',OMIT)
c('a',"took the dug roon the park first thing as per every morning",'personal','routine_activity')
c('b',"its me on the school run monday Eilidh's on an early",'social','routine_activity',wd('b','mon'),['Eilidh'])
c('c',"marking on a wednesday night after the kids are down its the weekly slog",'systems','routine_activity',OMIT)

# ---- contact: information about a person
c('d',"new club physio is Lorna Fairweather her mobile is 07700 900412",'social','contact',ents=['Lorna Fairweather'])
c('e',"hamish's email for the fixtures is hamish.colts@gmail.com",'social','contact',ents=['hamish'])
c('f',"the new probationer in maths is called Aidan Reid hes from Perth and plays the fiddle",'systems','contact',ents=['Aidan Reid'])
c('g',"our mechanic is Stuart at Rosyth Motors 01383 555 210 does a fair price",'personal','contact',ents=['Stuart'])
c('h',"Euan's moved his address is 14 Bellfield Crescent Dunfermline",'social','contact',ents=['Euan'])
c('a',"the SQA appointee for our centre is Dr Kaur she prefers email",'systems','contact',ents=['Kaur'])

# ---- decision_commitment: a decision made or a commitment given (against one still to make)
c('b',"going with a back three on saturday the full backs cant defend",'social','decision_commitment',sat('b'))
c('c',"decided im not running the S3 ski trip this year",'systems','decision_commitment')
c('d',"told Catriona id take her S3 class for the mock exams",'systems','decision_commitment',ents=['Catriona'])
c('e',"were hanging onto the auld motor another year no point buying now",'personal','decision_commitment')
c('f',"promised mhairi ill be at her dancing show the 14th",'social','decision_commitment',nth('f',14),['mhairi'])
c('g',"cutting out coffee after lunch its wrecking my sleep",'personal','decision_commitment')
c('h',"signed up to do the level 2 coaching badge in february no backing out",'social','decision_commitment')
c('a',"said yes to running the S6 leavers dinner committee",'systems','decision_commitment')
c('b',"not renewing my gym im never there",'personal','decision_commitment')
c('c',"agreed wi eilidh we'll do her mums for christmas and mine at new year",'social','decision_commitment',ents=['eilidh'])
c('d',"nae phones at the tea table from sunday for the whole house",'social','decision_commitment',wd('d','sun'))

# ---- learning_consumption
c('e',"listening to a behaviour management podcast on the bus its decent",'systems','learning_consumption')
c('f',"halfway through the latest Ian Rankin cant put it down",'personal','learning_consumption',ents=['Ian Rankin'])
c('g',"CPD twilight on dyslexia thursday at 4 in the library",'systems','learning_consumption',wd('g','thu','16:00'))
c('h',"watched a youtube video on rondo drills to use wi the colts",'social','learning_consumption')
c('a',"started a beginners gaelic course online for myself",'personal','learning_consumption')
c('b',"reading the new guidance on assessment the council sent round",'systems','learning_consumption')
c('c',"doing the barre chord videos on youtube for the guitar most nights",'personal','learning_consumption')

# ---- milestone_outcome
c('d',"the colts won the league cup 3 1 first trophy in the clubs history",'social','milestone_outcome')
c('e',"got my chartered teacher status through",'systems','milestone_outcome')
c('f',"mhairi swam her first full length today without the float",'social','milestone_outcome',ents=['mhairi'])
c('g',"got my grade 5 guitar pass today after two goes",'personal','milestone_outcome')
c('h',"all 24 of my higher class passed the prelim",'systems','milestone_outcome')
c('a',"ten years married to eilidh today",'social','milestone_outcome',ents=['eilidh'])
c('b',"ran my first ever half under two hours",'personal','milestone_outcome')

# ---- observation_insight: noticed facts, prices noticed, waits stated as states
c('c',"the S2s are far better behaved after lunch than first thing",'systems','observation_insight')
c('d',"astro boots are 20 quid cheaper in the outlet than the sports shop",'personal','observation_insight')
c('e',"petrol at the tesco garage is down to 1 39",'personal','observation_insight')
c('f',"the boys pass better when we play on the grass pitch",'social','observation_insight')
c('g',"still nae word on the pitch lets fae the council",'social','observation_insight',wait='council: pitch lets')
c('h',"the PVG for the new volunteer is still sitting with disclosure scotland",'social','observation_insight',wait='Disclosure Scotland: PVG for the new volunteer')
c('a',"the smartboard in my room has been broke three weeks and nobodys been to look",'systems','observation_insight',wait='IT: smartboard repair')
c('b',"rory reads way more when its comics instead of novels",'social','observation_insight',ents=['rory'])
c('c',"the bus is quicker if i get off at the top of the hill and walk",'personal','observation_insight')
c('d',"attendance dips every friday before a long weekend",'systems','observation_insight')
c('e',"the new textbooks have loads of typos in the answers section",'systems','observation_insight')
c('f',"the flat stays warmer now the new windows are in",'personal','observation_insight')
c('g',"tickets for the Pars are a fiver dearer than last season",'personal','observation_insight')

# ---- emotion_state: a feeling stated outright
c('h',"absolutely scunnered wi report writing this year",'systems','emotion_state')
c('a',"dead proud of the colts the way they battled on saturday",'social','emotion_state')
c('b',"feeling rotten the cold has went to my chest",'personal','emotion_state')
c('c',"nervous about the inspection next week cant sleep",'systems','emotion_state')
c('d',"gutted for wee Jamie missing the final wi his wrist",'social','emotion_state',ents=['Jamie'])
c('e',"sae fed up wi the bus being late every single morning",'personal','emotion_state')
c('f',"really chuffed eilidh got the promotion",'social','emotion_state',ents=['eilidh'])
c('g',"anxious about the car failing its MOT again",'personal','emotion_state')
c('h',"feel guilty leaving the S4s wi a supply teacher for the trip",'systems','emotion_state')
c('a',"knackered and feeling a wee bit low honestly",'personal','emotion_state')
c('b',"raging the new laptop still hasnt come from IT its been a month",'systems','emotion_state',wait='IT: new laptop')
c('c',"the minibus booking for the Leven game still isnt confirmed by the council",'social','observation_insight',wait='council: minibus booking')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 15, cases)
