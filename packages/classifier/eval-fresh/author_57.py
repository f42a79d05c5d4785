# Writes thoughts-fresh-57.jsonl: a fifty-seventh fresh labelled set (issue 10, ids f57…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Sámi nurse
# in Tromsø (Europe/Oslo, a time zone no earlier set used) in her thirties, the daughter of a reindeer herder in
# Kautokeino, who works rotating shifts on a surgical ward at the hospital and sells duodji on the side (beaded
# bracelets, gákti brooches, knife sheaths and tin-thread work, through a webshop and at markets), with a partner, two
# children and her parents and grandmother up on the vidda; writing Norwegian-flavoured English ("uff", "ja", "nei",
# "koselig", "hytta", "fastlege", "barnehage", "dugnad", "matpakke", "mørketid", "turnus", "NAV") with Sámi words
# ("áhkku", "eadni", "áhčči", "gákti", "bidos", "joik", "duodji", "siida"), the odd Norwegian word order, sometimes
# dictated without punctuation, with typos and emojis.
# People (none in an earlier set): Jørgen (partner, ferry engineer), Niillas (son, 12), Elle (daughter, 7), eadni and
# áhčči in Kautokeino, áhkku, Máret (sister in Alta), Ánde (brother who herds with áhčči); at the ward Gunn (ward
# leader), Torstein and Siri (nurses), Dr Haugen; for the duodji Mr Berg (her accountant) and Mrs Lund (a regular
# buyer); for the flat Ola (electrician), Kjetil (car mechanic) and Dr Nilsen (her fastlege); friends Kristin and
# Sunna; Elle's ski coach Bjørnar. Firms are left out.
# DOMAIN borderlines first: the ward job (shifts, turnus, ward leader, colleagues, patients, courses, union) and the
# duodji business (beads, leather, tin thread, the webshop, markets, orders, buyers, VAT, the accountant) are systems;
# the flat, the car, her own health, her own skiing and her own knitting personal; family, the herd's calf marking as
# family help, money sent to Kautokeino, the children's school, barnehage and skiing, friends and the Sámi association
# social; duodji made as a gift for family is social and duodji made to sell systems; family who buy or help sell are
# systems by the role they play; stress about the ward stated as a feeling is systems unless it is about a child.
# EVENT TYPE borderlines beside them, as in the fifty-sixth set: a state noticed beside the job it calls for; money as
# the point beside things got and let go; appointments stated as facts (task, scheduled); a task beside the reminder
# for it (rule 1 phrases only); a call or message beside the task it is about; a decision made beside one to weigh
# up; news beside notable results; waits stated as states with look-alikes; completions with tasks in the context
# and partial look-alikes; parents with projects in the context.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-57-read.jsonl (misses
# may be read) and thoughts-fresh-57-held.jsonl (totals only).
# Run: python3 eval-fresh/author_57.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-20T07:05:00","Europe/Oslo"),   # Tue, before a day shift, mørketid
 'b':("2026-02-06T20:30:00","Europe/Oslo"),   # Fri, Sámi National Day evening
 'c':("2026-03-14T10:15:00","Europe/Oslo"),   # Sat, beading at the kitchen table
 'd':("2026-04-29T22:40:00","Europe/Oslo"),   # Wed, after a late shift
 'e':("2026-06-24T13:20:00","Europe/Oslo"),   # Wed, midnight-sun summer, day off
 'f':("2026-08-16T18:00:00","Europe/Oslo"),   # Sun, back from the vidda
 'g':("2026-10-02T07:30:00","Europe/Oslo"),   # Fri, morning
 'h':("2026-11-25T15:10:00","Europe/Oslo"),   # Wed, already dark
}, {'a':'tue','b':'fri','c':'sat','d':'wed','e':'wed','f':'sun','g':'fri','h':'wed'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
SHOP,BATH,CONF="Duodji webshop relaunch","New bathroom in the flat","Elle's gákti for the 17th of May"
MARKET,SPEC,SKI,REUNION="Stall at the Easter market in Kautokeino","Specialist course in surgical nursing","Ski the Finnmarksløpet trail","Family reunion in Kautokeino"

# ======== the same kind of thing in each domain: the duodji's (systems) beside the flat's and the car's (personal)
c('a',"running low on the blue glass beads again, the bracelets eat them",S,'observation_insight')
c('b',"order 2 kilo of tin thread from the Swedish supplier, the shop's orders need it",S,'acquisition_disposition')
c('c',"the bathroom fan in our flat makes a grinding sound since christmas",P_,'observation_insight')
c('d',"get somebody to look at the bathroom fan before it dies totally",P_,'task')
c('e',"webshop photos of the new brooches look so dull, need better light for the product pictures",S,'observation_insight')
c('f',"take new photos of the reindeer-leather sheaths for the webshop",S,'task')
c('g',"the car goes clunk on each speed hump now",P_,'observation_insight')
c('h',"phone Kjetil and ask can he look at the clunk before the snow comes properly",P_,'communication',['Kjetil'])
c('a',"uff the kitchen tap drips the whole night, fix the washer on my day off",P_,'task')
c('b',"the Sámi association's hall has no working projector for the film evening",SO,'observation_insight')
c('c',"sew the bracelets for the association's lottery, my gift to the Sámi day party",SO,'task')
c('d',"bead 40 bracelets for the tourist shop in town, they pay 350 each",S,'task')
c('e',"the insurance on my market tent and stock ends the 30th",S,'observation_insight')
c('f',"get the studded tyres on before the first ice comes",P_,'task')
c('g',"paid the VAT for the duodji shop, 4 180 kr for the period",S,'transaction')
c('h',"the electricity bill for the flat is 2 900 kr this month, mørketid prices",P_,'transaction')
c('a',"our home insurance is 140 kr more each month, for nothing",P_,'transaction')
c('b',"new ski boots for myself, the old ones give me blisters",P_,'acquisition_disposition')
c('c',"bought a proper lamp with magnifier for the beading, for the business",S,'acquisition_disposition')
c('d',"the duodji stall at Elle's school dugnad made 3 600 kr for the class trip",SO,'transaction')
c('e',"the shop's accounts to Mr Berg before the end of the month",S,'task',eom('e'),['Berg'])
c('g',"the washing machine stops in the middle of the program again",P_,'observation_insight')
c('h',"the heat pump in the stue cant keep up when it is minus 15",P_,'observation_insight')

# ======== the ward job (systems) beside her own body (personal) and work brought home
c('a',"three patients on the ward with the same wound infection, we must look at the dressings routine",S,'observation_insight')
c('b',"apply for a week off in the turnus for the Easter market",S,'task')
c('c',"new turnus is out and I have every second weekend all spring",S,'observation_insight')
c('d',"my back is completely stiff after lifting patients all evening",P_,'observation_insight')
c('e',"ask the fastlege about my back, it's six weeks with pain now",P_,'task')
c('f',"so stressed, they are cutting the extra nurse on the night shift again",S,'emotion_state')
c('g',"snapped at Elle over nothing after the late shift, feel like a bad mother",SO,'emotion_state',['Elle'])
c('h',"too tired after two nights to go see Niillas play football, I hate that",SO,'emotion_state',['Niillas'])
c('a',"still shaking after the patient who collapsed in the corridor today",S,'emotion_state')
c('b',"the nurses union wants a vote about the new turnus model",S,'observation_insight')
c('c',"send my answer to the union vote before the 20th",S,'task',nth('c',20))
c('d',"two sick on the ward so Torstein and me had twelve patients each tonight",S,'observation_insight',['Torstein'])
c('e',"I sleep so bad since they put me on the nights",P_,'observation_insight')
c('f',"claim the overtime for the double shift in the payroll system",S,'transaction')
c('g',"Gunn has her baby in spring, so we get a new ward leader",S,'observation_insight',['Gunn'])
c('h',"the new medicine trolleys on the ward are a disaster, nobody got the training",S,'observation_insight')

# ======== money for family (social) beside her own bills (personal) and the duodji's money (systems)
c('a',"sent eadni 2 000 kr for the snowmobile repair",SO,'transaction')
c('b',"Ánde says áhčči has pain in the chest again but he won't go to the doctor",SO,'observation_insight',['Ánde'])
c('c',"vipps Máret the half of áhkku's new hearing aids",SO,'transaction',['Máret'])
c('d',"500 kr to the collection for Kristin's father's funeral flowers",SO,'transaction',['Kristin'])
c('e',"Niillas' football camp is 1 800 kr, pay it in the club app before friday",SO,'transaction',wd('e','fri'),['Niillas'])
c('f',"Elle's ski club fee is 950 for the season now, it was 700",SO,'transaction',['Elle'])
c('g',"the woman from Bergen paid 2 400 for the two brooches by vipps",S,'transaction')
c('h',"the duodji sales in november came to 21 500 kr, best month ever for the webshop",S,'transaction')
c('a',"the mortgage went up 600 kr with the new interest",P_,'transaction')
c('b',"settle the visa card in full before they take interest",P_,'transaction')
c('c',"gave 300 kr to the Sámi association's language nest",SO,'transaction')
c('d',"sent Máret 1 000 for the baby things, she has it tight now",SO,'transaction',['Máret'])
c('f',"paid Sunna 800 for helping at my market stall all saturday",S,'transaction',['Sunna'])
c('g',"gave Sunna 500 kroner inside her 30th birthday card",SO,'transaction',['Sunna'])
c('h',"900 kr postage for the webshop parcels this month",S,'transaction')
c('a',"the power company took 3 400 kr this month, crazy",P_,'transaction')
c('b',"the shop account is minus 1 500 until the museum shop pays the invoice",S,'transaction',
  wait='museum shop: payment of the invoice')
c('c',"Kristin paid 1 200 for a bracelet and a brooch, she got friend price",S,'transaction',['Kristin'])

# ======== people by the role they play: family and friends in the business (systems) or in their own lives (social)
c('d',"decided Jørgen does the webshop packing and post from now, he is more tidy than me",S,'decision_commitment',['Jørgen'])
c('e',"Jørgen has an interview for the chief engineer job on the new ferry",SO,'observation_insight',['Jørgen'])
c('f',"Máret paid 2 600 for twelve brooches from my shop for her work colleagues christmas",S,'transaction',['Máret'])
c('g',"Máret's little one got admitted in Alta with RS virus, all of us worry",SO,'observation_insight',['Máret'])
c('h',"Kristin got engaged!! the wedding is next summer on the hytte",SO,'observation_insight',['Kristin'])
c('a',"Ánde is struggling with the herd after the bad grazing winter",SO,'observation_insight',['Ánde'])
c('b',"think properly about Sunna's idea that we share a stand at the markets",S,'task',['Sunna'])
c('c',"Sunna is moving to Oslo for her studies in august",SO,'observation_insight',['Sunna'])
c('d',"Kristin and her husband are separating, she is not okay",SO,'observation_insight',['Kristin'])
c('e',"decided the duodji shop sponsors the ski club's bibs, 2 500 kr with my logo",S,'decision_commitment')

# ======== skiing and joik (social, personal)
c('f',"pulled something in my calf on the run up Fløya, can hardly walk",P_,'observation_insight')
c('g',"new glasses for me, cant see the small beads anymore",P_,'acquisition_disposition')
c('h',"Elle's ski group came last in the relay, first time they were not on the podium",SO,'observation_insight',['Elle'])
c('a',"Niillas won the joik competition for the youth at Sámi week!!",SO,'milestone_outcome',['Niillas'])
c('b',"the Sámi association lost the funding from the county so no summer camp",SO,'observation_insight')
c('c',"skied the whole 30 km Tromsø Skimaraton, 3 hours 12, the first time ever",P_,'milestone_outcome')

# ======== a task beside the reminder for it (rule 1's phrases)
c('d',"remind me Elle's old ski suit goes to the school flea market thursday",SO,'reminder_intention',wd('d','thu'),['Elle'])
c('e',"dont forget Jørgen's birthday on the 3rd",SO,'reminder_intention',nth('e',3),['Jørgen'])
c('f',"remind me 8 tomorrow morning, the leather for the sheaths must be ordered",S,'reminder_intention',rel('f',1,'08:00'))
c('g',"ping me 7pm to sign the paper so Niillas can go on the class tour",SO,'reminder_intention',rel('g',0,'19:00'),['Niillas'])
c('h',"remind me the holiday wishes for the summer turnus must be in by monday",S,'reminder_intention',wd('h','mon'))
c('a',"remind me the EU control on the car must happen by month end",P_,'reminder_intention',eom('a'))
c('b',"dont forget the joik evening moved to thursday at 19",SO,'reminder_intention',wd('b','thu','19:00'))
c('c',"remind me price tags before the Easter market",S,'reminder_intention')
c('d',"write price labels for my stall tomorrow",S,'task',rel('d',1))
c('e',"remind me eadni wants the pictures of Elle in her new gákti",SO,'reminder_intention',['Elle'])
c('f',"sign Elle up for the Sámi language course in the autumn",SO,'task',['Elle'])
c('g',"remind me at 10 tonight for my iron tablets",P_,'reminder_intention',rel('g',0,'22:00'))

# ======== a call, message or email (communication) beside the task it is about
c('h',"facetime áhkku tonight so Elle can show her the new tooth gap",SO,'communication',tonight('h'),['Elle'])
c('a',"answer the lady from Harstad on messenger about her custom belt",S,'communication')
c('b',"emailed Mr Berg all the shop's receipts",S,'communication',['Berg'])
c('c',"sort the shop receipts by month for Mr Berg",S,'task',['Berg'])
c('d',"voice message to Ánde asking how the calving goes",SO,'communication',['Ánde'])
c('e',"called the school about Niillas and the fight, very unhappy with them",SO,'communication',['Niillas'])
c('f',"wrote in the joik group chat that I cant come on tuesday, I have lates",SO,'communication')
c('g',"ring the kommune about the street light outside our building, dark for weeks",P_,'communication')
c('h',"left Ola a voicemail again about the sockets in the hallway",P_,'communication',['Ola'])
c('a',"answer the bad review on the webshop from the customer in Trondheim",S,'communication')
c('b',"texted Gunn to swap my saturday for the wednesday",S,'communication',['Gunn'])
c('c',"label all the bead boxes by colour, Jørgen mixes them every time",S,'task',['Jørgen'])
c('d',"rang the association leader, I will make the waffles for the midsummer party",SO,'communication')

# ======== a decision made beside one still to weigh up (task)
c('e',"no more webshop orders in the week of calf marking, family first",S,'decision_commitment')
c('f',"find out if a second market tent pays back for the duodji",S,'task')
c('g',"going with the real reindeer leather for all the sheaths from now, no more cheap cow leather",S,'decision_commitment')
c('h',"told the association I will lead the children's joik group this winter",SO,'decision_commitment')
c('a',"promised Elle we go to see the northern lights at the hytte next saturday",SO,'decision_commitment',sat('a'),['Elle'])
c('b',"not taking extra shifts on weekends anymore, the markets give more",S,'decision_commitment')
c('c',"think about if I should apply for the specialist education before the deadline",S,'task')
c('d',"I am the treasurer for the Sámi association now, said ja before I could think",SO,'decision_commitment')
c('e',"decided we all go to Kautokeino over the Easter week, I swap shifts if I must",SO,'decision_commitment')
c('f',"keeping the old car one more winter, new ones are too expensive",P_,'decision_commitment')

# ======== got and let go (acquisition) beside money as the point (transaction)
c('g',"bought a secondhand leather sewing machine on finn.no for the duodji",S,'acquisition_disposition')
c('h',"the christmas orders made 14 000 kr in two weeks",S,'transaction')
c('a',"we need a better duvet in our bedroom, it is so cold at night",P_,'acquisition_disposition')
c('b',"pick up the antler pieces for the knife handles at the post counter",S,'acquisition_disposition')
c('c',"send back the tin thread that came in the wrong thickness",S,'acquisition_disposition')
c('d',"gave Niillas' old bike to Kristin's boy",SO,'acquisition_disposition',['Niillas','Kristin'])
c('e',"order eadni and áhčči a new freezer for the meat, Ánde is home when it comes",SO,'acquisition_disposition',['Ánde'])
c('f',"the market tent needs new poles before the season",S,'acquisition_disposition')
c('g',"Elle must have new winter boots, her feet grew again",SO,'acquisition_disposition',['Elle'])
c('h',"refunded the customer in Bodø 450 kr, the brooch pin broke in the post",S,'transaction')
c('a',"picked up áhkku's new glasses and posted them to Kautokeino",SO,'acquisition_disposition')
c('b',"dropped my old jackets and boots at the Red Cross second-hand",P_,'acquisition_disposition')
c('c',"sold the old bead loom to a woman in Alta",S,'acquisition_disposition')
c('g',"ordered the drone for Niillas' birthday",SO,'acquisition_disposition',['Niillas'])

# ======== someone else's news (observation) beside a notable result (milestone)
c('d',"Niillas was chosen for the Troms team in football!!",SO,'milestone_outcome',['Niillas'])
c('e',"Niillas says everybody in his class has a phone with a better camera",SO,'observation_insight',['Niillas'])
c('f',"Elle swam 25 meters alone for the first time today",SO,'milestone_outcome',['Elle'])
c('g',"Máret got her driving licence in Alta, third try",SO,'milestone_outcome',['Máret'])
c('h',"Máret talks about moving back to Kautokeino for good",SO,'observation_insight',['Máret'])
c('a',"the 300th order in the duodji webshop since I opened it",S,'milestone_outcome')
c('b',"most of the webshop customers find me on instagram, not on the market",S,'observation_insight')
c('c',"ten years on the ward this month, got flowers from Gunn",S,'milestone_outcome',['Gunn'])
c('d',"áhčči is home from the hospital in Hammerfest, Ánde says he eats again",SO,'observation_insight',['Ánde'])
c('e',"the association leader steps down at the annual meeting",SO,'observation_insight')
c('f',"passed the exam in wound care, I am a certified wound nurse now",S,'milestone_outcome')
c('g',"the first month the duodji earned more than my nurse salary",S,'milestone_outcome')
c('h',"Jørgen and me are 12 years together today ❤️",SO,'milestone_outcome',['Jørgen'])

# ======== a habit or a named instance of it (routine) beside a one-off
c('a',"did my usual monday packing of webshop parcels",S,'routine_activity')
c('b',"count the bead stock every sunday night",S,'routine_activity',OMIT)
c('c',"joik practice at the association tomorrow at 6 like every sunday",SO,'routine_activity',rel('c',1,'18:00'))
c('d',"took Elle to the swimming, our wednesday thing every week",SO,'routine_activity',['Elle'])
c('e',"washed the car inside and out, first time since winter",P_,'task')
c('f',"the ski group trains tuesday and thursday evenings",SO,'routine_activity',OMIT)
c('g',"did my morning walk to Telegrafbukta like every day off",P_,'routine_activity')
c('h',"clean up the workbench in the spare room properly, it's chaos",S,'task')
c('a',"Niillas' football training in the hall saturday 10, like always",SO,'routine_activity',sat('a','10:00'),['Niillas'])
c('b',"blood pressure 128 over 82 this morning, I measure every morning",P_,'routine_activity')

# ======== reading, watching, classes and library holds (learning)
c('c',"watching youtube about photographing jewellery for the webshop",S,'learning_consumption')
c('d',"started the course in pain management, the hospital pays",S,'learning_consumption')
c('e',"reading the old Sámi stories for the children's joik group on tuesday",SO,'learning_consumption',wd('e','tue'))
c('f',"the library put a book about old knitting patterns on hold for me",P_,'learning_consumption')
c('g',"me and Niillas watched that documentary on the Alta conflict",SO,'learning_consumption',['Niillas'])
c('h',"podcast in the car about selling handicraft online, so useful",S,'learning_consumption')
c('a',"signed up for evening classes in north Sámi grammar, only for myself",P_,'learning_consumption')
c('b',"reading about sleep and night shifts for myself, I am a zombie",P_,'learning_consumption')

# ======== a feeling stated outright (emotion) beside the fact that causes it (observation)
c('c',"so sick of customers who order and then never pay",S,'emotion_state')
c('d',"three webshop orders unpaid this month",S,'observation_insight')
c('e',"so worried, Ánde says áhčči doesn't eat",SO,'emotion_state',['Ánde'])
c('f',"áhkku has gotten so thin, her hands are only bones",SO,'observation_insight')
c('g',"so proud of Niillas, he joiked for the whole school without shaking",SO,'emotion_state',['Niillas'])
c('h',"feel heavy and sad today, the mørketid is getting to me",P_,'emotion_state')
c('a',"happy how the new brooches turned out, the best I've made for the shop",S,'emotion_state')
c('b',"furious, got a parking ticket outside the post office while sending shop parcels",S,'emotion_state')
c('c',"nervous for the job interview for the specialist post on thursday",S,'emotion_state')
c('d',"so glad Ola fixed the sockets finally, great job",P_,'emotion_state',['Ola'])
c('e',"the bedroom is so bright with the midnight sun, nobody sleeps",P_,'observation_insight')
c('f',"dreading the staff meeting monday, they talk about closing beds",S,'emotion_state')

# ======== contact cards beside a call to the same person
c('g',"Ola the electrician 412 55 018, does old buildings, Kristin recommended",P_,'contact',['Ola','Kristin'])
c('h',"Mrs Lund in Kvaløysletta, buys a brooch every christmas, pays with vipps",S,'contact',['Lund'])
c('a',"Gunn's phone at the ward office is 776 55 402",S,'contact',['Gunn'])
c('b',"the association leader's new number is 908 55 317",SO,'contact')
c('c',"Máret moved, new address Markveien 14 in Alta",SO,'contact',['Máret'])
c('d',"Mr Berg does the shop's accounting, office at Storgata, only before lunch",S,'contact',['Berg'])
c('e',"Kjetil the mechanic moved his workshop out to Tomasjord",P_,'contact',['Kjetil'])
c('f',"Bjørnar is Elle's ski coach, his wife is Randi, they live in Kroken",SO,'contact',['Bjørnar','Randi','Elle'])
c('g',"Dr Nilsen my fastlege only has phone time between 8 and 9 now",P_,'contact',['Nilsen'])
c('h',"Siri the new nurse is Torstein's cousin, very good, lives in Tromsdalen",S,'contact',['Siri','Torstein'])
c('a',"the joik teacher Áilu, email ailu.joik@gmail.com",SO,'contact',['Áilu'])

# ======== new multi-step projects beside a single task
c('b',"webshop relaunch: new photos, sámi and english texts, a card payment",S,'project')
c('c',"Elle's gákti for the 17th of May: the cloth, the silk shawl, the silver, eadni sews the collar",SO,'project',['Elle'])
c('d',"new bathroom in our flat: tiles, heating cables, a new shower, a plumber",P_,'project')
c('e',"family reunion in Kautokeino: the lavvu, the food, a boat for the lake",SO,'project')
c('f',"apply for the specialist education: get the CV ready, the references from Gunn, the application essay",S,'project',['Gunn'])
c('g',"ski the Finnmarksløpet trail: a training plan, new skis, book the cabins",P_,'project')
c('h',"stall at the Easter market in Kautokeino: the tent, stock for two days, a card reader",S,'project')
c('a',"fix the scratch on the market table",S,'task')

# ======== waits stated as states, with look-alikes that wait on nobody
c('b',"payroll still hasn't paid me the night bonus for december",S,'transaction',
  wait='payroll: night bonus for December')
c('c',"Mrs Lund hasn't paid for the two brooches yet",S,'transaction',['Lund'],
  wait='Lund: payment for the two brooches')
c('d',"Ola is supposed to send me the price for the new fuse box",P_,'observation_insight',['Ola'],
  wait='Ola: price for the new fuse box')
c('e',"the new bead order comes friday, says the tracking",S,'acquisition_disposition',
  wait='bead order (delivery)',exp=wd('e','fri'))
c('f',"Ánde still has to send me the receipt for the freezer money",SO,'observation_insight',['Ánde'],
  wait='Ánde: receipt for the freezer money')
c('g',"nothing from HR since the interview for the specialist post",S,'observation_insight',
  wait='HR: answer on the specialist post')
c('h',"waiting to hear from the kommune if Elle gets the place at the Sámi school",SO,'observation_insight',['Elle'],
  wait='kommune: Sámi school place for Elle')
c('a',"Kjetil has had the car since friday, no news",P_,'observation_insight',['Kjetil'],
  wait='Kjetil: car repair')
c('b',"the stolen market tent, the insurance still has not paid a krone",S,'transaction',
  wait='insurer: payout for the stolen market tent')
c('c',"áhkku's new passport comes on the 25th, the police said",SO,'observation_insight',
  wait="áhkku's passport",exp=nth('c',25))
c('d',"Sunna must still tell me if she is in on the shared stand",S,'observation_insight',['Sunna'],
  wait='Sunna: whether she is in on the shared stand')
c('e',"months now and the tax office has not returned the VAT for the shop",S,'transaction',
  wait='tax office: VAT refund for the shop')
c('f',"Sunna is still owed for two market days",S,'transaction',['Sunna'])
c('g',"we wait with the bathroom until after the Easter market",P_,'decision_commitment',
  ctx=ctx(p=P(BATH,MARKET)),par='p1')
c('h',"so looking forward to the whole family in the lavvu at Easter",SO,'emotion_state')

# ======== completions of tasks in the context, beside partial look-alikes
c('a',"called Gunn, I have days the whole of february",S,'communication',['Gunn'],
  ctx=ctx(t=T("Call Gunn about the february turnus","Book the EU control")),comp='t1')
c('b',"market tent insurance paid, the whole year at once",S,'transaction',
  ctx=ctx(t=T("Pay the market tent insurance","Change to winter tyres")),comp='t1')
c('c',"fixed the broken clasp on the sample bracelet, good as new",S,'task',
  ctx=ctx(p=P(SHOP,BATH),t=T("Fix the clasp on the sample bracelet",("Write the sámi texts","p1"))),comp='t1')
c('d',"the freezer money went to eadni this morning",SO,'transaction',
  ctx=ctx(t=T("Send eadni money for the freezer","Clean the workbench")),comp='t1')
c('e',"flights to Alta booked for all four of us",SO,'task',
  ctx=ctx(p=P(REUNION,BATH),t=T(("Book the flights to Alta","p1"),("Get a tiler quote","p2"))),comp='t1',par='p1')
c('f',"the lavvu place by the lake is booked",SO,'task',
  ctx=ctx(p=P(REUNION,SHOP),t=T(("Book the lavvu place","p1"),("Pick a payment provider","p2"))),comp='t1',par='p1')
c('g',"sold the old bead loom, a woman from Alta gave 1 500",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old bead loom","Order tin thread")),comp='t1')
c('h',"put the old market tent on finn for 2 000",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old market tent","Pay the electricity")))
c('a',"finished the handicraft podcast series, so many ideas",S,'learning_consumption',
  ctx=ctx(t=T("Finish the handicraft podcast","Fix the kitchen tap")),comp='t1')
c('b',"half the tiles are on the bathroom wall, the rest after Easter",P_,'task',
  ctx=ctx(p=P(BATH,MARKET),t=T(("Tile the bathroom","p1"),("Buy a card reader","p2"))),par='p1')
c('c',"fixed Kristin's zipper on her gákti jacket, she brought cake to say thanks",SO,'task',['Kristin'],
  ctx=ctx(t=T("Fix Kristin's zipper","Call Ola")),comp='t1')
c('d',"emailed Mr Berg the mileage for the market trips",S,'communication',['Berg'],
  ctx=ctx(t=T("Send Mr Berg the market mileage","Call eadni")),comp='t1')
c('e',"called Kjetil again about the car, still no part",P_,'communication',['Kjetil'],
  wait='Kjetil: part for the car',ctx=ctx(t=T("Get the car fixed","Pay the power bill")))
c('f',"the football camp for Niillas is paid in the app",SO,'transaction',['Niillas'],
  ctx=ctx(t=T("Pay Niillas' football camp","Book the EU control")),comp='t1')
c('g',"the specialist application is sent, did it on the break",S,'task',
  ctx=ctx(p=P(SPEC,CONF),t=T(("Send the specialist application","p1"),("Buy silk for the shawl","p2"))),comp='t1',par='p1')
c('h',"picked up the stall's card reader",S,'acquisition_disposition',
  ctx=ctx(p=P(MARKET,BATH),t=T(("Get a card reader","p1"),("Find a tiler","p2"))),comp='t1',par='p1')

# ======== belonging to a context project without naming it, beside a look-alike
c('a',"the payment plugin costs 199 a month plus a fee per card",S,'observation_insight',
  ctx=ctx(p=P(SHOP,BATH)),par='p1')
c('b',"the plumber says only the shower is 18 000",P_,'observation_insight',
  ctx=ctx(p=P(SHOP,BATH)),par='p2')
c('c',"eadni says the silver for the collar must be ordered from the smith in Karasjok",SO,'observation_insight',
  ctx=ctx(p=P(CONF,MARKET)),par='p1')
c('d',"the specialist education has four weeks of practice in Oslo in the autumn",S,'learning_consumption',
  ctx=ctx(p=P(SPEC,CONF)),par='p1')
c('e',"the first cabin on the trail only opens in march when the light is back",P_,'observation_insight',
  ctx=ctx(p=P(SKI,MARKET)),par='p1')
c('f',"find enough folding chairs for the stall",S,'task',
  ctx=ctx(p=P(MARKET,SHOP)),par='p1')
c('g',"Sunna bought a new electric car, red, with all extras",SO,'observation_insight',['Sunna'],
  ctx=ctx(p=P(SHOP,MARKET)))
c('h',"the smith can do the silver buttons for half price if we order before the new year",SO,'observation_insight',
  ctx=ctx(p=P(CONF,SKI)),par='p1')

# ======== dictated without punctuation, typos and emojis
c('a',"remind me tomorow to call the woman in Finnsnes she wants a belt for her son's confirmation",S,'reminder_intention',rel('a',1))
c('b',"Elle had fever all night took her to the legevakt they say it is just a virus",SO,'observation_insight',['Elle'])
c('c',"car battery dead this morning at minus 20 had to borrow Jørgen's cables to get it going",P_,'observation_insight',['Jørgen'])
c('d',"the association wants everyone at the dugnad on the lavvu saturday 10 and I said ja",SO,'decision_commitment',sat('d','10:00'))
c('e',"áhčči sounded so tired on the phone last night Ánde thinks it is the new tablets",SO,'observation_insight',['Ánde'])
c('f',"first time the webshop made more then 20 000 in one month 🎉",S,'milestone_outcome')
c('g',"the balcony door dont close right anymore need to fix before the winter storms",P_,'task')
c('h',"Niillas forgot his matpakke AGAIN thats the third time this week 🙄",SO,'observation_insight',['Niillas'])
c('b',"tmrw pick up the fixed sewing machine at the guy in Kvaløya b4 12",S,'acquisition_disposition',rel('b',1,'12:00'))
c('c',"Niillas wants to learn beading, teach him on the easy bracelet",SO,'task',['Niillas'])

# ======== appointments and bookings stated as facts, with a time
c('d',"dentist friday at 14.30",P_,'task',wd('d','fri','14:30'))
c('e',"parent meeting for Elle at 18 on monday",SO,'task',wd('e','mon','18:00'),['Elle'])
c('f',"market in Storgata tomorrow, the stall goes up at 8",S,'task',rel('f',1,'08:00'))
c('g',"the car is in at Kjetil tuesday at 9",P_,'task',wd('g','tue','09:00'),['Kjetil'])
c('h',"interview for the specialist post thursday at 10 in the admin building",S,'task',wd('h','thu','10:00'))
c('a',"Dr Nilsen friday at 8.15 for the blood tests",P_,'task',wd('a','fri','08:15'),['Nilsen'])
c('b',"Elle's school show monday at 11, I swapped my shift",SO,'task',wd('b','mon','11:00'),['Elle'])
c('c',"family photo with áhkku next sunday at 2, everybody in gákti",SO,'task',wd('c','sun','14:00'))
c('d',"Mrs Lund comes to get her confirmation order saturday at 12",S,'task',sat('d','12:00'),['Lund'])
c('e',"Kristin has a grill party on saturday, bring the reindeer sausages",SO,'task',sat('e'),['Kristin'])
c('f',"meeting the tourist shop manager on tuesday about the autumn order",S,'task',wd('f','tue'))
c('g',"pack the christmas boxes for the association on thursday after work",SO,'task',wd('g','thu'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 57, cases)
