# The seventy-fifth set: a lift technician at the Shymbulak ski resort above Almaty (Asia/Almaty, UTC+5 since March
# 2024, no daylight saving), married to Aigerim, father of Alikhan (12, hockey) and Tomiris (6), his mother ("apa") in
# Taldykorgan, his brother Serik in Astana, his sister Asel in Shymkent, his friends Bauka and Aral. Quick notes in the
# English he types on the cable car, with the words he would use (apa, toi, shashu, dastarkhan, beshbarmak, banya,
# bazaar, dacha, Nauryz) and tenge written three ways ("23 400 tg", "₸61,000", "50k tenge"). Kazakh phone numbers as
# "+7 701 348 2219" or "8 777 210 4455". Labelled by ../../../shared/eval/GUIDELINES.md with its Clarifications,
# written from scratch with labelset.py's helpers only (no earlier author script copied).
# Domain readings: the resort's lifts (the gondola, chair 2, the snowcats), the chief engineer Yerlan, the shift
# partner Altai, the safety officer Zhanna, suppliers, certifications for the job and his summer side work fixing
# e-scooters are systems; Aigerim, the kids, apa, Serik, Asel, friends, toi and the kids' school are social; his own
# back, the Camry, the flat in Aksay and its garage box, bills, the mortgage, running, the dombra and fishing are
# personal, as are the people serving the flat and the car (Ruslan the plumber, Kairat the electrician).
# Names that look like places (Altai, Aral) are people; stores and brands that look like names (Sulpak, Galmart,
# Magnum, Kaspi, Halyk, Otbasy, Intertop, Askona, Doppelmayr) are not entities.
import os
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT

ALA = 'Asia/Almaty'
use({
  'A': ('2026-01-12T07:20:00', ALA), 'B': ('2026-01-24T22:05:00', ALA), 'C': ('2026-02-06T13:40:00', ALA),
  'D': ('2026-02-17T06:30:00', ALA), 'E': ('2026-03-01T19:15:00', ALA), 'F': ('2026-03-13T08:50:00', ALA),
  'G': ('2026-03-26T21:30:00', ALA), 'H': ('2026-04-08T12:10:00', ALA), 'I': ('2026-04-20T17:25:00', ALA),
  'J': ('2026-05-03T10:00:00', ALA), 'K': ('2026-05-15T20:45:00', ALA), 'L': ('2026-05-28T07:05:00', ALA),
  'M': ('2026-06-09T15:35:00', ALA), 'N': ('2026-06-22T22:40:00', ALA), 'O': ('2026-07-06T09:10:00', ALA),
  'P': ('2026-07-18T18:20:00', ALA), 'Q': ('2026-08-04T11:55:00', ALA), 'R': ('2026-08-19T06:15:00', ALA),
  'S': ('2026-09-02T20:30:00', ALA), 'T': ('2026-09-16T13:15:00', ALA), 'U': ('2026-10-01T08:05:00', ALA),
  'V': ('2026-10-17T10:40:00', ALA), 'W': ('2026-11-05T19:50:00', ALA), 'X': ('2026-11-20T07:45:00', ALA),
  'Y': ('2026-12-08T16:30:00', ALA), 'Z': ('2026-12-21T21:10:00', ALA),
}, {'A': 'mon', 'B': 'sat', 'C': 'fri', 'D': 'tue', 'E': 'sun', 'F': 'fri', 'G': 'thu', 'H': 'wed', 'I': 'mon',
    'J': 'sun', 'K': 'fri', 'L': 'thu', 'M': 'tue', 'N': 'mon', 'O': 'mon', 'P': 'sat', 'Q': 'tue', 'R': 'wed',
    'S': 'wed', 'T': 'wed', 'U': 'thu', 'V': 'sat', 'W': 'thu', 'X': 'fri', 'Y': 'tue', 'Z': 'mon'})

# Background contexts: what he already has in the other two domains, clearly unrelated to the thought beside them.
HOME = [ctx(P('Glaze the balcony'), T('Book the Camry tech inspection', 'Buy running socks'), C(('Ruslan', 'plumber'))),
        ctx(None, T('Renew the Beeline plan', 'Get the winter coat dry-cleaned')),
        ctx(P('Save for a dacha plot'), None, C(('Kairat', 'electrician')))]
FAM = [ctx(P("Tomiris's first grade"), T('Call apa on Sunday'), C(('Serik', 'brother'), ('Bauka', 'friend'))),
       ctx(None, T("Sign Alikhan's school diary"), C(('Aigerim', 'wife'))),
       ctx(P('Nauryz at apa\'s in Taldykorgan'), T('Send Asel the toi photos'))]
WORK = [ctx(P('Chair 2 bearing replacement'), T('Fill in the shift log', 'Check the snowcat oil'), C(('Yerlan', 'chief engineer'))),
        ctx(None, T('Hand in the overtime sheet'), C(('Altai', 'shift partner'))),
        ctx(P('Top station roof repair'), T('Count the spare radios'))]
OTHER = {'personal': FAM + WORK, 'social': HOME + WORK, 'systems': HOME + FAM}
EMPTY = 'EMPTY'

cases = []
_plain = labeller(cases)
_turn = {'n': 0}
def c(k, text, dom, et, **kw):
  """labelset's c() with two more checks: a clock time on the capture day must still be ahead of the capture (the
  times are compared as 'HH:MM' strings, both sides strings), and a case given no context takes a background one from
  the other two domains (the empty contexts are the ones marked EMPTY)."""
  now = NOW_OF(k)
  s = kw.get('sched')
  if isinstance(s, str) and len(s) == 16 and s[:10] == now[:10]:
    assert s[11:] > now[11:16], ('clock time already gone', text, s, now)
  if kw.get('ctx') == EMPTY:
    kw['ctx'] = None
  elif 'ctx' not in kw:
    _turn['n'] += 1
    pool = OTHER[dom]
    kw['ctx'] = pool[_turn['n'] % len(pool)]
  _plain(k, text, dom, et, **kw)

from labelset import NOW
def NOW_OF(k): return NOW[k][0]

# ───────────────────────────── personal (116) ─────────────────────────────
# task (11)
c('A', "swap the Camry onto studded tyres friday, the road up to Medeu is pure glass", 'personal', 'task', sched=wd('A', 'fri'))
c('D', "get the Camry's tech inspection done before the month ends, the old sticker lapses", 'personal', 'task', sched=eom('D'))
c('H', "descale the kettle on sunday, the Aksay water leaves white crust on everything. low priority", 'personal', 'task', sched=wd('H', 'sun'), prio='low')
c('M', "tighten the wobbly hinge on the bathroom cabinet tonight", 'personal', 'task', sched=tonight('M'))
c('Q', "fixed the dripping kitchen tap myself, a new washer from the bazaar did it", 'personal', 'task',
  ctx=ctx(None, T('Fix the kitchen tap', 'Fix the bathroom tap')), comp='t1')
c('S', "finally hung the shelf in the hallway, only took three weekends", 'personal', 'task',
  ctx=ctx(P('Hallway makeover'), T(('Hang the hallway shelf', 'p1'), ('Paint the hallway door', 'p1'))), comp='t1', par='p1')
c('V', "wash the Camry and vacuum the seats sunday morning", 'personal', 'task', sched=wd('V', 'sun', '09:00'))
c('X', "defrost the freezer that lives on the balcony this weekend", 'personal', 'task', sched=sat('X'))
c('Z', "tidied the garage box top to bottom and swept it out", 'personal', 'task',
  ctx=ctx(None, T('Clear out the garage box', 'Clear out the storage shelf on the balcony')), comp='t1')
c('B', "change the cabin filter in the Camry tomorrow at 4, it smells like a wet dog in there", 'personal', 'task', sched=rel('B', 1, '16:00'), ctx=EMPTY)
c('K', "hang the blackout curtains in our bedroom tmrw night", 'personal', 'task', sched=rel('K', 1, '20:00'))
# reminder_intention (10)
c('A', "remind me 6pm to move the Camry before the snow plough comes through", 'personal', 'reminder_intention', sched=rel('A', 0, '18:00'))
c('C', "dont forget the Alseco payment, due the 25th", 'personal', 'reminder_intention', sched=nth('C', 25))
c('E', "ping me about booking physio for my back, tomorrow 8am", 'personal', 'reminder_intention', sched=rel('E', 1, '08:00'))
c('G', "remind me to renew the Camry insurance before april 5", 'personal', 'reminder_intention', sched=md('G', 4, 5))
c('J', "don't let me forget the dombra lesson moved to wednesday 6:30pm", 'personal', 'reminder_intention', sched=wd('J', 'wed', '18:30'), ctx=EMPTY)
c('L', "remind me in 40 mins, the bread is in the oven", 'personal', 'reminder_intention', sched=rel('L', 0, '07:45'))
c('O', "don't forget the tomatoes on the balcony need water tonight, it's 36 out", 'personal', 'reminder_intention', sched=tonight('O'))
c('R', "ping me at 1 tomorrow, the mortgage payment to Otbasy", 'personal', 'reminder_intention', sched=rel('R', 1, '13:00'))
c('U', "saturday 9am flu jab at the polyclinic, remind me", 'personal', 'reminder_intention', sched=sat('U', '09:00'))
c('Y', "dont forget my new glasses are ready at the optician on the 12th", 'personal', 'reminder_intention', sched=nth('Y', 12))
# communication (8)
c('B', "ring the dentist monday at 9 about the cracked filling", 'personal', 'communication', sched=wd('B', 'mon', '09:00'))
c('F', "messaged Murat who rents me the garage box about the rent going up, no answer yet", 'personal', 'communication',
  ents=['Murat'], wait='Murat: answer about the garage box rent', ctx=EMPTY)
c('I', "call Kairat the electrician tomorrow 10am asap, the kitchen socket sparks when I plug the kettle in", 'personal', 'communication',
  sched=rel('I', 1, '10:00'), ents=['Kairat'], prio='urgent', ctx=ctx(P('Kitchen rewiring'), T('Buy a new kettle'), C(('Kairat', 'electrician'))), par='p1')
c('K', "emailed the running club about moving my marathon bib to a friend", 'personal', 'communication',
  ctx=ctx(None, T('Email the club about the bib transfer', 'Email the club about the t-shirt size')), comp='t1')
c('N', "voicemail from the polyclinic, my MRI slot moved, ring them back tomorrow at 9", 'personal', 'communication', sched=rel('N', 1, '09:00'))
c('P', "whatsapp Ruslan about the boiler at 8 tonight, the pressure keeps dropping", 'personal', 'communication', sched=rel('P', 0, '20:00'), ents=['Ruslan'])
c('T', "rang the Kaspi support line about the double charge, they'll call back within 3 days", 'personal', 'communication',
  wait='Kaspi: call back about the double charge')
c('W', "video call the dombra teacher saturday 11am about moving the lesson times", 'personal', 'communication', sched=wd('W', 'sat', '11:00'))
# project (8)
c('C', "redo the bathroom: tiles from Galmart, find a plasterer, a new mixer tap, all before spring", 'personal', 'project', ctx=EMPTY)
c('G', "train for the Almaty half on Sept 27: base miles in may, hill repeats, one long run each sunday", 'personal', 'project', sched=md('G', 9, 27))
c('J', "Kapchagay fishing weekend on june 6: service the rods, patch the tent, bait, book a spot at the base", 'personal', 'project', sched=md('J', 6, 6))
c('M', "get the Camry ready to sell in autumn: fix the dent, detailing, gather the papers, photos", 'personal', 'project')
c('Q', "build a workbench on the balcony by the 20th – measure, buy timber, borrow a saw, varnish it", 'personal', 'project', sched=nth('Q', 20))
c('T', "learn ski touring this winter: skins, an avalanche beacon course, two easy routes with a guide", 'personal', 'project')
c('X', "get the dacha plot ready for spring: fence posts, a water barrel, seed potatoes, a small shed", 'personal', 'project', ctx=EMPTY)
c('Z', "money plan for the new year: list every Kaspi subscription, cut three, open a Halyk deposit in january", 'personal', 'project')
# routine_activity (9)
c('A', "did my back stretches before the early shift, 15 minutes", 'personal', 'routine_activity')
c('D', "a lap of Sairan lake tonight after dinner, same as every weeknight", 'personal', 'routine_activity', sched=tonight('D'))
c('F', "long run saturday morning as usual, 18 km up to the dam", 'personal', 'routine_activity', sched=sat('F', '09:00'),
  ctx=ctx(P('Almaty marathon training'), T('Buy gels')), par='p1')
c('H', "banya on my own sundays at 7, best bit of the week", 'personal', 'routine_activity', sched=OMIT)
c('E', "cooked five lunch boxes for the week, same as every sunday", 'personal', 'routine_activity')
c('N', "gym tomorrow at 6am before the lift shift, like every tuesday", 'personal', 'routine_activity', sched=rel('N', 1, '06:00'))
c('P', "swam 40 lengths at the pool this morning, my saturday thing", 'personal', 'routine_activity', ctx=EMPTY)
c('S', "dombra practice 20 min every evening, did it again tonight", 'personal', 'routine_activity')
c('V', "the usual saturday bazaar run for fruit, went at 8", 'personal', 'routine_activity')
# transaction (12)
c('A', "paid the Alseco utility bill, 23 400 tg for december", 'personal', 'transaction',
  ctx=ctx(None, T('Pay the Alseco bill', 'Pay the Beeline bill')), comp='t1')
c('C', "car insurance renewal comes to ₸61,000, it was 48 last time, due on the 14th", 'personal', 'transaction', sched=nth('C', 14))
c('E', "transfer 50k tenge into the Halyk deposit on the 5th", 'personal', 'transaction', sched=nth('E', 5))
c('G', "Kaspi red instalment for the fridge, 18 900 tg due by monday", 'personal', 'transaction', sched=wd('G', 'mon'), ctx=EMPTY)
c('I', "the speed camera fine came, 7 384 tg, half off if I pay by friday", 'personal', 'transaction', sched=wd('I', 'fri'))
c('L', "Beeline billed may twice, 3 990 tg each, they promised the refund by the 5th", 'personal', 'transaction',
  wait='Beeline: 3 990 tg refund', exp=nth('L', 5))
c('O', "paid the garage box rent for the summer, 45k tenge for three months", 'personal', 'transaction',
  ctx=ctx(None, T('Pay the garage box rent', 'Pay the speed camera fine')), comp='t1')
c('Q', "windscreen insurance paid out, ₸38,500 on my card", 'personal', 'transaction',
  ctx=ctx(None, T('Claim the windscreen insurance', 'Claim the dental insurance')), comp='t1')
c('S', "spent 212 000 tg on the car this month, tyres plus the clutch, ouch", 'personal', 'transaction')
c('U', "pay the mortgage to Otbasy before the 10th, 147k tenge, important", 'personal', 'transaction', sched=nth('U', 10), prio='high')
c('W', "owe the sports shop 12 000 tg for fixing my running watch, pay saturday when I collect it", 'personal', 'transaction', sched=sat('W'), ctx=EMPTY)
c('Y', "refund for my cancelled Istanbul flight still not on my card, the airline said by the 18th", 'personal', 'transaction',
  wait='airline: refund for the cancelled flight', exp=nth('Y', 18))
# acquisition_disposition (10)
c('B', "need a new head torch before saturday's night hike, the old one died up on the ridge", 'personal', 'acquisition_disposition', sched=sat('B'))
c('D', "ordered a lumbar support belt on Kaspi, should arrive thursday", 'personal', 'acquisition_disposition',
  wait='Kaspi: lumbar support belt (delivery)', exp=wd('D', 'thu'))
c('F', "sold my old snowboard to a guy from the forum for 40k tenge", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Sell the old snowboard', 'Sell the old ski boots')), comp='t1')
c('H', "collect the resoled boots from the cobbler near Zelyony bazaar tomorrow at 5", 'personal', 'acquisition_disposition', sched=rel('H', 1, '17:00'), ctx=EMPTY)
c('K', "buy a second-hand road bike before summer, budget 150k, no rush", 'personal', 'acquisition_disposition', prio='low',
  ctx=ctx(None, T('Sell the old mountain bike', 'Buy a bike lock')))
c('M', "took my old winter jacket to the donation box at the mosque", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Give away the old winter jacket', 'Give away the old boots')), comp='t1')
c('O', "Sulpak has the air conditioner I want on sale, grab it by friday", 'personal', 'acquisition_disposition', sched=wd('O', 'fri'))
c('R', "the new mattress from Askona came, the old one still sits by the lift on our floor", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Get rid of the old mattress', 'Order a new mattress')), comp='t2')
c('U', "returned the trail shoes to Intertop, they gave me 43 instead of 44", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Return the trail shoes', 'Return the rain jacket')), comp='t1')
c('X', "need snow chains for the Camry before the Kolsai drive on the 28th", 'personal', 'acquisition_disposition', sched=nth('X', 28),
  ctx=ctx(P('Weekend drive to the Kolsai lakes'), T('Book the guesthouse')), par='p1')
# decision_commitment (8)
c('C', "decided: no more energy drinks on night shifts from monday", 'personal', 'decision_commitment', sched=wd('C', 'mon'))
c('E', "going with the Otbasy refinance, not the Halyk offer", 'personal', 'decision_commitment',
  ctx=ctx(None, T('Choose between the Otbasy and Halyk refinance', 'Choose a new phone plan')), comp='t1')
c('I', "not renewing the gym membership, I'll run outside from now on", 'personal', 'decision_commitment', ctx=EMPTY)
c('L', "entered the Tian Shan trail 30k on june 20, it's paid so I'm going", 'personal', 'decision_commitment', sched=md('L', 6, 20))
c('P', "decided to keep the Camry one more winter instead of selling", 'personal', 'decision_commitment')
c('T', "settled it: the savings go to the dacha plot, not a new phone", 'personal', 'decision_commitment')
c('W', "booked the hernia operation for december 3, going ahead with it", 'personal', 'decision_commitment', sched=md('W', 12, 3))
c('Z', "choosing the dombra course over english next term", 'personal', 'decision_commitment', ctx=EMPTY)
# learning_consumption (8)
c('A', "reading Abai's Book of Words before bed, 20 pages in", 'personal', 'learning_consumption', ents=['Abai'])
c('D', "watched 4 episodes of a youtube course on car electrics", 'personal', 'learning_consumption')
c('G', "podcast about the Silk Road on my ride up to the lower station, a great one", 'personal', 'learning_consumption')
c('J', "english class at the language centre tuesday at 7pm, chapter 6 homework first", 'personal', 'learning_consumption', sched=wd('J', 'tue', '19:00'))
c('N', "library hold on the Kazakh history book is in, collect by thursday", 'personal', 'learning_consumption', sched=wd('N', 'thu'), ctx=EMPTY)
c('R', "finished the first-aid for hikers online course, certificate in my email", 'personal', 'learning_consumption',
  ctx=ctx(None, T('Finish the first-aid course', 'Finish the avalanche course')), comp='t1')
c('V', "read two more chapters of the fishing guide tonight with tea", 'personal', 'learning_consumption', sched=tonight('V'))
c('Y', "chess lesson online with the club thursday 8pm", 'personal', 'learning_consumption', sched=wd('Y', 'thu', '20:00'))
# milestone_outcome (7)
c('B', "ran my first 30 km without stopping today!", 'personal', 'milestone_outcome')
c('F', "the final instalment on the car went through, the Camry is fully mine now", 'personal', 'milestone_outcome',
  ctx=ctx(None, T('Make the last car loan payment', 'Make the dentist payment')), comp='t1')
c('K', "passed the motorcycle licence exam first try", 'personal', 'milestone_outcome', ctx=EMPTY)
c('O', "summited Big Almaty Peak for the first time, 3681 m", 'personal', 'milestone_outcome')
c('S', "the doctor says the disc in my back has healed, no more physio", 'personal', 'milestone_outcome')
c('V', "hit 1 million tenge in the Halyk deposit today", 'personal', 'milestone_outcome')
c('Z', "100 days without a cigarette today", 'personal', 'milestone_outcome')
# contact (8)
c('C', "Ruslan the plumber: +7 701 348 2219, fixes boilers too", 'personal', 'contact', ents=['Ruslan'])
c('G', "tyre place on Rozybakiev street: ask for Daulet, 8 777 210 4455, balancing is cheap there", 'personal', 'contact', ents=['Daulet'])
c('I', "my physio is Dinara Sadykova, clinic on Abay avenue, 8 705 118 2290", 'personal', 'contact', ents=['Dinara Sadykova'], ctx=EMPTY)
c('M', "dombra teacher's name is Yerzhan, lessons at his flat in Orbita", 'personal', 'contact', ents=['Yerzhan'])
c('Q', "car electrician Timur, box 14 behind the Sary-Arka market, +7 702 661 0038", 'personal', 'contact', ents=['Timur'])
c('T', "the guy who sharpens skis at the Medeu rental: Olzhas, cash only", 'personal', 'contact', ents=['Olzhas'])
c('W', "new dentist: Aliya Nurpeisova at Dentalux on Dostyk, 8 727 330 1212", 'personal', 'contact', ents=['Aliya Nurpeisova'], ctx=EMPTY)
c('Y', "Murat's number for the garage box: +7 747 902 5513, he wants the rent by the 1st", 'personal', 'contact', ents=['Murat'])
# observation_insight (9)
c('A', "the Camry battery gives up every time it drops below minus 20", 'personal', 'observation_insight')
c('E', "my resting pulse drops to 52 after a week of runs", 'personal', 'observation_insight')
c('H', "Magnum is cheaper for meat on wednesdays, noticed it twice now", 'personal', 'observation_insight', ctx=EMPTY)
c('L', "my back only aches on the days without stretches", 'personal', 'observation_insight')
c('N', "the flat stays cool all day if the blinds are down by 11am", 'personal', 'observation_insight')
c('Q', "petrol is up to 275 tg a litre again", 'personal', 'observation_insight')
c('T', "I sleep much better on the days I leave my phone in the locker", 'personal', 'observation_insight', ctx=EMPTY)
c('X', "the smog over the city is worst after 6pm, the air app goes purple", 'personal', 'observation_insight')
c('Z', "I spend more on taxis in december than on food, the Kaspi history shows it", 'personal', 'observation_insight')
# emotion_state (8)
c('D', "wrecked from the double shift, legs like lead", 'personal', 'emotion_state')
c('H', "so pleased the glazed balcony came out this well", 'personal', 'emotion_state')
c('J', "nervous about the hernia consult on friday", 'personal', 'emotion_state', ctx=EMPTY)
c('M', "evenings have been so dull lately, bored stiff", 'personal', 'emotion_state')
c('P', "feeling good about my running lately, the legs are finally strong", 'personal', 'emotion_state')
c('R', "lost the car keys again, so annoyed with myself", 'personal', 'emotion_state')
c('U', "low and tired this week, the grey autumn gets to me", 'personal', 'emotion_state', ctx=EMPTY)
c('X', "anxious about money with the operation coming up", 'personal', 'emotion_state')

# ───────────────────────────── social (61) ─────────────────────────────
# task (5)
c('B', "sign the form for Alikhan's hockey trip to Karaganda by monday and put it in his bag", 'social', 'task', sched=wd('B', 'mon'), ents=['Alikhan'])
c('F', "drive Tomiris to the dance studio saturday at 10", 'social', 'task', sched=sat('F', '10:00'), ents=['Tomiris'])
c('K', "help Serik carry the sofa up when he moves on friday at 6pm", 'social', 'task', sched=wd('K', 'fri', '18:00'), ents=['Serik'])
c('Q', "took Tomiris to get her ears checked, all clear", 'social', 'task', ents=['Tomiris'],
  ctx=ctx(None, T('Take Tomiris to the ENT', 'Take Alikhan for his sports medical')), comp='t1')
c('W', "collect apa from the Sayakhat bus station tmrw at 7:40am", 'social', 'task', sched=rel('W', 1, '07:40'), ctx=EMPTY)
# reminder_intention (5)
c('C', "ring Serik sunday about apa's pension papers, remind me", 'social', 'reminder_intention', sched=wd('C', 'sun'), ents=['Serik'])
c('I', "dont forget Tomiris's recital is next thursday 5:30pm at the music school", 'social', 'reminder_intention', sched=wd('I', 'thu', '17:30'), ents=['Tomiris'])
c('N', "ping me at 6pm to buy flowers, tomorrow is Aigerim's and my anniversary", 'social', 'reminder_intention', sched=rel('N', 1, '18:00'), ents=['Aigerim'], ctx=EMPTY)
c('S', "friday, remind me: hockey camp fee for Alikhan", 'social', 'reminder_intention', sched=wd('S', 'fri'), ents=['Alikhan'])
c('Y', "don't forget the shashu sweets for Aral's wedding toi on the 19th", 'social', 'reminder_intention', sched=nth('Y', 19), ents=['Aral'],
  ctx=ctx(P("Aral's wedding toi"), T('Iron the good shirt')), par='p1')
# communication (5)
c('A', "call apa tonight at half past 8, she sounded tired on sunday", 'social', 'communication', sched=rel('A', 0, '20:30'))
c('E', "texted Bauka about borrowing his tent, no reply so far", 'social', 'communication', ents=['Bauka'], wait='Bauka: reply about the tent')
c('J', "video call with Asel and her kids tonight at 9, her son's birthday", 'social', 'communication', sched=rel('J', 0, '21:00'), ents=['Asel'])
c('O', "talked to Alikhan's coach after practice, he wants him in goal", 'social', 'communication', ents=['Alikhan'],
  ctx=ctx(None, T("Talk to Alikhan's coach about goalkeeping", "Talk to Tomiris's teacher about reading")), comp='t1')
c('U', "wrote to Aigerim's brother Nurlan asking to borrow his trailer for apa's potatoes", 'social', 'communication', ents=['Aigerim', 'Nurlan'], ctx=EMPTY)
# project (4)
c('D', "Tomiris turns 7 on march 14: book the trampoline park, a cake, invitations for her class", 'social', 'project', sched=md('D', 3, 14), ents=['Tomiris'])
c('H', "organise apa's 70th toi on june 13: a restaurant in Taldykorgan, the list of relatives, a toastmaster, a video", 'social', 'project', sched=md('H', 6, 13))
c('M', "family trip to Issyk-Kul in august: guesthouse, the car checked, snacks for the kids, swim vests", 'social', 'project', ctx=EMPTY)
c('V', "help Serik and his wife move flats on the 31st: boxes, a van, their old fridge comes to us", 'social', 'project', sched=nth('V', 31), ents=['Serik'])
# routine_activity (4)
c('E', "sunday beshbarmak at apa's as always, back home by 7", 'social', 'routine_activity')
c('G', "hockey drop-off at 6:15 tomorrow, it's my turn this week", 'social', 'routine_activity', sched=rel('G', 1, '06:15'))
c('L', "fishing with Bauka at Kapchagay friday, our monthly trip", 'social', 'routine_activity', sched=wd('L', 'fri'), ents=['Bauka'], ctx=EMPTY)
c('R', "homework with Alikhan every evening after 8, maths first", 'social', 'routine_activity', sched=OMIT, ents=['Alikhan'])
# transaction (6)
c('B', "sent apa 30 000 tg for her medicines", 'social', 'transaction',
  ctx=ctx(None, T('Send apa money for medicines', 'Send apa the new photos')), comp='t1')
c('F', "Alikhan's hockey club fee is ₸35,000 a month now, the first one due on the 1st", 'social', 'transaction', sched=nth('F', 1), ents=['Alikhan'])
c('I', "gave 25k tenge at cousin Dias's wedding, the usual envelope", 'social', 'transaction', ents=['Dias'])
c('N', "Serik paid me back the 80k for his share of apa's roof", 'social', 'transaction', ents=['Serik'])
c('T', "the class fund wants 15 000 tg from each parent for the repairs by friday", 'social', 'transaction', sched=wd('T', 'fri'), ctx=EMPTY)
c('X', "Asel still hasn't sent her half for apa's new glasses, 22k, she said the 25th", 'social', 'transaction', ents=['Asel'],
  wait="Asel: her half of apa's glasses money", exp=nth('X', 25))
# acquisition_disposition (5)
c('C', "buy Tomiris new skates before sunday's practice, her feet grew two sizes", 'social', 'acquisition_disposition', sched=wd('C', 'sun'), ents=['Tomiris'])
c('H', "picked up Alikhan's hockey stick from the repair shop", 'social', 'acquisition_disposition', ents=['Alikhan'],
  ctx=ctx(None, T("Pick up Alikhan's stick from the repair shop", "Pick up Alikhan's helmet from the shop")), comp='t1')
c('L', "order the school uniform for Tomiris by august 15", 'social', 'acquisition_disposition', sched=md('L', 8, 15), ents=['Tomiris'],
  ctx=ctx(P('Tomiris starts first grade'), T('Renew the car insurance')), par='p1')
c('Q', "gave our old pram to Aigerim's cousin Saule", 'social', 'acquisition_disposition', ents=['Aigerim', 'Saule'],
  ctx=ctx(None, T('Give the old pram to Saule', 'Give the old cot to Saule')), comp='t1')
c('W', "new year presents: a tablet for Alikhan, a doll house for Tomiris, buy them before december 25", 'social', 'acquisition_disposition',
  sched=md('W', 12, 25), ents=['Alikhan', 'Tomiris'], ctx=ctx(P('New Year at home with the family'), T('Book the tyre change')), par='p1')
# decision_commitment (5)
c('A', "told Serik I'd drive apa to her eye surgery on the 20th", 'social', 'decision_commitment', sched=nth('A', 20), ents=['Serik'],
  ctx=ctx(P("Apa's eye surgery"), T('Pay the Alseco bill')), par='p1')
c('G', "we decided Alikhan moves to the sports school in september", 'social', 'decision_commitment', ents=['Alikhan'])
c('K', "promised Bauka I'll be his best man on august 8, no way out of it now", 'social', 'decision_commitment', sched=md('K', 8, 8), ents=['Bauka'])
c('P', "Aigerim and I agreed: no phones at dinner from monday", 'social', 'decision_commitment', sched=wd('P', 'mon'), ents=['Aigerim'], ctx=EMPTY)
c('V', "going to Aral's toi on saturday after all, said yes to his mother", 'social', 'decision_commitment', sched=sat('V'), ents=['Aral'])
# learning_consumption (4)
c('D', "reading a book on raising teenagers with Aigerim, a chapter each night", 'social', 'learning_consumption', ents=['Aigerim'])
c('J', "Kazakh history documentary with the kids saturday at 7pm", 'social', 'learning_consumption', sched=wd('J', 'sat', '19:00'), ctx=EMPTY)
c('S', "parents' talk at Alikhan's school on screen time, wednesday 6pm", 'social', 'learning_consumption', sched=wd('S', 'wed', '18:00'), ents=['Alikhan'])
c('Y', "listening to the fox audiobook Tomiris picked for the car rides", 'social', 'learning_consumption', ents=['Tomiris'])
# milestone_outcome (5)
c('B', "Alikhan got his first goal in a real match!", 'social', 'milestone_outcome', ents=['Alikhan'])
c('F', "Tomiris rode her bike without the training wheels today", 'social', 'milestone_outcome', ents=['Tomiris'], ctx=EMPTY)
c('M', "Asel defended her thesis in Shymkent, the first doctor in our family", 'social', 'milestone_outcome', ents=['Asel'])
c('R', "10 years married to Aigerim today", 'social', 'milestone_outcome', ents=['Aigerim'])
c('W', "Serik got the job in Astana he'd been chasing", 'social', 'milestone_outcome', ents=['Serik'])
# contact (5)
c('C', "Alikhan's new coach: Marat Iskakov, 8 701 555 7302, prefers whatsapp", 'social', 'contact', ents=['Alikhan', 'Marat Iskakov'])
c('I', "Aral's new address: Samal-2, block 58, flat 41", 'social', 'contact', ents=['Aral'], ctx=EMPTY)
c('O', "Tomiris's best friend is Aruzhan, her mum is Dana, 8 747 300 1188", 'social', 'contact', ents=['Tomiris', 'Aruzhan', 'Dana'])
c('U', "Bauka's wife is Gaukhar, allergic to nuts, keep that in mind for the dastarkhan", 'social', 'contact', ents=['Bauka', 'Gaukhar'])
c('Z', "cousin Dias moved to Turkestan, new number +7 776 420 6610", 'social', 'contact', ents=['Dias'])
# observation_insight (4)
c('E', "Tomiris eats everything when apa cooks and nothing when I do", 'social', 'observation_insight', ents=['Tomiris'])
c('K', "Alikhan plays better when I'm not watching from the stands", 'social', 'observation_insight', ents=['Alikhan'])
c('P', "the neighbours upstairs have a new baby, that explains the nights", 'social', 'observation_insight', ctx=EMPTY)
c('X', "Serik only calls when he needs something, noticed it all year", 'social', 'observation_insight', ents=['Serik'])
# emotion_state (4)
c('B', "miss dad a lot tonight, it would've been his birthday", 'social', 'emotion_state')
c('H', "worried about apa alone in the winter, still no word from the social worker about a carer", 'social', 'emotion_state',
  wait='social worker: a carer for apa')
c('S', "so proud of Alikhan for standing up for the new kid in his class", 'social', 'emotion_state', ents=['Alikhan'], ctx=EMPTY)
c('V', "guilty that I missed Tomiris's concert because the lift broke down", 'social', 'emotion_state', ents=['Tomiris'])

# ───────────────────────────── systems (73) ─────────────────────────────
# task (6)
c('A', "check the rope tension sensors on the gondola before opening at 8:30, urgent", 'systems', 'task', sched=rel('A', 0, '08:30'), prio='urgent')
c('D', "write up the incident report on the chair 2 stoppage by thursday 5pm", 'systems', 'task', sched=wd('D', 'thu', '17:00'),
  ctx=ctx(P('Chair 2 stoppage investigation', 'Staff new year party'), T('Order cabin bulbs')), par='p1')
c('G', "fill in the snowcat hours for Yerlan, due tomorrow 9ish", 'systems', 'task', sched=rel('G', 1, '09:00'), ents=['Yerlan'])
c('L', "repainted the chair 2 towers, the last one got done today", 'systems', 'task',
  ctx=ctx(P('Chair 2 summer overhaul'), T(('Repaint the chair 2 towers', 'p1'), ('Repaint the gondola station railings', None))), comp='t1', par='p1')
c('R', "did the yearly fire extinguisher check at the top station", 'systems', 'task',
  ctx=ctx(None, T('Check the top station fire extinguishers', 'Check the lower station first aid kits')), comp='t1')
c('U', "label every sheave on the training rig before the inspectors come on the 6th, medium priority", 'systems', 'task', sched=nth('U', 6), prio='medium')
# reminder_intention (6)
c('B', "remind me at 6:45 tomorrow to radio Altai about the wind hold", 'systems', 'reminder_intention', sched=rel('B', 1, '06:45'), ents=['Altai'])
c('E', "dont forget to sign the lift logbook before leaving tomorrow", 'systems', 'reminder_intention', sched=rel('E', 1), ctx=EMPTY)
c('H', "remind me at quarter past 3: grease order to Yerlan", 'systems', 'reminder_intention', sched=rel('H', 0, '15:15'), ents=['Yerlan'])
c('M', "ping me on the 15th about hiring the crane for lifting out the gondola cabins", 'systems', 'reminder_intention', sched=nth('M', 15))
c('S', "don't let me forget the electrical safety group exam in 3 days", 'systems', 'reminder_intention', sched=rel('S', 3))
c('X', "monday - remind me the night-ski rota goes to Zhanna", 'systems', 'reminder_intention', sched=wd('X', 'mon'), ents=['Zhanna'], ctx=EMPTY)
# communication (7)
c('C', "call the Doppelmayr service desk monday about the bullwheel vibration, high priority", 'systems', 'communication', sched=wd('C', 'mon'), prio='high')
c('F', "emailed Yerlan the winter rope test results", 'systems', 'communication', ents=['Yerlan'],
  ctx=ctx(P('Gondola rope inspection'), T(('Email Yerlan the rope test results', 'p1'), ('Send Yerlan the snowcat hours', None))), comp='t1', par='p1')
c('I', "call with Zhanna about the evacuation drill tomorrow 2pm", 'systems', 'communication', sched=rel('I', 1, '14:00'), ents=['Zhanna'])
c('K', "Altai texted that the chair 2 motor tripped again, ringing him now", 'systems', 'communication', ents=['Altai'], ctx=EMPTY)
c('N', "left a message for Kanat at the rope supplier about the splice quote, he said he'd answer by wednesday", 'systems', 'communication',
  ents=['Kanat'], wait='Kanat: splice quote', exp=wd('N', 'wed'))
c('Q', "zoom with the Austrian engineers thursday at 4pm about the cabin retrofit", 'systems', 'communication', sched=wd('Q', 'thu', '16:00'),
  ctx=ctx(P('Gondola cabin retrofit'), T('Collect the dry cleaning')), par='p1')
c('W', "HR phoned back about my october overtime: it comes with the payslip on the 10th", 'systems', 'communication',
  wait='HR: october overtime pay', exp=nth('W', 10))
# project (5)
c('E', "gondola summer overhaul, done by june 30: cabins off, rope splice, sheave liners, a load test", 'systems', 'project', sched=md('E', 6, 30))
c('I', "set up a spare-parts room at the lower station by the 30th: shelves, a barcode list, minimum stock for each part", 'systems', 'project', sched=nth('I', 30), ctx=EMPTY)
c('O', "training for the new lift operators starting monday: a manual, 3 practice days, a test, sign-offs", 'systems', 'project', sched=wd('O', 'mon'))
c('T', "get ready for the state inspection on october 20: logbooks, rope certificates, brake tests, photos", 'systems', 'project', sched=md('T', 10, 20))
c('Y', "night skiing launch on december 26: lights on chair 2, staff rota, a safety briefing", 'systems', 'project', sched=md('Y', 12, 26))
# routine_activity (5)
c('C', "walk the line with Altai at first light tomorrow, same as every shift", 'systems', 'routine_activity', sched=rel('C', 1), ents=['Altai'])
c('J', "grease the chair 2 sheaves every tuesday and friday at 7", 'systems', 'routine_activity', sched=OMIT, ctx=EMPTY)
c('P', "weekly brake test on the gondola monday 6am as usual", 'systems', 'routine_activity', sched=wd('P', 'mon', '06:00'))
c('T', "did the 8 o'clock radio check with the top station, like every morning", 'systems', 'routine_activity')
c('Z', "logged the wind readings at the top station before the shift, the usual", 'systems', 'routine_activity')
# transaction (7)
c('A', "december salary came in short, 312 000 tg instead of 340 000", 'systems', 'transaction', ctx=EMPTY)
c('D', "travel claim for the Astana lift conference, ₸84,500, submit it by friday", 'systems', 'transaction', sched=wd('D', 'fri'),
  ctx=ctx(P('Astana lift conference'), T('Buy a new phone case')), par='p1')
c('H', "the resort hasn't paid my march night-shift bonus yet, Yerlan says by the 15th", 'systems', 'transaction', ents=['Yerlan'],
  wait='resort: march night-shift bonus', exp=nth('H', 15))
c('K', "reimbursement for the safety boots came through, 27k tenge", 'systems', 'transaction',
  ctx=ctx(None, T('Get reimbursed for the safety boots', 'Get reimbursed for the work gloves')), comp='t1')
c('P', "summer side job fixing e-scooters: 9 repairs, 135 000 tg this month", 'systems', 'transaction')
c('V', "quote for the new radios is 1.2 million tenge, Yerlan has to approve it", 'systems', 'transaction', ents=['Yerlan'],
  wait='Yerlan: approval of the radio quote', ctx=EMPTY)
c('Z', "pay into the team lunch fund, 5 000 tg each, by wednesday", 'systems', 'transaction', sched=wd('Z', 'wed'))
# acquisition_disposition (5)
c('B', "order 40 kg of bullwheel grease asap, by 10 tomorrow, we're down to the last bucket", 'systems', 'acquisition_disposition', sched=rel('B', 1, '10:00'), prio='urgent')
c('G', "the new rope clamps are stuck at customs in Khorgos, the broker says released monday", 'systems', 'acquisition_disposition',
  wait='customs: release of the rope clamps', exp=wd('G', 'mon'), ctx=EMPTY)
c('M', "picked up the torque wrench from the calibration lab", 'systems', 'acquisition_disposition',
  ctx=ctx(None, T('Collect the torque wrench from calibration', 'Collect the multimeter from calibration')), comp='t1')
c('R', "the old snowcat blade went to the scrap yard at last", 'systems', 'acquisition_disposition',
  ctx=ctx(None, T('Scrap the old snowcat blade', 'Scrap the broken chairs')), comp='t1')
c('X', "need 12 new seat covers for the gondola cabins by december 1", 'systems', 'acquisition_disposition', sched=md('X', 12, 1),
  ctx=ctx(P('Gondola cabin refit'), T('Hand in the overtime sheet')), par='p1')
# decision_commitment (5)
c('F', "decided we run the gondola at half speed above 12 m/s of wind from now on", 'systems', 'decision_commitment')
c('J', "going with the Italian supplier for the sheave liners, not the Chinese one", 'systems', 'decision_commitment',
  ctx=ctx(None, T('Pick a supplier for the sheave liners', 'Pick a supplier for the cabin seats')), comp='t1')
c('N', "told Yerlan I'll cover the night shifts in july", 'systems', 'decision_commitment', ents=['Yerlan'], ctx=EMPTY)
c('S', "not applying for the lift chief job at Ak Bulak this year", 'systems', 'decision_commitment')
c('V', "committed to getting the rope-access certification before the season ends", 'systems', 'decision_commitment')
# learning_consumption (6)
c('A', "read the new lift safety regulation before thursday's audit, section 4 on evacuation", 'systems', 'learning_consumption', sched=wd('A', 'thu'))
c('F', "Doppelmayr online course, module 3 tonight, ropeway electrics", 'systems', 'learning_consumption', sched=tonight('F'),
  ctx=ctx(P('Doppelmayr electrics certification'), T('Renew the car insurance')), par='p1')
c('K', "watch the rope splicing training video again before friday's splice practice", 'systems', 'learning_consumption', sched=wd('K', 'fri'))
c('O', "electrical safety course at the training centre, wed to fri 9 to 5", 'systems', 'learning_consumption', sched=wd('O', 'wed', '09:00'), ctx=EMPTY)
c('U', "studying for the group 4 electrical safety exam, 40 questions done", 'systems', 'learning_consumption',
  ctx=ctx(None, T('Pass the group 4 electrical exam', 'Book the exam slot')))
c('Y', "webinar on snowmaking pumps tomorrow 1100", 'systems', 'learning_consumption', sched=rel('Y', 1, '11:00'))
# milestone_outcome (5)
c('C', "the gondola passed the winter load test, zero remarks", 'systems', 'milestone_outcome')
c('H', "promoted to senior lift technician starting in may", 'systems', 'milestone_outcome', ctx=EMPTY)
c('L', "the resort hit 200 days without a lift accident", 'systems', 'milestone_outcome')
c('Q', "got my rope-access level 2 certificate", 'systems', 'milestone_outcome',
  ctx=ctx(None, T('Get the rope-access level 2 certificate', 'Renew the first-aid certificate')), comp='t1')
c('W', "the new chair 2 drive is running, the first public day went clean", 'systems', 'milestone_outcome')
# contact (4)
c('D', "Doppelmayr field engineer for our region: Stefan Huber, +43 664 312 8890", 'systems', 'contact', ents=['Stefan Huber'])
c('J', "the new safety officer is Zhanna Beisenova, office in the admin block", 'systems', 'contact', ents=['Zhanna Beisenova'])
c('R', "Kanat at the rope supplier, 8 727 279 4410, ask him for the splice price list", 'systems', 'contact', ents=['Kanat'], ctx=EMPTY)
c('V', "the snowcat mechanic from Astana is Altai's cousin Yerbol, 8 701 990 2044", 'systems', 'contact', ents=['Altai', 'Yerbol'])
# observation_insight (6)
c('B', "the chair 2 motor runs hot on every thaw day", 'systems', 'observation_insight')
c('E', "queues at the gondola are worst between 11 and 1 on sundays", 'systems', 'observation_insight')
c('I', "new operators make the most mistakes in their first week of nights", 'systems', 'observation_insight')
c('M', "the sheave liners wear twice as fast on the upper towers", 'systems', 'observation_insight', ctx=EMPTY)
c('S', "we run out of spare fuses each september, same every year", 'systems', 'observation_insight')
c('W', "the ticket scanners throw errors once it's below minus 15", 'systems', 'observation_insight')
# emotion_state (6)
c('A', "anxious about the season opening, two of the chairlifts still not certified by the inspectorate", 'systems', 'emotion_state',
  wait='inspectorate: certification of the two chairlifts')
c('G', "sick of all the paperwork Yerlan piles on us", 'systems', 'emotion_state', ents=['Yerlan'], ctx=EMPTY)
c('L', "relieved the chair 2 inspection went fine", 'systems', 'emotion_state')
c('P', "stressed, the summer crew is half of what we need", 'systems', 'emotion_state')
c('U', "excited to run the night skiing this winter", 'systems', 'emotion_state')
c('Z', "exhausted after the evacuation drill, 6 hours in the cold", 'systems', 'emotion_state')

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 75, cases)
