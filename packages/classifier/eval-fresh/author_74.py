# The seventy-fourth set: a hospital pharmacist at the main hospital in Suva, Fiji (Pacific/Fiji, UTC+12, no daylight
# saving since 2022), married to Sitiveni, mother of Timoci (11, rugby mad) and Kelera (7), her mum in the village on
# Kadavu, her brother Iliesa in Lautoka and her cousin Vili in the village. Quick notes in Fiji English with the words she
# would use (lotu, soli, grog, yaqona, sevusevu, tanoa, lovo, dalo, bele, rourou, palusami, sulu jaba, koro) and
# Fijian dollars written "FJ$ 45", "$45" or "45 bucks". Labelled by ../../../shared/eval/GUIDELINES.md with its
# Clarifications, written from scratch with labelset.py's helpers only.
# Domain readings: the hospital pharmacy (dispensing, stock orders to FPBS, the wards, the chief pharmacist Salote, the
# technicians Makereta and Ravinesh, the intern Kelvin, CPD and the pharmacy board) and her Saturday locum work at Kula
# Pharmacy, with its pay and tax, are systems; Sitiveni, the kids, mum, Iliesa, Vili, the church and village, friends'
# grog sessions and the kids' school are social; her own health (the knee, the blood pressure), the rented house in
# Tamavua and the back veranda, the Corolla, her bills, savings and hobbies are personal, as are the people who serve
# the house (Ravin the plumber, Bale who mows the lawn, Joeli the aircon man). Fiji phone numbers are seven digits.
import os
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT
from labelset import NOW as NOWS

SUVA = 'Pacific/Fiji'
use({
  'A': ('2026-01-12T06:50:00', SUVA), 'B': ('2026-01-30T21:40:00', SUVA), 'C': ('2026-02-14T08:25:00', SUVA),
  'D': ('2026-02-24T13:10:00', SUVA), 'E': ('2026-03-06T05:45:00', SUVA), 'F': ('2026-03-19T19:55:00', SUVA),
  'G': ('2026-04-04T10:30:00', SUVA), 'H': ('2026-04-15T17:20:00', SUVA), 'I': ('2026-04-27T22:05:00', SUVA),
  'J': ('2026-05-10T14:35:00', SUVA), 'K': ('2026-05-22T07:15:00', SUVA), 'L': ('2026-06-02T12:40:00', SUVA),
  'M': ('2026-06-13T20:30:00', SUVA), 'N': ('2026-06-26T09:05:00', SUVA), 'O': ('2026-07-07T06:10:00', SUVA),
  'P': ('2026-07-18T15:45:00', SUVA), 'Q': ('2026-07-31T18:20:00', SUVA), 'R': ('2026-08-11T11:25:00', SUVA),
  'S': ('2026-08-23T21:15:00', SUVA), 'T': ('2026-09-04T06:35:00', SUVA), 'U': ('2026-09-17T16:50:00', SUVA),
  'V': ('2026-10-03T09:40:00', SUVA), 'W': ('2026-10-14T20:45:00', SUVA), 'X': ('2026-10-30T13:55:00', SUVA),
  'Y': ('2026-11-21T07:30:00', SUVA), 'Z': ('2026-12-22T22:20:00', SUVA),
}, {'A': 'mon', 'B': 'fri', 'C': 'sat', 'D': 'tue', 'E': 'fri', 'F': 'thu', 'G': 'sat', 'H': 'wed', 'I': 'mon',
    'J': 'sun', 'K': 'fri', 'L': 'tue', 'M': 'sat', 'N': 'fri', 'O': 'tue', 'P': 'sat', 'Q': 'fri', 'R': 'tue',
    'S': 'sun', 'T': 'fri', 'U': 'thu', 'V': 'sat', 'W': 'wed', 'X': 'fri', 'Y': 'sat', 'Z': 'tue'})

# Background contexts: what she already has in the other two domains, clearly unrelated to the thought beside them.
HOME = [ctx(P('Build the back veranda'), T('Pay the water bill', 'Buy a new garden hose'), C(('Ravin', 'plumber'))),
        ctx(None, T('Renew the car registration', 'Book a dental check-up')),
        ctx(P('Save for a new fridge'), None, C(('Bale', 'mows the lawn')))]
FAM = [ctx(P("Kelera's 7th birthday party"), T('Call mum about her clinic visit'), C(('Iliesa', 'brother'), ('Akosita', 'friend from church'))),
       ctx(None, T("Sign Timoci's reading log"), C(('Sitiveni', 'husband'))),
       ctx(P('Family trip to Kadavu'), T('Send Vili his bus fare'))]
WORK = [ctx(P('Set up the patient counselling corner'), T('Update the dispensing guideline'), C(('Ravinesh', 'pharmacy technician'))),
        ctx(None, T('Check the vaccine fridge log'), C(('Salote', 'chief pharmacist'))),
        ctx(P('Antibiotic stewardship audit'), T('Count the controlled drugs register'))]
OTHER = {'personal': FAM + WORK, 'social': HOME + WORK, 'systems': HOME + FAM}

cases = []
plain = labeller(cases)
seen = [0]
def c(k, text, dom, et, **kw):
  """A case; with no context of its own, four in five get a background context from the other domains. A clock time
  on the capture day must still be ahead of the capture (a passed one would mean tomorrow, GUIDELINES 4.3)."""
  seen[0] += 1
  s = kw.get('sched')
  if s and s != OMIT and len(s) > 10 and s[:10] == NOWS[k][0][:10]: assert s[11:] > NOWS[k][0][11:16], (text, s)
  if 'ctx' not in kw and seen[0] % 5:
    pool = OTHER[dom]; kw['ctx'] = pool[seen[0] % len(pool)]
  plain(k, text, dom, et, **kw)

KNEE = 'Sort out my knee'
VERANDA = 'Build the back veranda'
FRIDGE = 'Save for a new fridge'
SCUBA = 'Get my scuba certificate'
DISP = 'Move the outpatient dispensary to the new wing'
STEW = 'Antibiotic stewardship audit'
CORNER = 'Set up the patient counselling corner'

# ---------------- personal ----------------
# acquisition_disposition
c('C', "my sandals are finished, the soles split. look at the Tappoo City sale on monday", 'personal', 'acquisition_disposition', sched=wd('C', 'mon'))
c('F', "ordered a blender off the Courts website, FJ$ 129, they deliver saturday", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Order a blender', 'Fix the screen door')), wait='Courts: blender (delivery)', exp=sat('F'), comp='t1')
c('G', "the old lawnmower is gone, $150 from a guy in Nakasi, he loaded it on his carrier", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Sell the old lawnmower', 'Sell the old standing fan')), comp='t1')
c('J', "glasses are ready at the optometrist on Cumming Street, grab them tomorrow after work", 'personal', 'acquisition_disposition', sched=rel('J', 1))
c('K', "stove gas needs refilling day after tomorrow, it's nearly out", 'personal', 'acquisition_disposition', sched=rel('K', 2))
c('M', "donate the old cot, Red Cross shop in Toorak, no rush", 'personal', 'acquisition_disposition', prio='low')
c('O', "took the kettle back to the Vinod Patel hardware shop, it leaked from the base on day two", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Return the leaky kettle', 'Pay the Digicel bill')), comp='t1')
c('R', "new mattress from the Home Centre, they said it comes tuesday in the morning", 'personal', 'acquisition_disposition', wait='Home Centre: new mattress (delivery)', exp=wd('R', 'tue'))
c('U', "my old phone is up on the Fiji buy and sell page for $220, two messages, no buyer", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Sell my old phone', 'Clean the louvres')))
c('W', "I need a proper rain jacket before the rains start, mine tore on the bus door", 'personal', 'acquisition_disposition')
c('Y', "got the curtains back from the tailor in Toorak, $35 to hem all six", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Pick up the curtains from the tailor', 'Buy light bulbs')), comp='t1')
c('Z', "bedroom fan died tonight, get another one from Cost-U-Less tmrw morning", 'personal', 'acquisition_disposition', sched=rel('Z', 1, '09:00'))
# reminder_intention
c('A', "remind me, driving licence expires the 20th, renew at LTA Valelevu before then", 'personal', 'reminder_intention', sched=nth('A', 20))
c('C', "don't forget the EFL prepay top up tonight, the meter is down to its last units", 'personal', 'reminder_intention', sched=tonight('C'))
c('E', "ping me in 25 mins, the cassava is boiling on the stove", 'personal', 'reminder_intention', sched=at('2026-03-06', '06:10'))
c('G', "remind me monday at quarter past 7, fasting bloods at the lab before my shift", 'personal', 'reminder_intention', sched=wd('G', 'mon', '07:15'))
c('I', "dont forget the house contents insurance, due the 5th", 'personal', 'reminder_intention', sched=nth('I', 5))
c('L', "remind me saturday morning: Corolla service booked at Raiwaqa", 'personal', 'reminder_intention', sched=wd('L', 'sat', '09:00'))
c('N', "don't let me forget: dentist wednesday half past 4 at the Gordon St clinic", 'personal', 'reminder_intention', sched=wd('N', 'wed', '16:30'))
c('Q', "$200 into the term deposit when the 1st comes, remind me", 'personal', 'reminder_intention', sched=nth('Q', 1))
c('S', "ping me at 7am, the rego sticker is waiting for me at the LTA counter", 'personal', 'reminder_intention', sched=rel('S', 1, '07:00'))
c('T', "important, don't forget my blood pressure review at the health centre before end of month", 'personal', 'reminder_intention', sched=eom('T'), prio='high')
c('V', "thyroid tablets finish friday, remind me that morning at 8 to refill", 'personal', 'reminder_intention', sched=wd('V', 'fri', '08:00'))
c('X', "dont forget, BSP about that card fee, phone them tomorrow morning", 'personal', 'reminder_intention', sched=rel('X', 1, '09:00'))
# learning_consumption
c('B', "signed up for ukulele at the Suva library, first class saturday 10am", 'personal', 'learning_consumption', sched=wd('B', 'sat', '10:00'))
c('D', "reading Tales of the Tikongs again before bed, still makes me laugh out loud", 'personal', 'learning_consumption')
c('E', "lovo cooking video on youtube tonight once the kids are asleep", 'personal', 'learning_consumption', sched=tonight('E'))
c('J', "done with the Pacific history podcast, all 12 episodes, mostly on my bus rides", 'personal', 'learning_consumption', ctx=ctx(None, T('Finish the Pacific history podcast', 'Fix the gate latch')), comp='t1')
c('M', "adult swim lessons, Suva Olympic Pool, first one saturday 7am", 'personal', 'learning_consumption', sched=wd('M', 'sat', '07:00'))
c('P', "the USP library put Kava in the Blood aside for me, collect it by wednesday", 'personal', 'learning_consumption', sched=wd('P', 'wed'))
c('R', "halfway through the gardening book Akosita lent me, the compost chapter", 'personal', 'learning_consumption', ents=['Akosita'], ctx=ctx(None, T("Read Akosita's gardening book")))
c('W', "online sewing class saturday at 2, making my own sulu jaba", 'personal', 'learning_consumption', sched=wd('W', 'sat', '14:00'))
# routine_activity
c('A', "walked the Nasese sea wall before my shift, 45 min, day 12 in a row", 'personal', 'routine_activity')
c('C', "touch rugby every tue and thu at 5 at Albert Park", 'personal', 'routine_activity', sched=OMIT)
c('E', "weeded the dalo patch out back, like every friday before work", 'personal', 'routine_activity')
c('H', "Suva market saturday 6am like always, take the big bag and coins", 'personal', 'routine_activity', sched=wd('H', 'sat', '06:00'))
c('K', "hair braided in Flagstaff, my once-a-month treat, next one tuesday 5pm", 'personal', 'routine_activity', sched=wd('K', 'tue', '17:00'))
c('N', "did the fortnightly bulk shop at Cost-U-Less as usual", 'personal', 'routine_activity')
c('Q', "zumba tonight at 7, same as every friday", 'personal', 'routine_activity', sched=rel('Q', 0, '19:00'))
c('U', "wash and vacuum the car tomorrow morning like every friday", 'personal', 'routine_activity', sched=rel('U', 1, '09:00'))
c('X', "15 minutes of knee exercises after the late shift, same as every day", 'personal', 'routine_activity')
c('Z', "ironing pile tomorrow, my usual wednesday job", 'personal', 'routine_activity', sched=rel('Z', 1))
# communication
c('B', "call the Water Authority monday 0800 as soon as they open, my meter reading is way off", 'personal', 'communication', sched=wd('B', 'mon', '08:00'))
c('D', "texted Ravin the plumber, the kitchen sink is leaking again", 'personal', 'communication', ents=['Ravin'])
c('G', "emailed Fiji Airways for the refund on the cancelled Nadi flight, reply says 21 days max", 'personal', 'communication', wait='Fiji Airways: refund for the cancelled Nadi flight')
c('I', "message the aircon man tomorrow, the bedroom unit drips onto the floor", 'personal', 'communication', sched=rel('I', 1))
c('L', "rang Vodafone about the double charge on my plan, they'll reverse it by the 20th", 'personal', 'communication', wait='Vodafone: reversal of the double charge', exp=nth('L', 20))
c('O', "knee scan results over video with my doctor, 10 tomorrow", 'personal', 'communication', sched=rel('O', 1, '10:00'), ctx=ctx(P(KNEE), T(('Get the knee scan', 'p1'), 'Buy vitamins')), par='p1')
c('R', "rang the physio clinic, got a slot for the knee on sept 2 at 11:15", 'personal', 'communication', sched=md('R', 9, 2, '11:15'), ctx=ctx(P(KNEE), T(('Book the physio for my knee', 'p1'), ('Buy a knee brace', 'p1'))), comp='t1', par='p1')
c('T', "call the Telecom fault line at 9 tomorrow, the home internet is dead again", 'personal', 'communication', sched=rel('T', 1, '09:00'))
c('Y', "messaged the landlord twice about the broken louvres, still no reply", 'personal', 'communication', wait='landlord: reply about the broken louvres')
# task
c('A', "low priority - the screen door latch, sometime this weekend", 'personal', 'task', sched=sat('A'), prio='low')
c('C', "urgent, passport form and photos in to immigration by the 3rd, the Auckland trip depends on it", 'personal', 'task', sched=nth('C', 3), prio='urgent')
c('E', "empty the freezer today, the power cut spoiled the fish", 'personal', 'task', sched=rel('E', 0))
c('G', "shift every photo off my phone onto the external drive sunday, no space left", 'personal', 'task', sched=wd('G', 'sun'))
c('H', "the back steps are repainted, did it myself in one afternoon", 'personal', 'task', ctx=ctx(None, T('Repaint the back steps', 'Buy curtain hooks')), comp='t1')
c('J', "clear the junk off the back porch before the builder comes friday", 'personal', 'task', sched=wd('J', 'fri'), ctx=ctx(P(VERANDA), T(('Get quotes for the timber', 'p1'))), par='p1')
c('M', "car rego renewed, the new sticker is on the windscreen", 'personal', 'task', ctx=ctx(None, T('Renew the car registration', 'Renew my driving licence')), comp='t1')
c('P', "paint the front fence before Fiji Day, rust is coming through", 'personal', 'task', sched=md('P', 10, 10))
c('S', "top priority: brakes checked before the drive to Pacific Harbour on friday", 'personal', 'task', sched=wd('S', 'fri'), prio='high')
c('V', "the veranda posts are in, the builder finished them before lunch", 'personal', 'task', ctx=ctx(P(VERANDA), T(('Get the veranda posts put in', 'p1'), ('Choose the roofing iron', 'p1'))), comp='t1', par='p1')
c('W', "clean out the gutters in two weeks when I'm off", 'personal', 'task', sched=rel('W', 14))
c('Z', "descale the kettle plus the shower head tomorrow", 'personal', 'task', sched=rel('Z', 1))
# transaction
c('B', "paid the EFL bill, $186.40 this month, the aircon is eating it", 'personal', 'transaction', ctx=ctx(None, T('Pay the EFL bill', 'Buy a new pillow')), comp='t1')
c('E', "Water Authority direct debit bounced, pay the 58 bucks at the counter before the 10th", 'personal', 'transaction', sched=nth('E', 10))
c('F', "the $600 bond from my old flat in Samabula, still not returned", 'personal', 'transaction', wait='old landlord: $600 bond')
c('I', "put $300 into the fridge savings this fortnight", 'personal', 'transaction', ctx=ctx(P(FRIDGE), T('Fix the gate latch')), par='p1')
c('K', "pay Bale for the mowing on the 1st, $40 and the fuel money", 'personal', 'transaction', sched=nth('K', 1), ents=['Bale'])
c('N', "health insurance premium, FJ$ 95, comes out of my account on the 15th", 'personal', 'transaction', sched=nth('N', 15))
c('R', "august rent paid, $750, the landlord sent the receipt", 'personal', 'transaction', ctx=ctx(None, T('Pay the August rent', 'Buy mosquito coils')), comp='t1')
c('T', "credit card bill FJ$ 1,240, due the 18th", 'personal', 'transaction', sched=nth('T', 18))
c('X', "the Vodafone overcharge got credited back, 32 bucks", 'personal', 'transaction', ctx=ctx(None, T('Get the Vodafone overcharge refunded', 'Buy AA batteries')), comp='t1')
c('Y', "car loan repayment $410 before friday", 'personal', 'transaction', sched=wd('Y', 'fri'))
# decision_commitment
c('A', "decided: no takeaway on weekdays, that money goes in the savings tin instead", 'personal', 'decision_commitment')
c('D', "going with the Digicel plan over Vodafone, more data for the same price", 'personal', 'decision_commitment')
c('H', "no grog on weeknights from monday, I'm a zombie every morning", 'personal', 'decision_commitment', sched=wd('H', 'mon'))
c('L', "entered the Coral Coast 10k in september, paid already, I'm doing it", 'personal', 'decision_commitment')
c('O', "selling the car and taking the bus, the parking fees are too much", 'personal', 'decision_commitment')
c('U', "not renewing the gym, the sea wall is free", 'personal', 'decision_commitment')
c('Y', "screens off by 10 for me, starting monday", 'personal', 'decision_commitment', sched=wd('Y', 'mon'))
# milestone_outcome
c('Q', "the fridge fund hit $4,000, target reached", 'personal', 'milestone_outcome', ctx=ctx(P(FRIDGE), T('Buy a new broom')), par='p1')
c('K', "finished my first 10k at the Suva city run, 1:04, never thought I'd make it", 'personal', 'milestone_outcome')
c('L', "passed the last open water dive, I'm scuba certified!", 'personal', 'milestone_outcome', ctx=ctx(P(SCUBA), T(('Do the final open water dive', 'p1'), ('Buy my own mask and fins', 'p1'))), comp='t1', par='p1')
c('G', "the Tamavua plot title is in my name at last, the lawyer rang", 'personal', 'milestone_outcome')
c('V', "a full year off fizzy drinks today", 'personal', 'milestone_outcome')
c('Z', "HbA1c back in the normal range at my check-up, the doctor was pleased", 'personal', 'milestone_outcome')
# emotion_state
c('B', "so tired, the neighbours' grog session went on till 3am", 'personal', 'emotion_state')
c('N', "anxious about the knee scan results", 'personal', 'emotion_state')
c('I', "love my short hair, should've cut it years ago", 'personal', 'emotion_state')
c('M', "feeling flat this week, no reason I can name", 'personal', 'emotion_state')
c('P', "stressed, the landlord wants more rent from september", 'personal', 'emotion_state')
c('S', "relieved, the Corolla got through the LTA inspection with no repairs", 'personal', 'emotion_state')
c('W', "homesick for the island tonight, can't shake it", 'personal', 'emotion_state')
c('X', "proud of myself, saved something every single week this term", 'personal', 'emotion_state')
# observation_insight
c('D', "headaches always follow a long shift with no breakfast", 'personal', 'observation_insight')
c('G', "the roadside fruit at Lami is half the market price on saturdays", 'personal', 'observation_insight')
c('J', "mosquitoes are worst right after the 5pm rain, not at night", 'personal', 'observation_insight')
c('N', "my knee is fine on the flat sea wall but sore after the Tamavua hill", 'personal', 'observation_insight')
c('R', "the bread at the bakery in Toorak is all gone by 7am", 'personal', 'observation_insight')
c('U', "tap water turns brown each time it pours up in the hills", 'personal', 'observation_insight')
c('Z', "I spend the most on takeaway in the weeks I'm on nights", 'personal', 'observation_insight')
# contact
c('A', "dentist for me: Shalini Prasad, Gordon St clinic, 331 2456", 'personal', 'contact', ents=['Shalini Prasad'])
c('F', "the aircon man is Joeli, 927 4410, comes out on weekends too", 'personal', 'contact', ents=['Joeli'])
c('J', "physio for my knee: Tevita Ravu, rooms in Flagstaff, tuesdays and thursdays", 'personal', 'contact', ents=['Tevita Ravu'], ctx=ctx(P(KNEE), T(('Find a physio', 'p1'))), comp='t1', par='p1')
c('O', "builder for the veranda: Semi Waqa, Priya used him for her deck, 998 2301", 'personal', 'contact', ents=['Semi Waqa', 'Priya'], ctx=ctx(P(VERANDA), T(('Buy the timber', 'p1'))), par='p1')
c('S', "the lawyer who did the land papers: Vikash Lal, office on Victoria Parade", 'personal', 'contact', ents=['Vikash Lal'])
c('X', "Mele, massage lady, will come to you, 864 0192, $60 an hour.", 'personal', 'contact', ents=['Mele'])
# project
c('B', "build a back veranda: council permit, timber, roofing iron, a builder", 'personal', 'project')
c('C', "get my scuba certificate: the theory book, 4 pool sessions, 2 open water dives at Pacific Harbour", 'personal', 'project')
c('F', "save $4,000 for a new fridge: $300 a fortnight, fewer takeaways, sell the old phone", 'personal', 'project')
c('I', "sort out my knee: the scan, physio twice a week, better shoes for the counter", 'personal', 'project')
c('N', "sewing corner in the spare room from the 1st: clear the boxes, a table, shelves, a lamp", 'personal', 'project', sched=nth('N', 1))
c('Q', "vegetable garden out back: dalo, bele, chillies, a fence against the neighbour's chickens", 'personal', 'project')
c('T', "learn basic Hindi: the app every day, a class at the community centre, then chat with Priya in it", 'personal', 'project', ents=['Priya'])
c('W', "clear out the house by december 20: the wardrobe, the shed, the kitchen cupboards, a garage sale", 'personal', 'project', sched=md('W', 12, 20))
c('Y', "train up for next year's Coral Coast run: a walk-run plan, 3 sessions a week, proper shoes", 'personal', 'project')

# ---------------- social ----------------
# task
c('A', "Kelera's slip for the Thurston Gardens trip needs my signature, due friday", 'social', 'task', sched=wd('A', 'fri'), ents=['Kelera'])
c('G', "cover Timoci's new exercise books tmrw night", 'social', 'task', sched=rel('G', 1, '20:00'), ents=['Timoci'])
c('K', "name labels ironed onto Kelera's new uniform, done", 'social', 'task', ents=['Kelera'], ctx=ctx(None, T("Put name labels on Kelera's uniform", 'Call mum')), comp='t1')
c('O', "make the lolly bags for Kelera's party on saturday", 'social', 'task', sched=wd('O', 'sat'), ents=['Kelera'], ctx=ctx(P("Kelera's 7th birthday party"), T(('Book the bouncy castle', 'p1'))), par='p1')
c('W', "urgent - Timoci's volcano model for school has to be finished by tomorrow morning", 'social', 'task', sched=rel('W', 1, '09:00'), ents=['Timoci'], prio='urgent')
# reminder_intention
c('C', "remind me tomorrow at 2, Timoci's rugby boots are at mum's and he needs them monday", 'social', 'reminder_intention', sched=rel('C', 1, '14:00'), ents=['Timoci'])
c('H', "don't forget mum's birthday on the 23rd, order the cake from Hot Bread Kitchen", 'social', 'reminder_intention', sched=nth('H', 23))
c('M', "ping me at 9:15 tonight, Timoci needs collecting from youth fellowship", 'social', 'reminder_intention', sched=rel('M', 0, '21:15'), ents=['Timoci'])
c('R', "dont forget women's fellowship at Akosita's on the 12th, I'm bringing the cassava cake", 'social', 'reminder_intention', sched=nth('R', 12), ents=['Akosita'])
c('V', "remind me on monday - Kelera's school photo money, $12 in an envelope", 'social', 'reminder_intention', sched=wd('V', 'mon'), ents=['Kelera'])
# communication
c('B', "video call Iliesa in Lautoka on sunday afternoon, mum wants to see the new baby", 'social', 'communication', sched=wd('B', 'sun', '15:00'), ents=['Iliesa'])
c('F', "text Vili tonight, ask if he can bring yaqona down from the koro", 'social', 'communication', sched=tonight('F'), ents=['Vili'])
c('J', "called mum about the village church opening, she wants all of us there on the day", 'social', 'communication', ctx=ctx(P('Village church opening'), T(('Call mum about the church opening', 'p1'), ('Buy the yaqona for the sevusevu', 'p1'))), comp='t1', par='p1')
c('P', "message the class parents' viber group tonight about a farewell gift for the teacher", 'social', 'communication', sched=tonight('P'))
c('U', "wrote to Kelera's class teacher about the boys teasing her at lunch, she promised an answer by monday", 'social', 'communication', ents=['Kelera'], wait="Kelera's class teacher: answer about the teasing", exp=wd('U', 'mon'))
# project
c('I', "plan mum's 70th in the village: a lovo, the church hall, the cousins from Lautoka", 'social', 'project')
c('N', "Kelera's 7th birthday at home on july 11: invite her class, a bouncy castle, pizza, a magician", 'social', 'project', sched=md('N', 7, 11), ents=['Kelera'])
c('O', "the village for the holidays this year: ferry tickets, gifts for the cousins, the church soli, a neighbour to watch the house", 'social', 'project')
c('V', "get Timoci into the under-13 rugby trials: boots, a fitness plan, the medical form, rides to training", 'social', 'project', ents=['Timoci'])
# routine_activity
c('E', "Sitiveni has the school drop off today, I'm on the early shift", 'social', 'routine_activity', sched=rel('E', 0), ents=['Sitiveni'])
c('K', "sunday lotu and then lunch with mum, same every week, I'm bringing the rourou", 'social', 'routine_activity', sched=wd('K', 'sun'))
c('N', "grog at Sione's first saturday of each month, everyone brings a bundle", 'social', 'routine_activity', sched=OMIT, ents=['Sione'])
c('S', "read to Kelera before bed, the turtle and shark story again, she knows every word", 'social', 'routine_activity', ents=['Kelera'])
c('Y', "choir practice 7 tonight, saturdays as always, my turn for the tea", 'social', 'routine_activity', sched=rel('Y', 0, '19:00'))
# transaction
c('A', "sent mum $200 on M-PAiSA for her groceries", 'social', 'transaction', ctx=ctx(None, T('Send mum her grocery money', 'Fix the screen door')), comp='t1')
c('G', "Timoci's school levy for the term, FJ$ 85, due on the 10th", 'social', 'transaction', sched=nth('G', 10), ents=['Timoci'])
c('L', "gave Iliesa 100 bucks for his bus fare back to Lautoka", 'social', 'transaction', ents=['Iliesa'])
c('P', "Kelera's class trip money, $25, pay it before tuesday", 'social', 'transaction', sched=wd('P', 'tue'), ents=['Kelera'])
c('T', "soli for the village church, $50 from us, Vili collects it on sunday", 'social', 'transaction', sched=wd('T', 'sun'), ents=['Vili'])
c('Z', "sent the money for mum's new glasses, FJ$ 240", 'social', 'transaction', ctx=ctx(None, T("Pay for mum's new glasses", 'Buy AA batteries')), comp='t1')
# acquisition_disposition
c('C', "bought Timoci new rugby boots at the sports shop in town, $89", 'social', 'acquisition_disposition', ents=['Timoci'])
c('H', "ordered the cake for Sitiveni's 40th, collect it saturday at 10", 'social', 'acquisition_disposition', sched=wd('H', 'sat', '10:00'), ents=['Sitiveni'])
c('K', "Kelera needs new school shoes before term starts monday", 'social', 'acquisition_disposition', sched=wd('K', 'mon'), ents=['Kelera'])
c('W', "the tanoa we ordered for the village church is sitting at the Suva wharf, they say thursday", 'social', 'acquisition_disposition', wait='shipping company: tanoa for the village church', exp=wd('W', 'thu'))
# decision_commitment
c('B', "decided: Timoci moves to the afternoon rugby group from february", 'social', 'decision_commitment', ents=['Timoci'])
c('F', "promised Sitiveni we'd go to Kadavu together for his dad's memorial in june", 'social', 'decision_commitment', ents=['Sitiveni'])
c('L', "said yes to Priya, I'll cook the palusami for her Diwali open house on november 8", 'social', 'decision_commitment', sched=md('L', 11, 8), ents=['Priya'])
c('Q', "we're keeping Kelera at the school near the house, not the one in town", 'social', 'decision_commitment', ents=['Kelera'])
c('X', "agreed with Iliesa: mum stays with us in the wet season, with him for the dry", 'social', 'decision_commitment', ents=['Iliesa'])
# learning_consumption
c('E', "Kelera and I are on chapter 6 of The Magic Faraway Tree, the long one tonight", 'social', 'learning_consumption', sched=tonight('E'), ents=['Kelera'])
c('K', "parents' talk at Timoci's school thursday 6pm on online safety, Sitiveni and I are going", 'social', 'learning_consumption', sched=wd('K', 'thu', '18:00'), ents=['Timoci', 'Sitiveni'])
c('R', "watching a documentary with Sitiveni about raising teenagers", 'social', 'learning_consumption', ents=['Sitiveni'])
c('Z', "Kelera's first ukulele lesson at the music school monday 4pm", 'social', 'learning_consumption', sched=wd('Z', 'mon', '16:00'), ents=['Kelera'])
# milestone_outcome
c('D', "Kelera read a whole page by herself today!!", 'social', 'milestone_outcome', ents=['Kelera'])
c('I', "Timoci made the under-12 Suva rugby squad", 'social', 'milestone_outcome', ents=['Timoci'])
c('O', "Sitiveni got the supervisor job at the port!", 'social', 'milestone_outcome', ents=['Sitiveni'])
c('T', "15 years married today, Sitiveni still brings me tea every morning", 'social', 'milestone_outcome', ents=['Sitiveni'])
c('X', "Timoci won the school speech contest in Fijian", 'social', 'milestone_outcome', ents=['Timoci'])
# contact
c('G', "Kelera's class teacher is Unaisi Tora, 921 5530, texts only after 3", 'social', 'contact', ents=['Kelera', 'Unaisi Tora'])
c('M', "Akosita has a new number, 703 1187, the old phone fell in the sea", 'social', 'contact', ents=['Akosita'])
c('S', "Timoci's best mate is Josaia, his mum is Litia, they live on Princes Road", 'social', 'contact', ents=['Timoci', 'Josaia', 'Litia'])
c('Y', "mum's neighbour Tomasi keeps a spare key to her house, 936 2044", 'social', 'contact', ents=['Tomasi'])
# observation_insight
c('A', "Kelera eats her greens if she picks them from the garden herself", 'social', 'observation_insight', ents=['Kelera'])
c('H', "Timoci sleeps better after training days", 'social', 'observation_insight', ents=['Timoci'])
c('O', "dinner is calmer with the kids when the TV stays off and Sitiveni eats with us", 'social', 'observation_insight', ents=['Sitiveni'])
c('U', "mum keeps circling back to the same village stories lately", 'social', 'observation_insight')
# emotion_state
c('C', "guilty, missed Timoci's first rugby game because of the night shift", 'social', 'emotion_state', ents=['Timoci'])
c('I', "so proud of Kelera, she shared her lunch with a girl who just started", 'social', 'emotion_state', ents=['Kelera'])
c('N', "worried sick, mum's alone in the village with nobody close by", 'social', 'emotion_state')
c('S', "fed up with Iliesa, he promised to visit mum and didn't turn up again", 'social', 'emotion_state', ents=['Iliesa'])
c('V', "missing grandma today, the choir sang her favourite hymn", 'social', 'emotion_state')

# ---------------- systems ----------------
# task
c('B', "count the controlled drugs register by wednesday, the audit is the week after", 'systems', 'task', sched=wd('B', 'wed'))
c('F', "urgent: insulin order form to FPBS before noon tomorrow", 'systems', 'task', sched=rel('F', 1, '12:00'), prio='urgent')
c('H', "the shelving in the new dispensary wing is up, Ravinesh labelled every bay", 'systems', 'task', ents=['Ravinesh'], ctx=ctx(P(DISP), T(('Get the shelving put up in the new wing', 'p1'), ('Move the fridges across', 'p1'))), comp='t1', par='p1')
c('I', "check the expiry dates in the ward 3 imprest cupboard before friday", 'systems', 'task', sched=wd('I', 'fri'))
c('M', "stock take of the outpatient dispensary finished, every shelf counted", 'systems', 'task', ctx=ctx(None, T('Do the outpatient stock take', 'Do the inpatient stock take')), comp='t1')
c('P', "label and bag the discharge meds tonight, 14 patients go home tomorrow", 'systems', 'task', sched=tonight('P'))
c('T', "medium priority: the dispensing guideline PDF needs updating by the 20th.", 'systems', 'task', sched=nth('T', 20), prio='medium')
# reminder_intention
c('D', "next tuesday 11am remind me: confirm Makereta for the weekend roster", 'systems', 'reminder_intention', sched=wd('D', 'tue', '11:00'), ents=['Makereta'])
c('J', "don't forget the pharmacy meeting tomorrow at 2ish in the chief's office", 'systems', 'reminder_intention', sched=rel('J', 1, '14:00'))
c('N', "ping me in an hour and a half to send Kelvin the ward round notes", 'systems', 'reminder_intention', sched=at('2026-06-26', '10:35'), ents=['Kelvin'])
c('U', "the 3rd: remind me, the Kula Pharmacy invoice for my september locum days", 'systems', 'reminder_intention', sched=nth('U', 3))
c('Z', "dont forget: the borrowed nebuliser back to the children's ward by monday 5pm", 'systems', 'reminder_intention', sched=wd('Z', 'mon', '17:00'))
# communication
c('A', "call the FPBS store next thursday at 10 re the amoxicillin backorder.", 'systems', 'communication', sched=wd('A', 'thu', '10:00'))
c('E', "emailed the stock request to FPBS, waiting for them to confirm a delivery date", 'systems', 'communication', ctx=ctx(None, T('Email the stock request to FPBS', 'Email the roster to Salote')), wait='FPBS: delivery date for the stock request', comp='t1')
c('H', "teams meeting with Lautoka hospital pharmacy monday at 9 about sharing stock", 'systems', 'communication', sched=wd('H', 'mon', '09:00'))
c('I', "answered the ward emails from the weekend, two want extra saline flushes", 'systems', 'communication')
c('L', "texted Makereta to check she's on for the saturday night shift", 'systems', 'communication', ents=['Makereta'])
c('Q', "call Salote tomorrow morning about the roster mess", 'systems', 'communication', sched=rel('Q', 1, '09:00'), ents=['Salote'])
# project
c('C', "move the outpatient dispensary to the new wing: shelving, the fridges, new signs, done by may 1", 'systems', 'project', sched=md('C', 5, 1))
c('G', "antibiotic stewardship audit for the medical wards: a data form, 3 months of charts, a report for the committee", 'systems', 'project')
c('K', "start a patient counselling corner on august 1: a private booth, leaflets in Fijian and Hindi, a sign-up sheet", 'systems', 'project', sched=md('K', 8, 1))
c('O', "diabetes medicine workshop for the nurses on september 12: book the room, slides, 20 seats, tea", 'systems', 'project', sched=md('O', 9, 12))
c('S', "get the stock ordering onto the new computer system: train the techs, enter every item, go live in october", 'systems', 'project')
c('W', "train the two new pharmacy technicians before the december rush: a checklist, buddy shifts, a test", 'systems', 'project')
# routine_activity
c('C', "fridge temperature checks at 8 and 4 every day on the vaccine fridges", 'systems', 'routine_activity', sched=OMIT)
c('I', "did the monday controlled drugs count like every week, all balanced", 'systems', 'routine_activity')
c('R', "weekly pharmacy newsletter goes out tomorrow like every wednesday", 'systems', 'routine_activity', sched=rel('R', 1))
c('X', "monthly expiry sweep tomorrow, as always on the last saturday", 'systems', 'routine_activity', sched=rel('X', 1))
# transaction
c('A', "locum pay from Kula Pharmacy still not in, $480 for the two saturdays", 'systems', 'transaction', wait='Kula Pharmacy: $480 locum pay')
c('D', "invoice Kula Pharmacy for the february locum days, FJ$ 720, before the 5th", 'systems', 'transaction', sched=nth('D', 5))
c('G', "paid the pharmacy society membership, $120 for the year", 'systems', 'transaction', ctx=ctx(None, T('Pay the pharmacy society membership', 'Pay the CPD course fee')), comp='t1')
c('J', "CPD course fee for the pharmacy board, $150, pay it by friday", 'systems', 'transaction', sched=wd('J', 'fri'))
c('M', "the hospital owes me three weeks of overtime, FJ$ 640, payroll said end of month", 'systems', 'transaction', wait='payroll: three weeks of overtime', exp=eom('M'))
c('P', "back pay for the acting senior role finally landed, $1,150, all of it", 'systems', 'transaction', ctx=ctx(None, T('Chase the acting allowance back pay', 'Chase the uniform allowance')), comp='t1')
c('S', "taxi fares for the Lautoka training, FJ$ 96, the hospital pays it back on the 30th", 'systems', 'transaction', wait='hospital: taxi fare reimbursement', exp=nth('S', 30))
c('V', "FRCS provisional tax on the locum income, $300, pay before the 31st", 'systems', 'transaction', sched=nth('V', 31))
c('Y', "Kula Pharmacy paid me for the october locums, FJ$ 540, in the bank this morning", 'systems', 'transaction', ctx=ctx(None, T('Collect the October locum pay from Kula Pharmacy', 'Collect the November locum pay from Kula Pharmacy')), comp='t1')
# acquisition_disposition
c('E', "need 3 more dosette trays for the ward before the 18th", 'systems', 'acquisition_disposition', sched=nth('E', 18))
c('K', "the old tablet counter went to the Nausori health centre, they collected it today", 'systems', 'acquisition_disposition', ctx=ctx(None, T('Give the old tablet counter to Nausori', 'Give the old label printer to Navua')), comp='t1')
c('N', "the new pill counting machine from Australia is held at customs, the agent said release tuesday", 'systems', 'acquisition_disposition', wait='customs: the new pill counting machine', exp=wd('N', 'tue'))
c('T', "collect the printed patient leaflets from the printers tomorrow at 11", 'systems', 'acquisition_disposition', sched=rel('T', 1, '11:00'), ctx=ctx(P(CORNER), T(('Set up the private booth', 'p1'))), par='p1')
# decision_commitment
c('B', "decided: no more swapping night shifts, I'm wrecked for days after.", 'systems', 'decision_commitment')
c('F', "going with the FPBS blister packs for all the TB patients from now on, fewer missed doses", 'systems', 'decision_commitment')
c('J', "taking the acting senior pharmacist role from the 1st, told Salote yes", 'systems', 'decision_commitment', sched=nth('J', 1), ents=['Salote'])
c('N', "raising my locum rate to $60 an hour from january", 'systems', 'decision_commitment')
c('T', "not going back to Kula Pharmacy for locums after this year, the hours are too long.", 'systems', 'decision_commitment')
c('Z', "committed to one CPD session every month, no more cramming before the licence renewal", 'systems', 'decision_commitment')
# learning_consumption
c('A', "paediatric dosing module, part 2, doing it tonight after the kids sleep", 'systems', 'learning_consumption', sched=tonight('A'))
c('H', "watched a webinar about the updated hypertension guidelines, the combination pill part is useful", 'systems', 'learning_consumption')
c('L', "pharmacy board CPD workshop on drug interactions wednesday 1pm at the Tanoa hotel", 'systems', 'learning_consumption', sched=wd('L', 'wed', '13:00'))
c('Q', "reading the new Fiji antibiotic guidelines for the stewardship audit", 'systems', 'learning_consumption', ctx=ctx(P(STEW), T(('Draft the audit data form', 'p1'))), par='p1')
c('W', "finished the online vaccine storage course, certificate in my inbox", 'systems', 'learning_consumption', ctx=ctx(None, T('Finish the vaccine storage course', 'Finish the cold chain refresher')), comp='t1')
# milestone_outcome
c('D', "passed the pharmacy board exam for the senior grade!", 'systems', 'milestone_outcome')
c('K', "the new dispensary wing is open, 200 patients served on the first day", 'systems', 'milestone_outcome', ctx=ctx(P(DISP), T(('Open the new dispensary wing', 'p1'), ('Put up the new signs', 'p1'))), comp='t1', par='p1')
c('M', "zero dispensing errors on the outpatient counter for the whole quarter, a first", 'systems', 'milestone_outcome')
c('P', "my poster on TB adherence got accepted for the Pacific pharmacy conference!", 'systems', 'milestone_outcome')
c('R', "Salote put me forward as pharmacist of the year for the Central division", 'systems', 'milestone_outcome', ents=['Salote'])
c('Y', "10 years as a registered pharmacist this month", 'systems', 'milestone_outcome')
# contact
c('B', "Makereta's cousin Sefo fixes lab fridges, 990 4412, knows the vaccine ones", 'systems', 'contact', ents=['Makereta', 'Sefo'])
c('G', "new rep at the Pacific Pharma wholesaler: Anish Kumar, anish.kumar@pacpharma.com.fj", 'systems', 'contact', ents=['Anish Kumar'])
c('K', "the pharmacist in charge at Lautoka hospital is Ana Rokotuiwai, 666 0399", 'systems', 'contact', ents=['Ana Rokotuiwai'])
c('P', "locum manager at Kula Pharmacy: Roneel Singh, pays on the 5th, 904 7731", 'systems', 'contact', ents=['Roneel Singh'])
c('W', "the biomed technician for the pill counter is Jone, extension 2214", 'systems', 'contact', ents=['Jone'])
# observation_insight
c('E', "the queue at the outpatient counter peaks right after the 9am clinics finish", 'systems', 'observation_insight')
c('J', "patients bring back more unused meds when we explain the dose in Fijian", 'systems', 'observation_insight')
c('O', "scripts from the night shift have twice the errors of the day shift", 'systems', 'observation_insight')
c('S', "the ward 5 fridge runs warm every afternoon the sun hits that wall", 'systems', 'observation_insight')
c('Z', "the cheaper paracetamol brand crumbles in the humidity", 'systems', 'observation_insight')
# emotion_state
c('F', "nervous about presenting to the stewardship committee on my own", 'systems', 'emotion_state')
c('I', "burnt out, 5 night shifts in 7 days", 'systems', 'emotion_state')
c('O', "excited about the Pacific pharmacy conference, first time presenting", 'systems', 'emotion_state')
c('R', "angry, FPBS sent the wrong insulin AGAIN and the replacement takes a week", 'systems', 'emotion_state', wait='FPBS: replacement insulin')
c('U', "worried, the amoxicillin stock won't last the month", 'systems', 'emotion_state')

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 74, cases)
