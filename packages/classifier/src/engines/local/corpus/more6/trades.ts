import { parseCorpus } from "../corpus-types.js";

/**
 * Sixth written batch (issue 10, tenth round on domain): the user's OWN trade or small business is work
 * (GUIDELINES 2: "any business or side business"), told the way owner-operators tell it: my crew or apprentice,
 * the van, the customer's or client's job at a place, quotes, bids, tenders, invoices, bookings, the trade
 * counter, the tools and stock of the trade. Written fresh for the corpus in trades no labelled set uses (an
 * electrician, a painter and decorator, a home caterer, a mobile dog groomer, a joiner, a removals firm, a tiler,
 * a wedding photographer), each beside the household side
 * of the same things (the family's own electrician, quotes for one's own roof, a van hired to move house), which
 * stays personal.
 */
export const tradeTasks6 = [
  ...parseCorpus("task", `
w|rewire the consumer unit at the Morrison job before the inspector comes
w|finish cutting in the hallway at the client's flat today
w|load the van with dust sheets and the long ladder for tomorrow's job
w|send the apprentice to the trade counter for more cable clips
w|prep the canapés for the Saturday wedding booking
w|fit the kitchen doors at the job on Church Lane
w|book the van in for its service between jobs
w|price up the loft conversion the builder sent over
w|clean the clippers and restock shampoo in the grooming van
w|measure up for the fitted wardrobes at the customer's house
w|edit the Henderson wedding shots and send the gallery
w|get the crew on site by 7 for the office move
w|grout the shower at the job in Kingsway before the customer gets home
p|the electrician is coming to look at our sockets on friday
p|touch up the paint on our landing
p|hire a van for the flat move on saturday
p|book the dog in at the groomer's
p|sand and varnish our front door
`),
  ...parseCorpus("reminder_intention", `
w|remind me, chase the client for the catering job deposit
w|remind me monday to order primer for the next job
w|don't forget the van's MOT before the big move on friday
w|remind me to send the crew the rota for next week
w|remind me to quote the school for the repaint
p|remind me, our boiler's annual service needs booked
`),
  ...parseCorpus("communication", `
w|rang the customer to say we're running an hour late
w|text the apprentice the address of tomorrow's job
w|emailed the architect my quote for the extension
w|called the wholesaler about the missing tile delivery
w|left the bride's mum a message about the menu tasting
w|phone the letting agency about the repaint on their rentals
w|messaged my regulars that I'm booked up this week
p|rang the roofer about our leaking valley
p|email the removals firm we're using for our move
`),
  ...parseCorpus("transaction", `
w|invoiced the Patel extension, 3,400 for first fix
w|customer paid the balance by bank transfer
w|put the van fuel on the business card
w|paid the apprentice his wages for the fortnight
w|the catering deposit came through for the christening booking
w|knocked 10 percent off the quote to win the job
w|material costs for the kitchen job went over by 200
w|day rate goes up to 220 in april
p|paid the electrician for fixing our lights
p|paid the roofer the deposit for our new roof
`),
  ...parseCorpus("acquisition_disposition", `
w|need another set of dust sheets for the crew
w|order the tiles for the Greenway job from the merchant
w|buy a second van for the new lad
w|pick up the wedding cake stands from the wholesaler
w|selling the old mitre saw since the workshop has a new one
w|new grooming table for the van arrived
w|get a bigger trailer for the removals jobs
p|hired a van to take stuff to the tip
p|ordered a new drill for jobs around the house
`),
  ...parseCorpus("project", `
w|add a second crew: van, tools, two hires, insurance
w|expand the catering side: food hygiene rating, new fridge, wedding menu
w|move the grooming business into a proper unit: lease, fit out, signage
w|win more commercial work: portfolio, tender templates, references
p|redo our kitchen: quotes, new units, worktops, tiling
`),
  ...parseCorpus("routine_activity", `
w|every friday I do the invoices for the week's jobs
w|load the van the night before every job
w|did the usual monday ring-round of customer follow-ups
w|sharpen the chisels after each job
p|hoover the car every sunday
`),
  ...parseCorpus("contact", `
w|Sandeep at the trade counter gives us account prices
w|new customer on Hill Street, wants the whole house painted, number in the van book
w|the site manager for the school job is Paula
w|the bride's planner is Tess, she handles the catering side
p|our electrician is Mo, he did the kitchen lights
`),
  ...parseCorpus("decision_commitment", `
w|not quoting for any more jobs under 200 quid
w|going to charge a callout fee from next month
w|told the builder my crew can start his job on the 10th
w|stopped taking weekend bookings, the van needs a day off and so do I
w|going with the bigger unit for the workshop
p|going with the cheaper roofer for our house
`),
  ...parseCorpus("learning_consumption", `
w|18th edition wiring regs course next week
w|watched a tutorial on spraying kitchen cabinets for a customer's job
w|reading up on food hygiene level 3 for the catering business
w|doing the grooming diploma's module on hand stripping
p|watched a video on how to paint our skirting boards
`),
  ...parseCorpus("milestone_outcome", `
w|won the tender to repaint the whole school
w|booked out for the whole of june, first time since I started the business
w|the crew finished the office fit-out a week early
w|first year of trading done and in profit
p|our new roof is finally finished
`),
  ...parseCorpus("observation_insight", `
w|customers who get a same-day quote book far more often
w|most of my grooming bookings come through word of mouth
w|the merchant on the industrial estate is cheaper on plasterboard
w|jobs in the new-build estates always overrun on snagging
p|our electric bill shoots up whenever the heater's on
`),
  ...parseCorpus("emotion_state", `
w|gutted, the council gave the painting contract to another outfit
w|stressed about paying the crew before the client pays me
w|proud of the apprentice, he ran the job on his own
w|worn out, bookings one after another all week
p|fed up with the builders still in our kitchen
`),
];
