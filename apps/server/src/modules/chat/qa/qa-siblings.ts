/**
 * Things of one family that are not each other: a dog is no cat, tennis no squash, lunch no dinner. The offline word
 * vectors put such siblings closest of all ("dog"–"cat" 0.87, nearer than "dog"–"puppy" 0.70), so a count of outings
 * with the dog took in "the cat chorus". Words in one group name the same thing ("puppy" is a dog); words of two groups
 * of one family never stand for each other. Only everyday families where confusing two members gives a wrong answer.
 */
const FAMILIES: string[][][] = [
  [
    ["dog", "dogs", "puppy", "puppies", "pup", "pups", "doggo", "doggy"],
    ["cat", "cats", "kitten", "kittens", "kitty"],
    ["rabbit", "rabbits", "bunny", "bunnies"],
    ["horse", "horses", "pony", "ponies"],
    ["hamster", "hamsters"],
    ["budgie", "budgies", "parrot", "parrots"],
    ["chicken", "chickens", "hen", "hens", "chook", "chooks"],
  ],
  [
    ["tennis"], ["squash"], ["badminton"], ["golf"], ["football", "soccer", "footie", "futsal"], ["rugby"], ["cricket"],
    ["netball"], ["basketball"], ["hockey"], ["volleyball"], ["baseball"], ["pickleball"], ["padel"],
  ],
  [["breakfast", "breakfasts"], ["brunch", "brunches"], ["lunch", "lunches"], ["dinner", "dinners", "supper", "suppers"]],
  [["coffee", "coffees", "latte", "lattes", "cappuccino", "espresso"], ["beer", "beers", "pint", "pints"], ["wine", "wines"]],
  [["piano"], ["guitar", "guitars"], ["violin", "fiddle"], ["cello"], ["drums", "drum"], ["ukulele", "uke"], ["flute"], ["saxophone", "sax"]],
  [["bike", "bikes", "bicycle", "bicycles", "cycle"], ["bus", "buses"], ["train", "trains"], ["tram", "trams"], ["ferry", "ferries"], ["taxi", "taxis", "cab", "cabs"]],
];

/** Word → [family, group] of the table above. */
const PLACE = new Map<string, readonly [number, number]>();
FAMILIES.forEach((groups, family) => groups.forEach((members, group) => members.forEach((m) => PLACE.set(m, [family, group]))));

/** Whether two words name two different things of one family ("dog" and "cat"), so that neither stands for the other. */
export function areSiblings(a: string, b: string): boolean {
  const pa = PLACE.get(a);
  const pb = PLACE.get(b);
  return pa !== undefined && pb !== undefined && pa[0] === pb[0] && pa[1] !== pb[1];
}
