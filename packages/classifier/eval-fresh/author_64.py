# Writes thoughts-fresh-64.jsonl: a sixty-fourth fresh labelled set (issue 10, ids f64…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Hong Kong
# woman in Tung Chung (Asia/Hong_Kong, UTC+8 with no daylight saving, a time zone no earlier set used), an export shift
# supervisor at an air-cargo terminal at Chek Lap Kok (her manager Mr Fung, a colleague Kelvin, a forwarder's rep
# Bonnie Sze, the roster, ULDs and pallets, dangerous-goods papers), who runs guided weekend hikes on Lantau on the
# side under the name Ridgeline Walks ("Ridgeline"; systems wherever it is named, with or without a business word),
# married to Dickson, a son Lok (11, swimming) and a daughter Yan Yan (7, piano), her mum and dad in Sham Shui Po
# (relation words) and a brother Alvin in Vancouver; friends Winnie and Cherry; the dragon-boat crew; people who work
# for the household, most often named without their trade: Marisol (the live-in helper), Mr Lui (aircon and pipes),
# Ah Keung (odd jobs), Dr Cheung (GP); all personal (GUIDELINES 2: home service providers are personal). Hong Kong
# English with Cantonese words ("lah", "wah", "aiya", "jeh jeh", "yum cha", "MTR", "minibus", "siu yeh"), dictated
# run-ons, typos ("tmr", "tmrw", "b4", "pls", "dont") and emojis.
# It is WEIGHTED to the held fields furthest from target: domain borderlines (the side business named by its own name
# only; household workers named with no trade word; work vs systems vs personal: work stress, work learning, own money
# beside the business's); event-type borderlines (completions told as outcomes beside look-alike open tasks; news with
# "!!" beside "!!" on a same-day deadline; waits told as states, "tracking says it arrives thursday"); "tonight" alone
# (20:00, 4.1); holidays as dates; and completes / parent / waiting-for with context.
# Holidays: GUIDELINES 4.1 names no holiday. Its nearest rule is the calendar date ("Dec 2nd" is that date in the
# coming twelve months), so a holiday that names one day is that day in the coming twelve months, date only: boxing
# day 26 Dec, christmas eve 24 Dec, new year's eve 31 Dec, Easter Monday the Monday after Easter Sunday (2026-04-06,
# then 2027-03-29), Good Friday two days before Easter Sunday, labour day as the voice's own country keeps it (Hong
# Kong: 1 May). A holiday named as a stretch ("over Easter", "at christmas", "after labour day") reads like a month or
# season (4.6) and is not scheduled; a holiday's day in a past report is not scheduled (4.6).
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-64-read.jsonl (misses
# may be read) and thoughts-fresh-64-held.jsonl (totals only).
# Run: python3 eval-fresh/author_64.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, at, T, P, C, ctx, OMIT
TZ="Asia/Hong_Kong"
use({
 'a':("2026-03-27T08:10:00",TZ),   # Fri, on the airport bus before a day shift
 'b':("2026-04-22T19:40:00",TZ),   # Wed evening, home
 'c':("2026-06-13T10:15:00",TZ),   # Sat morning, before a hike
 'd':("2026-08-24T07:30:00",TZ),   # Mon, typhoon season
 'e':("2026-10-09T18:20:00",TZ),   # Fri, after shift
 'f':("2026-12-15T21:30:00",TZ),   # Tue night
 'g':("2026-02-08T16:00:00",TZ),   # Sun afternoon, before Lunar New Year
 'h':("2026-11-19T12:45:00",TZ),   # Thu, lunch in the canteen
}, {'a':'fri','b':'wed','c':'sat','d':'mon','e':'fri','f':'tue','g':'sun','h':'thu'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
RW,VAN,RENO,LOKSWIM="Ridgeline Walks hiking tours","Family trip to Vancouver","Redo the kitchen","Lok's swim gala"
DG,BDAY,WED="Dangerous goods recertification","Yan Yan's 8th birthday","Winnie's wedding"

# ======== holidays as dates (a single named day) beside holidays as stretches and past reports (null)
c('f',"boxing day hike up Sunset Peak with Winnie and Cherry, meet at Pak Kung Au 8am",SO,'task',md('f',12,26,'08:00'),['Winnie','Cherry'])
c('h',"Ridgeline has a private group on boxing day, 12 people from a bank",S,'task',md('h',12,26))
c('f',"remind me boxing day to video call Alvin in Vancouver",SO,'reminder_intention',md('f',12,26),['Alvin'])
c('f',"rostered on boxing day 6am-3pm, at least its double pay",S,'task',md('f',12,26,'06:00'))
c('a',"Easter Monday dim sum, mum and dad too, at 11, Lok wants the har gow place",SO,'task',at('2026-04-06','11:00'),['Lok'])
c('a',"Ridgeline Easter Monday sunrise walk, 6 booked so far",S,'task',at('2026-04-06'))
c('a',"Mr Lui coming Good Friday to look at the aircon drip",P_,'task',at('2026-04-03'),['Lui'])
c('g',"book the Cheung Chau ferry for Easter Monday, the kids want mango mochi",SO,'task',at('2026-04-06'))
c('e',"Easter Monday next year falls in March, Ridgeline should open bookings by january",S,'observation_insight')
c('b',"labour day beach bbq at Pui O with the dragon boat girls",SO,'task',md('b',5,1))
c('b',"doing a double Ridgeline tour on labour day, morning and afternoon",S,'task',md('b',5,1))
c('b',"remind me labour day to renew the octopus autopay",P_,'reminder_intention',md('b',5,1))
c('h',"labour day next year I'm taking the kids to Macau, decided",SO,'decision_commitment',md('h',5,1))
c('f',"christmas eve yum cha at 12 with Dickson's parents and aunties",SO,'task',md('f',12,24,'12:00'),['Dickson'])
c('f',"new year's eve shift swap with Kelvin so I can see the fireworks",S,'task',md('f',12,31),['Kelvin'])
c('a',"no Ridgeline tours over Easter, the trails get too packed",S,'decision_commitment')
c('f',"Marisol's home leave is after christmas, two weeks with no help at home",P_,'observation_insight',['Marisol'])
c('e',"Ridgeline took 14 people on labour day, best day so far",S,'milestone_outcome')
c('g',"so looking forward to 10 days off at lunar new year",P_,'emotion_state')

# ======== "tonight" alone (20:00) beside a clock time and a past night (null)
c('d',"pack Lok's swim bag tonight",SO,'task',tonight('d'),['Lok'])
c('e',"tonight: answer the Ridgeline inbox, 9 enquiries",S,'task',tonight('e'))
c('b',"iron my uniform for the early shift tonight",S,'task',tonight('b'))
c('h',"tonight: print Marisol's october pay slip",P_,'task',tonight('h'),['Marisol'])
c('c',"watch the typhoon documentary on RTHK tonight",P_,'learning_consumption',tonight('c'))
c('g',"call mum tonight about the poon choi order",SO,'communication',tonight('g'))
c('a',"remind me tonight, soup into the slow cooker for tmr",P_,'reminder_intention',tonight('a'))
c('d',"siu yeh with Cherry tonight after her late shift",SO,'task',tonight('d'),['Cherry'])
c('e',"tonight at 9 zoom with Alvin and his kids",SO,'communication',tonight('e','21:00'),['Alvin'])
c('b',"last night Yan Yan practised piano without being asked once",SO,'observation_insight',['Yan Yan'])
c('h',"tonight i study chapter 4 of the DG manual, test is monday",S,'learning_consumption',tonight('h'),ctx=ctx(P(DG)),par='p1')

# ======== the side business named by its own name only (systems)
c('c',"Ridgeline needs a first aid kit refill b4 sunday",S,'acquisition_disposition',wd('c','sun'))
c('d',"4 new Ridgeline bookings overnight, 2,400 in deposits",S,'transaction')
c('e',"Ridgeline's public liability insurance renewal $3,800 due the 31st",S,'transaction',nth('e',31))
c('h',"post the Dragon's Back photos on Ridgeline's instagram",S,'task')
c('g',"idea: a Ridgeline night walk with a seafood dinner at Tai O",S,'observation_insight')
c('c',"Ridgeline: Sunset Peak group of 8 confirmed for tmr 7am",S,'task',rel('c',1,'07:00'))
c('b',"refunded a couple that cancelled their Ridgeline walk, $900",S,'transaction')
c('d',"Ridgeline tour called off, signal 3 is up",S,'decision_commitment')
c('e',"Ridgeline's 200th guest today, a retired teacher from Osaka",S,'milestone_outcome')
c('f',"so tired of chasing Ridgeline no-shows for deposits",S,'emotion_state')
c('h',"sold the old Ridgeline walking poles on Carousell",S,'acquisition_disposition')
c('a',"Ridgeline Walks: new website, a booking form, waiver in Chinese and English, photos",S,'project')
c('c',"Ridgeline weekends are always fuller when the AQHI is low",S,'observation_insight')
c('g',"every sunday 7am Ridgeline meets at Tung Chung MTR exit B",S,'routine_activity',OMIT)
c('c',"Ridgeline group met at exit B at 7 like always, 11 of them",S,'routine_activity')
c('e',"read the AFCD country park rules again for Ridgeline's permit",S,'learning_consumption')
c('b',"Ridgeline guest Mrs Ferreira, +852 9134 2271, vegetarian, bad knee",S,'contact',['Ferreira'])
c('d',"decided Ridgeline will cap groups at 12 from september",S,'decision_commitment')
c('h',"Ridgeline has 3 Lantau Peak walks this weekend, nearly full",S,'observation_insight')
c('f',"emailed the Ridgeline guests about the new meeting point",S,'communication')
c('g',"buy 20 ponchos for Ridgeline, the wet season stock ran out",S,'acquisition_disposition')
c('a',"Ridgeline made 6,400 in march, first month over 6k",S,'milestone_outcome')
c('b',"pay Ridgeline's website hosting 680 b4 friday",S,'transaction',wd('b','fri'))

# ======== people who work for the household, named without their trade (personal)
c('a',"Marisol's day off is sunday, leave her the octopus card",P_,'task',wd('a','sun'),['Marisol'])
c('b',"Mr Lui says the aircon gas is low, $650 to top up",P_,'transaction',['Lui'])
c('c',"Ah Keung fixing the bathroom door hinge monday 10am",P_,'task',wd('c','mon','10:00'),['Ah Keung'])
c('d',"Marisol's contract renewal, the agency needs it signed by the 15th",P_,'task',nth('d',15),['Marisol'])
c('e',"paid Marisol her salary and the long service top up",P_,'transaction',['Marisol'])
c('f',"Mr Lui cleaned all 4 aircon units, no more smell",P_,'task',['Lui'],ctx=ctx(t=T("Get the aircon units cleaned","Replace the shower head")),comp='t1')
c('g',"Ah Keung's number 6123 4409, he does shelves and doors too",P_,'contact',['Ah Keung'])
c('h',"ask Ah Keung to fix a curtain rail in Yan Yan's room",P_,'task',['Ah Keung','Yan Yan'])
c('a',"Marisol said the washing machine is leaking again",P_,'observation_insight',['Marisol'])
c('b',"Mr Lui still hasn't got back to me re the water heater part",P_,'observation_insight',['Lui'],wait="Mr Lui: water heater part")
c('c',"Marisol and i cleared out the storeroom, 3 bags to the recycling",P_,'acquisition_disposition',['Marisol'])
c('e',"decided to keep Marisol on for another 2 year contract",P_,'decision_commitment',['Marisol'])
c('g',"Dr Cheung tuesday 9:30 for my blood pressure check",P_,'task',wd('g','tue','09:30'),['Cheung'])
c('d',"grateful Marisol stayed late with the kids when the black rain came",P_,'emotion_state',['Marisol'])
c('f',"Mr Lui's invoice for the pipes 1,200, pay by friday",P_,'transaction',wd('f','fri'),['Lui'])
c('h',"Marisol makes soup every tuesday and friday",P_,'routine_activity',OMIT,['Marisol'])

# ======== work at the cargo terminal (systems), work stress and learning for work
c('a',"DG paperwork for the lithium batteries flight was wrong again, third time this week",S,'observation_insight')
c('b',"so anxious about the audit from the airline on friday",S,'emotion_state')
c('c',"Mr Fung wants the ULD count on his desk by monday",S,'task',wd('c','mon'),['Fung'])
c('d',"cargo volumes up 20% since the new e-commerce contract",S,'observation_insight')
c('e',"emailed Bonnie Sze the revised cut-off times",S,'communication',['Bonnie Sze'])
c('f',"i'm taking the team leader role on the night shift, told Mr Fung yes",S,'decision_commitment',['Fung'])
c('g',"Kelvin's new mobile 5512 8870, he moved to imports",S,'contact',['Kelvin'])
c('h',"listening to a podcast on air cargo security on the bus",S,'learning_consumption')
c('a',"order new cut-resistant gloves for the build-up team",S,'acquisition_disposition')
c('b',"company reimbursed my taxi for the 3am call-in, $340",S,'transaction')
c('c',"roster for july: draft, check with Kelvin, send to HR, post on the board",S,'project',ents=['Kelvin'])
c('d',"shift handover at 6:45 every morning with the night team",S,'routine_activity',OMIT)
c('e',"did the pallet weight spot checks on the 2pm freighter like every friday",S,'routine_activity')
c('f',"so proud, my team had zero offloads in november",S,'milestone_outcome')
c('g',"exhausted, 12 hour shift with the lunar new year rush",S,'emotion_state')
c('h',"Mr Fung thinks we need two more loaders for peak",S,'observation_insight',['Fung'])
c('a',"call Bonnie about the pharma shipment temperature log at 10",S,'communication',rel('a',0,'10:00'),['Bonnie'])
c('d',"brief the new loaders on the typhoon tie-down checklist",S,'task')
c('e',"Kelvin says the system outage cost us 3 flights, wah",S,'observation_insight',['Kelvin'])
c('b',"enrol in the IATA DG refresher, Mr Fung asked",S,'learning_consumption',['Fung'],ctx=ctx(P(DG,VAN)),par='p1')

# ======== completions told as outcomes, beside look-alike open tasks
c('a',"Lok's passport renewal is through, collected it at Immigration",SO,'task',['Lok'],ctx=ctx(P(VAN),T(("Renew Lok's passport",'p1'),("Book flights to Vancouver",'p1'),"Buy Yan Yan's piano books")),comp='t1',par='p1')
c('b',"flights to Vancouver all locked in ✅ july 20",SO,'task',ctx=ctx(P(VAN),T(("Renew Lok's passport",'p1'),("Book flights to Vancouver",'p1'),("Get travel insurance",'p1'))),comp='t2',par='p1')
c('c',"travel insurance for the Vancouver trip sorted, the family plan",SO,'task',ctx=ctx(P(VAN),T(("Get travel insurance",'p1'),("Book flights to Vancouver",'p1'))),comp='t1',par='p1')
c('d',"kitchen cabinets are in, doors all hung",P_,'task',ctx=ctx(P(RENO,VAN),T(("Install the kitchen cabinets",'p1'),("Choose the worktop",'p1'))),comp='t1',par='p1')
c('e',"the worktop samples came, still deciding between the two greys",P_,'acquisition_disposition',ctx=ctx(P(RENO),T(("Choose the worktop",'p1'),("Install the kitchen cabinets",'p1'))),par='p1')
c('f',"DG recertification done, passed with 92",S,'milestone_outcome',ctx=ctx(P(DG),T(("Pass the DG exam",'p1'),("Submit the training log to HR",'p1'))),comp='t1',par='p1')
c('g',"training log in HR's hands now",S,'task',ctx=ctx(P(DG),T(("Pass the DG exam",'p1'),("Submit the training log to HR",'p1'))),comp='t2',par='p1')
c('h',"Yan Yan's party venue is booked, the indoor playground in Citygate",SO,'task',['Yan Yan'],ctx=ctx(P(BDAY),T(("Book the party venue",'p1'),("Order the unicorn cake",'p1'),("Send the invitations",'p1'))),comp='t1',par='p1')
c('h',"the unicorn cake is ordered but invitations still not out",SO,'acquisition_disposition',ctx=ctx(P(BDAY),T(("Book the party venue",'p1'),("Order the unicorn cake",'p1'),("Send the invitations",'p1'))),comp='t2',par='p1')
c('a',"invitations for Yan Yan's party went out on the class whatsapp",SO,'communication',['Yan Yan'],ctx=ctx(P(BDAY),T(("Order the unicorn cake",'p1'),("Send the invitations",'p1'))),comp='t2',par='p1')
c('b',"Lok's gala entry form is with the coach now",SO,'task',['Lok'],ctx=ctx(P(LOKSWIM),T(("Hand in Lok's gala entry form",'p1'),("Buy Lok new goggles",'p1'))),comp='t1',par='p1')
c('c',"goggles for Lok still not bought, the shop was out",SO,'acquisition_disposition',['Lok'],ctx=ctx(P(LOKSWIM),T(("Hand in Lok's gala entry form",'p1'),("Buy Lok new goggles",'p1'))),par='p1')
c('d',"Ridgeline's new waiver is live on the site",S,'task',ctx=ctx(P(RW),T(("Put the new waiver on the site",'p1'),("Renew the first aid certificate",'p1'))),comp='t1',par='p1')
c('e',"first aid cert renewed, good for 3 more years",S,'task',ctx=ctx(P(RW),T(("Put the new waiver on the site",'p1'),("Renew the first aid certificate",'p1'))),comp='t2',par='p1')
c('f',"the bridesmaid dress fits now after the alteration",SO,'task',ctx=ctx(P(WED),T(("Get the bridesmaid dress altered",'p1'),("Write a speech for Winnie",'p1'))),comp='t1',par='p1')
c('g',"half the speech for Winnie written, the funny part still missing",SO,'task',['Winnie'],ctx=ctx(P(WED),T(("Get the bridesmaid dress altered",'p1'),("Write a speech for Winnie",'p1'))),par='p1')
c('h',"rates and government rent all squared away for the quarter",P_,'transaction',ctx=ctx(t=T("Pay the rates","Renew the home insurance")),comp='t1')
c('a',"home insurance still needs renewing, quote came in higher",P_,'transaction',ctx=ctx(t=T("Pay the rates","Renew the home insurance")))
c('b',"octopus card for Yan Yan, the kids one, got it today",SO,'acquisition_disposition',['Yan Yan'],ctx=ctx(t=T("Get Yan Yan a child octopus card","Fix the bathroom fan")),comp='t1')
c('c',"bathroom fan works again, Ah Keung swapped the motor",P_,'task',['Ah Keung'],ctx=ctx(t=T("Get Yan Yan a child octopus card","Fix the bathroom fan")),comp='t2')
c('d',"quarterly safety report officially submitted",S,'task',ctx=ctx(t=T("Submit the quarterly safety report","Update the forklift licence list")),comp='t1')
c('e',"forklift licence list half updated, 9 names to go",S,'task',ctx=ctx(t=T("Submit the quarterly safety report","Update the forklift licence list")))
c('f',"mum's hearing aid fitted, she hears the tv now without blasting it",SO,'task',ctx=ctx(t=T("Take mum to get her hearing aid fitted","Buy dad a new rice cooker")),comp='t1')
c('g',"the rice cooker for dad is still in the cart, haven't paid",SO,'acquisition_disposition',ctx=ctx(t=T("Take mum to get her hearing aid fitted","Buy dad a new rice cooker")))
c('h',"tax return filed online, done and dusted",P_,'task',ctx=ctx(t=T("File my tax return","Claim the MPF voluntary contribution")),comp='t1')
c('a',"the dentist slot for Lok is tues 4pm",SO,'task',wd('a','tue','16:00'),['Lok'],ctx=ctx(t=T("Book Lok a dentist appointment","Book Yan Yan's eye test")),comp='t1')

# ======== news with "!!" beside "!!" on a same-day deadline and "!!" on a feeling
c('b',"Lok made the district swim team!!",SO,'milestone_outcome',['Lok'])
c('c',"Yan Yan passed her grade 2 piano with merit!!",SO,'milestone_outcome',['Yan Yan'])
c('d',"Ridgeline is in the SCMP weekend section!!",S,'milestone_outcome')
c('e',"Winnie is pregnant!! due in may",SO,'milestone_outcome',['Winnie'])
c('f',"my shift won the terminal safety award!!",S,'milestone_outcome')
c('g',"paid off the car loan!! no more monthly 4k",P_,'milestone_outcome')
c('h',"Alvin got his Canadian citizenship!!",SO,'milestone_outcome',['Alvin'])
c('a',"ran the whole Lantau trail section 2 without stopping!!",P_,'milestone_outcome')
c('b',"shift swap form to Mr Fung before 6 today!!",S,'task',rel('b',0,'18:00'),['Fung'],prio='urgent')
c('c',"pay the phone company today!! they cut the line tmr",P_,'transaction',rel('c',0),prio='urgent')
c('d',"sick and tired of MTR breakdowns!!",P_,'emotion_state')
c('e',"Dickson's promotion came through!! area manager from november",SO,'milestone_outcome',['Dickson'])
c('f',"Cherry got engaged!! to the pilot guy",SO,'milestone_outcome',['Cherry'])
c('g',"the estate's lifts are being replaced for 3 months!!",P_,'observation_insight')

# ======== waits told as states
c('c',"tracking says Ridgeline's new hiking poles arrive thursday",S,'acquisition_disposition',wait="courier: Ridgeline's new hiking poles",exp=wd('c','thu'))
c('d',"tracking says Lok's goggles get here wednesday",SO,'acquisition_disposition',['Lok'],wait="Lok's goggles (delivery)",exp=wd('d','wed'))
c('e',"the new rice cooker is out for delivery, arrives tmr",SO,'acquisition_disposition',wait="new rice cooker (delivery)",exp=rel('e',1))
c('f',"HR still hasn't approved my july leave, the Vancouver trip",S,'task',wait="HR: leave for the Vancouver trip")
c('g',"no reply yet from Bonnie on the march rates",S,'observation_insight',['Bonnie'],wait="Bonnie: march rates")
c('h',"IRD refund of my overpaid tax still pending",P_,'transaction',wait="IRD: tax refund")
c('a',"Yan Yan on the waitlist for the saturday ballet class",SO,'observation_insight',['Yan Yan'],wait="ballet class: Yan Yan's place")
c('b',"the insurer says the claim decision comes the 30th",P_,'observation_insight',wait="insurer: claim decision",exp=nth('b',30))
c('c',"Mr Fung hasn't signed my overtime form yet",S,'task',['Fung'],wait="Mr Fung: overtime sign-off")
c('d',"the estate office still sitting on our renovation permit",P_,'observation_insight',wait="estate office: renovation permit")
c('e',"Alvin's supposed to send the Vancouver address, nothing yet",SO,'observation_insight',['Alvin'],wait="Alvin: Vancouver address")
c('f',"the permit for Ridgeline's big group is with AFCD, they said by the 22nd",S,'observation_insight',wait="AFCD: permit for the big group",exp=nth('f',22))
c('g',"the agency says Marisol's visa comes through in early march",P_,'observation_insight',['Marisol'],wait="agency: Marisol's visa")
c('h',"Cherry owes me the photos from the junk trip, still nothing",SO,'observation_insight',['Cherry'],wait="Cherry: photos from the junk trip")
c('a',"waiting on the school to confirm Lok's bus route for next term",SO,'observation_insight',['Lok'],wait="school: Lok's bus route")
c('b',"the Carousell buyer for the pram hasn't paid yet",P_,'transaction',wait="Carousell buyer: payment for the pram")
c('d',"the kitchen worktop is backordered till the 10th",P_,'acquisition_disposition',ctx=ctx(P(RENO),T(("Choose the worktop",'p1'),("Install the worktop",'p1'))),wait="kitchen worktop (delivery)",exp=nth('d',10),par='p1')
c('e',"emailed the forwarder about the missing AWB copies, waiting on their reply",S,'communication',ctx=ctx(t=T("Email the forwarder about the AWB copies","Check the scale calibration")),wait="forwarder: missing AWB copies",comp='t1')

# ======== the rest: every type in every domain
c('c',"remind me, Yan Yan's octopus needs topping up before school",SO,'reminder_intention',['Yan Yan'])
c('d',"dont forget the dragon boat paddle is in Winnie's car",P_,'reminder_intention',['Winnie'])
c('e',"ping me sunday 8pm to send the Ridgeline weekly email",S,'reminder_intention',wd('e','sun','20:00'))
c('g',"don't let me forget the lai see packets for Marisol",P_,'reminder_intention',['Marisol'])
c('h',"remind me at 3: pharma ULD temps",S,'reminder_intention',rel('h',0,'15:00'))
c('a',"remind me to bring mum's blood pressure pills on saturday",SO,'reminder_intention',sat('a'))
c('b',"remind me to renew Lok's HKID appointment slot friday",SO,'reminder_intention',wd('b','fri'),['Lok'])
c('f',"remind me to quit my gym membership before the 1st",P_,'reminder_intention',nth('f',1))
c('c',"dont forget Kelvin's farewell lunch tuesday 1pm",S,'reminder_intention',wd('c','tue','13:00'),['Kelvin'])

c('d',"call HSBC at 11 re our mortgage rate",P_,'communication',rel('d',0,'11:00'))
c('f',"whatsapp Winnie the photos from the hen night",SO,'communication',['Winnie'])
c('h',"texted Dickson to grab char siu after work",SO,'communication',['Dickson'])
c('b',"rang the clinic, moved my physio to monday",P_,'communication')
c('g',"voice message to the dragon boat coach that i'll miss training",P_,'communication')

c('a',"Cherry's new number is 9087 1123, she changed networks",SO,'contact',['Cherry'])
c('c',"Lok's swim coach is Coach Ma, 6677 0912, only texts",SO,'contact',['Ma'])
c('e',"my physio Sandy Leung, Tung Chung clinic, 2109 4432",P_,'contact',['Sandy Leung'])
c('h',"Winnie's fiancé is called Marcus, he's an engineer at the MTR",SO,'contact',['Winnie','Marcus'])

c('b',"redo the balcony garden: new pots, herbs, a drip line, a bench",P_,'project')
c('d',"plan mum's 70th - a restaurant in Mong Kok, slideshow, red envelopes, relatives from Guangzhou",SO,'project')
c('g',"Yan Yan's 8th birthday: venue, cake, goody bags, invitations",SO,'project',['Yan Yan'])
c('h',"sort the family's Vancouver trip: passports, flights, insurance, where we stay",SO,'project')
c('f',"trailwalker prep for the Oxfam race: 3 training hikes a week, new shoes, a team of 4",P_,'project')

c('c',"swam 40 lengths at the Tung Chung pool this morning",P_,'routine_activity')
c('f',"did the library run with the kids after school, like every tuesday",SO,'routine_activity')
c('a',"dragon boat training sunday 6:30am at Tung Chung pier like every week",P_,'routine_activity',wd('a','sun','06:30'))
c('d',"yum cha with my parents each sunday at 10",SO,'routine_activity',OMIT)
c('h',"Lok's swim training mon wed fri 6am",SO,'routine_activity',OMIT,['Lok'])
c('e',"piano lesson for Yan Yan tomorrow 11am as usual",SO,'routine_activity',rel('e',1,'11:00'),['Yan Yan'])

c('b',"we go with the cheaper family plan for our phones",P_,'decision_commitment')
c('c',"promised Winnie i'll do her makeup on the wedding day",SO,'decision_commitment',['Winnie'])
c('g',"we're not going to Guangzhou for new year this time",SO,'decision_commitment')
c('f',"told Dickson we'll host his parents for the winter solstice dinner",SO,'decision_commitment',['Dickson'])

c('a',"a book on the old Lantau villages, just for me, 2 chapters in",P_,'learning_consumption')
c('d',"Lok and i watched a youtube video on how typhoons form",SO,'learning_consumption',['Lok'])
c('g',"cantonese opera class with mum on saturday at 2",SO,'learning_consumption',sat('g','14:00'))
c('h',"started a free online course on plant identification",P_,'learning_consumption')

c('b',"Yan Yan lost her first tooth at school",SO,'milestone_outcome',['Yan Yan'])
c('h',"10 years married today 🥂",SO,'milestone_outcome')
c('f',"got my first full marathon medal at the Standard Chartered",P_,'milestone_outcome')

c('a',"Lok gets so quiet when he's tired, like Dickson",SO,'observation_insight',['Lok','Dickson'])
c('c',"the pool is way less crowded on saturday mornings",P_,'observation_insight')
c('e',"dad tells the same old stories more often lately",SO,'observation_insight')
c('g',"knee pain only on downhill stairs, never up",P_,'observation_insight')

c('a',"worried about dad's cough, 3 weeks now",SO,'emotion_state')
c('c',"feeling really low today, no reason",P_,'emotion_state')
c('e',"so happy Alvin finally flies back for christmas",SO,'emotion_state',['Alvin'])
c('h',"stressed, the reno is eating all our money this month",P_,'emotion_state')
c('d',"missing Winnie since she moved to Shenzhen",SO,'emotion_state',['Winnie'])

c('b',"need a phone case, mine is cracked",P_,'acquisition_disposition')
c('d',"buy Lok a bigger bike, he's outgrown his",SO,'acquisition_disposition',['Lok'])
c('e',"gave our old sofa away on the estate facebook group",P_,'acquisition_disposition')
c('f',"collect the kids' christmas presents, post office slip on the fridge",SO,'acquisition_disposition')
c('a',"returned the hiking boots that pinched, got store credit",P_,'acquisition_disposition')
c('h',"order mooncakes for mum's neighbours",SO,'acquisition_disposition')

c('c',"electricity bill 1,480 this month, the aircon",P_,'transaction')
c('d',"sent Alvin 2,000 for dad's birthday dinner on our side",SO,'transaction',['Alvin'])
c('e',"transferred 5k to the Vancouver trip savings",P_,'transaction')
c('f',"lai see for the building guards, 100 each",P_,'transaction')
c('g',"gave mum 3,000 for new year",SO,'transaction')
c('h',"lent Cherry 800 for the concert tickets",SO,'transaction',['Cherry'])
c('a',"MPF statement says i'm up 4% this quarter",P_,'transaction')
c('b',"Ridgeline april bookings brought in 7,200",S,'transaction')
c('d',"claim the overtime meal allowance for july",S,'transaction')
c('e',"split the wedding gift for Winnie with Cherry, 1,000 each",SO,'transaction',['Winnie','Cherry'])
c('f',"Yan Yan's school fees 18k due january 5",SO,'transaction',md('f',1,5),['Yan Yan'])
c('g',"paid Lok's swim club fees for the term",SO,'transaction',['Lok'])
c('h',"terminal's year-end bonus comes in january, one month",S,'transaction')

c('a',"clean the fridge before the weekend",P_,'task',sat('a'))
c('c',"check the typhoon shutters before august",P_,'task')
c('e',"fix Yan Yan's school bag zip",SO,'task',['Yan Yan'])
c('g',"help dad with whatsapp on the new phone sunday",SO,'task',wd('g','sun'))
c('b',"update the loader training matrix for Mr Fung",S,'task',['Fung'])
c('h',"clear out the email inbox at work before the audit",S,'task')

# ======== more of the weighted kinds
c('b',"Ah Keung can do the shelves labour day morning",P_,'task',md('b',5,1,'09:00'),['Ah Keung'])
c('f',"giving Marisol boxing day off, she covered christmas",P_,'decision_commitment',md('f',12,26),['Marisol'])
c('e',"Ridgeline's insurance broker Gigi Lam, 2877 3310, renewals every october",S,'contact',['Gigi Lam'])
c('g',"ferry tickets for the Tai O group bought, all 16",S,'acquisition_disposition',ctx=ctx(P(RW,RENO),T(("Buy ferry tickets for the Tai O group",'p1'),("Print the trail maps",'p1'))),comp='t1',par='p1')
c('a',"trail maps still at the printer, they promised monday",S,'observation_insight',ctx=ctx(P(RW,VAN),T(("Print the trail maps",'p1'),("Buy ferry tickets for the Tai O group",'p1'))),wait="printer: trail maps",exp=wd('a','mon'),par='p1')
c('d',"tonight go through Lok's homework folder",SO,'task',tonight('d'),['Lok'])
c('g',"tonight finish the Ridgeline tax return figures",S,'task',tonight('g'))
c('c',"Mr Lui's coming tonight to look at the leaking pipe under the sink",P_,'task',tonight('c'),['Lui'])
c('h',"the airline audit passed with zero findings!!",S,'milestone_outcome')
c('e',"Winnie's wedding banquet christmas day at 7, table 3",SO,'task',md('e',12,25,'19:00'),['Winnie'],ctx=ctx(P(WED,RENO)),par='p1')
c('a',"Good Friday: Lantau Peak group at 5am for Ridgeline, torches for all",S,'task',at('2026-04-03','05:00'))
c('d',"Ridgeline booking form down since this morning!!",S,'observation_insight')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 64, cases)
