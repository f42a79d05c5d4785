# Writes thoughts-fresh-61.jsonl: a sixty-first fresh labelled set (issue 10, ids f61…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Falkland
# Islander in her late thirties in Stanley (Atlantic/Stanley, a time zone no earlier set used), a plant fitter at the
# Public Works workshop (the grader, the roller, the water bowser, stores, the foreman) who runs Land Rover tours to
# Volunteer Point for cruise passengers on the side (two Defenders, the shore agent, landing fees, a booking page),
# with a husband away on the trawlers, two children, her Mum and Dad on a farm in camp, a brother on the West; writing
# Falklands English ("camp" for the countryside, "smoko", "the West", "the boat" for the cargo ship, "the Beaver" and
# "FIGAS", "the flight from Punta", "the West Store", "KEMH", "peat", "diddle-dee", "the races"), some texts dictated
# without punctuation, with typos ("tmrw", "dont", "b4") and emojis.
# People (none in an earlier set, fixture or the dev set): Lyall (husband), Torran (son, 13), Tegan (daughter, 8),
# Mum, Dad and Nan (relation words), Garrick (brother, Fox Bay) and his wife Merrin; at the workshop Perrin (foreman),
# Jory (apprentice), Della (stores), Ms Pennock (the director); for the tours Odile (the cruise shore agent), Mr
# Oyarzun (a parts man in Punta Arenas), Cal (the farmer at Volunteer Point), Bryony (a cousin paid to drive on big
# cruise days); Ansel (plumber), Dr Soames; friends Posy, Fliss and Corin. Tug is the dog. Ships, firms and places
# are left out of entities.
# WEIGHTED TO LINKS (completes, waiting_for, parent), like the links and sixth sets: completions stated as outcomes
# with open tasks in the context (a thing back with its owner for "return X", a new part fitted for "fix X" on the
# matching thing, a sale "went to a lad … for N" for "sell X", "went through", "officially", "done deciding",
# "all square"), look-alike tasks that must NOT be completed (partial progress, a follow-up that got nowhere, the part
# come but not fitted, a fix of another thing, gratitude or news about a person); waits phrased as states ("still
# hasn't", "no reply yet", "backordered till", "on the waitlist", paid or ordered but not come, "went quiet", a place
# on a list) with "who: what" descriptions; parents by subject with projects in the context, and look-alikes that
# belong to none. The rest is a normal mix of event types and domains.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-61-read.jsonl (misses
# may be read) and thoughts-fresh-61-held.jsonl (totals only).
# Run: python3 eval-fresh/author_61.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, T, P, ctx
use({
 'a':("2026-01-13T07:40:00","Atlantic/Stanley"),   # Tue, cruise season
 'b':("2026-02-21T16:05:00","Atlantic/Stanley"),   # Sat
 'c':("2026-03-26T12:30:00","Atlantic/Stanley"),   # Thu, smoko
 'd':("2026-05-18T19:20:00","Atlantic/Stanley"),   # Mon, after tea
 'e':("2026-06-13T09:10:00","Atlantic/Stanley"),   # Sat, the day before Liberation Day
 'f':("2026-08-05T21:45:00","Atlantic/Stanley"),   # Wed, winter
 'g':("2026-10-11T14:00:00","Atlantic/Stanley"),   # Sun
 'h':("2026-12-03T06:50:00","Atlantic/Stanley"),   # Thu, before the races
}, {'a':'tue','b':'sat','c':'thu','d':'mon','e':'sat','f':'wed','g':'sun','h':'thu'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
ROVER,WEB,GRADER="Second Land Rover for the tours","Tours booking website","Rebuild the old grader"
KITCH,PEAT,POLY="Kitchen extension","New peat shed","Polytunnel veg garden"
ANNIV,RACES,HGV="Mum and Dad's 40th anniversary do","School PTA stall at the Christmas races","HGV licence"

# ======== completions stated as outcomes, with open tasks (and look-alikes) in the context
c('a',"the Defender's new clutch is in and it bites properly now",S,'task',
  ctx=ctx(t=T("Fix the clutch on the tour Defender","Renew the Hilux insurance")),comp='t1')
c('b',"Posy's pressure washer is back in her shed where it belongs",SO,'acquisition_disposition',['Posy'],
  ctx=ctx(t=T("Book Tegan's dentist","Return Posy's pressure washer")),comp='t2')
c('c',"the old quad went to a lad out Goose Green way for 900",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old quad","Clear the gutters")),comp='t1')
c('d',"Jory's apprenticeship paperwork went through with the Training Centre today",S,'milestone_outcome',['Jory'],
  ctx=ctx(t=T("Submit Jory's apprenticeship forms","Order grader blades")),comp='t1')
c('e',"all square with the vet now for Tug's jabs",P_,'transaction',
  ctx=ctx(t=T("Fix the back fence","Pay the vet for the dog's jabs")),comp='t2')
c('f',"the landing fees for the January cruise days are in Cal's account",S,'transaction',['Cal'],
  ctx=ctx(t=T("Pay Cal the landing fees for January","Wash both Defenders")),comp='t1')
c('g',"Torran's passport renewal is officially posted off to the UK",SO,'task',['Torran'],
  ctx=ctx(t=T("Buy peat bags","Send off Torran's passport renewal")),comp='t2')
c('h',"done deciding, cream units it is for the kitchen",P_,'decision_commitment',
  ctx=ctx(p=P(KITCH,RACES),t=T(("Choose the kitchen units","p1"),("Make the tombola sign","p2"))),comp='t1',par='p1')
c('a',"the booking page is live and the first booking came in overnight",S,'milestone_outcome',
  ctx=ctx(p=P(WEB,PEAT),t=T(("Launch the booking page","p1"),("Order roofing iron","p2"))),comp='t1',par='p1')
c('b',"Bryony's been paid for the three cruise days she drove",S,'transaction',['Bryony'],
  ctx=ctx(t=T("Pay Bryony for her driving days","Post Garrick's birthday card")),comp='t1')
c('c',"new thermostat fitted on the Hilux, the temp gauge sits in the middle again",P_,'task',
  ctx=ctx(t=T("Collect the tour vouchers from the printer","Fix the Hilux overheating")),comp='t2')
c('d',"the grader's hydraulic pump came off the bench rebuilt and it holds pressure",S,'task',
  ctx=ctx(p=P(GRADER,ANNIV),t=T(("Rebuild the hydraulic pump","p1"),("Book the Town Hall","p2"))),comp='t1',par='p1')
c('e',"Town Hall's ours for Mum and Dad's do, they took the deposit",SO,'task',
  ctx=ctx(p=P(ANNIV,GRADER),t=T(("Book the Town Hall","p1"),("Order the grader tyres","p2"))),comp='t1',par='p1')
c('f',"Garrick's spare generator went back to him on the Beaver to Fox Bay",SO,'acquisition_disposition',['Garrick'],
  ctx=ctx(t=T("Return Garrick's generator","Renew the fishing licence")),comp='t1')
c('g',"the spare wheel for the Defender turned up on the boat and it's bolted on",S,'acquisition_disposition',
  ctx=ctx(t=T("Get a spare wheel for the Defender","Sweep the workshop floor")),comp='t1')
c('h',"put my name to the yard lease for the tour vehicles",S,'decision_commitment',
  ctx=ctx(t=T("Sign the yard lease","Ring Odile about the February ships")),comp='t1')
c('a',"Tegan's school trip money is handed in at the office",SO,'transaction',['Tegan'],
  ctx=ctx(t=T("Fix the drip in the bathroom","Pay Tegan's school trip")),comp='t2')
c('b',"Mum's prescription is collected from KEMH and dropped round at hers",SO,'acquisition_disposition',
  ctx=ctx(t=T("Pick up Mum's prescription","Grease the grader")),comp='t1')
c('c',"peat's all in, three trailer loads, and my back's had it",P_,'task',
  ctx=ctx(t=T("Get the peat in before winter","Write the tour descriptions")),comp='t1')
c('d',"Perrin's signed off the airport job overtime",S,'task',['Perrin'],
  ctx=ctx(t=T("Get Perrin to sign my overtime sheet","Order new filters")),comp='t1')
c('e',"Odile has the tour times for the German ship, emailed them at lunch",S,'communication',['Odile'],
  ctx=ctx(t=T("Email Odile the tour times","Wash the Defenders")),comp='t1')
c('f',"duty on the Land Rover parts is settled at Customs",S,'transaction',
  ctx=ctx(t=T("Clean the Defenders' seats","Pay the duty on the Land Rover parts")),comp='t2')
c('g',"the polytunnel cover is on and tensioned, it survived last night's gale",P_,'task',
  ctx=ctx(p=P(POLY,ANNIV),t=T(("Put the cover on the polytunnel","p1"),("Ring the caterer","p2"))),comp='t1',par='p1')
c('a',"the HGV theory is passed, 47 out of 50",S,'milestone_outcome',
  ctx=ctx(p=P(HGV,KITCH),t=T(("Pass the HGV theory test","p1"),("Measure the kitchen wall","p2"))),comp='t1',par='p1')
c('b',"spare room is emptied at long last, four bags went to the Oxfam",P_,'task',
  ctx=ctx(t=T("Clear out the spare room","Book the Hilux service")),comp='t1')
c('c',"Tegan's goggles turned up, they were in Fliss's car the whole time",SO,'task',['Tegan','Fliss'],
  ctx=ctx(t=T("Find Tegan's swimming goggles","Pay the power bill")),comp='t1')
c('d',"the winter grit for the roads is on order with stores",S,'acquisition_disposition',
  ctx=ctx(t=T("Order the winter grit","Check the roller's tyres")),comp='t1')
c('e',"the bunting's up the length of Ross Road for the parade",SO,'task',
  ctx=ctx(t=T("Put up the bunting for Liberation Day","Buy Tegan a warm coat")),comp='t1')
c('f',"leak over the back door is sorted, Ansel replaced the flashing",P_,'task',['Ansel'],
  ctx=ctx(t=T("Get the roof leak fixed","Clean the stove glass")),comp='t1')
c('g',"the builder's figure on the extension came in at 38k",P_,'observation_insight',
  ctx=ctx(p=P(KITCH,RACES),t=T(("Get a price for the extension","p1"),("Find raffle prizes","p2"))),comp='t1',par='p1')
c('h',"raffle prizes all collected from the shops for the races",SO,'task',
  ctx=ctx(p=P(RACES,GRADER),t=T(("Collect the raffle prizes","p1"),("Source a grader engine block","p2"))),comp='t1',par='p1')
c('a',"Torran left the dentist with no fillings",SO,'task',['Torran'],
  ctx=ctx(t=T("Take Torran to the dentist","Order chicken feed")),comp='t1')
c('b',"Della found the hose fittings in stores and the water bowser's running again",S,'task',['Della'],
  ctx=ctx(t=T("Get the water bowser running","Service the roller")),comp='t1')
c('c',"the second Defender is ours, shook hands with the seller in Goose Green at 14k",S,'acquisition_disposition',
  ctx=ctx(p=P(ROVER,POLY),t=T(("Buy a second Defender","p1"),("Buy polytunnel hoops","p2"))),comp='t1',par='p1')
c('d',"three tier cake sorted with Posy for Mum and Dad",SO,'acquisition_disposition',['Posy'],
  ctx=ctx(p=P(ANNIV,WEB),t=T(("Order the cake","p1"),("Write the privacy page","p2"))),comp='t1',par='p1')
c('e',"Volunteer Point risk assessment is with the tourist board",S,'task',
  ctx=ctx(t=T("Hand in the tours risk assessment","Renew the first aid kit")),comp='t1')
c('f',"insurance on the second Defender paid, cover starts today",S,'transaction',
  ctx=ctx(p=P(ROVER,KITCH),t=T(("Insure the second Defender","p1"),("Pick the worktops","p2"))),comp='t1',par='p1')
c('g',"every last one of Tegan's party invites got handed out at school",SO,'task',['Tegan'],
  ctx=ctx(t=T("Hand out Tegan's party invites","Wash the car")),comp='t1')
c('h',"the library books are back at the Community School",P_,'acquisition_disposition',
  ctx=ctx(t=T("Return the library books","Defrost the freezer")),comp='t1')
c('a',"tussac walk route flagged out with poles, ready for the first ship",S,'task',
  ctx=ctx(t=T("Mark out the tussac walk route","Book Bryony for February")),comp='t1')
c('b',"Dad's hearing aid batteries came on the flight and he's got them",SO,'acquisition_disposition',
  ctx=ctx(t=T("Get Dad's hearing aid batteries","Fix the porch light")),comp='t1')
c('c',"grader budget is approved, Ms Pennock signed it this morning",S,'milestone_outcome',['Pennock'],
  ctx=ctx(p=P(GRADER,PEAT),t=T(("Get the grader budget approved","p1"),("Pour the shed base","p2"))),comp='t1',par='p1')
c('d',"Lyall's boots are resoled, grabbed them driving home",SO,'task',['Lyall'],
  ctx=ctx(t=T("Get Lyall's boots resoled","Top up the heating oil")),comp='t1')
c('e',"Fliss has her cool box again, it sat in our porch since the barbecue",SO,'acquisition_disposition',['Fliss'],
  ctx=ctx(t=T("Return Fliss's cool box","Sort the recycling")),comp='t1')
c('f',"new pump on the shower, proper pressure again",P_,'task',
  ctx=ctx(t=T("Fix the kitchen tap","Fix the shower pressure")),comp='t2')
c('g',"new hoses on the roller, no more weeping oil",S,'task',
  ctx=ctx(t=T("Fix the grader's lights","Fix the oil leak on the roller")),comp='t2')
c('h',"Odile's company cleared the December tour invoice in full",S,'transaction',['Odile'],
  ctx=ctx(t=T("Get the December tour invoice paid","Ring Cal")),comp='t1')
c('a',"fixed the lights on the grader, the oil leak on the roller is still there",S,'task',
  ctx=ctx(t=T("Fix the oil leak on the roller","Fix the grader's lights")),comp='t2')
c('g',"tested the booking page on my phone, the pay button does nothing",S,'observation_insight',
  ctx=ctx(p=P(WEB,POLY),t=T(("Test the booking page","p1"),("Buy seed trays","p2"))),comp='t1',par='p1')
c('f',"Odile loved the tour notes I sent, says they're the best she's had",S,'observation_insight',['Odile'],
  ctx=ctx(t=T("Invoice Odile's company for August","Send Odile the tour notes")),comp='t2')
c('b',"measured up the kitchen wall, the builder comes to look thursday",P_,'task',wd('b','thu'),
  ctx=ctx(p=P(KITCH,HGV),t=T(("Measure the kitchen wall","p1"),("Book the HGV medical","p2"))),comp='t1',par='p1')
c('c',"the rowing machine went to a guy who works at KEMH for 150",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the rowing machine","Sell the old trailer")),comp='t1')
c('d',"Corin's trailer is back at his place, hitched it up straight after work",SO,'acquisition_disposition',['Corin'],
  ctx=ctx(t=T("Return Corin's trailer","Ring Ansel")),comp='t1')
c('e',"new battery in the Hilux and she starts first time",P_,'task',
  ctx=ctx(t=T("Fix the Defender's wipers","Sort the Hilux starting problem")),comp='t2')
c('g',"Nan's new glasses are on her nose, she says she can read the paper again",SO,'acquisition_disposition',
  ctx=ctx(t=T("Collect Nan's glasses from the optician","Order Nan's Christmas hamper")),comp='t1')
c('h',"Torran's school report signed, tucked in his schoolbag",SO,'task',['Torran'],
  ctx=ctx(t=T("Sign Torran's school report","Renew the TV licence")),comp='t1')
c('c',"the window in Tegan's room has new glass in, no more draught",P_,'task',['Tegan'],
  ctx=ctx(t=T("Fix the window in Tegan's room","Fix the porch step")),comp='t1')
c('d',"Dad's ladder is back in his barn, Torran ran it out on the trailer",SO,'acquisition_disposition',['Torran'],
  ctx=ctx(t=T("Pay the rates","Return Dad's ladder")),comp='t2')
c('e',"the grader's old engine went to a farmer on the West for parts, 1,200",S,'acquisition_disposition',
  ctx=ctx(p=P(GRADER,POLY),t=T(("Sell the old grader engine","p1"),("Dig the beds","p2"))),comp='t1',par='p1')

# ======== completions that also leave a wait
c('a',"emailed Mr Oyarzun the parts list for the Defender, he'll quote by friday",S,'communication',['Oyarzun'],
  ctx=ctx(t=T("Email Mr Oyarzun the parts list","Clean the workshop")),comp='t1',wait='Mr Oyarzun: quote for the Defender parts',exp=wd('a','fri'))
c('b',"paid the deposit on the marquee, now it's the Sports Association to confirm our pitch",SO,'transaction',
  ctx=ctx(p=P(RACES,GRADER),t=T(("Pay the marquee deposit","p1"),("Weld the blade mount","p2"))),comp='t1',par='p1',
  wait='Sports Association: confirmation of our pitch')
c('c',"kitchen units paid for and ordered, six to eight weeks apparently",P_,'acquisition_disposition',
  ctx=ctx(p=P(KITCH,ANNIV),t=T(("Order the kitchen units","p1"),("Print the invites","p2"))),comp='t1',par='p1',
  wait='kitchen units (delivery)')
c('d',"the insurance certificate went to the tourist board, the licence itself still to come",S,'task',
  ctx=ctx(t=T("Send the tourist board the insurance certificate","Fix the yard gate")),comp='t1',
  wait='tourist board: tour operator licence')
c('e',"Tegan's passport form is in, the office says two to three weeks",SO,'task',['Tegan'],
  ctx=ctx(t=T("Hand in Tegan's passport form","Buy the wreath")),comp='t1',wait="passport office: Tegan's passport")

# ======== look-alikes: tasks in the context that the thought does NOT complete
c('a',"got two tins of paint for the peat shed, painting it when the wind drops",P_,'acquisition_disposition',
  ctx=ctx(p=P(PEAT,WEB),t=T(("Paint the peat shed","p1"),("Write the FAQ page","p2"))),par='p1')
c('b',"thanks to Corin for lending us his trailer, he's a star",SO,'emotion_state',['Corin'],
  ctx=ctx(t=T("Return Corin's trailer","Order dog food")))
c('c',"Torran got his learner permit, passed the theory first go",SO,'milestone_outcome',['Torran'],
  ctx=ctx(t=T("Pay for Torran's driving lessons","Fix the gate latch")))
c('d',"listed the spare bike rack on the Stanley noticeboard for 200",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the spare bike rack","Pay the water rates")))
c('e',"rang Ansel a second time re the boiler, he still can't give a date",P_,'communication',['Ansel'],
  ctx=ctx(t=T("Get the boiler serviced","Wash the dog")),wait='Ansel: date for the boiler service')
c('f',"collected the grader's new fan belt from stores, fit it after smoko tomorrow",S,'acquisition_disposition',rel('f',1),
  ctx=ctx(p=P(GRADER,POLY),t=T(("Fix the squeal on the grader","p1"),("Order polythene","p2"))),par='p1')
c('g',"half the tour vouchers printed before the printer jammed",S,'task',
  ctx=ctx(t=T("Print the tour vouchers","Pay Bryony")))
c('h',"so grateful to Posy for having the kids all afternoon",SO,'emotion_state',['Posy'],
  ctx=ctx(t=T("Return Posy's cake tins","Pay the power bill")))
c('b',"Mum's new hip went well, she's up and walking on the ward",SO,'observation_insight',
  ctx=ctx(t=T("Send Mum flowers","Book FIGAS seats to the West")))
c('c',"Della says the roller's new hoses are on order",S,'observation_insight',['Della'],
  ctx=ctx(t=T("Fix the oil leak on the roller","Sweep out the bay")),wait='stores: new hoses for the roller')
c('d',"next season's cruise schedule is out, 62 ships",S,'observation_insight',
  ctx=ctx(t=T("Price next season's tours","Fix the Defender's heater")))
c('e',"still haven't shifted the old trailer, nobody's bitten",P_,'observation_insight',
  ctx=ctx(t=T("Sell the old trailer","Empty the ash pan")))
c('f',"asked Perrin about overtime for the airport job, he'll think about it",S,'communication',['Perrin'],
  ctx=ctx(t=T("Get Perrin to sign my overtime sheet","Order new filters")),wait='Perrin: decision on overtime for the airport job')
c('g',"started on the tombola sign for the PTA, the letters are pencilled in",SO,'task',
  ctx=ctx(p=P(RACES,KITCH),t=T(("Make the tombola sign","p1"),("Pick the tiles","p2"))),par='p1')
c('h',"priced flights to the UK for Torran's school trip, eye-watering",SO,'observation_insight',['Torran'],
  ctx=ctx(t=T("Book Torran's flights for the school trip","Clean the oven")))
c('a',"the bank says Tegan's savings account form is missing a signature",SO,'observation_insight',['Tegan'],
  ctx=ctx(t=T("Open Tegan's savings account","Fix the hall light")))
c('b',"Defender's clutch is slipping worse, booked it in for monday",S,'task',wd('b','mon'),
  ctx=ctx(t=T("Fix the clutch on the tour Defender","Order radios")))
c('c',"Garrick rang with a thank you for the mutton, the kids loved it",SO,'communication',['Garrick'],
  ctx=ctx(t=T("Book flights for Christmas","Order the dog food")))
c('d',"Jory did his first service on the roller all by himself, so proud",S,'emotion_state',['Jory'],
  ctx=ctx(t=T("Sign off Jory's logbook","Order filters")))
c('e',"new fuel filter in the Defender but it still cuts out on hills",S,'task',
  ctx=ctx(t=T("Fix the Defender cutting out","Sweep the yard")))
c('f',"Fliss dropped round a casserole, what a friend",SO,'emotion_state',['Fliss'],
  ctx=ctx(t=T("Return Fliss's casserole dish","Pay the phone bill")))
c('g',"a man from the hospital came to see the rowing machine but didn't take it",P_,'observation_insight',
  ctx=ctx(t=T("Sell the rowing machine","Fix the shed door")))
c('h',"Torran's report is out, top of his class in maths",SO,'milestone_outcome',['Torran'],
  ctx=ctx(t=T("Sign Torran's school report","Buy Torran football boots")))
c('a',"Cal says the penguins are back in numbers at Volunteer Point",S,'observation_insight',['Cal'],
  ctx=ctx(t=T("Pay Cal the landing fees for December","Pump the Defenders' tyres")))
c('b',"wrote half the tour descriptions, stuck on the Gypsy Cove one",S,'task',
  ctx=ctx(p=P(WEB,ANNIV),t=T(("Write the tour descriptions","p1"),("Book a DJ","p2"))),par='p1')

# ======== waits stated as states, with "who: what"
c('a',"the Defender's new turbo is backordered until the 20th",S,'acquisition_disposition',
  wait='turbo for the Defender (backordered)',exp=nth('a',20))
c('b',"Ansel still hasn't come up with a day for the boiler",P_,'observation_insight',['Ansel'],
  wait='Ansel: a day for the boiler')
c('c',"nothing back yet from tourism on the operator licence",S,'observation_insight',
  wait='tourist board: tour operator licence')
c('d',"the polytunnel hoops I ordered from the UK still haven't come, three months now",P_,'acquisition_disposition',
  ctx=ctx(p=P(POLY,WEB)),par='p1',wait='polytunnel hoops from the UK (delivery)')
c('e',"Tegan's on the piano waitlist, they'll ring if a space comes up",SO,'learning_consumption',['Tegan'],
  wait='piano teacher: a space for Tegan')
c('f',"paid for the new stove glass in july and it's still not here",P_,'acquisition_disposition',
  wait='stove glass (paid, not delivered)')
c('g',"Odile's company went quiet about the October calls invoice",S,'transaction',['Odile'],
  wait="Odile's company: payment of the October invoice")
c('h',"the plumber went quiet after he looked at the drains",P_,'observation_insight',
  wait='plumber: fixing the drains')
c('a',"the Community School hasn't said yet if Torran can do the UK exchange",SO,'observation_insight',['Torran'],
  wait='school: whether Torran can do the UK exchange')
c('b',"we're number 6 on the FIGAS standby list to get out to the West",SO,'observation_insight',
  wait='FIGAS: seats to the West (standby)')
c('c',"the Hilux's new tyres won't ship before the April boat",P_,'acquisition_disposition',
  wait='tyres for the Hilux (shipping)')
c('d',"Dr Soames's office still hasn't sent through my scan results",P_,'observation_insight',['Soames'],
  wait='Dr Soames: my scan results')
c('c',"Mr Oyarzun's gearbox arrives on saturday's flight from Punta",S,'acquisition_disposition',['Oyarzun'],
  wait='Mr Oyarzun: gearbox for the Defender',exp=sat('c'))
c('f',"the Sports Association still hasn't confirmed our pitch at the races",SO,'observation_insight',
  ctx=ctx(p=P(RACES,HGV)),par='p1',wait='Sports Association: confirmation of our pitch')
c('g',"ordered Tegan's birthday bike from the UK in august, still no sign",SO,'acquisition_disposition',['Tegan'],
  wait="Tegan's birthday bike (delivery)")
c('h',"Garrick never settled up for the fencing wire and he's gone quiet",SO,'transaction',['Garrick'],
  wait='Garrick: money for the fencing wire')
c('a',"the builder's drawings for the extension are due back on the 28th",P_,'observation_insight',
  ctx=ctx(p=P(KITCH,RACES)),par='p1',wait='builder: drawings for the extension',exp=nth('a',28))
c('b',"still nothing from Customs about releasing the tour radios",S,'observation_insight',
  wait='Customs: release of the tour radios')
c('c',"Jory's results from the Training Centre aren't out yet",S,'observation_insight',['Jory'],
  wait="Training Centre: Jory's results")
c('d',"Perrin's had my June leave form a fortnight, not approved",S,'observation_insight',['Perrin'],
  wait='Perrin: approval of my leave')
c('e',"the insurer's gone quiet about the Defender's windscreen claim",S,'transaction',
  wait="insurer: payout for the Defender's windscreen")
c('f',"the new Defender's registration papers are stuck with the Treasury",S,'observation_insight',
  ctx=ctx(p=P(ROVER,PEAT)),par='p1',wait='Treasury: registration papers for the new Defender')
c('g',"Tegan's new school shoes are on the boat that gets in on the 22nd",SO,'acquisition_disposition',['Tegan'],
  wait="Tegan's school shoes (on the boat)",exp=nth('g',22))
c('h',"Corin has had our chainsaw since October and not a word",SO,'observation_insight',['Corin'],
  wait='Corin: our chainsaw back')
c('a',"the grader's new blades are on order from the UK, Della says early March",S,'acquisition_disposition',['Della'],
  ctx=ctx(p=P(GRADER,ANNIV)),par='p1',wait='stores: grader blades')
c('b',"3rd in line for a place in the evening Spanish class at the college, just for me",P_,'learning_consumption',
  wait='college: a place in the evening Spanish class')
c('c',"still waiting on Lyall's company to say when his trip finishes",SO,'observation_insight',['Lyall'],
  wait="Lyall's company: when his trip finishes")
c('d',"the electrician promised to come about the outside light, not a word",P_,'observation_insight',
  wait='electrician: fixing the outside light')
c('e',"Odile hasn't signed next season's contract yet",S,'observation_insight',['Odile'],
  wait="Odile: signed contract for next season")
c('f',"Torran's exam results won't be out for weeks yet",SO,'observation_insight',['Torran'],
  wait="Torran's exam results")
c('g',"paid the FIC for a new washer, it's in their warehouse but not delivered",P_,'acquisition_disposition',
  wait='FIC: delivery of the washing machine')
c('h',"the cruise agent's still holding back the passenger numbers for the 12th",S,'observation_insight',
  wait='cruise agent: passenger numbers for the 12th')
c('a',"vet hasn't rung back yet on Tug's blood test",P_,'observation_insight',
  wait="vet: Tug's blood test results")
c('d',"dropped the Hilux at the garage, they'll ring when it's done",P_,'task',
  wait='garage: Hilux repair')
c('e',"Bryony hasn't sent her hours for May so I can't pay her",S,'observation_insight',['Bryony'],
  wait='Bryony: her hours for May')
c('f',"the passport office in the UK has had Torran's renewal six weeks",SO,'observation_insight',['Torran'],
  wait="passport office: Torran's passport renewal")
c('g',"the seed potatoes I paid for at the West Store are due in on the next boat",P_,'acquisition_disposition',
  ctx=ctx(p=P(RACES,HGV)),wait='West Store: seed potatoes (next boat)')
c('h',"the 40th anniversary photo book is at the printers in the UK, no dispatch date",SO,'acquisition_disposition',
  wait='printers: anniversary photo book')
c('b',"so fed up, those tour radio parts have been at Customs a month",S,'emotion_state',
  wait='Customs: parts for the tour radios')
c('c',"remind me i need to chase Treasury if the Defender's papers aren't back by friday",S,'reminder_intention',wd('c','fri'),
  wait="Treasury: the Defender's registration papers")
c('d',"the yard's landlord keeps saying the new lock is coming",S,'observation_insight',
  wait='yard landlord: new lock')
c('e',"Merrin promised the recipe for her diddle-dee jam weeks ago, still waiting",SO,'observation_insight',['Merrin'],
  wait='Merrin: recipe for her diddle-dee jam')
c('f',"Training Centre still silent on a date for my HGV practical",S,'observation_insight',
  ctx=ctx(p=P(HGV,POLY)),par='p1',wait='Training Centre: date for the HGV practical')
c('g',"the tour voucher printer is paid for but stuck in a UK warehouse",S,'acquisition_disposition',
  wait='printer for the tour vouchers (delivery)')
# waits of other people, or none at all
c('f',"Cal says he's waiting for a new quad himself",SO,'observation_insight',['Cal'])
c('g',"waited an hour at the jetty for Lyall's boat in the freezing wind",SO,'observation_insight',['Lyall'])
c('h',"the hoops for the polytunnel finally came, all 12 of them",P_,'acquisition_disposition',
  ctx=ctx(p=P(POLY,KITCH)),par='p1')

# ======== belonging to a context project by subject, beside look-alikes that belong to none
c('a',"roofing iron for the peat shed is 40 a sheet at the West Store",P_,'observation_insight',
  ctx=ctx(p=P(PEAT,WEB)),par='p1')
c('b',"the second Land Rover needs a wheelchair ramp if the ships want one",S,'observation_insight',
  ctx=ctx(p=P(ROVER,KITCH)),par='p1')
c('c',"penguin photos for the website, get them at Volunteer Point on sunday",S,'task',wd('c','sun'),
  ctx=ctx(p=P(WEB,PEAT)),par='p1')
c('d',"Nan wants to give a speech at the 40th, she'll need a mic",SO,'observation_insight',
  ctx=ctx(p=P(ANNIV,GRADER)),par='p1')
c('e',"the grader's engine block came back cracked from the machine shop",S,'observation_insight',
  ctx=ctx(p=P(GRADER,POLY)),par='p1')
c('f',"tomatoes never ripen outside here, the polytunnel will pay for itself",P_,'observation_insight',
  ctx=ctx(p=P(POLY,RACES)),par='p1')
c('g',"Fliss will bake 60 cupcakes for the PTA stall",SO,'observation_insight',['Fliss'],
  ctx=ctx(p=P(RACES,KITCH)),par='p1')
c('h',"the builder reckons the extension needs a new soakaway",P_,'observation_insight',
  ctx=ctx(p=P(WEB,KITCH)),par='p2')
c('a',"practise reversing the trailer for the HGV test",S,'task',
  ctx=ctx(p=P(ANNIV,HGV)),par='p2')
c('b',"Mum wants the old wedding photos in a slideshow for their night",SO,'observation_insight',
  ctx=ctx(p=P(ANNIV,POLY)),par='p1')
c('c',"the web address we wanted is taken, try one with .fk on the end",S,'observation_insight',
  ctx=ctx(p=P(WEB,GRADER)),par='p1')
c('d',"peat shed foundations need another two bags of cement",P_,'acquisition_disposition',
  ctx=ctx(p=P(RACES,PEAT)),par='p2')
c('e',"ring the Sports Association about power for our stall",SO,'communication',
  ctx=ctx(p=P(RACES,ROVER)),par='p1')
c('f',"HGV medical with Dr Soames on the 14th",S,'task',nth('f',14),['Soames'],
  ctx=ctx(p=P(HGV,KITCH)),par='p1')
c('g',"hired a sound system for Mum and Dad's night",SO,'acquisition_disposition',
  ctx=ctx(p=P(KITCH,ANNIV)),par='p2')
c('h',"going with green tiles and cream walls for the extension",P_,'decision_commitment',
  ctx=ctx(p=P(KITCH,WEB)),par='p1')
c('a',"seats for the second Defender, Mr Oyarzun can get 12 from Punta",S,'observation_insight',['Oyarzun'],
  ctx=ctx(p=P(ROVER,ANNIV)),par='p1')
c('b',"the grader's cab glass is cracked as well, add it to the list",S,'observation_insight',
  ctx=ctx(p=P(PEAT,GRADER)),par='p2')
c('c',"Posy's new kitchen looks amazing, she did it all herself",SO,'observation_insight',['Posy'],
  ctx=ctx(p=P(KITCH,RACES)))
c('d',"the MoD is resurfacing the airport runway all winter",S,'observation_insight',
  ctx=ctx(p=P(GRADER,POLY)))
c('e',"Garrick's building a shed on the West as well",SO,'observation_insight',['Garrick'],
  ctx=ctx(p=P(PEAT,ANNIV)))
c('f',"Tegan's 9th birthday: cake, the church hall, invites, party bags",SO,'project',['Tegan'],
  ctx=ctx(p=P(KITCH,RACES)))
c('g',"Fliss's brother sells Land Rovers in the UK",SO,'observation_insight',['Fliss'],
  ctx=ctx(p=P(POLY,HGV)))

# ======== a normal mix of the other event types
c('a',"remind me about phoning Odile at 9, passenger numbers",S,'reminder_intention',rel('a',0,'09:00'),['Odile'])
c('b',"dont forget Nan's birthday card has to go on tuesday's flight",SO,'reminder_intention',wd('b','tue'))
c('c',"ping me tmrw so I move the peat trailer off the road",P_,'reminder_intention',rel('c',1))
c('d',"remind me on saturday morning to grease both Defenders before the ship",S,'reminder_intention',sat('d','09:00'))
c('e',"don't forget Dad's Liberation Day wreath tomorrow",SO,'reminder_intention',rel('e',1))
c('f',"Ansel the plumber 52123, does heat pumps as well",P_,'contact',['Ansel'])
c('g',"Odile's new email at the agency is odile.shore@agency.fk",S,'contact',['Odile'])
c('h',"Cal has the farm at Volunteer Point, wants 10 a head for landing, ring after 7",S,'contact',['Cal'])
c('a',"Bryony's new mobile is 55410",SO,'contact',['Bryony'])
c('d',"greased the grader like every monday",S,'routine_activity')
c('f',"peat in the stove last thing, every night the same",P_,'routine_activity')
c('e',"Tegan's swimming at the pool saturday at 10 like always",SO,'routine_activity',sat('e','10:00'),['Tegan'])
c('g',"reading up on Land Rover injectors for the tour vehicles",S,'learning_consumption')
c('e',"Torran and I watched that Liberation documentary on the telly",SO,'learning_consumption',['Torran'])
c('f',"so sick of the wind, four days of gales and the washing's still wet",P_,'emotion_state')
c('g',"gutted for Torran, missed the football squad by one place",SO,'emotion_state',['Torran'])
c('h',"nervous for the first big ship day with both Land Rovers out",S,'emotion_state')
c('a',"tours took 3,400 over the two ship days",S,'transaction')
c('b',"sent Garrick 150 for his birthday",SO,'transaction',['Garrick'])
c('c',"power bill 180 this quarter, the heater eats it",P_,'transaction')
c('d',"second Land Rover plan: find one, insure it, fit seats, get the signwriting",S,'project')
c('e',"the garden polytunnel: order the hoops, level the ground, plastic, raised beds",P_,'project')
c('f',"not doing tours on sundays next season, that's family day",S,'decision_commitment')
c('g',"100th tour out to Volunteer Point this season 🐧",S,'milestone_outcome')
c('h',"Tegan to the dentist tuesday at 3:30",SO,'task',wd('h','tue','15:30'),['Tegan'])
c('a',"call Dad tonight about the shearing dates",SO,'communication',tonight('a'))
c('b',"the track to Volunteer Point is washing out past the second gate",S,'observation_insight')
c('c',"my wellies are letting in water, get new ones at the West Store",P_,'acquisition_disposition')
c('d',"fix the gate on the back paddock before the sheep get out",P_,'task')
c('e',"we've decided Torran may go on the UK exchange if he gets a place",SO,'decision_commitment',['Torran'])
c('f',"Lyall phoned from the trawler, signal was awful but he's fine",SO,'communication',['Lyall'])
c('g',"workshop heater's packed in again, it's like working in a fridge",S,'observation_insight')
c('h',"wrap the kids' presents b4 Lyall gets back",SO,'task',['Lyall'])
c('a',"Jory passed his first apprentice year 🎉",S,'milestone_outcome',['Jory'])
c('b',"bought Merrin a scarf for her birthday from the craft shop",SO,'acquisition_disposition',['Merrin'])
c('c',"paid the quarterly fuel bill for the tour vehicles, 1,100",S,'transaction')
c('d',"Tug's limping, get him to the vet thursday",P_,'task',wd('d','thu'))
c('e',"parade at 10:30 tomorrow, Tegan marching with the Brownies",SO,'task',rel('e',1,'10:30'),['Tegan'])
c('f',"chuffed with the grader rebuild, ahead of plan",S,'emotion_state')
c('g',"Posy's daughter is getting married in Stanley in March",SO,'observation_insight',['Posy'])
c('h',"urgent: Odile needs the tour manifest back b4 noon today",S,'task',rel('h',0,'12:00'),['Odile'],prio='urgent')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 61, cases)
