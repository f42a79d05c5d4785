# Writes thoughts-fresh-32.jsonl: a thirty-second fresh labelled set (issue 10, ids f32…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# Brazilian-born owner of a small pilates and yoga studio in Lisbon (Europe/Lisbon), writing English with Portuguese
# words ("saudade", "querida", "obrigada", "a minha mãe", "pastel de nata", "festa").
# New people: Tiago (partner), a minha mãe and Ju (sister) in Recife, Inês and Duarte (part-time instructors), Bia
# (receptionist), Sr. Fernandes (the studio's landlord), Dona Graça (the flat's landlady), Nuno Sampaio (the studio's
# accountant), Mestre Lobo, Wellington and Carla (the capoeira group), Marta and Rita (friend; Tiago's sister), Paula
# Reis (her physio), Dra. Sousa (her GP), Sr. Jorge (plumber for the flat), Teresa (her own Iyengar teacher), Helena
# Brandão (a client), Dona Cida (her old teacher in Recife).
# Weighted to the domain borderline that is largest across the read halves: work told without saying it is work (the
# studio's own objects and people: "the 7am flow was packed", "Inês covering the reformer class", "the studio's
# electricity bill", "new mats for the back room") is systems; her own practice, body and flat are personal ("did my
# own practice at home", "my hip", "our flat's electricity bill", a class she takes); her family, partner, friends and
# capoeira group are social. Every event type in each domain, about balanced by domain, with a normal share of
# schedules, names, completions, waits and parents. The rule applied is written beside borderline cases.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-32-read.jsonl (misses
# may be read) and thoughts-fresh-32-held.jsonl (totals only).
# Run: python3 eval-fresh/author_32.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-12T07:10:00","Europe/Lisbon"),   # Mon
 'b':("2026-02-26T13:40:00","Europe/Lisbon"),   # Thu
 'c':("2026-04-04T10:05:00","Europe/Lisbon"),   # Sat
 'd':("2026-05-20T19:30:00","Europe/Lisbon"),   # Wed
 'e':("2026-07-03T08:50:00","Europe/Lisbon"),   # Fri
 'f':("2026-09-13T21:15:00","Europe/Lisbon"),   # Sun
 'g':("2026-10-27T12:20:00","Europe/Lisbon"),   # Tue
 'h':("2026-12-09T16:45:00","Europe/Lisbon"),   # Wed
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'fri','f':'sun','g':'tue','h':'wed'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'
HIP=P("Get my hip sorted")
LIVING=P("Paint the flat's living room")
MAE=P("Mãe's visit to Lisbon")
T40=P("Tiago's 40th")
ROOM2=P("Open a second room at the studio")
WEB=P("Redo the studio website")

# ======== personal: her own practice and body, her health, the flat she shares with Tiago, her own money and errands
# ---- task
c('a',"book a physio slot with Paula for my hip, it clicks on every lunge",P_,'task',ents=['Paula'])       # her body
c('c',"sort the damp patch behind our bed before it turns into proper mould",P_,'task')
c('d',"dentist friday 9:15, finally getting that cracked filling redone",P_,'task',wd('d','fri','09:15'))
c('e',"renew my residence permit at AIMA before the 31st, querida don't leave it",P_,'task',nth('e',31))   # deadline (4.4)
c('f',"fixed the dripping tap in our bathroom myself, YouTube hero",P_,'task',
  ctx=ctx(t=T("Fix the bathroom tap","Hang the mirror in the hall")),comp='t1')                              # a chore done: task
c('g',"low priority: empty my shelves in the wardrobe for the winter stuff",P_,'task',prio='low')
c('h',"booked the hip scan for the 18th at CUF Descobertas",P_,'task',nth('h',18),
  ctx=ctx(p=HIP,t=T(("Book the hip scan",'p1'),"Buy a new yoga mat for home")),comp='t1',par='p1')         # an appointment stated (4.5)
# ---- reminder (rule 1)
c('a',"remind me at 1 to take my vitamin D, this grey winter gets into my bones",P_,'reminder_intention',rel('a',0,'13:00'))
c('c',"don't forget our flat's water bill is due monday",P_,'reminder_intention',wd('c','mon'))          # rule 1 over money; our flat
c('e',"ping me tonight to stretch my hamstrings properly, they feel like cables",P_,'reminder_intention',tonight('e'))
c('g',"thursday remind me, Dona Graça needs a call about the flat's boiler",P_,'reminder_intention',wd('g','thu'),['Graça'])  # the flat's landlady: personal
c('h',"don't let me forget: bloods at 8 tmrw, fasting",P_,'reminder_intention',rel('h',1,'08:00'))
# ---- communication (rule 2)
c('a',"emailed Dona Graça that the flat's boiler died again, no answer yet and it's 6 degrees",P_,'communication',ents=['Graça'],
  wait="Graça: fix for the flat's boiler")
c('c',"ring the clinic and push my scan back, it clashes with my sister's visit",P_,'communication')              # her own health
c('d',"texted the plumber about our leaking shower, waiting to hear when he can come",P_,'communication',
  wait='plumber: a day to fix the leaking shower')
c('f',"an hour on the phone with MEO about our home internet and it's still down",P_,'communication')
c('g',"WhatsApp Dona Graça a photo of the mould in our bathroom",P_,'communication',ents=['Graça'])
# ---- transaction (rule 3): her own and the household's money
c('a',"our flat's electricity bill is €94 this month, that little heater is a monster",P_,'transaction')  # our flat's bill, not the studio's
c('c',"rent for the flat paid, €1,150, dói",P_,'transaction')
c('e',"Worten owes me €49 back for the hair dryer that died, still nothing",P_,'transaction',wait='Worten: €49 refund')
c('g',"paid the physio €45 for today's hip session",P_,'transaction',ctx=ctx(t=T("Pay the physio","Buy running shoes")),comp='t1')
c('h',"my IRS refund from Finanças landed, €312 🙌",P_,'transaction')
# ---- acquisition (rule 4)
c('b',"need a new mat for my own practice at home, mine is peeling at the edges",P_,'acquisition_disposition')  # her own mat, not the studio's
c('d',"ordered a foam roller for the flat, my back will thank me",P_,'acquisition_disposition')
c('f',"selling the bike I never ride on OLX, €120 or best offer",P_,'acquisition_disposition')
c('h',"collected the new specs at the óptica on Rua Augusta",P_,'acquisition_disposition',
  ctx=ctx(t=T("Pick up my new glasses","Buy a winter coat")),comp='t1')
c('e',"returning the sandals to Zara, they rub my heel raw",P_,'acquisition_disposition')
c('g',"the sofa cover from La Redoute arrives thursday, finally",P_,'acquisition_disposition',wait='La Redoute: sofa cover (delivery)',exp=wd('g','thu'))
c('c',"grab a few colour testers for the living room walls, something warmer than this grey",P_,'acquisition_disposition',ctx=ctx(p=LIVING),par='p1')
# ---- project (rule 5)
c('a',"get my hip sorted: physio, a scan, a strength plan, less running",P_,'project')
c('d',"paint our living room: pick a colour, tape everything, two coats, Tiago moves the sofa",P_,'project',ents=['Tiago'])  # own flat, with the partner
c('f',"apply for Portuguese citizenship: birth certificate from Recife, apostille, language test, the forms",P_,'project')
c('h',"sort my own finances: a separate savings account, a monthly budget, close the old Brazilian card",P_,'project')
# ---- routine (rule 6)
c('a',"did my own practice at home before the early class, 40 min of slow flow just for me",P_,'routine_activity')  # her practice, though work follows
c('c',"saturday sea swim at Carcavelos like always, freezing and perfect",P_,'routine_activity')
c('e',"every morning ten minutes of breathwork in the kitchen before Tiago wakes",P_,'routine_activity',OMIT,['Tiago'])
c('g',"running along the river tonight as usual after closing up",P_,'routine_activity',tonight('g'))      # a named instance
c('h',"sunday is my rest day, no practice, only the sofa and a book",P_,'routine_activity',OMIT)
# ---- contact (rule 7): people who look after her or the flat
c('b',"my physio is Paula Reis at Clínica do Rato, 21 555 0193, magic hands",P_,'contact',ents=['Paula Reis'])
c('d',"plumber for the flat: Sr. Jorge, 912 555 044, comes fast if you call before 9",P_,'contact',ents=['Jorge'])
c('f',"Dona Graça, the flat's landlady, answers WhatsApp only, never email",P_,'contact',ents=['Graça'])
c('h',"my GP at the centro de saúde is Dra. Sousa, she only sees people on tuesdays",P_,'contact',ents=['Sousa'])
# ---- decision (rule 8)
c('b',"decided my own practice moves to the mornings, late at night I'm useless",P_,'decision_commitment')
c('d',"going with Vodafone for the flat's internet, MEO is hopeless",P_,'decision_commitment')
c('f',"no more running until the hip settles, only swimming for me",P_,'decision_commitment')
c('g',"entered the Lisbon half marathon for march, paid, committed",P_,'decision_commitment')
# ---- learning (rule 9): for herself, including a class she takes
c('a',"reading Light on Yoga again, this time just for me and not for teaching",P_,'learning_consumption')
c('c',"ceramics class at the Fábrica on thursdays now, my bowls are tragic",P_,'learning_consumption',OMIT)
c('e',"podcast on sleep science on the tram this morning, so good",P_,'learning_consumption')
c('g',"my own Iyengar class with Teresa tonight, I'm the student for once",P_,'learning_consumption',tonight('g'),['Teresa'])  # a class she takes
# ---- milestone (rule 10)
c('b',"held a handstand for 30 seconds in my own practice!! years of trying",P_,'milestone_outcome')
c('e',"residence card renewed, five more years 🙌",P_,'milestone_outcome')
c('g',"ran 15k and the hip didn't complain once, first time since spring",P_,'milestone_outcome')
# ---- observation (rule 11)
c('a',"my hip is always worse on the days I skip my own stretching",P_,'observation_insight')
c('c',"the Pingo Doce by our flat sells off the pastéis de nata cheap after 7",P_,'observation_insight')
c('f',"I sleep so much better when the bedroom is cold",P_,'observation_insight')
c('h',"our flat's windows let the wind straight in, I can feel it on the sofa",P_,'observation_insight')
c('d',"still no date from the hospital for my hip scan",P_,'observation_insight',wait='hospital: date for the hip scan')
# ---- emotion (rule 12)
c('b',"so tired in my own body this week, nothing left in the tank",P_,'emotion_state')
c('d',"feeling light and strong today, the hip finally quiet",P_,'emotion_state')
c('f',"cranky and achy, my hip hates the rain",P_,'emotion_state')
c('h',"calm for once, a slow evening alone at home with a candle",P_,'emotion_state')

# ======== social: Tiago, a minha mãe and Ju in Recife, friends, the capoeira group
# ---- task
c('a',"book flights to Recife for the São João festa, Ju is counting on me",SO,'task',ents=['Ju'])
c('c',"bake a bolo de rolo for the capoeira group's batizado saturday",SO,'task',wd('c','sat'))          # the group: social
c('d',"pick Tiago up at the airport friday 22:40",SO,'task',wd('d','fri','22:40'),['Tiago'])
c('e',"sign Marta's birthday card from all of us before tonight",SO,'task',tonight('e'),['Marta'])
c('g',"print the photos of Vovó for a minha mãe's album before the 15th",SO,'task',nth('g',15))
c('h',"all the presents for Recife are wrapped, the box is ready to go",SO,'task',
  ctx=ctx(t=T("Wrap the presents for Recife","Buy Tiago's gift")),comp='t1')
c('b',"the quinta in Sintra is booked for Tiago's party!",SO,'task',ents=['Tiago'],
  ctx=ctx(p=T40,t=T(("Book the quinta",'p1'),("Make the playlist",'p1'))),comp='t1',par='p1')
# ---- reminder
c('b',"remind me Ju's birthday is saturday, she'll sulk for a month if I forget",SO,'reminder_intention',wd('b','sat'),['Ju'])
c('d',"don't forget Tiago's mum comes for lunch sunday",SO,'reminder_intention',wd('d','sun'),['Tiago'])
c('f',"ping me tmrw 10am so I ring a minha mãe before her mass",SO,'reminder_intention',rel('f',1,'10:00'))  # rule 1 over a call
c('h',"remind me, bacalhau order for christmas eve at Tiago's parents'",SO,'reminder_intention',md('h',12,24),['Tiago'])
# ---- communication
c('a',"video call with a minha mãe and Ju tonight, Recife is three hours behind",SO,'communication',tonight('a'),['Ju'])
c('c',"texted Carla to ask if the roda in the park is still on",SO,'communication',ents=['Carla'])
c('e',"called Tiago's avó for her 90th, she cried, I cried",SO,'communication',ents=['Tiago'])
c('g',"voice note to Ju about Mãe's blood pressure, she never picks up calls",SO,'communication',ents=['Ju'])
c('h',"messaged the capoeira group chat that we're hosting the end-of-year festa",SO,'communication')
c('b',"wrote my old teacher in Recife, Dona Cida, a long email full of saudade",SO,'communication',ents=['Cida'])
c('d',"ask Ju if Mãe can manage the long flight alone with her knee",SO,'communication',ents=['Ju'],ctx=ctx(p=MAE),par='p1')
c('f',"called a minha mãe about the visa letter, she has everything now",SO,'communication',
  ctx=ctx(p=MAE,t=T(("Call Mãe about the visa letter",'p1'),("Buy a sofa bed",'p1'))),comp='t1',par='p1')
# ---- transaction: money to family and friends
c('a',"sent a minha mãe €200 for the dentist, Wise took forever",SO,'transaction')
c('c',"put in €30 for Marta's leaving present",SO,'transaction',ents=['Marta'])
c('e',"€40 from me towards the capoeira group's van to the Algarve",SO,'transaction')
c('h',"Tiago and I covered dinner for his parents' anniversary, €180 all in",SO,'transaction',ents=['Tiago'])
# ---- acquisition
c('b',"buy Tiago a new berimbau for his birthday, his old one cracked",SO,'acquisition_disposition',ents=['Tiago'])
c('d',"ordered matching abadás for the capoeira group's batizado, they come on the 2nd",SO,'acquisition_disposition',
  wait='abadás (delivery)',exp=nth('d',2))
c('f',"giving my winter coats to Ju's friend who just moved to Porto",SO,'acquisition_disposition',ents=['Ju'])
c('h',"picked up the panettone and a queijo da serra for christmas at Tiago's parents'",SO,'acquisition_disposition',ents=['Tiago'])
c('e',"bought Tiago's birthday present, the old record player he wanted 💛",SO,'acquisition_disposition',ents=['Tiago'],
  ctx=ctx(t=T("Buy Tiago's birthday present","Book the restaurant")),comp='t1')
# ---- project
c('a',"plan a minha mãe's visit in may: flights, the sofa bed, a day in Sintra, a fado night",SO,'project')
c('d',"Tiago's 40th: rent a quinta, playlist, invite the capoeira crowd, the cake",SO,'project',ents=['Tiago'])
c('g',"organise the group's christmas festa: a venue, music, secret santa, who cooks what",SO,'project')
c('e',"Ju's wedding in Recife: my dress, flights, a speech, the hen party",SO,'project',ents=['Ju'])
# ---- routine
c('b',"capoeira roda with the group thursday as every week",SO,'routine_activity',wd('b','thu'))
c('d',"sunday lunch at Tiago's parents, like every sunday",SO,'routine_activity',wd('d','sun'),['Tiago'])
c('h',"dinner with the girls tonight at 8:30, our wednesday thing",SO,'routine_activity',tonight('h','20:30'))
# ---- contact
c('a',"Wellington from capoeira: wellington.santos@gmail.com, he has all the group's photos",SO,'contact',ents=['Wellington'])
c('c',"Tiago's sister is Rita, vegetarian, allergic to cats",SO,'contact',ents=['Tiago','Rita'])
c('f',"Ju's new number in Recife: +55 81 95555 0142",SO,'contact',ents=['Ju'])
c('h',"our capoeira mestre is Mestre Lobo, lives in Amadora, birthday in march",SO,'contact',ents=['Lobo'])
# ---- decision
c('b',"Tiago and I agreed: Recife for São João, not christmas, flights are half the price",SO,'decision_commitment',ents=['Tiago'])
c('d',"promised Ju I'll be on video for the ultrasound",SO,'decision_commitment',ents=['Ju'])
c('f',"told Mestre Lobo I'll help him run the kids' roda this year",SO,'decision_commitment',ents=['Lobo'])  # a promise told, not a message
c('h',"we're moving in together properly in the spring, decided over dinner",SO,'decision_commitment')
# ---- learning
c('a',"reading Tiago's favourite Saramago so we have it in common",SO,'learning_consumption',ents=['Tiago'])
c('d',"watching the capoeira angola documentary the mestre sent the group",SO,'learning_consumption')
c('g',"learning the songs from the group's new songbook for the batizado",SO,'learning_consumption')
c('e',"reading up on diabetes in older people, for a minha mãe",SO,'learning_consumption')
# ---- milestone
c('b',"Ju is pregnant!!! I'll be a tia 😭",SO,'milestone_outcome',ents=['Ju'])
c('e',"our capoeira group won the regional roda festival, first time ever",SO,'milestone_outcome')
c('g',"a minha mãe finished her chemo!! last session this morning",SO,'milestone_outcome')
c('h',"five years with Tiago today 💛",SO,'milestone_outcome',ents=['Tiago'])
# ---- observation
c('a',"Tiago goes silent whenever his dad phones, something's going on there",SO,'observation_insight',ents=['Tiago'])
c('c',"a minha mãe sounds lighter ever since the church choir started",SO,'observation_insight')
c('f',"the capoeira group only turns up on time when there's food after",SO,'observation_insight')
c('h',"Ju calls me more when she's stressed, never when things are fine",SO,'observation_insight',ents=['Ju'])
c('b',"Ju never sent me the guest list for the chá de bebê, still nothing",SO,'observation_insight',ents=['Ju'],wait='Ju: guest list for the chá de bebê')
c('g',"Tiago's cousin will lend us his van for the move, waiting to hear which weekend",SO,'observation_insight',ents=['Tiago'],
  wait="Tiago's cousin: which weekend for the van")
# ---- emotion
c('b',"saudade of a minha mãe today, I'd give anything for her feijão",SO,'emotion_state')
c('d',"so proud of Ju, she defended her thesis and I watched on my phone crying",SO,'emotion_state',ents=['Ju'])  # pride in family: social
c('g',"annoyed at Tiago, he forgot the dinner with my friends again",SO,'emotion_state',ents=['Tiago'])
c('e',"missing the Recife festa so much, everyone dancing without me",SO,'emotion_state')
c('c',"anxious about Mãe's biopsy, Ju says the results come tuesday",SO,'emotion_state',ents=['Ju'],
  wait="hospital: Mãe's biopsy results",exp=wd('c','tue'))                                               # d013

# ======== systems: the studio told through its own objects and people (classes she teaches, clients, Inês and Duarte,
# Bia at reception, the studio's landlord and accountant, its bills, mats and reformers), often without saying "work"
# ---- task
c('a',"the 7am flow was packed, put two more mats out for tomorrow",S,'task',rel('a',1))                 # a class she teaches: systems
c('b',"fix the timetable so Inês covers the reformer class next thursday",S,'task',wd('b','thu'),['Inês'])  # an instructor named with a class
c('c',"deep clean the reformers before monday, the springs are squeaking",S,'task',wd('c','mon'))
c('e',"urgent: the back room's aircon died and the 6pm is full",S,'task',prio='urgent')
c('f',"put the october class schedule up on the website",S,'task',ctx=ctx(p=WEB),par='p1')
c('g',"restocked the grip socks at reception",S,'task',ctx=ctx(t=T("Restock the grip socks","Order more towels")),comp='t1')
c('h',"important: sub plan for the sunday yin while I'm in Recife",S,'task',prio='high')
c('a',"renewed the liability insurance for the reformers, done for another year",S,'task',
  ctx=ctx(t=T("Renew the liability insurance","Call the insurer about the flood")),comp='t1')
# ---- reminder
c('a',"remind me Duarte's contract is up for renewal on the 30th",S,'reminder_intention',nth('a',30),['Duarte'])
c('c',"don't forget the insurance for the reformers renews tuesday",S,'reminder_intention',wd('c','tue'))
c('e',"ping me at 5 to lock the back room, Bia is off today",S,'reminder_intention',rel('e',0,'17:00'),['Bia'])  # the receptionist
c('g',"friday remind me, the november timetable goes out to everyone on the newsletter",S,'reminder_intention',wd('g','fri'))
# ---- communication
c('a',"emailed Sr. Fernandes that the roof over reformer 3 leaks again, nothing back",S,'communication',ents=['Fernandes'],
  wait='Fernandes: fix for the roof leak')                                                                   # the studio's landlord
c('b',"call Nuno about the quarterly IVA",S,'communication',ents=['Nuno'])                                 # the studio's accountant
c('d',"texted Inês asking if she can take my 9:30 privates tomorrow",S,'communication',ents=['Inês'])
c('f',"voice note to Bia: new client intake forms go in the blue folder",S,'communication',ents=['Bia'])
c('g',"replied to the Dutch couple who want a private reformer session in English",S,'communication')    # clients
c('h',"call the reformer repair guy tomorrow at 10, two carriages stick",S,'communication',rel('h',1,'10:00'))
c('e',"sent Nuno every receipt for Q2, obrigada universe",S,'communication',ents=['Nuno'],
  ctx=ctx(t=T("Send Nuno the Q2 receipts","Book the dentist")),comp='t1')
c('c',"asked the photographer for the class photos by friday",S,'communication',ctx=ctx(p=WEB),par='p1',
  wait='photographer: class photos',exp=wd('c','fri'))
# ---- transaction
c('a',"the studio's power bill is €380, the back room heaters eat money",S,'transaction')          # the studio's bill, not ours
c('c',"sold 14 ten-class packs this week, €1,680 in",S,'transaction')
c('d',"paid Inês and Duarte for may, €2,100 between them",S,'transaction',ents=['Inês','Duarte'])
c('f',"Sr. Fernandes wants €200 more rent from january, nope",S,'transaction',ents=['Fernandes'])
c('g',"Helena still hasn't paid for her ten privates, €550",S,'transaction',ents=['Helena'],wait='Helena: €550 for ten privates')  # a client
c('h',"paid Nuno's invoice for the year-end books",S,'transaction',ents=['Nuno'],
  ctx=ctx(t=T("Pay Nuno's invoice","Send Nuno the receipts")),comp='t1')
c('e',"the insurer owes us €900 for the flooded back room, not a cent yet",S,'transaction',wait='insurer: €900 for the flooded back room')
# ---- acquisition
c('b',"new mats for the back room, the old ones are shedding bits",S,'acquisition_disposition')         # the studio's room
c('d',"ordered four spring sets for the reformers, Balanced Body says three weeks",S,'acquisition_disposition',
  wait='Balanced Body: reformer spring sets (delivery)')
c('h',"picked up 30 bolsters from IKEA for the restorative class",S,'acquisition_disposition')
c('e',"the new reformer arrived, assembled it with Duarte before the 8am",S,'acquisition_disposition',ents=['Duarte'])
# ---- project
c('a',"open a second room: rent the unit next door, the licence, four reformers, hire a teacher",S,'project')
c('c',"launch a prenatal course: curriculum, insurance, flyers, a midwife to partner with",S,'project')
c('f',"redo the website: new photos, online booking, class descriptions in English and Portuguese",S,'project')
c('h',"teacher training in the summer: syllabus, pricing, a venue for 20 trainees",S,'project')
# ---- routine
c('b',"taught the 7am flow like every tuesday and thursday, 14 on the mats",S,'routine_activity')     # a class she teaches
c('d',"friday cash-up with Bia as every week",S,'routine_activity',wd('d','fri'),['Bia'])
c('f',"monday 7am mat class as always, then privates till lunch",S,'routine_activity',wd('f','mon','07:00'))
c('e',"I teach the sunday yin every week, people come back for that one",S,'routine_activity',OMIT)
# ---- contact
c('a',"new client Helena Brandão, knee surgery in the autumn, 916 555 271, mornings only",S,'contact',ents=['Helena Brandão'])
c('c',"the studio's landlord is Sr. Fernandes, only answers the landline, 21 555 3380",S,'contact',ents=['Fernandes'])
c('e',"Duarte's instructor certificate number for the insurer is PMA-22841",S,'contact',ents=['Duarte'])
c('g',"Nuno Sampaio does our books, nuno@sampaiocontas.pt",S,'contact',ents=['Nuno Sampaio'])             # the studio's accountant
# ---- decision
c('b',"decided: no more drop-ins on saturdays, packs only",S,'decision_commitment')
c('d',"giving Duarte two more evening classes from september",S,'decision_commitment',ents=['Duarte'])
c('f',"reformer privates go up to €55 from the 1st",S,'decision_commitment',nth('f',1))                  # start of a rule
# ---- learning: for the studio
c('a',"reading up on pilates for osteoporosis, two of my clients have it now",S,'learning_consumption')  # my clients: systems
c('c',"started the pre/postnatal certification, module one was heavy",S,'learning_consumption')
c('f',"webinar on membership pricing for small studios, took notes",S,'learning_consumption')
c('h',"first aid refresher for me, Inês and Duarte on the 16th, the insurer requires it",S,'learning_consumption',nth('h',16),['Inês','Duarte'])
# ---- milestone
c('b',"the 7am flow sold out all five mornings, first time ever 🙌",S,'milestone_outcome')
c('e',"200 active members!! three years ago it was 12",S,'milestone_outcome')
c('g',"Inês passed her comprehensive reformer exam, she can take the advanced class now",S,'milestone_outcome',ents=['Inês'])  # an instructor's result
c('h',"best december ever for class packs, 40% up on last year",S,'milestone_outcome')
c('d',"Sr. Fernandes agreed to let us the unit next door!!",S,'milestone_outcome',ents=['Fernandes'],ctx=ctx(p=ROOM2),par='p1')
# ---- observation
c('c',"the 6pm reformer fills first, the 12:30 never does",S,'observation_insight')
c('f',"clients who start with a private stay twice as long",S,'observation_insight')
c('h',"the back room is freezing for the early class, people keep their socks on",S,'observation_insight')
c('g',"Nuno said the IVA figures would be ready on the 5th, still waiting",S,'observation_insight',ents=['Nuno'],
  wait='Nuno: IVA figures',exp=nth('g',5))
c('b',"the câmara still hasn't approved the sign over our front door",S,'observation_insight',wait='câmara: approval for the sign')
c('f',"Inês still hasn't confirmed whether she can cover october",S,'observation_insight',ents=['Inês'],wait='Inês: whether she covers october')
# ---- emotion
c('b',"dreading telling the regulars that prices go up",S,'emotion_state')
c('d',"so stressed about Sr. Fernandes and the lease renewal",S,'emotion_state',ents=['Fernandes'])
c('f',"proud of how Inês handled the reformer class alone today",S,'emotion_state',ents=['Inês'])       # pride in an instructor: systems
c('g',"fed up with no-shows on the 8am, third week running",S,'emotion_state')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 32, cases)
