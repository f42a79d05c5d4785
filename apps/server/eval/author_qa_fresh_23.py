"""Writes qa-fresh-23.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to NUMBER questions (24 of 40 expect a number).

Voice: a dentist in Mexico City (America/Mexico_City), Dra. Valeria ("Vale") Ortega, who runs her own small clinic in the
Narvarte with one dental assistant (Lupita); she lives with her husband Emilio and their xolo Chabela, pays a mortgage,
puts up with visits from mi suegra (Emilio's mother, Doña Carmen), buys from suppliers (Depósito Dental Roma for
consumables, Laboratorio Zenit for crowns and night guards), goes to a gym in Del Valle, and flies to see her sister Mariana
in Monterrey. English with Spanish words ("la quincena", "el súper", "mi suegra", "consulta", "limpieza", "endodoncia",
"factura", "pendiente", "sobrinos", "croquetas", "hipoteca"), paid in pesos (MXN) by most patients and in dollars by
American patients who come for cheaper crowns; a dental congress in Houston paid in dollars.
Numbers on the notes that are not the answer sit beside the ones that are: prices only quoted, a rate going up, tooth
numbers and hours of a procedure, weights, counts of boxes, money coming in beside money going out, another person's money,
the same kind of event for someone else or outside the range asked.
Number questions (24): spans between two notes and days since a note (days in Monterrey, days from a crown impression to
the crown, days from ordering an autoclave to its delivery, days since the vet, days since the gym), a duration sum (hours
on Saturdays in October), counts told in other words than the question's (gym "twice" / "three times" / "a couple of"
sessions, new patients told as "a couple" and "three", root canals as "endodoncia" and "endo", suegra visits as "came for
comida" and "dropped by" and "showed up", cancellations as "cancelled", "bailed" and "called off", the compressor failing as
"died", "no air" and "tripped the breaker"), sums by currency and by trip or period (the Monterrey trip in pesos, dollars in
Houston, dollars from American patients this year, el súper in October, Lupita this month, supplies in September, the dog
this year, the mortgage over the summer, the lab in November), one latest figure (what is left on the mortgage) and two
open-items counts (what is still pending before an inspection; how many patients still owe money).
The other 16: a person, two decisions, two feelings (her own, the assistant's), people met, company, a promise, waiting,
when (next and last), why, a lookup, a sister's news, a present, and one question nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler written for this set, so every
case has 12-30 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, twelve numeric and eight
other cases go to the read half (qA001-qA020, may be read while tuning), the rest to the held half (qA021-qA040: totals only).

Run: python3 author_qa_fresh_23.py > qa-fresh-23.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "America/Mexico_City"

FILLER = [
    "the camote man's whistle going past the window at dusk",
    "jacarandas turning Avenida Cuauhtémoc purple, traffic still awful",
    "the Metrobús line 2 stuck behind a march on Eje 4",
    "tamales oaxaqueños from the stand outside the Sanborns, perfect breakfast",
    "a tremor alert at noon, everyone out on the sidewalk in their scrubs",
    "hail like marbles on the clinic skylight for ten minutes",
    "the organ grinder on Madero playing the same song for an hour",
    "the family upstairs dragging chairs around past midnight",
    "pan de muerto already in the panadería window, too early",
    "Chabela sunbathing on the azotea like a lizard",
    "the water truck came, finally, the tinaco was nearly empty",
    "fireworks in the colonia for some saint's day",
    "rain every afternoon at five, like a clock",
    "the gas cylinder man yelling his jingle down the street",
    "a traffic jam on Periférico that did not move for forty minutes",
    "fresh churros from El Moro with way too much chocolate",
    "the mango con chile lady returned to her spot",
    "smog so thick you can't see the volcanoes today",
    "but today you could see both volcanoes from the Viaducto",
    "the tianguis took over our street before sunrise",
    "power flickered through the whole block during the storm",
    "mariachis warming up in Garibaldi when we drove through",
    "someone's rooster across the street started at four",
    "the elotes cart parked outside the clinic door at six",
    "Reforma closed for the Sunday bike ride, lovely and quiet",
    "a marching band practising at the secundaria behind us",
    "the air quality alert went to phase one",
    "flooded underpass on Tlalpan, cars floating",
    "the knife sharpener's pan flute down the block",
    "new paint on the Parque Delta fence, bright orange",
    "a street dog followed me all the way from the metro",
    "Día de Muertos altar set up in the clinic waiting room",
    "the whole Roma smells like coffee and wet concrete",
    "helicopter circling over Insurgentes for an hour",
    "the lime tree on the azotea finally gave us fruit",
    "a fonda near the clinic does an amazing comida corrida",
    "somebody's car alarm on Eugenia all night long",
    "the paletería ran out of the mamey flavour",
    "cold morning, had to dig out the big sweater",
    "protest at the Ángel, Reforma a parking lot",
    "the Christmas poinsettias are everywhere now",
    "the doorbell of the clinic stopped working, knocked all day",
    "a huge rainbow over the Parque de los Venados",
    "piñatas dangling outside the papelería",
    "the garbage truck bell at seven sharp",
    "neighbour's kid practising trumpet, badly",
    "noise from the construction on Xola from eight",
    "a sweet old lady selling gorditas outside church",
    "frost on the cars in the morning, unheard of",
    "a bus driver singing boleros on the 7A",
    "the lights of the Torre Latino through the haze",
    "posadas started on our street with the candles and the song",
    "Chabela barked at a pigeon for twenty minutes",
    "the corner taquería hung a pink neon sign",
    "sunset behind the Ajusco, pink and gold",
    "an electricity bill so big I laughed",
    "the Cineteca had a queue around the block",
    "a zanate building its nest in the bougainvillea",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("monterrey-days", "2026-08-02T21:00", "how many days was I in Monterrey at my sister's?", [
        ("2026-06-30T22:00", "bought the VivaAerobus seats to Monterrey, 2,340 pesos there and back"),
        ("2026-07-16T13:00", "*landed in Monterrey, Mariana picked me up with both sobrinos screaming"),
        ("2026-07-18T20:00", "Cerro de la Silla from Mariana's terrace, 38 degrees at eight at night"),
        ("2026-07-20T22:30", "*back home in CDMX, Chabela cried when I opened the door"),
        ("2026-07-27T19:00", "Mariana wants us all up there for Christmas, 9 days she says"),
    ], 4),
    ("crown-span", "2026-10-01T21:00", "how long did Don Ernesto's crown take to come back from the lab, in days?", [
        ("2026-08-20T18:00", "Doña Rosa's bridge impression went to the lab"),
        ("2026-09-02T17:30", "*took the impression for Don Ernesto's crown on 36, sent to Zenit with the courier"),
        ("2026-09-05T12:00", "Zenit says zirconia needs 10 working days now"),
        ("2026-09-16T16:00", "*Don Ernesto's crown is back from Zenit, the shade matches perfectly"),
        ("2026-09-23T18:00", "cemented the crown, Don Ernesto brought me a bag of oranges"),
    ], 14),
    ("autoclave-span", "2026-06-10T21:00", "how many days passed between ordering the new autoclave and it arriving?", [
        ("2026-04-29T19:00", "the old autoclave gave up halfway through a cycle, borrowing Salgado's"),
        ("2026-05-04T11:00", "*ordered a new autoclave from Depósito Dental Roma, 38,500 pesos"),
        ("2026-05-06T12:00", "they swear it ships within 10 days, sure"),
        ("2026-05-27T15:00", "*the new autoclave finally got here, installed and running by three"),
        ("2026-06-02T18:00", "first full load through the new autoclave, 22 pouches"),
    ], 23),
    ("since-vet", "2026-10-30T21:00", "how many days since Chabela last went to the vet?", [
        ("2026-08-14T12:00", "Chabela's ear checked by the vet, 650 pesos"),
        ("2026-10-12T11:00", "*vet check for Chabela, the skin thing is healing, 14 kilos now"),
        ("2026-10-20T19:00", "mi suegra took her cat to our vet, she loved him"),
        ("2026-10-26T10:00", "reminder from the vet: Chabela's rabies shot comes up in March"),
    ], 18),
    ("since-gym", "2026-11-12T21:00", "how many days since I last made it to the gym?", [
        ("2026-10-29T07:00", "gym at six before the clinic, squats until my legs quit"),
        ("2026-11-02T07:30", "*leg day, Del Valle gym, can barely sit in my own chair"),
        ("2026-11-06T20:00", "no gym, the root canal ran an hour over"),
        ("2026-11-09T19:00", "Emilio is at the gym again, he's obsessed"),
        ("2026-11-10T21:00", "should really go back to the gym tomorrow"),
    ], 10),
    ("saturday-hours", "2026-11-03T21:00", "how many hours did I work on Saturdays in October?", [
        ("2026-09-26T15:00", "Saturday consulta, 6 hours, three fillings"),
        ("2026-10-03T15:00", "*Saturday at the clinic, 5 hours, four patients"),
        ("2026-10-10T14:00", "Lupita did 3 hours on Saturday sorting the archive, I stayed home"),
        ("2026-10-17T16:00", "*long Saturday, 7 hours, two emergencies walked in"),
        ("2026-10-24T13:00", "*short Saturday shift, 4 hours, then el súper"),
        ("2026-10-28T12:00", "Wednesday was 10 hours straight, I'm destroyed"),
    ], 16),
    ("gym-october", "2026-11-02T21:00", "how many times did I go to the gym in October?", [
        ("2026-09-27T20:00", "gym three times this week, September finishing strong"),
        ("2026-10-01T09:00", "gym membership renewed, 1,100 pesos for the month"),
        ("2026-10-04T20:00", "*made it to the gym twice this week, proud of myself"),
        ("2026-10-11T20:00", "*gym three times since Monday, Chabela thinks I moved out"),
        ("2026-10-18T20:00", "Emilio hit the gym four times, show-off"),
        ("2026-10-25T20:00", "*only a couple of sessions at the gym, la quincena rush at the clinic"),
    ], 7),
    ("root-canals", "2026-10-06T21:00", "how many root canals did I do in September?", [
        ("2026-08-31T19:00", "root canal on a lower molar, last one of August"),
        ("2026-09-03T18:00", "*endodoncia on Don Ernesto's 46, two hours, my neck hurts"),
        ("2026-09-10T17:00", "*root canal on the Pérez girl's front tooth, braver than most adults"),
        ("2026-09-15T13:00", "referred the tricky retreatment to Dr. Salgado, not touching that"),
        ("2026-09-22T19:00", "*another endo, upper premolar, Señora Luna, smooth"),
        ("2026-09-24T12:00", "the Torres root canal cancelled, she's too nervous"),
    ], 3),
    ("suegra-visits", "2026-11-29T21:00", "how many times did mi suegra come over in November?", [
        ("2026-10-30T19:00", "mi suegra came for dinner, stayed until eleven"),
        ("2026-11-01T18:00", "*mi suegra came for comida, brought tamales and opinions"),
        ("2026-11-09T20:00", "*Emilio's mom dropped by with a fern nobody asked for"),
        ("2026-11-14T22:00", "dinner at Doña Carmen's place in Coyoacán, Emilio's cousins too"),
        ("2026-11-22T19:00", "*mi suegra showed up unannounced and reorganised my kitchen"),
        ("2026-11-25T20:00", "mi suegra phoned to complain about the traffic on Churubusco"),
    ], 3),
    ("cancellations", "2026-11-16T21:00", "how many patients cancelled on me last week?", [
        ("2026-11-06T19:00", "two cancellations today, the rain scares people"),
        ("2026-11-09T10:00", "*Señora Vega cancelled her limpieza, her kid has a fever"),
        ("2026-11-11T11:00", "*Raúl bailed on his 10am, says he'll rebook"),
        ("2026-11-12T12:00", "Lupita moved her own dentist appointment, ha"),
        ("2026-11-13T16:00", "*Mr. Hughes called off his whitening, his flight got moved"),
        ("2026-11-14T13:00", "a full Saturday, nobody missing for once"),
    ], 3),
    ("new-patients", "2026-12-01T21:00", "how many new patients did I see in November?", [
        ("2026-10-28T19:00", "four new patients in October, not bad"),
        ("2026-11-05T20:00", "*a couple of new patients today from Lupita's Instagram post"),
        ("2026-11-13T20:00", "*three new patients this week, all sent by Dr. Salgado"),
        ("2026-11-20T19:00", "Lupita says we need 20 new patients a month to breathe"),
        ("2026-11-26T20:00", "*one new patient, an American guy who just moved to Roma Norte"),
    ], 6),
    ("compressor", "2026-12-05T21:00", "how many times has the compressor failed this year?", [
        ("2025-12-10T13:00", "compressor died on a Friday afternoon, sent everyone home"),
        ("2026-02-18T12:00", "*the compressor died mid filling, had to finish by hand"),
        ("2026-05-07T10:00", "compressor serviced by the Roma technician, 1,800 pesos"),
        ("2026-07-22T16:00", "*no air from the compressor again, cancelled the afternoon"),
        ("2026-09-30T11:00", "the neighbour's generator is louder than our whole clinic"),
        ("2026-11-03T17:00", "*compressor tripped the breaker twice in an hour, the whole chair dead"),
    ], 3),
    ("monterrey-spend", "2026-08-02T21:00", "how much did I spend on the Monterrey trip?", [
        ("2026-07-01T22:00", "*VivaAerobus to Monterrey booked, 2,340 pesos round trip"),
        ("2026-07-16T14:00", "*Uber from the Monterrey airport to Mariana's, 420 pesos"),
        ("2026-07-17T23:00", "*cabrito dinner for Mariana's whole family, I paid, 1,850 pesos"),
        ("2026-07-18T18:00", "*presents for the sobrinos at Plaza Fiesta San Agustín, 1,200 pesos"),
        ("2026-07-19T16:00", "Mariana paid for the Parque Fundidora day, would not let me"),
        ("2026-07-21T19:00", "el súper when I got back to CDMX, 960 pesos, empty fridge"),
    ], 5810),
    ("houston-dollars", "2026-04-30T21:00", "how much did I spend in dollars at the Houston congress?", [
        ("2026-03-20T19:00", "flights to Houston for the dental congress, 7,800 pesos"),
        ("2026-04-16T22:00", "*hotel by the convention center, three nights, 612 dollars"),
        ("2026-04-17T18:00", "*finally bought the loupes at the expo, USD 890"),
        ("2026-04-18T19:00", "Dr. Patel paid for the steak dinner, 200 dollars for the table"),
        ("2026-04-19T12:00", "*Ubers around Houston all weekend, USD 58"),
        ("2026-04-20T21:00", "the same loupes cost USD 1,200 back in Mexico, so worth it"),
    ], 1560),
    ("usd-patients", "2026-11-30T21:00", "how much have American patients paid me in dollars this year?", [
        ("2025-11-12T18:00", "USD 900 from Mr. Kim for his crown, cash in an envelope"),
        ("2026-02-25T18:00", "*Mr. Hughes paid USD 1,200, both crowns done"),
        ("2026-05-14T17:00", "quoted Jake from Denver 3,000 dollars for six veneers, he went quiet"),
        ("2026-06-10T17:00", "*Sarah from Austin paid 380 dollars for the limpieza and whitening"),
        ("2026-08-19T18:00", "Mr. Hughes paid 4,500 pesos for the X-rays, in pesos this time"),
        ("2026-10-07T19:00", "*USD 2,450 from the Thompsons for the implant crown, cash"),
    ], 4030),
    ("super-october", "2026-11-03T21:00", "how much did I spend at el súper in October?", [
        ("2026-09-28T19:00", "el súper, 1,300 pesos, last weekend of September"),
        ("2026-10-03T18:00", "*el súper, 1,480 pesos, why are avocados gold now"),
        ("2026-10-10T19:00", "Emilio did el súper on his card, 800 pesos"),
        ("2026-10-17T18:00", "*el súper again, 1,920 pesos, mi suegra is coming Sunday"),
        ("2026-10-20T12:00", "tianguis fruit and flowers, 240 pesos"),
        ("2026-10-25T18:00", "*big súper run at Soriana for the week, 1,655 pesos"),
    ], 5055),
    ("lupita-month", "2026-11-29T21:00", "how much have I paid Lupita this month?", [
        ("2026-10-31T19:00", "Lupita's last October quincena, 6,500 pesos"),
        ("2026-11-15T19:00", "*paid Lupita la quincena, 6,500 pesos"),
        ("2026-11-18T19:00", "Lupita asked for a raise to 7,000 per quincena, thinking about it"),
        ("2026-11-20T21:00", "*gave Lupita 400 pesos extra for staying late with the emergency"),
        ("2026-11-24T19:00", "Lupita lent her sister 1,000 pesos, she's too generous"),
    ], 6900),
    ("supplies-september", "2026-10-04T21:00", "how much did I spend on dental supplies in September?", [
        ("2026-08-27T19:00", "gloves and masks from the depósito, 2,100 pesos"),
        ("2026-09-04T13:00", "*Depósito Dental Roma: gloves, masks and bibs, 2,380 pesos"),
        ("2026-09-11T13:00", "*resin composites in A2 and A3, 1,940 pesos"),
        ("2026-09-16T12:00", "Lupita heard gloves are going up 15% next month"),
        ("2026-09-22T13:00", "*anesthetic cartridges, two boxes, 1,260 pesos"),
        ("2026-09-28T19:00", "catalogue says the new curing light is 8,900 pesos, ay"),
    ], 5580),
    ("chabela-year", "2026-12-08T21:00", "how much has Chabela cost me this year?", [
        ("2025-12-05T12:00", "Chabela's dental cleaning at the vet, 1,700 pesos, the irony"),
        ("2026-03-11T11:00", "*vaccines for Chabela, 950 pesos"),
        ("2026-06-21T12:00", "*croquetas for Chabela, the 20 kg bag, 1,340 pesos"),
        ("2026-08-02T19:00", "Mariana's dog had surgery, 9,000 pesos, poor thing"),
        ("2026-09-14T12:00", "*new collar and leash for Chabela, 380 pesos"),
        ("2026-11-04T19:00", "Chabela weighs 14 kilos, the vet says perfect"),
    ], 2670),
    ("mortgage-summer", "2026-09-10T21:00", "how much did I pay on the mortgage over the summer?", [
        ("2026-05-30T19:00", "mortgage for May paid, 14,200 pesos"),
        ("2026-06-30T19:00", "*hipoteca for June, 14,200 pesos, gone"),
        ("2026-07-30T19:00", "*July's mortgage payment went out, 14,200 pesos"),
        ("2026-08-15T19:00", "the bank offered to refinance at 9.8%, have to read the small print"),
        ("2026-08-30T19:00", "*August mortgage plus 10,000 extra to principal, 24,200 pesos in total"),
        ("2026-09-02T19:00", "balance on the mortgage: 1,236,000 pesos"),
    ], 52600),
    ("zenit-november", "2026-12-03T21:00", "how much did the lab charge me in November?", [
        ("2026-10-27T19:00", "Zenit's October factura, 4,200 pesos"),
        ("2026-11-06T18:00", "*Laboratorio Zenit invoice: two zirconia crowns, 3,600 pesos"),
        ("2026-11-12T18:00", "Señora Luna paid me 8,000 pesos for her crown"),
        ("2026-11-18T18:00", "*Zenit again, a night guard for Señora Luna, 950 pesos"),
        ("2026-11-24T18:00", "*another factura from Zenit, 1,800 pesos for the Hughes crown"),
        ("2026-11-27T18:00", "Zenit raises prices 8% in January"),
    ], 6350),
    ("mortgage-left", "2026-12-10T21:00", "how much do I still owe on the mortgage?", [
        ("2026-07-02T19:00", "mortgage balance: 1,262,000 pesos, only 19 years to go"),
        ("2026-09-02T19:00", "balance on the hipoteca down to 1,236,000 pesos after the extra payment"),
        ("2026-12-02T19:00", "*mortgage statement: 1,198,400 pesos left to pay"),
        ("2026-12-05T19:00", "Mariana still owes 800,000 on her house in Monterrey"),
    ], 1198400),
    ("inspection-pending", "2026-11-20T21:00", "how many things are still pending before the COFEPRIS inspection?", [
        ("2026-11-02T19:00", "fire extinguisher recharged, done"),
        ("2026-11-05T19:00", "*biological waste pickup contract: renewal still missing"),
        ("2026-11-08T19:00", "Lupita labelled every drawer already, done"),
        ("2026-11-10T19:00", "*pendiente: print the sterilization log and sign every page"),
        ("2026-11-13T19:00", "*the X-ray license has to be framed on the wall, not done yet"),
        ("2026-11-16T19:00", "Salgado says his inspection took 2 hours"),
    ], 3),
    ("owe-me", "2026-12-12T21:00", "how many patients still owe me money?", [
        ("2026-11-20T19:00", "*Don Ernesto still owes 2,000 pesos on the crown"),
        ("2026-11-25T19:00", "*Raúl hasn't paid his filling, 900 pesos, keeps forgetting"),
        ("2026-11-28T19:00", "Señora Vega paid off her balance, all good now"),
        ("2026-12-02T19:00", "*the Pérez family still haven't paid the second half of the braces"),
        ("2026-12-06T19:00", "I owe Depósito Dental Roma 4,100 pesos, pay on Monday"),
    ], 3),
]

OTHERS = [
    ("who-lupita", "2026-10-20T21:00", "who is Lupita?", [
        ("2026-05-14T19:00", "*Lupita set up the tray before I even asked, best dental assistant in the city"),
        ("2026-07-09T19:00", "Lupe at the tortillería gave me an extra kilo"),
        ("2026-08-11T18:00", "*Lupita has worked with me since the day I opened the clinic"),
        ("2026-09-03T19:00", "watched a movie with Lupita Nyong'o, cried"),
    ], None),
    ("assistant-decision", "2026-11-28T21:00", "what did I decide about hiring a second assistant?", [
        ("2026-10-30T19:00", "Lupita thinks we need someone full time, she's drowning"),
        ("2026-11-10T21:00", "*decided: a part-time assistant for Saturdays, starting in January"),
        ("2026-11-18T19:00", "Salgado hired two assistants and regrets one"),
        ("2026-11-22T21:00", "*no full-time hire until the mortgage is lower, final answer"),
    ], None),
    ("clinic-feeling", "2026-10-12T21:00", "how do I feel about running my own clinic?", [
        ("2026-09-04T23:00", "*so tired of doing the books at midnight, I studied teeth, not accounting"),
        ("2026-09-15T09:00", "*proud walking in this morning and seeing my name on the door"),
        ("2026-09-22T19:00", "Mariana says being the boss suits me"),
        ("2026-10-01T22:00", "*scared every quincena that the numbers won't close"),
        ("2026-10-05T12:00", "new chair upholstery quote, 6,000 pesos"),
    ], None),
    ("lupita-saturdays", "2026-11-10T21:00", "how does Lupita feel about working Saturdays?", [
        ("2026-10-10T15:00", "*Lupita is fed up with Saturdays, she misses her son's football games"),
        ("2026-10-17T19:00", "I actually like the quiet Saturdays"),
        ("2026-10-24T15:00", "*Lupita told me she'd rather do two late weeknights than one more Saturday"),
        ("2026-11-01T19:00", "Emilio hates that I work Saturdays"),
    ], None),
    ("houston-met", "2026-04-30T21:00", "who did I meet at the Houston congress?", [
        ("2026-04-17T20:00", "*met Dr. Patel, an implant surgeon from San Antonio, at the congress"),
        ("2026-04-18T11:00", "*coffee at the expo with Dra. Restrepo, a Colombian orthodontist, we swapped WhatsApps"),
        ("2026-04-19T19:00", "Emilio met his old college friend in Polanco while I was away"),
        ("2026-04-25T19:00", "Salgado went to that congress last year and hated it"),
    ], None),
    ("houston-company", "2026-04-30T21:00", "who came to Houston with me?", [
        ("2026-04-10T19:00", "Lupita would love to go to Houston one day"),
        ("2026-04-16T20:00", "*Salgado flew up with me, we split the Uber from the airport"),
        ("2026-04-18T22:00", "*Emilio flew in for the last night, surprise"),
        ("2026-04-22T19:00", "the Thompsons fly home to Houston next week"),
    ], None),
    ("depot-promise", "2026-08-20T21:00", "what did the depósito promise about the curing light?", [
        ("2026-08-03T19:00", "*Depósito Dental Roma swears the new curing light arrives this Friday"),
        ("2026-08-05T19:00", "Zenit promised Don Ernesto's crown for Tuesday"),
        ("2026-08-07T19:00", "*the depósito also said they'd throw in a free service for the curing light"),
        ("2026-08-12T19:00", "old curing light flickering again"),
    ], None),
    ("waiting", "2026-12-15T21:00", "what am I waiting on?", [
        ("2026-11-10T19:00", "*the SAT hasn't answered about my tax refund"),
        ("2026-11-20T19:00", "the curing light arrived, works great"),
        ("2026-11-28T19:00", "*waiting for the insurance to approve Señora Luna's implant"),
        ("2026-12-05T19:00", "Emilio is waiting on his passport renewal"),
    ], None),
    ("christmas-flight", "2026-11-30T21:00", "when do I fly to Monterrey for Christmas?", [
        ("2026-07-27T19:00", "Mariana wants everyone in Monterrey for Christmas"),
        ("2026-11-12T19:00", "*Christmas flights booked: Monterrey on December 22, the 6am one"),
        ("2026-11-20T19:00", "mi suegra flies to Cancún on the 20th"),
        ("2026-11-25T19:00", "Chabela goes to the pet hotel while we're away"),
    ], None),
    ("water-filter", "2027-02-10T21:00", "when did I last change the water filter on the dental chair?", [
        ("2026-09-12T19:00", "water line on the chair smelled funny, flushed it"),
        ("2027-01-16T12:00", "*changed the water filter on the dental unit, plus the shock treatment"),
        ("2027-01-28T19:00", "Salgado changed his chair filter too, same brand"),
        ("2027-02-05T19:00", "need a new filter for the kitchen tap at home"),
    ], None),
    ("stop-supplier", "2026-10-25T21:00", "why did I stop buying from Depósito Dental Sur?", [
        ("2026-06-02T19:00", "Depósito Dental Sur has good prices on burs"),
        ("2026-09-18T21:00", "*done with Depósito Dental Sur: expired anesthetic twice and nobody answers the phone"),
        ("2026-09-27T12:00", "Salgado still buys from them, his problem"),
        ("2026-10-10T19:00", "opened an account with Depósito Dental Roma"),
    ], None),
    ("zenit-tech", "2026-09-10T21:00", "what's the name of the technician at Zenit?", [
        ("2026-05-23T19:00", "*Zenit's technician is Don Memo, call him directly for shades"),
        ("2026-06-06T19:00", "*Don Memo from Zenit came to take the shade himself, such a pro"),
        ("2026-07-01T19:00", "the receptionist at Zenit is new, keeps losing orders"),
    ], None),
    ("sister-news", "2026-12-05T21:00", "what's going on with my sister?", [
        ("2026-11-08T19:00", "*mi hermana Mariana was promoted to branch manager in Monterrey"),
        ("2026-11-18T19:00", "Emilio's sister is pregnant again"),
        ("2026-11-24T19:00", "*Mariana and her husband are moving to San Pedro in the spring"),
        ("2026-11-30T19:00", "Lupita's sister is starting dental school, cute"),
    ], None),
    ("anniversary-present", "2026-03-20T21:00", "what did I get Emilio for our anniversary?", [
        ("2026-02-28T19:00", "Emilio claims he wants no anniversary gift, liar"),
        ("2026-03-07T12:00", "*found a vintage Pumas jersey for Emilio at the Lagunilla market"),
        ("2026-03-10T19:00", "*and booked us dinner in Coyoacán where he proposed"),
        ("2026-03-14T19:00", "mi suegra gave Emilio a hideous sweater"),
    ], None),
    ("xray-decision", "2026-09-20T21:00", "what did I decide about the new X-ray machine?", [
        ("2026-08-10T19:00", "the digital X-ray sensor demo was amazing"),
        ("2026-08-22T21:00", "*decided to wait until February for the X-ray, after the aguinaldo and the tax refund"),
        ("2026-09-02T19:00", "Salgado bought the panoramic, 300,000 pesos, crazy"),
        ("2026-09-12T21:00", "*going with the used sensor from Dr. Patel instead of a new one"),
    ], None),
    ("architect-nothing", "2026-11-30T21:00", "what did the architect say about the second floor?", [
        ("2026-10-14T19:00", "Emilio keeps talking about building a second floor on the house"),
        ("2026-11-03T19:00", "the bank says we can't borrow more until 2028"),
        ("2026-11-20T19:00", "saw a house in Coyoacán with a roof terrace, dreaming"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qA", NUMBERS, OTHERS, seed=2323, read_numbers=12, read_others=8), TZ, FILLER, seed=23, sizes=(12, 30))
