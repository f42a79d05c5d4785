"""Writes qa-fresh-19.jsonl: 40 Q&A cases (issue 16) in one voice, half asking for a number, weighted to citation recall and
numbers on held-out wording.

Voice: an international PhD student from Chile in Montreal (America/Toronto), Catalina ("Cata"), in a synthetic chemistry lab
(columns, NMR, TLC, reactions that fail) under a supervisor, Dr. Okafor; she TAs a first-year chemistry course (marking lab reports
and midterms, office hours, regrade requests) beside another TA, Kwame; she splits the rent of a 5½ in Rosemont with two roommates
(Inés and Théo) and pays le proprio, M. Gagnon, through Inés; groceries at Maxi, Jean-Talon market and the dépanneur, the STM pass
on her OPUS card, money sent home to her mother in Santiago; bouldering with friends (Jun, Maëlle) at two gyms; her partner Vale
(Valentina) is in Santiago, on video calls. Spanish and Québécois French mixed into English ("dépanneur", "le proprio", "la
factura", "onces", "mamá", "la cuenta", "char", "tuque", "pogné", "cachai", "plata"), amounts in Canadian dollars. Terms: fall is
September to December, winter term January to April.
Questions are worded apart from the notes that answer them: kinds against instances ("transit" for the OPUS pass and the metro,
"food" for Maxi, the market and the dépanneur, "climbing" for bouldering sessions and gyms), roles instead of names ("the
landlord" for le proprio, "my girlfriend" and "my partner" for Vale, "my supervisor" for Dr. Okafor, "the other TA" for Kwame,
"my family" for mamá), and "how many times", "how much in total", "how long since", "since I started TA-ing", "over the winter
term", "last month", "what did I decide about", "how is … going". Twenty of 40 expect a number (sums, counts, hours, a latest
figure, days since); two questions have no answering note. Hand-written answer notes (cited, marked "*") and look-alike
distractors (a roommate's or labmate's money or outing, a price seen, a plan, a cancelled session, the wrong month or term), then
neutral filler drawn from a pool written for this set, so every case has 12-30 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, ten of each go to each
half, and each half is shuffled again; the first half is numbered qw001-qw020 (may be read while tuning), the second
qw021-qw040 (held: totals only).

Run: python3 author_qa_fresh_19.py > qa-fresh-19.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "America/Toronto"

FILLER = [
    "snowbanks on Beaubien taller than me now",
    "the 55 bus skipped my stop twice, chofer ni me vio",
    "freezing rain, the sidewalk is pure glass",
    "squirrels fighting over a bagel on the balcony",
    "Mont-Royal cross glowing purple tonight",
    "construction orange cones breeding on Saint-Denis",
    "the snow-clearing trucks came through at 3am beeping",
    "minus 28 with windchill, eyelashes froze",
    "a guy skating to work on the canal, only in Montreal",
    "the radiator clanks like someone hitting it with a hammer",
    "Théo's sourdough starter smells like feet",
    "leaves on Parc La Fontaine gone full red and orange",
    "metro orange line stopped for 20 min, personne sait pourquoi",
    "fire alarm in the Otto Maass building again, burnt toast probably",
    "sunset at 4:15, winter is so dark here",
    "a couch by the curb with a gratuit sign taped on",
    "the balconies all have Christmas lights now",
    "terrasses are open, everyone drinking in the sun",
    "a raccoon in the ruelle knocked over the compost",
    "the whole ruelle smells like lilacs",
    "moving day July 1st chaos, trucks everywhere",
    "cherry blossoms on the campus walkway, weird in this climate",
    "tam-tams on Sunday, drums all afternoon",
    "the lab fridge hums a different note this week",
    "fume hood alarm beeping for no reason",
    "the fourth floor elevator is out of service again",
    "Habs lost, the bar went quiet",
    "so much slush my sneakers are done",
    "fresh powder overnight, everything silent and white",
    "crows gathering on the wires by the hospital",
    "an ice storm warning for Thursday",
    "the bagel shop on Saint-Viateur had a line out the door",
    "noisy neighbours upstairs moving furniture at midnight",
    "smell of maple taffy at the festival by the Old Port",
    "fog over the river, couldn't see the bridge",
    "premiers flocons, tiny and dry",
    "the library closes early on Fridays now",
    "spring potholes on Rosemont are swallowing cars",
    "heatwave, 34 humidex and no AC in the apartment",
    "a seminar on organocatalysis I half understood",
    "the departmental coffee machine broke, crisis",
    "someone labelled every shelf in the stockroom, bless them",
    "outardes honking north over the river",
    "power flickered during the thunderstorm",
    "cyclists everywhere on the REV bike path",
    "a busker playing charango in the Berri metro, casi lloro",
    "the corner bakery sells empanadas now, not as good as home",
    "city sprayed for mosquitos in the park",
    "snow on the balcony railing piled like frosting",
    "a street festival closed off Saint-Laurent all weekend",
    "little ones on toboggans at Jeanne-Mance",
    "the building super finally shovelled the steps",
    "Jazz Fest crowds on Sainte-Catherine",
    "a pipe burst in the chemistry building basement",
    "the window frost made little ferns on the glass",
    "fireworks over the river for the Loto-Québec show",
    "the dépanneur cat was asleep on the lottery tickets",
    "grey slush and grey sky, the whole city is grey",
    "a fox trotting across the campus lawn at dusk",
    "clocks went back, dark at 4:30 now",
]


# Each case: question key, now, question, notes [(created_at, text)], number; ids are given after the shuffle.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("rent-share-fall", "2026-12-05T20:00", "how much have I put toward the apartment since September?", [
        ("2026-08-01T10:00", "paid Inés my third of the loyer for August, $415"),
        ("2026-09-01T09:00", "*e-transfer to Inés for my part of the rent, $415"),
        ("2026-09-14T19:00", "Théo says his brother pays $900 alone for a 3½ in Verdun"),
        ("2026-10-01T09:00", "*rent share sent to Inés so she can pay le proprio, $415"),
        ("2026-11-01T09:30", "*my 415 for the loyer, done before I forget"),
        ("2026-12-01T09:00", "*December rent, my third, $415 to Inés"),
        ("2026-12-03T20:00", "M. Gagnon says the rent goes to $1,300 in July, so $433 each"),
    ], 1660),
    ("food-february", "2027-03-04T19:00", "what did food cost me in February?", [
        ("2027-01-30T18:00", "Maxi run, $61.20, rice and beans for the week"),
        ("2027-02-03T18:30", "*Maxi: lentils, eggs, onions, the usual, $54.80"),
        ("2027-02-09T12:00", "*Jean-Talon market, avocados were cheap, $23.50"),
        ("2027-02-12T17:00", "Inés did the Costco trip for the whole apartment, $140, split later"),
        ("2027-02-17T21:00", "*dépanneur at 10pm for milk and bread, $8.75"),
        ("2027-02-20T11:00", "flyer says chicken thighs at $4.99/lb at IGA"),
        ("2027-02-24T18:00", "*second Maxi shop of the month, $47.30"),
    ], 134.35),
    ("sent-home", "2027-04-10T19:00", "how much money have I sent to my family this year?", [
        ("2026-12-15T20:00", "Remitly to mamá for Christmas, $250"),
        ("2027-01-20T20:00", "*sent mamá $200 through Remitly, she needs it for the dentist"),
        ("2027-02-14T19:00", "Vale mailed me a box of manjar and a card"),
        ("2027-03-05T20:00", "*transfer to my mom in Santiago, $150, for the luz and the gas"),
        ("2027-03-22T21:00", "Jun sends money home to Korea every month, more than me"),
        ("2027-04-02T20:00", "*another $180 to mamá, she says don't, I say too late"),
    ], 530),
    ("office-hours-october", "2026-11-03T19:00", "how many times did I sit in for students in October?", [
        ("2026-09-29T16:00", "office hours, nobody came, graded quizzes instead"),
        ("2026-10-06T16:00", "*office hours in the Otto Maass basement, four students about moles"),
        ("2026-10-13T16:00", "office hours cancelled, Thanksgiving Monday week"),
        ("2026-10-20T16:00", "*two hours of office hours, the line went out the door before the midterm"),
        ("2026-10-22T15:00", "Kwame's office hours got packed too"),
        ("2026-10-27T16:00", "*office hours, just one kid asking about the lab write-up"),
    ], 3),
    ("midterm-marking", "2026-11-12T20:00", "how long did the midterm grading take me?", [
        ("2026-10-28T19:00", "marked 30 quizzes, 1.5 hours"),
        ("2026-11-02T22:00", "*midterm scripts: 3 hours tonight, only got through 40"),
        ("2026-11-04T21:00", "Kwame says he did his pile of midterms in 5 hours, show-off"),
        ("2026-11-05T23:00", "*4.5 more hours on the CHEM 110 midterm, question 6 is killing me"),
        ("2026-11-08T18:00", "*finished correcting the midterms, last 2 hours on a Sunday"),
    ], 9.5),
    ("climbing-winter", "2027-05-02T19:00", "how many times did I climb over the winter term?", [
        ("2026-12-19T20:00", "bouldered at Bloc Shop with Jun before the holidays"),
        ("2027-01-11T21:00", "*Allez Up with Maëlle, finally sent the pink V3"),
        ("2027-02-01T20:00", "gym session cancelled, storm shut the metro"),
        ("2027-02-08T21:00", "*bouldering night with Jun and Maëlle, forearms dead"),
        ("2027-03-15T21:00", "Jun and Maëlle climbed without me, stuck in the lab"),
        ("2027-03-29T20:30", "*projected the overhang problem for an hour, no send but close"),
        ("2027-04-19T20:00", "*last session of the term on the cave wall, skin torn"),
        ("2027-04-27T20:00", "bought a chalk bag online"),
    ], 4),
    ("calls-vale-week", "2026-10-19T22:00", "how many video calls did I have with my girlfriend last week?", [
        ("2026-10-08T22:00", "FaceTime with Vale, bad connection"),
        ("2026-10-12T21:00", "*videollamada con Vale, she showed me the new apartment"),
        ("2026-10-14T22:30", "*talked to Vale on WhatsApp video until 1am, worth it"),
        ("2026-10-15T21:00", "Vale had a work dinner, call moved to next week"),
        ("2026-10-17T11:00", "*Saturday morning call with Vale, onces on her side, breakfast on mine"),
        ("2026-10-18T20:00", "Inés talking to her boyfriend for hours in the kitchen"),
    ], 3),
    ("transit-fall", "2026-12-20T19:00", "what did getting around the city cost me this fall?", [
        ("2026-08-30T12:00", "OPUS reloaded for August, $58.25"),
        ("2026-09-01T08:00", "*student monthly pass on the OPUS, $58.25"),
        ("2026-10-01T08:00", "*reloaded the STM pass for October, $58.25"),
        ("2026-10-19T23:30", "Théo covered our Uber back after the party, $26"),
        ("2026-11-01T08:00", "*November metro pass, $58.25"),
        ("2026-11-22T14:00", "*BIXI ride to campus, $4.50"),
        ("2026-12-01T08:00", "*December OPUS card monthly, $58.25"),
    ], 237.5),
    ("columns-week", "2027-02-22T19:00", "how many flash columns did I run last week?", [
        ("2027-02-12T17:00", "column on the crude from Thursday, nice separation"),
        ("2027-02-15T15:00", "*flash column on compound 14, took all afternoon"),
        ("2027-02-16T18:00", "Mathieu ran three columns today, machine"),
        ("2027-02-17T16:00", "*purified the boronic ester on silica, 40 fractions"),
        ("2027-02-18T12:00", "silica ran out, could not run the column I wanted"),
        ("2027-02-19T17:00", "*second chromatography of the week on the Suzuki product"),
    ], 3),
    ("latest-yield", "2027-03-10T19:00", "what was the yield on the last coupling?", [
        ("2027-02-10T18:00", "Suzuki coupling gave 41%, meh"),
        ("2027-02-24T18:00", "Suzuki again with the new ligand, 55%"),
        ("2027-03-02T17:00", "Mathieu's coupling gave 82%, how"),
        ("2027-03-06T18:00", "*Suzuki coupling, degassed properly this time, 68% isolated"),
        ("2027-03-08T16:00", "ordered more palladium catalyst"),
    ], 68),
    ("ta-pay", "2026-12-10T19:00", "how much has the teaching assistant job paid me this term?", [
        ("2026-08-28T10:00", "summer RA pay from the grant, $1,400"),
        ("2026-09-25T10:00", "*first TA deposit of the term, $1,120"),
        ("2026-10-23T10:00", "*TA pay landed, $1,120, rent is safe"),
        ("2026-11-05T19:00", "Kwame got paid extra for invigilating, $300"),
        ("2026-11-20T10:00", "*TA paycheque in the account, $1,120"),
        ("2026-12-01T12:00", "stipend from Dr. Okafor's grant came in, $1,850"),
    ], 3360),
    ("since-supervisor", "2027-03-19T19:00", "how many days has it been since I last met my supervisor?", [
        ("2027-02-19T15:00", "meeting with Dr. Okafor, she wants more substrates"),
        ("2027-03-05T14:00", "*one-on-one with Dr. Okafor, she liked the new route"),
        ("2027-03-11T10:00", "Dr. Okafor away at a conference in Boston this week"),
        ("2027-03-16T15:00", "group meeting, Mathieu presented, I just listened"),
    ], 14),
    ("bills-january", "2027-02-05T19:00", "what did my share of the utilities come to in January?", [
        ("2026-12-20T19:00", "my share of Hydro for December, $38.10"),
        ("2027-01-08T19:00", "*Hydro-Québec factura split three ways, my part $41.60"),
        ("2027-01-15T19:00", "*internet from Vidéotron, my third is $25"),
        ("2027-01-22T20:00", "Théo's phone bill is $70, he's complaining"),
        ("2027-01-28T19:00", "*paid Inés back my part of the gas heating bill, $19.40"),
    ], 86),
    ("regrades-since-midterm", "2026-12-02T19:00", "how many students have contested their marks since the midterm?", [
        ("2026-10-15T19:00", "a student complained about her quiz grade, fixed it"),
        ("2026-10-30T16:00", "CHEM 110 midterm written today, 180 students"),
        ("2026-11-10T19:00", "*Priya wants question 3 looked at again, says partial credit"),
        ("2026-11-12T20:00", "*email from a student disputing the titration question"),
        ("2026-11-16T17:00", "Kwame got five regrade emails, I got off easy"),
        ("2026-11-25T18:00", "*another regrade request, this one was actually my mistake"),
    ], 3),
    ("eating-out-november", "2026-12-03T19:00", "how much did I spend eating out last month?", [
        ("2026-10-31T22:00", "poutine after the Halloween party, $14"),
        ("2026-11-06T21:00", "*pho with Jun after climbing, $17.50"),
        ("2026-11-13T13:00", "*lunch at the Thompson House cafeteria, $11"),
        ("2026-11-19T20:00", "Théo treated everyone to pizza, I didn't pay"),
        ("2026-11-21T21:00", "*la cuenta at the Peruvian place with Maëlle, $32"),
        ("2026-11-27T19:00", "cooked onces for the roommates, pan amasado and palta"),
    ], 60.5),
    ("lab-weekend-hours", "2027-01-25T19:00", "how many hours did I put in at the lab over the weekend?", [
        ("2027-01-17T19:00", "Sunday in the lab, 5 hours on workups"),
        ("2027-01-23T18:00", "*Saturday at the bench, 7 hours babysitting the reflux"),
        ("2027-01-23T20:00", "Mathieu was in all weekend too"),
        ("2027-01-24T17:00", "*4 hours Sunday running NMRs and cleaning glassware"),
        ("2027-01-24T21:00", "Inés worked a double shift at the restaurant"),
    ], 11),
    ("climbing-costs-march", "2027-04-03T19:00", "what did climbing set me back in March?", [
        ("2027-02-26T19:00", "day pass at Allez Up, $19"),
        ("2027-03-04T20:00", "*ten-visit punch card at Bloc Shop, student rate, $140"),
        ("2027-03-12T17:00", "*chalk and finger tape from MEC, $21.50"),
        ("2027-03-18T18:00", "new climbing shoes are $180 at Mountain Equipment, too much for now"),
        ("2027-03-26T19:00", "*resoled my old La Sportivas instead, $65"),
        ("2027-03-28T20:00", "Maëlle bought a crash pad, $250"),
    ], 226.5),
    ("office-hours-students", "2026-12-10T19:00", "how many students came to see me during office hours in November?", [
        ("2026-10-27T16:00", "office hours: 6 students, all about limiting reagents"),
        ("2026-11-03T16:00", "*office hours: 3 students, stoichiometry again"),
        ("2026-11-10T16:00", "*5 came by office hours, lab report panic"),
        ("2026-11-17T16:00", "nobody at office hours, it snowed"),
        ("2026-11-18T17:00", "Kwame had 12 at his office hours, he bribes them with cookies"),
        ("2026-11-24T16:00", "*office hours packed before the final, 9 students"),
    ], 17),
    ("winter-gear", "2026-12-28T19:00", "how much did I spend getting ready for the cold?", [
        ("2026-10-18T15:00", "*parka on sale at Simons, $189, my Santiago jacket is useless here"),
        ("2026-10-25T14:00", "Inés lent me her old snow boots, too small"),
        ("2026-11-02T16:00", "*winter boots at Canadian Tire, $79.99"),
        ("2026-11-09T17:00", "Canada Goose in the window at $1,400, jajaja no"),
        ("2026-11-20T18:00", "*tuque, mitts and a neck warmer at Winners, $24"),
        ("2026-12-05T17:00", "Théo bought studded tires for his bike, $110"),
    ], 292.99),
    ("failed-reactions", "2027-04-01T19:00", "how many reactions went wrong for me in March?", [
        ("2027-02-27T17:00", "reaction turned to tar, threw it out"),
        ("2027-03-03T18:00", "*flask went black overnight, nothing to isolate"),
        ("2027-03-09T17:00", "*TLC shows only starting material, the Grignard never started"),
        ("2027-03-15T18:00", "Mathieu's hydrogenation failed, he's blaming the balloon"),
        ("2027-03-18T17:00", "*crashed out as a brown goo, no product, a la basura"),
        ("2027-03-24T17:00", "amide coupling worked, clean NMR"),
    ], 3),
]

OTHERS = [
    ("who-mathieu", "2027-03-20T19:00", "who is Mathieu?", [
        ("2026-09-08T12:00", "*Mathieu is the postdoc in our lab, he orders the solvents and knows the NMR"),
        ("2026-10-14T18:00", "Mathilde from the grad association wants TA volunteers"),
        ("2027-01-19T17:00", "*Mathieu showed me how to dry THF properly, patient guy, from Trois-Rivières"),
        ("2027-03-01T19:00", "Théo's cousin is visiting this weekend"),
    ], None),
    ("conference-decision", "2027-02-20T19:00", "what did my supervisor and I settle on about the conference?", [
        ("2027-01-12T19:00", "the CSC meeting is in Quebec City in June, deadline for abstracts soon"),
        ("2027-01-26T15:00", "*Dr. Okafor agreed: a poster at the CSC meeting, not a talk, and the lab pays the registration"),
        ("2027-02-02T18:00", "Mathieu is giving a talk in Boston"),
        ("2027-02-10T16:00", "*decided with Okafor I'll submit the abstract on the boronic esters by Friday"),
    ], None),
    ("teaching-feelings", "2026-12-08T19:00", "how do I feel about being a TA?", [
        ("2026-09-15T19:00", "*love it when a student finally gets limiting reagents, that face"),
        ("2026-10-29T22:00", "*correcting 80 lab reports is soul-destroying, estoy chata"),
        ("2026-11-11T19:00", "Kwame wants to quit TAing next year"),
        ("2026-11-30T20:00", "*proud of my section, their averages went up after my review session"),
        ("2026-12-02T18:00", "the TA contract for winter is posted online"),
    ], None),
    ("vale-relationship", "2027-01-30T19:00", "how is the long-distance thing with my partner going?", [
        ("2026-11-14T23:00", "*sad after the call with Vale, hard to not be there for her birthday"),
        ("2026-12-20T22:00", "*Vale and I agreed on calls every Sunday no matter what, feels better"),
        ("2027-01-10T19:00", "Inés and her boyfriend broke up, drama in the kitchen"),
        ("2027-01-24T22:00", "*fought with Vale about whether I come back after the PhD, no sé"),
        ("2027-01-28T15:00", "bought a Spanish–French dictionary for Théo"),
    ], None),
    ("landlord-last", "2027-02-25T19:00", "when did I last hear from the landlord?", [
        ("2026-12-12T19:00", "le proprio came by to bleed the radiators"),
        ("2027-02-06T18:00", "*M. Gagnon texted, the plumber comes Tuesday for the bathroom leak"),
        ("2027-02-15T20:00", "Inés says we should call le proprio about the mould, nobody did"),
        ("2027-02-20T19:00", "Maëlle's landlord is raising her rent 8%"),
    ], None),
    ("heat-promise", "2027-01-20T19:00", "what did the landlord promise about the heating?", [
        ("2026-12-03T19:00", "apartment at 16 degrees, sleeping in my tuque"),
        ("2026-12-05T12:00", "*le proprio says he'll change the baseboard heater in my room before Christmas"),
        ("2027-01-08T19:00", "*M. Gagnon swore the new thermostat goes in this month, we'll see"),
        ("2027-01-15T19:00", "Théo bought a space heater, $45"),
    ], None),
    ("comps-date", "2027-03-25T19:00", "when is my qualifying exam?", [
        ("2027-01-18T19:00", "*comprehensive exam set for May 14, committee confirmed"),
        ("2027-02-09T18:00", "Mathieu says his comps were the worst week of his life"),
        ("2027-03-03T19:00", "CHEM 110 final exam is April 22, I invigilate"),
    ], None),
    ("comps-todo", "2027-04-05T19:00", "what do I still have to do before my candidacy exam?", [
        ("2027-03-10T19:00", "*comps: write the research proposal, 20 pages, not started"),
        ("2027-03-18T19:00", "*have to reserve the room for the comprehensive exam with the department secretary"),
        ("2027-03-22T18:00", "sent the committee list to Okafor, done"),
        ("2027-03-29T19:00", "*still have to reread the mechanism chapters of Clayden for comps"),
        ("2027-04-01T19:00", "Kwame's comps got postponed to the fall"),
    ], None),
    ("gym-switch", "2027-02-12T19:00", "why did I change climbing gyms?", [
        ("2026-12-01T19:00", "Allez Up is so crowded after 6"),
        ("2027-01-28T19:00", "*moving to Bloc Shop Hochelaga: student price is half and it's two stops from home"),
        ("2027-02-04T19:00", "Jun prefers the routes at Allez Up"),
        ("2027-02-08T19:00", "read an article on finger injuries in climbers"),
    ], None),
    ("bouldering-who", "2026-11-30T19:00", "who came bouldering with me last weekend?", [
        ("2026-11-21T20:00", "Jun and I climbed at Allez Up"),
        ("2026-11-28T19:00", "*Saturday bouldering with Maëlle and her friend Sofiane, he crushed the V5"),
        ("2026-11-29T18:00", "Théo went skiing at Tremblant"),
        ("2026-11-29T20:00", "*Sunday boulder session, Jun came along, my fingers are wrecked"),
    ], None),
    ("student-struggles", "2026-11-25T19:00", "what do my students find hard?", [
        ("2026-10-06T17:00", "*office hours: nobody understands limiting reagents, need better examples"),
        ("2026-10-20T17:00", "*half the section can't convert grams to moles without panicking"),
        ("2026-11-03T18:00", "Kwame thinks his students are lazy"),
        ("2026-11-17T18:00", "*significant figures, every single lab report gets them wrong"),
        ("2026-11-20T12:00", "stockroom is out of burettes"),
    ], None),
    ("flight-home", "2026-11-20T19:00", "when do I fly home?", [
        ("2026-09-12T19:00", "flights to Santiago in December are $1,600, imposible"),
        ("2026-10-09T21:00", "*booked YUL to SCL on December 18, LATAM via Lima"),
        ("2026-10-30T19:00", "Jun flies to Seoul on the 20th"),
        ("2026-11-10T19:00", "Vale is counting the days"),
    ], None),
    ("mama-asks", "2026-12-12T19:00", "what does my mom want me to bring?", [
        ("2026-11-15T20:00", "*mamá wants maple syrup, the real one, and Lindt bars for the tías"),
        ("2026-11-29T19:00", "*my mom asked for a warm scarf from here, she's cold in July in Santiago"),
        ("2026-12-02T19:00", "Vale asked me to bring nothing, just me"),
        ("2026-12-06T19:00", "bought a suitcase scale at the dollar store"),
    ], None),
    ("summer-decision", "2027-04-20T19:00", "what did I decide about the summer?", [
        ("2027-03-15T19:00", "thinking about going home in July, Vale would love it"),
        ("2027-04-06T20:00", "*decided: staying in Montreal this summer to push the synthesis, going home at Christmas instead"),
        ("2027-04-12T19:00", "Inés is subletting her room for July and August"),
        ("2027-04-15T19:00", "*told Dr. Okafor I'll take the summer RA, no vacation until August"),
    ], None),
    ("diploma-nothing", "2027-01-15T19:00", "what mark did I get in the spectroscopy course?", [
        ("2026-12-14T19:00", "finished grading the CHEM 110 finals, average 71"),
        ("2026-12-16T19:00", "spectroscopy problem set due on Friday, didn't start"),
        ("2027-01-09T19:00", "Kwame got an A in his advanced organic"),
    ], None),
    ("research-going", "2027-03-30T19:00", "how's my project going in the lab?", [
        ("2027-02-05T18:00", "*third week of nothing working, the catalyst won't turn over"),
        ("2027-03-06T19:00", "*finally the Suzuki works, 68%, the route is alive"),
        ("2027-03-14T19:00", "Mathieu's paper got accepted in JOC"),
        ("2027-03-26T18:00", "*scaled up to 5 grams and it held, Okafor happy"),
        ("2027-03-28T12:00", "pizzas ordered in for the lab meeting"),
    ], None),
    ("waiting-on", "2027-02-15T19:00", "what am I still waiting to hear back about?", [
        ("2027-01-06T19:00", "*study permit extension sent to IRCC, still no answer"),
        ("2027-01-20T18:00", "got the mass spec back from the facility, clean"),
        ("2027-02-02T19:00", "*no word yet on the FRQNT scholarship, results in March supposedly"),
        ("2027-02-09T19:00", "Inés still needs her CAQ renewal to come through"),
    ], None),
    ("chores-agreed", "2026-10-10T19:00", "what did the roommates and I agree about the housework?", [
        ("2026-09-03T21:00", "*house rule with Inés and Théo: whoever cooks doesn't wash up"),
        ("2026-09-20T19:00", "Théo never takes out the recycling, again"),
        ("2026-10-02T21:00", "*we agreed on a bathroom rotation, my week is the first of the month"),
        ("2026-10-05T19:00", "Maëlle's roommates have a chore app"),
    ], None),
    ("anxious-why", "2027-02-28T19:00", "why have I been so stressed lately?", [
        ("2027-02-10T23:00", "*can't sleep, the permit runs out in April and IRCC hasn't replied"),
        ("2027-02-18T22:00", "*panicking about money, the TA contract ends before the scholarship would start"),
        ("2027-02-22T19:00", "Jun is losing sleep over his thesis defence"),
        ("2027-02-25T19:00", "replaced the kettle, the old one died"),
    ], None),
    ("dentist-nothing", "2026-11-20T19:00", "what did the dentist tell me?", [
        ("2026-10-02T19:00", "sent mamá money for her dentist"),
        ("2026-10-21T19:00", "the campus clinic has walk-in hours on Wednesdays"),
        ("2026-11-05T19:00", "bought floss and toothpaste at Jean Coutu, $9"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qw", NUMBERS, OTHERS, seed=1919, read_numbers=10, read_others=10), TZ, FILLER, seed=19, sizes=(12, 30))
