import { parseCorpus } from "../corpus-types.js";

/** emotion_state, second batch: a feeling stated outright, with the domain of its subject. */
export const emotionCorpus2 = parseCorpus("emotion_state", `
p|so flat today, can't shake it
p|so happy with the new haircut
p|anxious about the scan results on tuesday
p|knackered after a terrible night's sleep
p|proud of myself for finally booking the therapist
p|lonely all weekend
p|money stress this month, that car bill wiped me out
p|feeling calm, first time in weeks
p|worried about the lump, trying not to panic
p|excited about the trip, only 3 sleeps
p|so annoyed the washing machine broke again
p|frustrated with the slow recovery from my op
p|gutted the holiday got cancelled
p|nervous about the mortgage decision
p|content tonight, fire on, book in hand
p|overwhelmed by the state of the house
p|dreading the dentist, haven't been in years
p|relieved the car passed its inspection
s|so proud of my daughter's school report
s|worried about Mum living on her own
s|heartbroken that Aisha and Sam split up
s|missing my brother since he moved abroad
s|angry at my dad for what he said at dinner
s|so grateful for my friends this week
s|feeling guilty for shouting at the kids
s|excited to meet my new nephew on saturday
s|sad that grandad doesn't recognise me anymore
s|thrilled for Kemal, he got the flat he wanted
s|nervous about meeting my partner's parents
s|jealous of my sister's trip tbh
s|touched that the neighbours brought soup round when I was ill
s|frustrated that my brother never visits nan
w|stressed about the deadline on friday, nothing's ready
w|proud of the team for the launch
w|frustrated the client keeps changing their mind
w|dreading the all hands on monday
w|excited about the new role
w|demotivated at work lately, nothing feels like it matters
w|nervous about my board presentation
w|overwhelmed by the inbox after leave
w|so relieved the audit went fine
w|annoyed that my manager took credit for my idea
w|worried the shop won't survive the winter
w|can't switch off from work even at the weekend, exhausted
w|fed up with the commute, 2 hours a day
w|anxious every sunday night about the week ahead at work
w|buzzing after the pitch went well
p|feeling low, the dark evenings are getting to me
p|so chuffed i finally fixed the bike myself
s|so happy Marisol's coming home for christmas
w|imposter syndrome is bad this week at the new job
p|ugh so fed up with this cold, day 8
s|devastated for Orla, her dad passed away
w|so stressed about payroll this month, cash is tight at the shop
p|scared about the driving test tomorrow
s|lonely since the kids went back to uni
w|angry the supplier let us down again before the big order
p|feeling hopeful after the GP appointment
w|nervous about starting the new job tomorrow
`);
