# Writes thoughts-fresh-9.jsonl: a ninth fresh labelled set (issue 10, ids f9…), written before any change of
# this round by ../../../shared/eval/GUIDELINES.md with its Clarifications, with new people, projects and wording.
# Besides a normal mix of every event type in all three domains it weights the fields that stay weakest on other
# authors' held sets: parents that share no word with their project, look-alike open tasks in the context that the
# thought does not complete, waits stated as a state ("still hasn't…", "no reply yet", "backordered till…", "on the
# waitlist, they'll email if…"), completions stated as an outcome without the task's verb ("went through",
# "shipped", "officially…", "going with X, done deciding"), and gratitude or news about a person that completes no
# task. It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-9-read.jsonl
# (misses may be read) and thoughts-fresh-9-held.jsonl (totals only). Run: python3 eval-fresh/author_9.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, T, P, ctx, OMIT
use({
 'a':("2026-04-06T09:10:00","America/Halifax"),    # Mon
 'b':("2026-10-15T18:30:00","America/Halifax"),    # Thu
 'c':("2026-01-24T11:00:00","America/Halifax"),    # Sat
 'd':("2026-07-07T07:50:00","America/Halifax"),    # Tue
 'e':("2026-05-29T16:20:00","America/Halifax"),    # Fri
 'f':("2026-11-22T10:40:00","America/Halifax"),    # Sun
 'g':("2026-02-11T14:05:00","America/New_York"),   # Wed
 'l':("2026-09-24T08:15:00","Europe/London"),      # Thu
 'k':("2026-06-16T19:45:00","Asia/Kolkata"),       # Tue
 's':("2026-08-12T10:30:00","Australia/Sydney"),   # Wed
 'z':("2026-03-09T12:00:00","Europe/Berlin"),      # Mon
 'x':("2026-12-04T09:00:00","America/Los_Angeles"),# Fri
}, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'sun','g':'wed','l':'thu','k':'tue','s':'wed','z':'mon','x':'fri'})
cases=[]
c=labeller(cases)

# ---- parents that share no word with their project
c('a',"leisure battery arrived, the swivel seat base goes in next",'personal','acquisition_disposition',None,ctx=ctx(P("Convert the van into a camper","Tidy the shed")),par='p1')
c('b',"20 miler on sunday, need more gels",'personal','task',wd('b','sun'),ctx=ctx(P("Edinburgh marathon in May","Quarterly VAT return")),par='p1')
c('c',"the social worker comes for the home study thursday at 10",'social','task',wd('c','thu','10:00'),ctx=ctx(P("Adopt a child","Repaint the fence")),par='p1')
c('d',"carburettor rebuild kit came, chrome bumper is still at the platers",'personal','observation_insight',None,ctx=ctx(P("Restore the 1967 Mustang","Plan Ruth's retirement lunch")),par='p1')
c('e',"collecting the nuc of bees saturday, still need a smoker and a veil",'personal','task',sat('e'),ctx=ctx(P("Start beekeeping","Team hackathon")),par='p1')
c('f',"booked the cocktail masterclass and a minibus from the airport",'social','task',None,ctx=ctx(P("Saoirse's hen do in Dublin","Replace the kitchen worktops")),par='p1')
c('g',"solo cross-country flight pencilled for tuesday if the crosswind behaves",'personal','task',wd('g','tue'),ctx=ctx(P("Get my pilot's licence","Sell the piano")),par='p1')
c('l',"App Store rejected build 42 over the sign-in screen",'systems','observation_insight',None,ctx=ctx(P("Release version 2 of Ledgerly","Allotment plot")),par='p1')
c('k',"the care home wants her GP records and a deposit cheque",'social','task',None,ctx=ctx(P("Move Nani into assisted living","Learn Python")),par='p1')
c('s',"espresso machine lease signed, health inspector visits next wednesday",'systems','task',wd('s','wed'),ctx=ctx(P("Open a coffee cart","Declutter the garage")),par='p1')
c('z',"the mediator moved our session to the 14th",'personal','task',nth('z',14),ctx=ctx(P("Sort out the separation","Office move")),par='p1')
c('x',"duvet, desk lamp and saucepans for his halls",'social','acquisition_disposition',None,ctx=ctx(P("Help Tomasz settle into university","Fix the garage door")),par='p1')
c('a',"velux windows delivered, the joiner fits the dormer monday",'personal','task',wd('a','mon'),ctx=ctx(P("Turn the loft into a bedroom","Start a book club")),par='p1')
c('b',"auction lots so far: signed rugby shirt, spa day, weekend in a cottage",'systems','observation_insight',None,ctx=ctx(P("Annual charity gala","Deep clean the oven")),par='p1')
c('c',"supervisor wants the lit review in chapter three tightened",'systems','task',None,ctx=ctx(P("Finish my PhD thesis","Host the Burns night supper")),par='p1')
c('d',"flights for the twelve of us are on hold till friday, hotel wants a headcount",'systems','task',wd('d','fri'),ctx=ctx(P("Company offsite in Lisbon","Paint the bathroom")),par='p1')
c('e',"test drive of the Ioniq booked saturday at 10",'personal','task',sat('e','10:00'),ctx=ctx(P("Buy an electric car","Organise the photo albums")),par='p1')
c('f',"the florist and the string quartet both confirmed for the 9th",'social','task',nth('f',9),ctx=ctx(P("Surprise for our 10th anniversary","Switch bank accounts")),par='p1')
c('g',"acoustic foam panels and an audio interface are in the basket",'personal','acquisition_disposition',None,ctx=ctx(P("Build a home recording studio","File the insurance claim")),par='p1')
c('l',"auditor asked for evidence of the quarterly access reviews",'systems','task',None,ctx=ctx(P("SOC 2 certification","Team summer picnic")),par='p1')
c('k',"nappy cake and party games sorted for the 20th",'social','task',nth('k',20),ctx=ctx(P("Naledi's baby shower","Upgrade the laptop")),par='p1')
c('s',"scaffolders come wednesday, the tiles are delivered friday",'personal','task',wd('s','wed'),ctx=ctx(P("Replace the roof","Book club wine night")),par='p1')
c('z',"need fifty signatures on the nomination form by the 3rd",'social','task',nth('z',3),ctx=ctx(P("Run for the school board","Clean out the gutters")),par='p1')
c('x',"seed potatoes chitting on the windowsill, broad beans go in next week",'personal','observation_insight',None,ctx=ctx(P("Get the allotment going","Annual performance reviews")),par='p1')
c('a',"two candidates have paediatric first aid, interviewing both on thursday",'social','task',wd('a','thu'),ctx=ctx(P("Hire a nanny","Redo the patio")),par='p1')
c('b',"the illustrator sent the spread for page 12, the fox looks brilliant",'systems','observation_insight',None,ctx=ctx(P("Publish the children's picture book","Service the car")),par='p1')
c('c',"exported every lead out of Pipedrive, deduping them next",'systems','task',None,ctx=ctx(P("Migrate to HubSpot","Knit a blanket for Ama")),par='p1')
c('d',"the midwife says to pack the hospital bag by week 36",'personal','task',None,ctx=ctx(P("Get ready for twins","Refinish the dining table")),par='p1')
c('e',"rosin, a spare A string and a folding stand",'personal','acquisition_disposition',None,ctx=ctx(P("Learn the cello","Sort the pension transfer")),par='p1')
c('f',"the gîte owner wants the balance paid by the 1st",'personal','transaction',nth('f',1),ctx=ctx(P("Summer holiday in Brittany","Hire a bookkeeper")),par='p1')
c('g',"need a dehumidifier and a tanking kit for the damp wall",'personal','acquisition_disposition',None,ctx=ctx(P("Basement conversion","Plan Kwame's stag")),par='p1')
c('l',"the trademark examiner queried our logo class",'systems','observation_insight',None,ctx=ctx(P("Rebrand Thimble & Fern","Sort the loft insulation")),par='p1')
c('k',"caterer wants the final guest count by monday, pandit confirmed for 7am",'social','task',wd('k','mon'),ctx=ctx(P("Arjun's thread ceremony","Change internet provider")),par='p1')
c('s',"the physio says no impact work for two more weeks",'personal','observation_insight',None,ctx=ctx(P("Recover from the ACL surgery","Write the grant report")),par='p1')
c('z',"the deck is missing unit economics, fix before the investor call",'systems','task',None,ctx=ctx(P("Raise a seed round","Visit Oma in Graz")),par='p1')
# look-alikes: a project in the context that the thought does not belong to
c('x',"Lucinda's van broke down on the motorway, she's fine",'social','observation_insight',None,['Lucinda'],ctx=ctx(P("Convert the van into a camper","Tidy the shed")))
c('a',"the neighbours' roof has a tarp on it again",'personal','observation_insight',None,ctx=ctx(P("Replace the roof","Book club wine night")))
c('b',"saw a film on honey fraud, wild stuff",'personal','learning_consumption',None,ctx=ctx(P("Start beekeeping","Team hackathon")))
c('c',"Haruto's thesis defence went well, really pleased for him",'social','emotion_state',None,['Haruto'],ctx=ctx(P("Finish my PhD thesis","Host the Burns night supper")))
c('d',"parking fine for the work car, pay it by the 20th",'systems','transaction',nth('d',20),ctx=ctx(P("Buy an electric car","Organise the photo albums")))
c('e',"Cosmo adopted a greyhound, so sweet",'social','observation_insight',None,['Cosmo'],ctx=ctx(P("Adopt a child","Repaint the fence")))

# ---- waits stated as a state
c('f',"council still hasn't replied about the dropped kerb",'personal','observation_insight',None,wait="council: reply about the dropped kerb")
c('g',"Idris hasn't answered yet on the lease renewal",'personal','observation_insight',None,['Idris'],wait="Idris: reply on the lease renewal")
c('l',"corner sofa's backordered until the 18th",'personal','acquisition_disposition',None,wait="store: corner sofa",exp=nth('l',18))
c('k',"Little Acorns has us waitlisted, they'll email us when a place frees up",'social','observation_insight',None,wait="Little Acorns: a nursery place")
c('s',"insurer is still 'reviewing' the hail claim, three weeks now",'personal','observation_insight',None,wait="insurer: hail claim decision")
c('z',"landlord was meant to fix the radiator, nothing yet",'personal','observation_insight',None,wait="landlord: radiator repair")
c('x',"the parcel from Mum is stuck in customs",'social','observation_insight',None,wait="parcel from Mum (customs)")
c('a',"my bloods got sent away, results take five working days",'personal','observation_insight',None,wait="blood test results")
c('b',"Femi was supposed to return the NDA signed, still nothing",'systems','observation_insight',None,['Femi'],wait="Femi: signed NDA")
c('c',"HR haven't replied re my parental leave",'systems','observation_insight',None,wait="HR: answer about parental leave")
c('d',"airline refund for the scrapped flight shows as pending",'personal','transaction',None,wait="airline: refund for the cancelled flight")
c('e',"planning decision on the extension is due the 30th",'personal','observation_insight',None,wait="council: planning decision on the extension",exp=nth('e',30))
c('f',"the repair shop has my laptop, ready thursday they reckon",'personal','observation_insight',None,wait="repair shop: laptop",exp=wd('f','thu'))
c('g',"tenant in the basement flat is two weeks late with rent",'systems','transaction',None,wait="tenant: rent")
c('l',"Corvid Labs said I'd hear by friday about the second interview",'systems','observation_insight',None,wait="Corvid Labs: second interview answer",exp=wd('l','fri'))
c('k',"Greta still has my tent from the festival",'social','observation_insight',None,['Greta'],wait="Greta: tent")
c('s',"passport renewal still says in progress on the website",'personal','observation_insight',None,wait="passport renewal")
c('z',"our offer on the flat is sitting with the vendor",'personal','observation_insight',None,wait="vendor: answer on our offer")
c('x',"the plumber's quote hasn't come through",'personal','observation_insight',None,wait="plumber: quote")
c('a',"Rafferty owes me $95 for the gig tickets",'social','transaction',None,['Rafferty'],wait="Rafferty: $95 for the concert tickets")
c('b',"supplier pushed the fabric delivery out to the 28th",'systems','observation_insight',None,wait="supplier: fabric delivery",exp=nth('b',28))
c('c',"nobody from IT has touched my ticket about the VPN",'systems','observation_insight',None,wait="IT: VPN ticket")
c('d',"the bank is still verifying my ID for the new account",'personal','observation_insight',None,wait="bank: ID check for the new account")
c('e',"Marisol hasn't confirmed whether she's coming to the reunion",'social','observation_insight',None,['Marisol'],wait="Marisol: whether she's coming to the reunion")
c('f',"annoyed the garage still has the car, no update on the gearbox",'personal','emotion_state',None,wait="garage: gearbox repair")
c('k',"asked the school for Zara's transfer certificate, they'll call when it's ready",'social','communication',None,['Zara'],wait="school: Zara's transfer certificate")
c('g',"editor has the manuscript, notes expected by month end",'systems','observation_insight',None,wait="editor: feedback on the manuscript",exp=eom('g'))
# waits next to a completion
c('l',"sent the venue its deposit, they still have to confirm our date",'social','transaction',None,ctx=ctx(t=T("Pay the venue deposit","Buy tea lights")),wait="venue: confirmation of the date",comp='t1')
c('s',"grant application is in, decision sometime in october",'systems','milestone_outcome',None,ctx=ctx(t=T("Submit the arts council grant application","Order business cards")),wait="arts council: grant decision",comp='t1')

# ---- completions stated as an outcome
c('z',"the deposit transfer went through",'personal','transaction',None,ctx=ctx(t=T("Transfer the deposit to the letting agent","Book a haircut")),comp='t1')
c('x',"all four Etsy orders shipped this morning",'systems','acquisition_disposition',None,ctx=ctx(t=T("Post the Etsy orders","Update the shop banner")),comp='t1')
c('a',"Brightloom is officially incorporated!",'systems','milestone_outcome',None,ctx=ctx(t=T("Register Brightloom with Companies House","Reply to the accountant")),comp='t1')
c('b',"going with Sunnyside for Ottilie, done deciding",'social','decision_commitment',None,['Ottilie'],ctx=ctx(t=T("Choose a daycare for Ottilie","Renew the library books")),comp='t1')
c('c',"new passport came in the post",'personal','milestone_outcome',None,ctx=ctx(t=T("Renew my passport","Defrost the freezer")),comp='t1')
c('d',"car sailed through the MOT with zero advisories",'personal','milestone_outcome',None,ctx=ctx(t=T("Get the car's MOT done","Order contact lenses")),comp='t1')
c('e',"no more drip from the bathroom tap",'personal','observation_insight',None,ctx=ctx(t=T("Fix the leaking bathroom tap","Call the vet")),comp='t1')
c('f',"rowing machine is gone, the guy paid cash",'personal','acquisition_disposition',None,ctx=ctx(t=T("Sell the rowing machine","Wrap the presents")),comp='t1')
c('g',"money for the faulty headphones is back on my card",'personal','transaction',None,ctx=ctx(t=T("Return the faulty headphones","Pick up stamps")),comp='t1')
c('l',"Quentin's signature is on the contract now",'systems','milestone_outcome',None,['Quentin'],ctx=ctx(t=T("Get the contract signed by Quentin","Book the team lunch")),comp='t1')
c('k',"parking permit is stuck on the windscreen, finally legal",'personal','milestone_outcome',None,ctx=ctx(t=T("Apply for the residents' parking permit","Clean the fish tank")),comp='t1')
c('s',"credit card balance is at zero",'personal','transaction',None,ctx=ctx(t=T("Pay off the credit card","Book the dog groomer")),comp='t1')
c('z',"the Q3 report is with the board",'systems','milestone_outcome',None,ctx=ctx(t=T("Finish the Q3 report","Order the new monitor")),comp='t1')
c('x',"pricing post is live on the blog",'systems','milestone_outcome',None,ctx=ctx(t=T("Publish the blog post on pricing","Chase the printer")),comp='t1')
c('a',"hallway will be sage green, final answer",'personal','decision_commitment',None,ctx=ctx(t=T("Pick a colour for the hallway","Book the chimney sweep")),comp='t1')
c('b',"gutter's back up, no more waterfall by the door",'personal','observation_insight',None,ctx=ctx(t=T("Get the gutter rehung","Buy bin bags")),comp='t1')
c('c',"Mbali has a spot in the beginners' swim class",'social','milestone_outcome',None,['Mbali'],ctx=ctx(t=T("Enrol Mbali in swimming lessons","Renew the gym membership")),comp='t1')
c('d',"the quote for Haverly Dental is in their inbox",'systems','communication',None,ctx=ctx(t=T("Send Haverly Dental the quote","Update my CV")),comp='t1')
c('e',"visa stamped, we're good to travel",'personal','milestone_outcome',None,ctx=ctx(t=T("Get the Schengen visa sorted","Water the plants")),comp='t1')
c('f',"tax return accepted by the IRS",'personal','milestone_outcome',None,ctx=ctx(t=T("File the tax return","Fix the bike light")),comp='t1')
c('g',"Nikos has his drill back",'social','acquisition_disposition',None,['Nikos'],ctx=ctx(t=T("Return Nikos's drill","Buy printer paper")),comp='t1')
c('l',"spare room's empty at last, the charity van took the lot",'personal','acquisition_disposition',None,ctx=ctx(t=T("Clear out the spare room","Call the GP")),comp='t1')
c('k',"Amma's birthday cake is in the fridge, ready for tomorrow",'social','task',None,ctx=ctx(t=T("Bake Amma's birthday cake","Pay the maid")),comp='t1')
c('x',"the onboarding doc is shared with the new starters",'systems','communication',None,ctx=ctx(t=T("Share the onboarding doc with the new starters","Clean the whiteboard")),comp='t1')
# partial progress and follow-ups that complete nothing
c('a',"halfway through the budget spreadsheet, the formulas can wait",'systems','task',None,ctx=ctx(t=T("Finish the budget spreadsheet","Email Pradeep")),)
c('s',"listed the kayak, three watchers so far",'personal','acquisition_disposition',None,ctx=ctx(t=T("Sell the kayak","Book the electrician")))
c('z',"rang the tiler again, still no start date",'personal','communication',None,ctx=ctx(t=T("Get a start date from the tiler","Buy grout")),wait="tiler: start date")

# ---- look-alike open tasks that the thought does not complete
c('b',"the electricity bill came, $143",'personal','transaction',None,ctx=ctx(t=T("Pay the water bill","Book Leon's eye test")))
c('c',"Kazimir emailed me the budget numbers",'systems','communication',None,['Kazimir'],ctx=ctx(t=T("Email Kazimir the slides","Order toner")))
c('d',"booked my own dentist check-up for the 21st",'personal','task',nth('d',21),ctx=ctx(t=T("Book Tariq's dentist appointment","Pay the nursery")))
c('e',"got a card for Xiomara's leaving do",'systems','acquisition_disposition',None,['Xiomara'],ctx=ctx(t=T("Buy a birthday card for Ulla","Print the agenda")))
c('f',"renewed the home insurance, £20 cheaper than last year",'personal','transaction',None,ctx=ctx(t=T("Renew the car insurance","Sweep the patio")))
c('g',"missed a call from Pradeep about the rota",'systems','communication',None,['Pradeep'],ctx=ctx(t=T("Call Pradeep about the rota","Buy milk")))
c('l',"Seraphina sent her bank details for the gift kitty",'social','communication',None,['Seraphina'],ctx=ctx(t=T("Send Seraphina my share of the gift","Defrost the chicken")))
c('k',"cleaned the car inside, the outside can wait",'personal','task',None,ctx=ctx(t=T("Wash the car outside","Top up the metro card")))
# gratitude and news about a person that complete no task
c('s',"Idris and Femke got engaged!!",'social','milestone_outcome',None,['Idris','Femke'],ctx=ctx(t=T("Return Idris's ladder","Book the boiler service")))
c('z',"so thankful Winnie drove me to A&E last night",'social','emotion_state',None,['Winnie'],ctx=ctx(t=T("Send Winnie the lasagne recipe","Renew the TV licence")))
c('x',"Yannick's back from Peru, looks really well",'social','observation_insight',None,['Yannick'],ctx=ctx(t=T("Ask Yannick about the spare keys","Get a flu jab")))
c('a',"Leontine says thanks for the birthday flowers",'social','communication',None,['Leontine'],ctx=ctx(t=T("Pay Leontine back for the theatre tickets","Descale the kettle")))
c('b',"Delphine's baby arrived, a girl",'social','milestone_outcome',None,['Delphine'],ctx=ctx(t=T("Get a reference letter from Delphine","Oil the hinges")))
c('c',"Emeka fixed the flaky test on his own, what a star",'systems','observation_insight',None,['Emeka'],ctx=ctx(t=T("Review Emeka's pull request","Order team hoodies")))
c('d',"the dry cleaner's is closing down next month, sad",'personal','observation_insight',None,ctx=ctx(t=T("Collect the suit from the dry cleaner's","Pay the phone bill")))
c('e',"Gustavo loved his card, bless him",'social','observation_insight',None,['Gustavo'],ctx=ctx(t=T("Book a table for Gustavo's birthday","Trim the hedge")))
c('f',"huge thanks to Tobiah for covering my shift last night",'systems','emotion_state',None,['Tobiah'],ctx=ctx(t=T("Swap shifts with Tobiah in December","Clean the microwave")))
c('g',"Aoife got a place at medical school, over the moon for her",'social','emotion_state',None,['Aoife'],ctx=ctx(t=T("Send Aoife the flat listings","Buy light bulbs")))

# ---- normal mix
# task
c('l',"unblock the garage guttering ahead of this weekend's storm",'personal','task',sat('l'))
c('k',"take the grey suit to the tailor thursday",'personal','task',wd('k','thu'))
c('s',"prep the induction slides for the new cohort by friday",'systems','task',wd('s','fri'))
c('x',"get the christmas lights down from the attic",'personal','task',None)
# reminder_intention
c('z',"washing needs the dryer, ping me at 5",'personal','reminder_intention',rel('z',0,'17:00'))
c('a',"Hyacinth's citizenship ceremony is the 17th, don't let me miss it",'social','reminder_intention',nth('a',17),['Hyacinth'])
c('b',"nudge me tomorrow 9am about the payroll cutoff",'systems','reminder_intention',rel('b',1,'09:00'))
c('c',"tuesday night the recycling has to go out, remind me",'personal','reminder_intention',wd('c','tue','20:00'))
c('d',"reminder: Igor's flight details, check them the night before",'social','reminder_intention',None,['Igor'])
# communication
c('e',"ring Auntie Mbeki sunday after church",'social','communication',wd('e','sun'),['Mbeki'])
c('f',"message the tenants about the water shut-off on wednesday",'systems','communication',wd('f','wed'))
c('g',"write back to Professor Albescu about the reading list",'systems','communication',None,['Albescu'])
c('l',"voice note Jolene about the camping weekend",'social','communication',None,['Jolene'])
c('k',"called the gas agency, cylinder comes tomorrow",'personal','communication',None,wait="gas agency: cylinder",exp=rel('k',1))
# transaction
c('s',"split the Airbnb with Tariq, I owe him $340",'social','transaction',None,['Tariq'])
c('z',"invoice Oberhaus Bau for the March drawings",'systems','transaction',None)
c('x',"paid $62 for Cosmo's school trip",'social','transaction',None,['Cosmo'])
c('a',"studio rent, $1,100, is taken on the 1st",'systems','transaction',nth('a',1))
c('b',"chip in $25 for Winona's farewell gift",'systems','transaction',None,['Winona'])
# acquisition_disposition
c('c',"wipers are smearing, need new blades before the snow",'personal','acquisition_disposition',None)
c('d',"offer the Okafors next door our outgrown bunk beds",'social','acquisition_disposition',None)
c('e',"order 500 compostable bags for the farm-shop stall",'systems','acquisition_disposition',None)
c('f',"found a secondhand double buggy for $80",'social','acquisition_disposition',None)
c('g',"donate the treadmill, it's just a clothes rack now",'personal','acquisition_disposition',None)
# project
c('l',"make the box room an office: desk, shelving, better lighting",'personal','project',None)
c('k',"organise Nani's 80th: hall, caterers, a slideshow",'social','project',None)
c('s',"build a client referral scheme: rewards, tracking, launch email",'systems','project',None)
c('z',"set the garden up for chickens - coop, run, fox-proof fencing",'personal','project',None)
c('x',"neighbourhood toy swap in january: venue, flyers, volunteers",'social','project',None)
c('a',"move the books to a new accounting package: pick one, migrate, train Ulla",'systems','project',None,['Ulla'])
# routine_activity
c('b',"evening stretch and foam rolling done",'personal','routine_activity',None)
c('c',"fed the sourdough starter, my saturday ritual",'personal','routine_activity',None)
c('d',"stand-up moves to 9:15 every day from now on",'systems','routine_activity',OMIT)
c('e',"Sunday roast at Gran's this weekend, as usual",'social','routine_activity',wd('e','sun'))
c('f',"did the monthly bank reconciliation for the studio",'systems','routine_activity',None)
c('k',"evening walk round the colony with Papa",'social','routine_activity',None)
# contact
c('g',"Laszlo moved, he's at 14 Birch Row, Apt 3",'social','contact',None,['Laszlo'])
c('l',"our boiler engineer is Dev Mistry, 07700 900412",'personal','contact',None,['Dev Mistry'])
c('s',"accounts payable at Corrimal Freight is Janelle Park, ap@corrimal.example",'systems','contact',None,['Janelle Park'])
c('z',"Zoltan doesn't eat meat and can't stand mushrooms",'social','contact',None,['Zoltan'])
c('x',"the dog walker Kiri, 310 555 0182",'personal','contact',None,['Kiri'])
c('a',"recruiter at Halcyon Partners: Mireya Santos, mireya@halcyon.example",'systems','contact',None,['Mireya Santos'])
# decision_commitment
c('b',"I'm saying no to the weekend shifts from now on",'systems','decision_commitment',None)
c('c',"decided Ama can have a phone when she turns 12",'social','decision_commitment',None,['Ama'])
c('d',"no more browsing shops online after 10pm",'personal','decision_commitment',None)
c('e',"told Priyanka I'll run the quiz at her fundraiser",'social','decision_commitment',None,['Priyanka'])
c('g',"we'll hang on to the old hatchback another year",'personal','decision_commitment',None)
# learning_consumption
c('l',"watching the Kafka talk from the conference tonight",'systems','learning_consumption',tonight('l'))
c('k',"reading a partition novel, slow but gripping",'personal','learning_consumption',None)
c('s',"enrol on the wine course, first session tuesday 6:30pm",'personal','learning_consumption',wd('s','tue','18:30'))
c('z',"finished the statistics refresher course",'systems','learning_consumption',None)
c('x',"halfway through a podcast on raising teenagers",'social','learning_consumption',None)
# milestone_outcome
c('a',"Bartek walked across the room on his own!",'social','milestone_outcome',None,['Bartek'])
c('b',"crossed 1,000 paying customers today",'systems','milestone_outcome',None)
c('c',"ran a full 5k without stopping, a first",'personal','milestone_outcome',None)
# observation_insight
c('d',"the tomatoes split whenever I water late",'personal','observation_insight',None)
c('e',"Florian gets grumpy when he skips lunch",'social','observation_insight',None,['Florian'])
c('f',"support queue is always worst on monday mornings",'systems','observation_insight',None)
# emotion_state
c('g',"nervous about the salary talk thursday",'systems','emotion_state',None)
c('l',"feeling flat and tired today",'personal','emotion_state',None)
c('k',"so proud of Ishaan for speaking at assembly",'social','emotion_state',None,['Ishaan'])
c('s',"anxious about Dad's scan results",'social','emotion_state',None)
# priorities
c('z',"urgent: the server certificate expires tonight, renew it",'systems','task',rel('z',0,'20:00'),prio='urgent')
c('x',"no rush, sort the photo backups",'personal','task',None,prio='low')
c('a',"high priority: get the safeguarding form to the school",'social','task',None,prio='high')

if __name__ == "__main__":
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 9, cases)
