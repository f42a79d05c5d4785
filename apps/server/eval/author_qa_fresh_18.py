"""Writes qa-fresh-18.jsonl: 40 Q&A cases (issue 16) in one voice, half asking for a number, weighted to citation recall and
numbers on held-out wording.

Voice: a semi-retired builder on Auckland's North Shore (Pacific/Auckland), Graeme, who still takes cash jobs; his wife
Raewyn ("Rae") runs a craft stall at weekend markets; their daughter Kirsty has two kids (Mia and Tane), the grandkids; he
fishes the Hauraki Gulf from a tinny with a Yamaha outboard, plays at a bowls club, has a bad back (ACC claim, physio with
Sanjay), drives a Hilux ute and owns a rental in Papatoetoe let to Sione and Lupe. New Zealand English ("togs", "jandals",
"chilly bin", "dairy", "bach", "smoko", "sweet as", "ute", "Warehouse", "Mitre 10", "Bunnings", "Countdown", "Pak'nSave"),
amounts in NZ dollars. The seasons are the southern ones (summer is December to February, spring September to November).
Questions are worded apart from the notes that answer them: kinds against instances ("the truck" for the Hilux, "fuel" for
Z, Gull and Mobil, "food shopping" for Pak'nSave, Countdown and the dairy, "the investment property" for Papatoetoe),
roles instead of names ("the renters" for Sione and Lupe, "my wife" for Rae, "my granddaughter" for Mia, "the
physiotherapist" for Sanjay), and "how many times", "how much in total", "when did I last", "since <event>", "what did I
decide about", "who did I…", counts by week, month and season. Twenty of 40 expect a number (sums, counts, hours, a latest
balance); two questions have no answering note. Hand-written answer notes (cited, marked "*") and look-alike distractors
(another person's money or outing, a quote, a price per kilo, a plan, a cancelled or skipped occurrence, the wrong month or
season), then neutral filler drawn from a pool written for this set, so every case has 12-30 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, ten of each go to each
half, and each half is shuffled again; the first half is numbered qv001-qv020 (may be read while tuning), the second
qv021-qv040 (held: totals only).

Run: python3 author_qa_fresh_18.py > qa-fresh-18.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Pacific/Auckland"

FILLER = [
    "tui going hammer and tongs up the kowhai tree",
    "Harbour Bridge traffic backed up past Onewa Road again",
    "pohutukawa along the waterfront starting to flower red",
    "a southerly came through, dropped ten degrees in an hour",
    "the Devonport ferry was packed with tourists in hats",
    "neighbour's rooster has started up at four thirty, bloody thing",
    "Rangitoto looked near enough to reach out and pat",
    "power cut on our street for two hours, lines company doing work",
    "cruise liner parked up at Princes Wharf, city heaving",
    "pink and gold sky above the Waitakeres at tea time",
    "a kereru perched on our fence scoffing next door's plums",
    "rain bucketed down, gutters overflowing again",
    "Sky Tower lit up green for some festival",
    "motorway roadworks at Constellation Drive, crawling",
    "a fantail tailed me through the vege patch, cheeky",
    "the lawn's growing faster than I can mow it",
    "kids on scooters tearing down the footpath",
    "morning fog sitting on the harbour like cotton wool",
    "the Anzac Day dawn service drew a big crowd this year",
    "hailstones like peas rattling on the deck roof",
    "cicadas so loud you can't hear the radio",
    "a container ship sliding out past North Head",
    "Glenfield library's got seed packets to swap now",
    "Takapuna beach had a jellyfish or two washed up",
    "road cones everywhere on Lake Road, nobody working",
    "the magnolia in the corner is full of buds",
    "a pukeko wandering across the golf course",
    "heat haze over the tarmac at the shops",
    "thunder rolling in from the west but it never rained",
    "the corner shop put its prices up again",
    "a waka crew out paddling on the harbour at first light",
    "somebody's lost cat poster stapled to every power pole",
    "the All Blacks lost, whole street went quiet",
    "humid as anything, shirt stuck to my back by ten",
    "the Milford shops have a new bakery with a queue out the door",
    "fireworks going off all night for Guy Fawkes",
    "the Sunday paper is thinner every week",
    "rainbow stretched right across the Hauraki Gulf",
    "a sea fog rolled in and swallowed the islands",
    "neighbours keen on a street party late this month",
    "a blackbird nesting in the hedge by the letterbox",
    "gale knocked our wheelie bin clean over onto the drive",
    "cherry blossom out along the school fence",
    "sirens all afternoon over near the motorway",
    "a big swell running, surfers out at Piha by the look of the news",
    "council mowers did the reserve, clippings left all over",
    "big orange moon lifting off the water",
    "morning frost on the ute windscreen, rare for here",
    "Matariki stars out clear this week",
    "a helicopter circling over Birkenhead for ages",
    "new speed humps on our road, everybody hates them",
    "the old villa down the road sold for a silly price",
    "an orca sighting in the harbour was all over the radio",
    "plums dropping everywhere, path's a squashed mess",
    "shags drying their wings on the wharf piles",
    "sausage sizzle outside the hardware store for the rugby club",
    "a king tide came right up over the seawall path",
    "the rugby club's floodlights on till late",
    "Christmas lights going up in the mall already",
    "smoke haze from somewhere, sun looked like an orange coin",
]


# Each case: question key, now, question, notes [(created_at, text)], number; ids are given after the shuffle.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("rent-october", "2026-11-04T19:00", "how much did the renters pay me in October?", [
        ("2026-09-29T09:00", "fortnightly from Sione and Lupe came in, $1,300"),
        ("2026-10-06T09:10", "*Papatoetoe rent hit the account, $1,300 from Sione"),
        ("2026-10-14T18:00", "Kirsty says her landlord wants $650 a week now, daylight robbery"),
        ("2026-10-20T09:05", "*another $1,300 from the Papatoetoe tenants, right on the nose"),
        ("2026-10-27T16:00", "told Sione it goes up to $680 a week come February"),
    ], 2600),
    ("tinny-trips-january", "2027-02-03T20:00", "how many fishing trips did I manage in January?", [
        ("2026-12-29T19:00", "out past Rangitoto in the tinny, four snapper in the chilly bin"),
        ("2027-01-04T13:00", "*launched at Takapuna ramp at six, two keepers and a kahawai"),
        ("2027-01-10T08:00", "25 knot westerly, stayed home and respooled the reel"),
        ("2027-01-15T14:00", "*took Tane out in the tinny, the boy landed his first snapper"),
        ("2027-01-21T17:00", "Bazza went out in his launch to the Noises, showing off photos"),
        ("2027-01-26T12:00", "*flat calm off Motuihe, bugger all biting but a good morning on the water"),
    ], 3),
    ("snapper-summer", "2027-03-05T20:00", "how many snapper did I keep over summer?", [
        ("2026-11-21T18:00", "kept two snapper off Tiri, first decent ones of the year"),
        ("2026-12-19T17:00", "*three snapper into the chilly bin off Motuihe, all over 30cm"),
        ("2027-01-09T16:00", "threw back five tiddlers, nothing legal"),
        ("2027-01-30T18:00", "*kept a pair of nice snapper off the Noises"),
        ("2027-02-14T12:00", "Bazza's bragging he kept eight snapper on Saturday"),
        ("2027-02-22T17:00", "*one big snapper, 52cm, best of the season"),
        ("2027-03-02T18:00", "tinny's still on the trailer, no time"),
    ], 6),
    ("back-costs", "2026-12-10T20:00", "how much has my spine cost me this year?", [
        ("2026-03-02T17:00", "*physio with Sanjay, $85 after the ACC part"),
        ("2026-05-19T16:00", "*deep tissue massage for the lower back, $90"),
        ("2026-07-07T12:00", "Rae's physio for her wrist came to $85"),
        ("2026-08-12T11:00", "*back brace from the Chemist Warehouse, $49.99"),
        ("2026-10-03T15:00", "quote for a firmer mattress, $2,400, not yet"),
        ("2026-11-22T16:00", "*heat pack and anti-inflammatories for the back, $27.50"),
    ], 252.49),
    ("physio-since-acc", "2026-09-30T20:00", "how many times have I seen the physiotherapist since ACC came through?", [
        ("2026-07-28T16:00", "saw Sanjay before the claim, paid full whack"),
        ("2026-08-04T10:00", "ACC approved the back claim, 12 treatments covered"),
        ("2026-08-11T15:00", "*dry needling with Sanjay, sore as but looser after"),
        ("2026-08-25T15:00", "*Sanjay gave me new stretches and a band to take home"),
        ("2026-09-08T15:00", "Sanjay's crook, my appointment got cancelled"),
        ("2026-09-22T15:00", "*back at Sanjay's clinic, he's happy with the progress"),
        ("2026-09-26T11:00", "Rae has her first wrist appointment Tuesday"),
    ], 3),
    ("bowls-november", "2026-12-02T19:00", "how many times was I out on the green last month?", [
        ("2026-10-28T17:00", "roll-up at the club, jack kept running away on me"),
        ("2026-11-03T16:00", "*pennants against Mt Albert, we won by four"),
        ("2026-11-10T17:00", "greens closed, too wet"),
        ("2026-11-14T15:00", "*Saturday triples at the club, lost by two on the last end"),
        ("2026-11-19T20:00", "Rae went to the club quiz night without me"),
        ("2026-11-25T16:00", "*roll-up with Des and Ngaire, drew the shot of the day"),
    ], 3),
    ("rental-repairs", "2026-10-05T20:00", "what did fixing up the investment property set me back in September?", [
        ("2026-08-30T11:00", "Mitre 10 for gutter brackets for our own place, $44"),
        ("2026-09-05T12:00", "*Bunnings, six lengths of treated pine for the Papatoetoe fence, $212"),
        ("2026-09-12T10:00", "*tap washers and silicone for the tenants' laundry, Mitre 10, $38.50"),
        ("2026-09-16T14:00", "Bazza's Bunnings run for his deck, $600"),
        ("2026-09-20T15:00", "*new oven element for the Papatoetoe house, $145"),
        ("2026-09-28T16:00", "sparky quoted $380 for the switchboard at the rental, holding off"),
    ], 395.5),
    ("food-last-week", "2026-11-23T19:00", "what did the food shopping come to last week?", [
        ("2026-11-12T17:00", "Pak'nSave, $174.20, chilly bin in the ute for the frozen stuff"),
        ("2026-11-16T17:30", "*big shop at Pak'nSave, $187.40"),
        ("2026-11-17T08:00", "*milk, bread and the paper from the dairy, $11.80"),
        ("2026-11-18T12:00", "Pak'nSave specials: lamb legs $12.99/kg"),
        ("2026-11-19T17:00", "Kirsty did a Countdown shop for us, $90, paid her back Sunday"),
        ("2026-11-20T16:00", "*Countdown for the barbecue sausages and buns, $64.15"),
    ], 263.35),
    ("fuel-august", "2026-09-06T19:00", "what did I spend on fuel for the truck in August?", [
        ("2026-07-30T08:00", "filled the Hilux at Z, $139"),
        ("2026-08-03T08:00", "*Hilux tank filled at Z Albany, $142"),
        ("2026-08-12T17:00", "Rae filled the Corolla, $70"),
        ("2026-08-17T09:00", "*diesel top-up at Gull, $80"),
        ("2026-08-22T11:00", "road user charges for the ute, $380 for 5000km"),
        ("2026-08-28T16:00", "*Mobil at Silverdale, filled her up, $96.20"),
    ], 318.2),
    ("stall-december", "2027-01-05T19:00", "how much did my wife take at her markets in December?", [
        ("2026-11-29T18:00", "Rae cleared $290 at the Takapuna market"),
        ("2026-12-06T17:00", "*Rae took $340 at the Matakana market, tea cosies flew out"),
        ("2026-12-07T10:00", "Rae paid her $40 site fee for the Christmas market"),
        ("2026-12-13T17:00", "*good day for Raewyn at her table in Devonport, $415"),
        ("2026-12-18T14:00", "Kirsty sold the old pram on Marketplace, $150"),
        ("2026-12-20T18:00", "*Christmas market, Rae sold out of her crochet, $520 in the tin"),
    ], 1275),
    ("grandkids-minding", "2026-11-03T19:00", "how many days did we look after the little ones in October?", [
        ("2026-09-27T18:00", "had the grandkids for the weekend, Rae's knackered"),
        ("2026-10-03T17:00", "*Mia and Tane with us all day, pancakes then the playground"),
        ("2026-10-09T19:00", "Kirsty's in-laws took the kids over the long weekend"),
        ("2026-10-15T18:00", "*picked the grandkids up from school and kept them till Kirsty knocked off"),
        ("2026-10-24T20:00", "*minded Mia and Tane so Kirsty could go to a wedding, they slept over"),
        ("2026-10-30T19:00", "Tane's birthday party at Chipmunks on Saturday"),
    ], 3),
    ("cash-jobs", "2026-12-15T19:00", "how much have the odd jobs brought in this year?", [
        ("2026-03-14T17:00", "*finished the deck for the fella two doors up, $1,800 cash"),
        ("2026-06-20T16:00", "*rehung Mrs Patel's gate and she paid $150"),
        ("2026-08-08T18:00", "quoted $5,000 for a bathroom reno in Glenfield, waiting to hear"),
        ("2026-09-26T17:00", "Bazza got $3,000 for his deck job in Browns Bay"),
        ("2026-11-07T17:00", "*pergola in Howick paid out, $2,400 in the bank"),
    ], 4350),
    ("rental-bills", "2026-11-10T19:00", "how much have the investment property's running costs been since July?", [
        ("2026-06-15T12:00", "rates on the rental, $790"),
        ("2026-07-20T12:00", "*rates instalment for Papatoetoe, $812"),
        ("2026-08-14T11:00", "*landlord insurance renewed for the rental, $1,140"),
        ("2026-09-02T10:00", "rates on our own place, $920"),
        ("2026-10-20T12:00", "*Papatoetoe rates again, $812"),
        ("2026-10-30T15:00", "Sione asked if we'd fit a heat pump, said I'd look into it"),
    ], 2764),
    ("walks-last-week", "2026-08-17T19:00", "how many walks did I get in last week?", [
        ("2026-08-08T09:00", "walked the length of Takapuna beach and back"),
        ("2026-08-10T08:30", "*walked Milford beach end to end, the back felt better for it"),
        ("2026-08-12T16:00", "*forty minutes up and down Mt Victoria with Rae"),
        ("2026-08-13T09:00", "too sore to go for a walk, lay on the floor instead"),
        ("2026-08-15T10:00", "*strolled round the reserve the long way to the dairy"),
        ("2026-08-16T11:00", "Rae walked with her sister round the lake"),
    ], 3),
    ("repair-calls", "2026-11-28T19:00", "how many repair requests have the renters made since they moved in?", [
        ("2026-06-10T12:00", "the last tenants moaned about mould in the back bedroom"),
        ("2026-07-01T14:00", "Sione and Lupe moved in at Papatoetoe, keys handed over"),
        ("2026-07-22T19:00", "*Sione rang, the hot water cylinder's leaking"),
        ("2026-08-30T18:00", "Sione rang to say the rent will be a day late"),
        ("2026-09-18T20:00", "*Lupe texted that the oven won't heat up"),
        ("2026-10-26T17:00", "*call from Papatoetoe, the back door lock has jammed"),
    ], 3),
    ("mortgage-balance", "2026-12-12T19:00", "how much do I still owe on the loan for the investment property?", [
        ("2026-06-30T12:00", "ANZ statement, Papatoetoe mortgage at $212,400"),
        ("2026-09-30T12:00", "Papatoetoe mortgage now $205,900 per the statement"),
        ("2026-10-15T12:00", "Kirsty's mortgage is $480,000, poor girl"),
        ("2026-12-01T12:00", "*latest ANZ statement: $198,650 left on the Papatoetoe mortgage"),
    ], 198650),
    ("fishing-cost", "2027-02-02T19:00", "how much did the fishing cost me in January?", [
        ("2026-12-28T12:00", "pilchards and burley from the bait shop, $30"),
        ("2027-01-04T06:00", "*pilchards and a burley log from the bait shop, $34"),
        ("2027-01-08T12:00", "*two-stroke oil and petrol for the outboard, $48"),
        ("2027-01-12T17:00", "Bazza bought a new fish finder, $900, he's got more money than sense"),
        ("2027-01-18T11:00", "*new soft-bait rod from Hunting & Fishing, $189"),
        ("2027-01-26T06:00", "*ramp fee at Half Moon Bay, $10"),
    ], 281),
    ("deck-hours", "2026-03-20T19:00", "how many hours of work did the deck next door take me?", [
        ("2026-03-02T17:00", "*6 hours on Trev's deck, bearers and joists in"),
        ("2026-03-04T16:00", "Bazza gave me a hand on Trev's deck, 3 hours"),
        ("2026-03-07T17:00", "*another 7 hrs at Trev's, decking boards all down"),
        ("2026-03-10T12:00", "rain, no work on the deck today"),
        ("2026-03-14T15:00", "*4 hours of handrails and the deck's finished, Trev's stoked"),
    ], 17),
    ("grandkids-spend", "2027-02-10T19:00", "how much have I spent on the grandchildren since Christmas?", [
        ("2026-12-20T16:00", "Christmas presents for Mia and Tane, $200 at Farmers"),
        ("2027-01-03T14:00", "*togs and jandals for Mia at the Warehouse, $45"),
        ("2027-01-11T19:00", "*took Tane to the pictures, $38 with the popcorn"),
        ("2027-01-19T12:00", "Kirsty bought Tane a scooter, $120"),
        ("2027-01-29T15:00", "*school shoes for Mia, $79.99"),
    ], 162.99),
    ("markets-spring", "2026-12-15T19:00", "how many markets did my wife do this spring?", [
        ("2026-08-22T18:00", "Rae set up at the Takapuna market, frozen but sold a few"),
        ("2026-09-13T17:00", "*Rae's stall at the Takapuna Sunday market, drizzly but busy"),
        ("2026-10-04T18:00", "Rae's market got called off, wind"),
        ("2026-10-18T17:00", "*Rae set up at the Parnell market, sold heaps of tea cosies"),
        ("2026-11-08T16:00", "*Rae had a table at the school gala, knitted toys sold out"),
        ("2026-12-06T17:00", "Rae at the Matakana market for the Christmas trade"),
    ], 3),
]

OTHERS = [
    ("who-sione", "2026-11-20T19:00", "who's Sione again?", [
        ("2026-07-01T12:00", "*Sione is the new tenant at Papatoetoe, does nights at the airport"),
        ("2026-08-12T19:00", "Simone from the bowls club is organising the raffle"),
        ("2026-10-05T18:00", "*Sione and Lupe are expecting a baby in March"),
        ("2026-11-02T20:00", "Kirsty starts the new job Monday"),
    ], None),
    ("outboard-decision", "2026-11-01T19:00", "what did I end up deciding about the outboard?", [
        ("2026-09-14T19:00", "the old Yamaha's coughing, might be time for a new motor"),
        ("2026-10-02T18:00", "Bazza reckons a four-stroke is the only way to go"),
        ("2026-10-19T19:00", "*decided: keeping the Yamaha 25, getting it serviced at the marine shop instead of buying new"),
        ("2026-10-25T20:00", "Rae decided on blue wool for the next lot of tea cosies"),
    ], None),
    ("before-tenants", "2027-02-20T19:00", "what's left to sort before the next lot of renters arrive?", [
        ("2027-02-05T19:00", "*carpets at Papatoetoe want shampooing, must book it"),
        ("2027-02-08T18:00", "*healthy homes check: must fit an extractor fan in the bathroom"),
        ("2027-02-10T20:00", "changed the smoke alarm batteries at the rental, done"),
        ("2027-02-14T19:00", "*still have to change over the locks once Sione hands back the keys"),
        ("2027-02-16T18:00", "Kirsty's moving flats in April too"),
    ], None),
    ("retirement-feelings", "2026-10-30T19:00", "how am I finding life since I stepped back from the trade?", [
        ("2026-06-04T10:00", "*bored stiff some days, I miss the crew on site"),
        ("2026-07-19T09:00", "*loving the slow mornings, coffee on the deck with Rae"),
        ("2026-08-25T19:00", "Bazza says he'll never retire, they'll carry him off the site"),
        ("2026-09-30T20:00", "*feel a bit useless with all my tools sitting in the shed"),
        ("2026-10-15T18:00", "streetlight by the letterbox works again at last"),
    ], None),
    ("waiting-on", "2026-10-20T19:00", "what am I still waiting on?", [
        ("2026-08-19T17:00", "*ACC hasn't come back to me about the surgeon referral"),
        ("2026-09-02T12:00", "heard from the insurer about the rental, all sweet"),
        ("2026-09-24T18:00", "*council still hasn't signed the code compliance for the Howick pergola"),
        ("2026-10-08T19:00", "Kirsty's waiting to hear about her promotion"),
    ], None),
    ("last-physio", "2026-12-01T19:00", "when did I last see the physiotherapist?", [
        ("2026-10-13T15:00", "Sanjay worked on the lower back, loosened right up"),
        ("2026-11-10T15:00", "*session with Sanjay, he says the disc is settling"),
        ("2026-11-24T15:00", "cancelled with Sanjay, the grandkids were sick and we had them"),
        ("2026-11-27T11:00", "Rae's wrist is much better"),
    ], None),
    ("physio-advice", "2026-09-15T19:00", "what has my physiotherapist told me to do?", [
        ("2026-08-11T16:00", "*Sanjay says no lifting over 10kg and core work every morning"),
        ("2026-08-25T16:00", "*bird dogs and pelvic tilts three sets a day, walk every day"),
        ("2026-09-01T18:00", "Bazza swears by his chiropractor"),
        ("2026-09-10T19:00", "lifted a bag of cement, regretted it"),
    ], None),
    ("warrant-due", "2026-12-20T19:00", "when is the truck's warrant due?", [
        ("2026-03-14T12:00", "*Hilux warrant of fitness runs out on 14 March"),
        ("2026-08-09T12:00", "Rae's Corolla passed its WOF with no issues"),
        ("2026-11-12T17:00", "rego on the trailer paid, $48"),
    ], None),
    ("promise-mia", "2026-12-28T19:00", "what did I promise my granddaughter?", [
        ("2026-09-20T19:00", "*told Mia, our granddaughter, I'll take her out on the tinny when she turns eight"),
        ("2026-10-14T18:00", "promised Tane a go on the ride-on mower at Christmas"),
        ("2026-11-30T19:00", "*promised Mia I'd build her a hut in the back garden over the holidays"),
        ("2026-12-05T12:00", "Kirsty promised to bring the pav on Christmas Day"),
    ], None),
    ("wife-business", "2026-12-10T19:00", "how's my wife's craft business going?", [
        ("2026-10-10T19:00", "*Rae's knitted stuff is walking out the door, best month yet at the markets"),
        ("2026-10-22T18:00", "Kirsty's thinking about starting a cleaning business"),
        ("2026-11-18T20:00", "*Raewyn wants to try an online shop as well, Etsy maybe"),
        ("2026-11-28T17:00", "bought a new chainsaw chain at Mitre 10"),
    ], None),
    ("rent-rise", "2026-11-15T19:00", "how did the renters take the rent increase?", [
        ("2026-10-27T19:00", "*told Sione the rent's going up $30 a week from February, he took it fine"),
        ("2026-11-05T18:00", "*Lupe asked if the rise could wait till after the baby, said I'd think on it"),
        ("2026-11-10T19:00", "Kirsty's rent went up $40 a week as well"),
    ], None),
    ("next-bowls", "2026-11-26T19:00", "when do I play bowls next?", [
        ("2026-11-14T17:00", "won our triples game last Saturday, chuffed"),
        ("2026-11-24T19:00", "*pennants Saturday 1pm away at Pt Chevalier"),
        ("2026-11-25T10:00", "club working bee on the greens moved to next month"),
    ], None),
    ("last-fishing", "2026-12-14T19:00", "when did I last wet a line?", [
        ("2026-10-31T18:00", "out off Tiri, three snapper"),
        ("2026-11-22T14:00", "*tinny out at Motuihe, two keepers, sunburnt the back of my neck"),
        ("2026-12-06T09:00", "was going to head out but a southwesterly came up, stayed home"),
        ("2026-12-10T19:00", "Bazza brought round a kingfish he caught"),
    ], None),
    ("wife-birthday", "2027-01-20T19:00", "any ideas for a birthday present for my wife?", [
        ("2026-11-15T19:00", "*Rae keeps admiring the spinning wheel at the wool shop in Devonport"),
        ("2026-12-30T19:00", "*Raewyn would love a weekend at a bach in Waihi, just us"),
        ("2027-01-08T18:00", "Tane wants a skateboard for his birthday"),
        ("2027-01-14T19:00", "Rae's birthday is the 12th of February"),
    ], None),
    ("accountant-rental", "2026-09-30T19:00", "what did my tax advisor tell me about the investment property?", [
        ("2026-07-15T17:00", "*Jenny the accountant reckons the interest is deductible again, claim the lot this year"),
        ("2026-08-20T16:00", "*Jenny says keep every Bunnings receipt for Papatoetoe, they all count"),
        ("2026-09-05T18:00", "Bazza's accountant charges twice what Jenny does"),
        ("2026-09-20T19:00", "the rental's gutters need a clean before winter"),
    ], None),
    ("optometrist-nothing", "2026-11-30T19:00", "what did the optometrist say about my eyes?", [
        ("2026-10-05T12:00", "bought reading glasses at the Warehouse, $15"),
        ("2026-10-28T19:00", "Rae's eye appointment got moved to December"),
        ("2026-11-16T18:00", "keep an eye on the spouting at Papatoetoe, it's sagging"),
    ], None),
    ("alarm-nothing", "2026-10-12T19:00", "what's the code to turn off the alarm at the bowls club?", [
        ("2026-08-18T19:00", "club alarm went off at 2am, the police rang me as keyholder"),
        ("2026-09-10T19:00", "committee meeting at the club Thursday, I'm doing the minutes"),
        ("2026-09-28T19:00", "the club's new greenkeeper starts in October"),
    ], None),
    ("labour-weekend", "2026-11-05T19:00", "who came out on the boat with me at Labour weekend?", [
        ("2026-10-24T18:00", "*Bazza and his young fella Jayden came out with me off Tiri, Saturday of Labour weekend"),
        ("2026-10-25T17:00", "Rae had her sister round for Labour weekend"),
        ("2026-10-26T15:00", "Kirsty's lot went to the bach at Whangamata"),
    ], None),
    ("christmas-plan", "2026-12-12T19:00", "what did we sort out for Christmas Day?", [
        ("2026-11-10T19:00", "Kirsty can't decide between us and her in-laws for Christmas"),
        ("2026-11-25T19:00", "*decided: Christmas lunch at ours, ham on the barbecue, Kirsty's lot arriving at eleven"),
        ("2026-12-02T19:00", "*sorted with Rae: Boxing Day we all head up to the bach at Whangamata"),
        ("2026-12-08T19:00", "bowls club Christmas do is on the 19th"),
    ], None),
    ("rental-weekend", "2026-09-14T19:00", "what did I fix at the rental last weekend?", [
        ("2026-09-05T16:00", "had a look at the Papatoetoe fence, needs replacing"),
        ("2026-09-12T14:00", "*replaced the washer on the laundry tap at the Papatoetoe house"),
        ("2026-09-13T15:00", "*rehung the sliding door at the rental, runs sweet as now"),
        ("2026-09-13T19:00", "Bazza fixed his own letterbox, took him all day"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qv", NUMBERS, OTHERS, seed=1818, read_numbers=10, read_others=10), TZ, FILLER, seed=18, sizes=(12, 30))
