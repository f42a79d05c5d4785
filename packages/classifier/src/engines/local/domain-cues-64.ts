import type { Domain } from "@life/contracts";

/**
 * Sixty-fourth round (dom64): shapes that read parts of several voices share. Kept in its own file so domain-cues.ts
 * stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND64_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A car known by its model ("the Vitz wont start", "book the Zafira in with Yeboah for a service", "road licence for
  // the Vitz"): one's own car, personal, though the model reads an unknown word beside a mechanic's name as a friend's
  // news. Another's car ("his astra", "Kwame's Corolla") is not matched, nor models that are also work vehicles
  // (Defender, Hilux, Transit) or everyday words (Golf, Focus, Swift, Fiesta).
  ["personal", /(?<!\b(?:his|her|their|zperson's) )\b(?:vitz|zafira|corolla|yaris|corsa|astra|camry|prius|micra|jetta|passat|rav4|qashqai|clio|octavia|fabia|sandero|auris|avensis|mondeo|punto|picanto|elantra|sportage|x-trail|tiida)(?:'s)?\b/, 4],
  // Paying a named person for helping ("paid Faiek R600 for his help at the two weekend weddings", "paid Kristjan 120
  // for helping me in the garage", "paid Jean-Marc 1,500, he helped me saturday", "Bryony's been paid for the three
  // cruise days she drove"): wages for work done, systems, though a named person reads as a friend.
  ["systems", /\bpa(?:y|id|ying) zperson (?:[^,.]{0,40})?\b(?:for (?:his|her|their) help|for helping|helped)\b|\bpaid zperson (?:zmoney|znum)k? ?, (?:he|she|they) helped\b|\bzperson(?:'s| has) been paid for\b/, 4],
  // A community's own thing ("the mosque's PA", "the mosque's Labarang lunch", "the street's clean-up crew", "the
  // church's roof"): community life, social, though equipment and a crew read as one's own things or a job.
  ["social", /\bthe (?:mosque|church|chapel|parish|temple|synagogue|gurdwara|congregation|street|township|village|association)'s\b/, 4],
  // Another named person's home or things ("Peigi's gate is hanging off", "Posy's new kitchen looks amazing", "Gérard's
  // boat goes in the water saturday"): their life, social, though a gate, a kitchen or a boat read as one's own. Not
  // when the thought names a tradesman or a landlord (whose house he did) or prices the work ("quote for Dmitri's
  // kitchen": a customer's job); nor a named person's flat, which is often the one rented from them.
  ["social", /^(?!.*\b(?:electrician|plumber|mechanic|builder|handyman|landlord|landlady|carpenter|painter|roofer|quote|quotes|quoted|quoting|job|invoice|invoiced)\b).*\bzperson's (?:new |old )?(?:house|home|kitchen|garden|gate|shed|boat|car|roof|fence|bathroom|garage)\b/, 4],
  // Learning about pricing, selling or marketing ("podcast in the car about selling handicraft online", "the Farmers
  // Guardian piece on lamb prices", "a piece on pricing by size"): learning for work (GUIDELINES 2), systems, though a
  // podcast or an article read over breakfast reads as one's own reading.
  ["systems", /\b(?:podcast|video|youtube|webinar|course|class(?:es)?|piece|article|lecture|talk|guide|book|reading up|watching|watched|listening)\b.{0,40}\b(?:on|about)\b.{0,30}\b(?:pricing|prices|selling|marketing|customers|business|bookkeeping|invoicing|sales)\b/, 4],
  // VAT, a premises' or trade's tax and a refund owed to it ("five months and still no VAT refund for the garage",
  // "SARS has still not refunded the sound hire's tax", "NamRA owes the bakes a refund"): the business's money
  // (GUIDELINES 2), systems, though a refund and a tax office read as one's own bills. A person's tax is not matched.
  ["systems", /\bvat\b|\bthe (?!zperson)[a-z]+(?: [a-z]+)?'s tax(?:es)?\b|\bowes? the (?!zperson)[a-z]+(?: [a-z]+)? (?:a )?refund\b/, 4],
  // One's own tradesman by name, coming or meant to come for a fitting of the home ("called Ivan, he comes monday for
  // the tap", "Ivan was meant to bring the new mixer tap", "Dinny said he'd come back with the part for the
  // immersion"): the home's repair (GUIDELINES 2, home service providers), personal, though a name reads as a friend.
  // Only coming, bringing or sending: a named person who said he'd fix the shower may be a partner or a friend.
  ["personal", /\bzperson(?:'s crew)? (?:(?:was|were) (?:meant|supposed) to (?:come|bring|send|drop)|said (?:he|she|they)'d (?:come|bring|send|drop)|says (?:he|she)'ll (?:come|bring|send|drop)|comes|is coming|will come|never came|hasn't come|didn't come)\b.*\b(?:tap|taps|kitchen|boiler|immersion|geyser|roof|gutters?|soakaway|sink|toilet|shower|bathroom|fence|gate|wiring|rewir\w*|fuse ?box|leak|drain|tiles?|windows?|door|lock|aircon|fridge|washing machine|cooker|oven)\b|\b(?:called|rang|phoned) zperson, (?:he|she)(?:'s| is)? (?:comes|coming|will come)\b/, 4],
];

/** Sixty-fourth round, read on the text as written (appended to DOMAIN_RAW_CUES). */
export const ROUND64_RAW_CUES: Array<[Domain, RegExp, number]> = [
  // Kin words of other languages ("the freezer money went to eadni", "Kuku is so thin now", "Mamie's pharmacy bill"):
  // family, social, though the models read them as unknown words or, capitalised, as a name that carries no family.
  // Kuku and Meme only capitalised (in lower case they are Swahili's chicken and a joke picture); not another's kin
  // ("their Kuku"). Spanish abuela is left out: the models already read "la abuela" as family, and a realtor's "buyers
  // who bring their abuela to showings" is the clients'.
  ["social", /(?<!\p{L})(?<!\b(?:their|his|her) )(?:eadni|áhčči|áhkku|ádjá|mamère|papère|mémé|pépé|mamie|papie|ouma|oupa|nonna|nonno|mormor|farmor|morfar|farfar|yiayia|babcia|dziadek|halmoni)(?!\p{L})/iu, 4],
  ["social", /(?<!\p{L})(?<!\b(?:their|his|her) )(?:Kuku|Meme)(?!\p{L})/u, 4],
];
