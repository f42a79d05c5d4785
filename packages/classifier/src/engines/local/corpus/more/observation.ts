import { parseCorpus } from "../corpus-types.js";

/** observation_insight, second batch: noticed facts, patterns and ideas, by their subject. */
export const observationCorpus2 = parseCorpus("observation_insight", `
p|the hot water runs out faster since the plumber's visit
p|my sleep is way better when the phone stays downstairs
p|the supermarket own brand coffee is just as good, half the price
p|energy use doubles when the dryer's on, should line dry more
p|my knee aches going up stairs but not on the flat
p|the fridge makes a weird buzzing noise at night
p|petrol's 10p cheaper at the station by the ring road
p|i always overspend the week after payday
p|the bathroom damp patch is getting bigger
p|the cat only eats the fish flavour now
p|i get more done on days i don't check the news
p|the heating clicks on at 5am even though the timer says 6
p|our water bill is way higher than the neighbours', must be a leak
p|the car's fuel economy dropped since the new tyres
p|idea: batch cook on sundays to stop the takeaways
p|i drink way less coffee when i sleep 8 hours
p|the garden floods every time it rains for more than an hour
p|grocery spending is down since we started meal planning
p|noticed the mould comes back every winter in the same corner
s|the kids behave better after they've had a proper breakfast
s|Dad tells me the same story twice in one visit now
s|my sister always goes quiet when money comes up
s|Nan perks up when the grandkids visit
s|the neighbours' dog goes mad whenever the postman comes
s|Leo reads more when the tablet's put away
s|my friends always cancel on sunday plans, fridays work better
s|all the school gate gossip is the new head teacher
s|idea: a rota for visiting grandma so nobody's overloaded
s|the street whatsapp is way friendlier since the party
s|the twins fight less when they have separate rooms
w|most customers buy on sunday evenings, should post then
w|tickets double whenever we release on a friday
w|our best sellers are the small candles, not the big ones
w|the client always asks for changes after 5pm on a thursday
w|idea: stamp cards for the café regulars
w|the team's way more productive with no meetings before 11
w|returns spike after christmas, need more stock buffer
w|conversion drops when the shipping cost shows at checkout
w|the new supplier's jars break more in transit
w|noticed i get more done at the office on tuesdays
w|the weekend market takes more than the weekday one
w|every sprint we underestimate the testing
w|idea: offer the workshop recordings as a paid add on
w|customers from instagram spend more than the google ones
w|our invoices get paid faster when sent on a monday
w|support emails pile up every time we change the ui
p|the bathroom extractor barely pulls any air
p|noticed i snack more when i work from home
p|my bank balance always dips mid month because of the annual subs
s|grandma seems brighter on the days the carer comes
s|my brother seems really stressed since the baby
w|the dashboard is always slow on monday mornings
w|clients reply faster to texts than emails
p|the pharmacy on the high street always has the prescription ready sooner
p|gas bill is lower since we bled the radiators
s|the kids sleep in later when it's been a football day
w|the studio is dead between 2 and 4, could run a class then
p|the back gate only sticks when it's rained
w|the new pricing page halved the support questions
`);
