/**
 * Round 76 (links76): a list after "so far:" tallies what an open effort has gathered, it lists no steps of a new one:
 * "auction lots so far: signed rugby shirt, spa day, weekend in a cottage" for "Annual charity gala" (9th read half),
 * "the raffle prizes so far: a hamper, a spa voucher, a signed shirt" for "School summer fair" (parent-tune). The
 * list cue read both as a new project, which has no parent (GUIDELINES 8); the tally belongs to the project its things
 * name, when one is found.
 */
export const TALLY_SO_FAR = /\bso far\s*:/;
