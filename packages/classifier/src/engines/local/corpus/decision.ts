import { parseCorpus } from "./corpus-types.js";

/** decision_commitment: a decision made or a commitment given. */
export const decisionCorpus = parseCorpus("decision_commitment", `
p|decided to cancel the cable and just keep one streaming service
p|we'll use the blue paint for the bedroom, final decision
p|not buying the new phone this year, the old one is fine
p|I'm quitting sugar for a month starting monday
p|decided no phone in the bedroom anymore
p|booked the flight, no turning back now
p|going to stop ordering takeout on weeknights
p|decided the old hatchback stays two more years
p|decided against the gym membership, running outside instead
p|registered for the 5k in june, committed
p|picked the contractor for the deck, the second quote
p|we chose the quieter neighbourhood, putting in an offer
p|no more snoozing the alarm, up at 6:30 from now on
p|I'm done with dating apps for a while
p|made up my mind: switching banks next month
s|promised Olu i would help paint his place saturday
s|told my sister we'd host easter this year
s|decided to let Rosa go on the school trip after all
s|we're not doing gifts between the adults this christmas
s|agreed to be Malik's godparent
s|said yes to coaching the kids' soccer team this season
s|we decided the kids get screen time only on weekends
s|committed to sunday dinners with my parents every other week
s|told Tariq I'd drive him to the airport on the 12th
s|we're going to my in-laws for thanksgiving, not the cabin
s|agreed to split the holidays, christmas here and new year at theirs
w|decided to raise the shop prices by 10% in april
w|going with the cheaper hosting provider for the client sites
w|turned down the offer from the startup, staying put
w|told my manager I'd lead the migration project
w|we're dropping the wholesale channel and going direct only
w|committed to shipping the beta by month end
w|signed the lease on the studio space, no going back
w|decided to hire a contractor instead of a full-time dev
w|accepted the speaking slot at the conference in may
w|not renewing the contract with the slow supplier
w|agreed to cover Soren's on-call shifts next week
w|picked the new logo, the green one
w|we'll close the shop on mondays from now on
w|said yes to the promotion, starting the 1st
p|decided to sell the second car, we barely use it
p|going with the cheaper internet plan when the contract is up
s|promised my niece I'd take her to the aquarium in the spring
s|we've decided Aiko will do swimming instead of ballet
w|promised Soren I'd review his design doc before friday's meeting
w|told the client yes, we'll start the redesign in june
p|decided to go vegetarian during the week
p|not buying anything new for a month, starting today
p|going with the cheaper fencing quote
s|decided we're spending christmas at home this year
s|told my sister I'd take the kids for the weekend
w|going with the second candidate for the designer role
w|decided to pause the newsletter until spring
w|told the team I'd handle the client escalation
w|told my manager I'd cover the weekend support rotation
p|new rule: no phone scrolling after 10pm
p|decided to stop buying coffee out, making it at home
w|decided to accept the engineering firm's offer, starting in april
w|taking the remote position, letting the other offer go
p|I'm cancelling the newspaper subscription, never read it
s|we agreed the kids can have phones at 13
w|decided to drop the hourly rate and move to fixed pricing
`);
