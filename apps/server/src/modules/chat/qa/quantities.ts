import { wordTable } from "@life/contracts";
import { NUMBER_WORDS } from "./number-words.js";

/**
 * Quantities of a measure in a note ("15 kilos of honey", "22 gallons", "18.5 kg", "5km"), for "how many kilos of honey did
 * we harvest", "how many gallons of syrup did we make": the figures told in the unit asked, added up.
 */
export type QuantityUnit = "kilogram" | "gallon" | "litre" | "tonne" | "kilometre" | "mile";

/** The words of each unit, as questions and notes write them. Pounds are left out: "how many pounds" asks for money. */
const UNIT_WORDS: Readonly<Record<string, QuantityUnit>> = wordTable({
  kilo: "kilogram", kilos: "kilogram", kg: "kilogram", kgs: "kilogram", kilogram: "kilogram", kilograms: "kilogram",
  gallon: "gallon", gallons: "gallon", gal: "gallon",
  litre: "litre", litres: "litre", liter: "litre", liters: "litre", l: "litre", ltr: "litre", ltrs: "litre",
  tonne: "tonne", tonnes: "tonne", ton: "tonne", tons: "tonne",
  km: "kilometre", kms: "kilometre", kilometre: "kilometre", kilometres: "kilometre", kilometer: "kilometre", kilometers: "kilometre", k: "kilometre",
  mile: "mile", miles: "mile", mi: "mile",
});

/** Units only written straight after a figure ("5l", "5 l", "10k"): alone they are letters, not units. */
const AFTER_FIGURE_ONLY = new Set(["l", "k", "mi", "gal"]);

/** "How many kilos (of …)", "how many litres": the unit a count asks in. "Tons of" as "lots of" is a figure of speech, not asked. */
export function quantityAsked(lower: string): QuantityUnit | null {
  const m = /\bhow many (\p{L}+)\b/u.exec(lower);
  const word = m?.[1];
  if (word === undefined || AFTER_FIGURE_ONLY.has(word)) return null;
  return UNIT_WORDS[word] ?? null;
}

/** Words of the unit asked, which are no topic of the question ("kilos" in "how many kilos of honey"). */
export const isUnitWord = (word: string): boolean => UNIT_WORDS[word] !== undefined && !AFTER_FIGURE_ONLY.has(word);

/** A figure or a number word, then a unit: "15 kilos", "18.5 kg", "5km", "1,200 litres", "two gallons". */
const FIGURE_UNIT = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen)\s?-?(\p{L}+)(?![\p{L}\p{N}])/giu;

/** The quantity a note tells in the unit asked, its figures added up; null when it tells none. */
export function quantityIn(text: string, unit: QuantityUnit): number | null {
  let total = 0;
  let found = false;
  for (const m of text.matchAll(FIGURE_UNIT)) {
    const word = m[2]!.toLowerCase();
    if (UNIT_WORDS[word] !== unit) continue;
    // "5 l" and "10k" only straight after a figure; "a dozen" and number words only before a unit written out.
    const figure = m[1]!.toLowerCase();
    const digits = /^\d/.test(figure);
    if (AFTER_FIGURE_ONLY.has(word) && !digits) continue;
    total += digits ? Number(figure.replaceAll(",", "")) : (NUMBER_WORDS[figure.replace(/^a /, "")] ?? 0);
    found = true;
  }
  return found ? Math.round(total * 100) / 100 : null;
}
