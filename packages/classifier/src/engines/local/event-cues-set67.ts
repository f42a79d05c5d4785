import type { Cue } from "./event-cues.js";

/**
 * Round on the sixty-seventh set (set67): event-type shapes that read parts of several voices share. Appended to
 * EVENT_BOOST_CUES (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const SET67_EVENT_CUES: Cue[] = [
  // A named person's new role ("Menna Jenkins is secretary of the show society now, entries go to her", 34th; "Neil
  // Cowan's the new yard manager at the dry dock, ex-Navy", 36th): who they are, a contact card (rule 7). A role
  // left or lost ("is no longer", "was the manager") is not matched.
  { type: "contact", re: /^zperson(?:'s| is) (?:now )?(?:the new [a-z]+(?: [a-z]+)? (?:at|of|for)\b|(?:the )?(?:secretary|treasurer|chair|chairperson|chairman|chairwoman|president|captain|coach|head|manager) of\b)/, boost: 4, label: "a contact card" },
  // A period's sales or revenue told by the sum they came to ("the duodji sales in november came to 21 500 kr, best month
  // ever for the webshop", 57th; "december revenue came to 38m, up from 31m last year", 67th): business revenue, the
  // money itself (rule 3), as both are labelled, though a comparison or "best month" reads as a milestone. A mark hit
  // ("hit a million in sales") is not matched.
  { type: "transaction", re: /\b(?:sales|revenue|takings|turnover)\b[^,.;]{0,30}\bcame to (?:znum|zmoney|\d)/, boost: 4, label: "money" },
  // Writing to a person ("write to aunt Jane thanking her for the two chickens", 67th; "write back to Professor Albescu
  // about the reading list", 9th): a message planned (rule 2), a communication, not a task. Writing to a firm's form or
  // "write up" are not matched.
  { type: "communication", re: /^(?:(?:i )?(?:need to|must|have to|gotta|should) )?write (?:back )?to (?:(?:aunt|auntie|aunty|uncle|mr|mrs|ms|dr|professor|prof|father|sister|brother|cousin|grandma|granny|my|our) )?(?:zperson|mum|mom|dad|grandma|granny|gran|nan)\b/, boost: 4, label: "a call or message" },
];
