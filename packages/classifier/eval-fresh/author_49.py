# Writes thoughts-fresh-49.jsonl: a forty-ninth fresh labelled set (issue 10, ids f49…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a dental
# hygienist in St. John's, Newfoundland (America/St_Johns, half an hour off the hour), writing Newfoundland English
# ("b'y", "some" for very, "I'm after doing it" for just done, "where ya to", "scoff", "mug-up", "the mainland",
# "Nan" and "Pop" as relation words), often dictating in the truck with no punctuation, who knits trigger mitts to
# sell at craft fairs and to gift shops on the side. Her husband works two weeks in, two out at the oil sands.
# People (none in an earlier set): Darrell (husband, on rotation in Fort McMurray), Stacey (13) and Colton (8), her
# sister Tina and Tina's husband Wade, her best friend Krista, Nan and Pop in Bonavista; at the clinic Dr Penney (the
# owner), Trudy (office manager) and Marcella (the other hygienist); Rodney (mechanic), Gerald Hynes (next door),
# Cyril Kelloway (plumber), Loretta Ploughman (a gift shop owner who buys mitts), Shawn (Colton's hockey coach).
# The clinic, her professional body and the mitts business are systems; family, friends, the kids' school and
# hockey social; her house, truck, health, garden and own money personal.
# Weighted to SCHEDULED TIME (GUIDELINES 4 and the Clarifications): weekday + time, "next <weekday> 11am", weekday +
# month-day, ordinals, "the day after tomorrow", "in a fortnight", "end of the month", hours in words, "half 3",
# 24-hour times, ranges, times with no day (passed or not), offsets, deadlines, events named as the purpose,
# named instances of routines, recurring schedules (key left out), habits' times (null), dates in the past, months
# alone, and numbers inside names, prices and quantities that are not times; dictation without punctuation and typos.
# Also ordinary thoughts of every event type in all three domains.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-49-read.jsonl (misses
# may be read) and thoughts-fresh-49-held.jsonl (totals only).
# Run: python3 eval-fresh/author_49.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, eom, at, T, P, ctx, OMIT
use({
 'a':("2026-01-12T07:40:00","America/St_Johns"),   # Mon, before work
 'b':("2026-02-19T17:55:00","America/St_Johns"),   # Thu, after work
 'c':("2026-04-04T10:20:00","America/St_Johns"),   # Sat
 'd':("2026-05-27T21:30:00","America/St_Johns"),   # Wed night
 'e':("2026-07-19T14:10:00","America/St_Johns"),   # Sun afternoon
 'f':("2026-08-31T12:15:00","America/St_Johns"),   # Mon lunch, last day of the month
 'g':("2026-10-15T19:45:00","America/St_Johns"),   # Thu evening
 'h':("2026-12-12T09:05:00","America/St_Johns"),   # Sat
 'i':("2026-03-27T16:30:00","America/St_Johns"),   # Fri, end of the work day
 'j':("2026-06-23T06:50:00","America/St_Johns"),   # Tue, early
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'sun','f':'mon','g':'thu','h':'sat','i':'fri','j':'tue'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
MITTS,DECK="Trigger mitts for the Christmas craft fair","Build the back deck"
CLINIC=P("Move the clinic's recall system online")

# ======== SCHEDULED: weekday + time, next <weekday>, weekday + month-day
c('a',"CPR recert thursday at 12:15 in the lunchroom, Trudy booked the instructor",S,'learning_consumption',wd('a','thu','12:15'),['Trudy'])
c('b',"next monday 11am the inspector comes to check the x-ray machine",S,'task',wd('b','mon','11:00'))
c('b',"pick Darrell up at the airport next thursday, he'll be some tired after the rotation",SO,'task',wd('b','thu'),['Darrell'])
c('i',"next tuesday 2pm Colton has the allergist at the Janeway",SO,'task',wd('i','tue','14:00'),['Colton'])
c('e',"Nan's 90th is monday the 27th, the whole crowd is going out to Bonavista",SO,'task',md('e',7,27,None,'mon'))
c('h',"RSVP to Trudy for the clinic christmas party friday the 18th at 7",S,'communication',md('h',12,18,'19:00','fri'),['Trudy'])
c('c',"craft fair at the Arts and Culture Centre saturday the 18th, booth 12, bring the float and the card reader",S,'task',md('c',4,18,None,'sat'))
c('j',"wednesday at 4 pick up Stacey from band camp at MUN",SO,'task',wd('j','wed','16:00'),['Stacey'])
c('g',"saturday 10am Colton's hockey at the Jack Byrne, Shawn wants them there 45 min early",SO,'routine_activity',sat('g','10:00'),['Colton','Shawn'])
c('d',"fri at 3 the furnace guy is coming for the annual cleaning",P_,'task',wd('d','fri','15:00'))
c('a',"tuesday night Tina and Wade are coming for a scoff",SO,'task',wd('a','tue','20:00'),['Tina','Wade'])
c('f',"book the truck in with Rodney for wednesday at 8, the brakes are grinding",P_,'task',wd('f','wed','08:00'),['Rodney'])
c('i',"dentist for Stacey monday april 6th at 3:40 with Dr Penney after school",SO,'task',md('i',4,6,'15:40','mon'),['Stacey','Penney'])
c('j',"thursday the 25th Krista and me are going to see the Eagles tribute at Mile One",SO,'task',md('j',6,25,None,'thu'),['Krista'])
c('b',"next wednesday 9:30 Marcella's doing the new hire orientation, I have to sit in",S,'task',wd('b','wed','09:30'),['Marcella'])
c('h',"tuesday at noon meet Loretta at the Battery Cafe to drop off 30 pair of mitts",S,'task',wd('h','tue','12:00'),['Loretta'])
c('c',"monday 7:15 staff huddle before the first patient, Dr Penney wants the new charting rules gone over",S,'task',wd('c','mon','07:15'),['Penney'])
c('g',"sunday evening Skype with Darrell's mother in Alberta",SO,'communication',wd('g','sun','19:00'),['Darrell'])
c('b',"saturday morning take the kids skating at Bowring Park if the pond is froze",SO,'task',sat('b','09:00'))
c('d',"thrusday afternoon the Newfoundland Power guy is coming by to check the meter",P_,'task',wd('d','thu','15:00'))
c('f',"wendesday at 6 parent night at Colton's school",SO,'task',wd('f','wed','18:00'),['Colton'])
c('i',"saturdy 9 to 12 mitts table at the Lantern market",S,'task',sat('i','09:00'))

# ---- ordinals, day after tomorrow, fortnight, end of the month, this weekend
c('a',"Tina's baby shower is on the 24th, need a gift",SO,'acquisition_disposition',nth('a',24),['Tina'])
c('b',"pay the property tax by the 28th or there's a penalty",P_,'transaction',nth('b',28))
c('c',"renew my licence with the dental hygienists association by the 30th",S,'task',nth('c',30))
c('d',"the 1st is when the new fee guide kicks in at the clinic, update the price sheet",S,'task',nth('d',1))
c('g',"Colton's picture day is the 3rd, he needs a haircut before",SO,'task',nth('g',3),['Colton'])
c('h',"Krista's skating party the 2nd, get a card",SO,'acquisition_disposition',nth('h',2),['Krista'])
c('e',"the day after tomorrow Cyril's coming to fix the leak under the bathroom sink",P_,'task',rel('e',2),['Cyril'])
c('j',"day after tomorrow drive Stacey to her last exam then she's free b'y",SO,'task',rel('j',2),['Stacey'])
c('f',"send Loretta the invoice for the 60 pair in a fortnight once she's sold some",S,'transaction',rel('f',14),['Loretta'])
c('i',"bloodwork again in a fortnight to see if the iron is up",P_,'task',rel('i',14))
c('c',"Stacey's science fair project due in two weeks, she hasn't started",SO,'task',rel('c',14),['Stacey'])
c('b',"get the mitts photos up on the Facebook page before the end of the month",S,'task',eom('b'))
c('g',"end of the month the truck insurance is up for renewal, shop around first",P_,'task',eom('g'))
c('f',"last day to submit CE hours is end of month, that's today b'y",S,'task',eom('f'))
c('a',"this weekend clear the snow off the shed roof before it caves",P_,'task',sat('a'))
c('d',"this weekend I'm finally planting the potatoes",P_,'task',sat('d'))

# ---- hours in words, half 3, 24-hour times, ranges, offsets
c('a',"call the bank at ten about the line of credit",P_,'communication',rel('a',0,'10:00'))
c('g',"ten tomorrow morning the assessor comes about the basement claim",P_,'task',rel('g',1,'10:00'))
c('d',"pick up Colton at seven tomorrow night from Tina's",SO,'task',rel('d',1,'19:00'),['Colton','Tina'])
c('e',"eleven thirty on friday I have the physio for my shoulder",P_,'task',wd('e','fri','11:30'))
c('h',"Wade's English cousin says come for tea at half 3 tomorrow",SO,'task',rel('h',1,'15:30'),['Wade'])
c('c',"Darrell's flight gets in at 2215 tomorrow, pick him up",SO,'task',rel('c',1,'22:15'),['Darrell'])
c('j',"truck booked in for 0830 thursday for the tires",P_,'task',wd('j','thu','08:30'))
c('b',"webinar on silver diamine fluoride 1900 tuesday",S,'learning_consumption',wd('b','tue','19:00'))
c('i',"grab the yarn parcel from Canada Post between 1 and 3 tomorrow",S,'acquisition_disposition',rel('i',1,'13:00'))
c('f',"fill the water jugs before the city shuts the main off at 1 wednesday",P_,'task',wd('f','wed','13:00'))
c('d',"CE course on perio charting friday 9 to 4 at the Delta",S,'learning_consumption',wd('d','fri','09:00'))
c('g',"in 45 minutes remind me to pull the loaves from the oven",P_,'reminder_intention',at('2026-10-15','20:30'))
c('d',"call Krista back in 20 mins",SO,'communication',at('2026-05-27','21:50'),['Krista'])
c('e',"take the roast out in 2 hours",P_,'task',at('2026-07-19','16:10'))
c('a',"dentist for me at quarter past 8 tomorrow, before my own shift",P_,'task',rel('a',1,'08:15'))
c('j',"quarter to 9 this morning the contractor's dropping off the lumber for the deck",P_,'acquisition_disposition',rel('j',0,'08:45'),
  ctx=ctx(p=P(DECK,MITTS)),par='p1')
c('h',"going over to Tina's 5ish today after the clinic",SO,'task',rel('h',0,'17:00'),['Tina'])

# ---- times with no day: still to come today, or already passed (tomorrow)
c('f',"call the lab at 3 about Mrs Pike's crown",S,'communication',rel('f',0,'15:00'),['Pike'])
c('i',"at 4:45 ring Pop to see how his knee is",SO,'communication',rel('i',0,'16:45'))
c('g',"at 7am remind me to haul the recycling bins to the curb",P_,'reminder_intention',rel('g',1,'07:00'))
c('d',"remind me at 6:30am to thaw the chicken",P_,'reminder_intention',rel('d',1,'06:30'))
c('b',"text Marcella at 8 tonight about swapping saturdays",S,'communication',rel('b',0,'20:00'),['Marcella'])
c('a',"noon walk with Krista if the wind dies down",SO,'task',rel('a',0,'12:00'),['Krista'])

# ---- tonight, tomorrow parts of day, tmrw night, deadlines with times
c('c',"tonight get the mitts tagged and priced for the fair",S,'task',tonight('c'))
c('e',"tonight at 9:30 call Darrell before his night shift",SO,'communication',rel('e',0,'21:30'),['Darrell'])
c('h',"tmrw night Colton's sleepover at his buddy's, pack his sleeping bag",SO,'task',rel('h',1,'20:00'),['Colton'])
c('f',"tomorrow afternoon drop the gift basket to Nan at the home",SO,'task',rel('f',1,'15:00'))
c('j',"tomorrow morning before work phone the school re Colton's report card",SO,'communication',rel('j',1,'09:00'),['Colton'])
c('b',"tomorrow evening Krista's coming over for a cup of tea and a yarn",SO,'task',rel('b',1,'19:00'),['Krista'])
c('i',"Trudy needs the supply order by 5pm monday",S,'acquisition_disposition',wd('i','mon','17:00'),['Trudy'])
c('g',"get the permit form in before noon tomorrow",P_,'task',rel('g',1,'12:00'),ctx=ctx(p=P(DECK,MITTS)),par='p1')
c('c',"tomorrow write thank you cards from the shower",SO,'task',rel('c',1))
c('d',"by friday finish the 25 pairs for Loretta's shop",S,'task',wd('d','fri'),['Loretta'])
c('a',"b4 wednesday get Stacey's permission slip signed for the ski trip",SO,'task',wd('a','wed'),['Stacey'])
c('e',"before I leave for Bonavista on friday drop the key to Gerald",SO,'task',wd('e','fri'),['Gerald'])
c('h',"prep the charts for thursday's audit with Dr Penney",S,'task',wd('h','thu'),['Penney'])
c('b',"get beer for Wade's birthday on saturday",SO,'acquisition_disposition',sat('b'),['Wade'])
c('j',"no junk food in the house starting monday, doctor's orders",P_,'decision_commitment',wd('j','mon'))
c('g',"from monday I'm doing the early shift 3 days a week",S,'decision_commitment',wd('g','mon'))

# ---- dictation without punctuation, typos
c('a',"remind me i gotta book colton's hockey physical for the 14th at 10 and get the skates sharpened after",SO,'reminder_intention',nth('a',14,'10:00'),['colton'])
c('c',"ok so tuesday at 1 i got the mammogram at the health sciences dont let me forget the referral",P_,'reminder_intention',wd('c','tue','13:00'))
c('d',"call tina tomorrow around 5 about nans birthday gift",SO,'communication',rel('d',1,'17:00'),['tina'])
c('f',"need to order more merino from the mill by thursday or no mitts for the fair",S,'acquisition_disposition',wd('f','thu'))
c('i',"email trudy sunday night with my availability for april",S,'communication',wd('i','sun','20:00'),['trudy'])
c('e',"stacey got orthodontist 2morrow at 830 gotta leave work early",SO,'task',rel('e',1,'08:30'),['stacey'])
c('g',"tmrw pay rodney for the brake job 480 cash",P_,'transaction',rel('g',1),['rodney'])
c('h',"mondy 9 am dr penney wants me to shadow the new grad",S,'task',wd('h','mon','09:00'),['penney'])
c('b',"sat morn swim lessons for colton at the aquarena first one",SO,'learning_consumption',sat('b','09:00'),['colton'])
c('j',"wed after work pick up the deck screws at kent",P_,'acquisition_disposition',wd('j','wed'),ctx=ctx(p=P(DECK,MITTS)),par='p1')
c('d',"hair appt sat 11 with Dinah",P_,'task',sat('d','11:00'),['Dinah'])
c('a',"colton dentist thurs 330",SO,'task',wd('a','thu','15:30'),['colton'])

# ---- named instances of routines, recurring schedules (left out), habits' times (null)
c('c',"yoga at 6 tonight like every saturday",P_,'routine_activity',rel('c',0,'18:00'))
c('g',"jiggs dinner at Nan's sunday at 1 same as always",SO,'routine_activity',wd('g','sun','13:00'))
c('d',"my turn for the carpool tomorrow, have to be at the school by 8:10",SO,'routine_activity',rel('d',1,'08:10'))
c('a',"gym mon wed fri at 5:30 before work from now on",P_,'routine_activity',OMIT)
c('f',"every second thursday I work the late clinic till 8",S,'routine_activity',OMIT)
c('i',"Sunday 7pm = mitts inventory and orders, every week",S,'routine_activity',OMIT)
c('h',"bins go out tuesday nights here, every week",P_,'routine_activity',OMIT)
c('e',"no screens after 9 for the kids, that's the rule in this house",SO,'decision_commitment')
c('b',"I don't drink coffee after 3 anymore, I sleep better",P_,'observation_insight')
c('j',"back from the Tuesday run around Quidi Vidi like always",P_,'routine_activity')

# ---- dates in the past, feelings and observations with a day, months alone (null)
c('a',"went to the walk-in yesterday at 3, it's only a sinus infection",P_,'observation_insight')
c('c',"Colton got his first goal last saturday!! proud mother",SO,'milestone_outcome',['Colton'])
c('d',"I'm after booking the flights to Halifax for the wedding",SO,'task')
c('f',"I'm after paying the light bill, 212 dollars this month",P_,'transaction')
c('g',"the 7:15 ferry from Portugal Cove was late again this morning",P_,'observation_insight')
c('h',"Darrell called last night from camp, they're short two men",SO,'communication',['Darrell'])
c('e',"dreading monday, the schedule is packed solid",S,'emotion_state')
c('i',"thursday's are always brutal at the clinic, back to back perio maintenance",S,'observation_insight')
c('b',"we should go to Nan and Pop's in August when Darrell's home",SO,'task',['Darrell'])
c('j',"book a trip to PEI for the summer",SO,'task')
c('c',"in June I'll have been at the clinic 10 years",S,'milestone_outcome')
c('e',"the recall calls this morning went good, 14 booked",S,'milestone_outcome',ctx=ctx(p=CLINIC),par='p1')

# ---- numbers in names, prices and quantities that are not times
c('a',"the Route 10 drive to Ferryland was some pretty yesterday",P_,'observation_insight')
c('d',"Sobeys has 3 for 2 on the Purity crackers this week",P_,'observation_insight')
c('f',"bought a 2x4 and 3 boxes of deck screws at Kent, 64.37",P_,'acquisition_disposition',ctx=ctx(p=P(DECK,MITTS)),par='p1')
c('g',"Colton wants size 4 skates for christmas, the 24 hr Shoppers had none",SO,'acquisition_disposition',['Colton'])
c('h',"Trudy says 1 in 4 patients no-showed in November",S,'observation_insight',['Trudy'])
c('b',"the 50/50 at the rink was up to 1,200 tonight",SO,'observation_insight')
c('j',"mitts sell 2 pair for 45 at the fair, single pair 25",S,'observation_insight')
c('e',"room 214 at the Health Sciences for Pop's appointment, they moved him",SO,'observation_insight')
c('i',"sold 12 pair of mitts at the market today, 300 bucks",S,'transaction')
c('c',"Stacey's team came 2nd out of 9 at the robotics competition",SO,'milestone_outcome',['Stacey'])

# ======== ordinary thoughts, every event type in all three domains
# ---- systems: the clinic, the mitts business
c('a',"take on the student placement this term like Dr Penney asked",S,'task',['Penney'])
c('b',"told Trudy I'd cover the saturday clinic in March, can't back out now",S,'decision_commitment',['Trudy'])
c('c',"decided to stop selling mitts on Etsy, the fees are killing me",S,'decision_commitment')
c('d',"reading the new infection control guidelines for the audit",S,'learning_consumption')
c('e',"Loretta Ploughman from the gift shop in Trinity, 709 555 0148, wants mitts every fall",S,'contact',['Loretta Ploughman'])
c('f',"new patient Mrs Hiscock's daughter works at the college, might want mitts for the staff",S,'contact',['Hiscock'])
c('g',"paid the yarn invoice from the mill, 640 with the shipping",S,'transaction')
c('h',"anxious about the audit, Dr Penney is on edge",S,'emotion_state',['Penney'])
c('i',"the sterilizer keeps beeping on cycle 3, needs a service call",S,'observation_insight')
c('j',"Marcella passed her local anesthesia certification!!",S,'milestone_outcome',['Marcella'])
c('a',"set up a web store for my mitts: photos, prices, shipping rates, a logo",S,'project')
c('b',"sold the old ultrasonic scaler to a clinic in Gander for 900",S,'acquisition_disposition')
c('c',"asked Trudy for my vacation days, she has yet to approve them",S,'communication',['Trudy'],wait='Trudy: vacation days approval')
c('d',"emailed the association about my CE credits, they said they'd answer friday",S,'communication',wait='association: CE credits answer',exp=wd('d','fri'))
c('e',"proud of the way the recall project is going, numbers are way up",S,'emotion_state',ctx=ctx(p=CLINIC),par='p1')
c('f',"Trudy's email is trudy.b@harbourdental.ca for the schedule changes",S,'contact',['Trudy'])
c('g',"cleaned 9 patients today, wrist is killing me",S,'routine_activity')
c('h',"Loretta still hasn't paid for the October mitts",S,'transaction',['Loretta'],wait='Loretta: payment for the October mitts')

# ---- social: family, friends, school, hockey
c('a',"Stacey wants to try out for the provincial choir",SO,'observation_insight',['Stacey'])
c('b',"Krista's new number is 709 555 2290, she ditched her old phone",SO,'contact',['Krista'])
c('c',"Wade's mother is in the Health Sciences, bring her a card",SO,'task',['Wade'])
c('d',"sent Nan 100 for her birthday by e-transfer",SO,'transaction')
c('e',"missing Darrell some bad this rotation",SO,'emotion_state',['Darrell'])
c('f',"Colton lost his first molar and the tooth fairy forgot, mother of the year",SO,'emotion_state',['Colton'])
c('g',"decided we're doing christmas at Tina's this year",SO,'decision_commitment',['Tina'])
c('h',"reading Colton The Hockey Sweater at bedtime",SO,'learning_consumption',['Colton'])
c('i',"Stacey made the honour roll again",SO,'milestone_outcome',['Stacey'])
c('j',"plan Pop's 85th: hall, band, the cake from Mary Brown's friend, invites",SO,'project')
c('a',"gave Stacey's old bike to the Hynes youngsters next door",SO,'acquisition_disposition',['Stacey'])
c('b',"video call with Darrell and the kids after supper, every night he's away",SO,'routine_activity',['Darrell'])
c('c',"Shawn the hockey coach, 709 555 3381, text him if Colton's sick",SO,'contact',['Shawn','Colton'])
c('d',"Krista noticed Stacey's been quiet since the sleepover, keep an eye",SO,'observation_insight',['Krista','Stacey'])
c('e',"paid Colton's hockey registration, 425 for the year",SO,'transaction',['Colton'])
c('f',"texted Tina the pictures from Nan's party",SO,'communication',['Tina'])
c('g',"emailed the school twice, still waiting on Colton's IEP meeting date",SO,'communication',['Colton'],wait="school: Colton's IEP meeting date")
c('h',"Krista's pregnant!! due in June",SO,'milestone_outcome',['Krista'])

# ---- personal: house, truck, health, garden, money
c('a',"the furnace is making a knocking sound again",P_,'observation_insight')
c('b',"need new winter tires, the Toyos are bald",P_,'acquisition_disposition')
c('c',"decided to go with Cyril to redo the bathroom, he's cheaper",P_,'decision_commitment',['Cyril'])
c('d',"feeling run down, I think I'm getting whatever Colton had",P_,'emotion_state',['Colton'])
c('e',"Cyril Kelloway the plumber, 709 555 7714, Gerald swears by him",P_,'contact',['Cyril Kelloway','Gerald'])
c('f',"walked the Signal Hill trail after work, my calves are toast",P_,'routine_activity')
c('g',"listening to a podcast on retirement savings on the drive",P_,'learning_consumption')
c('h',"paid off the truck!! last payment went through",P_,'milestone_outcome')
c('i',"sold the old snowblower on Kijiji for 350",P_,'acquisition_disposition')
c('j',"redo the front garden: dig out the junipers, new soil, perennials",P_,'project')
c('a',"fix the bathroom fan, it's been rattling since Christmas",P_,'task')
c('b',"the insurance money for the basement is still not in",P_,'transaction',wait='insurer: basement payout')
c('c',"the truck passed inspection, Rodney says good for another year",P_,'task',['Rodney'],
  ctx=ctx(t=T("Get the truck inspected","Book the dentist for Colton")),comp='t1')
c('d',"called the physio and booked the shoulder follow up",P_,'communication',
  ctx=ctx(t=T("Book the shoulder follow up","Renew the gym membership")),comp='t1')
c('e',"lovely calm morning in the garden, first time all summer I felt rested",P_,'emotion_state')
c('f',"knit the last thumb of the red pair finally",S,'task',ctx=ctx(p=P(MITTS,DECK),t=T(("Finish the red pair of mitts","p1"))),comp='t1',par='p1')

# ======== more schedules with contexts and priorities
c('g',"urgent call the mill tomorrow at 9 about the wrong yarn weight",S,'communication',rel('g',1,'09:00'),prio='urgent',ctx=ctx(p=P(MITTS,DECK)),par='p1')
c('h',"important: book Colton's flu shot before the 23rd",SO,'task',nth('h',23),['Colton'],prio='high')
c('i',"low priority but look at new scrubs sometime before the end of the month",S,'acquisition_disposition',eom('i'),prio='low')
c('a',"don't forget to mail Darrell's mother's birthday card by wednesday",SO,'reminder_intention',wd('a','wed'),['Darrell'])
c('b',"ping me at 9 tomorrow to call the Janeway about Colton's referral",SO,'reminder_intention',rel('b',1,'09:00'),['Colton'])
c('c',"don't let me forget the mitts order ships monday",S,'reminder_intention',wd('c','mon'),ctx=ctx(p=P(MITTS,DECK)),par='p1')
c('d',"Gerald offered to help frame the deck sunday at 10",P_,'task',wd('d','sun','10:00'),['Gerald'],ctx=ctx(p=P(DECK,MITTS)),par='p1')
c('e',"Loretta wants the Christmas mitts by Sept 15 at the latest",S,'task',md('e',9,15),['Loretta'],ctx=ctx(p=P(MITTS,DECK)),par='p1')
c('f',"Oct 3 is the deadline to apply for a table at the Christmas fair",S,'task',md('f',10,3),ctx=ctx(p=P(MITTS,DECK)),par='p1')
c('j',"the inspector's coming July 2 to look at the deck footings",P_,'task',md('j',7,2),ctx=ctx(p=P(DECK,MITTS)),par='p1')
c('g',"Stacey's Christmas concert Dec 5th at the Basilica, get her a white blouse",SO,'task',md('g',12,5),['Stacey'])
c('h',"Jan 9 pick Darrell up at the airport, he's home three weeks",SO,'task',md('h',1,9),['Darrell'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 49, cases)
