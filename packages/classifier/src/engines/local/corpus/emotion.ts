import { parseCorpus } from "./corpus-types.js";

/** emotion_state: a feeling stated outright, taking the domain of its subject. */
export const emotionCorpus = parseCorpus("emotion_state", `
p|feeling really overwhelmed today
p|so tired, the insomnia is back
p|anxious about the biopsy results
p|feeling great after the long weekend off
p|I'm bored and restless, need a change
p|lonely tonight, the apartment is too quiet
p|stressed about the car repair bill
p|finally feeling rested
p|scared about the surgery next week
p|kind of sad the summer's over
p|so relieved the leak wasn't as bad as we thought
p|I feel stuck, nothing is moving forward
p|nervous about my driving test
p|ugh in such a bad mood all day
s|so grateful for my sister this week
s|worried about dad, he sounded off on the phone
s|frustrated with Olu, he cancelled on us again
s|proud of Rosa for standing up to that bully
s|miss my grandmother so much today
s|feel bad that I forgot Malik's birthday
s|heartbroken for my friend, her marriage is ending
s|so excited to see the cousins next month!!
s|annoyed that my brother never helps with mum
s|happy tears watching the twins' school concert
s|feeling guilty about snapping at the kids this morning
w|burnt out from this sprint
w|nervous about the board presentation tomorrow
w|frustrated that the client keeps moving the deadline
w|excited about the new product line
w|feeling undervalued at work lately
w|stressed about the shop's slow month
w|so relieved the launch went smoothly
w|dreading the performance conversation with my manager
w|anxious about the layoffs rumours
w|really energised after the team offsite
w|annoyed the supplier STILL hasn't shipped the jars
p|feeling flat and unmotivated, winter is dragging
p|really proud of myself for sticking with the running
p|honestly so drained this week, need a proper sleep
s|so happy Olu and I finally had a proper catch-up
s|worried sick about grandma after the fall
w|nervous about the pitch to the investors
p|gutted about the dent in the new car
p|so annoyed at myself for oversleeping again
p|feeling hopeful about the new physio plan
p|ugh, so anxious re the dentist tomorrow
p|really content tonight, quiet house and a good book
p|scared the dog's limp is something serious
p|frustrated that the landlord keeps ignoring the leak
p|I'm exhausted, the renovation noise is relentless
p|feeling so much lighter since I paid off the card
p|sad that my favourite cafe is closing
p|nervous about the MRI next week
p|embarrassed I forgot my pin at the bank again
p|restless and can't sleep, mind racing
p|happy with how the garden turned out this year
s|devastated for Olu, his dad passed away this morning
s|so happy for my sister, she's finally pregnant
s|heartbroken that Rosa's best friend is moving away
s|feeling left out, the group planned the trip without me
s|grateful the neighbours helped dig us out of the snow
s|miss the kids so much while they're at their dad's
s|angry at my brother for the way he spoke to mum
s|nervous about meeting Tariq's parents on sunday
s|guilty for cancelling on Yara again
s|touched that the kids made me breakfast
s|worried about Malik, he's been so quiet since the move
w|stressed about the audit, so much paperwork missing
w|relieved the client signed off on the design
w|feeling invisible in meetings lately
w|anxious the shop won't cover rent this month
w|proud of the team for shipping on time
w|furious the vendor double billed us again
w|bored out of my mind with this project
w|nervous about asking for a raise
w|thrilled with the response to the new product
w|gutted we lost the pitch to a bigger agency
p|so relieved the test results were normal
s|honestly hurt that nobody remembered my birthday
w|really proud of how the launch went
`);
