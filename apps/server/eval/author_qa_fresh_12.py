"""Writes qa-fresh-12.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to answers that rest on retrieval.

Voice: a ferry-terminal ticket clerk in Halifax, Nova Scotia (America/Halifax) who keeps bees, has her teenage
granddaughter Maeve living with her, a son (Declan) in Newfoundland, a brother (Gus) in Antigonish. Hand-written
answer notes (cited, marked "*") and look-alike distractors, then neutral filler drawn from a pool written for this set,
so every case has 15-30 notes. qp001-qp020 may be read while tuning; qp021-qp040 are held (totals only).

Run: python3 author_qa_fresh_12.py > qa-fresh-12.jsonl (seeded, so the output is stable).
"""

import json
import random
from datetime import datetime, timedelta

TZ = "America/Halifax"

FILLER = [
    "fog horn going at Chebucto Head all night",
    "cruise ship in at Pier 21, the boardwalk was heaving",
    "gulls fighting over a french fry by the tugboat",
    "the maple by the back step is half red already",
    "power flickered twice in the wind",
    "a seal popped up by the Alderney dock",
    "tide way out, the harbour smelled of seaweed",
    "snow plough went by at 4am scraping the curb",
    "the noon gun went off on Citadel Hill right on time",
    "leaves clogging the storm drain at the corner",
    "wind chimes two doors down going all evening",
    "radio says the Cabot Trail is full of leaf peepers",
    "pumpkins out on every step on our street",
    "blue jays raiding the feeder again",
    "crows lined up on the power line at dusk",
    "the Macdonald bridge lit up purple tonight",
    "cardinal at the feeder, red as a postbox",
    "rain coming sideways off the Bedford Basin",
    "radio played Stan Rogers twice in one hour",
    "a tall ship anchored off Georges Island",
    "first frost on the lawn",
    "the streetlight outside has been blinking for days",
    "a woodpecker hammering on the telephone pole",
    "hydrangeas gone papery and brown",
    "huge orange moon hanging over the harbour",
    "seed exchange table in the library lobby",
    "morning mist sitting on Lake Banook",
    "raccoon tracks across the deck",
    "bells at St. Mary's for a wedding",
    "wind turned my umbrella inside out on Barrington",
    "bus diverted round Spring Garden again",
    "somebody dumped an old sofa at the curb two doors down",
    "snow squalls coming and going all afternoon",
    "a heron standing in the shallows at Sullivan's Pond",
    "fireworks over the harbour, no idea what for",
    "a flock of geese went over very low",
    "rain barrel overflowing onto the path",
    "calendar page this month is the lighthouse at Peggy's Cove",
    "the Dartmouth skyline pink at sunrise",
    "the hall clock is running five minutes fast",
    "a container ship the size of a street went out past McNabs",
    "dandelions all over the boulevard",
    "icicles off the gutter as long as my arm",
    "the corner store has started selling donairs",
    "lupins out along the highway",
    "a black cat sitting on the mailbox across the road",
    "thunder rolling over the Basin after supper",
    "the kettle whistle finally gave out",
    "school buses back on the road this morning",
    "the radio weather lady mixed up Truro and Windsor",
    "a monarch butterfly on the milkweed",
    "sea smoke on the harbour, minus twenty with the wind",
    "the Halifax Explosion memorial bells rang at 9:04",
    "frogs going full blast in the ditch",
    "loose shingle flapping on the house across the way",
    "the city finally painted the crosswalk",
    "rhubarb coming up by the fence",
    "pea-sized hail for about two minutes",
    "two kids with a lemonade stand down by the corner",
    "the Irving station on Robie has new pumps",
]


def d(s):
    return datetime.fromisoformat(s)


# Each case: id, now, question, notes [(created_at, text, cited)], number.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
CASES = [
    # ---------- read half (qp001-qp020) ----------
    ("qp001", "2026-10-20T20:00", "what's the latest with Wendell?", [
        ("2026-09-30T21:10", "bee club meeting ran long, nobody agreed on the swarm list"),
        ("2026-10-08T18:40", "*Wendell's hip replacement is booked for November at the QEII"),
        ("2026-10-12T20:15", "Wendy from choir brought lemon squares to practice"),
        ("2026-10-16T17:30", "*Wendell is selling off half his colonies, says he's slowing down"),
        ("2026-10-18T11:00", "Wendover Street closed for the water main again"),
    ], None),
    ("qp002", "2026-09-25T21:00", "who is Anneliese again?", [
        ("2026-09-08T21:30", "*Anneliese, the new choir director, wants us off book by December"),
        ("2026-09-15T21:40", "Annie at the terminal swapped her Sunday for my Wednesday"),
        ("2026-09-22T21:35", "*Anneliese asked if I'd take the alto solo in the Advent piece"),
        ("2026-09-23T09:00", "Anne Murray playing on the booth radio all morning"),
    ], None),
    ("qp003", "2026-08-30T19:30", "does Priya still have anything of mine?", [
        ("2026-07-20T10:00", "Priya borrowed the extension ladder for her eaves"),
        ("2026-08-02T16:00", "*lent Priya the big canning pot for her son's corn boil"),
        ("2026-08-09T12:00", "Priya brought the ladder back and a jar of her mango chutney"),
        ("2026-08-20T18:00", "lent Maeve twenty for the bus pass, she swears she'll pay it back"),
        ("2026-08-25T08:00", "Priya's on nights at the Infirmary all week"),
    ], None),
    ("qp004", "2026-06-14T20:00", "what did I end up doing about the truck?", [
        ("2026-05-16T12:00", "Ranger's rocker panels rusted right through, Lloyd doubts it'll pass inspection"),
        ("2026-05-30T15:00", "test drove a Frontier and a Tacoma, the Frontier rides rougher"),
        ("2026-06-04T19:00", "Declan thinks I should just get a used Corolla and be done with it"),
        ("2026-06-11T17:30", "*done dithering, signed for the grey Tacoma at Steele, they took the Ranger in trade"),
        ("2026-06-12T09:00", "Priya's van is making the same rattle mine did"),
    ], None),
    ("qp005", "2026-05-10T20:00", "did I settle on where to get the new queens from?", [
        ("2026-04-18T14:00", "the Ross colony came through the winter without a laying queen, no eggs at all"),
        ("2026-04-22T20:30", "Wendell swears by Saskatraz stock but they're dear"),
        ("2026-04-29T19:00", "Hatch's apiary in Truro has wax foundation cheaper than Kent"),
        ("2026-05-06T21:00", "*ordered two mated Buckfast from Hatch's in Truro, pickup the first week of June"),
        ("2026-05-08T10:00", "Maeve wants to name the next hive after a Taylor Swift album"),
    ], None),
    ("qp006", "2026-11-02T20:30", "what was the name of the chimney guy Priya mentioned?", [
        ("2026-10-18T22:00", "woodstove smoked back into the living room last night"),
        ("2026-10-21T18:00", "Wendell's shingle man is Remi Doucette, reasonable and turns up"),
        ("2026-10-24T12:30", "*Priya says Rory MacIsaac did her flue and liner, not cheap but tidy"),
        ("2026-10-27T17:00", "Priya's recommending a podcast about the Acadians"),
        ("2026-10-30T08:00", "smoke alarm in the hall chirping for a battery"),
    ], None),
    ("qp007", "2026-08-12T21:00", "what did the physio tell me about the stairs?", [
        ("2026-07-21T16:00", "first session with Brandt at the Spryfield physio clinic, the bends hurt"),
        ("2026-07-28T16:00", "Dr. Okafor says the knee x-ray looks fine for my age"),
        ("2026-08-04T16:30", "*Brandt says take the steps one at a time, good leg leading going up, for a few more weeks"),
        ("2026-08-06T07:00", "the stairs at the terminal are slick as glass in this rain"),
        ("2026-08-10T19:00", "Maeve carried the laundry basket up for me without being asked"),
    ], None),
    ("qp008", "2026-11-12T21:00", "how have I been doing in myself the last couple of weeks?", [
        ("2026-10-20T22:00", "felt great after choir, sang the whole way home"),
        ("2026-11-01T20:00", "*low all day, the dark at five o'clock gets to me"),
        ("2026-11-05T21:30", "*properly good day, sun on the water my whole shift and Maeve laughing at supper"),
        ("2026-11-07T19:00", "Maeve is stressed out of her mind about the science fair"),
        ("2026-11-10T08:00", "*wrung out after three nights on the late booth"),
    ], None),
    ("qp009", "2026-10-02T21:00", "how do I feel about the job these days?", [
        ("2026-09-12T18:30", "*another shift of people yelling at me over a cancelled sailing, I'm fed up with that booth"),
        ("2026-09-17T21:00", "so pleased with how the fall honey tastes, dark and spicy"),
        ("2026-09-21T17:00", "*Colleen gave me the good shifts this month, work has been pleasant for once"),
        ("2026-09-25T20:00", "Maeve hates her part-time job at the Superstore"),
        ("2026-09-29T22:00", "*thinking seriously about early retirement, the terminal wears me down"),
    ], None),
    ("qp010", "2026-10-10T20:00", "how has the bad knee done since the injection?", [
        ("2026-08-20T21:00", "knee awful today, could barely manage the stairs"),
        ("2026-09-03T11:00", "Dr. Okafor gave me the cortisone shot, left knee"),
        ("2026-09-10T19:00", "*knee much easier, did the whole apiary without limping"),
        ("2026-09-15T20:00", "shoulder aching from lifting full supers"),
        ("2026-09-24T22:30", "*knee stiff and swollen again after the long shift standing"),
        ("2026-10-05T17:00", "*knee fine on the walk round Point Pleasant, no twinges"),
    ], None),
    ("qp011", "2026-10-18T20:00", "what's still to do for the farmers' market stall?", [
        ("2026-10-01T19:00", "got a spot at Seaport Farmers' Market for November Saturdays, honey stall"),
        ("2026-10-10T20:00", "*must print labels with the new batch numbers"),
        ("2026-10-12T14:00", "bought the folding table off Kijiji, sturdy"),
        ("2026-10-13T09:00", "Tacoma's registration runs out this month, must renew"),
        ("2026-10-14T18:00", "*get coins for the float from the credit union, loonies and toonies"),
        ("2026-10-15T21:00", "need to book Maeve in for a cleaning"),
        ("2026-10-16T20:30", "*still have to find a tablecloth that doesn't look like a picnic"),
    ], None),
    ("qp012", "2026-02-08T20:00", "anything left to sort before Maeve's Quebec trip?", [
        ("2026-01-14T19:00", "Maeve's school trip to Quebec City is March 12 to 16, deposit paid"),
        ("2026-01-20T19:30", "permission slip for the swim meet signed and handed in"),
        ("2026-01-28T20:00", "*still have to sign the consent form and the medical one for the school"),
        ("2026-02-01T21:00", "need to clean the range hood filter, it's disgusting"),
        ("2026-02-03T19:00", "*have to get her a proper winter coat, the old one is short in the arms"),
        ("2026-02-05T20:00", "*last instalment of $200 due by Feb 20"),
    ], None),
    ("qp013", "2026-07-20T20:00", "what am I still waiting to hear back on?", [
        ("2026-06-02T12:00", "*sent the heritage porch grant application to HRM, they say six to eight weeks"),
        ("2026-06-20T10:00", "hardware store says the screen door should arrive late June"),
        ("2026-06-29T16:00", "picked up the screen door from Kent, fits"),
        ("2026-07-06T19:00", "*insurance adjuster still hasn't called back about the shed hail damage"),
        ("2026-07-10T21:00", "Maeve is waiting to hear if she got into the lifeguard course"),
        ("2026-07-14T20:00", "*Declan's supposed to let me know if he's home for August"),
    ], None),
    ("qp014", "2026-09-09T19:00", "what am I waiting on from Lloyd?", [
        ("2026-08-28T12:00", "Lloyd's Garage shut Friday to Monday for Labour Day"),
        ("2026-09-01T11:00", "*Lloyd's ordering a new wheel bearing for the Tacoma, he'll phone when it's in"),
        ("2026-09-03T17:00", "still no recipe for those squares from Priya"),
        ("2026-09-05T10:00", "*Lloyd was going to price up the rust work on the tailgate and let me know"),
        ("2026-09-07T15:00", "Floyd from the bee club has a spare queen excluder"),
    ], None),
    ("qp015", "2026-09-20T20:00", "when did I last go through the hives?", [
        ("2026-08-10T11:00", "full inspection on all four colonies, brood looks good"),
        ("2026-08-24T10:30", "opened the hives, capped honey and a fat queen in number two"),
        ("2026-09-07T10:00", "*checked every colony, mite counts low, added a super to number three"),
        ("2026-09-12T19:00", "Wendell inspected his hives and found a swarm cell"),
        ("2026-09-14T21:00", "have to go through the hives again before the cold snap"),
    ], None),
    ("qp016", "2026-10-25T20:00", "when was the last time I saw my brother?", [
        ("2026-08-03T22:00", "Gus and Linda came down for the Natal Day fireworks"),
        ("2026-09-06T19:00", "my brother Gus called, his boat needs a new engine"),
        ("2026-09-27T18:00", "*drove up to Antigonish for the day, lunch with Gus at the Waterfront"),
        ("2026-10-11T12:00", "Gus texted a photo of his lobster traps stacked for the winter"),
        ("2026-10-19T20:00", "Priya's brother is visiting from Toronto"),
    ], None),
    ("qp017", "2026-10-04T20:00", "what did the vet say about Pilot's teeth?", [
        ("2026-09-18T09:00", "Pilot won't touch the dry food, only the gravy kind"),
        ("2026-09-22T12:00", "booked Pilot in at the Bayers Road vet for her shots"),
        ("2026-09-29T17:00", "dentist says I need a crown on the back molar"),
        ("2026-10-01T16:00", "Pilot had her shots, sulked under the bed all evening"),
    ], None),
    ("qp018", "2026-11-28T20:00", "what did I decide about the pellet stove?", [
        ("2026-11-03T20:00", "looking at pellet stoves against a heat pump, can't make up my mind"),
        ("2026-11-10T19:00", "Priya loves her heat pump, says the power bill went down"),
        ("2026-11-17T21:00", "Wendell's pellet stove eats forty bags a winter"),
        ("2026-11-22T15:00", "Efficiency NS rebate might cover part of a heat pump"),
    ], None),
    ("qp019", "2026-11-06T21:00", "when's the parent-teacher thing for Maeve?", [
        ("2026-10-22T20:00", "Mr. Boutilier emailed about Maeve's missing math homework"),
        ("2026-10-29T19:00", "*Maeve's parent-teacher interview Thursday Nov 19 at 6:40 with Mr. Boutilier"),
        ("2026-11-02T20:00", "Maeve's band concert is Dec 3 in the gym"),
        ("2026-11-04T08:00", "Priya's parent-teacher night was a disaster, apparently"),
    ], None),
    ("qp020", "2026-11-03T20:00", "how many times did I go to choir in October?", [
        ("2026-09-29T22:00", "choir at St. Matthew's, Anneliese drilled the Gloria"),
        ("2026-10-06T22:00", "*choir tonight, the sopranos were flat and we started over three times"),
        ("2026-10-13T22:00", "missed choir, covered a double at the terminal"),
        ("2026-10-20T22:10", "*Tuesday rehearsal at St. Matthew's, my alto line finally clicked"),
        ("2026-10-22T19:00", "Anneliese emailed the choir schedule for Advent"),
        ("2026-10-27T22:00", "*choir practice ran late, worth it"),
    ], 3),
    # ---------- held half (qp021-qp040) ----------
    ("qp021", "2026-12-09T20:00", "what's going on with Colleen?", [
        ("2026-11-20T18:00", "Colin from the bee club phoned about the wax swap"),
        ("2026-11-24T17:00", "*Colleen's off on stress leave till the new year"),
        ("2026-11-30T19:00", "new supervisor filling in at the terminal is a stickler"),
        ("2026-12-05T12:00", "*Colleen's daughter had the baby, a boy, nine pounds"),
        ("2026-12-07T21:00", "College Street is torn up for the new bike lane"),
    ], None),
    ("qp022", "2026-05-20T20:00", "who's Okafor again?", [
        ("2026-03-11T16:00", "*new family doctor at last, Dr. Okafor at the Quinpool clinic, she listens"),
        ("2026-04-15T12:00", "Brandt wants me doing wall squats every day"),
        ("2026-05-12T17:00", "*Dr. Okafor wants bloodwork before she renews the blood pressure pills"),
        ("2026-05-14T09:00", "Okra at the Indian grocer on Quinpool looked tired"),
    ], None),
    ("qp023", "2026-07-05T20:00", "do I owe Wendell anything?", [
        ("2026-06-10T20:00", "paid Priya back for the pizza on Friday"),
        ("2026-06-18T19:00", "*Wendell fronted my half of the mite strips, $38, must square up with him"),
        ("2026-06-22T14:00", "Wendell owes me a jar of his buckwheat honey from the bet"),
        ("2026-06-28T10:00", "*borrowed Wendell's extractor for the weekend"),
        ("2026-07-02T18:00", "Declan paid me back the $150 for Maeve's phone"),
    ], None),
    ("qp024", "2026-11-15T20:00", "where are we spending the holidays?", [
        ("2026-10-20T20:00", "Gus wants everyone at his place for New Year's"),
        ("2026-10-28T21:00", "Maeve says Newfoundland is boring and she'd rather stay home"),
        ("2026-11-06T19:00", "*decided: Christmas at Declan's in Corner Brook, Marine Atlantic booked for the 21st"),
        ("2026-11-10T17:00", "holiday shifts posted, I have Boxing Day off"),
    ], None),
    ("qp025", "2026-09-30T20:00", "did I make up my mind on the mite treatment?", [
        ("2026-09-08T12:00", "sugar roll on number four showed nine mites, too high"),
        ("2026-09-14T20:00", "Wendell uses formic pads and swears they're gentle"),
        ("2026-09-22T21:00", "*going with the oxalic dribble in November, Apivar is too harsh on them"),
        ("2026-09-25T09:00", "Maeve got treatment for her plantar wart at the clinic"),
    ], None),
    ("qp026", "2026-03-30T20:00", "what's the name of the tax person Colleen uses?", [
        ("2026-03-02T19:00", "have to get the taxes done before the end of April"),
        ("2026-03-10T14:00", "*Colleen's accountant is Marguerite Saulnier on Gottingen, does a lot of pensions"),
        ("2026-03-18T20:00", "Wendell does his own books, won't pay anybody"),
        ("2026-03-25T12:00", "Colleen took Maeve's shift request to the union rep"),
    ], None),
    ("qp027", "2026-07-18T20:00", "what did the mechanic say about the grinding when I stop?", [
        ("2026-07-02T20:00", "the dryer makes a grinding racket on spin"),
        ("2026-07-08T18:00", "Declan reckons Tacomas all have soft brakes"),
        ("2026-07-14T13:00", "*Lloyd says the front pads are down to the metal, that's the noise, bring it in Tuesday"),
        ("2026-07-16T19:00", "Lloyd's Garage put up a new sign, looks sharp"),
    ], None),
    ("qp028", "2026-03-28T20:00", "how was I this month?", [
        ("2026-02-27T21:00", "miserable, sleet all week and the crossings cancelled"),
        ("2026-03-04T18:00", "*cheerful, first day it smelled like spring, drove with the window down"),
        ("2026-03-15T22:00", "*awful, fought with Maeve about her phone and we both cried"),
        ("2026-03-19T20:00", "Priya's upset, her mother's in hospital in Calgary"),
        ("2026-03-24T21:30", "*calm and content, choir and then tea with Priya"),
    ], None),
    ("qp029", "2026-07-25T20:00", "how do I feel about the bees this year?", [
        ("2026-04-12T19:00", "*lost the Ross colony over the winter, heartbroken about it"),
        ("2026-05-30T20:00", "happy as anything after the choir concert"),
        ("2026-06-14T18:00", "*so proud of how number two came through, thriving"),
        ("2026-06-30T21:00", "Wendell's fed up with his bees, selling half"),
        ("2026-07-20T21:00", "*honestly anxious about the mite numbers, might lose another hive"),
    ], None),
    ("qp030", "2026-06-20T20:00", "how's my shoulder been since I started physio?", [
        ("2026-04-28T09:00", "shoulder locked up reaching for the ticket printer"),
        ("2026-05-05T16:00", "started physio with Brandt for the right shoulder"),
        ("2026-05-12T20:00", "*shoulder sore after the exercises but moving more"),
        ("2026-05-20T18:00", "knee grand today"),
        ("2026-06-02T19:00", "*got my arm over my head without wincing, the shoulder's coming back"),
        ("2026-06-15T21:00", "*shoulder bad again after lifting full supers"),
    ], None),
    ("qp031", "2026-08-08T20:00", "what's left on the shed roof job?", [
        ("2026-07-20T19:00", "hail took half the shingles off the shed roof"),
        ("2026-07-26T18:00", "shed door rehung, swings fine now"),
        ("2026-07-29T20:00", "*must pick up two bundles of architectural shingles and some drip edge"),
        ("2026-08-01T09:00", "must get the chimney sweep booked before fall"),
        ("2026-08-03T17:00", "*ask Remi about flashing round the vent pipe"),
        ("2026-08-05T19:00", "*have to rent a roofing nailer from Kent"),
    ], None),
    ("qp032", "2026-12-01T20:00", "what do I still need to do before we head to Corner Brook?", [
        ("2026-11-06T19:30", "Marine Atlantic crossing to Newfoundland booked, Maeve and me, Dec 21"),
        ("2026-11-18T20:00", "*need someone to look in on the hives while we're away"),
        ("2026-11-20T10:00", "need to return the library books, two weeks overdue"),
        ("2026-11-24T19:00", "*get the winter tires on before the drive to North Sydney"),
        ("2026-11-27T21:00", "*have to buy Declan's girlfriend something, no idea what she likes"),
    ], None),
    ("qp033", "2026-10-30T20:00", "anything I'm still waiting on?", [
        ("2026-09-28T12:00", "*Service Canada says the pension estimate letter takes four weeks"),
        ("2026-10-05T19:00", "plumber's coming Thursday about the sink"),
        ("2026-10-08T16:00", "plumber came, sink's fine, just a washer"),
        ("2026-10-14T20:00", "*ordered the bottling tank from Dadant, tracking says held at customs"),
        ("2026-10-20T21:00", "Priya's waiting on her transfer to the IWK"),
        ("2026-10-26T18:00", "*heritage grant: still nothing from HRM"),
    ], None),
    ("qp034", "2026-04-20T20:00", "what's Declan meant to be sending me?", [
        ("2026-04-02T20:00", "Declan sent photos from the rig, all fog"),
        ("2026-04-08T19:00", "*Declan said he'd mail a copy of Maeve's birth certificate"),
        ("2026-04-12T12:00", "Gus is sending down smoked mackerel with Linda"),
        ("2026-04-15T21:00", "*Declan promised to e-transfer the money for her braces this week"),
    ], None),
    ("qp035", "2026-10-28T20:00", "when did I last take Maeve to the orthodontist?", [
        ("2026-08-06T12:00", "Maeve's braces tightened, she sulked all afternoon"),
        ("2026-09-17T15:00", "*orthodontist with Maeve, new wires, next one in six weeks"),
        ("2026-10-01T19:00", "Priya took her son to the orthodontist on Spring Garden"),
        ("2026-10-21T20:00", "need to book Maeve's next ortho visit"),
    ], None),
    ("qp036", "2026-11-22T20:00", "when did I last talk to Gus on the phone?", [
        ("2026-10-10T19:00", "rang Gus about Thanksgiving plans"),
        ("2026-11-03T21:00", "*long phone call with Gus, his knee's worse than mine"),
        ("2026-11-12T13:00", "Gus texted a picture of the first snow in Antigonish"),
        ("2026-11-16T20:00", "Maeve called her uncle Gus to wish him happy birthday"),
    ], None),
    ("qp037", "2026-09-12T20:00", "what's the wifi password at Priya's?", [
        ("2026-08-20T19:00", "Priya got a new router, the internet guy was there for hours"),
        ("2026-08-28T20:00", "gave Priya our wifi password so her nephew could get online"),
        ("2026-09-05T21:00", "Maeve changed our wifi password again, it's now her cat's name backwards"),
    ], None),
    ("qp038", "2026-11-18T20:00", "when is my mammogram?", [
        ("2026-10-14T16:00", "Dr. Okafor says I'm due a mammogram, they'll send a letter"),
        ("2026-10-30T19:00", "Priya's mammogram came back clear, thank goodness"),
        ("2026-11-09T12:00", "bone density scan is Dec 2 at the VG"),
    ], None),
    ("qp039", "2026-11-05T20:00", "what have I got on next Tuesday?", [
        ("2026-10-26T19:00", "*winter tires going on the Tacoma Tuesday the 10th at 9"),
        ("2026-10-30T20:00", "Maeve's band concert is Dec 3 in the gym, 7pm"),
        ("2026-11-02T17:00", "*Brandt moved my physio to Nov 10, 2pm"),
        ("2026-11-03T20:00", "dentist for the crown is Tuesday Nov 17"),
    ], None),
    ("qp040", "2026-11-04T20:00", "how many times did I see Priya in October?", [
        ("2026-09-26T16:00", "tea with Priya on her deck, last warm day"),
        ("2026-10-03T11:00", "*coffee with Priya at the Daily Grind"),
        ("2026-10-09T20:00", "Priya texted a photo of her pumpkin"),
        ("2026-10-14T21:00", "*Priya came over for supper, Maeve made the pasta"),
        ("2026-10-27T17:00", "*walk round the Dingle with Priya, the leaves were done"),
    ], 3),
]


def build(rng, case):
    cid, now, question, notes, number = case
    now_dt = d(now)
    hand = [(d(t), text.lstrip("*"), text.startswith("*")) for t, text in notes]
    start = min(t for t, _, _ in hand) - timedelta(days=5)
    total = rng.randint(15, 30)
    fillers = rng.sample(FILLER, max(0, total - len(hand)))
    span = (now_dt - timedelta(hours=2) - start).total_seconds()
    rows = [(t, text, cited) for t, text, cited in hand]
    for text in fillers:
        at = start + timedelta(seconds=rng.randint(0, int(span)))
        rows.append((at.replace(second=0), text, False))
    rows.sort(key=lambda r: r[0])
    thoughts, cites = [], []
    for i, (t, text, cited) in enumerate(rows, 1):
        tid = f"n{i}"
        thoughts.append({"id": tid, "text": text, "created_at": t.strftime("%Y-%m-%dT%H:%M:%S")})
        if cited:
            cites.append(tid)
    return {"id": cid, "now": now, "timezone": TZ, "thoughts": thoughts, "question": question,
            "expect": {"cites": cites, "number": number}}


def main():
    rng = random.Random(12)
    for case in CASES:
        print(json.dumps(build(rng, case)))


if __name__ == "__main__":
    main()
