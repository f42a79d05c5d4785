# Writes thoughts-fresh-54.jsonl: a fifty-fourth fresh labelled set (issue 10, ids f54…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a crofter on
# the Isle of Skye (Europe/London) in his fifties who also lets a converted byre to holiday guests and drives the
# council's school minibus three mornings a week, writing Highland Scottish English ("aye", "wee", "the morn" for
# tomorrow, "the day" for today, "the night" for tonight, "och", "bairns", "a blether", "dear" for expensive, "himself"),
# sometimes dictated without punctuation.
# People (none in an earlier set): Mairi (wife), Ruairidh (son at uni in Glasgow), Seonaid (daughter in Kyle), Finlay
# (her husband) and wee Uisdean, Mam (in the care home in Portree), Alasdair (brother in Stornoway), Donnie and Effie
# (next croft), Peigi (old neighbour), Torquil and Norrie (friends), Rev MacRury and Flora; for the croft Kenny Matheson
# (fencing contractor), Sandy Lamont (shearer), Ewan (vet), Murdo Nicolson (grazings clerk); for the let Dolina
# (cleaner), the Patterson family and Jurgen (guests); for the minibus Mrs Beaton (council transport) and the Macaskill
# twins; for both businesses Iona Macrae (accountant); for the house Archie Gunn (plumber), Willie (mechanic), Dr
# Ferguson (GP). Firms and places are left out (the Co-op, Dingwall mart, Portree, Broadford, Kyle, the council).
# DOMAIN borderlines first: the croft (sheep, sales, subsidies, fencing, the vet), the holiday let (guests, bookings,
# cleaning, its repairs, its rates and insurance) and the minibus job (the council, its bus, the bairns on it) are
# systems; his own house, health, car, peats and money personal; family, neighbours, the township, the hall, the ceilidh
# and church social, and family working in the businesses systems by the role they play.
# EVENT TYPE borderlines beside them: a state noticed (observation) beside the job it calls for (task); a task beside
# the reminder for it (rule 1 phrases only); a call, text or email (communication) beside the task it is about; a
# decision made beside one still to weigh up (task); things got and let go (acquisition) beside money as the point
# (transaction); someone else's news (observation) beside his own or a child's notable result (milestone); waits stated
# as states, with look-alikes; completions with tasks in the context and partial look-alikes; parents with projects in
# the context. Every event type in each domain; some scheduled times and entities.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-54-read.jsonl (misses
# may be read) and thoughts-fresh-54-held.jsonl (totals only).
# Run: python3 eval-fresh/author_54.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-13T07:05:00","Europe/London"),   # Tue, before the minibus
 'b':("2026-02-19T20:40:00","Europe/London"),   # Thu night
 'c':("2026-03-16T12:30:00","Europe/London"),   # Mon, lambing near
 'd':("2026-04-25T18:10:00","Europe/London"),   # Sat, changeover day
 'e':("2026-06-03T06:50:00","Europe/London"),   # Wed, early
 'f':("2026-08-14T22:15:00","Europe/London"),   # Fri night
 'g':("2026-10-01T09:30:00","Europe/London"),   # Thu
 'h':("2026-11-22T14:00:00","Europe/London"),   # Sun, after church
}, {'a':'tue','b':'thu','c':'mon','d':'sat','e':'wed','f':'fri','g':'thu','h':'sun'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
SHED,WEB,HILL="New lambing shed","Booking website for the byre","Re-fence the hill park"
KITCHEN,FIT="Redo our kitchen","Get fit for the hip op"
MAM80,CEILIDH="Mam's 80th","Hall roof fundraiser ceilidh"

# ======== the same kind of thing in each domain: the let's and the croft's (systems) beside the house's (personal)
c('a',"the deer fence along the top park is flattened after the storm",S,'observation_insight')
c('b',"stand the top park fence back up before the ewes go out on it",S,'task')
c('c',"the shower in the byre is only running lukewarm",S,'observation_insight')
c('d',"sort the hot water in the byre before the Patterson family arrive on the 1st",S,'task',nth('d',1),['Patterson'])
c('e',"our own shower drips from the head the whole night",P_,'observation_insight')
c('f',"get Archie Gunn in about the shower in the house",P_,'task',['Archie Gunn'])
c('g',"the byre roof is missing two slates on the sea side",S,'observation_insight')
c('h',"a slate's blown off our roof above the bathroom",P_,'observation_insight')
c('a',"get the slater up on the byre before the first guests of the year",S,'task')
c('b',"the byre's business rates are due on the 1st",S,'transaction',nth('b',1))
c('c',"council tax for the house went out of the bank the day",P_,'transaction')
c('d',"insurance on the byre renewed, 410 for the year",S,'transaction')
c('e',"house insurance is up by sixty quid, no claims either",P_,'transaction')
c('f',"car's due its MOT the 30th",P_,'observation_insight')
c('g',"take the minibus to the depot for its MOT on the 5th",S,'task',nth('g',5))
c('h',"hay for the ewes is getting low in the shed",S,'observation_insight')
c('a',"peats for our own fire are near done, should last till March",P_,'observation_insight')

# ======== the minibus job (systems) beside his own car (personal) and the bairns of the family (social)
c('b',"the heater in the minibus packed in, the bairns were frozen this morning",S,'observation_insight')
c('c',"get the council depot to fix the heater in the school bus",S,'task')
c('d',"the car knocks going up the Struan brae",P_,'observation_insight')
c('e',"get the car booked in with Willie at Broadford",P_,'task',['Willie'])
c('f',"one of the Macaskill twins was sick on the bus again",S,'observation_insight',['Macaskill'])
c('g',"wee Uisdean was sick in the car seat coming back from Kyle",SO,'observation_insight',['Uisdean'])
c('h',"renew my PVG for the council driving job",S,'task')
c('a',"the council wants every bus driver on a first aid refresher on friday",S,'learning_consumption',wd('a','fri'))
c('b',"ten years on the school run for the council as of this week",S,'milestone_outcome')

# ======== family and neighbours by the role they play: helping in the businesses (systems) or their own lives (social)
c('c',"Ruairidh's home for the lambing, he's doing the night checks",S,'observation_insight',['Ruairidh'])
c('d',"pay Ruairidh for the week's fencing he did up the hill",S,'transaction',['Ruairidh'])
c('e',"sent Ruairidh 200 for his rent in Glasgow",SO,'transaction',['Ruairidh'])
c('f',"we've decided Mairi takes over the byre bookings from next month, she's better at the emails",S,'decision_commitment',['Mairi'])
c('g',"Mairi's off to her sister's in Dingwall for the week",SO,'observation_insight',['Mairi'])
c('a',"give Donnie a hand at his fank saturday",SO,'task',sat('a'),['Donnie'])
c('b',"Peigi's gate is hanging off the one hinge",SO,'observation_insight',['Peigi'])
c('c',"put a new hinge on Peigi's gate the morn",SO,'task',rel('c',1),['Peigi'])
c('d',"the township road past Peigi's is nothing but potholes",SO,'observation_insight',['Peigi'])
c('e',"the hall roof's letting in at the back wall again",SO,'observation_insight')
c('f',"Seonaid brought Uisdean up to see the lambs, he was in his element",SO,'observation_insight',['Seonaid','Uisdean'])

# ======== his own health (personal), even when the croft is what did it
c('g',"back's stiff every morning since the clipping",P_,'observation_insight')
c('h',"see about physio for my back",P_,'task')
c('a',"three of the gimmers are lame on a front foot",S,'observation_insight')
c('b',"get Ewan out to the lame gimmers",S,'task',['Ewan'])
c('c',"the hip's worse on the stairs first thing",P_,'observation_insight')
c('d',"not having the second dram at night any more, doctor's orders",P_,'decision_commitment')
c('e',"make my mind up about the hip operation",P_,'task')
c('f',"lost a stone since the spring, the trousers are falling off me",P_,'milestone_outcome')
c('g',"out of breath on the brae more than I used to be",P_,'observation_insight')

# ======== a task beside the reminder for it (rule 1's phrases)
c('h',"remind me the morn to leave the byre keys in the keysafe for the new guests",S,'reminder_intention',rel('h',1))
c('a',"byre keys in the keysafe before 3 for the Jurgen booking",S,'task',rel('a',0,'15:00'),['Jurgen'])
c('b',"dont forget the minibus MOT is due the 28th",S,'reminder_intention',nth('b',28))
c('c',"remind me Mam's birthday is on the 3rd",SO,'reminder_intention',nth('c',3))
c('d',"take Mam down to Portree for her hair on friday",SO,'task',wd('d','fri'))
c('e',"ping me at 5 to lift Uisdean from the nursery in Kyle",SO,'reminder_intention',rel('e',0,'17:00'),['Uisdean'])
c('f',"lift Uisdean from the nursery monday, Seonaid's in Inverness",SO,'task',wd('f','mon'),['Seonaid','Uisdean'])
c('g',"don't let me forget the sheep numbers for the census go in by the 31st",S,'reminder_intention',nth('g',31))
c('h',"send in the sheep numbers for the agricultural census by end of the month",S,'task',eom('h'))
c('a',"remind me the night about my tablets before bed",P_,'reminder_intention',tonight('a'))
c('b',"don't forget the ceilidh in the hall is friday at 8",SO,'reminder_intention',wd('b','fri','20:00'))
c('c',"remind me to phone Iona Macrae about the tax return for the let",S,'reminder_intention',['Iona Macrae'])
c('d',"dont forget the road tax on the car's up end of the month",P_,'reminder_intention',eom('d'))

# ======== a call, text or email (communication) beside the task it is about
c('e',"phone Mrs Beaton at council transport re the minibus rota",S,'communication',['Beaton'])
c('f',"the minibus rota needs sorting before the schools go back",S,'task')
c('g',"email the Patterson family directions to the byre",S,'communication',['Patterson'])
c('h',"write out the directions for the welcome folder in the byre",S,'task')
c('a',"text Seonaid and ask can Uisdean come over for the clipping",SO,'communication',['Seonaid','Uisdean'])
c('b',"phoned Alasdair in Stornoway, a good long blether about the old days",SO,'communication',['Alasdair'])
c('c',"ring Archie Gunn about the boiler in the house",P_,'communication',['Archie Gunn'])
c('d',"bleed the radiators in the house",P_,'task')
c('e',"left a message on Kenny Matheson's phone about the fencing job",S,'communication',['Kenny Matheson'])
c('f',"messaged the township group about cleaning the hall",SO,'communication')
c('g',"answer that guest asking can they bring a dog to the byre",S,'communication')
c('h',"video call with Ruairidh the night, he wants to talk about a new flat",SO,'communication',tonight('h'),['Ruairidh'])
c('a',"emailed Ewan the ear tag numbers",S,'communication',['Ewan'])
c('b',"phone Rev MacRury about the psalm singing at the communion",SO,'communication',['MacRury'])
c('c',"phone Dr Ferguson's surgery the morn about the blood results",P_,'communication',rel('c',1),['Ferguson'])
c('d',"phone Sandy Lamont about a date for the clipping",S,'communication',['Sandy Lamont'])

# ======== a decision made beside one still to weigh up (task)
c('e',"decided the tups are going to Dingwall this year, not Portree",S,'decision_commitment')
c('f',"weigh up whether the lambs go to the mart or off the croft",S,'task')
c('g',"going with a three night minimum at the byre next summer",S,'decision_commitment')
c('h',"have a think about a minimum stay for the byre",S,'task')
c('a',"told Mrs Beaton I'd keep the Wednesday run till the summer",S,'decision_commitment',['Beaton'])
c('b',"promised Mairi we'd get away to Harris for a weekend in September",SO,'decision_commitment',['Mairi'])
c('c',"agreed to go on the hall committee again, daft that I am",SO,'decision_commitment')
c('d',"no bookings at the byre over Christmas this year, that's settled",S,'decision_commitment')
c('e',"signed up to do the teas at the hall every second sunday with Norrie, no getting out of it",SO,'decision_commitment',['Norrie'])
c('f',"keeping the old car another year, no sense buying",P_,'decision_commitment')

# ======== got and let go (acquisition) beside money as the point (transaction)
c('g',"bought a Blackface tup at the Portree sale, a grand big beast",S,'acquisition_disposition')
c('h',"sold forty lambs at Dingwall, averaged 92 a head",S,'transaction')
c('a',"croft payment in from the government, 3,400",S,'transaction')
c('b',"paid Kenny Matheson for the fencing, 1,850",S,'transaction',['Kenny Matheson'])
c('c',"need new bedding and towels for the byre, the old ones are thin",S,'acquisition_disposition')
c('d',"the old Rayburn went to Donnie, he wants it for his bothy",SO,'acquisition_disposition',['Donnie'])
c('e',"sell the old quad we use for the sheep, it's not worth fixing",S,'acquisition_disposition')
c('f',"new wellies for myself, the left one's split",P_,'acquisition_disposition')
c('g',"the Patterson family's deposit for next year has come in",S,'transaction',['Patterson'])
c('h',"picked up the ewe nuts from the merchant in Broadford",S,'acquisition_disposition')
c('a',"took back the heater I got for the byre, it kept tripping the fuse",S,'acquisition_disposition')
c('b',"electric for the house is up again, 140 this month",P_,'transaction')
c('c',"put 50 in Uisdean's birthday card",SO,'transaction',['Uisdean'])
c('d',"order a new front tyre for the car",P_,'acquisition_disposition')
c('e',"refund the German couple, they had to cancel the byre",S,'transaction')
c('f',"the raffle at the ceilidh made 620 for the hall roof",SO,'transaction')
c('g',"Ruairidh's wanting my old laptop for his course, give him it when he's home",SO,'acquisition_disposition',['Ruairidh'])

# ======== someone else's news (observation) beside a notable result of his own or a child's (milestone)
c('a',"the byre's hundredth booking since we opened it",S,'milestone_outcome')
c('b',"the byre's busier this year than last, mostly Germans",S,'observation_insight')
c('c',"first lamb of the year born this morning, a wee tup",S,'milestone_outcome')
c('d',"Ruairidh's through his driving test first go",SO,'milestone_outcome',['Ruairidh'])
c('e',"Ruairidh's saying Glasgow's too dear, he's working every weekend",SO,'observation_insight',['Ruairidh'])
c('f',"Donnie's selling up and moving to Inverness",SO,'observation_insight',['Donnie'])
c('g',"Seonaid got the head teacher post at the school in Kyle",SO,'milestone_outcome',['Seonaid'])
c('h',"Peigi's 90 the day, the whole township's going round with cake",SO,'milestone_outcome',['Peigi'])
c('a',"Alasdair's moving into a smaller house in Stornoway",SO,'observation_insight',['Alasdair'])
c('b',"Torquil's band were brilliant at the hall last night",SO,'observation_insight',['Torquil'])
c('f',"our gimmers took first at the Skye show",S,'milestone_outcome')
c('c',"the byre got its four stars from the tourist board at last",S,'milestone_outcome')
c('d',"Uisdean said his first proper word, grandad",SO,'milestone_outcome',['Uisdean'])

# ======== a habit or a named instance of it (routine) beside a one-off
c('a',"minibus run the morn, the usual 7.40 from the road end",S,'routine_activity',rel('a',1,'07:40'))
c('b',"school minibus mondays wednesdays and fridays at 7.40",S,'routine_activity',OMIT)
c('c',"did the feed round the ewes in the rain same as every day",S,'routine_activity')
c('d',"change the beds in the byre every saturday between guests",S,'routine_activity',OMIT)
c('e',"changed over the byre, Dolina did the bathroom and kitchen",S,'routine_activity',['Dolina'])
c('f',"deep clean the byre oven, first time since Easter",S,'task')
c('g',"church at 11 on sunday as always",SO,'routine_activity',wd('g','sun','11:00'))
c('h',"up to see Mam at the home after church like every sunday",SO,'routine_activity')
c('a',"walked the shore at Camas Ban, same as every evening",P_,'routine_activity')
c('b',"wednesday night is darts in the hall with Norrie",SO,'routine_activity',OMIT,['Norrie'])
c('c',"cut the peats for the house, it's the time of year",P_,'routine_activity')
c('d',"cut the grass round the house",P_,'task')

# ======== reading, watching, classes and library holds (learning)
c('e',"reading that book on the Clearances Mairi got me",P_,'learning_consumption',['Mairi'])
c('f',"watched a wee video about foot rot in sheep, learned a thing or two",S,'learning_consumption')
c('g',"started the Gaelic class in Portree on tuesday nights",P_,'learning_consumption',OMIT)
c('h',"the library's holding a book on dry stane dyking for me",P_,'learning_consumption')
c('a',"doing a holiday let course online, for the tax side",S,'learning_consumption')
c('b',"listening to a Gaelic podcast in the car",P_,'learning_consumption')
c('c',"Uisdean and me read his tractor book three times over",SO,'learning_consumption',['Uisdean'])

# ======== a feeling stated outright (emotion) beside the fact that causes it (observation)
c('e',"fed up to the back teeth with that minibus breaking down",S,'emotion_state')
c('f',"the minibus has broken down twice this month",S,'observation_insight')
c('g',"awful worried about Mam, she's not eating",SO,'emotion_state')
c('h',"Mam's lost weight since the summer, the nurse says",SO,'observation_insight')
c('a',"proud as anything of Seonaid",SO,'emotion_state',['Seonaid'])
c('b',"anxious about the hip op, can't settle to anything",P_,'emotion_state')
c('c',"raging at the guests that left the byre in a state",S,'emotion_state')
c('d',"guests left the byre a mess, broken glass in the sink",S,'observation_insight')
c('e',"dreading the lambing, the weather's been brutal",S,'emotion_state')
c('f',"lonely in the house with Mairi away at her sister's",P_,'emotion_state',['Mairi'])
c('g',"chuffed with how the byre looks after the painting",S,'emotion_state')
c('h',"glad Peigi's home from the hospital",SO,'emotion_state',['Peigi'])

# ======== contact cards beside a call to the same person
c('a',"Kenny Matheson, fencing, 07700 900 314, best before 8am",S,'contact',['Kenny Matheson'])
c('b',"Dolina's new number for the byre cleaning is 07700 900 228",S,'contact',['Dolina'])
c('c',"Mrs Beaton at council transport, direct line 01478 613 502",S,'contact',['Beaton'])
c('d',"Archie Gunn the plumber, Donnie swears by him, 07700 900 671",P_,'contact',['Archie Gunn','Donnie'])
c('e',"Dr Ferguson's moved over to the Broadford surgery",P_,'contact',['Ferguson'])
c('f',"Ruairidh's new flat is 2/1, 48 Hyndland Road",SO,'contact',['Ruairidh'])
c('g',"Finlay's email is finlay.mack@outlook.com",SO,'contact',['Finlay'])
c('h',"Sandy Lamont the shearer, comes over from Glendale, 07700 900 455",S,'contact',['Sandy Lamont'])
c('a',"Iona Macrae does the books for the croft and the byre, Portree office, mondays",S,'contact',['Iona Macrae'])
c('b',"the new minister's Rev MacRury, his wife's Flora, they're from Lewis",SO,'contact',['MacRury','Flora'])
c('c',"Murdo Nicolson's the grazings clerk now, 01471 822 190",S,'contact',['Murdo Nicolson'])

# ======== new multi-step projects beside a single task
c('d',"a new lambing shed: planning permission, a grant, Kenny for the groundworks",S,'project',['Kenny'])
c('e',"a proper website for the byre: photos, a booking calendar, take cards",S,'project')
c('f',"redo our kitchen: new units, a proper worktop, tiles behind the cooker",P_,'project')
c('g',"Mam's 80th: the hall, a cake, get Alasdair over from Stornoway",SO,'project',['Alasdair'])
c('h',"a fundraiser ceilidh for the hall roof: a band, a raffle, teas",SO,'project')
c('a',"build myself up for the hip op: a walk every day, less bread, the physio exercises",P_,'project')
c('b',"re-fence the whole hill park: posts, wire, strainers, book Kenny",S,'project',['Kenny'])
c('c',"paint the byre windows",S,'task')

# ======== waits stated as states, with look-alikes that wait on nobody
c('d',"council still haven't said if the minibus run is going out to tender",S,'observation_insight',
  wait='council: word on whether the minibus run goes to tender')
c('e',"no word yet from the Patterson family about next year's dates",S,'observation_insight',['Patterson'],
  wait='Patterson family: dates for next year')
c('f',"croft payment's still not in and it was due last week",S,'transaction',
  wait='government: croft payment')
c('g',"Kenny Matheson's to come back to me with what the hill fence will cost",S,'observation_insight',['Kenny Matheson'],
  wait='Kenny Matheson: price for the hill fence',ctx=ctx(p=P(HILL,WEB)),par='p1')
c('h',"waiting on the hospital for a date for the hip",P_,'observation_insight',
  wait='hospital: date for the hip operation',ctx=ctx(p=P(KITCHEN,WEB)))
c('a',"Willie's had the car since thursday, not a word",P_,'observation_insight',['Willie'],
  wait='Willie: car repair')
c('b',"the new bedding for the byre comes monday, tracking says",S,'acquisition_disposition',
  wait='bedding for the byre (delivery)',exp=wd('b','mon'))
c('c',"Seonaid's to let me know are they coming up for Easter",SO,'observation_insight',['Seonaid'],
  wait='Seonaid: whether they are coming for Easter')
c('d',"still waiting on Ewan's bill for the lambing visits",S,'transaction',['Ewan'],
  wait="Ewan: bill for the lambing visits")
c('e',"the insurer still hasn't paid out on the storm damage to the house",P_,'transaction',
  wait='insurer: payout for the storm damage to the house')
c('f',"Mrs Beaton says the new minibus comes on the 19th",S,'observation_insight',['Beaton'],
  wait='council: new minibus',exp=nth('f',19))
c('g',"the New Year guests still haven't paid their balance for the byre",S,'transaction',
  wait='New Year guests: balance for the byre')
c('h',"Murdo has yet to send round the grazing share money",S,'transaction',['Murdo'],
  wait='Murdo: grazing share money')
c('a',"Dolina's waiting on me getting more cleaning stuff in for the byre",S,'task',['Dolina'])
c('b',"I'm holding off the kitchen till the lambing's by",P_,'decision_commitment',
  ctx=ctx(p=P(KITCHEN,SHED)),par='p1')
c('c',"can't wait to get the hip done and be back on the hill",P_,'emotion_state')

# ======== completions of tasks in the context, beside partial look-alikes
c('d',"phoned Mrs Beaton, I'm on the Friday run from now on",S,'communication',['Beaton'],
  ctx=ctx(t=T("Phone the council about the minibus rota","Order a tyre for the car")),comp='t1')
c('e',"paid Iona Macrae's bill for the year's accounts",S,'transaction',['Iona Macrae'],
  ctx=ctx(t=T("Pay the accountant","Book the car in")),comp='t1')
c('f',"got the hot water going in the byre, guests are happy",S,'task',
  ctx=ctx(p=P(WEB,HILL),t=T("Fix the byre hot water",("Pick a booking calendar","p1"))),comp='t1')
c('g',"sent Ruairidh the money for his books",SO,'transaction',['Ruairidh'],
  ctx=ctx(t=T("Send Ruairidh money for books","Bleed the radiators")),comp='t1')
c('h',"bought the worktop for the kitchen, Mairi picked it",P_,'acquisition_disposition',['Mairi'],
  ctx=ctx(p=P(KITCHEN,SHED),t=T(("Choose a worktop","p1"),("Get the planning forms","p2"))),comp='t1',par='p1')
c('a',"the hall's booked for Mam's 80th",SO,'task',
  ctx=ctx(p=P(MAM80,CEILIDH),t=T(("Book the hall","p1"),("Find a band","p2"))),comp='t1',par='p1')
c('b',"texted Torquil and the band's on for the fundraiser",SO,'communication',['Torquil'],
  ctx=ctx(p=P(CEILIDH,MAM80),t=T(("Ask Torquil's band","p1"),("Order the cake","p2"))),comp='t1',par='p1')
c('c',"sold the sheep quad to a lad from Dunvegan",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the sheep quad","Order ear tags")),comp='t1')
c('d',"listed the sheep quad on the farming sales page for 900",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the sheep quad","Paint the byre windows")))
c('e',"finished the Clearances book, hard going but worth it",P_,'learning_consumption',
  ctx=ctx(t=T("Finish the Clearances book","Cut the grass")),comp='t1')
c('f',"half the hill park posts in, the rest after the show",S,'task',
  ctx=ctx(p=P(HILL,KITCHEN),t=T(("Put in the hill park posts","p1"),("Pick tiles","p2"))),par='p1')
c('g',"new hinge on Peigi's gate, she gave me a clootie dumpling for it",SO,'task',['Peigi'],
  ctx=ctx(t=T("Fix Peigi's gate","Ring the plumber")),comp='t1')
c('h',"emailed Iona the byre's figures for the year",S,'communication',['Iona'],
  ctx=ctx(t=T("Send Iona the byre figures","Phone Willie")),comp='t1')
c('a',"rang Archie again about the boiler, still no date out of him",P_,'communication',['Archie'],
  wait='Archie: date to fix the boiler',ctx=ctx(t=T("Get the boiler fixed","Pay the council tax")))
c('b',"the census return for the sheep is in, done online",S,'task',
  ctx=ctx(t=T("Send in the sheep census","Change the byre beds")),comp='t1')

# ======== belonging to a context project without naming it, beside a look-alike
c('c',"planners want a drawing of the shed from the road side",S,'observation_insight',
  ctx=ctx(p=P(SHED,KITCHEN)),par='p1')
c('d',"tiles for behind the cooker are 30 a square metre in Inverness",P_,'observation_insight',
  ctx=ctx(p=P(SHED,KITCHEN)),par='p2')
c('e',"the booking calendar costs 12 a month on top",S,'observation_insight',
  ctx=ctx(p=P(WEB,HILL)),par='p1')
c('f',"strainer posts are dearer than last year by a mile",S,'observation_insight',
  ctx=ctx(p=P(WEB,HILL)),par='p2')
c('g',"Torquil's band can do the 80th if it's a saturday",SO,'observation_insight',['Torquil'],
  ctx=ctx(p=P(MAM80,FIT)),par='p1')
c('h',"the physio gave me three stretches for the hip",P_,'observation_insight',
  ctx=ctx(p=P(FIT,MAM80)),par='p1')
c('a',"sort out prizes for the raffle",SO,'task',
  ctx=ctx(p=P(CEILIDH,WEB)),par='p1')
c('b',"Effie's doing the baking for the 80th, she'll make the cake",SO,'observation_insight',['Effie'],
  ctx=ctx(p=P(MAM80,SHED)),par='p1')
c('c',"Donnie's got himself a new quad, a Honda",SO,'observation_insight',['Donnie'],
  ctx=ctx(p=P(SHED,MAM80)))

# ======== dictated without punctuation
c('e',"remind me the morn to phone Kenny he never came about the posts",S,'reminder_intention',rel('e',1),['Kenny'])
c('f',"the Macaskill twins werent at the road end this morning nobody told me",S,'observation_insight',['Macaskill'])
c('g',"Mam was in good form the day knew everybody asked after Ruairidh",SO,'observation_insight',['Ruairidh'])
c('h',"gutters on the house are full of moss need cleared before the winter",P_,'task')
c('a',"the byre's full the whole of July already thats a first",S,'milestone_outcome')
c('b',"Finlay wants a hand with his fence on saturday told him aye",SO,'decision_commitment',sat('b'),['Finlay'])

# ======== appointments and plans with a time
c('c',"dentist in Portree tuesday at half 2",P_,'task',wd('c','tue','14:30'))
c('d',"guests arriving at the byre friday about 4",S,'task',wd('d','fri','16:00'))
c('e',"Uisdean's sports day at the school in Kyle monday at 10",SO,'task',wd('e','mon','10:00'),['Uisdean'])
c('f',"Mam's appointment at Broadford hospital thursday at 11, I'm taking her",SO,'task',wd('f','thu','11:00'))
c('g',"Donnie's dipping the morn at 9, I said I'd be there",SO,'decision_commitment',rel('g',1,'09:00'),['Donnie'])
c('h',"doing the reading at church next sunday",SO,'task',wd('h','sun'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 54, cases)
