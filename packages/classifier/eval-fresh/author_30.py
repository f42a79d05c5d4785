# Writes thoughts-fresh-30.jsonl: a thirtieth fresh labelled set (issue 10, ids f30…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a
# Mexican-American real-estate agent in San Antonio, Texas (America/Chicago), texting in American English with Spanish
# words and Spanglish ("mija", "ahorita", "la abuela", "quinceañera", "compadre", "pan dulce", "mañana"), with a
# husband (Rey), a daughter turning fifteen (Sofi) and a son who plays ball (Diego).
# New people: Rey (husband), Sofi and Diego (kids), Tía Chela, Marisa (sister), Rudy (compadre), Lety (comadre), Nico
# (Rudy's son), Vero, Gaby, nena and beto (friends), Coach Ray Benavides, Mateo Cantú and Yesenia, Padre Tomás; for the
# house and herself Chuy Rendón (mechanic), lalo (handyman), Dr. Salinas, Dr. Patricia Luna Vega; at work Frank
# Whitaker (broker), Jolene (agent), Brenda Kessler (loan officer), Yolanda Garza Treviño "Yoli" (title officer), Hank
# Dobbs (inspector), Tom Bergeron (appraiser), Chip Lawson (buyer's agent), memo (photographer), Lupe García Ramos
# (a seller); clients told by family name (the Ochoas, the Mehtas, the Brandts, the Haskins, the Castañedas).
# Weighted to scheduled time (weekday + time, "this Saturday at 10", "the 14th at 2:30", "mañana at 9", "end of the
# month", times without am/pm, "noonish", ranges "10-12"; look-alikes that name no day: "after the closing", past
# reports, conditions), entities (Hispanic and Anglo names, compound surnames, nicknames, lowercase dictation; relation
# words, companies, teams and families told by surname are left out), waiting-for (stated as states: "still no word
# from…", "lender's dragging on…", observation_insight as in the earlier sets) and completions stated as outcomes ("we
# closed!", "the listing is live") with look-alike open tasks in the context. Every event type and every domain.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-30-read.jsonl (misses
# may be read) and thoughts-fresh-30-held.jsonl (totals only).
# Run: python3 eval-fresh/author_30.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, nth, md, eom, OMIT, T, P, ctx
use({
 'a':("2026-01-12T08:10:00","America/Chicago"),   # Mon
 'b':("2026-02-27T16:45:00","America/Chicago"),   # Fri
 'c':("2026-03-21T09:30:00","America/Chicago"),   # Sat
 'd':("2026-04-15T12:20:00","America/Chicago"),   # Wed
 'e':("2026-05-28T19:05:00","America/Chicago"),   # Thu
 'f':("2026-07-06T07:15:00","America/Chicago"),   # Mon
 'g':("2026-09-18T13:40:00","America/Chicago"),   # Fri
 'h':("2026-11-10T21:30:00","America/Chicago"),   # Tue
}, {'a':'mon','b':'fri','c':'sat','d':'wed','e':'thu','f':'mon','g':'fri','h':'tue'})
cases=[]
c=labeller(cases)
P_,SO,S='personal','social','systems'

# ======== personal: herself, her health, the house and the Tahoe, household money, people who work for the household
# ---- task; a visit stated as a fact is scheduled (4.5)
c('a',"oil change for the Tahoe wednesday at 7:30 before my first showing",P_,'task',wd('a','wed','07:30'))
c('c',"get my eyes checked, Dr. Salinas has an opening the 26th at 11",P_,'task',nth('c',26,'11:00'),['Salinas'])
c('d',"pick up the dry cleaning ahorita before they close at 6",P_,'task',rel('d',0,'18:00'))            # deadline with a time (4.4)
c('f',"Chuy can check the AC in my car mañana at 9, drop it off early",P_,'task',rel('f',1,'09:00'),['Chuy'])  # the mechanic: personal
c('h',"got the Tahoe inspected, new sticker is on the windshield 🙌",P_,'task',
  ctx=ctx(t=T("Change the AC filter","Get the Tahoe state inspection")),comp='t2')               # done as an outcome; t1 is open
c('e',"the roofer is coming the 3rd at 8 to measure for the new shingles",P_,'task',nth('e',3,'08:00'))
c('g',"lalo's coming by thursday 7:30 for the busted fence gate",P_,'task',wd('g','thu','07:30'),['lalo'])  # lowercase dictation kept
c('b',"get the garage opener fixed after the closing, whenever that is lol",P_,'task')                    # no day: 'after the closing'
# ---- reminder (rule 1)
c('b',"remind me tmrw noonish, the Walgreens refill for my meds",P_,'reminder_intention',rel('b',1,'12:00'))
c('e',"dont lemme forget the dentist saturday at 10:30",P_,'reminder_intention',wd('e','sat','10:30'))
c('g',"remind me my property tax protest hearing is the 29th at 1:30",P_,'reminder_intention',nth('g',29,'13:30'))
# ---- communication (rule 2)
c('a',"call Chuy back about the brakes, he left me a vm",P_,'communication',ents=['Chuy'])
c('d',"texted the plumber a pic of the drip under the kitchen sink, he can come friday between 10-12",P_,'communication',wd('d','fri','10:00'))
c('h',"emailed Bexar County about my homestead exemption, no reply yet",P_,'communication',wait='Bexar County: reply on the homestead exemption')
# ---- transaction (rule 3): household money
c('b',"paid the CPS Energy bill, $287 😩 this house eats AC even in february",P_,'transaction',
  ctx=ctx(t=T("Pay CPS Energy bill","Call CPS about the meter reading")),comp='t1')
c('f',"dealership owes me a $140 refund for the warranty I cancelled, nothing yet",P_,'transaction',wait='dealership: $140 warranty refund')
c('g',"car insurance went up $38 a month, USAA says it's all the hail claims",P_,'transaction')
# ---- acquisition (rule 4)
c('c',"these running shoes are shot, need a pair before the Rock n Roll half",P_,'acquisition_disposition')
c('e',"ordered a new blender, Amazon says it gets here monday",P_,'acquisition_disposition',wait='Amazon: blender (delivery)',exp=wd('e','mon'))
c('h',"selling my old patio set on marketplace, Gaby might want the chairs",P_,'acquisition_disposition',ents=['Gaby'])  # own belongings
# ---- project (rule 5)
c('a',"redo my home office: paint, new desk, better lighting for zoom, donate the treadmill",P_,'project')
c('d',"get healthy before Sofi's quinceañera: walk every morning, cut the pan dulce, see Dr. Salinas",P_,'project',ents=['Sofi','Salinas'])  # own health
# ---- routine (rule 6)
c('b',"walked the Mission Reach trail before my first appointment like every morning",P_,'routine_activity')
c('g',"pilates tomorrow at 6am as usual, then coffee with myself",P_,'routine_activity',rel('g',1,'06:00'))  # a named instance
c('h',"every sunday morning I do my meal prep for the week",P_,'routine_activity',OMIT)
# ---- contact (rule 7)
c('c',"Chuy Rendón at Rendón Auto on Zarzamora, 210-555-0163, la abuela's mechanic for 20 yrs",P_,'contact',ents=['Chuy Rendón'])
c('f',"my dentist now is Dr. Patricia Luna Vega on Bandera",P_,'contact',ents=['Patricia Luna Vega'])
# ---- decision (rule 8)
c('a',"decided im not doing dry january, life's too short lol",P_,'decision_commitment')
c('e',"going with the solar panels from SunPower, signing tuesday at 4",P_,'decision_commitment',wd('e','tue','16:00'))
# ---- learning (rule 9)
c('d',"started the Duolingo french course for fun, la abuela laughs at me",P_,'learning_consumption')
c('h',"youtube tutorials on toilet flappers, the upstairs one keeps running",P_,'learning_consumption')
# ---- milestone (rule 10)
c('b',"paid off the Tahoe!! no more car note 🎉",P_,'milestone_outcome',ctx=ctx(t=T("Pay off the Tahoe","Get the Tahoe detailed")),comp='t1')
c('g',"ran my first half marathon, 2:14 😭🏅",P_,'milestone_outcome')
# ---- observation (rule 11); a wait stated as a state
c('c',"the HEB on Bandera puts out the tortillas de harina around 7am, still warm",P_,'observation_insight')
c('f',"my allergies flare every time the cedar pollen is up, noted",P_,'observation_insight')
c('d',"still no word from the insurance adjuster on the roof claim",P_,'observation_insight',wait='insurance adjuster: decision on the roof claim')
# ---- emotion (rule 12)
c('a',"feeling so good after the spa day Vero gifted me",P_,'emotion_state',ents=['Vero'])
c('h',"anxious about my mammogram results, still no call from the clinic",P_,'emotion_state',wait='clinic: mammogram results')  # d013

# ======== social: Rey, Sofi and her quinceañera, Diego and his games, la abuela, compadres, friends, church
QUINCE=P("Sofi's quinceañera","Kitchen remodel")
# ---- task
c('a',"pick up Diego from practice at 6:15 tonight, Rey has the late shift",SO,'task',rel('a',0,'18:15'),['Diego','Rey'])
c('c',"book the DJ for Sofi's quince, Tía Chela knows a guy",SO,'task',ents=['Sofi','Chela'],ctx=ctx(p=QUINCE),par='p1')
c('e',"drop off the tamales at la abuela's after the closing",SO,'task')                                 # no day named
c('f',"Diego's tournament in New Braunfels this Saturday at 8, need to leave by 7",SO,'task',wd('f','sat','08:00'),['Diego'])
c('g',"sign Diego's permiso for the Witte trip, due monday",SO,'task',wd('g','mon'),['Diego'])
c('h',"take la abuela to her cardiology appt thursday at 2",SO,'task',wd('h','thu','14:00'))             # a relative's appointment
c('d',"invite nena and beto for carne asada saturday at 5",SO,'task',wd('d','sat','17:00'),['nena','beto'])
c('a',"Mariachi Los Reyes is booked for the quince 🎺",SO,'task',ctx=ctx(p=QUINCE,t=T(("Book the mariachi",'p1'),("Book the DJ",'p1'))),comp='t1',par='p1')
c('e',"Diego's all set for Camp Bandera, first week of july",SO,'task',ents=['Diego'],
  ctx=ctx(t=T("Sign Diego up for summer camp","Buy Diego new cleats")),comp='t1')                  # a month, no day
c('h',"la abuela got her flu shot at Walgreens, she was so brave lol",SO,'task',
  ctx=ctx(t=T("Pick up la abuela's meds","Get la abuela her flu shot")),comp='t2')
# ---- reminder
c('a',"remind me Diego's game is sunday at 3 at Blossom Athletic",SO,'reminder_intention',wd('a','sun','15:00'),['Diego'])
c('d',"remind me to bring pan dulce for Sofi's class party friday morning",SO,'reminder_intention',wd('d','fri','09:00'),['Sofi'])
c('g',"dont let me forget la abuela's birthday is the 24th, she wants menudo",SO,'reminder_intention',nth('g',24))
c('h',"ping me tmrw at 5:30 to call my compadre Rudy, it's his 50th",SO,'reminder_intention',rel('h',1,'17:30'),['Rudy'])
# ---- communication
c('b',"call Tía Chela about the quince court rehearsals",SO,'communication',ents=['Chela'],ctx=ctx(p=QUINCE),par='p1')
c('c',"facetime with my sister Marisa in Houston tonight at 8:30",SO,'communication',tonight('c','20:30'),['Marisa'])
c('e',"texted Coach Benavides that Diego will miss saturday's game",SO,'communication',ents=['Benavides','Diego'])  # a past text
c('f',"left Lety a voicemail, we still need a date for the baptism",SO,'communication',ents=['Lety'])
c('h',"whatsapp the primos that thanksgiving is at our house this year",SO,'communication')
# ---- transaction: money to family and friends
c('a',"sent la abuela $200 for her light bill",SO,'transaction')
c('d',"Rey and I put $500 in Sofi's savings for the quince",SO,'transaction',ents=['Rey','Sofi'])
c('g',"the photographer from the quince owes us $300 back for leaving early, still nothing",SO,'transaction',wait='photographer: $300 refund')
c('h',"venmo'd Gaby $40 for Lety's shower gift we all went in on",SO,'transaction',ents=['Gaby','Lety'])
c('b',"the hall deposit is paid, $1,500, gracias a Dios",SO,'transaction',
  ctx=ctx(p=QUINCE,t=T(("Order Sofi's quince dress",'p1'),("Pay the deposit for the hall",'p1'))),comp='t2',par='p1')
# ---- acquisition
c('b',"need bigger cleats for Diego, he grew again",SO,'acquisition_disposition',ents=['Diego'])
c('e',"ordered the tiara and the last doll for Sofi's quince, should be here by the 5th",SO,'acquisition_disposition',ents=['Sofi'],
  wait='tiara and last doll (delivery)',exp=nth('e',5))
c('h',"picked up the turkey from HEB, 22 lbs 😅",SO,'acquisition_disposition',ctx=ctx(t=T("Pick up turkey from HEB","Buy pie crusts")),comp='t1')
# ---- project
c('a',"Sofi's quinceañera in october: hall, dress, court of honor, mariachi, misa at San Fernando",SO,'project',ents=['Sofi'])
c('f',"family reunion in Laredo: book the pavilion, t-shirts, who brings the carne",SO,'project')
c('d',"Diego's 11th bday at Altitude: invitations, a Spurs cake, goodie bags, ask Vero to help",SO,'project',ents=['Diego','Vero'])
# ---- routine
c('c',"sunday menudo at la abuela's after misa like always",SO,'routine_activity',wd('c','sun'))        # a named instance (d097)
c('e',"did homework with Diego at the kitchen table, our nightly thing",SO,'routine_activity',ents=['Diego'])
c('g',"I'm on carpool for the Thunder tomorrow, Lety has it next week",SO,'routine_activity',rel('g',1),['Lety'])  # d145
# ---- contact
c('b',"Diego's new coach is Ray Benavides, 210-555-0119, played at UTSA",SO,'contact',ents=['Diego','Ray Benavides'])
c('f',"Sofi's chambelán de honor is Mateo Cantú, his mom is Yesenia",SO,'contact',ents=['Sofi','Mateo Cantú','Yesenia'])
c('h',"Padre Tomás at San Fernando does the quince misas, office # 210-555-0171",SO,'contact',ents=['Tomás'])
# ---- decision
c('a',"we decided Sofi does the quince in october, not a trip",SO,'decision_commitment',ents=['Sofi'])
c('d',"told Rudy we'll be Nico's padrinos, can't say no to my compadre",SO,'decision_commitment',ents=['Rudy','Nico'])
c('g',"Diego's not doing fall baseball, we're taking a break",SO,'decision_commitment',ents=['Diego'])
# ---- learning
c('b',"reading that teen parenting book, Sofi is 14 going on 30",SO,'learning_consumption',ents=['Sofi'])
c('e',"watching the waltz tutorials with Sofi for the quince",SO,'learning_consumption',ents=['Sofi'])
# ---- milestone
c('c',"Diego hit his first home run!!! 😭⚾",SO,'milestone_outcome',ents=['Diego'])
c('h',"Sofi made the varsity dance team!!",SO,'milestone_outcome',ents=['Sofi'])
# ---- observation, and waits stated as states
c('a',"la abuela tells the same story three times a visit now, we gotta keep an eye on her",SO,'observation_insight')
c('f',"Diego always plays better when his papá is in the stands",SO,'observation_insight',ents=['Diego'])
c('c',"still no word from the hall in Helotes on the quince date, they said they'd confirm by wednesday",SO,'observation_insight',
  wait='hall in Helotes: confirmation of the quince date',exp=wd('c','wed'))
c('d',"Tía Chela said she'd send the guest list for her side, still nothing",SO,'observation_insight',ents=['Chela'],wait='Chela: guest list for her side')
c('g',"the seamstress has Sofi's dress, says it'll be ready the 30th",SO,'observation_insight',ents=['Sofi'],wait="seamstress: Sofi's dress",exp=nth('g',30))
c('b',"waiting for the school to get back to me about Diego's tutoring",SO,'observation_insight',ents=['Diego'],wait="school: call back about Diego's tutoring")
# ---- emotion
c('d',"so proud of Sofi, she got through her first chambelanes practice without crying 😭",SO,'emotion_state',ents=['Sofi'])
c('g',"the guilt tho, I missed Diego's game for a closing",SO,'emotion_state',ents=['Diego'])            # about the son (d056)

# ======== systems: the real-estate business (showings, listings, closings, lenders, title, inspectors, the broker)
OCHOA=P("Ochoa purchase on Pecan Valley","Stone Oak listing for the Haskins")
HASK=P("Haskins listing in Stone Oak")
# ---- task
c('a',"showing at 4118 Pecan Valley thursday at 4:30 for the Mehtas",S,'task',wd('a','thu','16:30'))
c('b',"open house at the Villanueva listing this Saturday 1-4",S,'task',wd('b','sat','13:00'))           # a range: its start
c('c',"inspection on Oak Hollow monday at 9, meet Hank Dobbs there",S,'task',wd('c','mon','09:00'),['Hank Dobbs'])
c('d',"closing for the Ochoas is the 30th at 2:30 at Riverwalk Title",S,'task',nth('d',30,'14:30'),ctx=ctx(p=OCHOA),par='p1')
c('e',"get the seller's disclosure signed by the Haskins before friday",S,'task',wd('e','fri'),ctx=ctx(p=HASK),par='p1')
c('f',"CMA for Lupe García Ramos by wednesday noonish, she wants to list in august",S,'task',wd('f','wed','12:00'),['Lupe García Ramos'])
c('g',"final walkthrough w the Brandts sunday 10-11 then the closing monday at 1",S,'task',wd('g','sun','10:00'))
c('h',"order the survey for the Castañeda deal, title needs it by the 20th",S,'task',nth('h',20))
c('b',"meet the appraiser at 907 Kayton at 10 mañana, bring the comps",S,'task',rel('b',1,'10:00'))
c('d',"put a lockbox on the Cortez listing after the closing",S,'task')                                 # no day named
c('e',"update the MLS on the Haskins listing, price drops to 389 end of the month",S,'task',eom('e'),ctx=ctx(p=HASK),par='p1')
c('g',"showings back to back saturday: 10, 11:30 and 1 on the northside",S,'task',wd('g','sat','10:00'))
c('h',"memo shoots the Castañeda listing tuesday 10-12, house has to be staged by then",S,'task',wd('h','tue','10:00'),['memo'])
# ---- reminder
c('a',"remind me the HOA docs for Stone Oak are due to the buyers by friday",S,'reminder_intention',wd('a','fri'))
c('c',"remind me the option period on the Mehta contract ends tuesday at 5",S,'reminder_intention',wd('c','tue','17:00'))
c('f',"ping me 2pm so I call Brenda Kessler re the rate lock",S,'reminder_intention',rel('f',0,'14:00'),['Brenda Kessler'])
c('h',"dont let me forget the appraisal on Pecan Valley is friday between 9-11",S,'reminder_intention',wd('h','fri','09:00'))
c('e',"remind me after the closing to send the Ochoas their gift basket",S,'reminder_intention')            # no day named
# ---- communication
c('b',"call Yolanda Garza Treviño at Riverwalk Title re the survey",S,'communication',ents=['Yolanda Garza Treviño'])
c('d',"emailed Chip Lawson the counteroffer, his buyers have till 6 tonight to answer",S,'communication',ents=['Chip Lawson'],
  wait="Chip Lawson's buyers: answer on the counteroffer",exp=rel('d',0))
c('f',"zoom with Frank mañana at 8 about the new listing agreement",S,'communication',rel('f',1,'08:00'),['Frank'])
c('g',"texted the Mehtas the inspection summary",S,'communication',
  ctx=ctx(t=T("Text the Mehtas the inspection summary","Get repair estimates for the Mehtas")),comp='t1')
c('h',"call Jolene thursday at 11 about splitting the Boerne listing",S,'communication',wd('h','thu','11:00'),['Jolene'])
c('a',"left the Stone Oak HOA manager another voicemail about the resale certificate, nada",S,'communication',wait='Stone Oak HOA: resale certificate')
c('a',"call Frank back in 2 hours about the Whitfield referral",S,'communication',rel('a',0,'10:10'),['Frank'])
c('h',"tell the Castañedas the closing moved to Dec 4 at 10",S,'communication',md('h',12,4,'10:00'))
c('d',"sent Lupe García Ramos her CMA, she wants to talk pricing friday at 5",S,'communication',wd('d','fri','17:00'),['Lupe García Ramos'],
  ctx=ctx(t=T("Email Lupe the CMA","Call Lupe about listing in august")),comp='t1')
c('g',"spoke to Yoli, the survey is clear for Kayton",S,'communication',ents=['Yoli'],
  ctx=ctx(t=T("Call Yolanda about the Kayton survey","Email the Brandts the closing disclosure")),comp='t1')
c('b',"buyer's agent on Oak Hollow never sent the preapproval letter, I'll call her mañana at 9",S,'communication',rel('b',1,'09:00'),
  wait="buyer's agent: preapproval letter for Oak Hollow")
# ---- transaction
c('c',"commission from the Pecan Valley closing hit, $9,840 after the split 🙌",S,'transaction')
c('e',"paid $650 for the Matterport and pro photos on the Haskins listing",S,'transaction',ctx=ctx(p=HASK),par='p1')
c('g',"commission check from Riverwalk Title for Kayton still pending, they said wednesday",S,'transaction',
  wait='Riverwalk Title: commission check for Kayton',exp=wd('g','wed'))
c('h',"MLS dues are $495 for next year, ugh",S,'transaction')
c('d',"earnest money for the Ochoa contract is in escrow, $5k",S,'transaction',
  ctx=ctx(p=OCHOA,t=T(("Collect the Ochoa earnest money",'p1'),("Send the Ochoas the HOA addendum",'p1'))),comp='t1',par='p1')
# ---- acquisition
c('a',"need 20 more open house signs and new riders",S,'acquisition_disposition')
c('f',"got 500 business cards printed w the new logo, Vistaprint says thursday",S,'acquisition_disposition',wait='Vistaprint: business cards (delivery)',exp=wd('f','thu'))
c('b',"grabbed the new lockboxes at the board office",S,'acquisition_disposition',
  ctx=ctx(t=T("Pick up lockboxes from the board","Renew the lockbox key")),comp='t1')
# ---- project
c('c',"list the Castañeda house: stager, photos, pre-inspection, pricing meeting with Frank",S,'project',ents=['Frank'])
c('e',"buyer guide en español: translate the checklist, photos, print 200, a page on closing costs",S,'project')
c('h',"first-time buyer seminar in january: book the library room, invite lenders, flyers, Brenda to co-present",S,'project',ents=['Brenda'])
# ---- routine
c('b',"every tuesday at 9 the team caravans the new listings",S,'routine_activity',OMIT)
c('d',"did my morning cold calls, 40 dials, 2 appointments set",S,'routine_activity')
c('g',"monday sales meeting at 8:30 as usual",S,'routine_activity',wd('g','mon','08:30'))
# ---- contact
c('a',"lender for the Mehtas is Brenda Kessler at Frost, 210-555-0147, super responsive",S,'contact',ents=['Brenda Kessler'])
c('e',"inspector I trust: Hank Dobbs, HD Home Inspections, 830-555-0190",S,'contact',ents=['Hank Dobbs'])
c('g',"new title officer at Riverwalk is Yolanda Garza Treviño, goes by Yoli",S,'contact',ents=['Yolanda Garza Treviño','Yoli'])
# ---- decision
c('c',"not taking listings outside 1604 anymore, the drive kills me",S,'decision_commitment')
c('f',"going with Riverwalk Title for all my listings from now on",S,'decision_commitment')
c('h',"told the Haskins I'd cut my commission to 5% if they list by the 1st",S,'decision_commitment')        # a condition, no day to act
# ---- learning
c('b',"TREC contract update CE class friday 8-12",S,'learning_consumption',wd('b','fri','08:00'))
c('e',"studying the NAR settlement buyer agreement rules",S,'learning_consumption')
# ---- milestone, and completions stated as outcomes
c('f',"WE CLOSED!! the Ochoas got their keys 🔑🎉",S,'milestone_outcome',
  ctx=ctx(p=OCHOA,t=T(("Close on Pecan Valley for the Ochoas",'p1'),("Order a closing gift for the Ochoas",'p1'))),comp='t1',par='p1')
c('g',"appraisal came in at value on Kayton, 412k 🙌",S,'milestone_outcome',
  ctx=ctx(p=P("Brandt purchase on Kayton"),t=T(("Send the appraisal to Brenda",'p1'),("Schedule the final walkthrough",'p1'))),par='p1')  # look-alikes stay open
c('h',"hit $8M in volume this year, top producer at the office!!",S,'milestone_outcome')
c('a',"the Mehtas' offer got accepted!!! over 3 others",S,'milestone_outcome',
  ctx=ctx(t=T("Call Brenda about the Mehtas' rate lock","Set up the Mehtas' inspection")))
c('c',"repair amendment is signed by everybody, finally",S,'task',ctx=ctx(t=T("Get the repair amendment signed","Send the repair receipts to Chip")),comp='t1')
c('e',"Kayton appraisal is on the books for tuesday at 10",S,'task',wd('e','tue','10:00'),
  ctx=ctx(t=T("Schedule the Kayton appraisal","Order the Kayton survey")),comp='t1')
c('a',"Haskins listing is live on MLS 🎉",S,'task',ctx=ctx(p=HASK,t=T(("Submit the Haskins listing to MLS",'p1'),("Order photos for the Haskins listing",'p1'))),comp='t1',par='p1')
c('h',"title commitment for Castañeda finally came through, no liens 🙏",S,'task',
  ctx=ctx(t=T("Get the Castañeda title commitment","Call the city about the Castañeda permit")),comp='t1')
c('b',"TREC license renewed thru 2028 ✅",S,'task',ctx=ctx(t=T("Renew TREC license","Finish the CE hours")),comp='t1')
# ---- observation, and waits stated as states
c('b',"inventory in Alamo Heights is down to like 40 homes, crazy",S,'observation_insight')
c('e',"lenders run 3 days slower in may, everybody's closing at once",S,'observation_insight')
c('h',"buyers who bring their abuela to showings always end up writing offers lol",S,'observation_insight')
c('a',"still no word from Tom Bergeron on the Kayton appraisal",S,'observation_insight',ents=['Tom Bergeron'],wait='Tom Bergeron: Kayton appraisal')
c('b',"lender's dragging on the clear to close for the Brandts 😤",S,'observation_insight',wait='lender: clear to close for the Brandts')
c('c',"Chip Lawson's buyers still haven't signed the amendment",S,'observation_insight',ents=['Chip Lawson'],wait="Chip Lawson's buyers: signed amendment")
c('d',"HOA has had the resale cert request 8 days, nothing",S,'observation_insight',wait='HOA: resale certificate')
c('e',"waiting on Hank's report for Oak Hollow, he said tomorrow by noon",S,'observation_insight',ents=['Hank'],
  wait='Hank: Oak Hollow inspection report',exp=rel('e',1))
c('f',"title company never sent over the commitment for Castañeda",S,'observation_insight',wait='title company: title commitment for Castañeda')
c('g',"the Haskins are sitting on the offer, they said they'd decide by sunday",S,'observation_insight',wait='Haskins: decision on the offer',exp=wd('g','sun'))
c('h',"Brenda says the underwriter wants one more bank statement from the Mehtas, so we wait",S,'observation_insight',ents=['Brenda'],
  wait='underwriter: loan approval for the Mehtas')
c('d',"appraiser for the Cortez refi pushed to next week, waiting again",S,'observation_insight',wait='appraiser: Cortez appraisal')
c('g',"city still hasn't finaled the permit on the Castañeda addition, can't close without it",S,'observation_insight',
  wait='city: final on the Castañeda addition permit')
# ---- emotion: work stress
c('c',"so stressed, 3 closings next week and two lenders ghosting me",S,'emotion_state')
c('f',"proud of myself, 10 years licensed today 🥹",S,'emotion_state')

# ======== more scheduled appointments across the three domains (the weighting), added before the first scoring
c('c',"haircut with Marisela the 28th at 2:30, finally",P_,'task',nth('c',28,'14:30'),['Marisela'])
c('f',"vet for the dog friday at 4:15, her shots are due",P_,'task',wd('f','fri','16:15'))
c('h',"dermatologist mañana at 8:45, dont be late this time",P_,'task',rel('h',1,'08:45'))
c('b',"Sofi's dress fitting this Saturday at 10 at the boutique on Culebra",SO,'task',wd('b','sat','10:00'),['Sofi'])
c('d',"Diego's game sunday 2-4 at Lady Bird Johnson park, Rey brings the cooler",SO,'task',wd('d','sun','14:00'),['Diego','Rey'])
c('e',"quince rehearsal at the hall the 14th at 6, all the chambelanes",SO,'task',nth('e',14,'18:00'))
c('f',"la abuela's rosary group is here thursday at 7, make the café de olla",SO,'task',wd('f','thu','19:00'))
c('g',"parent-teacher conference for Sofi tuesday at 3:45 with Mrs. Whitley",SO,'task',wd('g','tue','15:45'),['Sofi','Whitley'])
c('h',"Sofi's recital is the 21st at 7, save seats for la abuela",SO,'task',nth('h',21,'19:00'),['Sofi'])
c('a',"listing appointment with the Delgado Ochoa family the 15th at 5:30",S,'task',nth('a',15,'17:30'))
c('c',"broker open for the Castañeda house wednesday 11-1, Jolene is bringing tacos",S,'task',wd('c','wed','11:00'),['Jolene'])
c('d',"appraisal for the Cortez refi got moved to monday at 9",S,'task',wd('d','mon','09:00'))
c('e',"pre-listing inspection at 311 Arbor Oaks saturday at 8, Hank says give him 3 hrs",S,'task',wd('e','sat','08:00'),['Hank'])
c('f',"sign the listing docs with Lupe García Ramos at her house thursday at 6:30",S,'task',wd('f','thu','18:30'),['Lupe García Ramos'])
c('g',"closing for Kayton is monday at 1 at Riverwalk, Brandts bring their IDs",S,'task',wd('g','mon','13:00'))
c('h',"open house at the Boerne listing this sunday noon to 3",S,'task',wd('h','sun','12:00'))
c('b',"home tour with the Okafors the 3rd at 4, they want King William",S,'task',nth('b',3,'16:00'))
c('c',"put the Cortez listing on hold until after easter",S,'task')                                       # no day named
c('d',"lunch with Frank and Jolene friday at 12:30 to go over Q2 numbers",S,'task',wd('d','fri','12:30'),['Frank','Jolene'])
c('e',"remind me the earnest money check goes to Riverwalk Title mañana before 10",S,'reminder_intention',rel('e',1,'10:00'))
c('h',"email Tom Bergeron the comps for 4418 Rimrock by 3 tomorrow",S,'communication',rel('h',1,'15:00'),['Tom Bergeron'])
c('f',"the Brandts want a second showing on Kayton saturday 9-10, confirm with the listing agent",S,'task',wd('f','sat','09:00'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 30, cases)
