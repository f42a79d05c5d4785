# Writes thoughts-fresh-47.jsonl: a forty-seventh fresh labelled set (issue 10, ids f47…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# quantity surveyor at a construction consultancy in Accra (Africa/Accra), writing Ghanaian English ("chale", "by
# force", "small small", "yet to", "ei", "herh", "the one-week", "tro", "MoMo", "light off", "dumsor", "borrow me",
# "cedis", "Maa" and "Paa" as relation words), who is building his own house at Kasoa bit by bit.
# People (none in an earlier set): Efua (wife), Nana Yaw (son, 11) and Adwoa (daughter, 7), Maa in Kumasi, Kwesi
# (brother in London), Abena (sister in Tema), Kojo (best friend), Ekow (cousin, getting married), Uncle Kobina (late),
# Rev Asante; Mr Tetteh (landlord), Alhassan (fitter at Abossey Okai), Mawuli (plumber), Kwabena (mason at Kasoa),
# Auntie Dede (seamstress); at work Mr Boateng (director), Selorm (fellow QS), Afia (site engineer), Naa (accounts),
# Yakubu (site foreman) and the client Mrs Quaye; Ampofo Builders the contractor, GhIS his institution.
# His car, his health, the rented flat, the Kasoa house, ECG and Ghana Water are personal (tradespeople for the home
# too); family, church, funerals and friends social; the firm, the clients, the sites and GhIS CPD systems.
# Weighted to COMPLETES and WAITING-FOR (GUIDELINES 7 and 8) with open tasks in the context: completions stated as
# outcomes without the task's verb ("… went through", "… officially with the client", "done deciding …", "… gone,
# a man paid …"), beside look-alike tasks that must not be completed, gratitude or news about a person that completes
# nothing, partial progress and negated outcomes; waits stated as states ("still hasn't …", "yet to …", "no reply
# yet", "still nothing after …", "backordered till …", "on the waitlist", "stuck at customs", "ball's in … court"),
# with the "who: what" description, beside look-alikes that wait on nobody (his own step left, someone waiting on
# him, a wait that ended, a habit that "still hasn't" changed, "can't wait"). Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-47-read.jsonl (misses
# may be read) and thoughts-fresh-47-held.jsonl (totals only).
# Run: python3 eval-fresh/author_47.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-19T07:10:00","Africa/Accra"),   # Mon, before work
 'b':("2026-03-05T18:40:00","Africa/Accra"),   # Thu, in traffic home
 'c':("2026-04-18T09:30:00","Africa/Accra"),   # Sat, at Kasoa
 'd':("2026-06-10T21:05:00","Africa/Accra"),   # Wed night
 'e':("2026-07-26T15:20:00","Africa/Accra"),   # Sun, after church
 'f':("2026-09-14T06:50:00","Africa/Accra"),   # Mon
 'g':("2026-10-29T12:45:00","Africa/Accra"),   # Thu, lunch at the office
 'h':("2026-12-05T10:15:00","Africa/Accra"),   # Sat
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'sun','f':'mon','g':'thu','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
KASOA=P("Build the house at Kasoa")
WEDDING=P("Ekow's wedding in Cape Coast")
TEMA=P("Tema clinic cost plan")

# ======== personal: the Elantra, the flat and Mr Tetteh, the Kasoa house, ECG and Ghana Water, his health and money
# ---- completions stated as outcomes, without the task's verb
c('a',"Elantra insurance went through this morning, covered till next January",P_,'task',
  ctx=ctx(t=T("Renew the car insurance","Buy new tyres for the Elantra")),comp='t1')
c('c',"DVLA roadworthy for the Elantra done and dusted, new sticker on the windscreen",P_,'task',
  ctx=ctx(t=T("Get the Elantra's roadworthy at DVLA","Service the Elantra")),comp='t1')
c('d',"ECG meter working again, the technician swapped the card reader",P_,'task',
  ctx=ctx(t=T("Sort out the faulty ECG prepaid meter","Pay the Ghana Water bill")),comp='t1')
c('e',"kitchen sink no longer leaking, Mawuli changed the trap under it",P_,'task',['Mawuli'],
  ctx=ctx(t=T("Fix the leaking kitchen sink","Paint the children's room")),comp='t1')
c('f',"old generator gone, one man from Kaneshie paid 4,500 cedis cash for it",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old generator","Buy an inverter")),comp='t1')
c('g',"Elantra AC blowing cold again after Alhassan's visit",P_,'task',['Alhassan'],
  ctx=ctx(t=T("Get the Elantra's AC regassed","Change the wiper blades")),comp='t1')
c('b',"lease renewal signed and sealed, Mr Tetteh kept the rent as it was",P_,'task',['Tetteh'],
  ctx=ctx(t=T("Sign the lease renewal with Mr Tetteh","Ask Mr Tetteh about the broken gate")),comp='t1')
c('c',"done deciding on the tiler for Kasoa, the young man Kobby gets the job",P_,'decision_commitment',['Kobby'],
  ctx=ctx(p=KASOA,t=T(("Decide on a tiler for Kasoa",'p1'),("Order the roofing sheets",'p1'))),comp='t1',par='p1')
c('h',"Kasoa roofing sheets out of Tema port at last, on the truck to site",P_,'acquisition_disposition',
  ctx=ctx(p=KASOA,t=T(("Clear the roofing sheets from the port",'p1'),("Pay Kwabena for the plastering",'p1'))),comp='t1',par='p1')
c('a',"blood test at Ridge officially behind me, fasting and all",P_,'task',
  ctx=ctx(t=T("Do the fasting blood test at Ridge","Book the eye test")),comp='t1')
# ---- look-alikes, partial progress, negated outcomes: nothing completed
c('b',"my driving licence renewal went through at DVLA, quick for once",P_,'task',
  ctx=ctx(t=T("Renew Efua's driving licence","Collect the dry cleaning")))
c('d',"bought the paint for the children's room, two buckets of sky blue",P_,'acquisition_disposition',
  ctx=ctx(t=T("Paint the children's room","Fix the leaking kitchen sink")))
c('e',"Kwabena has plastered two rooms at Kasoa, four more to go",P_,'task',['Kwabena'],
  ctx=ctx(p=KASOA,t=T(("Plaster the Kasoa house",'p1'),("Buy the door frames",'p1'))),par='p1')
c('f',"car insurance renewal didn't go through, the MoMo payment bounced",P_,'task',
  ctx=ctx(t=T("Renew the car insurance","Wash the Elantra")))
c('g',"never made it to the bank to pay the Kasoa ground rent, Circle traffic was madness",P_,'transaction',
  ctx=ctx(p=KASOA,t=T(("Pay the Kasoa ground rent",'p1'),)),par='p1')
c('h',"still need to sell the old fridge, nobody serious has called",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old fridge","Buy a water dispenser")))
# ---- waits stated as states
c('a',"Mr Tetteh still hasn't fixed the gate latch, three weeks now",P_,'observation_insight',['Tetteh'],
  wait='Mr Tetteh: fix the gate latch')
c('b',"ECG yet to restore light on our street since Tuesday night, herh",P_,'observation_insight',
  wait='ECG: restore the light on our street')
c('c',"the inverter battery backordered till the 20th at Melcom",P_,'acquisition_disposition',
  wait='Melcom: inverter battery (backordered)',exp=nth('c',20))
c('d',"Alhassan still has the Elantra, the gearbox part coming from Dubai",P_,'observation_insight',['Alhassan'],
  wait='Alhassan: gearbox part from Dubai')
c('e',"passport office yet to call me for biometrics, I applied in May",P_,'observation_insight',
  wait='passport office: biometrics appointment')
c('f',"tiles for Kasoa out of stock till January, the shop says they'll call",P_,'acquisition_disposition',
  wait='shop: tiles for Kasoa',ctx=ctx(p=KASOA),par='p1')
c('g',"my Jumia refund still not in, returned the blender two weeks ago",P_,'transaction',
  wait='Jumia: blender refund')
c('h',"still nothing from the insurer after two reminders on the windscreen claim",P_,'transaction',
  wait='insurer: windscreen claim')
c('a',"cement for Kasoa arrives thursday, the supplier confirmed the truck",P_,'acquisition_disposition',
  wait='supplier: cement delivery',exp=wd('a','thu'),ctx=ctx(p=KASOA),par='p1')
c('d',"bank's mortgage decision still pending, the officer says end of the month",P_,'transaction',
  wait='bank: mortgage decision',exp=eom('d'))
# ---- look-alikes that wait on nobody
c('b',"I still haven't topped up the ECG card, light will go off tonight",P_,'task')
c('e',"the Jumia refund finally came through after a whole month of chasing",P_,'transaction')
c('g',"the Elantra still hasn't stopped that knocking sound over bumps",P_,'observation_insight')
# ---- the rest of personal
c('c',"check the Kasoa window frames before Kwabena closes up",P_,'task',['Kwabena'],ctx=ctx(p=KASOA),par='p1')
c('f',"replace the bulb at the flat entrance tonight",P_,'task',tonight('f'))
c('a',"ping me friday to load the ECG prepaid before the weekend",P_,'reminder_intention',wd('a','fri'))
c('h',"don't let me forget the Elantra road tax, due the 20th",P_,'reminder_intention',nth('h',20))
c('d',"called Ghana Water about the bill, the woman says they'll send someone to read the meter",P_,'communication',
  wait='Ghana Water: someone to read the meter')
c('g',"call Mawuli about the water pressure at the flat",P_,'communication',['Mawuli'])
c('e',"Alhassan the fitter is at Abossey Okai behind the Total station, 024 555 0187",P_,'contact',['Alhassan'])
c('c',"Kwabena the mason charges 250 a day, only free Monday to Thursday",P_,'contact',['Kwabena'])
c('a',"paid the Ghana Water bill, 212 cedis this month",P_,'transaction')
c('f',"ECG bill for August came to 640 cedis, ei",P_,'transaction')
c('d',"this mattress is finished, need another one, it sinks in the middle",P_,'acquisition_disposition')
c('b',"gave my old work boots to the watchman",P_,'acquisition_disposition')
c('g',"decided: no more borrowing for Kasoa, we build with cash small small",P_,'decision_commitment',
  ctx=ctx(p=KASOA),par='p1')
c('h',"going with the Hisense inverter, not the Felicity one",P_,'decision_commitment')
c('a',"reading Rich Dad Poor Dad on the tro, slow going",P_,'learning_consumption')
c('e',"watched a YouTube series on roof trusses for the Kasoa build",P_,'learning_consumption',ctx=ctx(p=KASOA),par='p1')
c('b',"blood pressure down to 128 over 82, first time in a year",P_,'milestone_outcome')
c('h',"Kasoa house roofed at last, eight years after we bought the plot",P_,'milestone_outcome',ctx=ctx(p=KASOA),par='p1')
c('c',"walked from Kasoa junction to the site and back, like every Saturday",P_,'routine_activity')
c('f',"gym at 5:30 on Mondays, Wednesdays and Fridays",P_,'routine_activity',OMIT)
c('d',"so tired of the dumsor, my whole body is vexed",P_,'emotion_state')
c('g',"worried about the cracks in the Kasoa walls",P_,'emotion_state',ctx=ctx(p=KASOA),par='p1')
c('e',"the fridge only trips the socket when the light comes back from dumsor",P_,'observation_insight')
c('a',"finish the Kasoa boys' quarters: blocks, roof, wiring, a small kitchen",P_,'project')

# ======== social: Efua and the kids, Maa in Kumasi, Kwesi and Abena, Kojo, Ekow's wedding, church and funerals
# ---- completions stated as outcomes
c('b',"Nana Yaw's fees for the term cleared, the bursar gave me the receipt",SO,'transaction',['Nana Yaw'],
  ctx=ctx(t=T("Pay Nana Yaw's school fees","Buy Adwoa's school sandals")),comp='t1')
c('c',"Maa's BP tablets reached Kumasi, the VIP bus dropped them by noon",SO,'task',
  ctx=ctx(t=T("Send Maa's medicine to Kumasi","Call Maa about the funeral dates")),comp='t1')
c('d',"Kwesi's kente shipped, DHL tracking number is on my phone",SO,'task',['Kwesi'],
  ctx=ctx(t=T("Ship the kente to Kwesi in London","Ship the wedding photos to Ekow")),comp='t1')
c('e',"Kojo has his drill back, left it with his wife",SO,'acquisition_disposition',['Kojo'],
  ctx=ctx(t=T("Return the drill to Kojo","Borrow Kojo's ladder")),comp='t1')
c('f',"Adwoa officially a member of the Saturday swimming club",SO,'task',['Adwoa'],
  ctx=ctx(t=T("Enrol Adwoa in swimming lessons","Buy Adwoa a swimming costume")),comp='t1')
c('g',"Uncle Kobina's funeral dues sent by MoMo, 500 cedis",SO,'transaction',['Kobina'],
  ctx=ctx(t=T("Transfer the funeral contribution for Uncle Kobina","Buy black cloth for the funeral")),comp='t1')
c('h',"the church hall is ours for Ekow's engagement, deposit paid",SO,'task',['Ekow'],
  ctx=ctx(p=WEDDING,t=T(("Book the hall for the engagement",'p1'),("Sew the kente outfits",'p1'))),comp='t1',par='p1')
c('a',"Efua's UK visa application in, biometrics done, now the waiting",SO,'task',['Efua'],
  ctx=ctx(t=T("Apply for Efua's UK visa","Buy Efua a birthday present")),comp='t1',wait="embassy: Efua's UK visa decision")
c('e',"Adwoa's birthday cake sorted, Abena's friend is baking it",SO,'task',['Adwoa','Abena'],
  ctx=ctx(t=T("Order Adwoa's birthday cake","Send out Adwoa's party invites")),comp='t1')
# ---- gratitude and news about a person, partial progress, look-alikes: nothing completed
c('b',"so grateful to Abena for minding the kids all weekend",SO,'emotion_state',['Abena'],
  ctx=ctx(t=T("Buy Abena a thank-you gift","Call Abena about Christmas")))
c('c',"Kojo's wife delivered a baby boy last night, mother and child fine",SO,'observation_insight',['Kojo'],
  ctx=ctx(t=T("Buy a gift for Kojo's baby","Return the drill to Kojo")))
c('d',"thank God for Rev Asante, he visited Maa at Komfo Anokye",SO,'emotion_state',['Asante'],
  ctx=ctx(t=T("Visit Maa at Komfo Anokye","Call Rev Asante about the harvest")))
c('e',"Ekow's pre-wedding photos came out lovely, the photographer did well",SO,'observation_insight',['Ekow'],
  ctx=ctx(p=WEDDING,t=T(("Ship the wedding photos to Ekow",'p1'),)),par='p1')
c('f',"Adwoa's fees sorted for the term, her school is cheaper this year",SO,'transaction',['Adwoa'],
  ctx=ctx(t=T("Pay Nana Yaw's school fees","Buy Nana Yaw's football boots")))
c('g',"wrote half of my speech for Ekow's wedding, the funny part still missing",SO,'task',['Ekow'],
  ctx=ctx(p=WEDDING,t=T(("Write my speech for the wedding",'p1'),)),par='p1')
c('h',"Kwesi passed the London driving test, third attempt",SO,'observation_insight',['Kwesi'],
  ctx=ctx(t=T("Ship the shea butter to Kwesi","Call Kwesi on Sunday")))
c('a',"Maa's parcel not sent yet, the VIP office was closed",SO,'task',
  ctx=ctx(t=T("Send Maa's foodstuff to Kumasi","Call Abena")))
# ---- waits stated as states
c('b',"Nana Yaw on the waitlist for the Achimota day places, they'll call if one opens",SO,'observation_insight',['Nana Yaw'],
  wait='Achimota: day place for Nana Yaw')
c('c',"DHL parcel for Kwesi stuck at customs in London",SO,'acquisition_disposition',['Kwesi'],
  wait="DHL: Kwesi's parcel (customs)")
c('d',"Kwesi says the money should land by friday, nothing yet",SO,'transaction',['Kwesi'],
  wait='Kwesi: money',exp=wd('d','fri'))
c('e',"Maa's lab results from Komfo Anokye not out yet, they said Thursday",SO,'observation_insight',
  wait="Komfo Anokye: Maa's lab results",exp=wd('e','thu'))
c('f',"the school still silent on Adwoa's transfer letter",SO,'observation_insight',['Adwoa'],
  wait="school: Adwoa's transfer letter")
c('g',"Rev Asante has had the request for Nana Yaw's scholarship reference a week, no word",SO,'observation_insight',
  ['Asante','Nana Yaw'],wait="Rev Asante: reference for Nana Yaw's scholarship")
c('h',"Auntie Dede yet to finish my kente for Ekow's wedding, every time it's next week",SO,'observation_insight',['Dede','Ekow'],
  wait='Auntie Dede: kente outfit for the wedding',ctx=ctx(p=WEDDING),par='p1')
c('a',"Abena still hasn't confirmed if she's driving us to Cape Coast",SO,'observation_insight',['Abena'],
  wait='Abena: whether she drives us to Cape Coast')
c('c',"Ekow's people still to tell us the colour of the cloth for the wedding",SO,'observation_insight',['Ekow'],
  wait="Ekow's family: colour of the wedding cloth",ctx=ctx(p=WEDDING),par='p1')
# ---- look-alikes that wait on nobody
c('d',"Maa still hasn't got used to the new phone, she calls me by mistake",SO,'observation_insight')
c('e',"Nana Yaw waiting on me to decide about the football camp",SO,'task',['Nana Yaw'])
c('f',"can't wait for Ekow's wedding, the whole family in one place",SO,'emotion_state',['Ekow'])
c('g',"still nothing planned for Efua's birthday, I must sort it this week",SO,'task',['Efua'])
c('h',"Adwoa still hasn't lost her first tooth, all her classmates have",SO,'observation_insight',['Adwoa'])
# ---- the rest of social
c('a',"buy Adwoa new school sandals before thursday",SO,'acquisition_disposition',wd('a','thu'),['Adwoa'])
c('b',"pick the kids from Abena's place saturday morning",SO,'task',sat('b','09:00'),['Abena'])
c('f',"remind me Maa's birthday is the 22nd, call her early",SO,'reminder_intention',nth('f',22))
c('e',"ping me at 7 tonight about the church harvest pledge",SO,'reminder_intention',tonight('e','19:00'))
c('c',"video call with Kwesi tomorrow at 8pm",SO,'communication',rel('c',1,'20:00'),['Kwesi'])
c('g',"texted Kojo congratulations and a small something by MoMo",SO,'communication',['Kojo'])
c('d',"Ekow's fiancée is Esi Mensah, a nurse at Korle Bu, her number is 050 555 0123",SO,'contact',['Ekow','Esi Mensah'],
  ctx=ctx(p=WEDDING),par='p1')
c('h',"Rev Asante's new number is 027 555 0166, the former line is dead",SO,'contact',['Asante'])
c('a',"gave Abena 300 cedis towards the twins' naming ceremony",SO,'transaction',['Abena'])
c('f',"church harvest pledge this year 1,000 cedis, paying in two parts",SO,'transaction')
c('b',"Nana Yaw needs a scientific calculator for JHS 2",SO,'acquisition_disposition',['Nana Yaw'])
c('d',"promised Maa we'll all come to Kumasi for Christmas",SO,'decision_commitment')
c('e',"told Ekow I'll be his best man, I can't back out",SO,'decision_commitment',['Ekow'],ctx=ctx(p=WEDDING),par='p1')
c('g',"reading Adwoa a chapter of Anansi stories at bedtime all this week",SO,'learning_consumption',['Adwoa'])
c('h',"Nana Yaw came first in the district maths quiz",SO,'milestone_outcome',['Nana Yaw'])
c('c',"ten years married to Efua, dinner at Buka to mark it",SO,'milestone_outcome',['Efua'])
c('f',"Tuesdays and Thursdays I handle the school run",SO,'routine_activity',OMIT)
c('a',"Sunday evening call with Maa, like every Sunday",SO,'routine_activity')
c('b',"proud of Nana Yaw, he read in church without shaking",SO,'emotion_state',['Nana Yaw'])
c('d',"Efua always gets quiet before her mother's visits",SO,'observation_insight',['Efua'])
c('e',"Maa's 75th in March: the hall, the caterer, the cloth, invitations to Kumasi people",SO,'project')

# ======== systems: the consultancy, the Tema clinic and Spintex warehouse, Mrs Quaye's office block, GhIS
# ---- completions stated as outcomes
c('c',"Spintex warehouse final account officially with the client, Mr Boateng signed it off",S,'task',['Boateng'],
  ctx=ctx(t=T("Submit the final account for the Spintex warehouse","Prepare the BOQ for the Tema clinic")),comp='t1')
c('d',"passed!! GhIS professional interview, I'm now a full member",S,'milestone_outcome',
  ctx=ctx(t=T("Pass the GhIS professional interview","Renew the GhIS subscription")),comp='t1')
c('e',"SA visa for the Joburg conference approved, passport back with the stamp",S,'task',
  ctx=ctx(t=T("Apply for the South Africa visa for the conference","Book the Joburg hotel")),comp='t1')
c('f',"Tema clinic cost plan finally off my desk and with Mr Boateng",S,'task',['Boateng'],
  ctx=ctx(p=TEMA,t=T(("Finish the Tema clinic cost plan",'p1'),("Check Selorm's rates for the clinic",'p1'))),comp='t1',par='p1')
c('g',"tender documents now with Mrs Quaye, her comments to follow",S,'task',['Quaye'],
  ctx=ctx(t=T("Send the tender documents to Mrs Quaye","Price the extra floor")),comp='t1',
  wait='Mrs Quaye: comments on the tender documents')
c('h',"Ampofo's valuation number 6 all checked and stamped, Naa can pay them now",S,'task',['Naa'],
  ctx=ctx(t=T("Certify Ampofo Builders' valuation 6","Visit the East Legon site")),comp='t1')
c('a',"done with the site measurement at East Legon, every slab and column",S,'task',
  ctx=ctx(t=T("Measure the East Legon site","Draft the East Legon variation")),comp='t1')
c('b',"CPD hours complete for 2026, GhIS portal shows 20 of 20",S,'learning_consumption',
  ctx=ctx(t=T("Get my 20 CPD hours for GhIS","Register for the Kumasi workshop")),comp='t1')
# ---- look-alikes, news about a colleague, partial progress, negated outcomes: nothing completed
c('c',"Selorm has been made senior QS, well deserved",S,'observation_insight',['Selorm'],
  ctx=ctx(t=T("Send Selorm the Tema rates","Review Selorm's BOQ")))
c('d',"Selorm's final account for the Airport mall went through",S,'observation_insight',['Selorm'],
  ctx=ctx(t=T("Submit the final account for the Spintex warehouse",)))
c('e',"Tema clinic BOQ halfway, substructure and frame done, finishes left",S,'task',
  ctx=ctx(p=TEMA,t=T(("Finish the Tema clinic BOQ",'p1'),)),par='p1')
c('f',"Spintex valuation not submitted, Naa hasn't stamped it",S,'task',['Naa'],
  ctx=ctx(t=T("Submit the Spintex valuation","Call Yakubu")),wait='Naa: stamp on the Spintex valuation')
c('g',"thanks to Afia the site diary is finally readable",S,'emotion_state',['Afia'],
  ctx=ctx(t=T("Thank Afia for the site photos","Check the site diary")))
c('h',"got through chapters 3 to 5 of the NEC4 guide on the tro",S,'learning_consumption',
  ctx=ctx(t=T("Finish the NEC4 guide","Book the CPD workshop")))
c('a',"East Legon variation still not agreed, Mrs Quaye wants another meeting",S,'task',['Quaye'],
  ctx=ctx(t=T("Agree the East Legon variation with Mrs Quaye","Print the drawings")),wait='Mrs Quaye: agreement on the variation')
# ---- waits stated as states
c('b',"no reply yet from Mrs Quaye on the variation for the extra floor",S,'observation_insight',['Quaye'],
  wait='Mrs Quaye: reply on the extra floor variation')
c('c',"still nothing from GhIS after six weeks on my membership certificate",S,'observation_insight',
  wait='GhIS: membership certificate')
c('d',"Ampofo Builders still haven't sent the revised valuation",S,'observation_insight',
  wait='Ampofo Builders: revised valuation')
c('e',"Mrs Quaye's office still owing us the second interim payment, 60 days and counting",S,'transaction',['Quaye'],
  wait="Mrs Quaye's office: second interim payment")
c('f',"Selorm still to check the rebar quantities before I close the BOQ",S,'observation_insight',['Selorm'],
  wait='Selorm: check of the rebar quantities')
c('g',"ball's in Mr Boateng's court on my leave dates",S,'observation_insight',['Boateng'],
  wait='Mr Boateng: leave dates')
c('h',"structural engineer yet to send the revised drawings for the clinic, holding up my take-off",S,'observation_insight',
  wait='structural engineer: revised drawings',ctx=ctx(p=TEMA),par='p1')
c('a',"waitlisted for the GhIS CPD workshop in Kumasi",S,'learning_consumption',
  wait='GhIS: place on the Kumasi CPD workshop')
c('b',"GRA still hasn't issued the firm's VAT certificate, Naa chased twice",S,'observation_insight',['Naa'],
  wait="GRA: the firm's VAT certificate")
c('d',"my Takoradi trip expense claim still with accounts, three weeks",S,'transaction',
  wait='accounts: Takoradi trip expense claim')
c('e',"the laser measure I ordered for work due tuesday, the vendor confirmed",S,'acquisition_disposition',
  wait='vendor: laser measure',exp=wd('e','tue'))
# ---- look-alikes that wait on nobody
c('f',"I still haven't sent Mr Boateng my timesheet",S,'task',['Boateng'])
c('g',"Mrs Quaye has been waiting on my cost report since Monday, must finish today",S,'task',rel('g',0),['Quaye'])
c('h',"the interim payment from Mrs Quaye's office finally landed after two months",S,'transaction',['Quaye'])
c('a',"can't wait for the Joburg conference, my first time out of West Africa",S,'emotion_state')
c('c',"Yakubu still hasn't learnt to wear his helmet on site",S,'observation_insight',['Yakubu'])
# ---- the rest of systems
c('d',"price the external works for the Tema clinic by friday",S,'task',wd('d','fri'),ctx=ctx(p=TEMA),par='p1')
c('e',"visit the East Legon site tomorrow morning with Afia",S,'task',rel('e',1,'09:00'),['Afia'])
c('f',"remind me at 2pm to send the site photos to Mr Boateng",S,'reminder_intention',rel('f',0,'14:00'),['Boateng'])
c('g',"don't forget the GhIS dues before the end of the month",S,'reminder_intention',eom('g'))
c('h',"emailed Ampofo Builders about the delayed blockwork",S,'communication')
c('a',"call Yakubu at 9 about the concrete pour",S,'communication',rel('a',0,'09:00'),['Yakubu'])
c('b',"Dr Darko runs the GhIS contracts CPD, darko.cpd@gmail.com",S,'contact',['Darko'])
c('c',"Mrs Quaye's PA is Gifty, call her before calling Mrs Quaye",S,'contact',['Quaye','Gifty'])
c('d',"invoiced Mrs Quaye's office 38,000 cedis for the cost plan stage",S,'transaction',['Quaye'])
c('e',"firm's fee for the Spintex job came to 4 percent in the end",S,'transaction')
c('f',"need another laptop for Cubit, this one freezes",S,'acquisition_disposition')
c('g',"decided to go with the bill of quantities format Selorm uses",S,'decision_commitment',['Selorm'])
c('h',"committed to mentor the two national service boys at the office",S,'decision_commitment')
c('a',"watching the Cubit estimating course at night this week",S,'learning_consumption')
c('b',"closed the Spintex final account within budget, first time for this client",S,'milestone_outcome')
c('c',"site meeting at East Legon, Tuesdays at 10",S,'routine_activity',OMIT)
c('d',"did the Friday cost report for the directors as usual",S,'routine_activity')
c('e',"anxious about the Tema clinic numbers, the budget is too tight",S,'emotion_state',ctx=ctx(p=TEMA),par='p1')
c('f',"contractors always underprice the external works on these clinic jobs",S,'observation_insight')
c('g',"bid for the Kumasi hospital job: site visit, rates, a pricing meeting, submission",S,'project')
c('h',"start a small QS practice on weekends: a name, a logo, two clients, a laptop",S,'project')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 47, cases)
