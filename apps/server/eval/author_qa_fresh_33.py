"""Writes qa-fresh-33.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a district nurse in Gisborne / Tairāwhiti (Pacific/Auckland), Hine Parata, who drives a pool car up the East Coast
("the Coast run": Tolaga Bay, Tokomaru Bay, Ruatoria, Hicks Bay) and inland (Te Karaka, Whatatutu) to her clients (Mr
Horomona's leg ulcer, palliative patients, a rest home), on call some nights; Fiona is her team leader and does the rosters,
Sione (Tongan) is a nurse on her team; her husband Manu works at the orchard packhouse and drives a ute, his mate Tony; their
children Ana (netball) and Tama (intermediate school, camp); her grandmother Nanny Moe lives in Ruatoria, her sister Kiri is a
nurse in Melbourne, her cousin Rawiri borrows; their own car is a Mazda Demio; she paddles waka ama with a club and sells
feijoas from a gate stall. New Zealand English with te reo Māori ("whānau", "kai", "koha", "tangi", "marae", "hāngī", "kete",
"mahi", "choice", "munted", "togs", "chilly bin", "dairy", "tea" for dinner, "rego", "WoF", "shouted" for paying for others),
money in New Zealand dollars written every way Gisborne writes them ("$64.20", "NZ$35", "NZD 118.25", a bare "58.90") and, on a
visit to Kiri, in Australian dollars ("A$ 40", "AUD 65", "32 Aussie dollars", "AU$ 27.50"). (Earlier Auckland voices, qa-fresh-8's
ED nurse and qa-fresh-18's retired North Shore builder, are city voices; this one is rural, on the East Coast, with te reo.)
Number questions (20): sums per currency over ranges (petrol last week, groceries last month, Australian dollars in Melbourne,
koha this year, Tama's school camp told by its parts, the Demio this year with one note saying only "my car", power this year,
eating out last week), money in (the feijoa stall in April), what "my cousin" still owes (the notes tie "my cousin Rawiri"),
the mortgage payment now (the latest figure), hours of waka ama training in March, kilometres driven for work last week,
counts (visits to a client, State Highway 35 closed by slips and a washout, Ana's netball wins told by "won" and "beat",
call-outs on call, swims told by lengths, the sea and a pontoon, power cuts told as "went out", "outage", "lights out"),
days at Nanny's over Christmas (a stay).
Other questions (20): feelings over time (her own on the Coast run; Manu's on moving to Australia, asked by name), decisions
told without "decide" (the charge nurse job, turned down by phone; the bach, by signed papers), a person by name and by role
(who is Sione; who does our rosters), news of "my sister", what is left on the deck, waiting, when next (Ana's netball final),
when last (a flu jab told as "flu vaccine"), what we did in Rotorua (only the booking names the town), people met at a
conference, a physio's advice, a promise to Tama, a recommendation, why Manu's mate quit the packhouse, where a spare key was
put, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, income, wins or call-outs, prices
quoted, plans and warnings, other ranges, roads and currencies, work's fuel card), then neutral filler written for this set:
12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qK001-qK020, may be
read while tuning), the rest to the held half (qK021-qK040: totals only).

Run: python3 author_qa_fresh_33.py > qa-fresh-33.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Pacific/Auckland"

FILLER = [
    "a tūī singing its head off in the kōwhai by the clothesline",
    "Tama built a hut out of driftwood at Waikanae",
    "the surf at Wainui was pumping, half the town wagged work",
    "Ana practised her shooting against the garage door till dark",
    "hosed the sand out of the Demio's boot",
    "first kūmara of the season from a stall by the road",
    "Nikau found something dead on the beach and rolled in it, bath time",
    "watched the sun come up over the bay, first in the world",
    "the kids argued over the last Weet-Bix",
    "sorted the linen cupboard, found three odd jandals",
    "Manu's dad told the story of the big flood again",
    "got through another chapter of my Witi Ihimaera book in bed",
    "the cows on the flats by Matawhero were all lying down",
    "cleaned out the chilly bin that smelt of old bait",
    "kererū sat on the power cable, fat as a chicken",
    "Tama learned the haka for the school assembly",
    "fog on the river flats all morning",
    "the church bells at Holy Trinity rang for a wedding",
    "Ana dyed the ends of her hair blue, Manu noticed a week later",
    "the neighbour's kids rode their bikes round the cul-de-sac for hours",
    "swept the hallway again, the sand gets everywhere",
    "the Cook statue at Kaiti was painted over again",
    "Nanny Moe rang to sing happy birthday to Tama down the phone",
    "the pōhutukawa along the foreshore were blazing red",
    "rearranged the wound care cupboard at base",
    "Tama asked if whales sleep, had to look it up",
    "a kingfisher sat on the letterbox all morning",
    "the pool car's radio only gets the iwi station past Tolaga",
    "lit the fire, first time this winter",
    "the kids did a jigsaw of the Southern Alps on the lounge floor",
    "a seal was sunbathing on the boat ramp at Tokomaru",
    "ironed my uniform and Tama's school shirts",
    "Manu mended the gate latch with number 8 wire",
    "the hills behind Whatatutu went gold at dusk",
    "found a photo of Koro on the trawler in the sixties",
    "the kids built a sandcastle that the tide took in an hour",
    "next door's dog howls whenever the siren's tested",
    "stacked the firewood under the carport",
    "Ana's mates slept over, giggling till two",
    "the river mouth was full of whitebaiters at dawn",
    "heard a ruru calling from the gully after dark",
    "the supermarket carpark was full of hunters' utes",
    "charged the work phone and the glucometer overnight",
    "Tama drew a map of the Coast with every bay named",
    "washed the dog blankets and hung them on the fence",
    "the wharf was busy with the log ships again",
    "a rainbow over Young Nick's Head as I drove back to town",
    "defrosted the freezer, found mystery fish from last year",
    "the kids watched a movie under the duvet on the couch",
    "mowed the lawn just ahead of the rain",
    "the school's kapa haka group practised at the marae all weekend",
    "updated the client list on the district laptop",
    "Manu reckons he saw a shark off the Midway surf club",
    "the grapefruit tree is dripping with fruit",
    "Ana taught Nanny Moe how to video call on her new phone",
    "a possum got into the shed and knocked the paint over",
    "the road past Makaraka smelt of silage",
    "sat in the car and ate my sandwich overlooking Anaura Bay",
    "the frost on the paddocks crunched under my boots",
    "Tama found a pāua shell the size of his hand",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("petrol-last-week", "2026-05-13T10:00", "how much did I spend on petrol last week?", [
        ("2026-05-02T12:00", "filled the Demio at Gull on Ormond Road, $78.40"),
        ("2026-05-04T17:00", "*petrol at the Z on Childers Road, $64.20"),
        ("2026-05-05T18:00", "Manu filled his ute, $112, diesel's gone up again"),
        ("2026-05-07T17:30", "*topped up the tank in Tolaga Bay heading back, NZ$35"),
        ("2026-05-08T12:00", "filled the pool car on the work fuel card at Ruatoria"),
        ("2026-05-10T11:00", "*58.90 of petrol at Waitomo, the cheap one on Lytton Road"),
        ("2026-05-11T17:00", "petrol again, $70 at Gull, this car drinks it"),
    ], 158.1),
    ("groceries-last-month", "2026-07-08T10:00", "how much did I spend on groceries last month?", [
        ("2026-05-29T18:00", "huge Pak'nSave shop, $286.40"),
        ("2026-06-06T11:00", "*weekly shop at Pak'nSave, $241.15, the kids eat like horses"),
        ("2026-06-13T16:00", "*New World for milk, bread, mince and fruit, $94.60"),
        ("2026-06-16T19:00", "Manu grabbed bread and milk at the dairy, $11"),
        ("2026-06-20T11:00", "*Pak'nSave shop $263.80, stocked up on tins and rice"),
        ("2026-06-24T12:00", "the Pak'nSave mailer has butter on special"),
        ("2026-06-27T15:00", "*grocery run at Woolworths, NZD 118.25"),
        ("2026-07-03T18:00", "groceries at Pak'nSave, $255"),
    ], 717.8),
    ("aud-melbourne", "2026-10-20T10:00", "how much did I spend in Australian dollars in Melbourne?", [
        ("2026-09-10T20:00", "booked flights to Melbourne to see Kiri, $689 return on Air NZ"),
        ("2026-09-28T07:00", "breakfast at Auckland airport before the Melbourne flight, $24"),
        ("2026-09-29T10:00", "*myki card plus topping it up for the trams, A$ 40"),
        ("2026-09-30T14:00", "*Queen Victoria Market, a merino scarf for Nanny, AUD 65"),
        ("2026-10-01T20:00", "Kiri paid for dinner on Lygon Street, she wouldn't let me"),
        ("2026-10-02T13:00", "*MCG tour with Kiri's boys, 32 Aussie dollars"),
        ("2026-10-03T16:00", "*souvenirs for Tama and Ana at Tullamarine, AU$ 27.50"),
        ("2026-10-05T18:00", "home again, Pak'nSave straight from the airport, $180"),
    ], 164.5),
    ("koha-year", "2026-11-02T10:00", "how much koha have I given this year?", [
        ("2025-12-14T12:00", "koha of $50 at Uncle Wiremu's tangi"),
        ("2026-02-21T12:00", "*gave $100 koha at the tangi in Ruatoria"),
        ("2026-04-11T12:00", "the council gave the marae a koha of $500 towards its roof"),
        ("2026-06-27T12:00", "*$40 koha for the Matariki kai at the marae"),
        ("2026-08-15T12:00", "*put NZ$60 koha in the kete at Aunty Pare's 80th"),
        ("2026-09-19T12:00", "Manu gave $50 koha at the club fundraiser"),
    ], 200),
    ("feijoa-april", "2026-05-06T10:00", "how much did I make from the feijoa stall in April?", [
        ("2026-03-30T17:00", "feijoa stall at the gate, $22 in the honesty box"),
        ("2026-04-05T17:00", "*honesty box at the gate had $38 for the feijoas"),
        ("2026-04-12T17:00", "*sold 9 bags of feijoas off the stall, $45"),
        ("2026-04-18T12:00", "grabbed lemons off the neighbour's gate stall, $5"),
        ("2026-04-26T17:00", "*feijoa stall made $31 this week, someone left a thank-you note"),
        ("2026-04-29T12:00", "Aunty sold every feijoa she took to the Sunday market, $80 for her"),
    ], 114),
    ("cousin-owes", "2026-10-10T10:00", "how much does my cousin still owe me?", [
        ("2026-06-03T12:00", "*lent my cousin Rawiri $600 for his car repairs"),
        ("2026-06-20T12:00", "Sione lent Rawiri $100 too, silly man"),
        ("2026-07-15T12:00", "*Rawiri paid back $200"),
        ("2026-08-12T12:00", "Rawiri's got work at the port now, choice"),
        ("2026-09-22T12:00", "*another $150 from Rawiri into my account, he says he'll clear it by Christmas"),
    ], 250),
    ("mortgage-now", "2026-09-01T10:00", "how much is our mortgage payment now?", [
        ("2026-01-20T12:00", "mortgage is $1,240 a fortnight, ouch"),
        ("2026-03-05T12:00", "Kiri's rent in Melbourne is A$ 620 a week, crazy"),
        ("2026-06-18T12:00", "*refixed the mortgage with ASB for two years, payments drop to $1,185 a fortnight"),
        ("2026-08-10T12:00", "the bank offered us a $20,000 top-up loan, said no"),
    ], 1185),
    ("waka-hours-march", "2026-04-07T10:00", "how many hours of waka ama training did I do in March?", [
        ("2026-02-26T18:00", "waka ama training on the river, 1.5 hours"),
        ("2026-03-03T18:00", "*paddled with the club for 2 hours, sore shoulders"),
        ("2026-03-10T18:00", "*waka ama 1.5 hours, our steerer yelled a lot"),
        ("2026-03-14T16:00", "Ana's waka ama regatta took 3 hours in the sun"),
        ("2026-03-21T11:00", "*long paddle out to the harbour mouth and back, 2.5 hours"),
        ("2026-03-28T18:00", "training cancelled, too windy on the Turanganui"),
        ("2026-04-02T18:00", "waka ama 2 hours, new seat for me"),
    ], 6),
    ("work-km-last-week", "2026-08-19T10:00", "how many km did I drive for work last week?", [
        ("2026-08-07T17:00", "drove the work car to Ruatoria and back, 260 km"),
        ("2026-08-10T17:00", "*clients in Tolaga Bay and Tokomaru Bay, 190 km in the pool car"),
        ("2026-08-12T17:00", "*Te Karaka and Whatatutu visits, 110 km on the work car"),
        ("2026-08-14T18:00", "*long day up the Coast to Hicks Bay, 340 km logged for mileage"),
        ("2026-08-15T20:00", "drove the kids to Napier for netball, 215 km each way"),
        ("2026-08-17T17:00", "pool car to Wairoa for a client, 200 km"),
    ], 640),
    ("horomona-march", "2026-04-03T10:00", "how many times did I visit Mr Horomona in March?", [
        ("2026-02-26T12:00", "visited Mr Horomona in Tokomaru Bay, his leg ulcer is healing"),
        ("2026-03-04T12:00", "*Mr Horomona's dressing change, he made me a cuppa"),
        ("2026-03-11T12:00", "*called in to Mr Horomona, ulcer smaller, his mokopuna showed me her kapa haka video"),
        ("2026-03-16T12:00", "Sione did Mr Horomona's visit, I had the hui"),
        ("2026-03-25T12:00", "*Mr Horomona again, the compression bandage is working"),
        ("2026-03-30T12:00", "need to book Mr Horomona's next visit for Thursday"),
        ("2026-04-01T12:00", "Mr Horomona visit, all good, he wants to go fishing"),
    ], 3),
    ("sh35-july", "2026-08-05T10:00", "how many times was SH35 closed in July?", [
        ("2026-06-28T12:00", "SH35 closed at Tolaga Bay, slip over the road"),
        ("2026-07-06T10:00", "*slip shut State Highway 35 north of Tokomaru, turned back and cancelled my clients"),
        ("2026-07-09T20:00", "NZTA warns SH35 may close with the heavy rain tonight"),
        ("2026-07-14T09:00", "*SH35 closed again at Busby's Hill, a washout this time"),
        ("2026-07-20T18:00", "SH2 to Wairoa closed by a crash, Manu was stuck for 2 hours"),
        ("2026-07-27T13:00", "*another slip on the coast road, SH35 shut until 4pm"),
    ], 3),
    ("netball-wins-june", "2026-07-04T10:00", "how many netball games did Ana's team win in June?", [
        ("2026-05-30T13:00", "Ana's team won 31-22 at the Harry Barker courts"),
        ("2026-06-06T13:00", "*Ana's netball team won 28-19, she was goal shoot"),
        ("2026-06-13T13:00", "Ana's team lost by two, gutted"),
        ("2026-06-20T13:00", "*netball, Ana's side beat Lytton 33-30"),
        ("2026-06-24T18:00", "Tama's rugby team won 20-5"),
        ("2026-06-27T13:00", "*another win for Ana's team, 25-17, the coach shouted them pies"),
        ("2026-07-02T18:00", "netball semi on Saturday, go Ana"),
    ], 3),
    ("callouts-may", "2026-06-05T10:00", "how many times did I get called out on call in May?", [
        ("2026-04-28T23:30", "called out at 11pm to a blocked catheter in Te Karaka"),
        ("2026-05-06T04:00", "*on-call pager went at 2:15am, drove to Whatatutu for a palliative patient"),
        ("2026-05-09T12:00", "on call this weekend, fingers crossed it's quiet"),
        ("2026-05-17T21:00", "*call-out after tea to Mangapapa, a syringe driver alarm"),
        ("2026-05-21T08:00", "Sione got called out twice last night"),
        ("2026-05-28T07:00", "*called out at 5am, a fall at the rest home in Wainui"),
    ], 3),
    ("swims-january", "2026-01-29T10:00", "how many times did I go swimming this month?", [
        ("2025-12-30T12:00", "swim at Waikanae with both kids"),
        ("2026-01-04T09:00", "*forty lengths in the Olympic Pool, my togs finally fit again"),
        ("2026-01-12T07:00", "*ocean swim off Midway Beach before work, glassy"),
        ("2026-01-15T16:00", "dropped Tama at swimming lessons, the aquatic centre was packed"),
        ("2026-01-24T15:00", "*swam to the pontoon at Wainui with Ana"),
        ("2026-01-27T20:00", "going for a swim tomorrow morning if it's fine"),
    ], 3),
    ("power-cuts-february", "2026-03-09T10:00", "how many power cuts did we have in February?", [
        ("2026-01-30T20:00", "power cut for an hour after the thunderstorm"),
        ("2026-02-03T19:00", "*power went out at tea time, cooked on the gas barbie"),
        ("2026-02-10T12:00", "letter from Eastland Network: planned outage on 12 March for line work"),
        ("2026-02-14T12:00", "*outage all morning, the freezer survived"),
        ("2026-02-18T12:00", "Kiri's power bill in Melbourne was huge"),
        ("2026-02-25T21:00", "*lights out again for three hours, the wind brought a line down on Back Ormond Road"),
    ], 3),
    ("nanny-days", "2026-01-10T10:00", "how many days was I at Nanny's over Christmas?", [
        ("2025-12-20T20:00", "packing the car for Nanny's, chilly bin full"),
        ("2025-12-23T15:00", "*drove up to Nanny Moe's in Ruatoria, the whole whānau is here"),
        ("2025-12-25T14:00", "Christmas hāngī at Nanny's, far too much kai"),
        ("2025-12-28T18:00", "*back home in Gisborne, the house is too quiet"),
        ("2026-01-02T12:00", "Manu's off to his dad's for a week"),
    ], 5),
    ("tama-camp", "2026-11-20T10:00", "how much did I spend on Tama's school camp?", [
        ("2026-10-14T12:00", "*paid Tama's camp fee at the school's front desk, $185"),
        ("2026-10-22T12:00", "*new sleeping bag for Tama for camp, $59.99 at the Warehouse"),
        ("2026-10-25T12:00", "Ana's school ball ticket, $95"),
        ("2026-11-02T12:00", "*gumboots and a torch for camp, NZ$42"),
        ("2026-11-09T17:00", "Tama's back from camp at Waikaremoana, full of stories"),
    ], 286.99),
    ("demio-year", "2026-08-28T10:00", "how much have I spent on the Demio this year?", [
        ("2025-11-20T12:00", "Demio battery replaced, $189"),
        ("2026-02-09T12:00", "*Demio rego renewed online, $118.93"),
        ("2026-04-16T12:00", "*WoF on the Demio passed, $65"),
        ("2026-05-19T12:00", "Manu's ute got new brake pads, $340"),
        ("2026-07-01T12:00", "*two front tyres for my car, $260 fitted at Beaurepaires"),
        ("2026-07-23T12:00", "the pool car's service is due, fleet sorts it"),
    ], 443.93),
    ("power-year", "2026-06-15T10:00", "how much have I paid for power this year?", [
        ("2025-12-18T12:00", "paid the Genesis power bill, $212"),
        ("2026-01-19T12:00", "*power bill paid, $176.40"),
        ("2026-02-17T12:00", "*Genesis bill $168, the direct debit went through"),
        ("2026-03-02T12:00", "Genesis says a smart meter is coming next month"),
        ("2026-03-18T12:00", "*electricity $181.75, blame the heat pump"),
        ("2026-04-20T12:00", "*power $203.10, winter's coming"),
        ("2026-05-19T12:00", "*Genesis took $239.60 for power"),
    ], 968.85),
    ("eating-out-last-week", "2026-02-11T10:00", "how much did I spend eating out last week?", [
        ("2026-01-31T19:00", "fish 'n' chips down at Midway, $38"),
        ("2026-02-02T12:30", "*pies from the bakery in Tolaga Bay for me and Sione, $14.50"),
        ("2026-02-04T19:00", "*takeaways from the Chinese on Gladstone Road, $46"),
        ("2026-02-06T14:00", "Waitangi Day hāngī at the marae, no charge"),
        ("2026-02-07T11:00", "*flat white and a bacon buttie at the café on the wharf, $22.80"),
        ("2026-02-08T20:00", "Manu shouted his mates a round at the club, $60"),
        ("2026-02-09T12:30", "sushi for lunch, $13"),
    ], 83.3),
]

OTHERS = [
    ("feel-coast-run", "2026-06-20T10:00", "how have I felt about doing the Coast run?", [
        ("2026-02-10T20:00", "*love the Coast run, the old people up there are the best part of my job"),
        ("2026-03-24T20:00", "*the Coast run is wearing me out, 300 km days and the roads are munted"),
        ("2026-04-05T20:00", "Sione loves the Coast run, he says it's like going home"),
        ("2026-05-12T20:00", "*felt proud on the Coast run today, Mrs Kemp's wound has finally closed"),
        ("2026-05-30T12:00", "swapped the pool car's wiper blades"),
    ], None),
    ("manu-feel", "2026-09-30T10:00", "how does Manu feel about moving to Australia?", [
        ("2026-03-15T20:00", "Kiri keeps telling us to move to Melbourne, nurses earn heaps more there"),
        ("2026-05-02T20:00", "*Manu is keen on Australia, says the mines pay double"),
        ("2026-06-11T20:00", "Ana cried at the idea of leaving her netball team"),
        ("2026-08-20T20:00", "*Manu's gone off the idea of Aussie, he can't leave his dad"),
    ], None),
    ("charge-nurse-decision", "2026-08-15T10:00", "what did I decide about the charge nurse job?", [
        ("2026-05-20T20:00", "Fiona reckons I'd be good as charge nurse at the hospital, applications close soon"),
        ("2026-06-08T20:00", "charge nurse interview done, reckon it went alright"),
        ("2026-07-03T20:00", "*rang HR and said thanks but no to the charge nurse offer, I'm staying on the district"),
        ("2026-07-20T20:00", "Sione applied to be charge nurse at the rest home"),
    ], None),
    ("bach-decision", "2026-12-05T10:00", "what did we decide about the bach at Wainui?", [
        ("2026-08-14T20:00", "the bach at Wainui wants reroofing, an $18k quote"),
        ("2026-09-10T20:00", "Manu's brother wants to buy us out of the bach"),
        ("2026-10-22T20:00", "*signed the papers, Manu's brother owns the bach now, bittersweet"),
        ("2026-11-12T20:00", "Kiri's mate has a bach in Mahia for rent over summer"),
    ], None),
    ("who-sione", "2026-07-10T10:00", "who is Sione?", [
        ("2026-01-14T12:00", "*Sione, the Tongan nurse on our district team, covered my Tolaga clients"),
        ("2026-03-19T12:00", "*Sione brought in 'otai and lū pulu for our shared lunch"),
        ("2026-04-22T12:00", "a new locum GP started at the Ruatoria clinic"),
        ("2026-06-02T12:00", "*Sione sat the wound care course with me, he aced it"),
        ("2026-06-25T12:00", "the tyres on the pool car are bald"),
    ], None),
    ("who-rosters", "2026-09-15T10:00", "who does our rosters?", [
        ("2026-03-03T12:00", "*Fiona, our team leader who does the rosters, put me on call for Easter again"),
        ("2026-05-14T12:00", "Manu's packhouse rosters come out on Fridays"),
        ("2026-07-08T12:00", "*Fiona swapped my Thursday shift so I'm free for Ana's final"),
        ("2026-08-25T12:00", "Sione wants more weekends off"),
    ], None),
    ("sister-news", "2026-11-20T10:00", "what's new with my sister?", [
        ("2026-04-09T12:00", "*my sister Kiri got her permanent residency in Australia"),
        ("2026-07-22T12:00", "*Kiri started a new job as a practice nurse in Footscray"),
        ("2026-08-30T12:00", "Manu's sister is hapū again"),
        ("2026-10-28T12:00", "*Kiri and her partner bought a house in Werribee"),
        ("2026-11-10T12:00", "rain all week, the river is up"),
    ], None),
    ("deck-left", "2026-12-10T10:00", "what's left to do on the deck?", [
        ("2026-11-01T12:00", "Manu and I are rebuilding the deck before Christmas, the old boards are rotten"),
        ("2026-11-14T12:00", "ripped out the old boards, done"),
        ("2026-11-28T12:00", "*still need to stain the new boards"),
        ("2026-12-03T12:00", "*have to buy joist hangers and screws from Mitre 10"),
        ("2026-12-06T12:00", "*must fix the handrail on the steps before the whānau come"),
        ("2026-12-08T12:00", "Nanny's deck in Ruatoria is fine, Manu checked it"),
    ], None),
    ("waiting-on", "2026-10-30T10:00", "what am I still waiting for?", [
        ("2026-08-18T12:00", "*sent my practising certificate renewal to the Nursing Council, nothing back yet"),
        ("2026-09-01T12:00", "the new pool car arrived, it's a hybrid"),
        ("2026-09-15T12:00", "*ACC still hasn't okayed my shoulder physio"),
        ("2026-10-06T12:00", "*waiting on AMI to pay my hail dent claim on the Demio"),
        ("2026-10-20T12:00", "the school finally sent Tama's report"),
    ], None),
    ("next-final", "2026-08-20T10:00", "when is Ana's netball final?", [
        ("2026-07-28T12:00", "Ana's semi is this Saturday"),
        ("2026-08-12T12:00", "*Ana's netball final: Saturday 29 August, 10am, Harry Barker courts"),
        ("2026-08-15T12:00", "Tama's rugby prizegiving is on Friday"),
        ("2026-08-17T12:00", "heat pump filter is filthy, must clean it"),
    ], None),
    ("last-flu", "2026-09-10T10:00", "when did I last get my flu jab?", [
        ("2025-04-20T12:00", "flu jab at work, sorted for another winter"),
        ("2026-04-28T12:00", "*got my flu vaccine at the staff clinic, arm's sore"),
        ("2026-05-15T12:00", "Tama got his flu jab from the chemist"),
        ("2026-06-30T12:00", "half the team is off with the flu"),
    ], None),
    ("rotorua-list", "2026-07-25T10:00", "what did we do in Rotorua?", [
        ("2026-06-20T20:00", "booked a motel in Rotorua for the July holidays"),
        ("2026-07-06T16:00", "*luge rides with the kids, Tama went eight times"),
        ("2026-07-07T19:00", "*soaked in the hot pools at the Polynesian Spa"),
        ("2026-07-08T21:00", "*hāngī and a concert at Te Puia, the geyser went off"),
        ("2026-07-15T12:00", "Kiri drove the Great Ocean Road with her boys"),
    ], None),
    ("conference-met", "2026-09-20T10:00", "who did I meet at the wound care conference?", [
        ("2026-08-20T12:00", "registered for the wound care conference in Wellington"),
        ("2026-09-03T11:00", "*at the conference met a tissue viability nurse from Dunedin, Claire Ashby, she'll send me her slides"),
        ("2026-09-03T14:00", "*had lunch with Dr Rangi Kahu, a GP from Kaitaia, about rural clinics"),
        ("2026-09-04T10:00", "*bumped into Mele, my old classmate from EIT, she runs a ward in Wellington now"),
        ("2026-09-10T12:00", "Manu met his old coach at the rugby"),
    ], None),
    ("physio-shoulder", "2026-10-15T10:00", "what did the physio say about my shoulder?", [
        ("2026-08-05T12:00", "shoulder sore after waka ama again"),
        ("2026-08-19T12:00", "*the physio on Gladstone Road says it's a rotator cuff strain, no paddling for six weeks"),
        ("2026-08-26T12:00", "Manu says I should just harden up"),
        ("2026-09-09T12:00", "*physio: keep doing the band exercises daily, the shoulder is getting stronger"),
        ("2026-09-20T12:00", "bought a wheat bag from the chemist"),
    ], None),
    ("promise-tama", "2026-12-01T10:00", "what did I promise Tama?", [
        ("2026-06-14T12:00", "*promised Tama we'd go eeling at the river when the weather warms up"),
        ("2026-08-02T12:00", "Manu promised Ana driving lessons"),
        ("2026-10-09T12:00", "*told Tama we'll go watch the Magpies play in Napier if his reading improves"),
        ("2026-11-11T12:00", "Tama wants a PlayStation, I told him maybe"),
    ], None),
    ("mechanic-rec", "2026-08-12T10:00", "which mechanic did Sione recommend?", [
        ("2026-07-02T12:00", "the Demio clunks over every bump"),
        ("2026-07-09T12:00", "*Sione reckons Dave at Kaiti Auto is honest and won't rip you off"),
        ("2026-07-16T12:00", "Fiona's husband uses the dealership in town"),
        ("2026-07-25T12:00", "the clunk got louder on the hill"),
    ], None),
    ("why-tony-quit", "2026-07-20T10:00", "why did Tony quit the packhouse?", [
        ("2026-05-05T12:00", "Tony's doing night shifts at the packhouse with Manu"),
        ("2026-06-10T12:00", "*Tony quit the packhouse, the night shifts were killing his marriage, he drives logging trucks now"),
        ("2026-06-24T12:00", "three pickers left the orchard for the kiwifruit in Te Puke"),
        ("2026-07-01T12:00", "Manu needs a new night shift partner"),
    ], None),
    ("spare-key", "2026-11-05T10:00", "where did I put the spare key for the Demio?", [
        ("2026-06-02T12:00", "got a spare key cut for the Demio, $35"),
        ("2026-08-14T12:00", "*spare Demio key lives in the blue tin up on the fridge"),
        ("2026-09-03T12:00", "Manu hides his ute key under the mat, hopeless"),
        ("2026-10-20T12:00", "can't find my sunglasses anywhere"),
    ], None),
    ("reading-nothing", "2026-09-05T10:00", "what did the school say about Tama's reading?", [
        ("2026-07-30T12:00", "Tama's school photos came home"),
        ("2026-08-12T12:00", "the school wants parent helpers for athletics day"),
        ("2026-08-27T12:00", "Tama read his library book to Nikau the dog"),
    ], None),
    ("wedding-nothing", "2026-04-15T10:00", "when is Manu's cousin's wedding?", [
        ("2026-03-02T12:00", "Manu's cousin got engaged at Christmas, stoked for them"),
        ("2026-03-20T12:00", "Kiri's anniversary dinner was lovely, she sent photos"),
        ("2026-04-02T12:00", "ordered new work shoes online"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qK", NUMBERS, OTHERS, seed=3333, read_numbers=10, read_others=10), TZ, FILLER, seed=333, sizes=(12, 35))
