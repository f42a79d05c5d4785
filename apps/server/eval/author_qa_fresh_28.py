"""Writes qa-fresh-28.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a matatu fleet owner in Nairobi (Africa/Nairobi), Njoroge Kamau, who owns three matatus on the Rongai route under a
Sacco (Sheriff, driven by Otieno; Kifaru, driven by Kiprop; Mzuka, driven by Musyoka; conductors are makangas, the mechanic is
fundi Omosh in Industrial Area, the Sacco chairman is Mzee Gitau) and keeps bees on the family shamba in Murang'a ("shags"),
where his brother Kariuki and his mum live. His wife Wanjiru runs a salon in Rongai; their son Brian is in a boarding
secondary school and their daughter Wambui in primary. Kenyan English with Swahili and Sheng ("manze", "sawa", "pole",
"kanjo", "makanga", "nganya", "shags", "jam", "fundi", "asali", "nyuki", "hakuja leo", "imekufa tena", "bob", "k"), paid in
Kenyan shillings written many ways ("KSh 6,800", "Ksh", "KES", "14,500/=", "4,500 bob", "18k", a bare "3,450") and once in
Tanzanian shillings ("TSh", "Tsh", "TZS", "Tanzanian shillings") on an anniversary trip to Zanzibar in April, with US
dollars beside them. Seasons: the long rains (March to May) and the short rains (October to December).
Number questions (20): sums per currency over ranges (spares for the matatus last month, the matatus' collections last
week, the Sacco this year, the bees so far, Tanzanian shillings in Zanzibar, school fees this year, eating out last week,
harambees this year), money in (honey in December), what his brother still owes (asked by relation, the notes tie the
name), the daily target now (the latest figure), kilos of honey harvested this year, hours in traffic last week, counts
(clamps by the county askaris in March, breakdowns since an engine overhaul, visits to the shamba in August, days a driver
missed in May, swarms caught this year, failed inspections), days a matatu was off the road after an accident.
Other questions (20): feelings over time (his own about the bees; his wife's about the matatus, asked as "my wife"),
decisions told without "decide" (the hives, by the order; a route change, by a signature), a person by name and by role
(who is Kiprop; the Sacco chairman), news of "my brother", what is left before an inspection, waiting, when next (the
chama), when last (a service), a list in a month (the shamba in September), people met on a trip, an officer's advice, a
promise to "my wife", a recommendation, why someone quit, where something was put, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, act or relation, prices
quoted, pledges, plans, money coming in beside going out, other ranges and currencies), then neutral filler written for
this set: 12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qF001-qF020, may be
read while tuning), the rest to the held half (qF021-qF040: totals only).

Run: python3 author_qa_fresh_28.py > qa-fresh-28.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Africa/Nairobi"

FILLER = [
    "the stage at Odeon smells of diesel and roasted maize at dusk",
    "power went off in the whole estate for two hours, candles and radio",
    "the long rains turned our road into a river of red mud",
    "a hawker sold me a phone charger that died within a day",
    "watched Gor Mahia lose at the local, the whole place groaned",
    "sunrise over the Ngong hills this morning, something else",
    "mosquitoes all night, the net has a hole in it",
    "Thika Road is already full by 6am",
    "the neighbour's rooster starts crowing at three, haki",
    "read the Daily Nation front to back waiting at the barber",
    "rain on the mabati roof all night, slept like a baby",
    "a marabou stork standing on the roundabout like a traffic cop",
    "the water came back after three days, filled every jerrycan we own",
    "Wanjiru made pilau for Sunday lunch, the whole plot could smell it",
    "the church choir practised until nine, we could hear them from the gate",
    "cracked my phone screen, it slipped out of my pocket at the stage",
    "the road to Kiserian has more potholes than tarmac",
    "cold morning, July in Nairobi is for jackets",
    "the Sunday market in Rongai was packed shoulder to shoulder",
    "a vervet monkey snatched a mandazi from a kid at the park",
    "the radio talked about the finance bill the whole drive",
    "ten hours of sleep without waking, the body needed it",
    "the stage boys were playing draughts with bottle tops",
    "a wedding convoy hooted all the way down Langata Road",
    "dust everywhere after the grader passed on our road",
    "a long queue at Huduma Centre just to ask one question",
    "Wanjiru's sister came with her twins, a noisy evening",
    "the boys at the stage argued about Arsenal until midnight",
    "the drivers' WhatsApp group is nothing but memes today",
    "fog on the Nakuru highway, drove with the hazards on",
    "found a chameleon on the gate, Wambui named it Kamande",
    "Mum's goats ate the neighbour's sukuma again",
    "the Sunday service ran until one, the pastor had a lot to say",
    "they are building a flyover at the junction, a year of jam ahead",
    "the estate guard has a new radio and plays rhumba all night",
    "the sky over Kasarani was orange from a fire at the dumpsite",
    "a cat had kittens in the boot of the old Probox",
    "the estate borehole pump is working again",
    "my back aches from sitting all day at the stage",
    "first rain on dry soil, nothing smells better",
    "a thief grabbed a lady's phone at the stage and the crowd chased him",
    "Wambui is learning to ride a bicycle in the compound",
    "my reading glasses broke, using an old pair from the drawer",
    "flying termites after the rain, the kids caught them in a basin",
    "the traffic lights at the junction were off and a policeman waved us through",
    "Mum called from home to say the cows are fine and the tea bushes look good",
    "the new neighbours have a dog that barks at every boda boda",
    "the price of unga went up again, everyone at the stage is complaining",
    "watched the news about floods in the west, pole to those people",
    "a hot afternoon, the tarmac was shimmering",
    "the kids washed the car and got more water on themselves than on it",
    "a bus full of tourists stopped to photograph the giraffes on Langata Road",
    "the electricity flickered all evening, the fridge kept sighing",
    "drank chai on the balcony and watched the planes coming into JKIA",
    "the pastor's son is getting married, the whole church is invited",
    "two hours of load shedding, read the newspaper by torchlight",
    "Nairobi dust in August gets into everything, even the sugar",
    "heard the matatu music of the whole route from my window, every song at once",
    "a lorry of sand blocked our gate all morning",
    "the jua kali guys at the corner are welding a new gate for the school",
]

OVERHAUL = ("2026-04-02T17:00", "Kifaru's engine overhaul is done, 85k, Omosh says it's like new")

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("spares-last-month", "2026-06-04T18:00", "how much did I spend on spares for the matatus last month?", [
        ("2026-04-28T11:00", "Kirinyaga Road, brake pads for Kifaru, KSh 6,800"),
        ("2026-05-06T10:30", "*new clutch plate for Sheriff from a shop on Kirinyaga Road, 14,500/="),
        ("2026-05-11T15:00", "fundi Omosh quoted 38k for a gearbox on Mzuka, I said let's wait"),
        ("2026-05-19T12:00", "*bought two tyres for Mzuka in Industrial Area, Ksh 22,000 for both"),
        ("2026-05-22T17:00", "Gitau's nganya needed a whole new engine, 180k, pole sana"),
        ("2026-05-28T09:00", "*spares for Kifaru, a fan belt and an oil filter, sh 3,450"),
        ("2026-06-02T10:00", "shock absorbers for Sheriff, KES 9,200"),
    ], 39950),
    ("collections-last-week", "2026-07-13T21:30", "how much did the matatus bring in last week?", [
        ("2026-07-04T20:00", "collections from all three this week, 61,000, not bad"),
        ("2026-07-07T20:30", "*Otieno sent Sheriff's money for Monday and Tuesday on M-Pesa, 8,000"),
        ("2026-07-09T18:00", "paid Musyoka's NHIF for him, 500"),
        ("2026-07-10T21:00", "*Kiprop remitted 11,500 for Kifaru, three days"),
        ("2026-07-11T16:00", "Wanjiru's salon made 24k this week, she's over the moon"),
        ("2026-07-12T21:00", "*Mzuka's collection for the week from Musyoka, KSh 19,800, slow because of the rain"),
        ("2026-07-13T20:00", "Otieno brought 4,200 for today"),
    ], 39300),
    ("sacco-this-year", "2026-10-10T16:00", "how much have I paid the Sacco this year?", [
        ("2025-12-15T16:00", "paid the Sacco 9,000, December's dues for the three nganyas"),
        ("2026-02-03T16:00", "*Sacco dues for January and February, Ksh 18,000"),
        ("2026-05-05T16:00", "*paid the Sacco 27,000 for March to May"),
        ("2026-06-12T16:00", "the Sacco gave me a loan of 300k towards a fourth matatu"),
        ("2026-08-04T16:00", "*sacco contributions for June and July, 18k"),
        ("2026-09-20T16:00", "the Sacco says dues go up to 3,500 per vehicle next year"),
    ], 63000),
    ("honey-december", "2027-01-10T16:00", "how much did I make from honey in December?", [
        ("2026-11-25T16:00", "sold 10 kilos of asali to a supermarket in Murang'a town, 8,000"),
        ("2026-12-05T16:00", "*sold 12 jars of our honey to Wanjiru's customers at the salon, 6,000 in total"),
        ("2026-12-14T16:00", "*a hotel in Thika took 20 kilos of honey at 900 a kilo, paid 18,000 on M-Pesa"),
        ("2026-12-18T16:00", "bought jars and labels for the honey, 3,200"),
        ("2026-12-27T16:00", "*honey stall at the church Christmas fair, made 4,750"),
        ("2026-12-30T16:00", "a guy from Nyeri wants 50 kilos at 850, still haggling"),
    ], 28750),
    ("bees-so-far", "2026-11-15T16:00", "how much have the bees cost me so far?", [
        ("2026-02-10T16:00", "*three Langstroth hives from a carpenter in Kangema, 13,500 for all three"),
        ("2026-02-24T16:00", "*bee suit, gloves and a smoker from the agrovet, KSh 5,800"),
        ("2026-03-05T16:00", "Kariuki says a top bar hive goes for 4,000 in Murang'a"),
        ("2026-04-18T16:00", "*paid Kariuki 2,000 to put a fence round the hives so the goats keep off"),
        ("2026-07-02T16:00", "sold the first honey, 15 kilos, 12,000"),
        ("2026-08-09T16:00", "*honey extractor, secondhand from a guy in Kiambu, 17.5k"),
        ("2026-09-30T16:00", "the neighbour's hives were stolen, bees and all, pole to him"),
    ], 38800),
    ("zanzibar-tsh", "2026-04-25T16:00", "how much did we spend in Tanzanian shillings in Zanzibar?", [
        ("2026-03-02T16:00", "booked Zanzibar flights for our anniversary, 68,000 bob for both"),
        ("2026-04-10T14:00", "*taxi from the airport to Stone Town, TSh 35,000"),
        ("2026-04-11T21:00", "*dinner at Forodhani gardens, octopus and Zanzibar pizza, Tsh 42,000"),
        ("2026-04-12T16:00", "the spice tour was 40 dollars each, paid in USD"),
        ("2026-04-13T12:00", "*a kanga and a carved box for Wanjiru's mum at the market, TZS 58,000"),
        ("2026-04-13T17:00", "a guy on the beach wanted 200,000 shillings for a painting, we passed"),
        ("2026-04-14T10:00", "*boat to Prison Island, 60,000 Tanzanian shillings for two"),
        ("2026-04-16T16:00", "M-Pesa'd Kariuki 3,000 so he could feed the bees while we were away"),
    ], 195000),
    ("school-fees-this-year", "2026-09-20T16:00", "how much have I paid in school fees this year?", [
        ("2025-12-20T16:00", "paid part of Brian's first term fees early, 20,000"),
        ("2026-01-05T16:00", "*Brian's first term fees, the balance, Ksh 25,000 at the bank"),
        ("2026-01-08T16:00", "Wanjiru paid Wambui's first term fees from the salon money, 18,000"),
        ("2026-05-02T16:00", "*second term fees for Brian, 45,000 through the school's paybill"),
        ("2026-08-30T16:00", "*paid Wambui's third term fees, 19,000"),
        ("2026-09-01T16:00", "*Brian's third term fees, KSh 45,000, the school is squeezing us"),
        ("2026-09-10T16:00", "Form Four fees next year will be 58k a term, the school says"),
    ], 134000),
    ("eating-out-last-week", "2026-08-17T20:00", "how much did I spend eating out last week?", [
        ("2026-08-08T16:00", "nyama choma at Kikopey driving home from Nakuru, 2,800"),
        ("2026-08-10T13:00", "*lunch at a kibanda near the stage, githeri and chapo, 250"),
        ("2026-08-12T20:00", "*took the drivers for nyama choma and Tusker at a joint in Rongai, 4,600"),
        ("2026-08-13T19:00", "Wanjiru bought KFC for the kids, her treat"),
        ("2026-08-15T11:00", "*Java at the Junction with Wanjiru, 2,150"),
        ("2026-08-15T18:00", "Naivas, 3,900 for the house"),
        ("2026-08-17T13:00", "mutura and a soda at the stage, 150"),
    ], 7000),
    ("harambee-this-year", "2026-11-20T16:00", "how much have I given at harambees this year?", [
        ("2025-11-29T16:00", "harambee for the church roof, gave 5,000"),
        ("2026-02-21T16:00", "*harambee for Otieno's mother's hospital bill, contributed 10,000"),
        ("2026-06-13T16:00", "*gave 3,000 at the harambee for a school bus in Kangema"),
        ("2026-07-18T16:00", "the harambee for Kiprop's brother's fees raised 240,000 in total"),
        ("2026-09-26T16:00", "*funeral harambee for Mzee Gitau's wife, I put in 7,500"),
        ("2026-10-10T16:00", "pledged 5k for the church harambee next month"),
    ], 20500),
    ("brother-owes", "2026-11-01T16:00", "how much does my brother still owe me?", [
        ("2026-05-10T16:00", "*lent my brother Kariuki 60,000 for his ruracio, he'll pay back after the harvest"),
        ("2026-06-15T16:00", "Musyoka asked for an advance of 5,000, gave it to him"),
        ("2026-08-20T16:00", "*Kariuki sent back 15,000 on M-Pesa, the coffee money came in"),
        ("2026-09-05T16:00", "Kariuki says the avocado buyer owes him 40k"),
        ("2026-10-15T16:00", "*another 20k from Kariuki, he says the balance comes at Christmas"),
    ], 25000),
    ("target-now", "2026-10-05T16:00", "what's the daily target the drivers pay me now?", [
        ("2026-01-12T16:00", "daily target for each driver stays at 3,500, same as last year"),
        ("2026-03-30T16:00", "Gitau charges his drivers 4,000 a day, I'm too soft"),
        ("2026-07-01T16:00", "*raised the daily target to 4,000, the drivers grumbled but sawa"),
        ("2026-08-15T16:00", "Otieno asked for 3,500 again during the rainy months, I said no"),
        ("2026-09-10T16:00", "new owners on our route are charging 4,500 a day, madness"),
    ], 4000),
    ("honey-kilos-this-year", "2026-12-28T16:00", "how many kilos of honey did we harvest this year?", [
        ("2025-12-20T16:00", "harvested 8 kilos from the old log hive at shags"),
        ("2026-06-20T16:00", "*first harvest from the Langstroths, 15 kilos of asali"),
        ("2026-07-05T16:00", "Kariuki's neighbour harvested 40 kilos, he has twenty hives"),
        ("2026-09-12T16:00", "*harvested 11 kilos, the bees were angry, got stung twice"),
        ("2026-10-01T16:00", "sold 10 kilos to the hotel in Thika"),
        ("2026-12-05T16:00", "*December harvest, 18.5 kilos, the best honey yet"),
    ], 44.5),
    ("jam-hours-last-week", "2026-03-09T21:00", "how many hours did I sit in jam last week?", [
        ("2026-02-27T19:00", "two hours in jam on Thika Road because of the rain"),
        ("2026-03-02T19:00", "*3 hours stuck in jam on Mombasa Road, a lorry overturned"),
        ("2026-03-04T19:00", "*jam from Bomas right into town, 1.5 hrs of it"),
        ("2026-03-05T19:00", "Otieno says he sat in jam for 4 hours at Galleria with a full matatu"),
        ("2026-03-07T19:00", "*one hour in traffic at the Rongai roundabout"),
        ("2026-03-09T09:00", "2 hours in jam this morning, manze"),
    ], 5.5),
    ("kanjo-march", "2026-04-08T16:00", "how many times did the kanjo clamp my matatus in March?", [
        ("2026-02-26T16:00", "kanjo clamped Sheriff at the Ambassadeur stage, paid 3,000 to release it"),
        ("2026-03-04T16:00", "*Kifaru clamped by county askaris at Railways, lost half a day"),
        ("2026-03-17T16:00", "*kanjo clamped Mzuka again, wrong stage they say"),
        ("2026-03-20T16:00", "Gitau's matatu was clamped outside Odeon, he was fuming"),
        ("2026-03-28T16:00", "*Sheriff got clamped in town, Otieno says he only stopped for one passenger"),
        ("2026-03-30T16:00", "kanjo were everywhere today but we escaped"),
    ], 3),
    ("kifaru-breakdowns", "2026-09-15T16:00", "how many times has Kifaru broken down since the engine overhaul?", [
        ("2026-03-10T16:00", "Kifaru broke down on Langata Road, towed to Omosh"),
        OVERHAUL,
        ("2026-05-14T16:00", "*Kifaru stalled at Bomas with passengers on board, a radiator hose burst"),
        ("2026-06-03T16:00", "Mzuka broke down in Kiserian, pole Musyoka"),
        ("2026-07-22T16:00", "*Kifaru imekufa tena, the alternator this time"),
        ("2026-08-30T16:00", "*Kiprop called, Kifaru won't start at the Rongai stage"),
        ("2026-09-05T16:00", "Kifaru is running sweet after the new battery"),
    ], 3),
    ("shamba-august", "2026-09-03T16:00", "how many times did I go to the shamba in August?", [
        ("2026-07-29T16:00", "drove to shags, checked the hives with Kariuki"),
        ("2026-08-08T16:00", "*went to the shamba, planted napier grass along the fence"),
        ("2026-08-15T16:00", "*at shags for the weekend, Mum made githeri"),
        ("2026-08-19T16:00", "Kariuki went to the shamba alone to check the bees"),
        ("2026-08-25T16:00", "should go up to shags again soon"),
        ("2026-08-29T16:00", "*up to Murang'a to the shamba, the bees have built up nicely"),
    ], 3),
    ("otieno-missed-may", "2026-06-05T16:00", "how many days did Otieno miss work in May?", [
        ("2026-04-27T16:00", "Otieno didn't show up, Sheriff stayed parked the whole day"),
        ("2026-05-05T16:00", "*Otieno hakuja leo, his phone is off, Sheriff grounded"),
        ("2026-05-16T16:00", "*Otieno called in sick, malaria, a relief driver took Sheriff"),
        ("2026-05-20T16:00", "Kiprop took a day off for his daughter's clinic, he asked last week"),
        ("2026-05-27T16:00", "*no Otieno again this morning, lost a day's collection"),
        ("2026-05-30T16:00", "Otieno was late, came at 9, a hangover"),
    ], 3),
    ("swarms-this-year", "2026-10-30T16:00", "how many swarms have we caught this year?", [
        ("2025-11-10T16:00", "caught a swarm in a box on the mango tree"),
        ("2026-02-28T16:00", "*a swarm moved into the bait hive by the river, nyuki wameingia"),
        ("2026-04-20T16:00", "*Kariuki and I caught a swarm hanging on the avocado tree, put it in the second Langstroth"),
        ("2026-05-15T16:00", "a swarm flew off from the neighbour's hive, we watched it go"),
        ("2026-09-02T16:00", "*another swarm caught in a bait hive at the top of the shamba"),
        ("2026-09-15T16:00", "the bee officer says swarming season is ending"),
    ], 3),
    ("sheriff-off-road", "2026-08-01T16:00", "how many days was Sheriff off the road after the accident?", [
        ("2026-06-09T18:00", "*Sheriff hit the back of a lorry at Galleria, nobody hurt, towed to Omosh"),
        ("2026-06-12T16:00", "the insurance assessor came by Omosh's to see Sheriff"),
        ("2026-06-15T16:00", "Gitau's matatu was off the road for a month after his crash"),
        ("2026-06-23T08:00", "*Sheriff is working again from today, new bumper and headlights"),
    ], 14),
    ("ntsa-fails", "2026-11-10T16:00", "how many times has Sheriff failed the NTSA inspection?", [
        ("2025-11-20T16:00", "*Sheriff failed inspection at Likoni Road, the speed governor"),
        ("2026-02-10T16:00", "Kifaru passed the NTSA inspection first time"),
        ("2026-05-12T16:00", "*NTSA failed Sheriff again, the seats are too close together"),
        ("2026-05-25T16:00", "Sheriff passed inspection after we fixed the seats"),
        ("2026-10-28T16:00", "*Sheriff flunked inspection, worn tyres and a cracked windscreen"),
        ("2026-11-05T16:00", "Mzuka's inspection is next month"),
    ], 3),
]

OTHERS = [
    ("wife-feel", "2026-10-20T16:00", "how does my wife feel about the matatu business?", [
        ("2026-01-15T16:00", "*my wife Wanjiru says the matatus eat our money and give nothing back"),
        ("2026-03-02T16:00", "Wanjiru's salon got a new dryer hood"),
        ("2026-07-14T16:00", "*Wanjiru is happy with the collections this month, she even smiled at Otieno"),
        ("2026-08-02T16:00", "Kariuki's wife thinks matatus are for gangsters"),
        ("2026-09-25T16:00", "*Wanjiru can't sleep when the matatus are out late, the crashes on the news scare her"),
        ("2026-10-01T16:00", "Mum loves the honey"),
    ], None),
    ("feel-bees", "2026-12-01T16:00", "how have I felt about keeping bees this year?", [
        ("2026-02-25T16:00", "*nervous opening the hive my first time ever, my hands were shaking inside the suit"),
        ("2026-06-20T16:00", "*so proud tasting our own asali, what a feeling"),
        ("2026-07-10T16:00", "Kariuki hates the bees since one stung him on the eye"),
        ("2026-09-13T16:00", "*getting stung twice took the fun out of it for a while, manze"),
        ("2026-11-01T16:00", "bought another bee brush"),
    ], None),
    ("hives-decision", "2026-01-30T16:00", "what did I decide about the new hives?", [
        ("2026-01-05T16:00", "Langstroth or Kenya top bar, Kariuki says the top bar is cheaper"),
        ("2026-01-12T16:00", "the bee officer likes Langstroths for more honey"),
        ("2026-01-20T16:00", "*ordered three Langstroth hives from the carpenter in Kangema, paid a deposit"),
        ("2026-01-25T16:00", "the neighbour's log hives are full of bees"),
    ], None),
    ("ngong-route-decision", "2026-07-20T16:00", "what did I decide about moving Kifaru to the Ngong route?", [
        ("2026-06-20T16:00", "Gitau wants me to move Kifaru to the Ngong route, more passengers he says"),
        ("2026-06-28T16:00", "Kiprop doesn't want to drive to Ngong, too far from his house"),
        ("2026-07-06T16:00", "*signed Kifaru over to the Ngong route from August, Kiprop will manage"),
        ("2026-07-10T16:00", "Musyoka wants to go to Ngong too, no way"),
    ], None),
    ("who-kiprop", "2026-10-01T16:00", "who is Kiprop?", [
        ("2026-01-10T16:00", "*Kiprop, who drives Kifaru, has not missed a day in three years, a good man"),
        ("2026-04-05T16:00", "*Kiprop is from Eldoret and runs half marathons on his off days"),
        ("2026-05-20T16:00", "Kipchoge won again, the whole stage was watching"),
        ("2026-08-18T16:00", "*Kiprop wants his own matatu one day, told him I'd help"),
        ("2026-09-02T16:00", "the new makanga on Kifaru is called Brayo"),
    ], None),
    ("sacco-chairman", "2026-09-01T16:00", "who is the chairman of my Sacco?", [
        ("2026-02-14T16:00", "*Mzee Gitau, the Sacco chairman, called the owners together over the new stage fees"),
        ("2026-03-20T16:00", "the chairlady of Wanjiru's chama is a retired teacher"),
        ("2026-06-05T16:00", "*Gitau has chaired the Sacco for eight years, nobody dares stand against him"),
        ("2026-07-15T16:00", "the Sacco treasurer is a young guy, Kevo"),
    ], None),
    ("brother-news", "2026-09-30T16:00", "what's going on with my brother?", [
        ("2026-05-10T16:00", "*my brother Kariuki is paying ruracio for Njeri in June, the whole family is going"),
        ("2026-07-18T16:00", "*Kariuki planted 200 Hass avocado seedlings, he wants to export"),
        ("2026-08-01T16:00", "Otieno's brother is looking for work as a makanga"),
        ("2026-09-14T16:00", "*Kariuki got a loan from the coffee cooperative to build a house at shags"),
        ("2026-09-20T16:00", "the Murang'a road is finally tarmacked"),
    ], None),
    ("ntsa-left", "2026-11-20T16:00", "what's left to do before Mzuka's NTSA inspection?", [
        ("2026-11-01T16:00", "Mzuka's inspection date is 3 December"),
        ("2026-11-05T16:00", "*Mzuka still needs a new speed governor before inspection"),
        ("2026-11-08T16:00", "replaced Mzuka's seat belts, done"),
        ("2026-11-12T16:00", "*have to get Mzuka's fire extinguisher refilled"),
        ("2026-11-15T16:00", "Sheriff's inspection went fine"),
        ("2026-11-18T16:00", "*must fix the cracked tail light on Mzuka before the NTSA people see it"),
    ], None),
    ("waiting", "2026-10-25T16:00", "what am I still waiting on?", [
        ("2026-09-08T16:00", "*the insurance still hasn't paid for Sheriff's accident, three months now"),
        ("2026-09-15T16:00", "Wambui's report card came, top of her class"),
        ("2026-09-30T16:00", "*applied to NTSA for the fourth matatu's road service licence, no reply yet"),
        ("2026-10-12T16:00", "*the county said they'd pay for the honey I supplied to their show, nothing yet"),
        ("2026-10-20T16:00", "Omosh finished Kifaru's brakes"),
    ], None),
    ("chama-next", "2026-08-20T16:00", "when is the next chama meeting?", [
        ("2026-07-25T16:00", "chama meeting at Kevo's place, we agreed to buy land together"),
        ("2026-08-10T16:00", "*next chama meeting is Sunday 6 September at 2pm, at Gitau's home in Karen"),
        ("2026-08-15T16:00", "Wanjiru's chama meets on the last Saturday of the month"),
        ("2026-08-18T16:00", "the Sacco AGM is in October"),
    ], None),
    ("service-last", "2026-11-10T16:00", "when did I last service Mzuka?", [
        ("2026-05-02T16:00", "Mzuka serviced at Omosh's garage, oil and filters"),
        ("2026-08-22T16:00", "*took Mzuka for a full service, Omosh changed the oil and the brake fluid"),
        ("2026-09-10T16:00", "Kifaru serviced"),
        ("2026-11-01T16:00", "Mzuka is due for a service soon, the oil light came on"),
    ], None),
    ("shamba-september", "2026-10-05T16:00", "what did we do on the shamba in September?", [
        ("2026-08-29T16:00", "sprayed the coffee bushes"),
        ("2026-09-06T16:00", "*planted beans and maize at shags before the short rains"),
        ("2026-09-12T16:00", "*harvested honey from two of the hives"),
        ("2026-09-18T16:00", "Gitau's shamba in Kajiado has dried up"),
        ("2026-09-26T16:00", "*dug a water pan on the shamba for the dry months, Kariuki supervised"),
        ("2026-10-02T16:00", "bought fertilizer for the shamba"),
    ], None),
    ("met-zanzibar", "2026-04-25T16:00", "who did we meet in Zanzibar?", [
        ("2026-04-02T16:00", "Wanjiru's friend Halima has a cousin in Stone Town, we might say hi"),
        ("2026-04-11T16:00", "*met Halima's cousin Salim, he showed us round Stone Town, such a nice guy"),
        ("2026-04-13T16:00", "*a couple from Mombasa at the hotel, Fatma and Ali, invited us to their son's wedding"),
        ("2026-04-14T16:00", "*our boat captain to Prison Island, Juma, told stories about the giant tortoises"),
        ("2026-04-18T16:00", "Otieno met the new Sacco treasurer"),
    ], None),
    ("bee-officer-advice", "2026-06-01T16:00", "what did the bee officer tell me about the hives?", [
        ("2026-03-01T16:00", "the county bee officer, Mrs Mutua, is coming to see the hives"),
        ("2026-03-08T16:00", "*Mrs Mutua says raise the hives off the ground on stands because of the ants"),
        ("2026-03-20T16:00", "Kariuki says ants don't bother bees"),
        ("2026-05-10T16:00", "*the bee officer said not to harvest until the combs are capped, wait for June"),
        ("2026-05-15T16:00", "bought a second smoker"),
    ], None),
    ("promise-wife", "2026-11-15T16:00", "what did I promise my wife?", [
        ("2026-03-01T16:00", "*promised my wife Wanjiru no more matatus until Brian finishes school"),
        ("2026-05-10T16:00", "Kariuki promised Njeri's family three cows"),
        ("2026-09-05T16:00", "*told Wanjiru if the honey sells well I'd redo her salon chairs"),
        ("2026-10-01T16:00", "Wanjiru wants another trip to Zanzibar, I'm not promising anything"),
        ("2026-10-20T16:00", "*swore to Wanjiru I'd be home by 8 every night this term"),
    ], None),
    ("mechanic-rec", "2026-07-10T16:00", "which mechanic did Gitau recommend?", [
        ("2026-06-01T16:00", "Kifaru's gearbox is grinding, Omosh can't figure it out"),
        ("2026-06-05T16:00", "*Gitau says a fundi called Maina in Kariobangi North knows gearboxes like the back of his hand"),
        ("2026-06-10T16:00", "Kiprop's cousin is a mechanic in Eldoret"),
        ("2026-06-20T16:00", "Omosh says Japanese gearboxes are all the same"),
    ], None),
    ("why-brayo-quit", "2026-08-25T16:00", "why did Brayo quit as a makanga?", [
        ("2026-07-01T16:00", "Brayo came late again, Kiprop complained"),
        ("2026-07-20T16:00", "*Brayo quit, his uncle gave him a motorbike and he's doing boda boda now"),
        ("2026-07-25T16:00", "Musyoka's makanga quit too, over the pay"),
        ("2026-08-01T16:00", "need a new makanga for Kifaru"),
    ], None),
    ("logbook-where", "2026-10-15T16:00", "where did I put Kifaru's logbook?", [
        ("2026-06-01T16:00", "got Kifaru's logbook back from the bank, the loan is cleared"),
        ("2026-06-03T16:00", "*put Kifaru's logbook in the safe at Wanjiru's salon, bottom drawer"),
        ("2026-07-10T16:00", "Sheriff's logbook is still with the Sacco for the loan"),
        ("2026-09-01T16:00", "need to find the insurance stickers"),
    ], None),
    ("insurance-nothing", "2026-08-01T16:00", "what did the insurance say about Sheriff's claim?", [
        ("2026-06-10T16:00", "filed the claim for Sheriff's accident with the insurance"),
        ("2026-06-20T16:00", "Gitau's insurance paid him within a fortnight, lucky guy"),
        ("2026-07-15T16:00", "must call the insurance about Sheriff"),
    ], None),
    ("closing-day-nothing", "2026-07-20T16:00", "when is Brian's closing day?", [
        ("2026-05-02T16:00", "Brian went back to school for second term"),
        ("2026-06-20T16:00", "Wambui's closing day is 31 July"),
        ("2026-07-01T16:00", "Brian's visiting day is Saturday, taking him chapati and chicken"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qF", NUMBERS, OTHERS, seed=2828, read_numbers=10, read_others=10), TZ, FILLER, seed=28, sizes=(12, 35))
