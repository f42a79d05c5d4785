# Writes thoughts-fresh-58.jsonl: a fifty-eighth fresh labelled set (issue 10, ids f58…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Cajun
# crawfish-and-rice farmer near Crowley, Louisiana (America/Chicago) in his late thirties, who runs crawfish ponds in
# rotation with his rice fields and a small boiling/catering trailer on the side (weddings, crawfish boils, other
# parishes' church fish fries), sits on his parish church's men's club and coaches his son's Little League team; with
# a wife, two children, his mamère and his parrain nearby; writing south Louisiana English ("cher", "mais", "making
# groceries", "save the dishes", "get down out the truck", "fais do-do", "boudin", "lagniappe", "envie", "yeah you
# right", "co-op", "parish", "see can he", "ain't", "by my mamère"), some texts dictated without punctuation, with
# typos ("tmrw", "dont", "wouldnt", "b4") and emojis.
# People (none in an earlier set): Shawna (wife), Tripp (son, 10, Little League), Emmalee (daughter, 7), mamère and
# his parrain (relation words), Lanie (his sister), Kade (Shawna's brother, paid as a hand in the season); on the farm
# Alcide and Jude (hands), Mr Guidry (the co-op manager), Ms Trahan (the FSA loan officer), Mr Comeaux (the farm's
# accountant); for the trailer Aubrey (a regular client) and Remy (a friend who buys crawfish for his bar); Clovis (the
# men's club president, who also books the trailer), Father Mouton; Dewey (the other coach) and Marcelle, Beau (the
# pitching coach); for the house, the truck and himself Darby (AC man), Lonnie (mechanic), Dr Savoie. Firms are left out.
# DOMAIN borderlines first: the farm (ponds, traps, bait, the boat, the dock and the processor, the rice harvest, the
# combine, the dryer, seed, hands, the co-op, the FSA loan, farm taxes, its accountant) and the trailer (pots,
# burners, propane, seasoning, weddings, paid boils, other parishes' fish fries paid for) are systems; the house, the
# truck (used for both, his own), his own health, duck hunting and bills personal; family, the men's club and its own
# fish fries cooked for free, Little League, the church and friends social; family and friends who work or buy are
# systems by the role they play (Kade paid for cutting rice, systems, and given money for his 30th, social; Remy a
# buyer and a friend; Clovis booking the trailer for a wedding and running the men's club).
# EVENT TYPE borderlines beside them, as in the fifty-sixth and fifty-seventh sets: a state noticed beside the job it
# calls for; money as the point beside things got and let go; appointments stated as facts (task, scheduled); a task
# beside the reminder for it (rule 1 phrases only); a call or message beside the task it is about; a decision made
# beside one to weigh up; news beside notable results; waits stated as states with look-alikes; completions with
# tasks in the context and partial look-alikes; parents with projects in the context.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-58-read.jsonl (misses
# may be read) and thoughts-fresh-58-held.jsonl (totals only).
# Run: python3 eval-fresh/author_58.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-13T05:40:00","America/Chicago"),   # Tue, before running the traps
 'b':("2026-02-21T19:15:00","America/Chicago"),   # Sat, the Saturday after Mardi Gras
 'c':("2026-03-20T12:30:00","America/Chicago"),   # Fri, a Lent Friday, fish fry night
 'd':("2026-04-16T21:10:00","America/Chicago"),   # Thu, the top of crawfish season
 'e':("2026-05-30T06:45:00","America/Chicago"),   # Sat, wedding-boil season
 'f':("2026-07-28T14:20:00","America/Chicago"),   # Tue, first-crop rice harvest
 'g':("2026-09-06T17:00:00","America/Chicago"),   # Sun, teal season, second crop
 'h':("2026-11-19T20:30:00","America/Chicago"),   # Thu, before Thanksgiving, ponds flooding
}, {'a':'tue','b':'sat','c':'fri','d':'thu','e':'sat','f':'tue','g':'sun','h':'thu'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
TRAIL,KITCH,PARTY="Build a second boiling trailer","Redo the kitchen at the house","Mamère's 90th birthday party"
BAZ,POND,BRIDAL="Men's club Christmas bazaar","Dig two new crawfish ponds","Booth at the Lafayette bridal show"

# ======== the same kind of thing in each domain: the farm's and the trailer's (systems) beside the house's and the truck's (personal)
c('a',"north pond traps coming up half empty, water still too cold for them to move",S,'observation_insight')
c('b',"order 40 more sacks of bait from the feed store for the traps",S,'acquisition_disposition')
c('c',"window unit in our bedroom just pushing hot air now",P_,'observation_insight')
c('d',"get somebody out to look over the house AC before summer hits for real",P_,'task')
c('e',"propane burner under the big boiling pot keeps dying halfway through a boil",S,'observation_insight')
c('f',"scrub the boil baskets and ice chests from saturday's wedding in Rayne",S,'task')
c('g',"my truck pulling hard to the right since I hit that pothole on the parish road",P_,'observation_insight')
c('h',"call Lonnie see can he check the front end on my truck monday",P_,'communication',wd('h','mon'),['Lonnie'])
c('a',"kitchen sink leaking under the cabinet, put a bucket for now, fix it saturday",P_,'task',sat('a'))
c('c',"fry catfish for our men's club fish fry tonight, no pay, it all goes to the church roof",SO,'task',tonight('c'))
c('d',"boil 300 pounds for a rehearsal dinner in Rayne saturday, they paying 2 grand",S,'task',sat('d'))
c('e',"the liability insurance on the boiling trailer runs out the 15th",S,'observation_insight')
c('f',"new tires on my truck before harvest, the back ones slick as glass",P_,'acquisition_disposition')
c('g',"paid the parish property tax on the farm ground, 3,140 dollars",S,'transaction')
c('a',"house insurance jumped 60 dollars monthly and we never once filed a claim",P_,'transaction')
c('b',"new waders for duck hunting, mine leak at the knee",P_,'acquisition_disposition')
c('c',"bought a second boiling pot with a strainer for the trailer business",S,'acquisition_disposition')
c('d',"the crawfish boil at Tripp's school made 2,400 toward the class trip to Natchez",SO,'transaction',['Tripp'])
c('e',"the trailer's books over to Mr Comeaux by month end",S,'task',eom('e'),['Comeaux'])
c('a',"transmission on my truck running hot pulling the boiling trailer to Eunice",P_,'observation_insight')
c('b',"the church in Rayne paying me 1,500 to cook for their Lent fish fries",S,'transaction')
c('c',"buy 20 pounds of boudin for the Little League end of season party, my treat",SO,'acquisition_disposition')
c('d',"hands' trailer out by the shop has no AC again, gotta get it fixed for them",S,'task')

# ======== the farm work (systems) beside his own body (personal) and work brought home
c('a',"three ponds with dead crawfish in the traps, gotta check the oxygen",S,'task')
c('b',"ask Alcide to run the south ponds tomorrow, I got the dentist",S,'task',rel('b',1),['Alcide'])
c('d',"my lower back locked up on me after running traps all day",P_,'observation_insight')
c('e',"ask Dr Savoie about my shoulder, been hurting since I lifted the motor",P_,'task',['Savoie'])
c('f',"so stressed, rice price dropped again and the operating note due in october",S,'emotion_state')
c('g',"yelled at Emmalee over nothing after 14 hours on the combine, feel like dirt",SO,'emotion_state',['Emmalee'])
c('h',"too wore out to go watch Tripp's fall ball game, I hate that",SO,'emotion_state',['Tripp'])
c('a',"still shook up, the trap boat nearly flipped on the deep pond at daylight",S,'emotion_state')
c('b',"co-op board wants a vote on building the new dryer",S,'observation_insight')
c('d',"Alcide out sick so me and Kade ran all 600 traps by ourself",S,'observation_insight',['Alcide','Kade'])
c('e',"I don't sleep worth nothing since crawfish season started",P_,'observation_insight')
c('f',"turn in the hands' hours to the payroll lady by friday",S,'task',wd('f','fri'))
c('g',"Mr Guidry retiring come December, co-op getting a new manager",S,'observation_insight',['Guidry'])
c('a',"my A1C came back 7.2, Dr Savoie not happy with me",P_,'observation_insight',['Savoie'])
c('b',"the dock buyer only took the selects, said the field run too small this week",S,'observation_insight')
c('c',"sold 1,100 pounds at the dock today at 2.25",S,'transaction')
c('d',"rice dryer charging 1.10 a barrel this year, was 90 cents",S,'transaction')

# ======== money for family, church and the team (social) beside his own bills (personal) and the farm's (systems)
c('a',"sent mamère 300 to cover her lights this month",SO,'transaction')
c('b',"my parrain says mamère been dizzy again but she won't go see nobody",SO,'observation_insight')
c('c',"venmo Lanie half of mamère's new walker",SO,'transaction',['Lanie'])
c('d',"gave 50 to help Clovis with the funeral, his wife passed tuesday",SO,'transaction',['Clovis'])
c('e',"Tripp's all-star tournament fee is 175, due on the league website by friday",SO,'transaction',wd('e','fri'),['Tripp'])
c('g',"the bride's mama paid the 1,800 balance for the rehearsal boil by zelle",S,'transaction')
c('h',"trailer brought in 9,600 in october, best fall we ever had",S,'transaction')
c('a',"house note going up 140 with the escrow change",P_,'transaction')
c('b',"clear the whole visa balance before they hit me with interest",P_,'transaction')
c('c',"gave 100 to the church school supply drive",SO,'transaction')
c('d',"sent Lanie 200 for diapers and formula, she's struggling",SO,'transaction',['Lanie'])
c('f',"paid Kade 600 for helping me cut rice all week",S,'transaction',['Kade'])
c('g',"put 100 in Kade's birthday card, he turning 30",SO,'transaction',['Kade'])
c('h',"diesel for the combine came to 4,200 this month",S,'transaction')
c('a',"truck note pulled 612 out of checking today",P_,'transaction')
c('b',"farm account running thin till the co-op cuts the rice check",S,'transaction',
  wait='co-op: rice check')
c('c',"Remy paid 900 for 300 pounds live for his bar's friday special",S,'transaction',['Remy'])
c('d',"the men's club fish fry cleared 6,000 for the new church roof",SO,'transaction')
c('e',"FSA operating loan payment 18,400 due the 1st",S,'transaction',nth('e',1))
c('f',"farm's quarterly tax payment, Mr Comeaux says 6,200 by the 15th",S,'transaction',nth('f',15),['Comeaux'])

# ======== people by the role they play: family and friends in the businesses (systems) or in their own lives (social)
c('d',"decided Shawna handles the trailer bookings from now on, she way more organized than me",S,'decision_commitment',['Shawna'])
c('e',"Shawna landed an interview to be school nurse in Rayne",SO,'observation_insight',['Shawna'])
c('f',"Clovis put 500 down on the trailer so we cook at his girl's wedding in october",S,'transaction',['Clovis'])
c('g',"Lanie's baby got put in the NICU in Lafayette, everybody praying",SO,'observation_insight',['Lanie'])
c('h',"Remy and his girl got engaged!! wedding next spring at the dance hall",SO,'observation_insight',['Remy'])
c('a',"Kade having a hard time since the plant in Jennings laid him off",SO,'observation_insight',['Kade'])
c('b',"think on Remy's idea to sell boiled crawfish out his bar parking lot fridays",S,'task',['Remy'])
c('d',"Dewey and Marcelle splitting up, he ain't doing good",SO,'observation_insight',['Dewey','Marcelle'])
c('e',"decided the trailer sponsors the Little League, 500 and our logo printed on every shirt",S,'decision_commitment')
c('f',"Father Mouton wants the men's club to repaint the grotto before Christmas",SO,'observation_insight',['Mouton'])
c('g',"Shawna's mama needs a ride to her heart doctor tuesday",SO,'task',wd('g','tue'),['Shawna'])

# ======== hunting, Little League and the men's club (personal, social)
c('h',"twisted my knee getting down out the truck at the duck blind, can barely walk",P_,'observation_insight')
c('b',"Tripp's fall ball team lost all six games, first time they ain't won one",SO,'observation_insight',['Tripp'])
c('c',"Emmalee took first in the parish spelling bee!!",SO,'milestone_outcome',['Emmalee'])
c('d',"men's club lost the hall for the fais do-do, the bishop has it that night",SO,'observation_insight')
c('g',"limited out on teal opening morning, first time in my life",P_,'milestone_outcome')
c('h',"mais the ducks were thick on the lease this morning",P_,'observation_insight')
c('a',"umpire blew the call at the plate and I lost my temper with the kids watching, not proud",SO,'emotion_state')
c('b',"make the batting order for the first game saturday",SO,'task',sat('b'))
c('c',"the league wants every coach through the concussion course online by the 1st",SO,'learning_consumption',nth('c',1))

# ======== a task beside the reminder for it (rule 1's phrases)
c('d',"remind me Tripp's old cleats go in the church swap pile thursday",SO,'reminder_intention',wd('d','thu'),['Tripp'])
c('e',"dont forget Shawna's birthday the 9th",SO,'reminder_intention',nth('e',9),['Shawna'])
c('f',"remind me 6 tomorrow morning the seed rice order gotta go in",S,'reminder_intention',rel('f',1,'06:00'))
c('g',"ping me 7pm so I sign Emmalee's paper for the zoo outing",SO,'reminder_intention',rel('g',0,'19:00'),['Emmalee'])
c('h',"remind me the FSA paperwork due to Ms Trahan by monday",S,'reminder_intention',wd('h','mon'),['Trahan'])
c('a',"remind me my truck's inspection sticker runs out month end",P_,'reminder_intention',eom('a'))
c('b',"don't forget the men's club meeting moved to tuesday at 7",SO,'reminder_intention',wd('b','tue','19:00'))
c('c',"remind me new trailer cards printed ahead of the bridal show",S,'reminder_intention')
c('d',"print the menu cards for the trailer tomorrow",S,'task',rel('d',1))
c('e',"remind me mamère wants pictures of Emmalee in her recital dress",SO,'reminder_intention',['Emmalee'])
c('f',"sign Tripp up for fall ball before it fills up",SO,'task',['Tripp'])
c('g',"remind me at 9 tonight, blood pressure pill",P_,'reminder_intention',rel('g',0,'21:00'))
c('h',"dont forget the trap boat trailer gotta move before the rain",S,'reminder_intention')

# ======== a call, message or email (communication) beside the task it is about
c('h',"facetime my parrain tonight so Emmalee can show him her lost tooth",SO,'communication',tonight('h'),['Emmalee'])
c('a',"message the lady from Eunice back about a boil for her retirement party",S,'communication')
c('b',"emailed Mr Comeaux every diesel receipt off the farm",S,'communication',['Comeaux'])
c('c',"put the farm diesel receipts in order month by month so Mr Comeaux can do the books",S,'task',['Comeaux'])
c('d',"voice text to Kade asking how many sacks he pulled on the back ponds",S,'communication',['Kade'])
c('e',"called the school over Tripp getting picked on, they ain't doing nothing about it",SO,'communication',['Tripp'])
c('f',"put in the men's club group chat I can't make it tuesday, cutting rice till dark",SO,'communication')
c('g',"call the parish about the culvert by our driveway, floods every rain",P_,'communication')
c('h',"left Darby one more voicemail on the AC",P_,'communication',['Darby'])
c('a',"answer that bad google review on the trailer from the wedding in Breaux Bridge",S,'communication')
c('b',"texted Alcide to swap his saturday for monday",S,'communication',['Alcide'])
c('c',"label all the seasoning buckets on the trailer, Kade grabs the wrong one every time",S,'task',['Kade'])
c('d',"called Clovis, I'll do the jambalaya for the men's club breakfast",SO,'communication',['Clovis'])

# ======== a decision made beside one still to weigh up (task)
c('e',"no boils booked the week we cut rice, family and the crop first",S,'decision_commitment')
c('f',"figure whether a second trap boat ever pays itself off",S,'task')
c('g',"going with the Clearfield seed on all the back fields next year, no more conventional",S,'decision_commitment')
c('h',"told Father Mouton I'll run the gumbo for the Christmas bazaar",SO,'decision_commitment',['Mouton'])
c('a',"promised Tripp we going to the LSU basketball game in Baton Rouge next saturday",SO,'decision_commitment',sat('a'),['Tripp'])
c('b',"not doing no more boils on sundays, that's family day",S,'decision_commitment')
c('c',"think hard on planting soybeans on the back 80 instead of rice",S,'task')
c('d',"I'm the men's club treasurer now, said yeah before I even thought about it",SO,'decision_commitment')
c('e',"decided we all going to my parrain's camp at Cypremort Point for the 4th, no boils that weekend",SO,'decision_commitment')
c('f',"keeping the old combine one more season, new ones cost a fortune",S,'decision_commitment')

# ======== got and let go (acquisition) beside money as the point (transaction)
c('g',"bought a used ice machine off a restaurant closing in Lafayette for the trailer",S,'acquisition_disposition')
c('h',"the christmas party boils brought in 11,000 in three weeks",S,'transaction')
c('a',"gotta get us a new mattress, Shawna and me both waking up stiff",P_,'acquisition_disposition',['Shawna'])
c('b',"grab the new trap cones at the co-op's farm store",S,'acquisition_disposition')
c('c',"send back the propane regulator, they sent the wrong psi",S,'acquisition_disposition')
c('d',"gave Tripp's outgrown bat and glove to Dewey's boy",SO,'acquisition_disposition',['Tripp','Dewey'])
c('e',"order mamère a lift chair, my parrain be home when they deliver",SO,'acquisition_disposition')
c('g',"Emmalee gotta have new shoes for school, she growing like a weed",SO,'acquisition_disposition',['Emmalee'])
c('h',"refunded the couple from Church Point 400, their boil got rained out",S,'transaction')
c('a',"picked up mamère's prescriptions and dropped them by her house",SO,'acquisition_disposition')
c('b',"brought my old coats and worn-out boots to the thrift store by the church",P_,'acquisition_disposition')
c('c',"sold the old crawfish grader to a fella in Kaplan",S,'acquisition_disposition')
c('g',"ordered the four-wheeler for Tripp's birthday",SO,'acquisition_disposition',['Tripp'])
c('e',"making groceries after church, need coffee, rice and cane syrup",P_,'acquisition_disposition')
c('f',"got a envie for boudin, stop by the gas station coming back from the field",P_,'acquisition_disposition')

# ======== someone else's news (observation) beside a notable result (milestone)
c('d',"Tripp made the all-star team for the parish!!",SO,'milestone_outcome',['Tripp'])
c('e',"Tripp says everybody on his team got the new composite bats",SO,'observation_insight',['Tripp'])
c('f',"Emmalee rode her bike without the training wheels today, first time ever",SO,'milestone_outcome',['Emmalee'])
c('g',"Lanie passed her nursing boards, second try",SO,'milestone_outcome',['Lanie'])
c('h',"Lanie thinking of coming back home to Crowley for good",SO,'observation_insight',['Lanie'])
c('a',"booked our 100th wedding with the trailer since we started",S,'milestone_outcome')
c('b',"most trailer bookings find us through facebook now, not word of mouth",S,'observation_insight')
c('c',"20 years farming this ground this spring",S,'milestone_outcome')
c('d',"mamère home from Lafayette General, my parrain says she eating good",SO,'observation_insight')
c('f',"passed the pesticide applicator exam, license good 3 more years",S,'milestone_outcome')
c('g',"first crop made 52 barrels an acre on the home place, best yield we ever had",S,'milestone_outcome')
c('h',"15 years today me and Shawna said I do ❤️",SO,'milestone_outcome',['Shawna'])

# ======== a habit or a named instance of it (routine) beside a one-off
c('a',"ran the traps at daylight like every morning this time of year",S,'routine_activity')
c('b',"grease the combine every sunday evening in harvest",S,'routine_activity',OMIT)
c('c',"men's club fish fry tonight, 5 o'clock like every friday in Lent",SO,'routine_activity',rel('c',0,'17:00'))
c('d',"took Emmalee to dance, our thursday thing",SO,'routine_activity',['Emmalee'])
c('e',"washed and vacuumed the truck, ain't done that since crawfish season started",P_,'task')
c('f',"Little League practice monday and wednesday at 5:30",SO,'routine_activity',OMIT)
c('g',"did my evening walk on the levee road like every night after supper",P_,'routine_activity')
c('h',"clean out the farm shop properly, can't find nothing in there",S,'task')
c('a',"Tripp's hitting lesson saturday 9am like always",SO,'routine_activity',sat('a','09:00'),['Tripp'])
c('b',"sugar was 118 when I woke up, I check it daily now",P_,'routine_activity')
c('c',"save the dishes, Shawna working late and the kitchen a mess",P_,'task',['Shawna'])

# ======== reading, watching, classes and library holds (learning)
c('c',"watching youtube on pricing catering for big weddings",S,'learning_consumption')
c('d',"started the AgCenter course on crawfish pond management, the co-op pays",S,'learning_consumption')
c('e',"been reading on the old Cajun songs for the men's club fais do-do next saturday",SO,'learning_consumption',sat('e'))
c('f',"the library got that Acadian exile book waiting on me up front",P_,'learning_consumption')
c('g',"me and Tripp sat through a whole documentary on the 1927 flood",SO,'learning_consumption',['Tripp'])
c('h',"podcast in the truck about rice marketing, learned a lot",S,'learning_consumption')
c('a',"signed up for French classes at the library, just for me",P_,'learning_consumption')
c('b',"reading about diabetes diets for myself, the doctor scared me",P_,'learning_consumption')

# ======== a feeling stated outright (emotion) beside the fact that causes it (observation)
c('c',"so tired of brides who book and don't never send the deposit",S,'emotion_state')
c('d',"three trailer deposits still unpaid this month",S,'observation_insight')
c('e',"so worried, my parrain says mamère ain't eating",SO,'emotion_state')
c('f',"mamère got so small, her arms nothing but bone",SO,'observation_insight')
c('g',"so proud of Tripp, he pitched the whole game and didn't cry when they lost",SO,'emotion_state',['Tripp'])
c('h',"feeling low today cher, can't get out from under it",P_,'emotion_state')
c('a',"happy with how that new seasoning blend turned out, best boil we ever served",S,'emotion_state')
c('b',"mad as hell, got a ticket in Lafayette dropping off a catering order",S,'emotion_state')
c('c',"nervous about the sit-down with Ms Trahan on the FSA loan tuesday",S,'emotion_state',['Trahan'])
c('d',"so glad Darby finally fixed the AC, good work",P_,'emotion_state',['Darby'])
c('f',"dreading the co-op meeting monday, they talking about cutting the price",S,'emotion_state')

# ======== contact cards beside a call to the same person
c('g',"Darby the AC man 337-555-0142, does old houses, Dewey recommended him",P_,'contact',['Darby','Dewey'])
c('h',"Aubrey in Scott, books a boil every christmas for her office, pays by check",S,'contact',['Aubrey'])
c('a',"Mr Guidry's direct line, co-op office, 337-555-0187",S,'contact',['Guidry'])
c('b',"the men's club president's new cell is 337-555-0163",SO,'contact')
c('c',"Lanie moved, new address 412 Parkerson Ave in Crowley",SO,'contact',['Lanie'])
c('d',"Mr Comeaux does the farm taxes, office on Hutchinson, mornings only",S,'contact',['Comeaux'])
c('e',"Lonnie the mechanic relocated out to Estherwood, same number",P_,'contact',['Lonnie'])
c('f',"Dewey is the other coach, his sister is Colby's mama, they live out by Iota",SO,'contact',['Dewey','Colby'])
c('g',"Dr Savoie's nurse only returns calls 8 to 9 now",P_,'contact',['Savoie'])
c('h',"Alcide's cousin Jude wants on as a hand, good worker, lives in Egan",S,'contact',['Alcide','Jude'])
c('a',"Tripp's pitching coach Beau, beau.pitch@gmail.com",SO,'contact',['Beau','Tripp'])

# ======== new multi-step projects beside a single task
c('b',"second boiling trailer: buy the trailer, weld a burner rack, wire the lights, get it inspected",S,'project')
c('c',"mamère's 90th: the hall, a zydeco band, boudin balls, the cake",SO,'project')
c('d',"kitchen redo: cabinets, countertops, a bigger sink, the floor",P_,'project')
c('e',"men's club christmas bazaar: the gumbo, the raffle, booths, parking",SO,'project')
c('f',"dig two new crawfish ponds: survey, levees, a well, the permits",S,'project')
c('g',"lose 30 pounds by spring: cut the beer, walk every night, see Dr Savoie monthly",P_,'project',['Savoie'])
c('h',"booth at the bridal show in Lafayette: a banner, a sample table, price sheets",S,'project')
c('a',"fix the busted hinge on the trailer door",S,'task')

# ======== waits stated as states, with look-alikes that wait on nobody
c('b',"the processor still ain't paid on the last three loads",S,'transaction',
  wait='processor: payment for the last three loads')
c('c',"Aubrey ain't paid for the office boil yet",S,'transaction',['Aubrey'],
  wait='Aubrey: payment for the office boil')
c('d',"Darby was gonna send a price on a new unit for the house",P_,'observation_insight',['Darby'],
  wait='Darby: price on a new AC unit')
c('e',"the tracking shows the new boiling baskets landing friday",S,'acquisition_disposition',
  wait='boiling baskets (delivery)',exp=wd('e','fri'))
c('f',"Kade still ain't brought the receipt for mamère's walker",SO,'observation_insight',['Kade'],
  wait="Kade: receipt for mamère's walker")
c('g',"nothing from FSA since I turned in the loan application",S,'observation_insight',
  wait='FSA: answer on the loan application')
c('h',"waiting on the diocese to say if Emmalee gets in at the Catholic school",SO,'observation_insight',['Emmalee'],
  wait='diocese: Catholic school place for Emmalee')
c('a',"Lonnie got my truck since friday and ain't called",P_,'observation_insight',['Lonnie'],
  wait='Lonnie: truck repair')
c('b',"crop insurance still ain't paid a dime on the hail damage",S,'transaction',
  wait='crop insurer: payout on the hail damage')
c('c',"Emmalee's passport coming the 28th, the post office said",SO,'observation_insight',['Emmalee'],
  wait="Emmalee's passport",exp=nth('c',28))
c('d',"Remy still ain't said yes or no about the parking lot boils",S,'observation_insight',['Remy'],
  wait="Remy: whether he's in on the parking lot boils")
c('e',"going on four months and the state ain't sent the farm's fuel tax refund",S,'transaction',
  wait='state: fuel tax refund for the farm')
c('f',"I still owe Alcide two saturdays on the trailer",S,'transaction',['Alcide'])
c('g',"kitchen gonna wait till the rice is sold",P_,'decision_commitment',
  ctx=ctx(p=P(KITCH,TRAIL)),par='p1')
c('h',"can't wait to have everybody at the camp for Thanksgiving",SO,'emotion_state')

# ======== completions of tasks in the context, beside partial look-alikes
c('a',"called Mr Guidry, he'll take all my february crawfish at 2.40",S,'communication',['Guidry'],
  ctx=ctx(t=T("Call Mr Guidry about the February price","Get the truck inspected")),comp='t1')
c('b',"trailer insurance paid for the whole year",S,'transaction',
  ctx=ctx(t=T("Pay the trailer insurance","Change the truck oil")),comp='t1')
c('c',"welded the busted trap rack back on the boat, good as new",S,'task',
  ctx=ctx(p=P(TRAIL,KITCH),t=T("Weld the trap rack on the boat",("Price the burners","p1"))),comp='t1')
c('d',"mamère's light bill money went to her this morning",SO,'transaction',
  ctx=ctx(t=T("Send mamère money for her light bill","Clean the shop")),comp='t1')
c('e',"KC hall booked for mamère's 90th",SO,'task',
  ctx=ctx(p=P(PARTY,KITCH),t=T(("Book a hall","p1"),("Get a cabinet quote","p2"))),comp='t1',par='p1')
c('f',"the zydeco band is booked for mamère's party",SO,'task',
  ctx=ctx(p=P(PARTY,TRAIL),t=T(("Book the band","p1"),("Buy the trailer","p2"))),comp='t1',par='p1')
c('g',"sold the old grain cart, a fella from Welsh gave 8,000",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old grain cart","Order seed rice")),comp='t1')
c('h',"listed the old bass boat on marketplace for 3,500",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the bass boat","Pay the SLEMCO bill")))
c('a',"finished that rice marketing podcast series, got some ideas",S,'learning_consumption',
  ctx=ctx(t=T("Finish the rice marketing podcast","Fix the sink")),comp='t1')
c('b',"half the cabinets hung, the rest after crawfish season",P_,'task',
  ctx=ctx(p=P(KITCH,TRAIL),t=T(("Hang the cabinets","p1"),("Weld the burner rack","p2"))),par='p1')
c('c',"fixed Dewey's boat trailer lights, he brought me boudin to say thanks",SO,'task',['Dewey'],
  ctx=ctx(t=T("Fix Dewey's trailer lights","Call Darby")),comp='t1')
c('d',"emailed Mr Comeaux the catering mileage log",S,'communication',['Comeaux'],
  ctx=ctx(t=T("Send Mr Comeaux the catering mileage","Call mamère")),comp='t1')
c('e',"called Lonnie again about the truck, part still ain't in",P_,'communication',['Lonnie'],
  wait='Lonnie: part for the truck',ctx=ctx(t=T("Get the truck fixed","Pay the house note")))
c('f',"Tripp's all-star fee paid on the website",SO,'transaction',['Tripp'],
  ctx=ctx(t=T("Pay Tripp's all-star fee","Renew the truck tag")),comp='t1')
c('g',"turned in the FSA loan application for the new ponds, did it at lunch",S,'task',
  ctx=ctx(p=P(POND,PARTY),t=T(("Turn in the FSA loan application","p1"),("Order the cake","p2"))),comp='t1',par='p1')
c('h',"bought the square reader we need at the bridal show booth",S,'acquisition_disposition',
  ctx=ctx(p=P(BRIDAL,KITCH),t=T(("Get a square reader","p1"),("Find a tile man","p2"))),comp='t1',par='p1')

# ======== belonging to a context project without naming it, beside a look-alike
c('a',"the burner rack alone gonna run 2,200 at the welding shop",S,'observation_insight',
  ctx=ctx(p=P(TRAIL,KITCH)),par='p1')
c('b',"the countertop man says granite alone is 6,000",P_,'observation_insight',
  ctx=ctx(p=P(TRAIL,KITCH)),par='p2')
c('c',"my parrain says order the boudin balls from that store in Scott two weeks ahead",SO,'observation_insight',
  ctx=ctx(p=P(PARTY,BRIDAL)),par='p1')
c('d',"the AgCenter says new levees need 18 inches of freeboard",S,'observation_insight',
  ctx=ctx(p=P(POND,PARTY)),par='p1')
c('e',"the bridal show wants 300 for a corner spot",S,'observation_insight',
  ctx=ctx(p=P(BRIDAL,KITCH)),par='p1')
c('f',"find enough folding tables for the raffle booths",SO,'task',
  ctx=ctx(p=P(BAZ,TRAIL)),par='p1')
c('g',"Dewey bought a new bass boat, red, with the big motor",SO,'observation_insight',['Dewey'],
  ctx=ctx(p=P(TRAIL,BAZ)))
c('h',"the KC hall gives the men's club half price for the bazaar if we book by december",SO,'observation_insight',
  ctx=ctx(p=P(BAZ,POND)),par='p1')

# ======== dictated without punctuation, typos and emojis
c('a',"remind me tmrw call the lady in Rayne she want a boil for her husband's 50th",S,'reminder_intention',rel('a',1))
c('b',"Emmalee ran a fever all night brought her to urgent care in Crowley they think its a virus",SO,'observation_insight',['Emmalee'])
c('c',"truck wouldnt crank at daylight Kade had to come jump me off",P_,'observation_insight',['Kade'])
c('d',"men's club wants everybody at the church cleanup saturday 8 and I said yeah you right",SO,'decision_commitment',sat('d','08:00'))
c('e',"mamère was all mixed up when I called yesterday my parrain blames the new pills",SO,'observation_insight')
c('f',"first time the trailer cleared 15 grand in one month 🎉",S,'milestone_outcome')
c('g',"back door dont latch no more gotta get it right before another storm blows",P_,'task')
c('h',"Tripp left his glove at the ballpark AGAIN thats three times since school started 🙄",SO,'observation_insight',['Tripp'])
c('b',"tmrw get the rebuilt pump motor at the motor shop in Jennings b4 noon",S,'acquisition_disposition',rel('b',1,'12:00'))
c('c',"Tripp begging to drive the boat, show him how on the shallow pond sunday",SO,'task',wd('c','sun'),['Tripp'])

# ======== appointments and bookings stated as facts, with a time
c('d',"dentist friday 2:30 in Crowley",P_,'task',wd('d','fri','14:30'))
c('e',"Emmalee's parent-teacher conference monday 3:15",SO,'task',wd('e','mon','15:15'),['Emmalee'])
c('f',"wedding boil in Church Point saturday, trailer pulls out at 10",S,'task',sat('f','10:00'))
c('g',"truck in at Lonnie's tuesday 8am",P_,'task',wd('g','tue','08:00'),['Lonnie'])
c('h',"FSA appointment with Ms Trahan monday 10am in the ag center",S,'task',wd('h','mon','10:00'),['Trahan'])
c('a',"Dr Savoie friday 7:45 for the bloodwork",P_,'task',wd('a','fri','07:45'),['Savoie'])
c('b',"Emmalee's school play wednesday at 1, I'm going",SO,'task',wd('b','wed','13:00'),['Emmalee'])
c('c',"pictures at mamère's house sunday after mass, everybody wear white",SO,'task',wd('c','sun'))
c('d',"Aubrey coming by the farm saturday at noon to taste the new seasoning",S,'task',sat('d','12:00'),['Aubrey'])
c('e',"Dewey's having a boil saturday, I'm bringing corn and potatoes",SO,'task',sat('e'),['Dewey'])
c('f',"meeting the rice buyer from the mill tuesday about the second crop contract",S,'task',wd('f','tue'))
c('g',"set up the tables for the men's club breakfast thursday after work",SO,'task',wd('g','thu'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 58, cases)
