"""Writes qa-fresh-32.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a licensed trekking guide in Cusco (America/Lima), Wilber Quispe Huamán, who guides the Inca Trail, Salkantay, Lares,
Choquequirao and Rainbow Mountain for a small agency, Inti Wayra Treks, owned by Marleni (Karina at the office does the
permits; Yesenia is a fellow guide; Efraín and Rolando are porters, Don Julián an arriero in Mollepata); he lives in Wanchaq
with his wife Rocío and their children Thiago (school) and Luz Mery (kinder); his mother (mamá, "mamita") farms in Chinchero,
his brother Edwin drives a taxi in Lima, his compadre Percy runs a combi; the landlady is Señora Benita. Cusco English with
Spanish and Quechua ("pasajeros", "propina", "soroche", "mal de altura", "huayco", "paro", "fulbito", "losa", "carnet",
"DIRCETUR", "arriero", "útiles escolares", "menú del día", "chifa", "pollería", "picantería", "yapeé" for paying by Yape,
"gracias hijo"), money in Peruvian soles written every way Cusco writes them ("S/ 45", "S/. 47.50", "PEN 83.20", "26 soles")
and tips from tourists in US dollars ("$50", "USD 60", "35 dollars", "US$ 45").
Number questions (20): sums per currency over ranges (tips in dollars last month, groceries last week, taxis last week,
money sent to mamá this year, eating out last week, gear this year told by the things bought, Thiago's school things in March,
rent this year), money in (the agency's pay in September), what "my compadre" still owes (the notes tie "my compadre Percy"),
the day rate now (the latest figure), hours of French class in May, kilometres walked on a trek (its days' notes, one not
naming it), counts (Inca Trail groups guided this year, altitude sickness told as "soroche" and "mal de altura", landslides told
as "huayco" and "mudslide", fulbito games, strikes told as "paro", Rainbow Mountain told as "Vinicunca" and "Siete Colores"),
days on the Choquequirao trek (a stay).
Other questions (20): feelings over time (his own on the rainy season; Rocío's on his treks, asked by name), decisions told
without "decide" (a job in Lima, by a letter; the mules, by a sale), a person by name and by role (who is Marleni; who handles
the permits), news of "my brother", what is left before a trek, waiting, when next (a carnet renewal), when last (boots
resoled, told the last time without the word), what we did in Arequipa (only the booking names the city), people met at the
Inti Raymi, a doctor's advice, a promise to Luz Mery, a recommendation, why a porter quit, where the carnet was put, and two
questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, pay, act or hours, prices
quoted or asked, plans, bookings and announcements, other ranges and currencies, figures of metres and kilos), then neutral
filler written for this set: 12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qJ001-qJ020, may be
read while tuning), the rest to the held half (qJ021-qJ040: totals only).

Run: python3 author_qa_fresh_32.py > qa-fresh-32.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "America/Lima"

FILLER = [
    "the Cathedral bells pealed for a procession the whole morning",
    "llamas wandered across the highway near Chinchero, the van waited",
    "Thiago learned to whistle, he never stops",
    "the condor at the rescue centre opened its wings for the kids",
    "a stray dog trailed us from the plaza to the hostel door",
    "Luz Mery counted to twenty in Quechua for her grandmother",
    "cleaned the mud off the van's floor mats with the hose",
    "the Corpus Christi saints were carried past our street",
    "Rocío is weaving a new manta on her backstrap loom",
    "a hummingbird drank from the fuchsia on the balcony",
    "practised the Sacred Valley speech out loud in the shower",
    "the neighbours' rooster started before four again",
    "watched a Cienciano match on the radio, a draw",
    "the kids made a castle of cardboard boxes in the patio",
    "the moon sat right above the glacier, huge",
    "read a history of Pachacútec in the evenings",
    "a band from Paucartambo played huaynos in the plaza",
    "fixed the wobbly leg of the kitchen table with a wedge",
    "the hostel on the corner painted its doors blue",
    "Thiago asked why the mountains have names of people",
    "the office printer jammed with each page of the itineraries",
    "helped the neighbour carry a wardrobe up the stairs",
    "watched the sunrise over the Vilcanota from the pass",
    "Luz Mery's first baby tooth came out, it went under her pillow",
    "the alpacas at the farm by Racchi had just been sheared",
    "taught the Canadian kids to say allillanchu",
    "the plaza was full of school bands practising their marches",
    "ironed my guide shirts with the agency logo",
    "found a picture of my late father in his chullo",
    "a tourist asked if the Incas had wheels, again",
    "the river below Ollantaytambo was brown and loud",
    "my phone screen cracked but it still works",
    "the kids watched cartoons while I slept the afternoon away",
    "the eucalyptus by the school smells strong after the frost",
    "lit a candle at San Blas church for my father",
    "Rolando showed me videos of his daughter's dance group",
    "the van's radio only plays one station in the valley",
    "counted the stars with Thiago on the roof",
    "the moray terraces looked like a giant bowl from the drone",
    "washed every sleeping mat in the storeroom",
    "an old man in Pisac told me stories about the apus",
    "repacked the medical kit, replaced the bandages",
    "frost covered the van windscreen this morning",
    "next door the church choir rehearsed villancicos",
    "Luz Mery painted her nails with Rocío's polish",
    "a kestrel hunted over the terraces at Tipón",
    "the new road signs to Poroy are in Quechua too",
    "Thiago fixed his bicycle chain by himself",
    "sat in the Plaza de Armas and watched the pigeons",
    "mapped a new route to the Huchuy Qosqo ruins",
    "the fog sat in the valley until ten",
    "learned the names of ten orchids from a botanist on my group",
    "the kids played marbles in the street until dark",
    "the bus terminal was a mess of noise and smoke",
    "polished my boots with the neighbour's wax",
    "my cousin's wedding video finally arrived",
    "at dawn a fox trotted across the trail above Soraypampa",
    "charged every headlamp and radio for the week",
    "the Qoricancha gardens were green after the storms",
    "wrote tomorrow's briefing notes on the kitchen counter",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("tips-dollars-last-month", "2026-07-06T10:00", "how much did I get in tips in dollars last month?", [
        ("2026-05-30T18:00", "the Texan family tipped me $50 after the Sacred Valley tour"),
        ("2026-06-04T17:00", "*Inca Trail group tipped me USD 60, the porters got theirs apart"),
        ("2026-06-11T19:00", "the Brazilian couple gave me S/ 40 propina after the city tour"),
        ("2026-06-15T16:00", "*propina of 35 dollars from the Swiss hikers at Ollantaytambo station"),
        ("2026-06-21T18:00", "Yesenia got a $100 tip from her honeymooners, lucky her"),
        ("2026-06-27T20:00", "*the Korean group left me US$ 45 in an envelope, gracias"),
        ("2026-07-03T18:00", "tip of $30 from the Canadians on the Palcoyo summit"),
    ], 140),
    ("groceries-last-week", "2026-03-18T10:00", "how much did I spend on groceries last week?", [
        ("2026-03-07T11:00", "San Pedro market run, potatoes, quinoa and fruit, S/ 64"),
        ("2026-03-09T18:00", "*groceries at the Wanchaq market after the briefing, S/. 47.50"),
        ("2026-03-11T12:00", "*Plaza Vea for rice, oil, milk and Thiago's yogurt, PEN 83.20"),
        ("2026-03-12T17:00", "Rocío bought her own vegetables at Vinocanchón, 30 soles she says"),
        ("2026-03-14T10:00", "*chuño, fresh cheese and eggs from the señora at the corner bodega, 26 soles"),
        ("2026-03-16T19:00", "Plaza Vea again, S/ 71 for this week's food"),
    ], 156.7),
    ("taxis-last-week", "2026-05-20T10:00", "how much did I spend on taxis last week?", [
        ("2026-05-08T05:00", "taxi at 4am to collect the pasajeros in San Blas, S/ 10"),
        ("2026-05-11T04:30", "*taxi to the Poroy station before dawn, S/ 25"),
        ("2026-05-13T22:00", "*taxi home from the Plaza de Armas, 8 soles, the driver wanted 12"),
        ("2026-05-14T09:00", "Rocío took a taxi to the clinic, S/. 7"),
        ("2026-05-16T21:00", "*S/. 15 taxi back from the airport after dropping off the Germans"),
        ("2026-05-18T06:00", "taxi to the agency office, S/ 9"),
    ], 48),
    ("mama-year", "2026-09-15T10:00", "how much money have I sent mamá this year?", [
        ("2025-12-22T12:00", "sent mamá S/ 300 for the Christmas chocolatada in Chinchero"),
        ("2026-02-10T12:00", "*yapeé S/ 250 to mamá for her seeds and fertiliser"),
        ("2026-04-28T12:00", "Edwin sent mamá 400 soles from Lima"),
        ("2026-06-05T12:00", "*sent mamá PEN 200 by Yape for her knee medicine"),
        ("2026-08-19T12:00", "*money to mamita in Chinchero for the new roof, 500 soles"),
        ("2026-09-01T12:00", "mamá called, the roof is finished, she says gracias hijo"),
    ], 950),
    ("eating-out-last-week", "2026-08-12T10:00", "how much did I spend eating out last week?", [
        ("2026-07-31T20:00", "chifa on Avenida de la Cultura with Rocío, S/ 62"),
        ("2026-08-03T13:00", "*menú del día in a little place near San Pedro, S/ 12"),
        ("2026-08-05T20:00", "*pollo a la brasa with Thiago and Luz Mery at the pollería, 54 soles"),
        ("2026-08-06T13:00", "lunch on the trail was the cook's lomo saltado, the agency covers it"),
        ("2026-08-08T19:00", "*anticuchos and a chicha morada from the cart near the stadium, S/. 18"),
        ("2026-08-10T20:00", "caldo de gallina at the market after a late return, S/ 14"),
    ], 84),
    ("gear-year", "2026-10-20T10:00", "how much have I spent on gear this year?", [
        ("2025-11-12T12:00", "bought a new headlamp, S/ 95"),
        ("2026-01-19T12:00", "*new trekking poles from the outdoor shop on Calle Plateros, S/ 180"),
        ("2026-04-02T12:00", "the agency handed every guide a new down jacket, free"),
        ("2026-05-23T12:00", "*sleeping bag rated to minus ten for the high passes, PEN 420"),
        ("2026-07-07T12:00", "Yesenia bought Gore-Tex boots, S/ 650 she paid"),
        ("2026-08-30T12:00", "saw a North Face backpack for S/ 890, too expensive, left it"),
        ("2026-09-14T12:00", "*waterproof gaiters plus a pack cover, 135 soles"),
    ], 735),
    ("compadre-owes", "2026-11-05T10:00", "how much does my compadre still owe me?", [
        ("2026-07-14T12:00", "*lent my compadre Percy S/ 800 for his combi's new tyres"),
        ("2026-08-02T12:00", "lent Efraín 50 soles for his bus to Quillabamba"),
        ("2026-08-30T12:00", "*Percy paid back 300 soles"),
        ("2026-09-20T12:00", "Percy says his combi route is doing well"),
        ("2026-10-18T12:00", "*Percy yapeó S/. 150 more, the rest in December"),
    ], 350),
    ("agency-pay-september", "2026-10-03T10:00", "how much did the agency pay me in September?", [
        ("2026-08-30T12:00", "Marleni paid me S/ 720 for the Lares trek"),
        ("2026-09-06T12:00", "*got paid S/ 900 for the Inca Trail group, Marleni handed me cash"),
        ("2026-09-15T12:00", "Yesenia got S/ 1,100 for her Choquequirao trip"),
        ("2026-09-19T12:00", "*agency deposited PEN 540 to my BCP account for the Salkantay"),
        ("2026-09-26T12:00", "*the two city tours were paid too, 260 soles came in"),
        ("2026-09-29T12:00", "Marleni will pay me for the Palcoyo days next week"),
    ], 1700),
    ("day-rate-now", "2026-08-01T10:00", "how much is my day rate now?", [
        ("2026-01-08T12:00", "my day rate with the agency stays S/ 150 for the new season"),
        ("2026-03-15T12:00", "Yesenia charges S/ 220 a day, she speaks French too"),
        ("2026-05-02T12:00", "*Marleni raised my day rate to S/ 190 from May"),
        ("2026-07-10T12:00", "another agency offered S/ 250 a day for Manu jungle trips, I said no"),
    ], 190),
    ("french-hours-may", "2026-06-04T10:00", "how many hours of French class did I do in May?", [
        ("2026-04-28T19:00", "French class at the Alianza Francesa, 2 hours"),
        ("2026-05-05T19:00", "*2 hours of French at the Alianza, verbs and more verbs"),
        ("2026-05-12T19:00", "*French lesson, 3 hours with the conversation club"),
        ("2026-05-19T19:00", "missed French, was out on the Salkantay"),
        ("2026-05-21T19:00", "Yesenia does 4 hours of French a week, show-off"),
        ("2026-05-26T19:00", "*French tonight, 1.5 hours, practised the Machu Picchu talk"),
        ("2026-06-02T19:00", "French class again, 2 hours"),
    ], 6.5),
    ("lares-km", "2026-07-25T10:00", "how many kilometres did we walk on the Lares trek?", [
        ("2026-06-10T12:00", "Salkantay day 2, 22 km, brutal"),
        ("2026-07-14T17:00", "*Lares trek day one, 14 km from Huaran to the camp under the pass"),
        ("2026-07-15T17:00", "*crossed the pass and down to Cuncani, 16 km, the pasajeros were slow"),
        ("2026-07-16T12:00", "*final day on the Lares, 9 km down to the hot springs"),
        ("2026-07-18T12:00", "Yesenia's Lares group did 45 km in total"),
    ], 39),
    ("inca-trail-groups-year", "2026-09-10T10:00", "how many Inca Trail groups have I guided this year?", [
        ("2025-10-20T12:00", "finished an Inca Trail with ten Germans"),
        ("2026-03-08T12:00", "*started the Classic Inca Trail at km 82 with 12 pasajeros"),
        ("2026-05-17T12:00", "*reached the Sun Gate with the Australians, end of another Inca Trail"),
        ("2026-06-20T12:00", "Yesenia took the Inca Trail group I couldn't"),
        ("2026-07-29T12:00", "*Inca Trail with the Brazilian family, the grandmother made it to Wiñay Wayna"),
        ("2026-09-02T12:00", "Marleni booked me for an Inca Trail group on 20 September"),
    ], 3),
    ("soroche-july", "2026-08-04T10:00", "how many times did one of my pasajeros get altitude sickness in July?", [
        ("2026-06-28T12:00", "a pasajera got soroche in Chinchero, coca tea fixed her"),
        ("2026-07-04T12:00", "*the Dutch guy got altitude sickness at Dead Woman's Pass, gave him oxygen"),
        ("2026-07-09T12:00", "told the new group at the briefing how to avoid soroche"),
        ("2026-07-13T12:00", "*soroche hit a lady from Miami on the road to Palcoyo, she vomited in the van"),
        ("2026-07-22T12:00", "Yesenia's pasajero had to be carried down with altitude sickness"),
        ("2026-07-27T12:00", "*mal de altura for two Spanish students at the Salkantay pass, we went down slowly"),
    ], 3),
    ("landslides-february", "2026-03-06T10:00", "how many landslides blocked our routes in February?", [
        ("2026-01-27T12:00", "landslide at Ollantaytambo, the road shut for hours"),
        ("2026-02-04T12:00", "*huayco cut the road to Santa Teresa, the pasajeros waited three hours"),
        ("2026-02-13T12:00", "*mudslide near km 82, the trains stopped"),
        ("2026-02-18T12:00", "SENAMHI warns of more rain and possible landslides this weekend"),
        ("2026-02-24T12:00", "*another landslide, the Lares road blocked, we turned back"),
    ], 3),
    ("fulbito-month", "2026-04-29T10:00", "how many times did I play fulbito this month?", [
        ("2026-03-30T20:00", "fulbito with the porters at the Wanchaq losa"),
        ("2026-04-03T20:00", "*fulbito Friday with the porters, we lost 5 to 3"),
        ("2026-04-10T20:00", "*played fulbito in Santiago, scored twice"),
        ("2026-04-16T18:00", "Thiago's fulbito match at school, he was goalkeeper"),
        ("2026-04-22T20:00", "*fulbito again with Efraín and Rolando, my knee held up"),
        ("2026-04-26T20:00", "fulbito on Friday if I'm back from the trail"),
    ], 3),
    ("strikes-january", "2026-02-05T10:00", "how many strikes did we have in January?", [
        ("2025-12-29T12:00", "paro in Cusco, the trains to Machu Picchu stopped"),
        ("2026-01-08T12:00", "*paro today, no trains, tourists stuck in Aguas Calientes"),
        ("2026-01-15T12:00", "the unions announced a strike for the 26th"),
        ("2026-01-19T12:00", "*strike again, stones on the road to Pisac, we cancelled the Sacred Valley tour"),
        ("2026-01-26T12:00", "*the paro went ahead, the whole city shut, walked the pasajeros to the airport"),
        ("2026-01-30T12:00", "Edwin says the combi drivers in Lima strike tomorrow"),
    ], 3),
    ("rainbow-august", "2026-09-03T10:00", "how many times did I go up Rainbow Mountain in August?", [
        ("2026-07-30T12:00", "Vinicunca with a family from Haifa, windy at the top"),
        ("2026-08-04T12:00", "*Rainbow Mountain full day, snow on the summit, the pasajeros loved it"),
        ("2026-08-11T12:00", "Yesenia did Rainbow Mountain with the Koreans"),
        ("2026-08-16T12:00", "*up Vinicunca again, 5,036 metres and the colours were bright"),
        ("2026-08-23T12:00", "*Montaña de Siete Colores with the Chileans, the horses were busy"),
        ("2026-08-29T12:00", "booked for Rainbow Mountain on Saturday 5 September"),
    ], 3),
    ("choquequirao-days", "2026-10-25T10:00", "how many days was I on the Choquequirao trek?", [
        ("2026-09-28T12:00", "Marleni assigned me the Choquequirao trek with the French couple"),
        ("2026-10-03T06:00", "*left Cachora at dawn, Choquequirao trek day one, the canyon is endless"),
        ("2026-10-05T12:00", "the ruins of Choquequirao all to ourselves, condors overhead"),
        ("2026-10-06T12:00", "Rocío says Thiago has a cold"),
        ("2026-10-07T20:00", "*back in Cusco from Choquequirao, legs destroyed"),
    ], 4),
    ("thiago-school-march", "2026-04-08T10:00", "how much did I spend on Thiago's school things in March?", [
        ("2026-02-25T12:00", "Thiago's yearly school fees, S/ 350"),
        ("2026-03-02T12:00", "*útiles escolares for Thiago from a bookshop on Avenida Tullumayo, S/ 135"),
        ("2026-03-04T12:00", "*his school uniform and tracksuit, S/. 96"),
        ("2026-03-09T12:00", "Luz Mery's new backpack for kinder, S/ 45"),
        ("2026-03-20T12:00", "*Thiago's school shoes, 79 soles, he grows so fast"),
    ], 310),
    ("rent-year", "2026-03-20T10:00", "how much rent have I paid this year?", [
        ("2025-12-02T12:00", "December rent to Señora Benita, S/ 650"),
        ("2026-01-03T12:00", "*paid Señora Benita the January rent, S/ 650"),
        ("2026-02-02T12:00", "*rent for February, PEN 650, this time I got a receipt"),
        ("2026-02-18T12:00", "Señora Benita wants to raise the rent to 700 from April"),
        ("2026-03-03T12:00", "*March rent paid, 650 soles by Yape"),
    ], 1950),
]

OTHERS = [
    ("feel-rainy-season", "2026-04-10T10:00", "how have I felt about guiding in the rainy season?", [
        ("2026-01-12T20:00", "*hate guiding in the rainy season, soaked boots every day and the pasajeros complain"),
        ("2026-02-16T20:00", "*honestly the rains make the valley beautiful, I enjoy the empty trails in February"),
        ("2026-02-20T20:00", "Yesenia loves the rainy season, fewer tourists for her"),
        ("2026-03-14T20:00", "*worried on every trip now, the huaycos of this rainy season scare me"),
        ("2026-03-30T12:00", "bought new ponchos for the pasajeros"),
    ], None),
    ("rocio-feel", "2026-10-12T10:00", "how does Rocío feel about me doing so many treks?", [
        ("2026-05-20T21:00", "*Rocío is tired of me being away on treks, she says the kids forget my face"),
        ("2026-07-02T21:00", "mamá thinks trekking is good money"),
        ("2026-08-15T21:00", "*Rocío is proud of me, she told her sister I'm the best guide in Cusco"),
        ("2026-09-18T21:00", "Yesenia's husband hates her four-day treks"),
    ], None),
    ("lima-decision", "2026-07-30T10:00", "what did I decide about the job in Lima?", [
        ("2026-05-14T21:00", "Edwin says a Lima agency needs guides for Paracas tours, good salary"),
        ("2026-06-03T21:00", "the Lima agency sent me a contract to look over"),
        ("2026-06-19T21:00", "*wrote to the Lima agency that I'm staying in Cusco, the kids' school is here"),
        ("2026-07-08T12:00", "Yesenia is moving to Arequipa for a job"),
    ], None),
    ("mules-decision", "2026-11-15T10:00", "what did I decide about my mules?", [
        ("2026-08-10T21:00", "feeding two mules costs more than they earn me"),
        ("2026-09-05T21:00", "Don Julián wants to buy my mules for his Salkantay work"),
        ("2026-10-02T21:00", "*sold both mules to Don Julián, we shook hands on it in Mollepata"),
        ("2026-10-20T21:00", "Rolando bought a horse for carrying loads"),
    ], None),
    ("who-marleni", "2026-09-20T10:00", "who is Marleni?", [
        ("2026-02-11T12:00", "*Marleni, the owner of Inti Wayra Treks, gave me the Salkantay group"),
        ("2026-05-06T12:00", "*Marleni brought panetón and hot chocolate for all the guides at the office"),
        ("2026-06-15T12:00", "a new hotel opened near the Plaza"),
        ("2026-08-28T12:00", "*Marleni approved my days off for Thiago's birthday, tough but fair"),
        ("2026-09-02T12:00", "a new intern started at the office, Luciana"),
    ], None),
    ("who-permits", "2026-10-28T10:00", "who handles the Inca Trail permits?", [
        ("2026-03-10T12:00", "*Karina at the office, who is in charge of permits, needs every pasajero's passport number"),
        ("2026-05-12T12:00", "Rocío's cousin works at the municipality"),
        ("2026-07-21T12:00", "*Karina says the Inca Trail permits for August are sold out"),
        ("2026-09-30T12:00", "the Ministerio de Cultura changed the Machu Picchu circuits"),
    ], None),
    ("brother-news", "2026-09-28T10:00", "what's new with my brother?", [
        ("2026-03-12T12:00", "*my brother Edwin bought a used Toyota to drive taxi in Lima"),
        ("2026-06-08T12:00", "*Edwin and his wife Gladys welcomed a baby girl, Ariana"),
        ("2026-07-16T12:00", "Rocío's brother opened a juice stand in San Pedro"),
        ("2026-09-03T12:00", "*Edwin moved to a bigger room in San Juan de Lurigancho"),
        ("2026-09-20T12:00", "Avenida El Sol got new traffic lights"),
    ], None),
    ("ausangate-left", "2026-10-08T10:00", "what's left to do before the Ausangate trek?", [
        ("2026-09-30T12:00", "confirmed the horses with the arriero in Tinki, done"),
        ("2026-10-02T12:00", "*gas canisters for the stoves, not bought yet"),
        ("2026-10-04T12:00", "*must check the group's travel insurance covers over 5,000 metres"),
        ("2026-10-06T12:00", "*have to brief the cook on the vegetarian pasajeros"),
        ("2026-10-07T12:00", "Yesenia did Ausangate last year and froze"),
    ], None),
    ("waiting-on", "2026-10-22T10:00", "what am I still waiting for?", [
        ("2026-08-12T12:00", "*sent my English level certificate papers to the institute, no answer yet"),
        ("2026-08-30T12:00", "the new radios for the treks arrived and work"),
        ("2026-09-08T12:00", "*the Swiss hikers promised to send their photos, still nothing"),
        ("2026-09-25T12:00", "*Marleni still owes me the Palcoyo pay, she says next week every week"),
        ("2026-10-14T12:00", "the plumber finally fixed the shower"),
    ], None),
    ("next-carnet", "2026-04-20T10:00", "when is my carnet renewal?", [
        ("2026-02-28T12:00", "Yesenia renewed her carnet in February"),
        ("2026-04-02T12:00", "*carnet renewal appointment at DIRCETUR on Thursday 14 May at 9am, bring photos"),
        ("2026-04-09T12:00", "Luz Mery's dance show is on Friday"),
        ("2026-04-15T12:00", "the office internet was down all morning"),
    ], None),
    ("last-resoled", "2026-09-12T10:00", "when did I last get my boots resoled?", [
        ("2026-02-14T12:00", "the zapatero on Calle Nueva resoled my hiking boots"),
        ("2026-07-25T12:00", "*picked up my boots from the shoemaker in San Blas, new Vibram soles glued on"),
        ("2026-08-10T12:00", "Rolando's boots are falling apart"),
        ("2026-09-01T12:00", "my boots are wearing thin again on the left heel"),
    ], None),
    ("arequipa-list", "2026-12-10T10:00", "what did we do in Arequipa?", [
        ("2026-11-12T12:00", "booked the night bus to Arequipa for our family holiday"),
        ("2026-11-20T12:00", "*watched the condors over the Colca Canyon at Cruz del Cóndor"),
        ("2026-11-21T12:00", "*walked the red and blue streets of the Santa Catalina monastery with the kids"),
        ("2026-11-22T14:00", "*rocoto relleno and chupe de camarones at a picantería, Rocío's favourite"),
        ("2026-12-01T12:00", "Yesenia is going to Puno next month"),
    ], None),
    ("inti-raymi-met", "2026-07-05T10:00", "who did I meet at the Inti Raymi?", [
        ("2026-06-10T12:00", "Inti Raymi falls on 24 June, Sacsayhuamán will be packed"),
        ("2026-06-24T11:00", "*at Sacsayhuamán met a photographer from National Geographic, Clara Benítez, she took my number"),
        ("2026-06-24T13:00", "*bumped into Profe Ccahuana, my old teacher from the tourism institute, he is retired now"),
        ("2026-06-24T15:00", "*a guide from Puno named Wálter, we traded contacts for groups"),
        ("2026-06-28T12:00", "Rocío met her old classmate at the market"),
    ], None),
    ("doctor-knee", "2026-08-25T10:00", "what did the doctor say about my knee?", [
        ("2026-06-02T12:00", "right knee aching on every descent"),
        ("2026-06-12T12:00", "*the traumatólogo says my knee cartilage is worn, use poles on every descent"),
        ("2026-06-25T12:00", "Rocío says rub muña oil on it"),
        ("2026-07-20T12:00", "*doctor at the clinic: physiotherapy twice a week, running forbidden for a month"),
        ("2026-07-28T12:00", "bought a knee brace at the pharmacy"),
    ], None),
    ("promise-luz", "2026-12-01T10:00", "what did I promise Luz Mery?", [
        ("2026-05-10T12:00", "*promised Luz Mery a trip to see the llamas at Awana Kancha"),
        ("2026-07-14T12:00", "Rocío promised Thiago a new football"),
        ("2026-09-22T12:00", "*told Luz Mery I'll bring her to Machu Picchu once she is eight"),
        ("2026-10-30T12:00", "Luz Mery wants a kitten, I said maybe"),
    ], None),
    ("chifa-rec", "2026-08-15T10:00", "which chifa did Yesenia recommend?", [
        ("2026-07-10T12:00", "craving arroz chaufa after the trek"),
        ("2026-07-15T12:00", "*Yesenia swears by Chifa Wan Lung on Avenida Garcilaso, big portions, cheap"),
        ("2026-07-22T12:00", "Karina's favourite chifa is in Magisterio, too far"),
        ("2026-07-29T12:00", "the pollería by the stadium closed down"),
    ], None),
    ("why-efrain-quit", "2026-10-18T10:00", "why did Efraín quit portering?", [
        ("2026-08-20T12:00", "Efraín carried 25 kilos up Dead Woman's Pass like nothing"),
        ("2026-09-12T12:00", "*Efraín quit portering, his back is ruined and now he drives a mototaxi in Urubamba"),
        ("2026-09-26T12:00", "two porters from another agency left for the mines in Puno"),
        ("2026-10-05T12:00", "need a new porter for the Salkantay group"),
    ], None),
    ("carnet-where", "2026-10-02T10:00", "where did I put my guide carnet?", [
        ("2026-06-20T12:00", "picked up my renewed guide carnet at DIRCETUR"),
        ("2026-08-08T12:00", "*put my guide carnet and the permits folder in the top pocket of the blue daypack"),
        ("2026-08-19T12:00", "Yesenia keeps her carnet on a lanyard"),
        ("2026-09-11T12:00", "where are my sunglasses, lost again"),
    ], None),
    ("vacation-nothing", "2026-09-05T10:00", "what did Marleni say about my vacation days?", [
        ("2026-07-20T12:00", "the office is short of guides for September"),
        ("2026-08-06T12:00", "Marleni is in Lima for a tourism fair"),
        ("2026-08-22T12:00", "must fill in the new safety checklist"),
    ], None),
    ("parade-nothing", "2026-11-10T10:00", "when is Luz Mery's school parade?", [
        ("2026-09-14T12:00", "Luz Mery started ballet at the barrio hall"),
        ("2026-10-15T12:00", "Thiago's school anniversary is on 25 November"),
        ("2026-10-28T12:00", "Rocío's niece won a drawing contest"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qJ", NUMBERS, OTHERS, seed=3232, read_numbers=10, read_others=10), TZ, FILLER, seed=32, sizes=(12, 35))
