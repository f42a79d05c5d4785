# Writes thoughts-fresh-35.jsonl: a thirty-fifth fresh labelled set (issue 10, ids f35…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# self-employed mobile dog groomer in Adelaide (Australia/Adelaide) writing Australian English ("arvo", "heaps",
# "stoked", "servo", "rego", "brekkie", "genny", "flat out"), who also tutors an evening bridging maths group at the
# community college, coaches her niece's under-age netball team and looks after her elderly father.
# New people: Dad, Kate (her sister) and Mick, Ruby (Kate's daughter, the niece), Shane (her brother in Perth), Jo and
# Bec (friends), Rosa (Dad's carer), Mrs Pellegrino (Dad's neighbour), Marnie and Ella (netball), Anika (her physio),
# Dr Farah Qureshi (her dentist), Stavros (her mechanic), Glenn Whitby (her strata manager); for the grooming trade
# Mrs Kovac, Trish, Darren Huynh, Lorraine and Gemma Ratcliffe (owners of the dogs she grooms) and Col Henty (blade
# sharpener); for the college Priya Nair (the bridging program's coordinator) and Mei (a student).
# Weighted to DOMAIN: the grooming round and the tutoring are systems though no systems case says "work" or "job" (and
# none says "client" or "customer"): a dog booked by its owner, money paid by an owner, the rig, the hydrobath, blades,
# the wholesaler, the quizzes and the Thursday group. Her own dog (Pippa), her health, her unit, her Corolla and her
# own money are personal, with look-alikes in the trade's words (bathing and clipping her own dog); Dad, Kate, Ruby,
# the netball team and friends are social, with look-alikes (tutoring Ruby for free, washing Kate's labrador, guilt
# about Dad after a late groom is about Dad, d056). Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-35-read.jsonl (misses
# may be read) and thoughts-fresh-35-held.jsonl (totals only).
# Run: python3 eval-fresh/author_35.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, C, ctx, OMIT
use({
 'a':("2026-02-10T07:20:00","Australia/Adelaide"),   # Tue
 'b':("2026-03-19T19:45:00","Australia/Adelaide"),   # Thu
 'c':("2026-05-04T06:50:00","Australia/Adelaide"),   # Mon
 'd':("2026-06-13T15:30:00","Australia/Adelaide"),   # Sat
 'e':("2026-07-22T12:10:00","Australia/Adelaide"),   # Wed
 'f':("2026-08-30T20:40:00","Australia/Adelaide"),   # Sun
 'g':("2026-10-09T08:15:00","Australia/Adelaide"),   # Fri
 'h':("2026-11-24T17:55:00","Australia/Adelaide"),   # Tue
}, {'a':'tue','b':'thu','c':'mon','d':'sat','e':'wed','f':'sun','g':'fri','h':'tue'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'
VERANDAH=P("Redo the back verandah")
DADMOVE=P("Move Dad into the retirement village")
WINDUP=P("Netball end-of-season wind-up")
RIG=P("Fit out the new grooming rig")
QUIZ=P("Quiz bank for bridging maths")

# ======== personal: her health and back, her unit, her Corolla, her own money, Pippa (her own staffy), swimming, Italian
# ---- task (rule 13)
c('a',"clean the gutters on the unit before thursday, storms are coming",P_,'task',wd('a','thu'))          # before <day> (Clarification)
c('c',"give Pippa a proper bath and clip her nails this arvo, she stinks",P_,'task',rel('c',0,'15:00'))     # her own dog: a pet (2)
c('e',"fix the ensuite tap, it drips all night, the washer's gone",P_,'task')
c('g',"finally got the verandah posts sanded back, took all morning",P_,'task',
  ctx=ctx(p=VERANDAH,t=T(("Sand the verandah posts",'p1'),"Renew the gym card")),comp='t1',par='p1')         # a chore done (rule 13)
c('d',"low priority: regrout the shower one of these weekends",P_,'task',prio='low')
c('e',"brushed Pippa out on the back lawn and did her nails, she sulked all afternoon",P_,'task')           # own dog, trade words
c('h',"take Pippa for her booster at the vet on saturday",P_,'task',wd('h','sat'))
# ---- reminder (rule 1)
c('a',"remind me the Corolla's rego expires the 28th",P_,'reminder_intention',nth('a',28))
c('b',"don't forget physio with Anika tomorrow at 8:15",P_,'reminder_intention',rel('b',1,'08:15'),['Anika'])
c('e',"ping me at 6 to put Pippa's flea stuff on",P_,'reminder_intention',rel('e',0,'18:00'))
c('g',"remind me, skin check needs booking before the end of the month",P_,'reminder_intention',eom('g'))
# ---- communication (rule 2)
c('b',"ring the insurance mob tomorrow about the hail dent on the Corolla",P_,'communication',rel('b',1))
c('d',"texted Anika to push my physio back a week",P_,'communication',ents=['Anika'])
c('f',"emailed the strata manager about the stain spreading on my unit ceiling, waiting to hear back",P_,'communication',
  wait='strata manager: a reply about the ceiling stain')
c('h',"call the dentist when they open at 8:30 tomorrow",P_,'communication',rel('h',1,'08:30'))
c('c',"rang the bank about a dodgy charge on my card, they'll look into it",P_,'communication',
  wait='bank: what the charge on my card is')
# ---- transaction (rule 3)
c('a',"electricity bill's $412 for the quarter, that aircon is a killer",P_,'transaction')
c('c',"council rates on the unit paid, $1,630 gone just like that",P_,'transaction',
  ctx=ctx(t=T("Pay the council rates","Book a skin check")),comp='t1')
c('e',"my tax refund should hit the account by the 5th, the ATO reckons",P_,'transaction',wait='ATO: tax refund',exp=nth('e',5))
c('g',"the Corolla's insurance renewal came in at $980, due the 20th",P_,'transaction',nth('g',20))
c('h',"put $300 aside for the Bali fund out of this fortnight",P_,'transaction')
# ---- acquisition (rule 4)
c('b',"need new swimmers, my old ones have gone see-through",P_,'acquisition_disposition')
c('d',"sold my old mountain bike on Marketplace to a uni student",P_,'acquisition_disposition')            # own belongings
c('f',"grab the new glasses from Specsavers on tuesday",P_,'acquisition_disposition',wd('f','tue'))
c('h',"ordered a new mattress topper, it arrives friday",P_,'acquisition_disposition',
  wait='mattress topper (delivery)',exp=wd('h','fri'))
c('a',"bought Pippa a new harness, the old one was rubbing her raw",P_,'acquisition_disposition')            # own dog
# ---- project (rule 5)
c('a',"redoing the back verandah: new decking boards, paint the posts, a shade sail",P_,'project')
c('c',"getting my back strong again: physio exercises, pilates twice a week, a firmer mattress",P_,'project')
c('e',"Bali in April: flights, a villa in Ubud, someone to mind Pippa",P_,'project')
c('g',"turning the spare room into a sewing corner: sell the old desk, shelves, a proper lamp",P_,'project')
# ---- routine (rule 6)
c('b',"swim at Henley at 6 tomorrow like every friday",P_,'routine_activity',rel('b',1,'06:00'))          # a named instance (d097)
c('d',"walked Pippa along the Torrens after lunch, same as every day",P_,'routine_activity')
c('f',"pilates tues and thurs at 7am",P_,'routine_activity',OMIT)                                          # recurring, left out (4.6)
c('h',"did my back exercises again this morning, as always",P_,'routine_activity')
# ---- contact (rule 7)
c('a',"Anika the physio: 8362 4410, the clinic on The Parade",P_,'contact',ents=['Anika'])
c('c',"the new dentist's Dr Farah Qureshi at Prospect, 8269 0033",P_,'contact',ents=['Farah Qureshi'])
c('f',"Stavros at the garage on Main North Rd does the Corolla's services, shut on mondays",P_,'contact',ents=['Stavros'])
c('h',"Glenn Whitby is the strata manager for my block, he'd rather have an email",P_,'contact',ents=['Glenn Whitby'])
# ---- decision (rule 8)
c('b',"decided to switch health funds, the new one covers physio",P_,'decision_commitment')
c('d',"going with the grey boards for the verandah, not the merbau",P_,'decision_commitment',ctx=ctx(p=VERANDAH),par='p1')
c('e',"no more lollies in the car, my teeth can't take it",P_,'decision_commitment')
c('g',"not renewing the gym card, I'll swim instead",P_,'decision_commitment')
# ---- learning (rule 9)
c('a',"halfway through the crime novel Bec lent me, hooked",P_,'learning_consumption',ents=['Bec'])
c('c',"Italian online tonight, lesson 12 on the past tense",P_,'learning_consumption',tonight('c'))
c('f',"listening to a podcast about posture, heaps of good tips",P_,'learning_consumption')
c('h',"the library's holding that pottery book I reserved for me",P_,'learning_consumption')
# ---- milestone (rule 10)
c('b',"swam out to the end of the jetty and back without stopping, first time ever",P_,'milestone_outcome')
c('d',"got my bronze medallion, passed first go",P_,'milestone_outcome')
c('f',"forty today, and honestly feeling alright about it",P_,'milestone_outcome')
c('h',"my first ever bowl came out of the kiln without a crack",P_,'milestone_outcome')
# ---- observation (rule 11)
c('a',"the verandah boards by the back door are going soft",P_,'observation_insight',ctx=ctx(p=VERANDAH),par='p1')
c('c',"my back is always worse after a long drive",P_,'observation_insight')
c('e',"the Corolla's making a clunk whenever I turn right",P_,'observation_insight')
c('g',"the hot water's gone lukewarm in the mornings again",P_,'observation_insight')
c('h',"idea: a little herb garden down the side of the unit",P_,'observation_insight')
# ---- emotion (rule 12)
c('b',"so tired tonight I could sleep for a week",P_,'emotion_state')
c('d',"stoked with how the verandah's coming along",P_,'emotion_state',ctx=ctx(p=VERANDAH),par='p1')
c('f',"anxious about those skin check results, can't shake it",P_,'emotion_state')
c('h',"feeling flat, haven't had a day to myself in weeks",P_,'emotion_state')

# ======== social: Dad, Kate and Mick, Ruby and the netball team she coaches, Shane in Perth, Jo and Bec
# ---- task (rule 13)
c('a',"take Dad to his eye appointment thursday at 10:30",SO,'task',wd('a','thu','10:30'))
c('c',"wash the girls' netball bibs before saturday's game",SO,'task',sat('c'))                           # event as the purpose
c('e',"go over fractions with Ruby tomorrow after school, free of course, she's family",SO,'task',rel('e',1),['Ruby'])  # tutoring the niece
c('g',"mowed Dad's lawn and put his bins out, he was chuffed",SO,'task',
  ctx=ctx(t=T("Mow Dad's lawn","Renew my licence")),comp='t1')
c('h',"put the Christmas tree up at Dad's on sunday",SO,'task',wd('h','sun'))
c('d',"washing Kate's labrador while she's away, least I can do",SO,'task',ents=['Kate'])                 # a favour for a sister
# ---- reminder (rule 1)
c('b',"remind me Ruby's netball training has moved to wednesday at 5",SO,'reminder_intention',wd('b','wed','17:00'),['Ruby'])
c('d',"don't forget Dad's chemist pickup on monday",SO,'reminder_intention',wd('d','mon'))
c('f',"remind me, ring Shane tomorrow evening, it's his birthday",SO,'reminder_intention',rel('f',1,'19:00'),['Shane'])
c('h',"don't let me forget Jo's farewell drinks before she moves to London, friday at 6",SO,'reminder_intention',wd('h','fri','18:00'),['Jo'])
# ---- communication (rule 2)
c('a',"ring Dad tonight and check he took his tablets",SO,'communication',tonight('a'))
c('c',"texted Kate the photos from Ruby's game",SO,'communication',ents=['Kate','Ruby'],
  ctx=ctx(t=T("Send Kate the game photos","Get the tyres rotated")),comp='t1')
c('e',"video call with Shane and his kids sunday at 4",SO,'communication',wd('e','sun','16:00'),['Shane'])
c('g',"messaged the team parents about the wind-up, still waiting on numbers",SO,'communication',
  ctx=ctx(p=WINDUP),wait='team parents: numbers for the wind-up',par='p1')
c('h',"left a message for Dad's GP about his new tablets, no call back yet",SO,'communication',
  wait="Dad's GP: a call back about his new tablets")
# ---- transaction (rule 3)
c('b',"sent Ruby $30 towards her netball camp",SO,'transaction',ents=['Ruby'])
c('d',"chipped in $50 for Bec's birthday present from the girls",SO,'transaction',ents=['Bec'])
c('f',"Dad's aged care fees are going up to $620 a fortnight",SO,'transaction')
c('h',"paid Ruby's netball club fees, $145 for the season",SO,'transaction',ents=['Ruby'],
  ctx=ctx(t=T("Pay Ruby's netball fees","Get the Corolla serviced")),comp='t1')
# ---- acquisition (rule 4)
c('a',"buy Dad a new pair of slippers, his are falling apart",SO,'acquisition_disposition')
c('c',"collected Dad's walker from the hire place",SO,'acquisition_disposition',
  ctx=ctx(t=T("Pick up Dad's walker","Book my skin check")),comp='t1')
c('e',"ordered Ruby's birthday present online, should be here by thursday",SO,'acquisition_disposition',ents=['Ruby'],
  wait="Ruby's birthday present (delivery)",exp=wd('e','thu'))
c('g',"giving my old netball dress to one of the girls in Ruby's team",SO,'acquisition_disposition',ents=['Ruby'])
c('h',"need a fresh set of netball bibs for the girls before the season starts",SO,'acquisition_disposition')
# ---- project (rule 5)
c('b',"Dad's 80th in May: book the pub, ring the cousins, a slideshow of old photos",SO,'project')
c('d',"moving Dad into the retirement village: sort his furniture, change of address, a removalist",SO,'project')
c('f',"wind-up for the netball girls: trophies, pizza, a certificate for each of them",SO,'project')
c('h',"Christmas at mine this year: borrow tables, order a ham, Shane's flights",SO,'project',ents=['Shane'])
# ---- routine (rule 6)
c('c',"lunch with Dad at the RSL tomorrow like every tuesday",SO,'routine_activity',rel('c',1))
c('d',"netball training with the girls wednesdays 5pm",SO,'routine_activity',OMIT)
c('f',"did Dad's shopping and filled his pill box, same as every sunday",SO,'routine_activity')
c('h',"coffee with Jo and Bec saturday morning like every week",SO,'routine_activity',wd('h','sat','09:00'),['Jo','Bec'])
# ---- contact (rule 7)
c('b',"Dad's new carer from the council is Rosa, she comes mon wed fri",SO,'contact',ents=['Rosa'])
c('d',"Marnie is Ella's mum from netball, 0412 557 301",SO,'contact',ents=['Marnie','Ella'])
c('f',"Jo's new address in London is 14 Elgin Crescent, Notting Hill",SO,'contact',ents=['Jo'])
c('h',"Mrs Pellegrino next door to Dad keeps a spare key, her number's 8261 7745",SO,'contact',ents=['Pellegrino'])
# ---- decision (rule 8)
c('a',"decided Dad's staying with me over winter, not the respite place",SO,'decision_commitment')
c('c',"told Kate I'd coach Ruby's team again next season, no getting out of it",SO,'decision_commitment',ents=['Kate','Ruby'])
c('e',"going with Ruby at goal attack for the grand final",SO,'decision_commitment',ents=['Ruby'])
c('g',"not going to Bec's hens weekend, can't leave Dad that long",SO,'decision_commitment',ents=['Bec'])
c('h',"promised Dad I'd take him to the cricket at the Oval in January",SO,'decision_commitment')
# ---- learning (rule 9)
c('b',"reading up on early dementia signs after what Dad did with the kettle",SO,'learning_consumption')
c('d',"watching the coaching videos the association sent round for junior netball coaches",SO,'learning_consumption')
c('f',"listening to the audiobook Jo put me onto, a memoir about growing up in Whyalla",SO,'learning_consumption',ents=['Jo'])
c('h',"first aid course for the netball club on the 5th, it's free",SO,'learning_consumption',nth('h',5))
# ---- milestone (rule 10)
c('a',"Ruby shot her first goal in a real game! the girls went nuts",SO,'milestone_outcome',ents=['Ruby'])
c('c',"the Hawks won the under 11s grand final, my girls!!",SO,'milestone_outcome')
c('e',"Dad walked to the letterbox on his own, first time since the fall",SO,'milestone_outcome')
c('g',"Kate and Mick's 20th wedding anniversary today",SO,'milestone_outcome',ents=['Kate','Mick'])
c('h',"Shane's a grandad now, a little girl born in Perth last night",SO,'milestone_outcome',ents=['Shane'])
# ---- observation (rule 11)
c('b',"Dad keeps leaving the stove on, that's three times now",SO,'observation_insight')
c('d',"Ruby plays way better when her mum isn't watching",SO,'observation_insight',ents=['Ruby'])
c('f',"the netball girls always fade in the last quarter",SO,'observation_insight')
c('h',"Jo hasn't said a word in the group chat for a week",SO,'observation_insight',ents=['Jo'])
c('c',"the retirement village still hasn't offered Dad a unit, it's been months",SO,'observation_insight',
  ctx=ctx(p=DADMOVE),wait='retirement village: a unit for Dad',par='p1')
# ---- emotion (rule 12)
c('a',"worried sick about Dad living on his own",SO,'emotion_state')
c('d',"so proud of Ruby, she never gives up",SO,'emotion_state',ents=['Ruby'])
c('f',"guilty I missed lunch with Dad because a groom in Gawler ran late",SO,'emotion_state')            # about Dad (d056)
c('h',"nervous about coaching the grand final with all those parents watching",SO,'emotion_state')

# ======== systems: the mobile grooming round (the rig, the hydrobath, blades, dogs booked by their owners, the
# wholesaler, owners paying) and the evening tutoring at the college (the Thursday group, quizzes, Priya)
# ---- task (rule 13)
c('a',"sharpen the 10 blades and oil the clippers tonight, four doodles tomorrow",S,'task',tonight('a'))
c('c',"mark the week 3 quizzes for the thursday group before wednesday",S,'task',wd('c','wed'))
c('e',"flush the hydrobath lines, the pump's been spitting",S,'task')
c('g',"Lorraine's standard poodle done, lamb clip with a topknot, she loved it",S,'task',ents=['Lorraine'],
  ctx=ctx(t=T("Groom Lorraine's poodle","Book the Corolla service")),comp='t1')
c('h',"urgent: the genny on the rig won't start and I've got five dogs tomorrow, sort it today!!",S,'task',rel('h',0),prio='urgent')
c('d',"print the sign-in sheets for tuesday night's maths class",S,'task',wd('d','tue'))
# ---- reminder (rule 1)
c('b',"remind me Darren Huynh's husky needs the de-shedding rake, not the slicker",S,'reminder_intention',ents=['Darren Huynh'])
c('d',"don't forget the quiz results are due to Priya by the 30th",S,'reminder_intention',nth('d',30),['Priya'],ctx=ctx(p=QUIZ))
c('f',"ping me 7am tomorrow to restock the shampoo before the Gawler run",S,'reminder_intention',rel('f',1,'07:00'))
c('h',"remind me to rebook Mrs Kovac six weeks out once her schnauzer's finished",S,'reminder_intention',ents=['Kovac'])
# ---- communication (rule 2)
c('a',"text Trish I'm running 20 mins late for her spoodles",S,'communication',ents=['Trish'])
c('c',"emailed Priya the sign-in sheets from last term",S,'communication',ents=['Priya'],
  ctx=ctx(t=T("Send Priya the sign-in sheets","Ring the insurance")),comp='t1')
c('e',"ring Gemma Ratcliffe back, her kelpie's got burrs right through him",S,'communication',ents=['Gemma Ratcliffe'])
c('g',"rang Col and got his voicemail about the blades he's sharpening, no word yet",S,'communication',ents=['Col'],
  wait='Col: the sharpened blades')
c('h',"messaged Mei about the assessment she missed, she hasn't answered",S,'communication',ents=['Mei'],
  wait='Mei: an answer about the missed assessment')
# ---- transaction (rule 3)
c('a',"Lorraine paid $95 cash for the poodle, straight into the tin",S,'transaction',ents=['Lorraine'])
c('b',"Darren still owes me $120 for the last two husky washes",S,'transaction',ents=['Darren'],
  wait='Darren: $120 for two husky washes')
c('d',"term pay from the college should land friday",S,'transaction',wait='college: pay for the term',exp=wd('d','fri'))
c('f',"shampoo and conditioner from the wholesaler came to $364",S,'transaction')
c('g',"took $1,240 on the card reader this week, best since March",S,'transaction')
c('h',"pay the rig's insurance and the hydrobath finance by the 1st",S,'transaction',nth('h',1))
# ---- acquisition (rule 4)
c('b',"need a new pair of curved shears, the old ones are chewing the coats",S,'acquisition_disposition')
c('d',"got a used grooming table cheap off a lady retiring from dogs",S,'acquisition_disposition')
c('f',"ordered 20 litres of oatmeal shampoo, it's due tuesday",S,'acquisition_disposition',
  wait='oatmeal shampoo (delivery)',exp=wd('f','tue'))
c('h',"grabbed the replacement dryer hose from Wingfield",S,'acquisition_disposition',
  ctx=ctx(t=T("Pick up the dryer hose","Buy Dad's slippers")),comp='t1')
c('a',"selling my old clipper set to a girl just starting out in Elizabeth",S,'acquisition_disposition')
# ---- project (rule 5)
c('b',"fitting out the new rig: hydrobath, tie-down points, a tub light, signwriting on both sides",S,'project')
c('d',"taking on a second groomer for saturdays: an ad, a trial day, a spare set of clippers",S,'project')
c('f',"a quiz bank for the bridging maths unit: fractions, percentages, one mock exam",S,'project')
c('h',"moving the bookings onto an app: pick one, load the regulars in, text everyone the link",S,'project')
# ---- routine (rule 6)
c('a',"Gawler run every second wednesday, six dogs",S,'routine_activity',OMIT)
c('c',"hosed out the rig and refilled the water tank, same as every monday",S,'routine_activity')
c('e',"thursday night maths group tomorrow at 6:30, as per every week",S,'routine_activity',rel('e',1,'18:30'))
c('g',"sharpened every blade, as I do on the first friday each month",S,'routine_activity')
# ---- contact (rule 7)
c('b',"Mrs Kovac's new number is 0433 812 960, she's moved to Golden Grove",S,'contact',ents=['Kovac'])
c('d',"Priya Nair runs the bridging program at the college, room B14, back door after 6",S,'contact',ents=['Priya Nair'])
c('f',"Col Henty sharpens blades out of his shed in Kilburn, cash only",S,'contact',ents=['Col Henty'])
c('h',"Gemma Ratcliffe: kelpie called Rusty, hates the dryer, muzzle for his nails",S,'contact',ents=['Gemma Ratcliffe'])
# ---- decision (rule 8)
c('a',"decided the full groom goes up to $90 from March",S,'decision_commitment')
c('c',"going with the Andis clippers over the Wahl, quieter for the nervous ones",S,'decision_commitment')
c('e',"no more doodles from now on, the matting is wrecking my wrists",S,'decision_commitment')
c('g',"told Priya I'd take the extra tuesday class next term",S,'decision_commitment',ents=['Priya'])
c('h',"no more dogs after 3 on fridays, I need my arvo back",S,'decision_commitment')
# ---- learning (rule 9)
c('b',"watching a video on hand-stripping terrier coats",S,'learning_consumption')
c('d',"reading the college's new policy on late assessments that Priya sent round",S,'learning_consumption',ents=['Priya'])
c('f',"doing the online cat grooming course, up to module 4",S,'learning_consumption')
c('h',"Groomers Gazette piece on pricing by size, reading it over brekkie tomorrow",S,'learning_consumption',rel('h',1))
# ---- milestone (rule 10)
c('a',"booked out solid until Easter, first time ever",S,'milestone_outcome')
c('d',"every one of my thursday night students passed the bridging exam",S,'milestone_outcome')
c('f',"three years today since the first groom out of the rig",S,'milestone_outcome')
c('g',"took out first place at the Royal Show grooming comp, a poodle in a continental clip",S,'milestone_outcome')
# ---- observation (rule 11)
c('b',"the spoodles always matt up worse after a beach weekend",S,'observation_insight')
c('d',"the Gawler dogs are all coming in with grass seeds this month",S,'observation_insight')
c('f',"the thursday group falls apart after the break, half of them leave early",S,'observation_insight')
c('h',"idea: a nails-only run through the retirement villages",S,'observation_insight')
c('c',"the hydrobath pump is spitting again",S,'observation_insight')
c('e',"ten days now and the towel order from the wholesaler STILL isn't here",S,'observation_insight',wait='wholesaler: the towel order')
# ---- emotion (rule 12)
c('b',"dreading the Kovac schnauzer tomorrow, he bit me last time",S,'emotion_state',ents=['Kovac'])
c('d',"chuffed with how the new rig turned out",S,'emotion_state',ctx=ctx(p=RIG),par='p1')
c('f',"over the marking already and it's only week 4",S,'emotion_state')
c('h',"stressed, booked solid and the genny's playing up again",S,'emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 35, cases)
