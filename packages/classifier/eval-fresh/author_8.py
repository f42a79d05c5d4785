# Writes thoughts-fresh-8.jsonl: an eighth fresh labelled set (issue 10, ids f8…), written before any change
# of this round by ../../../shared/eval/GUIDELINES.md with its Clarifications, with new people, projects and
# wording. Besides a normal mix of every event type in all three domains it weights three weaknesses of the
# merged engine: plan-like thoughts with a clear future time phrased like an outcome or a state ("finally got
# a slot…", "the gas engineer turns up at 1 tomorrow", a start date after a job offer), brands, shops and
# apps named alone or after at/from/on ("Uniqlo had…", "from Staples", "on Vinted") beside real people,
# and parents that share no word with their project ("the tiler" under "Bathroom renovation"), with
# look-alikes that belong to no open project. It also writes the split by sha1 of the text, fixed before the
# first scoring: thoughts-fresh-8-read.jsonl (misses may be read) and thoughts-fresh-8-held.jsonl (totals
# only). Dates are computed by the guideline's rules in labelset.py. Run: python3 eval-fresh/author_8.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, T, P, ctx, OMIT
use({
 'a':("2026-05-11T08:20:00","America/Halifax"),    # Mon
 'b':("2026-09-03T12:10:00","America/Halifax"),    # Thu
 'c':("2026-02-14T10:05:00","America/Halifax"),    # Sat
 'd':("2026-11-03T17:45:00","America/Halifax"),    # Tue
 'e':("2026-06-19T07:30:00","America/Halifax"),    # Fri
 'f':("2026-08-30T15:40:00","America/Halifax"),    # Sun
 'g':("2026-03-18T13:15:00","America/New_York"),   # Wed
 'l':("2026-10-08T09:25:00","Europe/London"),      # Thu
 'k':("2026-01-13T11:30:00","Asia/Kolkata"),       # Tue
 's':("2026-04-22T07:55:00","Australia/Sydney"),   # Wed
 'z':("2026-12-07T14:50:00","Europe/Berlin"),      # Mon
 'x':("2026-07-17T08:40:00","America/Los_Angeles"),# Fri
 'm':("2026-03-04T21:20:00","America/Halifax"),    # Wed, late evening
}, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'sun','g':'wed','l':'thu','k':'tue','s':'wed','z':'mon','x':'fri','m':'wed'})
cases=[]
c=labeller(cases)

# ---- timed plans phrased like outcomes or states (scheduled must survive)
c('a',"finally managed to get a GP slot, wednesday at 2:15",'personal','task',wd('a','wed','14:15'))
c('b',"the gas engineer turns up at 1 tomorrow",'personal','task',rel('b',1,'13:00'))
c('c',"car's booked in at the garage tuesday at 9",'personal','task',wd('c','tue','09:00'))
c('d',"physio got moved to friday 8:15",'personal','task',wd('d','fri','08:15'))
c('e',"Lotte's flight lands 9:05 tonight, I'm collecting her",'social','task',rel('e',0,'21:05'),['Lotte'])
c('f',"school photos are on wednesday, clean shirt for Noor",'social','task',wd('f','wed'),['Noor'])
c('g',"the landlord is doing his inspection friday at 2",'personal','task',wd('g','fri','14:00'))
c('l',"passport appointment sorted for the 27th at 10:40",'personal','task',nth('l',27,'10:40'))
c('k',"Dad's cataract surgery is on the 19th, I'm driving him there",'social','task',nth('k',19))
c('s',"Fennick & Rowe offered me the role!! I start monday the 4th of may",'systems','milestone_outcome',md('s',5,4,weekday='mon'))
c('z',"theory test passed, practical one's booked for the 21st",'personal','milestone_outcome',nth('z',21))
c('x',"the boiler guy is due monday between 8 and 10",'personal','task',wd('x','mon','08:00'))
c('a',"quarterly review got pushed to thursday 3pm",'systems','task',wd('a','thu','15:00'))
c('b',"vet at 4:45 tomorrow for Pip's jabs",'personal','task',rel('b',1,'16:45'))
c('c',"locked in the venue tour for sunday at 11",'social','task',wd('c','sun','11:00'))
c('d',"Gideon's leaving drinks are thursday at 6",'systems','task',wd('d','thu','18:00'),['Gideon'])
c('e',"the chimney sweep confirmed monday 10am",'personal','task',wd('e','mon','10:00'))
c('f',"done with the hospital paperwork, the scan itself is tuesday at 7:40",'personal','task',wd('f','tue','07:40'))
c('g',"my booking at the tip is saturday 8:30",'personal','task',sat('g','08:30'))
c('l',"sorted a Clapham flat viewing for tomorrow at half 6",'personal','task',rel('l',1,'18:30'))
c('k',"the electrician comes at 4 today to check the inverter",'personal','task',rel('k',0,'16:00'))
c('s',"parent interviews are wednesday the 29th at 3:20",'social','task',md('s',4,29,'15:20',weekday='wed'))
c('x',"Keanu's graduation is friday the 24th, need the day off",'social','task',md('x',7,24,weekday='fri'),['Keanu'])
c('m',"all set for the dental cleaning friday at 8",'personal','task',wd('m','fri','08:00'))
c('z',"award night for the agency is on the 17th, dress is smart",'systems','task',nth('z',17))
c('a',"bloods done, results appointment is next tuesday 9:30",'personal','task',wd('a','tue','09:30'))

# ---- brands, shops and apps named alone, beside real people
c('b',"Uniqlo had the fleece in navy so I grabbed two",'personal','acquisition_disposition',None)
c('c',"order printer ink from Staples by thursday",'systems','acquisition_disposition',wd('c','thu'))
c('d',"Costco run saturday morning for the party supplies",'social','acquisition_disposition',sat('d','09:00'))
c('e',"Duolingo streak hit 300 days",'personal','milestone_outcome',None)
c('f',"Netflix raised the price again, worth cancelling",'personal','observation_insight',None)
c('g',"cancel my Audible membership before the 3rd",'personal','task',nth('g',3))
c('l',"Shopify payout of £1,240 came through for my prints business",'systems','transaction',None)
c('k',"Asana keeps logging me out on the work laptop",'systems','observation_insight',None)
c('s',"Slack message from Ingrid re the launch slides, reply by noon",'systems','communication',rel('s',0,'12:00'),['Ingrid'])
c('x',"Hertz want the rental back by 10 on monday",'personal','task',wd('x','mon','10:00'))
c('a',"Halfords are fitting the new bike chain saturday at 11",'personal','task',sat('a','11:00'))
c('b',"Wayfair says the bookcase arrives on tuesday",'personal','acquisition_disposition',None,wait="Wayfair: bookcase delivery",exp=wd('b','tue'))
c('c',"Deliveroo order never showed, asked them for a refund",'personal','transaction',None,wait="Deliveroo: refund")
c('d',"Patagonia patched my jacket for free, legends",'personal','observation_insight',None)
c('e',"renew the studio's Adobe licence before the 30th",'systems','transaction',nth('e',30))
c('f',"Sobeys had no oat milk again",'personal','observation_insight',None)
c('g',"ask Dariusz whether Canva or Figma works better for the flyers",'systems','communication',None,['Dariusz'])
c('l',"picked up Nan's prescription at Boots",'social','task',None)
c('k',"Swiggy overcharged me twice this week",'personal','transaction',None)
c('s',"dinner at Nando's with Malik on thursday",'social','task',wd('s','thu'),['Malik'])
c('z',"Zalando sent the wrong size, return it by friday",'personal','acquisition_disposition',wd('z','fri'))
c('x',"Trader Joe's has the good dumplings back",'personal','observation_insight',None)
c('m',"coffee with Ines at Pret on friday 8:30",'social','task',wd('m','fri','08:30'),['Ines'])
c('a',"Spotify says I've listened to 40k minutes this year",'personal','observation_insight',None)
c('b',"put the pram up on Marketplace sometime this weekend",'personal','acquisition_disposition',sat('b'))
c('c',"Dell shipped a charger for the wrong model",'systems','observation_insight',None)
c('d',"Revolut blocked my payment to the landlord, sort it today",'personal','transaction',rel('d',0))
c('e',"sold the old amp on Reverb for $210",'personal','acquisition_disposition',None)
c('f',"Canva Pro for the bakery is due to renew on the 5th",'systems','transaction',nth('f',5))
c('g',"Oyelaran at Brightpine runs their ops, wants a demo",'systems','contact',None,['Oyelaran'])
c('l',"Argos click and collect ready for the kettle, fetch it at 6",'personal','acquisition_disposition',rel('l',0,'18:00'))
c('k',"Zomato Gold renewal hit my card without asking",'personal','transaction',None)
c('s',"Bunnings for sandpaper and wood glue on sunday",'personal','acquisition_disposition',wd('s','sun'))
c('x',"bought Tamsin's birthday gift off Etsy",'social','acquisition_disposition',None,['Tamsin'])

# ---- parents that share no word with their project, and look-alikes
c('a',"the structural engineer can look at the steel beam tuesday",'personal','task',wd('a','tue'),ctx=ctx(P("Kitchen extension","Sell the old car")),par='p1')
c('b',"two people messaged about the Corolla listing",'personal','acquisition_disposition',None,ctx=ctx(P("Kitchen extension","Sell the old car")),par='p2')
c('c',"the priest wants the baptism form back by friday",'social','task',wd('c','fri'),ctx=ctx(P("Sofia's christening","Clear out the loft")),par='p1')
c('d',"ordered 200 mailer envelopes and some backing boards",'systems','acquisition_disposition',None,ctx=ctx(P("Open an online shop for my prints","Repaint the hallway")),par='p1')
c('e',"removal firm quoted £1,400 for the van and two porters",'personal','transaction',None,ctx=ctx(P("Move to Edinburgh","Learn the ukulele")),par='p1')
c('f',"the breeder says the litter is due in october",'personal','observation_insight',None,ctx=ctx(P("Get a puppy","Refinance the mortgage")),par='p1')
c('g',"tempo run done, 10k in 48 minutes",'personal','routine_activity',None,ctx=ctx(P("Train for the Berlin half marathon","Redo the garden")),par='p1')
c('l',"sparky says the consumer unit needs swapping first",'personal','observation_insight',None,ctx=ctx(P("Rewire the garage","Plan Ayesha's hen weekend")),par='p1')
c('k',"need a decent mic and a pop filter before we record the pilot",'systems','acquisition_disposition',None,ctx=ctx(P("Launch the agency podcast","Renovate the guest room")),par='p1')
c('s',"the restaurant can seat twenty of us in their back room",'social','observation_insight',None,ctx=ctx(P("Plan Mum's 60th","Replace the fence")),par='p1')
c('z',"booked the GMAT for the 22nd",'systems','task',nth('z',22),ctx=ctx(P("Apply for an MBA","Organise the garage shelves")),par='p1')
c('x',"pick up raised bed kits and ten bags of compost saturday",'personal','acquisition_disposition',sat('x'),ctx=ctx(P("Redo the back garden","Host the family reunion")),par='p1')
c('m',"JR passes and the ryokan in Kyoto still need sorting",'social','task',None,ctx=ctx(P("Family trip to Japan","New website for Halden Physio")),par='p1')
c('a',"three portfolios to go through before friday's interviews",'systems','task',wd('a','fri'),ctx=ctx(P("Hire a junior designer","Declutter the wardrobe")),par='p1')
c('b',"solicitor says the searches came back clear",'personal','observation_insight',None,ctx=ctx(P("Buy our first flat","Kids' birthday party")),par='p1')
c('c',"tiler says he can begin monday the 16th",'personal','task',md('c',2,16,weekday='mon'),ctx=ctx(P("Bathroom renovation","Plan the Lisbon weekend")),par='p1')
c('d',"dinghy course starts the 9th",'personal','learning_consumption',nth('d',9),ctx=ctx(P("Learn to sail","Quarterly board pack")),par='p1')
c('e',"press release draft needs legal to sign off",'systems','task',None,ctx=ctx(P("Q3 product launch","Fix the leaky shed")),par='p1')
c('f',"put the cot together and wash the tiny vests this weekend",'social','task',sat('f'),ctx=ctx(P("Get ready for the baby","Switch energy supplier")),par='p1')
c('g',"need a 14lb turkey and more folding chairs",'social','acquisition_disposition',None,ctx=ctx(P("Host Thanksgiving for the in-laws","Upgrade the home office")),par='p1')
c('l',"tested the lemon tart again, needs less sugar",'personal','observation_insight',None,ctx=ctx(P("Write a baking cookbook","Service the boiler")),par='p1')
c('k',"the dentist wants the booking button bigger on the homepage",'systems','task',None,ctx=ctx(P("Website redesign for Cobalt Dental","Plan Diwali at home")),par='p1')
c('s',"sorting tins at St Bride's hall saturday 9am",'social','task',sat('s','09:00'),ctx=ctx(P("Volunteer with the food bank","Sell the caravan")),par='p1')
c('z',"need biometric photos and my old rental contracts as proof of address",'personal','task',None,ctx=ctx(P("Citizenship application","Office Christmas party")),par='p1')
c('x',"the groom's suit fitting is on the 25th",'social','task',nth('x',25),ctx=ctx(P("Daniel's wedding as best man","Refinish the deck")),par='p1')
c('m',"the mortgage broker wants three months of payslips",'personal','task',None,ctx=ctx(P("Buy a house in Dartmouth","Learn Spanish")),par='p1')
c('a',"the vet wants Marmite back in for a second vaccine in two weeks",'personal','task',rel('a',14),ctx=ctx(P("Adopt a rescue dog","Year-end accounts")),par='p1')
c('b',"need to confirm the AV spec and order lanyards",'systems','task',None,ctx=ctx(P("Organise the regional sales conference","Paint the nursery")),par='p1')
c('c',"grout's cracked in the shower again",'personal','observation_insight',None,ctx=ctx(P("Build a treehouse for the kids","Onboard the new accountant"))) 
c('d',"Hanne's kitchen flooded overnight, poor thing",'social','observation_insight',None,['Hanne'],ctx=ctx(P("Kitchen extension","Sell the old car")))
c('e',"the neighbour's cat keeps sleeping on my windscreen",'personal','observation_insight',None,ctx=ctx(P("Get a puppy","Refinance the mortgage")))
c('f',"Joaquin just ran his first marathon, so proud",'social','emotion_state',None,['Joaquin'],ctx=ctx(P("Train for the Berlin half marathon","Redo the garden")))
c('g',"water bill to pay, due the 25th",'personal','transaction',nth('g',25),ctx=ctx(P("Bathroom renovation","Q3 product launch")))
c('l',"lunch with Corinne on the 2nd to catch up",'social','task',nth('l',2),['Corinne'],ctx=ctx(P("Write a baking cookbook","Service the boiler")))
c('k',"mehendi artist confirmed for the 14th, 6 hands",'social','task',nth('k',14),ctx=ctx(P("Ritika's wedding","Switch broadband provider")),par='p1')
c('s',"the accountant needs the receipts shoebox before the 30th",'systems','task',nth('s',30),ctx=ctx(P("Tax return for the café","Kids' swimming lessons")),par='p1')

# ---- normal mix
# task
c('z',"descale the coffee machine at the office tomorrow",'systems','task',rel('z',1))
c('x',"empty and wipe the fridge before the weekend shop",'personal','task',None)
c('m',"finally sorted the sock drawer",'personal','task',None,ctx=ctx(t=T("Sort the sock drawer","Renew the parking permit")),comp='t1')
c('d',"change both smoke alarm batteries on sunday",'personal','task',wd('d','sun'))
# reminder_intention
c('a',"street sweeping tomorrow, 7am reminder to shift my car",'personal','reminder_intention',rel('a',1,'07:00'))
c('b',"don't forget Ezinne's recital friday at 6",'social','reminder_intention',wd('b','fri','18:00'),['Ezinne'])
c('c',"ping me 4pm, expense claim needs submitting",'systems','reminder_intention',rel('c',0,'16:00'))
c('e',"remind me Rosalind needs a card before the 27th",'social','reminder_intention',nth('e',27),['Rosalind'])
c('g',"friday remind me: back up the client drives",'systems','reminder_intention',wd('g','fri'))
c('k',"remind me this evening: soak the chickpeas",'personal','reminder_intention',rel('k',0,'19:00'))
c('s',"bins switch to thursdays from next week, remind me",'personal','reminder_intention',None)
c('x',"remind me: boat registration renewal, end of month",'personal','reminder_intention',eom('x'))
# communication
c('d',"call Aurelio about carpooling to the tournament",'social','communication',None,['Aurelio'])
c('e',"email the payroll team re my missing overtime",'systems','communication',None)
c('f',"facetime Grandpa Teo sunday evening",'social','communication',rel('f',7,'19:00'),['Teo'])
c('g',"rang the roofer, no answer, try him again later",'personal','communication',None)
c('l',"text my book club tonight about hosting next month",'social','communication',tonight('l'))
c('z',"reply to Frau Kessler about the invoice question today",'systems','communication',rel('z',0),['Kessler'])
c('x',"emailed the HOA re the broken gate, waiting on their answer",'personal','communication',None,ctx=ctx(t=T("Email the HOA about the gate","Buy dog food")),wait="HOA: answer about the broken gate",comp='t1')
# transaction
c('a',"transfer $150 to Callum for the cabin",'social','transaction',None,['Callum'])
c('b',"invoice Marrowfield for the August retainer",'systems','transaction',None)
c('m',"paid the property tax instalment",'personal','transaction',None,ctx=ctx(t=T("Pay the property tax instalment","Call the tyre place")),comp='t1')
c('k',"client in Pune still owes 38,000 rupees from november",'systems','transaction',None,wait="client in Pune: 38,000 rupees")
c('s',"car rego is $812, due the 30th",'personal','transaction',nth('s',30))
# acquisition_disposition
c('f',"trainers have worn through at the soles, must buy replacements",'personal','acquisition_disposition',None)
c('z',"drop our outgrown winter coats at the shelter",'social','acquisition_disposition',None)
c('x',"order more 12oz cups for the coffee cart",'systems','acquisition_disposition',None)
c('a',"collect my watch from the jeweller's on thursday, it's fixed",'personal','acquisition_disposition',wd('a','thu'))
# project
c('b',"plan the garden room: base, cabin kit, electrics, insulation",'personal','project',None)
c('c',"organise Mireille's retirement do: venue, speeches, gift",'systems','project',None,['Mireille'])
c('d',"set up a supper club with the neighbours: dates, menu, who hosts",'social','project',None)
c('e',"new client onboarding pack: welcome email, contract, kickoff call",'systems','project',None)
c('f',"get the attic converted - plans, builder quotes, building regs",'personal','project',None)
c('g',"Ivo's 10th birthday party: trampoline park, invites, cake",'social','project',None,['Ivo'])
# routine_activity
c('l',"morning swim done, 40 lengths",'personal','routine_activity',None)
c('k',"watered the tulsi and lit the diya like every morning",'personal','routine_activity',None)
c('s',"my turn for the school drop-off tomorrow, leaving by 8:10",'social','routine_activity',rel('s',1,'08:10'))
c('z',"weekly ops sync every monday 10am from now on",'systems','routine_activity',OMIT)
c('x',"piano lessons for Juno are thursdays at 5 now",'social','routine_activity',OMIT,['Juno'])
c('m',"did the evening loop with the dog, 5k",'personal','routine_activity',None)
c('a',"invoice run friday as usual",'systems','routine_activity',wd('a','fri'))
# contact
c('b',"Soraya changed her number, it's 902 555 0147 now",'social','contact',None,['Soraya'])
c('c',"the mechanic at Dunmore Auto is Pete, 902 555 0199",'personal','contact',None,['Pete'])
c('d',"new rep at Kallisto Foods is Wen Hao, wen.hao@kallisto.example",'systems','contact',None,['Wen Hao'])
c('e',"Beatrix is allergic to sesame, note for the dinner",'social','contact',None,['Beatrix'])
c('g',"recruiter from Tallis Group: Omari Blake, omari.b@tallis.example",'systems','contact',None,['Omari Blake'])
c('l',"our cleaner Ewa's email is ewa.k@mailbox.example",'personal','contact',None,['Ewa'])
# decision_commitment
c('k',"decided I'm skipping the cousins' Goa trip this year",'social','decision_commitment',None)
c('s',"going with the fixed rate for the mortgage",'personal','decision_commitment',None)
c('z',"told Benedikt I'd cover his on-call week",'systems','decision_commitment',None,['Benedikt'])
c('x',"promised the kids pancakes on saturday",'social','decision_commitment',sat('x'))
c('m',"cutting out weeknight takeaways starting monday",'personal','decision_commitment',wd('m','mon'))
c('a',"not renewing the coworking desk after june",'systems','decision_commitment',None)
# learning_consumption
c('b',"finish the Kubernetes module the manager assigned by the 15th",'systems','learning_consumption',nth('b',15))
c('c',"started a documentary on deep sea creatures",'personal','learning_consumption',None)
c('d',"pottery taster class wednesday at 7",'personal','learning_consumption',wd('d','wed','19:00'))
c('e',"read the case study the client sent before monday",'systems','learning_consumption',wd('e','mon'))
c('f',"audiobook on stoicism is half done",'personal','learning_consumption',None)
c('k',"Marathi lessons with Sunita tai on saturdays, first one this saturday at 10",'personal','learning_consumption',sat('k','10:00'),['Sunita'])
# milestone_outcome
c('g',"Ilaria walked today!! first proper steps",'social','milestone_outcome',None,['Ilaria'])
c('l',"closed the Vantorre account, biggest of the year",'systems','milestone_outcome',None)
c('m',"got my green belt in judo tonight",'personal','milestone_outcome',None)
c('s',"our café got five stars from the local paper",'systems','milestone_outcome',None)
# observation_insight
c('x',"the sunroom gets too hot after 2",'personal','observation_insight',None)
c('a',"Ruairi is much chattier after football",'social','observation_insight',None,['Ruairi'])
c('b',"refund requests spike whenever we change the packaging",'systems','observation_insight',None)
c('z',"idea: carpool rota on a shared sheet",'social','observation_insight',None)
# emotion_state
c('c',"dreading the budget meeting tomorrow",'systems','emotion_state',None)
c('d',"so happy Perpetua is back from her travels",'social','emotion_state',None,['Perpetua'])
c('e',"weirdly calm today",'personal','emotion_state',None)
c('f',"frustrated the garage still hasn't called with a price",'personal','emotion_state',None,wait="garage: price")
c('g',"low key terrified of the keynote",'systems','emotion_state',None)
c('k',"missing Anand a lot since he moved to Toronto",'social','emotion_state',None,['Anand'])
# priorities and waits in the mix
c('l',"urgent: sign the lease and drop it at the agent's today",'personal','task',rel('l',0),prio='urgent')
c('s',"low priority: reorganise the spice rack",'personal','task',None,prio='low')
c('x',"important: get the visa letter from HR by wednesday",'systems','task',wd('x','wed'),prio='high')
c('m',"council still silent about my parking permit",'personal','observation_insight',None,wait="council: parking permit")
c('z',"Matthias says the proofs will be back thursday",'systems','observation_insight',None,['Matthias'],wait="Matthias: proofs",exp=wd('z','thu'))

if __name__ == "__main__":
  write_split_set(os.path.dirname(os.path.abspath(__file__)), 8, cases)
