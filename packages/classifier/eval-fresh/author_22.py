# Writes thoughts-fresh-22.jsonl: a twenty-second fresh labelled set (issue 10, ids f22…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# secondary-school chemistry teacher in Nairobi (Africa/Nairobi) who leads the church choir, runs a small poultry
# business on the side (layers and kienyeji birds, eggs by the tray), has a house help at home and a mum upcountry
# ("shags"). Kenyan English: "matatu", "chama", "harambee", "shags", "bob", KES, "fundi", "boda", "mpesa", "sacco",
# "form three" (a school year), "KCSE", "TSC" (the teachers' employer), "CATs" (tests), "posho", "kienyeji".
# New people: Akinyi (wife), Baraka (son, 12) and Neema (daughter, 7), Odhiambo (brother) and Nafula (his fiancée),
# Awino (sister) with Zawadi and Tumaini, Atieno (house help), Kamau, Mwangi and Wafula (friends), Nyokabi (chama),
# Chebet and Kiprop (choir), Rev. Mutua (pastor), Mr. Omondi (head of department), Wambui Gitau (colleague), Juma
# (the casual who helps with the birds), Kilonzo (a hotel buyer of eggs), Dr Ndegwa (vet for the birds), Maina
# (mechanic), Ouma (plumber), Peter (gas delivery).
# Weighted to domain and event-type borderlines: every event type in each of personal / social / systems. Domain:
# work stress and work habits (systems), learning for work against learning for oneself, household money (rent,
# power, the house help's pay: personal), money sent to family or given at a harambee (social), church and choir and
# community events (social), people who work for the household (house help, fundi, mechanic: personal), the poultry
# side business (systems). Event type: appointments stated as facts (task, scheduled), plans against tasks and
# projects, observations against feelings, decisions told by their act, transactions against plans to buy. The rule
# applied is written beside every borderline case.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-22-read.jsonl (misses
# may be read) and thoughts-fresh-22-held.jsonl (totals only).
# Run: python3 eval-fresh/author_22.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, OMIT, T, P, ctx
use({
 'a':("2026-02-02T05:50:00","Africa/Nairobi"),   # Mon
 'b':("2026-03-18T13:10:00","Africa/Nairobi"),   # Wed
 'c':("2026-04-24T21:30:00","Africa/Nairobi"),   # Fri
 'd':("2026-05-30T08:15:00","Africa/Nairobi"),   # Sat
 'e':("2026-07-07T16:40:00","Africa/Nairobi"),   # Tue
 'f':("2026-08-20T07:05:00","Africa/Nairobi"),   # Thu
 'g':("2026-10-11T19:20:00","Africa/Nairobi"),   # Sun
 'h':("2026-11-25T12:00:00","Africa/Nairobi"),   # Wed
}, {'a':'mon','b':'wed','c':'fri','d':'sat','e':'tue','f':'thu','g':'sun','h':'wed'})
cases=[]
c=labeller(cases)

# ---- task (rule 13): appointments stated as facts, plans of one step, chores; domain by whom it is for
c('a',"fundi coming thursday at 10 to sort the leaking kitchen tap",'personal','task',wd('a','thu','10:00'))  # appointment stated as a fact: task, scheduled (4.5, d143); a tradesperson for the home is personal
c('c',"dentist tomorrow 2pm for that cracked molar",'personal','task',rel('c',1,'14:00'))  # appointment stated as a fact
c('e',"ecitizen driving licence renewal, deadline is the last day of this month",'personal','task',eom('e'))
c('b',"show Atieno how the new gas cooker works before she travels on friday",'personal','task',wd('b','fri'),['Atieno'])  # the house help works for the household: personal (Clarifications of the eighteenth set)
c('g',"planning to empty the storeroom saturday morning",'personal','task',sat('g','09:00'))  # a plan of one step is a task, not a project (rules 5, 13)
c('b',"Neema's trip consent form must be signed by wednesday",'social','task',wd('b','wed'),['Neema'])  # kids' school logistics are social (2)
c('d',"take mum for her eye check in Kakamega next time I'm in shags",'social','task')  # a parent's care is family: social
c('h',"Baraka's parents day at school falls on the 14th",'social','task',nth('h',14),['Baraka'])  # an event date stated as a fact: task, scheduled; a child's school is social
c('e',"work out where the choir sits at sunday's harambee",'social','task',wd('e','sun'))  # church and community events are social; the event named gives the date (Clarifications)
c('f',"wrap Zawadi's present before we leave for Awino's place",'social','task',ents=['Zawadi','Awino'])
c('a',"mark the form three chemistry papers before friday",'systems','task',wd('a','fri'))  # "before <day>" is a deadline on that day (Clarifications)
c('c',"staff briefing monday at 7:30 in the library",'systems','task',wd('c','mon','07:30'))  # a meeting in person stated as a fact: task, scheduled; work is systems
c('b',"scrub out the brooder before the new chicks land on saturday",'systems','task',sat('b'))  # the poultry side business is systems (2)
c('g',"thinking I'll set the form two end-term paper this coming week",'systems','task')  # a plan told loosely, one thing to do; "this coming week" names no day
c('e',"the layers are due for their newcastle jab this week",'systems','task')  # a thing to do for the business, no day named

# ---- reminder_intention (rule 1): the ask wins over the action underneath
c('d',"remind me tonight about buying KPLC tokens",'personal','reminder_intention',tonight('d'))  # reminder wins over a purchase
c('a',"dont forget: insurance sticker on the car is valid only until the 28th",'personal','reminder_intention',nth('a',28))
c('c',"ping me at 6am, the car must be moved before the county askaris clamp it",'personal','reminder_intention',rel('c',1,'06:00'))  # a time already passed today means tomorrow (4.3)
c('h',"nudge me saturday about a haircut at the usual kinyozi",'personal','reminder_intention',sat('h'))  # "nudge me" asks to be reminded
c('b',"friday remind me that mum needs fertiliser money",'social','reminder_intention',wd('b','fri'))  # reminder wins over a remittance; money to a parent is social
c('g',"do not let Awino's birthday on the 9th slip my mind",'social','reminder_intention',nth('g',9),['Awino'])
c('e',"remind me tomorrow evening to ring Kiprop about the choir uniforms",'social','reminder_intention',rel('e',1,'19:00'),['Kiprop'])  # reminder wins over a call; the choir is church community: social
c('f',"reminder: harambee for young Ochieng's college fees is on saturday",'social','reminder_intention',sat('f'),['Ochieng'])  # "reminder:" asks to be reminded; a community fundraiser is social
c('b',"remind me to upload the CAT marks to the portal before 5 today",'systems','reminder_intention',rel('b',0,'17:00'))
c('h',"don't forget the vet comes for the birds tuesday 9am",'systems','reminder_intention',wd('h','tue','09:00'))  # a vet for the business birds: systems
c('a',"ping me on sunday evening so I finish the scheme of work",'systems','reminder_intention',wd('a','sun','19:00'))
c('b',"at 4 please remind me to collect the egg trays from Juma",'systems','reminder_intention',rel('b',0,'16:00'),['Juma'])  # bare hour, afternoon by context (4.3)

# ---- communication (rule 2): calls, texts, emails, planned or done
c('e',"ring our landlord over the mix-up on the water bill",'personal','communication')  # a call about a bill is a call (rule 2 before rule 3)
c('g',"texted Maina that the car is overheating again",'personal','communication',ents=['Maina'])  # the mechanic is personal (2)
c('c',"whatsapp the fundi to confirm he's bringing the PVC pipes",'personal','communication')
c('f',"phone Safaricom about the home fibre being off since tuesday",'personal','communication')
c('a',"called mum, she says the long rains have started back in shags",'social','communication')
c('b',"share the new hymn list on the choir whatsapp group tonight",'social','communication',tonight('b'))
c('d',"email Rev. Mutua the order of service for youth sunday",'social','communication',ents=['Mutua'])  # church is community: social
c('h',"voice note to Odhiambo about dates for the dowry visit",'social','communication',ents=['Odhiambo'])
c('e',"email the principal the form four mock results by thursday",'systems','communication',wd('e','thu'))
c('f',"call Kilonzo and ask if his hotel still wants 30 trays a week",'systems','communication',ents=['Kilonzo'])  # a buyer for the side business is systems
c('c',"sent a text to all the form two parents about saturday's academic clinic",'systems','communication')  # students' parents are the school's clients: work, systems
c('g',"Mr. Omondi phoned, the departmental meeting is now tomorrow at 11",'systems','communication',rel('g',1,'11:00'),['Omondi'])  # a call received (rule 2); the new meeting time is stated

# ---- project (rule 5): a new multi-step goal with its steps
c('h',"redo the bathroom: tile it afresh, a cistern that works, fix the shower mixer",'personal','project')
c('a',"get fit before december - couch to 5k, less ugali at night, in bed by 10",'personal','project')
c('d',"kitchen garden behind the house: fence it, sukuma and spinach seedlings, a drip kit",'personal','project')
c('f',"move house by january, look for a 2 bedroom in Kileleshwa, book movers, give the landlord notice",'personal','project')
c('e',"mum's 70th in shags: hire a tent, caterers, invite the relatives, cake from Kisumu",'social','project')  # a family celebration: social
c('b',"choir trip to the Mombasa music festival - bus hire, matching outfits, lodging, fundraising",'social','project')  # church community: social
c('g',"Baraka joins form one in january: uniform, metal box, shopping list, fees plan",'social','project',ents=['Baraka'])  # a child's school logistics: social
c('c',"plan our tenth anniversary getaway with Akinyi - a hotel in Naivasha, someone for the kids, a present",'social','project',ents=['Akinyi'])
c('a',"grow the flock to 500 birds next year: second coop, sacco loan, more feeders, a buyer in town",'systems','project')  # the side business, its loan too, is systems (money by what it is for)
c('h',"start a science club at school, get the principal's okay, find a room, first three meeting topics",'systems','project')
c('d',"egg delivery round in Kilimani: price list, a boda guy, a whatsapp group for orders",'systems','project')
c('f',"get ready for the TSC promotion interview - update the CV, certified copies, practice questions with Wambui",'systems','project',ents=['Wambui'])  # career moves are systems

# ---- routine_activity (rule 6): habits logged, scheduled, or one named instance
c('e',"evening jog round the estate tue and thu at 6:30",'personal','routine_activity',OMIT)  # a recurring schedule with no single occurrence: key left out (4.6)
c('g',"usual sunday run at Karura done, 8k",'personal','routine_activity')  # a log of a habit done: not scheduled (4.6)
c('d',"big shop at Naivas this afternoon like every saturday",'personal','routine_activity',rel('d',0,'15:00'))  # one named instance of a routine gets its time (d097)
c('f',"quiet time with the bible before 6 each morning, kept it up all week",'personal','routine_activity')  # own devotion is oneself: personal; a log, not scheduled
c('b',"choir practice tonight at 5:30, as on every wednesday",'social','routine_activity',rel('b',0,'17:30'))  # church choir: social; a named instance
c('d',"took Neema for her swimming lesson, our saturday ritual",'social','routine_activity',ents=['Neema'])  # a log of a child's weekly routine: social, not scheduled
c('h',"chama meets on the first sunday of every month at Nyokabi's",'social','routine_activity',OMIT,['Nyokabi'])  # a group of friends meeting: social; recurring with no occurrence named
c('c',"friday night fellowship with the men's group, went as always",'social','routine_activity')  # church group: social; a log
c('a',"fed and watered the birds at 5 before leaving for school, same as daily",'systems','routine_activity')  # the business's daily chores: systems
c('e',"my turn as duty teacher thursday, at the gate by 6:45",'systems','routine_activity',wd('e','thu','06:45'))  # a named instance of a work rota
c('b',"morning egg collection done and logged in the farm book",'systems','routine_activity')
c('g',"marking in the staffroom every lunch hour this term so evenings stay free",'systems','routine_activity')  # a work habit is systems

# ---- transaction (rule 3): the money itself is the point
c('a',"rent paid, 28k via mpesa",'personal','transaction')  # own bills are personal
c('h',"KPLC came to 4,300 bob this month, highest this year",'personal','transaction')  # a bill told casually
c('f',"Atieno's pay of 12,000 falls due on the 5th",'personal','transaction',nth('f',5),['Atieno'])  # the house help's pay is household money: personal; "due on" gives the date (4.4)
c('c',"Atieno asked for 14,000 from next month, up from 12",'personal','transaction',ents=['Atieno'])  # a price rise is money (rule 3, eighteenth round); household: personal
c('b',"sent mum 3,000 bob for the posho mill",'social','transaction')  # money sent to a parent is social (d037)
c('d',"gave KES 2,000 at Wafula's harambee for his daughter's college",'social','transaction',ents=['Wafula'])  # money given to a friend's cause: social
c('g',"Neema's second term fees, 22,500, cleared through the bank",'social','transaction',ents=['Neema'])  # a child's school fees: social (as the fourteenth set)
c('e',"choir is collecting 500 each for a new keyboard, I've paid mine",'social','transaction')  # a church group's money: social
c('f',"Kilonzo settled 9,600 for last week's trays",'systems','transaction',ents=['Kilonzo'])  # business revenue: systems
c('a',"a bag of layers mash is now 3,400, up from 3,100",'systems','transaction')  # a price rise of business stock: money, systems
c('h',"KNEC finally paid the marking allowance, 14k",'systems','transaction')  # income for work: systems
c('d',"the school is yet to refund me the 3,200 fuel I paid for the Hell's Gate trip",'systems','transaction',wait="school: 3,200 fuel refund for the field trip")  # a reimbursement from the employer is systems (d124); "still hasn't" is a wait

# ---- acquisition_disposition (rule 4): getting or getting rid of a thing
c('b',"need a new gas cylinder, the 13kg is nearly empty",'personal','acquisition_disposition')  # needing an object
c('e',"bought a used fridge off Jiji for 15k",'personal','acquisition_disposition')  # buying an object: the thing is the point, not the money (rule 4, not 3)
c('h',"sell the old sofa set, we won't need it in the new place",'personal','acquisition_disposition')  # selling one's own belongings (rule 4)
c('c',"grab the suit I left at the drycleaner's when I pass by tomorrow",'personal','acquisition_disposition',rel('c',1))
c('a',"get Neema a bicycle for her birthday",'social','acquisition_disposition',ents=['Neema'])  # a gift for a child: social
c('f',"the choir robes are ready at the tailor, collect them before sunday",'social','acquisition_disposition',wd('f','sun'))  # picking up; church: social
c('g',"passed Neema's outgrown uniforms on to my sister, her girls can use them",'social','acquisition_disposition',ents=['Neema'])  # giving away a thing to family: social
c('d',"order forty hymn books for the choir from the Keswick bookshop",'social','acquisition_disposition')
c('e',"ordered 300 day-old chicks from Kenchic for august",'systems','acquisition_disposition')  # ordering stock for the side business: systems
c('b',"the physics lab projector needs a new bulb",'systems','acquisition_disposition')  # needing a thing for work
c('f',"picked up ten bags of feed from the agrovet in Githurai",'systems','acquisition_disposition')
c('h',"should get a second incubator before the rains come",'systems','acquisition_disposition')  # a plan to buy is acquisition, not transaction (rule 4)

# ---- decision_commitment (rule 8): decisions made, told outright or by their act; promises
c('c',"decided no more matatus after 9pm, taxi only",'personal','decision_commitment')  # a rule with a time is not scheduled (4.6)
c('g',"going with the Equity car loan instead of the sacco one",'personal','decision_commitment')  # own car and own loan: personal
c('a',"letting the gym membership lapse, I'll run outside instead",'personal','decision_commitment')
c('e',"we're giving Atieno two weeks paid leave over christmas",'personal','decision_commitment',ents=['Atieno'])  # about the house help: personal
c('h',"told Kiprop I'd lead the singing at his wedding in april",'social','decision_commitment',ents=['Kiprop'])  # a commitment given to a friend
c('d',"promised mum I'll be home in shags for easter",'social','decision_commitment')
c('b',"agreed to chair the harambee committee for the church roof",'social','decision_commitment')  # a commitment to a community cause: social
c('f',"Neema does piano from january instead of ballet, that's settled",'social','decision_commitment',ents=['Neema'])  # a decision about a child; a month is not scheduled (4.6)
c('g',"firm decision: I'm applying for the deputy principal post",'systems','decision_commitment')  # career move: systems
c('c',"next batch will be improved kienyeji, not broilers",'systems','decision_commitment')  # a business decision told as settled
c('a',"said yes to KCSE marking in november",'systems','decision_commitment')  # a commitment given for work
c('e',"handed in my transfer request at the TSC county office",'systems','decision_commitment')  # a decision told by its act (eighteenth round)

# ---- learning_consumption (rule 9): reading, watching, listening, courses, classes
c('d',"halfway through Born a Crime, hard to stop reading it",'personal','learning_consumption')
c('f',"watched a film on the Mau forest last night, really eye-opening",'personal','learning_consumption')
c('b',"started an online Kiswahili poetry course just for fun",'personal','learning_consumption')  # learning for oneself: personal
c('h',"listening to a money podcast on the matatu ride in",'personal','learning_consumption')  # own money learning: personal
c('c',"reading Neema the Anansi stories at bedtime",'social','learning_consumption',ents=['Neema'])  # reading with a child: social
c('a',"bible study tuesday evening at the Kamaus'",'social','learning_consumption',wd('a','tue','19:00'))  # study in a church group: social; "evening" is 19:00
c('d',"watching the AFCON final at Mwangi's tonight with the guys",'social','learning_consumption',tonight('d'),['Mwangi'])  # watching with friends: social
c('g',"choir workshop on sight-reading saturday at 10 at All Saints",'social','learning_consumption',sat('g','10:00'))  # a workshop for the church choir: social
c('e',"CBC retraining for all teachers the whole of next week",'systems','learning_consumption')  # learning for work: systems; "next week" names no day
c('h',"reading up on coccidiosis in broilers from the vet's leaflet",'systems','learning_consumption')  # reading for the side business: systems
c('c',"youtube tutorial on mixing my own layers feed, saves a lot if it works",'systems','learning_consumption')
c('f',"done two units of the TSC ICT integration module, three to go",'systems','learning_consumption')  # a course the employer asks for: systems; partial progress

# ---- milestone_outcome (rule 10): notable achievements and results
c('b',"cleared the car loan today!!",'personal','milestone_outcome')
c('g',"finished my first full marathon at the Nairobi city race",'personal','milestone_outcome')
c('e',"title deed for the Kitengela plot finally came through",'personal','milestone_outcome')
c('a',"passed the motorbike riding test first time",'personal','milestone_outcome')
c('h',"Baraka topped his class in the end-year exams",'social','milestone_outcome',ents=['Baraka'])  # a child's result: social
c('c',"our choir took first place at the county music festival",'social','milestone_outcome')  # a church group's win: social
c('d',"mum's new house upcountry finally has its roof on",'social','milestone_outcome')
c('f',"Odhiambo and Nafula are engaged, he proposed last night!",'social','milestone_outcome',ents=['Odhiambo','Nafula'])
c('g',"my form four class got a B plain mean in chemistry, the best the school has had",'systems','milestone_outcome')  # a work result: systems
c('b',"the layers hit a 90% lay rate this week, a first for us",'systems','milestone_outcome')  # a business milestone
c('h',"promoted to head of the science department from january",'systems','milestone_outcome')  # a career result
c('e',"first standing order from Quickmart, 100 trays every week",'systems','milestone_outcome')  # a deal won by the side business

# ---- contact (rule 7): information about a person
c('a',"new plumber: Ouma, 0722 555 014, the caretaker swears by him",'personal','contact',ents=['Ouma'])  # a tradesperson for the home: personal (2)
c('f',"Maina moved his garage to Ngara, number stays the same",'personal','contact',ents=['Maina'])  # the mechanic's new address: a contact update
c('d',"gas delivery guy is Peter, 0711 555 203, comes within the hour",'personal','contact',ents=['Peter'])
c('h',"Nyokabi's new line is 0733 555 871",'social','contact',ents=['Nyokabi'])
c('c',"Awino's two are Zawadi, 9, and Tumaini, 5",'social','contact',ents=['Awino','Zawadi','Tumaini'])  # family details
c('b',"new alto in the choir is Chebet, stays in South B, can't make saturday practice",'social','contact',ents=['Chebet'])
c('g',"Rev. Mutua prefers a call after 2pm, he never reads texts",'social','contact',ents=['Mutua'])  # a preference of a person: contact, not a call
c('e',"Kilonzo runs the kitchen at the Safari Inn, orders on mondays, pays fortnightly",'systems','contact',ents=['Kilonzo'])  # a buyer of the business: systems
c('a',"vet for the farm is Dr Ndegwa, 0720 555 390, does weekend visits",'systems','contact',ents=['Ndegwa'])  # a vet for business birds: systems
c('f',"the new chem teacher is Wambui Gitau, came from Alliance, takes form two",'systems','contact',ents=['Wambui Gitau'])  # a colleague: systems
c('h',"Juma's ID number for the casual workers' register: 2845 5512",'systems','contact',ents=['Juma'])  # the business's casual worker: systems

# ---- observation_insight (rule 11): noticed facts, patterns, ideas; no feeling stated
c('d',"the water goes off every tuesday on our side of the estate",'personal','observation_insight')
c('g',"roof over the kitchen only leaks when the rain blows in from the east",'personal','observation_insight')
c('b',"my sleep is far better on nights I skip the evening chai",'personal','observation_insight')  # a pattern about oneself, no feeling stated
c('e',"Atieno has been cooking with heaps more oil lately",'personal','observation_insight',ents=['Atieno'])  # the house help: personal
c('a',"Neema only does her homework when her cousins are around",'social','observation_insight',ents=['Neema'])
c('f',"the tenors keep dragging on the second verse of the anthem",'social','observation_insight')  # church choir: social
c('c',"mum sounds more tired every time we speak on the phone",'social','observation_insight')  # another person's state noticed, not a call made (rule 11 over 2: no call is planned or reported)
c('h',"Kamau's boys are way taller than Baraka now",'social','observation_insight',ents=['Kamau','Baraka'])
c('b',"form threes do much better in the morning doubles than after lunch",'systems','observation_insight')  # a pattern at work
c('g',"egg count drops whenever the neighbour's dog barks through the night",'systems','observation_insight')  # a pattern in the business
c('f',"kienyeji eggs move faster at the church gate than at the shop",'systems','observation_insight')  # about the business's sales, though at church: systems

# ---- emotion_state (rule 12): a feeling stated outright, domain of its subject
c('e',"so drained today, couldn't even face cooking",'personal','emotion_state')
c('h',"feeling good about my savings for once",'personal','emotion_state')  # own money: personal
c('a',"anxious about my blood pressure creeping up",'personal','emotion_state')
c('d',"missing mum's cooking terribly this week",'social','emotion_state')
c('g',"so proud of the choir today, not one missed entry",'social','emotion_state')  # pride in a church group: social (d115)
c('c',"worried about Baraka, he's barely talked since starting the new school",'social','emotion_state',ents=['Baraka'])
c('f',"happy for Awino, the new job really suits her",'social','emotion_state',ents=['Awino'])
c('b',"stressed out about the county quality assurance visit next week",'systems','emotion_state')  # work stress is systems (d072)
c('h',"so fed up, the principal keeps dumping extra duties on me",'systems','emotion_state')  # a feeling about work
c('d',"gutted, lost eleven chicks to the cold last night",'systems','emotion_state')  # a feeling about the business
c('a',"excited that the new lab equipment arrives at school soon",'systems','emotion_state')

out=os.path.dirname(os.path.abspath(__file__))
write_split_set(out, 22, cases)
