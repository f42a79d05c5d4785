/**
 * A first name and its short form: "Teg" is Tegan, "Cal" is Callum, "Matt" is Matthew. Notes shorten a name
 * written often, and a question may use either form. A short form of three or four letters that opens a name
 * at least two letters longer is taken for it; shorter prefixes ("Jo", "Al") and near-equal lengths ("Cal",
 * "Calm") open too many other words. Nicknames that are no prefix ("Bill" for William) are not guessed.
 * Both arguments are lower-case first names.
 */
export function sameFirstName(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 3 && short.length <= 4 && long.length >= short.length + 2 && long.startsWith(short);
}
