# Writes thoughts-fresh-12.jsonl: a twelfth fresh labelled set (issue 10, ids f12…), written before any change of
# the ninth round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice (a US small-business
# owner and parent: a lawn-care and snow-removal company near Dayton, Ohio; American English, terse, "w/", "tmrw",
# "vm", "venmo'd") with new people, places and wording. It is weighted to the domain borderlines (work stress and
# work habits, learning for work against learning for oneself, household money against the business's money,
# community events, people who work for the household) and spreads every event type about evenly, since the round
# it was written for decides a change of the domain model. It also writes the split by sha1 of the text, fixed
# before the first scoring: thoughts-fresh-12-read.jsonl (misses may be read) and thoughts-fresh-12-held.jsonl
# (totals only). Run: python3 eval-fresh/author_12.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, OMIT, P, T, ctx
use({
 'a':("2026-02-09T07:30:00","America/New_York"),   # Mon
 'b':("2026-05-15T12:10:00","America/Chicago"),    # Fri
 'c':("2026-08-22T16:45:00","America/New_York"),   # Sat
 'd':("2026-10-07T06:20:00","America/Denver"),     # Wed
 'e':("2026-03-26T19:05:00","America/New_York"),   # Thu
 'f':("2026-06-30T09:40:00","America/Los_Angeles"),# Tue
 'g':("2026-12-06T14:15:00","America/Chicago"),    # Sun
 'h':("2026-09-11T11:00:00","America/New_York"),   # Fri
}, {'a':'mon','b':'fri','c':'sat','d':'wed','e':'thu','f':'tue','g':'sun','h':'fri'})
cases=[]
c=labeller(cases)

# ---- task
c('a',"get the plow blades sharpened before the storm thursday",'systems','task',wd('a','thu'))
c('b',"fix the screen door, dog keeps pushing thru it",'personal','task')
c('c',"clean out the crew truck sunday morning",'systems','task',wd('c','sun','09:00'))
c('d',"swap the snow tires onto the minivan saturday",'personal','task',sat('d'))
c('e',"fill out Maddie's field trip form tonight",'social','task',tonight('e'),['Maddie'])
c('f',"rake the gravel back onto our driveway",'personal','task')
c('g',"update the price sheet for spring cleanups",'systems','task')
c('h',"drop the kids' bikes at school for the bike rodeo tmrw",'social','task',rel('h',1))
c('a',"renew the commercial applicator license by the 28th",'systems','task',nth('a',28))
c('b',"patch the drywall where Cole's doorknob punched thru",'personal','task',ents=['Cole'])
c('c',"winterize the sprinklers at our place before october",'personal','task')
c('d',"print the crew's timesheets before payroll friday",'systems','task',wd('d','fri'))
c('a',"Rosa the cleaner is coming thursday instead of friday this week",'personal','task',wd('a','thu'),['Rosa'])
c('g',"helping out at the pantry on saturday, 9 to noon",'social','task',sat('g','09:00'))
c('h',"need 2 dozen cookies for the PTA bake sale friday",'social','task',wd('h','fri'))
c('c',"the Oakwood lady wants her patio done before her daughter's grad party",'systems','task')

# ---- reminder_intention
c('e',"remind me 7am to move the boat trailer off the street",'personal','reminder_intention',rel('e',1,'07:00'))
c('f',"dont forget Cole's swim lesson pickup at 4",'social','reminder_intention',rel('f',0,'16:00'),['Cole'])
c('g',"remind me friday: crew xmas bonuses go out",'systems','reminder_intention',wd('g','fri'))
c('h',"ping me sunday to order mulch for the fall jobs",'systems','reminder_intention',wd('h','sun'))
c('a',"HOA dues are due the 1st, remind me",'personal','reminder_intention',nth('a',1))
c('b',"remind me tmrw to text Trent about the church car wash",'social','reminder_intention',rel('b',1),['Trent'])
c('c',"remind me 6:30 to start the brisket",'personal','reminder_intention',rel('c',0,'18:30'))
c('d',"remind me before the 31st: company truck registrations",'systems','reminder_intention',nth('d',31))
c('e',"dont forget mom's flight lands saturday 2:15",'social','reminder_intention',sat('e','14:15'))
c('f',"pest control guy, remind me 8am tmrw to ring him back",'personal','reminder_intention',rel('f',1,'08:00'))
c('g',"remind me on monday, ask Hollis for his W-9",'systems','reminder_intention',wd('g','mon'),['Hollis'])
c('h',"don't forget picture day is tuesday, Maddie wants the blue dress",'social','reminder_intention',wd('h','tue'),['Maddie'])

# ---- communication
c('a',"call the bank at 9 re the equipment loan",'systems','communication',rel('a',0,'09:00'))
c('b',"emailed the Kettering parks dept our snow bid",'systems','communication')
c('c',"facetimed mom, her hip's healing ok",'social','communication')
c('d',"text Marisol the new start times for the crew",'systems','communication',ents=['Marisol'])
c('e',"left a vm w/ the roofer about the leak over the garage",'personal','communication')
c('f',"call Dana's dad back re the fourth of july cookout",'social','communication',ents=['Dana'])
c('g',"zoom w/ the accountant at 10 tomorrow about the S corp switch",'systems','communication',rel('g',1,'10:00'))
c('h',"texted Tessa congrats on the new baby",'social','communication',ents=['Tessa'])
c('a',"email our insurance agent for a quote on the house",'personal','communication')
c('b',"called the school nurse, Cole's fine, just a bloody nose",'social','communication',ents=['Cole'])
c('c',"vm from a lady in Oakwood wanting a patio quote, call her back monday",'systems','communication',wd('c','mon'))
c('d',"group text to the Little League parents re snack sign ups",'social','communication')

# ---- transaction
c('e',"paid the property taxes, $2,418",'personal','transaction')
c('f',"invoiced the Oakwood patio job, $3,200 net 15",'systems','transaction')
c('g',"venmo'd Maddie's coach $60 for the tournament fees",'social','transaction',ents=['Maddie'])
c('h',"crew payroll came to $11,400 this week, ouch",'systems','transaction')
c('a',"the water bill doubled, $188",'personal','transaction')
c('b',"sent my sis $200 to help with her car repair",'social','transaction')
c('c',"air fryer refund came thru, $89 on the card",'personal','transaction')
c('d',"quarterly estimated tax for the business is $4,100, pay by the 15th",'systems','transaction',nth('d',15))
c('e',"put $50 in the church basket for the family on Maple's medical bills",'social','transaction')
c('f',"Dana's paycheck hit, mortgage is covered this month",'personal','transaction',ents=['Dana'])
c('g',"Bowman Realty still owes us $2,750 for the fall cleanup",'systems','transaction',wait="Bowman Realty: $2,750 for the fall cleanup")
c('h',"fuel for the trucks ran $410 this week",'systems','transaction')
c('b',"put $500 in Maddie's 529",'social','transaction',ents=['Maddie'])
c('c',"moved $2k from checking to the emergency fund",'personal','transaction')
c('d',"the business credit card is at $8k, gotta pay it down",'systems','transaction')
c('f',"paid myself back from the business account for the trailer tires",'systems','transaction')

# ---- acquisition_disposition
c('a',"need a new belt for our snowblower at home, the old one snapped",'personal','acquisition_disposition')
c('b',"ordered two new zero-turn mowers for the crew",'systems','acquisition_disposition')
c('c',"sold the old bunk beds on marketplace, $150",'personal','acquisition_disposition')
c('d',"pick up Cole's cleats from the sporting goods store",'social','acquisition_disposition',ents=['Cole'])
c('e',"returned the coffee maker to Target, it leaked",'personal','acquisition_disposition')
c('f',"grab a gift for Kinsley's party saturday",'social','acquisition_disposition',sat('f'),['Kinsley'])
c('g',"bought a used plow for the company F-250, $3k",'systems','acquisition_disposition')
c('h',"donated the old couch to the Habitat ReStore",'personal','acquisition_disposition')
c('a',"need to order seed and fertilizer for the spring contracts",'systems','acquisition_disposition')
c('b',"amazon box w/ the new wifi router came, finally",'personal','acquisition_disposition')
c('c',"got the dog's meds at the vet",'personal','acquisition_disposition')
c('d',"gotta get a halloween costume for Maddie, she wants to be a taco",'social','acquisition_disposition',ents=['Maddie'])
c('e',"Jolene's baby shower is april 18, need a gift off the registry",'social','acquisition_disposition',md('e',4,18),['Jolene'])

# ---- project
c('e',"finish the basement: framing, electrical, drywall, carpet",'personal','project')
c('f',"start selling snow contracts in Beavercreek: flyers, pricing, 2 more plows",'systems','project')
c('g',"plan Maddie's 10th bday: bowling alley, invites, cake",'social','project',ents=['Maddie'])
c('h',"move the company books to QuickBooks Online: export old years, set up payroll, train Marisol",'systems','project',ents=['Marisol'])
c('a',"pay off the Visa by summer: cut eating out, sell the boat, tighter grocery budget",'personal','project')
c('b',"organize the block party on Elm: permit, bounce house, potluck sign up",'social','project')
c('c',"make the spare bedroom a guest room: bed, curtains, paint",'personal','project')
c('d',"train for the Air Force marathon next september: base miles, long runs, new shoes",'personal','project')
c('e',"get my CDL so I can haul the skid steer: permit test, driving school, road test",'systems','project')
c('f',"help mom move to assisted living in Toledo: tour places, sell her condo, movers",'social','project')
c('g',"hire 3 seasonal guys for spring: post on Indeed, interviews, drug tests",'systems','project')
c('h',"redo our backyard fire pit area: pavers, chairs, string lights",'personal','project')

# ---- routine_activity
c('a',"ran 3 miles before the crew got in",'personal','routine_activity')
c('b',"payroll goes out every other thursday",'systems','routine_activity',OMIT)
c('c',"walked the dog out at the reservoir, 45 min",'personal','routine_activity')
c('d',"checked the crew's job board first thing like every morning",'systems','routine_activity')
c('e',"did Cole's bath and bedtime, my night",'social','routine_activity',ents=['Cole'])
c('f',"trivia w/ the guys tonight at 7, we go every tuesday",'social','routine_activity',rel('f',0,'19:00'))
c('g',"meal prepped lunches for the week",'personal','routine_activity')
c('h',"walk the routes w/ the foreman monday 6am like every week",'systems','routine_activity',wd('h','mon','06:00'))
c('a',"lifted at the Y at 5:30am, streak is 20 days",'personal','routine_activity')
c('b',"made pancakes w/ the kids before school like every friday",'social','routine_activity')
c('c',"closed out the day's job tickets and mileage like every night",'systems','routine_activity')
c('d',"foam rolled before bed again, back feels better",'personal','routine_activity')
c('e',"dog walker comes mon wed fri at noon",'personal','routine_activity',OMIT)

# ---- contact
c('e',"Lupe Ortega, new sod supplier, 937-555-0148",'systems','contact',ents=['Lupe Ortega'])
c('f',"Bree Caldwell is Kinsley's mom, cell 513-555-0190",'social','contact',ents=['Bree Caldwell','Kinsley'])
c('g',"our handyman Wendell's new number is 937-555-0112",'personal','contact',ents=['Wendell'])
c('h',"Darnell from the HOA board, the corner house at 14 Birch",'social','contact',ents=['Darnell'])
c('a',"Corbin Pruitt manages the Oakwood lady's rentals, corbin@pruittpm.com",'systems','contact',ents=['Corbin Pruitt'])
c('b',"dog walker is Jenna Voss, $20 a walk, venmo @jenna-voss",'personal','contact',ents=['Jenna Voss'])
c('c',"Cole's best friend is Ezra, his dad is Mitch, they live on Hawthorn",'social','contact',ents=['Cole','Ezra','Mitch'])
c('d',"Gus at Miami Valley Equipment does our mower repairs, ask for him by name",'systems','contact',ents=['Gus'])
c('e',"our tax guy for the house stuff is Len Fogarty, office on Far Hills",'personal','contact',ents=['Len Fogarty'])
c('f',"new crew guy Rafael, allergic to bees, emergency contact is his wife Ana",'systems','contact',ents=['Rafael','Ana'])
c('g',"mom's new landline in Toledo is 419-555-0177",'social','contact')
c('h',"Pastor Jim's wife is Carol, she runs the food pantry",'social','contact',ents=['Jim','Carol'])

# ---- decision_commitment
c('a',"not bidding the hospital contract, too big for us this year",'systems','decision_commitment')
c('b',"going with the Honda Pilot, trading in the minivan",'personal','decision_commitment')
c('c',"told coach Deb I'd run the snack stand at the home opener",'social','decision_commitment',ents=['Deb'])
c('d',"decided no work email after 8pm anymore",'systems','decision_commitment')
c('e',"we're doing Christmas at my brother's this year, decided",'social','decision_commitment')
c('f',"raising the mowing rate to $55 a cut starting august 1",'systems','decision_commitment',md('f',8,1))
c('g',"signed up to coach Cole's flag football in the spring",'social','decision_commitment',ents=['Cole'])
c('h',"promised Marisol she'd get every other saturday off",'systems','decision_commitment',ents=['Marisol'])
c('a',"decided to drop Hulu and Peacock, we never watch them",'personal','decision_commitment')
c('b',"said yes to sponsoring the Little League team, our logo on the jerseys",'systems','decision_commitment')
c('c',"keeping Maddie at Ruskin Elementary, not switching",'social','decision_commitment',ents=['Maddie'])
c('d',"picked the cheaper gutter guy for our house",'personal','decision_commitment')
c('e',"Dana and I agreed: one date night a month, no phones",'social','decision_commitment',ents=['Dana'])
c('f',"told Rosa we're switching her to every other week",'personal','decision_commitment',ents=['Rosa'])

# ---- learning_consumption
c('e',"reading up on backflow tester certification for the business",'systems','learning_consumption')
c('f',"finished the airplane history audiobook in the truck",'personal','learning_consumption')
c('g',"QuickBooks night class at Sinclair starts jan 12",'systems','learning_consumption',md('g',1,12))
c('h',"watching youtube vids on smoking ribs tonight",'personal','learning_consumption',tonight('h'))
c('a',"podcast on hiring and firing for small shops, good stuff",'systems','learning_consumption')
c('b',"the legal thriller I put on hold is ready at the branch library",'personal','learning_consumption')
c('c',"pesticide applicator CEU webinar thursday at 1",'systems','learning_consumption',wd('c','thu','13:00'))
c('d',"15 min of spanish on the app so I can talk to my crew better",'systems','learning_consumption')
c('e',"couldn't stop watching that Dust Bowl documentary",'personal','learning_consumption')
c('f',"read the OSHA heat illness guide before the crew's summer season",'systems','learning_consumption')
c('g',"finished Atomic Habits, trying the 2 minute rule",'personal','learning_consumption')
c('h',"online course on landscape design software, module 3 done",'systems','learning_consumption')
c('b',"taking an online Excel course for the job costing spreadsheets",'systems','learning_consumption')

# ---- milestone_outcome
c('a',"landed the Oakwood schools grounds contract!!",'systems','milestone_outcome')
c('b',"Cole lost a tooth at dinner, his first!",'social','milestone_outcome',ents=['Cole'])
c('c',"hit my goal weight, down 30 lbs since january",'personal','milestone_outcome')
c('d',"company hit $1M in revenue this year 🎉",'systems','milestone_outcome')
c('e',"Maddie made the travel soccer team",'social','milestone_outcome',ents=['Maddie'])
c('f',"passed my CDL road test first try, I can haul the skid steer myself now",'systems','milestone_outcome')
c('g',"15 years married today",'social','milestone_outcome')
c('h',"first 10k trail race done, 58 min",'personal','milestone_outcome')
c('a',"our church food drive beat the goal, 2 tons",'social','milestone_outcome')
c('b',"Marisol got her pesticide license, proud of her",'systems','milestone_outcome',ents=['Marisol'])
c('c',"mom's scans came back clear",'social','milestone_outcome')
c('d',"first 5-star google review from a customer we didn't know",'systems','milestone_outcome')

# ---- observation_insight
c('e',"crew is way faster when I give them the route the night before",'systems','observation_insight')
c('f',"the AC is making a clicking noise again",'personal','observation_insight')
c('g',"Maddie reads way more if the tablet stays in the kitchen",'social','observation_insight',ents=['Maddie'])
c('h',"gas at Speedway is 20 cents cheaper than Kroger",'personal','observation_insight')
c('a',"clients pay faster when I text the invoice vs mail it",'systems','observation_insight')
c('b',"Cole's teacher says he's talking a lot during reading",'social','observation_insight',ents=['Cole'])
c('c',"gutters on the north side are overflowing again",'personal','observation_insight')
c('d',"idea: sell firewood bundles in winter when mowing's dead",'systems','observation_insight')
c('e',"the block's been super quiet since the family at the end moved",'social','observation_insight')
c('f',"we spend like $300 a month on takeout, yikes",'personal','observation_insight')
c('g',"the couple down the street are getting divorced",'social','observation_insight')
c('h',"mondays after a rain we lose half the morning to wet grass",'systems','observation_insight')
c('e',"third night this week working till midnight on bids",'systems','observation_insight')
c('e',"county still hasn't approved our fence permit",'personal','observation_insight',wait="county: fence permit")

# ---- emotion_state
c('a',"so stressed about making payroll this month",'systems','emotion_state')
c('b',"burned out from running the business, no day off since march",'systems','emotion_state')
c('c',"so proud of Maddie at the recital",'social','emotion_state',ents=['Maddie'])
c('d',"anxious about tomorrow's biopsy",'personal','emotion_state')
c('e',"miss my dad a lot today, would've been his 70th",'social','emotion_state')
c('f',"pumped, we finally have a real office for the company",'systems','emotion_state')
c('g',"dreading the in-laws' visit next week",'social','emotion_state')
c('h',"feel great, 7 days no soda",'personal','emotion_state')
c('a',"mad at myself for yelling at the crew this morning",'systems','emotion_state')
c('b',"nervous about Cole's first sleepover",'social','emotion_state',ents=['Cole'])
c('c',"feeling pretty down today, no idea why",'personal','emotion_state')
c('d',"relieved the county's check finally cleared",'systems','emotion_state')

# ---- completions under a project, and a look-alike open task
c('c',"street closure permit for the block party came thru",'social','task',ctx=ctx(P("Organize the Elm St block party","Spring aeration route"),T(("Get the street closure permit","p1"),("Rent a bounce house","p1"))),comp='t1',par='p1')
c('g',"Marisol's set up in QuickBooks, payroll ran clean",'systems','task',ents=['Marisol'],ctx=ctx(P("Move the books to QuickBooks Online","Finish the basement"),T(("Set up payroll in QuickBooks","p1"))),comp='t1',par='p1')
c('d',"paid Wendell for the bathroom tile, $650",'personal','transaction',ents=['Wendell'],ctx=ctx(P("Redo the hall bathroom"),T(("Pay Wendell for the tile work","p1"))),comp='t1',par='p1')
c('h',"booked the bowling alley for the 26th, 12 kids",'social','task',nth('h',26),ctx=ctx(P("Maddie's 10th birthday party"),T(("Book the bowling alley","p1"),("Order the cake","p1"))),comp='t1',par='p1')
c('f',"the Beavercreek flyers are printed, 2,000 of them",'systems','task',ctx=ctx(P("Snow removal in Beavercreek"),T(("Print flyers","p1"),("Set winter pricing","p1"))),comp='t1',par='p1')
c('b',"got quotes from two sign shops for the truck decals",'systems','task',ctx=ctx(t=T("Order the truck decals")))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 12, cases)
