import { parseCorpus } from "../corpus-types.js";

/** milestone_outcome, second batch: notable achievements and results, one's own or others'. */
export const milestoneCorpus2 = parseCorpus("milestone_outcome", `
p|ran my first 5k without walking!!
p|mortgage approved!! we're buying the house 🏡
p|finally passed the driving test on the third try
p|hit my savings goal of $10k
p|climbed my first munro today
p|six months sober today
p|lost 10kg since january, goal reached
p|completed the couch to 5k, graduation run done
p|got my citizenship confirmed today 🇨🇦
p|cleared the last of my overdraft, officially in the black
p|finished my first quilt, took a year
p|swam a whole mile nonstop, a first for me
p|one year smoke free 🎉
p|got a distinction in my pottery grading
p|the house sale completed, keys handed over
s|my daughter got into her first choice uni!!
s|Leo passed his grade 3 piano exam
s|my brother got engaged last night 💍
s|Mum's scan was all clear, remission confirmed
s|my son scored his first goal for the team
s|our little one slept all night, a first!!
s|grandad turned 90 today
s|it's a boy! my sister's baby arrived, 3.4kg
s|Kiran got the lead role in the school play
s|ten years married today ❤️
s|Ayo graduated from nursing school
s|our neighbour's daughter won the regional spelling bee
s|the street party raised £900 for the hospice
s|Hemi passed his driving test, so proud
w|the shop made its first $10k month
w|promoted to lead the team 🎉
w|the app hit 50,000 downloads
w|signed our first international client
w|the grant came through, £25k for the project
w|we launched the new collection and sold out in a day
w|the website relaunch is live, no bugs so far
w|the council offered me the job, starting in may
w|our etsy shop got its 500th five star review
w|closed the seed round 🥂
w|passed my probation at the new job
w|the café got featured in the local paper
w|team shipped the payments feature on time
w|won the tender for the school catering contract
w|finally qualified as a chartered accountant
w|the podcast reached 100 episodes
w|we broke even this quarter, a first
p|PB at parkrun, 24:10 🏃
p|student loan is gone, debt free at last!!
s|Nadia's first day at big school went perfectly
w|got the job!!! start date is the 1st
w|record sales day at the stall, best ever
p|passed my swimming teacher qualification
s|my parents renewed their vows after 40 years
w|the new office is officially open
p|completed a sprint triathlon, my first, wrecked but happy
`);
