# Writes thoughts-fresh-23.jsonl: a twenty-third fresh labelled set (issue 10, ids f23…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice: a freelance sound engineer
# in Dublin (Europe/Dublin) with a partner (Cathal), a toddler in crèche (Éabha), a sister (Clodagh), "Mam" (a
# relation word), a van, a landlord (Dunphy), clients (a band, a podcast company, theatres, festivals) and a studio
# build. Irish English: "grand", "the craic", "messages" for groceries, "yoke", "gaff", "sparks", "the lads", euro.
# His clients, invoices, gear and the studio build are systems; Cathal, Éabha, the crèche, Mam and Clodagh social;
# the flat, the van, his own health and money personal.
# Weighted to waiting-for, completes and parent, with open tasks and projects in most contexts:
# - waits stated as states or questions ("still no word from…", "ball's in their court", "parked until…",
#   "chased … again", "whenever X gets round to it", "pending approval from…"), written "who: what";
# - look-alikes that await nothing (the user owes, a thing already came, someone else's wait, "can't wait");
# - completions stated as outcomes without the task's verb ("sorted", "sent off", "squared away", "ticked off"),
#   beside look-alike open tasks, partial progress, and thanks or news that complete nothing;
# - thoughts that belong to an open project by subject with no shared word, and look-alikes that belong to none.
# A wait stated as a state is an observation, money awaited a transaction, a stated feeling an emotion, the user's own
# act (rang, emailed, chased) its own type. It also writes the split by sha1 of the text, fixed before the first
# scoring: thoughts-fresh-23-read.jsonl (misses may be read) and thoughts-fresh-23-held.jsonl (totals only).
# Run: python3 eval-fresh/author_23.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, ctx, T, P, C, OMIT
use({
 'a':("2026-01-20T08:10:00","Europe/Dublin"),   # Tue
 'b':("2026-03-06T17:30:00","Europe/Dublin"),   # Fri
 'c':("2026-04-13T10:05:00","Europe/Dublin"),   # Mon
 'd':("2026-06-20T11:40:00","Europe/Dublin"),   # Sat
 'e':("2026-08-05T21:20:00","Europe/Dublin"),   # Wed
 'f':("2026-09-17T14:15:00","Europe/Dublin"),   # Thu
 'g':("2026-11-08T09:50:00","Europe/Dublin"),   # Sun
 'h':("2026-12-10T19:05:00","Europe/Dublin"),   # Thu
}, {'a':'tue','b':'fri','c':'mon','d':'sat','e':'wed','f':'thu','g':'sun','h':'thu'})
cases=[]
c=labeller(cases)
STUDIO="Build the recording studio in Smithfield"
ALBUM="Mix and master the Lantern Bay album"
BDAY="Cathal's 40th weekend in Galway"
MOVE="Move to a bigger gaff before Christmas"
def PP(*names): return P(*names)

# ---- waits stated as states, on offices, trades, the landlord, couriers and people
c('a',"not a word out of the council yet on the residents' permit for the van",'personal','observation_insight',wait="council: residents' parking permit for the van")
c('b',"ball's in Dunphy's court on the back bedroom damp",'personal','observation_insight',ents=['Dunphy'],ctx=ctx(t=T("Send Dunphy photos of the damp","Buy bin bags")),wait="Dunphy: fix for the damp in the back bedroom")
c('c',"shower's parked until the landlord replies, no point getting a plumber in myself",'personal','observation_insight',ctx=ctx(t=T("Get the shower pressure fixed","Top up the Leap card")),wait="landlord: reply about the shower")
c('d',"chased the council again over the dead streetlight outside, nada",'personal','communication',wait="council: repair of the streetlight outside")
c('e',"mastering for Donnacha's EP happens whenever Priya gets round to it",'systems','observation_insight',ents=['Donnacha','Priya'],wait="Priya: mastering of Donnacha's EP")
c('f',"pending approval from the Arts Council on the bursary, they decide on the 30th",'systems','observation_insight',wait="Arts Council: bursary decision",exp=nth('f',30))
c('g',"Revenue still have my refund, six weeks and counting",'personal','transaction',wait="Revenue: tax refund")
c('h',"any sign of the deposit from the Olympia for the panto run?",'systems','transaction',wait="Olympia: deposit for the panto run")
c('a',"crèche haven't confirmed Éabha's extra wednesday yet",'social','observation_insight',ents=['Éabha'],ctx=ctx(t=T("Set up the crèche direct debit","Buy Éabha wellies")),wait="crèche: confirmation of Éabha's extra Wednesday")
c('b',"garage have the van since tuesday and not a peep out of them",'personal','observation_insight',wait="garage: van repair")
c('c',"Thomann parcel with the preamps is caught in customs, DHL reckons thursday",'systems','observation_insight',wait="DHL: Thomann parcel with the preamps",exp=wd('c','thu'))
c('d',"is Diarmuid ever going to send over his price for the wiring??",'systems','observation_insight',ents=['Diarmuid'],ctx=ctx(PP(STUDIO,BDAY)),wait="Diarmuid: quote for the wiring",par='p1')
c('e',"the radio ad's on hold until the agency comes back with a new script",'systems','observation_insight',wait="agency: new script for the radio ad")
c('f',"Cathal's meant to be sorting the car insurance, no sign of it",'personal','observation_insight',ents=['Cathal'],wait="Cathal: car insurance renewal")
c('g',"the Fennel Sisters still owe me for the two tracking days in october",'systems','transaction',wait="Fennel Sisters: payment for two tracking days")
c('h',"Clodagh has had my good stepladder since the summer",'social','observation_insight',ents=['Clodagh'],wait="Clodagh: stepladder")
c('a',"Éabha's passport: with the passport office since before christmas",'social','observation_insight',ents=['Éabha'],wait="passport office: Éabha's passport")
c('b',"ESB still haven't energised the supply at the new place in Smithfield",'systems','observation_insight',ctx=ctx(PP(STUDIO,MOVE)),wait="ESB: power connection",par='p1')
c('c',"whenever the letting agent rings back we'll know if the Phibsboro two-bed is ours",'personal','observation_insight',ctx=ctx(PP(MOVE,ALBUM)),wait="letting agent: answer on the Phibsboro two-bed",par='p1')
c('d',"nothing back from the insurers on the stolen mic claim, three weeks",'systems','observation_insight',ctx=ctx(t=T("Replace the stolen Shure mics","Send the Olympia the cue list")),wait="insurer: stolen mic claim")
c('e',"Aer Lingus: Berlin refund 'being processed', apparently 🙄",'personal','transaction',wait="Aer Lingus: refund for the Berlin flights")
c('f',"the Bord Gáis fella was meant to call out about the boiler, still no show",'personal','observation_insight',ctx=ctx(t=T("Bleed the radiators","Pay the gas bill")),wait="Bord Gáis: boiler visit")
c('g',"Mam's scan results are back friday according to the hospital",'social','observation_insight',wait="hospital: Mam's scan results",exp=wd('g','fri'))
c('h',"invoice 114 to Hollow Hours Media, overdue three weeks now",'systems','transaction',ctx=ctx(t=T("Invoice Hollow Hours for the December episodes","Back up the session drives")),wait="Hollow Hours Media: payment of invoice 114")
c('a',"credit union decide on the van loan by the 30th",'personal','transaction',wait="credit union: van loan decision",exp=nth('a',30))
c('b',"did the crèche ever reply about the fees going up in april?",'social','observation_insight',wait="crèche: answer about the fee increase")
c('c',"Mairéad has the cut and we're locked till she signs it off",'systems','observation_insight',ents=['Mairéad'],wait="Mairéad: sign-off on the cut")
c('d',"An Post tracking on the new telly remote hasn't budged in four days",'personal','observation_insight',wait="An Post: telly remote (delivery)")
c('e',"RECI inspector yet to cert the wiring in the live room",'systems','observation_insight',ctx=ctx(PP(STUDIO,MOVE)),wait="RECI inspector: cert for the live-room wiring",par='p1')
c('f',"Priya: mixdown notes on episode 9, still with her",'systems','observation_insight',ents=['Priya'],wait="Priya: mixdown notes on episode 9")
c('g',"landlord says he's 'on it' with the bathroom mould, heard that one before",'personal','observation_insight',wait="landlord: mould in the bathroom")
c('h',"Donnacha says the stems are coming tomorrow morning first thing",'systems','observation_insight',ents=['Donnacha'],wait="Donnacha: stems",exp=rel('h',1))
c('a',"will Revenue ever answer my query on the VAT registration",'systems','observation_insight',wait="Revenue: answer on the VAT registration")
c('b',"still nothing back from the college re Cathal's place on the night course",'social','observation_insight',ents=['Cathal'],wait="college: Cathal's place on the night course")
c('c',"Hayes Music have my Telecaster in for a setup, ready wednesday they said",'personal','observation_insight',wait="Hayes Music: Telecaster setup",exp=wd('c','wed'))
c('d',"the Electric Picnic contract is with their production manager for approval",'systems','observation_insight',wait="Electric Picnic production manager: approval of the contract")
c('e',"sick to death of waiting for Dunphy to fix the back door lock",'personal','emotion_state',ents=['Dunphy'],wait="Dunphy: back door lock")
c('f',"emailed the venue re load-in times, they'll come back monday",'systems','communication',wait="venue: load-in times",exp=wd('f','mon'))
c('g',"rang the crèche, they'll let us know about the january hours once the board meets",'social','communication',wait="crèche: January hours")
c('h',"the boiler man swears he'll be out this week, I'll believe that when he's on the doorstep",'personal','observation_insight',wait="boiler man: boiler visit")
c('a',"money for the Whelan's gig hasn't hit the account",'systems','transaction',wait="Whelan's: payment for the gig")
c('b',"the council are 'reviewing' our complaint about the bins in the lane",'personal','observation_insight',wait="council: complaint about the bins in the lane")
c('c',"Mark from the agency is to revert on the day rate",'systems','observation_insight',ents=['Mark'],wait="Mark: day rate")
c('h',"whenever Senan hands back the DI box I can finish the Christmas jingle",'systems','observation_insight',ents=['Senan'],wait="Senan: DI box")
c('d',"the bursary money is sanctioned but the Arts Council haven't released it",'systems','transaction',wait="Arts Council: bursary payment")
c('e',"Clodagh was supposed to drop back the travel cot, no sign",'social','observation_insight',ents=['Clodagh'],ctx=ctx(t=T("Book the B&B in Kinsale","Buy Éabha a sun hat")),wait="Clodagh: travel cot")
c('f',"the builder's waiting on the acoustic glass, so the control room window is stalled",'systems','observation_insight',ctx=ctx(PP(STUDIO,BDAY)),wait="supplier: acoustic glass for the control room window",par='p1')
c('g',"parcel from Éabha's godmother is somewhere between Boston and Dublin",'social','observation_insight',ents=['Éabha'],wait="parcel from Éabha's godmother (delivery)")
c('a',"Citizens Information said the childcare subsidy takes 6-8 weeks to come through",'social','transaction',wait="childcare subsidy")
c('c',"the band's manager has gone awol on the mastering budget",'systems','observation_insight',ctx=ctx(PP(ALBUM,MOVE)),wait="band's manager: mastering budget",par='p1')

# ---- look-alikes that await nothing
c('b',"Priya's been on at me since monday for the podcast edit, must get it done tonight",'systems','task',tonight('b'),['Priya'])
c('c',"I still owe Dunphy half the april rent",'personal','transaction',ents=['Dunphy'])
c('d',"the preamps arrived at last, DHL left them with the neighbour",'systems','acquisition_disposition')
c('e',"poor Clodagh is still in limbo with her Canadian visa",'social','observation_insight',ents=['Clodagh'])
c('f',"cannot wait for the craic at the Clare wedding",'social','emotion_state')
c('g',"post office queue was out the door so I gave up",'personal','observation_insight')
c('h',"I'll hold off on new monitors till the January sales",'systems','decision_commitment')
c('a',"Éabha waiting for her turn on the slide like a little saint 😂",'social','observation_insight',ents=['Éabha'])
c('b',"Aer Lingus money finally in, €312",'personal','transaction')
c('c',"council fixed the pothole on our road, only took them four months",'personal','observation_insight')
c('d',"accountant needs my receipts before she can file, drop them in monday",'systems','task',wd('d','mon'))
c('e',"Mairéad is waiting on the picture team for the grade, not my circus",'systems','observation_insight',ents=['Mairéad'])

# ---- completions stated as outcomes, without the task's verb
c('a',"the boiler's sorted, hot water's back 🙌",'personal','task',ctx=ctx(t=T("Get someone out to fix the boiler","Buy nappies")),comp='t1')
c('b',"Form 11 sent off to Revenue this morning, the relief",'personal','task',ctx=ctx(t=T("File my Form 11","Hoover the van")),comp='t1')
c('c',"that's the visa squared away for the Toronto tour",'systems','task',ctx=ctx(t=T("Apply for the work visa for the Toronto tour","Restring the bass")),comp='t1')
c('d',"van NCT ticked off, passed first go",'personal','task',ctx=ctx(t=T("Get the van through the NCT","Wash the van")),comp='t1')
c('e',"crèche fees are going out by direct debit from now on",'social','transaction',ctx=ctx(t=T("Arrange the crèche payments","Buy Éabha new shoes")),comp='t1')
c('f',"Lantern Bay mixes are with the label, job done",'systems','task',ctx=ctx(PP(ALBUM,MOVE),T(("Deliver the final mixes to the label","p1"),("Chase the drummer for his invoice","p1"))),comp='t1',par='p1')
c('g',"Cathal's present is wrapped and stashed under the van seat",'social','task',ents=['Cathal'],ctx=ctx(t=T("Get Cathal a birthday present","Book the van service")),comp='t1')
c('h',"the messages are in, fridge is full for the weekend",'personal','acquisition_disposition',ctx=ctx(t=T("Do the big shop","Hoover the stairs")),comp='t1')
c('a',"Éabha's jabs all done, she was a champ",'social','task',ents=['Éabha'],ctx=ctx(t=T("Bring Éabha for her vaccinations","Buy a birthday card for Mam")),comp='t1')
c('b',"the Mackie's gone, lad from Drogheda took it for €200",'systems','acquisition_disposition',ctx=ctx(t=T("Sell the old Mackie desk","Clean the studio headphones")),comp='t1')
c('c',"rent's gone through for april",'personal','transaction',ctx=ctx(t=T("Pay the April rent","Ring the landlord about the mould")),comp='t1')
c('d',"van's insured for another year, cheaper than last time too",'personal','task',ctx=ctx(t=T("Renew the van insurance","Get a new wiper blade")),comp='t1')
c('e',"VAT return is in for the quarter",'systems','task',ctx=ctx(t=T("Submit the Q2 VAT return","Order gaffer tape")),comp='t1')
c('f',"gutter's grand now, no more waterfall over the front door",'personal','task',ctx=ctx(t=T("Clear the blocked gutter","Buy firelighters")),comp='t1')
c('g',"the Abbey contract's signed on both sides, we're on",'systems','task',ctx=ctx(t=T("Sign the Abbey contract","Update the website showreel")),comp='t1')
c('h',"that's episode 12 out the door to Hollow Hours",'systems','task',ctx=ctx(t=T("Deliver episode 12 to Hollow Hours Media","Order a new SSD")),comp='t1')
c('a',"invoice for the Olympia run went out first thing",'systems','transaction',ctx=ctx(t=T("Invoice the Olympia for the panto","Buy a new XLR cable")),comp='t1')
c('b',"Mam's birthday flowers landed, she rang me in tears",'social','acquisition_disposition',ctx=ctx(t=T("Order flowers for Mam's birthday","Call the crèche about Easter")),comp='t1')
c('c',"box room's cleared, ready for the big-girl bed",'personal','task',ctx=ctx(t=T("Empty out the box room","Fix the hall light")),comp='t1')
c('d',"passport photos for Éabha, done and dusted",'social','task',ents=['Éabha'],ctx=ctx(t=T("Get passport photos taken for Éabha","Renew the TV licence")),comp='t1')
c('e',"van's driving again, new clutch and all",'personal','task',ctx=ctx(t=T("Get the clutch fixed on the van","Buy a phone holder for the van")),comp='t1')
c('f',"the heavy door to the live room is hung, 80kg of it",'systems','task',ctx=ctx(PP(STUDIO,BDAY),T(("Fit the soundproof door","p1"),("Order bass traps","p1"))),comp='t1',par='p1')
c('g',"Diarmuid's paid in full for the electrics",'systems','transaction',ents=['Diarmuid'],ctx=ctx(PP(STUDIO,MOVE),T(("Settle up with Diarmuid for the wiring","p1"),("Buy cable trays","p1"))),comp='t1',par='p1')
c('h',"we're with Panda for the bins from next week",'personal','task',ctx=ctx(t=T("Switch bin company","Descale the kettle")),comp='t1')
c('a',"Cathal's airport run is covered, Clodagh's doing it",'social','task',ents=['Cathal','Clodagh'],ctx=ctx(t=T("Sort a lift to the airport for Cathal","Buy Clodagh a thank-you card")),comp='t1')
c('b',"privacy notice is on the site now, ticked off",'systems','task',ctx=ctx(t=T("Add a privacy notice to the site","Print business cards")),comp='t1')
c('c',"two nights in Salthill confirmed, sea view no less",'social','task',ctx=ctx(PP(BDAY,ALBUM),T(("Book a B&B for the weekend","p1"),("Find a trad session for the Saturday","p1"))),comp='t1',par='p1')
c('d',"crèche enrolment form is back in their hands",'social','task',ctx=ctx(t=T("Return the crèche enrolment form","Buy suncream")),comp='t1')
c('e',"tax clearance cert came through from Revenue",'systems','task',ctx=ctx(t=T("Get a tax clearance cert for the bursary application","Clean the mic stands")),comp='t1')
c('f',"the cot is up and Éabha actually slept in it",'social','task',ents=['Éabha'],ctx=ctx(t=T("Assemble the new cot","Book Éabha's haircut")),comp='t1')
c('g',"hired PA is back with Sound Hire, deposit refunded",'systems','acquisition_disposition',ctx=ctx(t=T("Return the hired PA","Send the setlist to the band")),comp='t1')
c('h',"tetanus shot done, arm's in bits",'personal','task',ctx=ctx(t=T("Get a tetanus booster","Ring Mam")),comp='t1')
c('a',"the small one's winter coat is sorted, Penneys had one in her size",'social','acquisition_disposition',ctx=ctx(t=T("Buy Éabha a winter coat","Book the van service")),comp='t1')
c('b',"quote's accepted, now Diarmuid just has to give us a start date",'systems','task',ents=['Diarmuid'],ctx=ctx(PP(STUDIO,MOVE),T(("Accept the sparks' quote","p1"),("Order acoustic panels","p1"))),wait="Diarmuid: start date for the wiring",comp='t1',par='p1')
c('c',"that drip under the sink is history",'personal','task',ctx=ctx(t=T("Fix the leak under the kitchen sink","Buy fairy liquid")),comp='t1')
c('d',"Éabha's room got its second coat, smells of paint but grand",'social','task',ents=['Éabha'],ctx=ctx(t=T("Paint Éabha's bedroom","Pick up the dry cleaning")),comp='t1')
c('e',"old sofa is gone to the Vincent de Paul",'personal','acquisition_disposition',ctx=ctx(t=T("Get rid of the old sofa","Buy a hall rug")),comp='t1')
c('f',"the wedding gig deposit is in, €400",'systems','transaction',ctx=ctx(t=T("Chase the deposit for the Clare wedding gig","Order new earplugs")),comp='t1')
c('g',"the Galway trad band are on for the saturday night",'social','communication',ctx=ctx(PP(BDAY,STUDIO),T(("Ask the trad band to play the Saturday night","p1"),("Order the cake","p1"))),comp='t1',par='p1')
c('h',"christmas cards are all in the post box",'social','task',ctx=ctx(t=T("Post the Christmas cards","Wrap Éabha's presents")),comp='t1')
c('a',"new tyres on the van, finally",'personal','task',ctx=ctx(t=T("Get the van's front tyres replaced","Clean out the van")),comp='t1')
c('e',"Dolby Atmos course: certificate in hand",'systems','learning_consumption',ctx=ctx(t=T("Finish the Dolby Atmos course","Service the van")),comp='t1')

# ---- look-alike open tasks, partial progress, and thanks or news that complete nothing
c('b',"boiler man's been and gone and the yoke is still making that noise",'personal','observation_insight',ctx=ctx(t=T("Get the boiler fixed","Buy a hot water bottle")))
c('c',"still haven't sent off the Form 11, the deadline is haunting me",'personal','emotion_state',ctx=ctx(t=T("File my Form 11","Hoover the van")))
c('d',"Clodagh minded Éabha all afternoon, absolute legend",'social','observation_insight',ents=['Clodagh','Éabha'],ctx=ctx(t=T("Buy Clodagh a thank-you card","Book Éabha's swimming")))
c('e',"Priya finished her masters, I'm so proud",'social','emotion_state',ents=['Priya'],ctx=ctx(t=T("Get Priya a graduation card","Send Priya the episode 9 notes")))
c('f',"half the bass traps are up, other half tomorrow",'systems','task',ctx=ctx(PP(STUDIO,BDAY),T(("Hang the bass traps","p1"),("Buy a rug for the live room","p1"))),par='p1')
c('g',"rang the garage, the clutch part still isn't in",'personal','communication',ctx=ctx(t=T("Get the clutch fixed on the van","Buy de-icer")),wait="garage: clutch part")
c('h',"the Abbey sent the contract over, need to read it tonight",'systems','task',tonight('h'),ctx=ctx(t=T("Sign the Abbey contract","Back up the laptop")))
c('a',"Cathal's boss finally gave him the raise",'social','observation_insight',ents=['Cathal'],ctx=ctx(t=T("Book dinner out with Cathal","Buy Éabha wellies")))
c('b',"rent's due monday, need to move money over",'personal','transaction',wd('b','mon'),ctx=ctx(t=T("Pay the March rent","Fix the hall light")))
c('c',"looked at three vans on DoneDeal, none worth the money",'personal','acquisition_disposition',ctx=ctx(t=T("Find a replacement van","Top up the Leap card")))
c('d',"thanked Diarmuid for staying late on the wiring",'systems','communication',ents=['Diarmuid'],ctx=ctx(t=T("Pay Diarmuid for the electrics","Buy cable ties")))
c('e',"Éabha's vaccines are booked for next tuesday, 10am",'social','task',wd('e','tue','10:00'),ents=['Éabha'],ctx=ctx(t=T("Bring Éabha for her vaccinations","Get the van washed")))
c('f',"passport photos of Éabha came out desperate, redoing them saturday",'social','task',sat('f'),ents=['Éabha'],ctx=ctx(t=T("Get passport photos taken for Éabha","Buy a birthday card for Mam")))
c('g',"not a hope the VAT return is in by friday, receipts everywhere",'systems','observation_insight',ctx=ctx(t=T("Submit the VAT return","Order new strings")))
c('h',"DoneDeal ad for the Mackie is up, two messages already",'systems','acquisition_disposition',ctx=ctx(t=T("Sell the old Mackie desk","Clean the studio headphones")))
c('a',"Mam loved the card, she rang to say",'social','observation_insight',ctx=ctx(t=T("Order flowers for Mam's birthday","Ring the bank")))
c('b',"measured the box room for the bed, it'll just about fit",'personal','task',ctx=ctx(t=T("Assemble Éabha's new bed","Renew the TV licence")))
c('c',"Clodagh got the job in Cork!! delighted for her",'social','milestone_outcome',ents=['Clodagh'],ctx=ctx(t=T("Ring Clodagh about Easter","Buy a present for Mam")))
c('d',"gutter's still overflowing after the rain, the fella did nothing",'personal','observation_insight',ctx=ctx(t=T("Clear the blocked gutter","Buy firelighters")))
c('e',"two tyre quotes back, both mad money",'personal','observation_insight',ctx=ctx(t=T("Get the van's front tyres replaced","Clean out the van")))
c('f',"the visa forms are printed, still need the employer letter",'systems','task',ctx=ctx(t=T("Apply for the work visa for the Toronto tour","Restring the bass")))
c('g',"the lads from Lantern Bay said thanks for the mixes, sound",'systems','observation_insight',ctx=ctx(t=T("Send Lantern Bay the invoice for mixing","Archive the sessions")))
c('h',"Christmas cards bought, writing them is another day's work",'social','acquisition_disposition',ctx=ctx(t=T("Post the Christmas cards","Wrap Éabha's presents")))
c('a',"the cot's still in its box in the hall",'social','observation_insight',ctx=ctx(t=T("Assemble the new cot","Ring the crèche")))
c('c',"crèche enrolment form is filled in, just need Cathal to sign it",'social','task',ents=['Cathal'],ctx=ctx(t=T("Return the crèche enrolment form","Buy suncream")),wait="Cathal: signature on the crèche enrolment form")

# ---- thoughts that belong to an open project by subject, with no shared word
c('b',"the acoustician says the live room needs a floating floor",'systems','observation_insight',ctx=ctx(PP(STUDIO,BDAY)),par='p1')
c('c',"20 rockwool slabs for the vocal booth, click and collect in Chadwicks",'systems','acquisition_disposition',ctx=ctx(PP(MOVE,STUDIO)),par='p2')
c('d',"Diarmuid reckons the fuse board needs upgrading before the desk goes in",'systems','observation_insight',ents=['Diarmuid'],ctx=ctx(PP(STUDIO,MOVE)),par='p1')
c('e',"the bassist's DI tracks are clipping on three songs",'systems','observation_insight',ctx=ctx(PP(ALBUM,BDAY)),par='p1')
c('f',"vocal comp on track 6 still sounds pitchy to me",'systems','observation_insight',ctx=ctx(PP(MOVE,ALBUM)),par='p2')
c('g',"the label want a radio edit of the single by the 20th",'systems','task',nth('g',20),ctx=ctx(PP(ALBUM,STUDIO)),par='p1')
c('h',"the lads want to do the Aran Islands on the saturday of the birthday",'social','observation_insight',ctx=ctx(PP(BDAY,ALBUM)),par='p1')
c('a',"cake with a little vinyl record on top for the big four-oh",'social','acquisition_disposition',ctx=ctx(PP(MOVE,BDAY)),par='p2')
c('b',"viewing a two-bed in Cabra saturday at 11",'personal','task',sat('b','11:00'),ctx=ctx(PP(MOVE,STUDIO)),par='p1')
c('c',"need a reference from Dunphy for the letting agent",'personal','task',ents=['Dunphy'],ctx=ctx(PP(ALBUM,MOVE)),par='p2')
c('d',"set up a Daft alert for 3-beds in Stoneybatter tonight",'personal','task',tonight('d'),ctx=ctx(PP(MOVE,BDAY)),par='p1')
c('e',"the monitors need to sit at ear height, proper stands needed",'systems','acquisition_disposition',ctx=ctx(PP(STUDIO,MOVE)),par='p1')
c('f',"mastering engineer in London wants 24-bit wavs with no limiting",'systems','observation_insight',ctx=ctx(PP(ALBUM,STUDIO)),par='p1')
c('g',"ordered acoustic foam for the control room ceiling",'systems','acquisition_disposition',ctx=ctx(PP(BDAY,STUDIO)),par='p2')
c('h',"snare on 'Harbour Lights' needs re-amping, it's thin",'systems','task',ctx=ctx(PP(ALBUM,MOVE)),par='p1')
c('a',"packing boxes from the offie, ask them saturday",'personal','task',sat('a'),ctx=ctx(PP(STUDIO,MOVE)),par='p2')
c('b',"deposit and first month for a new place, need €3,400 saved by october",'personal','transaction',ctx=ctx(PP(MOVE,ALBUM)),par='p1')
c('c',"trad session in Monroe's for the saturday night, Cathal will love it",'social','observation_insight',ents=['Cathal'],ctx=ctx(PP(BDAY,STUDIO)),par='p1')
c('d',"air con unit for the vocal booth or we'll cook in there",'systems','acquisition_disposition',ctx=ctx(PP(STUDIO,BDAY)),par='p1')
c('e',"the drummer's rerecording his fills on the last two tunes",'systems','observation_insight',ctx=ctx(PP(MOVE,ALBUM)),par='p2')
c('f',"the gang are getting the train down friday for the birthday session",'social','observation_insight',wd('f','fri'),ctx=ctx(PP(BDAY,MOVE)),par='p1')
c('g',"the sleeve artist wants the final tracklist by wednesday",'systems','task',wd('g','wed'),ctx=ctx(PP(ALBUM,BDAY)),par='p1')
c('h',"the new place has to be near the crèche or it's no use",'personal','observation_insight',ctx=ctx(PP(STUDIO,MOVE)),par='p2')
c('a',"double-stud walls between the booth and the machine room, Diarmuid's cousin can frame them",'systems','observation_insight',ents=['Diarmuid'],ctx=ctx(PP(STUDIO,ALBUM)),par='p1')
c('b',"emailed the B&B in Salthill about a late checkout on the sunday",'social','communication',ctx=ctx(PP(BDAY,STUDIO)),par='p1')

# ---- look-alikes that belong to no open project
c('c',"built Éabha a duplo tower taller than herself",'social','observation_insight',ents=['Éabha'],ctx=ctx(PP(STUDIO,BDAY)))
c('d',"Galway beat Kilkenny in the hurling, Cathal is unbearable",'social','observation_insight',ents=['Cathal'],ctx=ctx(PP(BDAY,MOVE)))
c('e',"moving the van to the other side for street cleaning at 8 tomorrow",'personal','task',rel('e',1,'08:00'),ctx=ctx(PP(MOVE,ALBUM)))
c('f',"the crèche is building a new sandpit, Éabha's thrilled",'social','observation_insight',ents=['Éabha'],ctx=ctx(PP(STUDIO,MOVE)))
c('g',"the master bedroom radiator is stone cold again",'personal','observation_insight',ctx=ctx(PP(ALBUM,BDAY)))
c('h',"Clodagh's 30th is in Kilkenny in march, she wants a massive night",'social','observation_insight',ents=['Clodagh'],ctx=ctx(PP(BDAY,STUDIO)))
c('a',"recorded Éabha singing baby shark on my phone, pure gold",'social','observation_insight',ents=['Éabha'],ctx=ctx(PP(ALBUM,MOVE)))
c('b',"the neighbours upstairs are moving out, sad to see them go",'social','observation_insight',ctx=ctx(PP(MOVE,STUDIO)))
c('c',"mixing bowl smashed on the floor, Éabha's doing",'personal','observation_insight',ents=['Éabha'],ctx=ctx(PP(ALBUM,BDAY)))
c('d',"a track off the radio today had the exact snare sound I'm chasing",'systems','observation_insight',ctx=ctx(PP(MOVE,BDAY)))

# ---- the rest of the event types, across the three domains
c('e',"friday, remind me: crèche re the August closure",'social','reminder_intention',wd('e','fri'))
c('f',"ping me at half 5 to shift the van before the clearway",'personal','reminder_intention',rel('f',0,'17:30'))
c('g',"Olympia cue sheets due tomorrow, remind me pls",'systems','reminder_intention',rel('g',1))
c('h',"new crèche manager is Orla Kinsella, 01 555 0143",'social','contact',ents=['Orla Kinsella'])
c('a',"Shane Mulvey manages the Fennel Sisters now, shane@fennelmusic.ie",'systems','contact',ents=['Shane Mulvey'])
c('b',"the plasterer Clodagh used: Gerry Tobin, 087 555 2290, does weekends",'personal','contact',ents=['Clodagh','Gerry Tobin'])
c('c',"plan Éabha's 2nd birthday: bouncy castle, the cousins, a cake from the bakery on Manor St",'social','project',ents=['Éabha'])
c('d',"get the books in order: receipts app, a separate account, quarterly VAT reminders",'systems','project')
c('e',"did the saturday swim with Éabha at the Markievicz like always",'social','routine_activity',ents=['Éabha'])
c('f',"I'm on crèche drop-off tomorrow",'social','routine_activity',rel('f',1))
c('g',"sunday run along the canal, 8k in the rain",'personal','routine_activity')
c('h',"watching a youtube course on Dolby Atmos mixing for the Netflix job",'systems','learning_consumption')
c('a',"reading up on toddler sleep, desperate times",'social','learning_consumption')
c('b',"going with the Focusrite over the UA, decision made",'systems','decision_commitment')
c('c',"no more gigs on sundays, family day from here on",'social','decision_commitment')
c('d',"Éabha said 'dada' clear as day this morning!!",'social','milestone_outcome',ents=['Éabha'])
c('e',"first ever IFTA nomination for sound, the Lambay short!!",'systems','milestone_outcome')
c('f',"wrecked after the festival weekend, could sleep for a week",'personal','emotion_state')
c('g',"stressed out of my head about the studio budget",'systems','emotion_state')
c('h',"€80 fine for parking the van outside the Gaiety, daylight robbery",'personal','transaction')
c('a',"need nappies and wipes with the messages",'personal','acquisition_disposition')
c('b',"ring Mairéad at 10 tmrw, picture lock",'systems','communication',rel('b',1,'10:00'),['Mairéad'])
c('c',"sort the kitchen table, one leg's wobbling",'personal','task')
c('d',"Lidl in Phibsboro has the nappies cheapest by a mile",'personal','observation_insight')
c('e',"urgent: the Olympia need the revised cue list asap",'systems','task',prio='urgent')
c('f',"no rush on the shelf in the hall, low priority",'personal','task',prio='low')
c('g',"selling the old car seat, Éabha's too big for it",'social','acquisition_disposition',ents=['Éabha'])
c('h',"gave Clodagh €150 towards her flights home for Christmas",'social','transaction',ents=['Clodagh'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 23, cases)
