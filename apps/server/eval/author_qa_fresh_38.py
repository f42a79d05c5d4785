"""Writes qa-fresh-38.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a Finnish woman in Helsinki (Europe/Helsinki), Aino Lehtonen, second engineer on the overnight car ferry between
Helsinki and Stockholm, two weeks on board and two weeks home; her partner Mikko builds saunas with his own small firm;
their daughter Ilona (ten) figure-skates at the Myllypuro ice hall; her father ("Dad", "isä") lives in the Mäntykoti care
home in Porvoo; her sister Riikka lives in Tampere and shares Dad's costs; the family cottage ("mökki") is on a lake near
Savonlinna; Pekka Salo is the chief engineer, Rasmus Nyberg a motorman from Mariehamn in Åland, Henna the union rep.
Finnish English with Finnish words ("mökki", "isä", "mustikka", "puolukka", "juhannus", "pikkujoulu", "viikkoraha",
"vappu", "pulla", "Tori" the second-hand site, "Alko", "Prisma", "Kela", "MobilePay"), engine-room words ("watch", "purifier",
"bilge", "aux engine", "dry dock"), money in euros written "€" after the figure, Finnish style ("84,60 €", "3 412 €"),
"euros", "EUR", a bare figure, and Swedish kronor ("SEK", "kr", "kronor") from the Stockholm end of the route. (No earlier
Q&A voice lives in Finland, works at sea, or counts in kronor.)
Number questions (20): sums per currency (Ilona's skating this autumn, kronor spent in Stockholm in October, the Stockholm
weekend with Ilona in kronor beside euros on board, the mökki repairs this summer, Prisma last week beside Mikko's run on
his card, Dad's care-home bills this autumn beside Riikka's, the car in November), money in (sold on Tori this year beside
Mikko's own sale, sent by "my sister" by MobilePay and transfer, pay for September and October, overtime this year beside
Rasmus's), money given to Ilona as pocket money, what Rasmus still owes (a loan "gave back" in part), counts told in other
words (visits to Dad; extra shifts; engine alarms on her watch; trips to the mökki), hours worked at the mökki last week,
kilometres skied in January, kilos of blueberries picked.
Other questions (20): feelings over time (her own about being away on rotation; Mikko's about a cargo-ship job, asked by
name), a decision (the chief's licence course), a person by name (Pekka) and by role (Dad's nurse), what is left before the
mökki is shut for winter, waiting, when next (Ilona's competition), when last (the outboard's oil), a recommendation (where
to eat in Mariehamn), why Mikko left the building firm, where the mökki's spare keys are, what she has noticed about Dad
since the move, a promise to Ilona, people met at the union meeting, the doctor's advice on her hearing, what she brought to
the pikkujoulu, news of "my sister", and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, sale, pay or loan, prices
quoted, plans, the other currency, other months), then neutral filler written for this set: 12-32 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qP001-qP020, may be
read while tuning), the rest to the held half (qP021-qP040: totals only).

Run: python3 author_qa_fresh_38.py > qa-fresh-38.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Europe/Helsinki"

FILLER = [
    "sleet sideways across the car deck at Katajanokka this morning",
    "tram 4 crammed, schoolchildren in reflective vests everywhere",
    "dark by half past three now, lamps on all afternoon",
    "swapped my steel-toe boots for new ones from the slop chest",
    "the sea was like glass crossing the Åland archipelago tonight",
    "cabin neighbour snored through the whole port stay",
    "baked cardamom pulla with Ilona, the kitchen smells of it still",
    "frost flowers inside the balcony door glass",
    "the ice hall café ran out of cinnamon buns by eight",
    "seagulls fighting over a fish head on the stern rail",
    "Mikko's radio playing Finnish tango in the garage again",
    "downstairs dog barking at the recycling bins each evening",
    "mended the zip on my boiler suit with pliers",
    "the lighthouse at Söderarm blinking through the snow squall",
    "Moomin book, two more chapters for Ilona over the video call",
    "snowplough woke the whole street at five",
    "reindeer stew in the crew mess, not bad at all",
    "my reading glasses keep steaming up in the engine control room",
    "put the summer tyres in the cellar storage cage",
    "the laundry room booking sheet is full until Thursday",
    "a swan standing on the ice by Merikannontie, looking lost",
    "the birch outside the window finally lost its last leaves",
    "rye bread and smoked vendace for supper",
    "watched the northern lights from the monkey island for ten minutes",
    "the stairwell lamp on our floor flickers, told the housing company",
    "Ilona built a snow lantern on the balcony",
    "coffee machine in the engine control room broke again",
    "wind gusts over twenty metres a second forecast for the Gulf",
    "washed the car mats in the yard, fingers frozen",
    "lingonberry jam on porridge, Mikko's grandmother's recipe",
    "the heating in the flat clanks every night at two",
    "bought a new ice scraper at the petrol station",
    "Stockholm harbour foggy, pilot boat came alongside late",
    "knitting socks on the night watch break, slow going",
    "the lake at the mökki froze over early this year",
    "Ilona lost her left mitten again, third one this winter",
    "fox trotting across Mechelininkatu near the ferry terminal",
    "cleaned out the fridge, threw away old herring",
]

NUMBERS = [
    (None, "2026-11-25T21:00", "How much have I spent on Ilona's skating this autumn?", [
        ("2026-09-05T18:00", "*sharpened Ilona's skates at the pro shop, 18 €"),
        ("2026-09-20T10:00", "*entry fee for the Espoo club competition, 45 euros, paid it"),
        ("2026-10-12T17:00", "*new skates for Ilona, she's grown out of hers, 239 €"),
        ("2026-10-01T09:00", "Mikko paid the ice time invoice, 120 €, from his account"),
        ("2026-10-15T19:00", "coach thinks a new competition dress would be around 300 €"),
        ("2026-06-10T18:00", "Ilona's summer skating camp, 260 €"),
    ], 302),
    (None, "2026-11-10T22:00", "How many kronor did I spend in Stockholm in October?", [
        ("2026-10-03T13:00", "*lunch at Hötorget market hall, 145 kr"),
        ("2026-10-17T14:00", "*SEK 389 for a rain jacket at Åhléns"),
        ("2026-10-24T12:00", "*bought Ilona a Pippi book at the Stockholm bookshop, 129 kronor"),
        ("2026-10-17T16:00", "Rasmus spent 600 kr on snus and sweets in Stockholm"),
        ("2026-10-24T15:00", "the hotel near Slussen wants 1 200 SEK a night, no thanks"),
        ("2026-11-07T13:00", "Stockholm again, coffee and a kanelbulle, 68 kr"),
        ("2026-10-10T20:00", "cabin dinner on board 32 €"),
    ], 663),
    (None, "2026-09-15T20:00", "How much did the mökki repairs cost this summer?", [
        ("2026-06-14T15:00", "*new roofing felt for the mökki sauna, 312 €"),
        ("2026-07-08T11:00", "*paid the plumber who fixed the mökki well pump, 180 euros"),
        ("2026-08-02T16:00", "*replaced the rotten steps at the mökki, timber 150 €"),
        ("2026-07-20T19:00", "our mökki neighbour Esko rebuilt his jetty, cost him 400 €"),
        ("2026-08-10T18:00", "Riikka put 100 € toward the mökki roof, kind of her"),
        ("2026-07-25T12:00", "groceries at the Savonlinna market, 54 €"),
    ], 642),
    (None, "2026-11-25T21:00", "How much money did I make selling things on Tori this year?", [
        ("2026-03-14T19:00", "*old pram sold on Tori, 80 €"),
        ("2026-05-02T18:00", "*a woman from Espoo bought Ilona's outgrown skates off Tori, 60 euros"),
        ("2026-09-22T20:00", "*Tori buyer paid 35 € MobilePay for the floor lamp"),
        ("2026-06-30T12:00", "Mikko sold his old trailer on Tori for 400 €"),
        ("2026-10-05T21:00", "put my bike up on Tori for 150 €, no bites yet"),
        ("2025-11-20T19:00", "sold the sofa on Tori, 120 €"),
    ], 175),
    (None, "2026-11-25T21:00", "How much has my sister sent me for Dad this autumn?", [
        ("2026-09-08T10:00", "*MobilePay from Riikka, 150 € for Dad's shoes and shirts"),
        ("2026-10-06T09:00", "*Riikka's transfer came through, 200 euros toward Dad's care bill"),
        ("2026-11-02T19:00", "*got 100 € from Riikka for Dad's new glasses"),
        ("2026-10-20T20:00", "sent Riikka 50 € toward her birthday dinner"),
        ("2026-07-04T12:00", "Riikka sent 80 € for the mökki electricity"),
        ("2026-11-10T18:00", "Riikka says she'll send more after her bonus"),
    ], 450),
    (None, "2026-11-25T21:00", "How much does Rasmus still owe me?", [
        ("2026-08-18T22:00", "*lent Rasmus 400 € for his car's gearbox"),
        ("2026-09-29T23:00", "*Rasmus gave back 150 € on the crossing"),
        ("2026-10-27T23:00", "*Rasmus paid me back another 100"),
        ("2026-09-02T23:00", "Rasmus owes Pekka a case of beer after the bet"),
        ("2026-10-15T12:00", "Rasmus lent the third engineer 50 € in Mariehamn"),
    ], 150),
    (None, "2026-10-31T21:00", "How many times did I visit Dad in October?", [
        ("2026-10-04T14:00", "*visited Dad in Porvoo, he knew me straight away"),
        ("2026-10-11T13:00", "*drove out to see isä at Mäntykoti, brought him liquorice"),
        ("2026-10-25T12:00", "*sat with Dad through lunch at the home, he ate everything"),
        ("2026-10-18T16:00", "Riikka visited Dad on Sunday, sent me a photo"),
        ("2026-10-21T11:00", "Dad's doctor phoned about his new pills"),
        ("2026-09-27T14:00", "visited Dad, he was sleepy the whole time"),
    ], 3),
    (None, "2026-11-25T21:00", "How many extra shifts did I do this autumn?", [
        ("2026-09-12T06:00", "*called in for an extra watch, the third engineer is sick"),
        ("2026-10-09T06:00", "*covered Jari's shift on a free day"),
        ("2026-11-14T06:00", "*did an extra crossing on my off-week, they were short of engine crew"),
        ("2026-10-20T22:00", "Rasmus grabbed another extra shift, he wants money for the car"),
        ("2026-11-20T21:00", "the office wants me on an extra trip at Christmas, said I'll think"),
    ], 3),
    (None, "2026-11-30T21:00", "How many engine alarms were there on my watch in November?", [
        ("2026-11-03T02:40", "*high temp alarm on number 3 aux engine at 02:40, my watch, cooling pump"),
        ("2026-11-12T03:15", "*bilge alarm again during my watch, the stern tube gland"),
        ("2026-11-22T01:50", "*fuel filter differential pressure alarm on my watch, changed the filter"),
        ("2026-11-17T14:00", "alarm on Pekka's watch, the purifier tripped"),
        ("2026-11-08T10:00", "fire drill in port, the general alarm test went fine"),
        ("2026-10-29T02:00", "lube oil low pressure alarm on my watch, false sensor"),
    ], 3),
    (None, "2026-08-24T21:00", "How many hours did I work at the mökki last week?", [
        ("2026-08-17T17:00", "*4 hours painting the mökki sauna wall red"),
        ("2026-08-19T18:00", "*whole afternoon cutting firewood at the mökki, about 3 h"),
        ("2026-08-21T12:00", "*90 minutes fixing the jetty boards at the mökki"),
        ("2026-08-18T20:00", "Mikko spent 5 hours up on the mökki roof"),
        ("2026-08-10T17:00", "painted the mökki window frames, 2 hours"),
    ], 8.5),
    (None, "2026-02-05T20:00", "How many kilometres did I ski in January?", [
        ("2026-01-06T13:00", "*skied 12 km at Paloheinä, perfect tracks"),
        ("2026-01-18T11:00", "*10 k loop in Keskuspuisto, cold but lovely"),
        ("2026-01-25T14:00", "*short 5 km ski with Ilona at the sports field"),
        ("2026-01-20T19:00", "Mikko skied 30 km with his brother"),
        ("2026-02-01T12:00", "skied 8 km, the snow is going soft"),
    ], 27),
    (None, "2026-11-25T21:00", "How much did I spend at Prisma last week?", [
        ("2026-11-17T18:00", "*Prisma for the week, 84,60 €"),
        ("2026-11-20T17:00", "*Prisma again, forgot the coffee, 23,15 €"),
        ("2026-11-19T18:00", "Mikko did a Prisma run, 60 € on his card"),
        ("2026-11-18T12:00", "K-Market on the corner, milk and bread, 12 €"),
        ("2026-11-10T18:00", "Prisma, big shop, 96 €"),
    ], 107.75),
    (None, "2026-08-20T21:00", "How many kronor did the Stockholm weekend with Ilona cost?", [
        ("2026-08-08T11:00", "*Gröna Lund wristbands, Ilona and me, 990 SEK"),
        ("2026-08-08T17:00", "*dinner in Gamla stan, 540 kronor"),
        ("2026-08-09T11:00", "*Vasa museum with Ilona, 230 kr"),
        ("2026-08-07T20:00", "upgraded our cabin on the way over, 60 €"),
        ("2026-08-09T15:00", "Ilona spent her own 100 kr on candy at the market"),
    ], 1760),
    (None, "2026-11-25T21:00", "How much was my pay for September and October together?", [
        ("2026-09-30T08:00", "*September pay came in, 3 412 €"),
        ("2026-10-31T08:00", "*October pay landed, 3 518,40 €"),
        ("2026-10-15T12:00", "Mikko's invoice for the Kauniainen sauna finally paid, 2 400 €"),
        ("2026-08-31T08:00", "August pay came in, 3 390 €"),
        ("2026-10-05T18:00", "Kela child benefit came, 94,88 €"),
    ], 6930.40),
    (None, "2026-11-25T21:00", "How much pocket money have I given Ilona since August?", [
        ("2026-08-14T18:00", "*gave Ilona 10 € viikkoraha"),
        ("2026-09-11T18:00", "*Ilona's pocket money, 10 euros"),
        ("2026-10-30T18:00", "*pocket money to Ilona, 15 € because she cleaned her room"),
        ("2026-09-25T18:00", "Mikko gave Ilona 20 € for her class outing"),
        ("2026-07-10T18:00", "gave Ilona 10 € pocket money for the mökki kiosk"),
    ], 35),
    (None, "2026-11-28T20:00", "How much did I pay for Dad's care home this autumn?", [
        ("2026-09-05T10:00", "*Mäntykoti invoice for Dad, 1 240 €, paid"),
        ("2026-10-05T10:00", "*paid Dad's October care home bill, 1 240 euros"),
        ("2026-10-14T16:00", "Dad's pharmacy, 36,80 €"),
        ("2026-11-05T10:00", "Riikka paid the November Mäntykoti bill this time"),
        ("2026-08-05T10:00", "paid Dad's care home for August, 1 195 €"),
    ], 2480),
    (None, "2026-11-30T21:00", "How much did the car cost me in November?", [
        ("2026-11-02T16:00", "*winter tyres changed at the tyre hotel, 60 €"),
        ("2026-11-13T18:00", "*Neste, filled the tank, 72 €"),
        ("2026-11-21T12:00", "*car wash before Riikka's visit, 12 €"),
        ("2026-11-18T12:00", "Mikko's van service came to 480 €"),
        ("2026-10-28T12:00", "parking at the terminal for the month, 85 €"),
    ], 144),
    (None, "2026-09-10T21:00", "How many times did we go to the mökki this summer?", [
        ("2026-06-19T20:00", "*juhannus at the mökki, bonfire by the lake"),
        ("2026-07-16T21:00", "*drove up to Savonlinna for a long weekend at the cottage"),
        ("2026-08-15T19:00", "*weekend at the mökki, sauna every night"),
        ("2026-07-30T12:00", "Riikka borrowed the mökki for a week with her kids"),
        ("2026-09-06T12:00", "thinking of one more mökki trip before it gets cold"),
    ], 3),
    (None, "2026-09-10T21:00", "How many kilos of blueberries did I pick?", [
        ("2026-08-03T16:00", "*picked 4 kg blueberries behind the mökki"),
        ("2026-08-16T15:00", "*another 3,5 kilos of mustikka from the bog path"),
        ("2026-08-16T17:00", "Ilona picked 1 kg of blueberries, proud of herself"),
        ("2026-09-02T15:00", "picked 2 kg puolukka on the hill"),
    ], 7.5),
    (None, "2026-11-25T21:00", "How much overtime pay have I had this year?", [
        ("2026-04-30T08:00", "*overtime for the dry dock weeks came through, 620 €"),
        ("2026-09-30T08:00", "*extra watch pay on the September slip, 180 €"),
        ("2026-10-31T08:00", "*OT for covering Jari, 240 € on the payslip"),
        ("2026-10-31T12:00", "Rasmus got 900 € overtime this month, he's never home"),
        ("2025-12-31T08:00", "overtime for the Christmas cruise, 310 €"),
    ], 1040),
]

OTHERS = [
    (None, "2026-11-25T21:00", "How have I been feeling about being away on rotation?", [
        ("2026-09-08T23:00", "*two weeks away is getting harder, Ilona cried at the door this time"),
        ("2026-10-06T23:00", "*felt fine this rotation, the evening video calls help a lot"),
        ("2026-11-03T23:00", "*missing home badly this trip, counting the days"),
        ("2026-10-20T22:00", "Rasmus says he loves the rotation, two weeks of peace"),
    ], None),
    (None, "2026-11-25T21:00", "How does Mikko feel about me taking the cargo ship job?", [
        ("2026-10-12T21:00", "*Mikko is against the cargo job, six weeks away is too long for him"),
        ("2026-11-01T21:00", "*Mikko came round a bit on the cargo job if the pay is really that much better"),
        ("2026-10-15T12:00", "Pekka thinks the cargo company has old engines"),
        ("2026-10-20T19:00", "Ilona wants me to stay on the ferry"),
    ], None),
    (None, "2026-11-25T21:00", "What did I decide about the chief engineer's course?", [
        ("2026-10-02T22:00", "looked at the chief engineer licence course in Turku"),
        ("2026-11-08T21:00", "*decided: I'll enrol in the chief's licence course in spring, the company pays half"),
        ("2026-11-10T12:00", "Rasmus decided to stay a motorman for now"),
    ], None),
    (None, "2026-11-25T21:00", "Who is Pekka?", [
        ("2026-02-10T22:00", "*Pekka Salo is our chief engineer, thirty years at sea, calm as anything"),
        ("2026-09-15T22:00", "*Pekka taught me reading purifier logs properly"),
        ("2026-10-05T12:00", "Mikko's cousin Pekka Virtanen runs the sawmill"),
    ], None),
    (None, "2026-11-25T21:00", "Who is Dad's nurse at the care home?", [
        ("2026-09-06T15:00", "*Dad's nurse at Mäntykoti is Leena, ask for her on weekdays"),
        ("2026-10-04T15:00", "*Leena says Dad sleeps better since the room change"),
        ("2026-10-11T15:00", "the care home director is Mr Holm"),
        ("2026-08-20T12:00", "Dad's GP at the Porvoo health station is Dr Aalto"),
    ], None),
    (None, "2026-10-05T20:00", "What's left to do before the mökki is shut for winter?", [
        ("2026-09-26T19:00", "*closing the mökki: still need to drain the water pipes and bring in the rugs"),
        ("2026-09-27T15:00", "pulled the rowing boat up on shore, done"),
        ("2026-09-28T19:00", "*mökki still needs shutters on the sauna windows before the frost"),
        ("2026-09-20T12:00", "Esko closed his cottage last weekend already"),
    ], None),
    (None, "2026-11-25T21:00", "What am I waiting on?", [
        ("2026-11-02T20:00", "*waiting on Henna and the union about my holiday pay"),
        ("2026-11-12T19:00", "*tyre hotel still hasn't rung back about the bent rim, waiting"),
        ("2026-11-18T20:00", "Riikka is waiting for her new passport"),
        ("2026-10-10T20:00", "the tax card arrived, done"),
    ], None),
    (None, "2026-11-25T21:00", "When is Ilona's next skating competition?", [
        ("2026-11-10T20:00", "*Ilona's next competition is in Vantaa on 14 December"),
        ("2026-10-18T19:00", "Ilona's competition in Espoo went well, fourth place"),
        ("2026-11-15T12:00", "Ilona's friend Venla has a competition in Turku in January"),
    ], None),
    (None, "2026-11-25T21:00", "When did I last change the oil in the mökki outboard?", [
        ("2026-06-20T12:00", "changed the outboard's oil at the mökki before juhannus"),
        ("2026-09-27T14:00", "*changed the outboard oil and filter at the mökki, ready for storage"),
        ("2026-10-10T10:00", "car's oil changed at the garage"),
    ], None),
    (None, "2026-11-25T21:00", "Where did Rasmus say to eat in Mariehamn?", [
        ("2026-07-01T22:00", "*Rasmus says the little fish place by the western harbour in Mariehamn is the best on Åland"),
        ("2026-07-02T22:00", "Rasmus says Åland pancake is better than any cake"),
        ("2026-08-15T12:00", "Pekka likes the steakhouse in Stockholm by the terminal"),
    ], None),
    (None, "2026-11-25T21:00", "Why did Mikko leave the building firm?", [
        ("2026-03-02T21:00", "*Mikko quit the building firm, too many weekends and the boss never paid overtime"),
        ("2026-03-05T21:00", "*Mikko wants to build saunas his own way, that's the real reason"),
        ("2026-06-10T12:00", "Mikko's brother still works for the building firm"),
    ], None),
    (None, "2026-11-25T21:00", "Where are the spare keys to the mökki?", [
        ("2026-10-04T20:00", "*spare mökki keys are in the tin box above the fuse cupboard in the hall"),
        ("2026-10-06T20:00", "my locker key for the ship is on the blue lanyard"),
    ], None),
    (None, "2026-11-25T21:00", "What have I noticed about Dad since he moved to the care home?", [
        ("2026-05-10T14:00", "Dad moves into Mäntykoti next month, Riikka and I packed his books"),
        ("2026-07-12T14:00", "*Dad seems calmer at Mäntykoti, no more wandering at night"),
        ("2026-08-23T14:00", "*Dad has started calling me by my mother's name"),
        ("2026-10-04T14:00", "*Dad is eating better since he moved, put on a couple of kilos"),
        ("2026-10-11T18:00", "Mikko noticed the car's brakes squeal"),
    ], None),
    (None, "2026-11-25T21:00", "What did I promise Ilona?", [
        ("2026-10-13T20:00", "*promised Ilona we'll go to Gröna Lund again next summer if she practises her jumps"),
        ("2026-10-20T20:00", "Mikko promised Ilona a puppy, not happening"),
        ("2026-11-01T20:00", "Ilona hopes to pass her skating test in spring"),
    ], None),
    (None, "2026-11-25T21:00", "Who did I meet at the union meeting?", [
        ("2026-11-05T19:00", "*met Henna, the union's rep, at the meeting, she'll look into the holiday pay"),
        ("2026-11-05T20:00", "*also met Tuomas from the Tallinn ships at the union meeting, he's an engineer too"),
        ("2026-11-06T12:00", "met Riikka for coffee in Tampere"),
    ], None),
    (None, "2026-11-25T21:00", "What did the doctor say about my hearing?", [
        ("2026-10-21T16:00", "*occupational doctor says my hearing has dropped at high frequencies, ear defenders every time below deck"),
        ("2026-10-21T17:00", "*doctor wants another hearing test in six months"),
        ("2026-10-25T12:00", "Dad's doctor wants him to walk every day"),
    ], None),
    (None, "2026-12-14T21:00", "What did I bring to the pikkujoulu?", [
        ("2026-12-12T17:00", "*brought Karelian pies and glögi to the crew pikkujoulu"),
        ("2026-12-12T23:00", "Pekka brought smoked salmon to the pikkujoulu"),
        ("2026-12-05T12:00", "Ilona's school pikkujoulu next Friday"),
    ], None),
    (None, "2026-11-25T21:00", "What's the news from my sister?", [
        ("2026-11-15T20:00", "*Riikka got the head nurse job in Tampere"),
        ("2026-11-20T21:00", "*Riikka and Janne are selling their flat, buying a house in Kangasala"),
        ("2026-11-10T12:00", "Mikko's sister Sanna gave birth, a girl"),
    ], None),
    (None, "2026-11-25T21:00", "When is Pekka retiring?", [
        ("2026-10-05T22:00", "Pekka and I stripped the purifier bowl together"),
        ("2026-11-01T22:00", "Pekka's wife sent pulla for the whole engine crew"),
    ], None),
    (None, "2026-11-25T21:00", "What did the dentist say about Ilona's teeth?", [
        ("2026-10-08T12:00", "Ilona's skating coach says her spins are much better"),
        ("2026-11-02T12:00", "my own dentist time got moved to January"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qP", NUMBERS, OTHERS, seed=3838, read_numbers=10, read_others=10), TZ, FILLER, seed=383, sizes=(12, 32))
