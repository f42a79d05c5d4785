"""Writes qa-fresh-30.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a pharmacist in Karachi (Asia/Karachi), Farhan Siddiqui, who runs the family pharmacy in Gulshan-e-Iqbal with his
father (Abbu) and his cousin Kamran; his wife Sana teaches at a school, their children are Ayesha and Hamza, his mother (Ammi)
lives with them; his sister Rabia is in Lahore, his brother-in-law Imran borrows. Waqas is the distributor's rep, Mr. Qureshi
keeps the pharmacy's accounts, Shakeel was the salesman. Urdu-English ("yaar", "bas", "kal", "inshallah", "alhamdulillah",
"chai", "committee" as a savings circle, "load-shedding", "K-Electric", "rickshaw", "Careem", "bhai", "Ammi", "Abbu"), money in
Pakistani rupees written every way Karachi writes them ("Rs. 1,250", "Rs 850", "PKR 2,400", "2,400 rupees", "5k", "1.5 lakh",
"sent 3,000 on JazzCash / Easypaisa", a bare "780") and, on an Umrah trip in November, in Saudi riyals ("SAR", "riyals").
Number questions (20): sums per currency over ranges (groceries last month, Careem and rickshaws last week, riyals on the
Umrah, the committee so far, K-Electric this year, the kids' school things in August, eating out last week, money sent to "my
sister" this year), money in (rent from the upstairs tenant this year), what "my brother-in-law" still owes (the notes tie "my
brother-in-law Imran"), a school fee now (the latest figure), gallons of water bought from tankers in May, hours of
load-shedding last week, counts (drug inspector's visits this year, cricket matches won in March, taking Ammi to the doctor,
Panadol running out in July, gym visits in September, shutter-down strikes this year), days in Madinah (a stay).
Other questions (20): feelings over time (his own about running the pharmacy with Abbu; Sana's about her new school, asked by
name), decisions told without "decide" (a second branch, by a signed lease; the car, by a sale), a person by name and by role
(who is Waqas; who does the pharmacy's accounts), news of "my sister", what is left before the Umrah, waiting, when next (a
vaccination), when last (the gas bill), what we did in Makkah, people met at a seminar, a doctor's advice, a promise to
Ayesha, a recommendation, why the salesman quit, where a licence was kept, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, act or relation, prices quoted,
plans, money coming in beside going out, other ranges and currencies), then neutral filler written for this set: 12-35 notes a
case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qH001-qH020, may be
read while tuning), the rest to the held half (qH021-qH040: totals only).

Run: python3 author_qa_fresh_30.py > qa-fresh-30.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Asia/Karachi"

FILLER = [
    "the muezzin's voice reached right into the pharmacy at Maghrib",
    "humid sea breeze finally, Karachi weather mood is fixed",
    "a stray cat gave birth behind the shop's shutter",
    "the gola ganda wala outside Ayesha's school was mobbed by kids",
    "water came in the line for twenty minutes, filled every bucket",
    "Hamza learnt to whistle and now will not stop",
    "Abbu told the same story about 1992 World Cup to a customer",
    "watched a Turkish drama with Ammi, the last episode made her cry",
    "the paan shop beside us repainted its sign bright green",
    "traffic on University Road was stuck for forty minutes",
    "a wedding band played outside the marriage hall until late",
    "dust storm in the afternoon, everything on the counter gritty",
    "the pigeons on the roof have multiplied again",
    "the gutter at the corner overflowed, smell everywhere",
    "an hour's sleep after Zuhr, felt brand new",
    "Sana made chicken karahi, the whole flat smelled of it",
    "neighbours' generator kept rumbling all night",
    "a man asked for antibiotics without a prescription, said no",
    "Hamza's tooth fell out during dinner, big celebration",
    "the chowkidar of our street fell asleep on his chair again",
    "saw a camel walking down Rashid Minhas Road",
    "Ayesha read her English story out loud to Ammi",
    "new speed breaker outside the mosque, nobody saw it coming",
    "the kulfi wala came around at eleven at night",
    "PSL match on the small TV in the pharmacy, customers stayed to watch",
    "the roof tank overflowed during my shift at the shop",
    "picked up a packet of jalebi for Abbu while driving back",
    "Kamran's phone rang with the same ringtone all day",
    "drizzle for five minutes and the roads turned into rivers",
    "a crow stole a samosa right out of Hamza's hand",
    "the florist near Disco Bakery had jasmine garlands",
    "dozed on the sofa with my shoes still on",
    "the lift in Rabia's old building was out again, she said",
    "the masjid committee repainted the boundary wall white",
    "gentle evening on the balcony, Ammi shelled peas",
    "somebody parked a motorbike right across our gate",
    "cricket on the street till Isha, the tennis ball lost in a drain",
    "a customer brought us mangoes from his farm in Mirpurkhas",
    "the pharmacy's ceiling fan wobbles like it will fall",
    "Ayesha made a paper boat and floated it in the puddle",
    "the electrician in Block 13 fixed the switchboard in ten minutes",
    "barbecue smoke from the roof next door all evening",
    "hot wind all afternoon, the street completely empty",
    "Hamza asked why the sea is salty, had no good answer",
    "wrote the week's expiry list on a flattened carton",
    "Sana's school had a surprise holiday for rain",
    "the cable went off during the news bulletin",
    "Abbu dozed off at the counter with his reading glasses on",
    "boys flying patangs from every rooftop",
    "the milkman's bicycle bell is louder than a horn",
    "the beggar at the signal knows me by name now",
    "a wasp nest under the pharmacy's awning, sprayed it",
    "Sunday breakfast of halwa puri, everyone went back to sleep",
    "the neighbour's son passed his matric, they sent sweets",
    "loud thunder around 2am, Hamza came to our bed",
    "my glasses broke, taped them for now",
    "my phone slid off the counter, screen cracked",
    "fresh coconut water from the cart at Sea View",
    "the muharram procession route closed our road till evening",
    "Ammi knitted a sweater for Hamza, too big, he loves it",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("groceries-last-month", "2026-07-06T10:00", "how much did I spend on groceries last month?", [
        ("2026-05-30T20:00", "monthly ration from Imtiaz, Rs. 14,200, bas for May"),
        ("2026-06-04T22:30", "*grocery at Imtiaz Super Market after closing the pharmacy, Rs. 6,350"),
        ("2026-06-12T10:00", "*sabzi and fruit from the Sunday bazaar, Rs 1,840"),
        ("2026-06-16T21:00", "Kamran's wife did her month's grocery at Naheed, 18k she told Sana"),
        ("2026-06-21T19:00", "*atta, ghee, daal and sugar from the kiryana store, PKR 4,780"),
        ("2026-06-27T09:00", "*doodh, anday and bread from the general store near the mosque, 920 rupees"),
        ("2026-07-03T20:00", "ration again from Imtiaz, Rs. 5,600, prices are crazy yaar"),
    ], 13890),
    ("careem-rickshaw-last-week", "2026-08-24T11:00", "how much did I spend on Careem and rickshaws last week?", [
        ("2026-08-14T23:50", "Careem home from the pharmacy at midnight, Rs 640"),
        ("2026-08-17T09:00", "*rickshaw to the wholesale market in Jodia Bazaar, Rs. 450"),
        ("2026-08-19T07:00", "Sana took a Careem to her school in the downpour, 380"),
        ("2026-08-20T08:00", "*bike was with the mechanic so Careem both ways, PKR 1,120"),
        ("2026-08-21T10:00", "Careem sent a voucher, twenty percent off the next ride"),
        ("2026-08-22T13:00", "*rickshaw back from Liaquat National with Ammi, 350"),
        ("2026-08-24T08:00", "Careem Go this morning, Rs. 510"),
    ], 1920),
    ("umrah-riyals", "2026-11-25T10:00", "how much did we spend in riyals on the Umrah trip?", [
        ("2026-09-20T12:00", "paid for the Umrah package for me, Sana and Ammi, 9.6 lakh all in"),
        ("2026-11-06T18:00", "changed PKR 200,000 into riyals at the exchange on Tariq Road"),
        ("2026-11-08T03:00", "*landed in Jeddah, local SIMs for me, Sana and Ammi, SAR 135"),
        ("2026-11-09T10:00", "*hired a wheelchair for Ammi's tawaf, 150 riyals"),
        ("2026-11-10T15:00", "the hotel in Makkah wanted SAR 400 to upgrade the room, told them no"),
        ("2026-11-12T19:00", "*Ajwa dates and zamzam bottles to bring home, SAR 320"),
        ("2026-11-13T22:00", "Sana's cousin in Jeddah took us out to dinner, she would not let us pay"),
        ("2026-11-14T08:00", "*bus from Makkah to Madinah, three seats, 270 riyals"),
    ], 875),
    ("committee-so-far", "2026-10-30T10:00", "how much have I paid into the committee so far?", [
        ("2026-02-05T21:00", "*joined Uncle Rasheed's committee, ten members, first installment Rs 10,000"),
        ("2026-03-05T21:00", "*committee money for March, 10k, handed to Uncle Rasheed"),
        ("2026-05-06T21:00", "Kamran got the committee this month, 1 lakh in one go, lucky"),
        ("2026-06-07T21:00", "*the April and May committee together, sent 20,000 on Easypaisa"),
        ("2026-08-06T21:00", "*committee for June to August, PKR 30,000"),
        ("2026-10-01T21:00", "my turn to get the committee comes in January, inshallah"),
    ], 70000),
    ("k-electric-year", "2026-09-15T10:00", "how much have I paid K-Electric this year?", [
        ("2025-12-10T12:00", "K-Electric bill for November paid, Rs. 11,400"),
        ("2026-02-08T12:00", "*paid the K-Electric bill, Rs 7,850"),
        ("2026-04-09T12:00", "*KE bill through the bank app, PKR 9,300"),
        ("2026-05-15T12:00", "the pharmacy's K-Electric bill is 48k this month, Abbu paid it from the till"),
        ("2026-06-10T12:00", "*K-Electric, 21,600 rupees, the AC season bill is here"),
        ("2026-08-09T12:00", "*electricity bill for July paid at the bank, Rs. 24,150"),
        ("2026-09-01T12:00", "K-Electric says a fuel adjustment charge will come on top next month"),
    ], 62900),
    ("kids-school-august", "2026-09-08T10:00", "how much did I spend on the kids' school things in August?", [
        ("2026-07-28T12:00", "paid admission for both kids, Rs. 25,000"),
        ("2026-08-03T12:00", "*uniforms for Ayesha and Hamza from the school's own shop, Rs 6,400"),
        ("2026-08-08T12:00", "*course books and copies for both kids from Urdu Bazaar, PKR 7,250"),
        ("2026-08-14T12:00", "Kamran spent 15k on his son's books, he kept complaining"),
        ("2026-08-20T12:00", "*new school bags and water bottles for the children, 3,180 rupees"),
        ("2026-08-27T12:00", "the van uncle wants Rs 6,000 a month for both kids from September"),
    ], 16830),
    ("eating-out-last-week", "2026-09-21T12:00", "how much did we spend eating out last week?", [
        ("2026-09-11T21:00", "Student Biryani takeaway for the whole family, Rs. 1,450"),
        ("2026-09-14T23:30", "*nihari at Burns Road with Kamran after we shut the shop, my share Rs 900"),
        ("2026-09-16T21:00", "*BBQ at Boat Basin with Sana and the kids, PKR 3,350"),
        ("2026-09-17T14:00", "Sana's colleagues had lunch at Kolachi, she skipped it"),
        ("2026-09-18T17:00", "*chai and paratha at the dhaba near the shop, 780"),
        ("2026-09-19T20:00", "daal chawal at home tonight, nobody complained"),
        ("2026-09-21T11:00", "Sunday brunch at a Chinese place in Tariq Road, Rs. 4,200"),
    ], 5030),
    ("sent-sister-year", "2026-10-10T10:00", "how much have I sent my sister this year?", [
        ("2025-12-28T12:00", "sent Rabia 10k for the newborn's clothes"),
        ("2026-02-02T12:00", "*my sister Rabia needed money for her son's fees, sent 15,000 on JazzCash"),
        ("2026-04-12T12:00", "Ammi sent Rabia 5,000 from her pension"),
        ("2026-06-18T12:00", "*sent 3,000 on Easypaisa to Rabia for Eid"),
        ("2026-08-22T12:00", "*Rabia's rent was short, transferred PKR 12,000 into her account"),
        ("2026-09-30T12:00", "Rabia says thank you, the fees are all cleared"),
    ], 30000),
    ("tenant-rent-year", "2026-07-15T10:00", "how much rent has the tenant upstairs paid us this year?", [
        ("2025-12-05T12:00", "upper portion tenant paid the December rent, Rs. 35,000"),
        ("2026-01-05T12:00", "*tenant upstairs paid rent for January to March in advance, 1.05 lakh"),
        ("2026-04-04T12:00", "*got the April rent from the upper portion, Rs 35,000"),
        ("2026-04-10T12:00", "paid the shop's own rent to Haji sahab, Rs. 60,000"),
        ("2026-06-06T12:00", "*rent came in from upstairs for May and June, PKR 70,000"),
        ("2026-06-25T12:00", "the tenant says July's rent will be late, his salary is delayed"),
    ], 210000),
    ("brother-in-law-owes", "2026-10-25T10:00", "how much does my brother-in-law still owe me?", [
        ("2026-03-14T12:00", "*my brother-in-law Imran borrowed 1.5 lakh for his shop's deposit, will return it in parts"),
        ("2026-05-02T12:00", "Kamran asked for 10k till the first, handed it over"),
        ("2026-06-20T12:00", "*Imran returned 50,000, alhamdulillah"),
        ("2026-08-15T12:00", "Imran says his partner owes him 2 lakh, not my headache"),
        ("2026-09-28T12:00", "*Imran sent another 30k on JazzCash, the rest by December he says"),
    ], 70000),
    ("hamza-fee-now", "2026-09-20T10:00", "how much is Hamza's school fee now?", [
        ("2026-01-10T12:00", "paid Hamza's monthly fee, Rs. 8,500"),
        ("2026-03-15T12:00", "Kamran's daughter's school charges 15k a month"),
        ("2026-07-25T12:00", "*school sent a notice, Hamza's fee goes up to Rs 9,800 a month from August"),
        ("2026-08-30T12:00", "Ayesha's fee stays at Rs. 10,200 a month"),
        ("2026-09-05T12:00", "asked the principal about a sibling discount, no luck"),
    ], 9800),
    ("tanker-gallons-may", "2026-06-05T10:00", "how many gallons of water did we buy from tankers in May?", [
        ("2026-04-28T12:00", "ordered a tanker, 1,000 gallons, Rs 3,500"),
        ("2026-05-04T12:00", "*no line water again, called a 2,000 gallon tanker, Rs. 6,800"),
        ("2026-05-13T12:00", "the neighbours got a 3,000 gallon tanker, they share it with the next house"),
        ("2026-05-19T12:00", "*1,000 gallons from the hydrant tanker, PKR 3,800"),
        ("2026-05-27T12:00", "*another tanker, 2,000 gallons, the underground tank was dry"),
        ("2026-05-30T12:00", "water board says line water will come on Thursday"),
    ], 5000),
    ("load-shedding-hours", "2026-06-15T10:00", "how many hours of load-shedding did we have last week?", [
        ("2026-06-05T15:00", "load-shedding lasted 2 hours this afternoon"),
        ("2026-06-08T14:00", "*K-Electric load-shedding 3 hours straight, the UPS died"),
        ("2026-06-10T23:00", "*night load-shedding, 2 hours, the kids could not sleep"),
        ("2026-06-11T16:00", "Kamran says his area had load-shedding for 8 hours, unbelievable"),
        ("2026-06-13T13:00", "*load-shedding once more, 1.5 hours, the home fridge is sweating"),
        ("2026-06-14T18:00", "K-Electric announced longer load-shedding for high-loss feeders"),
    ], 6.5),
    ("drug-inspector-visits", "2026-11-01T10:00", "how many times did the drug inspector come to the pharmacy this year?", [
        ("2025-11-20T12:00", "drug inspector came for a surprise check, all fine"),
        ("2026-02-12T12:00", "*drug inspector visited, checked our fridge's temperature register"),
        ("2026-05-07T12:00", "*inspection by the drug inspector, he asked for the narcotics register"),
        ("2026-06-18T12:00", "the drug inspector sealed a medical store in Block 10"),
        ("2026-08-25T12:00", "*DI came again, happy with the new shelving"),
        ("2026-10-10T12:00", "heard the inspectors will do rounds again next month"),
    ], 3),
    ("cricket-won-march", "2026-04-05T10:00", "how many cricket matches did we win in March?", [
        ("2026-02-28T23:00", "won the Saturday night cricket match by four wickets"),
        ("2026-03-07T23:00", "*beat the Block 13 boys by 20 runs, I took two wickets"),
        ("2026-03-14T23:00", "lost the match to the Jauhar team, their bowler was too quick"),
        ("2026-03-21T23:00", "*jeet gaye! chased 90 in the last over under the floodlights"),
        ("2026-03-22T12:00", "Hamza's school team won their cricket match"),
        ("2026-03-28T23:00", "*won the night match against Gulistan-e-Jauhar, Kamran hit the winning six"),
    ], 3),
    ("ammi-doctor-count", "2026-10-15T10:00", "how many times did I take Ammi to the doctor this year?", [
        ("2025-12-15T12:00", "took Ammi to Dr. Hashmi for her knees"),
        ("2026-01-20T12:00", "*took Ammi for her sugar checkup at Dr. Hashmi's clinic"),
        ("2026-03-28T12:00", "Abbu drove Ammi to her eye specialist while I minded the shop"),
        ("2026-05-16T12:00", "*Ammi's knee pain again, drove her to the orthopedic at Liaquat National"),
        ("2026-07-22T12:00", "Ammi would like a doctor's appointment next week about her BP"),
        ("2026-08-30T12:00", "*went with Ammi for her follow-up at Dr. Hashmi's, sugar is better"),
    ], 3),
    ("panadol-out-july", "2026-08-05T10:00", "how many times did we run out of Panadol in July?", [
        ("2026-06-26T12:00", "Panadol short in the market again, no stock anywhere"),
        ("2026-07-04T12:00", "*out of Panadol by noon, the distributor has nothing"),
        ("2026-07-11T20:00", "*Panadol finished again, turned customers away all evening"),
        ("2026-07-15T12:00", "the pharmacy at Gulshan Chowrangi had Panadol, they are hoarding it"),
        ("2026-07-23T12:00", "*no Panadol on our shelves for two days now"),
        ("2026-07-30T12:00", "got 20 cartons of Panadol from Waqas, finally"),
    ], 3),
    ("gym-september", "2026-10-02T10:00", "how many times did I go to the gym in September?", [
        ("2026-08-29T06:00", "gym after Fajr, legs day"),
        ("2026-09-03T07:00", "*gym in the morning before opening the pharmacy"),
        ("2026-09-09T07:00", "*dumbbells and bench press at the gym, my back is sore"),
        ("2026-09-12T12:00", "Kamran joined a gym in Bahadurabad, showed me his fee slip"),
        ("2026-09-18T07:00", "skipped the gym, load-shedding all night and no sleep"),
        ("2026-09-24T07:00", "*treadmill and weights, 45 minutes at the gym"),
        ("2026-09-28T12:00", "my gym card expires next month, must renew"),
    ], 3),
    ("madinah-stay", "2026-11-25T10:00", "how many days were we in Madinah?", [
        ("2026-11-14T19:00", "*reached Madinah by bus in the evening, the hotel is right beside Masjid-e-Nabawi"),
        ("2026-11-16T12:00", "Ammi prayed in Riaz-ul-Jannah, she wept"),
        ("2026-11-17T12:00", "Sana's friend from school is also in Madinah this week"),
        ("2026-11-19T22:00", "*left Madinah for the airport, back to Karachi tonight"),
    ], 5),
    ("strikes-year", "2026-09-30T10:00", "how many shutter-down strikes closed the market this year?", [
        ("2025-10-15T12:00", "traders called a shutter-down strike, pharmacy shut all day"),
        ("2026-01-25T12:00", "*shutter-down strike against the new tax, kept the pharmacy closed"),
        ("2026-04-07T12:00", "*market closed for the traders' strike, only emergency medicines from the back door"),
        ("2026-06-02T12:00", "Lahore traders on strike over the budget, ours stayed open"),
        ("2026-07-14T12:00", "*another strike, shutters down in the whole of Gulshan till evening"),
        ("2026-09-10T12:00", "the traders' association may call a strike next week"),
    ], 3),
]

OTHERS = [
    ("feel-pharmacy-abbu", "2026-11-30T10:00", "how have I felt about running the pharmacy with Abbu this year?", [
        ("2026-01-15T22:00", "*frustrated, Abbu still won't let me computerise the stock, he wants his registers"),
        ("2026-04-10T22:00", "*proud today, Abbu told a customer his son runs the pharmacy better than he did"),
        ("2026-06-10T22:00", "Kamran feels the pharmacy is too small for three of us, he says so often"),
        ("2026-09-02T22:00", "*exhausted by the twelve-hour days at the counter, no time left for the kids"),
        ("2026-10-10T22:00", "new glass counter installed at the shop"),
    ], None),
    ("sana-school-feel", "2026-10-15T10:00", "how does Sana feel about teaching at the new school?", [
        ("2026-03-10T21:00", "*Sana is nervous about joining the new school, the classes are much bigger"),
        ("2026-04-20T21:00", "Sana's sister teaches at a Beaconhouse campus"),
        ("2026-06-14T21:00", "*Sana came home smiling, her class 5 students made her a card"),
        ("2026-08-30T21:00", "Ammi thinks teaching is too tiring for a mother"),
        ("2026-09-25T21:00", "*Sana is sick of the new principal's paperwork at school"),
    ], None),
    ("second-branch-decision", "2026-08-25T10:00", "what did we decide about the second branch?", [
        ("2026-06-12T22:00", "Kamran is keen on a second branch of the pharmacy in Gulistan-e-Jauhar"),
        ("2026-07-02T22:00", "Abbu says a second shop means no one watches the first"),
        ("2026-07-20T22:00", "*signed the Jauhar shop's lease for our second branch, Kamran will run it"),
        ("2026-08-05T22:00", "a friend's pharmacy branch in Nazimabad shut down after a year"),
    ], None),
    ("car-decision", "2026-06-30T10:00", "what did I decide about the car?", [
        ("2026-04-02T22:00", "the Mehran's AC is dead again, mechanic wants 25k"),
        ("2026-05-05T22:00", "Sana wants a bigger car for the kids"),
        ("2026-05-28T22:00", "*sold the Mehran to a man from Malir, booked a Suzuki Cultus instead"),
        ("2026-06-15T22:00", "Kamran bought a used Corolla"),
    ], None),
    ("who-waqas", "2026-09-10T10:00", "who is Waqas?", [
        ("2026-01-12T12:00", "*Waqas, the rep from the distributor, brought the revised antibiotic price list"),
        ("2026-04-03T12:00", "*Waqas arranged Panadol stock when no one else could, good guy"),
        ("2026-06-01T22:00", "Waqar Younis highlights on TV with Abbu"),
        ("2026-08-20T12:00", "*Waqas's wedding is in November, he invited the whole pharmacy"),
        ("2026-08-25T12:00", "new delivery boy started, named Bilal"),
    ], None),
    ("accounts-who", "2026-10-20T10:00", "who does the pharmacy's accounts?", [
        ("2026-03-03T12:00", "*Mr. Qureshi, our accountant, filed the pharmacy's tax return on time"),
        ("2026-05-08T12:00", "Kamran's friend is a chartered accountant in Clifton"),
        ("2026-07-18T12:00", "*Qureshi sahab wants all the sales invoices by the tenth of every month"),
        ("2026-09-01T12:00", "the landlord's son collects the shop rent now"),
    ], None),
    ("sister-news", "2026-09-25T10:00", "what's new with my sister?", [
        ("2026-03-10T12:00", "*my sister Rabia got a job at a bank in Lahore, her first since her marriage"),
        ("2026-06-05T12:00", "*Rabia's son passed his O levels with good grades"),
        ("2026-07-14T12:00", "Sana's sister is expecting her second baby"),
        ("2026-09-02T12:00", "*Rabia is moving to Islamabad, her husband got transferred"),
        ("2026-09-18T12:00", "the street lights on our road were fixed"),
    ], None),
    ("umrah-left", "2026-11-03T10:00", "what's left to do before the Umrah?", [
        ("2026-09-20T12:00", "booked the Umrah package for Ammi, Sana and me"),
        ("2026-10-15T12:00", "*still have to get Ammi's meningitis vaccine for the Umrah"),
        ("2026-10-22T12:00", "passports came back with the visas, done"),
        ("2026-10-28T12:00", "*need to buy my ihram before we fly"),
        ("2026-11-01T12:00", "*must hand over the pharmacy keys and the narcotics register to Kamran before the Umrah"),
        ("2026-11-02T12:00", "Kamran's in-laws went for Umrah last year, it was very hot"),
    ], None),
    ("waiting-on", "2026-10-20T10:00", "what am I still waiting for?", [
        ("2026-08-10T12:00", "*applied for the drug sale licence renewal, the DRAP office has said nothing yet"),
        ("2026-08-25T12:00", "the new counter glass came, fitted yesterday"),
        ("2026-09-05T12:00", "*the tenant upstairs said he'd fix the seepage in our ceiling, still waiting"),
        ("2026-09-22T12:00", "*Waqas hasn't delivered the insulin order, three weeks now"),
        ("2026-10-12T12:00", "got the sui gas connection fixed"),
    ], None),
    ("next-vaccination", "2026-10-28T10:00", "when is Hamza's next vaccination?", [
        ("2026-08-10T12:00", "Hamza got his typhoid shot at the clinic"),
        ("2026-10-20T12:00", "*Hamza's next vaccination is on Thursday 12 November at 5pm at the children's clinic in Block 7"),
        ("2026-10-24T12:00", "Ayesha's class trip is on Saturday"),
        ("2026-10-26T12:00", "polio team came door to door today"),
    ], None),
    ("gas-bill-last", "2026-09-28T10:00", "when did I last pay the gas bill?", [
        ("2026-07-05T12:00", "paid the Sui Gas bill at the bank, Rs. 2,100"),
        ("2026-08-06T12:00", "*paid SSGC on the banking app, Rs 1,850"),
        ("2026-08-20T12:00", "paid the water board bill"),
        ("2026-09-22T12:00", "the gas bill arrived, payable by the 3rd"),
    ], None),
    ("makkah-list", "2026-11-25T10:00", "what did we do in Makkah?", [
        ("2026-11-01T12:00", "packing for Umrah, Ammi insists on carrying her own prayer mat"),
        ("2026-11-08T23:00", "*did our Umrah the first night, Ammi did tawaf in the wheelchair"),
        ("2026-11-10T23:00", "*climbed Jabal al-Nour with Sana, could not reach the cave, too crowded"),
        ("2026-11-11T23:00", "*Fajr at the Haram, then breakfast at the Clock Tower food court"),
        ("2026-11-20T12:00", "Kamran's friends are going to Turkey next month"),
    ], None),
    ("seminar-met", "2026-04-20T10:00", "who did I meet at the pharmacists' seminar?", [
        ("2026-04-02T12:00", "the pharmacists' association seminar is at the Pearl Continental on Saturday"),
        ("2026-04-04T14:00", "*at the seminar met Dr. Faisal, teaches pharmacology at Dow, sharp man"),
        ("2026-04-04T16:00", "*bumped into my old classmate Nadia from pharmacy college, she runs a hospital pharmacy now"),
        ("2026-04-04T17:00", "*a young man named Usman from a startup pitched their stock software to me"),
        ("2026-04-10T12:00", "Kamran met the area's MPA at a wedding"),
    ], None),
    ("doctor-bp", "2026-08-20T10:00", "what did the doctor tell me about my blood pressure?", [
        ("2026-06-01T12:00", "BP 150 over 95 on the shop's machine, not good"),
        ("2026-06-10T12:00", "*Dr. Hashmi says my BP is high, less salt and a daily walk"),
        ("2026-06-25T12:00", "Sana says stop eating nihari"),
        ("2026-07-15T12:00", "*the doctor wants me to cut down on chai and start the tablet at night"),
        ("2026-07-20T12:00", "bought a BP machine for home"),
    ], None),
    ("promise-ayesha", "2026-11-25T10:00", "what did I promise Ayesha?", [
        ("2026-04-05T12:00", "*promised Ayesha a bicycle if she comes first in her class"),
        ("2026-06-10T12:00", "Sana promised her mother she'd visit in the summer"),
        ("2026-09-01T12:00", "*told Ayesha I'd take her to Sea View every Sunday in winter"),
        ("2026-10-08T12:00", "Ayesha wants a phone, I promised nothing"),
        ("2026-11-05T12:00", "*swore to Ayesha I'd bring her a prayer mat from Madinah"),
    ], None),
    ("mechanic-rec", "2026-07-30T10:00", "which mechanic did Kamran recommend?", [
        ("2026-07-01T12:00", "the bike's chain makes a noise, needs a fix"),
        ("2026-07-06T12:00", "*Kamran swears by Ustad Jamil, a mechanic near Nipa Chowrangi, honest rates"),
        ("2026-07-15T12:00", "Waqas's mechanic is in Saddar, too far"),
        ("2026-07-20T12:00", "Sana says the car's AC guy in Block 5 is always late"),
    ], None),
    ("why-shakeel-quit", "2026-06-20T10:00", "why did Shakeel quit?", [
        ("2026-04-28T12:00", "Shakeel came late three days this week"),
        ("2026-05-15T12:00", "*Shakeel quit the pharmacy, he got a job at a hospital store in Dubai so he can send money home"),
        ("2026-05-25T12:00", "the other salesman Arif left last year for a mobile shop"),
        ("2026-06-01T12:00", "need to find someone for Shakeel's counter"),
    ], None),
    ("licence-where", "2026-10-05T10:00", "where did I keep the pharmacy's drug licence?", [
        ("2026-04-20T12:00", "got the renewed drug licence from the DRAP office"),
        ("2026-04-24T12:00", "*put the drug licence in the steel almirah in the back room, top shelf"),
        ("2026-06-15T12:00", "Abbu keeps his old licence copies in a plastic folder at home"),
        ("2026-09-10T12:00", "where is the pharmacy's stamp, can't find it"),
    ], None),
    ("inspector-fridge-nothing", "2026-09-01T10:00", "what did the drug inspector say about the fridge?", [
        ("2026-07-22T12:00", "the vaccine fridge is making a noise"),
        ("2026-08-05T12:00", "the drug inspector in Kamran's area fines everyone"),
        ("2026-08-20T12:00", "must call the fridge repairman"),
    ], None),
    ("science-fair-nothing", "2026-11-10T10:00", "when is Ayesha's science fair?", [
        ("2026-09-12T12:00", "Ayesha started Quran classes on weekends"),
        ("2026-10-15T12:00", "Ayesha's sports day falls on 20 November"),
        ("2026-10-28T12:00", "Kamran's daughter's science project won a prize"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qH", NUMBERS, OTHERS, seed=3030, read_numbers=10, read_others=10), TZ, FILLER, seed=30, sizes=(12, 35))
