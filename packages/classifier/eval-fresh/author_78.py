# The seventy-eighth set: a secondary-school rugby coach and PE teacher in Nuku'alofa, Tonga, who also owns one taxi
# (Pacific/Tongatapu, UTC+13 all year, no daylight saving in 2026; a time zone no earlier set, test or author script
# used). He coaches the First XV and the under-16s at the college, teaches PE, and runs the taxi with a hired night
# driver, Semisi, driving it himself on free afternoons; Sunday is Sapate, no taxi. He lives in Ha'ateiho with his
# wife Ana, their son Tevita (15, brass band), daughter Lesieli (9) and baby Sela; his mum is in Vava'u, his brother
# Viliami in Auckland, his sister Salote in Ha'apai, uncle Tomasi close by, cousin Vai, his friend Feleti from the
# kava circle, the church minister Rev Moala. He keeps a bush allotment ('api), a small boat, a Hilux of his own.
# Notes in Tongan English with the words he would use (lotu, to'onai, 'umu, ta'ovala, misinale, faifekau, Sapate,
# 'api, kava) and pa'anga four ways ("T$186", "TOP 310", "38 pa'anga", "$540").
# Labelled by ../../../shared/eval/GUIDELINES.md with its Clarifications; written from scratch with labelset.py's
# helpers only (no other author script's tables, contexts or wording).
# Domain readings: the college (the First XV, the under-16s, PE classes, the principal Mr Fifita, the assistant coach
# Kalo, the players Siaosi and Lopeti), the rugby union (Paula), the coaching badges and the taxi business (Semisi,
# the hotel bookings, the taxi's licence, meter, tyres and loan) are systems; Ana, the kids, mum, Viliami, Salote,
# Tomasi, Vai, Feleti, the church and its money are social; his gout, knee, teeth, blood sugar, the house, the 'api,
# the boat, the Hilux, bills and the bank are personal, as are the people serving the house and the Hilux (Sitani the
# plumber, Maka's garage, Lavulo the dentist, Losa who does the washing).
# Names that look like people but are places or brands are not entities: Tupou College and Tonga College (schools,
# beside Mrs Tupou, a teacher, who is one), Salote road (beside his sister Salote), Taufa'ahau road, Vaiola (the
# hospital), Teufaiva (the stadium), Talamahu (the market), Molisi (a shop), the Tanoa (a hotel), Pangaimotu, 'Eua,
# Ha'apai, Vava'u, Digicel, TCC, TPL, ANZ, BSP, Western Union, the All Blacks; "Charlotte's Web" is a book. Real
# people read named as people: Epeli Hau'ofa, Konai Helu Thaman.
import os, datetime as dt
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT, NOW

TON = 'Pacific/Tongatapu'
use({
  'A': ('2026-01-08T06:10:00', TON), 'B': ('2026-01-20T19:40:00', TON), 'C': ('2026-02-02T12:30:00', TON),
  'D': ('2026-02-14T09:15:00', TON), 'E': ('2026-02-26T21:05:00', TON), 'F': ('2026-03-09T06:45:00', TON),
  'G': ('2026-03-21T16:20:00', TON), 'H': ('2026-04-02T20:30:00', TON), 'I': ('2026-04-13T07:05:00', TON),
  'J': ('2026-04-25T13:50:00', TON), 'K': ('2026-05-06T17:35:00', TON), 'L': ('2026-05-17T14:00:00', TON),
  'M': ('2026-05-29T05:50:00', TON), 'N': ('2026-06-10T22:10:00', TON), 'O': ('2026-06-22T10:25:00', TON),
  'P': ('2026-07-04T08:00:00', TON), 'Q': ('2026-07-15T18:45:00', TON), 'R': ('2026-07-27T06:30:00', TON),
  'S': ('2026-08-08T11:10:00', TON), 'T': ('2026-08-20T20:55:00', TON), 'U': ('2026-09-01T15:15:00', TON),
  'V': ('2026-09-14T07:25:00', TON), 'W': ('2026-10-01T19:00:00', TON), 'X': ('2026-10-19T12:40:00', TON),
  'Y': ('2026-11-07T09:35:00', TON), 'Z': ('2026-12-03T21:20:00', TON),
}, {'A': 'thu', 'B': 'tue', 'C': 'mon', 'D': 'sat', 'E': 'thu', 'F': 'mon', 'G': 'sat', 'H': 'thu', 'I': 'mon',
    'J': 'sat', 'K': 'wed', 'L': 'sun', 'M': 'fri', 'N': 'wed', 'O': 'mon', 'P': 'sat', 'Q': 'wed', 'R': 'mon',
    'S': 'sat', 'T': 'thu', 'U': 'tue', 'V': 'mon', 'W': 'thu', 'X': 'mon', 'Y': 'sat', 'Z': 'thu'})

# Unrelated things he already keeps, one list per domain; a thought is given one from another domain.
HOUSE = [ctx(P('New louvres for the lounge'), T('Renew the Hilux registration', 'Book a blood sugar check'), C(('Sitani', 'plumber'))),
         ctx(None, T('Top up the Digicel data')),
         ctx(P('Yam planting on the bush block'), T('Buy diesel for the brush cutter'), C(('Maka', 'mechanic')))]
FAMILY = [ctx(P("Lesieli's 10th birthday"), T("Call mum in Vava'u"), C(('Ana', 'wife'), ('Viliami', 'brother'))),
          ctx(None, T("Sign Lesieli's reading record"), C(('Salote', 'sister'))),
          ctx(P('Christmas at ours'), T('Ask uncle Tomasi for the big pots'))]
WORK = [ctx(P('Under-16 trials'), T('Fill in the team sheet', 'Check the first aid bag'), C(('Kalo', 'assistant coach'))),
        ctx(None, T('Hand in the taxi logbook'), C(('Semisi', 'taxi driver'))),
        ctx(P('Year 11 PE assessment'), T('Get the police clearance renewed'))]
OTHERS = {'personal': FAMILY + WORK, 'social': HOUSE + WORK, 'systems': HOUSE + FAMILY}
REMINDS = ("remind me", "don't forget", "dont forget", "don't let me forget", "ping me")

cases = []
_plain = labeller(cases)
_seq = [0]
def c(k, text, dom, et, **kw):
  """labelset's c() with this writer's checks: a reminder phrase goes with the reminder type and only with it
  (rule 1); a clock time on the capture day is after the capture; "tonight" is never said after 20:00 (its 20:00
  would be gone); completes and parent name ids of the context given. A case given no context gets an empty one
  every sixth time, otherwise an unrelated one."""
  low = text.lower()
  assert any(r in low for r in REMINDS) == (et == 'reminder_intention'), ('rule 1', text)
  now = dt.datetime.fromisoformat(NOW[k][0])
  s = kw.get('sched')
  if isinstance(s, str) and len(s) == 16 and s[:10] == NOW[k][0][:10]:
    assert dt.datetime.fromisoformat(s) > now, ('clock time already gone', text)
  if 'tonight' in low and 'tonight at' not in low: assert now.hour < 20, ('tonight after 20:00', text)
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
c('A', "clear the leaves out of the back porch gutter on saturday before the rains come properly", 'personal', 'task', sched=sat('A'))
c('D', "the back door shuts properly now, planed a bit off the bottom", 'personal', 'task',
  ctx=ctx(None, T('Fix the sticking back door', 'Fix the louvre in the kitchen window')), comp='t1')
c('G', "cut the grass round the house by wednesday, the mozzies are living in it", 'personal', 'task', sched=wd('G', 'wed'))
c('J', "mosquito screen on the bedroom window is mended, no more holes", 'personal', 'task',
  ctx=ctx(None, T('Patch the bedroom mosquito screen', 'Patch the hole in the veranda roof')), comp='t1')
c('M', "fix the leaking hose at the water tank before the end of the month", 'personal', 'task', sched=eom('M'))
c('Q', "sweep the veranda and burn the rubbish pile friday afternoon", 'personal', 'task', sched=wd('Q', 'fri', '15:00'))
c('S', "water tank scrubbed out and the filter changed, took me all morning", 'personal', 'task',
  ctx=ctx(None, T('Clean out the water tank', 'Clean the rain gutters')), comp='t1')
c('U', "first coat on the veranda rails is done, second coat thursday", 'personal', 'task', sched=wd('U', 'thu'),
  ctx=ctx(P('Paint the house before Christmas'), T(('Buy the paint', 'p1'), ('Borrow a long ladder', 'p1'))), par='p1')
c('W', "unblock the kitchen sink tomorrow morning asap, the water won't go down at all", 'personal', 'task',
  sched=rel('W', 1, '09:00'), prio='urgent')
c('Y', "the Hilux has its new battery, starts first time again", 'personal', 'task',
  ctx=ctx(None, T('Replace the Hilux battery', 'Replace the Hilux wiper blades')), comp='t1')
# reminder_intention (9)
c('B', "remind me the TPL power bill is due the 28th, T$186 this month", 'personal', 'reminder_intention', sched=nth('B', 28),
  ctx=ctx(None, T('Pay the TPL power bill', 'Pay the water bill')))
c('E', "ping me at 6 to move the Hilux off the road before the rubbish truck", 'personal', 'reminder_intention', sched=rel('E', 1, '06:00'))
c('H', "don't forget the doctor about my gout on tuesday, half past 10", 'personal', 'reminder_intention', sched=wd('H', 'tue', '10:30'))
c('K', "remind me in the morning to lay the kava roots out to dry", 'personal', 'reminder_intention', sched=rel('K', 1, '09:00'))
c('N', "dont forget the Hilux rego runs out the 30th, renew b4 then", 'personal', 'reminder_intention', sched=nth('N', 30))
c('R', "remind me saturday evening: charge the torch and the radio for the storm box", 'personal', 'reminder_intention', sched=wd('R', 'sat', '19:00'))
c('V', "ping me at 5 this afternoon to pick up my blood sugar results at Vaiola", 'personal', 'reminder_intention', sched=rel('V', 0, '17:00'))
c('X', "don't let me forget: gout tablets packed for thursday's fishing trip to 'Eua", 'personal', 'reminder_intention', sched=wd('X', 'thu'))
c('Z', "house rates, 240 pa'anga, need paying by the 15th, ping me", 'personal', 'reminder_intention', sched=nth('Z', 15))
# communication (7)
c('C', "call TPL when their office opens at 1, the meter box is sparking", 'personal', 'communication', sched=rel('C', 0, '13:00'))
c('F', "text Sitani the plumber tomorrow 4ish about the shower pipe for the bathroom job", 'personal', 'communication', sched=rel('F', 1, '16:00'),
  ents=['Sitani'], ctx=ctx(P('Shower room out the back'), T(('Choose the shower tray', 'p1')), C(('Sitani', 'plumber'))), par='p1')
c('I', "rang Maka at the garage, he says the Hilux clutch plate comes on friday's boat", 'personal', 'communication', ents=['Maka'],
  wait="Maka's garage: Hilux clutch plate", exp=wd('I', 'fri'))
c('L', "emailed ANZ about my card going through twice at Molisi, they say 7 working days", 'personal', 'communication',
  ctx=ctx(None, T('Email the bank about the double charge', 'Ask the bank for a new PIN')), comp='t1',
  wait='ANZ: double card charge refund')
c('O', "message Lavulo the dentist wednesday 2:15 to push my filling back a week", 'personal', 'communication', sched=wd('O', 'wed', '14:15'), ents=['Lavulo'])
c('T', "call Digicel in the afternoon, the home wifi keeps dropping out", 'personal', 'communication', sched=rel('T', 1, '15:00'))
c('Y', "rang the man selling the boat engine, no answer, try him again monday", 'personal', 'communication', sched=wd('Y', 'mon'))
# project (8)
c('A', "a proper 'umu pit out the back by 1 march: cement the edge, an iron roof over it, a bench", 'personal', 'project', sched=md('A', 3, 1))
c('E', "get the 'api ready for yams by the 15th of june: clear the bush, fence out the pigs, buy seed yams. important", 'personal', 'project',
  sched=md('E', 6, 15), prio='high')
c('H', "shower room out the back from April 20th: two quotes, tiles from the Chinese shop, a bigger water tank", 'personal', 'project', sched=md('H', 4, 20))
c('K', "lose 15 kilos by december 12: walk every night, no fizzy drinks, weigh in at the doctor monthly", 'personal', 'project', sched=md('K', 12, 12))
c('O', "teach myself to service outboards by Oct 10: an old Yamaha to practise on, a manual, Pita's spare tools", 'personal', 'project',
  sched=md('O', 10, 10), ents=['Pita'])
c('S', "make the little boat seaworthy this summer: patch the hull, a new bilge pump, paint, register her", 'personal', 'project')
c('W', "fit out the Hilux for fishing by Nov 20: roof rack, a chilly bin mount, rod holders", 'personal', 'project', sched=md('W', 11, 20))
c('Y', "sort the shed out someday: shelves up, sell the broken mower, the junk to the Tapuhia dump", 'personal', 'project', prio='low')
# routine_activity (9)
c('B', "30 min along the seawall after tea, my nightly habit, done", 'personal', 'routine_activity')
c('D', "saturday market run to Talamahu at 10 like every week", 'personal', 'routine_activity', sched=rel('D', 0, '10:00'))
c('G', "stretched the bad knee for 20 minutes this afternoon, every day now", 'personal', 'routine_activity')
c('J', "back from my usual saturday swim at Ha'atafu, the water was warm", 'personal', 'routine_activity')
c('M', "5am hill walk done, like each weekday", 'personal', 'routine_activity')
c('P', "fishing off the wharf this evening like every saturday", 'personal', 'routine_activity', sched=rel('P', 0, '19:00'))
c('U', "blood sugar after lunch 7.2, I write it in the book every day", 'personal', 'routine_activity')
c('X', "my monthly haircut at Siosaia's on saturday", 'personal', 'routine_activity', sched=sat('X'), ents=['Siosaia'])
c('Z', "sweep the yard every friday morning", 'personal', 'routine_activity', sched=OMIT)
# transaction (12)
c('A', "TCC phone bill came, T$64 for december, due the 20th", 'personal', 'transaction', sched=nth('A', 20))
c('C', "paid the water board 38 pa'anga through the ANZ app", 'personal', 'transaction',
  ctx=ctx(None, T('Pay the water bill', 'Pay for the Digicel top-up')), comp='t1')
c('F', "the Hilux insurance is 420 pa'anga this year, pay it by the 18th", 'personal', 'transaction', sched=nth('F', 18))
c('H', "T$95 coming back to my card for the broken fan, the shop says monday", 'personal', 'transaction',
  wait='shop: T$95 fan refund', exp=wd('H', 'mon'))
c('K', "spent TOP 310 at the hardware on pipes and fittings for the back bathroom", 'personal', 'transaction',
  ctx=ctx(P('Shower room out the back'), T(('Book the tiler', 'p1'))), par='p1')
c('N', "Lavulo wants 350 pa'anga for the two fillings, half up front when I go in on the 19th", 'personal', 'transaction', sched=nth('N', 19), ents=['Lavulo'],
  ctx=ctx(P('Get my teeth seen to'), T(('Book the cleaning', 'p1'))), par='p1')
c('Q', "Digicel took 25 pa'anga two times for one data pack, and the money still isn't back", 'personal', 'transaction',
  wait="Digicel: 25 pa'anga data pack refund")
c('R', "the last payment on the freezer went through, 120 pa'anga, it's ours now", 'personal', 'transaction',
  ctx=ctx(None, T('Make the last freezer payment', 'Pay the parking fine')), comp='t1')
c('U', "lease for the 'api, 80 pa'anga a year, pay it before the 25th", 'personal', 'transaction', sched=nth('U', 25))
c('V', "put 200 pa'anga aside for the new roof iron", 'personal', 'transaction',
  ctx=ctx(P('New roof before cyclone season'), T(('Get a quote for the roofing iron', 'p1'))), par='p1')
c('W', "house insurance renewal, $540, by 31 october", 'personal', 'transaction', sched=md('W', 10, 31))
c('Y', "power goes up to 92 seniti a unit from january", 'personal', 'transaction')
# acquisition_disposition (10)
c('B', "buy a new rain jacket on thursday, mine has split down the back", 'personal', 'acquisition_disposition', sched=wd('B', 'thu'))
c('D', "sold the old chest freezer to the neighbour's cousin for 300", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Sell the old chest freezer', 'Sell the old bike')), comp='t1')
c('G', "monday: get the bedroom a fan from the Chinese shop on Taufa'ahau road", 'personal', 'acquisition_disposition', sched=wd('G', 'mon'))
c('I', "the solar lights I ordered from Auckland come off the boat on the 20th", 'personal', 'acquisition_disposition',
  wait='solar lights from Auckland (shipping)', exp=nth('I', 20))
c('L', "got my new reading glasses from the Salote road optician", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Pick up my reading glasses', 'Pick up the torch batteries')), comp='t1')
c('O', "giving the old washing machine to the youth group's fundraiser sale on saturday", 'personal', 'acquisition_disposition', sched=sat('O'))
c('Q', "get a new speargun before the 'Eua trip on the 1st, the old band has perished", 'personal', 'acquisition_disposition', sched=nth('Q', 1),
  ctx=ctx(P("Fishing trip to 'Eua"), T(('Check the boat booking', 'p1'))), par='p1')
c('S', "took the rice cooker back to Molisi, dead straight out of the box", 'personal', 'acquisition_disposition',
  ctx=ctx(None, T('Return the broken rice cooker', 'Return the extension cord')), comp='t1')
c('W', "the outboard I bought is held at customs on the wharf, the agent can't say when", 'personal', 'acquisition_disposition',
  wait='customs agent: outboard motor')
c('Z', "sell the spare Hilux tyres, maybe 150 each on Facebook, low priority", 'personal', 'acquisition_disposition', prio='low')
# decision_commitment (9)
c('C', "no more fizzy drinks at all, the gout is telling me", 'personal', 'decision_commitment')
c('E', "going with Digicel over TCC for the home internet, they connect us on the 12th", 'personal', 'decision_commitment', sched=nth('E', 12))
c('H', "decided, I keep the Hilux till it dies, no loan for a new one", 'personal', 'decision_commitment')
c('J', "giving up the cigarettes from monday, for good this time", 'personal', 'decision_commitment', sched=wd('J', 'mon'))
c('M', "the knee scan at Vaiola is on the 9th, decided, I'm not cancelling again", 'personal', 'decision_commitment', sched=nth('M', 9))
c('P', "not renewing the gym card in august, I'll walk the seawall instead", 'personal', 'decision_commitment')
c('S', "bed by 10 every night from monday, rugby season or not", 'personal', 'decision_commitment', sched=wd('S', 'mon'))
c('V', "done with the bingo nights, 20 pa'anga a week gone for nothing", 'personal', 'decision_commitment')
c('Y', "the bus to town instead of the Hilux starting next saturday, save the diesel", 'personal', 'decision_commitment', sched=wd('Y', 'sat'))
# learning_consumption (9)
c('A', "rereading Epeli Hau'ofa's Tales of the Tikongs before sleep, funny as ever", 'personal', 'learning_consumption', ents=["Epeli Hau'ofa"])
c('D', "started Mandarin on an app, lesson 4 tonight at 8:30", 'personal', 'learning_consumption', sched=rel('D', 0, '20:30'))
c('F', "watching youtube videos on rebuilding outboard carburettors, part 4 tonight", 'personal', 'learning_consumption', sched=tonight('F'))
c('I', "my request came in at the Nuku'alofa library, the new Konai Helu Thaman poems", 'personal', 'learning_consumption', ents=['Konai Helu Thaman'])
c('K', "halfway through Sapiens, listening to it in the Hilux", 'personal', 'learning_consumption')
c('N', "ukulele lessons in the Ha'ateiho hall, thursday 6 to 8", 'personal', 'learning_consumption', sched=wd('N', 'thu', '18:00'))
c('Q', "a podcast on growing vanilla, thinking of the 'api", 'personal', 'learning_consumption')
c('T', "reading the bible through in Tongan and English side by side, up to Acts 9", 'personal', 'learning_consumption')
c('X', "boat licence course at the marine office starts november 2, two evenings a week", 'personal', 'learning_consumption', sched=md('X', 11, 2))
# milestone_outcome (8)
c('B', "the ministry finally granted the land title for our house block", 'personal', 'milestone_outcome')
c('E', "10 kilos off since new year, the doctor was pleased", 'personal', 'milestone_outcome')
c('G', "caught my first marlin off 'Eua, 62 kilos!", 'personal', 'milestone_outcome')
c('J', "blood sugar back in the normal range for the first time in 3 years", 'personal', 'milestone_outcome')
c('L', "swam the whole way across to Pangaimotu, first time ever", 'personal', 'milestone_outcome')
c('Q', "house loan paid off today, 15 years and it's done", 'personal', 'milestone_outcome',
  ctx=ctx(None, T('Make the last house loan payment', 'Renew the house insurance')), comp='t1')
c('U', "finished the Nuku'alofa half marathon in 2:31, slow but I finished", 'personal', 'milestone_outcome')
c('Z', "one year without a cigarette today", 'personal', 'milestone_outcome')
# contact (7)
c('C', "Sitani Fonua the plumber, 7781 234, does hot water systems too", 'personal', 'contact', ents=['Sitani Fonua'])
c('F', "Maka's garage moved to Hala Tu'i, new number 25 410", 'personal', 'contact', ents=['Maka'])
c('I', "the electrician Pita swears by: Aisake Tu'ipulotu, 876 5521", 'personal', 'contact', ents=['Pita', "Aisake Tu'ipulotu"])
c('M', "Lavulo the dentist is only at the Vaiola clinic tuesdays and fridays now", 'personal', 'contact', ents=['Lavulo'])
c('P', "Losa who does our washing wants paying fortnightly now, her number is 843 0127", 'personal', 'contact', ents=['Losa'])
c('S', "the new man at the ANZ loans desk is Sione Kata, ask for him by name", 'personal', 'contact', ents=['Sione Kata'])
c('X', "the vet who comes out for pigs is Dr Naufahu, 771 9043", 'personal', 'contact', ents=['Naufahu'])
# observation_insight (9)
c('D', "the power always cuts out when the wind comes from the east", 'personal', 'observation_insight')
c('H', "my knee aches the day before rain, every time", 'personal', 'observation_insight')
c('K', "the Hilux drinks more diesel on its new tyres", 'personal', 'observation_insight')
c('M', "Talamahu is cheaper after 11 when the sellers want to go home", 'personal', 'observation_insight')
c('O', "I sleep better on the nights I skip the kava", 'personal', 'observation_insight')
c('R', "the tank water tastes of leaves after every big storm", 'personal', 'observation_insight')
c('U', "the mango tree fruits twice when the dry season is short", 'personal', 'observation_insight')
c('W', "the corner shop charges 2 pa'anga more for rice than Molisi", 'personal', 'observation_insight')
c('Y', "blood pressure reads highest on monday mornings, always", 'personal', 'observation_insight')
# emotion_state (9)
c('A', "feeling heavy and tired, the holidays did nothing for me", 'personal', 'emotion_state')
c('F', "scared the gout will get into my other foot", 'personal', 'emotion_state')
c('I', "frustrated, the roof leaks in one spot after three fixes", 'personal', 'emotion_state')
c('L', "happy just sitting on the veranda after lunch with no plans", 'personal', 'emotion_state')
c('O', "worried sick over money, the freezer and the insurance both hitting in june", 'personal', 'emotion_state')
c('R', "nervous about the knee operation on the 12th", 'personal', 'emotion_state')
c('T', "proud of my garden, the first taro came out huge", 'personal', 'emotion_state')
c('V', "restless, can't sit still on my days off", 'personal', 'emotion_state')
c('X', "relieved the blood test came back clear", 'personal', 'emotion_state')

# ═══════════════ social (61) ═══════════════
# task (5)
c('C', "help Tevita build his baking soda volcano for the science fair by friday", 'social', 'task', sched=wd('C', 'fri'), ents=['Tevita'],
  ctx=ctx(P("Tevita's science fair"), T(('Buy baking soda and vinegar', 'p1'))), par='p1')
c('G', "Lesieli's uniform is ironed and hanging, shoes polished too", 'social', 'task', ents=['Lesieli'],
  ctx=ctx(None, T("Iron Lesieli's school uniform", "Sew the button on Tevita's shirt")), comp='t1')
c('K', "drive mum to the clinic on thursday at 9", 'social', 'task', sched=wd('K', 'thu', '09:00'))
c('P', "the swing for Sela is fixed, she won't get off it", 'social', 'task', ents=['Sela'],
  ctx=ctx(None, T("Fix Sela's swing", 'Fix the gate latch for Ana')), comp='t1')
c('W', "pick Tevita up from band practice at 7 tomorrow", 'social', 'task', sched=rel('W', 1, '19:00'), ents=['Tevita'])
# reminder_intention (5)
c('E', "remind me Lesieli's school photo money is due on monday, T$15", 'social', 'reminder_intention', sched=wd('E', 'mon'), ents=['Lesieli'])
c('J', "don't forget Sela's birthday is the 3rd, she wants a pink cake", 'social', 'reminder_intention', sched=nth('J', 3), ents=['Sela'],
  ctx=ctx(P("Sela's first birthday"), T(('Order the cake', 'p1'))), par='p1')
c('N', "remind me 7 o'clock to ring mum in Vava'u before her church meeting", 'social', 'reminder_intention', sched=rel('N', 1, '07:00'))
c('S', "ping me sunday after lotu to take the baby clothes over to Vai's", 'social', 'reminder_intention', sched=wd('S', 'sun'), ents=['Vai'])
c('Y', "don't let me forget the misinale envelope for sunday, 200 from our family", 'social', 'reminder_intention', sched=wd('Y', 'sun'))
# communication (6)
c('A', "call Viliami in Auckland tonight at 8 about mum's fare to come over", 'social', 'communication', sched=rel('A', 0, '20:00'), ents=['Viliami'],
  ctx=ctx(P("Mum's visit at christmas"), T(('Clear the spare room', 'p1'))), par='p1')
c('D', "video call with Salote and the kids in Ha'apai this evening", 'social', 'communication', sched=rel('D', 0, '19:00'), ents=['Salote'])
c('H', "messaged Feleti about kava at his place saturday night, no reply yet", 'social', 'communication', ents=['Feleti'],
  wait="Feleti: reply about saturday's kava")
c('O', "rang uncle Tomasi about the funeral food roster, he'll let me know by thursday", 'social', 'communication', ents=['Tomasi'],
  ctx=ctx(None, T('Call uncle Tomasi about the funeral food', 'Call the hall about the chairs')), comp='t1',
  wait='Tomasi: funeral food roster', exp=wd('O', 'thu'))
c('U', "text Ana tomorrow at noon about who gets Sela from the creche", 'social', 'communication', sched=rel('U', 1, '12:00'), ents=['Ana', 'Sela'])
c('Z', "write to Viliami's wife to say thank you for the parcel, before sunday", 'social', 'communication', sched=wd('Z', 'sun'), ents=['Viliami'])
# project (4)
c('B', "Lesieli's 10th on march 14: a cake, the church hall, her whole class, a bouncy castle", 'social', 'project', sched=md('B', 3, 14), ents=['Lesieli'])
c('F', "Ana's 40th on May 2nd: a night at the Tanoa, a new ring, the kids at uncle Tomasi's", 'social', 'project', sched=md('F', 5, 2), ents=['Ana', 'Tomasi'])
c('M', "family reunion in Vava'u for december: boat tickets for 11 of us, the pigs, a tent for the 'umu", 'social', 'project')
c('Q', "Tevita's 16th on the 8th: an 'umu with two pigs, the cousins, a white shirt for church first", 'social', 'project', sched=nth('Q', 8), ents=['Tevita'])
# routine_activity (5)
c('E', "choir practice at church every thursday night, Ana and I both", 'social', 'routine_activity', sched=OMIT, ents=['Ana'])
c('I', "tomorrow it's me doing the school drop-off, Ana starts early", 'social', 'routine_activity', sched=rel('I', 1), ents=['Ana'])
c('L', "sunday to'onai at uncle Tomasi's after church like always, so full", 'social', 'routine_activity', ents=['Tomasi'])
c('R', "kava with the boys at Feleti's friday night as usual", 'social', 'routine_activity', sched=wd('R', 'fri', '20:00'), ents=['Feleti'])
c('V', "walked Lesieli to school this morning like every day this term", 'social', 'routine_activity', ents=['Lesieli'])
# transaction (5)
c('G', "send 100 pa'anga to Viliami's boy on the 5th, it's for his fees at school", 'social', 'transaction', sched=nth('G', 5), ents=['Viliami'])
c('K', "Western Union 300 over to mum on friday, it's for her roof", 'social', 'transaction', sched=wd('K', 'fri'))
c('P', "Lesieli's school fees paid, T$120 for the term", 'social', 'transaction', ents=['Lesieli'],
  ctx=ctx(None, T("Pay Lesieli's school fees", "Pay Tevita's band trip money")), comp='t1')
c('T', "the church wants 50 from each family for the conference, due the 27th", 'social', 'transaction', sched=nth('T', 27),
  ctx=ctx(P("Church conference in Ha'apai"), T(('Book the ferry', 'p1'))), par='p1')
c('X', "gave Tevita 20 pa'anga for the youth rally", 'social', 'transaction', ents=['Tevita'])
# acquisition_disposition (5)
c('A', "Sela needs a bigger car seat, buy one before the wedding on the 17th", 'social', 'acquisition_disposition', sched=nth('A', 17), ents=['Sela'])
c('H', "Tevita's new cornet is paid for in Auckland, Viliami says it lands on friday's flight", 'social', 'acquisition_disposition', ents=['Tevita', 'Viliami'],
  wait='Viliami: cornet for Tevita (post)', exp=wd('H', 'fri'))
c('N', "picked up the ta'ovala Ana ordered for her mother", 'social', 'acquisition_disposition', ents=['Ana'],
  ctx=ctx(None, T("Pick up Ana's ta'ovala for her mum", 'Pick up the church programme')), comp='t1')
c('S', "pass Sela's outgrown clothes to cousin Vai for her new baby on wednesday", 'social', 'acquisition_disposition', sched=wd('S', 'wed'), ents=['Sela', 'Vai'])
c('V', "the school jersey for Lesieli is on back order, the shop can't say when", 'social', 'acquisition_disposition', ents=['Lesieli'],
  wait="shop: Lesieli's school jersey")
# decision_commitment (4)
c('D', "Christmas will be at our place, told Ana yes", 'social', 'decision_commitment', ents=['Ana'])
c('J', "from monday the kids' phones stay off the dinner table", 'social', 'decision_commitment', sched=wd('J', 'mon'))
c('Q', "told Feleti I'd help him put his roof on saturday", 'social', 'decision_commitment', sched=sat('Q'), ents=['Feleti'])
c('X', "Tevita can go on the band trip to Fiji on the 30th, we said yes last night", 'social', 'decision_commitment', sched=nth('X', 30), ents=['Tevita'])
# learning_consumption (4)
c('B', "reading Lesieli a chapter of Charlotte's Web every night, we're on chapter 7", 'social', 'learning_consumption', ents=['Lesieli'])
c('I', "parenting talk in the church hall wednesday at 6, teenagers and phones", 'social', 'learning_consumption', sched=wd('I', 'wed', '18:00'))
c('O', "Tevita and I doing the Tongan history quiz book together, chapter 3 tonight", 'social', 'learning_consumption', sched=tonight('O'), ents=['Tevita'])
c('U', "a workshop for dads at the primary school next tuesday at 5:30", 'social', 'learning_consumption', sched=wd('U', 'tue', '17:30'))
# milestone_outcome (5)
c('C', "Tevita got into the national youth brass band!", 'social', 'milestone_outcome', ents=['Tevita'])
c('F', "Sela walked today, four wobbly steps across to Ana", 'social', 'milestone_outcome', ents=['Sela', 'Ana'])
c('K', "Lesieli came top of her class in the term test", 'social', 'milestone_outcome', ents=['Lesieli'])
c('R', "mum turned 80 on saturday and all eight of her children were home for it", 'social', 'milestone_outcome')
c('W', "Ana and I, 15 years married today", 'social', 'milestone_outcome', ents=['Ana'])
# contact (4)
c('G', "Vai's new number in Auckland: 022 375 1190", 'social', 'contact', ents=['Vai'])
c('L', "Feleti's wife is Kalolaine, a nurse at Vaiola, allergic to shellfish", 'social', 'contact', ents=['Feleti', 'Kalolaine'])
c('P', "Lesieli's new teacher is Mrs Tupou, she likes a note when homework is late", 'social', 'contact', ents=['Lesieli', 'Tupou'])
c('Y', "the faifekau's new number: Rev Moala, 884 2210", 'social', 'contact', ents=['Moala'])
# observation_insight (4)
c('D', "Sela sleeps right through when she's been in the sea", 'social', 'observation_insight', ents=['Sela'])
c('M', "Tevita talks more in the car in the morning than all evening", 'social', 'observation_insight', ents=['Tevita'])
c('S', "the kids squabble less with uncle Tomasi about", 'social', 'observation_insight', ents=['Tomasi'])
c('Z', "every family reunion, the same cousins do all the cooking", 'social', 'observation_insight')
# emotion_state (5)
c('H', "proud of Tevita playing his solo at church on sunday", 'social', 'emotion_state', ents=['Tevita'])
c('J', "missing mum, a year now since I was in Vava'u", 'social', 'emotion_state')
c('N', "worried about Viliami, he sounds tired on the phone", 'social', 'emotion_state', ents=['Viliami'])
c('T', "guilty I missed Lesieli's prize day because of the away game", 'social', 'emotion_state', ents=['Lesieli'])
c('V', "grateful to the church ladies who fed us all week after dad's funeral", 'social', 'emotion_state')

# ═══════════════ systems (73) ═══════════════
# task (6)
c('B', "mark the year 10 PE theory tests by friday, 64 of them", 'systems', 'task', sched=wd('B', 'fri'))
c('E', "the tackle bags are stitched up and sitting in the store shed again", 'systems', 'task',
  ctx=ctx(None, T('Get the torn tackle bags stitched', 'Get the scrum machine pads replaced')), comp='t1')
c('I', "wash and vacuum the taxi before the airport run at 2", 'systems', 'task', sched=rel('I', 0, '14:00'))
c('M', "the taxi meter reads right again, the ministry man sealed it", 'systems', 'task',
  ctx=ctx(None, T('Get the taxi meter recalibrated', 'Get the taxi seat covers redone')), comp='t1')
c('R', "line the training field before saturday's game against Tupou College", 'systems', 'task', sched=sat('R'))
c('X', "first half of the player reports done, the rest by the 28th", 'systems', 'task', sched=nth('X', 28),
  ctx=ctx(P('Player reports for the end of season'), T(('Collect the fitness test sheets', 'p1'))), par='p1')
# reminder_intention (5)
c('D', "remind me on monday: chase the union for the new balls", 'systems', 'reminder_intention', sched=wd('D', 'mon'))
c('G', "ping me at 5:45 tomorrow to open the school gym for the early session", 'systems', 'reminder_intention', sched=rel('G', 1, '05:45'))
c('K', "don't forget the taxi licence at the ministry, before the 20th", 'systems', 'reminder_intention', sched=nth('K', 20),
  ctx=ctx(None, T('Renew the taxi licence', 'Renew the taxi insurance')))
c('P', "remind me: match balls from the union office at 11", 'systems', 'reminder_intention', sched=rel('P', 0, '11:00'))
c('Z', "dont forget Semisi's wages friday, T$280 for the fortnight", 'systems', 'reminder_intention', sched=wd('Z', 'fri'), ents=['Semisi'])
# communication (6)
c('A', "email Mr Fifita tomorrow morning about the pre-season camp dates", 'systems', 'communication', sched=rel('A', 1, '09:00'), ents=['Fifita'],
  ctx=ctx(P('Pre-season camp'), T(('Book the bus', 'p1'))), par='p1')
c('F', "rang Paula at the union about the coaching grant, he says the form comes by the 20th", 'systems', 'communication', ents=['Paula'],
  wait='Paula (union): coaching grant form', exp=nth('F', 20))
c('J', "called the hotel front desk, they'll ring back about a regular airport booking", 'systems', 'communication',
  wait='hotel: regular airport booking')
c('N', "text Kalo in the morning about taking the forwards on thursday", 'systems', 'communication', sched=rel('N', 1, '09:00'), ents=['Kalo'])
c('Q', "zoom with the Auckland academy coaches next wednesday at 6", 'systems', 'communication', sched=wd('Q', 'wed', '18:00'))
c('V', "emailed the principal the tour budget, waiting for his ok", 'systems', 'communication',
  ctx=ctx(None, T('Email the principal the tour budget', 'Email the union the team list')), comp='t1',
  wait='principal: ok on the tour budget')
# project (5)
c('C', "schools sevens tournament at the college by 18 april: 8 teams, union referees, a canteen, medals", 'systems', 'project', sched=md('C', 4, 18))
c('H', "a second driver for the taxi at weekends by may 1: an ad, a licence check, a trial week", 'systems', 'project', sched=md('H', 5, 1))
c('L', "take the First XV on tour to Fiji in september: fundraising, passports, a jersey sponsor", 'systems', 'project')
c('S', "a weights corner in the PE store by september 30: a rack, second hand plates, rubber flooring", 'systems', 'project', sched=md('S', 9, 30))
c('Y', "a second taxi next year: a BSP loan, a used Corolla from Japan, a driver, the licence. important", 'systems', 'project', prio='high')
# routine_activity (5)
c('C', "team sheet for saturday done, I write it every monday lunchtime", 'systems', 'routine_activity')
c('G', "ice baths for the forwards done after the game, like every saturday", 'systems', 'routine_activity')
c('K', "checked the taxi's oil and tyres before Semisi's night shift, every wednesday", 'systems', 'routine_activity', ents=['Semisi'])
c('O', "fitness session at 6 tomorrow morning, same as every tuesday", 'systems', 'routine_activity', sched=rel('O', 1, '06:00'))
c('U', "PE with year 9 at 3:30 today like every tuesday", 'systems', 'routine_activity', sched=rel('U', 0, '15:30'))
# transaction (8)
c('D', "Semisi handed over T$540 from the week's fares", 'systems', 'transaction', ents=['Semisi'])
c('F', "taxi insurance 1,150 pa'anga, due the 31st", 'systems', 'transaction', sched=nth('F', 31))
c('I', "the union's coaching allowance, TOP 400, still hasn't come in, they said the 15th", 'systems', 'transaction',
  wait='union: TOP 400 coaching allowance', exp=nth('I', 15))
c('L', "diesel for the taxi this week came to 190 pa'anga", 'systems', 'transaction')
c('O', "the school refunded my 85 for the team's oranges and water", 'systems', 'transaction',
  ctx=ctx(None, T('Claim back the money for the oranges', 'Claim back the bus fare for the away game')), comp='t1')
c('S', "invoice the hotel 720 for the airport runs in august, by the 31st", 'systems', 'transaction', sched=nth('S', 31))
c('W', "the jersey sponsor's $2,000 hasn't come yet, they promised by october 10", 'systems', 'transaction',
  wait='jersey sponsor: $2,000', exp=md('W', 10, 10))
c('Z', "taxi took T$9,800 this year after diesel and Semisi's pay", 'systems', 'transaction', ents=['Semisi'])
# acquisition_disposition (5)
c('A', "order 20 new contact pads from the union shop on monday", 'systems', 'acquisition_disposition', sched=wd('A', 'mon'))
c('H', "scrum caps box picked up at the PO counter", 'systems', 'acquisition_disposition',
  ctx=ctx(None, T('Pick up the scrum caps from the post office', 'Pick up the new whistles')), comp='t1')
c('M', "the new taxi tyres are somewhere on the Auckland boat, nobody can say which day", 'systems', 'acquisition_disposition',
  wait='taxi tyres (shipping from Auckland)')
c('T', "return the faulty GPS tracker for the taxi on saturday and get a new one, medium priority", 'systems', 'acquisition_disposition', sched=sat('T'), prio='medium')
c('Y', "the team's new first aid kits arrive from Fiji thursday", 'systems', 'acquisition_disposition',
  wait='first aid kits (delivery from Fiji)', exp=wd('Y', 'thu'))
# decision_commitment (6)
c('B', "I'm taking the head of PE job from the 1st, told Mr Fifita yes", 'systems', 'decision_commitment', sched=nth('B', 1), ents=['Fifita'],
  ctx=ctx(None, T('Answer Mr Fifita about the PE job', 'Answer the union about the referee course')), comp='t1')
c('E', "no taxi work on training days from the 1st, Semisi takes those shifts", 'systems', 'decision_commitment', sched=nth('E', 1), ents=['Semisi'])
c('J', "going with the Chinese mats for the strength room, half the price of the Australian ones", 'systems', 'decision_commitment',
  ctx=ctx(P('Strength room in the old classroom'), T(('Find second hand benches', 'p1'))), par='p1')
c('N', "promised Kalo I'll run the under-14s this saturday while he's away in Ha'apai", 'systems', 'decision_commitment', sched=sat('N'), ents=['Kalo'])
c('R', "the taxi stays off the road on Sundays, Sapate is Sapate", 'systems', 'decision_commitment')
c('X', "not applying for the national U20 assistant job, too much travel", 'systems', 'decision_commitment')
# learning_consumption (5)
c('C', "World Rugby level 2 coaching course at Teufaiva next thursday, 8 to 4", 'systems', 'learning_consumption', sched=wd('C', 'thu', '08:00'))
c('I', "studying the concussion rules before the first game on the 25th, the union sent a booklet", 'systems', 'learning_consumption', sched=nth('I', 25))
c('M', "watching the All Blacks' lineout videos tonight at 7 with Kalo", 'systems', 'learning_consumption', sched=rel('M', 0, '19:00'), ents=['Kalo'])
c('S', "sports first aid refresher for coaches, tuesday 9 to 12 at the college", 'systems', 'learning_consumption', sched=wd('S', 'tue', '09:00'))
c('W', "a podcast on running a small taxi business, episode 3 on tomorrow's drive", 'systems', 'learning_consumption', sched=rel('W', 1))
# milestone_outcome (5)
c('D', "the First XV beat Tupou College 24 to 10, first time in six years", 'systems', 'milestone_outcome')
c('G', "passed World Rugby level 2, 91 percent", 'systems', 'milestone_outcome',
  ctx=ctx(P('Coaching badges this year'), T(('Pass the level 2 coaching course', 'p1'), ('Do the referee refresher', 'p1'))), comp='t1', par='p1')
c('P', "three of my boys picked for the national U18 squad", 'systems', 'milestone_outcome')
c('U', "taxi loan cleared at BSP, last instalment in, the Corolla is free and clear", 'systems', 'milestone_outcome',
  ctx=ctx(None, T('Clear the taxi loan at BSP', 'Renew the taxi permit')), comp='t1')
c('Z', "we won the inter-college final, first trophy for the school since 2009", 'systems', 'milestone_outcome')
# contact (5)
c('E', "the union's new development officer is Paula Taumoepeau, 770 1123", 'systems', 'contact', ents=['Paula Taumoepeau'])
c('J', "Semisi's driver licence for the taxi papers: D 20931, runs to 2027", 'systems', 'contact', ents=['Semisi'])
c('O', "the hotel's bookings lady is Losana, she'd rather whatsapp than talk, 775 6620", 'systems', 'contact', ents=['Losana'])
c('T', "Siaosi's dad, 846 3391, wants a call whenever Siaosi misses training", 'systems', 'contact', ents=['Siaosi'])
c('X', "the referee coordinator for the college games is Sosaia Vea, 873 4410", 'systems', 'contact', ents=['Sosaia Vea'])
# observation_insight (6)
c('B', "the boys fade in the last ten minutes when we train in the afternoon heat", 'systems', 'observation_insight')
c('F', "the taxi gets most calls on paydays, the 15th and the last friday", 'systems', 'observation_insight')
c('K', "Lopeti throws straighter when nobody shouts at him", 'systems', 'observation_insight', ents=['Lopeti'])
c('P', "tourists off the cruise ships pay in cash and tip well", 'systems', 'observation_insight')
c('V', "the forwards' fitness drops off after every school holiday", 'systems', 'observation_insight')
c('Y', "the wharf run pays better than the airport run per kilometre", 'systems', 'observation_insight')
# emotion_state (6)
c('A', "anxious about the pre-season, half the squad left school last year", 'systems', 'emotion_state')
c('H', "angry at the ref from last week's game, three knock-ons he never saw", 'systems', 'emotion_state')
c('L', "tired of chasing the union for money that's ours", 'systems', 'emotion_state')
c('Q', "happy with how Siaosi led the team on saturday, a real captain", 'systems', 'emotion_state', ents=['Siaosi'])
c('T', "stressed, the taxi's been off the road a week and the hotel keeps ringing", 'systems', 'emotion_state')
c('W', "proud of the boys, they sang the school hymn before the game without being told", 'systems', 'emotion_state')

# This writer's counts: the one "next thursday" said on a Monday, two recurring schedules left out.
assert sum(1 for x in cases if 'next thursday' in x['text'] and x['now'].startswith('2026-02-02')) == 1
assert sum(1 for x in cases if 'next thursday' in x['text']) == 1
assert sum(1 for x in cases if 'scheduled_local' not in x['expect']) == 2

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 78, cases)
