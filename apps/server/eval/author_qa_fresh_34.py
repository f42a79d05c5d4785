"""Writes qa-fresh-34.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a khao man gai street-food vendor in Bangkok (Asia/Bangkok), Kanokwan "Nok" Srisuk, who sells from a cart on a soi
off Phahon Yothin near Ari from before dawn to early afternoon; her chicken comes from Jay Ton at Khlong Toei market, bulk
things from Makro; her husband Lek rides a motorcycle taxi ("win") from the soi's corner; their daughter Ploy studies at
Kasetsart, their son Bank (13) plays in a football academy; her mother (Mae) farms near Khon Kaen, her sister Fon has a café
in Chiang Mai, her cousin Tum borrows; Auntie Daeng runs the noodle cart beside hers; Khun Wichai is the landlord; Teacher Amy
runs a free English class at the community centre; she rides a Honda Wave. Bangkok English with Thai ("na", "ka", "mai pen
rai", "tam bun", "wat", "soi", "tessakit" for the city's order officers, "farang", "Songkran", "PromptPay", "sanuk", "jok"),
money in baht written every way Bangkok writes them ("฿850", "180 baht", "THB 720", a bare figure) and, on a trip to Laos, in
kip ("₭150,000", "LAK 85,000", "60,000 kip"). (No earlier voice lives in Thailand or in Asia/Bangkok, nor keeps a food cart; no
earlier voice spends kip.)
Number questions (20), weighted to the numeric kinds the read halves miss most: sums whose parts are named by other words than
the one asked (the Wave told as "the bike" and by its parts, Bank's football by boots, academy fee and shin pads, the Songkran
trip home by bus, water guns and merit, chicken by the supplier's name, money sent to Mae by "PromptPay" and "home", rent by
the landlord's name), kip in Laos, money in (catering orders in August), what "my cousin" still owes (the notes tie "my cousin
Tum"), the price of a plate now, hours from notes that do not name the thing (English class by the teacher's name, driving
practice by "behind the wheel" and an instructor's lesson), kilos of rice bought, counts where distractors share a word with the
thing or occurrences are told in other words (the cart moved on by the tessakit, the soi flooded, Bank's team's wins told by
"beat" and a score, merit making told as alms and food taken to the wat, days the stall stayed shut, migraines told by their
signs), days Mae stayed (a stay).
Other questions (20): feelings over time (her own on the stall; Lek's on the motorbike taxi, asked by name), decisions told
without "decide" (a second cart, by a deposit; Bank's school, by enrolment), a person by name and by role (who is Jay Ton; who
fixes our cart), news of "my sister", what is left before Ploy's graduation, waiting, when next (Ploy's graduation), when last
(a scale and polish told as "teeth cleaned"), what we did in Luang Prabang (only the booking names the town), people met at
the district's vendor meeting, a doctor's advice on her back, a promise to Bank, a recommendation, why Auntie Daeng moved her
cart, where the gold necklace was put, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, income, wins or merit, prices
quoted, plans, other ranges and currencies, notes sharing a word with the thing counted), then neutral filler written for this
set: 12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qL001-qL020, may be
read while tuning), the rest to the held half (qL021-qL040: totals only).

Run: python3 author_qa_fresh_34.py > qa-fresh-34.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Asia/Bangkok"

FILLER = [
    "a soi dog slept under the cart all morning like he owns it",
    "the BTS was packed like sardines at Mo Chit",
    "Ploy dyed her fringe pink, Lek pretended not to see",
    "the mango seller shouted the same song all afternoon",
    "wiped down the plastic stools and stacked them by the wall",
    "Bank drew a dragon across his maths book cover",
    "a monitor lizard crossed the path in the park by the canal",
    "the 7-Eleven girl knows my order before I say it",
    "swept the front step, the frangipani drops everything",
    "smog so thick today I couldn't see Baiyoke Tower",
    "Lek fixed the squeaky hinge on the bathroom door",
    "the karaoke upstairs went on past midnight again",
    "folded the laundry while the soap opera was on",
    "sharpened the cleaver on the back step",
    "a farang couple took photos of the cart and smiled a lot",
    "the neighbours' baby has learned to wave",
    "pigeons lined up on every wire outside our window",
    "Ploy sent me the campus lotus pond in a picture",
    "ironed Bank's school shirt with the blue name stitched on",
    "a monk walked past with his umbrella at noon",
    "the ceiling fan wobbles, one day it will fall",
    "Lek watched Muay Thai on the little TV till late",
    "repainted the cart's name in red letters",
    "a gecko lives behind the calendar in the kitchen",
    "the street sweeper sings while she works, every morning at five",
    "bought a new plastic chopping board, mine had split",
    "Bank lost another pencil case, third this term",
    "the sky went purple over the expressway at dusk",
    "cleaned the glass case on the cart till it sparkled",
    "a tuk-tuk driver asked the way to Chatuchak, even he was lost",
    "moved the shrine's garland to the new shelf",
    "the condo going up past the noodle shop has reached twenty floors",
    "Ploy's friend slept on our sofa after the concert",
    "the cat from the pharmacy sat on my stool again",
    "put the winter blanket away, no winter here anyway",
    "Lek polished his helmet like it was gold",
    "the smell of durian from the fruit truck filled the soi",
    "Bank practised keepy-uppies by the condo's parking",
    "changed the gas ring's rubber hose, it was cracked",
    "sorted the plastic bags into big and small",
    "a Grab rider dropped a box of eggs right by my cart, all broken",
    "the air con in the bank branch was freezing",
    "wrote the menu again on the little whiteboard",
    "the lotus in the big jar by the door opened",
    "Lek's friends played takraw in the lane after dark",
    "Ploy video called from the library, whispering",
    "cleaned behind the fridge, found Bank's old marbles",
    "the noodle cart's radio played luk thung all morning",
    "a bird built a nest in the eaves above the door",
    "counted the small coins into little bags for change",
    "the sun rose orange above the rooftops at six",
    "Bank asked why the sky is blue, I said ask Ploy",
    "hung the new calendar from the gold shop",
    "a lady from the office upstairs showed me her puppy on her phone",
    "the lorry unloading beer blocked the soi for an hour",
    "Lek snored through the thunder",
    "wrapped the cleaver in a cloth and put it high up",
    "the motorbikes on Phahon Yothin never stop",
    "Ploy left her charger behind again",
    "the old man at the corner does his slow tai chi beside the phone box",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("wave-year", "2026-09-14T10:00", "how much have I spent on the Wave this year?", [
        ("2025-11-18T12:00", "the Wave's battery replaced, ฿550, it wouldn't start"),
        ("2026-01-22T15:00", "*the Wave's chain and sprocket were worn out, ฿850 at the shop by the market"),
        ("2026-03-09T15:00", "*bike's oil changed, 180 baht"),
        ("2026-04-14T12:00", "Lek's Click had its brake pads changed, ฿600"),
        ("2026-05-27T15:00", "*front tyre changed on my motorbike, THB 720"),
        ("2026-07-02T12:00", "*road tax and the compulsory insurance for the bike renewed, 645"),
        ("2026-08-20T12:00", "the shop says the Wave's clutch will need doing next year, maybe ฿1,500"),
    ], 2395),
    ("bank-football-year", "2026-10-20T10:00", "how much have I spent on Bank's football this year?", [
        ("2026-01-10T12:00", "Bank's football academy moved training to Sunday mornings at the Chatuchak pitch"),
        ("2026-02-03T12:00", "*new boots for Bank, ฿1,290, his toes were through the old ones"),
        ("2026-03-15T12:00", "Bank's school uniform before term, ฿890"),
        ("2026-05-31T12:00", "*Bank's academy fee for June, THB 1,500"),
        ("2026-06-21T12:00", "Lek paid Bank's tournament entry, ฿300"),
        ("2026-08-09T12:00", "*shin pads and long socks for his training, 640 baht"),
        ("2026-09-12T12:00", "watched the Thai national team on TV with Bank, he screamed the house down"),
    ], 3430),
    ("songkran-trip", "2026-04-25T10:00", "how much did I spend on the Songkran trip home?", [
        ("2026-03-28T12:00", "stocked up at Makro for the stall, ฿2,300"),
        ("2026-04-06T20:00", "going home to Khon Kaen for Songkran, closing the cart for five days"),
        ("2026-04-10T21:00", "*night bus tickets to Khon Kaen for me, Lek and Bank, ฿1,140"),
        ("2026-04-13T11:00", "*water guns and powder for Mae's village kids, ฿260"),
        ("2026-04-14T07:00", "*merit making at the village wat, 500 baht in the envelope"),
        ("2026-04-14T19:00", "Fon paid the family dinner bill, she insisted"),
        ("2026-04-15T21:00", "*bus back to Bangkok, THB 1,140, Bank snored till Saraburi"),
        ("2026-04-18T12:00", "back at the cart, restocked at Makro, 1,980"),
    ], 3040),
    ("chicken-last-week", "2026-06-17T10:00", "how much did I spend on chicken last week?", [
        ("2026-05-20T06:00", "Jay Ton's chicken came late and half the birds were small"),
        ("2026-06-06T05:00", "chicken from Khlong Toei, ฿1,900"),
        ("2026-06-08T05:00", "*paid Jay Ton for 40 kilos, ฿3,200"),
        ("2026-06-10T06:00", "*whole birds from Khlong Toei market, ฿1,850"),
        ("2026-06-11T12:00", "Auntie Daeng bought pork for her noodles, ฿700"),
        ("2026-06-12T14:00", "*thighs from Makro for the fried one, THB 960"),
        ("2026-06-15T05:00", "paid Jay Ton again, 2,800"),
    ], 6010),
    ("laos-kip", "2026-02-20T10:00", "how much did I spend in kip in Laos?", [
        ("2026-01-15T20:00", "booked our sleeper train to Vientiane for the holiday, ฿1,320 for two"),
        ("2026-02-02T12:00", "*sticky rice and grilled fish from Vientiane's morning market, ₭150,000"),
        ("2026-02-03T15:00", "*tuk-tuk to Patuxai and back, LAK 85,000"),
        ("2026-02-04T10:00", "Lek paid the minivan to Vang Vieng, 200,000 kip"),
        ("2026-02-05T16:00", "*a woven scarf for Mae, 60,000 kip"),
        ("2026-02-06T20:00", "*coffee beans for Fon's café, ₭95,000"),
        ("2026-02-08T12:00", "home, straight to Makro, ฿1,450"),
    ], 390000),
    ("rent-year", "2026-05-10T10:00", "how much rent have I paid this year?", [
        ("2025-12-03T12:00", "paid the rent for December, ฿6,500"),
        ("2026-01-04T12:00", "*paid our landlord Khun Wichai for January, 6,500 baht"),
        ("2026-02-03T12:00", "*rent for the room, ฿6,500, on time"),
        ("2026-03-02T12:00", "Fon's rent in Chiang Mai went up to ฿9,000"),
        ("2026-03-05T12:00", "*transferred THB 6,500 to Khun Wichai for March"),
        ("2026-04-03T12:00", "*paid Khun Wichai, 6,500"),
        ("2026-04-20T12:00", "Khun Wichai warns rent rises next year, maybe 7,000"),
    ], 26000),
    ("catering-august", "2026-09-08T10:00", "how much did I make from catering orders in August?", [
        ("2026-07-28T12:00", "the office upstairs paid for 40 boxes for their meeting, ฿2,000"),
        ("2026-08-05T12:00", "*the insurance office at Ari paid me for 60 boxes, ฿3,000"),
        ("2026-08-14T12:00", "quoted a school ฿4,000 for their sports day, waiting to hear"),
        ("2026-08-22T12:00", "*a wedding in Saphan Khwai ordered 100 plates, THB 5,000 came in by PromptPay"),
        ("2026-08-27T12:00", "Auntie Daeng did a funeral order, 3,500 for her"),
        ("2026-08-29T12:00", "*the monks' lunch for the new house blessing, the family gave me 1,800"),
    ], 9800),
    ("cousin-owes", "2026-11-12T10:00", "how much does my cousin still owe me?", [
        ("2026-05-04T12:00", "*lent my cousin Tum ฿5,000 for his motorbike deposit"),
        ("2026-05-19T12:00", "Lek lent Tum 2,000 too, soft heart"),
        ("2026-07-01T12:00", "*Tum paid back ฿1,500"),
        ("2026-08-15T12:00", "Tum started work at the car wash on Vibhavadi"),
        ("2026-10-09T12:00", "*another 1,000 baht from Tum by PromptPay, he says the rest at New Year"),
    ], 2500),
    ("plate-price-now", "2026-10-05T10:00", "how much do I charge for a plate now?", [
        ("2026-01-12T12:00", "a plate of khao man gai is ฿45 at my cart, cheapest on the soi"),
        ("2026-04-08T12:00", "the BTS stall charges 60 a plate, crazy"),
        ("2026-07-01T06:00", "*chicken went up again, raised my price to ฿50 a plate from today"),
        ("2026-08-18T12:00", "a customer said I should charge 60, no way, mai pen rai"),
    ], 50),
    ("english-hours-october", "2026-11-03T10:00", "how many hours of English class did I do in October?", [
        ("2026-09-29T15:00", "English class at the Ari community hall, 2 hours"),
        ("2026-10-06T15:00", "*English class at the Ari community hall, 2 hours, we learned to give directions"),
        ("2026-10-13T15:00", "*Teacher Amy's lesson ran 1.5 hours, we practised ordering food like farang"),
        ("2026-10-17T12:00", "Ploy's English exam took 3 hours, she says it was easy"),
        ("2026-10-20T15:00", "no class, Teacher Amy is sick"),
        ("2026-10-27T20:00", "*online lesson with Teacher Amy, 90 minutes of past tense"),
        ("2026-11-01T15:00", "Teacher Amy gave us homework for the week"),
    ], 5),
    ("driving-hours-september", "2026-10-02T10:00", "how many hours did I practise driving in September?", [
        ("2026-08-30T07:00", "drove Lek's uncle's pickup round the temple car park, 1 hour"),
        ("2026-09-06T07:00", "*drove round the test yard in Bang Khen with Lek for 2 hours, stalled twice"),
        ("2026-09-13T06:00", "*1 hour behind the wheel on the empty soi at dawn"),
        ("2026-09-19T16:00", "Bank played the racing game for 3 hours, his eyes were square"),
        ("2026-09-24T10:00", "*driving school instructor's lesson, 90 minutes of parallel parking"),
        ("2026-09-28T12:00", "booked my driving test for 15 October"),
    ], 4.5),
    ("rice-kilos-november", "2026-12-03T10:00", "how many kilos of rice did I buy in November?", [
        ("2026-10-28T10:00", "a 15 kg sack of rice from Makro"),
        ("2026-11-04T10:00", "*a 15 kg sack of jasmine rice from Makro"),
        ("2026-11-10T17:00", "Mae sent 10 kg of sticky rice from the farm on the bus"),
        ("2026-11-15T10:00", "*two 5-kilo bags of hom mali from the corner rice shop"),
        ("2026-11-21T12:00", "Auntie Daeng bought 20 kg of noodles, her storeroom is full"),
        ("2026-11-26T10:00", "*another sack for the stall, 15 kilos"),
    ], 40),
    ("tessakit-may", "2026-06-04T10:00", "how many times did the tessakit move my cart on in May?", [
        ("2026-04-29T11:00", "tessakit came down the soi, everyone packed up fast"),
        ("2026-05-05T10:00", "*the city officers cleared the soi again, I lost the lunch rush"),
        ("2026-05-12T09:00", "moved the cart's fridge over by the window"),
        ("2026-05-18T11:00", "*tessakit told us to pack up by ten, no selling on the pavement today"),
        ("2026-05-21T12:00", "Auntie Daeng says the district will move all the carts next year"),
        ("2026-05-26T10:00", "*officers with a truck came, had to push the cart round the corner"),
    ], 3),
    ("flood-september", "2026-10-06T10:00", "how many times did the soi flood in September?", [
        ("2026-08-28T17:00", "soi under water after the storm, rode through it"),
        ("2026-09-03T17:00", "*water to my ankles all along the soi, couldn't open"),
        ("2026-09-08T12:00", "water bill paid, ฿140"),
        ("2026-09-15T18:00", "*the soi was a river again, Lek pushed the Wave home"),
        ("2026-09-19T12:00", "watered Mae's orchids on the balcony"),
        ("2026-09-23T17:00", "*flooding again, the drains gave up in ten minutes"),
        ("2026-09-26T12:00", "the news says Ayutthaya is flooding"),
    ], 3),
    ("bank-wins-august", "2026-09-03T10:00", "how many games did Bank's team win in August?", [
        ("2026-07-26T12:00", "Bank's team won 2-0 on the Chatuchak pitch"),
        ("2026-08-02T12:00", "*Bank's academy team won 3-1, he scored"),
        ("2026-08-09T12:00", "Bank's team lost on penalties, he cried in the Wave's basket seat"),
        ("2026-08-13T12:00", "Bank won a drawing prize at school"),
        ("2026-08-16T12:00", "*Bank's side beat the Don Mueang kids 4-2"),
        ("2026-08-20T21:00", "Man United won, Lek is unbearable"),
        ("2026-08-30T12:00", "*another win for Bank's team, 1-0 in the rain"),
    ], 3),
    ("merit-march", "2026-04-02T10:00", "how many times did I make merit in March?", [
        ("2026-02-27T06:00", "tam bun at the wat on the corner before opening"),
        ("2026-03-04T06:00", "*gave alms to the monks at dawn, rice and curry in bags"),
        ("2026-03-09T12:00", "Mae made merit in Khon Kaen for Dad's anniversary"),
        ("2026-03-15T07:00", "*took food to the wat for the monks before the stall"),
        ("2026-03-21T12:00", "the wat fair is next week, Bank wants the ferris wheel"),
        ("2026-03-28T06:00", "*tam bun with Lek on his birthday, released fish at the canal"),
    ], 3),
    ("closed-june", "2026-07-03T10:00", "how many days did I keep the stall shut in June?", [
        ("2026-05-30T12:00", "stall closed, Buddha day"),
        ("2026-06-04T08:00", "*didn't open today, fever all night"),
        ("2026-06-09T12:00", "Auntie Daeng's shop closed early, her grandson's birthday"),
        ("2026-06-13T06:00", "*no cart today, the rain wouldn't stop"),
        ("2026-06-17T12:00", "closed the fridge door on my finger, ouch"),
        ("2026-06-24T07:00", "*day off from the stall, took Mae to the hospital for her check-up"),
    ], 3),
    ("migraines-october", "2026-11-04T10:00", "how many migraines did I have in October?", [
        ("2026-09-27T20:00", "migraine again, lay in the dark"),
        ("2026-10-05T15:00", "*migraine came at noon, packed up early"),
        ("2026-10-11T20:00", "Lek had a headache from the traffic"),
        ("2026-10-14T09:00", "*head pounding all morning, lights hurt, lay on the mat with a wet cloth"),
        ("2026-10-22T12:00", "a headache of a day at Makro, the queue was endless"),
        ("2026-10-28T16:00", "*another of my bad heads, sick to my stomach, took the tablets the doctor gave me"),
    ], 3),
    ("mae-stay-days", "2026-08-25T10:00", "how many days did Mae stay with us?", [
        ("2026-07-30T20:00", "Mae says she might come down to get her eyes checked"),
        ("2026-08-06T07:00", "*Mae arrived from Khon Kaen on the night bus, I picked her up at Mo Chit"),
        ("2026-08-08T12:00", "took Mae to Rajavithi, the eye doctor says cataracts"),
        ("2026-08-13T21:00", "*put Mae on the bus home, the room feels empty"),
        ("2026-08-18T12:00", "Fon's going up to Khon Kaen next week"),
    ], 7),
    ("mae-money-year", "2026-09-25T10:00", "how much money have I sent to Mae this year?", [
        ("2025-12-20T12:00", "sent Mae ฿4,000 for New Year"),
        ("2026-01-28T12:00", "*PromptPay ฿3,000 to Mae"),
        ("2026-03-18T12:00", "Fon sent Mae ฿5,000 towards fixing her roof"),
        ("2026-05-11T12:00", "*sent home 2,500 baht for Mae's medicine"),
        ("2026-07-29T12:00", "*transferred THB 3,000 to my mother's account"),
        ("2026-09-02T12:00", "Mae says the rice harvest looks good this year"),
    ], 8500),
]

OTHERS = [
    ("feel-stall", "2026-09-20T10:00", "how have I felt about running the stall?", [
        ("2026-02-11T20:00", "*love my cart, the regulars are like family and the office girls call me Pi Nok"),
        ("2026-04-29T20:00", "*so worn out by the stall, up at three every day and chicken prices eat everything"),
        ("2026-06-02T20:00", "Auntie Daeng says she's sick of her noodle cart"),
        ("2026-08-11T20:00", "*proud today, a food blogger wrote about my sauce and the queue reached the pharmacy"),
        ("2026-08-30T12:00", "oiled the cart's wheels"),
    ], None),
    ("lek-feel", "2026-10-10T10:00", "how does Lek feel about riding the motorcycle taxi?", [
        ("2026-02-14T20:00", "Tum says win drivers make good money at Mo Chit"),
        ("2026-04-21T20:00", "*Lek says he's sick of the win, the smoke and the rain and the Grab drivers taking his fares"),
        ("2026-06-30T20:00", "Bank wants to ride pillion on Lek's bike to school"),
        ("2026-09-05T20:00", "*Lek is happy at the corner again, the regulars wait for him and he's his own boss"),
    ], None),
    ("second-cart", "2026-08-30T10:00", "what did I decide about a second cart?", [
        ("2026-05-12T20:00", "thinking of a second cart by the hospital, Ploy could run it in the holidays"),
        ("2026-06-19T20:00", "the cart maker in Bang Sue says four weeks to build one"),
        ("2026-07-24T20:00", "*paid the cart maker the ฿8,000 deposit, the second cart is happening"),
        ("2026-08-10T20:00", "Auntie Daeng sold her old cart to a boy from Isan"),
    ], None),
    ("bank-school", "2026-06-25T10:00", "what did we decide about Bank's school?", [
        ("2026-02-08T20:00", "Bank passed the test for the sports school in Suphan Buri"),
        ("2026-03-20T20:00", "Lek worries Bank is too young to board"),
        ("2026-04-22T20:00", "*enrolled Bank at the secondary school near Ari, he stays home with us"),
        ("2026-05-16T20:00", "Ploy's friend's brother boards at a school in Chonburi"),
    ], None),
    ("who-jay-ton", "2026-07-15T10:00", "who is Jay Ton?", [
        ("2026-01-20T05:00", "*Jay Ton, my chicken supplier at Khlong Toei, kept back the best thighs for me"),
        ("2026-03-18T05:00", "*Jay Ton's van broke down, so I went to the market myself"),
        ("2026-04-24T12:00", "a new pharmacy opened near the soi's mouth"),
        ("2026-06-08T05:00", "*Jay Ton gave me credit till month end, good man"),
        ("2026-06-29T12:00", "the cart's umbrella has a tear"),
    ], None),
    ("who-fixes-cart", "2026-09-10T10:00", "who fixes our cart?", [
        ("2026-02-26T12:00", "*Uncle Sombat, the welder under the expressway who fixes our cart, did the wheel again"),
        ("2026-05-05T12:00", "Lek fixes his own bike, mostly"),
        ("2026-07-14T12:00", "*Uncle Sombat patched the cart's glass case frame, wouldn't take money"),
        ("2026-08-21T12:00", "Auntie Daeng's son fixes her stove"),
    ], None),
    ("sister-news", "2026-11-25T10:00", "what's new with my sister?", [
        ("2026-04-16T12:00", "*my sister Fon opened a second café in Nimman"),
        ("2026-07-09T12:00", "*Fon is engaged to her boyfriend from Lampang, the wedding will be in the cool season"),
        ("2026-08-30T12:00", "Lek's sister gave birth, a boy"),
        ("2026-10-21T12:00", "*Fon's café was on Thai TV, she's famous now"),
        ("2026-11-12T12:00", "the soi smelled of rain all week"),
    ], None),
    ("graduation-left", "2026-12-10T10:00", "what's left to do before Ploy's graduation?", [
        ("2026-11-02T12:00", "Ploy graduates from Kasetsart next month, we are so proud"),
        ("2026-11-16T12:00", "bought Ploy's flowers order form, done"),
        ("2026-11-29T12:00", "*photographer for Ploy's day still not booked"),
        ("2026-12-03T12:00", "*have to get Lek's suit altered by the tailor"),
        ("2026-12-06T12:00", "*must buy the teddy bear in a gown for her, every graduate gets one"),
        ("2026-12-08T12:00", "Fon's friend graduated from Chiang Mai University last year"),
    ], None),
    ("waiting-on", "2026-10-30T10:00", "what am I still waiting for?", [
        ("2026-08-19T12:00", "*applied to the district for the vendor permit renewal, nothing back yet"),
        ("2026-09-02T12:00", "the new gas ring for the cart arrived"),
        ("2026-09-16T12:00", "*the bank is sitting on my small business loan application, still nothing"),
        ("2026-10-07T12:00", "*waiting for the hospital to send Mae's test results"),
        ("2026-10-21T12:00", "Bank's report card came home, good marks"),
    ], None),
    ("next-graduation", "2026-11-20T10:00", "when is Ploy's graduation ceremony?", [
        ("2026-10-12T12:00", "Ploy's rehearsal is the week before"),
        ("2026-11-05T12:00", "*Ploy's graduation: 18 December, 8am, the big hall at Kasetsart Bang Khen"),
        ("2026-11-10T12:00", "Bank's sports day is on Friday"),
        ("2026-11-14T12:00", "the cart's gas hose smells, check it"),
    ], None),
    ("last-teeth", "2026-09-10T10:00", "when did I last have a scale and polish?", [
        ("2025-06-18T12:00", "scale and polish at Dr Suda's clinic on Phahon Yothin"),
        ("2026-05-22T12:00", "*had my teeth cleaned at Dr Suda's, she told me off for the coffee"),
        ("2026-06-10T12:00", "Bank got a filling, he was brave"),
        ("2026-07-30T12:00", "my gums bled a bit brushing"),
    ], None),
    ("luang-prabang-list", "2026-03-05T10:00", "what did we do in Luang Prabang?", [
        ("2026-01-25T20:00", "booked a guesthouse in Luang Prabang for the Laos trip"),
        ("2026-02-09T06:00", "*watched the alms round at dawn, hundreds of monks in orange"),
        ("2026-02-09T15:00", "*swam in the blue pools at Kuang Si, Lek was scared of the cold"),
        ("2026-02-10T18:00", "*climbed Mount Phousi at sunset with every tourist in Laos"),
        ("2026-02-20T12:00", "Fon went to Pai with her friends"),
    ], None),
    ("vendor-meeting-met", "2026-10-15T10:00", "who did I meet at the vendor meeting?", [
        ("2026-09-15T12:00", "the district called all the soi vendors to a meeting at the office"),
        ("2026-09-25T10:00", "*at the vendor meeting met Khun Pim of the district's permit desk, she'll help with the permit"),
        ("2026-09-25T11:00", "*sat with Pa Joy, she sells grilled pork by the hospital, we swapped Line"),
        ("2026-09-25T12:00", "*Uncle Prasert from the market association spoke, he knew my dad"),
        ("2026-10-02T12:00", "Lek met an old friend from school at the win stand"),
    ], None),
    ("doctor-back", "2026-08-15T10:00", "what did the doctor say about my back?", [
        ("2026-06-03T12:00", "back killing me from lifting the pots"),
        ("2026-06-17T12:00", "*doctor at the Bang Khen health clinic says it's a slipped disc, no lifting the big pot for a month"),
        ("2026-06-24T12:00", "Lek thinks a Thai massage would fix it"),
        ("2026-07-08T12:00", "*doctor: do the stretches every night and sit on a higher stool, the back is getting better"),
        ("2026-07-20T12:00", "bought a back support belt at the pharmacy"),
    ], None),
    ("promise-bank", "2026-12-01T10:00", "what did I promise Bank?", [
        ("2026-06-12T12:00", "*promised Bank we'd go to see Buriram play if he keeps his grades up"),
        ("2026-08-04T12:00", "Lek promised Ploy a phone as her graduation gift"),
        ("2026-10-09T12:00", "*told Bank we'll go to the sea at Bang Saen in the school holidays"),
        ("2026-11-11T12:00", "Bank begs for a dog, maybe next year"),
    ], None),
    ("dentist-rec", "2026-08-12T10:00", "which clinic did Auntie Daeng recommend?", [
        ("2026-07-02T12:00", "my knee clicks when I squat to light the gas"),
        ("2026-07-09T12:00", "*Auntie Daeng says the clinic behind Saphan Khwai market, Dr Wanchai's, is cheap and kind"),
        ("2026-07-16T12:00", "Lek's friend goes to the big private hospital on Phahon Yothin"),
        ("2026-07-25T12:00", "the knee hurts more going upstairs"),
    ], None),
    ("why-daeng-moved", "2026-07-20T10:00", "why did Auntie Daeng move her cart?", [
        ("2026-05-05T12:00", "Auntie Daeng's noodle cart has been next to mine for six years"),
        ("2026-06-10T12:00", "*Auntie Daeng moved her cart to the hospital gate, the new condo people complained about the smell and the hospital crowd buys more"),
        ("2026-06-24T12:00", "two fruit sellers left the soi for the night market"),
        ("2026-07-01T12:00", "miss her radio in the mornings"),
    ], None),
    ("gold-necklace", "2026-11-05T10:00", "where did I put my gold necklace?", [
        ("2026-06-02T12:00", "Mae gave me her gold necklace, two baht weight"),
        ("2026-08-14T12:00", "*gold necklace is in the red tin behind the rice jar"),
        ("2026-09-03T12:00", "Lek keeps his amulets in the drawer by the bed"),
        ("2026-10-20T12:00", "can't find my reading glasses anywhere"),
    ], None),
    ("ploy-thesis-nothing", "2026-09-05T10:00", "what did Ploy's professor say about her thesis?", [
        ("2026-07-30T12:00", "Ploy came home for the weekend with her washing"),
        ("2026-08-12T12:00", "the university wants parents at the orientation"),
        ("2026-08-27T12:00", "Ploy stayed up all night typing"),
    ], None),
    ("tum-wedding-nothing", "2026-04-15T10:00", "when is Tum's wedding?", [
        ("2026-03-02T12:00", "Tum has a new girlfriend from the car wash, he's in love again"),
        ("2026-03-20T12:00", "Fon's friend's wedding photos were lovely"),
        ("2026-04-02T12:00", "ordered new aprons online"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qL", NUMBERS, OTHERS, seed=3434, read_numbers=10, read_others=10), TZ, FILLER, seed=343, sizes=(12, 35))
