# Writes thoughts-fresh-13.jsonl: a thirteenth fresh labelled set (issue 10, ids f13…), written before any change of
# the tenth round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice and trade: a
# self-employed plumber and gas engineer in Glasgow (Scottish English: "wee", "aye", "the morra", "the weans",
# "messages" for groceries) with an apprentice and a van, and a household (partner, two children, a mother in
# Paisley). Domain is balanced, and the systems third is the user's OWN trade (jobs, quotes, invoices, the van,
# the apprentice, the merchant, Gas Safe, VAT) against the household's own plumbing, car and money (personal) and
# family and friends (social). Every event type about evenly. It also writes the split by sha1 of the text, fixed
# before the first scoring: thoughts-fresh-13-read.jsonl (misses may be read) and thoughts-fresh-13-held.jsonl
# (totals only). Run: python3 eval-fresh/author_13.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, OMIT
use({
 'a':("2026-01-19T07:10:00","Europe/London"),   # Mon
 'b':("2026-04-10T12:30:00","Europe/London"),   # Fri
 'c':("2026-06-27T10:15:00","Europe/London"),   # Sat
 'd':("2026-09-02T18:40:00","Europe/London"),   # Wed
 'e':("2026-11-12T08:05:00","Europe/London"),   # Thu
 'f':("2026-03-03T21:20:00","Europe/London"),   # Tue
 'g':("2026-10-18T15:00:00","Europe/London"),   # Sun
 'h':("2026-05-21T13:45:00","Europe/London"),   # Thu
}, {'a':'mon','b':'fri','c':'sat','d':'wed','e':'thu','f':'tue','g':'sun','h':'thu'})
cases=[]
c=labeller(cases)

# ---- task
c('a',"bleed the rads in the Hyndland flat before the tenant moves in wednesday",'systems','task',wd('a','wed'))
c('b',"restock the van wi 15mm elbows and compression fittings",'systems','task')
c('c',"fit the new shower head in our en suite, the old one's furred up",'personal','task')
c('d',"sort Isla's gym kit for the morra, she's left it at her pal's",'social','task',rel('d',1),['Isla'])
c('e',"write up the landlord gas safety cert for the Dennistoun job",'systems','task')
c('f',"defrost our chest freezer in the garage",'personal','task')
c('g',"take the weans' outgrown jackets up to my sister's on tuesday",'social','task',wd('g','tue'))
c('h',"power flush at the Shawlands semi on monday, Kyle's on it wi me",'systems','task',wd('h','mon'),['Kyle'])
c('a',"get the MOT booked for my own car, the old one runs out soon",'personal','task')
c('b',"help Gran set up her new telly this sunday",'social','task',wd('b','sun'))

# ---- reminder_intention
c('c',"remind me come monday, chase the Milngavie customer for her balance",'systems','reminder_intention',wd('c','mon'))
c('d',"don't forget the bin uplift is thursday, put the blue one out",'personal','reminder_intention',wd('d','thu'))
c('e',"remind me at 6 to phone Mum about Hogmanay plans",'social','reminder_intention',rel('e',0,'18:00'))
c('f',"remind me the morra at 8: van insurance renewal",'systems','reminder_intention',rel('f',1,'08:00'))
c('g',"ping me wednesday, Calum's school concert starts at 7",'social','reminder_intention',wd('g','wed','19:00'),['Calum'])
c('h',"dont forget the Gas Safe card renewal before the 30th",'systems','reminder_intention',nth('h',30))
c('a',"remind me friday, inhaler prescription in to the chemist",'personal','reminder_intention',wd('a','fri'))
c('b',"remind me sunday night to text Ailsa happy birthday",'social','reminder_intention',wd('b','sun','20:00'),['Ailsa'])
c('c',"don't forget, electric meter needs topped up tonight",'personal','reminder_intention',tonight('c'))
c('d',"remind me friday morning to send Kyle his hours for the week",'systems','reminder_intention',wd('d','fri','09:00'),['Kyle'])

# ---- communication
c('e',"rang the merchant in Govan, the combi they quoted is back in stock",'systems','communication')
c('f',"text Morag to see if she's still up for the curling on saturday",'social','communication',sat('f'),['Morag'])
c('g',"email the factor, there's damp coming through in our close",'personal','communication')
c('h',"phoned the wee woman in Bearsden back, she wants a second radiator quote",'systems','communication')
c('a',"left a voicemail wi the GP receptionist re my blood results",'personal','communication')
c('b',"video call wi my brother in Perth tonight at 9",'social','communication',tonight('b','21:00'))
c('c',"messaged the letting agent re the leak callout, they want photos first",'systems','communication')
c('d',"call Gran at 7 to check she got home from bingo ok",'social','communication',rel('d',0,'19:00'))
c('e',"emailed the roads folk at the council, big hole where our street meets the main road",'personal','communication')
c('f',"phone the customer in Cambuslang at 8 to confirm the boiler swap",'systems','communication',rel('f',1,'08:00'))

# ---- transaction
c('g',"invoiced the Partick job, 640 plus VAT",'systems','transaction')
c('h',"our council tax went up by 9 quid a month",'personal','transaction')
c('a',"sent Ailsa 50 for her driving lessons",'social','transaction',ents=['Ailsa'])
c('b',"CIS deduction came off the builder's payment again, 20 percent",'systems','transaction')
c('c',"paid the house gas, 112 this time",'personal','transaction')
c('d',"the Newton Mearns customer paid cash for the tap, bank it the morra",'systems','transaction',rel('d',1))
c('e',"chipped in 20 for Morag's leaving collection",'social','transaction',ents=['Morag'])
c('f',"VAT return deadline is month end, set 2k aside out the business account",'systems','transaction',eom('f'))
c('g',"house insurance came in 38 quid dearer this year",'personal','transaction')
c('h',"paid Kyle's wages early so he could make his rent",'systems','transaction',ents=['Kyle'])

# ---- acquisition_disposition
c('a',"need a new pipe bender, the old one's cracked on the Stepps job",'systems','acquisition_disposition')
c('b',"ordered school shoes for Calum, size 2",'social','acquisition_disposition',ents=['Calum'])
c('c',"get the messages after work, milk, tatties, bread",'personal','acquisition_disposition')
c('d',"selling the old press fitting tool on gumtree now I've got the cordless one",'systems','acquisition_disposition')
c('e',"returned the kettle to Argos, lid wouldnae shut",'personal','acquisition_disposition')
c('f',"grab a new set of drain rods for the van from the merchant",'systems','acquisition_disposition')
c('g',"got Mum a heated throw for her chair",'social','acquisition_disposition')
c('h',"the weans' old cot went to the baby bank",'personal','acquisition_disposition')
c('a',"collect the Worcester boiler for the Giffnock install at 7 thursday",'systems','acquisition_disposition',wd('a','thu','07:00'))
c('b',"need new walking boots before the Arran trip",'personal','acquisition_disposition')

# ---- project
c('c',"take on a second apprentice: advert, interviews, college place, another van",'systems','project')
c('d',"redo our bathroom: strip the tiles, new suite, extractor fan",'personal','project')
c('e',"plan Mum's 70th: book the function room, ceilidh band, cake",'social','project')
c('f',"get the heat pump ticket so I can quote for air source installs: course, exam, first supervised job",'systems','project')
c('g',"train up for the Kiltwalk: couch to 5k, stretching, new trainers",'personal','project')
c('h',"sort the family holiday to Millport: ferry, caravan, bikes",'social','project')
c('a',"build a proper website for the business: photos of jobs, reviews, a booking form",'systems','project')
c('b',"clear the loft: sort boxes, tip run, board the floor",'personal','project')
c('c',"help Ailsa move into her first flat: van, flat-pack, deep clean",'social','project',ents=['Ailsa'])

# ---- routine_activity
c('d',"swim at the Western Baths before I start, every wednesday",'personal','routine_activity',OMIT)
c('e',"tuesday night fives wi the boys as usual",'social','routine_activity',wd('e','tue'))
c('f',"did the monday van check: tyres, oil, stock list",'systems','routine_activity')
c('g',"took the dug round Victoria Park twice today",'personal','routine_activity')
c('h',"Sunday dinner at Mum's in Paisley this week, like always",'social','routine_activity',wd('h','sun'))
c('a',"do the books every friday afternoon, receipts into the app",'systems','routine_activity',OMIT)
c('b',"meditated ten minutes before bed again",'personal','routine_activity')
c('c',"school run's mine monday, Fiona's got an early shift",'social','routine_activity',wd('c','mon'),['Fiona'])
c('d',"went through the overnight callouts first thing, like I do every morning",'systems','routine_activity')

# ---- contact
c('e',"Kyle's college tutor is Mr Baird, 0141 555 0173",'systems','contact',ents=['Kyle','Baird'])
c('f',"Morag's flat now is 9 Lochview Crescent",'social','contact',ents=['Morag'])
c('g',"the electrician I sub to for rewires is Stevie Kerr, 07700 900412",'systems','contact',ents=['Stevie Kerr'])
c('h',"window cleaner's Davie, comes every 4 weeks, 15 quid",'personal','contact',ents=['Davie'])
c('a',"Fiona's pal from work, Lorna, is the one wi the twins",'social','contact',ents=['Fiona','Lorna'])
c('b',"the Bearsden customer is Mrs Fairlie, 3 Kessington Drive, side door",'systems','contact',ents=['Fairlie'])
c('c',"the dentist's new number is 0141 555 0199",'personal','contact')
c('d',"Calum's best pal is Rory, his mum's called Shona",'social','contact',ents=['Calum','Rory','Shona'])
c('e',"rep at the boiler supplier is Gordon, he'll do trade price on filters",'systems','contact',ents=['Gordon'])

# ---- decision_commitment
c('f',"no more new-build work from that developer, they pay at 90 days",'systems','decision_commitment')
c('g',"we're going to Fiona's folks for Christmas this year",'social','decision_commitment',ents=['Fiona'])
c('h',"decided, nae drink monday to thursday",'personal','decision_commitment')
c('a',"going wi the bigger van lease, the old Transit's done",'systems','decision_commitment')
c('b',"said to our Karen we'd have her spaniel the fortnight she's away",'social','decision_commitment',ents=['Karen'])
c('c',"put my hourly rate up to 55 from august",'systems','decision_commitment')
c('d',"switching our broadband to the cheaper deal",'personal','decision_commitment')
c('e',"promised Isla I'd come to her dance show on the 28th",'social','decision_commitment',nth('e',28),['Isla'])
c('f',"no more emergency callouts after 10pm, it's wrecking me",'systems','decision_commitment')

# ---- learning_consumption
c('g',"unvented cylinder refresher course on the 3rd, for renewing the G3 ticket",'systems','learning_consumption',nth('g',3))
c('h',"reading the new Ian Rankin, cannae put it down",'personal','learning_consumption',ents=['Ian Rankin'])
c('a',"watched a manufacturer video on the new flue regs for condensing boilers",'systems','learning_consumption')
c('b',"Gaelic class at the library, tuesday 6:30",'personal','learning_consumption',wd('b','tue','18:30'))
c('c',"listened to a trades podcast about pricing jobs as a sole trader",'systems','learning_consumption')
c('d',"reading the weans The Gruffalo in Scots at bedtime",'social','learning_consumption')
c('e',"the sourdough book I'd on hold at the library's in",'personal','learning_consumption')
c('f',"Fiona and me watching that Traitors series together",'social','learning_consumption',ents=['Fiona'])

# ---- milestone_outcome
c('g',"won the housing association contract for 40 boiler services",'systems','milestone_outcome')
c('h',"Calum got into the under 11s team",'social','milestone_outcome',ents=['Calum'])
c('a',"passed my Gas Safe reassessment, another 5 years",'systems','milestone_outcome')
c('b',"mortgage is finally paid off",'personal','milestone_outcome')
c('c',"Kyle passed his level 3, first apprentice I've taken all the way",'systems','milestone_outcome',ents=['Kyle'])
c('d',"Isla swam her first length without armbands",'social','milestone_outcome',ents=['Isla'])
c('e',"did the Bellahouston 10k, first time under the hour",'personal','milestone_outcome')
c('f',"hit 100 five-star reviews on the business page",'systems','milestone_outcome')
c('g',"15 years married to Fiona today",'social','milestone_outcome',ents=['Fiona'])

# ---- observation_insight
c('h',"most of my callouts this winter were frozen condensate pipes",'systems','observation_insight')
c('a',"our heating bill drops a lot when the thermostat's on 19 not 21",'personal','observation_insight')
c('b',"Isla's far happier since she moved to the other class",'social','observation_insight',ents=['Isla'])
c('c',"the merchant in Govan is always cheaper on copper than the big chains",'systems','observation_insight')
c('d',"I sleep far better if the phone's away by 10",'personal','observation_insight')
c('e',"Gran gets muddled more in the evenings now",'social','observation_insight')
c('f',"quotes I send the same day get accepted way more often",'systems','observation_insight')
c('g',"back garden turns into a pond whenever it pours, drain must be blocked",'personal','observation_insight')
c('h',"my brother's been awful quiet since the divorce",'social','observation_insight')

# ---- emotion_state
c('a',"gutted, lost the Shawlands tender to a bigger firm",'systems','emotion_state')
c('b',"knackered, back's been bad all week",'personal','emotion_state')
c('c',"proud of Ailsa, she's doing so well at uni",'social','emotion_state',ents=['Ailsa'])
c('d',"stressed about the cash flow till the housing association pays",'systems','emotion_state')
c('e',"feeling a bit low, the dark nights get me every year",'personal','emotion_state')
c('f',"worried about Mum being by herself in that big house",'social','emotion_state')
c('g',"dreading the Clarkston customer, she disputes every invoice",'systems','emotion_state')
c('h',"chuffed wi how the garden's looking",'personal','emotion_state')
c('a',"missing my dad today, his birthday",'social','emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 13, cases)
