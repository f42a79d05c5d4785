import type { Cue } from "./event-cues.js";

/**
 * Round 76 on the seventy-third set (set73): event-type shapes that read halves of two voices or more share. Appended
 * to EVENT_BOOST_CUES (no model feature), like the set72 cues.
 */
export const SET73_EVENT_CUES: Cue[] = [
  // A number written in three groups or more is a phone number in the local way ("0819 3300 1212", "0752 903 114",
  // "577 45 67 89"): prepareText knows only the North American shape as zphone, so these arrive as "znum znum znum".
  // A card holds contact details (rule 7): every read-half thought with the shape (47, some fifteen voices) is a
  // contact; the 67th, 70th and 73rd each read one as an observation or a task.
  { type: "contact", re: /\bznum(?:[ -]znum){2,}\b/, boost: 3, label: "holds contact details" },
  // Money owed to the user told as not yet in ("DP from Pak Hartono still not in", 73rd; "the SACCO payout for december
  // is not yet out", 67th; both read as observations): the money is the point (rule 3). Every read-half thought with a
  // money word before "still not / not yet / hasn't … in, out, arrived, landed, shown up" is a transaction (eight, the
  // 10th, 41st, 54th, 66th, 67th, 70th, 71st and 73rd; a reminder phrase still wins); a part, a result or a quote not in
  // is no money word.
  { type: "transaction", re: /\b(?:refunds?|payouts?|payments?|money|dp|deposits?|salary|wages|bonus|reimbursements?|allowance|remittance|cheque|commission)\b(?:(?![,.;:!?]).){0,40}?\b(?:still not|not yet|still hasn'?t|hasn'?t|has not|haven'?t|still isn'?t|isn'?t)(?: yet)? (?:in|out|arrived|landed|come in|come through|shown up|showed up|cleared)\b(?! (?:the|a|my|our|his|her|their|time|budget)\b)/, boost: 4, label: "is about a payment" },
];
