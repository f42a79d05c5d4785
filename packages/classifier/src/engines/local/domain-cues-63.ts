import type { Domain } from "@life/contracts";

/**
 * Sixty-third round (dom62): shapes read parts of several voices share, from the sixtieth to sixty-second sets. Kept
 * in its own file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES, no model feature.
 */
export const ROUND63_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A supplier ("call the hotel supplier about the chiller parts", "the moulding supplier says…", "sending it back to
  // the supplier"): whoever has suppliers runs or works in a business, systems. One's own energy supplier is not
  // matched.
  ["systems", /(?<!\b(?:energy|electricity|gas|power|broadband|internet|water|phone) )\bsuppliers?\b/, 4],
  // Seeing one's own doctor, or one's reading glasses ("see Dr Haufiku monthly", "Dr Ramdin check up", "must get
  // reading glasses"): one's own health, personal, though a doctor's title and a clinic read as work.
  ["personal", /\bsee dr zperson\b|\bdr zperson check ?-?up\b|\breading glasses\b/, 4],
];

/** Sixty-third round, read on the text as written (appended to DOMAIN_RAW_CUES). */
export const ROUND63_RAW_CUES: Array<[Domain, RegExp, number]> = [
  // A utility known by its letters ("pay the CEB bill", "CWA bill Rs 640", "paid the JPS light bill"): the
  // household's bill, personal, though an acronym reads as a firm's. Case-sensitive, so "Uncle Bill" is no bill.
  ["personal", /\b[A-Z][A-Z&]{1,5} (?:light |water |power |electricity )?bill\b/, 4],
];
