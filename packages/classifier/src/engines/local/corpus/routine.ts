import { parseCorpus } from "./corpus-types.js";

/** routine_activity: a recurring habit — a log of doing it, its schedule, or one named instance. */
export const routineCorpus = parseCorpus("routine_activity", `
p|morning walk done, 5k around the park
p|swim at the pool 7am, like each tuesday
p|did my stretches before bed again
p|ran 6k this morning, legs felt heavy
p|weekly grocery shop sunday morning
p|journaled for ten minutes, day 20 of the streak
p|sunday batch cooking: soup, granola, roasted veg
p|took my vitamins and logged my weight, 74.2
p|biked to work again today, third day this week
p|pilates thursday 6pm like usual
p|evening walk with the dog, 30 minutes
p|practiced guitar for 20 min before dinner
p|watered the plants, did the weekly fridge clean out
p|laundry day, three loads
p|tuesday and friday mornings = gym
p|read before bed instead of scrolling, night 9
p|did the monthly budget check-in
p|weekly plan-the-week session on sunday night
p|checked blood sugar after breakfast, 6.1
p|brushed the dog and cleaned her bowls, sunday routine
s|family movie night like every saturday
s|took the kids to the park after school as usual
s|sunday lunch at my in-laws again
s|weekly call with my sister, she's doing great
s|walked to school with Rosa, our morning thing
s|tuesday taco night with the kids, they made their own
s|bedtime story and bath for the little one, every night at 7
s|saturday brunch with the girls like always
s|carpool is my turn tomorrow, pick up at 7:45
s|soccer practice drop-off wednesday like every week
s|monthly dinner with the old university crew
s|read with Malik for 15 minutes before bed
w|daily standup at 9:15
w|cleared my inbox before lunch, part of the new routine
w|weekly 1:1 with my manager thursday at 10
w|monday morning metrics review for the shop
w|end of week timesheet and status report, every friday
w|posted the daily instagram story for the studio
w|did my morning hour of deep work before opening slack
w|packed today's etsy orders, the usual 3pm run
w|sunday evening = prep the week's content calendar
w|backed up the client files like every friday
w|logged my hours for the day
p|yoga at 7 like every thursday
p|sunday long walk by the water as usual
p|swim laps before work, 4th morning this week
p|piano practice after dinner like every night
p|meal planning for the week, sunday ritual
p|weekly weigh-in: 81.5
p|took the dog to the park after work like every day
w|closed my laptop at 6 and cleared the inbox first, sticking with it
w|friday afternoon review of the week's numbers like always
w|monday planning block for the studio, 8 to 9
w|daily check of the shop's orders before lunch
p|morning pages done, 3 pages before coffee
p|walked 8k around the reservoir, daily streak 30
p|flossed every night this week
p|sunday night ironing like always
s|bath and bedtime stories with the kids, our nightly routine
s|weekly phone call with grandma, every sunday at 4
s|friday night takeout with the family like always
w|weekly newsletter sent out like every tuesday
w|month-end invoicing for all clients, same as always
w|daily 15 minute standup with the team
w|closed all the tabs and cleared the inbox before signing off, new habit
s|walked the kids to school, the usual morning loop
s|dropped the twins at daycare on my way in like every weekday
p|stretched for 15 minutes before bed like always
p|monday laundry and bins, the usual
s|sunday video call with my parents, same as every week
w|friday deploy check like every week
`);
