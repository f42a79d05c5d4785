import type { Domain } from "@life/contracts";

/**
 * Eighty-first round on domain (dom81): a routine check of the job's equipment written with its recurrence ("weekly
 * brake check on the route 300 fleet tomorrow like every friday", "monthly gear check tomorrow as always on the first
 * friday", "did the 8 o'clock radio check with the top station, like every morning"). Kept in its own file so
 * domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES (read on the domain subject, lower case).
 */
export const ROUND81_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // "<noun> check" with a standing recurrence ("like every friday", "as always on the first friday", "same as every
  // morning"): in the read halves a check done on a fixed round is the job's (a fleet's brakes, a studio's gear, a
  // lift's radio; round 33's "controlled drugs check at handover like every night" is right already), where the
  // household's routines are named by the activity (swim, pilates, stretches, watering). Three writers' misses (72nd,
  // 73rd, 75th), all read as personal by the model. Not one's body or health (blood, sugar, pressure, skin, eye,
  // teeth, health, weight), a home's or car's own check (house, home, car, bike), nor a check-in/-up/-out.
  ["systems", /^(?!.*\b(?:blood|sugar|pressure|bp|skin|eyes?|teeth|dental|health|weight|body|house|home|car|bike|my)\b)(?=.*\b(?:like|same as|as always)\b(?: on)? (?:every|always|the first)\b).*\b[a-z]+ checks?\b(?! (?:in|up|out)\b)/, 6],
];
