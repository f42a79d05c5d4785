"""Writes qa-fresh-41.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a Uruguayan woman in Montevideo (America/Montevideo, no daylight time; spring runs September to November), Marisa
Techera, cleaner on the morning shift at the Hospital Maciel in Ciudad Vieja for the cleaning company that holds the contract
(the CTI, the operating block, emergencia, terminal cleans, doubles and overtime signed by the supervisor, Néstor Píriz), who
also cleans on Saturdays for Beatriz in Pocitos. She lives in the Cerro with her daughter Sofía (turning fifteen on Saturday
12 December: a party at a salón in La Teja, the waltz, a DJ, a cake from La Nena) and her son Nico (twenty in October, works
at a car wash, drums in a candombe comparsa), and a mongrel dog, Pancho; her mother ("mamá", diabetic, a cataract operation in
November at the Hospital de Ojos) lives in Las Piedras; her sister Graciela lives in Buenos Aires; Walter, the children's
father, pays the pensión late; Charo (Rosario Benítez) is her partner on the shift; Don Ramón is the neighbour. Rioplatense
English with Spanish words ("lucas", "doblé", "feria", "mate", "yerba", "chivito", "bizcocho", "ómnibus", "tablado",
"pensión", "aguinaldo", "fainá"), Uruguayan institutions (UTE, OSE, Antel, BPS, Abitab, Red Pagos, the STM card, COPSA, COT,
Buquebus) and Uruguayan pesos written "$ 2.340" (a dot for thousands), "$U 890", "1475 pesos", "UYU 1.200", "3 lucas",
"1,6 lucas", beside a few US dollars ("U$S 89", "USD 24.99", "US$ 38,50"); "pancho" is also a hot dog. The weekend is
Saturday and Sunday. (No earlier Q&A voice lives in Uruguay or in America/Montevideo, cleans a hospital, or counts in
Uruguayan pesos.)
Number questions (20): sums (the utility bills this month told only as UTE, OSE and Antel, beside last month's and Nico's
phone; getting around last week as the STM card, COPSA and a taxi, beside Nico's Uber and the weeks either side; Sofía's
fifteen so far beside a cousin's and the liceo trip; US dollars this year beside pesos written "$", dollars received and the
exchange rate; the feria in October beside the supermarket and Charo's stall; eating out this month beside Nico's sushi and
food cooked at home; the gym this month, nothing to sum; Pancho since September beside a hot dog and the neighbour's dog; the
Piriápolis weekend, one note naming the town), money in (cleaning for Beatriz this month beside Charo's pay and a promised
bonus; the company's aguinaldo this year beside Nico's, last year's and Beatriz's; Walter's child support since September
beside August's and sneakers), what Charo still owes, counts told in other words (double shifts in November beside Charo's
double and one refused; visits to mamá in October beside calls, her visit and Nico's; times out walking since November beside
a flooded rambla and Sofía's running; days off sick this month beside a strike, Sofía's cold and a day of leave; blood given
this year beside a refusal for low iron and Nico's), hours of overtime in October beside Charo's and September's, kilos of
yerba this month beside a gourd and Charo's mother's parcel.
Other questions (20): feelings over time (her own about work since the new company took over; mamá since the cataract
operation), decisions (a night post at a mutualista; party or trip for Sofía's fifteen), a person by name (Charo, beside
Rosario the city and Clara from the kitchen) and by role (her supervisor, beside Sofía's adscripta and the head nurse), what
is left for the fifteen (one to-do set for the party's own day, "the 12th: …"), what is left to do for mamá (to-dos "for
her", beside Sofía's and Charo's), waiting (general, and from Walter), when next (mamá's eye check-up), when last (Pancho at
the vet), this weekend, the pizzeria Charo recommended, what Dra. Olivera said about mamá's diet, who came to Nico's asado,
what she promised Sofía, the clásico's score, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, pay, visit, wait or to-do, the
months either side, a name or a role like the one asked), then neutral filler written for this set: 12-32 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qS001-qS020, may be
read while tuning), the rest to the held half (qS021-qS040: totals only).

Run: python3 author_qa_fresh_41.py > qa-fresh-41.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "America/Montevideo"

FILLER = [
    "fog on the bay at dawn, the whole hill of the Cerro gone",
    "a gull grabbed half my bizcocho off the bench by the water",
    "the hospital lift broken again, carried the buckets up by the stairs",
    "new mop heads arrived on the ward, the thick cotton ones",
    "the pampero blew all night, the windows rattling in their frames",
    "jacarandas along the avenue are starting to turn purple",
    "the old courtyard of the Maciel looks like a painting at sunrise",
    "swept the patio, the neighbour's vine drops leaves on everything",
    "bleach smell in my hands no matter how much cream",
    "a patient's granddaughter drew me with my trolley, stuck it in my locker",
    "tortas fritas because it rained, that's the law in this house",
    "cold wind again, the wool jumper came back out of the drawer",
    "the street dogs of the barrio walked me to the bus stop like bodyguards",
    "repainted the front door green, it wants another coat",
    "the lemon tree in the patio is covered in flowers",
    "an enormous cargo ship coming into the port, watched it from the bus",
    "the kettle whistles like a steam train since I dropped it",
    "watered the balcony geraniums before leaving",
    "emptied the fridge, found a jar nobody can identify",
    "the neighbours' radio on the football commentary all afternoon",
    "cracked the corner of my phone screen, still works fine",
    "the barber on the corner adopted a grey cat",
    "read yesterday's paper in the staff canteen on my break",
    "cathedral bells ringing across Ciudad Vieja at midday",
    "the lights flickered in the storm and the fridge started up again",
    "washed the sheets, the sun dried them in no time",
    "the wardrobe door came off its hinge, a screw was missing",
    "kids in the plaza flying kites off the little hill",
    "rain came in under the kitchen door, towels on the floor",
    "somebody painted a huge mural of Gardel near the port",
    "the drums practising three streets over, you feel them in the floor",
    "with the southeast wind the sea jumped the rambla wall",
    "bought a new thermos lid, the old one leaked on my bag",
    "a pigeon got into the ward corridor, took three of us to get it out",
    "the pharmacy window downstairs has Christmas lights up already",
    "our building's water pressure is a joke in the mornings",
    "someone stole the light bulb from the stairwell again",
    "fixed the wobbly kitchen chair with wire and tape",
    "the almacén on the corner finally takes cards",
    "long queue at the policlínica just to ask a question",
    "the radio says a heat wave is coming, I don't believe it",
    "hung the washing on the roof, the wind nearly took it to Brazil",
    "the old tram rails showing through the asphalt on Sarandí",
    "sunset over the bay seen through the ómnibus glass, pink and orange",
    "the ward's new floor machine, loud as a motorbike",
    "lost a button off my work smock, sewed it on at the stop",
]

NUMBERS = [
    ("", "2026-11-25T20:00:00", "How much have the utility bills come to this month?", [
        ("2026-10-28T18:10", "UTE for October paid at the Abitab, $ 2.610"),
        ("2026-11-03T17:40", "*paid the UTE bill at the Abitab, $ 2.340, at least the heater months are over"),
        ("2026-11-06T13:20", "*OSE water bill, $U 890, paid at Red Pagos coming back"),
        ("2026-11-10T19:05", "*Antel, internet plus my phone line, 1475 pesos"),
        ("2026-11-12T21:30", "Nico paid his own phone this month, $ 690, he's growing up"),
        ("2026-11-18T20:00", "the landlord wants 14 lucas rent from January"),
    ], 4705),
    ("", "2026-11-29T19:00:00", "How much have I made cleaning for Beatriz this month?", [
        ("2026-10-31T13:00", "last Saturday of October at Beatriz's, $ 1.600"),
        ("2026-11-07T12:40", "*four hours at Beatriz's flat in Pocitos, she paid $ 1.600"),
        ("2026-11-14T12:50", "*Beatriz paid me 1600 pesos and gave me her old microwave on top"),
        ("2026-11-19T13:15", "*an extra morning at Beatriz's before her visitors arrive, UYU 1.200"),
        ("2026-11-21T18:00", "Charo cleans for Beatriz's sister on Fridays, gets 450 an hour"),
        ("2026-11-25T20:30", "Beatriz says she'll give me an aguinaldo in December, 2 lucas"),
        ("2026-11-28T12:45", "*Saturday at Beatriz's, 1,6 lucas in an envelope as usual"),
    ], 6000),
    ("", "2026-12-19T18:00:00", "How much aguinaldo has the company paid me this year?", [
        ("2025-12-17T19:00", "December aguinaldo in, $ 15.900, Christmas sorted"),
        ("2026-06-26T10:30", "*first half of the aguinaldo came into the BROU account, $ 16.420"),
        ("2026-06-30T21:00", "Nico's aguinaldo from his lavadero job, $ 9.800, he wants to buy a drum"),
        ("2026-12-16T08:15", "*the cleaning company's December aguinaldo is in, UYU 17.050"),
        ("2026-12-18T14:00", "Beatriz handed me 2 lucas as my aguinaldo, what a lady"),
    ], 33470),
    ("", "2026-11-29T21:00:00", "How much does Charo still owe me?", [
        ("2026-09-02T20:30", "*lent Charo 5 lucas for her son's dentist, she'll pay me back bit by bit"),
        ("2026-09-30T14:10", "*Charo gave me back $ 2.000 in the locker room"),
        ("2026-10-15T19:00", "I owe Don Ramón 300 for the bread he brought round"),
        ("2026-11-04T13:30", "*another 1.500 pesos back from Charo, she's keeping her word"),
        ("2026-11-20T22:00", "Charo lent Gladys 3 lucas, the woman is a saint"),
    ], 1500),
    ("", "2026-11-16T10:00:00", "How much did getting around cost me last week?", [
        ("2026-11-06T06:10", "STM card topped up, $ 400, the 185 packed like sardines"),
        ("2026-11-09T05:50", "*put $ 400 on the STM before the early bus"),
        ("2026-11-11T16:30", "*COPSA to Las Piedras and back to see mamá, $U 212"),
        ("2026-11-13T23:05", "*taxi to the Cerro after the double, 11 pm, 580 pesos, no buses by then"),
        ("2026-11-14T03:00", "Nico's Uber from the tablado, $ 390, he paid it himself"),
        ("2026-11-16T07:30", "topped up the STM again, $ 300"),
    ], 1192),
    ("", "2026-12-01T21:00:00", "How much have I spent on Sofía's fifteen so far?", [
        ("2026-10-06T18:30", "*deposit on the salón in La Teja for Sofía's fifteen, $ 6.000"),
        ("2026-10-20T19:45", "*the dress for Sofía's fifteen, 7900 pesos, she looks like a princess in it"),
        ("2026-11-05T17:20", "*cake for the fifteen ordered at La Nena, half paid now, $U 1.800"),
        ("2026-11-12T20:10", "*DJ deposit for the party, 3 lucas"),
        ("2026-11-14T22:00", "my cousin's girl had her fifteen last year, they spent 80 lucas"),
        ("2026-11-18T18:40", "Sofía's liceo trip to Colonia, $ 950"),
        ("2026-11-22T21:15", "Walter says he'll pay the photographer himself"),
    ], 18700),
    ("", "2026-11-30T20:00:00", "How much have I spent in dollars this year?", [
        ("2025-12-20T11:00", "Buquebus to Buenos Aires for last Christmas, U$S 85"),
        ("2026-02-14T22:30", "*online English course as Nico's present, USD 24.99 on the card"),
        ("2026-04-03T09:15", "*Buquebus ticket to visit Graciela in Buenos Aires, U$S 89"),
        ("2026-08-10T23:00", "*Shein order, Sofía's shoes for the fifteen, US$ 38,50"),
        ("2026-09-01T19:30", "Graciela sent 50 dólares for Sofía"),
        ("2026-10-10T12:00", "the cambio on 18 de Julio sells the dollar at 41,20"),
        ("2026-10-22T11:40", "feria, $ 640, the peaches are back"),
    ], 152.49),
    ("", "2026-11-03T20:00:00", "How much did I spend at the feria in October?", [
        ("2026-10-01T11:00", "*Thursday feria: fruit, veg and a dozen eggs, $ 780"),
        ("2026-10-11T12:30", "*Tristán Narvaja on Sunday, a used jacket for Nico and mandarins, 1150 pesos"),
        ("2026-10-18T19:00", "the big Tienda Inglesa shop for the month, $ 6.300"),
        ("2026-10-22T11:20", "*feria again, two kilos of tomatoes, a zapallo and bananas, $U 540"),
        ("2026-10-25T20:00", "Charo's tortas fritas stall at the feria made 2 lucas on Sunday"),
        ("2026-11-01T12:00", "Tristán Narvaja, plants for the balcony, $ 690"),
    ], 2470),
    ("", "2026-11-27T21:00:00", "How much have I spent eating out this month?", [
        ("2026-10-30T15:00", "chivito with Charo after work, $ 480"),
        ("2026-11-06T22:40", "*chivito canadiense at the bar opposite the Maciel after a double, $ 520"),
        ("2026-11-14T21:30", "*pizza a la parrilla in the Cerro with the kids, 1380 pesos"),
        ("2026-11-19T14:45", "*lunch with Charo at the Mercado Agrícola, $U 690 my half"),
        ("2026-11-21T23:00", "Nico took his girlfriend out for sushi, 2 lucas, where does he get it"),
        ("2026-11-24T19:30", "empanadas at home for mamá, meat and onion, $ 900 in ingredients"),
    ], 2590),
    ("", "2026-11-28T20:00:00", "How much did I spend on the gym this month?", [
        ("2026-11-03T19:00", "Charo wants me to join her gym on Carlos María Ramírez"),
        ("2026-11-09T20:30", "the hospital has a deal with a gym, 900 a month, I'm thinking about it"),
        ("2026-11-15T18:00", "a long hour on foot along the rambla instead of any gym"),
        ("2026-11-20T21:00", "Sofía's hockey club fees, $ 1.100"),
    ], 0),
    ("", "2026-11-28T19:00:00", "How much have I spent on Pancho since September?", [
        ("2026-08-30T11:00", "Pancho's rabies shot, $ 600"),
        ("2026-09-15T18:20", "*vet in the Cerro for Pancho's ear, $ 1.200"),
        ("2026-10-02T17:45", "*15 kilo sack of kibble for Pancho, 2150 pesos"),
        ("2026-10-20T21:30", "a pancho with a Coca at the stadium, $ 150, tasted of nothing"),
        ("2026-11-05T20:00", "Don Ramón's dog got out again, the vet cost him 3 lucas"),
        ("2026-11-12T19:10", "*flea pipette for Pancho, $U 390"),
    ], 3740),
    ("", "2026-12-01T20:00:00", "How many double shifts did I work in November?", [
        ("2026-10-29T22:30", "double shift in emergencia, my back is wrecked"),
        ("2026-11-04T22:20", "*doblé again, 6 to 22, the CTI was chaos"),
        ("2026-11-12T21:00", "Charo did a double on Sunday, not me for once"),
        ("2026-11-17T22:10", "*stayed on for the afternoon shift too, Gladys called in sick"),
        ("2026-11-19T14:00", "Píriz asked me to double on Saturday, said no, that's Beatriz's day"),
        ("2026-11-26T22:30", "*sixteen hours at the Maciel today, my feet are gone"),
    ], 3),
    ("", "2026-11-02T20:00:00", "How many times did I go to see mamá in October?", [
        ("2026-09-27T19:00", "Sunday at mamá's, she made ñoquis"),
        ("2026-10-04T18:30", "*COPSA out to Las Piedras, mamá's tuco and the telenovela on the sofa"),
        ("2026-10-11T21:00", "Graciela called mamá for an hour from Buenos Aires"),
        ("2026-10-15T20:00", "*slept over at mamá's, the gas man had to look at her boiler"),
        ("2026-10-18T22:00", "mamá came to the Cerro for Nico's birthday"),
        ("2026-10-24T19:00", "Nico went to see his grandmother on his own, proud of him"),
        ("2026-10-27T18:00", "*spent the afternoon at mamá's putting up her new curtains"),
    ], 3),
    ("", "2026-12-01T20:00:00", "How many times have I been out walking since the start of November?", [
        ("2026-10-28T18:30", "walked the rambla to the Cerro beach, what a wind"),
        ("2026-11-03T14:30", "*an hour along the rambla with Charo after the shift"),
        ("2026-11-10T18:00", "*climbed up to the fortress on the hill and back down, legs like jelly"),
        ("2026-11-14T17:00", "the rambla was flooded after the storm, stayed in"),
        ("2026-11-18T19:00", "*took Pancho on foot right out to Punta de Lobos"),
        ("2026-11-22T09:00", "Sofía went running on the rambla with her hockey team"),
        ("2026-11-25T18:30", "*caminata with the women's group from the policlínica, 5 km"),
    ], 4),
    ("", "2026-11-30T20:00:00", "How many days was I off sick this month?", [
        ("2026-10-08T09:00", "off sick with a stomach bug"),
        ("2026-11-09T08:00", "*flu, the doctor certified me, stayed in bed all day"),
        ("2026-11-10T10:00", "*second day home with the flu, Charo covered the CTI"),
        ("2026-11-16T07:30", "Sofía stayed home from liceo with a cold"),
        ("2026-11-19T12:00", "paro general, no work, went to the march with the union"),
        ("2026-11-24T11:00", "*my back went out lifting a bin, sick note for today"),
        ("2026-11-27T09:00", "day of leave to take mamá to the Hospital de Ojos"),
    ], 3),
    ("", "2026-11-30T21:00:00", "How many kilos of yerba did I buy this month?", [
        ("2026-10-29T19:00", "kilo of Canarias, the last of October"),
        ("2026-11-04T18:40", "*two kilos of yerba at the Disco, they had it on offer"),
        ("2026-11-16T13:00", "*half a kilo of yerba to keep in my locker at work"),
        ("2026-11-22T20:00", "Charo's mother sends her yerba from Rivera, the Brazilian green kind"),
        ("2026-11-25T19:15", "*one kilo of Canarias serena"),
        ("2026-11-26T12:00", "new mate gourd from the feria, the old one cracked"),
    ], 3.5),
    ("", "2026-11-04T20:00:00", "How many hours of overtime did I do in October?", [
        ("2026-09-29T16:00", "2 hours extra in emergencia"),
        ("2026-10-07T16:10", "*stayed 2 extra hours in the operating block"),
        ("2026-10-14T17:00", "*3 hours more for the terminal clean of the CTI after the outbreak"),
        ("2026-10-21T20:00", "Charo put in 5 overtime hours, she needs the money"),
        ("2026-10-26T15:30", "*horas extra: 1,5 for the morgue floor"),
        ("2026-11-02T13:00", "overtime sheet signed by Píriz, finally"),
    ], 6.5),
    ("", "2026-11-30T20:00:00", "How many times have I given blood this year?", [
        ("2025-11-10T10:00", "gave blood at the Servicio Nacional de Sangre"),
        ("2026-03-12T09:30", "*donated at the blood bank on 8 de Octubre, juice and biscuits after"),
        ("2026-06-20T10:00", "*gave blood for Don Ramón's operation, they needed replacement donors"),
        ("2026-08-05T09:00", "tried to donate but my iron was too low, sent home"),
        ("2026-09-18T20:00", "Nico fainted giving blood, never again he says"),
        ("2026-10-28T11:00", "*the blood bank van was parked at the Maciel, donated in my break"),
    ], 3),
    ("", "2026-10-20T20:00:00", "What did the Piriápolis weekend cost?", [
        ("2026-09-28T21:00", "thinking of Piriápolis for the October long weekend, just me and Sofía"),
        ("2026-10-10T08:00", "*COT tickets for me and Sofía, $ 1.120"),
        ("2026-10-10T13:30", "*two nights in a hostel near the rambla, UYU 3.600"),
        ("2026-10-11T14:00", "*fried fish plus a beer at the port, 940 pesos"),
        ("2026-10-11T17:30", "*chairlift up Cerro San Antonio, $U 500 for Sofía and me"),
        ("2026-10-14T20:00", "Charo spent the long weekend in Punta del Este, 20 lucas she says"),
    ], 6160),
    ("", "2026-11-28T20:00:00", "How much child support has Walter paid since September?", [
        ("2026-08-12T19:00", "Walter's pensión for August, 6.500, only ten days late"),
        ("2026-09-14T20:30", "*Walter finally transferred the pensión, $ 6.500"),
        ("2026-10-19T18:00", "*Walter's money came in, late as always, 6500 pesos"),
        ("2026-11-10T09:00", "*pensión for November in the account, UYU 6.500"),
        ("2026-11-15T21:00", "Walter bought Sofía sneakers and says that counts, no it doesn't"),
        ("2026-11-20T22:00", "Walter says from January it's 7 lucas"),
    ], 19500),
]

OTHERS = [
    ("", "2026-11-30T21:00:00", "How have I been feeling about work since the new company took over?", [
        ("2026-08-28T20:00", "the new cleaning company takes over the Maciel contract on Monday"),
        ("2026-09-03T21:00", "*first week with the new company, same work for less, I'm furious"),
        ("2026-09-25T22:30", "*cried in the locker room, they cut our team from nine to seven"),
        ("2026-10-22T16:00", "*the CTI nurses thanked me for the terminal clean, proud of my work for once"),
        ("2026-10-30T20:00", "Charo hates the new company, says she'll quit by Christmas"),
        ("2026-11-10T21:00", "Sofía nervous about her exams"),
        ("2026-11-18T21:30", "*tired to my bones but calmer, Charo and I have our rhythm now"),
    ], None),
    ("", "2026-11-29T20:00:00", "How has mamá been since her cataract operation?", [
        ("2026-10-26T19:00", "mamá's cataract operation is on 3 November at the Hospital de Ojos"),
        ("2026-11-03T15:00", "*mamá came out of surgery cracking jokes, scared of taking the patch off"),
        ("2026-11-07T20:00", "*mamá says she sees colours like new, crying happy on the phone"),
        ("2026-11-12T21:00", "Don Ramón's hip surgery is next month, he's nervous"),
        ("2026-11-15T19:30", "*mamá's eye red and itchy, she's frightened something went wrong"),
        ("2026-11-24T20:00", "*mamá threaded a needle without her glasses, so proud of herself"),
    ], None),
    ("", "2026-12-02T21:00:00", "What did I decide about the night job at the mutualista?", [
        ("2026-11-09T20:00", "*the cleaning coordinator at a private mutualista offered me a post, more money but nights"),
        ("2026-11-14T21:00", "Charo says take it, nights pay twenty percent more"),
        ("2026-11-20T19:00", "Charo took a post at the Hospital Británico"),
        ("2026-11-26T22:00", "*decided to stay at the Maciel with my mornings, Sofía alone at night is a no"),
    ], None),
    ("", "2026-10-30T20:00:00", "Did Sofía pick the party or the trip for her fifteen?", [
        ("2026-09-12T21:00", "Sofía can't choose: a fifteen party or the Bariloche trip with her class"),
        ("2026-09-20T20:00", "Walter says the trip is a waste of money"),
        ("2026-10-04T22:00", "*Sofía made up her mind, the party, she wants her friends and the waltz; Bariloche can wait"),
        ("2026-10-06T18:45", "*salón in La Teja booked for 12 December, so it's a party"),
        ("2026-10-20T21:00", "Charo's niece went to Bariloche and broke her wrist skiing"),
    ], None),
    ("", "2026-11-20T20:00:00", "Who is Charo?", [
        ("2026-08-03T15:00", "*Charo (Rosario Benítez) is back on my shift, she and I have the CTI again"),
        ("2026-09-14T21:00", "*Charo wants me as godmother to her grandson, said yes in tears"),
        ("2026-10-05T19:00", "Graciela's bus to Córdoba goes through Rosario"),
        ("2026-10-20T20:00", "*Charo covered my Tuesday so I could take mamá to the eye doctor"),
        ("2026-11-06T14:00", "Clara from the kitchen brought us leftover flan"),
    ], None),
    ("", "2026-11-20T20:00:00", "Who is my supervisor?", [
        ("2026-09-01T15:00", "*Néstor Píriz is our new supervisor from the company, he times our breaks"),
        ("2026-10-12T14:00", "*Píriz moved me to the operating block for two weeks"),
        ("2026-10-20T18:00", "Sofía's adscripta, Mrs. Ferrando, called about her absences"),
        ("2026-11-05T15:30", "Licenciada Suárez, the head nurse on the CTI, thanked the cleaning team"),
    ], None),
    ("", "2026-12-03T20:00:00", "What's left to do for Sofía's fifteen?", [
        ("2026-11-10T19:00", "Sofía's fifteen is Saturday 12 December at the salón in La Teja"),
        ("2026-11-20T20:00", "invitations for the fifteen all handed out, done"),
        ("2026-11-25T21:00", "*confirm the song list for the waltz with the DJ"),
        ("2026-11-28T20:30", "*the 12th: Sofía at the hairdresser at 9, then pick up the cake from La Nena at 11"),
        ("2026-11-30T19:00", "Charo's niece has her fifteen in March, they're saving"),
        ("2026-12-01T18:00", "*still have to buy candles plus the table souvenirs for the fifteen"),
        ("2026-12-01T21:00", "have to get Pancho's flea pipette"),
        ("2026-12-02T17:00", "Sofía's dress collected from the seamstress, fits perfectly"),
    ], None),
    ("", "2026-11-29T20:00:00", "What do I still need to do for mamá?", [
        ("2026-11-18T20:00", "*mamá needs her strips prescription renewed, go to the policlínica for her on Friday"),
        ("2026-11-20T21:00", "*get the grab rail for her shower fitted, Nico said he'd help"),
        ("2026-11-22T19:00", "called the Hospital de Ojos, mamá's check-up is booked"),
        ("2026-11-24T20:30", "Sofía needs her ID card renewed before the trip"),
        ("2026-11-25T14:00", "Charo asked me to pick up her uniform from the laundry for her"),
        ("2026-11-26T21:00", "*take mamá her new glasses from the optician on Sunday"),
    ], None),
    ("", "2026-11-30T20:00:00", "What am I waiting for?", [
        ("2026-11-05T20:00", "*BPS still silent about mamá's pension review, six weeks now"),
        ("2026-11-08T09:00", "waiting for OSE to fix the leak at the meter"),
        ("2026-11-12T15:00", "*the company owes us the October night bonus, they say next payday"),
        ("2026-11-14T18:00", "OSE fixed the leak at the meter, finally"),
        ("2026-11-20T21:00", "*applied for Sofía's passport, the appointment email hasn't come"),
        ("2026-11-23T20:00", "Charo still expecting news of her move to the Pasteur"),
    ], None),
    ("", "2026-11-27T20:00:00", "What am I waiting on from Walter?", [
        ("2026-11-02T20:00", "*Walter still has to sign the permission for Sofía to travel with the liceo"),
        ("2026-11-15T21:30", "*Walter promised the photographer's deposit for the fifteen, nothing yet"),
        ("2026-11-20T19:00", "waiting on Charo to bring the raffle book"),
        ("2026-11-22T22:00", "Walter's new girlfriend posted their holiday photos, whatever"),
    ], None),
    ("", "2026-11-30T20:00:00", "When is mamá's next eye check-up?", [
        ("2026-11-16T18:00", "mamá's check-up after the operation, everything healing"),
        ("2026-11-24T14:00", "*Hospital de Ojos called: mamá's next check-up is Tuesday 8 December at 10:30"),
        ("2026-11-26T20:00", "my own eye test at the policlínica on the 15th"),
        ("2026-11-27T19:00", "mamá's diabetes control with Dra. Olivera on 21 December"),
    ], None),
    ("", "2026-11-28T20:00:00", "When did I last take Pancho to the vet?", [
        ("2026-08-30T12:00", "Pancho's rabies shot at the vet"),
        ("2026-10-19T18:00", "*took Pancho to the vet in the Cerro, ear infection, drops twice a day"),
        ("2026-11-20T19:00", "Don Ramón took his dog to the vet"),
        ("2026-11-26T21:00", "Pancho shaking his head again, he might need the vet"),
    ], None),
    ("", "2026-12-03T20:00:00", "What have I got on this weekend?", [
        ("2026-11-29T21:00", "last Sunday at the tamboriles, my ears still ringing"),
        ("2026-12-01T19:00", "*Saturday at Beatriz's from 8 to 12, she has guests"),
        ("2026-12-02T20:00", "*Sunday lunch at mamá's in Las Piedras, Graciela calling from BA at 1"),
        ("2026-12-02T21:30", "*Nico's comparsa drums out in Barrio Sur Sunday at 7, we'll go and watch"),
        ("2026-12-03T14:00", "union assembly Monday at 2 in the hospital canteen"),
        ("2026-12-03T18:00", "Sofía's end-of-year act at the liceo on Wednesday"),
    ], None),
    ("", "2026-11-25T20:00:00", "Which pizzeria did Charo recommend?", [
        ("2026-10-14T21:00", "*Charo swears the best fainá and muzzarella are at El Ombú on Carlos María Ramírez, open late"),
        ("2026-11-02T20:00", "Nico recommended the chivitos at a bar on Grecia avenue"),
        ("2026-11-10T21:00", "made pizza at home, the dough didn't rise"),
    ], None),
    ("", "2026-11-30T20:00:00", "What did Dra. Olivera say about mamá's diet?", [
        ("2026-11-21T12:00", "*Dra. Olivera: mamá can have one bizcocho on Sundays, no more, and fruit instead of sweet mate"),
        ("2026-11-21T12:20", "*Dra. Olivera wants her walking twenty minutes after lunch, every day"),
        ("2026-11-22T19:00", "the eye doctor said mamá must not lift anything heavy for a month"),
        ("2026-11-25T20:00", "bought mamá a sugar-free dulce de leche, she hated it"),
    ], None),
    ("", "2026-10-25T20:00:00", "Who came to Nico's birthday asado?", [
        ("2026-10-10T20:00", "invited Walter to Nico's asado, he won't come, he never does"),
        ("2026-10-18T23:00", "*Nico's 20th, asado on the roof: Bruno and Leti from the comparsa came, Charo brought a chajá"),
        ("2026-10-18T23:20", "*mamá came in on the COPSA, and Don Ramón came up with a bottle of Tannat"),
        ("2026-10-19T12:00", "Graciela sent a video from Buenos Aires, she couldn't make it"),
    ], None),
    ("", "2026-11-26T20:00:00", "What have I promised Sofía?", [
        ("2026-09-20T21:00", "*promised Sofía a new phone if she passes every subject this year"),
        ("2026-11-01T20:00", "*told Sofía we'll go to Parque Rodó on Reyes, only her and me"),
        ("2026-11-10T19:00", "promised Charo to cover her Sunday on the 20th"),
        ("2026-11-15T22:00", "Walter promised Sofía a trip to Brazil, sure Walter"),
    ], None),
    ("", "2026-11-25T20:00:00", "What was the score in the clásico?", [
        ("2026-04-19T21:00", "clásico lost 2-0, the whole Cerro in mourning"),
        ("2026-11-22T21:30", "*clásico at the Campeón del Siglo: Peñarol 2 Nacional 2, we equalised in the 93rd minute"),
        ("2026-11-23T18:00", "Sofía's hockey girls beat Carrasco 3-1 at the Prado"),
    ], None),
    ("", "2026-11-30T20:00:00", "When is Graciela's birthday?", [
        ("2026-10-19T12:30", "Graciela's visit moved to January, her work again"),
        ("2026-11-08T19:00", "Graciela sent 50 dollars for Sofía's dress"),
        ("2026-11-21T21:00", "Beatriz's birthday lunch, I served the table all afternoon"),
    ], None),
    ("", "2026-12-02T21:00:00", "What did I decide about moving to Las Piedras?", [
        ("2026-11-06T20:00", "mamá keeps saying we should move to Las Piedras near her"),
        ("2026-11-16T21:00", "rents in Las Piedras are cheaper, 11 lucas for two bedrooms"),
        ("2026-11-28T20:00", "Nico says no way, his comparsa is here"),
    ], None),
]

if __name__ == "__main__":
    print_cases(split_numbered("qS", NUMBERS, OTHERS, seed=4141, read_numbers=10, read_others=10), TZ, FILLER, seed=414, sizes=(12, 32))
