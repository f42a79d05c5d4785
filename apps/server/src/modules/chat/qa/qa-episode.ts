import type { QaNote } from "./qa-note.js";
import { spentAmount } from "./money.js";
import { holdsPhrase, phraseWords, sameWord, words } from "./qa-words.js";

/**
 * A trip told in notes: one names it ("camping at Pine Hollow this weekend!!", "train to Galway
 * €38"), the rest are what it cost while away ("site fee 2 nights $56", "chowder and pints €34")
 * and name nothing. The trip is the run of spending that follows the note naming it, each within
 * a day and a half of the one before; a plan names its day ("this weekend"), and the run may start
 * the day before it. Only questions about a trip are read this way: a project's spending is not
 * kept to a few days.
 */

const TRIP_WORDS = new Set(["trip", "trips", "holiday", "vacation", "getaway", "camping", "journey", "honeymoon", "roadtrip", "staycation", "excursion"]);
/** Arriving somewhere: "landed!", "checked in", "made it to the coast". A parcel that "arrived" is no arrival of the person. */
const ARRIVAL = /\b(?:landed|touched down|wheels down|checked in|arrived (?:in|at)|made it to|we'?re here|off to the airport)\b/i;

/** The most time between two notes of one trip's spending. */
const GAP_MS = 36 * 3_600_000;

export const asksAboutTrip = (topic: readonly string[]) => topic.some((t) => TRIP_WORDS.has(t));

/** Where the trip's run may begin: its named day (the day before, for the drive there) when that is later than the note. */
function startOf(anchor: QaNote): number {
  const written = Date.parse(anchor.createdAt);
  if (!anchor.scheduledFor) return written;
  const day = anchor.scheduledFor.includes("T") ? Date.parse(anchor.scheduledFor) : Date.parse(`${anchor.scheduledFor}T12:00:00Z`);
  return Number.isFinite(day) && day - 86_400_000 > written ? day - 86_400_000 - 12 * 3_600_000 : written;
}

/**
 * The spending of the trip the topic names: from each note naming it (by a topic word other than
 * "trip"), the notes with an amount that follow without a gap longer than GAP_MS.
 * `spendable` says which notes may count (range, currency).
 */
export function tripSpending(topic: readonly string[], notes: readonly QaNote[], spendable: (n: QaNote) => boolean): QaNote[] {
  const names = topic.filter((t) => !TRIP_WORDS.has(t) || t === "camping");
  if (names.length === 0) return [];
  const anchors = notes.filter((n) => words(n.text).some((w) => names.some((t) => sameWord(t, w))));
  if (anchors.length === 0) return [];
  const spending = notes.filter((n) => spentAmount(n.text) !== null && spendable(n)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const found = new Set<QaNote>();
  for (const anchor of anchors) {
    let last = startOf(anchor);
    if (spentAmount(anchor.text) !== null && spendable(anchor)) found.add(anchor);
    // Booked weeks ahead ("flights to Lisbon booked"), the trip starts where the person lands, if nothing was spent right after the booking.
    const next = spending.find((n) => Date.parse(n.createdAt) > last);
    if (!next || Date.parse(next.createdAt) - last > GAP_MS) {
      const landed = notes.find((n) => n.createdAt > anchor.createdAt && ARRIVAL.test(n.text) && Date.parse(n.createdAt) - last <= LEAD_MS);
      const from = last;
      if (landed) last = Date.parse(landed.createdAt);
      else {
        // Nor a landing noted: the trip is the first run of spending that looks like one (see firstRun).
        const run = firstRun(spending, last);
        if (run !== null) last = run;
      }
      // Between the booking and the trip, what books a stay or the way there is the trip's too ("hotel in the plateau for two nights").
      for (const n of spending) {
        const at = Date.parse(n.createdAt);
        if (at > from && at < last && isBookingAhead(n.text)) found.add(n);
      }
    }
    // "Home again", "back home": a trip that says where it ended runs till then, whatever the days without spending.
    const start = last;
    const home = notes.find((n) => n.createdAt > anchor.createdAt && Date.parse(n.createdAt) > start && Date.parse(n.createdAt) - start <= HOME_WITHIN_MS && HOME.test(n.text));
    for (const n of spending) {
      const at = Date.parse(n.createdAt);
      if (at < last) continue;
      if (home ? n.createdAt > home.createdAt : at - last > GAP_MS) break;
      found.add(n);
      last = at;
    }
  }
  return [...found];
}

/** The end of a trip told: "home again", "back home", "home from Carnarvon", "got back last night". */
const HOME = /^\s*(?:home|back)\b|\b(?:home again|back home|home from|got home|got back|arrived home|made it home)\b/i;
/** How long after its start a trip's end may be told. */
const HOME_WITHIN_MS = 30 * 86_400_000;

/** Words of a stay or the way there, booked before a trip; a shop or a bill at home is not one. */
const BOOKING_AHEAD = ["hotel", "hostel", "airbnb", "motel", "guesthouse", "guest house", "bnb", "inn", "lodge", "cabin", "campsite", "flight", "flights", "ferry", "car hire", "rental car"];
const BOOKING_WORDS = BOOKING_AHEAD.map(phraseWords);

export const isBookingAhead = (text: string) => {
  const ws = words(text);
  return BOOKING_WORDS.some((p) => holdsPhrase(ws, p));
};

/** How many notes of spending, each within GAP_MS of the one before, make a run that can be a trip by itself. */
const TRIP_RUN = 3;

/** When the first run of TRIP_RUN spending notes after `from` (and within LEAD_MS of it) starts, or null. */
function firstRun(spending: readonly QaNote[], from: number): number | null {
  const times = spending.map((n) => Date.parse(n.createdAt)).filter((t) => t > from && t - from <= LEAD_MS);
  for (let i = 0; i + TRIP_RUN <= times.length; i++) {
    let j = i;
    while (j + 1 < times.length && j - i + 1 < TRIP_RUN && times[j + 1]! - times[j]! <= GAP_MS) j++;
    if (j - i + 1 >= TRIP_RUN) return times[i]!;
  }
  return null;
}

/** The most time between two notes of a trip abroad's spending in its own currency: a day without spending is common. */
const FOREIGN_GAP_MS = 4 * 86_400_000;
/** How long before a trip abroad the note naming it may be ("flights to Oaxaca booked" weeks ahead). */
const LEAD_MS = 120 * 86_400_000;

/**
 * A trip abroad told in its own currency ("mezcal tasting 650 pesos"): the notes there rarely name
 * the place, the booking before it does. From each note naming the place, the first run of spending
 * in the asked currency (`inCurrency`), each within a few days of the one before.
 * Only for a currency other than the person's usual one, where such spending is the trip.
 */
export function foreignRun(topic: readonly string[], notes: readonly QaNote[], inCurrency: (n: QaNote) => boolean): QaNote[] {
  const anchors = notes.filter((n) => words(n.text).some((w) => topic.some((t) => sameWord(t, w))));
  const spending = notes.filter(inCurrency).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const found = new Set<QaNote>();
  for (const anchor of anchors) {
    const from = Date.parse(anchor.createdAt);
    const first = spending.findIndex((n) => Date.parse(n.createdAt) >= from);
    if (first < 0 || Date.parse(spending[first]!.createdAt) - from > LEAD_MS) continue;
    let last = Date.parse(spending[first]!.createdAt);
    for (const n of spending.slice(first)) {
      const at = Date.parse(n.createdAt);
      if (at - last > FOREIGN_GAP_MS) break;
      found.add(n);
      last = at;
    }
  }
  return [...found];
}
