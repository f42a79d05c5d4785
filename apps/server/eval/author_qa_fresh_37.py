"""Writes qa-fresh-37.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a Tongan woman in Nuku'alofa (Pacific/Tongatapu), Losaline Vaipulu, who leads the women's section of her Free Wesleyan
church choir, grows taro, vanilla and squash on her 'api (the family plot) out past Ha'ateiho and sells at Talamahu market; her
husband Tevita drives a taxi and used to fish, their son Saia is at Tupou College, their daughter Losa studies at USP in Suva;
her mother ("Mum") goes in and out of Vaiola hospital with her sugar; her brother Vili works at the meatworks in Auckland and
sends money home; her cousin Kalo sells beside her at the market; Pita Kaufusi is the choir master. Tongan English with Tongan
words ("'api", "talo", "lu", "'umu", "putu" for a funeral, "kie" and "fala" for mats, "ngatu" for tapa, "kiekie", "ta'ovala",
"faikava", "ota ika", "keke", "misinale" for the yearly church donation day), money in pa'anga written "T$", "TOP",
"pa'anga", "seniti", a bare figure, and New Zealand dollars ("NZ$", "NZD"), remittances that "came" by Western Union,
MoneyGram and KlickEx. (No earlier Q&A voice lives in Tonga or counts in pa'anga; qa-fresh-33's voice names a Tongan nurse
once, in Gisborne.)
Number questions (20): sums per currency (the squash in July told as squash and pumpkins, New Zealand dollars this year,
the misinale, an uncle's funeral, Saia's schooling in January beside his sister's fees paid by Tevita, groceries last week
beside Tevita's shop on his own card, taxis in August), money in (taken in at Talamahu in May, sent by "my brother" this year,
paid for vanilla with a cheque that came), money sent to "my daughter", what Kalo still owes, counts told in other words
(funerals as "putu", "funeral", "wake"; choir practice missed as "skipped", "couldn't make", "no choir for me"; visits to
Mum in hospital; pigs in the plantation), mats given away (a sum of counts), hours at the plantation and at choir practice
last week, kilograms of vanilla sold.
Other questions (20): feelings (her own about the choir; Tevita's about seasonal work in New Zealand, asked by name), a
decision told by money down (a stall inside the market hall), a person by name and by role, news of "my brother", what is
left before a wedding, waiting, when next (the choir competition), when last (the squash sprayed), what she brought to the
church feast, people met at the vanilla growers' meeting, a nurse's advice on her sugar, a promise to Saia, a recommendation
(where to buy black fabric), why Tevita sold the boat, where the choir folders are, what she has noticed at the plantation
since the cyclone, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, income or loan, prices quoted,
plans, other ranges and currencies), then neutral filler written for this set: 12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qO001-qO020, may be
read while tuning), the rest to the held half (qO021-qO040: totals only).

Run: python3 author_qa_fresh_37.py > qa-fresh-37.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Pacific/Tongatapu"

FILLER = [
    "roosters started up before four again, no sleep for anyone",
    "rain drumming on our roof all night long",
    "the 'Eua ferry came in very late, big swell outside the reef",
    "whales spouting off Ha'atafu, the tourists were screaming",
    "hot and still, not a breath of wind all afternoon",
    "stitched the fraying edge of my ta'ovala",
    "the dog howling at the moon for ages",
    "new bakery opened down by the palace, smells lovely",
    "mosquitoes terrible after the rain, burnt coils everywhere",
    "breadfruit on the big gate tree nearly ready",
    "washed all the sheets, sun came out just in time",
    "coconut crab dinner at Aunty Moana's, so full",
    "the sea wall along Vuna Road is crumbling more every week",
    "read Psalm 121 before bed",
    "the mango tree dropped a branch across the fence",
    "cleared leaves from the water tank gutter",
    "ironed Tevita's white shirts for Sapate",
    "geckos chirping behind the fridge again",
    "phone screen cracked, still works if I press hard",
    "cool breeze off the lagoon this evening, lovely",
    "the cat had kittens under the house",
    "raw fish in coconut cream for lunch, the best",
    "harbour sunset all pink and orange",
    "Grandpa's old radio still picks up Radio Tonga",
    "the lagoon smells bad at low tide this week",
    "neighbours had karaoke going until midnight",
    "the road out to Hihifo is all potholes again",
    "swept the yard and burnt the dry leaves",
    "hibiscus by the door flowering red and yellow",
    "cruise liner anchored off town, streets full of pālangi",
    "lost my good comb, found it in the rice tin somehow",
    "the frangipani smells so sweet tonight",
    "chickens got into the kitchen and knocked the flour over",
    "wedged cardboard under the kitchen table, it rocks",
    "boys next door climbing the coconut palms, I can't watch",
    "thunder rolling over from the west all evening",
    "made koko with the final cocoa beans",
    "a fruit bat hanging in the mango tree at dusk",
    "tidied the bookshelf, found my old wedding photos",
    "the new road lights on Taufa'ahau Road are finally working",
    "dreamt about my grandmother again",
    "salt spray everywhere after the wind, windows all cloudy",
]

NUMBERS = [
    (None, "2026-08-05T18:00", "How much did I spend on the squash in July?", [
        ("2026-06-28T10:00", "paid T$70 at the agriculture office for next season's Delica squash seed"),
        ("2026-07-03T09:30", "*hired Lata's tractor to plough the squash block by the road, T$150"),
        ("2026-07-11T15:00", "*fungicide and a new sprayer nozzle for the pumpkins, 38.50 pa'anga"),
        ("2026-07-20T12:00", "*two bags of fertiliser for the squash, TOP 96"),
        ("2026-07-22T17:00", "Tevita's cousin Manu spent T$400 on his squash this year, he is going big"),
        ("2026-07-25T10:00", "the squash buyers say 55 seniti a kilo this year, less than last"),
        ("2026-08-02T09:00", "one more bag of fertiliser for the squash, T$48"),
    ], 284.5),
    (None, "2026-09-10T19:00", "How much have I spent in New Zealand dollars this year?", [
        ("2025-12-10T12:00", "ordered Christmas lights from a shop in Auckland, NZ$60"),
        ("2026-02-14T20:00", "*ordered Saia's school shoes online from Farmers in Auckland, NZ$89.90, Vili will post them"),
        ("2026-03-10T12:00", "Vili sent NZ$300 through KlickEx for Easter"),
        ("2026-05-03T19:00", "*paid NZD 45 for the new hymn scores from a music shop in Onehunga"),
        ("2026-06-01T12:00", "Vili bought himself a NZ$250 rugby jersey, such a show-off"),
        ("2026-07-18T21:00", "*NZ$120 for Mum's blood pressure tablets from the chemist in Otahuhu, Vili carried them over"),
        ("2026-08-20T10:00", "bought fabric at the Chinese shop, T$32"),
    ], 254.9),
    (None, "2026-11-15T19:00", "How much did I give at the misinale this year?", [
        ("2025-10-05T12:00", "misinale done for the year, gave T$450"),
        ("2026-09-20T20:00", "need to put aside at least T$600 for misinale"),
        ("2026-10-04T13:00", "*misinale Sunday, I gave T$600 in my own name, the minister read it out"),
        ("2026-10-04T13:30", "*put in T$100 more in Nana Lesieli's name, she would have wanted it"),
        ("2026-10-04T14:00", "the Lavaka family gave T$3,000 at misinale, everyone clapping"),
        ("2026-10-04T15:00", "Tevita gave T$400 under his own name"),
    ], 700),
    (None, "2026-06-03T18:00", "How much money did I take in at Talamahu market in May?", [
        ("2026-04-25T16:00", "T$170 at Talamahu, the taro went fast"),
        ("2026-05-02T07:00", "stall fee at Talamahu, T$15"),
        ("2026-05-02T16:00", "*good day at Talamahu, sold all the talo and took home T$185"),
        ("2026-05-16T15:30", "*Talamahu today, T$210 for the lu bundles and the squash"),
        ("2026-05-16T17:00", "Kalo made T$300 at her stall, she had the watermelons"),
        ("2026-05-23T12:00", "new tarpaulin for the market stall, T$35"),
        ("2026-05-30T14:00", "*rainy Saturday at Talamahu, only 96.50 pa'anga"),
    ], 491.5),
    (None, "2026-08-30T19:00", "How much has my brother sent me this year?", [
        ("2025-12-15T10:00", "Vili sent T$1,000 for Christmas, bless him"),
        ("2026-01-05T12:00", "my brother Vili in Auckland is back on night shift at the meatworks"),
        ("2026-01-25T11:00", "*Vili's money came through Western Union, T$800 for Saia's school fees"),
        ("2026-04-10T15:00", "*picked up T$650 from Vili at the MoneyGram counter for Easter"),
        ("2026-05-20T12:00", "posted Vili a box of dried vanilla and two mats for his church"),
        ("2026-06-06T12:00", "Tevita's sister in Sydney sent him T$300"),
        ("2026-07-02T10:00", "*KlickEx from Vili, T$400, for the funeral costs"),
        ("2026-08-10T20:00", "Vili says he'll send something when his tax refund comes"),
    ], 1850),
    (None, "2026-09-25T19:00", "How much does Kalo still owe me?", [
        ("2026-06-12T17:00", "*lent Kalo T$300 for her boy's school fees, she'll repay me once the vanilla money comes"),
        ("2026-07-10T12:00", "I owe Aunty Mele T$40 for the coconuts"),
        ("2026-08-01T16:00", "*Kalo gave back T$100 after market"),
        ("2026-08-15T12:00", "Kalo owes the women's group T$50 for the ngatu dye"),
    ], 200),
    (None, "2026-07-15T19:00", "How much did I spend on Uncle Fifita's funeral?", [
        ("2026-06-30T22:00", "Uncle Fifita passed away tonight at Vaiola, Tevita's side of the family"),
        ("2026-07-01T10:00", "*two cartons of corned beef for the putu, T$240"),
        ("2026-07-01T16:00", "*black fabric for the mourning clothes, T$65"),
        ("2026-07-02T08:00", "*paid T$350 for a pig for the funeral 'umu"),
        ("2026-07-02T12:00", "Tevita's brothers covered the T$900 for the hearse and coffin"),
        ("2026-07-03T09:00", "gave two fine mats and a ngatu at Uncle's funeral"),
        ("2026-07-10T12:00", "fabric for Seini's wedding clothes, T$80"),
    ], 655),
    (None, "2026-11-30T18:00", "How many mats have I given away this year?", [
        ("2025-12-20T12:00", "gave a big fala at cousin Losa's 21st"),
        ("2026-03-21T19:00", "*gave two fine mats at Seini's wedding"),
        ("2026-03-21T20:00", "Tevita's mother gave five kie at the wedding"),
        ("2026-07-03T09:00", "*took one fala and a ngatu to the putu in Kolofo'ou"),
        ("2026-09-01T12:00", "weaving two new mats with the aunties, far from finished"),
        ("2026-10-12T14:00", "*three mats from our house went for the minister's farewell at church"),
    ], 6),
    (None, "2026-09-01T19:00", "How many funerals have I been to this year?", [
        ("2025-11-15T12:00", "funeral at Ha'ateiho for Aunty Ana"),
        ("2026-02-08T18:00", "*putu for Tevita's uncle in Houma, home very late"),
        ("2026-04-02T20:00", "the noble's funeral on the TV, the whole town in black"),
        ("2026-05-19T20:00", "*went to the funeral at Kolomotu'a for old Sela's husband"),
        ("2026-08-11T09:00", "*sat up all night at the wake for Mosese's grandmother, buried this morning"),
        ("2026-08-20T12:00", "heard Lupe's father is very sick, he may not last"),
    ], 3),
    (None, "2026-07-05T19:00", "How many choir practices did I miss in June?", [
        ("2026-06-04T19:00", "*skipped choir practice, Saia had a fever"),
        ("2026-06-09T19:00", "Pita cancelled practice, no power at the hall"),
        ("2026-06-11T20:00", "*couldn't make choir tonight, market stock to sort"),
        ("2026-06-18T21:00", "good practice tonight, the altos finally have the Hallelujah"),
        ("2026-06-20T12:00", "Kalo missed practice twice this month, Pita is cross with her"),
        ("2026-06-25T19:30", "*no choir for me tonight, too tired from the plantation"),
        ("2026-07-02T19:00", "missed practice again, I was with Mum at the hospital"),
    ], 3),
    (None, "2026-09-02T19:00", "How many times did I visit Mum in hospital in August?", [
        ("2026-07-28T12:00", "Mum admitted to Vaiola with her sugar up"),
        ("2026-08-05T18:00", "*took Mum her lunch at Vaiola, she ate the whole ota ika"),
        ("2026-08-12T19:00", "*sat with Mum on the ward until dark"),
        ("2026-08-15T12:00", "Tevita dropped in on Mum before his shift at the wharf"),
        ("2026-08-18T20:00", "rang Mum on the ward phone, she sounded tired"),
        ("2026-08-22T15:00", "*went up to Vaiola after market, Mum's sugar is better"),
    ], 3),
    (None, "2026-09-14T19:00", "How many hours did I spend at the plantation last week?", [
        ("2026-08-31T12:00", "four hours at the 'api clearing the vanilla trellis"),
        ("2026-09-08T11:00", "*out at the 'api from 6 to 11 weeding the taro"),
        ("2026-09-09T16:00", "Tevita spent the whole day at the 'api, eight hours, fixing the fence"),
        ("2026-09-10T13:00", "*three hours planting the squash rows"),
        ("2026-09-12T18:00", "*planted vanilla cuttings from 2 till 6"),
    ], 12),
    (None, "2026-08-30T18:00", "How many kilos of vanilla did I sell this year?", [
        ("2026-06-01T12:00", "green vanilla is T$25 a kilo this year"),
        ("2026-06-10T12:00", "*weighed out 8.5 kilos of green vanilla for the buyer"),
        ("2026-07-08T12:00", "*another 6 kg of green beans to the vanilla buyer"),
        ("2026-07-08T13:00", "Kalo sold 20 kg of vanilla, her vines are older"),
        ("2026-07-15T12:00", "kept 1 kg of beans back to cure for Christmas presents"),
        ("2026-07-29T12:00", "*sold 2.5 kg of cured vanilla to the Japanese buyer"),
    ], 17),
    (None, "2026-02-10T19:00", "How much did I spend on Saia's schooling in January?", [
        ("2026-01-20T10:00", "*paid Saia's fees at Tupou College, T$250"),
        ("2026-01-22T15:00", "*uniform and belt for Saia, T$85"),
        ("2026-01-24T12:00", "Tevita paid Losa's residence deposit, T$200 from his wages"),
        ("2026-01-25T11:00", "Vili's T$800 arrived for the fees"),
        ("2026-01-26T11:00", "*exercise books and pens for Saia, 23.50 pa'anga"),
        ("2026-02-03T12:00", "Saia's rugby boots, T$60"),
    ], 358.5),
    (None, "2026-09-14T19:00", "How much did I spend on groceries last week?", [
        ("2026-08-31T17:00", "groceries at Molisi, T$55"),
        ("2026-09-08T17:00", "*Molisi shop: flour, sugar, tinned fish, T$62.40"),
        ("2026-09-09T08:00", "*bread and a tray of eggs at the Chinese shop, T$14.50"),
        ("2026-09-10T18:00", "Tevita paid for bread and tins at Molisi with his own card, T$70"),
        ("2026-09-11T16:00", "*rice and mutton flaps at Cash and Carry, T$48"),
        ("2026-09-12T20:00", "Tevita bought kava for the faikava, T$40"),
    ], 124.9),
    (None, "2026-09-03T19:00", "How much did I spend on taxis in August?", [
        ("2026-07-30T12:00", "taxi to church in the downpour, T$6"),
        ("2026-08-04T12:00", "*taxi up to Vaiola, T$5"),
        ("2026-08-10T12:00", "bus into town, 1.50"),
        ("2026-08-15T14:00", "*taxi home from Talamahu with the sacks of taro, T$8"),
        ("2026-08-20T12:00", "Tevita made T$120 driving the taxi on Friday night"),
        ("2026-08-26T07:00", "*taxi to the wharf, 7 pa'anga"),
    ], 20),
    (None, "2026-10-28T19:00", "How many times did pigs get into my plantation this month?", [
        ("2026-09-25T12:00", "pigs got into Kalo's vanilla, such a mess"),
        ("2026-10-03T08:00", "*pigs broke through the fence again and ate the young taro"),
        ("2026-10-14T07:00", "*the neighbour's pig dug up a whole row of my talo"),
        ("2026-10-18T12:00", "killed a pig for the Sunday 'umu"),
        ("2026-10-22T17:00", "*pigs in the squash again, chased them out with the dog"),
        ("2026-10-25T12:00", "fixed the plantation fence with Tevita, new posts"),
    ], 3),
    (None, "2026-09-14T19:00", "How many hours was I at choir practice last week?", [
        ("2026-09-03T21:00", "long practice, 7 till 10"),
        ("2026-09-08T21:30", "*choir practice 7 to 9:30"),
        ("2026-09-10T22:00", "*Thursday practice went till 10, we started at 7"),
        ("2026-09-12T16:00", "*extra Saturday practice for the Conference, 2 hours"),
        ("2026-09-12T18:00", "Saia's youth choir had the hall after us, two hours of them"),
    ], 7.5),
    (None, "2026-10-20T19:00", "How much have I been paid for vanilla this year?", [
        ("2026-06-01T12:00", "the vanilla price is T$30 a kilo this year"),
        ("2026-06-10T15:00", "*vanilla buyer paid T$340 cash for the green beans"),
        ("2026-07-09T12:00", "*vanilla exporter's cheque came, T$275"),
        ("2026-07-12T12:00", "Kalo got T$500 for hers"),
        ("2026-07-30T12:00", "*T$180 for the cured beans from the Japanese buyer"),
        ("2026-08-05T12:00", "paid T$45 for the vanilla curing boxes"),
    ], 795),
    (None, "2026-10-01T19:00", "How much have I sent my daughter this year?", [
        ("2026-02-01T12:00", "Losa, my daughter, starts her second year at USP in Suva"),
        ("2026-02-20T10:00", "*sent Losa T$300 for her rent in Suva"),
        ("2026-04-15T10:00", "Losa's scholarship allowance came, FJ$1,200"),
        ("2026-05-12T09:00", "*Western Union to Losa, T$150 for her books"),
        ("2026-06-30T12:00", "Tevita sent Losa T$100 from his own pay"),
        ("2026-08-25T09:00", "*T$200 to my girl in Suva for her flight home"),
    ], 650),
]

OTHERS = [
    (None, "2026-08-30T20:00", "How have I been feeling about the choir?", [
        ("2026-06-18T21:30", "*choir made me so proud tonight, the altos finally got the Handel"),
        ("2026-07-09T21:00", "*tired of the choir arguing over who leads the tenor section"),
        ("2026-07-20T12:00", "Pita is frustrated with the tenors, he says they drag"),
        ("2026-08-09T13:00", "*singing on Sunday made me cry, I felt so full"),
        ("2026-08-15T12:00", "Saia loves the youth choir, he sings all day"),
    ], None),
    (None, "2026-10-10T19:00", "How is Tevita feeling about the seasonal work in New Zealand?", [
        ("2026-08-20T20:00", "Tevita's name came up for the RSE picking in Hawke's Bay"),
        ("2026-09-01T21:00", "*Tevita worries a lot about the RSE, he has never been away that long"),
        ("2026-09-15T20:00", "I'm worried about running the house alone while he's away"),
        ("2026-09-28T20:00", "*Tevita says he's excited for the money but will miss the kids terribly"),
        ("2026-10-02T19:00", "Manu got home off the RSE with a new truck, happy as anything"),
    ], None),
    (None, "2026-11-20T19:00", "What did I decide about a stall inside the market hall?", [
        ("2026-10-10T16:00", "a stall inside the main hall at Talamahu costs T$25 a day, too dear?"),
        ("2026-10-24T16:00", "Kalo is staying outside under the trees, she likes the breeze"),
        ("2026-11-07T15:00", "*put T$50 down on a stall inside the main hall at Talamahu, I start in December"),
    ], None),
    (None, "2026-11-20T19:00", "Who is Kalo?", [
        ("2026-03-01T12:00", "*Kalo is my cousin from Kolonga, she sells beside me at Talamahu"),
        ("2026-06-10T12:00", "Kalolaine from the bank rang about the loan papers"),
        ("2026-09-02T16:00", "*Kalo and I weave together at the women's group on Wednesdays"),
    ], None),
    (None, "2026-11-20T19:00", "Who is our choir master?", [
        ("2026-02-10T20:00", "*Pita Kaufusi is our new choir master, he teaches music at Tonga College"),
        ("2026-05-05T12:00", "Pita from the bakery had run out of keke by nine"),
        ("2026-07-01T20:00", "*Pita Kaufusi made the choir sing the Handel again and again until it was right"),
    ], None),
    (None, "2026-10-15T19:00", "What's new with my brother?", [
        ("2026-04-02T19:00", "my brother Vili rang from Auckland, all good there"),
        ("2026-09-10T20:00", "*Vili got made leading hand at the meatworks, we are all proud"),
        ("2026-09-20T19:00", "Tevita's brother bought a new fishing boat"),
        ("2026-10-05T21:00", "*Vili's wife Ana is pregnant again, due in March"),
    ], None),
    (None, "2026-03-15T19:00", "What's still left to do for Seini's wedding?", [
        ("2026-02-20T12:00", "Seini gets married the 21st of March at Centenary church"),
        ("2026-03-02T15:00", "bought the flour and the butter for the wedding cakes, that's done"),
        ("2026-03-08T18:00", "*still need to finish Seini's kiekie"),
        ("2026-03-10T18:00", "*have to fetch the ngatu from Aunty in Ha'ateiho before the wedding"),
        ("2026-03-12T20:00", "*must ask Pita if the choir can sing at the wedding service"),
    ], None),
    (None, "2026-09-20T19:00", "What am I waiting on?", [
        ("2026-06-20T12:00", "the bank's loan letter finally came"),
        ("2026-08-10T12:00", "*waiting on the Ministry's letter about the vanilla export licence"),
        ("2026-09-05T12:00", "*no answer yet on whether Losa's scholarship is extended"),
        ("2026-09-10T12:00", "the squash seed arrived at last"),
    ], None),
    (None, "2026-07-20T19:00", "When is the next choir competition?", [
        ("2025-08-16T20:00", "choir competition today, we came second behind Kolofo'ou"),
        ("2026-07-01T20:00", "*the choir competition this year is at Centenary church on Saturday 15 August"),
        ("2026-07-10T20:00", "Saia's youth choir sings at the Conference in early July"),
    ], None),
    (None, "2026-09-20T19:00", "When did I last spray the squash?", [
        ("2026-08-15T16:00", "sprayed the squash for powdery mildew"),
        ("2026-09-02T16:00", "*sprayed the squash again, mildew is on the lower leaves again"),
        ("2026-09-12T12:00", "Manu sprayed his squash yesterday, the smell came all the way over"),
    ], None),
    (None, "2026-06-08T19:00", "What did I bring to the church feast on Sunday?", [
        ("2026-06-07T14:00", "*took two trays of lu pulu and a pot of ota ika to the church feast after service"),
        ("2026-06-07T15:00", "Kalo brought the keke and a watermelon"),
        ("2026-05-31T14:00", "brought banana pudding to the church feast"),
    ], None),
    (None, "2026-09-30T19:00", "Who did I meet at the vanilla growers' meeting?", [
        ("2026-09-18T16:00", "*met Mr Fakatou from the vanilla cooperative at the growers' meeting, he'll come and look at my vines"),
        ("2026-09-18T17:00", "*sat with Lupe from Vava'u at the meeting, she grows vanilla too"),
        ("2026-09-24T12:00", "saw Seini and her new husband at the bank"),
    ], None),
    (None, "2026-10-20T19:00", "What did the nurse say about my sugar?", [
        ("2026-09-15T12:00", "*the diabetes nurse at Vaiola said cut out the white bread and walk every evening"),
        ("2026-09-15T12:30", "*nurse says come back in three months for another blood test"),
        ("2026-09-20T12:00", "the doctor told Mum to keep her leg up and rest"),
    ], None),
    (None, "2026-11-20T19:00", "What did I promise Saia?", [
        ("2026-10-01T20:00", "*promised Saia new rugby boots if he gets through his exams"),
        ("2026-10-03T20:00", "Tevita promised Saia a fishing trip with Manu at Christmas"),
        ("2026-10-10T20:00", "Saia hopes to make the Tupou College first fifteen"),
    ], None),
    (None, "2026-11-20T19:00", "Where did Kalo say to buy black fabric?", [
        ("2026-07-01T12:00", "*Kalo says the Chinese shop by the wharf has the cheapest black fabric for funerals"),
        ("2026-07-15T12:00", "Kalo likes the blue fabric at Langafonua but it's dear"),
        ("2026-08-10T12:00", "I bought white fabric at the market for Saia's shirts"),
    ], None),
    (None, "2026-11-20T19:00", "Why did Tevita sell the boat?", [
        ("2026-08-15T20:00", "*Tevita sold the boat, the engine kept failing and fuel is too dear now"),
        ("2026-08-30T12:00", "Manu bought a new boat from Fiji"),
        ("2026-09-05T12:00", "*Tevita says driving the taxi pays better than fishing anyway"),
    ], None),
    (None, "2026-11-20T19:00", "Where did I put the choir folders?", [
        ("2026-10-20T20:00", "*the choir folders are in the blue suitcase under our bed"),
        ("2026-10-25T20:00", "lost my reading glasses, they were in the car all along"),
    ], None),
    (None, "2026-03-10T19:00", "What have I noticed at the plantation since the cyclone?", [
        ("2026-01-20T12:00", "taro looking strong, the best in years"),
        ("2026-02-12T23:00", "cyclone passing close tonight, everyone inside"),
        ("2026-02-20T12:00", "*taro leaves going yellow on the low side of the 'api"),
        ("2026-02-25T12:00", "*half the vanilla vines came off their trellis trees"),
        ("2026-03-05T12:00", "*water still lying where the block meets the road"),
    ], None),
    (None, "2026-11-20T19:00", "When is Losa's graduation?", [
        ("2026-10-01T12:00", "Losa finishes her exams in November"),
        ("2026-10-15T12:00", "Kalo's son graduated from Tonga College last year"),
    ], None),
    (None, "2026-11-20T19:00", "What did the doctor say about Tevita's back?", [
        ("2026-10-20T12:00", "Tevita's back is sore from lifting the taro sacks"),
        ("2026-11-04T18:00", "the doctor told Mum less salt from now on"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qO", NUMBERS, OTHERS, seed=3737, read_numbers=10, read_others=10), TZ, FILLER, seed=373, sizes=(12, 35))
