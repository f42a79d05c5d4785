# The seventy-third set: a freelance wedding and event photographer in Jakarta (Asia/Jakarta, UTC+7, no daylight
# saving), mother of Kirana (8) and Bima (4), married to Dimas, her ibu in Bogor and her younger brother Adit in a kost
# in Depok. Quick phone notes in Indonesian-English with the Bahasa words she would use (besok, ibu, arisan, ojol,
# gojek, kost, tukang, pasar, mudik) and rupiah written the Indonesian way ("Rp 350.000", "1,5 juta", "Rp2jt",
# "500rb"). Labelled by ../../../shared/eval/GUIDELINES.md, written from scratch with labelset.py's helpers only.
# Domain readings: her photography business (couples, wedding organizers, the second shooter Bayu, the retoucher Fani,
# the album printer, gear bought for work, taxes on the freelance income) is systems; the kids, Dimas, ibu, Adit, the
# arisan friends and the kids' school are social; her own health, house, scooter, car, bills, savings and hobbies are
# personal, as are the people who serve the house (the tukang, Mbak Yuni who helps at home). A respect word before a
# name ("Pak", "Bu", "Ibu", "Mas", "Mbak", "Koh", "dr", "drg.") is left out of the entity like a relation word.
# "besok" is read as "tomorrow" and "jam 3" for a meeting as 15:00, like any bare hour decided by context.
import os
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT

JKT = 'Asia/Jakarta'
use({
  'A': ('2026-01-08T07:20:00', JKT), 'B': ('2026-01-24T22:15:00', JKT), 'C': ('2026-02-05T06:40:00', JKT),
  'D': ('2026-02-21T13:30:00', JKT), 'E': ('2026-03-09T05:55:00', JKT), 'F': ('2026-03-22T20:10:00', JKT),
  'G': ('2026-04-02T11:45:00', JKT), 'H': ('2026-04-18T16:05:00', JKT), 'I': ('2026-05-04T21:30:00', JKT),
  'J': ('2026-05-20T08:10:00', JKT), 'K': ('2026-06-06T10:25:00', JKT), 'L': ('2026-06-19T18:40:00', JKT),
  'M': ('2026-07-01T06:15:00', JKT), 'N': ('2026-07-14T14:50:00', JKT), 'O': ('2026-07-30T22:05:00', JKT),
  'P': ('2026-08-15T09:35:00', JKT), 'Q': ('2026-08-27T19:20:00', JKT), 'R': ('2026-09-09T07:05:00', JKT),
  'S': ('2026-09-26T12:55:00', JKT), 'T': ('2026-10-08T17:30:00', JKT), 'U': ('2026-10-24T08:45:00', JKT),
  'V': ('2026-11-05T20:40:00', JKT), 'W': ('2026-11-18T10:15:00', JKT), 'X': ('2026-12-03T15:25:00', JKT),
  'Y': ('2026-12-14T06:30:00', JKT), 'Z': ('2026-12-27T21:50:00', JKT),
}, {'A': 'thu', 'B': 'sat', 'C': 'thu', 'D': 'sat', 'E': 'mon', 'F': 'sun', 'G': 'thu', 'H': 'sat', 'I': 'mon',
    'J': 'wed', 'K': 'sat', 'L': 'fri', 'M': 'wed', 'N': 'tue', 'O': 'thu', 'P': 'sat', 'Q': 'thu', 'R': 'wed',
    'S': 'sat', 'T': 'thu', 'U': 'sat', 'V': 'thu', 'W': 'wed', 'X': 'thu', 'Y': 'mon', 'Z': 'sun'})

# Background contexts: what she already has in the other two domains, clearly unrelated to the thought they sit beside.
HOME = [ctx(P('Fix the leaking roof'), T('Pay the PDAM water bill', 'Buy a new broom'), C(('Joko', 'plumber'))),
        ctx(None, T('Top up the e-toll card', 'Renew the gym membership')),
        ctx(P('Save for the Japan trip'), None, C(('Yuni', 'helps at home')))]
FAM = [ctx(P('Lebaran mudik to Solo'), T('Call ibu about her blood pressure'), C(('Adit', 'brother'), ('Sekar', 'friend'))),
       ctx(None, T("Sign Bima's report book"), C(('Dimas', 'husband'))),
       ctx(P("Ibu's 60th syukuran"), T('Send ibu the family photos'))]
WORK = [ctx(P('Launch the 2027 prewedding package'), T('Update the price list'), C(('Bayu', 'second shooter'))),
        ctx(None, T('Back up the August weddings'), C(('Fani', 'retoucher'))),
        ctx(P('Referral deal with wedding organizers'), T('Clean the camera sensors'))]
OTHER = {'personal': FAM + WORK, 'social': HOME + WORK, 'systems': HOME + FAM}

cases = []
plain = labeller(cases)
seen = [0]
def c(k, text, dom, et, **kw):
  """A case; with no context of its own, four in five get a background context from the other domains. A clock time
  on the capture day must still be ahead of the capture (a passed one would mean tomorrow, GUIDELINES 4.3)."""
  seen[0] += 1
  s = kw.get('sched')
  if s and s != OMIT and len(s) > 10 and s[:10] == NOWS[k][:10]: assert s[11:] > NOWS[k][11:16], (text, s)
  if 'ctx' not in kw and seen[0] % 5:
    pool = OTHER[dom]; kw['ctx'] = pool[seen[0] % len(pool)]
  plain(k, text, dom, et, **kw)
from labelset import NOW as NOWS

RENO = 'Renovate the kitchen'
BACK = 'Sort out my back pain'
FUND = 'Emergency fund of 30 juta'
SIMA = 'Get my SIM A'
ALBUM = 'Hartono wedding album'
WEB = 'Rebuild the portfolio website'

# ---------------- personal ----------------
# acquisition_disposition
c('D', "need a new memory foam pillow, neck stiff every morning. check tokopedia besok", 'personal', 'acquisition_disposition', sched=rel('D', 1))
c('F', "ordered the new rice cooker on shopee, Rp 489.000, tracking says it lands thursday", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Order a new rice cooker', 'Fix the bathroom tap')), wait='rice cooker (delivery)', exp=wd('F', 'thu'), comp='t1')
c('H', "sold my old scooter helmet on FB marketplace, 150rb, the buyer sent a gojek to pick it up", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Sell the old helmet', 'Top up the e-toll card')), comp='t1')
c('J', "pick up my glasses at Optik Melawai in Blok M tomorrow after the school drop off", 'personal', 'acquisition_disposition', sched=rel('J', 1))
c('K', "beli gas 3kg for the kitchen before sunday, the last tabung is almost empty", 'personal', 'acquisition_disposition', sched=wd('K', 'sun'))
c('M', "donate the old baby stroller to the posyandu, no rush", 'personal', 'acquisition_disposition', prio='low')
c('O', "returned the yoga mat to the shop at Senayan City, it smelled like chemicals", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Return the yoga mat', 'Pay the PLN bill')), comp='t1')
c('R', "the new mattress from Informa comes saturday, they said sometime from 9 till 12", 'personal', 'acquisition_disposition', wait='Informa: new mattress (delivery)', exp=sat('R'))
c('U', "listed my old iPad on carousell for Rp 2.750.000, nobody bit yet", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Sell the old iPad', 'Clean the fridge')))
c('W', "need a new helm for the scoopy before the long weekend, the strap broke", 'personal', 'acquisition_disposition')
c('Y', "picked up the laundry from the kiloan place, 4 kg, Rp 40.000", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Pick up the laundry', 'Buy dish soap')), comp='t1')
c('Z', "order the galon water refill from the depot tmrw morning", 'personal', 'acquisition_disposition', sched=rel('Z', 1, '09:00'))
# reminder_intention
c('A', "remind me to renew my SIM C before the 20th, the polres office in Daan Mogot", 'personal', 'reminder_intention', sched=nth('A', 20), ctx=ctx(None, T('Renew my SIM C', 'Buy batteries')))
c('C', "don't forget the PLN token tonight, the meter keeps beeping", 'personal', 'reminder_intention', sched=tonight('C'))
c('E', "ping me in 40 min to take the bolu out of the oven", 'personal', 'reminder_intention', sched=at('2026-03-09', '06:35'))
c('G', "remind me besok at 7am to fast before my bloodwork at Prodia.", 'personal', 'reminder_intention', sched=rel('G', 1, '07:00'))
c('I', "dont forget the BPJS payment, due on the 10th", 'personal', 'reminder_intention', sched=nth('I', 10))
c('L', "remind me saturday morning to take the scoopy for service at the AHASS", 'personal', 'reminder_intention', sched=wd('L', 'sat', '09:00'))
c('N', "don't let me forget the dentist, thursday 4:30pm at the klinik in Tebet", 'personal', 'reminder_intention', sched=wd('N', 'thu', '16:30'))
c('Q', "remind me to shift the savings into the deposito on the 1st", 'personal', 'reminder_intention', sched=nth('Q', 1))
c('S', "at 3 ping me, my meds at the apotek need picking up", 'personal', 'reminder_intention', sched=rel('S', 0, '15:00'))
c('T', "important - don't forget the pajak kendaraan for the scoopy, it expires end of month", 'personal', 'reminder_intention', sched=eom('T'), prio='high')
c('V', "remind me friday 8am: vitamin D refill at Guardian", 'personal', 'reminder_intention', sched=wd('V', 'fri', '08:00'))
c('X', "dont forget to phone my bank re the credit card annual fee, besok pagi", 'personal', 'reminder_intention', sched=rel('X', 1, '09:00'))
# learning_consumption
c('B', "signed up for korean class at the community center, first one next saturday 9am", 'personal', 'learning_consumption', sched=wd('B', 'sat', '09:00'))
c('D', "reading Laut Bercerita before bed, halfway, so heavy", 'personal', 'learning_consumption')
c('E', "watch the pandan chiffon baking tutorial tonight after the kids sleep", 'personal', 'learning_consumption', sched=tonight('E'))
c('J', "finished the audiobook of Bumi Manusia on my gojek rides", 'personal', 'learning_consumption', ctx=ctx(None, T('Finish the Bumi Manusia audiobook', 'Renew the gym membership')), comp='t1')
c('M', "swimming lessons for me, finally! first session saturday 7am at the Cikini pool", 'personal', 'learning_consumption', sched=wd('M', 'sat', '07:00'))
c('P', "the TIM library is holding Cantik Itu Luka for me, collect it by wednesday", 'personal', 'learning_consumption', sched=wd('P', 'wed'))
c('R', "40 halaman into Sekar's book on budgeting, the envelope method part", 'personal', 'learning_consumption', ents=['Sekar'], ctx=ctx(None, T("Read Sekar's budgeting book")))
c('W', "youtube class on car care basics for women, thursday 7pm", 'personal', 'learning_consumption', sched=wd('W', 'thu', '19:00'))
# routine_activity
c('A', "jogged around GBK before the kids woke up, 5k, day 9", 'personal', 'routine_activity')
c('C', "yoga every tue and thu 6am at the studio near the house", 'personal', 'routine_activity', sched=OMIT)
c('E', "cooked the week's sambal and rendang for the freezer like every sunday", 'personal', 'routine_activity')
c('H', "car free day on Sudirman tomorrow morning like every sunday, my own bike this time", 'personal', 'routine_activity', sched=rel('H', 1, '09:00'))
c('K', "creambath at the salon in Kemang, my once-a-month treat, next one saturday 4pm", 'personal', 'routine_activity', sched=wd('K', 'sat', '16:00'))
c('N', "did the monthly pantry restock at Superindo as usual", 'personal', 'routine_activity')
c('Q', "pilates tonight at 7:30, same as every thursday", 'personal', 'routine_activity', sched=rel('Q', 0, '19:30'))
c('U', "pasar run tomorrow 6am like every sunday, bring the big basket", 'personal', 'routine_activity', sched=rel('U', 1, '06:00'))
c('X', "did the physio's back stretches for 15 min after the shoot, like every day", 'personal', 'routine_activity')
c('Z', "laundry and ironing day tomorrow as always on monday", 'personal', 'routine_activity', sched=rel('Z', 1))
# communication
c('B', "call the BPJS hotline monday at 8 when it opens about moving my faskes", 'personal', 'communication', sched=wd('B', 'mon', '08:00'))
c('D', "texted Pak Joko the plumber that the water heater leaks again", 'personal', 'communication', ents=['Joko'])
c('G', "emailed Traveloka about the refund for the cancelled hotel, they said 14 working days", 'personal', 'communication', wait='Traveloka: refund for the cancelled hotel')
c('I', "whatsapp the AC service guy tomorrow, the bedroom unit drips on the bed", 'personal', 'communication', sched=rel('I', 1))
c('L', "called Telkomsel about the double charge, they'll reverse it by the 25th", 'personal', 'communication', wait='Telkomsel: reversal of the double charge', exp=nth('L', 25))
c('O', "video call with dr Maya tomorrow 10am for the back results", 'personal', 'communication', sched=rel('O', 1, '10:00'), ents=['Maya'], ctx=ctx(P(BACK), T(('Get the MRI for my back', 'p1'), 'Buy vitamins')), par='p1')
c('R', "called the klinik and got the slot for the MRI, oct 2 at 13:15", 'personal', 'communication', sched=md('R', 10, 2, '13:15'), ctx=ctx(P(BACK), T(('Book the back MRI', 'p1'), ('Find a physio', 'p1'))), comp='t1', par='p1')
c('T', "call the Indihome guy at 9 tomorrow, the wifi died again", 'personal', 'communication', sched=rel('T', 1, '09:00'))
c('Y', "left the insurance agent a voicemail about my policy renewal, still no call back.", 'personal', 'communication', wait='insurance agent: call back about the policy renewal')
# task
c('A', "fix the dripping bathroom tap this weekend, low priority", 'personal', 'task', sched=sat('A'), prio='low')
c('C', "urgent: renew my passport before the 14th, the imigrasi queue is long", 'personal', 'task', sched=nth('C', 14), prio='urgent')
c('E', "clear out the fridge today, something smells", 'personal', 'task', sched=rel('E', 0))
c('G', "copy the phone pictures onto the hard drive on sunday, storage full again", 'personal', 'task', sched=wd('G', 'sun'))
c('H', "finally re-grouted the bathroom tiles myself", 'personal', 'task', ctx=ctx(None, T('Re-grout the bathroom tiles', 'Buy curtain rods')), comp='t1')
c('J', "empty the kitchen cabinets before the tukang comes friday", 'personal', 'task', sched=wd('J', 'fri'), ctx=ctx(P(RENO), T(('Choose the wall tiles', 'p1'))), par='p1')
c('M', "SIM C renewed, valid until 2031", 'personal', 'task', ctx=ctx(None, T('Renew my SIM C', 'Fix the gate lock')), comp='t1')
c('P', "paint the front gate before 17 agustus, the rust shows", 'personal', 'task', sched=md('P', 8, 17))
c('S', "top priority: get the car brakes checked before the drive on friday", 'personal', 'task', sched=wd('S', 'fri'), prio='high')
c('V', "the kitchen cabinet doors are up, the tukang finished this afternoon", 'personal', 'task', ctx=ctx(P(RENO), T(('Get the cabinet doors installed', 'p1'), ('Pick the backsplash tiles', 'p1'))), comp='t1', par='p1')
c('W', "renew the STNK of the scoopy at the samsat keliling on the 25th", 'personal', 'task', sched=nth('W', 25))
c('Z', "replace the cartridge in the water filter tomorrow.", 'personal', 'task', sched=rel('Z', 1))
# transaction
c('B', "paid the PLN bill, Rp 687.500 this month, the AC eats money", 'personal', 'transaction', ctx=ctx(None, T('Pay the PLN bill', 'Buy a new pillow')), comp='t1')
c('E', "BPJS kesehatan autodebit failed, pay it by hand before the 10th, Rp 150.000", 'personal', 'transaction', sched=nth('E', 10))
c('F', "the refund for the cancelled Garuda flight still hasn't come, 1,8 juta", 'personal', 'transaction', wait='Garuda: refund for the cancelled flight')
c('I', "put 2 juta into the emergency fund this month", 'personal', 'transaction', ctx=ctx(P(FUND), T('Fix the gate lock')), par='p1')
c('K', "pay Mbak Yuni's salary on the 1st, Rp 2.200.000 plus her bonus", 'personal', 'transaction', sched=nth('K', 1), ents=['Yuni'])
c('N', "premium for my health insurance, Rp 475.000, debited on the 20th", 'personal', 'transaction', sched=nth('N', 20))
c('R', "iuran RT paid, 3 months at once, Rp 225.000", 'personal', 'transaction', ctx=ctx(None, T('Pay the RT dues', 'Water the plants')), comp='t1')
c('T', "credit card bill Rp 4,3 juta due the 15th", 'personal', 'transaction', sched=nth('T', 15))
c('X', "the Shopee cashback finally came in, Rp 85.000", 'personal', 'transaction', ctx=ctx(None, T('Chase the Shopee cashback', 'Buy AA batteries')), comp='t1')
c('Y', "pay the car installment Rp2jt before friday", 'personal', 'transaction', sched=wd('Y', 'fri'))
# decision_commitment
c('A', "decided: no more boba on weekdays, that money goes to savings", 'personal', 'decision_commitment')
c('D', "going with the Scoopy over the Vario, cheaper spare parts", 'personal', 'decision_commitment')
c('H', "no coffee after 3pm from monday, my sleep is a mess", 'personal', 'decision_commitment', sched=wd('H', 'mon'))
c('L', "registered for the 10K at the Jakarta marathon in october, no backing out", 'personal', 'decision_commitment')
c('O', "decided to let the car go, just ojol and the scoopy from here", 'personal', 'decision_commitment')
c('U', "not renewing the gym membership, home workouts from now on", 'personal', 'decision_commitment')
c('Y', "lights out by 11 for me, starting next monday", 'personal', 'decision_commitment', sched=wd('Y', 'mon'))
# milestone_outcome
c('C', "PASSED my SIM A driving test, first try", 'personal', 'milestone_outcome', ctx=ctx(P(SIMA), T(('Pass the SIM A practical test', 'p1'), ('Book more driving lessons', 'p1'))), comp='t1', par='p1')
c('G', "emergency fund hit 30 juta, target reached", 'personal', 'milestone_outcome', ctx=ctx(P(FUND), T('Buy a new broom')), par='p1')
c('K', "first 10K finished in 1:08, never thought I could", 'personal', 'milestone_outcome')
c('Q', "the house certificate is finally in my own name, the notaris called", 'personal', 'milestone_outcome')
c('V', "one whole year without sugar in my coffee", 'personal', 'milestone_outcome')
c('Z', "blood sugar back to normal at the check-up, the doctor was happy", 'personal', 'milestone_outcome')
# emotion_state
c('B', "so tired today, no sleep because of the construction next door", 'personal', 'emotion_state')
c('E', "anxious about the MRI results for my back", 'personal', 'emotion_state')
c('I', "loving my new haircut, feel like a new person", 'personal', 'emotion_state')
c('M', "feeling low this week, nothing specific", 'personal', 'emotion_state')
c('P', "stressed about the house tax, the PBB went up again", 'personal', 'emotion_state')
c('S', "so relieved the scoopy passed the emissions test", 'personal', 'emotion_state')
c('W', "lonely lately, everyone around me is busy", 'personal', 'emotion_state')
c('X', "proud of myself, 30 days without online shopping", 'personal', 'emotion_state')
# observation_insight
c('D', "I sleep so much better if the phone sleeps in the kitchen", 'personal', 'observation_insight')
c('G', "ojol is cheaper than driving to Senayan once you count the parking", 'personal', 'observation_insight')
c('J', "the electricity bill always jumps in october, the hot month", 'personal', 'observation_insight')
c('N', "my back aches less on the days I swim", 'personal', 'observation_insight')
c('R', "the shopee flash sales at 12 are never really cheaper", 'personal', 'observation_insight')
c('U', "water pressure drops every evening around 6", 'personal', 'observation_insight')
c('Z', "I spend the most on grabfood the days breakfast gets skipped", 'personal', 'observation_insight')
# contact
c('A', "new dentist: drg. Lestari Wibowo, klinik in Tebet, 0812 9911 3044", 'personal', 'contact', ents=['Lestari Wibowo'])
c('F', "the AC service guy is Pak Ujang, 0857 1122 9087, comes on weekends too", 'personal', 'contact', ents=['Ujang'])
c('J', "physio for my back: Tommy Halim, practice in Kelapa Gading, wednesdays only", 'personal', 'contact', ents=['Tommy Halim'], ctx=ctx(P(BACK), T(('Find a physio', 'p1'))), comp='t1', par='p1')
c('O', "tukang for the kitchen: Mas Darto, Sekar used him, 0813 4455 6721", 'personal', 'contact', ents=['Darto', 'Sekar'], ctx=ctx(P(RENO), T(('Buy the sink', 'p1'))), par='p1')
c('S', "the notaris who did the house papers: Ibu Rosa Simatupang, office in Cikini", 'personal', 'contact', ents=['Rosa Simatupang'])
c('X', "Yanti the massage lady does home visits, 0896 7781 2200, Rp 150.000 for 90 min.", 'personal', 'contact', ents=['Yanti'])
# project
c('B', "renovate the kitchen before lebaran: new tiles, a bigger sink, cabinets, move the gas line", 'personal', 'project')
c('F', "build a 30 juta emergency fund: 2,5 juta a month, cut grabfood, sell the old iPad", 'personal', 'project')
c('I', "sort out my back: the MRI, physio twice a week, a firmer mattress", 'personal', 'project')
c('L', "get my SIM A: 10 driving lessons, the theory test, then the practical", 'personal', 'project')
c('N', "turn the storage room into a small gym: empty it, rubber mats, a rack, a fan. start on the 1st", 'personal', 'project', sched=nth('N', 1))
c('Q', "vertical garden on the terrace: the rack, pots, chili and basil seedlings, a drip hose", 'personal', 'project')
c('T', "learn to really swim: lessons every saturday, practise freestyle, 1 km without stopping", 'personal', 'project')
c('W', "declutter my wardrobe and the storage before december 31: donate, sell, throw", 'personal', 'project', sched=md('W', 12, 31))
c('Y', "repaint the outside of the house: choose colours, get 3 quotes, hire a tukang", 'personal', 'project')

# ---------------- social ----------------
# task
c('A', "sign Kirana's museum trip permission slip, due friday", 'social', 'task', sched=wd('A', 'fri'), ents=['Kirana'])
c('G', "cover Bima's new books with plastic tonight", 'social', 'task', sched=tonight('G'), ents=['Bima'])
c('K', "name tags sewn on Kirana's new uniform, done", 'social', 'task', ents=['Kirana'], ctx=ctx(None, T("Sew name tags on Kirana's uniform", 'Call ibu')), comp='t1')
c('Q', "prepare the goodie bags for Kirana's party saturday", 'social', 'task', sched=wd('Q', 'sat'), ents=['Kirana'], ctx=ctx(P("Kirana's 9th birthday party"), T(('Book the bouncy castle', 'p1'))), par='p1')
c('W', "urgent: help Kirana finish the science poster, due tomorrow", 'social', 'task', sched=rel('W', 1), ents=['Kirana'], prio='urgent')
# reminder_intention
c('C', "remind me: Bima's TK pickup is at 11 tomorrow, not 12", 'social', 'reminder_intention', sched=rel('C', 1, '11:00'), ents=['Bima'])
c('H', "don't forget ibu's birthday on the 23rd, order the kue lapis", 'social', 'reminder_intention', sched=nth('H', 23))
c('M', "at 4 ping me, Kirana needs picking up from swimming", 'social', 'reminder_intention', sched=rel('M', 0, '16:00'), ents=['Kirana'])
c('R', "dont forget arisan at Melati's on the 12th, I bring the rujak", 'social', 'reminder_intention', sched=nth('R', 12), ents=['Melati'])
c('V', "remind me tmrw: transfer the class fund to the treasurer mom", 'social', 'reminder_intention', sched=rel('V', 1))
# communication
c('B', "video call ibu tomorrow afternoon, she wants to see Bima's drawings", 'social', 'communication', sched=rel('B', 1, '15:00'), ents=['Bima'])
c('F', "texted Adit to come for dinner next sunday, he lives on indomie in that kost", 'social', 'communication', sched=wd('F', 'sun'), ents=['Adit'])
c('J', "called ibu about the mudik plan, she's fine with the train", 'social', 'communication', ctx=ctx(P('Lebaran mudik to Solo'), T(('Call ibu about the mudik plan', 'p1'), ('Book the train tickets', 'p1'))), comp='t1', par='p1')
c('P', "whatsapp the class moms group tonight about the farewell gift for bu guru", 'social', 'communication', sched=tonight('P'))
c('U', "emailed Kirana's teacher about the bullying thing, she'll reply by monday", 'social', 'communication', ents=['Kirana'], wait="Kirana's teacher: reply about the bullying", exp=wd('U', 'mon'))
# project
c('D', "Kirana's 9th birthday at home on the 28th: invite the class, bouncy castle, nasi kuning, a magician", 'social', 'project', sched=nth('D', 28), ents=['Kirana'])
c('I', "plan ibu's 60th syukuran in Bogor: book the catering, print the invitations, tell the pengajian group", 'social', 'project')
c('O', "mudik to Solo for lebaran: train tickets, gifts for the cousins, THR envelopes, someone to water the plants", 'social', 'project')
c('V', "get Bima ready for SD: find a school, the entrance test, uniforms, a proper bag", 'social', 'project', ents=['Bima'])
# routine_activity
c('E', "school run is on Dimas today, I have a 6am shoot", 'social', 'routine_activity', sched=rel('E', 0), ents=['Dimas'])
c('J', "sunday lunch at ibu's in Bogor like every month, bring the pempek", 'social', 'routine_activity', sched=wd('J', 'sun'))
c('N', "arisan on the second saturday of each month, at a different house each time", 'social', 'routine_activity', sched=OMIT)
c('S', "read to Bima before bed, the kancil story again, he knows it by heart", 'social', 'routine_activity', ents=['Bima'])
c('Y', "arisan tonight at Sekar's like every month, my turn to bring snacks", 'social', 'routine_activity', sched=tonight('Y'), ents=['Sekar'])
# transaction
c('A', "sent ibu Rp 1.500.000 for her monthly needs", 'social', 'transaction', ctx=ctx(None, T('Send ibu her monthly money', 'Fix the bathroom tap')), comp='t1')
c('G', "Kirana's school fee for the term, Rp 4,5 juta, due on the 10th", 'social', 'transaction', sched=nth('G', 10), ents=['Kirana'])
c('L', "gave Adit 500rb for his kost rent, he's short this month", 'social', 'transaction', ents=['Adit'])
c('P', "pay the class trip money for Kirana, Rp 350.000, before tuesday", 'social', 'transaction', sched=wd('P', 'tue'), ents=['Kirana'])
c('T', "THR envelopes for the nieces and nephews, 50rb each, 12 kids", 'social', 'transaction')
c('Z', "transferred the money for ibu's new glasses, Rp 950.000", 'social', 'transaction', ctx=ctx(None, T("Pay for ibu's new glasses", 'Buy AA batteries')), comp='t1')
# acquisition_disposition
c('C', "bought Kirana her school bag at Tanah Abang, Rp 275.000", 'social', 'acquisition_disposition', ents=['Kirana'])
c('H', "ordered Bima's birthday cake at Holland Bakery, pick up saturday at 10", 'social', 'acquisition_disposition', sched=wd('H', 'sat', '10:00'), ents=['Bima'])
c('K', "Bima needs new shoes before school starts monday", 'social', 'acquisition_disposition', sched=wd('K', 'mon'), ents=['Bima'])
c('W', "the toy kitchen for Bima's birthday is sitting at the JNE hub, should come thursday", 'social', 'acquisition_disposition', ents=['Bima'], wait="JNE: toy kitchen for Bima's birthday (delivery)", exp=wd('W', 'thu'))
# decision_commitment
c('B', "decided: Kirana moves to the afternoon ngaji class from february", 'social', 'decision_commitment', ents=['Kirana'])
c('F', "promised Dimas no shoots on sundays from april", 'social', 'decision_commitment', ents=['Dimas'])
c('L', "told Melati I'd host the arisan on august 8", 'social', 'decision_commitment', sched=md('L', 8, 8), ents=['Melati'])
c('Q', "we're putting Bima in the TK near the house, not the expensive one", 'social', 'decision_commitment', ents=['Bima'])
c('X', "said yes to Sekar, I'll MC her son's sunatan on the 19th", 'social', 'decision_commitment', sched=nth('X', 19), ents=['Sekar'])
# learning_consumption
c('E', "Kirana and I are reading Harry Potter, chapter 8 tonight", 'social', 'learning_consumption', sched=tonight('E'), ents=['Kirana'])
c('K', "parenting seminar at Kirana's school thursday 7pm, Dimas and I are going", 'social', 'learning_consumption', sched=wd('K', 'thu', '19:00'), ents=['Kirana', 'Dimas'])
c('R', "watching a youtube series with Dimas on talking to kids about screens", 'social', 'learning_consumption', ents=['Dimas'])
c('Z', "Bima's first piano lesson at the music school tuesday 4pm", 'social', 'learning_consumption', sched=wd('Z', 'tue', '16:00'), ents=['Bima'])
# milestone_outcome
c('D', "Bima read his first whole sentence today!!", 'social', 'milestone_outcome', ents=['Bima'])
c('I', "Kirana got into the school choir", 'social', 'milestone_outcome', ents=['Kirana'])
c('O', "Dimas got the promotion to branch manager!", 'social', 'milestone_outcome', ents=['Dimas'])
c('T', "12 years married today, Dimas still makes me laugh", 'social', 'milestone_outcome', ents=['Dimas'])
c('X', "Kirana won first place in the drawing competition at the mall", 'social', 'milestone_outcome', ents=['Kirana'])
# contact
c('G', "Bima's TK teacher: Bu Wulan, 0812 3456 0098, message only after 4", 'social', 'contact', ents=['Bima', 'Wulan'])
c('M', "Melati's new number is 0878 2200 1133, the old one got hacked", 'social', 'contact', ents=['Melati'])
c('S', "Kirana's best friend is Alya, her mom is Dewi, they live in block C", 'social', 'contact', ents=['Kirana', 'Alya', 'Dewi'])
c('Y', "ibu's neighbour Pak Harun has a key to her house, 0813 9090 2211", 'social', 'contact', ents=['Harun'])
# observation_insight
c('A', "Kirana eats more veggies when she helps cook", 'social', 'observation_insight', ents=['Kirana'])
c('H', "Bima sleeps better on days he plays at the playground", 'social', 'observation_insight', ents=['Bima'])
c('O', "fewer fights between the kids when Dimas does bedtime", 'social', 'observation_insight', ents=['Dimas'])
c('U', "ibu tells the same stories over and over lately", 'social', 'observation_insight')
# emotion_state
c('C', "guilty, missed Kirana's class performance because of a wedding in Bandung", 'social', 'emotion_state', ents=['Kirana'])
c('I', "so proud of Bima, he shared his toys without being asked", 'social', 'emotion_state', ents=['Bima'])
c('N', "worried about ibu living alone in Bogor", 'social', 'emotion_state')
c('S', "annoyed with Adit, he borrowed the scoopy and brought it back empty", 'social', 'emotion_state', ents=['Adit'])
c('V', "missing bapak today, it would have been his birthday", 'social', 'emotion_state')

# ---------------- systems ----------------
# task
c('B', "cull and color the Hartono wedding photos by wednesday, 1.200 frames", 'systems', 'task', sched=wd('B', 'wed'), ents=['Hartono'], ctx=ctx(P(ALBUM), T(('Design the album layout', 'p1'))), par='p1')
c('F', "urgent: send the Tasya & Reza highlight reel before noon tomorrow", 'systems', 'task', sched=rel('F', 1, '12:00'), ents=['Tasya', 'Reza'], prio='urgent')
c('I', "clean the sensors on both bodies before saturday's wedding", 'systems', 'task', sched=wd('I', 'sat'))
c('M', "backed up all the june weddings to the NAS and the cloud", 'systems', 'task', ctx=ctx(None, T('Back up the June weddings', 'Back up the July weddings')), comp='t1')
c('P', "charge all batteries and format the cards tonight, 2 weddings tomorrow", 'systems', 'task', sched=tonight('P'))
c('T', "medium priority: the 2027 price list PDF needs redoing by the 20th.", 'systems', 'task', sched=nth('T', 20), prio='medium')
c('X', "the Nadia & Farhan gallery is live, the couple already opened it", 'systems', 'task', ents=['Nadia', 'Farhan'], ctx=ctx(None, T('Deliver the Nadia & Farhan gallery', 'Deliver the Tasya & Reza gallery')), comp='t1')
# reminder_intention
c('D', "remind me next Friday 11am to confirm Bayu for the prewedding at Kota Tua", 'systems', 'reminder_intention', sched=wd('D', 'fri', '11:00'), ents=['Bayu'])
c('J', "don't forget the WO meeting besok jam 3 at Lumbung's office", 'systems', 'reminder_intention', sched=rel('J', 1, '15:00'))
c('N', "ping me 2 hours from now to send Fani the raw files", 'systems', 'reminder_intention', sched=at('2026-07-14', '16:50'), ents=['Fani'])
c('U', "the 3rd: remind me, invoice Pak Wijaya for the final 50%", 'systems', 'reminder_intention', sched=nth('U', 3), ents=['Wijaya'])
c('Z', "dont forget: rented lens back at the Mangga Dua shop by monday 5pm", 'systems', 'reminder_intention', sched=wd('Z', 'mon', '17:00'))
# communication
c('A', "call the venue coordinator at Hotel Mulia at 10 re the ballroom lighting.", 'systems', 'communication', sched=rel('A', 0, '10:00'))
c('E', "emailed the contract to Tasya & Reza, waiting for them to sign", 'systems', 'communication', ents=['Tasya', 'Reza'], ctx=ctx(None, T('Email the contract to Tasya & Reza', 'Email the quote to Nadia')), wait='Tasya & Reza: signed contract', comp='t1')
c('H', "zoom with the couple from Singapore monday 7pm about their Bali elopement", 'systems', 'communication', sched=wd('H', 'mon', '19:00'))
c('L', "texted Bayu to confirm he's second shooting on saturday", 'systems', 'communication', ents=['Bayu'])
c('Q', "call Pak Hendra from Lumbung WO besok pagi about the rundown", 'systems', 'communication', sched=rel('Q', 1, '09:00'), ents=['Hendra'])
c('V', "replied to the instagram inquiries from the weekend, two asked for the price list", 'systems', 'communication')
# project
c('C', "launch a prewedding package for 2027: 3 locations, 2 outfits, a short video, around 6 juta", 'systems', 'project')
c('G', "rebuild my portfolio website: pick the 40 best shots, new domain, a booking form, live by may 1", 'systems', 'project', sched=md('G', 5, 1))
c('K', "start a mini studio in the garage on august 1: backdrop, 2 strobes, a booking calendar", 'systems', 'project', sched=md('K', 8, 1))
c('O', "beginner photo workshop on september 12: find a venue, a model, 15 seats at 750rb", 'systems', 'project', sched=md('O', 9, 12))
c('S', "referral deal with 5 WOs: a commission, a shared portfolio, monthly check-ins", 'systems', 'project')
c('W', "hire and train a second editor before the december peak: post the job, test edits, a style guide", 'systems', 'project')
# routine_activity
c('C', "editing days every mon and wed, no shoots on those days", 'systems', 'routine_activity', sched=OMIT)
c('I', "backed up the weekend's cards like every monday night", 'systems', 'routine_activity')
c('R', "weekly featured-couple post on instagram tomorrow like every thursday", 'systems', 'routine_activity', sched=rel('R', 1))
c('X', "monthly gear check tomorrow as always on the first friday", 'systems', 'routine_activity', sched=rel('X', 1))
# transaction
c('A', "DP from Pak Hartono still not in, Rp 5.000.000, the wedding is in 3 weeks", 'systems', 'transaction', ents=['Hartono'], wait='Hartono: Rp 5.000.000 down payment')
c('D', "invoice Nadia & Farhan the balance, 7,5 juta, before the 5th", 'systems', 'transaction', sched=nth('D', 5), ents=['Nadia', 'Farhan'])
c('G', "paid Bayu 1,2 juta for second shooting last saturday", 'systems', 'transaction', ents=['Bayu'], ctx=ctx(None, T('Pay Bayu for the second shooting', 'Pay Fani for the retouching')), comp='t1')
c('J', "bought a Sigma 35mm for work, Rp 11,5 juta, paid with the business card.", 'systems', 'transaction')
c('M', "Lumbung WO owes me the commission from 3 weddings, Rp 3,6 juta, they said end of month", 'systems', 'transaction', wait='Lumbung WO: commission from 3 weddings', exp=eom('M'))
c('P', "final payment from Pak Wijaya landed, Rp 8.000.000, all paid", 'systems', 'transaction', ents=['Wijaya'], ctx=ctx(None, T('Collect the final payment from Pak Wijaya', 'Collect the deposit from Bu Sinta')), comp='t1')
c('S', "gojek fares to the Bogor shoot, Rp 340.000, the client reimburses on the 30th", 'systems', 'transaction', wait='client: gojek fare reimbursement', exp=nth('S', 30))
c('V', "pay Fani for retouching 300 photos, Rp 1.500.000, by friday", 'systems', 'transaction', sched=wd('V', 'fri'), ents=['Fani'])
c('Y', "PPh final for the freelance income, Rp2jt, pay before the 15th", 'systems', 'transaction', sched=nth('Y', 15))
# acquisition_disposition
c('E', "need 4 more SD cards before the wedding on the 18th, 128GB each", 'systems', 'acquisition_disposition', sched=nth('E', 18))
c('K', "sold the old 24-70 to a photographer in Bekasi, Rp 6 juta", 'systems', 'acquisition_disposition', ctx=ctx(None, T('Sell the old 24-70', 'Sell the old flash')), comp='t1')
c('N', "the new flash from B&H is held at customs, the courier said release friday", 'systems', 'acquisition_disposition', wait='customs: the new flash', exp=wd('N', 'fri'))
c('T', "collect the printed albums from Cetak Prima tomorrow at 11", 'systems', 'acquisition_disposition', sched=rel('T', 1, '11:00'), ctx=ctx(P(ALBUM), T(('Approve the album proof', 'p1'))), par='p1')
# decision_commitment
c('B', "decided: no more engagement-only shoots, not worth the traffic.", 'systems', 'decision_commitment')
c('F', "going with Cetak Prima for all albums from now on, better paper", 'systems', 'decision_commitment')
c('J', "taking the Bali wedding on the 14th, told the couple yes", 'systems', 'decision_commitment', sched=nth('J', 14))
c('N', "raising my full-day rate to 9 juta starting january", 'systems', 'decision_commitment')
c('T', "not renewing with Lumbung WO, their cut is too high.", 'systems', 'decision_commitment')
c('Z', "committed to delivering every gallery within 30 days from now on", 'systems', 'decision_commitment')
# learning_consumption
c('A', "online course on flash for weddings, module 2 tonight", 'systems', 'learning_consumption', sched=tonight('A'))
c('H', "watched a breakdown of a Korean wedding photographer's posing, the hands trick is smart", 'systems', 'learning_consumption')
c('L', "APFI workshop on drone permits wednesday 1pm at the Kuningan office", 'systems', 'learning_consumption', sched=wd('L', 'wed', '13:00'))
c('Q', "reading the new Lightroom masking guide for the Hartono edit", 'systems', 'learning_consumption', ents=['Hartono'], ctx=ctx(P(ALBUM), T(('Choose the album cover', 'p1'))), par='p1')
c('W', "finished the online color grading class, certificate in my email", 'systems', 'learning_consumption', ctx=ctx(None, T('Finish the color grading class', 'Renew the Adobe plan')), comp='t1')
# milestone_outcome
c('D', "booked my 20th wedding for next year, a record", 'systems', 'milestone_outcome')
c('H', "one of my photos got featured by Bridestory!", 'systems', 'milestone_outcome')
c('M', "june was my best month ever, Rp 42 juta from 5 weddings", 'systems', 'milestone_outcome')
c('R', "Lumbung WO made me their main photographer for 2027", 'systems', 'milestone_outcome')
c('U', "the new website is live, 3 inquiries on the first day", 'systems', 'milestone_outcome', ctx=ctx(P(WEB), T(('Launch the new website', 'p1'), ('Write the about page', 'p1'))), comp='t1', par='p1')
c('Y', "5 years as a wedding photographer this month", 'systems', 'milestone_outcome')
# contact
c('B', "Bayu's cousin Rizky does drone shots, 0819 3300 1212, has the permit", 'systems', 'contact', ents=['Bayu', 'Rizky'])
c('G', "new client: Sinta Gunawan, wedding in november, ig @sintagunawan", 'systems', 'contact', ents=['Sinta Gunawan'])
c('K', "the coordinator at Lumbung WO is Pak Hendra, 0811 2345 789", 'systems', 'contact', ents=['Hendra'])
c('P', "retoucher Fani Oktaviani, Rp 5.000 per photo, fast turnaround", 'systems', 'contact', ents=['Fani Oktaviani'])
c('W', "album printer contact at Cetak Prima: Koh Andi, 021 6390 7788", 'systems', 'contact', ents=['Andi'])
# observation_insight
c('E', "couples who do the prewedding with me book the wedding 80% of the time", 'systems', 'observation_insight')
c('J', "golden hour at Kota Tua ends early this time of year, the buildings block it", 'systems', 'observation_insight')
c('O', "wedding inquiries spike right after lebaran", 'systems', 'observation_insight')
c('S', "ojol drivers know the back roads to the venues better than maps", 'systems', 'observation_insight')
c('Z', "the cheap SD cards fail more often in this humidity", 'systems', 'observation_insight')
# emotion_state
c('F', "nervous about the Singapore couple, biggest booking so far", 'systems', 'emotion_state')
c('I', "burnt out, 4 weddings in 6 days", 'systems', 'emotion_state')
c('O', "excited about the Bali wedding, my first destination gig", 'systems', 'emotion_state')
c('R', "angry, the printer messed up the Hartono album colours AGAIN, the reprint takes 2 weeks", 'systems', 'emotion_state', ents=['Hartono'], wait='printer: reprint of the Hartono album')
c('U', "worried, not a single inquiry this week", 'systems', 'emotion_state')

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 73, cases)
