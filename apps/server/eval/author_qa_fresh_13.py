"""Writes qa-fresh-13.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to citation recall.

Voice: an emergency nurse in Perth (Australia/Perth, so summer is December to February) who moved with her partner
Marcus, her daughter Isla (8) and their kelpie Pippa from Bunbury to Fremantle in June 2026, is doing a postgraduate
course at Curtin, has a mum in Mandurah, a brother (Callum) on a mine roster in Kalgoorlie, a nurse friend (Tegan), a
neighbour (Bev) and a new unit manager (Rosa). Questions are worded apart from the notes that answer them: synonyms and
paraphrase ("jabs" for a vaccination, "the mechanic" for a garage by name), people by relation or by a first name the
notes shorten, projects named loosely ("the backyard" for a retaining wall and reticulation), and ranges such as "since
the move", "in October", "last weekend" and "over the summer". Hand-written answer notes (cited, marked "*") and
look-alike distractors, then neutral filler drawn from a pool written for this set, so every case has 12-22 notes.
qq001-qq020 may be read while tuning; qq021-qq040 are held (totals only).

Run: python3 author_qa_fresh_13.py > qa-fresh-13.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases

TZ = "Australia/Perth"

FILLER = [
    "the Fremantle Doctor came in right on two o'clock",
    "dolphins cruising past the groyne at Bathers Beach",
    "magpie swooped a cyclist outside the IGA",
    "the Rottnest ferry horn carried all the way up the hill",
    "smoke haze from a burn-off down near Jandakot",
    "jacarandas dropping purple all over the footpath",
    "a bobtail sunning itself on our front step",
    "the wheelie bins got knocked over by the wind again",
    "black cockatoos screeching in the pines at dusk",
    "the container cranes at the port lit up orange",
    "a cruise liner parked at Victoria Quay blocking the view",
    "the servo on Hampton Road has run out of ice",
    "sprinklers came on at 5am, wrong day for our roster",
    "a lightning storm rolled in off the ocean and fizzled out",
    "somebody's rooster two streets over starts at four",
    "the Esplanade ferris wheel is back up",
    "a grey nurse shark sighting closed Port Beach for the afternoon",
    "fog over the Swan at Point Walter",
    "the hills looked blue from the top of Monument Hill",
    "a willie wagtail nesting in the bottlebrush",
    "the freeway was a car park past Canning Bridge",
    "a kite surfer doing backflips at Leighton",
    "the market buskers were back on the cappuccino strip",
    "roo dog tied up outside the bakery again",
    "a thick sea mist rolling up High Street",
    "the train was replaced by buses past Cottesloe",
    "ducks waddling across the road near Booyeembara Park",
    "a frigate heading out past the North Mole",
    "the mulberry tree on the corner is heavy with fruit",
    "the council finally fixed the pothole on Lefroy Road",
    "rain on the tin roof all night, loud as anything",
    "a huntsman the size of my hand on the laundry wall",
    "the sky went pink and orange over Rottnest",
    "a tractor dragging the beach rake at South Beach",
    "a cat sleeping on the bonnet of the ute next door",
    "the Indian Ocean flat as glass this morning",
    "paper wasps building under the patio eaves",
    "fireworks popping above the port for some occasion",
    "the street smells of frangipani after dark",
    "a flock of corellas tearing up the oval",
    "leaves from the Moreton Bay fig all over the car",
    "the radio says it's the driest winter in years",
    "a trawler coming in with a cloud of gulls behind it",
    "the Roundhouse cannon went off at one",
    "a minute of hail rattling the skylight, then sun",
    "school zone lights flashing on a public holiday",
    "a busker playing didgeridoo near the town hall",
    "the wind blew the sand right across Marine Terrace",
    "a bloke walking a ferret on a lead in the park",
    "pelicans returned to the river at East Fremantle",
    "Mr Whippy van doing its tune off key again",
    "the power pole out front has a new transformer",
    "a sailing race out past the moles, dozens of white sails",
    "a couch dumped on the verge, FREE written on cardboard",
    "a dugite crossed the path at the golf course",
    "the neighbourhood cat chorus started at midnight",
    "the tide brought a pile of seagrass onto the beach",
    "a blimp floating over the city, no idea why",
    "the street party bunting is still up from last month",
    "the Norfolk pines along the foreshore leaning in the gale",
]


# Each case: id, now, question, notes [(created_at, text)], number.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
CASES = [
    # ---------- read half (qq001-qq020) ----------
    ("qq001", "2026-09-20T20:00", "what's new with my brother?", [
        ("2026-08-02T19:00", "Marcus's brother Dean wants to come over for the derby"),
        ("2026-08-30T18:30", "*my brother Callum rang, they've offered him a permanent spot on the Kalgoorlie roster"),
        ("2026-09-08T21:00", "Isla drew our family and gave herself a baby brother"),
        ("2026-09-14T20:15", "*Cal and Jodie put a deposit down on a block in Ellenbrook"),
        ("2026-09-17T07:30", "Calamari special at the Cicerello's on the wharf"),
    ], None),
    ("qq002", "2026-08-18T21:00", "who is Rosa?", [
        ("2026-07-20T22:00", "*Rosa, the new NUM in ED, wants everyone's mandatory modules finished before the month's out"),
        ("2026-07-29T17:00", "Rosalie across the road says the verge collection is next week"),
        ("2026-08-05T23:10", "*Rosa signed off my leave for the school holidays without a fuss"),
        ("2026-08-12T19:00", "bottle of rosé at Tegan's, too sweet"),
    ], None),
    ("qq003", "2026-10-25T20:00", "did we ever sort out a second car?", [
        ("2026-09-19T13:00", "test drove a RAV4 hybrid and an Outlander, Isla liked the Outlander's screen"),
        ("2026-09-28T19:00", "Tegan's Corolla got rear-ended on the Kwinana freeway"),
        ("2026-10-09T20:00", "*bit the bullet on the Outlander PHEV, picking it up from the dealer Saturday"),
        ("2026-10-14T08:00", "Mazda rego due next month"),
        ("2026-10-20T18:00", "Marcus reckons we should've got the Toyota"),
    ], None),
    ("qq004", "2026-08-02T21:00", "how have I been feeling since the move?", [
        ("2026-06-06T21:00", "stressed to the eyeballs about packing, three rooms still to do"),
        ("2026-06-13T19:00", "moving day, the truck from Bunbury turned up two hours late"),
        ("2026-06-20T22:00", "*knackered and teary, I miss the Bunbury girls"),
        ("2026-07-04T08:30", "Isla's upset she hasn't made any friends yet"),
        ("2026-07-11T09:00", "*actually loving the walk down to South Beach in the mornings, feel lighter"),
        ("2026-07-25T21:30", "*flat all day, unpacked nothing and snapped at Marcus"),
    ], None),
    ("qq005", "2026-10-14T20:00", "how many times did I take the dog to the beach last week?", [
        ("2026-10-02T07:00", "took Pippa down to Leighton at sunrise, she rolled in seaweed"),
        ("2026-10-05T06:45", "*dog beach at Leighton with Pip before my shift"),
        ("2026-10-07T17:30", "*Pippa chased the ball into the waves at Port Beach till she was spent"),
        ("2026-10-08T18:00", "Marcus ran Pippa up to the vet, ear infection"),
        ("2026-10-10T07:15", "*sunrise run along Leighton with the kelpie, she found a dead fish"),
        ("2026-10-12T17:00", "walked to the IGA for milk"),
    ], 3),
    ("qq006", "2026-10-30T20:00", "how much has uni cost me since July?", [
        ("2026-02-20T19:00", "paid Curtin for the first unit, $1,480"),
        ("2026-07-15T20:00", "*Curtin fee for the trauma unit, $1,480 gone"),
        ("2026-07-22T18:00", "*trauma nursing textbook from the co-op, $96"),
        ("2026-08-14T17:00", "Isla's school fees for term 3, $350"),
        ("2026-09-03T20:00", "Tegan paid $60 for the ED conference"),
        ("2026-10-01T19:00", "*ACLS refresher for the course placement, $210"),
    ], 1786),
    ("qq007", "2026-11-20T20:00", "when did Pippa last have her jabs?", [
        ("2026-05-10T11:00", "Pippa's nails clipped at the groomer in Bunbury"),
        ("2026-09-02T10:00", "Isla got her flu vax from the chemist"),
        ("2026-10-17T11:30", "*vet did Pippa's annual vaccination and the heartworm injection, all good"),
        ("2026-11-05T16:00", "Bev's dog had to go in for a tick"),
    ], None),
    ("qq008", "2026-11-10T20:00", "what's left to do on the backyard?", [
        ("2026-10-10T14:00", "laid the pavers by the back door, my back's wrecked"),
        ("2026-10-18T19:00", "*need to get a quote for a limestone retaining wall along the back fence"),
        ("2026-10-24T20:00", "*order the reticulation parts for the new beds"),
        ("2026-10-29T18:00", "clean the gutters before summer"),
        ("2026-11-03T17:30", "*have to rip out the dead lawn by the shed"),
        ("2026-11-06T19:00", "Bev's backyard is a jungle since her knee"),
    ], None),
    ("qq009", "2026-09-25T21:00", "what am I still waiting to hear back on?", [
        ("2026-08-20T22:00", "*put my application in for the CN position in ED, interviews sometime next month"),
        ("2026-08-27T20:00", "rang the property manager about the leaking shower"),
        ("2026-09-03T17:00", "plumber came and fixed the shower, finally"),
        ("2026-09-10T19:00", "*AHPRA still hasn't processed my registration transfer"),
        ("2026-09-16T21:00", "Tegan's still chasing Home Affairs about her partner visa"),
    ], None),
    ("qq010", "2026-11-15T20:00", "which mechanic did Marcus say to use?", [
        ("2026-10-20T18:00", "Luka from Isla's class had his party at Bounce in Osborne Park"),
        ("2026-10-27T19:30", "*Marcus says take the Mazda to Luka at Spearwood Auto, he did his clutch for cheap"),
        ("2026-11-02T20:00", "Bev's son is an electrician in Rockingham"),
        ("2026-11-09T08:00", "Mazda's making a clunk turning left"),
    ], None),
    ("qq011", "2026-11-11T20:00", "what have I got on this weekend?", [
        ("2026-11-01T19:00", "Tegan's hens do is Saturday the 21st"),
        ("2026-11-04T20:00", "*Isla's netball grand final Saturday the 14th, 9am at the Fremantle Arena"),
        ("2026-11-06T19:30", "had the best sleep in on Saturday"),
        ("2026-11-09T18:00", "*Mum's coming up from Mandurah on Sunday for a roast"),
    ], None),
    ("qq012", "2026-12-05T20:00", "what presents have I got Isla for her birthday so far?", [
        ("2026-11-14T17:00", "*got the Lego treehouse from Kmart and stashed it up behind the winter doonas"),
        ("2026-11-20T12:00", "bought a baby gift for Tegan's shower"),
        ("2026-11-24T19:00", "*picked up the roller skates she's been on about, purple ones"),
        ("2026-11-28T20:00", "need candles and the number 9"),
        ("2026-12-01T21:00", "Isla wants a sleepover for her party"),
    ], None),
    ("qq013", "2026-09-06T20:00", "anything I need to do for Mum?", [
        ("2026-08-15T18:00", "Mum says the roses along her side fence are out already"),
        ("2026-08-22T19:00", "*book Mum's eye appointment in Mandurah, she can't see the road at night"),
        ("2026-08-29T20:00", "Marcus's mum wants the recipe for the lemon tart"),
        ("2026-09-02T21:00", "*ring Mum's bank about her card being blocked"),
    ], None),
    ("qq014", "2026-12-10T20:00", "did I decide whether to go part time?", [
        ("2026-10-30T21:00", "Tegan's going part time after the baby"),
        ("2026-11-12T22:00", "thinking about cutting back my hours for next year"),
        ("2026-11-26T20:00", "*told Rosa I'll drop to 0.8 from February"),
        ("2026-12-04T19:00", "time sheet for the fortnight is wrong again"),
    ], None),
    ("qq015", "2026-10-12T21:00", "how have I felt about uni lately?", [
        ("2026-09-20T22:00", "*the trauma assignment is melting my brain, 2,500 words and I've got 400"),
        ("2026-09-28T16:00", "Isla loves her new school, she skipped out the door"),
        ("2026-10-03T20:00", "*got a HD on the case study, chuffed to bits"),
        ("2026-10-08T22:30", "felt sick after that kebab from the van"),
        ("2026-10-10T21:00", "*dreading the exam, can't keep the drugs straight"),
    ], None),
    ("qq016", "2026-11-25T20:00", "what did we get up to last weekend?", [
        ("2026-11-14T19:00", "pizza night at home with Isla's friend Zara"),
        ("2026-11-21T19:00", "*day trip to Rotto with Isla, quokka selfies and fish and chips at the pub"),
        ("2026-11-22T20:00", "*Marcus and I snuck off to Little Creatures for dinner while Mum babysat"),
        ("2026-11-23T22:00", "night shift, ED was chaos"),
    ], None),
    ("qq017", "2026-11-30T21:00", "how many times have I caught up with Teg since the move?", [
        ("2026-05-20T19:00", "coffee with Tegan when she came down to Bunbury"),
        ("2026-06-13T18:00", "moving day, Marcus dropped the fridge on his toe"),
        ("2026-07-18T11:00", "*coffee with Tegan at Gino's before her shift"),
        ("2026-08-30T08:00", "*Tegan and I did the Kings Park stairs"),
        ("2026-09-12T14:00", "Tegan texted about swapping the Sunday roster"),
        ("2026-10-24T23:30", "*drinks with Teg after the late shift"),
    ], 3),
    ("qq018", "2027-03-10T20:00", "where did we go camping over the summer?", [
        ("2026-12-26T19:00", "*packed the swag, the esky and Isla's boogie board for Esperance"),
        ("2026-12-28T20:00", "*three nights at Lucky Bay, Isla saw kangaroos lying on the beach"),
        ("2027-01-15T19:00", "Tegan's going camping at Wellington Dam over Easter"),
        ("2027-03-05T20:00", "booked a campsite at Dwellingup for the April holidays"),
    ], None),
    ("qq019", "2026-11-08T20:00", "how much did I spend on the dog in October?", [
        ("2026-09-24T17:00", "Pippa's vet consult $85"),
        ("2026-10-03T12:00", "*20kg sack of kibble from Petbarn $79"),
        ("2026-10-11T11:00", "Isla's school excursion $20"),
        ("2026-10-17T11:30", "*Pippa's vaccination and heartworm shot $142"),
        ("2026-10-25T16:00", "*new harness for Pip $35"),
        ("2026-10-29T18:00", "Bev spent $300 on her dog's teeth"),
    ], 256),
    ("qq020", "2026-09-30T20:00", "what did the electrician say about the switchboard?", [
        ("2026-09-05T18:00", "Bev's son is a sparky down in Rockingham"),
        ("2026-09-12T21:00", "power out for an hour on our street"),
        ("2026-09-22T16:00", "*sparky reckons the whole board needs replacing, it's got asbestos backing"),
        ("2026-09-25T19:00", "the kettle tripped the safety switch again"),
    ], None),
    # ---------- held half (qq021-qq040) ----------
    ("qq021", "2026-10-18T20:00", "how's my mother-in-law doing?", [
        ("2026-09-12T19:00", "Mum's roses won a ribbon at the Mandurah show"),
        ("2026-09-26T20:00", "*Marcus's mum Lorraine got discharged after the fall"),
        ("2026-10-02T18:00", "Bev had a fall on her front step"),
        ("2026-10-11T19:30", "*Lorraine's walking with a frame now, Marcus is doing her shopping"),
    ], None),
    ("qq022", "2026-12-12T20:00", "what did we decide about Christmas?", [
        ("2026-11-20T19:00", "Bunnings already has its Christmas trees out"),
        ("2026-11-29T20:00", "*we're doing the 25th at Mum's this year, Marcus's family on the 26th"),
        ("2026-12-03T21:00", "Tegan's spending Christmas in Bali"),
        ("2026-12-08T19:00", "Isla's begging for a proper pine tree this year"),
    ], None),
    ("qq023", "2027-03-08T21:00", "how was I feeling over the summer?", [
        ("2026-11-20T20:00", "so happy in the new job, best team I've had"),
        ("2026-12-18T22:00", "*the heat's flattening me, 41 again and three nights on"),
        ("2026-12-30T20:00", "*best week in ages at Lucky Bay, totally switched off"),
        ("2027-01-22T21:00", "Marcus is stressed about the contract ending"),
        ("2027-02-10T22:00", "*on edge all week waiting for the CN interview"),
        ("2027-03-04T20:00", "bit blue now the holidays are over"),
    ], None),
    ("qq024", "2026-11-29T20:00", "how many times did I get to the gym this month?", [
        ("2026-10-30T06:00", "F45 before work, legs are jelly"),
        ("2026-11-03T06:00", "*F45 class before my shift"),
        ("2026-11-10T06:15", "*F45 again, burpees nearly killed me"),
        ("2026-11-14T08:00", "Marcus renewed his gym membership"),
        ("2026-11-18T06:00", "no gym, wrecked after nights"),
        ("2026-11-24T17:30", "*spin at Anytime with Teg"),
    ], 3),
    ("qq025", "2026-07-20T20:00", "what did the move cost us all up?", [
        ("2026-05-30T19:00", "*deposit to the removalists, $500"),
        ("2026-06-10T12:00", "groceries at Coles, $180"),
        ("2026-06-13T19:00", "*paid the removalists the rest, $1,850"),
        ("2026-06-16T17:00", "*end of lease clean on the Bunbury house, $320"),
        ("2026-06-20T18:00", "Tegan's moving in with her sister next month"),
        ("2026-06-22T12:00", "*trailer hire to bring the pot plants up, $140"),
    ], 2810),
    ("qq026", "2026-12-15T20:00", "when did I last get my hair done?", [
        ("2026-08-01T15:00", "foils at the salon, first one since Bunbury"),
        ("2026-11-07T14:00", "*cut and colour at Vanity, Shay took five centimetres off"),
        ("2026-11-28T18:00", "trimmed Isla's fringe at the kitchen table"),
        ("2026-12-05T20:00", "Tegan had her hair done for the hens"),
    ], None),
    ("qq027", "2026-11-02T20:00", "what's new next door?", [
        ("2026-09-27T16:00", "*Bev next door dropped over lemons off her tree"),
        ("2026-10-12T19:00", "*Bev's got her grandson Kobe staying through the holidays"),
        ("2026-10-20T18:00", "the house behind us sold, there's a sign up"),
        ("2026-10-28T20:00", "*Bev had her cataract done, she can't drive for a week"),
    ], None),
    ("qq028", "2027-01-10T20:00", "what's still to sort for the Margaret River trip?", [
        ("2026-12-20T19:00", "booked the chalet at Prevelly for the Australia Day weekend"),
        ("2027-01-02T20:00", "*book the kennel for Pippa"),
        ("2027-01-04T19:00", "Isla's holiday reading log is due back first week of term"),
        ("2027-01-06T20:00", "*need to grab the roof pod off Dean before we head down south"),
        ("2027-01-08T21:00", "*ring the winery about the group lunch on the Saturday"),
    ], None),
    ("qq029", "2026-08-25T20:00", "have I heard back from the uni?", [
        ("2026-07-10T19:00", "paid for the Curtin parking permit for semester two"),
        ("2026-08-06T21:00", "*emailed Curtin about credit for the first unit, nothing back yet"),
        ("2026-08-12T17:00", "Isla's school sent the newsletter"),
        ("2026-08-19T20:00", "Tegan heard back about her uni placement"),
    ], None),
    ("qq030", "2026-10-05T20:00", "what was the bakery Tegan raved about?", [
        ("2026-09-10T20:00", "Tegan raved about the new Marvel film"),
        ("2026-09-18T19:00", "*Tegan says the sourdough at Sayers Sister is worth the queue"),
        ("2026-09-24T18:00", "bread at Coles was stale again"),
        ("2026-09-29T20:00", "Tegan's sister opened a nail place in Hilton"),
    ], None),
    ("qq031", "2026-10-31T20:00", "what have I planted in the verge garden?", [
        ("2026-09-19T16:00", "*three kangaroo paws in out the front"),
        ("2026-09-26T17:00", "Bev's roses are climbing over our fence"),
        ("2026-10-03T16:00", "*put in a grevillea by the letterbox"),
        ("2026-10-10T17:00", "need more mulch from Bunnings"),
        ("2026-10-17T16:30", "*two salvias along the footpath strip"),
    ], None),
    ("qq032", "2026-11-04T20:00", "how much did we spend last weekend?", [
        ("2026-10-30T17:00", "Friday fish and chips, $38"),
        ("2026-10-31T10:30", "*brunch at Bread in Common, $74"),
        ("2026-10-31T15:00", "Marcus paid for the fuel, $90"),
        ("2026-11-01T11:00", "*Bunnings run, $63 on potting mix and a hose"),
        ("2026-11-01T16:00", "*party shoes for Isla, $45"),
        ("2026-11-02T12:00", "lunch at the hospital cafe, $16"),
    ], 182),
    ("qq033", "2026-11-04T20:00", "when is Isla's parent-teacher interview?", [
        ("2026-10-28T16:00", "Isla's dentist Thursday the 19th at 4"),
        ("2026-11-02T17:00", "*Mrs Nguyen wants to see us on Thursday 12 Nov, 3:30, about Isla's reading"),
        ("2026-11-03T21:00", "my CN interview is Friday the 20th at 10"),
    ], None),
    ("qq034", "2026-12-14T20:00", "how has my back been since I started pilates?", [
        ("2026-09-28T22:00", "back agony after the double shift"),
        ("2026-10-10T09:00", "first reformer class at Studio Lagom, harder than it looks"),
        ("2026-10-26T20:00", "*lower back much less stiff after the reformer sessions"),
        ("2026-11-15T19:00", "Marcus's back is stuffed again from the footy"),
        ("2026-11-30T23:00", "*back twinged lifting a patient, iced it on my break"),
        ("2026-12-09T20:00", "*back's been perfect all week"),
    ], None),
    ("qq035", "2026-11-15T20:00", "how many times have I been down to Mum's since we moved?", [
        ("2026-06-01T19:00", "Mum came to Bunbury to help pack"),
        ("2026-06-13T20:00", "moving day, Isla cried leaving her room"),
        ("2026-07-12T18:00", "*drove down to Mandurah for lunch at Mum's"),
        ("2026-08-23T19:00", "Mum came up to us for Isla's assembly"),
        ("2026-09-20T18:00", "*stayed over at Mum's for her 65th"),
        ("2026-10-15T20:00", "rang Mum, she's fine"),
        ("2026-11-01T17:00", "*Mum's place in Mandurah for the day, Isla fed the dolphins off the jetty"),
    ], 3),
    ("qq036", "2026-12-20T20:00", "when did I last see the GP?", [
        ("2026-09-14T17:00", "Dr Patel did my bloods and said iron's low"),
        ("2026-11-18T16:30", "*Dr Patel renewed my script and checked the iron again, up to normal"),
        ("2026-12-02T17:00", "took Isla to the doctor for her ear"),
        ("2026-12-10T20:00", "need to book a GP appointment about the mole"),
    ], None),
    ("qq037", "2027-01-25T20:00", "what did I end up doing about the CN job?", [
        ("2026-12-08T19:00", "Tegan missed out on the CN job on ward 6"),
        ("2027-01-12T21:00", "interview for the CN role on Thursday, nervous"),
        ("2027-01-20T19:00", "*accepted the Clinical Nurse role, starting 2 Feb"),
        ("2027-01-22T20:00", "Rosa took us all out for a coffee"),
    ], None),
    ("qq038", "2026-11-28T20:00", "what did the mechanic find wrong with the car?", [
        ("2026-11-09T08:00", "Mazda's making a clunk turning left"),
        ("2026-11-14T19:00", "Marcus washed the car for once"),
        ("2026-11-20T15:00", "*Spearwood Auto rang, the clunking is a worn CV joint, $640 to fix"),
        ("2026-11-24T19:00", "Bev's car got towed from the shopping centre"),
    ], None),
    ("qq039", "2026-11-12T20:00", "what have I got booked for next week?", [
        ("2026-11-02T17:00", "*dentist Tuesday the 17th at 10"),
        ("2026-11-05T19:00", "*CN interview Thursday the 19th at 2pm"),
        ("2026-11-08T18:00", "Isla's swimming carnival was a scorcher"),
        ("2026-11-10T19:00", "Mum's eye appointment is on 1 December"),
    ], None),
    ("qq040", "2026-11-10T20:00", "when is Isla's swimming carnival?", [
        ("2026-10-20T17:00", "Isla's athletics carnival is Friday the 13th"),
        ("2026-10-27T19:00", "swimming lessons at Fremantle Leisure Centre on Tuesdays"),
        ("2026-11-03T20:00", "Tegan's kids had their swimming carnival today"),
    ], None),
]


if __name__ == "__main__":
    print_cases(CASES, TZ, FILLER, seed=13, sizes=(12, 22))
