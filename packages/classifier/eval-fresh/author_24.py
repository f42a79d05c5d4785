# Writes thoughts-fresh-24.jsonl: a twenty-fourth fresh labelled set (issue 10, ids f24…), written before any change of
# its round by ../../../shared/eval/GUIDELINES.md with its Clarifications, in a voice no earlier set has: a bus driver
# in Birmingham (UK, Europe/London) of Pakistani heritage with a large family, on the mosque committee, in a cricket
# club and the union rep at his depot. He dictates between runs (all lowercase, "n" for "and", no punctuation) and types
# on his break (capitals), with Urdu and Punjabi kinship words: "Ammi" and "Abbu" (his parents), "Chacha" (father's
# brother), "Khala" (mother's sister), "Baji" (elder sister), "bhai" after a man's name, "beta", "inshallah".
# New people: Rubina (wife), the kids Zain, Hamza and Aleena, Noor Fatima (niece), Kashif (brother) and Sadia (his
# wife), Shabana Baji, Rafiq Chacha, Nasreen Khala, Uncle Saleem, Tariq bhai (committee chair), Maulana Idrees, Mrs
# Begum (neighbour), Dr Ahmed (GP); at the depot AK (the depot manager, Asif Khan), Gaz (Gary Pritchard), Sukhi
# (Sukhwinder Bains), Marcia Campbell, Lee Fletcher, Wojtek; the union's regional organiser Bernadette Quinn; at the
# club Muhammad Ali (captain), Waqas, Faizan, Shoaib and Billu (Bilal).
# The depot, the union work, the drivers and the routes are systems; family, friends, the mosque committee and the club
# people social; his own health, car, home, money and his own batting practice personal.
# Weighted to entities (GUIDELINES 5): several people per thought; names typed in lowercase; honorifics and kinship
# words before or after a name dropped ("Tariq bhai" -> Tariq, "Uncle Saleem" -> Saleem, "Mrs Begum" -> Begum,
# "Dr Ahmed" -> Ahmed, "Shabana Baji" -> Shabana); double given names ("Muhammad Ali", "Noor Fatima"); nicknames
# (Gaz, Sukhi, Billu); initials (AK); names opening a sentence; lists with "&", "n" and commas. Left out, by the
# guideline: relation words alone (Ammi, Abbu, Chacha, Khala, Baji, beta), places (Sparkhill, Small Heath, Moseley,
# Alum Rock, Edgbaston, Stratford Road, Coventry Road), shops and firms named after people (Akbar's, Shah & Sons, Ali
# Baba Kebabs, Morrisons, Sainsbury's), brands, bus routes (the 50, the X12), the budgie (Mithu), a book and a course
# title, and names found only in the context. Every event type and domain has cases; some cases name nobody.
# It also writes the split by sha1 of the text, fixed before the first scoring: thoughts-fresh-24-read.jsonl (misses
# may be read) and thoughts-fresh-24-held.jsonl (totals only).
# Run: python3 eval-fresh/author_24.py
import os
from labelset import use, labeller, write_split_set, wd, rel, tonight, sat, nth, md, eom, OMIT, T, P, C, ctx
use({
 'a':("2026-01-19T06:05:00","Europe/London"),   # Mon
 'b':("2026-03-05T21:10:00","Europe/London"),   # Thu
 'c':("2026-04-25T10:30:00","Europe/London"),   # Sat
 'd':("2026-06-16T14:45:00","Europe/London"),   # Tue
 'e':("2026-08-07T18:20:00","Europe/London"),   # Fri
 'f':("2026-09-23T05:40:00","Europe/London"),   # Wed
 'g':("2026-11-08T16:00:00","Europe/London"),   # Sun
 'h':("2026-12-10T12:15:00","Europe/London"),   # Thu
}, {'a':'mon','b':'thu','c':'sat','d':'tue','e':'fri','f':'wed','g':'sun','h':'thu'})
cases=[]
c=labeller(cases)
S,SO,P_='systems','social','personal'

# ---- honorifics and kinship words around a name
c('a',"Tariq bhai wants the committee accounts printed before jummah on friday",SO,'task',wd('a','fri'),['Tariq'])
c('b',"Uncle Saleem rang, his hip op has been moved up to the 12th",SO,'communication',ents=['Saleem'])
c('c',"Mrs Begum from number 40 took in our parcel while we were at Khala's",SO,'observation_insight',ents=['Begum'])
c('d',"Dr Ahmed reckons my blood pressure keeps creeping up, less salt n more walking",P_,'observation_insight',ents=['Ahmed'])
c('e',"Shabana Baji is hosting the mehndi at hers, Ammi already crying about it",SO,'observation_insight',ents=['Shabana'])
c('f',"rafiq chacha needs a lift to the City hospital thursday morning for his eye clinic",SO,'task',wd('f','thu','09:00'),['rafiq'])
c('g',"Nasreen Khala sent over a whole tray of gajar halwa for the kids",SO,'observation_insight',ents=['Nasreen'])
c('h',"ring tariq bhai tonight about who's doing the sisters' side for the fundraiser",SO,'communication',tonight('h'),['tariq'])
c('a',"Maulana Idrees asked me to read the notices after maghrib, said yes",SO,'decision_commitment',ents=['Idrees'])
c('b',"uncle saleem's grandson got into Aston uni for pharmacy, mashallah",SO,'milestone_outcome',ents=['saleem'])
c('c',"Kashif bhai n Sadia bhabhi are coming up from Bradford next weekend",SO,'observation_insight',ents=['Kashif','Sadia'])
c('d',"call Dr Ahmed's surgery at 8 tomorrow for the repeat prescription",P_,'communication',rel('d',1,'08:00'),['Ahmed'])
c('e',"mrs begum's son Junaid got engaged, the whole street's invited",SO,'observation_insight',ents=['begum','Junaid'])
c('g',"Baji rang to say Noor Fatima came top of her year in maths",SO,'communication',ents=['Noor Fatima'])
c('h',"Chacha wants me to take him to Small Heath for the car insurance man",SO,'task')

# ---- the depot and the union: initials, nicknames, names opening a sentence
c('a',"AK has put me on the 50 all week, early turns again",S,'observation_insight',ents=['AK'])
c('b',"AK says the rota review meeting is pushed to next tuesday",S,'observation_insight',ents=['AK'])
c('c',"Gaz n Sukhi both got written up for the same late departure, fuming",S,'emotion_state',ents=['Gaz','Sukhi'])
c('d',"said yes to repping Marcia Campbell at her disciplinary on the 24th",S,'decision_commitment',nth('d',24),['Marcia Campbell'])
c('e',"Lee Fletcher's been signed off with stress for three weeks now",S,'observation_insight',ents=['Lee Fletcher'])
c('f',"email Bernadette Quinn at the regional office about the new break rules",S,'communication',ents=['Bernadette Quinn'])
c('g',"Sukhi is covering my Monday duty so I can do the mosque trip",S,'observation_insight',ents=['Sukhi'])
c('h',"gaz said the X12 keeps losing ten minutes at the Stratford Road lights",S,'observation_insight',ents=['gaz'])
c('a',"Wojtek passed his PCV test first time, buying him a coffee at the canteen",S,'milestone_outcome',ents=['Wojtek'])
c('e',"marcia won her appeal!! full pay back n the warning taken off",S,'milestone_outcome',ents=['marcia'])
c('c',"Told Lee I'd sit in on his return to work chat with AK",S,'decision_commitment',ents=['Lee','AK'])
c('d',"Bernadette from the regional office is coming to the depot on thursday at 11",S,'task',wd('d','thu','11:00'),['Bernadette'])
c('e',"Asif Khan is the new depot manager apparently, everyone calls him AK",S,'contact',ents=['Asif Khan','AK'])
c('f',"Sukhwinder Bains, 07700 900461, drivers' side H&S rep on nights",S,'contact',ents=['Sukhwinder Bains'])
c('g',"Proud of Wojtek, first week solo on the 11 n not a single complaint",S,'emotion_state',ents=['Wojtek'])
c('h',"sick of AK moving the goalposts on overtime every single month",S,'emotion_state',ents=['AK'])

# ---- the cricket club
c('a',"Muhammad Ali wants nets back on from February at the Moseley ground",SO,'observation_insight',ents=['Muhammad Ali'])
c('b',"waqas n faizan are opening on saturday, i'm down at number 5",SO,'observation_insight',ents=['waqas','faizan'])
c('c',"Billu dropped two sitters today, we still won by 30 runs",SO,'milestone_outcome',ents=['Billu'])
c('d',"Shoaib and his missus welcomed a little girl this morning, mashallah",SO,'observation_insight',ents=['Shoaib'])
c('e',"Muhammad Ali & Shoaib are sorting the teas, I've got the kit bag",SO,'observation_insight',ents=['Muhammad Ali','Shoaib'])
c('f',"Pay my club subs to Faizan before month end",P_,'transaction',eom('f'),['Faizan'])
c('g',"first fifty of the season today, Waqas said it was the best i've batted in years",P_,'milestone_outcome',ents=['Waqas'])
c('h',"Bilal aka Billu is the new club treasurer, 07700 900318",SO,'contact',ents=['Bilal','Billu'])

# ---- family, lowercase dictation
c('b',"zain needs new school shoes before monday, his toes are out the front",SO,'acquisition_disposition',wd('b','mon'),['zain'])
c('b',"hamza n aleena fought over the ipad all evening, rubina took it off them",SO,'observation_insight',ents=['hamza','aleena','rubina'])
c('c',"take aleena to her swimming at 2 then pick up ammi from Khala's",SO,'task','2026-04-25 14:00',['aleena'])
c('d',"rubina wants to go to Lahore in december for her cousin's wedding",SO,'observation_insight',ents=['rubina'])
c('e',"kashif rang from bradford, sadia's expecting again",SO,'communication',ents=['kashif','sadia'])
c('e',"noor fatima got her GCSE results, five 9s, abbu so proud",SO,'milestone_outcome',ents=['noor fatima'])
c('g',"hamza wants a new cricket bat for his birthday, the kashmir willow one",SO,'acquisition_disposition',ents=['hamza'])
c('h',"zain hamza n aleena all have parents evening on tuesday at 5",SO,'task',wd('h','tue','17:00'),['zain','hamza','aleena'])
c('a',"Rubina's passport runs out in March, get the form done",SO,'task',ents=['Rubina'])
c('c',"abbu n rafiq chacha are arguing about the plot in Mirpur again",SO,'observation_insight',ents=['rafiq'])
c('d',"feeling rubbish, snapped at Zain over nothing this morning",SO,'emotion_state',ents=['Zain'])
c('e',"Aleena read her first whole book by herself tonight",SO,'milestone_outcome',ents=['Aleena'])
c('g',"Hamza made the district cricket squad for under 13s",SO,'milestone_outcome',ents=['Hamza'])
c('h',"so grateful to Rubina for doing every school run while I'm on earlies",SO,'emotion_state',ents=['Rubina'])

# ---- look-alikes that are not people: places, shops named after people, streets, routes, brands, a pet, titles
c('a',"grab lamb chops from Shah & Sons on my way home from the depot",P_,'acquisition_disposition')
c('b',"Akbar's on Stratford Road for Rubina's birthday dinner saturday at 8",SO,'task',sat('b','20:00'),['Rubina'])
c('c',"Ali Baba Kebabs has shut down, the whole parade on Coventry Road is empty now",P_,'observation_insight')
c('d',"the 50 through Sparkhill is a nightmare with the roadworks, twenty mins late every trip",S,'observation_insight')
c('e',"Mithu won't stop screeching since we moved his cage, poor thing",P_,'observation_insight')
c('f',"Morrisons in Small Heath had the big sacks of basmati on offer, got two",P_,'acquisition_disposition')
c('g',"Booked the car in at Khan Motors in Alum Rock for Tuesday at 9",P_,'task',wd('g','tue','09:00'))
c('h',"Finished Purification of the Heart, the chapter on envy hit hard",P_,'learning_consumption')
c('a',"enrolled on the Safeguarding for Union Reps course in February",S,'learning_consumption')
c('b',"Edgbaston tickets for the Pakistan test went on sale, bought four for me n the boys",SO,'acquisition_disposition')
c('c',"Sainsbury's on the Stratford Road is hiring drivers for home delivery, better hours",S,'observation_insight')
c('d',"the X12 route is getting cut back to Solihull from September",S,'observation_insight')
c('e',"Kwik Fit charged £240 for two tyres on the Corolla, daylight robbery",P_,'transaction')
c('f',"Mithu needs his bird seed n a new cuttlebone",P_,'acquisition_disposition')
c('c',"Kings Heath Park with the kids this afternoon if the rain holds off",SO,'task','2026-04-25 15:00')
c('h',"Greggs near the depot does a sausage roll deal for drivers now",P_,'observation_insight')

# ---- reminders
c('a',"remind me to pass Tariq bhai the keys to the hall at zuhr",SO,'reminder_intention',ents=['Tariq'])
c('b',"remind me to catch Marcia tomorrow morning before her hearing",S,'reminder_intention',rel('b',1,'09:00'),['Marcia'])
c('c',"don't forget Aleena's school trip money n the consent form",SO,'reminder_intention',ents=['Aleena'])
c('d',"remind me to settle up with Billu for the club shirts tonight",SO,'reminder_intention',tonight('d'),['Billu'])
c('e',"dont forget Nasreen Khala's plane gets in 6:40am sunday",SO,'reminder_intention',wd('e','sun','06:40'),['Nasreen'])
c('f',"ping me at 12 to chase AK about my leave dates",S,'reminder_intention',rel('f',0,'12:00'),['AK'])
c('g',"remind me Dr Ahmed wants bloods done before the next review",P_,'reminder_intention',ents=['Ahmed'])
c('h',"remind me about a present for Muhammad Ali's walima",SO,'reminder_intention',ents=['Muhammad Ali'])
c('a',"remind me to bin the old tyres in the garden before Saturday",P_,'reminder_intention',sat('a'))
c('c',"remind me to whatsapp the minutes to Tariq bhai n Maulana Idrees by monday",SO,'reminder_intention',wd('c','mon'),['Tariq','Idrees'])
c('e',"remind me gaz owes the driver's fund a tenner",S,'reminder_intention',ents=['gaz'])
c('g',"don't forget Sadia n Kashif's anniversary on the 14th",SO,'reminder_intention',nth('g',14),['Sadia','Kashif'])

# ---- communications
c('a',"whatsapp the committee group that Tariq bhai n Uncle Saleem will do the iftar rota",SO,'communication',ents=['Tariq','Saleem'])
c('b',"text Shoaib n Waqas that nets are cancelled tomorrow",SO,'communication',ents=['Shoaib','Waqas'])
c('c',"Emailed AK my statement about the assault on the 35, copied Bernadette in",S,'communication',ents=['AK','Bernadette'])
c('d',"video call with Shabana Baji n the kids at 9 tonight",SO,'communication',tonight('d','21:00'),['Shabana'])
c('e',"voicemail left for Lee re his hearing date",S,'communication',ents=['Lee'])
c('g',"phone Khan Motors about the clutch before 5",P_,'communication','2026-11-08 17:00')
c('h',"messaged noor fatima good luck for her mocks",SO,'communication',ents=['noor fatima'])
c('f',"call Ammi at 1pm on my break, she's been on her own all week",SO,'communication','2026-09-23 13:00')

# ---- projects
c('a',"Mosque open day project: leaflets, tea urn, tours with Maulana Idrees, parking marshals from the club",SO,'project',ents=['Idrees'])
c('b',"Aleena's 7th birthday: book the soft play in Acocks Green, cake from Rubina's friend Farah, party bags",SO,'project',ents=['Aleena','Rubina','Farah'])
c('c',"organising a charity match for the Pakistan flood appeal: pitch from Muhammad Ali, umpires, food from Akbar's, raffle",SO,'project',ents=['Muhammad Ali'])
c('d',"Union recruitment drive at the depot: new starter packs, talk to Wojtek n Marcia about the lunch stall, sign-up sheet",S,'project',ents=['Wojtek','Marcia'])
c('e',"Loft conversion for the boys: get quotes, planning from the council, ask Kashif's builder mate Imtiaz",P_,'project',ents=['Kashif','Imtiaz'])
c('f',"Umrah next spring with Ammi n Abbu: passports, the travel agent on Ladypool Road, jabs, time off from AK",SO,'project',ents=['AK'])
c('g',"Plan Abbu's 70th: hall booking, invite list with Shabana Baji n Kashif, a slideshow of old photos",SO,'project',ents=['Shabana','Kashif'])
c('h',"Fixing up the allotment with uncle saleem: new shed, raised beds, water butt",P_,'project',ents=['saleem'])
c('a',"Ramadan food bank at the mosque this year: collection points, volunteers with Tariq bhai, storage",SO,'project',ents=['Tariq'])
c('d',"Garden patio: dig out the old slabs, skip hire, ask Gaz about his cousin who lays block paving",P_,'project',ents=['Gaz'])

# ---- routines
c('a',"fajr then straight to the depot, same every early turn",P_,'routine_activity',OMIT)
c('b',"walked to the park n back with Abbu after isha like every thursday",SO,'routine_activity',ents=[])
c('c',"nets at 11 today with Waqas n Faizan as usual",P_,'routine_activity','2026-04-25 11:00',['Waqas','Faizan'])
c('d',"quran class with Zain n Hamza after school every weekday 5 to 6",SO,'routine_activity',OMIT,['Zain','Hamza'])
c('e',"did the friday shop at the cash n carry with Rubina like always",SO,'routine_activity',ents=['Rubina'])
c('f',"morning walk round Small Heath park before the shift, 40 mins",P_,'routine_activity')
c('g',"home from Ammi's after the usual sunday dinner, Baji made the pilau",SO,'routine_activity')
c('h',"union surgery at the depot canteen tomorrow 1 to 3, Sukhi helping",S,'routine_activity',rel('h',1,'13:00'),['Sukhi'])
c('c',"Dropped Noor Fatima at her Saturday tuition like every week",SO,'routine_activity',ents=['Noor Fatima'])
c('f',"gym at 8 tonight with Kashif on FaceTime, our tuesday n wednesday thing",P_,'routine_activity',tonight('f'),['Kashif'])
c('g',"topped up Ammi's pill organiser, sunday job as ever",SO,'routine_activity')

# ---- transactions
c('a',"sent Abbu £150 towards his gas bill",SO,'transaction')
c('b',"gave Billu £60 for the new club helmets",SO,'transaction',ents=['Billu'])
c('c',"council tax taken this morning, £162",P_,'transaction')
c('d',"AK says the backdated pay rise lands in the July wage, about £400",S,'transaction',ents=['AK'],wait="depot: backdated pay rise")
c('e',"Rubina n me put £20 each into Noor Fatima's uni fund",SO,'transaction',ents=['Rubina','Noor Fatima'])
c('f',"collected £340 in dues from the night shift, handed it to Bernadette",S,'transaction',ents=['Bernadette'])
c('g',"paid Shah & Sons £85 for the aqiqah meat",SO,'transaction')
c('h',"mosque hall hire for the mehndi is £250, Tariq bhai needs the money by the 20th",SO,'transaction',nth('h',20),['Tariq'])
c('a',"Wojtek still hasn't been paid his overtime from December",S,'transaction',ents=['Wojtek'])
c('e',"sadaqah of £50 to the Sparkhill food bank",P_,'transaction')
c('h',"lent kashif £500 for the van repairs",SO,'transaction',ents=['kashif'])

# ---- acquisitions
c('a',"Need a new thermos for the early turns, the old one leaks",P_,'acquisition_disposition')
c('b',"Sold my bike to Junaid from next door for £40",P_,'acquisition_disposition',ents=['Junaid'])
c('c',"got Hamza's cricket whites from the club shop, Faizan gave us the discount",SO,'acquisition_disposition',ents=['Hamza','Faizan'])
c('d',"take the Argos kettle back, lid won't shut",P_,'acquisition_disposition')
c('e',"donated Abbu's old suits to the mosque charity shop",SO,'acquisition_disposition')
c('f',"order a prayer mat for Uncle Saleem, his knees need the thick one",SO,'acquisition_disposition',ents=['Saleem'])
c('h',"picked up the hi-vis jackets for the union stall from Lee",S,'acquisition_disposition',ents=['Lee'])

# ---- decisions
c('a',"Decided I'm standing again as depot rep, Marcia n Gaz will nominate me",S,'decision_commitment',ents=['Marcia','Gaz'])
c('b',"not doing the extra sunday duties anymore, told AK straight",S,'decision_commitment',ents=['AK'])
c('c',"promised Aleena I'd watch her at the school assembly on friday",SO,'decision_commitment',wd('c','fri'),['Aleena'])
c('d',"going with Muhammad Ali's cousin for the kitchen fitting, cheapest quote n he's reliable",P_,'decision_commitment',ents=['Muhammad Ali'])
c('e',"me n Rubina agreed, mobiles stay off during meals from monday",SO,'decision_commitment',wd('e','mon'),['Rubina'])
c('g',"told Maulana Idrees I'll lead the youth cricket after jummah",SO,'decision_commitment',ents=['Idrees'])
c('h',"decided Zain can get the bus to school on his own from january",SO,'decision_commitment',ents=['Zain'])
c('f',"we're going with Shoaib n Waqas as vice captains next season",SO,'decision_commitment',ents=['Shoaib','Waqas'])

# ---- learning
c('a',"halfway through the zakat podcast Tariq bhai sent",P_,'learning_consumption',ents=['Tariq'])
c('b',"reading the new attendance policy AK gave out, it's brutal",S,'learning_consumption',ents=['AK'])
c('c',"watched the Pakistan v England highlights on the break",P_,'learning_consumption')
c('d',"started an online Urdu reading course with Hamza",SO,'learning_consumption',ents=['Hamza'])
c('e',"doing the employment law module Bernadette put us on, tribunal procedure this week",S,'learning_consumption',ents=['Bernadette'])
c('g',"the cricket book Abbu recommended is waiting for me at Sparkhill library",P_,'learning_consumption')
c('h',"first aid refresher in the depot training room thursday 9 till 4, Sukhi n Lee are on it too",S,'learning_consumption',wd('h','thu','09:00'),['Sukhi','Lee'])

# ---- contacts
c('a',"Imtiaz the builder, 07700 900572, did Kashif's extension",P_,'contact',ents=['Imtiaz','Kashif'])
c('b',"farah bakes cakes from home, rubina has her number, order 2 weeks ahead",SO,'contact',ents=['farah','rubina'])
c('c',"Junaid from next door does plumbing, cash jobs at weekends",P_,'contact',ents=['Junaid'])
c('d',"Mrs Begum's new mobile is 07700 900883",SO,'contact',ents=['Begum'])
c('g',"Dr Ahmed only does tuesdays n fridays now at the Sparkhill surgery",P_,'contact',ents=['Ahmed'])
c('h',"Bernadette Quinn, regional organiser, b.quinn@unitemid.org, best after 4",S,'contact',ents=['Bernadette Quinn'])
c('e',"Waqas's brother Adeel does MOTs cheap in Tyseley",P_,'contact',ents=['Waqas','Adeel'])

# ---- emotions
c('a',"gutted for Lee, eight years on the job n they're trying to finish him",S,'emotion_state',ents=['Lee'])
c('b',"so tired, three early turns back to back n Hamza up all night coughing",P_,'emotion_state',ents=['Hamza'])
c('c',"really happy Ammi n Abbu came to see Zain bowl today",SO,'emotion_state',ents=['Zain'])
c('e',"nervous about speaking at the union branch meeting on monday",S,'emotion_state')
c('f',"angry at how AK spoke to Marcia in front of the passengers",S,'emotion_state',ents=['AK','Marcia'])
c('g',"missing Rafiq Chacha, it's a year since he went back to Pakistan",SO,'emotion_state',ents=['Rafiq'])
c('h',"feeling calm after the talk Maulana Idrees gave at jummah",P_,'emotion_state',ents=['Idrees'])

# ---- tasks, waits, completions, parents (a few)
c('a',"book Abbu's flu jab at the Small Heath surgery",SO,'task')
c('b',"fill in the overtime claim for Wojtek, he can't read the new form",S,'task',ents=['Wojtek'])
c('c',"Marcia Campbell's appeal letter is posted",S,'task',ents=['Marcia Campbell'],ctx=ctx(P("Marcia's appeal"),T(("Post Marcia's appeal letter","p1"),("Get witness statements","p1"))),comp='t1',par='p1')
c('d',"sorted the shed roof with Kashif, no more leaks",P_,'task',ents=['Kashif'],ctx=ctx(None,T("Fix the shed roof","Clean the gutters")),comp='t1')
c('e',"still waiting on AK to sign off my holiday for Umrah",S,'observation_insight',ents=['AK'],wait="AK: holiday sign-off for Umrah")
c('f',"Sukhi still hasn't sent me the witness list for Lee's hearing",S,'observation_insight',ents=['Sukhi','Lee'],wait="Sukhi: witness list for Lee's hearing")
c('g',"sort the wonky leg on Ammi's dining table",SO,'task')
c('h',"put the new fixtures list on the club noticeboard for Muhammad Ali",SO,'task',ents=['Muhammad Ali'])
c('a',"photocopy the ballot papers for the depot vote by wednesday",S,'task',wd('a','wed'))
c('d',"drop the spare keys at Shabana Baji's before the weekend",SO,'task',sat('d'),['Shabana'])
c('f',"Tariq bhai, Uncle Saleem, Maulana Idrees n me meet with the council about parking on friday at 7pm",SO,'task',wd('f','fri','19:00'),['Tariq','Saleem','Idrees'])
c('c',"clear the garden for the aqiqah tomorrow",SO,'task',rel('c',1))
c('e',"waiting for Kashif to confirm if Sadia n the kids are coming for Eid",SO,'observation_insight',ents=['Kashif','Sadia'],wait="Kashif: whether Sadia and the kids come for Eid")

# ---- more mixed positions
c('a',"Faizan, Shoaib, Billu and Waqas all want the 10am slot at the nets",SO,'observation_insight',ents=['Faizan','Shoaib','Billu','Waqas'])
c('b',"Gary Pritchard (Gaz) is retiring after 30 years, collection going round",S,'observation_insight',ents=['Gary Pritchard','Gaz'])
c('c',"Ammi wants Rubina n Baji to do the biryani for the dawat",SO,'observation_insight',ents=['Rubina'])
c('d',"the new lad at the depot, Kieran, keeps parking across two bays",S,'observation_insight',ents=['Kieran'])
c('e',"Abbu says Haji Rasheed from the old mosque has passed away, inna lillahi",SO,'observation_insight',ents=['Rasheed'])
c('f',"passenger on the 50 left a purse, handed it to the depot office, name inside was Gladys Amos",S,'task',ents=['Gladys Amos'])
c('g',"Hamza's teacher Miss Kaur says he's chatty but bright",SO,'observation_insight',ents=['Hamza','Kaur'])
c('h',"wojtek n kieran swapped shifts without telling AK, there'll be trouble",S,'observation_insight',ents=['wojtek','kieran','AK'])
c('b',"muhammad ali is stepping down as captain after this season",SO,'observation_insight',ents=['muhammad ali'])
c('c',"Auntie Zubaida from Alum Rock says Farah's shop is moving to Moseley",SO,'observation_insight',ents=['Zubaida','Farah'])
c('d',"Bought a box of mithai from Ambala for Junaid n his wife, they just had a boy",SO,'acquisition_disposition',ents=['Junaid'])
c('g',"took Noor Fatima n Aleena to Cannon Hill Park, the swans were out",SO,'observation_insight',ents=['Noor Fatima','Aleena'])
c('h',"meeting with AK and Bernadette Quinn about the sick pay policy monday at 10",S,'task',wd('h','mon','10:00'),['AK','Bernadette Quinn'])
c('e',"Mrs Begum over the fence says her grandkids are moving back from Leicester",SO,'observation_insight',ents=['Begum'])

out=os.path.dirname(os.path.abspath(__file__))
write_split_set(out, 24, cases)
