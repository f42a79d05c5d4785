"""Writes qa-fresh-26.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a night baker in Quebec City (America/Toronto), Kieran Boudreau, who works the overnight bake (ten at night to six in
the morning) at a boulangerie in Saint-Roch owned by Réjean ("le boss"), beside Annick (pastry) and an apprentice, Théo. He
lives with his partner Élodie (a Grade 2 teacher, days) and their daughter Rosalie (seven), and a dog, Caribou; they move on
1 July 2026, Quebec's moving day, from a walk-up in Limoilou to a semi-detached in Charlesbourg. His mother lives across the
river in Lévis (the traversier), his friend Marc-André plays garage-league hockey with him, and he sells sourdough at the
Marché du Vieux-Port on summer Sundays. Canadian English with French words ("le boss", "la SAQ", "le dép", "traversier",
"réveillon", "tourtière", "cabane à sucre", "Bonhomme", "déneigement", "CPE", "bon", "c'est ça", "ben là"), paid in dollars
("$84.20", "84 bucks") and once in US dollars ("US$", "USD") on a week in Ogunquit, Maine.
Number questions (20): sums per currency over ranges (groceries in October, gas last month, eating out last week, the SAQ in
December, Hydro this year, the dog since the move, US dollars in Maine, the move told by its parts, Rosalie's birthday told by
its parts), money made at the market this summer, what a friend still owes, rent now (the latest figure), overtime hours in
December, counts (night shifts last week, hockey in November, the ferry to see his mother this fall, gym since New Year's, the
car not starting this winter, the oven breaking down at work since September), days his mother stayed in hospital.
Other questions (20): feelings over time (his own on nights; his partner's on the new house), decisions (Christmas; the old
car, told by its sale), a person by name and by role (who is Annick; the boss), open items (before the move; the basement),
waiting, when next, when last, a list in a month (October at Costco), people met since the move, a vet's advice, a promise,
a recommendation, why someone quit, where a spare key is, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending or act, prices quoted, plans,
money coming in beside going out, other ranges and currencies), then neutral filler written for this set: 12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qD001-qD020, may be
read while tuning), the rest to the held half (qD021-qD040: totals only).

Run: python3 author_qa_fresh_26.py > qa-fresh-26.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "America/Toronto"

FILLER = [
    "flour dust in my eyebrows again, Élodie says I look like a ghost",
    "the streetlights on Saint-Joseph at four in the morning, nobody around but the plows",
    "the levain smelled perfect tonight, like green apples",
    "freezing rain on the windshield, scraped for ten minutes",
    "the river is full of ice chunks grinding past the ferry terminal",
    "Rosalie drew the whole family as snowmen, Caribou included",
    "crows lined up along the depanneur's roof, plotting something",
    "fog so thick on the autoroute the Château vanished",
    "forgot what day it was, night shift brain",
    "sunrise over the Laurentians, driving home",
    "the neighbour's hockey net has been in the street since October",
    "the radio played the same Cowboys Fringants song three times tonight",
    "snowbanks taller than Rosalie on our street now",
    "the bakery cat from next door sat on the windowsill watching us shape",
    "slept straight through the afternoon and felt worse for it",
    "tried to read in bed, made it two pages",
    "first real snowfall, the whole city went quiet",
    "the CPE sent home another craft made of macaroni",
    "heard the snow blowers working all night on the main drag",
    "the old guy waiting for the 801 waves at me every single morning",
    "a gull snatched a croissant from some tourist's fingers",
    "the bells at the church rang for ages this morning",
    "supper at dawn again, breakfast at four in the afternoon",
    "walked Caribou along the Saint-Charles, geese everywhere again",
    "the oven hood rattles like an old truck",
    "Élodie's grading piles have taken over the kitchen table",
    "a full moon over the Plains on my way in",
    "the shaping bench is finally level, only took a year",
    "loud party upstairs in the next building until two",
    "our backyard maple went red overnight",
    "spring slush up to my ankles at the corner",
    "Rosalie lost her first tooth in a muffin",
    "thunderstorm rolled through while the baguettes were proofing",
    "the ferry horn sounds like a sad cow",
    "watched the Habs lose in the break room on Théo's phone",
    "clear cold night, minus twenty-six, my nose hairs froze",
    "the dough mixer groaned all night but held on",
    "cicadas all afternoon, could not sleep with the window open",
    "the bike path along the river is finally cleared",
    "Caribou rolled on a rotten fish by the river and wore it proudly, two baths",
    "my hands smell like rye no matter what I do",
    "a raccoon tipped the green bin over again",
    "the sky over Vieux-Québec pink at dawn, stopped to look",
    "tourists asked me for directions in French, felt like a local",
    "blackout curtains are the best money I ever spent",
    "the kid next door practises trumpet, slowly",
    "a dusting of snow on the car, gone by lunch",
    "the windows in the bakery fogged up completely tonight",
    "heard a fox screaming in the park around 3 a.m.",
    "Rosalie asked why I go to work when everyone sleeps",
    "the street sweeper came through at dawn and soaked my shoes",
    "Élodie left me a note on the coffee maker, a little heart",
    "the river wind cut right through my coat",
    "read the whole Soleil during my break",
    "a V of geese honking their way south above the house",
    "the tulips by the front steps came up purple, not red",
    "a power flicker at the bakery, held my breath for the ovens",
    "the stars out in Charlesbourg, you never saw them in Limoilou",
]

MOVE = ("2026-07-01T15:00", "moving day, Limoilou to Charlesbourg, the truck and half the city in the streets, c'est ça")

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("groceries-october", "2026-11-05T14:00", "how much did I spend on groceries in October?", [
        ("2026-09-28T15:00", "Maxi after work, $73.40 of milk, bread flour and bananas"),
        ("2026-10-04T14:00", "*IGA in Charlesbourg, $112.60, mostly meat for the week"),
        ("2026-10-12T13:00", "Élodie did the épicerie at Metro on her card, $96"),
        ("2026-10-17T15:00", "*Costco run, paper towels and a giant bag of rice, $148.25"),
        ("2026-10-22T14:00", "ground beef at the IGA is $9 a pound now, ridiculous"),
        ("2026-10-29T14:00", "*the Maxi again, $54.80 for Rosalie's lunch stuff"),
        ("2026-11-02T14:00", "IGA, $81.10 of vegetables and coffee"),
    ], 315.65),
    ("gas-last-month", "2026-12-03T15:00", "how much did I spend on gas last month?", [
        ("2026-10-30T06:30", "filled the Subaru at the Ultramar, $68"),
        ("2026-11-06T06:30", "*gas at the Esso on Henri-Bourassa, $71.50"),
        ("2026-11-14T15:00", "Élodie filled her Honda, $55 on the joint card"),
        ("2026-11-19T06:45", "*fill-up at the Ultramar after the shift, $64.20"),
        ("2026-11-23T12:00", "gas went up to $1.69 a litre, bandits"),
        ("2026-11-28T06:40", "*tank was on empty, Petro-Canada, $70"),
        ("2026-12-01T06:30", "Costco gas, $62.90"),
    ], 205.70),
    ("maine-usd", "2026-08-30T14:00", "how much did we spend in US dollars in Maine?", [
        ("2026-08-14T08:00", "Couche-Tard in Jackman before the border, $45 of gas"),
        ("2026-08-15T13:00", "*lobster rolls on the pier in Ogunquit, US$58"),
        ("2026-08-15T20:00", "*the motel by the beach, three nights, USD 447"),
        ("2026-08-16T15:00", "Élodie's sister paid for the mini golf, would not hear of it"),
        ("2026-08-17T11:00", "*saltwater taffy and a kite for Rosalie, US$26"),
        ("2026-08-18T12:00", "*Kittery outlets, new work clogs, US$89"),
        ("2026-08-20T10:00", "the motel already wants US$180 a night for next summer, no way"),
    ], 620),
    ("dog-since-move", "2027-01-10T14:00", "how much have I spent on the dog since the move?", [
        ("2026-06-12T14:00", "Caribou's vaccines, Limoilou vet clinic, $142"),
        MOVE,
        ("2026-07-20T14:00", "*a 30-pound sack of dog food for Caribou, $79.99"),
        ("2026-09-02T14:00", "*new vet in Charlesbourg, checkup and heartworm pills for Caribou, $186"),
        ("2026-10-05T14:00", "the neighbour's husky needed stitches, $600, poor guy"),
        ("2026-11-21T14:00", "*winter boots for Caribou, he hates them, $39"),
        ("2026-12-15T14:00", "a dog walker would be $25 a walk, Élodie thinks we should"),
    ], 304.99),
    ("eating-out-last-week", "2026-11-16T14:00", "how much did I spend eating out last week?", [
        ("2026-11-07T13:00", "poutine at Chez Ashton after the hockey, $16"),
        ("2026-11-09T12:00", "*breakfast at Cora with Rosalie after the shift, $31.50"),
        ("2026-11-11T13:00", "*St-Hubert delivery, chicken for all three of us, $48.75"),
        ("2026-11-12T19:00", "Marc-André took me for a beer and paid, his treat"),
        ("2026-11-13T13:00", "*shawarma on Cartier with Théo, my treat, $27"),
        ("2026-11-14T15:00", "IGA for the weekend, $96.40"),
        ("2026-11-16T10:00", "Tim's drive-through after work, $6.25"),
    ], 107.25),
    ("saq-december", "2027-01-06T14:00", "how much did I spend on booze in December?", [
        ("2026-11-28T15:00", "SAQ, two bottles of red for the staff party, $38"),
        ("2026-12-05T15:00", "*a 24 of Boréale at the dép, $44.99"),
        ("2026-12-18T15:00", "*la SAQ for the réveillon, wine, a bottle of Caribou and port, $126.30"),
        ("2026-12-22T15:00", "Élodie's dad brought a case of champagne, what a guy"),
        ("2026-12-30T15:00", "*bubbly for New Year's Eve at the SAQ, $29.95"),
        ("2027-01-02T15:00", "Dry January starts now, said nobody at the bakery"),
    ], 201.24),
    ("hydro-this-year", "2026-12-20T14:00", "how much have we paid Hydro this year?", [
        ("2025-12-10T14:00", "Hydro-Québec bill, $212"),
        ("2026-02-12T14:00", "*Hydro bill paid, $238.40, the baseboards are killing us"),
        ("2026-06-10T14:00", "*last Hydro bill at the Limoilou place, $96.15"),
        ("2026-08-14T14:00", "*first Hydro-Québec bill at the new house, $131.80"),
        ("2026-10-01T14:00", "the heat pump would cut Hydro by a third, says the salesman"),
        ("2026-12-12T14:00", "*paid Hydro, $274.60, winter is here"),
    ], 740.95),
    ("the-move", "2026-07-15T14:00", "what did the move cost us?", [
        ("2026-05-20T14:00", "a moving company in Beauport quoted $1,900, forget it"),
        ("2026-06-15T14:00", "*rented the Discount truck for moving day, $389"),
        ("2026-06-20T14:00", "*boxes and tape from Uhaul, $84.20"),
        ("2026-06-28T14:00", "Élodie's sister moved to Sherbrooke too, paid movers $2,400"),
        MOVE,
        ("2026-07-01T21:00", "*pizza and beer for the six guys who carried the couch, $112"),
        ("2026-07-03T14:00", "*the guy to reinstall the washer and dryer, $140"),
        ("2026-07-10T14:00", "got $200 back from the old landlord for the key deposit"),
    ], 725.20),
    ("rosalie-birthday", "2026-10-20T14:00", "how much did Rosalie's birthday cost?", [
        ("2026-09-10T14:00", "Rosalie wants a unicorn party, of course"),
        ("2026-09-24T14:00", "*the bowling alley in Charlesbourg for the party, $180 for twelve kids"),
        ("2026-09-25T14:00", "*her present, a real bike with a bell, $229"),
        ("2026-09-26T14:00", "*loot bags and balloons at Dollarama, $41.50"),
        ("2026-09-27T14:00", "Annick made the unicorn cake for free, bless her"),
        ("2026-09-30T14:00", "Élodie's mom gave her $50 in a card"),
        ("2026-10-12T14:00", "Théo's nephew's party was at the trampoline place, $400"),
    ], 450.50),
    ("market-summer", "2026-10-05T14:00", "how much did I make selling bread at the market this summer?", [
        ("2026-06-07T17:00", "*first Sunday at the Marché du Vieux-Port, sold out of sourdough, $340 in the till"),
        ("2026-06-08T14:00", "paid the market $60 for the stall for June"),
        ("2026-07-12T17:00", "*Sunday market, $415, the rye went first"),
        ("2026-07-19T17:00", "the cheese lady next to me made $1,200 today, jealous"),
        ("2026-08-09T17:00", "*market day, rain, only $190"),
        ("2026-08-23T17:00", "*last Sunday before school, $465, people bought two loaves each"),
        ("2026-09-27T17:00", "one more Sunday at the market in late September, $310"),
    ], 1410),
    ("marc-andre-owes", "2026-12-10T14:00", "how much does Marc-André still owe me?", [
        ("2026-09-20T14:00", "*lent Marc-André $500 for his transmission"),
        ("2026-10-15T14:00", "*Marc-André e-transferred $150 back"),
        ("2026-10-30T14:00", "Marc-André says the new goalie pads cost him $900"),
        ("2026-11-20T14:00", "*another $100 from Marc-André, he is good for it"),
        ("2026-11-25T14:00", "owe Théo $20 for the lottery pool"),
    ], 250),
    ("rent-now", "2027-01-20T14:00", "what is my rent now?", [
        ("2026-05-15T14:00", "old place in Limoilou is $1,150 a month, we will miss that"),
        ("2026-06-01T14:00", "signed the lease in Charlesbourg, $1,480 a month with the garage"),
        ("2026-10-10T14:00", "Marc-André pays $2,000 for a condo in Sainte-Foy, ouch"),
        ("2026-11-15T14:00", "*landlord dropped the garage from the lease, rent down to $1,395 from January"),
    ], 1395),
    ("overtime-december", "2027-01-04T14:00", "how many hours of overtime did I do in December?", [
        ("2026-11-28T07:30", "stayed an extra hour to clean the proofer"),
        ("2026-12-12T08:30", "*stayed 3 extra hours for the bûches de Noël"),
        ("2026-12-19T09:00", "*2.5 hours of overtime for tourtière orders"),
        ("2026-12-20T14:00", "Annick put in 10 overtime hours this week, she is a machine"),
        ("2026-12-23T10:00", "*4 hours over, the Christmas rush is insane"),
        ("2026-12-28T14:00", "Réjean wants each of us staying 2 extra hours December 31"),
    ], 9.5),
    ("shifts-last-week", "2026-11-23T14:00", "how many night shifts did I work last week?", [
        ("2026-11-13T06:30", "night shift done, twelve hundred croissants"),
        ("2026-11-16T06:30", "*off the night shift, the rye came out perfect"),
        ("2026-11-17T06:30", "*shift over, the mixer nearly died again"),
        ("2026-11-18T22:00", "Théo is doing my shift tonight, Rosalie has a fever"),
        ("2026-11-20T06:30", "*done the overnight bake, dead tired"),
        ("2026-11-21T06:30", "*finished the Saturday night shift, the lineup at opening was already out the door"),
        ("2026-11-22T14:00", "Annick works five nights next week, poor her"),
    ], 4),
    ("hockey-november", "2026-12-02T14:00", "how many times did I play hockey in November?", [
        ("2026-10-28T23:00", "garage league, we lost 6-2, legs like jelly"),
        ("2026-11-04T23:00", "*hockey at the Centre Vidéotron practice rink, scored a goal, a miracle"),
        ("2026-11-10T20:00", "Rosalie's skating lesson, she did not fall once"),
        ("2026-11-11T23:00", "*garage league again, a tie, beers after"),
        ("2026-11-18T22:00", "skipped hockey, too tired after the double"),
        ("2026-11-25T23:00", "*played the late game with Marc-André in net, we won"),
        ("2026-11-28T14:00", "watched the Remparts with Rosalie, she loved the mascot"),
    ], 3),
    ("ferry-mom", "2026-12-05T14:00", "how many times did I take the ferry to see my mom this fall?", [
        ("2026-08-30T14:00", "traversier to Lévis for Mom's barbecue, hot as anything"),
        ("2026-09-27T14:00", "*took the traversier over to Mom's, fixed her storm door"),
        ("2026-10-18T14:00", "Élodie took Rosalie across on the ferry to see Mom without me"),
        ("2026-10-25T14:00", "*ferry to Lévis, Mom made her pâté chinois"),
        ("2026-11-08T14:00", "Mom came over to our place on the bus for once"),
        ("2026-11-29T14:00", "*crossed on the traversier in the ice to take Mom to her appointment"),
    ], 3),
    ("gym-since-new-year", "2027-02-10T14:00", "how many times have I been to the gym since New Year's?", [
        ("2026-12-20T14:00", "gym today, first time in a month"),
        ("2027-01-01T12:00", "resolution: the gym twice a week, for real this time"),
        ("2027-01-06T14:00", "*Énergie Cardio after the shift, legs and back"),
        ("2027-01-15T14:00", "*gym, twenty treadmill minutes and some rowing"),
        ("2027-01-22T14:00", "Élodie signed up for yoga at the community centre"),
        ("2027-01-29T14:00", "*lifted at Énergie Cardio, Théo came along"),
        ("2027-02-05T14:00", "the gym membership renews in March, $54 a month"),
    ], 3),
    ("car-wont-start", "2027-02-15T14:00", "how many times has the car not started this winter?", [
        ("2026-11-02T06:30", "block heater cord is frayed, replace it"),
        ("2026-12-14T06:30", "*the Subaru would not start after the shift, minus thirty, got a boost from Théo"),
        ("2027-01-08T06:30", "*car dead again in the bakery lot, CAA came at seven"),
        ("2027-01-20T14:00", "Élodie's Honda started fine in the cold, show-off"),
        ("2027-02-03T06:30", "*no start this morning, clicked and clicked, new battery it is"),
        ("2027-02-04T14:00", "new battery at Canadian Tire, $189"),
    ], 3),
    ("oven-breakdowns", "2026-12-20T14:00", "how many times has the oven broken down at work since September?", [
        ("2026-08-20T06:00", "the deck oven quit mid-bake, lost forty baguettes"),
        ("2026-09-15T03:00", "*the deck oven's bottom element went, half the night on the small oven"),
        ("2026-10-10T03:00", "the mixer overheated again"),
        ("2026-10-29T02:00", "*oven down again, Réjean called the technician at 2 a.m."),
        ("2026-11-12T14:00", "the pizzeria next door lost its oven too, they borrowed ours"),
        ("2026-12-06T04:00", "*big oven died halfway through the Saint-Nicolas rush"),
    ], 3),
    ("mom-hospital-days", "2026-11-20T14:00", "how many days was my mom in the hospital?", [
        ("2026-10-20T14:00", "Mom's blood pressure was high at the pharmacy"),
        ("2026-10-26T18:00", "*Mom admitted to the Hôtel-Dieu de Lévis, a fall on the stairs, hip is cracked"),
        ("2026-10-28T14:00", "Élodie's dad was in for his knee last year, six days"),
        ("2026-11-03T15:00", "*Mom discharged, home with a walker and a very bossy nurse"),
        ("2026-11-10T14:00", "Mom wants to be driven to bingo already"),
    ], 8),
]

OTHERS = [
    ("feel-nights", "2026-12-15T14:00", "how have I felt about working nights since the summer?", [
        ("2026-06-10T06:30", "night shifts are fine in the spring, the birds start at four"),
        ("2026-07-20T14:00", "*exhausted all the time since going on permanent nights, snapping at Élodie"),
        ("2026-09-18T14:00", "*finally sleeping right on nights, honestly I love how quiet the bakery is"),
        ("2026-10-05T14:00", "Théo hates the night shift, says he will quit by Christmas"),
        ("2026-11-28T14:00", "*lonely on nights lately, I never see Élodie awake"),
        ("2026-12-05T14:00", "bought a new alarm clock, mine finally gave out"),
    ], None),
    ("elodie-house", "2026-12-01T14:00", "how does Élodie feel about the new house?", [
        ("2026-06-20T14:00", "*Élodie is scared we took on too much rent with the new house"),
        ("2026-07-25T14:00", "*Élodie loves the yard, she planted garlic already"),
        ("2026-08-10T14:00", "Rosalie says her new room is the best room in the world"),
        ("2026-10-14T14:00", "*Élodie says the new place is home now, for real"),
        ("2026-11-10T14:00", "Marc-André hates his condo, the walls are paper"),
    ], None),
    ("christmas-decision", "2026-12-20T14:00", "what did we decide about Christmas?", [
        ("2026-11-15T14:00", "Mom wants everybody in Lévis, Élodie's parents want everybody in Beauce"),
        ("2026-11-28T14:00", "Annick is going to Cuba for Christmas, lucky"),
        ("2026-12-05T14:00", "*settled it: réveillon at Mom's in Lévis on the 24th, Christmas Day in Beauce with Élodie's parents"),
        ("2026-12-10T14:00", "Réjean keeps the shop closed the 25th and 26th"),
    ], None),
    ("subaru-decision", "2027-04-10T14:00", "what did I decide about the old Subaru?", [
        ("2027-02-20T14:00", "the Subaru needs $2,300 of rust work to pass, do I keep it"),
        ("2027-03-05T14:00", "Marc-André is selling his Civic too"),
        ("2027-03-15T14:00", "*sold the Subaru to some guy in Beauport for $3,800 cash, buying Élodie's dad's Corolla instead"),
        ("2027-03-20T14:00", "a Subaru dealer flyer in the mailbox, ha"),
    ], None),
    ("who-annick", "2026-11-30T14:00", "who is Annick?", [
        ("2026-03-10T14:00", "*Annick, the pastry chef at the bakery, has been there since Réjean opened"),
        ("2026-05-22T14:00", "*Annick brought her sourdough starter from Gaspé, it's older than me"),
        ("2026-08-04T14:00", "Élodie's friend Annie from school came for supper"),
        ("2026-10-16T14:00", "*Annick's son starts at Laval University in the fall, she cried telling me"),
        ("2026-11-20T14:00", "Théo burned the croissants again"),
    ], None),
    ("the-boss", "2026-12-10T14:00", "what do I know about my boss?", [
        ("2026-02-04T14:00", "*Réjean opened the bakery in 2009 after twenty years in Montreal hotels"),
        ("2026-06-18T14:00", "Élodie's principal wants her to run the book fair again"),
        ("2026-09-09T14:00", "*Réjean wants to open a second shop in Sainte-Foy next year"),
        ("2026-11-11T14:00", "*Réjean gave everyone a $200 Christmas bonus early, he is soft under the yelling"),
        ("2026-11-25T14:00", "Marc-André's boss at the garage is a tyrant"),
    ], None),
    ("before-move-left", "2026-06-25T14:00", "what's left to do before the move?", [
        ("2026-06-01T14:00", "signed the new lease, keys on June 30"),
        ("2026-06-10T14:00", "reserved a truck for July 1, done"),
        ("2026-06-14T14:00", "*still have to cancel Vidéotron at the old apartment"),
        ("2026-06-18T14:00", "Marc-André moves on the first too, every truck in the city is gone"),
        ("2026-06-20T14:00", "*need to change our address with the SAAQ and the bank"),
        ("2026-06-22T14:00", "*pack up the kitchen, the dishes are all still in the cupboards"),
        ("2026-06-23T14:00", "transferred Rosalie's CPE spot, finally sorted"),
    ], None),
    ("basement-left", "2026-11-20T14:00", "what's still left to do on the basement?", [
        ("2026-10-01T14:00", "drywall is up downstairs, looks like a real room"),
        ("2026-10-12T14:00", "*the basement window still needs caulking before the cold"),
        ("2026-10-20T14:00", "*have to buy baseboards for downstairs, oak or pine"),
        ("2026-10-28T14:00", "Marc-André finished his basement bar, show-off"),
        ("2026-11-02T14:00", "painted the basement walls, two coats"),
        ("2026-11-10T14:00", "*still got to put a smoke detector in the new room down there"),
    ], None),
    ("waiting", "2026-12-15T14:00", "what am I still waiting on?", [
        ("2026-11-10T14:00", "*sent in the passport forms for Rosalie, eight weeks they say"),
        ("2026-11-18T14:00", "the replacement mixer blade came in, installed it tonight"),
        ("2026-11-25T14:00", "*Desjardins still hasn't answered about the credit line"),
        ("2026-12-02T14:00", "Annick's son hopes to hear about his scholarship any day"),
        ("2026-12-08T14:00", "*the fender insurance claim, adjuster has not called yet"),
    ], None),
    ("mom-surgery-when", "2027-01-20T14:00", "when is my mom's surgery?", [
        ("2026-12-10T14:00", "Mom's hip needs replacing after all, says the surgeon"),
        ("2027-01-08T14:00", "*Mom's hip operation is set for March 4 at the Hôtel-Dieu de Lévis, seven in the morning"),
        ("2027-01-12T14:00", "Élodie's dad has his cataract surgery on the 29th"),
        ("2027-01-15T14:00", "Mom is scared of the anaesthetic"),
    ], None),
    ("oil-change-last", "2026-12-01T14:00", "when did I last change the oil in the car?", [
        ("2026-05-02T14:00", "oil change at Canadian Tire, they found a loose heat shield"),
        ("2026-09-15T14:00", "Élodie's Honda had its oil done at the dealer"),
        ("2026-10-24T14:00", "*winter tires on and fresh oil at the garage on 1re Avenue, Marc-André's cousin did it"),
        ("2026-11-20T14:00", "the oil light flickered once, probably nothing"),
    ], None),
    ("costco-october", "2026-11-08T14:00", "what did I buy at Costco in October?", [
        ("2026-09-20T14:00", "Costco, a box of diapers for Annick's baby shower"),
        ("2026-10-03T14:00", "*Costco: a new winter coat for Rosalie and a giant tub of peanut butter"),
        ("2026-10-17T14:00", "*Costco for a shop vac for the basement and two bags of rice"),
        ("2026-10-21T14:00", "Marc-André got a TV at Costco, 85 inches, insane"),
        ("2026-11-04T14:00", "Costco again, printer ink"),
    ], None),
    ("met-since-move", "2026-10-30T14:00", "who have I met in the new neighbourhood since the move?", [
        ("2026-06-05T14:00", "our Limoilou neighbour Gisèle made us a tourtière for the road"),
        MOVE,
        ("2026-07-04T14:00", "*met the neighbours on the left, Sylvain and Chantal, they brought muffins"),
        ("2026-07-18T14:00", "*the retired mailman across the street, Gaston, offered to snowblow our driveway"),
        ("2026-08-12T14:00", "Rosalie made a friend at the park, Léa"),
        ("2026-09-01T14:00", "*Mme Côté next door, a widow with three cats, waved me over for coffee"),
        ("2026-09-20T14:00", "Théo met his girlfriend's parents, terrified"),
    ], None),
    ("vet-caribou", "2026-09-20T14:00", "what did the vet say about Caribou's paw?", [
        ("2026-09-02T14:00", "Caribou limping after the park, licking his paw all night"),
        ("2026-09-04T14:00", "*vet says Caribou has a cut pad, keep it wrapped and no long walks for ten days"),
        ("2026-09-06T14:00", "the neighbour's husky has the same vet, small world"),
        ("2026-09-12T14:00", "*back to the vet, the paw is healing fine, running allowed from next week"),
        ("2026-09-15T14:00", "Caribou ate a sock, we will see"),
    ], None),
    ("promise-rosalie", "2027-01-25T14:00", "what did I promise Rosalie?", [
        ("2026-12-28T14:00", "*promised Rosalie we would go see Bonhomme at the Carnaval, only him and me"),
        ("2027-01-05T14:00", "Élodie promised her sister she would drive her to the airport"),
        ("2027-01-10T14:00", "*told Rosalie I would teach her to make croissants on my next day off"),
        ("2027-01-18T14:00", "Rosalie wants a hamster, no"),
    ], None),
    ("mechanic-rec", "2026-10-10T14:00", "which mechanic did Marc-André recommend?", [
        ("2026-09-20T14:00", "the Subaru makes a grinding noise when I brake"),
        ("2026-09-22T14:00", "*Marc-André swears by Garage Bélanger on 1re Avenue, his cousin runs it, fair prices"),
        ("2026-09-25T14:00", "Théo says avoid the dealer, they charged him for nothing"),
        ("2026-10-01T14:00", "Élodie's dad knows a guy in Beauce who fixes everything"),
    ], None),
    ("why-theo-quit", "2027-01-15T14:00", "why did Théo quit?", [
        ("2026-12-20T14:00", "Théo looks miserable lately"),
        ("2027-01-09T14:00", "*Théo quit, he got into the pastry program at the Wilbrod-Bherer school and cannot do nights and classes"),
        ("2027-01-10T14:00", "Annick quit smoking, third time"),
        ("2027-01-12T14:00", "Réjean is hiring a new apprentice, he is grumpy about it"),
    ], None),
    ("spare-key", "2026-11-10T14:00", "where is the spare key?", [
        ("2026-07-02T14:00", "the old landlord wants both keys back"),
        ("2026-08-05T14:00", "*left the spare key with Mme Côté next door, in her kitchen drawer"),
        ("2026-09-10T14:00", "Marc-André hides his key under a rock, genius"),
        ("2026-10-15T14:00", "copied the bakery keys for the new apprentice"),
    ], None),
    ("landlord-leak-nothing", "2026-11-25T14:00", "what did the landlord say about the leak?", [
        ("2026-11-05T14:00", "water dripping from the bathroom fan, a leak somewhere in the roof"),
        ("2026-11-10T14:00", "sent the landlord photos of the stain on the ceiling"),
        ("2026-11-18T14:00", "Marc-André's roof leaked too, his landlord fixed it in a day"),
    ], None),
    ("theo-birthday-nothing", "2026-12-20T14:00", "when is Théo's birthday?", [
        ("2026-10-10T14:00", "Théo turned the radio to metal again"),
        ("2026-11-05T14:00", "Rosalie's birthday party was a hit"),
        ("2026-12-01T14:00", "Théo wants a raise, Réjean laughed"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qD", NUMBERS, OTHERS, seed=2626, read_numbers=10, read_others=10), TZ, FILLER, seed=26, sizes=(12, 35))
