"""Writes qa-fresh-31.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a Filipino ICU staff nurse in Riyadh (Asia/Riyadh), Maricel "Cel" Villanueva, on a two-year contract at a hospital
there, living in the hospital's ladies' accommodation with her roommate Joy; her colleagues are Anjali (from Kerala) and
Precious (a batchmate from Cebu), her charge nurse is Hessa, Mr. Faisal in HR handles the iqamas; her husband Ronnie and their
children Kyle and Ella are in Cebu with her mother (Mama), her sister Tess is in Canada. Riyadh OFW English with Cebuano and
Tagalog ("kabayan", "padala", "pasalubong", "balikbayan box", "daw", "salamat", "barkada", "duty", "ND" for a night duty,
"endorse", "iqama", "exit re-entry", "baqala", "limo" for a taxi, "haboob"), money in Saudi riyals written every way Riyadh
writes them ("SAR 186.50", "143 SAR", "SR 97", "34 riyals", a bare "31") and, on her vacation in Cebu, in Philippine pesos
("₱6,500", "PHP 4,280", "7,500 pesos").
Number questions (20): sums per currency over ranges (groceries last month, taxis last week, money sent home to Mama this
year, eating out last week, pesos on the vacation, the dentist this year, the phone bill this year), money in (overtime pay
this year), what "my roommate" still owes (the notes tie "my roommate Joy"), the basic salary now (the latest figure), hours of
overtime in September, kilos sent home by cargo this year, counts (code blues on duty in August, trips to Batha, sandstorms in
April, calling in sick, Zumba classes in March, the flat's AC breaking down, night duties in October), days home in Cebu (a
stay).
Other questions (20): feelings over time (her own about working nights; Ronnie's about another contract, asked by name),
decisions told without "decide" (the contract, by a signature; a caregiver visa to Canada, by a withdrawal), a person by name
and by role (who is Hessa; who handles the iqamas), news of "my sister", what is left before the vacation, waiting, when next
(a BLS renewal), when last (a balikbayan box), what we did in AlUla (only the booking names the place), people met at the
embassy's Independence Day, a doctor's advice, a promise to Ella, a recommendation, why Precious resigned, where an OEC was
kept, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, act or relation, prices quoted,
plans, money coming in beside going out, other ranges and currencies), then neutral filler written for this set: 12-35 notes a
case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qI001-qI020, may be
read while tuning), the rest to the held half (qI021-qI040: totals only).

Run: python3 author_qa_fresh_31.py > qa-fresh-31.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Asia/Riyadh"

FILLER = [
    "the adhan from the masjid beside the accommodation woke me at dawn",
    "47 degrees at noon, the steering wheel of the hospital bus was burning",
    "Joy found a lizard in our bathroom, screamed the whole floor awake",
    "the ladies' accommodation lift was under maintenance all day",
    "karaoke night in the flat across, Joy sang My Way twice",
    "the date palms along the service road are heavy with fruit",
    "K-drama on the laptop until midnight",
    "Ella sent a voice message singing the Lupang Hinirang",
    "the canteen served mandi with chicken, the rice was perfect",
    "Kyle lost a front tooth and showed it on video",
    "a patient's son brought a tray of kunafa for the nurses' station",
    "cooked adobo for the whole floor, nothing left by nine",
    "wind rattled the window all night long",
    "prayed the rosary with Precious before sleeping",
    "Anjali showed me proper masala chai, lots of ginger",
    "the new Saudi nurses on orientation asked lots of good questions",
    "slept fourteen hours straight after my last night",
    "the compound's swimming pool reopened for ladies' hours",
    "kittens under the hospital bus shelter, the guard feeds them",
    "Mama's mango tree is flowering, she sent a video",
    "the ICU monitors kept alarming for nothing during rounds",
    "ironed my white uniforms for the whole week",
    "the mall was packed for the Riyadh Season fireworks",
    "Ronnie fixed the gate at home and sent a photo",
    "a camel truck passed the bus on the highway, Joy took a video",
    "my reading glasses are getting too weak, must have my eyes checked",
    "the water heater in our flat takes forever",
    "Sunday rounds with the consultant took three hours",
    "Ella sketched me in my scrubs with crayons",
    "the cleaners shampooed the corridor carpet, smells of lemon",
    "prayed at the Sunday fellowship in the compound hall",
    "found a Filipino bakery in Olaya that sells ensaymada",
    "the hospital cafeteria started selling iced Spanish latte",
    "quiet weekend, washed clothes and watched teleserye replays",
    "Kyle asked when I am coming home, I had no answer",
    "drank too much gahwa at the unit meeting, couldn't sleep",
    "the night sky over the desert road was full of stars",
    "a rooster somewhere near the accommodation crows at 3am",
    "Joy burnt the rice again, the smoke alarm went off",
    "renewed my phone's data package online",
    "the family of bed 7 thanked us with Patchi chocolates",
    "fog on the highway this morning, rare for Riyadh",
    "Mama's dog Bantay chased the neighbour's chickens",
    "wrote my care plans on the bus to save time",
    "the pharmacy in the hospital ran an expired drugs audit",
    "the power blinked twice in the ward but the generator held",
    "my white shoes finally gave out, the sole split",
    "Anjali brought home-made payasam for my birthday",
    "a hoopoe landed on our balcony railing",
    "the Filipino store restocked Skyflakes and Boy Bawang",
    "rain in Riyadh, everyone came out to watch it",
    "Ronnie's cousin got married in Bohol, watched the livestream",
    "the night supervisor did a surprise round at 4am",
    "long bath and a face mask, rest day bliss",
    "learned a few Arabic words from the patient's grandson",
    "Ella's teacher messaged that she reads well now",
    "the hospital hung new banners for National Day",
    "my feet are swollen after twelve hours standing",
    "the bus driver played Tagalog love songs all the way",
    "a new ECMO machine arrived in the unit",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("groceries-last-month", "2026-03-05T10:00", "how much did I spend on groceries last month?", [
        ("2026-01-29T20:00", "Panda haul for our flat, SR 212, stocked up before payday"),
        ("2026-02-03T18:00", "*groceries at Lulu Hypermarket, rest day, SAR 186.50"),
        ("2026-02-11T09:00", "*baqala downstairs for eggs, milk and pandesal, 34 riyals"),
        ("2026-02-14T19:00", "Joy did her own grocery at Danube, 240 riyals daw"),
        ("2026-02-19T20:00", "*Tamimi Markets for rice, sardines and Lucky Me noodles, SR 97"),
        ("2026-02-26T21:00", "*grocery at Panda after duty, 143 SAR"),
        ("2026-03-02T19:00", "Lulu again for the week's food, SAR 158"),
    ], 460.5),
    ("taxis-last-week", "2026-04-15T10:00", "how much did I spend on taxis last week?", [
        ("2026-04-03T11:00", "Uber to Batha for the Friday market, SAR 38"),
        ("2026-04-07T06:00", "*missed the hospital bus, Careem to work, 27 riyals"),
        ("2026-04-09T22:00", "*limo from Riyadh Park back to the accommodation, SR 45"),
        ("2026-04-09T23:00", "Precious took an Uber to the embassy, 31 riyals"),
        ("2026-04-10T15:00", "*Jeeny ride to Kingdom Centre with Joy, my half SAR 22"),
        ("2026-04-14T16:00", "Uber to the dental clinic, SAR 35"),
    ], 94),
    ("sent-mama-year", "2026-09-20T10:00", "how much have I sent home to Mama this year?", [
        ("2025-12-20T12:00", "Noche Buena money to Mama, SAR 1,000"),
        ("2026-01-28T12:00", "*payday, padala to Mama thru Al Rajhi, SAR 1,500"),
        ("2026-03-10T12:00", "Ronnie handed Mama 5,000 pesos, her meds money"),
        ("2026-05-27T12:00", "*remitted 1,200 riyals to Mama via Enjaz, roof money"),
        ("2026-08-27T12:00", "*sent SR 800 home to Mama"),
        ("2026-09-15T12:00", "Mama says the new roof is finished, salamat daw"),
    ], 3500),
    ("eating-out-last-week", "2026-06-17T10:00", "how much did I spend eating out last week?", [
        ("2026-06-05T08:00", "Al Baik after the night duty, SR 24"),
        ("2026-06-09T21:00", "*kabsa at Najd Village with the ICU girls, my share SAR 65"),
        ("2026-06-10T20:00", "*Jollibee in Batha, a Chickenjoy bucket, 58 riyals"),
        ("2026-06-11T19:00", "cooked sinigang in the flat, enough for three days"),
        ("2026-06-12T16:00", "*shawarma and karak tea at the stall by the hospital gate, SR 14"),
        ("2026-06-16T08:00", "Al Baik again after duty, SAR 27"),
    ], 137),
    ("cebu-pesos", "2026-08-20T10:00", "how much did we spend in pesos on my vacation in Cebu?", [
        ("2026-06-20T12:00", "bought my Riyadh to Cebu ticket via Manila, SAR 2,350"),
        ("2026-07-10T20:00", "*landed in Mactan, ordered lechon for the welcome party, ₱6,500"),
        ("2026-07-14T15:00", "*school shoes for Kyle and Ella at SM Seaside, PHP 4,280"),
        ("2026-07-19T18:00", "*island hopping in Moalboal, all of us, 7,500 pesos"),
        ("2026-07-22T22:00", "Ronnie's barkada spent 3k on the videoke rental"),
        ("2026-07-27T12:00", "*pasalubong for the ward, otap and dried mangoes from Shamrock, ₱1,950"),
        ("2026-08-02T09:00", "back in Riyadh, Uber from King Khalid airport, SAR 60"),
    ], 20230),
    ("dentist-year", "2026-10-10T10:00", "how much did I spend at the dentist this year?", [
        ("2025-11-20T12:00", "dental cleaning before my vacation, SR 200"),
        ("2026-02-22T12:00", "*cleaning at the dental clinic in Al Malaz, SR 250"),
        ("2026-05-09T12:00", "Anjali's root canal cost her 1,800 riyals"),
        ("2026-05-30T12:00", "*filling on my lower molar, 400 riyals"),
        ("2026-07-04T12:00", "the dentist quoted SAR 3,000 for clear aligners, no way"),
        ("2026-09-12T12:00", "*x-ray and a check-up at the dentist, 120 SAR"),
    ], 770),
    ("stc-year", "2026-09-01T10:00", "how much have I paid STC this year?", [
        ("2025-12-15T12:00", "STC bill for December, SR 115"),
        ("2026-02-15T12:00", "*paid the STC postpaid bill, SAR 115"),
        ("2026-05-15T12:00", "*STC bill 138 riyals, too many calls home"),
        ("2026-06-01T12:00", "STC is offering a 5G plan for SR 199, not taking it"),
        ("2026-08-15T12:00", "*paid STC through the app, 115 SAR"),
    ], 368),
    ("overtime-pay-year", "2026-10-10T10:00", "how much overtime pay have I received this year?", [
        ("2025-12-28T12:00", "overtime pay for December came in, SR 600"),
        ("2026-02-28T12:00", "*extra duty pay came with the salary, SAR 750"),
        ("2026-05-31T12:00", "*got 1,100 riyals for the extra shifts I covered in May"),
        ("2026-07-15T12:00", "Joy got SR 1,300 for her extra duties, she did more"),
        ("2026-09-30T12:00", "*payslip shows SAR 480 for overtime"),
        ("2026-10-05T12:00", "HR says overtime for the Eid weeks will be paid next month"),
    ], 2330),
    ("roommate-owes", "2026-11-10T10:00", "how much does my roommate still owe me?", [
        ("2026-08-05T12:00", "*my roommate Joy borrowed SAR 900 for her sister's hospital bill"),
        ("2026-08-20T12:00", "lent Precious 100 riyals till payday"),
        ("2026-09-28T12:00", "*Joy paid back 400 riyals"),
        ("2026-10-15T12:00", "Joy says her sister got discharged"),
        ("2026-10-29T12:00", "*Joy gave me another SR 200, the rest next payday"),
    ], 300),
    ("salary-now", "2026-07-01T10:00", "how much is my basic salary now?", [
        ("2026-01-05T12:00", "basic salary SAR 6,800 plus housing, unchanged from 2025"),
        ("2026-03-10T12:00", "Anjali's salary is 9k since she's a specialist nurse"),
        ("2026-04-02T12:00", "*got my increment letter, basic goes up to SR 7,250 from April"),
        ("2026-06-10T12:00", "the nursing supervisor post pays 11,000 riyals, not applying"),
    ], 7250),
    ("overtime-hours-sept", "2026-10-05T10:00", "how many hours of overtime did I do in September?", [
        ("2026-08-28T12:00", "a code kept me 3 hours past shift end"),
        ("2026-09-04T09:00", "*extended 4 hours after night duty, no relief came"),
        ("2026-09-13T21:00", "*2 hours OT, the endorsement took forever"),
        ("2026-09-17T21:00", "Joy clocked 6 hours overtime in the ER"),
        ("2026-09-25T21:00", "*stayed back 3 hours extra to cover Anjali's patients"),
        ("2026-10-02T21:00", "OT 2 hours again, so tired"),
    ], 9),
    ("cargo-kilos", "2026-12-05T10:00", "how many kilos did I send home by cargo this year?", [
        ("2025-11-10T12:00", "balikbayan box via LBC, 45 kilos"),
        ("2026-03-15T12:00", "*sent a balikbayan box thru door to door cargo, 38 kilos, SAR 290"),
        ("2026-06-18T12:00", "Precious shipped a 60 kilo box to Leyte"),
        ("2026-09-02T12:00", "*second box of the year to Cebu, 52 kilos"),
        ("2026-11-20T12:00", "*Christmas box to Mama, 41 kg, SR 310"),
    ], 131),
    ("code-blues-august", "2026-09-05T10:00", "how many code blues did I have on duty in August?", [
        ("2026-07-30T03:00", "code blue in bed 4, we got him back"),
        ("2026-08-06T03:00", "*code blue on my night duty, bed 9, ROSC after 12 minutes"),
        ("2026-08-17T14:00", "*another code blue in the ICU, lost the patient, heavy day"),
        ("2026-08-20T10:00", "mock code drill for the new nurses"),
        ("2026-08-22T23:00", "Joy had a code on her shift in the ER"),
        ("2026-08-29T02:00", "*code blue in the step-down unit during my shift, I did compressions"),
    ], 3),
    ("batha-year", "2026-10-01T10:00", "how many times did I go to Batha this year?", [
        ("2025-12-12T12:00", "Batha for Christmas shopping, crowded"),
        ("2026-02-06T12:00", "*Friday in Batha, bought dried mangoes and pancit canton"),
        ("2026-05-15T12:00", "*went down to Batha to send money and eat at the Filipino carinderia"),
        ("2026-06-20T12:00", "Joy went to Batha without me"),
        ("2026-08-14T12:00", "*Batha with Precious, I got a glittery phone cover"),
        ("2026-09-20T12:00", "maybe Batha next Friday if not too tired"),
    ], 3),
    ("sandstorms-april", "2026-05-03T10:00", "how many sandstorms did we have in April?", [
        ("2026-03-28T15:00", "sandstorm, the sky turned orange"),
        ("2026-04-04T15:00", "*sandstorm all afternoon, can't see the building across"),
        ("2026-04-16T15:00", "*dust storm again, the hospital bus crawled"),
        ("2026-04-20T15:00", "the forecast says a sandstorm tomorrow"),
        ("2026-04-27T18:00", "*haboob hit as I walked home from the bus, sand in my teeth"),
    ], 3),
    ("sick-year", "2026-10-20T10:00", "how many times did I call in sick this year?", [
        ("2026-01-22T06:00", "*phoned the unit that I am sick, fever plus chills"),
        ("2026-05-04T06:00", "*informed the charge nurse I'm sick with a migraine, no duty today"),
        ("2026-06-11T12:00", "Joy is on sick leave for her back"),
        ("2026-09-09T06:00", "*sick leave today, stomach flu"),
        ("2026-10-01T06:00", "almost called in sick, went anyway"),
    ], 3),
    ("zumba-march", "2026-04-05T10:00", "how many Zumba classes did I go to in March?", [
        ("2026-02-26T19:00", "first Zumba class at the compound gym"),
        ("2026-03-03T19:00", "*Zumba at the compound gym after duty"),
        ("2026-03-12T19:00", "*Zumba class tonight, sweated buckets"),
        ("2026-03-18T19:00", "skipped Zumba, too tired"),
        ("2026-03-24T19:00", "*Zumba with Anjali at the ladies' gym"),
        ("2026-04-02T19:00", "Zumba again, new instructor"),
    ], 3),
    ("ac-broke-year", "2026-09-10T10:00", "how many times did the AC in our flat break down this year?", [
        ("2026-05-19T02:00", "*AC in the flat died, slept in the hallway"),
        ("2026-07-08T14:00", "*aircon not cooling again, maintenance came the next day"),
        ("2026-07-20T14:00", "the ICU break room's AC leaks onto the floor"),
        ("2026-08-12T02:00", "*our AC conked out at 2am, 41 degrees outside"),
        ("2026-08-30T12:00", "maintenance will replace the flat's AC next month"),
    ], 3),
    ("night-duties-october", "2026-11-03T10:00", "how many night duties did I do in October?", [
        ("2026-09-29T07:00", "last ND of September, finally"),
        ("2026-10-06T07:00", "*night duty again, three admissions"),
        ("2026-10-12T07:00", "*ND last night, quiet for once"),
        ("2026-10-18T12:00", "Joy is doing nights the whole week"),
        ("2026-10-21T07:00", "*night shift, the patient in bed 2 pulled out his line"),
        ("2026-10-30T12:00", "nights again for me starting next week"),
    ], 3),
    ("cebu-days", "2026-08-20T10:00", "how many days was I home in Cebu?", [
        ("2026-07-10T19:00", "*finally home in Cebu, Mama cried at the arrival area"),
        ("2026-07-16T12:00", "beach day in Lapu-Lapu with Kyle and Ella"),
        ("2026-07-24T12:00", "Precious is also on vacation in Leyte this month"),
        ("2026-07-31T23:00", "*flew out of Cebu back to Riyadh, Ella would not let go"),
    ], 21),
]

OTHERS = [
    ("feel-nights", "2026-11-20T10:00", "how have I felt about working nights?", [
        ("2026-02-10T08:00", "*so drained after five straight nights, my body is confused"),
        ("2026-05-12T08:00", "*nights are peaceful, I like the quiet hours with my patients"),
        ("2026-07-20T08:00", "Joy loves nights because of the night differential"),
        ("2026-09-15T08:00", "*I hate the nights now, daytime sleep is impossible in this heat"),
        ("2026-10-01T12:00", "the ICU got new blackout curtains in the on-call room"),
    ], None),
    ("ronnie-feel", "2026-10-20T10:00", "how does Ronnie feel about me staying another contract?", [
        ("2026-06-02T21:00", "*Ronnie is sad I'm renewing, he says the kids need their mama"),
        ("2026-07-05T21:00", "Mama thinks two more years abroad is fine"),
        ("2026-08-12T21:00", "*Ronnie is proud, says the house wouldn't be built without my contract here"),
        ("2026-09-10T21:00", "Precious's husband wants her home for good"),
    ], None),
    ("contract-decision", "2026-08-01T10:00", "what did I decide about renewing my contract?", [
        ("2026-05-10T21:00", "HR asked if I'm renewing, deadline end of June"),
        ("2026-06-02T21:00", "Anjali is not renewing, going back to Kochi"),
        ("2026-06-25T12:00", "*signed the renewal, two more years, HR handed me the new contract"),
        ("2026-07-15T12:00", "the hospital is hiring more nurses from Manila"),
    ], None),
    ("canada-decision", "2026-10-01T10:00", "what did I decide about the Canada caregiver visa?", [
        ("2026-04-14T21:00", "Tess says I should apply as a caregiver in Canada"),
        ("2026-06-09T21:00", "the agency in Makati wants 90,000 pesos for the Canada processing"),
        ("2026-08-18T21:00", "*withdrew my Canada caregiver application, not leaving the ICU to change diapers"),
        ("2026-09-11T21:00", "Precious's UK visa came through in six weeks"),
    ], None),
    ("who-hessa", "2026-09-10T10:00", "who is Hessa?", [
        ("2026-01-14T12:00", "*Hessa, our charge nurse, assigned me the ECMO patient"),
        ("2026-04-03T12:00", "*Hessa brought dates and gahwa to everyone in the unit after the audit"),
        ("2026-06-01T12:00", "the new wing is named after a princess"),
        ("2026-08-20T12:00", "*Hessa approved my vacation dates, she's strict but fair"),
        ("2026-08-25T12:00", "a new ward clerk started, named Nouf"),
    ], None),
    ("who-iqama", "2026-10-20T10:00", "who handles our iqama renewals?", [
        ("2026-03-03T12:00", "*Mr. Faisal from HR, the one in charge of iqamas, wants our passport copies"),
        ("2026-05-08T12:00", "Joy's cousin works at a recruitment agency in Olaya"),
        ("2026-07-18T12:00", "*Faisal says the iqama renewals go through next week"),
        ("2026-09-01T12:00", "the accommodation supervisor changed the gate codes"),
    ], None),
    ("sister-news", "2026-09-25T10:00", "what's new with my sister?", [
        ("2026-03-10T12:00", "*my sister Tess got her permanent residence in Canada"),
        ("2026-06-05T12:00", "*Tess gave birth, baby boy, 3.2 kilos"),
        ("2026-07-14T12:00", "Joy's sister will marry in Davao"),
        ("2026-09-02T12:00", "*Tess bought a used car in Winnipeg, her first"),
        ("2026-09-18T12:00", "the street outside the hospital got new lamp posts"),
    ], None),
    ("vacation-left", "2026-07-01T10:00", "what's left to do before my vacation?", [
        ("2026-06-20T12:00", "booked my flight home, done"),
        ("2026-06-24T12:00", "*still need my exit re-entry visa from HR"),
        ("2026-06-26T12:00", "*must buy the dates and chocolates for pasalubong"),
        ("2026-06-28T12:00", "*have to endorse my patients' care plans to Anjali before I fly"),
        ("2026-06-29T12:00", "Precious went home last year and came back two kilos heavier"),
    ], None),
    ("waiting-on", "2026-10-20T10:00", "what am I still waiting for?", [
        ("2026-08-10T12:00", "*applied for my nursing licence upgrade at the Saudi Commission, no reply yet"),
        ("2026-08-25T12:00", "the new uniforms came, they fit"),
        ("2026-09-05T12:00", "*HR promised my housing allowance arrears, still nothing"),
        ("2026-09-22T12:00", "*sent Mama a box a month ago and she hasn't received it yet"),
        ("2026-10-12T12:00", "got the accommodation's wifi fixed at last"),
    ], None),
    ("next-bls", "2026-03-05T10:00", "when is my BLS renewal?", [
        ("2026-01-10T12:00", "Joy renewed her ACLS last month"),
        ("2026-02-20T12:00", "*BLS recertification is on Tuesday 17 March at 8am in the education department"),
        ("2026-02-24T12:00", "Ella's recital is on Saturday"),
        ("2026-03-01T12:00", "the fire drill was this morning"),
    ], None),
    ("last-box", "2026-10-01T10:00", "when did I last send a balikbayan box?", [
        ("2026-03-15T12:00", "sent a balikbayan box through LBC, 38 kilos"),
        ("2026-08-28T12:00", "*the door to door cargo guy picked up Mama's box"),
        ("2026-09-10T12:00", "Precious sent two boxes to Leyte"),
        ("2026-09-25T12:00", "need to start filling the next box for Christmas"),
    ], None),
    ("alula-list", "2026-11-25T10:00", "what did we do in AlUla?", [
        ("2026-11-01T12:00", "booked the weekend tour to AlUla with the ICU girls"),
        ("2026-11-13T18:00", "*Elephant Rock at sunset with the girls, unreal"),
        ("2026-11-14T11:00", "*walked around the tombs at Hegra, so hot even in November"),
        ("2026-11-15T06:00", "*hot air balloon ride at dawn over the canyons"),
        ("2026-11-20T12:00", "Joy is planning Jeddah next month"),
    ], None),
    ("embassy-met", "2026-06-20T10:00", "who did I meet at the Independence Day celebration at the embassy?", [
        ("2026-06-05T12:00", "Independence Day celebration at the embassy is on Friday"),
        ("2026-06-12T14:00", "*at the embassy met the labor attache, Atty. Reyes, very approachable"),
        ("2026-06-12T16:00", "*a kabayan from Pampanga named Lito, works at a car dealership, gave me his number"),
        ("2026-06-12T17:00", "*bumped into Ma'am Dela Cruz, my clinical instructor in college, she works in Dammam now"),
        ("2026-06-15T12:00", "Joy met a nice engineer at church"),
    ], None),
    ("doctor-back", "2026-08-20T10:00", "what did the doctor say about my back?", [
        ("2026-06-01T12:00", "lower back so sore after turning patients all shift"),
        ("2026-06-10T12:00", "*the ortho says my low back pain is a muscle strain, no lifting patients alone"),
        ("2026-06-25T12:00", "Joy says use a hot compress"),
        ("2026-07-15T12:00", "*per the doctor, core exercises daily and a follow-up in a month"),
        ("2026-07-20T12:00", "got a lumbar cushion to use on the bus"),
    ], None),
    ("promise-ella", "2026-11-25T10:00", "what did I promise Ella?", [
        ("2026-04-05T12:00", "*promised Ella a tablet if she graduates with honors"),
        ("2026-06-10T12:00", "Ronnie promised Kyle a bike for his birthday"),
        ("2026-09-01T12:00", "*told Ella I'd be home for her birthday next July"),
        ("2026-10-08T12:00", "Ella wants a puppy, I said we'll see"),
    ], None),
    ("dentist-rec", "2026-07-30T10:00", "which dentist did Anjali recommend?", [
        ("2026-07-01T12:00", "cold water makes my molar ache"),
        ("2026-07-06T12:00", "*Anjali swears by Dr. Salma, her clinic is in Al Malaz, gentle and cheap"),
        ("2026-07-15T12:00", "Joy's dentist is in Al Olaya, too pricey"),
        ("2026-07-20T12:00", "the hospital's own dental clinic is only for Saudi staff"),
    ], None),
    ("why-precious-resigned", "2026-10-20T10:00", "why did Precious resign?", [
        ("2026-08-28T12:00", "Precious was late for duty thrice this week"),
        ("2026-09-15T12:00", "*Precious resigned, she got an NHS offer in Leeds so she can bring her husband"),
        ("2026-09-25T12:00", "another nurse from the CCU left last month for Qatar"),
        ("2026-10-01T12:00", "need someone to take over Precious's patients"),
    ], None),
    ("oec-where", "2026-10-05T10:00", "where did I keep my OEC?", [
        ("2026-06-28T12:00", "got my OEC online for the vacation"),
        ("2026-08-04T12:00", "*put my OEC and the flight itinerary in the brown envelope in my ICU locker"),
        ("2026-08-15T12:00", "Joy keeps her documents in a fireproof pouch"),
        ("2026-09-10T12:00", "where is my stethoscope, can't find it"),
    ], None),
    ("leave-nothing", "2026-09-01T10:00", "what did the charge nurse say about my leave request?", [
        ("2026-07-22T12:00", "the unit is short of nurses again"),
        ("2026-08-05T12:00", "the charge nurse in the CCU is very strict, they say"),
        ("2026-08-20T12:00", "must fill up the training form"),
    ], None),
    ("kyle-graduation-nothing", "2026-11-10T10:00", "when is Kyle's graduation?", [
        ("2026-09-12T12:00", "Kyle started swimming lessons"),
        ("2026-10-15T12:00", "Ella's school program is set for 20 November"),
        ("2026-10-28T12:00", "Joy's nephew won a quiz bee"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qI", NUMBERS, OTHERS, seed=3131, read_numbers=10, read_others=10), TZ, FILLER, seed=31, sizes=(12, 35))
