"""Writes qa-fresh-16.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to citation recall on questions without a number.

Voice: a software tester born in Lagos, living in Manchester (Europe/London) with her husband Kelechi ("Kay") and their
baby daughter Ada (born 14 August 2026), on maternity leave from a fintech in Spinningfields; her mother lives in Lagos,
an aunt (Aunty Ronke) in Salford, a friend (Abisola, "Bisi") with twins; she goes to Grace Chapel in Longsight, plays
women's five-a-side on Wednesdays, and is buying a flat in Chorlton. British and Nigerian English ("jollof", "owambe",
"aunty", "the Metrolink", "Arndale", "the Curry Mile"). Questions are worded apart from the notes that answer them:
synonyms ("christening" for a dedication, "boiler" for hot water), categories against instances ("the test framework"
for Playwright, "a cot" for a Sniglar), people by relation or nickname ("my husband" for Kay, "Bisi" for Abisola, "HV"
for the health visitor), projects named loosely ("the flat purchase" for solicitor, survey and mortgage notes), and
ranges such as "since the baby came", "over Christmas", "last week" and "in October". Six of 40 expect a number; two
questions have no answering note. Hand-written answer notes (cited, marked "*") and look-alike distractors, then
neutral filler drawn from a pool written for this set, so every case has 15-30 notes. qt001-qt020 may be read while
tuning; qt021-qt040 are held (totals only), split by id before the first run.

Run: python3 author_qa_fresh_16.py > qa-fresh-16.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases

TZ = "Europe/London"

FILLER = [
    "drizzle again, the sky over Manchester is one long grey blanket",
    "the 86 bus sailed straight past the stop, driver didn't even look",
    "a fox strolled across the car park like he pays rent",
    "the Curry Mile smelled of charcoal and cardamom at nine at night",
    "seagulls fighting over chips outside Piccadilly Gardens",
    "the canal by Castlefield looked like a painting in the fog",
    "a sofa dumped on the pavement, cardboard sign saying FREE",
    "the library on Wilbraham Road has new opening hours",
    "window condensation every morning, towels on the sill",
    "the Northern Quarter murals have had a fresh coat",
    "a busker doing Oasis covers on Market Street, badly",
    "leaves blocking the drain by the postbox",
    "Wythenshawe Park had frost on every blade of grass",
    "the corner shop finally stocks plantain, ripe and green",
    "next door's wind chime going all night in the gale",
    "fireworks over Platt Fields for no reason on a Tuesday",
    "the Metrolink announcer mispronounced Firswood again",
    "pigeons nesting in the gutter above the bedroom window",
    "rainbow arching behind the Beetham Tower after the shower",
    "the road outside is dug up for the third time this year",
    "hail bouncing off the skylight for a full minute",
    "the Christmas market huts went up in Albert Square",
    "somebody's car alarm wailing at two in the morning",
    "ice inside the windscreen, grim",
    "the Whitworth has a new textile exhibition upstairs",
    "the bin men skipped our street again, recycling piling up",
    "magpies chattering on the telephone wire, counted four",
    "the student houses on the corner had a party till sunrise",
    "the chippy's sign has lost its F, it now reads ISH AND CHIPS",
    "a heron frozen mid-step in the Mersey by the bridge",
    "clocks changed, dark by five already",
    "thick fog, couldn't see past the second lamp post",
    "the neighbour's cat sat on our wheelie bin judging everyone",
    "a Mr Whippy van played Greensleeves in November somehow",
    "new zebra crossing painted near the primary school",
    "the Arndale escalators broken, both of them",
    "leaves turned gold all down Princess Parkway",
    "a man in Whalley Range taking his ferret for a walk",
    "the rain stopped for ten whole minutes at lunch",
    "sirens up Oxford Road most of the evening",
    "someone painted the postbox outside the chemist gold",
    "the sky was pink for about five minutes at sunset",
    "squirrels raided the bird feeder on the balcony below",
    "frost patterns like ferns on the car roof",
    "the Asda car park has new barriers, nobody understands them",
    "a double rainbow over Hulme, proper one",
    "wind on Deansgate wrecking every brolly in sight",
    "the tram stop at St Peter's Square was packed with United fans",
    "storm named on the news, trees down in Stockport",
    "the street lights flickered on and off all evening",
    "a robin sat on the fence singing in the dark",
    "Bonfire Night smoke hanging over the whole area",
    "the canal boats at Castlefield had lights strung along them",
    "road gritters out before the first frost",
    "scaffolding up on the mosque by the lights",
    "the cherry tree by the gate has dropped every single leaf",
    "the Co-op ran out of bread by four",
    "a lost parrot poster on every lamp post",
    "the ducks in Chorlton Water Park have gone mad for frozen peas",
    "lightning over the Pennines, no thunder",
]


# Each case: id, now, question, notes [(created_at, text)], number.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
CASES = [
    # ---------- read half (qt001-qt020) ----------
    ("qt001", "2026-10-02T21:00", "what did the health visitor recommend for Ada's reflux?", [
        ("2026-09-10T03:00", "Ada brought up half the feed again, all down my dressing gown"),
        ("2026-09-14T11:00", "Bisi swears by gripe water for colic"),
        ("2026-09-18T14:30", "*HV came round, said keep her upright twenty minutes after every bottle and try a slower teat"),
        ("2026-09-18T14:45", "*she also said ask the GP about Gaviscon Infant if the sicky feeds carry on"),
        ("2026-09-25T10:00", "my own six week check at the surgery, all fine"),
    ], None),
    ("qt002", "2026-11-06T21:00", "what's new with my mum?", [
        ("2026-10-08T20:00", "Kay's mum posted a parcel of ogbono and crayfish from Enugu"),
        ("2026-10-15T19:00", "*Mummy finally got her passport renewed in Ikeja after three trips"),
        ("2026-10-21T10:30", "mum and baby group at the library, Ada screamed through the songs"),
        ("2026-10-30T22:00", "*spoke to Mummy, her BP is up again and the doctor in Lagos has changed her tablets"),
    ], None),
    ("qt003", "2026-11-20T21:00", "when did I last play football?", [
        ("2026-10-28T21:30", "first five-a-side back since Ada, legs like jelly after ten minutes"),
        ("2026-11-08T16:00", "Kay watched United lose at Old Trafford, sulked all evening"),
        ("2026-11-11T21:30", "*Wednesday five-a-side at Powerleague, lost 6-2 but I scored a toe poke"),
        ("2026-11-15T11:00", "Bisi's son has a football trial at the weekend"),
        ("2026-11-18T20:00", "skipped five-a-side, Ada wouldn't settle"),
    ], None),
    ("qt004", "2026-11-25T21:00", "what's left to do on the flat purchase?", [
        ("2026-09-26T15:00", "offer accepted on the two-bed in Chorlton, screamed in the car"),
        ("2026-10-20T19:00", "the flat upstairs was blasting music at midnight again"),
        ("2026-11-04T12:00", "*still need to send the solicitor proof of where the deposit came from, Mummy's gift letter"),
        ("2026-11-12T18:00", "*have to rebook the mortgage valuation, the surveyor cancelled on us"),
        ("2026-11-16T20:00", "Bisi's sister bought a semi in Eccles"),
        ("2026-11-19T21:00", "*sign the leasehold questionnaire and post it back to Hartley & Co"),
    ], None),
    ("qt005", "2026-10-28T21:00", "what am I still waiting to hear back about?", [
        ("2026-09-20T12:00", "*sent off Ada's passport application with the photos of her screaming face, no word yet"),
        ("2026-10-02T16:00", "heard back from Little Acorns, she's got a place from April"),
        ("2026-10-12T19:00", "Kay's still waiting on the outcome of his interview"),
        ("2026-10-19T11:00", "*chased the broker about the mortgage offer again, still with the underwriter"),
    ], None),
    ("qt006", "2026-10-25T21:00", "how have I been feeling since the baby came?", [
        ("2026-08-02T22:00", "so anxious about labour I can't sleep"),
        ("2026-08-14T23:00", "Ada is here, 3.2kg, perfect"),
        ("2026-08-29T04:00", "*so tired I put the kettle in the fridge and the milk in the cupboard"),
        ("2026-09-12T21:00", "*cried at a Tesco advert, hormones are wild"),
        ("2026-09-20T13:00", "Ada was grumpy all afternoon, teeth maybe"),
        ("2026-10-11T20:00", "*honestly so content watching her sleep on Kay's chest"),
    ], None),
    ("qt007", "2026-11-05T21:00", "how many times did I go to church in October?", [
        ("2026-09-27T13:00", "Sunday service at Grace Chapel, first time out with Ada"),
        ("2026-10-04T13:00", "*thanksgiving service, Ada in her white dress, everyone wanted a cuddle"),
        ("2026-10-11T09:00", "missed service, Ada had a temperature"),
        ("2026-10-18T13:30", "*morning service, Pastor Femi preached on patience, felt it"),
        ("2026-10-22T20:00", "Kay went to the men's fellowship without me"),
        ("2026-10-25T13:00", "*harvest service at Grace Chapel, brought yams for the altar"),
    ], 3),
    ("qt008", "2026-11-10T21:00", "who is Temi?", [
        ("2026-10-05T14:00", "*Temi from work is covering my regression testing while I'm on mat leave"),
        ("2026-10-16T19:00", "Tomi from the choir asked when we're coming back"),
        ("2026-10-28T18:00", "*Temi's wedding invite arrived, Lagos in December, can't go with a baby"),
        ("2026-11-03T10:00", "temperature in the flat is 16 degrees, put the heating on"),
    ], None),
    ("qt009", "2026-11-20T21:00", "what did we decide about the christening?", [
        ("2026-10-10T19:00", "Bisi's naming ceremony for the twins was massive, three hundred people"),
        ("2026-10-24T20:00", "thinking about whether to fly Mummy over for Ada's big day"),
        ("2026-11-01T21:00", "*settled with Kay: dedication at Grace Chapel on 13 December, small owambe after in the church hall"),
        ("2026-11-09T18:00", "the church hall is booked for the harvest bazaar this weekend"),
    ], None),
    ("qt010", "2026-11-14T21:00", "where did Aunty Ronke say to buy the lace?", [
        ("2026-10-31T16:00", "ordered ankara online for Ada's outfit, took three weeks"),
        ("2026-11-03T19:00", "*Aunty Ronke says go to the African shop on Stockport Road and ask for Mama Chidi, she has the best George fabric"),
        ("2026-11-07T12:00", "Ronke's granddaughter started at the Catholic primary"),
        ("2026-11-11T20:00", "lace curtains in the Chorlton flat will have to go"),
    ], None),
    ("qt011", "2026-10-30T20:00", "what have I got on this weekend?", [
        ("2026-10-20T12:00", "Bisi's twins' birthday party is Saturday 7 November"),
        ("2026-10-27T11:00", "*baby massage class Saturday morning at the Sure Start centre, 10:30"),
        ("2026-10-26T19:00", "lovely lie in on Sunday, Kay took Ada"),
        ("2026-10-28T21:00", "*Aunty Ronke is coming over Sunday afternoon with pepper soup"),
    ], None),
    ("qt012", "2026-10-20T21:00", "how much have we spent on the baby since she was born?", [
        ("2026-07-20T15:00", "pram from John Lewis, £649"),
        ("2026-08-20T11:00", "*tub of formula and bottles from Boots, £42.50"),
        ("2026-09-05T14:00", "*nappies and wipes bulk buy at Costco, £58"),
        ("2026-09-18T12:00", "Aunty Ronke gave Ada £100 in a card"),
        ("2026-09-28T10:00", "*sleepsuits from Next for Ada, she's outgrown newborn already, £36"),
        ("2026-10-06T16:00", "Bisi spent £200 on the twins' car seats"),
        ("2026-10-14T11:00", "*Ada's baby sling from Mamas & Papas, £79.99"),
    ], 216.49),
    ("qt013", "2026-09-30T21:00", "what presents did people give Ada?", [
        ("2026-08-22T15:00", "*Priya and the test team sent a Jellycat bunny and a card signed by everyone"),
        ("2026-08-30T18:00", "*Aunty Ronke brought coral beads and an envelope of money for her"),
        ("2026-09-04T13:00", "bought matching rompers for Bisi's twins"),
        ("2026-09-15T12:00", "*a parcel came from Kay's mum, a handmade shawl from Enugu"),
        ("2026-09-22T11:00", "need to write thank you cards"),
    ], None),
    ("qt014", "2026-11-28T21:00", "when did I last speak to my mother?", [
        ("2026-11-10T21:00", "rang Mummy, NEPA took the light halfway through the call"),
        ("2026-11-17T20:00", "Kay spoke to his mum for an hour about the dedication"),
        ("2026-11-22T19:30", "*video call with Mummy, she cried when Ada yawned at the camera"),
        ("2026-11-26T11:00", "mums' walk round Chorlton Water Park with the buggy group"),
    ], None),
    ("qt015", "2026-12-06T21:00", "did the boiler ever get fixed?", [
        ("2026-11-20T07:00", "no hot water again, rang the letting agent before work"),
        ("2026-11-24T18:00", "Bisi's landlord finally sorted her mould"),
        ("2026-11-27T16:00", "*engineer came and swapped the pump, hot water and radiators back on"),
        ("2026-12-02T08:00", "the showers at the swimming baths were freezing"),
    ], None),
    ("qt016", "2026-11-22T21:00", "how's my husband getting on at work?", [
        ("2026-10-22T20:00", "Bisi's husband is driving Uber at weekends"),
        ("2026-11-02T19:00", "*Kay got the senior engineer role at the council, we had jollof to celebrate"),
        ("2026-11-12T22:00", "my old manager Gareth left the company"),
        ("2026-11-18T21:00", "*Kay says his new boss wants a status update every hour, he's fuming"),
    ], None),
    ("qt017", "2026-07-30T21:00", "what did I make of the new automation tool at work?", [
        ("2026-06-10T17:00", "*Playwright is so much less flaky than the old Selenium suite, loving it"),
        ("2026-06-24T18:00", "Priya hates Cypress with a passion"),
        ("2026-07-08T17:30", "*the Playwright trace viewer saved me hours on the checkout bug"),
        ("2026-07-15T12:00", "lunch at the Vietnamese place in Spinningfields"),
        ("2026-07-22T17:00", "last day before mat leave, the team got me a cake"),
    ], None),
    ("qt018", "2026-12-10T21:00", "how many times have I made it to footie since Ada was born?", [
        ("2026-07-29T21:30", "five-a-side at eight months pregnant, just in goal"),
        ("2026-10-28T21:30", "*first five-a-side back, lungs burning"),
        ("2026-11-11T21:30", "*five-a-side at Powerleague, scored twice"),
        ("2026-11-18T20:00", "skipped five-a-side, no sleep last night"),
        ("2026-11-25T21:30", "*Wednesday game, we won for once"),
        ("2026-12-06T15:00", "Kay had a kickabout at Powerleague, council lads versus IT"),
    ], 3),
    ("qt019", "2026-11-05T21:00", "what's the name of the nursery we picked?", [
        ("2026-09-24T12:00", "looked round Busy Bees in Didsbury, far too big"),
        ("2026-10-01T15:00", "*going with Little Acorns on Barlow Moor Road, they have a place from April"),
        ("2026-10-09T19:00", "Bisi's twins go to Kidsunlimited near her work"),
        ("2026-10-20T11:00", "nursery fees in Manchester are criminal"),
    ], None),
    ("qt020", "2026-11-15T21:00", "what did the dentist say about my wisdom tooth?", [
        ("2026-10-12T20:00", "Kay's check-up was fine, no fillings"),
        ("2026-10-26T09:00", "no sign of Ada's first tooth yet, just drool"),
        ("2026-11-07T14:00", "toothpaste and mouthwash from Superdrug"),
    ], None),
    # ---------- held half (qt021-qt040) ----------
    ("qt021", "2026-09-05T21:00", "what did the midwife suggest for my stitches?", [
        ("2026-08-17T10:00", "Bisi had a section with both twins"),
        ("2026-08-19T15:00", "*midwife said salt baths twice a day and keep up the paracetamol and ibuprofen"),
        ("2026-08-23T12:00", "the pharmacist sold me arnica, no idea if it works"),
        ("2026-08-26T11:00", "*community midwife checked me over, said a cold pad and more water, healing well"),
    ], None),
    ("qt022", "2026-12-01T21:00", "what's new with my aunty?", [
        ("2026-11-02T18:00", "the aunty at church who sells puff-puff gave Ada a bag"),
        ("2026-11-10T20:00", "*Aunty Ronke's had her hip done at Salford Royal, home on Friday"),
        ("2026-11-18T19:00", "Kay's uncle in Enugu sent prayers for the dedication"),
        ("2026-11-27T21:00", "*Aunty Ronke is retiring from the NHS at Christmas after thirty years"),
    ], None),
    ("qt023", "2026-12-12T21:00", "when did I last go shopping in town?", [
        ("2026-11-14T15:00", "Trafford Centre with Bisi, too many people"),
        ("2026-11-28T17:00", "Kay went into town for the Apple Store"),
        ("2026-12-05T16:00", "*Arndale with the pram, Primark for vests and Boots for Calpol"),
        ("2026-12-09T12:00", "online order from Asda arrived missing half"),
    ], None),
    ("qt024", "2026-12-03T21:00", "what's left to sort for Ada's dedication?", [
        ("2026-11-15T20:00", "sent the dedication invites on the family WhatsApp"),
        ("2026-11-20T19:00", "*small chops still to be ordered, and the cake for the reception"),
        ("2026-11-24T18:00", "Bisi's owambe food came from Mama's Kitchen in Moss Side"),
        ("2026-11-29T21:00", "*confirm numbers with Pastor Femi's wife for the hall"),
        ("2026-12-01T12:00", "bought the white lace for her dress"),
    ], None),
    ("qt025", "2027-02-10T21:00", "how have I been feeling about going back to work?", [
        ("2027-01-08T22:00", "*dreading handing Ada over at nursery, I'll sob in the car"),
        ("2027-01-20T19:00", "Priya says everyone on the team is frazzled by the release"),
        ("2027-01-29T21:00", "*actually a bit excited to get back to testing, I miss using my brain"),
        ("2027-02-05T20:00", "Kay is nervous about the new project at the council"),
    ], None),
    ("qt026", "2027-01-12T21:00", "how much did I spend over Christmas?", [
        ("2026-12-14T12:00", "Christmas jumper for Ada from Sainsbury's, £8"),
        ("2026-12-21T15:00", "*turkey and the rice for the jollof from the African shop, £64"),
        ("2026-12-23T13:00", "*last-minute presents at the Arndale, £112"),
        ("2026-12-27T19:00", "Kay paid for the Boxing Day curry on the Curry Mile"),
        ("2026-12-30T11:00", "*sales at Next, pyjamas for the three of us, £45"),
        ("2027-01-09T14:00", "Clarks shoes for Bisi's son as a gift, £30"),
    ], 221),
    ("qt027", "2026-10-15T21:00", "who recommended the mortgage broker?", [
        ("2026-09-02T20:00", "*Abisola put me onto her broker, Daniel at Northwise Mortgages"),
        ("2026-09-09T13:00", "Kay's colleague used an online app for his mortgage"),
        ("2026-09-16T17:00", "broker fee is £495, payable on offer"),
        ("2026-09-30T12:00", "the bank's own adviser was useless"),
    ], None),
    ("qt028", "2026-09-20T21:00", "did we sort out a cot for Ada?", [
        ("2026-07-12T18:00", "looking at second-hand cots on Facebook Marketplace"),
        ("2026-07-25T21:00", "*Kay built the Sniglar from IKEA, one screw left over, it's fine"),
        ("2026-08-30T13:00", "Bisi lent us her Moses basket"),
        ("2026-09-14T03:00", "Ada only sleeps on me, nowhere else"),
    ], None),
    ("qt029", "2026-11-30T21:00", "what's new with Bisi?", [
        ("2026-11-04T18:00", "*Abisola's twins started at nursery, she cried more than they did"),
        ("2026-11-12T20:00", "Bimpe from church had her baby, a boy"),
        ("2026-11-20T19:00", "*Abisola got the research nurse job at the Christie"),
        ("2026-11-25T13:00", "bought Bisi's favourite chin chin from the African shop"),
    ], None),
    ("qt030", "2027-01-18T21:00", "did I decide how I'll get to work when I go back?", [
        ("2026-12-20T19:00", "the Metrolink was down between Firswood and Trafford Bar again"),
        ("2027-01-06T20:00", "*going to get the tram from Chorlton to Deansgate, the bus takes forever"),
        ("2027-01-10T18:00", "Kay cycles to the council offices every day, mad man"),
        ("2027-01-14T08:00", "car insurance renewal letter arrived"),
    ], None),
    ("qt031", "2026-10-28T21:00", "when are Ada's next vaccinations?", [
        ("2026-10-08T10:00", "Ada's 8 week injections done, she screamed then slept for four hours"),
        ("2026-10-15T11:00", "*booked her 12 week jabs for Thursday 5 November at 9:40 at the surgery"),
        ("2026-10-21T16:00", "flu jab for me at Boots"),
        ("2026-10-25T19:00", "Bisi's twins had their MMR"),
    ], None),
    ("qt032", "2026-11-30T21:00", "what did the surveyor find at the Chorlton flat?", [
        ("2026-11-05T12:00", "Bisi's sister's survey found subsidence in Eccles"),
        ("2026-11-19T10:00", "rebooked the valuation for next Tuesday"),
        ("2026-11-26T18:00", "*survey report came: damp in the bathroom wall and the windows need replacing within five years"),
        ("2026-11-27T20:00", "our landlord still hasn't fixed the damp in the current place"),
    ], None),
    ("qt033", "2026-11-16T21:00", "how many nights did Ada sleep through last week?", [
        ("2026-11-07T07:00", "Ada slept 10 till 6, miracle"),
        ("2026-11-10T07:00", "*Ada slept from 11 till 6 without a peep"),
        ("2026-11-11T05:00", "up three times with her, zombie mode"),
        ("2026-11-13T07:30", "*another full night from her, I woke up panicking"),
        ("2026-11-14T04:00", "Bisi's twins were up all night with colds"),
        ("2026-11-16T07:00", "Ada up at four and wouldn't go back down"),
    ], 2),
    ("qt034", "2026-12-10T21:00", "what did the GP say about Ada's rash?", [
        ("2026-11-25T09:00", "red spots on Ada's cheeks, maybe the washing powder"),
        ("2026-11-30T12:00", "*doctor said it's baby acne, leave it alone and it'll clear in a few weeks"),
        ("2026-12-03T17:00", "Kay's got eczema flaring on his hands"),
        ("2026-12-06T11:00", "switched to the non-bio washing liquid"),
    ], None),
    ("qt035", "2026-11-20T21:00", "what did my mum say about coming over?", [
        ("2026-10-30T20:00", "Kay's mum can't travel this year, her knee is bad"),
        ("2026-11-07T21:00", "*Mummy's visa got approved, she lands at Manchester on 2 December"),
        ("2026-11-12T19:00", "mum and baby yoga on Thursday cancelled"),
        ("2026-11-16T22:00", "*Mummy wants to stay until March to help with Ada when I'm back at work"),
    ], None),
    ("qt036", "2026-12-15T21:00", "how much have we paid towards the flat so far?", [
        ("2026-09-26T15:00", "asking price £185,000 for the Chorlton flat, offered £180,000"),
        ("2026-10-01T12:00", "*paid the £500 reservation fee to the estate agent"),
        ("2026-10-22T10:00", "*£310 to Hartley & Co for the searches"),
        ("2026-11-05T14:00", "broker says the repayments will be about £870 a month"),
        ("2026-11-24T18:00", "*survey fee, £450"),
        ("2026-12-02T11:00", "rent for the current place, £950"),
    ], 1260),
    ("qt037", "2026-11-30T21:00", "what did I make of the new pastor?", [
        ("2026-11-01T14:00", "*new associate pastor at Grace Chapel is a breath of fresh air, short sermon and actually funny"),
        ("2026-11-10T20:00", "Bisi's church got a new choir director"),
        ("2026-11-22T14:00", "*Pastor Tobi prayed over Ada after service, really gentle with her"),
        ("2026-11-26T19:00", "Pastor Femi's wife rang about the hall booking"),
    ], None),
    ("qt038", "2026-12-20T21:00", "when did I last see Aunty Ronke?", [
        ("2026-11-01T17:00", "took Ada to Aunty's in Salford for pepper soup"),
        ("2026-11-22T16:00", "*visited Ronke after her hip op, she's already bossing the nurses"),
        ("2026-12-06T12:00", "Aunty Ronke left me a long voice message on WhatsApp about the dedication"),
        ("2026-12-15T19:00", "Kay's aunty in Enugu called on WhatsApp"),
    ], None),
    ("qt039", "2026-11-25T21:00", "what did the bank say about my overdraft?", [
        ("2026-11-03T09:00", "child benefit finally came through"),
        ("2026-11-12T14:00", "statutory maternity pay drops to the lower rate this month"),
        ("2026-11-20T10:00", "Kay moved his savings to a better interest account"),
    ], None),
    ("qt040", "2026-12-10T21:00", "what have I bought for the dedication so far?", [
        ("2026-11-18T22:00", "*ordered the white lace dress for Ada from a lady on Etsy"),
        ("2026-11-26T15:00", "*60 branded mugs with her name and the date as souvenirs"),
        ("2026-12-01T17:00", "*gele and matching purse for me from the shop on Stockport Road"),
        ("2026-12-04T20:00", "still need the cake and the small chops"),
        ("2026-12-06T18:00", "Bisi bought a new agbada for her husband for our party"),
    ], None),
]


if __name__ == "__main__":
    print_cases(CASES, TZ, FILLER, seed=16)
