import { holdsPhrase, phraseWords, words } from "./qa-words.js";

/**
 * Activities people count ("how many times did I work from home"), with the words their notes
 * use for them. A question naming one counts only notes holding one of these: the word vectors
 * take "room" for "home" and "wall" for "work".
 */
const ACTIVITIES: Array<{ keys: string[]; members: string[]; paidPerUse?: boolean }> = [
  { keys: ["work from home", "working from home", "worked from home", "wfh"], members: ["wfh", "work from home", "working from home", "worked from home", "home office"] },
  { keys: ["gym", "workout", "workouts", "lifting"], members: ["gym", "workout", "worked out", "work out", "lifting", "deadlift", "squats", "bench press", "legs day", "leg day", "weights"] },
  { keys: ["run", "runs", "running", "ran", "jog", "jogging"], members: ["run", "ran", "jog", "jogged", "jogging", "running", "parkrun", "half marathon", "marathon", "intervals", "tempo", "fartlek", "hill repeats"] },
  { keys: ["climbing", "climb", "climbed", "bouldering"], members: ["climb", "climbing", "climbed", "bouldering", "boulder", "crag", "top rope", "belay", "belayed", "at the wall", "lead climb", "bouldered", "overhang", "projected", "crimps", "dyno", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10"] },
  { keys: ["swimming", "swim", "swam", "swims"], members: ["swim", "swam", "swimming", "lengths", "laps", "pool", "piscine"] },
  { keys: ["yoga"], members: ["yoga", "vinyasa", "hot yoga"] },
  { keys: ["applied", "apply", "applying", "applications", "application"], members: ["applied", "application", "applying", "sent my cv", "sent my resume", "sent my cover letter", "put in for", "cv to", "resume to"] },
  {
    keys: ["day off", "days off", "take off", "took off", "time off", "off work"],
    members: ["day off", "days off", "off today", "off work", "took the day", "off sick", "sick day", "annual leave", "leave day", "holiday from work"],
  },
  { keys: ["cycling", "cycled", "bike", "biked", "ride", "rides"], members: ["cycle", "cycled", "cycling", "bike", "biked", "ride", "rode"] },
  // Shifts of a shift worker, told by their kind ("finished a night on 4B", "nights again", "12-hour day on the unit");
  // an extra shift is one picked up beyond the rota ("said yes to another extra night"). Words match by stem, so a
  // bare "nights" would take every "last night": a night shift is named with what marks it as one.
  {
    keys: ["extra shift", "extra shifts", "extras", "picked up shifts", "pick up shifts"],
    members: ["extra shift", "extra shifts", "extra day", "extra night", "extra saturday", "extra sunday", "an extra", "another extra", "picked up a shift", "picked up an extra"],
  },
  { keys: ["overnight shift", "overnight shifts", "overnights"], members: ["night shift", "overnight", "overnights", "night on", "on nights", "nights again", "night in a row", "nights in a row", "night of the rotation"] },
  { keys: ["day shift", "day shifts"], members: ["day shift", "day shifts", "day on", "long day", "hour day", "days in a row"] },
  // Fishing trips, told by the catch or the boat ("two keepers and a kahawai", "took the boy out in the tinny"); a bait
  // or a rod bought is a purchase, which a count leaves out by its amount.
  {
    keys: ["fishing", "fished", "fishing trip", "fishing trips", "wet a line"],
    members: ["fishing", "fished", "wet a line", "snapper", "kahawai", "gurnard", "tarakihi", "trevally", "kingfish", "keepers", "in the tinny", "biting", "caught a", "landed a", "landed his", "landed her", "landed my"],
  },
  // A walk told as a stroll or a hike ("strolled round the reserve"); "walkers" are others, and "walk" alone is counted.
  { keys: ["walk", "walks", "walking", "walked", "stroll", "strolls", "strolled"], members: ["walk", "walked", "walking", "stroll", "strolled", "strolling", "hike", "hiked", "hiking", "tramp", "tramped", "tramping", "ramble"] },
  { keys: ["badminton"], members: ["badminton", "shuttle", "shuttles", "shuttlecock"] },
  { keys: ["tennis"], members: ["tennis"] },
  { keys: ["squash"], members: ["squash court", "squash"] },
  { keys: ["padel"], members: ["padel"] },
  { keys: ["table tennis", "ping pong"], members: ["table tennis", "ping pong"] },
  { keys: ["football", "footie", "footy", "soccer", "five a side", "5 a side"], members: ["football", "footie", "footy", "soccer", "five a side", "5 a side", "seven a side", "7 a side", "futsal"] },
  // A service (of a named kind) or mass is a church visit, not a car's service; asked as "church", "mass" or "chapel".
  { keys: ["church", "mass", "chapel", "worship"], members: ["church", "mass", "thanksgiving service", "harvest service", "carol service", "sunday service", "morning service", "evening service", "family service", "memorial service", "chapel", "sermon", "worship", "communion", "evensong", "vespers", "congregation", "sunday school"] },
  // Each ride is paid, so a fare in the note tells the ride, not a purchase beside it.
  {
    keys: ["grab", "grabs", "uber", "ubers", "lyft", "lyfts", "taxi", "taxis", "cab", "cabs", "bolt", "gojek", "didi"],
    members: ["grab", "grabcar", "grabtaxi", "uber", "uberx", "lyft", "taxi", "cab", "bolt", "gojek", "didi"],
    paidPerUse: true,
  },
];

const MEMBERS = ACTIVITIES.map((a) => ({ ...a, words: a.members.map(phraseWords) }));
/** Activities whose every occurrence is paid for (a ride): a note's amount is no sign it is a purchase instead. */
const PAID_PER_USE = new Set(MEMBERS.filter((a) => a.paidPerUse).map((a) => a.words));
export const paidPerUse = (members: readonly string[][]) => PAID_PER_USE.has(members as string[][]);

/** The words of the activity a question names, or null when it names none of these. */
export function activityNamed(question: string): string[][] | null {
  const asked = words(question);
  const found = MEMBERS.find((a) => a.keys.some((k) => holdsPhrase(asked, phraseWords(k))));
  return found ? found.words : null;
}

/** Time off work: a note of hours at the gym or asleep is no hours worked. */
const LEISURE = [...ACTIVITIES.filter((a) => !a.keys.includes("wfh") && !a.keys.includes("applied") && !a.paidPerUse).flatMap((a) => a.members), "slept", "sleep", "nap", "walk", "walked", "spin", "class", "netflix", "tv"].map(phraseWords);
export const isLeisure = (text: string) => LEISURE.some((m) => holdsPhrase(words(text), m)) || words(text).some((w) => RUN_DISTANCE.test(w));

/** A run told by its distance ("easy 6k along the promenade", "slow 8k", "21k"), read for the run's members only. */
const RUN_DISTANCE = /^(?:[1-9]|[1-3]\d|4[0-2])k$/;
const isRun = (members: readonly string[][]) => members.some((m) => m.length === 1 && m[0] === "parkrun");

export const doesActivity = (members: readonly string[][], text: string) =>
  members.some((m) => holdsPhrase(words(text), m)) || (isRun(members) && words(text).some((w) => RUN_DISTANCE.test(w)));
