# Writes thoughts-fresh-41.jsonl: a forty-first fresh labelled set (issue 10, ids f41…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# Singaporean hawker who runs a chicken-rice stall at a Toa Payoh hawker centre (Asia/Singapore), texting in
# Singlish (all lowercase mostly, "tmr", "abt", "alr", "liao", "sia", "lah", "paiseh", "sian", "shag", "makan",
# "ang bao", "Ah Ma" for her mother-in-law, a relation word), with a husband (Kelvin) who drives Grab at night, a
# daughter in Sec 2 (Jia Hui) and a son in P4 (Ryan), her own mum in JB, an HDB flat and a bad knee.
# New people: Kelvin, Jia Hui, Ryan, Mei Ling (her sister), Wei Jie (Kelvin's brother) and Shirley (his wife),
# Desmond (Kelvin's cousin), Geraldine and Huimin (friends), Auntie Kamala (neighbour), Mrs Wong (Ryan's form
# teacher), Ms Farah (tuition teacher); for herself Dr Koh (polyclinic), Jason (the aircon man), Cecilia (the line
# dance teacher); at the stall Rosnah (helper), Farid (part-timer) and his friend Irfan, Mr Goh (chicken supplier)
# and his son Jeremy, Uncle Ah Seng (the next stall), Mr Rajan (the centre's manager), Mr Chua (NEA officer),
# Mrs Lim (accountant).
# Weighted to EVENT-TYPE borderlines (GUIDELINES section 3 and its Clarifications): feelings that read like tasks
# ("dreading the dentist tmr", "scared to open the SP bill": rule 12) and noticed facts or rules of others that read
# like tasks or schedules ("the bins at our block now collected tues and fri only", "NEA closing the whole hawker
# centre for cleaning 2 to 6 march": rule 11, not scheduled), reminders (rule 1) vs tasks vs plans with steps
# (rule 5), decisions made (rule 8) vs decisions still to make (a task, 13), and a bare first name doing something
# in the past (news or a noticed fact, 11) beside a contact card about a person (7) and a call or message from them
# (2). The stall, its staff, suppliers, the centre and NEA are systems; Kelvin, the kids, Ah Ma, her mum, sister,
# friends and the neighbour social; her own flat, health, money and hobbies personal. Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-41-read.jsonl (misses
# may be read) and thoughts-fresh-41-held.jsonl (totals only).
# Run: python3 eval-fresh/author_41.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, C, ctx, OMIT
SG="Asia/Singapore"
use({
 'a':("2026-01-06T05:40:00",SG),   # Tue, prepping before opening
 'b':("2026-02-12T21:15:00",SG),   # Thu, before the CNY rush
 'c':("2026-03-28T14:30:00",SG),   # Sat, lull after lunch
 'd':("2026-05-04T10:10:00",SG),   # Mon, stall closed
 'e':("2026-06-18T16:45:00",SG),   # Thu, school holidays
 'f':("2026-08-09T20:30:00",SG),   # Sun, National Day
 'g':("2026-10-21T07:20:00",SG),   # Wed
 'h':("2026-12-02T22:05:00",SG),   # Wed, after closing
}, {'a':'tue','b':'thu','c':'sat','d':'mon','e':'thu','f':'sun','g':'wed','h':'wed'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
KITCHEN=P("Kitchen makeover")
BDAY=P("Ah Ma's 80th birthday dinner")
STALL2=P("Second stall at the Bidadari hawker centre")

# ======== personal: her HDB flat, her knee and teeth, her own money, line dancing and badminton at the CC
# ---- observation: noticed facts and rules that read like tasks; others' acts in the past tense
c('g',"the bins at our block now collected tues and fri only, town council notice at the lift",P_,'observation_insight')
c('a',"lift at blk 112 down again, third time this month",P_,'observation_insight')
c('e',"the aircon in the master bedroom only drips when it's on 18 degrees",P_,'observation_insight')
c('c',"Dr Koh changed my knee jab to every 3 months",P_,'observation_insight',['Koh'])
c('h',"Jason topped up the aircon gas last week, still not cold",P_,'observation_insight',['Jason'])
c('d',"polyclinic queue on mondays always the worst, 2 hrs minimum",P_,'observation_insight')
c('b',"my knee only pain when i climb stairs, flat ground ok",P_,'observation_insight')
c('f',"the kitchen tap pressure weaker since the town council changed the pipes",P_,'observation_insight')
# ---- emotion: feelings about things to do
c('a',"dreading the dentist tmr sia, root canal part 2",P_,'emotion_state')
c('d',"so shag today, didn't sleep properly because of the upstairs renovation",P_,'emotion_state')
c('c',"scared to open the SP bill this month, aircon on every night",P_,'emotion_state')
c('e',"happy my knee finally not swollen after the physio",P_,'emotion_state')
c('g',"nervous about friday's blood test results",P_,'emotion_state')
c('h',"bored of the same line dance routine every week",P_,'emotion_state')
# ---- task
c('b',"change the kitchen light tube, flickering since sunday",P_,'task')
c('d',"bring the rice cooker to the repair shop at lor 4 on wed",P_,'task',wd('d','wed'))
c('e',"clear the storeroom before the pest control guy comes on sat",P_,'task',sat('e'))
c('f',"finally cleaned the aircon filters, so much dust",P_,'task',
  ctx=ctx(t=T("Clean the aircon filters","Renew passport")),comp='t1')
c('h',"renew my passport online before the june hols",P_,'task')
c('g',"book the polyclinic appointment for the knee",P_,'task')
c('g',"decide whether to sell the flat after MOP or wait",P_,'task')
# ---- reminder
c('a',"remind me thurs 3pm physio at the polyclinic",P_,'reminder_intention',wd('a','thu','15:00'))
c('c',"dont forget to pay town council S&CC before the 5th",P_,'reminder_intention',nth('c',5))
c('f',"ping me tmr morning to collect my spectacles from the optician",P_,'reminder_intention',rel('f',1,'09:00'))
c('h',"don't let me forget, CPF nomination form",P_,'reminder_intention')
# ---- communication
c('b',"called the town council hotline abt the lift, they say engineer coming",P_,'communication',
  wait='town council: engineer for the lift')
c('d',"whatsapp Dr Koh's clinic to move the jab to next week",P_,'communication',['Koh'])
c('e',"the dentist clinic sms-ed to say my crown is ready",P_,'communication')
c('g',"Jason texted, coming next thurs for the aircon",P_,'communication',wd('g','thu'),['Jason'])
c('h',"email HDB abt the MOP date for my flat",P_,'communication')
# ---- contact
c('a',"Jason the aircon guy 9188 2304, cheaper than the one from Carousell",P_,'contact',['Jason'])
c('c',"Dr Koh at Toa Payoh polyclinic, only there tues and fri mornings",P_,'contact',['Koh'])
c('f',"the line dance teacher is Cecilia, she prefers whatsapp voice msgs",P_,'contact',['Cecilia'])
c('h',"Jason's real name is Tan Jun Hao, for the paynow",P_,'contact',['Jason','Tan Jun Hao'])
# ---- decision
c('b',"decided no more bubble tea on weekdays, sugar too high",P_,'decision_commitment')
c('d',"ok we take the cheaper aircon servicing package, 3 units for $250",P_,'decision_commitment')
c('e',"not renewing the gym at the CC, line dance enough exercise",P_,'decision_commitment')
c('h',"signed up to perform at the CC line dance show in jan, cannot back out liao",P_,'decision_commitment')
c('c',"promised myself one rest day a week, mondays, no matter what",P_,'decision_commitment')
# ---- transaction
c('a',"paid the SP bill, $187, aircon really eating money",P_,'transaction')
c('e',"my income tax $1,240 is due by month end",P_,'transaction',eom('e'))
c('g',"my insurance premium went up to $96 a month",P_,'transaction')
# ---- acquisition
c('b',"need new reading glasses, the old ones all scratched",P_,'acquisition_disposition')
c('d',"sold the old grey sofa on Carousell for $80",P_,'acquisition_disposition')
c('h',"ordered a knee brace from Shopee",P_,'acquisition_disposition')
# ---- routine
c('c',"line dance at the CC tonight 7.30 like every sat",P_,'routine_activity',tonight('c','19:30'))
c('a',"brisk walk round Bishan park as usual, 5km",P_,'routine_activity')
c('f',"badminton with the CC group every sunday 8am",P_,'routine_activity',OMIT)
# ---- learning
c('d',"watching a youtube video on knee exercises",P_,'learning_consumption')
c('g',"reading the HDB resale guide, so many steps",P_,'learning_consumption')
# ---- milestone
c('e',"finally paid off the renovation loan!!",P_,'milestone_outcome')
c('h',"completed my first 10k walk at the Sundown marathon",P_,'milestone_outcome')
# ---- project
c('b',"redo the kitchen: new cabinet doors, change the sink, retile the backsplash",P_,'project')
c('f',"my japan trip in march: flights, jr pass, hotel in osaka",P_,'project')
c('e',"the contractor came to measure the cabinets, quote by next week",P_,'observation_insight',ctx=ctx(p=KITCHEN),par='p1',
  wait='contractor: quote for the kitchen cabinets')

# ======== social: Kelvin, Jia Hui and Ryan, Ah Ma, her mum in JB, Mei Ling, Wei Jie and Shirley, friends
# ---- observation: news of a named person in the past tense, patterns in the family
c('g',"Wei Jie sold his car, COE too expensive to renew",SO,'observation_insight',['Wei Jie'])
c('c',"Mei Ling moved to the new BTO in Tengah last weekend",SO,'observation_insight',['Mei Ling'])
c('e',"Ryan lost his water bottle in school again, the third one this term",SO,'observation_insight',['Ryan'])
c('g',"Jia Hui quit the choir cca without telling us",SO,'observation_insight',['Jia Hui'])
c('b',"Geraldine's dad passed away on monday",SO,'observation_insight',['Geraldine'])
c('d',"Ah Ma keeps forgetting to take her evening pills",SO,'observation_insight')
c('f',"the kids always fight more when Kelvin is on night shift",SO,'observation_insight',['Kelvin'])
c('h',"Ryan's school now ends at 1.30 on wednesdays",SO,'observation_insight',['Ryan'])
c('e',"Desmond, Kelvin's cousin, got retrenched from the bank",SO,'observation_insight',['Desmond','Kelvin'])
c('a',"Huimin went back to her old job at the bank",SO,'observation_insight',['Huimin'])
# ---- emotion
c('b',"dreading CNY visiting at Kelvin's side, all the aunties asking when i expand the stall",SO,'emotion_state',['Kelvin'])
c('c',"so proud of Ryan, he swam 50m without stopping",SO,'emotion_state',['Ryan'])
c('e',"worried about my mum in JB alone since the fall",SO,'emotion_state')
c('g',"paiseh i forgot Huimin's birthday again",SO,'emotion_state',['Huimin'])
c('h',"excited abt the family trip to Penang next week",SO,'emotion_state')
c('d',"annoyed Kelvin never helps with Ryan's homework",SO,'emotion_state',['Kelvin','Ryan'])
# ---- task
c('a',"sign Ryan's consent slip for the zoo excursion",SO,'task',['Ryan'])
c('c',"bring Ah Ma for her eye check on tues at 10",SO,'task',wd('c','tue','10:00'))
c('e',"help Jia Hui with her chinese compo this weekend",SO,'task',sat('e'),['Jia Hui'])
c('g',"fetched Ah Ma from the day care centre, she was in a good mood",SO,'task',
  ctx=ctx(t=T("Fetch Ah Ma from day care","Return Auntie Kamala's plate")),comp='t1')
c('h',"decide on Ryan's tuition centre, the two near the MRT",SO,'task',['Ryan'])
c('f',"wrap Jia Hui's teachers' presents before tues",SO,'task',wd('f','tue'),['Jia Hui'])
c('d',"book the restaurant for Ah Ma's 80th",SO,'task',ctx=ctx(p=BDAY),par='p1')
# ---- reminder
c('b',"remind me sat to bring mandarin oranges to Mei Ling's place",SO,'reminder_intention',sat('b'),['Mei Ling'])
c('d',"don't forget Jia Hui's PTM on fri 4pm",SO,'reminder_intention',wd('d','fri','16:00'),['Jia Hui'])
c('f',"remind me tmr night, call my mum",SO,'reminder_intention',rel('f',1,'20:00'))
c('h',"don't let me forget Auntie Kamala's plate, must return it",SO,'reminder_intention',['Kamala'])
# ---- communication
c('a',"Mei Ling called, Ah Ma fell in the toilet but ok",SO,'communication',['Mei Ling'])
c('c',"text Geraldine to ask if she's free for dim sum sun",SO,'communication',wd('c','sun'),['Geraldine'])
c('e',"facetimed my mum, she finally using the walking stick",SO,'communication')
c('g',"Mrs Wong emailed, Ryan's been sleeping in class",SO,'communication',['Wong','Ryan'])
c('h',"call Wei Jie abt the christmas gathering at his place",SO,'communication',['Wei Jie'])
# ---- contact
c('a',"Auntie Kamala next door, retired nurse, unit #08-114",SO,'contact',['Kamala'])
c('d',"Ryan's form teacher this year is Mrs Wong, prefers parents gateway msgs",SO,'contact',['Ryan','Wong'])
c('e',"Huimin's new number 9776 1032, she changed telco",SO,'contact',['Huimin'])
c('g',"Shirley, Wei Jie's wife, vegetarian on the 1st and 15th",SO,'contact',['Shirley','Wei Jie'])
c('h',"Ms Farah, Ryan's science tuition teacher, $50/hr at Bishan",SO,'contact',['Farah','Ryan'])
# ---- decision
c('b',"decided we're not going JB for CNY this year, the jam too bad",SO,'decision_commitment')
c('d',"told Mei Ling i'll take Ah Ma on weekends from june",SO,'decision_commitment',['Mei Ling'])
c('e',"Ryan can only use the ipad 1 hr on school nights from now",SO,'decision_commitment',['Ryan'])
c('g',"going with Penang instead of Bangkok for the dec hols",SO,'decision_commitment')
# ---- transaction
c('a',"gave Jia Hui $20 for the class chalet",SO,'transaction',['Jia Hui'])
c('c',"sent my mum RM500 thru the remittance app",SO,'transaction')
c('f',"put $88 in the ang bao for Shirley's baby full month",SO,'transaction',['Shirley'])
c('h',"paid Ryan's tuition for december, $400",SO,'transaction',['Ryan'])
# ---- acquisition
c('b',"bought Ryan a school bag at Popular",SO,'acquisition_disposition',['Ryan'])
c('e',"need a wheelchair for Ah Ma for the trip",SO,'acquisition_disposition')
c('g',"gave Jia Hui's old bicycle to the neighbour's boy",SO,'acquisition_disposition',['Jia Hui'])
# ---- routine
c('d',"swim class with Ryan every saturday morning",SO,'routine_activity',OMIT,['Ryan'])
c('f',"sunday dinner at Ah Ma's place as usual",SO,'routine_activity')
c('h',"my turn for the school run tmr, 6.45am",SO,'routine_activity',rel('h',1,'06:45'))
# ---- learning
c('c',"reading abt how to talk to teens re phones, Jia Hui glued to hers",SO,'learning_consumption',['Jia Hui'])
c('g',"parenting talk at Ryan's school thurs 7pm",SO,'learning_consumption',wd('g','thu','19:00'),['Ryan'])
# ---- milestone
c('a',"Jia Hui got into the school basketball team!!",SO,'milestone_outcome',['Jia Hui'])
c('e',"Ryan passed his piano grade 3!!",SO,'milestone_outcome',['Ryan'])
# ---- project
c('b',"Ah Ma's 80th: book the restaurant, order the longevity buns, invite the relatives",SO,'project')
c('h',"Penang trip in dec: ferry or flight, hotel near gurney, list of food to eat",SO,'project')

# ======== systems: the chicken-rice stall, Rosnah and Farid, Mr Goh, the hawker centre, NEA, the accountant
# ---- observation
c('a',"Rosnah took MC again, 3rd time this month",S,'observation_insight',['Rosnah'])
c('b',"NEA closing the whole hawker centre for cleaning 2 to 6 march",S,'observation_insight')
c('c',"chicken price up again, Mr Goh charging $6.20 per bird now",S,'observation_insight',['Goh'])
c('d',"Uncle Ah Seng closed his char kway teow stall for good, retiring",S,'observation_insight',['Ah Seng'])
c('e',"weekday lunch crowd drops a lot when the schools on holiday",S,'observation_insight')
c('f',"the GrabFood orders always spike after 8pm on sundays",S,'observation_insight')
c('g',"Farid started at the new stall opposite, so now only me and Rosnah",S,'observation_insight',['Farid','Rosnah'])
c('h',"the hawker centre now collects trays only till 9pm",S,'observation_insight')
c('d',"Mr Rajan put up the notice, rental going up from july",S,'observation_insight',['Rajan'])
# ---- emotion
c('a',"dreading the NEA inspection on thurs, the floor drain still smelly",S,'emotion_state')
c('c',"so sian doing the GST filing again",S,'emotion_state')
c('e',"really happy the queue went till the end of the row today",S,'emotion_state')
c('g',"scared the stall cannot survive if the rental goes up again",S,'emotion_state')
c('h',"frustrated with the GrabFood tablet, keeps hanging during lunch",S,'emotion_state')
c('f',"grateful to Rosnah, she covered the whole sunday alone",S,'emotion_state',['Rosnah'])
# ---- task
c('b',"descale the rice steamer before the CNY rush",S,'task')
c('d',"change the menu board prices before the rental increase",S,'task')
c('e',"renew the stall licence on the NEA portal by the 30th",S,'task',nth('e',30))
c('g',"decide whether to join the foodpanda promo or not",S,'task')
c('h',"scrubbed the exhaust hood after closing, took 2 hrs",S,'task',
  ctx=ctx(t=T("Scrub the exhaust hood","Renew the stall licence")),comp='t1')
c('c',"print new price list to stick on the stall front",S,'task')
c('f',"shortlist the renovation contractors for the Bidadari stall",S,'task',ctx=ctx(p=STALL2),par='p1')
# ---- reminder
c('a',"remind me: order 20 more birds from Mr Goh for friday",S,'reminder_intention',wd('a','fri'),['Goh'])
c('d',"don't forget the food hygiene refresher on the 12th at 9am",S,'reminder_intention',nth('d',12,'09:00'))
c('f',"ping me at 6am tmr to take the chicken out to defrost",S,'reminder_intention',rel('f',1,'06:00'))
c('h',"dont forget to pay Rosnah her december pay before the 31st",S,'reminder_intention',nth('h',31),['Rosnah'])
# ---- communication
c('b',"called Mr Goh to cut tmr's order to 40 birds",S,'communication',['Goh'])
c('c',"Rosnah texted she'll be late tmr, her son sick",S,'communication',['Rosnah'])
c('e',"email Mrs Lim every receipt for the quarter",S,'communication',['Lim'])
c('g',"Mr Rajan whatsapped abt the new tray return rules",S,'communication',['Rajan'])
c('h',"reply the GrabFood merchant team abt the commission",S,'communication')
# ---- contact
c('a',"Mr Goh's son Jeremy takes over the deliveries now, 8322 0917",S,'contact',['Goh','Jeremy'])
c('d',"Mrs Lim the accountant only free after 7pm during tax season",S,'contact',['Lim'])
c('f',"Farid's friend Irfan can do part time weekends, 19, has the food hygiene cert",S,'contact',['Farid','Irfan'])
c('g',"the new NEA officer for our centre is Mr Chua, very strict abt the bins",S,'contact',['Chua'])
# ---- decision
c('b',"decided: no stall on mondays from march",S,'decision_commitment')
c('c',"going with the new supplier's thai rice, cheaper and nicer",S,'decision_commitment')
c('e',"told Rosnah she can take the whole week off for Hari Raya",S,'decision_commitment',['Rosnah'])
c('g',"no more free takeaway containers, 20 cents each from nov",S,'decision_commitment')
c('h',"not joining the foodpanda promo, the commission eats all my profit",S,'decision_commitment')
# ---- transaction
c('a',"paid Mr Goh $1,860 for december's chicken",S,'transaction',['Goh'])
c('e',"takings today $1,420, best thursday this year",S,'transaction')
c('f',"stall rental $2,350 due on the 1st",S,'transaction',nth('f',1))
c('g',"GrabFood payout still haven't come in for last week",S,'transaction',wait='GrabFood: payout for last week')
# ---- acquisition
c('c',"must get a new chopping block, old one cracked",S,'acquisition_disposition')
c('e',"bought a second chest freezer from the stall that closed",S,'acquisition_disposition')
c('h',"sold the old rice steamer to Uncle Ah Seng's nephew",S,'acquisition_disposition',['Ah Seng'])
# ---- routine
c('a',"market run at 4.30am for the cucumbers and ginger like every day",S,'routine_activity')
c('d',"monday off day, deep clean the stall like every week",S,'routine_activity')
c('g',"stocktake every last sat of the month",S,'routine_activity',OMIT)
# ---- learning
c('b',"watching youtube on how to do roast pork crackling for the stall",S,'learning_consumption')
c('e',"food hygiene refresher course online tonight",S,'learning_consumption',tonight('e'))
c('h',"reading the NEA guide on the new tray return rules",S,'learning_consumption')
# ---- milestone
c('c',"the stall got into the Straits Times food column!!",S,'milestone_outcome')
c('g',"passed the NEA inspection with grade A",S,'milestone_outcome')
# ---- project
c('d',"second stall at the new hawker centre in Bidadari: tender docs, renovation quote, hire 2 staff",S,'project')
c('f',"start selling on GrabFood: set up the account, take photos, new packaging",S,'project')
c('h',"revamp the stall front: new signboard, LED menu, paynow QR stand",S,'project')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 41, cases)
