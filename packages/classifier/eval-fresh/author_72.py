# The seventy-second set: a bus-depot mechanic in Medellín (America/Bogota, UTC-5, no daylight saving) who coaches
# his son's under-10 football team on Saturdays, with his parents, abuela and sister in Cali. English with the Spanish
# words he would use (tinto, parce, mamá, papá, abuela, EPS, Metro, la finca, SOAT, cesantías, quincena) and pesos
# written the Colombian way ("$45.000", "120 mil", "1,2 millones"). Labelled by ../../../shared/eval/GUIDELINES.md,
# written from scratch with labelset.py's helpers only.
# Domain readings: the depot, its buses, the jefe Hernán, payroll, SENA courses for the job are systems; the team he
# coaches (the kids, their parents, games, fees) is social like any kids' activity, as are Yuli, Juanjo, Sara, the
# family in Cali and friends; his moto, knee, flat, bills, savings and hobbies are personal. A respect word before a
# name ("don", "doña", "profe", "tía") is left out of the entity like a relation word.
import os
from labelset import use, wd, rel, tonight, sat, nth, md, at, eom, T, P, C, ctx, labeller, write_split_set, OMIT

BOG = 'America/Bogota'
use({
  'A': ('2026-01-12T06:10:00', BOG), 'B': ('2026-01-23T21:40:00', BOG), 'C': ('2026-02-07T08:15:00', BOG),
  'D': ('2026-02-18T13:05:00', BOG), 'E': ('2026-03-03T05:50:00', BOG), 'F': ('2026-03-15T19:30:00', BOG),
  'G': ('2026-03-27T12:20:00', BOG), 'H': ('2026-04-09T22:10:00', BOG), 'I': ('2026-04-20T17:45:00', BOG),
  'J': ('2026-05-06T07:00:00', BOG), 'K': ('2026-05-16T15:40:00', BOG), 'L': ('2026-05-29T10:30:00', BOG),
  'M': ('2026-06-11T18:55:00', BOG), 'N': ('2026-06-24T09:20:00', BOG), 'O': ('2026-07-08T20:15:00', BOG),
  'P': ('2026-07-19T11:00:00', BOG), 'Q': ('2026-08-03T14:35:00', BOG), 'R': ('2026-08-21T06:45:00', BOG),
  'S': ('2026-09-05T21:05:00', BOG), 'T': ('2026-09-17T12:50:00', BOG), 'U': ('2026-10-01T16:10:00', BOG),
  'V': ('2026-10-26T07:35:00', BOG), 'W': ('2026-11-13T19:00:00', BOG), 'X': ('2026-11-28T10:05:00', BOG),
  'Y': ('2026-12-10T05:40:00', BOG), 'Z': ('2026-12-22T22:30:00', BOG),
}, {'A': 'mon', 'B': 'fri', 'C': 'sat', 'D': 'wed', 'E': 'tue', 'F': 'sun', 'G': 'fri', 'H': 'thu', 'I': 'mon',
    'J': 'wed', 'K': 'sat', 'L': 'fri', 'M': 'thu', 'N': 'wed', 'O': 'wed', 'P': 'sun', 'Q': 'mon', 'R': 'fri',
    'S': 'sat', 'T': 'thu', 'U': 'thu', 'V': 'mon', 'W': 'fri', 'X': 'sat', 'Y': 'thu', 'Z': 'tue'})

# Background contexts: what he already has in the other two domains, clearly unrelated to the thought they sit beside.
HOME = [ctx(P('Fix up the balcony'), T('Pay the Tigo bill', 'Take Toby to the vet'), C(('Jairo', 'plumber'))),
        ctx(None, T('Renew the SOAT', 'Buy a new pillow')),
        ctx(P('Save for the apartment'), None, C(('Marta', 'landlady')))]
FAM = [ctx(P("Sara's 7th birthday"), T('Call tía Gloria'), C(('Lina', 'sister'), ('Andrés', 'friend'))),
       ctx(None, T("Sign Juanjo's school report"), C(('Yuli', 'wife'))),
       ctx(P('Papá and mamá anniversary in Cali'), T('Send abuela the photos'))]
WORK = [ctx(P('Reorganize the parts warehouse'), T('Update the bus 120 service sheet'), C(('Hernán', 'jefe de taller'))),
        ctx(None, T('Hand in the overtime form'), C(('Wilmer', 'coworker'))),
        ctx(P('Tire rotation program'), T('Count the torque wrenches'))]
OTHER = {'personal': FAM + WORK, 'social': HOME + WORK, 'systems': HOME + FAM}

cases = []
plain = labeller(cases)
seen = [0]
def c(k, text, dom, et, **kw):
  """A case; with no context of its own, four in five get a background context from the other domains."""
  seen[0] += 1
  if 'ctx' not in kw and seen[0] % 5:
    pool = OTHER[dom]; kw['ctx'] = pool[seen[0] % len(pool)]
  plain(k, text, dom, et, **kw)

EBUS = 'Move the depot to electric buses'
KNEE = 'Sort out the knee'
CASA = 'Buy an apartment in Bello'
TRIP = 'December trip to Cali'

# ---------------- personal ----------------
# acquisition_disposition
c('B', "need new brake pads for the pulsar before the trip to cali, the shop in caribe ordered them, should come in wednesday", 'personal', 'acquisition_disposition', ctx=ctx(P('Get the moto ready for the Cali trip'), T('Change the moto chain')), wait='moto shop: brake pads order', exp=wd('B', 'wed')[:10], par='p1')
c('C', "bought a used helmet off marketplace for $180.000, the guy in envigado had it like new", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Get a new helmet', 'Renew the SOAT for the moto')), comp='t1')
c('D', "pick up my glasses at the óptica on junín tomorrow after the shift", 'personal', 'acquisition_disposition', sched=rel('D', 1))
c('F', "selling the old tv from the living room, 300 mil, the guy from the 4th floor comes to see it tomorrow at 7pm", 'personal', 'acquisition_disposition', sched=rel('F', 1, '19:00'))
c('H', "ordered the water filter cartridges online, tracking says thursday. the tap water tastes like metal", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Order water filter cartridges', 'Clean the fridge')), wait='water filter cartridges (delivery)', exp=wd('H', 'thu'), comp='t1')
c('J', "mattress delivery saturday, the store said sometime in the morning", 'personal', 'acquisition_disposition', wait='store: new mattress (delivery)', exp=sat('J'))
c('K', "returned the running shoes at unicentro, the sole was coming off after two weeks", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Return the running shoes to Unicentro', 'Fix the shower drain')), comp='t1')
c('M', "donate the bag of old clothes to the church on the corner, whenever", 'personal', 'acquisition_disposition', prio='low')
c('O', "need a new gas cylinder for the stove before sunday, this one is almost empty", 'personal', 'acquisition_disposition', sched=wd('O', 'sun'))
c('Q', "bought a chain lock for the moto, 95 mil, two got stolen outside the depot this month", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Buy a chain lock for the moto', 'Wash the moto')), comp='t1')
c('S', "bought an original charger for the phone at the claro store, $45.000", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Replace the phone charger')), comp='t1')
c('U', "listed the old pulsar tires on marketplace, 80 mil for the pair", 'personal', 'acquisition_disposition', ctx=ctx(None, T('Sell the old moto tires', 'Buy oil for the moto')))
c('X', "pick up the christmas lights at the ferretería by the metro station this afternoon", 'personal', 'acquisition_disposition', sched=rel('X', 0, '15:00'))
# reminder_intention
c('A', "remind me to renew the SOAT for the moto before the 20th", 'personal', 'reminder_intention', sched=nth('A', 20), ctx=ctx(None, T('Renew the SOAT', 'Fix the shower drain')))
c('C', "don't forget the EPM bill, it's due today", 'personal', 'reminder_intention', sched=rel('C', 0))
c('E', "omeprazol before breakfast at 7, remind me", 'personal', 'reminder_intention', sched=rel('E', 0, '07:00'))
c('G', "tmrw morning remind me, call the EPS for the knee results", 'personal', 'reminder_intention', sched=rel('G', 1, '09:00'), ctx=ctx(P(KNEE), T(('Get the knee MRI', 'p1'))), par='p1')
c('I', "arepas on the stove, ping me 20 min from now", 'personal', 'reminder_intention', sched=at('2026-04-20', '18:05'))
c('L', "dont forget the tecnomecánica for the moto, it expires end of month", 'personal', 'reminder_intention', sched=eom('L'))
c('N', "remind me thursday at 6pm to move the moto out of the parking before they paint the lines", 'personal', 'reminder_intention', sched=wd('N', 'thu', '18:00'))
c('P', "don't let me forget the dentist at the EPS, tuesday 2:30", 'personal', 'reminder_intention', sched=wd('P', 'tue', '14:30'))
c('R', "remind me to start the driving license renewal on the 3rd, the pase expires in october", 'personal', 'reminder_intention', sched=nth('R', 3))
c('T', "ping me tonight to put the garbage out, the truck comes early", 'personal', 'reminder_intention', sched=tonight('T'))
c('W', "sunday evening remind me: moto battery on the charger, it died twice this week", 'personal', 'reminder_intention', sched=wd('W', 'sun', '19:00'))
c('Y', "important: don't forget the cesantías withdrawal papers, the fondo closes on the 18th", 'personal', 'reminder_intention', sched=nth('Y', 18), prio='high')
# learning_consumption
c('A', "started english on duolingo, lesson 3 done, the listening part is hard", 'personal', 'learning_consumption')
c('C', "reading cien años de soledad again for the library book club thursday 6pm, forgot how good the first chapter is", 'personal', 'learning_consumption', sched=wd('C', 'thu', '18:00'))
c('D', "watching youtube tutorials for changing the pulsar's clutch cable myself", 'personal', 'learning_consumption', ctx=ctx(P('Moto maintenance'), T(('Change the moto oil', 'p1'))), par='p1')
c('F', "listening to a podcast about personal finance on the metro, the guy says save 10% first", 'personal', 'learning_consumption')
c('H', "the bello library is holding el olvido que seremos for me, pick it up before saturday", 'personal', 'learning_consumption', sched=wd('H', 'sat'))
c('J', "first guitar class at the casa de la cultura this saturday at 10", 'personal', 'learning_consumption', sched=sat('J', '10:00'))
c('L', "finished la vorágine, two months of reading it on the metro", 'personal', 'learning_consumption', ctx=ctx(None, T('Finish La vorágine', 'Return the library book')), comp='t1')
c('N', "watch that netflix documentary on the cali river tonight", 'personal', 'learning_consumption', sched=tonight('N'))
c('Q', "50 pages into the book about saving money that Andrés lent me", 'personal', 'learning_consumption', ents=['Andrés'], ctx=ctx(None, T('Read the money book Andrés lent me')))
c('U', "online class on basic cooking saturday 3pm, already paid", 'personal', 'learning_consumption', sched=sat('U', '15:00'))
c('Z', "audiobook for the bus to cali thursday: the one on colombian football history", 'personal', 'learning_consumption', sched=wd('Z', 'thu'))
# routine_activity
c('A', "tinto and 20 push ups before the 5:30 bus, day 12 in a row", 'personal', 'routine_activity')
c('B', "ciclovía sunday morning like every week, want to do 25 km this time", 'personal', 'routine_activity', sched=wd('B', 'sun', '09:00'))
c('D', "back stretches from the physio tonight before bed, like every night", 'personal', 'routine_activity', sched=tonight('D'))
c('E', "gym mon wed fri 5am before the shift", 'personal', 'routine_activity', sched=OMIT)
c('G', "wash the moto tomorrow morning, my saturday ritual", 'personal', 'routine_activity', sched=rel('G', 1, '09:00'))
c('I', "walked up to the cerro after work as usual, the knee held fine", 'personal', 'routine_activity')
c('K', "market run at the placita tomorrow morning like every sunday", 'personal', 'routine_activity', sched=rel('K', 1, '09:00'))
c('M', "barber every other saturday at 9, doña Luz already has me down", 'personal', 'routine_activity', sched=OMIT, ents=['Luz'])
c('O', "evening walk with Toby around the block done, he pulled the whole time", 'personal', 'routine_activity')
c('P', "cooked the 5 lunches for the week like every sunday, rice, frijoles and carne molida", 'personal', 'routine_activity')
c('V', "swimming at the unidad deportiva tonight at 8 like every monday", 'personal', 'routine_activity', sched=rel('V', 0, '20:00'))
c('X', "cleaned the apartment top to bottom, saturday routine", 'personal', 'routine_activity')
# communication
c('A', "call the EPS at 7 when the line opens to get the knee appointment", 'personal', 'communication', sched=rel('A', 0, '07:00'))
c('C', "texted doña Marta that the calentador is leaking again", 'personal', 'communication', ents=['Marta'])
c('E', "call Claro asap when they open at 8, the internet keeps dropping at night", 'personal', 'communication', sched=rel('E', 0, '08:00'), prio='urgent')
c('G', "plumber never answers, left him a voicemail, the shower drain again", 'personal', 'communication', ctx=ctx(None, T('Call the plumber about the shower drain', 'Pay the EPM bill')))
c('J', "emailed tránsito about the fotomulta, the plate isn't even mine. they answer in 15 business days", 'personal', 'communication', wait='tránsito: answer on the fotomulta')
c('L', "whatsapp the mechanic in envigado tomorrow at 9 about the clutch of the moto", 'personal', 'communication', sched=rel('L', 1, '09:00'), ctx=ctx(P('Moto maintenance'), T(('Buy a chain lock', None))), par='p1')
c('N', "called Bancolombia, there's a charge on my card i never made, they opened a claim and said the money is back by the 5th", 'personal', 'communication', wait='Bancolombia: card charge claim', exp=nth('N', 5))
c('Q', "videollamada with the physio tomorrow 7:30am, for the back", 'personal', 'communication', sched=rel('Q', 1, '07:30'))
c('T', "called the EPS and finally got the cita with the orthopedist, oct 6 at 10:40", 'personal', 'communication', sched=md('T', 10, 6, '10:40'), ctx=ctx(P(KNEE), T(('Get the orthopedist appointment through the EPS', 'p1'), 'Buy a knee brace')), comp='t1', par='p1')
c('W', "send doña Marta the photo of the rent receipt tonight on whatsapp", 'personal', 'communication', sched=tonight('W'), ents=['Marta'])
# task
c('B', "fix the shower drain this weekend, buy the destapador stuff. no rush", 'personal', 'task', sched=sat('B'), prio='low')
c('D', "finally put up the shelf in the kitchen", 'personal', 'task', ctx=ctx(P('Fix up the kitchen'), T(('Put up the kitchen shelf', 'p1'), 'Call Claro about the internet')), comp='t1', par='p1')
c('F', "change the oil of the moto tomorrow after the shift, 2.000 km since the last one", 'personal', 'task', sched=rel('F', 1), ctx=ctx(P('Moto maintenance'), T('Pay the gas bill')), par='p1')
c('H', "chase the EPS if the authorization for the knee surgery still hasn't come by monday", 'personal', 'task', sched=wd('H', 'mon'), ctx=ctx(P(KNEE), T('Renew the SOAT')), wait='EPS: knee surgery authorization', par='p1')
c('K', "asap get copies of the cédula and the certificado laboral for the mortgage, by monday", 'personal', 'task', sched=wd('K', 'mon'), ctx=ctx(P(CASA), T('Return the running shoes')), prio='urgent', par='p1')
c('M', "the kitchen sink is clogged again, sort it out tonight", 'personal', 'task', sched=tonight('M'))
c('N', "medium priority: sort the papers in the drawer on sunday, payslips, EPS stuff, receipts", 'personal', 'task', sched=wd('N', 'sun'), prio='medium')
c('S', "important: renew the pasaporte before the cali trip in december, cita at the gobernación the 22nd at 8am", 'personal', 'task', sched=nth('S', 22, '08:00'), prio='high')
c('V', "paint the bedroom wall where the humidity stain is, low priority", 'personal', 'task', prio='low')
c('X', "fixed the leaking tap in the kitchen, just needed a new washer", 'personal', 'task', ctx=ctx(P('Fix up the kitchen'), T(('Fix the kitchen tap', 'p1'), 'Buy christmas lights')), comp='t1', par='p1')
# transaction
c('A', "paid the rent, 1,2 millones to doña Marta by nequi", 'personal', 'transaction', ents=['Marta'], ctx=ctx(None, T('Pay January rent', 'Buy a new pillow')), comp='t1')
c('C', "the EPM bill came at $238.000, way more than last month, due the 17th", 'personal', 'transaction', sched=nth('C', 17))
c('E', "pay the claro internet bill before the 10th, 89 mil", 'personal', 'transaction', sched=nth('E', 10))
c('G', "refund for the double charge at éxito still not in the account, they said 15 business days", 'personal', 'transaction', wait='Éxito: refund for the double charge')
c('I', "moved 300 mil into the savings for the apartment", 'personal', 'transaction', ctx=ctx(P(CASA), T('Ask about the subsidio')), par='p1')
c('K', "important: SOAT renewal is $420.000 this year, pay it before the 25th", 'personal', 'transaction', sched=nth('K', 25), prio='high')
c('O', "the bank took the cuota de manejo twice, 2 x $14.900, claim it back at the branch friday", 'personal', 'transaction', sched=wd('O', 'fri'))
c('P', "cesantías should land in the account by friday, the fondo said", 'personal', 'transaction', wait='fondo: cesantías payout', exp=wd('P', 'fri'))
c('U', "urgent: the moto fine has to be paid today or it doubles, $604.000", 'personal', 'transaction', sched=rel('U', 0), prio='urgent')
c('Y', "spent 380 mil on the december mercado at the D1, groceries for the whole month", 'personal', 'transaction')
# decision_commitment
c('B', "decided: no more aguardiente until the cali trip, the stomach can't take it", 'personal', 'decision_commitment')
c('D', "going with Tigo instead of Claro for the internet, cheaper, and the installer comes thursday at 2", 'personal', 'decision_commitment', sched=wd('D', 'thu', '14:00'))
c('H', "not buying a new tv for the world cup, the old one works fine", 'personal', 'decision_commitment')
c('J', "decision made: the moto gets sold and i use the metro, starting june 1", 'personal', 'decision_commitment', sched=md('J', 6, 1))
c('L', "from monday the coffee goes down to two tintos a day, doctor's orders", 'personal', 'decision_commitment', sched=wd('L', 'mon'))
c('Q', "ok decided, doing the knee surgery with the EPS and not paying private", 'personal', 'decision_commitment', ctx=ctx(P(KNEE), T(('Get a second opinion on the knee', 'p1'))), par='p1')
c('T', "i'm in for the rionegro half marathon on october 11, registered and committed", 'personal', 'decision_commitment', sched=md('T', 10, 11))
c('W', "keeping the old fridge another year, the repair guy says the compressor is fine", 'personal', 'decision_commitment')
# observation_insight
c('C', "the moto eats more gas since the new tire, maybe it's the pressure", 'personal', 'observation_insight')
c('F', "noticed: no phone after 9 and i sleep much better", 'personal', 'observation_insight')
c('I', "the 5:10 metro from niquía is always emptier than the 5:20, worth getting up early", 'personal', 'observation_insight')
c('K', "gasoline went up again, a full tank for the moto is 65 mil now", 'personal', 'observation_insight')
c('N', "doña Marta still hasn't sent anyone for the humidity in the bedroom, it's spreading to the closet", 'personal', 'observation_insight', ents=['Marta'], ctx=ctx(P('Fix the humidity in the bedroom'), T('Pay the rent')), wait='Marta: someone to fix the bedroom humidity', par='p1')
c('R', "pattern: after night shifts the knee hurts, after day shifts nothing", 'personal', 'observation_insight')
c('V', "the EPM bill is always higher the months Sara's cousins stay over", 'personal', 'observation_insight', ents=['Sara'])
c('Z', "the building water gets cut every tuesday morning, that's why the tank is always empty", 'personal', 'observation_insight')
# project
c('A', "get the moto ready for the trip to cali on the 30th: new chain, brake pads, oil, check the lights", 'personal', 'project', sched=nth('A', 30))
c('E', "start on buying the apartment: check the subsidio, get the credit pre-approval, visit 3 projects in bello", 'personal', 'project')
c('I', "redo the balcony: pull out the dead plants, paint the railing, a little table for the tinto. no rush", 'personal', 'project', prio='low')
c('M', "get back in shape by december: jog 3 times a week, cut the gaseosa, weigh in every sunday", 'personal', 'project')
c('S', "fix up the kitchen this month: new faucet, silicone around the sink, replace the broken cabinet door", 'personal', 'project')
c('X', "sort out the pension papers by the 15th: ask colpensiones for the history, check the missing weeks, fill the form", 'personal', 'project', sched=nth('X', 15))
# emotion_state
c('B', "so tired today, the neighbours' party went till 3am and my back is destroyed", 'personal', 'emotion_state')
c('G', "feeling really down this week and i don't know why", 'personal', 'emotion_state')
c('J', "nervous about the knee MRI results, the EPS still hasn't called", 'personal', 'emotion_state', wait='EPS: knee MRI results')
c('O', "happy and calm tonight, a quiet sunday kind of feeling even though it's wednesday", 'personal', 'emotion_state')
c('T', "stressed, SOAT and rent landed in the same week this month", 'personal', 'emotion_state')
c('Y', "anxious about the knee surgery, never been in an operating room", 'personal', 'emotion_state')
# milestone_outcome
c('D', "passed the A2 moto license exam first time!!", 'personal', 'milestone_outcome', ctx=ctx(None, T('Take the A2 license exam', 'Buy a chain lock')), comp='t1')
c('H', "last cuota of the moto loan paid, the pulsar is finally all mine 🎉", 'personal', 'milestone_outcome')
c('L', "finished my first half marathon, 2:05, legs like jelly", 'personal', 'milestone_outcome', ctx=ctx(None, T('Run the Medellín half marathon', 'Buy new running socks')), comp='t1')
c('P', "approved for the housing subsidy!! mi casa ya", 'personal', 'milestone_outcome', ctx=ctx(P(CASA), T(('Visit the projects in Bello', 'p1'))), par='p1')
c('U', "one year without a cigarette today", 'personal', 'milestone_outcome')
c('Z', "closing the year with 4,8 millones saved, first time in my life i save anything", 'personal', 'milestone_outcome')
# contact
c('C', "plumber Jairo, 312 448 9021, fixes calentadores, doña Marta recommended him", 'personal', 'contact', ents=['Jairo', 'Marta'])
c('I', "the physio at the EPS is Catalina Restrepo, she only does mornings", 'personal', 'contact', ents=['Catalina Restrepo'])
c('Q', "new locksmith number: cerrajería 24h, 604 322 1180, ask for Fabio", 'personal', 'contact', ents=['Fabio'])
c('W', "the guy who sells used moto parts in caribe: Nelson, 300 551 2277, he has pulsar stuff", 'personal', 'contact', ents=['Nelson'])

# ---------------- social ----------------
# contact
c('A', "Juanjo's new teacher is profe Diana Montoya, her whatsapp is 311 782 4410", 'social', 'contact', ents=['Juanjo', 'Diana Montoya'])
c('D', "Lina changed her number, the new one is 317 205 6630", 'social', 'contact', ents=['Lina'], ctx=ctx(None, T('Pay the EPM bill'), C(('Lina', 'sister'), ('Andrés', 'friend'))))
c('F', "Andrés lives in robledo now, calle 65 with 88, blue door, apto 302", 'social', 'contact', ents=['Andrés'])
c('H', "Brayan (my cousin in cali) can't eat shrimp or any seafood, keep it in mind for the december dinner", 'social', 'contact', ents=['Brayan'])
c('K', "Samuel's mom from the team is Paola, 320 114 7788, she does the carpool on saturdays", 'social', 'contact', ents=['Samuel', 'Paola'])
c('N', "Jhon Jairo's birthday is august 14, turning 40", 'social', 'contact', ents=['Jhon Jairo'])
c('R', "Yuli wears a 37 in shoes and likes the white sneakers, not the pink ones", 'social', 'contact', ents=['Yuli'])
c('V', "new assistant coach for the sub-10 is Mauricio, 301 990 3355, his son Tomás plays defense", 'social', 'contact', ents=['Mauricio', 'Tomás'])
c('X', "tía Gloria's new address in cali: carrera 39 #5-20, barrio san fernando", 'social', 'contact', ents=['Gloria'])
# project
c('B', "organize Sara's 7th birthday for march 7: book the salón comunal, piñata, cake from the panadería, invite her class", 'social', 'project', sched=md('B', 3, 7, weekday='sat'), ents=['Sara'])
c('G', "top priority: plan the december trip to cali for the 4 of us, bus tickets, where we sleep, a day at my tío's finca", 'social', 'project', prio='high')
c('J', "end of season party for the team on june 20: pizza, a medal for every kid, collect 10 mil per family", 'social', 'project', sched=md('J', 6, 20))
c('M', "help mamá with her move in cali on the 27th: boxes, a truck, paint her new room first", 'social', 'project', sched=nth('M', 27))
c('S', "raise money for new team uniforms: raffle a tv, empanada sale after mass, ask the depot for a donation", 'social', 'project')
c('W', "surprise 35th anniversary for papá and mamá on december 19: rent the finca, call the tíos, a trio for the serenata", 'social', 'project', sched=md('W', 12, 19))
# reminder_intention
c('C', "remind me to transfer mamá the 200 mil for her medicine on monday", 'social', 'reminder_intention', sched=wd('C', 'mon'))
c('E', "don't forget Juanjo's uniform for the game saturday, it's still in the washer", 'social', 'reminder_intention', sched=sat('E'), ents=['Juanjo'])
c('I', "remind me tomorrow at 6 to call abuela, it's her birthday", 'social', 'reminder_intention', sched=rel('I', 1, '18:00'))
c('L', "Sara's swimming pickup is at 4, ping me", 'social', 'reminder_intention', sched=rel('L', 0, '16:00'), ents=['Sara'])
c('Q', "dont forget Juanjo's permission slip, parque explora trip, due wednesday", 'social', 'reminder_intention', sched=wd('Q', 'wed'), ents=['Juanjo'])
c('V', "don't let me forget the gift for Andrés's wedding, it's on the 7th", 'social', 'reminder_intention', sched=nth('V', 7), ents=['Andrés'])
# emotion_state
c('A', "miss mamá's cooking so much, three months without going to cali", 'social', 'emotion_state')
c('E', "so proud of Juanjo, his first goal ever and he ran straight to hug me", 'social', 'emotion_state', ents=['Juanjo'])
c('H', "worried about papá, his sugar was at 300 again and the lab results from the clinic haven't come", 'social', 'emotion_state', wait="clinic: papá's lab results")
c('K', "tired of the parents yelling at the ref every game, the kids are 9", 'social', 'emotion_state')
c('P', "feel bad i missed Sara's school act because of the double shift", 'social', 'emotion_state', ents=['Sara'])
c('Y', "so happy, Lina is coming with the baby for navidad", 'social', 'emotion_state', ents=['Lina'])
# task
c('J', "medium priority: wash the team bibs before saturday's game", 'social', 'task', sched=sat('J'), prio='medium')
c('O', "fill in Sara's school registration for next year, deadline today!!", 'social', 'task', sched=rel('O', 0), ents=['Sara'], prio='urgent')
c('T', "can't book the bus tickets till Lina confirms her dates, she said she'd tell me sunday", 'social', 'task', ents=['Lina'], ctx=ctx(P(TRIP), T(('Book the bus tickets', 'p1'))), wait='Lina: confirmation of her trip dates', exp=wd('T', 'sun'), par='p1')
c('X', "book the bus tickets to cali for december 18, the 4 of us", 'social', 'task', sched=md('X', 12, 18), ctx=ctx(P(TRIP), T('Fix the kitchen tap')), par='p1')
# milestone_outcome
c('F', "the sub-10 won the comuna tournament!! first trophy for the team", 'social', 'milestone_outcome')
c('I', "Lina graduated in nursing today, first professional in the family", 'social', 'milestone_outcome', ents=['Lina'])
c('M', "Sara lost her first tooth at dinner 😂", 'social', 'milestone_outcome', ents=['Sara'])
c('R', "Juanjo made the comuna selection, two kids from our team are in", 'social', 'milestone_outcome', ents=['Juanjo'])
c('Z', "10 years married to Yuli today", 'social', 'milestone_outcome', ents=['Yuli'])
# decision_commitment
c('B', "told the parents i'll coach the sub-10 again this year, first training is the 7th", 'social', 'decision_commitment', sched=nth('B', 7))
c('G', "promised Juanjo we go to a Nacional game when he finishes the school year", 'social', 'decision_commitment', ents=['Juanjo'])
c('N', "decided Sara starts the swimming classes on july 6", 'social', 'decision_commitment', sched=md('N', 7, 6), ents=['Sara'])
c('U', "we're spending the december holidays in cali this year, Yuli agreed", 'social', 'decision_commitment', ents=['Yuli'], ctx=ctx(P(TRIP), T('Pay the SOAT')), par='p1')
# observation_insight
c('C', "Juanjo plays way better on the left, on the right he's scared of the ball", 'social', 'observation_insight', ents=['Juanjo'])
c('J', "noticed Sara reads better when she reads to the dog than to us", 'social', 'observation_insight', ents=['Sara'])
c('O', "papá sounds more tired every time we talk on the phone", 'social', 'observation_insight')
c('W', "the kids on the team who eat breakfast play way better in the second half", 'social', 'observation_insight')
# communication
c('A', "call mamá tonight at 8:30, ask her about the exam results", 'social', 'communication', sched=rel('A', 0, '20:30'))
c('H', "call the trasteos company in cali about mamá's move, need the truck for the 28th", 'social', 'communication', sched=nth('H', 28), ctx=ctx(P('Help mamá move in Cali'), T(('Buy boxes', 'p1'))), par='p1')
c('P', "video call with papá and abuela at 4, Sara wants to show them her drawing", 'social', 'communication', sched=rel('P', 0, '16:00'), ents=['Sara'])
c('S', "texted Jhon Jairo congrats on the baby, will visit next month", 'social', 'communication', ents=['Jhon Jairo'], ctx=ctx(None, T('Congratulate Jhon Jairo on the baby', 'Wash the team bibs')), comp='t1')
# routine_activity
c('D', "sunday lunch at Yuli's parents like every week, bring the gaseosa", 'social', 'routine_activity', sched=wd('D', 'sun'), ents=['Yuli'])
c('K', "team training done, 14 kids came, worked on passing", 'social', 'routine_activity')
c('R', "monday's school run is on me, Yuli starts the early shift", 'social', 'routine_activity', sched=wd('R', 'mon'), ents=['Yuli'])
c('U', "saturday training with the sub-10 at 8 like always, bring the new cones", 'social', 'routine_activity', sched=sat('U', '08:00'))
# acquisition_disposition
c('F', "ordered Juanjo new shin guards online, they arrive monday", 'social', 'acquisition_disposition', ents=['Juanjo'], wait='shin guards (delivery)', exp=wd('F', 'mon'))
c('M', "bought the guayabera for papá's birthday", 'social', 'acquisition_disposition', ctx=ctx(P("Papá's 70th in Cali"), T(('Buy papá a gift', 'p1'), ('Book the restaurant', 'p1'))), comp='t1', par='p1')
c('Y', "pick up the medals for the end of season party friday at the shop in guayaquil", 'social', 'acquisition_disposition', sched=wd('Y', 'fri'), ctx=ctx(P('End of season party for the team'), T('Pay the gas bill')), par='p1')
# transaction
c('B', "sent mamá 300 mil by nequi for her rent", 'social', 'transaction', ctx=ctx(None, T('Send mamá money for the rent', 'Buy brake pads')), comp='t1')
c('L', "team fee is 25 mil per kid this month and 4 families still haven't paid, collect it saturday at training", 'social', 'transaction', sched=sat('L'), wait='4 families: team fee for the month')
c('T', "gave Sara and Juanjo 20 mil each for the school bazaar", 'social', 'transaction', ents=['Sara', 'Juanjo'])
# learning_consumption
c('H', "watch videos of passing drills for 9 year olds before saturday's training, the barça academy ones are good", 'social', 'learning_consumption', sched=sat('H'))
c('N', "Juanjo and i are reading harry potter together, chapter 6 tonight", 'social', 'learning_consumption', sched=tonight('N'), ents=['Juanjo'])
c('X', "talk about screens at Sara's school tuesday 6pm, Yuli and i are going", 'social', 'learning_consumption', sched=wd('X', 'tue', '18:00'), ents=['Sara', 'Yuli'])

# ---------------- systems ----------------
# task
c('A', "check the brake compressor on bus 214 at 7, the drivers complained", 'systems', 'task', sched=rel('A', 0, '07:00'))
c('E', "urgent: finish the inspection checklist for the electric buses before noon today", 'systems', 'task', sched=rel('E', 0, '12:00'), prio='urgent')
c('G', "update the maintenance log for the whole flota by 5pm, urgent, the audit people come monday", 'systems', 'task', sched=rel('G', 0, '17:00'), prio='urgent')
c('I', "train estiven on the air brake system next thursday morning", 'systems', 'task', sched=wd('I', 'thu', '09:00'), ents=['estiven'], ctx=ctx(P('Apprentice training plan'), T('Order brake drums')), par='p1')
c('L', "incident report for the bus that caught fire in the patio is filled in and signed", 'systems', 'task', ctx=ctx(None, T('Fill in the incident report for the bus fire', 'Check the compressor on bus 214')), comp='t1')
c('O', "top priority: bus 108 back on the road by tmrw, the injector from repuestos el cóndor comes in the morning", 'systems', 'task', sched=rel('O', 1), prio='high', wait='Repuestos El Cóndor: injector for bus 108', exp=rel('O', 1))
c('Q', "change the battery pack cables on electric unit 07 tomorrow, the manual says torque 45 nm", 'systems', 'task', sched=rel('Q', 1), ctx=ctx(P(EBUS), T(('Install the second charger', 'p1'))), par='p1')
c('U', "done with the brake overhaul on bus 233, signed off", 'systems', 'task', ctx=ctx(P('Brake overhaul on the route 300 fleet'), T(('Brake overhaul on bus 233', 'p1'), ('Brake overhaul on bus 240', 'p1'))), comp='t1', par='p1')
c('X', "medium priority: tidy the tool room, inspection is on the 3rd", 'systems', 'task', sched=nth('X', 3), prio='medium')
# milestone_outcome
c('B', "our depot won best maintenance record of the year at the company event!", 'systems', 'milestone_outcome')
c('D', "passed the SENA certification in electric vehicle systems", 'systems', 'milestone_outcome', ctx=ctx(None, T('Pass the SENA EV certification', 'Order filters')), comp='t1')
c('H', "promoted to jefe de turno starting may!!", 'systems', 'milestone_outcome')
c('K', "zero breakdowns on the route 250 buses for a whole month, first time ever", 'systems', 'milestone_outcome')
c('N', "first electric bus fully serviced in our own patio, no help from the supplier", 'systems', 'milestone_outcome', ctx=ctx(P(EBUS), T(('Get the supplier training', 'p1'))), par='p1')
c('S', "10 years working at the depot this week, they gave me a plaque", 'systems', 'milestone_outcome')
c('V', "the secretaría de movilidad audit passed with zero findings", 'systems', 'milestone_outcome', ctx=ctx(P('Movilidad audit prep'), T('Count the torque wrenches')), par='p1')
c('Y', "got the raise, 8% more starting january", 'systems', 'milestone_outcome')
# transaction
c('C', "overtime from december still not paid, payroll says next quincena", 'systems', 'transaction', wait='payroll: December overtime pay')
c('F', "hand in my tool receipts from the depot purchases by the 25th, 186 mil, so they reimburse me", 'systems', 'transaction', sched=nth('F', 25))
c('J', "the reimbursement for the SENA course came in, $350.000", 'systems', 'transaction', ctx=ctx(None, T('Get reimbursed for the SENA course', 'Pay the internet')), comp='t1')
c('M', "send the parts supplier invoice, 4,3 millones, to accounting before friday", 'systems', 'transaction', sched=wd('M', 'fri'))
c('P', "still owed by the company: viáticos from the bogotá training, 160 mil", 'systems', 'transaction', wait='company: viáticos from the Bogotá training')
c('W', "the bonus for the electric bus project comes with the december quincena, 600 mil", 'systems', 'transaction', ctx=ctx(P(EBUS), T('Buy christmas lights')), wait='company: electric bus project bonus', par='p1')
c('Z', "bought the diagnostic scanner for the taller, 2,8 millones on the company card", 'systems', 'transaction')
# decision_commitment
c('A', "said yes to Hernán, i'm taking the night shifts from tomorrow while Wilmer is on vacation", 'systems', 'decision_commitment', sched=rel('A', 1), ents=['Hernán', 'Wilmer'])
c('F', "not taking the job at the other bus company, more money but worse hours", 'systems', 'decision_commitment')
c('K', "going with the 6-2 shift pattern from june 1, signed the form", 'systems', 'decision_commitment', sched=md('K', 6, 1))
c('O', "committed to teaching the new apprentices the electrical basics starting next tuesday", 'systems', 'decision_commitment', sched=wd('O', 'tue'), ctx=ctx(P('Apprentice training plan'), T('Order new gloves')), par='p1')
c('T', "we're switching to the new brake supplier, just waiting on Hernán's signature", 'systems', 'decision_commitment', ents=['Hernán'], wait='Hernán: signature for the new brake supplier')
c('X', "not applying for the supervisor job, i'd rather stay on the tools", 'systems', 'decision_commitment')
# learning_consumption
c('B', "SENA course on high voltage safety for the electric buses starts monday 6pm", 'systems', 'learning_consumption', sched=wd('B', 'mon', '18:00'), ctx=ctx(P(EBUS), T('Order filters')), par='p1')
c('E', "watched the supplier's training video on the regen braking of the electric buses", 'systems', 'learning_consumption', ctx=ctx(P(EBUS), T(('Install the chargers', 'p1'))), par='p1')
c('I', "finished reading the manual of the new diagnostic software, 200 pages of bad translation", 'systems', 'learning_consumption', ctx=ctx(None, T('Read the diagnostic software manual', 'Train estiven')), comp='t1')
c('M', "workshop on hydraulic systems at the company school saturday 8 to 12", 'systems', 'learning_consumption', sched=sat('M', '08:00'))
c('R', "studying for the jefe de turno exam on the 2nd, the chapter on safety norms", 'systems', 'learning_consumption', sched=nth('R', 2), ctx=ctx(None, T('Pass the jefe de turno exam')))
c('W', "everyone in the taller has to finish the online AC units course before the 30th, company rule", 'systems', 'learning_consumption', sched=eom('W'))
# project
c('C', "set up a tool control system in the taller: label every tool, a sign-out sheet, a count every week", 'systems', 'project')
c('G', "get the depot ready for the 12 new electric buses landing may 4: chargers, training for the mechanics, a new spare parts stock", 'systems', 'project', sched=md('G', 5, 4))
c('J', "reorganize the parts store: throw out the obsolete stuff, new shelves, a code for each part. low priority, after the audit", 'systems', 'project', prio='low')
c('N', "plan the preventive maintenance for the second half by july 10: list every bus, assign the weeks, order the kits", 'systems', 'project', sched=md('N', 7, 10))
c('P', "start a training plan for the apprentices on august 3: basics, electrical, brakes, one month each", 'systems', 'project', sched=md('P', 8, 3))
c('U', "cut the fuel waste on route 300: check the injectors, train the drivers on idling, track liters per km", 'systems', 'project')
c('Z', "set up the tire rotation program starting the 5th: record every tire, rotate at 20 mil km, report monthly", 'systems', 'project', sched=nth('Z', 5))
# reminder_intention
c('D', "remind me: weekly parts report to Hernán on friday before 12", 'systems', 'reminder_intention', sched=wd('D', 'fri', '12:00'), ents=['Hernán'])
c('H', "don't forget the safety training at the depot tomorrow 6am", 'systems', 'reminder_intention', sched=rel('H', 1, '06:00'))
c('L', "monday remind me: payroll, the overtime, if it's still not in", 'systems', 'reminder_intention', sched=wd('L', 'mon'), wait='payroll: overtime pay')
c('S', "check the charging on electric unit 07 in 2 hours, ping me", 'systems', 'reminder_intention', sched=at('2026-09-05', '23:05'), ctx=ctx(P(EBUS), T(('Install the second charger', 'p1'))), par='p1')
c('V', "high priority, don't forget: uniform sizes to gestión humana by the 30th", 'systems', 'reminder_intention', sched=nth('V', 30), prio='high')
# emotion_state
c('E', "nervous about the evaluation with Hernán next week", 'systems', 'emotion_state', ents=['Hernán'])
c('I', "night shifts three weeks straight, fed up", 'systems', 'emotion_state')
c('N', "excited about the electric buses, finally something new to learn at work", 'systems', 'emotion_state', ctx=ctx(P(EBUS), T(('Get the supplier training', 'p1'))), par='p1')
c('S', "angry, the supplier sent the wrong brake drums AGAIN and the buses are stopped till the right ones come", 'systems', 'emotion_state', wait='supplier: the right brake drums')
c('X', "worried about the rumours of layoffs at the depot", 'systems', 'emotion_state')
# communication
c('B', "emailed Voltaria about warranty for the 3 failed alternators, waiting for their answer", 'systems', 'communication', wait='Voltaria: answer on the alternator warranty')
c('G', "call the parts store at 2 about injectors for the route 300 fuel plan", 'systems', 'communication', sched=rel('G', 0, '14:00'), ctx=ctx(P('Cut fuel waste on route 300'), T(('Train the drivers on idling', 'p1'))), par='p1')
c('K', "whatsapp Wilmer monday morning about swapping shifts", 'systems', 'communication', sched=wd('K', 'mon', '09:00'), ents=['Wilmer'])
c('P', "called Hernán about the engine of bus 108, he wants a quote first", 'systems', 'communication', ents=['Hernán'], ctx=ctx(None, T('Call Hernán about the bus 108 engine', 'Order the injector')), comp='t1')
c('T', "meeting call with the electric bus supplier at 3, topic: battery failures", 'systems', 'communication', sched=rel('T', 0, '15:00'), ctx=ctx(P(EBUS), T(('Install the second charger', 'p1'))), par='p1')
c('Y', "sent Hernán the report on the november breakdowns, he said he'd answer monday", 'systems', 'communication', ents=['Hernán'], ctx=ctx(None, T('Send the November breakdowns report', 'Clean the tool room')), wait='Hernán: answer on the November breakdowns report', exp=wd('Y', 'mon'), comp='t1')
# observation_insight
c('D', "the route 250 buses always come back with the brake pads worse, it's the hill in la cruz", 'systems', 'observation_insight')
c('J', "noticed the new apprentices learn faster when they work in pairs", 'systems', 'observation_insight', ctx=ctx(P('Apprentice training plan'), T('Order gloves')), par='p1')
c('M', "the electric units need half the maintenance hours of the diesels so far", 'systems', 'observation_insight', ctx=ctx(P(EBUS), T(('Get the supplier training', 'p1'))), par='p1')
c('Q', "most breakdowns come on mondays, the buses sit all sunday", 'systems', 'observation_insight')
c('W', "the cheap brand of filters lasts half as long, we're not saving anything", 'systems', 'observation_insight')
# contact
c('F', "the supplier's tech for the electric buses is Wang Lei, +86 138 0013 4412, speaks a bit of spanish", 'systems', 'contact', ents=['Wang Lei'])
c('L', "new parts guy at repuestos el cóndor: Óscar Giraldo, 314 662 0091, ask him for discounts", 'systems', 'contact', ents=['Óscar Giraldo'])
c('R', "the new lady in gestión humana is Natalia, extension 2231", 'systems', 'contact', ents=['Natalia'])
c('Z', "Wilmer's brother-in-law Rubén fixes turbos, 300 741 2209, in case the depot needs him", 'systems', 'contact', ents=['Wilmer', 'Rubén'])
# routine_activity
c('H', "weekly brake check on the route 300 fleet tomorrow like every friday", 'systems', 'routine_activity', sched=rel('H', 1))
c('Q', "did the daily walkaround on the buses before they left the patio", 'systems', 'routine_activity')
c('Y', "tool room inventory, first monday of every month", 'systems', 'routine_activity', sched=OMIT)
# acquisition_disposition
c('C', "order filters for the 5 buses due for service next week, by wednesday", 'systems', 'acquisition_disposition', sched=wd('C', 'wed'), ctx=ctx(P('First-semester preventive maintenance'), T('Hand in the overtime form')), par='p1')
c('V', "returned the wrong brake pads to the supplier, they sent the 295 instead of the 290, the right ones come wednesday", 'systems', 'acquisition_disposition', ctx=ctx(None, T('Return the wrong brake pads', 'Order gloves')), wait='supplier: the right brake pads', exp=wd('V', 'wed'), comp='t1')

if __name__ == '__main__':
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 72, cases)
