# Writes thoughts-fresh-59.jsonl: a fifty-ninth fresh labelled set (issue 10, ids f59…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Maltese
# marine engineer in his forties (Europe/Malta, a time zone no earlier set used) on the Gozo ferries (the engine room,
# watches, the Chief, the surveyor, dry dock), who repairs outboard motors for fishermen and boat owners in a rented
# garage in Mellieħa on the side, plays in his village band club, with a wife, two children, his Ma and Pa (a retired
# fisherman with a luzzu in Marsaxlokk), his Nanna and a sister in Gozo; writing Maltese English ("mela", "ajma",
# "prosit", "open the light" for switching on, "the Museum" for catechism, "the kappillan", "confectionery", "pastizzi",
# "ftira", "ġbejniet", "figolli", "timpana", "the festa", "the pjazza", "luzzu", "the ARMS bill", "VRT", "Mater Dei"),
# some texts dictated without punctuation, with typos ("tmrw", "dont", "doesnt", "wouldnt", "b4") and emojis.
# People (none in an earlier set, fixture or the dev set): Josianne (wife), Ayrton (son, 11, waterpolo), Mikela
# (daughter, 8, first Holy Communion), Ma, Pa and Nanna (relation words), Marthese (his sister) and her son Kristjan
# (paid to help in the garage, and given money for his confirmation); on the ferries Clint (the Chief), Żaren (a
# motorman), Ms Xuereb (the superintendent), Captain Falzon, Nathalie (crewing); for the outboards Leli (a fisherman who
# brings engines, and Pa's old friend), Jesmond (a dive-school owner in Xlendi), Mr Spiteri (the garage's accountant);
# Shaun (a friend who pays for his boat's service) and Dorianne; Wenzu (the band club president), Dunstan (the
# waterpolo coach), Karmnu; for the house, the Vitz and himself Tonio (electrician), Salvu (mechanic), Dr Bonnici.
# Ships, firms and places are left out of entities.
# DOMAIN borderlines first: the ferries (engine room, watches, roster, surveyor, dry dock, the union, overtime) and the
# outboard business (engines on the bench, parts, the garage he rents for them, customers, the VAT, its accountant)
# are systems with no work word beside the flat, his own Vitz, his own boat and fishing, his own ears, knee and
# cholesterol, and bills (personal); family, Pa's luzzu, Nanna, the band club, the kids' waterpolo, ballet and Museum,
# the parish and friends are social; people by the role they play (Kristjan paid for the garage and given money for
# his confirmation; Shaun a paying customer and a friend; Leli a customer and Pa's friend).
# EVENT TYPE borderlines beside them, as in the fifty-sixth to fifty-eighth sets: a state noticed beside the job it
# calls for; money as the point beside things got and let go; appointments stated as facts (task, scheduled); a task
# beside the reminder for it (rule 1 phrases only); a call or message beside the task it is about; a decision made
# beside one to weigh up; news beside notable results; waits stated as states with look-alikes; completions with
# tasks in the context and partial look-alikes; parents with projects in the context.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-59-read.jsonl (misses
# may be read) and thoughts-fresh-59-held.jsonl (totals only).
# Run: python3 eval-fresh/author_59.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-20T05:50:00","Europe/Malta"),   # Tue, before the early watch
 'b':("2026-02-28T14:10:00","Europe/Malta"),   # Sat, in the garage
 'c':("2026-04-03T21:30:00","Europe/Malta"),   # Fri, Good Friday, after the procession
 'd':("2026-05-14T18:40:00","Europe/Malta"),   # Thu, before band practice
 'e':("2026-06-27T07:15:00","Europe/Malta"),   # Sat, summer
 'f':("2026-08-04T22:05:00","Europe/Malta"),   # Tue, after the late watch, festa season
 'g':("2026-09-13T10:30:00","Europe/Malta"),   # Sun, after mass, lampuki season
 'h':("2026-11-26T16:20:00","Europe/Malta"),   # Thu, winter lay-ups
}, {'a':'tue','b':'sat','c':'fri','d':'thu','e':'sat','f':'tue','g':'sun','h':'thu'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
TANK,BATH,COMM="Build a test tank for the outboards","Redo the bathroom","Mikela's First Holy Communion party"
CONC,SHOP,CLASS1="Band club 150th anniversary concert","Online shop for outboard parts","Class 1 engineer ticket"

# ======== the same kind of thing in each domain: the outboards' (systems) beside the flat's, the Vitz's and his own boat's (personal)
c('a',"the 60 horse Mercury on the bench cuts out over 3000 revs, smells like the fuel pump",S,'observation_insight')
c('b',"order two water pump kits for the Yamahas waiting in the garage",S,'acquisition_disposition')
c('c',"the Vitz grinds whenever I touch the brakes going down to Għadira",P_,'observation_insight')
c('d',"get someone in about the damp on Mikela's bedroom wall before winter",P_,'task',['Mikela'])
c('e',"Leli's outboard still smoking blue after the new rings, check the valve seals next",S,'task',['Leli'])
c('f',"flush the salt out of the three outboards that came in from Marsaxlokk",S,'task')
c('g',"my own boat's battery is flat again, left the radio on",P_,'observation_insight')
c('h',"call Salvu and ask if he can service the Vitz on saturday",P_,'communication',sat('h'),['Salvu'])
c('a',"bathroom tap kept me up dripping, fit it with a fresh washer on sunday",P_,'task',wd('a','sun'))
c('c',"help Pa paint the eyes on the luzzu before Easter sunday, he can't climb the ladder anymore",SO,'task',wd('c','sun'))
c('d',"service Jesmond's two dive boat engines saturday, he pays 400 for both",S,'task',sat('d'),['Jesmond'])
c('e',"insurance for the tools and the customers' engines in the garage expires the 15th",S,'observation_insight')
c('f',"new tyres for the Vitz before the VRT, the front ones are bald",P_,'acquisition_disposition')
c('g',"paid the year's rent on the garage where I do the engines, 2,400",S,'transaction')
c('h',"the ARMS bill came to 210 for two months and we hardly used the AC",P_,'transaction')
c('a',"new wetsuit for fishing off the rocks, mine split at the knee",P_,'acquisition_disposition')
c('b',"got a used propeller puller for 85 off a guy in Qormi",S,'acquisition_disposition')
c('c',"the band club's raffle made 1,300 for Dar tal-Providenza",SO,'transaction')
c('d',"the garage's receipts to Mr Spiteri before month end for the VAT",S,'task',eom('d'),['Spiteri'])
c('e',"Vitz overheating in the traffic at Kappara, the fan isn't kicking in",P_,'observation_insight')
c('f',"a hotel in Sliema is paying me 600 to service the outboards on their two tenders",S,'transaction')
c('g',"buy 40 pastizzi for after the band's march, it's my round this year",SO,'acquisition_disposition')
c('h',"engine room kettle died again, grab another one for the lads",S,'acquisition_disposition')
c('a',"two Suzukis and a Tohatsu waiting on parts, the owners ringing every day",S,'observation_insight')
c('b',"the 40 horse from Birżebbuġa needs a new powerhead, the owner won't like the price",S,'observation_insight')
c('c',"quote the man in Marsaskala for a full service on his twin Hondas",S,'task')
c('e',"the roof membrane is peeling, have it redone before the first rain",P_,'task')

# ======== the ferries (systems) beside his own body (personal) and the job brought home
c('a',"port engine on the Malita running hot again on the early crossing",S,'observation_insight')
c('d',"ask Żaren to take my saturday watch, it's Mikela's first Holy Communion",S,'task',sat('d'),['Żaren','Mikela'])
c('b',"my knee swells up after all the ladders in the engine room",P_,'observation_insight')
c('e',"ask Dr Bonnici about the ringing in my ears, it's from the engine noise",P_,'task',['Bonnici'])
c('f',"so stressed, the company wants dry dock done in 10 days with half the crew",S,'emotion_state')
c('g',"shouted at Ayrton about homework after a 12 hour watch, I feel terrible",SO,'emotion_state',['Ayrton'])
c('h',"too tired to go to Mikela's ballet show tonight and I hate myself for it",SO,'emotion_state',['Mikela'])
c('a',"still shaking, a van almost rolled off the ramp at Mġarr at first light",S,'emotion_state')
c('d',"Clint was off sick, so Żaren and I did the whole generator overhaul alone",S,'observation_insight',['Clint','Żaren'])
c('e',"I haven't slept properly since starting the night crossings",P_,'observation_insight')
c('f',"hand in the overtime sheet to Nathalie by friday",S,'task',wd('f','fri'),['Nathalie'])
c('g',"Captain Falzon retires at Christmas and nobody knows who gets the Malita",S,'observation_insight',['Falzon'])
c('a',"cholesterol came back 6.8, Dr Bonnici wants me on tablets",P_,'observation_insight',['Bonnici'])
c('b',"the surveyor only passed the lifeboat davits for three months",S,'observation_insight')
c('c',"ajma, fuel on the Gaudos up 8 percent this quarter and the Chief wants to know why",S,'observation_insight')

# ======== money for family, the band and the parish (social) beside his own bills (personal) and the garage's (systems)
c('a',"sent Ma 200 for Nanna's physio this month",SO,'transaction')
c('b',"Pa says Nanna keeps forgetting her pills and he's worried sick",SO,'observation_insight')
c('c',"paid Marthese my half of Nanna's wheelchair, 180 each",SO,'transaction',['Marthese'])
c('d',"gave 50 towards the funeral mass for Shaun's father",SO,'transaction',['Shaun'])
c('e',"Ayrton's waterpolo club fees are 220 for the summer, to pay by the 1st",SO,'transaction',nth('e',1),['Ayrton'])
c('g',"Jesmond paid the 650 for his two engines by bank transfer",S,'transaction',['Jesmond'])
c('h',"October's engine jobs came to 2,300",S,'transaction')
c('a',"home loan going up 60 monthly after the rate rise",P_,'transaction')
c('b',"clear the whole card balance before the 20th so I stop paying interest",P_,'transaction',nth('b',20))
c('c',"gave 20 at the Good Friday collection for the missions",SO,'transaction')
c('d',"sent Marthese 150 for Kristjan's school books, money is tight for them",SO,'transaction',['Marthese','Kristjan'])
c('f',"paid Kristjan 120 for helping me in the garage three evenings",S,'transaction',['Kristjan'])
c('g',"put 50 in Kristjan's card for his confirmation",SO,'transaction',['Kristjan'])
c('h',"the parts for the outboards came to 1,900 this month",S,'transaction')
c('a',"car loan took 240 out of my account today",P_,'transaction')
c('b',"garage account nearly empty till the marina pays for the January jobs",S,'transaction',
  wait='marina: payment for the January jobs')
c('c',"Shaun paid 300 for the service on his boat's outboard",S,'transaction',['Shaun'])
c('d',"the band club's lotto night cleared 2,800 towards new uniforms",SO,'transaction')
c('e',"VAT for the garage, around 1,100, payable by the 15th",S,'transaction',nth('e',15))
c('f',"road licence for the Vitz, 180 to Transport Malta by the 31st",P_,'transaction',nth('f',31))
c('g',"paid the Melita bill, 65 for the internet and TV",P_,'transaction')

# ======== people by the role they play: family and friends in the businesses (systems) or in their own lives (social)
c('d',"decided Josianne handles the outboard invoices from now, I keep losing them",S,'decision_commitment',['Josianne'])
c('e',"Josianne has an interview at Mater Dei for the ward clerk job",SO,'observation_insight',['Josianne'])
c('f',"Shaun left a 200 deposit so I rebuild his boat's engine before the regatta",S,'transaction',['Shaun'])
c('g',"Marthese's little one admitted to Mater Dei with a chest infection, everyone praying",SO,'observation_insight',['Marthese'])
c('h',"Shaun and Dorianne are expecting their second, due in June!!",SO,'observation_insight',['Shaun','Dorianne'])
c('a',"Kristjan very down since he failed his SEC maths",SO,'observation_insight',['Kristjan'])
c('b',"think about Leli's idea of me servicing engines out of his boathouse in Marsaxlokk on sundays",S,'task',['Leli'])
c('d',"Leli's wife back in hospital, he isn't coping at all",SO,'observation_insight',['Leli'])
c('f',"the kappillan wants the band to play the Vitorja procession without pay this year",SO,'observation_insight')
c('g',"drive Josianne's mother to her eye doctor on tuesday",SO,'task',wd('g','tue'),['Josianne'])
c('h',"prosit Kristjan, driving test passed at the first go",SO,'milestone_outcome',['Kristjan'])

# ======== fishing, waterpolo, ballet and the band club (personal, social)
c('h',"cut my hand on the line fishing off the rocks at Għadira, six stitches",P_,'observation_insight')
c('b',"Ayrton's waterpolo team lost every single match this season",SO,'observation_insight',['Ayrton'])
c('c',"Mikela won the school's Easter poem competition!!",SO,'milestone_outcome',['Mikela'])
c('d',"band club lost the pjazza for the concert, the council gave it to a wedding",SO,'observation_insight')
c('g',"landed a lampuka of nearly 5 kilos off my boat, biggest I ever had",P_,'milestone_outcome')
c('h',"mela, the lampuki were jumping everywhere off Ċirkewwa this morning",P_,'observation_insight')
c('a',"the referee gave a penalty against Ayrton for nothing and I shouted from the stands, not proud",SO,'emotion_state',['Ayrton'])
c('b',"write out the marches list for the band's first practice on saturday",SO,'task',sat('b'))
c('c',"the band club wants every musician through the online safeguarding course by the 30th",SO,'learning_consumption',nth('c',30))

# ======== a task beside the reminder for it (rule 1's phrases)
c('d',"remind me Ayrton's old swimming caps go in the club's swap box on tuesday",SO,'reminder_intention',wd('d','tue'),['Ayrton'])
c('e',"dont forget Josianne's birthday on the 4th",SO,'reminder_intention',nth('e',4),['Josianne'])
c('f',"remind me 5 in the morning, lube oil order for the Malita goes out",S,'reminder_intention',rel('f',1,'05:00'))
c('g',"ping me 8pm, Mikela's Museum form needs my signature",SO,'reminder_intention',rel('g',0,'20:00'),['Mikela'])
c('h',"remind me the engine logs for the surveyor must reach Ms Xuereb by monday",S,'reminder_intention',wd('h','mon'),['Xuereb'])
c('a',"remind me the Vitz's VRT lapses on january 31",P_,'reminder_intention',eom('a'))
c('b',"don't forget band practice is wednesday at 8 now, not thursday",SO,'reminder_intention',wd('b','wed','20:00'))
c('c',"remind me to print new price lists for the garage before the boat show",S,'reminder_intention')
c('d',"print the service stickers for the outboards tomorrow",S,'task',rel('d',1))
c('e',"remind me Nanna wants copies of the photos from Mikela's communion",SO,'reminder_intention',['Mikela'])
c('f',"sign Ayrton up for the waterpolo summer camp before it's full",SO,'task',['Ayrton'])
c('g',"remind me 10pm, cholesterol tablet",P_,'reminder_intention',rel('g',0,'22:00'))
c('h',"dont forget to drain the cooling water out of the outboards before the cold",S,'reminder_intention')
c('a',"remind me Marthese's boy needs driving to the Gozo match on saturday",SO,'reminder_intention',sat('a'),['Marthese'])
c('b',"don't forget, bring the old x-rays for the new dentist",P_,'reminder_intention')

# ======== a call, message or email (communication) beside the task it is about
c('h',"whatsapp video with Nanna tonight so Ayrton can show her his medal",SO,'communication',tonight('h'),['Ayrton'])
c('a',"message the owner of the Sea Ray in Msida back about servicing his engines",S,'communication')
c('b',"emailed Mr Spiteri all the garage's invoices from last year",S,'communication',['Spiteri'])
c('c',"put the garage receipts in date order so Mr Spiteri can do the VAT",S,'task',['Spiteri'])
c('d',"voice note to Kristjan asking if he finished the impeller on the Suzuki",S,'communication',['Kristjan'])
c('e',"rang the school over Ayrton being bullied on the bus, they said they'd look into it",SO,'communication',['Ayrton'])
c('f',"wrote on the band club's whatsapp I'll miss thursday, I'm on the late watch",SO,'communication')
c('g',"phone the local council, the road by our door is breaking up worse every week",P_,'communication')
c('h',"left Tonio a second voicemail on the kitchen sockets",P_,'communication',['Tonio'])
c('a',"reply to the two-star review on facebook from the guy with the Evinrude",S,'communication')
c('b',"texted Żaren to take my tuesday and I'll do his friday",S,'communication',['Żaren'])
c('c',"label the oil jugs in the garage, Kristjan keeps using the two-stroke one for everything",S,'task',['Kristjan'])
c('d',"called Wenzu, I'll carry the big drum at the procession",SO,'communication',['Wenzu'])

# ======== a decision made beside one still to weigh up (task)
c('e',"no engine jobs during festa week, the band and the family come first",S,'decision_commitment')
c('f',"work out whether a proper test tank pays for itself",S,'task')
c('g',"going with genuine Yamaha parts only, the cheap copies keep failing",S,'decision_commitment')
c('h',"told Wenzu I'll teach the kids' brass class on fridays",SO,'decision_commitment',['Wenzu'])
c('a',"promised Mikela I'll take her to Popeye Village on sunday",SO,'decision_commitment',wd('a','sun'),['Mikela'])
c('b',"the garage stays shut on sundays, I need one day off",S,'decision_commitment')
c('c',"think properly about taking the chief's post on the Gaudos",S,'task')
c('d',"agreed to be the band club's secretary for two years, too late to say no now",SO,'decision_commitment')
c('e',"decided we're spending August at Marthese's flat in Marsalforn, no engines that month",SO,'decision_commitment',['Marthese'])
c('f',"keeping the Vitz another two years, new cars cost too much now",P_,'decision_commitment')
c('g',"decided no fizzy drinks any more for me, only water",P_,'decision_commitment')
c('h',"weigh up whether to learn diesel inboards too, the money is better",S,'task')

# ======== got and let go (acquisition) beside money as the point (transaction)
c('g',"bought a used parts washer off a marina in Kalkara for the garage",S,'acquisition_disposition')
c('a',"time for a new mattress, I wake up stiff every single morning",P_,'acquisition_disposition')
c('b',"collect the gaskets I ordered at the chandlery in Ta' Xbiex",S,'acquisition_disposition')
c('c',"send back the impeller kit, they sent the one for the 25 horse",S,'acquisition_disposition')
c('d',"gave Ayrton's old bike to Marthese's youngest",SO,'acquisition_disposition',['Ayrton','Marthese'])
c('e',"order Nanna a proper chair for the shower, Ma will be in when they deliver",SO,'acquisition_disposition')
c('g',"Mikela has holes in her school shoes, buy her a new pair",SO,'acquisition_disposition',['Mikela'])
c('h',"refunded the guy from Birżebbuġa 150, the part I fitted was faulty",S,'transaction')
c('a',"collected Nanna's tablets from the pharmacy and took them round to her",SO,'acquisition_disposition')
c('b',"my old clothes and jackets went to the Mosta charity shop",P_,'acquisition_disposition')
c('c',"sold the old outboard stand to a fisherman from Xlendi",S,'acquisition_disposition')
c('g',"ordered a kid's wetsuit for Ayrton's birthday",SO,'acquisition_disposition',['Ayrton'])
c('e',"shopping after mass, need bread, ġbejniet and tomatoes",P_,'acquisition_disposition')
c('f',"craving a ftira, stop at the kiosk in Għadira driving back",P_,'acquisition_disposition')
c('h',"need reading glasses, can't read my phone without stretching my arm",P_,'acquisition_disposition')

# ======== someone else's news (observation) beside a notable result (milestone)
c('d',"Ayrton picked for the national under-12 waterpolo squad!!",SO,'milestone_outcome',['Ayrton'])
c('e',"Ayrton says all his teammates have the new goggles",SO,'observation_insight',['Ayrton'])
c('f',"Mikela swam to the rocks without armbands today, her first time",SO,'milestone_outcome',['Mikela'])
c('g',"Marthese finally passed her driving, fourth attempt",SO,'milestone_outcome',['Marthese'])
c('h',"Marthese thinking of moving to Gozo for good",SO,'observation_insight',['Marthese'])
c('a',"serviced my 500th outboard since I started in the garage",S,'milestone_outcome')
c('b',"half the engines this year came from people who found us on facebook",S,'observation_insight')
c('c',"15 years at sea this month",S,'milestone_outcome')
c('d',"Nanna out of Mater Dei, Ma says she's eating again",SO,'observation_insight')
c('f',"passed the advanced firefighting refresher, good for five more years",S,'milestone_outcome')
c('g',"the Malita passed her annual survey with no deficiencies, first clean one in years",S,'milestone_outcome')
c('h',"10 years married to Josianne today ❤️",SO,'milestone_outcome',['Josianne'])

# ======== a habit or a named instance of it (routine) beside a one-off
c('a',"did the engine room rounds at 4, same every watch",S,'routine_activity')
c('b',"grease the steering gear every monday on the morning watch",S,'routine_activity',OMIT)
c('d',"band practice tonight at 8, every thursday as usual",SO,'routine_activity',rel('d',0,'20:00'))
c('f',"dropped Mikela at ballet like every tuesday",SO,'routine_activity',['Mikela'])
c('e',"washed the Vitz properly, hadn't done it since january",P_,'task')
c('f',"waterpolo training monday, wednesday and friday at 6",SO,'routine_activity',OMIT)
c('g',"walked along the bay front like every sunday morning",P_,'routine_activity')
c('h',"tidy the bench where I do the engines, I can't find a thing",S,'task')
c('a',"Ayrton's swimming lesson saturday at 9 as always",SO,'routine_activity',sat('a','09:00'),['Ayrton'])
c('b',"blood pressure 145 today, I take it each morning now",P_,'routine_activity')
c('c',"do the washing up, Josianne is working late",P_,'task',['Josianne'])
c('b',"back from the saturday lunch at Ma's in Marsaxlokk, we never miss one",SO,'routine_activity')

# ======== reading, watching, classes and library holds (learning)
c('c',"watching videos on rebuilding Yamaha lower units",S,'learning_consumption')
c('d',"started the STCW refresher online, the company pays for it",S,'learning_consumption')
c('e',"reading up on where our band's old marches came from, for the anniversary",SO,'learning_consumption')
c('f',"the library's holding the Great Siege book for me, collect it at the desk",P_,'learning_consumption')
c('g',"Ayrton and me watched a film about the wartime convoys to Malta",SO,'learning_consumption',['Ayrton'])
c('h',"a podcast about setting prices for repair jobs kept me company driving, very useful",S,'learning_consumption')
c('a',"signed up for Italian lessons in Mosta, just for myself",P_,'learning_consumption')
c('b',"reading up on cholesterol and diet for myself",P_,'learning_consumption')

# ======== a feeling stated outright (emotion) beside the fact that causes it (observation)
c('c',"fed up of people who drop off an engine and never come back for it",S,'emotion_state')
c('d',"four engines still not collected this month",S,'observation_insight')
c('e',"so worried, Ma says Nanna isn't eating",SO,'emotion_state')
c('f',"Nanna has got so thin, you can see every bone in her hands",SO,'observation_insight')
c('g',"so proud of Ayrton, he played the whole match with a bad shoulder",SO,'emotion_state',['Ayrton'])
c('h',"feeling really low today and I don't know why",P_,'emotion_state')
c('a',"pleased as anything with the rebuilt Mercury, runs like new",S,'emotion_state')
c('b',"furious, a parking fine in Valletta just for dropping off a customer's carburettor",S,'emotion_state')
c('c',"nervous for tuesday's interview with Ms Xuereb for the chief's job",S,'emotion_state',['Xuereb'])
c('d',"so relieved Tonio sorted the sockets, finally",P_,'emotion_state',['Tonio'])
c('f',"dreading the meeting with the union on monday about the roster",S,'emotion_state')

# ======== contact cards beside a call to the same person
c('g',"Tonio the electrician 7900 1122, did Shaun's house, reliable",P_,'contact',['Tonio','Shaun'])
c('h',"Jesmond in Xlendi brings his dive boat engines every november, pays cash",S,'contact',['Jesmond'])
c('a',"Ms Xuereb's direct number at head office is 2155 0001",S,'contact',['Xuereb'])
c('b',"the band club president's new mobile is 9900 2234",SO,'contact')
c('c',"Marthese moved, new address 14 Triq il-Qaliet, Marsalforn",SO,'contact',['Marthese'])
c('d',"Mr Spiteri does the garage's VAT, office in Birkirkara, mornings only",S,'contact',['Spiteri'])
c('e',"Salvu the mechanic is in Mosta now, same mobile",P_,'contact',['Salvu'])
c('f',"Wenzu is the band club president, his daughter teaches Mikela ballet",SO,'contact',['Wenzu','Mikela'])
c('g',"Dr Bonnici's clinic only takes calls from 8 to 9",P_,'contact',['Bonnici'])
c('h',"Leli's nephew Karmnu wants to help in the garage, good with engines, lives in Żejtun",S,'contact',['Leli','Karmnu'])
c('a',"Ayrton's waterpolo coach Dunstan, dunstan.wp@gmail.com",SO,'contact',['Dunstan','Ayrton'])

# ======== new multi-step projects beside a single task
c('b',"test tank for the garage: build the tank, plumb a drain, wire a light, get the permit",S,'project')
c('c',"Mikela's Holy Communion party: book a hall, order the cake, a photographer, favours",SO,'project',['Mikela'])
c('d',"bathroom redo: new tiles, one walk-in shower, a new basin, the plumbing",P_,'project')
c('e',"band club 150th concert: the programme, posters, chairs, the mayor's invite",SO,'project')
c('f',"online shop for outboard parts: pick a platform, photos, prices, a courier",S,'project')
c('g',"get fit by summer: less bread, swim every other day, see Dr Bonnici monthly",P_,'project',['Bonnici'])
c('h',"Class 1 ticket: the courses, the sea time paperwork, the oral exam",S,'project')
c('a',"fix the broken vice on my engine bench",S,'task')

# ======== waits stated as states, with look-alikes that wait on nobody
c('b',"the hotel in Sliema still hasn't settled for the tender engines",S,'transaction',
  wait='hotel in Sliema: payment for the tender engines')
c('c',"Shaun hasn't paid for his boat's service yet",S,'transaction',['Shaun'],
  wait="Shaun: payment for his boat's service")
c('d',"Tonio was meant to send a price for rewiring the kitchen",P_,'observation_insight',['Tonio'],
  wait='Tonio: price for rewiring the kitchen')
c('e',"tracking says the new propellers arrive on friday",S,'acquisition_disposition',
  wait='propellers (delivery)',exp=wd('e','fri'))
c('f',"Kristjan still hasn't given back the receipt for Nanna's wheelchair",SO,'observation_insight',['Kristjan'],
  wait="Kristjan: receipt for Nanna's wheelchair")
c('g',"nothing from Transport Malta since I applied for my boat's licence",P_,'observation_insight',
  wait="Transport Malta: licence for my boat")
c('h',"waiting on the church school to say if Mikela gets a place",SO,'observation_insight',['Mikela'],
  wait='church school: place for Mikela')
c('a',"Salvu has had the Vitz since friday and hasn't called",P_,'observation_insight',['Salvu'],
  wait='Salvu: Vitz repair')
c('b',"nothing yet from the insurer on the customers' engines that flooded in the storm",S,'transaction',
  wait="insurer: payout for the flooded engines")
c('c',"passport office says Mikela's passport should come through on the 20th",SO,'observation_insight',['Mikela'],
  wait="Mikela's passport",exp=nth('c',20))
c('d',"Leli still can't decide if he wants the engine rebuilt or replaced",S,'observation_insight',['Leli'],
  wait='Leli: whether to rebuild or replace his engine')
c('e',"five months and still no VAT refund for the garage",S,'transaction',
  wait='VAT department: refund for the garage')
c('a',"bathroom will wait till after Mikela's communion",P_,'decision_commitment',['Mikela'],
  ctx=ctx(p=P(BATH,COMM)),par='p1')
c('h',"counting the days to everyone round at Ma's for Christmas lunch",SO,'emotion_state')

# ======== completions of tasks in the context, beside partial look-alikes
c('a',"called Jesmond, he'll bring both engines before the season",S,'communication',['Jesmond'],
  ctx=ctx(t=T("Call Jesmond about his engines","Book the Vitz's VRT")),comp='t1')
c('b',"paid the year's insurance on the tools and engines in the garage",S,'transaction',
  ctx=ctx(t=T("Pay the garage insurance","Change the Vitz oil")),comp='t1')
c('c',"fixed the leaking lower unit on Leli's Yamaha, runs sweet now",S,'task',['Leli'],
  ctx=ctx(p=P(TANK,BATH),t=T("Fix the lower unit on Leli's Yamaha",("Price the steel","p1"))),comp='t1')
c('d',"Nanna's pharmacy money went to Ma this morning",SO,'transaction',
  ctx=ctx(t=T("Send Ma money for Nanna's pharmacy","Tidy the workbench")),comp='t1')
c('b',"hall booked for Mikela's communion party",SO,'task',['Mikela'],
  ctx=ctx(p=P(COMM,BATH),t=T(("Book a hall","p1"),("Choose the tiles","p2"))),comp='t1',par='p1')
c('c',"photographer booked for the communion",SO,'task',
  ctx=ctx(p=P(COMM,TANK),t=T(("Book the photographer","p1"),("Buy the steel","p2"))),comp='t1',par='p1')
c('g',"sold the old Johnson 15, a guy from Gżira gave 400",S,'acquisition_disposition',
  ctx=ctx(t=T("Sell the old Johnson outboard","Order gaskets")),comp='t1')
c('h',"listed my old kayak online for 250",P_,'acquisition_disposition',
  ctx=ctx(t=T("Sell the kayak","Pay the ARMS bill")))
c('a',"finished that podcast series on small businesses, some good ideas",S,'learning_consumption',
  ctx=ctx(t=T("Finish the small business podcast","Fix the tap")),comp='t1')
c('e',"half the tiles on the wall, finishing after the festa",P_,'task',
  ctx=ctx(p=P(BATH,TANK),t=T(("Tile the bathroom","p1"),("Wire the tank light","p2"))),par='p1')
c('c',"fixed the wheel on Shaun's trolley, he came round with wine to thank me",SO,'task',['Shaun'],
  ctx=ctx(t=T("Fix Shaun's trolley wheel","Call Tonio")),comp='t1')
c('d',"emailed Mr Spiteri the list of parts I bought in April",S,'communication',['Spiteri'],
  ctx=ctx(t=T("Send Mr Spiteri the April parts list","Call Ma")),comp='t1')
c('e',"called Salvu again about the Vitz, the part still hasn't come",P_,'communication',['Salvu'],
  wait='Salvu: part for the Vitz',ctx=ctx(t=T("Get the Vitz fixed","Pay the home loan")))
c('f',"Ayrton's waterpolo camp paid online",SO,'transaction',['Ayrton'],
  ctx=ctx(t=T("Pay Ayrton's waterpolo camp","Renew the road licence")),comp='t1')
c('g',"handed in the permit application for the test tank in my lunch break",S,'task',
  ctx=ctx(p=P(TANK,CONC),t=T(("Hand in the permit application","p1"),("Print the posters","p2"))),comp='t1',par='p1')
c('h',"got the card machine we need for the parts shop",S,'acquisition_disposition',
  ctx=ctx(p=P(SHOP,BATH),t=T(("Get a card reader","p1"),("Find a tiler","p2"))),comp='t1',par='p1')

# ======== belonging to a context project without naming it, beside a look-alike
c('a',"the steel for the tank alone is going to cost 900",S,'observation_insight',
  ctx=ctx(p=P(TANK,BATH)),par='p1')
c('b',"according to the tiler the walk-in shower needs the floor raised",P_,'observation_insight',
  ctx=ctx(p=P(TANK,BATH)),par='p2')
c('c',"Ma says the confectionery in Żabbar needs the cake order a month ahead",SO,'observation_insight',
  ctx=ctx(p=P(COMM,SHOP)),par='p1')
c('d',"the courier wants 6 euros a parcel to Gozo",S,'observation_insight',
  ctx=ctx(p=P(SHOP,COMM)),par='p1')
c('e',"the examiners want two years of sea time with the master's signature",S,'observation_insight',
  ctx=ctx(p=P(CLASS1,COMM)),par='p1')
c('f',"find enough music stands for the whole band",SO,'task',
  ctx=ctx(p=P(CONC,TANK)),par='p1')
c('g',"Shaun bought a new RIB, grey, with a 90 horse on the back",SO,'observation_insight',['Shaun'],
  ctx=ctx(p=P(BATH,CONC)))
c('h',"the council gives the band club the pjazza free if we ask before december",SO,'observation_insight',
  ctx=ctx(p=P(CONC,CLASS1)),par='p1')

# ======== dictated without punctuation, typos and emojis
c('a',"remind me tmrw ring the Naxxar lady her husband's outboard needs a service",S,'reminder_intention',rel('a',1))
c('b',"Mikela burning up the whole night we went to the health centre in Mosta doctor says virus",SO,'observation_insight',['Mikela'])
c('c',"Vitz wouldnt start this morning Shaun had to come with the jump leads",P_,'observation_insight',['Shaun'])
c('d',"band club asked all members to clean the band room saturday at 9 and I said yes",SO,'decision_commitment',sat('d','09:00'))
c('e',"Nanna didnt know what day it was when I rang yesterday Ma blames the new tablets",SO,'observation_insight')
c('f',"first month the garage beat my salary on the ship 🎉",S,'milestone_outcome')
c('g',"back door wont lock properly sort it out b4 the winter weather",P_,'task')
c('h',"Ayrton left his kit bag at the pool AGAIN 3 times now this month 🙄",SO,'observation_insight',['Ayrton'])
c('b',"tmrw collect the reconditioned gearbox for the Mercury in Marsa b4 12",S,'acquisition_disposition',rel('b',1,'12:00'))
c('c',"Ayrton begging to drive my boat, teach him in the bay on sunday",SO,'task',wd('c','sun'),['Ayrton'])

# ======== appointments and bookings stated as facts, with a time
c('d',"dentist friday 4:15 in Mosta",P_,'task',wd('d','fri','16:15'))
c('e',"Mikela's parents' day monday at 2:30",SO,'task',wd('e','mon','14:30'),['Mikela'])
c('f',"the tender engines at the hotel in St Julian's, I go down thursday at 9",S,'task',wd('f','thu','09:00'))
c('g',"Vitz booked in at Salvu's tuesday 8am",P_,'task',wd('g','tue','08:00'),['Salvu'])
c('h',"safety drill with the surveyor monday 10am on the Malita",S,'task',wd('h','mon','10:00'))
c('a',"Dr Bonnici friday 8:30 for the blood test",P_,'task',wd('a','fri','08:30'),['Bonnici'])
c('b',"Ayrton's concert at school wednesday at 11, I'm going",SO,'task',wd('b','wed','11:00'),['Ayrton'])
c('c',"Easter lunch at Ma's sunday at 1, Marthese bringing the figolli",SO,'task',wd('c','sun','13:00'),['Marthese'])
c('d',"Jesmond coming by the garage saturday at 10 to try the engine",S,'task',sat('d','10:00'),['Jesmond'])
c('e',"Shaun's having a barbecue saturday, I'll bring the wine",SO,'task',sat('e'),['Shaun'])
c('f',"meeting the boat dealer from Msida on friday about supplying parts",S,'task',wd('f','fri'))
c('g',"set up the chairs for the band club's AGM thursday after work",SO,'task',wd('g','thu'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 59, cases)
