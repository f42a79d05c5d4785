"""Writes qa-fresh-22.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to NUMBER questions (24 of 40 expect a number).

Voice: a freelance wedding photographer in Lisbon (Europe/Lisbon), Joana ("Jo") Ferreira, who lives in Graça with her
partner Rui (a tram driver for Carris) and their cat Pimenta; she shoots weddings at quintas in Sintra, Colares, the Douro
and Comporta, elopements in Arrábida and the Azores, engagement sessions about town; a second shooter (Bea) she pays by the
day, a videographer she works beside (Duarte), an accountant (Dona Fátima) who keeps her IVA and her tax pot straight; her
mother ("mãe") lives in Setúbal, her brother Nuno in Porto; padel on Tuesdays with Marta, surf at Caparica, a Vespa that
breaks down and a Clio for the long drives. English with Portuguese turns ("bica", "sinal" for a deposit, "portagens",
"gasóleo", "Finanças", "MB Way", "pronto", "que chatice", "fixe"), paid in euros by Portuguese couples, in pounds by British
couples (through Wise) and once in dollars in New York.
Numbers on the notes that are not the answer sit beside the ones that are: guest counts beside bookings, hours of coverage
in a contract, lens focal lengths and camera models, frame counts, ages and candles, scores, prices only quoted, a rate
going up, money coming in beside money going out, another person's money.
Number questions (24): sums per currency over ranges (pounds this year, dollars in New York, camera gear over the summer,
deposits in October, albums and prints in November, tolls this month, diesel in October, IVA this year told as VAT, the cat
this year, Bea's fees this year), counts told in other words than the question's (weddings as a "ceremony" or "full day
at the quinta", padel as "courts", surf as "paddled out", breakdowns as "wouldn't start" and "cut out", visits to mãe,
engagement shoots as "pre-wedding" and "couple shoot", couples booked for next year as contracts signed), durations (hours
editing last week, hours of coverage in June, days in the Azores, days since the last backup), a headcount (guests at the
Douro wedding), and two latest figures (what a couple still owes; what the tax pot holds, asked as money put aside for
tax). The other 16: a person, a decision, a feeling, company, a promise, waiting, open items, presents, when (next and
last), why, lookups, news of a brother, people met, and one question nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler written for this set, so every
case has 12-30 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, twelve numeric and eight
other cases go to the read half (qz001-qz020, may be read while tuning), the rest to the held half (qz021-qz040: totals only).

Run: python3 author_qa_fresh_22.py > qa-fresh-22.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Europe/Lisbon"

FILLER = [
    "the 28 tram groaning up Rua da Graça full of tourists with selfie sticks",
    "jacarandas on Avenida Dom Carlos I shedding purple onto every parked car",
    "fog off the Tejo swallowed the bridge by noon",
    "sardine smoke rising out of the Alfama for the Santos Populares",
    "a cruise ship taller than our whole street moored at Santa Apolónia",
    "bica and a pastel de nata standing at the counter, best breakfast",
    "the calçada is like ice after the first rain, nearly went over",
    "Pimenta asleep in the one patch of sun on the balcony",
    "neighbours downstairs arguing about the laundry line again",
    "the Miradouro da Senhora do Monte packed at sunset, as always",
    "someone playing fado on the steps below ours till late",
    "the Feira da Ladra stalls setting up at seven, clattering",
    "gulls screaming over the Praça do Comércio",
    "power cut in the whole block for an hour",
    "the smell of roasting chestnuts on the Rossio",
    "trotinetes dumped across the pavement on Almirante Reis",
    "a heatwave warning, 41 degrees in the Alentejo",
    "the ferry to Cacilhas smelled of diesel and fried fish",
    "Benfica won, car horns blaring till 2am",
    "rain hammering on the skylight all night",
    "an old man feeding pigeons in the Jardim da Estrela",
    "the padaria on our corner has a Sunday queue down the block",
    "scaffolders put poles round the church facing ours",
    "the Aqueduto looks golden in the late light",
    "a street cat with one ear sitting on the Vespa seat",
    "the sky over Almada pink and orange after the storm",
    "workmen drilling on the square from eight sharp",
    "tuk-tuks lined up outside the Sé waiting for customers",
    "LX Factory heaving on Sunday afternoon",
    "washing strung between the windows across the beco",
    "warm wind from the south, the whole city smells of dust",
    "the metro green line stopped for twenty minutes, no explanation",
    "figs ripe on the tree in the neighbour's yard",
    "a procession with a brass band went past the door",
    "the Elevador da Glória broken, again",
    "swifts screeching round the rooftops in the evening",
    "Christmas lights strung across the Chiado already",
    "cold snap, dug the little oil heater out of the cupboard",
    "a busker doing Amália covers at the Largo do Carmo",
    "the bakery ran out of bolo de arroz by nine",
    "container ships crawling up the river in a line",
    "new bike lane painted on the avenue overnight",
    "low tide at Belém, kids digging for clams",
    "neighbour's radio playing the football commentary full blast",
    "hot chocolate at the kiosk by the Jardim do Príncipe Real",
    "storm Cláudia knocked a tree onto a parked car on our street",
    "fireworks above the Tejo, nobody knew why",
    "a lorry stuck on the bend by the Castelo, everyone hooting",
    "Rui's mum sent a tupperware of arroz doce home with him",
    "castle walls glowing green, some festival or other",
    "the wind took a parasol clean off the café terrace",
    "a new vinyl shop opened on Rua de São Bento",
    "sunrise from the Miradouro de Santa Luzia with nobody around",
    "the market at Campo de Ourique had perfect tomatoes",
    "dry thunder, no rain, next door's dog howled for an hour",
    "the Pastéis de Belém queue stretched past the monastery",
    "church bells at seven, eight and nine, who needs an alarm",
    "the Tejo flat and silver as a plate this morning",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("pounds-year", "2026-11-20T20:00", "how much did I get paid in pounds this year?", [
        ("2025-12-12T18:00", "£900 deposit from Hannah and Tom for the Sintra date, landed on Wise"),
        ("2026-03-04T10:00", "*Hannah and Tom's balance came through on Wise, £1,850, the 10-hour package"),
        ("2026-06-19T11:00", "*Wise: £2,200 from Priya and Sam, paid in full two days after their Comporta day"),
        ("2026-07-08T19:00", "quoted £2,600 to a couple from Manchester for a Douro weekend, they went quiet"),
        ("2026-09-30T17:00", "*£650 in from Ellie's mum for the engagement shoot plus prints"),
        ("2026-10-11T12:00", "€1,900 transfer from the Lopes family, finally"),
    ], 4700),
    ("gear-summer", "2026-09-20T20:00", "what did I spend on camera gear over the summer?", [
        ("2026-05-28T15:00", "two new 128GB memory cards, €58"),
        ("2026-06-14T18:00", "*picked up a used 85mm f/1.4 off a guy in Almada, €720"),
        ("2026-07-22T12:00", "*three spare batteries for the Z6, €96 the lot"),
        ("2026-08-03T19:00", "Bea treated herself to a new flash, €310, so jealous"),
        ("2026-08-17T16:00", "*replaced the cracked lens hood and the camera strap, €41.50"),
        ("2026-08-25T21:00", "the new 24-70 is €2,300, not this year"),
    ], 857.5),
    ("weddings-september", "2026-10-05T20:00", "how many weddings did I shoot in September?", [
        ("2026-08-29T23:30", "Rita and Miguel's wedding at a quinta in Colares, 140 guests and a goat"),
        ("2026-09-05T23:00", "*Sintra ceremony for Hannah's cousin, rain held off till the speeches"),
        ("2026-09-12T23:30", "*full day at the Quinta da Serra, 11 hours on my feet, bride was a dream"),
        ("2026-09-19T23:00", "guest at my cousin Sofia's wedding, no camera for once, bliss"),
        ("2026-09-26T22:30", "*Comporta beach wedding, sand in every lens, 80 people dancing barefoot"),
        ("2026-09-27T12:00", "Bea covered a wedding in Cascais on her own"),
        ("2026-09-29T18:00", "the Évora couple moved their October 3 date to the spring"),
    ], 3),
    ("padel-october", "2026-11-03T20:00", "how many times did I play padel last month?", [
        ("2026-09-29T21:00", "padel with Marta, lost 6-2 6-3, my backhand is a disgrace"),
        ("2026-10-06T21:00", "*Tuesday courts at Restelo with Marta, we won the tiebreak"),
        ("2026-10-13T20:00", "padel rained off, the courts were a swimming pool"),
        ("2026-10-20T21:30", "*hit the padel court after a long edit, wrist sore"),
        ("2026-10-24T19:00", "Rui's playing padel with the lads from Carris now"),
        ("2026-10-27T21:00", "*doubles at the club with Marta, 7-5 in the third set"),
    ], 3),
    ("surf-august", "2026-08-30T20:00", "how many surf sessions did I get in August?", [
        ("2026-07-30T09:00", "surfed Praia do CDS before the Friday wedding, glassy"),
        ("2026-08-04T09:30", "*paddled out at Caparica at seven, chest-high and clean"),
        ("2026-08-09T10:00", "flat as a lake, left the board on the roof"),
        ("2026-08-15T08:30", "*dawn session at Fonte da Telha, two hours, arms like jelly"),
        ("2026-08-22T21:00", "*caught the evening glass at Caparica, 6 waves in an hour"),
        ("2026-08-26T19:00", "Rui took my board out while I edited, cheeky"),
    ], 3),
    ("editing-last-week", "2026-11-18T20:00", "how many hours did I spend editing last week?", [
        ("2026-11-05T22:00", "edited for 5 hours straight, Sunday gone"),
        ("2026-11-10T19:00", "*culled the Lopes wedding, 3 hours in Lightroom"),
        ("2026-11-11T22:00", "*4.5 hours of retouching on the Comporta gallery"),
        ("2026-11-12T18:00", "Bea spent 6 hours on her Cascais set, she's slow"),
        ("2026-11-13T21:00", "*another 2 hours colour grading the Sintra photos"),
        ("2026-11-14T12:00", "told the Santos I deliver galleries within 6 weeks"),
        ("2026-11-16T21:00", "Monday night: 2 hours laying out the Lopes album"),
    ], 9.5),
    ("deposits-october", "2026-11-08T20:00", "how much came in as deposits in October?", [
        ("2026-09-27T18:00", "€500 sinal from Carla and João for June 2027"),
        ("2026-10-03T11:00", "*deposit in from Leonor and Pedro, €600, their date is locked"),
        ("2026-10-15T16:00", "*MB Way: €400 sinal for the Arrábida elopement"),
        ("2026-10-19T20:00", "a couple from Braga asked if a €450 deposit would hold May, said they'd think"),
        ("2026-10-28T12:00", "*booking fee of €550 from the Santos, contract signed"),
        ("2026-10-30T17:00", "the Lopes paid €1,700 towards their balance"),
    ], 1550),
    ("bea-fees-year", "2026-10-20T20:00", "how much have I paid Bea this year?", [
        ("2025-10-02T22:00", "paid Bea €180 for second shooting in Évora"),
        ("2026-05-23T23:00", "*€200 to Bea for second shooting the Sintra palace wedding"),
        ("2026-07-11T22:00", "*sent Bea €250, the Douro one was a monster of a day"),
        ("2026-08-01T19:00", "Bea's day rate goes up to €280 in January"),
        ("2026-09-13T12:00", "*Bea's fee for the Quinta da Serra, €220 by MB Way"),
        ("2026-09-21T18:00", "Duarte paid Bea €150 to hold a light on his shoot"),
    ], 670),
    ("albums-november", "2026-12-04T20:00", "how much did I spend on albums and prints in November?", [
        ("2026-10-29T15:00", "€85 of proof prints from the lab in Alcântara"),
        ("2026-11-06T12:00", "*ordered the Lopes album, 30 spreads with a linen cover, €240"),
        ("2026-11-12T19:00", "Priya's mum wants a parent album, quoted her £180"),
        ("2026-11-19T16:00", "*prints for the studio wall, 12 of them framed, €64"),
        ("2026-11-26T11:00", "*two parent albums for the Santos family, €310"),
        ("2026-11-28T18:00", "lab's price list for next year: albums from €260"),
    ], 614),
    ("new-york-dollars", "2026-04-25T20:00", "how much did I spend in dollars in New York?", [
        ("2026-04-10T21:00", "flight to JFK booked, €540 return"),
        ("2026-04-14T20:00", "*$38 for a yellow cab from JFK to the hotel, tip included"),
        ("2026-04-15T11:00", "*$22 for brunch in Brooklyn before the shoot"),
        ("2026-04-16T22:00", "the couple paid me $3,000 for the Central Park elopement"),
        ("2026-04-17T16:00", "*subway card and a tripod clamp from B&H, $61"),
        ("2026-04-19T23:00", "home, €12 for the Aerobus from the airport"),
    ], 121),
    ("vespa-breakdowns", "2026-10-10T20:00", "how many times has the scooter broken down this year?", [
        ("2025-12-03T19:00", "Vespa died on the Calçada do Monte, pushed it home in the rain"),
        ("2026-02-11T17:00", "*the Vespa wouldn't start outside the Alfama shoot, took an Uber"),
        ("2026-04-02T12:00", "Vespa serviced at the shop in Arroios, €95"),
        ("2026-06-30T19:00", "*scooter cut out on the hill up to Graça, again"),
        ("2026-08-14T21:00", "Rui's motorbike broke down on the bridge"),
        ("2026-09-08T09:00", "*Vespa conked out at the lights in Martim Moniz, the battery this time"),
    ], 3),
    ("vat-year", "2026-11-25T20:00", "how much VAT have I paid this year?", [
        ("2025-11-15T12:00", "paid €870 of IVA, autumn quarter"),
        ("2026-02-12T11:00", "*paid the IVA to Finanças, €1,120, ouch"),
        ("2026-05-14T12:00", "*IVA for the first quarter sorted, €640"),
        ("2026-06-03T18:00", "Priya's invoice shows 23% IVA on top"),
        ("2026-08-13T11:00", "*€980 of IVA paid for the second quarter"),
        ("2026-11-10T18:00", "Dona Fátima says the third-quarter IVA will be about €1,400, due next week"),
    ], 2740),
    ("tolls-july", "2026-07-31T20:00", "how much did I spend on tolls this month?", [
        ("2026-06-28T20:00", "Via Verde: €9.40 on the A2 down to Comporta"),
        ("2026-07-04T09:00", "*tolls on the A1 up to the Douro wedding, €21.35"),
        ("2026-07-06T20:00", "*€19.80 in portagens heading home after the Douro"),
        ("2026-07-12T18:00", "the toll on the Ponte 25 de Abril is €2.15 now"),
        ("2026-07-19T21:00", "*Via Verde statement: €6.60 for the A5 to Cascais and back"),
        ("2026-07-25T20:00", "Rui paid the toll to Évora, €8"),
    ], 47.75),
    ("douro-guests", "2026-07-20T20:00", "how many guests were at the Douro wedding?", [
        ("2026-05-10T19:00", "the Douro couple booked the quinta for 150"),
        ("2026-07-05T01:00", "*Douro wedding done: 112 guests, 9 hours of coverage, a sunset you wouldn't believe"),
        ("2026-07-06T18:00", "the bride's grandmother turned 90 the same week"),
        ("2026-07-09T22:00", "1,460 photos delivered from the Douro day"),
    ], 112),
    ("mae-autumn", "2026-11-28T20:00", "how many times did I visit my mum in Setúbal this autumn?", [
        ("2026-08-23T15:00", "lunch at mãe's in Setúbal, choco frito by the harbour"),
        ("2026-09-20T19:00", "*drove down to Setúbal for mãe's birthday, 68 candles and a fire alarm"),
        ("2026-10-18T18:00", "*Sunday at my mother's, fixed her router again"),
        ("2026-10-25T20:00", "mãe came up to Lisbon on the train for the day"),
        ("2026-11-15T19:00", "*Fertagus down to mãe's, she made bacalhau à Brás"),
        ("2026-11-22T19:00", "Nuno stayed with mãe for the weekend"),
    ], 3),
    ("engagement-october", "2026-11-05T20:00", "how many engagement shoots did I do in October?", [
        ("2026-09-30T20:00", "couple session at the Miradouro da Graça, golden hour"),
        ("2026-10-07T19:00", "*pre-wedding shoot with Carla and João in Belém, 1 hour, 210 frames"),
        ("2026-10-14T18:00", "engagement session off, the groom has covid"),
        ("2026-10-21T09:00", "*couple shoot on the 28 tram at dawn, they loved it"),
        ("2026-10-29T19:00", "*e-session by the river at Cais do Sodré, 45 minutes"),
        ("2026-10-30T20:00", "Bea did an engagement shoot in Sintra"),
    ], 3),
    ("lopes-owe", "2026-10-01T20:00", "how much do the Lopes still owe me?", [
        ("2026-06-10T19:00", "Lopes wedding: €3,200 package, €800 deposit paid"),
        ("2026-08-20T19:00", "Lopes sent €1,000, €1,400 left to pay"),
        ("2026-09-15T19:00", "*€900 from the Lopes, still €500 outstanding"),
        ("2026-09-20T19:00", "the Santos owe €300 for the extra prints"),
    ], 500),
    ("tax-pot", "2026-12-01T20:00", "how much have I got put aside for tax?", [
        ("2026-09-01T19:00", "moved €600 into the tax pot, sitting at €3,100"),
        ("2026-10-01T19:00", "tax pot at €3,700 after this month's €600"),
        ("2026-11-02T19:00", "*tax pot down to €2,950 after the IVA came out and the €600 went in"),
        ("2026-11-20T19:00", "Rui's savings are at €5,000 for the car"),
    ], 2950),
    ("azores-days", "2026-06-20T20:00", "how many days was I in the Azores?", [
        ("2026-05-02T19:00", "booked the Azores flights, €210 each way"),
        ("2026-05-30T14:00", "*landed in Ponta Delgada for the elopement, hire car waiting"),
        ("2026-06-01T08:00", "Sete Cidades at sunrise, the couple cried, 400 frames"),
        ("2026-06-04T22:00", "*back in Lisbon, Azores done, washing machine on"),
    ], 5),
    ("since-backup", "2026-11-30T20:00", "how many days since I last backed up the hard drives?", [
        ("2026-10-30T22:00", "backed up the whole 2026 archive to the NAS"),
        ("2026-11-17T22:00", "*copied the October weddings onto both backup drives"),
        ("2026-11-24T19:00", "Bea backed up her cards on my laptop"),
        ("2026-11-26T18:00", "need a new 8TB drive, the old one clicks"),
    ], 13),
    ("coverage-june", "2026-07-03T20:00", "how many hours of coverage did I shoot in June?", [
        ("2026-05-30T23:00", "8 hours at the Cascais wedding, done"),
        ("2026-06-06T23:30", "*10 hours of coverage at the Sintra palace wedding, feet gone"),
        ("2026-06-20T23:00", "*Comporta wedding, prep to first dance, 7 hours"),
        ("2026-06-24T19:00", "the August contract is for 12 hours, madness"),
        ("2026-06-27T20:00", "*half-day elopement in Arrábida, 4 hours"),
    ], 21),
    ("bookings-2027", "2026-11-30T20:00", "how many couples have booked me for 2027 so far?", [
        ("2026-09-27T18:00", "*Carla and João signed for June 2027, deposit in"),
        ("2026-10-08T19:00", "enquiry from a Dutch couple for May 2027, just browsing"),
        ("2026-10-16T19:00", "*contract back from the Arrábida couple, 12 June 2027"),
        ("2026-11-09T19:00", "*another 2027 wedding locked in, Marta's sister in Óbidos, September"),
        ("2026-11-14T19:00", "the Braga couple went with a cheaper photographer"),
    ], 3),
    ("diesel-october", "2026-11-04T20:00", "how much did the Clio cost me in diesel in October?", [
        ("2026-09-28T08:00", "€55 of gasóleo before the Évora trip"),
        ("2026-10-02T18:00", "*filled the Clio at the Galp in Benfica, €62"),
        ("2026-10-16T08:00", "*diesel for the Clio at Repsol, €48.50"),
        ("2026-10-20T19:00", "diesel at €1.62 a litre, daylight robbery"),
        ("2026-10-30T09:00", "*€57 of diesel at the BP on the A2"),
        ("2026-10-31T12:00", "Rui filled his Yaris, €70"),
    ], 167.5),
    ("cat-year", "2026-12-10T20:00", "how much has Pimenta cost me this year?", [
        ("2025-12-02T12:00", "Pimenta spayed at the vet in Graça, €120"),
        ("2026-03-18T17:00", "*€45 for Pimenta's vaccines"),
        ("2026-07-07T12:00", "*scratching post for Pimenta from the pet shop, €38"),
        ("2026-09-15T19:00", "Rui bought Pimenta a €15 toy mouse she ignores"),
        ("2026-11-21T11:00", "*a 10kg bag of food for Pimenta, €42"),
        ("2026-11-25T19:00", "Pimenta weighs 5 kilos now, a little barrel"),
    ], 125),
]

OTHERS = [
    ("who-duarte", "2026-10-20T20:00", "who is Duarte?", [
        ("2026-05-14T19:00", "*Duarte films the weddings I shoot, we split the Comporta package"),
        ("2026-07-09T19:00", "Dário from the camera shop rang about the lens"),
        ("2026-08-11T18:00", "*Duarte's drone footage of the Douro quinta is unreal"),
        ("2026-09-03T19:00", "traffic on Avenida Duarte Pacheco was a nightmare"),
    ], None),
    ("prices-decision", "2026-11-10T20:00", "what did I decide about raising my prices?", [
        ("2026-10-02T19:00", "Bea thinks I should double my rates"),
        ("2026-10-14T21:00", "*decided: 2027 packages go up 10%, full day becomes €2,600"),
        ("2026-10-20T19:00", "a Porto photographer charges €4,000, wow"),
        ("2026-10-28T21:00", "*keeping elopement rates as they are for Portuguese couples"),
    ], None),
    ("weekends-feeling", "2026-10-12T20:00", "how do I feel about shooting weddings every weekend?", [
        ("2026-09-14T22:00", "*burnt out after three Saturdays in a row, my back is a mess"),
        ("2026-09-28T22:00", "*still get goosebumps at the first look, every single time"),
        ("2026-10-04T19:00", "Bea says she's loving the season"),
        ("2026-10-08T21:00", "*miss having weekends with Rui, we're ships in the night"),
        ("2026-10-10T12:00", "new shoes for the long days, €60"),
    ], None),
    ("azores-who", "2026-06-20T20:00", "who came to the Azores with me?", [
        ("2026-05-20T19:00", "Nuno went to the Azores in 2024 and never shut up about it"),
        ("2026-05-30T16:00", "*Bea flew out with me to second shoot the elopement"),
        ("2026-06-02T19:00", "*Rui joined us for the last two days, whale watching"),
        ("2026-06-05T19:00", "the couple's parents flew in from Boston for the elopement"),
    ], None),
    ("duarte-promise", "2026-08-01T20:00", "what did Duarte promise about the Douro film?", [
        ("2026-07-10T19:00", "*Duarte swears the Douro highlight film will be ready by the 15th"),
        ("2026-07-14T19:00", "Duarte's brother promised to fix his van, we'll see"),
        ("2026-07-20T19:00", "*Duarte also said he'd send me the drone stills for free"),
        ("2026-07-25T19:00", "the Douro couple keep asking about the film"),
    ], None),
    ("waiting-on", "2026-12-15T20:00", "what am I waiting on?", [
        ("2026-11-10T19:00", "*sent the insurance claim for the dropped lens, nothing back"),
        ("2026-11-20T19:00", "Lopes album arrived, gorgeous"),
        ("2026-11-28T19:00", "*Finanças still haven't refunded the IRS overpayment"),
        ("2026-12-05T19:00", "Bea is still chasing her visa for Brazil"),
    ], None),
    ("santos-todo", "2026-11-10T20:00", "what's left to do before the Santos wedding?", [
        ("2026-10-28T19:00", "Santos booking fee paid, done"),
        ("2026-11-02T19:00", "*timeline call with the Santos bride still to do"),
        ("2026-11-04T19:00", "*must scout the church in the Alfama for light before the day"),
        ("2026-11-06T19:00", "Bea's outfit for the Santos sorted"),
        ("2026-11-08T19:00", "*charge every battery and format the cards the night before"),
    ], None),
    ("rui-present", "2026-03-20T20:00", "what did I get Rui for his birthday?", [
        ("2026-02-28T19:00", "Rui says he wants nothing, liar"),
        ("2026-03-07T12:00", "*found a vintage Carris tram sign at the Feira da Ladra for Rui"),
        ("2026-03-10T19:00", "*and two tickets to see Sam the Kid for Rui's birthday"),
        ("2026-03-14T19:00", "Nuno sent Rui a bottle of port"),
    ], None),
    ("next-wedding", "2026-11-03T20:00", "when's my next wedding?", [
        ("2026-10-31T23:00", "last wedding of October done, I could sleep for a week"),
        ("2026-11-01T19:00", "*next on the calendar: the Santos wedding, Saturday 14 November at the Sé"),
        ("2026-11-02T19:00", "Bea's next wedding is on the 7th in Ericeira"),
    ], None),
    ("sensor-last", "2027-02-10T20:00", "when did I last get my sensor cleaned?", [
        ("2026-09-12T19:00", "dust spots all over the sky shots, ugh"),
        ("2027-01-16T12:00", "*sensor clean at the shop in Saldanha, spotless now"),
        ("2027-01-28T19:00", "Bea had her sensor cleaned at the same place"),
        ("2027-02-05T19:00", "should get the 85mm checked too"),
    ], None),
    ("cascais-why", "2026-10-25T20:00", "why did I stop working with the hotel in Cascais?", [
        ("2026-06-02T19:00", "Cascais hotel does lovely light in the garden"),
        ("2026-09-18T21:00", "*done with the Cascais hotel: a €150 vendor fee and they fed the crew at midnight"),
        ("2026-09-27T12:00", "Bea still works there, her call"),
        ("2026-10-10T19:00", "new venue list for 2027, Sintra heavy"),
    ], None),
    ("florist-name", "2026-09-10T20:00", "what's the name of the florist at the Sintra weddings?", [
        ("2026-05-23T23:30", "*the florist at Sintra is Flor de Sal, ask for Dona Graça"),
        ("2026-06-06T23:30", "*Flor de Sal built the arch at the Sintra palace, stunning"),
        ("2026-07-01T19:00", "the Comporta caterer is called Maré"),
    ], None),
    ("comporta-lens", "2026-07-10T20:00", "which lens did I use for the Comporta portraits?", [
        ("2026-06-20T23:30", "*Comporta portraits all on the 85mm wide open, creamy"),
        ("2026-06-21T12:00", "Bea shot the Comporta dancing on her 35mm"),
        ("2026-06-28T19:00", "the 24-70 is too heavy for a full day"),
    ], None),
    ("nuno-news", "2026-12-05T20:00", "what's going on with my brother?", [
        ("2026-11-08T19:00", "*Nuno starts at the Leixões port authority in January"),
        ("2026-11-18T19:00", "Duarte's brother moved to Faro"),
        ("2026-11-24T19:00", "*Nuno and Catarina have a baby due in March"),
        ("2026-11-30T19:00", "Nuno Gomes on the telly doing football commentary"),
    ], None),
    ("fair-met", "2026-02-20T20:00", "who did I meet at the wedding fair?", [
        ("2026-01-20T19:00", "the stand at the wedding fair cost €350, steep"),
        ("2026-02-07T19:00", "*wedding fair at the FIL: met a planner, Sandra from Lisbon Weddings Co"),
        ("2026-02-08T19:00", "*swapped cards with a cake maker, Teresa, at the fair"),
        ("2026-02-12T19:00", "Bea met her boyfriend at a craft fair"),
    ], None),
    ("notary-nothing", "2026-11-30T20:00", "what did the notary say about the flat?", [
        ("2026-10-14T19:00", "Rui and I keep talking about buying a flat in Graça"),
        ("2026-11-03T19:00", "the bank's mortgage simulator says we can borrow €210,000"),
        ("2026-11-20T19:00", "saw a T2 in Penha de França, damp in the bedroom"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qz", NUMBERS, OTHERS, seed=2222, read_numbers=12, read_others=8), TZ, FILLER, seed=22, sizes=(12, 30))
