import { parseCorpus } from "./corpus-types.js";

/** transaction: the money itself is the point — bills, invoices, refunds, payouts, remittances, revenue. */
export const transactionCorpus = parseCorpus("transaction", `
p|pay the credit card bill before the 18th
p|water bill is $96 this quarter, due friday
p|paid the car insurance, $1,240 for the year
p|airline refunded the $45 seat fee
p|rent leaves the account on the first, $1,650
p|transfer $500 to the rainy day fund
p|phone bill went up to $85 a month
p|still owed a $120 refund from the concert tickets
p|pay the parking ticket online, $60
p|car loan payment of $389 comes out tomorrow
p|tax refund came in, $2,310
p|set up autopay for the hydro bill
p|the gym charged me twice this month, $49 each
p|pay the annual property assessment fee
p|internet bill $74.99 due on the 22nd
p|deposit my paycheque
p|vet bill was $640 for the x-rays
p|moved $200 to savings
p|cancelled the duplicate charge on the visa, waiting for the credit
s|send mum $200 for her birthday
s|e-transfer Olu $40, he bought our concert tickets
s|give Rosa her allowance saturday
s|split the cabin rental with the family, $310 each
s|put $50 in Yara's birthday card
s|send my nephew some money for his graduation
s|pay the kids' swim lesson fees, $180
s|chip in $30 for the group gift for Ingrid
s|pay the daycare invoice for march
s|sent grandma cash towards her new glasses
s|venmo my sister for the brunch
w|invoice the client $4,500 for the website build
w|invoiced the bakery for the logo design, net 30
w|the shop made $2,300 in sales this weekend
w|payout from the market stall came through, $860
w|pay the freelance illustrator $750 by friday
w|quarterly gst payment on the 31st for my consulting business
w|invoice 2207 is unpaid, $3,100, client gone quiet
w|submit my travel expenses for reimbursement, $418
w|$1,940 stripe payout landed today
w|business bank fees went up to $25 a month
w|paid the web hosting for the shop, $240 for the year
w|refund the customer $38 for the broken candle
w|got reimbursed for the conference hotel
w|payroll for the two part-timers goes out thursday
w|the workshop ticket sales covered the venue cost, $1,200 profit
w|the agency retainer payment is late again
w|monthly software subscriptions for the studio are $310
w|record the cash sales from the craft fair
p|mortgage payment is $1,720 on the 1st, check the account has enough
p|paid the plumber $230 for the emergency visit
w|the client paid the deposit for the website, $2,000
w|received the grant money for the studio, $5,000
p|hydro bill paid, $112
p|the dentist charged $340 for the filling
p|got the $210 back from the airline at last
p|pay the car registration renewal, $120
s|send my brother $100 for his birthday
s|paid for the family dinner, $260
w|send the client the final invoice for the rebrand
w|the shop earned $4,100 in november
w|consulting business quarterly taxes, due the 15th
w|still chasing the $1,800 from the client for the april work
p|property tax instalment of $890, due the 30th
p|accountant's fee for my tax return was $275
p|still waiting on my old flat's security deposit
p|the rrsp contribution deadline is march 1st, put in $2,000
p|home insurance went up $200 this year
p|visa bill $640, pay before the 12th
p|got $85 back from the phone company for the overcharge
p|paid the vet $180 for the checkup
p|gas bill was $212 this month, way up
p|refund for the returned boots finally came through
s|lent my brother $200, he'll pay me back in june
w|client deposit of $1,500 cleared
w|pay the sales tax for the shop before the 20th
`);
