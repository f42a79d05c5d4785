"""Writes qa-fresh-25.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to CITATION RECALL where the notes use other words
than the question, and to NUMBERS (20 of 40 expect one).

Voice: an American English teacher at a hagwon (a private cram school) in Mok-dong, Seoul (Asia/Seoul), Danielle ("Dani")
Kowalczyk from Toledo, Ohio; her boyfriend Min-jae, whom she moves in with on 22 August 2026 (from Hwagok to an officetel in
Mangwon), his mother and his sister Hye-jin, her own mom and her sister Kayla back in Ohio, the hagwon's director (Director
Shin), her co-teacher Yoon-ah, another foreign teacher (Liam, from Cork), an old landlord (Mr. Bae) and a new one (Mrs. Ahn),
private tutoring on the side, a cat (Gimmy), student loans paid in dollars, a summer trip home, hiking Seoul's mountains.
American English with Korean words ("hagwon", "T-money", "chimaek", "samgyeopsal", "Seollal", "Chuseok", "TOPIK", "ARC",
"eomeoni"), paid in won written "₩54,200" and "47,600 won", and in dollars ("$312") at home and on the loans.
Recall questions ask in other words than the notes: people by relation or role ("my boss" for Director Shin, "my boyfriend's
mother", "my co-teacher" for Yoon-ah, "my sister" for Kayla), projects and trips the notes never name as such ("the visa
renewal" for its open steps, "furnishing the apartment", the Busan trip told by its train, guesthouse and lunch), and
category words the notes do not use ("groceries" for Coupang and the mart, "transport" for T-money, a taxi and the KTX,
"eating out", "hiking" for mountains by name, "the cat" for Gimmy, "a doctor" for the ENT, "sick days").
Number questions (20): sums per currency over ranges (last month, in September, last week, since the move, over the summer in
dollars, this year, a trip), tutoring income last month, what the old landlord still owes (a latest figure), counts of
times (hikes this fall, the boyfriend's mother coming over since the move, sick days since September, parent complaints in
November, the boiler breaking down this winter, doctor visits since the move), hours of extra classes, students now, days
from applying for the ARC to getting it, days since the last video call home. Look-alikes: another's spending, prices
only quoted, plans, money coming in beside going out, other ranges and currencies, the same event for someone else.
Other questions (20): what the boss said, what is left for the visa renewal, what I am waiting on (beside another's
wait), two decisions (Lunar New Year told as Seollal; staying another year), feelings over time (living together, across
three notes) and a co-teacher's feelings changing, a boyfriend's sister, when next (the Korean test told as TOPIK) and when
last (a haircut told as a trim at a salon), why, a restaurant's name, where a passport was put, a promise to a sister, a
recommended dentist, a present, people at a housewarming, a vet's advice, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler written for this set, so every
case has 12-35 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, ten numeric and ten
other cases go to the read half (qC001-qC020, may be read while tuning), the rest to the held half (qC021-qC040: totals only).

Run: python3 author_qa_fresh_25.py > qa-fresh-25.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Asia/Seoul"

FILLER = [
    "yellow dust so thick you can taste it on your teeth",
    "subway at rush hour, somebody's elbow in my ear the whole way",
    "a kid in level three drew me as a potato, honestly accurate",
    "monsoon rain all day, the umbrella stand at the door overflowing",
    "the river at night looks like a postcard from the bridge",
    "ginkgo berries squashed all over the sidewalk, the smell is unreal",
    "the grandpa downstairs does tai chi by the playground every morning",
    "cicadas screaming outside the classroom window like a car alarm",
    "the guy at the convenience store knows my order now",
    "a delivery scooter nearly took me out on the crosswalk",
    "fine dust alert on my phone again, mask on",
    "cherry blossoms along the stream, everyone and their selfie stick",
    "practiced hangul handwriting on the bus, looks like a child wrote it",
    "the shop downstairs plays the same K-pop song on loop all night",
    "fog over Namsan, the tower just vanished",
    "typhoon warning all day and it barely drizzled",
    "the building's recycling rules are a whole course of study",
    "the kids came in costumes, a dinosaur, a princess and a very small ghost",
    "ajummas power walking along the river in matching visors",
    "the market street smells like roasted chestnuts",
    "ordered coffee without pointing at the menu, small victory",
    "the school printer jammed on every single worksheet",
    "the bus driver waited while I ran for it, small miracle",
    "the elevator voice is weirdly soothing",
    "autumn sky so blue it looks photoshopped",
    "the kids learned the word awkward and now use it for everything",
    "singing room noises from the building next door until late",
    "magpies fighting on the power lines",
    "humidity so bad my flashcards curl",
    "a stray parcel sat in the hallway all week, nobody claimed it",
    "K-drama marathon on the couch, zero regrets",
    "the neighbour's dog barks every time the elevator dings",
    "rain drumming the cafe skylight, wrote lesson plans for ages",
    "after rain the mountains look like you could reach out and grab them",
    "the school fish tank has a new goldfish named Tiger",
    "a kid gave me a tangerine at the door, melted my heart",
    "every whiteboard marker in the room is dead again",
    "the laundromat dryer ate a sock, classic",
    "emergency alert buzzed at midnight, nothing happened",
    "wind off the river so cold my ears went numb",
    "the intercom buzzed for no reason, nobody there",
    "drums and a parade down the main street all afternoon",
    "that pigeon is back on our railing, staring",
    "the neon crosses on the churches at night still look eerie to me",
    "learned to separate food waste properly, proud of myself",
    "sunset turned the whole river orange",
    "a street vendor taught me how to say sweet potato properly",
    "the forest park path was packed with strollers",
    "the kids argued for ten minutes about whether a hot dog is a sandwich",
    "snow dusting the rooftops, gone by noon",
    "the azaleas on the hill are all out at once",
    "my umbrella turned itself inside out on the bridge",
    "the photocopier smells like it is about to catch fire",
    "a flock of schoolkids in yellow hats crossing the road",
    "someone left a whole watermelon on a bench by the bus shelter",
    "the sound of the rain on the plastic awnings is so cozy",
    "spent a while just watching the river from the bench",
    "the new bakery by the station has people queueing down the block",
]

MOVE = ("2026-08-22T18:00", "moving day: into the Mangwon officetel with Min-jae, seventh floor, boxes everywhere")

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("groceries-last-month", "2026-11-04T21:00", "how much did I spend on groceries last month?", [
        ("2026-09-28T19:30", "Emart run after work, ₩86,400, mostly frozen dumplings and fruit"),
        ("2026-10-03T20:00", "*Coupang order: rice, eggs, oat milk, ₩54,200"),
        ("2026-10-11T18:00", "*the mart downstairs, ₩18,900 for kimchi, tofu and green onions"),
        ("2026-10-15T19:00", "Min-jae did the Homeplus shop on his card, ₩97,000"),
        ("2026-10-24T17:00", "*big Homeplus shop, laundry pods, pork belly, vegetables, ₩63,500"),
        ("2026-10-29T19:00", "apples at the market are ₩5,000 each now, insane"),
        ("2026-11-02T20:00", "Coupang again, ₩31,000 of litter and coffee beans"),
    ], 136600),
    ("transport-september", "2026-10-10T20:00", "how much did I spend on transport in September?", [
        ("2026-08-27T08:00", "topped up the T-money card, ₩20,000"),
        ("2026-09-01T08:00", "*T-money top-up, ₩30,000"),
        ("2026-09-13T02:30", "*Kakao taxi home from Itaewon, 21,800 won, worth it"),
        ("2026-09-14T12:00", "Liam's taxi from Gangnam cost him ₩40,000, lol"),
        ("2026-09-20T08:00", "*another ₩20,000 on the T-money, the bus eats it"),
        ("2026-09-25T19:00", "the bike share pass is only ₩5,000 a month, should get one"),
        ("2026-09-29T07:00", "*KTX return to Daejeon for a wedding, ₩47,600"),
        ("2026-10-02T08:00", "T-money again, ₩30,000"),
    ], 119400),
    ("furnish-since-move", "2026-10-20T20:00", "how much have I spent furnishing the apartment since the move?", [
        ("2026-08-15T12:00", "paid the movers their booking fee, ₩100,000"),
        MOVE,
        ("2026-08-24T16:00", "*bed frame from IKEA Gwangmyeong for the apartment, ₩289,000"),
        ("2026-08-30T15:00", "*blackout curtains for the bedroom, ₩42,000"),
        ("2026-09-05T19:00", "Min-jae bought a rice cooker for the apartment, ₩119,000"),
        ("2026-09-12T14:00", "*shoe rack and hangers from Daiso for the entryway, ₩23,500"),
        ("2026-10-01T16:00", "a gorgeous sofa at the Hanssem showroom, ₩1,290,000, just dreaming"),
    ], 354500),
    ("summer-dollars", "2026-09-10T20:00", "how much did I spend in dollars over the summer?", [
        ("2026-05-20T21:00", "flights home booked, ₩1,480,000 round trip"),
        ("2026-07-06T15:00", "*Target run for Mom's birthday party stuff, $84"),
        ("2026-07-12T19:00", "*Tony Packo's with Kayla and the kids, I paid, $67"),
        ("2026-07-15T21:00", "Dad paid for the Mud Hens tickets, $120"),
        ("2026-07-20T14:00", "*new running shoes at the outlet mall, $95"),
        ("2026-07-28T10:00", "moved $2,100 from savings into the US checking account"),
        ("2026-08-02T11:00", "*duty-free at Detroit, $38 of Reese's cups for the teachers' room"),
        ("2026-09-02T09:00", "Spotify is still billing me $11.99 in dollars"),
    ], 284),
    ("loans-this-year", "2026-12-05T21:00", "how much have I put toward my student loans this year?", [
        ("2025-12-15T09:00", "Nelnet payment, $312"),
        ("2026-02-15T09:00", "*student loan autopay went through, $312"),
        ("2026-05-15T09:00", "*loan payment of $512, the usual plus whatever I had lying around"),
        ("2026-06-10T21:00", "Min-jae asked how American student loans even work, explained for an hour"),
        ("2026-09-15T09:00", "*paid $450 on the loans from the summer tutoring money"),
        ("2026-10-01T09:00", "loan balance is down to $18,240, slowly"),
        ("2026-11-15T09:00", "*Nelnet took its $312"),
    ], 1586),
    ("hikes-fall", "2026-11-28T20:00", "how many times did I go hiking this fall?", [
        ("2026-08-15T11:00", "Bukhansan with Liam, brutal in the heat"),
        ("2026-09-19T18:00", "*up Inwangsan for the sunset with Yoon-ah"),
        ("2026-10-04T15:00", "*Bukhansan again, up to Baegundae peak, my knees are done"),
        ("2026-10-11T20:00", "Min-jae went hiking with his dad in Seoraksan"),
        ("2026-10-25T16:00", "*Achasan trail with Liam, the leaves were insane"),
        ("2026-11-08T10:00", "meant to climb Gwanaksan but it poured"),
        ("2026-11-15T17:00", "*did the Gwanaksan ridge at last, rope sections and all"),
    ], 4),
    ("his-mom-visits", "2026-12-20T20:00", "how many times has my boyfriend's mother come over since the move?", [
        ("2026-07-30T19:00", "Min-jae's mom came to see my old place in Hwagok, not impressed"),
        MOVE,
        ("2026-09-03T19:00", "*Min-jae's mom dropped in bringing three kinds of kimchi and looked in every cupboard"),
        ("2026-09-20T21:00", "his mom called twice about the holiday plans"),
        ("2026-10-12T15:00", "*his mom came over and reorganized the fridge, Min-jae hid in the bathroom"),
        ("2026-11-01T20:00", "my mom says hi to Min-jae's mom, as if they've met"),
        ("2026-11-22T11:00", "*Min-jae's mother showed up unannounced, persimmons in hand"),
        ("2026-12-05T20:00", "we're going to his parents' in Daegu for Seollal"),
    ], 3),
    ("sick-days", "2026-12-10T20:00", "how many sick days have I taken since September?", [
        ("2026-06-10T08:00", "called in sick, food poisoning from gas station gimbap"),
        ("2026-09-24T07:30", "*called in sick, fever, Director Shin sounded annoyed"),
        ("2026-10-08T19:00", "Liam called in sick again, I covered his kids"),
        ("2026-10-30T07:00", "*stayed home with a migraine, texted Yoon-ah to cover my classes"),
        ("2026-11-19T07:15", "*took the day off sick, throat like sandpaper"),
        ("2026-12-01T08:00", "almost stayed home but dragged myself in anyway"),
    ], 3),
    ("tutoring-last-month", "2026-11-06T21:00", "how much did I make tutoring last month?", [
        ("2026-09-29T20:00", "Ji-ho's mom paid for September, ₩240,000"),
        ("2026-10-08T20:00", "*Seo-yeon's mom sent ₩120,000 for two lessons"),
        ("2026-10-20T20:00", "*Ji-ho's mom paid ₩240,000 for October"),
        ("2026-10-22T21:00", "Liam charges ₩70,000 an hour for private lessons, I undercharge"),
        ("2026-10-25T15:00", "bought Seo-yeon a workbook, ₩14,000"),
        ("2026-10-31T19:00", "*cash from the Kim twins' dad, ₩100,000 for the Halloween lesson"),
        ("2026-11-03T20:00", "Seo-yeon's mom paid ₩120,000 for November"),
    ], 460000),
    ("landlord-owes", "2026-11-15T20:00", "how much does my old landlord still owe me?", [
        ("2026-08-20T19:00", "Mr. Bae, the old landlord, has my ₩5,000,000 deposit and will return it when the new tenant moves in"),
        ("2026-09-10T12:00", "₩3,000,000 of the deposit back from Mr. Bae"),
        ("2026-10-18T19:00", "*Mr. Bae says he still owes me ₩1,700,000 after taking ₩300,000 for the wallpaper"),
        ("2026-10-25T19:00", "Mrs. Ahn raised the parking fee to ₩50,000 a month"),
    ], 1700000),
    ("arc-days", "2026-04-20T20:00", "how many days did it take to get my new ARC after I applied?", [
        ("2026-02-20T19:00", "the ARC runs out in March, renew it"),
        ("2026-03-03T11:00", "*applied for the ARC at Yangcheon immigration, number 347 in line, four hours of my life"),
        ("2026-03-10T19:00", "Liam's ARC came in two weeks, lucky"),
        ("2026-03-24T18:00", "*ARC card arrived at the hagwon at last, I'm a legal person again"),
        ("2026-04-02T19:00", "lost the ARC for an hour, it was in my coat"),
    ], 21),
    ("since-mom-call", "2026-12-12T20:00", "how many days since I last video called my mom?", [
        ("2026-11-20T08:00", "video call with Mom, she's doing Thanksgiving at Aunt Deb's"),
        ("2026-12-03T07:00", "*video called Mom at seven, her Wednesday night, she cried about Christmas"),
        ("2026-12-08T21:00", "Min-jae video called his mom for an hour"),
        ("2026-12-10T19:00", "need to call Mom about the package"),
    ], 9),
    ("extra-hours-nov", "2026-12-03T20:00", "how many hours of extra classes did I teach in November?", [
        ("2026-10-28T19:00", "covered Liam's afternoon block, 3 hours"),
        ("2026-11-07T18:00", "*Saturday TOEFL special, 4 hours straight"),
        ("2026-11-13T20:00", "*covered the middle school class for Yoon-ah, 2 hours"),
        ("2026-11-18T21:00", "my regular schedule is 30 hours a week, kill me"),
        ("2026-11-26T21:00", "*an extra 90-minute speaking class for the debate team"),
        ("2026-11-29T19:00", "Director Shin wants 6 hours of extra classes from me in December"),
    ], 7.5),
    ("busan-trip", "2026-10-15T20:00", "what did the Busan trip cost me?", [
        ("2026-09-10T19:00", "Busan hotels quoted ₩180,000 a night, nope"),
        ("2026-09-24T08:00", "*KTX to Busan for Chuseok, ₩59,800 one way"),
        ("2026-09-24T21:00", "*guesthouse near Gwangalli, ₩88,000 for two nights, view of the bridge"),
        ("2026-09-25T13:00", "*Jagalchi lunch, raw fish and a beer, ₩35,000"),
        ("2026-09-25T20:00", "Min-jae's cousin paid for dinner in Seomyeon, refused my card"),
        ("2026-09-26T18:00", "*KTX back up to Seoul, ₩59,800, slept the whole way"),
        ("2026-10-05T19:00", "Liam's going down south next month, told him about the guesthouse"),
    ], 242600),
    ("doctor-since-move", "2026-12-15T20:00", "how many times have I seen a doctor since the move?", [
        ("2026-08-10T11:00", "clinic for a rash, the doctor spoke perfect English"),
        MOVE,
        ("2026-09-24T11:00", "*ENT by the station, a week of pills for ₩8,400"),
        ("2026-10-02T19:00", "Min-jae's dentist wants to pull his wisdom tooth"),
        ("2026-10-30T12:00", "*saw a doctor about the migraines, he said sleep more, thanks"),
        ("2026-11-19T12:00", "*ENT again, the same throat thing"),
        ("2026-12-02T19:00", "should see someone about my knee"),
    ], 3),
    ("cat-this-year", "2026-12-18T20:00", "how much have we spent on the cat this year?", [
        ("2025-11-20T19:00", "Gimmy's neutering, ₩180,000"),
        ("2026-02-14T12:00", "*Gimmy's shots at the animal hospital, ₩55,000"),
        ("2026-05-03T15:00", "*20kg of litter and a box of churu for Gimmy, ₩38,000"),
        ("2026-06-01T19:00", "Yoon-ah's cat had surgery, ₩1,200,000, poor thing"),
        ("2026-09-07T16:00", "*a tower for Gimmy in the Mangwon apartment, ₩65,000"),
        ("2026-11-11T19:00", "*Gimmy coughed a hairball onto my lesson plans, animal hospital says he's fine, ₩30,000"),
    ], 188000),
    ("students-now", "2026-11-25T20:00", "how many students do I have now?", [
        ("2026-09-01T19:00", "new semester: 42 students across six classes"),
        ("2026-10-10T19:00", "two kids quit for a math hagwon, 40 now"),
        ("2026-11-14T19:00", "*three new kids in the Tuesday class, so 43 students now"),
        ("2026-11-20T19:00", "Liam has 51 students, no wonder he's tired"),
    ], 43),
    ("parent-complaints", "2026-12-01T20:00", "how many parent complaints did I get in November?", [
        ("2026-10-20T19:00", "a mom complained that I smile too much, Director Shin passed it on"),
        ("2026-11-05T19:00", "*Do-yun's mother rang the office furious about his quiz score"),
        ("2026-11-12T19:00", "*another parent complained about too much homework"),
        ("2026-11-16T19:00", "Liam got a complaint about his accent, he's from Cork, what do they want"),
        ("2026-11-27T19:00", "*a father emailed Director Shin that I'm too strict about phones"),
        ("2026-11-28T21:00", "parent-teacher night went fine, all smiles"),
    ], 3),
    ("boiler-winter", "2027-01-20T20:00", "how many times has the boiler broken down this winter?", [
        ("2026-11-10T19:00", "boiler man serviced it before the cold, ₩40,000"),
        ("2026-12-07T07:00", "*woke up to cold floors, the boiler died overnight"),
        ("2026-12-26T08:00", "*zero hot water, the boiler flashing error 03"),
        ("2027-01-03T19:00", "Liam says his boiler made a bang and quit"),
        ("2027-01-14T07:00", "*boiler quit again, Mrs. Ahn sent her nephew to fix it"),
        ("2027-01-16T19:00", "the heating bill was ₩112,000, brutal"),
    ], 3),
    ("eating-out-last-week", "2026-10-21T21:00", "how much did I spend eating out last week?", [
        ("2026-10-10T16:00", "bingsu with Yoon-ah after the field trip, ₩13,000"),
        ("2026-10-13T21:00", "*samgyeopsal with Liam after work, my half ₩32,000"),
        ("2026-10-15T17:00", "*tteokbokki and fish cakes from the cart by the station, ₩4,500"),
        ("2026-10-16T21:00", "Min-jae treated me to omakase, he won't say what it cost"),
        ("2026-10-17T20:00", "*chimaek by the Han river with Min-jae, my turn, ₩27,000"),
        ("2026-10-17T11:00", "Coupang: rice and detergent, ₩41,000"),
        ("2026-10-20T12:30", "kimbap for lunch, ₩3,500"),
    ], 63500),
]

OTHERS = [
    ("boss-contract", "2026-12-10T20:00", "what did my boss say about renewing my contract?", [
        ("2026-10-05T19:00", "Liam's not renewing, he told Director Shin today"),
        ("2026-11-02T19:00", "*Director Shin wants me back next year, offered ₩2,700,000 a month and no more Saturdays"),
        ("2026-11-20T19:00", "*Director Shin says if I sign by Christmas the hagwon pays my flight home in the summer"),
        ("2026-11-25T19:00", "Min-jae's manager handed him a bonus, finally"),
        ("2026-12-01T19:00", "my contract ends February 28"),
    ], None),
    ("visa-left", "2027-01-25T20:00", "what's still left to do for the visa renewal?", [
        ("2027-01-05T19:00", "visa renewal appointment at Yangcheon immigration booked for February 9"),
        ("2027-01-08T19:00", "passport photos done, the studio made me look ghostly"),
        ("2027-01-12T19:00", "*still need the new contract with Director Shin's stamp on it"),
        ("2027-01-15T19:00", "*must get the health check done at the hospital before the 9th"),
        ("2027-01-18T19:00", "Liam's visa got rejected over a typo"),
        ("2027-01-21T19:00", "*the tax certificate from the district office, haven't gone yet"),
        ("2027-01-22T19:00", "paid the ₩60,000 fee online"),
    ], None),
    ("waiting", "2026-12-20T20:00", "what am I still waiting on?", [
        ("2026-11-28T19:00", "*Mom's Christmas box shipped, tracking says it's in customs at Incheon"),
        ("2026-12-02T19:00", "the new rug arrived, Gimmy claimed it immediately"),
        ("2026-12-08T19:00", "*TOPIK results come out January 6, nervous"),
        ("2026-12-10T19:00", "Liam keeps waiting on the director for his final paycheck"),
        ("2026-12-14T19:00", "*Mr. Bae still hasn't sent the rest of my deposit"),
    ], None),
    ("lunar-new-year", "2027-01-30T20:00", "what did we decide about Lunar New Year?", [
        ("2026-12-05T20:00", "Min-jae's parents want us in Daegu for Seollal, I want a beach somewhere"),
        ("2026-12-20T19:00", "Liam is spending the holiday in Vietnam"),
        ("2027-01-04T21:00", "*decided: Daegu for Seollal, two nights with his family, then a day in Gyeongju just us"),
        ("2027-01-10T19:00", "Seollal train tickets sold out in nine minutes, Min-jae got two"),
    ], None),
    ("stay-decision", "2027-01-05T20:00", "did I decide whether to stay another year?", [
        ("2026-10-05T21:00", "thinking about leaving after this contract, Tokyo maybe"),
        ("2026-11-03T19:00", "the director's offer is decent but I miss Ohio"),
        ("2026-12-18T19:00", "*signed on at the hagwon through next February, Min-jae cried a little, so did I"),
        ("2026-12-22T19:00", "Liam booked his one-way to Dublin"),
    ], None),
    ("living-together", "2026-12-30T20:00", "how have I felt about living with Min-jae?", [
        ("2026-08-10T21:00", "*scared about moving in with Min-jae, what if he hates the way I load a dish rack"),
        MOVE,
        ("2026-09-15T08:00", "*love waking up to Min-jae making coffee in our tiny kitchen, so domestic"),
        ("2026-10-10T19:00", "Min-jae loves the new studio job"),
        ("2026-11-30T21:00", "*sharing twenty-four square meters with a man who leaves socks everywhere and still happy, who am I"),
        ("2026-12-10T19:00", "Yoon-ah moved in with her boyfriend and already hates it"),
    ], None),
    ("coteacher-books", "2026-10-30T20:00", "how does my co-teacher feel about the new textbooks?", [
        ("2026-09-02T19:00", "new textbooks arrived, glossy and way too hard for the level twos"),
        ("2026-09-16T19:00", "*Yoon-ah thinks the new textbooks are a disaster, the kids can't read the instructions"),
        ("2026-09-20T19:00", "I kind of like the new books, honestly"),
        ("2026-10-14T19:00", "*Yoon-ah came around on the books, says the listening units are good"),
        ("2026-10-20T19:00", "Liam wants the old books back"),
    ], None),
    ("his-sister", "2026-11-10T20:00", "what do I know about my boyfriend's sister?", [
        ("2026-07-18T19:00", "*Min-jae's sister Hye-jin is a nurse at Severance, works nights"),
        ("2026-08-09T19:00", "Kayla's kids start school next week back home"),
        ("2026-09-27T19:00", "*Hye-jin marries a dentist in May, a guy from Incheon"),
        ("2026-10-12T19:00", "Min-jae's cousin does makeup for K-dramas"),
        ("2026-10-30T19:00", "*Hye-jin taught me to make kimchi jjigae properly, no shortcuts"),
    ], None),
    ("korean-test", "2026-10-01T20:00", "when is my Korean test?", [
        ("2026-09-05T19:00", "*TOPIK is October 18, at a middle school in Mok-dong, nine sharp"),
        ("2026-09-12T19:00", "Korean class moved to Thursday nights"),
        ("2026-09-20T19:00", "Liam's TOEIC is on the 25th"),
        ("2026-09-25T19:00", "graded forty vocab quizzes tonight"),
    ], None),
    ("haircut-last", "2026-12-01T20:00", "when did I last get my hair cut?", [
        ("2026-08-05T19:00", "salon in Hongdae, way too short, cried in the bathroom"),
        ("2026-10-26T19:00", "*salon in Mangwon, just a trim this time, the stylist's English beats my Korean"),
        ("2026-11-10T19:00", "Min-jae got a perm, he looks like a poodle, I love it"),
        ("2026-11-28T19:00", "my bangs are in my eyes again"),
    ], None),
    ("liam-why", "2026-12-30T20:00", "why is Liam leaving Korea?", [
        ("2026-10-05T19:00", "Liam's not signing again, he told the director"),
        ("2026-12-22T19:00", "*Liam's going home because his dad is sick, and the director docked his pay twice for being late"),
        ("2026-12-23T19:00", "Min-jae is leaving his band, too much drama"),
        ("2026-12-24T19:00", "Liam left me his rice cooker and a plant"),
    ], None),
    ("restaurant-name", "2026-12-01T20:00", "what was the name of the place Min-jae's parents took us for dinner?", [
        ("2026-11-08T21:00", "*Min-jae's parents took us to Byeokje Galbi, his dad ordered for the whole table"),
        ("2026-11-15T19:00", "Liam wants to try the food stalls at Gwangjang market"),
        ("2026-11-20T19:00", "made kimchi jjigae at home, nailed it"),
        ("2026-11-25T19:00", "his parents want to meet my mom on a video call"),
    ], None),
    ("passport-where", "2026-09-15T20:00", "where did I put my passport after the move?", [
        MOVE,
        ("2026-08-25T19:00", "*passport and ARC in the blue folder under the bed, do not forget"),
        ("2026-09-01T19:00", "lost my AirPods in a taxi"),
        ("2026-09-10T19:00", "Min-jae keeps his passport in the freezer bag drawer, weird"),
    ], None),
    ("promise-sister", "2026-12-05T20:00", "what did I promise my sister?", [
        ("2026-10-20T19:00", "*told Kayla I'd send sheet masks and a box of honey butter chips for her birthday"),
        ("2026-10-25T19:00", "Min-jae promised Hye-jin he'd DJ her wedding"),
        ("2026-11-09T19:00", "*promised Kayla I'd video call her kids' class for their Korea day"),
        ("2026-11-15T19:00", "Kayla says Mom is lonely"),
    ], None),
    ("dentist-rec", "2026-07-10T20:00", "which dentist did my co-teacher recommend?", [
        ("2026-06-02T19:00", "tooth throbbing on my left side all night"),
        ("2026-06-04T19:00", "*Yoon-ah says go to Miso Dental by Omokgyo station, the doctor trained in LA"),
        ("2026-06-06T19:00", "Liam swears by a dentist in Itaewon who overcharged him"),
        ("2026-06-20T19:00", "Min-jae hasn't seen a dentist in five years, gross"),
    ], None),
    ("chuseok-gift", "2026-10-15T20:00", "what did I get my boyfriend's mom for Chuseok?", [
        ("2026-09-10T19:00", "holiday gift sets everywhere, Spam in a velvet box"),
        ("2026-09-22T19:00", "*bought Min-jae's mom a hanwoo gift box, he wrote the card in Korean for me"),
        ("2026-09-23T19:00", "Min-jae got his mom a massage chair voucher, showing me up"),
        ("2026-09-23T20:00", "Director Shin gave every teacher a box of pears"),
    ], None),
    ("knee-nothing", "2026-11-20T20:00", "what did the doctor say about my knee?", [
        ("2026-10-10T19:00", "my knee clicks going down stairs now"),
        ("2026-10-30T19:00", "the doctor for the migraines said sleep more"),
        ("2026-11-10T19:00", "should get the knee looked at before ski season"),
    ], None),
    ("liam-flight-nothing", "2026-12-15T20:00", "when is Liam's flight home?", [
        ("2026-11-20T19:00", "Liam is leaving in the spring sometime"),
        ("2026-12-01T19:00", "Liam's sister flies in next week to visit him"),
        ("2026-12-05T19:00", "flights to Dublin in March are cheap, Liam keeps saying"),
    ], None),
    ("housewarming", "2026-09-30T20:00", "who came to the housewarming?", [
        ("2026-09-12T19:00", "housewarming Saturday, overbought soju by a mile"),
        ("2026-09-19T23:00", "*housewarming: Liam, Yoon-ah and her boyfriend, Hye-jin, and Director Shin of all people, with a giant pack of toilet paper"),
        ("2026-09-21T19:00", "Kayla wanted to FaceTime in, the time difference killed it"),
        ("2026-09-25T19:00", "Yoon-ah's housewarming is next month"),
    ], None),
    ("vet-advice", "2026-11-25T20:00", "what did the vet tell us to do for the cat?", [
        ("2026-11-11T19:00", "*animal hospital says Gimmy's hairballs are normal, brush him every day and put pumpkin in his food"),
        ("2026-11-12T19:00", "Yoon-ah's vet put her cat on a diet"),
        ("2026-11-18T19:00", "*back at the animal hospital, they want Gimmy on hairball paste twice a week"),
        ("2026-11-20T19:00", "Gimmy knocked a mug off the desk at three in the morning"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qC", NUMBERS, OTHERS, seed=2525, read_numbers=10, read_others=10), TZ, FILLER, seed=25, sizes=(12, 35))
