import { parseCorpus } from "./corpus-types.js";

/** task: a single thing to do that is none of the other types; a chore reported done is still a task. */
export const taskCorpus = parseCorpus("task", `
p|clean the bathroom grout this weekend
p|vacuum the car before the road trip
p|mow the lawn tomorrow morning before it gets hot
p|unclog the kitchen sink, it's draining super slow
p|replace the batteries in the smoke detector
p|hang the new shelves in the hallway saturday
p|finally scrubbed the oven, took forever
p|patched the hole in the bedroom wall
p|rake the leaves out front before the bin pickup on the 9th
p|sort out the junk drawer
p|change the furnace filter, it's overdue
p|bleed the radiators before it gets cold
p|wash the duvet covers
p|tidy the garage so the car fits again
p|get the winter tires put on before month end
p|fill out the passport renewal form
p|renew my library card
p|swap the closet over to summer clothes
p|iron shirts for the week
p|fix the squeaky back door hinge
p|put the patio furniture away before the storm
p|shovel the driveway first thing
p|clean out the fridge, something smells off
p|finally descaled the espresso maker
p|file the warranty paperwork for the new fridge
p|back up my phone photos to the hard drive
p|update my address on my driver's licence
p|book a haircut for next week
p|schedule my annual physical
p|get the car inspected before the sticker expires on the 28th
p|drop the recycling at the depot on the way to the gym
p|wrap the pipes in the crawlspace before the frost
p|touch up the paint on the stair railing tomorrow afternoon
p|water the lawn tonight if it doesn't rain
p|deep clean the carpets before we move out
s|help Olu carry his new couch up the stairs friday evening
s|drive Rosa to her orthodontist appointment thursday
s|pack the kids' swim bags for tomorrow
s|sign the field trip form for Malik by wednesday
s|bake cupcakes for Yara's class party on the 14th
s|set up the crib in the nursery before my sister visits
s|pick Tariq up from hockey at 6
s|label all of Ingrid's daycare clothes
s|fill in the school emergency contact sheet for the twins
s|help dad set up his new tablet sunday
s|walk grandma's dog while she's in hospital
s|drop soup off at Benedikt's place, he's got the flu
s|assemble the kids' new bunk bed saturday
s|make the costume for Aiko's school play
w|refresh the onboarding doc before the new hire starts monday
w|fix the broken checkout button on the staging site
w|prep the agenda for tomorrow's sprint planning
w|write up the meeting notes from the design review
w|clean up the team drive ahead of the audit
w|finish the slide deck for the board meeting by thursday
w|review Soren's pull request before lunch
w|update the shop website's pricing page
w|restock the display shelves at the studio before the weekend
w|draft the job description for the junior designer role
w|submit my timesheet by 5 today
w|rotate the API keys on the production server
w|renew the domain for the bakery site before it lapses
w|finished the quarterly report, sending it tomorrow
w|package the online orders for the market stall tomorrow morning
w|photograph the new product line for the catalogue
w|set up the conference room for the client workshop
w|patch the login bug before the release on the 3rd
w|organize the stockroom at the shop this afternoon
w|update my linkedin with the new certification
w|tidy up the backlog before standup
w|fill in the expense form for the Calgary trip
w|wrote the test cases for the export feature
w|archive last year's project folders
p|clear the gutters before the first snow
p|sweep the chimney before we light the first fire
p|caulk around the tub, the old seal is mouldy
p|put up the curtain rods in the living room this weekend
p|mount the tv on the wall tomorrow
p|repaint the front door, it's peeling
p|reorganize the pantry and toss expired stuff
p|set up the new printer
p|cleaned the windows inside and out
p|finally fixed the leaky tap in the bathroom
p|vacuumed the stairs and mopped the kitchen
p|get my passport photos taken before the appointment on the 12th
p|update the emergency kit in the car
w|put together the onboarding checklist for the intern
w|set up an auto-reply while I'm at the conference
w|book the meeting rooms for next week's interviews
w|send out the agenda before the planning session
w|close out the sprint tickets before the retro
w|migrate the old blog posts to the new site
w|do the monthly stock count at the shop
w|finish the performance self-review by friday
w|proofread the grant report before it goes out
w|get the contract signed by the venue
w|clean up the client folder structure
w|prep the demo environment for the sales pitch
w|bookkeeping for the studio: enter last week's receipts
w|log my hours for the client project before payroll closes
p|fold the washing and put it all away before bed
p|take the recycling out tonight
p|defrost the big freezer and bin the ancient stuff
p|sort the mail pile on the counter
p|clean the litter box and mop the laundry room
p|hang the pictures in the hallway
p|drop the overdue library books back on the way to work
p|pay a visit to the post office to mail the forms
p|re-seal the driveway this weekend
p|put the summer clothes in storage
p|fix the wobbly chair in the kitchen
p|dust the bookshelves and vacuum under the beds
p|charge the drill and put up the coat hooks
s|make dinner for my parents friday
s|pack a hospital bag for my sister's due date
s|drive the kids to their cousins' house saturday morning
s|bake the cake for Olu's party
s|drop off Rosa's forgotten lunch at school
w|timesheets due before noon
w|push the hotfix for the broken search tonight
w|fix the invoice export bug in the admin panel
w|answer the support tickets from the weekend
w|tag all the product photos for the new shop listings
w|prepare the quarterly slides for the leadership review
w|set up the staging server for the client demo
p|top up the rye starter with flour and water before bed
p|file my tax return by april 30
p|renew the passport, it expires in june
p|book a haircut for next week
w|set up my email auto-reply before the holidays
w|hand off my open tickets before my leave starts
w|approve the team's timesheets before payroll runs
p|mop the kitchen floor and wipe the baseboards tomorrow
p|scrub the mould off the basement walls
w|deploy the login timeout patch tonight
w|pair with the new dev on the payments bug tomorrow morning
p|dentist cleaning at 3:30 on thursday
p|sharpen the kitchen knives
p|regrout the tiles around the tub this weekend
p|test the sump pump before the spring melt
p|clear out the car before the inspection
p|put the snow tires in storage
p|fill the bird feeders and top up the water bowl
p|sew the button back on my coat
p|bring the garden hoses in before it freezes
s|wrap the presents for the cousins tonight
s|set up the tent in the backyard for the kids' sleepover
s|iron Rosa's dress for the recital
w|migrate the staging database before the freeze
w|write the handover notes for the night shift
w|refactor the export module before the audit
w|clean up the product listings with the new photos
`);
