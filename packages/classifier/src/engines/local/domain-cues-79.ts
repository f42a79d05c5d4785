import type { Domain } from "@life/contracts";

/**
 * Seventy-ninth round on domain (dom79): the user's own errands read as work, in shapes that the read halves of
 * several voices share. Kept in its own file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES (read on
 * the domain subject), no model feature.
 */
export const ROUND79_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A double charge on one's own card or account ("refund for the double charge at X still not in the account", "the
  // bank took the <fee> twice, claim it back at the branch"; "the bank is 'looking into' the double charge on my
  // visa", "gym refund for the double charge", "rang Vodafone about the double charge on my plan" in other voices):
  // one's own money, personal, though a refund and a bank read as a business's books. A customer's or client's
  // double charge (the user's trade) is not matched.
  ["personal", /^(?!.*\b(?:customers?|clients?|guests?|buyers?|patients?|students?)\b).*(?:\bdouble[- ]charged?\b|\bcharged (?:me )?(?:twice|double)\b|\bthe bank took (?:the |my |a )?(?:[a-z-]+ ){0,4}twice\b)/, 6],
  // One's own blood test ("fasting bloods at the lab before my shift"; "bloods at 8 tmrw, fasting", "Dr X tuesday
  // for my bloods", "rang the surgery, bloods are booked" in other voices): one's health, personal, though a shift
  // names the job. Someone else's bloods (a name's, his, her, their) are not matched.
  ["personal", /^(?!.*\b(?:zperson's|his|her|their)\b).*\bbloods\b/, 6],
  // A screen or lights-out hour kept by oneself ("lights out by 11 for me, starting next monday", "screens off by 10
  // for me"; "I sleep way better when screens go off by 10" in another voice): one's own rest, personal.
  ["personal", /\b(?:lights?|screens?|phones?|tv|laptops?|devices?)(?: (?:go|goes|going|went))? (?:off|out) by (?:znum|ztime)\b/, 6],
  // A personal-care provider's card ("optician on X is run by mr. Y, he fits the frames himself", "Y the massage lady
  // does home visits, <number>"; "Mele, massage lady, will come to you, <number>" in another voice): one's own
  // care, personal, though frames and a price read as a trade's. Only a provider word followed by who runs it, a home
  // visit or a phone number.
  ["personal", /\b(?:optician|optometrist|massage (?:lady|man|therapist)|masseuse|barber|hairdresser|beautician|nail (?:lady|tech)|manicurist)\b[^.]{0,40}\b(?:is run by|run by|does home visits|will come to you|comes to (?:you|the house)|znum znum)\b/, 6],
  // One's old thing sold to a neighbour ("sold the old X to the lady on the 3rd floor for 3,000"; "sold my old X to a
  // woman on the next street for 45k" in another voice): a household sale, personal, though a sewing machine reads as
  // a factory's. A buyer named by trade ("to a photographer", "to a clinic") is not matched: only a person who lives
  // on the next street, on a floor of the building, next door, upstairs or across the road.
  ["personal", /\bsold (?:the|my|our) (?:[a-z0-9-]+ ){1,4}to (?:a|the) (?:woman|lady|man|guy|bloke|girl|family|couple|neighbou?r) (?:on the (?:next|same|other) street|on the zordinal floor|next door|upstairs|downstairs|down the (?:road|street|hall)|across the (?:road|street|hall))\b/, 6],
  // A small appliance got for the home ("ordered a blender off the X website, they deliver saturday", "bought a new
  // hairdryer for home, not the salon"; "ordered a new blender, Amazon says it gets here monday", "bought a new heater
  // for the bedroom", "ordered a fan on Mercado Libre" in other voices): the household's, personal, though a website
  // order and a price read as a trade's stock. One got for the shop, salon, café, clinic, office, staff or clients is
  // not matched.
  ["personal", /^(?!.*\bfor (?:the|our|my) (?:shop|stall|cafe|café|salon|studio|office|clinic|restaurant|truck|bakery|business|ward|site|kitchen|staff|team|guests?|clients?|customers?)\b)(?:.*\b)?(?:ordered|bought|order|buy|buying|ordering|got) (?:a|an) (?:new )?(?:blender|kettle|toaster|microwave|iron|fan|rice cooker|air fryer|hairdryer|hair dryer|vacuum|hoover|heater|mattress)\b/, 6],
];
