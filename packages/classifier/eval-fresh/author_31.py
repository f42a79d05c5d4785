# Writes thoughts-fresh-31.jsonl: a thirty-first fresh labelled set (issue 10, ids f31…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Dutch-born
# paintings conservator at a museum in Philadelphia (America/New_York), dry humour, Dutch words now and then
# ("gezellig", "lekker", "oma", "hagelslag", "appeltaart"), with a partner (Sam), a teenage son (Bram), a community
# garden plot and a rowing club on the Schuylkill.
# New people: Sam (partner), Bram (son), Oma (in Utrecht), Femke (sister in Rotterdam), Joost (brother), Lotte (niece),
# Lorraine and Ojas (rowing friends), Gloria (neighbour), Ms. Okafor (Bram's teacher), Dashiell (Bram's friend) and his
# mum Priya Nandakumar; for the house Vinnie Scarpa (plumber), Dougie Flannery (chimney sweep), Renata Okonjo (physio),
# Dr. Miriam Leibowitz (dentist); at the museum Marisol (curator), Hollis (registrar), Teodor (frames), Kwame (fellow),
# Deb (photographer), Ines Albuquerque (paper conservator), Jonas Weber (pigment rep), Ngozi Whitfield (colleague in
# Baltimore); side work for Harriet Cole and the Fenwick family.
# Domains: the garden plot and rowing are her own hobbies (personal); club and garden social events, crewmates as
# friends, family and neighbours are social; the museum and the private conservation side work are systems.
# Weighted to the event-type confusion largest across the read halves: observation_insight read as task, contact,
# acquisition, milestone, decision, transaction and routine, and task read as observation. So each domain has many
# observations (things noticed, facts learned about a person or place, how something works, prices seen, patterns)
# beside look-alike tasks, reminders, contacts, acquisitions, outcomes and decisions that share their words. Every
# event type in each domain, about balanced by domain. The rule applied is written beside borderline cases.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-31-read.jsonl (misses
# may be read) and thoughts-fresh-31-held.jsonl (totals only).
# Run: python3 eval-fresh/author_31.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, OMIT, T, P, ctx
use({
 'a':("2026-01-15T07:20:00","America/New_York"),   # Thu
 'b':("2026-03-07T10:40:00","America/New_York"),   # Sat
 'c':("2026-04-20T12:15:00","America/New_York"),   # Mon
 'd':("2026-05-27T18:30:00","America/New_York"),   # Wed
 'e':("2026-07-10T08:05:00","America/New_York"),   # Fri
 'f':("2026-08-23T20:45:00","America/New_York"),   # Sun
 'g':("2026-10-06T13:10:00","America/New_York"),   # Tue
 'h':("2026-11-19T21:15:00","America/New_York"),   # Thu
}, {'a':'thu','b':'sat','c':'mon','d':'wed','e':'fri','f':'sun','g':'tue','h':'thu'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'

# ======== personal: herself, her health, the house, household money, the garden plot and rowing as her hobbies, the
# people who work for the household
# ---- task (rule 13): an instruction to herself, however plain
c('a',"book the boiler service before the end of january, the upstairs radiators are ticking",P_,'task',eom('a'))
c('b',"take the bike to Trophy Bikes on tuesday, the back brake squeals like a gull",P_,'task',wd('b','tue'))
c('c',"need to reseal the tub before the grout turns black again",P_,'task')                      # "need to": a task
c('d',"stake the tomato plants at the plot before the storm on friday",P_,'task',wd('d','fri'))
c('e',"fix the latch on the screen door, it flaps open in every breeze",P_,'task')
c('g',"renew my Dutch passport, it runs out in february",P_,'task')
c('h',"finally cleared the gutters at the back of the house",P_,'task',
  ctx=ctx(t=T("Clear the back gutters","Call Vinnie about the water heater")),comp='t1')   # a chore done: task (13)
# ---- reminder (rule 1)
c('a',"remind me tomorrow at 8 to shift the car, street sweeping",P_,'reminder_intention',rel('a',1,'08:00'))
c('c',"don't let me forget physio at 4:30 on friday",P_,'reminder_intention',wd('c','fri','16:30'))
c('e',"ping me tonight to water the plot, no rain until tuesday",P_,'reminder_intention',tonight('e'))
c('g',"remind me our registration sticker has to be renewed by the 31st",P_,'reminder_intention',nth('g',31))
# ---- communication (rule 2)
c('b',"call Vinnie about the water heater, it's knocking again",P_,'communication',ents=['Vinnie'])
c('d',"emailed the garden coordinator asking for a second rain barrel, waiting to hear",P_,'communication',
  wait='garden coordinator: answer about a second rain barrel')
c('f',"texted the dentist's office to push my cleaning back a week",P_,'communication')
c('h',"half an hour on the phone with PECO about the estimated meter reading",P_,'communication')
# ---- transaction (rule 3): household money and her own hobbies
c('a',"PECO bill came to $286, these old sash windows leak heat like a sieve",P_,'transaction')  # an amount billed
c('c',"paid the plot fee for the season, $45",P_,'transaction')
c('e',"rowing club dues left my account, $320 for the year",P_,'transaction')
c('g',"still waiting on REI for the $90 refund on the wetsuit I sent back",P_,'transaction',wait='REI: $90 wetsuit refund')
# ---- acquisition (rule 4)
c('b',"ordered rowing gloves, my palms are raw, they should arrive wednesday",P_,'acquisition_disposition',
  wait='rowing gloves (delivery)',exp=wd('b','wed'))
c('d',"need a new hose for the plot, the old one leaks in three places",P_,'acquisition_disposition')  # needing a thing: 4
c('f',"gave my old road bike to Neighborhood Bike Works",P_,'acquisition_disposition')
c('h',"picked up my reading glasses at the optician on Walnut",P_,'acquisition_disposition',
  ctx=ctx(t=T("Pick up the reading glasses","Book a flu shot")),comp='t1')
c('c',"bought a bean trellis and two bags of compost for the plot",P_,'acquisition_disposition',
  ctx=ctx(p=P("Get the garden plot ready")),par='p1')
# ---- project (rule 5)
c('a',"sort out the attic: an insulation quote, clear the junk, a proper loft ladder",P_,'project')
c('c',"the plot this season: compost, new stakes, a trellis for the beans, the seed order",P_,'project')
c('g',"train for the Head of the Schuylkill: an erg plan, two strength sessions a week, no wine",P_,'project')
# ---- routine (rule 6)
c('b',"did my forty minutes on the erg at the boathouse, as I do every saturday",P_,'routine_activity')
c('d',"watered the plot after the museum, my wednesday ritual",P_,'routine_activity')
c('e',"rowed at 5:45 ahead of the office, my friday habit, the river was glass",P_,'routine_activity')
c('h',"every sunday evening I oil the cutting boards and sharpen the knives",P_,'routine_activity',OMIT)
# ---- contact (rule 7): a tradesperson or carer for her is personal
c('a',"plumber: Vinnie Scarpa 215-555-0173, good with old cast iron, Gloria next door swears by him",P_,'contact',
  ents=['Vinnie Scarpa','Gloria'])
c('d',"my physio is Renata Okonjo at Penn Therapy, she only does mornings",P_,'contact',ents=['Renata Okonjo'])
c('f',"chimney sweep is Dougie Flannery, 267-555-0140, books up six weeks ahead",P_,'contact',ents=['Dougie Flannery'])
c('h',"new dentist: Dr. Miriam Leibowitz on Pine, takes our insurance",P_,'contact',ents=['Miriam Leibowitz'])
# ---- decision (rule 8)
c('b',"decided I'm not cycling to work till april, the ice on Spruce is lethal",P_,'decision_commitment')
c('c',"going with a heat pump rather than patching the old boiler again",P_,'decision_commitment')
c('f',"no screens in bed from monday, I've been doomscrolling till one",P_,'decision_commitment',wd('f','mon'))  # start date
c('h',"entered the club's winter erg challenge, I'm committed now",P_,'decision_commitment')
# ---- learning (rule 9): for herself
c('a',"reading a history of Delft tiles before bed, lekker nerdy",P_,'learning_consumption')
c('e',"the library is holding Braiding Sweetgrass for me at the Fishtown branch",P_,'learning_consumption')
c('g',"started wheel pottery at the Clay Studio, tuesday nights",P_,'learning_consumption')
# ---- milestone (rule 10)
c('b',"rowed a single the whole way to the dam without flipping, first time ever",P_,'milestone_outcome')
c('d',"paid off what was left of my student loan from Amsterdam!! no more debt",P_,'milestone_outcome')
c('g',"thirty pounds of tomatoes off one little plot this season, a personal record",P_,'milestone_outcome')
# ---- observation (rule 11): a statement of fact, a pattern or a price seen; no instruction, no purchase, no payment
c('a',"the 42 bus never shows before 8:10, whatever the app claims",P_,'observation_insight')
c('a',"the hall radiator only warms up if it gets bled every two weeks",P_,'observation_insight')        # how it works
c('b',"the hardware store on Passyunk wants $14 a bag for compost now, it was $9 last year",P_,'observation_insight')  # a price seen
c('b',"my back only hurts after the erg, never after a row on the water",P_,'observation_insight')
c('c',"the tomatoes at the plot split every time there's a heavy rain",P_,'observation_insight')
c('c',"the grout goes black within a month if nobody opens the bathroom window",P_,'observation_insight')
c('d',"the cheese stall at Reading Terminal sells real aged Gouda, who knew",P_,'observation_insight')   # a place learned, no purchase
c('d',"my sleep is deeper on the days I row early",P_,'observation_insight')
c('e',"the river closes to rowing whenever the bacteria count spikes after a storm",P_,'observation_insight')
c('e',"turns out the water at the plot is shut off on mondays",P_,'observation_insight')
c('f',"the electric bill doubles every august, the window unit is the culprit",P_,'observation_insight')  # a pattern, no sum paid
c('g',"gas at the Wawa on Grays Ferry is twenty cents cheaper than in Center City",P_,'observation_insight')
c('h',"the back door swells shut whenever it rains, it's the frame and not the hinges",P_,'observation_insight')
c('h',"three weeks now and the city still hasn't fixed the streetlight on our block",P_,'observation_insight',
  wait='city: streetlight on our block')
# ---- emotion (rule 12)
c('c',"on edge, the results of my shoulder MRI still aren't in",P_,'emotion_state',wait='shoulder MRI results')  # d013
c('f',"quietly pleased with myself, I kept the plot alive through that heat wave",P_,'emotion_state')
c('h',"restless and a bit homesick, the grey november sky doesn't help",P_,'emotion_state')

# ======== social: Sam, Bram and his school, Oma and the family in the Netherlands, friends, neighbours, the club's and
# the garden's social events
# ---- task
c('a',"signed Bram's Franklin Institute form, it's in his bag",SO,'task',ents=['Bram'],
  ctx=ctx(t=T("Sign Bram's Franklin Institute slip","Buy Bram a graphing calculator")),comp='t1')
c('b',"pick Bram up from the debate tournament at Central tomorrow at 5",SO,'task',rel('b',1,'17:00'),['Bram'])
c('c',"bake Oma's appeltaart for Sam's birthday dinner on sunday",SO,'task',wd('c','sun'),['Sam'])
c('d',"book Bram's orthodontist check before school lets out",SO,'task',ents=['Bram'])
c('f',"bring a dish to the boathouse potluck on friday, something without nuts",SO,'task',wd('f','fri'))  # club social event
c('g',"need to help Gloria carry her new armchair upstairs on thursday",SO,'task',wd('g','thu'),['Gloria'])
c('h',"dropped the stamppot off at Lorraine's, she's still on crutches",SO,'task',ents=['Lorraine'],
  ctx=ctx(t=T("Drop a meal at Lorraine's","Order Bram's winter coat")),comp='t1')
c('e',"booked the Longwood Gardens tickets for when Oma is here",SO,'task',
  ctx=ctx(p=P("Oma's summer visit")),par='p1')
# ---- reminder
c('a',"remind me Bram has the dentist tomorrow at 3:40",SO,'reminder_intention',rel('a',1,'15:40'),['Bram'])
c('d',"dont forget Sam's mother lands at PHL on friday at 11am",SO,'reminder_intention',wd('d','fri','11:00'),['Sam'])
c('e',"ping me at 1 to video call Oma before her bedtime, it's her 90th",SO,'reminder_intention',rel('e',0,'13:00'))  # 1 over 2
c('g',"remind me Bram's parent-teacher night is on the 15th",SO,'reminder_intention',nth('g',15),['Bram'])
# ---- communication
c('b',"called Femke in Rotterdam, Joost is moving in with her for a while",SO,'communication',ents=['Femke','Joost'])
c('c',"text Lorraine whether she still wants to share the double this summer",SO,'communication',ents=['Lorraine'])
c('f',"facetime Oma on saturday so she can see the plot in bloom",SO,'communication',wd('f','sat'))
c('h',"emailed Ms. Okafor asking why Bram's chemistry grade dropped",SO,'communication',ents=['Okafor','Bram'])
c('d',"messaged Femke about her dates, she'll confirm by sunday",SO,'communication',ents=['Femke'],
  wait='Femke: her travel dates',exp=wd('d','sun'))
# ---- transaction: money to family and friends
c('a',"sent Oma €200 towards her new hearing aids",SO,'transaction')
c('c',"put $50 on Bram's debit card for his class outing",SO,'transaction',ents=['Bram'])
c('e',"added $40 to the crew's collection for Ojas's retirement",SO,'transaction',ents=['Ojas'])
c('g',"Joost still hasn't paid back the €300 I lent him in june",SO,'transaction',ents=['Joost'],
  wait='Joost: €300 loan repayment')
# ---- acquisition
c('b',"need a proper suit for Bram for his cousin's wedding, he grew four inches",SO,'acquisition_disposition',ents=['Bram'])
c('d',"bought Sam the Vermeer book he kept picking up at the shop, birthday sorted",SO,'acquisition_disposition',ents=['Sam'])
c('f',"giving Bram's outgrown skates to Gloria's grandson",SO,'acquisition_disposition',ents=['Bram','Gloria'])
c('h',"Bram's new winter coat is on the way, tracking says monday",SO,'acquisition_disposition',ents=['Bram'],
  wait="Bram's winter coat (delivery)",exp=wd('h','mon'))                                     # receiving a thing: 4
# ---- project
c('a',"Bram's 16th: a rowing day at the club, pizza, the cousins on video from Utrecht",SO,'project',ents=['Bram'])
c('d',"Oma's visit in august: flights, the spare room, a day at the shore, a trip to Longwood",SO,'project')
c('g',"sinterklaas party at the community garden: pepernoten, a costume, songs, a flyer for the neighbours",SO,'project')
# ---- routine
c('b',"saturday pancakes with Bram and Sam, the one thing he still gets up for",SO,'routine_activity',ents=['Bram','Sam'])
c('c',"family dinner at the table every sunday, Sam cooks and I wash up",SO,'routine_activity',OMIT,['Sam'])
c('e',"drove Bram to 6am swim practice again, our summer routine",SO,'routine_activity',ents=['Bram'])
c('g',"board games at the Kellers tonight like every tuesday",SO,'routine_activity',tonight('g'))  # an instance (d097)
# ---- contact: who a person is, a number, a birthday, a preference kept for later
c('a',"Lorraine has a new number, 267-555-0182, she switched carriers",SO,'contact',ents=['Lorraine'])
c('d',"Dashiell's mum is Priya Nandakumar, 215-555-0166, for the pickups",SO,'contact',ents=['Dashiell','Priya Nandakumar'])
c('f',"Gloria's birthday is october 3 and she loves anything lavender",SO,'contact',ents=['Gloria'])
c('h',"Ms. Okafor, Bram's chemistry teacher, prefers email to the school portal",SO,'contact',ents=['Okafor','Bram'])  # a preference: 7 over 11
# ---- decision
c('b',"we're skipping the Netherlands this summer, flights are mad, Oma comes to us instead",SO,'decision_commitment')
c('c',"told Lorraine I'd cox the novice eight at the spring regatta",SO,'decision_commitment',ents=['Lorraine'])
c('e',"decided Bram can take the train to his friend's in Lancaster on his own",SO,'decision_commitment',ents=['Bram'])
c('h',"Sam and I agreed, no phones at dinner starting monday",SO,'decision_commitment',wd('h','mon'),['Sam'])
# ---- learning
c('a',"Bram and I are doing a Dutch course together so he can talk to Oma",SO,'learning_consumption',ents=['Bram'])
c('d',"reading up on teenage sleep, Bram's school starts far too early",SO,'learning_consumption',ents=['Bram'])
c('g',"a parenting-teens evening class at the library with Sam, week two",SO,'learning_consumption',ents=['Sam'])
# ---- milestone
c('b',"Bram passed his learner's permit test!! first try",SO,'milestone_outcome',ents=['Bram'])
c('e',"Femke's baby came last night, a girl, Lotte, 3.2 kg",SO,'milestone_outcome',ents=['Femke','Lotte'])
c('g',"twenty years with Sam today and he still laughs at my jokes",SO,'milestone_outcome',ents=['Sam'])
# ---- observation: patterns in people, facts about family and places; a habit of someone else is not her routine
c('a',"Bram only eats properly when he's stressed about exams",SO,'observation_insight',ents=['Bram'])
c('a',"Sam always hums when he's avoiding a conversation",SO,'observation_insight',ents=['Sam'])
c('b',"Oma sounds much sharper on the phone in the mornings than at night",SO,'observation_insight')  # not a call
c('c',"the crew has been friendlier since Lorraine took over as captain",SO,'observation_insight',ents=['Lorraine'])
c('c',"Bram's school sends report cards home the week after spring break",SO,'observation_insight',ents=['Bram'])
c('d',"Gloria leaves her porch light on when she wants company",SO,'observation_insight',ents=['Gloria'])
c('d',"Bram texts more from Dashiell's house than he talks at home",SO,'observation_insight',ents=['Bram','Dashiell'])
c('e',"the neighbours on the left never open the door before ten on weekends",SO,'observation_insight')
c('f',"Femke only calls when she needs something, never just to chat",SO,'observation_insight',ents=['Femke'])  # a pattern, not a call
c('f',"Bram grows out of his cleats every single spring",SO,'observation_insight',ents=['Bram'])    # a pattern, no purchase
c('g',"the garden's harvest potluck always draws twice the people who signed up",SO,'observation_insight')
c('g',"Sam's mother drives across town to save a dollar at the Acme",SO,'observation_insight',ents=['Sam'])
c('h',"Bram is taller than Sam now, noticed it at the door frame",SO,'observation_insight',ents=['Bram','Sam'])
c('h',"Oma's care home serves dinner at 4:30, so calls after five never reach her",SO,'observation_insight')  # a fact about a place
c('c',"Bram's school still hasn't posted the spring sports schedule",SO,'observation_insight',ents=['Bram'],
  wait="Bram's school: spring sports schedule")
# ---- emotion
c('b',"so proud of Bram for standing up in the debate final",SO,'emotion_state',ents=['Bram'])
c('e',"missing Oma terribly, two years since I last hugged her",SO,'emotion_state')
c('h',"worried about Sam, he's gone so quiet since his father's diagnosis",SO,'emotion_state',ents=['Sam'])

# ======== systems: the museum (the lab, the galleries, loans, colleagues), learning for work, work stress, and her private
# conservation side work for clients
ALTAR=P("Altarpiece treatment")
# ---- task
c('a',"surface clean the Ruisdael before Marisol's walkthrough on tuesday",S,'task',wd('a','tue'),['Marisol'])
c('b',"need to photograph the Hals under UV before the varnish comes off",S,'task')
c('c',"write up the condition report for the Boston loan by friday",S,'task',wd('c','fri'))
c('d',"mix a fresh batch of retouching medium, the old jar went tacky",S,'task')
c('e',"check the humidity logger in gallery 278, the readings look off",S,'task')
c('g',"move the Eakins sketch to the north studio tomorrow",S,'task',rel('g',1))
c('h',"finished consolidating the flaking paint on the altarpiece wing",S,'task',
  ctx=ctx(p=ALTAR,t=T(("Consolidate the flaking paint on the wing",'p1'),"Order Japanese tissue")),comp='t1',par='p1')
c('f',"book an x-ray slot with Deb for the altarpiece panel",S,'task',ents=['Deb'],ctx=ctx(p=ALTAR),par='p1')
# ---- reminder
c('a',"remind me at 5 to switch off the fume hood",S,'reminder_intention',rel('a',0,'17:00'))
c('c',"don't forget the Boston loan courier comes thursday at 9",S,'reminder_intention',wd('c','thu','09:00'))
c('f',"ping me monday to chase the pigment order from Kremer",S,'reminder_intention',wd('f','mon'))
c('h',"remind me the Mellon grant report is due december 1",S,'reminder_intention',md('h',12,1))
# ---- communication
c('b',"emailed Hollis about the crate dimensions for the Hals, no answer yet",S,'communication',ents=['Hollis'],
  wait='Hollis: crate dimensions for the Hals')
c('d',"call the frame maker in Chester about the gilding quote",S,'communication')
c('e',"zoom at 3 with the Rijksmuseum team, the loan again, in Dutch, lekker",S,'communication',rel('e',0,'15:00'))
c('g',"left Marisol a voicemail, the Ruisdael can't travel before spring",S,'communication',ents=['Marisol'])
# ---- transaction: business money, the lab budget, reimbursements
c('a',"invoiced Harriet Cole $2,400 for cleaning her family portrait",S,'transaction',ents=['Harriet Cole'])  # side work
c('c',"the museum reimbursed the $312 for my conference train tickets",S,'transaction')
c('e',"paid the Talas invoice, $186 for lens tissue and swabs out of the lab budget",S,'transaction',
  ctx=ctx(t=T("Pay the Talas invoice","Order a new microscope lamp")),comp='t1')
c('h',"the Fenwicks still haven't paid the $900 for the frame repair",S,'transaction',ents=['Fenwicks'],
  wait='Fenwicks: $900 for the frame repair')
# ---- acquisition
c('b',"need more Paraloid B-72 for the lab, we're down to the last jar",S,'acquisition_disposition')
c('d',"ordered a new lamp for the stereo microscope, due tuesday",S,'acquisition_disposition',
  wait='stereo microscope lamp (delivery)',exp=wd('d','tue'))
c('f',"sent the wrong grade of cotton swabs back to Talas",S,'acquisition_disposition')
c('h',"collected the new UV torch from the supply room, finally",S,'acquisition_disposition',
  ctx=ctx(t=T("Get a new UV torch","Write the Hals report")),comp='t1')
# ---- project
c('a',"the Hals treatment: varnish tests, removal, fills, retouching, new photographs",S,'project')
c('d',"summer interns: a reading list, a mock-up panel, two weeks of shadowing",S,'project')
c('g',"fit out the new imaging room: blackout blinds, the copy stand, colour targets, a drying rack",S,'project')
# ---- routine
c('b',"checked the gallery hygrometers on my saturday shift, as every weekend",S,'routine_activity')
c('d',"the thursday studio meeting tomorrow at 9, same as always",S,'routine_activity',rel('d',1,'09:00'))
c('f',"sunday evenings I always sort my work inbox for the week",S,'routine_activity',OMIT)
c('h',"logged the light readings in the galleries, my thursday job",S,'routine_activity')
# ---- contact
c('a',"the new paper conservator is Ines Albuquerque, ext 4417, started monday",S,'contact',ents=['Ines Albuquerque'])
c('c',"the Kremer rep is Jonas Weber, jonas@kremer-pigmente.de, answers fast",S,'contact',ents=['Jonas Weber'])
c('e',"Harriet Cole's address for the portrait pickup: 14 Delancey Place",S,'contact',ents=['Harriet Cole'])
c('g',"Ngozi Whitfield runs the paintings lab at the Walters in Baltimore, an expert on panels",S,'contact',
  ents=['Ngozi Whitfield'])                                                                    # who she is: 7
# ---- decision
c('b',"going with a solvent gel instead of free solvent on the Hals",S,'decision_commitment')
c('c',"not taking the Getty fellowship, Bram needs me here",S,'decision_commitment',ents=['Bram'])  # a career move: systems
c('e',"promised Teodor I'd cover his bench while he's on leave",S,'decision_commitment',ents=['Teodor'])
c('g',"from monday the lab is fragrance-free, I told the team",S,'decision_commitment',wd('g','mon'))
# ---- learning: for work
c('a',"reading the new AIC paper on zinc soaps in oil paintings at lunch",S,'learning_consumption')
c('d',"week 3 of 6 in the Getty online course on panel structures",S,'learning_consumption')
c('h',"watched the Mauritshuis lecture on hyperspectral imaging",S,'learning_consumption')
# ---- milestone
c('c',"the Hals is back on the wall and it looks incredible, Marisol cried",S,'milestone_outcome',ents=['Marisol'])
c('e',"my paper got accepted for the AIC annual meeting!!",S,'milestone_outcome')
c('h',"promoted to senior conservator, starting january",S,'milestone_outcome')
# ---- observation: the lab, the galleries, the paintings and the people; "needs", "you need" in a fact stay facts
c('a',"the varnish on the Hals is blooming again in the lower left corner",S,'observation_insight')
c('a',"gallery 278 gets ten degrees warmer when the tour groups come through",S,'observation_insight')
c('b',"the new light meter reads 15 lux higher than the old one",S,'observation_insight')
c('b',"Kwame works faster when nobody is watching him",S,'observation_insight',ents=['Kwame'])
c('c',"the retouching medium dries twice as fast on humid days",S,'observation_insight')
c('c',"Talas charges $92 for a roll of Japanese tissue now, it used to be $60",S,'observation_insight')  # a price seen
c('d',"the freight elevator is locked after 6, you need security to call it",S,'observation_insight')     # how it works
c('d',"Teodor only answers email before lunch",S,'observation_insight',ents=['Teodor'])  # a pattern, not a card
c('e',"most of the craquelure on the Ruisdael is old, not from the move",S,'observation_insight')
c('f',"the courier firms all book up a month before a big show opens",S,'observation_insight')
c('f',"the board always asks about the cost per painting, never about the method",S,'observation_insight')
c('g',"the copy stand lights push the whites toward blue, the test shots prove it",S,'observation_insight')
c('g',"there's a second painting under the Eakins sketch, the x-ray shows a head",S,'observation_insight')
c('h',"our lab dehumidifier needs emptying every four hours when it rains",S,'observation_insight')  # a fact, not a chore
c('d',"still waiting for the Rijksmuseum to sign the loan agreement, they said friday",S,'observation_insight',
  wait='Rijksmuseum: signed loan agreement',exp=wd('d','fri'))
# ---- emotion: work stress
c('b',"nervous about taking the varnish off the Hals, one slip and it's on me",S,'emotion_state')
c('f',"dreading tomorrow's budget meeting with the director",S,'emotion_state')
c('h',"gezellig end to the week, the whole lab shared stroopwafels and I feel lucky to work here",S,'emotion_state')
c('g',"fed up, IT still hasn't brought the imaging server back",S,'emotion_state',wait='IT: imaging server')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 31, cases)
