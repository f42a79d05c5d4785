import { parseCorpus } from "../corpus-types.js";

/**
 * Fourth written batch, part 2: projects, routines, contact cards and decisions in all three
 * domains, with the borderlines (work habits, community events, the household's helpers).
 */
export const projects4 = parseCorpus("project", `
p|redo the downstairs loo: new sink, tiles, paint, lighting
p|plan the loft clear out - sort, sell, donate, tip run
p|sort my finances properly — budget, pension, savings pot, cancel subs
p|plan a solo trip to Japan: flights, rail pass, hostels, itinerary
p|build a home gym in the garage: mats, rack, weights
p|overhaul the back garden - new lawn, patio, raised beds
p|get fit for the charity hike, boots, training plan, kit list
p|convert the van into a camper: insulation, bed, solar
p|new project: digitise all the old family photos, scan, tag, back up
p|set up the new flat: internet, furniture, utilities, address change
s|organise a big family get-together — venue, food, invites, photo booth
s|plan Isla's 7th birthday party: theme, invites, cake, party bags
s|organise the school summer fair: stalls, raffle, volunteers, float
s|set up a residents' association for the street — meeting, committee, bank account
s|plan the hen do for my best friend: location, activities, budget, outfits
s|arrange dad's retirement do - hall, caterer, speeches, slideshow
s|plan the christmas rota with the in-laws, travel, presents, food
s|start a neighbourhood book swap box: build it, paint it, stock it
s|organise the charity quiz night at the community hall: questions, prizes, tickets
s|plan our wedding: venue, guest list, photographer, dress
s|sort the kids' move to the new school: uniform, forms, bus pass, visit
w|launch an agency podcast: format, guests, recording kit, artwork
w|plan the office move: floor plan, movers, IT setup, comms
w|roll out the new CRM — data migration, training, go live
w|project: rebrand the bakery, new logo, signage, packaging
w|set up the online shop for the knitwear: platform, photos, shipping, returns policy
w|build the quarterly roadmap: themes, estimates, dependencies, sign-off
w|hire two engineers - job spec, advert, interviews, offers
w|organise the client summit: venue, speakers, agenda, swag
w|prep for the ISO audit: policies, evidence, mock audit
w|start the side hustle doing wedding photography, portfolio, website, pricing
w|get my project management qualification: pick a course, study, sit the exam
`);

export const routines4 = parseCorpus("routine_activity", `
p|did my 10k steps again today
p|morning run done, same loop as always
p|yoga before work like every tuesday
p|meditated for 10 mins, day 23 in a row
p|weekly food shop done, same as every saturday
p|took my meds with breakfast as usual
p|swim at the leisure centre wednesdays and fridays
p|walked the dog round the park, usual route
p|cleaned the house top to bottom, the sunday ritual
p|the cleaner's here thursday like every week
p|gardener does the lawn every other friday
p|bike commute again this morning, 4th day this week
p|batch cooked for the week as usual
p|skincare routine every night no matter what
s|family dinner at mum's every sunday
s|i do the school run mondays and wednesdays
s|weekly call with my brother on sundays
s|coffee with the neighbours saturday mornings like always
s|took the kids to the park after school again
s|choir practice at the church tuesdays 7pm
s|volunteering at the soup kitchen every friday evening
s|girls' night every first friday of the month
s|the usual thursday pub quiz with the lads
s|litter pick with the community group every second sunday
s|grandad's weekly visit, took him his paper as usual
w|weekly team standup mondays at 9
w|invoice run every friday afternoon
w|cleared my inbox before lunch like every day
w|daily check of the sales dashboard first thing
w|friday deploy freeze as usual
w|1:1s with my reports every other wednesday
w|blocked my calendar for focus time again this morning
w|stock count at the shop every sunday night
w|posted on the shop's instagram again, every day this month
w|end of day timesheet done, habit is stuck now
w|no meetings before 10, my rule for focus
w|monthly close with finance first week of every month
`);

export const contacts4 = parseCorpus("contact", `
p|the new plumber is Gareth Hughes, 07911 123456, recommended by the neighbours
p|our window cleaner's number is 0400 321 654
p|nanny's emergency contact is her sister Clara, 613-555-0178
p|the boiler engineer Dev Patel works for Heatwise
p|dog sitter: Leanne, lives two streets over
p|dentist's new address is 22 King Street
p|the mechanic at the corner garage is called Sully
p|tutor for my spanish lessons is Inés, ines.garcia@mail.com
s|my brother's new address is 14 Harbour View
s|Chidi's wife is called Ngozi, they have two boys
s|Mabel from the choir, lives at number 9, widowed
s|my niece's email is now rosie.kim@outlook.com
s|Tariq from the five a side team, 07888 654321
s|the twins' best friend is Ava, mum is called Lisa
s|aunty Funmi prefers whatsapp to calls
s|Jon and Priti moved to Leeds, new number 0113 496 0000
s|the family who moved into number 12 are Ade and Tolu, two kids
s|grandpa's care home: 902-555-0190
s|my bestie's new partner is Sven, he's a chef
w|new client contact: Rhea Kapoor, head of ops at Lumina
w|the recruiter from Northbridge is Sam Ellis, sam@northbridge.co
w|supplier rep for the packaging is Tom Bright, mobile 07700 900456
w|the accountant for the shop is Helen Sharpe at Sharpe & Co
w|our new designer is Luca, based in Milan, works mornings
w|investor contact: Mei Lin at Seedfront, prefers email
w|Jordan in legal handles the contracts now
w|the freelance copywriter is Nia, nia@wordsmith.io
w|customer contact at the hotel chain is Marcus Webb, ext 2231
`);

export const decisions4 = parseCorpus("decision_commitment", `
p|decided to cancel the gym and run outside instead
p|going with the cheaper energy tariff, fixed for two years
p|not renewing the car lease, buying outright
p|sticking with the old phone till it dies
p|i'm going to stop drinking on weeknights
p|chose the 25 year mortgage term in the end
p|entered the sprint triathlon, no going back
p|not getting a dog until we have a garden
p|settled on the corner sofa, ordering it monday
s|told mum we'd do easter at hers
s|promised the kids a trip to the zoo if the reports are good
s|committed to coaching the under 9s this season
s|agreed to be my sister's birth partner
s|going with the local school for Oscar
s|we'll host the street party at ours this year
s|promised my neighbour i'd feed the cat while she's away
s|said yes to being godmother for Ada
s|not lending my brother the car again
s|signed up to help with the church summer fete
w|decided to go freelance from june
w|accepting the offer from the consultancy
w|not taking on any new clients till september
w|told my manager i'll lead the migration
w|committed to the quarterly targets, 15% growth
w|decided the shop closes on mondays from now on
w|no more slack after 6, told the team
w|going with the freelance designer over the agency
w|turning down the promotion, not worth the travel
w|agreed to mentor the new grad
w|picked the laptop bag supplier for the shop, the leather one
`);
