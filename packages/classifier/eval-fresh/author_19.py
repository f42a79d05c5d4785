# Writes thoughts-fresh-19.jsonl: a nineteenth fresh labelled set (issue 10, ids f19…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice: a Filipino-Canadian
# registered nurse in Winnipeg (a medical unit, "4B", the unit manager, the charge nurse, the scheduling office, the
# float pool, recertifications) with a husband (Ren), two kids (Migo, Bea), a sister in Calgary (Cheska) and parents in
# Iloilo ("Nanay", "Tatay": relation words, not names), renting from a landlord (Mr Petrenko) with a building super
# (Gord). Canadian offices and couriers (CRA, Service Canada, IRCC, MPI, Manitoba Hydro, Canada Post, Purolator, LBC),
# a little Tagalog ("grabe", "sana", "pasalubong", "balikbayan box", "hay naku"). The hospital job is systems; the
# family, friends and money sent home social; her own flat, car, health and money personal.
# Weighted to waiting-for and completes, with open tasks in most contexts:
# - waits in every form: a state, a question, "who: what is awaited" written by the user, the party an organisation,
#   a courier, the landlord, the city or its council, a person; with and without an expected date;
# - look-alikes that are not waits: the user is the one who owes, something already arrived, someone else's wait, a
#   queue, "can't wait";
# - completions stated as outcomes in other words than the task's ("sorted", "went through", "is in", "signed off",
#   "finally done with", "taken care of", "is off", "paid up");
# - partial progress and negation that complete nothing, and news or gratitude about a person or thing an open task
#   names, which completes nothing.
# A wait stated as a state is an observation, money awaited a transaction, a stated feeling an emotion, the user's own
# act (emailed, applied, paid) its own type. It also writes the split by sha1 of the text, fixed before the first
# scoring: thoughts-fresh-19-read.jsonl (misses may be read) and thoughts-fresh-19-held.jsonl (totals only).
# Run: python3 eval-fresh/author_19.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, ctx, T, P, C, OMIT
use({
 'a':("2026-01-14T07:20:00","America/Winnipeg"),   # Wed
 'b':("2026-02-27T19:45:00","America/Winnipeg"),   # Fri
 'c':("2026-04-06T12:10:00","America/Winnipeg"),   # Mon
 'd':("2026-05-23T09:30:00","America/Winnipeg"),   # Sat
 'e':("2026-07-08T22:15:00","America/Winnipeg"),   # Wed
 'f':("2026-09-03T16:40:00","America/Winnipeg"),   # Thu
 'g':("2026-10-18T11:00:00","America/Winnipeg"),   # Sun
 'h':("2026-12-01T06:50:00","America/Winnipeg"),   # Tue
}, {'a':'wed','b':'fri','c':'mon','d':'sat','e':'wed','f':'thu','g':'sun','h':'tue'})
cases=[]
c=labeller(cases)
HOUSE=P("Buy a house in Transcona")
PARTY=P("Migo's 7th birthday party")
TRIP=P("Nanay's visit to Winnipeg in March")

# ---- waits on organisations, stated as states (some beside an open task that they do not complete)
c('a',"CRA still hasn't sent my GST credit, two months now",'personal','transaction',wait="CRA: GST credit")
c('b',"college of nurses hasn't come back on my registration renewal",'systems','observation_insight',wait="college of nurses: registration renewal")
c('c',"landlord says the plumber comes thursday for the kitchen drain",'personal','observation_insight',ctx=ctx(t=T("Get the landlord to fix the kitchen drain","Buy Bea rain boots")),wait="landlord: plumber for the kitchen drain",exp=wd('c','thu'))
c('d',"Service Canada is still processing my EI sickness claim, week five",'personal','transaction',wait="Service Canada: EI sickness claim")
c('e',"MPI adjuster yet to call back re the hail damage on the sienna",'personal','observation_insight',ctx=ctx(t=T("Get the hail damage fixed on the Sienna","Book Bea's eye exam")),wait="MPI adjuster: call back about the hail damage claim")
c('f',"scheduling office: nothing back on my request to drop to 0.8",'systems','observation_insight',wait="scheduling office: answer on dropping to 0.8")
c('g',"IT ticket for my badge access has been open since tuesday, nobody's touched it",'systems','observation_insight',wait="IT: badge access")
c('h',"the bank is 'looking into' the double charge on my visa",'personal','transaction',ctx=ctx(t=T("Call the bank about the double charge","Buy wrapping paper")),wait="bank: double charge on the Visa")
c('a',"the clinic hasn't booked my MRI and the referral went in six weeks ago",'personal','observation_insight',wait="clinic: MRI booking")
c('c',"payroll shorted my stat holiday pay again, ticket's open with them",'systems','transaction',wait="payroll: stat holiday pay")
c('e',"college says the certificate transcript gets mailed out by the 20th",'systems','observation_insight',wait="college: certificate transcript",exp=nth('e',20))
c('g',"Tirecraft — winter tires on order, they'll phone when they're in",'personal','observation_insight',ctx=ctx(t=T("Get the snow tires put on","Wash the Sienna")),wait="Tirecraft: winter tires")
c('b',"Shoppers backordered my inhaler, pharmacist thinks tuesday",'personal','observation_insight',wait="Shoppers: inhaler",exp=wd('b','tue'))
c('d',"mortgage broker said pre-approval takes 48 hours, it's been four days",'personal','observation_insight',ctx=ctx(HOUSE,T(("Get mortgage pre-approval","p1"),("Find a home inspector","p1"))),wait="mortgage broker: pre-approval",par='p1')
c('f',"HR is still reviewing applications for the educator role on 5 East",'systems','observation_insight',wait="HR: decision on the 5 East educator role")
c('h',"the credit union is still verifying Ren's income for the joint account",'personal','observation_insight',ents=['Ren'],wait="credit union: income verification for the joint account")
# ---- waits put as questions
c('e',"is the city ever going to fill the pothole outside our driveway? reported it in may",'personal','observation_insight',wait="city: pothole repair outside the driveway")
c('f',"did IRCC ever answer about Nanay's visitor visa?? nothing in the portal",'social','observation_insight',ctx=ctx(TRIP,T(("Book Nanay's flight","p1"),("Buy Nanay a winter coat","p1"))),wait="IRCC: Nanay's visitor visa",par='p1')
c('b',"any news from the daycare on a spot for Bea? they said they'd know by march 1",'social','observation_insight',ents=['Bea'],wait="daycare: spot for Bea",exp=md('b',3,1))
c('c',"when is Petrenko putting in a new smoke detector in the hall, it's been chirping for a week",'personal','observation_insight',ents=['Petrenko'],ctx=ctx(t=T("Test the smoke detectors","Pay the April rent")),wait="Petrenko: new smoke detector in the hall")
c('g',"has the school board decided on Migo's bus route yet?? still nothing",'social','observation_insight',ents=['Migo'],wait="school board: bus route for Migo")
c('h',"where is my Purolator box, it was supposed to come yesterday",'personal','observation_insight',wait="Purolator: parcel (delivery)")
c('d',"did Jessa ever send back my cooler from the long weekend?",'social','observation_insight',ents=['Jessa'],wait="Jessa: cooler")
# ---- waits on couriers and deliveries
c('a',"Canada Post says 'in transit' on Cheska's package for 11 days now",'social','observation_insight',ents=['Cheska'],wait="Canada Post: package from Cheska")
c('d',"amazon says Bea's costume arrives saturday by 8pm",'social','observation_insight',ents=['Bea'],wait="Amazon: Bea's costume (delivery)",exp=sat('d'))
c('e',"the LBC box to Iloilo still hasn't reached Tatay, 7 weeks at sea",'social','observation_insight',wait="LBC: balikbayan box to Tatay")
c('f',"FedEx missed me again, redelivery attempt tomorrow",'personal','observation_insight',wait="FedEx: redelivery of the parcel",exp=rel('f',1))
c('c',"Purolator tracking on Migo's skates hasn't moved since friday",'social','observation_insight',ents=['Migo'],ctx=ctx(t=T("Order Migo new skates","Sign Migo up for spring hockey")),wait="Purolator: Migo's skates (delivery)")
c('h',"Intelcom shows the compression socks out for delivery today",'systems','observation_insight',ctx=ctx(t=T("Order new compression socks","Print the unit's holiday schedule")),wait="Intelcom: compression socks (delivery)",exp=rel('h',0))
# ---- waits on the landlord, the super, the city and its council
c('a',"landlord STILL ignoring my texts about the broken dryer",'personal','observation_insight',ctx=ctx(t=T("Get the landlord to fix the dryer","Buy laundry pods")),wait="landlord: dryer repair")
c('b',"Gord the super says the new fridge gets delivered monday",'personal','observation_insight',ents=['Gord'],wait="Gord: new fridge",exp=wd('b','mon'))
c('d',"Petrenko still has our old damage deposit, keeps saying 'soon'",'personal','transaction',ents=['Petrenko'],wait="Petrenko: damage deposit from the old place")
c('e',"city council votes on the crosswalk by Bea's school on the 14th, sana",'social','observation_insight',ents=['Bea'],wait="city council: vote on the crosswalk by Bea's school",exp=nth('e',14))
c('f',"the city's by-law office hasn't done a thing about the junk car next door, 3 complaints in",'personal','observation_insight',wait="city by-law office: action on the junk car next door")
c('g',"bulky pickup never came, our mattress is still out on the curb and the city's got nothing to say",'personal','observation_insight',wait="city: bulky item pickup of the mattress")
c('h',"council is supposed to rule on the parking permit for our street in january",'personal','observation_insight',wait="council: parking permit for our street")
# ---- waits on people
c('a',"waiting on Dolores to approve my christmas leave, she said by friday",'systems','observation_insight',ents=['Dolores'],wait="Dolores: approval of the Christmas leave",exp=wd('a','fri'))
c('b',"Dwayne next door still has our snow blower since the storm",'social','observation_insight',ents=['Dwayne'],wait="Dwayne: snow blower")
c('c',"Jessa owes me $40 for the Jets game, she'll e-transfer friday",'social','transaction',ents=['Jessa'],wait="Jessa: $40 for the concert tickets",exp=wd('c','fri'))
c('d',"Ren's supposed to send me the insurance papers, nothing yet",'personal','observation_insight',ents=['Ren'],wait="Ren: insurance papers")
c('e',"Analyn borrowed the instant pot in may and still hasn't returned it",'social','observation_insight',ents=['Analyn'],ctx=ctx(t=T("Send Analyn the lumpia recipe","Defrost the chicken")),wait="Analyn: Instant Pot")
c('f',"Cheska is checking if she can take Nanay for october, will text tonight",'social','observation_insight',ents=['Cheska'],wait="Cheska: whether she can take Nanay in October",exp=rel('f',0))
c('g',"Kwame still has to send the updated float pool list",'systems','observation_insight',ents=['Kwame'],wait="Kwame: updated float pool list")
c('h',"charge nurse hasn't posted january's rotation yet, can't plan anything",'systems','observation_insight',wait="charge nurse: January rotation")
c('c',"Marites: the signed preceptor form, still with her since last week",'systems','observation_insight',ents=['Marites'],wait="Marites: signed preceptor form")
# ---- waits of other event types: the user's own act, a feeling, money
c('a',"so anxious for the biopsy results, they said ten days",'personal','emotion_state',wait="biopsy results")
c('d',"emailed the daycare about a fall spot for Migo, they'll let me know next week",'social','communication',ents=['Migo'],wait="daycare: fall spot for Migo")
c('e',"vet will phone with Mango's bloodwork tomorrow",'personal','observation_insight',wait="vet: Mango's bloodwork results",exp=rel('e',1))
c('g',"garage says the sienna's part lands wednesday",'personal','observation_insight',wait="garage: part for the Sienna",exp=wd('g','wed'))
c('b',"dentist's office will call if they get a cancellation for Migo",'social','observation_insight',ents=['Migo'],wait="dentist's office: cancellation appointment for Migo")
c('h',"grabe, so fed up waiting for the union to answer about my grievance",'systems','emotion_state',wait="union: answer on the grievance")
c('f',"tenant insurance approved the basement flood claim, cheque in 10 business days",'personal','transaction',wait="tenant insurer: flood payout")

# ---- look-alikes that are not waits: the user owes, something arrived, someone else's wait, a queue, "can't wait"
c('b',"still haven't paid Petrenko the march rent, doing it tonight",'personal','transaction',tonight('b'),['Petrenko'],ctx=ctx(t=T("Pay the March rent","Call Cheska")))
c('c',"Marites is waiting on me to confirm the shift swap",'systems','task',ents=['Marites'])
c('d',"I owe Jessa $25 for the pizza from friday",'social','transaction',ents=['Jessa'])
c('e',"need to send CRA the daycare receipts they asked for by the 30th",'personal','task',nth('e',30))
c('f',"Migo's new skates finally showed up, purolator left them at the back door",'social','acquisition_disposition',ents=['Migo'])
c('g',"GST credit landed in the account this morning",'personal','transaction')
c('h',"Cheska's still waiting on her work permit, poor thing",'social','observation_insight',ents=['Cheska'])
c('a',"can't wait to see Nanay at the airport in march!!",'social','emotion_state')
c('b',"two hours in the ER waiting room with Bea's ear, hay naku",'social','observation_insight',ents=['Bea'])
c('c',"bed 12 has been waiting on a ward bed since noon, ED is jammed",'systems','observation_insight')
c('d',"I'll wait for the boxing day sales for a new TV",'personal','decision_commitment')
c('e',"haven't called the dentist back yet about Migo's filling",'social','task',ents=['Migo'],ctx=ctx(t=T("Call the dentist about Migo's filling","Buy sunscreen")))
c('f',"Dolores asked for my self-evaluation by friday",'systems','task',wd('f','fri'),['Dolores'])
c('g',"Ren wants my answer on the cabin weekend, he's been asking since monday",'social','task',ents=['Ren'])
c('h',"the PR card is finally here!! took forever",'personal','milestone_outcome')
c('a',"my T4 arrived, now just the RRSP slip to dig out",'personal','observation_insight')
c('b',"40 minutes of hold music with MPI then the call dropped",'personal','communication')
c('c',"standing at the bus stop in -31, the 11 is late again",'personal','observation_insight')
c('d',"the city patched the streetlight on our block finally",'personal','observation_insight')
c('e',"still need to drop the cheque at the daycare",'social','task',ctx=ctx(t=T("Drop the daycare cheque off","Pack Bea's swim bag")))
c('f',"Nanay keeps asking when the box is arriving, I told her november",'social','observation_insight')
c('h',"patients on 4B wait forever for physio, someone should raise it at huddle",'systems','observation_insight')

# ---- completions stated as outcomes, in other words than the task's
c('a',"MPI renewal sorted, good till next february",'personal','task',ctx=ctx(t=T("Renew the car registration with MPI","Book Migo's dentist cleaning")),comp='t1')
c('c',"taxes are in 🙌 Wealthsimple says refund in about two weeks",'personal','transaction',ctx=ctx(t=T("File the 2025 tax return","Pay the hydro bill")),wait="CRA: tax refund",comp='t1')
c('b',"the money for Nanay's meds went through, 8k pesos",'social','transaction',ctx=ctx(t=T("Send money to Nanay for her maintenance meds","Call Tatay on his birthday")),comp='t1')
c('d',"vacation request signed off by Dolores!! two weeks in july",'systems','task',ents=['Dolores'],ctx=ctx(t=T("Get Dolores to sign my vacation request","Finish the pressure injury module")),comp='t1')
c('e',"finally done with ACLS, good for two more years",'systems','milestone_outcome',ctx=ctx(t=T("Recertify ACLS","Book the winter tire swap")),comp='t1')
c('f',"we're on Bell now, the installer left an hour ago",'personal','task',ctx=ctx(t=T("Switch the internet to Bell","Return the library books")),comp='t1')
c('g',"Bea's in spring swimming at the Pan Am pool 🏊",'social','task',ents=['Bea'],ctx=ctx(t=T("Enrol Bea in swimming lessons","Buy Migo new mitts")),comp='t1')
c('h',"mileage claim is in, $186 back on the next cheque",'systems','transaction',ctx=ctx(t=T("Submit the mileage claim for the home visits","Print the unit's fall schedule")),wait="payroll: $186 mileage",comp='t1')
c('a',"Sienna's oil change is taken care of, 5000 km till the next one",'personal','task',ctx=ctx(t=T("Book the Sienna's oil change","Get a quote for the windshield chip")),comp='t1')
c('b',"crib's sold, $60 from a family in St. Vital",'personal','acquisition_disposition',ctx=ctx(t=T("Sell the old crib","Donate Bea's baby clothes")),comp='t1')
c('c',"pre-approval came through, $420k with the credit union",'personal','milestone_outcome',ctx=ctx(HOUSE,T(("Get mortgage pre-approval","p1"),("Find a home inspector","p1"))),comp='t1',par='p1')
c('d',"lease is signed and sent, just need Petrenko to countersign",'personal','task',ents=['Petrenko'],ctx=ctx(t=T("Send the signed lease to Petrenko","Buy a new shower curtain")),wait="Petrenko: countersigned lease",comp='t1')
c('e',"I'm officially registered for the critical care cert, first class sept 14",'systems','decision_commitment',md('e',9,14),ctx=ctx(t=T("Register for the critical care certificate","Buy new scrubs")),comp='t1')
c('f',"balikbayan box is off, LBC picked it up this morning",'social','task',ctx=ctx(t=T("Ship the balikbayan box","Buy pasalubong for Tatay")),comp='t1')
c('g',"bathroom tap: no more dripping, the new washer did it",'personal','task',ctx=ctx(t=T("Fix the leaky tap in the bathroom","Call the landlord about the dryer")),comp='t1')
c('h',"daycare is paid up through december",'social','transaction',ctx=ctx(t=T("Pay Bea's daycare fees for December","Pick up Migo's prescription")),comp='t1')
c('a',"Migo's passport is renewed, courier dropped it this morning",'social','task',ents=['Migo'],ctx=ctx(t=T("Get Migo's passport renewed","Book flights to Iloilo")),comp='t1')
c('b',"pressure injury module ✔️ 92% on the quiz",'systems','learning_consumption',ctx=ctx(t=T("Finish the pressure injury e-learning","Update my CV")),comp='t1')
c('c',"storage locker is empty and handed back, one less bill",'personal','task',ctx=ctx(t=T("Clear out the storage locker","Cancel the gym membership")),comp='t1')
c('d',"gym membership: done, no more $55 a month",'personal','task',ctx=ctx(t=T("Cancel the gym membership","Book the furnace cleaning")),comp='t1')
c('e',"Kwame said yes to covering my saturday, owe him one",'systems','communication',ents=['Kwame'],ctx=ctx(t=T("Ask Kwame to cover my Saturday shift","Order new compression socks")),comp='t1')
c('f',"going with Little Sprouts for Bea, done agonizing",'social','decision_commitment',ents=['Bea'],ctx=ctx(t=T("Decide on a daycare for Bea","Buy Bea rain boots")),comp='t1')
c('g',"furnace passed inspection, tech says we're fine for winter",'personal','task',ctx=ctx(t=T("Get the furnace inspected","Replace the furnace filter")),comp='t1')
c('h',"hall is ours for the 19th, $150 deposit down",'social','task',nth('h',19),ctx=ctx(PARTY,T(("Book the community hall","p1"),("Order the cake","p1"))),comp='t1',par='p1')
c('a',"Cheska got her half for Nanay's ticket, e-transfer accepted",'social','transaction',ents=['Cheska'],ctx=ctx(TRIP,T(("Send Cheska her half of Nanay's flight","p1"),("Buy Nanay a winter coat","p1"))),comp='t1',par='p1')
c('b',"Sienna's back from the body shop, hood looks brand new",'personal','task',ctx=ctx(t=T("Get the hail damage fixed on the Sienna","Wash the car")),comp='t1')
c('c',"vacuum went back to Costco, full refund on the card",'personal','acquisition_disposition',ctx=ctx(t=T("Return the Costco vacuum","Buy dish soap")),comp='t1')
c('d',"incident report for the fall in room 9 is filed",'systems','task',ctx=ctx(t=T("Write the incident report for the fall in room 9","Restock the med cart")),comp='t1')
c('e',"Tatay's birthday card went out in the mail",'social','task',ctx=ctx(t=T("Mail the birthday card to Tatay","Call Cheska")),comp='t1')
c('f',"snow tires on ✅",'personal','task',ctx=ctx(t=T("Get the snow tires put on","Book Bea's eye exam")),comp='t1')
c('g',"my application for the educator job went in last night",'systems','task',ctx=ctx(t=T("Apply for the 5 East educator position","Update my CV")),comp='t1')
c('h',"visa's down to zero 🎉 first time in three years",'personal','transaction',ctx=ctx(t=T("Pay off the Visa","Set up an RESP for Bea")),comp='t1')
c('a',"Migo's shots are all done, he was so brave",'social','task',ents=['Migo'],ctx=ctx(t=T("Book Migo's vaccinations","Pick up Bea's report card")),comp='t1')
c('b',"airline moved Nanay's flight to the 10th, no fee",'social','task',nth('b',10),ctx=ctx(TRIP,T(("Change Nanay's flight to March 10","p1"),("Buy travel insurance for Nanay","p1"))),comp='t1',par='p1')
c('c',"4B chart audit is wrapped up and off to Dolores",'systems','task',ents=['Dolores'],ctx=ctx(t=T("Finish the chart audit for 4B","Book the staff meeting room")),comp='t1')
c('d',"finally done with the basement, four bags to the depot",'personal','task',ctx=ctx(t=T("Clean out the basement","Fix the screen door")),comp='t1')
c('e',"Bea's RESP is set up, first deposit goes in monday",'social','transaction',wd('e','mon'),ents=['Bea'],ctx=ctx(t=T("Open an RESP for Bea","Pay off the Visa")),comp='t1')
c('f',"cake is ordered, unicorn one from Jeanne's",'social','acquisition_disposition',ctx=ctx(PARTY,T(("Order the birthday cake","p1"),("Send the invitations","p1"))),comp='t1',par='p1')
c('g',"invites are out to Migo's whole class",'social','task',ents=['Migo'],ctx=ctx(PARTY,T(("Order the birthday cake","p1"),("Send the invitations","p1"))),comp='t2',par='p1')
c('h',"home inspector is lined up for the Kildare house friday",'personal','task',wd('h','fri'),ctx=ctx(HOUSE,T(("Get mortgage pre-approval","p1"),("Find a home inspector","p1"))),comp='t2',par='p1')
c('a',"hydro bill squared away, autopay from now on",'personal','transaction',ctx=ctx(t=T("Pay the hydro bill","Pay the water bill")),comp='t1')
c('c',"Dwayne has his ladder back, dropped it off after work",'social','task',ents=['Dwayne'],ctx=ctx(t=T("Give Dwayne back his ladder","Shovel the back steps")),comp='t1')
c('e',"long weekend unit schedule is up in the break room",'systems','task',ctx=ctx(t=T("Post the long weekend schedule","Order more gloves")),comp='t1')

# ---- partial progress and negation: complete nothing
c('b',"opened the return in Wealthsimple, stuck on the childcare expenses",'personal','task',ctx=ctx(t=T("File the 2025 tax return","Pay the hydro bill")))
c('c',"tried to renew with MPI online, site's down again",'personal','task',ctx=ctx(t=T("Renew the car registration with MPI","Vacuum the Sienna")))
c('d',"the transfer for Nanay's meds didn't go through, card declined",'social','transaction',ctx=ctx(t=T("Send money to Nanay for her maintenance meds","Call Tatay on his birthday")))
c('e',"Dolores hasn't signed my vacation request yet, she's off till monday",'systems','observation_insight',ents=['Dolores'],ctx=ctx(t=T("Get Dolores to sign my vacation request","Finish the pressure injury module")),wait="Dolores: signature on the vacation request")
c('f',"half the storage locker emptied, my back gave up",'personal','task',ctx=ctx(t=T("Clear out the storage locker","Cancel the gym membership")))
c('g',"crib listed on marketplace, three lowballers so far",'personal','acquisition_disposition',ctx=ctx(t=T("Sell the old crib","Donate Bea's baby clothes")))
c('h',"forgot the vacuum in the trunk again, Costco another day",'personal','acquisition_disposition',ctx=ctx(t=T("Return the Costco vacuum","Buy dish soap")))
c('a',"paid half the visa, rest after the next paycheque",'personal','transaction',ctx=ctx(t=T("Pay off the Visa","Set up an RESP for Bea")))
c('b',"3 of 5 modules done on the pressure injury e-learning",'systems','learning_consumption',ctx=ctx(t=T("Finish the pressure injury e-learning","Update my CV")))
c('c',"rang two furnace companies, both booked solid till may",'personal','communication',ctx=ctx(t=T("Book the furnace cleaning","Cancel the gym membership")))
c('d',"new washer didn't fix the drip, bathroom tap still going",'personal','observation_insight',ctx=ctx(t=T("Fix the leaky tap in the bathroom","Call the landlord about the dryer")))
c('e',"still torn between Little Sprouts and the Y for Bea",'social','task',ents=['Bea'],ctx=ctx(t=T("Decide on a daycare for Bea","Buy Bea rain boots")))
c('f',"snow tires not sorted yet, haven't even called anyone",'personal','task',ctx=ctx(t=T("Get the snow tires put on","Book Bea's eye exam")))
c('g',"balikbayan box half packed, still need the corned beef and the shoes",'social','task',ctx=ctx(t=T("Ship the balikbayan box","Buy pasalubong for Tatay")))
c('h',"went in to the gym to quit, they want it in writing, ugh",'personal','task',ctx=ctx(t=T("Cancel the gym membership","Book the furnace cleaning")))
c('a',"failed the ACLS megacode, retest thursday",'systems','milestone_outcome',wd('a','thu'),ctx=ctx(t=T("Recertify ACLS","Book the winter tire swap")))
c('b',"daycare fees not paid, the e-transfer bounced back",'social','transaction',ctx=ctx(t=T("Pay Bea's daycare fees for March","Pick up Migo's prescription")))
c('c',"bought Tatay's card, post office was closed by the time I got there",'social','task',ctx=ctx(t=T("Mail the birthday card to Tatay","Call Cheska")))
c('d',"body shop has the Sienna, ready friday they think",'personal','observation_insight',ctx=ctx(t=T("Get the hail damage fixed on the Sienna","Wash the car")),wait="body shop: hail repair on the Sienna",exp=wd('d','fri'))
c('e',"lease renewal still sitting on the counter unsigned",'personal','observation_insight',ctx=ctx(t=T("Sign the lease renewal","Pay the parking fee")))
c('f',"chart audit nearly finished, only room 14 left",'systems','task',ctx=ctx(t=T("Finish the chart audit for 4B","Book the staff meeting room")))
c('g',"not finished with the basement, the crawl space is next",'personal','task',ctx=ctx(t=T("Clean out the basement","Fix the screen door")))
c('h',"hydro bill is sorted out for november but the water one isn't",'personal','transaction',ctx=ctx(t=T("Pay the water bill","Buy a new kettle")))
c('a',"called Tirecraft, no answer, will try at lunch",'personal','communication',ctx=ctx(t=T("Get the snow tires put on","Wash the Sienna")))

# ---- news and gratitude about the person or thing a task names: complete nothing
c('b',"so thankful Analyn watched the kids during my double",'social','emotion_state',ents=['Analyn'],ctx=ctx(t=T("Send Analyn the lumpia recipe","Defrost the chicken")))
c('c',"Jessa passed her NCLEX!!! grabe, so proud",'social','emotion_state',ents=['Jessa'],ctx=ctx(t=T("Buy Jessa a congrats card","Return the library books")))
c('d',"Tatay's check-up went fine, Cheska says his bp is down",'social','observation_insight',ents=['Cheska'],ctx=ctx(t=T("Call Tatay after his check-up","Buy pasalubong for Tatay")))
c('e',"Dwayne got the city job he wanted!!",'social','observation_insight',ents=['Dwayne'],ctx=ctx(t=T("Give Dwayne back his ladder","Shovel the back steps")))
c('f',"Kwame covered for me AGAIN, the man is a saint",'systems','observation_insight',ents=['Kwame'],ctx=ctx(t=T("Thank Kwame for covering my shift","Order more gloves")))
c('g',"Migo's teacher says he's reading above grade level 🥹",'social','emotion_state',ents=['Migo'],ctx=ctx(t=T("Pick up Migo's report card","Pack Migo's lunch")))
c('h',"landlord fixed the upstairs washer but not our dryer",'personal','observation_insight',ctx=ctx(t=T("Get the landlord to fix the dryer","Buy laundry pods")),wait="landlord: dryer repair")
c('a',"Cheska had her baby!! 7 lbs 2 oz, both healthy",'social','observation_insight',ents=['Cheska'],ctx=ctx(t=T("Ask Cheska to sign Nanay's visa invitation","Knit a blanket for Cheska's baby")))
c('b',"Gord cleared the whole lot at 5am, what a guy",'personal','observation_insight',ents=['Gord'],ctx=ctx(t=T("Pay Gord for the snow clearing","Buy ice melt")))
c('c',"the 4B nurses threw me a surprise cake for ten years, I cried",'systems','emotion_state',ctx=ctx(t=T("Send a thank-you card to the 4B nurses","Restock the med cart")))
c('d',"Priyanka is leaving the hospital in june, big loss for the unit",'systems','observation_insight',ents=['Priyanka'],ctx=ctx(t=T("Email Priyanka about the preceptor course","Order more gloves")))
c('e',"Zoey had the best unicorn cake at her party",'social','observation_insight',ents=['Zoey'],ctx=ctx(PARTY,T(("Order the birthday cake","p1"),("Send the invitations","p1"))))
c('f',"MPI is raising rates 3% this year, heard it on CBC",'personal','observation_insight',ctx=ctx(t=T("Renew the car registration with MPI","Vacuum the Sienna")))
c('g',"thank god for Dwayne, he jumped the Sienna at 6am",'social','emotion_state',ents=['Dwayne'],ctx=ctx(t=T("Give Dwayne back his ladder","Shovel the back steps")))
c('h',"Ren's promotion is official, so happy for him",'social','emotion_state',ents=['Ren'],ctx=ctx(t=T("Book dinner to celebrate Ren's promotion","Pick up the dry cleaning")))
c('a',"Bea's first tooth came out at daycare today",'social','milestone_outcome',ents=['Bea'],ctx=ctx(t=T("Book Bea's dentist check-up","Buy Bea rain boots")))

# ---- ordinary cases of every type
c('b',"sunday: remind me about Nanay's allowance transfer",'social','reminder_intention',wd('b','sun'))
c('e',"dont forget Migo's field trip form tmrw",'social','reminder_intention',rel('e',1),['Migo'])
c('g',"at 3 remind me, Service Canada call",'personal','reminder_intention',rel('g',0,'15:00'))
c('c',"call Cheska tonight about Nanay's flight",'social','communication',tonight('c'),['Cheska'])
c('f',"texted Marites the huddle notes",'systems','communication',ents=['Marites'])
c('h',"new unit clerk is Tamsin Ruiz, ext 4471, starts on days",'systems','contact',ents=['Tamsin Ruiz'])
c('d',"Jessa's new number is 204-555-0192",'social','contact',ents=['Jessa'])
c('a',"plan Ren's 40th: book the restaurant, slideshow, his barkada from Toronto",'social','project',ents=['Ren'])
c('g',"redo the kids' room: bunk beds, paint, new curtains",'personal','project')
c('c',"took Mango round Kildonan Park before my shift like always",'personal','routine_activity')
c('h',"night shift tonight, tuesday like every week",'systems','routine_activity',tonight('h'))
c('d',"listening to a critical care nursing podcast while I drive in",'systems','learning_consumption')
c('e',"no more overtime on weekends, decided",'systems','decision_commitment')
c('b',"Migo got his first ever hockey goal!!",'social','milestone_outcome',ents=['Migo'])
c('f',"Costco on Regent has gas 20 cents under everyone else",'personal','observation_insight')
c('g',"wiped out after three nights in a row",'personal','emotion_state')
c('h',"buy a new thermos, mine cracked",'personal','acquisition_disposition')
c('a',"nursing week party on the unit needs a cake ordered, medium priority",'systems','acquisition_disposition',prio='medium')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 19, cases)
