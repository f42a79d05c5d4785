# Writes thoughts-fresh-55.jsonl: a fifty-fifth fresh labelled set (issue 10, ids f55…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# Ghanaian-British hospital porter in Manchester (Europe/London) in his forties who runs a mobile car-valeting business
# at weekends out of his van, is active in his church and plays in a Sunday-league team, with a wife, three children
# and his parents in Kumasi; writing Mancunian English with some Ghanaian words ("me" for my, "our kid", "buzzing",
# "mither", "nowt", "summat", "proper", "chale", "ei", "herh", "MoMo", "the one-week", "waakye", "light soup"),
# sometimes dictated without punctuation.
# People (none in an earlier set): Serwaa (wife), Kwaku (son, 13), Nhyira (daughter, 9), Ekua (youngest, at nursery),
# Mum and Dad in Kumasi, Kwadwo (brother in Kumasi), Naana (sister in Leeds), Fiifi (cousin), Uncle Baffour; at church
# Pastor Boakye, Elder Darko, Deaconess Asantewaa, Sister Adomako (choir), Mr Opoku, Kwasi (friend); the Sunday-league
# team Ryszard (manager) and Ola (his wife), Jermaine, Deano, Kwabs; at the hospital Phil (supervisor), Bilal and
# Nkansah (porters); for the valeting Ebo (nephew who helps), Mrs Pickering (a regular), Mr Gyamfi (its accountant);
# for the house Frimpong (plumber), Yeboah (mechanic), Dr Amoako (GP). Firms and places are left out.
# DOMAIN borderlines first: the valeting (its van, kit, products, customers, bookings, takings, insurance and tax) and
# the hospital job (shifts, rota, supervisor post, union, the NVQ) are systems; the house, the family car (the Zafira),
# his own health, his boots and his bills personal; family, money sent to Kumasi, the kids' school, church and choir,
# the Sunday-league team and friends social; church people and friends who book a valet, and family who help in the
# business, are systems by the role they play; a free valet for the church and a church fundraiser with his kit are
# social; work stress stated as a feeling is systems unless the feeling is about a child (d056).
# EVENT TYPE borderlines beside them: a state noticed (observation) beside the job it calls for (task); money as the
# point (transaction) beside things got and let go (acquisition) and beside a fact about money; appointments and
# bookings stated as facts (task, scheduled) beside someone else's news (observation); a task beside the reminder for
# it (rule 1 phrases only); a call, text, voice note or email (communication) beside the task it is about; a decision
# made beside one still to weigh up (task); news beside notable results (milestone); waits stated as states, with
# look-alikes; completions with tasks in the context and partial look-alikes; parents with projects in the context.
# Every event type in each domain; some scheduled times and entities.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-55-read.jsonl (misses
# may be read) and thoughts-fresh-55-held.jsonl (totals only).
# Run: python3 eval-fresh/author_55.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-19T06:20:00","Europe/London"),   # Mon, before an early shift
 'b':("2026-02-26T21:35:00","Europe/London"),   # Thu, after a late shift
 'c':("2026-03-21T07:10:00","Europe/London"),   # Sat, loading the van
 'd':("2026-04-26T15:40:00","Europe/London"),   # Sun, after church and the match
 'e':("2026-06-10T13:15:00","Europe/London"),   # Wed, on his break
 'f':("2026-07-31T23:05:00","Europe/London"),   # Fri night
 'g':("2026-09-15T18:30:00","Europe/London"),   # Tue evening
 'h':("2026-11-28T10:00:00","Europe/London"),   # Sat, between valets
}, {'a':'mon','b':'thu','c':'sat','d':'sun','e':'wed','f':'fri','g':'tue','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
WEB,LOFT,GHANA="Website and online booking for the valeting","Loft conversion","Ghana at Christmas and Dad's 70th"
TEAMDO,SUPER,FIT,HARVEST="End of season do for the team","Go for the porter supervisor post","Get fit for next season","Church harvest"

# ======== the same kind of thing in each domain: the valeting's (systems) beside the house's and the Zafira's (personal)
c('a',"pressure washer for the valeting keeps cutting out halfway through a job",S,'observation_insight')
c('b',"get the pressure washer looked at before saturday's bookings",S,'task',sat('b'))
c('c',"the Zafira's back tyre is going down again, three times now since the 1st",P_,'observation_insight')
c('d',"get the slow puncture on the Zafira sorted at the tyre place",P_,'task')
c('e',"snow foam's nearly done, two jobs left in the drum",S,'observation_insight')
c('f',"order two drums of snow foam and a box of microfibres for the business",S,'acquisition_disposition')
c('g',"our own drive is green with moss, jet wash it one weekend",P_,'task')
c('h',"boiler's making that banging noise again when the heating kicks in",P_,'observation_insight')
c('a',"ring Frimpong about the boiler before it packs in proper",P_,'communication',['Frimpong'])
c('b',"the church minibus is filthy inside after the youth trip to Blackpool",SO,'observation_insight')
c('c',"valet the church minibus for free before the convention, that's my bit for the church",SO,'task')
c('e',"valet the church minibus wednesday, Pastor Boakye's paying the going rate from the church account",S,'task',wd('e','wed'),['Boakye'])
c('d',"the valeting van's MOT expires on the 12th",S,'observation_insight')
c('e',"book the Zafira in with Yeboah for a service",P_,'task',['Yeboah'])
c('f',"van insurance renewed, 1,380 for the year with business use",S,'transaction')
c('g',"home insurance gone up forty quid and we've claimed nowt",P_,'transaction')
c('h',"168 council tax gone from the bank today",P_,'transaction')
c('a',"new hoover for home, ours died halfway up the stairs",P_,'acquisition_disposition')
c('b',"new wet and dry vacuum for the van, the old one's lost all its suck",S,'acquisition_disposition')
c('c',"valet day in the church car park raised 380 towards the new roof",SO,'transaction')
c('a',"do the self assessment for the valeting by the 31st",S,'task',nth('a',31))

# ======== the hospital job (systems) beside his own body (personal) and work brought home
c('b',"the A&E lifts were out again, had to push a bariatric bed the long way round",S,'observation_insight')
c('c',"put in a leave request for the convention weekend",S,'task')
c('d',"new rota's out, I'm on nights the whole of May",S,'observation_insight')
c('e',"me back's killing me from the beds on ward 9",P_,'observation_insight')
c('f',"get the GP to look at me back, it's been weeks now",P_,'task')
c('g',"proper stressed about the 12 hour shifts they're bringing in for porters",S,'emotion_state')
c('h',"snapped at Kwaku over his homework after a rough shift, feel rotten about it",SO,'emotion_state',['Kwaku'])
c('a',"too wrecked after nights to take Ekua to the park, I hate missing it",SO,'emotion_state',['Ekua'])
c('b',"still shaken up about that lady who collapsed in the lift on my shift",S,'emotion_state')
c('e',"the union are balloting porters over the shift changes",S,'observation_insight')
c('f',"fill in the union ballot before the 14th",S,'task',nth('f',14))
c('g',"three porters off sick so it's four of us for the whole site tonight",S,'observation_insight')
c('h',"sleep's all over the shop since I went on nights",P_,'observation_insight')
c('a',"claim the mileage for the porters' training day back from the trust",S,'transaction')
c('c',"Phil's leaving in the summer, there'll be a new supervisor on the porters' desk",S,'observation_insight',['Phil'])

# ======== money for family (social) beside his own bills (personal) and the valeting's money (systems)
c('a',"sent Mum 300 towards Dad's hospital bills in Kumasi",SO,'transaction')
c('b',"Kwadwo says Mum's knees are bad, she can't manage the stairs",SO,'observation_insight',['Kwadwo'])
c('c',"transfer Kwadwo the money for the roof on Mum and Dad's house",SO,'transaction',['Kwadwo'])
c('d',"20 quid in an envelope for Elder Darko's late mother, funeral's at church",SO,'transaction',['Darko'])
c('e',"Kwaku's school trip to Whitby is 85, pay it on parentpay by friday",SO,'transaction',wd('e','fri'),['Kwaku'])
c('f',"Nhyira's swimming lessons went up to 32 a month",SO,'transaction',['Nhyira'])
c('g',"the customer from Didsbury paid 90 for the full valet by bank transfer",S,'transaction')
c('a',"January's takings from the valeting came to 1,240",S,'transaction')
c('b',"mortgage went up again with the new rate, 62 more a month",P_,'transaction')
c('c',"pay me own credit card off before the interest hits",P_,'transaction')
c('d',"harvest offering at church today, gave 100",SO,'transaction')
c('e',"MoMo'd Uncle Baffour 500 cedis for the one-week",SO,'transaction',['Baffour'])
c('g',"paid Ebo 60 for helping on the Saturday valets",S,'transaction',['Ebo'])
c('h',"gave Ebo 50 for turning 19",SO,'transaction',['Ebo'])
c('a',"spent 140 on diesel for the van this month, dearer than ever",S,'transaction')
c('b',"house electric's 190 this month, madness",P_,'transaction')
c('c',"the valeting account is 300 overdrawn till the dealership pays",S,'transaction',
  wait='dealership: payment for the valets')
c('d',"Deano paid 30 cash for his Astra, mates rates",S,'transaction',['Deano'])

# ======== people by the role they play: church people, mates and family in the business (systems) or in their own lives (social)
c('e',"decided Serwaa takes over the valeting's bookkeeping from july, she's better with spreadsheets",S,'decision_commitment',['Serwaa'])
c('f',"Serwaa's got an interview at the surgery, practice manager",SO,'observation_insight',['Serwaa'])
c('g',"Deaconess Asantewaa booked a full valet for her Merc on saturday morning",S,'task',sat('g','09:00'),['Asantewaa'])
c('h',"Deaconess Asantewaa's husband is back in hospital, the whole church is praying",SO,'observation_insight',['Asantewaa'])
c('a',"Jermaine's engaged, wedding's next summer in Salford",SO,'observation_insight',['Jermaine'])
c('b',"Ebo's struggling with his second year at uni, he might have to resit",SO,'observation_insight',['Ebo'])
c('c',"have a proper think about Kwasi's offer to come in on the valeting with a second van",S,'task',['Kwasi'])
c('d',"Kwasi's moving to Birmingham for his wife's job",SO,'observation_insight',['Kwasi'])
c('e',"Deano's splitting up with his missus, he's in bits",SO,'observation_insight',['Deano'])
c('f',"decided the valeting sponsors the team's shirts next season, 250 and the logo on the front",S,'decision_commitment')

# ======== the Sunday-league team (social) beside his own body and kit (personal)
c('g',"pulled me hamstring in the second half, can barely walk",P_,'observation_insight')
c('h',"new boots for meself, the studs are worn flat on mine",P_,'acquisition_disposition')
c('a',"lost again yesterday, not won since the clocks went back",SO,'observation_insight')
c('d',"our Sunday league lot won the cup on penalties!!",SO,'milestone_outcome')
c('b',"the kit sponsor's pulled out so the team's got no shirts for next season",SO,'observation_insight')
c('c',"ran me first ever 10k, 49 minutes, not bad for 44",P_,'milestone_outcome')

# ======== a task beside the reminder for it (rule 1's phrases)
c('d',"remind me the kids' old uniforms go to the church sale tuesday",SO,'reminder_intention',wd('d','tue'))
c('e',"dont forget it's Serwaa's birthday the 19th",SO,'reminder_intention',nth('e',19),['Serwaa'])
c('f',"tomorrow morning remind me, ceramic coating order needs putting in",S,'reminder_intention',rel('f',1,'09:00'))
c('g',"ping me 8pm so I sign Kwaku's permission slip",SO,'reminder_intention',rel('g',0,'20:00'),['Kwaku'])
c('h',"remind me, Christmas leave form's due in monday",S,'reminder_intention',wd('h','mon'))
c('a',"remind me the Zafira's road tax expires at month end",P_,'reminder_intention',eom('a'))
c('b',"don't forget choir's been moved to friday at 7",SO,'reminder_intention',wd('b','fri','19:00'))
c('c',"remind me van tyres before the Bramhall job",S,'reminder_intention')
c('d',"check the van's tyre pressures before the Bramhall job tomorrow",S,'task',rel('d',1))
c('e',"dont forget Mum wants the photos from Nhyira's sports day",SO,'reminder_intention',['Nhyira'])
c('f',"sign Nhyira up for the holiday club at church",SO,'task',['Nhyira'])
c('g',"remind me 7 o'clock for me tablets",P_,'reminder_intention',rel('g',0,'19:00'))

# ======== a call, text, voice note or email (communication) beside the task it is about
c('h',"call Mum and Dad on whatsapp after church tomorrow",SO,'communication',rel('h',1))
c('a',"whatsapp the lady in Sale back about her booking",S,'communication')
c('b',"emailed Mr Gyamfi all the valeting receipts",S,'communication',['Gyamfi'])
c('c',"sort the valeting receipts into months for the accountant",S,'task')
c('d',"voice note to Kwadwo asking how Dad's scan went",SO,'communication',['Kwadwo'])
c('e',"rang the school about Kwaku's detention, not happy with them",SO,'communication',['Kwaku'])
c('f',"messaged the team group chat, I'm out sunday with the hamstring",SO,'communication')
c('g',"phone the council, they never emptied our bin",P_,'communication')
c('h',"video call to Kumasi tonight, Nhyira wants to show Mum and Dad her dance",SO,'communication',tonight('h'),['Nhyira'])
c('a',"Frimpong's voicemail again, left him a message re servicing the boiler",P_,'communication',['Frimpong'])
c('b',"reply to that google review from the Stockport customer",S,'communication')
c('c',"texted Phil to swap me sunday for a wednesday",S,'communication',['Phil'])
c('d',"label the van's spray bottles, Ebo keeps mixing them up",S,'task',['Ebo'])
c('e',"rang Pastor Boakye to say I'll read at the service",SO,'communication',['Boakye'])

# ======== a decision made beside one still to weigh up (task)
c('f',"no more sunday bookings for the valeting, the Lord's day is the Lord's day",S,'decision_commitment')
c('g',"weigh up if a second van is worth it for the valeting",S,'task')
c('h',"going with the waterless wash products from now, saves hauling the water tank",S,'decision_commitment')
c('a',"told Ryszard I'd do the kit man job this season",SO,'decision_commitment',['Ryszard'])
c('h',"promised Nhyira we'd go to the Christmas lights next saturday",SO,'decision_commitment',wd('h','sat'),['Nhyira'])
c('b',"not doing weekend overtime at the hospital any more, the valets pay better",S,'decision_commitment')
c('c',"weigh up going for the supervisor post before applications close",S,'task')
c('d',"I'm youth fellowship treasurer at church now, said yes, what have I done",SO,'decision_commitment')
c('e',"decided we're all going home to Kumasi at Christmas, whatever the flights cost",SO,'decision_commitment')
c('f',"the Zafira's staying another twelve months, not buying new at these prices",P_,'decision_commitment')

# ======== got and let go (acquisition) beside money as the point (transaction)
c('g',"got a secondhand wet vac off Facebook for the valeting",S,'acquisition_disposition')
c('h',"the Christmas valet vouchers made 640 in a fortnight",S,'transaction')
c('a',"need a dehumidifier, the back bedroom's mould is back",P_,'acquisition_disposition')
c('b',"pick up the ceramic coating kit from the trade counter",S,'acquisition_disposition')
c('c',"send the faulty polisher back to the supplier, it overheats",S,'acquisition_disposition')
c('d',"gave Kwaku's old bike to Elder Darko's grandson",SO,'acquisition_disposition',['Kwaku','Darko'])
c('e',"order Mum and Dad a new fridge, Kwadwo will collect it in Kumasi",SO,'acquisition_disposition',['Kwadwo'])
c('f',"the van needs new wiper blades before the autumn",S,'acquisition_disposition')
c('g',"new school shoes for Nhyira, she's grown again",SO,'acquisition_disposition',['Nhyira'])
c('h',"refunded the Altrincham customer 30, the seats weren't dry",S,'transaction')
c('a',"picked up Dad's blood pressure machine, Fiifi's taking it to Kumasi",SO,'acquisition_disposition',['Fiifi'])
c('b',"dropped me old jackets at the clothes bank",P_,'acquisition_disposition')
c('c',"sold the old pressure washer to a lad in Oldham",S,'acquisition_disposition')

# ======== someone else's news (observation) beside a notable result (milestone)
c('c',"Kwaku got selected for the county under 14s!!",SO,'milestone_outcome',['Kwaku'])
c('d',"Kwaku says half his class have got phones now",SO,'observation_insight',['Kwaku'])
c('e',"Nhyira swam her first 25 metres today",SO,'milestone_outcome',['Nhyira'])
c('f',"Naana's through her driving test in Leeds at the fourth go",SO,'milestone_outcome',['Naana'])
c('g',"Naana's talking about going back to live in Ghana",SO,'observation_insight',['Naana'])
c('h',"hundredth five star review for the valeting",S,'milestone_outcome')
c('a',"most of the valeting bookings come off Facebook not google",S,'observation_insight')
c('b',"ten years portering at the Royal this week, got the long service pin",S,'milestone_outcome')
c('c',"Dad's home from Komfo Anokye, Kwadwo says he's eating again",SO,'observation_insight',['Kwadwo'])
c('d',"Elder Darko's standing down from the church council at the AGM",SO,'observation_insight',['Darko'])
c('e',"got the porter supervisor job, start in August",S,'milestone_outcome')
c('f',"first month the valeting made more than me hospital wages",S,'milestone_outcome')

# ======== a habit or a named instance of it (routine) beside a one-off
c('h',"did the dealership's weekly valets as usual, six cars",S,'routine_activity')
c('a',"van stock check every friday night",S,'routine_activity',OMIT)
c('b',"church at 10 on sunday as usual, I'm on the welcome team",SO,'routine_activity',wd('b','sun','10:00'))
c('h',"took Ekua to her swimming, same every saturday",SO,'routine_activity',['Ekua'])
c('d',"washed and waxed the Zafira on the drive, not been done since winter",P_,'task')
c('e',"friday night prayer meeting at church every week",SO,'routine_activity',OMIT)
c('d',"did me run round Platt Fields like every sunday",P_,'routine_activity')
c('f',"clean out the van properly, it's a tip",S,'task')
c('g',"Sunday league away at Chorlton this sunday, 10.30 ko like always",SO,'routine_activity',wd('g','sun','10:30'))

# ======== reading, watching, classes and library holds (learning)
c('h',"watching youtube on paint correction for the valeting",S,'learning_consumption')
c('a',"started the NVQ in healthcare support, the trust's paying for it",S,'learning_consumption')
c('b',"going through Ruth chapter 2 for bible study on sunday",SO,'learning_consumption',wd('b','sun'))
c('c',"the library's put a Ghanaian cookbook aside for me",P_,'learning_consumption')
c('d',"me and Kwaku watched the Black Stars documentary on netflix",SO,'learning_consumption',['Kwaku'])
c('e',"listening in the van to a podcast for small business owners, loads to learn",S,'learning_consumption')
c('f',"booked meself onto first aid evening classes, just for me",P_,'learning_consumption')

# ======== a feeling stated outright (emotion) beside the fact that causes it (observation)
c('g',"fed up of customers cancelling on the morning",S,'emotion_state')
c('h',"two customers cancelled on the morning this week",S,'observation_insight')
c('a',"worried sick, Kwadwo says Dad's not eating",SO,'emotion_state',['Kwadwo'])
c('b',"Dad's lost a lot of weight, you can see it on the video calls",SO,'observation_insight')
c('c',"so proud of Kwaku, he read the lesson in church without a stumble",SO,'emotion_state',['Kwaku'])
c('d',"homesick for Kumasi today, could murder a plate of waakye",P_,'emotion_state')
c('e',"buzzing with how the ceramic job on the Audi came out",S,'emotion_state')
c('f',"raging, a parking warden ticketed the van outside a customer's in Sale",S,'emotion_state')
c('g',"nervous about the supervisor interview on thursday",S,'emotion_state')
c('h',"chuffed to bits, Frimpong did a mint job on the bathroom",P_,'emotion_state',['Frimpong'])
c('a',"the loft is freezing, nobody can sleep up there in winter",P_,'observation_insight')
c('b',"dreading the rota meeting monday, they're cutting porters again",S,'emotion_state')

# ======== contact cards beside a call to the same person
c('c',"Frimpong the plumber, 07700 900 812, does boilers, Kwasi swears by him",P_,'contact',['Frimpong','Kwasi'])
c('d',"Mrs Pickering in Didsbury, full valet every month, gate code 1984",S,'contact',['Pickering'])
c('e',"Phil's extension on the porters' desk is 4471",S,'contact',['Phil'])
c('f',"Pastor Boakye's changed his number, 07700 900 356",SO,'contact',['Boakye'])
c('g',"Kwadwo's new number in Kumasi is 024 555 0193",SO,'contact',['Kwadwo'])
c('h',"Mr Gyamfi does the valeting's tax, office on Oxford Road, tuesdays only",S,'contact',['Gyamfi'])
c('a',"Yeboah the mechanic's moved, he's in the unit behind the big Asda",P_,'contact',['Yeboah'])
c('b',"Ryszard runs the team, his wife is Ola, they live in Levenshulme",SO,'contact',['Ryszard','Ola'])
c('c',"Dr Amoako at the surgery only does mornings now",P_,'contact',['Amoako'])
c('d',"Bilal on nights is Nkansah's cousin, sound lad, lives in Longsight",S,'contact',['Bilal','Nkansah'])
c('e',"Sister Adomako runs the choir, her email's adomako.choir@gmail.com",SO,'contact',['Adomako'])

# ======== new multi-step projects beside a single task
c('f',"get the valeting a proper website: photos, online booking, card payments",S,'project')
c('g',"Ghana at Christmas: flights, presents for everyone, Dad's 70th in Kumasi",SO,'project')
c('h',"convert the loft: planning, a builder, proper stairs, a velux",P_,'project')
c('a',"end of season do for the team: book a function room, trophies, a DJ",SO,'project')
c('b',"go for the supervisor post: update me CV, do the leadership course, ask Phil for a reference",S,'project',['Phil'])
c('c',"get fit for next season: physio for the hamstring, gym twice a week, no more fizzy drinks",P_,'project')
c('d',"church harvest: yam sale, the auction, food for after",SO,'project')
c('e',"touch up the scratches on the van's back doors",S,'task')

# ======== waits stated as states, with look-alikes that wait on nobody
c('f',"still waiting on HR to sort me back pay from the regrade",S,'transaction',
  wait='HR: back pay from the regrade')
c('g',"Mrs Pickering still owes for her last two valets",S,'transaction',['Pickering'],
  wait='Pickering: payment for the last two valets')
c('h',"Frimpong's meant to be pricing up the new boiler for me",P_,'observation_insight',['Frimpong'],
  wait='Frimpong: price for the new boiler')
c('a',"the new pressure washer comes thursday, tracking says",S,'acquisition_disposition',
  wait='pressure washer (delivery)',exp=wd('a','thu'))
c('b',"Kwadwo still owes me receipts for what the roof cost",SO,'observation_insight',['Kwadwo'],
  wait='Kwadwo: receipts for the roof money')
c('c',"nothing yet from HR since the supervisor interview",S,'observation_insight',
  wait='HR: word on the supervisor interview')
c('d',"waiting on the council to say if Nhyira's got into the secondary we wanted",SO,'observation_insight',['Nhyira'],
  wait="council: secondary school place for Nhyira")
c('e',"Yeboah's had the Zafira since friday, not a peep",P_,'observation_insight',['Yeboah'],
  wait='Yeboah: Zafira repair')
c('f',"van windscreen claim, insurer's still not paid a penny",S,'transaction',
  wait="insurer: payout for the van windscreen")
c('g',"Mum's visa for her visit comes back on the 2nd, the agent says",SO,'observation_insight',
  wait="visa for Mum's visit",exp=nth('g',2))
c('h',"Kwasi's to tell me whether he's in on the second van",S,'observation_insight',['Kwasi'],
  wait='Kwasi: whether he is in on the second van')
c('a',"HMRC owe me a refund on the valeting tax, still nothing",S,'transaction',
  wait='HMRC: refund on the valeting tax')
c('b',"Ebo's still due his money off me, two weekends' worth",S,'transaction',['Ebo'])
c('c',"holding off the loft till after Ghana",P_,'decision_commitment',
  ctx=ctx(p=P(LOFT,GHANA)),par='p1')
c('d',"can't wait to hug Mum and Dad at Christmas",SO,'emotion_state')

# ======== completions of tasks in the context, beside partial look-alikes
c('e',"rang Phil, I'm on days all July now",S,'communication',['Phil'],
  ctx=ctx(t=T("Call Phil about the July rota","Book the Zafira's service")),comp='t1')
c('f',"van insurance paid up, all twelve months in one go",S,'transaction',
  ctx=ctx(t=T("Pay the van insurance","Pump the Zafira's tyres")),comp='t1')
c('g',"fixed the leak on the pressure washer hose, good as new",S,'task',
  ctx=ctx(p=P(WEB,LOFT),t=T("Fix the pressure washer hose",("Pick a booking app","p1"))),comp='t1')
c('h',"Dad's tablet money's gone to Mum",SO,'transaction',
  ctx=ctx(t=T("Send Mum money for Dad's tablets","Clean out the van")),comp='t1')
c('a',"booked all five of us on the Accra flights",SO,'task',
  ctx=ctx(p=P(GHANA,LOFT),t=T(("Book the flights","p1"),("Get a builder's quote","p2"))),comp='t1',par='p1')
c('b',"the function room's booked for the end of season do",SO,'task',
  ctx=ctx(p=P(TEAMDO,WEB),t=T(("Book the function room","p1"),("Pick a web designer","p2"))),comp='t1',par='p1')
c('c',"sold the old wet vac, a fella off Facebook gave me 50",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old wet vac","Order microfibres")),comp='t1')
c('d',"listed the old polisher on Facebook for 60",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old polisher","Pay the council tax")))
c('e',"finished the small business podcast, loads of good tips in it",S,'learning_consumption',
  ctx=ctx(t=T("Finish the small business podcast","Fix the shed door")),comp='t1')
c('f',"half the loft boarded, rest after the summer",P_,'task',
  ctx=ctx(p=P(LOFT,TEAMDO),t=T(("Board the loft","p1"),("Order trophies","p2"))),par='p1')
c('g',"fixed Elder Darko's gutter, he gave me a bag of plantain for it",SO,'task',['Darko'],
  ctx=ctx(t=T("Fix Elder Darko's gutter","Ring Frimpong")),comp='t1')
c('h',"emailed Mr Gyamfi the year's mileage for the van",S,'communication',['Gyamfi'],
  ctx=ctx(t=T("Send Mr Gyamfi the van mileage","Call Mum")),comp='t1')
c('a',"rang Yeboah again about the Zafira, the part's still not come",P_,'communication',['Yeboah'],
  wait='Yeboah: part for the Zafira',ctx=ctx(t=T("Get the Zafira fixed","Pay the electric")))
c('b',"Kwaku's trip money is paid on parentpay",SO,'transaction',['Kwaku'],
  ctx=ctx(t=T("Pay Kwaku's trip money","Book the van MOT")),comp='t1')
c('c',"the supervisor application's gone in, did it online on me break",S,'task',
  ctx=ctx(p=P(SUPER,GHANA),t=T(("Send in the supervisor application","p1"),("Buy presents","p2"))),comp='t1',par='p1')
c('d',"picked up the trophies for the team do",SO,'acquisition_disposition',
  ctx=ctx(p=P(TEAMDO,LOFT),t=T(("Collect the trophies","p1"),("Get a loft quote","p2"))),comp='t1',par='p1')

# ======== belonging to a context project without naming it, beside a look-alike
c('e',"the booking app costs 15 a month plus card fees",S,'observation_insight',
  ctx=ctx(p=P(WEB,LOFT)),par='p1')
c('f',"builder says the velux on its own is 900",P_,'observation_insight',
  ctx=ctx(p=P(WEB,LOFT)),par='p2')
c('g',"Dad wants jollof and goat at the 70th, nothing less",SO,'observation_insight',
  ctx=ctx(p=P(GHANA,TEAMDO)),par='p1')
c('h',"the leadership course for the supervisor post is three wednesdays in January",S,'learning_consumption',
  ctx=ctx(p=P(SUPER,GHANA)),par='p1')
c('a',"physio says no kicking a ball for six weeks",P_,'observation_insight',
  ctx=ctx(p=P(FIT,TEAMDO)),par='p1')
c('b',"get the lots together for the harvest auction",SO,'task',
  ctx=ctx(p=P(HARVEST,WEB)),par='p1')
c('c',"Kwasi's bought a new Range Rover, black on black",SO,'observation_insight',['Kwasi'],
  ctx=ctx(p=P(WEB,HARVEST)))
c('d',"Jermaine's dad can do the trophies at cost if we order by june",SO,'observation_insight',['Jermaine'],
  ctx=ctx(p=P(TEAMDO,FIT)),par='p1')

# ======== dictated without punctuation
c('e',"remind me tomorrow ring the lady in Sale she wants her seats shampooed",S,'reminder_intention',rel('e',1))
c('f',"Ekua was coughing all night took her down the walk in centre they said its viral",SO,'observation_insight',['Ekua'])
c('g',"van battery was flat this morning had to jump it off the Zafira lost an hour",S,'observation_insight')
c('h',"Pastor Boakye wants all the men at the prayer breakfast saturday 8am i said yes",SO,'decision_commitment',wd('h','sat','08:00'),['Boakye'])
c('a',"Dad sounded tired when we spoke yesterday Kwadwo says its the new tablets",SO,'observation_insight',['Kwadwo'])
c('b',"first time the valeting took more than 2k in a month chale",S,'milestone_outcome')
c('c',"back gate's hanging off need to put new hinges on it before it goes",P_,'task')
c('d',"Kwaku left his boots at training again thats twice this month",SO,'observation_insight',['Kwaku'])

# ======== appointments and bookings stated as facts, with a time
c('e',"dentist thursday at 4.20",P_,'task',wd('e','thu','16:20'))
c('f',"Nhyira's parents evening monday at 6",SO,'task',wd('f','mon','18:00'),['Nhyira'])
c('g',"full valet in Hale Barns tomorrow at 8, a Range Rover",S,'task',rel('g',1,'08:00'))
c('h',"the Zafira's in with Yeboah wednesday morning",P_,'task',wd('h','wed','09:00'),['Yeboah'])
c('a',"supervisor interview friday at 11 in the estates office",S,'task',wd('a','fri','11:00'))
c('b',"Dr Amoako tuesday 9.10 for me bloods",P_,'task',wd('b','tue','09:10'),['Amoako'])
c('h',"Ekua's nativity at the nursery thursday at 2, I've swapped me shift",SO,'task',wd('h','thu','14:00'),['Ekua'])
c('d',"team photo next sunday at 10, an hour before kick off",SO,'task',wd('d','sun','10:00'))
c('e',"Jermaine's Golf is in for a valet saturday at 9",S,'task',sat('e','09:00'),['Jermaine'])
c('f',"Kwabs is doing a barbecue sunday, bring drinks",SO,'task',wd('f','sun'),['Kwabs'])

write_split_set(os.path.dirname(os.path.abspath(__file__)), 55, cases)
