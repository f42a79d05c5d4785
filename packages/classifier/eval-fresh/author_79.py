# The seventy-ninth set: a second engineer on the Suðuroy car ferry Smyril, living in Tvøroyri in the Faroe Islands
# (Atlantic/Faroe: UTC+0 in winter, UTC+1 from 29 March to 25 October 2026; no capture falls on either change day).
# He works a week on and a week off for Strandfaraskip Landsins (SSL) under the chief engineer Heini and the
# superintendent Sjúrður, with the motorman Pauli, the cadet Ári and Marita in the crewing office; on the side he lets
# the old family boathouse (the neyst) to tourists. At home: his wife Rannvá, their son Bárður (16), daughter Sunniva
# (11, rows and dances) and little Óli (4, kindergarten); mamma and pápi in Hvalba, his brother Rógvi in Copenhagen,
# his sister Turið, his rowing-club friend Hanus, Súsanna next door. His own: a house with old night-storage heaters,
# a small boat called the Jóhanna, a Skoda Octavia, six sheep on the hagi behind the house, a bad knee.
# Notes in Faroese English with the words he would use (neyst, hagi, skerpikjøt, ræst, kvøldseta, føroysk klæði,
# Ólavsøka, Jóansøka) and krónur four ways ("kr 1.340", "DKK 6.200", "7.850 krónur", "2.150 kr").
# Labelled by ../../../shared/eval/GUIDELINES.md with its Clarifications, from labelset.py's helpers only.
# Domain readings: the ferry, SSL, its crew and courses, and the neyst letting are systems; Rannvá, the kids, the
# kin, friends, neighbours as people, the church and village money and events are social; his health, house, boat,
# car, sheep, bills and bank are personal, as are those who serve the house (Eyðun the plumber, Bogi the electrician,
# Hans Petur the sweep, the vet Rakul, Elsa who cleans on thursdays, young Rúni who mows the grass).
# Look-alike names that are no entities: the Smyril (a ship) and the Jóhanna (his boat, beside old Jóhanna from the
# kvøldseta, who is a person), Niels Finsens gøta (a street), "Barbara" and "The Lost Musicians" (books), Betri,
# BankNordik, SEV, Trygd, KvF, TAKS, Posta, Bónus, Miklagarður, Effo, Atlantic Airways, Wärtsilä, Alfa Laval, IKEA,
# Krambatangi, Hvalba, Trongisvágur, Skagen, Amagerbrogade, Tivoli. Writers read are people (Jørgen-Frantz
# Jacobsen, Heðin Brú).
import os, datetime as dt
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT, NOW

FO = 'Atlantic/Faroe'
use({
  'A': ('2026-01-12T06:20:00', FO), 'B': ('2026-01-24T10:40:00', FO), 'C': ('2026-02-05T21:15:00', FO),
  'D': ('2026-02-16T13:05:00', FO), 'E': ('2026-02-28T08:30:00', FO), 'F': ('2026-03-11T19:10:00', FO),
  'G': ('2026-03-23T07:45:00', FO), 'H': ('2026-04-04T15:30:00', FO), 'I': ('2026-04-15T22:05:00', FO),
  'J': ('2026-04-27T11:20:00', FO), 'K': ('2026-05-09T17:50:00', FO), 'L': ('2026-05-20T06:05:00', FO),
  'M': ('2026-06-01T20:40:00', FO), 'N': ('2026-06-13T09:00:00', FO), 'O': ('2026-06-25T14:15:00', FO),
  'P': ('2026-07-06T21:30:00', FO), 'Q': ('2026-07-18T12:10:00', FO), 'R': ('2026-07-30T05:55:00', FO),
  'S': ('2026-08-10T16:25:00', FO), 'T': ('2026-08-22T21:45:00', FO), 'U': ('2026-09-03T10:05:00', FO),
  'V': ('2026-09-14T18:35:00', FO), 'W': ('2026-10-03T07:20:00', FO), 'X': ('2026-10-15T22:20:00', FO),
  'Y': ('2026-11-09T13:40:00', FO), 'Z': ('2026-12-05T09:50:00', FO),
}, {'A': 'mon', 'B': 'sat', 'C': 'thu', 'D': 'mon', 'E': 'sat', 'F': 'wed', 'G': 'mon', 'H': 'sat', 'I': 'wed',
    'J': 'mon', 'K': 'sat', 'L': 'wed', 'M': 'mon', 'N': 'sat', 'O': 'thu', 'P': 'mon', 'Q': 'sat', 'R': 'thu',
    'S': 'mon', 'T': 'sat', 'U': 'thu', 'V': 'mon', 'W': 'sat', 'X': 'thu', 'Y': 'mon', 'Z': 'sat'})

# What he already keeps, by domain; a case given no context of its own gets one from another domain, or none.
MINE = [ctx(P('New heating for the house'), T('Book the Octavia service', 'Buy sheep lick buckets'), C(('Bogi', 'electrician'))),
        ctx(None, T('Renew the boat licence')),
        ctx(P('Fence for the hagi'), T('Get quotes for fence posts'), C(('Eyðun', 'plumber')))]
KIN = [ctx(P("Óli's 5th birthday"), T('Ring mamma about sunday'), C(('Rannvá', 'wife'), ('Rógvi', 'brother'))),
       ctx(None, T("Pay Sunniva's dance fee"), C(('Turið', 'sister'))),
       ctx(P('Christmas in Hvalba'), T('Ask pápi for the trailer'))]
SHIP = [ctx(P('Winter layup jobs'), T('Check the lifeboat engine', 'Update the fuel log'), C(('Heini', 'chief engineer'))),
        ctx(None, T('Wash the neyst curtains'), C(('Marita', 'crewing office'))),
        ctx(P('New motorman training'), T('Renew the medical certificate'))]
ELSE = {'personal': KIN + SHIP, 'social': MINE + SHIP, 'systems': MINE + KIN}
ASKS = ("remind me", "don't forget", "dont forget", "don't let me forget", "ping me")

cases = []
_add = labeller(cases)
_n = [0]
def c(k, text, dom, et, **kw):
  """labelset's c() with this writer's own checks: a reminder phrase if and only if the type is reminder (rule 1);
  a clock time today lies after the capture; "tonight" as a schedule only before 20:00; completes and parent point
  into the case's own context. Cases without a context get an unrelated one, or every fifth an empty one."""
  low = text.lower()
  assert any(a in low for a in ASKS) == (et == 'reminder_intention'), ('rule 1', text)
  now = dt.datetime.fromisoformat(NOW[k][0])
  s = kw.get('sched')
  if isinstance(s, str) and len(s) == 16 and s[:10] == NOW[k][0][:10]:
    assert dt.datetime.fromisoformat(s) > now, ('time gone', text)
  if s and 'tonight' in low and 'tonight at' not in low: assert now.hour < 20, ('tonight', text)
  mine = kw.get('ctx') or {}
  if kw.get('comp'): assert kw['comp'] in [t['id'] for t in mine.get('tasks', [])], text
  if kw.get('par'): assert kw['par'] in [p['id'] for p in mine.get('projects', [])], text
  if 'ctx' not in kw:
    _n[0] += 1
    pool = ELSE[dom]
    kw['ctx'] = None if _n[0] % 5 == 0 else pool[(_n[0] * 7) % len(pool)]
  _add(k, text, dom, et, **kw)

# ═════ personal (116) ═════
# task (11)
c('A', "bleed the upstairs radiators on saturday, the one in the back bedroom is knocking again", 'personal', 'task', sched=sat('A'))
c('B', "take the Octavia to the garage in Trongisvágur next monday at 8, heater fan only works on full", 'personal', 'task', sched=wd('B', 'mon', '08:00'))
c('E', "sweep the chimney flue myself tomorrow while it's dry", 'personal', 'task', sched=rel('E', 1))
c('H', "get the old lawnmower going again for the hagi, start on it monday", 'personal', 'task', sched=wd('H', 'mon'))
c('K', "bathroom tap is sorted, new washer in and no more drip all night", 'personal', 'task',
  ctx=ctx(None, T('Fix the dripping bathroom tap', 'Paint the porch railing')), comp='t1')
c('N', "porch railing gets two coats of paint by the 30th", 'personal', 'task', sched=nth('N', 30),
  ctx=ctx(None, T('Paint the porch railing', 'Replace the porch light bulb')))
c('R', "mow round the sheep shed this afternoon once i'm off the boat", 'personal', 'task', sched=rel('R', 0, '15:00'))
c('V', "storm shutters back on the west windows this weekend", 'personal', 'task', sched=sat('V'))
c('Y', "at last the drain by the outside steps is clear, rain runs off the way it should", 'personal', 'task',
  ctx=ctx(None, T('Unblock the drain by the steps', 'Fix the doorbell')), comp='t1')
c('Z', "winter tyres onto the Octavia before the 15th", 'personal', 'task', sched=nth('Z', 15))
c('G', "go through the hall drawer papers on wednesday, tax letters on top, no rush", 'personal', 'task', sched=wd('G', 'wed'), prio='low')
# reminder_intention (10)
c('C', "remind me 7 sharp, bins out, the lorry is early on fridays", 'personal', 'reminder_intention', sched=rel('C', 1, '07:00'))
c('F', "don't forget the SEV bill, it's due on the 20th", 'personal', 'reminder_intention', sched=nth('F', 20))
c('I', "remind me in the morning, ring the dentist about my crown", 'personal', 'reminder_intention', sched=rel('I', 1, '09:00'))
c('L', "ping me 4 o'clock this afternoon, wool parcel waiting at Posta", 'personal', 'reminder_intention', sched=rel('L', 0, '16:00'))
c('O', "dont forget the boat insurance with Trygd, it has to be renewed before july 1st", 'personal', 'reminder_intention', sched=md('O', 7, 1))
c('S', "remind me thursday, eye test booking, these glasses are too weak now", 'personal', 'reminder_intention', sched=wd('S', 'thu'))
c('W', "don't let me forget the heating oil, tank's near the red mark, order it monday", 'personal', 'reminder_intention', sched=wd('W', 'mon'))
c('X', "remind me half 8 tomorrow to move the car up off the quay, storm coming", 'personal', 'reminder_intention', sched=rel('X', 1, '08:30'))
c('Y', "remind me come the 1st that the KvF licence is due", 'personal', 'reminder_intention', sched=nth('Y', 1))
c('M', "in 2 hours remind me the rye bread has to come out of the freezer", 'personal', 'reminder_intention', sched=rel('M', 0, '22:40'))
# communication (8)
c('B', "ring Bogi the electrician tomorrow after 5 about the light over the back door", 'personal', 'communication', sched=rel('B', 1, '17:00'), ents=['Bogi'])
c('D', "rang Betri about the rate on the house loan, new terms come by letter", 'personal', 'communication',
  ctx=ctx(None, T('Call the bank about the loan rate', 'Sort out the car tax')), comp='t1', wait='Betri: new house loan terms (letter)')
c('J', "asked the council about planning for the greenhouse, they'll answer by may 10", 'personal', 'communication',
  ctx=ctx(P('Greenhouse on the south wall'), T('Price the glass for the greenhouse')), par='p1', wait='council: greenhouse planning answer', exp=md('J', 5, 10))
c('J', "phone the dentist at quarter past 2, my appointment clashes with a sea week", 'personal', 'communication', sched=rel('J', 0, '14:15'))
c('K', "sent Trygd pictures of the dented car door, now waiting on whether they cover it", 'personal', 'communication', wait='Trygd: whether the dented car door is covered')
c('Q', "message Eyðun the plumber tonight about the boiler losing pressure", 'personal', 'communication', sched=tonight('Q'), ents=['Eyðun'])
c('U', "emailed the optician in Tórshavn about varifocals, no answer so far", 'personal', 'communication', wait='optician: answer about varifocals')
c('Z', "call the sheep vet, the ewe limps, monday before 10", 'personal', 'communication', sched=wd('Z', 'mon', '10:00'))
# project (7)
c('A', "new bathroom this year: tiles, a fan that works, a shower that isn't a trickle", 'personal', 'project')
c('E', "the Jóhanna's spring overhaul: antifouling, new zincs, have a look at the shaft seal", 'personal', 'project')
c('H', "greenhouse along the south wall: glass, a concrete base, the planning question", 'personal', 'project')
c('L', "fit for the Suðuroy mountain run on june 20: hill walks, less white bread, more sleep", 'personal', 'project', sched=md('L', 6, 20))
c('P', "insulate the loft this summer: rockwool, chipboard on top, borrow Hanus's long ladder", 'personal', 'project', ents=['Hanus'])
c('W', "clear out the garage for real: sell the old outboard, put up shelves, a brighter lamp", 'personal', 'project')
c('X', "learn to make skerpikjøt myself this winter: a hjallur, a good leg of mutton, mamma's timing", 'personal', 'project')
# routine_activity (9)
c('A', "up the lighthouse road before breakfast, as every morning i'm ashore", 'personal', 'routine_activity')
c('C', "Tvøroyri pool tomorrow at 7, my friday swim", 'personal', 'routine_activity', sched=rel('C', 1, '07:00'))
c('F', "fed the sheep and walked the fence line, my usual evening round", 'personal', 'routine_activity')
c('I', "changed the beds, the every-second-wednesday job", 'personal', 'routine_activity')
c('N', "haircut at 11 today, the usual six-weekly one", 'personal', 'routine_activity', sched=rel('N', 0, '11:00'))
c('K', "tuesday and friday evenings are for the rowing machine in the garage", 'personal', 'routine_activity', sched=OMIT)
c('T', "long walk out to the cliffs at Hvannhagi sunday morning, my week-off habit", 'personal', 'routine_activity', sched=wd('T', 'sun', '09:00'))
c('V', "did the monthly smoke alarm test, every one beeped", 'personal', 'routine_activity')
c('Y', "sauna at the pool tonight, my monday treat when home", 'personal', 'routine_activity', sched=tonight('Y'))
# transaction (12)
c('B', "paid SEV, kr 1.340 for two months of power, ouch", 'personal', 'transaction',
  ctx=ctx(None, T('Pay the SEV electricity bill', 'Renew the car tax')), comp='t1')
c('D', "house insurance goes up to DKK 6.200 a year from march", 'personal', 'transaction')
c('G', "move kr 3.000 into the boat savings the day after tomorrow", 'personal', 'transaction', sched=rel('G', 2))
c('J', "car tax 2.150 kr, has to be paid by the 15th of may", 'personal', 'transaction', sched=md('J', 5, 15))
c('K', "the Billund flight refund still isn't in, Atlantic Airways said 30 days", 'personal', 'transaction', wait='Atlantic Airways: refund for the cancelled Billund flight')
c('M', "house loan instalment of 7.850 krónur goes out on the 3rd, check there's enough in", 'personal', 'transaction', sched=nth('M', 3))
c('O', "kr 640 of diesel for the boat at Effo, last fill till august", 'personal', 'transaction')
c('R', "the crown costs 4.800 kr at the dentist, half of it up front on tuesday", 'personal', 'transaction', sched=wd('R', 'tue'))
c('S', "TAKS sent back 1.200, i overpaid tax last year", 'personal', 'transaction')
c('U', "Miklagarður's double charge is back on my card, 389 krónur", 'personal', 'transaction',
  ctx=ctx(None, T('Get the double charge at Miklagarður reversed', 'Buy a new kettle')), comp='t1')
c('W', "heating oil filled, 1.100 litres, DKK 11.900 to pay by the 20th", 'personal', 'transaction', sched=nth('W', 20))
c('Z', "500 kr aside every payday for the bathroom from january", 'personal', 'transaction',
  ctx=ctx(P('Bathroom renovation'), T(('Choose the tiles', 'p1'))), par='p1')
# acquisition_disposition (10)
c('C', "need new wellies before friday's sheep gathering, the left one lets the sea in, medium priority", 'personal', 'acquisition_disposition', sched=wd('C', 'fri'), prio='medium')
c('E', "ordered zincs for the Jóhanna from the chandler in Tórshavn, they come over on tuesday's ferry", 'personal', 'acquisition_disposition',
  ctx=ctx(P('Spring overhaul of the boat'), T(('Order zinc anodes', 'p1'), ('Antifoul the hull', 'p1'))), comp='t1', par='p1',
  wait='chandler: zinc anodes', exp=wd('E', 'tue'))
c('H', "got a used dehumidifier for the cellar off the Facebook group, 350 krónur", 'personal', 'acquisition_disposition',
  ctx=ctx(P('Dry out the cellar'), T(('Seal the cellar wall', 'p1'))), par='p1')
c('J', "fetch my varifocals at the optician's on Niels Finsens gøta thursday after 3", 'personal', 'acquisition_disposition', sched=wd('J', 'thu', '15:00'))
c('L', "selling my old rowing machine for 800 kr, it goes up on the Facebook market tonight", 'personal', 'acquisition_disposition', sched=tonight('L'))
c('O', "buy a new drill battery at the hardware shop saturday, mine came home dead from lending", 'personal', 'acquisition_disposition', sched=sat('O'))
c('Q', "the old sofa is for the Red Cross shop, they fetch it monday", 'personal', 'acquisition_disposition', sched=wd('Q', 'mon'))
c('S', "taking the kettle back to Bónus tomorrow, the lid won't shut", 'personal', 'acquisition_disposition', sched=rel('S', 1))
c('V', "ordered a thicker wetsuit for autumn swims, shop can't tell me when it lands", 'personal', 'acquisition_disposition', wait='shop: wetsuit (delivery)')
c('Y', "winter tyres picked up from the garage, stacked in the shed", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Pick up the winter tyres from the garage', 'Book the Octavia service')), comp='t1')
# decision_commitment (8)
c('A', "no coffee after the evening watch any more, it wrecks my sleep ashore", 'personal', 'decision_commitment')
c('D', "going with an oil burner, not the heat pump, can't pay for both", 'personal', 'decision_commitment',
  ctx=ctx(P('New heating for the house'), T(('Get a quote from Bogi', 'p1'))), par='p1')
c('F', "from monday i walk to the quay instead of taking the car", 'personal', 'decision_commitment', sched=wd('F', 'mon'))
c('I', "not renewing the gym card, the rowing machine at home does the job", 'personal', 'decision_commitment')
c('K', "staying with BankNordik for the savings, Betri's offer is no better", 'personal', 'decision_commitment')
c('N', "agreed with young Rúni next door, he mows my grass every second week for kr 150", 'personal', 'decision_commitment', ents=['Rúni'])
c('U', "in bed before 11 on nights before a morning watch, starting tonight", 'personal', 'decision_commitment', sched=rel('U', 0))
c('X', "that's settled, the Octavia goes in spring and i get something with four-wheel drive", 'personal', 'decision_commitment')
# learning_consumption (8)
c('B', "reading Barbara again, Jørgen-Frantz Jacobsen's only novel, mamma's pencil notes in the margins", 'personal', 'learning_consumption', ents=['Jørgen-Frantz Jacobsen'])
c('E', "the library is holding The Lost Musicians for me, collect it before wednesday", 'personal', 'learning_consumption', sched=wd('E', 'wed'))
c('G', "youtube series on rebuilding old outboards, part 4 tonight", 'personal', 'learning_consumption', sched=tonight('G'))
c('K', "online Danish grammar, lesson 3 of 12 tomorrow morning, two done", 'personal', 'learning_consumption', sched=rel('K', 1, '09:00'))
c('M', "a podcast on Faroese place names saved for tomorrow's crossing", 'personal', 'learning_consumption', sched=rel('M', 1))
c('P', "knots evening at the rowing club, wednesday at 7", 'personal', 'learning_consumption', sched=wd('P', 'wed', '19:00'))
c('T', "halfway into Heðin Brú's Feðgar á ferð, slow going", 'personal', 'learning_consumption', ents=['Heðin Brú'])
c('W', "home first aid course in the Red Cross hall, sunday 10 to 2", 'personal', 'learning_consumption', sched=wd('W', 'sun', '10:00'))
# milestone_outcome (7)
c('C', "blood pressure down to 128 over 82 at last, the doctor was pleased", 'personal', 'milestone_outcome')
c('F', "the house loan dropped under a million krónur today, eleven years in", 'personal', 'milestone_outcome')
c('J', "swam 2 km without stopping, first time ever", 'personal', 'milestone_outcome')
c('N', "my first halibut off the Jóhanna, 14 kilo!", 'personal', 'milestone_outcome')
c('R', "ten years without a cigarette this week", 'personal', 'milestone_outcome')
c('V', "the bathroom is done, tiles and all, first hot shower in it tonight", 'personal', 'milestone_outcome',
  ctx=ctx(P('Bathroom renovation'), T('Renew the boat licence')), par='p1')
c('Z', "passed the chainsaw safety course, the certificate comes in the post", 'personal', 'milestone_outcome',
  ctx=ctx(None, T('Pass the chainsaw course', 'Clean the chimney')), comp='t1')
# contact (6)
c('D', "new plumber is Eyðun Joensen, 212 445, covers Tvøroyri and Vágur", 'personal', 'contact', ents=['Eyðun Joensen'])
c('H', "Elsa who cleans for us on thursdays has a new number, 591 330", 'personal', 'contact', ents=['Elsa'])
c('L', "the sheep vet in Vágur is Rakul, only takes calls before 9", 'personal', 'contact', ents=['Rakul'])
c('O', "chimney sweep for the south of the island: Hans Petur, 219 087", 'personal', 'contact', ents=['Hans Petur'])
c('S', "the optician is Marjun Hansen, she'd rather have email than calls", 'personal', 'contact', ents=['Marjun Hansen'])
c('Y', "Rúni who cuts our grass, his mother's number is 288 190", 'personal', 'contact', ents=['Rúni'])
# observation_insight (10)
c('A', "the house is coldest with a north-west wind, the hall window leaks air", 'personal', 'observation_insight')
c('E', "the knee aches on the crossing whenever the sea is heavy", 'personal', 'observation_insight')
c('G', "the SEV bill doubles every winter, blame the old night-storage heaters", 'personal', 'observation_insight')
c('I', "i sleep better on my week ashore if the phone goes away by 10", 'personal', 'observation_insight')
c('K', "Bónus here charges more than Miklagarður in Tórshavn, same brand of coffee", 'personal', 'observation_insight')
c('M', "the Jóhanna's engine starts easier on the new plugs but drinks more", 'personal', 'observation_insight')
c('P', "the sheep always come down to the road before bad weather", 'personal', 'observation_insight')
c('U', "my back is worse after night watches than day ones", 'personal', 'observation_insight')
c('W', "a storm every second week this autumn, regular as a ferry", 'personal', 'observation_insight')
c('Z', "the porch roof drips only when rain comes from the south", 'personal', 'observation_insight')
# emotion_state (10)
c('B', "sick of the dark, four hours of daylight and i slept through them", 'personal', 'emotion_state')
c('D', "nervous about the knee scan on the 25th", 'personal', 'emotion_state')
c('H', "glad to be ashore, the whole house smells of fresh bread", 'personal', 'emotion_state')
c('J', "worried the boat loan eats the summer money", 'personal', 'emotion_state')
c('L', "dead tired all of the early watch week", 'personal', 'emotion_state')
c('O', "proud of the porch, the first thing i ever built that's straight", 'personal', 'emotion_state')
c('Q', "lonely in the empty house with everybody away at the festival", 'personal', 'emotion_state')
c('S', "restless, two weeks ashore and nothing to mend", 'personal', 'emotion_state')
c('V', "annoyed at the garage, third time with the same rattle", 'personal', 'emotion_state')
c('X', "calm now, the storm's gone past and the stove is lit", 'personal', 'emotion_state')

# ═════ social (61) ═════
# task (5)
c('A', "drive Sunniva to rowing thursday at 6", 'social', 'task', sched=wd('A', 'thu', '18:00'), ents=['Sunniva'])
c('E', "sign Óli's form for the kindergarten trip, due monday, important", 'social', 'task', sched=wd('E', 'mon'), ents=['Óli'], prio='high')
c('K', "help pápi put the new fence up in Hvalba sunday at noon", 'social', 'task', sched=wd('K', 'sun', '12:00'))
c('R', "carried the last of Turið's boxes up to her new flat, the move is done", 'social', 'task', ents=['Turið'],
  ctx=ctx(None, T('Help Turið move flats', 'Buy a present for Sunniva')), comp='t1')
c('X', "put up the shelf in Sunniva's room saturday", 'social', 'task', sched=sat('X'), ents=['Sunniva'],
  ctx=ctx(P("Do up Sunniva's bedroom"), T(("Put up Sunniva's shelf", 'p1'), ("Paint Sunniva's ceiling", 'p1'))), par='p1')
# reminder_intention (5)
c('C', "remind me tomorrow before 9 to send Rógvi the birthday video", 'social', 'reminder_intention', sched=rel('C', 1, '09:00'), ents=['Rógvi'])
c('H', "don't forget Óli's swimming bag on monday", 'social', 'reminder_intention', sched=wd('H', 'mon'), ents=['Óli'])
c('M', "remind me 7 tomorrow morning, mamma's birthday, call her", 'social', 'reminder_intention', sched=rel('M', 1, '07:00'))
c('Q', "dont forget the cake for saturday's church bazaar in the school", 'social', 'reminder_intention', sched=sat('Q'),
  ctx=ctx(P('Church bazaar this summer'), T(('Collect raffle prizes', 'p1'))), par='p1')
c('V', "remind me the 19th: flowers for Rannvá, our anniversary is the day after", 'social', 'reminder_intention', sched=nth('V', 19), ents=['Rannvá'])
# communication (6)
c('B', "skype Rógvi in Copenhagen sunday at 4, he wants news of the house", 'social', 'communication', sched=wd('B', 'sun', '16:00'), ents=['Rógvi'])
c('F', "rang mamma, pápi's hip is better, he walks to the shop again", 'social', 'communication')
c('J', "text Hanus this afternoon about a boat for the regatta", 'social', 'communication', sched=rel('J', 0, '15:00'), ents=['Hanus'])
c('N', "video call with Turið and her kids at 7 this evening", 'social', 'communication', sched=rel('N', 0, '19:00'), ents=['Turið'])
c('T', "emailed the kindergarten Óli's allergy list, waiting for them to confirm the new menu", 'social', 'communication', ents=['Óli'], wait='kindergarten: confirm the new menu')
c('Y', "call Súsanna next door at 5 about feeding the cat while we're away", 'social', 'communication', sched=rel('Y', 0, '17:00'), ents=['Súsanna'])
# project (4)
c('D', "Sunniva's confirmation on may 3: the hall, skerpikjøt and ræst for the old ones, her føroysk klæði fitted", 'social', 'project', sched=md('D', 5, 3), ents=['Sunniva'])
c('I', "family trip to Copenhagen in the autumn break: flights, a flat near Rógvi, Tivoli for the kids", 'social', 'project', ents=['Rógvi'])
c('O', "pápi turns 70 on august 8: the village hall, the chain dance, cousins over from Klaksvík", 'social', 'project', sched=md('O', 8, 8))
c('U', "a reunion for our 1996 class from the Tvøroyri school on 7 november: the names, the hotel, a band", 'social', 'project', sched=md('U', 11, 7))
# routine_activity (4)
c('G', "sunday coffee at mamma's after church, went as always", 'social', 'routine_activity')
c('L', "read to Óli at bedtime, the same two troll books every night", 'social', 'routine_activity', ents=['Óli'])
c('S', "football with Bárður in the garden tomorrow after school, like every tuesday", 'social', 'routine_activity', sched=rel('S', 1), ents=['Bárður'])
c('U', "school run is on me tomorrow, Bárður plus the two from next door", 'social', 'routine_activity', sched=rel('U', 1), ents=['Bárður'])
# transaction (6)
c('A', "sent Rógvi 2.000 kr towards his rent, he's short this month", 'social', 'transaction', ents=['Rógvi'])
c('F', "we pledged 1.500 krónur to the church roof collection, to give by the 5th", 'social', 'transaction', sched=nth('F', 5),
  ctx=ctx(P('New roof for the church'), T(('Count the roof collection', 'p1'))), par='p1')
c('J', "Bárður's football trip to Iceland is DKK 3.400, the club wants it by friday", 'social', 'transaction', sched=wd('J', 'fri'), ents=['Bárður'],
  ctx=ctx(P("Bárður's football trip to Iceland"), T(('Get Bárður a passport', 'p1'))), par='p1')
c('N', "gave Sunniva kr 200 for the rides at Jóansøka", 'social', 'transaction', ents=['Sunniva'])
c('T', "Sunniva's rowing club fee, 900 kr for the season, paid", 'social', 'transaction', ents=['Sunniva'],
  ctx=ctx(None, T("Pay Sunniva's rowing fee", 'Buy Sunniva rowing gloves')), comp='t1')
c('Z', "christmas money for the four godchildren, 300 each, to hand out on the 20th", 'social', 'transaction', sched=nth('Z', 20))
# acquisition_disposition (4)
c('C', "a birthday present for Turið, she wants a proper rain jacket, no rush", 'social', 'acquisition_disposition', ents=['Turið'], prio='low')
c('I', "get Óli new rubber boots tomorrow, size 27, the old pair split", 'social', 'acquisition_disposition', sched=rel('I', 1), ents=['Óli'])
c('P', "ordered silver buttons for Sunniva's føroysk klæði from the goldsmith, he said the 20th", 'social', 'acquisition_disposition', ents=['Sunniva'],
  ctx=ctx(P("Sunniva's costume for Ólavsøka"), T(('Let out the skirt hem', 'p1'))), par='p1', wait="goldsmith: silver buttons for Sunniva's costume", exp=nth('P', 20))
c('W', "gave Bárður's outgrown bike to the kids next door", 'social', 'acquisition_disposition', ents=['Bárður'])
# decision_commitment (5)
c('B', "Rannvá and i decided, christmas at mamma's this year and not ours", 'social', 'decision_commitment', ents=['Rannvá'])
c('H', "promised Turið a lift to Vágar for her flight on the 14th", 'social', 'decision_commitment', sched=nth('H', 14), ents=['Turið'])
c('M', "told the rowing club i'll cox the women's boat at the Ólavsøka regatta on july 28", 'social', 'decision_commitment', sched=md('M', 7, 28))
c('R', "no phones at the dinner table from tonight, Rannvá and i agree", 'social', 'decision_commitment', sched=rel('R', 0), ents=['Rannvá'])
c('X', "signed up to bake for the village autumn bazaar in two weeks, can't back out now", 'social', 'decision_commitment', sched=rel('X', 14))
# learning_consumption (3)
c('E', "reading the book on teenage boys Rannvá left on my pillow, for Bárður's sake", 'social', 'learning_consumption', ents=['Rannvá', 'Bárður'])
c('O', "a talk for parents on screen time at the school tuesday at 8", 'social', 'learning_consumption', sched=wd('O', 'tue', '20:00'))
c('V', "listening to mamma's old tapes of the ballads, writing the words down for the kids", 'social', 'learning_consumption')
# milestone_outcome (5)
c('D', "Óli rode his bike without the small wheels today!", 'social', 'milestone_outcome', ents=['Óli'])
c('K', "Bárður got into the marine engineering line at the school in Tórshavn", 'social', 'milestone_outcome', ents=['Bárður'])
c('Q', "Sunniva's boat came second in the girls' race at the regatta", 'social', 'milestone_outcome', ents=['Sunniva'])
c('S', "mamma and pápi, 45 years married today", 'social', 'milestone_outcome')
c('Y', "Turið got her driving licence, third go", 'social', 'milestone_outcome', ents=['Turið'])
# contact (5)
c('A', "Hanus has a new mobile, 276 114, the old one drowned", 'social', 'contact', ents=['Hanus'])
c('G', "Rógvi's new address in Copenhagen: Amagerbrogade 41, 3rd floor", 'social', 'contact', ents=['Rógvi'])
c('L', "Gunnvá, Óli's teacher at the kindergarten, wants notes in his bag, not texts", 'social', 'contact', ents=['Gunnvá', 'Óli'])
c('R', "Súsanna next door is allergic to cats, keep ours out when she visits", 'social', 'contact', ents=['Súsanna'])
c('U', "Rannvá's sister Bjørg lives in Runavík now, married to a Dane called Mads", 'social', 'contact', ents=['Rannvá', 'Bjørg', 'Mads'])
# observation_insight (4)
c('C', "Bárður talks more in the car than anywhere else", 'social', 'observation_insight', ents=['Bárður'])
c('J', "Sunniva and Óli squabble less after a day outdoors", 'social', 'observation_insight', ents=['Sunniva', 'Óli'])
c('P', "old Jóhanna at the kvøldseta knows each family's news before the family does", 'social', 'observation_insight', ents=['Jóhanna'])
c('X', "the village goes quiet once the young ones leave for school in Tórshavn", 'social', 'observation_insight')
# emotion_state (5)
c('F', "proud of Bárður, he mended the neighbour girl's bike chain on his own", 'social', 'emotion_state', ents=['Bárður'])
c('K', "annoyed, still no wedding photos from Rógvi, i've asked him twice", 'social', 'emotion_state', ents=['Rógvi'], wait='Rógvi: wedding photos')
c('N', "worried about pápi up a ladder at his age", 'social', 'emotion_state')
c('T', "guilty that i missed Sunniva's regatta for the double watch", 'social', 'emotion_state', ents=['Sunniva'])
c('Z', "happy, all of the family at ours for the first sunday of advent", 'social', 'emotion_state')

# ═════ systems (73) ═════
# task (7)
c('A', "change the fuel filters on the port generator first watch thursday", 'systems', 'task', sched=wd('A', 'thu'))
c('D', "write up the bow thruster fault for Heini by next thursday", 'systems', 'task', sched=wd('D', 'thu'), ents=['Heini'])
c('H', "oil samples from both main engines monday, the lab wants them midweek", 'systems', 'task', sched=wd('H', 'mon'))
c('M', "the monthly count of spares in the engine store is finished", 'systems', 'task',
  ctx=ctx(None, T('Do the spare parts inventory', 'Order gaskets for the purifier')), comp='t1')
c('Q', "clean the neyst before the german couple arrive next saturday", 'systems', 'task', sched=sat('Q'),
  ctx=ctx(P('Neyst holiday let'), T(('Buy towels for the neyst', 'p1'))), par='p1')
c('V', "purifier overhaul hours into the maintenance system by the end of the month", 'systems', 'task', sched=eom('V'))
c('Y', "the cracked sight glass on the day tank gets replaced tomorrow, asap", 'systems', 'task', sched=rel('Y', 1), prio='urgent',
  ctx=ctx(None, T('Replace the sight glass on the day tank', 'Test the emergency generator')))
# reminder_intention (5)
c('E', "remind me my engineer's certificate expires on the 31st, renew it, important", 'systems', 'reminder_intention', sched=nth('E', 31), prio='high')
c('I', "remind me at 6 tomorrow to check the stern tube oil before we sail", 'systems', 'reminder_intention', sched=rel('I', 1, '06:00'))
c('N', "ping me monday, guest reviews for the neyst need answers", 'systems', 'reminder_intention', sched=wd('N', 'mon'))
c('T', "remind me in the morning to send Marita my overtime sheet", 'systems', 'reminder_intention', sched=rel('T', 1, '09:00'), ents=['Marita'])
c('Z', "don't forget the safety drill on the Smyril, wednesday at 10", 'systems', 'reminder_intention', sched=wd('Z', 'wed', '10:00'))
# communication (7)
c('B', "call Sjúrður monday at 9 about the dry dock dates in Skagen", 'systems', 'communication', sched=wd('B', 'mon', '09:00'), ents=['Sjúrður'],
  ctx=ctx(P('Dry dock in Skagen'), T(('Make the dry dock job list', 'p1'))), par='p1')
c('F', "emailed the Wärtsilä service man about the injector part, he says it ships from Finland next week", 'systems', 'communication', wait='Wärtsilä: injector part')
c('S', "chased the lab about the oil sample results, they promise them friday", 'systems', 'communication', wait='lab: oil sample results', exp=wd('S', 'fri'))
c('K', "message the german guests the neyst door code tonight", 'systems', 'communication', sched=tonight('K'))
c('O', "meeting call with SSL at 15:00 about the new rota", 'systems', 'communication', sched=rel('O', 0, '15:00'))
c('R', "texted Pauli to take my watch on the 2nd, no answer from him", 'systems', 'communication', ents=['Pauli'], wait='Pauli: answer about taking my watch')
c('W', "ring the crewing office monday morning about the christmas rota", 'systems', 'communication', sched=wd('W', 'mon', '09:00'))
# project (5)
c('C', "make the neyst a proper holiday let before the first guests on march 1: insurance, a website, a better bed", 'systems', 'project', sched=md('C', 3, 1))
c('G', "training the new motorman: alarms, purifiers, fire pumps, a week on each", 'systems', 'project')
c('J', "dry dock in Skagen in september: the job list, spare parts, who sails her over", 'systems', 'project')
c('S', "my chief engineer's ticket by next summer: the sea time, two courses, the exam", 'systems', 'project')
c('X', "rebuild the fuel transfer pump in the winter layup: parts, the manual, a free week", 'systems', 'project')
# routine_activity (5)
c('D', "monday oil samples taken and labelled, the weekly job", 'systems', 'routine_activity')
c('I', "walked the engine room at the change of watch, my round every time", 'systems', 'routine_activity')
c('N', "engine room rounds at 8 and at 20 every day on board", 'systems', 'routine_activity', sched=OMIT)
c('U', "washed the neyst sheets after the guests left, as after every stay", 'systems', 'routine_activity')
c('Y', "the wednesday test run of the emergency generator, my turn this week", 'systems', 'routine_activity', sched=wd('Y', 'wed'))
# transaction (7)
c('A', "christmas double watches come to 6.800 kr overtime, should be with the january pay", 'systems', 'transaction', wait='SSL payroll: christmas overtime')
c('E', "the neyst made DKK 4.200 in february, not bad for winter", 'systems', 'transaction')
c('H', "claim the travel money for the Aberdeen course from SSL by the 30th", 'systems', 'transaction', sched=nth('H', 30))
c('L', "booking.com keeps 15 percent of each neyst night, 95 kr out of 630", 'systems', 'transaction')
c('P', "SSL paid back the course fee, 2.900 krónur", 'systems', 'transaction',
  ctx=ctx(None, T('Claim the course fee back from SSL', 'Book the fire course')), comp='t1')
c('T', "the german guests paid kr 2.520 for four nights in the neyst", 'systems', 'transaction')
c('Y', "the neyst's tourist tax to the council by the 30th", 'systems', 'transaction', sched=nth('Y', 30))
# acquisition_disposition (5)
c('B', "order two new impellers for the bilge pumps by wednesday", 'systems', 'acquisition_disposition', sched=wd('B', 'wed'))
c('F', "bought a second bed for the neyst, IKEA delivers to Krambatangi on the 18th", 'systems', 'acquisition_disposition', wait='IKEA: neyst bed (delivery)', exp=nth('F', 18))
c('K', "collect the spare cylinder head at the freight shed in Tórshavn friday", 'systems', 'acquisition_disposition', sched=wd('K', 'fri'))
c('Q', "the old neyst mattresses went to the recycling centre", 'systems', 'acquisition_disposition',
  ctx=ctx(None, T('Get rid of the old neyst mattresses', 'Buy towels for the neyst')), comp='t1')
c('W', "pick up new ear defenders for the engine room from the chandler tuesday, mine are cracked", 'systems', 'acquisition_disposition', sched=wd('W', 'tue'))
# decision_commitment (5)
c('C', "decided, no neyst bookings over christmas", 'systems', 'decision_commitment')
c('H', "going for the chief engineer's course in Aberdeen, it starts 12 october", 'systems', 'decision_commitment', sched=md('H', 10, 12))
c('P', "from the 1st i'm on the two-week rota instead of week on week off", 'systems', 'decision_commitment', sched=nth('P', 1))
c('S', "told Heini yes, i'll take the extra watches in october", 'systems', 'decision_commitment', ents=['Heini'],
  ctx=ctx(None, T('Give Heini an answer on the extra watches', 'Update the fuel log')), comp='t1')
c('V', "the neyst goes up to 700 a night from january", 'systems', 'decision_commitment')
# learning_consumption (5)
c('D', "watching Alfa Laval's videos on purifier overhauls before the course on the 2nd", 'systems', 'learning_consumption', sched=nth('D', 2))
c('L', "fire fighting refresher in Tórshavn, tuesday at 8:30", 'systems', 'learning_consumption', sched=wd('L', 'tue', '08:30'))
c('O', "going through the new IMO ballast water rules, the company wants us current", 'systems', 'learning_consumption')
c('R', "online class on marine electrics tonight at 7", 'systems', 'learning_consumption', sched=rel('R', 0, '19:00'))
c('X', "studying for the stability module exam on the 22nd", 'systems', 'learning_consumption', sched=nth('X', 22),
  ctx=ctx(P("Chief engineer's ticket"), T(('Log the sea time', 'p1'))), par='p1')
# milestone_outcome (5)
c('B', "ten years with SSL this month, a pin and a cake from the office", 'systems', 'milestone_outcome')
c('G', "the Smyril passed her class survey without a single remark", 'systems', 'milestone_outcome')
c('J', "the neyst got five stars in its first review!", 'systems', 'milestone_outcome')
c('P', "passed the high voltage course", 'systems', 'milestone_outcome',
  ctx=ctx(P("Chief engineer's ticket"), T(('Pass the high voltage course', 'p1'), ('Log the sea time', 'p1'))), comp='t1', par='p1')
c('U', "the neyst is booked every weekend through october", 'systems', 'milestone_outcome')
# contact (5)
c('E', "the new second mate is Kristian Dam, he's from Sandoy", 'systems', 'contact', ents=['Kristian Dam'])
c('I', "Sjúrður's direct line at the office is 340 512", 'systems', 'contact', ents=['Sjúrður'])
c('N', "the Wärtsilä man is Mikko, quickest on whatsapp", 'systems', 'contact', ents=['Mikko'])
c('S', "september's neyst guests are Anke and Jens Möller, coming by car", 'systems', 'contact', ents=['Anke', 'Jens Möller'])
c('Z', "the new cadet is Ári, 19, from Vágur, handy with electrics", 'systems', 'contact', ents=['Ári'])
# observation_insight (6)
c('A', "the port engine runs hotter on the Tórshavn leg than coming back", 'systems', 'observation_insight')
c('F', "more neyst bookings come in when i post photos of the sea", 'systems', 'observation_insight')
c('J', "most faults turn up the first week after a dry dock", 'systems', 'observation_insight')
c('N', "the purifier clogs faster on the new supplier's fuel", 'systems', 'observation_insight')
c('T', "tourists book the neyst late in the week, never early", 'systems', 'observation_insight')
c('W', "Pauli beats anybody on board to the alarms", 'systems', 'observation_insight', ents=['Pauli'])
# emotion_state (6)
c('B', "nervous about the survey, the paperwork is behind", 'systems', 'emotion_state')
c('E', "fed up with night watches week after week", 'systems', 'emotion_state')
c('I', "pleased with the new motorman, he asks good questions", 'systems', 'emotion_state')
c('M', "worried about the rota change, fewer days at home", 'systems', 'emotion_state')
c('Q', "angry the freight shed lost our spare part again", 'systems', 'emotion_state')
c('X', "proud of the crew, we kept her running through that storm", 'systems', 'emotion_state')

# This writer's counts: the one "next thursday" said on a Monday (16 February), two recurring schedules left out.
assert sum(1 for x in cases if 'next thursday' in x['text']) == 1
assert sum(1 for x in cases if 'next thursday' in x['text'] and x['now'].startswith('2026-02-16')) == 1
assert sum(1 for x in cases if 'scheduled_local' not in x['expect']) == 2
assert len(cases) == 250, len(cases)

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 79, cases)
