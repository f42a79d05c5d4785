# Writes thoughts-fresh-links.jsonl: a fourth fresh labelled set (issue 10, helper cls-links), written
# before any change to completion, waiting-for or parent, by ../../../shared/eval/GUIDELINES.md with its
# Clarifications. It is weighted to those three fields: completions stated as outcomes, waits stated as
# states (with "who: what" descriptions), parents named by subject, and look-alike tasks and projects,
# gratitude and news about a person, and negated or partial progress that must not complete anything.
# Run: python3 eval-fresh/author_links.py (from packages/classifier).
import json, os
NOW = {
 'a':("2026-03-17T08:20:00","America/Halifax"),    # Tue
 'b':("2026-05-06T19:05:00","America/Halifax"),    # Wed
 'c':("2026-06-20T11:30:00","America/Halifax"),    # Sat
 'd':("2026-09-14T13:10:00","America/Halifax"),    # Mon
 'e':("2026-11-05T17:45:00","America/Halifax"),    # Thu
 'f':("2026-02-27T09:15:00","America/Halifax"),    # Fri
 'l':("2026-04-08T10:40:00","Europe/London"),      # Wed
 'k':("2026-08-12T20:30:00","Asia/Kolkata"),       # Wed
 's':("2026-10-27T07:10:00","Australia/Sydney"),   # Tue
 'n':("2026-07-16T12:25:00","America/New_York"),   # Thu
 'z':("2026-12-03T15:50:00","Europe/Berlin"),      # Thu
 'x':("2026-01-19T09:05:00","America/Los_Angeles"),# Mon
}
from labelset import use, P, T, ctx, rel, today, wd
use(NOW)
cases=[]
def c(k,text,dom,et,sched=None,ents=(),ctx=None,prio=None,wait=None,exp=None,comp=None,par=None):
  now,tz=NOW[k]
  e={'domain':dom,'event_type':et,'is_container':et in('project','contact')}
  e['scheduled_local']=sched
  e['entities']=list(ents)
  if prio: e['priority']=prio
  e['waiting_for']=wait
  if exp: e['expected_date']=exp
  e['completes']=comp; e['parent']=par
  cases.append({'text':text,'now':now,'timezone':tz,'context':ctx or {},'expect':e})

# ---- completions stated as an outcome, often beside a look-alike task
c('a',"the portuguese visa went through this morning!! 🎉",'personal','milestone_outcome',
  ctx=ctx(P("Move to Lisbon","Spring garden tidy"),T(("Submit the Portuguese visa application","p1"),("Find a flat in Lisbon","p1"),("Prune the roses","p2"))),comp='t1',par='p1')
c('d',"shipped our onboarding checklist to all four new hires",'systems','task',
  ctx=ctx(t=T("Finish the onboarding checklist for new hires","Review Callum's expense report")),comp='t1')
c('b',"the invoicing feature is live 🚀 finally",'systems','milestone_outcome',
  ctx=ctx(P("Billing revamp","Garden shed"),T(("Ship the invoicing feature","p1"),("Write release notes for billing","p1"),("Oil the shed door","p2"))),comp='t1',par='p1')
c('e',"the bakery is officially a limited company as of today",'systems','milestone_outcome',
  ctx=ctx(t=T("Incorporate the bakery","Order rye flour from the mill")),comp='t1')
c('c',"going with the sage green tiles, done deciding, no more samples",'personal','decision_commitment',
  ctx=ctx(P("Bathroom makeover"),T(("Choose tiles for the bathroom","p1"),("Get a plumbing quote","p1"))),comp='t1',par='p1')
c('l',"mortgage offer from Nationwide came through, we're on!",'personal','milestone_outcome',
  ctx=ctx(P("Buy a house in Bristol","Learn the ukulele"),T(("Apply for the mortgage","p1"),("Book a surveyor","p1"))),comp='t1',par='p1')
c('n',"tax return's in, efiled it last night",'personal','task',
  ctx=ctx(t=T("File the 2025 tax return","Call Aunt Bea about the reunion")),comp='t1')
c('s',"sorted the rego for the ute, all paid up till next october",'personal','transaction',
  ctx=ctx(t=T("Renew the ute registration","Book the ute in for a service")),comp='t1')
c('k',"passport renewal done, the new one came by speed post today",'personal','task',
  ctx=ctx(t=T("Renew my passport","Pay the society maintenance")),comp='t1')
c('x',"the signed NDA is in Benedikt's inbox",'systems','communication',None,['Benedikt'],
  ctx=ctx(t=T("Send Benedikt the signed NDA","Prepare slides for the demo")),comp='t1')
c('f',"Lumenway contract is signed and countersigned ✍️",'systems','milestone_outcome',
  ctx=ctx(t=T("Get the Lumenway contract signed","Chase Lumenway for the purchase order")),comp='t1')
c('z',"the christmas party venue is locked in, the upstairs room at Kellerbar",'systems','task',
  ctx=ctx(P("Team Christmas party","Balcony planters"),T(("Book a venue for the Christmas party","p1"),("Collect dietary requirements","p1"))),comp='t1',par='p1')
c('a',"Priyanka's in as bridesmaid, she said yes straight away 🥹",'social','decision_commitment',None,['Priyanka'],
  ctx=ctx(P("Our wedding in August","Tax paperwork"),T(("Ask Priyanka to be a bridesmaid","p1"),("Send the save the dates","p1"))),comp='t1',par='p1')
c('d',"the kiln's fixed, the repair guy swapped the element",'personal','task',
  ctx=ctx(t=T("Get the kiln repaired","Buy more glaze")),comp='t1')
c('b',"Ximena's birthday present is bought, wrapped and hidden in the wardrobe",'social','acquisition_disposition',None,['Ximena'],
  ctx=ctx(t=T("Buy a present for Ximena's birthday","Book a table for Ximena's birthday dinner")),comp='t1')
c('l',"the deposit's back in my account, all £1,150 of it",'personal','transaction',
  ctx=ctx(t=T("Get the tenancy deposit back from the old landlord","Set up broadband at the new flat")),comp='t1')
c('c',"the corolla passed its safety inspection, good for another year",'personal','task',
  ctx=ctx(t=T("Take the Corolla for its safety inspection","Vacuum out the car")),comp='t1')
c('k',"cleared the AWS architect exam!! 812/1000",'systems','milestone_outcome',
  ctx=ctx(t=T("Take the AWS solutions architect exam","Update my LinkedIn headline")),comp='t1')
c('n',"the new fridge got delivered this morning, old one hauled off too",'personal','acquisition_disposition',
  ctx=ctx(t=T("Arrange delivery of the new fridge","Defrost the chest freezer")),comp='t1')
c('f',"Thabo's reference letter went off to the embassy yesterday",'social','task',None,['Thabo'],
  ctx=ctx(t=T("Write Thabo's reference letter","Return Thabo's ladder")),comp='t1')
c('x',"the pitch deck's done and dusted, sent to the partners",'systems','task',
  ctx=ctx(P("Seed round","Kitchen shelves"),T(("Finish the pitch deck","p1"),("Set up the data room","p1"))),comp='t1',par='p1')
c('s',"booked!! bali flights for both of us, $1,240 return",'personal','task',
  ctx=ctx(P("Bali trip","Backyard fence"),T(("Book flights to Bali","p1"),("Get travel insurance","p1"))),comp='t1',par='p1')
c('z',"handover's done, the new tenant has the keys",'personal','task',
  ctx=ctx(t=T("Hand over the keys to the new tenant","Fix the dripping tap in the rental")),comp='t1')
c('a',"the car loan is paid off!!! last payment cleared today",'personal','milestone_outcome',
  ctx=ctx(t=T("Make the final car loan payment","Cancel the gym membership")),comp='t1')
c('e',"done deciding on daycare — it's Little Acorns",'social','decision_commitment',
  ctx=ctx(t=T("Decide between the two daycares","Buy a stair gate")),comp='t1')
c('l',"the blog post on remote onboarding went up this morning, 40 shares already",'systems','milestone_outcome',
  ctx=ctx(t=T("Publish the blog post on remote onboarding","Draft the Q2 newsletter")),comp='t1')
c('d',"city finally hauled away the old mattress",'personal','acquisition_disposition',
  ctx=ctx(t=T("Arrange a bulky waste pickup for the mattress","Buy a mattress protector")),comp='t1')
c('k',"got the landlord to sign the rent agreement, copy's with me",'personal','task',
  ctx=ctx(t=T("Get the rent agreement signed","Pay the electricity bill")),comp='t1')
c('n',"the PR got merged, migration script is in main now",'systems','task',
  ctx=ctx(P("Postgres migration","Summer camp for Leo"),T(("Get the migration script merged","p1"),("Write the rollback plan","p1"))),comp='t1',par='p1')
c('c',"Miso's microchip is updated with the new address",'personal','task',
  ctx=ctx(t=T("Update Miso's microchip address","Buy cat litter")),comp='t1')
c('f',"rang the surgery, bloods are booked for the 4th",'personal','communication',"2026-03-04",
  ctx=ctx(t=T("Phone the GP surgery about blood tests","Pick up the prescription")),comp='t1')
c('b',"texted Wren the address for saturday",'social','communication',None,['Wren'],
  ctx=ctx(t=T("Send Wren the party address","Buy balloons")),comp='t1')
c('x',"got the quote from the arborist, $900 to take the oak down",'personal','task',
  ctx=ctx(t=T("Get a quote for removing the oak tree","Rake the leaves")),comp='t1')
c('b',"in the bag: Crestwood renewed for another year 💪",'systems','milestone_outcome',
  ctx=ctx(t=T("Get Crestwood to renew their contract","Prepare the Crestwood QBR deck")),comp='t1')
c('k',"dropped Sunita aunty home after her cataract op, all went fine",'social','task',None,['Sunita'],
  ctx=ctx(t=T("Take Sunita aunty for her cataract surgery","Buy groceries for Sunita aunty")),comp='t1')
c('e',"the couch is gone! guy from kijiji picked it up for $120",'personal','acquisition_disposition',
  ctx=ctx(t=T("Sell the old couch","Buy a rug for the living room")),comp='t1')
c('n',"water heater's working again, no more cold showers",'personal','task',
  ctx=ctx(t=T("Get the water heater fixed","Call Mom about july 4th")),comp='t1')
c('l',"ticked off the boiler service, the engineer came at 8",'personal','task',
  ctx=ctx(t=T("Book the annual boiler service","Bleed the radiators")),comp='t1')
c('a',"bank transfer for the hall deposit went through",'social','transaction',
  ctx=ctx(P("Dad's retirement do","Car maintenance"),T(("Pay the hall deposit","p1"),("Make a photo slideshow","p1"))),comp='t1',par='p1')
c('z',"notice on the old flat is in and the landlord confirmed it, we're out end of january",'personal','task',
  ctx=ctx(t=T("Give notice on the old flat","Register the new address at the Bürgeramt")),comp='t1')
c('c',"all 30 invites are out 💌",'social','task',
  ctx=ctx(P("Twins' 5th birthday party","Repaint the deck"),T(("Send the party invites","p1"),("Order the cake","p1"))),comp='t1',par='p1')
c('x',"ok the health insurance claim for the MRI finally got approved",'personal','milestone_outcome',
  ctx=ctx(t=T("Submit the insurance claim for the MRI","Cancel the magazine subscription")),comp='t1')
c('f',"audit report's with the client now, went over at 8:50",'systems','communication',
  ctx=ctx(t=T("Send the client the audit report","Book a meeting room for the audit debrief")),comp='t1')
c('s',"finally bit the bullet and went with the Hyundai, signing the papers thursday",'personal','decision_commitment',wd('s','thu'),
  ctx=ctx(t=T("Decide on the new car","Get the old car detailed")),comp='t1')
c('d',"offer letter signed and emailed back to HR 🎉",'systems','milestone_outcome',
  ctx=ctx(t=T("Sign and return the offer letter","Give notice to my manager")),comp='t1')
c('n',"paid the verizon bill finally",'personal','transaction',
  ctx=ctx(t=T("Pay the Verizon bill","Pay the Con Edison bill","Call Verizon about the roaming charge")),comp='t1')
c('l',"thanks to Marisol the fence panel is back up, owe her a nice bottle",'personal','task',None,['Marisol'],
  ctx=ctx(t=T("Fix the blown-down fence panel","Return Marisol's drill")),comp='t1')
c('e',"the shed roof is felted, no more drips on the bikes",'personal','task',
  ctx=ctx(P("Shed repairs","Annual review prep"),T(("Re-felt the shed roof","p1"),("Paint the shed","p1"))),comp='t1',par='p1')
c('k',"the GST filing for July is submitted, acknowledgement received",'systems','task',
  ctx=ctx(t=T("File July GST return for the shop","Reorder packaging tape")),comp='t1')
c('z',"Weihnachtsgeschenke all ordered online, nothing left to buy 🎁",'social','acquisition_disposition',
  ctx=ctx(t=T("Order the Christmas presents for the family","Wrap the presents")),comp='t1')

# ---- look-alikes and negatives: nothing is completed
c('a',"so grateful to Saoirse for driving me to the clinic",'social','emotion_state',None,['Saoirse'],
  ctx=ctx(t=T("Return Saoirse's casserole dish","Book a physio appointment")))
c('d',"Kwame got the promotion!! so proud of him",'social','milestone_outcome',None,['Kwame'],
  ctx=ctx(t=T("Send Kwame the conference photos","Update my CV")))
c('b',"visa interview is on the 20th, need the bank statements printed before",'personal','task',"2026-05-20",
  ctx=ctx(t=T("Print bank statements for the visa","Renew the car registration")))
c('e',"still haven't posted the etsy orders from monday, doing it tomorrow",'systems','task',rel('e',1),
  ctx=ctx(t=T("Post this week's Etsy orders","Restock the wax")))
c('l',"tried cancelling the gym online but the page keeps erroring",'personal','task',
  ctx=ctx(t=T("Cancel the gym membership","Renew the TV licence")))
c('k',"half the flat is packed, the kitchen's still left",'personal','task',
  ctx=ctx(P("Shift to the Whitefield flat","Diwali at home"),T(("Pack up the flat","p1"),("Book packers and movers","p1"))),par='p1')
c('n',"Odalys shipped her novel off to the publisher, so happy for her",'social','milestone_outcome',None,['Odalys'],
  ctx=ctx(t=T("Ship the sample boxes to the distributor","Read Odalys's draft")))
c('f',"the Lumen quarterly report is 80% there, charts left",'systems','task',
  ctx=ctx(t=T("Finish the Lumen quarterly report","Book a room for the retro")))
c('c',"going with a later launch for the shop, probably august",'systems','decision_commitment',
  ctx=ctx(t=T("Launch the online shop","Photograph the new mugs")))
c('z',"remind me to pay Ilse back for the concert tickets on friday",'social','reminder_intention',wd('z','fri'),['Ilse'],
  ctx=ctx(t=T("Pay Ilse back for the concert tickets","Buy a new bike lock")))
c('s',"called the bank again, still no answer on the loan",'personal','communication',
  ctx=ctx(t=T("Call the bank about the loan application","Mow the back lawn")),wait="bank: answer on the loan")
c('x',"gas bill paid, $88",'personal','transaction',
  ctx=ctx(t=T("Pay the electricity bill","Pay the water bill")))
c('a',"Dagny finished her thesis!! so proud of her",'social','milestone_outcome',None,['Dagny'],
  ctx=ctx(t=T("Finish reading Dagny's thesis draft","Buy printer ink")))
c('d',"booked the dentist for Rohan, mine still to do",'social','task',None,['Rohan'],
  ctx=ctx(t=T("Book my dentist check-up","Buy Rohan new school shoes")))
c('b',"listed the road bike on marketplace, $350 obo",'personal','acquisition_disposition',
  ctx=ctx(t=T("Sell the road bike","Pump up the car tyres")))
c('k',"Eero sent over the design files, thank god",'systems','communication',None,['Eero'],
  ctx=ctx(t=T("Review Eero's design files","Send Eero the brief for the app")))
c('e',"never got round to the gutters and now it's pouring",'personal','observation_insight',
  ctx=ctx(t=T("Clear the gutters","Change the furnace filter")))
c('n',"heard the Fenwick deal closed, congrats to Henrik's team",'systems','milestone_outcome',None,['Henrik'],
  ctx=ctx(t=T("Close the Brightline deal","Send Henrik the contract redlines")))
c('c',"we're going to ship the app update on monday",'systems','task',wd('c','mon'),
  ctx=ctx(t=T("Ship the app update","Answer the support inbox")))
c('s',"the council approved the neighbour's extension, ugh",'personal','observation_insight',
  ctx=ctx(t=T("Submit our extension plans to the council","Call the builder back")))
c('f',"couldn't get through to the insurer, on hold 40 mins then cut off",'personal','communication',
  ctx=ctx(t=T("Call the insurer about the windscreen claim","Renew the home insurance")))
c('x',"almost done with the grant application, just the budget table",'systems','task',
  ctx=ctx(t=T("Submit the grant application","Email Ngozi the budget")))
c('z',"Bartek passed the practical test first go! so chuffed",'social','milestone_outcome',None,['Bartek'],
  ctx=ctx(t=T("Take Bartek for a practice drive","Pass the theory test")))
c('d',"pharmacy texted, prescription ready for collection",'personal','observation_insight',
  ctx=ctx(t=T("Pick up the prescription","Book a flu shot")))
c('l',"huge thanks to Zanele for the lasagne, she's a legend",'social','emotion_state',None,['Zanele'],
  ctx=ctx(t=T("Return Zanele's lasagne dish","Text Zanele about saturday")))
c('n',"Léa got into med school!!",'social','milestone_outcome',None,['Léa'],
  ctx=ctx(t=T("Write Léa a reference","Call Léa's mum about the carpool")))
c('b',"started drafting the speech for the retirement do, only got the opening",'social','task',
  ctx=ctx(P("Mum's retirement do","Fix the dryer"),T(("Write the speech for the retirement do","p1"),("Book the photographer","p1"))),par='p1')
c('a',"the plumber came but couldn't fix the leak, he's waiting on a part",'personal','observation_insight',
  ctx=ctx(t=T("Get the kitchen sink leak fixed","Clean the oven")),wait="plumber: part for the sink leak")
c('e',"decided the pricing page can wait till after the holidays",'systems','decision_commitment',
  ctx=ctx(t=T("Launch the new pricing page","Update the FAQ")))
c('k',"my brother sorted his own visa, now mine is pending at the consulate",'personal','observation_insight',
  ctx=ctx(t=T("Get my Schengen visa","Book the Frankfurt hotel")),wait="consulate: Schengen visa")
c('z',"started the tax return, got as far as the income section",'personal','task',
  ctx=ctx(t=T("Do the tax return","Renew the bahncard")))
c('x',"got another moving company flyer in the mail, lol no",'personal','observation_insight',
  ctx=ctx(t=T("Confirm the movers for the 31st","Buy packing tape")))
c('c',"almost sold the kayak, buyer backed out at the last minute",'personal','acquisition_disposition',
  ctx=ctx(t=T("Sell the kayak","Wax the surfboard")))
c('s',"bumped into Kenji at the market, he loves his new job",'social','observation_insight',None,['Kenji'],
  ctx=ctx(t=T("Call Kenji about the Melbourne trip","Send Kenji his birthday card")))

# ---- waiting stated as a state ("who: what"; an unnamed party by its role)
c('a',"Fionnuala still hasn't emailed the revised floor plans",'personal','observation_insight',None,['Fionnuala'],wait="Fionnuala: revised floor plans")
c('b',"no reply yet from the letting agent about the boiler",'personal','observation_insight',wait="letting agent: reply about the boiler")
c('d',"still nothing from the passport office after 3 weeks",'personal','observation_insight',wait="passport office: passport")
c('e',"the armchair's backordered till mid december, typical",'personal','acquisition_disposition',wait="store: armchair (backordered)")
c('l',"on the waiting list at the new GP practice, they'll text when a slot opens",'personal','task',wait="GP practice: registration slot (waitlist)")
c('k',"refund for the cancelled indigo flight is still pending",'personal','transaction',wait="IndiGo: refund for the cancelled flight")
c('n',"Kenji hasn't given sign-off on the budget, can't order anything till he does",'systems','observation_insight',None,['Kenji'],wait="Kenji: sign-off on the budget")
c('f',"radio silence from the recruiter since the final round",'systems','observation_insight',wait="recruiter: reply after the final round")
c('s',"the new washer is meant to arrive thursday morning",'personal','acquisition_disposition',wait="washer (delivery)",exp=wd('s','thu'))
c('c',"our building permit is still under review at the city",'personal','observation_insight',wait="city: building permit")
c('x',"Aurelio says the invoice will be paid by the 30th",'systems','transaction',None,['Aurelio'],wait="Aurelio: payment of the invoice",exp="2026-01-30")
c('z',"emailed the Hausverwaltung twice about the heating, still no response",'personal','communication',wait="Hausverwaltung: response about the heating")
c('a',"lab results won't be back till next week",'personal','observation_insight',wait="lab: results")
c('d',"waiting to hear if the grant got approved, should know by the 25th",'systems','observation_insight',wait="funder: grant decision",exp="2026-09-25")
c('b',"the plumber said he'd come back with a price, nothing yet",'personal','observation_insight',wait="plumber: price")
c('k',"my brother is yet to transfer his share for papa's gift",'social','transaction',wait="brother: his share for papa's gift")
c('e',"still waiting on Ngozi to confirm numbers for the potluck",'social','observation_insight',None,['Ngozi'],wait="Ngozi: numbers for the potluck")
c('s',"the vet still hasn't rung with the biopsy results",'personal','observation_insight',wait="vet: biopsy results")
c('n',"the part for the dryer is on backorder, store said maybe 2 weeks",'personal','acquisition_disposition',wait="store: dryer part (backordered)")
c('l',"we're on the waitlist at Hollybush nursery for september",'social','observation_insight',wait="Hollybush nursery: place for september (waitlist)")
c('f',"Marisol will let me know about the cabin weekend by tonight",'social','observation_insight',None,['Marisol'],wait="Marisol: answer about the cabin weekend",exp="2026-02-27")
c('c',"ball's in the landlord's court now re the lease renewal",'personal','observation_insight',wait="landlord: decision on the lease renewal")
c('x',"IT still hasn't reset my VPN access, day 3",'systems','observation_insight',wait="IT: VPN access reset")
c('a',"the cheque from the estate still hasn't come",'personal','transaction',wait="estate: cheque")
c('d',"new glasses are being made, the optician will ring when they're in",'personal','acquisition_disposition',wait="optician: new glasses")
c('z',"the bike shop is still waiting on a spoke for my wheel",'personal','observation_insight',wait="bike shop: wheel repair")
c('e',"camera lens order: tracking hasn't moved for 4 days",'personal','acquisition_disposition',wait="camera lens (delivery)")
c('k',"the society secretary is yet to approve the renovation request",'personal','observation_insight',wait="society secretary: approval of the renovation request")
c('n',"Yusra owes us the signed lease, she said monday",'personal','observation_insight',None,['Yusra'],wait="Yusra: signed lease",exp=wd('n','mon'))
c('s',"the quote from the sparky still hasn't landed",'personal','observation_insight',wait="electrician: quote")

# ---- a completion that also leaves something awaited
c('b',"sent Callum the revised SOW, ball's in his court",'systems','communication',None,['Callum'],
  ctx=ctx(t=T("Send Callum the revised SOW","Book flights for the offsite")),wait="Callum: reply on the revised SOW",comp='t1')
c('e',"finally filed the warranty claim for the laptop, they'll reply in 5 business days",'personal','task',
  ctx=ctx(t=T("File the laptop warranty claim","Back up the laptop")),wait="manufacturer: reply to the warranty claim",comp='t1')
c('k',"submitted the passport form, police verification pending",'personal','task',
  ctx=ctx(t=T("Submit the passport renewal form","Pay the water bill")),wait="police: verification for the passport",comp='t1')
c('n',"applied for the parking permit online, no word yet",'personal','task',
  ctx=ctx(t=T("Apply for the parking permit","Buy a dashcam")),wait="city: parking permit",comp='t1')
c('l',"returned the broken headphones, refund should land by friday",'personal','acquisition_disposition',
  ctx=ctx(t=T("Return the faulty headphones","Order a phone case")),wait="store: refund for the headphones",exp=wd('l','fri'),comp='t1')

# ---- not waiting, despite the words
c('c',"can't wait for the lake this weekend!!",'personal','emotion_state')
c('f',"I still haven't booked the dentist, doing it monday",'personal','task',wd('f','mon'))
c('s',"it hasn't rained in three weeks, the lawn is toast",'personal','observation_insight')
c('k',"no reply needed on the society email, just FYI",'personal','observation_insight')
c('x',"the waiting room at the DMV was packed, 2 hours gone",'personal','observation_insight')
c('z',"Henrik hasn't changed at all since uni, great catching up",'social','observation_insight',None,['Henrik'])
c('e',"still no sugar after 30 days and I feel great",'personal','observation_insight')
c('b',"the book I ordered arrived, halfway through already",'personal','learning_consumption')
c('d',"no name for the puppy yet, leaning towards Olive",'personal','decision_commitment')

# ---- parent by subject, with no word of the title
c('a',"the florist wants a deposit by friday",'social','transaction',wd('a','fri'),ctx=ctx(P("Our wedding in August","Garage clear-out")),par='p1')
c('d',"need a structural engineer to sign off the beam",'personal','task',ctx=ctx(P("Knock through the kitchen wall","Learn Spanish")),par='p1')
c('k',"the packers quoted 38k for the whole 2BHK",'personal','transaction',ctx=ctx(P("Shift to the Whitefield flat","Diwali at home")),par='p1')
c('n',"ordered three pairs of trail shoes to try for the ultra",'personal','acquisition_disposition',ctx=ctx(P("Run the Vermont 50k ultra","Basement cleanup")),par='p1')
c('l',"the surveyor flagged damp in the back bedroom",'personal','observation_insight',ctx=ctx(P("Buy our first house","Learn to bake sourdough")),par='p1')
c('x',"the candidate from Stripe was strong, moving her to the final round",'systems','decision_commitment',ctx=ctx(P("Hire a senior backend engineer","Team offsite in Tahoe")),par='p1')
c('z',"found a cabin near Rovaniemi that takes dogs",'personal','observation_insight',ctx=ctx(P("Lapland trip in February","Website relaunch")),par='p1')
c('c',"picked up 6 bags of mulch and some tomato seedlings",'personal','acquisition_disposition',ctx=ctx(P("Raised bed veggie garden","Sell the camper")),par='p1')
c('s',"the tiler can start on the ensuite next tuesday",'personal','task',rel('s',7),ctx=ctx(P("Bathroom reno","Christmas in Perth")),par='p1')
c('f',"the investors want the cap table cleaned up before the term sheet",'systems','task',ctx=ctx(P("Raise a seed round","Office plants")),par='p1')
c('b',"slides for the keynote need a rework, way too text heavy",'systems','task',ctx=ctx(P("Speak at DevFest Halifax","Redo the garden path")),par='p1')
c('e',"episode 4 is edited, uploading tomorrow",'systems','task',rel('e',1),ctx=ctx(P("Launch the Harbour Notes podcast","Kids' winter gear")),par='p1')
c('a',"the crate came, setting it up in the kitchen for when she arrives",'personal','acquisition_disposition',ctx=ctx(P("Adopt a rescue greyhound","Taxes 2025")),par='p1')
c('k',"DJ confirmed for the sangeet, 8 to midnight",'social','decision_commitment',ctx=ctx(P("Didi's wedding in November","Renew the car insurance")),par='p1')
c('d',"churn chart for the board pack still looks wrong",'systems','task',ctx=ctx(P("Q3 board pack","Move house")),par='p1')
c('n',"rental car sorted for Maine, picking up at Portland airport",'personal','task',ctx=ctx(P("Maine road trip","Fix the porch steps")),par='p1')
c('l',"sampled four wax blends, soy-coconut burns cleanest",'systems','observation_insight',ctx=ctx(P("Candle side hustle","Kitchen herb garden")),par='p1')
c('c',"grab rails are in at Grandad's, the ramp is next",'social','task',ctx=ctx(P("Make Grandad's house safer","Summer reading")),par='p1')
c('f',"the welcome pack for new clients needs the pricing sheet",'systems','task',ctx=ctx(P("Client onboarding process","Weekend in Montreal")),par='p1')
c('z',"the Glühwein stand needs two more volunteers for saturday",'social','task',wd('z','sat'),ctx=ctx(P("School Christmas market","Renovate the balcony")),par='p1')
c('x',"the caterer needs a headcount by the 1st",'social','task',"2026-02-01",ctx=ctx(P("Grandma's 90th","Car lease return")),par='p1')
c('s',"gels and a new hydration vest sorted for race day",'personal','acquisition_disposition',ctx=ctx(P("Melbourne marathon","Bathroom mirror")),par='p1')

# ---- parent look-alikes: a project in the context that the thought is not about
c('a',"got Pádraig a birthday card, nothing fancy",'social','acquisition_disposition',None,['Pádraig'],ctx=ctx(P("Mum's 60th surprise party","Relay the patio")))
c('d',"my own kitchen tap is dripping again",'personal','task',ctx=ctx(P("Renovate Mum's kitchen","Team hackathon")))
c('x',"watched a great talk on database sharding",'systems','learning_consumption',ctx=ctx(P("Camping at Big Sur","Kids' science fair")))
c('k',"diwali sweets for the office, 3 boxes from Anand's",'systems','acquisition_disposition',ctx=ctx(P("Didi's wedding in November","Home loan paperwork")))
c('s',"ran 8k this arvo, legs felt heavy",'personal','routine_activity',ctx=ctx(P("Garden makeover","Japan trip in April")))
c('b',"the wedding we went to last night was gorgeous",'social','observation_insight',ctx=ctx(P("Plan our 10th anniversary trip","Build a bookshelf")))
c('e',"new episode of my favourite podcast dropped, saving it for the drive",'personal','learning_consumption',ctx=ctx(P("Launch the Harbour Notes podcast","Winter tyres")))
c('l',"the neighbours are redoing their bathroom, drilling since 8",'personal','observation_insight',ctx=ctx(P("Bathroom refit","Portugal holiday")))
c('z',"Ilse's moving to Hamburg in spring",'social','observation_insight',None,['Ilse'],ctx=ctx(P("Move to a bigger flat","Q1 roadmap")))
c('n',"booked a haircut for friday at 4",'personal','task',wd('n','fri','16:00'),ctx=ctx(P("Maine road trip","Office relocation")))

if __name__ == "__main__":
  here = os.path.dirname(os.path.abspath(__file__))
  with open(os.path.join(here, "thoughts-fresh-links.jsonl"), "w") as f:
    for i, cs in enumerate(cases):
      f.write(json.dumps({"id": f"fz{i+1:03d}", **cs}, ensure_ascii=False) + "\n")
  from collections import Counter
  print(len(cases), Counter(c['expect']['event_type'] for c in cases), Counter(c['expect']['domain'] for c in cases))
  print('parent', sum(1 for c in cases if c['expect']['parent']), 'completes', sum(1 for c in cases if c['expect']['completes']), 'waiting', sum(1 for c in cases if c['expect']['waiting_for']), 'sched', sum(1 for c in cases if c['expect'].get('scheduled_local')))
