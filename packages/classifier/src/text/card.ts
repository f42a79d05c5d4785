/**
 * A phone number or an e-mail address: the thought is a contact card ("Boysie the mechanic, 868 555 0134, closed
 * Mondays"), whose names are people and whose weekdays are opening hours.
 */
export function looksLikeCard(text: string): boolean {
  return /\d{3}[-. ]\d{4}|\S@\S/.test(text);
}
