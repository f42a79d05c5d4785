# Writes thoughts-fresh-45.jsonl: a forty-fifth fresh labelled set (issue 10, ids f45…), written before any change
# of its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# secondary-school maths teacher in Kingston, Jamaica (America/Jamaica), writing Jamaican English with a little patois
# ("soon come", "likkle", "mi", "nuh", "deh", "yuh", "bredren", "pickney", "JPS" light bill, "NWC" water, route taxi,
# "the plaza", "partner" savings, Mummy and Granny as relation words), with a husband (Delroy), a daughter in fourth
# form (Shanice) and a son in grade 4 (Jaden), a church (Pastor Brown, Sister Hyacinth, Marcia), a side tutoring
# business, a Corolla that keeps breaking (Bigga the mechanic), a yard with a mango tree (Mr Levy the yard man, Miss
# Pearl next door), her mother in Spanish Town, Granny in St Bess and her sister Tamika in Florida.
# School (Mr Pinnock the head of department, Miss Gayle the vice principal, Mrs Lindo, Mr Samuels the bursar) and the
# tutoring (Mrs Campbell and the twins, Akeem and his mother Mrs Thompson, Brianna Walters, Junior the printer) are
# systems; family, church and friends social; her yard, car, health, bills and own things personal.
# Weighted to EVENT-TYPE borderlines (GUIDELINES 3, rules 1-13, with its Clarifications): a noticed state or fault
# (rule 11: "the front gate hinge squeaking again") beside the task that fixes it (13: "oil the gate hinge"), a feeling
# about it (12) and a call about it (2); other people's wants (a noticed fact) against their requests of the user (a
# task) and their wanting a thing back (4); getting, borrowing and returning things (4) against tasks; another
# person's news (11) against a milestone (10) against a card (7); decisions made (8) against decisions still to make
# ("decide whether…" is a task); routines (6) against one-off tasks; money as the point (3) against a purchase (4).
# Every event type in each domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-45-read.jsonl (misses
# may be read) and thoughts-fresh-45-held.jsonl (totals only).
# Run: python3 eval-fresh/author_45.py
import os
from labelset import use, labeller_ents, write_split_set, wd, rel, tonight, nth, sat, eom, T, P, ctx, OMIT
use({
 'a':("2026-01-12T06:40:00","America/Jamaica"),   # Mon, before school
 'b':("2026-02-19T16:20:00","America/Jamaica"),   # Thu, after school
 'c':("2026-03-28T10:05:00","America/Jamaica"),   # Sat
 'd':("2026-05-06T21:15:00","America/Jamaica"),   # Wed night
 'e':("2026-06-21T14:30:00","America/Jamaica"),   # Sun, after church
 'f':("2026-08-31T07:10:00","America/Jamaica"),   # Mon, first day of term
 'g':("2026-10-15T19:45:00","America/Jamaica"),   # Thu
 'h':("2026-11-28T08:50:00","America/Jamaica"),   # Sat
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'sun','f':'mon','g':'thu','h':'sat'})
cases=[]
c=labeller_ents(cases)
P_,SO,S='personal','social','systems'
SEVENTY=P("Mummy's 70th birthday")

# ======== personal: the yard and the mango tree, the Corolla, the house, JPS and NWC, her health, money and things
# ---- observation: states and faults noticed (beside the tasks, calls and feelings about the same things below)
c('a',"the front gate hinge squeaking again, the whole lane can hear when it open",P_,'observation_insight')
c('c',"the mango tree dropping leaves in the gutter faster than anybody can clear them",P_,'observation_insight')
c('d',"JPS bill always jump in May when the fans dem running all night",P_,'observation_insight')
c('f',"NWC lock off the water in Duhaney Park again, no notice whatsoever",P_,'observation_insight')
c('g',"the Corolla check engine light come back on the same week Bigga said it was fixed",P_,'observation_insight',['Bigga'])
c('h',"the bathroom tap dripping all night long, mi can hear it from the bed",P_,'observation_insight')
c('b',"route taxi fare from Half Way Tree to my side gone up to 200 now",P_,'observation_insight')
c('e',"mi back only hurt on the days I mark papers at the dining table",P_,'observation_insight')
c('c',"Mr Levy says the mango tree have some kind of fungus on the bark",P_,'observation_insight',['Levy'])
c('e',"the mango tree bearing heavy this year, more than the whole street can eat",P_,'observation_insight')
# ---- task
c('a',"oil the gate hinge before it wake up the whole lane",P_,'task')
c('c',"clear out the gutter under the mango tree before the rain come back",P_,'task')
c('d',"get Bigga to look at the Corolla brakes before friday",P_,'task',wd('d','fri'),['Bigga'])
c('f',"finally changed the filter in the water tank",P_,'task',
  ctx=ctx(t=T("Change the water tank filter","Renew driver's licence")),comp='t1')
c('g',"need to decide whether we keep the Corolla or sell it",P_,'task')
c('h',"change the washer on the bathroom tap this morning",P_,'task',rel('h',0,'09:00'))
c('e',"pick the ripe mangoes before the bats get them",P_,'task')
# ---- reminder
c('a',"remind me wednesday to pay the JPS bill before dem cut mi off",P_,'reminder_intention',wd('a','wed'))
c('e',"don't let me forget the Corolla fitness, it due the 30th",P_,'reminder_intention',nth('e',30))
c('g',"ping me at 6am to shift the Corolla off the road before the sweeper come",P_,'reminder_intention',rel('g',1,'06:00'))
# ---- communication
c('b',"called NWC about the high bill, the lady said dem will send somebody to check the meter",P_,'communication',
  wait='NWC: somebody to check the meter')
c('d',"text Mr Levy and ask when him can come trim the mango tree",P_,'communication',['Levy'])
c('f',"called Bigga, him say the part for the Corolla soon come from Miami",P_,'communication',['Bigga'],
  wait='Bigga: part for the Corolla')
c('h',"emailed the insurers, the Corolla door have a dent from the plaza car park",P_,'communication')
# ---- contact
c('c',"Bigga's garage is on Molynes Road, 876 555 0142, closes at 5 on saturdays",P_,'contact',['Bigga'])
c('e',"Mr Levy the yard man charges 5000 a day, only free mondays and fridays",P_,'contact',['Levy'])
c('g',"the plumber is Mr Ricketts from Washington Gardens, 876 555 0199, Miss Pearl swear by him",P_,'contact',['Ricketts','Pearl'])
c('a',"mi optician is Dr Chin at the plaza, takes the Sagicor card",P_,'contact',['Chin'])
# ---- transaction
c('a',"paid the JPS light bill, 18,400 this month",P_,'transaction')
c('c',"NWC bill come to 9,200, more than double last month",P_,'transaction')
c('d',"the insurance refund for the windscreen finally reach, 35k",P_,'transaction')
c('f',"threw my 10k partner hand for the month, I draw in December",P_,'transaction')
c('h',"Bigga want 48k for the clutch, half up front",P_,'transaction',['Bigga'])
# ---- acquisition
c('b',"bought a new battery for the Corolla at the plaza",P_,'acquisition_disposition')
c('d',"need a new extension cord, the old one melt",P_,'acquisition_disposition')
c('e',"borrowed Miss Pearl's ladder to reach the high mangoes",P_,'acquisition_disposition',['Pearl'])
c('g',"carry back Miss Pearl's ladder before she have to ask for it",P_,'acquisition_disposition',['Pearl'])
c('h',"selling the old deep freezer, posted it on the Facebook group for 25k",P_,'acquisition_disposition')
c('c',"Delroy's cousin want the old washing machine, give it to him when he pass through",P_,'acquisition_disposition',['Delroy'])
# ---- decision
c('c',"decided not to fix the AC in the bedroom, a standing fan will do",P_,'decision_commitment')
c('f',"going with the JN loan for the next car, not the credit union",P_,'decision_commitment')
c('h',"not renewing the gym membership, I walk the reservoir now",P_,'decision_commitment')
# ---- learning
c('a',"reading the book on saving money that Marcia lend me, halfway through",P_,'learning_consumption',['Marcia'])
c('d',"watching YouTube tutorials about grafting mango trees",P_,'learning_consumption')
c('f',"first sewing class at the community centre saturday 9am",P_,'learning_consumption',sat('f','09:00'))
# ---- milestone
c('b',"car loan fully paid off today, the Corolla is all mine!!",P_,'milestone_outcome')
c('e',"finished my first 5k at the Sigma run, 38 minutes!!",P_,'milestone_outcome')
c('h',"got the land title for the yard at last, 12 years we wait!!",P_,'milestone_outcome')
# ---- routine
c('a',"walk round the reservoir 5:30 every morning before school",P_,'routine_activity',OMIT)
c('c',"did saturday wash day as always, sheets and uniforms on the line by 9",P_,'routine_activity')
c('e',"watered the mango tree and the callaloo bed like every sunday evening",P_,'routine_activity')
c('g',"fill up the water drums every thursday night in case NWC lock off",P_,'routine_activity',OMIT)
# ---- emotion
c('b',"this Corolla have mi fed up, every month a new problem",P_,'emotion_state')
c('d',"feeling so run down this week, mi body need a rest",P_,'emotion_state')
c('f',"worried about the JPS bill now the AC running the whole summer",P_,'emotion_state')
# ---- project
c('c',"fix up the back verandah: grill, new tiles, paint, a likkle hammock",P_,'project')
c('e',"kitchen garden in the yard: clear the corner, raised beds, callaloo and scallion, a water drum",P_,'project')
c('g',"get the Corolla sold and a newer car: valuation, ad, loan, test drives",P_,'project')

# ======== social: Delroy and the children, Mummy and Granny, Tamika, church, friends and Miss Pearl as people
# ---- observation: others' wants, habits and news
c('a',"Jaden want a bicycle for his birthday, that's all him talk about",SO,'observation_insight',['Jaden'])
c('b',"Granny forgetting where she put things more and more",SO,'observation_insight')
c('d',"Shanice only do her homework when Delroy sit down with her",SO,'observation_insight',['Shanice','Delroy'])
c('f',"Tamika moved from Brooklyn to Orlando, she say the rent cheaper",SO,'observation_insight',['Tamika'])
c('g',"church van broke down again going to the youth rally in May Pen",SO,'observation_insight')
c('h',"Miss Pearl's grandson come back from foreign, him look big now",SO,'observation_insight',['Pearl'])
c('c',"Pastor Brown says the harvest service moving to the evening this year",SO,'observation_insight',['Brown'])
c('e',"Shanice wants to go to the sleepover at Kimberly's, Delroy say no",SO,'observation_insight',['Shanice','Kimberly','Delroy'])
# ---- task: requests of hers and things to do for them
c('a',"sign Shanice's Port Royal trip permission slip",SO,'task',['Shanice'])
c('c',"Granny asked me to sort out her NHF card before she run out of tablets",SO,'task')
c('d',"help Jaden with the science project volcano this weekend",SO,'task',sat('d'),['Jaden'])
c('f',"Mummy want the church hall for her 70th, go book it with the church secretary",SO,'task',
  ctx=ctx(p=SEVENTY),par='p1')
c('h',"finally got Jaden's passport renewed",SO,'task',['Jaden'],
  ctx=ctx(t=T("Renew Jaden's passport","Buy Granny's Christmas gift")),comp='t1')
c('g',"need to decide if Shanice doing CSEC Spanish or French",SO,'task',['Shanice'])
c('b',"find somebody to collect the pickney dem friday while I in staff meeting",SO,'task',wd('b','fri'))
# ---- reminder
c('b',"remind me to carry the cake to Marcia's tomorrow evening",SO,'reminder_intention',rel('b',1,'19:00'),['Marcia'])
c('e',"don't forget Granny's pressure tablets when I pass the pharmacy",SO,'reminder_intention')
c('g',"remind me sunday, the tithes envelope for Pastor Brown",SO,'reminder_intention',wd('g','sun'),['Brown'])
c('d',"dont forget Shanice's parent-teacher meeting thursday 5pm",SO,'reminder_intention',wd('d','thu','17:00'),['Shanice'])
# ---- communication
c('a',"call Granny tonight, she was feeling weak yesterday",SO,'communication',tonight('a'))
c('c',"video call with Tamika and her kids at 7 tonight",SO,'communication',rel('c',0,'19:00'),['Tamika'])
c('e',"texted Marcia to ask if she still want the choir practice at her house",SO,'communication',['Marcia'])
# ---- contact
c('b',"Marcia's new number is 876 555 0177, she change it after the phone get tief",SO,'contact',['Marcia'])
c('d',"Granny only drink Milo, no tea, and she can't have salt",SO,'contact')
c('f',"Pastor Brown's wife is Sister Hyacinth, she runs the women's ministry",SO,'contact',['Brown','Hyacinth'])
c('g',"Jaden's best friend is Kemar, his mother is Miss Joy at 14 Ashley Drive",SO,'contact',['Jaden','Kemar','Joy'])
# ---- transaction
c('a',"sent Mummy 15k for her light bill",SO,'transaction')
c('c',"Tamika sent 200 US through Western Union for Granny's medication",SO,'transaction',['Tamika'])
c('e',"gave 10k to the church building fund this morning",SO,'transaction')
c('g',"Shanice's school fees for the term is 45k, due the 30th",SO,'transaction',nth('g',30),['Shanice'])
# ---- acquisition: getting, borrowing and giving back
c('b',"Marcia want her Dutch pot back before the church dinner",SO,'acquisition_disposition',['Marcia'])
c('d',"pick up Shanice's uniform from the seamstress friday",SO,'acquisition_disposition',wd('d','fri'),['Shanice'])
c('f',"bought Jaden new school shoes at the plaza, 9k",SO,'acquisition_disposition',['Jaden'])
c('h',"return the folding chairs we borrowed from church for Mummy's party",SO,'acquisition_disposition')
# ---- decision
c('a',"told Shanice she can go on the trip if she finish her SBA first",SO,'decision_commitment',['Shanice'])
c('c',"we decided Granny coming to live with us after Easter",SO,'decision_commitment')
c('e',"promised Jaden we going to Dunn's River in August",SO,'decision_commitment',['Jaden'])
c('g',"not hosting Christmas dinner this year, it's Tamika's turn",SO,'decision_commitment',['Tamika'])
# ---- learning
c('b',"reading the parenting teens book Pastor Brown recommended",SO,'learning_consumption',['Brown'])
c('d',"marriage enrichment seminar at church saturday 10am",SO,'learning_consumption',sat('d','10:00'))
c('h',"watching a Maroons documentary with Jaden for his school project",SO,'learning_consumption',['Jaden'])
# ---- milestone: beside the news above
c('a',"Shanice got eight ones in her mock CSEC!!",SO,'milestone_outcome',['Shanice'])
c('c',"Jaden won the spelling bee for the whole parish!!",SO,'milestone_outcome',['Jaden'])
c('e',"Delroy and me married 15 years today",SO,'milestone_outcome',['Delroy'])
c('g',"Tamika got her green card at last!!",SO,'milestone_outcome',['Tamika'])
# ---- routine
c('b',"choir practice every thursday 7pm",SO,'routine_activity',OMIT)
c('d',"took Granny to her clinic like every first wednesday",SO,'routine_activity')
c('f',"school run is Delroy's this week, I do the evening pickup",SO,'routine_activity',['Delroy'])
c('h',"family devotion after dinner, Jaden read the verse tonight like always",SO,'routine_activity',['Jaden'])
# ---- emotion
c('a',"so proud of Shanice, she help her likkle brother with his sums without me asking",SO,'emotion_state',['Shanice'])
c('c',"worried bout Granny living by herself in St Bess",SO,'emotion_state')
c('f',"vex with Delroy, him promise to fix the gate and never do it",SO,'emotion_state',['Delroy'])
# ---- project
c('b',"Mummy's 70th birthday: book the hall, caterer, invite list, cake from Marcia",SO,'project',['Marcia'])
c('e',"family trip to Ocho Rios in August: villa, the route, food, who driving",SO,'project')
c('a',"Shanice's 15th birthday party: venue, DJ, guest list, cake",SO,'project',['Shanice'])

# ======== systems: school (her classes, the department, the ministry) and the tutoring business
# ---- observation
c('a',"the Grade 9s always fail the fractions questions, every single year",S,'observation_insight')
c('c',"the projector in room 12 dead again, third time this term",S,'observation_insight')
c('d',"more parents asking for online tutoring since rainy season start",S,'observation_insight')
c('f',"the new timetable give me no free period on thursdays at all",S,'observation_insight')
c('g',"Akeem and Brianna do better when I explain with money examples",S,'observation_insight',['Akeem','Brianna'])
c('h',"Miss Gayle says the ministry cutting the maths teacher allowance",S,'observation_insight',['Gayle'])
c('b',"the photocopier at school jam every morning at 7:30 when everybody printing",S,'observation_insight')
c('e',"half my tutoring students cancel when it rain",S,'observation_insight')
# ---- task: requests of hers and the work itself
c('a',"mark the Grade 10 test papers before thursday",S,'task',wd('a','thu'))
c('d',"write up the twins' progress report, Mrs Campbell wants it by monday",S,'task',wd('d','mon'),['Campbell'])
c('f',"finally finished the scheme of work for Grade 8",S,'task',
  ctx=ctx(t=T("Finish the Grade 8 scheme of work","Order past papers")),comp='t1')
c('g',"Mr Pinnock wants the SBA marks in by friday",S,'task',wd('g','fri'),['Pinnock'])
c('h',"decide if I taking on the two new tutoring students from Portmore",S,'task')
c('e',"fix the prices on the tutoring flyer, the old rates still on it",S,'task')
c('b',"get the projector in room 12 fixed before the mocks",S,'task')
# ---- reminder
c('b',"remind me to collect the tutoring money from Akeem's mother saturday",S,'reminder_intention',sat('b'),['Akeem'])
c('e',"dont forget the staff meeting monday 2pm",S,'reminder_intention',wd('e','mon','14:00'))
c('h',"don't let me forget to renew the tutoring ad on Facebook end of month",S,'reminder_intention',eom('h'))
# ---- communication
c('a',"emailed Miss Gayle about the Grade 9 timetable clash",S,'communication',['Gayle'])
c('c',"call Mrs Campbell about the twins' missed sessions this afternoon",S,'communication',rel('c',0,'15:00'),['Campbell'])
c('e',"WhatsApp the tutoring parents that no class next week",S,'communication')
c('h',"Miss Pearl called, her grandson need a CSEC maths tutor",S,'communication',['Pearl'])
c('f',"voice note from Mr Pinnock, him want to talk about the HOD post",S,'communication',['Pinnock'])
# ---- contact
c('b',"the new bursar is Mr Samuels, extension 214, only in mornings",S,'contact',['Samuels'])
c('d',"Akeem's mother is Mrs Thompson, 876 555 0163, pays by bank transfer",S,'contact',['Akeem','Thompson'])
c('f',"new student Brianna Walters, grade 10, weak in algebra, mother is a nurse at UHWI",S,'contact',['Brianna Walters'])
c('h',"the printer man for the flyers is Junior at the plaza, 876 555 0111",S,'contact',['Junior'])
# ---- transaction
c('a',"tutoring income for December reach 96k",S,'transaction')
c('c',"Mrs Thompson paid the month's tutoring fee, 16k",S,'transaction',['Thompson'])
c('d',"salary late again, the ministry say next week",S,'transaction',wait='ministry: salary')
c('f',"spent 12k on printer ink and paper for the tutoring this month",S,'transaction')
c('g',"the school owe me three months of extra-lesson pay",S,'transaction',wait='school: three months of extra-lesson pay')
# ---- acquisition
c('b',"need a new whiteboard for the tutoring room",S,'acquisition_disposition')
c('d',"borrowed Mrs Lindo's graphing calculator for the demo",S,'acquisition_disposition',['Lindo'])
c('e',"ordered 20 CSEC past paper books for the tutoring students",S,'acquisition_disposition')
c('g',"carry back the school projector I took home for the tutoring",S,'acquisition_disposition')
c('h',"sold the old desks from the tutoring room to the basic school",S,'acquisition_disposition')
# ---- decision
c('a',"going with 4k an hour for the new tutoring students",S,'decision_commitment')
c('c',"not applying for the HOD post this year",S,'decision_commitment')
c('f',"told Mr Pinnock I'll take the Grade 11 form class",S,'decision_commitment',['Pinnock'])
c('h',"decided no tutoring on sundays from january, that's for church and family",S,'decision_commitment')
# ---- learning
c('b',"doing the UWI online course on teaching statistics",S,'learning_consumption')
c('d',"going through the revised CSEC syllabus for next year",S,'learning_consumption')
c('e',"the ministry workshop on AI in the classroom is tuesday 9am",S,'learning_consumption',wd('e','tue','09:00'))
# ---- milestone
c('a',"Akeem passed his CSEC maths with a grade 1!!",S,'milestone_outcome',['Akeem'])
c('c',"all 28 of my Grade 11s passed the mock",S,'milestone_outcome')
c('f',"promoted to head of department starting september!!",S,'milestone_outcome')
c('h',"the tutoring business reach 30 students this term!!",S,'milestone_outcome')
# ---- routine
c('a',"tutoring the Grade 11 group tuesday and thursday 4pm at the dining table",S,'routine_activity',OMIT)
c('d',"did the saturday morning tutoring, six students turn up",S,'routine_activity')
c('f',"gate duty at school every monday from 7",S,'routine_activity',OMIT)
c('h',"marked till 9 again like every evening this week",S,'routine_activity')
# ---- emotion
c('b',"stressed bout the SBA deadline, half the class nuh hand in yet",S,'emotion_state')
c('d',"so tired of the Grade 9s disrespect, some days mi nuh want go back",S,'emotion_state')
c('e',"glad the tutoring going so good, the parents dem recommending me",S,'emotion_state')
# ---- project
c('c',"a website for the tutoring: domain, price list, booking form, reviews",S,'project')
c('f',"start a maths club at school: recruit students, get a room, a competition in March",S,'project')
c('h',"Grade 11 CSEC revision plan: past papers, topic weeks, a mock in February",S,'project')

write_split_set(os.path.dirname(os.path.abspath(__file__)), 45, cases)
