"""Writes qa-fresh-39.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a Malaysian Tamil woman in Kuala Lumpur (Asia/Kuala_Lumpur), Deepa Krishnan, pharmacist on the night roster of a
government hospital's inpatient pharmacy (near Jalan Pahang); she lives in a Setapak flat with her husband Wei Jie, a
Cantonese-speaking software tester whose grandmother ("Ah Ma") lives in Kepong; her widowed mother ("Amma") lives alone in
Ipoh, with blood pressure and sugar to watch; her elder brother Suresh ("Suresh anna") lives in Ipoh too and shares Amma's
costs; the neighbour next door is Kak Ros; at work Nurul is her night partner, Abang Faizal the pharmacy assistant, Puan
Hasnah the chief pharmacist; on free days she does locum days at a community pharmacy in Wangsa Maju; she drives a Myvi.
Malaysian English with Malay, Tamil and Cantonese words ("balik Ipoh", "pening", "kenduri", "ang pow", "mamak", "bungkus",
"Amma", "anna", "Ah Ma", "Kak", "Abang", "Puan"), hospital pharmacy words (TPN bags, handover, intervention, HO, on MC,
APC, CPD points), and ringgit written "RM 45", "RM45", "RM1,250.00", "45 ringgit". (No earlier Q&A voice lives in Malaysia,
works nights in a hospital pharmacy, or counts in ringgit.)
Number questions (20): sums (Amma's medicines and supplies since September beside Suresh's and her own; tolls and petrol for
the Ipoh drives in October; food on night shifts last week beside Wei Jie's team lunch and the weeks either side; what
Deepavali cost; the Myvi in November beside Wei Jie's Honda; Grab rides last month; the new aircond for Amma's house, told in
parts, beside a quote and Suresh's share; the gym this month, nothing to sum), money in (locum pay this year beside Nurul's
and an offer turned down; what Suresh sent for Amma this year beside money sent the other way and a promise), ang pow given at
Chinese New Year, what Kak Ros still owes (a loan paid back in part), counts told in other words (trips home to Ipoh; nights
covered for colleagues beside a night covered for her; yoga since Deepavali; prescribing errors caught beside Nurul's catch;
Amma's dizzy spells beside her own; visits to Ah Ma beside Wei Jie's own visit), hours of overtime in November, kilos of
durian bought this season.
Other questions (20): feelings over time (her own on nights; Amma's blood pressure since the new tablets), decisions (the
Sunway offer; Amma staying in Ipoh), a person by name (Nurul) and by role (Amma's doctor), what is left for the APC renewal,
waiting (general and from Suresh), when next (Amma's clinic), when last (the Myvi's service), a recommendation (Ah Ma's char
kuey teow), the tailor's name, this weekend, the skin doctor's advice, what she promised Amma, who came to Wei Jie's
birthday, what she bought in Brickfields for Deepavali, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, pay, visit or catch, quotes,
promises, the months either side), then neutral filler written for this set: 12-32 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qQ001-qQ020, may be
read while tuning), the rest to the held half (qQ021-qQ040: totals only).

Run: python3 author_qa_fresh_39.py > qa-fresh-39.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Asia/Kuala_Lumpur"

FILLER = [
    "thunderstorm at four sharp again, the whole sky went purple",
    "the LRT platform at Titiwangsa smells of wet umbrellas",
    "signed off the vaccine fridge temperature log, all in range",
    "label printer jammed three times, changed the ribbon myself",
    "KLCC towers glowing through the haze from the staff car park",
    "a cicak on the dispensary ceiling all night, watching us work",
    "haze is back, the API reading went into the unhealthy band",
    "controlled drug cupboard balanced on the first count",
    "monkeys raided the rubbish bins behind our block again",
    "kopi-o kosong from the staff pantry tastes like tar",
    "ward 8 nurses brought kuih lapis for the whole corridor",
    "azan from the surau drifting over as I walked out at Subuh",
    "bougainvillea on the balcony finally flowering, bright pink",
    "wedding tent up in our car park, kompang practice all evening",
    "washed the blackout curtains, the bedroom is blinding now",
    "lightning knocked out the wifi for an hour",
    "read some Tash Aw on my break",
    "the night tea lady hums old P. Ramlee songs down the corridor",
    "bedroom ceiling fan wobbling, needs a screw tightened",
    "new formulary booklet arrived, thicker than a phone directory",
    "Jalan Pahang underpass flooded, ambulances going round",
    "watered the curry leaf plant and the pandan pots",
    "outpatient refill queue snaking past the counter window",
    "the dispensary aircond leaks over the label printer",
    "lobby orchids swapped for plastic ones, so sad",
    "same car park uncle waving at the barrier, ten years now",
    "a stray cat curled up on the pharmacy steps at dawn",
    "power tripped on our floor of the flat, reset the breaker",
    "sunrise over Titiwangsa lake as I came off, orange and grey",
    "laundry won't dry in this humidity, three days on the rack",
    "water filter jug getting slow, cartridge nearly done",
    "karaoke from the block opposite until past midnight",
    "phone update wiped all my alarms, set them again",
    "the Chow Kit banana lady saved me the good pisang berangan",
    "the old clock on the admin block chimed thirteen times",
    "satay smoke from the stall downstairs coming in the window",
    "motorbikes revving on the flyover at 3am, endless",
    "crash cart boxes checked for expiry, all fine",
    "huge brown moth parked on the dispensary door",
    "rain on the zinc roof of the loading bay, so loud",
]

NUMBERS = [
    ("", "2026-11-28T10:20:00", "How much have I spent on Amma's medicines and supplies since September?", [
        ("2026-08-30T11:05", "Amma's strips again, RM 68.50, she goes through them so fast"),
        ("2026-09-06T16:40", "*bought Amma's glucometer strips at the Big Pharmacy in Ipoh, RM 68.50"),
        ("2026-09-21T09:15", "*ordered a BP monitor online for Amma, RM159 incl shipping to Ipoh"),
        ("2026-10-12T08:30", "*Amma's insulin pen needles and alcohol swabs, 42 ringgit"),
        ("2026-10-15T19:20", "Suresh paid RM 120 for Amma's eye drops, told him I'll do the next lot"),
        ("2026-11-09T17:45", "*restocked Amma's pill organiser and the calcium tablets she likes, RM 36.90"),
        ("2026-11-14T08:10", "my own vitamin D from the staff pharmacy counter, RM 18"),
    ], 306.4),
    ("", "2026-11-05T09:00:00", "How much did I spend on tolls and petrol driving to Ipoh in October?", [
        ("2026-09-27T18:30", "petrol RM 70 at the Setapak station, tank nearly dry"),
        ("2026-10-03T08:45", "*PLUS toll up to Ipoh came to RM 38.30, jammed at Rawang as usual"),
        ("2026-10-03T10:05", "*full tank at the Tapah R&R, RM 72"),
        ("2026-10-05T20:30", "*drove back down to KL, toll RM38.30 again"),
        ("2026-10-18T07:50", "Wei Jie topped up his car RM 80 for his Melaka work trip"),
        ("2026-10-24T07:10", "*petrol RM 65 on the way up to Amma's"),
        ("2026-10-26T21:40", "*tolls home from Ipoh, 38.30 ringgit, slept badly after"),
    ], 251.9),
    ("", "2026-11-19T15:30:00", "How much did I spend on food during my night shifts last week?", [
        ("2026-11-06T03:00", "mamak supper RM 7.20 between ward calls"),
        ("2026-11-10T02:40", "*GrabFood to the pharmacy at 2am, nasi goreng kampung for me RM 14.20"),
        ("2026-11-11T03:15", "*roti canai and teh tarik from the mamak across Jalan Pahang, RM 5.80"),
        ("2026-11-12T13:00", "Wei Jie bought lunch for his whole team, RM 96, he'll claim it"),
        ("2026-11-13T01:50", "*Milo and a kaya bun from the corridor vending machine, RM 4.50"),
        ("2026-11-14T04:10", "*shared a pizza with Nurul on the night, my half RM 21"),
        ("2026-11-17T02:30", "nasi lemak bungkus at half two, RM 6"),
    ], 45.5),
    ("", "2026-11-25T11:00:00", "How much did Deepavali cost me this year?", [
        ("2026-10-20T15:20", "*Deepavali saree from a Brickfields shop, RM 280"),
        ("2026-10-31T12:10", "*kolam powder and clay oil lamps for Deepavali, RM 34"),
        ("2026-11-04T18:00", "*murukku and athirasam ordered from Aunty Vasanthi for Deepavali, RM 120"),
        ("2026-11-06T22:15", "Wei Jie bought fireworks on his own, RM 60, not my idea"),
        ("2026-11-07T21:30", "*filled the purple ang pows for the nephews, RM 150 altogether"),
        ("2026-11-08T09:00", "Deepavali morning in Ipoh, oil bath first, Amma insisted"),
        ("2026-11-12T17:40", "Kak Ros sent over leftover kuih for us, so kind of her"),
    ], 584),
    ("", "2026-12-03T14:00:00", "How much did the Myvi cost me in November?", [
        ("2026-10-29T17:00", "car wash RM 15, it was full of Ipoh dust"),
        ("2026-11-03T10:30", "*Myvi service at the Perodua centre, RM 215.40"),
        ("2026-11-16T11:45", "*road tax renewal for the car, RM 70 at Pos Malaysia"),
        ("2026-11-20T20:10", "Wei Jie's Honda insurance renewal RM 1,180, ouch for him"),
        ("2026-11-22T16:25", "*new wipers for the Myvi RM 38"),
        ("2026-11-27T13:50", "*parking summons on the car at Jalan TAR, RM 30, argh"),
    ], 353.4),
    ("", "2026-12-01T12:00:00", "How much did I earn from locum work this year?", [
        ("2025-12-20T18:00", "locum at the Wangsa Maju pharmacy, RM 280, last one this year"),
        ("2026-02-14T17:30", "*locum Saturday at the Wangsa Maju pharmacy, RM 280 cash"),
        ("2026-05-09T17:45", "*locum 9 to 5 at the community pharmacy in Wangsa Maju, paid RM 320"),
        ("2026-08-22T18:10", "*did a locum day in Setapak, RM 300 banked"),
        ("2026-09-05T21:00", "Nurul did a locum at Sri Petaling for RM 350"),
        ("2026-10-10T10:20", "offered a locum in Cheras for RM 400 but I'm post-night, said no"),
        ("2026-11-21T19:30", "*locum week at Wangsa Maju done, RM1,250.00 for five half-days covering their leave"),
    ], 2150),
    ("", "2026-12-02T20:00:00", "How much has Suresh sent for Amma this year?", [
        ("2025-12-30T21:15", "Suresh sent RM 500 for Amma's December, DuitNow"),
        ("2026-01-31T20:40", "*Suresh transferred RM 500 for Amma's January caregiver"),
        ("2026-04-30T22:05", "*Suresh anna sent 500 ringgit for Amma"),
        ("2026-06-12T12:30", "I sent Suresh RM 300 for Amma's groceries"),
        ("2026-08-29T19:50", "*Suresh banked in RM 750 for Amma's dental work"),
        ("2026-09-14T18:20", "Suresh says he'll send money for the aircond next month"),
    ], 1750),
    ("", "2026-03-10T09:30:00", "How much did I give out in ang pow at Chinese New Year?", [
        ("2026-02-16T19:10", "mandarin oranges for Ah Ma's house, RM 25"),
        ("2026-02-17T11:20", "*ang pow for Wei Jie's cousins' kids, eight packets, RM 80 all in"),
        ("2026-02-17T12:40", "*gave Ah Ma her ang pow, RM 188, Wei Jie says the number is auspicious"),
        ("2026-02-18T15:30", "*more ang pow at the Kepong open house, RM 60 altogether"),
        ("2026-02-19T10:00", "Wei Jie gave his staff ang pow, RM 300 out of his own money"),
    ], 328),
    ("", "2026-11-30T18:00:00", "How much does Kak Ros still owe me?", [
        ("2026-09-02T20:30", "*lent Kak Ros next door RM 600 for her son's university fees"),
        ("2026-10-01T19:45", "*Kak Ros paid back RM 200, she apologised for the delay"),
        ("2026-10-15T13:10", "Kak Ros sent over rendang, best in our block"),
        ("2026-11-01T09:20", "*another RM 150 from Kak Ros, left in an envelope under the door"),
        ("2026-11-10T06:40", "lent Nurul RM 50 for parking, she paid it back the next night"),
    ], 250),
    ("", "2026-11-29T12:00:00", "How many times have I gone back to Ipoh since August?", [
        ("2026-07-18T14:00", "Ipoh weekend, Amma's knee bad again"),
        ("2026-08-08T13:30", "*balik Ipoh this weekend, Amma made mutton varuval"),
        ("2026-09-12T15:20", "*drove up to see Amma after the night run, slept the whole afternoon in her hall"),
        ("2026-09-26T18:00", "Suresh took Amma to Ipoh Parade for new spectacles"),
        ("2026-10-03T12:10", "*back in Ipoh for Amma's clinic check"),
        ("2026-10-21T21:30", "video call with Amma, she says I never come"),
        ("2026-11-07T19:00", "*Deepavali eve in Ipoh with Amma and Suresh's family"),
    ], 4),
    ("", "2026-11-28T09:00:00", "How many nights did I cover for colleagues this month?", [
        ("2026-10-27T22:00", "covered Faizal's night again, that's three this quarter"),
        ("2026-11-03T21:30", "*covered Nurul's night so she could go to her cousin's engagement in Kota Bharu"),
        ("2026-11-08T09:30", "Nurul covered my Saturday night so I could do Deepavali in Ipoh"),
        ("2026-11-11T20:45", "*swapped into Abang Faizal's Wednesday night, his boy has a fever"),
        ("2026-11-19T21:10", "*took Hafiz's night for him, he's on MC with dengue"),
    ], 3),
    ("", "2026-12-02T08:00:00", "How many yoga classes have I made it to since Deepavali?", [
        ("2026-11-05T18:30", "yoga at the Setapak community hall, hips so tight"),
        ("2026-11-08T10:00", "Deepavali at Amma's, ate too much"),
        ("2026-11-12T18:40", "*yoga class after sleeping off the night, good stretch"),
        ("2026-11-19T18:35", "*made it to Wednesday yoga, Mei Ling fixed my downward dog"),
        ("2026-11-22T20:00", "Wei Jie went to his badminton at Wangsa Maju"),
        ("2026-11-26T18:50", "*yoga again, three weeks in a row now"),
        ("2026-11-29T17:00", "skipped yoga, too wrecked after three nights"),
    ], 3),
    ("", "2026-11-30T07:30:00", "How many prescribing errors did I catch this month?", [
        ("2026-10-28T03:20", "caught a wrong dose of paracetamol for a 6 kg baby, HO thanked me"),
        ("2026-11-04T02:10", "*caught a tenfold heparin dose on the night, called the HO"),
        ("2026-11-13T04:30", "*intercepted a penicillin order for a patient with an allergy flag"),
        ("2026-11-16T03:45", "Nurul spotted a duplicate warfarin order"),
        ("2026-11-21T01:25", "*another catch: metformin ordered for an eGFR of 18, doctor changed it"),
        ("2026-11-25T06:50", "clinical pharmacy audit tomorrow, need the intervention log updated"),
    ], 3),
    ("", "2026-12-01T21:00:00", "How many dizzy spells has Amma had since October?", [
        ("2026-09-20T19:00", "Amma dizzy after standing up too fast from the floor"),
        ("2026-10-06T20:15", "*Amma had a giddy spell at the temple, sat down till it passed"),
        ("2026-10-29T22:30", "*Suresh called, Amma dizzy again in the kitchen"),
        ("2026-11-10T08:00", "I felt a bit light-headed after three nights, drank lots of water"),
        ("2026-11-18T07:40", "*Amma pening again this morning, BP 160/95"),
    ], 3),
    ("", "2026-12-04T10:00:00", "How many hours of overtime did I do in November?", [
        ("2026-10-30T08:30", "OT 2 hours, morning team short-staffed"),
        ("2026-11-06T10:10", "*stayed 3 hours past handover for the stock count"),
        ("2026-11-14T09:40", "*2.5 hours OT, the TPN bags came up late"),
        ("2026-11-18T07:30", "a night shift is 12 hours, feels like 20"),
        ("2026-11-20T11:00", "Nurul clocked 5 hours OT for the audit"),
        ("2026-11-24T11:20", "*OT 4 hours, mass casualty drill plus the clean-up"),
    ], 9.5),
    ("", "2026-08-15T16:00:00", "How many kilos of durian did we buy this season?", [
        ("2026-06-27T17:30", "*durian stall at SS2, 3 kilos of Musang King for Wei Jie's birthday"),
        ("2026-07-11T19:00", "*bought 2 kg of D24 from the lorry in Setapak"),
        ("2026-07-25T16:10", "*Raub trip, we took home 4.5 kg of Black Thorn"),
        ("2026-07-25T16:30", "Wei Jie's cousin bought 10 kg for his office"),
        ("2026-08-01T18:45", "durian price at the stall today RM 60 a kilo, too much"),
    ], 9.5),
    ("", "2026-12-05T11:00:00", "How much did I spend on Grab rides last month?", [
        ("2026-11-02T07:40", "*Grab home after the night, too sleepy to drive, RM 18.50"),
        ("2026-11-10T05:30", "Wei Jie's Grab to KLIA RM 65, company pays"),
        ("2026-11-15T20:20", "*Grab to HKL in the rain RM 22"),
        ("2026-11-18T07:35", "LRT home from Titiwangsa, RM 2.80"),
        ("2026-11-23T21:00", "*car at the workshop so Grab both ways, RM 33 total"),
        ("2026-12-02T07:45", "Grab home RM 19, no energy to drive"),
    ], 73.5),
    ("", "2026-10-30T20:00:00", "How much did the new aircond for Amma's house cost altogether?", [
        ("2026-08-15T14:20", "quote from Senheng for an aircond for Amma's room, RM 1,899, too much"),
        ("2026-09-19T15:00", "*paid the Ipoh electrical shop for Amma's 1.5hp inverter aircond, RM1,689.00"),
        ("2026-09-21T10:30", "Suresh paid for the wall bracket, RM 80"),
        ("2026-09-26T16:45", "*installation and copper piping for the aircond, RM 350"),
        ("2026-10-02T12:00", "*electrician ran a separate plug point for the aircond, RM 120"),
    ], 2159),
    ("", "2026-12-10T19:00:00", "How much have I spent on the gym this month?", [
        ("2026-12-01T20:30", "thinking of joining the gym at Wangsa Walk, the night rota makes it hard"),
        ("2026-12-04T18:00", "Wei Jie renewed his gym, RM 150 for the quarter"),
        ("2026-12-06T09:10", "walked two rounds of Titiwangsa lake instead of sleeping"),
    ], 0),
    ("", "2026-11-28T20:00:00", "How many times have I visited Ah Ma since September?", [
        ("2026-08-30T19:30", "Ah Ma's birthday dinner in Kepong, she wore the red cheongsam"),
        ("2026-09-13T11:30", "*took Ah Ma for dim sum in Kepong, she ordered for everyone"),
        ("2026-10-04T16:00", "*dropped by Ah Ma's flat with mooncakes, late but she forgave us"),
        ("2026-10-18T15:00", "Wei Jie visited Ah Ma alone, I was post-night"),
        ("2026-11-15T13:20", "*Ah Ma's place for Sunday lunch, she asked again when we're having a baby"),
    ], 3),
]

OTHERS = [
    ("", "2026-11-27T16:00:00", "How have I been feeling about night shift lately?", [
        ("2026-11-03T04:20", "*night 4 of 7 and I feel hollowed out, I dread every pager beep"),
        ("2026-11-10T17:00", "December night roster is out"),
        ("2026-11-12T05:10", "*actually enjoyed tonight, quiet wards and good chats with Nurul"),
        ("2026-11-18T22:40", "Wei Jie stressed about his release deadline"),
        ("2026-11-20T07:55", "*so tired I cried in the Myvi after handover"),
        ("2026-11-25T05:30", "*starting to feel like a ghost, haven't seen proper daylight in a week"),
    ], None),
    ("", "2026-11-30T21:00:00", "How has Amma's blood pressure been since she started the new tablets?", [
        ("2026-10-05T20:00", "Amma's BP 165/100 on the old tablet, not good"),
        ("2026-10-10T12:30", "Amma started amlodipine 5 mg, Dr Rajan switched her from the old one"),
        ("2026-10-17T08:15", "*Amma's BP 148/90 this morning, better than before"),
        ("2026-10-30T08:20", "*Amma BP 138/85, ankles a bit swollen though"),
        ("2026-11-12T15:30", "my own BP at staff clinic 118/76"),
        ("2026-11-24T08:05", "*Amma's reading 135/82 today, she's proud of herself"),
    ], None),
    ("", "2026-11-20T13:00:00", "What did I decide about the Sunway offer?", [
        ("2026-10-22T18:00", "Sunway Medical called, they want me as a day clinical pharmacist, RM 1,800 more a month"),
        ("2026-11-02T06:30", "Nurul thinks I'm mad not to jump at Sunway"),
        ("2026-11-09T16:10", "*turned down Sunway in the end, I'd lose the pension and my bond is nearly done"),
        ("2026-11-10T11:00", "*told the Sunway HR lady no thank you, she said the door stays open"),
    ], None),
    ("", "2026-12-01T20:30:00", "What did we decide about Amma moving to KL?", [
        ("2026-10-25T21:00", "Suresh thinks Amma should come and live with us in KL"),
        ("2026-11-08T20:40", "Amma cried when Suresh brought up KL again"),
        ("2026-11-15T22:10", "*we agreed: Amma stays in Ipoh with a part-time caregiver, she won't leave her temple"),
        ("2026-11-16T10:30", "*booked a caregiver from the Ipoh agency, three mornings a week, so Amma can stay put"),
    ], None),
    ("", "2026-11-30T12:00:00", "Who is Nurul?", [
        ("2026-09-01T22:30", "*new night partner Nurul Huda, just transferred from Hospital Selayang"),
        ("2026-10-14T03:40", "*Nurul taught me the new e-prescribing shortcuts, she's sharp"),
        ("2026-11-03T21:35", "*covering Nurul's night this week so she can go to Kelantan for a family do"),
        ("2026-11-22T04:15", "*Nurul and I shared supper at the mamak, she's thinking of doing a master's"),
        ("2026-11-25T10:00", "Puan Hasnah wants the night team's intervention numbers by Friday"),
    ], None),
    ("", "2026-11-30T19:30:00", "Who is Amma's doctor in Ipoh?", [
        ("2026-10-10T12:35", "*Dr Rajan at the Ipoh klinik changed Amma to amlodipine"),
        ("2026-11-01T10:00", "my own GP, Dr Tan in Setapak, flu jab done"),
        ("2026-11-14T09:30", "*called Dr Rajan's clinic about Amma's swollen ankles, the nurse said come Tuesday"),
    ], None),
    ("", "2026-11-25T15:00:00", "What's left to do for my APC renewal?", [
        ("2026-10-05T09:00", "APC renewal window open, deadline 31 December"),
        ("2026-11-02T14:20", "*still need 8 more CPD points before the APC renewal"),
        ("2026-11-10T13:00", "*APC: get Puan Hasnah to sign the employment verification form"),
        ("2026-11-12T16:30", "uploaded my CPD certificate from the antimicrobial stewardship talk"),
        ("2026-11-18T12:45", "*pay the APC fee online once the form is signed"),
        ("2026-11-20T08:10", "Nurul already renewed her APC, show-off"),
    ], None),
    ("", "2026-11-29T11:00:00", "What am I waiting on right now?", [
        ("2026-11-05T09:40", "waiting for the Shopee parcel with the blackout blinds"),
        ("2026-11-08T16:00", "Shopee parcel came, blinds are the wrong width, typical"),
        ("2026-11-12T10:15", "*waiting for the Ipoh agency to confirm the caregiver's start date"),
        ("2026-11-19T14:30", "*no word from Lazada yet on the refund, rice cooker arrived cracked"),
        ("2026-11-24T09:50", "*HR has my change-of-unit form, waiting for their answer"),
    ], None),
    ("", "2026-11-29T20:00:00", "What am I waiting on from Suresh?", [
        ("2026-11-14T21:00", "*Suresh hasn't sent Amma's latest blood test results yet"),
        ("2026-11-18T19:10", "Wei Jie waiting on his promotion letter"),
        ("2026-11-21T20:25", "*reminded Suresh about his 50% of the caregiver deposit, he says by month end"),
    ], None),
    ("", "2026-11-20T09:00:00", "When is Amma's next clinic appointment?", [
        ("2026-10-20T13:00", "Amma's appointment went fine, Dr Rajan pleased"),
        ("2026-11-14T09:45", "*Amma's next review at Hospital Raja Permaisuri Bainun is 3 December, 8.30am"),
        ("2026-11-17T21:00", "my dentist on 28 Nov at 11"),
    ], None),
    ("", "2026-12-05T18:00:00", "When did I last service the Myvi?", [
        ("2026-05-30T11:30", "Myvi serviced at 30,000 km, RM 180"),
        ("2026-11-03T10:35", "*Myvi's 40,000 km service at the Perodua centre in Setapak"),
        ("2026-11-22T17:20", "Wei Jie's Honda went to the workshop for servicing"),
    ], None),
    ("", "2026-11-28T15:00:00", "Which char kuey teow place did Ah Ma recommend?", [
        ("2026-10-04T16:10", "*Ah Ma swears by the char kuey teow at Restoran Ah Wah in Kepong Baru, nowhere else"),
        ("2026-10-20T04:30", "Nurul recommends the nasi kandar near Jalan Raja Laut"),
        ("2026-11-01T13:15", "char kuey teow at Pasar Seni was swimming in oil"),
    ], None),
    ("", "2026-11-25T17:00:00", "What's the name of the tailor who altered my saree blouse?", [
        ("2026-10-24T14:30", "*saree blouse altered at Lakshmi Tailors in Brickfields, collect on Friday"),
        ("2026-10-30T12:00", "Wei Jie's trousers hemmed at the dry cleaner in Setapak"),
    ], None),
    ("", "2026-11-26T14:00:00", "What have I got on this weekend?", [
        ("2026-11-20T10:30", "*Nurul's engagement kenduri on Saturday the 28th at noon, in Gombak"),
        ("2026-11-21T18:30", "yoga last Saturday was packed"),
        ("2026-11-23T12:00", "*Sunday dim sum with Ah Ma at 10, Wei Jie booked the table"),
        ("2026-11-24T15:40", "locum at Wangsa Maju on Saturday 5 December"),
        ("2026-11-25T09:15", "*back on nights Sunday at 9pm, ugh"),
    ], None),
    ("", "2026-11-30T17:00:00", "What did the skin doctor say about my eczema?", [
        ("2026-11-16T12:20", "*skin clinic: Dr Farah says the hand eczema is from the alcohol rub, cotton gloves under the nitrile and emollient at every handover"),
        ("2026-11-16T12:40", "*Dr Farah also said no hot water on my hands, and the steroid cream for two weeks only"),
        ("2026-11-20T19:00", "bought Amma a cream for her dry legs"),
    ], None),
    ("", "2026-11-30T22:00:00", "What did I promise Amma?", [
        ("2026-11-08T21:00", "*promised Amma I'd bring her to Batu Caves for Thaipusam next year"),
        ("2026-11-10T05:50", "promised Nurul I'd cover her on New Year's Eve"),
        ("2026-11-21T20:50", "*told Amma I'll call every evening before work starts, she made me promise"),
    ], None),
    ("", "2026-07-01T10:00:00", "Who came to Wei Jie's birthday dinner?", [
        ("2026-06-20T20:00", "invited Suresh to Wei Jie's birthday but he can't come down from Ipoh"),
        ("2026-06-27T22:30", "*Wei Jie's birthday steamboat: Ah Ma, Jia Hui and her husband Kenneth, and Kak Ros's son Amir"),
        ("2026-06-27T23:10", "*Abang Faizal dropped by late with a cake for Wei Jie"),
    ], None),
    ("", "2026-11-12T12:00:00", "What did I buy in Brickfields for Deepavali?", [
        ("2026-10-20T15:25", "*Brickfields haul for Deepavali: a silk saree, two sets of bangles, jasmine garlands"),
        ("2026-10-20T16:10", "*also picked up kolam colours and a brass lamp at the Brickfields shop"),
        ("2026-10-22T20:00", "Wei Jie ordered his kurta online"),
    ], None),
    ("", "2026-11-30T09:00:00", "When does Wei Jie's passport expire?", [
        ("2026-10-11T21:00", "Wei Jie booked flights to Bali for March"),
        ("2026-11-05T18:30", "my passport photo looks like a mugshot"),
    ], None),
    ("", "2026-12-01T10:00:00", "What did I decide about selling Appa's land in Batu Gajah?", [
        ("2026-10-18T19:30", "Suresh mentioned the quit rent on the Batu Gajah land is due"),
        ("2026-11-11T14:00", "Appa's old bicycle still in Amma's shed"),
    ], None),
]

if __name__ == "__main__":
    print_cases(split_numbered("qQ", NUMBERS, OTHERS, seed=3939, read_numbers=10, read_others=10), TZ, FILLER, seed=393, sizes=(12, 32))
