import { parseCorpus } from "../corpus-types.js";

/**
 * learning_consumption, second batch: reading, watching, listening, courses, classes, studying,
 * library holds. Learning for work is systems, for oneself personal.
 */
export const learningCorpus2 = parseCorpus("learning_consumption", `
p|started a pottery evening class, first session tonight
p|reading a novel about a lighthouse keeper, 100 pages in
p|watched a documentary on the deep sea, mind blown
p|listening to an audiobook on the history of rome
p|finished the first season of a cooking show, learned knife skills
p|signing up for a beginners' guitar course online
p|library reservation is in, that new thriller, collect by friday
p|doing a first aid course on saturday
p|halfway through a book on habits, it's decent
p|watching youtube videos about fixing a bike chain
p|started learning the piano again with an app
p|reading about gardening in clay soil, lots to try
p|podcast on personal finance on my commute, ep 12
p|taking a photography workshop in the botanic gardens sunday
p|finished the sourdough course, my loaves are better already
p|library book on knitting is due back tuesday
p|doing an online course on nutrition for myself
p|watched a lecture on sleep and memory, fascinating
p|started reading the new Kazuo Ishiguro
p|weekly italian lesson at the college thursday 7pm
p|studying for the motorbike theory test
p|audiobook about stoicism on the walk to the shops
s|reading the gruffalo to the kids for the 100th time
s|watched a parenting webinar on screen time, useful
s|the kids and me are learning sign language together
s|started a baking class with my daughter on saturdays
s|reading a book about supporting ageing parents
s|book club book this month is about a family in Lagos, need to finish by the 20th
s|watching a documentary series with dad about the war
s|listening to the grief podcast my sister recommended
w|halfway through the project management course work is paying for
w|reading the new data protection guidance for the team
w|watching the vendor's training videos for the new crm
w|doing the mandatory anti bribery training, 3 modules left
w|reading up on negotiation before the salary review
w|listening to a small business podcast on the commute
w|studying for the CIPD level 5 my manager booked me onto
w|finished the excel modelling course for the finance team
w|attending a webinar on retail merchandising for the shop
w|reading the competitor's annual report for the pitch
w|doing the food hygiene level 2 course for the café
w|learning figma for the new design role
w|reading up on the new tax rules for sole traders
w|watched the recording of the all hands, lots about the restructure
w|conference talk on ux research tomorrow at 10, for work
w|doing a short course on pricing for my etsy shop
w|online course on leadership my boss recommended, week 2
w|reading the client's research report before our workshop
w|listening to a sales audiobook in the van between drops
w|python course for the analytics side of my job, chapter 5
w|studying for the bookkeeping certificate for the business
p|currently reading a sci fi series, book 3 of 5
p|listned to a sleep podcast last night
p|watching a masterclass on watercolour, episode 2
s|reading harry potter with my son at bedtime, almost done
w|onboarding modules for the new job, 6 of 10 done
w|reading the safety manual for the new warehouse
p|started a free course on astronomy, just for fun
p|evening class in upholstery tuesday nights
w|compliance training due by friday, halfway through
`);
