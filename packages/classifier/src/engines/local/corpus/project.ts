import { parseCorpus } from "./corpus-types.js";

/** project: a new multi-step goal, usually with its steps listed. */
export const projectCorpus = parseCorpus("project", `
p|redo the bathroom: new tiles, vanity, better fan, fix the leaky shower
p|plan a solo trip to japan in the spring - flights, rail pass, hostels, itinerary
p|get my finances in order: consolidate the accounts, build a budget, start investing
p|start a vegetable garden this year - build raised beds, buy seeds, set up drip irrigation
p|renovate the basement into a rec room: drywall, flooring, lighting, a bar
p|train for a marathon in the fall: running plan, physio check, new shoes, sign up
p|declutter the whole house room by room before spring
p|convert the shed into a studio — insulation, power, windows, a heater
p|learn to sail this summer: find a school, get the certification, rent a boat
p|overhaul my health: see a doctor, meal plan, sleep schedule, strength training
p|build a backyard patio: pick pavers, rent a plate compactor, level the ground, lay stones
p|move to a new apartment by august: give notice, find a place, book movers, pack
p|project: fix up the old car to sell — brakes, detailing, new tires, photos
p|landscape the front yard: remove the dead shrubs, new mulch, plant perennials, edging
p|get the attic organised: sort boxes, toss junk, add shelving, label everything
s|plan Rosa's baby shower in may: venue, invites, games, food
s|organize a surprise trip for our 10th anniversary - flights, hotel, dinner reservations
s|plan the kids' summer: camps, a week at the lake, visits to grandma
s|throw a retirement party for dad: guest list, hall booking, slideshow, speech
s|set up the nursery before the baby comes: paint, crib, dresser, blackout blinds
s|plan Olu's bachelor weekend — cabin, activities, who's driving, budget
s|organise christmas at our place this year: menu, seating, gifts for everyone
s|help my parents move into the retirement home: pack, sell furniture, set up their new place
s|plan a camping trip with the cousins for the long weekend: sites, gear list, meals
s|start a neighbourhood book swap: build a little library box, make a sign, tell the street
s|plan Malik's 8th birthday: dinosaur theme, bouncy castle, invites for the class
w|launch an online shop for the pottery: product photos, shopify setup, shipping rates, launch email
w|rebuild the company website - new design, migrate the blog, improve seo
w|set up the new client onboarding process: intake form, welcome pack, kickoff template
w|prepare for the trade show in october: booth design, samples, flyers, staffing
w|migrate the team from jira to linear: export tickets, train people, switch over by the 1st
w|start a youtube channel for the studio: buy a camera, plan 10 videos, design a banner
w|hire a part-time assistant for the shop: write the ad, interview, onboard
w|run a customer survey: draft questions, pick a tool, send to the mailing list, analyze
w|get the AWS cost down by 30%: audit instances, reserved pricing, clean up old snapshots
w|create a training program for new baristas — manuals, shadow shifts, quizzes
w|launch the spring candle collection: new scents, labels, photoshoot, preorders
w|write a proposal for the city contract: scope, pricing, references, submit by the 30th
w|roll out the new CRM to the sales team — data import, training, go live in march
w|set up bookkeeping for the side business: pick software, separate account, categorize expenses
p|I want to finally finish the basement this year, need permits, an electrician, drywall and flooring
p|time to sort out my retirement savings: meet an advisor, open an account, set up monthly contributions
p|getting ready to sell the house: declutter, fix the porch steps, stage it, find an agent
p|big goal for the year is a triathlon, so swim lessons, a road bike and a training schedule
s|dad's 70th is in the fall, we need to book a hall, track down old friends and put together a photo book
s|help my brother plan his wedding: venue shortlist, caterer tastings, invitations
s|family trip to portugal next summer - passports, flights, a villa, car rental
w|redesign the onboarding flow for the app, research users, wireframes, test, ship by q3
w|build an email course for the studio, write 5 lessons, set up the automation, launch it in march
w|move all client hosting to a new provider, plan the cutover, test each site, switch dns
w|open a second market stall location — find a spot, get permits, hire someone, stock it
w|set up a proper sales pipeline: pick a crm, import leads, write outreach templates
p|overhaul the garden shed: new roof, shelves, paint, clear out the junk
p|plan a road trip across the rockies in september, route, campsites, car service
s|plan a family reunion at the lake: book the cabins, food schedule, activities for the kids
w|build a new portfolio site: pick a template, write case studies, launch by friday
p|winterise the house: clean the gutters, service the furnace, seal the windows
s|plan grandma's surprise visit: book her flight, clean the spare room, plan outings
w|set up the new office: lease signed, furniture, internet, move the team by june
w|redo the shop's packaging: new boxes, tissue, stickers, a thank-you card
`);
