import { parseCorpus } from "../corpus-types.js";

/** communication, second batch: calls, emails, texts, messages and voicemails, planned or done. */
export const communicationCorpus2 = parseCorpus("communication", `
p|ring the dentist to move my appointment
p|call the bank about the frozen card first thing
p|phone the surgery at 8 for a same day slot
p|email the estate agent about the viewing times
p|text the window cleaner to skip this month
p|call the insurance company about the windscreen claim
p|rang the electricity company, they're sending a new meter
p|emailed the council about the broken streetlight outside ours
p|rang the vet, Pepper's bloods came back normal
p|voicemail left with the chiropractor to rebook
p|whatsapped the builder about the start date, no reply
p|messaged the gym to freeze my membership
p|spoke to the mortgage advisor on the phone for an hour
p|call the garage tmrw about the warning light
p|need to phone the pharmacy about my repeat prescription
p|email my landlord re the deposit deductions
p|text the cleaner that we're away next week
p|called the tax office, on hold for 40 mins 🙄
p|ring the boiler company, annual check is due
p|emailed the airline about the lost bag, auto reply only
p|zoom with the financial planner on tuesday at 4
p|return the physio's call about the new time
p|dm the seller about the bike's condition
p|call the council re the parking permit asap
p|emailed my accountant the receipts for the tax return
p|phoned the locksmith, he can come after 6
p|texted the gardener asking whether fridays work for him
p|call my GP's office to get the results
p|rang the broadband company again, still no engineer date
p|email the hotel to ask about late checkout
p|quick call with the plumber at 8:30 about the quote
p|ring the optician to ask if my glasses are in
s|call mum tonight, she's been down
s|facetime dad on sunday so he can see the garden
s|text Ayesha happy birthday first thing
s|rang my sister, we talked for two hours about the kids
s|video call with the cousins in Manila on saturday morning
s|message the class parents group about the party date
s|call grandma back, she left two voicemails
s|emailed the kids' teacher about the reading levels
s|whatsapp the family group about christmas dinner plans
s|phone Uncle Bashir to wish him well before the op
s|texted Kiran to see how the new job is going
s|skype my brother in Toronto at 9pm
s|call the school about Jamie's absence today
s|left Nana a message on the landline
s|send the wedding photos to everyone in the family chat
s|catch up call with Orla, it's been months
s|dm Keziah about the spare tickets
s|ring the neighbours about their tree over our fence
s|emailed the football coach about Ben missing training
s|call the in-laws to sort sunday
s|reply to Gwen's message from last week, so rude of me
s|text the other mums about the carpool rota
s|had a lovely phone call with my godmother
s|video chat with my niece for her birthday at 7
s|message Tuan to say thanks for dinner
w|call the supplier about the late delivery
w|email the client the revised quote by 5
w|ring the accountant re the quarter's vat
w|slack the dev team about the outage postmortem
w|zoom with the Melbourne office at 8am
w|emailed HR about my parental leave dates
w|left the recruiter who called a voicemail
w|phone the printers about the proof for the menus
w|teams call with the auditors thursday 10:30
w|messaged the landlord of the studio about the lease renewal
w|call the wholesaler to increase the standing order
w|email the venue re catering numbers for the conference
w|rang the courier, the pallet is stuck at the depot
w|sent the client a follow-up email about the overdue sign off
w|quick call with my manager at 3 about the promotion case
w|reply to the investor's email before the weekend
w|called the bank's business line about the card machine
w|email the candidates who didn't make the shortlist
w|dial into the steering group at 2
w|messaged Dinesh on slack re the release notes
w|phone call with the lawyer about the shareholder agreement monday
w|text the delivery driver the back entrance code
w|emailed the publisher the final manuscript
w|had a call with the new client, they want weekly updates
w|call back the customer who complained about the order
w|ring the cafe's coffee supplier about the grinder
w|emailed procurement the vendor form, waiting for approval
w|catch up with Ingrid on zoom about the handover
w|chased the agency by email again, they've gone silent
w|spoke to the warehouse on the phone, stock arrives tuesday
p|ugh called the bank twice still no answer
p|rang teh gas company abt the bill they said its a mistake
p|need 2 call the dentist b4 they close
p|called the council and got fobbed off again
s|call mum back she rang during the meeting
s|text my brother he hasnt replied in days
s|gotta ring my aunty about the wedding list
w|ring the supplier first thing they promised the glaze by monday
w|email the client back with the updated timeline please
w|zoom call with the design agency tomorrow 2pm re the brand refresh
w|got off the phone with the accountant, tax bill is lower than expected
p|rang the surgery at 8 on the dot, got through first time for once
s|long voice note from Yasmin about her trip, need to listen properly
w|voicemail from the client asking for a callback re the invoice
p|phoned the insurer, claim reference is sorted
s|texted the babysitter to confirm friday night
w|pinged the ops lead on teams about the server costs
`);
