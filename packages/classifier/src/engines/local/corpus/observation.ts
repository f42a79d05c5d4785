import { parseCorpus } from "./corpus-types.js";

/** observation_insight: a noticed fact, pattern or idea. */
export const observationCorpus = parseCorpus("observation_insight", `
p|I always get headaches on days I skip breakfast
p|the back porch light keeps flickering, probably the wiring
p|groceries are way cheaper at the discount place near the highway
p|noticed I spend more when I shop hungry
p|the car pulls to the left when I brake
p|my focus is better when I work out in the morning
p|the attic gets crazy hot by noon, might need more vents
p|idea: meal prep on wednesdays too so fridays aren't takeout
p|the ensuite tap only drips when the hot water's running
p|realised I haven't taken a real vacation in three years
p|the farmers market has cheaper eggs than the supermarket
p|my sleep tracker says I get less deep sleep after wine
p|the dog barks at the mail carrier but never at the delivery guy
s|Rosa sleeps way better since we moved bedtime earlier
s|mum seems more forgetful lately, she asked the same thing twice
s|Malik is really into drawing these days, might get him lessons
s|the kids fight less when they've been outside
s|Olu looked tired at dinner, something's up with work I think
s|my sister and I always argue about the same thing at holidays
s|grandpa is so much happier since he joined the choir
s|the neighbours' teenager is mowing lawns for cash, could hire him
w|customers buy more candles when we bundle them in threes
w|most support tickets come in monday mornings
w|idea: a referral discount for repeat clients
w|the client keeps changing scope after sign-off, pattern here
w|our instagram posts do better with faces than product shots
w|the build is always slower on friday afternoons
w|noticed the team's velocity drops in the weeks after a release
w|the competitor just dropped their prices by 15%
w|maybe we should offer a cheaper starter tier
w|deploys on thursdays cause fewer weekend incidents
w|the shop gets most orders between 8 and 10pm
p|petrol is always cheaper at the station by the highway than downtown
p|my back hurts less since I switched chairs
p|the basement flooded again in the same corner, probably the downspout
p|my phone bill keeps creeping up every month
s|Tariq and Yara both seemed really distracted at brunch, maybe money stuff
s|my niece talks way more since she started daycare
s|Olu mentioned his company is doing layoffs, sounded worried
w|the client portal loads slowly every morning around 9
w|our best-selling candle is the one we almost didn't make
w|idea: bundle the workshop with a starter kit
p|the dog only eats when I sit in the kitchen with her
p|my energy crashes every afternoon around 3
p|the heating bill doubled since the new windows, weird
p|the fridge hums louder at night
p|coffee after lunch wrecks my sleep, every single time
p|I spend way less when I leave the card at home
p|the bathroom fan doesn't actually pull any air
p|the bus is always late on rainy mornings
p|my knee aches whenever the weather turns
p|the new running shoes give me blisters on longer runs
p|the back bedroom stays freezing even with the heat up
s|the kids eat more vegetables when they help cook
s|Rosa gets cranky when she skips her nap
s|mum repeats the same questions on the phone lately
s|my brother always goes quiet when we bring up money
s|Yara and her partner seem more relaxed since the move
s|the neighbours' kids are out on the street till late every night
s|grandpa perks up when the great-grandkids visit
w|most of our sales happen on sundays
w|customers keep asking for a gift wrap option
w|the team is more productive on days without meetings
w|clients who sign quickly tend to pay late
w|the checkout abandons spike on mobile
w|support emails double after every newsletter
w|our freelancers deliver faster with a clear brief
w|pattern: the same three bugs come back after every deploy
w|maybe we should charge for rush orders
p|a month on and the landlord hasn't fixed the oven
p|my online shopping always spikes when I'm stressed
p|the cat sleeps on the radiator whenever it rains
s|the kids are so much nicer to each other on weekends
w|our newsletter open rate jumps when we send on tuesdays
`);
