# Writes thoughts-fresh-34.jsonl: a thirty-fourth fresh labelled set (issue 10, ids f34…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# semi-retired sheep farmer in rural mid-Wales (Europe/London), writing Welsh English ("cwtch", "bach", "tidy", "now in
# a minute", "duw", "mam", "poor dab"), whose son now runs most of the farm.
# New people: Glenys (his wife), Rhodri (the son, who runs the farm) and Catrin (his wife), Sioned (the daughter in
# Cardiff), the grandchildren Efa, Gethin and little Osian, Delyth (Catrin's mam), Reverend Parry and Morfudd, Mr Pugh
# (chapel), Meirion (the choir conductor), Alun and Gwilym (friends from the choir), Emyr (the next farm), Huw Pritchard
# (the vet), Dai Bevan (the shearing gang), Sian Morgan (the farm's accountant), Aled (the feed rep), Wyn (the
# contractor), Ieuan Price (the auctioneer), Menna Jenkins (the show secretary), Bethan (his physio), Tudor (his
# mechanic), Elin Rowlands (his chiropodist), Dr Hughes (the knee surgeon) and Pam.
# Weighted to EVENT TYPE borderlines: an observation beside the task it suggests ("the top field gate is hanging off"
# is a noticed fact, "rehang the top field gate" a task), reports of things done beside plans, decisions beside
# feelings, a reminder told as a fact with no reminder cue (rule 1 needs the cue), an idea beside a task, money
# mentioned inside a call (rule 2 before rule 3), selling livestock with no money said (rule 4), waits. And to DOMAIN:
# the farm is a business, so the flock, the mart, the vet, the shearing, the subsidy forms and the show are systems
# though no case says "work" or "job"; his knee, the bungalow, his own car and money are personal; his wife, children
# and grandchildren, the chapel, the choir and friends are social (pride in the son who runs the farm is social, d115).
# Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-34-read.jsonl (misses
# may be read) and thoughts-fresh-34-held.jsonl (totals only).
# Run: python3 eval-fresh/author_34.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, C, ctx, OMIT
use({
 'a':("2026-01-13T06:45:00","Europe/London"),   # Tue, before the morning round
 'b':("2026-03-05T20:30:00","Europe/London"),   # Thu
 'c':("2026-04-20T07:10:00","Europe/London"),   # Mon, lambing
 'd':("2026-05-30T16:40:00","Europe/London"),   # Sat
 'e':("2026-06-24T12:15:00","Europe/London"),   # Wed
 'f':("2026-08-09T21:05:00","Europe/London"),   # Sun
 'g':("2026-09-18T09:30:00","Europe/London"),   # Fri
 'h':("2026-11-03T18:50:00","Europe/London"),   # Tue
}, {'a':'tue','b':'thu','c':'mon','d':'sat','e':'wed','f':'sun','g':'fri','h':'tue'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'
KNEE=P("Knee replacement")
BUNG=P("Do up the bungalow")
CHOIR=P("Choir trip to Cornwall")
CHAPEL=P("Chapel centenary")
SUBS=P("Single farm payment claim")
SHOW=P("Show the Beulah ewes at the county show")
SHED=P("Rebuild the lambing shed")

# ======== personal: his knee, the bungalow he moved into, his own car (a Berlingo), his own money, fishing, the old dog
# ---- task (rule 13)
c('a',"take the bins down to the end of the lane tonight, the lorry comes early",P_,'task',tonight('a'))
c('b',"rehang the bathroom door in the bungalow, it's catching on the lino",P_,'task',ctx=ctx(p=BUNG),par='p1')  # the to-do said: a task
c('d',"clear the bungalow gutters before monday, duw they're full of moss",P_,'task',wd('d','mon'))           # before <day> (Clarification)
c('e',"put the new handrail up by the back step at last, tidy",P_,'task',
  ctx=ctx(t=T("Fit a handrail by the back step","Renew the TV licence")),comp='t1')                          # a chore done (rule 13)
c('g',"defrost the chest freezer in the back kitchen this weekend",P_,'task',sat('g'))
c('h',"low priority: oil that porch door hinge, squeaks like a lamb",P_,'task',prio='low')
# ---- reminder (rule 1)
c('a',"knee tablets want taking with food at 8 tonight, remind me",P_,'reminder_intention',rel('a',0,'20:00'),ctx=ctx(p=KNEE))
c('c',"don't forget physio with Bethan thursday, half 10",P_,'reminder_intention',wd('c','thu','10:30'),['Bethan'])
c('f',"TV licence wants renewing, remind me in the morning tomorrow",P_,'reminder_intention',rel('f',1,'09:00'))
c('h',"don't let me forget the flu jab at the surgery on friday",P_,'reminder_intention',wd('h','fri'))
# ---- communication (rule 2)
c('b',"phone Tudor at the garage about the Berlingo's clutch tomorrow",P_,'communication',rel('b',1),['Tudor'])
c('d',"rang the surgery about the knee scan, they'll write with a date",P_,'communication',
  ctx=ctx(p=KNEE),wait='surgery: a date for the knee scan',par='p1')
c('e',"text Bethan to shift my physio to an afternoon",P_,'communication',ents=['Bethan'])
c('g',"left word with the optician, the glasses still aren't in",P_,'communication',wait='optician: new glasses')
c('h',"called the electric company, they've knocked the bill down to £64 a month",P_,'communication')     # a call (rule 2) before money (3)
# ---- transaction (rule 3)
c('a',"electric bill for the bungalow is £212 this quarter, duw duw",P_,'transaction')
c('c',"water rates for the bungalow paid, £38 a month now",P_,'transaction',
  ctx=ctx(t=T("Pay the water rates","Book the chimney sweep")),comp='t1')
c('f',"pension lump sum should land by the 20th, the provider says",P_,'transaction',wait='pension provider: lump sum',exp=nth('f',20))
c('h',"pay the Berlingo insurance by the 15th, £310",P_,'transaction',nth('h',15))
c('g',"bungalow loan paid off in full today, owe nobody a penny",P_,'transaction')                   # money is the point (3) before milestone (10)
# ---- acquisition (rule 4)
c('b',"need a new pair of wellies, size 10, the old ones let the wet in",P_,'acquisition_disposition')
c('d',"sold my old fishing rods to a chap from Builth",P_,'acquisition_disposition')                          # own belongings
c('e',"fetch my specs from Llandrindod on friday, the optician rang",P_,'acquisition_disposition',wd('e','fri'))
c('g',"ordered one of those walking sticks with a seat, it arrives monday",P_,'acquisition_disposition',
  wait='walking stick with a seat (delivery)',exp=wd('g','mon'))
c('h',"the kettle's packed in, we want a new one",P_,'acquisition_disposition')    # a need (4), not only a fact
# ---- project (rule 5)
c('a',"doing up the bungalow bathroom: walk-in shower, grab rails, a new floor",P_,'project')
c('c',"getting ready for the knee op: physio every day, lose a stone, the stairs sorted",P_,'project')
c('e',"making the old dairy into a workshop for me: clear it, wire it, a bench and a stove",P_,'project')
c('g',"plan for the bungalow garden: two raised beds, a greenhouse, gravel on the path",P_,'project')
# ---- routine (rule 6)
c('b',"done my knee exercises again this morning, same as every day",P_,'routine_activity')
c('d',"took Fly round the lane after tea like every night, she's slowing down, poor dab",P_,'routine_activity')  # Fly: a pet, no entity
c('e',"swim in Builth friday like every week, the knee likes the water",P_,'routine_activity',wd('e','fri'))      # a named instance (d097)
c('h',"knee exercises mon wed fri at 9",P_,'routine_activity',OMIT)                                          # recurring, left out (4.6)
# ---- contact (rule 7)
c('a',"Bethan the physio: 01597 824310, the clinic behind the Co-op",P_,'contact',ents=['Bethan'])
c('c',"Tudor at the garage would rather have a text than a call, he's under a car all day",P_,'contact',ents=['Tudor'])
c('f',"new chiropodist is Elin Rowlands from Rhayader, 07700 900412",P_,'contact',ents=['Elin Rowlands'])
c('h',"Dr Hughes is the knee surgeon at Hereford, his secretary is called Pam",P_,'contact',ents=['Hughes','Pam'],ctx=ctx(p=KNEE),par='p1')
# ---- decision (rule 8)
c('b',"decided I'm having the knee done, no more putting it off",P_,'decision_commitment',ctx=ctx(p=KNEE),par='p1')
c('d',"going with a mobility scooter instead of another car, the knee can't do a clutch",P_,'decision_commitment')
c('e',"no more bacon every morning, the doctor's right",P_,'decision_commitment')
c('g',"not renewing the fishing licence this year, the knee won't stand in the river",P_,'decision_commitment')
# ---- learning (rule 9)
c('a',"reading that book on the old drovers' roads Catrin gave me, half way through",P_,'learning_consumption',ents=['Catrin'])
c('b',"watching Wales on the telly saturday, Scotland at home",P_,'learning_consumption',wd('b','sat'))
c('f',"learning Welsh properly at last, Duolingo every night, up to lesson 40",P_,'learning_consumption')
c('h',"the library's kept the new sheepdog trials book on hold for me",P_,'learning_consumption')
# ---- milestone (rule 10)
c('d',"walked to the top of the bank without the stick, first time since the spring",P_,'milestone_outcome')
c('e',"knee op went well, the surgeon says it's a tidy job",P_,'milestone_outcome',ctx=ctx(p=KNEE),par='p1')
c('g',"seventy today, duw, never thought I'd see it",P_,'milestone_outcome')
c('h',"landed a 4lb trout out of the Wye, biggest in twenty years",P_,'milestone_outcome')
# ---- observation (rule 11): noticed facts with no to-do said
c('a',"the bathroom door in the bungalow is scraping the lino again",P_,'observation_insight',ctx=ctx(p=BUNG),par='p1')
c('c',"my knee is always worse when the wind's in the east",P_,'observation_insight')
c('e',"the Berlingo's pulling to the left again",P_,'observation_insight')
c('f',"the porch light has flickered ever since that storm",P_,'observation_insight')
c('h',"the damp is coming back behind the wardrobe in the back bedroom",P_,'observation_insight')
c('b',"planning for the porch is still with the council, eight weeks now",P_,'observation_insight',wait='council: planning decision for the porch')
# ---- emotion (rule 12)
c('b',"this knee has me beat, can't get up the stairs without a groan",P_,'emotion_state')
c('d',"feeling low today, the yard's too quiet from the bungalow",P_,'emotion_state')
c('f',"nervous about the knee op on the 14th, duw",P_,'emotion_state',ctx=ctx(p=KNEE),par='p1')            # a feeling: no schedule (4.6)
c('h',"proper content tonight, fire lit and a cwtch with the dog",P_,'emotion_state')

# ======== social: Glenys, Rhodri and Catrin as family, Sioned, the grandchildren, the chapel, the choir, friends
# ---- task (rule 13)
c('a',"take Efa to her swimming lesson thursday after school",SO,'task',wd('a','thu'),['Efa'])
c('c',"set the hymn books out in chapel before sunday service",SO,'task',wd('c','sun'))
c('e',"fix the swing in the orchard for Gethin",SO,'task',ents=['Gethin'])
c('g',"got the chapel gate painted at last, the deacons were pleased",SO,'task',
  ctx=ctx(p=CHAPEL,t=T(("Paint the chapel gate",'p1'))),comp='t1',par='p1')
c('h',"need to set up the trestle tables in the vestry for the choir supper friday",SO,'task',wd('h','fri'))
# ---- reminder (rule 1)
c('b',"remind me Gethin's birthday is the 12th, he wants a tractor",SO,'reminder_intention',nth('b',12),['Gethin'])
c('d',"don't forget choir practice is wednesday instead this week",SO,'reminder_intention',wd('d','wed'))
c('e',"remind me, ring Alun sunday evening about the fishing trip",SO,'reminder_intention',wd('e','sun','19:00'),['Alun'])  # rule 1 over a call
c('g',"don't forget the harvest supper at chapel tomorrow at 6",SO,'reminder_intention',rel('g',1,'18:00'))
# ---- communication (rule 2)
c('a',"phone Rhodri tonight about Sunday dinner at ours",SO,'communication',tonight('a'),['Rhodri'])
c('c',"texted Catrin the photos from Efa's birthday",SO,'communication',ents=['Catrin','Efa'],
  ctx=ctx(t=T("Send Catrin the birthday photos","Fix the shed roof")),comp='t1')
c('d',"video call with our Sioned in Cardiff on sunday at 7",SO,'communication',wd('d','sun','19:00'),['Sioned'])
c('f',"wrote Gwilym a card in hospital from the whole choir",SO,'communication',ents=['Gwilym'])
c('h',"emailed Reverend Parry about the carol service readings, waiting to hear which one is mine",SO,'communication',
  ents=['Parry'],wait='Parry: which reading is mine')
c('b',"asked Sioned if she's home for Easter, no answer yet",SO,'communication',ents=['Sioned'],wait='Sioned: whether she is home for Easter')
# ---- transaction (rule 3)
c('b',"sent £50 to Efa for her birthday, in a card",SO,'transaction',ents=['Efa'])
c('d',"£20 into the chapel roof fund envelope this week",SO,'transaction')
c('f',"owe £35 for the coach to Cornwall, pay Meirion by friday",SO,'transaction',wd('f','fri'),['Meirion'],ctx=ctx(p=CHOIR),par='p1')
c('h',"gave Gethin a tenner for washing the car, he earned it",SO,'transaction',ents=['Gethin'])
# ---- acquisition (rule 4)
c('a',"buy a christening present for Catrin's baby, something silver",SO,'acquisition_disposition',ents=['Catrin'])
c('c',"collected my choir blazer from the tailor in Newtown",SO,'acquisition_disposition',
  ctx=ctx(t=T("Collect the choir blazer","Renew the car tax")),comp='t1')
c('e',"giving the old pram in the loft to Catrin's sister",SO,'acquisition_disposition',ents=['Catrin'])
c('g',"ordered Efa's school shoes, they come wednesday",SO,'acquisition_disposition',ents=['Efa'],
  wait="Efa's school shoes (delivery)",exp=wd('g','wed'))
# ---- project (rule 5)
c('b',"the choir's going to Cornwall in June: coach, b&b, a concert in Truro",SO,'project')
c('d',"organising Glenys's 70th: the vestry, a cake, the whole choir singing",SO,'project',ents=['Glenys'])
c('f',"chapel centenary next year: a history booklet, a special service, tea in the vestry",SO,'project')
c('h',"treehouse for Efa and Gethin: timber from the yard, a ladder, a rope swing",SO,'project',ents=['Efa','Gethin'])
# ---- routine (rule 6)
c('a',"choir practice tonight like every tuesday",SO,'routine_activity',tonight('a'))                         # a named instance (d097)
c('f',"back from evening chapel, same pew as always",SO,'routine_activity')                                   # a log (Clarification)
c('e',"school run for Efa and Gethin is mine tomorrow",SO,'routine_activity',rel('e',1),['Efa','Gethin'])     # d145
c('g',"Sunday dinner at Rhodri's like every week",SO,'routine_activity',wd('g','sun'),['Rhodri'])
c('h',"pint with Alun and Gwilym at the Bell after choir, tuesdays",SO,'routine_activity',OMIT,['Alun','Gwilym'])
# ---- contact (rule 7)
c('b',"Meirion the new conductor lives at Tŷ Newydd, his number is 07700 900731",SO,'contact',ents=['Meirion'])
c('d',"Catrin's mam is called Delyth, she's diabetic so no pudding for her",SO,'contact',ents=['Catrin','Delyth'])
c('f',"Gwilym's new address is 4 Maes y Dre, Rhayader, he's moved in with his daughter",SO,'contact',ents=['Gwilym'])
c('h',"Reverend Parry's wife is Morfudd, she does the chapel flowers",SO,'contact',ents=['Parry','Morfudd'])
# ---- decision (rule 8)
c('a',"decided Christmas dinner is ours to host, not Rhodri's this time",SO,'decision_commitment',ents=['Rhodri'])
c('c',"told Meirion I'd sing the solo at the Eisteddfod, no backing out",SO,'decision_commitment',ents=['Meirion'])
c('e',"not going on the choir trip, the knee won't stand the coach",SO,'decision_commitment',ctx=ctx(p=CHOIR),par='p1')
c('g',"going with the blue tie for Sioned's wedding",SO,'decision_commitment',ents=['Sioned'])
c('h',"promised Gethin I'd take him fishing in the summer",SO,'decision_commitment',ents=['Gethin'])
# ---- learning (rule 9)
c('b',"learning the tenor line of Gwahoddiad off the choir CD",SO,'learning_consumption')
c('d',"reading the chapel history Mr Pugh wrote back in 1960",SO,'learning_consumption',ents=['Pugh'])
c('f',"listened to the Treorchy record Alun lent me, lovely",SO,'learning_consumption',ents=['Alun'])
c('h',"watching the video Catrin sent of Efa's school play",SO,'learning_consumption',ents=['Catrin','Efa'])
# ---- milestone (rule 10)
c('a',"little Osian walked on his own for the first time, across the kitchen, Catrin filmed it",SO,'milestone_outcome',ents=['Osian','Catrin'])
c('c',"the choir won at the Powys Eisteddfod, first in the male voice",SO,'milestone_outcome')
c('e',"Glenys and me, fifty years married today",SO,'milestone_outcome',ents=['Glenys'])
c('g',"Gethin got through grade 3 on the piano, duw he's clever",SO,'milestone_outcome',ents=['Gethin'])
# ---- observation (rule 11)
c('b',"the chapel roof is letting in by the organ again",SO,'observation_insight')
c('d',"Gethin goes all quiet whenever his dad starts on about the farm",SO,'observation_insight',ents=['Gethin'])
c('e',"the choir's getting old, nobody under sixty in the second basses",SO,'observation_insight')
c('g',"Alun hasn't been to choir for three weeks now",SO,'observation_insight',ents=['Alun'])
c('h',"the vestry boiler's on the blink, the choir supper will be cold",SO,'observation_insight')
c('c',"Meirion's still waiting for the chapel in Truro to confirm the concert",SO,'observation_insight',ents=['Meirion'],
  wait='Truro chapel: confirming the concert',ctx=ctx(p=CHOIR),par='p1')
# ---- emotion (rule 12)
c('a',"proud as anything of Rhodri, he runs the place better than I ever did",SO,'emotion_state',ents=['Rhodri'])  # about the son (d115)
c('c',"worried about Gwilym, he's not been himself since the fall",SO,'emotion_state',ents=['Gwilym'])
c('f',"made up to have all the grandchildren round for tea, a cwtch each",SO,'emotion_state')
c('h',"nervous about the solo at the carol service, haven't sung on my own in years",SO,'emotion_state')

# ======== systems: the farm as a business (the flock, the mart, the vet, shearing, subsidy and movement paperwork, the show)
# ---- task (rule 13)
c('a',"rehang the top field gate, it's hanging off and the ewes'll be out",S,'task')                        # the to-do said beside the fact
c('c',"dip the ewes before they go up the hill on thursday",S,'task',wd('c','thu'))
c('d',"check the troughs on the bank, in this heat",S,'task')
c('e',"fill in the movement licence for the tups before friday",S,'task',wd('e','fri'))
c('g',"got the claim form in at last, Sian checked every box",S,'task',ents=['Sian'],
  ctx=ctx(p=SUBS,t=T(("Submit the single farm payment form",'p1'))),comp='t1',par='p1')
c('h',"urgent: the ram lambs are through the hedge into Emyr's wheat, get them back today!!",S,'task',rel('h',0),['Emyr'],prio='urgent')
# ---- reminder (rule 1)
c('b',"lambing ropes and iodine want ordering before the end of the month, remind me",S,'reminder_intention',eom('b'))
c('d',"don't forget the vet's coming for the TB test monday at 8",S,'reminder_intention',wd('d','mon','08:00'))
c('f',"ping me 7 tomorrow, the ewes want moving off the top field",S,'reminder_intention',rel('f',1,'07:00'))
c('g',"remind me the flock register needs updating by the 30th",S,'reminder_intention',nth('g',30))
# ---- communication (rule 2)
c('a',"ring Huw Pritchard about the lame ewes in the bottom field",S,'communication',ents=['Huw Pritchard'])
c('c',"emailed Sian Morgan the lamb sale figures for the accounts",S,'communication',ents=['Sian Morgan'],
  ctx=ctx(t=T("Send Sian the lamb sale figures","Fix the quad's brakes")),comp='t1')
c('e',"phoned Dai Bevan, the shearing gang can come the 2nd of July",S,'communication',md('e',7,2),['Dai Bevan'])  # their start date (4.5)
c('g',"voicemail left for Aled about the feed price, he hasn't rung back",S,'communication',ents=['Aled'],wait='Aled: a call back about the feed price')
c('h',"text Wyn about cutting the hedges on the road fields next week",S,'communication',ents=['Wyn'])
# ---- transaction (rule 3)
c('a',"the scanning bill from the vet came to £380, out of the farm account",S,'transaction')
c('b',"the store lambs made £94 a head at the mart",S,'transaction')                                         # business revenue (3)
c('d',"Aled's feed invoice is £1,860, due the 10th",S,'transaction',nth('d',10),['Aled'])
c('f',"basic payment still not in from Rural Payments Wales, they said the 30th",S,'transaction',
  ctx=ctx(p=SUBS),wait='Rural Payments Wales: basic payment',exp=nth('f',30),par='p1')
c('f',"paid the shearing gang £1.40 a ewe for the 600",S,'transaction',ctx=ctx(t=T("Pay the shearing gang","Book the knee scan")),comp='t1')
c('c',"Sian's doing the VAT return, waiting on her for what we owe",S,'transaction',ents=['Sian'],wait='Sian: the VAT figure')
# ---- acquisition (rule 4)
c('a',"need forty bags of ewe nuts in before lambing",S,'acquisition_disposition')
c('c',"mart's on tuesday, Rhodri's taking the cull ewes",S,'acquisition_disposition',wd('c','tue'),['Rhodri'])  # a reminder told as a fact: no cue (1), no money (3): selling (4)
c('d',"bought a Suffolk tup off a breeder near Talgarth, a tidy sort",S,'acquisition_disposition')
c('f',"Rhodri's selling the old quad, a chap from Brecon is interested",S,'acquisition_disposition',ents=['Rhodri'])
c('h',"collected the ear tags from the co-op",S,'acquisition_disposition',ctx=ctx(t=T("Pick up ear tags from the co-op","Ring Bethan")),comp='t1')
c('b',"ordered the new EID reader, it arrives friday",S,'acquisition_disposition',wait='EID reader (delivery)',exp=wd('b','fri'))
c('d',"the roof sheets for the lambing shed came on the lorry this morning",S,'acquisition_disposition',ctx=ctx(p=SHED),par='p1')
# ---- project (rule 5)
c('b',"rebuilding the lambing shed: new roof sheets, hurdles for the pens, a water line",S,'project')
c('d',"entering the Beulah ewes at the county show: halters, washing, the forms to Menna",S,'project',ents=['Menna'])
c('g',"putting the hill ground into the Glastir scheme: maps, a management plan, the hedges fenced",S,'project')
c('h',"handing the farm over to Rhodri properly: the solicitor, the partnership papers, the bank",S,'project',ents=['Rhodri'])
# ---- routine (rule 6)
c('a',"did the rounds of the in-lamb ewes at six, as I do every morning",S,'routine_activity')
c('c',"checked the lambing shed at 2am like every night this fortnight",S,'routine_activity')
c('e',"foot-bathing the flock every fortnight now, Rhodri's idea",S,'routine_activity',OMIT,['Rhodri'])
c('g',"feeding round with Rhodri tomorrow at 7, as we do every saturday",S,'routine_activity',rel('g',1,'07:00'),['Rhodri'])
# ---- contact (rule 7)
c('b',"Huw Pritchard's mobile for out of hours calving and lambing: 07700 900118",S,'contact',ents=['Huw Pritchard'])
c('d',"Dai Bevan runs the shearing gang out of Llanwrtyd, wants a week's notice",S,'contact',ents=['Dai Bevan'])
c('f',"the new auctioneer at the mart is Ieuan Price, Rhodri knows his father",S,'contact',ents=['Ieuan Price','Rhodri'])
c('h',"Menna Jenkins is secretary of the show society now, entries go to her",S,'contact',ents=['Menna Jenkins'])
# ---- decision (rule 8)
c('a',"decided we're lambing in March from now on, January is killing us",S,'decision_commitment')
c('c',"going with Dai's gang again for the shearing, they're tidy",S,'decision_commitment',ents=['Dai'])
c('e',"not keeping the Texel tups another year",S,'decision_commitment')                                     # "not keeping…" (rule 8)
c('g',"Rhodri and me agreed, no more store cattle, sheep only",S,'decision_commitment',ents=['Rhodri'])
c('h',"signed with the abattoir for three hundred lambs, no going back",S,'decision_commitment')
# ---- learning (rule 9)
c('b',"been going through the sheep scab rules the Welsh Government sent out",S,'learning_consumption')
c('d',"did Rhodri's online course for the EID reader he wants me using",S,'learning_consumption',ents=['Rhodri'])
c('f',"watching a video on measuring grass with a plate meter",S,'learning_consumption')
c('h',"Farmers Guardian piece on lamb prices, reading it now in a minute",S,'learning_consumption')
# ---- milestone (rule 10)
c('a',"scanned at 195 percent, best the flock has ever done",S,'milestone_outcome')
c('c',"first lamb of the year at 4am, a ewe lamb, both fine",S,'milestone_outcome')
c('e',"the Beulahs took first and reserve champion at the county show",S,'milestone_outcome',ctx=ctx(p=SHOW),par='p1')
c('g',"Rhodri's got the farm its organic status at last",S,'milestone_outcome',ents=['Rhodri'])
# ---- observation (rule 11): noticed facts and ideas, no to-do said
c('b',"the top field gate is hanging off again",S,'observation_insight')
c('d',"the ewes on the bank are panting, the troughs must be low",S,'observation_insight')
c('e',"the hill lambs finish lighter every year than the ones on the low ground",S,'observation_insight')
c('f',"Emyr's dog has been in with our ewes again, three with torn ears",S,'observation_insight',ents=['Emyr'])
c('h',"idea: sell lamb boxes straight off the farm at Christmas",S,'observation_insight')                    # an idea (11), not a task
c('g',"the claim still hasn't been acknowledged, Sian says that's normal",S,'observation_insight',ents=['Sian'],
  wait='Rural Payments Wales: acknowledgement of the claim',ctx=ctx(p=SUBS),par='p1')
# ---- emotion (rule 12)
c('b',"worried sick about the ewes in this snow",S,'emotion_state')
c('d',"gutted with the trade at the mart, hardly worth the diesel",S,'emotion_state')
c('f',"relieved the TB test came back clear",S,'emotion_state')
c('h',"sick and tired of movement forms, all this paperwork for six tups",S,'emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 34, cases)
