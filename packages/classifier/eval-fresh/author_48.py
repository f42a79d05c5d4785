# Writes thoughts-fresh-48.jsonl: a forty-eighth fresh labelled set (issue 10, ids f48…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# Ghanaian-born tailor who runs a small alterations and kente-tailoring shop in Hamburg-Altona (Europe/Berlin),
# writing Ghanaian English with German words ("Termin", "Feierabend", "Kita", "Finanzamt", "Hausmeister", "Späti",
# "Mahnung", "Steuerberaterin", "Ausländerbehörde") and a little Twi or Ghanaian slang ("chale", "herh", "ebi so",
# "Maame" for her mother and "Oma" as relation words), typing fast on the shop phone, often all lowercase.
# People: Jonas (her German husband), Ama (9) and Kofi (5, in Kita), her brother Yaw in London and his wife Adwoa,
# cousin Nana Ama (getting married in Kumasi), Auntie Comfort in Wilhelmsburg, Jonas's parents Oma Heike and Opa
# Dieter, Efua (her apprentice), Kobby (a friend with a van, Kwabena on paper), Herr Brandt the landlord (Brandt
# Immobilien), Frau Schulte the Steuerberaterin, Dr Hoffmann her GP, Pastor Mensah and Akosua (the choir) at church,
# Frau Petersen at the Kita, Herr Yilmaz (Ama's teacher), Stefan at the fabric wholesaler, Mehmet at the Späti,
# brides and customers (Lena Voss, Mrs Okafor, Birgit), and Otto the dog. Brands, firms, places, films and books that
# look like names are left out (Singer, Pfaff, Vlisco, Hugo Boss, Jil Sander, Hermes, SAGA; Altona, Ottensen, Kumasi;
# Moana, Heidi, Paddington, Matilda, Americanah).
# Shop, customers, the apprentice, the fabric and the shop's money are systems; family, church, choir, friends,
# the Kita and the repair café social; her flat, health, the dog, household money, tax and papers personal.
# Weighted to ENTITIES (GUIDELINES 5): people by first name, full name, nickname, title + surname (Herr, Frau, Dr,
# Pastor, Auntie, Oma), lowercase names in quick typing, names beside firms ("Stefan at Stoffkontor"), every person in
# a coordination ("Jonas, Efua and Kobby"), against places, pets, brands and titles that look like names; and to
# PARENT (8): a thought that belongs to a context project without naming it, beside a look-alike project, completions
# of tasks under a project, and unrelated thoughts in contexts with look-alike projects (parent null).
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-48-read.jsonl (misses
# may be read) and thoughts-fresh-48-held.jsonl (totals only).
# Run: python3 eval-fresh/author_48.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-19T07:30:00","Europe/Berlin"),   # Mon, before opening
 'b':("2026-02-26T18:40:00","Europe/Berlin"),   # Thu, after closing
 'c':("2026-04-11T09:15:00","Europe/Berlin"),   # Sat, shop open
 'd':("2026-05-20T21:05:00","Europe/Berlin"),   # Wed night
 'e':("2026-07-05T15:20:00","Europe/Berlin"),   # Sun, after church
 'f':("2026-09-07T12:30:00","Europe/Berlin"),   # Mon, lunch
 'g':("2026-10-22T19:50:00","Europe/Berlin"),   # Thu evening
 'h':("2026-12-05T10:10:00","Europe/Berlin"),   # Sat
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'sun','f':'mon','g':'thu','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
SHOP2,ROOMS="Open a second shop in Ottensen","Redo the fitting rooms at the Altona shop"
WED,VISA="Nana Ama's wedding in Kumasi","Maame's visa to visit Hamburg"
KITA,SCHOOL="Find a Kita place for Kofi","Ama's move to secondary school"
CONCERT,BAZAAR="Choir Christmas concert","Church harvest bazaar"
MOVE,BALC="Move to a bigger flat","Balcony vegetable garden"
TAX,SOFT="Tax return 2025","Switch the shop's bookkeeping to new software"
BRIDAL,REPAIR="Kente bridal collection for the autumn fair","Repair café at the neighbourhood centre"
CITIZEN,LICENCE="German citizenship application","Convert the Ghanaian driving licence"

# ======== ENTITIES: people in every written form, against look-alikes
# ---- systems: the shop, customers, the apprentice, the fabric
c('a',"Efua came in early and hemmed all six of the school trousers before I even opened",S,'task',['Efua'])
c('c',"efua keeps pricking her thumb on the Pfaff, she should use the thimble",S,'observation_insight',['efua'])
c('b',"Lena Voss wants the bridal gown taken in at the waist another 2 cm, fitting next thursday",S,'task',wd('b','thu'),['Lena Voss'])
c('d',"mrs okafor collected her three boubous and paid cash, happy customer",S,'transaction',['okafor'])
c('f',"Stefan at Stoffkontor says the Vlisco delivery is stuck in Rotterdam till next week",S,'observation_insight',['Stefan'],wait='Stefan: Vlisco delivery')
c('g',"a Hugo Boss suit to shorten for a man from Eppendorf, he wants it by saturday",S,'task',sat('g'))
c('h',"a lady paid 45 euro up front to reline her Jil Sander coat",S,'transaction')
c('a',"Birgit from the theatre on Max-Brauer-Allee emailed asking if we do costume repairs in bulk",S,'communication',['Birgit'])
c('e',"call kobby to pick the cutting table from the Stoffkontor warehouse with his van",S,'communication',['kobby'])
c('f',"Hermes lost the parcel of zips again, third time this year",S,'observation_insight')
c('d',"Efua and Kobby carried the old Singer down to the cellar, my back is saved",S,'task',['Efua','Kobby'])
c('b',"the Singer from the flea market runs better than the new Pfaff, chale",S,'observation_insight')
c('c',"Mrs Okafor's daughter Chioma wants a matching headwrap for the naming ceremony",S,'task',['Okafor','Chioma'])
c('g',"agreed with Kwabena aka Kobby: shop deliveries on fridays, 20 euro a run",S,'decision_commitment',['Kwabena','Kobby'])
c('h',"new customer Dr Fischer, wants all his shirts altered, pays by invoice only",S,'contact',['Fischer'])
c('a',"Frau Meyer from the bridal shop in Blankenese, 040 555 2187, sends us her overflow hems",S,'contact',['Meyer'])
c('e',"Stefan's number at Stoffkontor is 040 555 9031, ask for him not the front desk",S,'contact',['Stefan'])
c('f',"Lena's mother Ingrid Voss will pay the balance, invoices go to her",S,'contact',['Lena','Ingrid Voss'])
c('c',"paid Efua her March wages, 1,150 euro, and a small bonus for the wedding rush",S,'transaction',['Efua'])
c('d',"Dr Fischer's invoice is 14 days overdue, send him a Mahnung",S,'transaction',['Fischer'],wait='Dr Fischer: invoice payment')
c('b',"told efua she can leave early whenever she has a Termin at the Ausländerbehörde",S,'decision_commitment',['efua'])
c('g',"Efua finished her first full kaba and slit by herself, no help from me!!",S,'milestone_outcome',['Efua'])
c('h',"the shop did 4,000 euro in November, best month since we opened",S,'milestone_outcome')
c('a',"ordered two cones of black Gütermann and the invisible zips from Stoffkontor",S,'acquisition_disposition')
c('e',"sold the old overlocker to a student from HAW for 120",S,'acquisition_disposition')
c('f',"Akwasi from the Ghana shop on Steindamm wants 30 aprons with his logo",S,'task',['Akwasi'])
c('c',"Mehmet from the Späti next door signed for my fabric delivery again, bless him",S,'observation_insight',['Mehmet'])
c('g',"watching a YouTube course on pattern grading by Suzy Furrer in the evenings",S,'learning_consumption',['Suzy Furrer'])
c('d',"fed up, the bride Sandra Kühn changed the neckline for the third time",S,'emotion_state',['Sandra Kühn'])
c('b',"the Handwerkskammer accepted Efua for the Gesellenprüfung in June!!",S,'milestone_outcome',['Efua'])
c('h',"email frau meyer that we can take 20 hems a week from january",S,'communication',['meyer'])
c('a',"WhatsApp Lena and Ingrid pictures of the lace sample",S,'communication',['Lena','Ingrid'])
c('e',"every monday the ironing of the finished orders, Efua and me, before we open",S,'routine_activity',OMIT,['Efua'])
c('f',"Vlisco's new Hollandais prints came in, the blue one is selling fast",S,'observation_insight')

# ---- social: family, church, choir, friends, the Kita
c('a',"jonas picks kofi from kita today, i have the late fitting",SO,'task',rel('a',0),['jonas','kofi'])
c('b',"Ama and Kofi want to watch Moana again, the third time this month",SO,'observation_insight',['Ama','Kofi'])
c('c',"Kofi is scared of the dark since he watched Paddington at Oma Heike's",SO,'observation_insight',['Kofi','Heike'])
c('d',"reading Matilda with Ama at bedtime, she does all the voices",SO,'learning_consumption',['Ama'])
c('e',"Pastor Mensah asked if I can sew the new choir stoles before harvest",SO,'task',['Mensah'])
c('f',"akosua says the altos sound flat, she wants extra practice on tuesdays",SO,'observation_insight',['akosua'])
c('g',"Yaw and Adwoa land at Fuhlsbüttel on friday evening, Jonas will fetch them",SO,'observation_insight',['Yaw','Adwoa','Jonas'])
c('h',"Auntie Comfort fell on the ice in Wilhelmsburg, she is in the AK Harburg",SO,'observation_insight',['Comfort'])
c('a',"call auntie comfort tonight, she sounded lonely on the phone yesterday",SO,'communication',tonight('a'),['comfort'])
c('b',"Opa Dieter and Oma Heike are taking both kids up to the Baltic for the Easter week",SO,'observation_insight',['Dieter','Heike'])
c('c',"Nana Ama sent the aso ebi colours for the wedding, gold and wine",SO,'communication',['Nana Ama'])
c('d',"nana ama wants me to sew her reception dress too",SO,'task',['nana ama'])
c('e',"Yaw, Adwoa, Jonas and me on a video call half the night about Maame's health",SO,'communication',['Yaw','Adwoa','Jonas'])
c('f',"Herr Yilmaz says Ama reads above her level but rushes her maths",SO,'observation_insight',['Yilmaz','Ama'])
c('g',"Frau Petersen from the Kita rang, Kofi has a fever and needs fetching",SO,'communication',['Petersen','Kofi'])
c('h',"sent Maame 200 euro through Western Union for the Christmas cooking",SO,'transaction')
c('a',"Adwoa's birthday is on the 30th, send her the kente clutch",SO,'task',nth('a',30),['Adwoa'])
c('b',"Kofi told Otto a long story about dinosaurs this morning, the dog just sat there",SO,'observation_insight',['Kofi'])
c('c',"yaw's wife adwoa is expecting!! our Maame will be a grandma again",SO,'observation_insight',['yaw','adwoa'])
c('d',"Ama got her Seepferdchen badge today, swam the whole 25 metres",SO,'milestone_outcome',['Ama'])
c('e',"the choir sang at Pastor Mensah's 60th and Akosua cried",SO,'observation_insight',['Mensah','Akosua'])
c('f',"Ama, Kofi and the neighbour's boy Luca built a den under the stairs",SO,'observation_insight',['Ama','Kofi','Luca'])
c('g',"decided Kofi can start football with Jonas's club on saturdays",SO,'decision_commitment',['Kofi','Jonas'])
c('h',"promised Akosua I would lead the alto part at the carol service",SO,'decision_commitment',['Akosua'])
c('a',"Comfort's grandson Kelvin is looking for a job in a workshop, he is good with hands",SO,'observation_insight',['Comfort','Kelvin'])
c('b',"choir practice every thursday 7pm in the hall behind church",SO,'routine_activity',OMIT)
c('c',"took Ama and Kofi to the Dom, Kofi threw up after the carousel",SO,'observation_insight',['Ama','Kofi'])
c('d',"feeling bad i missed Heike's birthday lunch because of the bride",SO,'emotion_state',['Heike'])
c('e',"Ama wants to read Americanah because she saw it on my nightstand, too young",SO,'observation_insight',['Ama'])
c('f',"watched the Heidi film with jonas and ama, all three of us cried",SO,'learning_consumption',['jonas','ama'])
c('g',"Pastor Mensah's wife Grace is 040 555 6720, she organises the women's fellowship",SO,'contact',['Mensah','Grace'])
c('h',"Luca's mum is Sabine, she does the Kita pickups on wednesdays, 0176 555 4412",SO,'contact',['Luca','Sabine'])
c('a',"Dieter fixed the wobbly bunk bed in Kofi's room, finally",SO,'task',['Dieter','Kofi'])
c('b',"get Luca something for his party on sunday, Kofi says he likes Lego trains",SO,'acquisition_disposition',wd('b','sun'),['Luca','Kofi'])
c('c',"Yaw says Maame's blood pressure is better with the new tablets",SO,'observation_insight',['Yaw'])
c('d',"remind me friday, Nana Ama still needs the measurements form",SO,'reminder_intention',wd('d','fri'),['Nana Ama'])
c('e',"don't forget Akosua's baby shower on saturday at 3",SO,'reminder_intention',sat('e','15:00'),['Akosua'])
c('f',"so happy for Yaw, he sounded like a new man on the phone from St Thomas'",SO,'emotion_state',['Yaw'])
c('g',"missing Maame today, the rain here and no groundnut soup",SO,'emotion_state')

# ---- personal: her flat, health, the dog, money, papers
c('a',"walked Otto along the Elbe before opening, frost on everything",P_,'routine_activity')
c('b',"Otto needs his rabies booster, the vet on Bahrenfelder Straße has a slot monday",P_,'task',wd('b','mon'))
c('c',"Termin with Dr Hoffmann about my wrist, tuesday 8:15",P_,'task',wd('c','tue','08:15'),['Hoffmann'])
c('d',"dr hoffmann thinks it's the tendon from cutting all day, wants a scan",P_,'observation_insight',['hoffmann'])
c('e',"the Hausmeister Herr Kowalski still hasn't fixed the bathroom fan",P_,'observation_insight',['Kowalski'],wait='Kowalski: bathroom fan')
c('f',"text herr kowalski pictures of the mould above the window",P_,'communication',['kowalski'])
c('g',"told the Haspa adviser Tobias Lange no to the Bausparvertrag",P_,'decision_commitment',['Tobias Lange'])
c('h',"electricity Nachzahlung from Vattenfall, 310 euro, herh",P_,'transaction')
c('a',"the Sparkasse took the card fee two times this month",P_,'transaction')
c('b',"moved 300 into the Ghana savings, the account is at 4,800 now",P_,'transaction')
c('c',"my physio is Frau Albers at the practice on Ottenser Hauptstraße, 040 555 3388",P_,'contact',['Albers'])
c('d',"Otto ate a sock, the vet said wait and watch, chale this dog",P_,'observation_insight')
c('e',"swimming at the Holthusenbad every sunday morning before church",P_,'routine_activity',OMIT)
c('f',"bought new winter boots at Deichmann, the old ones let in water",P_,'acquisition_disposition')
c('g',"reading Chimamanda's Purple Hibiscus again on the S-Bahn",P_,'learning_consumption',['Chimamanda'])
c('h',"ping me monday to renew my Aufenthaltstitel appointment",P_,'reminder_intention',wd('h','mon'))
c('a',"give the old sofa to Kobby's cousin Mawuli, he has a new flat",P_,'acquisition_disposition',['Kobby','Mawuli'])
c('b',"Ms Danquah from the Ghana embassy in Berlin, passport desk, 030 555 1904",P_,'contact',['Danquah'])
c('c',"so tired this week, the wrist and the brides and no sleep",P_,'emotion_state')
c('d',"decided no more phone in bed after 11, my eyes are finished",P_,'decision_commitment')

# ======== PARENT: belonging to a context project without naming it, against a look-alike
c('a',"the empty unit by Spritzenplatz has big windows, good for a cutting room",S,'observation_insight',
  ctx=ctx(p=P(SHOP2,ROOMS)),par='p1')
c('b',"the curtains in both changing cubicles are ripped at the hooks",S,'observation_insight',
  ctx=ctx(p=P(ROOMS,SHOP2)),par='p1')
c('c',"order two long mirrors for the cubicles, the customers keep using the toilet one",S,'acquisition_disposition',
  ctx=ctx(p=P(BALC,ROOMS)),par='p2')
c('d',"ask Herr Brandt if the second place can be rented from August",S,'communication',['Brandt'],
  ctx=ctx(p=P(SHOP2,CITIZEN)),par='p1')
c('e',"Kobby will paint the walls of the new shop for free if I feed him",S,'observation_insight',['Kobby'],
  ctx=ctx(p=P(ROOMS,SHOP2)),par='p2')
c('f',"the cubicle floor tiles arrived in the wrong grey",S,'observation_insight',
  ctx=ctx(p=P(SHOP2,ROOMS)),par='p2')
c('g',"Jonas thinks the gold kente will clash with the groom's family cloth",SO,'observation_insight',['Jonas'],
  ctx=ctx(p=P(WED,VISA)),par='p1')
c('h',"the embassy in Accra wants Maame's bank statements for six months",SO,'observation_insight',
  ctx=ctx(p=P(WED,VISA)),par='p2')
c('a',"get the Verpflichtungserklärung done at the Ausländerbehörde so Maame can apply",SO,'task',
  ctx=ctx(p=P(VISA,KITA)),par='p1')
c('b',"book flights to Accra for the engagement, all four of us, before prices jump",SO,'task',
  ctx=ctx(p=P(VISA,WED)),par='p2')
c('c',"Frau Petersen says a spot may open in the Sonnenblumen group from June",SO,'observation_insight',['Petersen'],
  ctx=ctx(p=P(KITA,SCHOOL)),par='p1')
c('d',"the Gymnasium open day is on the 4th, take Ama",SO,'task',nth('d',4),['Ama'],
  ctx=ctx(p=P(KITA,SCHOOL)),par='p2')
c('e',"Herr Yilmaz recommends the Stadtteilschule for Ama, not the Gymnasium",SO,'observation_insight',['Yilmaz','Ama'],
  ctx=ctx(p=P(SCHOOL,CONCERT)),par='p1')
c('f',"fill in the Kita-Gutschein form for Kofi at the Bezirksamt",SO,'task',['Kofi'],
  ctx=ctx(p=P(SCHOOL,KITA)),par='p2')
c('g',"Akosua wants the altos to learn the descant for O Holy Night",SO,'observation_insight',['Akosua'],
  ctx=ctx(p=P(CONCERT,BAZAAR)),par='p1')
c('h',"sew twenty aprons from the Vlisco offcuts to sell at the stall",SO,'task',
  ctx=ctx(p=P(CONCERT,BAZAAR)),par='p2')
c('a',"Pastor Mensah wants the yams and plantain priced before people arrive",SO,'task',['Mensah'],
  ctx=ctx(p=P(BAZAAR,MOVE)),par='p1')
c('b',"candles and the programme leaflets for the carol night, ask Grace who prints them",SO,'task',['Grace'],
  ctx=ctx(p=P(BAZAAR,CONCERT)),par='p2')
c('c',"another SAGA viewing: three rooms in Lurup for 1,250 warm, no balcony",P_,'observation_insight',
  ctx=ctx(p=P(MOVE,BALC)),par='p1')
c('d',"the chilli seedlings need bigger pots before they go outside",P_,'task',
  ctx=ctx(p=P(MOVE,BALC)),par='p2')
c('e',"ask Herr Brandt for a Mietschuldenfreiheitsbescheinigung for the new landlord",P_,'communication',['Brandt'],
  ctx=ctx(p=P(MOVE,SHOP2)),par='p1')
c('f',"the tomato plants on the railing got blight, pull them",P_,'task',
  ctx=ctx(p=P(BALC,BRIDAL)),par='p1')
c('g',"Frau Schulte needs the Kita receipts and the Riester statement by friday",P_,'task',wd('g','fri'),['Schulte'],
  ctx=ctx(p=P(TAX,KITA)),par='p1')
c('h',"the invoicing program trial ends on the 15th, decide before then",S,'task',nth('h',15),
  ctx=ctx(p=P(TAX,SOFT)),par='p2')
c('a',"import last year's shop invoices into the new program, Efua can help",S,'task',['Efua'],
  ctx=ctx(p=P(SOFT,TAX)),par='p1')
c('b',"the Finanzamt letter says my Anlage EÜR is missing for last year",P_,'observation_insight',
  ctx=ctx(p=P(SOFT,TAX)),par='p2')
c('c',"a cream kente with gold weft would make a stunning bodice for the first look",S,'observation_insight',
  ctx=ctx(p=P(BRIDAL,REPAIR)),par='p1')
c('d',"last time people brought fourteen jeans with broken zips, bring more zips",SO,'task',
  ctx=ctx(p=P(BRIDAL,REPAIR)),par='p2')
c('e',"Lena Voss agreed to model two of the gowns at the stand",S,'observation_insight',['Lena Voss'],
  ctx=ctx(p=P(REPAIR,BRIDAL)),par='p2')
c('f',"book the Leben in Deutschland test at the Volkshochschule",P_,'task',
  ctx=ctx(p=P(CITIZEN,LICENCE)),par='p1')
c('g',"the Führerscheinstelle wants a certified translation before they will swap it",P_,'observation_insight',
  ctx=ctx(p=P(CITIZEN,LICENCE)),par='p2')
c('h',"Jonas found a driving school in Altona that does the practical test only",P_,'observation_insight',['Jonas'],
  ctx=ctx(p=P(LICENCE,MOVE)),par='p1')
c('a',"the B1 certificate from the VHS counts, no need for another exam",P_,'observation_insight',
  ctx=ctx(p=P(LICENCE,CITIZEN)),par='p2')
# ---- completions of tasks under a project
c('b',"signed the lease for the new place this morning, Herr Brandt all smiles",S,'task',['Brandt'],
  ctx=ctx(p=P(SHOP2,ROOMS),t=T(("Sign the Ottensen lease","p1"),("Buy curtain rails for the cubicles","p2"))),comp='t1',par='p1')
c('c',"Maame's statements are at the embassy now, sent by DHL",SO,'task',
  ctx=ctx(p=P(WED,VISA),t=T(("Buy the engagement kente","p1"),("Send Maame's bank statements","p2"))),comp='t2',par='p2')
c('d',"the Kita-Gutschein came through in the post today",SO,'task',
  ctx=ctx(p=P(KITA,SCHOOL),t=T(("Apply for the Kita-Gutschein","p1"),("Visit the Gymnasium open evening","p2"))),comp='t1',par='p1')
c('e',"all the receipts are with Frau Schulte now, done for this year",P_,'task',['Schulte'],
  ctx=ctx(p=P(TAX,SOFT),t=T(("Give the receipts to the Steuerberaterin","p1"),("Export the shop invoices","p2"))),comp='t1',par='p1')
c('f',"hung the new rails in the cubicles, Efua held the ladder",S,'task',['Efua'],
  ctx=ctx(p=P(SHOP2,ROOMS),t=T(("Get the keys for the Ottensen unit","p1"),("Hang the cubicle rails","p2"))),comp='t2',par='p2')
c('g',"the descant sheets are copied for every alto",SO,'task',
  ctx=ctx(p=P(BAZAAR,CONCERT),t=T(("Price the bazaar produce","p1"),("Copy the descant sheets","p2"))),comp='t2',par='p2')
# ---- no parent: a look-alike project in the context, a thought about something else
c('h',"Mehmet's Späti changed its opening hours again, closed sundays now",S,'observation_insight',['Mehmet'],
  ctx=ctx(p=P(SHOP2,ROOMS)))
c('a',"the bedroom radiator is cold again, tell the Hausmeister",P_,'task',
  ctx=ctx(p=P(BALC,CONCERT)))
c('b',"Kofi lost his Kita slippers, the third pair",SO,'observation_insight',['Kofi'],
  ctx=ctx(p=P(SCHOOL,BRIDAL)))
c('c',"Akosua's husband Kwame drives for Hamburg Wasser, he can help us move",SO,'contact',['Akosua','Kwame'],
  ctx=ctx(p=P(CONCERT,WED)))
c('d',"renewed my Ghana passport at last, valid till 2036",P_,'task',
  ctx=ctx(p=P(VISA,BRIDAL)))
c('e',"Yaw sent pictures from the Notting Hill carnival, Adwoa in green kente",SO,'observation_insight',['Yaw','Adwoa'],
  ctx=ctx(p=P(WED,REPAIR)))
c('f',"the shop window needs a new display for autumn, maybe the Ghana flag colours",S,'task',
  ctx=ctx(p=P(CITIZEN,SOFT)))
c('g',"Ama wants her own room when she turns ten",SO,'observation_insight',['Ama'],
  ctx=ctx(p=P(KITA,BALC)))

# ======== more entities, all domains
c('h',"lunch with Abena, Efe and Nadia from the sewing meetup at the Portuguese place",SO,'task',['Abena','Efe','Nadia'])
c('a',"kobby, efua and me did the stock count till 10, my feet",S,'routine_activity',['kobby','efua'])
c('b',"Mrs Owusu-Ansah ordered kaba and slit for her three daughters, deposit paid",S,'transaction',['Owusu-Ansah'])
c('c',"Herr Brandt and Frau Schulte both want the shop's 2025 figures, same week",S,'observation_insight',['Brandt','Schulte'])
c('d',"ama says her friend Mia's dog Bruno bit the postman",SO,'observation_insight',['ama','Mia'])
c('e',"Pastor Mensah and his wife Grace are coming for jollof on sunday",SO,'observation_insight',['Mensah','Grace'])
c('f',"Frau Petersen, Herr Yilmaz and Dr Hoffmann all want forms signed this week, herh",SO,'emotion_state',['Petersen','Yilmaz','Hoffmann'])
c('g',"ask Efe for the name of her lawyer for the citizenship papers",P_,'task',['Efe'])
c('h',"Kwame's brother Kojo is selling his Bernina, only 300",S,'acquisition_disposition',['Kwame','Kojo'])
c('a',"Opa Dieter's 75th is on the 7th of March, book the Portuguese place",SO,'task',md('a',3,7),['Dieter'])
c('b',"watching Queen Sono on Netflix with Jonas after the kids sleep",SO,'learning_consumption',['Jonas'])
c('c',"a Frau Klein came looking for Efua, said she is her landlady",S,'observation_insight',['Klein','Efua'])
c('d',"Kofi calls Oma Heike 'Omi' and she loves it",SO,'observation_insight',['Kofi','Heike'])
c('e',"lena voss paid the rest of the gown, 680 euro",S,'transaction',['lena voss'])
c('f',"Efua's boyfriend Daniel is fixing the shop's wifi tonight",S,'task',tonight('f'),['Efua','Daniel'])
c('g',"Mawuli from the Ghana Union says the Independence party is at Haus 73 this year",SO,'observation_insight',['Mawuli'])
c('c',"Mr and Mrs Asamoah from church want matching outfits for their silver anniversary",S,'task',['Asamoah'])
c('d',"Jonas's sister Katrin and her husband Till are visiting in August",SO,'observation_insight',['Jonas','Katrin','Till'])
c('e',"Frau Jansen in Bahrenfeld minds Otto when we travel, 25 euro a day, 0151 555 2290",P_,'contact',['Jansen'])
c('f',"efua's sister abla wants an apprenticeship too, tell her to email me",S,'task',['efua','abla'])
c('g',"Kobby's van failed the TÜV, so no deliveries this friday",S,'observation_insight',['Kobby'])
c('h',"Christmas cards to Yaw and Adwoa, Auntie Comfort, Pastor Mensah and Akosua",SO,'task',['Yaw','Adwoa','Comfort','Mensah','Akosua'])
c('a',"the carpenter can build the cubicle benches in February",S,'observation_insight',
  ctx=ctx(p=P(SHOP2,ROOMS)),par='p2')
c('c',"the kente weaver in Bonwire needs three months for the bride's cloth",SO,'observation_insight',
  ctx=ctx(p=P(WED,CITIZEN)),par='p1')
c('e',"practise the Twi hymn for the carols, Akosua sent a recording",SO,'task',['Akosua'],
  ctx=ctx(p=P(BAZAAR,CONCERT)),par='p2')
c('f',"the flat in Bahrenfeld wants a Schufa and three payslips from Jonas",P_,'observation_insight',['Jonas'],
  ctx=ctx(p=P(BALC,MOVE)),par='p2')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 48, cases)
