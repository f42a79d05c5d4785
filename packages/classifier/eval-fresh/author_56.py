# Writes thoughts-fresh-56.jsonl: a fifty-sixth fresh labelled set (issue 10, ids f56…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Cape Malay
# diesel mechanic at a bus depot in Cape Town (Africa/Johannesburg) in his forties who runs a weekend sound-hire business
# (speakers, mixer, mics and a trailer for weddings, engagements and functions), sings in a Malay choir, is on his
# mosque's madrassah committee, with a wife, three children and his parents in Athlone; writing Cape English with
# Afrikaans and Kaaps words ("ja", "nè", "eish", "lekker", "gatvol", "sommer", "just now", "bakkie", "cooldrink",
# "koesisters", "jumuah", "Labarang", "Boeta", "Mummy"), now and then dictated without punctuation, with typos and emojis.
# People (none in an earlier set): Fadielah (wife), Zaid (son, 14), Aaliyah (daughter, 10), Imaan (baby), Mummy and
# Daddy in Athlone, Ebrahim (brother, "Boeta"), Nazeema (sister in Joburg), Faiek (nephew who helps on jobs); at the
# mosque Imam Achmat; the choir's Toyer (captain) and Mymoena (his wife), Mr Abrahams (its coach); friends Shafiek and
# Riedwaan; Aunty Gadija; at the depot Pieterse (foreman), Lindani (apprentice) and Xolani; for the sound hire Mr
# Hendricks (its accountant) and Mrs Davids (a regular client); for the house Waleed (plumber), Gamiet (mechanic) and
# Dr Solomons. Firms and places are left out.
# DOMAIN borderlines first: the sound hire (its speakers, mixer, mics, cables, trailer, bakkie runs, bookings, clients,
# takings, tax and insurance) and the depot job (shifts, roster, foreman, overtime, union, trade test, courses) are
# systems; the house, the Corolla, his own health, glasses and bills personal; family, money sent to Athlone, the
# children's school, madrassah and sport, the mosque, the choir and friends social; family and friends who book the
# sound or help on jobs are systems by the role they play; sound done free for the mosque is social and paid from the
# mosque fund systems; work stress stated as a feeling is systems unless the feeling is about a child (d056).
# EVENT TYPE borderlines beside them, as in the fifty-fifth set: a state noticed beside the job it calls for; money as
# the point beside things got and let go; appointments and bookings stated as facts (task, scheduled); a task beside
# the reminder for it (rule 1 phrases only); a call, message or email beside the task it is about; a decision made
# beside one still to weigh up (task); news beside notable results; waits stated as states with look-alikes;
# completions with tasks in the context and partial look-alikes; parents with projects in the context.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-56-read.jsonl (misses
# may be read) and thoughts-fresh-56-held.jsonl (totals only).
# Run: python3 eval-fresh/author_56.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-12T05:40:00","Africa/Johannesburg"),   # Mon, before the early shift
 'b':("2026-02-19T21:10:00","Africa/Johannesburg"),   # Thu, after supper
 'c':("2026-03-28T08:15:00","Africa/Johannesburg"),   # Sat, loading the trailer
 'd':("2026-05-10T16:30:00","Africa/Johannesburg"),   # Sun, after a function
 'e':("2026-06-17T12:50:00","Africa/Johannesburg"),   # Wed, lunch in the workshop
 'f':("2026-08-07T22:20:00","Africa/Johannesburg"),   # Fri night
 'g':("2026-10-13T18:45:00","Africa/Johannesburg"),   # Tue evening
 'h':("2026-12-05T10:30:00","Africa/Johannesburg"),   # Sat, between jobs
}, {'a':'mon','b':'thu','c':'sat','d':'sun','e':'wed','f':'fri','g':'tue','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
SITE,KITCHEN,UMRAH="Online bookings for the sound hire","Redo the kitchen","Umrah with Mummy and Daddy"
BRAAI,FOREMAN,FIT,LABARANG="Choir year-end braai","Apply for the foreman post","Lose ten kilos","Labarang lunch at ours"

# ======== the same kind of thing in each domain: the sound hire's (systems) beside the house's and the Corolla's (personal)
c('a',"the big speaker for the sound hire is crackling on the left side again",S,'observation_insight')
c('b',"get the crackly speaker checked before saturday's wedding in Rylands",S,'task',sat('b'))
c('c',"Corolla's aircon blowing warm air again, three times since December",P_,'observation_insight')
c('d',"take the Corolla in for an aircon regas",P_,'task')
c('e',"nearly out of gaffer tape and cable ties for the sound jobs",S,'observation_insight')
c('f',"order 20 rolls of gaffer plus fresh XLR leads for the business",S,'acquisition_disposition')
c('g',"back yard wall is cracking by the gate, fix it one weekend",P_,'task')
c('h',"the geyser makes that ticking noise again when it heats up",P_,'observation_insight')
c('a',"phone Waleed about the geyser before it bursts on us",P_,'communication',['Waleed'])
c('b',"the mosque's PA is full of feedback since they got the new mics",SO,'observation_insight')
c('c',"set up my speakers for the mosque's Labarang lunch for free, that's my contribution to the jamaat",SO,'task')
c('e',"do sound for the madrassah concert friday, Imam Achmat is paying R1500 out of the mosque fund",S,'task',wd('e','fri'),['Achmat'])
c('d',"licence disc for the sound trailer lapses on the 20th",S,'observation_insight')
c('e',"book the Corolla in with Gamiet for a service",P_,'task',['Gamiet'])
c('f',"trailer insurance renewed, R2 900 for the year on the business",S,'transaction')
c('g',"house insurance up R180 a month and we never claimed once",P_,'transaction')
c('h',"rates and water went off the account today, R1 640",P_,'transaction')
c('a',"new kettle for home, ours tripped the plug and died",P_,'acquisition_disposition')
c('b',"new mixing desk for the sound hire, the old one's faders are shot",S,'acquisition_disposition')
c('c',"sound hire stand at the school fete raised R4 200 towards the hall",SO,'transaction')
c('a',"sound hire's tax return, due month end",S,'task',eom('a'))
c('e',"eish the washing machine leaked water across the kitchen floor again",P_,'observation_insight')
c('g',"the inverter only lasts two hours now in load shedding",P_,'observation_insight')

# ======== the depot job (systems) beside his own body (personal) and work brought home
c('b',"two buses came in with the same gearbox fault, must be the new batch",S,'observation_insight')
c('c',"put in leave for the choir competition weekend",S,'task')
c('d',"new roster is up, I'm on lates right through June",S,'observation_insight')
c('e',"my knees are finished from kneeling in the pit all day",P_,'observation_insight')
c('f',"get the doctor to check my knees, four weeks of pain now",P_,'task')
c('g',"so stressed, the depot is cutting overtime again",S,'emotion_state')
c('h',"shouted at Aaliyah for nothing after a long shift, feel terrible",SO,'emotion_state',['Aaliyah'])
c('a',"too wrecked after the double to go watch Zaid's rugby, hate missing it",SO,'emotion_state',['Zaid'])
c('b',"still shook up about the bus that caught fire in the yard today",S,'emotion_state')
c('e',"the union is balloting us over the new shift pattern",S,'observation_insight')
c('f',"fill in the strike ballot paper by the 14th",S,'task',nth('f',14))
c('g',"four guys booked off sick so its me and Lindani for the whole workshop tonight",S,'observation_insight',['Lindani'])
c('h',"my sleep is a mess since they moved me onto lates",P_,'observation_insight')
c('a',"claim back the overtime meal allowance from the depot",S,'transaction')
c('c',"Pieterse retires in June, so the workshop gets a new foreman",S,'observation_insight',['Pieterse'])
c('e',"the depot's new tyre machine is a disaster, nobody got trained on it",S,'observation_insight')

# ======== money for family (social) beside his own bills (personal) and the sound hire's money (systems)
c('a',"sent Mummy R1 000 for Daddy's chemist bill",SO,'transaction')
c('b',"Boeta Ebrahim says Daddy's sugar readings are high again",SO,'observation_insight',['Ebrahim'])
c('c',"EFT Ebrahim the money for Mummy and Daddy's new gutters",SO,'transaction',['Ebrahim'])
c('d',"R300 towards the janazah costs for Shafiek's father",SO,'transaction',['Shafiek'])
c('e',"Zaid's camp at Wolwekloof is R950, pay it on the school app by friday",SO,'transaction',wd('e','fri'),['Zaid'])
c('f',"Aaliyah's swimming fees are R450 a month now, up from R380",SO,'transaction',['Aaliyah'])
c('g',"the Bo-Kaap couple paid the R3 500 balance for their wedding sound by EFT",S,'transaction')
c('a',"December's takings from the sound hire came to R18 600",S,'transaction')
c('b',"bond repayment jumped with the rate hike, R410 more",P_,'transaction')
c('c',"settle my own credit card before the interest kicks in",P_,'transaction')
c('d',"gave R500 to the mosque building fund after asr",SO,'transaction')
c('e',"sent Nazeema R800 for the baby's things, she's battling",SO,'transaction',['Nazeema'])
c('g',"paid Faiek R600 for his help at the two weekend weddings",S,'transaction',['Faiek'])
c('h',"gave Faiek R300 for his 21st",SO,'transaction',['Faiek'])
c('a',"R1 100 petrol for the bakkie and trailer on jobs this month",S,'transaction')
c('b',"Eskom bill is R2 300 this month, daylight robbery",P_,'transaction')
c('c',"the sound hire account is R1 200 in the red till the hotel pays",S,'transaction',
  wait='hotel: payment for the sound hire')
c('d',"Shafiek paid R700 cash for the sound at his son's aqeeqah, family rates",S,'transaction',['Shafiek'])

# ======== people by the role they play: family and friends in the business (systems) or in their own lives (social)
c('e',"decided Fadielah does the sound hire's quotes and invoices from july, she's much better with numbers",S,'decision_commitment',['Fadielah'])
c('f',"Fadielah has an interview for the admin post at the clinic",SO,'observation_insight',['Fadielah'])
c('g',"Aunty Gadija booked the full PA for her daughter's wedding saturday morning",S,'task',sat('g','09:00'),['Gadija'])
c('h',"Aunty Gadija's husband is in Groote Schuur again, the whole family is making dua",SO,'observation_insight',['Gadija'])
c('a',"Toyer got engaged, the wedding is next year in Bo-Kaap",SO,'observation_insight',['Toyer'])
c('b',"Faiek is battling in second year at varsity, might have to repeat a module",SO,'observation_insight',['Faiek'])
c('c',"think properly about Shafiek's idea that we split a second set of speakers for the business",S,'task',['Shafiek'])
c('d',"Shafiek is moving up to Joburg for his wife's work",SO,'observation_insight',['Shafiek'])
c('e',"Riedwaan and Shamiela are splitting up, he's not coping",SO,'observation_insight',['Riedwaan','Shamiela'])
c('f',"decided the sound hire sponsors the choir's new blazers, R3 000 with our logo across the back",S,'decision_commitment')

# ======== the choir (social) beside his own voice, eyes and legs (personal)
c('g',"strained my voice at choir practice, can hardly talk",P_,'observation_insight')
c('h',"new reading glasses for myself, can't see the song sheets anymore",P_,'acquisition_disposition')
c('a',"our choir came fourth at the board, not in the top three since 2019",SO,'observation_insight')
c('d',"our Malay choir won the nederlandsliedjie section!!",SO,'milestone_outcome')
c('b',"the choir lost its sponsor so no new uniforms this season",SO,'observation_insight')
c('c',"walked the whole Two Oceans half, 2 hours 51, first time ever",P_,'milestone_outcome')

# ======== a task beside the reminder for it (rule 1's phrases)
c('d',"remind me Zaid's old school shoes go to the mosque jumble sale tuesday",SO,'reminder_intention',wd('d','tue'),['Zaid'])
c('e',"dont forget its Fadielah's birthday on the 23rd",SO,'reminder_intention',nth('e',23),['Fadielah'])
c('f',"9am tomorrow remind me, new speaker stands need ordering",S,'reminder_intention',rel('f',1,'09:00'))
c('g',"ping me at 8pm to sign Aaliyah's trip form",SO,'reminder_intention',rel('g',0,'20:00'),['Aaliyah'])
c('h',"remind me, leave forms for December must be in by monday",S,'reminder_intention',wd('h','mon'))
c('a',"remind me the licence disc on the Corolla lapses at month end",P_,'reminder_intention',eom('a'))
c('b',"dont forget choir practice moved to friday 7pm",SO,'reminder_intention',wd('b','fri','19:00'))
c('c',"remind me trailer lights before the Athlone wedding",S,'reminder_intention')
c('d',"check the trailer lights before the Athlone wedding tomorrow",S,'task',rel('d',1))
c('e',"remind me Mummy asked for the photos from Imaan's first birthday",SO,'reminder_intention',['Imaan'])
c('f',"sign Aaliyah up for madrassah's holiday program",SO,'task',['Aaliyah'])
c('g',"remind me 9 o'clock for my blood pressure pills",P_,'reminder_intention',rel('g',0,'21:00'))

# ======== a call, message or email (communication) beside the task it is about
c('h',"whatsapp call Nazeema tonight so Imaan can show off her new tooth",SO,'communication',tonight('h'),['Nazeema','Imaan'])
c('a',"whatsapp the lady from Grassy Park back about her quote",S,'communication')
c('b',"emailed Mr Hendricks all the sound hire slips",S,'communication',['Hendricks'])
c('c',"sort the sound hire slips into months for Mr Hendricks",S,'task',['Hendricks'])
c('d',"voice note to Ebrahim asking how Daddy's check-up went",SO,'communication',['Ebrahim'])
c('e',"phoned the school about Zaid's detention, not impressed at all",SO,'communication',['Zaid'])
c('f',"messaged the choir group that I can't sing sunday, no voice",SO,'communication')
c('g',"call the city about the streetlight by our gate that's been out for weeks",P_,'communication')
c('h',"left Waleed a voicemail again about the leaking geyser",P_,'communication',['Waleed'])
c('b',"reply to that facebook review from the Strand customer",S,'communication')
c('c',"sms'd Pieterse to swap my saturday for a tuesday",S,'communication',['Pieterse'])
c('d',"label all the sound hire cables, Faiek mixes them up every time",S,'task',['Faiek'])
c('e',"rang Imam Achmat, I'll help with the iftar tables",SO,'communication',['Achmat'])

# ======== a decision made beside one still to weigh up (task)
c('f',"no more sound jobs on Fridays, jumuah comes first",S,'decision_commitment')
c('g',"work out if a second trailer would pay for itself in the sound hire",S,'task')
c('h',"going with wireless mics for good, no more cables across the dance floor",S,'decision_commitment')
c('a',"told Toyer I'll carry the choir's drum this season",SO,'decision_commitment',['Toyer'])
c('h',"promised Aaliyah we'd go see the Adderley Street lights next friday",SO,'decision_commitment',wd('h','fri'),['Aaliyah'])
c('b',"not taking depot overtime on weekends anymore, the sound jobs pay better",S,'decision_commitment')
c('c',"think about whether I apply for the foreman post before it closes",S,'task')
c('d',"I'm the madrassah's treasurer now, said ja, what did I get myself into",SO,'decision_commitment')
c('e',"decided the whole family goes for umrah in December, whatever it costs",SO,'decision_commitment')
c('f',"keeping the Corolla another year, new cars are just too expensive",P_,'decision_commitment')

# ======== got and let go (acquisition) beside money as the point (transaction)
c('g',"got a secondhand subwoofer off Marketplace for the business",S,'acquisition_disposition')
c('h',"the December wedding packages made R9 000 in two weeks",S,'transaction')
c('a',"need a new fan in our bedroom, the heat is killing us",P_,'acquisition_disposition')
c('b',"collect the new mic stands for the sound hire from the shop in town",S,'acquisition_disposition')
c('c',"return the faulty amp, it cuts out when it gets hot",S,'acquisition_disposition')
c('d',"gave Zaid's old bicycle to Shafiek's boy",SO,'acquisition_disposition',['Zaid','Shafiek'])
c('e',"order Mummy and Daddy a new washing machine, Ebrahim will be there when it comes",SO,'acquisition_disposition',['Ebrahim'])
c('f',"the trailer needs new tyres before the wedding season",S,'acquisition_disposition')
c('g',"Aaliyah must get new school shoes, her feet grew again",SO,'acquisition_disposition',['Aaliyah'])
c('h',"refunded the Kuils River client R400, the mic died during the speeches",S,'transaction')
c('a',"picked up Daddy's new glasses and dropped them in Athlone",SO,'acquisition_disposition')
c('b',"dropped my old jerseys and shoes at the Hospice charity shop in Claremont",P_,'acquisition_disposition')
c('c',"sold the old lighting rig to a DJ in Mitchells Plain",S,'acquisition_disposition')
c('g',"ordered Zaid's PlayStation for his birthday",SO,'acquisition_disposition',['Zaid'])

# ======== someone else's news (observation) beside a notable result (milestone)
c('c',"Zaid made the Western Province under 15s!!",SO,'milestone_outcome',['Zaid'])
c('d',"Zaid says everyone in his class has an iPhone except him",SO,'observation_insight',['Zaid'])
c('e',"Aaliyah finished her first juz at madrassah today",SO,'milestone_outcome',['Aaliyah'])
c('f',"Nazeema passed her driving licence in Joburg, third attempt",SO,'milestone_outcome',['Nazeema'])
c('g',"Nazeema is talking about coming back to Cape Town for good",SO,'observation_insight',['Nazeema'])
c('h',"200th booking for the sound hire since I started it",S,'milestone_outcome')
c('a',"most sound hire bookings come from WhatsApp referrals, not the Facebook page",S,'observation_insight')
c('b',"fifteen years at the depot this month, got my long service certificate",S,'milestone_outcome')
c('c',"Daddy's home from hospital, Ebrahim says he's eating properly again",SO,'observation_insight',['Ebrahim'])
c('d',"Imam Achmat is stepping down from the mosque committee at the AGM",SO,'observation_insight',['Achmat'])
c('e',"passed my trade test, I'm a qualified diesel mechanic now",S,'milestone_outcome')
c('f',"first month the sound hire beat my depot salary",S,'milestone_outcome')
c('g',"Fadielah and me are 16 years married today 💕",SO,'milestone_outcome',['Fadielah'])

# ======== a habit or a named instance of it (routine) beside a one-off
c('h',"did the hotel's friday night sound last night as usual",S,'routine_activity')
c('a',"check and charge all the mic batteries every thursday night",S,'routine_activity',OMIT)
c('b',"jumuah at 1 tomorrow like every week, I'm on car park duty",SO,'routine_activity',rel('b',1,'13:00'))
c('h',"took Imaan to baby swimming, our saturday thing every week",SO,'routine_activity',['Imaan'])
c('d',"washed and polished the Corolla, first time since summer",P_,'task')
c('e',"choir practice is tuesday and thursday nights",SO,'routine_activity',OMIT)
c('d',"did my walk along the Sea Point promenade like every sunday",P_,'routine_activity')
c('f',"clean out the trailer properly, its a mess",S,'task')
c('g',"Zaid's rugby at Rondebosch this saturday, 9am kick off like always",SO,'routine_activity',sat('g','09:00'),['Zaid'])
c('a',"blood pressure 130 over 85 this morning, I check it every morning",P_,'routine_activity')

# ======== reading, watching, classes and library holds (learning)
c('h',"watching youtube on room acoustics for the sound hire",S,'learning_consumption')
c('a',"started the diesel electronics course, the depot pays",S,'learning_consumption')
c('b',"reading up on surah Yusuf for tafseer class on sunday",SO,'learning_consumption',wd('b','sun'))
c('c',"library phoned, they're keeping a Cape Malay cookbook for me",P_,'learning_consumption')
c('d',"me and Zaid watched the Springbok documentary on netflix",SO,'learning_consumption',['Zaid'])
c('e',"podcast in the bakkie about running an events business, learning a lot",S,'learning_consumption')
c('f',"signed myself up for evening guitar lessons, just for me",P_,'learning_consumption')
c('a',"doing some reading about sleep, the shifts are wrecking me",P_,'learning_consumption')

# ======== a feeling stated outright (emotion) beside the fact that causes it (observation)
c('g',"gatvol of clients cancelling the day before",S,'emotion_state')
c('h',"three clients cancelled on the day this month",S,'observation_insight')
c('a',"so worried, Ebrahim says Daddy's not eating",SO,'emotion_state',['Ebrahim'])
c('b',"Daddy's lost so much weight, his face is thin",SO,'observation_insight')
c('c',"so proud of Zaid, he read the adhaan at the mosque without one mistake",SO,'emotion_state',['Zaid'])
c('d',"feeling flat and lonely today, don't know why",P_,'emotion_state')
c('e',"chuffed with the sound at the Grand Parade event, it came out lekker",S,'emotion_state')
c('f',"fuming, a traffic cop fined the bakkie outside a client's house in Lansdowne",S,'emotion_state')
c('g',"nervous about the foreman interview on thursday",S,'emotion_state')
c('h',"so happy, Waleed did a lekker job in the bathroom",P_,'emotion_state',['Waleed'])
c('a',"our back room is an oven, nobody can sleep in there in summer",P_,'observation_insight')
c('b',"dreading monday's meeting, they're talking about outsourcing the workshop",S,'emotion_state')

# ======== contact cards beside a call to the same person
c('c',"Waleed the plumber, 082 555 0147, does geysers, Shafiek recommended him",P_,'contact',['Waleed','Shafiek'])
c('d',"Mrs Davids in Crawford, books the PA every Eid, gate code 4411",S,'contact',['Davids'])
c('e',"Pieterse's extension in the workshop office is 2209",S,'contact',['Pieterse'])
c('f',"Imam Achmat's new number is 072 555 0318",SO,'contact',['Achmat'])
c('g',"Nazeema moved, she's at 27 Jacaranda Road, Mayfair now",SO,'contact',['Nazeema'])
c('h',"Mr Hendricks does the sound hire's books, office in Claremont, mornings only",S,'contact',['Hendricks'])
c('a',"Gamiet the mechanic is now at the corner by the Shell garage",P_,'contact',['Gamiet'])
c('b',"Toyer is the choir captain, his wife is Mymoena, they stay in Walmer Estate",SO,'contact',['Toyer','Mymoena'])
c('c',"Dr Solomons at the day hospital is mornings only now",P_,'contact',['Solomons'])
c('d',"Lindani the apprentice is Xolani's nephew, good worker, stays in Gugulethu",S,'contact',['Lindani','Xolani'])
c('e',"the choir's coach Mr Abrahams, his email is abrahams.choir@gmail.com",SO,'contact',['Abrahams'])

# ======== new multi-step projects beside a single task
c('f',"sound hire website: photos of past jobs, a booking form, card payments",S,'project')
c('g',"umrah in December: passports, book with the agent, vaccinations, a wheelchair for Mummy",SO,'project')
c('h',"new kitchen for us: cupboards, tiles, a gas stove, move the plumbing",P_,'project')
c('a',"choir's year-end braai: the venue, the meat, trophies for the members",SO,'project')
c('b',"go for the foreman post: update my CV, do the supervisor course, ask Pieterse for a reference",S,'project',['Pieterse'])
c('c',"lose ten kilos: a walk each morning, no more cooldrink, see a dietician",P_,'project')
c('d',"Labarang lunch at ours: the menu, extra chairs, koesisters from Mummy",SO,'project')
c('e',"touch up the trailer's scratched sides",S,'task')

# ======== waits stated as states, with look-alikes that wait on nobody
c('f',"HR at the depot still hasn't sorted my back pay",S,'transaction',
  wait='HR: back pay')
c('g',"Mrs Davids hasn't settled for two functions yet",S,'transaction',['Davids'],
  wait='Davids: payment for the last two functions')
c('h',"Waleed's supposed to be quoting me for a new geyser",P_,'observation_insight',['Waleed'],
  wait='Waleed: quote for the new geyser')
c('a',"the new amp comes thursday, the courier says",S,'acquisition_disposition',
  wait='amp (delivery)',exp=wd('a','thu'))
c('b',"Ebrahim still must send me the slips for the gutter money",SO,'observation_insight',['Ebrahim'],
  wait='Ebrahim: slips for the gutter money')
c('c',"not a word from HR since I did the foreman interview",S,'observation_insight',
  wait='HR: word on the foreman interview')
c('d',"waiting on the department to say if Aaliyah got into the high school we want",SO,'observation_insight',['Aaliyah'],
  wait='department: high school place for Aaliyah')
c('e',"Gamiet's had the Corolla since friday, no news",P_,'observation_insight',['Gamiet'],
  wait='Gamiet: Corolla repair')
c('f',"trailer accident claim, the insurance still hasn't paid a cent",S,'transaction',
  wait='insurer: payout for the trailer claim')
c('g',"Mummy's umrah passport comes on the 2nd, says the agent",SO,'observation_insight',
  wait="Mummy's passport",exp=nth('g',2))
c('h',"Shafiek must still tell me if he's going in with me on the speakers",S,'observation_insight',['Shafiek'],
  wait='Shafiek: whether he is in on the speakers')
c('a',"months now and SARS has still not refunded the sound hire's tax",S,'transaction',
  wait='SARS: refund on the sound hire tax')
c('b',"Faiek is still owed his money for two weekends",S,'transaction',['Faiek'])
c('c',"we're leaving the kitchen till after umrah",P_,'decision_commitment',
  ctx=ctx(p=P(KITCHEN,UMRAH)),par='p1')
c('d',"so excited for the Kaaba with Mummy and Daddy",SO,'emotion_state')

# ======== completions of tasks in the context, beside partial look-alikes
c('e',"called Pieterse, it's days for me all of July now",S,'communication',['Pieterse'],
  ctx=ctx(t=T("Call Pieterse about the July roster","Book the Corolla's service")),comp='t1')
c('f',"trailer insurance paid, the whole year upfront",S,'transaction',
  ctx=ctx(t=T("Pay the trailer insurance","Pump the Corolla's tyres")),comp='t1')
c('g',"fixed the broken jack on the subwoofer, works perfectly",S,'task',
  ctx=ctx(p=P(SITE,KITCHEN),t=T("Fix the subwoofer jack",("Choose a booking form","p1"))),comp='t1')
c('h',"Daddy's chemist money went to Mummy this morning",SO,'transaction',
  ctx=ctx(t=T("Send Mummy money for Daddy's chemist","Clean the trailer")),comp='t1')
c('a',"Jeddah flights booked for me, Fadielah and the three kids",SO,'task',['Fadielah'],
  ctx=ctx(p=P(UMRAH,KITCHEN),t=T(("Book the flights","p1"),("Get a kitchen quote","p2"))),comp='t1',par='p1')
c('b',"choir braai venue is booked",SO,'task',
  ctx=ctx(p=P(BRAAI,SITE),t=T(("Book the braai venue","p1"),("Pick a web designer","p2"))),comp='t1',par='p1')
c('c',"sold the old mixer, a guy off Marketplace gave me R2 000",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old mixer","Order XLR cables")),comp='t1')
c('d',"listed the old PA speakers on Marketplace for R3 500",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old PA speakers","Pay the rates")))
c('e',"finished the events business podcast series, lots of good ideas",S,'learning_consumption',
  ctx=ctx(t=T("Finish the events business podcast","Fix the back gate")),comp='t1')
c('f',"half the kitchen tiles are up, the rest after Labarang",P_,'task',
  ctx=ctx(p=P(KITCHEN,BRAAI),t=T(("Tile the kitchen","p1"),("Order trophies","p2"))),par='p1')
c('g',"fixed Aunty Gadija's gate, she sent koesisters as a thank you",SO,'task',['Gadija'],
  ctx=ctx(t=T("Fix Aunty Gadija's gate","Phone Waleed")),comp='t1')
c('h',"emailed Mr Hendricks the bakkie's mileage",S,'communication',['Hendricks'],
  ctx=ctx(t=T("Send Mr Hendricks the bakkie mileage","Call Mummy")),comp='t1')
c('a',"phoned Gamiet again about the Corolla, still no part",P_,'communication',['Gamiet'],
  wait='Gamiet: part for the Corolla',ctx=ctx(t=T("Get the Corolla fixed","Pay the electricity")))
c('b',"Zaid's camp money is paid through the school app",SO,'transaction',['Zaid'],
  ctx=ctx(t=T("Pay Zaid's camp money","Book the trailer roadworthy")),comp='t1')
c('c',"foreman application submitted online during lunch",S,'task',
  ctx=ctx(p=P(FOREMAN,UMRAH),t=T(("Submit the foreman application","p1"),("Buy ihram","p2"))),comp='t1',par='p1')
c('d',"collected the choir braai trophies",SO,'acquisition_disposition',
  ctx=ctx(p=P(BRAAI,KITCHEN),t=T(("Collect the trophies","p1"),("Get a tiler","p2"))),comp='t1',par='p1')

# ======== belonging to a context project without naming it, beside a look-alike
c('e',"the booking form plugin costs R250 monthly, card fees on top",S,'observation_insight',
  ctx=ctx(p=P(SITE,KITCHEN)),par='p1')
c('f',"the tiler says the splashback alone is R6 000",P_,'observation_insight',
  ctx=ctx(p=P(SITE,KITCHEN)),par='p2')
c('g',"Mummy can't walk the tawaf, she'll need a wheelchair the whole way",SO,'observation_insight',
  ctx=ctx(p=P(UMRAH,BRAAI)),par='p1')
c('h',"the supervisor course for the foreman post is three saturdays in January",S,'learning_consumption',
  ctx=ctx(p=P(FOREMAN,UMRAH)),par='p1')
c('a',"dietician says no sugar in tea for a month",P_,'observation_insight',
  ctx=ctx(p=P(FIT,BRAAI)),par='p1')
c('b',"get the extra chairs together for the Labarang lunch",SO,'task',
  ctx=ctx(p=P(LABARANG,SITE)),par='p1')
c('c',"Shafiek bought a new Fortuner, white, fully loaded",SO,'observation_insight',['Shafiek'],
  ctx=ctx(p=P(SITE,LABARANG)))
c('d',"Toyer's brother will sell us the braai meat at cost price if we place the order by june",SO,'observation_insight',['Toyer'],
  ctx=ctx(p=P(BRAAI,FIT)),par='p1')

# ======== dictated without punctuation, typos and emojis
c('e',"remind me tomoro to phone the lady in Wynberg she wants sound for her daughters engagement",S,'reminder_intention',rel('e',1))
c('f',"Imaan had a fever the whole night took her to the day hospital they say its a virus",SO,'observation_insight',['Imaan'])
c('g',"bakkie battery dead this morning jumped it off the Corolla and lost an hour before the job",S,'observation_insight')
c('h',"Imam Achmat wants every man at the mosque cleanup saturday 8am and i said ok",SO,'decision_commitment',wd('h','sat','08:00'),['Achmat'])
c('a',"Daddy sounded weak on the phone last night Ebrahim thinks its the new pills",SO,'observation_insight',['Ebrahim'])
c('b',"first time the sound hire did more then R20k in a month 🎉",S,'milestone_outcome')
c('c',"the back gate hinge is hanging loose need to fix it before the gate falls",P_,'task')
c('d',"Zaid left his rugby boots at the field again thats twice now 🙄",SO,'observation_insight',['Zaid'])
c('f',"tmrw pick up the mixer from the repair guy in Woodstock b4 12",S,'acquisition_disposition',rel('f',1,'12:00'))
c('g',"Zaid wants to learn to DJ, teach him on the old mixer",SO,'task',['Zaid'])

# ======== appointments and bookings stated as facts, with a time
c('e',"dentist thursday 3.40",P_,'task',wd('e','thu','15:40'))
c('f',"parents evening for Aaliyah monday at 6",SO,'task',wd('f','mon','18:00'),['Aaliyah'])
c('g',"wedding sound in Constantia tomorrow, setup at 8",S,'task',rel('g',1,'08:00'))
c('h',"the Corolla is in at Gamiet's wednesday morning",P_,'task',wd('h','wed','09:00'),['Gamiet'])
c('a',"foreman interview friday at 10 in the depot boardroom",S,'task',wd('a','fri','10:00'))
c('b',"Dr Solomons tuesday 8.30 for my bloods",P_,'task',wd('b','tue','08:30'),['Solomons'])
c('h',"Imaan's creche concert thursday at 11, I swapped my shift",SO,'task',wd('h','thu','11:00'),['Imaan'])
c('d',"choir photo next sunday 2pm, before practice",SO,'task',wd('d','sun','14:00'))
c('e',"Toyer booked the PA for his son's wedding saturday at 4",S,'task',sat('e','16:00'),['Toyer'])
c('f',"Riedwaan's having a braai sunday, bring the cooldrinks",SO,'task',wd('f','sun'),['Riedwaan'])
c('c',"meeting the bride's family in Rylands on tuesday to plan the sound",S,'task',wd('c','tue'))
c('b',"pack the mosque's Labarang hampers friday after jumuah",SO,'task',wd('b','fri'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 56, cases)
