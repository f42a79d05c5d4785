"""Writes qa-fresh-40.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: an Egyptian man in Cairo (Africa/Cairo), Tarek Mahmoud, chemistry teacher at a government secondary school in
Heliopolis (Thanaweya Amma classes, the lab, school revision groups, the marking committee, "el kontrol"), who also gives
private lessons (a Saturday group, Omar, Ziad, Nour) and follows Zamalek from the stands and from the ahwa; he lives in Nasr
City with his wife Dalia, an architect, their daughter Salma (12) and son Youssef (6, asthma); his grandparents "Teta" and
"Gedo" live in Shubra (Gedo has a heart to watch and a knee operation this autumn); his sister Reem, whose husband works in
Riyadh; his friend Sherif, who borrows; at school Amr Fathy (physics), Ms. Nermeen (activities) and the headmaster; a
Hyundai Verna. Egyptian English with Arabic words ("khalas", "inshallah", "mashallah", "alhamdulillah", "yalla", "Teta",
"Gedo", "ahwa", "bawab", "ful", "taameya", "mahshi", "kontrol"), school words (3/1 and 3/2 for classes, the practical,
titration, the prep room) and Egyptian pounds written "EGP 450", "450 LE", "450 pounds", "1.2k", "2,400 EGP", beside a few
US dollars ("$12.99", "45 dollars", "USD 9.99"). The weekend is Friday and Saturday. (No earlier Q&A voice lives in Egypt,
teaches school chemistry, or counts in Egyptian pounds.)
Number questions (20): sums (private lesson income this month beside Dalia's pay, October's fees and an offer; Teta and
Gedo's medicines since September beside Reem's share and Youssef's syrup; Zamalek tickets in October beside Sherif's and
September's; Salma's back-to-school shopping beside Youssef's nursery and his own shoes; Uber and Careem last week beside
Dalia's ride and a microbus; the car in October; lab supplies out of his own pocket this term; the Alexandria weekend, no
note naming the hotel's town as Alex but one; padel this month, nothing to sum; petrol in November told as "benzine", "92"
and "tank full"; US dollars this year beside pounds), money in (exam marking this year beside last year's and Amr's), what
Sherif still owes (a loan returned in part), counts told in other words (private lessons last week beside a cancelled one
and a school class; visits to Teta and Gedo in October beside Reem's visit, a call and Dalia's visit; Zamalek matches at the
stadium beside one watched at the ahwa; Youssef's bad nights beside Salma's cough; swims since the start of November beside
Salma's training), hours of school revision groups in October beside Amr's and a private session, kilos of mangoes bought
this summer beside a box sent as a gift.
Other questions (20): feelings over time (his own about teaching since the term started; Gedo since the knee operation),
decisions (the Al-Nokhba center's offer; Salma's school next year), a person by name (Amr Fathy, beside Amr Diab on the radio)
and by role (Gedo's cardiologist), what is left for the science fair, waiting (general and from Sherif), when next (Gedo's
physio), when last (the car's service), this weekend (Friday and Saturday, beside Sunday's staff meeting), the ful cart Gedo
likes, what Dr. Hala said about Youssef's inhaler, what he promised Teta, who came to Salma's birthday, what he bought at
Khan el-Khalili, the derby's score, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, pay, visit or match, offers,
promises, the months either side), then neutral filler written for this set: 12-32 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qR001-qR020, may be
read while tuning), the rest to the held half (qR021-qR040: totals only).

Run: python3 author_qa_fresh_40.py > qa-fresh-40.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Africa/Cairo"

FILLER = [
    "azan from three mosques at once, slightly out of sync",
    "el bawab's radio playing Umm Kulthum all afternoon",
    "the Ring Road at a standstill, listened to a whole podcast",
    "whiteboard markers dead again, every single one of them",
    "the neighbours' cat had kittens on our stairs",
    "sugarcane juice near the school gate, ice cold",
    "electricity cut again, an hour with no fan",
    "a wedding zaffa outside until midnight, drums and all",
    "the school's water cooler is leaking onto the corridor tiles",
    "fixed the balcony light, the bulb was just loose",
    "the Nile like silver from the bridge this morning",
    "learnt a new Excel trick for the marks sheet",
    "pigeons circling over next door's roof, the man waves a flag at them at sunset",
    "confiscated phones piling up on my desk by fourth period",
    "the staff room microwave smells of somebody's fish",
    "a vendor calling 'batates' under the window",
    "sandstorm warning on the news, closed all the windows",
    "chalk dust in my sleeves all week",
    "the new bus lane on Salah Salem, nobody respects it",
    "our building's lift stuck between floors, empty thank God",
    "read a Naguib Mahfouz short story before bed",
    "the fig tree at the school gate is bare now",
    "bread from the bakery at seven, still hot in the paper bag",
    "the tea boy at school calls everyone ya basha",
    "school wifi down, did the attendance on paper",
    "morning line-up, the anthem and the flag, same as every day",
    "the periodic table poster in the lab is peeling at one corner",
    "horns at Abbassia square, a whole orchestra of them",
    "an enormous orange moon above Moqattam",
    "a gecko on the lab window, the girls screamed",
    "changed the kitchen water filter cartridge",
    "sorted the bookshelf, my old faculty notes from Ain Shams were in there",
    "the balcony breeze finally cool in the evenings",
    "the school printer only gives grey stripes",
    "the sweet potato cart returned to our street",
    "ironed five shirts for the week, my Thursday night ritual",
    "a boy asked whether chemistry is haram, the class laughed",
    "someone's lunchbox has lived in the lab fridge for a week, not touching it",
    "Ramses metro station packed like a tin of sardines",
    "Maghrib in the school musalla, then the parents' evening",
    "3/1's ceiling fan squeaks every turn",
    "a kite stuck on the electricity wires opposite",
]

NUMBERS = [
    ("", "2026-11-30T21:00:00", "How much have I earned from private lessons this month?", [
        ("2026-10-29T20:10", "Omar Hegazy's mum paid October's lessons, EGP 1,600"),
        ("2026-11-05T19:40", "*Omar Hegazy's mum sent November's fee by InstaPay, EGP 1,600"),
        ("2026-11-08T22:15", "*the Saturday group of five all paid up, 2.4k in total"),
        ("2026-11-12T18:30", "Dalia got her first payment for the villa drawings, 7k, mashallah"),
        ("2026-11-17T21:05", "*Ziad paid 800 LE for his four chemistry sessions"),
        ("2026-11-20T16:00", "a center in Dokki offered me 350 pounds an hour, told them I'd think"),
        ("2026-11-26T20:45", "*Nour's father handed me 1.2k in an envelope after the organic revision"),
    ], 6000),
    ("", "2026-11-22T10:00:00", "What have Teta and Gedo's medicines cost me since the start of September?", [
        ("2026-08-28T13:20", "Gedo's blood thinner from the pharmacy downstairs, EGP 240"),
        ("2026-09-04T12:10", "*Gedo's Concor and the blood thinner from El Ezaby, 385 LE"),
        ("2026-09-19T17:30", "*Teta's eye drops and her calcium, 210 pounds"),
        ("2026-10-02T11:00", "Reem paid for Teta's glucose strips this time, EGP 450"),
        ("2026-10-14T18:45", "*glucose strips and lancets for Teta, EGP 520"),
        ("2026-11-03T09:30", "*Gedo's monthly medicines again, 410 LE, prices went up"),
        ("2026-11-10T20:00", "Panadol and a cough syrup for Youssef, 95 pounds"),
    ], 1525),
    ("", "2026-11-04T12:00:00", "How much did I spend on Zamalek tickets in October?", [
        ("2026-09-26T19:10", "Tazkarti ticket for the league opener, EGP 150, Zamalek at last"),
        ("2026-10-03T14:20", "*Tazkarti: two tickets for Zamalek v Masry, 300 LE for me and Youssef"),
        ("2026-10-17T10:05", "*Zamalek away in Ismailia, ticket 100 pounds, going in Sherif's car"),
        ("2026-10-21T22:40", "Sherif paid 500 pounds for his derby ticket from a tout, crazy"),
        ("2026-10-29T18:15", "*derby ticket finally, Cat 3, EGP 400"),
    ], 800),
    ("", "2026-10-05T20:00:00", "What did Salma's back-to-school shopping come to?", [
        ("2026-08-30T12:00", "Salma's uniform list arrived on the parents' WhatsApp group"),
        ("2026-09-12T18:00", "*two sets of school uniform for Salma, Korba shop, EGP 1,150"),
        ("2026-09-13T13:30", "*Salma's school bag and pencil case, 780 LE, she insisted on the purple one"),
        ("2026-09-15T19:50", "*Salma's copybooks, covers and the outside revision books, 465 pounds"),
        ("2026-09-16T10:00", "Youssef's nursery fees for the first term, 9k"),
        ("2026-09-20T17:45", "new shoes for school for me, my old ones split, 900 LE"),
    ], 2395),
    ("", "2026-11-18T09:00:00", "How much did I spend on Uber and Careem last week?", [
        ("2026-11-05T22:30", "Uber back from the center, EGP 96"),
        ("2026-11-09T19:15", "*Uber to Dokki for the group, 115 LE, the 6th October bridge completely jammed"),
        ("2026-11-11T23:50", "*Uber home from Gedo's at midnight, EGP 88"),
        ("2026-11-12T13:00", "Dalia's Uber to her site in Sheikh Zayed, 260 LE"),
        ("2026-11-13T07:05", "*Careem to school while the car was at the mechanic, 74 pounds"),
        ("2026-11-14T16:40", "microbus to Ramses and back, 20 pounds"),
        ("2026-11-17T21:20", "Careem from the club, 63 LE"),
    ], 277),
    ("", "2026-11-03T19:00:00", "How much did I spend on the car in October?", [
        ("2026-09-28T11:30", "car licence renewed at the traffic unit, EGP 1,900"),
        ("2026-10-06T17:10", "*oil change and filter for the Verna, EGP 1,350"),
        ("2026-10-15T12:40", "Sherif's Lancer needs a new clutch, 6k he says"),
        ("2026-10-18T10:20", "*pair of front tyres for the car, 4,200 LE, bald as an egg"),
        ("2026-10-25T15:00", "*car wash and inside cleaning at Wataniya, 150 pounds"),
    ], 5700),
    ("", "2026-12-01T18:00:00", "How much of my own money have I put into lab supplies for school this term?", [
        ("2026-08-24T12:00", "bought myself a new lab coat, 350 LE"),
        ("2026-09-20T08:00", "term started, 48 names on the 3/1 register"),
        ("2026-10-01T15:30", "*copper sulphate and litmus paper for the 2nd secondary lab from Bab El Khalk, EGP 320, school won't refund"),
        ("2026-10-22T16:10", "*distilled water and 20 test tubes for the practical, 275 LE from my own pocket"),
        ("2026-11-02T10:45", "Amr says the school ordered a fume cupboard, 40k, from the ministry budget"),
        ("2026-11-09T17:20", "printed 60 worksheets for my private group, 180 LE"),
        ("2026-11-16T14:30", "*indicator solutions for the titration lesson, 190 pounds, paid myself again"),
    ], 785),
    ("", "2026-08-25T22:00:00", "What did the Alexandria weekend cost?", [
        ("2026-08-06T18:00", "Dalia wants a few days in Alex before school starts"),
        ("2026-08-13T21:00", "*booked two nights at a hotel in Stanley for the Alex weekend, EGP 4,800"),
        ("2026-08-14T09:30", "*benzine before the desert road, 650 LE"),
        ("2026-08-14T15:00", "*fish at that Anfoushi place, 1,350 pounds, Salma ate like a lion"),
        ("2026-08-15T20:30", "*Mohamed Ahmed ice cream for all of us on the Corniche, 240 LE"),
        ("2026-08-20T19:00", "Reem says their week in Sahel cost them 20k"),
    ], 7040),
    ("", "2026-11-25T20:00:00", "How much did I spend on padel this month?", [
        ("2026-11-05T21:00", "Sherif invited me to padel at his club tomorrow"),
        ("2026-11-07T13:00", "padel was fun but my shoulder is finished"),
        ("2026-11-14T12:30", "Sherif paid the padel court again, next one is on me"),
        ("2026-11-20T18:00", "Salma wants padel lessons now too"),
    ], 0),
    ("", "2026-10-10T18:00:00", "How much have I been paid for exam marking this year?", [
        ("2025-07-10T12:00", "last summer's marking paid 2,800 LE"),
        ("2026-01-28T14:00", "*mid-year kontrol money came, EGP 1,100"),
        ("2026-06-20T09:00", "marking committee starts tomorrow in Abbassia, 8 to 4 every day"),
        ("2026-06-30T13:15", "*Thanaweya Amma marking committee paid 3,250 LE for the three weeks"),
        ("2026-07-01T20:00", "Amr got 4k for the physics marking, not fair at all"),
        ("2026-07-22T12:00", "*second round marking bonus, 900 pounds"),
    ], 5250),
    ("", "2026-11-29T19:00:00", "How much does Sherif still owe me?", [
        ("2026-08-10T22:00", "*lent Sherif 3,000 pounds for his car repair, he swore he'd pay by October"),
        ("2026-09-25T19:30", "*Sherif returned EGP 1,000 of what he borrowed"),
        ("2026-10-12T18:00", "I owe Amr 200 for the canteen lunch"),
        ("2026-11-02T21:10", "*another 500 LE from Sherif, so he's chipping away at it"),
        ("2026-11-20T20:00", "Sherif asking to borrow again, for a phone this time, no way"),
    ], 1500),
    ("", "2026-11-18T09:30:00", "How many private lessons did I give last week?", [
        ("2026-11-05T19:00", "Omar's lesson, two hours on gas laws"),
        ("2026-11-10T18:30", "*Ziad's lesson at his place in Rehab, he finally gets moles"),
        ("2026-11-11T16:00", "cancelled Ziad's Wednesday lesson, he has a fever"),
        ("2026-11-11T20:30", "*taught Nour organic chemistry online, the camera kept freezing"),
        ("2026-11-13T15:15", "*Omar's session moved to Friday afternoon, did it at their flat"),
        ("2026-11-13T19:00", "taught 3/2 the electrochemistry chapter twice, they were lost"),
        ("2026-11-12T17:45", "*two-hour session with the Thursday group, stoichiometry"),
        ("2026-11-15T21:00", "Amr's private students pay him double what mine pay"),
    ], 4),
    ("", "2026-11-02T11:00:00", "How many times did I go and see Teta and Gedo in October?", [
        ("2026-09-30T20:00", "dropped in on Teta and Gedo after work, Gedo asleep"),
        ("2026-10-03T17:30", "*passed by Teta and Gedo after school, Teta made mahshi"),
        ("2026-10-09T14:00", "*Friday lunch at Gedo's in Shubra, the whole family"),
        ("2026-10-15T21:00", "Reem visited Teta and Gedo, says Gedo looks tired"),
        ("2026-10-20T19:30", "*took Gedo to his cardiology appointment and stayed for tea at theirs"),
        ("2026-10-22T22:10", "called Teta, she wants us all on Friday"),
        ("2026-10-28T20:00", "Dalia went to Teta's with the kids, I had the center"),
    ], 3),
    ("", "2026-12-02T21:00:00", "How many Zamalek matches have I been to at the stadium since September?", [
        ("2026-08-22T23:00", "friendly at the stadium, half empty, Zamalek looked rusty"),
        ("2026-10-04T23:10", "*at Cairo Stadium for Zamalek v Masry, 2-0, Youssef lost his voice"),
        ("2026-10-18T23:45", "*Ismailia away day, a draw and a long drive back"),
        ("2026-11-01T23:30", "*derby in the stands, lost 1-0, khalas no talking about it"),
        ("2026-11-12T23:00", "watched Zamalek v Pyramids at the ahwa, 3-1, the whole street cheering"),
        ("2026-11-21T23:50", "*Borg El Arab for the cup game, won on penalties, no voice left"),
        ("2026-11-26T22:00", "Sherif went to the Modern Sport game on his own"),
    ], 4),
    ("", "2026-11-27T08:00:00", "How many nights has Youssef had trouble breathing this month?", [
        ("2026-10-28T03:00", "Youssef's chest tight in the night, gave him the blue puffer"),
        ("2026-11-03T02:20", "*Youssef wheezing at 2am, put him on the nebuliser"),
        ("2026-11-11T04:00", "*another bad night for Youssef's chest, up till four"),
        ("2026-11-14T19:00", "Salma has a dry cough, the school AC probably"),
        ("2026-11-19T23:40", "*Youssef coughing and wheezy after the dust storm, blue inhaler twice"),
        ("2026-11-22T07:30", "Youssef slept the whole night through, alhamdulillah"),
    ], 3),
    ("", "2026-12-02T07:00:00", "How many times have I been swimming since the start of November?", [
        ("2026-10-28T06:40", "swam before school, the water was freezing"),
        ("2026-11-04T06:45", "*30 lengths at the club pool before first period"),
        ("2026-11-11T06:50", "*morning swim, my shoulder complained the whole time"),
        ("2026-11-18T06:30", "*pool at half six, only me and the lifeguard"),
        ("2026-11-20T17:00", "Salma's swimming training, she moves up to the B team"),
        ("2026-11-25T06:45", "*40 lengths today, my best ever"),
        ("2026-11-27T11:00", "*swam with Youssef on Friday, mostly splashing and shouting"),
        ("2026-11-30T06:30", "skipped the pool, 14 degrees outside, no thank you"),
    ], 5),
    ("", "2026-11-03T16:00:00", "How many hours did I teach in the school revision groups in October?", [
        ("2026-09-29T16:30", "revision group after school, 2 hours on bonding"),
        ("2026-10-06T16:20", "*revision group after school, 2 hours, periodic table"),
        ("2026-10-13T15:50", "*revision group, 1.5 hours, only nine students came"),
        ("2026-10-14T20:00", "private session 2 hours with Ziad"),
        ("2026-10-20T17:10", "*3 hours of revision groups today, two classes back to back"),
        ("2026-10-22T14:00", "Amr did 4 hours of physics revision groups this week"),
        ("2026-10-27T16:15", "*revision group 2 hours, equilibrium, they're getting it"),
    ], 8.5),
    ("", "2026-09-15T20:00:00", "How many kilos of mangoes did I buy this summer?", [
        ("2026-05-20T18:00", "mangoes not in season yet, 80 pounds a kilo, no thanks"),
        ("2026-07-12T19:20", "*3 kilos of awees mango from the man on the corner, sweet as honey"),
        ("2026-08-02T11:00", "*bought 5 kilos of zebda mangoes at Obour market"),
        ("2026-08-08T17:30", "Dalia's mum sent a big box of mangoes from their farm in Ismailia"),
        ("2026-08-20T18:10", "*2.5 kilos of mango for Teta, she only eats the fagri kelan"),
        ("2026-09-05T12:00", "4 kilos of guava for juice"),
    ], 10.5),
    ("", "2026-12-01T21:00:00", "How much did petrol cost me in November?", [
        ("2026-10-30T08:10", "filled up, 680 LE"),
        ("2026-11-02T07:30", "*filled the Verna with 92, EGP 700"),
        ("2026-11-12T17:50", "*benzine 650 LE at Wataniya on the Suez road"),
        ("2026-11-15T12:00", "Dalia filled her car, 500 LE"),
        ("2026-11-23T08:00", "*tank full again, 720 pounds, this car drinks"),
        ("2026-11-28T20:00", "benzine prices going up again next month they say"),
    ], 2070),
    ("", "2026-10-20T20:00:00", "How much did I spend in US dollars this year?", [
        ("2025-12-18T21:00", "chemistry flashcards app, $20, on last year's card"),
        ("2026-02-09T22:10", "*Udemy course on teaching with simulations, $12.99"),
        ("2026-03-15T23:00", "*ChemDraw student licence, 45 dollars on the card"),
        ("2026-05-11T19:40", "Reem's husband sent her $200 from Riyadh for Eid"),
        ("2026-06-03T21:30", "*Kindle book on exam anxiety, USD 9.99"),
        ("2026-09-01T18:00", "Salma's tablet case from Amazon.eg, 380 LE"),
    ], 67.98),
]

OTHERS = [
    ("", "2026-12-01T22:00:00", "How have I been feeling about teaching since the term started?", [
        ("2026-09-10T21:00", "dreading the new term already"),
        ("2026-09-24T20:00", "*term's first week, 48 students in 3/1, already exhausted"),
        ("2026-10-08T19:30", "*honestly loving the 2nd secondary class this year, they ask real questions"),
        ("2026-10-20T22:00", "Dalia is stressed about her deadline, barely sleeping"),
        ("2026-10-29T23:40", "*burnt out, marking till midnight and the center the next evening"),
        ("2026-11-19T21:15", "*better week, the titration practical went beautifully, felt like a real teacher"),
    ], None),
    ("", "2026-11-28T20:00:00", "How has Gedo been doing since his knee operation?", [
        ("2026-10-01T18:00", "Gedo's knee operation booked at Dar El Fouad for the 12th"),
        ("2026-10-12T16:30", "*Gedo out of surgery, groggy but joking with the nurses"),
        ("2026-10-18T20:10", "*Gedo walking the hospital corridor with the frame, slowly"),
        ("2026-10-30T22:45", "*Gedo in pain at night and refusing the physio, stubborn as ever"),
        ("2026-11-02T19:00", "Teta's back is hurting from lifting him"),
        ("2026-11-20T13:30", "*Gedo walked down to the mosque on his own for Friday prayer, mashallah"),
    ], None),
    ("", "2026-12-02T20:00:00", "What did I decide about the Al-Nokhba center offer?", [
        ("2026-11-10T21:00", "Amr signed with a center in Faisal, never home now"),
        ("2026-11-16T20:00", "*Mr. Adel from the Al-Nokhba center wants me for Thanaweya chemistry on Tuesday and Thursday nights"),
        ("2026-11-19T23:00", "Dalia says the center will eat my evenings, she's right but the money"),
        ("2026-11-24T21:30", "*khalas, told Mr. Adel no, my own groups pay better and I'm home by nine"),
    ], None),
    ("", "2026-11-30T21:00:00", "What did we decide about Salma's school for next year?", [
        ("2026-11-07T14:00", "open day at the British school in Rehab, beautiful labs"),
        ("2026-11-10T22:00", "Salma crying, she doesn't want to leave her friends"),
        ("2026-11-15T18:00", "moved Youssef to the earlier nursery bus"),
        ("2026-11-21T23:00", "*sat down with Dalia and the fees: Salma stays at her school, the international one is 120k a year, khalas"),
    ], None),
    ("", "2026-11-15T20:00:00", "Who is Amr Fathy?", [
        ("2026-09-22T15:00", "*Amr Fathy, the physics teacher next to my lab, we share the prep room"),
        ("2026-10-05T10:00", "Amr Diab blasting in the microbus the whole way"),
        ("2026-10-19T09:00", "*Amr Fathy covering my 3/2 class while I'm at the marking meeting"),
        ("2026-11-03T18:00", "Fathy the bawab fixed the water pump on the roof"),
        ("2026-11-11T13:00", "*collecting in the staff room for Amr Fathy, his wife just had twins"),
    ], None),
    ("", "2026-11-26T20:00:00", "Who is Gedo's cardiologist?", [
        ("2026-09-15T19:00", "*Gedo's cardiologist is Dr. Samir Ragab, clinic in Roxy, Tuesdays and Saturdays"),
        ("2026-09-29T21:00", "*Dr. Samir says Gedo's heart can take the knee surgery"),
        ("2026-10-02T20:00", "Dr. Hesham the orthopaedic surgeon will do Gedo's knee"),
        ("2026-10-25T18:00", "Teta's eye doctor moved her clinic to Shubra Misr"),
    ], None),
    ("", "2026-12-03T17:00:00", "What is still left to do for the school science fair?", [
        ("2026-11-20T14:00", "science fair on 15 December, I'm in charge of the chemistry corner"),
        ("2026-11-26T15:00", "volcano group has all their materials, done"),
        ("2026-11-28T12:30", "*still need the headmaster's signature on the chemicals list"),
        ("2026-11-30T16:40", "*have to print the posters for the chemistry corner"),
        ("2026-12-01T11:15", "*book the hall with Ms. Nermeen for the 15th"),
        ("2026-12-02T13:00", "certificates for the fair printed and stamped"),
        ("2026-12-02T20:00", "Salma's school has its science fair in March"),
    ], None),
    ("", "2026-11-30T20:00:00", "What am I waiting for right now?", [
        ("2026-11-10T14:00", "*waiting for the traffic unit to send the new licence sticker for the car"),
        ("2026-11-12T09:00", "waiting for the plumber, the heater is dead"),
        ("2026-11-15T16:00", "*still nothing from the education directorate on my transfer to the Heliopolis language school"),
        ("2026-11-18T19:00", "the plumber fixed the heater, done"),
        ("2026-11-24T12:30", "*Dr. Hala's clinic will call with Youssef's skin test results"),
    ], None),
    ("", "2026-11-27T20:00:00", "What am I waiting on from Sherif?", [
        ("2026-11-03T22:00", "*Sherif promised me his Ismailia match photos"),
        ("2026-11-06T21:00", "*Sherif still has my drill, three weeks now"),
        ("2026-11-15T20:30", "Sherif got engaged, finally"),
        ("2026-11-20T18:00", "waiting on Amr to send the exam grid for 3/2"),
    ], None),
    ("", "2026-11-24T20:00:00", "When is Gedo's next physio session?", [
        ("2026-11-19T18:30", "Gedo's physio today, he managed ten steps without the frame"),
        ("2026-11-22T16:00", "*Gedo's physio moved to Thursday the 26th at 5, the therapist comes to the house"),
        ("2026-11-23T12:00", "Teta's eye appointment Saturday the 28th"),
    ], None),
    ("", "2026-11-30T20:00:00", "When did I last get the car serviced?", [
        ("2026-03-14T12:00", "30k km service for the Verna done in El Obour"),
        ("2026-09-08T13:00", "*Verna's 40k km service, Hyundai center in El Obour, all fine"),
        ("2026-10-05T19:00", "Sherif serviced his car at the same center, cheaper than I paid"),
        ("2026-11-12T08:00", "car making a noise from the back, need to check it"),
    ], None),
    ("", "2026-12-03T19:00:00", "What's on this weekend?", [
        ("2026-11-28T16:00", "last Friday's lunch at Teta's was so loud"),
        ("2026-11-30T15:00", "*Saturday group moved to 11am this week"),
        ("2026-12-01T20:00", "*Friday lunch at Teta's, Reem and her kids coming"),
        ("2026-12-02T14:00", "staff meeting Sunday at 8, bring the lab inventory"),
        ("2026-12-02T22:00", "*Zamalek v Smouha Friday night at 9, at the ahwa with Sherif"),
    ], None),
    ("", "2026-11-20T20:00:00", "What's the name of the ful place Gedo likes in Shubra?", [
        ("2026-09-18T10:00", "*Gedo swears by Am Hassan's ful cart on the corner of Shubra street, best taameya in Cairo"),
        ("2026-10-02T15:00", "koshary at Abou Tarek with the kids"),
        ("2026-10-20T11:00", "Teta's favourite bakery is El Abd, only the one downtown"),
    ], None),
    ("", "2026-11-26T21:00:00", "What did Dr. Hala say about Youssef's inhaler?", [
        ("2026-11-20T18:00", "*Dr. Hala: the brown inhaler morning and night even when he's fine, the blue one only when he wheezes"),
        ("2026-11-20T18:20", "*Dr. Hala also wants the spacer with the mask every time, and he rinses his mouth after"),
        ("2026-11-21T12:00", "bought a new spacer at the pharmacy, 230 LE"),
        ("2026-11-23T19:00", "Salma's dentist says no more fizzy drinks"),
    ], None),
    ("", "2026-11-29T20:00:00", "What have I promised Teta?", [
        ("2026-11-05T21:00", "*promised Teta a visit to Sayeda Zeinab once Gedo is walking properly"),
        ("2026-11-14T20:00", "promised Salma a PlayStation if she gets full marks"),
        ("2026-11-25T22:00", "*told Teta I'd fix her balcony shutter this Friday, inshallah"),
    ], None),
    ("", "2026-10-20T20:00:00", "Who came to Salma's birthday party?", [
        ("2026-10-10T19:00", "invited Sherif to Salma's birthday but he has a match"),
        ("2026-10-16T22:00", "*Salma turned 12: Malak, Jana and Farida came, and Reem brought her boys"),
        ("2026-10-16T22:15", "*Teta came with a tray of basbousa, Gedo stayed home with his knee"),
        ("2026-10-18T18:00", "Youssef's friend's birthday at a kids' place in City Stars"),
    ], None),
    ("", "2026-11-10T20:00:00", "What did I buy at Khan el-Khalili?", [
        ("2026-11-06T17:00", "*Khan el-Khalili with Dalia's cousins from Canada: I bought a brass lantern and two pashminas"),
        ("2026-11-06T17:30", "*also picked up a backgammon board for Gedo at the Khan, inlaid with mother of pearl"),
        ("2026-11-06T19:00", "the cousins bought half of Khan el-Khalili, silver everything"),
        ("2026-11-07T12:00", "Dalia bought spices at Attareen for her mother"),
    ], None),
    ("", "2026-11-05T20:00:00", "What was the score in the derby?", [
        ("2026-10-04T23:30", "2-0 against Masry, easy"),
        ("2026-11-01T23:55", "*derby: Ahly 1 Zamalek 0, a penalty in the 88th minute, I feel sick"),
        ("2026-11-03T15:00", "Salma got 18 out of 20 in her science quiz"),
    ], None),
    ("", "2026-11-30T20:00:00", "When is Reem's wedding anniversary?", [
        ("2026-11-05T19:00", "Reem's boys at Teta's all afternoon"),
        ("2026-11-14T21:00", "Reem's husband back from Riyadh for a week"),
        ("2026-11-22T18:00", "flowers for Dalia, our anniversary, 14 years"),
    ], None),
    ("", "2026-12-02T21:00:00", "What did I decide about the flat in New Cairo?", [
        ("2026-11-08T20:00", "saw a flat in the Fifth Settlement, 3 rooms, 4.5 million"),
        ("2026-11-15T22:00", "Dalia likes the New Cairo flat but the commute to school would kill me"),
        ("2026-11-27T19:00", "prices in New Cairo are insane this year"),
    ], None),
]

if __name__ == "__main__":
    print_cases(split_numbered("qR", NUMBERS, OTHERS, seed=4040, read_numbers=10, read_others=10), TZ, FILLER, seed=404, sizes=(12, 32))
