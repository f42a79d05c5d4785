import type { Domain } from "@life/contracts";

/**
 * Sixty-fifth round (dom65): the household's workers named without their trade, in several voices' read parts. Kept in
 * its own file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND65_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A named person's pay or payslip ("don't forget Luciana's pay, she flies out sunday", "Atieno's pay of 12,000 falls
  // due on the 5th", "Aunty Loide's payslip"): the household's worker (GUIDELINES 2, home service providers), personal,
  // though a bare name reads as a friend. Not hours or wages (a business's staff send their hours), and not when the
  // thought names family, whose carer's pay is theirs ("Sunita's pay for sitting with Papa").
  ["personal", /^(?!.*\b(?:papa|mama|mum|mom|dad|father|mother|granny|grandma|grandpa|nan|gran|aunt|uncle|shop|store|stall|salon|business|staff)\b).*\b(?:(?:mr|mrs|ms|miss|aunty|auntie)\.? )?zperson's (?:pay|payslip)\b/, 4],
  // A named person's round of the house or garden ("Boyd mows friday morning as usual", "text Rick whether he's doing
  // lawns this summer", "decided Miss Doreen coming tuesdays only from next month", "told Rosa we're switching her to
  // every other week"): the household's cleaner or gardener, personal, though a name reads as a friend.
  ["personal", /\bzperson (?:mows|mowed|does the (?:lawns?|garden|house|hedges|ironing))\b|\b(?:he|she)(?:'s| is) doing (?:the )?lawns\b|\bzperson (?:is )?coming (?:on )?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)\b|\bswitching (?:her|him) to every (?:other|second) week\b/, 4],
  // A named person's word on, or work done to, a fitting of the home ("Boyd reckons the mango tree has to come down",
  // "Miss Doreen say the washing machine leaking from the back again", "Bianca did an amazing job on the oven", "Dalgety
  // gets the kitchen job, his quote was fairest"): the home's tradesman, gardener or cleaner (GUIDELINES 2), personal,
  // though a bare name reads as a friend and a job as work. Vehicles are left out (a bank's word on the truck loan is a
  // business's); only "the" thing, so another's home ("Peigi's gate") stays with the sixty-fourth round's social cue.
  ["personal", /\bzperson (?:reckons|says|said|say) (?:that )?the (?:[a-z]+ )?(?:tree|trees|boiler|roof|gutters?|fence|taps?|kitchen|bathroom|shower|oven|washing machine|fridge|aircon|geyser|wiring|drains?|toilet|hedges?|lawn|windows|cooker|hot water)\b|\bzperson did (?:an? )?(?:[a-z]+ )?job on the (?:[a-z]+ )?(?:boiler|roof|gutters?|fence|taps?|kitchen|bathroom|shower|oven|fridge|aircon|geyser|wiring|drains?|toilet|hedges?|lawn|windows|cooker|garden|deck|patio|floors?|tiles|walls?|stairs)\b|\bzperson gets the (?:kitchen|bathroom|roof|fence|deck|patio|garden|wiring|tiling|painting) job\b/, 4],
];

/** Sixty-fifth round, read on the text as written (appended to DOMAIN_RAW_CUES). */
export const ROUND65_RAW_CUES: Array<[Domain, RegExp, number]> = [
  // A person known by the place they live, then told about ("call the lady in Rayne she want a boil for her husband's
  // 50th", "ring the Naxxar lady her husband's outboard needs a service", "phone the Mondesa lady her daughter's cake
  // is ready", "ring the lady in Sale she wants her seats shampooed"): a customer, known by where the job is, so
  // systems, though her family's words read as one's own family. Boost 8: at 4 or 6 the customer's "husband's" or
  // "daughter's" still outweighed it (two of the three read cases stayed social). The place is capitalised, so "the old
  // lady, her dog" and "the man from the council" are not matched.
  ["systems", /\b[Tt]he (?:[A-Z]\p{L}+ (?:lady|man|woman|fella|guy|chap|bloke|couple)|(?:lady|man|woman|fella|guy|chap|bloke|couple) (?:in|from|at) [A-Z]\p{L}+),? (?:she|he|her|his|they|their)\b/u, 8],
];
