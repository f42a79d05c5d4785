import { parseCorpus } from "./corpus-types.js";

/** acquisition_disposition: getting or getting rid of a thing — buy, order, pick up, sell, donate, return. */
export const acquisitionCorpus = parseCorpus("acquisition_disposition", `
p|buy milk, eggs and coffee on the way home
p|need a new vacuum, the old one finally died
p|ordered a new phone case
p|collect the dry cleaning before thursday
p|return the jeans that don't fit
p|donate the old winter coats to the shelter
p|sell the old bike on marketplace
p|collected my repaired watch from the jeweller
p|get a new mattress, my back is killing me
p|order a replacement filter for the water jug
p|bought a used kayak from a guy on facebook
p|the new lawn mower arrived today
p|give the spare couch away, someone on the buy nothing group wants it
p|grab dog food and litter from the pet store
p|look at rice cookers this weekend, ours is broken
p|sold my old camera lens for $200
p|grab my prescription from the pharmacy
p|need printer ink
p|returned the broken kettle to the store
p|ordered blackout curtains for the bedroom
p|put the exercise bike up for sale
p|drop the old paint cans at the hazardous waste depot
p|buy a proper winter jacket before it gets colder
p|got rid of the old tv finally
p|pick up a bag of soil and some tomato starts
s|buy a present for Rosa's baby shower
s|pick up a birthday cake for Malik on saturday
s|order the kids new soccer cleats
s|get flowers for mum for mother's day
s|grab some wine for dinner at Olu's
s|need a booster seat for when my niece visits
s|passed the baby clothes on to my cousin
s|buy a thank you gift for the kids' teacher
s|order matching t-shirts for the family reunion
s|find a retirement present for dad
w|order business cards with the new logo
w|buy a second monitor, work is paying for it
w|need more shipping boxes for the shop orders
w|ordered 200 wick tabs from the supplier
w|pick up the printed flyers for the craft fair
w|return the faulty keyboard the company sent
w|order a new laptop charger for work
w|buy a card reader for the market stall
w|sold the old studio kiln to another potter
w|restock the glaze supplies for the shop
w|get a standing desk at work, manager approved it
w|order the banner for the trade show booth
p|ordered the floor tiles for the hallway
p|picked up the new faucet for the bathroom reno
p|finally bought a lounge rug
p|sell the baby swing and high chair, the kids outgrew them
p|put the old dresser on kijiji
p|need new hiking boots before the trip
p|order a new bike helmet, mine's cracked
p|pick up the paint samples from the hardware store
p|give the old laptop to the repair cafe
p|got a secondhand sewing machine off marketplace
p|the replacement blender part finally came
p|buy a dehumidifier for the basement
s|get a wedding present for Tariq and Yara, they registered at the kitchen store
s|buy a graduation gift for my niece
s|order the kids' halloween costumes
s|pick up a birthday card and balloons for Aiko's party
s|need to find a gift for the secret santa with the cousins
w|order a new espresso grinder for the cafe
w|buy more kraft paper bags for the shop
w|return the rented projector after the workshop
p|need a new toothbrush head
p|buy a new shower curtain
p|ordered new tires for the car
p|picked up the dog's new bed from the pet store
p|return the lamp, wrong colour
p|sell the old snowblower before winter
s|buy a card and flowers for my aunt's funeral
s|pick up the birthday balloons for Rosa saturday
s|get a present for the neighbours' new baby
w|order more mailer boxes for the shop
w|buy a new tripod for the product shoots
w|picked up the new studio lights from the supplier
w|order more jars and lids for the jam business
w|need extra soap bar labels before the market
p|ordered a new gasket for the fridge door
p|the replacement knob for the stove arrived
p|buy a new slow cooker, the old one cracked
p|order a spare part for the washing machine
p|picked up a new kettle and a toaster on sale
p|get new wiper blades and washer fluid
p|order a bike rack for the car
p|sell my old guitar amp
s|buy the kids new rain boots
w|buy a label printer to speed up shop orders
w|order new business cards for the conference
`);
