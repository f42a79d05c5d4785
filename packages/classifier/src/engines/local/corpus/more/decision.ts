import { parseCorpus } from "../corpus-types.js";

/** decision_commitment, second batch: decisions made and commitments given. */
export const decisionCorpus2 = parseCorpus("decision_commitment", `
p|decided we're moving to the cheaper broadband deal
p|going with the electric car, no more petrol
p|cancelling the gym, running outside instead
p|we've picked the corner plot for the allotment
p|decided to sell the caravan this spring
p|sticking with the old boiler one more winter
p|going with the 3 year fixed, done
p|no alcohol in january, decided
p|i'm not going to replace the tv, we barely watch it
p|not doing the half marathon this year, knee needs a rest
p|decided to cancel the magazine subscriptions
p|we're going to rent for another year before buying
p|picked the walnut table over the oak
p|entered the october marathon, no going back
p|committed to 3 gym sessions a week from monday
p|going with the builder who quoted second
p|decided i'm getting the ingrown toenail sorted privately
p|bedtime is 10:30 from now on, no excuses
p|not taking the flat on Morley Street, too dark
p|holding off buying a sofa until after christmas
p|going solar, signing the contract friday
p|no online shopping for a month, decided
p|decided against the extension, moving instead
p|we're keeping the dog's food the same, the vet agreed
p|staying with the same insurer, the quote matched
s|told Grandma we'll host christmas this year
s|promised the kids a trip to the zoo if they tidy up
s|we're sending Leo to the school near Nan's
s|agreed to be godmother to Farah's little one
s|decided we're not doing presents for the adults this year
s|told my sister i'd look after the kids on saturday
s|committed to coaching the u10s next season
s|promised Olu i'd be at his gig on friday
s|we're going to Mum's for easter, decided
s|said yes to being best man for Fintan
s|decided the kids can have phones at 12, not before
s|skipping the stag do, told them today
s|promised to drive Nan to her appointments every tuesday
s|we agreed: one screen-free weekend a month as a family
s|told the neighbours we'd chip in for the new fence
s|volunteered to run the tombola at the church fete
s|decided to move closer to my parents next year
w|decided to raise prices 10% from next month
w|going with the second designer for the rebrand
w|not taking the contract with the Halden group, too risky
w|told my manager i'll lead the migration project
w|committed to delivering the beta by the 30th
w|we're switching payroll providers in april
w|decided to close the shop on mondays
w|going with Shopify, not squarespace
w|agreed to mentor the new grad for six months
w|i'm turning down the promotion, it's not for me
w|decided to go part time from september
w|office lease won't be renewed, going remote
w|signed up to speak at the meetup in march
w|promised the client a first draft by wednesday
w|chose the cheaper courier for the shop's orders
w|decided: no meetings on fridays for the whole team
w|going to accept the offer from Carrow, telling them monday
w|we're dropping the wholesale line, margins too thin
w|told the team we're hiring two more engineers
w|stopping the weekend market stall from next month
w|committed to answering customer emails within 24 hours
p|ok decided, the car goes to the scrapyard
p|nah not getting the new phone, this one's fine
p|final answer: we're painting the hall green
s|told Kai yes to the road trip in july
w|decision made, the studio moves to the bigger unit in june
w|going w/ the monthly plan not the annual for the software
p|after weeks of going back and forth, we're keeping the house
s|we're not doing a big wedding, just family, decided last night
w|told Ben I'd cover his shifts next week
p|right, i'm quitting sugar for lent, no cheating
p|we picked a name for the boat: Second Wind
`);
