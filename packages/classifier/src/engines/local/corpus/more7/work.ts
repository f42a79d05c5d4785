import { parseCorpus } from "../corpus-types.js";

/**
 * Seventh written batch, work side (issue 10, domain on persona sets): the user's work or own trade told only by
 * its jargon, places and people, with no "work", "job", "client" or "customer": first fix and back boxes, a ward's
 * handover and obs, lunch service and the walk-in, a conveyance, a salon's colour, standup and a PR, a farm's
 * paddocks, a market stall's float. Clients, patients, builders and staff are named by first name, and the thing
 * done shows the relation (an invoice, drawings signed off, a colour patch test). Business money (takings, VAT,
 * BAS, the trade account, subbies) is systems (GUIDELINES 2). Written from the guideline in many trades and regions;
 * no labelled set's text is reused.
 */
export const work7 = [
  ...parseCorpus("task", `
w|first fix at the Okafor new build, back boxes and cable runs on the ground floor
w|finish the soil stack on plot 14 before the scaffolders arrive
w|chase out the kitchen wall at the Baxter house for two extra double sockets
w|prep veg for lunch service and log the walk-in temps
w|mark the year 10 mock papers before period 3
w|cover Hannah's obs on bay 4 after handover
w|write up the discharge letters from this morning's ward round
w|redo the toner on Jade's balayage at 2, the tone came out brassy
w|rebase the payments branch and fix the flaky tests before standup
w|finish the local searches for the Harrisons' purchase
w|drench the ewes in the top paddock before the rain sets in
w|re-hang the doors on the Mitchells' fitted wardrobes, two are catching
w|cash up the till and take the banking in before close
w|do the year-end accounts pack for Sunil's bakery
w|fill the cracks in flat 6 before the new tenants check in
w|get the method statement done for thursday's site visit
w|tidy up the search PR so Amir can review it
w|send the Dunns the amended floor plans ahead of their planning meeting
w|photograph the new earrings for the shop listing
w|update the allergen sheet for the new dessert
w|swap the brake pads on the Corsa in bay 2 before the owner collects
w|clear the repair tickets ahead of my on-call week
w|final seating chart for the Alcott wedding we're catering
w|snag list at the Parkside flats: sealant, two sticking doors, a missing faceplate
w|pull the overnight bloods results before the consultant arrives
w|reline the Fitzgeralds' gutters while the scaffold's still up
`),
  ...parseCorpus("reminder_intention", `
w|remind me, chase Ngozi for the signed drawings
w|remind me to log my CPD hours before the registration deadline
w|don't forget the landlord gas certs for the Elm Road lets
w|remind me the scaffold at the Pearce extension comes down friday
w|top up the float for the stall, remind me
w|remind me, Tomasz needs the revised cut list by noon
w|don't forget the fire drill log for block C
w|remind me, agency nurses' timesheets need signing
`),
  ...parseCorpus("communication", `
w|rang Declan to say his worktops are a week late
w|emailed Mrs Obi the breakdown for her rewire
w|text the lads the postcode for tomorrow's site
w|left Priyanka a voicemail about her patch test
w|messaged Sol that the lamb's off tonight's specials
w|video call with the Lindqvists about their loft plans at 4
w|emailed the planning officer the amended elevations
w|rang the merchant about the missing plasterboard drop
w|text Jamal the gate code for the Kingsmead site
w|called theatre to push my patient back to the afternoon list
w|emailed Rafaela the proofs of her wedding invitations
`),
  ...parseCorpus("transaction", `
w|invoiced Colm for the bathroom, 4,200 plus VAT
w|saturday's takings were 300 down on last week
w|paid the subbies for the groundworks
w|quarterly BAS lodged, 2,900 owing
w|mileage for the site visits went in with this month's claim
w|Ferdinand paid the deposit for his loft conversion
w|timber for the Hughes deck ran 600 over the estimate
w|trade account statement came in, 1,870 to settle
w|knocked 150 off Gemma's balance because a tile chipped
w|set my day rate at 260 for the new builder
w|card machine fees took 90 off the stall this month
`),
  ...parseCorpus("acquisition_disposition", `
w|order another drum of 2.5 twin and earth from the wholesaler
w|need new clippers for the second chair
w|sold the old cement mixer off the yard
w|picked up the worktop offcuts for the Bradley kitchen
w|more sharps bins for the treatment room
w|order brioche buns for friday's service
w|a second laptop for the new starter
w|took the wrong hinges back to the trade counter
w|need a bigger gazebo for the market pitch
`),
  ...parseCorpus("project", `
w|take on the Northfield school refit: survey, method statement, price, programme
w|open a second chair at the salon: rent the space, hire a stylist, new mirrors
w|launch the supper club: menu, licence, ticket page
w|move the practice onto the new booking system: export records, train reception, go-live
w|get the pottery stall online: photos, a shop page, postage rates
`),
  ...parseCorpus("routine_activity", `
w|walked the tuesday site inspection with the clerk of works as usual
w|fridge temps and the delivery check, first thing every morning
w|did the monthly VAT reconciliation, same as always
w|weekly progress call with Tom about the fitout
w|did the sunday prep for the week's bread orders
w|the usual 7:30 huddle on the ward
w|milking done at 5 as every day
`),
  ...parseCorpus("contact", `
w|the project manager on the Riverside build is Sinead, 07700 900 412
w|Ravi at the plumbers' merchant gives us trade prices
w|the salon unit's new landlord is Mr Fenwick
w|clerk of works for the hospital extension is Ade Bello
w|Martina runs the cafe that takes our sourdough, pays on 14 days
w|the planner for the Okoro wedding is Fiona, she relays everything
`),
  ...parseCorpus("decision_commitment", `
w|not taking on any more loft conversions this year
w|going with the cheaper merchant for plasterboard from now on
w|told Declan we'd start his extension in march
w|dropping saturday opening at the salon
w|delivery charge goes to a fiver from the 1st
w|doing the Wrights' rewire at cost, they've sent three referrals our way
`),
  ...parseCorpus("learning_consumption", `
w|booked on the wiring regs update course
w|reading up on heat pump sizing for the Avery quote
w|watched the walkthrough of the new booking system before we switch over
w|manual handling refresher done online
w|revising for my gas ticket renewal
`),
  ...parseCorpus("milestone_outcome", `
w|signed the contract for the new surgery fitout
w|the salon page just passed 100 reviews, all five stars
w|passed my level 3 in plumbing
w|the Harrisons' sale completed today
w|first month the stall broke even
w|landed the council framework
`),
  ...parseCorpus("observation_insight", `
w|tuesday mornings are always dead in the salon
w|copper fittings at the merchant have jumped again
w|Declan changes his mind after every first fix
w|bookings drop off whenever it rains
w|the new lad pulls cable quicker than I could at his age
w|nights are always short-staffed at weekends
`),
  ...parseCorpus("emotion_state", `
w|dreading handover with the new charge nurse
w|chuffed the Okafors loved their kitchen
w|stressed about the snag list on plot 14
w|fed up chasing Colm for his balance
w|nervous about pricing the school refit
`),
];
