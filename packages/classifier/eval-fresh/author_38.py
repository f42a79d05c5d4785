# Writes thoughts-fresh-38.jsonl: a thirty-eighth fresh labelled set (issue 10, ids f38…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# self-employed electrician in West Auckland (Pacific/Auckland), writing New Zealand English ("sweet as", "munted",
# "chur", "heaps", "the ute", "arvo", "smoko", "jandals", "chilly bin", "WOF", "hard out"), with a partner (Hana, a
# nurse), a toddler (Nikau), a rugby club, and a weekend coffee cart at a market as a side business.
# People: Hana, Nikau, Mum and Dad, his brother Tama, his sister Kiri (engaged to Josh Fale), friends Sione and Matiu,
# Pita from the club; for himself a plumber (Moana), a roofer (Dave Kereama), a GP (Anjali Rao), a mechanic (Vinnie);
# for the trade his apprentice Liam, a builder he subcontracts to (Gary), a property manager (Raewyn), a café owner
# (Brent), a customer (Mrs Fa'alogo), a new builder (Craig Ah Chee) and an inspector (Paul Mercer).
# Weighted to DOMAIN borderlines: the trade told in its own jargon with no cue word ("rough-in at the Epsom reno",
# "swap the RCD at Raewyn's rental", "megger test and CoC", "restock the ute"), people of the trade by first name
# only (Gary, Raewyn, Brent, Liam); relatives and friends by first name only with the thing done showing the relation
# (Tama, Kiri, Sione, Hana, Nikau); household money beside business money (rates, power bill, mortgage beside GST,
# ACC levies, the wholesaler account); and the trade's own words used at home (our switchboard, our heat pump: personal)
# and for family (lights for Kiri's wedding, Mum and Dad's outside light: social). Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-38-read.jsonl (misses
# may be read) and thoughts-fresh-38-held.jsonl (totals only).
# Run: python3 eval-fresh/author_38.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, C, ctx, OMIT
use({
 'a':("2026-01-19T06:45:00","Pacific/Auckland"),   # Mon, before heading out
 'b':("2026-02-26T19:30:00","Pacific/Auckland"),   # Thu
 'c':("2026-04-18T08:20:00","Pacific/Auckland"),   # Sat
 'd':("2026-05-27T12:40:00","Pacific/Auckland"),   # Wed, smoko
 'e':("2026-07-10T17:15:00","Pacific/Auckland"),   # Fri
 'f':("2026-08-30T20:50:00","Pacific/Auckland"),   # Sun
 'g':("2026-10-13T07:05:00","Pacific/Auckland"),   # Tue
 'h':("2026-11-25T21:30:00","Pacific/Auckland"),   # Wed
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'fri','f':'sun','g':'tue','h':'wed'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
DECK=P("Redo the back deck at home")
WEDDING=P("Kiri's wedding")
BDAY=P("Nikau's 3rd birthday party")
EPSOM=P("Epsom reno rewire")
CART=P("Sunday coffee cart")

# ======== personal: his own house, health, money, the Mazda, the dog Bo, his hobbies
# ---- task
c('a',"clean the filters on our heat pump before summer properly kicks in",P_,'task')
c('c',"swap the crackly light switch in our hallway this arvo",P_,'task',rel('c',0,'15:00'))
c('e',"our switchboard keeps tripping whenever the dryer's on, have a proper look sunday",P_,'task',wd('e','sun'))  # the trade at home
c('d',"new washer's in the laundry tap, no more drip",P_,'task',
  ctx=ctx(t=T("Fix the drip in the laundry tap","Book the Mazda's WOF")),comp='t1')
c('g',"gutters on our place are overflowing again, up the ladder saturday",P_,'task',sat('g'))
c('h',"low priority: the outdoor table's got a wobbly leg, sort it",P_,'task',prio='low')
c('b',"pulled the last of the old boards off the deck, joists next",P_,'task',ctx=ctx(p=DECK,t=T(("Order the new joists","p1"))),par='p1')
# ---- reminder
c('a',"remind me, eye test needs booking before the end of the month",P_,'reminder_intention',eom('a'))
c('c',"don't forget the rates instalment on the 20th",P_,'reminder_intention',nth('c',20))
c('f',"remind me tmrw at 7 to shift the Mazda for the street sweeper",P_,'reminder_intention',rel('f',1,'07:00'))
c('h',"don't let me forget physio friday at 4",P_,'reminder_intention',wd('h','fri','16:00'))
# ---- communication
c('b',"ring the roofer back about that leak over our bedroom",P_,'communication')
c('d',"texted Moana, she's coming friday at 8 to check our hot water cylinder",P_,'communication',wd('d','fri','08:00'),ents=['Moana'])
c('e',"emailed the bank about refixing the mortgage, waiting to hear back",P_,'communication',
  wait='bank: reply about refixing the mortgage')
c('g',"phone the dentist at 8 when they open about my cracked molar",P_,'communication',rel('g',0,'08:00'))
c('h',"left the insurance crowd a voicemail re the hail dent on the Mazda, nothing yet",P_,'communication',
  wait='insurer: reply about the hail dent claim')
# ---- transaction
c('a',"power bill's up to $312 this month, ouch",P_,'transaction')
c('c',"water rates paid, $188",P_,'transaction',ctx=ctx(t=T("Pay the water rates","Book the Mazda's WOF")),comp='t1')
c('e',"$60 for a haircut, never again",P_,'transaction')
c('g',"gym refund for the double charge should land by thursday",P_,'transaction',
  wait='gym: refund for the double charge',exp=wd('g','thu'))
c('h',"move $500 across to the holiday fund on payday",P_,'transaction')
# ---- acquisition
c('b',"need new jandals, mine finally snapped",P_,'acquisition_disposition')
c('b',"bought a cordless drill just for home, the old one's munted",P_,'acquisition_disposition')
c('d',"ordered a chainsaw chain for the firewood, due thursday",P_,'acquisition_disposition',
  wait='chainsaw chain (delivery)',exp=wd('d','thu'))
c('f',"sold my old surfboard on Marketplace for $250",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old surfboard","Clean out the garage")),comp='t1')
c('g',"grab Bo's flea treatment from the vet after knocking off",P_,'acquisition_disposition')
c('h',"took the broken treadmill to the tip",P_,'acquisition_disposition')
# ---- project
c('a',"redo our back deck: rip up the old boards, new joists, oil the lot",P_,'project')
c('c',"solo fishing trip to the Coromandel: find a bach, hire a tinny, sort bait",P_,'project')
c('e',"get my own will and life cover sorted: find a lawyer, compare policies, sign",P_,'project')
c('g',"get fit before preseason: gym three times a week, cut the pies, knee rehab",P_,'project')
# ---- routine
c('a',"swam at Point Chev before heading out, water was perfect",P_,'routine_activity')
c('d',"knee exercises done again, same as every night",P_,'routine_activity')
c('f',"sunday meal prep done, five lunches in the fridge for the week",P_,'routine_activity')
c('h',"mowed our lawns, every second wednesday like clockwork",P_,'routine_activity')
# ---- contact
c('b',"the roofer's Dave Kereama, 021 448 902, Sione put me onto him",P_,'contact',['Dave Kereama','Sione'])
c('e',"Moana the plumber's email is moana@plumbpro.nz",P_,'contact',['Moana'])
c('g',"my new GP is Anjali Rao at the Te Atatū clinic",P_,'contact',['Anjali Rao'])
c('h',"Vinnie on Lincoln Rd does the Mazda cheap, 09 836 1120",P_,'contact',['Vinnie'])
# ---- decision
c('a',"decided I'm finally getting the knee scoped",P_,'decision_commitment')
c('c',"not renewing the gym, I'll just run the waterfront",P_,'decision_commitment')
c('f',"going with the two-year fixed on the mortgage",P_,'decision_commitment')
c('h',"off the smokes for good from monday",P_,'decision_commitment',wd('h','mon'))
# ---- learning
c('b',"halfway through a podcast on the 1981 Springbok tour",P_,'learning_consumption')
c('d',"te reo class tonight at 7, numbers this week",P_,'learning_consumption',tonight('d','19:00'))
c('f',"watched a youtube on sharpening chisels for my carving",P_,'learning_consumption')
c('h',"library hold on the new Lee Child is in",P_,'learning_consumption')
# ---- milestone
c('a',"finished my first ocean swim, 2km at Takapuna!",P_,'milestone_outcome')
c('c',"surgeon's cleared the knee, back to full contact",P_,'milestone_outcome')
c('e',"mortgage is under $300k as of today, massive",P_,'milestone_outcome')
c('g',"first 5k under 25 minutes, chur",P_,'milestone_outcome')
# ---- observation
c('b',"our power usage spikes every time the heat pump runs past 10",P_,'observation_insight')
c('d',"the Mazda pulls left under braking, noticed it on the motorway",P_,'observation_insight')
c('f',"still no word from the bank on the refix",P_,'observation_insight',wait='bank: answer on the mortgage refix')
c('h',"our hot water's been lukewarm since the cold snap",P_,'observation_insight')
# ---- emotion
c('a',"knee's aching and I'm in a foul mood",P_,'emotion_state')
c('c',"stoked with how the deck oil came up",P_,'emotion_state',ctx=ctx(p=DECK),par='p1')
c('e',"gutted someone's dented the Mazda",P_,'emotion_state')
c('g',"so tired, can't switch off lately",P_,'emotion_state')
c('h',"anxious about my knee scan on friday",P_,'emotion_state')

# ======== social: Hana, Nikau, Mum and Dad, Tama, Kiri, Sione, Matiu, the rugby club
# ---- task
c('a',"put the cot together at Tama's before his baby's due",SO,'task',['Tama'])
c('c',"sort Nikau's kindy bag for monday, spare clothes and a sunhat",SO,'task',wd('c','mon'),ents=['Nikau'])
c('e',"fixed the outside light at Mum and Dad's while I was up there",SO,'task',
  ctx=ctx(t=T("Fix Mum and Dad's outside light","Book the Mazda's WOF")),comp='t1')                       # the trade for family
c('g',"help Sione shift his couch on saturday",SO,'task',sat('g'),ents=['Sione'])
c('h',"wrap Kiri's present before the engagement do",SO,'task',['Kiri'],ctx=ctx(p=WEDDING),par='p1')
c('e',"drop the trailer back to Matiu tomorrow",SO,'task',rel('e',1),ents=['Matiu'])
c('b',"give Tama a hand with his fence saturday",SO,'task',sat('b'),ents=['Tama'])
# ---- reminder
c('b',"remind me to grab Nikau from daycare at 5 tmrw, Hana's on lates",SO,'reminder_intention',rel('b',1,'17:00'),ents=['Nikau','Hana'])
c('d',"don't forget Dad's birthday on the 3rd",SO,'reminder_intention',nth('d',3))
c('f',"remind me to text Matiu happy birthday in the morning",SO,'reminder_intention',rel('f',1,'09:00'),ents=['Matiu'])
c('h',"don't let me forget the club prizegiving on saturday at 6",SO,'reminder_intention',sat('h','18:00'))
# ---- communication
c('a',"ring Mum tonight, she's gone quiet since the op",SO,'communication',tonight('a'))
c('c',"facetimed Tama and the kids, the baby's rolling over now",SO,'communication',['Tama'])
c('e',"message Pita about the working bee roster at the clubrooms",SO,'communication',['Pita'])
c('g',"sent Hana a photo of Nikau's first painting",SO,'communication',['Hana','Nikau'])
c('h',"called Kiri re the seating plan, she'll get back to me by friday",SO,'communication',['Kiri'],
  ctx=ctx(p=WEDDING),wait='Kiri: wedding seating plan',exp=wd('h','fri'),par='p1')
# ---- transaction
c('b',"sent Mum $200 for the new glasses she needs",SO,'transaction')
c('d',"chipped in $50 for Pita's farewell present",SO,'transaction',['Pita'])
c('f',"paid the kindy fees for next term, $420",SO,'transaction',ctx=ctx(t=T("Pay the kindy fees","Pay the water rates")),comp='t1')
c('h',"put $100 in Nikau's savings account for christmas",SO,'transaction',['Nikau'])
c('a',"gave Kiri $300 towards the hens",SO,'transaction',['Kiri'],ctx=ctx(p=WEDDING),par='p1')
# ---- acquisition
c('b',"pick up Nikau's birthday cake on saturday",SO,'acquisition_disposition',sat('b'),ents=['Nikau'],ctx=ctx(p=BDAY),par='p1')
c('d',"ordered Hana's birthday present, should turn up tuesday",SO,'acquisition_disposition',['Hana'],
  wait="Hana's birthday present (delivery)",exp=wd('d','tue'))
c('f',"need a bigger car seat for Nikau",SO,'acquisition_disposition',['Nikau'])
c('g',"gave Nikau's old cot to Tama, his baby needs it more",SO,'acquisition_disposition',['Nikau','Tama'])
c('h',"grab a chilly bin of beers for Sione's barbecue",SO,'acquisition_disposition',['Sione'])
# ---- project
c('a',"Nikau's 3rd: book the hall, a bouncy castle, invites to daycare",SO,'project',['Nikau'])
c('c',"Kiri's wedding lights: festoons over the marquee, a genny, a test run the week before",SO,'project',['Kiri'])
c('e',"surprise weekend for Hana's 35th: Rotorua, a spa, Mum to mind Nikau",SO,'project',['Hana','Nikau'])
c('g',"club end-of-season trip: bus, beds, kitty",SO,'project')
# ---- routine
c('b',"took Nikau to swimming again, every thursday",SO,'routine_activity',['Nikau'])
c('c',"bath and stories with Nikau, my night tonight",SO,'routine_activity',tonight('c'),ents=['Nikau'])
c('h',"dropped Nikau at daycare like every wednesday",SO,'routine_activity',['Nikau'])
c('a',"had coffee with Dad after his physio like every monday",SO,'routine_activity')
c('f',"sunday roast at Mum's, same as always",SO,'routine_activity')
# ---- contact
c('b',"Hana's new work number is 09 555 3012",SO,'contact',['Hana'])
c('d',"Sione's new address: 14 Rata St, Glen Eden",SO,'contact',['Sione'])
c('f',"Kiri's fiancé is Josh Fale, a builder from Porirua",SO,'contact',['Kiri','Josh Fale'])
c('h',"Nikau's daycare teacher is Lani, 021 339 440, texts are best",SO,'contact',['Nikau','Lani'])
# ---- decision
c('a',"told Tama I'd wire his garage for nothing",SO,'decision_commitment',['Tama'])
c('c',"we're hosting christmas this year, decided",SO,'decision_commitment')
c('e',"Nikau's starting kindy on August 3",SO,'decision_commitment',md('e',8,3),ents=['Nikau'])
c('g',"promised Sione I'd be his best man",SO,'decision_commitment',['Sione'])
# ---- learning
c('b',"went to the parenting workshop at Nikau's daycare with Hana",SO,'learning_consumption',['Nikau','Hana'])
c('d',"watched the All Blacks test with Dad and the uncles",SO,'learning_consumption')
c('f',"first aid for little kids course with Hana on saturday at 9",SO,'learning_consumption',sat('f','09:00'),ents=['Hana'])
c('h',"listened to Sione's band's new EP, mean as",SO,'learning_consumption',['Sione'])
# ---- milestone
c('a',"Nikau said his first full sentence!",SO,'milestone_outcome',['Nikau'])
c('c',"Tama's baby's arrived, a wee girl, 3.6kg",SO,'milestone_outcome',['Tama'])
c('e',"the club won the grand final!!",SO,'milestone_outcome')
c('g',"Mum and Dad hit forty years married today",SO,'milestone_outcome')
# ---- observation
c('b',"Nikau sleeps way better after a swim",SO,'observation_insight',['Nikau'])
c('d',"Dad keeps losing track of what day it is lately",SO,'observation_insight')
c('f',"Sione hasn't been at training in weeks, something's up",SO,'observation_insight',['Sione'])
c('h',"still waiting on Kiri to confirm numbers for the hens",SO,'observation_insight',['Kiri'],
  ctx=ctx(p=WEDDING),wait='Kiri: numbers for the hens',par='p1')
# ---- emotion
c('a',"missing Nikau's swimming because of a late finish, feel rotten",SO,'emotion_state',['Nikau'])             # d056
c('c',"so proud of Hana finishing her nursing degree",SO,'emotion_state',['Hana'])
c('e',"worried about Dad after his fall",SO,'emotion_state')
c('g',"loved the barbecue at Sione's, good to see the boys",SO,'emotion_state',['Sione'])
c('h',"Tama's news has me rattled",SO,'emotion_state',['Tama'])

# ======== systems: the electrical trade (apprentice Liam, Gary's sites, Raewyn's rentals, Brent's café) and the cart
# ---- task
c('a',"rough-in at the Epsom reno today, Liam to bring the long drill bits",S,'task',rel('a',0),ents=['Liam'],
  ctx=ctx(p=EPSOM),par='p1')
c('c',"swap the RCD at Raewyn's rental in Grey Lynn, tenants say it keeps tripping",S,'task',['Raewyn'])
c('e',"megger test and CoC for the Ōrākei kitchen all done, passed",S,'task',
  ctx=ctx(t=T("Test and issue the CoC for the Ōrākei kitchen","Quote the dental clinic lights")),comp='t1')
c('g',"pull the cable for the heat pump at Gary's site in Hobsonville this morning",S,'task',rel('g',0,'09:00'),ents=['Gary'])
c('h',"label the circuits on the new board at the café before handover",S,'task')
c('b',"restock the ute with downlights and TPS from the wholesaler",S,'task')
# ---- reminder
c('a',"remind me to renew my practising licence before the 31st",S,'reminder_intention',nth('a',31))
c('d',"don't forget the inspector's at the Epsom reno thursday at 10",S,'reminder_intention',wd('d','thu','10:00'),
  ctx=ctx(p=EPSOM),par='p1')
c('f',"remind me on monday, invoice Gary for the Hobsonville rough-in",S,'reminder_intention',wd('f','mon'),ents=['Gary'])
c('h',"don't let me forget Liam's block course starts monday",S,'reminder_intention',wd('h','mon'),ents=['Liam'])
# ---- communication
c('b',"ring Raewyn back about the smoke alarms in her Ponsonby units",S,'communication',['Raewyn'])
c('c',"emailed Brent the price for the café fitout, he's running it past his business partner",S,'communication',['Brent'],
  ctx=ctx(t=T("Email Brent the café fitout price","Order downlights for Epsom")),
  wait="Brent: decision on the café fitout price",comp='t1')
c('e',"texted Mrs Fa'alogo that Liam and I will be there 8am monday",S,'communication',wd('e','mon','08:00'),ents=["Fa'alogo",'Liam'])
c('g',"voicemail from the body corp chair at Mt Eden, call him back about the carpark lights",S,'communication')
c('h',"rang the wholesaler, the dental clinic's switchboard is on back order till the 10th",S,'communication',
  wait="wholesaler: switchboard for the dental clinic",exp=nth('h',10))
# ---- transaction
c('a',"invoice the body corp for the carpark LEDs, $2,340 + GST",S,'transaction')
c('c',"Gary paid for Hobsonville, finally",S,'transaction',['Gary'],
  ctx=ctx(t=T("Get paid for the Hobsonville rough-in","Pay the water rates")),comp='t1')
c('e',"GST return due on the 28th, about $3,100 to find",S,'transaction',nth('e',28))
c('g',"$480 at the wholesaler on cable and flush boxes, receipts in the glovebox",S,'transaction')
c('h',"Raewyn still hasn't paid for the Ponsonby units, 45 days now",S,'transaction',['Raewyn'],
  wait='Raewyn: payment for the Ponsonby units')
c('b',"ACC levy came in at $1,190, ugh",S,'transaction')
c('d',"cart took $1,460 over the weekend",S,'transaction',ctx=ctx(p=CART),par='p1')
# ---- acquisition
c('a',"order 20 more downlights for Epsom",S,'acquisition_disposition',ctx=ctx(p=EPSOM),par='p1')
c('d',"got the new crimper, the old one was munted",S,'acquisition_disposition',
  ctx=ctx(t=T("Buy a new crimping tool","Book the ute in for a service")),comp='t1')
c('f',"sold the spare grinder off the cart for $400",S,'acquisition_disposition',ctx=ctx(p=CART),par='p1')
c('g',"need a second ladder rack for the ute",S,'acquisition_disposition')
c('h',"order oat milk and cups for the cart on sunday",S,'acquisition_disposition',wd('h','sun'),ctx=ctx(p=CART),par='p1')
# ---- project
c('b',"coffee cart at the Parnell market: council permit, a gazebo, get the machine serviced",S,'project')
c('d',"price the school hall relight: walkthrough, fittings list, numbers to the board",S,'project')
c('f',"get my own website up: photos of past fitouts, reviews, a booking form",S,'project')
c('h',"take on a second apprentice next year: funding, another van, someone to train them",S,'project')
# ---- routine
c('a',"monday mornings = timesheets and paying the wholesaler account",S,'routine_activity',OMIT)
c('c',"cart at the market again this morning, 140 flat whites",S,'routine_activity',ctx=ctx(p=CART),par='p1')
c('e',"did the friday ute clean-out and tool count, as per every week",S,'routine_activity')
c('g',"toolbox talk with Liam tuesdays 7am, every week",S,'routine_activity',OMIT,ents=['Liam'])
# ---- contact
c('b',"Brent owns the café on Dominion Rd, 022 614 7781",S,'contact',['Brent'])
c('d',"new builder to sub for: Craig Ah Chee, does heaps of townhouses in Flat Bush",S,'contact',['Craig Ah Chee'])
c('f',"Raewyn's email is raewyn@harbourrentals.co.nz",S,'contact',['Raewyn'])
c('h',"the inspector for the Shore is Paul Mercer, direct line 09 486 2210",S,'contact',['Paul Mercer'])
# ---- decision
c('a',"not doing any more solar installs, too much roof time",S,'decision_commitment')
c('c',"going with J.A. Russell over Corys for the trade account",S,'decision_commitment')
c('e',"told Gary I'd take the Albany townhouses on",S,'decision_commitment',['Gary'])
c('g',"putting my hourly rate up to $95 from the 1st",S,'decision_commitment',nth('g',1))
# ---- learning
c('b',"EV charger install course online, module 2 tonight",S,'learning_consumption',tonight('b'))
c('d',"reading the new wiring rules amendment over smoko",S,'learning_consumption')
c('f',"sat through a webinar about the updated solar standards",S,'learning_consumption')
c('h',"barista course for the cart saturday at 10am",S,'learning_consumption',sat('h','10:00'),ctx=ctx(p=CART),par='p1')
# ---- milestone
c('a',"one year since I went out on my own as a sparky, still standing",S,'milestone_outcome')
c('c',"got the school hall relight tender!!",S,'milestone_outcome')
c('f',"Liam passed his final, he's a registered sparky now",S,'milestone_outcome',['Liam'])
c('g',"cart did 200 coffees on sunday, a record",S,'milestone_outcome',ctx=ctx(p=CART),par='p1')
# ---- observation
c('b',"half the townhouses Gary builds have the meter box in the wrong spot",S,'observation_insight',['Gary'])
c('d',"copper's up again, my prices need redoing",S,'observation_insight')
c('f',"still nothing from Brent on the fitout price",S,'observation_insight',['Brent'],wait='Brent: answer on the café fitout price')
c('h',"the cart sells way more on cold mornings",S,'observation_insight',ctx=ctx(p=CART),par='p1')
c('e',"Epsom's still not signed off by the inspector",S,'observation_insight',ctx=ctx(p=EPSOM),
  wait='inspector: sign-off for the Epsom rewire',par='p1')
# ---- emotion
c('a',"dreading the school hall walkthrough tomorrow",S,'emotion_state')
c('c',"stoked with how the café lighting came out",S,'emotion_state')
c('e',"over Gary changing the plans every second day",S,'emotion_state',['Gary'])
c('g',"nervous about the audit of my CoCs next week",S,'emotion_state')
c('h',"chuffed Raewyn's sending more rentals my way",S,'emotion_state',['Raewyn'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 38, cases)
