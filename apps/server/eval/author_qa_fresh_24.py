"""Writes qa-fresh-24.jsonl: 40 Q&A cases (issue 16) in one voice, weighted to CITATION RECALL AND PRECISION on questions
without a number (28 of 40), 12 with one.

Voice: a goat dairy farmer and cheesemaker in Vermont's Northeast Kingdom (America/New_York), Ruth Ann ("Ruthie")
Pelletier, sixties, who runs Pelletier Hill Creamery with her son Caleb (and his girlfriend Shay); her husband Arlo is retired
off the town road crew; a daughter, Nora, nurses in Portland, Maine. Nubian does (Biscuit, Clementine, Juniper, Hazel), a
border collie (Tuck), a cheese cave being built, a sugarhouse, camp on Lake Willoughby. She sells at the Montpelier
farmers' market and to the Hardwick co-op (Marguerite) and a Boston cheese shop (Nils); a hoof trimmer (Jolene), a
regular vet (Dr. Audet) and an emergency one (Dr. Kimball, Newport), a well man (Dewey Bouchard), a summer milker
(Mason), an extension agent (Priya), Pastor Greene and the harvest supper, the Chaffees down the road and new people at
"the Bixby place". Plain, dry Yankee English ("up to camp", "mud season", "flatlanders", "the dooryard", "wicked",
"Front Porch Forum", "the transfer station"), dollars written "$".
Non-number questions (28), asked in other words than the notes use: lookups ("the fella who fixed the well pump" for a
note naming what he swapped; "where did we eat in Portland" for a supper and a breakfast told by street and name; "the
vet who came out at night"; a spare key; a cheese's name; who bought a wagon that "went to" someone), people ("who is X",
"what do I know about X", new neighbours told by the house), what is left on two projects (done parts beside open
ones), waiting (one another's), when next and when last, two decisions, feelings over time (her own across three
notes; her son's), why, a promise (beside another's), advice (a vet's, an extension agent's, beside advice on another
animal), recommendations (a printer, a book), and two questions nothing answers (say so, cite nothing). Look-alikes sit
beside every answer: the same name for someone else (a novelist, a song, a shop), the same thing for another person,
the plan beside the doing, another's feeling or promise.
Number questions (12): a market's takings in a month, goats that kidded (kids beside them), hay this fall, power cuts
this winter, what the co-op still owes, days up to camp, the dog this year, syrup made (gallons), the summer milker's
pay, wheels in the cave now, days since the hooves were trimmed, the cave's cost (a quote beside it).
Hand-written answer notes (cited, marked "*") and look-alike distractors, then neutral filler written for this set, so every
case has 12-30 notes.

The split is fixed by the seed before any scoring: the numeric and other cases are shuffled apart, six numeric and fourteen
other cases go to the read half (qB001-qB020, may be read while tuning), the rest to the held half (qB021-qB040: totals only).

Run: python3 author_qa_fresh_24.py > qa-fresh-24.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "America/New_York"

FILLER = [
    "mud season for real, the truck sank to the hubs in the dooryard",
    "pileated woodpecker drumming on the dead elm by the brook",
    "frost on the windshield in the middle of June, only here",
    "snowbanks taller than the mailbox again",
    "peepers going in the swamp tonight, spring at last",
    "the road grader finally came by and smoothed the washboard",
    "blackflies so bad I milked with a net on my head",
    "loons calling down on the pond after dark",
    "fog sitting in the valley till ten",
    "a moose walked straight across the upper pasture, the goats lost their minds",
    "the transfer station line went clear to the road",
    "wind took a shingle off the woodshed",
    "frost inside the kitchen window glass",
    "first killing frost, said goodbye to the tomatoes",
    "maple leaves turning on the ridge, leaf peepers parked everywhere",
    "the brook is over its banks after two days of rain",
    "chickadees cleaning out the feeder by noon",
    "thunderstorm knocked the barn cat off the beam, she's fine",
    "minus twenty-two at chore time, the diesel gelled",
    "the town plow left a wall of slush across the driveway",
    "wild leeks coming up along the brook",
    "a barred owl asking who cooks for you all night",
    "cleaned out the chest freezer, found blueberries from two summers back",
    "a bear got into the neighbour's bird feeder",
    "the fiddleheads are up by the culvert",
    "stacked the last of the firewood before the rain",
    "a hawk sitting on the fence post watching the hens",
    "the dirt road turned to soup overnight",
    "Front Porch Forum is all lost dogs and lost cats this week",
    "a string of hot humid days, the goats lay in the shade and sulked",
    "the northern lights over the hill, faint green",
    "the church bell rang for somebody's funeral",
    "lilacs by the porch finally in bloom",
    "the creemee stand in Greensboro opened for the season",
    "the wood stove ticking as it cools down",
    "a pair of bluebirds took the box on the fence",
    "glare ice on the hill, went down the road sideways",
    "swallows nesting in the milking parlour again",
    "the hay field smells sweet after the rain",
    "turkeys strutting across the lower field, a dozen at least",
    "the garden's drowned, the beans rotted in the ground",
    "a coyote yipping up behind the sugarbush",
    "the library book sale took over the town hall",
    "first snow stuck on the hills, none down here",
    "the cellar hole on the old road is full of ferns",
    "clear cold night, every star out",
    "the rooster has started crowing at three, no idea why",
    "apple trees at the old orchard loaded this year",
    "deer season, orange hats in every pickup",
    "rain drumming the tin all afternoon, lovely",
    "the brook froze solid in the shallows",
    "the general store sold out of bread and milk before the storm",
    "mosquitoes thick at dusk by the pond",
    "a red fox sunning itself on the stone wall",
    "the road crew patching potholes on the state highway",
    "spring peepers and woodcock both going tonight",
]

# Each case: key, now, question, notes [(created_at, text)], number; ids are given after the split.
# Notes marked "*" at the start of the text are cited (the mark is stripped).
NUMBERS = [
    ("market-august", "2026-09-03T20:00", "how much did I take in at the Montpelier market in August?", [
        ("2026-07-25T15:00", "Montpelier market, $612, hot as blazes and the chèvre went first"),
        ("2026-08-01T15:30", "*Montpelier Saturday, took in $540"),
        ("2026-08-08T15:00", "*rainy Saturday in Montpelier, only $310 in the cash box"),
        ("2026-08-12T19:00", "paid the Montpelier market fee for the season, $350"),
        ("2026-08-22T16:00", "*best Montpelier day all year, $875, sold out of tomme by eleven"),
        ("2026-08-29T19:00", "Caleb did the Waitsfield market alone, $220"),
    ], 1725),
    ("kidding", "2026-05-20T20:00", "how many goats kidded this spring?", [
        ("2026-03-30T06:00", "*Clementine kidded in the night, twins, both doelings"),
        ("2026-04-06T07:00", "*Juniper had a single buckling, no fuss at all"),
        ("2026-04-19T06:30", "*Biscuit delivered triplets before breakfast"),
        ("2026-04-25T19:00", "the Chaffees' goat kidded out in the snow, lost one"),
        ("2026-05-12T20:00", "Hazel's bagging up, due any day now"),
    ], 3),
    ("hay-fall", "2026-11-30T20:00", "how much did hay cost me this fall?", [
        ("2026-05-02T18:00", "a few bales to get through mud season, $560"),
        ("2026-09-09T19:00", "*second cut from Chaffee, 120 bales at $7, $840"),
        ("2026-09-30T19:00", "*another load from the Morrisville fellow, $610"),
        ("2026-10-15T19:00", "Chaffee says hay'll be $8 a bale next year"),
        ("2026-11-04T19:00", "*topped up the loft, $295 cash to the Wheelock farm"),
    ], 1745),
    ("power-winter", "2027-03-01T20:00", "how many times did the power go out this winter?", [
        ("2026-11-12T19:00", "power blinked during the wind, came right back"),
        ("2026-12-18T18:00", "*power out at supper, lanterns and the woodstove"),
        ("2027-01-09T07:00", "*lost power again overnight, the generator kept the milk cold"),
        ("2027-01-20T19:00", "the power company trimming trees along Hollow Road"),
        ("2027-02-07T12:00", "*lights out again, ice on the lines, back by noon"),
        ("2027-02-15T19:00", "Nora lost power in Portland for two days"),
    ], 3),
    ("coop-owes", "2026-10-10T20:00", "how much does the co-op still owe me?", [
        ("2026-08-05T19:00", "the co-op owes us $1,480 for July"),
        ("2026-09-14T19:00", "the co-op sells our chèvre for $9 a tub, they don't mark up much"),
        ("2026-10-02T19:00", "*Marguerite says the co-op's balance with us is down to $620"),
        ("2026-10-06T19:00", "we owe the feed store $300, pay it Friday"),
    ], 620),
    ("camp-days", "2026-08-01T20:00", "how many days were we up to camp?", [
        ("2026-06-28T19:00", "Arlo has the boat in at camp already, itching to go"),
        ("2026-07-11T16:00", "*up to camp on Willoughby at last, Caleb has the goats"),
        ("2026-07-14T20:00", "swam out to the raft, the water like ice"),
        ("2026-07-17T18:00", "*home from camp, the goats acted like we'd been gone a year"),
        ("2026-07-25T19:00", "Nora wants two weeks at camp next summer"),
    ], 6),
    ("tuck-year", "2026-12-10T20:00", "how much have we spent on Tuck this year?", [
        ("2025-12-03T19:00", "Tuck's shots, $135, he sulked all night"),
        ("2026-03-18T19:00", "*Tuck's shots at Dr. Audet's, $145"),
        ("2026-06-02T19:00", "*forty-pound kibble bag for Tuck, $62"),
        ("2026-07-21T19:00", "Nora's dog had his teeth cleaned, $400, she nearly fainted"),
        ("2026-09-09T19:00", "*new collar for Tuck, he chewed through the old one, $18"),
    ], 225),
    ("syrup", "2026-04-20T20:00", "how many gallons of syrup did we make this season?", [
        ("2026-03-08T20:00", "tapped the sugarbush, 300 taps this year"),
        ("2026-03-14T21:00", "*first boil of the year, 9 gallons of syrup"),
        ("2026-03-22T22:00", "*big run, boiled till midnight, 22 gallons"),
        ("2026-03-28T19:00", "the Chaffees made 300 gallons, show-offs"),
        ("2026-04-04T21:00", "*last boil, buddy sap, 6 gallons of dark stuff"),
    ], 37),
    ("mason-pay", "2026-09-05T20:00", "how much did I pay Mason this summer?", [
        ("2026-06-20T19:00", "*paid Mason for his first two weeks of milking, $480"),
        ("2026-07-31T19:00", "*Mason's check for July, $900"),
        ("2026-08-10T19:00", "Mason wants $16 an hour next summer, fair enough"),
        ("2026-08-15T19:00", "Caleb paid Mason $50 to help stack wood"),
        ("2026-08-28T19:00", "*last check to Mason before he goes back to school, $520"),
    ], 1900),
    ("cave-wheels", "2026-11-20T20:00", "how many wheels of tomme are in the cave right now?", [
        ("2026-09-20T19:00", "cave count: 84 wheels of tomme and 10 blue"),
        ("2026-10-11T19:00", "sent 24 wheels of tomme to Nils in Boston"),
        ("2026-11-14T19:00", "*counted the cave again: 62 wheels of tomme, 15 of the blue"),
        ("2026-11-16T19:00", "the Jasper cellars hold thousands of wheels, I'd go cross-eyed"),
    ], 62),
    ("since-hooves", "2026-06-30T20:00", "how many days since Jolene trimmed the goats' hooves?", [
        ("2026-01-12T19:00", "Jolene did the feet in January, Biscuit kicked her"),
        ("2026-06-10T10:00", "*Jolene did every goat's feet this morning, even Hazel stood still"),
        ("2026-06-20T19:00", "Jolene's coming back in October"),
        ("2026-06-25T19:00", "Tuck's nails are clicking on the floor again"),
    ], 20),
    ("cave-cost", "2026-10-20T20:00", "how much have we spent on the cheese cave?", [
        ("2026-06-05T19:00", "*white oak for the cave shelves, $1,150"),
        ("2026-07-10T19:00", "*cooling unit for the cave, $2,300"),
        ("2026-07-20T19:00", "the electrician quoted $700 to wire the cave"),
        ("2026-08-14T19:00", "*drain and grout for the cave floor, $185"),
        ("2026-09-02T19:00", "Jasper Hill's cellars must have cost millions"),
    ], 3635),
]

OTHERS = [
    ("well-man", "2026-05-15T20:00", "what was the name of the fella who fixed the well pump?", [
        ("2026-04-20T06:00", "no water this morning, the pump just clicking"),
        ("2026-04-21T14:00", "*Dewey Bouchard came out from Glover, swapped the pressure switch on the well, we have water"),
        ("2026-04-23T19:00", "Arlo says call the plumber from Barton about the kitchen drain"),
        ("2026-04-30T19:00", "*mailed Dewey a check for the well work, he knocked off the mileage"),
        ("2026-05-06T19:00", "water test came back clean from the state lab"),
    ], None),
    ("portland-eat", "2026-06-20T20:00", "where did we eat in Portland?", [
        ("2026-06-05T10:00", "drove down to Portland to see Nora, Caleb has the milking"),
        ("2026-06-05T21:00", "*supper at a little oyster bar on Commercial Street that Nora picked, Arlo tried one and made a face"),
        ("2026-06-06T09:00", "*breakfast at Becky's Diner by the wharf, blueberry pancakes big as hubcaps"),
        ("2026-06-07T19:00", "Nora says that Thai spot on her street beats anything up here"),
        ("2026-06-07T20:00", "stopped at the Miss Lyndonville driving back, pie and coffee"),
    ], None),
    ("who-marguerite", "2026-09-10T20:00", "who is Marguerite?", [
        ("2026-05-14T19:00", "*Marguerite at the Hardwick co-op took six wheels of tomme and wants more by Labor Day"),
        ("2026-06-20T19:00", "library sale had a whole shelf of Marguerite Duras, bought none"),
        ("2026-07-22T19:00", "*Marguerite has bought our cheese for the co-op since the day it opened, fair as they come"),
        ("2026-08-19T19:00", "Margaret from church dropped off rhubarb"),
    ], None),
    ("about-nils", "2026-11-01T20:00", "what do I know about Nils?", [
        ("2026-06-11T19:00", "*Nils buys for a cheese shop in Boston's South End, wants only the aged wheels"),
        ("2026-07-02T19:00", "Nilsen's hardware in Morrisville is closing for good in May"),
        ("2026-08-15T19:00", "*Nils is Swedish, talks about cheese like wine, tasted the blue and went quiet a full minute"),
        ("2026-09-03T19:00", "the Boston trucking outfit lost a pallet again"),
        ("2026-10-01T19:00", "*Nils pays net thirty and he's never once been late"),
    ], None),
    ("sugarhouse-left", "2026-10-25T20:00", "what's left to do on the sugarhouse roof?", [
        ("2026-09-05T19:00", "sugarhouse roof: old tin off, strapping done"),
        ("2026-09-19T19:00", "new tin on the sugarhouse, looks sharp"),
        ("2026-09-26T19:00", "*still need the ridge cap for the sugarhouse, Lapierre's has to order it"),
        ("2026-10-04T19:00", "*flashing around the sugarhouse stovepipe not done yet, Arlo won't climb up there"),
        ("2026-10-12T19:00", "the barn roof leaks over the hay, another year of that"),
    ], None),
    ("waiting", "2026-12-01T20:00", "what am I still waiting to hear back about?", [
        ("2026-10-28T19:00", "the grant letter came, we got the cave money"),
        ("2026-11-05T19:00", "*no word yet from the Agency of Agriculture on the cheese license renewal"),
        ("2026-11-12T19:00", "Caleb is waiting on a part for his truck"),
        ("2026-11-20T19:00", "*sent Clementine's blood off to the lab, results maybe next week"),
    ], None),
    ("hoof-next", "2026-09-02T20:00", "when is the goats' next hoof trim?", [
        ("2026-06-10T19:00", "Jolene did the hooves in June, Biscuit kicked her again"),
        ("2026-08-20T19:00", "*Jolene is booked to do the goats' feet on the 14th, first thing"),
        ("2026-08-25T19:00", "the Chaffees' farrier came up our road by mistake"),
        ("2026-08-30T19:00", "Tuck's nails need doing too"),
    ], None),
    ("chimney-last", "2026-12-15T20:00", "when did we last get the chimney swept?", [
        ("2026-10-01T19:00", "need the sweep before the first real cold"),
        ("2026-10-20T19:00", "*the sweep came, the woodstove flue was thick with creosote, glad we did it"),
        ("2026-11-11T19:00", "chimney fire two roads over, the whole fire department went"),
        ("2026-12-02T19:00", "the sugarhouse stack needs brushing too"),
    ], None),
    ("raw-milk", "2026-07-15T20:00", "what did we decide about selling raw milk?", [
        ("2026-05-30T19:00", "folks keep asking at the stand for raw milk"),
        ("2026-06-12T19:00", "Caleb thinks raw milk would bring people up from Burlington"),
        ("2026-06-20T21:00", "*Arlo and I talked it through: no raw milk sales, the insurance would eat us alive"),
        ("2026-07-01T19:00", "the Chaffees sell raw milk and got written up"),
    ], None),
    ("old-ford", "2026-04-25T20:00", "what did I end up doing with the old Ford?", [
        ("2026-03-02T19:00", "the Ford's frame is rotted through, no inspection sticker this year"),
        ("2026-03-15T19:00", "Arlo went to look at a Silverado in St. Johnsbury"),
        ("2026-03-28T19:00", "*traded the old Ford in at Lapierre's toward the Silverado, got four hundred for it"),
        ("2026-04-10T19:00", "Caleb wants to put a plow on his Ford"),
    ], None),
    ("caleb-takeover", "2026-10-01T20:00", "how have I felt about Caleb taking over the cheesemaking?", [
        ("2026-02-10T21:00", "*nervous handing Caleb the make sheet, he rushes the curd"),
        ("2026-03-15T19:00", "Arlo thinks Caleb should go back to school instead"),
        ("2026-05-20T20:00", "*Caleb's first tomme on his own came out better than mine, proud and a little jealous"),
        ("2026-07-08T19:00", "Caleb says he's nervous about the Boston order"),
        ("2026-09-12T06:00", "*at peace with it now, the cave is his and I sleep in till five"),
    ], None),
    ("stowe-why", "2026-08-30T20:00", "why did we quit the Stowe market?", [
        ("2026-06-06T19:00", "Stowe market Saturday, tourists everywhere"),
        ("2026-06-27T20:00", "*done with the Stowe market: ninety minutes each way, and the flatlanders only want samples"),
        ("2026-07-11T19:00", "the Montpelier market is where we make our money"),
        ("2026-08-08T19:00", "the Stowe market moved to a new lot by the rec path"),
    ], None),
    ("supper-promise", "2026-09-25T20:00", "what did I promise to bring to the harvest supper?", [
        ("2026-09-06T19:00", "*told Pastor Greene I'd bring two pans of mac and cheese and a chèvre cheesecake to the harvest supper"),
        ("2026-09-10T19:00", "Arlo promised to set up the tables at the church for it"),
        ("2026-09-14T19:00", "harvest supper last year ran out of pie by six"),
        ("2026-09-18T19:00", "Shay's bringing her famous rolls to the supper"),
    ], None),
    ("biscuit-cough", "2026-03-20T20:00", "what did the vet say to do about Biscuit's cough?", [
        ("2026-03-02T07:00", "Biscuit coughing again at morning milking"),
        ("2026-03-04T15:00", "*Dr. Audet listened to Biscuit's chest: keep her off the dusty hay, wet it down, finish every dose of the antibiotic"),
        ("2026-03-04T16:00", "Dr. Audet says Tuck could stand to lose a few pounds"),
        ("2026-03-05T19:00", "*if Biscuit isn't better in ten days Dr. Audet wants a lung X-ray"),
        ("2026-03-12T19:00", "Juniper has the same cough now, half the barn does"),
    ], None),
    ("rind-advice", "2026-08-10T20:00", "what did the extension woman suggest for the rind problem?", [
        ("2026-07-02T19:00", "rind on the last tomme batch went fuzzy and blue"),
        ("2026-07-09T19:00", "*Priya from UVM extension thinks the blue fuzz comes from the cave being too damp, run the dehumidifier nights"),
        ("2026-07-09T20:00", "*Priya also said flip the wheels every day for the first two weeks, not every other day"),
        ("2026-07-25T19:00", "Priya is teaching the cheese course in Randolph this fall"),
    ], None),
    ("label-rec", "2026-05-10T20:00", "who did Marguerite recommend for printing the labels?", [
        ("2026-04-02T19:00", "labels from the online place came smudged, the whole roll"),
        ("2026-04-09T19:00", "*Marguerite swears by Green Mountain Label in St. Johnsbury, ask for Dot"),
        ("2026-04-16T19:00", "Marguerite thinks I should charge more for the chèvre"),
        ("2026-04-30T19:00", "Caleb designed a new label with a goat on it"),
    ], None),
    ("book-rec", "2026-02-20T20:00", "what book did Nora say I should read?", [
        ("2026-01-10T19:00", "Arlo's on another war book, the fourth this winter"),
        ("2026-01-18T19:00", "*Nora mailed me a novel, The Salt Path, says I'll cry by page forty"),
        ("2026-01-30T19:00", "book club picked a mystery I can't stand"),
        ("2026-02-08T19:00", "Nora is reading up on goat nutrition, bless her"),
    ], None),
    ("accountant-nothing", "2026-03-30T20:00", "what did the accountant say about the taxes?", [
        ("2026-02-15T19:00", "taxes due soon and the shoebox of receipts is a disgrace"),
        ("2026-03-01T19:00", "Arlo settled the town property bill at the office"),
        ("2026-03-18T19:00", "Caleb wants us to use a bookkeeping app on the phone"),
    ], None),
    ("wedding-nothing", "2026-09-15T20:00", "when is Caleb's wedding?", [
        ("2026-06-01T19:00", "Caleb and Shay have been together two years now"),
        ("2026-07-18T19:00", "Nora's friend got married at the Round Barn, beautiful"),
        ("2026-08-22T19:00", "Shay's sister is engaged to a fellow from Derby"),
    ], None),
    ("who-jolene", "2026-07-20T20:00", "who is Jolene?", [
        ("2026-02-12T19:00", "*Jolene trims the goats' hooves, drives up from Barton twice a year"),
        ("2026-04-04T19:00", "Jolene on the radio all day long, that Dolly Parton one"),
        ("2026-06-10T19:00", "*Jolene showed Caleb how to do the easy feet himself"),
        ("2026-06-30T19:00", "Jo at the feed store says hay's going up"),
    ], None),
    ("night-vet", "2026-05-01T20:00", "what was the name of the vet who came out at night when Clementine was kidding?", [
        ("2026-03-29T19:00", "Dr. Audet off at some conference all week, of course"),
        ("2026-03-30T01:00", "*Dr. Kimball from Newport came out at midnight for Clementine, twins, one backwards"),
        ("2026-03-30T08:00", "Clementine's twins up and nursing by morning"),
        ("2026-04-06T19:00", "Juniper kidded on her own, no fuss"),
    ], None),
    ("cheese-name", "2026-04-30T20:00", "what's Caleb calling his new cheese?", [
        ("2026-03-10T19:00", "Caleb wants to try a washed rind with our own cider"),
        ("2026-04-02T19:00", "the co-op wants a name for Caleb's new cheese by Friday"),
        ("2026-04-09T19:00", "*Caleb's new washed-rind is going to be Mud Season, I laughed but it suits"),
        ("2026-04-20T19:00", "Shay drew a boot stuck in the mud for it"),
    ], None),
    ("spare-key", "2026-03-01T20:00", "where did Arlo put the spare key for the sugarhouse?", [
        ("2026-01-20T19:00", "lost my truck keys again, found them in the freezer"),
        ("2026-02-05T19:00", "*Arlo hung the extra sugarhouse key on the nail behind the grain bin"),
        ("2026-02-19T19:00", "the sugarhouse padlock rusted shut, Arlo took a hacksaw to it"),
    ], None),
    ("caleb-market", "2026-09-20T20:00", "how does Caleb feel about doing the farmers' market?", [
        ("2026-06-13T19:00", "*Caleb hates the Saturday market, he'd rather muck stalls than make small talk"),
        ("2026-07-04T19:00", "I love the Montpelier market, all my regulars"),
        ("2026-08-15T19:00", "*Caleb admitted he liked the market once a regular asked for him by name"),
        ("2026-08-29T19:00", "Shay loves doing the market, she'd go every day"),
    ], None),
    ("cave-left", "2026-09-30T20:00", "what's still left before the cheese cave is finished?", [
        ("2026-08-01T19:00", "cave shelving up, white oak, smells wonderful"),
        ("2026-08-20T19:00", "*the cave's cooling unit still isn't wired in, need the electrician"),
        ("2026-09-02T19:00", "Caleb painted the cave walls, two coats"),
        ("2026-09-10T19:00", "*the drain in the cave floor still wants grouting"),
        ("2026-09-18T19:00", "toured the Jasper cellars, their cave is a palace"),
    ], None),
    ("bixby-people", "2026-11-05T20:00", "what do I know about the new people at the Bixby place?", [
        ("2026-07-12T19:00", "*the folks who bought the Bixby place are from Connecticut, he's retired from insurance, she paints"),
        ("2026-08-02T19:00", "old Mr. Bixby's funeral was the winter of the ice storm"),
        ("2026-09-14T19:00", "*the Bixby place people brought Juniper home, she'd wandered clear down Hollow Road"),
        ("2026-10-20T19:00", "new people at the Gagnon farm putting up a vinyl fence"),
    ], None),
    ("first-blue", "2026-12-01T20:00", "when did Caleb make the first batch of blue?", [
        ("2026-05-28T19:00", "blue cultures arrived by post from Wisconsin"),
        ("2026-06-03T19:00", "*first batch of blue into the cave today, Caleb pierced it with knitting needles"),
        ("2026-07-15T19:00", "second batch of blue, saltier, Caleb's fussing"),
        ("2026-10-09T19:00", "Nils wants every blue we make"),
    ], None),
    ("hay-wagon", "2026-08-20T20:00", "who bought the hay wagon?", [
        ("2026-06-18T19:00", "put the old hay wagon up on Front Porch Forum"),
        ("2026-07-02T19:00", "*the hay wagon went to the Chaffee boy, he'll pay when he sells his steers"),
        ("2026-07-16T19:00", "bought a new-to-us hay rake at the Orleans auction"),
        ("2026-08-06T19:00", "the Chaffee boy's steers got out on the road again"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qB", NUMBERS, OTHERS, seed=2424, read_numbers=6, read_others=14), TZ, FILLER, seed=24, sizes=(12, 30))
