"""Writes qa-fresh-14.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to answers with a number.

Voice: a sous chef in Cape Town (Africa/Johannesburg) who moved from Observatory to a cottage in Muizenberg, runs and
surfs, shares bills with a flatmate (Riaan), has a sister (Zanele) in Durban, a mother in Gugulethu, a line cook friend
(Keegan), a boss (Marguerite) and a dog (Biltong). Amounts in rand (R, ZAR, "rand") with some in dollars and euros.
36 of 40 cases expect a number: sums per currency over ranges (last month, in October, this week, over the weekend,
yesterday, since the move, this year, a trip, a project), counts (runs, surfs, gym, calls, days off, physio, people who
paid back), hours, what is still owed, refunds and things bought for others. Distractors: someone else's spending,
prices and plans that are no spending, money lent or paid back, other ranges and other currencies.
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler drawn from a pool written
for this set, so every case has 15-30 notes. qr001-qr020 may be read while tuning; qr021-qr040 are held (totals only).

Run: python3 author_qa_fresh_14.py > qa-fresh-14.jsonl (seeded, so the output is stable).
"""

import json
import random
from datetime import datetime, timedelta

TZ = "Africa/Johannesburg"

FILLER = [
    "the southeaster pumping all night, bins rolling down the road",
    "tablecloth of cloud sitting on Table Mountain",
    "load shedding schedule changed again",
    "hadedas screaming on the gutter before sunrise",
    "the Muizenberg beach huts look extra bright after the rain",
    "mist rolling in over Clifton by lunchtime",
    "baboons were on the Ou Kaapse Weg again",
    "the mountain was on fire above Kalk Bay, helicopters scooping water",
    "whales blowing in False Bay from the train bridge",
    "the Cape Doctor cleared the smog overnight",
    "Signal Hill cannon made me jump",
    "a seal sleeping on the slipway at the harbour",
    "jacarandas purple all along the street",
    "wind took the neighbour's washing over the wall",
    "the Bo-Kaap houses glowing in the late sun",
    "taxi hooting outside at six",
    "fog horn at Mouille Point going all morning",
    "rain finally, the garden drank it up",
    "Lion's Head had a queue of headlamps at sunset",
    "the neighbour's ginger tom dozing on our stoep",
    "the pier lights at St James came on",
    "kelp piled up on the beach after the storm",
    "sunbirds in the aloes by the gate",
    "dolphins cruising past Surfer's Corner",
    "the train tracks near Lakeside are flooded",
    "somebody painted a mural on the Woodstock wall",
    "the Waterfront was heaving with cruise ship people",
    "geckos on the kitchen window at night",
    "power came back an hour early, miracle",
    "the gale tipped the umbrella off the balcony",
    "fynbos smells amazing after the rain",
    "the church bells in Bo-Kaap and the call to prayer at the same time",
    "a guinea fowl family crossing the road very slowly",
    "mountain looks close enough to touch today",
    "sea is that crazy turquoise colour at Camps Bay",
    "boerewors smoke from three gardens at once",
    "ship horns in the harbour at New Year practice",
    "roadworks on Main Road, one lane only",
    "the geraniums on the stoep finally flowering",
    "a mole dug up half the lawn",
    "the radio played Brenda Fassie twice",
    "clouds pouring over Devil's Peak like a waterfall",
    "thunder over the Hottentots Holland, rare for here",
    "a moth as big as my palm on the door",
    "full moon over False Bay, silver all the way",
    "hail for about a minute, then sun",
    "the neighbours' dog barked at nothing till midnight",
    "the streetlight outside still broken",
    "robins in the lemon tree",
    "car alarm going off on our street at three",
    "the tide pools at St James full of tiny fish",
    "sand blown across the road at Baden Powell Drive",
    "school kids singing while they waited for the bus",
    "someone parked a vintage Beetle outside the cottage",
    "the air smells of salt and kelp today",
    "rainbow over the Twelve Apostles",
    "the lighthouse at Cape Point was visible from the hill",
    "a storm warning on the radio for the weekend",
    "porcupine quills on the path behind the house",
    "the ice cream van tune going round the block",
]


def d(s):
    return datetime.fromisoformat(s)


# Each case: id, now, question, notes [(created_at, text)], number.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
CASES = [
    # ---------- read half (qr001-qr020) ----------
    ("qr001", "2026-11-10T20:00", "how much did I spend on groceries last month?", [
        ("2026-09-29T18:00", "Checkers run for the flat, R642.80"),
        ("2026-10-04T11:00", "*Woolies for the week's groceries, R811.50"),
        ("2026-10-15T19:30", "*Pick n Pay, milk, eggs and bread plus washing powder, R236.40"),
        ("2026-10-18T12:00", "Riaan did the Checkers shop with his card, R540"),
        ("2026-10-27T17:00", "*grocery shop at Checkers Hyper, R1,120.75"),
        ("2026-11-02T18:30", "Woolies after work, R305"),
    ], 2168.65),
    ("qr002", "2026-11-13T19:00", "how many times did I run this week?", [
        ("2026-11-07T08:30", "parkrun at Green Point, 26:40"),
        ("2026-11-09T07:00", "*easy 6k along the Sea Point promenade before my shift"),
        ("2026-11-10T16:00", "Keegan ran the Lion's Head trail without me"),
        ("2026-11-11T07:15", "*intervals on the Muizenberg beachfront, legs like jelly"),
        ("2026-11-12T07:00", "skipped my run, the southeaster was howling"),
        ("2026-11-13T08:00", "*slow 8k with the running club from Kalk Bay"),
    ], 3),
    ("qr003", "2026-09-15T20:00", "how much did I spend in euros in Lisbon?", [
        ("2026-08-20T21:00", "booked Lisbon flights, R14,300 return"),
        ("2026-09-05T10:00", "*pastéis de nata at Manteigaria, €6.40"),
        ("2026-09-05T21:00", "*dinner at a little tasca in Alfama, €38"),
        ("2026-09-06T14:00", "Nuno insisted on paying for lunch, about €45"),
        ("2026-09-06T17:00", "*tram 28 ticket and the castle entry, €18.50"),
        ("2026-09-07T12:00", "*bought a copper cataplana pan to bring home, €54"),
        ("2026-09-12T18:00", "Woolies, R420"),
    ], 116.9),
    ("qr004", "2026-11-05T21:00", "how much does Keegan still owe me?", [
        ("2026-10-02T22:00", "*lent Keegan R1,500 for his car service"),
        ("2026-10-10T23:30", "Keegan bought me a beer after service"),
        ("2026-10-16T15:00", "*Keegan paid back R600 of the car money"),
        ("2026-10-20T19:00", "I owe Riaan R250 for the Wi-Fi"),
        ("2026-10-30T16:00", "*another R400 from Keegan towards the car loan"),
    ], 500),
    ("qr005", "2026-10-19T20:00", "how much did I spend over the weekend?", [
        ("2026-10-16T18:00", "Uber home from work, R96"),
        ("2026-10-17T10:00", "*Oranjezicht market, flowers and a sourdough loaf, R185"),
        ("2026-10-17T20:00", "*sushi at Kyoto Garden with Zanele, R740 for my half"),
        ("2026-10-18T12:00", "Riaan bought the braai meat, R420"),
        ("2026-10-18T15:00", "*Boulders penguin entry, R190"),
        ("2026-10-18T19:00", "want new running shoes, the Asics are about R2,400"),
        ("2026-10-19T08:00", "flat white at Truth, R38"),
    ], 1115),
    ("qr006", "2026-10-15T20:00", "how many people have paid me back for Zanele's birthday dinner?", [
        ("2026-10-01T23:00", "paid the whole bill for Zanele's birthday dinner, R3,600, six of us so R600 each"),
        ("2026-10-03T09:00", "*Thabo sent his R600 for the dinner"),
        ("2026-10-04T18:00", "Zanele phoned to say thanks for organising"),
        ("2026-10-06T12:00", "*Ayesha EFT'd me for the birthday dinner"),
        ("2026-10-08T20:00", "still waiting on Marco and Lerato for the dinner money"),
        ("2026-10-12T10:00", "*Marco paid his R600 dinner share"),
    ], 3),
    ("qr007", "2026-11-25T21:00", "how much did I spend on transport this month?", [
        ("2026-10-30T05:00", "Uber out to the airport, R310"),
        ("2026-11-03T23:50", "*Uber home after the late service, R142"),
        ("2026-11-14T10:00", "*Bolt to Sea Point, R88"),
        ("2026-11-18T17:00", "Riaan's car needs new tyres, the quote is R4,800"),
        ("2026-11-20T08:00", "*topped up my MyCiTi card, R200"),
        ("2026-11-22T09:00", "the train to Muizenberg still isn't running"),
    ], 430),
    ("qr008", "2026-11-21T12:00", "how many hours did I work this week?", [
        ("2026-11-14T23:30", "12 hour double, dead on my feet"),
        ("2026-11-16T23:00", "*10 hours on the pass tonight"),
        ("2026-11-17T18:00", "*short shift, 6 hours, then home"),
        ("2026-11-19T23:30", "*11 hours, two functions back to back"),
        ("2026-11-20T16:00", "Keegan did 14 hours yesterday, the machine"),
        ("2026-11-20T23:15", "*worked from 2 till 11"),
    ], 36),
    ("qr009", "2026-09-10T20:00", "how much did the knife cost me in dollars?", [
        ("2026-08-12T22:00", "*ordered a Tojiro gyuto from a US site, $129"),
        ("2026-08-12T22:05", "*shipping for the knife, $35"),
        ("2026-08-18T15:00", "Keegan's Global knife was about $90 when he got it"),
        ("2026-08-25T12:00", "whetstone from Yuppiechef, R650"),
        ("2026-09-02T19:00", "knife finally arrived, wrapped like a mummy"),
    ], 164),
    ("qr010", "2026-11-10T21:00", "how much have I spent on petrol since the move?", [
        ("2026-09-20T08:00", "petrol, R850"),
        ("2026-10-01T20:00", "moved into the Muizenberg cottage today, boxes everywhere"),
        ("2026-10-03T09:00", "*filled up at the Engen in Lakeside, R920"),
        ("2026-10-17T08:30", "*petrol, R700 at Main Road Shell"),
        ("2026-10-21T14:00", "Riaan filled my car for me, legend"),
        ("2026-11-02T07:30", "*R860 petrol, the commute from the far south is killing me"),
    ], 2480),
    ("qr011", "2026-11-20T21:00", "how much did I get refunded this month?", [
        ("2026-10-28T12:00", "Checkers refund of R45 for the off yoghurt"),
        ("2026-11-04T13:00", "*Takealot refunded the R899 for the blender that arrived broken"),
        ("2026-11-06T10:00", "asked Yuppiechef for a refund on the chipped pan, still waiting"),
        ("2026-11-12T16:00", "*Mr Price refund came through, R250 for the shirt"),
        ("2026-11-15T14:00", "spent R450 at Mr Price on socks and a hoodie"),
    ], 1149),
    ("qr012", "2026-11-04T20:00", "how many times did I go surfing in October?", [
        ("2026-09-27T07:00", "surf at Muizenberg corner before the crowds"),
        ("2026-10-03T07:30", "*surf at Surfer's Corner, small clean waves"),
        ("2026-10-05T11:00", "watched the surfers from the café, too lazy to paddle out"),
        ("2026-10-11T06:45", "*dawnie surf before work, water freezing"),
        ("2026-10-24T08:00", "*surfed with Keegan at Kalk Bay reef, got smashed"),
        ("2026-10-26T19:00", "need to wax the board before the next session"),
        ("2026-11-01T07:00", "surf at Muizenberg again, glassy"),
    ], 3),
    ("qr013", "2026-09-20T20:00", "how much did I spend on Mom's birthday?", [
        ("2026-09-10T17:00", "*bought Mom a cashmere scarf at Woolies for her birthday, R799"),
        ("2026-09-12T11:00", "*cake from Jason Bakery for Mom's birthday, R420"),
        ("2026-09-13T14:00", "Zanele paid for Mom's birthday lunch, R1,800"),
        ("2026-09-13T09:00", "*flowers for Mom on her birthday, R260"),
        ("2026-09-15T19:00", "Mom's medical aid went up to R2,100 a month"),
    ], 1479),
    ("qr014", "2026-10-30T18:00", "how much did I spend on coffee this week?", [
        ("2026-10-23T08:00", "flat white at Origin, R38"),
        ("2026-10-26T08:30", "*coffee at Truth before the shift, R42"),
        ("2026-10-28T09:00", "*two cappuccinos at Bootlegger, R76, one was for Keegan"),
        ("2026-10-29T13:00", "*coffee beans from Rosetta Roastery, R210"),
        ("2026-10-29T15:00", "Keegan bought me a coffee to say sorry"),
    ], 328),
    ("qr015", "2026-11-03T20:00", "how many days did I take off in October?", [
        ("2026-09-28T12:00", "day off, did absolutely nothing"),
        ("2026-10-06T12:00", "*day off, slept till 11"),
        ("2026-10-07T22:00", "Keegan's day off, the kitchen was chaos"),
        ("2026-10-20T13:00", "*off today, did the laundry and nothing else"),
        ("2026-10-21T14:00", "*second day off in a row, bliss"),
        ("2026-10-28T17:00", "asked Marguerite for a day off on the 5th"),
    ], 3),
    ("qr016", "2026-09-06T20:00", "how much did the Cederberg weekend cost?", [
        ("2026-08-01T21:00", "*booked a cottage in the Cederberg for the end of August, R2,400 for two nights"),
        ("2026-08-20T18:00", "Checkers, R380"),
        ("2026-08-28T09:00", "*padkos and petrol on the N7, R1,050"),
        ("2026-08-29T15:00", "*wine tasting at the Cederberg cellar, R180"),
        ("2026-08-30T11:00", "*Riaan and I split a rooibos tea tin in Clanwilliam, my half R60"),
        ("2026-09-02T19:00", "electricity prepaid, R500"),
    ], 3690),
    ("qr017", "2026-10-05T20:00", "what did I decide about the sous chef job at Fyn?", [
        ("2026-09-15T22:00", "Fyn asked if I'd come in for a sous chef trial"),
        ("2026-09-22T23:00", "trial shift at Fyn, the tasting menu is insane"),
        ("2026-09-25T16:00", "Keegan got offered a commis spot at La Colombe"),
        ("2026-09-29T21:00", "*told Fyn no thanks, staying at Salt & Fynbos, Marguerite matched the money"),
        ("2026-10-01T10:00", "Fyn posted the job again on Instagram"),
    ], None),
    ("qr018", "2026-11-24T20:00", "how much has Biltong cost me this month?", [
        ("2026-10-26T10:00", "Biltong's flea treatment, R310"),
        ("2026-11-02T11:00", "*vet for Biltong's vaccinations, R680"),
        ("2026-11-09T12:00", "*big bag of Montego for Biltong, R720"),
        ("2026-11-10T18:00", "Riaan bought Biltong a new collar, R150"),
        ("2026-11-12T09:00", "doggy daycare in Muizenberg is R180 a day, might try it"),
        ("2026-11-18T16:00", "*dog wash at Pet Pals, R250"),
    ], 1650),
    ("qr019", "2026-10-25T20:00", "what's the latest with Zanele?", [
        ("2026-10-08T19:00", "*Zanele got the promotion at the bank in Durban, head of her branch now"),
        ("2026-10-12T22:00", "Zandile from pastry is leaving for London"),
        ("2026-10-20T21:00", "*Zanele is flying down for Christmas, landing on the 22nd"),
        ("2026-10-22T14:00", "Mom asked if I'd heard from the cousins in Mthatha"),
    ], None),
    ("qr020", "2026-10-08T20:00", "how much did I spend on the car in September?", [
        ("2026-09-03T12:00", "*fresh wipers on the Polo, R340"),
        ("2026-09-09T17:00", "quote for the Polo's clutch, R6,500, ouch"),
        ("2026-09-16T16:00", "*paid Hassan for the clutch job, R6,200 in the end"),
        ("2026-09-20T10:00", "Riaan's Jetta aircon packed up"),
        ("2026-09-24T11:00", "*licence disc renewal for the Polo, R580"),
        ("2026-10-02T12:00", "Polo got a car wash, R120"),
    ], 7120),
    # ---------- held half (qr021-qr040) ----------
    ("qr021", "2026-09-08T20:00", "how much did I spend on takeaways last month?", [
        ("2026-07-30T21:00", "Mr Delivery, Nando's, R189"),
        ("2026-08-07T23:45", "*Uber Eats, a Steers burger after a double, R145"),
        ("2026-08-15T19:00", "*bunny chow takeaway from the Durban place in Wynberg, R95"),
        ("2026-08-18T20:00", "Riaan ordered pizza for the flat, R320"),
        ("2026-08-26T21:00", "*Debonairs pizza on the couch, R210"),
        ("2026-08-28T12:00", "Nando's has a two-for-one next week, R150 for two"),
        ("2026-09-02T22:00", "Uber Eats again, R160"),
    ], 450),
    ("qr022", "2026-11-27T20:00", "how many times did I go to the gym this month?", [
        ("2026-10-30T07:00", "gym, legs, could barely walk after"),
        ("2026-11-03T09:00", "*gym before service, chest and back"),
        ("2026-11-05T20:00", "thinking of cancelling the gym contract"),
        ("2026-11-12T09:30", "*lifted at Virgin Active in Claremont, PB on deadlift"),
        ("2026-11-16T06:00", "Riaan went to the gym at 5am, show-off"),
        ("2026-11-23T10:00", "*gym session, short and sweet"),
    ], 3),
    ("qr023", "2026-10-10T20:00", "how much did I spend in dollars this year?", [
        ("2025-12-20T15:00", "$25 on an app store gift card for Zanele"),
        ("2026-03-15T22:00", "*MasterClass subscription, $120"),
        ("2026-05-02T18:00", "Keegan's cookbook from Amazon was $45, he wants me to order one too"),
        ("2026-06-20T23:00", "*ordered the Noma fermentation book from Amazon, $38"),
        ("2026-09-01T21:00", "*USD 59 for the sourdough course online"),
        ("2026-09-03T12:00", "R1,100 on flour and bannetons for the course"),
    ], 217),
    ("qr024", "2026-09-25T20:00", "how much does Riaan owe me?", [
        ("2026-09-02T18:00", "*paid the full electricity, R1,200, Riaan owes me half"),
        ("2026-09-05T17:00", "I owe Riaan R180 for the gas bottle"),
        ("2026-09-14T19:00", "*Riaan gave me R300 towards the electricity"),
        ("2026-09-20T13:00", "Riaan's mom sent biltong from the Karoo"),
    ], 300),
    ("qr025", "2026-11-05T20:00", "how much did I spend at markets in October?", [
        ("2026-10-03T10:00", "*Neighbourgoods market, flat whites and a cheese toastie, R145"),
        ("2026-10-10T11:00", "*Bay Harbour market in Hout Bay, bought a leather apron, R650"),
        ("2026-10-17T12:00", "Zanele bought me earrings at the Hout Bay market"),
        ("2026-10-24T09:00", "*Oranjezicht market veg haul, R320"),
        ("2026-10-31T16:00", "the market wants R300 a stall on Saturdays if we sell our chutney"),
        ("2026-11-01T10:00", "market again, R90 on flowers"),
    ], 1115),
    ("qr026", "2026-11-02T20:00", "how many runs did I do in October?", [
        ("2026-09-30T07:00", "parkrun at Green Point, windy"),
        ("2026-10-02T07:00", "*ran the Rhodes Memorial loop"),
        ("2026-10-09T07:30", "*10k along the catwalk, St James to Muizenberg"),
        ("2026-10-12T18:00", "Keegan ran the Two Oceans qualifier"),
        ("2026-10-16T08:00", "*parkrun at Rondevlei, new PB 24:55"),
        ("2026-10-21T19:00", "shin splints, no running for a week says the physio"),
        ("2026-10-30T07:00", "*first run back, 4k easy"),
    ], 4),
    ("qr027", "2026-11-19T21:00", "how much did I spend this week?", [
        ("2026-11-15T20:00", "wine at Publik, R260"),
        ("2026-11-16T18:00", "*Pick n Pay, R312.60"),
        ("2026-11-17T11:00", "*new chef's whites from the uniform shop, R480"),
        ("2026-11-17T15:00", "Marguerite paid for the team's lunch, R1,400"),
        ("2026-11-18T10:00", "*haircut at Sorbet Man, R220"),
        ("2026-11-18T22:00", "plan to buy a mandoline, Yuppiechef has one for R899"),
        ("2026-11-19T19:00", "*electricity token, R500"),
    ], 1512.6),
    ("qr028", "2026-12-20T20:00", "how much have I spent on Christmas presents for work?", [
        ("2026-12-08T14:00", "*secret santa for Keegan, an Opinel from Yuppiechef, R350"),
        ("2026-12-12T16:00", "*Christmas chocolates for the dishwashers, R280"),
        ("2026-12-14T23:00", "Keegan got me a wooden spoon with my name burnt into it"),
        ("2026-12-15T12:00", "*card plus some Chenin for Marguerite for Christmas, R190"),
        ("2026-12-16T18:00", "the team dinner budget is R500 a head, the restaurant pays"),
        ("2026-12-17T11:00", "Woolies, R410"),
    ], 820),
    ("qr029", "2026-10-14T21:00", "how much did I spend yesterday?", [
        ("2026-10-12T18:00", "Woolies, R230"),
        ("2026-10-13T08:00", "*petrol, R650"),
        ("2026-10-13T12:30", "*staff meal was off so I bought a wrap, R75"),
        ("2026-10-13T14:00", "lent Keegan R100 for the taxi"),
        ("2026-10-13T19:00", "*Dis-Chem, plasters and burn gel, R132.50"),
        ("2026-10-13T20:00", "need to pay the traffic fine, R500 by Friday"),
        ("2026-10-14T08:00", "coffee, R38"),
    ], 857.5),
    ("qr030", "2026-11-28T20:00", "how many hours of overtime did I do in November?", [
        ("2026-10-29T23:00", "4 hours overtime, the wedding ran late"),
        ("2026-11-04T23:30", "*3 hours overtime, the function ran late"),
        ("2026-11-13T23:00", "*overtime again, 2.5 hours"),
        ("2026-11-15T16:00", "Marguerite says overtime is capped at 10 hours a month"),
        ("2026-11-22T22:00", "*an extra 90 minutes overtime clearing the walk-in"),
    ], 7),
    ("qr031", "2026-11-08T20:00", "how much have I spent on furniture since the move?", [
        ("2026-09-20T14:00", "bought a couch on Marketplace, R2,500"),
        ("2026-09-28T20:00", "moved to Muizenberg, the cottage is tiny but I love it"),
        ("2026-10-04T12:00", "*second-hand kitchen table from the Kalk Bay junk shop, R1,100"),
        ("2026-10-15T15:00", "*bar stools from Coricraft, R1,900 for two"),
        ("2026-10-18T11:00", "Riaan gave me his old bookshelf for free"),
        ("2026-10-30T13:00", "*bedside table from Mr Price Home, R650"),
        ("2026-11-02T19:00", "eyeing a R12,000 Chesterfield, not happening"),
    ], 3650),
    ("qr032", "2026-11-25T20:00", "how many times did I call Mom this month?", [
        ("2026-10-29T19:00", "called Mom about her knee"),
        ("2026-11-02T18:00", "*called Mom, she's fine, moaning about the taxi strike"),
        ("2026-11-06T12:00", "Mom sent a voice note about church"),
        ("2026-11-11T21:00", "*long call with Mom about Christmas plans"),
        ("2026-11-14T20:00", "missed a call from Mom during service"),
        ("2026-11-20T23:30", "*phoned Mom while driving back"),
    ], 3),
    ("qr033", "2026-07-20T20:00", "how much did I spend in dollars at Vic Falls?", [
        ("2026-06-02T21:00", "flights to Vic Falls booked, R6,800"),
        ("2026-07-09T13:00", "*KAZA visa at the border, $50"),
        ("2026-07-10T11:00", "*bungee off the bridge, $160"),
        ("2026-07-10T18:00", "*sunset cruise on the Zambezi, $85"),
        ("2026-07-11T10:00", "Keegan paid for the helicopter flip, $150 each, I'll settle with him later"),
        ("2026-07-11T20:00", "*dinner at the Lookout Café, $42"),
        ("2026-07-15T18:00", "Checkers, R540"),
    ], 337),
    ("qr034", "2026-10-10T20:00", "how much do I still owe Marguerite?", [
        ("2026-08-05T17:00", "*Marguerite sold me her old Wüsthof set for R3,000, paying it off monthly"),
        ("2026-08-31T12:00", "*paid Marguerite R1,000 for the knives"),
        ("2026-09-10T15:00", "Marguerite owes the fish supplier a fortune, not my problem"),
        ("2026-09-30T12:00", "*another R1,000 to Marguerite for the knife set"),
        ("2026-10-03T21:00", "Keegan owes me R200"),
    ], 1000),
    ("qr035", "2026-10-02T20:00", "how many times have I been to the physio since I hurt my wrist?", [
        ("2026-08-20T10:00", "physio for my back, the lower bit"),
        ("2026-09-02T23:00", "hurt my wrist lifting the stockpot, it's swollen"),
        ("2026-09-07T10:00", "*physio session for the wrist, she taped it"),
        ("2026-09-14T10:00", "*physio again, wrist is better"),
        ("2026-09-18T16:00", "Keegan's physio is the same lady, small world"),
        ("2026-09-28T10:00", "*last physio for the wrist"),
    ], 3),
    ("qr036", "2026-10-25T20:00", "did I decide on a name for the pop-up?", [
        ("2026-10-02T22:00", "pop-up idea: Cape Malay small plates, Sundays at the Woodstock brewery"),
        ("2026-10-09T23:00", "Keegan wants to call it Smoke & Spice, too cheesy"),
        ("2026-10-16T21:00", "*settled it, the pop-up is called Bo-Kaap Table"),
        ("2026-10-20T14:00", "the brewery wants R2,000 a night for the space"),
    ], None),
    ("qr037", "2026-11-05T20:00", "how much did I spend on the pop-up?", [
        ("2026-10-22T15:00", "*bought serving bowls for the pop-up at Builders, R640"),
        ("2026-10-25T12:00", "*printing the pop-up menus, R180"),
        ("2026-10-26T18:00", "brewery wants R2,000 a night for the pop-up space, to pay on the day"),
        ("2026-11-01T11:00", "*spices from Atlas Trading for the pop-up, R530"),
        ("2026-11-01T16:00", "Keegan chipped in R300 for the pop-up spices"),
        ("2026-11-03T18:00", "Woolies, R280"),
    ], 1350),
    ("qr038", "2026-09-25T20:00", "who is Hassan again?", [
        ("2026-09-09T17:30", "*Hassan the mechanic in Salt River reckons the clutch is finished"),
        ("2026-09-12T12:00", "Hussein from the spice shop gave me extra cardamom"),
        ("2026-09-17T09:00", "*Hassan fixed the Polo, drives like new"),
        ("2026-09-21T13:00", "the mechanic down the road closed for good"),
    ], None),
    ("qr039", "2026-07-20T20:00", "how much did I spend on Riaan's birthday?", [
        ("2026-07-02T16:00", "*bought Riaan a Springbok jersey for his birthday, R1,299"),
        ("2026-07-04T10:00", "*birthday cake for Riaan from Charly's, R550"),
        ("2026-07-04T12:00", "Zanele sent Riaan a voucher"),
        ("2026-07-04T13:00", "*balloons and candles for Riaan's party, R95"),
        ("2026-07-05T01:00", "Riaan paid for everyone's drinks at his party"),
        ("2026-07-10T19:00", "Riaan owes me R200 for Netflix"),
    ], 1944),
    ("qr040", "2026-10-08T20:00", "how much did I spend on wine in September?", [
        ("2026-09-05T16:00", "*case of Chenin from Beaumont, R960"),
        ("2026-09-19T15:00", "*bottle of Pinotage for the braai, R145"),
        ("2026-09-20T18:00", "Keegan brought two bottles of Shiraz"),
        ("2026-09-25T20:00", "wine club membership would be R450 a month, not sure"),
        ("2026-09-26T14:00", "*wine tasting at Groot Constantia, R150"),
        ("2026-10-03T21:00", "wine at Publik, R260"),
    ], 1255),
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
    rng = random.Random(14)
    for case in CASES:
        print(json.dumps(build(rng, case)))


if __name__ == "__main__":
    main()
