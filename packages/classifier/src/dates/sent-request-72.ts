/**
 * Round 72 (sched72): the day inside a request already sent to someone.
 */

/**
 * "texted Inês asking if she can take my 9:30 privates tomorrow" (32nd), "called Mr Goh to cut tmr's order to 40 birds"
 * (41st), "texted Żaren to take my tuesday" (59th), as "texted Mrs Papadopoulos to move her colour to thursday" (25th)
 * and "rang Cáit to move my feet appointment to the following week" (39th) were already read: a message sent (a past
 * verb of messaging, the one or two words of its addressee, then "to" or "asking") asks someone else to do a thing, and
 * the day or hour inside the request is what was asked, not a plan of the user's (GUIDELINES 4.6; every read thought of
 * this shape is labelled unscheduled). A request still to make ("ask Selma if she'll take my saturday shift", "call
 * Salvu and ask if he can service the Vitz on saturday") is a favour to ask and keeps its day. Fixed literal; the
 * caller reads it on at most the 60 characters before the day.
 */
export const SENT_REQUEST_BEFORE = /\b(?:texted|messaged|called|rang|phoned|emailed|e-mailed|whatsapped|pinged|dm'?d|wrote to)\s+(?:[\p{L}'’]+\s+){1,2}(?:to|asking)\s[^.;!?]*$/u;
