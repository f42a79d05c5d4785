# Writes thoughts-fresh-51.jsonl: a fifty-first fresh labelled set (issue 10, ids f51…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# self-employed dry-stone waller and landscaper in the Holme Valley near Holmfirth, West Yorkshire (Europe/London),
# in his fifties, writing broad Yorkshire English ("nowt", "owt", "summat", "while" for until, "us" for me, "me" for
# my, "our Stacey" for family, "mithering", "nithered", "mardy", "snap" for his packed lunch, "a brew", "reckon",
# "happen", "off" for from, "sat" and "stood" for sitting and standing, "were" for was), often all lowercase.
# People (none in an earlier set): Kath (wife), our Stacey (daughter, marrying Dean Lockwood), Alfie (Stacey's lad,
# 6), Lewis (son, off to uni in Newcastle) and his girlfriend Amira, "me mam" (a relation word) going into a care
# home, our Nigel (brother in Barnsley), Denise (Kath's sister), Mavis (Mam's old neighbour), Trev (best mate, cornet
# in the band), Keith Mellor (the bandmaster), Reg and Wilf (band), Royston (cricket captain); at work Ellis (his
# labourer), Colin and Joan Sutcliffe (clients with a boundary wall), Malcolm Armitage (a farmer), Pauline Broadbent
# (a client), Gillian Firth (the National Trust ranger), Mr Holroyd (the planning officer), Mrs Haigh (his
# accountant), Janice (in the office at Hirst's Quarry); Terry the builder and Clive the gas man at home; Dr Moorhouse
# his GP; Bracken the dog. Firms and offices that look like names are left out (Hirst's Quarry, Crowther & Pell,
# Direct Line, Screwfix, Yorkshire Water, Moorfield House, Kirklees, HMRC, the SLC, the building society).
# His trade, clients, the quarry, the work van, the yard and the walling course he is paid to teach are systems; Kath,
# the kids, Alfie, Mam, Nigel, friends, the band and the cricket club social; his own house, knee, money, the dog
# personal.
# Weighted to WAITING-FOR (GUIDELINES 7): waits told as states ("still no word from…", "chasing X for…", "X hasn't come
# back on…", "pending with…", "on hold till…", "parked until…", "still sat on…", "owt from X yet?", "dragging their
# feet", "still to confirm", "owes us"), waits on firms and offices, waits asked as questions, each with the "who:
# what" description, beside look-alikes that wait on nobody (someone waiting on him, a wait already over, his own
# choice to hold off, his own step still to do, "can't wait"); and to PARENT (8): every context with projects holds
# two, one a look-alike of the other, the thought belonging to one without naming it, completions of tasks under a
# project, and unrelated thoughts beside look-alike projects (parent null). Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-51-read.jsonl (misses
# may be read) and thoughts-fresh-51-held.jsonl (totals only).
# Run: python3 eval-fresh/author_51.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, md, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-12T07:05:00","Europe/London"),   # Mon, before work, frost
 'b':("2026-02-19T18:30:00","Europe/London"),   # Thu, home from a job
 'c':("2026-03-21T08:45:00","Europe/London"),   # Sat
 'd':("2026-05-13T21:10:00","Europe/London"),   # Wed night
 'e':("2026-06-28T16:00:00","Europe/London"),   # Sun afternoon
 'f':("2026-08-17T12:20:00","Europe/London"),   # Mon, snap time on a job
 'g':("2026-10-08T19:40:00","Europe/London"),   # Thu evening
 'h':("2026-11-28T10:30:00","Europe/London"),   # Sat
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'sun','f':'mon','g':'thu','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
EXT,BEDS="Back kitchen extension","Raised veg beds for Kath"
REMORT,SOLAR="Remortgage the house","Get solar panels fitted"
SUTC,COURSE="Rebuild the Sutcliffes' boundary wall","Teach the National Trust walling course"
VAN,YARD="Replace the work van","Fence the yard at Netherthong"
WED,SIXTY="Stacey and Dean's wedding","Kath's 60th do"
CARE,BUNG="Move Mam into Moorfield House","Sell Mam's bungalow"
UNIF,SCORE="New uniforms for the band","Cricket club's new scoreboard"
UNI,DRIVE="Lewis's move to Newcastle for uni","Lewis's driving lessons"
KNEE,STONE="Knee operation and recovery","Lose two stone by summer"

# ======== WAITING-FOR: waits told as states, on firms and offices, in questions, with "who: what"
# ---- personal: his house, the remortgage, his knee, his money, the dog
c('a',"still no word from the council on the planning for the back, eight weeks now",P_,'observation_insight',
  wait='council: planning decision for the extension',ctx=ctx(p=P(EXT,BEDS)),par='p1')
c('b',"Crowther & Pell haven't come back on the remortgage paperwork, rang them twice",P_,'observation_insight',
  wait='Crowther & Pell: remortgage paperwork',ctx=ctx(p=P(REMORT,SOLAR)),par='p1')
c('c',"everything on hold till the building society gets the valuer's report",P_,'observation_insight',
  wait="building society: valuer's report",ctx=ctx(p=P(SOLAR,REMORT)),par='p2')
c('d',"chasing Yorkshire Water for a fortnight about the leak under the front path",P_,'observation_insight',
  wait='Yorkshire Water: fix the leak under the front path')
c('e',"nowt from the hospital on me knee op, Dr Moorhouse reckons the list is eighteen weeks",P_,'observation_insight',['Moorhouse'],
  wait='hospital: date for the knee operation',ctx=ctx(p=P(KNEE,STONE)),par='p1')
c('f',"HMRC still sat on that tax rebate, three months and not a penny",P_,'transaction',
  wait='HMRC: tax rebate')
c('h',"pending with Direct Line, the claim for the fence panels the wind took",P_,'observation_insight',
  wait='Direct Line: claim for the fence panels')
c('a',"has the vet had Bracken's bloods back yet? rang them friday",P_,'observation_insight',
  wait="vet: Bracken's blood results")
c('c',"boiler part's on back order, Clive the gas man says it'll be another week",P_,'observation_insight',['Clive'],
  wait='Clive: boiler part (back order)')
c('e',"loft ladder job parked until the joiner's back off his holidays",P_,'observation_insight',
  wait='joiner: fit the loft ladder after his holiday')
c('g',"any news off the building society on the new rate?",P_,'observation_insight',
  wait='building society: new mortgage rate',ctx=ctx(p=P(REMORT,EXT)),par='p1')
c('b',"owt from the council yet about me parking permit?",P_,'observation_insight',
  wait='council: parking permit')
c('d',"Screwfix order for the bathroom tap stuck at the Wakefield depot, tracking hasn't moved since monday",P_,'acquisition_disposition',
  wait='Screwfix: bathroom tap (stuck at the depot)')
c('f',"the optician's had me new glasses a fortnight, they said a week",P_,'observation_insight',
  wait='optician: new glasses')
c('h',"Clive reckons the boiler will be sorted by wednesday once his part lands",P_,'observation_insight',['Clive'],
  wait='Clive: boiler repair',exp=wd('h','wed'))
c('b',"Terry the builder still hasn't sent his price for the extension, three weeks",P_,'observation_insight',['Terry'],
  wait='Terry: price for the extension',ctx=ctx(p=P(BEDS,EXT)),par='p2')
c('g',"solar lot still to confirm a fitting date, they blame the scaffolders",P_,'observation_insight',
  wait='solar installers: fitting date',ctx=ctx(p=P(SOLAR,REMORT)),par='p1')
c('c',"me refund off the airline for the cancelled Jersey flights is still outstanding",P_,'transaction',
  wait='airline: refund for the cancelled Jersey flights')
# ---- personal look-alikes: nobody awaited
c('d',"council's waiting on me for the revised drawings for the back",P_,'task',
  ctx=ctx(p=P(EXT,BEDS)),par='p1')
c('e',"tax rebate off HMRC finally landed, 412 quid",P_,'transaction')
c('f',"I'll hold off on a new telly while Black Friday",P_,'decision_commitment')
c('h',"still haven't rung Yorkshire Water about the meter, do it monday",P_,'communication',wd('h','mon'))
c('b',"new glasses ready at the optician's, pick them up saturday",P_,'acquisition_disposition',sat('b'))
c('g',"parked the shed roof till spring, too wet to felt it now",P_,'decision_commitment')

# ---- systems: the walling trade, clients, the quarry, plant hire, the accountant
c('a',"chasing Hirst's for Colin's coping stones, third ring this week",S,'observation_insight',['Colin'],
  wait="Hirst's Quarry: coping stones",ctx=ctx(p=P(SUTC,COURSE)),par='p1')
c('b',"Malcolm Armitage still hasn't paid for the gateposts, two months",S,'transaction',['Malcolm Armitage'],
  wait='Malcolm Armitage: payment for the gateposts')
c('c',"Sutcliffe job parked until the stone comes from the quarry",S,'observation_insight',['Sutcliffe'],
  wait='quarry: stone for the Sutcliffe job',ctx=ctx(p=P(COURSE,SUTC)),par='p2')
c('d',"Gillian at the National Trust hasn't come back on the dates yet",S,'observation_insight',['Gillian'],
  wait='Gillian: dates for the walling course',ctx=ctx(p=P(COURSE,YARD)),par='p1')
c('e',"plant hire still to confirm the mini digger for monday",S,'observation_insight',
  wait='plant hire: mini digger for Monday')
c('f',"Mrs Haigh's got me books, says the accounts will be done by the end of the month",S,'observation_insight',['Haigh'],
  wait='Mrs Haigh: accounts',exp=eom('f'))
c('g',"the insurance are dragging their feet on the stolen wacker plate",S,'observation_insight',
  wait='insurer: claim for the stolen wacker plate')
c('h',"Pauline Broadbent owes us 600 for the rockery, said she'd pay after Christmas",S,'transaction',['Pauline Broadbent'],
  wait='Pauline Broadbent: 600 for the rockery')
c('a',"new van's on order, the dealer says march at the earliest",S,'acquisition_disposition',
  wait='dealer: new work van',ctx=ctx(p=P(VAN,YARD)),par='p1')
c('c',"is Hirst's ever going to send that invoice? can't square the books without it",S,'observation_insight',
  wait="Hirst's Quarry: invoice")
c('d',"the Holmfirth job is pending with Mr Holroyd at planning, conservation area",S,'observation_insight',['Holroyd'],
  wait='Mr Holroyd: planning approval for the Holmfirth job')
c('e',"when's the council going to pay for the churchyard wall? ninety days now",S,'transaction',
  wait='council: payment for the churchyard wall')
c('g',"Colin Sutcliffe still to sign the quote for the second length, he's thinking on it",S,'observation_insight',['Colin Sutcliffe'],
  wait='Colin Sutcliffe: signed quote for the second length',ctx=ctx(p=P(SUTC,VAN)),par='p1')
c('h',"Ellis's CSCS card hasn't come through, can't take him on the school job while it does",S,'observation_insight',['Ellis'],
  wait="CSCS: Ellis's card")
c('b',"rang the quarry about through stones, they'll ring back when a load's cut",S,'communication',
  wait='quarry: through stones')
c('f',"Janice in the office at Hirst's says the delivery's Thursday, she'll text first",S,'observation_insight',['Janice'],
  wait="Hirst's Quarry: stone delivery",exp=wd('f','thu'))
c('a',"the trailer's still at the welder's, he's had it since before Christmas",S,'observation_insight',
  wait='welder: trailer repair')
c('d',"no joy from plant hire about the refund on the broken breaker",S,'transaction',
  wait='plant hire: refund on the broken breaker')
c('e',"waiting on the Trust to raise a PO before I can invoice them",S,'observation_insight',
  wait='National Trust: purchase order',ctx=ctx(p=P(COURSE,SUTC)),par='p1')
# ---- systems look-alikes
c('c',"Joan Sutcliffe's waiting on my price for the garden steps, do it tonight",S,'task',tonight('c'),['Joan Sutcliffe'])
c('e',"Ellis keeps mithering me about his wages being late",S,'observation_insight',['Ellis'])
c('f',"the coping stones finally came from Hirst's, all forty of them",S,'acquisition_disposition')
c('g',"Malcolm Armitage paid up at last, cash in an envelope",S,'transaction',['Malcolm Armitage'])
c('h',"parked the yard fence till spring, the ground's too wet to get posts in",S,'decision_commitment',
  ctx=ctx(p=P(YARD,VAN)),par='p1')
c('a',"chase Gillian about the course dates if nowt's come by friday",S,'communication',wd('a','fri'),['Gillian'],
  wait='Gillian: course dates',ctx=ctx(p=P(COURSE,SUTC)),par='p1')
c('b',"Hirst's are waiting on me to collect the stone, it's been sat in their yard a week",S,'task')

# ---- social: Mam's care home, the wedding, the kids, the band
c('a',"Moorfield House still to confirm a room for me mam, the manager says end of the month",SO,'observation_insight',
  wait='Moorfield House: room for Mam',exp=eom('a'),ctx=ctx(p=P(CARE,BUNG)),par='p1')
c('b',"social services still sat on mam's funding form, Nigel rang them tuesday",SO,'observation_insight',['Nigel'],
  wait="social services: Mam's funding decision",ctx=ctx(p=P(CARE,BUNG)),par='p1')
c('c',"the venue haven't come back about moving the reception to the saturday",SO,'observation_insight',
  wait='venue: answer on moving the wedding to Saturday',ctx=ctx(p=P(WED,SIXTY)),par='p1')
c('d',"Dean's mam still hasn't sent her list of who's coming, Stacey's fuming",SO,'observation_insight',['Dean','Stacey'],
  wait="Dean's mam: guest list",ctx=ctx(p=P(SIXTY,WED)),par='p2')
c('e',"Lewis's student finance pending with the SLC, he's skint till it lands",SO,'observation_insight',['Lewis'],
  wait="SLC: Lewis's student finance",ctx=ctx(p=P(UNI,DRIVE)),par='p1')
c('f',"Trev still owes us forty quid for the band coach",SO,'transaction',['Trev'],
  wait='Trev: forty quid for the band coach')
c('g',"our Nigel hasn't said if he's coming to the do or not",SO,'observation_insight',['Nigel'],
  wait="Nigel: whether he's coming to the wedding",ctx=ctx(p=P(WED,UNIF)),par='p1')
c('h',"did the care home ever ring back about mam's new hearing aid?",SO,'observation_insight',
  wait="care home: Mam's new hearing aid")
c('a',"Alfie's school still not told Stacey which class he's in after Easter",SO,'observation_insight',['Alfie','Stacey'],
  wait="school: Alfie's class after Easter")
c('c',"jackets on hold till the brewery confirms the sponsorship",SO,'observation_insight',
  wait='brewery: sponsorship for the band jackets',ctx=ctx(p=P(UNIF,SCORE)),par='p1')
c('d',"the photographer has the deposit but still no date off her",SO,'observation_insight',
  wait='photographer: confirm the date',ctx=ctx(p=P(WED,SIXTY)),par='p1')
c('e',"mam's bungalow stuck in a chain, the buyer's waiting on his own sale",SO,'observation_insight',
  wait='buyer: his own sale (chain)',ctx=ctx(p=P(BUNG,CARE)),par='p1')
c('g',"Royston's chasing the league for the fixtures, we can't book the nets while then",SO,'observation_insight',['Royston'],
  wait='league: fixtures list')
c('h',"Denise hasn't got back to Kath about the buffet numbers",SO,'observation_insight',['Denise','Kath'],
  wait='Denise: buffet numbers',ctx=ctx(p=P(SIXTY,WED)),par='p1')
c('b',"Keith Mellor's still waiting to hear from the brass band association about the contest, so are we",SO,'observation_insight',['Keith Mellor'],
  wait='brass band association: contest')
c('f',"Crowther & Pell still haven't had the buyer's searches back, so no exchange date",SO,'observation_insight',
  wait="Crowther & Pell: buyer's searches (exchange date)",ctx=ctx(p=P(BUNG,CARE)),par='p1')
c('d',"Amira's parents are meant to confirm if they're coming up for Lewis's 21st",SO,'observation_insight',['Amira','Lewis'],
  wait="Amira's parents: whether they're coming to Lewis's 21st")
# ---- social look-alikes
c('b',"Stacey's waiting on me for measurements of the arch, do it sunday",SO,'task',wd('b','sun'),['Stacey'],
  ctx=ctx(p=P(WED,SIXTY)),par='p1')
c('d',"Moorfield House finally rang, mam's got the room with the garden view",SO,'observation_insight',
  ctx=ctx(p=P(CARE,BUNG)),par='p1')
c('f',"can't be doing with hospitals, sat three hours with mam at the eye clinic",SO,'emotion_state')
c('g',"Nigel's been waiting on his hip op since last spring, poor lad",SO,'observation_insight',['Nigel'])
c('a',"Alfie can't wait for his birthday, he's counting the sleeps",SO,'observation_insight',['Alfie'])
c('e',"the venue came back at last, the saturday's ours",SO,'observation_insight',
  ctx=ctx(p=P(WED,SIXTY)),par='p1')
c('c',"I'll wait while Lewis is home before we sort his room out",SO,'decision_commitment',['Lewis'])

# ======== PARENT: belonging to a context project without naming it, beside a look-alike
c('b',"Terry reckons the steel beam's six hundred on its own",P_,'observation_insight',['Terry'],
  ctx=ctx(p=P(EXT,BEDS)),par='p1')
c('c',"the reclaim yard's got old railway sleepers, ideal for Kath's tomatoes",P_,'observation_insight',['Kath'],
  ctx=ctx(p=P(EXT,BEDS)),par='p2')
c('d',"building control want a soakaway test before the footings go in",P_,'observation_insight',
  ctx=ctx(p=P(BEDS,EXT)),par='p2')
c('e',"the bifold doors came in at four grand fitted, that's daylight robbery",P_,'observation_insight',
  ctx=ctx(p=P(EXT,BEDS)),par='p1')
c('f',"two compost bins off the council for a tenner, get them ordered",P_,'acquisition_disposition',
  ctx=ctx(p=P(EXT,BEDS)),par='p2')
c('g',"the broker found a five-year fix at 4.1 percent",P_,'observation_insight',
  ctx=ctx(p=P(REMORT,SOLAR)),par='p1')
c('h',"roof faces south-east, the surveyor says twelve on the back and none on the front",P_,'observation_insight',
  ctx=ctx(p=P(REMORT,SOLAR)),par='p2')
c('a',"inverter goes in the garage with the battery beside it",P_,'observation_insight',
  ctx=ctx(p=P(SOLAR,REMORT)),par='p1')
c('b',"the lender wants two years of me accounts, ring Mrs Haigh",P_,'communication',['Haigh'],
  ctx=ctx(p=P(SOLAR,REMORT)),par='p2')
c('c',"the old wall's got a belly in it, half wants taking down to the footings",S,'observation_insight',
  ctx=ctx(p=P(SUTC,COURSE)),par='p1')
c('d',"eight volunteers signed up, two of them have never held a hammer",S,'observation_insight',
  ctx=ctx(p=P(SUTC,COURSE)),par='p2')
c('e',"Colin wants it capped with cock and hen, not flat copes",S,'observation_insight',['Colin'],
  ctx=ctx(p=P(COURSE,SUTC)),par='p2')
c('f',"print hand-outs on batter frames and hearting for saturday's lot",S,'task',sat('f'),
  ctx=ctx(p=P(COURSE,SUTC)),par='p1')
c('g',"the Ranger's got the payload but a Transit Custom's cheaper to insure",S,'observation_insight',
  ctx=ctx(p=P(VAN,YARD)),par='p1')
c('h',"post rammer and forty posts, Ellis can start the line monday",S,'task',wd('h','mon'),['Ellis'],
  ctx=ctx(p=P(VAN,YARD)),par='p2')
c('a',"a twelve foot galvanised gate for the top end, and a padlock",S,'acquisition_disposition',
  ctx=ctx(p=P(YARD,VAN)),par='p1')
c('b',"the pick-up at the Brighouse garage sits too low for a load of stone",S,'observation_insight',
  ctx=ctx(p=P(YARD,VAN)),par='p2')
c('c',"the DJ wants the first dance song by friday",SO,'task',wd('c','fri'),
  ctx=ctx(p=P(WED,SIXTY)),par='p1')
c('d',"Kath wants a Motown band and a pie and peas supper, nowt fancy",SO,'observation_insight',['Kath'],
  ctx=ctx(p=P(WED,SIXTY)),par='p2')
c('e',"booked two white cars from the church to the mill",SO,'task',
  ctx=ctx(p=P(SIXTY,WED)),par='p2')
c('f',"Denise is doing a slideshow of Kath through the years",SO,'observation_insight',['Denise','Kath'],
  ctx=ctx(p=P(SIXTY,WED)),par='p1')
c('g',"the estate agent wants it decluttered before the photos",SO,'task',
  ctx=ctx(p=P(CARE,BUNG)),par='p2')
c('h',"sew name tapes in all mam's cardigans before she goes in, they lose everything",SO,'task',
  ctx=ctx(p=P(BUNG,CARE)),par='p2')
c('a',"house clearance man coming for the sideboard and the old piano",SO,'observation_insight',
  ctx=ctx(p=P(BUNG,CARE)),par='p1')
c('b',"the home wants a list of her tablets and the GP's details",SO,'task',
  ctx=ctx(p=P(CARE,BUNG)),par='p1')
c('c',"measure everyone for jackets at thursday's rehearsal",SO,'task',wd('c','thu'),
  ctx=ctx(p=P(UNIF,SCORE)),par='p1')
c('d',"the lads want the numbers lit up, not them flip ones",SO,'observation_insight',
  ctx=ctx(p=P(UNIF,SCORE)),par='p2')
c('e',"Keith Mellor wants maroon with gold braid, the cornets want navy",SO,'observation_insight',['Keith Mellor'],
  ctx=ctx(p=P(SCORE,UNIF)),par='p2')
c('f',"the electrician says the cable can go under the boundary by the pavilion",SO,'observation_insight',
  ctx=ctx(p=P(UNIF,SCORE)),par='p2')
c('g',"his halls want the deposit by the 15th",SO,'transaction',nth('g',15),
  ctx=ctx(p=P(UNI,DRIVE)),par='p1')
c('h',"theory test booked for the 9th, he's on the app every night",SO,'task',nth('h',9),
  ctx=ctx(p=P(UNI,DRIVE)),par='p2')
c('a',"hire a van in september to take his stuff up the A1",SO,'task',
  ctx=ctx(p=P(DRIVE,UNI)),par='p2')
c('b',"Lewis stalled it three times at the lights, the instructor were very patient",SO,'observation_insight',['Lewis'],
  ctx=ctx(p=P(UNI,DRIVE)),par='p2')
c('c',"physio says build the quads up before they operate",P_,'observation_insight',
  ctx=ctx(p=P(KNEE,STONE)),par='p1')
c('d',"down four pound this week, no biscuits at snap",P_,'observation_insight',
  ctx=ctx(p=P(KNEE,STONE)),par='p2')
c('e',"crutches from the loan store and a raised toilet seat for after",P_,'acquisition_disposition',
  ctx=ctx(p=P(STONE,KNEE)),par='p2')
c('f',"swapped the bacon butty for porridge, Kath's orders",P_,'decision_commitment',['Kath'],
  ctx=ctx(p=P(STONE,KNEE)),par='p1')
# ---- completions of tasks under a project
c('g',"sent the soakaway results to building control",P_,'task',
  ctx=ctx(p=P(EXT,BEDS),t=T(("Send building control the soakaway test","p1"),("Buy sleepers for the beds","p2"))),comp='t1',par='p1')
c('h',"paid the mill the deposit, 1,500, it's in writing",SO,'transaction',
  ctx=ctx(p=P(SIXTY,WED),t=T(("Book the Motown band","p1"),("Pay the venue deposit","p2"))),comp='t2',par='p2')
c('a',"measured the whole band for jackets, even Wilf",SO,'task',['Wilf'],
  ctx=ctx(p=P(UNIF,SCORE),t=T(("Measure the band for jackets","p1"),("Ask the brewery about the scoreboard","p2"))),comp='t1',par='p1')
c('b',"the sideboard's gone with the clearance man, forty quid",SO,'acquisition_disposition',
  ctx=ctx(p=P(CARE,BUNG),t=T(("Label Mam's clothes","p1"),("Get rid of Mam's sideboard","p2"))),comp='t2',par='p2')
c('c',"Lewis's halls deposit paid, went on the Barclaycard",SO,'transaction',['Lewis'],
  ctx=ctx(p=P(UNI,DRIVE),t=T(("Pay Lewis's halls deposit","p1"),("Pay for Lewis's block of lessons","p2"))),comp='t1',par='p1')
c('d',"gate's hung at the yard, swings like a dream",S,'task',
  ctx=ctx(p=P(VAN,YARD),t=T(("Sell the old Transit","p1"),("Hang the yard gate","p2"))),comp='t2',par='p2')
# ---- no parent: something else, beside look-alike projects
c('e',"Bracken rolled in summat foul on the moor, she's having a bath tonight",P_,'task',tonight('e'),
  ctx=ctx(p=P(EXT,BEDS)))
c('f',"Trev's new car's a Skoda estate, he's dead proud of it",SO,'observation_insight',['Trev'],
  ctx=ctx(p=P(VAN,YARD)))
c('g',"Mavis from mam's old street has had a fall, she's in the Royal",SO,'observation_insight',['Mavis'],
  ctx=ctx(p=P(CARE,BUNG)))
c('h',"our Stacey got through her test at last, fourth go",SO,'milestone_outcome',['Stacey'],
  ctx=ctx(p=P(UNI,DRIVE)))
c('a',"Denise is off to Tenerife for a fortnight, lucky beggar",SO,'observation_insight',['Denise'],
  ctx=ctx(p=P(WED,REMORT)))
c('b',"the mill has a brass band on sunday afternoons now, packed out",SO,'observation_insight',
  ctx=ctx(p=P(SCORE,UNIF)))
c('c',"new slippers off the market, Kath says the old ones smelt",P_,'acquisition_disposition',['Kath'],
  ctx=ctx(p=P(STONE,KNEE)))
c('d',"Amira's doing medicine at Newcastle, bright lass",SO,'observation_insight',['Amira'],
  ctx=ctx(p=P(DRIVE,UNI)))

# ======== ordinary thoughts, every event type in all three domains
# ---- personal
c('e',"walked Bracken up to the reservoir and back before the rain",P_,'routine_activity')
c('f',"swimming at the baths tuesdays and fridays at seven",P_,'routine_activity',OMIT)
c('g',"me knee's giving me gyp again going downhill",P_,'observation_insight')
c('h',"fed up to the back teeth of this rain, nithered all week",P_,'emotion_state')
c('a',"that quarry dust gets everywhere, even in me sandwiches",P_,'observation_insight')
c('b',"Bracken's jabs want booking, ping me about it tomorrow at 8",P_,'reminder_intention',rel('b',1,'08:00'))
c('c',"remind me the council tax goes up in april, change the direct debit",P_,'reminder_intention')
c('d',"Dr Moorhouse at the Holmfirth surgery, 01484 555 217, Kath's doctor as well",P_,'contact',['Moorhouse','Kath'])
c('e',"Clive the gas man is 07700 900 412, does Saturdays if you ask nicely",P_,'contact',['Clive'])
c('f',"bought a new pair of wellies, the old ones split",P_,'acquisition_disposition')
c('g',"paid the council tax for the year in one go, 2,140",P_,'transaction')
c('h',"decided: no more pints midweek while the op",P_,'decision_commitment')
c('a',"reading a book on the Luddites round here, proper interesting",P_,'learning_consumption')
c('b',"ten year with no day off sick, that's summat",P_,'milestone_outcome')
c('c',"clean the gutters out on the front this afternoon",P_,'task',rel('c',0,'15:00'))
c('d',"ring Terry tomorrow about the skip",P_,'communication',rel('d',1),['Terry'])
c('e',"sort the house insurance, the car insurance and the pension all in one go: paperwork, quotes, a spreadsheet",P_,'project')
c('f',"chuffed to bits, the tomatoes have come good this year",P_,'emotion_state')
c('g',"take Bracken to the groomer's next thursday",P_,'task',wd('g','thu'))
# ---- social
c('e',"had Stacey, Dean and Alfie round for Sunday dinner like every week",SO,'routine_activity',['Stacey','Dean','Alfie'])
c('a',"band rehearsals every tuesday at half seven in the Con Club",SO,'routine_activity',OMIT)
c('b',"don't let me forget Alfie's nativity on the 4th of december",SO,'reminder_intention',md('b',12,4),['Alfie'])
c('c',"ring our Nigel tonight about mam's birthday present",SO,'communication',tonight('c'),['Nigel'])
c('d',"texted Lewis to ring his mother, she's worrying",SO,'communication',['Lewis'])
c('e',"Amira's number is 07700 900 388, in case Lewis's phone is dead again",SO,'contact',['Amira','Lewis'])
c('f',"Royston's wife is Pat, she does the teas at the cricket, lives on Dunford Road",SO,'contact',['Royston','Pat'])
c('g',"bought Alfie a proper cricket bat for his birthday",SO,'acquisition_disposition',['Alfie'])
c('h',"put 100 quid in Lewis's account for his train fare home",SO,'transaction',['Lewis'])
c('a',"told Trev I'll play at his lad's wedding, can't back out now",SO,'decision_commitment',['Trev'])
c('b',"watched the Brassed Off film again with Kath, still cried",SO,'learning_consumption',['Kath'])
c('c',"the band came second at the Whit Friday march, best in years",SO,'milestone_outcome')
c('d',"Alfie lost his first tooth at his tea, proud as punch",SO,'milestone_outcome',['Alfie'])
c('e',"feeling guilty I missed Alfie's sports day for the Sutcliffe job",SO,'emotion_state',['Alfie','Sutcliffe'])
c('f',"mam gets mardy when the home serves fish on a tuesday",SO,'observation_insight')
c('g',"Kath and me off to Whitby this weekend, B&B and fish and chips",SO,'task',sat('g'),['Kath'])
c('h',"Christmas is ours to host: turkey, the crackers, beds for Nigel's lot, presents for Alfie",SO,'project',['Nigel','Alfie'])
c('a',"pick Alfie up from school wednesday, Stacey's on lates",SO,'task',wd('a','wed'),['Alfie','Stacey'])
# ---- systems
c('h',"did the weekly books and invoices, same as every Friday",S,'routine_activity')
c('c',"quote the Armitage field wall tomorrow morning, 60 metres",S,'task',rel('c',1,'09:00'),['Armitage'])
c('d',"remind me come friday that Ellis wants paying",S,'reminder_intention',wd('d','fri'),['Ellis'])
c('e',"email Pauline Broadbent some pictures of the finished rockery",S,'communication',['Pauline Broadbent'])
c('f',"Janice at Hirst's, 01484 555 390, ask for her not the yard",S,'contact',['Janice'])
c('g',"invoiced Colin Sutcliffe 3,800 for the first length",S,'transaction',['Colin Sutcliffe'])
c('h',"bought a new lump hammer and two bolsters off Screwfix",S,'acquisition_disposition')
c('a',"going with Hirst's for all the stone this year, not the Pennine lot",S,'decision_commitment')
c('b',"signed on for evening classes about lime mortars for the listed walls",S,'learning_consumption')
c('c',"passed me DSWA level three, Gillian says I can start examining",S,'milestone_outcome',['Gillian'])
c('d',"dreading the Armitage job, sixty metres in november up on the tops",S,'emotion_state',['Armitage'])
c('e',"farmers always want it done yesterday and paid next year",S,'observation_insight')
c('f',"get a website going for the walling: photos, prices, a contact form, a logo",S,'project')
c('g',"so pleased with how the Sutcliffe wall's come up, best work I've done",S,'emotion_state',['Sutcliffe'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 51, cases)
