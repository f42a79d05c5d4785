# Writes thoughts-fresh-25.jsonl: a twenty-fifth fresh labelled set (issue 10, ids f25…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# self-employed hairdresser in Melbourne (Australia/Melbourne) who owns a small salon with two staff, coaches her
# son's junior footy team on Saturdays, looks after her father after his hip operation, is doing a TAFE business
# course and is saving for a house. Australian English: "arvo", "servo", "brekkie", "reckon", "heaps", "footy",
# "rego", "trackie dacks", "the tan", "Maccas", "bottle-o", "sanga", "chemist", "uni", "TAFE", "BAS", "super".
# New people: Lachie (son, 10), Dad (Graham), Renee (sister) and her husband Darren, Tayla (senior stylist), Jas
# (apprentice), Nerida (bookkeeper), Mr Nguyen (the salon's landlord), Dom (the colour company's rep), Mrs
# Papadopoulos and Tahlia Walsh (clients), Ms Adebayo (TAFE teacher), Shaz (team manager), Kev (assistant coach), Jaxon
# and Cooper (players), Bianca (the house cleaner), Faye (Dad's council carer), Leanne (Dad's physio), Angus Doyle
# (mortgage broker), Steph and Mel (friends), Bev (neighbour), Wazza (the mechanic), Carmen (the florist).
# Weighted to the guideline's domain borderlines: her own business is work (systems: the salon, the staff, clients,
# stock, the salon's rent, power, GST and BAS); her TAFE course taken for the business (systems) against a hobby
# learnt for herself (personal); household money (house deposit, home bills, the cleaner's pay: personal) against
# business money (systems); the footy club and community events (social); people who work for the household
# (cleaner, gardener, mechanic: personal) against her father's carer and physio (his care: social); work stress told
# as feelings (systems). And to event-type borderlines: plans of one step (task) against projects, decisions told by
# their act, feelings against observations, transactions against buying, appointments stated as facts, logs of a
# habit. Every event type in each domain. Mixed phrasing: dictation with no punctuation, typos, emojis, run-ons.
# The rule applied is written beside every borderline case.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-25-read.jsonl (misses
# may be read) and thoughts-fresh-25-held.jsonl (totals only).
# Run: python3 eval-fresh/author_25.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, OMIT, T, P, ctx
use({
 'a':("2026-01-13T07:20:00","Australia/Melbourne"),   # Tue
 'b':("2026-02-27T19:45:00","Australia/Melbourne"),   # Fri
 'c':("2026-04-11T06:30:00","Australia/Melbourne"),   # Sat
 'd':("2026-05-24T15:10:00","Australia/Melbourne"),   # Sun
 'e':("2026-07-08T12:40:00","Australia/Melbourne"),   # Wed
 'f':("2026-08-20T21:05:00","Australia/Melbourne"),   # Thu
 'g':("2026-10-17T08:50:00","Australia/Melbourne"),   # Sat
 'h':("2026-11-30T10:15:00","Australia/Melbourne"),   # Mon
}, {'a':'tue','b':'fri','c':'sat','d':'sun','e':'wed','f':'thu','g':'sat','h':'mon'})
cases=[]
c=labeller(cases)
S,SO,P_='systems','social','personal'

# ---- task (rule 13): one thing to do; appointments stated as facts; domain by whom it is for
c('a',"salon fire extinguisher needs its tag done by the 31st",S,'task',nth('a',31))  # her own business is work: systems; "by the 31st" is a deadline (4.4)
c('h',"sparky coming to the salon wednesday 8am to check the dryer circuit",S,'task',wd('h','wed','08:00'))  # a tradesperson for the business, not the home: systems; a visit stated as a fact is scheduled (4.5)
c('e',"sort the colour shelf out the back before Tayla gets in tmrw",S,'task',rel('e',1),['Tayla'])
c('b',"need to chuck the new balayage price up on the booking site",S,'task')  # "need to" + a chore, nothing bought: task (rule 13)
c('g',"thinking I'll redo the salon window display next week",S,'task')  # a plan told loosely, one step: task; "next week" names no day
c('c',"defrost the freezer this arvo",P_,'task',rel('c',0,'15:00'))  # "this arvo" is 15:00 (Clarifications)
c('d',"dentist thurs 4:15 for the crown",P_,'task',wd('d','thu','16:15'))  # appointment stated as a fact
c('f',"car's booked in with Wazza friday 8am for the brakes",P_,'task',wd('f','fri','08:00'),['Wazza'])  # the mechanic for her own car is personal
c('g',"finally hung the bathroom mirror only took 3 months lol",P_,'task',ctx=ctx(None,T("Hang the bathroom mirror","Clean the oven")),comp='t1')  # an ordinary chore done is a task with completes (d036)
c('b',"Bianca's coming tuesday instead of monday this fortnight so leave the key under the pot",P_,'task',wd('b','tue'),['Bianca'])  # the house cleaner works for the household: personal
c('a',"set up the shower chair n grab rails at Dad's before he comes home friday",SO,'task',wd('a','fri'))  # a parent's care is family: social
c('e',"fill in Lachie's camp medical form its due back thursday",SO,'task',wd('e','thu'),['Lachie'])  # a child's school logistics: social
c('h',"take Dad to see the surgeon tomorrow 11:30 for his 6 week check",SO,'task',rel('h',1,'11:30'))
c('g',"work out the goal umpire roster for the under 11s",SO,'task')  # the junior footy club: social

# ---- reminder_intention (rule 1 wins over the act underneath)
c('c',"remind me tues morning: foils n developer order",S,'reminder_intention',wd('c','tue','09:00'))  # reminder wins over buying stock; stock is systems
c('b',"dont forget the BAS has to be lodged by the 28th",S,'reminder_intention',nth('b',28))  # business tax: systems
c('f',"remind me tmrw 8am - message Tahlia re her trial run",S,'reminder_intention',rel('f',1,'08:00'),['Tahlia'])  # reminder wins over a message; a bride is a client: systems
c('d',"ping me mon morning re Jas's apprentice wage going up",S,'reminder_intention',wd('d','mon','09:00'),['Jas'])  # reminder wins over money; staff wages are the business's
c('e',"remind me 6pm re the bins",P_,'reminder_intention',rel('e',0,'18:00'))  # bare hour, evening by context (4.3)
c('a',"licence renewal due in feb, remind me closer to it",P_,'reminder_intention')  # a month with no day is not scheduled (4.6)
c('g',"chemist needs a ring about my script, remind me at 3",P_,'reminder_intention',rel('g',0,'15:00'))  # a bare hour, afternoon by context (4.3)
c('h',"dont forget Bianca's cash for this week",P_,'reminder_intention',ents=['Bianca'])  # the cleaner's pay is household money: personal; reminder wins
c('c',"don't forget the oranges for quarter time this morning",SO,'reminder_intention',rel('c',0,'09:00'))  # the footy team: social; "this morning" ahead of now is 09:00
c('b',"pls remind me Leanne needs a call re moving Dad's physio",SO,'reminder_intention',ents=['Leanne'])  # Dad's physio is about Dad's care: social
c('d',"dont forget Renee's 40th drinks the 13th",SO,'reminder_intention',nth('d',13),['Renee'])
c('f',"remind me sat to drop the first aid kit back to Shaz",SO,'reminder_intention',sat('f'),['Shaz'])

# ---- communication (rule 2 wins over money and buying)
c('a',"email Mr Nguyen about renewing the salon lease",S,'communication',ents=['Nguyen'])  # the salon's landlord: systems, not the home's
c('c',"texted Mrs Papadopoulos to move her colour to thursday",S,'communication',ents=['Papadopoulos'])  # a client: systems
c('e',"call Dom about swapping the toner shades on my next order",S,'communication',ents=['Dom'])  # a call about an order is a call (rule 2 before 4)
c('h',"voicemail from Nerida, needs the salon receipts for the quarter",S,'communication',ents=['Nerida'])  # bookkeeper for the business: systems
c('b',"rang the bank, weird charge on the credit card",P_,'communication')  # a call about money is a call (rule 2 before 3); own card: personal
c('d',"Angus rang back, reckons we can borrow about 540k for the house",P_,'communication',ents=['Angus'])  # the house is own home and money: personal
c('f',"text Wazza to see if the ute's ready",P_,'communication',ents=['Wazza'])
c('g',"called council re hard rubbish pick up for our place",P_,'communication')
c('a',"facetime renee tonight re Dad's respite week",SO,'communication',tonight('a'),['renee'])
c('e',"messaged the team parents group training is off cos the oval is a swamp",SO,'communication')  # the club: social
c('h',"was on the phone to Steph for an hour about her breakup 😢",SO,'communication',ents=['Steph'])
c('c',"Kev called, he cant make training this week so I'm on my own",SO,'communication',ents=['Kev'])

# ---- transaction (rule 3): whose money and what for
c('b',"paid Jas's super for the quarter, $612",S,'transaction',ents=['Jas'])  # staff super is a business expense: systems
c('d',"colour order invoice $1,340 due friday",S,'transaction',wd('d','fri'))  # "due friday" gives the date (4.4)
c('g',"salon power bill $690 this quarter, the dryers are killing me",S,'transaction')  # the salon's bill, not the home's: systems
c('f',"refunded a client $60 after her toner went brassy",S,'transaction')  # business money: systems
c('a',"put the salon's GST aside in the tax account, $2,100",S,'transaction')
c('c',"moved $2k from my pay into the house deposit account",P_,'transaction')  # household money for the house: personal
c('e',"home electricity came to $418 ouch",P_,'transaction')  # own bill: personal
c('h',"paid Bianca $120 for the spring clean",P_,'transaction',ents=['Bianca'])  # the cleaner works for the household: personal
c('d',"car rego $880 gets debited on the 2nd",P_,'transaction',nth('d',2))
c('b',"sent Renee $150 for Dad's recliner, we're going halves",SO,'transaction',ents=['Renee'])  # money to family: social (d037)
c('a',"paid $180 for Lachie's footy rego",SO,'transaction',ents=['Lachie'])  # a child's club fees: social
c('g',"chucked $50 in the envelope for Kev's farewell from the club",SO,'transaction',ents=['Kev'])

# ---- acquisition_disposition (rule 4)
c('h',"need new scissors, my good pair has lost its edge",S,'acquisition_disposition')  # her working scissors: systems
c('e',"picked up a second hand wash basin for the salon off marketplace",S,'acquisition_disposition')
c('c',"sending back the faulty straightener to the supplier",S,'acquisition_disposition')
c('f',"order two more styling chairs before the christmas rush",S,'acquisition_disposition')
c('d',"bought new runners, old ones were falling apart",P_,'acquisition_disposition')
c('g',"listing the mountain bike on gumtree $200 ono",P_,'acquisition_disposition')  # selling own belongings (rule 4)
c('b',"out of milk bread n eggs, grab some",P_,'acquisition_disposition')
c('a',"get Lachie new footy boots size 5 before preseason",SO,'acquisition_disposition',ents=['Lachie'])
c('f',"got Dad one of those grabber sticks from the chemist",SO,'acquisition_disposition')
c('h',"donating Dad's old armchair to the vinnies now he's got the recliner",SO,'acquisition_disposition')  # giving away her father's thing: social
c('d',"grab a card n flowers for Bev, her husband passed on friday",SO,'acquisition_disposition',ents=['Bev'])  # a neighbour as a person: social

# ---- project (rule 5): a multi-step goal with its steps
c('a',"salon refit over winter: new mirrors, paint, 2 more basins, let the regulars know",S,'project')
c('g',"bridal packages for next year - price the trials, photos for insta, talk to Carmen about flowers",S,'project',ents=['Carmen'])
c('d',"get Jas ready for her final assessment: mock day, model list, practice cuts",S,'project',ents=['Jas'])
c('b',"house hunting plan - pre approval, shortlist suburbs, saturday inspections, building inspector",P_,'project')
c('h',"garden makeover: rip out the agapanthus, two veggie beds, mulch, new hose",P_,'project')
c('c',"Dad's 75th: book the pub, invite his old bowls mates, photo board, cake",SO,'project')
c('f',"end of season presentation for the under 11s - trophies, club rooms, sausage sizzle, my speech",SO,'project')  # the club: social
c('e',"Lachie's birthday at the trampoline park: invites, lolly bags, cake, numbers to Shaz",SO,'project',ents=['Lachie','Shaz'])

# ---- routine_activity (rule 6)
c('a',"monday stocktake at the salon done like every week",S,'routine_activity')  # a log of a work habit: systems, not scheduled
c('f',"cash up n do the till before lock up every night",S,'routine_activity',OMIT)  # recurring, no occurrence named
c('c',"salon team meeting 8:30 this morning, usual saturday huddle",S,'routine_activity',rel('c',0,'08:30'))  # a named instance of a routine
c('h',"monday admin at the salon done, rosters n wages, same drill weekly",S,'routine_activity')
c('g',"parkrun this morning 27:40 pb is close",P_,'routine_activity')  # a log of a habit done
c('b',"pilates at 6:30 tmrw like every saturday",P_,'routine_activity',rel('b',1,'06:30'))
c('g',"walked round the tan after brekkie, my saturday thing",P_,'routine_activity')
c('e',"footy training tues n thurs 5pm at the oval",SO,'routine_activity',OMIT)  # coaching her son's team: social
c('d',"sunday roast at Dad's as always, Renee brought the pav",SO,'routine_activity',ents=['Renee'])  # a log of a family habit, not scheduled
c('a',"dropped Lachie at holiday program again, our tuesday routine",SO,'routine_activity',ents=['Lachie'])
c('h',"wednesday dinner at Dad's, my turn to cook, like every week",SO,'routine_activity',wd('h','wed'))  # a named instance of a routine, no time

# ---- contact (rule 7)
c('b',"Dom colour rep 0412 555 208, covers the whole north side",S,'contact',ents=['Dom'])
c('e',"Nerida Hollis bookkeeper, nerida@hollisbooks.com.au, does heaps of salons",S,'contact',ents=['Nerida Hollis'])
c('h',"Tahlia Walsh, the march bride, her mum's number is 0437 118 902",S,'contact',ents=['Tahlia Walsh'])  # a client's card: systems
c('a',"bianca's new mobile is 0433 270 615",P_,'contact',ents=['bianca'])  # the house cleaner: personal
c('f',"Angus Doyle, mortgage broker in Coburg, 0400 316 775",P_,'contact',ents=['Angus Doyle'])  # own home loan: personal
c('d',"Wazza's moved his workshop to Brunswick East, same number",P_,'contact',ents=['Wazza'])  # her mechanic: personal
c('g',"Shaz team manager 0421 904 331, Jaxon's mum",SO,'contact',ents=['Shaz','Jaxon'])
c('c',"Bev next door has our spare key, her number is 9387 5521",SO,'contact',ents=['Bev'])
c('e',"Faye from the council is Dad's carer now, her mobile is 0455 872 130",SO,'contact',ents=['Faye'])  # a carer for her father: his care is family, social

# ---- decision_commitment (rule 8)
c('b',"decided Jas goes full time from july",S,'decision_commitment',ents=['Jas'])  # a month with no day is not scheduled (4.6)
c('e',"no more walk ins on saturdays, bookings only",S,'decision_commitment')
c('h',"going with Nerida for the books, way cheaper than the old accountant",S,'decision_commitment',ents=['Nerida'])
c('c',"said yes to doing Tahlia's whole bridal party on the day",S,'decision_commitment',ents=['Tahlia'])
c('a',"packing my own lunch from here on, no more maccas",P_,'decision_commitment')
c('f',"locking in a fixed rate on the home loan, decided",P_,'decision_commitment')
c('d',"cancelling the gym, I'll just run",P_,'decision_commitment')
c('g',"told Shaz I'll run the canteen roster this season",SO,'decision_commitment',ents=['Shaz'])
c('b',"promised Lachie we're going to the Dees game sunday",SO,'decision_commitment',wd('b','sun'),['Lachie'])
c('e',"Renee n I agreed Dad stays with me till he can do stairs",SO,'decision_commitment',ents=['Renee'])

# ---- learning_consumption (rule 9)
c('d',"finish the TAFE reading on cash flow forecasts by friday",S,'learning_consumption',wd('d','fri'))  # her course for the business: systems
c('g',"sat through a webinar about salon pricing, eye opening",S,'learning_consumption')
c('a',"Ms Adebayo's class tonight is on employing apprentices",S,'learning_consumption',tonight('a'),['Adebayo'])  # TAFE class for the business: systems
c('f',"doing the foiling masterclass in Richmond sunday 10 to 4",S,'learning_consumption',wd('f','sun','10:00'))  # training for her trade: systems; a range starts at its start (4.3)
c('h',"hooked on a murder podcast for the commute",P_,'learning_consumption')
c('b',"started learning to crochet off youtube haha",P_,'learning_consumption')  # a hobby for herself: personal
c('c',"library's holding the Ottolenghi book for me",P_,'learning_consumption')
c('e',"reading up on hip replacement recovery so I can help Dad properly",SO,'learning_consumption')  # for her father's care: social
c('d',"junior coaching accreditation online module, 2 of 4 done",SO,'learning_consumption')  # coaching the kids' team: social
c('g',"reading Lachie's footy book with him at bedtime, up to chapter 6",SO,'learning_consumption',ents=['Lachie'])

# ---- milestone_outcome (rule 10)
c('f',"passed my TAFE marketing unit!! 🎉",S,'milestone_outcome')  # the course for the business: systems
c('h',"Jas is fully qualified as of today, her apprenticeship is done",S,'milestone_outcome',ents=['Jas'])
c('c',"salon turns 5 today, can't believe it",S,'milestone_outcome')
c('e',"first $10k month at the salon since I opened",S,'milestone_outcome')  # a sales milestone (rule 10) rather than a transaction
c('a',"ran 10k straight through, never done that before",P_,'milestone_outcome')
c('g',"house deposit just hit $60k!!!",P_,'milestone_outcome')  # a savings goal reached: notable result
c('b',"got pre approved for the home loan 🙌",P_,'milestone_outcome')
c('d',"Lachie kicked his first goal yesterday 😭😭",SO,'milestone_outcome',ents=['Lachie'])
c('e',"Dad walked to the letterbox n back without his frame",SO,'milestone_outcome')
c('g',"under 11s won the flag!!! undefeated all season",SO,'milestone_outcome')

# ---- observation_insight (rule 11): a noticed fact, pattern or idea
c('a',"tuesdays are dead at the salon, might be worth opening at 11",S,'observation_insight')  # a pattern and an idea: observation
c('d',"more clients booking online since I put the link on insta",S,'observation_insight')
c('h',"Tayla's rebooking rate is miles better than mine, she asks at the basin",S,'observation_insight',ents=['Tayla'])
c('f',"the salon across the road closed down, that's 3 on Sydney Rd this year",S,'observation_insight')
c('c',"the servo on Bell St is 20c a litre cheaper than the one near home",P_,'observation_insight')
c('b',"no wine = way better sleep, noticed it all week",P_,'observation_insight')
c('e',"the heater in the lounge is making a ticking noise again",P_,'observation_insight')
c('g',"the under 11s play better with Jaxon in the middle",SO,'observation_insight',ents=['Jaxon'])
c('h',"Dad's way chattier since Leanne started coming",SO,'observation_insight',ents=['Leanne'])
c('d',"Renee and Darren have started looking at houses in Geelong",SO,'observation_insight',ents=['Renee','Darren'])
c('b',"Mel's sister just opened a bakery on Lygon, always packed",SO,'observation_insight',ents=['Mel'])

# ---- emotion_state (rule 12): a feeling stated outright; work stress is systems
c('b',"salon rent going up has me so stressed i cant sleep",S,'emotion_state')  # work stress told as a feeling: systems (d072)
c('g',"feeling flat after that bride pulled out on me",S,'emotion_state')
c('c',"proud of Tayla handled that nightmare client like a legend",S,'emotion_state',ents=['Tayla'])
c('e',"overwhelmed juggling the salon and TAFE this term 😩",S,'emotion_state')  # the business and its course: systems
c('f',"knackered, need a proper day off",P_,'emotion_state')
c('a',"nervous about the auction on saturday, what if we get outbid",P_,'emotion_state')  # own home: personal; a feeling is not scheduled (4.6)
c('h',"loving how strong I feel lately, the running is paying off",P_,'emotion_state')
c('d',"worried about Dad being on his own overnight",SO,'emotion_state')
c('b',"gutted for Lachie, didn't make the rep team",SO,'emotion_state',ents=['Lachie'])
c('e',"missing Mum heaps today, would've been her birthday",SO,'emotion_state')

# ---- domain borderlines across types: business money against household money
c('c',"Tayla wants a pay rise, she's asking for $2 an hour more",S,'transaction',ents=['Tayla'])  # a staff wage rise is business money (rule 3)
c('h',"Nerida says I can claim half my phone bill through the salon",S,'observation_insight',ents=['Nerida'])  # a work expense: systems
c('a',"paid the salon insurance for the year $1,150",S,'transaction')
c('f',"home and contents renewal $96 a month now",P_,'transaction')
c('d',"transfer the house savings into the high interest account",P_,'transaction')  # own money moved: transaction, personal
c('g',"bought a new hairdryer for home, not the salon",P_,'acquisition_disposition')  # she says whose it is: personal

# ---- the course for the business against learning for herself
c('b',"TAFE assessment on staff rostering came back, 82% 👌",S,'milestone_outcome')  # a grade got on the business course: outcome, systems
c('h',"enrolled in the next TAFE unit, bookkeeping basics",S,'learning_consumption')
c('e',"Ms Adebayo reckons my business plan is the best in the class",S,'milestone_outcome',ents=['Adebayo'])
c('c',"watched a Great Barrier Reef doco with a cuppa",P_,'learning_consumption')
c('f',"half way through the novel Mel lent me",P_,'learning_consumption',ents=['Mel'])

# ---- club and community events
c('d',"on bbq duty at the footy club trivia night friday",SO,'task',wd('d','fri'))  # a club event named as a fact: social task
c('a',"signed up to the Lions club sausage sizzle at Bunnings sunday 10 till 12",SO,'decision_commitment',wd('a','sun','10:00'))  # a commitment given (rule 8); community: social
c('h',"the school fete was packed, heaps of new families this year",SO,'observation_insight')  # community news: social
c('g',"told the club I'll bake two slices for sunday's cake stall",SO,'decision_commitment',wd('g','sun'))  # a commitment given to the club: social
c('e',"paid $100 for our table at the club trivia night",SO,'transaction')  # money for a club event: social
c('b',"vote for a new club president thursday at the AGM",SO,'task',wd('b','thu'))

# ---- people who work for the household against people who work for Dad or the salon
c('c',"Bianca did an amazing job on the oven",P_,'observation_insight',ents=['Bianca'])
c('f',"decided to get a gardener in fortnightly from september",P_,'decision_commitment')  # a month with no day is not scheduled
c('d',"Faye's running late again, Dad hasn't had his lunch",SO,'observation_insight',ents=['Faye'])  # Dad's carer: his care, social
c('h',"ask Leanne if Dad can start hydro at the pool",SO,'communication',ents=['Leanne'])  # asking someone is a communication
c('a',"Jas off sick again, third monday this term",S,'observation_insight',ents=['Jas'])  # a pattern noticed about staff: systems

# ---- work stress told as feelings, and work habits
c('e',"dreading the BAS this quarter, numbers are a mess",S,'emotion_state')
c('b',"actually enjoying the business side of things now, who knew",S,'emotion_state')
c('g',"anxious every time the phone rings on my day off in case it's the salon",S,'emotion_state')
c('d',"i always feel guilty missing Lachie's game cos of a saturday bride",SO,'emotion_state',ents=['Lachie'])  # guilt about a child "because of work" is social (d056)

# ---- plans against tasks against decisions (one step, many steps, a choice)
c('f',"might look at a second apprentice next year",S,'observation_insight')  # an idea, nothing decided or to do yet
c('c',"getting quotes for the salon signage monday",S,'task',wd('c','mon'))
c('h',"going to start opening thursday nights til 8 from feb",S,'decision_commitment')  # a rule-like decision, a month with no day
c('a',"meet the storage place guy at 2 to sign for the salon's unit",S,'task',rel('a',0,'14:00'))  # a meeting stated as a fact: task
c('g',"book a building inspection for the Preston unit next sat",P_,'task',wd('g','sat'))  # "next <weekday>" by 4.2; own home: personal
c('e',"starting intermittent fasting from monday, no food after 7",P_,'decision_commitment',wd('e','mon'))  # start date of a rule-like decision is scheduled

# ---- dictation, typos, run-ons
c('b',"gotta wash the team jumpers before sat n find the spare footy",SO,'task',sat('b'))
c('d',"rang dad he sounded tired said faye didnt come today",SO,'communication',ents=['faye'])
c('f',"jas did her first solo balayage today n the client cried happy tears",S,'milestone_outcome',ents=['jas'])
c('h',"wazza reckons the clutchs on its way out",P_,'observation_insight',ents=['wazza'])  # a mechanic's warning: noticed
c('c',"gotta find lachie's mouthguard before training its somewhere in the car",SO,'task',ents=['lachie'])
c('e',"cooper's mum says he broke his wrist at school, out for the season",SO,'observation_insight',ents=['cooper'])
c('a',"tax refund of $640 hit the account",P_,'transaction')  # own money: personal
c('g',"brekkie with Steph n Mel at the usual place tmrw 9",SO,'task',rel('g',1,'09:00'),['Steph','Mel'])  # a social plan stated as a fact

out=os.path.dirname(os.path.abspath(__file__))
write_split_set(out, 25, cases)
