"""Writes qa-fresh-27.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a secondary-school science teacher in Brisbane (Australia/Brisbane), Jo Harland, who teaches junior science and
senior chemistry at a state high school in Ashgrove and coaches the school's netball team on Tuesday arvos and Saturday
mornings. She and her wife Priya (a nurse) bought an old Queenslander in Wilston on 27 March 2026 and are renovating it
themselves (restumping, a sparky, sanding the hoop pine floors, the verandah, the kitchen), with three chooks out the back,
Dave next door, her sister Kirsty up in Caboolture, her mum and dad in Toowoomba, the head of science (Deb), the principal
(Helen Marsh), the lab tech (Wayne). Australian English ("arvo", "servo", "Maccas", "brekkie", "reckon", "bottle-o",
"sparky", "chooks", "packed it in", "my shout"), paid in Australian dollars ("$69.80") and once in New Zealand dollars
("NZ$", "NZD") on a trip to Queenstown in the July school holidays (winter there and here: June to August).
Number questions (20): sums per currency over ranges (groceries last month, petrol last month, eating out last week,
alcohol in December, electricity this year, NZ dollars in Queenstown, the reno since the house was bought, told by its
parts, the chooks so far, her own money on the netball team), money made tutoring last month, what her sister still owes,
the mortgage repayment now (the latest figure), hours sanding the floors, counts (netball wins in June, Maccas last month,
the physio since she rolled her ankle, Bunnings in August, the hot water system failing this winter, sick days this year),
days the restumping took.
Other questions (20): feelings over time (her own about a Year 9 class; her wife's about the renovation), decisions (the
kitchen benchtops, told by the order; the acting head of department job, told by a yes), a person by name and by role
(who is Wayne; the principal), open items (the verandah; before the netball carnival), waiting, when next (the grand
final), when last (the gutters), a list in a month (the house in October), people met on a trip, a physio's advice, a
promise, a recommendation, why someone quit, where something was left, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending or act, prices quoted,
plans, money coming in beside going out, other ranges and currencies), then neutral filler written for this set: 12-35
notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qE001-qE020, may be
read while tuning), the rest to the held half (qE021-qE040: totals only).

Run: python3 author_qa_fresh_27.py > qa-fresh-27.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Australia/Brisbane"

FILLER = [
    "a brush turkey has moved into the garden bed and is raking up all the mulch",
    "the jacarandas along our street have gone purple overnight",
    "possums thundering across the tin roof at 2am",
    "humid enough this arvo to wring out my shirt",
    "a storm came over the range at four, pea-sized hail",
    "the girls practised centre passes until the light went",
    "Priya fell asleep on the couch in her scrubs again",
    "the ibis at school have learned to open the bins, bin chickens indeed",
    "mango season, the whole kitchen smells like it",
    "cicadas so loud at lunch duty I could not hear the kids",
    "the bus to school broke down on Waterworks Road, walked the last bit",
    "the Year 7s asked if the Bunsen burner could cook a sausage",
    "the Brisbane River was brown and fast after days of rain",
    "a green tree frog lives in the downpipe now, we call him Kev",
    "fog lying in the valley at dawn like milk",
    "staff meeting ran over by forty minutes, nobody knew why",
    "the lorikeets screaming in the poinciana at sunrise",
    "swept about a kilo of sawdust out from under the house",
    "Priya is on night shifts all week, the house feels empty",
    "a huntsman as big as a saucer above the laundry tub",
    "the sprinkler next door has been on since seven",
    "watched the sunset from the verandah with a cuppa",
    "marked pracs in the kitchen until my eyes crossed",
    "the chooks went to bed early, they know something",
    "Mum rang to tell me about her new hip exercises for twenty minutes",
    "the ceiling fan in the bedroom wobbles like it wants to fly off",
    "rain drumming on corrugated iron, best sound in the world",
    "somebody parked across our driveway again",
    "the Ekka smell of strawberry sundaes drifting over from Bowen Hills",
    "the neighbourhood cat spent the arvo on our side fence eyeing the chooks",
    "the lab smelled of burnt sugar after the Year 10 combustion lesson",
    "forgot my lanyard and had to sign in at the front office like a visitor",
    "winter here means jeans and a jumper for about nine days",
    "the girls' bus was forty minutes late back from the away game",
    "sat in traffic on Kelvin Grove Road listening to a podcast about octopuses",
    "a kookaburra laughing from the wires outside the staffroom",
    "Kirsty sent me fifty puppy photos, no exaggeration",
    "dust everywhere, I found sawdust in my lunchbox",
    "the smell of the fig tree after rain",
    "Priya planted basil in old paint tins on the back stairs",
    "a thunderstorm knocked the power out for thirty minutes, marked by torchlight",
    "the Year 12s were half asleep in first period",
    "bats streaming across the sky at dusk toward the river",
    "my car smells like oranges and netball shoes",
    "Dad sent a photo of frost on his ute in Toowoomba",
    "the gecko in the bathroom chirped all through my shower",
    "finally found the box with the kettle in it",
    "the lab's old periodic table still has no element past 109",
    "a cool change came through and everyone on the street opened their windows",
    "walked around the block after dinner, frangipanis everywhere",
    "a magpie swooped me twice near the bus stop, zip ties on the helmet next spring",
    "the hoop pine under the lino is the colour of honey",
    "woke at five to birds and lay there wide awake",
    "the staffroom fridge is a biohazard, someone write a risk assessment",
    "a car alarm wailed up our street for an hour",
    "Priya sings along to the radio while she paints, badly",
    "lost a whole arvo to the printer at school",
    "the afternoon sun hits the back deck like a furnace",
]

SETTLED = ("2026-03-27T16:00", "settlement went through, the old Queenslander in Wilston is ours, keys in hand")
ANKLE = ("2026-05-23T10:30", "rolled my ankle showing the girls a pivot at netball, what an idiot")

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("groceries-last-month", "2026-09-03T16:00", "how much did I spend on groceries last month?", [
        ("2026-07-30T17:00", "Woolies in Newmarket, $88.40 of fruit, bread and milk"),
        ("2026-08-04T16:30", "*Coles big shop, $164.70, the trolley had a wonky wheel"),
        ("2026-08-09T11:00", "Priya did the Aldi run on her card, $71"),
        ("2026-08-15T10:00", "*Aldi, $58.35, mostly tins and frozen veg"),
        ("2026-08-20T17:00", "avocados are $3.50 each at Woolies, highway robbery"),
        ("2026-08-27T18:00", "*Woolies after netball, $42.15 for brekkie stuff and lunches"),
        ("2026-09-01T17:00", "Coles, $97.60 for the week"),
    ], 265.20),
    ("petrol-last-month", "2026-11-04T16:00", "how much did I spend on petrol last month?", [
        ("2026-09-29T07:00", "filled the Mazda at the Ampol on Enoggera Road, $74.30"),
        ("2026-10-06T07:10", "*servo before school, petrol, $69.80"),
        ("2026-10-11T12:00", "Priya filled the ute, $118 on her card"),
        ("2026-10-18T09:00", "*BP at Windsor, $71.25, unleaded has gone up again"),
        ("2026-10-22T17:00", "petrol hit $2.09 a litre at the Shell, daylight robbery"),
        ("2026-10-29T17:30", "*tank on empty after the away game, 7-Eleven in Redcliffe, $66"),
        ("2026-11-02T07:15", "servo brekkie, a sausage roll and a flat white, $9.50"),
    ], 207.05),
    ("queenstown-nzd", "2026-07-20T16:00", "how much did we spend in NZ dollars in Queenstown?", [
        ("2026-06-10T20:00", "flights to Queenstown booked, $1,240 for us both"),
        ("2026-06-29T15:00", "*the Skyline gondola and the luge, NZ$196 for two"),
        ("2026-06-30T09:00", "*lift passes at Coronet Peak, NZD 318"),
        ("2026-07-01T13:00", "Priya's cousin in Arrowtown shouted us lunch, legend"),
        ("2026-07-01T20:00", "*Fergburger, worth the queue, NZ$47.50"),
        ("2026-07-02T10:00", "*the Airbnb in Frankton, four nights, NZD 880"),
        ("2026-07-03T15:00", "a merino jumper in a shop window for NZ$390, walked on by"),
        ("2026-07-05T22:00", "parking at Brisbane airport when we got home, $96"),
    ], 1441.50),
    ("reno-since-bought", "2026-09-15T16:00", "how much have we spent on the reno since we bought the house?", [
        ("2026-03-12T16:00", "paid the building inspector $650 before we signed"),
        SETTLED,
        ("2026-04-22T16:00", "*deposit to the restumpers, $4,500"),
        ("2026-05-02T16:00", "a builder quoted $38,000 to do the kitchen, we laughed"),
        ("2026-05-30T14:00", "*Bunnings, sandpaper, wood filler and a drop saw for the reno, $412.60"),
        ("2026-06-14T16:00", "*the sparky rewired the front rooms, $2,180"),
        ("2026-07-20T16:00", "Dave next door spent $60k on his extension, mad"),
        ("2026-08-08T09:00", "*hired a floor sander for the weekend, $245"),
        ("2026-08-30T16:00", "Priya's mum sent $500 toward the reno, she insisted"),
    ], 7337.60),
    ("eating-out-last-week", "2026-05-18T16:00", "how much did I spend eating out last week?", [
        ("2026-05-09T19:00", "pad thai from the place on Kedron Park Road, $19"),
        ("2026-05-11T07:00", "*Maccas brekkie before bus duty, $11.40"),
        ("2026-05-13T18:30", "*fish and chips down at Sandgate with Priya, $38.50"),
        ("2026-05-14T16:30", "the netball parents shouted me a coffee at training"),
        ("2026-05-16T20:00", "*Vietnamese in West End for Priya's birthday dinner, $86"),
        ("2026-05-16T10:00", "Woolies, $54.20, snacks for the away game"),
        ("2026-05-18T08:00", "brekkie at the cafe on Newmarket Road, $24"),
    ], 135.90),
    ("alcohol-december", "2027-01-08T16:00", "how much did I spend on alcohol in December?", [
        ("2026-11-27T16:00", "Dan Murphy's, two bottles of bubbles for the staff do, $44"),
        ("2026-12-04T16:00", "*bottle-o, a slab of XXXX Gold for the working bee, $56"),
        ("2026-12-19T16:00", "*Dan Murphy's for Christmas, wine plus a Bundy, $138.90"),
        ("2026-12-22T16:00", "Dad turned up with a carton of his homebrew, bless him"),
        ("2026-12-30T16:00", "*champagne for New Year's at the BWS, $34.99"),
        ("2027-01-03T16:00", "Priya reckons we do Dry January, we'll see"),
    ], 229.89),
    ("electricity-this-year", "2026-12-10T16:00", "how much have we paid for electricity this year?", [
        ("2025-11-20T16:00", "Origin bill, $402"),
        ("2026-02-18T16:00", "*power bill paid, $468.20, the aircon's been flat out"),
        ("2026-05-20T16:00", "*electricity bill, $311.45"),
        ("2026-07-01T16:00", "a solar bloke quoted $7,900 for panels on the back roof"),
        ("2026-08-19T16:00", "*Origin, $289.70, the winter quarter"),
        ("2026-11-18T16:00", "*paid the power, $356.10"),
        ("2026-11-25T16:00", "Kirsty's power bill was $700, she has a pool"),
    ], 1425.45),
    ("chooks-so-far", "2026-10-20T16:00", "how much have the chooks cost us so far?", [
        ("2026-06-06T11:00", "*picked up three point-of-lay chooks from a lady in Samford, $90"),
        ("2026-06-07T11:00", "*a coop off Marketplace, $220, Priya drove the ute"),
        ("2026-06-20T16:00", "Dave lost two of his chooks to a carpet python, poor things"),
        ("2026-07-11T11:00", "*layer pellets and straw for the chooks, $47.80"),
        ("2026-08-02T16:00", "sold a dozen eggs to Dave for $6"),
        ("2026-09-12T16:00", "*vet for Pickles, the brown chook, a crop problem, $135"),
        ("2026-10-01T16:00", "a fancy automatic feeder is $180, not yet"),
    ], 492.80),
    ("netball-own-money", "2026-09-01T16:00", "how much of my own money have I spent on the netball team?", [
        ("2026-04-20T16:00", "*new bibs for the team, paid for them myself, $84"),
        ("2026-04-28T16:00", "the P&C covered the umpire fees, $60"),
        ("2026-05-09T12:00", "*oranges and lollies for the girls at the Saturday game, $23.50"),
        ("2026-06-01T16:00", "Mia's mum ran a sausage sizzle, raised $410 for the team"),
        ("2026-07-25T16:00", "*strapping tape and ice packs for the team, $36.40"),
        ("2026-08-29T20:00", "*end of season pizza night for the girls, my shout, $152"),
        ("2026-08-30T16:00", "the Marist coach paid for her whole team's trophies, show-off"),
    ], 295.90),
    ("tutoring-last-month", "2026-08-05T16:00", "how much did I make tutoring last month?", [
        ("2026-06-28T16:00", "tutored Ethan, chemistry, $70"),
        ("2026-07-07T16:00", "*two hours of tutoring with the Nguyen twins, $140 cash"),
        ("2026-07-14T16:00", "*Ethan's mum transferred $70 for his chem tutoring"),
        ("2026-07-18T16:00", "paid $55 for a Year 12 chem workbook to tutor from"),
        ("2026-07-21T16:00", "*tutoring, Ethan and the twins back to back, $210"),
        ("2026-07-25T16:00", "Priya's friend charges $90 an hour to tutor maths"),
        ("2026-07-28T16:00", "*the Nguyens paid for the last July session, $140"),
    ], 560),
    ("kirsty-owes", "2026-11-10T16:00", "how much does Kirsty still owe me?", [
        ("2026-07-15T16:00", "*lent Kirsty $900 for her rego and new tyres"),
        ("2026-08-20T16:00", "*Kirsty paid back $250"),
        ("2026-09-05T16:00", "Kirsty reckons her new car cost $14,000"),
        ("2026-10-11T16:00", "*another $200 back from Kirsty"),
        ("2026-10-30T16:00", "owe Priya $40 for our concert tickets"),
    ], 450),
    ("mortgage-now", "2027-02-20T16:00", "what's our mortgage repayment now?", [
        ("2026-03-28T16:00", "first mortgage repayment, $3,180 a month, gulp"),
        ("2026-06-01T16:00", "Kirsty's landlord put her rent up to $620 a week"),
        ("2026-09-15T16:00", "the bank dropped the rate, repayments down to $3,095"),
        ("2027-02-05T16:00", "*another rate cut, our repayment is $3,020 from March"),
    ], 3020),
    ("sanding-hours", "2026-08-25T16:00", "how many hours did I spend sanding the floors?", [
        ("2026-08-01T16:00", "the sanding quote was $1,800, we'll do it ourselves"),
        ("2026-08-08T17:00", "*4 hours with the drum sander in the front bedroom, my arms are jelly"),
        ("2026-08-09T15:00", "*sanded the hallway for 3.5 hours, hoop pine under all that lino"),
        ("2026-08-09T19:00", "Priya took over the sander for 2 hours while I was at netball"),
        ("2026-08-15T16:00", "*2.5 more hours sanding the kitchen boards"),
        ("2026-08-20T16:00", "Dave says his floors took him 30 hours to sand, ha"),
    ], 10),
    ("netball-wins-june", "2026-07-08T16:00", "how many netball games did we win in June?", [
        ("2026-05-30T11:00", "beat Kedron 28-19, the girls were on fire"),
        ("2026-06-06T11:00", "*netball, won 31-22 against Ferny Grove"),
        ("2026-06-13T11:00", "lost to Mitchelton by two goals, heartbreaking"),
        ("2026-06-20T11:00", "*another win for the girls, 25-24 on the buzzer"),
        ("2026-06-24T16:00", "the Year 8 team won their first game, their coach is thrilled"),
        ("2026-06-27T11:00", "*thumped Aspley 40-18, the girls were unstoppable"),
    ], 3),
    ("maccas-last-month", "2026-04-06T16:00", "how many times did I go to Maccas last month?", [
        ("2026-02-26T21:00", "Maccas drive-through after a late parent-teacher night"),
        ("2026-03-03T07:00", "*Maccas brekkie, hash brown and a coffee, running late"),
        ("2026-03-14T12:00", "*took the netball girls to Maccas after the trial game"),
        ("2026-03-18T19:00", "Priya grabbed Maccas on her way home for us two"),
        ("2026-03-27T10:00", "*McDonald's at the servo on the Bruce Highway, driving up to Mum's"),
        ("2026-03-30T19:00", "Hungry Jack's for a change"),
    ], 3),
    ("physio-since-ankle", "2026-07-15T16:00", "how many times have I seen the physio since I rolled my ankle?", [
        ("2026-04-10T16:00", "physio for my shoulder, finally feels normal"),
        ANKLE,
        ("2026-05-26T16:00", "*physio on Waterworks Road, ankle strapped, ice and elevate"),
        ("2026-06-04T16:00", "*second physio session, balance work on a wobble board"),
        ("2026-06-10T16:00", "Mia from the team saw the physio for her knee"),
        ("2026-06-22T16:00", "*physio again, the ankle is nearly right"),
        ("2026-07-01T16:00", "should book one more physio, haven't"),
    ], 3),
    ("bunnings-august", "2026-09-06T16:00", "how many times did I go to Bunnings in August?", [
        ("2026-07-29T16:00", "Bunnings for sandpaper and dust masks"),
        ("2026-08-02T11:00", "*Bunnings run, primer and a new roller, grabbed a sausage sizzle leaving"),
        ("2026-08-08T16:00", "Priya went to Bunnings without me and came back with a plant, as you do"),
        ("2026-08-16T11:00", "*back to Bunnings for more wood filler"),
        ("2026-08-23T11:00", "*Bunnings again, hinges for the French doors"),
        ("2026-08-28T16:00", "the Bunnings catalogue says pressure washers are on special"),
    ], 3),
    ("hot-water-winter", "2026-09-10T16:00", "how many times has the hot water system packed it in this winter?", [
        ("2026-05-12T07:00", "hot water went lukewarm, the pilot light, Dave relit it"),
        ("2026-06-18T06:30", "*cold shower, the hot water system packed it in again"),
        ("2026-07-22T06:30", "*no hot water this morning, boiled the kettle to wash my hair"),
        ("2026-07-30T16:00", "Kirsty's hot water system blew up and flooded her laundry"),
        ("2026-08-14T06:30", "*hot water died again, the plumber says the tank is cactus"),
        ("2026-08-20T16:00", "new hot water system installed, $1,650"),
    ], 3),
    ("restumping-days", "2026-06-01T16:00", "how many days did the restumping take?", [
        ("2026-04-22T16:00", "paid the restumpers their deposit"),
        ("2026-05-04T08:00", "*restumpers started today, the house is up on jacks"),
        ("2026-05-07T16:00", "Dave's place was restumped in the 90s, he says it took a fortnight"),
        ("2026-05-15T16:00", "*restumping done, the floors are level, marbles don't roll anymore"),
        ("2026-05-20T16:00", "the front door finally shuts after the restump"),
    ], 11),
    ("sick-days-this-year", "2026-11-20T16:00", "how many sick days have I taken this year?", [
        ("2025-11-12T08:00", "home sick with a cold, a relief teacher took my classes"),
        ("2026-03-09T07:00", "*called in sick, gastro from the staffroom"),
        ("2026-05-18T16:00", "Deb is off sick all week with the flu"),
        ("2026-06-22T07:00", "*sick day, migraine, could not look at a screen"),
        ("2026-08-31T07:00", "*stayed home running a temperature, left prac notes for the relief teacher"),
        ("2026-09-15T16:00", "Priya's off sick, I'm on soup duty"),
    ], 3),
]

OTHERS = [
    ("feel-year9", "2026-10-01T16:00", "how have I felt about my Year 9 class this year?", [
        ("2026-01-20T16:00", "got my timetable, Year 9 science plus Year 11 and 12 chem"),
        ("2026-02-16T16:00", "*my Year 9s are feral, spent the whole lesson on behaviour"),
        ("2026-05-11T16:00", "*Year 9 finally clicked with the rockets prac, so proud of them"),
        ("2026-06-02T16:00", "Deb says her Year 9s are worse than mine"),
        ("2026-09-08T16:00", "*going to miss this Year 9 lot next year, they've grown on me"),
        ("2026-09-20T16:00", "bought new whiteboard markers"),
    ], None),
    ("priya-reno", "2026-10-15T16:00", "how does Priya feel about the renovation?", [
        ("2026-04-15T16:00", "*Priya is anxious over the reno budget, can't sleep"),
        ("2026-07-08T16:00", "*Priya loves the sanded floors, keeps walking around barefoot"),
        ("2026-07-20T16:00", "Kirsty thinks we're mad for buying an old house"),
        ("2026-09-30T16:00", "*Priya says she's over living in a building site"),
        ("2026-10-05T16:00", "Dave reckons his reno nearly ended his marriage"),
    ], None),
    ("benchtops-decision", "2026-11-01T16:00", "what did we decide about the kitchen benchtops?", [
        ("2026-09-20T16:00", "stone benchtops or timber, we keep going round in circles"),
        ("2026-10-02T16:00", "Dave went with laminate, looks fine honestly"),
        ("2026-10-12T16:00", "*ordered blackbutt benchtops from the timber yard in Brendale, stone was too dear"),
        ("2026-10-25T16:00", "the oven for the new kitchen arrives in November"),
    ], None),
    ("hod-decision", "2026-09-10T16:00", "what did I decide about the acting head of department job?", [
        ("2026-08-05T16:00", "Deb is going on long service leave, they want someone to act as HOD for term 4"),
        ("2026-08-12T16:00", "not sure I want to be HOD with netball and the house on top"),
        ("2026-08-20T16:00", "*said yes to acting HOD for term 4, Priya talked me into it"),
        ("2026-08-25T16:00", "Wayne reckons the last acting HOD burned out"),
    ], None),
    ("who-wayne", "2026-10-01T16:00", "who is Wayne?", [
        ("2026-02-03T16:00", "*Wayne, the lab tech, has been at the school thirty years and knows where every beaker is"),
        ("2026-05-14T16:00", "*Wayne set up the titration pracs for all three Year 11 classes, what a legend"),
        ("2026-06-10T16:00", "Warren from the P&C wants a meeting about the canteen"),
        ("2026-08-27T16:00", "*Wayne retires when this year finishes, he's going to breed alpacas"),
        ("2026-09-10T16:00", "the fume cupboard needs a service"),
    ], None),
    ("the-principal", "2026-11-01T16:00", "what do I know about my principal?", [
        ("2026-02-02T16:00", "*Helen Marsh, our principal, ran the first staff meeting in twenty minutes flat, a miracle"),
        ("2026-03-15T16:00", "Kirsty's boss at the pharmacy is a nightmare"),
        ("2026-06-18T16:00", "*Helen came to watch the netball semi and knew every girl's name"),
        ("2026-09-03T16:00", "*the principal wants every science class doing a STEM showcase in term 4"),
        ("2026-10-10T16:00", "the primary school next door has a new principal, a bloke from Cairns"),
    ], None),
    ("verandah-left", "2026-11-20T16:00", "what's still left to do on the verandah?", [
        ("2026-09-05T16:00", "new verandah boards are down, looks a treat"),
        ("2026-09-20T16:00", "*the verandah railings still need a coat of paint"),
        ("2026-10-04T16:00", "*need to replace the rotten lattice under the front verandah"),
        ("2026-10-15T16:00", "Dave's verandah has a daybed, I want one"),
        ("2026-11-02T16:00", "*still haven't fixed the verandah light, the sparky's coming back for it"),
        ("2026-11-10T16:00", "swept the verandah, possum poo everywhere"),
    ], None),
    ("carnival-left", "2026-04-15T16:00", "what do I still need to sort before the netball carnival?", [
        ("2026-03-20T16:00", "the netball carnival is at the Downey Park courts on 2 May"),
        ("2026-03-28T16:00", "*need to collect the permission slips from the girls before the carnival"),
        ("2026-04-02T16:00", "bus for the carnival booked, tick"),
        ("2026-04-08T16:00", "*must find a second umpire for the carnival"),
        ("2026-04-10T16:00", "the Year 8 coach has her carnival team sorted already"),
        ("2026-04-12T16:00", "*still have to order the team's socks for the carnival"),
    ], None),
    ("waiting", "2026-10-20T16:00", "what am I still waiting to hear back about?", [
        ("2026-09-10T16:00", "*lodged an application with council to widen the kitchen window, weeks to hear back"),
        ("2026-09-18T16:00", "the tiles we ordered came in, grout next"),
        ("2026-09-25T16:00", "*the insurer has gone quiet on the storm damage claim for the roof"),
        ("2026-10-01T16:00", "Priya hasn't got her December roster yet"),
        ("2026-10-08T16:00", "*sent my Year 12 moderation samples off to the QCAA, results due next month"),
    ], None),
    ("grand-final-when", "2026-08-10T16:00", "when is the netball grand final?", [
        ("2026-07-25T16:00", "semi-final on Saturday, nervous"),
        ("2026-08-03T16:00", "*grand final is on Saturday 22 August at 9am, court 3 at Downey Park"),
        ("2026-08-05T16:00", "the Year 8s' last game is on the 15th"),
        ("2026-08-07T16:00", "State of Origin decider is Wednesday, go the Maroons"),
    ], None),
    ("gutters-last", "2026-12-01T16:00", "when did I last clean the gutters?", [
        ("2026-03-30T16:00", "cleaned the gutters once we moved in, full of mango leaves"),
        ("2026-08-12T16:00", "Dave got a guy in to do his gutters, $180"),
        ("2026-10-18T16:00", "*up on the roof scooping leaves out of the gutters before the storms hit"),
        ("2026-11-20T16:00", "the gutter over the back stairs overflows in heavy rain"),
    ], None),
    ("house-october", "2026-11-05T16:00", "what did we get done on the house in October?", [
        ("2026-09-27T16:00", "patched the plaster in the hallway"),
        ("2026-10-03T16:00", "*painted the front bedroom a pale sage, Priya picked it"),
        ("2026-10-17T16:00", "*new screen door on the back stairs, no more mozzies"),
        ("2026-10-20T16:00", "Dave painted his fence"),
        ("2026-10-25T16:00", "*the plumber moved the laundry tub under the house"),
        ("2026-11-02T16:00", "picked up hallway paint"),
    ], None),
    ("met-queenstown", "2026-07-15T16:00", "who did we meet in Queenstown?", [
        ("2026-06-25T16:00", "Priya's cousin Anika lives in Arrowtown, we might catch up"),
        ("2026-06-30T16:00", "*met a ski instructor from Wanaka called Hamish, he gave us a free lesson on the bunny slope"),
        ("2026-07-01T16:00", "*lunch with Anika, Priya's cousin, and her husband Tom in Arrowtown"),
        ("2026-07-02T16:00", "Kirsty met a bloke on a dating app, she says"),
        ("2026-07-03T16:00", "*an older couple from Dunedin at the hot pools, Bev and Ross, swapped numbers"),
        ("2026-07-08T16:00", "back at school, the new prac teacher is lovely"),
    ], None),
    ("physio-advice", "2026-07-01T16:00", "what did the physio say about my ankle?", [
        ANKLE,
        ("2026-05-26T16:00", "*physio reckons it's a grade 2 sprain, strap it and no running for three weeks"),
        ("2026-06-05T16:00", "Mia's physio says her knee needs surgery"),
        ("2026-06-16T16:00", "*physio says I can start jogging again if it doesn't swell"),
        ("2026-06-20T16:00", "bought a new ankle brace online"),
    ], None),
    ("promise-girls", "2026-08-20T16:00", "what did I promise the netball girls?", [
        ("2026-05-02T16:00", "*told the girls if they made the finals I'd dye my hair purple"),
        ("2026-06-10T16:00", "Priya promised her mum we'd visit in the holidays"),
        ("2026-07-30T16:00", "*promised the team a pizza night once the season wraps up, win or lose"),
        ("2026-08-10T16:00", "the girls want new dresses for next year, not my call"),
    ], None),
    ("sparky-rec", "2026-05-20T16:00", "which electrician did Dave recommend?", [
        ("2026-05-01T16:00", "the front rooms need rewiring, the old ceramic fuses are a fire hazard"),
        ("2026-05-05T16:00", "*Dave reckons Hollis Electrical in Stafford are good and won't rip us off"),
        ("2026-05-10T16:00", "Kirsty's landlord uses some cowboy sparky, she says"),
        ("2026-05-12T16:00", "Wayne's son is an apprentice electrician"),
    ], None),
    ("why-tash-quit", "2026-07-10T16:00", "why did Tash quit the team?", [
        ("2026-06-01T16:00", "Tash missed training again"),
        ("2026-06-20T16:00", "*Tash quit netball, she's working Saturday mornings at Woolies to save for a car"),
        ("2026-06-25T16:00", "Mia quit piano, her mum's furious"),
        ("2026-07-02T16:00", "need a new goal attack now"),
    ], None),
    ("bibs-where", "2026-09-15T16:00", "where did I leave the netball bibs?", [
        ("2026-07-10T16:00", "washed the netball bibs, they stank"),
        ("2026-08-30T16:00", "*left the bag of netball bibs in the sports storeroom, top shelf behind the cones"),
        ("2026-09-01T16:00", "Mia's mum has the first-aid kit at her place"),
        ("2026-09-05T16:00", "the team photo is up in the staffroom"),
    ], None),
    ("builder-stairs-nothing", "2026-11-25T16:00", "what did the builder say about the back stairs?", [
        ("2026-11-05T16:00", "the back stairs are rotten, one tread cracked under me"),
        ("2026-11-10T16:00", "sent the builder photos of the back stairs"),
        ("2026-11-18T16:00", "Dave's builder replaced his stairs in a day"),
    ], None),
    ("wayne-farewell-nothing", "2026-11-20T16:00", "when is Wayne's farewell?", [
        ("2026-09-01T16:00", "Wayne is counting down the days to retirement"),
        ("2026-10-20T16:00", "Deb's farewell afternoon tea was lovely, scones and all"),
        ("2026-11-12T16:00", "need to buy Wayne a card"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qE", NUMBERS, OTHERS, seed=2727, read_numbers=10, read_others=10), TZ, FILLER, seed=27, sizes=(12, 35))
