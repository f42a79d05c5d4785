import { parseCorpus } from "./corpus-types.js";

/** communication: a call, email, text, message, video call or voicemail, planned or done. */
export const communicationCorpus = parseCorpus("communication", `
p|call the mechanic re the rattling noise
p|phone the clinic to move my physio appointment
p|email the landlord re the broken dryer
p|called the insurance company, they're sending a claims form
p|left a message with the pharmacy about my refill
p|text the electrician to confirm tuesday
p|rang the council about the missed bin collection
p|call the cable company and complain about the outage
p|emailed the gym to freeze my membership for the summer
p|need to ring the bank about the card that got swallowed
p|call the vet first thing to ask about the limp
p|messaged the contractor asking for an updated quote
p|voicemail from the dentist's office, must call them back
p|call the tax office tomorrow about the notice
p|spoke to the roofer on the phone, he'll send photos
p|email the hoa about the parking situation
p|phoned the furnace guy, no answer yet
s|call mum tonight to hear how the surgery went
s|facetime with Olu and the kids sunday afternoon
s|text Rosa happy anniversary
s|had a great phone call with my brother, first in months
s|video call with grandma on saturday at 10
s|message the book club group about moving to thursday
s|called Benedikt to check in, he sounds much better
s|text Malik's mom about carpool tomorrow
s|whatsapp the cousins about christmas plans
s|call dad on his birthday friday morning
s|emailed Yara's teacher about the reading level
s|long chat with Tariq on the phone about his new job
s|left aunt Celeste a voicemail, she hasn't picked up all week
s|text the neighbours that the package is at our place
s|reply to Ingrid's email about the reunion dates
w|email the client the revised timeline
w|call with the design agency at 11 about the logo options
w|zoom with the vendor tomorrow at 2 to run through the invoice errors
w|emailed the supplier asking about the delayed shipment
w|call the recruiter back about the senior role
w|slack Soren about the failing build
w|send a follow-up email to the attendees from the workshop
w|teams call with the Berlin office at 9 on monday
w|messaged my manager that I'll be late tomorrow
w|phone the print shop re the banner proof
w|called the client to walk them through the quote
w|reply to the customer complaint about the cracked mug
w|email the wholesale buyer our new price sheet
w|had a quick call with legal about the contract clause
w|left the studio landlord a voicemail about the lease
w|dm the podcast guest to confirm the recording time
w|send the team a message about friday's deploy freeze
w|check-in call with the new client thursday at 3
p|call the mortgage broker about the rate hold
p|email the bank about the pre-approval letter
s|phone grandpa sunday, the kids want to say hi
w|send thank-you notes to the panel after the interview
w|email the client the invoice and a note about the delay
p|call the doctor's office about the test results
p|text the dog walker that we're back on monday
p|emailed the school board about the bus route
p|reply to the landlord's message about the inspection
s|call my sister tonight, it's been weeks
s|had a long facetime with mum and dad
s|texted the cousins the reunion pics
s|video chat with my niece for her birthday
w|call the accountant about the business tax filing
w|emailed the bakery the new label proofs
w|ping the designer on slack about the mockups
w|reply to the recruiter's linkedin message
p|emailed my accountant the tax slips and donation receipts
p|call the landlord about getting the deposit back
p|call the bank about the frozen card
p|emailed the hoa about the broken gate
p|ring the clinic to cancel thursday
s|text the group chat the cabin address
s|called dad for his birthday, he sounded happy
w|email the supplier about the cracked glass jars
w|send a quick slack to the team about the outage
w|called the client back about the quote
`);
