# Writes thoughts-fresh-46.jsonl: a forty-sixth fresh labelled set (issue 10, ids f46…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: an
# Indo-Trinidadian woman in Cunupia, Trinidad (America/Port_of_Spain), writing Trini English ("doh", "cyah", "eh",
# "allyuh", "lime", "fête", "vex", "steups", "by Mummy" for at Mummy's house, "does" for habit, "sou-sou" savings,
# T&TEC light bill, WASA water, "the highway", "deyas"), who runs her father's hardware store in Chaguanas (Ramdass
# Hardware, the family business: Ravi at the counter, Lutchmie the new cashier, Jerome the delivery driver, Mr Persad the
# Bhola Distributors rep, Mrs Khan the store's accountant), sells her own pepper sauce on Instagram and at the Sunday
# market on the side, and looks after Papa (diabetic, forgetting) with Mummy and a paid sitter (Sunita), with a husband
# (Marlon) who shares the house bills, a son (Kavir, 16) and a daughter (Anya, 10), a brother in Toronto (Sanjay) who
# owns half the store, Aunty Kamla, a friend (Cherise), Pundit Maharaj at the mandir and the village Ramleela and Divali
# committees she volunteers on. For herself: Miss Doreen who cleans Tuesdays and Fridays, Bobby the yard man, Boysie the
# mechanic, Mr Ali the plumber, Mr Baptiste next door, Dr Mohammed the dentist, the Tiida, the house.
# Weighted to DOMAIN borderlines (GUIDELINES 2 and its Clarifications): the same words in different domains by whose
# thing it is, what it is for and the role a person plays: household money and bills shared with Marlon (personal)
# against the store's money (systems) and money for Papa's care or sent by Sanjay for it (social); the people who work
# for the household (Miss Doreen, Bobby: personal) against the store's staff (systems) and Papa's sitter (social, for a
# parent's care); family in the business (Papa's ledger and sign, Sanjay's half of the store, Kavir paid for stock-
# taking, Aunty Kamla ordering sauce for her church: systems) against the same people's lives (social); her own
# tiredness, knee, eyes and sleep (personal) against stress about the store (systems); learning for the store and the
# sauce (systems) against learning for herself (personal) and for Papa's care (social); community events and
# volunteering (Ramleela, Divali, the mandir: social). Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-46-read.jsonl (misses
# may be read) and thoughts-fresh-46-held.jsonl (totals only).
# Run: python3 eval-fresh/author_46.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
TZ="America/Port_of_Spain"
use({
 'a':("2026-01-19T06:35:00",TZ),   # Mon, before opening the store
 'b':("2026-02-26T18:40:00",TZ),   # Thu evening
 'c':("2026-04-11T09:20:00",TZ),   # Sat
 'd':("2026-05-20T21:05:00",TZ),   # Wed night
 'e':("2026-07-05T15:10:00",TZ),   # Sun afternoon
 'f':("2026-09-07T12:30:00",TZ),   # Mon lunch at the counter
 'g':("2026-10-22T20:15:00",TZ),   # Thu night
 'h':("2026-12-05T08:15:00",TZ),   # Sat morning
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'sun','f':'mon','g':'thu','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
PORCH=P("Redo the back porch")
PAPAROOM=P("Papa's room at our house")
ONLINE=P("Ramdass Hardware online orders")
SAUCE=P("Grow the pepper sauce")

# ======== personal: herself, the house and its bills (shared with Marlon), the people who work for the household,
# the Tiida, her own health, money, learning and things
# ---- observation
c('a',"T&TEC bill for the house gone up to 1,100, the new AC eh helping at all",P_,'observation_insight')
c('d',"since I started doing the store books at night I does barely sleep before 1",P_,'observation_insight')  # her own sleep: personal
c('f',"Miss Doreen say the washing machine leaking from the back again",P_,'observation_insight',['Doreen'])  # the household's machine, told by its cleaner
c('b',"the Tiida making a knocking noise every time I brake on the highway",P_,'observation_insight')
c('e',"WASA water only coming at night on our street since Carnival",P_,'observation_insight')
c('g',"my knee does swell up after a whole day standing behind the counter",P_,'observation_insight')  # her own knee, though the counter is the store's
c('h',"Marlon and me spending more on groceries than on the mortgage now",P_,'observation_insight',['Marlon'])  # household money: personal
c('c',"Bobby say the hedge by the drain full of wasp nest",P_,'observation_insight',['Bobby'])  # the yard man about her own yard
# ---- task
c('a',"fix the latch on the back door burglar-proofing",P_,'task')
c('c',"show Bobby which side of the hedge to cut back by the drain",P_,'task',['Bobby'])
c('d',"book an eye test, cyah read the invoices without holding them far",P_,'task')  # her own eyes, whatever she reads
c('e',"sort out the house insurance renewal before it lapse",P_,'task')
c('f',"finally renewed my driver's permit",P_,'task',ctx=ctx(t=T("Renew driver's permit","Call WASA about the pressure")),comp='t1')
c('g',"need to decide if we keep Miss Doreen two days or cut down to one",P_,'task',['Doreen'])
c('h',"move the porch plants before the tiler come monday",P_,'task',wd('h','mon'),ctx=ctx(p=PORCH),par='p1')
# ---- reminder
c('b',"remind me, Miss Doreen money on the fridge friday",P_,'reminder_intention',wd('b','fri'),['Doreen'])
c('d',"dont forget the Tiida insurance, due the 28th",P_,'reminder_intention',nth('d',28))
c('g',"ping me 6am to put out the garbage, the truck does pass early friday",P_,'reminder_intention',rel('g',1,'06:00'))
# ---- communication
c('a',"called Boysie, bring the Tiida thursday for the brake pads",P_,'communication',wd('a','thu'),['Boysie'])
c('c',"messaged Mr Ali about the leak under the kitchen sink, he say he will pass tuesday",P_,'communication',wd('c','tue'),['Ali'])
c('e',"rang the bank over the mortgage rate going up, their letter still eh reach",P_,'communication',
  wait='bank: mortgage rate letter')
c('f',"WhatsApp Marlon to send his half of the WASA and T&TEC",P_,'communication',['Marlon'])  # shared house bills: personal
# ---- contact
c('b',"Boysie the mechanic, 868 555 0134, by the Cunupia junction, closed Mondays",P_,'contact',['Boysie'])
c('d',"Miss Doreen's new number is 868 555 0172",P_,'contact',['Doreen'])  # the cleaner works for the household: personal
c('e',"my dentist is Dr Mohammed on Ramsaran Street, cash only, Saturdays till noon",P_,'contact',['Mohammed'])
c('h',"Bobby the yard man, every other Sunday, 300 a cut, bring his own fuel",P_,'contact',['Bobby'])
# ---- transaction
c('a',"paid the T&TEC bill, 980 this month",P_,'transaction')
c('c',"Marlon send his half of the internet bill, 225",P_,'transaction',['Marlon'])  # the partner's share of a house bill: personal
c('d',"threw my sou-sou hand, 1,500, my turn to draw is August",P_,'transaction')
c('f',"paid Miss Doreen for the two weeks, 1,200",P_,'transaction',['Doreen'])
c('h',"this month mortgage, my part come to 4,300",P_,'transaction')
# ---- acquisition
c('b',"need a next mattress, my back cyah take the old one",P_,'acquisition_disposition')
c('c',"bought a standing fan at the mall for our bedroom",P_,'acquisition_disposition')
c('e',"selling my old treadmill, put it up on the Trini marketplace group",P_,'acquisition_disposition')
c('g',"borrowed Mr Baptiste's long ladder to clean out the guttering",P_,'acquisition_disposition',['Baptiste'])
c('a',"need a new iron for Miss Doreen, the old one burn the tablecloth",P_,'acquisition_disposition',['Doreen'])  # the household's iron: personal
# ---- decision
c('d',"decided Miss Doreen coming tuesdays only from next month",P_,'decision_commitment',['Doreen'])
c('f',"not renewing the gym, I walking round the Savannah instead",P_,'decision_commitment')
c('g',"going with the fixed rate when the mortgage renew",P_,'decision_commitment')
c('h',"Marlon and me agree to split every house bill down the middle from January",P_,'decision_commitment',['Marlon'])
# ---- learning
c('c',"swimming lessons at the aquatic centre, second class next saturday 7am",P_,'learning_consumption',wd('c','sat','07:00'))
c('e',"reading the budgeting book Cherise lend me, for the house money",P_,'learning_consumption',['Cherise'])
c('g',"watching YouTube on fixing a toilet that keep running",P_,'learning_consumption')
# ---- milestone
c('a',"house mortgage paid off, twenty years!!",P_,'milestone_outcome')
c('d',"walked three rounds of the Savannah without stopping!!",P_,'milestone_outcome')
c('f',"sugar test came back normal, first time in two years!!",P_,'milestone_outcome')
# ---- routine
c('b',"walk the Savannah 5:30 every morning before I open up",P_,'routine_activity',OMIT)  # her own walk, though the store is named
c('e',"did the house budget with Marlon like every first sunday",P_,'routine_activity',['Marlon'])
c('g',"watered the orchids on the porch like every evening",P_,'routine_activity')
# ---- emotion
c('c',"so tired, I need one whole day just for me",P_,'emotion_state')
c('d',"vex with this Tiida, third tyre this year",P_,'emotion_state')
c('h',"worried the mortgage rate going up again in the new year",P_,'emotion_state')
# ---- project
c('a',"redo the back porch: new tiles, a rail, paint, a swing",P_,'project')
c('d',"solar panels for the house: three quotes, the loan, the T&TEC forms",P_,'project')
c('f',"make the spare room mine: sell the old bed, a desk, shelves, paint it green",P_,'project')

# ======== social: Papa's care with Mummy and Sunita, Marlon, Kavir and Anya, Sanjay, Aunty Kamla, Cherise, the
# mandir, the village Ramleela and Divali (volunteering)
# ---- observation
c('a',"Papa keep asking for the store keys even though Sanjay and me run it now",SO,'observation_insight',['Sanjay'])  # Papa's forgetting: his life
c('b',"Kavir only studying when his friends come over",SO,'observation_insight',['Kavir'])
c('c',"Aunty Kamla say the Ramleela moving to the school ground this year",SO,'observation_insight',['Kamla'])
c('e',"Mummy cyah manage Papa by herself at night anymore",SO,'observation_insight')
c('f',"Anya wants to join the tassa group at the mandir",SO,'observation_insight',['Anya'])
c('g',"the Divali committee short of volunteers for lighting the deyas",SO,'observation_insight')
c('h',"Cherise and her fella break up again, third time this year",SO,'observation_insight',['Cherise'])
c('d',"Sunita say Papa didn't eat his lunch again today",SO,'observation_insight',['Sunita'])  # Papa's sitter about Papa
# ---- task
c('a',"sort out Papa's NIS pension papers at the office in Couva",SO,'task')  # a parent's papers: social
c('b',"fill Papa's pill box for the week",SO,'task')
c('c',"help Anya with her SEA maths practice",SO,'task',['Anya'])
c('d',"Marlon ask me to collect his suit from the tailor",SO,'task',['Marlon'])
c('e',"finally booked Papa's eye clinic",SO,'task',ctx=ctx(t=T("Book Papa's eye clinic","Pay the WASA bill")),comp='t1')
c('f',"find somebody to sit with Papa saturday while I at the store",SO,'task',sat('f'))
c('g',"need to decide if Papa moving by us or we getting a night nurse for him",SO,'task')
c('h',"put the grab rails in Papa's new room before he move in",SO,'task',ctx=ctx(p=PAPAROOM),par='p1')
# ---- reminder
c('g',"remind me to carry the deyas to the mandir tomorrow evening",SO,'reminder_intention',rel('g',1,'19:00'))
c('c',"dont forget Kavir's parent-teacher meeting monday 4pm",SO,'reminder_intention',wd('c','mon','16:00'),['Kavir'])
c('g',"remind me friday, Sunita's pay for sitting with Papa",SO,'reminder_intention',wd('g','fri'),['Sunita'])  # pay for a parent's care
# ---- communication
c('b',"call Sanjay in Toronto about sharing Papa's nurse costs",SO,'communication',['Sanjay'])
c('d',"video call with Aunty Kamla tonight at 8",SO,'communication',tonight('d'),['Kamla'])
c('e',"texted Cherise to see if she coming to the parang lime",SO,'communication',['Cherise'])
c('h',"called Pundit Maharaj to fix a date for the puja by Mummy and Papa",SO,'communication',['Maharaj'])
# ---- contact
c('a',"Sunita who sits with Papa weekdays, 868 555 0190, prefer WhatsApp",SO,'contact',['Sunita'])  # a parent's carer
c('c',"Cherise's new address is 12 Orange Field Road, Carapichaima",SO,'contact',['Cherise'])
c('f',"Kavir's football coach is Mr Joseph, training at the Cunupia ground",SO,'contact',['Kavir','Joseph'])
c('g',"Pundit Maharaj rather a call than WhatsApp, and only after 10",SO,'contact',['Maharaj'])
# ---- transaction
c('b',"Sanjay send 300 US for Papa's nurse this month",SO,'transaction',['Sanjay'])
c('d',"gave 500 to the mandir for the Divali decorations",SO,'transaction')
c('f',"paid Sunita for her week with Papa, 1,400",SO,'transaction',['Sunita'])  # paid for a parent's care: social
c('h',"Anya's school fees for next term 3,800, due the 15th",SO,'transaction',nth('h',15),['Anya'])
c('e',"Sanjay still hasn't sent his half for Papa's sitter",SO,'transaction',['Sanjay'],wait="Sanjay: his half for Papa's sitter")
# ---- acquisition
c('a',"bought Papa a walker from the medical supply in San Fernando",SO,'acquisition_disposition')
c('c',"pick up Kavir's football boots from the shop friday",SO,'acquisition_disposition',wd('c','fri'),['Kavir'])
c('e',"carry back Aunty Kamla's big pot after the puja",SO,'acquisition_disposition',['Kamla'])
c('g',"need a ramp for the front step by Mummy and Papa",SO,'acquisition_disposition')
# ---- decision
c('b',"we decided Papa coming to live with us after Divali",SO,'decision_commitment')
c('d',"told the Ramleela committee I'll handle the food table again",SO,'decision_commitment')  # volunteering: social
c('f',"promised Anya we going Tobago in the August holidays",SO,'decision_commitment',['Anya'])
c('h',"not going to any fête this year, Papa cyah be left alone",SO,'decision_commitment')
# ---- learning
c('a',"reading about dementia, the leaflets the doctor gave Mummy",SO,'learning_consumption')
c('c',"Red Cross first aid class next saturday, for when Papa fall",SO,'learning_consumption',wd('c','sat'))  # learning for a parent's care
c('g',"watching the Ramleela with Anya, she learning the story for school",SO,'learning_consumption',['Anya'])
# ---- milestone
c('f',"Kavir passed all eight CSEC subjects!!",SO,'milestone_outcome',['Kavir'])
c('d',"Mummy and Papa married fifty years today",SO,'milestone_outcome')
c('e',"Anya passed for her first choice school!!",SO,'milestone_outcome',['Anya'])
c('h',"Sanjay got his Canadian citizenship at last!!",SO,'milestone_outcome',['Sanjay'])
# ---- routine
c('a',"sunday lunch by Mummy and Papa as usual, Papa ate good today",SO,'routine_activity')
c('c',"Papa's sugar clinic at the health centre again, every second tuesday",SO,'routine_activity')
c('e',"Marlon doing the morning drop all week, I collecting after the store close",SO,'routine_activity',['Marlon'])
c('g',"Ramleela rehearsals tuesday and thursday 7pm at the school ground",SO,'routine_activity',OMIT)
# ---- emotion
c('b',"so proud of Kavir, he help Papa in the store without anybody asking",SO,'emotion_state',['Kavir'])  # pride in a son (d115)
c('d',"worried about Papa wandering off in the night",SO,'emotion_state')
c('f',"vex with Sanjay, he only calling when he want something",SO,'emotion_state',['Sanjay'])
c('h',"feel so bad I missed Anya's concert for the stock-taking",SO,'emotion_state',['Anya'])  # guilt about a child (d056)
# ---- project
c('a',"Mummy and Papa's 50th: the hall, roti and curry, a DJ, the tent",SO,'project')
c('e',"village Divali night: deyas, the stage, food stalls, volunteers",SO,'project')
c('g',"get Papa's room ready at our house: grab rails, a hospital bed, move the cupboard",SO,'project')

# ======== systems: Ramdass Hardware (the family business: Papa's ledger and sign, Sanjay's half, Kavir on stock-take),
# its staff, supplier and accountant, and her pepper sauce on the side; learning for the store
# ---- observation
c('a',"cement sales does drop every time the rainy season start",S,'observation_insight')
c('b',"Ravi does give credit to customers he know without writing it down",S,'observation_insight',['Ravi'])
c('c',"the pepper sauce selling faster on Instagram than at the Sunday market",S,'observation_insight')
c('d',"Papa's old ledger have customers owing from since 2019",S,'observation_insight')  # the store's ledger, though Papa's
c('e',"Mr Persad say steel going up again in March",S,'observation_insight',['Persad'])
c('f',"Marlon know the back roads better than Jerome for the Saturday deliveries",S,'observation_insight',['Marlon','Jerome'])  # the store's deliveries
c('g',"the store generator cut off twice this week in the outage",S,'observation_insight')
c('h',"more contractors paying by card since we put the sign up",S,'observation_insight')
# ---- task
c('a',"count the plywood stock before the Bhola order come in",S,'task')
c('b',"Papa want the old sign over the store repainted before Divali",S,'task')  # the store's sign
c('c',"fix the prices on the pepper sauce labels, they still saying 35",S,'task')
c('d',"finally done the store's VAT return",S,'task',ctx=ctx(t=T("File the store's VAT return","Order bottles for the sauce")),comp='t1')
c('e',"Sanjay wants the store accounts sent to Toronto by month end",S,'task',eom('e'),['Sanjay'])  # an owner's request about the business
c('f',"get Kavir in for the stock-taking saturday, pay him same as the others",S,'task',sat('f'),['Kavir'])  # a son paid to work
c('g',"decide whether to open the store sunday mornings",S,'task')
c('h',"add delivery zones to the ordering page",S,'task',ctx=ctx(p=ONLINE),par='p1')
# ---- reminder
c('a',"remind me to bank the store cash before 2 tomorrow",S,'reminder_intention',rel('a',1,'14:00'))
c('c',"dont forget the Bhola Distributors payment due the 30th",S,'reminder_intention',nth('c',30))
c('f',"dont let me forget to order more bottles for the pepper sauce end of month",S,'reminder_intention',eom('f'))
# ---- communication
c('b',"emailed Mr Persad about the short delivery of galvanize",S,'communication',['Persad'])
c('d',"call Mrs Khan about the store's VAT penalty tomorrow afternoon",S,'communication',rel('d',1,'15:00'),['Khan'])
c('e',"WhatsApp the sauce customers no Sunday market next week",S,'communication')
c('g',"Aunty Kamla called, her church want 40 bottles of pepper sauce for harvest",S,'communication',['Kamla'])  # a relative as a customer
c('h',"voice note from Sanjay, he want to talk about selling his half of the store",S,'communication',['Sanjay'])  # the family business's ownership
# ---- contact
c('a',"new cashier Lutchmie Rampersad, starts monday, 868 555 0155",S,'contact',['Lutchmie Rampersad'])
c('c',"the Bhola rep is Mr Persad, only answers before 9",S,'contact',['Persad'])
c('e',"Jerome the delivery driver, his permit up for renewal in June",S,'contact',['Jerome'])
c('g',"the store's accountant is Mrs Khan at Khan Associates, she does the VAT",S,'contact',['Khan'])
# ---- transaction
c('b',"store takings for the week 48,000, best since Christmas",S,'transaction')
c('d',"paid Bhola 62,000 for the cement and steel",S,'transaction')
c('f',"paid Ravi and Jerome their fortnight",S,'transaction',['Ravi','Jerome'])  # the store's staff
c('h',"pepper sauce made 2,100 at the market this morning",S,'transaction')
c('c',"Marlon lent the store 10,000 for the Bhola bill, pay him back from the takings",S,'transaction',['Marlon'])  # money for the business
c('e',"Bhola say the cement reaching thursday, we have none on the shelf",S,'acquisition_disposition',
  wait='Bhola: cement delivery',exp=wd('e','thu'))
# ---- acquisition
c('a',"the store need a new cash register, the drawer sticking every morning",S,'acquisition_disposition')
c('d',"ordered 200 more bottles and labels for the pepper sauce",S,'acquisition_disposition')
c('f',"sold the store's old pickup to a contractor in Freeport",S,'acquisition_disposition')
c('g',"borrowed Papa's old van for the deliveries while ours in the garage",S,'acquisition_disposition')  # a parent's van, for the store
c('h',"pick up the new shelving for the paint aisle friday",S,'acquisition_disposition',wd('h','fri'))
# ---- decision
c('a',"going with the bank's card machine, customers keep asking",S,'decision_commitment')
c('c',"decided Ravi getting the assistant manager post",S,'decision_commitment',['Ravi'])
c('e',"no more credit at the counter, cash or card only from August",S,'decision_commitment')
c('g',"told Sanjay I keeping the store, we not selling",S,'decision_commitment',['Sanjay'])  # the family business
# ---- learning
c('b',"doing the QuickBooks course online for the store books",S,'learning_consumption')
c('d',"food labelling workshop at the Ministry for the pepper sauce, thursday 9am",S,'learning_consumption',wd('d','thu','09:00'))
c('h',"reading the VAT rules for small shops on the BIR site",S,'learning_consumption')
# ---- milestone
c('a',"the store turned 40 this month, Papa opened it in 1986!!",S,'milestone_outcome')
c('c',"pepper sauce on the shelf at the supermarket in Chaguanas!!",S,'milestone_outcome')
c('e',"passed the QuickBooks certification!!",S,'milestone_outcome')
c('h',"best November the store ever had!!",S,'milestone_outcome')
# ---- routine
c('a',"open the store 7 every morning, Ravi lock up at 6",S,'routine_activity',OMIT)
c('c',"did the saturday stock count with Kavir as usual",S,'routine_activity',['Kavir'])  # a son at work in the store
c('e',"bottled the pepper sauce sunday night like every week",S,'routine_activity')
c('g',"banked the week's cash friday like always",S,'routine_activity')
# ---- emotion
c('b',"stressed bad about the VAT penalty, the store cyah afford it",S,'emotion_state')
c('d',"so tired of chasing credit customers, some days I want to close the store",S,'emotion_state')
c('f',"glad the pepper sauce taking off, people asking for it by name",S,'emotion_state')
# ---- project
c('b',"put the store online: a website, WhatsApp ordering, delivery zones",S,'project')
c('d',"grow the pepper sauce: new flavours, a proper kitchen, a food badge",S,'project')
c('h',"redo the paint aisle at the store: new shelving, lights, price tags",S,'project')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 46, cases)
