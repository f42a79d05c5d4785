"""Writes qa-fresh-36.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a school-bus driver and part-time beekeeper in rural Saskatchewan (America/Regina, no daylight time), Doreen Fedoruk,
who drives route 14 for the school division out of Wadena, keeps fourteen hives on the home quarter (moved in the summer to the
Hnatiuk quarter) and sells honey at the Yorkton farmers' market on Saturdays and to the Wadena Co-op; her husband Gord farms
canola and barley, their son Tyler is in grade 11, their daughter Kayla studies at the U of S in Saskatoon; her mother (Baba to
the kids) is in the care home at Foam Lake, her brother Darcy lives in Regina and borrows; Lorne skips her rink in the Tuesday
curling league, Merv is the division's mechanic, Ed Hnatiuk sold her his old extractor. Canadian prairie English ("toque",
"Timmies", "double-double", "loonies", "toonies", "bunnyhug", "grid road", "the Riders", "slough", "quarter", "e-transfer",
"fall supper", "fowl supper", "perogies", "cabbage rolls", "dead out" for a hive that died, "boosted" for a jump start),
money in Canadian dollars written "$", "bucks", a bare figure, and, on a trip across the line to Minot, in US dollars
("US$177", "58.40 USD"). (No earlier Q&A voice lives on the Canadian prairies, drives a school bus or keeps bees.)
Number questions (20): sums per currency (bee supplies in October, US dollars this year, curling this season, gas last week,
groceries last month, winter feed told as sugar and pollen patties), money in (honey at the market in September; the Co-op's
cheques), money sent to Kayla told as "my girl", what Darcy still owes, counts told in other words (curling games lost told as
"got beat", "dropped one"; the bus not starting told as "wouldn't turn over", "boost"; fall suppers told as "fowl supper",
"perogy supper"; hives lost told as "dead out", "queenless ... gone"; bus runs called off; visits to Mom), hours on the hives in
August, hours of extra trips, jars sold in October, kilograms of honey extracted.
Other questions (20): feelings (her own on the bus route; Gord's on harvest, asked by name), a decision told without "decide"
(money down on an extractor), a person by name and by role, news of "my brother", what is left
before winter on the hives, waiting, when next (the bonspiel), when last (mites treated), what she brought to the fall supper,
people met at the convention, a doctor's advice on stings, a promise to Tyler, a recommendation, why Kayla changed programs,
where the honey-house key is, what she has noticed at the bee yard since the move, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, income or loan, prices quoted,
plans, other ranges and currencies), then neutral filler written for this set: 12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qN001-qN020, may be
read while tuning), the rest to the held half (qN021-qN040: totals only).

Run: python3 author_qa_fresh_36.py > qa-fresh-36.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "America/Regina"

FILLER = [
    "bright sundogs driving in this morning",
    "the Riders lost in the last minute again, Gord threw the remote",
    "coyotes yipping out past the shelterbelt all night",
    "Tyler grew another inch, his bunnyhug sleeves are up to his elbows",
    "dog came home from the slough stinking of dead gopher, bath time",
    "kitchen window frosted up inside, first time this year",
    "geese heading south over the yard in long lines all afternoon",
    "did the crossword with a double-double before my route",
    "northern lights were green and pink over the grain bins tonight",
    "someone painted the Wadena water tower sign, looks sharp",
    "the radio said the ferry at Fenton is closed for the season",
    "Gord found a pair of his dad's old work gloves in the quonset",
    "big orange moon rising over the stubble",
    "new kid on the route, quiet little guy, sits right behind me",
    "my bus kids were singing the Hockey Night theme",
    "lights flickered a couple times at supper, came right back",
    "snow plow went by at 5am, heard it scraping the grid road",
    "Kayla texted me a shot of the South Sask from Broadway bridge",
    "cat brought a mouse into the porch and looked very proud",
    "read two chapters of the library mystery before bed",
    "the barley field across the road is finally all in",
    "wind took the rain barrel lid into the ditch",
    "watched the curling on TSN, Team Saskatchewan looked good",
    "Tyler is growing a moustache, we are not discussing it",
    "the church bulletin had my name spelled wrong again",
    "hoar frost on every branch, looked like a Christmas card",
    "saw a snowy owl on a power pole near the Kylemore turnoff",
    "Gord's cousin posted hunting pictures, nice buck",
    "put the garden to bed, pulled the last carrots",
    "chinook came through, melted everything for a day",
    "the school had a pep rally, the gym was so loud",
    "my old toque finally wore through on top",
    "Tyler beat Gord at crib first time ever",
    "sky was so clear you could see the Milky Way from the deck",
    "long line at Timmies, everybody wanted chili",
    "rearranged the pantry shelves, found three cans of beets",
    "the neighbours' kids built a snow fort by the mailbox",
    "a combine on the highway held up traffic for miles",
    "Kayla's cat knocked her laptop off the desk during a video call",
    "pancake breakfast poster up at the post office",
    "Gord fixed the squeaky porch door at last",
    "dog barked at a moose out past the dugout",
    "got a letter from the Legion about Remembrance Day",
    "cleaned out the truck, found four mittens, none matching",
    "Tyler's hockey team has new jerseys, green and white",
    "listened to CBC on the drive, story about prairie grain elevators",
]

NUMBERS = [
    (None, "2026-11-19T16:30", "How much did I spend on bee supplies in October?", [
        ("2026-09-28T14:00", "new smoker from the bee supply place in Tisdale, $64"),
        ("2026-10-03T11:20", "*Apivar strips for all fourteen hives at the Tisdale bee store, $212.75"),
        ("2026-10-10T15:05", "*two deep boxes with lids for next spring, 96 bucks"),
        ("2026-10-14T19:40", "Gord spent $300 on a belt for the grain auger"),
        ("2026-10-21T10:15", "the 20-frame extractor in the catalogue is 1200, not happening"),
        ("2026-11-04T09:30", "ordered a hive tool and gloves online, $41"),
    ], 308.75),
    (None, "2026-11-19T16:30", "How much have I spent in US dollars this year?", [
        ("2026-04-11T13:10", "*three Saskatraz queens from the breeder down in North Dakota, US$177 with shipping"),
        ("2026-07-18T12:40", "*Minot trip, gassed up at the Cenex for 58.40 USD"),
        ("2026-07-18T12:55", "$62 gas at the Co-op in Wadena before we crossed"),
        ("2026-07-19T16:20", "Gord paid 90 USD for boots at Dakota Square, his money"),
        ("2026-08-02T10:00", "the American supplier wants 240 US for a nuc, too rich"),
    ], 235.40),
    (None, "2026-10-08T18:00", "How much did I make selling honey at the market in September?", [
        ("2026-08-29T15:00", "Yorkton market, hot day, took in $264"),
        ("2026-09-05T14:30", "*Yorkton market Saturday: sold 22 jars, took in $286"),
        ("2026-09-12T14:45", "*slow market in the rain, $118 cash and $40 on the Square"),
        ("2026-09-19T15:10", "Verna at the next table cleared 500 on her pies, good for her"),
        ("2026-09-26T14:50", "*last September market, $341 in the tin"),
        ("2026-10-03T14:40", "October market first week, $205"),
    ], 785),
    (None, "2026-11-26T21:00", "How many games have we lost in the curling league this season?", [
        ("2026-10-20T22:10", "*lost 7-4 to the Peterson rink, my draws were heavy all night"),
        ("2026-10-27T22:05", "won 8-2! Lorne made a double in the sixth"),
        ("2026-11-03T22:15", "*got beat by Lorne's old team in the eighth end, 6-5"),
        ("2026-11-10T22:00", "we took the Hildebrandt rink 7-6, extra end"),
        ("2026-11-17T22:20", "*dropped another one, 9-3, ugh"),
        ("2026-11-18T08:00", "Gord's men's league team lost again too"),
    ], 3),
    (None, "2026-11-27T15:45", "How many times did the bus not start this month?", [
        ("2026-10-29T07:00", "bus passed the fall safety inspection, no problems"),
        ("2026-11-05T06:45", "*bus wouldn't turn over at minus 31, block heater cord came unplugged"),
        ("2026-11-12T06:50", "*had to get Merv to boost the bus at the yard this morning"),
        ("2026-11-16T06:40", "Gord's half-ton wouldn't start either, what a week"),
        ("2026-11-23T06:55", "*bus dead again, called the division shop, route ran 40 min late"),
    ], 3),
    (None, "2026-09-15T20:00", "How many hours did I spend working the hives in August?", [
        ("2026-07-28T18:00", "checked the supers, 2 hours out there"),
        ("2026-08-06T17:30", "*pulled honey supers off the home yard, 4 hrs"),
        ("2026-08-15T19:00", "*extracting with Tyler in the garage, 6 hours start to finish"),
        ("2026-08-22T16:00", "Tyler mowed around the bee yard for 2 hours"),
        ("2026-08-29T18:20", "*put the fall mite treatment in, 2.5 h"),
        ("2026-09-04T17:00", "fed syrup, hour and a bit"),
    ], 12.5),
    (None, "2026-11-05T19:00", "How many jars of honey did I sell at the market in October?", [
        ("2026-09-26T15:00", "sold 25 jars Saturday"),
        ("2026-10-03T14:30", "*market: sold 18 jars, the creamed went first"),
        ("2026-10-10T14:40", "*cold wind at the market, only sold 11"),
        ("2026-10-17T13:55", "*27 jars gone by noon, should've brought more"),
        ("2026-10-20T09:00", "need to label 40 jars before Saturday"),
        ("2026-10-22T16:00", "the Co-op took 48 jars for the store shelf"),
    ], 56),
    (None, "2026-12-01T19:30", "How much have I spent on curling this season?", [
        ("2026-10-06T20:00", "*league fees, $180, paid to Lorne"),
        ("2026-10-15T12:10", "*new broom head at the Co-op, 34.99"),
        ("2026-11-08T09:00", "*bonspiel entry, my share for the rink is $60"),
        ("2026-11-09T10:30", "Gord renewed his golf membership early, $450"),
        ("2026-11-20T18:00", "Bev says new curling shoes are 150 now, no thanks"),
    ], 274.99),
    (None, "2026-12-02T20:00", "How much have I sent Kayla since September?", [
        ("2026-08-20T10:00", "e-transferred Kayla $500 for her damage deposit"),
        ("2026-09-09T21:15", "*e-transferred Kayla $200 for textbooks"),
        ("2026-10-04T20:10", "*sent my girl 150 for groceries, she sounded tired"),
        ("2026-10-18T08:00", "Gord sent Kayla 100 on her birthday from his own account"),
        ("2026-11-12T19:45", "*Kayla's rent was short so I sent her $300"),
        ("2026-11-20T12:00", "Kayla returned 40 bucks for her transit pass"),
    ], 650),
    (None, "2026-11-30T19:00", "How much does my brother still owe me?", [
        ("2026-08-14T20:30", "*lent Darcy $500 so he could get his truck fixed"),
        ("2026-09-25T18:00", "*Darcy paid back 200 of the truck money"),
        ("2026-10-11T13:00", "Darcy owes Gord 50 for the Rider tickets"),
        ("2026-11-02T09:10", "my brother called, still looking for steady work in Regina"),
    ], 300),
    (None, "2026-11-22T20:00", "How many church suppers did I go to this fall?", [
        ("2026-09-27T19:30", "*perogy supper at St. Mary's, the hall was packed to the doors"),
        ("2026-10-12T20:10", "*fall supper at the Lutheran church in Kuroki, turkey with all the fixings"),
        ("2026-10-18T18:00", "missed the Anglican supper, my bus run ran late"),
        ("2026-11-01T19:45", "*fowl supper in Margo, ate way too much pie"),
        ("2026-11-10T15:00", "signed up to make cabbage rolls for the spring supper"),
    ], 3),
    (None, "2026-11-25T18:00", "How many hives did I lose this year?", [
        ("2026-04-20T14:00", "*hive 6 was a dead out when I opened it, mites probably"),
        ("2026-06-09T16:30", "*hive 11 went queenless and dwindled to nothing, it's gone"),
        ("2026-07-30T09:15", "*skunk knocked hive 3 over and the colony absconded"),
        ("2026-08-10T12:00", "Ed says he lost 40 hives last winter to the cold"),
        ("2026-09-01T17:00", "split hive 9 into two, both look strong"),
    ], 3),
    (None, "2026-11-19T16:30", "How much did I spend on gas last week?", [
        ("2026-11-05T17:10", "Esso gas, $66"),
        ("2026-11-10T16:40", "*fuel at the Co-op cardlock 84.20"),
        ("2026-11-13T12:15", "*tank filled at the Wadena Esso, $71"),
        ("2026-11-14T08:30", "bus fuel goes on the division card, not mine"),
        ("2026-11-17T17:00", "topped up the truck again, $38"),
    ], 155.20),
    (None, "2026-11-06T20:00", "How many times did I visit my mom in October?", [
        ("2026-09-29T15:00", "went to see Mom at the care home, she was asleep most of it"),
        ("2026-10-04T14:20", "*visited Mom at the Foam Lake care home, she knew me today"),
        ("2026-10-15T15:30", "*dropped off perogies at Baba's room and sat with her an hour"),
        ("2026-10-25T13:45", "*took Mom out for a drive around Foam Lake, she loved the geese"),
        ("2026-10-28T10:00", "Darcy says he'll visit Mom at Christmas"),
        ("2026-11-02T14:00", "saw Mom again, she asked for Kayla"),
    ], 3),
    (None, "2026-11-10T19:00", "How many hours of extra trips did I drive in October?", [
        ("2026-09-24T20:00", "football trip to Kamsack, 4 hours"),
        ("2026-10-02T21:30", "*volleyball trip to Canora, 5 hrs on the clock"),
        ("2026-10-16T18:40", "*science centre field trip to Saskatoon, 9 hours"),
        ("2026-10-27T20:15", "*basketball charter to Preeceville, 3.5 h"),
        ("2026-10-30T07:00", "regular morning route took an hour and twenty in the fog"),
    ], 17.5),
    (None, "2026-11-28T16:00", "How much has the Co-op paid me for honey?", [
        ("2026-09-18T11:00", "*Co-op cheque for 48 jars came, $432"),
        ("2026-10-16T10:40", "*Co-op paid $216 for the second order"),
        ("2026-10-20T13:00", "Ed got 900 off the Co-op for his honey"),
        ("2026-11-03T09:30", "paid the Co-op $58 for a case of mason jars"),
        ("2026-11-20T12:30", "Co-op wants another 24 jars, they'll pay 9 a jar"),
    ], 648),
    (None, "2026-11-09T18:00", "How much did I spend on groceries last month?", [
        ("2026-09-30T17:00", "Co-op groceries $140.15"),
        ("2026-10-07T16:20", "*Co-op groceries 164.33"),
        ("2026-10-21T13:00", "*stocked up at the Superstore in Yorkton, $212.08"),
        ("2026-10-24T15:00", "Gord's Costco run in Saskatoon, $300, his card"),
        ("2026-11-04T16:50", "groceries again, $98.70"),
    ], 376.41),
    (None, "2026-12-03T15:00", "How many times were the bus runs cancelled this year?", [
        ("2026-01-14T06:15", "*runs cancelled, blowing snow, zero visibility on the grid roads"),
        ("2026-02-03T06:05", "*no buses today, minus 42 with the windchill"),
        ("2026-03-10T05:55", "*division called off all buses for the storm"),
        ("2026-04-08T06:30", "two-hour late start for fog, ran the route at 10"),
        ("2026-11-24T06:00", "Canora's buses were cancelled but ours ran"),
    ], 3),
    (None, "2026-11-15T19:00", "How much did I spend on feeding the bees for winter?", [
        ("2026-09-08T15:30", "*four bags of sugar for syrup, $87.96"),
        ("2026-09-20T12:00", "*pollen patties from the bee store, 45.50"),
        ("2026-09-22T17:00", "Gord bought 12 bags of cattle mineral, $280"),
        ("2026-10-05T10:00", "sugar is 23 a bag at Superstore now, crazy"),
    ], 133.46),
    (None, "2026-10-01T20:00", "How many kilograms of honey did I extract this summer?", [
        ("2026-07-25T19:30", "*first pull done, 180 kg off the home yard"),
        ("2026-08-15T21:00", "*second extraction with Tyler, 95 kg"),
        ("2026-08-20T10:00", "Ed's whole crop was 2000 kg this year"),
        ("2026-09-02T18:00", "bottled 30 kg into jars for the market"),
    ], 275),
]

OTHERS = [
    (None, "2026-11-20T20:00", "How have I felt about driving the bus this fall?", [
        ("2026-09-02T17:00", "*school's back, first run of the year, the kids were sweet, I love this route"),
        ("2026-10-06T16:40", "*two kids fighting in the back seat, I'm so done with this route some days"),
        ("2026-11-13T17:20", "*the grade ones drew me a thank-you picture, remembered why I do this"),
        ("2026-10-20T12:00", "Merv says he's tired of the bus yard"),
    ], None),
    (None, "2026-11-10T19:00", "What did I decide about the extractor?", [
        ("2026-10-08T19:00", "Ed's selling his old 9-frame extractor, wants 900"),
        ("2026-10-13T20:00", "*gave Ed $200 down on the 9-frame extractor, pick it up in spring"),
        ("2026-10-22T18:00", "the catalogue extractor is 1200 US, no way"),
    ], None),
    (None, "2026-11-20T20:00", "Who is Lorne?", [
        ("2026-10-06T20:00", "*Lorne skips our rink on Tuesday nights, 30 years at it"),
        ("2026-11-03T22:30", "*Lorne and Bev brought us a bag of saskatoons from their freezer"),
        ("2026-11-05T12:00", "Lorna from the post office retired"),
    ], None),
    (None, "2026-11-25T20:00", "Who fixes the buses?", [
        ("2026-11-12T07:10", "*Merv, the division mechanic, swapped the batteries on bus 14"),
        ("2026-11-18T16:00", "*Merv says the bus needs a new starter before Christmas"),
        ("2026-11-19T12:00", "Gord's cousin Wayne fixes combines out of his shop"),
    ], None),
    (None, "2026-11-20T20:00", "When did I last treat the hives for mites?", [
        ("2026-05-10T15:00", "spring mite treatment done on all the hives"),
        ("2026-08-29T18:20", "*fall mite treatment in, Apivar in every hive"),
        ("2026-10-30T11:00", "should do an oxalic dribble in December"),
    ], None),
    (None, "2026-11-20T20:00", "When is the next bonspiel?", [
        ("2026-10-30T21:00", "*ladies' bonspiel in Wadena is December 12, we're entered"),
        ("2026-11-08T09:00", "bonspiel entry paid for our rink"),
        ("2026-11-14T11:00", "the men's spiel was last weekend, Gord's rink came third"),
    ], None),
    (None, "2026-10-25T19:00", "What's left to do on the hives before winter?", [
        ("2026-10-05T15:00", "fed the final syrup, done with feeding"),
        ("2026-10-12T16:00", "mouse guards on the home yard, done"),
        ("2026-10-18T14:00", "*still have to wrap the hives in black insulation"),
        ("2026-10-22T17:30", "*upper entrances need drilling on hives 2 and 8 before the cold"),
        ("2026-10-23T09:00", "Ed already wrapped all his hives"),
    ], None),
    (None, "2026-11-20T20:00", "What am I waiting on?", [
        ("2026-10-28T10:00", "*still no word on my honey house inspection from the ministry"),
        ("2026-11-05T19:00", "*waiting for the queen breeder to confirm my spring order"),
        ("2026-11-10T15:00", "got the curling schedule finally"),
        ("2026-11-12T09:00", "Gord can't get the elevator to take his canola yet"),
    ], None),
    (None, "2026-10-20T19:00", "What did I bring to the fall supper?", [
        ("2026-10-10T20:00", "*made three dozen cabbage rolls for the fall supper"),
        ("2026-10-11T09:00", "*baked two saskatoon pies for the supper tonight too"),
        ("2026-10-12T20:10", "fall supper was lovely, hall was full"),
        ("2026-10-11T10:00", "Bev is bringing her perogies to the supper"),
    ], None),
    (None, "2026-11-20T20:00", "Who did I meet at the beekeepers' convention?", [
        ("2026-11-06T18:00", "*convention in Saskatoon: met a fellow from Nipawin who runs 800 hives, Raymond"),
        ("2026-11-07T12:30", "*sat with a young couple from Humboldt at lunch, Jess and Arjun, just starting out"),
        ("2026-11-07T20:00", "convention was good, lots on mites"),
        ("2026-11-12T12:00", "Gord met the new seed rep at the elevator"),
    ], None),
    (None, "2026-11-20T20:00", "How does Gord feel about harvest this year?", [
        ("2026-09-15T21:00", "*Gord is grumpy, says the canola yields are the worst in ten years"),
        ("2026-10-02T20:30", "*Gord's happier now the barley graded number one"),
        ("2026-10-05T12:00", "the neighbours had a bumper crop of lentils"),
    ], None),
    (None, "2026-11-20T20:00", "What's new with my brother?", [
        ("2026-11-02T09:10", "*Darcy called, he got on at the Evraz plant in Regina"),
        ("2026-11-14T18:00", "*Darcy's moving in with his girlfriend Crystal in the north end"),
        ("2026-11-16T12:00", "Gord's brother is thinking of selling his land"),
    ], None),
    (None, "2026-11-20T20:00", "What did the doctor say about the bee stings?", [
        ("2026-07-08T16:00", "*doctor in Wadena says my swelling is a big local reaction, not anaphylaxis, keep taking antihistamines"),
        ("2026-07-08T16:10", "*she wants me to carry an EpiPen in the bee yard anyway"),
        ("2026-08-01T12:00", "Tyler got stung on the ear, he's fine"),
    ], None),
    (None, "2026-11-20T20:00", "What did I promise Tyler?", [
        ("2026-10-25T20:00", "*told Tyler if he passes chemistry he can take the truck to the Rider game"),
        ("2026-11-01T09:00", "Gord promised Tyler a new hockey stick"),
        ("2026-11-08T19:00", "Tyler is dying to see the Roughriders play in Regina"),
    ], None),
    (None, "2026-11-20T20:00", "What was the label printer Kayla told me about?", [
        ("2026-09-12T20:00", "*Kayla says to get a Brother QL label printer for the honey jars, her friend uses one"),
        ("2026-09-20T10:00", "printed labels at the library again, ink smeared"),
        ("2026-10-02T10:00", "Kayla's printer at school jammed all week"),
    ], None),
    (None, "2026-11-20T20:00", "Why did Kayla change programs?", [
        ("2026-09-20T21:00", "Kayla's in first-year science at the U of S"),
        ("2026-10-30T20:30", "*Kayla switched to nursing, she says the lab work wasn't for her and she wants to help people"),
        ("2026-11-02T12:00", "Tyler wants to take welding at Sask Polytech"),
    ], None),
    (None, "2026-11-20T20:00", "Where did I put the honey house key?", [
        ("2026-09-30T18:00", "*honey house key is on a nail back of the freezer in the porch now"),
        ("2026-10-01T09:00", "lost the truck keys, found them in my coat"),
    ], None),
    (None, "2026-10-15T19:00", "What have I noticed at the bee yard since the move?", [
        ("2026-06-20T14:00", "hives at the home quarter are crowded, too close to the slough"),
        ("2026-07-02T06:00", "moved all the hives to the Hnatiuk quarter at dawn"),
        ("2026-07-20T16:00", "*bees on the Hnatiuk quarter are working the alfalfa like crazy"),
        ("2026-08-12T15:00", "*deer tracks all around the new bee yard, need a better fence"),
        ("2026-09-10T17:00", "*the hives at the new yard are heavier than last year"),
    ], None),
    (None, "2026-11-20T20:00", "When is Tyler's graduation?", [
        ("2026-11-02T12:00", "Tyler signed up for driver's ed at the school"),
        ("2026-11-10T15:00", "grad for Kayla's friend was last spring"),
    ], None),
    (None, "2026-11-20T20:00", "What did the vet say about the dog's leg?", [
        ("2026-10-20T12:00", "the dog's limping a bit after chasing the deer"),
        ("2026-11-04T18:00", "Gord took the calves in to the vet"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qN", NUMBERS, OTHERS, seed=3636, read_numbers=10, read_others=10), TZ, FILLER, seed=363, sizes=(12, 35))
