# Writes thoughts-fresh-hard.jsonl: a third fresh labelled set (issue 10), written after the
# tune/held sets by ../../../shared/eval/GUIDELINES.md with its Clarifications, with the hard
# phrasings issue 10 lists. Dates are computed here by the guideline's rules.
# Run: python3 eval-fresh/author_hard.py (from packages/classifier).
import json, datetime as dt, os
NOW = {
 'a':("2026-02-10T07:55:00","America/Halifax"),    # Tue
 'b':("2026-04-23T12:40:00","America/Halifax"),    # Thu
 'c':("2026-06-06T10:15:00","America/Halifax"),    # Sat
 'd':("2026-08-31T17:30:00","America/Halifax"),    # Mon
 'e':("2026-10-02T21:10:00","America/Halifax"),    # Fri
 'f':("2026-11-15T15:05:00","America/Halifax"),    # Sun
 'g':("2026-12-09T09:45:00","America/Halifax"),    # Wed
 'h':("2026-01-14T18:20:00","America/Halifax"),    # Wed
 'i':("2026-07-27T07:35:00","America/Halifax"),    # Mon
 'j':("2026-05-29T16:10:00","America/Halifax"),    # Fri
 'l':("2026-05-13T08:05:00","Europe/London"),      # Wed
 'k':("2026-09-24T19:20:00","Asia/Kolkata"),       # Thu
 's':("2026-03-03T06:50:00","Australia/Sydney"),   # Tue
 'n':("2026-07-10T13:35:00","America/New_York"),   # Fri
 'z':("2026-01-26T20:05:00","Europe/Berlin"),      # Mon
 'x':("2026-10-19T11:25:00","America/Los_Angeles"),# Mon
}
DAYS=['mon','tue','wed','thu','fri','sat','sun']
def today(k): return dt.date.fromisoformat(NOW[k][0][:10])
def fmt(d,t): return d.isoformat()+(' '+t if t else '')
def wd(k,day,t=None):
  """A bare weekday: the next such day that is not today (GUIDELINES 4.2)."""
  d=today(k); n=DAYS.index(day); delta=(n-d.weekday())%7 or 7
  return fmt(d+dt.timedelta(days=delta),t)
def rel(k,n,t=None): return fmt(today(k)+dt.timedelta(days=n),t)
def sat(k,t=None):
  """'this weekend': the coming Saturday."""
  return wd(k,'sat',t)
def on(date,t=None): return date+(' '+t if t else '')
OMIT='OMIT'
cases=[]
def c(k,text,dom,et,sched=None,ents=(),ctx=None,prio=None,wait=None,exp=None,comp=None,par=None):
  now,tz=NOW[k]
  e={'domain':dom,'event_type':et,'is_container':et in('project','contact')}
  if sched!=OMIT: e['scheduled_local']=sched
  e['entities']=list(ents)
  if prio: e['priority']=prio
  e['waiting_for']=wait
  if exp: e['expected_date']=exp
  e['completes']=comp; e['parent']=par
  cases.append({'text':text,'now':now,'timezone':tz,'context':ctx or {},'expect':e})
def T(*ts): return [{'id':f't{i+1}','title':t[0],'parent_id':t[1]} if isinstance(t,tuple) else {'id':f't{i+1}','title':t,'parent_id':None} for i,t in enumerate(ts)]
def P(*ps): return [{'id':f'p{i+1}','title':p} for i,p in enumerate(ps)]
def C(*cs): return [{'id':f'c{i+1}','name':n,'relation':r} for i,(n,r) in enumerate(cs)]
def ctx(p=None,t=None,co=None):
  o={}
  if p: o['projects']=p
  if t: o['tasks']=t
  if co: o['contacts']=co
  return o

# ---- task
c('a',"gotta defrost the chest freezer b4 saturday its iced up solid",'personal','task',wd('a','sat'))
c('l',"re-pot the monstera this weekend, the roots are poking out the bottom",'personal','task',sat('l'))
c('d',"clear the leaves off the shed roof before the storm on thursday",'personal','task',wd('d','thu'),ctx=ctx(p=P("Q4 sales kickoff"),t=T("Renew the car insurance")))
c('n',"bathroom fan finally got rewired, no more humming 🙌",'personal','task',None,ctx=ctx(t=T("Fix the bathroom extractor fan","Buy a new shower curtain")),comp='t1')
c('b',"take the dog's blankets to the laundromat tmrw",'personal','task',rel('b',1))
c('s',"fix the flyscreen on the back door this arvo",'personal','task',on(today('s').isoformat(),'15:00'))
c('g',"help Ishbel put together the bunk beds for her twins saturday afternoon",'social','task',wd('g','sat','15:00'),['Ishbel'],ctx=ctx(co=C(("Ishbel Nair","friend"))))
c('f',"sign Caius's form for the aquarium excursion by wednesday",'social','task',wd('f','wed'),['Caius'],ctx=ctx(co=C(("Caius Rossi","son"))))
c('k',"top priority prepare the handover notes before i go on leave on the 30th",'systems','task',"2026-09-30",prio='high')
c('x',"merged the fix for the timezone bug in the booking calendar, CI is green",'systems','task',None,ctx=ctx(p=P("Booking platform cleanup","Garage shelving"),t=T(("Fix the timezone bug in the booking calendar","p1"),("Write the migration runbook","p1"))),comp='t1',par='p1')
c('z',"print the boarding passes for the Krakow trip tomorrow morning",'personal','task',rel('z',1,'09:00'))
c('e',"the hedge is trimmed and the clippings are bagged 👍",'personal','task',None,ctx=ctx(t=T("Trim the front hedge","Oil the garden bench")),comp='t1')
c('c',"water Bunmi's tomatoes on monday while she's camping",'social','task',wd('c','mon'),['Bunmi'])
c('b',"urgent update the risk register for the vendor audit before friday's steering meeting",'systems','task',wd('b','fri'),prio='urgent')
c('a',"swap the wiper blades on the car theyre streaking, no rush",'personal','task',None,prio='low')
c('i',"book the structural engineer to look at the loft joists",'personal','task',None,ctx=ctx(p=P("Loft bedroom conversion","Book club hosting")),par='p1')
c('h',"the car sailed through its inspection, not a single advisory",'personal','task',None,ctx=ctx(t=T("Get the car through its safety inspection","Top up the washer fluid")),comp='t1')
c('j',"booked the movers for the 14th, 8am start",'personal','task',on('2026-06-14','08:00'),ctx=ctx(p=P("Move to Calgary","Team newsletter")),par='p1')
c('x',"critical: rotate the leaked API key before the 5pm deploy today",'systems','task',on(today('x').isoformat(),'17:00'),prio='urgent')
c('h',"the onboarding email sequence is out the door at last",'systems','task',None,ctx=ctx(p=P("Customer onboarding revamp","Basement damp"),t=T(("Finish the onboarding email sequence","p1"),("Record the welcome video","p1"))),comp='t1',par='p1')
c('d',"officially booked the venue for the staff awards night",'systems','task',None,ctx=ctx(p=P("Staff awards night","Fix the fence"),t=T(("Book a venue","p1"),("Order the trophies","p1"))),comp='t1',par='p1')
c('g',"Zofia's wedding card is in the post",'social','task',None,['Zofia'],ctx=ctx(t=T("Send Zofia a wedding card","Buy stamps"),co=C(("Zofia Haddad","cousin"))),comp='t1')
c('j',"boiler service is done, the engineer says it's good for another year",'personal','task',None,ctx=ctx(t=T("Get the boiler serviced","Bleed the radiators")),comp='t1')
c('i',"booked my own dental checkup for the 4th",'personal','task',"2026-08-04",ctx=ctx(t=T("Book Ava's dentist appointment","Renew the gym pass"),co=C(("Ava Morin","daughter"))))
c('c',"wrote the bit about the camping trip for the speech, still needs to be funnier",'social','task',None,ctx=ctx(p=P("Best man speech for Josh","Clean the gutters")),par='p1')
c('k',"IT says the new desks need double sockets, ask facilities to sort it",'systems','task',None,ctx=ctx(p=P("Office move to Dock Street","Diwali shopping")),par='p1')
c('f',"fill in the adoption form for the greyhound rescue",'personal','task',None,ctx=ctx(p=P("Adopt a rescue dog","Year-end client gifts")),par='p1')
c('b',"follow up bloods in two weeks, need to book them",'personal','task',rel('b',14))
c('e',"medium priority tidy up the shared drive folders before the audit",'systems','task',None,prio='medium')
# ---- reminder_intention
c('a',"remind me thursday 7am to shift the car for the street sweeper",'personal','reminder_intention',wd('a','thu','07:00'))
c('e',"don't let me forget the school photo money monday",'social','reminder_intention',wd('e','mon'))
c('k',"ping me at 10pm to get the lamb out of the freezer",'personal','reminder_intention',on(today('k').isoformat(),'22:00'))
c('s',"tmrw night remind me to text Lachlan about borrowing the ute",'social','reminder_intention',rel('s',1,'20:00'),['Lachlan'],ctx=ctx(co=C(("Lachlan Burke","mate"))))
c('g',"don't forget the team secret santa gift b4 the 18th",'systems','reminder_intention',"2026-12-18")
c('x',"remind me to renew the bakery website domain before it lapses on Nov 2",'systems','reminder_intention',"2026-11-02",ctx=ctx(p=P("Bakery website","Kids' room paint")),par='p1')
c('n',"remind me in 40 mins to flip the laundry",'personal','reminder_intention',rel('n',0,'14:15'))
c('f',"ping me friday to ask Haruto's mum about the carpool",'social','reminder_intention',wd('f','fri'),['Haruto'])
c('z',"remind me the cleaner comes wednesday so the spare key has to go under the pot",'personal','reminder_intention',wd('z','wed'))
c('h',"dont forget to log my mileage for the Moncton client visit",'systems','reminder_intention',None)
c('l',"remind me half 3 to ring the garage about the clutch",'personal','reminder_intention',on(today('l').isoformat(),'15:30'))
c('b',"remind me to submit the hotel expense claim before the month is out",'systems','reminder_intention',"2026-04-30")
c('c',"sunday evening remind me the green bin goes out",'personal','reminder_intention',wd('c','sun','19:00'))
c('k',"don't forget Anjali and Rohit's anniversary dinner on the 3rd",'social','reminder_intention',"2026-10-03",['Anjali','Rohit'])
c('e',"remind me to check the volunteer roster for the harvest fair saturday",'social','reminder_intention',wd('e','sat'))
c('n',"remind me to cancel the streaming trial before it charges me on the 14th",'personal','reminder_intention',"2026-07-14")
c('c',"next thursday 11am ping me to book the MRI follow up",'personal','reminder_intention',wd('c','thu','11:00'))
c('j',"remind me 5ish to put the slow cooker on",'personal','reminder_intention',on(today('j').isoformat(),'17:00'))
c('d',"remind me whenever to look into moving my old pension",'personal','reminder_intention',None,prio='low')
# ---- communication
c('a',"ring the vet when they open at 8, Tofu's limping again",'personal','communication',on(today('a').isoformat(),'08:00'),ctx=ctx(t=T("Call the vet about Tofu's limp","Buy cat litter")))
c('d',"emailed the letting agent about the damp patch in the back bedroom, no answer yet",'personal','communication',None,wait="letting agent: answer about the damp patch")
c('z',"quick call with Jonas from procurement tmrw 9:30 re the licence renewal",'systems','communication',rel('z',1,'09:30'),['Jonas'],ctx=ctx(p=P("Software licence renewal","Potting shed repairs")),par='p1')
c('k',"video call with nani sunday 11am she wants to see the new flat",'social','communication',wd('k','sun','11:00'))
c('l',"rang the surgery and got a GP appointment for the 2nd",'personal','communication',"2026-06-02",ctx=ctx(t=T("Book a GP appointment about my knee","Collect the prescription")),comp='t1')
c('b',"text Perpetua tonight that we'll bring the salad",'social','communication',on(today('b').isoformat(),'20:00'),['Perpetua'])
c('x',"left Sunniva a voicemail about moving our 1:1, she's out till thursday",'systems','communication',None,['Sunniva'])
c('s',"facetime the grandkids before their bedtime tonight",'social','communication',on(today('s').isoformat(),'20:00'))
c('g',"important: message the school re Ivy's allergy plan before monday",'social','communication',wd('g','mon'),['Ivy'],prio='high')
c('n',"msg the plumber to check he's still coming tues 8am",'personal','communication',wd('n','tue','08:00'))
c('f',"had a long chat with my sister about dad's care home options",'social','communication',None)
c('c',"whatsapp the stallholders group about the new pitch layout for my stall",'systems','communication',None)
c('k',"call with the Hyderabad supplier got preponed to monday 4pm",'systems','communication',wd('k','mon','16:00'))
c('d',"ring Consuelo back, she called twice while I was at the dentist",'social','communication',None,['Consuelo'],ctx=ctx(co=C(("Consuelo Delgado","aunt"))))
c('z',"emailed the quarterly numbers to Ingo, he'll reply with comments by friday",'systems','communication',None,['Ingo'],wait="Ingo: feedback on the quarterly numbers",exp=wd('z','fri'))
c('i',"texted Fenna about the spare bike, no reply yet",'social','communication',None,['Fenna'],ctx=ctx(co=C(("Fenna de Vries","friend"))),wait="Fenna: reply about the spare bike")
c('h',"chased Saanvi again for the signed NDA, still nothing",'systems','communication',None,['Saanvi'],ctx=ctx(t=T("Get the signed NDA from Saanvi","Book the pilot kickoff")),wait="Saanvi: signed NDA")
c('e',"call with the architect Friday Oct 16, 2pm, about the extension drawings",'personal','communication',on('2026-10-16','14:00'))
c('b',"call the insurance people today!! the claim window closes",'personal','communication',today('b').isoformat(),prio='urgent')
# ---- project
c('b',"plan the allotment for this year: raised beds, compost bays, a water butt and netting",'personal','project',None)
c('e',"organising the street's autumn lantern walk - map the route, get flyers printed, sort a cocoa rota",'social','project',None,ctx=ctx(p=P("Bathroom refit")))
c('x',"new project: move the team's dashboards off the old BI tool - inventory, pick a replacement, migrate, sunset",'systems','project',None)
c('k',"we're redoing the balcony garden — planters, drip irrigation and some fairy lights",'personal','project',None)
c('n',"Mila's 10th birthday on the 25th: bowling lanes, cake order, goodie bags, invites",'social','project',"2026-07-25",['Mila'])
c('a',"start prepping for CFA level 1 in may: buy the curriculum, book the date, 2 readings a week",'systems','project',None)
c('g',"sort out moving mum into the granny flat: clear it, fit grab rails, get the internet connected",'social','project',None)
c('z',"set up an etsy shop for my linocut prints - shoot the photos, work out prices, source mailers, list the first ten",'systems','project',None,ctx=ctx(p=P("Flat deposit savings")))
c('l',"get the house ready to sell: declutter, repaint the hall, fix the fence, get three agents round",'personal','project',None)
c('d',"plan the engineering away day: venue, agenda, someone to run a workshop, dinner after",'systems','project',None)
c('f',"surprise 40th for Florian — book the back room at the pub, collect old photos, invite his uni mates",'social','project',None,['Florian'])
c('c',"i want to turn the spare room into a little home gym rack mats mirror better lighting someday",'personal','project',None,prio='low')
c('s',"organise the working bee at the community garden on the 21st: tools, morning tea, a volunteer list",'social','project',"2026-03-21")
# ---- routine_activity
c('a',"did my 20 min stretch routine again before work",'personal','routine_activity',None)
c('x',"weekly pipeline review with sales is wednesdays 10am",'systems','routine_activity',OMIT)
c('l',"sunday roast at mum's as usual",'social','routine_activity',wd('l','sun'))
c('k',"evening walk around the colony park done, 6k steps",'personal','routine_activity',None)
c('b',"tomorrow's the usual friday team lunch, 12:30",'systems','routine_activity',rel('b',1,'12:30'))
c('g',"swim squad tonight at 7:30 like every wednesday",'personal','routine_activity',on(today('g').isoformat(),'19:30'))
c('f',"meal prepped for the week same as every sunday dal rice roast veg",'personal','routine_activity',None)
c('z',"first thing every monday: clear the inbox and plan the week",'systems','routine_activity',OMIT)
c('c',"mowed the lawn, the saturday ritual 🌱",'personal','routine_activity',None)
c('e',"school run's on me monday, Shireen has an early shift",'social','routine_activity',wd('e','mon'),['Shireen'],ctx=ctx(co=C(("Shireen Okoye","partner"))))
c('b',"journaled before bed again, 12 nights straight",'personal','routine_activity',None)
c('s',"thursday bin night as usual, it's recycling this week",'personal','routine_activity',wd('s','thu'))
c('d',"long run with the club this morning, the usual 14k loop",'personal','routine_activity',None)
c('f',"pilates on tuesday 6:15pm like every week",'personal','routine_activity',wd('f','tue','18:15'))
c('j',"week 5 run 2 done, the 20 min continuous one nearly killed me",'personal','routine_activity',None,ctx=ctx(p=P("Couch to 10k","Client portal v2")),par='p1')
# ---- contact
c('a',"Dr Mahnaz Haidari - new GP at the Quinpool clinic, fax 902 555 0187",'personal','contact',None,['Mahnaz Haidari'])
c('l',"our new cleaner is Bogdana, comes tuesdays, mobile 07700 900461",'personal','contact',None,['Bogdana'])
c('k',"Raghav (Tanvi's husband) works at Infosys in Pune, loves cricket, vegetarian",'social','contact',None,['Raghav','Tanvi'],ctx=ctx(co=C(("Tanvi Rao","friend"))))
c('n',"Shauna Boyle, recruiter at Northgate Search - shauna.boyle@northgatesearch.io",'systems','contact',None,['Shauna Boyle'])
c('e',"gardener Samir has a new mobile: 902-555-0144",'personal','contact',None,['Samir'])
c('g',"Kaito's mum is Emiko, she does the tuesday pickup, allergic to dogs",'social','contact',None,['Kaito','Emiko'])
c('z',"Wiebke Hahn is our new contact at Brandt Logistics, prefers calls to email",'systems','contact',None,['Wiebke Hahn'])
c('s',"tradie Brett for the retaining wall - rec from Kylie next door - 0412 555 019",'personal','contact',None,['Brett','Kylie'])
c('b',"Oona moved to 14 Larch Crescent, flat 2",'social','contact',None,['Oona'],ctx=ctx(co=C(("Oona Byrne","friend"))))
c('x',"Desmond Achebe - freelance video editor, cut our Q3 promo, day rate 650",'systems','contact',None,['Desmond Achebe'])
c('c',"Lupita the new dog walker: weekdays at noon, text only, 555-0172",'personal','contact',None,['Lupita'])
c('d',"Colm is my manager's new exec assistant, runs her calendar now",'systems','contact',None,['Colm'])
# ---- decision_commitment
c('b',"decided we're skipping the cruise this year and doing a cheap camping week instead",'personal','decision_commitment',None)
c('k',"going with the 2BHK in Baner, told the broker yes 🙌",'personal','decision_commitment',None,ctx=ctx(p=P("Find a flat in Pune","Q3 vendor review"),t=T(("Pack the kitchen","p1"))),par='p1')
c('z',"not renewing the agency retainer in march, told Lotte today",'systems','decision_commitment',None,['Lotte'])
c('n',"promised Wen i'd run the bake sale table at the block party",'social','decision_commitment',None,['Wen'])
c('s',"ok no more takeaway on weeknights, cooking from monday",'personal','decision_commitment',wd('s','mon'))
c('e',"signed up to mentor two juniors at work next quarter, no wriggling out of it now",'systems','decision_commitment',None)
c('g',"Hettie and I agreed her family gets christmas and mine gets boxing day",'social','decision_commitment',None,['Hettie'])
c('a',"going fixed for 5 years on the remortgage, done deciding",'personal','decision_commitment',None,ctx=ctx(p=P("Remortgage the house","Spring product catalogue"),t=T(("Choose fixed or tracker rate","p1"),("Send payslips to the broker","p1"))),comp='t1',par='p1')
c('x',"we're picking Vercel over self hosting for the marketing site",'systems','decision_commitment',None,ctx=ctx(p=P("Marketing site rebuild","Garage shelving"),t=T(("Decide on hosting for the site","p1"),("Write the launch blog post","p1"))),comp='t1',par='p1')
c('l',"not going to the reunion in the end, told Gemma I can't face it",'social','decision_commitment',None,['Gemma'])
c('d',"committing to the 6am gym slot mon wed fri starting next monday",'personal','decision_commitment',wd('d','mon'))
c('f',"told the PTA i'd run the raffle again this year",'social','decision_commitment',None)
c('c',"the old car stays another year, we're not upgrading, decided",'personal','decision_commitment',None)
c('h',"decided on sage green for the study walls",'personal','decision_commitment',None,ctx=ctx(p=P("Study makeover","Annual report"),t=T(("Pick a paint colour for the study","p1"),("Order a desk lamp","p1"))),comp='t1',par='p1')
c('i',"told Petra yes to the job, now waiting on the contract from HR",'systems','decision_commitment',None,['Petra'],wait="HR: contract")
# ---- learning_consumption
c('l',"halfway through the Power BI course the boss made mandatory for the team",'systems','learning_consumption',None)
c('a',"reading The Body Keeps the Score for me not for work, 40 pages in",'personal','learning_consumption',None)
c('k',"watched a youtube series on GST filing for the shop",'systems','learning_consumption',None)
c('n',"library hold came in, the third Murderbot book",'personal','learning_consumption',None)
c('g',"spanish evening class at the community centre tonight 7pm, lesson 4",'personal','learning_consumption',on(today('g').isoformat(),'19:00'))
c('z',"finished module 3 of the AWS architect course on the train home",'systems','learning_consumption',None,ctx=ctx(p=P("Cloud architect certification","Bathroom tiles"),t=T(("Book the exam date","p1"))),par='p1')
c('e',"listening to a true crime podcast on the drive, ep 6 of 10",'personal','learning_consumption',None)
c('s',"doing the barista course saturday 9am so i can pick up shifts at the cafe",'systems','learning_consumption',wd('s','sat','09:00'))
c('d',"reading the client's brand guidelines before the kickoff on thursday",'systems','learning_consumption',wd('d','thu'),ctx=ctx(p=P("Fernhill rebrand","Pool cleaning")),par='p1')
c('b',"watched two hours of sourdough shaping videos instead of sleeping lol",'personal','learning_consumption',None)
c('x',"need to finish the data privacy training by friday or HR will chase, medium priority",'systems','learning_consumption',wd('x','fri'),prio='medium')
c('f',"the kids and I are reading the hobbit at bedtime, chapter 7 tonight",'social','learning_consumption',on(today('f').isoformat(),'20:00'))
c('c',"done with Kafka on the Shore at last, what an ending",'personal','learning_consumption',None,ctx=ctx(t=T("Finish Kafka on the Shore","Return the library DVDs")),comp='t1')
c('j',"got put on the waiting list for the pottery wheel course, they'll email if a spot opens",'personal','learning_consumption',None,wait="pottery studio: spot on the wheel course")
c('i',"booked the day skipper theory course for september",'personal','learning_consumption',None,ctx=ctx(p=P("Learn to sail","Supplier audit")),par='p1')
# ---- milestone_outcome
c('k',"Aarav cleared JEE and got a seat at IIT Madras!!",'social','milestone_outcome',None,['Aarav'])
c('n',"got my black belt after six years of karate 🥋",'personal','milestone_outcome',None)
c('z',"we closed the Brandt deal, biggest contract this year",'systems','milestone_outcome',None,ctx=ctx(p=P("Brandt Logistics pitch","Ski trip")),par='p1')
c('s',"first ocean swim without panicking, 800m!",'personal','milestone_outcome',None)
c('g',"the shop hit 1000 orders this year",'systems','milestone_outcome',None,ctx=ctx(p=P("Sudsy Hollow soap shop","Loft insulation")),par='p1')
c('l',"Evie said her first proper word today, it was dog 😭",'social','milestone_outcome',None,['Evie'])
c('a',"passed the theory half of the driving test, first attempt",'personal','milestone_outcome',None)
c('d',"the new checkout flow went live, conversion is up already",'systems','milestone_outcome',None)
c('b',"silver anniversary today, me and Dev, 25 years 💍",'social','milestone_outcome',None,['Dev'])
c('x',"first half ironman done, 6:12 😮‍💨",'personal','milestone_outcome',None)
c('e',"Soraya's bakery got a 5 star hygiene rating",'social','milestone_outcome',None,['Soraya'],ctx=ctx(co=C(("Soraya Amiri","friend"))))
c('f',"got the promotion to senior analyst",'systems','milestone_outcome',None)
c('c',"our street won best kept garden in the borough",'social','milestone_outcome',None)
c('h',"Takumi's wife had the baby, a little girl!",'social','milestone_outcome',None,['Takumi'],ctx=ctx(t=T("Return Takumi's drill","Clean the car"),co=C(("Takumi Mori","neighbour"))))
c('i',"got the offer from Lumen, the written version should land by thursday",'systems','milestone_outcome',None,wait="Lumen: written offer",exp=wd('i','thu'))
# ---- observation_insight
c('b',"the heat pump uses way more power on the eco setting, weird",'personal','observation_insight',None)
c('z',"tickets spike every monday after the weekend deploys, worth moving deploys to tuesday",'systems','observation_insight',None)
c('k',"the maid comes late whenever it rains, traffic i guess",'personal','observation_insight',None)
c('n',"Leif seems way happier since he switched teams",'social','observation_insight',None,['Leif'],ctx=ctx(co=C(("Leif Sandvik","friend"))))
c('e',"most of the bake sale money came in after 2pm, next year start later",'social','observation_insight',None)
c('s',"noticed the kids sleep better on days they've been at the beach",'social','observation_insight',None)
c('g',"idea: let customers pre-order the christmas boxes with a deposit",'systems','observation_insight',None,ctx=ctx(p=P("Gift box side business","Repaint the hallway")),par='p1')
c('l',"the big tesco is cheaper for washing powder than the local one by about 2 quid",'personal','observation_insight',None)
c('a',"every time I skip breakfast I get a migraine by 3",'personal','observation_insight',None)
c('x',"our sprint velocity drops every time someone's on call",'systems','observation_insight',None)
c('d',"grocery bill's up about 40 a week since school started, the kids eat everything",'personal','observation_insight',None)
c('c',"the neighbour's wifi is called FBI_Van_3 lol",'social','observation_insight',None)
c('j',"shortlist is down to Aoife and Rahul, references next",'systems','observation_insight',None,['Aoife','Rahul'],ctx=ctx(p=P("Hire a junior designer","Patio lights")),par='p1')
# ---- emotion_state
c('e',"so anxious about the restructure announcement monday i can't eat",'systems','emotion_state',None)
c('k',"honestly burnt out from back to back client calls all week",'systems','emotion_state',None)
c('l',"chuffed to bits with how the garden's come on",'personal','emotion_state',None)
c('a',"so proud of Graciela for speaking up at the town hall meeting",'social','emotion_state',None,['Graciela'],ctx=ctx(co=C(("Graciela Lopes","daughter"))))
c('n',"dreading the calibration meeting thursday, pretty sure i'm getting an average rating",'systems','emotion_state',None)
c('z',"fed up, STILL no heating fix from the landlord, third week now",'personal','emotion_state',None,wait="landlord: heating repair")
c('s',"gutted Kai can't make it to the wedding after all",'social','emotion_state',None,['Kai'])
c('g',"oddly calm about the house move for once",'personal','emotion_state',None)
c('b',"feel guilty i haven't visited gran in a month",'social','emotion_state',None)
c('x',"stressed about the launch, i'm literally dreaming about bug tickets",'systems','emotion_state',None)
c('d',"so relieved the scan showed nothing nasty",'personal','emotion_state',None)
c('f',"lonely since Obinna moved to Lagos, the flat's too quiet",'social','emotion_state',None,['Obinna'])
c('h',"so grateful Emre gave me a lift for my 6am flight",'social','emotion_state',None,['Emre'],ctx=ctx(t=T("Ask Emre about borrowing the ladder","Pack for the trip"),co=C(("Emre Aydin","friend"))))
# ---- transaction
c('a',"paid the water and sewer bill, $212.40",'personal','transaction',None,ctx=ctx(t=T("Pay the water bill","Pay the phone bill")),comp='t1')
c('l',"still no refund from the airline for the cancelled Seville flight, 6 weeks now",'personal','transaction',None,wait="airline: refund for the cancelled Seville flight")
c('k',"sent 15k to papa for the roof repair back home",'social','transaction',None)
c('n',"invoiced Greenleaf Dental for the June retainer, $2,400",'systems','transaction',None)
c('s',"car rego direct debit comes off on the 15th, $812",'personal','transaction',"2026-03-15")
c('e',"reimbursement for the Ottawa trip hit my account, $643",'systems','transaction',None)
c('g',"pay the window cleaner $30 cash on thursday",'personal','transaction',wd('g','thu'))
c('z',"the client in Graz hasn't paid invoice 2231, 45 days overdue",'systems','transaction',None,wait="client in Graz: payment of invoice 2231")
c('b',"moved $500 into the emergency fund like i said i would",'personal','transaction',None)
c('x',"stripe payout of $1,870 landed for the course sales",'systems','transaction',None,ctx=ctx(p=P("Online watercolour course","Sort the attic")),par='p1')
c('d',"rent's due on the 1st, $1,650, transfer it sunday",'personal','transaction',wd('d','sun'))
c('f',"sold 14 jars at the craft market today, $266 takings",'systems','transaction',None)
c('c',"tipped the removal guys $60 each, they were brilliant",'personal','transaction',None)
c('i',"the insurer still hasn't paid out for the hail damage",'personal','transaction',None,wait="insurer: hail damage payout")
c('h',"sent mum the money for her flights ✅",'social','transaction',None,ctx=ctx(t=T("Send mum money for her flights","Call the bank about the card")),comp='t1')
c('j',"still waiting for the tax refund, CRA says 8 weeks",'personal','transaction',None,wait="CRA: tax refund")
# ---- acquisition_disposition
c('b',"kettle's leaking, need a new one, low priority",'personal','acquisition_disposition',None,prio='low')
c('z',"ordered a standing desk for the home office through the company budget",'systems','acquisition_disposition',None)
c('n',"collected the dry cleaning and my new glasses",'personal','acquisition_disposition',None)
c('k',"selling my old scooter on OLX, listed it for 18k",'personal','acquisition_disposition',None)
c('s',"grab something lego for Hamish's birthday",'social','acquisition_disposition',None,['Hamish'])
c('e',"donated the old sofa to the hospice shop, they collected it this morning",'personal','acquisition_disposition',None)
c('g',"out of toner at the office, order more asap",'systems','acquisition_disposition',None,prio='urgent')
c('l',"returned the wrong size wellies, refund in 5-7 days",'personal','acquisition_disposition',None,wait="shop: refund for the wellies")
c('a',"the replacement dishwasher rack is backordered till march",'personal','acquisition_disposition',None,wait="replacement dishwasher rack (backorder)")
c('x',"bought 200 shipping mailers for the print shop",'systems','acquisition_disposition',None,ctx=ctx(p=P("Risograph print shop","Sort the attic")),par='p1')
c('d',"collecting a secondhand lawnmower from a guy in Dartmouth saturday morning",'personal','acquisition_disposition',wd('d','sat','09:00'))
c('f',"need new shin pads for Rufus before the tournament on the 28th",'social','acquisition_disposition',"2026-11-28",['Rufus'],ctx=ctx(co=C(("Rufus Brennan","son"))))
c('c',"the treadmill's gone, someone off marketplace took it for free",'personal','acquisition_disposition',None)
c('j',"the vanity unit and the mixer tap arrived, just the tiles to come",'personal','acquisition_disposition',None,ctx=ctx(p=P("Bathroom refit","Quarterly board pack")),wait="tiles (delivery)",par='p1')
c('i',"ordered the cake for grandpa's 80th, lemon drizzle",'social','acquisition_disposition',None,ctx=ctx(p=P("Grandpa's 80th","Server migration"),t=T(("Order the cake","p1"),("Book the function room","p1"))),comp='t1',par='p1')
c('h',"picked up the donated shelving for the community fridge",'social','acquisition_disposition',None,ctx=ctx(p=P("Community fridge launch","Renew my passport")),par='p1')
c('e',"bought the paint for the fence, painting it is another story",'personal','acquisition_disposition',None,ctx=ctx(t=T("Paint the back fence","Clean the windows")))
c('b',"pick up the prescription the day after tomorrow, it isn't ready yet",'personal','acquisition_disposition',rel('b',2))
c('i',"the sofa's still not here, store says end of next week",'personal','acquisition_disposition',None,wait="store: sofa delivery")

if __name__ == "__main__":
  here = os.path.dirname(os.path.abspath(__file__))
  with open(os.path.join(here, "thoughts-fresh-hard.jsonl"), "w") as f:
    for i, cs in enumerate(cases):
      f.write(json.dumps({"id": f"fx{i+1:03d}", **cs}, ensure_ascii=False) + "\n")
  from collections import Counter
  print(len(cases), Counter(c['expect']['event_type'] for c in cases), Counter(c['expect']['domain'] for c in cases))
  print('parent', sum(1 for c in cases if c['expect']['parent']), 'completes', sum(1 for c in cases if c['expect']['completes']), 'waiting', sum(1 for c in cases if c['expect']['waiting_for']), 'sched', sum(1 for c in cases if c['expect'].get('scheduled_local')), 'omit', sum(1 for c in cases if 'scheduled_local' not in c['expect']))
  print(Counter(c['timezone'] for c in cases))
