import { parseCorpus } from "../corpus-types.js";

/** transaction, second batch: the money itself is the point (bills, refunds, payouts, owed, sent, earned). */
export const transactionCorpus2 = parseCorpus("transaction", `
p|paid the gas bill, $96.20
p|council rates instalment due the 31st, $410
p|the broadband went up to £38 a month, sneaky
p|water rates paid for the quarter
p|car insurance renewed at $1,240 for the year
p|home insurance direct debit is $72 on the 5th
p|overdraft fee of $35, annoying
p|got £60 back from the energy company after the meter fix
p|phone bill is way higher this month, $110
p|paid the vet bill, $340 for the x-rays
p|strata levy of $980 due end of the quarter
p|paid the cleaner $80 for the deep clean
p|gave the window cleaner £20 cash
p|tipped the delivery driver $10
p|the gardener's invoice for march is $260
p|paid the chimney sweep £75
p|nanny's wages for the week, $620, transfer friday
p|transferred my half of the mortgage into the joint account
p|set up a standing order of £200 to savings
p|moved $1,000 from savings to cover the car repair
p|electricity bill came in at $187, ouch
p|paid the parking fine, $60, lesson learned
p|cancelled concert refund hit my card, $95
p|still no money back from the shop for the broken lamp
p|the bank charged me twice for the same coffee, disputing it
p|dentist bill is $420 after insurance
p|the landlord still owes me the £300 deposit
p|pay the plumber's invoice, $285, by friday
p|property tax bill for the year is $3,200, ugh
p|tax refund came through, $1,140
p|the gym charged me after i cancelled, need that $45 back
p|monthly budget: groceries at $640 so far, over again
p|rent is going up by $75 from june
p|paid the childminder's invoice for the month
p|school fees instalment of $1,500 due the 10th
p|the tfsa contribution for this year is done, $7,000
p|prescription prepayment certificate renewed, £114
p|reimbursed myself from the household pot for the groceries
p|gas and electric now £165 a month, up from £120
s|sent my sister $200 for her birthday
s|transferred Mum cash to cover her flights home
s|gave my nephew £50 for passing his exams
s|chipped in $30 for the group gift for Aiko's baby
s|paid for dad's new hearing aids, $2,100
s|sending money home to my parents this weekend, ₹25,000
s|the kids' pocket money is $5 a week now
s|my share of the family holiday villa is $850
s|covered grandma's pharmacy bill, $64
s|sent $100 to the school fundraiser for the new playground
s|paid the deposit for Tia's school trip, $150
s|gave the twins $20 each for the fair
s|wedding gift for Rafferty and Cosima, $250 into their honeymoon fund
s|lent my brother $400 till payday
s|donated $50 to the neighbours' charity run
s|transfer Nan her birthday money tomorrow
w|invoiced the client $4,500 for the march sprint
w|the Lakeside client paid the overdue invoice at last
w|payment of $1,280 from the wholesaler landed
w|etsy payout this week was $712
w|shopify payout of $2,305 hit the business account
w|expense claim for the train tickets, £148
w|vat bill for the quarter is £3,900
w|paid the freelance designer $1,600 for the logo
w|the supplier wants 50% upfront, $2,000
w|payroll leaves on the 25th, $18k this month
w|sold $1,900 of candles at the christmas market
w|revenue for the shop hit $12k this month
w|refund a customer $45 for the broken mug
w|the client in Dublin still hasn't settled invoice 318
w|owed £2,300 by the agency for the spring campaign
w|stripe fees were $210 this month, need to look at that
w|bonus of $3,000 lands in december's pay
w|salary went in, $4,820 after tax
w|paid the studio rent for march, $950
w|hst remittance of $2,740 due at month end
w|waiting on the $6k deposit from the new client before we start
w|the grant payment of $10,000 arrived
w|employer's reimbursing my phone bill, $55 a month
w|card machine fees on the stall are eating the margin, 1.9% a sale
w|paid the accountant for the business year end, $1,100
w|the market stall took £480 in cash today
w|transferred the contractor's final payment
w|sent the workshop invoice, $850
w|mileage claim of £96 submitted to finance
p|paid teh water bill finally 💸
p|council tax is £172 this month cant believe it
p|got 45 quid back from the train company for the delay
p|rent paid, 1800 gone, broke till friday lol
p|the sparky's bill came to 430 for the rewire of the kitchen circuit
s|send my niece 50 bucks for her graduation
s|put 20 in the collection for Uzma's leaving present from the choir
w|invoice 2241 to the Brisbane client paid in full 🙌
w|client still owes 3 invoices totaling 7k
w|paypal payout of 380 from the online course
p|the insurance payout for the flood came through, $8,200
p|waiting on the holiday let to return our £250 deposit
p|the airline voucher is worth €180, expires in june
w|still waiting for finance to pay my travel expenses from march
s|Mum's care home fees went up to $5,200 a month, we're splitting it
`);
