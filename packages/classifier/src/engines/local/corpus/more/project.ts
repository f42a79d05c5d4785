import { parseCorpus } from "../corpus-types.js";

/** project, second batch: a new multi-step goal, usually with its steps listed. */
export const projectCorpus2 = parseCorpus("project", `
p|sort out the household budget: list every direct debit, cancel the junk, set up a savings pot
p|turn the loft into an office: insulation, a skylight, flooring, shelves
p|summer garden prep - lawn feed, new fence paint, a veg patch, solar lights
p|plan a road trip round the highlands: route, b&bs, car hire, ferry to skye
p|switch all our utilities: compare energy, broadband, mobile, then swap
p|redo the downstairs loo: new basin, tiles, a decent extractor
p|learn to swim properly this year: lessons, a goggles upgrade, twice a week at the pool
p|sell the car and go car free: get it valued, advertise, sort a bus pass, join the car club
p|new project: build a raised deck out back, permits, timber order, weekend builds
p|clear the garage: sort, sell, tip run, then put up racking
p|get fit for the trek in nepal — training plan, boots, vaccinations, travel insurance
p|prep the flat for new tenants: deep clean, repaint, fix the shower, new smoke alarms
p|organise all our paperwork: shred old stuff, scan the important bits, buy a fire safe
p|make the house more energy efficient: draught strips, loft top up, smart thermostat, quote for solar
p|overhaul my sleep — no screens after 10, blackout blinds, cut caffeine, see the GP about snoring
p|plan the move to Adelaide: job hunt, sell the furniture, ship the car, find a rental
p|refurb the old dresser: strip it, sand, prime, two coats, new handles
p|home composting setup: bins, a wormery, a kitchen caddy
p|pay down the credit cards: list balances, stop the extras, snowball the smallest first
p|rewire the garage and add sockets - get quotes, book the sparky, sort the permit
s|plan mum's 70th: restaurant, guest list, speeches, a photo book
s|organise the school summer fair: stalls, raffle prizes, volunteers, float
s|throw a baby shower for my sister — venue, games, food, invites
s|plan a family reunion in the summer: pick a date, book the hall, catering, a slideshow
s|set up a street whatsapp and a litter pick: flyers, gloves, bags, a date
s|get the kids' bedrooms sorted: bunk beds, new paint, storage, blackout blinds
s|organise the christmas carol night for the village: choir, mulled wine, lights, permission from the council
s|plan a weekend away for our anniversary — cottage, dinner booking, babysitter for the kids
s|organise the memorial for grandad: readings, flowers, the wake, order of service
s|run the cub scouts camp: site booking, kit list, parent helpers, menus
s|help my brother get his wedding sorted: suits, stag do, speech, rings
s|start a community veg garden on the spare lot: ask the council, get beds built, find volunteers
s|plan the girls' trip to Lisbon: flights, apartment, restaurant list, day trip to Sintra
s|plan Dad's move into sheltered housing: sort his stuff, sell the house, set up his new flat
s|organise the neighbourhood bonfire night: permit, fireworks, food stall, stewards
s|set up the nursery for the twins: two cots, changing station, blackout, baby monitor
w|launch the new website for the studio: copy, photos, booking system, go live
w|set up the shop's online ordering: pick a platform, photograph the menu, delivery zones
w|roll out the new crm: data cleanup, import, training, switch off the old one
w|plan the product launch: press kit, landing page, influencer boxes, launch event
w|get the team ISO certified - gap analysis, policies, internal audit, external audit
w|open a second market stall: apply for a pitch, buy a gazebo, hire a weekend helper
w|build the q3 marketing plan: budget, channels, content calendar, agency brief
w|prepare for the funding round: deck, financial model, data room, investor list
w|move the shop to a new unit: sign the lease, fit out, move stock, update the address everywhere
w|launch a consultancy podcast: pick a format, buy mics, book 6 guests, edit and publish
w|write the grant application: budget, case studies, letters of support, submit by the deadline
w|onboard the new sales hires: laptops, logins, training schedule, shadowing
w|redesign the packaging — brief a designer, samples, test with customers, order the first run
w|get scrum certified before the new role starts: course, practice tests, book the exam
w|study for the accounting qualification my firm is paying for: modules, mock exams, study leave
w|set up the booth at the expo: design, print, freight, staff rota
w|migrate the client sites to the new host: audit, back ups, cutover plan, dns
w|write and publish the company handbook: policies, benefits, leave, code of conduct
w|relaunch the newsletter: new template, segment the list, content plan, first issue
w|hire a bookkeeper for the business - job ad, interviews, references, onboarding
p|ok big one: sort the whole back garden - shed down, patio up, new turf, and a firepit
p|i want to learn italian b4 the trip: app every morning, a conversation class, watch films
p|reno the kitchen on a budget, paint the cabinets new handles butcher block counters
s|we're doing a memory book for nan's 90th, need photos from everyone, printing, a launch tea
w|gotta set up the pop up shop for december: lease the space, fit out, staff, stock
p|decorating the spare room for guests: bed, curtains, paint, a little desk
p|get the camper van road ready: service, new tyres, solar panel, bedding
s|organise the school leavers' party: venue, DJ, food, photo booth
w|build the onboarding course for new clients: videos, workbook, welcome email sequence
w|plan the team's volunteering day: pick a charity, book transport, lunch, photos for the blog
`);
