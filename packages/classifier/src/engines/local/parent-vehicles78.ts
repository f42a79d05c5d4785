/**
 * Round 78 (parent78): a vehicle's model name is the vehicle a project names by its kind. "the used Activa on OLX is
 * 2019 model" is the scooty of "Buy a scooty for hospital trips" (14th read half), "the Ranger's got the payload but a
 * Transit Custom's cheaper to insure" the van of "Replace the work van" (51st), "the new Defender's registration papers"
 * the Land Rover of "Second Land Rover for the tours" (61st): GUIDELINES 8, the thought names the project's subject.
 * The same reading lets a completion meet its task: "Elantra insurance went through" does "Renew the car insurance"
 * (47th).
 */

type Kind = "car" | "two-wheeler";

interface Model {
  kind: Kind;
  /** The maker, as a title may name it ("Second Land Rover for the tours"). */
  make: string;
}

const car = (make: string, names: string): [string, Model][] => names.split(", ").map((n) => [n, { kind: "car", make }]);
const twoWheeler = (make: string, names: string): [string, Model][] => names.split(", ").map((n) => [n, { kind: "two-wheeler", make }]);

/**
 * Model names that are no everyday word, a place or a given name: capitalised, they are the vehicle. Written from
 * general knowledge. Left out as places or names: Tucson, Kona, Everest, Cherokee, Noah, Zoe, Logan.
 */
const MODELS: ReadonlyMap<string, Model> = new Map([
  ...car("toyota", "hilux, corolla, vitz, camry, prius, yaris, hiace, rav4, land cruiser, landcruiser, prado, fortuner, innova, etios, tacoma, axio, premio, voxy, sienta, avanza, probox"),
  ...car("nissan", "navara, qashqai, micra, x-trail, almera, tiida, nv200, sylphy"),
  ...car("honda", "cr-v, hr-v"),
  ...car("hyundai", "elantra, creta, i10, i20, i30, santro, verna, ioniq, getz"),
  ...car("kia", "sportage, sorento, picanto, seltos, niro, stonic"),
  ...car("ford", "mondeo, kuga, ecosport, f-150, transit custom"),
  ...car("volkswagen", "passat, tiguan, touareg, touran, amarok, jetta, kombi"),
  ...car("skoda", "octavia, fabia, kodiaq, karoq"),
  ...car("vauxhall", "astra, corsa, zafira, vivaro, meriva"),
  ...car("renault", "clio, megane, kangoo, kwid, captur, trafic, twingo, sandero"),
  ...car("citroen", "berlingo"),
  ...car("suzuki", "ertiga, dzire, baleno, celerio, vitara, jimny, brezza"),
  ...car("tata", "nexon, tiago, tigor, altroz"),
  ...car("mitsubishi", "pajero, triton, l200"),
  ...car("isuzu", "d-max, dmax"),
  ...car("subaru", "impreza, wrx"),
  ...car("land rover", "freelander, evoque, range rover"),
  ...car("chevrolet", "silverado, cruze, aveo"),
  ...car("mercedes", "vito"),
  ...twoWheeler("honda", "activa"),
  ...twoWheeler("piaggio", "vespa"),
  ...twoWheeler("tvs", "ntorq"),
]);

/**
 * Model names that are also everyday words ("a golf lesson", "the ranger's hut", "the Defender of the faith"): they
 * count only said mid-sentence, capitalised, with a word only a vehicle has beside them ("the Ranger's got the payload",
 * "the new Defender's registration papers").
 */
const WORD_MODELS: ReadonlyMap<string, Model> = new Map([
  ...car("ford", "ranger, transit, fiesta"),
  ...car("land rover", "defender, discovery"),
  ...car("volkswagen", "polo, golf, caddy"),
  ...car("honda", "civic, jazz, accord"),
  ...car("suzuki", "swift"),
  ...car("mitsubishi", "outlander"),
  ...car("subaru", "outback, forester"),
  ...car("mercedes", "sprinter"),
]);

/** Words only a vehicle has, read within CUE_REACH words of an everyday-word model. */
const VEHICLE_CUES: ReadonlySet<string> = new Set(
  "payload, registration, rego, insure, insured, insurance, insurer, mot, nct, wof, tyres, tires, tyre, tire, brakes, clutch, gearbox, engine, diesel, petrol, mileage, km, kms, odometer, towbar, roadworthy, service, serviced, servicing, mechanic, garage, dealer, dealership, turbo, windscreen, bonnet, bumper, exhaust".split(", "),
);
const CUE_REACH = 3;

/** What a project title calls a vehicle of each kind. */
const KIND_WORDS: Readonly<Record<Kind, ReadonlySet<string>>> = {
  car: new Set(["car", "cars", "truck", "ute", "van", "pickup", "pick-up", "bakkie", "4x4", "suv", "vehicle", "lorry", "motor"]),
  "two-wheeler": new Set(["scooter", "scooty", "moped", "motorbike", "motorcycle"]),
};

/** Someone else's vehicle or any one of its kind: "Lorcan bought a Golf", "his Astra", "Trev's Corolla". */
const NOT_OURS = new Set(["a", "an", "his", "her", "their", "another"]);
/** Describing words between the determiner and the model: "the used Activa", "the second Defender". */
const DESCRIBING = new Set(["new", "old", "used", "second", "second-hand", "secondhand", "other", "white", "black", "silver", "red", "blue", "grey", "little", "big"]);

interface Token {
  word: string;
  cased: string;
  /** Said with "'s": "Trev's". */
  possessive: boolean;
  start: number;
  end: number;
}

function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const cased = m[0].replace(/['’]s$/, "");
    out.push({ word: cased.toLowerCase(), cased, possessive: cased.length < m[0].length, start: m.index, end: m.index + cased.length });
  }
  return out;
}

export interface VehicleMention extends Model {
  /** Where the model's name ends in the text, before any "'s". */
  end: number;
}

function sentenceStart(text: string, at: number): boolean {
  const before = text.slice(0, at).trimEnd();
  return before === "" || /[.!?:;]$/.test(before);
}

function ours(tokens: readonly Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && DESCRIBING.has(tokens[j]!.word)) j--;
  const prev = tokens[j];
  return !prev || !(NOT_OURS.has(prev.word) || prev.possessive);
}

function cueNear(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = Math.max(0, from - CUE_REACH); k <= Math.min(tokens.length - 1, to + CUE_REACH); k++) {
    if (k >= from && k <= to) continue;
    if (VEHICLE_CUES.has(tokens[k]!.word)) return true;
  }
  return false;
}

/** The user's own vehicles the thought names by model, capitalised. */
export function vehiclesNamed(text: string): VehicleMention[] {
  const tokens = tokensOf(text);
  const out: VehicleMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!/^\p{Lu}/u.test(t.cased)) continue;
    const next = tokens[i + 1];
    const pair = next && /^\p{Lu}/u.test(next.cased) ? `${t.word} ${next.word}` : null;
    const last = pair && MODELS.has(pair) ? i + 1 : i;
    const named = (pair ? MODELS.get(pair) : undefined) ?? MODELS.get(t.word);
    const model = named ?? WORD_MODELS.get(t.word);
    if (!model || !ours(tokens, i)) continue;
    if (!named && (sentenceStart(text, t.start) || !cueNear(tokens, i, last))) continue;
    out.push({ ...model, end: tokens[last]!.end });
    i = last;
  }
  return out;
}

/** The words of a title that call a vehicle of the mention's kind, or its maker ("land rover"). */
function vehicleWords(title: string, mention: Model): string[] {
  const words = tokensOf(title).map((t) => t.word);
  const found = words.filter((w) => KIND_WORDS[mention.kind].has(w));
  const make = mention.make.split(" ");
  const at = words.findIndex((_, i) => make.every((m, j) => words[i + j] === m));
  return at >= 0 ? [...found, mention.make] : found;
}

/** 1 when a model the thought names is the vehicle the project's title names by kind or maker, else 0. */
export function vehicleForProject(mentions: readonly VehicleMention[], title: string): number {
  return mentions.some((m) => vehicleWords(title, m).length > 0) ? 1 : 0;
}

/**
 * The lowercased text with the tasks' one word for the vehicle after each model name the thought gives it, so a task
 * is met by words: "elantra insurance" → "elantra car insurance" for "Renew the car insurance". Unchanged when the
 * tasks name no vehicle of the kind, or more than one word for it.
 */
export function withVehicleWord(lower: string, text: string, taskTitles: readonly string[]): string {
  if (taskTitles.length === 0 || lower.length !== text.length) return lower;
  const mentions = vehiclesNamed(text);
  let out = lower;
  for (const m of [...mentions].reverse()) {
    const words = new Set(taskTitles.flatMap((title) => vehicleWords(title, m)));
    if (words.size !== 1) continue;
    const [word] = words;
    out = `${out.slice(0, m.end)} ${word}${out.slice(m.end)}`;
  }
  return out;
}
