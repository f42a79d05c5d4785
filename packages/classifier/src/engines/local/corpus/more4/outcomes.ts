import { parseCorpus } from "../corpus-types.js";

/**
 * Fourth written batch, part 3: learning, results, noticed facts and feelings, with the
 * borderlines (learning for work, work stress, household money, community news).
 */
export const learning4 = parseCorpus("learning_consumption", `
p|reading a thriller before bed, can't put it down
p|halfway through the sourdough course online
p|watched three episodes of the cooking show
p|listening to a history podcast on my runs
p|borrowed a gardening book from the library
p|started spanish on duolingo again
p|enrolled in the evening life drawing class
p|finished the audiobook about the arctic explorers
p|watching youtube videos about fixing the dishwasher
p|learning to knit from my neighbour's old book
p|the library has my hold on the cookbook ready
s|reading the gruffalo to the kids every night this week
s|watched the school nativity livestream
s|took the kids to a workshop at the science museum
s|my daughter's started violin lessons
s|family documentary night, the one about whales
s|community first aid course at the church hall tuesday
w|reading the book my manager recommended on leadership
w|doing the data protection training for work
w|started the python course the company is paying for
w|webinar on the new tax rules for sole traders
w|studying for the PMP, chapter 6
w|watched the conference talks on observability
w|listened to the podcast the client sent about their market
w|online module on health and safety due for work
w|reading up on the client's industry before the pitch
w|Excel course through work, lesson 3 done
w|workshop on pricing for small makers thursday night
`);

export const milestones4 = parseCorpus("milestone_outcome", `
p|passed the motorbike test
p|hit my savings goal for the year
p|six months sober today
p|got my first ever allotment plot
p|the house sale completed today, keys handed over
s|Theo said his first word, it was dog
s|my sister got engaged!!
s|Ellie passed her driving test
s|our daughter got into her first choice uni
s|mum and dad's 40th anniversary today
s|the twins started big school today
s|our little league team won the cup
s|my brother finished his PhD
s|the community garden won a council award
w|landed the Brennan contract, our biggest yet
w|the shop hit 1,000 sales
w|passed my AWS certification
w|we launched the new app today
w|first paying customer for the side business
w|record month for the café
w|the bank offered me the analyst job
w|our paper got accepted at the conference
w|my candle business was featured in the local paper
`);

export const observations4 = parseCorpus("observation_insight", `
p|the heating bill is way lower since the new boiler
p|noticed i eat more junk when i skip breakfast
p|the supermarket near work is cheaper for fruit
p|my knee hurts only after running on concrete
p|the cleaner does a better job when i leave a list
p|farmers market prices have gone up loads
p|the train is always packed on fridays
p|idea: batch cook on sundays to save money
p|water bill seems to spike every summer with the garden
p|my sleep is better when the phone stays downstairs
s|the kids are calmer after a run around the park
s|noticed my dad repeats stories more lately
s|the neighbours always have a party on the first saturday of the month
s|grandma seems brighter since she joined the lunch club
s|the school run is quicker via the back road
s|the street party gets bigger every year
s|my sister always goes quiet when work comes up
w|our customers mostly buy on sunday evenings
w|the team ships faster when standups are short
w|clients always pay late in december
w|noticed the returns spike after every sale
w|most support tickets come from the old app version
w|i get more done when i batch my emails
w|the meetings without an agenda always overrun
w|the new hire picks things up quicker with pairing
`);

export const emotions4 = parseCorpus("emotion_state", `
p|feeling so tired lately, can't shake it
p|stressed about cash this month, the bills keep coming
p|anxious about the scan results
p|proud of myself for sticking to the running plan
p|fed up with the damp in the flat
p|happy with how the garden turned out
p|worried about the roof with the storm coming
p|lonely in the evenings since moving
p|overwhelmed by the house admin
s|so proud of my son for his first gig
s|missing my grandparents today
s|worried about my sister, she's not been herself
s|grateful for the neighbours helping with the move
s|upset about the row with my brother
s|excited for the family holiday
s|gutted we can't make the reunion
s|so happy for my best friend's engagement
w|dreading monday's review with the director
w|proud of the team for shipping on time
w|frustrated the client ignored our advice again
w|nervous about the job interview tomorrow
w|fed up with being on call every other week
w|overwhelmed by the shop orders before christmas
`);
