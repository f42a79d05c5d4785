import { topicsOf } from "./parent-topics.js";

/**
 * Round 78 (parent78): a band hired for the day is part of a wedding, as the DJ already is: "paid the band their
 * deposit, €600" for "Plan our wedding in Sligo" (11th read half). Read from the thought's side only: "band" in the
 * wedding topic would make "New uniforms for the band" a wedding, which every caterer and bridesmaid would then meet.
 * A band one plays in or goes to ("band practice", "the school band", "the band club") is no hired band.
 */
const OWN_BAND_BEFORE = new Set(["school", "brass", "marching", "pipe", "silver", "youth", "church", "his", "her", "their"]);
const OWN_BAND_AFTER = new Set(["practice", "practices", "rehearsal", "rehearsals", "camp", "club", "members", "concert", "concerts", "uniforms"]);

/** Whether the thought names a band hired for the day; read once a thought, not once a project. */
export function namesHiredBand(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return words.some((w, i) => w === "band" && !OWN_BAND_BEFORE.has(words[i - 1] ?? "") && !/['’]s$/.test(words[i - 1] ?? "") && !OWN_BAND_AFTER.has(words[i + 1] ?? ""));
}

/** 1 when the thought names a hired band and the project's title is a wedding, else 0. */
export function bandForWedding(text: string, title: string, hired = namesHiredBand(text)): number {
  return hired && topicsOf(title).has("wedding") ? 1 : 0;
}
