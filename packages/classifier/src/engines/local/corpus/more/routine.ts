import { parseCorpus } from "../corpus-types.js";

/** routine_activity, second batch: habits logged or scheduled, and single instances of a routine. */
export const routineCorpus2 = parseCorpus("routine_activity", `
p|morning run done, 5k in the rain
p|did my physio exercises again, day 10
p|meditated 10 mins at bedtime, streak is 21 days
p|swam 40 lengths like every monday
p|weekly shop on saturday morning as always
p|yoga at the studio thursday 6pm, same as every week
p|cold shower again this morning, brr
p|stretched after the run, trying to make it a habit
p|parkrun tomorrow 9am as usual
p|took the dog out for the usual loop round the park
p|sunday batch cooking done, 5 lunches in the freezer
p|watered all the plants, the tuesday ritual
p|evening walk after dinner, every night this week
p|gym: legs day, same routine as last week
p|did my 20 press ups before breakfast
p|daily duolingo done, 180 day streak 🔥
p|weekly weigh in: down 0.5kg
p|bath, book, bed by 10 - sticking to it
p|flossed every night this week, miracle
p|did the crossword on the train again
p|saturday morning swim at the lido as usual
p|ironed the week's shirts, sunday evening job
p|took my vitamins, day 30 in a row
p|long bike ride sunday morning like always
p|hoovered the whole house, friday cleaning routine
p|clean sheets day, every other sunday
p|meal plan done for the week as per usual
p|walked to work again instead of driving
p|morning pages done before anyone woke up
p|drank 2 litres of water again, habit is sticking
p|weekly budget check every sunday night
p|kettlebell session at lunch, 3rd this week
p|bins out tuesday night as always
p|the usual thursday spin class at 6:30
p|no phone for the first hour of the day, 2 weeks now
s|sunday dinner at my parents' like every week
s|school drop off is mine monday and wednesday
s|friday pizza and a film, kids' night as usual
s|weekly call with grandma on sundays at 5
s|took the kids to swimming lessons, the saturday routine
s|bedtime story done, we're on chapter 12
s|date night thursday like every other week
s|walked the kids to school again, no car this week
s|mum and I do the tuesday market together every week
s|netball carpool is mine this saturday
s|weekly skype with my big brother, sunday night
s|family board game night after tea as usual
s|the usual saturday football run for Dara at 9
s|coffee with my neighbour every friday morning
s|picked the kids up from breakfast club as usual
s|brunch with the girls first sunday of the month
s|visited nan at the care home, wednesday as always
s|homework hour with the kids every weekday at 5
w|weekly team standup monday 9:30
w|inbox zero every friday afternoon, done again
w|daily sales report sent at 5 like always
w|weekly 1:1 with Ayo on tuesdays at 11
w|did the monday stock count at the shop
w|end of day code review again, trying to keep it a habit
w|blocked my calendar 9 to 11 for deep work again
w|friday afternoon timesheets, as every week
w|the usual wednesday supplier order for the café
w|monthly close for the business accounts done
w|weekly newsletter sent out on thursday as usual
w|morning huddle with the baristas at 7
w|walked at lunch instead of eating at my desk, 5th day running
w|checked the shop's etsy messages first thing like always
w|restocked the market stall friday evening as usual
w|fortnightly sprint review on thursday at 2
w|daily backup of the studio files at 6pm
w|closed the laptop at 6 again, trying to stick to it
w|answered emails only at 10 and 3 today, new routine
w|shop payroll on the 25th every month
w|logged off on time for once, 3rd day in a row
p|ran before work again, 4th day in a row 🏃
p|gym session done, the usual tues legs
p|yoga this arvo like every thursday
p|dog walk round the block as usual
p|weekly grocery order done online, same as always
s|i'm doing school drop off tmrw
s|picking the kids up as usual friday at 3
w|standup at 9 like every day
w|friday 3pm = weekly invoicing for the studio
p|the saturday morning farmers market run as always
p|journalled again tonight
s|our usual friday night video call with the cousins
w|planning the week every monday 8am, kept it up for a month
`);
