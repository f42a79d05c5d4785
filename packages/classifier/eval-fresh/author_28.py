# Writes thoughts-fresh-28.jsonl: a twenty-eighth fresh labelled set (issue 10, ids f28…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Kenyan-born
# data analyst in Minneapolis (America/Chicago) who works for a health insurer, runs a weekend catering side business
# with her cousin Njeri, sings alto in a church choir, plays pickup soccer, sends money home to Nairobi by M-Pesa, has a
# husband (Dennis) and a toddler in daycare (Imani), and a car that hates the winter. American English texting with
# Swahili and Sheng words ("sawa", "pole", "harambee", "chama", "ushago", "shosh", "mandazi", "pilau"), emojis,
# abbreviations and run-ons.
# New people: Dennis (husband), Imani (daughter, 2), Njeri (cousin and catering partner), Mama (in Nairobi), Kevo
# (brother), Makena (sister), Heather (her manager), Tyler and Deshawn (colleagues), Priyanka Rao (director), Jordan
# (intern), Miss Kaylee (daycare teacher), Pastor Kagwe, Samuel Gitonga (choir director), Mwende (choir friend), Mumbi
# (chama treasurer), Shiro, Trevor, Moha and Hodan (friends), Wairimu (cousin), Dale Kowalski (mechanic), Rick Olson
# (snow plow), Sven (furnace man), Dr. Amara Osei (her doctor), Keisha, the Lindgrens, the Engstroms, Abiodun (catering
# clients), Lena Fjeld (wedding planner), Marco (supplier rep).
# Weighted to the guideline's domain borderlines: the catering side business is work (systems) even with the cousin
# and even when the gig is for the church; her insurer job, its stress and learning for it are systems; household
# money (rent, Xcel, the car) and people who work for the household (mechanic, snow plow, furnace man) are personal;
# church, choir, chama, harambee and community events are social; money sent to Mama or given to friends is social.
# And to event-type borderlines: decision against task, observation against emotion, transaction against acquisition,
# learning against milestone, reminder against task, routine against task, contact against communication. Every event
# type in each of the three domains, about balanced by domain. The rule applied is written beside borderline cases.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-28-read.jsonl (misses
# may be read) and thoughts-fresh-28-held.jsonl (totals only).
# Run: python3 eval-fresh/author_28.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, OMIT
use({
 'a':("2026-01-08T07:40:00","America/Chicago"),   # Thu
 'b':("2026-02-14T11:20:00","America/Chicago"),   # Sat
 'c':("2026-03-23T12:35:00","America/Chicago"),   # Mon
 'd':("2026-05-06T17:50:00","America/Chicago"),   # Wed
 'e':("2026-06-19T08:25:00","America/Chicago"),   # Fri
 'f':("2026-08-30T20:10:00","America/Chicago"),   # Sun
 'g':("2026-10-13T10:15:00","America/Chicago"),   # Tue
 'h':("2026-12-03T21:05:00","America/Chicago"),   # Thu
}, {'a':'thu','b':'sat','c':'mon','d':'wed','e':'fri','f':'sun','g':'tue','h':'thu'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'

# ======== personal: herself, her health, the home and the car, household money, the people who work for the household
# ---- task (rule 13); appointments stated as facts are scheduled (4.5)
c('a',"car wouldnt start AGAIN this morning 🥶 gotta get the battery tested at O'Reilly on Lake st",P_,'task')
c('c',"renew my tabs b4 end of march, the sticker is about to run out",P_,'task',eom('c'))                  # deadline (4.4)
c('g',"flu shot at the CVS minute clinic thursday 5:30",P_,'task',wd('g','thu','17:30'))
c('h',"chip the ice off our porch steps before Dennis heads out, its a skating rink",P_,'task',ents=['Dennis'])  # own home
c('e',"low priority: sort the winter coats into bins for the basement",P_,'task',prio='low')
c('b',"get the car to Dale tuesday morning, check engine light is back on",P_,'task',wd('b','tue','09:00'),['Dale'])  # the mechanic: personal
# ---- reminder (rule 1 wins even over a call)
c('a',"remind me to plug in the block heater tonight, its gonna be -22 by morning 😩",P_,'reminder_intention',tonight('a'))
c('d',"dont lemme forget my teeth cleaning friday at 10",P_,'reminder_intention',wd('d','fri','10:00'))
c('f',"ping me tmrw abt calling Xcel, theres a strange charge on the bill",P_,'reminder_intention',rel('f',1))     # rule 1 over 2 and 3
c('h',"sunday evening pls remind me, blood pressure meds need a refill",P_,'reminder_intention',wd('h','sun','19:00'))
# ---- communication (rule 2)
c('b',"call Dale at the shop, the brakes are grinding when I stop",P_,'communication',ents=['Dale'])
c('c',"emailed the landlord abt the radiator banging all night long",P_,'communication')
c('e',"text Rick whether he's doing lawns this summer or only snow",P_,'communication',ents=['Rick'])          # a question to him, not his card
c('g',"on hold w the DMV for 40 min smh, finally got a human",P_,'communication')
c('d',"call Hennepin Healthcare to push my physical, I have a work thing that day",P_,'communication')     # her own health
# ---- transaction (rule 3): household money
c('a',"Xcel bill came to $214 this month 😳 the heat is eating us alive",P_,'transaction')
c('d',"paid rent plus a $35 late fee ugh",P_,'transaction')
c('f',"$180 to Dale for the new battery n labor",P_,'transaction',ents=['Dale'])                         # the money is the point
c('h',"Target finally refunded the $60 for the boots that leaked",P_,'transaction')
# ---- acquisition (rule 4)
c('b',"need new snow tires before next winter fr",P_,'acquisition_disposition')
c('e',"ordered a standing fan on amazon, upstairs is an oven",P_,'acquisition_disposition')
c('g',"returning the ice scraper, handle snapped on day one",P_,'acquisition_disposition')
c('c',"selling my old treadmill on marketplace, $150 obo",P_,'acquisition_disposition')                   # own belongings
# ---- project (rule 5)
c('a',"sort the car mess: get quotes, check the rust, repair or trade it in",P_,'project')
c('d',"spring health reset: bloodwork, eye exam, new running shoes, a meal prep plan",P_,'project')
c('g',"winterize the house: plastic on the windows, furnace filter, gutters, salt bags",P_,'project')
c('f',"get my money straight: budget sheet, close the old Wells Fargo card, build an emergency fund",P_,'project')
# ---- routine (rule 6)
c('b',"did my saturday walk around Bde Maka Ska, 6 miles in the cold 🥶",P_,'routine_activity')
c('c',"journaling 10 min every morning before the house wakes up, my me time",P_,'routine_activity',OMIT)
c('e',"gym after daycare drop like usual, leg day today",P_,'routine_activity')
c('h',"sunday nights I always prep my weekday lunches",P_,'routine_activity',OMIT)
# ---- contact (rule 7): a tradesperson for the home is personal
c('a',"Dale Kowalski at Lakeside Auto 612-555-0148, honest mechanic, Trevor swears by him",P_,'contact',ents=['Dale Kowalski','Trevor'])
c('d',"snow guy for next season: Rick Olson 763-555-0192, $45 a push",P_,'contact',ents=['Rick Olson'])
c('f',"my new doctor at Hennepin Healthcare is Dr. Amara Osei, she's really thorough",P_,'contact',ents=['Amara Osei'])
c('g',"furnace guy is Sven from Northside Heating, only calls before 8am",P_,'contact',ents=['Sven'])   # who he is, not a call to make
# ---- decision (rule 8)
c('b',"decided im letting the gym lapse, ill just run outside even in winter lol",P_,'decision_commitment')
c('e',"going with State Farm for car insurance, $40 a month cheaper",P_,'decision_commitment')
c('g',"zero coffee past 3pm for me, my sleep is trash",P_,'decision_commitment')                    # a rule: not scheduled
c('c',"registered for the Get Lucky 5k in may, im locked in",P_,'decision_commitment')
# ---- learning (rule 9): for herself
c('a',"watching youtube on how to swap my own wiper blades lol",P_,'learning_consumption')
c('d',"rereading Americanah on lunch breaks, Adichie never misses",P_,'learning_consumption')
c('f',"started wheel throwing lessons at the rec center, hands are a mess",P_,'learning_consumption')
c('h',"my library hold is in, the Atomic Habits audiobook",P_,'learning_consumption')
# ---- milestone (rule 10)
c('c',"credit score hit 750 finally 🙌",P_,'milestone_outcome')
c('e',"finished a whole 10k without walking once!!",P_,'milestone_outcome')
c('g',"passed my citizenship interview!!! 🇺🇸 oath ceremony next",P_,'milestone_outcome')
# ---- observation (rule 11)
c('a',"car starts fine if I park nose away from the wind, weird but true",P_,'observation_insight')
c('d',"the Cub on Lake st restocks produce tuesday mornings",P_,'observation_insight')
c('f',"realized the migraines show up whenever breakfast gets skipped",P_,'observation_insight')
c('h',"gas is $2.89 at the Holiday by the freeway, cheapest around",P_,'observation_insight')             # a price seen, not spent
# ---- emotion (rule 12)
c('b',"so over this cold, the winter blues are real 😞",P_,'emotion_state')
c('d',"feeling good in my body lately, the walks are working",P_,'emotion_state')
c('g',"lowkey overwhelmed, everything piling up and no minute for me",P_,'emotion_state')
c('h',"freezing and cranky, the car heater only blows cold air",P_,'emotion_state')

# ======== social: Dennis, Imani and her daycare, Mama and the family in Nairobi, friends, church, choir, chama, community
# ---- task
c('a',"pick Imani up at 2:30 friday, daycare closes early for staff training",SO,'task',wd('a','fri','14:30'),['Imani'])
c('c',"sign Imani's zoo trip permission form, it goes in her cubby",SO,'task',ents=['Imani'])
c('f',"bring 2 trays of mandazi to choir practice thursday",SO,'task',wd('f','thu'))                      # choir, not a catering gig
c('h',"book Imani's 2 yr checkup with the pediatrician",SO,'task',ents=['Imani'])
c('d',"wrap Dennis's birthday present tonight while he's at work",SO,'task',tonight('d'),['Dennis'])
c('h',"RSVP for the Kenyan community Jamhuri Day dinner by the 5th",SO,'task',nth('h',5))               # community event
# ---- reminder
c('b',"remind me Mama's money is due to go on the 1st",SO,'reminder_intention',nth('b',1))
c('e',"dont forget the choir robes go back sunday",SO,'reminder_intention',wd('e','sun'))
c('g',"ping me at 6 so I facetime Makena, its her bday in Nairobi",SO,'reminder_intention',rel('g',0,'18:00'),['Makena'])
c('c',"remind me the chama contribution is due saturday, $100",SO,'reminder_intention',wd('c','sat'))   # rule 1 over money; chama is social
# ---- communication
c('a',"video call with Mama sunday after church, she's dying to see Imani walk",SO,'communication',wd('a','sun'),['Imani'])
c('d',"texted Mwende asking if she'd cover my alto part on sunday",SO,'communication',ents=['Mwende'])
c('f',"whatsapp the chama group that I'm hosting in october",SO,'communication')
c('h',"call Kevo later, he's been quiet since the visa thing",SO,'communication',ents=['Kevo'])
c('b',"left Pastor Kagwe a vm about when the youth harambee is",SO,'communication',ents=['Kagwe'])
c('h',"every saturday we call Mama on speaker so Imani can hear her shosh",SO,'communication',OMIT,['Imani'])  # rule 2 over 6; recurring
# ---- transaction: money to family and friends
c('a',"sent Mama 20k shillings via M-Pesa, it's for her meds 🙏",SO,'transaction')
c('c',"chipped in $50 towards Trevor's wedding present from all of us",SO,'transaction',ents=['Trevor'])
c('e',"harambee for Shiro's dad's hospital bill, I gave $200",SO,'transaction',ents=['Shiro'])
c('g',"paid my chama $150 for october, I'm next in line for the payout",SO,'transaction')
c('h',"Kevo returned the $300 I lent him for his plane ticket",SO,'transaction',ents=['Kevo'])
# ---- acquisition
c('b',"need a bigger car seat for Imani, she's outgrowing the infant one",SO,'acquisition_disposition',ents=['Imani'])
c('d',"bought matching kitenge dresses for me n Imani for the Madaraka Day picnic 😍",SO,'acquisition_disposition',ents=['Imani'])
c('f',"giving Imani's baby clothes to my cousin Wairimu, she's due in nov",SO,'acquisition_disposition',ents=['Imani','Wairimu'])
c('h',"get Dennis those wool socks he keeps hinting about for xmas",SO,'acquisition_disposition',ents=['Dennis'])
# ---- project
c('a',"plan Imani's 2nd birthday: venue, cake from Njeri, invite the daycare friends, goodie bags",SO,'project',ents=['Imani','Njeri'])
c('c',"organize the choir's Easter potluck: signup sheet, tables, who brings what",SO,'project')
c('e',"Mama's visit in august: invitation letter, flights, guest room, places to show her",SO,'project')
c('g',"host the chama in november: food, chairs, the agenda, Mumbi has the books",SO,'project',ents=['Mumbi'])
# ---- routine
c('b',"choir practice thursday as every week, learning a new Swahili hymn",SO,'routine_activity',wd('b','thu'))  # a named instance
c('d',"dennis does bath time, I do stories, our nightly tag team",SO,'routine_activity',ents=['dennis'])
c('g',"I'm on daycare drop-off tomorrow, Dennis starts early",SO,'routine_activity',rel('g',1),['Dennis'])  # like d145
c('e',"friday movie night tonight as usual with Dennis and Imani, Encanto again 😂",SO,'routine_activity',tonight('e'),['Dennis','Imani'])
# ---- contact
c('a',"Imani's new daycare teacher is Miss Kaylee, super sweet, has twins herself",SO,'contact',ents=['Imani','Kaylee'])
c('d',"Mumbi is the new chama treasurer, her number is 612-555-0177",SO,'contact',ents=['Mumbi'])
c('f',"Moha's wife is Hodan, she's from Mogadishu and teaches at Roosevelt High",SO,'contact',ents=['Moha','Hodan'])
c('h',"choir director Samuel Gitonga, sgitonga.music@gmail.com",SO,'contact',ents=['Samuel Gitonga'])
# ---- decision
c('b',"we decided Imani stays in daycare till 3, no nanny",SO,'decision_commitment',ents=['Imani'])
c('e',"told Pastor Kagwe I'll lead the harambee committee this year",SO,'decision_commitment',ents=['Kagwe'])   # a commitment told, not a message
c('g',"not flying to Nairobi in December, tickets are crazy, we'll go in June instead",SO,'decision_commitment')
c('c',"promised Makena I'll be her maid of honor, cant say no to my sis",SO,'decision_commitment',ents=['Makena'])
c('f',"said yes to Samuel, I'm doing the alto solo at the harvest service",SO,'decision_commitment',ents=['Samuel'])
# ---- learning
c('a',"reading the toddler sleep book Dennis's mom mailed us, some of it is wild 😂",SO,'learning_consumption',ents=['Dennis'])
c('d',"started the bible study on Ruth at church, week 1 was deep",SO,'learning_consumption')
c('f',"watched the webinar on toddler tantrums that daycare shared",SO,'learning_consumption')
c('h',"podcast on raising bilingual kids, want Imani speaking Swahili",SO,'learning_consumption',ents=['Imani'])
# ---- milestone
c('b',"Imani said 'mama nakupenda' tonight 😭😭 first whole sentence she's made in Swahili",SO,'milestone_outcome',ents=['Imani'])  # notable, not a feeling
c('e',"our chama crossed $10k in savings 🙌",SO,'milestone_outcome')
c('g',"Imani is fully potty trained!! zero accidents all week",SO,'milestone_outcome',ents=['Imani'])
c('d',"we won the Twin Cities gospel fest!! the choir came 1st 🏆",SO,'milestone_outcome')
# ---- observation
c('a',"Imani only naps at daycare if Miss Kaylee rubs her back, noted",SO,'observation_insight',ents=['Imani','Kaylee'])
c('c',"Mama sounds weaker every time we talk lately, I think her sugar is up",SO,'observation_insight')        # a noticed fact, not a call
c('f',"half the chama never pays on time in summer, everyone's traveling",SO,'observation_insight')
c('h',"Dennis is way more patient at bedtime than me, he just is",SO,'observation_insight',ents=['Dennis'])
c('e',"daycare always sends Imani home in someone else's socks lol",SO,'observation_insight',ents=['Imani'])
# ---- emotion
c('b',"missing home so bad today, Makena sent pics of everyone at ushago",SO,'emotion_state',ents=['Makena'])
c('d',"so proud of Imani at the daycare spring show, she actually sang!!",SO,'emotion_state',ents=['Imani'])   # pride stated: emotion (d115)
c('g',"pole sana Shiro, lost her dad last night. my heart is heavy 💔",SO,'emotion_state',ents=['Shiro'])
c('h',"mom guilt is real, missed Imani's holiday party for a deadline",SO,'emotion_state',ents=['Imani'])     # about the daughter (d056)

# ======== systems: the insurer job (claims data, dashboards, her manager), learning for work, work stress, and the
# catering side business with Njeri (even when the client is the church)
# ---- task
c('a',"fix the claims dashboard filter before Heather's 10am standup",S,'task',rel('a',0,'10:00'),['Heather'])
c('c',"renew the cottage food license for the catering by the 31st",S,'task',nth('c',31))
c('e',"prep 60 samosas + 4 pans of pilau for the Lindgren grad party saturday",S,'task',wd('e','sat'))
c('g',"QA the Medicare Advantage member extract, row counts look off",S,'task')
c('h',"important: finish the HEDIS data pull by friday",S,'task',wd('h','fri'),prio='high')
c('d',"urgent: Njeri says we're 2 trays short on the Abiodun order, cook asap",S,'task',ents=['Njeri','Abiodun'],prio='urgent')
# ---- reminder
c('b',"monday remind me abt my timesheet, payroll locks at noon",S,'reminder_intention',wd('b','mon'))
c('d',"dont forget the Engstroms need their catering invoice tmrw",S,'reminder_intention',rel('d',1))   # rule 1 over money
c('f',"ping me 8:30 tmrw for the data governance call",S,'reminder_intention',rel('f',1,'08:30'))
c('h',"remind me chafing fuel has to be ordered before the church banquet gig on the 12th",S,'reminder_intention',nth('h',12))  # a paid gig: the business
# ---- communication
c('a',"email Heather the root cause writeup on the duplicate claims",S,'communication',ents=['Heather'])
c('c',"call the Lindgrens back re the grad party menu, they want vegan options",S,'communication')
c('e',"slacked Tyler the SQL for the readmission numbers",S,'communication',ents=['Tyler'])
c('g',"zoom w Njeri tonight 9pm, holiday catering menu walkthrough",S,'communication',tonight('g','21:00'),['Njeri'])  # cousin, but the business
c('b',"messaged Keisha the tasting menu, she loved the coconut rice",S,'communication',ents=['Keisha'])
# ---- transaction
c('a',"deposit for the Engstrom party came in, $400 on venmo",S,'transaction')
c('d',"dropped $230 at Restaurant Depot on rice, oil and foil pans for the business",S,'transaction')
c('f',"got reimbursed $89 for parking at the Tableau conference",S,'transaction')                          # employer reimbursement (d124)
c('h',"split the $1,200 from the Lindgren gig w Njeri, 50/50",S,'transaction',ents=['Njeri'])
c('c',"paid the commercial kitchen $300 for march",S,'transaction')
# ---- acquisition
c('b',"need 2 more chafing dishes for the business before wedding season",S,'acquisition_disposition')
c('e',"IT finally sent my second monitor 🙌",S,'acquisition_disposition')                                 # receiving a thing
c('g',"returning the insulated carriers to Webstaurant, wrong size",S,'acquisition_disposition')
c('h',"order branded stickers for the catering boxes, Njeri did the logo",S,'acquisition_disposition',ents=['Njeri'])
# ---- project
c('a',"catering website: photos, menu page, order form, pricing",S,'project')
c('c',"move my reports from Excel to Power BI: inventory them, rebuild, validate, train the team",S,'project')
c('e',"go for the senior analyst role: update resume, dashboard portfolio, talk to Heather, mock interview",S,'project',ents=['Heather'])
c('g',"holiday catering push: flyers at church, instagram posts, menu, order cutoff",S,'project')           # the business, advertised at church
# ---- routine
c('b',"prepping the sunday orders with Njeri every saturday night now",S,'routine_activity',OMIT,['Njeri'])
c('d',"monday data refresh done as per every week, coffee in hand",S,'routine_activity')
c('f',"wfh tuesdays and thursdays, office the rest",S,'routine_activity',OMIT)
c('h',"doing the weekly claims QA tomorrow like always",S,'routine_activity',rel('h',1))                    # a named instance of a routine
# ---- contact
c('a',"new director of analytics is Priyanka Rao, priyanka.rao@northstarhealth.com",S,'contact',ents=['Priyanka Rao'])
c('d',"wedding planner who sends us clients: Lena Fjeld, 651-555-0133",S,'contact',ents=['Lena Fjeld'])
c('f',"Deshawn on the actuarial team is the Medicaid eligibility guy",S,'contact',ents=['Deshawn'])
c('h',"Restaurant Depot rep is Marco, bulk rice discount if u call ahead",S,'contact',ents=['Marco'])      # his card, not a call
# ---- decision
c('b',"ok we're raising our per plate price to $22, Njeri agrees",S,'decision_commitment',ents=['Njeri'])
c('c',"not taking catering jobs over 100 ppl anymore, the last one almost killed us 😂",S,'decision_commitment')
c('e',"committed to mentoring the new intern Jordan this summer",S,'decision_commitment',ents=['Jordan'])
c('g',"we're closing catering orders Dec 20 so we can actually rest for xmas",S,'decision_commitment',md('g',12,20))  # start of a rule
# ---- learning: for work
c('a',"doing the Python for data analysis course, my employer covers it",S,'learning_consumption')
c('d',"watched a webinar about the CMS star ratings changes for work",S,'learning_consumption')
c('f',"reading about the food handler certification for the catering",S,'learning_consumption')
c('h',"Heather wants us all through the HIPAA refresher module by friday",S,'learning_consumption',wd('h','fri'),['Heather'])  # a course the manager asks for
# ---- milestone
c('b',"shipped the Medicaid audit dashboard, leadership loved it 🙌",S,'milestone_outcome')
c('c',"passed my Tableau certification!!",S,'milestone_outcome')                                           # a result, not studying
c('e',"first wedding we catered on our own, 180 guests, zero complaints 🎉",S,'milestone_outcome')
c('g',"Heather put me up for promotion, official in january",S,'milestone_outcome',ents=['Heather'])
# ---- observation
c('a',"claims missing an NPI spike every january, probably the plan year reset",S,'observation_insight')
c('d',"Njeri's pilau always sells out first, we should make more",S,'observation_insight',ents=['Njeri'])
c('f',"Q3: ER visits down 8% for members on the care program",S,'observation_insight')
c('h',"catering inquiries jump right after Thanksgiving every year",S,'observation_insight')
# ---- emotion: work stress
c('b',"so stressed over the open enrollment crunch, 3 dashboards due",S,'emotion_state')
c('d',"dreading tomorrow's presentation to the VP ugh",S,'emotion_state')
c('f',"tbh burnt out from catering every weekend on top of the 9-5",S,'emotion_state')
c('h',"excited af, Njeri and I booked our biggest gig yet",S,'emotion_state',ents=['Njeri'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 28, cases)
