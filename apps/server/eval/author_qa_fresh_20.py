"""Writes qa-fresh-20.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to NUMBER questions (24 of 40 expect a number) and
to the gaps the last session listed.

Voice: a paramedic in Cardiff (Europe/London), Rhodri ("Rhod"), on 12-hour shifts on an emergency ambulance with his crewmate
Dai, call signs on the notes ("Delta 21", "Echo 14"); father of two, Owen (9) and Cerys (6), with his partner Ffion; his mother
("Mam") lives in Caerphilly; he runs the Canton Colts, Owen's under-10s side, who play on Sundays (subs tin, kit, referees,
pitches at Llandaff Fields); swims at Maindy pool; a builder, Gareth, redid the kitchen; the car is an Astra. British English
with Welsh turns ("tidy", "cwtch", "lush", "now in a minute", "bach", "chopsing"), amounts in pounds.
Numbers on the notes that are not the answer sit beside the ones that are: shift lengths ("12-hour", "19:00 to 07:00"), ages,
scores ("won 4-2"), call signs, squad sizes, prices that were only quoted, another person's money.
Number questions (24): money summed over a range ("since the summer", "this Christmas" as a season, "last month"), counts of
occurrences ("how many times did I swim in October", nights worked, cardiac arrests attended, wins), durations and spans ("how
long did the kitchen job take", "how long was I off with my back", "how many days since I last called mum", hours of overtime and
coursework), headcounts ("how many came to Owen's party"), a latest rate, subs taken in, and presents told as buying for someone
("got Owen the jersey"). Two more ask for a count or sum since an event that no note records ("since the MOT", "since the new
pool opened"): the answer cannot count, so they expect no number and no cites, like the nothing-answers of earlier sets. The
other 14 are lookups, decisions, feelings, company, promises, waiting, open items, gifts listed, and one question nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler written for this set, so every case
has 12-30 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, twelve numeric and eight
other cases go to the read half (qx001-qx020, may be read while tuning), the rest to the held half (qx021-qx040: totals only).

Run: python3 author_qa_fresh_20.py > qa-fresh-20.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Europe/London"

FILLER = [
    "sideways drizzle coming off the Taff again, proper Cardiff weather",
    "the gulls on Queen Street are bigger than the pigeons",
    "Principality lit up red for the autumn internationals",
    "roadworks on Cowbridge Road East, two lanes down to one",
    "the castle wall animals have moss on their noses",
    "thick fog parked over the Bay all morning, barrage invisible",
    "a heron stood in the river by Blackweir for an hour",
    "the Bute Park leaves have gone properly gold",
    "somebody's parked on the kerb outside ours again",
    "the 61 bus sailed past full, walked it",
    "windscreen iced over, used a Tesco Clubcard as a scraper",
    "the Severn bridge tolls are gone and still people moan",
    "the chippy on Cathedral Road changed its oil, tastes lush",
    "Roath Park lake has swans again",
    "Sunday quiet on the street, everyone at the rugby",
    "the radiator in the hall ticks all night",
    "kids drew chalk dragons all over the pavement",
    "a fox sat on the wheelie bins at 2am bold as brass",
    "clocks changed, pitch black by half four",
    "hail for five minutes then blue sky, typical",
    "the neighbours' extension has been scaffolded since spring",
    "Splott market busy with the Saturday crowd",
    "the Arcades lit up for Christmas early again",
    "storm warning, yellow, bins to be brought in",
    "the bins got missed on our road, council says Tuesday",
    "washing never dries in this damp",
    "the Taff Trail flooded by the weir",
    "rugby on in every pub on St Mary Street",
    "the station coffee machine is broken, crew is suffering",
    "sun came out over Penarth pier for ten minutes",
    "roadside daffs already up by the Gabalfa flyover",
    "Winter Wonderland skating rink up again by City Hall",
    "mizzle all day, not proper rain, just wet",
    "streetlights on our road out for a week",
    "a brass band playing carols outside the market",
    "the bay barrage lock full of yachts",
    "the Millennium Centre letters glowing at dusk",
    "leaves blocking the drains on Llandaff Road",
    "two magpies squabbling up on the shed",
    "the window cleaner came and it rained an hour later",
    "a cruise ship in the Bay looking like a block of flats",
    "parking wardens out in force on Albany Road",
    "thick frost on the playing fields at seven",
    "kids off school for an inset day, nobody told me",
    "the Cardiff City score came through on the radio, don't ask",
    "new bakery opened on Wellfield Road, queues out the door",
    "the Severn Tunnel closed again, trains via Gloucester",
    "an air ambulance landed on the fields by the Heath",
    "the garden fence panel blew over in the wind",
    "a crow nicked a sandwich off a lad in the Hayes",
    "lights out on our half of the street for twenty minutes",
    "Roath Brook high and brown after the storm",
    "cold snap, gritters out on the A48",
    "the corner shop has started selling Welsh cakes",
    "bonfire smoke drifting across all of Canton",
    "fireworks every night this week, the dog next door hates it",
]


# Each case: question key, now, question, notes [(created_at, text)], number; ids are given after the shuffle.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("car-since-summer", "2026-11-20T20:00", "how much did I spend on the car since the summer?", [
        ("2026-05-14T18:00", "Astra wipers replaced, £18"),
        ("2026-06-20T12:00", "*Astra full service done by the Ely garage, £189 paid"),
        ("2026-08-09T15:00", "*two front tyres on the Astra at the place on Penarth Road, £142"),
        ("2026-09-03T17:00", "Kwik Fit reckon the clutch is going, quoted £320, leaving it for now"),
        ("2026-10-12T10:00", "*coolant and screenwash for the Astra, £11.50"),
        ("2026-10-20T19:00", "Ffion's Corsa needed a battery, £95 out of her account"),
        ("2026-11-02T09:00", "*car insurance renewed on the Astra, £386, up again"),
    ], 728.5),
    ("swims-october", "2026-11-03T20:00", "how many times did I swim in October?", [
        ("2026-09-29T08:00", "40 lengths at Maindy ahead of a night shift"),
        ("2026-10-04T07:30", "*early one at Maindy pool, 30 lengths, shoulders loosened right up"),
        ("2026-10-09T07:30", "pool shut for a gala, drove straight home"),
        ("2026-10-15T09:00", "*got in the water after the 12-hour shift, only managed 20 lengths"),
        ("2026-10-18T10:00", "Cerys did a width on her own at her lesson in Splott, chuffed"),
        ("2026-10-27T07:30", "*Tuesday morning lengths at Maindy, had the fast lane to myself"),
        ("2026-10-30T21:00", "must get back to the pool next week"),
    ], 3),
    ("kitchen-took", "2026-10-20T20:00", "how long did the kitchen job take?", [
        ("2026-08-15T18:00", "Gareth quoted £6,400 for the kitchen, fitting included"),
        ("2026-09-07T08:00", "*Gareth started ripping out the old units this morning, dust everywhere"),
        ("2026-09-10T19:00", "Gareth reckons three weeks, maybe four if the plastering drags"),
        ("2026-09-22T18:00", "living off the microwave in the front room, kids think it's camping"),
        ("2026-10-02T17:00", "*Gareth finished, worktops in and the new kitchen is done, tidy job"),
    ], 25),
    ("since-mam-call", "2026-11-20T20:00", "how many days since I last called mum?", [
        ("2026-11-01T18:00", "rang Mam, she's grand, chopsing about the bin men"),
        ("2026-11-12T13:00", "*phoned Mam on my break, her hip is a lot better"),
        ("2026-11-15T19:00", "Ffion called her mother about Christmas plans"),
        ("2026-11-17T21:00", "must ring Mam at the weekend, she's left two voicemails"),
    ], 8),
    ("owen-party", "2026-10-25T20:00", "how many kids came to Owen's party?", [
        ("2026-10-01T19:00", "booked the soft play in Leckwith for Owen's birthday, room for 16"),
        ("2026-10-17T17:00", "*Owen's 9th at the soft play, 14 kids came, plus half the parents"),
        ("2026-10-18T10:00", "party bags cost more than the party, honestly"),
        ("2026-10-21T20:00", "Cerys wants 20 at hers in March, not a chance"),
    ], 14),
    ("colts-wins-october", "2026-11-02T20:00", "how many games did the Colts win in October?", [
        ("2026-09-27T14:00", "Colts won 2-0 at home, Owen in goal"),
        ("2026-10-04T13:00", "*beat Whitchurch 4-2, the boys were buzzing after"),
        ("2026-10-11T13:00", "lost 3-1 away at Rhiwbina, heads went down"),
        ("2026-10-18T13:00", "*Colts 5 Llanishen 0, best we've played"),
        ("2026-10-25T09:00", "game off, Llandaff Fields waterlogged"),
        ("2026-10-28T19:00", "Dai's lad's team won 6-1, he won't shut up"),
    ], 2),
    ("overtime-november", "2026-12-02T20:00", "how many hours of overtime did I do in November?", [
        ("2026-10-30T08:00", "late finish, 1 hour over, last job in Llanrumney"),
        ("2026-11-06T09:00", "*stayed on 2 hours past the end of shift, late job out in Ely"),
        ("2026-11-14T20:00", "*picked up an overtime shift in Barry, 12 hours, knackered"),
        ("2026-11-20T19:00", "Dai's done 20 hours of overtime this month, saving for Florida"),
        ("2026-11-25T08:30", "*ran over by 1.5 hours again, arrest at ten to seven"),
        ("2026-11-28T12:00", "rota has me down for 4 extra hours on the 6th"),
    ], 15.5),
    ("nights-last-month", "2026-11-05T20:00", "how many night shifts did I work last month?", [
        ("2026-09-30T07:30", "last of the September nights, slept till 3"),
        ("2026-10-08T07:30", "*night shift on Delta 21, three chest pains and a drunk on Queen Street"),
        ("2026-10-09T07:30", "*nights again, quiet till 3am then four jobs back to back"),
        ("2026-10-16T18:00", "Dai is on nights all week, I'm on days"),
        ("2026-10-22T18:00", "Dai took my night of the 22nd so I can watch Owen's match"),
        ("2026-10-29T07:30", "*final night of the block, 14 jobs in 12 hours"),
    ], 3),
    ("kids-christmas", "2026-12-18T20:00", "how much have I spent on presents for the kids this Christmas?", [
        ("2025-12-15T20:00", "Xbox for Owen from Currys, £249, hidden in the loft"),
        ("2026-11-20T20:00", "*got Owen the Wales away jersey from the FAW shop, £55"),
        ("2026-11-28T13:00", "the bike Cerys keeps pointing at is £180 in Halfords, too dear"),
        ("2026-12-02T18:00", "*Lego Friends set for Cerys from Smyths, £34.99"),
        ("2026-12-06T15:00", "Ffion got her sister a candle, £20"),
        ("2026-12-10T19:00", "*stocking fillers for both kids, £22"),
    ], 111.99),
    ("ffion-birthday", "2026-09-20T20:00", "how much did I spend on Ffion's birthday?", [
        ("2026-08-30T19:00", "Ffion says she wants nothing for her birthday, which means something"),
        ("2026-09-12T13:00", "*got Ffion the silver necklace from the jeweller in the Royal Arcade, £85"),
        ("2026-09-14T18:00", "her sister got her a spa voucher, £50"),
        ("2026-09-15T21:00", "*flowers for Ffion's birthday from the stall in the market, £30"),
        ("2026-09-16T20:00", "Ffion turned 38, we had a cwtch on the sofa and a takeaway she paid for"),
    ], 115),
    ("diesel-september", "2026-10-04T20:00", "what did fuel cost me in September?", [
        ("2026-08-29T18:00", "diesel at Asda Leckwith, £57"),
        ("2026-09-05T17:00", "*filled the Astra at Tesco on Western Avenue, £62.40"),
        ("2026-09-12T15:00", "diesel at 149.9p a litre now, daylight robbery"),
        ("2026-09-19T19:00", "*£48 of diesel on the way back from Mam's"),
        ("2026-09-24T09:00", "the ambulance needed refuelling before the first job"),
    ], 110.4),
    ("subs-october", "2026-10-28T20:00", "how much subs money came in this month?", [
        ("2026-09-27T14:00", "subs tin after the home game, £36"),
        ("2026-10-04T14:00", "*£42 in the subs tin after Whitchurch"),
        ("2026-10-11T14:00", "paid the referee £25 out of the tin"),
        ("2026-10-18T14:00", "*£38 collected in subs at Llandaff Fields"),
        ("2026-10-21T19:00", "Rhiwbina charge £6 a week subs, we charge £3"),
    ], 80),
    ("kit-cost", "2026-09-25T20:00", "how much did the new strip for the team cost?", [
        ("2026-08-20T19:00", "Colts need a new kit, the old shirts are see-through"),
        ("2026-09-03T18:00", "*ordered the new kit for the Colts, 16 shirts, shorts and socks, £340 all in"),
        ("2026-09-10T20:00", "the sponsor, a plumber in Canton, is putting £200 towards the kit"),
        ("2026-09-21T14:00", "first game in the new kit, the boys looked like Barcelona"),
    ], 340),
    ("back-off", "2027-02-10T20:00", "how long was I off with my back?", [
        ("2027-01-10T19:00", "*signed off sick, back went lifting a patient down the stairs in Grangetown"),
        ("2027-01-14T12:00", "GP says 6 weeks of physio, starting on the NHS list"),
        ("2027-01-18T15:00", "Dai crewed with an agency lad while I'm off"),
        ("2027-01-24T07:00", "*back at work after the sick leave, light duties at control"),
    ], 14),
    ("since-last-match", "2026-12-14T20:00", "how many days since we last played a match?", [
        ("2026-11-22T13:00", "drew 2-2 with Llanishen, fair result"),
        ("2026-11-29T13:00", "*beat Rhiwbina 3-1 in the rain, Owen scored"),
        ("2026-12-06T09:00", "game off, pitch frozen solid"),
        ("2026-12-13T09:00", "called off again, waterlogged, the league is a joke"),
    ], 15),
    ("arrests-month", "2026-11-28T20:00", "how many cardiac arrests have I been to this month?", [
        ("2026-10-30T19:00", "arrest in Pentwyn, long job, family were lovely"),
        ("2026-11-04T07:30", "*cardiac arrest in Splott, got ROSC in the truck"),
        ("2026-11-11T09:00", "resus refresher day booked for the 30th"),
        ("2026-11-13T19:30", "*arrest call in Ely, 45 minutes of CPR, didn't get him back"),
        ("2026-11-19T20:00", "Dai's crew had an arrest at the Bay, I was on a fall"),
        ("2026-11-24T08:00", "*elderly gent in Roath, went into VF in front of us, shocked twice"),
    ], 3),
    ("team-meal", "2026-06-05T20:00", "how many turned up to the end of season meal?", [
        ("2026-05-18T19:00", "booked Nando's in the Bay for 25, end of season do"),
        ("2026-05-30T21:00", "*end of season meal, 22 of us with the parents, medals for every kid"),
        ("2026-06-01T19:00", "16 medals ordered, 15 handed out, one spare"),
    ], 22),
    ("gym-since-party", "2026-11-26T20:00", "how many times have I been to the gym since Owen's party?", [
        ("2026-10-10T07:00", "gym ahead of the day shift, legs"),
        ("2026-10-17T17:00", "Owen's birthday party at the soft play, carnage"),
        ("2026-10-22T08:00", "*Western leisure centre gym, deadlifts and a bit of rowing"),
        ("2026-11-03T08:00", "*weights session, gym, back felt fine"),
        ("2026-11-10T08:00", "meant to hit the gym, slept through the alarm after nights"),
        ("2026-11-18T08:00", "*gym, 40 minutes on the bike and some core"),
    ], 3),
    ("mam-summer", "2026-09-10T20:00", "how many times did we go down to Mam's over the summer?", [
        ("2026-05-24T18:00", "Sunday dinner at Mam's in Caerphilly"),
        ("2026-06-21T18:00", "*drove up to Mam's with the kids, she'd done a roast for an army"),
        ("2026-07-19T18:00", "*afternoon at Mam's in Caerphilly, Cerys did her hair"),
        ("2026-08-02T12:00", "Mam came to ours for a change"),
        ("2026-08-23T18:00", "*up to Caerphilly for Mam's 70th, whole family there"),
    ], 3),
    ("tenby-cost", "2026-08-30T20:00", "what did the weekend in Tenby cost?", [
        ("2026-07-10T19:00", "Tenby's two hours from here, easy drive"),
        ("2026-08-21T18:00", "*caravan at Kiln Park for the weekend, £210"),
        ("2026-08-22T19:00", "*chips and fish by the harbour wall for all four, £38"),
        ("2026-08-23T12:00", "*crazy golf in Tenby for the kids, £16"),
        ("2026-08-25T19:00", "Dai went to Saundersfoot the week before, paid £400 for a lodge"),
    ], 264),
    ("cpd-hours", "2026-12-01T20:00", "how long did I spend on my CPD in November?", [
        ("2026-10-28T21:00", "CPD portfolio for an hour before bed"),
        ("2026-11-05T21:00", "*sepsis CPD module, 2 hours"),
        ("2026-11-16T21:00", "*90 minutes on the online ECG course"),
        ("2026-11-19T18:00", "HCPC want evidence of CPD by March, 12 months' worth"),
        ("2026-11-26T21:00", "*portfolio again, 1.5 hours of reflective pieces"),
    ], 5),
    ("childminder-rate", "2026-12-20T20:00", "how much does the childminder charge now?", [
        ("2026-02-10T19:00", "childminder for Cerys after school, £5.80 an hour"),
        ("2026-09-01T19:00", "Ffion's friend pays £7 an hour in Pontcanna"),
        ("2026-12-05T19:00", "*childminder going up to £6.20 an hour from the start of December"),
        ("2026-12-08T19:00", "after-school club is £12 a session, cheaper for 2 hours"),
    ], 6.2),
    ("bute-park-november", "2026-12-01T20:00", "how many times did I take the kids to the park in November?", [
        ("2026-10-25T14:00", "Bute Park with the kids, conkers everywhere"),
        ("2026-11-01T14:00", "*Owen and Cerys and me at Bute Park, feeding the ducks"),
        ("2026-11-08T11:00", "Ffion had the kids in Bute Park while I slept off the nights"),
        ("2026-11-15T14:00", "*scooters round Bute Park with the two of them"),
        ("2026-11-29T14:00", "*back in Bute Park with the kids, cold but sunny"),
    ], 3),
    ("takeaways-january", "2027-02-03T20:00", "how much did I spend on takeaways after shifts in January?", [
        ("2026-12-30T21:00", "pizza after the late, £14"),
        ("2027-01-05T20:30", "*chippy driving home from the late, £9.80"),
        ("2027-01-08T07:30", "*Greggs at six in the morning after nights, £4.35"),
        ("2027-01-14T19:00", "Dai bought the crew pizza, £30, my turn next"),
        ("2027-01-27T21:00", "*kebab on City Road after a horror of a shift, £8.50"),
    ], 22.65),
    ("car-since-mot", "2026-12-10T20:00", "how much have I spent on the car since the MOT?", [
        ("2026-07-11T10:00", "new number plate bulb for the Astra, £4"),
        ("2026-09-26T12:00", "Astra washed and hoovered at the hand car wash, £12"),
        ("2026-11-14T10:00", "new wiper motor on the Astra, £95 fitted"),
        ("2026-12-01T17:00", "Ffion says the Corsa's MOT is due in March"),
    ], None),
    ("swims-new-pool", "2027-01-20T20:00", "how many times have I swum since the new pool opened?", [
        ("2026-12-02T07:30", "lengths at Maindy before the day shift"),
        ("2026-12-16T07:30", "swam at Maindy, 32 lengths"),
        ("2027-01-06T07:30", "first swim of the year at Maindy, slow"),
        ("2027-01-13T07:30", "Maindy pool again, new goggles"),
    ], None),
]

OTHERS = [
    ("who-dai", "2026-11-20T20:00", "who is Dai?", [
        ("2026-06-12T19:00", "*Dai's my crewmate, six years on the road together, knows every back lane in Cardiff"),
        ("2026-08-03T18:00", "Dafydd from the Colts' committee wants the accounts by Friday"),
        ("2026-10-09T07:30", "*Dai drove like a demon tonight, got us to the arrest in four minutes"),
        ("2026-11-02T19:00", "Ffion's cousin is down from Bangor"),
    ], None),
    ("christmas-plan", "2026-12-10T20:00", "what did Ffion and I agree about Christmas?", [
        ("2026-11-10T19:00", "Ffion's mum wants us all in Swansea for Christmas"),
        ("2026-11-24T21:00", "*sorted with Ffion: Christmas Day at ours, we go to her mum's on the 27th"),
        ("2026-11-30T19:00", "Dai is working Christmas Day, poor sod"),
        ("2026-12-04T21:00", "*Ffion and I settled it, Mam comes to us for Boxing Day and stays over"),
    ], None),
    ("parents-evening", "2026-11-10T20:00", "when is Cerys's parents' evening?", [
        ("2026-10-20T19:00", "Owen's parents' evening went well, reading age of 11"),
        ("2026-11-02T19:00", "*letter home: Cerys's parents' evening is 18 November at 5:40"),
        ("2026-11-05T19:00", "Cerys's class assembly is the Friday after"),
    ], None),
    ("team-todo", "2027-01-15T20:00", "what do I still need to sort for the team?", [
        ("2026-12-10T19:00", "*need to renew my FAW coaching badge before the spring"),
        ("2026-12-18T19:00", "sent the registration forms to the league, done"),
        ("2027-01-05T19:00", "*Llandaff Fields still not booked with the council for spring fixtures, need to"),
        ("2027-01-09T19:00", "*must get the DBS checks done for the two new parent helpers"),
        ("2027-01-12T19:00", "Rhiwbina's coach is packing it in at Easter"),
    ], None),
    ("owen-presents", "2026-10-20T20:00", "what did I get Owen for his birthday?", [
        ("2026-09-28T19:00", "Owen wants everything in the Argos catalogue"),
        ("2026-10-05T13:00", "*picked up the Bale boots Owen's been on about, hid them in the shed"),
        ("2026-10-10T18:00", "*and a Cardiff City shirt with his name on the back for the birthday boy"),
        ("2026-10-14T19:00", "Mam bought Owen a bike helmet"),
    ], None),
    ("nights-feelings", "2026-12-05T20:00", "how am I finding the night shifts?", [
        ("2026-10-09T08:00", "*nights wreck me now, can't sleep in the day with the kids home"),
        ("2026-10-29T08:00", "*weirdly love the quiet of nights, just us and the city"),
        ("2026-11-16T18:00", "Dai says nights are easier at his age, liar"),
        ("2026-11-27T08:00", "*third night and I'm snapping at everyone, the pattern has to change"),
        ("2026-12-01T19:00", "blackout blinds bought for our bedroom, £40"),
    ], None),
    ("tenby-who", "2026-09-05T20:00", "who came to Tenby with us?", [
        ("2026-08-14T19:00", "Dai's off to Saundersfoot with his lot"),
        ("2026-08-21T18:00", "*Tenby: me, Ffion and the kids, and Ffion's sister Non joined us Saturday"),
        ("2026-08-22T20:00", "*Mam got the train down to Tenby to join us, she loved the harbour"),
        ("2026-08-27T19:00", "Cerys is begging for Tenby again on her birthday"),
    ], None),
    ("gp-last", "2027-03-01T20:00", "when did I last see the GP?", [
        ("2027-01-14T12:00", "GP for the back, signed off for two weeks"),
        ("2027-02-11T10:00", "*GP review at the surgery on Clive Road, back cleared, keep up the physio"),
        ("2027-02-20T19:00", "Ffion took Cerys to the GP for her ear"),
        ("2027-02-25T19:00", "physio at the Heath, stretches morning and evening"),
    ], None),
    ("builder-promise", "2026-10-15T20:00", "what did Gareth promise about the tiles?", [
        ("2026-09-20T19:00", "tiles for the splashback are on back order"),
        ("2026-10-02T17:00", "*Gareth says he'll come back and grout the splashback tiles once they land, no charge"),
        ("2026-10-08T19:00", "*Gareth promised the replacement tile for the cracked one by the cooker before half term"),
        ("2026-10-10T19:00", "Dai's builder vanished halfway through his bathroom"),
    ], None),
    ("waiting-on", "2027-01-25T20:00", "what am I still waiting to hear back about?", [
        ("2026-12-15T19:00", "*sent the HCPC renewal off, nothing back yet"),
        ("2027-01-08T19:00", "got the pitch invoice from the council, paid it"),
        ("2027-01-12T19:00", "*no answer from the trust on the flexible working request, chased twice"),
        ("2027-01-20T19:00", "Dai's still waiting on his transfer to Barry station"),
    ], None),
    ("swim-class-why", "2026-11-25T20:00", "why did we move Cerys to a different swimming class?", [
        ("2026-10-01T19:00", "Cerys's swimming lesson on Saturdays in Splott"),
        ("2026-10-26T19:00", "*moved Cerys to the Wednesday class at Maindy: the Saturday one clashed with Owen's football and her teacher left"),
        ("2026-11-02T19:00", "Owen had swimming lessons at her age and hated them"),
        ("2026-11-10T19:00", "Cerys got her 10 metre badge"),
    ], None),
    ("league-abandoned", "2026-12-20T20:00", "what did the league say about the abandoned game?", [
        ("2026-12-06T13:00", "ref abandoned the Colts game at half time, hail and lightning"),
        ("2026-12-09T19:00", "*league secretary says the abandoned Llanishen game gets replayed in February from 0-0"),
        ("2026-12-12T19:00", "Dai reckons we should have been given the win"),
        ("2026-12-15T19:00", "*league emailed: no points deducted for the abandonment, nobody's fault"),
    ], None),
    ("cerys-teacher", "2026-10-10T20:00", "what's Cerys's teacher called?", [
        ("2026-09-04T19:00", "*Cerys's new teacher this year is Mrs Bevan, seems lovely"),
        ("2026-09-18T19:00", "Owen's teacher Mr Hughes supports the Bluebirds, good man"),
        ("2026-09-25T19:00", "*Mrs Bevan sent home a sticker chart for Cerys, she's made up"),
    ], None),
    ("optician-nothing", "2026-11-30T20:00", "what did the optician tell me?", [
        ("2026-10-14T19:00", "Owen needs new glasses, the arm snapped in PE"),
        ("2026-11-03T19:00", "dry eyes after nights, bought drops"),
        ("2026-11-20T19:00", "Specsavers in Queen Street has a sale on"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qx", NUMBERS, OTHERS, seed=2020, read_numbers=12, read_others=8), TZ, FILLER, seed=20, sizes=(12, 30))
