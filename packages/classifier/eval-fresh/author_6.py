# Writes thoughts-fresh-6.jsonl: a sixth fresh labelled set (issue 10, helper cls-links2), written before any
# change of this round to completion, waiting-for, parent or entities, by ../../../shared/eval/GUIDELINES.md
# with its Clarifications. Weighted to waits stated as states (British, Indian, Australian, American and German
# settings), completions stated as outcomes beside look-alike tasks, parents by subject, and entities in
# coordinations, nicknames, titles ("Dr Okafor" gives "Okafor"), lower-case words that are not people and
# companies that look like people. New people, projects and wording.
# Run: python3 eval-fresh/author_6.py (from packages/classifier). It also writes the read/held split by sha1.
import json, os
NOW = {
 'a':("2026-04-14T08:40:00","America/Halifax"),    # Tue
 'b':("2026-06-03T18:20:00","America/Halifax"),    # Wed
 'c':("2026-08-22T10:15:00","America/Halifax"),    # Sat
 'd':("2026-10-05T12:50:00","America/Halifax"),    # Mon
 'e':("2026-11-19T16:30:00","America/Halifax"),    # Thu
 'l':("2026-05-13T09:25:00","Europe/London"),      # Wed
 'k':("2026-09-23T19:40:00","Asia/Kolkata"),       # Wed
 's':("2026-03-03T07:55:00","Australia/Sydney"),   # Tue
 'n':("2026-02-12T13:35:00","America/New_York"),   # Thu
 'z':("2026-07-08T11:05:00","Europe/Berlin"),      # Wed
 'x':("2026-12-11T09:45:00","America/Los_Angeles"),# Fri
}
from labelset import use, is_held, P, T, ctx, rel, today, wd
use(NOW)
def day(k,n): return rel(k,n)
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
O='observation_insight'

# ---- waits stated as states ("who: what"; an unnamed party by its role)
c('l',"still no word from Dr Okafor on the biopsy",'personal',O,None,['Okafor'],wait="Okafor: biopsy results")
c('a',"Tomasz and Ngozi still owe me their sections of the tender doc",'systems',O,None,['Tomasz','Ngozi'],wait="Tomasz and Ngozi: their sections of the tender doc")
c('s',"the tiler reckons he'll come back to grout once the adhesive cures, no date yet",'personal',O,wait="tiler: grouting")
c('k',"builder is yet to hand over possession of our 3BHK, another delay",'personal',O,wait="builder: possession of the 3BHK")
c('n',"PSEG hasn't credited the overcharge back yet",'personal','transaction',wait="PSEG: credit for the overcharge")
c('z',"Finanzamt still sitting on my tax refund, it's been 9 weeks",'personal','transaction',wait="Finanzamt: tax refund")
c('x',"UPS opened a trace on the lost package, no answer so far",'personal','acquisition_disposition',wait="UPS: result of the package trace")
c('b',"Rosalind said she'd get back to me about the book club venue by friday",'social',O,None,['Rosalind'],wait="Rosalind: book club venue",exp=wd('b','fri'))
c('d',"my manager still hasn't approved my december leave",'systems',O,wait="manager: sign-off on the December leave request")
c('e',"the chimney sweep is fully booked so we're on his cancellation list",'personal',O,wait="chimney sweep: a cancellation slot")
c('c',"Eamon hasn't returned the camping stove we lent him in june",'social',O,None,['Eamon'],wait="Eamon: the camping stove")
c('l',"planning office has our extension application, decision due 3 June",'personal',O,wait="planning office: decision on the extension application",exp="2026-06-03")
c('k',"the mixer from Flipkart is out for delivery, should come by evening",'personal','acquisition_disposition',wait="Flipkart: mixer (delivery)",exp=day('k',0))
c('s',"still waiting on strata to approve the new aircon unit",'personal',O,wait="strata: approval for the aircon unit")
c('n',"landlord keeps promising the radiator guy is coming, three weeks now",'personal',O,wait="landlord: radiator repair")
c('z',"Henrike has the contract draft, she'll send comments monday",'systems',O,None,['Henrike'],wait="Henrike: comments on the contract draft",exp=wd('z','mon'))
c('x',"no callback from the dealership about the recall part",'personal',O,wait="dealership: recall part")
c('a',"Kwame's mum is checking if he can come to the sleepover, she'll text me",'social',O,None,['Kwame'],wait="Kwame's mum: whether Kwame can come to the sleepover")
c('b',"the school still hasn't confirmed Beatriz's spot in french immersion",'social',O,None,['Beatriz'],wait="school: Beatriz's spot in French immersion")
c('d',"legal is reviewing the vendor agreement, can't sign till they clear it",'systems',O,wait="legal: review of the vendor agreement")
c('e',"IKEA says the wardrobe doors are out of stock until january",'personal','acquisition_disposition',wait="IKEA: wardrobe doors (out of stock)")
c('c',"Lorcan and Saoirse haven't RSVP'd for the christening",'social',O,None,['Lorcan','Saoirse'],wait="Lorcan and Saoirse: RSVP for the christening")
c('l',"insurer still hasn't made a decision on the water damage claim",'personal',O,wait="insurer: decision on the water damage claim")
c('k',"Vikram bhaiya said he'll courier the wedding cards by saturday",'social',O,None,['Vikram'],wait="Vikram: wedding cards",exp=wd('k','sat'))
c('s',"mechanic's got the hilux in, waiting on a call to say what's up with the clutch",'personal',O,wait="mechanic: diagnosis of the Hilux clutch")
c('n',"Priti hasn't sent over the headshots for the speaker page yet",'systems',O,None,['Priti'],wait="Priti: headshots for the speaker page")
c('z',"the box of bike parts is held up in customs in Frankfurt",'personal','acquisition_disposition',wait="customs: bike parts parcel")
c('x',"HOA board still has to vote on the fence colour, next meeting jan 8",'personal',O,wait="HOA board: vote on the fence colour",exp="2027-01-08")
c('a',"Dr Achterberg's office will call when the referral comes through",'personal',O,None,['Achterberg'],wait="Achterberg's office: referral")
c('b',"the Brackwater Group recruiter went quiet after my second interview",'systems',O,wait="Brackwater Group recruiter: outcome of the second interview")
c('d',"our accountant has the shop receipts, just need her to finish the HST return",'systems','transaction',wait="accountant: HST return")
c('e',"Ludmila was supposed to bring round Noor's costume for the nativity, not yet though",'social',O,None,['Ludmila','Noor'],wait="Ludmila: Noor's costume for the nativity")
c('c',"bank's still processing the mortgage top-up, they said 5 to 7 working days",'personal','transaction',wait="bank: mortgage top-up")
c('k',"waiting for the society to issue the NOC for selling the flat",'personal',O,wait="society: NOC for the flat sale")
c('s',"vet sent Tilly's bloods off to the lab, results thursday",'personal',O,wait="vet: Tilly's blood results",exp=wd('s','thu'))
c('n',"the plumber Oisín recommended hasn't returned my call",'personal',O,None,['Oisín'],wait="plumber: callback")
c('z',"Anselm owes me the Q3 forecast figures, promised them before lunch",'systems',O,None,['Anselm'],wait="Anselm: Q3 forecast figures",exp=day('z',0))
c('x',"the permit inspector no-showed, they're meant to reschedule",'personal',O,wait="permit inspector: rescheduled inspection")
c('l',"the letting agency still has our deposit, nothing back yet",'personal','transaction',wait="letting agency: deposit")
c('d',"Wendell's team is yet to deliver the API keys so we're blocked",'systems',O,None,['Wendell'],wait="Wendell's team: API keys")
c('b',"Nkechi is checking with her husband re the cottage dates, she'll confirm tomorrow",'social',O,None,['Nkechi'],wait="Nkechi: cottage dates",exp=day('b',1))
c('e',"my passport's at the embassy with the visa application, could be a month",'personal',O,wait="embassy: passport with the visa")
c('z',"the landlord says he'll fix the window, I'll believe it when I see it",'personal',O,wait="landlord: fix for the bedroom window",
  ctx=ctx(t=T("Get the landlord to fix the bedroom window","Descale the shower head")))
c('k',"electrician came but the MCB keeps tripping, he says he needs a part first",'personal',O,wait="electrician: part for the MCB",
  ctx=ctx(t=T("Get the tripping MCB fixed","Pay the maid's salary")))
c('b',"Morgan Stanley's recruiter still hasn't got back to me",'systems',O,wait="Morgan Stanley recruiter: reply")

# ---- a completion that also leaves something awaited
c('a',"sent the revised floor plan to Marguerite, now we wait for her verdict",'personal','communication',None,['Marguerite'],wait="Marguerite: verdict on the revised floor plan",
  ctx=ctx(t=T("Send Marguerite the revised floor plan","Measure the back porch")),comp='t1')
c('k',"filed the RTI application online, reply is due within 30 days",'personal','task',wait="municipal office: reply to the RTI application",
  ctx=ctx(t=T("File the RTI application about the road repair","Renew the gym membership")),comp='t1')
c('n',"dropped the suit at the tailor for hemming, ready next wednesday",'personal','task',wait="tailor: hemmed suit",exp=wd('n','wed'),
  ctx=ctx(t=T("Take the suit to the tailor","Buy a tie for the gala")),comp='t1')
c('z',"posted the cancellation letter to the gym, now they have to confirm it",'personal','task',wait="gym: confirmation of the cancellation",
  ctx=ctx(t=T("Cancel the gym contract in writing","Book a bouldering session")),comp='t1')
c('s',"lodged the granny flat application with council, assessment takes up to six weeks",'personal','task',wait="council: assessment of the granny flat application",
  ctx=ctx(t=T("Lodge the granny flat application","Clean the gutters")),comp='t1')
c('k',"gas cylinder booked through the app, delivery tomorrow",'personal','task',wait="gas agency: cylinder delivery",exp=day('k',1),
  ctx=ctx(t=T("Book a gas cylinder refill","Get the water purifier serviced")),comp='t1')

# ---- not waiting, despite the words
c('c',"can't wait for Tamsin's hen do next saturday!!",'social','emotion_state',None,['Tamsin'])
c('l',"the invite says no need to RSVP, just turn up",'social',O)
c('x',"still haven't decided whether to do the marathon again",'personal',O)
c('d',"clinic waiting room was packed, bring a book next time",'personal',O)
c('e',"Delphine is waiting tables at the bistro now, good for her",'social',O,None,['Delphine'])
c('k',"the kids still haven't finished their rangoli but it looks lovely so far",'social',O)
c('b',"expecting rain all week so the deck staining can hold off",'personal',O)
c('s',"Bongani said the trailer is ours to borrow whenever, no need to ask",'social',O,None,['Bongani'])

# ---- completions stated as outcomes, often beside a look-alike task
c('l',"Solveig's leaving card is signed by the whole floor and handed over",'systems','task',None,['Solveig'],
  ctx=ctx(t=T("Get everyone to sign Solveig's leaving card","Book the leaving lunch for Solveig")),comp='t1')
c('a',"winter tires are off and the summers are on",'personal','task',
  ctx=ctx(t=T("Swap the winter tires for the summer set","Wash the car")),comp='t1')
c('b',"the studio's HST payment went through this afternoon",'systems','transaction',
  ctx=ctx(t=T("Remit the studio's HST","Order new business cards")),comp='t1')
c('c',"garage is cleared out, three trips to the dump",'personal','task',
  ctx=ctx(P("Garage conversion","Family reunion"),T(("Clear out the garage","p1"),("Get an electrician to quote for the garage","p1"),("Book the reunion hall","p2"))),comp='t1',par='p1')
c('d',"our workshop paper got in!!",'systems','milestone_outcome',
  ctx=ctx(t=T("Submit the paper to the workshop","Review Quinlan's slides")),comp='t1')
c('e',"Mirela's invitation letter is notarised and couriered",'social','task',None,['Mirela'],
  ctx=ctx(t=T("Get the invitation letter for Mirela notarised","Pick up Mirela from the airport")),comp='t1')
c('k',"scooter insurance renewed online, policy pdf is in my mail",'personal','transaction',
  ctx=ctx(t=T("Renew the scooter insurance","Get the scooter serviced")),comp='t1')
c('s',"pool fence passed the council inspection this arvo",'personal','task',
  ctx=ctx(t=T("Get the pool fence certified","Buy pool chlorine")),comp='t1')
c('n',"lease renewal is signed, we're staying another two years",'personal','decision_commitment',
  ctx=ctx(t=T("Sign the lease renewal","Ask the super about the buzzer")),comp='t1')
c('z',"Kita contract signed for Jonas, he starts in september",'social','decision_commitment',None,['Jonas'],
  ctx=ctx(t=T("Sign the Kita contract for Jonas","Buy indoor shoes for Jonas")),comp='t1')
c('x',"grant report is off my plate, submitted at 11:58pm lol",'systems','task',
  ctx=ctx(t=T("Submit the foundation grant report","Plan the donor breakfast")),comp='t1')
c('a',"roof estimate is in hand, $14k from Pemberton Roofing",'personal','task',
  ctx=ctx(t=T("Get a roof estimate","Clean the eavestrough")),comp='t1')
c('b',"hosted the neighbourhood clean-up, 22 people showed",'social','task',
  ctx=ctx(t=T("Organise the neighbourhood clean-up","Return the library books")),comp='t1')
c('c',"spare room is painted, two coats of the oat colour",'personal','task',
  ctx=ctx(P("Nursery for the baby","Work laptop upgrade"),T(("Paint the spare room","p1"),("Assemble the cot","p1"))),comp='t1',par='p1')
c('d',"Yolanda accepted!! she starts on the 19th",'systems','milestone_outcome',"2026-10-19",['Yolanda'],
  ctx=ctx(P("Hire a second designer","Fall garden cleanup"),T(("Fill the designer role","p1"),("Set up a laptop for the new designer","p1"))),comp='t1',par='p1')
c('e',"dishwasher's installed and it's actually quiet",'personal','task',
  ctx=ctx(t=T("Get the new dishwasher installed","Descale the kettle")),comp='t1')
c('l',"the probate forms are with the solicitor, signed by both of us",'social','task',
  ctx=ctx(t=T("Sign the probate forms","Sort through Dad's books")),comp='t1')
c('k',"Aarav's fees for the term are paid, receipt saved",'social','transaction',None,['Aarav'],
  ctx=ctx(t=T("Pay Aarav's term fees","Buy Aarav's school shoes")),comp='t1')
c('s',"the kombi's sold! bloke from Geelong paid cash",'personal','acquisition_disposition',
  ctx=ctx(t=T("Sell the Kombi","Cancel the Kombi's insurance")),comp='t1')
c('n',"the episode with Kaveh is edited and scheduled",'systems','task',None,['Kaveh'],
  ctx=ctx(P("Founders podcast season 2","Bathroom grout"),T(("Edit the episode with Kaveh","p1"),("Book guests for season 2","p1"))),comp='t1',par='p1')
c('z',"minutes from the tenants' meeting are out to everyone",'social','task',
  ctx=ctx(t=T("Circulate the minutes from the tenants' meeting","Fix the bike rack")),comp='t1')
c('x',"our 1099s are filed, the freelancers all have theirs",'systems','task',
  ctx=ctx(t=T("File the 1099s for the contractors","Renew the business license")),comp='t1')
c('a',"piano's tuned and sounds like new",'personal','task',
  ctx=ctx(t=T("Get the piano tuned","Buy new sheet music")),comp='t1')
c('c',"Quinn's swimming lessons are booked, fall session",'social','task',None,['Quinn'],
  ctx=ctx(t=T("Sign Quinn up for swimming lessons","Buy Quinn goggles")),comp='t1')
c('e',"Hamish is sorted for christmas, the whisky set arrived and is wrapped",'social','acquisition_disposition',None,['Hamish'],
  ctx=ctx(t=T("Get a Christmas present for Hamish","Get a Christmas present for Fenna")),comp='t1')
c('d',"all the conference badges are printed and in alphabetical order",'systems','task',
  ctx=ctx(P("Autumn sales conference","Basement damp"),T(("Print the conference badges","p1"),("Confirm the caterer","p1"))),comp='t1',par='p1')
c('b',"ok the speech for Ignatius's retirement is written, 4 minutes on the nose",'systems','task',None,['Ignatius'],
  ctx=ctx(t=T("Write the speech for Ignatius's retirement","Collect money for Ignatius's gift")),comp='t1')
c('l',"the Fiesta got through its MOT, no advisories",'personal','task',
  ctx=ctx(t=T("Get the Fiesta through its MOT","Top up the screenwash")),comp='t1')
c('s',"the tradie finished the deck this arvo, looks unreal",'personal','task',
  ctx=ctx(P("Backyard makeover","Tax time"),T(("Get the deck built","p1"),("Plant the hedge","p1"))),comp='t1',par='p1')
c('n',"the 2025 Roth IRA contribution is in",'personal','transaction',
  ctx=ctx(t=T("Max out the 2025 Roth IRA contribution","Rebalance the 401k")),comp='t1')
c('z',"gave Otto the climbing shoes this morning, he loves them",'social','acquisition_disposition',None,['Otto'],
  ctx=ctx(t=T("Give Otto his birthday present","Book the climbing gym for Otto's party")),comp='t1')
c('x',"the ring is resized and back on my finger",'personal','task',
  ctx=ctx(t=T("Get my ring resized","Polish the silver")),comp='t1')
c('e',"the food bank drive wrapped up, 340 kg collected",'social','milestone_outcome',
  ctx=ctx(t=T("Run the food bank drive at church","Bake for the coffee morning")),comp='t1')
c('a',"thesis defence: passed!!! Dr Whitlock didn't even ask about chapter 4",'systems','milestone_outcome',None,['Whitlock'],
  ctx=ctx(t=T("Defend the thesis","Print thesis copies for the library")),comp='t1')
c('c',"finally called the vet back about Pip's dental",'personal','communication',
  ctx=ctx(t=T("Call the vet back about Pip's dental","Buy a new leash")),comp='t1')
c('l',"rang Radhika and apologised, we're good now",'social','communication',None,['Radhika'],
  ctx=ctx(t=T("Apologise to Radhika","Post Radhika's birthday card")),comp='t1')
c('e',"paid the water bill, the hydro one's still sitting there",'personal','transaction',
  ctx=ctx(t=T("Pay the hydro bill","Pay the water bill")),comp='t2')
c('d',"reviewed Priti's draft deck, she still needs to fix the charts",'systems','task',None,['Priti'],
  ctx=ctx(t=T("Review Priti's draft deck","Fix the charts in my own report")),comp='t1')
c('n',"Prof Adeyemi signed my independent study form",'personal','task',None,['Adeyemi'],
  ctx=ctx(t=T("Get the independent study form signed","Return the lab key")),comp='t1')

# ---- look-alikes and negatives: nothing is completed
c('d',"Chidi finished his MBA, so chuffed for him",'social','milestone_outcome',None,['Chidi'],
  ctx=ctx(t=T("Finish the MBA application essays","Congratulate Chidi")))
c('b',"still haven't had the tires rotated, forgot again",'personal','task',
  ctx=ctx(t=T("Get the tires rotated","Renew the car insurance")))
c('x',"tried returning the blender at Target but they wanted the receipt",'personal','acquisition_disposition',
  ctx=ctx(t=T("Return the blender to Target","Buy a new toaster")))
c('c',"got halfway through clearing the shed before the rain came",'personal','task',
  ctx=ctx(t=T("Clear out the shed","Mow the lawn")))
c('n',"huge thanks to Zeb for the lift yesterday, legend",'social',O,None,['Zeb'],
  ctx=ctx(t=T("Ask Zeb about the ski trip","Return Zeb's jumper")))
c('z',"Ulrike booked her own flights for the reunion, I'm still to book mine",'social',O,None,['Ulrike'],
  ctx=ctx(t=T("Book flights for the reunion","Send Ulrike the reunion agenda")))
c('a',"booked a viewing of the gala venue, not the venue itself yet",'systems','task',
  ctx=ctx(t=T("Book the venue for the gala","Draft the gala invitations")))
c('l',"Mum's boiler got serviced today, mine's still overdue",'personal',O,
  ctx=ctx(t=T("Get my boiler serviced","Ring Mum on Sunday")))
c('s',"ping me about ringing the strata manager re the roof leak",'personal','reminder_intention',
  ctx=ctx(t=T("Ring the strata manager about the roof leak","Pay the water rates")))
c('n',"ordered the wrong size furnace filters, they have to go back",'personal','acquisition_disposition',
  ctx=ctx(t=T("Order furnace filters","Book the furnace inspection")))
c('x',"the client loved the mockups but wants another round before we call it done",'systems',O,
  ctx=ctx(t=T("Finish the homepage mockups for Larkspur","Invoice Larkspur for October")))
c('e',"we didn't end up going to the open house, too much snow",'personal',O,
  ctx=ctx(t=T("Go to the open house on Birchwood Ave","Shovel the driveway")))
c('b',"happy news: Jolene got engaged!! must get her a card",'social','milestone_outcome',None,['Jolene'],
  ctx=ctx(t=T("Send Jolene the book I promised","Buy a card for Jolene's engagement")))
c('k',"half the rangoli colours are bought, diyas still to get",'social','acquisition_disposition',
  ctx=ctx(t=T("Buy diyas for Diwali","Buy rangoli colours")))
c('c',"Aunt Perpetua's hip op went fine, she's home",'social',O,None,['Perpetua'],
  ctx=ctx(t=T("Visit Aunt Perpetua after her op","Drop off soup for Aunt Perpetua")))
c('a',"gave up on fixing the dryer myself, calling a repair guy",'personal','decision_commitment',
  ctx=ctx(t=T("Fix the dryer","Fold the laundry")))

# ---- parent by subject, with no word of the title
c('l',"the caterer wants a headcount for the vegetarian option",'social','task',
  ctx=ctx(P("Silver wedding anniversary party","Loft insulation")),par='p1')
c('a',"found a flatbed trailer we can borrow for moving day, 20 boxes fit easily",'personal',O,
  ctx=ctx(P("Move to Moncton","Learn pottery")),par='p1')
c('b',"the fibreglass for the hull came, plus $300 of resin",'personal','acquisition_disposition',
  ctx=ctx(P("Restore the old sailboat","Quarterly board report")),par='p1')
c('c',"Fenna's going to do the flowers, she did her sister's",'social',O,None,['Fenna'],
  ctx=ctx(P("Our wedding next June","Fix the porch steps")),par='p1')
c('d',"stakeholder interviews are all scheduled, six in total",'systems','task',
  ctx=ctx(P("Customer research sprint","Halloween costumes")),par='p1')
c('e',"week 3 covers pivot tables and lookups",'systems','learning_consumption',
  ctx=ctx(P("Excel certification for work","Christmas baking")),par='p1')
c('k',"panditji has given two muhurat dates in february",'social',O,
  ctx=ctx(P("Ananya's wedding","Switch broadband provider")),par='p1')
c('s',"removalists quoted $2,100 for the three-bedder",'personal','transaction',
  ctx=ctx(P("Move to Brisbane","Learn to surf")),par='p1')
c('n',"kickoff deck needs a slide on data retention",'systems','task',
  ctx=ctx(P("Launch the HR portal","Pickleball league")),par='p1')
c('z',"the Standesamt has the 14th of August free for us",'social',O,
  ctx=ctx(P("Get married in Hamburg","Balcony solar panel")),par='p1')
c('x',"the rafting company needs waivers signed by all eight of us",'social','task',
  ctx=ctx(P("Grand Canyon trip with the guys","Refinance the house")),par='p1')
c('l',"the chapter where the lighthouse keeper dies is finally drafted",'personal','task',
  ctx=ctx(P("Finish my novel","Kitchen extractor fan")),par='p1')
c('a',"conveyancer needs ID from both of us before settlement",'personal',O,
  ctx=ctx(P("Buy the Elmwood condo","Book club")),par='p1')
c('b',"bought a tow hitch for the camper",'personal','acquisition_disposition',
  ctx=ctx(P("Cross-country camping trip","Team offsite")),par='p1')
c('c',"the DJ can't do the 12th, need another one",'social',O,
  ctx=ctx(P("Kofi's 40th birthday bash","Office move")),par='p1')
c('d',"load testing shows checkout falls over at 900 rps",'systems',O,
  ctx=ctx(P("Black Friday readiness","Pumpkin carving")),par='p1')
c('e',"the twins' advent calendars are filled",'social','task',
  ctx=ctx(P("Christmas prep","Performance review")),par='p1')
c('k',"CA says we need six months of salary slips for the loan",'personal',O,
  ctx=ctx(P("Buy a flat in Pune","Learn Carnatic violin")),par='p1')
c('s',"we'll have to get an engineer in about the wall between the kitchen and lounge",'personal',O,
  ctx=ctx(P("Open-plan living area","Car rego")),par='p1')
c('n',"interviewed two dog walkers for when the puppy comes, liked the second one",'personal','task',
  ctx=ctx(P("Get ready for the new puppy","Tax filing")),par='p1')
c('z',"checked the Interrail pass prices, the 15-day one is €480",'personal',O,
  ctx=ctx(P("Summer Interrail with Oskar","Quarterly close")),par='p1')
c('x',"the robotics kids need matching t-shirts before the regional",'social','task',
  ctx=ctx(P("Coach the middle school robotics team","Sell the old kayak")),par='p1')
c('l',"Ayesha's agreed to be our best woman 😭",'social','decision_commitment',None,['Ayesha'],
  ctx=ctx(P("Our wedding in Cornwall","Replace the shower")),par='p1')
c('d',"moved the first 40 customers onto the new tiers",'systems','task',
  ctx=ctx(P("Pricing overhaul","Fall garden cleanup")),par='p1')
c('b',"the grant panel wants a letter of support from the library",'social',O,
  ctx=ctx(P("Community garden on Agricola","Renew passport")),par='p1')

# ---- parent look-alikes: a project in the context that the thought is not about
c('e',"Wiremu's building a treehouse for his kids, looks brilliant",'social',O,None,['Wiremu'],
  ctx=ctx(P("Build a treehouse for Maia","Winter tires")))
c('a',"grabbed a birthday card for my neighbour Rafferty",'social','acquisition_disposition',None,['Rafferty'],
  ctx=ctx(P("Dad's 75th birthday dinner","Spring cleaning")))
c('k',"my cousin's shifting to Hyderabad next month",'social',O,
  ctx=ctx(P("Move to Bangalore","Learn Kannada")))
c('c',"saw a documentary about tiny houses last night",'personal','learning_consumption',
  ctx=ctx(P("Kitchen remodel","Kids' summer camp")))
c('z',"my colleague Sefa got married last weekend, lovely photos",'social',O,None,['Sefa'],
  ctx=ctx(P("Our wedding in May 2027","Website redesign")))
c('x',"the office fridge smells awful, someone's yogurt",'systems',O,
  ctx=ctx(P("Kitchen renovation","Holiday cards")))

# ---- entities: coordinations, nicknames, titles, lower-case words that are not people, companies
c('b',"dinner with Tobias and Leontine friday at 7",'social','task',wd('b','fri','19:00'),['Tobias','Leontine'])
c('d',"Jo-Ann, Mathieu and Stevo are coming over saturday to help fix the fence",'personal',O,wd('d','sat'),['Jo-Ann','Mathieu','Stevo'])
c('l',"coffee with Dr Ezeani at 10 re the trial data",'systems','task',rel('l',0,'10:00'),['Ezeani'])
c('a',"grabbed lunch with the new guy from accounts, nice bloke",'systems',O)
c('e',"Mrs Kowalczyk next door turns 90 tomorrow, bring her flowers",'social','task',rel('e',1),['Kowalczyk'])
c('c',"ran into Jules and her partner Sam at the market, they're doing a pottery stall",'social',O,None,['Jules','Sam'])
c('s',"Gazza reckons the surf's pumping at Bells tomorrow arvo",'personal',O,None,['Gazza'])
c('k',"Sharma ji from the third floor wants a society WhatsApp group",'social',O,None,['Sharma'])
c('z',"lunch with Frau Brandt and Herr Vogel from procurement at 12:30",'systems','task',rel('z',0,'12:30'),['Brandt','Vogel'])
c('x',"texted Max, Lily and their dad about the ski weekend",'social','communication',None,['Max','Lily'])
c('b',"the summer students start monday: Aiden, Priya, and Wes",'systems',O,wd('b','mon'),['Aiden','Priya','Wes'])
c('d',"Apple replaced my screen for free, Marco at the genius bar was great",'personal',O,None,['Marco'])
c('e',"rebecca and i are splitting the cost of mom's christmas gift",'social','transaction',None,['rebecca'])
c('c',"will and grace reruns all afternoon, perfect lazy saturday",'personal','learning_consumption')
c('a',"grant got rejected again, will try the spring round",'systems','milestone_outcome')
c('l',"Pat from the allotment gave us a marrow the size of a toddler",'personal',O,None,['Pat'])
c('k',"Deepa didi and Rohan are coming for dinner on sunday",'social',O,wd('k','sun'),['Deepa','Rohan'])
c('x',"Uncle Ray says the cabin's free the week after christmas",'social',O,None,['Ray'])
c('s',"Doc Patel said the knee just needs rest, no scan",'personal',O,None,['Patel'])
c('z',"Johanna-Marie and Lukas are coming to the barbecue saturday",'social',O,wd('z','sat'),['Johanna-Marie','Lukas'])
c('d',"Slack is down again and Jira's crawling",'systems',O)
c('b',"Birdie chewed Harriet's sandal, bad dog",'personal',O,None,['Harriet'])
c('e',"Father Dominic asked if I'd do a reading at midnight mass",'social',O,None,['Dominic'])
c('n',"bill and sue from church dropped off a lasagna",'social',O,None,['bill','sue'])
c('s',"Kirra, Jonno and Mads are in for the camping trip, tell Bec too",'social',O,None,['Kirra','Jonno','Mads','Bec'])
c('k',"mark my words the metro will be late again",'personal',O)
c('n',"Ms Okonkwo, Shay's teacher, wants a quick chat at pickup",'social',O,None,['Okonkwo','Shay'])
c('x',"Target and Best Buy both have the tv on sale",'personal','acquisition_disposition')

def sha_part(text): return 'held' if is_held(text) else 'read'

if __name__ == "__main__":
  here = os.path.dirname(os.path.abspath(__file__))
  rows = [{"id": f"f6{i+1:03d}", **cs} for i, cs in enumerate(cases)]
  with open(os.path.join(here, "thoughts-fresh-6.jsonl"), "w") as f:
    for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
  for part in ('read', 'held'):
    with open(os.path.join(here, f"thoughts-fresh-6-{part}.jsonl"), "w") as f:
      for r in rows:
        if sha_part(r['text']) == part: f.write(json.dumps(r, ensure_ascii=False) + "\n")
  from collections import Counter
  print(len(cases), Counter(c['expect']['event_type'] for c in cases), Counter(c['expect']['domain'] for c in cases))
  print('parent', sum(1 for c in cases if c['expect']['parent']), 'completes', sum(1 for c in cases if c['expect']['completes']), 'waiting', sum(1 for c in cases if c['expect']['waiting_for']), 'sched', sum(1 for c in cases if c['expect'].get('scheduled_local')))
  print('split', Counter(sha_part(c['text']) for c in cases))
