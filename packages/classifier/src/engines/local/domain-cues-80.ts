import type { Domain } from "@life/contracts";

/**
 * Eightieth round on domain (dom80): the user's own bills, phone, bank and utility accounts written with the
 * provider's brand ("dont forget the Alseco payment, due the 25th", "Beeline billed may twice", "the Silknet contract
 * renewal is the 1st"). Kept in its own file so domain-cues.ts stays readable; appended to DOMAIN_TRADE_CUES (read on
 * the domain subject, lower case), no model feature.
 */
export const ROUND80_DOMAIN_CUES: Array<[Domain, RegExp, number]> = [
  // A telecom, utility, state health-insurance or bank brand (general knowledge of the household providers of many
  // countries, not one set's words) in the thought: "dont forget the Alseco payment, due the 25th", "Beeline billed
  // may twice", "hit 1 million tenge in the Halyk deposit" (75th), "dont forget the BPJS payment, due on the 10th"
  // (73rd); "paid the verizon bill finally", "Eskom bill is R2 300 this month", "pay the claro internet bill" and a
  // dozen more right already. One's own bill or account, personal (GUIDELINES: one's own bills and money), though a
  // payment due reads as a business's books. Not with a word of a business's trade or money in the thought
  // (customer, client, supplier, invoice, the shop, office, pharmacy, float, takings, sales, wages …), not a mobile-
  // money wallet (a shop's till as often as one's own), and not money sent or given to someone or someone's own
  // (sent, gave, his, her, their, a parent, a child): those are the trade's or family's.
  ["personal", /^(?!.*\b(?:customers?|clients?|guests?|patients?|suppliers?|invoices?|payroll|staff|business|company|firm|shop|store|office|pharmacy|clinic|salon|restaurant|fleet|depot|site|mast|tower|float|takings|till|merchant|agent|agents|stock|wholesaler|distributor|revenue|sales|wages|(?:airtel|mtn|tigo|vodafone|orange|mobile) money|momo|salary|overtime|allowance|sent|send|sending|gave|give|giving|his|her|their|mum|mom|mama|mamma|dad|papa|mother|father|sister|brother|son|daughter|wife|husband|kids?|sold|sell|sells|selling|resell)\b).*\b(?:vodafone|digicel|beeline|kcell|tele2|altel|silknet|magti|magticom|cellfie|telkomsel|indosat|smartfren|claro|movistar|tigo|entel|safaricom|airtel|jio|verizon|t-mobile|comcast|xfinity|optus|telstra|vodacom|telcel|telmex|grameenphone|banglalink|pldt|ufone|telenor|kazakhtelecom|etisalat|turkcell|kyivstar|megafon|alseco|pln|bpjs|pdam|epm|codensa|edesur|eskom|kplc|halyk|kaspi|bancolombia|davivienda|nequi|westpac|hsbc|barclays|lloyds|natwest|monzo|santander|bbva|nubank|bradesco|sberbank|jusan|mandiri|gtbank)\b/, 6],
];
