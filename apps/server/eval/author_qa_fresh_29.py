"""Writes qa-fresh-29.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a call-centre team lead in Manila (Asia/Manila), Jerome "Jeck" Dizon, on the night shift of a BPO in Ortigas (a US
telco account; his operations manager is Ma'am Liza, his agents include Tope, Janine, Rhea and Mico), who lives in Pasig with
his wife Camille, a nurse applying to work in the UK, and their daughter Bea (Grade 3). His mother (Nanay) lives in Iloilo, his
brother Paolo works in Dubai, his cousin Lenlen borrows money. He plays Sunday ball for a barangay league team, the Kalye Kings,
coached by Kuya Boyet. Taglish ("grabe", "sayang", "sige", "ingat", "sana", "na lang", "petsa de peligro", "padala", "ulam",
"merienda", "palengke", "paluwagan", "sweldo", "brownout", "Meralco"), paid in Philippine pesos written every way a Manileño
writes them ("₱1,250", "P850", "Php 2,400", "PHP 15,000", "1,500 pesos", "5k", "GCash'd 3,000", a bare "780") and, on a family
trip to Hong Kong in May, in Hong Kong dollars ("HK$", "HKD", "Hong Kong dollars") beside pesos.
Number questions (20): sums per currency over ranges (groceries last month, Grab rides last week, Hong Kong dollars in Hong
Kong, the league this season, Bea's school things in June, eating out last week, the paluwagan so far, money sent to "my
mother" this year), money in (incentives this year), what "my cousin" still owes (the notes tie "my cousin Lenlen"), the rent
now (the latest figure), hours of overtime in March, kilos of rice bought in September, counts (MRT breakdowns in July, games
won this season, agents who left this year, brownouts in August, days Bea missed school in September, flights home to Iloilo),
days in Iloilo for the fiesta (a stay).
Other questions (20): feelings over time (his own about leading the team; Camille's about the UK, asked by name), decisions told
without "decide" (the OM post, by a refusal; Bea's school, by an enrolment), a person by name and by role (who is Ma'am Liza; the
team's coach), news of "my brother", what is left before the Christmas party, waiting, when next (a game), when last (the
Meralco bill), a list on a trip (Hong Kong), people met at a job fair, a doctor's advice, a promise to Bea, a recommendation,
why an agent resigned, where something was kept, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, act or relation, prices quoted,
plans, money coming in beside going out, other ranges and currencies), then neutral filler written for this set: 12-35 notes a
case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qG001-qG020, may be
read while tuning), the rest to the held half (qG021-qG040: totals only).

Run: python3 author_qa_fresh_29.py > qa-fresh-29.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Asia/Manila"

FILLER = [
    "the jeepney driver played Aegis at full volume the entire trip",
    "habagat rains again, EDSA flooded near Ortigas flyover",
    "slept through the whole afternoon after shift, woke up starving",
    "the aircon in our unit drips on the sofa, need a towel under it",
    "sunrise over Laguna de Bay from the bus window, sulit the puyat",
    "the kapitbahay had karaoke until two, same three songs",
    "taho vendor passed at seven, bought one for Bea",
    "the ants found the pandesal bag overnight",
    "scrolled Facebook for an hour, regret",
    "the guard at the lobby greeted everyone in Bisaya today",
    "humid all day, the electric fan was working overtime",
    "a rooster on the next street thinks four am is morning",
    "watched a Korean drama with Camille until she fell asleep",
    "the tricycle drivers on our street painted their sidecars blue",
    "PBA finals on TV at the sari-sari store, whole street watching",
    "dengue warning posted at the barangay hall",
    "the water pressure is weak again, took a tabo bath",
    "Bea learned to tie her shoelaces by herself",
    "queued at the LTO half a day to renew my license",
    "lightning storm all evening, unplugged the TV and the router",
    "the cat from downstairs sleeps on our doormat now",
    "street food by the church after mass, fishballs and kwek-kwek",
    "the elevator at the office broke, took eleven floors of stairs",
    "finished a whole pot of sinigang by myself, no shame",
    "the neighbour's dog had six puppies under the stairs",
    "headache from the floor's fluorescent lights all night",
    "the rain stopped just long enough for the laundry to dry",
    "Camille's tita visited with a box of ensaymada",
    "traffic at C5 was not moving, gave up and walked",
    "the US customers were all angry about the outage tonight",
    "Bea drew a picture of our family with the cat in it",
    "bought a new umbrella, the old one flipped inside out on Shaw",
    "Bea's electric fan squeaks on every turn",
    "a Mormon pair knocked at the door, Camille chatted with them",
    "the barangay cleared the canal finally, no more smell",
    "morning walk around the village, too hot by eight already",
    "orange clouds above the smoking area at the office",
    "ten people lined up for the pantry microwave at lunch",
    "someone microwaved tuyo in the pantry, the whole floor smelled",
    "the fire drill at work took an hour, nobody knew the exit",
    "night market in Kapitolyo, just walked around",
    "Bea's tooth came out while eating mais con yelo",
    "the mango season is here, the fruit stand is all yellow",
    "Mass at Saint Anne, the choir was lovely",
    "the cable went out during the boxing match",
    "read a chapter of a novel on the MRT standing up",
    "the pedicab kid at the corner knows all our names now",
    "Camille tried a new recipe for adobo with pineapple",
    "the fog machine at the mall was for some promo",
    "my shift mates brought lechon for somebody's birthday",
    "lost my ID lace somewhere, the guard let me in anyway",
    "a big moth flew into the unit and Bea screamed",
    "heavy traffic because of a parade on Ortigas Avenue",
    "the vendor downstairs sells the best turon in Pasig",
    "washed the car with a bucket, the hose is broken",
    "Bea practised her piece for the school program all afternoon",
    "the headset at my station crackles, filed a ticket",
    "new seats on the floor, my back thanks them",
    "typhoon signal raised in the Visayas, prayed for Nanay",
    "the kids on the street flew kites all afternoon",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("groceries-last-month", "2026-07-05T10:00", "how much did I spend on groceries last month?", [
        ("2026-05-29T09:00", "groceries at SM Hypermarket, ₱3,180"),
        ("2026-06-03T09:30", "*grocery run at Puregold after shift, P2,450"),
        ("2026-06-11T10:00", "*palengke for the week, fish, pork and gulay, Php 1,320"),
        ("2026-06-17T08:00", "Camille's sister did her groceries at S&R, 9k daw"),
        ("2026-06-22T09:00", "*restocked the ref at Robinsons Supermarket, PHP 4,015"),
        ("2026-06-27T09:00", "*rice, eggs and canned goods from the grocery, 1,780 pesos"),
        ("2026-07-02T09:00", "grocery at Puregold, ₱2,900, petsa de peligro na"),
    ], 9565),
    ("grab-last-week", "2026-08-24T11:00", "how much did I spend on Grab rides last week?", [
        ("2026-08-14T07:00", "Grab home from Ortigas, ₱385, surge pricing"),
        ("2026-08-17T07:30", "*Grab from the office to the condo at dawn, P310"),
        ("2026-08-19T23:00", "Camille booked a Grab going to her hospital night duty, 260"),
        ("2026-08-20T07:00", "*rain so no jeep, Grab car home, ₱455"),
        ("2026-08-21T08:00", "the Grab promo code gives 100 off next ride"),
        ("2026-08-22T18:00", "*Grab to the basketball court with Bea, Php 198"),
        ("2026-08-24T07:00", "Grab home this morning, ₱340"),
    ], 963),
    ("hk-dollars", "2026-05-20T10:00", "how much did we spend in Hong Kong dollars in Hong Kong?", [
        ("2026-03-15T21:00", "booked Hong Kong flights for all three, ₱21,600"),
        ("2026-05-09T12:00", "*Octopus cards for all three, loaded HK$450"),
        ("2026-05-09T20:00", "*dim sum dinner in Mong Kok, HKD 386"),
        ("2026-05-10T16:00", "*Disneyland tickets at the gate, 1,797 Hong Kong dollars for all three"),
        ("2026-05-11T13:00", "Camille's friend Joy lives in Sham Shui Po, she treated us to lunch"),
        ("2026-05-11T18:00", "a shop in Tsim Sha Tsui wanted HK$2,800 for a watch, no thanks"),
        ("2026-05-12T11:00", "*pasalubong at the Ladies' Market, HK$520"),
        ("2026-05-13T09:00", "exchanged ₱10,000 at the airport before flying home"),
    ], 3153),
    ("league-season", "2026-11-15T10:00", "how much have I spent on the basketball league this season?", [
        ("2026-05-20T10:00", "last season's league fee, ₱1,500"),
        ("2026-08-02T10:00", "*registration for the Kalye Kings this season, P2,000 each"),
        ("2026-08-09T10:00", "*new jersey with my number, Php 850"),
        ("2026-08-15T10:00", "Kuya Boyet bought the team balls from his own pocket"),
        ("2026-09-06T10:00", "*shoes for the league, Anta on sale at the mall, ₱3,299"),
        ("2026-10-04T10:00", "*our share of the referee fees, 300 pesos"),
        ("2026-10-18T10:00", "a good pair of Nikes is 7k, maybe next season"),
    ], 6449),
    ("bea-school-june", "2026-07-08T10:00", "how much did I spend on Bea's school things in June?", [
        ("2026-05-25T10:00", "paid Bea's enrollment reservation, ₱5,000"),
        ("2026-06-06T10:00", "*Bea's school uniforms, two sets, P1,640"),
        ("2026-06-08T10:00", "*notebooks, crayons and a lunchbox for Bea at National Book Store, Php 1,185"),
        ("2026-06-13T10:00", "Camille's cousin spent 8k on her son's school supplies, grabe"),
        ("2026-06-20T10:00", "*school shoes for Bea, black Mary Janes, ₱1,299"),
        ("2026-06-26T10:00", "the school asked for 500 for the PTA, not yet paid"),
    ], 4124),
    ("eating-out-last-week", "2026-09-21T12:00", "how much did we spend eating out last week?", [
        ("2026-09-11T19:00", "Jollibee drive-thru after mass, ₱612"),
        ("2026-09-14T20:00", "*samgyup with the team after the shift, my share P650"),
        ("2026-09-16T13:00", "*Mang Inasal with Camille and Bea, unli rice, Php 738"),
        ("2026-09-17T18:00", "Camille's friends went to a buffet in BGC, she didn't join"),
        ("2026-09-18T12:00", "*bulalo in a carinderia near the office, 180"),
        ("2026-09-19T10:00", "pork and vegetables from the palengke for the house, ₱240"),
        ("2026-09-21T11:00", "Max's fried chicken for Sunday lunch, ₱1,150"),
    ], 1568),
    ("paluwagan-so-far", "2026-10-30T10:00", "how much have I put into the paluwagan so far?", [
        ("2026-02-15T10:00", "*joined the paluwagan on the floor, first hulog ₱2,000"),
        ("2026-04-15T10:00", "*paluwagan hulog for March and April, P4,000"),
        ("2026-06-16T10:00", "Janine got her turn in the paluwagan, 40k"),
        ("2026-07-15T10:00", "*GCash'd 6,000 to Ate Merly for the paluwagan, May to July"),
        ("2026-09-15T10:00", "*paluwagan, August and September, Php 4,000"),
        ("2026-10-01T10:00", "my turn to collect from the paluwagan is in December"),
    ], 16000),
    ("sent-mother-year", "2026-10-10T10:00", "how much have I sent my mother this year?", [
        ("2025-12-20T10:00", "Christmas padala to Nanay, ₱10,000"),
        ("2026-01-31T10:00", "*sent my mother in Iloilo 5k on GCash for her maintenance meds"),
        ("2026-03-15T10:00", "Paolo sent Nanay 20,000 from Dubai"),
        ("2026-04-30T10:00", "*padala to Nanay through Palawan Express, P3,500"),
        ("2026-07-10T10:00", "*GCash to Nanay so she can fix her roof, ₱8,000"),
        ("2026-08-20T10:00", "Nanay says the roof is done, she's happy"),
        ("2026-09-30T10:00", "*Nanay's birthday money, 2,500 pesos"),
    ], 19000),
    ("incentives-year", "2026-11-20T10:00", "how much have I received in incentives this year?", [
        ("2025-12-10T10:00", "Q4 incentive landed, ₱7,000"),
        ("2026-03-12T10:00", "*got my team lead incentive for Q1, P6,500 in the payslip"),
        ("2026-06-11T10:00", "*Q2 incentive credited, Php 8,200, the team hit every KPI"),
        ("2026-07-20T10:00", "Mico got a perfect attendance incentive, 1,000"),
        ("2026-09-10T10:00", "*incentive came in for Q3, ₱5,900"),
        ("2026-10-05T10:00", "spent 3k of the incentive on Bea's birthday cake"),
    ], 20600),
    ("cousin-owes", "2026-10-25T10:00", "how much does my cousin still owe me?", [
        ("2026-04-02T10:00", "*my cousin Lenlen borrowed ₱12,000 for her tuition, says she'll pay in installments"),
        ("2026-05-18T10:00", "Tope asked to borrow 2k until sweldo, sige"),
        ("2026-06-30T10:00", "*Lenlen paid back 4,000 through GCash"),
        ("2026-08-12T10:00", "Lenlen's boyfriend owes her 5k daw, not my problem"),
        ("2026-09-30T10:00", "*got another P3,000 from Lenlen, the rest by Christmas"),
    ], 5000),
    ("rent-now", "2026-09-15T10:00", "how much is our rent now?", [
        ("2026-01-05T10:00", "paid January rent, ₱16,000 as usual"),
        ("2026-03-20T10:00", "Camille's sister pays 12k for a studio in Marikina"),
        ("2026-05-28T10:00", "*the landlady raised our rent to ₱18,500 starting June, sayang"),
        ("2026-07-15T10:00", "units on the next floor now rent for 21k, grabe"),
        ("2026-08-03T10:00", "asked the landlady for a discount, she said no"),
    ], 18500),
    ("ot-hours-march", "2026-04-06T10:00", "how many hours of overtime did I do in March?", [
        ("2026-02-26T08:00", "OT of 2 hours, system outage"),
        ("2026-03-04T08:00", "*rendered 3 hours OT, the queue was crazy"),
        ("2026-03-11T08:00", "Janine did 4 hours OT to cover the absentees"),
        ("2026-03-18T08:00", "*2.5 hrs overtime after shift, the client called a meeting"),
        ("2026-03-25T08:00", "*another OT, 1.5 hours, endorsement took forever"),
        ("2026-04-02T08:00", "one hour extension this morning"),
    ], 7),
    ("rice-kilos-september", "2026-10-03T10:00", "how many kilos of rice did we buy in September?", [
        ("2026-08-28T10:00", "bought 10 kilos of rice from the bigasan"),
        ("2026-09-04T10:00", "*25 kilos of dinorado rice from the bigasan, ₱1,450"),
        ("2026-09-12T10:00", "Nanay harvested 40 kilos of rice from her palayan in Iloilo"),
        ("2026-09-22T10:00", "*another 5 kilos of rice from the grocery, the sack ran out early"),
        ("2026-09-29T10:00", "rice prices up again at the palengke, 55 a kilo"),
    ], 30),
    ("mrt-july", "2026-08-05T10:00", "how many times did the MRT break down on me in July?", [
        ("2026-06-29T08:00", "MRT stopped between Boni and Guadalupe, walked the rails with everyone"),
        ("2026-07-03T08:00", "*MRT broke down at Shaw, unloaded all of us, late to shift"),
        ("2026-07-14T08:00", "*train stalled at Ortigas station for 40 minutes, aircon off"),
        ("2026-07-18T08:00", "Camille's LRT was stuck for an hour, she was late to duty"),
        ("2026-07-24T08:00", "*another MRT glitch, we had to get off at Santolan"),
        ("2026-07-29T08:00", "the MRT was smooth this week for once"),
    ], 3),
    ("games-won", "2026-11-01T10:00", "how many games have the Kalye Kings won this season?", [
        ("2026-05-10T18:00", "won the last game of last season, champions"),
        ("2026-08-16T18:00", "*first game of the season, we beat Bagong Ilog by six"),
        ("2026-08-30T18:00", "lost to San Joaquin, their center is a giant"),
        ("2026-09-13T18:00", "*panalo against Caniogan, I scored 14"),
        ("2026-09-27T18:00", "Bea's cousin's team won their game in Cainta"),
        ("2026-10-11T18:00", "*Kalye Kings won in overtime against Kapitolyo, grabe the ending"),
        ("2026-10-25T18:00", "lost by two, sayang"),
    ], 3),
    ("agents-left", "2026-12-01T10:00", "how many agents have left my team this year?", [
        ("2025-11-20T10:00", "Jolo resigned, going to Canada"),
        ("2026-02-27T10:00", "*Rhea rendered her last day, moving to a bank job"),
        ("2026-05-15T10:00", "*Janine resigned, effective on the 31st"),
        ("2026-06-20T10:00", "Ma'am Liza said the other team lost five agents this quarter"),
        ("2026-08-08T10:00", "Mico almost resigned but we talked him out of it"),
        ("2026-10-02T10:00", "*Tope went AWOL, HR says he's not coming back"),
        ("2026-11-10T10:00", "two new hires joined my team from the training batch"),
    ], 3),
    ("brownouts-august", "2026-09-04T10:00", "how many brownouts did we have in August?", [
        ("2026-07-30T20:00", "brownout for three hours, slept with the windows open"),
        ("2026-08-05T20:00", "*brownout again, the whole block was dark until midnight"),
        ("2026-08-13T14:00", "*power went out while I was sleeping, woke up drenched in sweat"),
        ("2026-08-19T20:00", "Meralco posted a scheduled interruption for next month"),
        ("2026-08-27T20:00", "*no electricity from six to nine, Bea did homework by candlelight"),
        ("2026-08-29T20:00", "the office had a brownout but the generator kicked in"),
    ], 3),
    ("bea-absent-september", "2026-10-02T10:00", "how many days did Bea miss school in September?", [
        ("2026-08-26T10:00", "Bea absent today, a fever"),
        ("2026-09-08T10:00", "*Bea kept home, coughing, no school"),
        ("2026-09-09T10:00", "*still coughing, kept Bea home another day"),
        ("2026-09-16T10:00", "Bea's classmate missed a week because of dengue"),
        ("2026-09-23T10:00", "*Bea absent again, the clinic says it is just a virus"),
        ("2026-09-25T10:00", "Bea went to school even with a runny nose"),
    ], 3),
    ("flights-iloilo", "2026-12-10T10:00", "how many times did I fly home to Iloilo this year?", [
        ("2025-12-22T10:00", "flew to Iloilo for Christmas with Nanay"),
        ("2026-01-22T10:00", "*flight to Iloilo for the Dinagyang, just me"),
        ("2026-04-01T10:00", "Paolo flew home to Iloilo from Dubai for Holy Week"),
        ("2026-06-18T10:00", "*flew home to Iloilo, Nanay had her cataract operation"),
        ("2026-09-01T10:00", "should book Iloilo flights for All Saints"),
        ("2026-10-30T10:00", "*back in Iloilo for Undas, visited Tatay's grave"),
    ], 3),
    ("iloilo-stay-days", "2026-02-05T10:00", "how many days was I in Iloilo for the Dinagyang?", [
        ("2026-01-22T08:00", "*landed in Iloilo for the Dinagyang, Nanay picked me up"),
        ("2026-01-24T20:00", "the Dinagyang tribes dancing on the street, deafening drums"),
        ("2026-01-26T12:00", "Paolo video called from Dubai, jealous of the festival"),
        ("2026-01-28T21:00", "*back in Manila from Iloilo, straight to shift"),
    ], 6),
]

OTHERS = [
    ("feel-team-lead", "2026-11-30T10:00", "how have I felt about being a team lead this year?", [
        ("2026-01-20T10:00", "*scared I'm not ready to lead twelve agents, some are older than me"),
        ("2026-05-16T10:00", "*Janine resigning felt like my fault, I couldn't sleep"),
        ("2026-07-01T10:00", "Mico feels the team lead job is too stressful, he says he'd never take it"),
        ("2026-08-25T10:00", "*proud of my team, we topped the site scorecard, a first"),
        ("2026-10-10T10:00", "bought a new headset for the floor"),
    ], None),
    ("camille-uk-feel", "2026-10-15T10:00", "how does Camille feel about working in the UK?", [
        ("2026-02-10T10:00", "*Camille is excited about the UK offer, it's been her dream since nursing school"),
        ("2026-04-18T10:00", "Camille's batchmate already works in a hospital in Leeds"),
        ("2026-06-22T10:00", "*Camille cried tonight, she's afraid Bea will forget her if she goes ahead of us"),
        ("2026-08-30T10:00", "Nanay thinks the UK is too cold for anyone"),
        ("2026-09-28T10:00", "*Camille is more at peace now, she says two years apart is worth it for Bea"),
    ], None),
    ("om-post-decision", "2026-07-25T10:00", "what did I decide about the OM post?", [
        ("2026-06-15T10:00", "Ma'am Liza offered me the next operations manager post"),
        ("2026-06-29T10:00", "Camille says take it, the pay is much better"),
        ("2026-07-08T10:00", "*turned down the OM post, I'd rather be home when Camille leaves for the UK"),
        ("2026-07-12T10:00", "Kris from the other account got the OM post instead"),
    ], None),
    ("bea-school-decision", "2026-05-30T10:00", "what did we decide about Bea's school?", [
        ("2026-04-10T10:00", "Bea's public school is very crowded, fifty kids in one room"),
        ("2026-04-22T10:00", "visited Saint Paul Pasig, the tuition is steep"),
        ("2026-05-05T10:00", "*enrolled Bea at Saint Paul Pasig for Grade 3, paid the reservation"),
        ("2026-05-12T10:00", "Camille's cousin moved her kids to homeschooling"),
    ], None),
    ("who-liza", "2026-09-10T10:00", "who is Ma'am Liza?", [
        ("2026-01-12T10:00", "*Ma'am Liza, our operations manager, started on the floor as an agent fifteen years ago"),
        ("2026-03-30T10:00", "*Ma'am Liza covered my shift when Bea was in the ER, I owe her"),
        ("2026-05-22T10:00", "Liza Soberano trended again on Twitter"),
        ("2026-07-20T10:00", "*Ma'am Liza is retiring in two years, her plan is a bakery in Tagaytay"),
        ("2026-08-14T10:00", "the new QA on our account is named Weng"),
    ], None),
    ("team-coach", "2026-10-20T10:00", "who coaches the Kalye Kings?", [
        ("2026-08-03T10:00", "*Kuya Boyet, our coach, used to play in the MBA back in the day"),
        ("2026-08-22T10:00", "the San Joaquin team hired a coach from a college team"),
        ("2026-09-20T10:00", "*Coach Boyet benched me for arguing with the referee, fair enough"),
        ("2026-10-01T10:00", "our team captain is Dodong, the tricycle driver"),
    ], None),
    ("brother-news", "2026-09-25T10:00", "what's new with my brother?", [
        ("2026-04-01T10:00", "*my brother Paolo came home from Dubai for Holy Week, first time in three years"),
        ("2026-06-05T10:00", "*Paolo got promoted to site supervisor at the construction firm in Dubai"),
        ("2026-07-14T10:00", "Camille's brother is applying for a seaman job"),
        ("2026-09-02T10:00", "*Paolo is engaged to Mae, the wedding is in Iloilo next year"),
        ("2026-09-18T10:00", "the barangay repainted the basketball court"),
    ], None),
    ("xmas-party-left", "2026-12-05T10:00", "what's left to do for the team's Christmas party?", [
        ("2026-11-10T10:00", "the team Christmas party is on 19 December at a resto in Kapitolyo"),
        ("2026-11-20T10:00", "*still need to buy the raffle prizes for the Christmas party"),
        ("2026-11-24T10:00", "booked the venue, done"),
        ("2026-11-28T10:00", "*have to gather the agents' names for the exchange gift"),
        ("2026-12-01T10:00", "the other team's party is at a hotel, fancy"),
        ("2026-12-03T10:00", "*must print the certificates for the awards before the party"),
    ], None),
    ("waiting-on", "2026-10-20T10:00", "what am I still waiting for?", [
        ("2026-08-10T10:00", "*my SSS salary loan application, still no approval"),
        ("2026-08-25T10:00", "Bea's report card came back, all line of nine"),
        ("2026-09-05T10:00", "*the landlady said she'd get our leaking sink fixed, still waiting"),
        ("2026-09-22T10:00", "*HR hasn't released my back pay for the holiday differential, two months now"),
        ("2026-10-12T10:00", "got the new ID from HR"),
    ], None),
    ("next-game", "2026-10-28T10:00", "when is our next game?", [
        ("2026-10-11T10:00", "played Kapitolyo, won in overtime"),
        ("2026-10-22T10:00", "*next game is Sunday 8 November at 4pm against Malinao, at the covered court"),
        ("2026-10-24T10:00", "Bea's cousin's team plays on Saturday in Cainta"),
        ("2026-10-26T10:00", "the league final is in December"),
    ], None),
    ("meralco-last", "2026-09-28T10:00", "when did I last pay the Meralco bill?", [
        ("2026-07-05T10:00", "paid the Meralco bill at Bayad Center, ₱3,420"),
        ("2026-08-04T10:00", "*paid Meralco through GCash, ₱3,980, the aircon is killing us"),
        ("2026-08-20T10:00", "paid the water bill, Manila Water"),
        ("2026-09-22T10:00", "the Meralco bill came, due on the fifth"),
    ], None),
    ("hk-list", "2026-05-20T10:00", "what did we do in Hong Kong?", [
        ("2026-05-02T10:00", "packing for Hong Kong, Bea wants to bring her stuffed dog"),
        ("2026-05-09T21:00", "*rode the Star Ferry at night, Bea loved the harbour lights"),
        ("2026-05-10T21:00", "*a full day at Disneyland, Bea met Elsa and cried"),
        ("2026-05-11T21:00", "*took the tram up the Peak, foggy but still beautiful"),
        ("2026-05-16T10:00", "Camille's office mates are going to Taipei next month"),
    ], None),
    ("job-fair-met", "2026-03-20T10:00", "who did I meet at the job fair?", [
        ("2026-03-05T10:00", "our site is recruiting at the SM Megamall job fair this weekend"),
        ("2026-03-08T14:00", "*at the job fair met Carlo, a fresh grad from PUP with great English"),
        ("2026-03-08T16:00", "*ran into my old college classmate Ronnie at the job fair, he's a recruiter now"),
        ("2026-03-08T17:00", "*a nursing aide named Precy asked about night shift openings at our booth, sent her to HR"),
        ("2026-03-12T10:00", "Mico met his girlfriend at a training batch"),
    ], None),
    ("doctor-back", "2026-08-20T10:00", "what did the doctor tell me about my back?", [
        ("2026-06-01T10:00", "my lower back is killing me after twelve hours in the chair"),
        ("2026-06-10T10:00", "*Dr. Reyes says it's a muscle strain, I have to stand up every hour during shift"),
        ("2026-06-25T10:00", "Camille says stretch before basketball"),
        ("2026-07-15T10:00", "*the doctor told me to stop carrying Bea on my shoulders for a while and do the exercises"),
        ("2026-07-20T10:00", "bought a lumbar pillow"),
    ], None),
    ("promise-bea", "2026-11-25T10:00", "what did I promise Bea?", [
        ("2026-04-05T10:00", "*promised Bea a puppy if she gets into the honor roll"),
        ("2026-06-10T10:00", "Camille promised her mom she'd visit before she flies"),
        ("2026-09-01T10:00", "*told Bea I'd come to every one of her recitals, no matter the shift"),
        ("2026-10-08T10:00", "Bea asks for Disneyland again, I made no promise"),
        ("2026-11-02T10:00", "*swore to Bea we'd video call every night when Mama is in the UK"),
    ], None),
    ("dentist-rec", "2026-07-30T10:00", "which dentist did Ma'am Liza recommend?", [
        ("2026-07-01T10:00", "my molar aches when I drink anything cold"),
        ("2026-07-06T10:00", "*Ma'am Liza swears by Dra. Santos, a dentist in Kapitolyo, cheap and gentle"),
        ("2026-07-15T10:00", "Mico's dentist is in Marikina, too far"),
        ("2026-07-20T10:00", "Camille says the hospital dentist is always fully booked"),
    ], None),
    ("why-janine-quit", "2026-06-20T10:00", "why did Janine resign?", [
        ("2026-04-28T10:00", "Janine came late thrice this week"),
        ("2026-05-15T10:00", "*Janine resigned, she got a work from home job with a day shift so she can care for her lola"),
        ("2026-05-25T10:00", "Rhea resigned back in February for a bank job"),
        ("2026-06-01T10:00", "need to backfill Janine's seat"),
    ], None),
    ("birth-cert-where", "2026-10-05T10:00", "where did I keep Bea's birth certificate?", [
        ("2026-04-20T10:00", "got Bea's PSA birth certificate for the school enrollment"),
        ("2026-04-24T10:00", "*put Bea's birth certificate inside a blue envelope under our mattress"),
        ("2026-06-15T10:00", "Camille keeps her passport in the drawer with her nursing license"),
        ("2026-09-10T10:00", "where is the barangay clearance, can't find it"),
    ], None),
    ("landlady-roof-nothing", "2026-09-01T10:00", "what did the landlady say about the leak in the ceiling?", [
        ("2026-07-22T10:00", "the ceiling leaks above the sink when it rains hard"),
        ("2026-08-05T10:00", "the landlady in Camille's old building fixed everything fast"),
        ("2026-08-20T10:00", "must text the landlady about the ceiling"),
    ], None),
    ("recital-nothing", "2026-11-10T10:00", "when is Bea's piano recital?", [
        ("2026-09-12T10:00", "Bea started piano lessons on Saturdays"),
        ("2026-10-15T10:00", "Bea's field trip is on 20 November"),
        ("2026-10-28T10:00", "her cousin's dance recital was lovely"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qG", NUMBERS, OTHERS, seed=2929, read_numbers=10, read_others=10), TZ, FILLER, seed=29, sizes=(12, 35))
