import json, datetime as dt, hashlib
NOW = {
 'W':("2026-10-14T09:20:00","America/Halifax"),  # Wed
 'M':("2026-03-09T18:05:00","Europe/London"),    # Mon
 'K':("2026-07-21T07:40:00","Asia/Kolkata"),     # Tue
 'Y':("2026-05-02T13:15:00","Australia/Sydney"), # Sat
 'N':("2026-11-27T21:30:00","America/New_York"), # Fri
 'B':("2026-01-19T11:00:00","Europe/Berlin"),    # Mon
 'L':("2026-08-06T16:45:00","America/Los_Angeles"), # Thu
 'D':("2026-12-03T08:10:00","America/Halifax"),  # Thu
 'J':("2026-06-15T12:30:00","America/Halifax"),  # Mon
 'F':("2026-02-26T19:50:00","America/Halifax"),  # Thu
 'S':("2026-09-11T10:05:00","America/Halifax"),  # Fri
 'A':("2026-04-05T20:40:00","America/Halifax"),  # Sun
}
DAYS=['mon','tue','wed','thu','fri','sat','sun']
def today(k): return dt.date.fromisoformat(NOW[k][0][:10])
def wd(k,day,t=None):
  d=today(k); n=DAYS.index(day); delta=(n-d.weekday())%7 or 7
  return fmt(d+dt.timedelta(days=delta),t)
def rel(k,n,t=None): return fmt(today(k)+dt.timedelta(days=n),t)
def fmt(d,t): return d.isoformat()+(' '+t if t else '')
def at(date,t=None): return date+(' '+t if t else '')
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
def T(*ts): return [{'id':f't{i+1}','title':t[0],'parent_id':t[1] if len(t)>1 else None} if isinstance(t,tuple) else {'id':f't{i+1}','title':t,'parent_id':None} for i,t in enumerate(ts)]
def P(*ps): return [{'id':f'p{i+1}','title':p} for i,p in enumerate(ps)]
def C(*cs): return [{'id':f'c{i+1}','name':n,'relation':r} for i,(n,r) in enumerate(cs)]
def ctx(p=None,t=None,co=None):
  o={}
  if p: o['projects']=p
  if t: o['tasks']=t
  if co: o['contacts']=co
  return o
# ---- task
c('W',"gotta sort the recycling bins b4 thursday, the council changed the pickup day",'personal','task',wd('W','thu'))
c('J',"clean out teh shed this weekend its a disgrace",'personal','task',wd('J','sat'))
c('D',"glue the loose rung on the kitchen stool",'personal','task',None,ctx=ctx(t=T("Replace the hallway bulb","Fix the kitchen stool rung")))
c('N',"renew my passport before the 20th",'personal','task',"2026-12-20")
c('M',"prep the slides for Thursday's board update",'systems','task',wd('M','thu'),ctx=ctx(p=P("Q1 board pack"),t=T("Book flights to Leeds")))
c('Y',"mow the lawn day after tomorrow if it stops raining",'personal','task',rel('Y',2))
c('D',"finally descaled the coffee machine ✅",'personal','task',None,ctx=ctx(t=T("Descale the coffee machine","Buy coffee filters")),comp='t1')
c('Y',"the gutters on the garage are done, took all arvo",'personal','task',None,ctx=ctx(t=T("Clear the garage gutters","Clean the barbecue")),comp='t1')
c('S',"update the onboarding doc for the two new hires asap",'systems','task',None,prio='urgent')
c('W',"help Tomasz move his couch saturday morning",'social','task',wd('W','sat','09:00'),['Tomasz'],ctx=ctx(co=C(("Tomasz Nowak","friend"))))
c('K',"fill in the permission form for Ollie's museum trip",'social','task',None,['Ollie'],ctx=ctx(co=C(("Ollie Mehta","son"))))
c('K',"visa renewal paperwork went through today, one less thing",'personal','task',None,ctx=ctx(t=T("File the visa renewal forms","Get passport photos for Ollie")),comp='t1')
c('W',"hoover the stairs and tidy the garage b4 the 24th",'personal','task',"2026-10-24")
c('W',"need to water Kemal's plants while he's in Izmir, start tomorrow",'social','task',rel('W',1),['Kemal'])
c('F',"take the bins out tonight",'personal','task',at('2026-02-26','20:00'))
c('S',"shipped the v2 pricing page, finally",'systems','task',None,ctx=ctx(p=P("Website relaunch","Hire a designer"),t=T(("Launch the new pricing page","p1"),("Write the FAQ page","p1"),("Post the designer job ad","p2"))),comp='t1',par='p1')
c('F',"business name is officially registered",'systems','task',None,ctx=ctx(p=P("Dog grooming van"),t=T(("Register the business name","p1"),("Get van insurance quotes","p1"))),comp='t1',par='p1')
c('M',"didnt get to the car wash again, maybe wednesday",'personal','task',wd('M','wed'),ctx=ctx(t=T("Wash the car","Renew the car tax")))
c('W',"booked Ama's dentist checkup for the 3rd",'social','task',"2026-11-03",['Ama'],ctx=ctx(t=T("Book my dentist checkup","Book Ama's dentist checkup"),co=C(("Ama Boateng","daughter"))),comp='t2')
c('J',"ask the tiler if he can do the bathroom floor too",'personal','task',None,ctx=ctx(p=P("Bathroom redo","Plan Lagos trip"),t=T(("Pick floor tiles","p1"))),par='p1')
c('S',"book the caterer for the offsite, low priority tho",'systems','task',None,ctx=ctx(p=P("Team offsite November"),t=T(("Shortlist offsite venues","p1"))),prio='low',par='p1')
c('Y',"mock-up the loyalty card for the stall",'systems','task',None,ctx=ctx(p=P("Candle stall at the markets","Paint the fence")),par='p1')
# ---- reminder
c('N',"ping me next tuesday 11am to ring the GP surgery about my results",'personal','reminder_intention',wd('N','tue','11:00'))
c('W',"dont let me forget Maisie's recital on Friday Oct 16 at 6",'social','reminder_intention',at('2026-10-16','18:00'),['Maisie'],ctx=ctx(co=C(("Maisie Clarke","daughter"))))
c('L',"ping me in 45 mins to move the car b4 the parking warden comes",'personal','reminder_intention',at('2026-08-06','17:30'))
c('S',"remind me to bring the laptop charger to the offsite tmrw",'systems','reminder_intention',rel('S',1))
c('B',"don't forget to top up the transit card before monday",'personal','reminder_intention',wd('B','mon'))
c('M',"remind me at half 3 tomorrow to send the flyer proofs to the printer for the shop",'systems','reminder_intention',at('2026-03-10','15:30'))
c('Y',"remind me this arvo to ring Mum about Sunday lunch",'social','reminder_intention',at('2026-05-02','15:00'))
c('Y',"pls remind me to pay the water bill on the 1st",'personal','reminder_intention','2026-06-01')
c('J',"remind me 20 minutes before the 4pm standup to read the incident notes",'systems','reminder_intention',at('2026-06-15','15:40'))
c('J',"dont forget Dad's bday is on the 9th, card + call",'social','reminder_intention','2026-07-09')
c('A',"remind me every friday to feed the tomato plants",'personal','reminder_intention',OMIT)
c('K',"remind me tmrw night to put the kids swim bags by the door",'social','reminder_intention',at('2026-07-22','20:00'))
c('W',"don't forget the dentist on Weds 21st at 10",'personal','reminder_intention',at('2026-10-21','10:00'))
c('D',"ping me at 0730 to book the squash court",'personal','reminder_intention',at('2026-12-04','07:30'))
c('A',"remind me to chase the roofer if his quote still hasnt come by wednesday",'personal','reminder_intention',wd('A','wed'),wait="roofer: quote for the roof")
# ---- communication
c('M',"ring the plumber tomorrow morning about the dripping tap",'personal','communication',at('2026-03-10','09:00'))
c('K',"email Dev Malhotra the revised quote for the Kochi warehouse job tomorrow",'systems','communication',rel('K',1),['Dev Malhotra'])
c('W',"called Auntie Rosa, she sounds better, the new meds are working",'social','communication',None,['Rosa'])
c('B',"texted Caoimhe to say we cant make the christening",'social','communication',None,['Caoimhe'])
c('J',"voicemail from the council re my parking permit, call them back",'personal','communication',None)
c('B',"zoom w the Lisbon client at 2 tomorrow",'systems','communication',at('2026-01-20','14:00'))
c('W',"FaceTime grandad sunday evening 🥰",'social','communication',wd('W','sun','19:00'))
c('S',"the Q3 numbers deck is in Farida's inbox 👍",'systems','communication',None,['Farida'],ctx=ctx(p=P("Q3 board pack"),t=T(("Email Farida the Q3 numbers deck","p1"),"Book room for the Q3 review"),co=C(("Farida Haq","CFO"))),comp='t1',par='p1')
c('D',"call the vet at 8:30 when they open, Miso is limping",'personal','communication',at('2026-12-03','08:30'))
c('N',"whatsapp Ngozi the photos from the wedding",'social','communication',None,['Ngozi'])
c('L',"left a message for the recruiter at Halden re the second interview",'systems','communication',None)
c('W',"spoke to Hamid about the leaking shower, he'll come thursday 8am",'personal','communication',wd('W','thu','08:00'),['Hamid'],ctx=ctx(t=T("Get the shower leak fixed","Buy bath mat")))
c('A',"need to call the bank abt the weird charge asap",'personal','communication',None,prio='urgent')
c('J',"quick call w Sunita at 10:15 to go over the sprint board",'systems','communication',at('2026-06-16','10:15'),['Sunita'])
c('W',"no reply yet from the landlord about the mould, emailed him monday",'personal','communication',None,wait="landlord: reply about the mould")
c('M',"rang the insurer again, still nothing on the windscreen claim after 3 weeks",'personal','communication',None,wait="insurer: windscreen claim")
c('N',"emailed Teodora the lease, waiting for her to send it back signed by friday",'personal','communication',None,['Teodora'],wait="Teodora: signed lease",exp=wd('N','fri'))
c('S',"chatted to Jonah, he'll have the contract markup back to me by thursday",'systems','communication',None,['Jonah'],wait="Jonah: contract markup",exp=wd('S','thu'))
c('L',"emailed Halden's recruiter twice now and no reply about the panel interview",'systems','communication',None,wait="Halden recruiter: reply about the panel interview")
c('D',"email the venue about tables for the halloween potluck leftovers fund",'social','communication',None,ctx=ctx(p=P("Street Halloween potluck","Fix the garden gate")),par='p1')
c('F',"need to call the solicitor about the searches on the house",'personal','communication',None,ctx=ctx(p=P("Buy a house","Learn guitar"),t=T(("Get a mortgage broker","p1"))),par='p1')
# ---- project
c('D',"planning Ade's 30th in march: venue, dj, cake, invite list",'social','project',None,['Ade'])
c('Y',"starting a veggie patch out back - raised beds, soil, seeds, drip line",'personal','project',None)
c('B',"new project: migrate the client portal to the new auth provider — audit, spike, rollout, comms",'systems','project',None)
c('J',"redo the bathroom: tiles, vanity, extractor fan, get 3 quotes",'personal','project',None)
c('W',"organise the street's halloween potluck on the 31st, need tables, flyers and a sign up sheet",'social','project','2026-10-31')
c('K',"get my pottery etsy shop live: product photos, pricing, shipping boxes, returns policy",'systems','project',None)
c('B',"learn enough Spanish for the Seville trip in may — app daily, a tutor, podcasts",'personal','project',None)
c('L',"kitchen cabinet refresh: sand, prime, paint, new handles 🎨",'personal','project',None)
c('S',"plan the team offsite for Nov 12: venue, agenda, dietary list, transport",'systems','project','2026-11-12')
c('A',"fundraiser for the kids school library - bake sale, raffle, posters",'social','project',None)
c('J',"move Nan into the care home in August - paperwork, furniture, tell her GP",'social','project',None)
c('D',"we're doing a family cookbook for Mum's 70th: collect recipes, photos, get it printed by the 14th",'social','project','2026-12-14')
c('Y',"training plan for the Fremantle 10k on Sept 6 - long runs, intervals, new shoes",'personal','project','2026-09-06')
# ---- routine
c('L',"took Miso up the headland trail, 50 mins, she's knackered",'personal','routine_activity',None)
c('W',"batch cook sunday as usual",'personal','routine_activity',wd('W','sun'))
c('J',"same as every tuesday, 5-a-side at 7",'personal','routine_activity',wd('J','tue','19:00'))
c('A',"thursday, the usual weekly round - pharmacy, post office, the big shop",'personal','routine_activity',wd('A','thu'))
c('N',"pilates tues and thurs 7:15am",'personal','routine_activity',OMIT)
c('F',"stretched for 15 min before bed again, hamstrings feel less like cables",'personal','routine_activity',None)
c('S',"fortnightly payroll run for the shop every second thursday",'systems','routine_activity',OMIT)
c('L',"swim club at half 6 tonight same as every thursday",'personal','routine_activity',at('2026-08-06','18:30'))
c('B',"back from the fortnightly roast at my sister's, stuffed as always",'social','routine_activity',None)
c('J',"brushed the dog, trimmed her nails, the monthly torture session",'personal','routine_activity',None)
c('K',"cycled to work again, 3rd day this week 🚲",'personal','routine_activity',None)
c('S',"cleared the support queue before lunch again, the noon sweep habit is working",'systems','routine_activity',None)
c('W',"bin night tmrw, recycling week",'personal','routine_activity',rel('W',1))
c('Y',"Saturday swim lessons for Ayo at 9 as per usual",'social','routine_activity',wd('Y','sat','09:00'),['Ayo'])
c('Y',"long run saturday for the 10k, 14km",'personal','routine_activity',wd('Y','sat'),ctx=ctx(p=P("Fremantle 10k training","Sell the trailer")),par='p1')
# ---- transaction
c('M',"paid the council tax £142, ouch",'personal','transaction',None,ctx=ctx(t=T("Pay March council tax","Renew TV licence")),comp='t1')
c('K',"sent ₹5000 to Ananya for her hostel fees",'social','transaction',None,['Ananya'],ctx=ctx(co=C(("Ananya Rao","niece"))))
c('W',"need to send invoice #0412 to Brightline for the logo work, $2,400",'systems','transaction',None)
c('J',"the airline refund finally landed, $312",'personal','transaction',None,ctx=ctx(t=T("Get the airline refund","Print boarding passes")),comp='t1')
c('N',"electricity bill $187 due at the end of the month",'personal','transaction','2026-11-30')
c('Y',"candle stall made $640 at the markets today 🎉",'systems','transaction',None)
c('W',"rent transfer, $1,650, goes out on the 1st",'personal','transaction','2026-11-01')
c('F',"the $86 refund from Tessuto still hasnt arrived, its been 3 weeks",'personal','transaction',None,wait="Tessuto: $86 refund")
c('L',"reimbursement for the Leeds trip came through 👍",'systems','transaction',None)
c('B',"gave Zoe's daughter €50 for her confirmation",'social','transaction',None,['Zoe'])
c('A',"spent $74 on gas and snacks for the road trip",'personal','transaction',None)
c('A',"quarterly GST payment for the studio, $3,180, due the 28th",'systems','transaction','2026-04-28')
c('D',"venmo'd the babysitter $60",'personal','transaction',None)
c('J',"the cleaner's invoice is $120 for the fortnight, pay friday",'personal','transaction',wd('J','fri'))
c('S',"client still hasn't paid the August invoice, $1,900 outstanding",'systems','transaction',None,wait="client: $1,900 August invoice payment")
# ---- acquisition
c('W',"my trainers have a hole in the left toe, need a new pair",'personal','acquisition_disposition',None)
c('N',"ordered a new kettle, the old one died",'personal','acquisition_disposition',None,ctx=ctx(t=T("Order a new kettle","Descale the iron")),comp='t1')
c('S',"sold the old pram on marketplace for $90",'personal','acquisition_disposition',None,ctx=ctx(t=T("Sell the old pram","Donate the cot")),comp='t1')
c('D',"pick up the dry cleaning b4 6",'personal','acquisition_disposition',at('2026-12-03','18:00'))
c('J',"dropped 3 bags of clothes at the charity shop",'personal','acquisition_disposition',None)
c('W',"grab a bottle of red for Ikaika's housewarming on friday",'social','acquisition_disposition',wd('W','fri'),['Ikaika'])
c('L',"return the hiking boots to REI, they pinch",'personal','acquisition_disposition',None)
c('B',"new printer toner for the office, Dinesh said grab 2",'systems','acquisition_disposition',None,['Dinesh'])
c('W',"the new sofa is backordered till jan 🙄",'personal','acquisition_disposition',None,wait="furniture store: new sofa (backordered)")
c('K',"collected Leo's retainer from the orthodontist",'social','acquisition_disposition',None,['Leo'],ctx=ctx(t=T("Pick up Leo's retainer","Book Leo's eye test"),co=C(("Leo Mehta","son"))),comp='t1')
c('A',"need a birthday present for Grace, she's into climbing",'social','acquisition_disposition',None,['Grace'])
c('Y',"get 2 bags of potting mix and the slow release fert",'personal','acquisition_disposition',None)
c('S',"the replacement blender jug arrives monday per tracking",'personal','acquisition_disposition',None,wait="replacement blender jug (delivery)",exp=wd('S','mon'))
c('L',"on the waitlist for the Bosch dishwasher, they'll email if one comes in",'personal','acquisition_disposition',None,wait="store: Bosch dishwasher restock")
c('M',"the city still hasn't picked up the old mattress, logged it twice on the app",'personal','acquisition_disposition',None,wait="city: old mattress pickup")
c('J',"found a vanity on sale for the bathroom, $420, grabbing it",'personal','acquisition_disposition',None,ctx=ctx(p=P("Bathroom redo","Team offsite")),par='p1')
c('Y',"buy more soil for the raised beds",'personal','acquisition_disposition',None,ctx=ctx(p=P("Veggie patch","Office move")),par='p1')
# ---- decision
c('W',"going with the blue quote for the fence, done deciding",'personal','decision_commitment',None,ctx=ctx(p=P("New back fence"),t=T(("Pick a fencing quote","p1"),("Tell the neighbours about the fence","p1"))),comp='t1',par='p1')
c('K',"decided to turn down the Ravensworth offer, staying put",'systems','decision_commitment',None)
c('D',"promised Kwame I'd help him paint the nursery on the 8th",'social','decision_commitment','2026-12-08',['Kwame'])
c('F',"no phones at the dinner table from tomorrow, new family rule",'social','decision_commitment',rel('F',1))
c('M',"ok we're not renewing the gym membership, using the park instead",'personal','decision_commitment',None)
c('Y',"locked in my entry for the Ballarat trail half, can't chicken out now",'personal','decision_commitment',None)
c('B',"told the team I'll own the billing migration",'systems','decision_commitment',None)
c('A',"we'll take the 3-bed on Hollis St, told the agent yes",'personal','decision_commitment',None,ctx=ctx(p=P("Find a new rental"),t=T(("Decide between the two rentals","p1"),("Book a removal van","p1"))),comp='t1',par='p1')
c('S',"officially switching to 4 days a week at work starting next monday",'systems','decision_commitment',wd('S','mon'))
c('W',"decided Ama is doing swimming not ballet this term",'social','decision_commitment',None,['Ama'],ctx=ctx(co=C(("Ama Boateng","daughter"))))
c('J',"no more client calls after 5, starting today",'systems','decision_commitment','2026-06-15')
c('L',"pulling the plug on the candle subscription box idea",'systems','decision_commitment',None)
c('N',"agreed to be Hiroshi's referee for the uni job",'social','decision_commitment',None,['Hiroshi'])
c('B',"we're keeping the old car one more year, not worth upgrading",'personal','decision_commitment',None)
c('K',"not booking anything till Callum approves my leave",'systems','decision_commitment',None,['Callum'],wait="Callum: approval of my leave")
# ---- learning
c('N',"finished Piranesi last night, what a weird lovely book",'personal','learning_consumption',None,ctx=ctx(t=T("Finish Piranesi","Return library DVDs")),comp='t1')
c('F',"AWS solutions architect course, module 3 tonight",'systems','learning_consumption',at('2026-02-26','20:00'))
c('M',"listening to a podcast on sourdough hydration, fascinating",'personal','learning_consumption',None)
c('W',"watch the GDPR training video my manager sent before friday",'systems','learning_consumption',wd('W','fri'))
c('D',"library hold for The Overstory is ready",'personal','learning_consumption',None)
c('Y',"pottery taster class saturday 10 to 1",'personal','learning_consumption',wd('Y','sat','10:00'))
c('B',"reading the Hartwell brand guidelines for the rebrand pitch",'systems','learning_consumption',None)
c('A',"watched a doco on the Murray-Darling, had no idea how bad it got",'personal','learning_consumption',None)
c('J',"the Excel pivot tables course on LinkedIn Learning that Bronwyn asked us all to do",'systems','learning_consumption',None,['Bronwyn'])
c('L',"teaching myself to knit from youtube vids, scarf attempt #2",'personal','learning_consumption',None)
c('K',"Ishaan's online coding camp starts monday 4pm",'social','learning_consumption',wd('K','mon','16:00'),['Ishaan'],ctx=ctx(co=C(("Ishaan Iyer","son"))))
c('S',"halfway through the Kubernetes book for work",'systems','learning_consumption',None,ctx=ctx(t=T("Finish the Kubernetes book","Renew the team Figma seats")))
c('M',"audiobook on the commute: Thinking Fast and Slow, ch 4",'personal','learning_consumption',None)
# ---- milestone
c('B',"GOT THE JOB at Fenwick & Rowe!!! start in feb",'systems','milestone_outcome',None)
c('S',"passed my driving test first go 🚗🎉",'personal','milestone_outcome',None)
c('J',"Nadia took her first steps today!!",'social','milestone_outcome',None,['Nadia'],ctx=ctx(co=C(("Nadia Shah","daughter"))))
c('W',"closed the Moorhaven deal, biggest one of the year",'systems','milestone_outcome',None)
c('N',"shop hit 500 orders this month",'systems','milestone_outcome',None)
c('K',"10 years at the hospital today, they gave me a cake",'systems','milestone_outcome',None)
c('D',"our 25th wedding anniversary today ❤️",'social','milestone_outcome',None)
c('A',"finished my first half marathon 2:04!",'personal','milestone_outcome',None)
c('K',"Rohan got into the engineering program at Pune uni",'social','milestone_outcome',None,['Rohan'],ctx=ctx(co=C(("Rohan Kulkarni","nephew"))))
c('F',"the mortgage got approved!!!",'personal','milestone_outcome',None,ctx=ctx(p=P("Buy a house"),t=T(("Get mortgage approval","p1"),("Find a conveyancer","p1"))),comp='t1',par='p1')
c('L',"CISSP exam passed, I'm officially certified",'systems','milestone_outcome',None,ctx=ctx(t=T("Sit the CISSP exam","Update the team wiki")),comp='t1')
c('M',"the newsletter crossed 2,000 subscribers",'systems','milestone_outcome',None)
c('Y',"my sister had her baby, a girl, 3.2kg 💕",'social','milestone_outcome',None)
# ---- contact
c('Y',"Marguerite's new number is 0412 555 019",'social','contact',None,['Marguerite'])
c('W',"electrician Gus Pappas 902-555-0177, Tamsin recommended him",'personal','contact',None,['Gus Pappas','Tamsin'])
c('K',"new client contact at Orrin Labs: Yusuf Demir, ydemir@orrinlabs.io",'systems','contact',None,['Yusuf Demir'])
c('J',"Beatriz (Ama's teacher) prefers email, not the app",'social','contact',None,['Beatriz','Ama'])
c('L',"Joon's allergic to shellfish, remember for the dinner",'social','contact',None,['Joon'])
c('M',"our accountant is now Helen Ma at Ma & Partners, same email format",'personal','contact',None,['Helen Ma'])
c('S',"recruiter Laszlo from Tidewater - laszlo@tidewater.co, prefers calls after 4",'systems','contact',None,['Laszlo'])
c('B',"Freya moved to 14 Alder Close, flat 2",'social','contact',None,['Freya'])
c('K',"the dog walker is Priyanka, 98450 12345, mornings only",'personal','contact',None,['Priyanka'])
c('D',"Emeka next door is a retired sparky, happy to help w small stuff",'social','contact',None,['Emeka'])
c('N',"Nkechi's birthday is 3 May, loves lilies",'social','contact',None,['Nkechi'])
c('F',"my manager's new EA is Carys, she handles his diary",'systems','contact',None,['Carys'])
c('A',"mechanic: Bruno at Southside Motors, 555 0148, cheaper than the dealer",'personal','contact',None,['Bruno'])
# ---- observation
c('W',"noticed I sleep heaps better on days without an afternoon coffee",'personal','observation_insight',None)
c('L',"the kids fight way less when they've had a snack after school",'social','observation_insight',None)
c('D',"our biggest churn is always in the first week after signup",'systems','observation_insight',None)
c('F',"the tap in the ensuite drips more when it's cold, weird",'personal','observation_insight',None)
c('Y',"idea: a loyalty card for the stall, 10th candle free",'systems','observation_insight',None)
c('J',"Harriet seems to always cancel on the day, 3rd time now",'social','observation_insight',None,['Harriet'])
c('B',"energy bill doubled since we got the heat pump??",'personal','observation_insight',None)
c('K',"standups run long every time Marcus presents",'systems','observation_insight',None,['Marcus'])
c('S',"the neighbourhood group chat is all about the new bike lane lately",'social','observation_insight',None)
c('N',"petrol's cheaper on tuesdays at the Shell on Main",'personal','observation_insight',None)
c('M',"most of our refunds come from the medium mugs, the glaze cracks",'systems','observation_insight',None)
c('A',"Mum has been repeating the same stories more and more",'social','observation_insight',None)
c('W',"Tavita's surgery went well, she's home now",'social','observation_insight',None,['Tavita'],ctx=ctx(t=T("Send Tavita a get well card","Return Tavita's casserole dish"),co=C(("Tavita Faleolo","friend"))))
c('D',"IT still haven't fixed my laptop login, day 3 on the shared pc",'systems','observation_insight',None,wait="IT: fix my laptop login")
c('K',"the visa is still in processing, they said 4-6 weeks",'personal','observation_insight',None,wait="embassy: visa decision")
# ---- emotion
c('J',"so anxious about presenting to the board tmrw",'systems','emotion_state',None)
c('B',"feeling really flat today, cant be bothered with anything",'personal','emotion_state',None)
c('N',"so proud of Mei, she stood up to the bully at school",'social','emotion_state',None,['Mei'],ctx=ctx(co=C(("Mei Lin","daughter"))))
c('S',"burnt out, 3rd weekend in a row working",'systems','emotion_state',None)
c('W',"honestly gutted we missed Felix's gig",'social','emotion_state',None,['Felix'])
c('L',"relieved the biopsy came back clear",'personal','emotion_state',None)
c('A',"money's tight and I'm stressed, rent + car rego + dentist all due",'personal','emotion_state',None)
c('D',"livid, the contractor STILL has not sent over his final invoice",'personal','emotion_state',None,wait="contractor: final invoice")
c('K',"grateful for Dimakatso driving me to the airport at 5am",'social','emotion_state',None,['Dimakatso'],ctx=ctx(t=T("Pick up Dimakatso's parcel","Pay the water bill"),co=C(("Dimakatso Mokoena","friend"))))
c('M',"dreading the quarterly review on thursday",'systems','emotion_state',None)
c('Y',"lonely since the move tbh",'personal','emotion_state',None)
c('F',"missing Grandma a lot this week",'social','emotion_state',None)
c('W',"excited for the new role but nervous about the commute",'systems','emotion_state',None)
c('J',"worried sick waiting on Mum's scan results, the hospital said tomorrow",'social','emotion_state',None,wait="hospital: Mum's scan results",exp=rel('J',1))
# ---- extra dates and parents
c('S',"next wednesday 11am sync with the Orrin team about the renewal",'systems','communication',wd('S','wed','11:00'))
c('Y',"haircut thursday 4:30",'personal','task',wd('Y','thu','16:30'))
c('W',"remind me parent teacher night is Tuesday Nov 3 at 5:40",'social','reminder_intention','2026-11-03 17:40')
c('M',"book the MOT in two weeks",'personal','task',rel('M',14))
c('J',"quarter to 9 tomorrow morning drop the car at the garage",'personal','task',at('2026-06-16','08:45'))
c('N',"submit the timesheet before the end of the month",'systems','task','2026-11-30')
c('K',"tmrw 3pm call with the Chennai vendor re the packaging order",'systems','communication',at('2026-07-22','15:00'))
c('B',"spike for the auth migration is done, token refresh works",'systems','task',None,ctx=ctx(p=P("Client portal auth migration","Office plants"),t=T(("Run the auth provider spike","p1"),("Write rollout comms","p1"))),comp='t1',par='p1')
c('D',"tiles sorted for the ensuite, going with the grey hex",'personal','decision_commitment',None,ctx=ctx(p=P("Ensuite renovation","Christmas hosting"),t=T(("Choose ensuite tiles","p1"),("Order the vanity","p1"))),comp='t1',par='p1')
c('K',"the printing vendor for the etsy boxes wants 2 weeks lead time",'systems','observation_insight',None,ctx=ctx(p=P("Pottery Etsy shop","Kitchen repaint")),par='p1')
c('A',"raffle prizes for the library fundraiser: ask the bakery and the bike shop",'social','task',None,ctx=ctx(p=P("School library fundraiser","Garage clear-out")),par='p1')
c('N',"invite list for Ade's party is at 42 people 😬",'social','observation_insight',None,['Ade'],ctx=ctx(p=P("Ade's 30th","Winter tyres")),par='p1')
c('F',"Rhiannon's conveyancer can do a call monday 10am about the house",'personal','communication',wd('F','mon','10:00'),['Rhiannon'],ctx=ctx(p=P("Buy a house","Learn the ukulele")),par='p1')
c('S',"Ravi from accounts can't make the offsite, says sorry",'systems','observation_insight',None,['Ravi'],ctx=ctx(p=P("Team offsite November","Garden shed")),par='p1')

# Writes both parts: a case goes to the held part when sha1(text) is odd, so the split is fixed
# before any scoring. Run: python3 eval-fresh/author.py (from packages/classifier).
if __name__ == "__main__":
  import os
  here = os.path.dirname(os.path.abspath(__file__))
  parts = {0: [], 1: []}
  for cs in cases:
    parts[int(hashlib.sha1(cs['text'].encode()).hexdigest(), 16) % 2].append(cs)
  for name, prefix, lst in (("thoughts-fresh-tune.jsonl", "ft", parts[0]), ("thoughts-fresh-held.jsonl", "fh", parts[1])):
    with open(os.path.join(here, name), "w") as f:
      for i, cs in enumerate(lst):
        f.write(json.dumps({"id": f"{prefix}{i+1:03d}", **cs}, ensure_ascii=False) + "\n")
