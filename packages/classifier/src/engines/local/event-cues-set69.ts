import type { Cue } from "./event-cues.js";

/**
 * Round on the sixty-ninth set (set69): event-type shapes that read parts of several voices share. Appended to
 * EVENT_BOOST_CUES (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const SET69_EVENT_CUES: Cue[] = [
  // An outside party's silence told as a state ("nothing from FSA since I turned in the loan application", 58th;
  // "still no word from the bank on the housing loan top up", 65th; "still no answer from the Gaelscoil on whether
  // Oisín has a place", 11th; "the DGI still hasn't answered about the electronic invoice certificate", 69th): a noticed
  // fact with a wait (rule 11), not the loan or the money. Not when the writer is the one who has not answered ("I
  // still haven't answered the reviewer comments"), with a feeling word ("annoyed that …", rule 12), or with money owed
  // or paid in the thought ("… about the overpayment", a transaction).
  { type: "observation_insight", re: /^(?!i\b)(?!.*\b(?:annoyed|fed up|frustrated|angry|furious|worried|anxious|stressed|sick of|tired of|zmoney|refunds?|overpayment|payments?|paid|invoices?|deposits?)\b)(?:(?:the|my|our) )?(?:[a-z']+ ){0,3}?(?:still (?:hasn't|has not|haven't|have not) (?:answered|replied|got back|responded)\b|still no (?:word|answer|reply|news) from\b|nothing (?:back )?from [a-z]+ since\b)/, boost: 4, label: "a noticed fact" },
  // One's own test told by its good result ("the lab values for my thyroid are normal now", 14th; "the ecography of
  // the wrist came out clean, just tendinitis", 69th; "sugar test came back normal", 46th, already read so): a notable
  // result (rule 10), not a remark. Not with a feeling word ("… came back clear, what a relief" is a feeling, rule 12).
  { type: "milestone_outcome", re: /^(?!.*\b(?:relief|relieved|thank god|worried|scared|nervous|anxious)\b).*\b(?:tests?|results?|values|scans?|ecography|ultrasound|biopsy|mri|x-?rays?|reports?|bloods|smear|mammogram)\b[^,.;!]{0,25}?\b(?:came (?:out|back) (?:clean|clear|normal)|(?:is|are) (?:all )?normal now)\b/, boost: 4, label: "a result" },
  // A chore told done beside the next one still open ("Aarav's science model is done, the volcano works, chart paper
  // still to buy", 68th; "Lola's costume for the play at school is done, shoes still to find", 69th): a report of an
  // ordinary task done (rule 13, d036), not a notable result, though "is done" reads as one. Only "is/are done" with a
  // thing "still to" get, do or send after it in the same clause run.
  { type: "task", re: /\b(?:is|are) (?:all |finally )?done\b[^.;]{0,60}?\bstill to (?:buy|find|get|do|send|book|order|pick up|sort|fix|make)\b/, boost: 3, label: "a task" },
];
