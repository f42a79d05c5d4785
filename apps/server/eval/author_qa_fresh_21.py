"""Writes qa-fresh-21.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to NUMBER questions (24 of 40 expect a number) and
to the gaps the last round left open (fuel told as filling a car by its model, overtime told as running over, a "since" range
from an event no note records).

Voice: a long-haul lorry driver in Leeds (Europe/London), Sharon ("Shaz"), Class 1 on tramping work for a haulier out of
Normanton: nights out in the cab, truck stops, tipping at distribution centres, tachograph and Driver CPC, roadside checks, the
odd Irish run over the water (euros) and Belfast run (sterling). Her partner Dean is a plasterer with a van; her daughter
Kayla (16) is doing her GCSEs; her dad lives in Morley; a Staffie called Tyson; darts on Thursdays at the Miners Arms; a
holiday pot for Whitby. Yorkshire English ("nowt", "summat", "brew", "tea" for the evening meal, "ginnel", "reyt", "mardy",
"arrers"), amounts in pounds and, over the water, euros.
Numbers on the notes that are not the answer sit beside the ones that are: pallets, litres, pence a litre, ages, scores, hours
rostered or owed by law, prices only quoted, another person's money, money coming in beside money going out.
Number questions (24): sums per currency over ranges (truck stops in October, petrol in September, euros on the Dublin run,
sterling on the Belfast run, Kayla since the start of September, vet this year, fines this year, food on the road last week,
money sent to Dean, allowance paid in), counts of occurrences told by other words than the question's (nights slept in the cab,
darts nights, dog walks, drops at one depot, roadside checks, loads to Scotland), durations (hours stuck in traffic, extra hours
told as "ran over" and "went over", CPC hours, days the lorry was off the road, days since I last saw Dad), a headcount, a
latest balance, and one count from an event no note records (no number, no cites).
The other 16: a person, decisions, a feeling, company, a promise, waiting, open items, presents, when (next and last), why,
lookups, and one question nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler written for this set, so every case
has 12-30 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, twelve numeric and eight
other cases go to the read half (qy001-qy020, may be read while tuning), the rest to the held half (qy021-qy040: totals only).

Run: python3 author_qa_fresh_21.py > qa-fresh-21.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Europe/London"

FILLER = [
    "mist sat on the Aire all morning, couldn't see Kirkstall Abbey from the road",
    "Briggate heaving with Saturday shoppers",
    "the M621 gantry signs are lying again",
    "frost on the cab mirrors, scraped them with my loyalty card",
    "a kestrel hovering over the hard shoulder by Tingley",
    "Kirkgate Market fish stalls smell like the seaside",
    "wind howling off the Pennines at Saddleworth",
    "the Corn Exchange looks daft all lit up purple",
    "somebody's shopping trolley in the beck again",
    "brew in a flask, best thing in the world at five am",
    "the ginnel behind ours is full of leaves",
    "rain bouncing off the yard at the depot",
    "a bloke in a Leeds shirt singing on the bus shelter",
    "Elland Road traffic on a match day, avoid",
    "woke to snow on the tops, none in town",
    "the chip shop on Town Street has a new fryer",
    "the depot radio only gets Radio Aire",
    "clocks back an hour, pitch dark by half four",
    "the allotments by the railway are all bonfires",
    "magpies built a nest up the rec floodlights",
    "fog on the A1 past Wetherby like pea soup",
    "the Headrow roadworks are never ending",
    "neighbour's cat asleep on my bonnet again",
    "Christmas lights up on Commercial Street already",
    "wheelie bins blown over all down the terrace",
    "the Victoria Quarter roof glowing at dusk",
    "a skein of geese heading south past Temple Newsam",
    "washing on the line and then a downpour, classic",
    "the Otley Road buses bunch up in threes",
    "hail like frozen peas at Birstall",
    "rainbow over the cooling towers at Ferrybridge",
    "corner shop doing pies again",
    "dead quiet on the ring road, school holidays",
    "somebody's put a cone on the Duke of Wellington statue in Leeds",
    "canal frozen over at the top lock",
    "the trains from Leeds station all cancelled again, leaves on the line",
    "Beeston smoky for days after bonfire night",
    "spring daffs out on the verges at Roundhay",
    "a heron stood stock still by the Calder",
    "new Turkish barber opened on Dewsbury Road",
    "street lights flickering on the estate all week",
    "scaffold round the Morley church tower",
    "sunshine on the Dales for half an hour",
    "a hedgehog crossed the yard at the depot at midnight",
    "mizzly grey day, not rain, just damp everywhere",
    "the corner pub has new owners again",
    "woodpigeons cooing on the gutter at six",
    "a tractor holding up the whole lane to Garforth",
    "the big wheel's back in Millennium Square",
    "Roundhay lake half drained for repairs",
    "Humber bridge glowing orange at sunset",
    "car alarm across the road went off all night",
    "fair's set up on Woodhouse Moor",
    "a Red Arrows flypast over the coast",
    "kids next door practising the drums",
    "smell of the brewery drifting over Hunslet",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the shuffle.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("truckstops-october", "2026-11-04T20:00", "how much did truck stops cost me in October?", [
        ("2026-09-29T21:00", "overnight at Markham Moor, £26 with the meal voucher"),
        ("2026-10-06T21:00", "*parked up at the lorry park in Lymm, £29.50, shower included"),
        ("2026-10-14T21:30", "*Ashby truckstop for the night, £27 and a fry-up thrown in"),
        ("2026-10-22T21:00", "Lymm's putting its price up to £32 from next month"),
        ("2026-10-27T22:00", "*paid £31 at Rothersthorpe, noisy reefers all night"),
        ("2026-10-30T19:00", "Dean paid £20 to leave his van at the airport"),
    ], 87.5),
    ("petrol-september", "2026-10-03T20:00", "what did I spend on petrol for the car in September?", [
        ("2026-08-30T10:00", "£35 of unleaded in the Fiesta at Asda"),
        ("2026-09-04T17:00", "*brimmed the Fiesta at Morrisons on Dewsbury Road, £58"),
        ("2026-09-11T06:00", "lorry fuelled on the company card at the depot, 420 litres"),
        ("2026-09-16T18:00", "unleaded at 142.9 a litre in Beeston, robbery"),
        ("2026-09-21T12:00", "*£40 in the Fiesta at the Shell by the Tingley roundabout"),
        ("2026-09-27T16:00", "Dean filled his van up, £90, he nearly cried"),
    ], 98),
    ("dublin-euros", "2026-06-10T20:00", "how much did I spend in euros on the Dublin run?", [
        ("2026-06-01T05:00", "Holyhead boat over to Dublin Port, cabin was £45"),
        ("2026-06-01T12:00", "*breakfast at the port cafe in Dublin, €14"),
        ("2026-06-01T15:00", "*M50 toll, €6.10, paid online or they fine you"),
        ("2026-06-02T08:00", "*€20 to park at Ballymount while I waited to tip"),
        ("2026-06-02T18:00", "the Irish lads say diesel is €1.70 a litre there"),
    ], 40.1),
    ("belfast-sterling", "2026-08-15T20:00", "what did the Belfast run cost me in pounds?", [
        ("2026-08-05T06:00", "*Cairnryan boat, cabin on the crossing, £42"),
        ("2026-08-05T09:00", "*fry at the Cairnryan terminal, £8.20"),
        ("2026-08-06T13:00", "€15 for a lunch over the border in Dundalk"),
        ("2026-08-06T18:00", "*£11 for a room-and-shower at the Belfast docks truckstop"),
        ("2026-08-07T19:00", "Mick says Belfast runs pay £60 extra, not to me they don't"),
    ], 61.2),
    ("cab-nights-november", "2026-12-03T20:00", "how many nights did I sleep in the cab in November?", [
        ("2026-10-29T22:00", "kipped in the cab at Carnforth, heater packed in"),
        ("2026-11-05T22:00", "*night out at Ashby, curtains shut by nine"),
        ("2026-11-12T21:00", "was meant to stay out at Doncaster but got tipped early and came home"),
        ("2026-11-17T22:00", "*parked up at Lymm for the night, bunk is like a plank"),
        ("2026-11-20T22:00", "back in my own bed, Tyson on my feet"),
        ("2026-11-25T22:00", "*slept on the bunk at Rothersthorpe, woke at 4 frozen"),
        ("2026-11-27T21:00", "Mick's done five nights out on the bounce"),
    ], 3),
    ("darts-october", "2026-11-02T20:00", "how many times did I play darts in October?", [
        ("2026-09-24T23:00", "darts at the Miners Arms, won the doubles"),
        ("2026-10-01T23:00", "*Thursday arrers at the Miners Arms, lost in the semis"),
        ("2026-10-08T22:00", "no league this week, the landlord's poorly"),
        ("2026-10-15T23:00", "*threw for the team away at the Fleece, 3 darts for 140 once"),
        ("2026-10-19T20:00", "Dean had the darts on telly all night"),
        ("2026-10-29T23:00", "*league night, we beat the Crown 5-2, my 80 checkout won it"),
    ], 3),
    ("dog-walks", "2026-11-16T20:00", "how many times did I walk the dog last week?", [
        ("2026-11-06T10:00", "Tyson round Roundhay Park, came back filthy"),
        ("2026-11-09T09:00", "*took the Staffie along the canal towpath to Rodley"),
        ("2026-11-10T17:00", "Kayla took Tyson out before her tea"),
        ("2026-11-12T08:00", "*Tyson up the ginnel and round the rec, he rolled in summat"),
        ("2026-11-13T18:00", "Dean walked Tyson while I was on the M6"),
        ("2026-11-15T09:00", "*long stomp with Tyson over Middleton woods"),
    ], 3),
    ("traffic-week", "2026-11-21T20:00", "how long was I stuck in traffic this week?", [
        ("2026-11-13T18:00", "the M62 is 107 miles from Leeds to Liverpool, feels like 300"),
        ("2026-11-17T16:00", "*sat 2 hours at a standstill on the M62 by Birch services, lorry on its side"),
        ("2026-11-18T17:00", "Dean was queued for an hour round the ring road"),
        ("2026-11-19T15:00", "*another 90 minutes crawling round the Lofthouse interchange"),
        ("2026-11-20T12:00", "45 minute break at Woolley Edge, tacho says so"),
    ], 3.5),
    ("extra-hours-november", "2026-12-02T20:00", "how many extra hours did I put in last month?", [
        ("2026-10-30T20:00", "worked an hour past my finish, the forklift broke"),
        ("2026-11-04T21:00", "*ran 2 hours over waiting to tip at Tesco Doncaster"),
        ("2026-11-14T20:00", "*3 hours extra on Saturday covering Mick's run to Hull"),
        ("2026-11-19T19:00", "Mick did 6 hours extra on the Sunday, he wants a new telly"),
        ("2026-11-24T20:00", "*went over by an hour, A1 shut at Wentbridge"),
        ("2026-11-28T12:00", "planner has me on for 5 hours overtime next Saturday"),
    ], 6),
    ("kayla-since-september", "2026-11-10T20:00", "how much have I spent on Kayla since the start of September?", [
        ("2026-08-26T15:00", "Kayla's bus pass for the year, £190"),
        ("2026-09-03T16:00", "*school shoes for Kayla from Clarks, £55"),
        ("2026-09-20T18:00", "Kayla earned £40 at the chippy this week"),
        ("2026-10-05T19:00", "*deposit on Kayla's prom dress, £60"),
        ("2026-10-11T12:00", "her dad gave Kayla £50 for her birthday"),
        ("2026-10-23T17:00", "*revision guides for Kayla's GCSEs, £24"),
    ], 139),
    ("dad-seventieth", "2026-07-20T20:00", "how big was the crowd at Dad's 70th?", [
        ("2026-06-15T19:00", "Morley club's back room booked for 50"),
        ("2026-07-11T23:00", "*Dad's 70th at the Morley club, 38 of the family and his old pit mates there"),
        ("2026-07-12T11:00", "Dad's 70 and still drives to the bookies every morning"),
        ("2026-07-14T19:00", "paid the DJ £120 for Dad's do"),
    ], 38),
    ("since-saw-dad", "2026-11-30T20:00", "how many days is it since I last saw Dad?", [
        ("2026-11-08T14:00", "Sunday dinner round at Dad's in Morley"),
        ("2026-11-19T16:00", "*popped in on Dad coming home, took him his paper and a pork pie"),
        ("2026-11-24T19:00", "rang Dad, he's reyt, moaning about his knees"),
        ("2026-11-27T19:00", "Kayla went round to her grandad's after school"),
    ], 11),
    ("lorry-off-road", "2026-10-20T20:00", "how many days was my lorry off the road?", [
        ("2026-09-28T07:00", "*my unit went into the workshop at Normanton with an air leak"),
        ("2026-09-29T06:00", "driving a spare DAF while mine's in, seat's knackered"),
        ("2026-09-30T12:00", "workshop reckon 2 days, I'll believe it when I see it"),
        ("2026-10-05T06:00", "*got my own unit back today, leak sorted"),
    ], 7),
    ("asda-drops", "2026-12-01T20:00", "how many drops did I do at Asda Wakefield in November?", [
        ("2026-10-28T10:00", "tipped at Asda Wakefield, 26 pallets of pop"),
        ("2026-11-03T09:00", "*Asda Wakefield again, in and out in 40 minutes"),
        ("2026-11-10T11:00", "refused at Asda Wakefield, booked in for the wrong day, took the lot back"),
        ("2026-11-16T10:00", "*delivered 24 pallets to the Asda depot at Wakefield, sat on the bay an hour"),
        ("2026-11-21T08:00", "Mick tipped at Asda Wakefield before me"),
        ("2026-11-26T09:00", "*tipped at the Asda RDC in Wakefield, smooth for once"),
    ], 3),
    ("fines-year", "2026-11-15T20:00", "how much have I paid in fines this year?", [
        ("2025-12-10T19:00", "£100 speeding fine on the A64, never again"),
        ("2026-03-12T19:00", "*£60 penalty for stopping in the yellow box at Hull docks"),
        ("2026-06-02T19:00", "Dean got a £100 speeding fine in his van"),
        ("2026-08-19T19:00", "bus lane fines in Bradford are £70, half if you pay within two weeks"),
        ("2026-08-20T19:00", "*paid the Bradford bus lane fine early, £35"),
    ], 95),
    ("vet-year", "2026-10-12T20:00", "what has the dog cost me at the vet's this year?", [
        ("2025-11-20T19:00", "Tyson's teeth cleaned at the vet's, £140"),
        ("2026-02-17T18:00", "*Tyson's booster jabs at the vet's on Town Street, £65"),
        ("2026-05-09T12:00", "pet insurance quote for Tyson, £19 a month, said no"),
        ("2026-07-22T18:00", "*flea and worming stuff from the vet's, £32"),
        ("2026-09-03T18:00", "Tyson weighed 24 kilos at the vet's, needs to lose a bit"),
    ], 97),
    ("holiday-pot", "2026-10-31T20:00", "how much is in the Whitby fund now?", [
        ("2026-07-31T19:00", "holiday pot for Whitby sitting at £940"),
        ("2026-08-31T19:00", "holiday pot at £1,090 after £150 in"),
        ("2026-09-30T19:00", "*holiday pot up to £1,240 after this month's £150"),
        ("2026-10-15T19:00", "Dean's got £300 in his own pot for the van"),
    ], 1240),
    ("roadside-checks", "2026-12-05T20:00", "how many roadside checks have I had this year?", [
        ("2025-11-11T19:00", "DVSA stopped me on the A1 last month, fine"),
        ("2026-04-08T11:00", "*pulled in by the DVSA at the Woodall check site, all clean"),
        ("2026-06-21T15:00", "DVSA out on the A1 today, saw them pulling in a Polish lad"),
        ("2026-09-14T10:00", "*DVSA checked my tacho over at Ferrybridge, not a thing wrong"),
        ("2026-10-02T19:00", "Mick got a DVSA fine for his hours"),
    ], 2),
    ("cpc-hours", "2026-12-10T20:00", "how many hours of CPC training did I do this year?", [
        ("2025-11-30T17:00", "CPC module on first aid, 7 hours"),
        ("2026-03-07T17:00", "*7 hours of Driver CPC at the training centre in Wakefield"),
        ("2026-06-14T19:00", "CPC card needs 35 hours every 5 years"),
        ("2026-09-19T17:00", "*another CPC day done, tacho rules and load securing, 7 hours"),
    ], 14),
    ("allowance-october", "2026-11-06T20:00", "how much night-out money came through in October?", [
        ("2026-09-25T18:00", "£28 nights-out on the payslip"),
        ("2026-10-09T18:00", "*payslip has £28 night-out allowance on it"),
        ("2026-10-23T18:00", "*£56 of nights-out money in Friday's pay for the two on the bunk"),
        ("2026-10-24T12:00", "allowance going up to £30 a night from January"),
        ("2026-10-28T19:00", "Mick reckons he got £112 in night-out money this month"),
    ], 84),
    ("lessons-since-theory", "2026-12-12T20:00", "how much have I spent on Kayla's driving lessons since she passed her theory?", [
        ("2026-10-03T12:00", "Kayla's first driving lesson with the instructor from Beeston, £34"),
        ("2026-10-17T12:00", "block of five lessons for Kayla, £160"),
        ("2026-11-14T12:00", "Kayla stalled on the Armley gyratory, instructor stayed calm"),
        ("2026-11-28T12:00", "another two lessons for Kayla, £68"),
    ], None),
    ("food-road", "2026-11-23T20:00", "how much did I spend on food on the road last week?", [
        ("2026-11-12T07:00", "bacon sarnie at the Kellingley cafe, £4.50"),
        ("2026-11-16T07:00", "*breakfast at the Ferrybridge Moto, £9.40"),
        ("2026-11-17T13:00", "*meal deal at the Welcome Break at Woolley, £5.50"),
        ("2026-11-18T19:00", "Aldi big shop for home, £86"),
        ("2026-11-19T13:00", "the Moto wants £4 for a coffee, I brought a flask"),
        ("2026-11-20T21:00", "*chips and curry sauce in the cab at Immingham, £4.20"),
    ], 19.1),
    ("dean-money", "2026-09-30T20:00", "how much did I give Dean towards his van?", [
        ("2026-08-02T19:00", "*sent Dean £200 for the van's new tyres"),
        ("2026-08-20T19:00", "Dean paid me back £50 for the takeaway money"),
        ("2026-09-05T19:00", "*another £150 to Dean for the van insurance"),
        ("2026-09-12T19:00", "Dean's van needs a £600 gearbox, he's asking his brother"),
    ], 350),
    ("scotland-loads", "2026-11-30T20:00", "how many loads did I take to Scotland this month?", [
        ("2026-10-21T20:00", "Scotland run to Grangemouth, 14 hours on the clock"),
        ("2026-11-06T20:00", "*up to Eurocentral and back, tipped by two"),
        ("2026-11-13T19:00", "planned a Glasgow run but got swapped to Hull at the last minute"),
        ("2026-11-19T21:00", "*Glasgow tip at the Tesco depot, snowing over Beattock"),
        ("2026-11-24T19:00", "Mick's doing the Aberdeen runs all winter"),
    ], 2),
]

OTHERS = [
    ("who-mick", "2026-11-20T20:00", "who is Mick?", [
        ("2026-05-12T19:00", "*Mick's the other tramper on our fleet, been driving since I was in nappies"),
        ("2026-08-03T18:00", "Mike from the council rang about the bins"),
        ("2026-10-14T21:00", "*Mick shared his flask with me at Lymm, he's a good 'un"),
        ("2026-11-02T19:00", "Dean's cousin Michelle is over from Hull"),
    ], None),
    ("holiday-decision", "2026-09-10T20:00", "what did Dean and I decide about the holiday?", [
        ("2026-08-12T19:00", "Dean fancies Benidorm, I fancy my own bed"),
        ("2026-08-25T21:00", "*settled with Dean: Whitby in the half term, caravan at Sandsend"),
        ("2026-08-30T19:00", "Mick's off to Tenerife in October"),
        ("2026-09-04T21:00", "*we agreed Kayla can bring her mate if she pays her own food"),
    ], None),
    ("prom-when", "2026-05-10T20:00", "when is Kayla's prom?", [
        ("2026-03-20T19:00", "Kayla's mocks went better than she thought"),
        ("2026-04-02T19:00", "*school letter: Year 11 prom is 26 June at the Queens Hotel"),
        ("2026-04-18T19:00", "Kayla's mate's prom in Bradford is a week before hers"),
    ], None),
    ("licence-todo", "2026-12-15T20:00", "what's left to do before my licence renewal?", [
        ("2026-11-02T19:00", "*book the D4 medical with the doctor in Hunslet"),
        ("2026-11-10T19:00", "sent the new photo off, done"),
        ("2026-11-20T19:00", "*still need the D2 form filling in, it's sat by the kettle"),
        ("2026-11-28T19:00", "*eye test before the medical, must ring Specsavers"),
        ("2026-12-02T19:00", "Mick's licence renewal came back in ten days"),
    ], None),
    ("dad-present", "2026-07-15T20:00", "what did I get Dad for his birthday?", [
        ("2026-06-20T19:00", "Dad says he wants nowt, as usual"),
        ("2026-07-04T13:00", "*picked up a flat cap from the shop in the Arcade for Dad"),
        ("2026-07-08T18:00", "*plus some Timothy Taylor's bottles for Dad's 70th"),
        ("2026-07-10T19:00", "Kayla bought her grandad a framed photo"),
    ], None),
    ("tramping-feelings", "2026-12-05T20:00", "how do I feel about being away all week?", [
        ("2026-10-09T21:00", "*hate the nights out now, miss Tyson and my own pillow"),
        ("2026-10-29T21:00", "*love the freedom of the open road still, just me and the radio"),
        ("2026-11-16T18:00", "Mick says tramping suits him, he can't stand his missus"),
        ("2026-11-27T21:00", "*three nights out and I'm shattered, might ask for days"),
        ("2026-12-01T19:00", "new curtains for the cab, £25"),
    ], None),
    ("whitby-who", "2026-10-31T20:00", "who came to Whitby with us?", [
        ("2026-10-10T19:00", "Mick's off to Scarborough with his lot"),
        ("2026-10-24T18:00", "*Whitby: me, Dean and Kayla, and Kayla's mate Jade came along"),
        ("2026-10-25T20:00", "*Dad drove over to Whitby on the Sunday, fish supper by the harbour"),
        ("2026-10-29T19:00", "Kayla wants Whitby again next year"),
    ], None),
    ("dentist-last", "2027-03-01T20:00", "when did I last see the dentist?", [
        ("2026-11-14T12:00", "dentist rang to cancel, rebook in the new year"),
        ("2027-02-09T10:00", "*dentist in Beeston, six-monthly check, a little filling"),
        ("2027-02-20T19:00", "Dean took Kayla along for her brace fitting"),
        ("2027-02-25T19:00", "left molar aching again"),
    ], None),
    ("dean-promise", "2026-10-15T20:00", "what did Dean promise about the bathroom?", [
        ("2026-09-20T19:00", "bathroom ceiling's cracking where the shower leaked"),
        ("2026-10-02T17:00", "*Dean says he'll skim the bathroom ceiling next weekend, for nowt"),
        ("2026-10-08T19:00", "*Dean promised he'd sort the extractor fan before Kayla's mocks"),
        ("2026-10-10T19:00", "Mick's plasterer ran off with his deposit"),
    ], None),
    ("waiting-for", "2027-01-25T20:00", "what am I waiting on?", [
        ("2026-12-15T19:00", "*sent the D2 form to the DVLA, nowt back yet"),
        ("2027-01-08T19:00", "tax refund came through, £120"),
        ("2027-01-12T19:00", "*no reply from the transport office about swapping to day work, chased twice"),
        ("2027-01-20T19:00", "Mick's new unit still hasn't come"),
    ], None),
    ("route-why", "2026-11-25T20:00", "why did I come off the Doncaster run?", [
        ("2026-10-01T19:00", "Doncaster run is 6 drops a day"),
        ("2026-10-26T19:00", "*asked the planner to move me off Doncaster: the drop at Thorne has no toilets and I was never home before ten"),
        ("2026-11-02T19:00", "Mick loves Doncaster, he can have it"),
        ("2026-11-10T19:00", "new run is Hull and back, much easier"),
    ], None),
    ("planner-said", "2026-12-20T20:00", "what did the planner say about Christmas week?", [
        ("2026-12-06T13:00", "Christmas week is always mad, Aldi volumes double"),
        ("2026-12-09T19:00", "*planner says I'm on days only Christmas week, no nights out"),
        ("2026-12-12T19:00", "Mick reckons he'll be out on the 24th"),
        ("2026-12-15T19:00", "*planner confirmed I'm off from the 24th to the 28th"),
    ], None),
    ("vet-name", "2026-10-10T20:00", "what's the vet's name?", [
        ("2026-09-04T19:00", "*Tyson's vet is Mr Rahman at the Town Street surgery, good with him"),
        ("2026-09-18T19:00", "Kayla's tutor Mrs Hirst reckons she'll get a 6 in maths"),
        ("2026-09-25T19:00", "*Mr Rahman rang back about Tyson's ear, no infection"),
    ], None),
    ("darts-next", "2026-11-10T20:00", "when's my next darts match?", [
        ("2026-11-05T23:00", "darts last Thursday, lost to the Crown"),
        ("2026-11-08T19:00", "*next league night is away at the Fleece on Thursday the 19th"),
        ("2026-11-09T19:00", "Dean's got his works do on the 19th too"),
    ], None),
    ("dad-news", "2026-12-05T20:00", "what's going on with my dad?", [
        ("2026-11-12T19:00", "*Dad's on the waiting list for a new knee at Chapel Allerton"),
        ("2026-11-20T19:00", "*my father has joined the bowls club in Morley, says it's full of old codgers"),
        ("2026-11-25T19:00", "Dean's dad is moving to Skegness"),
        ("2026-11-29T19:00", "Kayla's dad rang about Christmas"),
    ], None),
    ("solicitor-nothing", "2026-11-30T20:00", "what did the solicitor say about the will?", [
        ("2026-10-14T19:00", "Dad wants to sort his will out one of these days"),
        ("2026-11-03T19:00", "Dean's mate is a conveyancer, might ask him"),
        ("2026-11-20T19:00", "the building society sent a letter about Dad's savings"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qy", NUMBERS, OTHERS, seed=2121, read_numbers=12, read_others=8), TZ, FILLER, seed=21, sizes=(12, 30))
