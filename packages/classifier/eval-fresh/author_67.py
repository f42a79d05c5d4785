# Writes thoughts-fresh-67.jsonl: a sixty-seventh fresh labelled set (ids f67…), written before any change of its
# round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a pharmacist in
# Kampala, Uganda (Africa/Kampala, a time zone no earlier set used), who owns and runs a small dispensary, Kireka Care
# Pharmacy (the pharmacy, its staff Brenda and Ronald, its suppliers Surgipharm, Abacus and Quality Chemicals, the NDA
# inspections, the PSU licence and CPD, the clinic doctor Dr Okwir, the locum Aine, business money and a planned second
# branch in Kyaliwajjala are systems), writing Ugandan English ("I have reached", "extra" for too much, "to branch" for
# stopping on the way, "paining", shillings as "UGX", "shs", "k" and "m", boda bodas, taxis and the taxi park, Yaka
# tokens, mobile money), married to Moses, with Gloria (S.2, boarding at Gayaza) and Trevor (P.5), her parents (maama
# and taata) in Masaka, a sister Prossy (whose introduction ceremony is planned), a brother Ivan in Juba, friends Doreen
# (choir) and Stella (the savings group, the SACCO), the church choir under Mr Ssekandi; the household's own people
# (Sylvia the maid, Okello the askari, Mzee Opio the gardener, Jjuuko the plumber, Kasirye the mechanic, Sula her boda
# man, Dr Nakato her own doctor, the landlord Mr Mukasa) are personal.
# Borderlines the guideline lists: work stress and the body (feet paining: personal), learning for work (CPD, NDA
# workshops), household money (Yaka, water, rent, the maid's pay: personal) beside money given to family, the SACCO and
# church (social) and a SACCO loan for the pharmacy (systems), community events (wedding meetings, burials, harvest,
# choir), people who work for the household. Dates in every phrasing: a bare weekday with a time, "next <weekday> 11am"
# (only on days where both readings agree), weekday + month-day ("wednesday 5th August"), "the 15th", "end of month",
# "tonight 9pm as usual" (a named instance of a routine) beside recurring schedules left out (4.6). Completions stated
# as outcomes ("the water tank is now clean") beside look-alike open tasks in the context; waits stated as a state
# ("still pending", "still under review", "not yet out"); parents by the project's subject.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-67-read.jsonl (misses
# may be read) and thoughts-fresh-67-held.jsonl (totals only).
# Run: python3 eval-fresh/author_67.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, eom, T, P, C, ctx, OMIT
TZ="Africa/Kampala"
use({
 'a':("2026-01-19T07:40:00",TZ),   # Mon, before opening
 'b':("2026-02-26T21:15:00",TZ),   # Thu night, after closing
 'c':("2026-03-14T10:05:00",TZ),   # Sat morning
 'd':("2026-04-21T13:30:00",TZ),   # Tue lunch
 'e':("2026-06-05T18:20:00",TZ),   # Fri evening
 'f':("2026-07-29T06:55:00",TZ),   # Wed early
 'g':("2026-09-07T16:45:00",TZ),   # Mon afternoon
 'h':("2026-10-16T12:10:00",TZ),   # Fri noon
 'i':("2026-11-22T15:30:00",TZ),   # Sun afternoon
 'j':("2026-12-28T08:50:00",TZ),   # Mon morning
}, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'wed','g':'mon','h':'fri','i':'sun','j':'mon'})
cases=[]
c=labeller_ents(cases)
P_,SO,Y='personal','social','systems'
TK,RM,CM,PR,RT,TX,AD,DC,LC,MO,CT,OB,EM=('task','reminder_intention','communication','project','routine_activity','transaction',
  'acquisition_disposition','decision_commitment','learning_consumption','milestone_outcome','contact','observation_insight','emotion_state')
BQ,CAROL,INTRO,PARTY="Finish the boys' quarters at home","Choir's Christmas carol concert","Prossy's introduction ceremony","Trevor's 10th birthday party"
BRANCH,COLD,NDA,REUNION="Kireka Care second branch in Kyaliwajjala","Cold chain fridge for vaccines","NDA licence renewal for 2027","Family reunion in Masaka"

# ======== personal: own health, the house and compound, household money, the car, the household's workers, hobbies
c('a',"Jjuuko to come and fix the leaking kitchen tap thursday 9am",P_,TK,wd('a','thu','09:00'),['Jjuuko'])
c('c',"swap the gas cylinder soon, the flame is already weak",P_,TK)
c('d',"take the car for the 10,000km service at Kasirye's garage friday",P_,TK,wd('d','fri'),['Kasirye'])
c('e',"the water tank is now clean, Opio finished it this afternoon",P_,TK,['Opio'],ctx=ctx(t=T("Get the water tank cleaned","Buy a new padlock for the gate")),comp='t1')
c('h',"renew my driving permit before the 30th",P_,TK,nth('h',30))
c('i',"sweep out the boys' quarters and check the roof for leaks before the rains",P_,TK,ctx=ctx(p=P(BQ,CAROL)),par='p1')
c('c',"Opio to slash the compound next saturday at 8",P_,TK,wd('c','sat','08:00'),['Opio'])
c('f',"Sylvia is going home to Mbale for two weeks, find someone to assist in the house",P_,TK,['Sylvia'])
c('e',"eye test at Nakasero tuesday 2:30pm",P_,TK,wd('e','tue','14:30'))
c('c',"finished painting the sitting room, it looks brand new",P_,TK,ctx=ctx(p=P(BQ),t=T("Paint the sitting room","Fix the gutter at the back")),comp='t1')
c('b',"the door on the boys' quarters is fitted, Jjuuko's friend did a clean job",P_,TK,['Jjuuko'],ctx=ctx(p=P(BQ,CAROL),t=T(("Fit the door on the boys' quarters",'p1'),("Plaster the boys' quarters",'p1'))),comp='t1',par='p1')

c('a',"remind me to load Yaka tonight before the power goes",P_,RM,tonight('a'))
c('f',"don't forget to carry my glucose meter for the review at Mengo hospital friday 10am",P_,RM,wd('f','fri','10:00'))
c('g',"ping me at 7pm to pay Sylvia her september salary",P_,RM,rel('g',0,'19:00'),['Sylvia'])
c('j',"dont forget house rent falls due the 1st, Mr Mukasa doesn't like delays",P_,RM,nth('j',1),['Mukasa'])
c('i',"next thursday 11am remind me, spectacles ready at Vision Care",P_,RM,wd('i','thu','11:00'))

c('b',"call Jjuuko tomorrow morning about the blocked drain in the bathroom",P_,CM,rel('b',1,'09:00'),['Jjuuko'])
c('d',"rang UMEME customer care about the meter, they say someone will check it this week",P_,CM,wait='UMEME: meter check')
c('h',"whatsapp the landlord that the gate lock is broken again",P_,CM)
c('i',"texted Dr Nakato my sugar readings for the week",P_,CM,['Nakato'],ctx=ctx(t=T("Send Dr Nakato my sugar readings","Book the eye test")),comp='t1')

c('a',"finish the boys' quarters this year: plastering, a proper door, the toilet, wiring by an electrician",P_,PR)
c('e',"start a small kitchen garden behind the house: sukuma, dodo, tomatoes, a drum for water",P_,PR)
c('g',"begin building on the Gayaza plot: plan approval, the foundation, a good fundi, the bricks",P_,PR)
c('j',"my own fitness plan for 2027: walk every morning, cut the sugar, see a dietician, lose 8 kilos",P_,PR)

c('f',"walked to Kireka stage and back before opening, 40 minutes",P_,RT)
c('b',"fasting sugar test saturday morning as usual, this one at 7am",P_,RT,wd('b','sat','07:00'))
c('c',"Sylvia does the big washing every saturday",P_,RT,OMIT,['Sylvia'])
c('i',"took my usual sunday afternoon nap after church",P_,RT)
c('f',"gym at the Kireka fitness centre 6am mon wed fri",P_,RT,OMIT)

c('a',"bought Yaka for 100k and it gave me only 130 units",P_,TX)
c('c',"NWSC water bill is shs 87,000 this month, that is extra",P_,TX)
c('d',"paid Sylvia 250k for april plus 20k for transport",P_,TX,['Sylvia'],ctx=ctx(t=T("Pay Sylvia's april salary","Buy Sylvia a new phone charger")),comp='t1')
c('e',"rent for june and july is 1.6m, to pay by the 10th",P_,TX,nth('e',10))
c('g',"Kasirye charged 380k for brake pads and labour, paid him on mobile money",P_,TX,['Kasirye'])
c('h',"UMEME owes me a refund of UGX 64,000 for the double payment, it is still pending",P_,TX,wait='UMEME: UGX 64,000 refund')
c('j',"car insurance renewal of 1.2m due on 4th January",P_,TX,md('j',1,4))
c('a',"Okello asked for a salary advance of 100k, I gave him 50k",P_,TX,['Okello'])
c('b',"the claim for the dent on my car is still being processed by the insurer",P_,TX,wait='insurer: claim for the car dent')
c('h',"the fundi quoted 2.4m to plaster the boys' quarters",P_,TX,ctx=ctx(p=P(BQ,NDA)),par='p1')

c('b',"my mattress is finishing my back, must get another one",P_,AD)
c('d',"branch to Game on my way home and pick the standing fan",P_,AD)
c('f',"sold my old phone to Brenda's cousin for 150k",P_,AD,['Brenda'])
c('h',"picked the new gas cooker from the shop in Kikuubo",P_,AD,ctx=ctx(t=T("Pick up the gas cooker","Pay the water bill")),comp='t1')
c('i',"give the old sofa set to the church for the youth room",P_,AD)
c('a',"order a water filter from Jumia, the tap water is brown again",P_,AD)
c('b',"car battery died again at the taxi park, I need to replace it",P_,AD)
c('j',"bought a used bicycle for my morning rides, 450k",P_,AD)
c('e',"my new phone has arrived, Jumia delivered it at midday",P_,AD,ctx=ctx(t=T("Order a new phone on Jumia","Sell the old phone")),comp='t1')

c('c',"decided no more sugar in my tea from monday",P_,DC,wd('c','mon'))
c('e',"going with the Premio not the Wish, it is cheaper on fuel",P_,DC)
c('g',"I've decided to move my savings from the current account to a fixed deposit",P_,DC)
c('j',"not renewing the DStv subscription, we hardly watch",P_,DC)
c('e',"no alcohol in July at all, starting wednesday 1st July",P_,DC,md('e',7,1,weekday='wed'))

c('a',"reading The Psychology of Money, I'm halfway",P_,LC)
c('d',"watching youtube on growing mushrooms at home",P_,LC)
c('h',"started driving lessons for the manual car, saturday 8am at the driving school",P_,LC,wd('h','sat','08:00'))
c('i',"the budgeting audiobook is done, I finished it while stuck in the jam",P_,LC)

c('b',"finally got the land title for the Gayaza plot!!",P_,MO)
c('e',"my HbA1c is down to 6.1, first time below 7 in two years",P_,MO)
c('g',"cleared the car loan today, the logbook is finally mine",P_,MO)
c('j',"did my first 10 km at the Kampala marathon",P_,MO)

c('a',"Jjuuko the plumber 0772 418 305, he stays in Kireka",P_,CT,['Jjuuko'])
c('d',"Sula my boda man, 0701 556 290, reliable even at night",P_,CT,['Sula'])
c('f',"Dr Nakato moved to Nakasero Hospital, new number 0414 331 870",P_,CT,['Nakato'])
c('i',"Kasirye's garage is now behind the Shell in Kireka, he picks on 0752 903 114",P_,CT,['Kasirye'])

c('c',"the Yaka units are finishing faster since we got the new fridge",P_,OB)
c('e',"taxi fare from Kireka to town has gone up to 3,000",P_,OB)
c('h',"the borehole water tastes salty since the rains came",P_,OB)
c('j',"the askari sleeps by 10, I find him snoring when I come back late",P_,OB)
c('h',"I have reached home, the jam on Jinja road was extra",P_,OB)
c('h',"the welder's quote for the fence repair is still not in",P_,OB,wait="welder: quote for the fence repair")
c('a',"car still at Kasirye's garage, he says it will be ready by wednesday",P_,OB,['Kasirye'],wait="Kasirye: car repair",exp=wd('a','wed')[:10])

c('b',"so tired, my feet are paining from standing all day",P_,EM)
c('d',"feeling low today and I don't know why",P_,EM)
c('g',"anxious about my blood pressure these days",P_,EM)
c('i',"happy, the new bedroom curtains look very smart",P_,EM)

# ======== social: Moses, Gloria and Trevor, maama and taata, Prossy, Ivan, friends, the choir, the church, the SACCO
c('a',"pick Gloria from Gayaza on visiting day, saturday 2pm",SO,TK,wd('a','sat','14:00'),['Gloria'])
c('d',"help Trevor with his P.5 holiday homework this weekend",SO,TK,sat('d'),['Trevor'])
c('e',"take maama to Masaka hospital for her eye review monday 8:30",SO,TK,wd('e','mon','08:30'))
c('g',"wrap Trevor's birthday presents before the party",SO,TK,['Trevor'],ctx=ctx(p=P(PARTY,BRANCH)),par='p1')
c('i',"visited taata in Masaka, he is much better now",SO,TK,ctx=ctx(t=T("Visit taata in Masaka","Send maama money for the pig feed")),comp='t1')
c('h',"carry the tent poles to church for the harvest on sunday",SO,TK,wd('h','sun'))
c('i',"next sunday the choir leads the 10am service, be there by 9",SO,TK,wd('i','sun','09:00'))
c('c',"attend Trevor's sports day tuesday 17th March 10am, he is running the 100m",SO,TK,md('c',3,17,'10:00',weekday='tue'),['Trevor'])
c('f',"go for Gloria's visiting day sunday 2nd August, carry her eats",SO,TK,md('f',8,2,weekday='sun'),['Gloria'])
c('e',"the tent for Prossy's introduction is booked for saturday 13th June",SO,TK,md('e',6,13,weekday='sat'),['Prossy'],ctx=ctx(p=P(INTRO,COLD),t=T(("Book the tent",'p1'),("Collect the gomesi from the tailor",'p1'))),comp='t1',par='p1')

c('a',"remind me wednesday, Gloria's pocket money by airtel money",SO,RM,wd('a','wed'),['Gloria'])
c('d',"don't forget Doreen's mother's burial in Mityana on friday",SO,RM,wd('d','fri'),['Doreen'])
c('f',"dont forget the choir uniform to the dry cleaner before sunday",SO,RM,wd('f','sun'))
c('j',"don't let me forget Moses's birthday on 2nd January",SO,RM,md('j',1,2),['Moses'])
c('g',"ping me thursday 5pm to leave for choir practice",SO,RM,wd('g','thu','17:00'))

c('b',"call Prossy about the introduction budget",SO,CM,['Prossy'],ctx=ctx(p=P(INTRO,"Stock count for March")),par='p1')
c('c',"video call with Ivan in Juba tonight at 9",SO,CM,tonight('c','21:00'),['Ivan'])
c('e',"told the choir whatsapp group I can't make it on sunday, I'm on duty",SO,CM)
c('h',"spoke to Gloria's class teacher about her maths marks",SO,CM,['Gloria'])
c('i',"write to aunt Jane thanking her for the two chickens",SO,CM,['Jane'])
c('h',"call maama next monday 11am after her clinic",SO,CM,wd('h','mon','11:00'))

c('a',"Prossy's introduction in June: the gomesi, gifts for her in-laws, transport for 30 relatives, the tent",SO,PR,['Prossy'])
c('f',"organise Trevor's 10th birthday: cake, a bouncing castle, invite his classmates, the goat",SO,PR,['Trevor'])
c('h',"choir's carol concert this christmas: new robes, a sound system, posters, rehearsals every evening",SO,PR)
c('j',"Masaka reunion of all the relatives at easter: who brings what, a cow, the pastor, tents",SO,PR)
c('g',"the SACCO's end of year party: a venue, food, music, a certificate for Stella",SO,PR,['Stella'])

c('b',"choir practice saturday 4pm as usual",SO,RT,wd('b','sat','16:00'))
c('d',"dropped Trevor at school like every morning, the traffic at the stage was bad",SO,RT,['Trevor'])
c('g',"the SACCO meets at Stella's every last sunday",SO,RT,OMIT,['Stella'])
c('i',"evening prayers with the kids, we read the psalm of the day like always",SO,RT)
c('e',"family rosary tonight 8pm as usual",SO,RT,tonight('e'))

c('a',"Gloria's school fees for term one, 1.85m, due before she reports on the 2nd of February",SO,TX,md('a',2,2),['Gloria'])
c('b',"sent maama 200k for the pig feed",SO,TX,ctx=ctx(t=T("Send maama money for the pig feed","Call maama about the roof")),comp='t1')
c('c',"pledged 300k at Doreen's wedding meeting last night",SO,TX,['Doreen'])
c('d',"SACCO contribution for april 150k, paid to Stella on mobile money",SO,TX,['Stella'])
c('h',"Trevor's school trip to Jinja costs 85k, pay by wednesday",SO,TX,wd('h','wed'),['Trevor'])
c('i',"sent 100k condolence to Doreen's family",SO,TX,['Doreen'])
c('j',"Stella says the SACCO payout for december is not yet out",SO,TX,['Stella'],wait='SACCO: december payout')
c('b',"waiting for Ivan to send his share for maama's medicine",SO,TX,['Ivan'],wait="Ivan: his share for maama's medicine")
c('g',"contributed 50k to the church building fund this sunday past",SO,TX)

c('a',"buy Trevor a new pair of black shoes for school",SO,AD,['Trevor'])
c('c',"collected my gomesi for Prossy's introduction from the tailor",SO,AD,['Prossy'],ctx=ctx(p=P(INTRO,BQ),t=T(("Collect my gomesi from the tailor",'p1'),("Book the tent",'p1'))),comp='t1',par='p1')
c('e',"gave Gloria's old uniforms to the neighbour's girl",SO,AD,['Gloria'])
c('g',"need to order new hymn books for the choir from the Uganda Bookshop",SO,AD)
c('i',"got the goat for Trevor's party from a man in Kasangati",SO,AD,['Trevor'],ctx=ctx(p=P(PARTY),t=T(("Buy the goat",'p1'),("Order the cake",'p1'))),comp='t1',par='p1')
c('h',"the robes for the carol concert are ready, collected all 24",SO,AD,ctx=ctx(p=P(CAROL,BRANCH),t=T(("Collect the choir robes",'p1'),("Book the sound system",'p1'))),comp='t1',par='p1')

c('b',"we've agreed Gloria will take sciences in S.3",SO,DC,['Gloria'])
c('d',"told Stella I'll be the SACCO secretary next year",SO,DC,['Stella'])
c('f',"promised Trevor we go swimming at Speke Resort on saturday",SO,DC,wd('f','sat'),['Trevor'])
c('h',"not going on the choir trip to Mbarara, I can't leave the pharmacy that long",SO,DC)
c('j',"Moses and I decided the kids will spend the first week of January in Masaka with maama",SO,DC,['Moses'])

c('a',"learning my alto line for the Luganda hymn from the recording Doreen sent",SO,LC,['Doreen'])
c('d',"reading about dyslexia, I think Trevor might have it",SO,LC,['Trevor'])
c('g',"bible study with the women's fellowship tuesday 6pm at church",SO,LC,wd('g','tue','18:00'))
c('i',"watched the documentary on the Kasubi tombs with the kids",SO,LC)

c('b',"Gloria came first in her class!! 412 out of 500",SO,MO,['Gloria'])
c('e',"Trevor has finally learnt to ride his bicycle without support",SO,MO,['Trevor'])
c('h',"our choir won the diocese choir competition!!",SO,MO)
c('j',"Moses and me, 15 years married today",SO,MO,['Moses'])

c('a',"Stella Nansubuga is the new SACCO chairperson, 0782 115 490",SO,CT,['Stella Nansubuga'])
c('d',"Prossy's fiancé is Brian Mugisha, his people are from Kabale",SO,CT,['Prossy','Brian Mugisha'])
c('f',"Mr Ssekandi the choir director stays in Naalya, his wife is Mary",SO,CT,['Ssekandi','Mary'])
c('i',"Gloria's class teacher is Mrs Kiggundu, email kiggundu.s@gayazahigh.ac.ug",SO,CT,['Gloria','Kiggundu'])

c('b',"maama sounds weaker on phone these days",SO,OB)
c('d',"Trevor reads better when Moses helps him than when I do",SO,OB,['Trevor','Moses'])
c('g',"the neighbours have started building, their son came back from Dubai",SO,OB)
c('j',"half the SACCO members didn't pay in december, it's the festive season",SO,OB)
c('g',"Trevor's report card is not yet out, the school says friday",SO,OB,['Trevor'],wait="school: Trevor's report card",exp=wd('g','fri'))
c('j',"Doreen still hasn't returned my big saucepans from her party",SO,OB,['Doreen'],wait='Doreen: big saucepans')
c('b',"the in-laws' list for the introduction came, they want a bicycle and two cows",SO,OB,ctx=ctx(p=P(INTRO,"Stock count for March")),par='p1')
c('i',"the sound system people have not yet confirmed for the carols",SO,OB,ctx=ctx(p=P(CAROL,NDA)),wait='sound system hire: confirmation for the carol concert',par='p1')

c('c',"so proud of Gloria, she led the debate at school",SO,EM,['Gloria'])
c('e',"worried about taata, his sugar was 14 this morning",SO,EM)
c('h',"missing Ivan, it's been two years since he came home",SO,EM,['Ivan'])
c('i',"a bit hurt that Doreen didn't invite me to her thanksgiving",SO,EM,['Doreen'])

# ======== systems: Kireka Care Pharmacy, its staff, suppliers, the NDA, the PSU, customers, business money, the new branch
c('a',"do the stock count for Kireka Care before the NDA visit",Y,TK)
c('b',"put the expired amoxicillin aside for return to Surgipharm",Y,TK)
c('d',"fix the shelf labels in the pharmacy, Brenda mixed up the paracetamol and the ibuprofen",Y,TK,['Brenda'])
c('f',"KCCA trading licence for the pharmacy to be renewed, deadline end of month",Y,TK,eom('f'))
c('g',"the fridge temperature log for august is filled, all readings between 2 and 8",Y,TK,ctx=ctx(p=P(COLD),t=T(("Fill the fridge temperature log for august",'p1'),("Call the fridge technician",'p1'))),comp='t1',par='p1')
c('h',"Ronald to lock up the pharmacy at 9pm tonight, I'm going for the wedding meeting",Y,TK,tonight('h','21:00'),['Ronald'])
c('j',"get the pharmacy ready for the year-end stock take on the 31st",Y,TK,nth('j',31))
c('b',"interview a new pharmacy assistant monday 2pm",Y,TK,wd('b','mon','14:00'))
c('c',"the fridge technician comes tuesday at 11 for the vaccine fridge",Y,TK,wd('c','tue','11:00'),ctx=ctx(p=P(COLD,INTRO)),par='p1')
c('d',"in the shop by 8 tomorrow, the Quality Chemicals truck delivers early",Y,TK,rel('d',1,'08:00'))
c('e',"the PSU annual general meeting friday 19th June at Hotel Africana, 9am",Y,TK,md('e',6,19,'09:00',weekday='fri'))
c('c',"Ronald to branch to the bank and bank the weekend takings monday",Y,TK,wd('c','mon'),['Ronald'])
c('g',"the backup generator for the vaccine fridge is installed and running",Y,TK,ctx=ctx(p=P(COLD,PARTY),t=T(("Install the backup generator",'p1'),("Buy more log sheets",'p1'))),comp='t1',par='p1')

c('a',"remind me to renew my PSU practising licence before the 31st",Y,RM,nth('a',31))
c('c',"dont forget to top up the pharmacy's mobile money float monday morning",Y,RM,wd('c','mon','09:00'))
c('e',"next tuesday 10am the Abacus rep is coming with the new price list, remind me",Y,RM,wd('e','tue','10:00'))
c('h',"ping me 3pm, Dr Okwir wants a word on the prescription he wrote",Y,RM,rel('h',0,'15:00'),['Okwir'])
c('i',"don't forget the locum's pay on the 25th",Y,RM,nth('i',25))

c('b',"email Surgipharm about the short delivery of ORS sachets",Y,CM)
c('d',"called Dr Okwir's clinic, they will send patients with the new scripts",Y,CM,['Okwir'])
c('f',"whatsapp Brenda the duty roster for august",Y,CM,['Brenda'])
c('g',"spoke to the NDA inspector, she will come thursday at 10",Y,CM,wd('g','thu','10:00'))
c('j',"sent the Kyaliwajjala landlord our offer for the lease",Y,CM,ctx=ctx(p=P(BRANCH,REUNION),t=T(("Send the Kyaliwajjala landlord our offer",'p1'),("Visit the Kyaliwajjala shop again",'p1'))),comp='t1',par='p1')

c('a',"setting up a second Kireka Care in Kyaliwajjala: premises, the NDA licence, shelving, a pharmacist in charge",Y,PR)
c('d',"set up a cold chain for vaccines at the pharmacy: a proper fridge, generator backup, log sheets, training for Brenda",Y,PR,['Brenda'])
c('g',"move the pharmacy records to a computer: buy the software, enter the stock, train Ronald and Brenda",Y,PR,['Ronald','Brenda'])
c('i',"start a monthly blood pressure screening day at the pharmacy: the machine, posters, a register",Y,PR)

c('b',"opened the pharmacy at 7:30 like every day and counted the float",Y,RT)
c('c',"weekly order to Abacus every monday before 10",Y,RT,OMIT)
c('f',"cash-up with Ronald tonight 9pm as usual",Y,RT,tonight('f','21:00'),['Ronald'])
c('h',"the monthly sales review with Brenda thursday 7pm as usual",Y,RT,wd('h','thu','19:00'),['Brenda'])

c('a',"today's sales 1.4m, best monday since December",Y,TX)
c('b',"Surgipharm invoice of UGX 6.7m, to pay by the 15th",Y,TX,nth('b',15))
c('c',"paid Brenda her february overtime, 120k",Y,TX,['Brenda'])
c('d',"URA wants the provisional tax return by 30th June",Y,TX,md('d',6,30))
c('e',"the Jubilee insurance claims for may are still not paid, 3.2m",Y,TX,wait='Jubilee Insurance: 3.2m for the may claims')
c('g',"borrowed 5m from the SACCO for the new shelves at the pharmacy",Y,TX)
c('h',"a customer paid 230k by mobile money for his wife's insulin",Y,TX)
c('j',"december revenue came to 38m, up from 31m last year",Y,TX)
c('j',"Jubilee finally paid the november claims, 4.1m",Y,TX,ctx=ctx(t=T("Chase Jubilee for the november claims","Renew the KCCA trading licence")),comp='t1')
c('i',"the NDA renewal fee is 550k, pay before the 15th of December",Y,TX,md('i',12,15),ctx=ctx(p=P(NDA,REUNION)),par='p1')

c('a',"order 20 boxes of Coartem and 10 of ORS from Abacus",Y,AD)
c('c',"the new shelves for the pharmacy have been delivered, Ronald signed for them",Y,AD,['Ronald'],ctx=ctx(t=T("Get the new shelves delivered","Pay the balance on the shelves")),comp='t1')
c('e',"need a second BP machine for the pharmacy, the old one reads high",Y,AD)
c('f',"returned the expired stock to Surgipharm, they gave us a credit note",Y,AD,ctx=ctx(t=T("Return the expired stock to Surgipharm","Chase Jubilee for the may claims")),comp='t1')
c('i',"sell the old pharmacy fridge to the drug shop in Bweyogerere",Y,AD)
c('d',"the Abacus order is still pending, they say thursday",Y,AD,wait='Abacus: order delivery',exp=wd('d','thu'))

c('b',"decided to open the pharmacy on sundays from 2pm, starting this sunday",Y,DC,wd('b','sun'))
c('d',"we are not stocking the herbal cough syrups anymore, NDA warned about them",Y,DC)
c('g',"told Brenda she can take her leave from the 14th",Y,DC,nth('g',14),['Brenda'])
c('j',"going with Quality Chemicals as our main supplier from January",Y,DC)

c('a',"doing the PSU online CPD on antimicrobial resistance, 2 modules left",Y,LC)
c('c',"reading the new Uganda clinical guidelines on malaria dosing",Y,LC)
c('f',"pharmacovigilance workshop at the NDA offices wednesday 5th August 9am",Y,LC,md('f',8,5,'09:00',weekday='wed'))
c('h',"diabetic foot care webinar for pharmacists tonight, I'll watch it",Y,LC,tonight('h'))

c('b',"Kireka Care passed the NDA inspection with no findings!!",Y,MO)
c('e',"crossed 100 million in sales this financial year",Y,MO)
c('g',"Brenda passed her certificate in pharmacy exams",Y,MO,['Brenda'])
c('i',"we got the tender to supply the Kireka health centre with first aid kits",Y,MO)
c('i',"my CPD points for the year are complete, 40 out of 40",Y,MO,ctx=ctx(t=T("Finish my CPD points for the year","Pay the PSU subscription")),comp='t1')

c('a',"Mr Ssali the new Surgipharm rep, 0703 442 871, comes on tuesdays",Y,CT,['Ssali'])
c('d',"Dr Okwir's clinic number 0393 212 654, he prefers whatsapp",Y,CT,['Okwir'])
c('h',"Aine Tumwesigye, a pharmacist who can do locum on weekends, 0789 330 126",Y,CT,['Aine Tumwesigye'])
c('j',"the NDA regional inspector is Mrs Achieng, she covers Wakiso",Y,CT,['Achieng'])

c('b',"more people asking for malaria tests since the rains started",Y,OB)
c('e',"customers prefer paying by mobile money after 6pm, hardly any cash",Y,OB)
c('g',"the generic metformin from India sells faster than the brand",Y,OB)
c('i',"Ronald is better at the till than on the counter",Y,OB,['Ronald'])
c('g',"Ronald's till was short by 45k again",Y,OB,['Ronald'])
c('f',"the new software sends a low-stock alert, it saves us a lot of time",Y,OB)
c('a',"the pharmacy's NDA licence renewal is still under review",Y,OB,wait='NDA: pharmacy licence renewal')
c('f',"the Kyaliwajjala landlord has not yet replied on our lease offer",Y,OB,ctx=ctx(p=P(BRANCH,PARTY)),wait='Kyaliwajjala landlord: reply on the lease offer',par='p1')

c('c',"stressed, the NDA inspection is next week and the records are a mess",Y,EM)
c('f',"fed up with Surgipharm's late deliveries",Y,EM)
c('h',"worried the new pharmacy opposite the taxi stage will take our customers",Y,EM)
c('j',"exhausted after the december rush at the pharmacy, 14 hour days",Y,EM)

write_split_set(os.path.dirname(os.path.abspath(__file__)), 67, cases)
