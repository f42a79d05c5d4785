# Writes thoughts-fresh-7.jsonl: a seventh fresh labelled set (issue 10, ids f7…), written before any
# change of this round by ../../../shared/eval/GUIDELINES.md with its Clarifications, with new people,
# projects and wording: every event type in all three domains, the domain borderlines (work habits and
# stress, learning for work, household money and staff, community events) and many scheduled times
# (weekday + time, "next <weekday> 11am", weekday + month-day, "the 3rd", "end of the month", "in a
# fortnight", named instances of habits, "half 3", "quarter to 9", "this arvo").
# It also writes the split by sha1 of the text, fixed before the first scoring: the read part
# (thoughts-fresh-7-read.jsonl, misses may be read) and the held part (thoughts-fresh-7-held.jsonl,
# totals only). Dates are computed here by the guideline's rules. Run: python3 eval-fresh/author_7.py
import os
NOW = {
 'a':("2026-04-13T08:05:00","America/Halifax"),    # Mon
 'b':("2026-06-04T12:30:00","America/Halifax"),    # Thu
 'c':("2026-10-17T10:20:00","America/Halifax"),    # Sat
 'd':("2026-01-27T18:40:00","America/Halifax"),    # Tue
 'e':("2026-09-25T07:50:00","America/Halifax"),    # Fri
 'f':("2026-03-29T16:10:00","America/Halifax"),    # Sun
 'g':("2026-08-12T13:35:00","America/New_York"),   # Wed
 'l':("2026-11-19T09:10:00","Europe/London"),      # Thu
 'k':("2026-05-19T11:45:00","Asia/Kolkata"),       # Tue
 's':("2026-07-08T07:40:00","Australia/Sydney"),   # Wed
 'z':("2026-02-09T15:25:00","Europe/Berlin"),      # Mon
 'x':("2026-12-18T08:30:00","America/Los_Angeles"),# Fri
 'm':("2026-07-29T21:15:00","America/Halifax"),    # Wed, late evening
}
from labelset import use, labeller, write_split_set, C, P, T, ctx, eom, md, nth, rel, sat, today, tonight, wd, OMIT
use(NOW, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'sun','g':'wed','l':'thu','k':'tue','s':'wed','z':'mon','x':'fri','m':'wed'})
cases=[]
c=labeller(cases)

# ---- task
c('a',"sort the recycling crates out before thursday's collection",'personal','task',wd('a','thu'))
c('b',"need to reupholster the footstool this weekend",'personal','task',sat('b'))
c('c',"help Marisol build the kids' bunks sunday afternoon",'social','task',wd('c','sun','15:00'),['Marisol'],ctx(co=C(("Marisol Vega","sister"))))
c('d',"refresh the checklist both new hires get on day one, by friday",'systems','task',wd('d','fri'))
c('e',"finally descaled the kettle",'personal','task',None,ctx=ctx(t=T("Descale the kettle","Book flu jab")),comp='t1')
c('f',"clear the leaves out of the garage gutter next saturday",'personal','task',wd('f','sat'))
c('g',"fix the typo on our price list b4 the shop opens tomorrow",'systems','task',rel('g',1))
c('l',"pump up my bike tyres for the canal ride on saturday the 21st",'personal','task',md('l',11,21,weekday='sat'))
c('k',"get the flat deep cleaned before the landlord inspection on the 28th",'personal','task',nth('k',28))
c('s',"tidy the audit folders on the team drive, end of month latest",'systems','task',eom('s'))
c('z',"wrap Oskar's present tonight",'social','task',tonight('z'),['Oskar'])
c('g',"dentist check up next tuesday 11am",'personal','task',wd('g','tue','11:00'))
c('e',"haircut at quarter past 5 today",'personal','task',rel('e',0,'17:15'))
c('a',"trim the privet hedge at the weekend",'personal','task',sat('a'))
c('b',"sort out the dead links on the agency website",'systems','task',None)
c('d',"book Bramble in at the groomers for friday the 6th at 2",'personal','task',md('d',2,6,'14:00',weekday='fri'))
c('l',"booked the caterer for Nan's do, it's saturday the 5th of december",'social','task',md('l',12,5,weekday='sat'),ctx=ctx(P("Nan's 90th party","Replace the shed roof"),T(("Book a caterer",'p1'),("Send the invitations",'p1'),("Buy roofing felt",'p2'))),comp='t1',par='p1')
c('g',"sent Greyfell the revised quote, waiting on their sign-off",'systems','communication',None,ctx=ctx(t=T("Send Greyfell the revised quote","Renew the van insurance")),wait="Greyfell: sign-off on the revised quote",comp='t1')

# ---- reminder_intention
c('a',"thursday 7am remind me that the street sweeper needs my car moved",'personal','reminder_intention',wd('a','thu','07:00'))
c('b',"dont forget Yusra's housewarming saturday at half 5",'social','reminder_intention',sat('b','17:30'),['Yusra'])
c('c',"ping me monday at quarter to 9 to submit my timesheet",'systems','reminder_intention',wd('c','mon','08:45'))
c('d',"remind me car tax renewal's due the 3rd",'personal','reminder_intention',nth('d',3))
c('e',"don't forget Teodor's match ticket money",'social','reminder_intention',None,['Teodor'])
c('f',"remind me next friday to call the opticians about my new lenses",'personal','reminder_intention',wd('f','fri'))
c('g',"remind me in a fortnight to review the print shop quotes",'systems','reminder_intention',rel('g',14))
c('l',"at half 3 remind me Ottilie needs collecting from drama club",'social','reminder_intention',rel('l',0,'15:30'),['Ottilie'])
c('k',"remind me tmrw evening to water the balcony plants",'personal','reminder_intention',rel('k',1,'19:00'))
c('s',"ping me at 11 re supplier invoice approvals",'systems','reminder_intention',rel('s',0,'11:00'))
c('z',"dont forget the vet wants Mochi back for his booster next monday",'personal','reminder_intention',wd('z','mon'))
c('x',"remind me of the team potluck thursday jan 7th",'systems','reminder_intention',md('x',1,7,weekday='thu'))
c('m',"7am tomorrow remind me the compost caddy goes out",'personal','reminder_intention',rel('m',1,'07:00'))
c('k',"remind me the parent teacher evening is thursday the 21st at 4",'social','reminder_intention',md('k',5,21,'16:00',weekday='thu'))

# ---- communication
c('a',"call Brannagh tonight re the camping weekend",'social','communication',tonight('a'),['Brannagh'])
c('b',"email our landlord, mould's creeping up the spare room wall",'personal','communication',None)
c('c',"video call w the Lisbon distributors monday 11am",'systems','communication',wd('c','mon','11:00'))
c('d',"rang the GP surgery, blood test slot moved",'personal','communication',None)
c('e',"text Kwabena happy birthday before his shift",'social','communication',None,['Kwabena'])
c('f',"whatsapp the climbing lot that I can't make wednesday",'social','communication',None)
c('g',"reply to Nkechi's email about the Q3 forecast by 4",'systems','communication',rel('g',0,'16:00'),['Nkechi'])
c('l',"ring the council tmrw morning, our bins got skipped again",'personal','communication',rel('l',1,'09:00'))
c('k',"call Priyanka aunty sunday evening",'social','communication',wd('k','sun','19:00'),['Priyanka'])
c('s',"left Harbourline's recruiter a voicemail re the ops role",'systems','communication',None)
c('z',"skype with Delphine wednesday at 8pm to plan the reunion",'social','communication',wd('z','wed','20:00'),['Delphine'])
c('x',"send the holiday rota to the team before the 23rd",'systems','communication',nth('x',23))
c('m',"call the insurers tomorrow at quarter past 9 re the cracked windscreen",'personal','communication',rel('m',1,'09:15'))

# ---- transaction
c('a',"water rates need paying by wednesday",'personal','transaction',wd('a','wed'))
c('b',"invoice Tallowby their June retainer on the 1st",'systems','transaction',nth('b',1))
c('c',"send Hyacinth $40 for the hen do deposit",'social','transaction',None,['Hyacinth'])
c('d',"council tax came out twice this month, need that refunded",'personal','transaction',None)
c('e',"expense the train fares from the Leeds site visit",'systems','transaction',None)
c('f',"set up the standing order for my gym membership starting the 1st",'personal','transaction',nth('f',1))
c('g',"log the $620 takings from the street fair stall in the shop books",'systems','transaction',None)
c('l',"window cleaner gets his £18 on friday",'personal','transaction',wd('l','fri'))
c('k',"send 5000 rupees to my nephew Arjun for his college fees",'social','transaction',None,['Arjun'])
c('s',"the Marrickville client has owed us $2,300 for 45 days now",'systems','transaction',None,wait="Marrickville client: $2,300 payment")
c('z',"airline refunded €64 for the delayed flight",'personal','transaction',None)
c('x',"pay the nanny her holiday bonus before wednesday",'personal','transaction',wd('x','wed'))
c('m',"studio's quarterly VAT payment is due the 7th",'systems','transaction',nth('m',7))

# ---- acquisition_disposition
c('a',"order a new grease filter for the extractor",'personal','acquisition_disposition',None)
c('b',"pick up the framed print for Anneliese's birthday saturday",'social','acquisition_disposition',sat('b'),['Anneliese'])
c('c',"list the old rowing machine on marketplace",'personal','acquisition_disposition',None)
c('d',"need a second monitor for the work setup, the company's paying",'systems','acquisition_disposition',None)
c('e',"bought an outfit for Rhian's wedding finally, returning the other two",'personal','acquisition_disposition',None,['Rhian'])
c('f',"drop the old duvets at the animal shelter tomorrow",'personal','acquisition_disposition',rel('f',1))
c('g',"reorder kraft mailers, shop's down to 30",'systems','acquisition_disposition',None)
c('l',"collect the hoover from the repairers thursday",'personal','acquisition_disposition',wd('l','thu'))
c('k',"return the kurta to the store, wrong size",'personal','acquisition_disposition',None)
c('s',"this arvo grab the dry cleaning",'personal','acquisition_disposition',rel('s',0,'15:00'))
c('z',"sell the spare snow tyres before the 15th",'personal','acquisition_disposition',nth('z',15))
c('x',"pick up the office printer toner on the way in monday",'systems','acquisition_disposition',wd('x','mon'))
c('m',"grandma's old sewing machine goes to Jovana, she's collecting it sunday",'social','acquisition_disposition',wd('m','sun'),['Jovana'])

# ---- project
c('a',"plan Nan's 90th: hall, caterer, invite list, photo slideshow",'social','project',None)
c('b',"loft conversion - get three quotes, planning check, structural engineer",'personal','project',None)
c('c',"launch the autumn glaze range: test tiles, photos, price sheet, newsletter",'systems','project',None)
c('d',"new project learning to sail: course, lifejacket, find a club",'personal','project',None)
c('e',"move the support inbox to the new helpdesk: export tickets, set up macros, train everyone by the 30th",'systems','project',nth('e',30))
c('f',"organise our road's june street party: closure permit, bunting, music",'social','project',None)
c('g',"overhaul my running: new shoes, physio check, a 10k plan",'personal','project',None)
c('l',"sort Mum's move to Elmcroft care home - paperwork, her furniture, tell the GP",'social','project',None)
c('k',"open a second studio branch in Pune: lease, hiring, fit out",'systems','project',None)
c('s',"Rhodri's surprise 40th, need venue + slideshow + guest list 🎉",'social','project',None,['Rhodri'])
c('z',"basement rewire - permits, electrician, new panel",'personal','project',None)
c('x',"quarterly offsite in march: venue shortlist, agenda, travel bookings",'systems','project',None)

# ---- routine_activity
c('a',"did my usual monday swim, 30 lengths",'personal','routine_activity',None)
c('b',"piano practice tonight, thursdays as ever",'personal','routine_activity',tonight('b'))
c('c',"sunday roast round at my sister's tomorrow like always",'social','routine_activity',rel('c',1))
c('d',"stand-up notes every morning at 9:15",'systems','routine_activity',OMIT)
c('e',"walked the dogs round the reservoir, usual loop",'personal','routine_activity',None)
c('f',"batch cook for the week tonight as usual",'personal','routine_activity',tonight('f'))
c('g',"payroll run every other tuesday",'systems','routine_activity',OMIT)
c('l',"meal prep sunday like always",'personal','routine_activity',wd('l','sun'))
c('k',"did the evening walk with appa again, 6 days running",'social','routine_activity',None)
c('s',"I've got the school run tomorrow, Caspian's got the car",'social','routine_activity',rel('s',1),['Caspian'])
c('z',"inbox zero friday afternoon as always",'systems','routine_activity',wd('z','fri','15:00'))
c('x',"saturday 7am long run, club group, like every week",'personal','routine_activity',wd('x','sat','07:00'))
c('m',"watered the allotment, every evening in this heat",'personal','routine_activity',None)

# ---- contact
c('a',"my cousin Ingrid's number changed to 902 555 0188",'social','contact',None,['Ingrid'])
c('b',"the tiler Mateus - mateus.tiles@fastmail.com, recommended by Suvi",'personal','contact',None,['Mateus','Suvi'])
c('c',"Greyfell Outdoor's new buyer: Paavo Lindqvist, head of buying",'systems','contact',None,['Paavo Lindqvist'])
c('d',"Lucinda from book club lives at 14 Birch Row now",'social','contact',None,['Lucinda'])
c('e',"our new gardener is Tobiah, 07700 900512, comes fortnightly",'personal','contact',None,['Tobiah'])
c('f',"recruiter from Vantage Talent: Siobhan Reilly, siobhan@vantagetalent.io",'systems','contact',None,['Siobhan Reilly'])
c('g',"Hamza's allergic to peanuts and his wife is called Dervla",'social','contact',None,['Hamza','Dervla'])
c('l',"the locksmith is Gwilym on 0161 496 0321",'personal','contact',None,['Gwilym'])
c('k',"Neha in accounts handles vendor codes, ext 4471",'systems','contact',None,['Neha'])
c('s',"Wilhelmina's kids are Ned and Poppy, 6 and 9",'social','contact',None,['Wilhelmina','Ned','Poppy'])
c('z',"the tax adviser is Jonas Albrecht, office on Lindenstraße 8",'personal','contact',None,['Jonas Albrecht'])
c('x',"Ottavio (the client's EA) prefers texts, 415-555-0192",'systems','contact',None,['Ottavio'])

# ---- decision_commitment
c('a',"decided to stop the meal kit subscription from next monday",'personal','decision_commitment',wd('a','mon'))
c('b',"told Caspian I'd take him for his flight on the 12th",'social','decision_commitment',nth('b',12),['Caspian'])
c('c',"going with Northgate Fibre for the office broadband",'systems','decision_commitment',None)
c('d',"not renewing the allotment, too much on with the new baby",'personal','decision_commitment',None)
c('e',"promised Marisol I'd cover her stall at the fete tomorrow",'social','decision_commitment',rel('e',1),['Marisol'])
c('f',"committed to the evening MBA, it starts the 14th",'systems','decision_commitment',nth('f',14))
c('g',"we've gone for the quartz worktop not the oak",'personal','decision_commitment',None)
c('l',"agreed to be a mentor for the two grads from january",'systems','decision_commitment',None)
c('k',"decided to move Diya to the school nearer home next term",'social','decision_commitment',None,['Diya'])
c('s',"entered the ocean swim on Sunday the 19th, can't back out",'personal','decision_commitment',md('s',7,19,weekday='sun'))
c('z',"no more work email after 7pm, starting tomorrow",'systems','decision_commitment',rel('z',1))
c('x',"said yes to hosting both families on the 24th",'social','decision_commitment',nth('x',24))
c('m',"we'll take the Quarry Lane unit, signing the lease thursday at 10",'systems','decision_commitment',wd('m','thu','10:00'))

# ---- learning_consumption
c('a',"finish the audiobook on Roman Britain this week",'personal','learning_consumption',None)
c('b',"watch the pivot table course from my manager before monday",'systems','learning_consumption',wd('b','mon'))
c('c',"pottery taster class tuesday at 6:30pm",'personal','learning_consumption',wd('c','tue','18:30'))
c('d',"started the sleep podcast Delphine recommended",'personal','learning_consumption',None,['Delphine'])
c('e',"AWS exam prep, chapter 4 tonight",'systems','learning_consumption',tonight('e'))
c('f',"the library hold on the new Sally Rooney is ready",'personal','learning_consumption',None,['Sally Rooney'])
c('g',"GDPR webinar for small retailers thursday 1pm",'systems','learning_consumption',wd('g','thu','13:00'))
c('l',"going to the parenting talk at Ottilie's school next wednesday 7pm",'social','learning_consumption',wd('l','wed','19:00'),['Ottilie'])
c('k',"Kannada lesson with the tutor saturday 9am",'personal','learning_consumption',wd('k','sat','09:00'))
c('s',"halfway through the leadership book the new GM handed out",'systems','learning_consumption',None)
c('z',"watching the Berlin wall documentary tonight",'personal','learning_consumption',tonight('z'))
c('x',"knife skills class on the 2nd",'personal','learning_consumption',nth('x',2))
c('m',"listen to the last two episodes of the grief podcast Anneliese sent",'personal','learning_consumption',None,['Anneliese'])

# ---- milestone_outcome
c('a',"promoted to senior analyst!!",'systems','milestone_outcome',None)
c('b',"Diya lost her first tooth today 🦷",'social','milestone_outcome',None,['Diya'])
c('c',"did it, completed my first ever triathlon",'personal','milestone_outcome',None)
c('d',"driving test passed!! first go",'personal','milestone_outcome',None)
c('e',"our shop crossed 1000 orders this month",'systems','milestone_outcome',None)
c('f',"Kwabena and Hyacinth got engaged!!",'social','milestone_outcome',None,['Kwabena','Hyacinth'])
c('g',"our app made the top 10 in the store charts",'systems','milestone_outcome',None)
c('l',"Rhodri got into the Royal College of Music",'social','milestone_outcome',None,['Rhodri'])
c('k',"cleared my CA final",'systems','milestone_outcome',None)
c('s',"married ten years as of today",'social','milestone_outcome',None)
c('z',"finally hit 100kg on the deadlift",'personal','milestone_outcome',None)
c('x',"signed our biggest contract ever with Halvorsen Freight",'systems','milestone_outcome',None)

# ---- observation_insight
c('a',"the boiler pressure keeps dropping overnight",'personal','observation_insight',None)
c('b',"Ezra clams up whenever his dad comes up",'social','observation_insight',None,['Ezra'])
c('c',"the wholesale orders all come in on mondays",'systems','observation_insight',None)
c('d',"I sleep better on the nights I skip screens",'personal','observation_insight',None)
c('e',"idea: a shared calendar for the grandparents' pickup days",'social','observation_insight',None)
c('f',"the 6am bus is rammed on the first of every month",'personal','observation_insight',None)
c('g',"customers drop off at the shipping step on mobile",'systems','observation_insight',None)
c('l',"hallway damp gets worse when the wind's from the east",'personal','observation_insight',None)
c('k',"the team gets way more done on no-meeting wednesdays",'systems','observation_insight',None)
c('s',"Mum retells the same old stories a lot lately",'social','observation_insight',None)
c('z',"the radiator in the study never gets fully hot",'personal','observation_insight',None)
c('x',"thought: tie the client newsletter to the quarterly report",'systems','observation_insight',None)

# ---- emotion_state
c('a',"so anxious, restructure gets announced soon",'systems','emotion_state',None)
c('b',"really proud of Cormac for standing up for his mate",'social','emotion_state',None,['Cormac'])
c('c',"feeling properly rested for once",'personal','emotion_state',None)
c('d',"gutted I missed Wilhelmina's recital because of the late shift",'social','emotion_state',None,['Wilhelmina'])
c('e',"overwhelmed by all the house admin lately",'personal','emotion_state',None)
c('f',"lonely since Suvi moved to Perth",'social','emotion_state',None,['Suvi'])
c('g',"stoked about how the pitch went",'systems','emotion_state',None)
c('l',"knackered and fed up, this cold won't shift",'personal','emotion_state',None)
c('k',"tense about the appraisal meeting friday",'systems','emotion_state',None)
c('s',"so grateful Nan is home from hospital",'social','emotion_state',None)
c('z',"nervous re the MRI, still no date from the hospital",'personal','emotion_state',None,wait="hospital: MRI date")
c('x',"chuffed the garden's finally coming together",'personal','emotion_state',None)

if __name__ == "__main__":
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 7, cases)
