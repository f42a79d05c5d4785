# Writes thoughts-fresh-26.jsonl: a twenty-sixth fresh labelled set (issue 10, ids f26…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a new voice: a software project manager
# in Pune (Asia/Kolkata) with a husband (Nikhil), a daughter (Ira) going into Class 1, "Mummy" and "Papa" (relation
# words) with their medical appointments, a flat being renovated in Baner, a housing-society committee (a lift to
# replace) and vendor and client work (a US client, an outsourcing vendor, a portal release). Indian English: "do the
# needful", "revert", "prepone", "kindly", "only" and "itself" as emphasis, lakh, "jaldi", "pakka", "theek hai".
# Her clients, vendors, team and the release are systems; Nikhil, Ira, the school, Mummy, Papa and the society
# committee social; the flat, its trades, her own health and own money (bills, society maintenance) personal.
# Weighted to completes, waiting-for and parent, with open tasks and projects in most contexts:
# - completions stated as outcomes without the task's verb, beside a look-alike open task in the same context
#   (the thought completes only the right one), and partial progress, restated tasks or news that complete nothing;
# - waits stated as states or questions ("still no revert from…", "pending from their side", "they said they'll
#   confirm"), and waits written as "who: what"; look-alikes that await nothing;
# - thoughts that belong to an open project by subject, and look-alikes in project contexts that belong to none.
# The rest of the event types are plain cases across the three domains. It also writes the split by sha1 of the text,
# fixed before the first scoring: thoughts-fresh-26-read.jsonl (misses may be read) and thoughts-fresh-26-held.jsonl
# (totals only).
# Run: python3 eval-fresh/author_26.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, ctx, T, P, C, OMIT
use({
 'a':("2026-01-12T09:20:00","Asia/Kolkata"),   # Mon
 'b':("2026-02-26T18:45:00","Asia/Kolkata"),   # Thu
 'c':("2026-04-04T10:30:00","Asia/Kolkata"),   # Sat
 'd':("2026-05-20T13:10:00","Asia/Kolkata"),   # Wed
 'e':("2026-07-07T08:05:00","Asia/Kolkata"),   # Tue
 'f':("2026-08-28T21:30:00","Asia/Kolkata"),   # Fri
 'g':("2026-10-18T11:15:00","Asia/Kolkata"),   # Sun
 'h':("2026-12-02T15:40:00","Asia/Kolkata"),   # Wed
}, {'a':'mon','b':'thu','c':'sat','d':'wed','e':'tue','f':'fri','g':'sun','h':'wed'})
cases=[]
c=labeller(cases)
RENO="Renovate the Baner flat"
ADM="Ira's admission to Class 1"
LIFT="Replace the society lift"
REL="Zenith portal release 3.2"
KNEE="Papa's knee replacement"
PP=P

# ---- waits stated as states or questions, and waits written "who: what"
c('a',"still no revert from Rafiq bhai on the modular kitchen quote",'personal','observation_insight',ents=['Rafiq'],ctx=ctx(PP(RENO,ADM)),wait="Rafiq: modular kitchen quote",par='p1')
c('b',"UAT sign-off is pending from their side only, we are ready",'systems','observation_insight',ctx=ctx(PP(KNEE,REL)),wait="Zenith: UAT sign-off",par='p2')
c('c',"school people said they'll confirm Ira's interaction slot by friday",'social','observation_insight',ents=['Ira'],ctx=ctx(PP(ADM,LIFT)),wait="school: Ira's interaction slot",exp=wd('c','fri'),par='p1')
c('d',"Kulkarni sir was to share the AMC comparison, nothing has come",'social','observation_insight',ents=['Kulkarni'],ctx=ctx(PP(RENO,LIFT)),wait="Kulkarni: AMC comparison",par='p2')
c('e',"any update from the TPA on the cashless approval for the operation?",'social','observation_insight',ctx=ctx(PP(KNEE,ADM)),wait="TPA: cashless approval for the operation",par='p1')
c('f',"Harvinder: signed SOW for phase 2",'systems','observation_insight',ents=['Harvinder'],wait="Harvinder: signed SOW for phase 2")
c('g',"Crestline's september invoice still unpaid, 18 lakh stuck with them",'systems','transaction',wait="Crestline: payment of the September invoice")
c('h',"Amazon refund for the wrong tile adhesive is showing 'initiated' since one week",'personal','transaction',wait="Amazon: refund for the tile adhesive")
c('a',"lab people said Mummy's thyroid reports will come tomorrow evening",'social','observation_insight',wait="lab: Mummy's thyroid reports",exp=rel('a',1))
c('b',"Ira's passport renewal is stuck at police verification",'social','observation_insight',ents=['Ira'],wait="police: verification for Ira's passport renewal")
c('c',"Ganesh the electrician has not turned up, phone also switched off",'personal','observation_insight',ents=['Ganesh'],ctx=ctx(t=T("Buy LED panels for the hall","Pay the internet bill")),wait="Ganesh: electrician visit")
c('d',"society treasurer is yet to return my clubhouse booking deposit",'personal','transaction',wait="society treasurer: clubhouse booking deposit")
c('e',"what happened to the CA's reply on my capital gains query?",'personal','observation_insight',wait="CA: reply on the capital gains query")
c('f',"MSEDCL meter shifting application, no movement since june",'personal','observation_insight',wait="MSEDCL: meter shifting")
c('g',"go-live is on hold till the client's security team whitelists our IPs",'systems','observation_insight',ctx=ctx(PP(REL,RENO)),wait="client security team: whitelisting our IPs",par='p1')
c('h',"Pradeep said he will revert on my rating after the calibration meeting",'systems','observation_insight',ents=['Pradeep'],wait="Pradeep: my appraisal rating")
c('a',"wardrobe carpenter took the advance and vanished, no revert on calls",'personal','observation_insight',ctx=ctx(PP(ADM,RENO)),wait="carpenter: wardrobe work",par='p2')
c('b',"Dr Joshi's clinic will call back with Papa's angiography date",'social','observation_insight',ents=['Joshi'],wait="Dr Joshi's clinic: Papa's angiography date")
c('c',"Urban Company cancelled the deep cleaning twice, still no fresh slot",'personal','observation_insight',wait="Urban Company: new slot for the deep cleaning")
c('d',"vendor timesheets for april, have they come or not?",'systems','observation_insight',wait="vendor: April timesheets")
c('e',"Shalini: review comments on the payments PR, awaited",'systems','observation_insight',ents=['Shalini'],wait="Shalini: review comments on the payments PR")
c('f',"Nikhil was supposed to get Ira's birth certificate copy from the corporation, no update",'social','observation_insight',ents=['Nikhil','Ira'],ctx=ctx(PP(ADM,KNEE)),wait="Nikhil: copy of Ira's birth certificate",par='p1')
c('g',"society NOC for breaking the kitchen wall is lying with the secretary",'personal','observation_insight',ctx=ctx(PP(LIFT,RENO)),wait="secretary: society NOC for the kitchen wall",par='p2')
c('h',"HDFC still hasn't reversed the double EMI debit",'personal','transaction',wait="HDFC: reversal of the double EMI debit")
c('a',"Farah from HR to confirm the new QA's joining date",'systems','observation_insight',ents=['Farah'],wait="Farah: joining date of the new QA")
c('b',"client is sitting on the change request for two weeks now, no approval",'systems','observation_insight',wait="client: approval of the change request")
c('c',"Papa's pension arrears, bank says credit will happen by the 10th",'social','transaction',wait="bank: Papa's pension arrears",exp=nth('c',10))
c('d',"tile dealer swore dispatch is on thursday pakka",'personal','observation_insight',ctx=ctx(PP(RENO,REL)),wait="tile dealer: tiles (delivery)",exp=wd('d','thu'),par='p1')
c('e',"the fee receipt from school, did they ever mail it?",'social','observation_insight',wait="school: fee receipt")
c('f',"Deshpande uncle keeps saying tomorrow tomorrow for the final offer from Kone",'social','observation_insight',ents=['Deshpande'],ctx=ctx(PP(LIFT,ADM)),wait="Deshpande: final offer from Kone",par='p1')
c('g',"false ceiling contractor to confirm his rate by evening",'personal','observation_insight',ctx=ctx(PP(KNEE,RENO)),wait="false ceiling contractor: rate",exp=rel('g',0),par='p2')
c('h',"waiting for the visa appointment letter for the onsite trip",'systems','observation_insight',wait="visa appointment letter for the onsite trip")
c('a',"architect has to send the revised drawings, then only work can start",'personal','observation_insight',ctx=ctx(PP(RENO,LIFT)),wait="architect: revised drawings",par='p1')
c('b',"cousin Manasi still has our wedding album since diwali",'social','observation_insight',ents=['Manasi'],wait="Manasi: our wedding album")
c('c',"hospital billing is sitting on the discharge summary, we can't leave",'social','observation_insight',ctx=ctx(PP(ADM,KNEE)),wait="hospital billing: discharge summary",par='p2')
c('d',"no news from PMC on the property tax correction",'personal','observation_insight',wait="PMC: property tax correction")
c('e',"playschool will give the transfer certificate next week they said",'social','observation_insight',ctx=ctx(PP(ADM,REL)),wait="playschool: transfer certificate",par='p1')
c('f',"vendor has the build ready but the APK is not shared with us yet",'systems','observation_insight',wait="vendor: APK build")
c('g',"Amit said he'll send the statement for the home loan top-up jaldi",'personal','observation_insight',ents=['Amit'],wait="Amit: statement for the home loan top-up")
c('h',"courier with Mummy's BP machine is 'out for delivery' since morning",'social','observation_insight',wait="courier: Mummy's BP machine (delivery)")
c('a',"followed up with payroll again about my reimbursement, same story",'systems','communication',wait="payroll: reimbursement")
c('b',"fed up of waiting on the plumber to redo the bathroom slope",'personal','emotion_state',ctx=ctx(PP(RENO,ADM)),wait="plumber: bathroom slope",par='p1')
c('c',"mailed the admission office for the documents list, they will revert on monday",'social','communication',ctx=ctx(PP(LIFT,ADM)),wait="admission office: documents list",exp=wd('c','mon'),par='p2')
c('d',"Rohit: load test report, kindly do the needful",'systems','observation_insight',ents=['Rohit'],wait="Rohit: load test report")
c('e',"is the Otis quotation coming today or not?",'social','observation_insight',ctx=ctx(PP(LIFT,RENO)),wait="Otis: quotation",par='p1')
c('f',"the modular guys said installation will be done by the 5th, let's see",'personal','observation_insight',ctx=ctx(PP(RENO,KNEE)),wait="modular kitchen vendor: installation",exp=nth('f',5),par='p1')
c('g',"Tejas Infosoft yet to send the revised estimate",'systems','observation_insight',wait="Tejas Infosoft: revised estimate")
c('h',"income tax refund, processed but not credited",'personal','transaction',wait="income tax department: refund")

# ---- look-alikes that await nothing
c('a',"I still owe Rafiq bhai the last 50k for the tiling",'personal','transaction',ents=['Rafiq'])
c('b',"can't wait for the Goa offsite next month",'systems','emotion_state')
c('c',"Shalini is waiting on infra for her VM, not my headache",'systems','observation_insight',ents=['Shalini'])
c('d',"Crestline money came finally, 18 lakh in the account",'systems','transaction')
c('e',"the tiles got delivered, stacked in the parking",'personal','acquisition_disposition')
c('f',"holding off on the sofa till the work in the flat is over",'personal','decision_commitment')
c('g',"Mummy sat in the pathology queue from 8 am, poor thing",'social','observation_insight')
c('h',"signed offer letter goes back to Farah by tomorrow",'systems','task',rel('h',1),['Farah'])
c('a',"pending items for the drop: two bugs and the release notes",'systems','task',ctx=ctx(PP(REL,LIFT)),par='p1')
c('b',"waited 40 minutes for the cab, finally took an auto",'personal','observation_insight')

# ---- completions stated as outcomes, beside a look-alike open task
c('c',"electrician's dues cleared, full and final",'personal','transaction',ctx=ctx(t=T("Settle the plumber's bill","Settle the electrician's bill")),comp='t2')
c('d',"Ira's form is submitted itself, the portal worked for once",'social','task',ents=['Ira'],ctx=ctx(PP(ADM,RENO),T(("Pay Ira's registration fee","p1"),("Submit Ira's admission form","p1"))),comp='t2',par='p1')
c('e',"Mummy's fasting sugar test over, she can have her chai now",'social','task',ctx=ctx(t=T("Get Mummy's fasting blood test done","Book Papa's ECG")),comp='t1')
c('f',"kitchen granite is in place, looks superb",'personal','task',ctx=ctx(PP(RENO,LIFT),T(("Install the bathroom fittings","p1"),("Install the kitchen granite","p1"))),comp='t2',par='p1')
c('g',"society maintenance for this quarter is paid up",'personal','transaction',ctx=ctx(t=T("Pay the society maintenance for Q3","Pay the property tax")),comp='t1')
c('h',"Crestline SOW countersigned, we are good to go",'systems','task',ctx=ctx(t=T("Send the Crestline kickoff deck","Get the Crestline SOW signed")),comp='t2')
c('a',"release notes are with the client, done",'systems','task',ctx=ctx(PP(REL,ADM),T(("Send the release notes to Zenith","p1"),("Write the test summary report","p1"))),comp='t1',par='p1')
c('b',"Papa's ECG report is in hand",'social','task',ctx=ctx(t=T("Book Mummy's eye checkup","Collect Papa's ECG report")),comp='t2')
c('c',"old washing machine has gone to the kabadiwala",'personal','acquisition_disposition',ctx=ctx(t=T("Get rid of the old washing machine","Buy a new geyser")),comp='t1')
c('d',"the AGM notice is out to all members",'social','task',ctx=ctx(t=T("Book the clubhouse for the AGM","Circulate the AGM notice")),comp='t2')
c('e',"appraisals for my team, all closed in the portal",'systems','task',ctx=ctx(t=T("Complete the appraisals for my team","Submit my self-appraisal")),comp='t1')
c('f',"Ira's uniform sorted, two sets from the school shop",'social','acquisition_disposition',ents=['Ira'],ctx=ctx(t=T("Buy Ira's school shoes","Buy Ira's school uniform")),comp='t2')
c('g',"bathroom waterproofing over, the 48 hour water test passed",'personal','task',ctx=ctx(PP(RENO,KNEE),T(("Get the bathroom waterproofing done","p1"),("Get the balcony grill painted","p1"))),comp='t1',par='p1')
c('h',"Mummy-Papa's Nagpur tickets are confirmed, 3AC lower berths",'social','task',ctx=ctx(t=T("Book my Bangalore flight","Book train tickets to Nagpur for Mummy and Papa")),comp='t2')
c('a',"car insurance is taken care of till next january",'personal','task',ctx=ctx(t=T("Renew the car insurance","Renew the scooty insurance")),comp='t1')
c('b',"the sprint demo is over, client was happy only",'systems','task',ctx=ctx(t=T("Prepare the sprint retro","Run the sprint demo for Zenith")),comp='t2')
c('c',"Nikhil's birthday gift is wrapped and hidden in the loft",'social','task',ents=['Nikhil'],ctx=ctx(t=T("Get Nikhil a birthday gift","Book a table for Nikhil's birthday")),comp='t1')
c('d',"HSRP plate is on the car now",'personal','task',ctx=ctx(t=T("Get the car washed","Get the HSRP number plate for the car")),comp='t2')
c('e',"Sunanda tai's Diwali bonus given, she was very happy",'personal','transaction',ents=['Sunanda'],ctx=ctx(t=T("Give Sunanda tai her Diwali bonus","Give the watchman his Diwali bakshish")),comp='t1')
c('f',"PO for Tejas Infosoft is raised in SAP",'systems','task',ctx=ctx(t=T("Approve the Tejas Infosoft invoice","Raise the PO for Tejas Infosoft")),comp='t2')
c('g',"wardrobe shutters fitted in both bedrooms",'personal','task',ctx=ctx(PP(RENO,ADM),T(("Fit the wardrobe shutters","p1"),("Fit the kitchen shutters","p1"))),comp='t1',par='p1')
c('h',"Ira's MMR booster taken, vaccination card updated",'social','task',ents=['Ira'],ctx=ctx(t=T("Book Ira's dental checkup","Take Ira for her MMR booster")),comp='t2')
c('a',"the lift vendor's presentation to the committee happened, went fine",'social','task',ctx=ctx(PP(LIFT,REL),T(("Arrange the lift vendor's presentation to the committee","p1"),("Collect lift quotes from three vendors","p1"))),comp='t1',par='p1')
c('b',"QA lead position closed, candidate accepted the offer",'systems','task',ctx=ctx(t=T("Close the BA hiring","Close the QA lead hiring")),comp='t2')
c('c',"ITR e-verified, acknowledgement downloaded",'personal','task',ctx=ctx(t=T("File the income tax return","Pay the advance tax instalment")),comp='t1')
c('d',"physio sessions at home fixed for the whole month",'social','task',ctx=ctx(PP(REL,KNEE),T(("Buy a walker for Papa","p2"),("Book physio sessions for Papa","p2"))),comp='t2',par='p2')
c('e',"the Hyderabad team has Jira access now",'systems','task',ctx=ctx(t=T("Get Jira access for the Hyderabad team","Get VPN access for the new vendor")),comp='t1')
c('f',"mixer grinder back from the service centre, working fine",'personal','acquisition_disposition',ctx=ctx(t=T("Get the microwave repaired","Get the mixer grinder repaired")),comp='t2')
c('g',"piped gas line is live in the new kitchen",'personal','task',ctx=ctx(PP(RENO,LIFT),T(("Get the piped gas connection shifted to the new kitchen","p1"),("Buy a new gas stove","p1"))),comp='t1',par='p1')
c('h',"hall painting, both coats over",'personal','task',ctx=ctx(PP(ADM,RENO),T(("Paint the bedroom","p2"),("Paint the hall","p2"))),comp='t2',par='p2')
c('a',"all three lift quotes are with me now",'social','task',ctx=ctx(PP(LIFT,KNEE),T(("Collect lift quotes from three vendors","p1"),("Compare the lift quotes","p1"))),comp='t1',par='p1')
c('b',"annual day fund contribution done, 5000",'social','transaction',ctx=ctx(t=T("Pay Ira's term fee","Contribute to the annual day fund")),comp='t2')
c('c',"AWS architect exam cleared!! 870 score",'systems','milestone_outcome',ctx=ctx(t=T("Pass the AWS Solutions Architect exam","Renew the PMP certification")),comp='t1')
c('d',"Papa's knee X-rays are with the surgeon now",'social','task',ctx=ctx(PP(KNEE,RENO),T(("Book Papa's pre-op tests","p1"),("Send Papa's X-rays to the surgeon","p1"))),comp='t2',par='p1')
c('e',"theek hai, the broker has the rent agreement, signed by both",'personal','task',ctx=ctx(t=T("Sign the rent agreement for the temporary flat","Pay the broker's fee")),comp='t1')
c('f',"cheque for Ira's term fee deposited at the school counter",'social','transaction',ents=['Ira'],ctx=ctx(t=T("Pay Ira's term fee","Pay Ira's bus fee")),comp='t1')
c('g',"steerco deck gone to Pradeep for review",'systems','task',ents=['Pradeep'],ctx=ctx(t=T("Update the risk register","Send the steerco deck to Pradeep")),comp='t2')
c('h',"Aadhaar address updated to the new flat",'personal','task',ctx=ctx(t=T("Update the address on Aadhaar","Update the address on the PAN card")),comp='t1')

# ---- look-alike open tasks: partial progress, restated tasks, news that completes nothing
c('a',"plumber came and went, the bathroom slope is still wrong",'personal','observation_insight',ctx=ctx(t=T("Get the bathroom slope fixed","Buy a shower panel")))
c('b',"Ira's form half filled, need the birth certificate scan",'social','task',ents=['Ira'],ctx=ctx(t=T("Submit Ira's admission form","Pay Ira's registration fee")))
c('c',"granite slab selected at the godown, installation next week",'personal','task',ctx=ctx(PP(RENO,ADM),T(("Install the kitchen granite","p1"),("Fix the kitchen sink","p1"))),par='p1')
c('d',"spoke to the lift vendor, still have to negotiate the AMC rate",'social','communication',ctx=ctx(PP(LIFT,REL),T(("Finalise the AMC with the lift vendor","p1"),("Collect lift quotes from three vendors","p1"))),par='p1')
c('e',"Mummy's blood test is tomorrow 7 am, fasting from tonight",'social','task',rel('e',1,'07:00'),ctx=ctx(t=T("Get Mummy's fasting blood test done","Book Papa's ECG")))
c('f',"release notes draft is ready, Shalini to review",'systems','task',ents=['Shalini'],ctx=ctx(t=T("Send the release notes to Zenith","Write the test summary report")),wait="Shalini: review of the release notes draft")
c('g',"Nikhil's gift: a smartwatch, will order it tonight",'social','acquisition_disposition',tonight('g'),ents=['Nikhil'],ctx=ctx(t=T("Get Nikhil a birthday gift","Book a table for Nikhil's birthday")))
c('h',"maintenance bill came, 9,400 this quarter",'personal','transaction',ctx=ctx(t=T("Pay the society maintenance","Pay the property tax")))
c('a',"Pradeep praised the sprint demo in the townhall",'systems','observation_insight',ents=['Pradeep'],ctx=ctx(t=T("Send Pradeep the demo recording","Prepare the sprint retro")))
c('b',"old washing machine is up on OLX for 4000",'personal','acquisition_disposition',ctx=ctx(t=T("Get rid of the old washing machine","Buy a new geyser")))
c('c',"ITR form downloaded, will fill it on sunday",'personal','task',wd('c','sun'),ctx=ctx(t=T("File the income tax return","Pay the advance tax instalment")))
c('d',"Ira's shoes from Bata don't fit, exchanging tomorrow",'social','acquisition_disposition',rel('d',1),ents=['Ira'],ctx=ctx(t=T("Buy Ira's school shoes","Buy Ira's school uniform")))
c('e',"appraisal portal is open, must finish my team's ratings by the 15th",'systems','task',nth('e',15),ctx=ctx(t=T("Complete the appraisals for my team","Submit my self-appraisal")))
c('f',"Harvinder thanked us for the quick hotfix",'systems','observation_insight',ents=['Harvinder'],ctx=ctx(t=T("Send Harvinder the hotfix RCA","Update the release calendar")))
c('g',"car insurance quote came, 2k more than last year",'personal','observation_insight',ctx=ctx(t=T("Renew the car insurance","Get the car serviced")))
c('h',"the AGM notice is drafted, Kulkarni sir has to approve it first",'social','task',ents=['Kulkarni'],ctx=ctx(t=T("Circulate the AGM notice","Book the clubhouse for the AGM")),wait="Kulkarni: approval of the AGM notice")
c('a',"the hall's first coat is done, second one on thursday",'personal','task',wd('a','thu'),ctx=ctx(PP(RENO,ADM),T(("Paint the hall","p1"),("Paint the bedroom","p1"))),par='p1')
c('b',"Papa's ECG done, report will come tomorrow",'social','task',ctx=ctx(t=T("Collect Papa's ECG report","Book Mummy's eye checkup")),wait="Papa's ECG report",exp=rel('b',1))
c('c',"the sprint demo got postponed to tuesday, client asked",'systems','observation_insight',ctx=ctx(t=T("Run the sprint demo for Zenith","Prepare the sprint retro")))
c('d',"Sunanda tai asked for an advance this month",'personal','observation_insight',ents=['Sunanda'],ctx=ctx(t=T("Give Sunanda tai her Diwali bonus","Pay the newspaper bill")))

# ---- thoughts that belong to an open project by subject
c('e',"going with matte finish for the kitchen shutters, not glossy",'personal','decision_commitment',ctx=ctx(PP(LIFT,RENO)),par='p2')
c('f',"grout colour for the bathrooms: light grey",'personal','decision_commitment',ctx=ctx(PP(RENO,REL)),par='p1')
c('g',"false ceiling guy wants 1.8 lakh, too much yaar",'personal','observation_insight',ctx=ctx(PP(RENO,KNEE)),par='p1')
c('h',"vastu consultant says the pooja room should face east",'personal','observation_insight',ctx=ctx(PP(ADM,RENO)),par='p2')
c('a',"birth certificate, Aadhaar, address proof, 6 photos - keep ready for the Orchid interaction",'social','task',ctx=ctx(PP(ADM,LIFT)),par='p1')
c('b',"Orchid's interaction for the kids is on the 7th at 10 am",'social','task',nth('b',7,'10:00'),ctx=ctx(PP(REL,ADM)),par='p2')
c('c',"donation seat at the other school is 3 lakh, we are not doing that",'social','decision_commitment',ctx=ctx(PP(ADM,RENO)),par='p1')
c('d',"Kone vs Otis vs Johnson, need a comparison sheet for the committee",'social','task',ctx=ctx(PP(KNEE,LIFT)),par='p2')
c('e',"the old cabin gets stuck between the 4th and 5th floor every other day",'social','observation_insight',ctx=ctx(PP(LIFT,ADM)),par='p1')
c('f',"each flat's share for the new elevator comes to 38,000",'personal','transaction',ctx=ctx(PP(RENO,LIFT)),par='p2')
c('g',"UAT bugs down to 6, two are blockers",'systems','observation_insight',ctx=ctx(PP(REL,KNEE)),par='p1')
c('h',"go-live window is saturday night 11 pm, need a rollback plan",'systems','task',sat('h','23:00'),ctx=ctx(PP(LIFT,REL)),par='p2')
c('a',"regression suite failing on the invoice PDF download",'systems','observation_insight',ctx=ctx(PP(REL,RENO)),par='p1')
c('b',"client wants the hindi translation in this drop itself",'systems','observation_insight',ctx=ctx(PP(ADM,REL)),par='p2')
c('c',"ortho surgeon recommends doing both sides in one go",'social','observation_insight',ctx=ctx(PP(KNEE,LIFT)),par='p1')
c('d',"walker and commode chair for after the operation, order from Medplus",'social','acquisition_disposition',ctx=ctx(PP(RENO,KNEE)),par='p2')
c('e',"imported implant is 1.2 lakh extra per side",'social','observation_insight',ctx=ctx(PP(KNEE,REL)),par='p1')
c('f',"physiotherapist will come home for 3 weeks post discharge",'social','observation_insight',ctx=ctx(PP(ADM,KNEE)),par='p2')
c('g',"chimney: Elica or Faber, have to choose by friday",'personal','task',wd('g','fri'),ctx=ctx(PP(RENO,LIFT)),par='p1')
c('h',"electrician wants to move the DB box near the main door",'personal','observation_insight',ctx=ctx(PP(REL,RENO)),par='p2')
c('a',"practise colours and shapes with Ira every evening for the school interaction",'social','task',ents=['Ira'],ctx=ctx(PP(ADM,KNEE)),par='p1')
c('b',"school bus doesn't come till Baner, need to check van options",'social','task',ctx=ctx(PP(RENO,ADM)),par='p2')
c('c',"code freeze is on the 18th, no new features after that",'systems','observation_insight',ctx=ctx(PP(REL,LIFT)),par='p1')
c('d',"security audit found 3 highs, to be fixed before the drop",'systems','observation_insight',ctx=ctx(PP(KNEE,REL)),par='p2')
c('e',"meeting with the elevator vendors on sunday at 6 pm in the clubhouse",'social','task',wd('e','sun','18:00'),ctx=ctx(PP(LIFT,RENO)),par='p1')
c('f',"architect's 3D views for the living room came, loved them",'personal','observation_insight',ctx=ctx(PP(ADM,RENO)),par='p2')
c('g',"anaesthetist wants Papa's sugar under control before they operate",'social','observation_insight',ctx=ctx(PP(KNEE,ADM)),par='p1')
c('h',"smoke test on staging passed, only the SSO issue left",'systems','observation_insight',ctx=ctx(PP(RENO,REL)),par='p2')

# ---- look-alikes that belong to no open project
c('a',"Ira built a lego house with a kitchen and all, so cute",'social','observation_insight',ents=['Ira'],ctx=ctx(PP(RENO,ADM)))
c('b',"the neighbour's flat is also being redone, the drilling is killing me",'personal','emotion_state',ctx=ctx(PP(RENO,LIFT)))
c('c',"office lift was out of order, climbed 7 floors",'personal','observation_insight',ctx=ctx(PP(LIFT,REL)))
c('d',"Mummy's knee pain is better with the new oil",'social','observation_insight',ctx=ctx(PP(KNEE,RENO)))
c('e',"Nikhil's office is shifting to Hinjewadi phase 3",'social','observation_insight',ents=['Nikhil'],ctx=ctx(PP(RENO,ADM)))
c('f',"temple trust elections next month, Papa is contesting",'social','observation_insight',ctx=ctx(PP(KNEE,LIFT)))
c('g',"my cousin's first novel got released, the launch party was lovely",'social','observation_insight',ctx=ctx(PP(REL,ADM)))
c('h',"Ira's friend Tanvi got a new cycle, now Ira wants one too",'social','observation_insight',ents=['Ira','Tanvi'],ctx=ctx(PP(ADM,KNEE)))

# ---- the rest of the event types, across the three domains
c('a',"remind me tomorrow 9 am to ring the school re the bus route",'social','reminder_intention',rel('a',1,'09:00'))
c('b',"don't let me forget the water tank cleaning notice on the 5th",'social','reminder_intention',nth('b',5))
c('a',"ping me 4 pm for the Zenith steerco",'systems','reminder_intention',rel('a',0,'16:00'))
c('c',"Tejas side has a new dev lead, Rohan Iyer, rohan.iyer@tejasinfo.in",'systems','contact',ents=['Rohan Iyer'])
c('d',"Ira's class teacher is Mrs Fernandes, 98220 55431",'social','contact',ents=['Fernandes'])
c('e',"tile mason Kulkarni sir recommended: Bablu, 97654 10022",'personal','contact',ents=['Kulkarni','Bablu'])
c('f',"plan Mummy-Papa's 40th anniversary: hall, caterer, invites, photographer",'social','project')
c('g',"set up the PMO dashboard: Jira filters, weekly RAG, risk log",'systems','project')
c('h',"sort out home finances: one joint account, SIP review, term insurance",'personal','project')
c('a',"morning walk on Baner hill, 5k done",'personal','routine_activity')
c('b',"I'm doing Ira's school drop tomorrow",'social','routine_activity',rel('b',1),['Ira'])
c('c',"status call with Crestline every tuesday 8 pm",'systems','routine_activity',OMIT)
c('d',"doing the SAFe PO course the company sponsored",'systems','learning_consumption')
c('e',"reading a book on raising girls, Nikhil suggested it",'social','learning_consumption',ents=['Nikhil'])
c('f',"decided: no cartoons on weekdays for Ira",'social','decision_commitment',ents=['Ira'])
c('g',"finalised Tejas Infosoft for the testing contract",'systems','decision_commitment')
c('h',"Ira read one full page on her own today!!",'social','milestone_outcome',ents=['Ira'])
c('a',"promoted to Senior PM, letter came today",'systems','milestone_outcome')
c('b',"feeling very low today, no energy only",'personal','emotion_state')
c('c',"so anxious about Papa's surgery",'social','emotion_state')
c('d',"tension about the go-live, what if it breaks in prod",'systems','emotion_state')
c('e',"spectacles cost me 12k this time, bifocals",'personal','transaction')
c('f',"sent 25k to Manasi for her wedding shopping",'social','transaction',ents=['Manasi'])
c('g',"need a new router, the Airtel one keeps dropping",'personal','acquisition_disposition')
c('h',"selling Ira's old cycle, she has outgrown it",'social','acquisition_disposition',ents=['Ira'])
c('a',"call the Crestline PM at 7:30 pm tmrw re the CR",'systems','communication',rel('a',1,'19:30'))
c('b',"whatsapp Kulkarni sir about the AGM minutes",'social','communication',ents=['Kulkarni'])
c('c',"get the PUC done for the car",'personal','task')
c('d',"urgent: Zenith prod is down, hotfix needed asap",'systems','task',prio='urgent')
c('e',"low priority: label the spice jars",'personal','task',prio='low')
c('f',"important: approve the vendor invoices by monday",'systems','task',wd('f','mon'),prio='high')
c('g',"DMart on Baner road is emptiest on tuesday afternoons",'personal','observation_insight')
c('h',"prepone Papa's follow-up to friday, kindly check with the clinic",'social','task',wd('h','fri'))

write_split_set(os.path.dirname(os.path.abspath(__file__)), 26, cases)
