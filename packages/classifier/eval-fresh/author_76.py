# The seventy-sixth set: the skipper of a work boat (the lancha "Reloncaví II") that serves salmon-farm sites near
# Puerto Montt, Chile (America/Santiago: UTC-3 in summer, UTC-4 from the first Sunday of April to the first Sunday of
# September; no capture or schedule falls in the hour the clocks skip or repeat). He lives in Alerce with his partner
# Caro and their daughter Anto (16, liceo, volleyball, the PAES ahead); his mamá is in Osorno, his brother Claudio in
# Santiago, Caro's sister Rosario nearby, his compadre Jaime and his friends Nacho and Mauro. He repairs outboard motors
# on the side (clients Checho and Gladys, parts from Repuestos Náuticos). Notes in English with the Spanish he would
# use (lancha, centro, leña, quincho, once, asado, completos, liceo, apoderados, cuota, dividendo, mañana, fin de mes)
# and Chilean pesos three ways ("$41.200", "45 lucas", "CLP 120.000").
# Labelled by ../../../shared/eval/GUIDELINES.md with its Clarifications, written from scratch with labelset.py's
# helpers only (no other author script's tables or templates).
# Domain readings: the boat, the farm sites, the contractor Naviera Tenglo, Marcela (operations), Rodrigo (site
# manager), Héctor and Valdivia (divers/crew), Pato (deckhand), the Capitanía (port authority), his skipper's licence
# and the outboard side work are systems; Caro, Anto, mamá, Claudio, Rosario, Jaime, Nacho, Mauro and Anto's liceo
# are social; his back, knee and ears, the Hilux, the house in Alerce, leña, bills, the dividendo, fishing, guitar and
# English lessons are personal, as are the people serving the house and the truck (Luis the builder, Ricardo at the
# taller, Hernán who sells leña).
# Names that look like places are people where they name a person (Rosario, Valdivia the deckhand); places (Alerce,
# Osorno, Calbuco, Maullín, Angelmó, Valdivia the city) and stores and brands that look like surnames (Falabella,
# Ripley, Sodimac, Yamaha, Suzuki, Mercury, BancoEstado, SAESA, ESSAL) are not entities.
import os, re, datetime as dt
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT, NOW

SCL = 'America/Santiago'
use({
  'A': ('2026-01-07T05:40:00', SCL), 'B': ('2026-01-19T21:15:00', SCL), 'C': ('2026-01-30T12:30:00', SCL),
  'D': ('2026-02-10T06:50:00', SCL), 'E': ('2026-02-22T19:40:00', SCL), 'F': ('2026-03-06T08:15:00', SCL),
  'G': ('2026-03-18T22:30:00', SCL), 'H': ('2026-03-30T13:05:00', SCL), 'I': ('2026-04-11T10:20:00', SCL),
  'J': ('2026-04-24T17:45:00', SCL), 'K': ('2026-05-07T05:55:00', SCL), 'L': ('2026-05-19T20:10:00', SCL),
  'M': ('2026-05-31T11:30:00', SCL), 'N': ('2026-06-12T23:05:00', SCL), 'O': ('2026-06-25T07:30:00', SCL),
  'P': ('2026-07-09T16:40:00', SCL), 'Q': ('2026-07-27T21:50:00', SCL), 'R': ('2026-08-11T09:10:00', SCL),
  'S': ('2026-08-28T18:25:00', SCL), 'T': ('2026-09-14T06:05:00', SCL), 'U': ('2026-09-25T14:20:00', SCL),
  'V': ('2026-10-09T19:00:00', SCL), 'W': ('2026-10-26T07:50:00', SCL), 'X': ('2026-11-13T22:15:00', SCL),
  'Y': ('2026-11-27T12:00:00', SCL), 'Z': ('2026-12-15T20:35:00', SCL),
}, {'A': 'wed', 'B': 'mon', 'C': 'fri', 'D': 'tue', 'E': 'sun', 'F': 'fri', 'G': 'wed', 'H': 'mon', 'I': 'sat',
    'J': 'fri', 'K': 'thu', 'L': 'tue', 'M': 'sun', 'N': 'fri', 'O': 'thu', 'P': 'thu', 'Q': 'mon', 'R': 'tue',
    'S': 'fri', 'T': 'mon', 'U': 'fri', 'V': 'fri', 'W': 'mon', 'X': 'fri', 'Y': 'fri', 'Z': 'tue'})

# What he already keeps in the other two domains, unrelated to the thought it sits beside.
CASA = [ctx(P('Re-roof the quincho'), T('Buy a sack of dry leña', 'Book the Hilux service'), C(('Luis', 'builder'))),
        ctx(None, T('Pay the ESSAL water bill')),
        ctx(P('Fly fishing week in Palena'), T('Get the fishing licence'), C(('Ricardo', 'mechanic')))]
FAMILIA = [ctx(P("Anto's 17th birthday"), T('Call mamá in Osorno'), C(('Caro', 'partner'), ('Claudio', 'brother'))),
           ctx(None, T("Sign Anto's school diary"), C(('Rosario', "Caro's sister"))),
           ctx(P('Christmas at ours'), T('Ask Jaime about the trailer'))]
PEGA = [ctx(P('Lancha service before the season'), T('Fill in the logbook', 'Check the life raft date'), C(('Rodrigo', 'jefe de centro'))),
        ctx(None, T('Hand in the travel allowance form'), C(('Marcela', 'operations'))),
        ctx(P('Motor repair side business'), T("Quote Gladys's Suzuki"))]
BACKGROUND = {'personal': FAMILIA + PEGA, 'social': CASA + PEGA, 'systems': CASA + FAMILIA}
ASKS = re.compile(r"\b(?:remind me|don't forget|dont forget|don't let me forget|ping me)\b", re.I)

cases = []
_label = labeller(cases)
_turn = {'n': 0}
def c(k, text, dom, et, **kw):
  """labelset's c() with this writer's checks: a reminder phrase and the reminder type go together (rule 1), a time
  today is later than the capture (compared as datetimes), completes/parent name ids of the context given; a case
  given no context gets every fifth time an empty one, otherwise a background one from the other two domains."""
  assert bool(ASKS.search(text)) == (et == 'reminder_intention'), ('rule 1', text)
  s = kw.get('sched')
  now = dt.datetime.fromisoformat(NOW[k][0])
  if isinstance(s, str) and len(s) == 16 and s[:10] == NOW[k][0][:10]:
    assert dt.datetime.fromisoformat(s) > now, ('time already past', text, s)
  given = kw.get('ctx') or {}
  if kw.get('comp'): assert kw['comp'] in {t['id'] for t in given.get('tasks', [])}, text
  if kw.get('par'): assert kw['par'] in {p['id'] for p in given.get('projects', [])}, text
  if 'ctx' not in kw:
    _turn['n'] += 1
    kw['ctx'] = None if _turn['n'] % 5 == 0 else BACKGROUND[dom][_turn['n'] % 6]
  _label(k, text, dom, et, **kw)

# ════════════════════════ personal (116) ════════════════════════
# task (10)
c('A', "stack the leña delivery in the shed saturday, before the rain gets into it", 'personal', 'task', sched=sat('A'))
c('D', "get the Hilux revisión técnica done before fin de mes, the sticker runs out in february", 'personal', 'task', sched=eom('D'))
c('G', "clean out the estufa's chimney pipe on sunday, it smoked up the whole living room tonight", 'personal', 'task', sched=wd('G', 'sun'))
c('L', "unclog the back door gutter tomorrow asap, it pours straight onto the step", 'personal', 'task', sched=rel('L', 1), prio='urgent')
c('P', "the kitchen sink doesn't drip anymore, swapped the trap for one from Sodimac at $8.990", 'personal', 'task',
  ctx=ctx(None, T('Fix the leak under the kitchen sink', 'Fix the leak in the shower')), comp='t1')
c('S', "the last zinc sheet is screwed down, the quincho roof is sealed", 'personal', 'task',
  ctx=ctx(P('Re-roof the quincho'), T(('Seal the quincho roof', 'p1'), ('Paint the quincho beams', 'p1'))), comp='t1', par='p1')
c('V', "mow the front patch and cut back the hedge saturday afternoon. medium priority", 'personal', 'task', sched=sat('V', '15:00'), prio='medium')
c('X', "re-caulk the shower tomorrow, the silicone has gone black at the corners. low priority", 'personal', 'task', sched=rel('X', 1), prio='low',
  ctx=ctx(P('Redo the bathroom'), T('Buy a new shower head'), C(('Luis', 'builder'))), par='p1')
c('Z', "new batteries in both smoke alarms, hall and bedroom", 'personal', 'task',
  ctx=ctx(None, T('Change the smoke alarm batteries', 'Test the gas detector')), comp='t1')
c('J', "sanded the front door, only the bottom half so far, the rest on sunday", 'personal', 'task', sched=wd('J', 'sun'),
  ctx=ctx(None, T('Sand and varnish the front door', 'Varnish the back gate')))
# reminder_intention (9)
c('B', "remind me the SAESA bill goes on the 25th, $38.450 this month", 'personal', 'reminder_intention', sched=nth('B', 25),
  ctx=ctx(None, T('Pay the SAESA bill', 'Top up the gas account')))
c('F', "ping me at 6pm to bring the leña in before the frost!! today", 'personal', 'reminder_intention', sched=rel('F', 0, '18:00'), prio='urgent')
c('H', "don't let me forget the dentist wednesday at 4:30", 'personal', 'reminder_intention', sched=wd('H', 'wed', '16:30'))
c('N', "remind me at 9 to ring the taller about the Hilux clutch", 'personal', 'reminder_intention', sched=rel('N', 1, '09:00'))
c('R', "dont forget my Cuenta RUT card expires on the 20th, sort it at BancoEstado before then", 'personal', 'reminder_intention', sched=nth('R', 20))
c('U', "remind me on monday about booking the hearing test, my ears whistle after every shift", 'personal', 'reminder_intention', sched=wd('U', 'mon'))
c('W', "ping me thursday to collect my glasses at the óptica", 'personal', 'reminder_intention', sched=wd('W', 'thu'))
c('X', "don't forget the contribuciones instalment, it's due the 30th", 'personal', 'reminder_intention', sched=nth('X', 30))
c('Y', "bins out to the kerb sunday evening, remind me", 'personal', 'reminder_intention', sched=wd('Y', 'sun', '19:00'))
# communication (6)
c('C', "ring ESSAL in an hour, they billed the water twice", 'personal', 'communication', sched=rel('C', 0, '13:30'))
c('G', "whatsapp Luis the builder at 7 tomorrow, I need his price on the bathroom tiles", 'personal', 'communication', sched=rel('G', 1, '07:00'), ents=['Luis'])
c('I', "emailed the isapre my dentist receipts, now the refund takes 10 working days they say", 'personal', 'communication',
  ctx=ctx(None, T('Send the dentist receipts to the isapre', 'Send the optician receipts to the isapre')), comp='t1',
  wait='isapre: dental refund')
c('M', "rang the taller, Ricardo says the clutch part for the Hilux lands wednesday", 'personal', 'communication', ents=['Ricardo'],
  wait='taller: Hilux clutch part', exp=wd('M', 'wed'))
c('Q', "phone BancoEstado at 9 tomorrow, the dividendo jumped another $12.000", 'personal', 'communication', sched=rel('Q', 1, '09:00'))
c('T', "left the optometrist a voicemail about my check-up, ring again thursday if they don't call", 'personal', 'communication', sched=wd('T', 'thu'))
# project (8)
c('A', "new roof on the quincho starting the 14th: a quote from Luis, the zinc sheets, one weekend with Nacho for the heavy lifting", 'personal', 'project', sched=nth('A', 14), ents=['Luis', 'Nacho'])
c('E', "a greenhouse out the back someday: rip out the blackberries, level the ground, order polycarbonate", 'personal', 'project', prio='low')
c('H', "get the Hilux fit for the Carretera Austral trip on feb 8: tyres, new shocks, a spare jerrycan", 'personal', 'project', sched=md('H', 2, 8))
c('L', "sort out my pension: look at the AFP fund, ask about an APV, move to a safer fund by june 2", 'personal', 'project', sched=md('L', 6, 2))
c('O', "insulate the attic by july 15: measure it, buy the lana mineral rolls, borrow Jaime's ladder", 'personal', 'project', sched=md('O', 7, 15), ents=['Jaime'])
c('S', "drop 8 kilos before summer: walk the costanera three times a week, no more completos at the pier, weigh in sundays", 'personal', 'project')
c('V', "paint the outside of the house this summer: wash the walls, scrape, two coats, the window trim last", 'personal', 'project')
c('Z', "fly fishing week in Palena from march 8: a cabin, the licence, new line and a box of flies", 'personal', 'project', sched=md('Z', 3, 8))
# routine_activity (9)
c('B', "took the dog along the costanera at 7, same as every night", 'personal', 'routine_activity')
c('D', "15 minutes of back stretches this morning before the truck, as always", 'personal', 'routine_activity')
c('F', "split leña every saturday morning, an hour before breakfast", 'personal', 'routine_activity', sched=OMIT)
c('I', "fútbol senior at 4 this afternoon like every saturday", 'personal', 'routine_activity', sched=rel('I', 0, '16:00'))
c('K', "physio exercises done before going down to the pier, 20 days straight", 'personal', 'routine_activity')
c('P', "guitar practice tonight at 9 as on every thursday", 'personal', 'routine_activity', sched=tonight('P', '21:00'))
c('R', "filled the weekly pillbox, blood pressure pills as usual", 'personal', 'routine_activity')
c('W', "did the monthly check on the gas cylinders and the stove hose", 'personal', 'routine_activity')
c('Y', "morning round with the dog done, 5 km in the drizzle", 'personal', 'routine_activity')
# transaction (12)
c('A', "paid the SAESA bill, $41.200, way up on december", 'personal', 'transaction',
  ctx=ctx(None, T('Pay the SAESA bill', 'Pay the ESSAL bill')), comp='t1')
c('C', "the dividendo of CLP 312.000 goes out fin de mes, make sure the account can cover it", 'personal', 'transaction', sched=eom('C'))
c('E', "$18.500 back from the isapre for the dentist, finally", 'personal', 'transaction')
c('G', "move 60 lucas into the Hilux savings on the 1st", 'personal', 'transaction', sched=nth('G', 1))
c('J', "paid the second cuota on the Hilux tyres, 45 lucas, two to go", 'personal', 'transaction',
  ctx=ctx(None, T('Pay off the Hilux tyres', 'Pay off the new mattress')))
c('L', "SAESA came in at $52.300 this month, pay it before the 28th", 'personal', 'transaction', sched=nth('L', 28))
c('N', "the tax refund from the SII still isn't in my account", 'personal', 'transaction', wait='SII: tax refund')
c('Q', "the Cuenta RUT took $1.200 off me for a transfer, didn't know they charged that", 'personal', 'transaction')
c('S', "last dentist cuota, CLP 95.000, by end of the month", 'personal', 'transaction', sched=eom('S'))
c('T', "paid Hernán for the leña, 3 metres at $150.000", 'personal', 'transaction', ents=['Hernán'],
  ctx=ctx(None, T('Pay Hernán for the leña', 'Pay Luis for the gutter job')), comp='t1')
c('X', "house insurance now $23.900 a month, the new debit starts december 5", 'personal', 'transaction', sched=md('X', 12, 5))
c('Z', "still owe the dentist the last 30 lucas, pay it on the 22nd", 'personal', 'transaction', sched=nth('Z', 22))
# acquisition_disposition (11)
c('B', "need 8 polycarbonate sheets for the greenhouse, ask at Sodimac what they cost", 'personal', 'acquisition_disposition',
  ctx=ctx(P('Build the greenhouse out back'), T('Buy a sack of dry leña')), par='p1')
c('D', "order the replacement cartridge for the water purifier on Mercado Libre tonight", 'personal', 'acquisition_disposition', sched=tonight('D'))
c('F', "the óptica had my glasses ready, collected them, I can see the road at night again", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Pick up the new glasses', 'Pick up the watch from the repair shop')), comp='t1')
c('H', "listing the old mountain bike on Marketplace tomorrow, asking 90 lucas", 'personal', 'acquisition_disposition', sched=rel('H', 1))
c('J', "the new mattress from Falabella comes thursday", 'personal', 'acquisition_disposition',
  wait='Falabella: new mattress (delivery)', exp=wd('J', 'thu'))
c('K', "dropped the dead dryer and two bald tyres at the punto limpio", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Get rid of the broken dryer', 'Get rid of the old fridge')), comp='t1')
c('M', "buy the dehumidifier next sunday, today the Sodimac in Alerce had none", 'personal', 'acquisition_disposition', sched=wd('M', 'sun'))
c('O', "took the drill that died back to Sodimac, they gave me store credit", 'personal', 'acquisition_disposition')
c('R', "the Ripley rain jacket still hasn't shipped, they say friday now", 'personal', 'acquisition_disposition',
  wait='Ripley: rain jacket order', exp=wd('R', 'fri'))
c('V', "new all-terrain tyres on the Hilux, CLP 340.000 for the four", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Buy new tyres for the Hilux', 'Buy wiper blades for the Hilux')), comp='t1')
c('Y', "pick up the chimney brush I ordered at the ferretería pasado mañana", 'personal', 'acquisition_disposition', sched=rel('Y', 2))
# decision_commitment (8)
c('A', "cancelling the Netflix before it renews on the 1st, I never watch it after a shift", 'personal', 'decision_commitment', sched=nth('A', 1))
c('C', "going with 36 cuotas for the new stove, not 48", 'personal', 'decision_commitment')
c('G', "quitting the afternoon coffee from tomorrow, my sleep is wrecked", 'personal', 'decision_commitment', sched=rel('G', 1))
c('I', "keeping the Hilux two more years, no trade-in", 'personal', 'decision_commitment')
c('L', "joined the fly fishing club in Puerto Varas, paid the whole year so no backing out", 'personal', 'decision_commitment')
c('P', "from monday my phone sleeps in the kitchen", 'personal', 'decision_commitment', sched=wd('P', 'mon'))
c('U', "switching the electricity to the fixed plan from the 1st, done deciding", 'personal', 'decision_commitment', sched=nth('U', 1))
c('Z', "getting the knee seen on january 5, no more putting it off", 'personal', 'decision_commitment', sched=md('Z', 1, 5))
# learning_consumption (9)
c('A', "reading the new Isabel Allende, 60 pages in", 'personal', 'learning_consumption', ents=['Isabel Allende'])
c('E', "english lesson online tonight at 9, unit 6", 'personal', 'learning_consumption', sched=tonight('E', '21:00'))
c('H', "watched a youtube on swapping a toilet fill valve, looks doable", 'personal', 'learning_consumption')
c('K', "guitar class at the cultural centre saturday at 11", 'personal', 'learning_consumption', sched=sat('K', '11:00'))
c('N', "listening to a podcast on Mapuche history on my walks", 'personal', 'learning_consumption')
c('Q', "the library hold on the Chilote cookbook is in, collect it by thursday", 'personal', 'learning_consumption', sched=wd('Q', 'thu'))
c('S', "studying the class B theory, the renewal test is on the 3rd", 'personal', 'learning_consumption', sched=nth('S', 3))
c('V', "documentary on the 1960 Valdivia earthquake tonight at 10", 'personal', 'learning_consumption', sched=tonight('V', '22:00'))
c('X', "finished the Allende book, the last chapter got me", 'personal', 'learning_consumption', ents=['Allende'],
  ctx=ctx(None, T('Finish the Allende novel', 'Return the library book on knots')), comp='t1')
# milestone_outcome (7)
c('D', "the last Hilux cuota went through, the truck is all mine", 'personal', 'milestone_outcome',
  ctx=ctx(P('Pay off the Hilux'), T(('Pay the last Hilux cuota', 'p1'), ('Cancel the Hilux loan insurance', 'p1'))), comp='t1', par='p1')
c('G', "20 years without a cigarette as of today", 'personal', 'milestone_outcome')
c('M', "finished my first ever 10k at the Puerto Montt corrida, 58 minutes", 'personal', 'milestone_outcome')
c('O', "the mortgage is down to its last 5 years", 'personal', 'milestone_outcome')
c('T', "passed the class B renewal exam first try", 'personal', 'milestone_outcome',
  ctx=ctx(None, T('Pass the licence renewal exam', 'Renew the ID card')), comp='t1')
c('W', "caught my first trout on a fly I tied myself", 'personal', 'milestone_outcome')
c('Y', "the 8 kilos are gone, 83 on the scale this morning", 'personal', 'milestone_outcome')
# contact (7)
c('B', "Luis Cárcamo, the builder who did Nacho's roof, +56 9 8765 4321", 'personal', 'contact', ents=['Luis Cárcamo', 'Nacho'])
c('E', "the leña guy who also sweeps chimneys is Hernán, 9 7712 3390, weekends only", 'personal', 'contact', ents=['Hernán'])
c('I', "Ricardo Oyarzún at the taller on Av. Presidente Ibáñez, good with Toyotas", 'personal', 'contact', ents=['Ricardo Oyarzún'])
c('L', "new dentist: Paz Soto at the clinic on Urmeneta, takes my isapre", 'personal', 'contact', ents=['Paz Soto'])
c('P', "Nacho's kinesiólogo for my back: Felipe Ruiz, 9 6543 2100, tuesdays only", 'personal', 'contact', ents=['Nacho', 'Felipe Ruiz'],
  ctx=ctx(None, T("Ask Nacho for his kinesiólogo's number", 'Find a new dentist')), comp='t1')
c('U', "washing machine repair: Óscar, 9 5123 8877, 25 lucas the visit", 'personal', 'contact', ents=['Óscar'])
c('Z', "the vet in Alerce for the dog is Camila Muñoz, open saturdays", 'personal', 'contact', ents=['Camila Muñoz'])
# observation_insight (10)
c('A', "the Hilux drinks far more diesel on gravel than on the Ruta 5", 'personal', 'observation_insight')
c('C', "the estufa draws better with the small window open a crack", 'personal', 'observation_insight')
c('F', "my back only aches on the days I skip the stretches", 'personal', 'observation_insight')
c('H', "the light bill always peaks in july because of the heater", 'personal', 'observation_insight')
c('K', "our corner floods whenever a high tide meets heavy rain", 'personal', 'observation_insight')
c('N', "I sleep better on nights the phone stays out of the bedroom", 'personal', 'observation_insight')
c('Q', "the mould is back on the north wall every winter whatever paint I use", 'personal', 'observation_insight')
c('R', "the Sodimac in Alerce is empty on tuesday mornings", 'personal', 'observation_insight')
c('U', "my knee clicks on the stairs ever since I slipped on the ramp", 'personal', 'observation_insight')
c('X', "the dog howls at the gas truck's jingle, the bread man he ignores", 'personal', 'observation_insight')
# emotion_state (10)
c('B', "wrecked, the back is shot after the weekend in the garden", 'personal', 'emotion_state')
c('D', "proud of that quincho roof, did most of it on my own", 'personal', 'emotion_state')
c('G', "worried sick the dividendo keeps climbing", 'personal', 'emotion_state')
c('I', "flat today, the grey over Puerto Montt just won't lift", 'personal', 'emotion_state')
c('J', "stressed about the Hilux clutch, can't afford it this month", 'personal', 'emotion_state')
c('M', "pleased the garden looks so tidy after the pruning", 'personal', 'emotion_state')
c('O', "annoyed with myself, left my gym bag at home again", 'personal', 'emotion_state')
c('R', "anxious about the knee scan, the clinic said the results come thursday", 'personal', 'emotion_state',
  wait='clinic: knee scan results', exp=wd('R', 'thu'))
c('V', "relaxed for once, a whole friday evening with nothing to fix", 'personal', 'emotion_state')
c('Y', "scared stiff of the dentist on monday, two fillings", 'personal', 'emotion_state')

# ════════════════════════ social (61) ════════════════════════
# task (4)
c('K', "Anto's Chiloé trip slip needs my signature by monday, the liceo still hasn't said what it costs", 'social', 'task',
  sched=wd('K', 'mon'), ents=['Anto'], wait='liceo: cost of the Chiloé trip')
c('H', "drive Anto to volleyball in Puerto Varas saturday at 10", 'social', 'task', sched=sat('H', '10:00'), ents=['Anto'])
c('Q', "fixed the hinge on mamá's kitchen cupboard while we were in Osorno", 'social', 'task',
  ctx=ctx(P("Fix up mamá's house in Osorno"), T(("Fix mamá's cupboard door", 'p1'), ("Fix mamá's gate latch", 'p1'))), comp='t1', par='p1')
c('W', "help Jaime carry the fridge into his new flat on saturday", 'social', 'task', sched=sat('W'), ents=['Jaime'])
# reminder_intention (6)
c('A', "friday is mamá's name day, remind me, she'll want a call", 'social', 'reminder_intention', sched=wd('A', 'fri'))
c('E', "Anto's school bus money, ping me at eight", 'social', 'reminder_intention', sched=rel('E', 0, '20:00'), ents=['Anto'])
c('J', "don't forget Caro's birthday cake, collect it at the bakery tomorrow at 11", 'social', 'reminder_intention', sched=rel('J', 1, '11:00'), ents=['Caro'])
c('N', "sunday, ask Rosario what the baby still needs, remind me", 'social', 'reminder_intention', sched=wd('N', 'sun'), ents=['Rosario'],
  ctx=ctx(None, T("Buy a present for Rosario's baby", 'Ask Rosario about the baby shower date')))
c('S', "dont forget the reunión de apoderados wednesday at 7, important", 'social', 'reminder_intention', sched=wd('S', 'wed', '19:00'), prio='high')
c('Z', "Anto's christmas present before the 23rd, remind me", 'social', 'reminder_intention', sched=nth('Z', 23), ents=['Anto'],
  ctx=ctx(P('Christmas at ours'), T('Buy a sack of dry leña')), par='p1')
# communication (7)
c('B', "called Claudio in Santiago, he's coming down for mamá's 70th", 'social', 'communication', ents=['Claudio'],
  ctx=ctx(None, T("Call Claudio about mamá's 70th", 'Call Rosario about the baby shower')), comp='t1')
c('F', "video call Claudio sunday at 8pm to plan mamá's birthday", 'social', 'communication', sched=wd('F', 'sun', '20:00'), ents=['Claudio'])
c('I', "texted Nacho about the asado, no reply yet", 'social', 'communication', ents=['Nacho'], wait='Nacho: reply about the asado')
c('L', "ring Caro's dad after 6 tomorrow about borrowing the trailer", 'social', 'communication', sched=rel('L', 1, '18:00'), ents=['Caro'])
c('P', "emailed Anto's profesora jefe about her maths marks", 'social', 'communication', ents=['Anto'],
  ctx=ctx(None, T("Email Anto's head teacher about maths", 'Email the liceo about the school bus')), comp='t1')
c('U', "talked to mamá on the phone, the doctor says her sugar is better", 'social', 'communication')
c('X', "whatsapp Mauro at 10 tomorrow about the fishing trip with the boys", 'social', 'communication', sched=rel('X', 1, '10:00'), ents=['Mauro'])
# project (4)
c('D', "Anto's 17th on march 14: book the quincho at the club, the invite list, a cake from Rosario", 'social', 'project',
  sched=md('D', 3, 14), ents=['Anto', 'Rosario'])
c('K', "Fiestas Patrias asado at ours on september 18: a lamb, the empanadas, a fonda corner, invite the neighbours", 'social', 'project', sched=md('K', 9, 18))
c('R', "fix up mamá's bathroom in Osorno on the 22nd: grab bars, a non-slip floor, a raised toilet seat", 'social', 'project', sched=nth('R', 22))
c('X', "family trip to Bariloche in january: passport for Anto, the bus tickets, find a cabin", 'social', 'project', ents=['Anto'])
# routine_activity (4)
c('C', "once at the suegros' in Frutillar tonight, as every friday", 'social', 'routine_activity', sched=tonight('C'))
c('G', "dropped Anto at the liceo and came back with the bread, same every morning", 'social', 'routine_activity', ents=['Anto'])
c('M', "drive Anto to volleyball every tuesday and thursday at 6", 'social', 'routine_activity', sched=OMIT, ents=['Anto'])
c('V', "completos night with Caro and Anto tonight, like every friday", 'social', 'routine_activity', sched=tonight('V'), ents=['Caro', 'Anto'])
# transaction (6)
c('A', "sent Anto 20 lucas for the summer camp snacks", 'social', 'transaction', ents=['Anto'],
  ctx=ctx(P("Anto's summer camp"), T('Book the Hilux service')), par='p1')
c('H', "Claudio still hasn't paid his half of mamá's present, CLP 85.000, says the 10th", 'social', 'transaction', ents=['Claudio'],
  wait="Claudio: his half of mamá's present (CLP 85.000)", exp=nth('H', 10))
c('K', "put $30.000 in Anto's savings account for her birthday", 'social', 'transaction', ents=['Anto'])
c('O', "the parents' centre fee at the liceo, 25 lucas, pay by friday", 'social', 'transaction', sched=wd('O', 'fri'))
c('T', "chipped in $15.000 for the collection for Jaime's boy's operation", 'social', 'transaction', ents=['Jaime'],
  ctx=ctx(None, T("Chip in for Jaime's son's operation", 'Chip in for the class gift')), comp='t1')
c('Y', "send mamá the 50 lucas for gas and pharmacy on the 1st", 'social', 'transaction', sched=nth('Y', 1))
# acquisition_disposition (3)
c('E', "buy Caro the rain boots she keeps looking at, for her birthday on the 2nd", 'social', 'acquisition_disposition', sched=nth('E', 2), ents=['Caro'],
  ctx=ctx(P("Caro's 45th birthday"), T('Pay the ESSAL water bill')), par='p1')
c('R', "picked up Anto's new glasses, she chose the ugly ones of course", 'social', 'acquisition_disposition', ents=['Anto'],
  ctx=ctx(None, T("Pick up Anto's glasses", "Pick up Anto's uniform")), comp='t1')
c('W', "gave Nacho my old fishing rod, he'll use it more than I do", 'social', 'acquisition_disposition', ents=['Nacho'])
# decision_commitment (5)
c('B', "decided Anto can go to the concert in Puerto Varas on saturday as long as Caro drives", 'social', 'decision_commitment', sched=sat('B'), ents=['Anto', 'Caro'])
c('G', "told Claudio we'll have mamá for the winter holidays from july 3", 'social', 'decision_commitment', sched=md('G', 7, 3), ents=['Claudio'])
c('L', "promised Anto I'd teach her to drive this summer", 'social', 'decision_commitment', ents=['Anto'])
c('P', "Caro and I settled it, christmas will be at ours", 'social', 'decision_commitment', ents=['Caro'],
  ctx=ctx(None, T('Decide where we do christmas', 'Decide on the summer trip')), comp='t1')
c('W', "gave Mauro my word I'd be his best man", 'social', 'decision_commitment', ents=['Mauro'])
# learning_consumption (3)
c('F', "going through the PAES maths guide with Anto tonight so I can help her", 'social', 'learning_consumption', sched=tonight('F'), ents=['Anto'],
  ctx=ctx(P('Help Anto get ready for the PAES'), T('Pay the ESSAL water bill')), par='p1')
c('O', "parenting talk at the liceo next thursday at 7pm, on teens and phones", 'social', 'learning_consumption', sched=wd('O', 'thu', '19:00'))
c('U', "Caro and I are taking a cooking class together saturday at 6", 'social', 'learning_consumption', sched=sat('U', '18:00'), ents=['Caro'])
# milestone_outcome (5)
c('D', "Anto landed her first job, the summer at the Angelmó market", 'social', 'milestone_outcome', ents=['Anto'])
c('I', "Claudio's wife had the baby, a girl, Amanda", 'social', 'milestone_outcome', ents=['Claudio', 'Amanda'])
c('N', "Anto made the regional volleyball team", 'social', 'milestone_outcome', ents=['Anto'])
c('Q', "18 years with Caro today", 'social', 'milestone_outcome', ents=['Caro'])
c('Y', "Anto got into the pre-university course at the Universidad Austral", 'social', 'milestone_outcome', ents=['Anto'])
# contact (5)
c('C', "Rosario's new number is +56 9 7321 4456", 'social', 'contact', ents=['Rosario'])
c('H', "Anto's volleyball coach is Daniela Ruiz, whatsapp 9 6611 2030", 'social', 'contact', ents=['Anto', 'Daniela Ruiz'])
c('M', "Mauro's new address in Alerce: pasaje Los Coihues 1420", 'social', 'contact', ents=['Mauro'])
c('S', "the class rep for Anto's course is Verónica, she runs the apoderados group", 'social', 'contact', ents=['Anto', 'Verónica'])
c('V', "Nacho's wife is Pamela, allergic to shellfish, keep that in mind for the curanto", 'social', 'contact', ents=['Nacho', 'Pamela'])
# observation_insight (4)
c('E', "Anto talks more in the truck than anywhere else", 'social', 'observation_insight', ents=['Anto'])
c('J', "mamá sounds tired whenever she's been alone all week", 'social', 'observation_insight')
c('R', "Caro is always calmer after her sister visits", 'social', 'observation_insight', ents=['Caro'])
c('Z', "the neighbours only drop by when there's an asado going", 'social', 'observation_insight')
# emotion_state (5)
c('F', "proud of Anto, she stood up at the assembly and read her poem", 'social', 'emotion_state', ents=['Anto'])
c('K', "missing mamá, haven't been up to Osorno since april", 'social', 'emotion_state')
c('P', "worried about Anto, she's barely eating and won't say why", 'social', 'emotion_state', ents=['Anto'])
c('U', "so glad Claudio made it down for the dieciocho, felt like old times", 'social', 'emotion_state', ents=['Claudio'])
c('W', "guilty I missed Anto's final because of the night run to the farm", 'social', 'emotion_state', ents=['Anto'])

# ════════════════════════ systems (73) ════════════════════════
# task (6)
c('B', "grease the steering cable on the lancha before we sail at 6", 'systems', 'task', sched=rel('B', 1, '06:00'))
c('E', "change the fuel filters on the Reloncaví II mañana first thing", 'systems', 'task', sched=rel('E', 1),
  ctx=ctx(P('Lancha service before the season'), T('Check the life raft date'), C(('Rodrigo', 'jefe de centro'))), par='p1')
c('I', "the lower unit on Checho's Yamaha 15 is resealed, runs clean in the tank", 'systems', 'task', ents=['Checho'],
  ctx=ctx(None, T("Reseal the lower unit on Checho's Yamaha", "Replace the impeller on Gladys's Suzuki")), comp='t1')
c('N', "bring the boat's logbook up to date and hand it to Marcela by tuesday, important", 'systems', 'task',
  sched=wd('N', 'tue'), ents=['Marcela'], prio='high')
c('S', "pump the bilge and check the anode before the Capitanía visit on september 3, rust on the stern", 'systems', 'task', sched=md('S', 9, 3))
c('X', "rebuilt the carburettor on the old Mercury 9.9, the tuning still to do", 'systems', 'task',
  ctx=ctx(None, T('Rebuild and tune the Mercury 9.9 carburettor', 'Sell the spare propeller')))
# reminder_intention (5)
c('D', "remind me to radio Rodrigo at 2 when we leave the centre", 'systems', 'reminder_intention', sched=rel('D', 0, '14:00'), ents=['Rodrigo'])
c('H', "patrón licence papers at the Capitanía next thursday, remind me", 'systems', 'reminder_intention', sched=at('2026-04-02'))
c('L', "ping me at 5:15 tomorrow, we load feed at the pier at 6", 'systems', 'reminder_intention', sched=rel('L', 1, '05:15'))
c('Q', "spare VHF battery from the supplier, order it friday, remind me", 'systems', 'reminder_intention', sched=wd('Q', 'fri'))
c('V', "remind me sunday night to bill Gladys for the Suzuki service", 'systems', 'reminder_intention', sched=wd('V', 'sun', '20:00'), ents=['Gladys'])
# communication (7)
c('A', "call Marcela in 3 hours about the overtime from the storm weekend", 'systems', 'communication', sched=rel('A', 0, '08:40'), ents=['Marcela'])
c('F', "emailed the Capitanía this season's crew list", 'systems', 'communication',
  ctx=ctx(P('Start of the feed-run season'), T(('Send the crew list to the Capitanía', 'p1'), ('Send the extinguisher certificates to the Capitanía', 'p1'))),
  comp='t1', par='p1')
c('J', "texted Checho his motor is ready, 65 lucas for the job", 'systems', 'communication', ents=['Checho'],
  ctx=ctx(None, T('Tell Checho his motor is ready', 'Send Gladys her quote')), comp='t1')
c('K', "asked Héctor over the radio for the net inspection report, he says tomorrow", 'systems', 'communication', ents=['Héctor'],
  wait='Héctor: net inspection report', exp=rel('K', 1))
c('P', "call with the salmonera's logistics people monday at 10", 'systems', 'communication', sched=wd('P', 'mon', '10:00'))
c('T', "ring Héctor at half past 7 to confirm the divers for the net change, urgent", 'systems', 'communication',
  sched=rel('T', 0, '07:30'), ents=['Héctor'], prio='urgent')
c('Z', "voicemail for Marcela re the january rota, nothing back yet, try her again tomorrow at 8", 'systems', 'communication', sched=rel('Z', 1, '08:00'), ents=['Marcela'],
  wait='Marcela: january rota')
# project (5)
c('C', "a proper workshop for the motores in the garage by march 1: a bench, a test tank, a wall for parts", 'systems', 'project', sched=md('C', 3, 1))
c('G', "go for the patrón de nave mayor licence: the course in Puerto Montt, 200 sea hours logged, then the exam on november 20", 'systems', 'project', sched=md('G', 11, 20))
c('M', "winter prep for the lancha before the 15th: new wipers, a heater in the cabin, test every bilge pump", 'systems', 'project', sched=nth('M', 15))
c('R', "put the motor repairs on Instagram: photos, a price list, a WhatsApp business number", 'systems', 'project')
c('W', "the new feed barge contract from november 2: a crew of 3, the new route to Calbuco, radio checks every hour", 'systems', 'project', sched=md('W', 11, 2))
# routine_activity (5)
c('F', "boat checks monday and thursday at 6am: oil, bilge, lights", 'systems', 'routine_activity', sched=OMIT)
c('J', "did the pre-departure check at 5 like every day, all fine", 'systems', 'routine_activity')
c('O', "the friday feed run to Calbuco leaves 0600 as always", 'systems', 'routine_activity', sched=wd('O', 'fri', '06:00'))
c('R', "weekly engine hours log done", 'systems', 'routine_activity',
  ctx=ctx(None, T('Do the weekly engine hours log', 'Do the monthly extinguisher check')), comp='t1')
c('Y', "hull wash at the pier tomorrow at 8 as every last saturday", 'systems', 'routine_activity', sched=rel('Y', 1, '08:00'))
# transaction (7)
c('B', "charged Gladys CLP 120.000 for the Suzuki rebuild, paid cash", 'systems', 'transaction', ents=['Gladys'])
c('E', "the storm weekend overtime came to $96.000, check it on the payslip friday", 'systems', 'transaction', sched=wd('E', 'fri'))
c('H', "Naviera Tenglo still hasn't paid the march overtime, Marcela says it goes in friday", 'systems', 'transaction', ents=['Marcela'],
  wait='Naviera Tenglo: March overtime pay', exp=wd('H', 'fri'))
c('L', "spent 45 lucas on seal kits and impellers for the motores", 'systems', 'transaction',
  ctx=ctx(P('Motor repair side business'), T('Buy a sack of dry leña')), par='p1')
c('Q', "travel allowance for the Chiloé runs, CLP 64.000, hand it in by the 31st", 'systems', 'transaction', sched=nth('Q', 31))
c('U', "Checho paid the 65 lucas for the Yamaha job", 'systems', 'transaction', ents=['Checho'],
  ctx=ctx(None, T('Collect the 65 lucas from Checho', 'Collect payment from Gladys')), comp='t1')
c('Y', "the christmas aguinaldo is $150.000 this year, it comes with the december pay", 'systems', 'transaction')
# acquisition_disposition (6)
c('A', "order two impellers for the outboard jobs from Repuestos Náuticos tomorrow", 'systems', 'acquisition_disposition', sched=rel('A', 1))
c('D', "the new radar for the lancha arrives from Santiago thursday", 'systems', 'acquisition_disposition',
  wait='new radar for the lancha (delivery from Santiago)', exp=wd('D', 'thu'))
c('G', "picked up the rebuilt starter for the lancha from the electrician in Angelmó", 'systems', 'acquisition_disposition',
  ctx=ctx(None, T('Pick up the rebuilt starter', 'Pick up the new mooring lines')), comp='t1')
c('K', "buy a proper torque wrench for the motor jobs on saturday", 'systems', 'acquisition_disposition', sched=sat('K'))
c('P', "pick up my new flotation jacket at the office thursday, today they ran out", 'systems', 'acquisition_disposition', sched=wd('P', 'thu'))
c('W', "the Evinrude seal kit is backordered, Repuestos Náuticos says two weeks", 'systems', 'acquisition_disposition',
  wait='Repuestos Náuticos: Evinrude seal kit')
# decision_commitment (5)
c('C', "no more Chiloé night runs for me, told Marcela straight", 'systems', 'decision_commitment', ents=['Marcela'])
c('I', "genuine Yamaha parts only for the side jobs from now, the cheap ones come back", 'systems', 'decision_commitment')
c('N', "30 lucas minimum for any motor job, decided", 'systems', 'decision_commitment',
  ctx=ctx(P('Motor repair side business'), T('Call mamá in Osorno')), par='p1')
c('S', "taking the skipper job on the new barge from the 1st, signed today", 'systems', 'decision_commitment', sched=nth('S', 1),
  ctx=ctx(None, T('Answer Marcela about the barge job', 'Answer Rodrigo about the winter rota')), comp='t1')
c('X', "told Rodrigo I'd cover Pato's shifts on monday and tuesday", 'systems', 'decision_commitment', sched=wd('X', 'mon'), ents=['Rodrigo', 'Pato'])
# learning_consumption (5)
c('B', "reading the Armada's new crew rest rules before the inspection on the 28th", 'systems', 'learning_consumption', sched=nth('B', 28))
c('H', "online module on hazardous cargo tonight at 9 for the licence", 'systems', 'learning_consumption', sched=tonight('H', '21:00'),
  ctx=ctx(P('Get the patrón de nave mayor licence'), T('Book the Hilux service')), par='p1')
c('M', "watching videos on Yamaha power trim repair tonight for the Checho job", 'systems', 'learning_consumption', sched=tonight('M'), ents=['Checho'])
c('R', "sea survival and first aid course, wednesday to friday 8 to 5, the company pays", 'systems', 'learning_consumption', sched=wd('R', 'wed', '08:00'))
c('X', "going over the radar course notes, 3 chapters left before the exam on the 20th", 'systems', 'learning_consumption', sched=nth('X', 20),
  ctx=ctx(None, T('Pass the radar course', 'Renew the radio operator card')))
# milestone_outcome (5)
c('A', "Capitanía signed off the Reloncaví II for another year, not one remark", 'systems', 'milestone_outcome')
c('K', "my patrón licence is renewed for 5 years", 'systems', 'milestone_outcome',
  ctx=ctx(P('Licence and papers for 2026'), T(('Renew the patrón licence', 'p1'), ('Renew the radio operator card', 'p1'))), comp='t1', par='p1')
c('O', "the motor side job went over 500 lucas in a month for the first time", 'systems', 'milestone_outcome')
c('T', "1000 sea hours logged on the Reloncaví II", 'systems', 'milestone_outcome')
c('Z', "the farm closed the harvest with zero escapes, Rodrigo is over the moon", 'systems', 'milestone_outcome', ents=['Rodrigo'])
# contact (5)
c('E', "the new jefe de centro at Huelmo is Rodrigo Gallardo, 9 8812 7734", 'systems', 'contact', ents=['Rodrigo Gallardo'])
c('J', "Héctor Nahuelpán, head diver, +56 9 7445 0912", 'systems', 'contact', ents=['Héctor Nahuelpán'])
c('N', "Gladys from Maullín wants her Suzuki looked at, 9 5566 1203", 'systems', 'contact', ents=['Gladys'])
c('U', "the parts guy at Repuestos Náuticos is Cristián, ask for him and he knocks off 10%", 'systems', 'contact', ents=['Cristián'])
c('Y', "the new deckhand is Valdivia, from Quellón, good with knots", 'systems', 'contact', ents=['Valdivia'])
# observation_insight (6)
c('C', "the lancha lists to port when the feed bags are all stacked on the right", 'systems', 'observation_insight')
c('G', "the fog sits in the channel until 10 most march mornings", 'systems', 'observation_insight')
c('L', "outboards from the mussel farms always come in with clogged water intakes", 'systems', 'observation_insight')
c('P', "Pato works faster with the radio on", 'systems', 'observation_insight', ents=['Pato'])
c('V', "the current off Isla Tenglo is worst two hours after high tide", 'systems', 'observation_insight')
c('Z', "the sea lions have got bolder around the pens this month", 'systems', 'observation_insight')
# emotion_state (6)
c('F', "stressed, the season starts and we're still a deckhand short", 'systems', 'emotion_state')
c('I', "tired of filling three forms for every trip, the Naviera loves paper", 'systems', 'emotion_state')
c('M', "nervous about the licence exam on the 10th", 'systems', 'emotion_state')
c('Q', "happy with how Pato handled the mooring in that swell", 'systems', 'emotion_state', ents=['Pato'])
c('T', "anxious, the Capitanía still hasn't answered on the licence renewal, they promised it by the 30th", 'systems', 'emotion_state',
  wait='Capitanía: licence renewal', exp=nth('T', 30))
c('W', "proud of myself, got the Mercury running when two other guys gave up", 'systems', 'emotion_state')

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 76, cases)
