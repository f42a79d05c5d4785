"""Writes qa-fresh-17.jsonl: 40 Q&A cases (issue 16) in one voice, half asking for a number, weighted to citation recall and
numbers on held-out wording.

Voice: a registered nurse in Halifax, Nova Scotia (America/Halifax) on rotating 12-hour day and night shifts on a
medical unit ("4B") at the Infirmary; her partner Jody works at the port; their son Owen (14) plays U15 hockey; her
sister Colleen lives in Moncton, where their mother has moved into a care home; she is active in her union local (the
steward is Shawna), holds a share in a sailboat (the "Selkie", at Armdale, with Dave and Lorna) and follows a plan to
pay off a Visa card. Canadian English ("toque", "double-double", "Tims", "loonie", "eh", "e-transfer"), amounts in
dollars with one trip to Maine in US$. Questions are worded apart from the notes that answer them: categories against
instances ("groceries" for Sobeys and Superstore, "the boat" for the Selkie, "presents" for things bought for family),
people by relation ("my sister" for Colleen, "my partner" for Jody, "my boss" for the nurse manager), shifts by
paraphrase ("overnight shifts" for nights), and ranges ("in October", "last week", "this year", "since September",
"since the start of November"). Twenty of 40 expect a number (sums per currency, counts of shifts, games, sails,
visits, swims, meetings, hours, a latest balance); two questions have no answering note. Hand-written answer notes
(cited, marked "*") and look-alike distractors (another person's spending or shift, a quote or flyer price, a plan, a
cancelled or missed occurrence, the wrong month), then neutral filler drawn from a pool written for this set, so every
case has 12-30 notes.

The cases are written in the order below, then shuffled once with a fixed seed and numbered qu001-qu040; qu001-qu020 may
be read while tuning, qu021-qu040 are held (totals only). The order was fixed before any scoring.

Run: python3 author_qa_fresh_17.py > qa-fresh-17.jsonl (seeded, so the output is stable).
"""

import random

from qa_author import print_cases

TZ = "America/Halifax"

FILLER = [
    "harbour fog so dense the bridge vanished",
    "the Dartmouth ferry horn going every few minutes in the murk",
    "a cruise ship big as an apartment block parked at Pier 21",
    "seals hauled out on the rocks near Point Pleasant",
    "snowbanks on Robie Street taller than Owen",
    "the noon gun on Citadel Hill made a tourist drop his ice cream",
    "wind off the Atlantic took the recycling bin halfway down the block",
    "ducks have returned to the Public Gardens pond",
    "freezing drizzle turned the driveway into a rink overnight",
    "the Macdonald bridge closed to cyclists again for repairs",
    "lobster boats heading out of Eastern Passage at dawn",
    "the crows on the hospital roof were holding a town hall",
    "power flickered twice during the gale, clocks all blinking",
    "the harbourfront boardwalk smelled of fried clams and diesel",
    "a bald eagle circling over the Northwest Arm",
    "salt stains on every pair of boots in the porch",
    "the street plow buried our driveway mouth again",
    "maple leaves gone scarlet along the Bedford Highway",
    "the library on Spring Garden has a new reading garden",
    "school buses running late, black ice on the hills",
    "somebody left a box of free zucchini at the corner",
    "the Halifax Commons ball fields flooded after the downpour",
    "hurricane warning announced, then it veered out to sea",
    "the fishing wharf in Herring Cove was buzzing with gulls",
    "a moose crossing sign somebody had decorated with a Santa hat",
    "the sky over the basin went orange and purple at supper",
    "neighbour's dog barked at the snowblower for an hour",
    "the farmers market at the Seaport had a fiddler by the doors",
    "foghorn moaning off the point till dawn",
    "the Quinpool Road lights are out of sync again",
    "icicles hanging off the eaves like teeth",
    "a tanker anchored in the Bedford Basin lit up like a city",
    "a pileated woodpecker hammering the old maple out back",
    "frost inside the car window, scraped with a loonie",
    "the Waverley Road potholes have swallowed another hubcap",
    "kids sledding down the hill behind the Citadel",
    "the Oval is open for skating, lights and music",
    "wild blueberries at the roadside stand near Windsor",
    "two cruise ships in at once, downtown was wall to wall",
    "a raccoon wedged in the green bin, took him ages to get out",
    "the Angus L. had a line of trucks backed up to the rotary",
    "tide way out at Rainbow Haven, sand for miles",
    "leaf blowers going on every lawn on the street",
    "Young Street bus shelter got smashed again",
    "first snow of the year, tiny flakes, didn't stick",
    "church bells from St. Mary's drifting over downtown",
    "rain sideways off the water, umbrella flipped inside out",
    "the maple syrup at the market went up two bucks a bottle",
    "thunder rumbling over Dartmouth but no rain here",
    "harbour full of sailboats for the regatta",
    "sun dogs either side of the sun on a cold morning",
    "the Sackville rink parking lot is a mud pit",
    "a Christmas tree lot popped up at the Canadian Tire",
    "moon rising huge, orange, above McNabs Island",
    "the Hydrostone shops put out their pumpkins",
    "geese flying south over the house in a long wobbly V",
    "the gas station on Windmill Road has new pumps",
    "mist hanging in the valley off the 102 on the drive in",
    "hoarfrost on every branch along the Chain of Lakes trail",
    "a pod of porpoises just past the pier's tip",
]


# Each case: question key, now, question, notes [(created_at, text)], number; ids are given after the shuffle.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
CASES = [
    # ---------- numbers ----------
    ("card-october", "2026-11-03T20:00", "how much did I throw at the credit card in October?", [
        ("2026-09-28T21:00", "sent $300 to the Visa, balance finally under seven grand"),
        ("2026-10-02T21:00", "*payday, $450 went straight onto the Visa"),
        ("2026-10-09T18:00", "Jody paid off his Canadian Tire card, $180"),
        ("2026-10-16T22:00", "*extra $200 to the card out of the overtime cheque"),
        ("2026-10-20T19:30", "Visa statement says $6,410 owing, ugh"),
        ("2026-10-30T21:30", "*another $450 to the Visa, right on track with the payoff spreadsheet"),
        ("2026-11-01T15:00", "$120 on the card for Owen's team jacket"),
    ], 1100),
    ("nights-november", "2026-12-01T10:00", "how many overnight shifts did I do in November?", [
        ("2026-10-30T07:30", "night shift done, four admissions, my feet are toast"),
        ("2026-11-05T07:40", "*finished a night on 4B, lost a patient around 3am, heavy one"),
        ("2026-11-06T07:45", "*second night in a row, quieter, ate a whole bag of ketchup chips at 4am"),
        ("2026-11-14T19:00", "Jody's working nights down at the port all week"),
        ("2026-11-17T07:30", "*nights again, my first go as charge nurse and I survived"),
        ("2026-11-21T18:00", "swapped my Sunday night with Priya so I can get to Owen's tournament"),
        ("2026-11-26T07:35", "*last night of the rotation, drove home windows open to stay awake"),
        ("2026-11-28T08:00", "day shift tomorrow, then four off"),
    ], 4),
    ("games-month", "2026-11-29T21:00", "how many of my son's games have I made it to this month?", [
        ("2026-10-25T14:00", "Owen's game at the Dartmouth Sportsplex, they won 5-2"),
        ("2026-11-07T13:00", "*watched Owen's game in Bedford, he got an assist, so proud"),
        ("2026-11-12T20:30", "missed Owen's game, stuck on the unit till eight"),
        ("2026-11-15T12:00", "*Owen's team lost 3-1 in Cole Harbour, froze in the stands with my double-double"),
        ("2026-11-20T20:00", "Jody took Owen to practice"),
        ("2026-11-22T16:00", "*cheered myself hoarse at the Truro rink, Owen's line scored twice"),
        ("2026-11-28T11:00", "Owen plays tomorrow at 9, need to find my toque"),
    ], 3),
    ("hockey-cost", "2026-12-15T21:00", "what has hockey cost us since September?", [
        ("2026-08-28T19:00", "paid off the balance for Owen's summer hockey camp, $240"),
        ("2026-09-04T20:00", "*U15 registration fees for Owen, $685"),
        ("2026-09-19T16:00", "*new skates for Owen at Sport Chek, $329.99"),
        ("2026-10-10T11:00", "*skate sharpening punch card for Owen's hockey, $60"),
        ("2026-10-24T18:00", "Priya's daughter's figure skating runs $900 a year, yikes"),
        ("2026-11-21T21:00", "*hotel in Truro for Owen's hockey tournament, $189"),
        ("2026-12-03T21:00", "Visa payment $450"),
    ], 1263.99),
    ("boat-year", "2026-09-20T21:00", "how much has the boat cost me this year?", [
        ("2026-05-10T17:00", "*Selkie haul-out and bottom paint, my portion $410"),
        ("2026-06-14T15:00", "*new jib sheets for the Selkie split four ways, my part $55.50"),
        ("2026-07-02T12:00", "*mooring fee at Armdale, my quarter came to $312"),
        ("2026-07-20T18:00", "Dave bought a new outboard with his own money, $2,800"),
        ("2026-08-15T20:00", "*fuel and ice for the sail to Chester, $38.25"),
        ("2026-09-12T10:00", "quote for new sails came in at $6,000, nope"),
    ], 815.75),
    ("sails-august", "2026-09-02T20:00", "how many times did I get out on the water in August?", [
        ("2026-07-30T21:00", "sailed the Selkie out past McNabs, perfect breeze"),
        ("2026-08-04T19:00", "*took the boat out with Jody on my day off, flat calm, motored home"),
        ("2026-08-11T17:00", "rain cancelled the Tuesday sail"),
        ("2026-08-15T21:00", "*sail to Chester with Dave and Lorna, ten hours, sunburnt"),
        ("2026-08-26T22:00", "*Wednesday night race on the Selkie, finished second last and still grinning"),
        ("2026-08-27T18:00", "Owen went kayaking with his buddies at Chocolate Lake"),
        ("2026-08-31T20:00", "booked the Selkie for Labour Day weekend"),
    ], 3),
    ("coffee-last-week", "2026-10-12T20:00", "what did I spend on coffee last week?", [
        ("2026-10-02T07:00", "double-double at Tims heading into work, $2.45"),
        ("2026-10-06T06:40", "*double-double and a honey dip at Tims, $4.18"),
        ("2026-10-07T19:10", "*Tims before the night shift, large double-double $2.45"),
        ("2026-10-08T10:00", "Jody bought a new coffee maker, $89"),
        ("2026-10-09T06:45", "*coffee run for the whole unit, $31.60 on me"),
        ("2026-10-12T07:00", "iced capp at Tims, $4.29"),
    ], 38.23),
    ("sister-trips", "2026-12-20T20:00", "how many trips to see my sister have I made this year?", [
        ("2026-03-14T21:00", "*drove up to Colleen's in Moncton, three hours with a stop at Masstown"),
        ("2026-06-20T22:00", "*weekend in Moncton at my sister's, we went to Magnetic Hill like kids"),
        ("2026-08-09T18:00", "Colleen came down to Halifax for the weekend"),
        ("2026-10-03T20:00", "*up to Moncton to help Colleen move Mom into the home"),
        ("2026-11-15T21:00", "called Colleen, she sounds worn out"),
        ("2026-12-18T20:00", "planning to go to Moncton for New Year's"),
    ], 3),
    ("overtime-hours", "2026-11-30T20:00", "how many hours of overtime did I do this month?", [
        ("2026-10-29T21:30", "held over 2 hours, October is done thank god"),
        ("2026-11-04T21:15", "*stayed 2 hours past my shift, code in room 12"),
        ("2026-11-14T17:00", "*picked up a 4-hour overtime block Saturday morning"),
        ("2026-11-19T13:00", "Jody did 10 hours of overtime at the port this week"),
        ("2026-11-24T22:00", "*held over 3 hours, no relief nurse showed"),
    ], 9),
    ("maine-usd", "2026-08-10T20:00", "how much US money did we go through in Bar Harbor?", [
        ("2026-08-03T09:00", "CAT ferry out of Yarmouth, CA$412 for all three plus the car"),
        ("2026-08-03T14:00", "*lobster roll lunch in Bar Harbor, US$64"),
        ("2026-08-04T10:00", "*Acadia park pass, US$35"),
        ("2026-08-04T19:00", "*whale watch tickets, US$189 for all three"),
        ("2026-08-05T11:00", "Jody bought a hoodie on Main Street, US$48"),
        ("2026-08-05T16:00", "*gassed up in Ellsworth, US$52.30"),
    ], 340.3),
    ("extra-shifts", "2026-12-10T20:00", "how many extra shifts did I pick up since the start of November?", [
        ("2026-10-24T19:00", "took an extra night on 4B, they were desperate"),
        ("2026-11-03T20:00", "*picked up an extra day on 6A, they were short three nurses"),
        ("2026-11-13T19:00", "*said yes to another extra night, the Visa needs it"),
        ("2026-11-22T10:00", "turned down the extra shift on Sunday, too tired"),
        ("2026-11-25T20:00", "Priya picked up three extras this week"),
        ("2026-12-05T20:00", "*grabbed an extra Saturday day shift at double time"),
    ], 3),
    ("swims-january", "2027-01-31T20:00", "how many times did I swim this month?", [
        ("2026-12-28T12:00", "lane swim at the Canada Games Centre, shoulder stiff"),
        ("2027-01-06T11:00", "*swam 40 lengths, Canada Games Centre pool, felt amazing"),
        ("2027-01-13T15:00", "*lane swim at Centennial pool before my night shift"),
        ("2027-01-17T10:00", "skipped the pool, freezing rain"),
        ("2027-01-21T14:00", "Owen's swim lesson got moved to Thursdays"),
        ("2027-01-27T12:00", "*swam 30 lengths, the shoulder held up fine"),
    ], 3),
    ("groceries-october", "2026-11-15T20:00", "what did I spend on groceries in October?", [
        ("2026-09-27T17:00", "Sobeys run, $121.40"),
        ("2026-10-04T16:00", "*Sobeys run for the week, $143.27"),
        ("2026-10-11T18:00", "*Superstore, $88.10, mostly for Owen's lunches"),
        ("2026-10-18T15:00", "Jody did the Costco run, $210"),
        ("2026-10-22T12:00", "Sobeys flyer has turkey at $1.49 a pound"),
        ("2026-10-25T13:00", "*Pete's Frootique for the fancy cheese and bread, $26.40"),
    ], 257.77),
    ("colleen-paid-back", "2026-12-05T20:00", "how much has my sister paid me back?", [
        ("2026-10-12T19:00", "*Colleen e-transferred $150 for her half of Mom's birthday dinner"),
        ("2026-10-28T20:00", "sent Colleen $60 for gas after the move"),
        ("2026-11-09T18:00", "*got $75 back from Colleen for the Symphony tickets"),
        ("2026-11-30T21:00", "Colleen says she'll pay the rest at Christmas"),
    ], 225),
    ("union-meetings", "2026-12-07T21:00", "how many union meetings did I get to this fall?", [
        ("2026-09-15T21:30", "*local meeting at the union hall, talked staffing ratios"),
        ("2026-10-06T22:00", "*general membership meeting of the local, voted on the strike mandate"),
        ("2026-10-20T20:00", "missed the union meeting, on nights"),
        ("2026-11-05T19:00", "Jody's union is in bargaining too"),
        ("2026-11-17T22:00", "*executive meeting of the local ran till ten, Shawna chaired"),
    ], 3),
    ("days-last-week", "2026-10-26T20:00", "how many day shifts did I work last week?", [
        ("2026-10-16T19:40", "12-hour day on 4B, my legs are gone"),
        ("2026-10-20T19:45", "*12-hour day on 4B, three discharges and a fall"),
        ("2026-10-21T19:50", "*another long day shift, charting till 8"),
        ("2026-10-23T07:30", "night shift done, sun was coming up over the basin"),
        ("2026-10-24T19:40", "*day shift on the unit, short two nurses, didn't pee once"),
        ("2026-10-25T09:00", "Jody's on days all week"),
    ], 3),
    ("christmas-presents", "2026-12-27T20:00", "how much did I spend on presents for the family this Christmas?", [
        ("2026-12-02T19:00", "*got Owen the Oilers jersey he wanted, $174.99"),
        ("2026-12-05T15:00", "*wool toque and mitts for Colleen from the craft fair, $45"),
        ("2026-12-08T20:00", "Colleen spent $300 on Owen, way too much"),
        ("2026-12-12T18:00", "*Jody's new ice auger from Canadian Tire, $139"),
        ("2026-12-15T21:00", "$25 Secret Santa limit for the unit party"),
        ("2026-12-19T16:00", "anniversary supper at the Bicycle Thief, $142"),
    ], 358.99),
    ("parking-october", "2026-10-31T20:00", "how much have I spent on parking at the hospital this month?", [
        ("2026-09-29T07:00", "topped up the hospital parking card, $40"),
        ("2026-10-05T06:50", "*topped up the parking card at the Infirmary, $40"),
        ("2026-10-14T21:00", "Jody got a parking ticket downtown, $35"),
        ("2026-10-21T06:55", "*another $40 on the Infirmary parking card"),
        ("2026-10-27T18:00", "*paid $12 at the meter outside emerg when I came in for a meeting"),
    ], 92),
    ("talk-sister", "2026-12-03T20:00", "how many times did I talk to my sister last month?", [
        ("2026-10-30T21:00", "long call with Colleen about Mom's meds"),
        ("2026-11-04T21:00", "*called Colleen, Mom's settling in OK"),
        ("2026-11-12T20:30", "*FaceTimed my sister, her kitchen reno is a disaster"),
        ("2026-11-18T19:00", "Colleen was at the home with Mom all afternoon"),
        ("2026-11-26T21:30", "*phoned Colleen about Christmas plans, we're doing it in Moncton"),
        ("2026-11-29T10:00", "need to call Colleen back"),
    ], 3),
    ("card-balance", "2026-12-12T20:00", "what's the balance on the Visa now?", [
        ("2026-09-30T20:00", "Visa statement came, $6,880 owing"),
        ("2026-10-20T19:30", "statement balance $6,410 on the Visa"),
        ("2026-11-20T19:00", "Jody's Mastercard is at $1,900"),
        ("2026-12-10T20:00", "*new Visa statement, down to $5,210, getting there"),
    ], 5210),
    # ---------- other kinds ----------
    ("who-priya", "2026-12-01T20:00", "who's Priya?", [
        ("2026-10-14T20:00", "*Priya is the charge nurse on 4B, covered my break when the family kicked off"),
        ("2026-11-08T19:00", "Priyanka from pharmacy sorted the IV antibiotics mess"),
        ("2026-11-20T20:00", "*Priya's moving to the ICU in January, gutted"),
        ("2026-11-24T21:00", "pride parade photos from the summer popped up on my phone"),
    ], None),
    ("boat-decision", "2026-11-10T20:00", "what did we settle on about the boat for next year?", [
        ("2026-09-22T21:00", "thinking of dropping out of the Selkie share, money's tight with the Visa plan"),
        ("2026-10-18T20:00", "Dave decided to sell his kayak"),
        ("2026-11-02T21:00", "*decided: staying in on the Selkie but going down to a half-share with Lorna"),
        ("2026-11-06T19:00", "Lorna's talking about a bigger boat someday"),
    ], None),
    ("tournament-todo", "2027-01-20T20:00", "what still needs doing before the Sydney tournament?", [
        ("2027-01-05T21:00", "*still have to book a hotel in Sydney for Owen's tournament weekend"),
        ("2027-01-09T19:00", "the Truro hotel got booked back in November, that was easy"),
        ("2027-01-12T20:00", "*Owen's skates have to be sharpened before we drive up to Cape Breton"),
        ("2027-01-15T21:00", "*must get the $50 tournament deposit to the team manager"),
        ("2027-01-17T18:00", "Sydney, Priya's niece, started on our unit as a student"),
    ], None),
    ("nights-feelings", "2026-12-08T20:00", "how have I been feeling about working nights?", [
        ("2026-10-10T14:00", "*nights are wrecking me, can't sleep past noon"),
        ("2026-10-30T09:00", "*actually loved the quiet of last night's shift, the team clicked"),
        ("2026-11-15T20:00", "Jody says he feels rough on nights too"),
        ("2026-11-25T18:00", "*dreading another stretch of nights, dark by 4:30 now"),
        ("2026-12-02T21:00", "bought blackout curtains for Owen's room"),
    ], None),
    ("waiting", "2026-11-28T20:00", "what am I still waiting to hear about?", [
        ("2026-10-21T20:00", "*grievance on the missed breaks went in, Shawna says the employer has 30 days to answer"),
        ("2026-10-30T19:00", "heard back about the parking pass, approved"),
        ("2026-11-06T21:00", "*applied for a balance transfer with the credit union, no answer yet"),
        ("2026-11-16T20:00", "Owen's still hoping to hear he made the AAA team"),
    ], None),
    ("last-saw-sister", "2026-11-22T20:00", "when did I last see my sister?", [
        ("2026-10-03T20:00", "up to Moncton to get Mom's room set up with Colleen"),
        ("2026-11-08T21:00", "*Colleen stopped in for supper on her way through to the airport"),
        ("2026-11-15T21:00", "Colleen called Sunday, long chat"),
        ("2026-11-19T20:00", "Jody's sister had her baby"),
    ], None),
    ("union-rep-overtime", "2026-12-14T20:00", "what did the union rep say about my overtime complaint?", [
        ("2026-10-22T20:00", "*Shawna from the local says hold-over hours have to be paid at double time, file it as a grievance"),
        ("2026-11-12T19:00", "union newsletter says bargaining resumes in March"),
        ("2026-12-03T20:00", "*Shawna called: the employer wants to settle at time and a half, she says hold out"),
        ("2026-12-09T19:00", "Jody's steward at the port retired"),
    ], None),
    ("gate-code", "2026-09-10T20:00", "what's the combination for the marina gate?", [
        ("2026-06-02T20:00", "*Armdale gate code changed to 4417#"),
        ("2026-07-11T19:00", "bike lock combination is the same as my locker"),
        ("2026-08-20T18:00", "Lorna's garage keypad is her birthday backwards"),
    ], None),
    ("physio-shoulder", "2026-12-20T20:00", "what did the physio tell me about my shoulder?", [
        ("2026-11-20T16:00", "*physio says rotator cuff strain from lifting patients, no reaching overhead for six weeks"),
        ("2026-11-20T16:10", "*band exercises morning and night, ice after every shift"),
        ("2026-12-01T19:00", "Jody's knee physio got moved to Friday"),
        ("2026-12-10T21:00", "shoulder sore after a heavy night, lots of turns"),
    ], None),
    ("partner", "2026-12-10T20:00", "how's my partner been lately?", [
        ("2026-11-12T21:00", "*Jody's been low since his dad's stroke, sleeping a lot"),
        ("2026-11-20T20:00", "Priya's partner got a job in Calgary"),
        ("2026-12-01T19:00", "*Jody is back on days at the port and so much happier"),
        ("2026-12-06T20:00", "Owen's grumpy, lost his phone charger again"),
    ], None),
    ("curfew", "2026-10-15T20:00", "what did Jody and I agree on for our son's curfew?", [
        ("2026-09-25T21:00", "Owen argued his buddies get to stay out till midnight"),
        ("2026-10-01T21:00", "*agreed with Jody: Owen home by 10 on school nights and 11:30 on weekends"),
        ("2026-10-08T20:00", "Colleen's twins have no curfew at all, apparently"),
    ], None),
    ("dentist-nothing", "2026-11-25T20:00", "what did the dentist say about my crown?", [
        ("2026-10-29T20:00", "Owen's mouthguard cracked at practice"),
        ("2026-11-10T19:00", "Jody's cleaning got booked for the 2nd"),
        ("2026-11-18T20:00", "the Crown and Anchor pub on Barrington closed for good"),
    ], None),
    ("wifi-nothing", "2026-12-22T20:00", "what's the wifi password at Colleen's place?", [
        ("2026-10-04T20:00", "Colleen's new address in Moncton is 58 Mountain Rd"),
        ("2026-11-14T20:00", "reset the router at home, new password on the fridge"),
        ("2026-12-12T19:00", "Colleen wants us there by the 24th"),
    ], None),
    ("promise-charge", "2026-12-16T20:00", "what did I promise the charge nurse?", [
        ("2026-12-02T20:00", "*told Priya I'd take her Christmas Eve night if she covers New Year's Day"),
        ("2026-12-09T19:00", "Priya promised to bring donairs for the night crew"),
        ("2026-12-12T21:00", "promised Owen a skate on the Oval this weekend"),
    ], None),
    ("sister-mom", "2026-12-05T20:00", "what's my sister told me about Mom?", [
        ("2026-10-15T20:00", "*Colleen says Mom's settling in at the home but keeps asking for her own kettle"),
        ("2026-11-10T20:00", "Jody's mom sent an early Christmas card"),
        ("2026-11-27T21:00", "*Colleen called: Mom had a fall, no fracture, just bruised and cranky"),
        ("2026-12-01T19:00", "Colleen's kitchen reno is finally done"),
    ], None),
    ("jody-birthday", "2027-01-10T20:00", "any ideas for what to get Jody for his birthday?", [
        ("2026-11-22T20:00", "*Jody keeps looking at the heated Carhartt jacket at Mark's"),
        ("2026-12-11T19:00", "Owen wants a new stick for his birthday"),
        ("2026-12-28T20:00", "*Jody would love tickets to a Mooseheads game, front row"),
        ("2027-01-04T19:00", "Jody's birthday is the 2nd of February"),
    ], None),
    ("next-game", "2026-11-26T20:00", "when does Owen play next?", [
        ("2026-11-21T20:00", "Owen's game last Saturday was a blowout"),
        ("2026-11-24T21:00", "*Owen's next game is Saturday 9am at the BMO Centre"),
        ("2026-11-25T19:00", "practice moved to Thursday at the Sackville rink"),
    ], None),
    ("last-sail", "2026-11-20T20:00", "when did I last take the boat out?", [
        ("2026-09-27T19:00", "sailed to McNabs with Lorna, sweater weather"),
        ("2026-10-11T18:00", "*last sail of the season on the Selkie, cold hands and a perfect sunset"),
        ("2026-10-24T17:00", "hauled the Selkie out for winter, shrink wrap next week"),
        ("2026-11-08T19:00", "Dave took his kayak out in a wetsuit, madman"),
    ], None),
    ("payoff-plan", "2026-12-01T20:00", "what's my plan for clearing the credit card?", [
        ("2026-08-30T21:00", "*Visa payoff plan: $450 every payday, no new spending on it, clear by next August"),
        ("2026-09-10T20:00", "Jody's paying his truck loan off early"),
        ("2026-10-16T21:00", "*any overtime money goes to the card too, and after the Visa, tackle the line of credit"),
        ("2026-11-05T20:00", "card for Owen's coach, everyone signed it"),
    ], None),
    ("boss-feedback", "2026-11-30T20:00", "what feedback did I get from my boss?", [
        ("2026-11-10T17:00", "*Tracey said my charting is excellent but I need to delegate more"),
        ("2026-11-10T17:10", "*Tracey wants me to take the preceptor course in the spring"),
        ("2026-11-18T20:00", "Jody's boss gave him a gift card for the safety record"),
        ("2026-11-24T21:00", "my evaluation form for the student is due Friday"),
    ], None),
]


def numbered(cases, seed):
    """Shuffle once with a fixed seed, then number: the read and held halves are fixed by this, before any scoring."""
    order = list(cases)
    random.Random(seed).shuffle(order)
    return [(f"qu{i:03d}", now, question, notes, number) for i, (_, now, question, notes, number) in enumerate(order, 1)]


if __name__ == "__main__":
    print_cases(numbered(CASES, seed=1717), TZ, FILLER, seed=17, sizes=(12, 30))
