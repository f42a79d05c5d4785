"""Writes qa-fresh-35.jsonl: 40 Q&A cases (issue 16) in one voice, covering every question kind of the issue, 20 of 40 numeric.

Voice: a dressmaker in Kumasi (Africa/Accra), Abena Owusu-Ansah, who sews kaba and slit, bridesmaids' dresses, choir robes and
school uniforms in a kiosk off Adum with her apprentice Gifty; her wax prints come from Auntie Serwaa at Kejetia market, Mr Badu
from Asafo fixes her machines (a Singer and, later, a Juki), Opanin Boakye is the landlord; her husband Kwaku drives a taxi he
does not own, their daughter Adwoa is in senior high school, their son Junior is in class 5; her mother (Maame) lives in Obuasi,
her sister Akua in Hamburg, her cousin Kofi borrows; she sings in the church choir. Ghanaian English with Twi and the city's words
("chale", "trotro", "drop" for a hired taxi, "okada", "waakye", "kelewele", "chop money", "chop box", "dumsor" and "light off" for
power cuts, "ECG" for the power company, "MoMo" for mobile money, "susu", "one-week celebration", "by force", "small small"),
money in Ghana cedis written every way Kumasi writes them ("GH₵ 270", "GHS 185.50", "42 cedis", a bare figure) and, on a trip to
Lomé, in CFA francs ("3,500 CFA", "XOF 24,000", "FCFA 15,000"). (No earlier Q&A voice lives in Ghana or sews for a living; no
earlier Q&A set spends cedis or CFA francs.)
Number questions (20): sums per currency (fabric last month told by the cloth's names, transport last week by trotro, a drop and
an okada, CFA francs in Lomé, money sent to "my mother" told as "Maame" and "my mum", Adwoa's school this year by its parts,
electricity this year by prepaid top-ups, eating out last week by the dishes), money in (sewing orders paid in September; chop
money from Kwaku, whose note opens with his name), what "my cousin" still owes (the notes tie "my cousin Kofi"), the shop rent now,
hours teaching Gifty, yards of fabric bought, uniforms sewn, counts told in other words (power cuts as "dumsor", "light off", "no
power"; funerals attended beside one skipped and one sewn for; machine breakdowns as "jammed", "burnt"; orders turned down as
"said no", "refused"; choir practice missed as "skipped", "missed"), days in Obuasi at Christmas (a stay).
Other questions (20): feelings (her own on the shop; Kwaku's on the taxi, asked by name), decisions told without "decide" (a
deposit on an overlocker; signed forms for Adwoa's school), a person by name and by role, news of "my sister", what is left before
a wedding order, waiting, when next (Junior's PTA meeting), when last (the machines "overhauled"), what we did in Cape Coast (only
the booking names the town), people met at the traders' meeting, a doctor's advice on her eyes, a promise to Junior, a
recommendation, why Gifty stopped coming, where the spare keys are, and two questions nothing answers.
Hand-written answer notes (cited, marked "*") and look-alike distractors (another's spending, income or loan, prices quoted, plans,
other ranges and currencies), then neutral filler written for this set: 12-35 notes a case.

The split is fixed by the seed before any scoring: ten numeric and ten other cases go to the read half (qM001-qM020, may be
read while tuning), the rest to the held half (qM021-qM040: totals only).

Run: python3 author_qa_fresh_35.py > qa-fresh-35.jsonl (seeded, so the output is stable).
"""

from qa_author import print_cases, split_numbered

TZ = "Africa/Accra"

FILLER = [
    "the harmattan dust has covered the glass of the kiosk again",
    "Junior drew a fighter jet across his exercise book cover",
    "a goat wandered into the shop and ate a paper pattern",
    "the radio preacher at the next kiosk shouts from seven",
    "swept out the offcuts and burnt them behind the gutter",
    "Adwoa's phone calls from school are always two minutes",
    "the mango tree by the road is full but the fruits are still green",
    "a hawker selling plantain chips went past six times",
    "the tape measure is fraying at the forty inch mark",
    "sat on the veranda shelling groundnuts with Junior",
    "the church roof is being painted blue this time",
    "someone's cockerel crows long before dawn",
    "Kwaku had the Black Stars match blasting on the TV",
    "Gifty hums the same highlife song all day",
    "new speed bumps on the Lake Road, the trotros crawl",
    "the gutter before the shop smells after the rain",
    "ironed the finished kaba and hung it by the window",
    "the pastor preached on patience, very long",
    "Junior lost one shoe lace and came home walking funny",
    "Auntie next door is frying bofrot, the whole lane smells sweet",
    "rain came down like stones for twenty minutes and stopped",
    "my pin cushion is shaped like a tomato, Adwoa made it in JHS",
    "the kiosk's padlock is rusty, it sticks every morning",
    "traffic at Kejetia roundabout was standing still",
    "a customer's little boy dozed off on the fabric pile",
    "the mosquito coil burnt out around 2am",
    "Kwaku's phone screen has a new crack running across",
    "watched a Nollywood film, the ending was nonsense",
    "the wall calendar from our credit union still shows February",
    "some bird is nesting above the shop signboard",
    "Junior's teacher wrote 'good effort' in red ink",
    "the new road near Santasi is finally tarred",
    "counted the buttons in the tin, mostly white",
    "Maame sent a video of her chickens",
    "the tailors at the corner play draughts at lunch",
    "my scissors need sharpening, they chew the chiffon",
    "hot afternoon, the fan only moves the hot air around",
    "our neighbour's old generator roars like a lorry",
    "the Adum streets were full of school children at two",
    "cut out a new paper pattern for a peplum top",
    "Gifty's braids took her whole Sunday",
    "a trotro mate was shouting 'Circle Circle' at the station",
    "the kitchen tap only drips in the afternoons",
    "Kwaku dozed through the evening news again",
    "the pepper in the garden is finally turning red",
]

NUMBERS = [
    ("fabric-march", "2026-04-08T10:00", "how much did I spend on fabric last month?", [
        ("2026-02-21T12:00", "Auntie Serwaa wax print, six yards, GH₵ 300"),
        ("2026-03-04T12:00", "*six yards of wax print from Auntie Serwaa for the Mensah twins, GH₵ 270"),
        ("2026-03-11T12:00", "Auntie Serwaa says the Hitarget print will be 150 a yard by Easter"),
        ("2026-03-16T12:00", "*white lace for Mrs Adjei's kaba, GHS 185.50"),
        ("2026-03-19T12:00", "Gifty bought her own ankara for practice, GH₵ 90"),
        ("2026-03-25T12:00", "*two pieces of kente for the Boateng engagement, 640"),
        ("2026-04-02T12:00", "the kente weavers at Bonwire have raised everything"),
    ], 1095.5),
    ("transport-week", "2026-06-17T10:00", "how much did I spend on transport last week?", [
        ("2026-06-03T12:00", "taxi home with the sewing machine parts, 40 cedis"),
        ("2026-06-09T12:00", "*trotro to Kejetia and back, 14 cedis"),
        ("2026-06-11T12:00", "*took a drop from Adum to Santasi with the big bag of cloth, GH₵ 35"),
        ("2026-06-13T12:00", "*okada to Junior's school when he forgot his lunch, GHS 10"),
        ("2026-06-13T15:00", "Kwaku's passenger paid GH₵ 60 for a drop to the airport"),
        ("2026-06-16T12:00", "trotro to Kejetia, 7 cedis"),
    ], 59),
    ("lome-cfa", "2026-08-20T10:00", "how much did I spend in CFA francs in Lomé?", [
        ("2026-08-02T12:00", "trotro to Aflao for the Lomé trip, GH₵ 65"),
        ("2026-08-03T09:00", "*shared taxi from the border into Lomé, 3,500 CFA"),
        ("2026-08-03T12:00", "changed GH₵ 500 into CFA at the border, the rate was bad"),
        ("2026-08-04T12:00", "*Grand Marché in Lomé, two bundles of Togolese wax, XOF 24,000"),
        ("2026-08-05T12:00", "*the guesthouse near the beach in Lomé, FCFA 15,000 for the two nights"),
        ("2026-08-05T18:00", "Efua paid 6,000 CFA for her own sandals at the market"),
    ], 42500),
    ("sent-maame", "2026-10-05T10:00", "how much have I sent my mother this year?", [
        ("2025-12-20T12:00", "MoMo to Maame for Christmas, 300"),
        ("2026-02-14T12:00", "*MoMo to Maame, 320 cedis for her drugs"),
        ("2026-05-09T12:00", "*sent my mum GH₵ 250 for the light bill in Obuasi"),
        ("2026-06-01T12:00", "Kwaku sent his mother GH₵ 200 for her church harvest"),
        ("2026-08-03T12:00", "*Maame's chop money for the month, GHS 400, by MoMo"),
        ("2026-09-10T12:00", "Maame says the roof leaks again over the kitchen"),
    ], 970),
    ("orders-paid-september", "2026-10-03T10:00", "how much did I get from sewing orders in September?", [
        ("2026-08-27T12:00", "Mrs Owusu paid GH₵ 500 for the three outfits"),
        ("2026-09-04T12:00", "*Mrs Adjei paid the balance for her kaba and slit, GH₵ 350"),
        ("2026-09-12T12:00", "bought lining and interfacing, GH₵ 60"),
        ("2026-09-15T12:00", "*the church choir paid 1,200 cedis for the twelve robes"),
        ("2026-09-20T12:00", "Gifty got 50 cedis from her aunty for transport"),
        ("2026-09-26T12:00", "*Ama's bride paid GHS 800 deposit for the bridesmaids' dresses"),
    ], 2350),
    ("cousin-owes", "2026-09-15T10:00", "how much does my cousin still owe me?", [
        ("2026-03-05T12:00", "*lent my cousin Kofi GH₵ 900 to stock his phone accessories stall"),
        ("2026-04-18T12:00", "*Kofi brought 350 cedis back, he says sales are slow"),
        ("2026-05-02T12:00", "Kwaku lent Kofi 100 for fuel"),
        ("2026-06-27T12:00", "*Kofi MoMo'd GHS 200 more of my money"),
        ("2026-08-09T12:00", "Kofi owes his landlord three months, chale"),
    ], 350),
    ("shop-rent-now", "2026-08-01T10:00", "how much is my shop rent now?", [
        ("2025-09-01T12:00", "paid the kiosk rent, 400 cedis a month"),
        ("2026-06-10T12:00", "*Opanin Boakye has raised the shop rent to GH₵ 550 a month from July"),
        ("2026-06-22T12:00", "the kiosk next door pays 500, Gifty heard"),
        ("2026-07-14T12:00", "Akua's room in Hamburg costs 780 euros, by force"),
    ], 550),
    ("hours-gifty", "2026-06-02T10:00", "how many hours did I spend teaching Gifty pattern cutting in May?", [
        ("2026-04-28T12:00", "2 hours of pattern cutting with Gifty"),
        ("2026-05-06T19:00", "*taught Gifty pattern cutting for 2 hours after closing"),
        ("2026-05-14T19:00", "*pattern cutting with Gifty, 1.5 hrs, she finally understands darts"),
        ("2026-05-19T12:00", "Gifty practised hems alone for 2 hours"),
        ("2026-05-24T16:00", "*another 3 hours of pattern drafting with Gifty on Sunday"),
    ], 6.5),
    ("yards-july", "2026-08-10T10:00", "how many yards of fabric did I buy in July?", [
        ("2026-06-26T12:00", "bought 8 yards of chiffon for the choir scarves"),
        ("2026-07-03T12:00", "*6 yards of Woodin for the Boateng twins' dresses"),
        ("2026-07-09T12:00", "Auntie Serwaa has 30 yards of the new GTP print, she's keeping some for me"),
        ("2026-07-17T12:00", "*12 yards of lace for the wedding party"),
        ("2026-07-28T12:00", "*bought 4 yards of lining at Kejetia"),
    ], 22),
    ("dumsor-may", "2026-06-03T10:00", "how many power cuts did we have in May?", [
        ("2026-04-27T12:00", "dumsor from morning till two"),
        ("2026-05-04T12:00", "*dumsor again, the machine stopped halfway through a seam"),
        ("2026-05-09T12:00", "the bulb in the shop is too dim, need a brighter one"),
        ("2026-05-12T21:00", "*light off from six till midnight, sewed by torchlight"),
        ("2026-05-15T12:00", "ECG prepaid top-up, GH₵ 100"),
        ("2026-05-20T12:00", "*ECG took the lights the whole afternoon, finished the hem by hand"),
        ("2026-05-27T12:00", "*no power again today, the Singer just sat there"),
    ], 4),
    ("funerals-year", "2026-09-01T10:00", "how many funerals did I go to this year?", [
        ("2026-02-07T16:00", "*Saturday funeral at Bantama for Kwaku's uncle, the drumming was heavy"),
        ("2026-03-12T12:00", "sewing six black and red cloths for the Owusu family's funeral"),
        ("2026-04-25T18:00", "*funeral in Obuasi, wore the black and red kaba Maame likes"),
        ("2026-05-30T12:00", "didn't go to the Tafo funeral, the choir robes had to be finished"),
        ("2026-06-14T12:00", "Gifty travelled for her grandfather's funeral"),
        ("2026-07-18T17:00", "*Ejisu funeral, sat under the canopy until four"),
    ], 3),
    ("machine-broke", "2026-07-10T10:00", "how many times did my sewing machine break down this year?", [
        ("2026-01-20T12:00", "*the Singer jammed again, its needle bar is stuck"),
        ("2026-03-03T12:00", "Gifty broke a needle on the denim"),
        ("2026-03-29T12:00", "*machine broke down halfway through the choir robes, called Mr Badu"),
        ("2026-04-15T12:00", "Auntie Serwaa's nephew's machine broke, he came to use mine"),
        ("2026-05-08T12:00", "bought machine oil and two packets of needles"),
        ("2026-06-16T12:00", "*motor on the Juki burnt, no sewing for two days"),
    ], 3),
    ("orders-refused", "2026-09-02T10:00", "how many orders did I turn down in August?", [
        ("2026-07-29T12:00", "turned down a kaba order from a lady at Bantama"),
        ("2026-08-05T12:00", "*told the lady from Asokwa I can't take her dress, the book is too full"),
        ("2026-08-11T12:00", "took Abena Pokuaa's order for a kaba and slit"),
        ("2026-08-18T12:00", "*said no to the 20 school uniforms from Tafo, no time"),
        ("2026-08-22T12:00", "Gifty turned down a date with the kenkey seller's son"),
        ("2026-08-26T12:00", "*refused Mrs Mensah's rush order for Friday"),
    ], 3),
    ("obuasi-christmas", "2026-12-30T10:00", "how many days was I in Obuasi over Christmas?", [
        ("2026-12-10T12:00", "Maame wants everybody in Obuasi for Christmas"),
        ("2026-12-22T12:00", "*travelled to Obuasi today, me and the children"),
        ("2026-12-25T12:00", "Christmas rice and goat light soup at Maame's, the whole family"),
        ("2026-12-27T18:00", "*back in Kumasi, the trotro from Obuasi was packed"),
        ("2026-12-29T12:00", "Kwaku goes to his family in Mampong for New Year"),
    ], 5),
    ("adwoa-school", "2026-10-12T10:00", "how much have I paid for Adwoa's school this year?", [
        ("2025-09-08T12:00", "Adwoa's first term fees, GH₵ 1,700"),
        ("2026-01-06T12:00", "*Adwoa's boarding fees, GH₵ 1,850"),
        ("2026-01-09T12:00", "*chop box for Adwoa before reopening: gari, milo, sardines, GHS 430"),
        ("2026-02-20T12:00", "Junior's school fees, GH₵ 900"),
        ("2026-05-04T12:00", "*PTA levy for Adwoa's school, 120 cedis"),
        ("2026-09-14T12:00", "Adwoa says the new dining hall is finished"),
    ], 2400),
    ("electricity-year", "2026-11-02T10:00", "how much did I spend on electricity this year?", [
        ("2025-12-11T12:00", "ECG top-up 180"),
        ("2026-02-03T12:00", "*ECG prepaid top-up, GH₵ 200"),
        ("2026-05-17T12:00", "*bought light credit for the meter, 150 cedis"),
        ("2026-07-06T12:00", "Kwaku bought the light credit this time, GH₵ 100"),
        ("2026-09-21T12:00", "*prepaid meter units, GHS 250"),
        ("2026-10-08T12:00", "the ECG office at Asafo was closed for a strike"),
    ], 600),
    ("eating-out-week", "2026-03-18T10:00", "how much did I spend eating out last week?", [
        ("2026-03-04T12:00", "fried rice and chicken at the Adum spot, GH₵ 55"),
        ("2026-03-09T12:00", "*waakye at the junction before opening, 25 cedis"),
        ("2026-03-11T12:00", "*fufu and light soup at the chop bar behind Kejetia, GH₵ 45"),
        ("2026-03-12T12:00", "Gifty bought her own waakye, 20"),
        ("2026-03-14T20:00", "*Kwaku and I had kelewele and khebab by the roadside, 30"),
        ("2026-03-17T12:00", "banku and tilapia at the lake, GHS 70"),
    ], 100),
    ("choir-missed", "2026-08-04T10:00", "how many choir rehearsals did I miss in July?", [
        ("2026-06-25T12:00", "missed choir practice, the bride came for fitting"),
        ("2026-07-02T19:00", "*missed choir practice, a customer came late for her fitting"),
        ("2026-07-09T19:00", "choir rehearsal was sweet, we learnt the new anthem"),
        ("2026-07-16T19:00", "*skipped practice at church, I was finished after the uniforms"),
        ("2026-07-23T19:00", "*couldn't make rehearsal, dumsor and the hems still unfinished"),
        ("2026-07-30T19:00", "the choir master wants everybody at every practice in August"),
    ], 3),
    ("uniforms-august", "2026-09-03T10:00", "how many school uniforms did I sew in August?", [
        ("2026-07-22T12:00", "sewed 10 uniforms for the nursery school"),
        ("2026-08-06T12:00", "*sewed 15 uniforms for St. Peter's"),
        ("2026-08-14T12:00", "*another 12 uniforms finished and delivered"),
        ("2026-08-20T12:00", "the Tafo school wants 40 uniforms for next term"),
        ("2026-08-28T12:00", "*8 uniforms for the Suame primary school, done"),
    ], 35),
    ("chop-money-june", "2026-07-02T10:00", "how much chop money did Kwaku give me in June?", [
        ("2026-05-29T12:00", "Kwaku gave me GH₵ 280 chop money"),
        ("2026-06-05T12:00", "*Kwaku gave me GH₵ 300 chop money, the taxi owner was kind this week"),
        ("2026-06-12T12:00", "gave Adwoa GH₵ 100 pocket money"),
        ("2026-06-19T12:00", "Kwaku gave his mother 200 for her harvest"),
        ("2026-06-26T12:00", "*chop money from Kwaku, 250 cedis"),
    ], 550),
]

OTHERS = [
    ("feel-shop", "2026-09-20T10:00", "how have I been feeling about the shop lately?", [
        ("2026-07-30T12:00", "*so weary of the shop, orders pile up and customers don't pay on time"),
        ("2026-08-15T12:00", "Gifty is excited about opening her own shop someday"),
        ("2026-08-28T12:00", "*happy with the shop today, three brides walked in"),
        ("2026-09-12T12:00", "*worried the shop can't carry the new rent"),
        ("2026-09-14T12:00", "painted the shop signboard red and gold"),
    ], None),
    ("feel-kwaku", "2026-10-10T10:00", "how does Kwaku feel about driving the taxi?", [
        ("2026-07-05T12:00", "*Kwaku is tired of the taxi work, the owner takes too much of the sales"),
        ("2026-08-10T12:00", "Kwaku's taxi needs two new tyres"),
        ("2026-08-22T12:00", "Kofi hates driving in Kumasi traffic"),
        ("2026-09-18T12:00", "*Kwaku says he's proud the taxi paid Adwoa's fees"),
    ], None),
    ("decide-overlocker", "2026-06-20T10:00", "what did I decide about the overlocker?", [
        ("2026-05-10T12:00", "thinking about an overlocker, the Juki one is expensive"),
        ("2026-05-22T12:00", "Gifty says the Brother overlocker is cheaper"),
        ("2026-06-06T12:00", "*paid GH₵ 1,500 deposit on the Juki overlocker at Adum, collecting it on the 30th"),
        ("2026-06-12T12:00", "the overlocker at the corner tailor's is always busy"),
    ], None),
    ("decide-adwoa-school", "2026-08-25T10:00", "what did I decide about Adwoa's school?", [
        ("2026-06-15T12:00", "Adwoa wants to stay in the boarding house with her friends"),
        ("2026-07-08T12:00", "boarding costs too much now"),
        ("2026-08-01T12:00", "*signed the forms, Adwoa moves to Yaa Asantewaa Girls' as a day student from September"),
        ("2026-08-12T12:00", "Junior wants a bicycle like his friend's"),
    ], None),
    ("who-serwaa", "2026-07-01T10:00", "who is Auntie Serwaa?", [
        ("2026-03-02T12:00", "*Auntie Serwaa sells me my wax prints at Kejetia, she gives me credit when I'm short"),
        ("2026-04-11T12:00", "Serwaa Akoto's song played on Luv FM all morning"),
        ("2026-05-19T12:00", "*Auntie Serwaa's stall is behind Kejetia near the lorry park"),
        ("2026-06-08T12:00", "Auntie next door is travelling to Takoradi"),
    ], None),
    ("who-fixes-machines", "2026-08-15T10:00", "who fixes my sewing machines?", [
        ("2026-02-11T12:00", "*Mr Badu the machine mechanic from Asafo changed the Singer's bobbin case"),
        ("2026-04-04T12:00", "Kwaku fixed the shop door hinge with a nail"),
        ("2026-06-17T12:00", "*called Mr Badu again, he's the only one in Kumasi who understands the Juki"),
        ("2026-07-23T12:00", "the fridge repairer came for Maame's fridge"),
    ], None),
    ("news-sister", "2026-10-20T10:00", "what's new with my sister?", [
        ("2026-08-30T12:00", "*Akua called from Hamburg, she passed her German B1 exam"),
        ("2026-09-16T12:00", "Kwaku's sister is pregnant with her third"),
        ("2026-10-04T12:00", "*my sister has been hired by a care home in Hamburg, nights only"),
        ("2026-10-11T12:00", "Hamburg is already cold, the news said"),
    ], None),
    ("left-wedding", "2026-11-18T10:00", "what do I still have to do for Ama's wedding dresses?", [
        ("2026-11-02T12:00", "finished cutting all the bridesmaids' dresses for Ama's wedding"),
        ("2026-11-09T12:00", "*still need to sew the beads on the bride's bodice"),
        ("2026-11-12T12:00", "*buy the gold lace for the bridesmaids' sashes before Friday"),
        ("2026-11-14T12:00", "Akua's wedding pictures from Hamburg came on WhatsApp"),
        ("2026-11-16T12:00", "*final fitting with the bridesmaids not fixed yet, must call them"),
    ], None),
    ("waiting", "2026-10-25T10:00", "what am I waiting for?", [
        ("2026-10-02T12:00", "*still waiting: choir secretary owes the last 400"),
        ("2026-10-09T12:00", "the trotro sat at the station an hour before it filled"),
        ("2026-10-14T12:00", "*waiting on the ECG man to come and change the meter"),
        ("2026-10-20T12:00", "*expecting Akua's parcel from Hamburg, DHL says next week"),
        ("2026-10-22T12:00", "Kwaku waited at the mechanic's the whole day"),
    ], None),
    ("when-pta", "2026-11-02T10:00", "when is Junior's PTA meeting?", [
        ("2026-07-11T12:00", "Junior's last PTA meeting was long and boring"),
        ("2026-10-19T12:00", "Adwoa's PTA in her school is in October, Kwaku will go"),
        ("2026-10-28T12:00", "*Junior's PTA meeting is Saturday 14th November, nine o'clock"),
        ("2026-10-30T12:00", "Junior needs new sandals for school"),
    ], None),
    ("last-service", "2026-09-10T10:00", "when did I last have the sewing machines serviced?", [
        ("2026-01-14T12:00", "machines serviced by Mr Badu, all three"),
        ("2026-04-20T12:00", "Gifty oiled her practice machine"),
        ("2026-07-21T12:00", "*Mr Badu gave all three machines a full overhaul, new belts too"),
        ("2026-08-30T12:00", "Kwaku's taxi went for servicing at Suame Magazine"),
    ], None),
    ("cape-coast", "2026-05-12T10:00", "what did we do in Cape Coast?", [
        ("2026-04-20T12:00", "*booked two rooms at a guesthouse in Cape Coast for the Easter holiday weekend"),
        ("2026-05-01T12:00", "*walked the canopy walkway at Kakum, Junior was shaking the whole way"),
        ("2026-05-02T12:00", "*castle tour, the dungeons made Kwaku silent till lunch"),
        ("2026-05-02T20:00", "*fresh fish and banku by the beach at night"),
        ("2026-05-06T12:00", "Akua visited Elmina years ago with her school"),
    ], None),
    ("traders-meeting", "2026-07-25T10:00", "who did I meet at the traders' association meeting?", [
        ("2026-07-08T12:00", "traders' association dues have gone up to 20 a month"),
        ("2026-07-14T17:00", "*at the traders' meeting I met Nana Yaw, he chairs the tailors' group"),
        ("2026-07-14T18:00", "*also met Madam Rose who sells buttons and zips, she'll give me wholesale price"),
        ("2026-07-19T12:00", "Kwaku ran into an old classmate by the filling station"),
    ], None),
    ("doctor-eyes", "2026-10-01T10:00", "what did the doctor say about my eyes?", [
        ("2026-08-10T12:00", "eyes so tired after sewing into the night"),
        ("2026-08-18T12:00", "*doctor at Komfo Anokye says I need reading glasses, no more threading needles in dim light"),
        ("2026-08-25T12:00", "Kwaku's doctor told him less salt, less sugar"),
        ("2026-09-15T12:00", "*eye doctor: put the drops in morning and evening, review after three months"),
    ], None),
    ("promise-junior", "2026-06-25T10:00", "what did I promise Junior?", [
        ("2026-05-30T12:00", "Kwaku promised to take Junior to Baba Yara to watch Kotoko"),
        ("2026-06-07T12:00", "*promised Junior a Kotoko jersey if he passes his exams"),
        ("2026-06-18T12:00", "Junior says he'll become a pilot"),
    ], None),
    ("recommend", "2026-04-30T10:00", "what did Efua recommend?", [
        ("2026-03-22T12:00", "Efua came for her kaba fitting and stayed to gist"),
        ("2026-04-09T12:00", "*Efua recommended Woodin at Adum for the original prints, she says the fakes fade"),
        ("2026-04-16T12:00", "Gifty recommended a new braiding lady in Asokwa"),
    ], None),
    ("why-gifty", "2026-11-10T10:00", "why did Gifty stop coming to the shop?", [
        ("2026-09-22T12:00", "Gifty came late again, thrice now since Monday"),
        ("2026-10-15T12:00", "*Gifty stopped coming, her mother needs her at the family chop bar in Suame"),
        ("2026-10-28T12:00", "the shop is quiet without Gifty's humming"),
    ], None),
    ("spare-keys", "2026-09-28T10:00", "where did I put the spare shop keys?", [
        ("2026-06-12T12:00", "the kiosk padlock needs a new key, the old one bends"),
        ("2026-07-30T12:00", "*spare shop keys are hanging inside the wardrobe behind Kwaku's jacket"),
        ("2026-09-05T12:00", "lost my phone charger again"),
    ], None),
    ("bank-nothing", "2026-08-30T10:00", "what did the bank say about my loan application?", [
        ("2026-07-15T12:00", "the bank queue at Adum reached the road"),
        ("2026-08-02T12:00", "Kwaku opened a new MoMo wallet"),
        ("2026-08-20T12:00", "the susu collector Mr Antwi came early today"),
    ], None),
    ("kofi-shop-nothing", "2026-10-30T10:00", "when is Kofi opening his new phone shop?", [
        ("2026-09-02T12:00", "Kofi talks about phones every time he comes"),
        ("2026-09-25T12:00", "a new phone shop opened by the Kejetia roundabout"),
        ("2026-10-12T12:00", "Kofi's girlfriend is from Takoradi"),
    ], None),
]


if __name__ == "__main__":
    print_cases(split_numbered("qM", NUMBERS, OTHERS, seed=3535, read_numbers=10, read_others=10), TZ, FILLER, seed=353, sizes=(12, 35))
