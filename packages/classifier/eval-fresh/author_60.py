# Writes thoughts-fresh-60.jsonl: a sixtieth fresh labelled set (issue 10, ids f60…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: an
# Oshiwambo-speaking quality controller in her late thirties at a hake-processing factory in Walvis Bay, Namibia
# (Africa/Windhoek, a time zone no earlier set used: the lines, the cold rooms, swabs and temperature logs, night
# shift, the plant manager, the NSI inspector, the EU audit, the union), who bakes cakes and vetkoek to order from her
# kitchen on the side ("the bakes"), sings in the church choir, with a husband on shifts at a mine, two children, her
# Meme and Kuku (relation words: mother and grandmother) at the homestead in Ondangwa "in the north", a brother in
# Katutura and a household worker; writing Namibian English ("eish", "ja", "now now", "is it", "lekker", "braai",
# "bakkie", "the robots" for traffic lights, "cooldrinks", "kapana", "pap", "mahangu", "the location", "N$"),
# some texts dictated without punctuation, with typos ("tmrw", "dont", "wouldnt", "didnt", "b4") and emojis.
# People (none in an earlier set, fixture or the dev set): Tangeni (husband), Ndeshi (daughter, 12, netball), Kaino
# (son, 6), Petrus (her brother), Saara (a niece paid to help ice cakes, and given money for her graduation), Martha
# (a friend who also orders cakes), Aina (a friend and customer), Linea (a friend, the netball coach), Ndakola
# (Martha's fiancé), Mrs Iipinge (Kaino's teacher); at the factory Selma (a fellow QC), Riaan (maintenance foreman),
# Hilma (HR), Mr Gowases (plant manager); for the bakes Mrs Hamutenya (a regular customer), Mr Kruger (its
# accountant), Ester (Selma's cousin); for the house, her Corolla and herself Aunty Loide (the household worker),
# Johannes (the gardener), Oom Hennie (electrician), Jacques (mechanic), Dr Haufiku. Firms and places are left out.
# DOMAIN borderlines first: the factory (lines, shifts, audits, overtime, its courses, work habits and stress) and the
# bakes (orders, customers and their cakes, supplies, its books, tax and accountant) are systems; the house, her
# Corolla, her own health, her bills and the people who work for the household are personal; family, Kuku's room in
# the north, the church, the choir, the kids' school (calling the school too), netball and community events are
# social; people by the role they play (Saara paid to ice cakes and given a graduation gift; Martha a customer and a
# friend; Aina a customer and a friend).
# EVENT TYPE borderlines beside them, as in the fifty-sixth to fifty-ninth sets: a state noticed beside the job it
# calls for; money as the point ("came to", an account nearly dry) beside things got and let go; appointments stated
# as facts; a task beside the reminder for it (rule 1 phrases only); a call or message beside the task it is about; a
# decision made beside one to weigh up; news beside notable results; a feeling ahead ("looking forward to",
# "counting down to") beside the fact; waits stated as states with look-alikes; completions stated as outcomes with
# tasks in the context and partial look-alikes; parents with projects in the context. Dates: habitual phrasing with
# a named instance ("as always", "the usual weekly run"), a weekday with a month-day ("Saturday Oct 24"), and
# "next <weekday> 11am" said where both readings of "next" agree.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-60-read.jsonl (misses
# may be read) and thoughts-fresh-60-held.jsonl (totals only).
# Run: python3 eval-fresh/author_60.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-13T05:20:00","Africa/Windhoek"),   # Tue, before the early shift
 'b':("2026-03-07T09:40:00","Africa/Windhoek"),   # Sat, baking orders
 'c':("2026-04-23T19:10:00","Africa/Windhoek"),   # Thu, after work
 'd':("2026-06-01T06:30:00","Africa/Windhoek"),   # Mon, winter, east wind
 'e':("2026-07-24T17:45:00","Africa/Windhoek"),   # Fri, after the day shift
 'f':("2026-09-06T20:30:00","Africa/Windhoek"),   # Sun, night shift week ahead
 'g':("2026-10-15T12:15:00","Africa/Windhoek"),   # Thu, lunch break
 'h':("2026-12-09T21:00:00","Africa/Windhoek"),   # Wed, Christmas orders
}, {'a':'tue','b':'sat','c':'thu','d':'mon','e':'fri','f':'sun','g':'thu','h':'wed'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
OVEN,WALL,ROOM="Second oven room for the bakes","Boundary wall round the house","Kuku's new room in Ondangwa"
TRIP,SITE,DIPL="Netball trip to Otjiwarongo","Cake ordering website","Food technology diploma"
PARTY="Kaino's 7th birthday party"

# ======== the same kind of thing in each domain: the factory's and the bakes' (systems) beside the house's and the Corolla's (personal)
c('a',"blast freezer on line 2 only reaching minus 12, Riaan reckons the compressor is going",S,'observation_insight',['Riaan'])
c('b',"order 20 kg cake flour and two tubs of margarine for this week's orders",S,'acquisition_disposition')
c('c',"ever since that pothole by the Dunes Mall the Corolla drifts left",P_,'observation_insight')
c('d',"get a plumber in for the geyser, it drips right into the ceiling board",P_,'task')
c('e',"Aina ordered a netball court cake for her girl's party, work out how to do the goalposts in icing",S,'task',['Aina'])
c('g',"scrub the mixer bowls and oven trays tonight, three orders to bake tomorrow",S,'task',tonight('g'))
c('d',"east wind burnt all the spinach in my little garden patch",P_,'observation_insight')
c('h',"phone Jacques about servicing the Corolla on friday",P_,'communication',wd('h','fri'),['Jacques'])
c('a',"bedroom window latch broke again, fix it on saturday",P_,'task',sat('a'))
c('c',"help Kuku thresh her mahangu when we drive north end of month",SO,'task',eom('c'))
c('d',"bake Mrs Hamutenya's 60 vetkoek for saturday's memorial lunch",S,'task',sat('d'),['Hamutenya'])
c('f',"need two back tyres for the Corolla before driving north, they're bald",P_,'acquisition_disposition')
c('g',"paid the community hall 450 for the bakes' stall at the expo",S,'transaction')
c('h',"prepaid electricity ran out, put 400 on the meter",P_,'transaction')
c('a',"new running shoes for me, one sole peeled off in the sand at Dune 7",P_,'acquisition_disposition')
c('b',"bought a used stand mixer off a Swakop lady for the orders, N$1,800",S,'acquisition_disposition')
c('c',"church bazaar cake table brought in N$2,100 towards fixing the church roof",SO,'transaction')
c('d',"get the bakes' slips to Mr Kruger by month end, he needs them for tax",S,'task',eom('d'),['Kruger'])
c('f',"a guesthouse in Langstrand will pay 520 a week for muffins",S,'transaction')
c('g',"buy 5 kg of chicken for the choir's braai after the concert, it's my turn",SO,'acquisition_disposition')
c('h',"the QC office kettle packed up, get a new one for the team",S,'acquisition_disposition')
c('b',"the customer from Narraville says the chocolate cake was dry, first complaint ever",S,'observation_insight')

# ======== the factory (systems) beside her own body (personal) and the job brought home
c('d',"ask Selma if she'll take my saturday shift, Kaino has his school concert",S,'task',sat('d'),['Selma','Kaino'])
c('b',"lower back aches after eight hours standing at the inspection table",P_,'observation_insight')
c('e',"ask Dr Haufiku about the rash the gloves at work give me",P_,'task',['Haufiku'])
c('f',"so stressed, the EU audit is in two weeks and the records are a mess",S,'emotion_state')
c('g',"snapped at Ndeshi over her room after two shifts back to back, I feel awful",SO,'emotion_state',['Ndeshi'])
c('h',"too tired for Kaino's nativity play tonight and I feel like the worst mother",SO,'emotion_state',['Kaino'])
c('a',"still shaking, a forklift nearly hit one of the packers at 5 this morning",S,'emotion_state')
c('d',"Riaan off sick so Selma and me swabbed every line ourselves",S,'observation_insight',['Riaan','Selma'])
c('e',"sleeping badly ever since the night roster started",P_,'observation_insight')
c('f',"hand the overtime forms to Hilma by wednesday",S,'task',wd('f','wed'),['Hilma'])
c('g',"Mr Gowases goes on pension in march, no one knows who'll run the plant",S,'observation_insight',['Gowases'])
c('a',"blood sugar came back high, Dr Haufiku wants me off the sugar",P_,'observation_insight',['Haufiku'])
c('b',"the NSI inspector only passed the new cold room for three months",S,'observation_insight')
c('c',"eish, rejects on the frozen line up 6 percent this month and head office wants answers",S,'observation_insight')
c('g',"freezer log walk at 2am done, like every night shift",S,'routine_activity')
c('h',"noticed I answer the factory whatsapp group even on my days off",S,'observation_insight')

# ======== money for family, the church and the community (social) beside her own bills (personal) and the bakes' (systems)
c('a',"sent Meme 500 for Kuku's medicine this month",SO,'transaction')
c('c',"paid Petrus my half of Kuku's new bed, 1,200 each",SO,'transaction',['Petrus'])
c('d',"gave 200 towards the funeral of Linea's uncle",SO,'transaction',['Linea'])
c('e',"Ndeshi's netball tour costs 650, pay the school by the 1st",SO,'transaction',nth('e',1),['Ndeshi'])
c('g',"Mrs Hamutenya's EFT came in, N$2,400 for her wedding cake",S,'transaction',['Hamutenya'])
c('h',"November's cake orders came to 7,850",S,'transaction')
c('a',"bond repayment goes up 340 a month from february",P_,'transaction')
c('b',"clear the credit card balance by the 25th, no more interest",P_,'transaction',nth('b',25))
c('d',"sent Petrus 800 for his boy's school uniform, things are hard for them",SO,'transaction',['Petrus'])
c('f',"paid Saara 350 for helping me ice the cakes on saturday",S,'transaction',['Saara'])
c('g',"put 300 in Saara's graduation card",SO,'transaction',['Saara'])
c('h',"flour, eggs and butter for the bakes came to 3,100 this month",S,'transaction')
c('a',"car instalment went off today, 2,650",P_,'transaction')
c('b',"bakes account nearly dry till the caterer in Swakop pays for february's scones",S,'transaction',
  wait="caterer in Swakop: payment for February's scones")
c('c',"Martha paid 450 for the cake for her shop's ten years",S,'transaction',['Martha'])
c('d',"the school fun run brought in N$9,000 towards the new library",SO,'transaction')
c('e',"provisional tax for the bakes, about 2,000, due by the 31st",S,'transaction',nth('e',31))
c('f',"TV licence N$204, pay it end of month",P_,'transaction',eom('f'))
c('g',"paid the municipality 780 for water and refuse",P_,'transaction')
c('h',"paid Aunty Loide her december wages plus a bonus, 3,500",P_,'transaction',['Loide'])
c('a',"Aunty Loide's wages go up to 3,200 from february",P_,'transaction',['Loide'])

# ======== people by the role they play: family and friends in the bakes (systems) or in their own lives (social)
c('d',"decided Tangeni does the bakes' saturday deliveries from here on",S,'decision_commitment',['Tangeni'])
c('e',"Tangeni got called for a technician interview at NamPower in Windhoek",SO,'observation_insight',['Tangeni'])
c('f',"Martha left a 500 deposit so I do the cake for her mother's 70th",S,'transaction',['Martha'])
c('h',"Martha and Ndakola are getting married in april!!",SO,'observation_insight',['Martha','Ndakola'])
c('a',"Saara very down since UNAM turned her down for nursing",SO,'observation_insight',['Saara'])
c('b',"think about Martha's idea of me selling cakes from her shop counter on saturdays",S,'task',['Martha'])
c('f',"the pastor is asking me to bake for the youth camp free of charge this year",SO,'observation_insight')
c('g',"take Tangeni's mother for her eyes in Swakop on tuesday",SO,'task',wd('g','tue'),['Tangeni'])
c('h',"well done Saara, driver's licence passed first try",SO,'milestone_outcome',['Saara'])
c('c',"Aunty Loide needs the 30th off for her son's graduation",P_,'observation_insight',['Loide'])
c('b',"Aina's husband was retrenched at the harbour, she's in pieces",SO,'observation_insight',['Aina'])

# ======== running, the lagoon, the choir, netball and the street (personal, social)
c('h',"twisted my ankle running along the lagoon, strapping it up",P_,'observation_insight')
c('c',"Kaino got the reading prize in his class!!",SO,'milestone_outcome',['Kaino'])
c('g',"first ever 10k done at the Walvis fun run, 58 minutes",P_,'milestone_outcome')
c('a',"I shouted at the umpire over Ndeshi's penalty, so ashamed of myself now",SO,'emotion_state',['Ndeshi'])
c('c',"clean-up day in our street on the 2nd, sign up a team from our block",SO,'task',nth('c',2))

# ======== a task beside the reminder for it (rule 1's phrases)
c('d',"remind me sunday Kaino's outgrown shoes are for the church swap table",SO,'reminder_intention',wd('d','sun'),['Kaino'])
c('e',"dont forget the 3rd is Tangeni's birthday",SO,'reminder_intention',nth('e',3),['Tangeni'])
c('f',"remind me 5am tomorrow, Mr Gowases wants the line 2 swab results",S,'reminder_intention',rel('f',1,'05:00'),['Gowases'])
c('g',"ping me at 7pm, Ndeshi's camp form needs signing",SO,'reminder_intention',rel('g',0,'19:00'),['Ndeshi'])
c('h',"remind me the QC records must reach Hilma by monday",S,'reminder_intention',wd('h','mon'),['Hilma'])
c('a',"remind me the Corolla licence disc runs out january 31",P_,'reminder_intention',md('a',1,31))
c('b',"don't forget choir is now wednesday at 7, not tuesday",SO,'reminder_intention',wd('b','wed','19:00'))
c('d',"tomorrow print labels for every cake box order",S,'task',rel('d',1))
c('f',"get Ndeshi's name down for netball holiday camp while there's space",SO,'task',['Ndeshi'])
c('g',"remind me 9pm, blood pressure tablet",P_,'reminder_intention',rel('g',0,'21:00'))
c('h',"dont forget to defrost the big chest freezer before christmas cake orders start",S,'reminder_intention')
c('a',"remind me saturday Petrus's boy wants a ride to his Swakop match",SO,'reminder_intention',sat('a'),['Petrus'])
c('c',"ping me friday, Aunty Loide's payslip",P_,'reminder_intention',wd('c','fri'),['Loide'])

# ======== a call, message or email (communication) beside the task it is about
c('h',"video call Kuku 9:30 tonight, Kaino wants her to see his report",SO,'communication',rel('h',0,'21:30'),['Kaino'])
c('a',"whatsapp back that Meersig lady about her christening cake",S,'communication')
c('b',"emailed Mr Kruger all the bakes' slips from last year",S,'communication',['Kruger'])
c('c',"put the bakes' slips in month order for Mr Kruger's return",S,'task',['Kruger'])
c('d',"voice note to Saara asking if she finished the fondant roses",S,'communication',['Saara'])
c('e',"rang the school, Kaino gets teased in the taxi, principal promised to sort it",SO,'communication',['Kaino'])
c('f',"told the choir group on whatsapp I'll miss tuesday, I'm on nights",SO,'communication')
c('g',"call the municipality, the street light by our gate has been off for weeks",P_,'communication')
c('h',"second voicemail left for Oom Hennie re the kitchen plug",P_,'communication',['Hennie'])
c('b',"texted Selma to take my sunday and I'll do her monday",S,'communication',['Selma'])
c('d',"called the pastor, I'll bake for the confirmation tea",SO,'communication')
c('e',"email Ndeshi's school, her report card has a wrong mark",SO,'communication',['Ndeshi'])
c('f',"ring Johannes to skip the garden this week, we're away",P_,'communication',['Johannes'])

# ======== a decision made beside one still to weigh up (task)
c('e',"no cake orders the week we go north, family comes first",S,'decision_commitment')
c('f',"figure if buying a second oven would pay itself off",S,'task')
c('g',"going with the Swakop supplier for boxes, the Windhoek ones always come late",S,'decision_commitment')
c('h',"told the pastor the bazaar cake table is mine every year from now",SO,'decision_commitment')
c('a',"promised Kaino a boat trip to the Pelican Point seals on sunday",SO,'decision_commitment',wd('a','sun'),['Kaino'])
c('b',"no baking orders on sundays anymore, that's my rest day",S,'decision_commitment')
c('c',"think properly about the QC supervisor post in Lüderitz",S,'task')
c('d',"I'm netball club treasurer for a year now, said yes, too late to back out",SO,'decision_commitment')
c('e',"decided we're spending december at Kuku's in Ondangwa, no orders that month",SO,'decision_commitment')
c('f',"we keep driving the Corolla one more year, a new car is too dear",P_,'decision_commitment')
c('g',"decided no more cooldrinks for me, water only",P_,'decision_commitment')
c('h',"weigh up learning sugar flowers properly, wedding cakes pay more",S,'task')

# ======== got and let go (acquisition) beside money as the point (transaction)
c('g',"a used fridge from a Swakop caterer is ours now, to keep the cake orders cold",S,'acquisition_disposition')
c('d',"gave Ndeshi's old bike to Petrus's youngest",SO,'acquisition_disposition',['Ndeshi','Petrus'])
c('e',"order Kuku a proper walking frame, Meme will be home for the delivery",SO,'acquisition_disposition')
c('g',"Kaino's school shoes have holes, get him new ones",SO,'acquisition_disposition',['Kaino'])
c('h',"refunded the Narraville customer 250 for the dry chocolate cake",S,'transaction')
c('a',"picked up Kuku's tablets at the pharmacy and posted them north",SO,'acquisition_disposition')
c('b',"my old winter jackets and shoes went to the location's charity shop",P_,'acquisition_disposition')
c('c',"old cake display stand sold to a Mondesa woman",S,'acquisition_disposition')
c('g',"ordered a netball for Ndeshi's birthday",SO,'acquisition_disposition',['Ndeshi'])
c('e',"shop after church: bread, maize meal, tomatoes",P_,'acquisition_disposition')
c('f',"craving kapana, stop at the Kuisebmond stand driving home",P_,'acquisition_disposition')
c('h',"must get reading glasses, the small print on pill boxes is a blur",P_,'acquisition_disposition')

# ======== someone else's news (observation) beside a notable result (milestone)
c('d',"Ndeshi made the Erongo under-14 netball team!!",SO,'milestone_outcome',['Ndeshi'])
c('e',"according to Ndeshi she's the only girl in grade 7 without a phone",SO,'observation_insight',['Ndeshi'])
c('f',"Kaino rode off with the training wheels off, his very first time",SO,'milestone_outcome',['Kaino'])
c('g',"Petrus finally passed his code 10 licence, third attempt",SO,'milestone_outcome',['Petrus'])
c('h',"Petrus talks of going back to Oshakati for good",SO,'observation_insight',['Petrus'])
c('a',"500th cake baked since the bakes began",S,'milestone_outcome')
c('c',"ten years this month since I started at the factory",S,'milestone_outcome')
c('f',"I'm through the food safety auditor course, certificate coming by post",S,'milestone_outcome')
c('g',"EU audit passed with zero findings at the factory, never happened before",S,'milestone_outcome')
c('h',"fifteen years married, me and Tangeni, today ❤️",SO,'milestone_outcome',['Tangeni'])
c('b',"the bakes beat my factory salary this month, first time 🎉",S,'milestone_outcome')

# ======== a habit or a named instance of it (routine) beside a one-off
c('a',"did the 5am round of the cold rooms, same every early shift",S,'routine_activity')
c('b',"wipe down the QC lab benches every monday first thing",S,'routine_activity',OMIT)
c('d',"choir tonight 7pm, every monday like always",SO,'routine_activity',rel('d',0,'19:00'))
c('f',"dropped Kaino at the pool, our usual sunday afternoon thing",SO,'routine_activity',['Kaino'])
c('e',"washed the Corolla properly, first time since april",P_,'task')
c('f',"netball practice is on tuesdays plus thursdays, 4 o'clock",SO,'routine_activity',OMIT)
c('g',"walked along the lagoon like every thursday lunchtime",P_,'routine_activity')
c('a',"Kaino swims saturday 10am as always",SO,'routine_activity',sat('a','10:00'),['Kaino'])
c('b',"weighed myself this morning, 74, I do it every saturday now",P_,'routine_activity')
c('c',"do the dishes myself, Tangeni is on nights",P_,'task',['Tangeni'])
c('b',"back from Petrus's saturday braai, we go every single week",SO,'routine_activity',['Petrus'])
c('g',"the usual weekly run to the wholesaler for the bakes on saturday morning",S,'routine_activity',sat('g','09:00'))
c('e',"Kaino reads to me at 6 tonight, same every friday",SO,'routine_activity',rel('e',0,'18:00'),['Kaino'])

# ======== reading, watching, classes and library holds (learning)
c('c',"watching youtube clips on how to stack tiered cakes",S,'learning_consumption')
c('d',"started the online HACCP refresher, the factory is paying",S,'learning_consumption')
c('e',"reading about how our church began, for its 100 years",SO,'learning_consumption')
c('f',"library has put the new Namibian novel aside for me",P_,'learning_consumption')
c('g',"Ndeshi and I watched that film on the desert elephants",SO,'learning_consumption',['Ndeshi'])
c('h',"a podcast on pricing homemade food kept me company on the drive, very useful",S,'learning_consumption')
c('a',"enrolled in Portuguese evening classes, only for my own fun",P_,'learning_consumption')
c('b',"reading about diabetes and what to eat, for my own health",P_,'learning_consumption')
c('e',"food safety training next tuesday 11am in the canteen",S,'learning_consumption',wd('e','tue','11:00'))
c('c',"reading the new hygiene regulations Mr Gowases sent round, 40 pages",S,'learning_consumption',['Gowases'])

# ======== a feeling stated outright (emotion) beside the fact that causes it (observation)
c('c',"fed up with people who order a cake and never collect it",S,'emotion_state')
c('d',"three cakes left uncollected in the fridge this month",S,'observation_insight')
c('e',"so worried, Meme says Kuku hardly eats",SO,'emotion_state')
c('f',"Kuku is so thin now, her arms like sticks",SO,'observation_insight')
c('g',"so proud of Ndeshi, she played the whole final with a sprained finger",SO,'emotion_state',['Ndeshi'])
c('h',"feeling flat today and I can't say why",P_,'emotion_state')
c('a',"so happy how the weekend's three-tier wedding cake came out, it looked perfect",S,'emotion_state')
c('c',"nervous about tuesday's supervisor interview with Mr Gowases",S,'emotion_state',['Gowases'])
c('d',"so relieved Oom Hennie sorted the plugs, finally",P_,'emotion_state',['Hennie'])
c('f',"dreading monday, the union meets management about the new shifts",S,'emotion_state')
c('e',"counting down to december in the north with Kuku",SO,'emotion_state')
c('a',"really looking forward to friday's girls' night at Martha's",SO,'emotion_state',['Martha'])
c('g',"looking forward to my own quiet sunday, no cakes, no factory",P_,'emotion_state')

# ======== contact cards beside a call to the same person
c('g',"Oom Hennie the electrician 081 234 5678, did Martha's house, honest",P_,'contact',['Hennie','Martha'])
c('h',"Mrs Hamutenya in Meersig orders a big christmas cake every year, pays cash",S,'contact',['Hamutenya'])
c('a',"Mr Gowases's direct line at the plant is 064 201 900",S,'contact',['Gowases'])
c('b',"choir leader changed numbers, now 081 555 3321",SO,'contact')
c('c',"Petrus moved, new address 12 Nangolo Street, Katutura",SO,'contact',['Petrus'])
c('d',"Mr Kruger does the bakes' tax, office in 5th street, mornings only",S,'contact',['Kruger'])
c('e',"Jacques the mechanic moved to the industrial area, same number",P_,'contact',['Jacques'])
c('f',"Linea is the netball coach, her sister teaches Kaino",SO,'contact',['Linea','Kaino'])
c('g',"Dr Haufiku's rooms answer the phone 8 till 10 only",P_,'contact',['Haufiku'])
c('h',"Selma's cousin Ester would like to help out with the bakes, good at icing, lives in Narraville",S,'contact',['Selma','Ester'])
c('a',"Kaino's teacher Mrs Iipinge, iipinge.t@gmail.com",SO,'contact',['Iipinge','Kaino'])
c('b',"Johannes the gardener cuts the hedge every second saturday, 150 a time",P_,'contact',['Johannes'])

# ======== new multi-step projects beside a single task
c('b',"second oven room for the bakes: clear the garage, wiring, an extractor, a health permit",S,'project')
c('c',"Kuku's new room in Ondangwa: bricks, a builder, the roof sheets, a door",SO,'project')
c('d',"boundary wall round the house: quotes, the plans, a builder, the gate",P_,'project')
c('e',"netball trip to Otjiwarongo: the bus, food, permission slips, kit",SO,'project')
c('f',"cake website: a name, photos, a price list, online payment",S,'project')
c('g',"lose 8 kilos by december: no cooldrinks, walk the lagoon daily, see Dr Haufiku monthly",P_,'project',['Haufiku'])
c('h',"food technology diploma: the application, the fees, time off for exams",S,'project')
c('a',"icing table for the orders wobbles, fix the leg",S,'task')

# ======== waits stated as states, with look-alikes that wait on nobody
c('b',"the Langstrand guesthouse has still not paid me for february's muffins",S,'transaction',
  wait="guesthouse in Langstrand: payment for February's muffins")
c('c',"the Meersig lady still hasn't paid her christening cake",S,'transaction',
  wait='Meersig customer: payment for the christening cake')
c('d',"Oom Hennie promised a quote to rewire the kitchen, nothing came",P_,'observation_insight',['Hennie'],
  wait='Hennie: quote for rewiring the kitchen')
c('e',"tracking says the cake turntable arrives on tuesday",S,'acquisition_disposition',
  wait='cake turntable (delivery)',exp=wd('e','tue'))
c('f',"Saara still has the receipt for Kuku's bed, she keeps saying she'll bring it",SO,'observation_insight',['Saara'],
  wait="Saara: receipt for Kuku's bed")
c('g',"no news from Home Affairs on my passport, applied in july",P_,'observation_insight',
  wait='Home Affairs: my passport')
c('h',"waiting on the school: does Kaino get a place in the afternoon class",SO,'observation_insight',['Kaino'],
  wait='school: place for Kaino in the afternoon class')
c('a',"Corolla at Jacques since friday and he hasn't phoned",P_,'observation_insight',['Jacques'],
  wait='Jacques: Corolla repair')
c('b',"insurer still silent on my claim for the cakes spoilt in the power cut",S,'transaction',
  wait='insurer: payout for the spoilt cakes')
c('c',"Home Affairs says Ndeshi's passport will be out the 8th",SO,'observation_insight',['Ndeshi'],
  wait="Home Affairs: Ndeshi's passport",exp=nth('c',8))
c('d',"Martha still can't choose between chocolate and carrot for her mother's cake",S,'observation_insight',['Martha'],
  wait="Martha: flavour for her mother's cake")
c('e',"NamRA owes the bakes a refund, six months now",S,'transaction',
  wait='NamRA: tax refund for the bakes')
c('h',"Hilma hasn't answered about my leave days for going north",S,'observation_insight',['Hilma'],
  wait='Hilma: leave days for the trip north')
c('g',"cake decorating class in Swakop is full, I'm on their list and they'll phone if someone drops out",S,'learning_consumption',
  wait='cake decorating class: a spot')
c('a',"boundary wall is on hold until Ndeshi's netball trip is over",P_,'decision_commitment',['Ndeshi'],
  ctx=ctx(p=P(WALL,TRIP)),par='p1')

# ======== completions of tasks in the context, stated as outcomes, beside partial look-alikes
c('a',"called Mrs Hamutenya, she wants the cake delivered by 10",S,'communication',['Hamutenya'],
  ctx=ctx(t=T("Call Mrs Hamutenya about the cake","Renew the Corolla licence")),comp='t1')
c('b',"bakes' equipment insurance is paid up for twelve months",S,'transaction',
  ctx=ctx(t=T("Pay the bakes equipment insurance","Change the Corolla's oil")),comp='t1')
c('c',"the big mixer's seal holds now, no more leaking",S,'task',
  ctx=ctx(p=P(OVEN,WALL),t=T("Fix the mixer seal",("Price the extractor","p1"))),comp='t1')
c('d',"Kuku's pharmacy money went north this morning",SO,'transaction',
  ctx=ctx(t=T("Send Meme money for Kuku's pharmacy","Tidy the icing table")),comp='t1')
c('b',"the church hall booking for Kaino's party went through",SO,'task',['Kaino'],
  ctx=ctx(p=P(PARTY,WALL),t=T(("Book the church hall","p1"),("Get wall quotes","p2"))),comp='t1',par='p1')
c('c',"bricklayer sorted for Kuku's room, he starts after the holidays",SO,'task',
  ctx=ctx(p=P(ROOM,OVEN),t=T(("Find a bricklayer","p1"),("Buy the extractor","p2"))),comp='t1',par='p1')
c('g',"the old display fridge is gone, a guy from Swakop gave 1,500",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old display fridge","Order cake boxes")),comp='t1')
c('h',"advertised the sewing machine on facebook for 900",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the sewing machine","Pay the water bill")))
c('a',"done with the food business podcast, all 12 episodes",S,'learning_consumption',
  ctx=ctx(t=T("Finish the food business podcast","Fix the tap")),comp='t1')
c('e',"wall's half bricked, rest after payday",P_,'task',
  ctx=ctx(p=P(WALL,OVEN),t=T(("Lay the wall bricks","p1"),("Wire the oven room","p2"))),par='p1')
c('c',"mended Martha's cake stand, she brought wine round to say thanks",SO,'task',['Martha'],
  ctx=ctx(t=T("Mend Martha's cake stand","Call Oom Hennie")),comp='t1')
c('d',"emailed Mr Kruger the list of everything I bought for the bakes in May",S,'communication',['Kruger'],
  ctx=ctx(t=T("Send Mr Kruger the May purchases list","Call Meme")),comp='t1')
c('e',"phoned Jacques again, the Corolla's part still not in",P_,'communication',['Jacques'],
  wait='Jacques: part for the Corolla',ctx=ctx(t=T("Get the Corolla fixed","Pay the bond")))
c('f',"Ndeshi's netball camp is paid up",SO,'transaction',['Ndeshi'],
  ctx=ctx(t=T("Pay Ndeshi's netball camp","Renew the TV licence")),comp='t1')
c('g',"handed the oven room health permit forms in at the municipality",S,'task',
  ctx=ctx(p=P(OVEN,TRIP),t=T(("Submit the health permit application","p1"),("Book the bus","p2"))),comp='t1',par='p1')
c('h',"online payments on the cake website are live",S,'task',
  ctx=ctx(p=P(SITE,WALL),t=T(("Set up online payments","p1"),("Get wall quotes","p2"))),comp='t1',par='p1')
c('a',"Mr Gowases signed off the HACCP plan, that's officially done",S,'task',['Gowases'],
  ctx=ctx(t=T("Get the HACCP plan signed off","Buy flour")),comp='t1')
c('b',"going with white fondant for the wedding cake, done deciding",S,'decision_commitment',
  ctx=ctx(t=T("Decide the fondant colour for the wedding cake","Pay Aunty Loide")),comp='t1')
c('f',"thanks to Linea the girls all have lifts to Otjiwarongo sorted",SO,'observation_insight',['Linea'],
  ctx=ctx(p=P(TRIP,OVEN),t=T(("Collect the permission slips","p1"),("Buy the extractor","p2"))),par='p1')

# ======== belonging to a context project without naming it, beside a look-alike
c('a',"just the extractor hood is N$2,300",S,'observation_insight',
  ctx=ctx(p=P(OVEN,WALL)),par='p1')
c('b',"the builder says the wall needs deeper foundations because of the sand",P_,'observation_insight',
  ctx=ctx(p=P(OVEN,WALL)),par='p2')
c('c',"Meme says the builder in Ondangwa wants the roof sheets bought upfront",SO,'observation_insight',
  ctx=ctx(p=P(ROOM,SITE)),par='p1')
c('d',"the web designer wants 3,000 for the ordering pages",S,'observation_insight',
  ctx=ctx(p=P(SITE,ROOM)),par='p1')
c('e',"NUST wants my grade 12 certificate certified for the application",S,'observation_insight',
  ctx=ctx(p=P(DIPL,ROOM)),par='p1')
c('f',"find a parent to drive the second car to Otjiwarongo",SO,'task',
  ctx=ctx(p=P(TRIP,OVEN)),par='p1')
c('g',"Martha bought a new bakkie, white, double cab",SO,'observation_insight',['Martha'],
  ctx=ctx(p=P(WALL,TRIP)))
c('h',"the municipality waives the health permit fee if we apply before january",S,'observation_insight',
  ctx=ctx(p=P(OVEN,DIPL)),par='p1')

# ======== dictated without punctuation, typos and emojis
c('a',"remind me tmrw phone the Mondesa lady her daughter's cake is ready",S,'reminder_intention',rel('a',1))
c('b',"Kaino was hot with fever all night so took him to Kuisebmond clinic nurse says its flu",SO,'observation_insight',['Kaino'])
c('c',"Corolla dead this morning Tangeni and the neighbour pushed it to start",P_,'observation_insight',['Tangeni'])
c('d',"choir wants all members cleaning the church saturday 8am so I said ok I'll come",SO,'decision_commitment',sat('d','08:00'))
c('e',"Kuku didnt recognise my voice on yesterday's call Meme thinks the new pills do it",SO,'observation_insight')
c('f',"two hundred followers on the bakes page 🎉",S,'milestone_outcome')
c('g',"back gate wont close properly fix it b4 saturday",P_,'task',sat('g'))
c('b',"tmrw fetch the cake boxes in Swakop b4 12",S,'acquisition_disposition',rel('b',1,'12:00'))
c('d',"ja the factory bus was late each day this week we all stand waiting in the cold",S,'observation_insight')

# ======== appointments and bookings stated as facts, with a time
c('d',"dentist friday 3:30 in town",P_,'task',wd('d','fri','15:30'))
c('e',"parent meeting for Kaino monday 2:30pm",SO,'task',wd('e','mon','14:30'),['Kaino'])
c('f',"NSI inspector visits the cold room thursday 9am",S,'task',wd('f','thu','09:00'))
c('g',"Corolla booked in at Jacques on tuesday 8am",P_,'task',wd('g','tue','08:00'),['Jacques'])
c('h',"factory fire drill monday 10am",S,'task',wd('h','mon','10:00'))
c('a',"blood test with Dr Haufiku, friday 8:30",P_,'task',wd('a','fri','08:30'),['Haufiku'])
c('b',"Ndeshi's prize giving wednesday 11am, taking leave for it",SO,'task',wd('b','wed','11:00'),['Ndeshi'])
c('c',"Kuku's 80th lunch sunday at 1, Petrus bringing the meat",SO,'task',wd('c','sun','13:00'),['Petrus'])
c('d',"Mrs Hamutenya coming to taste the cake samples saturday at 10",S,'task',sat('d','10:00'),['Hamutenya'])
c('e',"Martha's braai saturday, I'll bring a salad",SO,'task',sat('e'),['Martha'])
c('g',"Meersig couple's wedding cake tasting Saturday Oct 24, 10am",S,'task',md('g',10,24,'10:00','sat'))
c('h',"Kaino's prize giving Friday Dec 11 at 9",SO,'task',md('h',12,11,'09:00','fri'),['Kaino'])
c('f',"next friday 11am, union meeting about the night shift allowance",S,'task',wd('f','fri','11:00'))
c('c',"give Aunty Loide Wednesday Apr 29 off instead of friday",P_,'task',md('c',4,29,None,'wed'),['Loide'])
c('d',"cook pap and meat for the street's clean-up crew on Saturday Jun 6",SO,'task',md('d',6,6,None,'sat'))
c('b',"next tuesday 11am the vet for the dog's jabs",P_,'task',wd('b','tue','11:00'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 60, cases)
