import { parseCorpus } from "./corpus-types.js";

/** milestone_outcome: a notable achievement or result. */
export const milestoneCorpus = parseCorpus("milestone_outcome", `
p|paid off my student loan!!! debt free
p|ran a sub two hour half marathon, a first
p|got my driver's licence on the first attempt
p|one year sober today
p|hit my savings goal of $10k 🎉
p|finally swam a full kilometre without stopping
p|the bathroom reno is finished and it looks amazing
p|passed my road test
p|lost 15 pounds since january
p|climbed my first V5 at the gym
p|got my citizenship today
p|my blood pressure is finally back to normal
s|Rosa's first real word was "ball" 🥹
s|Malik's first wobbly tooth came out 🦷
s|my sister got engaged!!
s|Olu graduated from nursing school today
s|our 15th wedding anniversary today
s|Yara made the provincial swim team
s|the twins learned to ride their bikes without training wheels
s|grandma turned 90 this weekend
s|my brother finally got his green card
s|Tariq got accepted to McGill's engineering program
s|our baby girl was born this morning, 3.2kg
w|got promoted to senior engineer!
w|we launched the new app, no major bugs
w|the shop hit 2,000 orders this year
w|signed our biggest client yet, a 3 year deal
w|passed the AWS certification exam
w|my talk got accepted at the conference
w|the podcast reached 10,000 downloads
w|landed the contract with the city 🎉
w|the design studio made me an offer, accepted!
w|first month where the candle business made more than my day job
w|our team won the hackathon
w|five years at the company today
w|the kickstarter hit its goal in 3 days
p|finished my first marathon!!!
p|the garage conversion is DONE after 3 months
p|walked 10,000 steps every day this month
s|Tariq passed his driving test
s|my parents celebrated their 50th today
s|Aiko's first steps, in the kitchen 😭
w|submitted our first big grant application! 🎉
w|the newsletter crossed 5,000 subscribers
w|got the certification, officially a scrum master
w|the studio sold out of the spring collection
w|our app got featured on the app store
p|finally hit 100 days of meditation
p|credit card debt is fully cleared
p|the new roof is done and no more leaks
p|black belt grading passed today
p|first time running 10k without walking breaks
p|passed my G2 road test
p|the house sale closed today
s|Rosa read her first chapter book all by herself
s|my parents' 40th anniversary party was today
s|Malik scored his first goal!!
s|my sister defended her PhD today
s|the twins turned one today
s|Olu got his residency permit finally
w|closed the biggest order in the shop's history
w|the grant came through, $20k for the studio
w|we hit $10k monthly revenue
w|offer came through from the bank, senior analyst role
w|launched version 2 today, zero downtime
w|100th client onboarded
w|my article got published in the industry journal
w|passed the CPA exam on my first attempt
w|officially a certified project manager
w|the studio had its best month ever, 60 orders
p|finally ran a sub-25 minute 5k
s|my niece got her first job
w|my first solo client project is live
`);
