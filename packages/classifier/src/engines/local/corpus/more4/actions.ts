import { parseCorpus } from "../corpus-types.js";

/**
 * Fourth written batch (issue 10, third round), part 1: things to do, reminders, messages, money
 * and things got or got rid of, in all three domains and the capture styles of GUIDELINES 1
 * (typos, dictation, emojis, regional English, run-ons). Written fresh for the corpus.
 */
export const tasks4 = parseCorpus("task", `
p|unblock the kitchen drain with the plunger thing
p|reseal round the bath before the grout goes green again
p|swap the smoke alarm batteries its been chirping all night
p|fix the squeaky hinge on the wardrobe door
p|hang the mirror in the hall finally
p|get the chimney swept b4 we light the fire
p|sort the pile of post on the kitchen table
p|clear out the under stairs cupboard this wknd
p|patch the hole in the fence where the fox gets in
p|iron shirts for the week
p|book a slot at the tip for the old carpet
p|defrost the freezer its like a glacier in there
p|get the bike tyre patched its flat again
p|shampoo the hall carpet, the dog's muddy paws everywhere
p|get the AC gas refilled before summer peaks
p|take the scooter for its pollution check
p|paint the skirting boards in the landing
p|so today i need to sort the shed and then the hose reel and maybe the compost bin if i'm not dead
p|oven cleaned, took two hours and a lot of swearing
p|finally got round to fixing the leaky outside tap
p|the curtain rail is back up, only took three attempts
p|re-grouted the shower, looks brand new
p|clean teh windows upstairs theyre filthy
p|de-ice the car windscreen before the school run tomorow
p|descale the kettle 🫖
p|put the christmas lights back in the loft 🎄
s|help dad set up his new phone on sunday
s|collect granny's prescription on the way to hers
s|drive the kids to the cinema saturday afternoon
s|assemble the cot for my sister's baby
s|sort the lift share for the kids' swimming gala
s|bake something for the church harvest supper
s|put the neighbour's bins out while they're in Spain
s|set up the bouncy castle for the street party
s|help the residents' group hand out leaflets about the new crossing
s|fill in Maya's school trip consent form
s|iron the kids' uniforms for monday
s|take nan to her hair appointment thursday morning
s|hand in the lost property at the cricket club
s|get the spare room ready for my brother and his girlfriend
s|label the kids' new school shoes
s|help my flatmate fix her bike
s|put up the bunting for the village fun day
s|cover Joe's shift on the community allotment rota
w|fix the flaky integration test in the payments repo
w|get the purchase order raised for the new laptops
w|book the meeting room for the client workshop
w|prep the agenda for tuesday's retro
w|tidy up the jira backlog, 200 tickets is mad
w|test the new checkout on mobile before we go live
w|photograph the new mugs for the online shop
w|price up the new stock for the market stall
w|proof read the newsletter before it goes to subscribers
w|rotate the api keys on the prod server
w|kindly revert on the pending tickets by eod
w|need to close out the open action items from the offsite
w|get the conference stand designs to the printers
w|sign off the release notes, then tag the build, then bump the version
w|did the code review for the search change, approved
w|expense report done and submitted
w|onboarding docs are finally updated
w|fixed the broken link on the shop homepage
p|get the nanny's payslip printed for her mortgage application
p|leave the cleaner a note about the oven
p|show the new gardener where the hose is
p|sort a spare key for the dog walker
p|clear a space for the window cleaner's ladder
`);

export const reminders4 = parseCorpus("reminder_intention", `
p|remind me the recycling goes out tonight
p|remind me to take my vitamins after breakfast
p|dont forget to move the washing to the dryer
p|remind me the motor policy rolls over on the 14th
p|ping me at 8 so i water the tomato plants
p|remind me abt the meter reading on friday
p|remind me the boiler man is coming between 8 and 12 monday
p|remind me to leave cash for the cleaner on thursday
p|don't forget to pay the gardener before he goes on holiday
p|nudge me to book a haircut next week
p|remind me to defrost the chicken for tmrw
p|reminder: bins go out sunday night
p|remind me tomorrow about the gym cancellation letter
s|remind me to ring nana after her hospital appointment
s|don't forget Ada's recital on saturday
s|remind me to buy a card for my brother's graduation
s|ping me when it's time to pick the girls up from ballet
s|remind me the school photos money is due friday
s|don't forget it's dad's turn to have the kids this weekend
s|remind me to send Sam the holiday photos
s|remind me about the community litter pick on sunday morning
s|remind me to sign up for the school disco rota
s|dont forget the PTA meeting thursday 7pm
s|remind me to ring the godkids on christmas eve
s|remind me to wish Ikenna good luck before his exam
w|don't forget the client demo moved to 3pm
w|ping me 10 mins before the standup
w|remind me to order business cards before the trade show
w|don't forget to update the status page after the deploy
w|remind me to log my CPD hours for the year
w|dont forget the payroll cut-off is the 25th
w|remind me about my appraisal prep on wednesday
w|reminder to back up the design files friday
w|remind me to ask HR about the parental leave policy
w|remind me the office is closed monday for the bank holiday
`);

export const messages4 = parseCorpus("communication", `
p|call the gp surgery at 8 when the lines open
p|call the vet to book Mango's jabs
p|rang the insurer about the windscreen chip, they're sending someone
p|emailed the council about the pothole outside no 14
p|phoned the pharmacy, the prescription's ready after 2
p|message the cleaner to swap to wednesday this week
p|text the window cleaner he missed the back windows
p|wrote to the energy company about the estimated reading
p|call the boiler company about the annual service
p|had a chat with the builder about the extension costs
p|gave the locksmith a ring, coming at 4
s|call grandma after lunch
s|ring my sister about the christmas plans
s|facetime the cousins in Lagos on saturday
s|texted Olu to say well done on the new job
s|video call with mum and dad sunday 6pm
s|voicemail from the school about Ruby's trip
s|message the parents' group about the lost coat
s|call my godson on his birthday
s|need to whatsapp the book club about the venue change
s|replied to aunty's message about the wedding
s|had a lovely long call with my best mate from uni
s|text the neighbours about the party noise saturday
s|call the football coach about the tournament lift
w|email the supplier about the late delivery
w|call the client back about the contract renewal
w|slack the design team about the new mockups
w|teams call with the Singapore office at 7am tomorrow
w|emailed the landlord of the shop unit about the lease break
w|ring the accountant about the company year end
w|had a call with the investor, went well
w|messaged the recruiter back, not interested
w|need to email my manager about the training budget
w|send the client a quick update on the timeline
w|zoom with the new intern at 2
w|dm the marketing lead about the launch date
w|left the vendor a voicemail about the invoice mismatch
w|catch up call with my mentor on friday
w|reply to the customer complaint about the chipped vase
w|phoned HR about my payslip, they're looking into it
`);

export const money4 = parseCorpus("transaction", `
p|paid the gas bill, £88 this quarter
p|the water rates went up again, $64 a month now
p|council tax direct debit set up, 10 instalments
p|paid the cleaner £45 for this week
p|nanny's pay for march sent, £1,200
p|gardener's invoice paid, $180 for the hedges
p|paid the dog walker for the fortnight
p|car insurance renewal is $940 this year
p|house insurance excess is £250 if we claim
p|transfer 200 into the holiday savings pot
p|got a £30 refund from the train company for the delay
p|the broadband bill jumped to £52, need to haggle
p|paid off the credit card in full this month
p|rent's gone up by $75 from april
p|parking fine £70, paid it, lesson learned
p|paid the vet bill for the ear infection, 120 quid
p|cashback of $18 came through on the card
p|the electricity refund from the old supplier finally arrived
s|sent mum $300 for her flights
s|paid for my sister's birthday meal, $140
s|lent my son £50 for the festival ticket
s|gave the kids their pocket money
s|put £20 in the collection for the school minibus
s|chipped in $30 for the neighbour's leaving present
s|transferred ₹10,000 to dad for the house repairs
s|paid the deposit for the family holiday cottage, £400
s|sponsored my niece's fun run £15
s|sent the wedding gift money to my cousin
s|paid for the kids' swimming term, £96
w|invoice the Hollis account, march's retainer
w|client paid the deposit, $2,500 in
w|paid the freelancer for the illustrations, $600
w|the shop's card fees were $212 this month
w|refund the customer for the broken lamp, $45
w|submitted my travel expenses, $318
w|reimbursement for the conference hotel came through
w|paid the business rates for the unit
w|payroll went out for the three staff
w|sales tax payment due by the 20th for the shop
w|chase the overdue invoice from the agency, 60 days now
w|got paid for the consulting gig, £1,800
w|etsy fees ate 12% of the sales this month
w|the market stall pitch fee is £35 a day now
w|pay the accountant for the company accounts
`);

export const getting4 = parseCorpus("acquisition_disposition", `
p|need fresh trainers, the old pair have holes
p|buy loo roll and bin bags
p|ordered a new hoover, the old one's knackered
p|collected my new specs from the optician
p|sold my old bike on gumtree for £80
p|listed the exercise bike on marketplace
p|donated two bags of books to the charity shop
p|returned the jeans, wrong fit
p|gotta get a new phone charger
p|grab washing up liquid on the way back
p|ordered bulbs for the garden
p|need a new mattress, my back's killing me
p|bought a secondhand sofa off a lady in town
p|get shot of the old microwave
p|the new fridge arrives thursday between 7 and 1
p|buy a new lead for the dog, she chewed through it
p|ordered a replacement filter for the cooker hood
p|the courier left the new kettle at the neighbour's
p|need to get a spare house key for the cleaner
s|buy a present for my goddaughter's christening
s|pick up balloons for the twins' party
s|ordered matching jumpers for the family photo
s|get a card and flowers for mum
s|grab snacks for the kids' sleepover
s|bought the boys new football boots
s|sold the kids' old bunk beds to a family down the road
s|donated the toys the kids outgrew to the nursery
s|pick up the cake for the street party
s|get bunting for the school fete stall
s|need a baby gate for when my sister visits with the little one
s|buy tickets for the village panto for all of us
s|ordered a wreath for uncle's funeral
w|order new business cards
w|ordered 500 jars for the jam business
w|picked up the new sign for the shop
w|returned the faulty printer to the supplier
w|need more stock of the blue mugs
w|sold the old display cabinets from the shop
w|buy a projector for the training room
w|ordered the team's new laptops
w|pick up the trade show banners from the printers
w|the new till arrived for the café
w|order a replacement keyboard from IT
`);
