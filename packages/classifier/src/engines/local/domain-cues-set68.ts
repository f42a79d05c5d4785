import type { Domain } from "@life/contracts";

/**
 * Round on the sixty-eighth set (set68): domain shapes that read parts of several voices share. Kept in its own file
 * so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const SET68_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A medical test's report or results with nobody else's in the thought ("lab results won't be back till next week",
  // links; "thyroid report normal after 2 years of medicine", 68th): one's own health, personal (GUIDELINES 2), though
  // "report" and "results" read as work. Not with a person, a relative, a patient, a client or a ward in the thought
  // ("Mummy's thyroid reports", "Nonna's blood results", any possessive before the test, a nurse's patients), where the health is someone else's.
  ["personal", /^(?!.*\b(?:zperson|zperson's|his|her|their|mum|mom|mam|maa|ma|amma|ammi|mammy|mummy|dad|daddy|papa|mama|father|mother|husband|wife|son|daughter|baby|kids?|gran|grandma|grandpa|sister|brother|patients?|clients?|customers?|ward|staff|team|quarterly|sales|audit)\b|.*\b[a-z]+'s (?:[a-z-]+ )?(?:lab|blood|thyroid|sugar|cholesterol|mri|scan|x-?ray|biopsy|ultrasound|endoscopy|urine|ecg|smear|mammogram|hba1c)\b).*\b(?:lab|blood|thyroid|sugar|cholesterol|mri|scan|x-?ray|biopsy|ultrasound|endoscopy|urine|ecg|smear|mammogram|hba1c)(?: test)? (?:reports?|results?)\b/, 4],
  // Kin words of the Luganda and Nepali voices, written lowercase in English text ("take maama to Masaka hospital",
  // "visited taata in Masaka", 67th; "sent 20000 to buwa for his medicines", "clean the puja room with sasu aama", 68th):
  // family, social, as the other languages' kin words (nanay, amma, dadi, …) already are. The same words were added to
  // RELATION_WORDS (entities/lexicon.ts), so they are no longer taken for names. Each word comes from one voice; the
  // reading (a lowercase kin word of the writer's language) from two.
  ["social", /(?<![a-z])(?:maama|taata|buwa|aama|sasu|sasura)(?![a-z])/, 3],
];
