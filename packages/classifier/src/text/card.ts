/**
 * A phone number or an e-mail address: the thought is a contact card ("Boysie the mechanic, 868 555 0134, closed
 * Mondays"), whose names are people and whose weekdays are opening hours. Mobile numbers are also written in groups
 * of four or five, then three and three ("Dazza the aircon guy, 0438 221 670", "Sandy Lamont the shearer, 07700 900 455":
 * round 72).
 */
export function looksLikeCard(text: string): boolean {
  return /\d{3}[-. ]\d{4}|\S@\S|\b\d{4,5}[-. ]\d{3}[-. ]\d{3}\b/.test(text);
}
