"""Writes qa-fresh-42.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue in each half,
20 of 40 numeric.

Voice: an Icelandic man in Reykjavík (Atlantic/Reykjavik, UTC all year, no daylight time), Ragnar "Raggi" Hallsson, who runs
a small fish shop (fiskbúð) on Sundlaugavegur and buys at the dawn fish auction on Grandi (Jónas Pálsson there saves him the
halibut); Birna Ólafsdóttir fillets and runs the counter with him. He smokes trout and salmon in a smokehouse (reykhús), sells
to restaurant kitchens (a sushi place on Hverfisgata, Kaffi Grandi, Hótel Esja's kitchen) and had a stall at the Christmas
market on Ingólfstorg. Partner Hildur, a nurse at Landspítali; twins Embla and Kári, seven, turning eight on Saturday 19
December, in second grade; the family moved from Breiðholt to a rented flat in Laugardalur on Saturday 12 September (landlord
Birgir, neighbour Gústi on the stairwell); Hildur's mother, amma Dísa, in Hafnarfjörður; his father ("pabbi"), a retired
trawler skipper, in Ísafjörður; his brother Siggi in Akureyri; Margrét ("Magga") the twins' teacher at Laugarnesskóli; Þórdís
the bookkeeper. English sentences with Icelandic words and places ("þorskur", "ýsa", "harðfiskur", "skata", "pylsa", "heitur
pottur", "sundlaug", "uppboð", "reykhús", "frístund", "jólasveinar"/the Yule Lads, "vetrarfrí", "kuldagallar", "fótbolti";
Bónus, Krónan the supermarket, N1, Orkan, Olís, Costco in Garðabær, Bláfjöll, Laugardalslaug, Vesturbæjarlaug, Þróttur, Play)
and Icelandic krónur written "29.800 kr." (a dot for thousands), "kr. 18.000", "ISK 21.400", "2450 krónur", "20 þúsund kall",
beside euros ("€18", "74,50 €", "152 EUR", "40 evrur", "119,90 €"). The weekend is Saturday and Sunday; the week starts
Monday. (No earlier Q&A voice lives in Iceland or in Atlantic/Reykjavik, sells fish, or counts in krónur.)

Both halves cover every kind: the cases come in twenty pairs of one kind each, and a seeded coin sends one of each pair to the
read half and the other to the held half.
Number pairs (20 cases): sums in krónur this month (spent on the twins, beside Hildur's pyjamas, October's boots and Birna's
Christmas shopping; spent on the van, beside Hildur's car, October's oil change and a clutch quoted, not paid); sums in euros
(Tenerife, beside the flights paid in krónur, Hildur's dress and the exchange rate; euros this year, beside last year's knife,
euros received and Siggi's); money in (restaurants this month, beside an invoice sent and not paid, October's payment and wages
paid out; the Christmas market stall, beside its fee and other stalls); what is owed (Gústi to him; he to Siggi); counts since
the move (the pool, beside the pool before the move, a closed weekend and Hildur's swim; football with the twins, beside the old
club, Hildur's turn and a cancelled practice); counts in October (mornings at the auction beside a storm and Birna's morning;
days the shop was shut beside the school's winter break and November); quantities (kilos of cod last week beside haddock, the
weeks either side and Birna's cod; hours in the smokehouse in November beside October, Siggi's and hours at the counter); sums
last week (eating out, beside groceries, Hildur's dinner and the weeks either side; diesel, beside Hildur's tank, a price per
litre and the weeks either side); nothing to sum (the dentist this year; skiing this winter, beside amma Dísa's passes and a
price looked at); counts told in other words (days the twins were home sick this month beside a training day and another's
child; the van breaking down this year beside a service and others' cars).
Other pairs (20 cases): lists (books read this autumn; what the twins asked the Yule Lads for), a person by name with a card,
mentions and an open item (Birna; Jónas, beside Jóna and Jón), a person by role (the twins' teacher, beside the swimming coach
and the frístund leader; the bookkeeper, beside the bank's adviser and Hildur's budget), feelings over time (his own since the
move; Kári's about the new school, beside Embla's and Birna's boy's), decisions (a second shop in Hafnarfjörður; where to spend
Christmas, beside Birna's Christmas and pabbi's warning), what is left (the twins' birthday, with one to-do set for the party's
own day, "the 19th: …"; the flat, beside the shop's cold room and Gústi's door), time ahead (this weekend; next week), waiting
(general; from the landlord, beside Gústi's wait), when last (the van's service) and when next (the twins' dentist), and two
questions nothing answers (Siggi's wedding anniversary; a decision about learning to sail never taken).
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler written for this set: 12-32 notes
a case.

The split is fixed by the seed before any scoring: qT001-qT020 may be read while tuning, qT021-qT040 are held (totals only).

Run: python3 author_qa_fresh_42.py > qa-fresh-42.jsonl (seeded, so the output is stable).
"""

import random

from qa_author import print_cases

TZ = "Atlantic/Reykjavik"

FILLER = [
    "northern lights over Esja last night, green curtains from Esja clear over to Akranes",
    "a gust carried the recycling lid two houses down",
    "sleet sideways at breakfast, sunshine by ten, hail by noon",
    "the sun came up at eleven and went down before four, December is close",
    "two gulls in a tug of war over a herring head behind the shop",
    "harbour air thick with diesel plus seaweed today",
    "a cruise ship bigger than Hveragerði slid out of the old harbour",
    "Sundlaugavegur's lamps flicker like a bad film",
    "new ice scraper, the old one snapped in half",
    "the kettle at the shop has a crust of lime inside",
    "fog rolled in from the bay and Harpa vanished",
    "a ptarmigan sat on the neighbour's fence, white already",
    "read the weather forecast three times, it changed every time",
    "the geothermal steam off the drains looks like the street is smoking",
    "somebody built a snowman with a fish tail by the bus stop",
    "the radio had one Eurovision song on repeat, four times by lunch",
    "took the rubbish down, the stairwell light is out again",
    "frost ferns grew across the shop window overnight",
    "the mountains across the bay pink in the low sun at noon",
    "a raven walked along the roof gutter like it owned the block",
    "power flickered for a second, the freezer hummed back on",
    "the coffee machine at the shop makes a sound like a walrus",
    "wet wool mittens drying on every radiator in the flat",
    "Laugarnesvegur's bus shelter got new glass",
    "rain on the roof all night, not a snowflake in sight",
    "the church bell at Laugarneskirkja rings crooked on the hour",
    "a fishing boat painted bright orange came into the harbour",
    "found a lost glove on the pavement, hung it up where its owner might look",
    "the hot water smells of eggs more than usual this week",
    "a huge flock of eider ducks bobbing off Sæbraut",
    "the shop's neon fish sign lost its tail light",
    "salt on the steps, my boots leave white prints everywhere",
    "the snow plough scraped past at five, nobody slept after",
    "a tourist asked me where the volcano is, pointed vaguely south",
    "cleaned the fish counter glass until it squeaked",
    "the window in the kitchen steams up every morning",
    "the moon over the bay, huge and orange",
    "a grey cat asleep on a warm car bonnet outside the block",
    "the lamp post outside has a knitted sweater now, someone's art",
    "ice inside the van windscreen too, scraped it off with a card",
    "dark at half past three, a candle burning by the till",
    "the sea grey and flat as a sheet of tin",
    "the weather app says calm, the flag on the pole says otherwise",
    "someone forgot a pair of skates beside the pond",
    "a whale blew out past Viðey, saw the spout from the shore road",
    "the shop door's bell jingles half a tone flat",
]

# Each pair: two cases of one kind, (id, now, question, notes [(created_at, text)], number); "*" marks a cited note.
NUMBER_PAIRS = [
    (
        ("", "2026-11-27T20:00:00", "How much have I spent on the twins this month?", [
            ("2026-10-29T18:00", "football boots for Kári, 8.990 kr., outgrown in one season"),
            ("2026-11-03T17:30", "*kuldagallar for Embla and Kári at the outlet, 29.800 kr. for the pair"),
            ("2026-11-09T19:10", "*paid the twins' frístund for November, ISK 21.400"),
            ("2026-11-16T12:30", "*winter swimming course for the twins, kr. 18.000"),
            ("2026-11-18T21:00", "Hildur ordered the twins new pyjamas online, 7.600 kr. on her card"),
            ("2026-11-21T15:00", "*library fine for the twins' lost dinosaur book, 2450 krónur, it was under Kári's bed"),
            ("2026-11-24T20:00", "Birna has spent 40 þúsund on her boy's Christmas already"),
        ], 71650),
        ("", "2026-11-28T19:00:00", "How much have I spent on the van this month?", [
            ("2026-10-20T16:00", "van's oil changed, 16.500 kr."),
            ("2026-11-02T08:30", "*studded tyres on the van at the tyre place in Skeifan, 64.000 kr."),
            ("2026-11-11T07:20", "*the van dead in the frost, a new battery, ISK 23.900"),
            ("2026-11-13T18:00", "Hildur's Yaris got new wipers, 3.400 kr."),
            ("2026-11-19T14:10", "*van washed at Fiskislóð, 2.990 kr., it reeked of herring"),
            ("2026-11-25T17:30", "the mechanic quoted 90 þúsund for the clutch, that waits for January"),
        ], 90890),
    ),
    (
        ("", "2026-10-30T21:00:00", "How much did I spend in euros on Tenerife?", [
            ("2026-09-15T21:00", "booked Play flights to Tenerife, all four, 236.000 kr."),
            ("2026-10-18T13:00", "*Tenerife: sunbeds and an umbrella at Playa de las Américas, €18"),
            ("2026-10-19T20:30", "*grilled vieja at the harbour in Los Cristianos with the kids' ice creams, 74,50 €"),
            ("2026-10-21T10:00", "*Siam Park for all four, 152 EUR, the twins screamed all day"),
            ("2026-10-21T22:00", "Hildur bought a dress at the market, 35 euros of her own money"),
            ("2026-10-23T11:00", "*taxi from the hotel to the airport, 40 evrur"),
            ("2026-10-26T12:00", "the euro is 146 krónur at Landsbankinn now"),
        ], 284.5),
        ("", "2026-11-30T20:00:00", "How much have I spent in euros this year?", [
            ("2025-12-10T21:00", "ordered a Japanese filleting knife from a German webshop, 89 €"),
            ("2026-03-04T21:00", "*boning knife from the German webshop, 119,90 €"),
            ("2026-06-12T23:00", "*two nights' hotel in Copenhagen for the seafood fair, 310 EUR"),
            ("2026-06-13T16:00", "a Danish buyer paid me 200 euros cash for a box of harðfiskur"),
            ("2026-08-20T19:30", "*vacuum sealer bags from a Dutch supplier, 64,40 €"),
            ("2026-09-01T20:00", "Siggi paid 500 EUR for his boat engine's new pump"),
            ("2026-11-05T18:00", "Krónan has the Spanish clementines again, 698 kr. a box"),
        ], 494.3),
    ),
    (
        ("", "2026-11-29T18:00:00", "How much have the restaurants paid me this month?", [
            ("2026-10-30T15:00", "the sushi place on Hverfisgata paid October's invoice, 212.000 kr."),
            ("2026-11-06T14:00", "*Kaffi Grandi paid for two weeks of ling and haddock, 148.500 kr."),
            ("2026-11-13T16:30", "*the sushi place settled up, ISK 186.400, a week late but fine"),
            ("2026-11-17T19:00", "sent the hotel kitchen on Laugavegur their invoice, 96.000 kr., due in December"),
            ("2026-11-24T10:15", "*money in from Hótel Esja's kitchen for the salmon, kr. 77.200"),
            ("2026-11-25T17:00", "paid Birna her wages, 410.000 kr."),
            ("2026-11-26T20:00", "Jónas says the restaurant on Grandi pays him in cash"),
        ], 412100),
        ("", "2026-12-01T20:00:00", "How much did the Christmas market stall bring in?", [
            ("2026-11-20T18:00", "signed up for a stall at the Christmas market on Ingólfstorg, 15.000 kr. fee"),
            ("2026-11-28T18:30", "*first day of the Christmas market: smoked trout and harðfiskur gone by four, 184.000 kr. in the till"),
            ("2026-11-29T18:00", "*Sunday at the stall, slower, 96.500 kr. taken"),
            ("2026-11-29T18:30", "the lopapeysa lady at the next stall made twice what I did"),
            ("2026-11-30T19:00", "Birna's cousin sold candles at the Hafnarfjörður market, 60 þúsund"),
        ], 280500),
    ),
    (
        ("", "2026-11-27T20:00:00", "How much does Gústi still owe me?", [
            ("2026-09-20T20:00", "*lent Gústi next door 60.000 kr. to get his car mended, he'll pay it back in bits"),
            ("2026-10-05T19:00", "*Gústi paid back 20 þúsund kall, good man"),
            ("2026-10-12T21:00", "I owe Birna 5.000 kr. for the pizza"),
            ("2026-11-03T18:30", "*another 15.000 kr. back from Gústi"),
            ("2026-11-20T23:00", "Gústi stood everyone beers at the pub, ISK 9.800, showing off"),
        ], 25000),
        ("", "2026-11-30T20:00:00", "How much do I still owe Siggi?", [
            ("2026-08-10T20:00", "*agreed to buy Siggi's old boat trailer for 150.000 kr., paying him off over the autumn"),
            ("2026-09-01T09:00", "*transferred 50.000 kr. to Siggi for the trailer"),
            ("2026-10-01T09:30", "*second trailer payment to Siggi, ISK 50.000"),
            ("2026-10-15T20:00", "Siggi owes pabbi 30 þúsund for the old nets"),
            ("2026-11-10T18:00", "Siggi sent the twins a box of chocolate from Akureyri"),
        ], 50000),
    ),
    (
        ("", "2026-11-29T20:00:00", "How many times have I been to the pool since the move?", [
            ("2026-09-05T18:00", "last swim at Breiðholtslaug, I'll miss that pool"),
            ("2026-09-12T21:00", "moved today, Breiðholt to Laugardalur, every muscle aches"),
            ("2026-09-19T08:00", "*first morning at Laugardalslaug, 25 lengths then the hot pot"),
            ("2026-10-03T07:30", "*swam before opening the shop, the outdoor pool steaming in the dark"),
            ("2026-10-17T16:00", "Hildur took the twins swimming while I did the books"),
            ("2026-11-08T15:00", "*sundlaug with the twins on Sunday, they went down the slide a hundred times"),
            ("2026-11-14T10:00", "Laugardalslaug shut for repairs all weekend"),
            ("2026-11-22T21:00", "*heitur pottur at Vesturbæjarlaug with Siggi, he's down from Akureyri"),
        ], 4),
        ("", "2026-11-30T20:00:00", "How many times have I taken the twins to football since we moved?", [
            ("2026-09-08T18:00", "last practice at the old club in Breiðholt for the twins"),
            ("2026-09-12T20:00", "moving day, the van full of boxes instead of fish"),
            ("2026-09-24T18:30", "*drove Embla and Kári to their first Þróttur practice, Kári scored"),
            ("2026-10-08T18:30", "*football training for the twins, stood on the touchline in the sleet"),
            ("2026-10-22T18:30", "Hildur took the twins to practice, I had the auction"),
            ("2026-11-05T17:00", "practice cancelled, snow on the pitch"),
            ("2026-11-12T18:30", "*the twins' Þróttur session in the indoor hall, I helped with the cones"),
            ("2026-11-26T18:00", "*drove Embla and Kári to fótbolti after school, Embla in goal"),
        ], 4),
    ),
    (
        ("", "2026-11-02T20:00:00", "How many times did I go to the fish auction in October?", [
            ("2026-09-28T07:00", "up at four for the auction, bought ling"),
            ("2026-10-05T06:30", "*fish market at dawn, bid on 60 kg of haddock and got it"),
            ("2026-10-13T06:45", "*uppboð on Grandi, cod prices through the roof"),
            ("2026-10-14T20:00", "storm warning, the boats stayed in, no auction tomorrow"),
            ("2026-10-27T08:00", "Birna went to the auction for me, I was home with the twins"),
            ("2026-10-29T06:15", "*4 a.m. at the auction hall, Jónas had kept a halibut box for me"),
        ], 3),
        ("", "2026-11-03T20:00:00", "How many days was the shop closed in October?", [
            ("2026-10-02T09:00", "*red weather warning, everything in town shut, the shop stayed closed"),
            ("2026-10-09T12:00", "Laugardalslaug shut a day for cleaning"),
            ("2026-10-14T10:30", "*power cut on Sundlaugavegur all day, never opened the shop"),
            ("2026-10-21T18:00", "Birna ran the counter alone all week of our holiday"),
            ("2026-10-26T09:00", "the twins' school closed for vetrarfrí"),
            ("2026-10-30T17:00", "*kept the shop shut to fix the cold room for the health inspector"),
            ("2026-11-02T16:00", "closed early for the twins' parents' evening"),
        ], 3),
    ),
    (
        ("", "2026-11-25T20:00:00", "How many kilos of cod did I buy at the market last week?", [
            ("2026-11-13T07:00", "80 kg of cod at the auction, the Friday boats"),
            ("2026-11-16T06:40", "*bought 120 kg of þorskur at the auction, lovely line-caught"),
            ("2026-11-18T06:50", "*another 45 kilos of cod, the small ones for fish balls"),
            ("2026-11-18T07:10", "60 kg of ýsa as well, haddock sells better than cod this month"),
            ("2026-11-19T16:00", "Birna bought 30 kg of cod for her brother's party"),
            ("2026-11-20T06:30", "*cod, 70 kg, the Friday price was good"),
            ("2026-11-24T06:45", "100 kilos of cod today to carry us through the weekend"),
        ], 235),
        ("", "2026-12-01T20:00:00", "How many hours did I spend in the smokehouse in November?", [
            ("2026-10-28T19:00", "six hours in the smokehouse, trout for the hotel"),
            ("2026-11-04T18:00", "*five hours smoking trout in the reykhús"),
            ("2026-11-12T19:30", "*3,5 hours at the smokehouse, salmon for the Christmas orders"),
            ("2026-11-15T20:00", "Siggi spent 8 hours in his own smokehouse up north"),
            ("2026-11-21T18:30", "*four hours in the smokehouse, I smell like a campfire"),
            ("2026-11-26T20:00", "cleaned the smokehouse chimney, the birch chips were damp"),
            ("2026-11-27T19:00", "eight hours behind the counter, my feet"),
        ], 12.5),
    ),
    (
        ("", "2026-11-25T21:00:00", "How much did I spend eating out last week?", [
            ("2026-11-14T19:30", "pizzeria supper, me plus the twins, 9.400 kr."),
            ("2026-11-17T13:00", "*two pylsur at Bæjarins beztu after the bank, 1.400 kr."),
            ("2026-11-19T13:30", "*lunch with Jónas at the noodle place by the harbour, ISK 3.950"),
            ("2026-11-20T23:00", "Hildur had dinner out with the nurses, 12 þúsund"),
            ("2026-11-21T18:00", "*burgers in Laugardalur after swimming, all four of us, 11.800 kr."),
            ("2026-11-21T20:00", "Bónus shop for the week, 24.300 kr."),
            ("2026-11-24T10:00", "coffee and a kleina at the bakery, 890 kr."),
        ], 17150),
        ("", "2026-11-10T20:00:00", "How much did I spend on diesel last week?", [
            ("2026-10-31T12:00", "filled the van at Orkan, 14.200 kr."),
            ("2026-11-03T07:45", "*diesel for the van at N1 Ártúnshöfði, 13.650 kr."),
            ("2026-11-06T17:10", "*filled up at Costco in Garðabær, cheapest diesel in town, ISK 12.900"),
            ("2026-11-06T18:00", "Hildur filled her Yaris, 8.700 kr."),
            ("2026-11-07T12:00", "*topped up the van at Olís coming back from Hafnarfjörður, 6.300 kr."),
            ("2026-11-07T13:00", "diesel is up to 331 kr. a litre"),
            ("2026-11-09T08:00", "full tank again at Orkan, 13.100 kr."),
        ], 32850),
    ),
    (
        ("", "2026-11-30T20:00:00", "How much did I spend on the dentist this year?", [
            ("2026-03-10T18:00", "Hildur's dentist bill, 38.000 kr., ouch"),
            ("2026-06-02T17:00", "the twins' dentist check is free for kids, bless the health insurance"),
            ("2026-09-25T21:00", "a filling fell out, must book the dentist"),
            ("2026-11-12T12:00", "dentist booked for January"),
            ("2026-11-20T20:00", "Birna paid 90 þúsund for a crown"),
        ], 0),
        ("", "2026-12-02T20:00:00", "How much have I spent on skiing this winter?", [
            ("2026-11-15T12:00", "Bláfjöll still closed, not enough snow"),
            ("2026-11-20T19:00", "amma Dísa bought the twins season passes for Bláfjöll, 24.000 kr. each"),
            ("2026-11-24T18:00", "looked at skis at Útilíf, 89.990 kr., too dear, not buying"),
            ("2026-11-28T20:00", "Siggi has skied in Hlíðarfjall already, Akureyri has snow"),
            ("2026-12-01T12:00", "the ski season opens Saturday in Bláfjöll"),
        ], 0),
    ),
    (
        ("", "2026-11-30T21:00:00", "How many days were the twins home sick this month?", [
            ("2026-10-28T08:00", "Kári kept home, coughing"),
            ("2026-11-04T09:00", "*Embla home from school with a fever, Hildur stayed with her"),
            ("2026-11-05T09:30", "*Embla still hot, another day of cartoons under a blanket"),
            ("2026-11-11T12:00", "Birna's boy has the flu, she's home with him"),
            ("2026-11-19T08:30", "*both twins home, tummy bug, Hildur took leave"),
            ("2026-11-23T09:00", "no school, a training day for the teachers, the twins at amma Dísa's"),
            ("2026-11-26T21:00", "Hildur in bed with a migraine"),
        ], 3),
        ("", "2026-11-29T20:00:00", "How many times did the van break down this year?", [
            ("2025-12-15T08:00", "van broke down on Reykjanesbraut in the snow"),
            ("2026-02-08T06:00", "*van wouldn't start, the diesel gelled in the frost, towed to the garage"),
            ("2026-07-14T17:30", "*the van died on Miklabraut at rush hour, everyone honking"),
            ("2026-08-20T16:00", "van service done, 42.000 kr."),
            ("2026-10-09T06:30", "*the clutch gave out on the van outside the auction hall"),
            ("2026-11-01T19:00", "Siggi's truck broke down on Öxnadalsheiði"),
            ("2026-11-18T08:00", "flat tyre on Hildur's car"),
        ], 3),
    ),
]

OTHER_PAIRS = [
    (
        ("", "2026-11-30T20:00:00", "Which books have I read this autumn?", [
            ("2026-08-20T22:00", "finished the Laxness one about the fisherman's daughter, in summer at the cabin"),
            ("2026-09-22T23:00", "*read Arnaldur's new crime novel in two nights, couldn't put it down"),
            ("2026-10-19T16:00", "*finished a book about the cod wars on the beach in Tenerife"),
            ("2026-10-30T22:00", "Hildur is reading a Yrsa thriller, won't tell me the ending"),
            ("2026-11-16T23:00", "*done with Independent People at last, Bjartur is a stubborn old goat"),
            ("2026-11-20T21:00", "want to read the new Auður Ava book"),
            ("2026-11-25T20:30", "read the twins a chapter about the Yule Lads at bedtime"),
        ], None),
        ("", "2026-12-03T20:00:00", "What did the twins ask the Yule Lads for?", [
            ("2026-11-29T19:00", "*Embla's letter to the Yule Lads: a microscope and a hamster, in that order"),
            ("2026-11-30T19:30", "*Kári wants a Þróttur shirt with his own name, he told Stúfur in his letter"),
            ("2026-12-01T20:00", "Hildur wants nothing for Christmas, she says, which means something"),
            ("2026-12-01T21:00", "Birna's daughter asked the jólasveinn for a phone"),
            ("2026-12-02T19:00", "*Kári added lego to the list, the harbour set with the trawler"),
        ], None),
    ),
    (
        ("", "2026-11-25T20:00:00", "Who is Birna?", [
            ("2026-06-03T18:00", "*Birna Ólafsdóttir starts at the shop on Monday, best filleter on the harbour, 845 2290"),
            ("2026-09-14T19:00", "*Birna ran the counter alone during the move, a rock"),
            ("2026-10-04T12:00", "Björn at the bank wants the VAT papers"),
            ("2026-11-18T20:00", "*ask Birna if she can take the morning of Christmas Eve"),
            ("2026-11-20T18:00", "Birgir the landlord has done nothing about that radiator"),
        ], None),
        ("", "2026-11-28T20:00:00", "Who is Jónas?", [
            ("2026-05-10T07:00", "*Jónas Pálsson at the fish market, the man to call for halibut, 896 4471"),
            ("2026-10-29T07:30", "*Jónas kept a box of halibut back for me at the auction, I owe him a bottle"),
            ("2026-11-05T19:00", "Jóna from the twins' class invited them to her party"),
            ("2026-11-26T12:00", "*ring Jónas about the skate for Þorláksmessa before Friday"),
            ("2026-11-27T10:00", "Jón the plumber came about the leak"),
        ], None),
    ),
    (
        ("", "2026-11-27T20:00:00", "Who is the twins' teacher?", [
            ("2026-09-15T19:00", "*new school for the twins after the move, Laugarnesskóli; their teacher is Margrét Sveinsdóttir, Magga to everyone"),
            ("2026-11-06T20:00", "*parents' evening with Magga: Kári reads well, Embla talks too much"),
            ("2026-11-10T18:00", "the swimming coach, Atli, says Embla is a natural"),
            ("2026-11-15T17:00", "Dóra who runs the frístund rang about Kári's coat"),
        ], None),
        ("", "2026-11-30T20:00:00", "Who does the shop's books?", [
            ("2026-01-20T17:00", "*Þórdís Hauksdóttir at the bookkeeping office on Skipholt does the shop's accounts from now on"),
            ("2026-11-12T16:00", "*dropped the VAT receipts at Þórdís's office, she sighed at the shoebox"),
            ("2026-11-18T12:00", "Björn, the adviser at the bank, wants to talk about the overdraft"),
            ("2026-11-20T21:00", "Hildur keeps our household budget in a spreadsheet"),
        ], None),
    ),
    (
        ("", "2026-11-29T20:00:00", "How have I been feeling since the move?", [
            ("2026-09-05T22:00", "packing the last boxes in Breiðholt"),
            ("2026-09-13T22:00", "*first night at the Laugardalur flat, the twins asleep on mattresses, happy and wrecked"),
            ("2026-10-02T22:30", "*miss the old street, the neighbours in Breiðholt knew us, lonely here"),
            ("2026-10-10T21:00", "Hildur loves the new flat, the walk to the hospital is nothing"),
            ("2026-11-02T07:00", "*five minutes to the shop instead of forty, I feel human again in the mornings"),
            ("2026-11-12T21:00", "Kári nervous about the class play"),
            ("2026-11-24T21:00", "*Gústi brought pönnukökur up, this stairwell feels like home at last"),
        ], None),
        ("", "2026-11-30T20:00:00", "How has Kári been feeling about the new school?", [
            ("2026-09-16T16:00", "*Kári cried by the school gates, he knows nobody"),
            ("2026-10-06T17:00", "*Kári came home grinning, he has a friend now, Óli"),
            ("2026-10-08T17:00", "Embla loved the new school from the first day"),
            ("2026-11-10T20:00", "*Kári scared of the class play, hiding under his duvet"),
            ("2026-11-15T21:00", "Birna's boy is being picked on at his school, she's furious"),
            ("2026-11-27T18:00", "*Kári glowing after the play, he said his line loud"),
        ], None),
    ),
    (
        ("", "2026-12-01T20:00:00", "What did I decide about the second shop in Hafnarfjörður?", [
            ("2026-10-30T20:00", "*a fish shop in Hafnarfjörður is for sale, the owner wants to retire and asked me first"),
            ("2026-11-06T19:00", "Birna says go for it, she'd manage it"),
            ("2026-11-14T20:00", "Siggi decided his boat goes up for sale"),
            ("2026-11-25T22:00", "*decided: no second shop, the twins turn eight in December and I want my evenings with them"),
            ("2026-11-27T19:00", "amma Dísa wishes we lived in Hafnarfjörður"),
        ], None),
        ("", "2026-12-02T20:00:00", "Where did we decide to spend Christmas?", [
            ("2026-11-08T21:00", "*Hildur and I can't agree: Christmas at amma Dísa's in Hafnarfjörður or with pabbi in Ísafjörður"),
            ("2026-11-12T20:00", "pabbi says the flights to Ísafjörður get cancelled half of December"),
            ("2026-11-22T21:00", "*settled it, Christmas Eve at amma Dísa's, New Year in Ísafjörður with pabbi"),
            ("2026-11-26T19:00", "Birna is spending Christmas in Tenerife"),
            ("2026-11-28T12:00", "*booked the flights to Ísafjörður for the 30th, 58.200 kr."),
        ], None),
    ),
    (
        ("", "2026-12-03T20:00:00", "What's left to do for the twins' birthday?", [
            ("2026-11-20T20:00", "the twins' party is Saturday 19 December at the flat, twelve kids"),
            ("2026-11-24T18:00", "invitations for the twins' party handed out at school, done"),
            ("2026-11-27T19:00", "*order the birthday cake for the twins from the bakery on Laugalækur"),
            ("2026-11-30T20:00", "*still need party bags plus balloons for the twins' birthday"),
            ("2026-12-01T19:00", "Birna's son's birthday is in March"),
            ("2026-12-02T20:00", "*the 19th: fetch amma Dísa at 1, the kids arrive at 3"),
            ("2026-12-02T21:00", "have to renew the van insurance"),
            ("2026-12-03T12:00", "the piñata arrived by post, done"),
        ], None),
        ("", "2026-11-30T20:00:00", "What's left to do on the flat?", [
            ("2026-09-12T22:00", "keys to the Laugardalur flat today, carried boxes till midnight"),
            ("2026-10-10T20:00", "painted the twins' room, finished at last"),
            ("2026-11-10T21:00", "*the flat still needs curtains in the living room, the low sun blinds us"),
            ("2026-11-18T20:00", "*hang the shelves in the hallway, the drill is at Gústi's"),
            ("2026-11-20T19:00", "Gústi has to fix his own balcony door"),
            ("2026-11-25T21:00", "*get the bathroom tap in the new flat fixed before amma Dísa visits"),
            ("2026-11-27T18:00", "the shop's cold room needs a new door seal"),
        ], None),
    ),
    (
        ("", "2026-12-03T20:00:00", "What have I got on this weekend?", [
            ("2026-11-28T20:00", "last weekend at the market stall, my back still hurts"),
            ("2026-12-01T19:00", "*Saturday the shop's open till 2, Birna off, so it's me on the counter"),
            ("2026-12-02T19:00", "*Sunday: the twins' Christmas concert at the church at 11"),
            ("2026-12-02T21:00", "*Gústi's birthday drinks upstairs on Saturday night"),
            ("2026-12-03T12:00", "staff meeting Monday at 8 about the Christmas rota"),
            ("2026-12-03T18:00", "Hildur on nights the weekend after"),
        ], None),
        ("", "2026-11-26T20:00:00", "What's happening next week?", [
            ("2026-11-20T19:00", "the auction starts at 5 from this week on"),
            ("2026-11-23T12:00", "*Tuesday 1 December: the health inspector at the shop at 10"),
            ("2026-11-24T19:00", "*parents' meeting at Laugarnesskóli on Thursday the 3rd at 5"),
            ("2026-11-25T18:00", "Hildur's ward party is on the 12th"),
            ("2026-11-25T20:00", "*Siggi flies down on Friday 4 December and stays with us"),
            ("2026-11-25T21:00", "Birna is on holiday the week after next"),
        ], None),
    ),
    (
        ("", "2026-11-30T20:00:00", "What am I waiting for?", [
            ("2026-11-04T18:00", "*no reply yet from the city on the sign over the shop front, three weeks now"),
            ("2026-11-06T20:00", "plumber supposed to come about the drip under the sink"),
            ("2026-11-10T17:00", "plumber came, the drip is fixed"),
            ("2026-11-16T19:00", "*Hótel Esja owes for October's salmon, sent a reminder"),
            ("2026-11-23T18:00", "*ordered the new scale for the counter, the supplier says two to three weeks"),
            ("2026-11-25T20:00", "Birna hoping the bank approves her mortgage"),
        ], None),
        ("", "2026-11-28T20:00:00", "What am I still waiting on from Birgir?", [
            ("2026-10-12T20:00", "*Birgir the landlord promised to sort the cold radiator in the twins' room"),
            ("2026-11-09T19:00", "*nothing from Birgir about the broken intercom, he said this week"),
            ("2026-11-15T20:00", "Gústi waiting on Birgir for his balcony too"),
            ("2026-11-20T12:00", "Birgir's son read the hot water meter"),
        ], None),
    ),
    (
        ("", "2026-11-29T20:00:00", "When did I last get the van serviced?", [
            ("2026-02-20T16:00", "van's winter service in Skeifan"),
            ("2026-08-20T16:00", "*van serviced: oil, filters, brakes checked, 42.000 kr."),
            ("2026-11-01T12:00", "Hildur's Yaris had its service"),
            ("2026-11-20T12:00", "next van service falls in February"),
        ], None),
        ("", "2026-11-30T20:00:00", "When is the twins' next dentist check?", [
            ("2026-09-30T17:00", "twins at the dentist, no holes, stickers all round"),
            ("2026-11-20T13:00", "*the children's dentist rang: Embla and Kári next check-up Wednesday 20 January at 15:30"),
            ("2026-11-22T19:00", "my dentist appointment is in January"),
            ("2026-11-25T18:00", "Kári's eye test is on 9 December"),
        ], None),
    ),
    (
        ("", "2026-11-30T20:00:00", "When is Siggi's wedding anniversary?", [
            ("2026-10-10T20:00", "Siggi and his wife are off to the Canaries in February"),
            ("2026-11-05T20:00", "Siggi turns fifty in March, party in Akureyri"),
            ("2026-11-14T21:00", "Gústi has his wedding photos all over the hallway wall"),
            ("2026-11-21T20:00", "Hildur and I out for our own anniversary dinner"),
        ], None),
        ("", "2026-12-02T21:00:00", "What did I decide about learning to sail?", [
            ("2026-10-20T20:00", "Siggi keeps telling me to learn to sail"),
            ("2026-11-10T19:00", "Nauthólsvík sailing club runs a beginners' course come spring"),
            ("2026-11-25T20:00", "Birna decided to take the sailing course"),
        ], None),
    ),
]


def split_pairs(prefix, pairs, seed):
    """Per pair a seeded coin sends one case to the read half and the other to the held half; each half is shuffled and
    numbered <prefix>001… (the read half first), so both halves hold one case of every pair's kind."""
    rng = random.Random(seed)
    read, held = [], []
    for a, b in pairs:
        if rng.random() < 0.5:
            a, b = b, a
        read.append(a)
        held.append(b)
    rng.shuffle(read)
    rng.shuffle(held)
    return [(f"{prefix}{i:03d}", now, question, notes, number)
            for i, (_, now, question, notes, number) in enumerate(read + held, 1)]


if __name__ == "__main__":
    print_cases(split_pairs("qT", NUMBER_PAIRS + OTHER_PAIRS, seed=4242), TZ, FILLER, seed=424, sizes=(12, 32))
