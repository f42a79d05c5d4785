# Writes thoughts-fresh-53.jsonl: a fifty-third fresh labelled set (issue 10, ids f53…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a retired
# Royal Mail postman in east Belfast (Europe/London), a widower in his late sixties who frames pictures for money in his
# garage, minds his grandchildren and plays bowls, writing Ulster English ("wee", "yous", "wile" for very, "dead on",
# "scundered", "foundered", "a dander", "the morra", "the night" for tonight, "the wains", "lift" for collect, "yarn",
# "craic", "our Tracey", "me" for my), often all lowercase.
# People (none in an earlier set): Sadie (his late wife), our Tracey (daughter) and Noel (her husband), Cara (8) and
# Fionn (2), Davy (son in Toronto) and "the wee one", Isobel (sister in Richhill), Sammy and Bertie (friends), Norman
# Agnew (bowls club secretary) and Ethel, Wilma (next door), Miss Heaney (Cara's teacher); Gary Orr the plumber, Dr
# Gillespie his GP; for the framing Roberta (the gallery on the Lisburn Road), Mrs Gracey, the Moffetts, Father Devlin,
# Hilary McKee (accountant); Scamp the dog. Firms and places are left out (Gilmore's garage, Argos, Specsavers, the
# Stormont Hotel, the Housing Executive, Etsy, Gumtree).
# The framing, its customers, the gallery, the hotel order and the accountant are systems; Tracey, the grandchildren,
# Davy, Isobel, Sadie's grave, friends and the bowling club social; his own house, health, car, money and the dog
# personal.
# Weighted to EVENT TYPE borderlines (GUIDELINES 3 and its Clarifications), each beside its look-alike: a fault
# noticed (observation) beside the fix to do (task) or the part to order (acquisition); a task beside the reminder
# for it (rule 1 phrases only); a call, text, email or voicemail (communication) beside the task it is about and beside
# a commitment told to someone ("told Tracey I'd…", decision); a decision made beside one still to make (task);
# things bought, sold, listed, lent, donated and returned (acquisition) beside bills, refunds, invoices, gifts of money
# and the business's takings (transaction); a notable result (milestone) beside a noticed trend (observation); a habit
# or a named instance of it (routine) beside a one-off chore; reading, watching, classes and library holds (learning);
# a feeling stated outright (emotion) beside the fact that causes it (observation); contact cards beside a call to the
# same person; new multi-step projects beside a single task. Every event type in each domain; some scheduled times,
# entities, waits (with look-alikes), completions (with partial look-alikes) and parents beside look-alike projects.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-53-read.jsonl (misses
# may be read) and thoughts-fresh-53-held.jsonl (totals only).
# Run: python3 eval-fresh/author_53.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-20T08:10:00","Europe/London"),   # Tue, after the school run
 'b':("2026-02-26T14:30:00","Europe/London"),   # Thu
 'c':("2026-04-11T09:40:00","Europe/London"),   # Sat
 'd':("2026-05-25T19:15:00","Europe/London"),   # Mon, bank holiday evening
 'e':("2026-07-08T11:00:00","Europe/London"),   # Wed
 'f':("2026-09-04T21:30:00","Europe/London"),   # Fri night
 'g':("2026-10-14T16:45:00","Europe/London"),   # Wed
 'h':("2026-12-06T13:20:00","Europe/London"),   # Sun, after church
}, {'a':'tue','b':'thu','c':'sat','d':'mon','e':'wed','f':'fri','g':'wed','h':'sun'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
ETSY,HOTEL="Sell frames online","Fifty frames for the Stormont Hotel"
GALLERY="Supply the Lisburn Road gallery"
YARD,BATH="Redo the back yard","New walk-in shower"
CARA9,CENT="Cara's 9th birthday party","Bowling club centenary"
DAVY,KNEE="Trip to Toronto to see Davy","Get the knee sorted"

# ======== a fault noticed (observation) beside the fix to do (task) or the part to get (acquisition)
c('a',"the back gutter's leaking again, right over the yard door",P_,'observation_insight')
c('b',"get a man out to the back gutter before we get more rain",P_,'task')
c('c',"bathroom tap drips the whole night through",P_,'observation_insight')
c('d',"put a new washer in the bathroom tap the morra",P_,'task',rel('d',1))
c('e',"the car drags to the left any time I brake",P_,'observation_insight')
c('f',"book the car into Gilmore's for the brakes",P_,'task')
c('g',"front door lock's stiff as anything in the cold",P_,'observation_insight')
c('h',"squirt a drop of oil in the front door lock",P_,'task')
c('a',"the mitre saw's cutting a hair off square, the corners aren't meeting",S,'observation_insight')
c('b',"get the mitre saw blade sharpened before the Gracey order",S,'task',['Gracey'])
c('c',"the glass cutter's leaving a ragged edge on the thin glass",S,'observation_insight')
c('e',"order a new wheel for the glass cutter",S,'acquisition_disposition')
c('f',"damp's got into the mountboard in the garage, half of it's cockled",S,'observation_insight')
c('g',"shift the mountboard up off the garage floor onto the shelving",S,'task')
c('c',"Tracey's boiler keeps cutting out, the wains were foundered last night",SO,'observation_insight',['Tracey'])
c('d',"go round and bleed Tracey's radiators on saturday",SO,'task',sat('d'),['Tracey'])
c('e',"the bowling green has a bald patch down by the ditch",SO,'observation_insight')
c('f',"help Norman reseed the bald bit of the green sunday morning",SO,'task',wd('f','sun','09:00'),['Norman'])
c('h',"Isobel's stairlift is making a grinding noise on the bend",SO,'observation_insight',['Isobel'])
c('g',"Cara's bike chain keeps slipping off",SO,'observation_insight',['Cara'])
c('b',"fix Cara's bike chain before she's round at the weekend",SO,'task',['Cara'])

# ======== a task beside the reminder for it (rule 1's phrases)
c('a',"remind me the night about putting the blue bin out",P_,'reminder_intention',tonight('a'))
c('b',"blue bin out the night, it's the fortnightly one",P_,'routine_activity',tonight('b'))
c('c',"remind me Cara needs her swimming bag monday",SO,'reminder_intention',wd('c','mon'),['Cara'])
c('d',"pack Cara's swimming bag for the morra",SO,'task',rel('d',1),['Cara'])
c('e',"ping me around 4, the wains need lifting from the summer scheme",SO,'reminder_intention',rel('e',0,'16:00'))
c('f',"lift the wains from school monday, Tracey's on a late",SO,'task',wd('f','mon'),['Tracey'])
c('g',"don't forget Hilary needs the framing receipts by month end",S,'reminder_intention',eom('g'),['Hilary'])
c('h',"drop the framing receipts in to Hilary by the 31st",S,'task',nth('h',31),['Hilary'])
c('a',"dont forget, ring the doctor's at 8 for bloods",P_,'reminder_intention',rel('a',1,'08:00'))
c('b',"ring the surgery the morra about an appointment for me bloods",P_,'communication',rel('b',1))
c('c',"remind me the 1st that the TV licence is due",P_,'reminder_intention',nth('c',1))
c('d',"renew the telly licence before the 1st",P_,'transaction',nth('d',1))
c('e',"ping me friday that the Moffett frames should be ready",S,'reminder_intention',wd('e','fri'),['Moffett'])
c('h',"don't forget, bowls club AGM is wednesday at 7",SO,'reminder_intention',wd('h','wed','19:00'))

# ======== a call, text, email or voicemail (communication) beside the task and beside a commitment told
c('a',"email Roberta the gallery's new price list",S,'communication',['Roberta'])
c('b',"prices need redoing, the moulding's gone up again",S,'task')
c('c',"text Tracey and ask does Cara need her tea on friday",SO,'communication',['Tracey','Cara'])
c('d',"told Tracey I'd have the wains every wednesday from now on",SO,'decision_commitment',['Tracey'])
c('e',"had a good long yarn with Isobel over the phone, mostly her will",SO,'communication',['Isobel'])
c('f',"Isobel says her will's sorted and the solicitor has it",SO,'observation_insight',['Isobel'])
c('g',"left a voicemail with Father Devlin, the parish photos",S,'communication',['Devlin'])
c('a',"messaged the bowls group, I'm out for saturday",SO,'communication')
c('b',"pulled out of the saturday pairs, me knee's not up to it",SO,'decision_commitment')
c('c',"phone Gilmore's and book an MOT",P_,'communication')
c('d',"video call with Davy and the wee one sunday at 6",SO,'communication',wd('d','sun','18:00'),['Davy'])
c('e',"FaceTimed Davy, the wee one's walking now",SO,'communication',['Davy'])
c('f',"wrote back to Mrs Gracey, quoted her for the three prints",S,'communication',['Gracey'])
c('g',"Mrs Gracey's three prints are framed and wrapped, ready for her",S,'observation_insight',['Gracey'])

# ======== a decision made beside one still to make
c('h',"decided I'm not doing the Christmas craft fair, too much standing",S,'decision_commitment')
c('a',"decide if I'm doing the spring fair at the Folk Museum",S,'task')
c('b',"going with the walnut moulding for Father Devlin's photos",S,'decision_commitment',['Devlin'])
c('c',"pick a moulding for the Moffett wedding photo",S,'task',['Moffett'])
c('d',"no more driving at night, the eyes aren't what they were",P_,'decision_commitment')
c('e',"promised Cara I'd take her up the zoo saturday",SO,'decision_commitment',sat('e'),['Cara'])
c('f',"take Cara and Fionn up the zoo tomorrow",SO,'task',rel('f',1),['Cara','Fionn'])
c('g',"signed up for Thursdays in the hospice shop, can't let them down now",SO,'decision_commitment')
c('h',"agreed to be treasurer at the bowling club, God help them",SO,'decision_commitment')
c('a',"make up me mind about the hearing aids",P_,'task')

# ======== got, sold, listed, lent, donated, returned (acquisition) beside money as the point (transaction)
c('b',"bought a secondhand mount cutter off a fella in Lisburn, 180 quid",S,'acquisition_disposition')
c('c',"paid the moulding supplier, 312.50 for the month",S,'transaction')
c('e',"took 240 at the craft fair, six frames gone",S,'transaction')
c('f',"gave Cara a tenner for her school trip",SO,'transaction',['Cara'])
c('g',"the old three-piece suite went to the hospice",P_,'acquisition_disposition')
c('h',"took the kettle back to Argos, the lid wouldn't shut",P_,'acquisition_disposition')
c('a',"refund for the kettle's come through, 34.99 back on the card",P_,'transaction')
c('b',"need a new hoover, this one's only blowing the dust about",P_,'acquisition_disposition')
c('c',"electric direct debit's gone up, 96 quid a month now",P_,'transaction')
c('d',"lent Bertie me hedge trimmer",SO,'acquisition_disposition',['Bertie'])
c('e',"Bertie brought back the hedge trimmer, and a bottle for the loan of it",SO,'acquisition_disposition',['Bertie'])
c('f',"invoice the gallery for the eight frames Roberta sold",S,'transaction',['Roberta'])
c('g',"pick up a box of D-rings and a roll of gummed tape at the wholesaler",S,'acquisition_disposition')
c('h',"50 quid in each grandwain's Christmas card",SO,'transaction')
c('a',"collect me new specs from Specsavers friday",P_,'acquisition_disposition',wd('a','fri'))

# ======== a notable result (milestone) beside a noticed trend (observation)
c('b',"Cara got her 25 metres badge at the swimming, over the moon she is",SO,'milestone_outcome',['Cara'])
c('c',"Cara's swimming's coming on a treat",SO,'observation_insight',['Cara'])
c('d',"two years off the cigarettes as of today",P_,'milestone_outcome')
c('e',"coughing a lot less since I stopped the cigarettes",P_,'observation_insight')
c('f',"first order from the gallery on the Lisburn Road, twenty frames",S,'milestone_outcome')
c('g',"the gallery's wanting more of the small frames than the big ones",S,'observation_insight')
c('h',"Davy got made up to manager in Toronto",SO,'milestone_outcome',['Davy'])
c('a',"Davy sounds tired, the new job's running him ragged",SO,'observation_insight',['Davy'])
c('b',"won the club singles at the bowls, first time in twelve year",SO,'milestone_outcome')
c('c',"the bowling club's down to eleven members under seventy",SO,'observation_insight')
c('d',"a hundred frames sold since the framing started",S,'milestone_outcome')
c('e',"Fionn's dry at night now, no more nappies",SO,'milestone_outcome',['Fionn'])

# ======== a habit or a named instance of it (routine) beside a one-off
c('f',"took Scamp round Victoria Park, like every morning",P_,'routine_activity')
c('g',"school run's mine the morra, Tracey's on earlies",SO,'routine_activity',rel('g',1),['Tracey'])
c('h',"Sunday dinner at Tracey's as usual, took a trifle",SO,'routine_activity',['Tracey'])
c('a',"bowls at the club tuesdays and thursdays at 2 all summer",SO,'routine_activity',OMIT)
c('b',"hoover the landing and the stairs every saturday morning",P_,'routine_activity',OMIT)
c('c',"hoovered the house from the attic down, first time since Christmas",P_,'task')
c('d',"thursday night is the quiz at the Errigle with Sammy and Bertie, every week",SO,'routine_activity',OMIT,['Sammy','Bertie'])
c('e',"quiz the night with Sammy, our usual table",SO,'routine_activity',tonight('e'),['Sammy'])
c('f',"did the monthly stocktake of moulding and glass",S,'routine_activity')
c('g',"count what's left of the moulding, haven't a clue",S,'task')
c('h',"up at Sadie's grave after church like every sunday, fresh flowers down",SO,'routine_activity',['Sadie'])
c('a',"blood pressure tablets morning and night",P_,'routine_activity',OMIT)

# ======== reading, watching, classes and library holds (learning)
c('b',"reading about the shipyard men who built the Titanic, wile good",P_,'learning_consumption')
c('c',"YouTube fella showing how to cut double mounts, picked up a good tip",S,'learning_consumption')
c('d',"the library's keeping that shipyard history for me",P_,'learning_consumption')
c('e',"started the silver surfers computer class in the library, wednesdays at 10",P_,'learning_consumption',OMIT)
c('f',"take the library books back before saturday",P_,'acquisition_disposition',sat('f'))
c('g',"listening to a Troubles podcast on me dander",P_,'learning_consumption')
c('h',"Cara and me watched the Grinch, she was in stitches",SO,'learning_consumption',['Cara'])
c('a',"booked onto a two-day course in conservation mounting in Dublin",S,'learning_consumption')

# ======== a feeling stated outright (emotion) beside the fact (observation)
c('b',"wile lonely about the house since Sadie passed",P_,'emotion_state',['Sadie'])
c('c',"the house is awful quiet in the evenings these days",P_,'observation_insight')
c('d',"raging the bin men missed our street again",P_,'emotion_state')
c('e',"bin men missed our street again, that's three times this month",P_,'observation_insight')
c('f',"worried sick about Tracey, she's working all the hours God sends",SO,'emotion_state',['Tracey'])
c('g',"Tracey looks done in, on her feet all day",SO,'observation_insight',['Tracey'])
c('h',"dead proud of wee Cara at the nativity",SO,'emotion_state',['Cara'])
c('a',"Cara knew every word of her poem at assembly",SO,'observation_insight',['Cara'])
c('b',"scundered I forgot Roberta's name at the gallery",S,'emotion_state',['Roberta'])
c('c',"nervous about the hotel order, never done fifty at once",S,'emotion_state',
  ctx=ctx(p=P(HOTEL,ETSY)),par='p1')
c('d',"the hotel order's fifty frames, all the one size",S,'observation_insight',
  ctx=ctx(p=P(ETSY,HOTEL)),par='p2')
c('e',"sick to the death of this knee",P_,'emotion_state')
c('f',"knee's worse going up the stairs than down",P_,'observation_insight')

# ======== contact cards beside a call to the same person
c('g',"Hilary McKee, the accountant, 028 9065 4471, tuesdays and thursdays only",S,'contact',['Hilary McKee'])
c('h',"Noel's changed his mobile, 07700 900 517",SO,'contact',['Noel'])
c('a',"Gary Orr the plumber, Wilma next door says he's dead on, 07700 900 862",P_,'contact',['Gary Orr','Wilma'])
c('b',"Isobel's moved to 14 Orchard Close in Richhill",SO,'contact',['Isobel'])
c('c',"ring Gary Orr about getting the boiler serviced",P_,'communication',['Gary Orr'])
c('d',"Roberta's email at the gallery is roberta@lisburnroadframes.com",S,'contact',['Roberta'])
c('e',"Norman Agnew's the new club secretary, lives in Knock, wife's called Ethel",SO,'contact',['Norman Agnew','Ethel'])
c('f',"Dr Gillespie at the Holywood Arches surgery, she's the knee woman",P_,'contact',['Gillespie'])
c('g',"Cara's got Miss Heaney for P5",SO,'contact',['Cara','Heaney'])

# ======== new multi-step projects beside a single task
c('h',"get the frames on Etsy: photos of the work, prices, postage, a shop name",S,'project')
c('a',"Cara's 9th at mine: a cake, a castle for bouncing, invites to her whole class",SO,'project',['Cara'])
c('b',"redo the back yard: lift the old slabs, a new fence, a raised bed for Sadie's roses",P_,'project',['Sadie'])
c('c',"the bowling club's 100th next year: a dinner, a history booklet, invite the old members",SO,'project')
c('d',"fix up the garage for the framing: insulation, a heater, better lights",S,'project')
c('e',"tidy the front hedge",P_,'task')
c('f',"garden to get ready for winter: cut back the roses, lift the dahlias, clean the mower",P_,'project')

# ======== waits, with look-alikes that wait on nobody
c('g',"hospital's still to send out the knee scan date",P_,'observation_insight',
  wait='hospital: date for the knee scan',ctx=ctx(p=P(KNEE,DAVY)),par='p1')
c('h',"the moulding supplier says the walnut's back ordered till the 18th",S,'observation_insight',
  wait='moulding supplier: walnut moulding (back order)',exp=nth('h',18))
c('a',"Roberta hasn't paid me for the last batch, six weeks now",S,'transaction',['Roberta'],
  wait='Roberta: payment for the last batch of frames',ctx=ctx(p=P(GALLERY,ETSY)),par='p1')
c('b',"Housing Executive still hasn't sent anybody out about the damp in Isobel's",SO,'observation_insight',['Isobel'],
  wait="Housing Executive: someone to look at the damp in Isobel's")
c('c',"waiting on Gary Orr pricing the shower",P_,'observation_insight',['Gary Orr'],
  wait='Gary Orr: price for the walk-in shower',ctx=ctx(p=P(YARD,BATH)),par='p2')
c('d',"the hotel's yet to okay the sample frame",S,'observation_insight',
  wait='hotel: sign-off on the sample frame',ctx=ctx(p=P(HOTEL,GALLERY)),par='p1')
c('e',"tracking says the glass delivery comes thursday",S,'acquisition_disposition',
  wait='glass delivery',exp=wd('e','thu'))
c('f',"Davy's to let me know the dates for Toronto",SO,'observation_insight',['Davy'],
  wait='Davy: dates for the Toronto trip',ctx=ctx(p=P(DAVY,KNEE)),par='p1')
c('g',"pension people still haven't answered me letter about the overpayment",P_,'transaction',
  wait='pension service: answer about the overpayment')
c('h',"any word off the council yet, the streetlight outside the house?",P_,'observation_insight',
  wait='council: fix the streetlight outside the house')
c('a',"Gilmore's have had the car since monday, still no word",P_,'observation_insight',
  wait="Gilmore's: car repair")
c('c',"ordered the party bag bits online, due wednesday",SO,'acquisition_disposition',
  wait='online order: party bag bits',exp=wd('c','wed'),ctx=ctx(p=P(CARA9,CENT)),par='p1')
c('d',"Roberta's waiting on me sending her the new price list",S,'task',['Roberta'],
  ctx=ctx(p=P(GALLERY,HOTEL)),par='p1')
c('e',"the hotel finally gave the sample the nod, brushed gold it is",S,'observation_insight',
  ctx=ctx(p=P(ETSY,HOTEL)),par='p2')
c('f',"can't wait till I see Davy's wee one in the flesh",SO,'emotion_state',['Davy'])
c('g',"I'm holding off the shower till after Christmas",P_,'decision_commitment',
  ctx=ctx(p=P(BATH,YARD)),par='p1')

# ======== completions of tasks in the context, beside partial look-alikes
c('h',"rang the surgery, me bloods are on the 9th",P_,'communication',nth('h',9),
  ctx=ctx(t=T("Ring the surgery about bloods","Buy a new hoover")),comp='t1')
c('a',"paid the whole year's rates in the one go",P_,'transaction',
  ctx=ctx(t=T("Get the MOT booked","Pay the rates")),comp='t2')
c('b',"emailed Noel the photos for the Etsy page",S,'communication',['Noel'],
  ctx=ctx(p=P(ETSY,GALLERY),t=T(("Send Noel the photos for the shop","p1"),("Deliver the gallery frames","p2"))),comp='t1',par='p1')
c('c',"got the bouncy castle booked for Cara's party",SO,'task',['Cara'],
  ctx=ctx(p=P(CARA9,CENT),t=T(("Book the bouncy castle","p1"),("Dig out the old minute books","p2"))),comp='t1',par='p1')
c('d',"cut all fifty mounts for the hotel, that's the worst of it over",S,'task',
  ctx=ctx(p=P(HOTEL,ETSY),t=T(("Cut the mounts for the hotel order","p1"),("Pick a shop name","p2"))),comp='t1',par='p1')
c('e',"lifted the old slabs in the yard, me back's in bits",P_,'task',
  ctx=ctx(p=P(BATH,YARD),t=T(("Get a price for the shower","p1"),("Lift the old slabs","p2"))),comp='t2',par='p2')
c('f',"finished the shipyard book, a cracking read",P_,'learning_consumption',
  ctx=ctx(t=T("Finish the shipyard history","Take the library books back")),comp='t1')
c('g',"sold the old Fiesta, the lad paid cash",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the Fiesta","Book the car in for brakes")),comp='t1')
c('d',"listed the old Fiesta on Gumtree for 1,200",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the Fiesta","Get the hedge trimmer back")))
c('h',"texted Tracey about numbers for Christmas dinner",SO,'communication',['Tracey'],
  ctx=ctx(t=T("Ask Tracey about Christmas numbers","Get Isobel a present")),comp='t1')
c('a',"got Cara's passport photos taken at the chemist",SO,'task',['Cara'],
  ctx=ctx(p=P(DAVY,CARA9),t=T(("Get Cara's passport photos","p1"),("Order the cake","p2"))),comp='t1',par='p1')
c('b',"started the framing accounts for Hilary, only up to June so far",S,'task',['Hilary'],
  ctx=ctx(t=T("Do the framing accounts for Hilary","Update the price list")))
c('c',"put the new washer in the tap, not a drip since",P_,'task',
  ctx=ctx(t=T("Fix the bathroom tap","Oil the front door lock")),comp='t1')

# ======== belonging to a context project without naming it, beside a look-alike
c('d',"the Stormont lot want brushed gold, not the shiny stuff",S,'observation_insight',
  ctx=ctx(p=P(HOTEL,ETSY)),par='p1')
c('e',"postage on a big frame is near fifteen quid, that'll put folk off",S,'observation_insight',
  ctx=ctx(p=P(HOTEL,ETSY)),par='p2')
c('f',"the gallery takes a third of everything they sell",S,'observation_insight',
  ctx=ctx(p=P(GALLERY,ETSY)),par='p1')
c('g',"slabs are four quid each at the builders' yard",P_,'observation_insight',
  ctx=ctx(p=P(YARD,BATH)),par='p1')
c('h',"Gary Orr reckons the shower will need a pump",P_,'observation_insight',['Gary Orr'],
  ctx=ctx(p=P(YARD,BATH)),par='p2')
c('a',"root out the old minute books for the booklet",SO,'task',
  ctx=ctx(p=P(CENT,CARA9)),par='p1')
c('b',"Cara's set on a unicorn cake, nothing else will do",SO,'observation_insight',['Cara'],
  ctx=ctx(p=P(CENT,CARA9)),par='p2')
c('c',"flights to Toronto are near 700 in June",SO,'observation_insight',
  ctx=ctx(p=P(DAVY,KNEE)),par='p1')
c('d',"physio says swimming's the best thing for it",P_,'observation_insight',
  ctx=ctx(p=P(DAVY,KNEE)),par='p2')
c('f',"need a bigger suitcase for Canada",SO,'acquisition_disposition',
  ctx=ctx(p=P(DAVY,KNEE)),par='p1')
c('h',"Wilma's grandson is off to Canada on a working visa",SO,'observation_insight',['Wilma'],
  ctx=ctx(p=P(DAVY,KNEE)))
c('a',"Sammy's new knee went in grand, he's on a zimmer for now",SO,'observation_insight',['Sammy'],
  ctx=ctx(p=P(KNEE,DAVY)))

# ======== appointments and plans with a time
c('e',"dentist friday at half 10",P_,'task',wd('e','fri','10:30'))
c('f',"Cara's assembly monday at 9",SO,'task',wd('f','mon','09:00'),['Cara'])
c('g',"deliver the gallery frames the morra before 12",S,'task',rel('g',1,'12:00'))
c('h',"bleeding the radiators this afternoon",P_,'task',rel('h',0,'15:00'))
c('b',"fry with Sammy and Bertie at the Golden Griddle saturday at 10",SO,'task',wd('b','sat','10:00'),['Sammy','Bertie'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 53, cases)
