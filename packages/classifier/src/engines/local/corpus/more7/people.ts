import { parseCorpus } from "../corpus-types.js";

/**
 * Seventh written batch, people side: family and friends named by first name only, where the thing done shows the
 * relation (a child's ballet pick-up, nursery fees, a friend's move, a godparent's promise), and money given to them
 * (GUIDELINES 2: social). Written from the guideline; no labelled set's text is reused.
 */
export const people7 = [
  ...parseCorpus("task", `
s|collect Maisie from ballet at 5
s|help Ravi lug his boxes up three flights at his new place
s|babysit Kate's two on saturday night
s|sew the costume for Finn's nativity
s|fill in Ada's form for the school trip
s|drive Nia to her swimming gala
s|drop Grace's birthday card round to her place
s|put up the shelves in Lily's bedroom before she's home for the holidays
s|pack Oscar's lunchbox and his reading folder
`),
  ...parseCorpus("reminder_intention", `
s|remind me it's Theo's sports day on friday
s|don't forget Jo's housewarming on thursday
s|remind me to book a table for Mum's 70th
s|remind me Leo's inhaler goes in his camp bag
s|remind me to ring Auntie Ama on sunday
`),
  ...parseCorpus("communication", `
s|rang Dev to wish him happy birthday
s|texted Mia before her driving test, fingers crossed
s|voice note to Lucy re hen weekend dates
s|called Gran, she's home safe after the bus
s|video call with Ollie and his boys tonight
s|messaged the uni lot about the reunion
`),
  ...parseCorpus("transaction", `
s|sent Ellie 50 quid, her birthday's tomorrow
s|paid Arlo's nursery fees for the month
s|chipped in for Rosa and Tim's wedding gift
s|transferred Jack his pocket money
s|gave Mum 200 for her boiler repair
s|paid for the kids' swimming lessons this term
`),
  ...parseCorpus("acquisition_disposition", `
s|collect the cake for Isla's party
s|order something for Kemi's baby shower
s|need new school shoes for Ruby
s|gave the old bike to Ben's little one
s|bought matching pyjamas for Anna and the kids
`),
  ...parseCorpus("project", `
s|plan Ivy's christening: church, lunch, godparents
s|Gran's 90th: a hall, the cake, old photos on a screen, the cousins invited
s|move Dad into the bungalow: packers, a new bed, rails in the bathroom
s|surprise for Chloe's 30th: a cabin, a playlist, her old flatmates
`),
  ...parseCorpus("routine_activity", `
s|sunday video call with Mum like always
s|school drop-off done as usual
s|friday pizza night with the kids
s|bedtime story with Maya, every night
`),
  ...parseCorpus("contact", `
s|Tom changed his mobile, it's 07700 900 118 now
s|Priya's little girl is called Anvi, she's four
s|Callum's girlfriend is Jess, she's vegetarian
s|Aunt Rose's address is 4 Mill Lane
`),
  ...parseCorpus("decision_commitment", `
s|boxing day is at Hugo's this year
s|promised Ellie I'd teach her to drive
s|told Marcus I'd be godfather to his son
s|not going on Connor's stag, can't afford it
`),
  ...parseCorpus("learning_consumption", `
s|reading the book club pick Amira chose
s|baby signing class with Ruby on tuesday
s|listening to that audiobook Dad rates
`),
  ...parseCorpus("milestone_outcome", `
s|Harry got into Edinburgh!
s|Zara walked three whole steps by herself today
s|Lena and Marco got engaged
s|Grandma's home from hospital with the all clear
`),
  ...parseCorpus("observation_insight", `
s|Ollie's always grumpy after football
s|Mum seems lonelier since Dad passed
s|Beth never answers at weekends
`),
  ...parseCorpus("emotion_state", `
s|so proud of Kai at his graduation
s|worried about Tash since the breakup
s|missing Nana's cooking
s|gutted Leo can't make it home for christmas
`),
];
