# Writes thoughts-fresh-37.jsonl: a thirty-seventh fresh labelled set (issue 10, ids f37…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a ward clerk
# at a Brisbane hospital (Australia/Brisbane), writing Australian English ("arvo", "chockers", "carked it", "sparky",
# "servo", "reckons"), who is renovating her Queenslander with a builder, chasing a council permit for a back deck,
# and whose son Lachie is applying to universities.
# New people: Lachie (the son), Bec and Tony (her sister and brother-in-law), Nan, Tash (a friend), Col (the
# neighbour), Shane (the builder), Priya Nair (the certifier), Mick Tran (the sparky), Daz (the plumber), Wayne (stump
# grinding), Mrs Haddad (the careers adviser), Tully and Kerryn (Lachie's mate and his mum), Fiona (the nurse unit
# manager), Deepa and Jess (clerks), Dr Okafor, Raj Singh (after-hours bed manager), Kev (payroll).
# Weighted to WAITING-FOR (waits stated as states: "still nothing from…", "no word yet on…", "it's with the council
# now", "ball's in her court", "they said they'd get back to me", deliveries and replies; beside look-alikes that are
# no wait: her own pending work, past waits now over, hopes) and to COMPLETES (outcomes stated without the task's verb:
# "verandah rails are done", "Bec knows about the party now", "the skip bin's gone"; each with a look-alike open task in
# the same context that must stay open, and gratitude or news about a person that completes nothing).
# The home, the builder, the permit, her car, health and money are personal; Lachie, Nan, Mum, Bec and friends social;
# the ward, the hospital and her career systems. Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-37-read.jsonl (misses
# may be read) and thoughts-fresh-37-held.jsonl (totals only).
# Run: python3 eval-fresh/author_37.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, C, ctx, OMIT
use({
 'a':("2026-02-09T07:20:00","Australia/Brisbane"),   # Mon, before an early shift
 'b':("2026-03-19T19:45:00","Australia/Brisbane"),   # Thu
 'c':("2026-05-02T10:10:00","Australia/Brisbane"),   # Sat
 'd':("2026-06-17T13:30:00","Australia/Brisbane"),   # Wed, lunch break
 'e':("2026-08-07T17:50:00","Australia/Brisbane"),   # Fri
 'f':("2026-09-13T20:15:00","Australia/Brisbane"),   # Sun
 'g':("2026-10-27T06:40:00","Australia/Brisbane"),   # Tue
 'h':("2026-12-03T21:10:00","Australia/Brisbane"),   # Thu
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'fri','f':'sun','g':'tue','h':'thu'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
RENO=P("Renovate the Queenslander")
PERMIT=P("Council approval for the back deck")
UNI=P("Lachie's uni applications")
ROSTER=P("Ward 7B roster changeover")

# ======== personal: the Queenslander, the builder and the permit, her RAV4, her health and money, Ralph the dog
# ---- task (rule 13)
c('a',"sand back the verandah rails this weekend before the wet arrives",P_,'task',sat('a'))
c('b',"verandah rails are done, two coats and not a drip on the boards",P_,'task',
  ctx=ctx(p=RENO,t=T(("Paint the verandah rails","p1"),("Sand the VJ walls in the hallway","p1"))),comp='t1',par='p1')  # outcome, no verb; the walls stay open
c('c',"still haven't measured up the hallway for Shane, that's on me",P_,'task',ents=['Shane'],
  ctx=ctx(p=RENO,t=T(("Measure the hallway for Shane","p1"),"Renew the RAV4 rego")),par='p1')                    # her own pending work: no wait
c('d',"smoke alarms all chirp-free now, fresh batteries in every one",P_,'task',
  ctx=ctx(t=T("Change the smoke alarm batteries","Book Ralph's vaccination")),comp='t1')
c('d',"the skip bin's gone, driveway's clear again",P_,'task',
  ctx=ctx(t=T("Get the skip bin collected","Book a gutter clean")),comp='t1')
c('f',"clean out the gutters before storm season, they're chockers with leaves",P_,'task')
c('h',"Ralph's jabs are all up to date as of this morning",P_,'task',
  ctx=ctx(t=T("Take Ralph for his vaccinations","Buy a new dog bed")),comp='t1')
c('h',"low priority: re-hang the screen door on the back stairs",P_,'task',prio='low')
# ---- reminder (rule 1)
c('a',"remind me, ring the certifier tomorrow at 10",P_,'reminder_intention',rel('a',1,'10:00'))
c('c',"don't forget the termite inspection is monday at 8",P_,'reminder_intention',wd('c','mon','08:00'))
c('e',"don't let me forget Ralph's checkup on saturday morning",P_,'reminder_intention',sat('e','09:00'))
c('g',"tonight at 8 remind me, car off the street so the skip bin fits",P_,'reminder_intention',tonight('g'))
# ---- communication (rule 2)
c('a',"rang the council permit line, it's sitting with an assessor and they'll call when there's news",P_,'communication',
  ctx=ctx(p=PERMIT),wait='council: assessment of the deck permit',par='p1')
c('b',"emailed Priya the engineer's drawings, ball's in her court now",P_,'communication',['Priya'],
  ctx=ctx(p=PERMIT,t=T(("Email Priya the engineer's drawings","p1"),("Pay the council lodgement fee","p1"))),
  wait="Priya: review of the engineer's drawings",comp='t1',par='p1')
c('d',"text Mick about the switchboard upgrade quote",P_,'communication',ents=['Mick'])
c('f',"called my insurer re the cracked window, they said they'd get back to me by wednesday",P_,'communication',
  wait='insurer: answer on the cracked window claim',exp=wd('f','wed'))
c('h',"left Daz a message re the leaking downpipe, nothing back yet",P_,'communication',ents=['Daz'],
  wait='Daz: call back about the leaking downpipe')
c('g',"the certifier's across the new drawings, spoke to her on my lunch break",P_,'communication',
  ctx=ctx(p=PERMIT,t=T(("Call the certifier about the new drawings","p1"),("Book the concreter","p1"))),comp='t1',par='p1')
# ---- transaction (rule 3)
c('a',"council lodgement fee for the deck came to $1,140, ouch",P_,'transaction',ctx=ctx(p=PERMIT),par='p1')
c('b',"Shane's second progress claim is squared away, $18k out of the offset",P_,'transaction',['Shane'],
  ctx=ctx(p=RENO,t=T(("Pay Shane's second progress claim","p1"),("Pay Mick's switchboard invoice","p1"))),comp='t1',par='p1')
c('c',"RAV4 rego sorted for another year, $871 gone",P_,'transaction',
  ctx=ctx(t=T("Renew the RAV4 rego","Renew the home insurance")),comp='t1')
c('d',"still no sign of my $260 bond back from the RTA",P_,'transaction',wait='RTA: $260 bond refund')
c('e',"pay the water bill by the 20th, $312",P_,'transaction',nth('e',20))
c('f',"home insurance is current again, new certificate's in my email",P_,'transaction',
  ctx=ctx(t=T("Renew the home insurance","Renew the RAV4 rego")),comp='t1')
c('g',"the rebate for the solar hot water should hit my account friday, the installer reckons",P_,'transaction',
  wait='installer: solar hot water rebate',exp=wd('g','fri'))
# ---- acquisition (rule 4)
c('a',"need a new whipper snipper, the old one's carked it",P_,'acquisition_disposition')
c('c',"the VJ boards for the hallway are on a truck somewhere, due tuesday",P_,'acquisition_disposition',
  ctx=ctx(p=RENO),wait='VJ boards for the hallway (delivery)',exp=wd('c','tue'),par='p1')
c('e',"the old clawfoot bath went to a bloke from Logan for $150",P_,'acquisition_disposition',
  ctx=ctx(p=RENO,t=T(("Sell the old clawfoot bath","p1"),("Order the new vanity","p1"))),comp='t1',par='p1')
c('f',"pick up the tile samples from the tile shop on tuesday",P_,'acquisition_disposition',wd('f','tue'))
c('h',"the new vanity's been sitting in a warehouse in Rocklea for a fortnight, still no delivery date",P_,'acquisition_disposition',
  ctx=ctx(p=RENO),wait='new vanity (delivery date)',par='p1')
# ---- project (rule 5)
c('a',"new project: restump the back half of the house — engineer out, quotes from three restumpers, book the crane",P_,'project')
c('d',"sort out the yard once the builders leave: dig up the lawn, raised beds, irrigation, mulch",P_,'project')
c('g',"plan a proper home gym under the house: rubber flooring, a rack, a fan, lights",P_,'project')
c('h',"get my super in order over summer: roll the old funds together, check the insurance, bump up contributions",P_,'project')
# ---- routine (rule 6)
c('a',"walked Ralph along the river before the shift like always",P_,'routine_activity')
c('c',"aqua aerobics at the pool tuesdays and thursdays 6am",P_,'routine_activity',OMIT)
c('e',"sunday meal prep knocked over, five lunches for the week in the fridge",P_,'routine_activity')
c('g',"parkrun at New Farm on saturday like every week",P_,'routine_activity',sat('g'))
# ---- contact (rule 7)
c('b',"the certifier is Priya Nair, 0412 118 904, priya@nairbuildcert.com.au",P_,'contact',['Priya Nair'])
c('d',"Daz the plumber's number is 0438 227 610, good with old galvanised pipes",P_,'contact',['Daz'])
c('f',"Mick Tran, the sparky Col put me onto, mobile 0401 555 823",P_,'contact',['Mick Tran','Col'])
c('h',"the stump grinding fella is Wayne, 0422 903 117, cash only",P_,'contact',['Wayne'])
# ---- decision (rule 8)
c('a',"decided on colorbond for the roof over terracotta, done deliberating",P_,'decision_commitment',ctx=ctx(p=RENO),par='p1')
c('c',"going with Shane's quote for the deck, not the cheaper mob",P_,'decision_commitment',['Shane'],ctx=ctx(p=PERMIT),par='p1')
c('e',"told Shane I'd have the tile choices to him by monday",P_,'decision_commitment',wd('e','mon'),['Shane'],
  ctx=ctx(p=RENO),par='p1')                                                                                   # her own pending work: no wait
c('g',"not doing the pool this year, reno first",P_,'decision_commitment')
# ---- learning (rule 9)
c('b',"watching a youtube series on restoring VJ walls, episode 3 tonight",P_,'learning_consumption',tonight('b'))
c('d',"swotting up on the character house rules before I meet the council planner",P_,'learning_consumption')
c('f',"library hold on the Queenslander restoration book is ready, grab it wednesday",P_,'learning_consumption',wd('f','wed'))
c('h',"got to the last page of the old houses book, what a read",P_,'learning_consumption',
  ctx=ctx(t=T("Finish the old Queensland houses book","Return the tile samples")),comp='t1')
c('c',"listened to a whole podcast about super for beginners, heaps to think about",P_,'learning_consumption')
# ---- milestone (rule 10)
c('b',"the permit's through! approved this arvo after 11 weeks",P_,'milestone_outcome',
  ctx=ctx(p=PERMIT,t=T(("Order the deck timber","p1"),("Book the concreter","p1"))),par='p1')                   # a wait now over
c('d',"hit 10k steps every day for a month, first time ever",P_,'milestone_outcome')
c('f',"did my first ever 10k at the Bridge to Brisbane, 58 minutes",P_,'milestone_outcome')
c('h',"house is officially restumped and level, first time in 90 years apparently",P_,'milestone_outcome',ctx=ctx(p=RENO),par='p1')
# ---- observation (rule 11)
c('a',"the laundry floor's sagging near the tub again",P_,'observation_insight')
c('a',"Shane said he'd get back to me about the kitchen window sizes",P_,'observation_insight',['Shane'],
  ctx=ctx(p=RENO),wait='Shane: kitchen window sizes',par='p1')
c('c',"still nothing from the council on the permit, 6 weeks now",P_,'observation_insight',
  ctx=ctx(p=PERMIT),wait='council: decision on the deck permit',par='p1')
c('e',"it's with the council now, Priya lodged it yesterday",P_,'observation_insight',['Priya'],
  ctx=ctx(p=PERMIT),wait='council: decision on the deck permit',par='p1')
c('e',"the engineer's report on the stumps is still outstanding, he promised it last friday",P_,'observation_insight',
  wait='engineer: report on the stumps')
c('g',"power bill's dropped heaps since the solar went on",P_,'observation_insight')
c('h',"no word yet on when the kitchen benchtops get templated",P_,'observation_insight',
  ctx=ctx(p=RENO),wait='benchtop supplier: templating date',par='p1')
# ---- emotion (rule 12)
c('a',"exhausted, living in a building site is grinding me down",P_,'emotion_state')
c('b',"nervous, hoping the rain holds off for the slab pour",P_,'emotion_state')                          # a hope: no wait
c('d',"so over Shane's crew, they said they'd be back monday and nobody came",P_,'emotion_state',['Shane'],
  wait="Shane's crew: return to the site")
c('g',"stoked with how the verandah turned out",P_,'emotion_state')

# ======== social: Lachie and his uni applications, Nan, Mum, Bec, Tash
# ---- task
c('a',"drop Lachie's forms at the school office tomorrow",SO,'task',rel('a',1),['Lachie'])
c('c',"Lachie's personal statement is proofread, red pen all over it but done",SO,'task',['Lachie'],
  ctx=ctx(p=UNI,t=T(("Proofread Lachie's personal statement","p1"),("Pay Lachie's QTAC fee","p1"))),comp='t1',par='p1')
c('c',"Lachie's UQ open day spot is locked in for sunday 9:30",SO,'task',wd('c','sun','09:30'),['Lachie'],
  ctx=ctx(p=UNI,t=T(("Register Lachie for the UQ open day","p1"),("Book Lachie's driving lesson",None))),comp='t1',par='p1')
c('e',"help Mum clear out her spare room on sunday",SO,'task',wd('e','sun'))
c('e',"Nan's present is wrapped and hidden in the linen cupboard",SO,'task',
  ctx=ctx(t=T("Wrap Nan's present","Pick up Nan's birthday cake")),comp='t1')
c('b',"Nan's podiatrist is booked in for tuesday 10:30",SO,'task',wd('b','tue','10:30'),
  ctx=ctx(t=T("Take Nan to the podiatrist","Book Nan's podiatrist appointment")),comp='t2')                  # the booking, not the visit
c('g',"Bec's spare key is back on her hook, dropped in before my shift",SO,'task',['Bec'],
  ctx=ctx(t=T("Return Bec's spare key","Buy Bec a birthday present")),comp='t1')
c('h',"Lachie's scholarship essay went in with an hour to spare",SO,'task',['Lachie'],
  ctx=ctx(p=UNI,t=T(("Submit Lachie's scholarship essay","p1"),("Pay the residential college deposit","p1"))),comp='t1',par='p1')
c('h',"I still haven't written Lachie's reference letter for the scholarship, tonight for sure",SO,'task',tonight('h'),['Lachie'])  # her own pending work
# ---- reminder
c('b',"remind me, Lachie's excursion form needs signing tonight",SO,'reminder_intention',tonight('b'),['Lachie'])
c('d',"don't forget Nan's 90th lunch is saturday at 12",SO,'reminder_intention',sat('d','12:00'))
c('f',"ping me thursday about the QTAC preferences deadline",SO,'reminder_intention',wd('f','thu'),ctx=ctx(p=UNI),par='p1')
c('h',"remind me: Tash's casserole dish goes back to her saturday",SO,'reminder_intention',sat('h'),['Tash'])
# ---- communication
c('a',"rang the uni's future students line, they're checking whether Lachie's maths counts and will get back to me",SO,'communication',['Lachie'],
  ctx=ctx(p=UNI),wait="uni: whether Lachie's maths counts",par='p1')
c('c',"Bec knows about the party now, caught her at Mum's",SO,'communication',['Bec'],
  ctx=ctx(t=T("Tell Bec about Mum's surprise party","Order the party cake")),comp='t1')
c('e',"text Tash about brunch, haven't seen her in ages",SO,'communication',['Tash'])
c('g',"messaged Mrs Haddad about Lachie's references, she's to reply after the staff meeting",SO,'communication',['Haddad','Lachie'],
  ctx=ctx(p=UNI),wait="Haddad: reply about Lachie's references",par='p1')
c('h',"facetime my brother in Perth sunday night",SO,'communication',wd('h','sun','20:00'))
# ---- transaction
c('a',"Lachie's QTAC fee, $56, went through on my card this morning",SO,'transaction',['Lachie'],
  ctx=ctx(p=UNI,t=T(("Pay Lachie's QTAC fee","p1"),("Book the UQ open day","p1"))),comp='t1',par='p1')
c('c',"sent Lachie $100 for his textbooks",SO,'transaction',['Lachie'])
c('e',"Mum's share of the Noosa unit still isn't in my account",SO,'transaction',wait='Mum: her share of the Noosa unit')
c('g',"chip in $40 for Nan's birthday present by friday",SO,'transaction',wd('g','fri'))
# ---- acquisition
c('b',"need a new desk for Lachie's room, he's studying on the kitchen bench",SO,'acquisition_disposition',['Lachie'])
c('d',"ordered Lachie's graphics calculator, arrives thursday",SO,'acquisition_disposition',ents=['Lachie'],
  wait='graphics calculator (delivery)',exp=wd('d','thu'))
c('d',"Lachie's interview outfit is sorted, new shirt and all",SO,'acquisition_disposition',['Lachie'],
  ctx=ctx(t=T("Buy Lachie a shirt for his interview","Book Lachie's haircut")),comp='t1')
c('f',"the cake for Nan is in the fridge, collected from the bakery at lunch",SO,'acquisition_disposition',
  ctx=ctx(t=T("Pick up Nan's birthday cake","Wrap Nan's present")),comp='t1')
c('h',"gave Lachie's old bike to the kid next door",SO,'acquisition_disposition',['Lachie'])
# ---- project
c('a',"Lachie's 18th: book the bowls club, invites, cake, playlist",SO,'project',['Lachie'])
c('d',"plan the family trip to Noosa in the september holidays: unit, dog sitter, car service",SO,'project')
c('g',"uni move for Lachie if he gets into Townsville: flights, accommodation, bond, furniture",SO,'project',['Lachie'])
# ---- routine
c('b',"home from the usual thursday tea at Mum's",SO,'routine_activity')
c('e',"Nan's shopping run is mine on monday, Bec has thursday",SO,'routine_activity',wd('e','mon'),['Bec'])
c('h',"had our usual thursday natter with Nan on the phone, chirpy as ever",SO,'routine_activity')
# ---- contact
c('c',"Lachie's careers adviser is Mrs Haddad, haddad.r@school.qld.edu.au",SO,'contact',['Lachie','Haddad'])
c('f',"Tash's new address: 14 Jacaranda St, Paddington",SO,'contact',['Tash'])
c('h',"Lachie's mate Tully's mum is Kerryn, 0417 660 222",SO,'contact',['Lachie','Tully','Kerryn'])
# ---- decision
c('a',"told Lachie I'd run him out to the UQ open day on sunday",SO,'decision_commitment',wd('a','sun'),['Lachie'],ctx=ctx(p=UNI),par='p1')
c('d',"we're doing christmas at Bec's this year, decided",SO,'decision_commitment',['Bec'])
c('g',"promised Nan a lift to the podiatrist tuesday",SO,'decision_commitment',wd('g','tue'))
# ---- learning
c('b',"reading the QTAC guide so I can actually help Lachie with his preferences",SO,'learning_consumption',['Lachie'],ctx=ctx(p=UNI),par='p1')
c('e',"went to the info night on uni scholarships with Lachie, heaps of options",SO,'learning_consumption',['Lachie'],ctx=ctx(p=UNI),par='p1')
c('h',"the parenting-teens book Tash lent me is finished, back to her on the weekend",SO,'learning_consumption',['Tash'],
  ctx=ctx(t=T("Finish Tash's parenting book","Return Tash's casserole dish")),comp='t1')
# ---- milestone
c('c',"Lachie got an early offer from QUT!!",SO,'milestone_outcome',['Lachie'],
  ctx=ctx(p=UNI,t=T(("Help Lachie with his scholarship essay","p1"),("Book the UQ open day","p1"))),par='p1')    # a wait now over
c('f',"Lachie's got his P plates, passed first go",SO,'milestone_outcome',['Lachie'])
c('h',"Bec and Tony's 25th wedding anniversary today",SO,'milestone_outcome',['Bec','Tony'])
# ---- observation
c('a',"no word yet on Lachie's scholarship, results were meant to be out last week",SO,'observation_insight',['Lachie'],
  ctx=ctx(p=UNI),wait="uni: Lachie's scholarship result",par='p1')
c('b',"Bec said she'd get back to me about who's hosting Nan's birthday",SO,'observation_insight',['Bec'],
  wait="Bec: who's hosting Nan's birthday")
c('c',"Lachie's been way more settled since he picked his preferences",SO,'observation_insight',['Lachie'])
c('d',"Lachie's application is with QUT now, decisions come out by the 30th",SO,'observation_insight',['Lachie'],
  ctx=ctx(p=UNI),wait="QUT: decision on Lachie's application",exp=nth('d',30),par='p1')
c('e',"still nothing from Mum's specialist about the scan",SO,'observation_insight',wait="Mum's specialist: scan results")
c('f',"still waiting for the school to send through Lachie's predicted ATAR",SO,'observation_insight',['Lachie'],
  wait="school: Lachie's predicted ATAR")
c('g',"the ball's in Tully's parents' court about the schoolies house",SO,'observation_insight',['Tully'],
  wait="Tully's parents: decision on the schoolies house")
# ---- emotion
c('b',"so proud of Lachie, he's worked his guts out this year",SO,'emotion_state',['Lachie'])
c('c',"fingers crossed Lachie gets into nursing at Griffith",SO,'emotion_state',['Lachie'])                       # a hope: no wait
c('d',"anxious about Mum living alone after her fall",SO,'emotion_state')
c('f',"sick of waiting on UQ, Lachie's checking the portal every hour",SO,'emotion_state',['Lachie'],wait="UQ: Lachie's offer")
c('g',"Mum's scan results finally came back clear, what a relief",SO,'emotion_state')                           # a wait now over
c('h',"grateful to Tash for minding Ralph all weekend",SO,'emotion_state',['Tash'],
  ctx=ctx(t=T("Buy Tash a thank-you bottle of wine","Return Tash's casserole dish")))                           # gratitude completes nothing

# ======== systems: ward 7B, the hospital, her career
# ---- task
c('a',"update the ward 7B phone list before the new grads start",S,'task')
c('a',"the new grads all have their logins now, IT came through",S,'task',
  ctx=ctx(t=T("Get logins set up for the new grads","Update the ward phone list")),comp='t1')
c('c',"the discharge folders are restocked for the weekend crew",S,'task',
  ctx=ctx(t=T("Restock the discharge folders","Update the on-call list")),comp='t1')
c('d',"scan the bed-board sheets into the system before 5 today",S,'task',rel('d',0,'17:00'))
c('f',"Jess's hours are in the roster system and she's happy with them",S,'task',['Jess'],
  ctx=ctx(p=ROSTER,t=T(("Enter Jess's hours in the roster system","p1"),"Order more wristbands")),comp='t1',par='p1')
c('g',"still haven't done the patient property audit Fiona asked for, that's on me this week",S,'task',['Fiona'])  # her own pending work
c('h',"urgent: fix the double-booked beds in the system before the 7am handover",S,'task',rel('h',1,'07:00'),prio='urgent')
c('h',"the ward christmas do is locked in, upstairs at the Regatta on the 12th",S,'task',nth('h',12),
  ctx=ctx(t=T("Book a venue for the ward christmas do","Organise the secret santa")),comp='t1')
# ---- reminder
c('b',"8 tomorrow: remind me we need wristband stock ordered",S,'reminder_intention',rel('b',1,'08:00'))
c('d',"don't forget the mandatory fire training is friday at 2",S,'reminder_intention',wd('d','fri','14:00'))
c('f',"remind me monday morning to chase payroll, my overtime still hasn't landed",S,'reminder_intention',wd('f','mon','09:00'),
  wait='payroll: overtime pay')
c('h',"ping me at 2 tomorrow to send the weekend bed report",S,'reminder_intention',rel('h',1,'14:00'))
# ---- communication
c('a',"emailed IT about the printer on 7B again, the ticket's with them now",S,'communication',wait='IT: fix for the printer on 7B')
c('c',"call Dr Okafor's secretary about the clinic letters monday",S,'communication',wd('c','mon'),['Okafor'])
c('e',"Fiona has the draft roster in her inbox, waiting on her tick",S,'communication',['Fiona'],
  ctx=ctx(p=ROSTER,t=T(("Email Fiona the draft roster","p1"),("Print the new roster for the staff room","p1"))),
  wait='Fiona: approval of the draft roster',comp='t1',par='p1')
c('g',"rang medical records about the missing chart, they'll call back this arvo",S,'communication',
  wait='medical records: the missing chart',exp=rel('g',0))
c('h',"Deepa knows she's covering my friday shift, sorted it at handover",S,'communication',['Deepa'],
  ctx=ctx(t=T("Ask Deepa to cover friday","Email Fiona my leave dates")),comp='t1')
# ---- transaction
c('b',"my overtime from the long weekend still hasn't hit my pay",S,'transaction',wait='payroll: overtime from the long weekend')
c('d',"uniform allowance claim is in, $150, waiting on payroll to approve it",S,'transaction',
  ctx=ctx(t=T("Submit the uniform allowance claim","Book the fire training")),wait='payroll: approval of the $150 uniform allowance',comp='t1')
c('f',"the ward's stationery spend is $400 over budget this quarter",S,'transaction')
c('g',"the agency invoice for the casual clerks is settled, $2,340",S,'transaction',
  ctx=ctx(t=T("Process the agency invoice for the casual clerks","Chase the stationery credit note")),comp='t1')
c('h',"staff parking at the hospital's gone up to $90 a fortnight",S,'transaction')
# ---- acquisition
c('a',"need more bed-label printer rolls for the ward, we're down to two",S,'acquisition_disposition')
c('c',"the new headset for the ward desk is on backorder, supply says two weeks",S,'acquisition_disposition',
  wait='supply: new headset for the ward desk')
c('e',"the replacement barcode scanner is at the desk, set up and beeping",S,'acquisition_disposition',
  ctx=ctx(t=T("Order a replacement barcode scanner","Order more wristbands")),comp='t1')
c('g',"returned the broken label printer to biomed",S,'acquisition_disposition')
# ---- project
c('b',"set up a new filing system for the ward: sort the shelves, label the tubs, write a how-to for casual clerks",S,'project')
c('e',"organise the ward's christmas do: venue, secret santa, roster around it",S,'project')
c('h',"train the new clerk Jess: logins, bed board, admissions, phones",S,'project',['Jess'])
# ---- routine
c('a',"monday stats report off to Fiona, like every monday",S,'routine_activity',['Fiona'])
c('d',"bed census at 6am and 2pm every shift",S,'routine_activity',OMIT)
c('g',"ward stock order's tomorrow at 9 like always",S,'routine_activity',rel('g',1,'09:00'))
# ---- contact
c('c',"new after-hours bed manager is Raj Singh, ext 4471",S,'contact',['Raj Singh'])
c('f',"Jess from admissions, mobile 0409 313 882, prefers texts",S,'contact',['Jess'])
c('h',"Kev in payroll is the one for overtime queries, ext 2209",S,'contact',['Kev'])
# ---- decision
c('b',"going for the senior clerk job on 4A, putting my hat in",S,'decision_commitment')
c('e',"told Fiona I'd cover the christmas day shift",S,'decision_commitment',['Fiona'])
c('h',"not doing any more doubles, decided",S,'decision_commitment')
# ---- learning
c('a',"doing the online medical terminology module at lunch, unit 4",S,'learning_consumption')
c('b',"manual handling's ticked off for another year",S,'learning_consumption',
  ctx=ctx(t=T("Do the manual handling course","Do the fire training")),comp='t1')
c('d',"the privacy refresher module is all ticked off, certificate in my inbox",S,'learning_consumption',
  ctx=ctx(t=T("Complete the privacy refresher module","Book the manual handling course")),comp='t1')
c('g',"webinar about the new patient admin system thursday at 1",S,'learning_consumption',wd('g','thu','13:00'))
# ---- milestone
c('b',"ten years on 7B today, they got me a cake",S,'milestone_outcome')
c('e',"got the senior clerk job!! start on the 24th",S,'milestone_outcome',nth('e',24))                          # a wait now over
c('h',"passed the Cert IV in health admin, all units signed off",S,'milestone_outcome')
# ---- observation
c('a',"monday mornings the admissions queue is always twice as long",S,'observation_insight')
c('a',"no word yet from HR on the senior clerk interviews",S,'observation_insight',wait='HR: senior clerk interviews')
c('c',"still nothing from HR on my higher duties paperwork",S,'observation_insight',wait='HR: higher duties paperwork')
c('e',"the reference check is with Fiona, she's to ring HR by monday",S,'observation_insight',['Fiona'],
  wait='Fiona: reference check for HR',exp=wd('e','mon'))
c('f',"it's with Fiona now, she'll sign off the leave when she's back",S,'observation_insight',['Fiona'],wait='Fiona: sign-off on my leave')
c('g',"the ward's had no bed-block since the new discharge lounge opened",S,'observation_insight')
c('h',"no word yet on whether the casual pool gets extended into next year",S,'observation_insight',
  wait='management: decision on extending the casual pool')
# ---- emotion
c('b',"dreading the audit next week",S,'emotion_state')
c('c',"hope the new admin system goes smoother than the last one",S,'emotion_state')                                 # a hope: no wait
c('d',"fed up, phones on 7B haven't stopped ringing all day",S,'emotion_state')
c('f',"nervous about the interview on tuesday",S,'emotion_state')
c('h',"chuffed that Fiona thanked me at the team meeting",S,'emotion_state',['Fiona'],
  ctx=ctx(t=T("Email Fiona the audit summary","Restock the admission packs")))                                 # news about a person completes nothing

write_split_set(os.path.dirname(os.path.abspath(__file__)), 37, cases)
