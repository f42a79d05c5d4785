import { parseCorpus } from "../corpus-types.js";

/**
 * task, second batch (issue 10): single things to do, chores reported done, outcomes stated
 * without the task's verb, regional English, dictation, typos and emojis.
 */
export const taskCorpus2 = parseCorpus("task", `
p|descale the kettle its all crusty inside
p|sweep the front steps before someone slips on the leaves
p|get the chimney swept before we light the first fire
p|replace the torn flyscreen in the kitchen window
p|the loo seat is loose again, tighten it
p|jet wash the patio slabs saturday if its dry
p|sort the airing cupboard, towels everywhere
p|hang blackout curtains in the guest room
p|regrout around the kitchen sink, it's gone black
p|clean the extractor hood filter, it's disgusting
p|put the summer duvet back in the loft
p|get a spare car key cut b4 the trip
p|reseal the shower tray this weekend
p|unblock the downstairs loo again ffs
p|trim the dog's nails, they're clicking on the floor
p|book the cat in for her jabs
p|wash the car it's filthy after the gravel road
p|change the bulb in the hallway, it's been out a week
p|sort the recycling, the blue bin is overflowing
p|get the bike tyres pumped up before sunday's ride
p|sort the tv licence renewal online
p|update my emergency contacts on the health portal
p|scan the old birth certificates and save them somewhere safe
p|find my vaccination record for the travel clinic
p|the dining table has a wobbly leg, fix it
p|clear the dead plants out of the window boxes
p|tape up the crack in the garage window till the glazier comes
p|put the christmas lights up on the porch friday evening
p|take the christmas tree to the mulching drop off
p|sort the shoe pile by the front door
p|iron my interview shirt tonight
p|mop the kitchen floor after the party mess
p|check the tyre pressures before tmrw's long drive
p|stick the parking permit on the windscreen
p|get the rego sticker sorted before it expires
p|book a service for the aircon before summer hits
p|clean out the carport gutters
p|scrub the bbq grill before the weekend
p|pay a visit to the tip with the broken chairs
p|shred the old bank statements in the hall cupboard
p|put up the new mirror in the bathroom
p|fix the dripping outside tap b4 it freezes
p|get the piano tuned, it sounds awful
p|find a sitter for the cat for the long weekend
p|book the car in for new brake pads
p|deadhead the roses and feed them
p|cut back the bramble along the side fence
p|oil the deck before the rain sets in
p|empty the dehumidifier in the basement
p|fix the sticky drawer in the kitchen
p|do the online check in for the flight tonight
p|get passport photos done at the chemist
p|sort out my wardrobe and bag up what doesnt fit
p|change the water filter in the fridge
p|test the smoke alarms, one is chirping
p|pressure wash the driveway on saturday morning
p|lag the pipes in the loft before the cold snap
p|brush the car roof clear of snow this time
p|tidy up the garden hose, it's a tangled mess
p|the tap washer's replaced, no more drip 🎉
p|gutters on the back are clear now, took all morning
p|smoke alarm batteries done, all beeping happily
p|the leaky shower head is sorted, new one's in
p|loft insulation rolled out finally, that was grim
p|car's back from the garage with new brakes, all good
p|the broken fence panel's been swapped out
p|oven's sparkling clean, first time in years
p|the spare room is finally cleared out, you can see the floor
p|garage floor swept and hosed, done and dusted
p|passport form's in the post, one less thing
p|license renewal went through online, easy
p|the hall bulb is changed, light at last
p|bikes are serviced and ready for the summer
p|dog's nails trimmed, she survived 😅
p|boiler pressure topped up, heating's working again
p|got the wardrobe flatpack built, only one screw left over
p|the squeaky stair is fixed, no more creaking at night
p|winter tyres on, ready for the snow
p|windows cleaned inside and out ✨
p|new blinds are up in the bedroom
s|help my brother pack his van on sunday
s|drive Nan to the eye clinic on the 9th
s|walk Aisling's dog while she's in hospital
s|pick the twins up from drama club at 5
s|collect Mum's prescription on the way home
s|sort out a babysitter rota for the school holidays with my sister
s|water the neighbour's hanging baskets while they're in Spain
s|drop the spare cot round to my cousin's
s|fix the puncture on my son's bike before school
s|label the kids' uniforms before term starts
s|help Dad set up his new phone sunday afternoon
s|assemble the kids' trampoline, the instructions are a joke
s|make the lunchboxes for the school trip tomorrow
s|sew the name tags into Orla's swimming kit
s|take Grandad's suit to be altered for the wedding
s|feed the neighbour's cat twice a day this week
s|help Rukmini hang her curtains after work thursday
s|sign the homework diary, it's overdue
s|fill in the consent form for the school flu jabs
s|drop the kids at the cinema at 2 and grab them at 4:30
s|book the family photo session for december
s|dig out the baby clothes for my sister in law
s|sort the plates and cutlery for mum's birthday lunch
s|take the kids' bikes in for a tune up
s|the kids' rooms are finally tidy, took an hour of negotiating
s|nan's new tv is set up and she can work the remote 🙌
s|helped Fergus move all his boxes, my back is done in
s|the school forms are signed and back in the bags
s|the kids' passports are renewed, phew
s|got Dad's gutters cleared while I was over there
s|trampoline's up in the garden, kids are thrilled
s|Bram's bike puncture is fixed
s|collected the cake for Ingrid's party, it survived the drive
w|update the team wiki with the new release process
w|prep the agenda for monday's ops review
w|fix the broken link in the newsletter footer
w|clean up the backlog before sprint planning
w|renew the ssl certificate for the client site b4 friday
w|write the job ad for the part time role
w|tidy the stockroom at the shop, it's chaos
w|reconcile the till float for the market stall
w|check the contract for the notice period clause
w|finish the quarterly compliance checklist
w|upload the new product photos to the shop
w|patch the payment page before the sale starts
w|sort the returns pile at the studio
w|set up my auto reply before my leave
w|archive the old project channels on slack
w|file the expense receipts from the Leeds trip
w|book the meeting room for the planning day
w|rewrite the product descriptions for the spring range
w|draft the risk assessment for the site visit
w|proofread the annual report before it goes to print
w|migrate the old tickets into the new board
w|redo the shelf labels at the deli
w|configure the new laptop for the intern
w|get the hygiene certificate displayed in the café window
w|update the shop's opening hours on google
w|chase the signatures for the supplier agreement
w|take stock of the glaze supplies at the studio
w|prep the handover doc for whoever covers me
w|fix the flaky test in the checkout suite
w|add the new hire to payroll before the 25th
w|the api migration is finished, old endpoints switched off
w|the stock take is done, only two boxes missing
w|hotfix is out, error rate's back to normal
w|the handover doc is written and shared with the team
w|signed contract is back from the supplier and filed
w|the broken build is fixed, pipeline's green again
w|site's back up after the outage, sorted it
w|the quarterly checklist is ticked off and submitted
w|new menu boards are up at the café
w|shop photos are all uploaded, listings look loads better
w|the booth for the trade fair is booked and paid for
w|all the expense receipts are scanned and filed
w|the training slides are done and sent to the trainer
p|ok so i need to sort the mess in the shed before winter and also clear the gutters
p|gotta fix teh gate latch its swinging open all night
p|need someone to check out the damp in the hall
p|clean out the car, there's fries under every seat 🍟
p|vaccum the stairs tomorrw
p|tidy the garadge so the bikes fit
p|hoover the lounge before the in-laws arrive sunday
p|mow the verge out front, council keeps leaving it
p|get the van's windscreen chip repaired this week
p|sort the pantry, three open bags of flour again
s|help the neighbours shift their piano on saturday morning
s|take the dog round to mum's before we fly
w|ugh need to redo the whole deck because the client changed the brand colours
w|sort the float for the school fete stall since the shop is sponsoring it
w|prep the new starter pack for thursday's induction
w|book the van for the market on the 12th
w|print the price tags for the pop up shop
`);
