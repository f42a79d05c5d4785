# Writes thoughts-fresh-21.jsonl: a twenty-first fresh labelled set (issue 10, ids f21…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a Lagos-born
# chartered accountant (CPA) living in Toronto with a big family, working at a mid-size accounting firm (tax season,
# year-end files, audits, a CPA ethics course for work) and keeping the household books. She types at her desk
# (capitals, full sentences) and dictates on the GO train or in the kitchen (all lowercase, no punctuation), with a
# few Yoruba and Nigerian-English words: "Mummy" and "Daddy" (her parents), "iyawo" (wife), "egbon" (elder sibling),
# "omo", "abeg", "ehen" (interjections).
# New people: Tunde or Babatunde (husband), the kids Tolu, Ife (Ifedayo), Dami and Kike, Bimpe and Yewande (sisters),
# Segun (brother) and Uju (his wife), Chibuzo and Adaeze (their kids), Ikenna (cousin), aunty Jumoke, Hope Asiedu and
# Luz (Luzviminda Dimaculangan) from church, Sunny Bhatia (neighbour), Graça and Rui Fernandes (neighbours), Khadija,
# Nneka O'Rourke; at work Gurdeep Sandhu (partner), Will Hartley (manager), Grace Tsang, May Tan, Neil D'Souza (IT),
# Rashid Al-Amin, Xiaoling Zhou; clients Harjit Gill, Mark Kowalczuk, Ping Wu, Bill Fontaine, Jean-Paul Tremblay,
# Mary-Kate Oduya; Dr Ogbu (GP), Dr. Ramos (dentist), Mrs. Lee (Dami's teacher), Coach Navjot, Pastor Lanre, Tiago
# (plumber), Wale (mechanic).
# The firm and its clients are systems; family, friends and church people social; her own health, car, home and
# money personal.
# Weighted to entities (GUIDELINES 5): people named in every position of a sentence (opening it, after a verb or a
# preposition, as the owner of something, inside a coordination "X and Y", "X, Y and Z", "me and X"), as objects of
# thanks or of news; titles dropped ("Dr Ogbu" -> Ogbu, "Mrs. Lee" -> Lee); nicknames; names that are also common
# words (Will, May, Mark, Grace, Bill, Hope, Sunny) beside the same words used as words ("will", "may", "the bill",
# "hope", "sunny"); hyphenated and apostrophe names (Jean-Paul, Mary-Kate, O'Rourke, D'Souza, Al-Amin); Yoruba,
# Igbo, Chinese, Punjabi, Arabic, Tagalog and Portuguese names; names lowercased in dictation. Left out, by the
# guideline: relation words (Mummy, my egbon, iyawo), companies and brands including ones that carry a person's name
# (Tim Hortons, Wendy's, Mark's, Sandhu & Hartley, Nike), places (Lagos, Brampton, Yonge, Finch station), weekdays,
# months ("May 23"), course titles, pets (Jollof, the cat), interjections and imperative verbs at a sentence start,
# and names found only in the context. Every event type and domain has cases; some cases name nobody.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-21-read.jsonl (misses
# may be read) and thoughts-fresh-21-held.jsonl (totals only).
# Run: python3 eval-fresh/author_21.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, OMIT, T, P, C, ctx
use({
 'a':("2026-01-12T08:10:00","America/Toronto"),   # Mon
 'b':("2026-02-26T19:30:00","America/Toronto"),   # Thu
 'c':("2026-04-18T11:00:00","America/Toronto"),   # Sat
 'd':("2026-06-09T13:20:00","America/Toronto"),   # Tue
 'e':("2026-07-31T17:45:00","America/Toronto"),   # Fri
 'f':("2026-09-16T07:50:00","America/Toronto"),   # Wed
 'g':("2026-11-15T20:05:00","America/Toronto"),   # Sun
 'h':("2027-01-06T12:30:00","America/Toronto"),   # Wed
}, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'wed','g':'sun','h':'wed'})
cases=[]
c=labeller(cases)

# ---- one person, capitals, in different positions
c('a',"Tunde thinks the furnace is making that rattling noise again",'personal','observation_insight',ents=['Tunde'])
c('a',"Text Bimpe the photos from Sunday's thanksgiving service",'social','communication',ents=['Bimpe'])
c('b',"Got a lovely card from Yewande in Lagos, she remembered our anniversary",'social','observation_insight',ents=['Yewande'])
c('c',"Tolu passed his G1 this morning!!",'social','milestone_outcome',ents=['Tolu'])
c('d',"Email Gurdeep to ask whether the Gill file could slide past the audit",'systems','communication',ents=['Gurdeep','Gill'])
c('e',"So grateful to Hope for taking all four kids this afternoon",'social','emotion_state',ents=['Hope'])
c('f',"Will wants the partner memo on his desk by Monday",'systems','task',wd('f','mon'),['Will'])
c('f',"will drop the cheque for the property tax at the bank when i head in",'personal','transaction')
c('g',"May is off sick tomorrow so her two clients come to me",'systems','observation_insight',ents=['May'])
c('h',"Grace closed the Wu year-end in three days, honestly impressive",'systems','observation_insight',ents=['Grace','Wu'])
c('b',"Long phone call with Sunny about his daughter's wedding in Jaipur",'social','communication',ents=['Sunny'])
c('c',"Mark Kowalczuk finally sent his T4s and his RRSP slips",'systems','task',ents=['Mark Kowalczuk'],ctx=ctx(P("Spring tax season clients"),T(("Chase Mark Kowalczuk for his slips","p1"),("Book review slot with Grace","p1"))),comp='t1',par='p1')
c('d',"Call Bill Fontaine Thursday at 10 about moving his quarterly meeting",'systems','communication',wd('d','thu','10:00'),['Bill Fontaine'])
c('e',"the bill from Enbridge is almost double what it was last July",'personal','observation_insight')
c('f',"Thank Luz for the pancit she sent home with the kids",'social','communication',ents=['Luz'])

# ---- titles dropped, full names, initials
c('a',"Dr Ogbu says my iron is low again, more spinach",'personal','observation_insight',ents=['Ogbu'])
c('b',"Book Dami's cleaning with Dr. Ramos for the March break",'social','task',ents=['Dami','Ramos'])
c('c',"Mrs. Lee says Dami is reading two levels above his grade now",'social','observation_insight',ents=['Lee','Dami'])
c('d',"Coach Navjot moved Tolu's practice to 6:30 tomorrow",'social','routine_activity',rel('d',1,'18:30'),['Navjot','Tolu'])
c('e',"Pastor Lanre is collecting names for the back-to-school drive",'social','observation_insight',ents=['Lanre'])
c('f',"New client contact: Jean-Paul Tremblay, 647 555 0188, owns two dental clinics in Markham",'systems','contact',ents=['Jean-Paul Tremblay'])
c('g',"Mary-Kate Oduya signed the engagement letter, the firm's biggest new client this year",'systems','milestone_outcome',ents=['Mary-Kate Oduya'])
c('h',"Neil D'Souza reset my VPN token, finally working again",'systems','observation_insight',ents=["Neil D'Souza"])
c('a',"Rashid Al-Amin's wife had twins last night, both healthy",'social','observation_insight',ents=['Rashid Al-Amin'])
c('b',"Nneka O'Rourke from Ife's swim club has a spare seat in her car on Saturdays",'social','observation_insight',ents=["Nneka O'Rourke",'Ife'])
c('c',"Mr. Fernandes next door offered to lend us his pressure washer",'social','observation_insight',ents=['Fernandes'])
c('d',"GW from the bank says the mortgage renewal offer comes next week",'personal','observation_insight',ents=['GW'],wait="GW: mortgage renewal offer")

# ---- coordinations
c('e',"Tolu and Ife are fighting over the bathroom again every single morning",'social','observation_insight',ents=['Tolu','Ife'])
c('f',"Pick up Segun, Uju and the kids at Pearson on Friday at 4pm",'social','task',wd('f','fri','16:00'),['Segun','Uju'])
c('g',"me and Hope have the food bank shift at church Saturday morning",'social','decision_commitment',sat('g','09:00'),['Hope'])
c('h',"Chibuzo, Adaeze and Kike all want the same birthday cake, chocolate with sprinkles",'social','observation_insight',ents=['Chibuzo','Adaeze','Kike'])
c('a',"Lunch with Grace and May on Wednesday at 12:30 to plan the intern schedule",'systems','task',wd('a','wed','12:30'),['Grace','May'])
c('b',"Gurdeep & Will signed off on me making senior manager!!",'systems','milestone_outcome',ents=['Gurdeep','Will'])
c('c',"Khadija and I went halves on the girls' swim meet hotel, $180 each",'social','transaction',ents=['Khadija'])
c('d',"Graça, Rui and Sunny all said yes for the barbecue Saturday",'social','observation_insight',None,['Graça','Rui','Sunny'])
c('e',"Ikenna and his fiancée Chiderah got the keys to their first condo",'social','milestone_outcome',ents=['Ikenna','Chiderah'])
c('f',"Tunde and I agreed no more takeout on weekdays until Christmas",'personal','decision_commitment',ents=['Tunde'])
c('g',"Send Xiaoling and Rashid the updated client list before the partners meeting tomorrow",'systems','communication',rel('g',1),['Xiaoling','Rashid'])
c('h',"Harjit Gill and Ping Wu both asked if I can take their books in-house next year",'systems','observation_insight',ents=['Harjit Gill','Ping Wu'])

# ---- possessives
c('a',"Ife's science fair project needs a trifold board and glue sticks",'social','acquisition_disposition',ents=['Ife'])
c('b',"Pick up Kike's prescription at Shoppers heading home",'social','acquisition_disposition',ents=['Kike'])
c('c',"Tunde's passport expires in June, renew it before we book Lagos",'social','task',ents=['Tunde'])
c('d',"Bimpe's husband got laid off, she sounded so tired on the phone",'social','observation_insight',ents=['Bimpe'])
c('e',"Harjit's bakery hit a million in sales this year",'systems','milestone_outcome',ents=['Harjit'])
c('f',"Will's retirement party falls on the 25th, collect for the gift",'systems','task',nth('f',25),['Will'])
c('g',"Uju's mum passed in Enugu this morning, call Segun tonight",'social','communication',tonight('g'),['Uju','Segun'])
c('h',"Adaeze's convocation is in June, Uju wants us all there",'social','observation_insight',ents=['Adaeze','Uju'])

# ---- lowercase dictation
c('a',"call tunde at noon about the snow tires appointment",'personal','communication',rel('a',0,'12:00'),['tunde'])
c('b',"remind me come the 1st to wire yewande the money for daddy's drugs",'social','reminder_intention',nth('b',1),['yewande'])
c('c',"tolu said coach navjot picked him for the provincial team omg",'social','milestone_outcome',ents=['tolu','navjot'])
c('d',"ask grace if she can cover the wu meeting for me",'systems','communication',None,['grace','wu'])
c('e',"dami lost another tooth and the tooth fairy is broke",'social','observation_insight',ents=['dami'])
c('f',"kike starts senior kindergarten tomorrow i am not ready",'social','emotion_state',ents=['kike'])
c('g',"ping wu sent the shoebox of receipts again abeg",'systems','observation_insight',ents=['ping wu'])
c('h',"text luz and hope that bible study is at my place this week",'social','communication',ents=['luz','hope'])
c('a',"mark kowalczuk paid the december invoice finally 2400",'systems','transaction',ents=['mark kowalczuk'],ctx=ctx(None,T("Follow up Kowalczuk invoice","Renew CPA membership")),comp='t1')
c('b',"jumoke aunty lands on the 14th so the spare room needs clearing",'social','task',nth('b',14),['jumoke'])
c('c',"sunny bhatia borrowed the ladder and never brought it back",'social','observation_insight',ents=['sunny bhatia'])
c('d',"remind me once i'm home to thank rui for mowing our patch",'social','reminder_intention',ents=['rui'])
c('e',"me and ife are watching the new spiderman tonight",'social','learning_consumption',tonight('e'),['ife'])
c('f',"harjit gill's corporate return has to be filed by the 30th start it this week",'systems','task',nth('f',30),['harjit gill'])
c('g',"babatunde and i decided we're starting keto again from monday",'personal','decision_commitment',wd('g','mon'),['babatunde'])
c('h',"chibuzo got into waterloo engineering segun is over the moon",'social','milestone_outcome',ents=['chibuzo','segun'])

# ---- names from many languages
c('a',"Xiaoling organised the Lunar New Year potluck at the office for Feb 17, I'm bringing puff puff",'systems','decision_commitment',md('a',2,17),['Xiaoling'])
c('b',"Gurdeep's daughter Simran got her acceptance to McGill",'social','observation_insight',ents=['Gurdeep','Simran'])
c('c',"Luzviminda Dimaculangan, Luz from church, new number 416 555 0139",'social','contact',ents=['Luzviminda Dimaculangan','Luz'])
c('d',"Rui Fernandes is a licensed electrician, he quoted $400 for the basement pot lights",'personal','contact',ents=['Rui Fernandes'])
c('e',"Told Rashid we'll come to his family's Eid dinner on Saturday at 7",'social','decision_commitment',sat('e','19:00'),['Rashid'])
c('f',"Oluwaseun from church repairs laptops, 437 555 0102",'personal','contact',ents=['Oluwaseun'])
c('g',"Chiderah's parents are coming from Onitsha for the introduction ceremony",'social','observation_insight',ents=['Chiderah'])
c('h',"Navjot Singh Dhillon is Tolu's new coach, his email is on the team app",'social','contact',ents=['Navjot Singh Dhillon','Tolu'])
c('a',"Wei Ling at the front desk says the printer lease is up in March",'systems','observation_insight',ents=['Wei Ling'])
c('b',"Ayomide, Ife's best friend, is allergic to peanuts, note for the sleepover",'social','contact',ents=['Ayomide','Ife'])
c('c',"Conceição at the Portuguese bakery saves us the custard tarts every Saturday",'social','observation_insight',ents=['Conceição'])
c('d',"Bongbong, Luz's son, wants to do a co-op placement at our firm",'systems','observation_insight',ents=['Bongbong','Luz'])

# ---- names as objects of thanks or of news
c('e',"Thank God for Hope, she took me to emergency at 2am",'social','emotion_state',ents=['Hope'])
c('f',"Big thanks to Neil for recovering the Oduya spreadsheet",'systems','emotion_state',ents=['Neil','Oduya'])
c('g',"Heard from Yewande that Daddy's knee surgery went well",'social','observation_insight',ents=['Yewande'])
c('h',"Good news from Ikenna, the visa came through for his mum",'social','observation_insight',ents=['Ikenna'])
c('a',"Send Mrs. Lee a card saying thanks for all the extra help with Dami",'social','task',ents=['Lee','Dami'])
c('b',"News from Bimpe: she's expecting again, due in September",'social','observation_insight',ents=['Bimpe'])
c('c',"Grateful for Tiago, he came out on a Saturday for the burst pipe",'personal','emotion_state',ents=['Tiago'])
c('d',"Congratulate Grace Tsang on passing her CFA level 2",'systems','communication',ents=['Grace Tsang'])

# ---- look-alikes: no person named
c('e',"Grab a Tim Hortons gift card for the receptionist's last day",'systems','acquisition_disposition')
c('f',"Returned the Nike runners to Sporting Life, refund in 5 to 7 days",'personal','acquisition_disposition',wait="Sporting Life: refund for the runners")
c('g',"Wendy's for dinner again, I am too tired to cook",'personal','emotion_state')
c('h',"Mark's has the winter boots on sale, get Dami a pair",'social','acquisition_disposition',ents=['Dami'])
c('a',"Monday blues are real, three client files before lunch",'systems','emotion_state')
c('b',"March will be brutal with tax season and the March break camps",'systems','emotion_state')
c('c',"Pay the Rogers bill before the 20th",'personal','transaction',nth('c',20))
c('d',"Omo this heat is too much, the AC is running day and night",'personal','observation_insight')
c('e',"Ehen, the Presto card auto-load failed again",'personal','observation_insight')
c('f',"Check if the Sandhu & Hartley LLP parking passes renew in October",'systems','task')
c('g',"Hope the snow holds off till Tuesday so the movers can come",'personal','emotion_state')
c('h',"It was sunny and -20 at Finch station this morning, never again without the long coat",'personal','observation_insight')
c('a',"May 23 is the church anniversary gala, buy the tickets",'social','acquisition_disposition',md('a',5,23))
c('b',"Grace before meals is the kids' job now, we rotate each night",'social','routine_activity')
c('c',"Mark the Wealthsimple transfer as done in the budget sheet",'personal','task')
c('d',"Jollof knocked the plant off the windowsill again, bad cat",'personal','observation_insight')
c('e',"Mummy wants pounded yam for her birthday lunch on Sunday",'social','observation_insight')
c('f',"My egbon says I work too much and she is probably right",'personal','observation_insight')
c('g',"Tunde keeps calling me iyawo in front of my clients, so embarrassing",'social','emotion_state',ents=['Tunde'])
c('h',"Finished the CPA Ontario ethics module, certificate downloaded",'systems','learning_consumption',ctx=ctx(None,T("Finish CPA ethics module","Update LinkedIn headline")),comp='t1')

# ---- reminders
c('a',"Remind me Thursday: ring Hope about the choir roster",'social','reminder_intention',wd('a','thu'),['Hope'])
c('c',"remind me re the car plate renewal tomorrow morning",'personal','reminder_intention',rel('c',1,'09:00'))
c('d',"Remind me about Adaeze's graduation gift, Uju says she's hoping for a Kindle",'social','reminder_intention',ents=['Adaeze','Uju'])
c('e',"dont forget sunny's housewarming saturday at 6",'social','reminder_intention',sat('e','18:00'),['sunny'])
c('g',"At 4 ping me so I send Jean-Paul the draft financials",'systems','reminder_intention',rel('g',1,'16:00'),['Jean-Paul'])
c('h',"remind me friday re the school trip money for Ife and Tolu",'social','reminder_intention',wd('h','fri'),['Ife','Tolu'])
c('f',"Remind me to query Wale on why the check engine light came back",'personal','reminder_intention',ents=['Wale'])
c('b',"don't forget Will and Gurdeep want the staffing plan before Monday",'systems','reminder_intention',wd('b','mon'),['Will','Gurdeep'])
c('c',"remind me tonight at 8 to sign Kike's field trip form",'social','reminder_intention',tonight('c'),['Kike'])
c('a',"remind me dr ogbu needs booking for my physical next month",'personal','reminder_intention',ents=['ogbu'])

# ---- communication
c('b',"Called Wale at the garage, the winter tires are in",'personal','communication',ents=['Wale'])
c('c',"facetime with yewande and daddy sunday at 2",'social','communication',wd('c','sun','14:00'),['yewande'])
c('d',"Left Bill a voicemail about his missing HST remittance",'systems','communication',ents=['Bill'])
c('e',"Post Tolu's graduation date in the family WhatsApp",'social','communication',ents=['Tolu'])
c('h',"Zoom with Mary-Kate and her lawyer Tuesday at 3 re the share restructuring",'systems','communication',wd('h','tue','15:00'),['Mary-Kate'])
c('a',"emailed our office landlord, no reply yet about the heating",'systems','communication',wait="office landlord: reply about the heating")

# ---- projects
c('b',"Plan Tunde's 50th: hall, caterer, aso ebi colours, DJ",'social','project',ents=['Tunde'])
c('c',"Kitchen reno with Tiago: demo in May, cabinets, countertops, backsplash",'personal','project',ents=['Tiago'])
c('d',"Summer in Lagos for the kids: passports, flights, visiting Daddy in Ikeja",'social','project')
c('e',"New client onboarding for Jean-Paul's clinics: engagement letter, bank access, prior returns",'systems','project',ents=['Jean-Paul'])
c('f',"Start a savings plan for Tolu's university: RESP top-up, summer job, bursaries",'social','project',ents=['Tolu'])
c('g',"Church Christmas concert with Luz and Pastor Lanre: choir, costumes, tickets, refreshments",'social','project',ents=['Luz','Lanre'])
c('h',"Get the basement legal as a rental unit: permits, egress window, fire separation",'personal','project')
c('a',"Move the firm's filing to the cloud with Neil: scan archives, set permissions, train staff",'systems','project',ents=['Neil'])
c('b',"Side business doing bookkeeping for Nigerian restaurants: rates, website, first three clients",'systems','project')
c('c',"Ife's birthday sleepover: invites, pizza, movie list, ask Nneka about a second car",'social','project',ents=['Ife','Nneka'])
c('d',"Get fit before Bimpe's wedding anniversary party: walking, no soda, weigh in Sundays",'personal','project',ents=['Bimpe'])
c('f',"Year-end audit for Mark Kowalczuk's company: inventory count, confirmations, draft statements",'systems','project',ents=['Mark Kowalczuk'])

# ---- routines
c('a',"walked to the GO station with Sunny like every morning, 20 minutes",'personal','routine_activity',ents=['Sunny'])
c('c',"Did the Saturday jollof cook-off with Mummy and Kike as usual",'social','routine_activity',ents=['Kike'])
c('d',"Sunday calls to Daddy at 1pm, every week without fail",'social','routine_activity',OMIT)
c('e',"Did my 5k on the treadmill, third time this week",'personal','routine_activity')
c('f',"Tuesday and Thursday is Dami's piano with Mr. Olatunji, 5pm",'social','routine_activity',OMIT,['Olatunji','Dami'])
c('g',"Family devotion at 9 tonight, Tolu is leading",'social','routine_activity',tonight('g','21:00'),['Tolu'])
c('h',"reconciled the household accounts like every first week of the month",'personal','routine_activity')
c('b',"drove Ife and Ayomide to swim at 6am again, our Thursday ritual",'social','routine_activity',ents=['Ife','Ayomide'])
c('e',"friday timesheet review with May and Grace wrapped up early as usual",'systems','routine_activity',ents=['May','Grace'])

# ---- transactions
c('d',"Sent ₦150,000 to Yewande for Daddy's physiotherapy",'social','transaction',ents=['Yewande'])
c('e',"Harjit paid the retainer, $3,500 into the firm account",'systems','transaction',ents=['Harjit'])
c('g',"$1,840 property tax installment comes out the 30th",'personal','transaction',nth('g',30))
c('h',"Gave Chibuzo $200 for his textbooks",'social','transaction',ents=['Chibuzo'])
c('a',"Waiting on Gurdeep to approve my Ottawa conference expense claim",'systems','transaction',ents=['Gurdeep'],wait="Gurdeep: approval of the Ottawa conference expense claim")
c('b',"Refund from CRA landed, $2,310, finally",'personal','transaction')
c('f',"Ping Wu still owes the firm $6,200 from the spring, sending a final notice",'systems','transaction',ents=['Ping Wu'])
c('c',"split the cottage rental with Segun and Bimpe, my share is $640",'social','transaction',ents=['Segun','Bimpe'])

# ---- acquisitions
c('a',"Need a new laptop bag, the strap broke on the streetcar",'personal','acquisition_disposition')
c('d',"Sold Dami's old bike to Khadija's son for $60",'social','acquisition_disposition',ents=['Dami','Khadija'])
c('g',"Ordered matching ankara for the six of us from Funke's shop in Lagos for Christmas",'social','acquisition_disposition',ents=['Funke'])
c('h',"Donated the winter coats Tolu outgrew to the church drive",'social','acquisition_disposition',ents=['Tolu'])
c('f',"Picked up the office chairs that Will ordered",'systems','acquisition_disposition',ents=['Will'],ctx=ctx(None,T("Pick up the office chairs","Book the boardroom for Friday")),comp='t1')
c('e',"Bought Mummy a new hearing aid, Ikenna chipped in half",'social','acquisition_disposition',ents=['Ikenna'])
c('b',"tunde wants to sell the old honda to his cousin kayode",'personal','acquisition_disposition',ents=['tunde','kayode'])

# ---- decisions
c('a',"Told Pastor Lanre I'd do the church audit again this year",'social','decision_commitment',ents=['Lanre'])
c('c',"Going with Wale for all the car servicing from now on",'personal','decision_commitment',ents=['Wale'])
c('d',"Decided not to take the partner track offer until Kike is in grade 1",'systems','decision_commitment',ents=['Kike'])
c('h',"Promised Ife she can get her ears pierced for her birthday",'social','decision_commitment',ents=['Ife'])
c('f',"We're not hosting Christmas this year, Bimpe and Segun can fight over it",'social','decision_commitment',ents=['Bimpe','Segun'])

# ---- learning
c('b',"Reading the new IFRS 18 guidance that Grace shared",'systems','learning_consumption',ents=['Grace'])
c('c',"Listening to Chimamanda's latest on the GO, so good",'personal','learning_consumption',ents=['Chimamanda'])
c('d',"Watched the webinar Rashid recommended on crypto tax reporting",'systems','learning_consumption',ents=['Rashid'])
c('g',"Started a Tagalog Duolingo course to chat with Luz's mum",'personal','learning_consumption',ents=['Luz'])
c('a',"library hold for Things Fall Apart is ready, Dami needs it for school",'social','learning_consumption',ents=['Dami'])
c('h',"audiobook with tunde driving to ottawa, three hours flew by",'personal','learning_consumption',ents=['tunde'])
c('e',"Finished the Excel power query course Will asked everyone to take",'systems','learning_consumption',ents=['Will'])

# ---- milestones
c('a',"Kike read her first full sentence tonight, Tunde filmed it",'social','milestone_outcome',ents=['Kike','Tunde'])
c('d',"Ten years with the firm as of today, Gurdeep brought cake",'systems','milestone_outcome',ents=['Gurdeep'])
c('g',"Paid off the car loan!!",'personal','milestone_outcome')
c('h',"Ife made the swim final at provincials, Nneka and Khadija screamed the loudest",'social','milestone_outcome',ents=['Ife','Nneka','Khadija'])

# ---- more tasks and emotions
c('b',"Fix the sticking back door before Mummy trips on it",'personal','task')
c('e',"Renew Tunde's and my Costco membership before it lapses",'personal','task',ents=['Tunde'])
c('d',"File the HST return for Jean-Paul Tremblay by the 30th",'systems','task',nth('d',30),['Jean-Paul Tremblay'])
c('g',"So tired, Chibuzo and Adaeze have been here all weekend and the house is upside down",'social','emotion_state',ents=['Chibuzo','Adaeze'])
c('c',"Feeling anxious about the peer review of my files next week",'systems','emotion_state')
c('f',"Missing Daddy so much today",'social','emotion_state')
c('h',"Proud of May, she handled the angry client without me",'systems','emotion_state',ents=['May'])
c('a',"Emailed Mrs. Lee about an interview slot, still need her to confirm a time",'social','communication',ents=['Lee'],wait="Mrs. Lee: parent-teacher interview time")

# ---- names only in the context, and more positions
c('b',"Call the plumber about the water heater before the weekend",'personal','communication',sat('b'),ctx=ctx(None,None,C(("Tiago Moreira","plumber"),("Wale Adeyemo","mechanic"))))
c('d',"Text my manager that I'm working from home tomorrow",'systems','communication',ctx=ctx(None,None,C(("Will Hartley","manager"))))
c('f',"Sister's birthday on the 20th, order the cake from the usual place",'social','acquisition_disposition',nth('f',20),ctx=ctx(None,None,C(("Bimpe Adeyinka","sister"))))
c('h',"Dinner at Bisola and Kunle's place Saturday at 6, bring the moi moi",'social','task',sat('h','18:00'),['Bisola','Kunle'])
c('a',"The person who does our snow removal is Teodoro, 416 555 0171, cash only",'personal','contact',ents=['Teodoro'])
c('c',"Spent the morning with Rowena and her mum making lumpia for the church fair",'social','observation_insight',ents=['Rowena'])
c('e',"Thanks to Jaspreet at the passport office we got Kike's passport in a week",'social','emotion_state',ents=['Jaspreet','Kike'])
c('g',"Gave the Christmas bonus envelopes to Teodoro and our cleaner Mingyu",'personal','transaction',ents=['Teodoro','Mingyu'])
c('h',"Only Amaechi and Bolaji replied to the reunion email, everyone else ignored it",'social','observation_insight',ents=['Amaechi','Bolaji'])
c('b',"Need to ask Joy whether the Tuesday choir practice is still at 7",'social','communication',ents=['Joy'])
c('d',"Graça dropped off caldo verde for Mummy, she is so thoughtful",'social','observation_insight',ents=['Graça'])
c('e',"Costco with Uju tomorrow morning to stock up on party supplies",'social','acquisition_disposition',rel('e',1,'09:00'),['Uju'])
c('f',"After church, Luz, Hope and Joy want to start a women's investment club",'social','observation_insight',ents=['Luz','Hope','Joy'])
c('g',"sunday lunch was at bimpe's, kunle and bisola came too",'social','observation_insight',ents=['bimpe','kunle','bisola'])
c('a',"Sunny weather finally, took the kids sledding at Earl Bales",'social','routine_activity')
c('c',"Tax appointment for Mr. and Mrs. Gill moved to Monday at 2",'systems','task',wd('c','mon','14:00'),['Gill'])

out=os.path.dirname(os.path.abspath(__file__))
write_split_set(out, 21, cases)
