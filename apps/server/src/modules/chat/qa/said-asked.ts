/**
 * Round 52: "what did the accountant say about the home office deduction", "what did the dentist say about Ethan's teeth":
 * someone's words asked. A note that names the thing but tells nobody's words ("need to measure the office nook for the
 * deduction", "Ethan lost his front tooth at school", "must text the landlady about the ceiling") is no answer to it.
 */
export const SAID_ASKED = /^\s*what (?:did|has|have|does) (?!i |we |you )(?:[\p{L}.'’-]+ ){1,4}?(?:say|said|tell|told)\b/u;

/** A telling in the note: a verb of saying or advising, or a speaker's frame ("Dr. Hala: …", "per the vet"). */
const TELLS = /\b(?:says|said|say|tells|told|reckons?|reckoned|thinks|thought|wants|wanted|warned|explained|confirmed|emailed|texted|rang|called|advised|advises|recommend(?:s|ed)?|suggest(?:s|ed)|mentioned|insists?|insisted|swears? by|according to|put (?:me|him|her|us) on|gave (?:me|him|her|us)|prescribed)\b|:\s|\bper (?:the|my)\b/i;

export const tellsSomething = (text: string) => TELLS.test(text);
