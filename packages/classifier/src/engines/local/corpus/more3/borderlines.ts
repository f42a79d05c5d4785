import { parseCorpus } from "../corpus-types.js";

/**
 * Third written batch (issue 10), part 1: the domain borderlines of GUIDELINES 2 in every
 * event type. Work stress, work habits and learning for work are systems; household money and
 * people who work for the household are personal; community events, neighbours, kids' school
 * and family care are social; one's own business is systems wherever it is run from.
 */
export const borderlineTasks = parseCorpus("task", `
w|clear my desk before the hot desking audit
w|tidy the garage studio before the pottery class customers arrive
w|update my linkedin with the new job title
w|prep my portfolio for the design interview thursday
w|log the overtime hours from the weekend
w|sort out the spare room so it works as my office for client calls
w|clean the shop windows before opening
w|put the out of hours message on the business phone
p|fill in the nanny's tax forms for the year
p|sort the cleaner's key for the new lock
p|find the gardener's invoice for the insurance claim
p|leave the back gate unlocked for the pool man
p|write the dog walker a spare key note
s|help set up chairs for the community centre quiz
s|bake two trays of flapjacks for the school fete
s|drop the raffle tickets round to the neighbours
s|put up posters for the street clean up on saturday
s|help Mrs Patel next door with her bins while she's in hospital
s|take mum's car for its mot while she's away
s|sort the carpool list for the netball team
s|fill out the volunteer form for the church food bank
p|ask two builders to quote for the loft conversion stairs
p|get a price for the extension's bifold doors
p|chase the tiler's quote for the bathroom remodel
p|measure the lounge alcoves for the renovation shelves
p|pick a worktop sample for the kitchen refit
p|book the electrician for the basement conversion sockets
p|send the architect the photos of the garage conversion
w|get quotes from two printers for the rebrand packaging
w|ask the agency for a revised estimate on the website rebuild
p|the au pair's room is painted and ready
w|desk's finally clear and the cables are tidy, can actually work now
s|chairs are all stacked back at the village hall after the quiz
`);

export const borderlineReminders = parseCorpus("reminder_intention", `
w|remind me to take a proper lunch break away from the desk
w|at 6 remind me to close the laptop, no more late nights
w|remind me to do my learning hours on the compliance portal
p|remind me to give the cleaner her money before she leaves thursday
p|remind me the nanny's pay goes out friday
p|remind me the window cleaner comes monday, leave the gate open
s|remind me about the street party meeting at the community hall
s|remind me the church coffee morning needs our urn
s|remind me the school fete cake has to be in by 9
s|remind me to look in on the old man at number 9 after the storm
w|remind me to stop checking slack after 8
w|remind me about booking the training day my manager suggested
`);

export const borderlineCommunication = parseCorpus("communication", `
w|emailed HR about my stress leave
w|call with my manager about cutting back my hours, burnout is real
w|rang the course provider about the certification my boss wants
p|texted the cleaner to switch to fortnightly
p|called the nanny agency about a replacement for august
p|rang the gardener to cancel this week
p|whatsapp the pool guy about the green water
s|emailed the residents' association about the street party road closure
s|rang the church office about the food bank rota
s|messaged the school pta about the disco volunteers
s|phoned the neighbour about the fallen fence panel
s|video call with the book club about next month's pick
w|called the accountant about the shop's vat return
w|emailed the client a follow up after the workshop
`);

export const borderlineTransactions = parseCorpus("transaction", `
p|paid the nanny's wages for march, £1,600
p|paid the cleaner £60 for the week
p|gave the gardener £40 cash for the hedge
p|transferred the au pair's pocket money, €90
p|household budget for the month is blown, £300 over on food
p|energy bill is £210 this quarter
p|council tax direct debit went out today
p|the joint account is low, top it up before the mortgage goes out
p|paid the babysitter £45 for saturday night
p|home insurance renewal is £420, shop around
p|the water company refunded £38
s|paid £15 for the school trip to the zoo
s|raffle tickets for the church fete, £10
s|donated £20 to the street party kitty
s|sponsored Orla £25 for her fun run
s|sent my parents money for their anniversary dinner
s|gave my godson £30 in his birthday card
w|the business account got the grant payment, £5,000
w|paid the studio's electricity bill, £180
w|the pottery workshop bookings brought in £640 this month
w|work reimbursed my laptop bag, £85
w|invoiced the wedding clients for the flowers, £1,200
w|course fees for the certification are £900, work is covering half
w|etsy fees this quarter were £130
`);

export const borderlineAcquisitions = parseCorpus("acquisition_disposition", `
w|order a new ring light for the zoom calls with clients
w|need more glaze for the studio orders
w|get business cards printed for the pottery stall
w|sold the old shop counter to another café
p|buy a new vacuum for the cleaner, ours packed up
p|got the nanny a bus pass
p|order a new pool net for the pool guy
s|buy prizes for the school raffle
s|pick up the tea urn from the church hall
s|bought bunting for the street party
s|donate the old gazebo to the scout group
s|get a card and flowers for the neighbours' new baby
s|need a costume for the village panto
w|ordered the textbooks for the accounting course my firm pays for
`);

export const borderlineRoutines = parseCorpus("routine_activity", `
w|ate lunch away from my desk every day this week
w|no emails after 7pm again, keeping it up
w|walked to the office three days this week, trying to make it stick
w|did my 30 minutes of the leadership course before work again
w|weekly catch up with the apprentices thursday at 2
w|monday morning stock order for the shop, same as every week
p|cleaner comes every tuesday morning
p|the gardener does the lawn every other friday
p|paid the bills on the 1st like every month
p|weekly budget check with my partner on sunday night
s|street litter pick first saturday of the month as usual
s|helped at the food bank again, every thursday now
s|choir practice at the church hall on wednesdays
s|friday coffee morning at the village hall, as always
s|the school run rota: mondays and thursdays are mine
s|weekly phone call with grandma after church
`);

export const borderlineDecisions = parseCorpus("decision_commitment", `
w|decided to stop answering work calls on holiday
w|enrolled on the data course my manager recommended, starting in march
w|not taking on extra shifts anymore, told my boss
w|going to ask for a four day week
w|committed to the leadership programme at work
p|we're letting the cleaner go, too expensive
p|keeping the nanny on over the summer, decided
p|switching to a cheaper energy tariff for the house
p|no more takeaways until we're back on budget
s|volunteered to run the bbq at the street party
s|said yes to being on the school fete committee
s|promised the neighbours i'd water their garden in august
s|decided to host the book club at ours this month
w|going to take the promotion even though it means more travel
`);

export const borderlineLearning = parseCorpus("learning_consumption", `
w|reading about time management for my new team lead role
w|doing the first aid at work course on thursday
w|watching a webinar on employment law for the shop
w|my manager recommended a burnout podcast, listening on the commute
w|studying for the project management exam work is funding
w|took the excel course the finance team recommended
p|reading up on household budgeting
p|watching videos on how to fix a leaky tap myself
p|doing an evening course in bookkeeping just for my own finances
s|parenting course at the leisure centre tuesday evenings
s|reading up on how to support my mum after her stroke
s|the book club book this month, halfway through
w|online course on shopify for my candle business, module 2
`);

export const borderlineMilestones = parseCorpus("milestone_outcome", `
w|passed the certification exam my manager put me forward for
w|got my first client for the side business
w|got through probation, permanent now
s|the street party raised £1,200 for the hospice
s|our school won the county choir competition
s|the community garden opened today, so many people came
s|the church fete beat last year's total
w|the candle business made its first £1,000 month
`);

export const borderlineObservations = parseCorpus("observation_insight", `
w|i always get headaches on the days with back to back meetings
w|i work better from the library than from home
w|the commute eats 2 hours a day, worth asking about remote days
w|my inbox is worst on mondays after the weekend shifts
p|the cleaner does a better job when she has the new products
p|our energy use is way down since the smart meter
p|grocery spend is higher every month the kids are off school
s|the street whatsapp gets busy every bin day
s|more people come to the community quiz when it's on a friday
s|the school fete always runs out of cake by 2
w|the shop gets more orders after i post reels
`);

export const borderlineEmotions = parseCorpus("emotion_state", `
w|so stressed about work i can't sleep
w|burnt out from the overtime
w|anxious about the job interview on monday
w|dreading the team meeting with the new director
w|frustrated i can't switch off from emails at home
w|proud i passed the course my manager pushed me to do
p|stressed about the household bills this month
p|worried we can't afford the nanny anymore
p|annoyed the cleaner cancelled again
s|so happy with how the street party went
s|proud of our little school for winning the choir thing
s|nervous about running the stall at the church fete
`);

export const borderlineContacts = parseCorpus("contact", `
p|our nanny is Maritza, 07700 900210, starts at 8
p|the pool guy Dale, every wednesday, 555-0183
p|window cleaner Paddy - cash only, every four weeks
s|the street rep for the residents' association is Gwen at no. 4
s|Father Tom runs the food bank at St Mary's
s|the PTA chair is Nadine, nadine.pta@gmail.com
w|my mentor at work is Adaeze, head of data
w|the trainer for the management course is Clive Barnes
`);

export const borderlineProjects = parseCorpus("project", `
w|get my CIPD done this year: modules, assignments, the final project, work pays the fees
w|plan my return to work after parental leave: childcare, phased hours, catch up meetings
s|organise the village christmas market: stalls, lights, a choir, road closure permit
s|set up a community fridge: find a host, fridge, rota, hygiene rules
p|sort out the household money: joint account, budget app, bills calendar, emergency fund
p|find a new nanny for september: agency, interviews, references, trial week
`);
