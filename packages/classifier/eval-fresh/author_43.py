# Writes thoughts-fresh-43.jsonl: a forty-third fresh labelled set (issue 10, ids f43…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a nurse
# in Lagos (Africa/Lagos) on rotating shifts at a private hospital, typing Nigerian English in texting shorthand
# ("2moro", "2day", "tmrw", "2nite", "nxt wk", "wknd", "b4", "abt", "4ish", "by 7", "thurs", "weds", "sat morn",
# "this eve", "end of d month", "on nights from sun", "d 15th", "1st wk of dec", "0900hrs", "12noon") with "abeg",
# "wahala", "oga", "sha", NEPA and light, danfo and keke, owambe, aso ebi, ajo, Mummy and Daddy, church on Sunday.
# New people: at the hospital Matron Okonkwo, Dr Balogun (consultant), Dr Eze (house officer), the nurses Nkechi,
# Halima and Ebuka, Mrs Oyelaran (HR), Zainab (pharmacist), Mr Etim (ward clerk); at home Mummy and Daddy in
# Abeokuta, her brother Chuks, her sister Amaka, her fiance Gbenga and his sister Morenike, her friend Titi and
# Titi's fiance Kelechi, her cousin Nnamdi in Toronto, Aunty Ngozi, Pastor Olumide; for herself Alhaji Garba
# (landlord), Sule (generator repairer), Ifeanyi (mechanic), Yetunde (tailor), Rukky (hair), Dr Nwosu (her doctor).
# Weighted to SCHEDULED TIME (section 4 and the Clarifications): more than half the cases name a day or a time in
# shorthand or clipped form, beside look-alikes that schedule nothing: a past day ("on sat", "2day" with a past verb),
# a duration ("for 2hrs", "12hr shift", "for 40mins"), "24/7", a habit's time ("never b4 10", "after 10pm"), a month
# or week alone ("from dec", "1st wk of aug", "nxt wk"), a feeling about a day, a date only awaited (expected_date),
# and shift patterns that recur with no single occurrence (the key left out, 4.6). Every event type in each domain.
# Her flat, health, car, generator and money are personal; family, Gbenga, friends, church and money given to them
# social; the hospital, shifts, colleagues, the nursing licence and courses for work systems.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-43-read.jsonl (misses
# may be read) and thoughts-fresh-43-held.jsonl (totals only).
# Run: python3 eval-fresh/author_43.py
import os, datetime as dt
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, eom, sat, T, P, ctx, OMIT, NOW
use({
 'a':("2026-01-13T07:40:00","Africa/Lagos"),   # Tue, just off a night shift
 'b':("2026-02-26T21:15:00","Africa/Lagos"),   # Thu
 'c':("2026-04-04T13:20:00","Africa/Lagos"),   # Sat
 'd':("2026-05-18T06:50:00","Africa/Lagos"),   # Mon
 'e':("2026-07-08T22:30:00","Africa/Lagos"),   # Wed
 'f':("2026-08-30T16:00:00","Africa/Lagos"),   # Sun
 'g':("2026-10-15T08:10:00","Africa/Lagos"),   # Thu
 'h':("2026-11-27T19:45:00","Africa/Lagos"),   # Fri
}, {'a':'tue','b':'thu','c':'sat','d':'mon','e':'wed','f':'sun','g':'thu','h':'fri'})
def off(k,minutes):
  """"in 30 mins", "in 2hrs": an exact offset from now (4.1)."""
  x=dt.datetime.fromisoformat(NOW[k][0])+dt.timedelta(minutes=minutes); return x.strftime('%Y-%m-%d %H:%M')
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
SOLAR=P("Solar for the flat")
WED=P("Gbenga and I wedding")
ICU=P("ICU nursing course application")
ACC=P("Accreditation prep")

# ======== personal: the flat in Yaba, NEPA and the generator, her health, the car, her money
# ---- observation
c('a',"NEPA took light since sat, d gen don run 2 days straight",P_,'observation_insight')
c('c',"d inverter only carries d fan n fridge for like 5hrs, not d AC",P_,'observation_insight')
c('g',"keke to work is faster than danfo b4 7am, no go-slow at that hour",P_,'observation_insight')
c('h',"d water from d borehole has been brownish since tues",P_,'observation_insight')
c('d',"Alhaji Garba says d plumber is coming weds 10am for d tank",P_,'observation_insight',wd('d','wed','10:00'),['Garba'])
# ---- task
c('e',"d meter installer is coming 2moro 10ish, stay home",P_,'task',rel('e',1,'10:00'))
c('a',"wash n iron my uniforms b4 my shift 2moro",P_,'task',rel('a',1))
c('b',"fumigate d flat this wknd, mosquitoes have taken over",P_,'task',sat('b'))
c('c',"finally fixed d leaking kitchen tap myself",P_,'task',ctx=ctx(t=T("Fix the kitchen tap","Renew my driver's licence")),comp='t1')
c('e',"clear d gutter in front of d house b4 sat, d rain is coming",P_,'task',wd('e','sat'))
c('g',"sweep d compound n bag d refuse for d PSP truck 2moro 7am",P_,'task',rel('g',1,'07:00'))
c('d',"get Sule to service d gen 2moro 0900hrs",P_,'task',rel('d',1,'09:00'),['Sule'])
c('e',"take d car to Ifeanyi's for servicing sat morn",P_,'task',sat('e','09:00'),['Ifeanyi'])
c('g',"fuel d car 2nite b4 d queues start",P_,'task',tonight('g'))
# ---- reminder
c('a',"remind me thurs 9am to pay DSTV b4 dem cut me off",P_,'reminder_intention',wd('a','thu','09:00'))
c('c',"abeg remind me mon to buy diesel for d gen",P_,'reminder_intention',wd('c','mon'))
c('d',"remind me this eve to soak d beans for moi moi",P_,'reminder_intention',rel('d',0,'19:00'))
c('f',"dont let me forget d eye test on d 3rd, 11am",P_,'reminder_intention',nth('f',3,'11:00'))
c('h',"ping me in 2hrs to off d gen",P_,'reminder_intention',off('h',120))
c('f',"abeg in 30 mins remind me to bring d rice down from d fire",P_,'reminder_intention',off('f',30))
# ---- communication
c('b',"call Sule d gen man 2moro by 8am to come check d gen",P_,'communication',rel('b',1,'08:00'),['Sule'])
c('d',"texted Alhaji Garba abt d broken gate, he said he'll send somebody",P_,'communication',['Garba'],
  wait='Alhaji Garba: somebody to fix the gate')
c('f',"was on d phone with d IKEDC people for 40mins, no solution",P_,'communication')
c('b',"call Ifeanyi sat morn abt d car AC",P_,'communication',sat('b','09:00'),['Ifeanyi'])
c('g',"whatsapp Rukky to fix my hair for sat morn",P_,'communication',sat('g','09:00'),['Rukky'])
c('c',"call d estate chairman abt d water b4 6 this eve",P_,'communication',rel('c',0,'18:00'))
# ---- contact
c('a',"Sule d gen repairer, 0803 441 2290, he dey come any day even sunday",P_,'contact',['Sule'])
c('c',"Ifeanyi d mechanic at Ojota, 0816 220 9134, closes by 6 but opens on sat",P_,'contact',['Ifeanyi'])
c('e',"my tailor is Yetunde in Surulere, sews aso ebi fast, 0905 771 3302",P_,'contact',['Yetunde'])
c('h',"Dr Nwosu at d family clinic in Yaba, sees patients only mon n weds",P_,'contact',['Nwosu'])
# ---- transaction
c('a',"pay Alhaji Garba d rent balance b4 end of d month",P_,'transaction',eom('a'),['Garba'])
c('b',"bought d prepaid light token, 15k, lasted just 9 days",P_,'transaction')
c('d',"d estate security levy of 10k is due d 20th",P_,'transaction',nth('d',20))
c('f',"d bank debited me 3 times for one POS transfer, go to d branch 2moro by 10",P_,'transaction',rel('f',1,'10:00'))
c('g',"paid d DSTV 2day, 24k",P_,'transaction',ctx=ctx(t=T("Pay the DSTV subscription","Buy a new mattress")),comp='t1')
c('e',"d refund for d cancelled flight still never reach my account, Air Peace said 14 working days",P_,'transaction',
  wait='Air Peace: refund for the cancelled flight')
# ---- acquisition
c('c',"pick up d new glasses from d optician on weds by 4ish",P_,'acquisition_disposition',wd('c','wed','16:00'))
c('g',"d mattress I ordered on Jumia is arriving sat",P_,'acquisition_disposition',wait='Jumia: mattress',exp=wd('g','sat'))
c('h',"need a new regulator for d gas cylinder, buy it 2moro morn",P_,'acquisition_disposition',rel('h',1,'09:00'))
c('d',"buy solar panels n d lithium battery by d 30th",P_,'acquisition_disposition',nth('d',30),ctx=ctx(p=SOLAR),par='p1')
# ---- routine
c('b',"gym at d estate every mon weds fri 6am",P_,'routine_activity',OMIT)
c('d',"walked 5km round d estate after my shift like always",P_,'routine_activity')
c('f',"sun night is meal prep night for d whole week",P_,'routine_activity',OMIT)
c('g',"hair day na this sat 10am like every 2 wks",P_,'routine_activity',sat('g','10:00'))
c('e',"skipped my evening walk, too tired after d 12hr shift",P_,'routine_activity')
# ---- decision
c('c',"I'm moving out of Alhaji Garba's flat end of d month, decided",P_,'decision_commitment',eom('c'),['Garba'])
c('e',"no more suya after 10pm, my stomach cannot carry am",P_,'decision_commitment')
c('h',"starting mon, I'm taking keke to work not uber, d money is too much",P_,'decision_commitment',wd('h','mon'))
# ---- learning
c('b',"watching youtube videos on inverter batteries, 3 hrs in already",P_,'learning_consumption')
c('f',"1st driving lesson is tues 4pm at d school in Ikeja",P_,'learning_consumption',wd('f','tue','16:00'))
c('h',"d baking class at Lekki is sat 10 to 2",P_,'learning_consumption',sat('h','10:00'))
# ---- milestone
c('a',"finally passed d driving test after 3 attempts, licence don come!!",P_,'milestone_outcome')
c('d',"cleared my car loan 2day, no more deductions!!",P_,'milestone_outcome')
c('g',"did my first 10k at d Lagos road race on sat",P_,'milestone_outcome')
# ---- emotion
c('b',"so tired, NEPA took light all night n d gen refused to start",P_,'emotion_state')
c('c',"scared abt my BP check on tues",P_,'emotion_state')
c('f',"happy die, d new inverter don arrive, light 24/7 now",P_,'emotion_state')
c('h',"dreading d traffic to Ikorodu 2moro morning",P_,'emotion_state')
# ---- project
c('a',"project: get a new flat this year - agent, inspection, 2 yrs rent, movers",P_,'project')
c('d',"solar for d flat: quotes, pick installer, buy panels n battery, install b4 d 31st",P_,'project',nth('d',31))
c('e',"fix up d car: new tyres, service, fix d AC, renew d papers",P_,'project')

# ======== social: Mummy and Daddy in Abeokuta, Chuks and Amaka, Gbenga, Titi, Nnamdi, Aunty Ngozi, church
# ---- observation
c('d',"d owambe on sat was too much, Aunty Ngozi's 60th, d jollof finished by 4pm",SO,'observation_insight',['Ngozi'])
c('f',"Chuks has been on d phone with his babe for 2hrs straight",SO,'observation_insight',['Chuks'])
c('g',"Gbenga's mum calls him every morning by 6 like clockwork",SO,'observation_insight',['Gbenga'])
c('h',"d church choir is rehearsing almost 24/7 for d carol service",SO,'observation_insight')
c('a',"Nnamdi still hasn't sent d documents Mummy needs for her visa",SO,'observation_insight',['Nnamdi'],
  wait='Nnamdi: documents for Mummy\'s visa')
# ---- task
c('a',"take Mummy to d eye clinic thurs morn",SO,'task',wd('a','thu','09:00'))
c('c',"drop my aso ebi fabric for Titi's wedding with d tailor b4 5 2day",SO,'task',rel('c',0,'17:00'),['Titi'])
c('e',"help Amaka fill her JAMB form 2moro after my shift",SO,'task',rel('e',1),['Amaka'])
c('g',"collected Daddy's drugs from d pharmacy",SO,'task',ctx=ctx(t=T("Collect Daddy's drugs","Book Mummy's eye test")),comp='t1')
c('h',"iron Gbenga's agbada for d owambe 2moro",SO,'task',rel('h',1),['Gbenga'])
c('a',"pick Amaka from d motor park at Ojota 2moro 4ish",SO,'task',rel('a',1,'16:00'),['Amaka'])
c('f',"book d hall for d wedding reception b4 d 15th",SO,'task',nth('f',15),ctx=ctx(p=WED),par='p1')
# ---- reminder
c('b',"remind me sun 7am to carry d harvest offering to church",SO,'reminder_intention',wd('b','sun','07:00'))
c('d',"dont forget Mummy's birthday on d 29th, send her money n call",SO,'reminder_intention',nth('d',29))
c('f',"2nite remind me to phone Daddy abt his hospital appointment",SO,'reminder_intention',tonight('f'))
c('h',"ping me nxt wk to ask Nnamdi if his visa came out",SO,'reminder_intention',['Nnamdi'])
c('b',"dont let me forget Titi's bridal shower sat 2pm",SO,'reminder_intention',wd('b','sat','14:00'),['Titi'])
c('g',"remind me d thanksgiving for Daddy's 70th is sun d 18th, church by 9",SO,'reminder_intention',md('g',10,18,'09:00','sun'))
# ---- communication
c('a',"call Mummy this eve, she's worried abt Amaka",SO,'communication',rel('a',0,'19:00'),['Amaka'])
c('c',"video call with Nnamdi in Toronto 2moro by 9pm our time",SO,'communication',rel('c',1,'21:00'),['Nnamdi'])
c('e',"Titi texted, d bridal shower moved to sun 3pm",SO,'communication',wd('e','sun','15:00'),['Titi'])
c('g',"talked to Chuks for like an hour abt his school fees wahala",SO,'communication',['Chuks'])
c('h',"whatsapp Aunty Ngozi b4 8am 2moro to confirm d cake",SO,'communication',rel('h',1,'08:00'),['Ngozi'])
c('d',"messaged Pastor Olumide abt our counselling date, he said he'll get back to us",SO,'communication',['Olumide'],
  wait='Pastor Olumide: date for our counselling')
# ---- contact
c('b',"Gbenga's sister is Morenike, in Ibadan, nurse too, 0812 990 4417",SO,'contact',['Gbenga','Morenike'])
c('d',"Pastor Olumide's new number is 0703 118 5526, d old one is dead",SO,'contact',['Olumide'])
c('f',"Titi's fiance na Kelechi, banker in VI, allergic to groundnut",SO,'contact',['Titi','Kelechi'])
# ---- transaction
c('a',"send Daddy 50k for his drugs b4 fri",SO,'transaction',wd('a','fri'))
c('d',"send Chuks his pocket money thurs",SO,'transaction',wd('d','thu'),['Chuks'])
c('e',"sent Chuks 30k for his hostel fees",SO,'transaction',['Chuks'])
c('g',"my ajo contribution of 20k is due to Titi by sun",SO,'transaction',wd('g','sun'),['Titi'])
c('h',"change 20k to new notes for spraying at d owambe 2moro",SO,'transaction',rel('h',1))
# ---- acquisition
c('b',"buy d gift for Titi's wedding b4 sat",SO,'acquisition_disposition',wd('b','sat'),['Titi'])
c('c',"Titi's owambe na nxt sat, buy my gele b4 fri",SO,'acquisition_disposition',wd('c','fri'),['Titi'])
c('f',"pick up Mummy's gele from Balogun market on tues by 4ish",SO,'acquisition_disposition',wd('f','tue','16:00'))
c('g',"d wrapper I ordered for Mummy from Aba is reaching mon, d seller said",SO,'acquisition_disposition',
  wait='seller: wrapper for Mummy',exp=wd('g','mon'))
# ---- routine
c('a',"church on sun as usual, 1st service 7am",SO,'routine_activity',wd('a','sun','07:00'))
c('c',"visited Mummy n Daddy in Abeokuta like every 1st sat",SO,'routine_activity')
c('e',"sunday lunch at Aunty Ngozi's every 2nd sun",SO,'routine_activity',OMIT,['Ngozi'])
c('h',"choir practice 2moro 4pm like every sat",SO,'routine_activity',rel('h',1,'16:00'))
# ---- decision
c('b',"told Gbenga we'll do d introduction in april, no more shifting it",SO,'decision_commitment',['Gbenga'])
c('d',"promised Amaka I'll come for her inter-house sports on fri",SO,'decision_commitment',wd('d','fri'),['Amaka'])
# ---- learning
c('e',"pre-marriage class at church sat 10am with Gbenga",SO,'learning_consumption',sat('e','10:00'),['Gbenga'])
# ---- milestone
c('b',"Amaka got admission into UNILAG for nursing!!",SO,'milestone_outcome',['Amaka'])
c('d',"Mummy n Daddy are 35 yrs married 2day!!",SO,'milestone_outcome')
c('h',"Gbenga n I did our introduction on sat, e go well",SO,'milestone_outcome',['Gbenga'])
# ---- emotion
c('c',"so worried abt Daddy's surgery on d 14th",SO,'emotion_state')
c('e',"missing Mummy's cooking, can't wait for d long wknd",SO,'emotion_state')
c('h',"vexed, Chuks still hasn't returned my power bank",SO,'emotion_state',['Chuks'],wait='Chuks: my power bank')
# ---- project
c('a',"Mummy n Daddy's 35th anniversary party: hall, caterer, aso ebi, invite d church people",SO,'project')
c('d',"Amaka's send-forth to UNILAG: provisions, mattress, bucket, transport on d 6th",SO,'project',nth('d',6),['Amaka'])
c('g',"Gbenga n I wedding: venue, caterer, dj, owambe colours, counselling with d pastor",SO,'project',['Gbenga'])

# ======== systems: the hospital, the ward, shifts and the rota, colleagues, the licence, courses for work
# ---- observation
c('a',"d ward is always short of hands on sun nights",S,'observation_insight')
c('b',"Matron Okonkwo posted d new rota, I'm on nights from sun",S,'observation_insight',wd('b','sun'),['Okonkwo'])
c('e',"relatives always crowd d ward b4 visiting hrs at 4",S,'observation_insight')
c('f',"Dr Balogun's ward round always starts late, never b4 10",S,'observation_insight',['Balogun'])
c('h',"HR still hasn't paid d october call duty allowance",S,'observation_insight',wait='HR: October call duty allowance')
# ---- task
c('c',"restock d crash cart b4 handover at 7",S,'task',rel('c',0,'19:00'))
c('d',"finish d incident report on bed 12 by 12noon",S,'task',rel('d',0,'12:00'))
c('e',"do d controlled drugs audit for d ward by fri",S,'task',wd('e','fri'))
c('g',"updated all d patient charts b4 handover",S,'task',ctx=ctx(t=T("Update the patient charts","Order more gloves")),comp='t1')
c('h',"write d handover notes for Halima, she takes over mon",S,'task',wd('h','mon'),['Halima'])
c('g',"ward meeting 2moro 2pm, bring d infection stats",S,'task',rel('g',1,'14:00'))
c('h',"1st wk of dec I'm on leave, so do d drug count by thurs",S,'task',wd('h','thu'))
c('b',"update d SOPs for d ward b4 d mock audit",S,'task',ctx=ctx(p=ACC),par='p1')
# ---- reminder
c('a',"remind me 2moro 6am to carry my BLS card to work",S,'reminder_intention',rel('a',1,'06:00'))
c('c',"dont forget d in-service training on d 9th by 8am",S,'reminder_intention',nth('c',9,'08:00'))
c('e',"remind me fri 5ish to collect my pay slip from Mr Etim",S,'reminder_intention',wd('e','fri','17:00'),['Etim'])
c('f',"remind me on weds to swap my sat shift with Nkechi",S,'reminder_intention',wd('f','wed'),['Nkechi'])
c('h',"abeg remind me b4 end of d month to renew my nursing licence",S,'reminder_intention',eom('h'))
# ---- communication
c('b',"call Matron Okonkwo 2moro by 7am to explain why I can't do d double",S,'communication',rel('b',1,'07:00'),['Okonkwo'])
c('d',"emailed HR abt my leave days, they said they'll reply by weds",S,'communication',
  wait='HR: reply about my leave days',exp=wd('d','wed'))
c('e',"Ebuka called, d staff meeting moved to thurs 2pm",S,'communication',wd('e','thu','14:00'),['Ebuka'])
c('g',"phoned d lab for 30mins abt bed 5's results, still nothing",S,'communication',wait="lab: bed 5's results")
c('h',"text Halima to cover my shift on d 2nd",S,'communication',nth('h',2),['Halima'])
c('a',"called Mrs Oyelaran in HR on monday abt my promotion letter",S,'communication',['Oyelaran'])
# ---- contact
c('a',"d new house officer is Dr Eze, from UNTH, very calm, 0806 333 1875",S,'contact',['Eze'])
c('c',"Mrs Oyelaran in HR handles leave n allowances, ext 214, in by 9 most days",S,'contact',['Oyelaran'])
c('f',"Zainab d night pharmacist is d one who can release drugs after 10pm",S,'contact',['Zainab'])
c('g',"Mr Etim d ward clerk, knows everything abt d rota, 0802 674 0093",S,'contact',['Etim'])
# ---- transaction
c('a',"december salary never enter, HR said by d 20th",S,'transaction',wait='HR: December salary',exp=nth('a',20))
c('c',"paid my NMCN licence renewal fee, 25k",S,'transaction',ctx=ctx(t=T("Pay the licence renewal fee","Book the BLS course")),comp='t1')
c('g',"submit my overtime claim to accounts b4 fri",S,'transaction',wd('g','fri'))
c('f',"pay d ICU course form fee, 15k, by weds",S,'transaction',wd('f','wed'),ctx=ctx(p=ICU),par='p1')
# ---- acquisition
c('b',"buy 2 new sets of scrubs b4 d new rota starts mon",S,'acquisition_disposition',wd('b','mon'))
c('d',"returned d faulty BP monitor to d supplier",S,'acquisition_disposition')
c('f',"order more gloves n cannulas for d ward 2moro by 10am",S,'acquisition_disposition',rel('f',1,'10:00'))
c('h',"d new vital signs monitors for d ward arrived 2day",S,'acquisition_disposition')
# ---- routine
c('a',"on nights every fri n sat this month",S,'routine_activity',OMIT)
c('c',"my rota na 3 days, 3 nights, 3 off, same thing every month",S,'routine_activity',OMIT)
c('e',"handover 2moro 7:30am like every day",S,'routine_activity',rel('e',1,'07:30'))
c('f',"start nights 2nite 8pm, 3 in a row",S,'routine_activity',rel('f',0,'20:00'))
c('g',"did my 12hr night shift, 3 admissions n 1 discharge",S,'routine_activity')
c('h',"ward round with Dr Balogun every tues n thurs 9am",S,'routine_activity',OMIT,['Balogun'])
# ---- decision
c('b',"told Matron Okonkwo I'll cover Nkechi's night shift on sat",S,'decision_commitment',wd('b','sat'),['Okonkwo','Nkechi'])
c('f',"going for d ICU nursing course, applying b4 d 15th",S,'decision_commitment',nth('f',15))
c('h',"no more double shifts from dec, I don tire",S,'decision_commitment')
# ---- learning
c('a',"BLS refresher class weds 9am in d training room",S,'learning_consumption',wd('a','wed','09:00'))
c('c',"reading up on sepsis protocols for d ward audit",S,'learning_consumption')
c('e',"d wound care workshop is d 1st wk of aug, 3 days",S,'learning_consumption')
c('g',"online CPD module on infection control, due sun",S,'learning_consumption',wd('g','sun'))
# ---- milestone
c('b',"passed my perioperative nursing exam!!",S,'milestone_outcome')
c('h',"5 yrs at d hospital 2day, they gave me an award",S,'milestone_outcome')
# ---- emotion
c('a',"so tired after 3 nights back to back, my body is not my own",S,'emotion_state')
c('d',"anxious abt d accreditation visit on thurs",S,'emotion_state')
c('g',"vexed, Matron Okonkwo put me on nights again without asking",S,'emotion_state',['Okonkwo'])
# ---- project
c('b',"ICU course application: transcripts, reference from Dr Balogun, pay d form, interview",S,'project',['Balogun'])
c('d',"patient education corner on ward 3: posters, leaflets, a tv, done b4 d 31st",S,'project',nth('d',31))
c('f',"accreditation prep: update SOPs, clean d store, train d new nurses, mock audit on d 10th",S,'project',nth('f',10))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 43, cases)
