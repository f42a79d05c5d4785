# The seventy-seventh set: a night-shift railway signal maintainer on the Yerevan–Masis–Artashat line, Armenia
# (Asia/Yerevan, UTC+4 all year, no daylight saving since 2012; a time zone no earlier set, test or author script
# used). Nights are 19:00 to 07:00, so many notes are typed late at night, in the small hours or just after the
# handover. He lives in a flat in Nor Nork with his wife Nune, their son Davit (10, school, chess) and daughter Mane
# (5, kindergarten); his mama and papa are in Gyumri, his brother Hayk in Krasnodar, his sister Ani in Vanadzor,
# Nune's brother Gagik, the neighbour Levon and his friends Samvel and Karen. He fits intercoms on the side (client
# Hasmik). Notes in English with the Armenian and Russian he would use (jan, zokanch, khorovats, lavash, dacha,
# nachalnik left out on purpose: English words for the railway) and drams three ways ("18,900 dram", "AMD 14,300",
# "֏23,500", also "12k dram").
# Labelled by ../../../shared/eval/GUIDELINES.md with its Clarifications; written from scratch with labelset.py's
# helpers only (no other author script's tables, contexts or wording).
# Domain readings: the railway (signals, points, relay rooms, track circuits, the depot and its stores), Tigran (the
# foreman), Gor (his shift partner), Marina (dispatcher), Vahe (apprentice), Artak (track gang), Lusine (depot office),
# the signalling exams and the intercom side jobs are systems; Nune, Davit, Mane, mama and papa, Hayk, Ani, Gagik,
# Levon, Samvel, Karen, the kids' school and kindergarten are social; his knees, teeth, sleep, the Niva, the flat,
# the dacha, fishing at Sevan, bills and the bank are personal, as are the people who serve the flat and the car
# (Suren the plumber, Ashot's garage, Anahit the dentist).
# Names that look like people but are places or brands are not entities: Sasuntsi Davit (a station, beside his son
# Davit), Tumanyan street (beside Tumanyan the writer, a person), Komitas, Mashtots and Abovyan (streets), the
# Isahakyan library, Izmirlian (a medical centre), Ararat (brandy), Masis (a town and yard), Zigzag, Ucom, Viva-MTS,
# Ameriabank, Idram, ENA, Veolia, SAS, Siemens, SCR. Real people read or listened to (Tumanyan, Aznavour, Zadie
# Smith) are people named.
import os, datetime as dt
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT, NOW

EVN = 'Asia/Yerevan'
use({
  'A': ('2026-01-05T23:40:00', EVN), 'B': ('2026-01-17T14:10:00', EVN), 'C': ('2026-01-29T03:20:00', EVN),
  'D': ('2026-02-09T19:05:00', EVN), 'E': ('2026-02-21T08:15:00', EVN), 'F': ('2026-03-04T22:50:00', EVN),
  'G': ('2026-03-16T13:30:00', EVN), 'H': ('2026-03-27T07:40:00', EVN), 'I': ('2026-04-08T01:45:00', EVN),
  'J': ('2026-04-19T17:20:00', EVN), 'K': ('2026-05-01T10:00:00', EVN), 'L': ('2026-05-13T23:15:00', EVN),
  'M': ('2026-05-26T15:45:00', EVN), 'N': ('2026-06-06T20:30:00', EVN), 'O': ('2026-06-18T04:30:00', EVN),
  'P': ('2026-06-30T12:20:00', EVN), 'Q': ('2026-07-11T21:35:00', EVN), 'R': ('2026-07-24T06:55:00', EVN),
  'S': ('2026-08-05T18:10:00', EVN), 'T': ('2026-08-19T09:25:00', EVN), 'U': ('2026-09-02T23:55:00', EVN),
  'V': ('2026-09-17T16:30:00', EVN), 'W': ('2026-10-03T02:40:00', EVN), 'X': ('2026-10-20T19:50:00', EVN),
  'Y': ('2026-11-09T07:15:00', EVN), 'Z': ('2026-12-14T22:05:00', EVN),
}, {'A': 'mon', 'B': 'sat', 'C': 'thu', 'D': 'mon', 'E': 'sat', 'F': 'wed', 'G': 'mon', 'H': 'fri', 'I': 'wed',
    'J': 'sun', 'K': 'fri', 'L': 'wed', 'M': 'tue', 'N': 'sat', 'O': 'thu', 'P': 'tue', 'Q': 'sat', 'R': 'fri',
    'S': 'wed', 'T': 'wed', 'U': 'wed', 'V': 'thu', 'W': 'sat', 'X': 'tue', 'Y': 'mon', 'Z': 'mon'})

# Unrelated things he already keeps, one list per domain; a thought is given one from another domain.
FLAT = [ctx(P('Retile the balcony'), T('Renew the Niva insurance', 'Book an eye test'), C(('Suren', 'plumber'))),
        ctx(None, T('Top up the Ucom internet')),
        ctx(P('Dacha fence before winter'), T('Buy spray for the apricot trees'), C(('Ashot', 'mechanic')))]
HOME = [ctx(P("Davit's chess tournament trip"), T('Call mama in Gyumri'), C(('Nune', 'wife'), ('Hayk', 'brother'))),
        ctx(None, T("Sign Davit's homework diary"), C(('Ani', 'sister'))),
        ctx(P('New year table at ours'), T('Ask Levon for the folding chairs'))]
LINE = [ctx(P('Relay room B rewiring at Masis'), T('Fill in the shift log', 'Check the battery bank dates'), C(('Tigran', 'foreman'))),
        ctx(None, T('Hand in the night allowance sheet'), C(('Lusine', 'depot office'))),
        ctx(P('Category 3 signalling exam'), T('Get the medical certificate stamped'))]
OTHERS = {'personal': HOME + LINE, 'social': FLAT + LINE, 'systems': FLAT + HOME}
REMINDS = ("remind me", "don't forget", "dont forget", "don't let me forget", "ping me")

cases = []
_plain = labeller(cases)
_seq = [0]
def c(k, text, dom, et, **kw):
  """labelset's c() with this writer's checks: a reminder phrase goes with the reminder type and only with it
  (rule 1); a clock time on the capture day is after the capture; "tonight" is never said after midnight and
  "tomorrow" never before 05:00 (the night-shift reading of both is unclear); completes and parent name ids of the
  context given. A case given no context gets an empty one every sixth time, otherwise an unrelated one."""
  low = text.lower()
  assert any(r in low for r in REMINDS) == (et == 'reminder_intention'), ('rule 1', text)
  now = dt.datetime.fromisoformat(NOW[k][0])
  s = kw.get('sched')
  if isinstance(s, str) and len(s) == 16 and s[:10] == NOW[k][0][:10]:
    assert dt.datetime.fromisoformat(s) > now, ('clock time already gone', text)
  if 'tonight' in low: assert now.hour >= 5, ('tonight after midnight', text)
  if 'tomorrow' in low or 'tmrw' in low: assert now.hour >= 5, ('tomorrow before dawn', text)
  own = kw.get('ctx') or {}
  if kw.get('comp'): assert kw['comp'] in [t['id'] for t in own.get('tasks', [])], text
  if kw.get('par'): assert kw['par'] in [p['id'] for p in own.get('projects', [])], text
  if 'ctx' not in kw:
    _seq[0] += 1
    pool = OTHERS[dom]
    kw['ctx'] = None if _seq[0] % 6 == 0 else pool[(_seq[0] * 5) % len(pool)]
  _plain(k, text, dom, et, **kw)

# ═══════════════ personal (116) ═══════════════
# task (10)
c('A', "bleed the radiators in the flat on saturday, the bedroom one gurgles all night", 'personal', 'task', sched=sat('A'))
c('D', "fix the wobbly balcony door handle before the end of the month", 'personal', 'task', sched=eom('D'))
c('H', "the bathroom tap doesn't drip anymore, new cartridge in", 'personal', 'task',
  ctx=ctx(None, T('Fix the dripping bathroom tap', 'Fix the kitchen drawer runner')), comp='t1')
c('K', "defrost the freezer this weekend, the ice is up to the top drawer", 'personal', 'task', sched=sat('K'))
c('M', "the hallway light works again, it was the switch and not the bulb", 'personal', 'task',
  ctx=ctx(None, T('Fix the hallway light', 'Fix the bathroom fan')), comp='t1')
c('P', "wash the Niva and hoover the seats, end of month at the latest, it's a pigsty in there", 'personal', 'task', sched=eom('P'))
c('S', "swap the water filter under the sink tomorrow morning asap, the water tastes of rust", 'personal', 'task',
  sched=rel('S', 1, '09:00'), prio='urgent')
c('V', "seal the gap round the balcony window by october 1, low priority", 'personal', 'task', sched=md('V', 10, 1), prio='low')
c('X', "painted the first wall of the bedroom, two more to go on sunday", 'personal', 'task', sched=wd('X', 'sun'),
  ctx=ctx(P('Redo the bedroom'), T(('Paint the bedroom', 'p1'), ('Buy a bedroom rug', 'p1'))), par='p1')
c('Z', "the Niva's winter tyres are on, did it myself in the yard", 'personal', 'task',
  ctx=ctx(None, T('Put the winter tyres on the Niva', "Get the Niva's oil changed")), comp='t1')
# reminder_intention (9)
c('B', "remind me the ENA electricity bill is due the 25th, AMD 14,300 this time", 'personal', 'reminder_intention', sched=nth('B', 25),
  ctx=ctx(None, T('Pay the ENA electricity bill', 'Pay the gas bill')))
c('F', "ping me at 7 to move the Niva before the street sweepers come", 'personal', 'reminder_intention', sched=rel('F', 1, '07:00'))
c('I', "don't forget friday's dentist, half past 4", 'personal', 'reminder_intention', sched=wd('I', 'fri', '16:30'))
c('L', "remind me in the morning to take the meat out of the freezer", 'personal', 'reminder_intention', sched=rel('L', 1, '09:00'))
c('O', "dont forget the Niva insurance expires the 21st, renew it b4 then", 'personal', 'reminder_intention', sched=nth('O', 21))
c('R', "remind me come sunday evening: drill battery on charge for the shelf job", 'personal', 'reminder_intention', sched=wd('R', 'sun', '19:00'))
c('T', "ping me when I'm up at 2 to ring the gas people about the meter", 'personal', 'reminder_intention', sched=rel('T', 0, '14:00'))
c('W', "don't let me forget: blood pressure pills packed for tuesday's trip", 'personal', 'reminder_intention', sched=wd('W', 'tue'))
c('Y', "lift fee for the building, 3000 dram, due the 1st, remind me", 'personal', 'reminder_intention', sched=nth('Y', 1))
# communication (7)
c('C', "call Veolia when they open at 9, the water was off again all evening", 'personal', 'communication', sched=rel('C', 0, '09:00'))
c('G', "text Suren the plumber tomorrow 5ish about moving the pipes for the bathroom renovation", 'personal', 'communication', sched=rel('G', 1, '17:00'),
  ents=['Suren'], ctx=ctx(P('Bathroom renovation'), T(('Choose the bathroom tiles', 'p1')), C(('Suren', 'plumber'))), par='p1')
c('J', "rang Ashot at the garage, he says the gearbox part for the Niva comes wednesday", 'personal', 'communication', ents=['Ashot'],
  wait="Ashot's garage: Niva gearbox part", exp=wd('J', 'wed'))
c('N', "emailed Ameriabank about the double card charge, they say 5 working days", 'personal', 'communication',
  ctx=ctx(None, T('Email the bank about the double charge', 'Order a new bank card')), comp='t1',
  wait='Ameriabank: double card charge refund')
c('Q', "whatsapp Anahit the dentist monday 14:30 to move my filling", 'personal', 'communication', sched=wd('Q', 'mon', '14:30'), ents=['Anahit'])
c('U', "call the Ucom help line in the afternoon, the router drops every hour", 'personal', 'communication', sched=rel('U', 1, '15:00'))
c('X', "rang the garage-box owner re the rent, no answer, try him again thursday", 'personal', 'communication', sched=wd('X', 'thu'))
# project (8)
c('A', "redo the balcony by may 1: glass it in, new floor tiles, a shelf for Nune's jars", 'personal', 'project', sched=md('A', 5, 1), ents=['Nune'])
c('E', "get the dacha ready for planting by april 10: mend the fence, dig the beds, tomato seedlings. important", 'personal', 'project',
  sched=md('E', 4, 10), prio='high')
c('H', "do up the bathroom from april 6: quotes from two builders, tiles from the Arshakunyats market, a new boiler", 'personal', 'project', sched=md('H', 4, 6))
c('L', "finally swim like an adult before the Sevan trip in august: find a pool, lessons twice a week, proper trunks", 'personal', 'project')
c('O', "sort out my teeth by september 1: the filling, the crown, a proper cleaning", 'personal', 'project', sched=md('O', 9, 1))
c('S', "make wine from the dacha grapes this autumn: a 50 litre barrel, borrow Levon's press, bottles and corks", 'personal', 'project', ents=['Levon'])
c('W', "get in shape for the Aragats climb on the 24th: stairs every day, new boots, a test hike up Hatis", 'personal', 'project', sched=nth('W', 24))
c('Y', "clear out the basement storage someday: sort it, sell the old TV, haul the rest to the tip", 'personal', 'project', prio='low')
# routine_activity (9)
c('B', "did my 20 minutes on the exercise bike after sleeping, like every afternoon", 'personal', 'routine_activity')
c('E', "banya tonight at 6 like every saturday", 'personal', 'routine_activity', sched=tonight('E', '18:00'))
c('G', "stretched my knees 15 min before bed, doing it daily now", 'personal', 'routine_activity')
c('J', "back from the usual sunday fishing at Sevan, two trout", 'personal', 'routine_activity')
c('K', "morning loop round the Nor Nork reservoir done, same as always", 'personal', 'routine_activity')
c('N', "water the dacha tomatoes every sunday morning", 'personal', 'routine_activity', sched=OMIT)
c('T', "40 minutes on foot home from the station once the night ended, as every morning", 'personal', 'routine_activity')
c('T', "blood pressure after waking 128 over 82, I write it down every day", 'personal', 'routine_activity')
c('V', "Niva oil change at Ashot's on saturday as every autumn", 'personal', 'routine_activity', sched=sat('V'), ents=['Ashot'])
# transaction (11)
c('A', "gas bill came in, AMD 38,400 for december, due the 20th, the heating ate it all", 'personal', 'transaction', sched=nth('A', 20))
c('C', "paid the ENA bill on Idram, ֏14,300", 'personal', 'transaction',
  ctx=ctx(None, T('Pay the ENA bill', 'Pay the Veolia water bill')), comp='t1')
c('F', "the yearly Niva insurance is 62,000 dram, pay it by the 15th", 'personal', 'transaction', sched=nth('F', 15))
c('H', "18,900 dram coming back to my card for the broken kettle, the shop says friday", 'personal', 'transaction',
  wait='shop: 18,900 dram kettle refund', exp=wd('H', 'fri'))
c('K', "spent ֏23,500 at the building market on fittings for the bathroom", 'personal', 'transaction',
  ctx=ctx(P('Bathroom renovation'), T(('Book the tiler', 'p1'))), par='p1')
c('M', "Anahit wants AMD 85,000 for the crown, half of it up front on the 3rd", 'personal', 'transaction', sched=nth('M', 3), ents=['Anahit'],
  ctx=ctx(P('Sort out my teeth'), T(('Book the cleaning', 'p1'))), par='p1')
c('P', "Viva-MTS took 4,200 dram twice for roaming, refund still not here", 'personal', 'transaction',
  wait='Viva-MTS: 4,200 dram roaming refund')
c('R', "the last Niva loan payment went through, 41,000 dram and the car is all mine", 'personal', 'transaction',
  ctx=ctx(None, T('Make the last Niva loan payment', 'Pay the parking fine')), comp='t1')
c('U', "property tax on the flat, 12k dram, pay before the 20th", 'personal', 'transaction', sched=nth('U', 20))
c('X', "put 50,000 dram aside for the dacha roof", 'personal', 'transaction')
c('Y', "Ucom puts the internet up to 7,900 a month from december", 'personal', 'transaction')
# acquisition_disposition (10)
c('B', "get a proper winter coat on monday, my old coat's zip is gone", 'personal', 'acquisition_disposition', sched=wd('B', 'mon'))
c('D', "sold the old fridge on list.am for 30,000", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Sell the old fridge', 'Sell the old bicycle')), comp='t1')
c('G', "wednesday: get the bedroom a dehumidifier at Zigzag", 'personal', 'acquisition_disposition', sched=wd('G', 'wed'))
c('I', "the blackout curtains I ordered on Wildberries come thursday", 'personal', 'acquisition_disposition',
  wait='Wildberries: blackout curtains (delivery)', exp=wd('I', 'thu'))
c('L', "collected the new specs at the Abovyan street optician", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Pick up my new glasses', 'Pick up the dry cleaning')), comp='t1')
c('O', "the old armchair goes to the church's jumble sale on saturday", 'personal', 'acquisition_disposition', sched=sat('O'))
c('Q', "get a new fishing rod for Sevan before the 25th, the old one snapped", 'personal', 'acquisition_disposition', sched=nth('Q', 25))
c('T', "took the drill back to Zigzag, it was faulty out of the box", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Return the faulty drill', 'Return the extension lead')), comp='t1')
c('W', "the new mattress is stuck at their warehouse, they can't give a date, maybe next week", 'personal', 'acquisition_disposition',
  wait='new mattress (delivery)')
c('Z', "sell the old roof rack off the Niva, maybe 15k on list.am, low priority", 'personal', 'acquisition_disposition', prio='low')
# decision_commitment (9)
c('C', "no coffee after 3am on nights anymore, I can't sleep after", 'personal', 'decision_commitment')
c('E', "going with Ucom over Viva for the home internet", 'personal', 'decision_commitment')
c('H', "decided, I keep the Niva another two years, no new car", 'personal', 'decision_commitment')
c('J', "quitting the cigarettes from monday, enough is enough", 'personal', 'decision_commitment', sched=wd('J', 'mon'))
c('M', "the knee MRI at Izmirlian is on the 9th, decided, no more putting it off", 'personal', 'decision_commitment', sched=nth('M', 9))
c('P', "not renting the garage box again in the autumn, the Niva can sleep in the yard", 'personal', 'decision_commitment')
c('S', "in bed by 10 on my days off, full stop", 'personal', 'decision_commitment')
c('V', "done with lottery tickets, 2000 dram a week down the drain", 'personal', 'decision_commitment')
c('Y', "metro instead of the Niva for town starting next monday, the Niva is for the dacha only", 'personal', 'decision_commitment', sched=wd('Y', 'mon'))
# learning_consumption (9)
c('A', "rereading Tumanyan's tales before sleep, tonight it was Anush", 'personal', 'learning_consumption', ents=['Tumanyan'])
c('D', "started English on Duolingo, lesson 3 tonight at 9:30", 'personal', 'learning_consumption', sched=tonight('D', '21:30'))
c('F', "watching a youtube series on fixing old Soviet radios, up to episode 4", 'personal', 'learning_consumption')
c('I', "my hold came in at the Isahakyan library, the new Zadie Smith", 'personal', 'learning_consumption', ents=['Zadie Smith'])
c('K', "halfway through The Master and Margarita, listening to it walking home", 'personal', 'learning_consumption')
c('N', "online chess course for myself, first session sunday at 11", 'personal', 'learning_consumption', sched=wd('N', 'sun', '11:00'))
c('R', "podcast about the Cilician kingdom walking home, hooked", 'personal', 'learning_consumption')
c('U', "first driving lesson for the trailer licence, saturday 10am", 'personal', 'learning_consumption', sched=sat('U', '10:00'),
  ctx=ctx(P('Get the trailer licence'), T(('Get the medical for the trailer licence', 'p1'))), par='p1')
c('Y', "finished the Aznavour biography, sad ending", 'personal', 'learning_consumption', ents=['Aznavour'],
  ctx=ctx(None, T('Finish the Aznavour biography', 'Return the Tumanyan collection')), comp='t1')
# milestone_outcome (8)
c('B', "passed the eye test for the licence without glasses!!", 'personal', 'milestone_outcome')
c('E', "100 days without a cigarette today", 'personal', 'milestone_outcome')
c('H', "blood sugar back to normal on the new test, the doctor said well done", 'personal', 'milestone_outcome')
c('L', "first trout over 2 kilos from Sevan, they weighed it at the stall", 'personal', 'milestone_outcome')
c('M', "the flat is finally in my name, the notary stamped it this morning", 'personal', 'milestone_outcome')
c('S', "stood on the north peak of Aragats, 4090 m, my first 4000er", 'personal', 'milestone_outcome')
c('W', "9 kilos off since spring, the belt is on its last hole", 'personal', 'milestone_outcome')
c('Z', "driving licence renewed for 10 years", 'personal', 'milestone_outcome',
  ctx=ctx(None, T('Renew my driving licence', 'Renew my passport')), comp='t1')
# contact (8)
c('C', "Suren the plumber, 093 44 12 08, works weekends too", 'personal', 'contact', ents=['Suren'])
c('F', "Anahit Grigoryan, dentist at the clinic on Komitas, 010 52 33 90", 'personal', 'contact', ents=['Anahit Grigoryan'])
c('I', "Ashot's garage moved to Arshakunyats, same number 091 77 20 14", 'personal', 'contact', ents=['Ashot'])
c('M', "electrician Armen Sahakyan, Levon swears by him, 077 31 09 55", 'personal', 'contact', ents=['Armen Sahakyan', 'Levon'],
  ctx=ctx(None, T("Ask Levon for his electrician's number", 'Ask Levon about the dacha well')), comp='t1')
c('Q', "the honey man at the Gum market is Rafik, stall 14, his bees are in Tavush", 'personal', 'contact', ents=['Rafik'])
c('T', "my knee doctor is Hovhannisyan at Izmirlian, room 305, only on thursdays", 'personal', 'contact', ents=['Hovhannisyan'])
c('X', "Garik from the driving school, 098 60 61 62, texts only", 'personal', 'contact', ents=['Garik'])
c('Z', "Mkrtich at the Lada parts shop on Tbilisyan highway keeps original filters, 094 12 85 03", 'personal', 'contact', ents=['Mkrtich'])
# observation_insight (9)
c('A', "I sleep better after a night if I skip the heavy dinner", 'personal', 'observation_insight')
c('D', "the lift breaks down every time it snows, third time this winter", 'personal', 'observation_insight')
c('G', "hard braking and the Niva drifts left every time", 'personal', 'observation_insight')
c('J', "bread at the SAS gets marked down after 9pm", 'personal', 'observation_insight')
c('N', "my knee aches a day before the rain, every single time", 'personal', 'observation_insight')
c('P', "the courtyard goes quiet from 2 to 5 in the afternoon, best hours to sleep", 'personal', 'observation_insight')
c('R', "after a 12 hour night my hands shake if I skip breakfast", 'personal', 'observation_insight')
c('V', "the apricots at the dacha ripened two weeks early this year", 'personal', 'observation_insight')
c('Y', "the metro beats the Niva to anywhere in the centre", 'personal', 'observation_insight')
# emotion_state (9)
c('B', "feeling flat, can't sleep properly in the daytime this week", 'personal', 'emotion_state')
c('F', "scared of the knee operation on the 19th", 'personal', 'emotion_state')
c('K', "so glad the days are long again, I wake up in daylight", 'personal', 'emotion_state')
c('L', "annoyed at myself, forgot the gas meter reading again", 'personal', 'emotion_state')
c('O', "feeling low, two weeks and this cold won't shift", 'personal', 'emotion_state')
c('Q', "relieved, every blood test came back clean", 'personal', 'emotion_state')
c('T', "fed up, the Niva died again on the road to the dacha", 'personal', 'emotion_state')
c('W', "annoyed, Ameriabank still hasn't put back the 12,000 dram they took twice, they promised by the 10th", 'personal', 'emotion_state',
  wait='Ameriabank: 12,000 dram double charge', exp=nth('W', 10))
c('Y', "proud of myself, a month of stretching and the knee doesn't click", 'personal', 'emotion_state')

# ═══════════════ social (61) ═══════════════
# task (5)
c('C', "sign Davit's school trip form, it has to go in today!!", 'social', 'task', sched=rel('C', 0), prio='urgent', ents=['Davit'])
c('H', "Mane's dance dress is hemmed, recital-ready", 'social', 'task', ents=['Mane'],
  ctx=ctx(None, T("Hem Mane's dance dress", "Sew the button on Davit's coat")), comp='t1')
c('M', "meet Davit at Sasuntsi Davit station saturday at 6, the school trip bus gets back from Gyumri", 'social', 'task',
  sched=sat('M', '18:00'), ents=['Davit'])
c('Q', "fix the chain on Mane's bike before sunday's ride to Garni", 'social', 'task', sched=wd('Q', 'sun'), ents=['Mane'],
  ctx=ctx(P('Family bike ride to Garni'), T(('Pack the picnic', 'p1'))), par='p1')
c('V', "put up the shelf in mama's kitchen when we're in Gyumri on the 3rd", 'social', 'task', sched=nth('V', 3))
# reminder_intention (5)
c('A', "remind me at 9 to call mama, her name day is tomorrow", 'social', 'reminder_intention', sched=rel('A', 1, '09:00'))
c('G', "don't forget Ani's birthday next thursday, she turns 40", 'social', 'reminder_intention', sched=wd('G', 'thu'), ents=['Ani'])
c('K', "dont forget Mane's kindergarten fee, 25,000 by the 5th", 'social', 'reminder_intention', sched=nth('K', 5), ents=['Mane'])
c('S', "ping me in 40 minutes to fetch Davit from chess", 'social', 'reminder_intention', sched=rel('S', 0, '18:50'), ents=['Davit'])
c('X', "remind me the 30th is our anniversary, Nune wants dinner at Tavern Yerevan", 'social', 'reminder_intention', sched=nth('X', 30), ents=['Nune'])
# communication (6)
c('B', "call papa in Gyumri sunday afternoon, he needs help with his new phone", 'social', 'communication', sched=wd('B', 'sun', '15:00'))
c('E', "video call with Hayk in Krasnodar tmrw night", 'social', 'communication', sched=rel('E', 1, '20:00'), ents=['Hayk'])
c('I', "texted Karen happy birthday, he sent back a photo from Lyon", 'social', 'communication', ents=['Karen'],
  ctx=ctx(None, T('Text Karen for his birthday', 'Buy Karen a present')), comp='t1')
c('N', "message the class parents' chat tomorrow, nobody has paid for the end of year party", 'social', 'communication', sched=rel('N', 1))
c('R', "rang Gagik about his wedding toast, he wants me to speak second", 'social', 'communication', ents=['Gagik'])
c('W', "call Samvel at noon, he's back from Moscow", 'social', 'communication', sched=rel('W', 0, '12:00'), ents=['Samvel'])
# project (4)
c('D', "Mane's 6th birthday party on march 14: a room at the kids' café, the kindergarten group, a cake with a unicorn", 'social', 'project',
  sched=md('D', 3, 14), ents=['Mane'])
c('J', "bring mama and papa down from Gyumri for the winter by november 1: clear the small room, a second bed, their things in two trips", 'social', 'project', sched=md('J', 11, 1))
c('P', "Davit's summer camp in Tsaghkadzor: the form, the medical, a sleeping bag, pay by july 10", 'social', 'project',
  sched=md('P', 7, 10), ents=['Davit'])
c('U', "Nune's 40th surprise on october 17: book the restaurant, her sisters from Vanadzor, a slideshow of old photos", 'social', 'project',
  sched=md('U', 10, 17), ents=['Nune'])
# routine_activity (4)
c('F', "Mane's swimming every tuesday and friday at 5", 'social', 'routine_activity', sched=OMIT, ents=['Mane'])
c('L', "read Mane her bedtime story before I left for the shift, every night I can", 'social', 'routine_activity', ents=['Mane'])
c('S', "dropped Davit at chess at 5 like every wednesday", 'social', 'routine_activity', ents=['Davit'])
c('Y', "nardi with Levon in the courtyard tonight, our monday thing", 'social', 'routine_activity', sched=tonight('Y'), ents=['Levon'])
# transaction (7)
c('A', "sent Hayk 100,000 dram for mama's medicines", 'social', 'transaction', ents=['Hayk'])
c('E', "gave Davit 2000 pocket money for the Garni trip", 'social', 'transaction', ents=['Davit'],
  ctx=ctx(P("Davit's class trip to Garni"), T(('Sign the trip permission', 'p1'))), par='p1')
c('H', "Gagik's wedding envelope, AMD 50,000, we give it on the 18th", 'social', 'transaction', sched=nth('H', 18), ents=['Gagik'])
c('L', "paid Mane's kindergarten for june, ֏25,000", 'social', 'transaction', ents=['Mane'],
  ctx=ctx(None, T("Pay Mane's kindergarten fee", "Pay Davit's chess club")), comp='t1')
c('O', "papa's pension got cut to 68,000, I'll add 30k a month", 'social', 'transaction')
c('R', "christening gift for Samvel's little one on sunday, 30k dram from both of us", 'social', 'transaction', sched=wd('R', 'sun'), ents=['Samvel'])
c('X', "the school wants 15,000 for the classroom repairs by friday", 'social', 'transaction', sched=wd('X', 'fri'))
# acquisition_disposition (5)
c('B', "buy Davit a chess clock before the tournament the day after tomorrow", 'social', 'acquisition_disposition', sched=rel('B', 2), ents=['Davit'])
c('I', "picked up Mane's new shoes at the Mashtots shoe shop", 'social', 'acquisition_disposition', ents=['Mane'],
  ctx=ctx(None, T("Pick up Mane's new shoes", "Pick up Davit's winter jacket")), comp='t1')
c('N', "the tablet for papa is on order from Zigzag, arrives tuesday", 'social', 'acquisition_disposition',
  wait='Zigzag: tablet for papa (delivery)', exp=wd('N', 'tue'))
c('U', "hand Davit's old bike on to Ani's boy on sunday", 'social', 'acquisition_disposition', sched=wd('U', 'sun'), ents=['Davit', 'Ani'])
c('Z', "new year presents: lego for Davit, a scooter for Mane, a bottle of Ararat for papa, order by the 20th", 'social', 'acquisition_disposition',
  sched=nth('Z', 20), ents=['Davit', 'Mane'], ctx=ctx(P('New year at ours'), T(('Order the new year cake', 'p1'))), par='p1')
# decision_commitment (5)
c('D', "new year at Nune's parents' this time, we agreed", 'social', 'decision_commitment', ents=['Nune'])
c('I', "told Samvel yes, I'll be his best man at the wedding on september 5", 'social', 'decision_commitment', sched=md('I', 9, 5), ents=['Samvel'])
c('M', "Davit moves to the English school from september 1, we signed the papers", 'social', 'decision_commitment',
  sched=md('M', 9, 1), ents=['Davit'])
c('Q', "promised Mane a whole day at the water park on the 20th", 'social', 'decision_commitment', sched=nth('Q', 20), ents=['Mane'])
c('W', "no phones at the dinner table for anyone from monday, the kids groaned", 'social', 'decision_commitment', sched=wd('W', 'mon'))
# learning_consumption (4)
c('B', "reading The Little Prince with Davit at bedtime, up to chapter 6", 'social', 'learning_consumption', ents=['Davit'])
c('J', "talk for parents at the school library thursday at 6, on teenagers and phones", 'social', 'learning_consumption', sched=wd('J', 'thu', '18:00'))
c('K', "Davit and I are doing the online astronomy course together, lesson 2 tonight", 'social', 'learning_consumption',
  sched=tonight('K'), ents=['Davit'])
c('V', "Nune and I are practising Georgian from a phrasebook for the Batumi trip on the 9th", 'social', 'learning_consumption', sched=nth('V', 9), ents=['Nune'])
# milestone_outcome (5)
c('F', "Davit won the school chess championship!!", 'social', 'milestone_outcome', ents=['Davit'])
c('K', "Mane said a whole poem by heart at the kindergarten concert", 'social', 'milestone_outcome', ents=['Mane'])
c('P', "Ani got into the master's programme at Yerevan State", 'social', 'milestone_outcome', ents=['Ani'])
c('T', "mama and papa are married 45 years today", 'social', 'milestone_outcome')
c('Y', "Hayk finally has his residence permit in Russia", 'social', 'milestone_outcome', ents=['Hayk'])
# contact (4)
c('G', "Davit's chess coach is Vardan Petrosyan, 091 23 45 67", 'social', 'contact', ents=['Vardan Petrosyan'])
c('L', "Mane's kindergarten teacher is Gayane, call her only after 6", 'social', 'contact', ents=['Mane', 'Gayane'])
c('S', "Levon's got a new number, 055 18 90 33, his old sim is dead", 'social', 'contact', ents=['Levon'])
c('X', "Gagik's wife is Lilit, a nurse at the Surb Astvatsamayr hospital", 'social', 'contact', ents=['Gagik', 'Lilit'])
# observation_insight (4)
c('A', "Davit sleeps better on the nights I'm home to put him down", 'social', 'observation_insight', ents=['Davit'])
c('H', "mama tells the same stories more and more lately", 'social', 'observation_insight')
c('N', "Mane eats everything on her plate when her cousins are at the table", 'social', 'observation_insight', ents=['Mane'])
c('W', "Samvel goes quiet every october, ever since his father died", 'social', 'observation_insight', ents=['Samvel'])
# emotion_state (3)
c('C', "missing the kids, 4 nights without seeing them awake", 'social', 'emotion_state')
c('J', "proud of Davit, lost the final and shook hands like a grown man", 'social', 'emotion_state', ents=['Davit'])
c('R', "worried about papa's cough, it's been a month now", 'social', 'emotion_state')

# ═══════════════ systems (73) ═══════════════
# task (6)
c('A', "swap the burnt lamp in signal N4 at Masis in 2 hours, when the possession starts", 'systems', 'task', sched=at('2026-01-06', '01:40'))
c('E', "clean the contacts on the point machine at switch 12 tuesday night", 'systems', 'task', sched=wd('E', 'tue', '20:00'))
c('I', "the barrier at the Artashat crossing lifts right again, new spring fitted", 'systems', 'task',
  ctx=ctx(None, T('Fix the barrier at the Artashat crossing', 'Fix the bell at the Artashat crossing')), comp='t1')
c('M', "label every cable in relay room B by the 31st", 'systems', 'task', sched=nth('M', 31),
  ctx=ctx(P('Relay room B rewiring'), T(('Order the cable markers', 'p1'))), par='p1')
c('R', "battery bank at the Shengavit cabin topped up and tested", 'systems', 'task',
  ctx=ctx(None, T('Top up the Shengavit battery bank', 'Test the Shengavit backup generator')), comp='t1')
c('W', "write up the fault report on the Artashat points before my shift monday, asap", 'systems', 'task', sched=wd('W', 'mon'), prio='urgent')
# reminder_intention (5)
c('D', "remind me in two weeks: night allowance sheet to Lusine", 'systems', 'reminder_intention', sched=rel('D', 14), ents=['Lusine'])
c('H', "ping me at 6 tonight to take the multimeter back to the relay room", 'systems', 'reminder_intention', sched=rel('H', 0, '18:00'))
c('L', "don't forget the safety briefing at the depot at 8", 'systems', 'reminder_intention', sched=rel('L', 1, '08:00'))
c('Q', "overtime hours to Tigran on the 1st, remind me", 'systems', 'reminder_intention', sched=nth('Q', 1), ents=['Tigran'])
c('V', "don't let me forget the medical for my signalling ticket, thursday at quarter to 9", 'systems', 'reminder_intention', sched=wd('V', 'thu', '08:45'))
# communication (7)
c('B', "call Tigran at 7 about who covers Gor's nights", 'systems', 'communication', sched=rel('B', 0, '19:00'), ents=['Tigran', 'Gor'])
c('F', "radio Marina in 20 mins before we open up the Masis points", 'systems', 'communication', sched=rel('F', 0, '23:10'), ents=['Marina'])
c('J', "emailed my certificate scans to the depot, Lusine says she files them monday", 'systems', 'communication', ents=['Lusine'],
  ctx=ctx(None, T('Email my certificate scans to the depot', 'Email the leave request')), comp='t1',
  wait='Lusine: filing the certificate scans', exp=wd('J', 'mon'))
c('N', "sent Vahe the wiring diagram for section 9, no reply yet", 'systems', 'communication', ents=['Vahe'],
  wait='Vahe: reply on the section 9 wiring diagram')
c('S', "talk to Artak tomorrow at 0730, his gang keeps cutting our cables", 'systems', 'communication', sched=rel('S', 1, '07:30'), ents=['Artak'])
c('U', "ring the union rep first thing in the morning about the new rota", 'systems', 'communication', sched=rel('U', 1, '09:00'))
c('Z', "left Tigran a voicemail about my december leave, he hasn't rung back", 'systems', 'communication', ents=['Tigran'],
  wait='Tigran: answer on the December leave')
# project (5)
c('C', "rewire relay room B at Masis by february 20: new terminal blocks, label everything, draw a fresh diagram. high priority", 'systems', 'project',
  sched=md('C', 2, 20), prio='high')
c('G', "get ready for the category 3 signalling exam on april 28: the rulebook, the relay logic chapters, mock papers with Gor", 'systems', 'project',
  sched=md('G', 4, 28), ents=['Gor'])
c('K', "start an intercom repair side job from june 1: a price list, flyers for the Nor Nork blocks, a used test set", 'systems', 'project', sched=md('K', 6, 1))
c('P', "get Vahe ready on the point machines before he goes solo on the 15th: a night at every switch, the fault book, a test", 'systems', 'project',
  sched=nth('P', 15), ents=['Vahe'])
c('X', "winter-proof the Shengavit section before the 15th: heaters in the point boxes, the snow brushes, spare fuses", 'systems', 'project',
  sched=nth('X', 15))
# routine_activity (5)
c('D', "nights are two on, two off from march, 19:00 to 07:00", 'systems', 'routine_activity', sched=OMIT)
c('I', "walked the Masis section at 1 and checked every signal, same as each night", 'systems', 'routine_activity')
c('O', "weekly insulated joint check on section 4 done", 'systems', 'routine_activity',
  ctx=ctx(None, T('Do the weekly insulated joint check', 'Do the monthly earth test')), comp='t1')
c('T', "earth test on the relay room tonight as every third wednesday", 'systems', 'routine_activity', sched=tonight('T'))
c('Y', "handed over to Gor at 7 as every morning, nothing to report", 'systems', 'routine_activity', ents=['Gor'])
# transaction (7)
c('A', "night allowance for december came to AMD 46,000, check it on the payslip thursday", 'systems', 'transaction', sched=wd('A', 'thu'))
c('G', "the railway still hasn't paid january's overtime, Lusine says it goes in on the 20th", 'systems', 'transaction', ents=['Lusine'],
  wait="railway: January overtime pay", exp=nth('G', 20))
c('K', "charged the block on Gai avenue ֏35,000 for the new intercom, cash", 'systems', 'transaction')
c('N', "28k dram for a used intercom test set, for the side jobs", 'systems', 'transaction',
  ctx=ctx(P('Intercom repair side job'), T(('Print the price list', 'p1'))), par='p1')
c('R', "union dues go up to 3,500 dram from august", 'systems', 'transaction')
c('V', "Hasmik paid the 20,000 for the intercom handsets", 'systems', 'transaction', ents=['Hasmik'],
  ctx=ctx(None, T('Collect the 20,000 from Hasmik', 'Collect payment from the Gai avenue block')), comp='t1')
c('Z', "the railway's new year bonus, AMD 120,000, hasn't come yet, accounts say the 25th", 'systems', 'transaction',
  wait='railway: new year bonus', exp=nth('Z', 25))
# acquisition_disposition (5)
c('B', "order spare lamps for the N-series signals from the stores on monday, medium priority", 'systems', 'acquisition_disposition',
  sched=wd('B', 'mon'), prio='medium')
c('H', "collected my new winter uniform from the depot stores", 'systems', 'acquisition_disposition',
  ctx=ctx(None, T('Pick up the winter uniform', 'Pick up the new safety boots')), comp='t1')
c('L', "the replacement relay for switch 12 is still sitting in the Gyumri warehouse, nobody knows when", 'systems', 'acquisition_disposition',
  wait='Gyumri warehouse: replacement relay for switch 12')
c('Q', "hand the broken radio back to stores on monday and get a new one", 'systems', 'acquisition_disposition', sched=wd('Q', 'mon'))
c('X', "the new insulation tester for the crew arrives from Tbilisi thursday", 'systems', 'acquisition_disposition',
  wait='new insulation tester (delivery from Tbilisi)', exp=wd('X', 'thu'))
# decision_commitment (6)
c('C', "I'm taking the senior maintainer post at Masis from the 1st, said yes to Tigran", 'systems', 'decision_commitment',
  sched=nth('C', 1), ents=['Tigran'], ctx=ctx(None, T('Answer Tigran about the senior post', 'Answer Lusine about the leave dates')), comp='t1')
c('F', "not doing doubles anymore, I said so to Tigran at the handover", 'systems', 'decision_commitment', ents=['Tigran'])
c('J', "going with the Chinese relays over the Russian ones for the rewire, cheaper and in stock", 'systems', 'decision_commitment',
  ctx=ctx(P('Relay room B rewiring'), T(('Order the terminal blocks', 'p1'))), par='p1')
c('O', "told Gor I'd take his saturday night, his kid is sick", 'systems', 'decision_commitment', sched=sat('O', '20:00'), ents=['Gor'])
c('T', "intercom jobs only on my days off, never straight after a night", 'systems', 'decision_commitment')
c('Y', "not going for the foreman job, I'd hate the paperwork", 'systems', 'decision_commitment')
# learning_consumption (5)
c('E', "reading up on electronic interlocking for the audit on the 3rd, chapter 5 of the SCR manual", 'systems', 'learning_consumption', sched=nth('E', 3))
c('K', "relay logic refresher at the depot next friday, 9 to 4", 'systems', 'learning_consumption', sched=wd('K', 'fri', '09:00'))
c('P', "Siemens training videos on axle counters tonight", 'systems', 'learning_consumption', sched=tonight('P'))
c('S', "the category 3 mock exam is on the 12th, old papers every night till then", 'systems', 'learning_consumption', sched=nth('S', 12),
  ctx=ctx(P('Category 3 signalling exam'), T(('Get the exam fee receipt', 'p1'))), par='p1')
c('W', "first aid refresher for the line crew, tuesday at 10", 'systems', 'learning_consumption', sched=wd('W', 'tue', '10:00'))
# milestone_outcome (5)
c('B', "five years on the line without one lost-time incident", 'systems', 'milestone_outcome')
c('I', "passed the high-voltage safety ticket, 92 points", 'systems', 'milestone_outcome',
  ctx=ctx(P('Tickets and cards this year'), T(('Pass the high-voltage safety ticket', 'p1'), ('Renew the track access card', 'p1'))), comp='t1', par='p1')
c('M', "the Masis relay room rewire is finished and signed off, zero faults on the test", 'systems', 'milestone_outcome',
  ctx=ctx(P('Relay room B rewiring at Masis'), T(('Sign off the Masis rewire', 'p1'), ('Order the cable markers', 'p1'))), comp='t1', par='p1')
c('U', "first month as senior maintainer behind me, not one delay on my section", 'systems', 'milestone_outcome')
c('Z', "our section went the whole year without a signal failure delay", 'systems', 'milestone_outcome')
# contact (5)
c('D', "the new night dispatcher is Marina Avetisyan, extension 214", 'systems', 'contact', ents=['Marina Avetisyan'])
c('H', "Artak Mkrtchyan runs the track gang at Artashat, 093 55 71 20", 'systems', 'contact', ents=['Artak Mkrtchyan'])
c('N', "intercom client: Hasmik, café on Tumanyan street, wants two handsets, 094 30 11 77", 'systems', 'contact', ents=['Hasmik'])
c('R', "the axle counter engineer at Siemens in Tbilisi is Sergei Volkov, Russian only", 'systems', 'contact', ents=['Sergei Volkov'])
c('W', "Vahe's mobile for call-outs is 077 64 22 90", 'systems', 'contact', ents=['Vahe'])
# observation_insight (6)
c('C', "the track circuits at Masis drop out every time it thaws", 'systems', 'observation_insight')
c('G', "most point failures come in the first week of frost", 'systems', 'observation_insight')
c('L', "Gor is sharper on the second night than on the first", 'systems', 'observation_insight', ents=['Gor'])
c('P', "the relays from the Chinese batch run hotter than the old ones", 'systems', 'observation_insight')
c('V', "the dispatch office rings us less when Marina is on", 'systems', 'observation_insight', ents=['Marina'])
c('Y', "copper thieves go for the Shengavit cables every november", 'systems', 'observation_insight')
# emotion_state (6)
c('E', "stressed, we're two maintainers short for the spring nights", 'systems', 'emotion_state')
c('J', "nervous about the category 3 exam on the 28th", 'systems', 'emotion_state')
c('M', "sick of writing one fault up three times for three offices", 'systems', 'emotion_state')
c('Q', "happy with how Vahe found that earth fault on his own", 'systems', 'emotion_state', ents=['Vahe'])
c('U', "angry, the new radios from stores are still missing, they swore we'd have them by the 10th", 'systems', 'emotion_state',
  wait='depot stores: new radios', exp=nth('U', 10))
c('X', "proud of the crew, we had the points cleared in that storm in under an hour", 'systems', 'emotion_state')

# This writer's counts: the one "next thursday" said on a Monday, three recurring schedules left out.
assert sum(1 for x in cases if 'next thursday' in x['text'] and x['now'].startswith('2026-03-16')) == 1
assert sum(1 for x in cases if 'scheduled_local' not in x['expect']) == 3

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 77, cases)
