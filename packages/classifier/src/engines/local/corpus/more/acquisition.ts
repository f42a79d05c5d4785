import { parseCorpus } from "../corpus-types.js";

/** acquisition_disposition, second batch: needing, buying, ordering, collecting, selling, donating, returning things. */
export const acquisitionCorpus2 = parseCorpus("acquisition_disposition", `
p|need running shoes, these have holes
p|order a replacement filter for the hoover
p|buy lightbulbs, the screw in kind
p|picked up the new tyres from the fitters
p|sold the old sofa on gumtree, £60
p|listed the camera lens on ebay
p|returned the jeans, wrong fit
p|donated a box of books to the charity shop
p|ordered blackout blinds for the nursery
p|bought a new mattress, delivery next week
p|need a new phone charger, the cable's frayed
p|grab dishwasher tablets on the way home
p|pick up the parcel from the post office depot
p|the new washing machine arrives thursday between 7 and 11
p|got a secondhand bike off marketplace for $90
p|need to buy a birthday card and wrapping paper
p|chuck the broken printer at the recycling centre
p|give the old cot to the charity collection
p|collected my glasses from the optician
p|ordered more printer ink, should come tomorrow
p|buy a doormat, ours is falling apart
p|get a new kettle descaler and bin bags
p|return the drill to the hire shop by 5
p|pick up the curtains from the alterations place
p|ordered the replacement oven knob, it's on backorder
p|sold my old guitar to a guy in Leith
p|bought a second hand freezer for the garage
p|need more compost and a bag of grass seed
p|get a smoke alarm for the landing
p|picked up paint samples for the hallway
p|selling the pram now the little one's walking
p|sofa's stuck in the warehouse, no delivery date yet
p|ordered a new lawnmower blade
p|need to replace the bathroom scales
p|bought a heated airer, best purchase of the winter
p|grab milk, eggs and coffee
p|pick up dog food, the big bag
p|returned the faulty toaster to Argos
p|old mattress is going, council collection booked
p|listed the dining chairs on facebook marketplace, $20 each
p|order the contact lenses before i run out
p|picked up a rug at the vintage market
p|need a new work bag, the strap snapped
p|the replacement hob arrived but it's the wrong size
p|hunt down a cheap secondhand desk for the box room
p|buy a new bin for the kitchen
p|pick up my suit from the dry cleaners
p|groceries: rice, lentils, spinach, yoghurt
p|need a bigger crate for the puppy
p|sold the exercise bike, someone's coming for it tonight
s|buy a present for my niece's christening
s|pick up the balloons for Ruby's party
s|order the cake for dad's 60th
s|get a thank you gift for the kids' teacher
s|bought matching pyjamas for the whole family 😂
s|need a new school bag for Leo, the zip's gone
s|pick up Mum's new walking frame from the pharmacy
s|ordered flowers for my sister's new flat
s|buy school shoes for both kids before term
s|give the kids' old toys to the neighbours' little ones
s|sold the kids' outgrown bikes to a family down the road
s|need a wedding present for Bilal and Farah
s|picked up the costumes for the school play
s|order a birthday hamper for grandma
s|get some wine and chocolates for the hosts on saturday
s|bought a secondhand cot for the baby from my cousin
s|grab a gift voucher for my brother's 30th
s|returned the duplicate toy the kids got for their birthday
w|order more till roll for the shop
w|buy a new monitor for the office, budget approved
w|we need more kraft boxes for the etsy orders
w|picked up the banner from the printers for the stall
w|ordered 500 business cards for the conference
w|restock the coffee beans for the café, we're nearly out
w|sell the old display cabinets from the shop refit
w|the new laptops for the team arrive monday
w|returned the faulty card reader to the supplier
w|need another pallet of clay for the studio
w|buy a gazebo for the outdoor market stall
w|ordered branded mugs for the client gifts
w|pick up the stock from the wholesaler thursday morning
w|get a label printer for the shipping desk
w|donated the old office chairs to the community centre
w|bought a projector for the meeting room
w|need a new headset for client calls
w|ordered the fabric for the next collection
w|list the surplus stock on the wholesale site
w|collect the new tables for the café terrace
p|need new wiper fluid and some de icer
p|buy batteries aa and aaa
p|pick up the bread from the baker's b4 it shuts
p|ordered a new hose 🪴
p|got a free wardrobe off freecycle, just need to collect it
p|need new tyres, the fronts are bald
p|sold my old iphone to a trade in place
p|groceries run tmrw, we're out of everything
s|grab a present for Kalani's housewarming
w|printer paper and toner needed at the office, nearly out
w|ordered sample packs from a new packaging supplier
w|got the new shop sign delivered, looks ace
`);
