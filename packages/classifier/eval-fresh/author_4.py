# Writes thoughts-fresh-4.jsonl: a fourth fresh labelled set (issue 10, ids fy…), written before any
# change of the third round by ../../../shared/eval/GUIDELINES.md with its Clarifications, with new
# people, projects and wording, every event type in all three domains, the hard phrasings (regional
# English, dictation, typos, emojis, run-ons) and the domain borderlines (work stress and habits,
# learning for work, household money, community events, people who work for the household).
# Dates are computed here by the guideline's rules. Run: python3 eval-fresh/author_4.py
import json, os
NOW = {
 'a':("2026-03-16T08:20:00","America/Halifax"),    # Mon
 'b':("2026-05-07T13:10:00","America/Halifax"),    # Thu
 'c':("2026-09-12T09:40:00","America/Halifax"),    # Sat
 'd':("2026-11-03T17:05:00","America/Halifax"),    # Tue
 'e':("2026-02-20T07:30:00","America/Halifax"),    # Fri
 'f':("2026-06-21T11:15:00","America/Halifax"),    # Sun
 'g':("2026-10-14T12:45:00","America/New_York"),   # Wed
 'l':("2026-04-09T08:50:00","Europe/London"),      # Thu
 'k':("2026-08-18T10:05:00","Asia/Kolkata"),       # Tue
 's':("2026-12-02T07:15:00","Australia/Sydney"),   # Wed
 'z':("2026-01-19T14:20:00","Europe/Berlin"),      # Mon
 'x':("2026-07-23T09:25:00","America/Los_Angeles"),# Thu
}
from labelset import use, P, T, ctx, eom, nth, rel, sat, today, tonight, wd, OMIT
use(NOW, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'sun','g':'wed','l':'thu','k':'tue','s':'wed','z':'mon','x':'thu'})
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

# ---- task
c('a',"need to bleed the upstairs radiators before it turns cold on thursday",'personal','task',wd('a','thu'))
c('k',"get the inverter battery checked, power cuts every evening now",'personal','task',None)
c('s',"take the bins out tonight its recycling week",'personal','task',tonight('s'))
c('z',"update the starter checklist for the two new joiners by wednesday",'systems','task',wd('z','wed'))
c('d',"review Tomasz's pull request tmrw morning",'systems','task',rel('d',1,'09:00'),['Tomasz'])
c('b',"help Nadia carry her boxes up to the new flat on saturday",'social','task',wd('b','sat'),['Nadia'])
c('f',"wrap the twins' presents tonight after they're asleep",'social','task',tonight('f'))
c('e',"hallway light works again, swapped the whole fitting myself",'personal','task',None,ctx=ctx(t=T("Replace the hallway light fitting","Book the car's MOT")),comp='t1')
c('x',"need to fil in the timesheet for last wek b4 payroll closes friday",'systems','task',wd('x','fri'))
c('l',"empty the car boot and hoover the seats tomorrow morning",'personal','task',rel('l',1,'09:00'))
c('g',"repaint the bathroom ceiling 🎨 its peeling above the shower",'personal','task',None)
c('k',"get the water purifier filter changed, the service uncle said every 6 months",'personal','task',None)
c('c',"drop the raffle prizes at St Mary's hall before the fete on saturday",'social','task',wd('c','sat'))
c('a',"so the plan today is fix the wobbly table leg and then if theres time sort the sock drawer which is a disaster",'personal','task',rel('a',0))
c('g',"migrated the staging db to the new cluster, no errors 🙌",'systems','task',None,ctx=ctx(p=P("Platform upgrade","Paint the nursery"),t=T(("Migrate the staging database","p1"),("Pick a nursery colour","p2"))),comp='t1',par='p1')

# ---- reminder_intention
c('l',"tmrw morning remind me abt putting money on the oyster card",'personal','reminder_intention',rel('l',1,'09:00'))
c('a',"dont forget the water bill, due the 22nd",'personal','reminder_intention',nth('a',22))
c('b',"ping me 4pm so Ravi gets the weekly numbers from me",'systems','reminder_intention',rel('b',0,'16:00'),['Ravi'])
c('d',"remind me nan's birthday is thursday, ring her",'social','reminder_intention',wd('d','thu'))
c('e',"dont let me forget to leave the cleaner's money out on monday",'personal','reminder_intention',wd('e','mon'))
c('f',"remind me wednesday abt PTA quiz night tickets",'social','reminder_intention',wd('f','wed'))
c('x',"remind me my PRINCE2 cert needs renewing before it lapses end of month",'systems','reminder_intention',eom('x'))
c('c',"reminder to move the car for street sweeping tomorrow at 7am",'personal','reminder_intention',rel('c',1,'07:00'))
c('g',"don't forget friday's all hands at 10",'systems','reminder_intention',wd('g','fri','10:00'))
c('k',"remind me to hand the gardener his keys back on thursday",'personal','reminder_intention',wd('k','thu'))
c('s',"ping me tonight to transfer the kids pocket money",'social','reminder_intention',tonight('s'))
c('z',"remind me tomorrow i need to ask the landlord about the damp patch in the bedroom",'personal','reminder_intention',rel('z',1))
c('x',"remind me to bring the folding chairs to the block party saturday 🎉",'social','reminder_intention',wd('x','sat'))

# ---- communication
c('a',"call the council tomorrow morning, bins weren't collected again",'personal','communication',rel('a',1,'09:00'))
c('b',"emailed the agency to say the brief is signed off",'systems','communication',None,ctx=ctx(t=T("Email the agency about the brief","Order new running shoes")),comp='t1')
c('f',"rang mum, she's feeling loads better after the op",'social','communication',None)
c('c',"facetime with grandad sunday evening he wants to see the puppy",'social','communication',wd('c','sun','19:00'))
c('d',"text Beatriz tonight about the brunch plans",'social','communication',tonight('d'),['Beatriz'])
c('e',"need to message the plumber re the leak under the sink",'personal','communication',None)
c('k',"had a long zoom with the client in Pune, they want the demo pushed",'systems','communication',None)
c('g',"left the Halden Group recruiter a voicemail",'systems','communication',None)
c('l',"email the physio to push my appointment to next week",'personal','communication',None)
c('x',"whatsapp the cricket lads that nets are off this week",'social','communication',None)
c('z',"slack Jonah re the outage postmortem before standup tmrw",'systems','communication',rel('z',1),['Jonah'])
c('s',"give the tradie a bell this arvo re the deck",'personal','communication',rel('s',0,'15:00'))
c('a',"phoned the bank re a dodgy charge on my card, sorted",'personal','communication',None)
c('f',"video call with Uncle Ezra from Accra at 6 tonight",'social','communication',tonight('f','18:00'),['Ezra'])

# ---- transaction
c('l',"paid the council tax for april, £162",'personal','transaction',None)
c('b',"invoice Marlowe Studio for the logo work, $1,400",'systems','transaction',None)
c('k',"sent ₹5000 to my sister, it's for her exam fees",'social','transaction',None)
c('l',"the nanny's wages go out on the 28th, £640",'personal','transaction',nth('l',28))
c('x',"got the expenses reimbursed for the Sacramento trip finally",'systems','transaction',None)
c('d',"electricity bill is $212 this month yikes",'personal','transaction',None)
c('g',"etsy payout of $380 landed 🎉",'systems','transaction',None)
c('a',"put $50 in my nephew's 16th birthday card",'social','transaction',None)
c('z',"tax refund from the Finanzamt still not here",'personal','transaction',None,wait="Finanzamt: tax refund")
c('c',"pay the window cleaner $25 when he comes monday",'personal','transaction',wd('c','mon'))
c('e',"transfer the rent to the landlord tomorrow its 1850",'personal','transaction',rel('e',1))
c('b',"the client still hasn't paid invoice 1042, its 30 days overdue",'systems','transaction',None,wait="client: payment of invoice 1042")
c('s',"chucked $40 in for Mia's sponsored swim at school",'social','transaction',None,['Mia'])
c('f',"split the shop's insurance premium into monthly payments, $95 a month now",'systems','transaction',None)

# ---- acquisition_disposition
c('d',"need new wiper blades for the car before winter",'personal','acquisition_disposition',None)
c('z',"ordered two monitors for the new hire's desk",'systems','acquisition_disposition',None)
c('f',"picked up the birthday cake for Leo's party",'social','acquisition_disposition',None,['Leo'])
c('b',"selling the old pram on facebook marketplace, anyone want it lol",'personal','acquisition_disposition',None)
c('x',"grab milk bread and eggs on the drive home tonight",'personal','acquisition_disposition',tonight('x'))
c('l',"took the faulty headphones back to Argos, refund in 3 days",'personal','acquisition_disposition',None,wait="Argos: refund for the headphones")
c('a',"buy a housewarming plant for Dmitri's new place",'social','acquisition_disposition',None,['Dmitri'])
c('g',"my new work laptop charger arrived, IT sent it over",'systems','acquisition_disposition',None)
c('k',"take my three old coats to the hospice shop this weekend",'personal','acquisition_disposition',sat('k'))
c('k',"order kraft mailers for the soap business, down to 20",'systems','acquisition_disposition',None)
c('e',"need to collect Aarav's school uniform by friday",'social','acquisition_disposition',wd('e','fri'),['Aarav'])
c('s',"gotta by a new kettel the old one died",'personal','acquisition_disposition',None)
c('x',"the replacement blender jug is backordered till august",'personal','acquisition_disposition',None,wait="replacement blender jug (backorder)")

# ---- project
c('a',"plan the garden makeover: clear the beds, lay the path, plant the hedge",'personal','project',None)
c('b',"organise Mum's 65th - book the restaurant, invite the cousins, sort a cake",'social','project',None)
c('g',"new project: move the billing service onto the new queue — spec, dual writes, cutover",'systems','project',None)
c('l',"set up the street party for the coronation anniversary: road closure form, bunting, bbq rota",'social','project',None)
c('d',"turn the box room into a study: clear it out, paint it, get a desk in",'personal','project',None)
c('e',"launch the spring range for the candle stall - photos, listings, price sheet",'systems','project',None)
c('z',"kick off the team offsite planning, venue agenda travel",'systems','project',None)
c('k',"we should sort the anniversary trip for my parents book flights find a hotel and plan the days",'social','project',None)
c('x',"train for the Tahoe relay in september: build mileage, hill reps, new shoes",'personal','project',None)
c('f',"start a vegetable patch out back: soil, raised beds, seeds",'personal','project',None)
c('s',"project: get my CPA done this year — register, study plan, book the exams",'systems','project',None)
c('c',"sort the flat move 🏠 boxes, van, broadband, change of address",'personal','project',None)
c('g',"get the neighbourhood toy library going: find a room, collect donations, set up a rota",'social','project',None)

# ---- routine_activity
c('d',"walked the dog by the reservoir like every morning",'personal','routine_activity',None)
c('b',"did inbox zero before standup again today, the habit is sticking",'systems','routine_activity',None)
c('x',"swimming lessons for the kids saturdays at 10",'social','routine_activity',OMIT)
c('a',"sunday roast at the in-laws this week as usual",'social','routine_activity',wd('a','sun'))
c('f',"meal prepped for the week like every sunday",'personal','routine_activity',None)
c('g',"timesheet friday 4pm like every week",'systems','routine_activity',wd('g','fri','16:00'))
c('l',"morning pages done, day 40 of the streak ✍️",'personal','routine_activity',None)
c('e',"school pickup is mine tomorrow, Jess has a late shift",'social','routine_activity',rel('e',1),['Jess'])
c('z',"the cleaner comes tuesdays and fridays",'personal','routine_activity',OMIT)
c('c',"did the residents group litter pick again this morning",'social','routine_activity',None)
c('k',"daily standup moves to 9:30 from tomorrow",'systems','routine_activity',rel('k',1,'09:30'))
c('s',"evening walk with Rosa round the block after dinner tonight as usual",'social','routine_activity',tonight('s'),['Rosa'])
c('d',"stretched before bed each night this week and my back feels better",'personal','routine_activity',None)

# ---- contact
c('a',"Farida Haddad - new accounts lead at Brightline, farida.h@brightline.io",'systems','contact',None,['Farida Haddad'])
c('s',"our new cleaner is Marta, 0412 555 018",'personal','contact',None,['Marta'])
c('e',"my cousin Tobi changed numbers, it's 902-555-0143 now",'social','contact',None,['Tobi'])
c('l',"the electrician Liam recommended is Conor Walsh, 07700 900123",'personal','contact',None,['Liam','Conor Walsh'])
c('g',"Anjali from the school whatsapp group lives on Elm Crescent, has twins in grade 2",'social','contact',None,['Anjali'])
c('b',"new recruiter contact: Ben Morrow at Tallis Search, ben@tallis.co",'systems','contact',None,['Ben Morrow'])
c('x',"Nikos can't eat shellfish and hates coriander",'social','contact',None,['Nikos'])
c('f',"the dog walker's email is paws.pete@gmail.com",'personal','contact',None)
c('s',"Hemi's partner is called Aroha and she's a midwife",'social','contact',None,['Hemi','Aroha'])
c('d',"client contact for the Delmont account is Yusuf Adeyemi, direct line 416-555-0199",'systems','contact',None,['Yusuf Adeyemi'])
c('c',"Gemma from next door, mobile 902-555-0177",'social','contact',None,['Gemma'])
c('k',"our accountant is Mr Srinivasan, office in Jayanagar, 080 4112 9087",'personal','contact',None,['Srinivasan'])

# ---- decision_commitment
c('d',"decided to stop checking work email after 7",'systems','decision_commitment',None)
c('l',"going with the green tiles for the bathroom, done deciding",'personal','decision_commitment',None)
c('f',"told my sister I'll do christmas dinner this year",'social','decision_commitment',None)
c('g',"not taking the team lead role, not worth the stress",'systems','decision_commitment',None)
c('a',"no more takeaways on weeknights, saving for the deposit",'personal','decision_commitment',None)
c('b',"promised Kofi I'd help with his allotment on sunday",'social','decision_commitment',wd('b','sun'),['Kofi'])
c('e',"signed up to volunteer with the food bank, first shift this saturday",'social','decision_commitment',wd('e','sat'))
c('x',"going with the CRM's annual plan, cheaper in the long run",'systems','decision_commitment',None)
c('z',"keeping the old car another year, repairs are cheaper than a new one",'personal','decision_commitment',None)
c('k',"agreed with my manager to work from office tues and thurs",'systems','decision_commitment',None)
c('c',"committed to the half marathon in october, entry's paid, no way out",'personal','decision_commitment',None)
c('s',"ok final answer we are not doing the kitchen extension this year",'personal','decision_commitment',None)
c('d',"we'll have the kids at ours every other weekend from now on, sorted it with Dan",'social','decision_commitment',None,['Dan'])

# ---- learning_consumption
c('x',"finished the excel pivot tables course my manager sent round",'systems','learning_consumption',None)
c('z',"reading a space opera novel on the train, 60 pages in",'personal','learning_consumption',None)
c('f',"watched a documentary about deep sea octopuses, wild",'personal','learning_consumption',None)
c('a',"started the AWS architect associate course for work",'systems','learning_consumption',None)
c('e',"library hold came in for the bread baking book",'personal','learning_consumption',None)
c('b',"listening to a negotiation podcast ahead of the salary talks",'systems','learning_consumption',None)
c('d',"first pottery class thursday 7pm at the community center",'personal','learning_consumption',wd('d','thu','19:00'))
c('c',"Lucia's first piano lesson is wednesday at 5",'social','learning_consumption',wd('c','wed','17:00'),['Lucia'])
c('k',"working through the IELTS reading practice book, chapter 4 done",'personal','learning_consumption',None)
c('g',"read the client's brand guidelines before the kickoff on monday",'systems','learning_consumption',wd('g','mon'))
c('l',"webinar on gdpr for small shops tmrw at 11, for the shop",'systems','learning_consumption',rel('l',1,'11:00'))
c('s',"doing a barista short course at TAFE this arvo just for fun",'personal','learning_consumption',rel('s',0,'15:00'))
c('f',"audiobook about salt through the ages on the drive up, halfway thru",'personal','learning_consumption',None)

# ---- milestone_outcome
c('l',"passed my driving test first go!!",'personal','milestone_outcome',None)
c('b',"Zainab took her first steps this morning 😭",'social','milestone_outcome',None,['Zainab'])
c('x',"closed the Harcourt deal, biggest contract this year",'systems','milestone_outcome',None)
c('g',"100th order on the bakery website 🎉",'systems','milestone_outcome',None)
c('a',"finished my first 10k in under an hour",'personal','milestone_outcome',None)
c('d',"my brother got into the engineering program at Waterloo",'social','milestone_outcome',None)
c('z',"I'm a senior analyst now, promotion came through",'systems','milestone_outcome',None)
c('e',"mortgage is officially paid off, debt free at 52",'personal','milestone_outcome',None)
c('f',"our 10th wedding anniversary today",'social','milestone_outcome',None)
c('k',"the app went live on the play store this morning, nervy but done",'systems','milestone_outcome',None)
c('c',"the street's community garden won best in the county",'social','milestone_outcome',None)
c('s',"citizenship certificate came today, it's official",'personal','milestone_outcome',None)

# ---- observation_insight
c('b',"noticed i sleep much better if i have no coffee after lunch",'personal','observation_insight',None)
c('a',"the 8:10 bus never turns up on time on mondays",'personal','observation_insight',None)
c('x',"most of our refunds are the medium size, the sizing chart must be off",'systems','observation_insight',None)
c('g',"idea: run the team retro async on a shared doc",'systems','observation_insight',None)
c('d',"Ollie seems a lot happier since he changed schools",'social','observation_insight',None,['Ollie'])
c('e',"the energy bill jumps every time the heating's left on timer",'personal','observation_insight',None)
c('z',"my meetings always overrun on thursdays, maybe block the afternoon",'systems','observation_insight',None)
c('k',"petrol is cheaper at the pump near the flyover than the one by the office",'personal','observation_insight',None)
c('l',"the village hall noticeboard says the fete has moved to the green this year",'social','observation_insight',None)
c('f',"seems like the kids fight way more when they skip breakfast",'social','observation_insight',None)
c('s',"whenever i work from the cafe i get twice as much done",'systems','observation_insight',None)
c('c',"the guy who mows for us never turns up when it's forecast to rain",'personal','observation_insight',None)

# ---- emotion_state
c('g',"so stressed abt the SOC2 audit next week i cant sleep",'systems','emotion_state',None)
c('z',"feeling really lonely since Amir moved to Calgary",'social','emotion_state',None,['Amir'])
c('x',"gutted my run got cut short by the knee again",'personal','emotion_state',None)
c('d',"proud of my daughter for speaking up in assembly",'social','emotion_state',None)
c('b',"anxious about the mortgage rate going up in the summer",'personal','emotion_state',None)
c('k',"burnt out after three weeks of on-call",'systems','emotion_state',None)
c('c',"grateful to the neighbours who shovelled our drive",'social','emotion_state',None)
c('e',"honestly dreading the family wedding, too many cousins",'social','emotion_state',None)
c('l',"relieved the boiler man said its only a valve",'personal','emotion_state',None)
c('a',"excited, new job starts monday 😊",'systems','emotion_state',None)
c('f',"bit down today no reason",'personal','emotion_state',None)
c('s',"frustrated the client moved our deadline yet again",'systems','emotion_state',None)
c('k',"still nervous about the cardiology results, they said 10 days",'personal','emotion_state',None,wait="cardiology results")

if __name__ == "__main__":
  here = os.path.dirname(os.path.abspath(__file__))
  with open(os.path.join(here, "thoughts-fresh-4.jsonl"), "w") as f:
    for i, cs in enumerate(cases):
      f.write(json.dumps({"id": f"fy{i+1:03d}", **cs}, ensure_ascii=False) + "\n")
  from collections import Counter
  print(len(cases), Counter(c['expect']['event_type'] for c in cases), Counter(c['expect']['domain'] for c in cases))
  print('parent', sum(1 for c in cases if c['expect']['parent']), 'completes', sum(1 for c in cases if c['expect']['completes']), 'waiting', sum(1 for c in cases if c['expect']['waiting_for']), 'sched', sum(1 for c in cases if c['expect'].get('scheduled_local')), 'omit', sum(1 for c in cases if 'scheduled_local' not in c['expect']))
