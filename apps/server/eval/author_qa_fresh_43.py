"""Writes qa-fresh-43.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue in each half,
20 of 40 numeric.

Voice: a Trinidadian man in Port of Spain (America/Port_of_Spain, UTC-4 all year, no daylight time), Kerwin Alexis, a
steelpan tuner who sinks, grooves and tunes pans in his yard in Belmont and at the panyard of the Belmont Harmonites steel
orchestra (arranger Clive Bartholomew, captain Rodney); his apprentice Shaquille "Shaq" Mitchell; school pan sides that pay
him to tune (St. Mary's, Belmont Secondary, Diego Martin Primary, Fatima, which has not paid); a Toronto band, Northern Steel,
that bought pans from him in US dollars; drums from a new supplier in Sea Lots. Wife Sharlene, at the bank in town; daughter
Aaliyah, twelve, in Form 1 at a new school; son Jaden, six, turning seven, party on Saturday 12 December; his mother "Mammy" in
Laventille; his brother Dexter in Brooklyn, visited in October; "Ramps" (Ramesh Rampersad) who fixes the van in Barataria; Miss
Ivy next door. Trinidadian English ("ah", "doh", "we" for "our", "he" for "his", "vex", "steups", "lime", "bacchanal",
"tabanca", "pelau", "doubles", "bake and shark", "pholourie", "parang", "current" for the electricity, "gas" for diesel; the
Savannah, Maracas, Paramin, the Croisee, Ariapita Avenue, Hi-Lo, Pricesmart, NP, Unipet, WASA, T&TEC) and Trinidad and Tobago
dollars written with a bare "$" ("$1,150"), "TT$1,450", "TTD 2,000", "900 dollars", "two grand", beside US dollars ("US$86",
"USD 149", "95 US", "140 US dollars"). The weekend is Saturday and Sunday; the week starts Monday. (No earlier Q&A voice lives
in Trinidad or in America/Port_of_Spain, tunes pans, or counts in TT dollars.)

Both halves cover every kind: the cases come in twenty pairs of one kind each, and a seeded coin sends one of each pair to the
read half and the other to the held half (as qa-fresh-42 did).
Number pairs: sums in TT dollars this month (the children; the van), sums in US dollars (this year; the Brooklyn trip), money
in (the school pan sides this month; the Toronto band), what is owed (Shaq to him; he to Ramps), counts since (runs round the
Savannah since the doctor; Jaden's swimming since he started), counts in a month (days at the Harmonites' panyard in October;
days the water was off in November), quantities (pans tuned last week; hours on the Toronto pans in November), sums last week
(eating out; gas), nothing to sum (Carnival costumes; the gym), counts told in other words (Jaden home sick; the current
going).
Other pairs: lists (Aaliyah's Christmas wishes; bands tuned for this year), a person by name (Shaq; Clive), a person by role
(Jaden's teacher; who fixes the van, told only by what he does), feelings over time (his own since the doctor; Aaliyah's about
her new school), decisions (moving to Brooklyn; Christmas), what is left (the Toronto order; Jaden's party, with one to-do
for the party's own day), time ahead (this weekend; next week), when last / when next, best-matching notes (the Sea Lots
drums; the panyard roof), and two questions nothing answers.

The split is fixed by the seed before any scoring: qU001-qU020 may be read while tuning, qU021-qU040 are held (totals only).

Run: python3 author_qa_fresh_43.py > qa-fresh-43.jsonl (seeded, so the output is stable).
"""

import random

from qa_author import print_cases

TZ = "America/Port_of_Spain"

FILLER = [
    "kiskadee on the wire shouting its name since five in the morning",
    "rain pelt down for ten minutes and then the sun come back hot hot",
    "the Northern Range looking blue and close today",
    "somebody on the hill playing old kaiso on a speaker all evening",
    "corn soup man parked by the Savannah again, smell reach the road",
    "one cruise ship parked in port like a building lie down",
    "traffic on the Lady Young road backed up past the lookout",
    "the mango vert by the gate full of fruit, birds picking them",
    "cool breeze coming off the hill after the shower",
    "dog next door barking at a iguana on the wall",
    "the sky orange over the Gulf when the sun going down",
    "the fan in the yard squeaking like a violin",
    "saw a scarlet ibis fly over, must be lost from Caroni",
    "bamboo by the river knocking together all night",
    "a PH driver horning at every single person on Belmont Circular",
    "the shade under the chennet tree is the only cool place in the yard",
    "the sea at Maracas rough, red flags up",
    "cricket on the radio, West Indies batting slow as usual",
    "the church bell by Belmont rang twelve times at eleven",
    "a corbeau sitting on the light pole watching everybody",
    "the hill smoke from somebody burning bush",
    "Christmas lights on every balcony down the street already",
    "a parang side passing through the road with cuatro and maracas",
    "a zaboca drop off the tree onto the van, sound like a gunshot",
    "power lines humming in the heat",
    "a hummingbird in the hibiscus right by the window",
    "the rainy season mud reach up to the van doors",
    "smell of sorrel boiling from across the road",
    "ants marching across the kitchen counter in a straight line",
    "the sun so hot the tar on the road soft",
    "cool morning for once, needed a sweater at six",
    "flooding by the Croisee after one hour of rain",
    "a jumbie bird calling late, old people say that is bad news",
    "the radio DJ shouting about a fete this weekend in Chaguanas",
    "black cat crossed in front the van, I reverse and go round",
    "the Gulf flat like a plate at sunrise",
    "lizard on the ceiling over the bed, watching me",
    "a big moon over the hill, bright enough to read",
    "the steel yard quiet for once, just the wind",
    "humidity so thick the windows sweating",
    "poui petals all over the Savannah path, yellow everywhere",
    "the bread van playing its music box tune down the street",
    "chickens from the back lot walking through the yard like they own it",
    "the cicadas loud loud, they say that mean dry season coming",
    "a light drizzle while the sun shining, devil beating he wife",
]

# Each pair: two cases of one kind, (id, now, question, notes [(created_at, text)], number); "*" marks a cited note.
NUMBER_PAIRS = [
    (
        ("", "2026-11-27T20:00:00", "How much have I spent on the kids this month?", [
            ("2026-10-28T17:00", "Jaden's school shoes at Bata, $289, he toes was pushing through"),
            ("2026-11-02T18:30", "*paid Miss Baptiste TT$600 for Aaliyah's Form 1 lessons in November"),
            ("2026-11-08T11:00", "*Jaden's swimming class at the Aquatic Centre, $350 for the month"),
            ("2026-11-14T15:20", "*bikes at Pricesmart for Aaliyah and Jaden, TT$1,450 for both, Aaliyah's own purple"),
            ("2026-11-18T21:00", "Sharlene put $480 on her card for the children school photos"),
            ("2026-11-22T09:00", "*Jaden's class trip to the Emperor Valley Zoo, $75, he only want to see the ocelot"),
            ("2026-11-24T19:30", "Shaq spend 900 dollars on he daughter christening dress"),
        ], 2475),
        ("", "2026-11-28T19:00:00", "How much have I spent on the van this month?", [
            ("2026-10-19T16:00", "Ramps changed the van oil, $380"),
            ("2026-11-03T10:00", "*van got two tyres in Barataria, TT$1,900"),
            ("2026-11-12T07:15", "*van battery dead again, a new one from the auto supply on the Eastern Main Road, $1,150"),
            ("2026-11-16T17:40", "Ramps say the clutch going, he want $3,800 to do it, not now"),
            ("2026-11-20T12:00", "*van washed and vacuumed by the roundabout, $60, it was a disgrace"),
            ("2026-11-23T18:00", "Sharlene car AC regassed, $450"),
        ], 3110),
    ),
    (
        ("", "2026-12-02T21:00:00", "How much did I spend in US dollars this year?", [
            ("2025-11-20T14:00", "ordered a tuning hammer from the States, US$120, took six weeks to reach"),
            ("2026-02-10T20:00", "*a set of pan mallets from Miami, US$86 with the shipping"),
            ("2026-06-15T22:10", "*paid for the strobe tuner app licence online, USD 149"),
            ("2026-08-03T11:00", "Northern Steel sent US$1,800 deposit, tenors"),
            ("2026-10-09T18:00", "*Brooklyn cold like a fridge, bought a winter coat, 95 US"),
            ("2026-10-11T21:00", "Dexter spent US$300 on Knicks tickets, he alone went"),
        ], 330),
        ("", "2026-11-29T20:00:00", "How much did the Brooklyn trip cost me in US dollars?", [
            ("2026-09-20T19:00", "booked Caribbean Airlines to JFK for October, TT$3,400 return"),
            ("2026-10-06T09:00", "*MetroCard for the week, US$34"),
            ("2026-10-08T16:30", "*got a used chrome stand for a tenor in Flatbush, USD 120"),
            ("2026-10-10T22:00", "*carried Dexter and his wife for Trini food on Nostrand, 140 US dollars, they eat good"),
            ("2026-10-12T05:30", "Dexter paid US$60 for the cab to the airport, he wouldn't hear otherwise"),
            ("2026-10-13T12:00", "the bank selling US at almost 6.8 TT"),
        ], 294),
    ),
    (
        ("", "2026-11-30T20:00:00", "How much did the school pan sides pay me this month?", [
            ("2026-10-27T15:00", "Bishop Anstey East pan side paid for October tuning, $2,000"),
            ("2026-11-06T13:00", "*St. Mary's College paid me $3,200 for tuning their pans"),
            ("2026-11-17T16:10", "*cheque from Belmont Secondary for tuning their tenors, TT$1,800"),
            ("2026-11-20T20:00", "sent Fatima the invoice, $2,500, still waiting"),
            ("2026-11-25T18:00", "paid Shaq $1,200, his week helping me at the schools"),
            ("2026-11-26T14:30", "*Diego Martin Primary side paid $950 for the four seconds"),
        ], 5950),
        ("", "2026-12-01T19:00:00", "How much did Northern Steel pay me for the pans?", [
            ("2026-08-03T11:00", "*Northern Steel from Toronto sent a US$1,800 deposit on the tenors"),
            ("2026-10-30T10:00", "*second payment from Northern Steel, USD 1,500, the wire came through Republic"),
            ("2026-11-10T21:00", "told Northern Steel the chrome will cost US$900 more, waiting to hear"),
            ("2026-11-24T09:40", "*final payment for the Toronto pans reach, US$1,200"),
            ("2026-11-25T12:00", "the bank take $95 fee on the wire, steups"),
            ("2026-11-26T19:00", "Phase II sold two old pans to a band in London for four grand"),
        ], 4500),
    ),
    (
        ("", "2026-11-30T20:00:00", "How much does Shaq still owe me?", [
            ("2026-09-14T18:00", "*lent Shaq $2,000 for he car registration, he swear he paying back by Christmas"),
            ("2026-10-16T17:00", "*Shaq gave me back $500"),
            ("2026-11-13T19:00", "*Shaq paid another $700 on what he borrow"),
            ("2026-11-20T23:00", "Shaq owe Rodney 300 from the all fours game"),
            ("2026-11-25T18:00", "paid Shaq $1,200, he week at the schools"),
        ], 800),
        ("", "2026-12-03T20:00:00", "How much do I still owe Ramps?", [
            ("2026-10-22T16:00", "*Ramps did the van gearbox, $4,800, said pay him when I could"),
            ("2026-11-05T12:00", "*paid Ramps $2,000 on the gearbox"),
            ("2026-11-16T17:40", "Ramps say the clutch going too, $3,800, told him wait"),
            ("2026-11-27T13:00", "*gave Ramps another $1,500 towards the gearbox"),
            ("2026-11-28T10:00", "Ramps owe the parts man in Chaguanas, he was telling me"),
        ], 1300),
    ),
    (
        ("", "2026-12-04T20:00:00", "How many times have I run round the Savannah since the doctor told me to exercise?", [
            ("2026-10-12T06:00", "ran round the Savannah in Dexter's old running shoes"),
            ("2026-10-20T11:00", "Dr. Mohammed say my pressure high, I need to exercise and cut the salt"),
            ("2026-10-24T06:10", "*ran the Savannah twice round, legs dead"),
            ("2026-11-01T06:30", "*Sunday jog round the Savannah, coconut water after"),
            ("2026-11-15T05:50", "*ran the Savannah early, before the heat"),
            ("2026-11-21T07:00", "Sharlene went running round the Savannah with her office crew"),
            ("2026-11-29T06:00", "*another Savannah run, three laps now"),
        ], 4),
        ("", "2026-12-02T20:00:00", "How many swimming classes has Jaden had since he started?", [
            ("2026-10-31T10:00", "*Jaden start swimming today at the Aquatic Centre, he bawl at the deep end"),
            ("2026-11-07T10:00", "*Jaden's swimming, he float by himself"),
            ("2026-11-14T10:00", "no swimming, the pool closed for a meet"),
            ("2026-11-21T10:30", "*swimming lesson, Jaden jump in off the side"),
            ("2026-11-22T16:00", "Aaliyah's friend Keziah swims for a club in Diego"),
            ("2026-11-28T10:30", "*Jaden at swim class, coach Gerald say he could move up a group"),
        ], 4),
    ),
    (
        ("", "2026-11-05T20:00:00", "How many days did I spend at the Harmonites panyard in October?", [
            ("2026-09-29T19:00", "whole day in the Harmonites panyard, tuning double seconds"),
            ("2026-10-03T20:00", "*Harmonites panyard all day, the tenor bass sounding sweet now"),
            ("2026-10-14T23:00", "*by the Harmonites till late, regrooved two cellos"),
            ("2026-10-17T18:00", "Shaq went to the Harmonites yard without me to blend the guitars"),
            ("2026-10-20T22:00", "Phase II panyard had a fete, music till two"),
            ("2026-10-25T19:00", "*whole Sunday in the Harmonites yard, the captain bring pelau"),
            ("2026-11-02T18:00", "back in the Harmonites yard, tuning bass"),
        ], 3),
        ("", "2026-12-01T20:00:00", "How many days was the water off in November?", [
            ("2026-10-30T08:00", "water off since morning"),
            ("2026-11-04T07:00", "*no water in the pipe again, WASA say maintenance"),
            ("2026-11-11T18:00", "*water gone the whole day, fill buckets from Miss Ivy tank"),
            ("2026-11-12T09:00", "Miss Ivy say her sister water was off in Morvant Sunday"),
            ("2026-11-19T19:00", "*dry taps till evening, the WASA truck never come"),
            ("2026-11-25T07:30", "pressure low but the water running"),
        ], 3),
    ),
    (
        ("", "2026-12-02T20:00:00", "How many pans did I tune last week?", [
            ("2026-11-20T17:00", "tuned four tenors for St. Mary's"),
            ("2026-11-23T18:00", "*tuned three double tenors for the Harmonites"),
            ("2026-11-25T19:00", "*two cellos tuned and blended for Diego Martin"),
            ("2026-11-26T16:00", "Shaq tuned a guitar pan by himself, it sound decent"),
            ("2026-11-28T20:00", "*finish tuning five seconds for the Toronto order"),
            ("2026-11-30T17:00", "tuned one bass today"),
        ], 10),
        ("", "2026-12-03T20:00:00", "How many hours did I put in on the Toronto pans in November?", [
            ("2026-10-29T18:00", "four hours sinking drums for the Toronto order"),
            ("2026-11-03T19:00", "*six hours on the Toronto pans, sinking and shaping"),
            ("2026-11-10T18:00", "*Toronto tenors: three hours grooving"),
            ("2026-11-18T20:00", "*put in two hours and a half blending the Toronto seconds"),
            ("2026-11-19T17:00", "Shaq did four hours on the Toronto pans while I was by the schools"),
            ("2026-11-24T18:00", "three hours tuning at Belmont Secondary"),
            ("2026-11-28T21:00", "*another five hours on the Toronto order, the last of them"),
        ], 16.5),
    ),
    (
        ("", "2026-12-03T20:00:00", "What did eating out cost me last week?", [
            ("2026-11-19T13:00", "roti from Patraj, $60"),
            ("2026-11-23T07:30", "*doubles by the Croisee, four with slight pepper, $24"),
            ("2026-11-26T21:00", "*carried Sharlene and the children for Chinese on Ariapita, $410"),
            ("2026-11-27T18:00", "groceries at Hi-Lo, $780"),
            ("2026-11-28T15:00", "*bake and shark at Maracas, $150 for all of we"),
            ("2026-11-29T14:00", "Sharlene lunch with the bank girls, $200 she say"),
            ("2026-12-01T17:30", "pholourie and a Solo driving home, $25"),
        ], 584),
        ("", "2026-12-02T20:00:00", "How much did I spend on gas last week?", [
            ("2026-11-20T07:00", "full tank in the van, NP Belmont, $300"),
            ("2026-11-23T08:00", "*van gas at Unipet, $250"),
            ("2026-11-25T12:00", "diesel gone up again, $4.97 a litre"),
            ("2026-11-26T18:00", "Sharlene fill up her car, $220"),
            ("2026-11-27T07:10", "*put $180 diesel in the van at NP"),
            ("2026-11-29T16:00", "*van on empty, $200 diesel at the Woodbrook pump"),
            ("2026-12-01T07:00", "gas again, $150"),
        ], 630),
    ),
    (
        ("", "2026-11-30T20:00:00", "How much did I spend on Carnival costumes this year?", [
            ("2025-01-20T12:00", "paid off the Carnival costume, $3,800, feathers and all"),
            ("2026-01-10T21:00", "looked at a frontline costume with Tribe, $6,500, nah"),
            ("2026-02-05T19:00", "Sharlene paid for her costume, $4,200"),
            ("2026-02-16T04:00", "played j'ouvert with mud and paint, no costume, best morning of the year"),
        ], 0),
        ("", "2026-12-01T20:00:00", "How much did I spend on the gym this year?", [
            ("2025-03-10T18:00", "gym on Tragarete Road, renewed for the year, $3,000"),
            ("2026-01-05T19:00", "Sharlene signed up at the gym on Tragarete Road, $350 a month"),
            ("2026-10-21T17:00", "asked at the gym about joining, $400 a month, I running the Savannah free instead"),
        ], 0),
    ),
    (
        ("", "2026-11-27T20:00:00", "How many days did Jaden stay home sick this month?", [
            ("2026-10-29T07:00", "Jaden home with a cold"),
            ("2026-11-04T07:30", "*Jaden had fever, kept him home, Mammy came to watch him"),
            ("2026-11-05T08:00", "*Jaden still running a temperature, stayed home again"),
            ("2026-11-13T07:00", "no school, teachers' professional day, Jaden by Mammy"),
            ("2026-11-18T20:00", "Shaq's daughter home with chicken pox"),
            ("2026-11-23T06:30", "*Jaden vomiting in the night, no school for him today"),
        ], 3),
        ("", "2026-12-01T20:00:00", "How many times did the current go in November?", [
            ("2026-10-28T21:00", "lights went off for an hour"),
            ("2026-11-02T21:00", "*current gone the whole evening, T&TEC truck on the hill"),
            ("2026-11-09T22:00", "*blackout from seven to ten, ate by candle"),
            ("2026-11-10T08:00", "Miss Ivy current cut because she ain't pay the bill"),
            ("2026-11-21T15:00", "*power went again halfway through tuning, the strobe died"),
            ("2026-11-24T18:00", "T&TEC bill came, $410"),
        ], 3),
    ),
]

OTHER_PAIRS = [
    (
        ("", "2026-12-01T20:00:00", "What did Aaliyah ask for Christmas?", [
            ("2026-11-08T19:00", "*Aaliyah want a Bluetooth speaker for Christmas, she say"),
            ("2026-11-15T20:00", "*Aaliyah asking to get her hair braided at the salon before Christmas, as her present"),
            ("2026-11-20T19:00", "Jaden want a remote control truck for Christmas"),
            ("2026-11-22T21:00", "Sharlene hinting about a new blender"),
            ("2026-11-26T20:00", "*Aaliyah added a sketchbook and markers to her Christmas list"),
        ], None),
        ("", "2026-12-02T20:00:00", "Which bands did I tune pans for this year?", [
            ("2025-11-03T18:00", "tuned for Laventille Rhythm Section, they pay slow"),
            ("2026-04-10T19:00", "*tuned the tenors for the Harmonites, they sounding right again"),
            ("2026-06-20T21:00", "*Tobago job, tuning for Buccoo Steel Orchestra, slept by their captain"),
            ("2026-07-04T18:00", "Phase II bought new pans from a tuner in San Fernando"),
            ("2026-08-15T17:00", "*Northern Steel from Toronto shipped their old pans down for me to tune"),
        ], None),
    ),
    (
        ("", "2026-12-03T20:00:00", "What do I know about Shaq?", [
            ("2026-03-02T10:00", "*Shaquille Mitchell, Shaq, my apprentice from up the hill, number 868-555-0143"),
            ("2026-09-10T19:00", "Shaquille O'Neal on the TV ad again"),
            ("2026-10-21T18:00", "*Shaq sinking drums faster than me now"),
            ("2026-11-15T20:00", "Shania at the bank helped Sharlene with the form"),
            ("2026-11-30T19:00", "*must talk to Shaq about reaching on time"),
        ], None),
        ("", "2026-12-02T20:00:00", "Who is Clive?", [
            ("2026-02-01T10:00", "*Clive Bartholomew who arranges for the Harmonites, 868-555-0177"),
            ("2026-09-22T18:00", "Clinton at the drum yard saving me six drums"),
            ("2026-10-18T21:00", "*Clive want the basses lower for his arrangement"),
            ("2026-11-12T20:00", "Cleveland the bassman moving to Arima"),
            ("2026-11-28T19:00", "*call Clive about the Panorama tune before Monday"),
        ], None),
    ),
    (
        ("", "2026-12-01T20:00:00", "Who is Jaden's teacher?", [
            ("2026-09-14T19:00", "*Jaden's teacher Mrs. Ramnarine say he reading well for Standard 1"),
            ("2026-10-05T18:00", "Aaliyah's form teacher Mr. Pierre sent a note about the pan side"),
            ("2026-11-07T10:00", "coach Gerald at the pool say Jaden fearless"),
            ("2026-11-19T20:00", "*met Mrs. Ramnarine at the parents' meeting, she want Jaden to sit in front"),
        ], None),
        ("", "2026-12-02T20:00:00", "Who fixes the van?", [
            ("2026-05-10T12:00", "*Ramps in Barataria did the van brakes, he know this van better than me"),
            ("2026-09-02T11:00", "*Ramps change the oil, filters and plugs in the van"),
            ("2026-10-02T18:00", "Sharlene car at the Toyota dealer for its service"),
            ("2026-11-04T17:00", "Shaq fixing he own car in the road, oil everywhere"),
        ], None),
    ),
    (
        ("", "2026-12-02T20:00:00", "How have I been feeling since the doctor said my pressure was high?", [
            ("2026-10-20T11:00", "Dr. Mohammed say my pressure high, 160 over 100"),
            ("2026-10-22T02:00", "*worried bad, can't sleep thinking about the pressure and Daddy stroke"),
            ("2026-11-02T19:00", "*feeling lighter after the runs, less stress in the yard"),
            ("2026-11-10T20:00", "Sharlene feeling drained from the audit at the bank"),
            ("2026-11-16T22:00", "*vex with myself, ate too much pelau and salt fish"),
            ("2026-11-28T12:00", "*proud, pressure down to 130 over 85"),
        ], None),
        ("", "2026-11-30T20:00:00", "How has Aaliyah been feeling about her new school?", [
            ("2026-09-07T06:30", "*Aaliyah nervous for first day of Form 1, she barely eat"),
            ("2026-09-25T21:00", "*Aaliyah crying, say the girls in her class have their own clique"),
            ("2026-10-02T20:00", "Jaden happy with his teacher, talking about her nonstop"),
            ("2026-10-20T19:00", "*Aaliyah excited, she get into the school pan side, tenor section"),
            ("2026-11-09T18:00", "Shaq's daughter frightened of her new school"),
            ("2026-11-20T20:00", "*Aaliyah say she love Form 1 now, talking Spanish at dinner"),
        ], None),
    ),
    (
        ("", "2026-12-04T20:00:00", "What did I decide about moving to Brooklyn?", [
            ("2026-10-11T21:30", "*Dexter say come up, plenty pan work in Brooklyn and they pay in US"),
            ("2026-10-28T22:00", "Sharlene doh want to give up her work at the bank"),
            ("2026-11-06T20:00", "Shaq talking about moving to Canada"),
            ("2026-11-12T21:00", "*decided: we staying home, I will go up for the Labour Day jobs only"),
        ], None),
        ("", "2026-12-01T20:00:00", "What did we decide about Christmas?", [
            ("2026-11-01T20:00", "Sharlene want Christmas in Tobago by her sister"),
            ("2026-11-10T19:00", "Mammy say she can't manage the boat"),
            ("2026-11-15T18:00", "Rodney going Tobago for Christmas"),
            ("2026-11-19T21:00", "*settled it: Christmas Day by Mammy in Laventille, Tobago for Old Year's"),
            ("2026-11-22T12:00", "*ferry to Tobago booked, the 30th, all four of we"),
        ], None),
    ),
    (
        ("", "2026-12-02T20:00:00", "What's left to do on the Toronto order?", [
            ("2026-11-10T18:00", "Toronto tenors grooved"),
            ("2026-11-21T19:00", "*still have to chrome the two Toronto tenors"),
            ("2026-11-25T20:00", "*build the crates for shipping the Toronto pans"),
            ("2026-11-26T16:00", "Shaq have his own pan to finish for his cousin"),
            ("2026-11-28T21:00", "finish tuning the Toronto seconds, done"),
            ("2026-11-29T19:00", "*get the export papers for the pans from customs"),
        ], None),
        ("", "2026-12-04T20:00:00", "What's left to do for Jaden's birthday party?", [
            ("2026-11-20T19:00", "invitations gone out to Jaden's whole class"),
            ("2026-11-24T20:00", "*order the cake from Miss Gloria, chocolate with a dinosaur"),
            ("2026-11-26T12:00", "bouncy castle booked, the 12th"),
            ("2026-11-28T20:00", "*the 12th: pick up the bouncy castle at nine, blow up the balloons"),
            ("2026-12-01T19:00", "*buy goody bags for the party"),
            ("2026-12-02T18:00", "Aaliyah's prize giving dress still at the seamstress"),
        ], None),
    ),
    (
        ("", "2026-12-03T20:00:00", "What do I have on this weekend?", [
            ("2026-11-28T20:00", "*parang lime by Rodney in Paramin Saturday the 5th"),
            ("2026-11-29T18:00", "Maracas with the children, sea nice"),
            ("2026-12-01T20:00", "*Sunday the 6th tuning at the Harmonites yard, bring the strobe"),
            ("2026-12-02T19:00", "Jaden's party Saturday the 12th"),
        ], None),
        ("", "2026-12-04T19:00:00", "What have I got next week?", [
            ("2026-11-27T20:00", "*Tuesday the 8th Aaliyah's prize giving at school"),
            ("2026-11-30T19:00", "Harmonites practice Sunday the 6th"),
            ("2026-12-01T20:00", "*ship the Toronto crates Thursday the 10th"),
            ("2026-12-02T19:00", "*Jaden's party Saturday the 12th"),
            ("2026-12-03T20:00", "Sharlene office party on the 16th"),
        ], None),
    ),
    (
        ("", "2026-12-01T20:00:00", "When last did I go to Tobago?", [
            ("2026-03-20T18:00", "Sharlene went Tobago for her sister birthday"),
            ("2026-06-20T21:00", "*Tobago for the Buccoo job, came back on the late boat"),
            ("2026-11-22T12:00", "booking the boat to Tobago for the 30th"),
        ], None),
        ("", "2026-12-02T20:00:00", "When is Jaden's next clinic appointment?", [
            ("2026-10-06T10:00", "Jaden at the clinic for his shots, brave boy"),
            ("2026-11-20T11:00", "*clinic say bring Jaden back January 14 for the booster"),
            ("2026-11-25T19:00", "Mammy's clinic day is Wednesday the 9th"),
        ], None),
    ),
    (
        ("", "2026-12-02T20:00:00", "What did I write about the drums from the new supplier?", [
            ("2026-09-15T18:00", "the old drum man in Point Lisas closed down"),
            ("2026-10-07T19:00", "*the Sea Lots drums thin, the steel tearing when I sink them"),
            ("2026-10-27T20:00", "*Sea Lots drums ring nice once they burn, maybe the steel ok after all"),
            ("2026-11-14T18:00", "*told the Sea Lots man his drums too rusty inside, he give me two free"),
            ("2026-11-18T19:00", "Clive bought new sticks for the front line"),
        ], None),
        ("", "2026-12-01T20:00:00", "What did I write about the leak in the panyard roof?", [
            ("2025-08-12T18:00", "fixed Mammy's roof with Dexter before the rainy season"),
            ("2026-10-13T21:00", "*rain coming through the panyard roof right over the bass section"),
            ("2026-10-30T20:00", "*put a tarp over the hole, the pans still getting wet"),
            ("2026-11-21T19:00", "*Harmonites committee say they will fix the roof after Christmas"),
            ("2026-11-24T18:00", "new sheets of galvanize on Miss Ivy shed"),
        ], None),
    ),
    (
        ("", "2026-12-02T20:00:00", "When is Dexter's birthday?", [
            ("2026-10-10T22:00", "Dexter looking old, the grey coming in"),
            ("2026-11-05T19:00", "Aaliyah's birthday cake was a disaster, the icing melt"),
            ("2026-11-25T20:00", "Dexter called, say he coming down for Carnival"),
        ], None),
        ("", "2026-12-03T20:00:00", "What did I decide about buying a new van?", [
            ("2026-10-25T19:00", "looking at a Hilux, the price steep steep"),
            ("2026-11-14T20:00", "Rodney selling his old van, told him I would think about it"),
            ("2026-11-22T21:00", "Shaq decided to buy a car from Japan"),
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
    print_cases(split_pairs("qU", NUMBER_PAIRS + OTHER_PAIRS, seed=4343), TZ, FILLER, seed=434, sizes=(12, 30))
